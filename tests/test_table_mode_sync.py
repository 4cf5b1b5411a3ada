"""Issue 15, section 2: several phones on one game. A change saved on one session is heard by every other
session showing that game, which reloads it from the store and repaints; a screen left stops listening.
Screens are built without a renderer (see test_app_components) over Flet's real pub/sub hub, run as
Flet's server runs it: handlers on a thread pool, handed over by an event loop."""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest
from flet.pubsub.pubsub_client import PubSubClient
from flet.pubsub.pubsub_hub import PubSubHub
from test_app_components import FakePage, ready_game

from referee_app.games.hundsgemein import document as hg
from referee_app.games.hundsgemein.screen import GameScreen
from referee_app.state import AppState
from referee_app.store import Store
from scorers.hundsgemein.geometry import index


class SessionPage(FakePage):
    """A stand-in page of its own session, on the one hub of the server."""

    def __init__(self, hub: PubSubHub, session: str, route: str) -> None:
        super().__init__()
        self.pubsub, self.route, self.updates = PubSubClient(hub, session), route, 0

    def update(self, *_: object) -> None:
        self.updates += 1


class Hub(PubSubHub):
    """The hub with one worker, so that `settle` can wait until every message sent so far was handled."""

    def __init__(self) -> None:
        self.loop, self.pool = asyncio.new_event_loop(), ThreadPoolExecutor(1)
        threading.Thread(target=self.loop.run_forever, daemon=True).start()
        super().__init__(loop=self.loop, executor=self.pool)

    def settle(self) -> None:
        """The loop hands messages to the pool in order, and the one worker runs them in order."""
        asyncio.run_coroutine_threadsafe(asyncio.sleep(0), self.loop).result(10)
        self.pool.submit(lambda: None).result(10)


@pytest.fixture
def hub():
    hub = Hub()
    yield hub
    hub.loop.call_soon_threadsafe(hub.loop.stop)
    hub.pool.shutdown()


@pytest.fixture
def store(tmp_path):
    return Store(tmp_path / "games.sqlite3")


def phone(store: Store, hub: PubSubHub, session: str, game_id: str) -> tuple[GameScreen, SessionPage]:
    """A session (its own AppState, as `referee_app.main` gives each) showing the game."""
    page = SessionPage(hub, session, f"/game/{game_id}")
    screen = GameScreen(page, AppState(store, device_language="en"), game_id, lambda *r: None)
    screen.view()
    return screen, page


def tile(screen: GameScreen, row: int, col: int) -> bool:
    return hg.tile_at(screen.doc, index(row, col)) is not None


def test_a_tile_laid_on_one_phone_is_shown_on_the_other_without_reloading(store, hub):
    game_id = ready_game(AppState(store, device_language="en"))
    first, _ = phone(store, hub, "s1", game_id)
    second, second_page = phone(store, hub, "s2", game_id)
    first.tap_block(index(0, 0))
    hub.settle()
    assert tile(second, 0, 0) and second.record.revision == first.record.revision
    assert second_page.updates >= 1                      # the repaint is sent: no handler of that page ran
    second.tap_block(index(6, 6))                        # on the revision it now shows: accepted, not stale
    hub.settle()
    assert tile(first, 6, 6) and tile(first, 0, 0)
    saved = hg.HgDocument.model_validate(store.games.get(game_id).data)
    assert hg.tile_at(saved, index(0, 0)) is not None and hg.tile_at(saved, index(6, 6)) is not None


def test_undo_and_redo_on_one_phone_are_shown_on_the_other(store, hub):
    game_id = ready_game(AppState(store, device_language="en"))
    first, _ = phone(store, hub, "s1", game_id)
    second, _ = phone(store, hub, "s2", game_id)
    first.tap_block(index(0, 0))
    hub.settle()
    assert tile(second, 0, 0)
    second.undo()
    hub.settle()
    assert not tile(first, 0, 0) and first.record.can_redo
    second.redo()
    hub.settle()
    assert tile(first, 0, 0) and first.record.revision == store.games.get(game_id).revision


def test_a_screen_left_stops_listening_and_a_new_one_replaces_it(store, hub):
    game_id = ready_game(AppState(store, device_language="en"))
    first, _ = phone(store, hub, "s1", game_id)
    second, second_page = phone(store, hub, "s2", game_id)
    again = GameScreen(second_page, second.app, game_id, lambda *r: None)  # the same session, a fresh screen
    again.view()
    first.tap_block(index(0, 0))
    hub.settle()
    assert tile(again, 0, 0) and not tile(second, 0, 0)  # only the screen shown hears it
    second_page.route = "/"                              # back to Home
    first.tap_block(index(6, 6))
    hub.settle()
    assert not tile(again, 6, 6) and second.app.followed is None
    first.tap_block(index(3, 0))
    hub.settle()
    assert not tile(again, 3, 0)                         # no longer subscribed at all


def test_home_shows_the_pairing_code_only_in_table_mode(store):
    from test_app_components import find, texts

    from referee_app.components.home import home_view

    app = AppState(store, device_language="en")
    with pytest.raises(LookupError):  # not in table mode: no code on Home
        find(home_view(FakePage(), app, lambda *r: None, lambda: None), "table-mode")
    app.table_url = "http://192.168.1.20:8550/?t=secret"
    view = home_view(FakePage(), app, lambda *r: None, lambda: None)
    card = find(view, "table-mode")
    assert card is not None and app.table_url in texts(card)
    picture = card.content.controls[0].src
    assert picture.startswith(b"\x89PNG")
