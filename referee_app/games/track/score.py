"""The score of a track game: from the tokens on the track, or (quick tally) from the value read under
each token; the winner, each player's total, each token's line with its reason, the notes, the PDF."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

import flet as ft

from referee_app.components.common import ERROR_RED, colours_of, enter_to_next, ident, section, select_all
from referee_app.components.score_headline import score_headline
from referee_app.components.violation_banner import tappable_line
from referee_app.games.track import document as tm
from scorers.i18n import edition_key, located, render
from scorers.track.rules import TOKENS

if TYPE_CHECKING:
    from referee_app.games.track.host import TrackScreen


#: A value field: a finger tall, and the five of a player share the screen's width (44 px each at 360 px).
FIELD_HEIGHT, FIELD_GAP = 48, 4
#: Seconds the first empty field waits before it asks the keyboard: asked at once, right after the tap on the
#: switch, it did not hold the focus 3 runs in 4 in Chromium (tests/e2e/gestures.py); after 0.3 s, 4 in 4.
FOCUS_AFTER = 0.3


class ScorePanel:
    """The entry switch and the tally's value fields are built once (a rebuilt field loses the typing)."""

    def __init__(self, screen: TrackScreen) -> None:
        self.screen = screen
        t = screen.app.t
        self.switch = ft.SegmentedButton(
            selected=[screen.doc.entry],  # a finger tall (48 px): the web's compact density made it 32 px
            style=ft.ButtonStyle(visual_density=ft.VisualDensity.STANDARD,
                                 padding=ft.Padding.symmetric(horizontal=12, vertical=14)),
            on_change=lambda e: self.choose(e.control.selected[0]),
            segments=[ft.Segment(value="board", label=ft.Text(t("tr.ui.entry.board"))),
                      ft.Segment(value="values", label=ft.Text(t("tr.ui.entry.values")))],
            # the screen's width: sized to its labels, Flutter gave a segment less than its label and the
            # label wrapped, cut by the button's height ("Depuis la / piste", "Valeurs / lues")
            expand=True)
        self.entry = ident("score-entry", ft.Row([self.switch]))
        self.fields: dict[tuple[int, int], ft.TextField] = {}
        in_order: list[ft.TextField] = []  # Enter's order: the player's next token, then the next player's first
        self.wrong = ft.Text(color=ERROR_RED, size=13)  # a value that is not a number, located (issue 24)
        rows: list[ft.Control] = []
        for seat, player in enumerate(screen.doc.file["players"]):
            cells = []
            for token in TOKENS:
                value = screen.doc.values.get(player["name"], [None] * len(TOKENS))[token - 1]
                field = ft.TextField(value="" if value is None else str(value), label=str(token), dense=True,
                                     height=FIELD_HEIGHT, text_size=16, content_padding=ft.Padding(8, 10, 8, 10),
                                     keyboard_type=ft.KeyboardType.NUMBER, on_focus=select_all,
                                     on_change=lambda e, s=seat, k=token: self.typed(s, k, e.control.value),
                                     # Enter: the next field; in the last it stays (the table says when the
                                     # game is over: "Mark as finished")
                                     on_submit=enter_to_next(in_order, len(in_order), lambda: None))
                self.fields[(seat, token)] = field
                in_order.append(field)
                cells.append(ident(f"value-{'abcd'[seat]}-{token}", field, expand=True))
            # issue 24: the name above its five fields, which share the row: at 360 px a name beside them cut
            # the fifth field off the screen
            rows.append(ft.Column([ft.Text(player["name"], no_wrap=True, weight=ft.FontWeight.BOLD),
                                   ft.Row(cells, spacing=FIELD_GAP)], spacing=2))
        self.tally = ft.Column([ft.Text(t(edition_key("tr.ui.tally_help", screen.game)), size=12), *rows,
                                ident("value-wrong", self.wrong)], spacing=6)

    def choose(self, entry: str) -> None:
        """The switch: from the track or the values read; the values read open with the keyboard in the first
        empty field (issue 24: no tap into it before the first value)."""
        if self.screen.change(lambda d: tm.set_entry(d, entry)) and entry == "values":
            self.screen.page.update()  # the fields on the page first, then the focus asked of the first empty
            self.ask_focus()

    def first_empty(self) -> ft.TextField | None:
        """The field the table types next: the first one with nothing in it, player by player, token by token."""
        return next((f for f in self.fields.values() if not (f.value or "").strip()), None)

    def wants_keyboard(self) -> bool:
        """The values read are shown to be typed: not on a finished game (opened to be read, not typed into)."""
        return self.screen.doc.entry == "values" and not self.screen.doc.finished

    def ask_focus(self) -> None:
        """The keyboard to the first empty field (Flutter's autofocus acts only when a field is first drawn:
        the Score tab opened again by the navigation bar needs this)."""
        if self.wants_keyboard() and self.first_empty() is not None:
            self.screen.page.run_task(self.focus_first_empty)

    async def focus_first_empty(self) -> None:
        await asyncio.sleep(FOCUS_AFTER)
        field = self.first_empty() if self.wants_keyboard() else None  # meanwhile finished, or back to the track
        if field is not None:
            await field.focus()

    def typed(self, seat: int, token: int, text: str) -> None:
        text = text.strip()
        if text and not text.lstrip("-").isdigit():
            # half typed ("-"): nothing to save yet; anything else is said under the fields, kept as typed
            player = self.screen.doc.file["players"][seat]["name"]
            said = "" if text == "-" else self.screen.app.t(
                edition_key("tr.ui.value_not_number", self.screen.game), player=player, token=token, text=text)
            if self.wrong.value != said:
                self.wrong.value = said
                self.screen.page.update(self.wrong)
            return
        self.wrong.value = ""
        value = int(text) if text else None
        self.screen.change(lambda d: tm.set_value(d, seat, token, value))

    def sync(self) -> None:
        """Show the saved values again after an undo or redo; a half-typed "-" is left alone."""
        names = [p["name"] for p in self.screen.doc.file["players"]]
        for (seat, token), field in self.fields.items():
            saved = self.screen.doc.values.get(names[seat], [None] * len(TOKENS))[token - 1]
            text = (field.value or "").strip()
            if text and not text.lstrip("-").isdigit():
                continue
            if (int(text) if text else None) != saved:
                field.value = "" if saved is None else str(saved)

    def controls(self) -> list[ft.Control]:
        screen = self.screen
        self.switch.selected = [screen.doc.entry]
        self.sync()
        if not any(c is self.tally for c in screen.body.controls):
            # drawn anew (the switch to the values read, the Score tab opened): the first empty field asks the
            # keyboard as it is drawn; a field shown already is left alone (a property changed while the next
            # field takes the focus lost it, now and then, in the browser)
            first = self.first_empty() if self.wants_keyboard() else None
            for field in self.fields.values():
                field.autofocus = field is first
        top: list[ft.Control] = [self.entry] + ([self.tally] if screen.doc.entry == "values" else [])
        return top + score_lines(screen)


