"""The district's geometry: blocks, streets and their two sides, neighbourhoods.

Blocks are numbered 0..48 row by row from the north-west corner (`index = row * 7 + column`,
both 0-based); people read them 1-based as "row 2, column 5". Everything here is computed once.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorers.hundsgemein.rules import (
    BOARD_SIZE,
    CENTRE,
    HORIZONTAL,
    STREETS_PER_DIRECTION,
    VERTICAL,
)

BLOCKS = tuple(range(BOARD_SIZE * BOARD_SIZE))
CENTRE_INDEX = CENTRE[0] * BOARD_SIZE + CENTRE[1]
PLAYABLE_BLOCKS = tuple(b for b in BLOCKS if b != CENTRE_INDEX)


def index(row: int, column: int) -> int:
    return row * BOARD_SIZE + column


def row_col(block: int) -> tuple[int, int]:
    return divmod(block, BOARD_SIZE)


def on_board(row: int, column: int) -> bool:
    return 0 <= row < BOARD_SIZE and 0 <= column < BOARD_SIZE


def cell_name(block: int) -> str:
    """Stable short location, 1-based: `r2c5`."""
    row, column = row_col(block)
    return f"r{row + 1}c{column + 1}"


def blocks_named(where: str) -> list[int]:
    """The blocks a violation's location names (`r1c1+r2c2` -> two blocks); none for other locations."""
    found = []
    for part in where.split("+"):
        row, sep, column = part[1:].partition("c")
        if part.startswith("r") and sep and row.isdigit() and column.isdigit():
            if on_board(int(row) - 1, int(column) - 1):
                found.append(index(int(row) - 1, int(column) - 1))
    return found


def _neighbours(block: int) -> tuple[int, ...]:
    """HG-ADJ: the up to 8 blocks touching this one, diagonals included."""
    row, column = row_col(block)
    return tuple(
        index(row + dr, column + dc)
        for dr in (-1, 0, 1)
        for dc in (-1, 0, 1)
        if (dr or dc) and on_board(row + dr, column + dc)
    )


NEIGHBOURS = tuple(_neighbours(b) for b in BLOCKS)


@dataclass(frozen=True)
class Street:
    """A street and the two lines of 7 blocks along it (north/west side first)."""

    id: str
    direction: str
    number: int
    sides: tuple[tuple[int, ...], tuple[int, ...]]

    @property
    def playable(self) -> int:
        """HG-STREETS: 14 blocks, 13 for the four streets along the centre."""
        return sum(1 for side in self.sides for b in side if b != CENTRE_INDEX)

    def side_length(self, side: int) -> int:
        """The longest run one side can hold: the centre splits its line in two."""
        line = self.sides[side]
        if CENTRE_INDEX not in line:
            return len(line)
        cut = line.index(CENTRE_INDEX)
        return max(cut, len(line) - cut - 1)


def _street(direction: str, number: int) -> Street:
    before, after = number - 1, number
    if direction == HORIZONTAL:
        sides = tuple(tuple(index(r, c) for c in range(BOARD_SIZE)) for r in (before, after))
    else:
        sides = tuple(tuple(index(r, c) for r in range(BOARD_SIZE)) for c in (before, after))
    return Street(f"{direction}{number}", direction, number, sides)


#: HG-ORDER: horizontal streets are scored first (north to south), then vertical (west to east).
STREETS = tuple(
    _street(d, n) for d in (HORIZONTAL, VERTICAL) for n in range(1, STREETS_PER_DIRECTION + 1)
)
STREET_IDS = tuple(s.id for s in STREETS)
STREETS_BY_ID = {s.id: s for s in STREETS}
