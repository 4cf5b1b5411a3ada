"""Hundsgemein's final tally in the browser (issue 24): a finished board entered as the table sees it.

The board of tests/data/hundsgemein/ (44 tiles, 3 colours, legal, the game over) is entered through the
colour-side entry (a colour picked once, a drag for each run, a tap for a lone tile) and through the play-along
(tile by tile, the seat moving on after each tile), and the game file the app saved must be the fixture's board
exactly. The colour entry's gestures are counted and printed beside paper's marks (one mark per number or name
written; the issue counted 42 for this task).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from conftest import UI  # noqa: E402

from referee_app.store import Store
from scorers.hundsgemein import parse, score  # noqa: E402
from scorers.hundsgemein.rules import DOG_VALUES, PLAYER_LETTERS  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "data" / "hundsgemein"
COLOURS = json.loads((DATA / "final_44_colours.json").read_text(encoding="utf-8"))
TYPED = json.loads((DATA / "final_44_typed.json").read_text(encoding="utf-8"))
PLAYERS = [p["name"] for p in COLOURS["players"]]
#: Paper's marks for this tally (issue 24's table): what a pencil writes for a 3-player finished board.
PAPER_MARKS = 42
#: The issue's target for the colour entry, dogs included, set-up excluded.
TARGET = 40


class Gestures:
    """The test's gestures, counted as a finger makes them: a tap, a key, a drag (one gesture per run)."""

    def __init__(self, ui: UI) -> None:
        self.ui, self.taps, self.drags, self.keys = ui, 0, 0, 0

    @property
    def total(self) -> int:
        return self.taps + self.drags + self.keys

    def tap(self, identifier: str) -> None:
        self.taps += 1
        self.ui.tap(identifier)

    def tap_button(self, name: str) -> None:
        self.taps += 1
        self.ui.page.get_by_role("button", name=name, exact=True).click()

    def tab(self, name: str) -> None:
        self.taps += 1
        self.ui.tab(name)

    def drag(self, cells: list[tuple[int, int]]) -> None:
        """Finger down on the first block's centre, straight on through each next one, up: one gesture."""
        self.drags += 1
        mouse = self.ui.page.mouse
        centres = [centre(self.ui, r, c) for r, c in cells]
        mouse.move(*centres[0])
        mouse.down()
        for x, y in centres[1:]:
            mouse.move(x, y, steps=6)
        mouse.up()


def centre(ui: UI, row: int, column: int) -> tuple[float, float]:
    box = ui.by_id(f"block-{row + 1}-{column + 1}").first.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def cells_of(rows: list[str]) -> dict[tuple[int, int], str]:
    return {(r, c): token for r, row in enumerate(rows) for c, token in enumerate(row.split())
            if token[0] in PLAYER_LETTERS}


def runs(rows: list[str], letter: str) -> list[list[tuple[int, int]]]:
    """The player's tiles as the finger goes over them: each group of blocks that touch side by side, as one
    walk from block to neighbouring block (going back over its own blocks where it branches)."""
    mine = {cell for cell, token in cells_of(rows).items() if token[0] == letter}
    walks, seen = [], set()
    for start in sorted(mine):
        if start in seen:
            continue
        walk: list[tuple[int, int]] = []

        def visit(cell: tuple[int, int]) -> None:
            seen.add(cell)
            walk.append(cell)
            r, c = cell
            for step in ((r, c + 1), (r + 1, c), (r, c - 1), (r - 1, c)):
                if step in mine and step not in seen:
                    visit(step)
                    walk.append(cell)  # back over a block of its own colour: it paints nothing twice

        visit(start)
        while len(walk) > 1 and walk[-1] in walk[:-1]:
            walk.pop()  # no need to come back at the end
        walks.append(walk)
    return walks


def saved_board(server, game_id: str, expected: list[str], timeout: float = 30) -> list[str]:
    """The board of the game file the app saved (the save follows the paint: waited for)."""
    end = time.monotonic() + timeout
    while True:
        with Store(server.data_dir / "games.sqlite3") as store:
            board = store.games.get(game_id).data["file"]["board"]
        if board == expected or time.monotonic() > end:
            return board
        time.sleep(0.3)


def dogs(ui: UI, finger: Gestures) -> None:
    """The 12 dogs in one pass: the street is chosen for you, a tap a dog."""
    for street, breed in COLOURS["dogs"].items():
        ui.says("dogs-street", f"Dog on street {street}")
        finger.tap(f"breed-{breed}")
        ui.says(f"dogs-road-{street}", f"{breed[0].upper()}{DOG_VALUES[breed]}")
    ui.says("dogs-status", "All 12 dogs are on their streets.")


