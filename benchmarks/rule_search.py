"""The rule books' search: how well it answers (hit rates) and how fast its results are drawn (issue 36.11, 36.12).

    python -m benchmarks.rule_search [--before COMMIT] [--site DIR] [--delay MS] [--no-browser] [--only N]

1. Hit rates at 1 and at 3 of the three question sets of tests/rule_search/ (held_out.json, never tuned on;
   development.json, tuned on; questions.json, the table's), on this tree.
2. In the process: the search's time per held-out question, and the Rules screen's time to fill its results
   (`RulesScreen.search`, no renderer), each beside an empty question's (the book drawn again), p50 / p90.
3. In headless Chromium at 412x915, the app served as `referee-app --web` (and the browser build of
   `python -m pwa.build` with `--site`): each held-out question typed into its game's Rules screen (every book's
   for a question of every game) a key every `--delay` ms (accents left out, as a phone's keyboard often does:
   the search folds them), timed inside the page from the last key to the frame that shows that question's first
   three results (a question whose results were on the screen already when its last letter came, a letter that
   changed nothing, cannot be timed so: it is counted apart); beside it, in the same run, the empty question: the
   field cleared (its last key, Backspace) to the book drawn again; and the floor, a question nothing answers (two
   keys, "zq"), to its "No clause matches". p50 / p90 / worst, the ratio to the empty question's, and the result
   sets the screen showed after the last key that were neither the ones it showed then nor the question's (stale
   results: there must be none). With `--before COMMIT`, the same for that commit's tree (`git archive`), in the
   same run.

Target (issue 36.12): p90 within 150 ms of the last key on this machine. Figures only: nothing here fails.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
QUESTIONS = ROOT / "tests" / "rule_search"
SETS = ("held_out.json", "development.json", "questions.json")
VIEWPORT = {"width": 412, "height": 915}
#: A question no clause answers: the screen's smallest repaint after a key (its count's words).
NOTHING = "zq"
#: The result sets the page shows, sampled at every frame; and the wait for a question's first three results.
WATCH = """() => {
  const said = e => [e, ...e.querySelectorAll('*')]
      .map(n => (n.getAttribute('aria-label') || '') + ' ' + (n.childElementCount ? '' : n.textContent)).join(' ');
  const ids = () => [...document.querySelectorAll('flt-semantics[flt-semantics-identifier^="rules-hit-"]')]
      .map(e => [e.getAttribute('flt-semantics-identifier'), said(e)])
      .sort((a, b) => parseInt(a[0].slice(10)) - parseInt(b[0].slice(10)))
      .slice(0, 3).map(([, text]) => (text.match(/[A-Z]{2,3}(?:-[A-Z0-9]+)+/) || ['?'])[0]).join(' ');
  const book = () => !!document.querySelector('flt-semantics[flt-semantics-identifier^="rules-clause-"], '
      + 'flt-semantics[flt-semantics-identifier^="rules-game-"]');
  const answers = () => {
    const e = document.querySelector('flt-semantics[flt-semantics-identifier="rules-results"]');
    return e ? (e.getAttribute('aria-label') || '') : '';
  };
  const w = window.__rs = {last: 0, sets: [], ids, book, answers};
  for (const kind of ['keydown', 'input']) document.addEventListener(kind, () => { w.last = performance.now(); }, true);
  const sample = () => {
    const now = ((book() && !ids()) ? 'BOOK' : ids()) + ' @' + answers();
    if (!w.sets.length || w.sets[w.sets.length - 1][1] !== now) w.sets.push([performance.now(), now]);
    requestAnimationFrame(sample);
  };
  sample();
}"""
SETTLED = """([expected, question]) => new Promise((resolve) => {
  // a set is its first three results' ids, then "@" and what the screen says they answer (the tree before
  // issue 36.12 says nothing: its sets are matched by their ids alone)
  const w = window.__rs, start = performance.now();
  const ids = s => s.split(' @')[0];
  const answers = s => s.split(' @')[1] || '';
  const shows = s => ids(s) === expected && (!answers(s) || answers(s).includes(question.trim()));
  const check = () => {
    const now = w.sets[w.sets.length - 1][1];
    if (shows(now)) {
      const at = w.sets.filter(([t]) => t <= w.last).pop();
      const after = w.sets.filter(([t]) => t > w.last).map(([, s]) => s);
      const stale = new Set(after.filter(s => !shows(s) && (!at || ids(s) !== ids(at[1]))).map(ids));
      const drawn = w.sets.filter(([t, s]) => shows(s) && t > w.last && (answers(s) || !at || !shows(at[1])))[0];
      // shown already when the last key came (a letter that changed nothing): no time to tell
      resolve({ms: drawn ? drawn[0] - w.last : null, already: !drawn, stale: [...stale]});
    } else if (performance.now() - start > 20000) resolve({ms: null, already: false, stale: []});
    else requestAnimationFrame(check);
  };
  check();
})"""
#: The first three results of each question, as the tree under test finds them (run in that tree).
EXPECTED = """
import json, sys
from scorers.rulebook import search
qs = json.load(open(sys.argv[1], encoding="utf-8"))
print(json.dumps([" ".join(h.clause.id for h in search(q["query"], q.get("game") or None, 3)) for q in qs]))
"""


def _pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p * (len(ordered) - 1))))]


def _line(label: str, values: list[float], base: list[float] | None = None) -> str:
    text = (f"  {label:<34} p50 {statistics.median(values):7.1f}  p90 {_pct(values, 0.9):7.1f}  "
            f"worst {max(values):7.1f} ms")
    if base:
        text += f"   p90 ratio {_pct(values, 0.9) / max(_pct(base, 0.9), 1e-9):5.2f}"
    return text


def hit_rates() -> None:
    from scorers.rulebook import search

    print("hit rates (this tree)")
    for name in SETS:
        questions = json.loads((QUESTIONS / name).read_text(encoding="utf-8"))
        at_1 = at_3 = 0
        for q in questions:
            found = [h.clause.id for h in search(q["query"], q.get("game") or None, 3)]
            at_1 += bool(found) and found[0] in q["expect"]
            at_3 += bool(set(found) & set(q["expect"]))
        n = len(questions)
        print(f"  {name:<18} {n:3} questions   at 1: {at_1:3}/{n} = {at_1 / n:4.0%}   "
              f"at 3: {at_3:3}/{n} = {at_3 / n:4.0%}")


class _Page:
    route = "/"

    def run_task(self, task: Any, *args: Any) -> None:  # the screen's settle task is not needed here
        pass


def in_process(questions: list[dict]) -> None:
    """The search's and the screen's Python time per question, beside an empty question's (the book again)."""
    from referee_app.components.rules import SEARCH_LIMIT, RulesScreen, rules_route
    from referee_app.state import AppState
    from referee_app.store import Store
    from scorers.rulebook import search

    search("warm")  # the index is built once, on the first search
    with tempfile.TemporaryDirectory() as folder:
        app = AppState(Store(Path(folder) / "games.sqlite3"), device_language="en")
        screens = {g: RulesScreen(_Page(), app, rules_route(g), lambda *_: None)
                   for g in {q.get("game") for q in questions}}
        searched, drawn, searched_empty, drawn_empty = [], [], [], []
        for q in questions * 3:
            screen = screens[q.get("game")]
            for query, into_search, into_draw in ((q["query"], searched, drawn), ("", searched_empty, drawn_empty)):
                start = time.perf_counter()
                search(query, q.get("game"), SEARCH_LIMIT)
                into_search.append((time.perf_counter() - start) * 1000)
                start = time.perf_counter()
                screen.search(query)
                into_draw.append((time.perf_counter() - start) * 1000)
    print("in the process (this tree), each held-out question three times")
    print(_line("search, a question", searched))
    print(_line("search, the empty question", searched_empty))
    print(_line("screen's fill, a question", drawn))
    print(_line("screen's fill, the empty question", drawn_empty))


