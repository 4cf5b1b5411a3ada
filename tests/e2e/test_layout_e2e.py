"""Layout at phone sizes (issue 17, "One design"): every screen at 360 x 780 and 412 x 915, in French and
English, light and dark. On each screen, from Flutter's semantics tree (the DOM `flt-semantics` nodes and
their boxes):

- no labelled box reaches past the screen's or its parent's right edge (a row wider than the phone);
- no label is clipped: the longest word of a label, drawn in the app's font at 12 px (the smallest size
  these screens use), fits its box, and a one-line control (a button, tab, chip: under 50 px tall) or
  heading (20 px) fits its whole label;
- every tap target on screen is at least 44 x 44 px.

Any finding fails the screen's case; all of them are also written to `layout-findings.json` beside the
screenshots. One server, one browser page for the whole file: the games are saved in the store before the
page loads, the language and theme are switched on the settings screen, the size by resizing the page.
"""

from __future__ import annotations

import json
import os
import re
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest
from conftest import SHOTS, STEP_TIMEOUT, TIMINGS, UI, AppServer
from playwright.sync_api import expect

from referee_app import boards
from referee_app.fronts import front
from referee_app.games.hundsgemein import document as hg
from referee_app.state import AppState
from referee_app.store import Store
from scorers.hundsgemein.rules import BREEDS
from scorers.i18n import phrase, render
from scorers.posters.board import EXAMPLE_BOARD
from scorers.registry import find_game

SIZES = {"360": {"width": 360, "height": 780}, "412": {"width": 412, "height": 915}}
#: Kept for the set-up form's case: every screen's findings now fail it.
OWNED = {"home", "paleo-family", "history", "players"}
MIN_TAP = 44
#: Identifier prefixes of buttons that are drawings: their semantics label is what a screen reader says, not
#: text drawn in the box (the label checks skip them; their tap target is still measured).
DRAWN = ("shape-",)
FINDINGS: dict[str, list[str]] = {}

MEASURE = """async () => {
  if (!window.__layoutFont) {
    const face = new FontFace("LayoutDejaVu", "url(/fonts/DejaVuSans.ttf)");
    document.fonts.add(await face.load());
    window.__layoutFont = true;
  }
  const ctx = document.createElement("canvas").getContext("2d");
  // 12 px: the smallest text of these screens; 20 px for a heading (an app bar's title is 22 px).
  const width = (s, px = 12) => { ctx.font = `${px}px LayoutDejaVu`; return ctx.measureText(s).width; };
  const vw = window.innerWidth, vh = window.innerHeight;
  const out = [];
  // The text Flutter draws is the node's own text; aria-label also holds tooltips, which are not drawn.
  // (a heading's text sits in an h1..h6 or span child of its node).
  const label = (e) => [...e.childNodes].filter(n => n.nodeType === 3
      || (n.nodeType === 1 && n.tagName !== "FLT-SEMANTICS" && n.tagName !== "FLT-SEMANTICS-CONTAINER"
          && !n.querySelector("flt-semantics")))
      .map(n => n.textContent).join("").trim();
  // A heading Flutter shortens with an ellipsis keeps its whole text here: the app bar's title.
  const heading = (e) => [...e.children].some(n => /^H[1-6]$/.test(n.tagName));
  for (const e of document.querySelectorAll("flt-semantics")) {
    const r = e.getBoundingClientRect();
    if (!r.width || !r.height || r.bottom <= 0 || r.top >= vh) continue;   // off screen (scrolled away)
    // a drawing's spoken name (Loopit's line shapes) is no drawn text: Flutter's DOM cannot tell them apart
    const drawn = [...DRAWN].some(p => (e.getAttribute("flt-semantics-identifier") || "").startsWith(p));
    const text = drawn ? "" : label(e);
    const name = e.getAttribute("flt-semantics-identifier") || text.slice(0, 40) || e.getAttribute("role") || "?";
    const parent = e.parentElement && e.parentElement.closest("flt-semantics");
    // A strip that scrolls sideways (Posters' panels) holds more than the screen on purpose: what lies past
    // its edge, or is cut by it, is scrolled to, not clipped.
    let strip = null;
    for (let a = parent; a && !strip; a = a.parentElement && a.parentElement.closest("flt-semantics"))
      if (getComputedStyle(a).overflowX === "scroll") strip = a.getBoundingClientRect();
    const edge = (a, b) => Math.abs(a - b) <= 1;
    if (strip && (edge(r.left, strip.left) || edge(r.right, strip.right) || r.right <= strip.left
                  || r.left >= strip.right || r.left < strip.left || r.right > strip.right)) continue;
    if (text) {
      if (!strip && (r.right > vw + 1 || r.left < -1))
        out.push(`past the screen's edge: "${name}" (${r.left}..${r.right})`);
      if (parent) {
        const p = parent.getBoundingClientRect();
        if (r.right > p.right + 1 && getComputedStyle(parent).overflowX !== "scroll")
          out.push(`past its parent's edge: "${name}" (${Math.round(r.right - p.right)} px)`);
      }
      // a zero-width space is a break opportunity (a path set to wrap after each folder)
      const words = text.split(/[\\s\u200b]+/).filter(Boolean);
      const longest = words.reduce((a, b) => width(b) > width(a) ? b : a, "");
      if (width(longest) > r.width + 1) out.push(`clipped word "${longest}" in "${name}" (${Math.round(r.width)} px)`);
      const oneLine = (heading(e) || ["button", "tab", "checkbox", "radio", "switch"].includes(e.getAttribute("role")))
          && r.height < 50 && !text.includes("\\n");
      const px = heading(e) ? 20 : 12;
      if (oneLine && width(text, px) > r.width + 1)
        out.push(`clipped label "${text}" (${Math.round(width(text, px))} > ${Math.round(r.width)} px)`);
    }
    const tappable = e.hasAttribute("flt-tappable") || e.querySelector(":scope > input, :scope > textarea");
    // A row a scrolling list cuts at its edge reports only its visible part: not measured.
    const cut = () => { for (let a = e.parentElement && e.parentElement.closest("flt-semantics"); a;
                             a = a.parentElement && a.parentElement.closest("flt-semantics")) {
        const b = a.getBoundingClientRect();
        if (b.height > 2 * r.height && (Math.abs(b.bottom - r.bottom) < 1 || Math.abs(b.top - r.top) < 1)
            && (r.height < %d)) return true; }
      return r.bottom >= vh - 1; };
    if (tappable && r.top >= 0 && r.bottom <= vh && (r.width < %d - 0.5 || r.height < %d - 0.5) && !cut()) {
      const owner = e.closest("[flt-semantics-identifier]");
      const who = (owner && owner.getAttribute("flt-semantics-identifier")) || text.slice(0, 40) || "?";
      out.push(`tap target ${Math.round(r.width)}x${Math.round(r.height)}: "${who}"`);
    }
  }
  return [...new Set(out)];
}""".replace("%d", str(MIN_TAP)).replace("[...DRAWN]", json.dumps(list(DRAWN)))




