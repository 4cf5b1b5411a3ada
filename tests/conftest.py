"""Fixtures shared by the unit tests."""

from __future__ import annotations

import faulthandler
import os
import shutil
import tempfile
import threading
from pathlib import Path

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
    import referee_app.command.cli

    monkeypatch.setattr(referee_app.command.cli, "GAMES", games)
    return game


#: Browser tests that run on whichever worker is free once the others are under way: the layout harness
#: (one server, a few minutes) and the scripted games that count taps (they assert counts, not times),
#: after the rest of the suite, so that the run is not one long line of browser tests on one worker
#: while the other idles. `pytest_collection_modifyitems` puts them last.
#: The offline build's own tests, the tap-target walk, table mode and the two-pages test join them, so that
#: both workers end together (measured 2026-11-28 in one CI-like run: the main block took 28.7 min on one
#: worker, the other idled its last 12; the four files moved are 5 of those minutes).
#: Again on 2026-12-02 (a CI-like run, 2,007 s): the main block's tests took 1,675 s on one worker, the other's
#: unit tests and late block 520 + 1,005 s; with six of the eight set-up form checks behind LAYOUT_ALL (about
#: 180 s of the late block), Loopit's phone-size turn and the surface checks (103 + 80 s) join the late block.
LATE_BROWSER_TESTS = ("tests/e2e/test_layout_e2e.py", "tests/e2e/test_taps_e2e.py", "tests/e2e/test_pwa_e2e.py",
                      "tests/e2e/test_table_mode_e2e.py", "tests/e2e/test_targets_e2e.py",
                      "tests/e2e/test_two_pages_e2e.py", "tests/e2e/test_loopit_phone_e2e.py",
                      "tests/e2e/test_surface_e2e.py")


#: A browser test that fails is run once more (pytest-rerunfailures), and the rerun is reported (`-ra`: a
#: RERUN line with the first failure). On the shared 2-core machines, a tap or a keystroke sent while
#: Flutter is still building a frame is sometimes taken by the frame before: each whole run of the suite
#: lost one or two of about 230 browser tests that way, each time a different one, each passing alone (the
#: cases found are fixed in the harness: `UI.focus`, `UI.tap_until`, `UI.start`). A test that fails twice
#: fails the run. The unit tests are never run again.
BROWSER_RERUNS = 1

#: How long one run of a browser test may take, its fixtures included, before its worker is stopped
#: (`pytest_runtest_setup` below): every thread's stack is written where the summary prints it, then the
#: worker process ends; xdist reports the test as crashed and starts a new worker. The longest takes about
#: 95 s on a loaded 2-core machine (89 s in a CI-like run of 2026-12-02); the two last runs each lost a worker
#: to a test stuck in one Playwright wait past its own timeout (a page that no longer answers), 300 s each:
#: 200 s leaves the longest twice its time. pytest-timeout's `signal` method (the suite's default, 600 s) did not end
#: a browser test that hung: one CI run printed nothing for the last hour of its 90 minutes, 18 tests short of
#: the end (a signal handled inside Playwright's event loop, or a `finally` that waited on a dead browser,
#: never comes back to pytest); its `thread` method ends the worker too, but its stacks are lost with the
#: worker's output.
BROWSER_TIMEOUT_S = float(os.environ.get("E2E_TEST_TIMEOUT_S", "200"))
#: Where a stopped worker leaves the stacks of its hung test (one file each), for the summary: a folder of the
#: run's own, made by the controller and handed to its workers (`pytest_configure`), or E2E_HUNG_DIR.
HUNG = Path(os.environ.get("E2E_HUNG_DIR", tempfile.gettempdir()))
WATCHDOG = pytest.StashKey[threading.Timer]()


def pytest_configure(config):
    global HUNG
    if not hasattr(config, "workerinput"):  # the controller (or a run without workers): the run's own folder
        if "E2E_HUNG_DIR" in os.environ:
            shutil.rmtree(HUNG, ignore_errors=True)
            HUNG.mkdir(parents=True, exist_ok=True)
        else:  # two runs at once on one machine must not empty each other's (the workers inherit the variable)
            HUNG = Path(tempfile.mkdtemp(prefix="table-referee-hung-"))
            os.environ["E2E_HUNG_DIR"] = str(HUNG)


