"""BG Stats files coming in (issue 28 item 4): the plays of our games in a BG Stats export join History, the
others are skipped with the reason; our own export imported into an empty store gives the same History, and
imported back into the store it came from adds nothing; bad input never gives a traceback and an import is
one transaction or nothing."""

from __future__ import annotations

import itertools
import json
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_bgstats_export import golden_files

from referee_app.exchange.bgstats import apply_import, plan_import, read_export
from referee_app.state import AppState
from referee_app.store import Store
from referee_app.store.errors import StoreError
from referee_app.store.records import HistoryEntry
from referee_app.store.statistics import game_summaries, player_summaries, scoring_of
from scorers.errors import UnreadableInput


@pytest.fixture(scope="module")
def source(tmp_path_factory) -> tuple[AppState, bytes]:
    """A store with a game of every family (every golden file), a note and a place on some, and its export."""
    app = AppState(Store(tmp_path_factory.mktemp("bgin") / "games.sqlite3"), device_language="en")
    ticks = itertools.count()

    def now_text() -> str:  # a game a minute: the order of the games (streaks) is the same on both sides
        return (datetime(2026, 3, 1, 18, 0, 0, 250_000, tzinfo=UTC) + timedelta(minutes=next(ticks))).isoformat()

    with mock.patch("referee_app.store.games.now_text", now_text):
        for path in golden_files():
            app.import_text(path.read_text(encoding="utf-8"))
    for index, entry in enumerate(app.store.records.iter_history()):
        if index % 3 == 0:
            app.store.records.set_play_details(entry.id, f"note {index} : « bien » ’",
                                               "Chez Zoé" if index % 2 else "Club")
    return app, app.export_history("bgstats")


def same(entry: HistoryEntry) -> tuple:
    """What a BG Stats play keeps of a game of the history: the game, its time to the second, duration,
    note, place and each result line (its members, place, win and, where the game has points, score)."""
    points = scoring_of(entry.game).points
    return (entry.game, entry.played.replace(microsecond=0), entry.duration_min, entry.note, entry.place,
            tuple((r.seat, r.player, r.members, r.rank, r.winner, r.score if points else None) for r in entry.results))


def imported_into(folder: Path, data: bytes) -> Store:
    store = Store(folder / "games.sqlite3")
    apply_import(store, plan_import(store, read_export(data)))
    return store


def test_our_export_imported_into_an_empty_store_gives_the_same_history(source, tmp_path):
    """Round trip: every game of every family, its teams' members, time, duration, note and place come back;
    so do the players and every statistic."""
    app, data = source
    store = imported_into(tmp_path, data)
    before, after = list(app.store.records.iter_history()), list(store.records.iter_history())
    assert len(after) == len(before) == len(golden_files())
    assert sorted(map(same, after), key=repr) == sorted(map(same, before), key=repr)
    assert store.records.history_players() == app.store.records.history_players()
    lines = [replace(x, played=x.played.replace(microsecond=0)) for x in app.store.records.result_lines()]
    assert player_summaries(store.records.result_lines()) == player_summaries(lines)
    assert game_summaries(store.records.result_lines()) == game_summaries(lines)
    assert {p.name for p in store.records.profiles()} >= set(store.records.history_players())
    assert any(r.members for e in after for r in e.results)  # teams came back as teams
    assert not any(e.refereed for e in after)  # and every one says it was not refereed here


def test_our_export_imported_back_adds_nothing(source):
    """The same game at the same second with the same people is already in History: skipped, said why."""
    app, data = source
    plan = plan_import(app.store, read_export(data))
    assert not plan.taken and len(plan.skipped) == len(golden_files())
    assert all(s.reason.key == "bg.skip.duplicate" for s in plan.skipped)
    assert "déjà dans l’historique" in plan.lines("fr")[-1]


def test_a_file_imported_twice_is_taken_once(source, tmp_path):
    _, data = source
    store = imported_into(tmp_path, data)
    again = plan_import(store, read_export(data))
    assert not again.taken and apply_import(store, again) == []
    assert len(list(store.records.iter_history())) == len(golden_files())