def _expected(tree: Path, questions_file: Path) -> list[str]:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    out = subprocess.run([sys.executable, "-c", EXPECTED, str(questions_file)], cwd=tree, env=env, check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)


def in_browser(label: str, ui_for: Any, questions: list[dict], expected: list[str], delay: int) -> None:
    """Each question typed into its game's Rules screen; the last key to its results, beside the empty
    question's (the field cleared to the book drawn again)."""
    typed: list[float] = []
    cleared: list[float] = []
    floor: list[float] = []
    stale = already = 0
    missed: list[str] = []
    by_route: dict[str | None, list[int]] = {}
    for n, q in enumerate(questions):
        by_route.setdefault(q.get("game"), []).append(n)
    for game, numbers in by_route.items():
        ui = ui_for(f"/rules/{game}" if game else "/rules")
        box = ui.by_id("rules-search").locator("input").first
        ui.focus(box)
        ui.page.evaluate(WATCH)
        for n in numbers:
            ui.page.keyboard.type(questions[n]["query"], delay=delay)
            got = ui.page.evaluate(SETTLED, [expected[n], questions[n]["query"]])
            stale += len(got["stale"])
            if got["ms"] is not None:
                typed.append(got["ms"])
            elif got["already"]:
                already += 1
            else:
                missed.append(f"{questions[n]['query']!r} ({expected[n]})")
            for into, text, shown in ((cleared, "", "BOOK"), (floor, NOTHING, ""), (None, "", "BOOK")):
                ui.page.keyboard.press("Control+A")
                ui.page.keyboard.press("Backspace")
                if text:
                    ui.page.keyboard.type(text, delay=delay)
                got = ui.page.evaluate(SETTLED, [shown, text])
                if into is not None and got["ms"] is not None:
                    into.append(got["ms"])
    print(f"in the browser ({label}), a key every {delay} ms, 412x915")
    if typed:
        print(_line("last key to its results", typed, cleared))
        print(f"  {'':<34} p90 ratio to the floor's {_pct(typed, 0.9) / max(_pct(floor or typed, 0.9), 1e-9):5.2f}")
    if cleared:
        print(_line("the empty question (cleared)", cleared))
    if floor:
        print(_line(f"the floor: {NOTHING!r}, nothing found", floor))
    print(f"  stale result sets after the last key: {stale}; questions whose results showed before their last key "
          f"(not timed): {already}; never drawn in 20 s: {len(missed)}")
    for question in missed:
        print(f"    never drawn: {question}")


