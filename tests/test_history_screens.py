"""The history, statistics, players and exchange screens and profile reuse at set-up, without a renderer:
build the controls, call the handlers, look at the controls and the store."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from test_app_components import FakePage, find, texts

from referee_app.components.exchange import ExchangeScreen
from referee_app.components.history import HistoryScreen, StatsScreen, entry_view
from referee_app.components.new_game import NewGameForm
from referee_app.components.players import PlayersScreen
from referee_app.exchange import payload
from referee_app.state import AppState
from referee_app.store import Store
from referee_app.store.records import PlayerResult
from scorers.registry import find_game

DATA = Path(__file__).parent / "data"


@pytest.fixture
def app(tmp_path):
    return AppState(Store(tmp_path / "games.sqlite3"), device_language="en")


def played(app: AppState, day: str, *scores: tuple[str, int]) -> str:
    record = app.store.games.create("hundsgemein", ", ".join(n for n, _ in scores), {}, status="finished")
    best = max(s for _, s in scores)
    app.store.records.record_result(record.id, [
        PlayerResult(seat=i, player=n, colour="red", score=s, rank=1 + sum(o > s for _, o in scores), winner=s == best)
        for i, (n, s) in enumerate(scores)], played=f"{day}T18:00:00+00:00")
    return record.id


def confirm_last(page: FakePage) -> None:
    """Press "yes" in the last dialog shown."""
    yes = find(page.dialogs[-1].actions, next(a.identifier for a in page.dialogs[-1].actions
                                              if a.identifier.endswith("-yes")))
    yes.on_click(None)


def test_history_pages_and_filters_by_player(app):
    for day in range(1, 26):
        played(app, f"2026-03-{day:02d}", ("Anna", day), ("Ben" if day % 2 else "Chloé", 10))
    screen = HistoryScreen(FakePage(), app, lambda *r: None)
    view = screen.view()
    assert find(view.controls, "history-pager").value == "Page 1 of 2 · 25 games"
    assert len(screen.rows.controls) == 20 and screen.back.disabled and not screen.next.disabled
    screen.turn(1)
    assert len(screen.rows.controls) == 5 and screen.next.disabled
    screen.filters.player.value = "Chloé"
    screen.filters._set(None)
    assert screen.pager.value == "Page 1 of 1 · 12 games" and screen.number == 0
    assert all("Chloé" in " ".join(texts(row)) for row in screen.rows.controls)
    again = HistoryScreen(FakePage(), app, lambda *r: None)                  # the filter is remembered
    again.view()
    assert again.pager.value == "Page 1 of 1 · 12 games"


def test_history_date_filter_says_a_bad_date(app):
    played(app, "2026-01-05", ("Anna", 3), ("Ben", 1))
    played(app, "2026-02-05", ("Anna", 3), ("Ben", 1))
    screen = HistoryScreen(FakePage(), app, lambda *r: None)
    screen.view()
    screen.filters.since.value = "2026-02-01"
    screen.filters._set(None)
    assert screen.pager.value == "Page 1 of 1 · 1 game"
    screen.filters.until.value = "31/01"
    screen.filters._set(None)
    assert screen.filters.until.error == "Write a date as 2026-01-31" and screen.pager.value.endswith("1 game")


def test_deleting_from_the_history_asks_then_can_be_undone(app):
    game_id = played(app, "2026-01-05", ("Anna", 3), ("Ben", 1))
    page = FakePage()
    screen = HistoryScreen(page, app, lambda *r: None)
    screen.view()
    screen.ask_delete(app.store.records.history().entries[0])
    assert app.store.records.history().total == 1                                      # asked first
    confirm_last(page)
    assert app.store.records.history().total == 0 and screen.pager.value.endswith("0 games")
    find(page.dialogs[-1].content, "snack-action").on_click(None)              # the snack bar's Undo
    assert app.store.records.history().total == 1 and app.store.records.history().entries[0].id == game_id


def test_a_corrected_game_shows_its_earlier_result(app):
    game_id = played(app, "2026-01-05", ("Anna", 3), ("Ben", 1))
    app.store.records.record_result(game_id, [PlayerResult(seat=0, player="Anna", score=3, rank=2, winner=False),
                                      PlayerResult(seat=1, player="Ben", score=4, rank=1, winner=True)])
    view = entry_view(FakePage(), app, game_id, lambda *r: None)
    assert find(view.controls, "earlier-0").value.endswith("Anna 3, Ben 1")
    find(view.controls, "open-game")


def test_stats_per_player_and_game(app):
    """Each player's games, wins and win rate, then each game's scores; each game's figures; head to head."""
    played(app, "2026-01-05", ("Anna", 30), ("Ben", 20))
    played(app, "2026-01-06", ("Anna", 10), ("Ben", 20))
    played(app, "2026-01-07", ("Anna", 15), ("Ben", 20))
    view = StatsScreen(FakePage(), app).view()
    anna = find(view.controls, "stats-player-0").subtitle.controls
    assert anna[0].value == "3 games · 1 win (33%) · longest winning streak 1 · last 2026-01-07"
    assert anna[1].value == "Hundsgemein: 3 games · 1 win · best 30 · average 18.3 · worst 10"
    assert "best 30 (Anna) · average 19.2 · worst 10" in find(view.controls, "stats-game-hundsgemein").subtitle.value
    assert find(view.controls, "h2h-line").value == "3 games together · Anna ahead 1 · Ben ahead 2 · tied 0"


