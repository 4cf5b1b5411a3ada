"""Paleo (base game) entered as its final scores (PA-FINAL), refereed from the sheet (seeds/004_*.txt, "PALEO")
and RULINGS.md alone, and seeded random final-score files.

The file: the Paleo header (2 to 4 players; at 4, `teams`) and `"final": {"<side>": <int>, ...}` with no round
beside it. A side is a player, or at 4 players a team, named by the team's name (or "A & B" for a nameless team,
as `paleo.sides_of` spells it) or by one of its players. Sentences:
- "Il y a 2 manières de remporter une manche : ... ouvrir la porte de Paleo avec un Explorateur. Cette victoire
  rapporte 2 points. ... capturer avec ses Mercenaires tous les pions adverses ... Cette victoire rapporte 1
  point." 3 players: "(2 points), OU être les derniers à avoir des pions (1 point)." 4 players: "(2 points), OU
  capturer tous les pions de leurs 2 adversaires (1 point)." -> each round gives 1 or 2 points to one side.
- "Les joueurs font plusieurs manches jusqu'à ce que l'un des joueurs obtienne 4 points, il gagne ainsi la
  partie." "Le premier joueur qui obtient 4 points gagne la partie." (3 players) "La première équipe qui
  obtient 4 points gagne la partie." (4 players) -> the match stops at the first side on 4 or more; the winner
  came from 2 or 3 and took 1 or 2: it ends on 4 or 5 (5 only from 3 with a door); every other side stayed
  under 4: 0 to 3. Every such set is reachable (the others' points in 1s, the winner's 2s and 1s).
- "Pour 2 à 4 joueurs"; "Les joueurs se répartissent en 2 équipes de 2." (4 players) -> the sides are the two
  teams; a header of 1 or 5 players, or of 4 without teams (or teams below 4), is refused.
- A `"final": null` is no final (an optional field left empty): the file is then the rounds' business
  (`paleo.referee`: no round is a match not begun).
So a file is legal when every side is named once and no other name appears (a team named twice, by its name
and a member, is refused), every score is a whole number (10.0 is 10, as in PG-FINAL; 2.5, a string or a
boolean is not a score), exactly one side has 4 or 5 and every other side 0 to 3, and no round is logged
beside the scores. Nobody on 4 is no finished match; two sides on 4 or more cannot happen (the first stops
it). The match is then over, that side wins, the totals are the scores by side.

The reference never reads nor imports `scorers`; the project is asked through `common.project_verdict`.
"""

from __future__ import annotations

import random

from . import paleo
from .common import Verdict, illegal, legal
from .paleo import sides_of

MIN_PLAYERS, MAX_PLAYERS = 2, 4  # "Pour 2 à 4 joueurs"
TARGET = 4  # "jusqu'à ce que l'un des joueurs obtienne 4 points"
MOST_POINTS_A_ROUND = 2  # the door; a capture (last with pieces) gives 1
WINNER_MOST = TARGET - 1 + MOST_POINTS_A_ROUND  # 5: from 3 with a door


def referee(game: dict) -> Verdict:
    if game.get("final") is None:  # no final scores (null is absent): the rounds' business
        return paleo.referee(game)
    if not MIN_PLAYERS <= len(game["players"]) <= MAX_PLAYERS or (len(game["players"]) == 4) != bool(
            game.get("teams")):
        return illegal("HEADER", {"header"})
    if game.get("rounds"):
        return illegal("FINAL-ONLY", {"rounds"})
    final = game.get("final")
    sides, side_of = sides_of(game)
    if not isinstance(final, dict):
        return illegal("FINAL-SIDES", {"not-a-map"})
    scores: dict[str, int] = {}
    for name, value in final.items():
        side = side_of.get(name)
        if side is None:
            return illegal("FINAL-SIDES", {"unknown"})
        if side in scores:
            return illegal("FINAL-SIDES", {"twice"})
        if isinstance(value, float) and value.is_integer():
            value = int(value)  # 10.0 is the whole number 10 (JSON does not tell them apart)
        if type(value) is not int:  # noqa: E721 - a bool, a string or 2.5 is not a score
            return illegal("FINAL-NUMBER", {"number"})
        if value < 0 or value > WINNER_MOST:
            return illegal("FINAL-RANGE", {"range"})
        scores[side] = value
    if sorted(scores) != sorted(sides):
        return illegal("FINAL-SIDES", {"missing"})
    reached = [side for side in sides if scores[side] >= TARGET]
    if not reached:
        return illegal("FINAL-END", {"no-winner"})
    if len(reached) > 1:
        return illegal("FINAL-END", {"two-winners"})
    return legal(True, scores, reached, tags={"winner-5"} if scores[reached[0]] == WINNER_MOST else ())


