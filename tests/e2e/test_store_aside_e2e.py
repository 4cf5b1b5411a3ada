"""Issue 35, items 1 and 2, on Home in a browser: a store whose `-wal` is damaged after some of its commits is
moved aside whole (the database and its `-wal` together) and Home says so, naming the log, and offers to recover
the games, the ones written after the damage included; and a damaged file an earlier start moved aside, beside an
empty store, is still offered for recovery on a later start (before: only the start that moved it offered it).

A phone in English (412x915) and one in French (360x780); each screen is photographed (E2E_SHOTS)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from conftest import UI, phone_page
from store_helpers import LATER, killed_store, real_store  # tests/: the store-failure tests' real stores

WAL_HEADER, FRAME = 32, 24 + 4096


def _saved(path: Path) -> int:
    db = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True)
    try:
        return db.execute("SELECT count(*) FROM games").fetchone()[0]
    finally:
        db.close()


def _shown(ui: UI) -> None:
    """Wait until the canvas shows what the semantics DOM already holds (under load, seconds later)."""
    ui.page.wait_for_timeout(2500)


def _games(ui: UI):
    return ui.page.locator('flt-semantics[flt-semantics-identifier^="game-"]')


def test_a_store_whose_log_is_damaged_is_moved_aside_with_it_and_all_its_games_recovered(browser, server):
    """One byte of an early frame of the `-wal` changed (a killed app's log of eight games): Home names the log,
    both files are kept aside unchanged, and its offer brings back all fourteen games (before: five shown, no
    word, the `-wal` deleted)."""
    server.stop()
    db, wal = killed_store(server.data_dir)
    damaged = bytearray(wal)
    damaged[WAL_HEADER + 3 * FRAME + 24 + 1000] ^= 0x40
    (server.data_dir / "games.sqlite3-wal").write_bytes(bytes(damaged))
    server.start()
    ctx, ui = phone_page(browser, server, "en-US", {"width": 412, "height": 915})
    try:
        ui.wait_text_contains("the log of the last changes, is damaged")
        ui.by_id("store-recover").wait_for()
        _shown(ui)
        ui.screenshot("store_aside_wal_damaged_en_412")
        aside = [p for p in server.data_dir.glob("games.sqlite3.corrupt-*") if not p.name.endswith(("-wal", "-shm"))]
        assert len(aside) == 1 and aside[0].read_bytes() == db
        assert Path(f"{aside[0]}-wal").read_bytes() == bytes(damaged)
        ui.tap("store-recover")
        total = 6 + len(LATER)
        ui.wait_text_contains(f"{total} games recovered from the damaged file")
        _games(ui).first.wait_for()  # Home's list is built as it scrolls: the store holds them all
        assert _saved(server.data_dir / "games.sqlite3") == total
        ui.says("store-recovered", "The games of the damaged file were recovered")  # done: no longer a fault
        assert ui.by_id("store-warning").count() == 0 and ui.by_id("store-recover").count() == 0
        ui.screenshot("store_aside_wal_recovered_en_412")
    finally:
        ctx.close()


def test_a_file_an_earlier_start_moved_aside_is_offered_again_and_its_games_recovered(browser, server):
    """A damaged store moved aside by an earlier start, an empty store beside it: this start says so (in French
    here) and its offer brings the six games back; once they are back, nothing is offered any more."""
    server.stop()
    path = real_store(server.data_dir)
    damaged = bytearray(path.read_bytes())
    damaged[3] ^= 0xFF
    path.unlink()
    (server.data_dir / "games.sqlite3.corrupt-20260101T000000Z").write_bytes(bytes(damaged))
    server.start()
    ctx, ui = phone_page(browser, server, "fr-FR", {"width": 360, "height": 780})
    try:
        ui.wait_text_contains("mis de côté plus tôt")
        ui.by_id("store-recover").wait_for()
        _shown(ui)
        ui.screenshot("store_aside_earlier_fr_360")
        ui.tap("store-recover")
        ui.wait_text_contains("6 parties récupérées")
        _games(ui).nth(5).wait_for()
        assert _games(ui).count() == 6
        ui.screenshot("store_aside_earlier_recovered_fr_360")
    finally:
        ctx.close()
    server.restart()
    ctx, ui = phone_page(browser, server, "fr-FR", {"width": 360, "height": 780})
    try:
        _games(ui).nth(5).wait_for()
        assert ui.by_id("store-recover").count() == 0
    finally:
        ctx.close()
