"""A match of one of Paleo's derived games: the running score, the game's logging pad (big buttons), the
latest events with their reasons, undo/redo, and the Sheet tab (every line, totals, winner, PDF).

Taps become events; `referee_app.games.paleo_games.document.add_event` asks the rules whether they can happen and
the store saves them at once. The pad of each game lives in `pgames_pads` / `pgames_pads_more`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import BAR_TITLE_SPACING, bar_title, colours_of, ident, section
from referee_app.components.final_scores import FinalScoresEntry, WinnerEntry
from referee_app.components.progression_chart import sheet_chart
from referee_app.components.saved_game import SavedGameScreen
from referee_app.components.score_headline import score_headline
from referee_app.components.violation_banner import ViolationBanner, show_line_rules
from referee_app.games.paleo_games import document as pg
from referee_app.games.paleo_games.pads import BilliardPad, CountPad, CricketPad, FrontierePad, PointsPad
from referee_app.games.paleo_games.pads_more import HockeyPad, KayakPad, PitchanquePad
from referee_app.games.paleo_games.questions import open_questions
from referee_app.state import AppState
from scorers.i18n import Phrase, render
from scorers.paleo_games.final import WINNER
from scorers.registry import find_game

TABS = ("log", "sheet")
#: The logging pad of each game.
PADS = {"paleo-points": PointsPad, "paleo-billard-double": BilliardPad, "paleo-cricket": CricketPad,
        "paleo-billard-compte": CountPad, "paleo-kayak": KayakPad, "pitchanque": PitchanquePad,
        "paleo-frontiere": FrontierePad, "paleo-hockey": HockeyPad}
RECENT = 6


def _same(controls: list[ft.Control], shown: list[ft.Control]) -> bool:
    """The same controls in the same order (by identity: a control's == compares its fields)."""
    return len(controls) == len(shown) and all(a is b for a, b in zip(controls, shown))


class MatchScreen(SavedGameScreen):
    DOCUMENT = pg.PgDocument

    def __init__(self, page: ft.Page, app: AppState, record_id: str, go: Callable[..., Any]) -> None:
        self.open_record(page, app, record_id)
        self.record_id, self.go = record_id, go
        self.report = pg.report(self.doc)
        self.tab = "sheet" if self.doc.finished else "log"
        self.scores = ft.Row(spacing=6)
        self.cards: list[ft.Container] = []
        self.status = ft.Text(size=13, italic=True, max_lines=2, overflow=ft.TextOverflow.ELLIPSIS)
        self.recent = ft.Column(spacing=6)
        self.latest = section(app.t("pg.ui.latest"))
        self.banner = ViolationBanner(page, app)
        self.shown_lines: dict[int, tuple[tuple, ft.Control]] = {}  # line number -> (its words, its control)
        self.pad = PADS[self.doc.file["game"]](self)
        # final scores (PG-FINAL, issue 24.5): offered by the games whose result is points, while nothing is logged;
        # the winner alone (PG-WINNER, issue 24) by the race, whose result is who crossed first
        rules = pg.rules_of(self.doc)
        self.final: FinalScoresEntry | WinnerEntry | None = (
            FinalScoresEntry(app.t, self.names(), self.log_final) if rules.final_scores
            else WinnerEntry(app.t, list(self.report.state.players), self.log_winner) if rules.final_winner else None)
        self.final_open, self.final_changed = True, False  # the entry as last shown: open while nothing is logged
        self.body = ft.Column(expand=True, scroll=ft.ScrollMode.AUTO, spacing=10)
        self.body_kept = False  # the last refresh left the log tab's controls in the body (`repainted`)
        self.top = self.banner.slot(ident("pg-status", self.status))
        t = app.t
        self.history_buttons()
        self.nav = ft.NavigationBar(selected_index=TABS.index(self.tab), on_change=self.switch, destinations=[
            ft.NavigationBarDestination(icon=ft.Icons.EDIT_NOTE, label=t("pg.ui.tab.log")),
            ft.NavigationBarDestination(icon=ft.Icons.EMOJI_EVENTS, label=t("pg.ui.tab.sheet"))])

    # --- changes --------------------------------------------------------------------------------
    def log(self, event: dict[str, Any], then: Callable[[], None] | None = None) -> bool:
        """Log what just happened (the shared change: painted, then saved); a refusal is shown with its
        rule (`refused`) and nothing is logged. `then` runs once it is logged, before the repaint is sent
        (the pad's entry cleared: sent with it, as the page was sent after the handler)."""
        with self.lock:
            self.banner.clear()
            done = self.change(lambda d: pg.add_event(d, event))
            if done and then is not None:
                then()
            self.send_targeted()
            return done

    def log_turn(self, player: str, typed: str, closed: list[int], then: Callable[[], None],
                 missed: str | None = None) -> bool:
        """Turn points (PG-TOTALS): `player`'s turn as the points typed or tapped (after `missed`'s turn, which
        scored nothing), logged as `log` logs an event (one change, one undo); refused in the reader's words
        when it is not a number."""
        with self.lock:
            self.banner.clear()
            done = self.change(lambda d: pg.add_turn_points(d, player, typed, closed, missed))
            if done:
                then()
            self.send_targeted()
            return done

    def log_final(self, typed: dict[str, str]) -> bool:
        """Final scores (PG-FINAL): the match as the score each player finished with (one change, one undo);
        refused in the reader's words, with the rule, and what was typed kept."""
        with self.lock:
            self.banner.clear()
            done = self.change(lambda d: pg.add_final_scores(d, typed))
            self.send_targeted()
            return done

    def log_winner(self, player: str) -> bool:
        """The winner alone (PG-WINNER): the race as the kayak that crossed first, logged as `log` logs an event
        (one change, one undo; a refusal shown with its rule)."""
        return self.log({"type": WINNER, "player": player})

    def refused(self, reasons: tuple[Phrase, ...]) -> None:
        self.banner.show(reasons)

    def undo(self, _: Any = None) -> None:
        self.banner.clear()
        super().undo()

    def log_events(self, events: list[dict[str, Any]]) -> bool:
        """Log the events of one entry shortcut as one change (one paint, one save, one undo), or none of
        them when the rules refuse one (shown as `log` shows a refusal)."""
        with self.lock:
            self.banner.clear()
            done = self.change(lambda d: pg.add_events(d, events))
            self.send_targeted()
            return done

    def switch(self, e: Any) -> None:
        with self.lock:
            self.tab = TABS[int(e.control.selected_index)]
            self.refresh()

    # --- what is shown --------------------------------------------------------------------------
    def names(self) -> list[str]:
        return self.report.state.names

    def _scoreboard(self) -> None:
        state, tally = self.report.state, self.report.replay.tally
        if len(self.cards) != len(state.players):
            self.cards = []
            for i, player in enumerate(state.players):
                fill, ink = colours_of(player.colour)
                card = ft.Container(ft.Column([ft.Text(player.name, color=ink, size=13, no_wrap=True,
                                                       weight=ft.FontWeight.BOLD),
                                               ft.Text("0", color=ink, size=30, weight=ft.FontWeight.BOLD)],
                                              spacing=0, horizontal_alignment=ft.CrossAxisAlignment.CENTER),
                                    bgcolor=fill, border_radius=10, padding=8, expand=True)
                self.cards.append(card)
            self.scores.controls = [ident(f"pg-score-{i}", c, expand=True) for i, c in enumerate(self.cards)]
        for i, card in enumerate(self.cards):
            card.content.controls[1].value = str(tally.score[i])
            marked = i == self.report.replay.winner or (self.report.replay.winner is None and tally.turn == i)
            if card.data != marked:  # set only when it changes: a new Border is sent again
                # the same width either way (transparent when not marked): the cards never grow under the finger
                colour = ft.Colors.PRIMARY if marked else ft.Colors.TRANSPARENT
                card.border, card.data = ft.Border.all(4, colour), marked
        self.status.value = self.app.say(self.report.status)

    def _words(self, line) -> tuple[str, str, str, str]:
        lang = self.app.lang
        who = f"{line.winner} +{line.points}" if line.winner else "—"
        return line.label, render(line.subject, lang), who, line.explain(lang)  # ids on a tap (show_line_rules)

    def _recent_line(self, number: int, line) -> ft.Control:
        """A line of the log tab: the same control while its words are the same, so that a tap sends only
        the line it adds (and the one that leaves the list), not the six again."""
        words = self._words(line)
        kept = self.shown_lines.get(number)
        if kept is None or kept[0] != words:
            kept = self.shown_lines[number] = (words, self._line(number, line))
        return kept[1]

    def _line(self, number: int, line) -> ft.Control:
        label, subject, who, why = self._words(line)
        return ident(f"pg-line-{number}", ft.Container(ft.Column([
            ft.Row([ft.Text(label, weight=ft.FontWeight.BOLD, width=28),
                    ft.Text(subject, expand=True), ft.Text(who, weight=ft.FontWeight.BOLD)]),
            ft.Text(why, size=12)], spacing=2),
            border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT), border_radius=8, padding=8, ink=True,
            on_click=lambda _, n=number, rules=line.rules: self.show_line_rules(n, rules)))

    def log_tab(self) -> list[ft.Control]:
        sheet = self.report.sheet
        lines = list(sheet.lines) if sheet else []
        recent = [self._recent_line(int(line.label), line) for line in reversed(lines[-RECENT:])]
        if not _same(recent, self.recent.controls):
            self.recent.controls = recent
        self.shown_lines = {n: kept for n, kept in self.shown_lines.items() if any(kept[1] is c for c in recent)}
        self.latest.visible = bool(lines)
        final = [self.final.control] if self.final is not None else []
        if self.final is not None:
            open_ = not self.doc.file["events"]
            self.final_changed = open_ != self.final_open  # sent with the targeted repaint (`repainted`)
            self.final_open = open_
            self.final.show(open_)
        return [*final, self.pad.control, self.latest, self.recent]

    def sheet_tab(self) -> list[ft.Control]:
        t = self.app.t
        sheet = self.report.sheet
        if sheet is None:
            return [ft.Text(t("ui.cannot_score"))]
        controls: list[ft.Control] = [score_headline(self.app, sheet)]
        controls += [ft.Text(self.app.say(h), size=12) for h in sheet.headline]
        for entry in sheet.ranking.entries:
            fill, ink = colours_of(next(p.colour for p in sheet.players if p.name == entry.player))
            controls.append(ident(f"total-{entry.player}", ft.Container(ft.Row([
                ft.Text(f"{entry.rank}.", color=ink, weight=ft.FontWeight.BOLD, width=28),
                ft.Text(entry.player, color=ink, weight=ft.FontWeight.BOLD, expand=True),
                ft.Text(str(entry.total), color=ink, size=20, weight=ft.FontWeight.BOLD)]),
                bgcolor=fill, border_radius=8, padding=10)))
        controls += sheet_chart(self.app, sheet)
        finished = self.doc.finished
        controls += [
            ident("finish", ft.OutlinedButton(t("ui.reopen" if finished else "ui.mark_finished"),
                                              on_click=lambda _: self.change(
                                                  lambda d: pg.set_finished(d, not finished)))),
            section(t("pg.ui.all_lines"))]
        controls += [self._line(int(line.label), line) for line in sheet.lines]
        return controls

    def refresh(self) -> None:
        self.report = pg.report(self.doc)
        self._scoreboard()
        self.pad.show(self.report)
        controls = self.log_tab() if self.tab == "log" else self.sheet_tab()
        self.body_kept = self.tab == "log" and _same(controls, self.body.controls)
        if not self.body_kept:  # the log tab's are the same controls from tap to tap
            self.body.controls = controls
        self.undo_button.content.disabled = not self.record.can_undo
        self.redo_button.content.disabled = not self.record.can_redo
        self.nav.selected_index = TABS.index(self.tab)

    def repainted(self) -> list[ft.Control] | None:
        """Issue 18: on the log tab shown as before, a shot, an undo or a redo sends the scores, the top
        (status and banner), what the pad changed and the latest lines, never the whole page nor the pad's
        buttons; another tab, or a pad that cannot name what it changed: None, the whole page."""
        parts = self.pad.parts()
        if self.tab == "log" and self.body_kept and parts is not None:
            final = [self.final.control] if self.final is not None and self.final_changed else []
            return [self.scores, self.top, self.banner.control, *final, *parts, self.latest, self.recent,
                    self.undo_button, self.redo_button]
        return None

    def view(self) -> ft.View:
        self.refresh()
        return ft.View(
            route=f"/game/{self.record_id}",
            appbar=ft.AppBar(title=bar_title(self.app.say(self._game_name())),
                             title_spacing=BAR_TITLE_SPACING,
                             actions=[ident("pg-questions", ft.IconButton(
                                 ft.Icons.QUIZ, width=48, height=48, tooltip=self.app.t("pg.ui.q.open"),
                                 on_click=lambda _: open_questions(self.page, self.app, pg.rules_of(self.doc),
                                                                   pg.state_of(self.doc)))),
                                 self.undo_button, self.redo_button]),
            navigation_bar=self.nav,
            controls=[self.scores, self.banner.over(self.top, self.body, spacing=8)],
            padding=10, spacing=8)

    def show_line_rules(self, number: int, rules: tuple[str, ...]) -> None:
        """A line's rules (its ids and their text from the rule book), one tap on the line away."""
        show_line_rules(self.page, self.app, str(number), rules, prefix="pg-line")

    def _game_name(self):
        return find_game(self.doc.file["game"]).name