def test_a_dry_run_changes_nothing(source, tmp_path):
    """Planning reads only: History stays empty until the import is applied."""
    _, data = source
    store = Store(tmp_path / "games.sqlite3")
    writes = store.connection.writes
    plan = plan_import(store, read_export(data))
    assert plan.taken and store.connection.writes == writes
    assert not list(store.records.iter_history()) and not store.records.profiles()


def test_imported_plays_are_history_only(source, tmp_path):
    """An imported play has no game to open or play again: it is not among the saved games Home lists."""
    _, data = source
    store = imported_into(tmp_path, data)
    assert store.games.latest() == []
    assert len(list(store.records.iter_history())) == len(golden_files())


def bg_file(plays: list[dict], games: list[dict] | None = None, players: list[dict] | None = None) -> dict:
    return {"games": games if games is not None else [
                {"id": 1, "name": "Paléo", "bggId": 0}, {"id": 2, "name": "Catan", "bggId": 13},
                {"id": 3, "name": "Something", "bggId": 300531}, {"id": 4, "name": "DEFENSE D'AFFICHER"}],
            "players": players if players is not None else [
                {"id": 1, "name": "Anna"}, {"id": 2, "name": "Ben"}, {"id": 3, "name": "anna "}],
            "plays": plays, "locations": [{"id": 7, "name": "Club"}]}


def play(game: int = 1, date: str = "2025-03-01 20:15:00", scores: tuple = (("1", "4", True), ("2", "1", False)),
         **more) -> dict:
    return {"gameRefId": game, "playDate": date, "locationRefId": 7, "durationMin": 42,
            "playerScores": [{"playerRefId": int(p), "score": s, "winner": w, "rank": 0} for p, s, w in scores],
            **more}


def test_games_are_matched_by_bgg_id_then_name_and_others_skipped(tmp_path):
    """Paleo by its BGG id (whatever its name), by name without accents or case; Catan is skipped, said why."""
    store = Store(tmp_path / "games.sqlite3")
    plan = plan_import(store, bg_file([play(1), play(2), play(3, "2025-03-02 10:00:00"),
                                       play(4, scores=(("1", None, True), ("2", None, False)))]))
    assert [p.game for p in plan.taken] == ["paleo", "paleo", "posters"]
    (skip,) = plan.skipped
    assert skip.where == "plays[1]" and skip.game == "Catan" and skip.reason.key == "bg.skip.not_ours"
    first = plan.taken[0]
    assert [(r.player, r.rank, r.winner, r.score) for r in first.results] == [("Anna", 1, True, 4),
                                                                               ("Ben", 2, False, 1)]
    assert first.place == "Club" and first.duration_min == 42
    assert "Catan" in plan.lines("fr")[-1] and "n’arbitre pas" in plan.lines("fr")[-1]


def test_a_player_twice_and_a_play_twice_are_skipped(tmp_path):
    """"Anna" and "anna " are one player (a play with both is skipped); a play twice in the file is taken once."""
    store = Store(tmp_path / "games.sqlite3")
    plan = plan_import(store, bg_file([play(), play(), play(scores=(("1", "4", True), ("3", "1", False))),
                                       play(uuid="u1", date="2025-03-05 10:00:00"),
                                       play(uuid="u1", date="2025-03-06 10:00:00")]))
    assert len(plan.taken) == 2
    assert [s.reason.key for s in plan.skipped] == ["bg.skip.twice_in_file", "bg.skip.twice", "bg.skip.twice_in_file"]


def test_places_are_worked_out_when_bg_stats_leaves_them_at_zero(tmp_path):
    """Rank 0 is BG Stats' "unranked": the places come from the scores, as the game reads them."""
    store = Store(tmp_path / "games.sqlite3")
    plan = plan_import(store, bg_file([play(scores=(("1", "2", False), ("2", "4", True)))]))
    assert [(r.player, r.rank) for r in plan.taken[0].results] == [("Anna", 2), ("Ben", 1)]


@pytest.mark.parametrize("data, key", [
    (b"\xff\xfe not utf-8", "bg.in.not_utf8"),
    (b"{not json", "bg.in.not_json"),
    (b"[1, 2]", "bg.in.shape"),
    (json.dumps({"games": [], "players": []}).encode(), "bg.in.shape"),
    (json.dumps({"games": {}, "players": [], "plays": []}).encode(), "bg.in.shape"),
])
def test_a_file_of_another_shape_is_refused_in_the_readers_language(data, key):
    with pytest.raises(UnreadableInput) as refused:
        read_export(data)
    assert refused.value.problems[0].phrase.key == key
    assert "BG Stats" in refused.value.problems[0].text("fr")


