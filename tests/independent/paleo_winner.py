"""Le Roi and Escarmouche (Paleo) entered as their winner alone (RO-WINNER, ES-WINNER), refereed from the sheet
(seeds/004_*.txt, "LE ROI", "ESCARMOUCHE") and RULINGS.md alone, and seeded random winner files.

The file: the game's header (players; Le Roi at 4 players maybe `teams`), `"winner": "<side>"` and nothing logged
beside it (no capture in Le Roi, no event in Escarmouche: the winner is the whole record). Sentences:
- Le Roi: "Le vainqueur est le dernier joueur qui n'a pas perdu son Roi." "A 4 joueurs, les joueurs peuvent jouer
  en équipe comme dans Paleo." "A 4 joueurs, quand un joueur perd son Roi, il continue de jouer avec son
  coéquipier": in teams the side that wins is a team; the file names it by its name or by one of its players (the
  file format, `referee schema paleo-roi`). Without teams every player is a side.
- Escarmouche: "Le vainqueur est le dernier joueur à qui il reste des pions.": a player; the sheet has no teams.
Such a file is legal when the winner names a side (exactly, as the header spells it) and nothing is logged beside
it; the game is then over and that side is the one winner. A file with no winner is the log's business
(`paleo.referee_roi`, `paleo.referee_escarmouche`). The sheet has no running score: totals are not compared.
"""

from __future__ import annotations

import random

from . import paleo
from .common import Verdict, illegal

LOG = {"paleo-roi": "captures", "paleo-escarmouche": "events"}


def referee(game: dict) -> Verdict:
    winner = game.get("winner")
    game_id = game["game"]
    if winner is None:
        return paleo.referee_roi(game) if game_id == "paleo-roi" else paleo.referee_escarmouche(game)
    if game.get(LOG[game_id]):
        return illegal("WINNER-ONLY", {"logged"})
    if game_id == "paleo-roi":
        _, side_of = paleo.sides_of(game)  # a player, or at 4 in teams a team by its name or a member
    else:
        side_of = {name: name for name in (paleo._name(p) for p in game["players"])}
    if winner not in side_of:
        return illegal("WINNER-SIDE", {"no-side"})
    return Verdict(True, None, True, frozenset([side_of[winner]]), None, frozenset({"winner"}))


# ---------------------------------------------------------------- random files

NAMES = ["Anna", "Ben", "Chloé", "Dev"]
CORRUPTIONS = ["no-side", "case", "spaces", "logged", "empty-log", "team-name-without-teams", "other-team-word",
               "no-winner", "empty"]
CAPTURE = {"king": "Anna", "by": "Ben", "piece": "explorer"}
EVENT = {"event": "off", "player": "Anna"}


def generate(rng: random.Random) -> dict:
    game_id = rng.choice(["paleo-roi", "paleo-escarmouche"])
    players = NAMES[:rng.randint(2, 4)]
    game: dict = {"game": game_id, "players": list(players)}
    if game_id == "paleo-roi" and len(players) == 4 and rng.random() < 0.6:
        game["teams"] = rng.choice([[["Anna", "Chloé"], ["Ben", "Dev"]],
                                    [{"name": "Rouges", "players": ["Anna", "Ben"]},
                                     {"name": "Verts", "players": ["Chloé", "Dev"]}],
                                    [{"players": ["Anna", "Dev"]}, {"players": ["Ben", "Chloé"]}]])
    sides, side_of = (paleo.sides_of(game) if game_id == "paleo-roi"
                      else (players, {p: p for p in players}))
    game["winner"] = rng.choice(list(side_of) if rng.random() < 0.5 else sides)
    kind = rng.choice(CORRUPTIONS) if rng.random() < 0.5 else None
    if kind == "no-side":
        game["winner"] = rng.choice(["Zoé", "Anna & Ben", "Bleus", "Player 1"])
    elif kind == "case":
        game["winner"] = game["winner"].lower()
    elif kind == "spaces":
        game["winner"] = f" {game['winner']} "
    elif kind == "logged":
        game[LOG[game_id]] = [dict(CAPTURE if game_id == "paleo-roi" else EVENT)]
    elif kind == "empty-log":
        game[LOG[game_id]] = []
    elif kind == "team-name-without-teams":
        game["winner"] = "Rouges"
    elif kind == "other-team-word" and "teams" in game:
        game["winner"] = " & ".join(reversed(sides[0].split(" & ")))
    elif kind == "no-winner":
        del game["winner"]
    elif kind == "empty":
        game["winner"] = ""
    return game
