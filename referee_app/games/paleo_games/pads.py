"""The logging pads of the shot-by-shot games: the three billiards, Match aux points and Frontière.

A pad is built once (its buttons stay the same controls, so quick taps are not lost) and `show(report)`
updates it in place. A tap builds an event and hands it to `screen.log`, which asks the rules. What the
pad remembers between taps (the first piece of a two-piece shot...) is only the entry in progress.

Issue 18: a pad names the controls its `show` may change (`parts`: its texts, its inputs, the wrappers whose
visibility changed), never its buttons, whose style Flet sends again each time they are compared; a tap,
an undo and a redo send those with the screen's scores and lines, and a tap that only changes the entry in
progress sends them alone (`repaint`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import colours_of, ident
from referee_app.games.paleo_games import document as pg
from referee_app.games.paleo_games.turn_points import TurnPointsEntry
from scorers.i18n import phrase, render
from scorers.paleo_games.billard_compte import ORDER
from scorers.paleo_games.billiards import COLOURS as PIECE_COLOURS
from scorers.paleo_games.billiards import NUMBERS, DoublesGame, piece_phrase
from scorers.paleo_games.frontiere import PIECES as BORDER_PIECES
from scorers.paleo_games.points import EXPLORERS, MERCENARIES
from scorers.paleo_games.points import piece_phrase as mp_piece

PIECE_FILL = {"r": ("#C0392B", "#FFFFFF"), "g": ("#2E8540", "#FFFFFF")}
BIG = 52


def big(label: str, on_click, identifier: str, width: float | None = None, filled: bool = True,
        colours: tuple[str, str] | None = None) -> ft.Control:
    style = ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=6), bgcolor=colours[0] if colours else None,
                           color=colours[1] if colours else None)
    kind = ft.FilledButton if filled else ft.OutlinedButton
    return ident(identifier, kind(content=ft.Text(label, size=15, weight=ft.FontWeight.BOLD, text_align="center"),
                                  on_click=on_click, height=BIG, width=width, style=style))


#: A piece a finger wide, the gap between two, and the screen's side padding (screen.py's view): 8 pieces
#: in a row where they fit (412 px), else two rows of 4 (360 px wrapped 7 + 1, the last one alone).
PIECE, GAP, SIDES = 44, 3, 20


def piece_rows(buttons: list[ft.Control], page_width: float | None) -> list[ft.Control]:
    """The buttons of 8 pieces as rows of equal length (width: each button's own `width`, set by the caller
    through `piece_width`)."""
    per_row = 8 if piece_width(page_width) == PIECE else 4
    return [ft.Row(buttons[i:i + per_row], spacing=GAP) for i in range(0, len(buttons), per_row)]


def piece_width(page_width: float | None) -> float:
    """44 px where 8 fit in a row, else the width that makes two rows of 4 fill the screen."""
    room = (page_width or 412) - SIDES
    return PIECE if room >= 8 * PIECE + 7 * GAP else (room - 3 * GAP) // 4


class Pad:
    """What every pad has: the screen, whose shot it is (chosen while nobody has played yet)."""

    def __init__(self, screen) -> None:
        self.screen = screen
        self.app = screen.app
        self.chosen = 0
        self.shooter_text = ft.Text(size=16, weight=ft.FontWeight.BOLD)
        self.chooser = ft.SegmentedButton(selected=["0"], on_change=self._choose, show_selected_icon=False,
                                          style=ft.ButtonStyle(visual_density=ft.VisualDensity.STANDARD,
                                                               padding=ft.Padding.symmetric(horizontal=12,
                                                                                            vertical=12)),
                                          segments=[ft.Segment(value=str(i), label=ft.Text(n))
                                                    for i, n in enumerate(screen.names())])
        # visibility goes on the identifier's wrapper: a Semantics must show its content
        self.chooser_box = ident("pg-chooser", self.chooser)
        self.info = ft.Text(size=13)
        self.control = ft.Column(self.build(), spacing=10)

    def _choose(self, e: Any) -> None:
        self.chosen = int(e.control.selected[0])
        self.repaint()

    def repaint(self) -> None:
        """Show the entry in progress after a tap that logs nothing, and send the pad's parts (Flet's own
        update after a handler that sent nothing would compare the whole page); a pad that cannot name
        them leaves that update to Flet."""
        self.show(self.screen.report)
        parts = self.parts()
        if parts:
            self.screen.page.update(*parts)

    def build(self) -> list[ft.Control]:
        raise NotImplementedError

    def shooter_row(self) -> list[ft.Control]:
        return [ident("pg-shooter", self.shooter_text), self.chooser_box]

    def shooter(self, report) -> int:
        """Whose shot it is: the turn, or (nobody has played) the one chosen."""
        return self.chosen if report.turn is None else report.turn

    def show_shooter(self, report) -> None:
        """Who plays. The choice of who starts is open until the first event; after it the same buttons
        stay, showing whose turn it is, so that nothing below them moves under the finger (issue 17)."""
        shooter = self.shooter(report)
        self.chooser.disabled = report.turn is not None or report.over
        if self.chooser.selected != [str(shooter)]:
            self.chooser.selected = [str(shooter)]
        self.shooter_text.value = self.app.t("pg.ui.shooting", player=report.state.names[shooter])

    def show(self, report) -> None:
        self.show_shooter(report)

    def parts(self) -> list[ft.Control] | None:
        """Issue 18: the controls the last `show` (and the tap before it) changed, for the screen's targeted
        repaint; None where the pad cannot name them (the whole page is compared)."""
        return None

    def turn_entry(self) -> TurnPointsEntry:
        """Turn points (issue 24): a turn as its points, for the player `shooter` names; built once."""
        page_width = getattr(self.screen.page, "width", None)
        rules = pg.rules_of(self.screen.doc)
        state = self.screen.report.state
        # a row of numbers a player: one tap says who scored and how much (where turns are kept, a tap in the
        # other player's row says the turn between scored nothing)
        players = [(p.name, colours_of(p.colour)) for p in state.players]
        self.turns = TurnPointsEntry(self.app.t, rules.game_id, lambda buttons: piece_rows(buttons, page_width),
                                     piece_width(page_width), BIG, rules.closes_numbers, self.enter_turn, self.repaint,
                                     players, zero=rules.closes_numbers)
        return self.turns

    def enter_turn(self, typed: str, closed: list[int], then: Callable[[], None], seat: int | None = None) -> bool:
        """A turn's points for `seat` (None: the pad's player). Where turns are kept and it is the other
        player's turn, that turn scored nothing: it is entered before, in the same change (one undo)."""
        report = self.screen.report
        side = self.shooter(report) if seat is None else seat
        names = report.state.names
        rules = pg.rules_of(self.screen.doc)
        missed = (names[report.turn] if rules.takes_turns and report.turn is not None and report.turn != side
                  else None)
        return self.screen.log_turn(names[side], typed, closed, then, missed)

    def show_turn_entry(self, report) -> None:
        player = report.state.names[self.shooter(report)]
        self.turns.show(self.app.t("pg.ui.totals.help", player=player), report.over)

    def log(self, event: dict[str, Any], then: Callable[[], None] | None = None) -> bool:
        """Log `event`; `then` (the entry in progress cleared) runs once it is logged, before the repaint is
        sent, so that it goes with it."""
        return self.screen.log(event, then)


