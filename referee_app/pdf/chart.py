"""The score progression chart of the PDF sheet (no Flet here: `referee score --pdf` uses it too): the same
running totals as the Score tab's chart (`scorers.progression`), drawn with reportlab's own `LinePlot`, a
line per player ending with the player's name and total (a sheet printed in black and white still tells
the lines apart)."""

from __future__ import annotations

from reportlab.graphics.charts.lineplots import LinePlot
from reportlab.graphics.shapes import Drawing, String
from reportlab.lib import colors
from reportlab.platypus import KeepTogether

from referee_app.pdf.base import GREY, WIDTH, Styles, p, t
from referee_app.pdf.colours import line_colours
from scorers.progression import caption_key, progression, worth_a_chart
from scorers.sheet import ScoreSheet

#: Dashes in seat order, so that a black and white print keeps the lines apart.
DASHES = (None, (6, 3), (2, 2), (8, 2, 2, 2), (1, 3), (4, 4), (10, 4), (3, 6))
HEIGHT = 130.0
AXIS_ROOM = 28.0      # left of the plot: the totals
NAME_ROOM = 120.0     # right of the plot: each line's name and total
BOTTOM_ROOM = 16.0    # under the plot: the round or event labels
TOP_ROOM = 8.0
NAME_SIZE = 8.5
NAME_GAP = 10.0       # two names closer than this are moved apart
MOST_X_LABELS = 12    # more points than this: only some are labelled


def _scale(low: int, high: int) -> tuple[int, int, int]:
    """The value axis: from `low` to `high` (at least 1 apart) in about four steps of a round size."""
    span = max(1, high - low)
    step = next(s for s in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000) if span / s <= 5) \
        if span <= 5000 else span // 4
    return low // step * step, -(-high // step) * step, step


def progression_drawing(sheet: ScoreSheet, regular: str, bold: str) -> Drawing | None:
    """The chart, or None when the game has fewer than two points of progression."""
    points = progression(sheet)
    if not worth_a_chart(points):
        return None
    players = sheet.player_names
    colour = line_colours([player.colour for player in sheet.players])
    values = [totals[name] for _, totals in points for name in players]
    low, high, step = _scale(min(0, *values), max(values))
    d = Drawing(WIDTH, HEIGHT, initialFontName=regular)
    plot = LinePlot()
    plot.x, plot.y = AXIS_ROOM, BOTTOM_ROOM
    plot.width, plot.height = WIDTH - AXIS_ROOM - NAME_ROOM, HEIGHT - BOTTOM_ROOM - TOP_ROOM
    plot.data = [[(i + 1, totals[name]) for i, (_, totals) in enumerate(points)] for name in players]
    last = len(points)
    every = -(-last // MOST_X_LABELS)
    x_axis, y_axis = plot.xValueAxis, plot.yValueAxis
    x_axis.valueMin, x_axis.valueMax, x_axis.valueStep = 1, last, every
    x_axis.labelTextFormat = lambda v: points[int(v) - 1][0] if 1 <= v <= last else ""
    y_axis.valueMin, y_axis.valueMax, y_axis.valueStep = low, high, step
    for axis in (x_axis, y_axis):
        axis.labels.fontName, axis.labels.fontSize, axis.labels.fillColor = regular, 7.5, colors.HexColor(GREY)
        axis.strokeColor = colors.HexColor(GREY)
    y_axis.visibleGrid, y_axis.gridStrokeColor, y_axis.gridStrokeWidth = 1, colors.HexColor("#DDDDDD"), 0.4
    for seat in range(len(players)):
        line = plot.lines[seat]
        line.strokeColor, line.strokeWidth = colors.HexColor(colour[seat]), 1.6
        line.strokeDashArray = DASHES[seat % len(DASHES)]
    d.add(plot)

    def y_of(value: int) -> float:
        return plot.y + (value - low) * plot.height / (high - low)

    placed, previous = {}, None
    for y, seat in sorted((y_of(points[-1][1][name]), seat) for seat, name in enumerate(players)):
        y = y if previous is None else max(y, previous + NAME_GAP)
        placed[seat] = previous = y
    overflow = (previous or 0) - (HEIGHT - NAME_SIZE)
    for seat, y in placed.items():
        name = players[seat]
        d.add(String(plot.x + plot.width + 6, y - overflow * (overflow > 0) - 3, f"{name} {points[-1][1][name]}",
                     fontName=bold, fontSize=NAME_SIZE, fillColor=colors.HexColor(colour[seat])))
    return d


def progression_block(sheet: ScoreSheet, lang: str, st: Styles) -> list:
    """The chart under its heading, kept together; nothing for a game without a progression."""
    drawing = progression_drawing(sheet, st.regular, st.bold)
    if drawing is None:
        return []
    return [KeepTogether([p(t(caption_key(sheet.game), lang), st.h2), drawing])]
