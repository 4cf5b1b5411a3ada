"""Random Hundsgemein game files: random legal play (to the end, or stopped early), sometimes the final board
turned to its colour side (types '?'), sometimes entered as street counts, and sometimes one corruption
(a tile on the centre, a tile over the supply, two same types adjacent, a wrong dog set, impossible counts)."""

from __future__ import annotations

import copy
import random

from .hundsgemein import (
    CENTRE,
    DOG_VALUES,
    DOGS_PER_BREED,
    SIZE,
    STREETS,
    SUPPLY_PER_TYPE,
    TYPES,
    longest_run,
    neighbours,
    street_sides,
)

NAMES = ["Anna", "Ben", "Chloé", "Dev"]


def _dogs(rng: random.Random) -> dict[str, str]:
    breeds = [breed for breed in DOG_VALUES for _ in range(DOGS_PER_BREED)]
    rng.shuffle(breeds)
    return dict(zip(STREETS, breeds))


def _fits(cells, block, kind) -> bool:
    return block != CENTRE and block not in cells and all(
        cells.get(n, ("", ""))[1] != kind for n in neighbours(*block))


def _play(rng: random.Random, letters: list[str], per_type: int, stop_early: bool) -> dict:
    """Random legal placements in seat order; a player with nothing placeable passes; ends when nobody can."""
    cells: dict[tuple[int, int], tuple[str, str]] = {}
    left = {letter: {kind: per_type for kind in TYPES} for letter in letters}
    blocks = [(r, c) for r in range(SIZE) for c in range(SIZE)]
    limit = rng.randint(0, 40) if stop_early else None
    placed = 0
    while True:
        moved = False
        for letter in letters:
            if limit is not None and placed >= limit:
                return cells
            options = [(block, kind) for kind in TYPES if left[letter][kind] > 0
                       for block in blocks if _fits(cells, block, kind)]
            if not options:
                continue
            block, kind = rng.choice(options)
            cells[block] = (letter, kind)
            left[letter][kind] -= 1
            placed += 1
            moved = True
        if not moved:
            return cells


def _rows(cells, hide: float = 0.0, rng: random.Random | None = None) -> list[str]:
    rows = []
    for r in range(SIZE):
        row = []
        for c in range(SIZE):
            if (r, c) in cells:
                letter, kind = cells[(r, c)]
                row.append(letter + ("?" if hide and rng.random() < hide else kind))
            else:
                row.append("##" if (r, c) == CENTRE else "..")
        rows.append(" ".join(row))
    return rows


def _counts(cells, names, letters, variant, rng) -> dict:
    owner_of = {block: owner for block, (owner, _) in cells.items()}
    streets = {}
    for street in STREETS:
        north, south = street_sides(street)
        entry = {}
        for name, letter in zip(names, letters):
            count = sum(1 for b in north + south if owner_of.get(b) == letter)
            if count == 0 and rng.random() < 0.5:
                continue  # a player left out has 0
            if variant == "expert" and rng.random() < 0.01:
                entry[name] = count  # a count without its runs
            elif variant == "expert":
                entry[name] = {"tiles": count, "runs": [longest_run(north, owner_of, letter),
                                                         longest_run(south, owner_of, letter)]}
            else:
                entry[name] = count
        if entry or rng.random() < 0.5:
            streets[street] = entry
    return streets


