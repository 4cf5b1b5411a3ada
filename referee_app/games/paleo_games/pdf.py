"""The A4 score sheet of a match of one of Paleo's derived games (no Flet here): the header, the winner
(or "not over yet"), the totals and the ranking beside the game's QR code, then a chart of the race to
the target and every event with who scored and why (the running score included). Every number and
sentence comes from the `ScoreSheet`.
"""

from __future__ import annotations

import datetime as dt

from reportlab.graphics.shapes import Drawing, Line, Rect
from reportlab.lib import colors
from reportlab.platypus import Spacer

from referee_app.pdf.base import (
    GREY,
    INK,
    RANKING_WIDTH,
    WIDTH,
    Styles,
    beside_code,
    build,
    fill,
    fonts,
    header,
    heading_text,
    lines_table,
    p,
    ranking_table,
    t,
    text,
    totals_table,
)
from referee_app.pdf.chart import progression_block
from scorers.i18n import render
from scorers.paleo_games import GAMES, MatchState
from scorers.paleo_games.totals import RULE as TOTALS
from scorers.sheet import ScoreSheet

BAR, GAP, LABEL = 16.0, 8.0, 110.0


def race_drawing(sheet: ScoreSheet, target: int, regular: str, bold: str) -> Drawing:
    """One bar per side: its score against the target, with the target line."""
    rows = len(sheet.players)
    height = rows * (BAR + GAP) + 14
    d = Drawing(WIDTH, height, initialFontName=regular)
    span = WIDTH - LABEL - 40
    top = max(target, *sheet.totals.values(), 1)
    for i, player in enumerate(sheet.players):
        y = height - (i + 1) * (BAR + GAP)
        back, ink = fill(player.colour)
        score = sheet.totals[player.name]
        d.add(text(LABEL - 6, y + 4, player.name[:22], bold, 9, INK, anchor="end"))
        d.add(Rect(LABEL, y, span, BAR, fillColor=colors.HexColor("#EFEFEF"), strokeColor=None))
        width = span * max(score, 0) / top
        if width:
            d.add(Rect(LABEL, y, width, BAR, fillColor=colors.HexColor(back), strokeColor=colors.HexColor("#555555"),
                       strokeWidth=0.5))
        d.add(text(LABEL + width + 4, y + 4, str(score), bold, 9, INK, anchor="start"))
    x = LABEL + span * target / top
    d.add(Line(x, 0, x, height - 6, strokeColor=colors.HexColor(GREY), strokeDashArray=[3, 2]))
    d.add(text(x, height - 5, str(target), regular, 7.5, GREY))
    return d


def sheet_pdf(sheet: ScoreSheet, state: MatchState, lang: str, today: dt.date | None = None) -> bytes:
    today = today or dt.date.today()
    regular, bold = fonts()
    st = Styles(regular, bold)
    rules = GAMES[state.game]
    over = rules.over(state)
    story = header(sheet, state.date or today.isoformat(), None, lang, st)  # an undated game: the day printed
    if over:  # the result first (issue 26), then the race and the log
        story.append(p(render(sheet.winner_phrase(), lang), st.winner))
    else:
        story.append(p(t("pg.pdf.not_over", lang, status=rules.status(state, rules.replay(state))), st.winner))
    totals = totals_table(sheet, lang, st)
    story += beside_code([p(heading_text("out.totals", lang), st.h2), totals,
                          p(heading_text("out.ranking", lang), st.h2), ranking_table(sheet, lang, st)],
                         max(sum(totals._colWidths), RANKING_WIDTH), rules.to_file(state), lang, st)
    story += [p(render(n, lang), st.body) for n in sheet.notes]
    story += [Spacer(1, 6), race_drawing(sheet, rules.target_of(state), regular, bold), Spacer(1, 6)]
    story += progression_block(sheet, lang, st)
    story += [p(t("pg.pdf.log", lang), st.h2), lines_table(sheet, lang, st)]
    if any(TOTALS in line.rules for line in sheet.lines):  # turns entered as their points: not refereed
        story.append(p(t("pg.pdf.totals_legend", lang), st.small))
    return build(story, sheet, lang, today)
