"""Défense d'afficher's table questions (scorers/posters/questions.py), each answered by playing the asked
turn on the game as it stands: the answer differs with the position and the house rules."""

from __future__ import annotations

import json
from pathlib import Path

from scorers.i18n import render
from scorers.posters import parse
from scorers.posters.questions import stick_after_staying

DATA = Path(__file__).parent / "data" / "posters"
ON_BRUSH_A = [{"side": "a", "do": [{"roll": 4, "move": 4}]}, {"side": "b", "do": [{"exchange": 1}]}]


def state(turns, house_rules=()):
    return parse({"game": "posters", "sides": ["Anna", "Ben"], "turns": turns, "house_rules": list(house_rules)})


def said(answer) -> str:
    return " ".join(render(p) for p in (answer.verdict, *answer.reasons))


def test_PO_STAY_staying_on_a_brush_square_does_not_stick():
    """Anna stands on panel A's brush square (she stopped there last turn): staying put is no arrival, so she
    may not stick (our ruling), and the answer says the house rule is off."""
    answer = stick_after_staying(state(ON_BRUSH_A))
    assert answer.yes is False and answer.rules == ("PO-STAY", "PO-STICK")
    assert "Staying put on the brush square of panel A is no arrival there: Anna may not stick." in said(answer)
    assert "is off in this game" in said(answer)


def test_PO_HOUSE_STAY_with_the_house_rule_staying_sticks():
    """The same position with the house rule "stay-sticks": yes, on panel A."""
    answer = stick_after_staying(state(ON_BRUSH_A, ["stay-sticks"]))
    assert answer.yes is True and answer.rules == ("PO-HOUSE-STAY", "PO-STICK")
    assert "Anna may stick on panel A" in said(answer)


def test_PO_STICK_off_a_brush_square_nothing_sticks_whatever_the_house_rule():
    """Anna still on her start square (no panel's brush): no, with or without the house rule."""
    for house in ((), ["stay-sticks"]):
        answer = stick_after_staying(state([], house))
        assert answer.yes is False and answer.rules == ("PO-STICK",)
        assert "Anna stands on square 0, which is no panel's brush square" in said(answer)


def test_a_finished_game_is_not_a_position_for_the_question():
    """After the winner's last poster no turn is played: the answer says so instead of answering."""
    finished = parse(json.loads((DATA / "four_sides_to_the_finish.json").read_text(encoding="utf-8")))
    answer = stick_after_staying(finished)
    assert answer.yes is None and answer.rules == ("PO-END",)
    assert render(answer.verdict) == "This position does not fit the question."


def test_the_turn_screen_asks_the_question_of_the_game_on_the_table(tmp_path):
    """The turn tab's "May I stick after staying put?" answers for the side to play, from the game as it
    stands: off a brush square at the start, then, once Anna stands on panel A's brush, no by our ruling;
    each rule cited opens its clause in the book."""
    from test_posters_app import find, start

    from referee_app.state import AppState
    from referee_app.store import Store

    app = AppState(Store(tmp_path / "games.sqlite3"), device_language="en")
    screen, page = start(app)
    find(screen.body, "po-q-stay").on_click(None)
    assert "Anna stands on square 0" in find(page.dialogs[-1].content, "po-q-stay-answer").value
    screen.move("forward", 4)  # Anna stops on panel A's brush square
    screen.move("backward", 1)  # Les Colleurs onto panel B's
    find(screen.body, "po-q-stay").on_click(None)
    answer = find(page.dialogs[-1].content, "po-q-stay-answer").value
    assert answer.startswith("No.") and "panel A is no arrival there: Anna may not stick" in answer
    find(page.dialogs[-1].content, "po-q-stay-rule-PO-STAY")