def test_a_finished_board_entered_by_its_colours_is_saved_exactly_in_at_most_40_gestures(ui, server):
    """Issue 24: a colour picked once, a drag for each run of one colour, a tap for a lone tile; the saved
    board is the fixture's colour side exactly. The gestures (dogs, the Board tab and the entry included; the
    set-up's names excluded) are printed beside paper's 42 marks and must be at most 40."""
    game_id = ui.new_game("hundsgemein", PLAYERS, "dogs-status")
    finger = Gestures(ui)
    dogs(ui, finger)
    finger.tab("Board")
    finger.tap_button("Colours")
    ui.by_id("pick-flea-unknown").wait_for()
    seat, laid = 0, 0  # a new game starts with the first seat picked
    for player, letter in enumerate(PLAYER_LETTERS[:len(PLAYERS)]):
        if player != seat:
            finger.tap(f"pick-player-{player}")
            seat = player
        for walk in runs(COLOURS["board"], letter):
            if len(walk) == 1:
                finger.tap(f"block-{walk[0][0] + 1}-{walk[0][1] + 1}")
            else:
                finger.drag(walk)
            laid += len(set(walk))
            ui.says("board-count", f"{laid} tiles on the board" if laid > 1 else "1 tile on the board")
        if player == 1:
            ui.screenshot("hg-colours-under-way-412")
    assert laid == 44
    ui.says("end-status", "The game is over: the tiles are turned to their colour side")
    assert saved_board(server, game_id, COLOURS["board"]) == COLOURS["board"]
    ui.screenshot("hg-colours-done-412")
    print(f"\nHundsgemein colour entry, 44 tiles + 12 dogs, 3 players: {finger.total} gestures "
          f"({finger.taps} taps, {finger.drags} drags, {finger.keys} keys) against paper's {PAPER_MARKS} marks")
    assert finger.total <= TARGET
    ui.tab("Score")  # the rules' totals for the board entered
    for entry in score(parse(COLOURS)).ranking.entries:
        ui.says(f"total-{entry.player}", str(entry.total))


def test_a_finished_board_entered_tile_by_tile_is_saved_exactly_and_a_wrong_colour_is_one_tap(ui, server):
    """The play-along entry, row by row as a table reads a finished board: the seat moves on after each tile
    and is shown big; where it is not the tile's owner, the owner's chip is tapped first, except once, where
    the tile is laid in the wrong colour and given to its owner with one tap. The saved board is the typed
    fixture exactly."""
    game_id = ui.new_game("hundsgemein", PLAYERS, "dogs-status")
    finger = Gestures(ui)
    dogs(ui, finger)
    ui.tab("Board")
    ui.by_id("next-seat").wait_for()
    seat, flea, laid, fixed = 0, 1, 0, False
    for (row, column), token in sorted(cells_of(TYPED["board"]).items()):
        owner, kind = PLAYER_LETTERS.index(token[0]), int(token[1])
        ui.says("next-seat", f"Next tile: {PLAYERS[seat]}")
        wrong = owner != seat and not fixed
        if owner != seat and not wrong:
            ui.tap(f"pick-player-{owner}")
        if kind != flea:
            ui.tap(f"pick-flea-{kind}")
            flea = kind
        ui.tap(f"block-{row + 1}-{column + 1}")
        laid += 1
        ui.says("board-count", f"{laid} tiles on the board" if laid > 1 else "1 tile on the board")
        if wrong:  # laid in the seat's colour: one tap gives it to its owner
            ui.screenshot("hg-play-along-wrong-colour-412")
            ui.tap(f"fix-owner-{owner}")
            fixed = True
        seat = (owner + 1) % len(PLAYERS)
    assert fixed and laid == 44
    ui.says("next-seat", f"Next tile: {PLAYERS[seat]}")
    assert saved_board(server, game_id, TYPED["board"]) == TYPED["board"]
    ui.by_id("no-problem").wait_for()
    ui.screenshot("hg-play-along-done-412")


