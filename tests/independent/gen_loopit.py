"""Random Loopit game files: random play through legal placements, then sometimes one corruption."""

from __future__ import annotations

import random

from .loopit import OPPOSITE, STEP, Board

NAMES = ["Anna", "Ben", "Chloé", "Dev"]


def _square_name(square) -> str:
    return f"{chr(ord('a') + square[1])}{square[0] + 1}"


def _tile_name(lines, value) -> str:
    return "".join(side for side in "NESW" if side in lines) + str(value)


def _random_board(rng: random.Random) -> list[str]:
    size = rng.choice([5, 7, 9])
    with_six = rng.random() < 0.15  # RULINGS: multipliers run x2..x6
    rows = []
    for _ in range(size):
        cells = []
        for _ in range(size):
            roll = rng.random()
            cells.append("." if roll < 0.8 else str(rng.choice([2, 3, 4, 5] + ([6] if with_six else []))))
        rows.append(" ".join(cells))
    return rows


def _open_squares(board: Board) -> list:
    found = set()
    for square, (lines, _) in board.tiles.items():
        for side in lines:
            other = board.neighbour(square, side)
            if board.on_board(other) and other not in board.tiles:
                found.add(other)
    return sorted(found)


def _fitting_tile(board: Board, square, rng: random.Random):
    """A tile with exactly the lines the laid neighbours ask for, plus random lines towards free squares."""
    lines = set()
    for side in STEP:
        other = board.neighbour(square, side)
        if not board.on_board(other):
            continue
        if other in board.tiles:
            if OPPOSITE[side] in board.tiles[other][0]:
                lines.add(side)
        elif rng.random() < 0.45:
            lines.add(side)
    return frozenset(lines), rng.randint(1, 8)


def generate(rng: random.Random) -> dict:
    count = rng.randint(2, 4)
    players = NAMES[:count]
    rows = _random_board(rng)
    board = Board([[1 if c == "." else int(c) for c in row.split()] for row in rows])
    start_lines = frozenset(rng.sample("NESW", rng.randint(2, 4)))
    start = _tile_name(start_lines, rng.randint(1, 8))
    board.tiles[(board.size // 2, board.size // 2)] = (start_lines, int(start[-1]))
    fixed = rng.random() < 0.3
    discarded = rng.choice([0, 0, 0, 1, 2, 76, 70])  # large counts make "every tile laid" reachable
    available = 81 - 1 - discarded - ({4: 0, 3: 2, 2: 4}[count] if fixed else 0)
    turn_limit = {4: 7, 3: 9, 2: 13}[count] * count if fixed else 10**6
    wanted_turns = rng.randint(0, 40)
    turns, laid = [], 0
    while len(turns) < min(wanted_turns, turn_limit) and laid < available and _open_squares(board):
        seat = players[len(turns) % count]
        roll = rng.random()
        if roll < 0.06:
            turns.append({"player": seat, "swap": True})
            continue
        if roll < 0.09:
            turns.append({"player": seat, "tiles": []})
            continue
        tiles = []
        for _ in range(min(rng.choice([1, 2, 3, 3]), available - laid)):
            options = _open_squares(board)
            if not options:
                break
            square = rng.choice(options)
            tile = _fitting_tile(board, square, rng)
            board.tiles[square] = tile
            tiles.append({"at": _square_name(square), "tile": _tile_name(*tile)})
        laid += len(tiles)
        turns.append({"player": seat, "tiles": tiles})
    game = {"game": "loopit", "variant": "fixed-turns" if fixed else "standard", "players": players,
            "board": {"name": "random", "rows": rows}, "start": start, "discarded": discarded, "turns": turns}
    if rng.random() < 0.25:
        _after_the_end(game, rng)
    elif rng.random() < 0.35:
        _corrupt(game, board, rng)
    if rng.random() < 0.05:
        game["blocked"] = True
    if rng.random() < 0.2 and "blocked" not in game:
        game = to_light(game)
    return game


def _after_the_end(game: dict, rng: random.Random) -> None:
    """One more turn, a pass or a swap: legal only if the game was not over."""
    seat = game["players"][len(game["turns"]) % len(game["players"])]
    game["turns"].append(rng.choice([{"player": seat, "swap": True}, {"player": seat, "tiles": []}]))


def _corrupt(game: dict, board: Board, rng: random.Random) -> None:
    turns = [t for t in game["turns"] if t.get("tiles")]
    kind = rng.choice(["dead-start", "swap-and-lay", "four", "order", "taken", "flip", "off-board", "far"])
    if kind == "dead-start":
        game["start"] = rng.choice("NESW") + game["start"][-1]
    elif kind == "order" and game["turns"]:
        turn = rng.choice(game["turns"])
        turn["player"] = rng.choice([p for p in game["players"] if p != turn.get("player")])
    elif kind == "far":
        game["turns"].append({"tiles": [{"at": "a1", "tile": "ES3"}]})  # far from the start tile
    elif not turns:
        return
    elif kind == "swap-and-lay":
        rng.choice(turns)["swap"] = True
    elif kind == "four":
        turn = rng.choice(turns)
        turn["tiles"] = (turn["tiles"] * 4)[:4]
    elif kind == "taken":
        turn = turns[-1]
        turn["tiles"].append(dict(turns[0]["tiles"][0]))
    elif kind == "flip":
        entry = rng.choice(rng.choice(turns)["tiles"])
        lines, value = set(entry["tile"][:-1]), entry["tile"][-1]
        lines ^= {rng.choice("NESW")}
        if lines:
            entry["tile"] = _tile_name(lines, value)
    elif kind == "off-board":
        entry = rng.choice(rng.choice(turns)["tiles"])
        entry["at"] = f"{entry['at'][0]}{board.size + 1}"


def to_light(game: dict) -> dict:
    """The same game typed in light mode: each tile's value, its square's multiplier and linked values."""
    board = Board([[1 if c == "." else int(c) for c in row.split()] for row in game["board"]["rows"]])
    start = game["start"]
    board.tiles[(board.size // 2, board.size // 2)] = (frozenset(start[:-1]), int(start[-1]))
    turns = []
    for turn in game["turns"]:
        entries = []
        for entry in turn.get("tiles", []):
            square = (int(entry["at"][1:]) - 1, ord(entry["at"][0]) - ord("a"))
            lines, value = frozenset(entry["tile"][:-1]), int(entry["tile"][-1])
            if not board.on_board(square) or square in board.tiles or board.placement_error(square, (lines, value)):
                return game  # a corrupted board game has no faithful light twin
            around = [board.neighbour(square, side) for side in lines]
            links = [board.tiles[other][1] for other in around if other in board.tiles]
            entries.append({"value": value, "multiplier": board.mult[square[0]][square[1]], "links": links})
            board.tiles[square] = (lines, value)
        light_turn = {k: v for k, v in turn.items() if k != "tiles"}
        light_turn["tiles"] = entries
        turns.append(light_turn)
    light = {k: v for k, v in game.items() if k not in ("board", "start", "turns")}
    light.update(mode="light", turns=turns)
    return light
