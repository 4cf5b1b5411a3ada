"""A saved game that cannot be drawn (issue 12, defect 8): tapping it on Home opens its recovery view
(instead of silently staying on Home), and going back to its last good version opens it again."""

from __future__ import annotations

import sqlite3


def test_a_game_that_cannot_be_drawn_opens_its_recovery_view_and_comes_back(ui, server):
    game_id = ui.new_game("hundsgemein", ["Anna", "Ben"], "dogs-status")
    db = sqlite3.connect(server.data_dir / "games.sqlite3", isolation_level=None)  # damaged behind the app
    db.execute("INSERT INTO revisions SELECT game_id, 2, title, status, ?, 'bad' FROM revisions "
               "WHERE game_id = ? AND revision = 1", ('{"file": {"game": "hundsgemein"}}', game_id))
    db.execute("UPDATE games SET revision = 2 WHERE id = ?", (game_id,))
    db.close()

    ui.open("/")
    ui.tap(f"game-{game_id}")
    ui.says("recover-title", "Anna, Ben")
    ui.by_id("recover-export").wait_for()
    ui.by_id("recover-delete").wait_for()
    ui.tap("recover-back")
    ui.by_id("dogs-status").wait_for()              # the game opens again, at its last good version