def check(ui: UI, screen: str, combo: str) -> list[str]:
    """The findings on the screen shown, after it settled (also written to FINDINGS, with a screenshot)."""
    settle(ui)
    found = ui.page.evaluate(MEASURE)
    ui.screenshot(f"layout-{combo}-{screen}")
    if found:
        FINDINGS[f"{combo} {screen}"] = found
    return found


def settle(ui: UI, least_ms: int = 100, most_ms: int = 4000) -> None:
    """Wait until the semantics boxes stop moving: the same boxes in two reads 150 ms apart (a fixed wait
    long enough for a loaded machine would cost minutes over the ~150 measures of this file)."""
    sign = """() => [...document.querySelectorAll("flt-semantics")].map(e => { const r = e.getBoundingClientRect();
                 return `${Math.round(r.left)},${Math.round(r.top)},${Math.round(r.width)},${Math.round(r.height)}`; })
                 .join(";")"""
    ui.page.wait_for_timeout(least_ms)
    end, last = time.monotonic() + most_ms / 1000, ui.page.evaluate(sign)
    while time.monotonic() < end:
        ui.page.wait_for_timeout(150)
        now = ui.page.evaluate(sign)
        if now == last:
            break
        last = now
    # A sideways strip is told by its `overflow-x: scroll` (MEASURE). Flutter sets it in its browser-gesture
    # mode only: a pointer event (a tap, a mouse move) switches it to its pointer mode for a moment, where
    # every scrollable is `overflow: hidden` on both axes, and what lies past a strip's edge (Loopit's board at
    # 412 px) would be measured as past the screen's. Wait until no scrollable is so (about half a second).
    started = time.monotonic()
    try:
        ui.page.wait_for_function(POINTER_MODE_OVER, timeout=3000)
    except Exception:  # noqa: BLE001 - still in pointer mode: measured as it is (a strip would be reported)
        pass
    waited = TIMINGS.setdefault("pointer_mode_wait_s", [0.0])  # the total over the file
    waited[0] += time.monotonic() - started


#: True once no semantics node is `overflow: hidden` on both axes (Flutter's pointer mode, see `settle`).
POINTER_MODE_OVER = """() => ![...document.querySelectorAll("flt-semantics")]
    .some(e => e.style.overflowX === "hidden" && e.style.overflowY === "hidden")"""


# --- every screen, one page ---------------------------------------------------------------------------
STREETS = [f"{d}{n}" for d in "HV" for n in range(1, 7)]
LONG_NAMES = ("Chloé-Anne", "Bartholomäus", "Łukasz", "Anne-Sophie")


@dataclass(frozen=True)
class Screen:
    """A screen: its route (a "{key}" names a saved game of GAMES), the taps that follow, and the control
    that says it is drawn ("tab:<key>" taps the navigation bar's tab of that text key)."""

    name: str
    route: str
    ready: str
    taps: tuple[str, ...] = ()


#: The saved games the screens show: key -> (game id, players, finished). Made in the store before the page
#: loads (typing them is what the games' own tests do).
GAMES = {
    "hg-dogs": ("hundsgemein", 4, False),
    "hg": ("hundsgemein", 4, False),
    "hg-counts": ("hundsgemein", 4, False),
    "loopit": ("loopit", 4, False),
    "numeri": ("numeri", 4, False),
    "froscheln": ("froscheln", 4, False),
    "posters": ("posters", 2, False),
    "paleo": ("paleo", 4, False),
    "roi": ("paleo-roi", 4, False),
    "escarmouche": ("paleo-escarmouche", 3, False),
    "pitchanque": ("pitchanque", 2, False),
    "billard": ("paleo-billard-double", 2, False),
    "finished": ("hundsgemein", 2, True),
}

