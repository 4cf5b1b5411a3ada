"""Two pages on one game (issue 12, defect 6): a tile laid on a page that was not refreshed is refused
with a message, the page shows the game as it is now, and no tile is ever lost.

Since table mode (issue 15, section 2) the pages of one server hear each other's changes at once (Flet's
pub/sub, tests/e2e/test_table_mode_e2e.py), so a page is left behind only by a writer they do not hear:
here another process on the same data folder, which is what the test writes with."""

from __future__ import annotations

from pathlib import Path

from conftest import UI, VIEWPORT

from referee_app.changes import stored_label
from referee_app.games.hundsgemein import document as hg
from referee_app.store import Store
from scorers.hundsgemein.geometry import index
from scorers.i18n import phrase, render


def lay_elsewhere(data_dir: Path, game_id: str, row: int, col: int) -> None:
    """A tile laid on the game by another process: no page of the server is told."""
    with Store(data_dir / "games.sqlite3") as store:
        record = store.games.get(game_id)
        change = hg.place(hg.HgDocument.model_validate(record.data), index(row, col), 0, 1)
        store.games.save(game_id, change.doc.model_dump(mode="json"), stored_label(change.label),
                         expected=record.revision)


def test_a_stale_page_cannot_overwrite_a_tile_laid_elsewhere(ui, server, browser):
    game_id = ui.new_game("hundsgemein", ["Anna", "Ben"], "dogs-status")
    ui.tab("Board")
    ui.says("board-count", "0 tiles on the board")

    other = browser.new_context(viewport=VIEWPORT)      # a second phone, on the same game
    try:
        second = UI(other.new_page(), server.url)
        second.open("/")
        second.tap(f"game-{game_id}")
        second.tab("Board")
        second.says("board-count", "0 tiles on the board")

        lay_elsewhere(server.data_dir, game_id, 0, 0)       # a tile laid where the pages do not hear it

        second.tap("block-7-7")                             # the second, not refreshed, lays another
        second.wait_text_contains(render(phrase("ui.stale"), "en"))
        second.says("board-count", "1 tile on the board")   # refused, and it now shows the tile laid elsewhere
        second.tap("block-7-7")                             # laid again, on the game as it is now
        second.says("board-count", "2 tiles on the board")
        ui.says("board-count", "2 tiles on the board")      # the first phone heard the second's change
    finally:
        other.close()

    lay_elsewhere(server.data_dir, game_id, 4, 4)           # the first phone is stale now: refused too
    ui.tap("block-4-1")
    ui.wait_text_contains(render(phrase("ui.stale"), "en"))
    ui.says("board-count", "3 tiles on the board")
    ui.tap("block-4-1")
    ui.says("board-count", "4 tiles on the board")
    with Store(server.data_dir / "games.sqlite3") as store:   # every tile is in the saved game
        doc = hg.HgDocument.model_validate(store.games.get(game_id).data)
        assert all(hg.tile_at(doc, index(r, c)) is not None for r, c in ((0, 0), (6, 6), (3, 0), (4, 4)))
