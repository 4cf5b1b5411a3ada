"""The rules questions, each answer resting on its rule (scorers/paleo/questions.py)."""

from __future__ import annotations

import pytest

from scorers.i18n import render, sentence
from scorers.paleo.questions import Touched, freeing, may, returned, sanctuary, several
from scorers.paleo.rules import ESCARMOUCHE, PALEO, ROI


def text(answer, lang="en") -> str:
    return " ".join(sentence(r, lang) for r in answer.reasons)


@pytest.mark.parametrize("game, piece, target, yes, rule", [
    (PALEO, "mercenary", "explorer", True, "PA-MERCENARY"),
    (PALEO, "mercenary", "mercenary", True, "PA-MERCENARY"),
    (PALEO, "explorer", "mercenary", False, "PA-EXPLORER"),
    (ROI, "explorer", "king", True, "RO-EXPLORER"),
    (ROI, "explorer", "mercenary", False, "RO-EXPLORER"),
    (ROI, "mercenary", "king", False, "RO-MERCENARY"),
    (ROI, "mercenary", "explorer", True, "RO-MERCENARY"),
    (ROI, "king", "king", True, "RO-KING"),
    (ROI, "king", "explorer", False, "RO-KING"),
    (ESCARMOUCHE, "plain", "plain", False, "ES-PIECES"),
    (ESCARMOUCHE, "killer", "killer", True, "ES-KILL"),
])
def test_may_capture_by_piece_type_per_game(game, piece, target, yes, rule):
    """PA-MERCENARY, PA-EXPLORER, RO-*, ES-*: what each piece may capture, per game."""
    answer = may(game, piece, "capture", target)
    assert answer.yes is yes and answer.rules == (rule,)


def test_may_take_key_only_explorers():
    """PA-EXPLORER / PA-MERCENARY: Explorers take keys, Mercenaries never do."""
    assert may(PALEO, "explorer", "take_key").yes is True
    answer = may(PALEO, "mercenary", "take_key")
    assert answer.yes is False and answer.rules == ("PA-MERCENARY",)
    assert text(answer) == "Mercenaries entering an opposing sanctuary take no key."


def test_may_open_door_only_explorers_and_only_with_both_keys():
    """PA-EXPLORER / PA-DOOR: only an Explorer opens the door, once both keys are taken."""
    answer = may(PALEO, "explorer", "open_door")
    assert answer.yes and answer.rules == ("PA-EXPLORER", "PA-DOOR")
    assert "already on the door when the last key is taken" in text(answer)
    assert may(PALEO, "mercenary", "open_door").yes is False


def test_may_no_keys_in_le_roi():
    """RO-PIECES: in Le Roi the key pieces are kings; no key to take, no door."""
    answer = may(ROI, "explorer", "take_key")
    assert answer.yes is False and "the key pieces are the kings" in text(answer)


def test_may_a_piece_not_in_the_game():
    """A question about a piece the game does not have says so, without raising."""
    answer = may(PALEO, "king", "capture")
    assert render(answer.verdict) == "No." and "There are no kings in Paleo" in text(answer)


def test_pa_multi_all_outside_are_captured():
    """PA-MULTI: a Mercenary touching several pieces outside their base camp captures them all."""
    assert several([Touched(), Touched(), Touched()]).captured == (0, 1, 2)


def test_pa_multi_in_base_camp_only_the_first():
    """PA-MULTI: pieces in their base camp: only the first touched is captured."""
    answer = several([Touched(in_base_camp=True), Touched(in_base_camp=True)])
    assert answer.captured == (0,)
    assert "was not the first touched there: not captured" in text(answer)


def test_pa_multi_one_outside_one_inside_both():
    """PA-MULTI: one piece outside and one in its base camp: both are captured."""
    assert several([Touched(in_base_camp=True), Touched()]).captured == (0, 1)
    assert several([Touched(), Touched(in_base_camp=True)]).captured == (0, 1)


def test_pa_multi_order_unknown_asks_which_is_nearest():
    """PA-MULTI: when which was touched first cannot be told, the nearest to the Mercenary after the shot is
    captured, and the table says which it is: without that, the answer is the question, never "piece 1"."""
    camp = [Touched(in_base_camp=True), Touched(in_base_camp=True), Touched()]
    asked = several(camp, order_known=False)
    assert asked.yes is None and asked.captured == (2,)  # the piece outside its camp is captured whatever
    assert render(asked.verdict) == "Which is nearest to the Mercenary after the shot: pieces 1 and 2? Only that " \
                                    "one of them is captured."
    first = several(camp, order_known=False, nearest=0)
    second = several(camp, order_known=False, nearest=1)
    assert first.captured == (0, 2) and second.captured == (1, 2)
    assert "Piece 2 is nearest to the Mercenary after the shot" in text(second)
    assert "Piece 1 is in its base camp and is not the nearest" in text(second)