def _server_ui(browser: Any, tree: Path) -> tuple[Any, Any]:
    sys.path.insert(0, str(ROOT / "tests" / "e2e"))
    from conftest import UI, AppServer

    data = Path(tempfile.mkdtemp())
    server = AppServer(data)
    server.cwd = str(tree)
    server.start()
    context = browser.new_context(viewport=VIEWPORT)
    page = context.new_page()

    def ui_for(route: str) -> Any:
        ui = UI(page, server.url)
        ui.open(route, ready_id="rules-search")
        return ui

    return ui_for, (context, server)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", help="a commit whose tree is measured in the browser beside this one")
    parser.add_argument("--site", help="a folder made by `python -m pwa.build`: the browser build measured too")
    parser.add_argument("--delay", type=int, default=60, help="ms between keys (60)")
    parser.add_argument("--no-browser", action="store_true", help="the hit rates and the process's times only")
    parser.add_argument("--only", type=int, help="the first N held-out questions only (a quick look)")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    hit_rates()
    questions_file = QUESTIONS / "held_out.json"
    questions = json.loads(questions_file.read_text(encoding="utf-8"))[:args.only]
    in_process(questions)
    if args.no_browser:
        return
    sys.path.insert(0, str(ROOT / "tests" / "e2e"))
    from conftest import CHROME_ARGS, CHROMIUM, StaticApp
    from playwright.sync_api import sync_playwright

    from scorers.rulebook_words import fold

    typed = [{**q, "query": fold(q["query"])} for q in questions]  # no accents, as a phone's keyboard often
    with tempfile.TemporaryDirectory() as before_dir, tempfile.NamedTemporaryFile("w", suffix=".json") as listed:
        json.dump(typed, listed, ensure_ascii=False)
        listed.flush()
        trees = {"this tree, server": ROOT}
        if args.before:
            archive = subprocess.run(["git", "archive", args.before], cwd=ROOT, check=True, capture_output=True).stdout
            subprocess.run(["tar", "-x", "-C", before_dir], input=archive, check=True)
            trees[f"{args.before}, server"] = Path(before_dir)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROME_ARGS)
            for label, tree in trees.items():
                ui_for, (context, server) = _server_ui(browser, tree)
                try:
                    in_browser(label, ui_for, typed, _expected(tree, Path(listed.name)), args.delay)
                finally:
                    context.close()
                    server.stop()
            if args.site:
                app = StaticApp(browser, Path(args.site))

                def static_ui(route: str) -> Any:
                    ui = app.fresh()
                    ui.tap("home-rules")
                    if route != "/rules":
                        ui.tap(f"rules-game-{route.rsplit('/', 1)[1]}")
                    ui.by_id("rules-search").wait_for()
                    return ui

                try:
                    in_browser("the browser build", static_ui, typed, _expected(ROOT, Path(listed.name)), args.delay)
                finally:
                    app.close()
            browser.close()


if __name__ == "__main__":
    main()