def _corrupt(rng: random.Random, game: dict, cells, letters, per_type) -> str:
    """One corruption of a board file (the cells are changed in place); its name."""
    kind = rng.choice(["centre", "supply", "supply-total", "adjacent", "dogs", "stranger"])
    free = [(r, c) for r in range(SIZE) for c in range(SIZE) if (r, c) != CENTRE and (r, c) not in cells]
    if kind == "centre":
        cells[CENTRE] = (rng.choice(letters), rng.choice(TYPES))
    elif kind == "supply" and free:
        letter, t = rng.choice(letters), rng.choice(TYPES)
        mine = [b for b, v in cells.items() if v == (letter, t)]
        for block in rng.sample(free, min(len(free), per_type + 1 - len(mine))):
            cells[block] = (letter, t)
    elif kind == "supply-total" and free:  # more tiles in all than the supply: wrong even by colours alone
        letter = rng.choice(letters)
        mine = sum(1 for owner, _ in cells.values() if owner == letter)
        spare = per_type * len(TYPES) + 1 - mine
        for block in rng.sample(free, min(len(free), max(spare, 0))):
            cells[block] = (letter, rng.choice(TYPES))
    elif kind == "stranger" and free:  # a letter no player has
        cells[rng.choice(free)] = (chr(ord("a") + len(letters)), rng.choice(TYPES))
    elif kind == "adjacent" and cells:
        block = rng.choice(sorted(cells))
        spots = [n for n in neighbours(*block) if n in free]
        if spots:
            cells[rng.choice(spots)] = (rng.choice(letters), cells[block][1])
    else:
        dogs = game["dogs"]
        street = rng.choice(STREETS)
        if rng.random() < 0.3:
            del dogs[street]
        else:
            dogs[street] = rng.choice([b for b in DOG_VALUES if b != dogs[street]])
    return kind


def generate(rng: random.Random) -> dict:
    count = rng.randint(2, 4)
    names = NAMES[:count]
    letters = [chr(ord("a") + i) for i in range(count)]
    per_type = SUPPLY_PER_TYPE[count]
    variant = rng.choice(["standard", "expert"])
    players: list = list(names)
    if rng.random() < 0.2:  # the entry with a colour
        colours = rng.sample(["yellow", "blue", "red", "green", "black", "white", "orange", "purple"], count)
        players = [{"name": name, "colour": colour} for name, colour in zip(names, colours)]
    game = {"game": rng.choice(["hundsgemein"] * 8 + ["puces", "fleas"]), "variant": variant,
            "players": players, "dogs": _dogs(rng)}
    if rng.random() < 0.2:
        del game["variant"]  # standard by default
        variant = "standard"
    cells = _play(rng, letters, per_type, stop_early=rng.random() < 0.25)
    shape = rng.random()
    if shape < 0.2:  # quick entry by street counts, sometimes impossible ones
        if rng.random() < 0.2:  # an unchallenged tile on the centre: counts only it explains (a warning)
            cells[CENTRE] = (rng.choice(letters), rng.choice(TYPES))
        game["streets"] = _counts(cells, names, letters, variant, rng)
        if rng.random() < 0.15:
            street = rng.choice(STREETS)
            name = rng.choice(names)
            game["streets"][street] = {name: 2 * SIZE if variant == "standard" else {"tiles": 2 * SIZE,
                                                                                       "runs": [SIZE, SIZE]},
                                       names[0] if name != names[0] else names[1]: 1}
        return game
    if rng.random() < 0.3:
        _corrupt(rng, game, cells, letters, per_type)
    if shape < 0.5:
        hide = 1.0 if rng.random() < 0.8 else 0.3  # colours only, or partly known types
    else:
        hide = 0.0
    game["board"] = _rows(cells, hide, rng)
    if CENTRE not in cells and rng.random() < 0.2:  # '..' is accepted on the centre too
        row = game["board"][CENTRE[0]].split()
        row[CENTRE[1]] = ".."
        game["board"][CENTRE[0]] = " ".join(row)
    return game


def smaller(game: dict) -> list[dict]:
    """The files one step smaller than this one: one tile taken off the board, one player entry or street
    left out of the counts (for compare's shrinking)."""
    found = []
    for r, row in enumerate(game.get("board") or []):
        cells = row.split()
        for c, cell in enumerate(cells):
            if cell not in ("..", "##"):
                trial = copy.deepcopy(game)
                trial["board"][r] = " ".join(cells[:c] + ["##" if (r, c) == CENTRE else ".."] + cells[c + 1:])
                found.append(trial)
    for street, entry in (game.get("streets") or {}).items():
        trial = copy.deepcopy(game)
        del trial["streets"][street]
        found.append(trial)
        for name in entry:
            trial = copy.deepcopy(game)
            del trial["streets"][street][name]
            found.append(trial)
    return found
