"""Issue 17, "Entry with fewer taps": a finished game's table starts the next one in two taps ("Play again":
the result block's button, then Start; or Home's button beside the recent game, then Start), same players.
Taps counted by `Counted` (tests/e2e/conftest.py) and printed."""

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


def test_play_again_from_the_result_block_then_from_home_is_two_taps_each(ui):
    first = finished_paleo(ui)
    ui.tab("Sheet")
    ui.says("score-winner", "Winner: Alice")
    ui.screenshot("again-01-result-block")

    counted = Counted(ui)
    counted.tap("result-again")
    ui.by_id("start-game").wait_for()
    ui.screenshot("again-02-set-up-again")
    counted.taps += 1  # Start (`UI.start` taps it again only when the first tap took the focus, not the user)
    ui.start("pa-door-0")
    second = ui.game_id()
    assert second != first
    ui.says("pa-status", "The match goes on (Alice 0 and Bruno 0)")  # the same players, in their seats
    print(f"\nTAPS play again (result block): {counted.taps} taps to the second game's first round")
    assert counted.taps == 2

    # From Home: the finished game's row under "Recent" has the same button.
    ui.open("/")
    ui.by_id(f"again-{first}").wait_for()
    ui.screenshot("again-03-home")
    counted = Counted(ui)
    counted.tap(f"again-{first}")
    ui.by_id("start-game").wait_for()
    counted.taps += 1
    ui.start("pa-door-0")
    assert ui.game_id() not in (first, second)
    ui.says("pa-status", "The match goes on (Alice 0 and Bruno 0)")
    print(f"TAPS play again (Home): {counted.taps} taps to the third game's first round")
    assert counted.taps == 2
