"""Layout at phone sizes (issue 17, "One design"): Home, the Paleo family, history, players, settings and a
set-up form at 360 x 780 and 412 x 915, in French and English, light and dark. On each screen, from
Flutter's semantics tree (the DOM `flt-semantics` nodes and their boxes):

- no labelled box reaches past the screen's or its parent's right edge (a row wider than the phone);
- no label is clipped: the longest word of a label, drawn in the app's font at 12 px (the smallest size
  these screens use), fits its box, and a one-line control (a button, tab, chip: under 50 px tall) or
  heading (20 px) fits its whole label;
- every tap target on screen is at least 44 x 44 px.

The screens this branch draws (Home, the family, history, players) must pass; what the other screens
show is written to the terminal summary and to `layout-findings.json` beside the screenshots.
"""

from __future__ import annotations

import json
import re

import pytest
from conftest import SHOTS, STEP_TIMEOUT, UI

from referee_app.games.hundsgemein import document as hg
from referee_app.state import AppState
from referee_app.store import Store
from scorers.registry import find_game

SIZES = {"360": {"width": 360, "height": 780}, "412": {"width": 412, "height": 915}}
#: The screens of this branch (their findings fail the test); the others are listed.
OWNED = {"home", "paleo-family", "history", "players"}
MIN_TAP = 44
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
    const text = label(e);
    const name = e.getAttribute("flt-semantics-identifier") || text.slice(0, 40) || e.getAttribute("role") || "?";
    const parent = e.parentElement && e.parentElement.closest("flt-semantics");
    if (text) {
      if (r.right > vw + 1 || r.left < -1) out.push(`past the screen's edge: "${name}" (${r.left}..${r.right})`);
      if (parent) {
        const p = parent.getBoundingClientRect();
        if (r.right > p.right + 1 && getComputedStyle(parent).overflowX !== "scroll")
          out.push(`past its parent's edge: "${name}" (${Math.round(r.right - p.right)} px)`);
      }
      const words = text.split(/\\s+/).filter(Boolean);
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
            && (r.height < 40)) return true; }
      return r.bottom >= vh - 1; };
    if (tappable && r.top >= 0 && r.bottom <= vh && (r.width < %d - 0.5 || r.height < %d - 0.5) && !cut()) {
      const owner = e.closest("[flt-semantics-identifier]");
      const who = (owner && owner.getAttribute("flt-semantics-identifier")) || text.slice(0, 40) || "?";
      out.push(`tap target ${Math.round(r.width)}x${Math.round(r.height)}: "${who}"`);
    }
  }
  return [...new Set(out)];
}""".replace("%d", str(MIN_TAP))


def check(ui: UI, screen: str, combo: str) -> list[str]:
    # The frame after the semantics tree: boxes settle. The first screen of a load draws a second or two
    # after its semantics are there (its screenshot showed Flet's "Working..." otherwise).
    ui.page.wait_for_timeout(2500 if screen == "home" else 800)
    found = ui.page.evaluate(MEASURE)
    ui.screenshot(f"layout-{combo}-{screen}")
    if found:
        FINDINGS[f"{combo} {screen}"] = found
    return found if screen in OWNED else []


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", list(SIZES))
def test_screens_fit_the_phone(browser, server, size, lang, theme):
    with Store(server.data_dir / "games.sqlite3") as store:
        store.set_setting("language", lang)
        store.set_setting("theme", theme)
        # A game in progress with long names (Home's rows), made here rather than typed (typing is not
        # what this test is about).
        players = [{"name": "Chloé-Anne", "colour": "yellow"}, {"name": "Bartholomäus", "colour": "blue"}]
        game_id = AppState(store).create_game(find_game("hundsgemein"), "Chloé-Anne, Bartholomäus",
                                              hg.new_document(players, "standard")).id
    ctx = browser.new_context(viewport=SIZES[size])
    ctx.route(re.compile(r"^https?://(?!127\.0\.0\.1[:/])"), lambda route: route.abort())
    page = ctx.new_page()
    page.set_default_timeout(STEP_TIMEOUT)
    ui = UI(page, server.url)
    combo = f"{size}-{lang}-{theme}"
    failures: list[str] = []
    try:
        ui.open("/", ready_id=f"game-{game_id}")
        failures += check(ui, "home", combo)
        for screen, opener, ready in (("paleo-family", "family-paleo", "new-paleo"),
                                      ("history", "open-history", "filter-game"),
                                      ("players", "open-players", "profile-name"),
                                      ("settings", "open-settings", "lang-fr")):
            ui.tap(opener)
            ui.by_id(ready).wait_for()
            failures += check(ui, screen, combo)
            ui.page.go_back()
            ui.by_id("open-settings").wait_for()
        ui.tap("new-loopit")
        ui.by_id("start-game").wait_for()
        failures += check(ui, "new-game", combo)
    finally:
        ctx.close()
        (SHOTS / "layout-findings.json").write_text(json.dumps(FINDINGS, ensure_ascii=False, indent=1))
    assert not failures, "\n".join(failures)




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
    return [["setup-board", render(phrase("bd.bundled_tag", board=first.name), lang), 16, 56]]


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", list(SIZES))
def test_set_up_forms_fit_the_phone(browser, server, size, lang, theme):
    with Store(server.data_dir / "games.sqlite3") as store:
        store.set_setting("language", lang)
        store.set_setting("theme", theme)
        # known players with long names: the chips of the form
        store.remember_players([{"name": "Chloé-Anne", "colour": "red"}, {"name": "Bartholomäus", "colour": "blue"}])
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
                ui.tap("add-player")
                ui.by_id(f"player-name-{seat}").wait_for()
            failures += check_form(ui, f"setup-{family}", combo, drawn_texts(game, lang))
    finally:
        ctx.close()
        (SHOTS / "layout-findings.json").write_text(json.dumps(FINDINGS, ensure_ascii=False, indent=1))
    assert not failures, "\n".join(failures)
