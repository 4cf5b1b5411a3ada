"""The rules questions that start arguments at a Défense d'afficher table, answered from the game as it stands.

"May I stick after staying put?" (`stick_after_staying`): the side whose turn it is spends its roll standing
where it is, then sticks a poster on the panel whose brush square it stands on. The answer is not written
here: that turn is played, on the table the game's log leaves, by the same rules that referee the game
(`play_turn`), and the answer says what they did with it, with the rules they cite. A question that does not
fit the position (the game is over, the pawn is on no brush square, the panel has no free slot) is answered
with the reason, never with an answer to another question.
"""

from __future__ import annotations

from scorers.answers import Answer
from scorers.i18n import phrase
from scorers.posters.model import Move, PostersState, Stick, Turn
from scorers.posters.play import play_turn, replay
from scorers.posters.rules import SIDE_LETTERS

#: The roll spent standing still (any face may be: PO-STAY); the answer does not depend on it.
STAY_ROLL = 1
#: The refusal that says a stick needs an arrival on the panel's brush square (scorers/posters/play.py).
NO_STOP = "stick-no-stop"




def stick_after_staying(state: PostersState) -> Answer:
    """May the side whose turn it is stick posters after staying put on the square where its pawn stands?"""
    table = replay(state).table
    if table.next_side is None:
        winner = state.names[table.winner] if table.winner is not None else ""
        return Answer(phrase("po.q.not_a_position"), (phrase("po.q.over", winner=winner),), ("PO-END",), None)
    side, board = table.next_side, state.board
    square = table.positions[side]
    panel = board.brush_panel(square)
    if panel is None:
        return Answer(phrase("po.q.no"), (phrase("po.q.not_on_brush", side=state.names[side], square=square),),
                      ("PO-STICK",), False)
    taken = set(table.posted_by) | table.banned()
    free = [slot for slot in panel.slot_ids() if slot not in taken]
    if not free:
        return Answer(phrase("po.q.no"), (phrase("po.q.panel_full", panel=panel.id),),
                      ("PO-SLOT-FILLED", "PO-BANNED"), False)
    trial = Turn(side=SIDE_LETTERS[side], do=(Move(roll=STAY_ROLL, move=0),
                                              Stick(stick=free[0], poster=board.slot_brand(free[0]))))
    record = play_turn(state, table, trial, len(state.turns))
    refused = [e for e in record.events if e.code]
    if any(e.code == NO_STOP for e in refused):
        return Answer(phrase("po.q.no"), (phrase("po.q.stay_is_no_arrival", side=state.names[side], panel=panel.id),
                                          phrase("po.q.house_rule_off")), ("PO-STAY", "PO-STICK"), False)
    if refused:  # another rule stops it (a side with no poster left...): its own words
        return Answer(phrase("po.q.no"), tuple(e.text for e in refused), tuple(dict.fromkeys(e.rule for e in refused)),
                      False)
    # The rules let a stay stick only under the house rule (PO-HOUSE-STAY): the answer names it.
    return Answer(phrase("po.q.yes"), (phrase("po.q.stay_sticks", side=state.names[side], panel=panel.id),),
                  ("PO-HOUSE-STAY", "PO-STICK"), True)
