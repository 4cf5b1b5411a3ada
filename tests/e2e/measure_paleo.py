"""Measure the Paleo family's taps in headless Chromium, in one run, beside the framework's floor.

Run `python tests/e2e/measure_paleo.py [--taps 20]`. Prints figures; asserts nothing. The same harness as
tests/e2e/measure_ui.py (which measures every game's main tap once; this one only the Paleo family, so
that a change to its screens can be measured before and after in a few minutes on a busy machine):

- Paleo round (Alice through the door), then its undo, then its redo;
- Billard Doublé shot (a single piece: its line appears, the shooter plays again), then its undo, then its
  redo.

Each tap is timed inside the page (performance.now() at the click, a requestAnimationFrame poll until the
watched text changes); the Python handler is timed in the server (tests/e2e/timed_app.py plus the derived
games' `MatchScreen.log`, see `timed_paleo_app.py`); bytes are what the page received over the websocket.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from conftest import CHROME_ARGS, CHROMIUM, UI  # noqa: E402
from measure_ui import (  # noqa: E402
    TAP_AND_CHANGE,
    Received,
    floor_taps,
    handler_times,
    new_context,
    server_of,
    spread,
)
from playwright.sync_api import sync_playwright  # noqa: E402

from referee_app.games.paleo_games import document as pg  # noqa: E402
from referee_app.store import Store  # noqa: E402
from scorers.paleo_games import GAMES  # noqa: E402


def billiard_game(data: Path) -> str:
    players = [{"name": "Ana", "colour": "blue"}, {"name": "Ben", "colour": "red"}]
    doc = pg.new_document("paleo-billard-double", GAMES["paleo-billard-double"].file_sides(players))
    with Store(data / "games.sqlite3") as store:
        return store.create("paleo-billard-double", "Ana, Ben", doc.model_dump(mode="json")).id


def timed_loop(page, received: Received, taps: int, tap: tuple[str, str], back: tuple[str, str],
               settle) -> dict[str, list]:
    """`taps` times: the tap, its undo, its redo, its undo again (so each round starts where it began)."""
    found: dict[str, list] = {"tap": [], "undo": [], "redo": [], "sizes": [], "undo_sizes": []}
    for _ in range(taps):
        ms, size = received.during(lambda: page.evaluate(TAP_AND_CHANGE, list(tap)))
        found["tap"].append(ms)
        found["sizes"].append(size + received.during(lambda: page.wait_for_timeout(50))[1])
        ms, size = received.during(lambda: page.evaluate(TAP_AND_CHANGE, list(back)))
        found["undo"].append(ms)
        found["undo_sizes"].append(size + received.during(lambda: page.wait_for_timeout(50))[1])
        settle()
        found["redo"].append(page.evaluate(TAP_AND_CHANGE, ["redo", back[1]]))
        page.wait_for_timeout(50)
        page.evaluate(TAP_AND_CHANGE, list(back))
        settle()
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--taps", type=int, default=20)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
        data, floor_data = Path(tmp) / "data", Path(tmp) / "floor"
        data.mkdir()
        floor_data.mkdir()
        log = Path(tmp) / "handlers.log"
        os.environ["MEASURE_UI_LOG"] = str(log)
        billiard = billiard_game(data)
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROME_ARGS)
        server = server_of(data, "timed_paleo_app.py")
        try:
            floor, floor_sizes = floor_taps(browser, floor_data, args.taps)
            server.start()
            page = new_context(browser).new_page()
            received = Received(page)
            ui = UI(page, server.url)
            ui.open("/")
            ui.new_game("paleo", ["Alice", "Bruno"], "pa-door-0")
            ui.says("pa-status", "The match goes on (Alice 0 and Bruno 0)")
            log.unlink(missing_ok=True)
            paleo = timed_loop(page, received, args.taps, ("pa-door-0", "pa-status"), ("undo", "pa-status"),
                               lambda: ui.says("pa-status", "The match goes on (Alice 0 and Bruno 0)"))
            paleo_handlers = handler_times(log)
            ui.open(f"/game/{billiard}", ready_id="pg-piece-r8")
            ui.says("pg-shooter", "Ana shoots")
            log.unlink(missing_ok=True)
            billiard_figures = timed_loop(page, received, args.taps, ("pg-piece-r3", "pg-line-1"),
                                          ("undo", "pg-line-1"),
                                          lambda: ui.by_id("pg-line-1").wait_for(state="detached"))
            billiard_handlers = handler_times(log)
        finally:
            browser.close()
            server.stop()
    floor_median, floor_p90 = spread(floor)
    print(f"tap to repaint, ms (n={args.taps} each){'median':>12}{'p90':>8}{'x floor':>10}{'p90 x':>8}"
          f"{'handler':>10}{'bytes':>8}")
    rows = [("floor: minimal Flet app", floor, [], floor_sizes)]
    for name, figures, handlers, tap_label in (("Paleo", paleo, paleo_handlers, "paleo-round"),
                                               ("Billard Doublé", billiard_figures, billiard_handlers, "pg-log")):
        rows += [(f"{name} tap", figures["tap"], handlers.get(tap_label, []), figures["sizes"]),
                 (f"{name} undo", figures["undo"], handlers.get("undo", []), figures["undo_sizes"]),
                 (f"{name} redo", figures["redo"], handlers.get("redo", []), [])]
    for name, values, spent, sizes in rows:
        median, p90 = spread(values)
        handler = f"{statistics.median(spent):.1f}" if spent else "-"
        sent = f"{statistics.median(sizes):.0f}" if sizes else "-"
        print(f"{name:35}{median:12.0f}{p90:8.0f}{median / floor_median:10.2f}{p90 / floor_p90:8.2f}"
              f"{handler:>10}{sent:>8}")
    print("(x floor: median over the floor's, target 1.3; p90 x: over the floor's p90, target 1.5; handler: median"
          " ms in the Python handler; bytes: median websocket bytes the page received for the tap)")


if __name__ == "__main__":
    main()
