"""The browser build's screens (issue 15): they never show a file path inside the browser's storage, and
offer only what the browser build can do. The build is simulated by `sys.platform == "emscripten"`, which
is what `referee_app.components.common.in_browser` reads."""

from __future__ import annotations

import sys

import pytest
from test_app_components import texts

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
    assert str(app.store.report.path) in shown