def test_the_colour_entry_fits_a_phone(ui):
    """At 360 x 780 and 412 x 915: the three entries in one row inside the screen, the blocks a finger wide,
    the colours and the types (the '?' included) inside the width, and the board with its colours in view.
    Screenshots, looked at."""
    game_id = ui.new_game("hundsgemein", PLAYERS, "dogs-status")
    for width, height in ((360, 780), (412, 915)):
        phone = ui.page.context.new_page()
        phone.set_viewport_size({"width": width, "height": height})
        seen = UI(phone, ui.base_url)
        phone.bring_to_front()
        seen.open(f"/game/{game_id}", ready_id="dogs-status")
        seen.tab("Board")
        if width == 360:
            phone.get_by_role("button", name="Colours", exact=True).click()
        seen.by_id("pick-flea-unknown").wait_for()
        entry = seen.by_id("entry-mode").first.bounding_box()
        assert entry["x"] >= 0 and entry["x"] + entry["width"] <= width and entry["height"] <= 60, entry
        for target in ("block-1-1", "block-7-7", "pick-player-2", "pick-flea-unknown", "pick-flea-4"):
            box = seen.by_id(target).first.bounding_box()
            assert box["x"] + box["width"] <= width and min(box["width"], box["height"]) >= 44, (width, target, box)
        assert seen.by_id("block-7-7").first.bounding_box()["y"] + 44 <= height
        seen.screenshot(f"hg-colours-{width}")
        phone.get_by_role("button", name="Board", exact=True).click()  # the play-along: its seat and fix
        seen.by_id("next-seat").wait_for()
        for target in ("pick-flea-4", "fix-owner-2"):
            box = seen.by_id(target).first.bounding_box()
            assert box["x"] + box["width"] <= width and box["height"] >= 44, (width, target, box)
        # the seat that lays next and the types above the navigation bar (80 px), without a scroll
        assert seen.by_id("pick-flea-1").first.bounding_box()["y"] + 22 <= height - 80
        seen.screenshot(f"hg-play-along-{width}")
        phone.get_by_role("button", name="Colours", exact=True).click()  # as the next phone expects it
        seen.by_id("pick-flea-unknown").wait_for()
        phone.close()


def test_street_counts_are_typed_on_a_number_pad_a_street_a_row_at_360(ui, server, browser):
    """Issue 24, item 2, at 360 x 780: each street is one row (its name and dog, a field per player) no
    taller than a field; the counts are typed, Enter goes to the next field; a negative count is refused in
    words, located, and the field keeps it; the saved counts are the board's. Keys counted."""
    from scorers.hundsgemein import board_to_street_counts, to_file

    context = browser.new_context(viewport={"width": 360, "height": 780})
    page = context.new_page()
    phone = UI(page, ui.base_url)
    game_id = ui.new_game("hundsgemein", PLAYERS, "dogs-status")
    finger = Gestures(ui)
    dogs(ui, finger)
    phone.open(f"/game/{game_id}", ready_id="board-count")  # the dogs are placed: the game opens on its board
    page.get_by_role("button", name="Street counts", exact=True).click()
    phone.by_id("type-count-H1-0").wait_for()
    boxes = [phone.by_id(f"type-count-H1-{seat}").first.bounding_box() for seat in range(3)]
    assert len({round(b["y"]) for b in boxes}) == 1 and boxes[-1]["x"] + boxes[-1]["width"] <= 360, boxes
    row = phone.by_id("street-row-H1").first.bounding_box()
    assert row["height"] <= 60, row
    phone.screenshot("hg-counts-typed-360")
    counts = {street: {name: c["tiles"] if isinstance(c, dict) else c for name, c in per_player.items()}
              for street, per_player in to_file(board_to_street_counts(parse(COLOURS)))["streets"].items()}
    from playwright.sync_api import expect

    keys = 0
    fields = [f"type-count-{street}-{seat}" for street in ("H1", "H2", "H3") for seat in range(3)][1:]
    phone.focus(phone.by_id("type-count-H1-0").locator("input").first)
    taps = 1
    for street in ("H1", "H2", "H3"):
        for name in PLAYERS:
            text = str(counts.get(street, {}).get(name, 0))
            page.keyboard.press("Control+A")
            page.keyboard.type(text)
            page.keyboard.press("Enter")
            keys += len(text) + 1
            following = fields.pop(0) if fields else None
            if following:  # the cursor moves on by itself: seen before the next count is typed, as a finger waits
                # (after the count is saved and repainted: over 5 s twice in a CI-like run on a loaded machine)
                expect(phone.by_id(following).locator("input").first).to_be_focused(timeout=15_000)
    with_counts = {s: {n: c for n, c in counts[s].items()} for s in ("H1", "H2", "H3")}
    end = time.monotonic() + 30
    while time.monotonic() < end:
        with Store(server.data_dir / "games.sqlite3") as store:
            typed = store.games.get(game_id).data["streets"]
        if {s: {n: c for n, c in typed.get(s, {}).items() if c} for s in with_counts} == with_counts:
            break
        time.sleep(0.3)
    assert {s: {n: c for n, c in typed.get(s, {}).items() if c} for s in with_counts} == with_counts
    field = phone.by_id("type-count-H4-1").locator("input").first
    phone.focus(field)
    page.keyboard.press("Control+A")
    page.keyboard.type("-3")
    page.keyboard.press("Enter")
    phone.wait_text_contains("H4, Ben: “-3” is not a count")
    phone.screenshot("hg-counts-refused-360")
    print(f"\nstreet counts typed, 3 streets x 3 players: {taps} tap, {keys} keys")
    context.close()
