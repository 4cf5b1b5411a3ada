"""The rules questions that start arguments at a Numeri or Fröscheln table, answered from the position on the
track for a player and a roll, by the referee that lists the moves (`turn`): which moves does this roll
allow, may I split now, does this chain give another roll. The referee's panel on the track shows the moves
too; these answers add the rules they rest on (each clause a tap away in the app).

A position that cannot be (a rule the tokens break) is answered with those violations (`yes` None), never
with an answer to another question.
"""

from __future__ import annotations

from scorers.answers import Answer
from scorers.i18n import phrase
from scorers.track.checks import check
from scorers.track.model import TrackState
from scorers.track.moves import Roll, Turn, describe, roll_phrase, turn
from scorers.track.rules import SPLITS, STAR
from scorers.violations import errors

#: Question ids in the order the app offers them.
QUESTIONS = ("moves", "split", "extra")




def _cannot_be(state: TrackState, answer: Turn) -> Answer | None:
    """The answer when the referee has none to give: no board, a position that breaks a rule, the game over."""
    if answer.outcome == "invalid":
        found = errors(check(state)) if state.board is not None else []
        return Answer(phrase("tr.q.not_a_position"), (answer.reason, *(v.text for v in found)),
                      tuple(dict.fromkeys(v.rule_id for v in found)) or ("TR-BOARD",), None)
    if answer.outcome == "over":
        return Answer(phrase("tr.q.not_a_position"), (answer.reason,), (state.edition.end_rule,), None)
    return None


def roll_moves(state: TrackState, seat: int, roll: Roll) -> Answer:
    """Which moves does this roll allow this player?"""
    answer = turn(state, seat, roll)
    impossible = _cannot_be(state, answer)
    if impossible:
        return impossible
    rules = ["TR-STAR" if roll == STAR else "TR-ROLL", "TR-ADVANCE"]
    if any(len(m.steps) > 1 for m in answer.moves):
        rules.append(state.edition.split_rule or "TR-SPLIT")
    if answer.outcome == "play":
        rules.append("TR-MUST")
        return Answer(answer.reason, tuple(describe(state, m) for m in answer.moves), tuple(rules), True)
    rules.append(state.edition.end_rule if answer.outcome == "ends" else "TR-PASS")
    return Answer(phrase("tr.q.no_move"), (answer.reason,), tuple(rules), False)


def may_split(state: TrackState, seat: int, roll: Roll) -> Answer:
    """May this player split this roll between two tokens now?"""
    answer = turn(state, seat, roll)
    impossible = _cannot_be(state, answer)
    if impossible:
        return impossible
    if roll == STAR:
        return Answer(phrase("tr.q.no"), (phrase("tr.q.star_no_split"),), ("TR-STAR",), False)
    if roll not in SPLITS:
        return Answer(phrase("tr.q.no"), (phrase("tr.q.no_pairs", roll=roll_phrase(roll)),), ("TR-SPLIT",), False)
    rule = state.edition.split_rule or "TR-SPLIT"
    allowed, why = answer.split
    if not allowed:
        return Answer(phrase("tr.q.no"), (why,), ("TR-SPLIT", rule), False)
    splits = [m for m in answer.moves if len(m.steps) > 1]
    if not splits:
        return Answer(phrase("tr.q.no"), (why, phrase("tr.q.split_cannot_move", roll=roll_phrase(roll))),
                      tuple(dict.fromkeys(("TR-SPLIT", rule))), False)
    return Answer(phrase("tr.q.yes"), (why, *(describe(state, m) for m in splits)),
                  tuple(dict.fromkeys(("TR-SPLIT", rule))), True)


def extra_roll(state: TrackState, seat: int, roll: Roll) -> Answer:
    """Does a move of this roll make a chain that gives another roll (TR-EXTRA)?"""
    answer = turn(state, seat, roll)
    impossible = _cannot_be(state, answer)
    if impossible:
        return impossible
    again = [m for m in answer.moves if m.extra_roll]
    if again:
        return Answer(phrase("tr.q.extra_yes", n=len(again), of=len(answer.moves)),
                      tuple(describe(state, m) for m in again), ("TR-EXTRA",), True)
    lost = [m for m in answer.moves if m.chain]  # a chain that ends the game gives no roll
    reasons = tuple(describe(state, m) for m in lost) or (phrase("tr.q.extra_none"),)
    return Answer(phrase("tr.q.no"), reasons, ("TR-EXTRA",), False)
