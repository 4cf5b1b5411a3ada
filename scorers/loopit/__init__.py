"""Loopit (Goliath): lay path tiles so that the lines run on, and score the tiles you link to.

The rules this package implements, in our words, with the ids that violations and explanations cite.
Source: the French sheet (shared/seeds/001_...) and shared/RULINGS.md.

Material and set-up
- LP-AIM       2 to 4 players; the most points, by carrying the path on.
- LP-TILES     81 square tiles. Each carries lines whose ends sit at the middle of some of its edges
               (N, E, S, W) and a value from 1 to 8. Tiles are never rotated: they follow the board's
               reading direction.
- LP-DEAD-END  A tile with a single line end is a dead end (cul-de-sac).
- LP-BOARD     The board is a square grid with a start square in its centre and multiplier squares
               (x2 up to x6, RULINGS).
               Its printed size and layout are unknown to us: the example layout is data (tiles.py) and
               a game file may bring its own board.
- LP-START     A tile drawn from the bag goes on the centre square as the start tile; a dead end is
               discarded and another drawn.
- LP-RACK      Each player holds 5 tiles and draws back up to 5 after each turn.

Laying tiles
- LP-ORDER     Players take turns in seat order (clockwise).
- LP-THREE     On their turn a player lays up to 3 tiles, one after the other, where they like.
- LP-FREE      A tile goes on a free square of the board.
- LP-CONNECT   Each new tile touches at least one tile already on the board (tiles laid earlier in the
               same turn included) through a shared line: the path runs on from one tile to the other.
- LP-CUT       A path may not be cut: no line may meet an edge of a neighbour that carries no line.
- LP-EDGE      A path may not be cut by the board's edge: no line may point off the board.
- LP-SWAP      A player who lays no tile may swap their 5 tiles for 5 new ones; the turn scores 0.

Scoring
- LP-POINTS    Each tile laid scores its value times its square's multiplier, plus the face value of
               every adjoining tile whose line meets its own across the shared edge (the multiplier
               applies to the laid tile only). Adjoining tiles without a shared line add nothing. A
               tile laid earlier in the same turn counts as adjoining (RULINGS). A turn scores the sum.
- LP-END       The game ends when every tile is laid or nobody can lay a tile.
- LP-FIXED     Variant: a number of turns agreed in advance: 4 players 7 turns; 3 players 9 turns
               with 2 tiles taken out at set-up; 2 players 13 turns with 4 taken out. The game still
               ends early when the tiles run out or nobody can lay a tile.
- LP-WIN       The highest total wins; the sheet has no tie-break, so equal totals share the place.
- LP-FINAL     A finished game may be entered as each player's final total alone (issue 24; `final.py`):
               entered by the table, not refereed, the whole game's record (no turn beside it). Each total
               is a whole number from 0 to the most a player can score in the game (`max_final_total`: the
               tiles that can reach the board, no more than its squares, each at 8 x the best multipliers,
               and the links the tiles on the board can share, each at 8, LP-POINTS; in the fixed-turns
               variant at most their turns at the most a turn scores). The game is over; the
               highest total wins and equal totals share the win (LP-WIN).

Light mode: a table that only wants the pad types each tile as its value, its square's multiplier and
the values of the neighbours it links to; the same arithmetic (LP-POINTS) and explanation follow.
Points only (either mode): a turn may be written as the points the table declares for it, no tile named:
a whole number from 0 to the most LP-POINTS allows a turn (`max_declared_points`: 3 tiles, each worth at
most 8 x the board's highest multiplier plus four linked neighbours of 8); added as declared, not refereed.

Not refereed by the app: LP-RACK, the racks and the bag (hidden at the table).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from scorers.errors import InvalidState, Problem
from scorers.i18n import Phrase, phrase
from scorers.loopit.checks import (
    EndOfGame,
    check,
    check_placement,
    end_of_game,
    final_board,
    open_ends,
    tile_phrase,
)
from scorers.loopit.final import check_final, final_limit
from scorers.loopit.model import (
    LightTile,
    LoopitFile,
    LoopitState,
    Placement,
    Turn,
    board_from_file,
    board_json_schema,
    board_to_file,
    parse,
    to_file,
)
from scorers.loopit.rules import max_declared_points, max_final_total
from scorers.loopit.scoring import (
    TileScore,
    TurnScore,
    declared_cells,
    pad_rows,
    score,
    to_light,
    turn_score,
    turn_scores,
)
from scorers.loopit.tiles import EXAMPLE_BOARD, BoardLayout, Square, Tile, parse_square, parse_tile

_MOVE = re.compile(r"^\s*([a-y][0-9]{1,2})\s*=\s*([NESWnesw]{1,4}[0-9])\s*$")


@dataclass(frozen=True)
class Move:
    """A tile the next player proposes to lay on the board as it stands: `f5=EW2`."""

    square: Square
    tile: Tile

    def notation(self) -> str:
        return f"{self.square.name()}={self.tile.notation()}"


def parse_move(text: str) -> Move:
    match = _MOVE.match(text)
    square = parse_square(match.group(1)) if match else None
    tile = parse_tile(match.group(2)) if match else None
    if not match or isinstance(square, Phrase) or isinstance(tile, Phrase):
        raise InvalidState([Problem("move", phrase("lp.cli.bad_move", move=repr(text)))])
    return Move(square, tile)


class LoopitRules:
    """The game as the registry exposes it to the command line and the app."""

    parse = staticmethod(parse)
    check = staticmethod(check)
    score = staticmethod(score)
    to_file = staticmethod(to_file)

    def json_schema(self) -> dict[str, Any]:
        return LoopitFile.model_json_schema()

    def parse_move(self, state: LoopitState, text: str) -> Move:
        if state.mode != "board":
            raise InvalidState([Problem("move", "a light-mode game has no board to lay a tile on")])
        return parse_move(text)

    def check_move(self, state: LoopitState, move: Move) -> list:
        return check_placement(state.board, final_board(state), move.square, move.tile, "move")

    def describe_move(self, state: LoopitState, move: Move) -> Phrase:
        return phrase("lp.move", tile=tile_phrase(move.tile), square=move.square.name())

    def end_status(self, state: LoopitState) -> tuple[bool | None, Phrase, str | None]:
        """LP-END / LP-FIXED: (over?, the sentence, a square and shape that could still be laid)."""
        ending = end_of_game(state)
        return ending.over, ending.reason, ending.example


RULES = LoopitRules()

__all__ = [
    "EXAMPLE_BOARD", "RULES", "BoardLayout", "EndOfGame", "LightTile", "LoopitFile", "LoopitState", "Move",
    "Placement", "Square", "Tile", "TileScore", "Turn", "TurnScore", "board_from_file", "board_json_schema",
    "board_to_file", "check", "check_final", "check_placement", "declared_cells", "end_of_game", "final_limit",
    "max_declared_points", "max_final_total",
    "final_board", "open_ends", "pad_rows", "parse", "parse_move", "parse_square", "parse_tile", "score",
    "tile_phrase", "to_file", "to_light", "turn_score", "turn_scores",
]