def test_stats_in_french_write_decimals_with_a_comma(tmp_path):
    """A French reader reads "18,3", not "18.3"."""
    app = AppState(Store(tmp_path / "games.sqlite3"), device_language="fr")
    played(app, "2026-01-05", ("Anna", 30), ("Ben", 20))
    played(app, "2026-01-06", ("Anna", 10), ("Ben", 20))
    played(app, "2026-01-07", ("Anna", 15), ("Ben", 20))
    view = StatsScreen(FakePage(), app).view()
    assert find(view.controls, "stats-player-0").subtitle.controls[1].value.endswith(
        "record 30 · moyenne 18,3 · pire 10")


def test_a_game_without_points_has_no_best_score(app):
    """Défense d'afficher records posters left (fewest first) and its result is a place: no "best 19 (Ben)"."""
    record = app.store.games.create("posters", "Anna, Ben", {}, status="finished")
    app.store.records.record_result(record.id, [PlayerResult(seat=0, player="Anna", score=0, rank=1, winner=True),
                                        PlayerResult(seat=1, player="Ben", score=19, rank=2, winner=False)],
                            played="2026-01-05T18:00:00+00:00")
    view = StatsScreen(FakePage(), app).view()
    game = find(view.controls, "stats-game-posters").subtitle.value
    assert game.endswith("a place, no points") and "19" not in game
    assert find(view.controls, "stats-player-0").subtitle.controls[1].value.endswith(
        "1 game · 1 win · a place, no points")


def test_players_add_edit_delete_and_undo(app):
    page = FakePage()
    screen = PlayersScreen(page, app)
    screen.view()
    screen.name.value, screen.colour.value = "Łukasz", "green"
    screen.save(None)
    assert [(p.name, p.colour) for p in app.store.records.profiles()] == [("Łukasz", "green")]
    screen.name.value = "łukasz"
    screen.save(None)
    assert "already a player" in screen.error.value and len(app.store.records.profiles()) == 1
    screen.edit(app.store.records.profiles()[0])
    screen.name.value, screen.colour.value = "Lukasz", "-"
    screen.save(None)
    assert [(p.name, p.colour) for p in app.store.records.profiles()] == [("Lukasz", None)]
    screen.ask_delete(app.store.records.profiles()[0])
    confirm_last(page)
    assert app.store.records.profiles() == []
    find(page.dialogs[-1].content, "snack-action").on_click(None)
    assert [p.name for p in app.store.records.profiles()] == ["Lukasz"]