SCREENS = [
    Screen("home", "/", "open-settings"),
    Screen("paleo-family", "/family/paleo", "new-paleo-roi"),
    Screen("history", "/history", "filter-game"),
    Screen("players", "/players", "profile-name"),
    Screen("settings", "/settings", "lang-fr"),
    Screen("exchange", "/exchange", "export-csv"),
    Screen("boards", "/boards/loopit", "bd-game-loopit"),
    Screen("hundsgemein-dogs", "/game/{hg-dogs}", "dogs-status"),
    Screen("hundsgemein", "/game/{hg}", "block-1-1"),
    Screen("hundsgemein-counts", "/game/{hg-counts}", "street-row-H1"),  # issue 24: counts typed, a row a street
    Screen("loopit", "/game/{loopit}", "pad"),
    Screen("loopit-turn", "/game/{loopit}", "shapes", ("tab:lp.ui.tab.turn",)),
    Screen("loopit-board-editor", "/boards/loopit/{board-loopit}", "board-editor"),
    Screen("numeri", "/game/{numeri}", "cell-info"),
    Screen("froscheln", "/game/{froscheln}", "cell-info"),
    Screen("track-board-editor", "/boards/numeri/{board-numeri}", "track-board-editor"),
    # the score tab's entry switch (branch fro-end: 32 px tall, "Depuis la piste" cut at 360 px)
    Screen("froscheln-score", "/game/{froscheln}", "score-entry", ("tab:tr.ui.tab.score",)),
    Screen("posters", "/game/{posters}", "po-status"),
    # the kind of turn chosen: its check mark took the room of the word ("Échang/e" at 360 px in French)
    Screen("posters-exchange", "/game/{posters}", "po-exchange-count", ("button:po.ui.kind.exchange",)),
    # issue 24: the winner alone above the log, a button a side. Before Paleo's: their screens show its ready
    # control too ("pa-status"), which `visit` waits to see leave when the next screen is drawn
    Screen("le-roi", "/game/{roi}", "ro-winner"),
    Screen("escarmouche", "/game/{escarmouche}", "es-winner"),
    Screen("paleo", "/game/{paleo}", "pa-status"),
    Screen("pitchanque", "/game/{pitchanque}", "pq-builder"),
    Screen("billard-double", "/game/{billard}", "pg-status"),
    Screen("finished-result", "/game/{finished}", "result-pdf"),
]
#: Screens whose findings belong to a fix still under way on another branch (reported, expected to fail).
#: Screens known to fail, with the reason (none today: a fixed screen is taken out at once, since the
#: mark is not strict).
#: (Loopit's turn was here: its board's strip was not told while Flutter was in its pointer mode, see `settle`.)
EXPECTED_TO_FAIL: dict[str, str] = {}
COMBOS = [(lang, theme) for lang in ("en", "fr") for theme in ("light", "dark")]
#: Screenshots of two of the eight combinations are enough to look at (each one costs half a second).
SHOWN = {"360-fr-dark", "412-en-light"}


def seed(store_path) -> dict[str, str]:
    """The saved games of GAMES; their record ids by key."""
    ids = {}
    with Store(store_path) as store:
        app = AppState(store)
        for key, (game_id, count, finished) in GAMES.items():
            game = find_game(game_id)
            colours = front(game).COLOURS
            players = [{"name": LONG_NAMES[i], "colour": colours[i]} for i in range(count)]
            doc = front(game).new_document(game, players, None)
            if key in ("hg", "hg-counts", "finished"):
                for street, breed in zip(STREETS, BREEDS * 3):
                    doc = hg.set_dog(doc, street, breed).doc
            if key == "hg-counts":
                doc = hg.set_entry(doc, "counts", True).doc
            record = app.create_game(game, ", ".join(LONG_NAMES[:count]), doc)
            if finished:
                app.apply(record.id, hg.set_finished(doc, True))
            ids[key] = record.id
        for game_id in ("loopit", "numeri"):  # a board of the table's own, which the editor opens
            bundled = boards.list_boards(store, game_id)[0]
            ids[f"board-{game_id}"] = boards.duplicate(store, game_id, bundled.id).id
    return ids


