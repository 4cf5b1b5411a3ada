"""Measure the app in headless Chromium: cold start, and tap-to-repaint on the Hundsgemein board.

Run `python tests/e2e/measure_ui.py [--taps 20]`. Prints figures; asserts nothing. Targets: tap on a
block to the repainted board with its violations under 100 ms median.

The tap is timed inside the page: performance.now() when the block's tappable node is clicked, then
a requestAnimationFrame poll until the board's tile count shows the new number (the board, the marks
and the problems list are sent and painted in the same update).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from conftest import CHROME_ARGS, CHROMIUM, UI, VIEWPORT, AppServer  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from referee_app.games.hundsgemein import document as hg  # noqa: E402
from referee_app.store import Store  # noqa: E402
from scorers.hundsgemein.geometry import index  # noqa: E402

DOGS = {"H1": "rex", "H2": "daisy", "H3": "fifi", "H4": "zorro", "H5": "rex", "H6": "daisy",
        "V1": "fifi", "V2": "zorro", "V3": "rex", "V4": "daisy", "V5": "fifi", "V6": "zorro"}
TAP_AND_WAIT = """([target, watch, expected]) => new Promise(resolve => {
    const node = document.querySelector(`flt-semantics[flt-semantics-identifier="${target}"]`);
    const tappable = node.hasAttribute("flt-tappable") ? node
        : (node.querySelector("[flt-tappable]") || node.closest("[flt-tappable]"));
    const start = performance.now();
    tappable.click();
    const poll = () => {
        const seen = document.querySelector(`flt-semantics[flt-semantics-identifier="${watch}"]`);
        if (seen && seen.textContent.includes(expected)) resolve(performance.now() - start);
        else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
})"""


def prepared_game(data: Path) -> str:
    """A 2-player game with its dogs set and Anna's type-1 flea at row 1, column 1."""
    store = Store(data / "games.sqlite3")
    doc = hg.new_document([{"name": "Anna", "colour": "yellow"}, {"name": "Ben", "colour": "blue"}], "standard")
    for street, breed in DOGS.items():
        doc = hg.set_dog(doc, street, breed).doc
    doc = hg.place(doc, index(0, 0), 0, 1).doc
    record = store.create("hundsgemein", "Anna, Ben", doc.model_dump(mode="json"))
    store.close()
    return record.id


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--taps", type=int, default=20)
    args = parser.parse_args()
    if not Path(CHROMIUM).exists():
        print(f"measure_ui: {CHROMIUM} is missing; install Debian's chromium package")
        return
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
        data = Path(tmp) / "data"
        data.mkdir()
        game_id = prepared_game(data)
        server = AppServer(data)
        server.cwd = Path(__file__).resolve().parents[2]
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROME_ARGS)
        try:
            started = time.monotonic()
            server.start()
            page = browser.new_context(viewport=VIEWPORT).new_page()
            ui = UI(page, server.url)
            ui.open("/")
            home = time.monotonic() - started
            ui.tap(f"game-{game_id}")
            ui.says("board-count", "1 tile on the board")
            board = time.monotonic() - started
            taps, undos = [], []
            for _ in range(args.taps):
                # Anna's type-1 flea at row 2, column 2 touches hers at row 1, column 1: laid and marked.
                taps.append(page.evaluate(TAP_AND_WAIT, ["block-2-2", "board-count", "2 tiles on the board"]))
                ui.says("violation-0", "HG-ADJ")
                undos.append(page.evaluate(TAP_AND_WAIT, ["undo", "board-count", "1 tile on the board"]))
            print(f"cold start (server process start to the first usable screen): {home:.2f} s; "
                  f"to the game's board: {board:.2f} s")
            for name, values in (("tap on a block -> board repainted with its violation", taps),
                                 ("tap on undo -> board repainted", undos)):
                values = sorted(values)
                print(f"{name}: median {statistics.median(values):.0f} ms, "
                      f"p90 {values[int(0.9 * (len(values) - 1))]:.0f} ms, min {values[0]:.0f}, max {values[-1]:.0f} "
                      f"(n={len(values)})")
        finally:
            browser.close()
            server.stop()


if __name__ == "__main__":
    main()
