"""Seeded corpora of game files for the benchmark (benchmarks.scorers) and the corpus test.

One generator per registered game, each a function `(rng) -> list[(description, file dict)]`, covering
every entry mode a table uses: realistic states (plausible play, every length from the start to the
natural end) and worst cases (the entry modes whose checks search, games played on beyond their end).
The files are what the `referee` command reads; they may break rules (check reports those), but they
are well-formed, so parse never refuses one.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from scorers.hundsgemein.geometry import STREETS
from scorers.hundsgemein.rules import FLEA_TYPES, PLAYER_LETTERS, per_type_supply
from scorers.hundsgemein.streets import tally

Entry = tuple[str, dict]
NAMES = ["Anna", "Ben", "Chloé", "Dev"]
DOGS = dict(zip([f"{d}{n}" for d in "HV" for n in range(1, 7)], ["rex", "daisy", "fifi", "zorro"] * 3))


def _prefixes(rng: random.Random, base: dict, key: str, label: str, picks: int) -> list[Entry]:
    """The file at a few lengths of its log, always including the whole log (a game being entered)."""
    items = base[key]
    lengths = sorted({len(items), *(rng.randint(0, len(items)) for _ in range(picks))})
    return [(f"{label}, {n} {key}", {**base, key: items[:n]}) for n in lengths]


# --- Hundsgemein: boards and street counts -----------------------------------------------------

def _hg_board(rng: random.Random, players: int, fill: float) -> list[str]:
    tiles = [f"{PLAYER_LETTERS[p]}{f}" for p in range(players) for f in FLEA_TYPES
             for _ in range(per_type_supply(players))]
    rng.shuffle(tiles)
    cells = []
    for block in range(49):
        if block == 24:
            cells.append("##")
        elif tiles and rng.random() < fill:
            cells.append(tiles.pop())
        else:
            cells.append("..")
    return [" ".join(cells[r * 7:(r + 1) * 7]) for r in range(7)]


def _hg_counts(rng: random.Random, players: int, expert: bool, streets: list) -> dict:
    """Street counts read off a random board (possible), sometimes with one number changed (impossible)."""
    from scorers.hundsgemein import parse

    names = NAMES[:players]
    board = parse({"game": "hundsgemein", "players": names, "dogs": DOGS,
                   "board": _hg_board(rng, players, rng.random())}).board
    typed = {}
    for street in streets:
        counts = tally(street, board, players)
        typed[street.id] = {names[p]: ({"tiles": c.tiles, "runs": list(c.runs)} if expert else {"tiles": c.tiles})
                            for p, c in counts.items()}
    if typed and rng.random() < 0.3:
        entry = typed[rng.choice(sorted(typed))][rng.choice(names)]
        entry["tiles"] = max(0, entry["tiles"] + rng.choice([-2, -1, 1, 2]))
    return typed


def hundsgemein(rng: random.Random) -> list[Entry]:
    found = []
    for variant in ("standard", "expert"):
        for players in (2, 3, 4):
            names = NAMES[:players]
            for fill in (0.2, 0.6, 1.0):
                found.append((f"{variant}, {players} players, board {int(fill * 100)}% full",
                              {"game": "hundsgemein", "variant": variant, "players": names, "dogs": DOGS,
                               "board": _hg_board(rng, players, fill)}))
            # street counts: one street (the worst case of the search), a few, all twelve
            for label, how_many in (("one street", 1), ("three streets", 3), ("all streets", 12)):
                for _ in range(2):
                    streets = rng.sample(list(STREETS), how_many)
                    found.append((f"{variant}, {players} players, street counts, {label}",
                                  {"game": "hundsgemein", "variant": variant, "players": names, "dogs": DOGS,
                                   "streets": _hg_counts(rng, players, variant == "expert", streets)}))
    return found


# --- Numeri / Fröscheln: boards and values ---------------------------------------------------------

def _track(game: str, board: str, last: int) -> Callable[[random.Random], list[Entry]]:
    def generate(rng: random.Random) -> list[Entry]:
        found = []
        for players in (2, 3, 4):
            names = NAMES[:players]
            for stage in (0.1, 0.5, 1.0):
                tokens = {n: [None if rng.random() < 0.1 else rng.randint(0, int(last * stage)) for _ in range(5)]
                          for n in names}
                found.append((f"{players} players, board, {int(stage * 100)}% of the way",
                              {"game": game, "players": names, "board": board, "tokens": tokens}))
                values = {n: [None if rng.random() < 0.1 else rng.randint(-1, int(30 * stage)) for _ in range(5)]
                          for n in names}
                found.append((f"{players} players, values, {int(stage * 100)}% of the way",
                              {"game": game, "players": names, "values": values}))
        return found
    return generate


# --- Loopit: board and light mode ------------------------------------------------------------------

def loopit(rng: random.Random) -> list[Entry]:
    found = []
    columns, rows = "abcdefghijk", range(1, 12)
    for variant in ("standard", "fixed-turns"):
        for players in (2, 3, 4):
            names = NAMES[:players]
            turns, light = [], []
            for n in range(rng.randint(8, 30)):
                me = names[n % players]
                if rng.random() < 0.1:
                    turns.append({"player": me, "swap": True})
                    light.append({"player": me, "swap": True})
                    continue
                tiles = [{"at": f"{rng.choice(columns)}{rng.choice(rows)}",
                          "tile": "".join(s for s in "NESW" if rng.random() < 0.5) + str(rng.randint(1, 8))}
                         for _ in range(3)]
                turns.append({"player": me, "tiles": [t for t in tiles if t["tile"][:-1]]})
                light.append({"player": me, "tiles": [
                    {"value": rng.randint(1, 8), "multiplier": rng.choice([1, 1, 2, 3]),
                     "links": [rng.randint(1, 8) for _ in range(rng.randint(1, 2))]} for _ in range(3)]})
            found += _prefixes(rng, {"game": "loopit", "variant": variant, "players": names, "start": "NESW7",
                                     "turns": turns}, "turns", f"{variant}, {players} players, board", 3)
            found += _prefixes(rng, {"game": "loopit", "variant": variant, "mode": "light", "players": names,
                                     "turns": light}, "turns", f"{variant}, {players} players, light", 3)
    return found


# --- Paleo: classic (2/3/4 players), Le Roi, Escarmouche ---------------------------------------------

def paleo(rng: random.Random) -> list[Entry]:
    found = []
    for players in (2, 3, 4):
        names = NAMES[:players]
        game = {"game": "paleo", "players": names}
        sides = names
        if players == 4:
            game["teams"] = [["Anna", "Chloé"], ["Ben", "Dev"]]
            sides = ["Anna", "Ben"]
        pieces = 4 if players == 3 else 8
        rounds = []
        for _ in range(rng.randint(3, 12)):  # up to the target and beyond it
            winner, how = rng.choice(sides), rng.choice(["door", "capture"])
            round_ = {"winner": winner, "how": how}
            if rng.random() < 0.6:
                round_["record"] = {s: {"keys": rng.randint(0, 2), "captured": rng.randint(0, pieces)} for s in sides}
            if players == 3 and rng.random() < 0.5:
                round_["reefs"] = [rng.choice(names) for _ in range(9)]
            rounds.append(round_)
        found += _prefixes(rng, {**game, "rounds": rounds}, "rounds", f"classic, {players} players", 4)
    return found


def paleo_roi(rng: random.Random) -> list[Entry]:
    found = []
    for players in (2, 3, 4):
        names = NAMES[:players]
        captures = []
        for _ in range(rng.randint(1, 8)):
            king, by = rng.sample(names, 2)
            captures.append({"king": king, "by": by, "piece": rng.choice(["explorer", "king", "mercenary"])})
        found += _prefixes(rng, {"game": "paleo-roi", "players": names, "captures": captures}, "captures",
                           f"Le Roi, {players} players", 3)
    return found


def paleo_escarmouche(rng: random.Random) -> list[Entry]:
    found = []
    for players in (2, 3, 4):
        names = NAMES[:players]
        events = []
        for _ in range(rng.randint(4, 40)):
            kind = rng.choice(["killer", "kill", "kill", "off"])
            me = rng.choice(names)
            event = {"event": kind, "player": me}
            if kind == "kill":
                event["by"] = rng.choice([n for n in names if n != me])
                if rng.random() < 0.3:
                    event["was_killer"] = True
            events.append(event)
        found += _prefixes(rng, {"game": "paleo-escarmouche", "players": names, "events": events}, "events",
                           f"Escarmouche, {players} players", 3)
    return found


# --- Paleo's derived games ---------------------------------------------------------------------------

PIECES = [f"{c}{n}" for c in "rg" for n in range(1, 9)]


def _played(rng: random.Random, base: dict, make_event: Callable, length: int) -> dict:
    """Plausible play: the player whose turn it is (the engine says) logs a random event, drawn again
    (a few tries) while the engine refuses it, until the match is won; then sometimes a few events past
    the end. (Random events alone are refused early, and a match stops at its first refusal.)"""
    from scorers.loading import load_data

    names = [p if isinstance(p, str) else p["name"] for p in base["players"]]
    events: list[dict] = []
    for _ in range(length):
        game, state = load_data({**base, "events": events})
        rules = game.rules()
        if rules.end_status(state)[0]:
            break
        turn = rules.whose_turn(state)
        player = names[turn] if turn is not None else rng.choice(names)
        for _ in range(5):
            event = make_event(rng, player, names)
            if not rules.check(load_data({**base, "events": [*events, event]})[1]):
                events.append(event)
                break
    if rng.random() < 0.3:
        events += [make_event(rng, rng.choice(names), names) for _ in range(rng.randint(1, 3))]
    return {**base, "events": events}


def _shot(rng: random.Random, player: str, names: list[str]) -> dict:
    roll = rng.random()
    if roll < 0.5:
        number = rng.randint(1, 8)
        touched = [f"r{number}", f"g{number}"][:: rng.choice([1, -1])]
    elif roll < 0.6:
        touched = []
    else:
        touched = [rng.choice(PIECES)]
    return {"type": "shot", "player": player, "touched": touched}


def _billiards(game_id: str, overshoot: bool) -> Callable[[random.Random], list[Entry]]:
    def generate(rng: random.Random) -> list[Entry]:
        found = []
        for house in ([False, True] if overshoot else [False]):
            for _ in range(2):
                base = {"game": game_id, "players": ["Ana", "Ben"]}
                if house:
                    base["house_rules"] = ["overshoot-allowed"]
                found += _prefixes(rng, _played(rng, base, _shot, 150), "events",
                                   "overshoot allowed" if house else "strict", 3)
        return found
    return generate


def billard_compte(rng: random.Random) -> list[Entry]:
    def shot(rng: random.Random, player: str, names: list[str]) -> dict:
        return {"type": "shot", "player": player, "touched": rng.sample(PIECES, rng.randint(0, 2))}

    found = []
    for _ in range(3):
        found += _prefixes(rng, _played(rng, {"game": "paleo-billard-compte", "players": ["Ana", "Ben"]}, shot, 120),
                           "events", "count billiards", 3)
    return found


def kayak(rng: random.Random) -> list[Entry]:
    found = []
    for players in (2, 3, 4):
        for skips in (False, True):
            gates = rng.randint(1, 5)

            def shot(rng: random.Random, player: str, names: list[str], gates: int = gates) -> dict:
                event: dict = {"type": "shot", "player": player}
                roll = rng.random()
                if roll < 0.1:
                    event["touched"] = rng.choice([p for p in names if p != player])
                elif roll < 0.8:
                    first = rng.randint(1, gates)
                    event["gates"] = list(range(first, min(gates, first + rng.randint(0, 1)) + 1))
                if rng.random() < 0.1:
                    event["finish"] = True
                return event

            base = {"game": "paleo-kayak", "players": NAMES[:players], "gates": gates}
            if skips:
                base["house_rules"] = ["fault-skips-turn"]
            found += _prefixes(rng, _played(rng, base, shot, 60), "events",
                               f"{players} players{', fault skips turn' if skips else ''}", 3)
    return found


def pitchanque(rng: random.Random) -> list[Entry]:
    found = []
    for sizes in ((1, 1), (2, 1), (2, 2)):
        names = iter(NAMES)
        teams = [{"name": name, "players": [next(names) for _ in range(size)]}
                 for name, size in zip(["Bleus", "Rouges"], sizes)]
        events = []
        for _ in range(rng.randint(3, 25)):
            if rng.random() < 0.15:
                events.append({"type": "jack-out", "by": rng.choice("ab"), "unplayed": rng.randint(0, 2)})
                continue
            order = ["a"] * rng.randint(1, 4) + ["b"] * rng.randint(1, 4)
            rng.shuffle(order)
            events.append({"type": "mene", "order": order, "out": {}})
        found += _prefixes(rng, {"game": "pitchanque", "teams": teams, "first": "a", "events": events}, "events",
                           f"teams of {sizes[0]} and {sizes[1]}", 3)
    return found


def points(rng: random.Random) -> list[Entry]:
    def event(rng: random.Random, player: str, names: list[str]) -> dict:
        if rng.random() < 0.4:
            return {"type": "capture", "player": player, "piece": rng.randint(1, 8), "by": rng.randint(5, 8)}
        return {"type": "entry", "player": player, "piece": rng.randint(1, 8)}

    found = []
    for _ in range(3):
        found += _prefixes(rng, _played(rng, {"game": "paleo-points", "players": ["Ana", "Ben"]}, event, 80),
                           "events", "points match", 3)
    return found


def frontiere(rng: random.Random) -> list[Entry]:
    def shot(rng: random.Random, player: str, names: list[str]) -> dict:
        change = {p: rng.randint(0, 7) for p in names if rng.random() < 0.5}
        return {"type": "shot", "player": player, **({"across": change} if change else {})}

    found = []
    for _ in range(3):
        found += _prefixes(rng, _played(rng, {"game": "paleo-frontiere", "players": ["Ana", "Ben"]}, shot, 60),
                           "events", "border", 3)
    return found


def hockey(rng: random.Random) -> list[Entry]:
    def event(rng: random.Random, player: str, names: list[str]) -> dict:
        kind = rng.choice(["goal", "goal", "fault", "out", "blocked", "faceoff"])
        if kind == "faceoff":
            return {"type": "faceoff", "winner": player}
        if kind == "fault":
            return {"type": "fault", "player": player, "kind": rng.choice(
                ["replacement-touch", "missed-puck", "opponent-first", "same-piece"])}
        return {"type": kind, "player": rng.choice(names)}

    found = []
    for _ in range(3):
        found += _prefixes(rng, _played(rng, {"game": "paleo-hockey", "players": ["Ana", "Ben"]}, event, 200),
                           "events", "hockey", 3)
    return found


# --- Défense d'afficher: full and simplified ------------------------------------------------------------

POSTER_SLOTS = {"A1": "lune", "B1": "caravelle", "B2": "neige", "E3": "cerise"}


def posters(rng: random.Random) -> list[Entry]:
    found = []
    for variant in ("full", "simplified"):
        for count in (2, 3, 4):
            sides = NAMES[:count]
            letters = "abcd"[:count]
            turns = []
            for n in range(rng.randint(20, 120)):  # a normal game is some dozens of turns; then beyond
                side = letters[n % count]
                roll = rng.random()
                if roll < 0.1:
                    turns.append({"side": side, "do": [{"exchange": rng.randint(1, 3)}]})
                elif roll < 0.2 and variant == "full":
                    turns.append({"side": side, "do": [{"chance": "ban", "slots": ["A2", "A3"]}]})
                else:
                    die = rng.randint(1, 6)
                    do = [{"roll": die, "move": rng.choice([die, -die])}]
                    if rng.random() < 0.3:
                        slot = rng.choice(sorted(POSTER_SLOTS))
                        do.append({"stick": slot, "poster": POSTER_SLOTS[slot]})
                    turns.append({"side": side, "do": do})
            found += _prefixes(rng, {"game": "posters", "variant": variant, "sides": sides, "first": "a",
                                     "turns": turns}, "turns", f"{variant}, {count} sides", 4)
    return found


GENERATORS: dict[str, Callable[[random.Random], list[Entry]]] = {
    "hundsgemein": hundsgemein,
    "loopit": loopit,
    "froscheln": _track("froscheln", "froscheln-example", 40),
    "numeri": _track("numeri", "numeri-example", 40),
    "posters": posters,
    "paleo": paleo,
    "paleo-roi": paleo_roi,
    "paleo-escarmouche": paleo_escarmouche,
    "paleo-points": points,
    "paleo-billard-double": _billiards("paleo-billard-double", overshoot=True),
    "paleo-cricket": _billiards("paleo-cricket", overshoot=False),
    "paleo-billard-compte": billard_compte,
    "paleo-kayak": kayak,
    "pitchanque": pitchanque,
    "paleo-frontiere": frontiere,
    "paleo-hockey": hockey,
}


def corpus(game_id: str, seed: int = 18, rounds: int = 2) -> list[Entry]:
    """The seeded corpus of one game: `rounds` draws of its generator."""
    rng = random.Random(f"{game_id}:{seed}")
    return [entry for _ in range(rounds) for entry in GENERATORS[game_id](rng)]
