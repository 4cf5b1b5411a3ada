"""Fixtures shared by the unit tests."""

from __future__ import annotations

import pytest

from scorers import registry
from scorers.i18n import phrase


@pytest.fixture(autouse=True)
def reproducible_pdfs(monkeypatch):
    """PDFs carry the real creation date (issue 17); tests that compare two sheets byte for byte get a
    fixed one through the reproducible-builds variable, which reportlab and `pdf_base` honour."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1767225600")  # 2026-01-01 00:00 UTC


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


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """Two workers (pyproject's `-n 2`): every browser test goes to one of them, one after the other (each
    starts a server and a page; two at once on a 2-core machine time out), while the other worker runs the
    rest. xdist's own `loadgroup` marks do not group here (pytest 9 ignores the node id it rewrites)."""
    from xdist.scheduler import LoadScopeScheduling

    class BrowserTestsTogether(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return "browser" if nodeid.startswith("tests/e2e/") else nodeid

    return BrowserTestsTogether(config, log)
