"""What every game's PDF score sheet shares: the bundled fonts, the styles, player colours, the header,
the table of scored lines, totals, ranking, winners, tie-breaks and notes, and the page footer.

A game's sheet (`referee_app/games/<game>/pdf.py`) adds its
own drawing and builds the story with `build`. No rules here: every point, taker, explanation and rank
comes from the `ScoreSheet`. All text comes from the catalogues (`scorers.i18n`) and is set in the
bundled DejaVu Sans so that any player name prints (Łukasz, Ődön, Chloé).
"""

from __future__ import annotations

import datetime as dt
import io
import os
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from reportlab import rl_config
from reportlab.graphics.shapes import String
from reportlab.lib import colors
from reportlab.lib.enums import TA_RIGHT
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import KeepTogether, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from scorers.i18n import edition_key, phrase, render
from scorers.sheet import ScoreSheet

#: The bundled fonts: `assets/fonts/` of a checkout (editable install), else the copy that a regular
#: install puts under `<prefix>/share/table-referee/fonts` (pyproject's data-files).
FONT_DIRS = (Path(__file__).resolve().parents[2] / "assets" / "fonts",
             Path(sys.prefix) / "share" / "table-referee" / "fonts")
MARGIN = 16 * mm
WIDTH = A4[0] - 2 * MARGIN - 12  # the frame keeps 6 pt of padding on each side

#: Fill and text colour of each player colour (dark text on the light fills).
FILLS = {
    "yellow": ("#F6C915", "#222222"), "blue": ("#1F5AA6", "#FFFFFF"), "red": ("#C0392B", "#FFFFFF"),
    "green": ("#2E8540", "#FFFFFF"), "black": ("#262626", "#FFFFFF"), "white": ("#FFFFFF", "#222222"),
    "orange": ("#F08A24", "#222222"), "purple": ("#6C3483", "#FFFFFF"),
}
INK, GREY = "#222222", "#6B6B6B"
#: Column heading of each extra total of the sheet (a game adds its own).
EXTRA_HEADS = {"dog_tiles": "out.col.dogs"}


def fonts() -> tuple[str, str]:
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


def t(key: str, lang: str, **params: Any) -> str:
    return render(phrase(key, **params), lang)


def heading_text(key: str, lang: str) -> str:
    """A catalogue label like "Totals:" / "Totaux :" used as a heading, without its colon."""
    return t(key, lang).rstrip(" :\u00a0")


def fill(colour: str) -> tuple[str, str]:
    return FILLS.get(colour, ("#BBBBBB", INK))


def tint(colour: str, amount: float = 0.3) -> colors.Color:
    """A light version of a player's colour, for table cells under dark text."""
    base = colors.HexColor(fill(colour)[0])
    return colors.Color(*(1 - amount * (1 - c) for c in (base.red, base.green, base.blue)))


class Styles:
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


def nbsp(text: str) -> str:
    """French puts a space before these marks: make it non-breaking so that no line starts with one."""
    for mark in (" :", " ;", " !", " ?", " »"):
        text = text.replace(mark, "\u00a0" + mark[1])
    return text.replace("« ", "«\u00a0")


def p(text: str, style: ParagraphStyle) -> Paragraph:
    return Paragraph(escape(nbsp(text)), style)


def player_chip(player, lang: str) -> str:
    """A player as paragraph markup, on their colour."""
    back, ink = fill(player.colour)
    label = t("out.player", lang, name=player.name, letter=player.letter,
              colour=phrase(f"colour.{player.colour}"))
    return f'<font backColor="{back}" color="{ink}">\u00a0{escape(label)}\u00a0</font>'


def players_paragraph(sheet: ScoreSheet, lang: str, style: ParagraphStyle) -> Paragraph:
    mark = "\x00"
    text = escape(nbsp(t("out.players", lang, players=mark)))
    chips = ", ".join(player_chip(player, lang) for player in sheet.players)
    return Paragraph(text.replace(mark, chips), style)


#: A day as each language writes it on a sheet (as History shows it): 26/11/2026 in French, ISO in English.
DAY_FORMATS = {"fr": "%d/%m/%Y"}


def shown_date(text: str, lang: str) -> str:
    """An ISO day (a game file's `date`) as the reader writes it; any other text as it is."""
    try:
        day = dt.date.fromisoformat(text[:10])
    except ValueError:
        return text
    return day.strftime(DAY_FORMATS[lang]) + text[10:] if lang in DAY_FORMATS else text


