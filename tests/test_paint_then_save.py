"""Issue 18: a change or an undo is painted first and saved right after, for every game (the shared
`SavedGameScreen`), and nothing typed is ever lost on the way.

Flet 1.0 runs a plain handler on its event loop and sends the page once the handler returns, so a save
made inside the handler delays the paint by the database write. Here a handler is called the same way: a
plain call inside a running asyncio loop (`on_loop`), with a stand-in page that logs each update beside
each store write. Renderer-free; no timing is asserted, only the order of the calls.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Callable
from typing import Any

import pytest
from test_app_components import FakePage, find, ready_game
from test_app_reliability import msg, said

from referee_app.games.hundsgemein import document as hg
from referee_app.games.hundsgemein.screen import GameScreen
from referee_app.games.paleo import document as pa
from referee_app.games.paleo.screen import PaleoScreen
from referee_app.games.posters import document as po
from referee_app.games.posters.screen import GameScreen as PostersScreen
from referee_app.state import AppState
from referee_app.store import Store
from referee_app.store.errors import StoreError
from scorers.hundsgemein.geometry import index
from scorers.i18n import phrase, render
from scorers.registry import find_game


class LoggedPage(FakePage):
    """A page that writes each update into the shared log (next to the store's writes)."""

    def __init__(self, events: list[str]) -> None:
        super().__init__()
        self.events = events

    def update(self, *_: Any) -> None:
        self.events.append("update")


@pytest.fixture
def app(tmp_path):
    return AppState(Store(tmp_path / "games.sqlite3"), device_language="en")


def logged(app: AppState, events: list[str]) -> None:
    """Log every write of the store that a change or an undo makes."""
    games = app.store.games
    for name in ("save", "undo", "redo"):
        method = getattr(games, name)
        setattr(games, name, lambda *a, _m=method, _n=name, **k: (events.append(_n), _m(*a, **k))[1])


def on_loop(handler: Callable[[], Any]) -> list[Any]:
    """Call `handler` as Flet calls a plain handler (inside its running event loop); return what it
    returned, then let the loop run what the handler left for after it (the save)."""
    results: list[Any] = []

    async def event() -> None:
        results.append(handler())
        for _ in range(5):
            await asyncio.sleep(0)

    asyncio.run(event())
    return results


def hundsgemein(app: AppState, events: list[str]) -> GameScreen:
    screen = GameScreen(LoggedPage(events), app, ready_game(app), lambda *r: None)
    screen.view()
    logged(app, events)
    return screen


def test_a_tile_is_painted_before_its_save_and_saved_before_the_loop_goes_on(app):
    """The handler sends the board (page.update) and returns before the store writes; the save follows
    as soon as the loop runs, on the revision the tile was laid on."""
    events: list[str] = []
    screen = hundsgemein(app, events)
    before = screen.record.revision
    seen_at_return: list[Any] = []

    def tap() -> None:
        screen.tap_block(index(0, 0))
        seen_at_return.append((list(events), app.record(screen.record.id).revision, screen.record.can_undo))

    on_loop(tap)
    shown, revision_then, undo_shown = seen_at_return[0]
    assert "update" in shown and "save" not in shown, shown  # painted, not yet written
    assert revision_then == before and undo_shown  # the undo button is offered with the paint
    assert events.index("save") > events.index("update")
    saved = app.record(screen.record.id)
    assert saved.revision == before + 1 == screen.record.revision
    assert hg.tile_at(hg.HgDocument.model_validate(saved.data), index(0, 0)) is not None


def test_two_quick_taps_are_both_saved_in_order(app):
    """A second tap before the first one's save: the first is saved first, the second on top of it."""
    events: list[str] = []
    screen = hundsgemein(app, events)
    before = screen.record.revision

    def taps() -> None:
        screen.tap_block(index(0, 0))
        screen.tap_block(index(2, 2))  # before the loop ran the first save

    on_loop(taps)
    saved = app.record(screen.record.id)
    doc = hg.HgDocument.model_validate(saved.data)
    assert saved.revision == before + 2 and events.count("save") == 2
    assert hg.tile_at(doc, index(0, 0)) is not None and hg.tile_at(doc, index(2, 2)) is not None
    assert app.undo(saved.id).revision == before + 1  # one undo step each


def test_a_failed_save_shows_the_saved_game_and_says_so(app, monkeypatch):
    """The disk refuses the write after the tile was painted: the screen goes back to the game as the
    store has it, and the user is told in words."""
    events: list[str] = []
    screen = hundsgemein(app, events)
    before = app.record(screen.record.id)

    def broken(*_: Any, **__: Any) -> None:
        raise StoreError("the saved games could not be written: disk I/O error")

    monkeypatch.setattr(app.store.games, "save", broken)
    on_loop(lambda: screen.tap_block(index(0, 0)))
    assert app.record(screen.record.id) == before
    assert hg.tile_at(screen.doc, index(0, 0)) is None and screen.record == before
    assert said(screen.page) == msg("ui.failed")
    assert events[-1] == "update"  # the repaint is sent, though no handler is running any more


def test_a_save_overtaken_by_another_phone_is_refused_and_the_other_game_shown(app, tmp_path):
    """Table mode: another session saves between this one's paint and save. The painted tile is not
    written over the other change: refused as stale, said, and the store's game shown."""
    events: list[str] = []
    screen = hundsgemein(app, events)
    other = Store(tmp_path / "games.sqlite3")

    def tap_then_other_phone() -> None:
        screen.tap_block(index(0, 0))
        doc = hg.HgDocument.model_validate(other.games.get(screen.record.id).data)
        other.games.save(screen.record.id, hg.place(doc, index(3, 3), 1, 2).doc.model_dump(mode="json"), "other")

    on_loop(tap_then_other_phone)
    doc = hg.HgDocument.model_validate(app.record(screen.record.id).data)
    assert hg.tile_at(doc, index(3, 3)) is not None and hg.tile_at(doc, index(0, 0)) is None
    assert hg.tile_at(screen.doc, index(3, 3)) is not None and hg.tile_at(screen.doc, index(0, 0)) is None
    assert said(screen.page) == msg("ui.stale")
    other.close()


def test_an_undo_is_painted_before_the_store_moves_and_still_undoes(app):
    events: list[str] = []
    screen = hundsgemein(app, events)
    screen.tap_block(index(0, 0))  # outside a loop: saved before the call returns
    laid = app.record(screen.record.id)
    events.clear()
    seen: list[Any] = []

    def undo() -> None:
        screen.undo()
        seen.append((list(events), app.record(laid.id).revision))

    on_loop(undo)
    assert "update" in seen[0][0] and "undo" not in seen[0][0] and seen[0][1] == laid.revision
    assert hg.tile_at(screen.doc, index(0, 0)) is None and screen.record.can_redo
    assert app.record(laid.id).revision == laid.revision - 1 == screen.record.revision
    on_loop(screen.redo)
    assert app.record(laid.id).revision == laid.revision and hg.tile_at(screen.doc, index(0, 0)) is not None


def test_a_failed_undo_save_shows_the_game_as_stored(app, monkeypatch):
    events: list[str] = []
    screen = hundsgemein(app, events)
    screen.tap_block(index(0, 0))
    laid = app.record(screen.record.id)

    def broken(*_: Any, **__: Any) -> None:
        raise StoreError("the saved games could not be written: database is locked")

    monkeypatch.setattr(app.store.games, "undo", broken)
    on_loop(screen.undo)
    assert app.record(laid.id) == laid and screen.record.revision == laid.revision
    assert hg.tile_at(screen.doc, index(0, 0)) is not None and said(screen.page) == msg("ui.failed")


def test_a_kill_between_paint_and_save_leaves_the_store_without_the_tap(app, tmp_path):
    """The app killed after the paint: what the next start shows (the store, read by a new process) is
    the game without the tap; nothing half-written. (The client that showed the tap lost its server,
    which Flet shows; the screen it gets again is built from the store.)"""
    events: list[str] = []
    screen = hundsgemein(app, events)
    before = app.record(screen.record.id)

    async def killed() -> None:
        screen.tap_block(index(0, 0))  # painted; the loop never runs again (the process dies here)

    loop = asyncio.new_event_loop()
    loop.run_until_complete(killed())
    assert "save" not in events
    with sqlite3.connect(tmp_path / "games.sqlite3") as db:  # what a restarted app reads
        revision = db.execute("SELECT revision FROM games WHERE id = ?", (before.id,)).fetchone()[0]
    assert revision == before.revision
    loop.close()


def test_posters_and_paleo_use_the_shared_paint_then_save():
    """The derived screens fold into the shared change: none overrides the save path any more."""
    from referee_app.components.saved_game import SavedGameScreen
    from referee_app.games.paleo_games.screen import MatchScreen

    for screen in (PostersScreen, MatchScreen, PaleoScreen, GameScreen):
        for name in ("commit", "_apply", "apply", "settle", "propose"):
            assert getattr(screen, name) is getattr(SavedGameScreen, name), (screen.__name__, name)
    assert PostersScreen.change.__doc__ and "shared change" in PostersScreen.change.__doc__


def test_a_poster_move_is_painted_before_its_save(app):
    events: list[str] = []
    two = po.new_document([{"members": ["Anna"]}, {"members": ["Ben"]}], "full")
    record = app.create_game(find_game("posters"), "Anna, Ben", two)
    screen = PostersScreen(LoggedPage(events), app, record.id, lambda *_: None)
    screen.view()
    logged(app, events)
    events.clear()
    on_loop(lambda: screen.move("forward", 4))
    assert events.index("update") < events.index("save"), events
    assert app.record(record.id).revision == record.revision + 1 == screen.record.revision


def test_a_paleo_round_is_painted_before_its_save(app):
    events: list[str] = []
    record = app.create_game(find_game("paleo"), "Alice, Bruno", pa.new_document(
        "paleo", [{"name": "Alice", "colour": "yellow"}, {"name": "Bruno", "colour": "blue"}]))
    screen = PaleoScreen(LoggedPage(events), app, record.id, lambda *_: None)
    view = screen.view()
    logged(app, events)
    returned: list[list[str]] = []

    def door() -> None:
        find(view.controls, "pa-door-0").on_click(None)
        returned.append(list(events))

    on_loop(door)
    assert "save" not in returned[0] and "save" in events
    assert len(app.record(record.id).data["file"]["rounds"]) == 1


def test_the_language_is_never_read_from_the_store_and_a_new_choice_seen_at_once(app):
    """A repaint says a dozen texts; the language is the session's own (issue 26: each browser its own), so
    no text asks the store (issue 18), and a language chosen in Settings is used by the very next text."""
    reads: list[str] = []
    get = app.store.settings.get
    app.store.settings.get = lambda key, *a: (reads.append(key), get(key, *a))[1]
    for _ in range(12):
        app.t("ui.undo")
    assert reads.count("language") == 0
    app.set_language("fr")
    assert app.t("ui.undo") == render(phrase("ui.undo"), "fr") != render(phrase("ui.undo"), "en")
    assert reads.count("language") == 0


def test_a_loopit_square_is_saved_even_if_its_handler_never_resumes(app):
    """Loopit's board handler paints, yields (Flet sends the paint), then saves. On the event loop the save
    is scheduled at the paint as well: a handler that is never resumed still leaves its tile saved."""
    from test_loopit_app import new_screen, pick

    from referee_app.games.loopit import document as lp
    from scorers.loopit import parse_square

    screen = new_screen(app)
    screen.view()
    screen.enter_turn()
    pick(screen, "NESW7")
    screen.tap_square(parse_square("f6"))  # the start tile, saved at once (outside a loop)
    pick(screen, "EW2")
    laid = app.record(screen.record.id)
    on_loop(lambda: next(screen.tap_steps(parse_square("g6"))))  # painted, then dropped at its yield
    saved = app.record(laid.id)
    assert saved.revision == laid.revision + 1 and saved.data["pending"][0]["at"] == "g6"
    assert lp.pending_squares(screen.doc) == [parse_square("g6")]
