"""The rules questions that start arguments at a Loopit table, answered from the game as it stands: the
turns written (`state`) and the tiles of the turn being played (`pending`, in the order laid).

- "May this tile go here?" (`may_lay`): `check_placement` on the board the game leaves, this turn's tiles
  on it (LP-FREE, LP-EDGE, LP-CUT, LP-CONNECT), and LP-THREE; with what the tile would score.
- "What does this turn score?" (`turn_points`): the scorer's own `turn_score` and its explanation.
- "May I swap?" (`may_swap`): LP-SWAP: only instead of laying, only when none of the player's tiles can be
  laid (the table says whether one fits: the rack is not on the board); over once nothing can be laid.

A turn that cannot be (a tile of it breaks a rule, the game is over) is answered with the reason (`yes`
None), never with an answer to another question.
"""

from __future__ import annotations

from scorers.answers import Answer
from scorers.i18n import phrase
from scorers.loopit.checks import check_placement, check_turn, end_of_game, final_board, open_ends, side_phrase
from scorers.loopit.model import LoopitState, Placement, Turn
from scorers.loopit.rules import MAX_TILES_PER_TURN, RACK_SIZE
from scorers.loopit.scoring import placement_score, turn_explanation, turn_score
from scorers.loopit.tiles import Square, Tile

#: Question ids in the order the app offers them.
QUESTIONS = ("lay", "points", "swap")
BOARD_MODE = "board"




def _turn(state: LoopitState, pending: tuple) -> Turn:
    return Turn(state.seat_of_turn(len(state.turns)), tuple(pending))


def _not_a_position(state: LoopitState, pending: tuple, board_only: bool) -> Answer | None:
    """The answer when the question cannot be asked here: the game over, a board question in light mode, or
    a tile of this turn that breaks a rule (the turn cannot be played on)."""
    ending = end_of_game(state)
    if ending.over:
        rule = "LP-FINAL" if state.final is not None else "LP-END"  # entered as its totals, or played out
        return Answer(phrase("lp.q.not_a_position"), (ending.reason,), (rule,), None)
    if board_only and state.mode != BOARD_MODE:
        return Answer(phrase("lp.q.not_a_position"), (phrase("lp.q.light_mode"),), ("LP-BOARD",), None)
    found = [v for v in check_turn(state, len(state.turns), _turn(state, pending), _board(state)) if v.is_error]
    if found:
        return Answer(phrase("lp.q.not_a_position"), (phrase("lp.q.turn_breaks"), *(v.text for v in found)),
                      tuple(dict.fromkeys(v.rule_id for v in found)), None)
    return None


def _board(state: LoopitState) -> dict[Square, Tile]:
    return final_board(state) if state.mode == BOARD_MODE else {}


def _with_pending(state: LoopitState, pending: tuple) -> dict[Square, Tile]:
    laid = _board(state)
    for tile in pending:
        if isinstance(tile, Placement):
            laid.setdefault(tile.square, tile.tile)
    return laid


def may_lay(state: LoopitState, pending: tuple, square: Square, tile: Tile) -> Answer:
    """May this tile go on this square now, after this turn's tiles?"""
    impossible = _not_a_position(state, pending, board_only=True)
    if impossible:
        return impossible
    if not tile.sides:
        return Answer(phrase("lp.q.not_a_position"), (phrase("lp.q.no_sides"),), ("LP-TILES",), None)
    if len(pending) >= MAX_TILES_PER_TURN:
        return Answer(phrase("lp.q.no"), (phrase("lp.q.three_laid", most=MAX_TILES_PER_TURN),), ("LP-THREE",),
                      False)
    laid = _with_pending(state, pending)
    found = check_placement(state.board, laid, square, tile, square.name())
    if found:
        return Answer(phrase("lp.q.no"), tuple(v.text for v in found), tuple(dict.fromkeys(v.rule_id for v in found)),
                      False)
    scored = placement_score(state.board, laid, Placement(square, tile))
    return Answer(phrase("lp.q.yes"), (phrase("lp.q.may_lay", square=square.name()), *scored.explain()),
                  ("LP-CONNECT", "LP-CUT", "LP-EDGE", "LP-POINTS"), True)


def turn_points(state: LoopitState, pending: tuple) -> Answer:
    """What does the turn being played score, with the tiles laid so far?"""
    impossible = _not_a_position(state, pending, board_only=False)
    if impossible:
        return impossible
    scored = turn_score(state.board, _board(state), _turn(state, pending))
    if not pending:
        return Answer(phrase("lp.q.points", points=0), (phrase("lp.q.nothing_laid"),), ("LP-POINTS", "LP-SWAP"),
                      None)
    return Answer(phrase("lp.q.points", points=scored.points), turn_explanation(state, scored), ("LP-POINTS",), True)


def may_swap(state: LoopitState, pending: tuple, one_fits: bool) -> Answer:
    """May the player whose turn it is swap their tiles? `one_fits`: the table says one of their tiles can be
    laid somewhere (the rack is theirs to look at)."""
    impossible = _not_a_position(state, pending, board_only=False)
    if impossible:
        return impossible
    if pending:
        return Answer(phrase("lp.q.no"), (phrase("lp.q.swap_after_laying", n=len(pending)),), ("LP-SWAP",), False)
    if one_fits:
        return Answer(phrase("lp.q.no"), (phrase("lp.q.swap_one_fits", rack=RACK_SIZE),), ("LP-SWAP",), False)
    reasons = [phrase("lp.q.swap_yes", rack=RACK_SIZE)]
    if state.mode == BOARD_MODE:
        laid = _board(state)
        ends = open_ends(state.board, laid)
        if ends:
            reasons.append(phrase("lp.q.open_ends", n=len(ends), ends=[
                phrase("lp.q.open_end", square=square.name(), side=side_phrase(side)) for square, side in ends]))
        elif not laid:  # LP-START not entered yet: no line on the board ("The squares lines lead into: .")
            reasons.append(phrase("lp.q.no_start", square=state.board.centre.name()))
    return Answer(phrase("lp.q.yes"), tuple(reasons), ("LP-SWAP",), True)
