"""A Loopit game entered as its final totals alone (LP-FINAL), refereed from the sheet (seeds/001_*.txt) and
RULINGS.md alone, and seeded random final-totals files.

The file: the game's header (players, variant, mode, board, start, discarded), no turn, and
`"final": {"<player>": <total>, ...}`. Such a file is legal when every player is named once and no one else, every
total is a whole number (10 or 10.0; 10.5, NaN, a string or a boolean is not a total) from 0 to the most that
player can score in such a game (`most`), and the header itself is possible. The game is over and ranked by the
totals: "Le joueur ayant le score le plus élevé remporte la partie." (equal highest totals share the win).

The bound, from the sheet and RULINGS alone (a bound no game can pass, not a guess at the official tile mix):
- Supply: "81 tuiles"; one is the "tuile de départ" on the centre square; `discarded` tiles are out; the
  variant removes "2 tuiles" at 3 players and "4 tuiles" at 2. So N = 81 - 1 - discarded - removed tiles can
  reach the board (N < 0 cannot happen: refused), and the board holds at most its squares less the centre.
- A player lays at most N of them; in the variant ("Le nombre de tours à jouer est de 7 / 9 / 13") at most 3 a
  turn ("jusqu'à 3 tuiles"): 3 x turns.
- "CALCUL DES POINTS": a tile scores "la valeur indiquée sur les tuiles nouvellement posées" ("une valeur de 1 à
  8") times "le bonus multiplicateur" of its square, plus the values of the tiles "des chemins connectés"
  (RULINGS: the adjoining tiles whose line meets its line). So a player's total is at most
  8 x (the sum of the k best multipliers of the board's squares, the centre apart; 6 each without a board,
  RULINGS "x2 to x6") + 8 x (the links the player's tiles make).
- A link joins two adjoining tiles and is scored once, by whoever lays the later of the two. m tiles on a square
  grid have at most floor(2m - 2 sqrt m) adjoining pairs (Harary & Harborth, 1976: the most edges of a
  polyomino of m cells), and a tile has 4 sides: links <= min(4k, floor(2m - 2 sqrt m)) with m = the start tile
  plus every tile that can be laid.

The app's bound (as its brief says it: each laid tile "at the most a tile can score", 8 x 6 + 4 x 8 = 80 without
a board) counts 4 links for every tile; a grid of m tiles has about 2 links a tile, so this bound is lower.
The reference never reads nor imports `scorers`; the project is asked through `common.project_verdict`.
"""

from __future__ import annotations

import math
import random

from .common import Verdict, illegal, legal

TILES = 81
BEST_VALUE = 8  # "Ces tuiles comportent une valeur de 1 à 8"
BEST_MULTIPLIER = 6  # RULINGS: multipliers x2 to x6
SIDES = 4
TILES_A_TURN = 3  # "un joueur peut essayer de placer jusqu'à 3 tuiles"
FIXED_TURNS = {4: 7, 3: 9, 2: 13}
REMOVED_IN_FIXED = {4: 0, 3: 2, 2: 4}


def _name(player) -> str:
    return player if isinstance(player, str) else player["name"]


def most_links(cells: int) -> int:
    """The most adjoining pairs among `cells` squares of a grid: floor(2m - 2 sqrt m), in integers."""
    if cells <= 1:
        return 0
    root = math.isqrt(4 * cells)  # ceil(2 sqrt m) = ceil(sqrt(4m))
    if root * root < 4 * cells:
        root += 1
    return 2 * cells - root


def _multipliers(game: dict) -> list[int] | None:
    """The board's multipliers, best first, the centre apart (None: no board in the file, or light mode)."""
    board = game.get("board")
    if game.get("mode", "board") == "light" or not board:
        return None
    grid = [[1 if cell == "." else int(cell) for cell in row.split()] for row in board["rows"]]
    centre = len(grid) // 2
    cells = [value for r, row in enumerate(grid) for c, value in enumerate(row) if (r, c) != (centre, centre)]
    return sorted(cells, reverse=True)


def supply(game: dict) -> int:
    """The tiles that can reach the board (negative: more put out than the box holds)."""
    count = len(game["players"])
    fixed = game.get("variant", "standard") == "fixed-turns"
    return TILES - 1 - game.get("discarded", 0) - (REMOVED_IN_FIXED[count] if fixed else 0)


def most(game: dict) -> int:
    """The most one player can end the game with (see the module docstring)."""
    count = len(game["players"])
    laid = supply(game)  # tiles laid by everyone, at most
    squares = _multipliers(game)
    if squares is not None:
        laid = min(laid, len(squares))
    mine = laid
    if game.get("variant", "standard") == "fixed-turns":
        mine = min(mine, TILES_A_TURN * FIXED_TURNS[count])
    mine = max(mine, 0)
    multiplied = sum(squares[:mine]) if squares is not None else BEST_MULTIPLIER * mine
    links = min(SIDES * mine, most_links(laid + 1))
    return BEST_VALUE * multiplied + BEST_VALUE * links


