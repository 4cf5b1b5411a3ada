"""The fast screens that log a game as it is played: Paleo's rounds (one tap a round), Le Roi's kings,
Escarmouche's killers and kills. Controls are built once and updated in place (each log's `status`, where the
game stands, is shown by the screen at the top of the board, under the violation banner); every tap is a change of
`referee_app.games.paleo.document`, refused with the rule's words when the rules say no.

Issue 18: each log names the controls its last `show` (and its last tap) changed, `parts()`, and a tap ends with
`repaint()` (set by the screen), which sends those alone: the whole page is never compared, and the buttons
(whose colours Flet sends again each time they are compared, as a new style) are not sent at all."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.choice import Choice
from referee_app.components.common import colours_of, ident
from referee_app.components.final_scores import FinalScoresEntry, WinnerEntry
from referee_app.games.paleo import document as pm
from referee_app.games.paleo.record import RecordForm
from referee_app.state import AppState
from scorers.i18n import phrase
from scorers.paleo.rules import DOOR_POINTS, EXPLORER, KING, MATCH_POINTS, MERCENARY

Change = Callable[[Callable[[pm.PaleoDocument], Any]], bool]
#: The winner entry's line (open: what a tap does; closed: why) keeps two lines' room, so that its closing (a
#: longer line, in French two) does not move the log under it by a line (issue 24). Its text is 13 px.
WINNER_HELP_HEIGHT = 38


def _chip(text: ft.Control, colour: str, identifier: str, wide: bool = False) -> ft.Control:
    """A side's box in its colour; `wide` ones share a row equally."""
    fill, ink = colours_of(colour)
    for item in getattr(text, "controls", [text]):
        item.color = ink
    box = ft.Container(text, bgcolor=fill, border_radius=10, padding=12, alignment=ft.Alignment.CENTER, expand=wide)
    return ident(identifier, box, expand=True) if wide else ident(identifier, box)


def _history(app: AppState, report: pm.Report, history: ft.Column, identifier: str) -> None:
    """The lines so far in `history`, newest first, each with the rules' explanation. A tap adds or takes
    back a line at the top: the lines already shown stay the same controls (only a text that differs is
    changed), so the repaint sends the new line, not the whole list again."""
    words = [f"{line.label}. {line.explain(app.lang)}" for line in report.sheet.lines] if report.sheet else []
    shown = history.controls
    del shown[:max(0, len(shown) - len(words))]  # lines taken back (undo): the newest, at the top
    for k in range(len(shown), len(words)):
        shown.insert(0, ident(f"{identifier}-{k}", ft.Text(size=13)))
    for row, text in zip(reversed(shown), words):
        if row.content.value != text:
            row.content.value = text


class _Log:
    """What the three logs share: the targeted repaint of a tap (issue 18)."""

    status: ft.Text
    history: ft.Column

    def __init__(self) -> None:
        self.repaint: Callable[[], None] = lambda: None  # the screen's: send `parts()` (set by the screen)
        self.touched: list[ft.Control] = []  # what the last tap reset (a form's fields), sent with the rest
        self.winner: WinnerEntry | None = None  # Le Roi, Escarmouche: the winner alone (RO-WINNER, ES-WINNER)
        self.winner_open: bool | None = None  # the winner entry as last shown (None: not shown yet)
        self.winner_moved: list[ft.Control] = []  # the winner entry, when the last `show` opened or closed it

    def winner_entry(self, app: AppState, doc: pm.PaleoDocument, change: Change, prefix: str) -> ft.Control:
        """The winner alone (issue 24): a button a side (`<prefix>-winner-<seat>`), one tap enters the whole game
        (`document.add_winner`: the rules asked, one change, one undo). Open while nothing is logged; then closed
        but kept in its place above the log, so that nothing under it moves under the finger."""
        def won(side: str) -> bool:
            done = self.change(lambda d: pm.add_winner(d, side))
            self.tapped()
            return done
        self.winner = WinnerEntry(app.t, list(pm.state_of(doc).sides), won, keys=f"{prefix}.ui.winner",
                                  name=f"{prefix}-winner")
        self.winner.help.height, self.winner.help.max_lines = WINNER_HELP_HEIGHT, 2
        return self.winner.control

    def show_winner(self, doc: pm.PaleoDocument) -> None:
        """The winner entry open while nothing is logged (RO-WINNER, ES-WINNER: it is the whole log), closed
        after; sent with the repaint when that changed."""
        open_ = pm.winner_open(doc)
        self.winner_moved = [self.winner.control] if self.winner_open is not None and open_ != self.winner_open else []
        self.winner_open = open_
        self.winner.show(open_)

    def parts(self) -> list[ft.Control]:
        """The controls the last `show` and the last tap changed."""
        return [*self.shown_parts(), *self.touched]

    def shown_parts(self) -> list[ft.Control]:
        raise NotImplementedError

    def tapped(self, *touched: ft.Control) -> None:
        """A tap's end: its repaint sent (with the fields it reset), then forgotten."""
        self.touched = list(touched)
        try:
            self.repaint()
        finally:
            self.touched = []