class Phone:
    """The one page of the file: its language and theme, and the way to each screen."""

    def __init__(self, ui: UI, games: dict[str, str]) -> None:
        self.ui, self.games, self.combo = ui, games, ("", "", "")
        self.last = ""  # the ready control of the screen shown last
        self.route = ""  # and its route

    def go(self, route: str) -> None:
        """Show `route` as the browser's address bar would, without loading the page again: a history entry
        and its popstate, which Flutter hands to the app as a route change (a full load costs seconds)."""
        self.ui.page.evaluate(
            "(r) => { history.pushState(null, '', r); dispatchEvent(new PopStateEvent('popstate')); }", route)

    def use(self, size: str, lang: str, theme: str) -> None:
        if self.combo == (size, lang, theme):
            return
        if self.combo[:1] != (size,):
            # a screen lays itself out for the page's width when it is drawn: the server must know the new
            # width before the next screen is asked for (Home redrawn by the settings below)
            self.ui.page.set_viewport_size(SIZES[size])
            self.ui.page.wait_for_timeout(500)
        self.go("/settings")
        try:
            self.ui.by_id("lang-fr").wait_for(timeout=10000)
        except Exception:  # noqa: BLE001 - the session lost (see `home`): a full load of the settings
            self.ui.open("/settings", ready_id="lang-fr")
        self.ui.tap(f"lang-{lang}")
        self.ui.tap(f"theme-{theme}")
        self.combo, self.last = (size, lang, theme), "lang-fr"

    def visit(self, screen: Screen) -> None:
        """Show the screen, and wait until it is this one, not the one before still on the page."""
        route = re.sub(r"\{(.+?)\}", lambda m: self.games[m.group(1)], screen.route)
        # the same control says both are drawn (Numeri, then Fröscheln), or the same screen again with other
        # taps (its ready control there already): from Home, so that the screen is drawn anew
        if self.last == screen.ready or self.route == route:
            self.home()
        before, self.last, self.route = self.last, screen.ready, route
        self.go(route)
        try:
            self._taps_and_ready(screen, before)
        except Exception:  # noqa: BLE001 - the page lost its session (every later case failed after it, twice in
            # a CI-like run, each case 30 s then its rerun): a full load of the route, a new session, once more
            self.ui.open("/")
            self.go(route)
            self._taps_and_ready(screen, "")

    def _taps_and_ready(self, screen: Screen, before: str) -> None:
        for step in screen.taps:
            if step.startswith("tab:"):  # a tab of the navigation bar, named in the page's language
                self.ui.page.get_by_role("tab", name=render(phrase(step[4:]), self.combo[1])).click()
            elif step.startswith("button:"):  # a button without an identifier (a segment), by its words
                self.ui.page.get_by_role("button", name=render(phrase(step[7:]), self.combo[1])).first.click()
            else:
                self.ui.tap(step)
        self.ui.by_id(screen.ready).first.wait_for(state="attached")
        if before != screen.ready and before:
            self.ui.by_id(before).first.wait_for(state="detached")

    def home(self) -> None:
        """Home again; a dialog or an editor left open is closed by the first route change (as back does)."""
        self.last, self.route = "open-settings", "/"
        for _ in range(3):
            self.go("/")
            try:
                self.ui.by_id("open-settings").wait_for(timeout=3000)
                return
            except Exception:  # noqa: BLE001 - a dialog closed instead: once more
                continue
        # no Home after three route changes: the page lost its session (seen once per run under a heavy load,
        # every later case then failing): a full load starts a new one, so one case's failure stays its own
        self.ui.open("/")


@pytest.fixture(scope="module")
def phone(browser, tmp_path_factory):
    data = tmp_path_factory.mktemp("layout") / "data"
    data.mkdir()
    server = AppServer(data)
    server.cwd = str(Path(__file__).resolve().parents[2])
    server.start()
    games = seed(data / "games.sqlite3")
    ctx = browser.new_context(viewport=SIZES["412"])
    ctx.route(re.compile(r"^https?://(?!127\.0\.0\.1[:/])"), lambda route: route.abort())
    page = ctx.new_page()
    page.set_default_timeout(STEP_TIMEOUT)
    ui = UI(page, server.url)
    started = time.monotonic()
    try:
        ui.open("/")
        yield Phone(ui, games)
    finally:
        TIMINGS["layout_s"] = [time.monotonic() - started]
        ctx.close()
        server.stop()
        (SHOTS / "layout-findings.json").write_text(json.dumps(FINDINGS, ensure_ascii=False, indent=1))


def cases():
    # size, then language and theme, outermost: the page is resized and set 8 times, not at every screen
    for size in SIZES:
        for lang, theme in COMBOS:
            for screen in SCREENS:
                marks = [pytest.mark.xfail(reason=EXPECTED_TO_FAIL[screen.name], strict=False)] \
                    if screen.name in EXPECTED_TO_FAIL else []
                yield pytest.param(size, lang, theme, screen, marks=marks, id=f"{size}-{lang}-{theme}-{screen.name}")


@pytest.mark.parametrize(("size", "lang", "theme", "screen"), list(cases()))
def test_screen_fits_the_phone(phone, size, lang, theme, screen):
    """The screen at this size, in this language and theme: nothing past an edge, no clipped label, every
    tap target at least 44 px."""
    phone.use(size, lang, theme)
    combo = f"{size}-{lang}-{theme}"
    try:
        # straight from the last screen to this one (a route change replaces the screen on top): Home in
        # between would cost a second a case
        phone.visit(screen)
        settle(phone.ui)
        found = phone.ui.page.evaluate(MEASURE)
        if combo in SHOWN:
            phone.ui.screenshot(f"layout-{combo}-{screen.name}")
    except Exception:
        phone.home()  # a dialog or a half-drawn screen is not left to the next case
        raise
    if found:
        FINDINGS[f"{combo} {screen.name}"] = found
    assert not found, "\n".join(found)


# --- the set-up forms (branch `setup`) ------------------------------------------------------------------------
#: One set-up of each family of the one form (issue 17): the common form (Loopit: variants and a board), Paleo
#: at 4 (its teams), Pitchanque at 4 (a team per player, the team that starts), Défense d'afficher (sides, who
#: starts, house rule, board). `more`: the players added before measuring, so that the team parts show.
SETUP_FORMS = (("common", "loopit", 0), ("paleo", "paleo", 2), ("teams", "pitchanque", 2), ("posters", "posters", 0))