def app_style_most(game: dict) -> int:
    """The bound as the app's brief words it (each tile at 8 x the best multiplier + 4 neighbours at 8), for the
    report's arithmetic only: it is not used to judge."""
    count = len(game["players"])
    squares = _multipliers(game)
    best = BEST_MULTIPLIER if squares is None else max(squares)
    tiles = max(supply(game), 0)
    per_tile = BEST_VALUE * best + SIDES * BEST_VALUE
    if game.get("variant", "standard") == "fixed-turns":
        return min(tiles, TILES_A_TURN * FIXED_TURNS[count]) * per_tile
    return tiles * per_tile


def referee(game: dict) -> Verdict:
    final = game.get("final")
    players = [_name(p) for p in game["players"]]
    if game.get("turns"):
        return illegal("FINAL-ONLY", {"turns"})
    if game.get("mode", "board") != "light" and game.get("start") and len(game["start"]) == 2:
        return illegal("LP-START", {"dead-start"})  # a one-line start tile is a "cul-de-sac"
    if supply(game) < 0:
        return illegal("FINAL-SUPPLY", {"supply"})
    if not isinstance(final, dict) or sorted(final) != sorted(players):
        return illegal("FINAL-PLAYERS", {"players"})
    totals = {}
    for name, value in final.items():
        if isinstance(value, float) and value.is_integer():
            value = int(value)  # 10.0 is the whole number 10 (JSON does not tell them apart)
        if type(value) is not int:  # noqa: E721 - a bool, a string, NaN or 10.5 is not a whole total
            return illegal("FINAL-NUMBER", {"number"})
        if not 0 <= value <= most(game):
            tags = {"range"}
            if most(game) < value <= app_style_most(game):
                tags.add("between-bounds")
            return illegal("FINAL-RANGE", tags)
        totals[name] = value
    return legal(True, totals)


# ---------------------------------------------------------------- random files

NAMES = ["Anna", "Ben", "Chloé", "Dev"]
CORRUPTIONS = ["negative", "float", "whole-float", "nan", "string", "bool", "missing", "unknown", "extra",
               "with-turns", "at-most", "over-most", "between", "at-app-most", "over-app-most", "dead-start",
               "empty-turns", "blocked", "named-players", "light-with-board"]


def _board(rng: random.Random) -> dict:
    size = rng.choice([5, 7, 9, 11])
    cells = [2, 3, 4, 5] + ([6] if rng.random() < 0.5 else [])
    rows = [" ".join("." if rng.random() < 0.8 else str(rng.choice(cells)) for _ in range(size))
            for _ in range(size)]
    return {"name": "random", "rows": rows}


def generate(rng: random.Random) -> dict:
    count = rng.randint(2, 4)
    players = NAMES[:count]
    game: dict = {"game": "loopit", "players": players}
    if rng.random() < 0.4:
        game["variant"] = "fixed-turns"
    if rng.random() < 0.3:
        game["mode"] = "light"
    elif rng.random() < 0.6:
        game["board"] = _board(rng)
        game["start"] = "".join(rng.sample("NESW", rng.randint(2, 4))) + str(rng.randint(1, 8))
    discarded = rng.choice([0, 0, 0, 1, 3, 60, 76, 78, 80, 81])
    if discarded:
        game["discarded"] = discarded
    top = max(most(game), 0)
    final = {name: rng.choice([0, top, rng.randint(0, max(top, 0)), rng.randint(0, min(top, 300))])
             for name in players}
    if rng.random() < 0.2:
        final[players[1]] = final[players[0]]  # a shared win
    kind = rng.choice(CORRUPTIONS) if rng.random() < 0.6 else None
    who = rng.choice(players)
    if kind == "negative":
        final[who] = -rng.randint(1, 5)
    elif kind == "float":
        final[who] += 0.5
    elif kind == "whole-float":
        final[who] = float(final[who])
    elif kind == "nan":
        final[who] = rng.choice([math.nan, math.inf])
    elif kind == "string":
        final[who] = str(final[who])
    elif kind == "bool":
        final[who] = rng.choice([True, False])
    elif kind == "missing":
        del final[who]
    elif kind == "unknown":
        final["Zoé"] = final.pop(who)
    elif kind == "extra":
        final["Zoé"] = rng.randint(0, 10)
    elif kind == "at-most":
        final[who] = most(game)
    elif kind == "over-most":
        final[who] = most(game) + 1
    elif kind == "between":
        final[who] = rng.randint(most(game), max(app_style_most(game), most(game)))
    elif kind == "at-app-most":
        final[who] = app_style_most(game)
    elif kind == "over-app-most":
        final[who] = app_style_most(game) + 1
    game["final"] = final
    if kind == "with-turns":
        seat = players[0]
        game["turns"] = [rng.choice([{"player": seat, "swap": True}, {"player": seat, "tiles": []}])]
    elif kind == "empty-turns":
        game["turns"] = []
    elif kind == "dead-start" and "start" in game:
        game["start"] = rng.choice("NESW") + game["start"][-1]
    elif kind == "blocked":  # the table's "nobody can lay a tile": the final totals still say it all
        game["blocked"] = True
    elif kind == "named-players":
        game["players"] = [{"name": name} for name in players]
    elif kind == "light-with-board" and game.get("mode") == "light":
        game["board"] = _board(rng)  # light mode has no squares: the board says nothing of the totals
    return game
