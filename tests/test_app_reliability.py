"""The app when something goes wrong (issue 12): two screens on one game (defect 6), bad rows at start
(defect 7), a handler that raises, a document that would not parse, a game that cannot be drawn and its
recovery view (defect 8). Screens are built without a renderer (see test_app_components)."""

from __future__ import annotations

import json
import sqlite3
from types import SimpleNamespace
from typing import Any

import flet as ft
import pytest
from test_app_components import FakePage, find, ready_game, texts

from referee_app.app import attach
from referee_app.changes import Change
from referee_app.components.home import home_view
from referee_app.games.hundsgemein import document as hg
from referee_app.games.hundsgemein.screen import GameScreen
from referee_app.state import AppState
from referee_app.store import Store
from scorers.hundsgemein.geometry import index
from scorers.i18n import phrase, render


class RoutedPage(FakePage):
    """A stand-in page with views, routes and a session, for `attach`."""

    def __init__(self, route: str = "/") -> None:
        super().__init__()
        self.views, self.route, self.fonts = [ft.View()], route, {}
        self.session = SimpleNamespace(error=None)

    async def push_route(self, route: str) -> None:
        self.route = route


def said(page: FakePage) -> str:
    """The text of the last snack bar or dialog shown."""
    content = page.dialogs[-1].content
    return content.value


def msg(key: str, lang: str = "en", **params: Any) -> str:
    return render(phrase(key, **params), lang)


@pytest.fixture
def path(tmp_path):
    return tmp_path / "games.sqlite3"


@pytest.fixture
def app(path):
    return AppState(Store(path), device_language="en")


def screen_on(app: AppState, game_id: str) -> tuple[GameScreen, FakePage]:
    page = FakePage()
    screen = GameScreen(page, app, game_id, lambda *r: None)
    screen.view()
    return screen, page


# --- defect 6: two screens on one game ---------------------------------------------------------------
def test_a_tile_laid_on_a_stale_screen_is_refused_and_no_tile_is_lost(app):
    game_id = ready_game(app)
    tab1, _ = screen_on(app, game_id)
    tab2, page2 = screen_on(app, game_id)                  # both show the same revision
    tab1.tap_block(index(0, 0))                            # tab 1 lays a tile
    tab2.tap_block(index(6, 6))                            # tab 2, not refreshed, lays another
    assert said(page2) == msg("ui.stale")
    assert hg.tile_at(tab2.doc, index(0, 0)) is not None  # tab 2 now shows the current game, with tab 1's tile
    saved = hg.HgDocument.model_validate(app.record(game_id).data)
    assert hg.tile_at(saved, index(0, 0)) is not None and hg.tile_at(saved, index(6, 6)) is None
    tab2.tap_block(index(6, 6))                            # laid again on the current revision: both kept
    saved = hg.HgDocument.model_validate(app.record(game_id).data)
    assert hg.tile_at(saved, index(0, 0)) is not None and hg.tile_at(saved, index(6, 6)) is not None


def test_undo_on_a_stale_screen_is_refused_and_shows_the_current_game(app):
    game_id = ready_game(app)
    tab1, _ = screen_on(app, game_id)
    tab2, page2 = screen_on(app, game_id)
    tab1.tap_block(index(0, 0))
    current = app.record(game_id)
    tab2.undo()                                            # would have undone the dogs, not tab 1's tile
    assert said(page2) == msg("ui.stale") and app.record(game_id) == current
    assert tab2.record.revision == current.revision
    tab2.undo()                                            # now it undoes what it shows: tab 1's tile
    assert hg.tile_at(hg.HgDocument.model_validate(app.record(game_id).data), index(0, 0)) is None


# --- defect 8: a handler that raises, a document that does not parse ---------------------------------
def test_a_handler_that_raises_leaves_the_store_unchanged_and_says_so(app, monkeypatch):
    game_id = ready_game(app)
    screen, page = screen_on(app, game_id)
    before = app.record(game_id)

    def broken(*_: Any) -> None:
        raise RuntimeError("a bug in a model function")

    monkeypatch.setattr(hg, "place", broken)
    screen.tap_block(index(0, 0))                          # no exception reaches Flet
    assert said(page) == msg("ui.failed") and app.record(game_id) == before and screen.record == before


