"""Random files for Paleo's derived games: plausible play, then sometimes one event that cannot happen."""

from __future__ import annotations

import copy
import random

from .paleo_games import COMPTE_ORDER, EXPLORERS, MERCENARIES, Billiards, team_pieces

NAMES = ["Ana", "Ben", "Cy", "Dora"]
PIECES = [f"{c}{n}" for c in "rg" for n in range(1, 9)]


def _maybe_wrong_player(events: list, players: list[str], rng: random.Random, chance: float = 0.15) -> None:
    if events and rng.random() < chance:
        event = rng.choice(events)
        event["player"] = rng.choice([p for p in players if p != event["player"]])


def _billiards(rng: random.Random, game_id: str, cricket: bool) -> dict:
    players = NAMES[:2]
    house = ["overshoot-allowed"] if not cricket and rng.random() < 0.2 else []
    table = Billiards(players, cricket, bool(house))
    events = []
    for _ in range(rng.randint(0, 120)):
        if table.winner:
            break
        roll = rng.random()
        if table.pending and roll < 0.75:  # try to finish the double under way
            colour, number = table.pending
            touched = [("g" if colour == "r" else "r") + str(number)]
        elif roll < 0.1:
            touched = []
        elif roll < 0.45:
            number = rng.randint(1, 8)
            touched = [f"r{number}", f"g{number}"][:: rng.choice([1, -1])]
            if rng.random() < 0.2:  # "les 2 premiers pions touchés comptent": a third one does not
                touched.append(rng.choice(PIECES))
        else:
            touched = [rng.choice(PIECES)]
        before = table.ambiguous
        trial = copy.deepcopy(table)
        trial.shot(table.shooter or players[0], touched)
        if trial.ambiguous and not before:
            continue  # a shot whose second piece the sheet does not settle
        shooter = table.shooter or rng.choice(players)
        events.append({"type": "shot", "player": shooter, "touched": touched})
        table.shot(shooter, touched)
    _maybe_wrong_player(events, players, rng)
    if table.winner and rng.random() < 0.3:
        events.append({"type": "shot", "player": table.shooter, "touched": []})
    game = {"game": game_id, "players": players, "events": events}
    if house:
        game["house_rules"] = house
    return game


def generate_double(rng: random.Random) -> dict:
    return _billiards(rng, "paleo-billard-double", cricket=False)


def generate_cricket(rng: random.Random) -> dict:
    return _billiards(rng, "paleo-cricket", cricket=True)


def generate_compte(rng: random.Random) -> dict:
    players = NAMES[:2]
    done = {p: 0 for p in players}
    shooter, events = players[0], []
    for _ in range(rng.randint(0, 80)):
        if max(done.values()) == 16:
            break
        target = done[shooter]
        roll = rng.random()
        if roll < 0.35:
            touched = [COMPTE_ORDER[target]]
        elif roll < 0.5 and target < 15:
            touched = COMPTE_ORDER[target:target + 2]
        elif roll < 0.6:
            touched = []
        else:  # a wrong first piece (the second piece never the right one: the sheet leaves that open)
            touched = [rng.choice([p for p in PIECES if p != COMPTE_ORDER[target]])]
        events.append({"type": "shot", "player": shooter, "touched": touched})
        good = touched[:1] == [COMPTE_ORDER[target]]
        done[shooter] += len(touched) if good else 0
        if not good:
            shooter = players[1 - players.index(shooter)]
    _maybe_wrong_player(events, players, rng)
    return {"game": "paleo-billard-compte", "players": players, "events": events}


def generate_kayak(rng: random.Random) -> dict:
    players = NAMES[:rng.randint(2, 4)]
    gates = rng.randint(1, 5)
    skips = rng.random() < 0.2
    passed = {p: 0 for p in players}
    events, winner = [], None
    for turn in range(rng.randint(0, 40)):
        me = players[turn % len(players)]
        if winner:
            break
        event = {"type": "shot", "player": me}
        roll = rng.random()
        if roll < 0.1:
            event["touched"] = rng.choice([p for p in players if p != me])
        elif roll < 0.2:
            event["gates"] = [rng.choice([-1, 1]) * rng.randint(1, gates)]
        elif roll < 0.7 and passed[me] < gates:
            count = rng.randint(1, min(2, gates - passed[me]))
            event["gates"] = list(range(passed[me] + 1, passed[me] + 1 + count))
            passed[me] += count
        if passed[me] == gates and rng.random() < 0.5 and "touched" not in event:
            event["finish"] = True
            winner = me
        elif rng.random() < 0.05:
            event["finish"] = True
        events.append(event)
    if events and rng.random() < 0.05:
        events[-1]["gates"] = [gates + 1]  # a gate the course does not have
    game = {"game": "paleo-kayak", "players": players, "gates": gates, "events": events}
    if skips:
        game["house_rules"] = ["fault-skips-turn"]
    _maybe_wrong_player(events, players, rng, 0.1)
    return game