class MatchLog(_Log):
    """Paleo: the running score, and for each side a keys-and-door button and an all-captured button."""

    def __init__(self, app: AppState, doc: pm.PaleoDocument, change: Change) -> None:
        super().__init__()
        self.app, self.change = app, change
        self.moved: list[ft.Control] = []  # what the last `show` showed or hid (the match over, or on again)
        state = pm.state_of(doc)
        self.sides = [s.name for s in state.sides]
        self.points = [ft.Text(size=26, weight=ft.FontWeight.BOLD) for _ in self.sides]
        capture_key = "pa.ui.capture_3" if len(state.players) == 3 else "pa.ui.capture"
        t = app.t
        self.status = ft.Text(weight=ft.FontWeight.BOLD)
        self.history = ft.Column(spacing=4)
        buttons = []
        for i, side in enumerate(self.sides):
            fill, ink = colours_of(state.sides[i].colour)
            buttons.append(ft.Row([
                ident(f"pa-door-{i}", ft.Button(content=ft.Text(t("pa.ui.door", side=side, points=DOOR_POINTS),
                                                                text_align=ft.TextAlign.CENTER),
                                                bgcolor=fill, color=ink, height=64, expand=True,
                                                on_click=lambda _, s=side: self.win(s, "door")), expand=True),
                ident(f"pa-capture-{i}", ft.Button(content=ft.Text(t(capture_key, side=side),
                                                                   text_align=ft.TextAlign.CENTER),
                                                   height=64, expand=True,
                                                   on_click=lambda _, s=side: self.win(s, "capture")), expand=True),
            ], spacing=8))
        self.reef_turn = ft.Text(weight=ft.FontWeight.BOLD)
        self.reef_order = ft.Text(size=12)
        reef_buttons = [ident(f"pa-reef-{i}", ft.OutlinedButton(t("pa.ui.reef_button", side=side), height=44,
                                                                 on_click=lambda _, s=side: self.reef(s)))
                        for i, side in enumerate(self.sides)]
        reef_buttons.append(ident("pa-reef-clear", ft.IconButton(ft.Icons.RESTART_ALT, tooltip=t("pa.ui.reef_clear"),
                                                                 on_click=self.clear_reefs)))
        self.reefs = ft.ExpansionTile(
            title=ident("pa-reef-turn", self.reef_turn), expanded=False,
            controls=[ft.Container(ft.Column([self.reef_order, ft.Row(reef_buttons, wrap=True, spacing=6)],
                                             spacing=6), padding=ft.Padding.only(left=12, right=12, bottom=8))])
        # hidden on its identifier's wrapper: a Semantics whose content is hidden draws a red error box
        self.reefs_box = ident("pa-reefs", self.reefs)
        # the final scores (PA-FINAL, issue 24): a field a side, Enter to the next, the last Enter enters the match;
        # open while nothing is logged, then closed in its place, so that the round buttons under it do not move
        # (untitled: its help line names it, so that a third side's round buttons stay in view at 360x780)
        self.final = FinalScoresEntry(t, self.sides, self.final_scores, keys="pa.ui.final", name="pa-final")
        self.final.help.height, self.final.help.max_lines = WINNER_HELP_HEIGHT, 2
        self.final_open: bool | None = None  # the entry as last shown (None: not shown yet)
        self.record = RecordForm(app, self.sides, len(state.players),
                                 lambda record: self.change(lambda d: pm.add_recorded_round(d, record)),
                                 done=lambda: self.tapped(self.record.control))
        self.controls = [
            ft.Row([_chip(ft.Column([ft.Text(side, weight=ft.FontWeight.BOLD), self.points[i]], tight=True,
                                    horizontal_alignment=ft.CrossAxisAlignment.CENTER),
                          state.sides[i].colour, f"pa-points-{i}", wide=True) for i, side in enumerate(self.sides)],
                   spacing=8),
            self.final.control,
            self.reefs_box,
            ft.Text(t("pa.ui.log_help", target=MATCH_POINTS), size=12),
            *buttons,
            self.record.control,
            ft.Text(t("pa.ui.rounds"), weight=ft.FontWeight.BOLD),
            self.history,
        ]

    def win(self, side: str, how: str) -> None:
        self.change(lambda d: pm.add_round(d, side, how))
        self.tapped()

    def final_scores(self, typed: dict[str, str]) -> bool:
        """The match as each side's final score (PA-FINAL): one change, one undo; a refusal is said at the top
        of the board in the reader's language, and what was typed stays in the fields."""
        done = self.change(lambda d: pm.add_final_scores(d, typed))
        self.tapped()
        return done

    def reef(self, side: str) -> None:
        self.change(lambda d: pm.place_reef(d, side))
        self.tapped()

    def clear_reefs(self, _: Any) -> None:
        self.change(pm.clear_reefs)
        self.tapped()

    def shown_parts(self) -> list[ft.Control]:
        # the reefs' texts, not their tile: the tile holds buttons (sent only when it is shown or hidden)
        return [*self.points, self.reef_turn, self.reef_order, self.history, *self.moved]

    def show(self, report: pm.Report, doc: pm.PaleoDocument) -> list[ft.Control]:
        totals = report.sheet.totals if report.sheet else {}
        for text, side in zip(self.points, self.sides):
            text.value = str(totals.get(side, 0))
        self.status.value = self.app.say(report.end)
        going = not report.over  # PA-MATCH: no round to come
        self.moved = [self.reefs_box, self.record.control] if bool(self.reefs.disabled) is going else []
        # the reefs' tile keeps its room once the match is over (greyed): hidden, it took the round buttons
        # under it 70 px up under the finger on the winning round (issue 26)
        open_ = pm.final_open(doc)
        if self.final_open is not None and open_ != self.final_open:
            self.moved.append(self.final.control)
        self.final_open = open_
        self.final.show(open_)
        self.reefs.disabled = not going
        self.record.control.visible = going
        turn = pm.reef_turn(doc)
        rnd = len(doc.file["rounds"]) + 1
        self.reef_turn.value = (self.app.t("pa.ui.reef_next", n=rnd, side=turn.next, placed=turn.placed,
                                           total=turn.total) if turn.next
                                else self.app.t("pa.ui.reef_done", n=rnd, total=turn.total))
        self.reef_order.value = f"{self.app.say(turn.order)}. {self.app.say(turn.permanent)}"
        _history(self.app, report, self.history, "pa-round")
        return self.controls


