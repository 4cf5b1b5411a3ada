"""The rules questions that start arguments at the table of a game played with Paleo's pieces (issue 29),
answered from the match log by the game's own replay:

- "Who plays next?" (`who_plays_next`): the tally the log leaves (whose turn, a face-off or a free shot due in
  Hockey), with what the last event did about it (a fault that loses the turn, a turn skipped).
- "Is this shot a fault?" (`is_fault`): the shot is played after the log by the game's own `play`, and the
  answer is what it did (KY-FAULT-GATE, KY-FAULT-TOUCH, HK-FAULT), or, when the shot cannot happen here (a
  defender's shot fault, a shot out of turn, the match over), the violation that says why.
"""

from __future__ import annotations

from scorers.answers import Answer
from scorers.i18n import phrase
from scorers.paleo_games.match import Event, MatchGame, MatchState

#: The rules whose step is a fault (the player's shot counts for nothing, or gives the other a free shot).
FAULT_RULES = frozenset({"KY-FAULT-GATE", "KY-FAULT-TOUCH", "HK-FAULT"})




def _not_a_position(state: MatchState, replay) -> Answer | None:
    if replay.refused is not None:
        return Answer(phrase("pg.q.not_a_position"), (replay.refused.text,), (replay.refused.rule_id,), None)
    if replay.winner is not None:
        return Answer(phrase("pg.q.not_a_position"), (phrase("pg.over", winner=state.names[replay.winner]),),
                      ("PG-OVER",), None)
    return None


def who_plays_next(game: MatchGame, state: MatchState) -> Answer:
    """Who shoots next, from the log."""
    replay = game.replay(state)
    impossible = _not_a_position(state, replay)
    if impossible:
        return impossible
    tally, names = replay.tally, state.names
    last = replay.steps[-1] if replay.steps else None
    before = tuple(last.reasons) if last else ()
    if getattr(tally, "faceoff", False):  # Hockey: a face-off starts the match and follows every goal
        return Answer(phrase("pg.q.faceoff"), (*before, phrase("pg.q.faceoff_why")), ("HK-FACEOFF",), True)
    free = getattr(tally, "free", None)
    if free is not None:
        return Answer(phrase("pg.q.free_shot", player=names[free]), before, ("HK-FAULT", "HK-FREE"), True)
    if tally.turn is None:
        return Answer(phrase("pg.q.anyone"), (phrase("pg.q.no_order"),), ("PG-LOG",), None)
    rules = ("PG-TURN", *(last.rules if last else ()))
    reasons = before or (phrase("pg.q.first_in_order"),)
    return Answer(phrase("pg.q.next", player=names[tally.turn]), reasons, tuple(dict.fromkeys(rules)), True)


def is_fault(game: MatchGame, state: MatchState, shot: Event) -> Answer:
    """Is this shot, played next, a fault? Its outcome by the game's own rules."""
    replay = game.replay(state)
    impossible = _not_a_position(state, replay)
    if impossible:
        return impossible
    after = game.replay(state.with_events((*state.events, shot)))
    if after.refused is not None:
        return Answer(phrase("pg.q.cannot_happen"), (after.refused.text,), (after.refused.rule_id,), None)
    step = after.steps[-1]
    fault = any(rule in FAULT_RULES for rule in step.rules)
    return Answer(phrase("pg.q.fault" if fault else "pg.q.no_fault"), (step.subject, *step.reasons), step.rules,
                  fault)
