"""End-to-end: Home puts the games in progress first, and the browser's (Android's) back closes an open
dialog before it leaves a screen (issue 17, "Home and navigation")."""

from __future__ import annotations

from playwright.sync_api import expect


def test_back_closes_the_open_dialog_and_stays_in_the_game(ui):
    game_id = ui.new_game("hundsgemein", ["Anna", "Ben"], "dogs-status")
    ui.tab("Board")
    ui.tap("block-1-1")  # a tile laid
    ui.says("board-count", "1 tile on the board")  # drawn before the next tap (one rerun under load)
    ui.tap("block-1-1")  # a tap on it opens the tile's dialog (remove it?)
    ui.by_id("tile-remove").wait_for()
    dialogs = ui.page.get_by_role("alertdialog")
    expect(dialogs).to_have_count(1)
    ui.page.go_back()
    expect(dialogs).to_have_count(0)
    # Still in the game: its screen answers, and the address is the game's.
    ui.by_id("block-1-1").wait_for()
    ui.page.wait_for_timeout(1500)  # a late route change would take us Home: give it the time to happen
    expect(ui.by_id("block-1-1")).to_have_count(1)
    assert f"/game/{game_id}" in ui.page.url
    # The next back leaves the game as usual.
    ui.page.go_back()
    ui.by_id(f"game-{game_id}").wait_for()
    expect(ui.by_id("block-1-1")).to_have_count(0)


def in_view(ui, identifier) -> bool:
    box = ui.by_id(identifier).first.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= ui.page.viewport_size["height"]


def test_a_game_in_progress_is_on_home_without_scrolling(ui):
    """At 412 x 915, reopening the app shows the game to continue at once (it was two screens down)."""
    game_id = ui.new_game("hundsgemein", ["Anna", "Ben"], "dogs-status")
    ui.open("/", ready_id=f"game-{game_id}")
    ui.says("continue", "Continue")
    assert in_view(ui, f"game-{game_id}")
    ui.screenshot("shell-01-home-continue")
    ui.tap("family-paleo")
    ui.says("new-pitchanque", "as in pétanque")
    ui.screenshot("shell-02-paleo-family")
    ui.tap("new-pitchanque")
    ui.by_id("start-game").wait_for()
