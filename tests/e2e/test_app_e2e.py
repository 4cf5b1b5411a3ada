"""End-to-end, in headless Chromium at phone size: every screen, and the issue's whole game."""

from __future__ import annotations

from playwright.sync_api import expect

from referee_app.components.home import family_of
from scorers.hundsgemein.rules import DOG_VALUES
from scorers.i18n import render
from scorers.registry import GAMES

DOGS = {
    "H1": "rex",
    "H2": "daisy",
    "H3": "fifi",
    "H4": "zorro",
    "H5": "rex",
    "H6": "daisy",
    "V1": "fifi",
    "V2": "zorro",
    "V3": "rex",
    "V4": "daisy",
    "V5": "fifi",
    "V6": "zorro",
}


def set_dog(ui, street: str, breed: str | None) -> None:
    """Tap the street on the drawn board (it is then the chosen one), then the breed."""
    ui.tap(f"dogs-road-{street}")
    ui.says("dogs-street", f"Dog on street {street}")
    ui.tap(f"breed-{breed or 'none'}")


def set_dogs(ui) -> None:
    """The 12 dogs in street order: each breed tap sets the chosen street and chooses the next one."""
    for street, breed in DOGS.items():
        ui.says("dogs-street", f"Dog on street {street}")
        ui.tap(f"breed-{breed}")
        ui.says(f"dogs-road-{street}", f"{breed[0].upper()}{DOG_VALUES[breed]}")
    ui.says("dogs-status", "All 12 dogs are on their streets.")


def test_home_lists_every_game_and_the_coming_ones(ui):
    # Issue 17: the games of the Paleo family are listed one tap further, in the family's own list.
    family = [g for g in GAMES if family_of(g)]
    for game in GAMES:
        if game in family:
            continue
        if game.ready:
            ui.says(f"new-{game.id}", render(game.name, "en"))
        else:
            ui.says(f"coming-{game.id}", "Coming soon")
    ui.screenshot("01-home")
    ui.tap("family-paleo")
    for game in family:
        ui.says(f"new-{game.id}" if game.ready else f"coming-{game.id}", render(game.name, "en"))
    ui.screenshot("01b-paleo-family")


def test_a_three_player_game_from_dogs_to_pdf_survives_a_restart(ui, server):
    game_id = ui.new_game("hundsgemein", ["Anna", "Ben", "Chloé"], "dogs-status")
    ui.screenshot("02-dogs-empty")
    set_dogs(ui)
    # The app refuses a fourth Rex and says why.
    set_dog(ui, "H2", "rex")
    ui.says("violation-banner", "Rex is already on H1, H5 and V3: each breed is there exactly 3 times.")
    ui.screenshot("03-dogs-set")

    ui.tab("Board")
    ui.tap("block-1-1")  # Anna's type-1 flea (the default selection)
    ui.says("board-count", "1 tile on the board")
    ui.tap("block-2-2")  # Ben's turn now (seat order): his type-1 flea touches it: illegal, marked at once
    ui.says("violation-0", "HG-ADJ")
    ui.says("violation-0", "Two type-1 fleas touch")
    ui.screenshot("04-board-violation")
    ui.tap("remove-0-8")  # the challenge takes Ben's tile off (block 8 = row 2, col 2)
    ui.by_id("no-problem").wait_for()
    ui.says("board-count", "1 tile on the board")
    ui.tap("pick-player-1")  # a challenge leaves the turn with Chloé: Ben is chosen by hand (the override)
    ui.tap("pick-flea-2")
    ui.tap("block-7-7")  # Ben's type-2 flea in the far corner
    ui.says("board-count", "2 tiles on the board")
    ui.screenshot("05-board")

    ui.tab("Score")
    ui.says("score-winner", "Leading (not over yet): Anna")  # two tiles laid: the game goes on (issue 13)
    ui.says("street-H1", "Anna takes the dog")
    ui.says("score-other-expert", "With expert scoring: Anna (9)")
    ui.screenshot("06-score")
    with ui.page.expect_download() as download:
        ui.tap("result-pdf")
    assert download.value.suggested_filename.endswith(".pdf")
    ui.wait_text_contains("Score sheet saved")
    exports = list((server.data_dir / "exports").glob("*.pdf"))
    assert len(exports) == 1 and exports[0].read_bytes().startswith(b"%PDF")

    server.restart()
    ui.open("/")
    ui.says(f"game-{game_id}", "Anna, Ben, Chloé")
    ui.tap(f"game-{game_id}")
    ui.says("board-count", "2 tiles on the board")  # it reopens on the board, as it was left
    ui.screenshot("07-after-restart")
    ui.tab("Score")
    ui.says("score-winner", "Leading (not over yet): Anna")


