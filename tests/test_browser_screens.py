"""The browser build's screens (issue 15): they never show a file path inside the browser's storage, and
offer only what the browser build can do. The build is simulated by `sys.platform == "emscripten"`, which
is what `referee_app.components.common.in_browser` reads."""

from __future__ import annotations

import asyncio
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest
from test_app_components import FakePage, find, texts

from referee_app.components import exchange
from referee_app.components.settings import settings_view
from referee_app.state import AppState
from referee_app.store import Store


@pytest.fixture
def app(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, "en")
    store.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_settings_in_the_browser_say_where_games_are_kept_without_a_path(app, monkeypatch, lang):
    app.set_language(lang)
    monkeypatch.setattr(sys, "platform", "emscripten")
    shown = " ".join(texts(settings_view(app, lambda: None).controls))
    folder = str(app.store.report.path.parent)
    assert folder not in shown and "/" not in shown
    assert app.t("ui.data_in_browser") in shown


def test_settings_on_a_computer_still_name_the_data_folder(app):
    shown = " ".join(texts(settings_view(app, lambda: None).controls))
    # the path may wrap after each folder: zero-width spaces after its separators, nothing else
    assert str(app.store.report.path) in shown.replace("\u200b", "")


class TaskPage(FakePage):
    """A page that runs the screen's background task at once (the file picker is replaced below)."""

    def run_task(self, task, *_, **__) -> None:
        # in a thread of its own: after the browser tests, Playwright's loop runs in this one
        with ThreadPoolExecutor(1) as pool:
            pool.submit(asyncio.run, task()).result()


def picked_types(monkeypatch, screen) -> list[str] | None:
    asked = []

    async def pick_bytes(extensions):
        asked.append(extensions)

    monkeypatch.setattr(exchange, "pick_bytes", pick_bytes)
    screen.import_file(None)
    return asked[0]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_exchange_in_the_browser_offers_files_only_and_says_once_where_photos_are_read(app, monkeypatch, lang):
    """The browser build cannot decode pictures: it does not offer them, and says once, before any try,
    that the installed app or the command reads a photo of the code."""
    app.set_language(lang)
    monkeypatch.setattr(sys, "platform", "emscripten")
    screen = exchange.ExchangeScreen(TaskPage(), app, lambda *r: None)
    view = screen.view()
    shown = texts(view.controls)
    assert find(view.controls, "import-file").content == app.t("ex.import_game_file")
    assert sum(text.lower().count("photo") for text in shown) == 1
    assert app.t("ex.photos_elsewhere") in " ".join(shown)
    assert not {"png", "jpg", "jpeg"} & set(picked_types(monkeypatch, screen) or ["any"])


def test_exchange_on_a_computer_still_reads_a_photo_of_the_code(app, monkeypatch):
    screen = exchange.ExchangeScreen(TaskPage(), app, lambda *r: None)
    view = screen.view()
    assert find(view.controls, "import-file").content == app.t("ex.import_file")
    assert {"png", "jpg"} <= set(picked_types(monkeypatch, screen))
