"""Issue 27: the app works the same wherever it runs. Each test here runs against the server and against the
static browser build (`where`, tests/e2e/conftest.py), as do the scripted games marked `parity` in the other
files of this folder: Hundsgemein's every seat and flea type chosen by hand and its counts switch (a seat
tap failed in the browser build: a thread pool), a board shared by its QR code (the code failed there: an
unshipped module), a score sheet's PDF, a backup and its restore."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from test_app_e2e import set_dogs  # noqa: E402

from referee_app import boards  # noqa: E402
from scorers.hundsgemein import score  # noqa: E402

from hg_helpers import state  # noqa: E402

PLAYERS = ["Anna", "Ben", "Chloé"]
#: Four tiles, each with its seat and flea type chosen by hand (a new game starts on seat 0, type 1, and the
#: seat then follows the seat order): every seat tapped once, every type (1 last, back to the first one).
#: (seat, type, row, column); legal (no two of a type side by side), checked by the rules below.
BY_HAND = [(2, 3, 1, 1), (1, 2, 1, 3), (0, 4, 1, 5), (1, 1, 1, 7)]


@pytest.mark.parity(ci=True, plain=True)  # and on the static build without its snapshot (conftest.py)
def test_every_seat_and_flea_type_chosen_by_hand_then_the_street_counts(ui):
    """Every seat and every flea type is chosen by hand and the tile goes to that seat with that type (the
    totals are the rules' for that board); the board then carries over to the street counts, where a count
    is changed."""
    ui.new_game("hundsgemein", PLAYERS, "dogs-status")
    set_dogs(ui)
    ui.tab("Board")
    seat, flea = 0, 1
    for laid, (player, kind, row, column) in enumerate(BY_HAND, start=1):
        if player != seat:
            ui.tap(f"pick-player-{player}")
        if kind != flea:
            ui.tap(f"pick-flea-{kind}")
        seat, flea = (player + 1) % len(PLAYERS), kind
        ui.tap(f"block-{row}-{column}")
        ui.says("board-count", f"{laid} tiles on the board" if laid > 1 else "1 tile on the board")
    ui.by_id("no-problem").wait_for()
    board = state({(row, column): f"{'ABC'[player]}{kind}" for player, kind, row, column in BY_HAND})
    sheet = score(board)
    assert len({entry.total for entry in sheet.ranking.entries}) == len(PLAYERS)  # a wrong seat would show
    ui.tab("Score")
    for entry in sheet.ranking.entries:
        ui.says(f"total-{entry.player}", str(entry.total))
    ui.tab("Board")
    ui.page.get_by_role("button", name="Street counts").click()
    ui.tap("counts-steppers")  # issue 24: the counts are typed; the − n + steppers are one tap away
    ui.by_id("street-card-H1").wait_for()
    before = int(ui.text_of("count-H1-0-value").split()[0])
    ui.tap("count-H1-0-plus")
    ui.says("count-H1-0-value", str(before + 1))


@pytest.mark.parity
def test_a_board_copied_renamed_shared_by_its_qr_code_deleted_and_imported_back(ui):
    """A board of the library copied and renamed; its QR code shown on screen reads back as that board; once
    deleted, it comes back from the code's text."""
    ui.tap("open-settings")
    ui.tap("settings-boards")
    ui.tap("bd-game-loopit")
    ui.by_id("bd-row-example").wait_for()
    ui.tap("bd-copy-example")
    ui.by_id("bd-row-example 2").wait_for()
    ui.tap("bd-rename-example 2")
    ui.fill("bd-rename-field", "corners", check=False)
    ui.tap("bd-rename-yes")
    ui.by_id("bd-row-corners").wait_for()
    ui.tap("bd-share-corners")
    ui.by_id("bd-qr").wait_for()
    game, board = boards.board_of_bytes(ui.screenshot("parity-board-qr").read_bytes())  # the code on screen
    assert game == "loopit" and board["name"] == "corners"
    assert board["rows"] == boards.bundled("loopit")[0].data["rows"]
    code = boards.payload_text(game, board)
    ui.says("bd-qr-text", code[:40])
    ui.tap("bd-share-close")
    ui.tap("bd-delete-corners")
    ui.tap("bd-delete-yes")
    ui.by_id("bd-row-corners").wait_for(state="detached")
    ui.fill("bd-import-text", code, check=False)
    ui.tap("bd-import-go")
    ui.says("bd-import-result", "Board “corners” of Loopit imported.")
    ui.by_id("bd-row-corners").wait_for()


@pytest.mark.parity
def test_a_score_sheet_prints_and_a_backup_restores_the_games(ui, tmp_path):
    """A Paleo game's score sheet downloads as a PDF; a backup downloads; a game made after it goes when the
    backup is restored (after asking), and the game of the backup is back."""
    first = ui.new_game("paleo", ["Alice", "Bruno"], "pa-door-0")
    ui.tap("pa-door-0")
    ui.says("pa-points-0", "2")
    ui.tab("Sheet")
    with ui.page.expect_download(timeout=120_000) as download:  # reportlab loads now (unpacked, in the browser)
        ui.tap("result-pdf")
    pdf = tmp_path / download.value.suggested_filename
    download.value.save_as(pdf)
    assert pdf.suffix == ".pdf" and pdf.read_bytes().startswith(b"%PDF")
    ui.page.go_back()
    ui.tap("open-exchange")
    with ui.page.expect_download(timeout=60_000) as download:
        ui.tap("backup")
    backup = tmp_path / download.value.suggested_filename
    download.value.save_as(backup)
    ui.page.go_back()
    second = ui.new_game("pitchanque", ["Chloé", "Łukasz"], "pq-near-a")
    ui.page.go_back()
    ui.by_id(f"game-{second}").wait_for()
    ui.tap("open-exchange")
    with ui.page.expect_file_chooser() as chooser:
        ui.tap("restore")
    chooser.value.set_files(str(backup))
    ui.tap("restore-yes")  # the app holds a game: asked first
    ui.wait_text_contains("Backup restored.")
    ui.page.go_back()
    ui.by_id(f"game-{first}").wait_for()
    ui.by_id(f"game-{second}").wait_for(state="detached")
