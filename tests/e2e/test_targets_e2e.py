"""Tap targets, measured (issue 26, item 3): the screens and dialogs a walk can reach, at 360 x 780 and
412 x 915, in French (the longer words); every tappable node (Flutter's `flt-tappable` semantics nodes and
text fields: buttons, checkboxes, tabs, chips, sliders) at least 44 x 44 px.

Besides the screens of test_layout_e2e (which measures them already), this walks what they do not show:
the delete dialog on Home (Cancel / Delete), the message with its Undo after a delete, the "Mark as
finished" button of a score tab, and Hundsgemein's street badges on the dogs tab (a street is picked by a
tap anywhere near it: the whole board is the target, so the badge's own box is no tap target).

Every finding fails; the list is printed. `KNOWN` holds findings left for later, each with its reason: it may
only shrink (a finding not in it fails; one in it no longer found fails too, so that it is taken out).
"""

from __future__ import annotations

import pytest
from conftest import UI, seeded_page
from test_layout_e2e import MEASURE, SIZES, Phone, Screen, seed, settle

from scorers.i18n import phrase, render

MIN_TAP = 44
#: Findings known and left (none today): "size screen: finding" -> why.
KNOWN: dict[str, str] = {}

#: The size of one named node: [width, height], or null when it is not on the page.
BOX = """(id) => { const e = document.querySelector(`flt-semantics[flt-semantics-identifier="${id}"]`);
  if (!e) return null;
  const t = e.hasAttribute("flt-tappable") ? e : (e.querySelector("[flt-tappable]") || e);
  const r = t.getBoundingClientRect(); return [Math.round(r.width), Math.round(r.height)]; }"""

#: The buttons of the message (snack bar) that says `text`: [label, width, height] each.
SNACK_BUTTONS = """(text) => {
  const nodes = [...document.querySelectorAll("flt-semantics")];
  const bar = nodes.find(e => (e.getAttribute("aria-label") || e.textContent).includes(text)
                              && e.querySelector("flt-semantics[role=button]"));
  if (!bar) return [];
  return [...bar.querySelectorAll("flt-semantics[role=button]")].map(e => [e, e.getBoundingClientRect()])
    .map(([e, r]) => [e.getAttribute("aria-label") || e.textContent, Math.round(r.width), Math.round(r.height)]);
}"""


@pytest.fixture(scope="module")
def walker(browser, tmp_path_factory):
    data = tmp_path_factory.mktemp("targets") / "data"
    with seeded_page(browser, data, seed, SIZES["412"]) as (ui, games):
        phone = Phone(ui, games)
        phone.data = data  # the store's folder: a test may save a game of its own
        yield phone


def small(found: list[str], where: str) -> list[str]:
    return [f"{where}: {f}" for f in found if f.startswith("tap target")]


def named(ui: UI, where: str, *identifiers: str) -> list[str]:
    """The named nodes under 44 px (measured even when they lie below the fold)."""
    out = []
    for identifier in identifiers:
        box = ui.page.evaluate(BOX, identifier)
        assert box is not None, f"{identifier} is on the page"
        if min(box) < MIN_TAP - 0.5:
            out.append(f'{where}: tap target {box[0]}x{box[1]}: "{identifier}"')
    return out


