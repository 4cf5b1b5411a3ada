"""The score of a track game: the winner, each player's total, each token's line with its reason, the
notes, and the PDF score sheet."""

from __future__ import annotations

from typing import TYPE_CHECKING

import flet as ft

from referee_app.components.common import colours_of, ident, offer_file, section
from referee_app.components.track_pdf import sheet_pdf
from referee_app.models import track as tm
from scorers.i18n import join_list, render

if TYPE_CHECKING:
    from referee_app.components.track_game import GameScreen


def score_panel(screen: GameScreen) -> list[ft.Control]:
    app, report = screen.app, screen.report
    t = app.t
    if report.sheet is None:
        return [ident("score-blocked", ft.Text(t("ui.cannot_score"), weight=ft.FontWeight.BOLD)),
                *[ft.Text(f"• {v.rule_id}: {v.message(app.lang)}") for v in report.violations if v.is_error]]
    sheet = report.sheet
    winners = join_list(list(sheet.winners), app.lang)
    controls: list[ft.Control] = [
        ident("score-winner", ft.Text(t("out.winner" if len(sheet.winners) == 1 else "out.winners", players=winners),
                                      size=22, weight=ft.FontWeight.BOLD)),
        *[ft.Text(app.say(h), size=12, italic=True) for h in sheet.headline],
        section(t("out.totals").rstrip(" :\u00a0"))]
    colours = {p.name: p.colour for p in sheet.players}
    for entry in sheet.ranking.entries:
        fill, ink = colours_of(colours[entry.player])
        placed = sheet.extra_totals["tokens_placed"][entry.player]
        controls.append(ident(f"total-{entry.player}", ft.Container(ft.Row([
            ft.Text(f"{entry.rank}.", color=ink, weight=ft.FontWeight.BOLD, width=28),
            ft.Text(entry.player, color=ink, weight=ft.FontWeight.BOLD, expand=True),
            ft.Text(t("extra.tokens_placed", count=placed), color=ink, size=12),
            ft.Text(str(entry.total), color=ink, size=20, weight=ft.FontWeight.BOLD)]),
            bgcolor=fill, border_radius=8, padding=10)))
    controls.append(section(t("tr.ui.tokens")))
    for line in sheet.lines:
        controls.append(ident(f"line-{line.label}", ft.Container(ft.Column([
            ft.Row([ft.Text(line.winner or "", weight=ft.FontWeight.BOLD, expand=True),
                    ft.Text(render(line.subject, app.lang)),
                    ft.Text(str(line.points), weight=ft.FontWeight.BOLD, width=44, text_align=ft.TextAlign.RIGHT)]),
            ft.Text(f"{line.explain(app.lang)} ({', '.join(line.rules)})", size=12)], spacing=2),
            border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT), border_radius=8, padding=8)))
    controls += [ft.Text(app.say(n), italic=True, size=12) for n in sheet.notes]
    finished = screen.doc.finished

    def export(_) -> None:
        title = f"{screen.game}-" + "-".join(sheet.player_names)
        offer_file(screen.page, app, sheet_pdf(sheet, report.state, app.lang), title, "pdf")

    controls += [
        ident("export-pdf", ft.FilledButton(t("ui.export_pdf"), icon=ft.Icons.PICTURE_AS_PDF, height=48,
                                            on_click=export)),
        ident("finish", ft.OutlinedButton(
            t("ui.reopen" if finished else "ui.mark_finished"),
            on_click=lambda _: screen.change(lambda d: tm.set_finished(d, not finished)))),
    ]
    return controls
