"""The A4 PDF score sheet of a Loopit game: what every sheet has (`pdf_base`): winners, totals, ranking,
notes; then the score pad (a row per round, a column per player), every turn with its explanation, and
the final board drawn with its line ends and multipliers. No Flet here, and no rules: every point comes
from the `ScoreSheet`; the drawing only shows the state."""

from __future__ import annotations

import datetime as dt

from reportlab.graphics.shapes import Circle, Drawing, Line, Rect
from reportlab.lib import colors
from reportlab.platypus import CondPageBreak, Spacer, Table, TableStyle

from referee_app.pdf.base import (
    INK,
    WIDTH,
    Styles,
    build,
    fonts,
    grid_style,
    header,
    lines_table,
    p,
    results,
    t,
    text,
    tint,
)
from referee_app.pdf.chart import progression_block
from scorers.i18n import render
from scorers.loopit import LoopitState, Placement, Square, declared_cells, pad_rows
from scorers.loopit.checks import final_board
from scorers.loopit.scoring import entered_final
from scorers.registry import find_game
from scorers.sheet import ScoreSheet

MULTIPLIER_FILLS = {2: "#CFE3F7", 3: "#F7D4CF", 4: "#E3D4F2", 5: "#F2EBC4", 6: "#D2EDD3"}
EMPTY_FILL, START_FILL, LINE = "#FAFAFA", "#F3E2B3", "#333333"


def layers(state: LoopitState) -> dict[Square, int]:
    """Who laid each tile (seat), from the turns."""
    owners = {}
    for turn in state.turns:
        for tile in turn.tiles:
            if isinstance(tile, Placement):
                owners.setdefault(tile.square, turn.player)
    return owners


def board_drawing(state: LoopitState, regular: str, bold: str, width: float = WIDTH) -> Drawing:
    """The board: multiplier squares tinted and labelled, each tile in the colour of who laid it, its lines
    from the centre to the edge middles, and its value."""
    size, edge = state.board.size, 14.0
    cell = (min(width, 440.0) - edge) / size
    side = cell * size
    d = Drawing(side + edge, side + edge, hAlign="CENTER", initialFontName=regular)
    for i in range(size):  # column letters on top, row numbers on the left: the squares' names
        d.add(text(edge + (i + 0.5) * cell, side + 4, chr(ord("a") + i), bold, 8, INK))
        d.add(text(edge / 2, side - (i + 0.5) * cell - 3, str(i + 1), bold, 8, INK))
    owners = layers(state)
    laid = final_board(state)
    for square in state.board.squares():
        x, y = edge + square.column * cell, side - (square.row + 1) * cell
        multiplier = state.board.multiplier(square)
        tile = laid.get(square)
        if tile is None:
            d.add(Rect(x, y, cell, cell, fillColor=colors.HexColor(MULTIPLIER_FILLS.get(multiplier, EMPTY_FILL)),
                       strokeColor=colors.HexColor("#BBBBBB"), strokeWidth=0.5))
            if multiplier != 1:
                d.add(text(x + cell / 2, y + cell / 2 - 3, f"×{multiplier}", bold, cell * 0.3, "#555555"))
            if square == state.board.centre:  # the printed board circles the start square
                d.add(Circle(x + cell / 2, y + cell / 2, cell * 0.38, fillColor=None,
                             strokeColor=colors.HexColor("#8D6E63"), strokeWidth=1.2))
            continue
        seat = owners.get(square)
        back = colors.HexColor(START_FILL) if seat is None else tint(state.players[seat].colour, 0.45)
        d.add(Rect(x, y, cell, cell, fillColor=back, strokeColor=colors.HexColor("#777777"), strokeWidth=0.7))
        cx, cy = x + cell / 2, y + cell / 2
        ends = {"N": (cx, y + cell), "S": (cx, y), "E": (x + cell, cy), "W": (x, cy)}
        for s in tile.sides:
            d.add(Line(cx, cy, *ends[s], strokeColor=colors.HexColor(LINE), strokeWidth=cell * 0.12,
                       strokeLineCap=0))
        r = cell * 0.22
        d.add(Rect(cx - r, cy - r, 2 * r, 2 * r, rx=r, ry=r, fillColor=colors.white,
                   strokeColor=colors.HexColor(LINE), strokeWidth=0.6))
        d.add(text(cx, cy - cell * 0.1, str(tile.value), bold, cell * 0.28, INK))
        if multiplier != 1:
            d.add(text(x + cell - 2, y + 2, f"×{multiplier}", regular, cell * 0.2, "#555555", "end"))
    return d


def pad_table(sheet: ScoreSheet, lang: str, st: Styles) -> Table:
    """The score pad: a row per round, a column per player, the totals at the bottom."""
    names = sheet.player_names
    rows = [[p(t("lp.pdf.round", lang), st.cell_bold)] + [p(n, st.cell_bold) for n in names]]
    running = [0] * len(names)
    declared, mark = declared_cells(sheet), t("lp.pad.declared_mark", lang)
    for number, row in enumerate(pad_rows(sheet), start=1):
        cells = []
        for seat, points in enumerate(row):
            if points is None:
                cells.append(p("", st.cell))
                continue
            running[seat] += points
            marked = mark if (number - 1, seat) in declared else ""
            cells.append(p(f"{points}{marked}   (Σ {running[seat]})", st.cell_right))
        rows.append([p(str(number), st.cell_bold)] + cells)
    rows.append([p(t("lp.pdf.total", lang), st.cell_bold)]
                + [p(str(sheet.totals[n]), st.cell_right) for n in names])
    first = 50
    table = Table(rows, colWidths=[first] + [(WIDTH - first) / len(names)] * len(names), repeatRows=1)
    style = grid_style(st) + [("BACKGROUND", (1 + i, 0), (1 + i, 0), tint(pl.colour, 0.45))
                             for i, pl in enumerate(sheet.players)]
    style.append(("LINEABOVE", (0, -1), (-1, -1), 1.2, INK))
    table.setStyle(TableStyle(style))
    return table


def sheet_pdf(sheet: ScoreSheet, state: LoopitState, lang: str, today: dt.date | None = None) -> bytes:
    """The score sheet as PDF bytes (byte-identical for the same input and day)."""
    today = today or dt.date.today()
    regular, bold = fonts()
    st = Styles(regular, bold)
    variant = next(v for v in find_game(sheet.game).variants if v.id == sheet.variant)
    story = header(sheet, state.date or today.isoformat(), render(variant.description, lang), lang, st)
    story += results(sheet, lang, st, {"tiles_laid": "lp.col.tiles_laid"},  # the result first (issue 26)
                     game_file=find_game(sheet.game).rules().to_file(state))
    story += progression_block(sheet, lang, st)
    story += [p(t("lp.pdf.pad", lang), st.h2), pad_table(sheet, lang, st)]
    if declared_cells(sheet):
        story += [Spacer(1, 3), p(t("lp.pad.declared_legend", lang), st.small)]
    if entered_final(sheet):  # LP-FINAL: the pad has only its totals, and says whose word they are
        story += [Spacer(1, 3), p(t("lp.pad.final_legend", lang), st.small)]
    story += [CondPageBreak(150), p(t("lp.pdf.turns", lang), st.h2), lines_table(sheet, lang, st)]
    if state.mode == "board":
        story += [CondPageBreak(470), p(t("lp.pdf.board", lang), st.h2), board_drawing(state, regular, bold),
                  Spacer(1, 3), p(t("lp.pdf.legend", lang), st.small)]
    return build(story, sheet, lang, today)
