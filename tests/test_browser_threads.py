"""Issue 27: the browser build (Pyodide) cannot start a thread. A tap that needed one said "Something went
wrong: that was not done" there. Here threads are refused as Pyodide refuses them, and the taps that
used one (Hundsgemein's seat and flea type) are made on an event loop, as Flet makes them."""

from __future__ import annotations

import threading

import pytest
from test_app_components import FakePage, app, ready_game  # noqa: F401  (app is a fixture)
from test_paint_then_save import on_loop

from referee_app.games.hundsgemein.screen import GameScreen


@pytest.fixture
def no_threads(monkeypatch):
    def refuse(self, *args, **kwargs):
        raise RuntimeError("can't start new thread")  # Pyodide's words

    monkeypatch.setattr(threading.Thread, "start", refuse)


def test_choosing_a_seat_and_a_flea_type_starts_no_thread_and_is_remembered(app, no_threads):  # noqa: F811
    """A seat and a flea type chosen by hand are kept for the next time the game opens, without a thread."""
    game_id = ready_game(app)
    screen = GameScreen(FakePage(), app, game_id, lambda *r: None)
    on_loop(lambda: screen.choose(player=2))
    on_loop(lambda: screen.choose(flea=3))
    assert (screen.player, screen.flea) == (2, 3)
    assert app.selection(game_id) == (2, 3)
