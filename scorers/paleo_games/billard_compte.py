"""Billard Compté (2 players): touch every numbered piece in order, red 1-8 then green 1-8.

Shots and turns: each player flicks their Key from where it stopped (BD-SETUP in `billiards`).
- CP-SETUP    (not refereed) The pieces in 2 groups, each Key starting on the circle nearest the rim between
              the two 7s.
- CP-ORDER    Each player touches the pieces in order: red 1 to 8, then green 1 to 8.
- CP-REPLAY   Touching the right number earns another shot.
- CP-TWO      A shot that touches two right numbers in a row (the next one, then the one after) advances
              two; the pieces touched after them, or after a wrong one, do not count.
- CP-MISS     A shot that does not touch the right number first ends the turn.
- CP-WIN      The first player to have touched all 16 pieces in order wins.

A turn may be entered as its points, the pieces it passed (PG-TOTALS, `totals`): at most the pieces left.
The match may be entered as its final scores (PG-FINAL, `final`): the winner's 16 pieces (CP-WIN).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from scorers.i18n import phrase
from scorers.paleo_games.billiards import BilliardGame, Shot, ShotOrTurn, piece_phrase, shot_subject
from scorers.paleo_games.final import FinalScores, play_final
from scorers.paleo_games.match import MatchFile, MatchState, Refusal, Step, Tally
from scorers.paleo_games.totals import TurnPoints, play_turn

GAME_ID = "paleo-billard-compte"
#: CP-ORDER: the pieces in the order they must be touched.
ORDER = tuple(f"{c}{n}" for c in ("r", "g") for n in range(1, 9))
#: CP-TWO: how many right numbers one shot can pass.
MAX_PER_SHOT = 2


class BilliardCompteFile(MatchFile):
    game: Literal["paleo-billard-compte"]
    events: list[ShotOrTurn] = Field(default_factory=list)


class BilliardCompte(BilliardGame):
    game_id = GAME_ID
    prefix = "pg.cp"
    file_model = BilliardCompteFile
    target = len(ORDER)
    rank_name = "pg.cp.criterion"
    rulebook = ("BD-SETUP", "CP-ORDER", "CP-REPLAY", "CP-TWO", "CP-MISS", "CP-WIN")
    final_scores, win_rule = True, "CP-WIN"

    def turn_bound(self, state: MatchState, tally: Tally, side: int, closed: list[int]) -> int:
        """PG-TOTALS: the pieces left to touch (CP-WIN)."""
        return len(ORDER) - tally.score[side]

    def play(self, state: MatchState, tally: Tally, shot: Shot | TurnPoints | FinalScores) -> Step | Refusal:
        if isinstance(shot, FinalScores):
            return play_final(self, state, tally, shot)
        if isinstance(shot, TurnPoints):
            return play_turn(self, state, tally, shot)
        side = state.side(shot.player)
        done = tally.score[side]
        passed = 0
        for piece in shot.touched:
            if passed == MAX_PER_SHOT or done + passed == len(ORDER) or piece.lower() != ORDER[done + passed]:
                break
            passed += 1
        reasons = []
        if passed:
            reasons.append(phrase("pg.cp.passed", count=passed, pieces=[piece_phrase(p) for p in
                                                                     ORDER[done:done + passed]]))
        rules = ["CP-ORDER", "CP-TWO"] if passed == MAX_PER_SHOT else ["CP-ORDER"]
        after = done + passed
        if after == len(ORDER):
            reasons.append(phrase("pg.cp.all"))
            rules.append("CP-WIN")
        elif passed:
            reasons.append(phrase("pg.cp.next", player=shot.player, piece=piece_phrase(ORDER[after])))
            rules.append("CP-REPLAY")
        else:
            reasons.append(phrase("pg.cp.missed", piece=piece_phrase(ORDER[done])))
            rules.append("CP-MISS")
        turn = side if passed else 1 - side
        new = tally.evolve(score=tally.add(side, passed), turn=turn)
        return Step(new, shot_subject(state, shot), side, passed, tuple(reasons), tuple(rules))

    def next_piece(self, state: MatchState, side: int) -> str | None:
        done = self.replay(state).tally.score[side]
        return ORDER[done] if done < len(ORDER) else None


BILLARD_COMPTE = BilliardCompte()