#: What MEASURE does not see on these forms: a text field's label (an `<input>`'s aria-label, drawn at 16 px
#: inside the field's padding and border, "Joueu/r 1" when the field was 84 px wide), the app bar's title (22 px;
#: its node is the whole bar's width, the title's room is the bar less the back button and padding), and the
#: board drop-down's chosen board (the text is drawn, not in the node).
MEASURE_FORM = """async (drawn) => {
  const ctx = document.createElement("canvas").getContext("2d");
  const width = (s, px) => { ctx.font = `${px}px LayoutDejaVu`; return ctx.measureText(s).width; };
  const vw = window.innerWidth, vh = window.innerHeight, out = [];
  for (const input of document.querySelectorAll("flt-semantics input, flt-semantics textarea")) {
    // the field's node (the <input> inside it is drawn a few pixels wider than the field)
    const r = input.closest("flt-semantics").getBoundingClientRect(), label = input.getAttribute("aria-label") || "";
    if (!label || !r.width || r.bottom <= 0 || r.top >= vh) continue;
    const longest = label.split(/\\s+/).reduce((a, b) => width(b, 16) > width(a, 16) ? b : a, "");
    // 40: the field's padding, border and the label's gaps (an 84 px field wrapped "Joueur", about 52 px wide)
    if (width(longest, 16) > r.width - 40 + 1)
      out.push(`clipped field label "${label}" (${Math.round(width(longest, 16))} > ${Math.round(r.width - 40)} px)`);
  }
  for (const h of document.querySelectorAll("flt-semantics h1, flt-semantics h2, flt-semantics h3")) {
    const room = vw - 56 - 32;   // the back button, the bar's padding and the title's own
    for (const line of h.textContent.split("\\n").map(s => s.trim()).filter(Boolean))
      if (width(line, 22) > room + 1) out.push(`clipped title "${line}" (${Math.round(width(line, 22))} > ${room} px)`);
  }
  // A text drawn inside a box whose node does not hold it (a drop-down's chosen option): [id, text, px, inset].
  for (const [id, text, px, inset] of drawn) {
    const e = document.querySelector(`flt-semantics[flt-semantics-identifier="${id}"]`);
    if (!e || e.getAttribute("role") !== "button") continue;   // a drop-down; a list's words are MEASURE's
    const r = e.getBoundingClientRect();
    if (r.bottom <= 0 || r.top >= vh) continue;
    const room = r.width - inset;
    if (width(text, px) > room + 1)
      out.push(`clipped text "${text}" in "${id}" (${Math.round(width(text, px))} > ${Math.round(room)} px)`);
  }
  // A node the scrolling form cuts at its top or bottom edge reports only its visible part: named, to be
  // left out of the tap targets (MEASURE leaves out such rows only when under 40 px tall).
  const cut = [];
  for (const e of document.querySelectorAll("flt-semantics[flt-semantics-identifier]")) {
    const r = e.getBoundingClientRect();
    for (let a = e.parentElement && e.parentElement.closest("flt-semantics"); a;
         a = a.parentElement && a.parentElement.closest("flt-semantics")) {
      if (getComputedStyle(a).overflowY !== "scroll" && getComputedStyle(a).overflow !== "scroll") continue;
      const b = a.getBoundingClientRect();
      if (r.top < b.top + 1 || r.bottom > b.bottom - 1) cut.push(e.getAttribute("flt-semantics-identifier"));
      break;
    }
  }
  return {out, cut};
}"""


def check_form(ui: UI, screen: str, combo: str, drawn: list) -> list[str]:
    """The findings on a set-up form, all of them failures: MEASURE's and MEASURE_FORM's, at the top of the
    form and once scrolled to its end (the Start button stays in view below it)."""
    found: list[str] = []
    for part in ("top", "end"):
        # a form opened by a full load draws a second or two after its semantics are there (as Home, in check)
        ui.page.wait_for_timeout(2500 if part == "top" else 800)
        form = ui.page.evaluate(MEASURE_FORM, drawn)
        cut = {f'"{identifier}"' for identifier in form["cut"]}
        found += [f for f in ui.page.evaluate(MEASURE) if not (f.startswith("tap target") and f.split(": ")[-1] in cut)]
        found += form["out"]
        ui.screenshot(f"layout-{combo}-{screen}-{part}")
        size = ui.page.viewport_size
        ui.page.mouse.move(size["width"] / 2, size["height"] / 2)
        ui.page.mouse.wheel(0, 4000)
    found = list(dict.fromkeys(found))
    if found:
        FINDINGS[f"{combo} {screen}"] = found
    return [f"{screen}: {f}" for f in found]


def drawn_texts(game: str, lang: str) -> list:
    """The board drop-down's chosen board as drawn (16 px; its padding and arrow take about 56 px)."""
    from referee_app import boards
    from scorers.i18n import phrase, render

    if not boards.has_boards(game):
        return []
    with Store(":memory:") as store:
        first = boards.list_boards(store, game)[0]
    shown = boards.shown_name(game, first.name, lang)
    return [["setup-board", render(phrase("bd.bundled_tag", board=shown), lang), 16, 56]]


