"""The final sheet on screen: winner, totals, every round (or capture, or event) with its explanation
and the running score, notes and the finished mark. Everything comes from the `ScoreSheet`; the result block
(`score_headline`) carries the PDF and share buttons."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from referee_app.components.common import colours_of, ident, section
from referee_app.components.progression_chart import sheet_chart
from referee_app.components.score_headline import score_headline
from referee_app.components.violation_banner import show_line_rules
from referee_app.games.paleo import document as pm
from referee_app.state import AppState
from scorers.i18n import render


def sheet_panel(page: ft.Page, app: AppState, doc: pm.PaleoDocument, report: pm.Report,
                change: Callable[[Callable], bool]) -> list[ft.Control]:
    t = app.t
    sheet = report.sheet
    if sheet is None:
        return [ident("score-blocked", ft.Text(t("ui.cannot_score"), weight=ft.FontWeight.BOLD)),
                *[ft.Text(f"• {v.message(app.lang)}") for v in report.violations if v.is_error]]
    controls: list[ft.Control] = [score_headline(app, sheet)]
    if not sheet.finished and report.end is not None:
        controls.append(ident("score-status", ft.Text(app.say(report.end), size=14)))  # where the match stands
    controls += [ft.Text(app.say(h), size=12) for h in sheet.headline if h != report.end]
    controls.append(section(t("out.totals").rstrip(" :\u00a0")))
    colours = {p.name: p.colour for p in sheet.players}
    for entry in sheet.ranking.entries:
        fill, ink = colours_of(colours[entry.player])
        controls.append(ident(f"total-{entry.player}", ft.Container(ft.Row([
            ft.Text(f"{entry.rank}.", color=ink, weight=ft.FontWeight.BOLD, width=28),
            ft.Text(entry.player, color=ink, weight=ft.FontWeight.BOLD, expand=True),
            ft.Text(str(sheet.totals[entry.player]), color=ink, size=20, weight=ft.FontWeight.BOLD),
        ]), bgcolor=fill, border_radius=8, padding=10)))
    controls += sheet_chart(app, sheet)
    controls.append(section(t(f"pa.pdf.lines.{sheet.game}")))
    for k, line in enumerate(sheet.lines):
        controls.append(ident(f"sheet-line-{k}", ft.Container(ft.Column([
            ft.Row([ft.Text(line.label, weight=ft.FontWeight.BOLD, width=28),
                    ft.Text(render(line.subject, app.lang), expand=True),
                    ft.Text(f"{line.winner or '—'} · {line.points}", weight=ft.FontWeight.BOLD)]),
            ft.Text(line.explain(app.lang), size=12),  # the rule ids on a tap, not in every line (issue 17)
        ], spacing=2), border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT), border_radius=8, padding=8, ink=True,
            on_click=lambda _, label=line.label, rules=line.rules: show_line_rules(page, app, label, rules))))
    controls += [ft.Text(app.say(n), italic=True, size=12) for n in sheet.notes]
    finished = doc.finished
    controls += [
        ident("finish", ft.OutlinedButton(t("ui.reopen" if finished else "ui.mark_finished"),
                                          on_click=lambda _: change(lambda d: pm.set_finished(d, not finished)))),
    ]
    return controls

