"""End-to-end, in headless Chromium at phone size, on the server and in the static build (`parity`): a BG
Stats export picked in Exchange › Import from BG Stats is said (taken, skipped), changes nothing when the
user cancels, and joins History, marked as BG Stats, when they say Import: a play of Paleo (ours, by its name)
and one of Catan (a game the app does not referee, kept all the same: issue 34), a play whose score is no
number set aside."""

from __future__ import annotations

import json

import pytest

PLAYERS = [{"id": 1, "name": "Anna"}, {"id": 2, "name": "Ben"}]
GAMES = [{"id": 1, "name": "Paleo", "bggId": 0}, {"id": 2, "name": "Catan", "bggId": 13}]


def bg_play(game: int, date: str, score: str = "4") -> dict:
    return {"uuid": f"{game}-{date}", "gameRefId": game, "playDate": date, "durationMin": 30,
            "playerScores": [{"playerRefId": 1, "score": score, "winner": True, "rank": 1},
                             {"playerRefId": 2, "score": "2", "winner": False, "rank": 2}]}


@pytest.mark.parity(ci=True)  # also against the static build (conftest.py): a file picker, no thread
def test_a_bg_stats_export_joins_history_only_when_the_user_says_import(ui, tmp_path):
    path = tmp_path / "bgstats.json"
    path.write_text(json.dumps({"games": GAMES, "players": PLAYERS, "plays": [
        bg_play(1, "2025-03-01 20:00:00"), bg_play(2, "2025-03-02 20:00:00"),
        bg_play(1, "2025-03-03 20:00:00", score="10**30")]}),
        encoding="utf-8")
    ui.tap("open-exchange")
    with ui.page.expect_file_chooser() as chooser:
        ui.tap("import-bgstats")
    chooser.value.set_files(str(path))
    ui.by_id("bgstats-no").wait_for()
    ui.wait_text_contains("2 plays to import, 1 skipped.")
    ui.screenshot("bg-01-import-asks")
    ui.tap("bgstats-no")                                                # said no: History stays empty
    ui.page.go_back()
    ui.tap("open-history")
    ui.says("history-pager", "0 games")
    ui.page.go_back()
    ui.tap("open-exchange")
    with ui.page.expect_file_chooser() as chooser:
        ui.tap("import-bgstats")
    chooser.value.set_files(str(path))
    ui.tap("bgstats-yes")
    ui.wait_text_contains("2 plays imported from BG Stats, 1 skipped.")
    ui.page.go_back()
    ui.tap("open-history")
    ui.says("history-pager", "2 games")
    ui.wait_text_contains("BG Stats · won by Anna")
    ui.wait_text_contains("Catan · 2025-03-02 20:00")
    ui.screenshot("bg-02-history")
