"""Paleo's questions screen, "a Mercenary touches several pieces" with the order unknown (issue 29): the screen
asks which piece is nearest to the Mercenary after the shot, and answers from the table's choice; it never
declares "piece 1" on its own."""

from __future__ import annotations

import pytest
from test_app_components import find, texts

from referee_app.games.paleo.questions import QuestionsPanel
from referee_app.state import AppState
from referee_app.store import Store


@pytest.fixture
def panel(tmp_path):
    app = AppState(Store(tmp_path / "games.sqlite3"), device_language="en")
    return QuestionsPanel(app, "paleo", 2)


def answer(panel) -> str:
    return " ".join(texts(panel.several_answer.control))


def test_order_unknown_asks_which_piece_is_nearest_then_answers_from_the_choice(panel):
    """Two pieces touched in their base camp, which first unknown: the answer is the question; choosing
    piece 2 as nearest captures piece 2, choosing piece 1 captures piece 1."""
    controls = panel.controls()
    for k in (0, 1):
        find(controls, f"pq-camp-{k}").value = True
    switch = find(controls, "pq-order-known")
    switch.value = False
    switch.on_change(None)
    assert panel.nearest_box.visible
    assert "Which is nearest to the Mercenary after the shot: pieces 1 and 2?" in answer(panel)
    assert "Captured" not in answer(panel)
    find(controls, "pq-nearest-1").on_click(None)
    assert "Captured: piece 2." in answer(panel)
    find(controls, "pq-nearest-0").on_click(None)
    assert "Captured: piece 1." in answer(panel)


def test_order_known_needs_no_nearest(panel):
    """With the order known the first touched in its camp is captured and nothing is asked."""
    controls = panel.controls()
    for k in (0, 1):
        find(controls, f"pq-camp-{k}").value = True
    find(controls, "pq-camp-0").on_change(None)
    assert not panel.nearest_box.visible and "Captured: piece 1." in answer(panel)


def test_each_rule_an_answer_cites_opens_its_clause(tmp_path):
    """On a game's questions screen, each rule an answer cites has the button to its clause in the book."""
    from urllib.parse import parse_qs, urlsplit

    from test_rules_screen import Page

    app = AppState(Store(tmp_path / "games.sqlite3"), device_language="en")
    page = Page("/game/abc")
    panel = QuestionsPanel(app, "paleo", 2, page)
    controls = panel.controls()
    find(controls, "pq-several-answer-rule-PA-MULTI").on_click(None)
    task, (route,) = page.tasks[-1]
    assert urlsplit(route).path == "/rules/paleo" and parse_qs(urlsplit(route).query)["clause"] == ["PA-MULTI"]
    find(controls, "pq-game-paleo-roi").on_click(None)
    find(controls, "pq-target-king").on_click(None)
    find(controls, "pq-may-answer-rule-RO-EXPLORER").on_click(None)  # a Le Roi rule: Le Roi's book
    assert urlsplit(page.tasks[-1][1][0]).path == "/rules/paleo-roi"
