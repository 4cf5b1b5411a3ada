"""Final scores: a whole match entered as the score each side finished with, what a table that kept only
the scores has to give (issue 24.5).

- PG-FINAL    In the games whose result is points (Match aux points, Billard Doublé, Billard Compté,
              Pitchanque, Frontière, Hockey), a match may be entered as its final scores alone, one per side:
              entered by the table, not refereed (no shot, mène or goal is named). It is the whole log: it
              cannot follow or be followed by another event. Each score is a whole number from 0 to the most
              a match of this game ends with; exactly one side has reached the game's target (its winning
              rule: MP-WIN, BD-EXACT, CP-WIN, PQ-WIN, FT-WIN, HK-WIN) and has won; every other side is below.

The most a match ends with is the game's own (`MatchGame.final_most`): the target itself where points come
one at a time or the target must be hit exactly (a goal, a piece, an Explorer, Billard Doublé's 50), more
where the last scoring event may pass it (Pitchanque's last mène).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, StrictFloat, StrictInt

from scorers.i18n import phrase
from scorers.paleo_games.match import Event, MatchGame, MatchState, Refusal, Step, Tally

RULE = "PG-FINAL"
#: How the event is named in files.
FINAL = "final"


class FinalScores(Event):
    """The match entered as each side's final score (PG-FINAL): the table kept them; nothing is refereed."""

    type: Literal["final"]
    # Any number is read, so that `check` can say in words why 2.5 or -3 is not a score.
    scores: dict[str, StrictInt | StrictFloat] = Field(
        description="each side's final score by its name, as the table kept it (not refereed)")


def final_refusal(game: MatchGame, state: MatchState, tally: Tally, final: FinalScores) -> Refusal | None:
    """PG-FINAL: why these cannot be the final scores of this match, or None when they can."""
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
        if score > most:
            return Refusal("final-over", game.win_rule, phrase("pg.final.over", player=name, score=int(score),
                                                                most=most))
    target = game.target_of(state)
    reached = [name for name in state.names if final.scores[name] >= target]
    if not reached:
        return Refusal("final-no-winner", game.win_rule, phrase("pg.final.no_winner", target=target))
    if len(reached) > 1:
        return Refusal("final-two-winners", game.win_rule, phrase("pg.final.two_winners", players=reached,
                                                                   target=target))
    score = tuple(int(final.scores[name]) for name in state.names)
    return game.final_refused(state, score, state.names.index(reached[0]))


def play_final(game: MatchGame, state: MatchState, tally: Tally, final: FinalScores) -> Step | Refusal:
    """PG-FINAL: the match's tally set to the final scores, or the refusal that says why they cannot be."""
    if state.events[0] is not final:  # after another event (one after it is refused as the match is over, PG-OVER)
        return Refusal("final-not-alone", RULE, phrase("pg.final.not_alone"))
    refused = final_refusal(game, state, tally, final)
    if refused is not None:
        return refused
    score = tuple(int(final.scores[name]) for name in state.names)
    target = game.target_of(state)
    winner = next(i for i, s in enumerate(score) if s >= target)
    reasons = (phrase("pg.final.entered"),
               phrase("pg.final.won", player=state.names[winner], score=score[winner], target=target))
    return Step(game.after_final(state, tally, score, winner), phrase("pg.final.subject"), winner, score[winner],
                reasons, (RULE, game.win_rule))


def entered_final(step: Step) -> bool:
    """Whether a line of the sheet is a match entered as its final scores (the pad and the PDF say so)."""
    return RULE in step.rules


__all__ = ["FINAL", "RULE", "FinalScores", "entered_final", "final_refusal", "play_final"]
