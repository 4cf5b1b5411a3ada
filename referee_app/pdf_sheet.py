"""The A4 PDF score sheet of a Hundsgemein game: the board drawn with its dogs, then the same content as
the text report (`referee_app.report.sheet_report`): street by street, totals, ranking, winners, notes.

No rules here: every point, taker, explanation and rank comes from the `ScoreSheet`; the board drawing
only shows the state. All text comes from the catalogues (`scorers.i18n`) and is set in the bundled
DejaVu Sans so that any player name prints (Łukasz, Ődön, Chloé).
"""

from __future__ import annotations

import datetime as dt
import io
import sys
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from reportlab import rl_config
from reportlab.graphics.shapes import Drawing, Group, Line, Rect, String
from reportlab.lib import colors
from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import CondPageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from scorers.hundsgemein.geometry import CENTRE_INDEX, STREETS, row_col
from scorers.hundsgemein.model import HundsgemeinState
from scorers.hundsgemein.rules import BOARD_SIZE, DOG_VALUES
from scorers.i18n import join_list, phrase, render
from scorers.registry import find_game
from scorers.sheet import ScoreSheet

#: The bundled fonts: `assets/fonts/` of a checkout (editable install), else the copy that a regular
#: install puts under `<prefix>/share/table-referee/fonts` (pyproject's data-files).
FONT_DIRS = (Path(__file__).resolve().parents[1] / "assets" / "fonts",
             Path(sys.prefix) / "share" / "table-referee" / "fonts")
MARGIN = 16 * mm
WIDTH = A4[0] - 2 * MARGIN - 12  # the frame keeps 6 pt of padding on each side

#: Fill and text colour of each player colour (dark text on the light fills).
FILLS = {
    "yellow": ("#F6C915", "#222222"), "blue": ("#1F5AA6", "#FFFFFF"), "red": ("#C0392B", "#FFFFFF"),
    "green": ("#2E8540", "#FFFFFF"), "black": ("#262626", "#FFFFFF"), "white": ("#FFFFFF", "#222222"),
    "orange": ("#F08A24", "#222222"), "purple": ("#6C3483", "#FFFFFF"),
}
INK, GREY, ROAD, EMPTY_FILL, BONES = "#222222", "#6B6B6B", "#D6D6D6", "#F7F7F7", "#8A8A8A"
#: Column heading of each extra total of the sheet.
EXTRA_HEADS = {"dog_tiles": "out.col.dogs"}


def _fonts() -> tuple[str, str]:
    """Register DejaVu Sans (regular, bold) once; Helvetica if the files are missing."""
    found = [d for d in FONT_DIRS if (d / "DejaVuSans.ttf").is_file() and (d / "DejaVuSans-Bold.ttf").is_file()]
    if not found:
        return "Helvetica", "Helvetica-Bold"
    regular, bold = found[0] / "DejaVuSans.ttf", found[0] / "DejaVuSans-Bold.ttf"
    if "DejaVuSans" not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(TTFont("DejaVuSans", str(regular)))
        pdfmetrics.registerFont(TTFont("DejaVuSans-Bold", str(bold)))
        pdfmetrics.registerFontFamily("DejaVuSans", normal="DejaVuSans", bold="DejaVuSans-Bold",
                                      italic="DejaVuSans", boldItalic="DejaVuSans-Bold")
    return "DejaVuSans", "DejaVuSans-Bold"


def _t(key: str, lang: str, **params: Any) -> str:
    return render(phrase(key, **params), lang)


def _heading_text(key: str, lang: str) -> str:
    """A catalogue label like "Totals:" / "Totaux :" used as a heading, without its colon."""
    return _t(key, lang).rstrip(" :\u00a0")


def _fill(colour: str) -> tuple[str, str]:
    return FILLS.get(colour, ("#BBBBBB", INK))


def _tint(colour: str, amount: float = 0.3) -> colors.Color:
    """A light version of a player's colour, for table cells under dark text."""
    base = colors.HexColor(_fill(colour)[0])
    return colors.Color(*(1 - amount * (1 - c) for c in (base.red, base.green, base.blue)))


