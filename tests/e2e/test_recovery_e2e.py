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


def test_a_damaged_database_is_moved_aside_and_its_games_recovered_from_home(ui, server):
    """Issue 25: a store of six games whose byte 3 was overwritten (the command refused it and left it): the
    app moves it aside, says why and where, and Home's offer brings the six games back."""
    from store_helpers import real_store  # tests/ (the store-failure tests' real store)

    server.stop()
    path = real_store(server.data_dir)
    damaged = bytearray(path.read_bytes())
    damaged[3] ^= 0xFF
    path.write_bytes(damaged)
    server.start()
    ui.open("/")
    ui.wait_text_contains("The file was moved aside")
    ui.tap("store-recover")
    ui.wait_text_contains("6 games recovered from the damaged file")
    games = ui.page.locator('flt-semantics[flt-semantics-identifier^="game-"]')
    games.nth(5).wait_for()
    assert games.count() == 6
    assert list(server.data_dir.glob("games.sqlite3.corrupt-*"))[0].read_bytes() == damaged
