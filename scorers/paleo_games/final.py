"""Final scores: a whole match entered as the score each side finished with, what a table that kept only
the scores has to give (issue 24.5).

- PG-FINAL    In the games whose result is points (Match aux points, Billard Doublé, Billard Cricket,
              Billard Compté, Pitchanque, Frontière, Hockey), a match may be entered as its final scores alone,
              one per side: entered by the table, not refereed (no shot, mène or goal is named). It is the
              whole log: it cannot follow or be followed by another event. Each score is a whole number from 0
              to the most a match of this game ends with; exactly one side has reached the game's target (its
              winning rule: MP-WIN, BD-EXACT, CP-WIN, PQ-WIN, FT-WIN, HK-WIN) and has won; every other side is
              below. Billard Cricket has no target and no most (points accumulate over any number of turns):
              the table entering final scores says the match is over, so by BC-END the player strictly ahead
              on points has won and has closed all 8 numbers (the loser's closed numbers are not known);
              equal points end no match and are refused.

- PG-WINNER   In the games whose result is who finishes first (La Course de Kayak: the kayak that crossed the
              line first, KY-FINISH), a match may be entered as its winner alone: entered by the table, not
              refereed (no shot or gate is named). It is the whole log, as final scores are; the winner is one
              of the match's sides; the winner's score is the target (every gate and the line), the others'
              are not known and are written 0.

The most a match ends with is the game's own (`MatchGame.final_most`): the target itself where points come
one at a time or the target must be hit exactly (a goal, a piece, an Explorer, Billard Doublé's 50), more
where the last scoring event may pass it (Pitchanque's last mène), none at Billard Cricket. Who the final
scores say has won is the game's own too (`MatchGame.final_won_by`: the side at the target, or Cricket's side
ahead on points).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, StrictFloat, StrictInt

from scorers.i18n import phrase
from scorers.paleo_games.match import Event, MatchGame, MatchState, Refusal, Step, Tally

RULE = "PG-FINAL"
WINNER_RULE = "PG-WINNER"
#: How the events are named in files.
FINAL = "final"
WINNER = "winner"


class FinalScores(Event):
    """The match entered as each side's final score (PG-FINAL): the table kept them; nothing is refereed."""

    type: Literal["final"]
    # Any number is read, so that `check` can say in words why 2.5 or -3 is not a score.
    scores: dict[str, StrictInt | StrictFloat] = Field(
        description="each side's final score by its name, as the table kept it (not refereed)")


class FinalWinner(Event):
    """The match entered as its winner alone (PG-WINNER): the table saw who finished first; nothing is refereed."""

    type: Literal["winner"]
    player: str = Field(description="the side that won, as the table saw it (not refereed)")


def final_refusal(game: MatchGame, state: MatchState, tally: Tally, final: FinalScores) -> Refusal | None:
    """PG-FINAL: why these cannot be the final scores of this match, or None when they can."""
    result = _final_result(game, state, final)
    return result if isinstance(result, Refusal) else None


def _final_result(game: MatchGame, state: MatchState, final: FinalScores) -> tuple[tuple[int, ...], int] | Refusal:
    """PG-FINAL: the final scores as whole numbers in seat order and the side they say has won (the game's
    `final_won_by`), or the refusal that says why they cannot end this match."""
    if not game.final_scores:
        return Refusal("final-not-here", RULE, phrase("pg.final.not_here"))
    unknown = [name for name in final.scores if name not in state.names]
    if unknown:
        return Refusal("final-unknown", "PG-SIDES", phrase("pg.final.unknown", player=unknown[0],
                                                            players=state.names))
    for name in state.names:
        if name not in final.scores:
            return Refusal("final-missing", RULE, phrase("pg.final.missing", player=name))
    most = game.final_most(state)
    for name in state.names:
        score = final.scores[name]
        if isinstance(score, float) and not score.is_integer() or score < 0:
            return Refusal("final-not-whole", RULE, phrase("pg.final.not_whole", player=name, score=score))
        if most is not None and score > most:
            return Refusal("final-over", game.win_rule, phrase("pg.final.over", player=name, score=int(score),
                                                                most=most))
    score = tuple(int(final.scores[name]) for name in state.names)
    winner = game.final_won_by(state, score)
    if isinstance(winner, Refusal):
        return winner
    return game.final_refused(state, score, winner) or (score, winner)


def play_final(game: MatchGame, state: MatchState, tally: Tally, final: FinalScores) -> Step | Refusal:
    """PG-FINAL: the match's tally set to the final scores, or the refusal that says why they cannot be."""
    if state.events[0] is not final:  # after another event (one after it is refused as the match is over, PG-OVER)
        return Refusal("final-not-alone", RULE, phrase("pg.final.not_alone"))
    result = _final_result(game, state, final)
    if isinstance(result, Refusal):
        return result
    score, winner = result
    reasons = (phrase("pg.final.entered"), game.final_won(state, score, winner))
    return Step(game.after_final(state, tally, score, winner), phrase("pg.final.subject"), winner, score[winner],
                reasons, (RULE, game.win_rule))


def play_winner(game: MatchGame, state: MatchState, tally: Tally, final: FinalWinner) -> Step | Refusal:
    """PG-WINNER: the match's tally with `final.player` the winner (at the target, the others at 0: not known),
    or the refusal that says why it cannot be."""
    if not game.final_winner:
        return Refusal("winner-not-here", WINNER_RULE, phrase("pg.winner.not_here"))
    if state.events[0] is not final:  # after another event (one after it is refused as the match is over, PG-OVER)
        return Refusal("winner-not-alone", WINNER_RULE, phrase("pg.winner.not_alone"))
    if final.player not in state.names:
        return Refusal("winner-unknown", "PG-SIDES", phrase("pg.final.unknown", player=final.player,
                                                             players=state.names))
    winner = state.names.index(final.player)
    target = game.target_of(state)
    score = tuple(target if side == winner else 0 for side in range(len(state.names)))
    reasons = (phrase("pg.winner.entered"), phrase("pg.winner.won", player=final.player))
    return Step(game.after_final(state, tally, score, winner), phrase("pg.winner.subject"), winner, target,
                reasons, (WINNER_RULE, game.win_rule))


def entered_final(step: Step) -> bool:
    """Whether a line of the sheet is a match entered as its final scores or its winner (the pad and the PDF say
    so)."""
    return RULE in step.rules or WINNER_RULE in step.rules


__all__ = ["FINAL", "RULE", "WINNER", "WINNER_RULE", "FinalScores", "FinalWinner", "entered_final",
           "final_refusal", "play_final", "play_winner"]
