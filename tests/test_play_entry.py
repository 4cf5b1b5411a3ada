"""A play of any game in History (issue 34 item 1), as BG Stats enters one: pick or type the game once (it is
remembered with how it is won), then the players (known ones reused) and their final scores, or only who won;
cooperative tables win or lose together; teams are sides; the play is listed and filtered in History and counted
in the statistics beside our games, per game; a name that is one of our games offers its referee. Without a
renderer: the draft's reading (components/play_draft.py) and the screen's handlers."""

from __future__ import annotations

import datetime as dt

import pytest
from test_app_components import FakePage, find, texts

from referee_app.components.history import HistoryScreen, StatsScreen, entry_view
from referee_app.components.play_draft import PlayDraft, PlayRefused, Seat, check, new_play, outcome, read
from referee_app.components.play_entry import PlayEntry
from referee_app.state import AppState
from referee_app.store import Store
from referee_app.store.records import HistoryFilter
from referee_app.store.statistics import game_summaries, player_summaries

NOW = dt.datetime(2026, 3, 14, 21, 30).astimezone()


@pytest.fixture
def app(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, device_language="en")
    store.close()


def draft(**more) -> PlayDraft:
    fields = {"game": "7 Wonders", "day": "2026-03-14", "time": "20:15",
              "seats": [Seat("Anna", "13+6+4"), Seat("Ben", "20"), Seat("Chloé", "12.5")], **more}
    return PlayDraft(**fields)


def test_scores_typed_give_places_and_the_winner_as_the_game_reads_them():
    reading = read(draft())
    assert (reading.scores, reading.ranks, reading.winners) == ([23, 20, 12.5], [1, 2, 3], [True, False, False])
    low = read(draft(highest_wins=False))
    assert low.ranks == [3, 2, 1] and low.winners == [False, False, True]
    tie = read(draft(seats=[Seat("Anna", "20"), Seat("Ben", "20"), Seat("Chloé", "3")]))
    assert tie.ranks == [1, 1, 3] and outcome(draft(seats=[Seat("Anna", "20"), Seat("Ben", "20")]), "en") == \
        "Shared win: Anna, Ben"


def test_winners_only_and_games_without_points_take_the_winners_tapped():
    for kind in ({"winners_only": True}, {"points": False}):
        seats = [Seat("Anna", won=True), Seat("Ben"), Seat("Chloé")]
        play = new_play(draft(seats=seats, **kind), "en", NOW)
        assert [(r.player, r.score, r.rank, r.winner) for r in play.results] == [
            ("Anna", None, 1, True), ("Ben", None, 2, False), ("Chloé", None, 2, False)]
    assert outcome(draft(winners_only=True, seats=[Seat("Anna"), Seat("Ben")]), "en") == \
        "No winner yet: tap the trophy of whoever won"


def test_a_cooperative_table_wins_or_loses_together():
    won = new_play(draft(cooperative=True, table_won=True), "en", NOW)
    assert won.cooperative and all(r.winner and r.rank == 1 for r in won.results)
    lost = new_play(draft(cooperative=True), "en", NOW)
    assert not any(r.winner for r in lost.results) and outcome(draft(cooperative=True), "fr") == "La table a perdu"


def test_teams_are_sides_named_after_their_members_their_scores_added_up():
    seats = [Seat("Anna", "10", team=1), Seat("Ben", "5", team=1), Seat("Chloé", "12", team=2), Seat("Dev", "", team=2)]
    play = new_play(draft(teams=True, seats=seats), "en", NOW)
    assert [(r.player, r.members, r.score, r.winner) for r in play.results] == [
        ("Anna & Ben", ("Anna", "Ben"), 15, True), ("Chloé & Dev", ("Chloé", "Dev"), 12, False)]


def test_every_problem_is_said_beside_its_field():
    problems = check(PlayDraft(day="31/01", time="25:00", duration="lots", bgg="x",
                               seats=[Seat("Anna", "10**30"), Seat("anna ", "3"), Seat("Ben", "")]), "fr", NOW)
    said = {p.where: p.said("fr") for p in problems}
    assert said["game"] == "Nommez le jeu" and said["day"] == "Écrivez le jour comme 31/01/2026"
    assert said["time"] == "Écrivez l’heure comme 20:30" and said["duration"].startswith("Les minutes")
    assert said["seat-1"] == "anna  est deux fois à la table"
    assert "10**30" in said["seat-0-score"] and said["seat-2-score"].startswith("Ben n’a pas de score")
    assert said["bgg"] == "Un numéro BoardGameGeek est un nombre entier"
    with pytest.raises(PlayRefused):
        new_play(PlayDraft(), "en", NOW)
    assert check(draft(day="2026-03-15"), "en", NOW)[0].where == "day"  # later than now


