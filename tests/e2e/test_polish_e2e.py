"""Nothing cut, no empty band (issue 26, items 4 and 6), measured in the browser at 360 x 780 in French and
412 x 915 in English:

- a game screen's app-bar title is whole: its words, wrapped as Flutter wraps them in the room between the back
  arrow and the first action, fit on the lines the title may take (it was the player names on one line, cut
  to "Chlo…"; the Billard Doublé title had no room at all);
- a violation banner shows its whole text (it was two lines in a slot of fixed height, then "…" until tapped);
- no empty band under the app bar when there is nothing to say (a 64 px slot was kept for a banner that was
  not there), and a banner appearing over the content moves nothing under the finger.
"""

from __future__ import annotations

import pytest
from test_layout_e2e import SCREENS, Screen, settle
from test_targets_e2e import walker  # noqa: F401 - the module's page, a fixture

from referee_app.components.common import BAR_TITLE_LINES, BAR_TITLE_SIZE, BAR_TITLE_SPACING
from scorers.hundsgemein.rules import BREEDS

#: The size and language of each case: the narrowest phone in French (the longer words), the common one in English.
CASES = {"360": "fr", "412": "en"}
#: Flutter's app bar: its height, and the room its back arrow takes.
BAR_HEIGHT, BACK = 56, 56
#: Titles known to be cut, left for later, with the reason (it may only shrink).
KNOWN: dict[tuple[str, str], str] = {}
#: The game screens (every family) and what says each is drawn.
GAME_SCREENS = [s for s in SCREENS if s.route.startswith("/game/") and not s.taps]

#: The lines `text` takes at `font` in `room` px, wrapped at spaces as Flutter does, and the longest word's width.
WRAP = """([text, font, room]) => {
  const ctx = document.createElement("canvas").getContext("2d"); ctx.font = font;
  let lines = 1, line = "", widest = 0;
  for (const word of text.split(/\\s+/).filter(Boolean)) {
    widest = Math.max(widest, ctx.measureText(word).width);
    const next = line ? line + " " + word : word;
    if (line && ctx.measureText(next).width > room) { lines += 1; line = word; } else line = next;
  }
  return [lines, Math.round(widest)];
}"""

#: The app bar's title (its heading's text) and the room it has: from the back arrow's end to the first
#: action's start, less the title's spacing.
TITLE = """(spacing) => {
  const h = document.querySelector("flt-semantics h1, flt-semantics h2, flt-semantics h3");
  if (!h) return null;
  const actions = [...document.querySelectorAll("flt-semantics[flt-tappable], flt-semantics[role=button]")]
    .map(e => e.getBoundingClientRect()).filter(r => r.bottom <= %d && r.left > %d && r.width);
  const first = Math.min(window.innerWidth, ...actions.map(r => r.left));
  return [h.textContent.trim(), first - %d - spacing];
}""" % (BAR_HEIGHT + 1, BACK, BACK)


async_font = """async () => {
  if (!window.__layoutFont) {
    const face = new FontFace("LayoutDejaVu", "url(/fonts/DejaVuSans.ttf)");
    document.fonts.add(await face.load());
    window.__layoutFont = true;
  }
}"""


def wrapped(ui, text: str, font: str, room: float) -> tuple[int, int]:
    ui.page.evaluate(async_font)
    lines, widest = ui.page.evaluate(WRAP, [text, font, room])
    return lines, widest


def top_of(ui, identifier: str) -> float:
    b = ui.by_id(identifier).first.bounding_box()
    assert b, f"{identifier} is drawn"
    return b["y"]


@pytest.mark.parametrize("size", list(CASES))
def test_game_titles_are_whole(walker, size):  # noqa: F811
    """Every game screen's app-bar title fits its room whole: on at most BAR_TITLE_LINES lines at
    BAR_TITLE_SIZE px, no word wider than the room (Flutter would end it in "…")."""
    phone, ui = walker, walker.ui
    phone.use(size, CASES[size], "light")
    cut = []
    for screen in GAME_SCREENS:
        phone.visit(screen)
        settle(ui)
        found = ui.page.evaluate(TITLE, BAR_TITLE_SPACING)
        assert found, f"{screen.name}: a title"
        text, room = found
        lines, widest = wrapped(ui, text, f"{BAR_TITLE_SIZE}px LayoutDejaVu", room)
        if (lines > BAR_TITLE_LINES or widest > room + 1) and (size, screen.name) not in KNOWN:
            cut.append(f"{screen.name}: \"{text}\" takes {lines} lines, its widest word {widest} px, in {room:.0f} px")
    ui.screenshot(f"polish-{size}-{CASES[size]}-title-{GAME_SCREENS[-1].name}")
    phone.home()
    assert not cut, "\n".join(cut)