def test_an_import_is_one_transaction_or_nothing(source, tmp_path):
    """A write that fails at the last play leaves History as it was: no play, no profile."""
    _, data = source
    store = Store(tmp_path / "games.sqlite3")
    plan = plan_import(store, read_export(data))
    real = store.records.add_plays.__func__
    calls = {"n": 0}

    def failing_dump(value):
        calls["n"] += 1
        if calls["n"] == len(plan.taken):
            raise StoreError("disk full")
        return json.dumps(value)

    with mock.patch("referee_app.store.records.dump_json", failing_dump), pytest.raises(StoreError):
        real(store.records, list(plan.taken))
    assert not list(store.records.iter_history()) and not store.records.profiles() and store.games.latest() == []


def test_ten_thousand_plays_are_imported_in_one_go(tmp_path):
    plays = [play(date=f"2024-{1 + i % 12:02d}-{1 + i % 28:02d} {i // 3600 % 24:02d}:{i // 60 % 60:02d}:{i % 60:02d}",
                  uuid=f"p{i}") for i in range(10_000)]
    store = Store(tmp_path / "games.sqlite3")
    plan = plan_import(store, read_export(json.dumps(bg_file(plays)).encode()))
    assert len(plan.taken) + len(plan.skipped) == 10_000 and len(plan.taken) > 9_000
    assert len(apply_import(store, plan)) == len(plan.taken) == store.records.history().total


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
                           lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                                      max_size=4), max_leaves=20)
field_values = st.one_of(json_values, st.integers(0, 4),
                         st.sampled_from(["Paleo", "Catan", "Anna", "2025-01-01 10:00:00"]))


@st.composite
def odd_exports(draw) -> dict:
    """Exports of roughly the right shape with anything in their fields."""
    def item(keys: tuple[str, ...]):
        return st.dictionaries(st.sampled_from(keys), field_values, max_size=len(keys)) | json_values

    score = st.dictionaries(st.sampled_from(("playerRefId", "score", "winner", "rank", "team", "seatOrder")),
                            field_values) | json_values
    plays = st.lists(st.fixed_dictionaries({"gameRefId": field_values, "playDate": field_values,
                                            "playerScores": st.lists(score, max_size=4) | json_values},
                                           optional={"uuid": field_values, "usesTeams": field_values,
                                                     "comments": field_values, "locationRefId": field_values,
                                                     "durationMin": field_values}) | json_values, max_size=6)
    return {"games": draw(st.lists(item(("id", "name", "bggId", "sourceGameId")), max_size=4)),
            "players": draw(st.lists(item(("id", "name")), max_size=4)), "plays": draw(plays),
            "locations": draw(st.lists(item(("id", "name", "uuid")), max_size=2) | json_values)}


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(export=odd_exports() | json_values)
def test_odd_input_is_taken_skipped_or_refused_never_a_traceback(tmp_path_factory, export):
    """Whatever the file holds: a typed refusal, or a plan whose every play is taken or skipped with a
    reason in both languages, and applying it adds exactly the plays taken."""
    store = Store(tmp_path_factory.mktemp("odd") / "games.sqlite3")
    try:
        plan = plan_import(store, read_export(json.dumps(export).encode()))
    except UnreadableInput as refused:
        assert refused.problems[0].text("fr")
        return
    finally:
        pass
    try:
        plays = export["plays"]
        assert len(plan.taken) + len(plan.skipped) == len(plays)
        assert all(line for lang in ("en", "fr") for line in plan.lines(lang))
        assert len(apply_import(store, plan)) == len(plan.taken) == store.records.history().total
    finally:
        store.close()