def test_setup_offers_profiles_with_their_colour(app):
    app.store.records.save_profile("Chloé", "red")
    app.store.records.save_profile("Dev", "red")                                      # the same preference
    page = FakePage()
    form = NewGameForm(page, app, find_game("hundsgemein"), lambda *r: page.routes.extend(r))
    form.view()
    find(form.recent, "profile-chip-0").on_click(None)                        # Chloé: seat 1, in red
    assert form.players[0] == {"name": "Chloé", "colour": "red"}
    assert {p["colour"] for p in form.players} == {"red", "blue"}             # yellow gone to nobody twice
    find(form.recent, "profile-chip-1").on_click(None)                        # Dev (ids follow the profiles)
    assert form.players[1] == {"name": "Dev", "colour": "blue"}                # Chloé keeps red
    form.start(None)
    assert page.routes[-1].startswith("/game/")


def test_a_new_games_players_become_profiles(app):
    page = FakePage()
    form = NewGameForm(page, app, find_game("hundsgemein"), lambda *r: page.routes.extend(r))
    form.view()
    form.players[0]["name"], form.players[1]["name"] = "Anna", "Ben"
    form.start(None)
    assert [(p.name, p.colour) for p in app.store.records.profiles()] == [("Anna", "yellow"), ("Ben", "blue")]


def test_exchange_imports_text_once_and_exports_the_history(app):
    page = FakePage()
    screen = ExchangeScreen(page, app, lambda *r: page.routes.extend(r))
    view = screen.view()
    screen.text.value = payload.encode(json.loads((DATA / "issue_example.json").read_text(encoding="utf-8")))
    screen.import_text(None)
    assert find(view.controls, "import-result").value.startswith("Imported: Anna, Ben, Chloé (Hundsgemein)")
    screen.text.value = (DATA / "issue_example.json").read_text(encoding="utf-8")
    screen.import_text(None)
    assert screen.result.value.startswith("Already in your games") and app.store.records.history().total == 1
    screen.text.value = "TR1:AAAA"
    screen.import_text(None)
    assert screen.result.value.startswith("Not imported:")
    screen.export("csv")
    exported = sorted((app.store.report.path.parent / "exports").glob("*.csv"))
    rows = list(csv.DictReader(io.StringIO(exported[0].read_text(encoding="utf-8"))))
    assert [r["player"] for r in rows] == ["Anna", "Ben", "Chloé"]
    assert "Saved: " in page.dialogs[-1].content.value


def test_exchange_prints_pads_and_backups(app):
    page = FakePage()
    screen = ExchangeScreen(page, app, lambda *r: None)
    screen.view()
    screen.pad("cricket", "letter")
    screen.backup(None)
    folder = app.store.report.path.parent / "exports"
    assert (folder / "pad-cricket-letter.pdf").read_bytes().startswith(b"%PDF")
    backup = next(folder.glob("*.trbackup"))
    with Store(folder / "restored" / "games.sqlite3") as other:
        assert other.backups.restore(backup) is None


def test_restoring_a_backup_over_games_asks_first(app, tmp_path):
    with Store(tmp_path / "other" / "games.sqlite3") as other:
        other.games.create("hundsgemein", "From the backup", {})
        backup = other.backups.as_bytes()
    played(app, "2026-01-05", ("Anna", 3), ("Ben", 1))
    page = FakePage()
    screen = ExchangeScreen(page, app, lambda *r: None)
    screen.view()
    screen.restore_data(b"not a backup at all")
    assert page.dialogs[-1].title.value == "Replace all your games?"           # asked even before reading it
    confirm_last(page)
    assert page.dialogs[-1].content.value.startswith("Not restored:") and app.store.records.history().total == 1
    screen.restore_data(backup)
    assert page.dialogs[-1].title.value == "Replace all your games?" and app.store.records.history().total == 1
    confirm_last(page)
    assert [g.title for g in app.games()] == ["From the backup"]
    assert "Your previous data was kept in" in page.dialogs[-1].content.value


def test_restoring_into_an_empty_app_does_not_ask(app, tmp_path):
    with Store(tmp_path / "other" / "games.sqlite3") as other:
        other.games.create("hundsgemein", "From the backup", {})
        backup = other.backups.as_bytes()
    page = FakePage()
    ExchangeScreen(page, app, lambda *r: None).restore_data(backup)
    assert page.dialogs[-1].content.value == "Backup restored." and len(app.games()) == 1
