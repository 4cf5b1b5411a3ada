"""End-to-end, in headless Chromium at phone size: a Numeri and a Fröscheln game, from the new-game form to
the score: placing tokens (a cell, then a token), asking the referee for moves and applying one, undo,
scoring, the PDF, and the board editor with its preview."""

from __future__ import annotations


def place(ui, cell: int, token: str) -> None:
    ui.tap(f"cell-{cell}")
    ui.says("cell-info", f"Cell {cell} ")
    ui.tap(f"token-{token}")
    ui.says("cell-info", "Tap a cell, then the token")


def in_view(ui, identifier: str) -> None:
    """The control is on screen at phone size without scrolling: below the app bar, above the tab bar."""
    box = ui.by_id(identifier).first.bounding_box()
    bottom = ui.page.viewport_size["height"] - 80  # the navigation bar
    assert box and box["y"] >= 56 and box["y"] + box["height"] <= bottom, (identifier, box)


def test_numeri_place_tokens_ask_for_moves_apply_undo_and_score(ui, server):
    game_id = ui.new_game("numeri", ["Anna", "Ben"], "cell-info", timeout=20_000)
    ui.says("board-name", "numeri-example: reconstructed from published descriptions")
    ui.screenshot("track-01-empty")
    place(ui, 1, "a-2")    # Anna's 2 on the Départ
    place(ui, 2, "b-4")    # Ben's 4 next to it
    place(ui, 36, "a-1")   # Anna's 1 on the 25
    ui.tap("cell-2")
    ui.tap("token-a-3")    # cell 2 holds Ben's 4: refused with the rule's words
    ui.wait_text_contains("Cell 2 already holds Ben's token 4")
    ui.tap("cell-2")       # tapping it again lets go of it
    ui.screenshot("track-02-placed")

    ui.tap("roll-2")       # Anna rolls 2: her token 2 jumps Ben's 4 to cell 3
    ui.says("move-0", "Anna: token 2 from cell 1 to cell 3 (-3)")  # the cell's number and value, as drawn
    ui.says("cell-3", "3")
    ui.says("referee-answer", "1 legal move.")
    in_view(ui, "move-0")  # issue 17: the answer next to the track, not below the fold
    in_view(ui, "cells")
    ui.screenshot("track-03-moves")
    ui.tap("move-0")
    ui.says("referee-message", "Ben's turn.")
    ui.tap("roll-star")
    ui.says("move-0", "Ben: token 1 enters on cell 1")
    ui.says("referee-answer", "5 legal moves.")
    in_view(ui, "move-2")
    ui.tap("undo")         # the star chosen for Ben goes first: a roll chosen is saved with the game
    ui.says("referee-message", "Ben's turn.")
    ui.tap("undo")         # takes Anna's move back: her 2 is on the Départ again, her roll of 2 chosen
    ui.says("move-0", "Anna: token 2 from cell 1 to cell 3")
    ui.tap("turn-b")
    ui.tap("roll-1")
    ui.says("move-0", "Ben: token 1 enters on cell 3")
    ui.tap("turn-a")
    ui.tap("roll-1")
    ui.says("move-0", "Anna: token 1 from cell 36 to cell 37")

    ui.tab("Score")
    ui.says("total-Anna", "-41")  # 1 x 25 + 2 x -3 (the Départ) - 5 x (3 + 4 + 5)
    ui.says("score-winner", "Leading (not over yet): Anna")  # tokens still to place: not over (issue 13)
    ui.screenshot("track-04-score")
    with ui.page.expect_download() as download:
        ui.tap("result-pdf")
    assert download.value.suggested_filename.endswith(".pdf")
    ui.wait_text_contains("Score sheet saved")
    assert list((server.data_dir / "exports").glob("*.pdf"))[0].read_bytes().startswith(b"%PDF")

    server.restart()
    ui.open("/")
    ui.tap(f"game-{game_id}")
    ui.by_id("cell-info").wait_for(timeout=20_000)
    ui.tab("Score")
    ui.says("total-Anna", "-41")