# ---------------------------------------------------------------- random files

NAMES = ["Anna", "Ben", "Chloé", "Dev"]
TEAMS = [[{"name": "Rouges", "players": ["Anna", "Chloé"]}, {"name": "Verts", "players": ["Ben", "Dev"]}],
         [["Anna", "Dev"], ["Ben", "Chloé"]],
         [{"players": ["Anna", "Ben"]}, {"players": ["Chloé", "Dev"]}]]
CORRUPTIONS = ["null", "no-teams", "one-player", "six",
               "two-on-four", "nobody-on-four", "negative", "half", "whole-float", "string", "bool",
               "missing", "unknown", "twice", "rounds", "empty-rounds", "list", "empty", "case", "loser-four"]
ROUND = {"winner": "Anna", "how": "door"}


def generate(rng: random.Random) -> dict:
    count = rng.randint(MIN_PLAYERS, MAX_PLAYERS)
    game: dict = {"game": "paleo", "players": NAMES[:count]}
    if count == MAX_PLAYERS:
        game["teams"] = rng.choice(TEAMS)
    sides, side_of = sides_of(game)
    # How each side is spelt: a player is their name; a team its name or one of its members.
    spelt = {side: rng.choice([name for name, of in side_of.items() if of == side]) for side in sides}
    winner = rng.choice(sides)
    scores = {side: (rng.randint(TARGET, WINNER_MOST) if side == winner else rng.randint(0, TARGET - 1))
              for side in sides}
    kind = rng.choice(CORRUPTIONS) if rng.random() < 0.5 else None
    loser = rng.choice([side for side in sides if side != winner])
    if kind == "six":
        scores[winner] = WINNER_MOST + 1
    elif kind == "two-on-four":
        scores[loser] = rng.randint(TARGET, WINNER_MOST)
    elif kind == "nobody-on-four":
        scores[winner] = rng.randint(0, TARGET - 1)
    elif kind == "negative":
        scores[loser] = -1
    elif kind == "half":
        scores[loser] = 1.5
    elif kind == "whole-float":
        scores[winner] = float(scores[winner])
    elif kind == "string":
        scores[loser] = str(scores[loser])
    elif kind == "bool":
        scores[loser] = True
    elif kind == "loser-four":
        scores[loser] = TARGET
        scores[winner] = WINNER_MOST
    final = {spelt[side]: points for side, points in scores.items()}
    if kind == "missing":
        del final[spelt[loser]]
    elif kind == "unknown":
        final[rng.choice(["Zoé", "Bleus", "Player 1"])] = 0
    elif kind == "twice" and count == 4:  # the team by its name and by a member, or by both members
        other = [name for name, of in side_of.items() if of == loser and name != spelt[loser]]
        final[rng.choice(other)] = final[spelt[loser]]
    elif kind == "case":
        final = {(name.upper() if side_of[name] == loser else name): points for name, points in final.items()}
    elif kind == "list":
        final = [[name, points] for name, points in final.items()]
    elif kind == "empty":
        final = {}
    game["final"] = None if kind == "null" else final
    if kind == "no-teams":
        game.pop("teams", None)
    elif kind == "one-player":
        game["players"] = NAMES[:1]
    if kind == "rounds":
        game["rounds"] = [dict(ROUND)]
    elif kind == "empty-rounds":
        game["rounds"] = []
    return game
