"""Bad BG Stats files (issue 34): a file of another shape, 50 MB, 100,000 plays, scores like `10**30` or "9" * 4000,
a lone surrogate in a name, a date in year 9999 under a time zone west or east of Greenwich: refused whole, or the
play set aside with its reason, in the reader's language; History unchanged unless the user confirms; never an
internal error, neither from `referee import-bgstats` (it exited 4 on some) nor from the app's Import button (it
raised, and nothing was shown)."""

from __future__ import annotations

import json
import time

import pytest
from test_app_components import FakePage

from referee_app.command import cli
from referee_app.components.exchange import ExchangeScreen
from referee_app.exchange.bgstats import MOST_BYTES, MOST_PLAYS, plan_import, read_export
from referee_app.state import AppState
from referee_app.store import Store
from scorers.errors import UnreadableInput

GAMES = [{"id": 1, "name": "Harbour Lights", "bggId": 900001}, {"id": 2, "name": "Loopit", "bggId": 0}]
PLAYERS = [{"id": 1, "name": "Aline"}, {"id": 2, "name": "Bruno"}]


def export(*plays: dict, players: list[dict] | None = None) -> dict:
    return {"games": GAMES, "players": players or PLAYERS, "locations": [], "plays": list(plays)}


def play(n: int = 0, date: str = "2025-03-01 20:15:00", scores: tuple = ("4", "1"), game: int = 2) -> dict:
    """A play of Loopit (one of ours: the old import read its scores and dates, and failed on the bad ones)."""
    return {"uuid": f"u-{n}", "gameRefId": game, "playDate": date, "usesTeams": False, "ignored": False,
            "playerScores": [{"playerRefId": i + 1, "score": s, "winner": i == 0, "rank": 0}
                             for i, s in enumerate(scores)]}


def many(count: int) -> bytes:
    return json.dumps(export(*(play(i, f"2024-01-01 {i // 3600 % 24:02d}:{i // 60 % 60:02d}:{i % 60:02d}")
                               for i in range(count)))).encode()


BAD_PLAYS = {  # a play that is set aside, and the reason said (its key)
    "a score of 10**30": (play(scores=("10**30", "1")), "bg.skip.score"),
    "a score of 4000 nines": (play(scores=("9" * 4000, "1")), "bg.skip.score"),
    "a score beyond SQLite's integers": (play(scores=("9" * 30, "1")), "bg.skip.score"),
    "the year 9999": (play(date="9999-12-31 23:59:59"), "bg.skip.date"),
    "the year 1": (play(date="0001-01-01 00:00:00"), "bg.skip.date"),
    "a date that is none": (play(date="31/12/2024"), "bg.skip.date"),
}


@pytest.mark.parametrize("case", sorted(BAD_PLAYS))
@pytest.mark.parametrize("zone", ["America/Los_Angeles", "Pacific/Kiritimati", "UTC"])
def test_a_bad_play_is_set_aside_with_its_reason_in_every_time_zone(case, zone, tmp_path, monkeypatch):
    monkeypatch.setenv("TZ", zone)
    time.tzset()
    try:
        bad, key = BAD_PLAYS[case]
        store = Store(tmp_path / "games.sqlite3")
        plan = plan_import(store, read_export(json.dumps(export(bad, play(1, "2025-03-02 20:00:00"))).encode()))
        assert [s.reason.key for s in plan.skipped] == [key] and len(plan.taken) == 1
        assert all(line for lang in ("en", "fr") for line in plan.lines(lang))
        store.close()
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()


def test_a_lone_surrogate_in_a_name_or_a_note_sets_the_play_aside(tmp_path):
    """JSON can write "\\ud800", which is no character: no text of the file is stored that SQLite cannot write."""
    store = Store(tmp_path / "games.sqlite3")
    players = [{"id": 1, "name": "Aline\ud800"}, {"id": 2, "name": "Bruno"}, {"id": 3, "name": "Cécile"}]
    noted = {**play(2, "2025-03-03 20:00:00", ("5", "3")), "comments": "tr\udfffès bien",
             "playerScores": [{"playerRefId": 2, "score": "5", "winner": True}, {"playerRefId": 3, "score": "3"}]}
    data = json.dumps(export(play(0), noted, {**play(1, "2025-03-04 20:00:00"), "playerScores": [
        {"playerRefId": 2, "score": "4", "winner": True}, {"playerRefId": 3, "score": "1"}]}, players=players))
    plan = plan_import(store, read_export(data.encode()))
    assert [(s.where, s.reason.key) for s in plan.skipped] == [("plays[0]", "bg.skip.not_text"),
                                                               ("plays[1]", "bg.skip.not_text")]
    assert "\\ud800" in plan.skipped[0].text("fr") and len(plan.taken) == 1
    store.records.add_plays(list(plan.taken))
    assert store.records.history().total == 1