def test_pa_multi_order_unknown_one_piece_in_camp_needs_no_question():
    """PA-MULTI: with one piece in its base camp there is nothing to ask: it is captured."""
    answer = several([Touched(in_base_camp=True), Touched()], order_known=False)
    assert answer.captured == (0, 1) and answer.yes is True


def test_pa_multi_the_nearest_must_be_a_piece_touched_in_its_camp():
    """A piece said to be nearest that was not touched in its base camp is not a position the question fits:
    the answer says why, not an answer to another question."""
    answer = several([Touched(in_base_camp=True), Touched()], order_known=False, nearest=1)
    assert answer.yes is None and answer.captured == ()
    assert "Piece 2 is not one of the pieces the Mercenary touched in their base camp" in text(answer)


def test_pa_direct_only_pieces_the_played_mercenary_touches():
    """PA-DIRECT: a Mercenary captures only what it touches itself, in a shot where it is played."""
    assert several([Touched(direct=False), Touched()]).captured == (1,)
    answer = several([Touched()], played=False)
    assert answer.captured == () and answer.rules == ("PA-DIRECT",)


def test_pa_safe_return_the_piece_just_back_cannot_be_captured():
    """PA-SAFE-RETURN: the turn a piece goes back to its camp after a sanctuary, it cannot be captured."""
    answer = several([Touched(in_base_camp=True, just_returned=True), Touched(in_base_camp=True)])
    assert answer.captured == (1,) and "PA-SAFE-RETURN" in answer.rules
    assert returned().yes is False and returned().rules == ("PA-SAFE-RETURN",)
    assert "nothing happens when an opposing Mercenary touches it" in text(returned())


def test_pa_multi_in_le_roi_a_mercenary_does_not_take_the_king():
    """RO-MERCENARY: in Le Roi a Mercenary touching a king and an Explorer captures the Explorer only."""
    answer = several([Touched(kind="king"), Touched()], game=ROI)
    assert answer.captured == (1,) and "RO-MERCENARY" in answer.rules


def test_pa_own_sanctuary_back_to_camp_no_exchange_no_key():
    """PA-OWN-SANCTUARY: own side's sanctuary: back to the base camp, no exchange, no key."""
    answer = sanctuary(2, "explorer", "own")
    assert "PA-OWN-SANCTUARY" in answer.rules and "no exchange, no key" in text(answer)


def test_pa_opposing_sanctuary_explorer_takes_the_key_and_exchanges_at_two():
    """PA-OPPOSING-SANCTUARY / PA-EXCHANGE: an Explorer takes the key; at 2 players an exchange."""
    answer = sanctuary(2, "explorer", "opposing")
    assert {"PA-OPPOSING-SANCTUARY", "PA-EXCHANGE"} <= set(answer.rules)
    assert "also takes the sanctuary's key" in text(answer) and "exchanged" in text(answer)


def test_pa_opposing_sanctuary_mercenary_frees_at_three():
    """PA-FREE: at 3-4 players a piece entering an opposing sanctuary frees a captured piece; no key for a
    Mercenary."""
    answer = sanctuary(3, "mercenary", "opposing")
    assert "PA-FREE" in answer.rules and "take no key" in text(answer) and "frees one" in text(answer)


def test_pa_pushed_by_an_opponent_same_effects_even_a_mercenary():
    """PA-PUSHED: pushed in by an opposing piece, even a Mercenary, the piece is saved, not captured."""
    answer = sanctuary(2, "explorer", "opposing", pushed="mercenary")
    assert render(answer.verdict) == "Saved: it is not captured." and "PA-PUSHED" in answer.rules
    assert "Pushed in by an opposing Mercenary" in text(answer)
    assert "PA-PUSHED" in sanctuary(4, "mercenary", "own", pushed="explorer").rules


@pytest.mark.parametrize("players, rules", [(2, ("PA-EXCHANGE",)), (3, ("PA-FREE", "PA-FREE-3")),
                                            (4, ("PA-FREE", "PA-FREE-4"))])
def test_freeing_vs_exchanging(players, rules):
    """PA-EXCHANGE / PA-FREE: exchange at 2 players, free at 3 and 4."""
    assert freeing(players).rules == rules


def test_answers_read_in_french():
    answer = sanctuary(4, "explorer", "opposing", pushed="mercenary")
    assert "Poussé par un Mercenaire adverse" in text(answer, "fr")
    assert "coéquipier" in text(freeing(4), "fr")


def test_pa_sanctuary_a_piece_is_in_once_it_has_wholly_crossed_the_door():
    """PA-SANCTUARY: a piece enters when it wholly crosses the door; in and out on a rebound counts."""
    answer = sanctuary(2, "mercenary", "opposing")
    assert answer.rules[0] == "PA-SANCTUARY"
    assert "wholly crossed the door (in and out again on a rebound counts)" in text(answer)
    assert "entièrement franchi la porte" in text(answer, "fr")