@pytest.mark.parametrize("size", list(CASES))
def test_no_empty_band_under_the_app_bar(walker, size):  # noqa: F811
    """Hundsgemein's dogs tab says nothing above the board (no end to tell, no banner): the first line of the
    screen ("Still to place") starts right under the app bar, not under an empty 64 px band."""
    phone, ui = walker, walker.ui
    phone.use(size, CASES[size], "light")
    phone.visit(Screen("hundsgemein-dogs", "/game/{hg-dogs}", "dogs-status"))
    settle(ui)
    top = top_of(ui, "dogs-status")
    ui.screenshot(f"polish-{size}-{CASES[size]}-band-hundsgemein-dogs")
    phone.home()
    # the app bar, the view's padding and one spacing (10 each), a few pixels of the line's own room; it was
    # 140 px (the empty 64 px slot and a second spacing)
    assert top <= BAR_HEIGHT + 10 + 10 + 4, f"the first line starts at {top:.0f} px: an empty band above it"


@pytest.mark.parametrize("size", list(CASES))
def test_a_banner_shows_its_whole_text_and_covers_nothing(walker, size):  # noqa: F811
    """Hundsgemein's dogs tab: a fourth dog of one breed is refused with a banner at the top of the screen.
    The banner is tall enough for all of its words (wrapped at 14 px bold in its room beside the icon and the
    close button), and it takes a room of its own (issue 36 item 9: laid over the top of the screen, it covered
    the status line and the street labels): the status line starts under it, and the breed buttons moved down
    by the banner's room exactly (no other jump), to the place they take again once it is closed."""
    phone, ui = walker, walker.ui
    lang = CASES[size]
    phone.use(size, lang, "light")
    phone.visit(Screen("hundsgemein-dogs", "/game/{hg-dogs}", "dogs-status"))
    settle(ui)
    # Fifi on the streets without a dog, one after the other (the next is chosen by itself), until the fourth
    for _ in range(4):
        before = ui.by_id(f"breed-{BREEDS[0]}").bounding_box()
        ui.tap(f"breed-{BREEDS[2]}")
        settle(ui)
        if ui.by_id("violation-banner").count():
            break
    ui.by_id("violation-banner").wait_for()
    after = ui.by_id(f"breed-{BREEDS[0]}").bounding_box()
    status = ui.by_id("dogs-status").bounding_box()
    ui.screenshot(f"polish-{size}-{lang}-banner-hundsgemein-dogs")
    banner = ui.by_id("violation-banner").bounding_box()
    words = ui.page.evaluate("""() => { const e = document.querySelector(
        'flt-semantics[flt-semantics-identifier="violation-banner"]');
        return (e.getAttribute("aria-label") || e.textContent).split("\\n")[0].trim(); }""")
    ui.tap("violation-banner-close")
    ui.by_id("violation-banner").wait_for(state="detached")
    settle(ui)
    closed = ui.by_id(f"breed-{BREEDS[0]}").bounding_box()
    # the room of the words: the banner less its left padding, icon and gap, the close button and right padding
    room = banner["width"] - (12 + 26 + 8) - (8 + 48 + 4)
    lines, _ = wrapped(ui, words, "bold 14px LayoutDejaVu", room)
    # each line of 14 px text is about 17 px tall; the "tap" line about 13; the padding 8
    needed = lines * 17 + 13 + 8
    phone.home()
    assert banner["y"] + banner["height"] <= status["y"] + 0.5, ("the banner lies over the status", banner, status)
    # the banner's room: its height (the space under the top slot was there before it)
    assert round(after["x"]) == round(before["x"]) and abs(after["y"] - before["y"] - banner["height"]) <= 1, (
        "the breed buttons moved by more or less than the banner's room", before, after, banner)
    assert (round(closed["x"]), round(closed["y"])) == (round(before["x"]), round(before["y"])), (before, closed)
    assert banner["height"] >= needed - 2, (f"\"{words}\": {lines} lines need {needed} px, the banner is "
                                            f"{banner['height']:.0f} px (cut with …)")
