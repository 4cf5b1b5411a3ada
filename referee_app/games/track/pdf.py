"""The A4 PDF score sheet of a Numeri or Fröscheln game: what every sheet has (`pdf_base`): winners,
totals, ranking, notes; then the track drawn as on the table (a winding path of cells with their values,
the marked cells and every token) and each token's line. No Flet here, and no rules: every point comes from
the `ScoreSheet`; the drawing only shows the state.
"""

from __future__ import annotations

import datetime as dt

from reportlab.graphics.shapes import Circle, Drawing, Line, Rect
from reportlab.lib import colors
from reportlab.platypus import CondPageBreak, Spacer

from referee_app.pdf.base import INK, WIDTH, Styles, build, fill, fonts, header, lines_table, p, results, t, text
from scorers.i18n import edition_key
from scorers.registry import find_game
from scorers.sheet import ScoreSheet
from scorers.track import TrackState
from scorers.track.editions import NUMERI_END_CELLS
from scorers.track.rules import PLAYER_COUNTS

PER_ROW, CELL, GAP, TURN = 10, 40.0, 7.0, 20.0
#: cell fills by kind (see `Edition.cell_kind`) and for the Départ and the end cells
FILLS = {
    "number": "#FFF3E0", "blank": "#EEEEEE", "negative": "#EF9A9A", "plain": "#F1F8E9", "red": "#E57373",
    "blue": "#64B5F6", "three": "#AED581", "four": "#BA68C8", "princess": "#FFD54F", "start": "#8E2424",
    "end": "#FFE066",
}
DARK = {"start", "red", "four"}


def _corner(cell: int, rows: int) -> tuple[float, float]:
    row, column = divmod(cell, PER_ROW)
    if row % 2:
        column = PER_ROW - 1 - column
    return column * (CELL + GAP), (rows - 1 - row) * (CELL + TURN) + 4


def _kind(state: TrackState, cell: int) -> str:
    board = state.board
    if state.game == "numeri":
        if cell == board.start:
            return "start"
        if cell >= len(board) - NUMERI_END_CELLS:
            return "end"
    return state.edition.cell_kind(board.cells[cell])


def track_drawing(state: TrackState, regular: str, bold: str) -> Drawing:
    board = state.board
    rows = -(-len(board) // PER_ROW)
    d = Drawing(WIDTH, rows * (CELL + TURN) + 4, hAlign="CENTER", initialFontName=regular)
    path = colors.HexColor("#B0A089")
    for cell in range(len(board) - 1):  # the path the tokens follow, under the cells
        (x1, y1), (x2, y2) = _corner(cell, rows), _corner(cell + 1, rows)
        d.add(Line(x1 + CELL / 2, y1 + CELL / 2, x2 + CELL / 2, y2 + CELL / 2, strokeColor=path, strokeWidth=9,
                   strokeLineCap=1))
    occupied = state.occupied()
    for cell, value in enumerate(board.cells):
        x, y = _corner(cell, rows)
        kind = _kind(state, cell)
        d.add(Rect(x, y, CELL, CELL, rx=5, ry=5, fillColor=colors.HexColor(FILLS[kind]),
                   strokeColor=colors.HexColor("#6B6B6B"), strokeWidth=0.7))
        ink = "#FFFFFF" if kind in DARK else INK
        label = state.edition.cell_text(value)  # as the app's drawing and the move list print it
        d.add(text(x + CELL / 2, y + CELL - 10, label, bold, 8, ink))
        d.add(text(x + 3, y + 3, str(cell + 1), regular, 5.5, ink, "start"))
        token = occupied.get(cell)
        if token is not None:
            back, front = fill(state.players[token[0]].colour)
            d.add(Circle(x + CELL / 2, y + CELL / 2 - 5, 10, fillColor=colors.HexColor(back),
                         strokeColor=colors.HexColor("#222222"), strokeWidth=0.8))
            d.add(text(x + CELL / 2, y + CELL / 2 - 9, str(token[1]), bold, 11, front))
    _marks(d, state, rows, bold)
    return d


def _marks(d: Drawing, state: TrackState, rows: int, bold: str) -> None:
    """Barriers (Numeri) as bars before their cell; start flags (Fröscheln) as labels above theirs."""
    board, players = state.board, len(state.players)
    for count in PLAYER_COUNTS:
        active = "#B71C1C" if count == players else "#9E9E9E"
        if state.game == "numeri" and board.barriers.get(count):
            cell = board.barriers[count]
            x, y = _corner(cell, rows)
            backwards = (cell // PER_ROW) % 2 == 1
            bar = x + CELL + GAP / 2 if backwards else x - GAP / 2
            if cell % PER_ROW == 0:
                bar = x + CELL / 2
                d.add(Line(bar - 12, y + CELL + TURN / 2, bar + 12, y + CELL + TURN / 2,
                           strokeColor=colors.HexColor(active), strokeWidth=3))
            else:
                d.add(Line(bar, y - 2, bar, y + CELL + 2, strokeColor=colors.HexColor(active), strokeWidth=3))
            d.add(text(bar, y + CELL + 4, f"{count}", bold, 7, active))
        if state.game == "froscheln" and board.starts.get(count) is not None:
            x, y = _corner(board.starts[count], rows)
            d.add(text(x + 6 + (count - 2) * 13, y + CELL + 3, f"⚑{count}", bold, 7, active))


def sheet_pdf(sheet: ScoreSheet, state: TrackState, lang: str, today: dt.date | None = None) -> bytes:
    """The score sheet as PDF bytes (byte-identical for the same input and day)."""
    today = today or dt.date.today()
    regular, bold = fonts()
    st = Styles(regular, bold)
    story = header(sheet, state.date or today.isoformat(), None, lang, st)
    story += results(sheet, lang, st, {"tokens_placed": edition_key("tr.col.placed", state.game)},
                     game_file=find_game(sheet.game).rules().to_file(state))  # the result first (issue 26)
    if state.board is not None:
        story += [p(t("tr.out.track", lang), st.h2), track_drawing(state, regular, bold), Spacer(1, 3),
                  p(t(f"tr.out.legend.{state.game}", lang), st.small)]
        if state.board.example:  # a bundled board is a reconstruction: the sheet says so under the drawing
            story.append(p(t("tr.out.check_board", lang), st.small))
    story += [CondPageBreak(150), p(t(edition_key("tr.out.lines", state.game), lang), st.h2),
              lines_table(sheet, lang, st)]
    return build(story, sheet, lang, today)
