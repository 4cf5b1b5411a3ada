"""Issue 17 then issue 24: a finished game's table starts the next one in one tap ("Play again": the result
block's button, or Home's button beside the recent game): the new game opens at once with the same players, and
back from it leads Home. "Other players" still opens the set-up form (a different table). Taps counted by
`Counted` (tests/e2e/conftest.py) and printed."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from conftest import Counted  # noqa: E402


def finished_paleo(ui) -> str:
    """A 2-player Paleo match to 4 points (two doors by Alice, PA-MATCH): the record's id."""
    game_id = ui.new_game("paleo", ["Alice", "Bruno"], "pa-door-0")
    ui.tap("pa-door-0")
    ui.says("pa-points-0", "2")
    ui.tap("pa-door-0")
    ui.says("pa-status", "Alice has won the match with 4 points (Alice 4 and Bruno 0).")
    return game_id


def test_play_again_from_the_result_block_then_from_home_is_one_tap_each(ui):
    first = finished_paleo(ui)
    ui.tab("Sheet")
    ui.says("score-winner", "Winner: Alice")
    ui.screenshot("again-01-result-block")

    counted = Counted(ui)
    counted.tap("result-again")
    ui.by_id("pa-door-0").wait_for()  # the new game, open: no set-up form, no Start
    ui.page.wait_for_url("**/game/**")
    second = ui.game_id()
    assert second != first
    ui.says("pa-status", "The match goes on (Alice 0 and Bruno 0)")  # the same players, in their seats
    print(f"\nTAPS play again (result block): {counted.taps} tap to the second game's first round")
    assert counted.taps == 1

    # Back from the new game leads Home, where the finished game's row has the same button.
    ui.tap("app-back")
    ui.by_id(f"again-{first}").wait_for()
    ui.screenshot("again-02-home")
    counted = Counted(ui)
    counted.tap(f"again-{first}")
    ui.by_id("pa-door-0").wait_for()
    ui.page.wait_for_url(lambda url: "/game/" in url and second not in url)
    assert ui.game_id() not in (first, second)
    ui.says("pa-status", "The match goes on (Alice 0 and Bruno 0)")
    print(f"TAPS play again (Home): {counted.taps} tap to the third game's first round")
    assert counted.taps == 1

    # A different table: "Other players" opens the set-up form, seated as the finished game was.
    ui.tap("app-back")
    ui.tap(f"again-edit-{first}")
    ui.by_id("start-game").wait_for()
