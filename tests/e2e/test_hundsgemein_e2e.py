"""Hundsgemein at phone size: a real game entered as a table enters it, counting the taps (issue 17)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hg_helpers import DOGS, played_game  # noqa: E402

PLAYERS = ["Anna", "Ben", "Chloé"]


class Counted:
    """The test's taps, counted: what a user's finger does on the screen."""

    def __init__(self, ui) -> None:
        self.ui, self.taps = ui, 0

    def tap(self, identifier: str) -> None:
        self.taps += 1
        self.ui.tap(identifier)


def test_a_real_three_player_game_dogs_and_every_tile_counted_taps(ui):
    """The 12 dogs, then a whole game (39 tiles, seats in turn, until no tile can go anywhere)."""
    ui.new_game("hundsgemein", PLAYERS, "dogs-status")
    finger = Counted(ui)
    for street, breed in DOGS.items():
        finger.tap(f"pick-street-{street}")
        finger.tap(f"breed-{breed}")
        ui.says(f"pick-street-{street}", f"{street} · {breed.capitalize()}")
    ui.says("dogs-status", "All 12 dogs are on their streets.")
    dog_taps = finger.taps
    ui.tab("Board")
    seat, flea = 0, 1  # the selection a new game starts with
    moves = played_game(len(PLAYERS))
    for laid, (player, kind, row, column) in enumerate(moves, start=1):
        if player != seat:
            finger.tap(f"pick-player-{player}")
            seat = player
        if kind != flea:
            finger.tap(f"pick-flea-{kind}")
            flea = kind
        finger.tap(f"block-{row + 1}-{column + 1}")
        ui.says("board-count", f"{laid} tiles on the board" if laid > 1 else "1 tile on the board")
    ui.by_id("no-problem").wait_for()
    ui.says("end-status", "The game is over")
    tile_taps = finger.taps - dog_taps
    print(f"\ntaps: dogs {dog_taps}, {len(moves)} tiles {tile_taps}, total {finger.taps}")
    ui.screenshot("hg-real-game-board")
