"""The A4 PDF score sheet of a Hundsgemein game: what every sheet has (`pdf_base`): the winners, totals,
ranking and notes, then street by street, and the board drawn with its dogs (or the street counts as
entered).

No rules here: every point, taker, explanation and rank comes from the `ScoreSheet`; the board drawing
only shows the state.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from reportlab.graphics.shapes import Drawing, Group, Line, Rect
from reportlab.lib import colors
from reportlab.pdfbase import pdfmetrics
from reportlab.platypus import CondPageBreak, Paragraph, Spacer, Table, TableStyle

from referee_app.pdf.base import (
    FONT_DIRS,
    INK,
    WIDTH,
    Styles,
    build,
    fill,
    fonts,
    grid_style,
    header,
    label_width,
    lines_table,
    p,
    results,
    t,
    text,
    tint,
)
from scorers.hundsgemein.geometry import CENTRE_INDEX, STREETS, row_col
from scorers.hundsgemein.model import HundsgemeinState
from scorers.hundsgemein.rules import BOARD_SIZE, DOG_VALUES
from scorers.i18n import render
from scorers.registry import find_game
from scorers.sheet import ScoreSheet

ROAD, EMPTY_FILL, BONES = "#D6D6D6", "#F7F7F7", "#8A8A8A"
__all__ = ["FONT_DIRS", "board_drawing", "sheet_pdf", "write_sheet"]


def board_drawing(state: HundsgemeinState, lang: str, regular: str, bold: str) -> Drawing:
    """The 7x7 district: tiles in their owner's colour with their flea type, the crossed bones in the
    centre, and the 12 streets between the rows and columns, each with its label and its dog."""
    tile, gap, edge = 47.0, 19.0, 22.0  # 487 pt: the width of the frame
    step, grid = tile + gap, BOARD_SIZE * tile + (BOARD_SIZE - 1) * gap
    size = grid + 2 * edge
    d = Drawing(size, size, hAlign="CENTER", initialFontName=regular)
    d.add(Rect(edge, edge, grid, grid, fillColor=colors.HexColor(ROAD), strokeColor=None))

    def corner(block: int) -> tuple[float, float]:
        row, column = row_col(block)
        return edge + column * step, edge + (BOARD_SIZE - 1 - row) * step

    for block, cell in enumerate(state.board):
        x, y = corner(block)
        centre = block == CENTRE_INDEX
        if cell is None:
            d.add(Rect(x, y, tile, tile, rx=3, ry=3, strokeWidth=0.7,
                       fillColor=colors.HexColor("#C4C4C4" if centre else EMPTY_FILL),
                       strokeColor=colors.HexColor(BONES if centre else "#B5B5B5")))
            ink = BONES
        else:
            back, ink = fill(state.players[cell.player].colour)
            d.add(Rect(x, y, tile, tile, rx=3, ry=3, fillColor=colors.HexColor(back),
                       strokeColor=colors.HexColor(BONES if centre else "#555555"),
                       strokeWidth=3 if centre else 0.8))
        if centre:  # the crossed bones; only their ends show past a tile lying there anyway
            reach = tile / 2 - 9 if cell is None else 7
            for sx, sy in ((1, 1), (1, -1), (-1, 1), (-1, -1)):  # from each corner inwards
                cx, cy = x + tile / 2 + sx * (tile / 2 - 9), y + tile / 2 + sy * (tile / 2 - 9)
                d.add(Line(cx, cy, cx - sx * reach, cy - sy * reach, strokeColor=colors.HexColor(ink),
                           strokeWidth=5 if cell is None else 2, strokeLineCap=1))
        if cell is not None and cell.flea is not None:  # HG-COLOURS: a colour side shows no type
            d.add(text(x + tile / 2, y + tile / 2 - 7, str(cell.flea), bold, 20, ink))
        if cell is not None:
            d.add(text(x + 4, y + tile - 10, state.players[cell.player].letter, regular, 7.5, ink, "start"))

    for street in STREETS:
        breed = state.dogs.get(street.id)
        dog = f"{t(f'breed.{breed}', lang)} {DOG_VALUES[breed]}" if breed else ""
        middle = edge + (street.number - 1) * step + tile + gap / 2  # the street's axis
        half = edge + 3 * step + tile / 2                             # half way along it
        if street.direction == "H":
            y = size - middle
            for x in (edge / 2, size - edge / 2):
                d.add(text(x, y - 3.5, street.id, bold, 9.5, INK))
        else:
            for y in (edge / 2 - 3.5, size - edge / 2 - 3.5):
                d.add(text(middle, y, street.id, bold, 9.5, INK))
        if not dog:
            continue
        width = pdfmetrics.stringWidth(dog, bold, 8) + 8
        label = Group()
        label.add(Rect(-width / 2, -gap / 2 + 2.5, width, gap - 5, rx=3, ry=3, fillColor=colors.white,
                       strokeColor=colors.HexColor("#444444"), strokeWidth=0.6))
        label.add(text(0, -3, dog, bold, 8, INK))
        if street.direction == "H":
            label.translate(half, size - middle)
        else:
            label.translate(middle, size - half)
            label.rotate(90)
        d.add(label)
    return d


def _count_cell(value: int | dict, lang: str, st: Styles) -> Paragraph:
    """A player's count along a street: tiles, then the runs in expert; a dash when none."""
    tiles = value["tiles"] if isinstance(value, dict) else value
    if not tiles:
        return p("–", st.small)
    if isinstance(value, dict):
        north, south = value.get("runs") or (0, 0)
        return p(f"{tiles} · {t('hg.value.runs', lang, north=north, south=south, total=north + south)}",
                  st.cell)
    return p(str(tiles), st.cell)