def _stop_hung_worker(nodeid: str) -> None:
    """The watchdog's end: the stacks of every thread (where the test waits), then the worker's exit."""
    HUNG.mkdir(parents=True, exist_ok=True)
    with open(HUNG / f"{os.getpid()}.txt", "w") as out:
        out.write(f"{nodeid}: still running after {BROWSER_TIMEOUT_S} s; every thread's stack:\n")
        out.flush()
        faulthandler.dump_traceback(out, all_threads=True)
        out.write(_greenlet_stacks())
    os._exit(3)


def _greenlet_stacks() -> str:
    """The stacks of the greenlets that are paused (Playwright's sync API runs the test in one, and waits in its
    event loop's greenlet: the thread's stack shows only that loop, the test's line is here)."""
    import gc
    import traceback

    try:
        from greenlet import greenlet
    except ImportError:
        return ""
    said: dict[str, None] = {}
    for found in gc.get_objects():
        if isinstance(found, greenlet) and found.gr_frame is not None:  # its innermost frames, each stack once
            said["".join(traceback.format_stack(found.gr_frame)[-GREENLET_FRAMES:])] = None
    return "".join(f"\nA paused greenlet's innermost frames:\n{stack}" for stack in said)


#: How many of a paused greenlet's frames the watchdog prints (the test's line and Playwright's call under it).
GREENLET_FRAMES = 12


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item):
    """A browser test's watchdog, started at each run of it (a rerun gets its own), stopped at its teardown."""
    if item.nodeid.startswith("tests/e2e/"):
        watchdog = threading.Timer(BROWSER_TIMEOUT_S, _stop_hung_worker, (item.nodeid,))
        watchdog.daemon = True
        watchdog.start()
        item.stash[WATCHDOG] = watchdog


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item, nextitem):
    try:
        return (yield)
    finally:
        watchdog = item.stash.get(WATCHDOG, None)
        if watchdog is not None:
            watchdog.cancel()



RERUNS: list[tuple[str, str]] = []


def pytest_runtest_logreport(report):
    """A browser test run again: its first failure, kept for the summary (the RERUN line names only the test)."""
    if report.outcome == "rerun":
        error = [line for line in report.longreprtext.splitlines() if line.startswith("E ")]
        said = [line for line in report.longreprtext.splitlines() if line.strip() and not line.startswith("[gw")]
        RERUNS.append((report.nodeid, (error or said or ["?"])[0][:200]))  # a crashed worker's: xdist's words


def pytest_terminal_summary(terminalreporter):
    hung = sorted(HUNG.glob("*.txt")) if HUNG.is_dir() else []
    if hung:
        terminalreporter.section("browser tests stopped by their watchdog")
        for found in hung:
            terminalreporter.write(found.read_text(errors="replace") + "\n")
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

        def remove_node(self, node):
            """A crashed worker's blocks go back on the queue, but only those not done: xdist 3.8 puts back its
            completed ones too, as empty units a worker waits on for ever (pytest-xdist #1378: a CI-like run of
            this suite ended with every worker idle after its watchdog stopped one)."""
            workload = self.assigned_work.get(node)
            if workload is not None:
                for scope in [scope for scope, unit in workload.items() if all(unit.values())]:
                    del workload[scope]
            return super().remove_node(node)

        def _reschedule(self, node) -> None:
            """More blocks while the worker holds fewer than two tests: a worker runs a test once it knows the next
            one, so a new worker given a block of one test waited for ever (pytest-xdist #1327)."""
            super()._reschedule(node)
            while (self.workqueue and not node.shutting_down and node in self.assigned_work
                   and self._pending_of(self.assigned_work[node]) < 2):
                self._assign_work_unit(node)

        def mark_test_pending(self, item: str) -> None:
            """A browser test whose worker crashed (its watchdog, `BROWSER_TIMEOUT_S`) runs again, as a failed
            one does (`BROWSER_RERUNS`): `remove_node` has already queued its block again, the crashed test
            first, for the next free worker. xdist's own LoadScopeScheduling cannot, and fails it."""

    return BrowserTestsTogether(config, log)
