"""Fixtures shared by the unit tests."""

from __future__ import annotations

import pytest

from scorers import registry
from scorers.i18n import phrase


@pytest.fixture
def unbuilt_game(monkeypatch) -> registry.GameInfo:
    """A game listed in the registry whose rules module does not exist (yet): `unbuilt`."""
    game = registry.GameInfo("unbuilt", phrase("game.hundsgemein"), 2, 4, rules_module="scorers.not_built_yet")
    games = (*registry.GAMES, game)
    monkeypatch.setattr(registry, "GAMES", games)
    monkeypatch.setitem(registry._INDEX, "unbuilt", game)
    import referee_app.cli

    monkeypatch.setattr(referee_app.cli, "GAMES", games)
    return game
