"""Issue 17, "answers in view": the shared violation banner (components/violation_banner.py). It names the
broken rule in words at the top of the board, opens the full explanation on a tap, and keeps the rule's id
(with its text from the rule book when a catalogue has it) one more tap away, never in the line itself."""

from __future__ import annotations

import flet as ft
import pytest
from test_app_components import FakePage, find

from referee_app.components.violation_banner import ViolationBanner, broken_of, rule_book_text, rule_reason
from referee_app.state import AppState
from referee_app.store import Store
from scorers.i18n import phrase
from scorers.violations import Severity, Violation


@pytest.fixture
def app(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, "en")
    store.close()


TURN = phrase("pg.ui.refused_rule", rule="PG-TURN", text=phrase("ui.problem", text="It is Ana's turn"))
WARNED = Violation("seats", "PA-SEATS", Severity.WARNING, "rounds[1]", phrase("ui.problem", text="Same seats"))


def test_items_keep_the_rule_apart_from_its_words_errors_first():
    items = broken_of([WARNED, TURN, rule_reason("PA-MATCH", phrase("ui.problem", text="Over")),
                       phrase("ui.problem", text="no rule")])
    assert [(i.rule_id, i.error) for i in items] == [("PG-TURN", True), ("PA-MATCH", True), (None, True),
                                                      ("PA-SEATS", False)]


def test_the_rule_book_text_comes_from_the_catalogues_when_they_have_it():
    assert rule_book_text("PG-TURN", "en").startswith("Where turns are kept")
    assert rule_book_text("PG-TURN", "fr") and rule_book_text("PG-TURN", "fr") != rule_book_text("PG-TURN", "en")
    assert rule_book_text("PA-NO-SUCH-RULE", "en") is None


def test_the_banner_names_the_rule_in_words_and_the_id_is_one_tap_away(app):
    page = FakePage()
    banner = ViolationBanner(page, app)
    assert not banner.shown
    banner.show((TURN, phrase("ui.problem", text="Another")))
    assert banner.shown and banner.words.value == "It is Ana's turn" and "PG-TURN" not in banner.words.value
    assert banner.more.value == "and 1 more: tap for the full explanation"
    banner.box.on_click(None)  # the full explanation
    dialog = page.dialogs[-1]
    assert find(dialog.content, "violation-banner-item-1").value == "Another"
    rule = find(dialog.content, "violation-banner-rule-text-0")
    assert rule.value.startswith("PG-TURN: Where turns are kept")
    holder = next(c for c in dialog.content.controls if isinstance(c, type(dialog.content)))
    text_box = holder.controls[1]
    assert text_box.visible is False
    find(dialog.content, "violation-banner-rule-0").on_click(None)  # the id, tapped: the rule's text
    assert text_box.visible is True
    find(banner.control, "violation-banner-close").on_click(None)
    assert not banner.shown


def test_a_warning_is_amber_and_nothing_to_say_hides_the_banner(app):
    banner = ViolationBanner(FakePage(), app)
    banner.show([WARNED])
    assert banner.shown and banner.box.bgcolor == "#F57C00"
    banner.show([])
    assert not banner.shown


def test_the_banner_takes_its_own_room_above_the_status_and_the_board(app):
    """Issue 36 item 9: laid over the top of the content, the banner covered Hundsgemein's street labels and
    status line and Défense d'afficher's Chance button. It is now in the slot's column, above the status line,
    and the board comes after the slot: whatever its height, it lies over nothing. The status line keeps a slot
    of fixed height while it says something (its changes move nothing), and none at all while it says nothing
    (issue 26.6: no empty band); the banner, hidden, takes no room either."""
    from referee_app.components.violation_banner import SLOT_HEIGHT

    banner = ViolationBanner(FakePage(), app)
    status = ft.Text("The match goes on")
    slot = banner.slot(status)
    parts = slot.content
    assert parts.controls[0] is banner.control and not banner.control.visible
    room = parts.controls[1]
    assert room.content is status and room.height == SLOT_HEIGHT
    board = ft.Column([ft.Text("the board")])
    column = banner.column(slot, board)
    assert isinstance(column, ft.Column) and column.controls == [slot, board] and column.expand
    banner.show([TURN])
    assert banner.shown and banner.control.visible and room.height == SLOT_HEIGHT
    assert banner.words.max_lines is None  # every word of the rule, on as many lines as it takes
    room.before_update()
    assert room.visible
    status.value = ""
    room.before_update()
    assert not room.visible  # nothing to say: no room taken
