"""Loopit's numbers and tables, named after the rule that gives them, and its two game lengths."""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

GAME_ID = "loopit"

#: LP-TILES: a line end may sit at the middle of each edge, read clockwise from the top.
SIDES = "NESW"
OPPOSITE = MappingProxyType({"N": "S", "E": "W", "S": "N", "W": "E"})
STEP = MappingProxyType({"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)})
#: LP-TILES: a tile is worth 1 to 8.
MIN_VALUE, MAX_VALUE = 1, 8
#: LP-DEAD-END: a tile with a single line end is a dead end (cul-de-sac).
DEAD_END_ENDS = 1
#: The sheet's box holds 81 tiles.
TOTAL_TILES = 81
#: LP-RACK: each player keeps 5 tiles on their rack (and swaps all 5 on an empty turn, LP-SWAP).
RACK_SIZE = 5
#: LP-THREE: at most 3 tiles a turn.
MAX_TILES_PER_TURN = 3
#: LP-BOARD: multipliers a square may carry: plain (1), or x2 up to x6 as printed (RULINGS); board files
#: and light mode accept the same values.
MULTIPLIERS = (1, 2, 3, 4, 5, 6)
#: A tile has four edges, so at most four linked neighbours.
MAX_LINKS = 4
#: LP-START: one tile starts the board; nobody scores it.
START_TILES = 1
#: Board size bounds accepted in a board file (odd, so that it has a centre square).
MIN_BOARD_SIZE, MAX_BOARD_SIZE = 5, 25



def max_declared_points(highest_multiplier: int) -> int:
    """LP-POINTS: the most one turn can score, the bound on the points a table declares for a turn.

    From the rule book's numbers: a turn lays at most 3 tiles (LP-THREE); each scores its value (at most 8,
    LP-TILES) times its square's multiplier (at most the board's highest, LP-BOARD), plus the face value of
    each linked neighbour (at most 4 neighbours, one per edge, each worth at most 8, LP-POINTS). So
    3 x (8 x highest + 4 x 8): 240 on a board whose highest square is x6. A bound, not a reachable score:
    a number above it cannot be a Loopit turn, any number up to it is taken on the table's word."""
    return MAX_TILES_PER_TURN * max_tile_points(highest_multiplier)


def max_tile_points(highest_multiplier: int) -> int:
    """LP-POINTS: the most one tile can score: its value (at most 8) times the highest multiplier, plus four
    linked neighbours of 8 (80 on a board whose highest square is x6). A bound, not a reachable score."""
    return MAX_VALUE * highest_multiplier + MAX_LINKS * MAX_VALUE


PLAYER_LETTERS = "abcd"
MIN_PLAYERS, MAX_PLAYERS = 2, 4
DEFAULT_COLOURS = ("red", "blue", "green", "yellow")
COLOURS = ("red", "blue", "green", "yellow", "black", "white", "orange", "purple")

#: LP-FIXED: players -> (turns each, tiles taken out of the game at set-up).
FIXED_TURNS = MappingProxyType({4: (7, 0), 3: (9, 2), 2: (13, 4)})


@dataclass(frozen=True)
class GameLength:
    """LP-END: the whole game ends when every tile is laid or nobody can lay one."""

    id: str = "standard"

    def turns_per_player(self, players: int) -> int | None:
        """How many turns each player plays, or None when the game runs until it is blocked."""
        return None

    def removed_tiles(self, players: int) -> int:
        """Tiles taken out of the game at set-up."""
        return 0


@dataclass(frozen=True)
class FixedTurns(GameLength):
    """LP-FIXED: a number of turns agreed in advance, with tiles taken out at set-up; the game still
    ends early when the tiles run out or nobody can lay one (RULINGS)."""

    id: str = "fixed-turns"
    def turns_per_player(self, players: int) -> int | None:
        return FIXED_TURNS[players][0]

    def removed_tiles(self, players: int) -> int:
        return FIXED_TURNS[players][1]


GAME_LENGTHS = MappingProxyType({length.id: length for length in (GameLength(), FixedTurns())})
VARIANTS = tuple(GAME_LENGTHS)


def max_final_total(highest_multiplier: int, players: int, variant: str = "standard", discarded: int = 0) -> int:
    """LP-FINAL: the most one player's total can be at the end of a game, the bound on a final total a table
    enters. Points come only from tiles laid (LP-POINTS), so a player scores at most every tile that can
    reach the board after the start tile (the box, less the tiles removed at set-up, LP-FIXED, or discarded,
    LP-START) at the most a tile can score; in the fixed-turns variant also at most their turns at the most a
    turn can score. A bound, not a reachable score: 80 x 80 = 6400 on a x6 board in a standard game; 7 x 240
    = 1680 at 4 players in fixed turns."""
    length = GAME_LENGTHS[variant]
    tiles = TOTAL_TILES - length.removed_tiles(players) - discarded - START_TILES
    most = max(tiles, 0) * max_tile_points(highest_multiplier)
    turns = length.turns_per_player(players)
    if turns is not None:
        most = min(most, turns * max_declared_points(highest_multiplier))
    return most
