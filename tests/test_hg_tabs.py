"""A refused tap is said where it happened: Hundsgemein's banner for a refused dog (a fourth Zorro, HG-DOGS)
left for the Plan tab, where it stayed (review at 360 px, French)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from test_app_components import FakePage

from referee_app.games.hundsgemein import document as hg
from referee_app.games.hundsgemein.screen import TABS, GameScreen
from referee_app.state import AppState
from referee_app.store import Store
from scorers.registry import find_game


@pytest.fixture
def app(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, device_language="fr")
    store.close()


def test_a_refused_dog_s_banner_stays_on_the_dogs_tab(app):
    players = [{"name": "Anna", "colour": "yellow"}, {"name": "Ben", "colour": "blue"}]
    record = app.create_game(find_game("hundsgemein"), "Anna, Ben", hg.new_document(players, "standard"))
    screen = GameScreen(FakePage(), app, record.id, lambda *r: None)
    screen.view()
    for street in ("H1", "H2", "H3", "H4"):  # the fourth Zorro is refused (HG-DOGS: each breed three times)
        screen.street = street
        screen.pick_breed("zorro")
    assert screen.refusal_shown and "Zorro" in screen.banner.words.value
    screen.switch(SimpleNamespace(control=SimpleNamespace(selected_index=TABS.index("board"))))
    assert "Zorro" not in (screen.banner.words.value or "") or not screen.banner.shown