class _Styles:
    def __init__(self, regular: str, bold: str):
        base = ParagraphStyle("base", fontName=regular, fontSize=9.5, leading=12.5, textColor=INK)
        self.regular, self.bold = regular, bold
        self.body = base
        self.cell = ParagraphStyle("cell", base, fontSize=8.5, leading=10.5)
        self.cell_bold = ParagraphStyle("cellb", self.cell, fontName=bold, embeddedHyphenation=1)  # names
        self.cell_right = ParagraphStyle("cellr", self.cell, alignment=TA_RIGHT)
        self.small = ParagraphStyle("small", base, fontSize=8, leading=10, textColor=GREY)
        self.small_right = ParagraphStyle("smallr", self.small, alignment=TA_RIGHT)
        self.title = ParagraphStyle("title", base, fontName=bold, fontSize=17, leading=21)
        self.date = ParagraphStyle("date", base, fontName=bold, fontSize=11, leading=21, alignment=TA_RIGHT)
        self.about = ParagraphStyle("about", base, textColor=GREY, spaceAfter=4)
        self.h2 = ParagraphStyle("h2", base, fontName=bold, fontSize=12, leading=15, spaceBefore=10,
                                 spaceAfter=5)
        self.winner = ParagraphStyle("winner", base, fontName=bold, fontSize=12.5, leading=16, spaceBefore=10,
                                     spaceAfter=3)
        self.bullet = ParagraphStyle("bullet", base, leftIndent=12, bulletIndent=2, bulletFontName=regular)


def _nbsp(text: str) -> str:
    """French puts a space before these marks: make it non-breaking so that no line starts with one."""
    for mark in (" :", " ;", " !", " ?", " »"):
        text = text.replace(mark, "\u00a0" + mark[1])
    return text.replace("« ", "«\u00a0")


def _p(text: str, style: ParagraphStyle) -> Paragraph:
    return Paragraph(escape(_nbsp(text)), style)


def _player_chip(player, lang: str) -> str:
    """A player as paragraph markup, on their colour."""
    fill, ink = _fill(player.colour)
    label = _t("out.player", lang, name=player.name, letter=player.letter,
               colour=phrase(f"colour.{player.colour}"))
    return f'<font backColor="{fill}" color="{ink}">\u00a0{escape(label)}\u00a0</font>'


def _players_paragraph(sheet: ScoreSheet, lang: str, style: ParagraphStyle) -> Paragraph:
    mark = "\x00"
    text = escape(_nbsp(_t("out.players", lang, players=mark)))
    chips = ", ".join(_player_chip(p, lang) for p in sheet.players)
    return Paragraph(text.replace(mark, chips), style)


def _header(sheet: ScoreSheet, state: HundsgemeinState, lang: str, today: dt.date, st: _Styles) -> list:
    variant = next(v for v in find_game(sheet.game).variants if v.id == sheet.variant)
    title = _t("out.title", lang, game=sheet.game_name, variant=sheet.variant_name)
    table = Table([[_p(_t("out.sheet", lang), st.small), _p(_t("out.date", lang), st.small_right)],
                   [_p(title, st.title), _p(state.date or today.isoformat(), st.date)]],
                  colWidths=[WIDTH * 0.7, WIDTH * 0.3])
    table.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), st.regular, 9),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                               ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
                               ("LINEBELOW", (0, -1), (-1, -1), 1.2, INK)]))
    return [table, Spacer(1, 5), _p(render(variant.description, lang), st.about),
            _players_paragraph(sheet, lang, st.body)]


def _text(x: float, y: float, text: str, font: str, size: float, colour: str, anchor="middle") -> String:
    return String(x, y, text, fontName=font, fontSize=size, fillColor=colors.HexColor(colour),
                  textAnchor=anchor)


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
            fill, ink = _fill(state.players[cell.player].colour)
            d.add(Rect(x, y, tile, tile, rx=3, ry=3, fillColor=colors.HexColor(fill),
                       strokeColor=colors.HexColor(BONES if centre else "#555555"),
                       strokeWidth=3 if centre else 0.8))
        if centre:  # the crossed bones; only their ends show past a tile lying there anyway
            reach = tile / 2 - 9 if cell is None else 7
            for sx, sy in ((1, 1), (1, -1), (-1, 1), (-1, -1)):  # from each corner inwards
                cx, cy = x + tile / 2 + sx * (tile / 2 - 9), y + tile / 2 + sy * (tile / 2 - 9)
                d.add(Line(cx, cy, cx - sx * reach, cy - sy * reach, strokeColor=colors.HexColor(ink),
                           strokeWidth=5 if cell is None else 2, strokeLineCap=1))
        if cell is not None:
            d.add(_text(x + tile / 2, y + tile / 2 - 7, str(cell.flea), bold, 20, ink))
            d.add(_text(x + 4, y + tile - 10, state.players[cell.player].letter, regular, 7.5, ink, "start"))

    for street in STREETS:
        breed = state.dogs.get(street.id)
        dog = f"{_t(f'breed.{breed}', lang)} {DOG_VALUES[breed]}" if breed else ""
        middle = edge + (street.number - 1) * step + tile + gap / 2  # the street's axis
        half = edge + 3 * step + tile / 2                             # half way along it
        if street.direction == "H":
            y = size - middle
            for x in (edge / 2, size - edge / 2):
                d.add(_text(x, y - 3.5, street.id, bold, 9.5, INK))
        else:
            for y in (edge / 2 - 3.5, size - edge / 2 - 3.5):
                d.add(_text(middle, y, street.id, bold, 9.5, INK))
        if not dog:
            continue
        width = pdfmetrics.stringWidth(dog, bold, 8) + 8
        label = Group()
        label.add(Rect(-width / 2, -gap / 2 + 2.5, width, gap - 5, rx=3, ry=3, fillColor=colors.white,
                       strokeColor=colors.HexColor("#444444"), strokeWidth=0.6))
        label.add(_text(0, -3, dog, bold, 8, INK))
        if street.direction == "H":
            label.translate(half, size - middle)
        else:
            label.translate(middle, size - half)
            label.rotate(90)
        d.add(label)
    return d