#: The set-up forms' combinations of size, language and theme the default run takes (each ~30 s on a loaded
#: CI machine): both sizes, both languages and both themes, each once; LAYOUT_ALL=1 takes all eight.
FORMS_IN_CI = {("360", "fr", "light"), ("412", "en", "dark")}
LAYOUT_ALL = os.environ.get("LAYOUT_ALL") == "1"


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", list(SIZES))
def test_set_up_forms_fit_the_phone(browser, server, size, lang, theme):
    if not LAYOUT_ALL and (size, lang, theme) not in FORMS_IN_CI:
        pytest.skip("one of the six other combinations: LAYOUT_ALL=1 runs them (docs/testing.md)")
    with Store(server.data_dir / "games.sqlite3") as store:
        store.settings.set("language", lang)
        store.settings.set("theme", theme)
        # known players with long names: the chips of the form
        store.records.remember_players([{"name": "Chloé-Anne", "colour": "red"},
                                        {"name": "Bartholomäus", "colour": "blue"}])
    ctx = browser.new_context(viewport=SIZES[size])
    ctx.route(re.compile(r"^https?://(?!127\.0\.0\.1[:/])"), lambda route: route.abort())
    page = ctx.new_page()
    page.set_default_timeout(STEP_TIMEOUT)
    ui = UI(page, server.url)
    combo = f"{size}-{lang}-{theme}"
    failures: list[str] = []
    try:
        ui.open("/", ready_id="open-settings")
        for family, game, more in SETUP_FORMS:
            ui.open(f"/new/{game}", ready_id="start-game")
            for seat in range(2, 2 + more):
                ui.tap_until("add-player", f"player-name-{seat}")
            failures += check_form(ui, f"setup-{family}", combo, drawn_texts(game, lang))
    finally:
        ctx.close()
        (SHOTS / "layout-findings.json").write_text(json.dumps(FINDINGS, ensure_ascii=False, indent=1))
    assert not failures, "\n".join(failures)


# --- Défense d'afficher's turn at phone size (branch `layout-360`) ------------------------------------------
#: The navigation bar's height: what lies under it is reached only by scrolling the turn.
NAV_BAR = 80
MOVE_GRID = ["po-kind"] + [f"po-move-{d}-{n}" for d in ("forward", "backward", "stay") for n in range(1, 7)]

#: The ids given whose box is not wholly on screen above the navigation bar, at least `least` px tall (a row
#: the scrolling turn cuts at its edge reports only its visible part).
NOT_IN_VIEW = """([ids, bar, least]) => ids.map(id => {
  const e = document.querySelector(`flt-semantics[flt-semantics-identifier="${id}"]`);
  if (!e) return `${id}: not drawn`;
  const r = e.getBoundingClientRect();
  return r.top >= 0 && r.bottom <= innerHeight - bar + 0.5 && r.height >= least ? ""
      : `${id}: ${Math.round(r.top)}..${Math.round(r.bottom)} (the bar at ${innerHeight - bar})`;
}).filter(Boolean)"""

#: The "its own slot" button of the stick dialog: each line of its label, and the longest brand of the default
#: board, drawn at 16 px bold (the largest a button line may use), fits the widest the button may be (the
#: dialog less its content's padding) less Material's 24 px padding a side. The layout checks measure 12 px:
#: a 14 px label wrapping onto two lines passed them.
STICK_BUTTON = """([longest]) => {
  const ctx = document.createElement("canvas").getContext("2d");
  ctx.font = "bold 16px LayoutDejaVu";
  const e = document.querySelector('flt-semantics[flt-semantics-identifier="po-stick-right"]');
  const b = e.closest('[role="alertdialog"], [role="dialog"]').getBoundingClientRect(), out = [];
  // the widest the button may be: the dialog less its content's 24 px padding a side
  const room = b.width - 2 * 24 - 48;
  const text = e.getAttribute("aria-label") || e.textContent;
  for (const line of [...text.split("\\n"), longest].map(s => s.trim()).filter(Boolean))
    if (ctx.measureText(line).width > room + 1)
      out.push(`"${line}" wraps: ${Math.round(ctx.measureText(line).width)} > ${Math.round(room)} px`);
  if (b.left < 0 || b.right > innerWidth) out.push(`the dialog ${Math.round(b.left)}..${Math.round(b.right)}`);
  return out;
}"""


def posters_turn(phone: Phone, size: str, lang: str) -> None:
    """The seeded Défense d'afficher game at the start of its first turn, at this size and language."""
    phone.use(size, lang, "light")
    phone.visit(Screen("posters", "/game/{posters}", "po-status"))
    phone.ui.says("po-status", render(phrase("po.ui.to_play", n=1, who=LONG_NAMES[0]), lang))
    settle(phone.ui)


