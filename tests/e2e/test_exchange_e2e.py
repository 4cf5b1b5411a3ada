"""End-to-end, in headless Chromium at phone size: players reused at set-up, the history and its filters,
statistics, one game's page and its game file, the exchange screen's imports (QR text, a photo of a
sheet's code through the browser's file chooser) and the CSV export."""

from __future__ import annotations

import csv
import datetime as dt
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from referee_app.exchange import payload
from referee_app.exchange.files import score_file
from referee_app.fronts import front, game_file
from referee_app.store import Store
from referee_app.store.records import PlayerResult
from scorers.registry import find_game

DATA = Path(__file__).resolve().parents[1] / "data"


def seed(server, *games: tuple[str, tuple[tuple[str, int], ...]], profiles=()) -> None:
    """Finished games (day, (name, score)...) and profiles written beside the running app (SQLite shares)."""
    with Store(server.data_dir / "games.sqlite3") as store:
        for name, colour in profiles:
            store.records.save_profile(name, colour)
        for day, scores in games:
            record = store.games.create("hundsgemein", ", ".join(n for n, _ in scores), {}, status="finished")
            best = max(s for _, s in scores)
            store.records.record_result(record.id, [
                PlayerResult(seat=i, player=n, colour="red", score=s, rank=1 + sum(o > s for _, o in scores),
                             winner=s == best) for i, (n, s) in enumerate(scores)], played=f"{day}T18:00:00+00:00")


def test_a_known_player_is_seated_in_their_colour(ui, server):
    seed(server, profiles=[("Chloé", "red")])
    ui.reload()
    ui.tap("open-players")
    ui.says("profile-0", "Chloé")
    ui.fill("profile-name", "Łukasz", check=False)
    ui.tap("profile-save")
    ui.says("profile-1", "Łukasz")
    ui.screenshot("ex-01-players")
    ui.page.go_back()
    ui.tap("new-hundsgemein")
    ui.tap("profile-chip-0")
    ui.by_id("profile-chip-0").wait_for(state="detached")               # Chloé is seated: no longer offered
    ui.tap("profile-chip-1")
    ui.by_id("profile-chip-1").wait_for(state="detached")
    ui.screenshot("ex-02-setup-with-profiles")
    ui.start("dogs-status")
    with Store(server.data_dir / "games.sqlite3") as store:
        record = store.games.latest()[0]
        players = game_file(find_game(record.game), record.data)["players"]
    assert players == [{"name": "Chloé", "colour": "red"}, {"name": "Łukasz", "colour": "blue"}]


def test_a_saved_profile_is_seated_on_the_paleo_setup(ui, server):
    seed(server, profiles=[("Chloé", "red")])
    ui.reload()
    ui.open_game_form("paleo")
    ui.by_id("player-name-0").wait_for()
    ui.tap("profile-chip-0")
    ui.by_id("profile-chip-0").wait_for(state="detached")               # Chloé sits in the first place
    ui.fill("player-name-1", "Łukasz", check=False)
    ui.screenshot("ex-02b-paleo-setup-with-profiles")
    ui.start("pa-door-0")
    with Store(server.data_dir / "games.sqlite3") as store:
        record = store.games.latest()[0]
        players = game_file(find_game(record.game), record.data)["players"]
        profiles = [p.name for p in store.records.profiles()]
    assert [p["name"] for p in players] == ["Chloé", "Łukasz"]
    assert profiles == ["Chloé", "Łukasz"]                                  # the new name is kept as a profile


def test_the_history_filters_by_date_and_shows_statistics(ui, server):
    seed(server, ("2026-01-05", (("Anna", 30), ("Ben", 20))), ("2026-01-20", (("Anna", 10), ("Ben", 20))),
         ("2026-02-03", (("Ben", 7), ("Chloé", 9))))
    ui.reload()
    ui.tap("open-history")
    ui.says("history-pager", "Page 1 of 1 · 3 games")
    ui.fill("filter-since", "2026-01-10", check=False)
    ui.says("history-pager", "Page 1 of 1 · 2 games")
    ui.fill("filter-until", "2026-01-31", check=False)
    ui.says("history-pager", "Page 1 of 1 · 1 game")
    ui.wait_text_contains("Anna 10, Ben 20")
    ui.screenshot("ex-03-history-filtered")
    ui.tap("open-stats")
    ui.says("stats-player-0", "Anna")                                   # the same filter (January 10-31)
    ui.says("stats-player-0", "1 game · 0 wins (0%)")
    ui.says("stats-player-0", "best 10 · average 10 · worst 10")               # scores per game, never mixed
    ui.says("stats-player-1", "1 game · 1 win (100%)")
    ui.says("h2h-line", "1 game together · Anna ahead 0 · Ben ahead 1 · tied 0")
    ui.screenshot("ex-04-stats")