def header(sheet: ScoreSheet, date: str, about: str | None, lang: str, st: Styles) -> list:
    """Title and date, what the variant means, and the players on their colours."""
    title = render(sheet.title, lang)
    table = Table([[p(t("out.sheet", lang), st.small), p(t("out.date", lang), st.small_right)],
                   [p(title, st.title), p(shown_date(date, lang), st.date)]],
                  colWidths=[WIDTH * 0.7, WIDTH * 0.3])
    table.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), st.regular, 9),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                               ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
                               ("LINEBELOW", (0, -1), (-1, -1), 1.2, INK)]))
    story = [table, Spacer(1, 5)]
    if about:
        story.append(p(about, st.about))
    story.append(players_paragraph(sheet, lang, st.body))
    story += [p(render(h, lang), st.body) for h in sheet.headline]
    return story


def lines_table(sheet: ScoreSheet, lang: str, st: Styles, label_head: str | None = None,
                nobody: str = "—") -> Table:
    """One row per scored line: label, subject, taker (on their colour), points, and why (with rules).
    `nobody`: what a line that nobody took says (Hundsgemein: a discarded dog)."""
    colour = {pl.name: pl.colour for pl in sheet.players}
    label_head = label_head or render(sheet.columns[0], lang)
    heads = [p(label_head, st.cell_bold)] + [p(render(h, lang), st.cell_bold) for h in sheet.columns[1:3]]
    heads += [p(render(sheet.columns[3], lang), st.cell_right), p(t("out.col.why", lang), st.cell_bold)]
    rows, style = [heads], grid_style(st)
    for i, line in enumerate(sheet.lines, start=1):
        taker = line.winner or nobody
        why = f"{line.explain(lang)} ({', '.join(line.rules)})" if line.rules else line.explain(lang)
        rows.append([p(line.label, st.cell_bold), p(render(line.subject, lang), st.cell),
                     p(taker, st.cell_bold if line.winner else st.small),
                     p(str(line.points), st.cell_right),
                     p(why, st.cell)])
        if line.winner:
            style.append(("BACKGROUND", (2, i), (2, i), tint(colour.get(line.winner, ""))))
    takers = [render(sheet.columns[2], lang)] + [line.winner for line in sheet.lines if line.winner]
    taker = min(150.0, max(80.0, *(pdfmetrics.stringWidth(n, st.bold, st.cell.fontSize) + 10
                                   for n in takers)))
    subjects = [render(sheet.columns[1], lang)] + [render(line.subject, lang) for line in sheet.lines]
    subject = min(120.0, max(54.0, *(pdfmetrics.stringWidth(s, st.regular, st.cell.fontSize) + 10
                                     for s in subjects)))
    widths = [label_width([label_head] + [line.label for line in sheet.lines], st), subject, taker, 38]
    table = Table(rows, colWidths=widths + [WIDTH - sum(widths)], repeatRows=1)
    table.setStyle(TableStyle(style))
    return table