def test_a_play_typed_joins_history_and_the_statistics_beside_our_games(app):
    """Saved: the game remembered (with how it is won), the play in History (listed, filtered by its game), its
    players become profiles, and the statistics count it per game, beside a refereed game of ours."""
    page, routes = FakePage(), []
    screen = PlayEntry(page, app, lambda *r: routes.append(r))
    screen.view()
    screen.game.value = "7 Wonders"
    screen._typed_game(type("Event", (), {"control": screen.game})())
    for name in ("Anna", "Ben"):
        screen.name.value = name
        screen._add_typed()
    screen.set_score(0, "31")
    screen.set_score(1, "8+20")
    assert screen.outcome.value == "Winner: Anna"
    screen.save()
    (route,) = routes
    assert route[0] == "/history"  # back from the saved play: History
    entry_id = route[-1].split("/")[-1]
    entry = app.store.records.history_entry(entry_id)
    assert entry.entered and not entry.refereed and entry.other.name == "7 Wonders"
    assert [(r.player, r.score, r.winner) for r in entry.results] == [("Anna", 31, True), ("Ben", 28, False)]
    assert {p.name for p in app.store.records.profiles()} == {"Anna", "Ben"}
    kept = app.store.catalogue.games()
    assert [g.name for g in kept] == ["7 Wonders"]
    history = HistoryScreen(page, app, lambda *r: None)
    history.view()
    assert any(o.key == entry.game and o.text == "7 Wonders" for o in history.filters.game.options)
    assert app.store.records.history(HistoryFilter(game=entry.game)).total == 1
    assert "7 Wonders · " in " ".join(texts(history.rows.controls))
    shown = texts(entry_view(page, app, entry_id, lambda *r: None).controls)
    assert app.t("hi.entered") in shown
    lines = app.store.records.result_lines()
    (game,) = game_summaries(lines)
    assert game.game == entry.game and (game.scores.best, game.best_by) == (31, "Anna")
    stats = StatsScreen(page, app)
    stats.view()
    assert "7 Wonders" in " ".join(texts(stats.games.controls))
    assert player_summaries(lines)[0].games[0].game == entry.game


def test_the_game_is_remembered_for_the_next_play_with_how_it_is_won(app):
    page = FakePage()
    first = PlayEntry(page, app, lambda *r: None)
    first.view()
    first.draft = draft(game="Golf of Stones", highest_wins=False, seats=[Seat("Anna", "40"), Seat("Ben", "35")])
    first.save()
    (game,) = app.store.catalogue.games()
    assert (game.name, game.highest_wins) == ("Golf of Stones", False)
    second = PlayEntry(page, app, lambda *r: None)
    view = second.view()
    find(view.controls, "play-game-0").on_click(None)  # the game played before, one tap away
    assert (second.draft.game, second.draft.highest_wins, second.how.selected) == ("Golf of Stones", False, ["lowest"])
    second.game.value = "golf of stones"  # typed again, in any case: the same game
    second._typed_game(type("Event", (), {"control": second.game})())
    assert second.draft.game_id == game.id


def test_a_name_that_is_one_of_our_games_offers_its_referee(app):
    routes: list = []
    screen = PlayEntry(FakePage(), app, lambda *r: routes.append(r))
    view = screen.view()
    screen.game.value = "Défense d’afficher"
    screen._typed_game(type("Event", (), {"control": screen.game})())
    assert screen.ours_box.visible and "Table Referee referees Défense d'afficher" in " ".join(texts(screen.ours))
    find(view.controls, "play-start-ours").on_click(None)
    assert routes == [("/new/posters",)]


def test_a_typed_play_can_be_corrected_and_keeps_what_it_was(app):
    page, routes = FakePage(), []
    screen = PlayEntry(page, app, lambda *r: routes.append(r))
    screen.view()
    screen.draft = draft(seats=[Seat("Anna", "30"), Seat("Ben", "20")])
    screen.save()
    entry_id = routes[-1][-1].split("/")[-1]
    again = PlayEntry(page, app, lambda *r: routes.append(r), entry_id)
    again.view()
    assert [(s.name, s.score) for s in again.draft.seats] == [("Anna", "30"), ("Ben", "20")]
    again.set_score(1, "35")
    again.save()
    entry = app.store.records.history_entry(entry_id)
    assert entry.winners == ["Ben"] and entry.earlier and entry.earlier[0].results[0].score == 30
    assert app.store.records.history().total == 1
