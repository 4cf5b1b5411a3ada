"""A whole match of a Paleo derived game entered as its final scores alone (rule PG-FINAL), refereed from the
sheet (seeds/004_*.txt, "AUTRES JEUX") and RULINGS.md alone, and seeded random final-score files.

The file: the game's header (players or teams, house rules), then one event only,
`{"type": "final", "scores": {"<side>": <int>, ...}}`. Such a file is legal when the scores are the end of a
finished match by the sheet: every side named once and no other, every score a whole number (10 or 10.0;
10.5, a string or a boolean is not a score) from 0 to the most a finished match can end with, one side
has won by the game's end rule and the others have not. The ranking is then by the scores; the winner is
the side that won. Each game's reading, with the sentences it rests on:

- Match aux points: "Les Explorateurs marquent 1 point quand ils rentrent dans un Sanctuaire opposé."
  "Le premier joueur qui obtient 10 points gagne la partie." Points come one at a time and the match stops
  at the first 10: the winner has exactly 10, the other 0 to 9.
- Billard Doublé: a double scores "le nombre de points du numéro" (1 to 8). "Le gagnant est le premier qui
  marque exactement 50 points." RULINGS: "an overshoot leaves the score unchanged and ends the turn": the
  winner has exactly 50, the other 0 to 49. House rule `overshoot-allowed` (RULINGS: it counts and 50 or
  more wins): the winner passes 50 by the last double only, from 49 at most with an 8: 50 to 57.
- Billard Compté: "toucher tous les pions numérotés ... les rouges de 1 à 8, et ensuite les verts de 1 à 8
  ... Le premier joueur qui a touché tous les pions dans l'ordre gagne": the count is the pieces touched in
  order, 16 for the winner, 0 to 15 for the other.
- Pitchanque: "La partie se joue en 13 points": the winner has 13 or more, the other 12 at most (one team
  scores per mène). The last mène starts from 12 at most. A mène won gives "Chaque pion ... compte pour 1
  point": at most the team's pieces ("Chaque joueur prend 3 pions"; at 3 players "un joueur seul qui prend
  6 pions" and a team of two with 3 each; at 4 players two teams of two: 6 a team). A jack sent out gives
  the other team "autant de points qu'il lui reste de pions non joués + 1 point": its pieces + 1 at most,
  only when the sending team is the first of the mène (RULINGS: "a jack sent out by the second team while
  the first team still has every piece unplayed cannot happen"). The first team of a mène is "l'équipe qui
  a gagné la mène précédente" (RULINGS: after a void mène, the team that started it starts again). So the
  winner ends at 13 + pieces at most, and only when the loser scored the mène before (the loser has at
  least 1 point: the loser, then first, sent the jack out at once); with the loser on 0 the winner threw
  first in the last mène and ends at 12 + pieces at most.
- Frontière: "Chaque joueur prend 7 pions". "Le premier joueur dont tous les pions sont dans le camp adverse
  gagne la partie." Counts go down as well ("percuter les pions adverses afin de les renvoyer de l'autre
  côté") but never past 0 to 7: the winner has 7, the other 0 to 6. RULINGS turn 3: one shot putting the
  last pieces of both sides across is won by the shooter: 7 - 7 is a finished match, but the scores alone do
  not say who shot, so who won is not in the file: refused here (tag `both-across`, a reading).
- Hockey: "Lorsque le palet franchit totalement la ligne de but ... le joueur adverse marque un point."
  "Le premier joueur qui marque 10 buts gagne le match.": the winner has 10, the other 0 to 9.
- Billard Cricket: "2 joueurs". "Le but du jeu est de faire tous les Doublés et d'avoir le plus de points."
  "Lorsqu'un joueur a fermé un Doublé et que son adversaire ne l'a pas fermé, s'il refait ce Doublé il marque le
  nombre de points écrit sur le pion" (1 to 8, the pieces' numbers). "Le jeu s'arrête lorsqu'un joueur a fermé
  tous les Doublés et qu'il a plus de points que son adversaire." (RULINGS: "all doubles closed and more
  points".) So the winner has strictly more points than the other: equal scores (0 - 0 too) are no end, and
  the winner has 1 at least (the other has 0 at least). The sheet sets no target and no most: a player who
  closed a double the other has not can redo it on every later turn and score again, for as long as the match
  lasts, and the loser scores the same way; so every pair of whole numbers a > b >= 0 is the end of some match
  (the loser closes the 1 first and scores b ones, the winner closes 2 to 8, scores a with doubles the loser
  never closes, then closes the 1 last), however large: no upper bound is checked. The scores do not say which
  doubles were closed (the end needs the winner's eight): the file is the table's word for it. A header
  without exactly 2 players is refused ("2 joueurs").

The reference never reads nor imports `scorers`; the project is asked through `common.project_verdict`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .common import Verdict, illegal, legal
from .paleo_games import team_pieces

POINTS_TARGET = 10
DOUBLE_TARGET = 50
DOUBLE_BEST_DOUBLE = 8
COMPTE_PIECES = 16
PITCHANQUE_TARGET = 13
FRONTIERE_PIECES = 7
HOCKEY_GOALS = 10
CRICKET = "paleo-cricket"
CRICKET_PLAYERS = 2  # "BILLARD CRICKET / 2 joueurs"


def _names(game: dict) -> list[str]:
    return [p if isinstance(p, str) else p["name"] for p in game["players"]]


def _team_names(game: dict) -> list[str]:
    return [team.get("name") or " & ".join(team["players"]) for team in game["teams"]]


def sides(game: dict) -> list[str]:
    return _team_names(game) if "teams" in game else _names(game)


@dataclass(frozen=True)
class Ends:
    """The scores a finished match can end with: the winner's range and the others' most."""
    win_low: int
    win_high: int
    lose_high: int


def ends(game: dict, winner: str | None = None, others_low: int = 0) -> Ends:
    """The finished scores for this game and header. For Pitchanque the winner's most depends on the team
    and on whether the loser has a point (see the module docstring)."""
    game_id = game["game"]
    if game_id == "paleo-points":
        return Ends(POINTS_TARGET, POINTS_TARGET, POINTS_TARGET - 1)
    if game_id == "paleo-billard-double":
        high = DOUBLE_TARGET
        if "overshoot-allowed" in game.get("house_rules", []):
            high = DOUBLE_TARGET - 1 + DOUBLE_BEST_DOUBLE
        return Ends(DOUBLE_TARGET, high, DOUBLE_TARGET - 1)
    if game_id == "paleo-billard-compte":
        return Ends(COMPTE_PIECES, COMPTE_PIECES, COMPTE_PIECES - 1)
    if game_id == "paleo-frontiere":
        return Ends(FRONTIERE_PIECES, FRONTIERE_PIECES, FRONTIERE_PIECES - 1)
    if game_id == "paleo-hockey":
        return Ends(HOCKEY_GOALS, HOCKEY_GOALS, HOCKEY_GOALS - 1)
    if game_id == "pitchanque":
        pieces = team_pieces(game)
        names = dict(zip(_team_names(game), "ab"))
        most = max(pieces.values()) if winner is None else pieces[names[winner]]
        last = most + 1 if others_low >= 1 else most  # a jack out on the loser's first throw needs it first
        return Ends(PITCHANQUE_TARGET, PITCHANQUE_TARGET - 1 + last, PITCHANQUE_TARGET - 1)
    raise ValueError(f"no final scores for {game_id}")


def most(game: dict) -> int:
    """The most any score of a finished match can be."""
    return ends(game, others_low=1).win_high


def pitchanque_finals(pieces: dict[str, int], first: str | None = None) -> set[tuple[int, int]]:
    """Every (a, b) a Pitchanque match can end with, by playing out the mènes the sheet allows from 0 - 0 (the
    check of the closed form in `ends`, in test_against_reference). The first team X of a mène ("l'équipe qui
    a gagné la mène précédente", RULINGS: the same again after a void mène) and the other Y:
    - X wins the mène: 1 to pieces[X] points (all its pieces nearer); X first again;
    - Y sends the jack out after X's first throw: X scores its unplayed + 1, 1 to pieces[X]; X first again;
    - Y wins the mène: 1 to pieces[Y]; X sends the jack out: Y's unplayed + 1, 1 to pieces[Y] + 1; Y first.
    A void mène changes nothing. The file's `first` (or either team) starts."""
    seen, finals = set(), set()
    todo = [(0, 0, start) for start in ([first] if first else ["a", "b"])]
    while todo:
        state = todo.pop()
        if state in seen:
            continue
        seen.add(state)
        a, b, lead = state
        if max(a, b) >= PITCHANQUE_TARGET:
            finals.add((a, b))
            continue
        other = "b" if lead == "a" else "a"
        for team, best in ((lead, pieces[lead]), (other, pieces[other] + 1)):
            for points in range(1, best + 1):
                todo.append((a + points * (team == "a"), b + points * (team == "b"), team))
    return finals


def referee_final(game: dict) -> Verdict:
    if game["game"] not in FINAL_GAMES:  # Kayak, Le Roi, Escarmouche: no final scores
        return illegal("FINAL-GAME", {"other-game"})
    events = game.get("events", [])
    if len(events) != 1 or events[0].get("type") != "final":
        return illegal("FINAL-ONLY")
    scores = events[0].get("scores")
    names = sides(game)
    if not isinstance(scores, dict) or sorted(scores) != sorted(names):
        return illegal("FINAL-SIDES", {"sides"})
    scores = dict(scores)
    for name, value in scores.items():
        if isinstance(value, float) and value.is_integer():
            value = scores[name] = int(value)  # 10.0 is the whole number 10 (JSON does not tell them apart)
        if type(value) is not int:  # noqa: E721 - a bool, a string or 10.5 is not a whole score
            return illegal("FINAL-NUMBER", {"number"})
        if value < 0 or (game["game"] != CRICKET and value > most(game)):  # Cricket: no most (docstring)
            return illegal("FINAL-RANGE", {"range"})
    if game["game"] == CRICKET:
        return _cricket_final(names, scores)
    top = max(scores.values())
    winners = [name for name in names if scores[name] == top]
    if len(winners) > 1:
        tags = {"both-across"} if game["game"] == "paleo-frontiere" and top == FRONTIERE_PIECES else set()
        return illegal("FINAL-END", tags | {"tie"})
    winner = winners[0]
    others = [scores[name] for name in names if name != winner]
    rule = ends(game, winner, min(others))
    if not rule.win_low <= top <= rule.win_high:
        tags = {"pq-most-needs-loser-point"} if game["game"] == "pitchanque" and top == most(game) else set()
        return illegal("FINAL-END", tags | {"winner-score"})
    if max(others) > rule.lose_high:
        return illegal("FINAL-END", {"two-winners"})
    return legal(True, scores, [winner])


def _cricket_final(names: list[str], scores: dict[str, int]) -> Verdict:
    """"Le jeu s'arrête lorsqu'un joueur a fermé tous les Doublés et qu'il a plus de points que son adversaire":
    two players, the winner on strictly more points (whole scores from 0 up, already checked)."""
    if len(names) != CRICKET_PLAYERS:
        return illegal("FINAL-PLAYERS", {"players"})
    top = max(scores.values())
    winners = [name for name in names if scores[name] == top]
    if len(winners) > 1:
        return illegal("FINAL-END", {"tie"})
    return legal(True, scores, winners)


def cricket_play(winner: str, loser: str, high: int, low: int) -> list[dict]:
    """Shots of a Cricket match that ends on `high` - `low` (high > low >= 0), as the docstring says one can:
    whoever shoots first starts, a shot is a double ("r<n>", "g<n>") or a miss ([]) that passes the turn.
    With low = 0 the winner closes 1 to 7, scores `high` with them, then closes 8. Otherwise the loser closes 1
    and scores `low` ones on its turns, the winner closes 2 to 8, scores `high` with them and closes 1 last."""
    def double(player: str, number: int) -> dict:
        return {"type": "shot", "player": player, "touched": [f"r{number}", f"g{number}"]}

    def miss(player: str) -> dict:
        return {"type": "shot", "player": player, "touched": []}

    def parts(total: int, smallest: int) -> list[int]:  # one double a turn, each from smallest to 7 or 8
        biggest = 7 if smallest == 1 else 8
        out = []
        while total:
            step = total if total <= biggest else (biggest if total - biggest >= smallest else biggest - smallest)
            out.append(step)
            total -= step
        return out

    if low == 0:
        shots = [double(winner, n) for n in range(1, 8)] + [miss(winner), miss(loser)]
        for step in parts(high, 1):
            shots += [double(winner, step), miss(winner), miss(loser)]
        return shots + [double(winner, 8)]
    shots = [double(loser, 1), miss(loser)] + [double(winner, n) for n in range(2, 9)] + [miss(winner)]
    mine, theirs = parts(high, 2), [1] * low
    while mine or theirs:
        shots += [double(loser, theirs.pop()), miss(loser)] if theirs else [miss(loser)]
        shots += [double(winner, mine.pop()), miss(winner)] if mine else [miss(winner)]
    return shots[:-1] + [double(winner, 1)]  # the winner's last turn goes on: it closes the 1


def ranking(verdict: Verdict) -> list[tuple[str, int, int]]:
    """The sheet's ranking of a legal final-scores file: (side, rank, score), highest score first (a finished
    match has no tie: one side won, the others have not reached the end)."""
    order = sorted(verdict.totals, key=lambda item: -item[1])
    return [(name, place, points) for place, (name, points) in enumerate(order, start=1)]


# ---------------------------------------------------------------- random files

NAMES = ["Ana", "Ben", "Chloé", "Łukasz", "Dora", "Cy"]
FINAL_GAMES = ["paleo-points", "paleo-billard-double", "paleo-billard-compte", "pitchanque", "paleo-frontiere",
               "paleo-hockey", CRICKET]


def _header(rng: random.Random, game_id: str) -> dict:
    names = rng.sample(NAMES, len(NAMES))
    if game_id != "pitchanque":
        game = {"game": game_id, "players": names[:2]}
        if game_id == "paleo-billard-double" and rng.random() < 0.4:
            game["house_rules"] = ["overshoot-allowed"]
        return game
    people = rng.randint(2, 4)
    sizes = {2: (1, 1), 3: rng.choice([(2, 1), (1, 2)]), 4: (2, 2)}[people]
    players = iter(names)
    teams = []
    for label, size in zip(["Bleus", "Rouges"], sizes):
        team = {"players": [next(players) for _ in range(size)]}
        if rng.random() < 0.8:
            team["name"] = label
        teams.append(team)
    game = {"game": "pitchanque", "teams": teams}
    if rng.random() < 0.5:
        game["first"] = rng.choice("ab")
    return game


def _valid(rng: random.Random, game: dict, names: list[str]) -> dict:
    winner = rng.choice(names)
    loser = [n for n in names if n != winner][0]
    top = ends(game, winner, 1).lose_high
    low = rng.choice([0, 0, top, rng.randint(0, top)])
    rule = ends(game, winner, low)
    high = rng.choice([rule.win_low, rule.win_high, rng.randint(rule.win_low, rule.win_high)])
    return {winner: high, loser: low}


CORRUPTIONS = ["over", "negative", "float", "whole-float", "string", "bool", "no-winner", "two-winners",
               "missing", "unknown", "extra", "near-most", "zero-zero", "other-game", "with-play", "two-finals"]
# One plausible move of each game, to put beside a final event (the final must be the only event).
PLAY = {"paleo-points": {"type": "entry", "player": 0, "piece": 5},
        "paleo-billard-double": {"type": "shot", "player": 0, "touched": ["r1"]},
        "paleo-billard-compte": {"type": "shot", "player": 0, "touched": ["r1"]},
        "pitchanque": {"type": "result", "team": "a", "points": 1},
        "paleo-frontiere": {"type": "shot", "player": 0, "across": {0: 1}},
        "paleo-hockey": {"type": "faceoff", "winner": 0}}
OTHER_GAMES = ["paleo-kayak", "paleo-roi", "paleo-escarmouche", "paleo"]


def _play(game_id: str, names: list[str]) -> dict:
    event = dict(PLAY[game_id])
    for key in ("player", "winner"):
        if key in event:
            event[key] = names[0]
    if "across" in event:
        event["across"] = {names[0]: 1}
    return event


def generate_final(game_id: str):
    if game_id == CRICKET:
        return generate_cricket_final

    def generate(rng: random.Random) -> dict:
        game = _header(rng, game_id)
        names = sides(game)
        scores = _valid(rng, game, names)
        winner = max(scores, key=scores.get)
        loser = min(scores, key=scores.get)
        rule = ends(game, winner, scores[loser])
        kind = rng.choice(CORRUPTIONS) if rng.random() < 0.6 else None
        if kind == "over":
            scores[winner] = most(game) + rng.randint(1, 3)
        elif kind == "negative":
            scores[rng.choice(names)] = -rng.randint(1, 3)
        elif kind == "float":
            scores[rng.choice(names)] += 0.5
        elif kind == "whole-float":
            name = rng.choice(names)
            scores[name] = float(scores[name])
        elif kind == "string":
            name = rng.choice(names)
            scores[name] = str(scores[name])
        elif kind == "bool":
            scores[loser] = rng.choice([True, False])
        elif kind == "no-winner":
            scores[winner] = rng.randint(0, rule.win_low - 1)
            scores[loser] = rng.randint(0, rule.win_low - 1)
        elif kind == "two-winners":
            scores[loser] = rng.randint(rule.win_low, rule.win_high)
        elif kind == "missing":
            del scores[rng.choice(names)]
        elif kind == "unknown":
            name = rng.choice(names)
            scores["Zoé"] = scores.pop(name)
        elif kind == "extra":
            scores["Zoé"] = rng.randint(0, 3)
        elif kind == "near-most":  # the edges: the winner's most, one past it, and the loser at the target
            scores[winner] = rng.choice([rule.win_high, rule.win_high + 1, most(game), most(game) + 1])
            scores[loser] = rng.choice([0, 1, rule.lose_high, rule.lose_high + 1])
        elif kind == "zero-zero":
            scores = {name: 0 for name in names}
        game["events"] = [{"type": "final", "scores": scores}]
        if kind == "other-game" and "players" in game:
            game["game"] = rng.choice(OTHER_GAMES)
            game.pop("house_rules", None)
        elif kind == "with-play":
            game["events"].insert(rng.choice([0, 1]), _play(game_id, names))
        elif kind == "two-finals":
            game["events"].append({"type": "final", "scores": dict(scores)})
        return game
    return generate


# Billard Cricket: no target, so its own files. A valid end is a > b >= 0, small or huge; then one probe or
# corruption at a time (equal points, 0 - 0, 1 - 0, huge scores, not whole numbers, a side missing or unknown, a
# third player, an event beside the final).
CRICKET_CORRUPTIONS = ["tie", "zero-zero", "one-zero", "huge", "huge-float", "negative", "minus-zero", "float",
                       "whole-float", "string", "bool", "null", "not-finite", "list", "missing", "unknown", "extra",
                       "three-players", "one-player", "named-players", "with-shot", "with-turn", "two-finals",
                       "other-game", "not-a-dict"]
HUGE = [10 ** 3, 10 ** 6, 2 ** 31, 2 ** 53, 10 ** 18, 10 ** 30]


def _cricket_valid(rng: random.Random) -> tuple[int, int]:
    shape = rng.choice(["small", "small", "close", "wide", "zero"])
    if shape == "small":
        low = rng.randint(0, 40)
        return low + rng.randint(1, 40), low
    if shape == "close":  # one point apart
        low = rng.randint(0, 200)
        return low + 1, low
    if shape == "wide":
        return rng.randint(100, 999), rng.randint(0, 99)
    return rng.randint(1, 60), 0


def generate_cricket_final(rng: random.Random) -> dict:
    names = rng.sample(NAMES, 3)
    game = {"game": CRICKET, "players": names[:2]}
    high, low = _cricket_valid(rng)
    winner, loser = rng.sample(names[:2], 2)
    scores = {winner: high, loser: low}
    kind = rng.choice(CRICKET_CORRUPTIONS) if rng.random() < 0.65 else None
    if kind == "tie":
        scores[winner] = low
    elif kind == "zero-zero":
        scores = {winner: 0, loser: 0}
    elif kind == "one-zero":
        scores = {winner: 1, loser: 0}
    elif kind == "huge":  # no most by the sheet: legal, unless equal
        big = rng.choice(HUGE)
        scores = {winner: big + rng.choice([0, 1]), loser: big - rng.choice([0, 1, big])}
    elif kind == "huge-float":  # a whole float past what a 64-bit float holds exactly is still whole
        scores = {winner: float(rng.choice(HUGE[2:])), loser: rng.choice([0, 1.0, 7])}
    elif kind == "negative":
        scores[rng.choice([winner, loser])] = -rng.randint(1, 3)
    elif kind == "minus-zero":
        scores[loser] = -0.0
    elif kind == "float":
        scores[rng.choice([winner, loser])] += rng.choice([0.5, 0.25, 1e-9])
    elif kind == "whole-float":
        name = rng.choice([winner, loser])
        scores[name] = float(scores[name])
    elif kind == "string":
        scores[rng.choice([winner, loser])] = str(rng.choice([high, low]))
    elif kind == "bool":
        scores[rng.choice([winner, loser])] = rng.choice([True, False])
    elif kind == "null":
        scores[rng.choice([winner, loser])] = None
    elif kind == "not-finite":
        scores[rng.choice([winner, loser])] = rng.choice([float("inf"), float("-inf"), float("nan")])
    elif kind == "list":
        scores[loser] = [low]
    elif kind == "missing":
        del scores[rng.choice([winner, loser])]
    elif kind == "unknown":
        scores[names[2]] = scores.pop(rng.choice([winner, loser]))
    elif kind == "extra":
        scores[names[2]] = rng.randint(0, low)
    elif kind == "three-players":
        game["players"] = names
        scores[names[2]] = rng.randint(0, low)
    elif kind == "one-player":
        game["players"] = [winner]
        scores = {winner: high}
    elif kind == "named-players":  # the header's other spelling of a player: legal
        game["players"] = [{"name": name} for name in game["players"]]
    game["events"] = [{"type": "final", "scores": scores}]
    if kind == "with-shot":
        game["events"].insert(rng.choice([0, 1]), {"type": "shot", "player": winner, "touched": ["r1", "g1"]})
    elif kind == "with-turn":
        game["events"].insert(rng.choice([0, 1]), {"type": "turn", "player": winner, "points": 0, "closed": [1]})
    elif kind == "two-finals":
        game["events"].append({"type": "final", "scores": dict(scores)})
    elif kind == "other-game":  # a Cricket end is no end of these (Doublé: its 50; Le Roi: no final scores)
        game["game"] = rng.choice(["paleo-billard-double", "paleo-roi"])
    elif kind == "not-a-dict":
        game["events"][0]["scores"] = rng.choice([[high, low], high, None])
    return game
