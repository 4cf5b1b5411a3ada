"""Billard Doublé (2 players): doubles score their number; the first to exactly 50 wins.

Shots, turns and doubles follow BD-SETUP, BD-REPLAY, BD-MISS, BD-ONCE and BD-MULTI (`billiards`); BD-START and
BD-OPPONENT are the sheet's too, not refereed.
- BD-POINTS   A double scores its number (a double of 6s: 6 points).
- BD-EXACT    The first player to score exactly 50 points wins.
- BD-OVERSHOOT (ruling) A double that would take a player past 50 scores nothing and ends the turn, as
              in darts. House-rule setting `overshoot-allowed`: it counts, and 50 or more wins.

A turn may be entered as its points (PG-TOTALS, `totals`): at most 36 (each double once) and, unless
overshooting is allowed, never past 50. The match may be entered as its final scores (PG-FINAL, `final`): the
winner's exactly 50 (BD-EXACT), or with overshooting allowed 50 to 57 (49 and a double of 8s).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from scorers.i18n import phrase
from scorers.paleo_games.billiards import BILLIARD_RULES, NUMBERS, DoubleResult, DoublesGame, ShotOrTurn, TurnTally
from scorers.paleo_games.match import MatchFile, MatchState

GAME_ID = "paleo-billard-double"
#: BD-EXACT
TARGET = 50
OVERSHOOT_ALLOWED = "overshoot-allowed"


class BilliardDoubleFile(MatchFile):
    game: Literal["paleo-billard-double"]
    events: list[ShotOrTurn] = Field(default_factory=list)


class BilliardDouble(DoublesGame):
    game_id = GAME_ID
    prefix = "pg.bd"
    file_model = BilliardDoubleFile
    target = TARGET
    rulebook = (*BILLIARD_RULES, "BD-POINTS", "BD-EXACT", "BD-OVERSHOOT")
    final_scores, win_rule = True, "BD-EXACT"

    def final_most(self, state: MatchState) -> int:
        """PG-FINAL: exactly 50 wins (BD-EXACT); with overshooting allowed the last double may pass it, by
        at most its number less one (BD-OVERSHOOT: 49 and a double of 8s)."""
        if OVERSHOOT_ALLOWED in state.house_rules:
            return self.target - 1 + max(NUMBERS)
        return self.target

    def turn_bound(self, state: MatchState, tally: TurnTally, side: int, closed: list[int]) -> int:
        """PG-TOTALS: each double once (BD-ONCE) and, unless overshooting is allowed, not past 50
        (BD-EXACT, BD-OVERSHOOT: a double that would pass it scores nothing)."""
        most = super().turn_bound(state, tally, side, closed)
        if OVERSHOOT_ALLOWED in state.house_rules:
            return most
        return min(most, self.target - tally.score[side])

    def double(self, state: MatchState, tally: TurnTally, side: int, made: int) -> DoubleResult:
        after = tally.score[side] + made
        if after > self.target and OVERSHOOT_ALLOWED not in state.house_rules:
            return DoubleResult(tally, 0, (phrase("pg.bd.overshoot", n=made, before=tally.score[side],
                                                  target=self.target),), ("BD-OVERSHOOT",), ends_turn=True)
        return DoubleResult(tally.evolve(score=tally.add(side, made)), made,
                            (phrase("pg.bd.double", n=made),), ("BD-POINTS",))


BILLARD_DOUBLE = BilliardDouble()