def score_lines(screen: TrackScreen) -> list[ft.Control]:
    app, report = screen.app, screen.report
    t = app.t
    if report.sheet is None and report.missing:  # issue 36: nothing scored from fields nobody filled
        return [ident("score-waiting", ft.Text(t(edition_key("tr.ui.values_missing", screen.game),
                                                 players=", ".join(report.missing)), weight=ft.FontWeight.BOLD))]
    if report.sheet is None:
        return [ident("score-blocked", ft.Text(t("ui.cannot_score"), weight=ft.FontWeight.BOLD)),
                *[ft.Text("• " + located(v.rule_id, v.message(app.lang), app.lang), color=ERROR_RED)
                  for v in report.blocking]]
    sheet = report.sheet
    controls: list[ft.Control] = [
        score_headline(app, sheet),
        *[ft.Text(app.say(h), size=12, italic=True) for h in sheet.headline],
        section(t("out.totals").rstrip(" :\u00a0"))]
    colours = {p.name: p.colour for p in sheet.players}
    for entry in sheet.ranking.entries:
        fill, ink = colours_of(colours[entry.player])
        placed = sheet.extra_totals["tokens_placed"][entry.player]
        controls.append(ident(f"total-{entry.player}", ft.Container(ft.Row([
            ft.Text(f"{entry.rank}.", color=ink, weight=ft.FontWeight.BOLD, width=28),
            ft.Text(entry.player, color=ink, weight=ft.FontWeight.BOLD, expand=True),
            ft.Text(t(edition_key("extra.tokens_placed", sheet.game), count=placed), color=ink, size=12),
            ft.Text(str(entry.total), color=ink, size=20, weight=ft.FontWeight.BOLD)]),
            bgcolor=fill, border_radius=8, padding=10)))
    controls.append(section(t(edition_key("tr.ui.tokens", sheet.game))))
    for line in sheet.lines:
        line_box = ft.Container(
            ft.Column([
                ft.Row([ft.Text(line.winner or "", weight=ft.FontWeight.BOLD, expand=True),
                        ft.Text(render(line.subject, app.lang)),
                        ft.Text(str(line.points), weight=ft.FontWeight.BOLD, width=44, text_align=ft.TextAlign.RIGHT)]),
                ft.Text(line.explain(app.lang), size=12)], spacing=2),  # the rule ids on a tap (issue 17)
            border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT), border_radius=8, padding=8)
        controls.append(ident(f"line-{line.label}", tappable_line(screen.page, app, line.label, line.rules, line_box)))
    controls += [ft.Text(app.say(n), italic=True, size=12) for n in sheet.notes]
    finished = screen.doc.finished
    controls += [  # the PDF: the result block's button (components/score_headline.py)
        ident("finish", ft.OutlinedButton(
            t("ui.reopen" if finished else "ui.mark_finished"),
            on_click=lambda _: screen.change(lambda d: tm.set_finished(d, not finished)))),
    ]
    return controls