def test_a_change_that_cannot_be_drawn_is_taken_back(app, monkeypatch):
    game_id = ready_game(app)
    screen, page = screen_on(app, game_id)
    before = app.record(game_id)
    calls = {"n": 0}
    drawn = GameScreen.refresh

    def draw_fails_once(self: GameScreen) -> None:
        calls["n"] += 1
        if calls["n"] == 1:
            raise RuntimeError("the screen cannot draw this")
        drawn(self)

    monkeypatch.setattr(GameScreen, "refresh", draw_fails_once)
    screen.tap_block(index(0, 0))
    after = app.record(game_id)
    assert said(page) == msg("ui.failed")
    assert (after.revision, after.data, after.can_redo) == (before.revision, before.data, False)
    assert screen.record.revision == before.revision


def test_an_undo_that_cannot_be_drawn_is_moved_back(app, monkeypatch):
    game_id = ready_game(app)
    screen, page = screen_on(app, game_id)
    screen.tap_block(index(0, 0))
    before = app.record(game_id)
    monkeypatch.setattr(GameScreen, "loaded", lambda self: (_ for _ in ()).throw(RuntimeError("x"))
                        if self.record.revision != before.revision else None)
    screen.undo()
    assert said(page) == msg("ui.failed") and app.record(game_id).revision == before.revision


def test_a_document_that_would_not_parse_is_never_saved(app):
    game_id = ready_game(app)
    screen, page = screen_on(app, game_id)
    before = app.record(game_id)
    broken = screen.doc.model_copy(update={"file": {**screen.doc.file, "players": "nobody"}})
    assert not screen.apply(Change(broken, "a bug"))
    assert app.record(game_id) == before
    # said in the violation banner at the top of the board (issue 17), no longer in a snack bar
    assert screen.banner.shown and "Not saved" in screen.banner.words.value
    assert app.document_problem("hundsgemein", broken.model_dump(mode="json")) is not None
    assert app.document_problem("hundsgemein", screen.doc.model_dump(mode="json")) is None


def test_the_last_resort_turns_an_escaped_exception_into_words(app):
    page = RoutedPage()
    attach(page, app)
    page.session.error("Traceback: something no guard saw")
    assert said(page) == msg("ui.failed")


# --- defect 8: a game that cannot be drawn opens its recovery view -----------------------------------
def broken_game(app: AppState, path) -> tuple[str, int]:
    """A game whose last revision does not parse (written behind the app's back); revision 2 is good."""
    game_id = ready_game(app)
    good = app.record(game_id).revision
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("UPDATE revisions SET data = ? WHERE game_id = ? AND revision = ?",
               (json.dumps({"file": {"game": "hundsgemein", "board": "both", "streets": {}}}), game_id, good))
    db.execute("INSERT INTO revisions SELECT game_id, revision + 1, title, status, data, 'bad' FROM revisions "
               "WHERE game_id = ? AND revision = ?", (game_id, good))
    db.execute("UPDATE games SET revision = ? WHERE id = ?", (good + 1, game_id))
    db.execute("UPDATE revisions SET data = (SELECT data FROM revisions WHERE game_id = ? AND revision = 1) "
               "WHERE game_id = ? AND revision = ?", (game_id, game_id, good))
    db.close()
    return game_id, good


def test_a_game_that_cannot_be_drawn_opens_its_recovery_view(app, path):
    game_id, _ = broken_game(app, path)
    page = RoutedPage(f"/game/{game_id}")
    attach(page, app)
    assert page.views[-1].route == f"/recover/{game_id}"
    find(page.views[-1].controls, "recover-back")
    find(page.views[-1].controls, "recover-export")
    find(page.views[-1].controls, "recover-delete")


def test_recovery_goes_back_to_the_last_good_revision(app, path):
    game_id, good = broken_game(app, path)
    page = RoutedPage(f"/game/{game_id}")
    attach(page, app)
    assert app.last_good_revision(game_id) == good
    find(page.views[-1].controls, "recover-back").on_click(None)
    record = app.record(game_id)
    assert record.revision == good and app.document_problem(record.game, record.data) is None
    page.route = f"/game/{game_id}"
    attach(page, app)
    assert page.views[-1].route == f"/game/{game_id}"       # the game opens again


