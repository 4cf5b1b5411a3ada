"""The PDF sheet's score progression chart (referee_app/pdf/chart.py): the same running totals as the Score
tab's chart, drawn with reportlab's LinePlot under the result, each line ending with its player's name and
total; absent for a game scored once at the end, and for a game of one round."""

from __future__ import annotations

import datetime as dt
import io
from pathlib import Path

import pytest
from pypdf import PdfReader
from reportlab.graphics.charts.lineplots import LinePlot
from reportlab.graphics.shapes import String

from referee_app.fronts import front
from referee_app.pdf.base import fonts
from referee_app.pdf.chart import progression_drawing
from referee_app.pdf.colours import LINE_COLOURS, SERIES, line_colours
from scorers.loading import load_file

DATA = Path(__file__).parent / "data"
TODAY = dt.date(2026, 11, 27)
CAPTIONS = {"en": ("Score after each round", "Score after each logged play"),
            "fr": ("Score après chaque manche", "Score après chaque coup noté")}


def pdf_pages(name: str, lang: str) -> list[str]:
    game, state = load_file(DATA / name)
    sheet = game.rules().score(state)
    pdf = front(game).sheet_pdf(game, sheet, state, lang, TODAY)
    return [" ".join(page.extract_text().replace("\u00a0", " ").split()) for page in PdfReader(io.BytesIO(pdf)).pages]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("name", "caption", "ends"), [
    ("paleo/classic_two_players.json", 0, ["Alice 4", "Bruno 1"]),
    ("paleo_games/billard_double_overshoot.json", 1, ["Ana 50", "Ben 2"]),
    ("paleo_games/pitchanque.json", 1, ["Les Bleus 6", "Cy & Dora 1"]),
])
def test_a_game_with_rounds_has_its_chart_on_page_one(name, caption, ends, lang):
    """A game scored round by round (or event by event) shows the chart on page 1, under the result: its
    caption and each line's end label (name and final total) are in the PDF's text."""
    page_one = pdf_pages(name, lang)[0]
    assert CAPTIONS[lang][caption] in page_one
    assert all(end in page_one for end in ends)
    assert page_one.index(CAPTIONS[lang][caption]) > page_one.index("1.")  # after the ranking


@pytest.mark.parametrize("name", ["track/numeri_worked_example.json", "hundsgemein/final_44_typed.json",
                                  "posters/two_sides_incidents.json", "loopit/sheet_example.json"])
def test_a_game_without_progression_has_no_chart(name):
    """Games scored once at the end (and a Loopit game of a single round) have no progression chart."""
    text = " ".join(pdf_pages(name, "en"))
    assert not any(caption in text for caption in CAPTIONS["en"])


def test_the_chart_is_a_line_plot_ending_at_the_totals():
    """The drawing is reportlab's LinePlot, a series per player whose last value is the player's total."""
    game, state = load_file(DATA / "paleo_games" / "billard_double_overshoot.json")
    sheet = game.rules().score(state)
    drawing = progression_drawing(sheet, *fonts())
    plot = next(c for c in drawing.contents if isinstance(c, LinePlot))
    assert [series[-1][1] for series in plot.data] == [sheet.totals[name] for name in sheet.player_names]
    labels = [s.text for s in drawing.contents if isinstance(s, String)]
    assert sorted(labels) == ["Ana 50", "Ben 2"]


def test_each_line_takes_its_players_colour_and_no_two_lines_share_one():
    """A line is drawn in its player's own colour (the one of the totals table); two players of one colour,
    or without one, get distinct colours all the same."""
    assert line_colours(["red", "green"]) == [LINE_COLOURS["red"], LINE_COLOURS["green"]]
    mixed = line_colours(["blue", "blue", None, "purple"])
    assert mixed[0] == LINE_COLOURS["blue"] and mixed[3] == LINE_COLOURS["purple"]
    assert len(set(mixed)) == 4 and all(c in SERIES or c in LINE_COLOURS.values() for c in mixed)
