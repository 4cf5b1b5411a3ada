"""Loopit's turn at phone sizes (issue 17, "answers in view"): after "Enter Anna's turn", the board, the tile
palette, the value pad and "End the turn" are all usable at once, at 360 x 780 and 412 x 915, in French and
English, with no scrolling of the page between tiles (a review found the board squeezed to a 6 px strip
under the palettes and the bottom bar at 360 x 780)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from conftest import UI  # noqa: E402

NAV_BAR = 80  # the navigation bar at the bottom of the game's view
TARGET = 44  # a finger (issue 17): a board square is drawn at least that big
MIN_ROWS = 5
#: What the table needs between two tiles, besides the board: the first shape of the palette, the value 1,
#: "End the turn".
CONTROLS = ("shape-NS", "value-1", "end-turn")
#: What is drawn over or beside the board and may hide it: the palette, the value pad, the bottom bar.
COVERS = ("shapes", "values", "turn-actions")


def boxes_of(ui: UI, prefix: str) -> list[tuple[str, dict]]:
    """Every semantics node whose identifier starts with `prefix`, with its box on screen (None when Flutter
    left it out of the tree: scrolled far away)."""
    return ui.page.evaluate(
        """(prefix) => [...document.querySelectorAll("flt-semantics[flt-semantics-identifier]")]
             .filter(e => e.getAttribute("flt-semantics-identifier").startsWith(prefix))
             .map(e => { const r = e.getBoundingClientRect();
                         return [e.getAttribute("flt-semantics-identifier"),
                                 {x: r.x, y: r.y, width: r.width, height: r.height}]; })""",
        prefix)


def overlaps(a: dict, b: dict) -> bool:
    return (a["x"] < b["x"] + b["width"] and b["x"] < a["x"] + a["width"]
            and a["y"] < b["y"] + b["height"] and b["y"] < a["y"] + a["height"])


def full_rows_in_view(ui: UI) -> set[str]:
    """The board's rows with at least one whole square on screen (above the navigation bar, inside the
    window, clear of the palette, the value pad and the bottom bar)."""
    width, height = ui.page.viewport_size["width"], ui.page.viewport_size["height"]
    covers = [box for name in COVERS for ident, box in boxes_of(ui, name) if ident == name and box["height"]]
    rows = set()
    for ident, box in boxes_of(ui, "sq-"):
        whole = (box["width"] >= TARGET - 1 and box["height"] >= TARGET - 1 and box["y"] >= 0
                 and box["y"] + box["height"] <= height - NAV_BAR and box["x"] >= 0
                 and box["x"] + box["width"] <= width)
        if whole and not any(overlaps(box, cover) for cover in covers):
            rows.add(ident[4:])  # "sq-f6" -> row "6"
    return rows


def in_view(ui: UI, identifier: str) -> dict:
    box = ui.by_id(identifier).first.bounding_box()
    width, height = ui.page.viewport_size["width"], ui.page.viewport_size["height"]
    assert box, identifier
    assert box["y"] >= 0 and box["y"] + box["height"] <= height - NAV_BAR, (identifier, box)
    assert box["x"] >= 0 and box["x"] + box["width"] <= width, (identifier, box)
    assert box["height"] >= TARGET - 0.5 and box["width"] >= TARGET - 0.5, (identifier, box)
    return box


def illegal_tile_then_end_turn(at: UI, width: int) -> None:
    """Issue 17 review: "Finir le tour" with an illegal tile did nothing visible; it now names the tile to
    take back in the banner, and the turn's points say they do not count. Then the entry-mode switch, at the
    end of the page, is a finger tall (it was 32 px)."""
    at.tap("shape-NS")
    at.tap("sq-e6")  # a north-south line cuts the start tile's west line (LP-CUT): laid, marked
    at.says("turn-points", "Pas compté : retirez la tuile en e6")
    at.tap("end-turn")
    at.says("violation-banner", "Retirez la tuile en e6 avant de finir le tour")
    at.screenshot(f"lp-phone-end-illegal-fr-{width}")
    board = at.by_id("sq-c3").first.bounding_box()
    at.page.mouse.move(board["x"] + 10, board["y"] + 10)
    at.page.mouse.wheel(0, 2000)  # the page under the title scrolls to its end: the mode switch
    at.page.wait_for_timeout(800)
    switch = in_view(at, "entry-mode")
    assert switch["height"] >= 47.5, switch
    at.screenshot(f"lp-phone-mode-fr-{width}")


def test_the_turn_shows_board_palette_values_and_end_turn_at_phone_sizes(ui):
    """Issue 17: at 360 x 780 and 412 x 915, in English and French, the turn tab as it opens shows at least 5
    whole rows of 44 px squares and, without scrolling, the first shape of the palette, the value 1 and
    "End the turn"; the same once the start tile and a first tile are laid (f6, g6)."""
    seen: list[str] = []
    for lang, names, opened in (("en", ["Anna", "Benoît"], "Turn 1"), ("fr", ["Anna", "Benoît"], "Tour 1")):
        if lang == "fr":  # the app opens in English (the browser's language)
            ui.open("/")
            ui.tap("open-settings")
            ui.tap("lang-fr")
            ui.wait_text("Langue")
        for width, height in ((360, 780), (412, 915)):
            ui.open("/")
            game_id = ui.new_game("loopit", names, "next-player")  # a new game: its turn opens empty
            phone = ui.page.context.new_page()  # a phone of that size opens the game: laid out for it
            phone.set_viewport_size({"width": width, "height": height})
            at = UI(phone, ui.base_url)
            phone.bring_to_front()
            at.open(f"/game/{game_id}", ready_id="next-player")
            at.tap("enter-turn")
            at.says("turn-title", opened)
            at.by_id("sq-f6").first.wait_for()
            phone.wait_for_timeout(500)  # the layout settles a frame after the semantics tree
            for step in ("opened", "laid"):
                if step == "laid":
                    # the start tile, the east-west line of value 1 the palette starts with, and the same
                    # beside it: a turn's first tile (its line and its points under the board)
                    at.tap("sq-f6")
                    at.by_id("sq-g6").first.wait_for()
                    phone.wait_for_timeout(300)
                    at.tap("sq-g6")
                    at.says("turn-points", " = ")
                    at.says("pending-0", "g6")
                    phone.wait_for_timeout(500)
                at.screenshot(f"lp-phone-turn-{lang}-{width}-{step}")
                rows = full_rows_in_view(at)
                assert len(rows) >= MIN_ROWS, (lang, width, step, sorted(rows, key=int))
                for identifier in CONTROLS:
                    in_view(at, identifier)
            if lang == "fr":
                illegal_tile_then_end_turn(at, width)
            seen.append(f"{lang}-{width}")
            phone.close()
    assert seen == ["en-360", "en-412", "fr-360", "fr-412"]


def test_may_this_tile_go_here_reaches_every_column_of_the_board_at_phone_sizes(ui):
    """Issue 36 item 2: "May this tile go here?" drew the 11 x 11 board in 30 px squares that the dialog cut:
    columns i-k could not be tapped at 360 px, k at 412, and the dialog did not scroll sideways. At 360 x 780 in
    French and 412 x 915 in English, every square drawn is 44 px, none lies past the screen's edge, and the last
    column (k6) is brought into view by scrolling the board sideways and tapped with a real click: the
    question is then about k6."""
    seen: list[str] = []
    for lang, width, height, setting in (("fr", 360, 780, "Langue"), ("en", 412, 915, "Language")):
        ui.open("/")
        ui.tap("open-settings")
        ui.tap(f"lang-{lang}")
        ui.wait_text(setting)
        ui.open("/")
        game_id = ui.new_game("loopit", ["Anna", "Benoît"], "next-player")
        phone = ui.page.context.new_page()
        phone.set_viewport_size({"width": width, "height": height})
        at = UI(phone, ui.base_url)
        phone.bring_to_front()
        at.open(f"/game/{game_id}", ready_id="next-player")
        at.tap("lp-questions")
        at.by_id("lpq-square-f6").first.wait_for()
        phone.wait_for_timeout(800)
        at.screenshot(f"lp-questions-board-{lang}-{width}")
        board = at.by_id("lpq-board").first.bounding_box()
        assert board["x"] >= 0 and board["x"] + board["width"] <= width + 0.5, board
        # the squares wholly in the board's view (the one its edge cuts reports only its visible part)
        squares = [box for ident, box in boxes_of(at, "lpq-square-")
                   if box["width"] and box["x"] + box["width"] < board["x"] + board["width"] - 0.5]
        assert len(squares) >= 5 * 11, squares
        assert all(b["width"] >= TARGET - 0.5 and b["height"] >= TARGET - 0.5 for b in squares), squares
        phone.mouse.move(board["x"] + board["width"] / 2, board["y"] + 60)
        for _ in range(10):  # sideways, as a finger would swipe
            phone.mouse.wheel(200, 0)
            phone.wait_for_timeout(150)
        phone.wait_for_timeout(600)
        last = at.by_id("lpq-square-k6").first.bounding_box()
        assert last and last["x"] >= 0 and last["x"] + last["width"] <= width + 0.5, last
        assert last["width"] >= TARGET - 0.5 and last["y"] + last["height"] <= height, last
        phone.mouse.click(last["x"] + last["width"] / 2, last["y"] + last["height"] / 2)
        at.says("lpq-where", "k6")
        at.screenshot(f"lp-questions-k6-{lang}-{width}")
        seen.append(f"{lang}-{width}")
        phone.close()
    assert seen == ["fr-360", "en-412"]