def test_import_a_qr_text_then_export_the_history_as_csv(ui, server):
    game = json.loads((DATA / "issue_example.json").read_text(encoding="utf-8"))
    ui.tap("open-exchange")
    ui.fill("import-text", payload.encode(game), check=False)
    ui.tap("import-go")
    ui.says("import-result", "Imported: Anna, Ben, Chloé (Hundsgemein)")
    ui.fill("import-text", payload.encode(game), check=False)
    ui.tap("import-go")
    ui.says("import-result", "Already in your games")
    ui.tap("export-csv")
    ui.wait_text_contains("Saved: ")
    ui.screenshot("ex-05-exchange")
    exported = list((server.data_dir / "exports").glob("*.csv"))
    assert len(exported) == 1
    rows = list(csv.DictReader(exported[0].open(encoding="utf-8")))
    sheet = score_file(game).sheet
    assert [(r["player"], r["score"], r["winner"]) for r in rows] == [
        (p.name, str(sheet.totals[p.name]), str(int(p.name in sheet.winners))) for p in sheet.players]
    ui.page.go_back()
    ui.tap("open-history")                                              # the imported game, its file exported
    with Store(server.data_dir / "games.sqlite3") as store:
        game_id = store.records.history().entries[0].id
    ui.tap(f"entry-{game_id}")
    ui.tap("export-game-file")
    ui.wait_text_contains(".json")
    ui.screenshot("ex-06-history-entry")
    exported = list((server.data_dir / "exports").glob("*.json"))
    assert score_file(json.loads(exported[0].read_text(encoding="utf-8"))).file == score_file(game).file


def test_import_a_photo_of_a_sheets_qr_code(ui, server, tmp_path):
    if shutil.which("pdftoppm") is None:
        pytest.skip("needs pdftoppm")
    game = json.loads((DATA / "sheet_example_rows.json").read_text(encoding="utf-8"))
    scored = score_file(game)
    (tmp_path / "sheet.pdf").write_bytes(front(scored.game).sheet_pdf(scored.game, scored.sheet, scored.state, "en",
                                                                      dt.date(2026, 1, 2)))
    subprocess.run(["pdftoppm", "-png", "-r", "100", str(tmp_path / "sheet.pdf"), str(tmp_path / "page")], check=True)
    photo = sorted(tmp_path.glob("page*.png"))[0]                      # the code is beside the result, on page 1
    ui.tap("open-exchange")
    with ui.page.expect_file_chooser() as chooser:
        ui.tap("import-file")
    chooser.value.set_files(str(photo))
    ui.says("import-result", f"Imported: {', '.join(p.name for p in scored.sheet.players)} (Hundsgemein)")
    with Store(server.data_dir / "games.sqlite3") as store:
        entry = store.records.history().entries[0]
    assert {r.player: r.score for r in entry.results} == scored.sheet.totals


def test_restoring_a_backup_asks_before_replacing_the_games(ui, server, tmp_path):
    seed(server, ("2026-01-05", (("Anna", 30), ("Ben", 20))))
    with Store(tmp_path / "elsewhere" / "games.sqlite3") as other:
        other.games.create("hundsgemein", "From the backup", {})
        other.backups.write(tmp_path / "backup.trbackup")
    ui.reload()
    ui.tap("open-exchange")
    with ui.page.expect_file_chooser() as chooser:
        ui.tap("restore")
    chooser.value.set_files(str(tmp_path / "backup.trbackup"))
    ui.tap("restore-no")                                                # asked, and said no: nothing changes
    with Store(server.data_dir / "games.sqlite3") as store:
        assert store.records.history().total == 1
    with ui.page.expect_file_chooser() as chooser:
        ui.tap("restore")
    chooser.value.set_files(str(tmp_path / "backup.trbackup"))
    ui.by_id("restore-yes").wait_for()
    ui.screenshot("ex-07-restore-asks")
    ui.tap("restore-yes")
    ui.wait_text_contains("Your previous data was kept in")
    with Store(server.data_dir / "games.sqlite3") as store:
        assert [g.title for g in store.games.latest()] == ["From the backup"] and store.records.history().total == 0