def grid_style(st: Styles) -> list:
    return [("FONT", (0, 0), (-1, -1), st.regular, 9),  # cells are Paragraphs; this keeps Helvetica out
            ("GRID", (0, 0), (-1, -1), 0.4, "#9A9A9A"),
            ("BACKGROUND", (0, 0), (-1, 0), "#E6E6E6"),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("TOPPADDING", (0, 0), (-1, -1), 2.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
            ("LEFTPADDING", (0, 0), (-1, -1), 4), ("RIGHTPADDING", (0, 0), (-1, -1), 4)]


def label_width(labels: list[str], st: Styles) -> float:
    """A label column wide enough for its heading and its labels ("H6", "Round 12")."""
    return max(30.0, *(pdfmetrics.stringWidth(x, st.bold, st.cell.fontSize) + 10 for x in labels))


def text(x: float, y: float, text: str, font: str, size: float, colour: str, anchor="middle") -> String:
    return String(x, y, text, fontName=font, fontSize=size, fillColor=colors.HexColor(colour),
                  textAnchor=anchor)


def totals_table(sheet: ScoreSheet, lang: str, st: Styles, heads: dict[str, str] | None = None) -> Table:
    """Each player's total and extra totals; `heads` maps an extra total to its heading's message key."""
    heads = {**EXTRA_HEADS, **(heads or {})}
    extras = list(sheet.extra_totals)
    rows = [[p(t("out.col.player", lang), st.cell_bold), p(t("out.col.points", lang), st.cell_right)]
            + [p(t(heads[e], lang) if e in heads else "", st.cell_bold) for e in extras]]
    for player in sheet.players:
        rows.append([p(player.name, st.cell_bold), p(str(sheet.totals[player.name]), st.cell_right)]
                    + [p(t(edition_key(f"extra.{e}", sheet.game), lang, count=sheet.extra_totals[e][player.name]),
                         st.cell) for e in extras])
    table = Table(rows, colWidths=[150, 50] + [80] * len(extras), repeatRows=1, hAlign="LEFT")
    style = grid_style(st) + [("BACKGROUND", (0, i), (0, i), tint(player.colour))
                             for i, player in enumerate(sheet.players, start=1)]
    table.setStyle(TableStyle(style))
    return table


#: The ranking table's width: rank, player, points.
RANKING_WIDTH = 40 + 160 + 50


def ranking_table(sheet: ScoreSheet, lang: str, st: Styles) -> Table:
    rows = [[p(t(f"out.col.{k}", lang), st.cell_bold) for k in ("rank", "player")]
            + [p(t("out.col.points", lang), st.cell_right)]]
    rows += [[p(f"{e.rank}.", st.cell_bold), p(e.player, st.cell_bold if e.rank == 1 else st.cell),
              p(str(e.total), st.cell_right)] for e in sheet.ranking.entries]
    table = Table(rows, colWidths=[40, RANKING_WIDTH - 90, 50], repeatRows=1, hAlign="LEFT")
    table.setStyle(TableStyle(grid_style(st)))
    return table


def results(sheet: ScoreSheet, lang: str, st: Styles, heads: dict[str, str] | None = None,
            game_file: dict | None = None) -> list:
    """What page 1 says first, under the header (issue 26: the winner was on page 2 of most sheets): who won
    or leads, the tie-break, each player's total and the ranking (beside the game's QR code when
    `game_file` is given), then the notes. The detail (board, lines) follows it."""
    story = [p(render(sheet.result_phrase(), lang), st.winner)]
    tie = sheet.tie_break_text(lang)
    if tie:
        story.append(p(t("out.tie_break", lang, text=tie), st.body))
    others = sheet.other_ties_text(lang)
    if others:
        story.append(p(t("out.other_ties", lang, text=others), st.body))
    totals = totals_table(sheet, lang, st, heads)
    tables = [p(heading_text("out.totals", lang), st.h2), totals,
              p(heading_text("out.ranking", lang), st.h2), ranking_table(sheet, lang, st)]
    story += beside_code(tables, max(sum(totals._colWidths), RANKING_WIDTH), game_file, lang, st)
    if sheet.notes:
        story.append(p(heading_text("out.notes", lang), st.h2))
        story += [Paragraph(escape(nbsp(render(n, lang))), st.bullet, bulletText="•") for n in sheet.notes]
    return story


QR_SIZE = 46 * mm
#: The column of the QR code beside the result: the code, its caption under it.
QR_COLUMN = QR_SIZE + 8
#: Between the result's tables and the QR code's column.
QR_GAP = 12


def qr_parts(game_file: dict, lang: str, st: Styles) -> tuple[Any, Paragraph]:
    """The game file as a QR code (compressed: `referee_app.exchange.payload`) and the caption saying how to
    read it back; no code (None) and the caption saying so when the file is too large for one code."""
    from reportlab.graphics.barcode.qr import QrCodeWidget
    from reportlab.graphics.shapes import Drawing

    from referee_app.exchange.payload import MAX_QR_CHARS, encode

    code = encode(game_file)
    if len(code) > MAX_QR_CHARS:
        return None, p(t("ex.qr_too_big", lang), st.small)
    widget = QrCodeWidget(code, barLevel="M", barBorder=4)
    x0, y0, x1, y1 = widget.getBounds()
    drawing = Drawing(QR_SIZE, QR_SIZE, transform=[QR_SIZE / (x1 - x0), 0, 0, QR_SIZE / (y1 - y0), 0, 0],
                      initialFontName=st.regular)
    drawing.add(widget)
    return drawing, p(t("ex.qr_caption", lang), st.small)


def qr_block(game_file: dict, lang: str, st: Styles) -> KeepTogether:
    """The QR code of `qr_parts` with its caption beside it (only the caption when there is no code)."""
    drawing, caption = qr_parts(game_file, lang, st)
    if drawing is None:
        return KeepTogether([Spacer(1, 6), caption])
    table = Table([[drawing, caption]], colWidths=[QR_SIZE + 6, WIDTH - QR_SIZE - 6], hAlign="LEFT")
    table.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), st.regular, 9), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    return KeepTogether([Spacer(1, 8), table])


