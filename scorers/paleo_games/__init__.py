"""Paleo's derived score-race games (Squale Games, 2009, Pascal Reymond): Match aux points, Billard
Doublé, Billard Cricket, Billard Compté, La Course de Kayak, Pitchanque, Frontière and Hockey.

Source: the Paleo sheet (shared/seeds/004_...), "AUTRES JEUX" onwards, and shared/RULINGS.md (Paleo).
Each game is one module whose docstring gives its rules with their ids; what they share is here and in
`match` (the log and its replay) and `billiards` (shots, turns and doubles of the three billiards).

Rules every game here follows:
- PG-SIDES    A match is between its players (two teams at Pitchanque), named in the file; every event
              names one of them.
- PG-LOG      The match is the log of what happened at the table, in order: shots, mènes, goals... Each
              event is judged against the match as the events before it left it.
- PG-TURN     Where turns are kept (the billiards, Kayak, Frontière), a shot by a player whose turn it is
              not is refused.
- PG-OVER     Once a player (team) has won, nothing more is accepted.

A game exposes one rules object (`POINTS`, `BILLARD_DOUBLE`, ...), which the registry names as
`scorers.paleo_games:<NAME>`.
"""

from __future__ import annotations

from scorers.paleo_games.billard_compte import BILLARD_COMPTE
from scorers.paleo_games.billard_double import BILLARD_DOUBLE
from scorers.paleo_games.cricket import CRICKET
from scorers.paleo_games.frontiere import FRONTIERE
from scorers.paleo_games.hockey import HOCKEY
from scorers.paleo_games.kayak import KAYAK
from scorers.paleo_games.match import MatchGame, MatchState
from scorers.paleo_games.pitchanque import PITCHANQUE
from scorers.paleo_games.points import POINTS

#: Every game of this package by its registry id.
GAMES: dict[str, MatchGame] = {g.game_id: g for g in (POINTS, BILLARD_DOUBLE, CRICKET, BILLARD_COMPTE, KAYAK,
                                                      PITCHANQUE, FRONTIERE, HOCKEY)}

__all__ = ["BILLARD_COMPTE", "BILLARD_DOUBLE", "CRICKET", "FRONTIERE", "GAMES", "HOCKEY", "KAYAK", "MatchGame",
           "MatchState", "PITCHANQUE", "POINTS"]