def double_button(n: int, on_click, width: float = PIECE) -> ft.Container:
    """A double of `n` at one tap: the red and the green piece side by side, one number."""
    red, green = PIECE_FILL["r"][0], PIECE_FILL["g"][0]
    return ft.Container(
        ft.Text(str(n), size=15, weight=ft.FontWeight.BOLD, color="#FFFFFF"), width=width, height=BIG,
        alignment=ft.Alignment.CENTER, border_radius=BIG / 2, ink=True, on_click=on_click,
        gradient=ft.LinearGradient(colors=[red, red, green, green], stops=[0, 0.5, 0.5, 1]))


class BilliardPad(Pad):
    """The 16 numbered pieces: a tap logs a shot touching that piece; "two pieces" holds the first. At the
    games of doubles (the rules are a `DoublesGame`), a row of doubles: one tap logs the two shots of a
    double, red then green, as one change (issue 17: a scoring turn is a run of doubles)."""

    def build(self) -> list[ft.Control]:
        t = self.app.t
        self.held: str | None = None
        self.changed_doubles: list[ft.Control] = []  # the doubles the last `show` opened or closed
        self.two = ft.Switch(label=t("pg.ui.two_pieces"), value=False, height=48,
                             on_change=lambda _: self._reset_hold())
        rows: list[ft.Control] = []
        page_width = getattr(self.screen.page, "width", None)
        width = piece_width(page_width)
        for c in PIECE_COLOURS:
            rows += piece_rows([big(str(n), lambda _, p=f"{c}{n}": self.tap(p), f"pg-piece-{c}{n}", width=width,
                                    colours=PIECE_FILL[c]) for n in NUMBERS], page_width)
        rules = pg.rules_of(self.screen.doc)
        self.doubler = rules if isinstance(rules, DoublesGame) else None
        self.doubles: dict[int, ft.Container] = {}
        if self.doubler is not None:
            self.doubles = {n: double_button(n, lambda _, n=n: self.double(n), width) for n in NUMBERS}
            self.doubles_row = ft.Column(piece_rows([ident(f"pg-double-{n}", button, button=True)
                                                     for n, button in self.doubles.items()], page_width), spacing=8)
            rows += [ft.Text(t("pg.ui.doubles"), size=13, italic=True), self.doubles_row]
        return [*self.shooter_row(), self.turn_entry().control, ft.Text(t("pg.ui.totals.shots"), size=13), *rows,
                ft.Row([ident("pg-two", self.two),
                        big(t("pg.ui.nothing"), lambda _: self.shoot([]), "pg-none", filled=False)], wrap=True),
                ident("pg-info", self.info)]

    def _reset_hold(self) -> None:
        self.held = None
        self.repaint()

    def tap(self, piece: str) -> None:
        if self.two.value and self.held is None:
            self.held = piece
            return self.repaint()
        touched = [self.held, piece] if self.held else [piece]
        self.shoot(touched)

    def shoot(self, touched: list[str]) -> None:
        report = self.screen.report
        shooter = report.state.names[self.shooter(report)]
        self.held, self.two.value = None, False
        self.log({"type": "shot", "player": shooter, "touched": touched})

    def double(self, made: int) -> None:
        """Log the double of `made`: the rules' own two shots, or (refused) neither."""
        if self.doubler is None:
            return
        report = self.screen.report
        shooter = report.state.names[self.shooter(report)]
        self.held, self.two.value = None, False
        self.screen.log_events([shot.model_dump(mode="json") for shot in self.doubler.double_shots(shooter, made)])

    def show(self, report) -> None:
        super().show(report)
        self.show_turn_entry(report)
        self.changed_doubles = []
        if self.doubler is not None:
            open_now = () if report.over else self.doubler.open_doubles(report.replay.tally)
            for n, button in self.doubles.items():
                if button.disabled != (n not in open_now):  # sent only when it changes
                    button.disabled = n not in open_now
                    button.opacity = 0.35 if button.disabled else 1.0
                    self.changed_doubles.append(button)
        lang = self.app.lang
        parts = []
        if self.held:
            parts.append(self.app.t("pg.ui.held", piece=render(piece_phrase(self.held), lang)))
        parts.append(self.app.say(self.hint(report)))
        self.info.value = " · ".join(parts)

    def parts(self) -> list[ft.Control] | None:
        # not the pieces' buttons: they never change, and Flet would send each one's style again. The doubles
        # that changed go in their row, one patch (a shot opens or closes up to eight: one message, not eight)
        doubles = [self.doubles_row] if self.changed_doubles else []
        return [self.shooter_text, self.chooser_box, *self.turns.parts(), self.two, self.info, *doubles]

    def hint(self, report):
        tally = report.replay.tally
        pending = render(piece_phrase(tally.pending), self.app.lang) if tally.pending else "—"
        return phrase("pg.ui.hint.double", pending=pending, done=sorted(tally.done) or "—")


