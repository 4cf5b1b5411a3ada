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


#: Browser tests that run on whichever worker is free once the others are under way: the layout harness
#: (one server, a few minutes) and the scripted games that count taps (they assert counts, not times),
#: after the rest of the suite, so that the run is not one long line of browser tests on one worker
#: while the other idles. `pytest_collection_modifyitems` puts them last.
LATE_BROWSER_TESTS = ("tests/e2e/test_layout_e2e.py", "tests/e2e/test_taps_e2e.py")


#: A browser test that fails is run once more (pytest-rerunfailures), and the rerun is reported (`-ra`: a
#: RERUN line with the first failure). On the shared 2-core machines, a tap or a keystroke sent while
#: Flutter is still building a frame is sometimes taken by the frame before: each whole run of the suite
#: lost one or two of about 230 browser tests that way, each time a different one, each passing alone (the
#: cases found are fixed in the harness: `UI.focus`, `UI.tap_until`, `UI.start`). A test that fails twice
#: fails the run. The unit tests are never run again.
BROWSER_RERUNS = 1


RERUNS: list[tuple[str, str]] = []


def pytest_runtest_logreport(report):
    """A browser test run again: its first failure, kept for the summary (the RERUN line names only the test)."""
    if report.outcome == "rerun":
        error = [line for line in report.longreprtext.splitlines() if line.startswith("E ")]
        RERUNS.append((report.nodeid, (error or ["?"])[0][:200]))


def pytest_terminal_summary(terminalreporter):
    if RERUNS:
        terminalreporter.section("browser tests run again after a first failure")
        for nodeid, error in RERUNS:
            terminalreporter.line(f"{nodeid}: {error}")


def pytest_collection_modifyitems(config, items):
    if config.pluginmanager.hasplugin("rerunfailures"):
        for item in items:
            if item.nodeid.startswith("tests/e2e/"):
                item.add_marker(pytest.mark.flaky(reruns=BROWSER_RERUNS, reruns_delay=2))
    late = [item for item in items if item.nodeid.startswith(LATE_BROWSER_TESTS)]
    if late:
        items[:] = [item for item in items if not item.nodeid.startswith(LATE_BROWSER_TESTS)] + late


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """Two workers (pyproject's `-n 2`). The browser tests go in two blocks, each to one worker, its tests
    one after the other (each starts a server and a page): the main block first, to one worker, while the
    other runs the rest of the suite one test at a time, then the late block (`LATE_BROWSER_TESTS`).
    The work goes out in collection order (xdist's reordering by size is turned off). xdist's own
    `loadgroup` marks do not group here (pytest 9 ignores the node id xdist rewrites for them)."""
    from xdist.scheduler import LoadScopeScheduling

    config.option.loadscopereorder = False

    class BrowserTestsTogether(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            if nodeid.startswith(LATE_BROWSER_TESTS):
                return "browser-late"
            return "browser" if nodeid.startswith("tests/e2e/") else nodeid

    return BrowserTestsTogether(config, log)
