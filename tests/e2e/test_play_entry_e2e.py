"""End-to-end, in headless Chromium, on the server and in the static build (`parity(ci=True)`: this family's one),
issue 34 item 1: a table's night beyond our games. At 412 x 915 in English, History › Record a play: "7 Wonders"
typed once, two players typed, their scores on the number pad (a sum), the winner said as it is typed, saved:
History lists it at its time, beside our games. Then at 360 x 780 in French: the game is one tap away (remembered
with how it is won), the players too (known), winners only, a trophy tapped: saved, listed with a French date and
counted in the statistics, per game. Screenshots of each step, looked at."""

from __future__ import annotations

import pytest

SMALL = {"width": 360, "height": 780}


def scroll_to(ui, identifier: str) -> None:
    """Scroll Flutter's list until the control is on screen (a field is typed into where a finger can reach it)."""
    node = ui.by_id(identifier).first
    node.wait_for(state="attached")
    for _ in range(12):
        box = node.bounding_box()
        height = ui.page.viewport_size["height"]
        if box and 60 <= box["y"] and box["y"] + box["height"] <= height - 60:
            return
        ui.page.mouse.move(ui.page.viewport_size["width"] / 2, height / 2)
        ui.page.mouse.wheel(0, 250 if not box or box["y"] > height / 2 else -250)
        ui.page.wait_for_timeout(250)


def add_player(ui, name: str, seat: int) -> None:
    scroll_to(ui, "play-name")
    ui.fill("play-name", name, tries=3)
    ui.tap("play-add")
    ui.by_id(f"seat-{seat}").wait_for()


@pytest.mark.parity(ci=True)  # also against the static build (conftest.py): the entry runs in Pyodide too
def test_a_play_of_any_game_is_recorded_and_counted_beside_ours(ui):
    ui.tap("open-history")
    ui.tap("record-play")
    ui.by_id("play-game").wait_for()
    ui.fill("play-game", "7 Wonders", tries=3)
    ui.by_id("play-how").wait_for()                                     # a new game: how is it won?
    ui.screenshot("play-00-412-en-game")
    add_player(ui, "Anna", 0)
    add_player(ui, "Ben", 1)
    scroll_to(ui, "seat-0-score")
    ui.fill("seat-0-score", "13+6+4", tries=3)
    ui.fill("seat-1-score", "20", tries=3)
    ui.says("play-outcome", "Winner: Anna")                             # 23 against 20, said as it is typed
    ui.screenshot("play-01-412-en-scores")
    ui.tap("play-save")
    ui.by_id("entry-outcome").wait_for()
    ui.says("entry-outcome", "won by Anna")
    ui.says("entry-when", "7 Wonders")
    ui.screenshot("play-02-412-en-saved")
    ui.page.go_back()
    ui.by_id("history-pager").wait_for()
    ui.says("history-pager", "1 game")
    ui.wait_text_contains("Anna 23, Ben 20")
    ui.screenshot("play-03-412-en-history")

    ui.tap("app-back")                                                   # Home; French, on a small phone
    ui.tap("open-settings")
    ui.tap("lang-fr")
    ui.wait_text("Langue")
    ui.tap("app-back")
    ui.page.set_viewport_size(SMALL)
    ui.tap("open-history")
    ui.tap("record-play")
    ui.by_id("play-game-0").wait_for()
    ui.screenshot("play-04-360-fr-games")
    ui.tap("play-game-0")                                               # remembered: one tap
    ui.says("play-how-summary", "le plus haut score gagne")
    ui.tap("profile-chip-0")                                            # the players too: known
    ui.by_id("seat-0").wait_for()
    ui.tap("profile-chip-1")
    ui.by_id("seat-1").wait_for()
    scroll_to(ui, "play-winners-only")
    ui.tap("play-winners-only")
    ui.by_id("seat-1-won").wait_for()
    ui.tap("seat-1-won")
    ui.says("play-outcome", "Vainqueur : Ben")
    ui.screenshot("play-05-360-fr-winners")
    scroll_to(ui, "play-save")
    ui.screenshot("play-06-360-fr-details")
    ui.tap("play-save")
    ui.by_id("entry-outcome").wait_for()
    ui.says("entry-outcome", "gagnée par Ben")
    ui.page.go_back()
    ui.says("history-pager", "2 parties")
    ui.wait_text_contains("7 Wonders · ")
    ui.screenshot("play-07-360-fr-history")
    ui.tap("open-stats")
    ui.wait_text_contains("2 parties · dernière")
    ui.screenshot("play-08-360-fr-stats")