def generate_pitchanque(rng: random.Random) -> dict:
    people = rng.randint(2, 4)
    sizes = {2: (1, 1), 3: rng.choice([(2, 1), (1, 2)]), 4: (2, 2)}[people]
    names = iter(NAMES)
    teams = [{"name": name, "players": [next(names) for _ in range(size)]}
             for name, size in zip(["Bleus", "Rouges"], sizes)]
    game = {"game": "pitchanque", "teams": teams, "first": rng.choice("ab")}
    pieces = team_pieces(game)
    score, first, events = {"a": 0, "b": 0}, game["first"], []
    length = rng.randint(0, 25)
    while max(score.values()) < 13 and len(events) < length:
        second = "b" if first == "a" else "a"
        if rng.random() < 0.15:
            by = rng.choice("ab")
            other = "b" if by == "a" else "a"
            most = pieces[other] - (1 if by == second else 0)  # the first team has thrown at least once
            unplayed = rng.randint(0, most)
            events.append({"type": "jack-out", "by": by, "unplayed": unplayed})
            score[other] += unplayed + 1
            first = other
            continue
        out = {t: rng.randint(0, 2) for t in "ab"}
        letters = ["a"] * (pieces["a"] - out["a"]) + ["b"] * (pieces["b"] - out["b"])
        rng.shuffle(letters)
        order = []
        for letter in letters:  # sometimes two pieces equally near
            if order and len(order[-1]) == 1 and order[-1] != letter and rng.random() < 0.1:
                order[-1] = order[-1] + letter
            else:
                order.append(letter)
        mene = {"type": "mene", "order": order, "out": {t: n for t, n in out.items() if n}}
        points = 0
        if order and len(order[0]) == 1:
            points = next((i for i, e in enumerate(order) if e != order[0]), len(order))
            score[order[0]] += points
            first = order[0]
        if len(events) % 3 == 2:  # every third mène by its result (no draw: the seeded files stay the same)
            mene = {"type": "result", "team": first, "points": points} if points else {"type": "result"}
        events.append(mene)
    if rng.random() < 0.3:
        kind = rng.choice(["second-first", "miscount", "after", "too-many-unplayed"])
        if kind == "too-many-unplayed":
            small = min("ab", key=lambda t: pieces[t])
            if pieces[small] < 6:
                events.append({"type": "jack-out", "by": "b" if small == "a" else "a", "unplayed": pieces[small] + 1})
        if kind == "second-first":  # issue 13 item 3: the second team cannot send the jack out first
            opener = game["first"]
            probe = {"type": "jack-out", "by": "b" if opener == "a" else "a", "unplayed": pieces[opener]}
            events[:] = [probe] + events[:rng.randint(0, 2)]  # short: a later win would hide it
        elif kind == "miscount" and len(events) % 2:  # a result more than a team's pieces can score
            events.append({"type": "result", "team": "a", "points": pieces["a"] + 1})
        elif kind == "miscount":
            events.append({"type": "mene", "order": ["a", "b"], "out": {}})
        elif kind == "after":
            events.append({"type": "jack-out", "by": "a", "unplayed": 0})
    game["events"] = events
    return game


