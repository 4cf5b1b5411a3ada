"""The log of turns (newest first, refusals in red, penalties in amber) and the result with the PDF."""

from __future__ import annotations

import flet as ft

from referee_app.components.common import ERROR_RED, WARNING_AMBER, colours_of, ident, section
from referee_app.components.score_headline import score_headline
from referee_app.games.posters.document import PostersDocument, Report
from referee_app.state import AppState
from scorers.posters.scoring import event_text
from scorers.violations import Severity

COLOURS = {Severity.ERROR: ERROR_RED, Severity.WARNING: WARNING_AMBER}


def log_items(app: AppState, rep: Report) -> list[ft.Control]:
    t = app.t
    items: list[ft.Control] = [section(t("po.ui.log")), ft.Text(t("po.ui.log_help"), size=12)]
    if not rep.replay.turns:
        return [*items, ident("po-log-empty", ft.Text(t("po.ui.log_empty")))]
    for record in reversed(rep.replay.turns):
        side = rep.state.sides[record.side]
        fill, ink = colours_of(side.info.colour)
        who = record.member if record.member == side.info.name else f"{record.member} · {side.info.name}"
        head = ft.Row([
            ft.Container(ft.Text(str(record.index + 1), color=ink, weight=ft.FontWeight.BOLD), bgcolor=fill,
                         width=34, height=34, border_radius=17, alignment=ft.Alignment.CENTER),
            ft.Text(who, weight=ft.FontWeight.BOLD, expand=True),
            ft.Text(t("po.ui.left", n=record.table.hands[record.side])),
        ])
        lines = [ft.Text(f"{app.say(event_text(e))} ({e.rule})", size=12, color=COLOURS.get(e.severity))
                 for e in record.events]
        items.append(ident(f"po-log-{record.index + 1}", ft.Container(
            ft.Column([head, *lines], spacing=2), padding=8, border_radius=8,
            border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT))))
    return items


def result_items(page: ft.Page, app: AppState, rep: Report, doc: PostersDocument, title: str) -> list[ft.Control]:
    t, sheet = app.t, rep.sheet
    items: list[ft.Control] = [score_headline(app, sheet, "po-winner", size=24)]  # its trophy: no second one
    colours = {p.name: p.colour for p in sheet.players}
    letters = {p.name: p.letter for p in sheet.players}
    for entry in sheet.ranking.entries:
        fill, ink = colours_of(colours[entry.player])
        if rep.state.finish:  # PO-FINISH: places only (posters, stuck and penalties were not entered)
            detail, total = t("po.finish.entered"), ""
        else:
            detail = t("po.ui.rank_detail", stuck=sheet.extra_totals["po_stuck"][entry.player],
                       penalties=sheet.extra_totals["po_penalties"][entry.player])
            total = t("po.ui.left", n=entry.total)
        items.append(ident(f"po-rank-{letters[entry.player]}", ft.Container(ft.Row([
            ft.Text(f"{entry.rank}.", color=ink, weight=ft.FontWeight.BOLD, width=28),
            ft.Column([ft.Text(entry.player, color=ink, weight=ft.FontWeight.BOLD),
                       ft.Text(detail, color=ink, size=12)],
                      spacing=0, expand=True),
            ft.Text(total, color=ink, size=18, weight=ft.FontWeight.BOLD),
        ]), bgcolor=fill, border_radius=8, padding=10)))
    tie = sheet.tie_break_text(app.lang)
    if tie:
        items.append(ft.Text(t("out.tie_break", text=tie)))
    items += [ft.Text(app.say(n), italic=True, size=12) for n in sheet.notes]
    return items  # the PDF: the result block's button (components/score_headline.py)
