"""The A4 PDF sheet of Paleo, Le Roi and Escarmouche (no Flet here: `referee score --pdf` uses it too).

What every sheet has first (`pdf_base`: winners, totals, ranking); then a drawing of the match: for
Paleo each side's track of points to 4 with the round that brought each point; for Le Roi and
Escarmouche each side with what it took and whether it still stands; then the rounds. No rules here:
everything comes from the `ScoreSheet`.
"""

from __future__ import annotations

import datetime as dt

from reportlab.graphics.shapes import Circle, Drawing, Rect
from reportlab.lib import colors

from referee_app.pdf.base import INK, WIDTH, Styles, build, fill, fonts, header, lines_table, p, results, t, text
from referee_app.pdf.chart import progression_block
from scorers.paleo.match import FINAL_RULE
from scorers.paleo.rules import MATCH_POINTS, PALEO, ROI
from scorers.paleo.survival import escarmouche_story, roi_story
from scorers.registry import find_game
from scorers.sheet import ScoreSheet

ROW, NAME_W, DOT = 26.0, 130.0, 9.0
HEADS = {"rounds_won": "pa.col.rounds_won"}


def match_drawing(sheet: ScoreSheet, regular: str, bold: str) -> Drawing:
    """Each side's points as boxes on a track to 4 (and beyond), each box numbered with its round (a match
    entered as its final scores, PA-FINAL: the boxes filled, not numbered)."""
    sides = sheet.players
    cells = max([MATCH_POINTS, *sheet.totals.values()])
    box = min(34.0, (WIDTH - NAME_W) / cells - 4)
    d = Drawing(WIDTH, ROW * len(sides) + 6, initialFontName=regular)
    for row, side in enumerate(sides):
        y = d.height - (row + 1) * ROW
        back, ink = fill(side.colour)
        d.add(text(0, y + 8, side.name, bold, 10, INK, "start"))
        earned = [line.label for line in sheet.lines if line.winner == side.name and FINAL_RULE not in line.rules
                  for _ in range(line.points)]
        earned += [""] * (sheet.totals[side.name] - len(earned))  # final scores (PA-FINAL): no round to number
        for k in range(cells):
            x = NAME_W + k * (box + 4)
            won = k < len(earned)
            d.add(Rect(x, y + 2, box, ROW - 6, rx=3, ry=3, strokeWidth=1.2 if k == MATCH_POINTS - 1 else 0.6,
                       fillColor=colors.HexColor(back) if won else colors.white,
                       strokeColor=colors.HexColor(INK if k == MATCH_POINTS - 1 else "#999999")))
            if won:
                d.add(text(x + box / 2, y + 9, earned[k], bold, 9, ink))
    return d


def standing_drawing(sheet: ScoreSheet, standing: list[bool], regular: str, bold: str) -> Drawing:
    """Each side: a dot in its colour if it still stands (hollow when out), and what it took."""
    d = Drawing(WIDTH, ROW * len(sheet.players) + 6, initialFontName=regular)
    for row, (side, up) in enumerate(zip(sheet.players, standing)):
        y = d.height - (row + 1) * ROW
        back, _ = fill(side.colour)
        d.add(Circle(DOT, y + ROW / 2 - 2, DOT - 1, fillColor=colors.HexColor(back) if up else colors.white,
                     strokeColor=colors.HexColor(back if up else "#999999"), strokeWidth=1.5))
        d.add(text(2 * DOT + 8, y + 8, side.name, bold, 10, INK, "start"))
        d.add(text(NAME_W + 40, y + 8, str(sheet.totals[side.name]), regular, 10, INK, "start"))
    return d


def sheet_pdf(sheet: ScoreSheet, state, lang: str, today: dt.date | None = None) -> bytes:
    """The sheet as PDF bytes (byte-identical for the same input and day)."""
    today = today or dt.date.today()
    regular, bold = fonts()
    st = Styles(regular, bold)
    story = header(sheet, state.date or today.isoformat(), None, lang, st)
    story += results(sheet, lang, st, HEADS, game_file=find_game(sheet.game).rules().to_file(state))  # issue 26
    story += progression_block(sheet, lang, st)
    if sheet.game == PALEO:
        story += [p(t("pa.pdf.track", lang, target=MATCH_POINTS), st.h2), match_drawing(sheet, regular, bold)]
    else:
        told = roi_story(state) if state.game == ROI else escarmouche_story(state)
        standing = [side not in told.fallen for side in range(len(state.sides))]
        story += [p(t("pa.pdf.standing", lang), st.h2), standing_drawing(sheet, standing, regular, bold)]
    story += [p(t(f"pa.pdf.lines.{sheet.game}", lang), st.h2), lines_table(sheet, lang, st)]
    return build(story, sheet, lang, today)

