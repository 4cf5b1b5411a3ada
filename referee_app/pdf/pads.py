"""Blank printable score pads (PDF), A4 or US Letter, for the games that are scored on paper.

A pad is plain data (`Pad`): a title, a line saying how to fill it in, what a row is and how many there
are, how many players (or teams) have a column group, the headings inside each group, and whether a
totals row ends the grid. Each game's pads are in its registry entry (`scorers/registry.py`): our own examples
built from the rule sheets' wording (turns, matches in rounds, mènes, doubles 1 to 8), not reproductions of the
publishers' printed pads. Nothing here imports a game's engine.
"""

from __future__ import annotations

import datetime as dt

from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.units import mm
from reportlab.platypus import SimpleDocTemplate, Spacer, Table, TableStyle

from referee_app.pdf.base import GREY, INK, MARGIN, Styles, fonts, p, t
from scorers.i18n import phrase
from scorers.registry import GAMES, Pad

PAPERS = {"a4": A4, "letter": LETTER}


#: Every game's pads (the registry's `pads`), in the registry's order.
PADS: tuple[Pad, ...] = tuple(pad for game in GAMES for pad in game.pads)


def find_pad(pad_id: str) -> Pad:
    for pad in PADS:
        if pad.id == pad_id:
            return pad
    raise KeyError(pad_id)


def _grid(pad: Pad, lang: str, st: Styles, width: float, height: float) -> Table:
    per = len(pad.columns)
    first = 24 * mm
    col = (width - first) / (pad.groups * per)
    heads = [p("", st.cell)] + [item for n in range(1, pad.groups + 1)
                                for item in [p(t("ex.pad.name", lang, who=phrase(pad.group, n=n)), st.cell_bold)]
                                + [""] * (per - 1)]
    subs = [p(t(pad.row, lang, n="").strip(), st.cell_bold)] + [p(t(c, lang), st.cell) for _ in range(pad.groups)
                                                                for c in pad.columns]
    rows = [heads, subs] + [[p(t(pad.row, lang, n=n), st.cell)] + [""] * (pad.groups * per)
                            for n in range(1, pad.rows + 1)]
    if pad.totals:
        rows.append([p(t("ex.pad.total", lang), st.cell_bold)] + [""] * (pad.groups * per))
    row_height = min(12 * mm, max(6.5 * mm, (height - 24 * mm) / len(rows)))
    table = Table(rows, colWidths=[first] + [col] * (pad.groups * per),
                  rowHeights=[None, None] + [row_height] * (len(rows) - 2), repeatRows=2)
    style = [("FONT", (0, 0), (-1, -1), st.regular, 9), ("GRID", (0, 0), (-1, -1), 0.5, "#8A8A8A"),
             ("BACKGROUND", (0, 0), (-1, 1), "#E6E6E6"), ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]
    for g in range(pad.groups):
        left = 1 + g * per
        style += [("SPAN", (left, 0), (left + per - 1, 0)), ("LINEBEFORE", (left, 0), (left, -1), 1.4, INK)]
    if pad.totals:
        style += [("LINEABOVE", (0, -1), (-1, -1), 1.4, INK), ("BACKGROUND", (0, -1), (-1, -1), "#F2F2F2")]
    table.setStyle(TableStyle(style))
    return table


def pad_pdf(pad_id: str, paper: str = "a4", lang: str = "en", today: dt.date | None = None) -> bytes:
    """A blank pad as PDF bytes (byte-identical for the same pad, paper, language and day)."""
    import io

    from reportlab import rl_config

    pad, size = find_pad(pad_id), PAPERS[paper]
    today = today or dt.date.today()
    regular, bold = fonts()
    st = Styles(regular, bold)
    width, height = size[0] - 2 * MARGIN - 12, size[1] - 2 * MARGIN - 12
    story = [p(t(pad.title, lang), st.title), p(t(pad.how, lang), st.about), Spacer(1, 4),
             p(t("ex.pad.date_line", lang), st.body), Spacer(1, 6)]
    story.append(_grid(pad, lang, st, width, height - 40 * mm))

    def footer(canvas, doc) -> None:
        canvas.saveState()
        canvas.setFont(regular, 7.5)
        canvas.setFillColor(GREY)
        canvas.drawString(MARGIN + 6, MARGIN / 2, t("ex.pad.footer", lang, date=today.isoformat()))
        canvas.restoreState()

    saved, rl_config.invariant = rl_config.invariant, 1
    try:
        buffer = io.BytesIO()
        SimpleDocTemplate(buffer, pagesize=size, leftMargin=MARGIN, rightMargin=MARGIN, topMargin=MARGIN,
                          bottomMargin=MARGIN, title=t(pad.title, lang), author="Table Referee",
                          creator="Table Referee", lang=lang, initialFontName=regular
                          ).build(story, onFirstPage=footer, onLaterPages=footer)
    finally:
        rl_config.invariant = saved
    return buffer.getvalue()


__all__ = ["PADS", "PAPERS", "Pad", "find_pad", "pad_pdf"]
