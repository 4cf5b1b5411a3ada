"""Random Paleo, Le Roi and Escarmouche files: plausible play, then sometimes one corruption."""

from __future__ import annotations

import random

from .paleo import REEF_ORDER, TARGET, seats_by_round, sides_of

NAMES = ["Anna", "Ben", "Chloé", "Dev"]


def _players(rng: random.Random, teams_at_four: bool) -> dict:
    count = rng.randint(2, 4)
    game = {"players": NAMES[:count]}
    if count == 4 and teams_at_four:
        game["teams"] = rng.choice([[["Anna", "Chloé"], ["Ben", "Dev"]],
                                    [{"name": "Rouges", "players": ["Anna", "Ben"]},
                                     {"name": "Verts", "players": ["Chloé", "Dev"]}]])
    return game


def _record(rng: random.Random, sides: list[str], winner: str, how: str, players: int) -> dict:
    """A record in which exactly `winner` wins `how` (never both ways at once, which the sheet leaves open)."""
    pieces = 4 if players == 3 else 8
    record = {}
    for side in sides:
        left = 0 if how == "capture" and side != winner else rng.randint(1, pieces)
        freed = rng.randint(0, 2) if players > 2 and rng.random() < 0.4 else 0
        entry = {"keys": rng.randint(0, 2), "captured": pieces - left + freed}
        if freed:
            entry["freed"] = freed
        if players == 2 and entry["captured"] and rng.random() < 0.4:
            entry["exchanged"] = rng.randint(1, 3)  # RULINGS: one captured piece allows several exchanges
        if side == winner and how == "door":
            entry.update(keys=2, on_door=True)
        elif side == winner:
            entry["keys"] = min(entry["keys"], 1)
        record[side] = entry
    return record


def generate_classic(rng: random.Random) -> dict:
    game = {"game": "paleo", **_players(rng, True)}
    if len(game["players"]) == 4 and "teams" not in game:
        game["teams"] = [["Anna", "Chloé"], ["Ben", "Dev"]]
    sides, _ = sides_of(game)
    players = len(game["players"])
    points = {s: 0 for s in sides}
    rounds = []
    for _ in range(rng.randint(0, 7)):
        if max(points.values()) >= TARGET:
            break
        winner, how = rng.choice(sides), rng.choice(["door", "capture"])
        round_ = {}
        style = rng.random()
        if style < 0.4 or players == 3 and style < 0.7:
            named = winner
            if players == 4 and rng.random() < 0.5:
                named = next(p for p in game["players"] if sides_of(game)[1][p] == winner)
            round_.update(winner=named, how=how)
        if style >= 0.4:
            round_["record"] = _record(rng, sides, winner, how, players)
        points[winner] += 2 if how == "door" else 1
        rounds.append(round_)
    game["rounds"] = rounds
    if players == 3:
        for round_ in rounds:
            if rng.random() < 0.1:  # seats told: any order (the next rounds rotate from it)
                round_["seats"] = rng.sample(sides, 3)
    seats = seats_by_round(game, sides)
    for index, round_ in enumerate(rounds):
        if rng.random() < 0.25:
            round_["reefs"] = _reefs(rng, seats[index], players, game)
    if rng.random() < 0.35:
        _corrupt_classic(game, sides, players, rng)
    return game


def _reefs(rng: random.Random, seats: list[str], players: int, game: dict) -> list:
    """The reefs of one round in the sheet's order, each by a side (at 4 players a team or one member)."""
    members = {}
    for team in game.get("teams") or []:
        names = team if isinstance(team, list) else team["players"]
        members[sides_of({"players": game["players"], "teams": [team]})[0][0]] = names
    reefs = []
    for seat in REEF_ORDER[3 if players == 3 else 2]:
        by = seats[seat - 1]
        if by in members and rng.random() < 0.5:
            by = rng.choice(members[by])
        if rng.random() < 0.5:
            reefs.append(by)
            continue
        zones = ["open", "open", "open", "advanced-camp" if players == 2 else "open"]
        reefs.append({"by": by, "zone": rng.choice(zones)})
    if players == 2 and rng.random() < 0.5:
        reefs = [{"by": r if isinstance(r, str) else r["by"], "zone": "open", "half": "own"} for r in reefs]
        for side in seats:  # at least 2 of each player's 5 in the own half
            for reef in [r for r in reefs if r["by"] == side][:3]:
                reef["half"] = rng.choice(["own", "opposing"])
    return reefs


