"""Builders for Hundsgemein states in tests: boards as the file format writes them."""

from __future__ import annotations

import random
from typing import Any

from scorers.hundsgemein import HundsgemeinState, parse
from scorers.hundsgemein.model import Tile
from scorers.hundsgemein.rules import FLEA_TYPES, PLAYER_LETTERS, per_type_supply

#: A legal dog set: one dog per street, three of each breed.
DOGS = {"H1": "rex", "H2": "daisy", "H3": "fifi", "H4": "zorro", "H5": "rex", "H6": "daisy",
        "V1": "fifi", "V2": "zorro", "V3": "rex", "V4": "daisy", "V5": "fifi", "V6": "zorro"}
NAMES = ["Anna", "Ben", "Chloé", "Dev"]
EMPTY_ROW = ".. .. .. .. .. .. .."


def empty_rows() -> list[str]:
    rows = [EMPTY_ROW] * 7
    rows[3] = ".. .. .. ## .. .. .."
    return rows


def rows_with(cells: dict[tuple[int, int], str]) -> list[str]:
    """Rows with the given 1-based (row, column) -> 'a3' cells filled."""
    grid = [row.split() for row in empty_rows()]
    for (row, column), token in cells.items():
        grid[row - 1][column - 1] = token
    return [" ".join(row) for row in grid]


def game_data(cells: dict[tuple[int, int], str] | None = None, players: int = 3,
              variant: str = "standard", dogs: dict[str, str] | None = None, **extra: Any) -> dict:
    data = {"game": "hundsgemein", "variant": variant, "players": NAMES[:players],
            "dogs": dict(DOGS if dogs is None else dogs)}
    if "streets" not in extra:
        data["board"] = rows_with(cells or {})
    data.update(extra)
    return data


def state(cells: dict[tuple[int, int], str] | None = None, **kwargs: Any) -> HundsgemeinState:
    return parse(game_data(cells, **kwargs))


def random_board(rng: random.Random, players: int, tiles: int, centre: bool = False) -> tuple:
    """A board with `tiles` tiles drawn from the players' supplies, placed anywhere (legal or not)."""
    supply = [Tile(p, f) for p in range(players) for f in FLEA_TYPES for _ in range(per_type_supply(players))]
    rng.shuffle(supply)
    blocks = [b for b in range(49) if centre or b != 24]
    rng.shuffle(blocks)
    board: list[Tile | None] = [None] * 49
    for block, tile in zip(blocks, supply[:tiles]):
        board[block] = tile
    return tuple(board)


def board_rows(board: tuple) -> list[str]:
    cells = []
    for block, tile in enumerate(board):
        if tile is None:
            cells.append("##" if block == 24 else "..")
        else:
            cells.append(f"{PLAYER_LETTERS[tile.player]}{tile.flea}")
    return [" ".join(cells[r * 7:(r + 1) * 7]) for r in range(7)]


def played_game(players: int, seed: int = 1) -> list[tuple[int, int, int, int]]:
    """A real game as a table plays it: seats in turn, each lays a legal tile of a type it still holds
    (a seat that cannot, passes), until no tile can go anywhere (HG-END). [(seat, flea, row, column)]."""
    from scorers.hundsgemein.checks import legal_blocks, remaining_supply
    from scorers.hundsgemein.geometry import row_col

    rng = random.Random(seed)
    board: list[Tile | None] = [None] * 49
    moves: list[tuple[int, int, int, int]] = []
    seat, passes = 0, 0
    while passes < players:
        left = remaining_supply(parse(game_data(players=players, board=board_rows(tuple(board)))))
        options = [(f, b) for f in FLEA_TYPES if left[(seat, f)] for b in legal_blocks(board, f)]
        if options:
            flea, block = rng.choice(options)
            board[block] = Tile(seat, flea)
            moves.append((seat, flea, *row_col(block)))
            passes = 0
        else:
            passes += 1
        seat = (seat + 1) % players
    return moves