@pytest.mark.parametrize("data, key", [
    (b"\xff\xfe not utf-8", "bg.in.not_utf8"),
    (b"{not json", "bg.in.not_json"),
    (b"[1, 2]", "bg.in.shape"),
    (json.dumps({"games": [], "players": []}).encode(), "bg.in.shape"),
    (json.dumps({"kind": "board", "game": "loopit", "board": {}}).encode(), "bg.in.shape"),
    (b"[" * 100_000 + b"]" * 100_000, "bg.in.not_json"),
])
def test_a_file_of_another_shape_is_refused_whole(data, key):
    with pytest.raises(UnreadableInput) as refused:
        read_export(data)
    assert refused.value.problems[0].phrase.key == key
    assert "BG Stats" in refused.value.problems[0].text("fr")


def test_fifty_megabytes_are_refused_whole_before_they_are_read():
    data = b" " * (50 * 1024 * 1024)
    assert len(data) > MOST_BYTES
    started = time.perf_counter()
    with pytest.raises(UnreadableInput) as refused:
        read_export(data)
    assert refused.value.problems[0].phrase.key == "bg.in.too_large"
    assert "50 mégaoctets" in refused.value.problems[0].text("fr")
    assert time.perf_counter() - started < 1  # refused from its size: nothing read


def test_a_hundred_thousand_plays_are_refused_whole_in_the_readers_language():
    with pytest.raises(UnreadableInput) as refused:
        read_export(many(100_000))
    assert refused.value.problems[0].phrase.key == "bg.in.too_many"
    assert f"100000 parties : plus que les {MOST_PLAYS}" in refused.value.problems[0].text("fr")


@pytest.mark.parametrize("name, content", [
    ("other-shape.json", json.dumps({"foo": 1}).encode()),
    ("not-utf8.json", b"\xff\xfe"),
    ("bad-plays.json", json.dumps(export(*(bad for bad, _ in BAD_PLAYS.values()))).encode()),
    ("surrogate.json", json.dumps(export(play(), players=[{"id": 1, "name": "A\ud800"},
                                                          {"id": 2, "name": "B"}])).encode()),
])
@pytest.mark.parametrize("apply", [False, True])
def test_the_command_says_it_in_words_and_never_exits_4(name, content, apply, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("TZ", "America/Los_Angeles")
    time.tzset()
    try:
        path = tmp_path / name
        path.write_bytes(content)
        code = cli.main(["import-bgstats", str(path), "--data", str(tmp_path), "--lang", "fr",
                         *(["--apply"] if apply else [])])
        said = capsys.readouterr()
        assert code in (0, 2) and "Traceback" not in said.err and "internal error" not in said.err
        assert (said.out if code == 0 else said.err).strip()
        with Store(tmp_path / "games.sqlite3") as store:
            assert store.records.history().total == 0  # every bad play set aside: nothing taken
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()


def test_a_hundred_thousand_plays_make_the_command_say_so_and_exit_2(tmp_path, capsys):
    path = tmp_path / "many.json"
    path.write_bytes(many(100_000))
    assert cli.main(["import-bgstats", str(path), "--data", str(tmp_path)]) == 2
    assert f"more than the {MOST_PLAYS}" in capsys.readouterr().err


@pytest.mark.parametrize("content", [
    b"\xff", json.dumps({"foo": 1}).encode(), b" " * (MOST_BYTES + 1),
    json.dumps(export(*(bad for bad, _ in BAD_PLAYS.values()))).encode(),
    json.dumps(export(play(0, game=1), play(1, "2025-03-02 20:00:00"))).encode(),
])
@pytest.mark.parametrize("zone", ["America/Los_Angeles", "Asia/Tokyo"])
def test_the_apps_import_button_says_what_it_read_and_changes_nothing_before_yes(content, zone, tmp_path,
                                                                                 monkeypatch):
    """Exchange › Import from BG Stats: a refusal in a message, or the report in a dialog; History as it was until
    the user says Import (a year 9999 west of Greenwich raised, and nothing was shown)."""
    monkeypatch.setenv("TZ", zone)
    time.tzset()
    try:
        app = AppState(Store(tmp_path / "games.sqlite3"), device_language="fr")
        page = FakePage()
        ExchangeScreen(page, app, lambda *r: None).bgstats_data(content)
        shown = page.dialogs[-1]
        said = getattr(shown, "content", None)
        assert said is not None and (getattr(said, "value", None) or getattr(shown.title, "value", None))
        assert app.store.records.history().total == 0
        app.store.close()
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()