class RoiLog(_Log):
    """Le Roi: who still has a king; pick whose king fell, who touched it and with what."""

    def __init__(self, app: AppState, doc: pm.PaleoDocument, change: Change) -> None:
        super().__init__()
        self.app, self.change = app, change
        t = app.t
        state = pm.state_of(doc)
        names = [p.name for p in state.players]
        self.names = names
        self.kings = [ft.Text(weight=ft.FontWeight.BOLD) for _ in names]
        self.status = ft.Text(weight=ft.FontWeight.BOLD)
        self.king = Choice("ro-king", [(n, n) for n in names])
        self.by = Choice("ro-by", [(n, n) for n in names], value=names[1])
        self.piece = Choice("ro-piece", [(p, app.say(phrase(f"pa.piece.{p}"))) for p in (EXPLORER, KING, MERCENARY)])
        self.first = ident("ro-first", ft.Checkbox(label=t("pa.ui.touched_first"), value=False))
        self.history = ft.Column(spacing=4)
        colours = [p.colour for p in state.players]
        self.controls = [
            self.winner_entry(app, doc, change, "ro"),
            ft.Column([_chip(self.kings[i], colours[i], f"ro-standing-{i}") for i in range(len(names))], spacing=6,
                      horizontal_alignment=ft.CrossAxisAlignment.STRETCH),
            ft.Text(t("pa.ui.whose_king"), weight=ft.FontWeight.BOLD), self.king.control,
            ft.Text(t("pa.ui.captured_by"), weight=ft.FontWeight.BOLD), self.by.control,
            ft.Text(t("pa.ui.with_piece"), weight=ft.FontWeight.BOLD), self.piece.control,
            self.first,
            ident("ro-record", ft.FilledButton(t("pa.ui.record_capture"), icon=ft.Icons.GAVEL, height=56,
                                               on_click=self.record)),
            ft.Text(t("pa.ui.captures"), weight=ft.FontWeight.BOLD),
            self.history,
        ]

    def record(self, _: Any) -> None:
        king, by, piece, first = self.king.value, self.by.value, self.piece.value, bool(self.first.content.value)
        if self.change(lambda d: pm.add_capture(d, king, by, piece, first)):
            self.first.content.value = False
        self.tapped(self.first)

    def shown_parts(self) -> list[ft.Control]:
        return [*self.kings, self.history, *self.winner_moved]

    def show(self, report: pm.Report, doc: pm.PaleoDocument) -> list[ft.Control]:
        self.show_winner(doc)
        for text, name, standing in zip(self.kings, self.names, pm.kings_standing(doc)):
            text.value = self.app.t("pa.ui.king_standing" if standing else "pa.ui.king_fallen", player=name)
        self.status.value = self.app.say(report.end)
        _history(self.app, report, self.history, "ro-line")
        return self.controls


