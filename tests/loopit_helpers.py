"""Small builders for Loopit test games."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from scorers.loopit import parse

DATA = Path(__file__).parent / "data" / "loopit"
NAMES = ["Anna", "Ben", "Chloé", "Dmitri"]


#: The rule tests' own board, written out so that they do not move when the default (reconstructed) board
#: is corrected: 11 x 11 (centre f6), x2 on c6 and g8 (the worked example's square), x3 on i6, x6 on a1.
FIXTURE_BOARD = {"name": "rule-fixture", "rows": [
    "6 . . . . . . . . . .",
    *[". . . . . . . . . . ."] * 4,
    ". . 2 . . . . . 3 . .",
    ". . . . . . . . . . .",
    ". . . . . . 2 . . . .",
    *[". . . . . . . . . . ."] * 3,
]}


def example_data(name: str = "sheet_example.json") -> dict[str, Any]:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


def game_data(*turns: list[tuple[str, str]] | str, players: int = 2, start: str | None = "NESW7",
              **extra: Any) -> dict[str, Any]:
    """A board-mode game: each turn a list of (square, tile), or "swap" / "pass"."""
    data: dict[str, Any] = {"game": "loopit", "players": NAMES[:players], "turns": [], **extra}
    if start is not None:
        data["start"] = start
    for turn in turns:
        if turn == "swap":
            data["turns"].append({"swap": True})
        elif turn == "pass":
            data["turns"].append({"tiles": []})
        else:
            data["turns"].append({"tiles": [{"at": at, "tile": tile} for at, tile in turn]})
    return data


def game(*turns, **kwargs):
    return parse(game_data(*turns, **kwargs))


def light_data(*turns: list[tuple[int, int, list[int]]] | str, players: int = 2, **extra: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"game": "loopit", "mode": "light", "players": NAMES[:players], "turns": [], **extra}
    for turn in turns:
        if turn == "swap":
            data["turns"].append({"swap": True})
        else:
            data["turns"].append({"tiles": [{"value": v, "multiplier": m, "links": links} for v, m, links in turn]})
    return data


def codes(violations) -> list[tuple[str, str]]:
    return [(v.rule_id, v.code) for v in violations]


def random_legal_game(rng, players: int = 2, turns: int = 10, variant: str = "standard") -> dict[str, Any]:
    """A legal board-mode game played at random: each tile continues a line end, cuts nothing."""
    from scorers.loopit import EXAMPLE_BOARD, Square, Tile, open_ends
    from scorers.loopit.rules import OPPOSITE, SIDES

    layout = EXAMPLE_BOARD
    start = rng.choice(["NS", "EW", "NE", "NESW", "ESW", "SW"])
    laid = {layout.centre: Tile(start, rng.randint(1, 8))}
    data: dict[str, Any] = {"game": "loopit", "variant": variant, "players": NAMES[:players],
                            "start": laid[layout.centre].notation(), "turns": []}
    for _ in range(turns):
        if not open_ends(layout, laid):
            break  # LP-END: no move is possible, the game is over: no turn comes after
        tiles = []
        for _ in range(rng.randint(0, 3)):
            ends = open_ends(layout, laid)
            if not ends:
                break
            square = rng.choice(ends)[0]
            sides = ""
            for side in SIDES:
                beyond = square.step(side)
                neighbour = laid.get(beyond)
                if neighbour is not None:
                    sides += side if neighbour.has(OPPOSITE[side]) else ""
                elif layout.on_board(beyond) and rng.random() < 0.4:
                    sides += side
            tile = Tile(sides, rng.randint(1, 8))
            laid[Square(*square)] = tile
            tiles.append({"at": square.name(), "tile": tile.notation()})
        data["turns"].append({"tiles": tiles} if tiles else {"swap": rng.random() < 0.5})
    return data