@contextmanager
def at_panel_a(ui: UI, lang: str):
    """The seeded game's first side moved 4 forward, onto panel A's brush square, for the test's checks; the
    move taken back afterwards, whatever they found (the seeded game stays at its first turn)."""
    ui.tap("po-move-forward-4")
    try:
        ui.says("po-stick-help", "A")
        yield
    finally:
        ui.tap("undo")
        ui.says("po-status", render(phrase("po.ui.to_play", n=1, who=LONG_NAMES[0]), lang))


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", list(SIZES))
def test_posters_turn_shows_the_whole_move_grid_without_scrolling(phone, size, lang):
    """Issue 17 (no scrolling before a move): at the start of a turn the kind of turn (die, exchange, chance)
    and all 18 die buttons are on screen above the navigation bar; after a move onto a brush square, what
    the next tap needs (the help, the "wrong poster" button and the slots of the panel stopped at) is
    too, and the die buttons have not moved under the finger. The move is taken back at the end (the seeded
    game stays at its first turn)."""
    posters_turn(phone, size, lang)
    ui = phone.ui
    missing = ui.page.evaluate(NOT_IN_VIEW, [MOVE_GRID, NAV_BAR, 44])
    before = ui.by_id("po-move-forward-1").bounding_box()
    ui.screenshot(f"layout-{size}-{lang}-posters-grid")
    with at_panel_a(ui, lang):
        settle(ui)
        ui.screenshot(f"layout-{size}-{lang}-posters-grid-moved")
        # the panel's slots whole (the stick panel's come first, the strip's have the same ids); at 360 px its
        # fourth slot wraps onto a second row
        missing += ui.page.evaluate(NOT_IN_VIEW, [["po-stick-help", "po-stick-wrong"], NAV_BAR, 20])
        missing += ui.page.evaluate(NOT_IN_VIEW, [["po-slot-A1", "po-slot-A4"], NAV_BAR, 70])
        after = ui.by_id("po-move-forward-1").bounding_box()
        if before and after and abs(before["y"] - after["y"]) > 1:
            missing.append(f"the die buttons moved {round(after['y'] - before['y'])} px after the move")
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", list(SIZES))
def test_posters_stick_dialog_fits_the_phone(phone, size, lang):
    """Issue 17 (no wrapping label at 360 px, tap targets >= 44 px): the dialog "which poster went on A1?"
    lies within the screen, its "its own slot" button keeps the longest brand of the default board on one
    line, and the layout checks find nothing in it."""
    posters_turn(phone, size, lang)
    ui = phone.ui
    with at_panel_a(ui, lang):
        ui.tap("po-stick-wrong")
        ui.tap_until("po-slot-A1", "po-stick-right")
        settle(ui)
        ui.screenshot(f"layout-{size}-{lang}-posters-stick-dialog")
        longest = max(EXAMPLE_BOARD.brands.values(), key=len)
        found = ui.page.evaluate(STICK_BUTTON, [longest]) + ui.page.evaluate(MEASURE)
        ui.tap("po-stick-cancel")
        expect(ui.page.get_by_role("alertdialog")).to_have_count(0)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", list(SIZES))
def test_posters_hand_dialog_fits_the_phone(phone, size, lang):
    """Issue 17 (nothing past an edge at 360 px, tap targets >= 44 px): the dialog of a side's own posters
    (its brands as checkboxes, where they fit) lies within the screen, and the layout checks find nothing in
    it, its close button included. Its content was 330 px wide in a 360 px screen less Flutter's 40 px a side."""
    posters_turn(phone, size, lang)
    ui = phone.ui
    ui.tap("po-hand")
    ui.tap("po-hand-side-a")
    ui.by_id("po-hand-fits").wait_for()
    settle(ui)
    ui.screenshot(f"layout-{size}-{lang}-posters-hand-dialog")
    found = ui.page.evaluate(MEASURE)
    box = ui.page.get_by_role("alertdialog").bounding_box()
    width = ui.page.viewport_size["width"]
    if box and (box["x"] < 0 or box["x"] + box["width"] > width):
        found.append(f"the dialog lies past the screen: {box}")
    ui.tap("po-hand-close")
    expect(ui.page.get_by_role("alertdialog")).to_have_count(0)
    assert not found, "\n".join(found)


# --- Loopit's board at 412 px: a real sideways strip (branch `layout-360`) ------------------------------------
def test_the_loopit_board_is_a_sideways_strip_even_right_after_a_pointer_event(phone):
    """The 11 x 11 board is wider than a 412 px phone (44 px squares, issue 17) and scrolls sideways in a
    strip: MEASURE leaves out what lies past the strip's edge. Flutter marks a strip `overflow-x: scroll`
    only in its browser-gesture mode; a pointer event (the tab tapped, a mouse move) switches it to its
    pointer mode for a moment, where every scrollable is `overflow: hidden`, and the board's last columns
    were then measured past the screen's edge (the flaky `loopit-turn` case). Measured right after a pointer
    event, the screen has no finding; and the board really is a scrolling strip (content wider than it)."""
    phone.use("412", "en", "light")
    # its score pad first: the turn's tab is tapped by its name, which the screen before may have too (Posters)
    phone.visit(Screen("loopit", "/game/{loopit}", "pad"))
    phone.visit(Screen("loopit-turn", "/game/{loopit}", "shapes", ("tab:lp.ui.tab.turn",)))
    ui = phone.ui
    settle(ui)
    ui.page.mouse.move(200, 300)  # a pointer event just before the measure, as a tap's would be
    settle(ui)
    # the board's findings (a snack bar left by an earlier case has its own 40 px close button: not this test's)
    found = [f for f in ui.page.evaluate(MEASURE) if not f.startswith("tap target") or '"sq-' in f]
    strip = ui.page.evaluate("""() => {
        const s = document.querySelector('flt-semantics[flt-semantics-identifier="board"] flt-semantics');
        return {overflow: getComputedStyle(s).overflowX, wider: s.scrollWidth > s.clientWidth + 1}; }""")
    assert not found, "\n".join(found)
    assert strip == {"overflow": "scroll", "wider": True}


