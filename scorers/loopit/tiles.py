"""Tiles, squares and the board: the material, as data.

What is published about the printed material (the French sheet's contents list, reviews and rule-booklet
listings; RULINGS "Settled in turn 2"), and all that the default board rests on:
- Loopit, Goliath 2008: 81 tiles, 1 bag, 4 racks, 1 board, a score pad;
- the start tile goes on the centre square of the board, which is marked with a circle;
- a tile has 2, 3 or 4 line ends (or 1, a dead end) at the middles of its edges, at most one per edge;
- the multiplier squares go from x2 up to x6, increasing toward the corners.
No full layout (size, where each multiplier lies) is published in anything we could read. So
`EXAMPLE_BOARD` is *reconstructed from these descriptions*: the app, the PDF and the docs say so and ask the
table to check it against its own board, and a game file (or the board editor) brings the table's own board
in the same row format. The tile mix is not modelled beyond its total (81): no rule depends on which shapes
are in the bag.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from types import MappingProxyType
from typing import NamedTuple

from scorers.i18n import Phrase, phrase
from scorers.loopit.rules import DEAD_END_ENDS, MAX_VALUE, MIN_VALUE, SIDES, STEP

_TILE = re.compile(rf"^([NESW]{{1,4}})([{MIN_VALUE}-{MAX_VALUE}])$", re.IGNORECASE)
_SQUARE = re.compile(r"^([a-y])([1-9][0-9]?)$", re.IGNORECASE)
PLAIN = "."


class Tile(NamedTuple):
    """A tile as it lies (never rotated): the edges carrying a line end ("NE" order kept as N, E, S, W)
    and its face value."""

    sides: str
    value: int

    @property
    def dead_end(self) -> bool:
        return len(self.sides) == DEAD_END_ENDS

    def has(self, side: str) -> bool:
        return side in self.sides

    def notation(self) -> str:
        return f"{self.sides}{self.value}"


class Square(NamedTuple):
    """A square of the board, 0-based; named like "f6": column letter, then row number from the top."""

    row: int
    column: int

    def name(self) -> str:
        return f"{chr(ord('a') + self.column)}{self.row + 1}"

    def step(self, side: str) -> "Square":
        dr, dc = STEP[side]
        return Square(self.row + dr, self.column + dc)


def parse_tile(text: str) -> Tile | Phrase:
    """A tile from its notation ("NS3": lines north and south, value 3), or why it is not one (a phrase, said in
    the reader's language: issue 36, `--lang fr` printed it in English)."""
    match = _TILE.match(text.strip())
    if not match:
        return phrase("lp.v.not_a_tile", text=text, low=MIN_VALUE, high=MAX_VALUE)
    letters = match.group(1).upper()
    if len(set(letters)) != len(letters):
        return phrase("lp.v.edge_twice", text=text)
    return Tile("".join(s for s in SIDES if s in letters), int(match.group(2)))


def parse_square(text: str) -> Square | Phrase:
    """A square from its name ("f6"), or why it is not one (a phrase)."""
    match = _SQUARE.match(text.strip())
    if not match:
        return phrase("lp.v.not_a_square", text=text)
    return Square(int(match.group(2)) - 1, ord(match.group(1).lower()) - ord("a"))


@dataclass(frozen=True)
class BoardLayout:
    """The board: its name, its size (odd: the start square is the centre) and the multiplier of each
    square (1 when not listed)."""

    name: str
    size: int
    multipliers: MappingProxyType

    @property
    def centre(self) -> Square:
        return Square(self.size // 2, self.size // 2)

    def on_board(self, square: Square) -> bool:
        return 0 <= square.row < self.size and 0 <= square.column < self.size

    def multiplier(self, square: Square) -> int:
        return self.multipliers.get(square, 1)

    @property
    def highest_multiplier(self) -> int:
        return max(self.multipliers.values(), default=1)

    def squares(self) -> list[Square]:
        return [Square(r, c) for r in range(self.size) for c in range(self.size)]

    def rows(self) -> list[str]:
        """The layout in file form: one string a row, '.' for a plain square, else its multiplier."""
        return [" ".join(str(self.multipliers[s]) if s in self.multipliers else PLAIN
                         for s in (Square(r, c) for c in range(self.size))) for r in range(self.size)]


def layout_from_rows(name: str, rows: list[str]) -> BoardLayout:
    """Rows of '.' and multiplier digits; the caller has checked the shape."""
    multipliers = {Square(r, c): int(cell) for r, row in enumerate(rows)
                   for c, cell in enumerate(row.split()) if cell != PLAIN and int(cell) != 1}
    return BoardLayout(name, len(rows), MappingProxyType(multipliers))


#: RECONSTRUCTED, NOT THE PRINTED BOARD: 11 x 11 with the start square (circled) in the centre; x2 on the
#: squares three steps from the centre and x3 on the middles of the sides; toward each corner x4, x5, then x6
#: on the corner itself, so that the multipliers run from x2 up to x6, increasing toward the corners (the
#: published facts above). The size is a guess. Edit it, or give your own board in the game file.
EXAMPLE_BOARD_NAME = "example"
EXAMPLE_BOARD_ROWS = (
    "6 . . . . 3 . . . . 6",
    ". 5 . . . . . . . 5 .",
    ". . 4 . . 2 . . 4 . .",
    ". . . . 2 . 2 . . . .",
    ". . . 2 . . . 2 . . .",
    "3 . 2 . . . . . 2 . 3",
    ". . . 2 . . . 2 . . .",
    ". . . . 2 . 2 . . . .",
    ". . 4 . . 2 . . 4 . .",
    ". 5 . . . . . . . 5 .",
    "6 . . . . 3 . . . . 6",
)
EXAMPLE_BOARD = layout_from_rows(EXAMPLE_BOARD_NAME, list(EXAMPLE_BOARD_ROWS))
