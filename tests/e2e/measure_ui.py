"""Measure the app in headless Chromium, in one run, beside the framework's floor.

Run `python tests/e2e/measure_ui.py [--taps 20] [--only paleo,billiard] [--texts K]`. Prints figures; asserts
nothing.
Targets (issue 18): a main tap's median within 1.3x the floor's and its p90 within 1.5x; the first usable
screen at most 3 s after the client is cached, a deep link to a saved game at most 1 s more; the app server
under 200 MB.

- The floor: tests/e2e/floor_app.py, the smallest Flet app (a text repainted by a button), served the
  same way, tapped the same way.
- The second floor: the same app with K texts, all K changed on a tap (`floor_app.py --texts K`), K the
  median number of controls our main taps change (tests/e2e/tap_patches.py, printed first: the patch
  each main tap sends, counted without a browser). Our ratio to it says whether a tap costs what Flet
  costs for the same amount of change; the ratio to the one-text floor is the issue's target.
- A tap is timed inside the page: performance.now() when the control's tappable node is clicked, then a
  requestAnimationFrame poll until the watched text shows the new value (the board, its marks and the
  problems list are sent and painted in the same update). The app runs under tests/e2e/timed_app.py,
  which times the Python handler of each tap, so each tap splits into the handler and the rest (Flet's
  diff and websocket, the client's layout and paint).
- Cold start: the server started again with the browser's cache warm (a first load filled it), from the
  process start to the first usable screen; then a deep link, a new page on /game/<id>, to its board.
- Memory: the server's peak resident memory (VmHWM of its processes) after the taps.
- The third floor: the second among 3N controls that never change (`floor_app.py --still N`), N a third of
  the median number of controls our screens show: what the size of the page adds to the same change.
- `--only`: measure some games' taps only (hundsgemein, loopit, track, paleo, billiard, poster), e.g. the
  Paleo family (Paleo's round and a Billard Doublé shot) before and after a change to its screens.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import conftest  # noqa: E402
import tap_patches as tap_patches_module  # noqa: E402
from conftest import CHROME_ARGS, CHROMIUM, UI, VIEWPORT, AppServer  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from referee_app.games.hundsgemein import document as hg  # noqa: E402
from referee_app.games.paleo_games import document as pg  # noqa: E402
from referee_app.store import Store
from scorers.hundsgemein.geometry import index  # noqa: E402
from scorers.paleo_games import GAMES  # noqa: E402

MEASURED = ("hundsgemein", "loopit", "track", "paleo", "billiard", "poster")

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

TAP_AND_CHANGE = """([target, watch]) => new Promise(resolve => {
    const text = () => {
        const seen = document.querySelector(`flt-semantics[flt-semantics-identifier="${watch}"]`);
        return seen ? seen.textContent : null;
    };
    const node = document.querySelector(`flt-semantics[flt-semantics-identifier="${target}"]`);
    const tappable = node.hasAttribute("flt-tappable") ? node
        : (node.querySelector("[flt-tappable]") || node.closest("[flt-tappable]"));
    const before = text();
    const start = performance.now();
    tappable.click();
    const poll = () => {
        if (text() !== before) resolve(performance.now() - start);
        else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
})"""


def loopit_taps(page, ui: UI, received: "Received", taps: int, log: Path
                ) -> tuple[list[float], list[float], list[int]]:
    """A Loopit square tapped (a tile laid in the turn being entered, its points shown), then undone."""
    ui.open("/")
    ui.new_game("loopit", ["Anna", "Ben"], "next-player")
    ui.tap("enter-turn")
    ui.says("turn-help", "First the start tile")
    for control in ("shape-NESW", "value-7"):  # the picker starts at east-west, 1: a cross, 7
        ui.tap(control)
    ui.tap("sq-f6")
    ui.says("turn-help", "Green dots")
    log.unlink(missing_ok=True)  # the handler times of the measured taps only
    found, undone, sizes = [], [], []
    for _ in range(taps):
        ms, size = received.during(lambda: page.evaluate(TAP_AND_CHANGE, ["sq-g6", "turn-points"]))
        found.append(ms)
        sizes.append(size + received.during(lambda: page.wait_for_timeout(50))[1])
        undone.append(page.evaluate(TAP_AND_CHANGE, ["undo", "turn-points"]))
        page.wait_for_timeout(50)
    return found, undone, sizes


def track_taps(page, ui: UI, received: "Received", taps: int, log: Path
               ) -> tuple[list[float], list[float], list[int]]:
    """A track move chosen (Numeri: Anna rolled 2, her one legal move), then undone (the roll stays)."""
    ui.open("/")
    ui.new_game("numeri", ["Anna", "Ben"], "cell-info", timeout=20_000)
    # Anna's 2 on the Départ, Ben's 4 next to it: each token tapped, then its cell (after a token is placed
    # the screen chooses the next one, so a cell tapped first would take that one)
    for cell, token, name, then in ((1, "a-2", "Anna's token 2", "Anna's token 3"),
                                    (2, "b-4", "Ben's token 4", "Ben's token 5")):
        ui.tap(f"token-{token}")
        ui.says("cell-info", f"To place: {name}.")
        ui.tap(f"cell-{cell}")
        ui.says("cell-info", f"To place: {then}.")
    ui.tap("roll-2")
    ui.says("move-0", "Anna: token 2 from cell 1 to cell 3")
    log.unlink(missing_ok=True)
    found, undone, sizes = [], [], []
    for _ in range(taps):
        ms, size = received.during(lambda: page.evaluate(TAP_AND_CHANGE, ["move-0", "referee-message"]))
        found.append(ms)
        sizes.append(size + received.during(lambda: page.wait_for_timeout(50))[1])
        undone.append(page.evaluate(TAP_AND_CHANGE, ["undo", "referee-message"]))
        ui.says("move-0", "Anna: token 2 from cell 1 to cell 3")
    return found, undone, sizes


def paleo_taps(page, ui: UI, received: "Received", taps: int, log: Path
               ) -> tuple[list[float], list[float], list[int]]:
    """A Paleo round entered (Alice through the door: 2 points), then undone."""
    ui.open("/")
    ui.new_game("paleo", ["Alice", "Bruno"], "pa-door-0")
    ui.says("pa-status", "The match goes on (Alice 0 and Bruno 0)")
    log.unlink(missing_ok=True)
    found, undone, sizes = [], [], []
    for _ in range(taps):
        ms, size = received.during(lambda: page.evaluate(TAP_AND_CHANGE, ["pa-door-0", "pa-status"]))
        found.append(ms)
        sizes.append(size + received.during(lambda: page.wait_for_timeout(50))[1])
        undone.append(page.evaluate(TAP_AND_CHANGE, ["undo", "pa-status"]))
        ui.says("pa-status", "The match goes on (Alice 0 and Bruno 0)")
    return found, undone, sizes


def poster_taps(page, ui: UI, received: "Received", taps: int, log: Path
                ) -> tuple[list[float], list[float], list[int]]:
    """A Défense d'afficher move (Anna rolled 4, forward, one tap on the grid: she stops at panel A), then
    undone."""
    ui.open("/")
    ui.tap("new-posters")
    ui.by_id("po-member-0-0").wait_for()
    for i, name in enumerate(("Anna", "Ben")):
        ui.fill(f"po-member-{i}-0", name)
    page.mouse.move(200, 500)
    page.mouse.wheel(0, 3000)  # the start button is below the house rules, as in test_posters_e2e
    page.wait_for_timeout(300)
    ui.start("po-status")  # tapped again if the first click only took the focus from a name (seen once)
    ui.says("po-status", "Turn 1: Anna to play")
    log.unlink(missing_ok=True)
    found, undone, sizes = [], [], []
    for _ in range(taps):
        ms, size = received.during(lambda: page.evaluate(TAP_AND_CHANGE, ["po-move-forward-4", "po-stick-help"]))
        found.append(ms)
        sizes.append(size + received.during(lambda: page.wait_for_timeout(50))[1])
        undone.append(page.evaluate(TAP_AND_CHANGE, ["undo", "po-stick-help"]))
        ui.says("po-status", "Turn 1: Anna to play")
    return found, undone, sizes


def billiard_taps(page, ui: UI, received: "Received", taps: int, log: Path, game_id: str
                  ) -> tuple[list[float], list[float], list[int]]:
    """A Billard Doublé shot (a single piece: its line appears, the shooter plays again), then undone."""
    ui.open(f"/game/{game_id}", ready_id="pg-piece-r8")
    ui.says("pg-shooter", "Ana shoots")
    log.unlink(missing_ok=True)
    found, undone, sizes = [], [], []
    for _ in range(taps):
        ms, size = received.during(lambda: page.evaluate(TAP_AND_CHANGE, ["pg-piece-r3", "pg-line-1"]))
        found.append(ms)
        sizes.append(size + received.during(lambda: page.wait_for_timeout(50))[1])
        undone.append(page.evaluate(TAP_AND_CHANGE, ["undo", "pg-line-1"]))
        ui.by_id("pg-line-1").wait_for(state="detached")
    return found, undone, sizes


def billiard_game(data: Path) -> str:
    players = [{"name": "Ana", "colour": "blue"}, {"name": "Ben", "colour": "red"}]
    doc = pg.new_document("paleo-billard-double", GAMES["paleo-billard-double"].file_sides(players))
    store = Store(data / "games.sqlite3")
    record = store.games.create("paleo-billard-double", "Ana, Ben", doc.model_dump(mode="json"))
    store.close()
    return record.id


def prepared_game(data: Path) -> str:
    """A 2-player game with its dogs set and Anna's type-1 flea at row 1, column 1."""
    store = Store(data / "games.sqlite3")
    doc = hg.new_document([{"name": "Anna", "colour": "yellow"}, {"name": "Ben", "colour": "blue"}], "standard")
    for street, breed in DOGS.items():
        doc = hg.set_dog(doc, street, breed).doc
    doc = hg.place(doc, index(0, 0), 0, 1).doc
    record = store.games.create("hundsgemein", "Anna, Ben", doc.model_dump(mode="json"))
    store.close()
    return record.id


HERE = Path(__file__).resolve().parent


def server_of(data: Path, script: str, *options: str) -> conftest.AppServer:
    """An AppServer that runs `script` (floor_app.py or timed_app.py, with `options`) in place of the app's
    command."""
    server = AppServer(data)
    server.cwd = HERE.parents[1]
    command = [sys.executable, str(HERE / script), "--web", "--no-browser", *options]
    real_start = server.start

    def start():
        saved, conftest.APP_CMD = conftest.APP_CMD, command
        try:
            return real_start()
        finally:
            conftest.APP_CMD = saved

    server.start = start
    return server


def peak_mb(pid: int) -> float:
    """The peak resident memory (VmHWM) of a process and its children, in MB."""
    pids = [pid]
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
        pids += [int(c) for c in children]
    except OSError:
        pass
    total = 0
    for each in pids:
        try:
            status = Path(f"/proc/{each}/status").read_text()
        except OSError:
            continue
        total += next(int(line.split()[1]) for line in status.splitlines() if line.startswith("VmHWM:"))
    return total / 1024


def spread(values: list[float]) -> tuple[float, float]:
    """(median, p90)."""
    values = sorted(values)
    return statistics.median(values), values[int(0.9 * (len(values) - 1))]


def handler_times(log: Path) -> dict[str, list[float]]:
    found: dict[str, list[float]] = {}
    if log.exists():
        for line in log.read_text(encoding="utf-8").splitlines():
            name, ms = line.split()
            found.setdefault(name, []).append(float(ms))
    return found


class Received:
    """The websocket bytes a page receives (Flet's patches for the client), so that each tap's share can
    be read: what the server sends is one part of a tap's time, the client's layout of it another."""

    def __init__(self, page) -> None:
        self.total = 0
        page.on("websocket", lambda ws: ws.on("framereceived", self.add))

    def add(self, payload) -> None:
        self.total += len(payload)

    def during(self, action) -> tuple[float, int]:
        before = self.total
        result = action()
        return result, self.total - before


def new_context(browser):
    """A phone-sized context as the tests' (conftest.ui): the one off-host request (rive_native.js from a
    CDN, unused) fails at once instead of waiting on DNS."""
    context = browser.new_context(viewport=VIEWPORT)
    context.route(re.compile(r"^https?://(?!127\.0\.0\.1[:/])"), lambda route: route.abort())
    return context


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def tap_patches() -> dict[str, dict]:
    """The patch each main tap sends (tests/e2e/tap_patches.py, in its own process: it imports the unit
    tests' helpers, whose `conftest` is not this one)."""
    done = subprocess.run([sys.executable, str(HERE / "tap_patches.py"), "--json"], capture_output=True, text=True,
                          check=True, cwd=HERE.parents[1])
    return json.loads(done.stdout)


def floor_taps(browser, data: Path, taps: int, texts: int = 1, still: int = 0) -> tuple[list[float], list[int]]:
    """The floor's taps (`texts` texts changed by each, `still` boxes that never change beside them)."""
    server = server_of(data, "floor_app.py", "--texts", str(texts), "--still", str(still))
    server.start()
    try:
        page = new_context(browser).new_page()
        received = Received(page)
        UI(page, server.url).open("/")
        page.locator('[flt-semantics-identifier="floor-tap"] [flt-tappable]').wait_for()  # drawn with the text
        found, sizes = [], []
        for n in range(1, taps + 1):
            ms, size = received.during(
                lambda n=n: page.evaluate(TAP_AND_WAIT, ["floor-tap", "floor-count", f"{n} taps"]))
            found.append(ms)
            sizes.append(size)
        page.context.close()
        return found, sizes
    finally:
        server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--taps", type=int, default=20)
    parser.add_argument("--texts", type=int, default=0,
                        help="K, the texts the second floor changes per tap (default: the median number of "
                             "controls our main taps change, from tests/e2e/tap_patches.py)")
    parser.add_argument("--still", type=int, default=-1,
                        help="N: the third floor is the second one with N boxes that never change beside it (3 "
                             "controls each), what a page as large as a game screen adds to the same change "
                             "(default: a third of the median number of controls our screens show; 0: none)")
    parser.add_argument("--only", default=",".join(MEASURED),
                        help=f"the games whose taps are measured, comma-separated ({', '.join(MEASURED)})")
    args = parser.parse_args()
    only = {name.strip() for name in args.only.split(",") if name.strip()}
    if only - set(MEASURED):
        parser.error(f"unknown game(s) {', '.join(sorted(only - set(MEASURED)))}; choose from {', '.join(MEASURED)}")
    if not Path(CHROMIUM).exists():
        print(f"measure_ui: {CHROMIUM} is missing; install Debian's chromium package")
        return
    patches = tap_patches()
    texts = args.texts or tap_patches_module.median_controls(patches)
    still = tap_patches_module.median_page(patches) // 3 if args.still < 0 else args.still
    print("\n".join(tap_patches_module.table(patches)))
    print(f"(the patch each main tap sends, counted without a browser, tests/e2e/tap_patches.py; controls: "
          f"changed or added, an added one built anew by the client; the second floor changes K = {texts} "
          f"texts per tap{'' if args.texts else ', the median'}; the third floor the same among "
          f"{3 * still} controls that never change{'' if args.still >= 0 else ', about the median page'})\n")
    print(f"load average before: {load()}")
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
        data = Path(tmp) / "data"
        data.mkdir()
        floor_data = Path(tmp) / "floor"
        floor_data.mkdir()
        log = Path(tmp) / "handlers.log"
        os.environ["MEASURE_UI_LOG"] = str(log)
        game_id = prepared_game(data)
        billiard = billiard_game(data)
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROME_ARGS)
        server = server_of(data, "timed_app.py")
        try:
            floor, floor_sizes = floor_taps(browser, floor_data, args.taps)
            floor_k, floor_k_sizes = floor_taps(browser, floor_data, args.taps, texts)
            floor_still, floor_still_sizes = (floor_taps(browser, floor_data, args.taps, texts, still) if still
                                              else ([], []))
            context = new_context(browser)
            started = time.monotonic()
            server.start()
            page = context.new_page()
            ui = UI(page, server.url)
            ui.open("/")
            first_home = time.monotonic() - started
            server.stop()  # the client is now in the browser's cache: start again, as a second launch does
            started = time.monotonic()
            server.start()
            page.close()
            page = context.new_page()
            received = Received(page)
            ui = UI(page, server.url)
            ui.open("/")
            home = time.monotonic() - started
            home_start = time.monotonic()  # a new page on the home, the server up: what a deep link adds to
            again = context.new_page()
            UI(again, server.url).open("/")
            home_page = time.monotonic() - home_start
            again.close()
            deep_start = time.monotonic()
            deep = context.new_page()
            UI(deep, server.url).open(f"/game/{game_id}", ready_id="board-count")
            UI(deep, server.url).says("board-count", "1 tile on the board")
            deep_link = time.monotonic() - deep_start
            deep.close()
            taps, undos, tap_sizes, undo_sizes = [], [], [], []
            if "hundsgemein" in only:
                ui.tap(f"game-{game_id}")
                ui.says("board-count", "1 tile on the board")
                log.unlink(missing_ok=True)  # the handler times of the measured taps only
            for _ in range(args.taps if "hundsgemein" in only else 0):
                # Anna's type-1 flea at row 2, column 2 touches hers at row 1, column 1: laid and marked.
                ms, size = received.during(lambda: page.evaluate(
                    TAP_AND_WAIT, ["block-2-2", "board-count", "2 tiles on the board"]))
                ui.says("violation-0", "HG-ADJ")
                taps.append(ms)
                tap_sizes.append(size + received.during(lambda: page.wait_for_timeout(50))[1])  # late frames
                ms, size = received.during(lambda: page.evaluate(
                    TAP_AND_WAIT, ["undo", "board-count", "1 tile on the board"]))
                undos.append(ms)
                undo_sizes.append(size + received.during(lambda: page.wait_for_timeout(50))[1])
            handlers = handler_times(log) if "hundsgemein" in only else {}
            others: dict[str, tuple[list[float], list[float], list[int]]] = {}
            for name, measure, label in (
                    ("loopit", loopit_taps, "loopit-square"), ("track", track_taps, "track-move"),
                    ("paleo", paleo_taps, "paleo-round"),
                    ("billiard", lambda *a: billiard_taps(*a, billiard), "pg-log"),
                    ("poster", poster_taps, "poster-move")):
                others[name] = ([], [], [])
                if name not in only:
                    continue
                try:
                    others[name] = measure(page, ui, received, args.taps, log)
                    handlers[f"{name}-undo"] = handler_times(log).get("undo", [])
                    handlers[f"{name}-tap"] = handler_times(log).get(label, [])
                except Exception as error:  # noqa: BLE001 - the other figures still print
                    print(f"{name}: not measured ({type(error).__name__}: {str(error)[:200]})")
            loopit, loopit_undos, loopit_sizes = others["loopit"]
            track, track_undos, track_sizes = others["track"]
            memory = peak_mb(server.proc.pid)
            print(f"cold start, server process start to the first usable screen: {home:.2f} s with the client "
                  f"cached (target 3 s; {first_home:.2f} s on the very first load)")
            print(f"deep link, a new page on /game/<id> to its board: {deep_link:.2f} s, "
                  f"{deep_link - home_page:+.2f} s "
                  f"more than a new page on the home ({home_page:.2f} s) (target: at most 1 s more)")
            played = 2 * (len(taps) + sum(len(v[0]) for v in others.values()))
            print(f"app server peak memory (VmHWM) after {len(only)} games and {played} measured taps: {memory:.0f} MB "
                  f"(target 200 MB)")
            floor_median, floor_p90 = spread(floor)
            k_median, k_p90 = spread(floor_k)
            s_median, s_p90 = spread(floor_still) if floor_still else (None, None)
            print(f"\ntap to repaint, ms (n={args.taps} each){'median':>12}{'p90':>8}{'x floor':>10}{'p90 x':>8}"
                  f"{'x K':>7}{'p90 x K':>9}{'x page':>8}{'p90 x pg':>9}{'handler':>10}{'bytes':>8}")
            rows = (("floor: minimal Flet app", floor, None, floor_sizes),
                    (f"floor K: {texts} texts changed", floor_k, None, floor_k_sizes),
                    (f"floor K, {3 * still} still controls", floor_still, None, floor_still_sizes),
                    ("Hundsgemein tile", taps, "hundsgemein-tile", tap_sizes),
                    ("Hundsgemein undo", undos, "undo", undo_sizes),
                    ("Loopit square", loopit, "loopit-tap", loopit_sizes),
                    ("Loopit undo", loopit_undos, "loopit-undo", None),
                    ("track move (Numeri)", track, "track-tap", track_sizes),
                    ("track undo", track_undos, "track-undo", None),
                    ("Paleo round", others["paleo"][0], "paleo-tap", others["paleo"][2]),
                    ("Paleo undo", others["paleo"][1], "paleo-undo", None),
                    ("Billard Doublé shot", others["billiard"][0], "billiard-tap", others["billiard"][2]),
                    ("Billard Doublé undo", others["billiard"][1], "billiard-undo", None),
                    ("poster move", others["poster"][0], "poster-tap", others["poster"][2]),
                    ("poster undo", others["poster"][1], "poster-undo", None))
            for name, values, handler, sizes in rows:
                if not values:
                    continue
                median, p90 = spread(values)
                spent = f"{statistics.median(handlers[handler]):.1f}" if handlers.get(handler) else "-"
                sent = f"{statistics.median(sizes):.0f}" if sizes else "-"
                print(f"{name:35}{median:12.0f}{p90:8.0f}{median / floor_median:10.2f}{p90 / floor_p90:8.2f}"
                      f"{median / k_median:7.2f}{p90 / k_p90:9.2f}"
                      f"{f'{median / s_median:.2f}' if s_median else '-':>8}{f'{p90 / s_p90:.2f}' if s_p90 else '-':>9}"
                      f"{spent:>10}{sent:>8}")
            print("(x floor: our median over the floor's, target 1.3; p90 x: over the floor's p90, target 1.5;"
                  f" x K, p90 x K: over the second floor's, {texts} texts changed per tap; x page, p90 x pg: over"
                  f" the third floor's, the same change among {3 * still} controls that never change;"
                  " handler: median ms in the Python handler, the rest is Flet and the browser; bytes: median"
                  " websocket bytes the page received for the tap)")
            saves = handler_times(log)  # the last game's; the saves run after the paint is sent (issue 18)
            for label in ("save", "save-step"):
                if saves.get(label):
                    print(f"{label}: median {statistics.median(saves[label]):.1f} ms after the paint "
                          f"(AppState.{'apply' if label == 'save' else 'undo/redo'}: the store's write)")
            print(f"load average after: {load()}")
        finally:
            browser.close()
            server.stop()


if __name__ == "__main__":
    main()
