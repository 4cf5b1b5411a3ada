"""The A4 PDF of a Défense d'afficher game: the winner (or the leaders), posters left and ranking beside
the game's QR code, and notes; then the panels as they stand at the end (each slot posted in its side's
colour, forbidden, or free), where the pawns stand, and the log turn by turn (`pdf_base`). No Flet here:
the command line prints it too.

No rules here: the table comes from replaying the log with `scorers.posters`.
"""

from __future__ import annotations

import datetime as dt

from reportlab.graphics.shapes import Drawing, Line, Rect
from reportlab.lib import colors
from reportlab.pdfbase import pdfmetrics
from reportlab.platypus import CondPageBreak, Paragraph, Spacer, Table, TableStyle

from referee_app.pdf.base import (
    INK,
    WIDTH,
    Styles,
    beside_code,
    build,
    bullets,
    fill,
    fonts,
    grid_style,
    header,
    heading_text,
    lines_table,
    p,
    t,
    text,
    tint,
)
from scorers.i18n import join_list, render
from scorers.posters import PostersState, replay
from scorers.posters.model import to_file
from scorers.registry import find_game
from scorers.sheet import ScoreSheet

FREE, BANNED = "#F7F7F7", "#D32F2F"


def _fitted(name: str, room: float, font: str, size: float) -> str:
    """`name` whole when it fits `room` points, else cut with an ellipsis where it does (it was cut at 14
    letters whatever the room: "Chocolat Siri…" in a slot with room for "Chocolat Sirius")."""
    if pdfmetrics.stringWidth(name, font, size) <= room:
        return name
    while name and pdfmetrics.stringWidth(name + "…", font, size) > room:
        name = name[:-1]
    return name.rstrip() + "…"


def panels_drawing(state: PostersState, regular: str, bold: str) -> Drawing:
    """One row per panel: its letter and brush square, then its slots left to right."""
    table = replay(state).table
    posted, banned = table.posted_by, table.banned()
    board = state.board
    most = max(len(p.slots) for p in board.panels)
    head, row, gap = 70.0, 30.0, 4.0
    slot_w = min(100.0, (WIDTH - head) / most - gap)
    d = Drawing(WIDTH, row * len(board.panels), initialFontName=regular)
    for i, panel in enumerate(board.panels):
        y = row * (len(board.panels) - 1 - i)
        pawns = [state.sides[s].info.letter for s, sq in enumerate(table.positions) if sq == panel.brush]
        d.add(text(0, y + 16, f"{panel.id} ({panel.brush})", bold, 10, INK, "start"))
        if pawns:
            d.add(text(0, y + 5, " ".join(pawns), regular, 7.5, INK, "start"))
        for k, (slot, brand) in enumerate(zip(panel.slot_ids(), panel.slots)):
            x = head + k * (slot_w + gap)
            side = posted.get(slot)
            back, ink = fill(state.sides[side].info.colour) if side is not None else (FREE, INK)
            d.add(Rect(x, y + 2, slot_w, row - 6, fillColor=colors.HexColor(back), strokeColor=colors.HexColor(INK),
                       strokeWidth=0.5))
            d.add(text(x + 3, y + 15, slot, bold, 8, ink, "start"))
            d.add(text(x + 3, y + 6, _fitted(board.brands[brand], slot_w - 6, regular, 7), regular, 7, ink, "start"))
            if slot in banned:
                for a, b in (((x, y + 2), (x + slot_w, y + row - 4)), ((x, y + row - 4), (x + slot_w, y + 2))):
                    d.add(Line(*a, *b, strokeColor=colors.HexColor(BANNED), strokeWidth=1.5))
    return d


def game_pdf(sheet: ScoreSheet, state: PostersState, lang: str, today: dt.date | None = None) -> bytes:
    """The game as PDF bytes (byte-identical for the same input and day)."""
    today = today or dt.date.today()
    regular, bold = fonts()
    st = Styles(regular, bold)
    variant = next(v for v in find_game(sheet.game).variants if v.id == sheet.variant)
    table = replay(state).table
    story = header(sheet, state.date or today.isoformat(), render(variant.description, lang), lang, st)
    over = table.winner is not None or bool(state.finish)
    story += _results(sheet, over, to_file(state), lang, st)  # the result first (issue 26)
    story += [p(t("po.pdf.panels", lang), st.h2), panels_drawing(state, regular, bold), Spacer(1, 3),
              p(t("po.pdf.legend", lang), st.small),
              p(t("po.pdf.pawns", lang, pawns=", ".join(f"{n} {table.positions[i]}" for i, n in enumerate(state.names)),
                  reserve=table.reserve), st.body)]
    story += [CondPageBreak(150), p(t("po.pdf.log", lang), st.h2), lines_table(sheet, lang, st)]
    return build(story, sheet, lang, today)


#: The places table's columns: rank, side, posters left, stuck, penalties (narrow enough for the QR code
#: beside it).
PLACES_WIDTHS = [40, 122, 55, 55, 65]


def _results(sheet: ScoreSheet, over: bool, game_file: dict, lang: str, st: Styles) -> list:
    """The winner or the leaders so far, places by posters left (there are no points) beside the game's QR
    code, and the notes."""
    heads = [t(k, lang) for k in ("out.col.rank", "out.col.player", "po.col.left", "po.col.stuck", "po.col.penalties")]
    rows: list[list[Paragraph]] = [[p(h, st.cell_bold) for h in heads]]
    colour = {pl.name: pl.colour for pl in sheet.players}
    for e in sheet.ranking.entries:
        if "po_stuck" not in sheet.extra_totals:  # PO-FINISH: places only, posters not entered
            rows.append([p(f"{e.rank}.", st.cell_bold), p(e.player, st.cell_bold), *[p("—", st.cell_right)] * 3])
            continue
        rows.append([p(f"{e.rank}.", st.cell_bold), p(e.player, st.cell_bold), p(str(e.total), st.cell_right),
                     p(str(sheet.extra_totals["po_stuck"][e.player]), st.cell_right),
                     p(str(sheet.extra_totals["po_penalties"][e.player]), st.cell_right)])
    places = Table(rows, colWidths=PLACES_WIDTHS, repeatRows=1, hAlign="LEFT")
    places.setStyle(TableStyle(grid_style(st) + [("BACKGROUND", (1, i), (1, i), tint(colour[e.player]))
                                                 for i, e in enumerate(sheet.ranking.entries, start=1)]))
    names = join_list(list(sheet.winners), lang)
    verdict = render(sheet.winner_phrase(), lang) if over else t("po.pdf.leading", lang, sides=names)
    story = [p(verdict, st.winner)]
    tie = sheet.tie_break_text(lang)
    if tie:
        story.append(p(t("out.tie_break", lang, text=tie), st.body))
    story += beside_code([p(heading_text("out.ranking", lang), st.h2), places], sum(PLACES_WIDTHS), game_file,
                         lang, st)
    if sheet.notes:
        story += [p(heading_text("out.notes", lang), st.h2), *bullets([render(n, lang) for n in sheet.notes], st)]
    return story
