"""Two pages on one game (issue 12, defect 6): a tile laid on a page that was not refreshed is refused
with a message, the page shows the game as it is now, and no tile is ever lost."""

from __future__ import annotations

from conftest import UI, VIEWPORT

from referee_app.games.hundsgemein import document as hg
from referee_app.store import Store
from scorers.hundsgemein.geometry import index
from scorers.i18n import phrase, render


def test_a_stale_page_cannot_overwrite_a_tile_laid_on_the_other(ui, server, browser):
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

        ui.tap("block-1-1")                                 # the first phone lays a tile
        ui.says("board-count", "1 tile on the board")

        second.tap("block-7-7")                             # the second, not refreshed, lays another
        second.wait_text_contains(render(phrase("ui.stale"), "en"))
        second.says("board-count", "1 tile on the board")   # refused, and it now shows the first tile
        second.tap("block-7-7")                             # laid again, on the game as it is now
        second.says("board-count", "2 tiles on the board")
    finally:
        other.close()

    ui.tap("block-4-1")                                     # the first phone is stale now: refused too
    ui.wait_text_contains(render(phrase("ui.stale"), "en"))
    ui.says("board-count", "2 tiles on the board")
    ui.tap("block-4-1")
    ui.says("board-count", "3 tiles on the board")
    with Store(server.data_dir / "games.sqlite3") as store:   # every tile is in the saved game
        doc = hg.HgDocument.model_validate(store.get(game_id).data)
        assert all(hg.tile_at(doc, index(r, c)) is not None for r, c in ((0, 0), (6, 6), (3, 0)))