def walk(phone: Phone, size: str) -> list[str]:
    """Every finding of the walk at this size, in French."""
    ui, lang, found = phone.ui, "fr", []
    phone.use(size, lang, "light")
    # Home, then its delete dialog (Cancel, then Delete), then the message's Undo
    phone.home()
    settle(ui)
    found += small(ui.page.evaluate(MEASURE), "home")
    # the first game's (a row below the fold is not built)
    record = ui.page.evaluate("""() => document.querySelector('flt-semantics[flt-semantics-identifier^="delete-"]')
                                 .getAttribute("flt-semantics-identifier").slice(7)""")
    ui.tap(f"delete-{record}")
    ui.by_id("delete-no").wait_for()
    settle(ui)
    ui.screenshot(f"targets-{size}-{lang}-delete-dialog")
    found += small(ui.page.evaluate(MEASURE), "delete dialog") + named(ui, "delete dialog", "delete-no", "delete-yes")
    ui.tap("delete-yes")
    deleted = render(phrase("ui.deleted"), lang)
    ui.wait_text_contains(deleted)
    settle(ui)
    ui.screenshot(f"targets-{size}-{lang}-undo-message")
    buttons = ui.page.evaluate(SNACK_BUTTONS, deleted)
    assert buttons, "the message shows its Undo"
    found += [f'undo message: tap target {w}x{h}: "{label}"' for label, w, h in buttons if min(w, h) < MIN_TAP - 0.5]
    ui.page.get_by_role("button", name=render(phrase("ui.undo"), lang), exact=True).click()
    ui.by_id(f"game-{record}").wait_for()
    # a score tab's "Mark as finished" (Billard Doublé's sheet tab)
    phone.visit(Screen("billard-sheet", "/game/{billard}", "finish", ("tab:pg.ui.tab.sheet",)))
    settle(ui)
    ui.screenshot(f"targets-{size}-{lang}-billard-sheet")
    found += small(ui.page.evaluate(MEASURE), "billard sheet") + named(ui, "billard sheet", "finish")
    # Hundsgemein's dogs tab: its street badges are no targets of their own (the board is)
    phone.visit(Screen("hundsgemein-dogs", "/game/{hg-dogs}", "dogs-status"))
    settle(ui)
    ui.screenshot(f"targets-{size}-{lang}-hundsgemein-dogs")
    found += small(ui.page.evaluate(MEASURE), "hundsgemein dogs")
    phone.home()
    return list(dict.fromkeys(f"{size} {f}" for f in found))


@pytest.mark.parametrize("size", list(SIZES))
def test_every_tap_target_of_the_walk_is_a_finger_wide(walker, size):
    """Every tappable node the walk meets (screens, the delete dialog, the Undo message, a score tab's
    Mark as finished) is at least 44 x 44 px at this size; findings not in KNOWN fail, and so does a KNOWN
    finding no longer found (the list only shrinks)."""
    found = walk(walker, size)
    print(f"\n{len(found)} tap targets under {MIN_TAP} px at {size}:", *found, sep="\n  ")
    new = [f for f in found if f not in KNOWN]
    gone = [k for k in KNOWN if k.startswith(f"{size} ") and k not in found]
    assert not new, "tap targets under 44 px:\n" + "\n".join(new)
    assert not gone, "fixed, take out of KNOWN:\n" + "\n".join(gone)


@pytest.mark.parametrize("size", list(SIZES))
def test_a_street_badge_picks_its_street_from_a_finger_wide_area(walker, size):
    """Hundsgemein's dogs tab: a street's badge ("H3", 19 x 15 px) is no tap target of its own; the whole board
    is, a tap going to the nearest street. A tap on the badge, or up to 10 px across the street and 20 px
    along it from its middle (a 44 px area), picks that street."""
    phone, ui = walker, walker.ui
    phone.use(size, "fr", "light")
    phone.visit(Screen("hundsgemein-dogs", "/game/{hg-dogs}", "dogs-status"))
    settle(ui)
    missed = []
    for street in ("H1", "H4", "V3", "V6"):
        b = ui.by_id(f"dogs-road-{street}").bounding_box()
        x, y = b["x"] + b["width"] / 2, b["y"] + b["height"] / 2
        along, across = ((20, 0), (0, 10)) if street[0] == "H" else ((0, 20), (10, 0))
        for dx, dy in ((0, 0), along, (across[0], across[1]), (-across[0], -across[1])):
            ui.page.mouse.click(x + dx, y + dy)
            try:
                ui.says("dogs-street", street, timeout=5000)
            except Exception:  # noqa: BLE001 - Playwright's timeout: this point picked another street
                missed.append(f"{street} at ({dx}, {dy}) from the badge's middle")
            other = "H2" if street != "H2" else "H3"  # another street first, so that the next tap shows a change
            o = ui.by_id(f"dogs-road-{other}").bounding_box()
            ui.page.mouse.click(o["x"] + o["width"] / 2, o["y"] + o["height"] / 2)
            ui.says("dogs-street", other)
    assert not missed, missed