def _grid_style(st: _Styles) -> list:
    return [("FONT", (0, 0), (-1, -1), st.regular, 9),  # cells are Paragraphs; this keeps Helvetica out
            ("GRID", (0, 0), (-1, -1), 0.4, "#9A9A9A"),
            ("BACKGROUND", (0, 0), (-1, 0), "#E6E6E6"),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("TOPPADDING", (0, 0), (-1, -1), 2.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
            ("LEFTPADDING", (0, 0), (-1, -1), 4), ("RIGHTPADDING", (0, 0), (-1, -1), 4)]


def _label_width(head: str, st: _Styles) -> float:
    """The street column: wide enough for its heading and for "H6"."""
    return max(30.0, pdfmetrics.stringWidth(head, st.bold, st.cell.fontSize) + 10)


def _count_cell(value: int | dict, lang: str, st: _Styles) -> Paragraph:
    """A player's count along a street: tiles, then the runs in expert; a dash when none."""
    tiles = value["tiles"] if isinstance(value, dict) else value
    if not tiles:
        return _p("–", st.small)
    if isinstance(value, dict):
        north, south = value.get("runs") or (0, 0)
        return _p(f"{tiles} · {_t('hg.value.runs', lang, north=north, south=south, total=north + south)}",
                  st.cell)
    return _p(str(tiles), st.cell)


def _counts_table(sheet: ScoreSheet, lang: str, st: _Styles) -> Table:
    """Entered street counts: one row per street, one column per player (tiles, and runs in expert)."""
    names = sheet.player_names
    rows = [[_p(_t(f"out.col.{k}", lang), st.cell_bold) for k in ("street", "dog")]
            + [_p(n, st.cell_bold) for n in names]]
    for line in sheet.lines:
        cells = [_count_cell(line.details.get(name, 0), lang, st) for name in names]
        rows.append([_p(line.label, st.cell_bold), _p(render(line.subject, lang), st.cell)] + cells)
    first = [_label_width(_t("out.col.street", lang), st), 62]
    table = Table(rows, colWidths=first + [(WIDTH - sum(first)) / len(names)] * len(names), repeatRows=1)
    style = _grid_style(st)
    style += [("BACKGROUND", (2 + i, 0), (2 + i, 0), _tint(p.colour, 0.45))
              for i, p in enumerate(sheet.players)]
    table.setStyle(TableStyle(style))
    return table


def _streets_table(sheet: ScoreSheet, lang: str, st: _Styles) -> Table:
    colour = {p.name: p.colour for p in sheet.players}
    heads = [_p(_t(f"out.col.{k}", lang), st.cell_bold) for k in ("street", "dog", "winner")]
    heads += [_p(_t("out.col.points", lang), st.cell_right), _p(_t("out.col.why", lang), st.cell_bold)]
    rows, style = [heads], _grid_style(st)
    for i, line in enumerate(sheet.lines, start=1):
        taker = line.winner or f"— {_t('out.discarded', lang)}"
        why = f"{line.explain(lang)} ({', '.join(line.rules)})"
        rows.append([_p(line.label, st.cell_bold), _p(render(line.subject, lang), st.cell),
                     _p(taker, st.cell_bold if line.winner else st.small),
                     _p(str(line.points), st.cell_right),
                     _p(why, st.cell)])
        if line.winner:
            style.append(("BACKGROUND", (2, i), (2, i), _tint(colour.get(line.winner, ""))))
    takers = [_t("out.col.winner", lang)] + [line.winner for line in sheet.lines if line.winner]
    taker = min(150.0, max(80.0, *(pdfmetrics.stringWidth(n, st.bold, st.cell.fontSize) + 10
                                   for n in takers)))
    widths = [_label_width(_t("out.col.street", lang), st), 54, taker, 38]
    table = Table(rows, colWidths=widths + [WIDTH - sum(widths)], repeatRows=1)
    table.setStyle(TableStyle(style))
    return table


def _totals_table(sheet: ScoreSheet, lang: str, st: _Styles) -> Table:
    extras = list(sheet.extra_totals)
    rows = [[_p(_t("out.col.player", lang), st.cell_bold), _p(_t("out.col.points", lang), st.cell_right)]
            + [_p(_t(EXTRA_HEADS[e], lang) if e in EXTRA_HEADS else "", st.cell_bold) for e in extras]]
    for p in sheet.players:
        rows.append([_p(p.name, st.cell_bold), _p(str(sheet.totals[p.name]), st.cell_right)]
                    + [_p(_t(f"extra.{e}", lang, count=sheet.extra_totals[e][p.name]), st.cell)
                       for e in extras])
    table = Table(rows, colWidths=[150, 50] + [80] * len(extras), repeatRows=1, hAlign="LEFT")
    style = _grid_style(st) + [("BACKGROUND", (0, i), (0, i), _tint(p.colour))
                             for i, p in enumerate(sheet.players, start=1)]
    table.setStyle(TableStyle(style))
    return table


def _ranking_table(sheet: ScoreSheet, lang: str, st: _Styles) -> Table:
    rows = [[_p(_t(f"out.col.{k}", lang), st.cell_bold) for k in ("rank", "player")]
            + [_p(_t("out.col.points", lang), st.cell_right)]]
    rows += [[_p(f"{e.rank}.", st.cell_bold), _p(e.player, st.cell_bold if e.rank == 1 else st.cell),
              _p(str(e.total), st.cell_right)] for e in sheet.ranking.entries]
    table = Table(rows, colWidths=[40, 160, 50], repeatRows=1, hAlign="LEFT")
    table.setStyle(TableStyle(_grid_style(st)))
    return table


def _results(sheet: ScoreSheet, lang: str, st: _Styles) -> list:
    key = "out.winner" if len(sheet.winners) == 1 else "out.winners"
    story = [CondPageBreak(120), _p(_heading_text("out.totals", lang), st.h2), _totals_table(sheet, lang, st),
             CondPageBreak(100), _p(_heading_text("out.ranking", lang), st.h2),
             _ranking_table(sheet, lang, st),
             _p(_t(key, lang, players=join_list(list(sheet.winners), lang)), st.winner)]
    tie = sheet.tie_break_text(lang)
    if tie:
        story.append(_p(_t("out.tie_break", lang, text=tie), st.body))
    others = sheet.other_ties_text(lang)
    if others:
        story.append(_p(_t("out.other_ties", lang, text=others), st.body))
    if sheet.notes:
        story.append(_p(_heading_text("out.notes", lang), st.h2))
        story += [Paragraph(escape(_nbsp(render(n, lang))), st.bullet, bulletText="•") for n in sheet.notes]
    return story


def sheet_pdf(sheet: ScoreSheet, state: HundsgemeinState, lang: str, today: dt.date | None = None) -> bytes:
    """The score sheet as PDF bytes (byte-identical for the same input and day)."""
    today = today or dt.date.today()
    regular, bold = _fonts()
    st = _Styles(regular, bold)
    story = _header(sheet, state, lang, today, st)
    if state.board is not None:
        story += [_p(_t("out.board", lang), st.h2), board_drawing(state, lang, regular, bold),
                  Spacer(1, 3), _p(_t("out.legend", lang), st.small)]
    else:
        story += [Spacer(1, 8), _p(_t("out.by_counts", lang), st.body), Spacer(1, 5),
                  _counts_table(sheet, lang, st)]
    story += [CondPageBreak(150), _p(_t("out.streets", lang), st.h2), _streets_table(sheet, lang, st)]
    story += _results(sheet, lang, st)

    printed = _t("out.printed", lang, date=today.isoformat())

    def footer(canvas, doc) -> None:
        canvas.saveState()
        canvas.setFont(regular, 7.5)
        canvas.setFillColor(colors.HexColor(GREY))
        canvas.drawString(MARGIN + 6, MARGIN / 2, printed)
        canvas.drawRightString(A4[0] - MARGIN - 6, MARGIN / 2, _t("out.page", lang, page=doc.page))
        canvas.restoreState()

    saved, rl_config.invariant = rl_config.invariant, 1
    try:
        buffer = io.BytesIO()
        doc = SimpleDocTemplate(buffer, pagesize=A4, leftMargin=MARGIN, rightMargin=MARGIN, topMargin=MARGIN,
                                bottomMargin=MARGIN, title=_t("out.title", lang, game=sheet.game_name,
                                                              variant=sheet.variant_name),
                                author="Table Referee", creator="Table Referee", lang=lang,
                                initialFontName=regular)
        doc.build(story, onFirstPage=footer, onLaterPages=footer)
    finally:
        rl_config.invariant = saved
    return buffer.getvalue()


def write_sheet(sheet: ScoreSheet, state: HundsgemeinState, path: Path, lang: str) -> None:
    """Write the A4 score sheet to `path`."""
    Path(path).write_bytes(sheet_pdf(sheet, state, lang))
