"""Turn points: a turn written as the points the table counted for it, what a score pad keeps (issue 24).

- PG-TOTALS   In the games that offer it (the three billiards and Match aux points) a turn may be entered
              as its points alone, counted by the table: entered by the table, not refereed (no shot or
              piece is named, so no other rule judges it). The points are a whole number from 0 to the
              most such a turn can score in its game (`MatchGame.turn_bound`), and, at Billard Cricket,
              the numbers the turn closed are named (each not closed yet by that player). Where turns are
              kept (PG-TURN) the turn then passes to the other player. The shot-by-shot log and turn points
              may follow each other in one match; the winner is found the same way.

The bound of each game is its own: Billard Doublé at most one double of each number (1 + ... + 8 = 36;
a turn that made all eight doubles and went round again is entered shot by shot) and never past 50
(BD-EXACT, BD-OVERSHOOT); Billard Cricket the numbers the player closed before this turn and the opponent
has not (BC-POINTS, once each, BD-ONCE); Billard Compté the pieces left to touch (CP-WIN); Match aux
points the Explorers (MP-PIECES) and the points left to 10 (MP-WIN).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, StrictFloat, StrictInt

from scorers.i18n import phrase
from scorers.paleo_games.match import Event, MatchGame, MatchState, Refusal, Step, Tally

RULE = "PG-TOTALS"
#: How the event is named in files.
TURN = "turn"


class TurnPoints(Event):
    """A turn entered as its points (PG-TOTALS): the table counted them; no shot is named."""

    type: Literal["turn"]
    player: str
    # Any number is read, so that `check` can say in words why 2.5 or -3 is not a turn's points.
    points: StrictInt | StrictFloat = Field(description="the turn's points as the table counted them (not refereed)")
    closed: list[int] = Field(default_factory=list, max_length=8,
                              description="Billard Cricket: the numbers this turn closed (1 to 8)")


def play_turn(game: MatchGame, state: MatchState, tally: Tally, turn: TurnPoints) -> Step | Refusal:
    """PG-TOTALS: the turn's points added for its player, or the refusal that says why they cannot be a
    turn's points in this game."""
    side = state.side(turn.player)
    if not game.turn_points:
        return Refusal("turn-points-not-here", RULE, phrase("pg.totals.not_here"))
    if turn.closed and not game.closes_numbers:
        return Refusal("turn-closed-not-here", RULE, phrase("pg.totals.closed_not_here"))
    points = turn.points
    if isinstance(points, float) and not points.is_integer():
        return Refusal("turn-not-whole", RULE, phrase("pg.totals.not_whole", player=turn.player, points=points))
    points = int(points)
    refused = game.turn_closes(state, tally, side, turn.closed)
    if refused is not None:
        return refused
    bound = game.turn_bound(state, tally, side, turn.closed)
    if not 0 <= points <= bound:
        return Refusal("turn-out-of-range", RULE, phrase("pg.totals.out_of_range", player=turn.player,
                                                         points=points, most=bound))
    after = game.after_turn(state, tally, side, points, turn.closed)
    reasons = [phrase("pg.totals.entered", player=turn.player, points=points)]
    if turn.closed:
        reasons.append(phrase("pg.totals.closed", numbers=sorted(turn.closed)))
    subject = phrase("pg.totals.subject", player=turn.player, points=points)
    return Step(after, subject, side, points, tuple(reasons), (RULE,))


def entered(step: Step) -> bool:
    """Whether a line of the sheet is a turn entered as its points (the pad and the PDF mark it)."""
    return RULE in step.rules


__all__ = ["RULE", "TURN", "TurnPoints", "entered", "play_turn"]
