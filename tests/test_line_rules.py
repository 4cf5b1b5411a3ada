"""Issue 17, "answers in view": "Rule ids stay available (tap to read the rule's text from the rule book) but
are not printed in every line." Paleo's and the derived games' lines did so; Hundsgemein's streets, the track
games' tokens and Loopit's turns still ended every line with its ids ("… (HG-MAJORITY, HG-MAJORITY-TIE)").
Each line now says its explanation alone, and a tap on it opens its rules with their rule-book text. Built
without a renderer (see test_app_components)."""

from __future__ import annotations

import re
from typing import Any

import flet as ft
import pytest
from test_app_components import FakePage, controls_in, find, ready_game, texts

from referee_app.components.violation_banner import rule_book_text
from referee_app.fronts import front
from referee_app.games.hundsgemein.screen import GameScreen as HgScreen
from referee_app.games.loopit import document as lp
from referee_app.games.loopit.screen import LoopitScreen
from referee_app.games.track.screen import GameScreen as TrackScreen
from referee_app.state import AppState
from referee_app.store import Store
from scorers.registry import find_game
from scorers.track import example_boards

#: A rule id as the rule books write them: "HG-MAJORITY", "LP-POINTS", "NU-SCORE"...
RULE_ID = re.compile(r"\b[A-Z]{2,4}(-[A-Z0-9]+)+\b")


@pytest.fixture
def app(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, device_language="fr")
    store.close()


def line_shows_no_id_and_opens_its_rules(page: FakePage, line: Any) -> list[str]:
    """The line's words carry no rule id; a tap on it shows a dialog with each of its rules and their text."""
    shown = " ".join(texts(line))
    assert not RULE_ID.search(shown), shown
    assert line.on_click is not None, "the line is tappable"
    before = len(page.dialogs)
    line.on_click(None)
    assert len(page.dialogs) == before + 1
    said = texts(page.dialogs[-1].content)
    assert said and all(RULE_ID.match(item) for item in said), said
    return said


def test_a_hundsgemein_street_line_opens_its_rules(app):
    game_id = ready_game(app)
    page = FakePage()
    screen = HgScreen(page, app, game_id, lambda *r: None)
    screen.view()
    screen.tab = "score"
    screen.refresh()
    said = line_shows_no_id_and_opens_its_rules(page, find(screen.body.controls, "street-H1"))
    assert f"HG-MAJORITY : {rule_book_text('HG-MAJORITY', 'fr')}" in said  # French spacing before the colon


def test_a_track_token_line_opens_its_rules(app):
    info = find_game("numeri")
    players = [{"name": "Anna", "colour": "yellow"}, {"name": "Ben", "colour": "blue"}]
    record = app.create_game(info, "Anna, Ben", front(info).new_document(info, players, None))
    page = FakePage()
    screen = TrackScreen(page, app, record.id, lambda *r: None)
    screen.view()
    screen.tap_cell(example_boards("numeri")["numeri-example"]["cells"].index(25))
    screen.tap_token(1, 2)
    screen.tab = "score"
    screen.refresh()
    lines = [item.content for item in controls_in(screen.body.controls)
             if isinstance(item, ft.Semantics) and (item.identifier or "").startswith("line-")]
    assert lines
    line_shows_no_id_and_opens_its_rules(page, lines[0])


def test_a_loopit_turn_line_opens_its_rules(app):
    game = find_game("loopit")
    players = [{"name": "Anna", "colour": "red"}, {"name": "Ben", "colour": "blue"}]
    doc = lp.declare_points(lp.new_document(players, "standard", "board"), "28").doc
    record = app.create_game(game, "Anna, Ben", doc)
    page = FakePage()
    screen = LoopitScreen(page, app, record.id, lambda *r: None)
    screen.view()
    said = line_shows_no_id_and_opens_its_rules(page, find(screen.body.controls, "turn-line-1"))
    assert any(item.startswith("LP-POINTS") for item in said)
