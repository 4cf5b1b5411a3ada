"""The score: street by street with the reason for each dog, totals, ranking, winner, tie-breaks,
the other variant's result on the same board, and the PDF score sheet."""

from __future__ import annotations

from collections.abc import Callable

import flet as ft

from referee_app.components.common import colours_of, ident, section
from referee_app.components.score_headline import score_headline
from referee_app.components.violation_banner import tappable_line
from referee_app.games.hundsgemein import document as hg
from referee_app.state import AppState
from scorers.i18n import join_list, render
from scorers.registry import find_game


def _result_line(app: AppState, sheet) -> str:
    best = sheet.ranking.entries[0].total
    return f"{join_list(list(sheet.winners), app.lang)} ({best})"


def score_panel(
    page: ft.Page, app: AppState, doc: hg.HgDocument, change: Callable[[Callable], bool]
) -> list[ft.Control]:
    t = app.t
    game = find_game("hundsgemein")
    variant = doc.file["variant"]
    chooser = ident(
        "score-variant",
        ft.SegmentedButton(
            selected=[variant],
            # a finger tall (issue 36): the web's compact density made it 32 px
            style=ft.ButtonStyle(visual_density=ft.VisualDensity.STANDARD,
                                 padding=ft.Padding.symmetric(horizontal=12, vertical=14)),
            on_change=lambda e: change(lambda d: hg.set_variant(d, e.control.selected[0])),
            segments=[ft.Segment(value=v.id, label=ft.Text(app.say(v.name))) for v in game.variants],
        ),
    )
    report = hg.report(doc)
    if report.sheet is None:
        reasons = [app.say(r) for r in report.refusal] or [v.message(app.lang) for v in report.violations if v.is_error]
        return [
            chooser,
            ident("score-blocked", ft.Text(t("ui.cannot_score"), weight=ft.FontWeight.BOLD)),
            *[ft.Text(f"• {r}") for r in reasons],
        ]
    sheet = report.sheet
    colours = {p.name: p.colour for p in sheet.players}
    controls: list[ft.Control] = [chooser, score_headline(app, sheet)]
    others = [v for v in game.variants if v.id != variant]
    for other in others:
        other_sheet = hg.report(doc, other.id).sheet
        if other_sheet is not None:
            controls.append(
                ident(
                    f"score-other-{other.id}",
                    ft.Text(
                        t("ui.other_result", variant=other.name, result=_result_line(app, other_sheet)), italic=True
                    ),
                )
            )
    tie = sheet.tie_break_text(app.lang)
    if tie:
        controls.append(ident("score-tie-break", ft.Text(t("out.tie_break", text=tie))))
    controls.append(section(t("out.totals").rstrip(" :")))
    for entry in sheet.ranking.entries:
        fill, ink = colours_of(colours[entry.player])
        dogs = sheet.extra_totals["dog_tiles"][entry.player]
        controls.append(
            ident(
                f"total-{entry.player}",
                ft.Container(
                    ft.Row(
                        [
                            ft.Text(f"{entry.rank}.", color=ink, weight=ft.FontWeight.BOLD, width=28),
                            ft.Text(entry.player, color=ink, weight=ft.FontWeight.BOLD, expand=True),
                            ft.Text(t("extra.dog_tiles", count=dogs), color=ink),
                            ft.Text(str(entry.total), color=ink, size=20, weight=ft.FontWeight.BOLD),
                        ]
                    ),
                    bgcolor=fill,
                    border_radius=8,
                    padding=10,
                ),
            )
        )
    controls.append(section(t("out.streets")))
    for line in sheet.lines:
        taker = line.winner or t("out.discarded")
        controls.append(
            ident(
                f"street-{line.label}",
                tappable_line(page, app, line.label, line.rules, ft.Container(
                    ft.Column(
                        [
                            ft.Row(
                                [
                                    ft.Text(line.label, weight=ft.FontWeight.BOLD, width=32),
                                    ft.Text(render(line.subject, app.lang), expand=True),
                                    ft.Text(f"{taker} · {line.points}", weight=ft.FontWeight.BOLD),
                                ]
                            ),
                            ft.Text(line.explain(app.lang), size=12),  # the rule ids on a tap (issue 17)
                        ],
                        spacing=2,
                    ),
                    border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT),
                    border_radius=8,
                    padding=8,
                )),
            )
        )
    for note in sheet.notes:
        controls.append(ft.Text(app.say(note), italic=True, size=12))
    finished = doc.finished
    controls += [  # the PDF: the result block's button (components/score_headline.py)
        ident(
            "finish",
            ft.OutlinedButton(
                t("ui.reopen" if finished else "ui.mark_finished"),
                on_click=lambda _: change(lambda d: hg.set_finished(d, not finished)),
            ),
        ),
    ]
    return controls