class SkirmishLog(_Log):
    """Escarmouche: each player's pieces and killers, a killer or a piece off the board in one tap, and kills."""

    def __init__(self, app: AppState, doc: pm.PaleoDocument, change: Change) -> None:
        super().__init__()
        self.app, self.change = app, change
        t = app.t
        state = pm.state_of(doc)
        self.names = [p.name for p in state.players]
        self.counts = [ft.Text(weight=ft.FontWeight.BOLD) for _ in self.names]
        self.status = ft.Text(weight=ft.FontWeight.BOLD)
        self.victim = Choice("es-victim", [(n, n) for n in self.names], value=self.names[1])
        self.by = Choice("es-by", [(n, n) for n in self.names])
        # 48 px tall (the web's compact default made it 40: the layout walk's tap targets, issue 26)
        self.was_killer = ident("es-was-killer", ft.Checkbox(label=t("pa.ui.was_killer"), value=False, height=48))
        self.history = ft.Column(spacing=4)
        rows = []
        for i, name in enumerate(self.names):
            rows.append(ft.Row([
                _chip(self.counts[i], state.players[i].colour, f"es-count-{i}"),
                ident(f"es-killer-{i}", ft.OutlinedButton(t("pa.ui.new_killer"), height=48,
                                                          on_click=lambda _, n=name: self.event("killer", n))),
                ident(f"es-off-{i}", ft.OutlinedButton(t("pa.ui.off_board"), height=48,
                                                       on_click=lambda _, n=name: self.event("off", n))),
            ], spacing=6, run_spacing=6, wrap=True))  # long names: the buttons go under the count, whole
        self.controls = [
            self.winner_entry(app, doc, change, "es"),
            *rows,
            ft.Text(t("pa.ui.killed_piece_of"), weight=ft.FontWeight.BOLD), self.victim.control,
            ft.Text(t("pa.ui.killed_by"), weight=ft.FontWeight.BOLD), self.by.control, self.was_killer,
            ident("es-kill", ft.FilledButton(t("pa.ui.record_kill"), icon=ft.Icons.GAVEL, height=56,
                                             on_click=self.kill)),
            ft.Text(t("pa.ui.events"), weight=ft.FontWeight.BOLD), self.history,
        ]

    def event(self, event: str, player: str) -> None:
        self.change(lambda d: pm.add_event(d, event, player))
        self.tapped()

    def kill(self, _: Any) -> None:
        victim, by, was = self.victim.value, self.by.value, bool(self.was_killer.content.value)
        if self.change(lambda d: pm.add_event(d, "kill", victim, by, was)):
            self.was_killer.content.value = False
        self.tapped(self.was_killer)

    def shown_parts(self) -> list[ft.Control]:
        return [*self.counts, self.history, *self.winner_moved]

    def show(self, report: pm.Report, doc: pm.PaleoDocument) -> list[ft.Control]:
        self.show_winner(doc)
        pieces, killers = pm.pieces_and_killers(doc)
        for text, name, n, k in zip(self.counts, self.names, pieces, killers):
            text.value = self.app.t("pa.ui.pieces_killers", player=name, n=n, k=k)
        self.status.value = self.app.say(report.end)
        _history(self.app, report, self.history, "es-line")
        return self.controls


def log_for(game: str, app: AppState, doc: pm.PaleoDocument, change: Change):
    return {"paleo": MatchLog, "paleo-roi": RoiLog, "paleo-escarmouche": SkirmishLog}[game](app, doc, change)


__all__ = ["MatchLog", "RoiLog", "SkirmishLog", "log_for"]