class CricketPad(BilliardPad):
    def hint(self, report):
        closed = report.replay.tally.closed
        return phrase("pg.ui.hint.cricket", sides=[phrase("pg.team", team=n, members=sorted(c) or ["—"])
                                                   for n, c in zip(report.state.names, closed)])


class CountPad(BilliardPad):
    def hint(self, report):
        score = report.replay.tally.score
        return phrase("pg.ui.hint.count", sides=[
            phrase("pg.team", team=n, members=[piece_phrase(ORDER[s]) if s < len(ORDER) else "✓"])
            for n, s in zip(report.state.names, score)])


class PointsPad(Pad):
    """Match aux points: the player, Entry or Capture, then the piece (and the exchange or the capturer)."""

    def build(self) -> list[ft.Control]:
        t = self.app.t
        self.action = ft.SegmentedButton(selected=["entry"], show_selected_icon=False,
                                         on_change=lambda _: self.repaint(),
                                         segments=[ft.Segment(value="entry", label=ft.Text(t("pg.ui.mp.entry"))),
                                                   ft.Segment(value="capture", label=ft.Text(t("pg.ui.mp.capture")))])
        self.by = ft.SegmentedButton(selected=[str(min(MERCENARIES))], show_selected_icon=False, segments=[
            *[ft.Segment(value=str(n), label=ft.Text(str(n))) for n in sorted(MERCENARIES)],
            ft.Segment(value="off", label=ft.Text(t("pg.ui.mp.off")))])
        self.exchange = ft.Dropdown(label=t("pg.ui.mp.exchange"), value="none", dense=True, width=200, options=[])
        self.exchanges: tuple[int, ...] | None = None  # the pieces the exchange offers (rebuilt when they change)
        self.help = ft.Text(size=13, italic=True)
        page_width = getattr(self.screen.page, "width", None)
        self.pieces = [big(str(n), lambda _, n=n: self.tap(n), f"pg-mp-piece-{n}", width=piece_width(page_width))
                       for n in range(1, 9)]
        self.by_box, self.exchange_box = ident("pg-mp-by", self.by), ident("pg-mp-exchange", self.exchange)
        return [*self.shooter_row(), self.turn_entry().control, ft.Text(t("pg.ui.totals.shots"), size=13),
                ident("pg-mp-action", self.action), self.by_box, self.exchange_box, self.help,
                *piece_rows(self.pieces, page_width),
                ident("pg-info", self.info)]

    def shooter(self, report) -> int:
        return self.chosen

    def tap(self, number: int) -> None:
        report = self.screen.report
        player = report.state.names[self.chosen]
        if self.action.selected[0] == "entry":
            event: dict[str, Any] = {"type": "entry", "player": player, "piece": number}
            if self.exchange.value not in (None, "none"):
                event["exchange"] = int(self.exchange.value)
        else:
            event = {"type": "capture", "player": player, "piece": number}
            if self.by.selected[0] != "off":
                event["by"] = int(self.by.selected[0])
        self.exchange.value = "none"
        self.log(event)

    def show(self, report) -> None:
        t = self.app.t
        self.chooser_box.visible = not report.over
        me = self.chosen
        self.shooter_text.value = t("pg.ui.mp.for", player=report.state.names[me])
        self.show_turn_entry(report)
        entry = self.action.selected[0] == "entry"
        self.by_box.visible, self.exchange_box.visible = not entry, entry
        held = report.replay.tally.captured
        if self.exchanges != tuple(sorted(held[me])):  # new options only when they change: each is sent anew
            self.exchanges = tuple(sorted(held[me]))
            self.exchange.options = [ft.DropdownOption(key="none", text=t("pg.ui.mp.no_exchange"))] + [
                ft.DropdownOption(key=str(n), text=str(n)) for n in self.exchanges]
        other = report.state.names[1 - me]
        self.help.value = t("pg.ui.mp.help_entry" if entry else "pg.ui.mp.help_capture", other=other)
        for n, button in zip(range(1, 9), self.pieces):
            kind = EXPLORERS if n in EXPLORERS else MERCENARIES
            button.content.style.bgcolor = "#1F5AA6" if kind is EXPLORERS else "#6C3483"
        self.info.value = " · ".join(
            t("pg.ui.mp.captured", player=n, pieces=", ".join(render(mp_piece(x), self.app.lang) for x in sorted(c))
              or "—") for n, c in zip(report.state.names, held))

    def parts(self) -> list[ft.Control] | None:
        # not the pieces' buttons: their colours never change (and Flet would send each one's style again)
        return [self.shooter_text, self.chooser_box, *self.turns.parts(), self.by_box, self.exchange_box, self.help,
                self.info]


