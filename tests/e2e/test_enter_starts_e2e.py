"""Issue 24.5: Enter in the last name field of the set-up form starts the game (it is part of typing the names:
no Start tap is left), when the seats are complete and valid; with a seat left empty it starts nothing and
the form says why."""

from __future__ import annotations


def test_enter_in_the_last_name_starts_the_game_and_not_while_a_seat_is_empty(ui):
    ui.open_game_form("paleo")
    ui.by_id("player-name-0").wait_for()
    ui.type_name(0, "Alice")
    # the second seat empty: Enter says why and stays on the form
    ui.focus(ui.by_id("player-name-1").locator("input, textarea").first)
    ui.page.keyboard.press("Enter")
    ui.by_id("start-game").wait_for()
    assert not ui.by_id("pa-door-0").count()
    ui.type_name(1, "Bruno")
    ui.check_names(["Alice", "Bruno"])
    ui.focus(ui.by_id("player-name-1").locator("input, textarea").first)
    ui.page.keyboard.press("Enter")
    ui.by_id("pa-door-0").wait_for()
    ui.says("pa-status", "The match goes on (Alice 0 and Bruno 0)")
