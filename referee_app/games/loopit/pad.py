"""The score pad, the main screen of a Loopit game: a row per round, a column per player, running
totals, whose turn it is, whether the game is over, each turn explained, and the PDF score sheet."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from referee_app.components.common import colours_of, confirm, ident, section
from referee_app.components.progression_chart import sheet_chart
from referee_app.components.score_headline import result_buttons, score_headline
from referee_app.components.violation_banner import tappable_line
from referee_app.games.loopit import document as lp
from referee_app.state import AppState
from scorers.i18n import located, render
from scorers.loopit import declared_cells, pad_rows
from scorers.loopit.scoring import entered_final

ROUND_WIDTH, PAD_WIDTH = 64, 390
#: The widest letter of the app's font (DejaVu Sans Bold) as a share of its size: a name cut at this many
#: letters per column never runs past it.
GLYPH = 0.62


def _cell(content: str | ft.Control, width: float, bold: bool = False, colour: str | None = None,
          ink: str | None = None, height: int = 44) -> ft.Container:
    if isinstance(content, str):
        content = ft.Text(content, weight=ft.FontWeight.BOLD if bold else None, color=ink, no_wrap=True,
                          text_align=ft.TextAlign.CENTER, size=15)
    return ft.Container(content, width=width, height=height, bgcolor=colour, alignment=ft.Alignment.CENTER,
                        border=ft.Border.all(0.5, ft.Colors.OUTLINE_VARIANT))


def _points(points: int, running: int, mark: str = "") -> ft.Control:
    """A turn's points (marked when the table declared them), and under them the player's running total."""
    return ft.Column([ft.Text(f"{points}{mark}", size=16, weight=ft.FontWeight.BOLD),
                      ft.Text(f"Σ {running}", size=11, color=ft.Colors.ON_SURFACE_VARIANT)],
                     spacing=0, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER)


def fitted_name(name: str, width: float, size: float) -> str:
    """`name` as it fits a column `width` px wide at `size` px: cut after the letters that fit, with a
    full stop, rather than clipped by the column (the whole name is in the line over the pad)."""
    fits = max(3, int((width - 8) / (GLYPH * size)))
    return name if len(name) <= fits else name[:fits - 1].rstrip(" -") + "."


def pad_table(app: AppState, doc: lp.LoopitDocument, sheet, pad_width: float = PAD_WIDTH) -> ft.Control:
    """Round by round: each turn's points with the player's running total under them, then the totals."""
    players = doc.file["players"]
    width = (pad_width - ROUND_WIDTH) / len(players)
    head = [_cell(app.t("lp.pdf.round"), ROUND_WIDTH, True)]
    for seat, player in enumerate(players):
        fill, ink = colours_of(player["colour"])
        head.append(ident(f"pad-head-{seat}", _cell(fitted_name(player["name"], width, 15), width, True, fill, ink)))
    rows = [ft.Row(head, spacing=0)]
    running = [0] * len(players)
    declared = declared_cells(sheet) if sheet else set()
    mark = app.t("lp.pad.declared_mark")
    for number, row in enumerate(pad_rows(sheet) if sheet else [], start=1):
        cells = [_cell(str(number), ROUND_WIDTH, True, height=48)]
        for seat, points in enumerate(row):
            if points is None:
                cells.append(_cell("", width, height=48))
                continue
            running[seat] += points
            marked = mark if (number - 1, seat) in declared else ""
            cells.append(ident(f"pad-{number}-{seat}", _cell(_points(points, running[seat], marked), width, height=48)))
        rows.append(ft.Row(cells, spacing=0))
    totals = [_cell(app.t("lp.pdf.total"), ROUND_WIDTH, True)]
    for seat, player in enumerate(players):
        total = sheet.totals[player["name"]] if sheet else 0
        totals.append(ident(f"pad-total-{seat}", _cell(str(total), width, True)))
    rows.append(ft.Row(totals, spacing=0))
    if sheet is not None and entered_final(sheet):  # LP-FINAL: no round entered, the totals are the table's word
        rows.append(ident("pad-final-legend", ft.Text(app.t("lp.pad.final_legend"), size=12,
                                                      color=ft.Colors.ON_SURFACE_VARIANT)))
    if declared:
        rows.append(ident("pad-declared-legend", ft.Text(app.t("lp.pad.declared_legend"), size=12,
                                                         color=ft.Colors.ON_SURFACE_VARIANT)))
    return ident("pad", ft.Column(rows, spacing=0))


def pad_controls(page: ft.Page, app: AppState, doc: lp.LoopitDocument, report: lp.Report,
                 change: Callable[[Callable], bool], enter_turn: Callable[[], None],
                 open_points: Callable[[], None] | None = None,
                 final_entry: ft.Control | None = None) -> list[ft.Control]:
    t, sheet = app.t, report.sheet
    controls: list[ft.Control] = []
    if report.over and sheet:
        controls.append(score_headline(app, sheet, "pad-winner"))
    else:
        total = lp.turns_in_game(doc)
        text = t("lp.ui.next" if total is None else "lp.ui.next_fixed", player=lp.next_player(doc),
                 turn=len(doc.file["turns"]) + 1, total=total)
        controls.append(ident("next-player", ft.Text(text, size=20, weight=ft.FontWeight.BOLD)))
    # the pad takes the phone's width when it is narrower than the pad (360 px): no column cut at the edge
    controls.append(pad_table(app, doc, sheet, min(PAD_WIDTH, (getattr(page, "width", None) or 412) - 20)))
    if report.end is not None:
        controls.append(ident("end-status", ft.Text(app.say(report.end), italic=True, size=13)))
    if sheet is None:
        controls += [ft.Text(located(v.rule_id, v.message(app.lang), app.lang), color=ft.Colors.ERROR)
                     for v in report.violations if v.is_error]
    buttons = []
    if not report.over:
        label = (t("lp.ui.continue_turn", player=lp.next_player(doc), n=len(doc.pending)) if doc.pending
                 else t("lp.ui.enter_turn", player=lp.next_player(doc)))
        buttons.append(ident("enter-turn", ft.FilledButton(label,
                                                           icon=ft.Icons.EDIT, height=48,
                                                           on_click=lambda _: enter_turn())))
        if open_points is not None and not doc.pending:  # points only: the turn tab, the keyboard in its field
            buttons.append(ident("pad-points-only", ft.FilledTonalButton(
                t("lp.ui.points_only"), icon=ft.Icons.DIALPAD, height=48, on_click=lambda _: open_points())))
    blocked = bool(doc.file.get("blocked"))

    def toggle_blocked(_: object) -> None:
        """Issue 17 review: "No move possible" ends the game and names a winner; while the app itself sees a
        square a tile may go on, it asks first, naming that square (the table's word decides, LP-END)."""
        square = None if blocked else lp.open_square(doc)
        if square is None:
            change(lambda d: lp.set_blocked(d, not blocked))
            return
        confirm(page, t("lp.ui.blocked_confirm_title"), t("lp.ui.blocked_confirm", square=square),
                t("lp.ui.blocked_confirm_yes"), t("ui.cancel"),
                lambda: change(lambda d: lp.set_blocked(d, True)), test_id="confirm-blocked")

    if (doc.file["turns"] and not report.over) or blocked:
        buttons.append(ident("blocked", ft.OutlinedButton(
            t("lp.ui.unblock" if blocked else "lp.ui.blocked"), height=48, on_click=toggle_blocked)))
    controls.append(ft.Row(buttons, wrap=True, spacing=8))
    if final_entry is not None:  # issue 24: the final totals, under the buttons (nothing above moves when it goes)
        controls.append(final_entry)
    if sheet is not None:
        controls += sheet_chart(app, sheet)
    if sheet and sheet.lines:
        controls.append(section(t("lp.pdf.turns")))
        for line in reversed(sheet.lines):
            line_box = ft.Container(
                ft.Column([
                    ft.Row([ft.Text(t("lp.ui.final.line") if line.details.get("final") else
                                    t("lp.ui.turn_n", n=line.label), weight=ft.FontWeight.BOLD, width=70),
                            ft.Text(f"{line.winner} · {render(line.subject, app.lang)}", expand=True),
                            ft.Text(str(line.points), weight=ft.FontWeight.BOLD, size=18)]),
                    ft.Text(line.explain(app.lang), size=12)], spacing=2),  # the rule ids on a tap (issue 17)
                border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT), border_radius=8, padding=8)
            line_box = tappable_line(page, app, line.label, line.rules, line_box)
            name = (f"final-line-{line.details['seat']}" if line.details.get("final")  # one a player (LP-FINAL)
                    else f"turn-line-{line.label}")
            controls.append(ident(name, line_box))
    if sheet and sheet.lines and not report.over:  # over: the result block above carries them
        buttons = result_buttons(app, sheet)
        controls += [buttons] if buttons is not None else []
    if sheet and sheet.lines and (doc.finished or not report.over):  # the rules' end needs no marking
        controls += [
            ident("finish", ft.OutlinedButton(t("ui.reopen" if doc.finished else "ui.mark_finished"),
                                              on_click=lambda _: change(lambda d: lp.set_finished(d, not d.finished)))),
        ]
    return controls