class FrontierePad(Pad):
    """Frontière: after each shot, each player's pieces in the enemy camp (steppers), then Log."""

    def build(self) -> list[ft.Control]:
        self.counts = [0, 0]
        self.count_texts = [ft.Text("0", size=26, weight=ft.FontWeight.BOLD, width=40, text_align="center")
                            for _ in range(2)]
        self.labels = [ft.Text(expand=True, size=15) for _ in range(2)]
        rows = []
        for i in range(2):
            fill, ink = colours_of(self.screen.report.state.players[i].colour)
            rows.append(ft.Row([
                self.labels[i],
                big("−", lambda _, i=i: self.step(i, -1), f"pg-fr-minus-{i}", width=BIG, colours=(fill, ink)),
                ident(f"pg-fr-count-{i}", self.count_texts[i]),
                big("+", lambda _, i=i: self.step(i, 1), f"pg-fr-plus-{i}", width=BIG, colours=(fill, ink))]))
        return [*self.shooter_row(), ft.Text(self.app.t("pg.ui.fr.help"), size=13, italic=True), *rows,
                big(self.app.t("pg.ui.log_shot"), lambda _: self.shoot(), "pg-fr-log")]

    def step(self, side: int, delta: int) -> None:
        self.counts[side] = min(BORDER_PIECES, max(0, self.counts[side] + delta))
        self.count_texts[side].value = str(self.counts[side])
        self.screen.page.update(self.count_texts[side])  # the count alone (not the page, nor the steppers)

    def shoot(self) -> None:
        report = self.screen.report
        names = report.state.names
        self.log({"type": "shot", "player": names[self.shooter(report)], "across": dict(zip(names, self.counts))})

    def show(self, report) -> None:
        super().show(report)
        self.counts = list(report.replay.tally.score)
        for i, name in enumerate(report.state.names):
            self.count_texts[i].value = str(self.counts[i])
            self.labels[i].value = self.app.t("pg.ui.fr.across", player=name)

    def parts(self) -> list[ft.Control] | None:
        # not the steppers: coloured buttons that never change
        return [self.shooter_text, self.chooser_box, *self.count_texts, *self.labels]