def test_recovery_exports_the_game_as_stored(app, path):
    game_id, _ = broken_game(app, path)
    page = RoutedPage(f"/game/{game_id}")
    attach(page, app)
    find(page.views[-1].controls, "recover-export").on_click(None)
    (exported,) = (path.parent / "exports").iterdir()
    assert json.loads(exported.read_text())["data"]["file"]["board"] == "both"


def test_recovery_deletes_only_after_asking(app, path):
    game_id, _ = broken_game(app, path)
    page = RoutedPage(f"/game/{game_id}")
    attach(page, app)
    find(page.views[-1].controls, "recover-delete").on_click(None)
    assert game_id in {r.id for r in app.games()}           # only asked so far
    find(page.dialogs[-1].actions, "recover-delete-yes").on_click(None)
    assert game_id not in {r.id for r in app.games()}
    assert app.store.games.restore(game_id).id == game_id           # a delete that can still be undone


# --- defect 7: bad rows at start -----------------------------------------------------------------------
def damage_json(db, game_id):
    db.execute("UPDATE revisions SET data = '{oops' WHERE game_id = ?", (game_id,))


def damage_date(db, game_id):
    db.execute("UPDATE games SET updated = '31/02/2026' WHERE id = ?", (game_id,))


def damage_game_id(db, game_id):
    db.execute("UPDATE games SET game = 'chess-960' WHERE id = ?", (game_id,))


def damage_setting(db, game_id):
    db.execute("INSERT OR REPLACE INTO settings VALUES ('language', '{fr')")
    db.execute("INSERT OR REPLACE INTO settings VALUES (?, 'not json')", (f"selection:{game_id}",))


@pytest.mark.parametrize("damage", [damage_json, damage_date, damage_game_id, damage_setting])
def test_one_bad_row_never_stops_the_app_and_is_listed_on_home(path, damage):
    with Store(path) as store:
        app = AppState(store, device_language="en")
        good = ready_game(app)
        bad = ready_game(app)
        app.apply(bad, hg.set_finished(hg.HgDocument.model_validate(app.record(bad).data), True))
    db = sqlite3.connect(path, isolation_level=None)
    damage(db, bad)
    db.close()
    with Store(path) as store:
        app = AppState(store, device_language="en")          # starts
        page = RoutedPage()
        attach(page, app)                                     # and Home is drawn
        shown = texts(page.views[0].controls)
        assert good in {r.id for r in app.games()}
        aside = app.set_aside()
        assert aside and msg("ui.set_aside_title") in shown
        row = aside[0]
        find(page.views[0].controls, f"aside-export-{row.kind}-{row.key}").on_click(None)
        exported = next((path.parent / "exports").iterdir()).read_text()
        assert json.loads(exported) == json.loads(row.raw)
        if row.kind == "game":                                # a set-aside game opens its recovery view
            page.route = f"/game/{row.key}"
            attach(page, app)
            assert page.views[-1].route == f"/recover/{row.key}"
        screen, _ = screen_on(app, good)                      # the good game opens and takes changes
        screen.tap_block(index(0, 0))
        assert app.record(good).revision > 1


def test_a_zero_byte_database_says_so_on_home(path):
    path.touch()
    with Store(path) as store:
        app = AppState(store, device_language="fr")
        view = home_view(FakePage(), app, lambda *r: None, lambda: None)
        warning = find(view.controls, "store-warning").content.value
        assert warning == msg("ui.db_was_empty", "fr", path=str(path))


def test_home_says_what_a_restore_left_out(app, tmp_path):
    game_id = ready_game(app)
    backup = tmp_path / "b.sqlite3"
    app.store.backups.write(backup)
    db = sqlite3.connect(backup, isolation_level=None)
    db.execute("CREATE TRIGGER spy AFTER INSERT ON revisions BEGIN DELETE FROM settings; END")
    db.close()
    with Store(tmp_path / "other" / "games.sqlite3") as store:
        other = AppState(store, device_language="en")
        other.restore_backup(backup.read_bytes(), replace=False)
        view = home_view(FakePage(), other, lambda *r: None, lambda: None)
        assert "trigger spy" in find(view.controls, "restore-report").content.value
        assert game_id in {r.id for r in other.games()}
