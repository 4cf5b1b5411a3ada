"""End-to-end, headless Chromium at 412 x 915: issue 12's app defects 1 to 5, each as the user's taps.

1. Hundsgemein: Board, lay a tile, Street counts, Board again: the app was replaced by "Error running app"
   and the game never opened again.
2. Hundsgemein: switching to Street counts dropped the board's tiles from scoring.
3. Paleo: a won match drew a red "Semantics.content must be provided and visible" box for the reefs panel.
4. Numeri: after a move, Home and back (or a reload) showed the first player's roll again.
5. Numeri: the Boards tab showed pydantic's raw English before anything was typed, even in French.
"""

from __future__ import annotations

from playwright.sync_api import expect
from test_app_e2e import set_dogs


def no_crash(ui) -> None:
    """Neither Flet's "Error running app" page nor a Flutter error box's text."""
    for text in ("Error running app", "must be provided and visible", "Value error"):
        expect(ui.page.get_by_text(text)).to_have_count(0)


def test_hundsgemein_board_counts_board_keeps_the_game_and_it_opens_again(ui):
    game_id = ui.new_game("hundsgemein", ["Anna", "Ben"], "dogs-status")
    ui.tab("Board")
    ui.tap("block-1-1")
    ui.says("board-count", "1 tile on the board")
    ui.page.get_by_role("button", name="Street counts").click()
    ui.by_id("street-row-H1").wait_for()              # issue 24: the counts typed, a street a row
    ui.page.get_by_role("button", name="Board", exact=True).click()
    ui.says("board-count", "1 tile on the board")    # the board again, not "Error running app"
    no_crash(ui)
    ui.page.go_back()
    ui.by_id(f"game-{game_id}").wait_for()
    ui.tap(f"game-{game_id}")
    ui.by_id("dogs-status").wait_for()               # it opens again (it silently stayed on Home)
    ui.tab("Board")
    ui.says("board-count", "1 tile on the board")
    ui.screenshot("rel-01-board-counts-board")


def test_hundsgemein_counts_carry_the_board_over_and_ask_before_replacing(ui):
    ui.new_game("hundsgemein", ["Anna", "Ben"], "dogs-status")
    set_dogs(ui)
    ui.tab("Board")
    ui.tap("block-1-1")                              # Anna's type-1 flea on H1 and V1
    ui.says("board-count", "1 tile on the board")
    ui.tab("Score")
    ui.says("street-H1", "Anna takes the dog")
    ui.says("total-Anna", "9")                       # Rex 5 on H1 + Fifi 4 on V1
    ui.tab("Board")
    ui.page.get_by_role("button", name="Street counts").click()
    ui.tap("counts-steppers")                        # issue 24: the − n + steppers, one tap behind the number pad
    ui.says("count-H1-0-value", "1")                 # the board carried over as counts
    ui.says("count-V1-0-value", "1")
    ui.tab("Score")
    ui.says("street-H1", "Anna takes the dog")       # the same result, not an all-zero shared win
    ui.says("total-Anna", "9")
    ui.tab("Board")
    ui.tap("count-H6-1-plus")                        # a count typed by hand: Ben 1 on H6
    ui.says("count-H6-1-value", "1")
    ui.page.get_by_role("button", name="Board", exact=True).click()
    ui.says("board-count", "1 tile on the board")
    ui.page.get_by_role("button", name="Street counts").click()
    ui.says("counts-keep", "Keep the typed counts")  # the typed counts differ from the board: asked first
    ui.screenshot("rel-02-counts-differ")
    ui.tap("counts-keep")
    ui.says("count-H6-1-value", "1")
    ui.page.get_by_role("button", name="Board", exact=True).click()
    ui.page.get_by_role("button", name="Street counts").click()
    ui.tap("counts-replace")
    ui.says("count-H6-1-value", "0")                 # the board's counts: Ben has no tile on H6
    ui.says("count-H1-0-value", "1")
    no_crash(ui)


def test_paleo_won_match_shows_no_error_box_where_the_reefs_were(ui):
    ui.new_game("paleo", ["Alice", "Bruno"], "pa-door-0")
    ui.by_id("pa-reefs").wait_for()
    for button in ("pa-door-0", "pa-capture-1", "pa-door-0"):
        ui.tap(button)
    ui.says("pa-status", "Alice has won the match with 4 points")
    expect(ui.by_id("pa-reefs")).to_have_count(1)    # the panel stays, greyed: the buttons under it stay put
    no_crash(ui)
    ui.screenshot("rel-03-paleo-won")


def test_numeri_whose_turn_it_is_survives_home_and_a_reload(ui):
    game_id = ui.new_game("numeri", ["Anna", "Ben"], "cell-info", timeout=20_000)
    ui.tap("roll-4")
    ui.says("move-0", "Anna: token 4 enters on cell 1")
    ui.tap("move-0")
    ui.says("referee-message", "Ben's turn.")
    ui.page.go_back()
    ui.by_id(f"game-{game_id}").wait_for()
    ui.tap(f"game-{game_id}")
    ui.by_id("cell-info").wait_for(timeout=20_000)
    ui.says("referee-message", "Ben's turn.")        # not Anna's roll again
    ui.wait_text_contains("Ben's roll:")
    ui.tap("roll-2")
    ui.says("move-0", "Ben: token 2 enters on cell 2")
    ui.reload(ready_id="cell-info")
    ui.says("move-0", "Ben: token 2 enters on cell 2")  # the roll chosen is kept too
    ui.wait_text_contains("Ben's roll:")
    ui.screenshot("rel-04-numeri-turn-kept")


def test_numeri_boards_tab_says_nothing_before_typing_then_in_french(ui):
    ui.tap("open-settings")
    ui.tap("lang-fr")
    ui.wait_text("Langue")
    ui.page.go_back()
    ui.wait_text("Vos parties")
    ui.new_game("numeri", ["Anna", "Ben"], "cell-info", timeout=20_000)
    ui.tab("Plateaux")
    ui.by_id("save-board").wait_for()
    ui.by_id("editor-name").wait_for()
    for raw in ("should have", "String should", "Input should"):
        expect(ui.page.get_by_text(raw)).to_have_count(0)
    expect(ui.by_id("editor-problem-0")).to_have_count(0)
    ui.screenshot("rel-05-boards-untouched")
    ui.fill("editor-cells", "0 -3 4 5", tries=3)
    ui.says("editor-problem-0", "Nom du plateau : à remplir")   # typed: now said, in French
    expect(ui.page.get_by_text("String should", exact=False)).to_have_count(0)
    ui.screenshot("rel-05-boards-typed-fr")