def test_referee_import_bgstats_is_a_dry_run_until_apply(tmp_path, capsys):
    """`referee import-bgstats FILE` says what it would take and skip and changes nothing; `--apply` adds the
    plays; a second run finds them in History; --json says the same as data."""
    from referee_app.command import cli

    path = tmp_path / "bg.json"
    path.write_text(json.dumps(bg_file([play(), play(2)])), encoding="utf-8")
    data = ["--data", str(tmp_path)]
    assert cli.main(["import-bgstats", str(path), *data, "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert "1 partie à importer, 1 laissée de côté." in out and "Catan" in out and "--apply" in out
    with Store(tmp_path / "games.sqlite3") as store:
        assert store.records.history().total == 0
    assert cli.main(["import-bgstats", str(path), *data, "--apply"]) == 0
    assert "1 play added to History." in capsys.readouterr().out
    assert cli.main(["import-bgstats", str(path), *data, "--json"]) == 0
    said = json.loads(capsys.readouterr().out)
    assert said["taken"] == [] and [s["reason"] for s in said["skipped"]] == ["already in History",
                                                                             "a game this app does not referee"]
    with Store(tmp_path / "games.sqlite3") as store:
        (entry,) = store.records.history().entries
        assert entry.game == "paleo" and not entry.refereed


def test_referee_import_bgstats_refuses_a_file_that_is_not_an_export(tmp_path, capsys):
    from referee_app.command import cli

    path = tmp_path / "bad.json"
    path.write_bytes(b"\xff\xfe")
    assert cli.main(["import-bgstats", str(path), "--data", str(tmp_path), "--lang", "fr"]) == 2
    err = capsys.readouterr().err
    assert str(path) in err and "n’est pas du texte UTF-8" in err and "Traceback" not in err


def test_the_exchange_screen_imports_bg_stats_only_when_the_user_says_yes(source, tmp_path):
    """Exchange › Import from BG Stats: the dialog says what is taken and skipped; Cancel changes nothing,
    Import adds the plays; the history row and the game's page say they were not refereed."""
    from test_app_components import FakePage, find, texts

    from referee_app.components.exchange import ExchangeScreen
    from referee_app.components.history import HistoryScreen, entry_view

    _, data = source
    app = AppState(Store(tmp_path / "games.sqlite3"), device_language="fr")
    page = FakePage()
    screen = ExchangeScreen(page, app, lambda *r: None)
    assert find(screen.view().controls, "import-bgstats").content == "Importer depuis BG Stats"
    screen.bgstats_data(data)
    asked = page.dialogs[-1]
    assert asked.title.value == "Importer depuis BG Stats ?"
    assert asked.content.value.startswith(f"{len(golden_files())} parties à importer, 0 laissée de côté.")
    asked.actions[0].content.on_click(None)  # Cancel
    assert app.store.records.history().total == 0
    screen.bgstats_data(data)
    page.dialogs[-1].actions[1].content.on_click(None)  # Import
    assert app.store.records.history().total == len(golden_files())
    imported = f"{len(golden_files())} parties importées depuis BG Stats, 0 laissée de côté."
    assert page.dialogs[-1].content.value == imported
    screen.bgstats_data(data)  # again: everything is already there
    assert page.dialogs[-1].content.value == f"Rien à importer : {len(golden_files())} parties laissées de côté."
    screen.bgstats_data(b"\xff")
    assert page.dialogs[-1].content.value == "Non importé : Ce fichier BG Stats n’est pas du texte UTF-8."
    history = HistoryScreen(page, app, lambda *r: None)
    history.fill()
    assert any("BG Stats ·" in text for text in texts(history.rows.controls))
    entry = app.store.records.history().entries[0]
    shown = texts(entry_view(page, app, entry.id, lambda *r: None).controls)
    assert app.t("bg.not_refereed") in shown and app.t("ex.open_game") not in shown
    app.store.close()


def test_players_are_matched_to_the_profiles_by_name(tmp_path):
    """"ANNA" in the file is the profile "Anna": her spelling is kept, and no second profile is made."""
    store = Store(tmp_path / "games.sqlite3")
    store.records.save_profile("Anna", "red")
    apply_import(store, plan_import(store, bg_file([play()], players=[{"id": 1, "name": " ANNA "},
                                                                      {"id": 2, "name": "Ben"}])))
    (entry,) = store.records.history().entries
    assert [r.player for r in entry.results] == ["Anna", "Ben"]
    assert [(p.name, p.colour) for p in store.records.profiles()] == [("Anna", "red"), ("Ben", None)]
    store.close()