#: The buttons drawn inside the snack bar that says `text`: [label, width, height] each.
SNACK_BUTTONS = """(text) => {
  const nodes = [...document.querySelectorAll("flt-semantics")];
  const bar = nodes.find(e => (e.getAttribute("aria-label") || e.textContent).includes(text));
  if (!bar) return null;
  return [...bar.querySelectorAll("flt-semantics[role=button]")].map(e => [e, e.getBoundingClientRect()])
    .map(([e, r]) => [e.getAttribute("aria-label") || e.textContent, Math.round(r.width), Math.round(r.height)]);
}"""


@pytest.mark.parametrize(("size", "lang"), [("360", "en"), ("412", "fr")])
def test_a_snack_bar_s_close_button_is_finger_sized(phone, size, lang):
    """Issue 17 (tap targets at least 44 px everywhere): the close button of a message (here the export's
    "Saved: …") is finger-sized. It was Flutter's compact desktop size, 40 x 40, because the browser on this
    machine is a desktop one; a phone's browser gets the standard touch size, which the theme now asks for
    everywhere, so that what is tested is what a phone shows."""
    phone.use(size, lang, "light")
    phone.visit(Screen("exchange", "/exchange", "export-csv"))
    ui = phone.ui
    with ui.page.expect_download():
        ui.tap("export-csv")
    ui.wait_text_contains("table-referee-history-")
    settle(ui)
    buttons = ui.page.evaluate(SNACK_BUTTONS, "table-referee-history-")
    ui.screenshot(f"layout-{size}-{lang}-snack-bar")
    assert buttons, "the message shows its close button"
    small = [b for b in buttons if min(b[1], b[2]) < 44]
    assert not small, small


@pytest.mark.parametrize("size", list(SIZES))
def test_billard_pieces_make_whole_rows(phone, size):
    """Review at 360 px: Billard Doublé's 8 red, 8 green and 8 double buttons each wrapped 7 + 1, the last one
    alone on its row. Each colour's pieces (and the doubles) now make rows of equal length: 8 in a row where
    8 finger-wide buttons fit, else two rows of 4."""
    phone.use(size, "fr", "light")
    phone.visit(next(s for s in SCREENS if s.name == "billard-double"))
    settle(phone.ui)
    rows = {}
    for kind in ("piece-r", "piece-g", "double-"):
        tops = [round(phone.ui.by_id(f"pg-{kind}{n}").bounding_box()["y"]) for n in range(1, 9)]
        rows[kind] = sorted(tops.count(y) for y in set(tops))
    phone.ui.screenshot(f"layout-{size}-fr-light-billard-rows")
    assert all(len(set(counts)) == 1 for counts in rows.values()), rows


@pytest.mark.parametrize(("size", "lang"), [("360", "fr"), ("412", "en")])
def test_the_players_colour_drop_down_shows_its_whole_choice(phone, size, lang):
    """Review at 360 px in French: the Players screen's colour drop-down drew "au choi:" (its 140 px left
    65 for the words). Each choice it can show, drawn whole (16 px; its padding, arrow and the room Flutter keeps
    for them take 76 px, measured on the screenshot: the words from 17 px in, cut 58 px before its end)."""
    phone.use(size, lang, "light")
    phone.visit(next(s for s in SCREENS if s.name == "players"))
    settle(phone.ui)
    choices = [render(phrase("ex.no_colour"), lang)] + [render(phrase(f"colour.{c}"), lang) for c in
                                                        ("yellow", "blue", "red", "green", "black", "white",
                                                         "orange", "purple")]
    phone.ui.page.evaluate(MEASURE)  # it loads the app's font into the page's canvas, which MEASURE_FORM uses
    found = phone.ui.page.evaluate(MEASURE_FORM, [["profile-colour", c, 16, 76] for c in choices])["out"]
    phone.ui.screenshot(f"layout-{size}-{lang}-players-colour")
    assert not [f for f in found if "profile-colour" in f], found


def test_the_history_filters_labels_are_whole(phone):
    """Review at 360 px in French: History's "Jeu" and "Joueur" labels, drawn half above their drop-downs,
    were cut by the top of the list. The first drop-down stands clear of the app bar by the label's room."""
    phone.use("360", "fr", "light")
    phone.visit(next(s for s in SCREENS if s.name == "history"))
    settle(phone.ui)
    room = phone.ui.page.evaluate("""() => {
      const e = document.querySelector('flt-semantics[flt-semantics-identifier="filter-game"]');
      // the list: the first node above it as tall as the screen's body (its top is where it clips)
      for (let a = e.parentElement && e.parentElement.closest("flt-semantics"); a;
           a = a.parentElement && a.parentElement.closest("flt-semantics"))
        if (a.getBoundingClientRect().height > 300)
          return e.getBoundingClientRect().top - a.getBoundingClientRect().top;
      return null; }""")
    phone.ui.screenshot("layout-360-fr-light-history-labels")
    assert room is not None and room >= 6, room  # the list clips what is drawn above its top
