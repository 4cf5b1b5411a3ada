"""Our BG Stats export is a file real readers read (issue 34 item 3): every key real BG Stats exports have at each
level, with their types (the schema is taken from the real-shaped files of tests/bgstats_files/, written from six
public exports); teams as BG Stats writes them ("0", "1"... and no `team` key outside team plays); no location for
a play without a place; `entryDate` when the play was entered, not when it was played; a game not over has no
winner; the owner is the player chosen in Players; and the two public tools' readers (tests/bgstats_readers.py)
read it as they read real files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from bgstats_readers import parser_tables, wrapped_counts
from bgstats_shapes import PLANTED, SHAPES

from referee_app.exchange.files import score_file
from referee_app.state import AppState
from referee_app.store import Store
from scorers.registry import GAMES

DATA = Path(__file__).resolve().parent / "data"
SHAPED = Path(__file__).resolve().parent / "bgstats_files"
BG_DATE = "%Y-%m-%d %H:%M:%S"


def golden_files() -> list[Path]:
    """One played game file per registered game (the rules' own golden files)."""
    found = {}
    for path in sorted(DATA.rglob("*.json")):
        if ".score." in path.name or "illegal" in path.name or path.parent == SHAPED:
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and isinstance(data.get("game"), str):
            found.setdefault(data["game"], []).append(path)
    return [p for paths in found.values() for p in paths]


def _items(export: dict) -> dict[str, list[dict]]:
    """The objects of each level of an export (the nested lists too)."""
    plays = export.get("plays", [])
    games = export.get("games", [])
    return {"top": [export], "userInfo": [export.get("userInfo") or {}], "games": games, "plays": plays,
            "players": export.get("players", []), "locations": export.get("locations", []),
            "tags": export.get("tags", []), "groups": export.get("groups", []),
            "playerScores": [s for p in plays for s in p.get("playerScores", [])],
            "copies": [c for g in games for c in g.get("copies", [])],
            "game tags": [t for g in games for t in g.get("tags", [])]}


def real_schema() -> dict[str, dict[str, set[str]]]:
    """For each level, the keys every real-shaped file has there (some item of it), and the types seen."""
    keys: dict[str, list[set[str]]] = {}
    types: dict[tuple[str, str], set[str]] = {}
    for shape in SHAPES:
        export = json.loads((SHAPED / f"{shape}.json").read_text(encoding="utf-8"))
        for level, items in _items(export).items():
            found: set[str] = set()
            for item in items:
                for key, value in item.items():
                    found.add(key)
                    types.setdefault((level, key), set()).add(type(value).__name__)
            if items and found:
                keys.setdefault(level, []).append(found)
    return {level: {k: types[(level, k)] for k in set.intersection(*sets)} for level, sets in keys.items()}


@pytest.fixture(scope="module")
def app(tmp_path_factory) -> AppState:
    """A store with every golden file (every game of every family), an owner, a note and a place on some."""
    app = AppState(Store(tmp_path_factory.mktemp("bg") / "games.sqlite3"), device_language="en")
    for path in golden_files():
        app.import_text(path.read_text(encoding="utf-8"))
    for name, rule in (("posters/two_sides_incidents.json", "stay-sticks"),
                       ("track/froscheln_example.json", "split-after-shore")):  # a house rule on
        app.import_text(json.dumps({**json.loads((DATA / name).read_text(encoding="utf-8")), "house_rules": [rule]}))
    for i, entry in enumerate(app.store.records.iter_history()):
        if i % 3 == 0:
            app.store.records.set_play_details(entry.id, "Belle partie", "Chez Zoé")
    app.set_owner("Ben")
    return app


@pytest.fixture(scope="module")
def exported(app) -> dict:
    return json.loads(app.export_history("bgstats"))


def test_the_export_has_every_key_real_exports_have_with_their_types(exported):
    """Each level of our export holds every key that every real-shaped file holds there, of a type they use."""
    schema = real_schema()
    assert set(schema) >= {"top", "games", "plays", "players", "playerScores", "copies", "userInfo"}
    ours = _items(exported)
    for level, keys in schema.items():
        assert ours[level], level
        for item in ours[level]:
            # left out as real files leave them out: a team outside team plays, a location where none was typed
            missing = {k for k in keys if k not in item and (level, k) not in {("playerScores", "team"),
                                                                                ("plays", "locationRefId")}}
            assert not missing, (level, missing)
            wrong = {k: type(item[k]).__name__ for k in keys if k in item and type(item[k]).__name__ not in keys[k]}
            assert not wrong, (level, wrong)


def test_every_reference_points_at_something_exported(exported):
    players = {p["id"] for p in exported["players"]}
    assert exported["userInfo"]["meRefId"] in players
    assert {p["locationRefId"] for p in exported["plays"] if "locationRefId" in p} <= {
        loc["id"] for loc in exported["locations"]}
    assert {p["gameRefId"] for p in exported["plays"]} <= {g["id"] for g in exported["games"]}
    assert {s["playerRefId"] for p in exported["plays"] for s in p["playerScores"]} == players
    assert {t["tagRefId"] for g in exported["games"] for t in g["tags"]} <= {t["id"] for t in exported["tags"]}
    assert {json.loads(g["metaData"])["tableReferee"]["game"] for g in exported["games"]} == {g.id for g in GAMES}


def test_teams_are_written_as_bg_stats_writes_them(exported):
    """A team play: "0", "1"... on every player (its team's number); any other play: no `team` key at all (BG Stats
    writes `team: "0"` on plays without teams, which is why its readers go by `usesTeams`)."""
    for play in exported["plays"]:
        teams = [s.get("team") for s in play["playerScores"]]
        if play["usesTeams"]:
            assert all(isinstance(t, str) and t.isdigit() for t in teams)
            assert sorted(set(teams), key=int) == [str(i) for i in range(len(set(teams)))]
        else:
            assert all("team" not in s for s in play["playerScores"])


def test_the_owner_chosen_in_players_is_bg_stats_me(app, exported):
    names = {p["id"]: p["name"] for p in exported["players"]}
    assert names[exported["userInfo"]["meRefId"]] == "Ben"


def test_places_are_those_typed_and_a_play_without_one_has_no_location(app, exported):
    assert [loc["name"] for loc in exported["locations"]] == ["Chez Zoé"]
    assert any("locationRefId" not in p for p in exported["plays"])
    assert all(p.get("locationRefId") == 1 for p in exported["plays"] if "Belle partie" == p["comments"])


def test_the_entry_date_is_when_the_play_was_entered_not_when_it_was_played(app, exported):
    entries = {e.uuid: e for e in app.store.records.iter_history()}
    for play in exported["plays"]:
        entry = entries[play["uuid"]]
        assert play["entryDate"] == entry.created.astimezone().strftime(BG_DATE)
        assert play["playDate"] == entry.played.astimezone().strftime(BG_DATE)
    dated = [p for p in exported["plays"] if p["entryDate"] != p["playDate"]]
    assert dated  # the example files dated another day were played then, entered today


def test_a_game_not_over_is_exported_without_winners(app, exported):
    """Many example files are scored before their end (leaders, no winner): exported, nobody won."""
    entries = {e.uuid: e for e in app.store.records.iter_history()}
    not_over = [p for p in exported["plays"] if not entries[p["uuid"]].over]
    assert len(not_over) >= 5
    assert all(not s["winner"] for p in not_over for s in p["playerScores"])
    assert all(any(s["winner"] for s in p["playerScores"]) for p in exported["plays"] if entries[p["uuid"]].over)


def test_a_game_without_points_has_null_scores_and_its_numbers_in_metadata(exported):
    posters = next(g for g in exported["games"] if json.loads(g["metaData"])["tableReferee"]["game"] == "posters")
    assert posters["noPoints"] and not posters["highestWins"]
    plays = [p for p in exported["plays"] if p["gameRefId"] == posters["id"]]
    assert plays and all(s["score"] is None for p in plays for s in p["playerScores"])
    assert all(isinstance(json.loads(p["metaData"])["tableReferee"]["scores"], list) for p in plays)
    others = [p for p in exported["plays"] if p["gameRefId"] != posters["id"]]
    assert all(s["score"] is not None and s["score"].lstrip("-").isdigit() for p in others for s in p["playerScores"])


def test_each_refereed_play_carries_its_game_file(exported):
    """Variant, house rules, posters left, rounds, colours: the whole game file, in the play's metaData."""
    for play in exported["plays"]:
        file = json.loads(play["metaData"])["tableReferee"]["file"]
        assert score_file(file).file == file
    paleo = [json.loads(p["metaData"])["tableReferee"]["file"] for p in exported["plays"]]
    assert any(f.get("variant") for f in paleo) and any("house_rules" in f for f in paleo)
    assert any(p["rounds"] > 0 for p in exported["plays"])


def test_pitchanque_teams_are_numbered_on_each_member_and_named_in_metadata(exported):
    names = {p["id"]: p["name"] for p in exported["players"]}
    game = next(g for g in exported["games"] if json.loads(g["metaData"])["tableReferee"]["game"] == "pitchanque")
    assert game["usesTeams"]
    (play,) = [p for p in exported["plays"] if p["gameRefId"] == game["id"]]
    teams = {names[s["playerRefId"]]: (s["team"], s["score"]) for s in play["playerScores"]}
    assert teams == {"Ana": ("0", "6"), "Ben": ("0", "6"), "Cy": ("1", "1"), "Dora": ("1", "1")}
    assert json.loads(play["metaData"])["tableReferee"]["teams"] == {"0": "Les Bleus"}  # "Cy & Dora": its members


def test_the_same_history_exports_the_same_file(app):
    """The same uuids and dates each time: BG Stats, which keys plays on their uuid, never duplicates them."""
    assert app.export_history("bgstats") == app.export_history("bgstats")


def test_deniedpluto_s_parser_reads_our_export_as_it_reads_real_files(exported):
    """BGStatsParser.py's steps (tests/bgstats_readers.py) run on our export: every table, every play's lines."""
    tables = parser_tables(exported)
    assert len(tables["FACT_Plays"]) == len(exported["plays"])
    assert len(tables["FACT_Play_Scores"]) == sum(len(p["playerScores"]) for p in exported["plays"])
    assert len(tables["DIM_Game_Copies"]) == len(exported["games"]) and tables["DIM_Tags"] and tables["DIM_Groups"]
    assert all("bggId" in g and "copies" not in g for g in tables["DIM_Games"])
    parser_tables(json.loads((SHAPED / "android-6.14.json").read_text(encoding="utf-8")))  # as it reads its own


def test_bgstats_wrapped_reads_our_export_as_it_reads_real_files(app, exported):
    """get_data.py's counts: each player's plays and wins are History's (the owner's too)."""
    counts = wrapped_counts(exported)
    by_name = {p["name"]: p for p in counts["players"].values()}
    lines = app.store.records.result_lines()
    for name in ("Ana", "Ben"):
        mine = [x for x in lines if x.player == name]
        assert by_name[name]["plays"][None] == len(mine)
        assert by_name[name]["wins"][None] == sum(x.winner for x in mine)
    assert sum(g["plays"][None] for g in counts["games"].values()) == len(exported["plays"])
    for shape in SHAPES:  # and it reads every real shape (but one whose plays name a game that is not there)
        if not any(reason in ("bg.skip.unknown_game", "bg.skip.unknown_player") for _, reason in PLANTED[shape]):
            wrapped_counts(json.loads((SHAPED / f"{shape}.json").read_text(encoding="utf-8")))


def test_an_empty_history_exports_a_file_the_readers_read(tmp_path):
    with Store(tmp_path / "games.sqlite3") as store:
        export = json.loads(AppState(store, device_language="en").export_history("bgstats"))
    assert export["plays"] == [] and export["userInfo"]["meRefId"] == 0
    wrapped_counts(export)


def test_modification_dates_are_the_plays_not_the_moment_of_the_export(exported):
    last = max(p["modificationDate"] for p in exported["plays"])
    assert {g["modificationDate"] for g in exported["games"]} == {last}
    assert {p["modificationDate"] for p in exported["players"]} == {last}
