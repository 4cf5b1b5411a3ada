"""Billard Cricket (2 players): close every double and have more points.

Shots, turns and doubles follow the Doublé's base rules (BD-SETUP, BD-REPLAY, BD-MISS, BD-ONCE,
BD-MULTI in `billiards`; BD-START and BD-OPPONENT too, not refereed).
- BC-CLOSE    A player's first double of a number closes that number for them (no points).
- BC-POINTS   A double of a number the player has closed and the opponent has not scores its number.
- BC-DEAD     A double of a number both have closed scores nothing (it still earns another shot).
- BC-END      The game ends, won by that player, as soon as one player has closed all 8 numbers and has
              more points than the opponent.

A turn may be entered as its points and the numbers it closed (PG-TOTALS, `totals`): its points at most
the numbers the player had closed before it and the opponent has not, each once (BC-POINTS, BD-ONCE).
The match may be entered as its final scores (PG-FINAL, `final`): the table says the match is over, so by
BC-END its winner is the player strictly ahead on points and has closed all 8 numbers (the loser's closed
numbers are not known); equal points end no match. Points have no bound (they accumulate over any number of
turns).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import Field

from scorers.i18n import Phrase, phrase
from scorers.paleo_games.billiards import BILLIARD_RULES, NUMBERS, DoubleResult, DoublesGame, ShotOrTurn, TurnTally
from scorers.paleo_games.match import MatchFile, MatchState, Refusal
from scorers.paleo_games.totals import RULE as TOTALS

GAME_ID = "paleo-cricket"


class CricketFile(MatchFile):
    game: Literal["paleo-cricket"]
    events: list[ShotOrTurn] = Field(default_factory=list)


@dataclass(frozen=True)
class CricketTally(TurnTally):
    closed: tuple[frozenset[int], ...] = ()


class Cricket(DoublesGame):
    game_id = GAME_ID
    prefix = "pg.bc"
    file_model = CricketFile
    target = len(NUMBERS)  # numbers to close
    rulebook = (*BILLIARD_RULES, "BC-CLOSE", "BC-POINTS", "BC-DEAD", "BC-END")
    closes_numbers = True
    final_scores, win_rule = True, "BC-END"

    def start(self, state: MatchState) -> CricketTally:
        return CricketTally(score=(0, 0), closed=(frozenset(), frozenset()))

    def turn_closes(self, state: MatchState, tally: CricketTally, side: int, closed: list[int]) -> Refusal | None:
        """PG-TOTALS: a number a turn closes is 1 to 8, named once, and not closed by that player yet (BC-CLOSE)."""
        for n in closed:
            if n not in NUMBERS or closed.count(n) > 1 or n in tally.closed[side]:
                return Refusal("turn-cannot-close", TOTALS, phrase("pg.totals.cannot_close", n=n,
                                                                   player=state.names[side]))
        return None

    def turn_bound(self, state: MatchState, tally: CricketTally, side: int, closed: list[int]) -> int:
        """PG-TOTALS: a double scores only on a number closed before (the turn's first double of a number
        closes it, BC-CLOSE) and open for the opponent (BC-POINTS), each once (BD-ONCE)."""
        return sum(n for n in tally.closed[side] if n not in tally.closed[1 - side])

    def after_turn(self, state: MatchState, tally: CricketTally, side: int, points: int,
                   closed: list[int]) -> CricketTally:
        now = tuple(c | set(closed) if i == side else c for i, c in enumerate(tally.closed))
        return self.pass_turn(tally, side, score=tally.add(side, points), closed=now)

    def double(self, state: MatchState, tally: CricketTally, side: int, made: int) -> DoubleResult:
        other = 1 - side
        if made not in tally.closed[side]:
            closed = tuple(c | {made} if i == side else c for i, c in enumerate(tally.closed))
            return DoubleResult(tally.evolve(closed=closed), 0,
                                (phrase("pg.bc.close", n=made, left=len(NUMBERS) - len(closed[side])),), ("BC-CLOSE",))
        if made not in tally.closed[other]:
            return DoubleResult(tally.evolve(score=tally.add(side, made)), made,
                                (phrase("pg.bc.points", n=made, other=state.names[other]),), ("BC-POINTS",))
        return DoubleResult(tally, 0, (phrase("pg.bc.dead", n=made),), ("BC-DEAD",))

    def final_most(self, state: MatchState) -> None:
        """PG-FINAL: no bound: points accumulate over any number of turns (BC-POINTS)."""
        return None

    def final_won_by(self, state: MatchState, score: tuple[int, ...]) -> int | Refusal:
        """PG-FINAL, BC-END: a finished match is won by the player with strictly more points; equal points end
        no match, so they are not final scores."""
        ahead = max(range(len(score)), key=lambda side: score[side])
        if any(points == score[ahead] for side, points in enumerate(score) if side != ahead):
            return Refusal("final-level", self.win_rule, phrase("pg.bc.final.level", players=state.names,
                                                                 score=score[ahead]))
        return ahead

    def final_won(self, state: MatchState, score: tuple[int, ...], winner: int) -> Phrase:
        return phrase("pg.bc.final.won", player=state.names[winner], score=score[winner],
                      other=score[1 - winner])

    def after_final(self, state: MatchState, tally: CricketTally, score: tuple[int, ...],
                    winner: int) -> CricketTally:
        """PG-FINAL, BC-END: the winner has closed all 8 numbers (so `winner` agrees); the loser's closed numbers
        are not known (none written)."""
        closed = tuple(frozenset(NUMBERS) if side == winner else frozenset() for side in range(len(score)))
        return tally.evolve(score=score, turn=None, pending=None, done=frozenset(), closed=closed)

    def winner(self, state: MatchState, tally: CricketTally) -> int | None:
        """BC-END: all numbers closed and more points than the opponent."""
        return next((i for i in (0, 1) if len(tally.closed[i]) == len(NUMBERS)
                     and tally.score[i] > tally.score[1 - i]), None)

    def closed(self, state: MatchState) -> tuple[frozenset[int], ...]:
        return self.replay(state).tally.closed


CRICKET = Cricket()
