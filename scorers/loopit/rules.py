"""Loopit's numbers and tables, named after the rule that gives them, and its two game lengths."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import isqrt
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


def max_links(tiles: int) -> int:
    """The most edges `tiles` tiles can share on a square grid, each pair of side-by-side tiles one edge:
    floor(2n - 2 sqrt(n)) (Harary and Harborth, 1976), written in whole numbers as 2n - ceil(2 sqrt(n)).
    81 tiles in a 9 x 9 square share 144."""
    return 0 if tiles <= 0 else 2 * tiles - (isqrt(4 * tiles - 1) + 1)


def max_final_total(squares: Sequence[int] | None, players: int, variant: str = "standard",
                    discarded: int = 0) -> int:
    """LP-FINAL: the most one player's total can be at the end of a game, the bound on a final total a table
    enters. `squares`: the multipliers of the squares a laid tile can take (every square of the board but the
    start square), or None in light mode, where the table types each multiplier (any square, up to x6).

    Points come only from tiles laid (LP-POINTS). The tiles that can reach the board after the start tile are
    the box less the tiles removed at set-up (LP-FIXED) or discarded (LP-START), and no more than the board's
    squares; a player lays at most all of them, and in the fixed-turns variant at most 3 a turn (LP-THREE).
    Each of their tiles scores at most 8 times its square's multiplier, so at most 8 times the best
    multipliers, one square each; each link scores the neighbour's face, at most 8, once (when the later of
    its two tiles is laid), at most 4 a tile, and the tiles on the board share at most `max_links` edges. In
    fixed turns, also at most their turns at the most a turn scores. A bound, not a reachable score: 4992 in
    light mode (80 tiles at 8 x 6, 144 links at 8), 512 on a 5 x 5 board of plain squares (24 tiles, 40 links)."""
    length = GAME_LENGTHS[variant]
    tiles = max(TOTAL_TILES - length.removed_tiles(players) - discarded - START_TILES, 0)
    if squares is not None:
        tiles = min(tiles, len(squares))
    own = tiles
    turns = length.turns_per_player(players)
    if turns is not None:
        own = min(own, turns * MAX_TILES_PER_TURN)
    best = sorted(squares, reverse=True)[:own] if squares is not None else [MULTIPLIERS[-1]] * own
    links = min(MAX_LINKS * own, max_links(tiles + START_TILES))
    most = MAX_VALUE * sum(best) + MAX_VALUE * links
    if turns is not None:
        most = min(most, turns * max_declared_points(max(best, default=MULTIPLIERS[0])))
    return most