def _counts_table(sheet: ScoreSheet, lang: str, st: Styles) -> Table:
    """Entered street counts: one row per street, one column per player (tiles, and runs in expert)."""
    names = sheet.player_names
    rows = [[p(t(f"out.col.{k}", lang), st.cell_bold) for k in ("street", "dog")]
            + [p(n, st.cell_bold) for n in names]]
    for line in sheet.lines:
        cells = [_count_cell(line.details.get(name, 0), lang, st) for name in names]
        rows.append([p(line.label, st.cell_bold), p(render(line.subject, lang), st.cell)] + cells)
    first = [label_width([t("out.col.street", lang), "H6"], st), 62]
    table = Table(rows, colWidths=first + [(WIDTH - sum(first)) / len(names)] * len(names), repeatRows=1)
    style = grid_style(st)
    style += [("BACKGROUND", (2 + i, 0), (2 + i, 0), tint(p.colour, 0.45))
              for i, p in enumerate(sheet.players)]
    table.setStyle(TableStyle(style))
    return table


def sheet_pdf(sheet: ScoreSheet, state: HundsgemeinState, lang: str, today: dt.date | None = None) -> bytes:
    """The score sheet as PDF bytes (byte-identical for the same input and day)."""
    today = today or dt.date.today()
    regular, bold = fonts()
    st = Styles(regular, bold)
    variant = next(v for v in find_game(sheet.game).variants if v.id == sheet.variant)
    story = header(sheet, state.date or today.isoformat(), render(variant.description, lang), lang, st)
    # the result first (issue 26), then street by street, then the board (it needs a page of its own)
    story += results(sheet, lang, st, game_file=find_game(sheet.game).rules().to_file(state))
    if state.board is None:
        story += [Spacer(1, 5), _counts_table(sheet, lang, st)]
    discarded = f"— {t('out.discarded', lang)}"  # HG-MAJORITY-TIE: a dog nobody takes
    story += [CondPageBreak(150), p(t("out.streets", lang), st.h2), lines_table(sheet, lang, st, nobody=discarded)]
    if state.board is not None:
        story += [CondPageBreak(560), p(t("out.board", lang), st.h2), board_drawing(state, lang, regular, bold),
                  Spacer(1, 3), p(t("out.legend", lang), st.small)]
    return build(story, sheet, lang, today)


def write_sheet(sheet: ScoreSheet, state: HundsgemeinState, path: Path, lang: str) -> None:
    """Write the A4 score sheet to `path`."""
    Path(path).write_bytes(sheet_pdf(sheet, state, lang))
