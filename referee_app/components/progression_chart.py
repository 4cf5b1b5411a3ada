"""The score progression chart of a game's Score tab: a line per player through their running total after
each round or event (`scorers.progression`), drawn with Flet's core canvas (`flet.canvas`), which the
browser build ships. Each line ends with its player's name, so colour is never the only clue; colours and
ink read on light and dark themes."""

from __future__ import annotations

from typing import Any

import flet as ft
import flet.canvas as cv

from referee_app.components.charts import CHART_WIDTH, INK
from referee_app.components.common import ident
from referee_app.pdf.colours import line_colours
from scorers.progression import Point, caption_key, progression, worth_a_chart
from scorers.sheet import ScoreSheet

CHART_HEIGHT = 150
AXIS_WIDTH = 30       # room for the highest and lowest totals left of the plot
NAME_WIDTH = 84       # room for a player's name and total right of the line's end
TOP_MARGIN = 8
BOTTOM_MARGIN = 18    # room for the first and last labels under the plot
NAME_HEIGHT = 14      # two names closer than this are moved apart
MOST_X_LABELS = 8     # more points than this: every other one labelled (or fewer)
DOTS_UP_TO = 16       # with more points than this, the lines carry no dots
LINE_WIDTH = 2.5
FONT = 11


def _spread(ends: list[tuple[float, int]], top: float, bottom: float) -> dict[int, float]:
    """The names' heights: each at its line's end, moved apart where two would overlap, within the plot."""
    placed: dict[int, float] = {}
    last = None
    for y, seat in sorted(ends):
        y = y if last is None else max(y, last + NAME_HEIGHT)
        placed[seat], last = y, y
    overflow = (last or 0) - bottom
    if overflow > 0:  # pushed below the plot: move the whole column up, never above its top
        placed = {seat: max(top, y - overflow) for seat, y in placed.items()}
    return placed


def progression_chart(points: list[Point], players: list[str], caption: str, colours: list[str | None] | None = None,
                      identifier: str = "score-chart") -> ft.Control | None:
    """The chart, or None with fewer than two points. `players` in seat order, `colours` their own colours
    (`PlayerInfo.colour`: each line is drawn in its player's colour where it can be);
    `caption` says what the chart shows, in the reader's language (it is also the chart's semantics label)."""
    if not worth_a_chart(points):
        return None
    values = [totals[p] for _, totals in points for p in players]
    low, high = min(0, *values), max(values)
    span = (high - low) or 1
    plot_left, plot_right = AXIS_WIDTH, CHART_WIDTH - NAME_WIDTH
    plot_top, plot_bottom = TOP_MARGIN, CHART_HEIGHT - BOTTOM_MARGIN
    step = (plot_right - plot_left) / (len(points) - 1)

    def y_of(value: int) -> float:
        return plot_bottom - (value - low) * (plot_bottom - plot_top) / span

    small = ft.TextStyle(size=FONT - 1, color=ft.Colors.ON_SURFACE_VARIANT)
    axis = ft.Paint(color=ft.Colors.OUTLINE_VARIANT, stroke_width=1)
    shapes: list[cv.Shape] = [
        cv.Line(plot_left, plot_top, plot_left, plot_bottom, paint=axis),
        cv.Line(plot_left, y_of(0), plot_right, y_of(0), paint=axis),
        cv.Text(plot_left - 4, y_of(high), str(high), style=small, alignment=ft.Alignment.CENTER_RIGHT),
    ]
    every = -(-len(points) // MOST_X_LABELS)  # the first and last labels always, others as room allows
    shapes += [cv.Text(plot_left + i * step, plot_bottom + 3, label, style=small, alignment=ft.Alignment.TOP_CENTER)
               for i, (label, _) in enumerate(points)
               if i == len(points) - 1 or (i % every == 0 and len(points) - 1 - i > every / 2)]
    if low != high:
        shapes.append(cv.Text(plot_left - 4, y_of(low), str(low), style=small, alignment=ft.Alignment.CENTER_RIGHT))
    line_colour = line_colours(colours or [None] * len(players))
    ends = []
    for seat, player in enumerate(players):
        colour = line_colour[seat]
        line = [(plot_left + i * step, y_of(totals[player])) for i, (_, totals) in enumerate(points)]
        shapes.append(cv.Points(line, point_mode=cv.PointMode.POLYGON, data=player,
                                paint=ft.Paint(color=colour, stroke_width=LINE_WIDTH, stroke_cap=ft.StrokeCap.ROUND,
                                               style=ft.PaintingStyle.STROKE)))
        if len(points) <= DOTS_UP_TO:
            shapes += [cv.Circle(x, y, LINE_WIDTH + 0.5, paint=ft.Paint(color=colour)) for x, y in line]
        ends.append((line[-1][1], seat))
    for seat, y in _spread(ends, plot_top, plot_bottom).items():
        player = players[seat]
        shapes.append(cv.Text(plot_right + 6, y, f"{player} {points[-1][1][player]}", max_lines=1, ellipsis="…",
                              max_width=NAME_WIDTH - 8, alignment=ft.Alignment.CENTER_LEFT,
                              style=ft.TextStyle(size=FONT, weight=ft.FontWeight.BOLD, color=line_colour[seat])))
    canvas = cv.Canvas(shapes, width=CHART_WIDTH, height=CHART_HEIGHT)
    return ident(identifier, ft.Column([ft.Text(caption, size=13, color=INK), canvas], spacing=4), label=caption)


def sheet_chart(app: Any, sheet: ScoreSheet) -> list[ft.Control]:
    """The Score tab's chart for `sheet`, as a list to add to the tab: empty for a game scored at the end or
    with fewer than two points."""
    chart = progression_chart(progression(sheet), sheet.player_names, app.t(caption_key(sheet.game)),
                              [p.colour for p in sheet.players])
    return [chart] if chart is not None else []