def generate_points(rng: random.Random) -> dict:
    players = NAMES[:2]
    captured = {p: set() for p in players}
    score = {p: 0 for p in players}
    events, length = [], rng.randint(0, 60)
    while max(score.values()) < 10 and len(events) < length:
        me = rng.choice(players)
        other = players[1 - players.index(me)]
        on_board = [n for n in range(1, 9) if n not in captured[me]]
        if rng.random() < 0.4:
            targets = [n for n in range(1, 9) if n not in captured[other]]
            mercs = [n for n in MERCENARIES if n not in captured[me]]
            if not targets or not mercs:
                continue
            piece = rng.choice(targets)
            event = {"type": "capture", "player": me, "piece": piece}
            if rng.random() < 0.8:
                event["by"] = rng.choice(mercs)
            captured[other].add(piece)
            events.append(event)
            continue
        if not on_board:
            continue
        piece = rng.choice(on_board)
        event = {"type": "entry", "player": me, "piece": piece}
        if captured[me] and rng.random() < 0.5:
            back = rng.choice(sorted(captured[me]))
            event["exchange"] = back
            captured[me].discard(back)
            captured[me].add(piece)
        score[me] += piece in EXPLORERS
        events.append(event)
    if rng.random() < 0.3:
        kind = rng.choice(["explorer-captures", "gone", "exchange-free", "captured-mercenary", "captured-twice"])
        if kind == "captured-mercenary" and captured["Ana"] & MERCENARIES:
            events.append({"type": "capture", "player": "Ana", "piece": 4, "by": min(captured["Ana"] & MERCENARIES)})
        elif kind == "captured-twice" and captured["Ben"]:
            events.append({"type": "capture", "player": "Ana", "piece": min(captured["Ben"]), "by": 8})
        if kind == "explorer-captures":
            events.append({"type": "capture", "player": "Ana", "piece": 1, "by": 5})
        elif kind == "gone" and captured["Ben"]:
            events.append({"type": "entry", "player": "Ben", "piece": min(captured["Ben"])})
        elif kind == "exchange-free" and len(free := [n for n in range(1, 9) if n not in captured["Ana"]]) > 1:
            events.append({"type": "entry", "player": "Ana", "piece": free[0], "exchange": free[-1]})
    return {"game": "paleo-points", "players": players, "events": events}


def generate_frontiere(rng: random.Random) -> dict:
    players = NAMES[:2]
    across = {p: 0 for p in players}
    events = []
    for turn in range(rng.randint(0, 40)):
        me = players[turn % 2]
        if 7 in across.values():
            break
        event = {"type": "shot", "player": me}
        change = {}
        for p in players:
            if rng.random() < 0.5:
                step = rng.choice([-1, 1, 1, 1, 2]) if p == me else rng.choice([-1, 0])
                change[p] = min(7, max(0, across[p] + step))
        if change:
            event["across"] = change
            across.update(change)
        events.append(event)
    if rng.random() < 0.25:
        events.append({"type": "shot", "player": players[len(events) % 2], "across": {"Ana": 8}})
    _maybe_wrong_player(events, players, rng, 0.1)
    return {"game": "paleo-frontiere", "players": players, "events": events}


def generate_hockey(rng: random.Random) -> dict:
    players = NAMES[:2]
    goals = {p: 0 for p in players}
    attacker, events = None, []
    for _ in range(rng.randint(0, 160)):  # long enough to reach 10 goals in about a third of the matches
        if max(goals.values()) >= 10:
            break
        if attacker is None:
            attacker = rng.choice(players)
            events.append({"type": "faceoff", "winner": attacker})
            continue
        defender = players[1 - players.index(attacker)]
        roll = rng.random()
        if roll < 0.3:
            scorer = attacker if rng.random() < 0.85 else defender
            event = {"type": "goal", "player": scorer}
            if events and events[-1]["type"] == "fault" and events[-1]["player"] != scorer and rng.random() < 0.5:
                event["free_shot"] = True
            if rng.random() < 0.1:
                event["goalie"] = True
                attacker = players[1 - players.index(scorer)]
            else:
                goals[scorer] += 1
                attacker = None
            events.append(event)
        elif roll < 0.55:
            kind = rng.choice(["replacement-touch", "missed-puck", "opponent-first", "same-piece"])
            faulty = attacker if kind != "replacement-touch" or rng.random() < 0.5 else defender
            events.append({"type": "fault", "player": faulty, "kind": kind})
            attacker = players[1 - players.index(faulty)]
        elif roll < 0.75:
            events.append({"type": "out", "player": attacker})
            attacker = defender
        else:
            owner = rng.choice(players)
            events.append({"type": "blocked", "player": owner})
            attacker = owner
    if rng.random() < 0.25:
        kind = rng.choice(["defender-shot-fault", "free-shot", "no-faceoff", "faceoff-mid-play"])
        if kind == "faceoff-mid-play" and attacker:
            events.append({"type": "faceoff", "winner": attacker})
        if kind == "defender-shot-fault":  # only the Attacker shoots (issue 13 item 4 crashed on it)
            events[:0] = [{"type": "faceoff", "winner": "Ana"},
                          {"type": "fault", "player": "Ben", "kind": "missed-puck"}]
        elif kind == "free-shot":
            events.append({"type": "goal", "player": "Ana", "free_shot": True})
        elif kind == "no-faceoff":
            events.insert(0, {"type": "goal", "player": "Ben"})
    return {"game": "paleo-hockey", "players": players, "events": events}