def beside_code(flowables: list, width: float, game_file: dict | None, lang: str, st: Styles) -> list:
    """`flowables` (the result's tables, `width` wide at most) with the game's QR code in a column on their
    right when there is room, else under them: on page 1 either way, never left alone on a last page."""
    if game_file is None:
        return flowables
    drawing, caption = qr_parts(game_file, lang, st)
    if drawing is None or width + QR_GAP + QR_COLUMN > WIDTH:
        return [*flowables, qr_block(game_file, lang, st) if drawing is not None else caption]
    table = Table([[flowables, [drawing, Spacer(1, 2), caption]]], colWidths=[WIDTH - QR_COLUMN, QR_COLUMN],
                  hAlign="LEFT")
    table.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), st.regular, 9), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                               ("TOPPADDING", (0, 0), (-1, -1), 0), ("BOTTOMPADDING", (0, 0), (-1, -1), 0)]))
    return [table]


def creation_moment() -> dt.datetime:
    """When a PDF is made: now, unless SOURCE_DATE_EPOCH (the reproducible-builds convention, which
    reportlab honours too) fixes it."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if epoch.isdigit():
        return dt.datetime.fromtimestamp(int(epoch), dt.timezone.utc)
    return dt.datetime.now().astimezone()


def pdf_date(moment: dt.datetime) -> str:
    """A PDF date string (`D:YYYYMMDDHHmmSS+HH'mm'`)."""
    offset = moment.utcoffset() or dt.timedelta(0)
    minutes = int(offset.total_seconds() // 60)
    sign = "-" if minutes < 0 else "+"
    return f"D:{moment:%Y%m%d%H%M%S}{sign}{abs(minutes) // 60:02d}'{abs(minutes) % 60:02d}'"


def build(story: list, sheet: ScoreSheet, lang: str, today: dt.date, pagesize: tuple[float, float] = A4,
          game_file: dict | None = None, created: dt.datetime | None = None) -> bytes:
    """The story as PDF bytes with the footer on every page. Its creation date is `created`, else the real
    moment (`creation_moment`); everything else is byte-identical for the same input, day and `created`.
    With `game_file`, the sheet ends with that file as a QR code that `referee import` reads back (a game's
    sheet puts it beside its result instead, on page 1: `results`)."""
    regular = story_font()
    stamp = pdf_date(created or creation_moment())
    if game_file is not None:
        story = [*story, qr_block(game_file, lang, Styles(*fonts()))]
    printed = t("out.printed", lang, date=shown_date(today.isoformat(), lang))

    def footer(canvas, doc) -> None:
        # reportlab's invariant mode (kept: no random id, no run-dependent bytes) dates every file 2000-01-01;
        # the Info dictionary gets the real creation date instead.
        canvas.setDateFormatter(lambda *_: stamp)
        canvas.saveState()
        canvas.setFont(regular, 7.5)
        canvas.setFillColor(colors.HexColor(GREY))
        canvas.drawString(MARGIN + 6, MARGIN / 2, printed)
        canvas.drawRightString(pagesize[0] - MARGIN - 6, MARGIN / 2, t("out.page", lang, page=doc.page))
        canvas.restoreState()

    saved, rl_config.invariant = rl_config.invariant, 1
    try:
        buffer = io.BytesIO()
        doc = SimpleDocTemplate(buffer, pagesize=pagesize, leftMargin=MARGIN, rightMargin=MARGIN,
                                topMargin=MARGIN, bottomMargin=MARGIN, title=render(sheet.title, lang),
                                author="Table Referee", creator="Table Referee", lang=lang,
                                initialFontName=regular)
        doc.build(story, onFirstPage=footer, onLaterPages=footer)
    finally:
        rl_config.invariant = saved
    return buffer.getvalue()


def story_font() -> str:
    return fonts()[0]


def bullets(items: Iterable[str], st: Styles) -> list:
    return [Paragraph(escape(nbsp(text)), st.bullet, bulletText="•") for text in items]
