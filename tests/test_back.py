"""The app bar's back arrow (and Android's back) goes up one level, to the screen the user came from in the
app's map, not always to Home (review at 360 px: back from Statistics, opened from History, went Home)."""

from __future__ import annotations

import asyncio

import pytest
from test_app_reliability import RoutedPage

from referee_app.app import attach
from referee_app.state import AppState
from referee_app.store import Store


@pytest.fixture
def app(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, device_language="fr")
    store.close()


@pytest.mark.parametrize(("route", "up"), [
    ("/stats", "/history"),            # Statistics is opened from History
    ("/new/paleo-kayak", "/family/paleo"),  # a Paleo-family game's set-up from the family's list
    ("/new/loopit", "/"),
    ("/history", "/"),
])
def test_back_goes_up_to_the_screen_above(app, route, up):
    page = RoutedPage(route)
    attach(page, app)
    assert page.views[-1].route == route
    asyncio.run(page.on_view_pop(None))
    assert page.route == up
