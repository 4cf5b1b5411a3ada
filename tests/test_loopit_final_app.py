"""Loopit's final totals in the app, without a renderer (issue 24, LP-FINAL): while no turn is entered the pad
offers a field per player; Enter goes to the next player and, in the last, enters the finished game (one change,
one undo); bad input is refused in place, in the reader's language, the typed totals kept."""

from __future__ import annotations

import asyncio
import inspect
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_app_components import FakePage, find

from referee_app.changes import Change, Refusal
from referee_app.games.loopit import document as lp
from referee_app.games.loopit.screen import LoopitScreen
from referee_app.state import AppState
from referee_app.store import Store
from scorers.loopit import final_limit, parse
from scorers.registry import find_game

PLAYERS = [{"name": "Anna", "colour": "red"}, {"name": "Ben", "colour": "blue"}, {"name": "Chloé", "colour": "green"}]


@pytest.fixture(params=["en", "fr"])
def app(tmp_path, request):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, device_language=request.param)
    store.close()


def new_screen(app, variant: str = "standard") -> LoopitScreen:
    record = app.create_game(find_game("loopit"), "Anna, Ben, Chloé", lp.new_document(PLAYERS, variant))
    screen = LoopitScreen(FakePage(), app, record.id, lambda *r: None)
    screen.view()
    return screen


def shown(screen, identifier: str) -> bool:
    try:
        find(screen.body.controls, identifier)
    except LookupError:
        return False
    return True


def type_totals(screen, *texts: str) -> list[int]:
    """Each total typed in its field and Enter, as on the number pad (Enter in the last enters them); returns the
    fields Enter moved the focus to (without a renderer there is no focus to move: it is noted)."""
    focused: list[int] = []
    # Flet awaits a handler only when it is a coroutine function (a lambda returning a coroutine never runs)
    assert all(inspect.iscoroutinefunction(f.on_submit) for f in screen.final.fields)
    for seat, field in enumerate(screen.final.fields):
        async def focus(seat=seat) -> None:
            focused.append(seat)
        field.focus = focus
    for seat, text in enumerate(texts):
        field = screen.final.fields[seat]
        field.value = text
        asyncio.run(field.on_submit(SimpleNamespace(control=field)))
    assert screen.settle()  # saved as any change is (on Flet's loop, a task saves it once the paint is sent)
    return focused


def test_final_totals_typed_player_by_player_enter_the_finished_game(app):
    """LP-FINAL: the totals typed, Enter to the next player and in the last: the game is over and won by the
    highest, saved in the same game file, the pad saying the totals are the table's word; the entry is gone."""
    screen = new_screen(app)
    assert shown(screen, "lp-final") and shown(screen, "pad-points-only")  # beside the points-only entry
    assert type_totals(screen, "142", "97", "120") == [1, 2]
    assert screen.doc.file["final"] == {"Anna": 142, "Ben": 97, "Chloé": 120} and screen.doc.file["turns"] == []
    assert screen.report.over and screen.report.sheet.winners == ("Anna",)
    assert [find(screen.body.controls, f"pad-total-{s}").content.value for s in range(3)] == [
        "142", "97", "120"]
    assert shown(screen, "pad-final-legend") and shown(screen, "final-line-2")
    assert not shown(screen, "lp-final") and not shown(screen, "enter-turn")
    assert app.store.games.get(screen.record.id).data["file"]["final"]["Anna"] == 142


def test_a_refused_total_is_said_in_place_in_the_readers_language_and_the_typed_totals_stay(app):
    """A total that is not a number, or more than a player can score, is refused under the fields, in the
    reader's language, naming the player; nothing is written and what was typed stays to correct."""
    screen = new_screen(app)
    type_totals(screen, "142", "9x", "120")
    said = find(screen.body.controls, "lp-final-said").value
    assert "Ben" in said and ("n’est pas un nombre" in said if app.lang == "fr" else "is not a number" in said)
    assert "final" not in screen.doc.file and screen.final.typed() == ["142", "9x", "120"]
    type_totals(screen, "142", "99999", "120")
    said = find(screen.body.controls, "lp-final-said").value
    assert "LP-FINAL" in said or "99999" in said
    assert ("total final" in said) if app.lang == "fr" else ("final total" in said)
    assert "final" not in screen.doc.file and screen.final.typed() == ["142", "99999", "120"]
    type_totals(screen, "142", "99", "120")
    assert screen.doc.file["final"]["Ben"] == 99 and screen.final.said.value == ""


def test_one_undo_takes_the_final_totals_back_and_offers_the_entry_again(app):
    """One undo takes back the totals entered (one change), and the entry is offered again."""
    screen = new_screen(app)
    type_totals(screen, "40", "40", "12")
    assert screen.report.sheet.winners == ("Anna", "Ben")  # equal totals share the win (LP-WIN)
    screen.undo()
    assert screen.settle()
    assert "final" not in screen.doc.file and not screen.report.over
    assert "final" not in app.store.games.get(screen.record.id).data["file"]
    assert shown(screen, "lp-final") and shown(screen, "enter-turn")


def test_the_entry_is_offered_only_while_no_turn_is_entered(app):
    """The totals are the whole game's record: once a turn is written the entry goes (it sat under the buttons:
    nothing above it moves), and the document refuses totals beside turns."""
    screen = new_screen(app)
    screen.open_points()
    screen.declare("28")
    screen.tab = "pad"
    screen.refresh()
    assert not shown(screen, "lp-final")
    refused = lp.enter_final(screen.doc, {"Anna": "1", "Ben": "2", "Chloé": "3"})
    assert isinstance(refused, Refusal)


def test_the_document_writes_whole_totals_and_refuses_what_the_rules_refuse():
    """`enter_final` writes 142.0 typed as 142, refuses a missing number naming the player, and a total the rules
    refuse in the rule's words (LP-FINAL)."""
    doc = lp.new_document(PLAYERS[:2], "fixed-turns")
    change = lp.enter_final(doc, {"Anna": "142,0", "Ben": " 3 "})
    assert isinstance(change, Change) and change.doc.file["final"] == {"Anna": 142, "Ben": 3}
    assert isinstance(lp.enter_final(change.doc, {"Anna": "1", "Ben": "2"}), Refusal)  # the game is over
    empty = lp.enter_final(doc, {"Anna": "", "Ben": "3"})
    assert isinstance(empty, Refusal) and empty.reasons[0].params["player"] == "Anna"
    over = lp.enter_final(doc, {"Anna": "3121", "Ben": "3"})  # 2 players, fixed turns: 13 x 240 at most
    assert isinstance(over, Refusal) and over.reasons[0].params["rule"] == "LP-FINAL"


@settings(max_examples=150, deadline=None)
@given(st.lists(st.one_of(st.text(max_size=8), st.integers(-10, 7000).map(str),
                          st.floats(allow_nan=True, allow_infinity=True).map(str)), min_size=2, max_size=2))
def test_property_whatever_is_typed_the_totals_are_entered_or_refused_never_raised(texts):
    """Whatever is typed in the fields, `enter_final` answers a change or a refusal (never raises); a change
    writes whole totals from 0 to the most a player can score, and the game it makes is over."""
    doc = lp.new_document(PLAYERS[:2], "standard")
    answer = lp.enter_final(doc, dict(zip(("Anna", "Ben"), texts)))
    assert isinstance(answer, (Change, Refusal))
    if isinstance(answer, Change):
        totals = answer.doc.file["final"]
        most = final_limit(parse(answer.doc.file))
        assert all(isinstance(t, int) and 0 <= t <= most for t in totals.values())
        assert lp.report(answer.doc).over is True