def test_froscheln_board_editor_previews_refuses_then_plays_on_a_typed_board(ui):
    ui.new_game("froscheln", ["Anna", "Ben", "Chloé"], "cell-info", timeout=20_000)
    ui.tab("Boards")
    ui.by_id("save-board").wait_for()
    ui.tap("editor-new")  # from scratch: no cell, no mark
    ui.says("editor-status", "No cell yet")
    ui.fill("editor-name", "kitchen", tries=3)
    ui.fill("editor-cells", "0 1 2 0 3 1 4 2 0 5 7", tries=3)  # typed, not tapped: a value the pad has not
    ui.says("editor-problem-0", "Cell 11 is worth 7")
    ui.screenshot("track-05-editor-problem")
    ui.tap("editor-delete")  # the last cell goes; two more from the pad
    ui.tap("pad-0")
    ui.tap("pad-3")
    ui.says("editor-status", "cell 13, a new cell")  # the Princess (the only 5) is on cell 10 of 12
    ui.tap("editor-mode-marks")
    ui.says("editor-status", "Tap the cell of: Flag 2 pl.")
    for count, cell in zip("234", (3, 2, 1)):  # the start flags of 2, 3 and 4 players, tapped on the drawing
        ui.tap(f"preview-{cell}")
        ui.says(f"mark-flag-{count}", f"cell {cell}")
    ui.by_id("editor-ok").wait_for()
    ui.screenshot("track-06-editor-ok")
    ui.tap("save-board")
    ui.wait_text_contains("Board kitchen kept")
    ui.tab("Track")
    ui.says("board-name", "kitchen")
    ui.by_id("cell-12").wait_for()
    ui.tap("roll-3")  # Fröscheln splits from the start: 3 alone, 1+2 and 2+1
    ui.says("referee-answer", "3 legal moves.")
    ui.screenshot("track-07-froscheln-moves")

    ui.tab("Score")  # the quick tally: the values read under the tokens, no track
    ui.page.get_by_role("button", name="Values read").click()
    ui.by_id("value-a-1").wait_for()
    ui.fill("value-a-1", "5", tries=3)
    ui.fill("value-a-2", "4", tries=3)
    ui.fill("value-b-5", "3", tries=3)
    ui.says("total-Ben", "15")
    ui.says("total-Anna", "13")  # 1 x 5 + 2 x 4
    ui.says("score-winner", "Leading (not over yet): Ben")  # values read: the table says when it is over
    ui.screenshot("track-08-tally")


def test_numeri_in_french_and_dark(ui):
    ui.tap("open-settings")
    ui.tap("lang-fr")
    ui.wait_text("Langue")
    ui.tap("theme-dark")
    ui.page.go_back()
    ui.wait_text("Vos parties")
    ui.new_game("numeri", ["Anna", "Ben", "Chloé"], "cell-info", timeout=20_000)
    ui.says("cell-info", "Touchez une case, puis le jeton")
    ui.tap("cell-1")
    ui.says("cell-info", "Case 1 ")
    ui.tap("token-c-5")
    ui.tap("turn-a")
    ui.tap("roll-star")
    ui.says("move-0", "Anna : le jeton 1 entre sur la case 2")
    ui.says("referee-answer", "5 coups possibles.")
    ui.screenshot("track-09-french-dark")


def test_entering_the_default_numeri_board_from_scratch_counts_taps_and_seconds(ui):
    """Issue 16 item 5: the default Numeri board typed in the editor from nothing, by tapping the pad and the
    drawn cells; prints the taps and the seconds (a script's seconds: a person adds the time to find each key)."""
    import time

    from scorers.track import example_boards

    board = example_boards("numeri")["numeri-example"]
    ui.new_game("numeri", ["Anna", "Ben"], "cell-info")  # a step's timeout: a cold start under load is slow
    taps = 0

    def tap(identifier: str) -> None:
        nonlocal taps
        ui.tap(identifier)
        taps += 1

    started = time.monotonic()
    ui.tab("Boards")
    taps += 1
    ui.by_id("save-board").wait_for()
    tap("editor-new")
    ui.says("editor-status", "No cell yet")
    for value in board["cells"]:
        tap(f"pad-m{-value}" if value < 0 else f"pad-{value}")
    ui.says("editor-status", f"cell {len(board['cells']) + 1}, a new cell")
    tap("editor-mode-marks")  # the Départ is cell 1 already: the three barriers
    for count in "234":
        tap(f"preview-{board['barriers'][count]}")
        ui.says(f"mark-barrier-{count}", f"cell {board['barriers'][count]}")  # a person looks too
    ui.fill("editor-name", "ours", tries=3)
    taps += 1
    ui.by_id("editor-ok").wait_for()
    tap("save-board")
    ui.wait_text_contains("Board ours kept")
    seconds = time.monotonic() - started
    ui.screenshot("track-10-editor-entered")
    ui.tab("Track")
    ui.says("board-name", "ours")
    ui.by_id(f"cell-{len(board['cells'])}").wait_for()
    print(f"\nnumeri default board from scratch: {taps} taps + 4 letters of its name, {seconds:.1f} s scripted "
          f"({len(board['cells'])} cells, 3 barriers)")
    assert taps == len(board["cells"]) + 8


def test_a_numeri_board_of_the_library_is_corrected_on_the_drawn_track(ui, server):
    """Issue 16 item 2: from the Boards library, a copy of the bundled Numeri board opens in the drawn-track
    editor (not as a file); a cell tapped, then its value on the pad, and the board is saved in place."""
    from referee_app import boards
    from referee_app.store import Store

    ui.tap("open-settings")
    ui.tap("settings-boards")
    ui.tap("bd-edit-numeri-example")                                     # read-only: a copy opens
    ui.says("editor-status", "cell 38, a new cell")
    ui.screenshot("track-11-library-editor")
    ui.tap("preview-5")
    ui.says("editor-status", "cell 5 (now -2)")
    ui.tap("pad-7")
    ui.tap("save-board")
    ui.wait_text_contains("saved.")
    ui.screenshot("track-12-library-editor-saved")
    with Store(server.data_dir / "games.sqlite3") as store:
        (kept,) = [b for b in boards.list_boards(store, "numeri") if not b.bundled]
    cells = list(boards.bundled("numeri")[0].data["cells"])
    cells[4] = 7
    assert kept.data["cells"] == cells and kept.name != "numeri-example"
