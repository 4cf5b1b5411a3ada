"""Teams are people: a team's result is each member's. In History (its line names the members), the player
filter and the known players (members, never "Anna & Benoît"), the statistics (each member credited with the
team's win, counted as a team win), the CSV (one row per member, with the team) and the BG Stats export
(`usesTeams`, the team per player). Teams as each game's sheet names them: Défense d'afficher's sides with
members, Paleo at 4, Le Roi at 4, Pitchanque."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from test_app_components import FakePage, texts

from referee_app.changes import Change
from referee_app.components.history import HistoryScreen
from referee_app.exchange.importer import save_imported
from referee_app.exchange.tables import bgstats_plays, history_csv
from referee_app.fronts import document_from_file
from referee_app.state import AppState
from referee_app.store import Store
from referee_app.store.records import HistoryFilter
from referee_app.store.statistics import player_summaries
from scorers.registry import find_game

DATA = Path(__file__).parent / "data"

#: a team game of each kind, with its teams (name -> members) and the winning team
TEAM_GAMES = {
    "posters/simplified_teams.json": ({"Les Bleus": ("Anna", "Ben"), "Les Rouges": ("Chloé", "Dmitri")},
                                      "Les Rouges"),
    "paleo/four_players_teams.json": ({"Rouges": ("Łukasz", "Chloé"), "Verts": ("Ődön", "Dev")}, "Verts"),
    "paleo/roi_four_teams.json": ({"Anna & Chloé": ("Anna", "Chloé"), "Ben & Dev": ("Ben", "Dev")}, "Anna & Chloé"),
    "paleo_games/pitchanque.json": ({"Les Bleus": ("Ana", "Ben"), "Cy & Dora": ("Cy", "Dora")}, "Les Bleus"),
}


@pytest.fixture
def app(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, device_language="en")
    store.close()


def check_members_credited(app: AppState, game_id: str, teams: dict, winner: str) -> None:
    entry = app.store.records.history_entry(game_id)
    recorded = {r.player: r.members for r in entry.results if r.members}
    assert recorded == teams
    members = {m for team in teams.values() for m in team}
    known = set(app.store.records.history_players())
    assert members <= known and not set(teams) & known                          # members, not teams
    assert not set(teams) & {p.name for p in app.store.records.profiles()}
    stats = {s.player: s for s in player_summaries(app.store.records.result_lines())}
    for team, people in teams.items():
        for person in people:
            assert (stats[person].plays, stats[person].wins, stats[person].team_wins) == (
                (1, 1, 1) if team == winner else (1, 0, 0))
        assert team not in stats
    for person in teams[winner]:
        assert app.store.records.history(HistoryFilter(player=person)).total == 1       # the filter finds a member
    rows = list(csv.DictReader(io.StringIO(history_csv(app.store.records.iter_history()))))
    for team, people in teams.items():
        assert [(r["player"], r["winner"]) for r in rows if r["team"] == team] == [
            (p, "1" if team == winner else "0") for p in people]
    play = bgstats_plays(app.store.records.iter_history())["plays"][0]                  # no game files: the history
    players = {p["id"]: p["name"] for p in bgstats_plays(app.store.records.iter_history())["players"]}
    assert play["usesTeams"]
    assert {(players[s["playerRefId"]], s["team"], s["winner"]) for s in play["playerScores"]} >= {
        (p, team, team == winner) for team, people in teams.items() for p in people}


@pytest.mark.parametrize("name", sorted(TEAM_GAMES))
def test_an_imported_team_game_credits_each_member(app, name):
    teams, winner = TEAM_GAMES[name]
    imported = save_imported(app.store, json.loads((DATA / name).read_text(encoding="utf-8")))
    check_members_credited(app, imported.record.id, teams, winner)


@pytest.mark.parametrize("name", sorted(TEAM_GAMES))
def test_a_team_game_finished_in_the_app_credits_each_member(app, name):
    teams, winner = TEAM_GAMES[name]
    file = json.loads((DATA / name).read_text(encoding="utf-8"))
    game = find_game(file["game"])
    doc = document_from_file(game, file)
    record = app.create_game(game, "teams", doc)
    assert app.apply(record.id, Change(doc, "finished")).record.status == "finished"
    check_members_credited(app, record.id, teams, winner)


def test_a_team_line_in_history_names_its_members(app):
    """History shows a team with its members: "Anna & Chloé (Anna, Chloé) 2"."""
    save_imported(app.store, json.loads((DATA / "paleo/roi_four_teams.json").read_text(encoding="utf-8")))
    screen = HistoryScreen(FakePage(), app, lambda *r: None)
    screen.view()
    assert "Anna & Chloé (Anna, Chloé) 2" in " ".join(texts(screen.rows.controls[0]))


def test_team_games_recorded_before_members_were_get_them_once(tmp_path):
    """A history from before teams were people: its team games get their members when the app opens."""
    path = tmp_path / "games.sqlite3"
    file = json.loads((DATA / "paleo/roi_four_teams.json").read_text(encoding="utf-8"))
    with Store(path) as store:
        imported = save_imported(store, file)
        with store.connection.use(write=True) as db:  # as an older version left it: no members, no mark
            db.execute("DELETE FROM result_members")
            db.execute("DELETE FROM settings WHERE key = 'teams_recorded'")
        assert not any(r.members for r in store.records.history_entry(imported.record.id).results)
    with Store(path) as store:
        AppState(store, device_language="en")
        assert {r.player: r.members for r in store.records.history_entry(imported.record.id).results} == {
            "Anna & Chloé": ("Anna", "Chloé"), "Ben & Dev": ("Ben", "Dev")}
        assert store.settings.get("teams_recorded") is True


def test_a_backup_keeps_the_members_and_the_play_details(app, tmp_path):
    """A restored backup gives the same History: teams with their members, a play's note and place."""
    imported = save_imported(app.store, json.loads((DATA / "paleo/roi_four_teams.json").read_text(encoding="utf-8")))
    app.store.records.set_play_details(imported.record.id, "Belle partie", "Club")
    backup = tmp_path / "backup.trbackup"
    app.store.backups.write(backup)
    with Store(tmp_path / "other" / "games.sqlite3") as fresh:
        fresh.backups.restore(backup)
        assert fresh.records.history() == app.store.records.history()
        assert fresh.records.result_lines() == app.store.records.result_lines()
        assert fresh.backups.last_restore.refused == () and fresh.backups.last_restore.ignored == ()