def test_undo_redo_and_a_deleted_game_comes_back(ui):
    game_id = ui.new_game("hundsgemein", ["Anna", "Ben"], "dogs-status")
    set_dog(ui, "H1", "rex")
    ui.says("dogs-status", "Still to place: H2")
    ui.tap("undo")
    ui.says("dogs-status", "Still to place: H1, H2")
    ui.tap("redo")
    ui.says("dogs-status", "Still to place: H2")
    ui.page.go_back()
    ui.tap(f"delete-{game_id}")
    ui.tap("delete-yes")
    expect(ui.by_id(f"game-{game_id}")).to_have_count(0)
    ui.tap_text("Undo")
    expect(ui.by_id(f"game-{game_id}")).to_have_count(1)


def test_street_counts_entry_scores_without_a_board(ui):
    ui.new_game("hundsgemein", ["Anna", "Ben"], "dogs-status")
    set_dogs(ui)
    ui.tab("Board")
    ui.page.get_by_role("button", name="Street counts").click()
    ui.tap("counts-steppers")  # issue 24: the counts are typed; the − n + steppers are one tap away
    ui.by_id("street-card-H1").wait_for()
    for _ in range(3):
        ui.tap("count-H1-0-plus")
    ui.says("count-H1-0-value", "3")
    ui.tap("count-H1-1-plus")
    ui.says("count-H1-1-value", "1")
    ui.screenshot("08-counts")
    ui.tab("Score")
    ui.says("score-winner", "Leading (not over yet): Anna")  # counts cannot tell the end: the table does
    ui.tap("finish")
    ui.says("score-winner", "Winner: Anna")
    ui.says("street-H1", "Anna takes the dog with 3 fleas")


def test_settings_switch_to_french_and_dark(ui):
    ui.tap("open-settings")
    ui.tap("lang-fr")
    ui.wait_text("Langue")
    ui.tap("theme-dark")
    ui.screenshot("09-settings-fr-dark")
    ui.page.go_back()
    ui.wait_text("Vos parties")
    ui.screenshot("10-home-fr-dark")


def test_back_from_the_new_game_form_keeps_what_was_typed(ui):
    ui.tap("new-hundsgemein")
    ui.type_name(0, "Zoé")
    ui.page.go_back()  # the browser's back button
    ui.by_id("new-hundsgemein").wait_for()
    ui.tap("new-hundsgemein")
    ui.type_name(1, "Ben")  # Zoé is still there: only Ben is typed now
    ui.start("dogs-status")
    ui.page.go_back()  # back from the new game leads home
    game = ui.page.locator('flt-semantics[flt-semantics-identifier^="game-"]')
    game.first.wait_for()
    assert "Zoé, Ben" in (game.first.get_attribute("aria-label") or game.first.inner_text())


def test_a_corrupt_database_is_moved_aside_and_the_app_still_starts(ui, server):
    server.stop()
    (server.data_dir / "games.sqlite3").write_bytes(b"this is not a database" * 100)
    server.start()
    ui.open("/")
    ui.wait_text_contains("The saved games could not be read")
    ui.screenshot("11-corrupt-database")
    assert list(server.data_dir.glob("games.sqlite3.corrupt-*"))
    ui.new_game("hundsgemein", ["Anna", "Ben"], "dogs-status")  # and the fresh database works
