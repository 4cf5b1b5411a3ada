"""The score progression chart on the Score tab (referee_app/components/progression_chart.py): drawn with the
core canvas, a line per player ending with their name and total, hidden with fewer than two points."""

from __future__ import annotations

import json
from pathlib import Path

import flet as ft
import flet.canvas as cv
import pytest
from loopit_helpers import light_data
from test_app_components import FakePage, find, texts

from referee_app.components.charts import CHART_WIDTH
from referee_app.components.progression_chart import CHART_HEIGHT, MOST_X_LABELS, NAME_HEIGHT, progression_chart
from referee_app.fronts import document_from_file
from referee_app.games.loopit.screen import LoopitScreen
from referee_app.games.paleo.screen import PaleoScreen
from referee_app.games.paleo_games.screen import MatchScreen
from referee_app.games.track.screen import GameScreen
from referee_app.pdf.colours import LINE_COLOURS
from referee_app.state import AppState
from referee_app.store import Store
from scorers.registry import find_game

DATA = Path(__file__).parent / "data"
COLOURS = ("yellow", "blue", "red", "green")
LOOPIT_TWO_ROUNDS = light_data([(3, 2, [4])], [(5, 1, [3])], [(2, 3, [5, 3])], "swap")


@pytest.fixture
def app(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, device_language="en")
    store.close()


def score_tab(app, file: dict, screen_class, tab: str | None):
    game = find_game(file["game"])
    if file["game"] == "loopit":  # the app's Loopit documents name their players with a colour
        file = {**file, "players": [{"name": n, "colour": c} for n, c in zip(file["players"], COLOURS)]}
    record = app.create_game(game, "t", document_from_file(game, file))
    screen = screen_class(FakePage(), app, record.id, lambda *r: None)
    view = screen.view()
    if tab is not None:
        screen.tab = tab
        screen.refresh()
    return view


def chart_of(view):
    column = find(view.controls, "score-chart")
    canvas = column.controls[1]
    assert isinstance(canvas, cv.Canvas) and canvas.width <= CHART_WIDTH
    return canvas


def end_names(canvas) -> list[str]:
    return [s.value for s in canvas.shapes if isinstance(s, cv.Text) and s.style.weight is not None]


@pytest.mark.parametrize(("path", "screen_class", "tab", "names"), [
    ("paleo/three_players.json", PaleoScreen, "sheet", ["Anna 0", "Ben 1", "Chloé 4"]),
    ("paleo_games/pitchanque.json", MatchScreen, "sheet", ["Les Bleus 6", "Cy & Dora 1"]),
    (None, LoopitScreen, None, ["Anna 24", "Ben 8"]),
])
def test_the_score_tab_draws_a_line_per_player_ending_with_their_name(app, path, screen_class, tab, names):
    """Games scored turn by turn: the Score tab draws one line per player through their running totals, and
    each line ends with the player's name and final total (colour is never the only clue)."""
    file = json.loads((DATA / path).read_text(encoding="utf-8")) if path else LOOPIT_TWO_ROUNDS
    canvas = chart_of(score_tab(app, file, screen_class, tab))
    lines = [s for s in canvas.shapes if isinstance(s, cv.Points)]
    assert len(lines) == len(names)
    assert sorted(end_names(canvas)) == sorted(names)
    assert all(0 <= x <= CHART_WIDTH and 0 <= y <= CHART_HEIGHT for line in lines for x, y in line.points)


def test_the_chart_is_hidden_with_one_round(app):
    """One round is a number, not a progression: no chart."""
    view = score_tab(app, json.loads((DATA / "loopit" / "light_example.json").read_text("utf-8")), LoopitScreen,
                     None)
    with pytest.raises(LookupError):
        find(view.controls, "score-chart")


def test_games_scored_at_the_end_have_no_chart(app):
    """Numeri is scored once at the end, token by token: its Score tab has no progression chart."""
    file = json.loads((DATA / "track" / "numeri_worked_example.json").read_text("utf-8"))
    view = score_tab(app, file, GameScreen, "score")
    with pytest.raises(LookupError):
        find(view.controls, "score-chart")


def test_level_players_names_do_not_overlap():
    """Two players level at the end: their names are moved apart, never drawn on top of each other."""
    points = [("1", {"Anna": 2, "Ben": 2, "Chloé": 2}), ("2", {"Anna": 5, "Ben": 5, "Chloé": 5})]
    column = progression_chart(points, ["Anna", "Ben", "Chloé"], "Score")
    canvas = column.content.controls[1]
    heights = sorted(s.y for s in canvas.shapes if isinstance(s, cv.Text) and s.style.weight is not None)
    assert all(b - a >= NAME_HEIGHT - 0.01 for a, b in zip(heights, heights[1:]))
    assert all(0 <= y <= CHART_HEIGHT for y in heights)


def test_the_caption_is_in_the_readers_language(app):
    """The chart's caption (and its semantics label) is in the reader's language."""
    app.set_language("fr") if hasattr(app, "set_language") else setattr(app, "lang", "fr")
    file = json.loads((DATA / "paleo" / "three_players.json").read_text(encoding="utf-8"))
    view = score_tab(app, file, PaleoScreen, "sheet")
    assert "Score après chaque manche" in texts(find(view.controls, "score-chart"))


@pytest.mark.parametrize("count", [2, 3, 8, 9, 16, 40])
def test_the_rounds_are_labelled_without_crowding(count):
    """Under the plot: the first and the last round always, the others as room allows (never more than
    `MOST_X_LABELS` and one), in order."""
    points = [(str(i + 1), {"Anna": i, "Ben": 0}) for i in range(count)]
    canvas = progression_chart(points, ["Anna", "Ben"], "Score").content.controls[1]
    under = [s for s in canvas.shapes if isinstance(s, cv.Text) and s.alignment == ft.Alignment.TOP_CENTER]
    labels = [s.value for s in sorted(under, key=lambda s: s.x)]
    assert labels[0] == "1" and labels[-1] == str(count)
    assert len(labels) <= MOST_X_LABELS + 1 and labels == sorted(labels, key=int)
    assert count > MOST_X_LABELS or labels == [str(i + 1) for i in range(count)]


def test_each_line_is_drawn_in_its_players_colour(app):
    """A line takes its player's own colour, the one of the totals above it (the chart first drew Alice, red
    in the totals, in blue): Paleo's Alice red, Bruno green."""
    file = json.loads((DATA / "paleo" / "classic_two_players.json").read_text(encoding="utf-8"))
    canvas = chart_of(score_tab(app, file, PaleoScreen, "sheet"))
    lines = {s.data: s.paint.color for s in canvas.shapes if isinstance(s, cv.Points)}
    assert lines == {"Alice": LINE_COLOURS["red"], "Bruno": LINE_COLOURS["green"]}
