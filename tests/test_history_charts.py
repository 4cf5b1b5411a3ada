"""The statistics' charts: wins per player and game, games per month, drawn with Flet's core canvas (which the
browser build ships), each bar's size its figure."""

from __future__ import annotations

import flet.canvas as cv
import pytest
from test_app_components import FakePage, find

from referee_app.components.charts import BAR_HEIGHT, CHART_WIDTH, LABEL_WIDTH
from referee_app.components.history import StatsScreen
from referee_app.state import AppState
from referee_app.store import Store
from referee_app.store.records import PlayerResult
from referee_app.store.statistics import player_summaries, plays_by_month, wins_by_player_and_game


@pytest.fixture
def app(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, device_language="en")
    store.close()


def played(app: AppState, game: str, when: str, winner: str, loser: str) -> None:
    record = app.store.games.create(game, "x", {}, status="finished")
    app.store.records.record_result(record.id, [PlayerResult(seat=0, player=winner, score=2, rank=1, winner=True),
                                        PlayerResult(seat=1, player=loser, score=1, rank=2, winner=False)],
                            played=f"{when}T12:00:00+00:00")


def test_the_charts_figures(app):
    """Wins per player per game, most wins first; every month from the first game to the last, empty ones too."""
    played(app, "numeri", "2026-01-10", "Anna", "Ben")
    played(app, "loopit", "2026-01-11", "Anna", "Ben")
    played(app, "numeri", "2026-03-02", "Ben", "Anna")
    lines = app.store.records.result_lines()
    assert wins_by_player_and_game(player_summaries(lines), 8) == [("Anna", {"numeri": 1, "loopit": 1}),
                                                                   ("Ben", {"numeri": 1})]
    assert plays_by_month(lines, 12) == [("2026-01", 2), ("2026-02", 0), ("2026-03", 1)]
    assert plays_by_month(lines, 2) == [("2026-02", 0), ("2026-03", 1)]


def test_the_charts_are_drawn_on_a_canvas_bars_sized_by_their_figures(app):
    played(app, "numeri", "2026-01-10", "Anna", "Ben")
    played(app, "loopit", "2026-01-11", "Anna", "Ben")
    played(app, "numeri", "2026-03-02", "Ben", "Anna")
    view = StatsScreen(FakePage(), app).view()
    wins = find(view.controls, "chart-wins").content.controls[0]
    assert isinstance(wins, cv.Canvas) and wins.width <= CHART_WIDTH
    bars = [s for s in wins.shapes if isinstance(s, cv.Rect)]
    assert [(b.data, b.height) for b in bars] == [("loopit", BAR_HEIGHT), ("numeri", BAR_HEIGHT),
                                                  ("numeri", BAR_HEIGHT)]
    assert bars[0].x == LABEL_WIDTH and bars[1].x == pytest.approx(LABEL_WIDTH + bars[0].width)  # Anna: 2 wins
    assert bars[2].width == pytest.approx(bars[0].width)                                         # Ben: 1 win
    months = find(view.controls, "chart-months").content.controls[0]
    columns = [s for s in months.shapes if isinstance(s, cv.Rect)]
    assert [c.data for c in columns] == ["2026-01", "2026-02", "2026-03"]
    assert columns[0].height == pytest.approx(2 * columns[2].height) and columns[1].height == 0