def _corrupt_classic(game: dict, sides: list[str], players: int, rng: random.Random) -> None:
    rounds = game["rounds"]
    kind = rng.choice(["after-match", "keys", "door-without-keys", "nobody-wins", "free-at-2", "exchange-at-3",
                       "exchange-nothing-captured", "too-many-lost", "disagree", "reef-order", "reef-zone",
                       "reef-half", "tie", "door-with-no-piece", "seats-not-rotated"])
    if kind == "seats-not-rotated" and players == 3 and len(rounds) > 1:
        order = [sides[seat - 1] for seat in REEF_ORDER[3]]
        rounds[0]["reefs"], rounds[1]["reefs"] = list(order), list(order)  # round 2 with round 1's seats
        rounds[0].pop("seats", None)
        rounds[1].pop("seats", None)
        return
    if kind == "after-match":
        while True:
            points = {s: 0 for s in sides}
            for r in rounds:
                winner = sides_of(game)[1].get(r.get("winner"))
                if winner:
                    points[winner] += 2 if r["how"] == "door" else 1
            if max(points.values()) >= TARGET or len(rounds) > 9:
                break
            rounds.append({"winner": sides[0], "how": "door"})
        rounds.append({"winner": sides[-1], "how": "capture"})
        return
    if kind == "tie":  # a level match before 4 points (not a corruption: RULINGS says both lead)
        first, second = rng.sample(sides, 2)
        game["rounds"] = [{"winner": first, "how": "capture"}, {"winner": first, "how": "capture"},
                          {"winner": second, "how": "door"}][rng.choice([0, 2]):]
        if len(game["rounds"]) == 1:
            game["rounds"].insert(0, {"winner": first, "how": "door"})
        return
    withrec = [r for r in rounds if r.get("record")]
    if kind == "reef-order" and rounds and players in REEF_ORDER:
        reefs = [sides[seat - 1] for seat in REEF_ORDER[players]]
        i = rng.randrange(len(reefs) - 1)
        reefs[i], reefs[i + 1] = reefs[i + 1], reefs[i]
        if reefs[i] != reefs[i + 1]:
            rounds[0]["reefs"] = reefs
        return
    if kind == "reef-zone" and rounds and players in REEF_ORDER:
        reefs = _reefs(rng, sides, players, game)
        reefs[rng.randrange(len(reefs))] = {"by": sides[0], "zone": rng.choice(["base-camp", "sanctuary", "too-close"])}
        rounds[0]["reefs"] = reefs
        return
    if kind == "reef-half" and rounds and players == 2:
        reefs = [{"by": sides[seat - 1], "half": "own"} for seat in REEF_ORDER[2]]
        for reef in [r for r in reefs if r["by"] == sides[1]][:4]:
            reef["half"] = "opposing"
        rounds[0]["reefs"] = reefs
        return
    if not withrec:
        return
    record = rng.choice(withrec)["record"]
    side = rng.choice(sides)
    entry = record.setdefault(side, {})
    if kind == "keys":
        entry["keys"] = 3
    elif kind == "door-without-keys":
        rng.choice(withrec).update(record={side: {"keys": 1, "on_door": True}})
    elif kind == "nobody-wins":
        for e in record.values():
            e.update(on_door=False, captured=0, freed=0)
    elif kind == "free-at-2" and players == 2:
        entry["freed"] = 1
        entry["captured"] = max(entry.get("captured", 0), 1)
    elif kind == "exchange-at-3" and players > 2:
        entry["exchanged"] = 1
    elif kind == "exchange-nothing-captured" and players == 2:
        entry.update(exchanged=rng.randint(1, 2), captured=0)
    elif kind == "too-many-lost":
        entry["captured"] = (4 if players == 3 else 8) + entry.get("freed", 0) + 1
    elif kind == "disagree":
        target = next(r for r in rounds if r.get("record"))
        others = [s for s in sides]
        target.update(winner=rng.choice(others), how=rng.choice(["door", "capture"]))


def generate_roi(rng: random.Random) -> dict:
    game = {"game": "paleo-roi", **_players(rng, rng.random() < 0.5)}
    players = game["players"]
    sides, side_of = sides_of(game)
    king = {p: True for p in players}
    captures = []
    for _ in range(rng.randint(0, 5)):
        alive = {side_of[p] for p in players if king[p]}
        if len(alive) <= 1:
            break
        victim = rng.choice([p for p in players if king[p]])
        able = [p for p in players if side_of[p] != side_of[victim] and side_of[p] in alive
                and (king[p] or "teams" in game)]
        by = rng.choice(able)
        piece = "king" if king[by] and rng.random() < 0.3 else "explorer"
        capture = {"king": victim, "by": by, "piece": piece}
        if rng.random() < 0.1:
            capture["touched_first"] = True
        else:
            king[victim] = False
        captures.append(capture)
    if rng.random() < 0.35 and players:
        kind = rng.choice(["mercenary", "again", "own", "after"])
        if kind == "mercenary":
            captures.append({"king": players[0], "by": players[1], "piece": "mercenary"})
        elif kind == "again" and captures:
            captures.append(dict(captures[0], touched_first=False))
        elif kind == "own":
            captures.append({"king": players[0], "by": players[0], "piece": "explorer"})
        elif kind == "after":
            captures.append({"king": players[0], "by": players[1], "piece": "explorer"})
    game["captures"] = captures
    return game


def generate_escarmouche(rng: random.Random) -> dict:
    players = NAMES[:rng.randint(2, 4)]
    pieces, killers = {p: 4 for p in players}, {p: 0 for p in players}
    events = []
    for _ in range(rng.randint(0, 25)):
        alive = [p for p in players if pieces[p]]
        if len(alive) <= 1:
            break
        roll, who = rng.random(), rng.choice(alive)
        if roll < 0.3 and killers[who] < pieces[who]:
            killers[who] += 1
            events.append({"event": "killer", "player": who})
            continue
        hunters = [p for p in alive if p != who and killers[p]]
        lost_killer = killers[who] > 0 and rng.random() < 0.3
        if roll < 0.75 and hunters:
            events.append({"event": "kill", "player": who, "by": rng.choice(hunters), "was_killer": lost_killer})
        else:
            events.append({"event": "off", "player": who, "was_killer": lost_killer})
        pieces[who] -= 1
        killers[who] -= lost_killer
    if rng.random() < 0.35:
        kind = rng.choice(["no-killer", "self", "was-killer", "dead"])
        who = players[0]
        if kind == "no-killer" and killers[players[1]] == 0:
            events.append({"event": "kill", "player": who, "by": players[1]})
        elif kind == "self":
            events.append({"event": "kill", "player": who, "by": who})
        elif kind == "was-killer" and killers[who] == 0:
            events.append({"event": "off", "player": who, "was_killer": True})
        elif kind == "dead":
            events += [{"event": "off", "player": who}] * 5
    return {"game": "paleo-escarmouche", "players": players, "events": events}
