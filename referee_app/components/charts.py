"""The statistics' charts, drawn with Flet's core canvas (`flet.canvas`), which the browser build ships:
wins per player (a bar per player, a segment per game) and games played per month. Geometry is computed
here from the figures of `referee_app.store.statistics`; colours stay readable in light and dark themes."""

from __future__ import annotations

import flet as ft
import flet.canvas as cv

#: The drawing's width: fits a 360 px phone's list, margins included.
CHART_WIDTH = 312
BAR_HEIGHT = 18
BAR_GAP = 8
LABEL_WIDTH = 96  # room for a player's name left of the bars
MONTH_CHART_HEIGHT = 120
MOST_PLAYERS = 8
MOST_MONTHS = 12
WIDEST_COLUMN = 40  # a month's column at most (one month alone is not a wall)
#: One colour per game in the chart's order (the legend says which), mid-tones seen on white and black.
SERIES = ("#1E88E5", "#E53935", "#43A047", "#FB8C00", "#8E24AA", "#00ACC1", "#F4511E", "#7CB342")
INK = ft.Colors.ON_SURFACE


def _series(games: list[str]) -> dict[str, str]:
    return {game: SERIES[i % len(SERIES)] for i, game in enumerate(games)}


def wins_chart(rows: list[tuple[str, dict[str, int]]], names: dict[str, str]) -> ft.Control:
    """A bar per player, its length their wins, a segment per game; a legend of the games below.
    `names`: the games' names in the reader's language."""
    games = sorted({g for _, wins in rows for g in wins})
    colour = _series(games)
    top = max((sum(w.values()) for _, w in rows), default=0) or 1
    scale = (CHART_WIDTH - LABEL_WIDTH - 32) / top
    shapes: list[cv.Shape] = []
    for i, (player, wins) in enumerate(rows):
        y = i * (BAR_HEIGHT + BAR_GAP)
        shapes.append(cv.Text(0, y + 1, player, style=ft.TextStyle(size=12, color=INK), max_width=LABEL_WIDTH - 4,
                              max_lines=1, ellipsis="…"))
        x = LABEL_WIDTH
        for game in games:
            if wins.get(game):
                width = wins[game] * scale
                shapes.append(cv.Rect(x, y, width, BAR_HEIGHT, paint=ft.Paint(color=colour[game]), data=game))
                x += width
        shapes.append(cv.Text(x + 4, y + 1, str(sum(wins.values())), style=ft.TextStyle(size=12, color=INK)))
    canvas = cv.Canvas(shapes, width=CHART_WIDTH, height=max(1, len(rows)) * (BAR_HEIGHT + BAR_GAP))
    legend = ft.Row([ft.Row([ft.Container(width=12, height=12, bgcolor=colour[g], border_radius=2),
                             ft.Text(names.get(g, g), size=12)], spacing=4, tight=True) for g in games],
                    wrap=True, spacing=12)
    return ft.Column([canvas, legend], spacing=6)


def months_chart(months: list[tuple[str, int]], month_label: dict[str, str]) -> ft.Control:
    """A column per month, its height the games played; the first and last months named below."""
    top = max((n for _, n in months), default=0) or 1
    step = min(WIDEST_COLUMN, CHART_WIDTH / max(1, len(months)))
    width = step * max(1, len(months))
    shapes: list[cv.Shape] = []
    for i, (month, count) in enumerate(months):
        height = count * (MONTH_CHART_HEIGHT - 16) / top
        x = i * step
        shapes.append(cv.Rect(x + 2, MONTH_CHART_HEIGHT - height, max(1, step - 4), height,
                              paint=ft.Paint(color=SERIES[0]), data=month))
        if count:
            shapes.append(cv.Text(x + step / 2, MONTH_CHART_HEIGHT - height - 14, str(count),
                                  style=ft.TextStyle(size=10, color=INK), alignment=ft.Alignment.TOP_CENTER))
    shapes.append(cv.Line(0, MONTH_CHART_HEIGHT, width, MONTH_CHART_HEIGHT, paint=ft.Paint(color=INK)))
    ends = ft.Row([ft.Text(month_label.get(months[0][0], months[0][0]) if months else "", size=12),
                   ft.Text(month_label.get(months[-1][0], months[-1][0]) if len(months) > 1 else "", size=12)],
                  alignment=ft.MainAxisAlignment.SPACE_BETWEEN, width=max(width, 2 * WIDEST_COLUMN + 40))
    return ft.Column([cv.Canvas(shapes, width=width, height=MONTH_CHART_HEIGHT), ends], spacing=4)
