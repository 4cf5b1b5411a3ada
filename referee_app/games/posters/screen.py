"""A Défense d'afficher game: the turn entry (move / exchange / chance, then stick on the panel reached),
the log with undo and redo, and the result with the PDF.

Every tap becomes a change of `referee_app.games.posters.document`, saved at once through `AppState`; the rules
(and their refusals) come from `scorers.posters` through `po.report`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import BAR_TITLE_SPACING, WARNING_AMBER, bar_title, colours_of, ident, snack
from referee_app.components.rules import show_answer
from referee_app.components.saved_game import SavedGameScreen
from referee_app.components.violation_banner import ViolationBanner
from referee_app.games.posters import document as po
from referee_app.games.posters.chance import CardChoice
from referee_app.games.posters.dialogs import hand_dialog, stick_dialog, stick_right
from referee_app.games.posters.log import log_items, result_items
from referee_app.games.posters.panels import PanelView
from referee_app.games.posters.questions import open_questions
from referee_app.state import AppState
from scorers.i18n import Phrase, phrase, render
from scorers.posters.questions import stick_after_staying
from scorers.posters.rules import DIE_FACES
from scorers.registry import find_game

TABS = ("turn", "log", "result")
KINDS = ("move", "exchange", "chance")
DIRECTIONS = ("forward", "backward", "stay")


class GameScreen(SavedGameScreen):
    DOCUMENT = po.PostersDocument

    def __init__(self, page: ft.Page, app: AppState, game_id: str, go: Callable[..., Any]) -> None:
        self.open_record(page, app, game_id)
        self.game_id, self.go = game_id, go
        self.rep = po.report(self.doc)
        self.tab = "result" if self.rep.table.winner is not None else "turn"
        self.kind = "move"
        self.kind_turn = len(self.rep.state.turns)  # the turn the kind was chosen for: a new turn opens on a move
        self.count = 1
        self.pending: CardChoice | None = None  # a chance card tapped, waiting for its one-line confirm
        self.body_kept = False  # the last refresh kept the body's controls (`repainted`)
        #: the turn's controls have been shown on this screen (a finishing order entered here keeps them, closed)
        self.turn_shown = False
        t = app.t
        self.body = ft.Column(expand=True, scroll=ft.ScrollMode.AUTO, spacing=10)
        self.history_buttons()
        self.nav = ft.NavigationBar(selected_index=TABS.index(self.tab), on_change=self.switch, destinations=[
            ft.NavigationBarDestination(icon=icon, label=t(f"po.ui.tab.{name}"))
            for name, icon in zip(TABS, (ft.Icons.CASINO, ft.Icons.LIST_ALT, ft.Icons.EMOJI_EVENTS))])
        # the turn tab's controls: made once, updated in place
        self.status = ft.Text(size=18, weight=ft.FontWeight.BOLD, max_lines=2, overflow=ft.TextOverflow.ELLIPSIS)
        self.sides_row = ft.Row(wrap=True, spacing=6, run_spacing=6)
        self.pile = ft.Text(size=12)
        # a finger tall, as Hundsgemein's entry mode: the web's compact density would make it 32 px
        # the chosen kind shown by its fill alone: a check mark took the room of its word ("Échang/e" at 360 px)
        self.kind_button = ft.SegmentedButton(selected=[self.kind], on_change=self.pick_kind, segments=[],
                                              show_selected_icon=False,
                                              style=ft.ButtonStyle(visual_density=ft.VisualDensity.STANDARD,
                                                                   padding=ft.Padding.symmetric(horizontal=12,
                                                                                                vertical=12)))
        # issue 17: one tap a move, the die's number in the row of the way the pawn went (PO-MOVE, PO-STAY:
        # the rules let the player choose the direction, so roll and direction are one choice, not two)
        self.move_buttons = {(d, n): ident(f"po-move-{d}-{n}", ft.OutlinedButton(
            str(n), width=48, height=48, style=ft.ButtonStyle(padding=0),
            on_click=lambda _, d=d, n=n: self.move(d, n))) for d in DIRECTIONS for n in DIE_FACES}
        self.move_rows = [ident(f"po-moves-{d}", ft.Row([
            ft.Icon(icon, size=24, tooltip=t(f"po.ui.go.{d}"), semantics_label=t(f"po.ui.go.{d}")),
            *(self.move_buttons[d, n] for n in DIE_FACES)], spacing=4), label=t(f"po.ui.go.{d}"))
            for d, icon in zip(DIRECTIONS, (ft.Icons.ARROW_FORWARD, ft.Icons.ARROW_BACK, ft.Icons.PAUSE))]
        # a poster on another brand's slot (a mistake, PO-WRONG-SLOT): the next slot tap asks which poster
        self.wrong_poster = False
        self.wrong_toggle = ft.TextButton(t("po.ui.stick_wrong"), height=44, on_click=self.toggle_wrong)
        self.wrong_button = ident("po-stick-wrong", self.wrong_toggle)
        self.count_text = ident("po-exchange-count", ft.Text("1", size=22, weight=ft.FontWeight.BOLD, width=40,
                                                             text_align=ft.TextAlign.CENTER))
        self.exchange_button = ident("po-exchange", ft.FilledButton(t("po.ui.exchange"), height=48,
                                                                    on_click=self.exchange))
        self.cards = ft.Column(spacing=4)
        self.card_slot = ft.Column(spacing=0)  # the pending card's choices and confirm line
        self.parts = {
            # 13 px: two lines at 360 px, so that the panel stuck on after the move fits above the bar (layout)
            "move": ft.Column([ft.Text(t("po.ui.roll_help"), size=13), *self.move_rows], spacing=4),
            "exchange": ft.Column([ft.Text(t("po.ui.exchange_help")), ft.Row([
                ident("po-less", ft.IconButton(ft.Icons.REMOVE,
                                               width=48, height=48, on_click=lambda _: self.step_count(-1))),
                self.count_text,
                ident("po-more", ft.IconButton(ft.Icons.ADD,
                                               width=48, height=48, on_click=lambda _: self.step_count(1))),
                self.exchange_button])], spacing=8),
            # the pending card's confirm line above the list, where the eye is after the tap
            "chance": ft.Column([ft.Text(t("po.ui.chance_help")), self.card_slot, self.cards], spacing=8),
        }
        self.options = ft.Column(spacing=8)
        self.stick_box = ft.Column(spacing=6)
        self.panels_box = ft.Column(spacing=8)
        self.forced_box = ft.Column(spacing=6)
        panels = [p.id for p in self.rep.state.board.panels]
        # the posters in view from the start (issue 17): every panel, two slots by two, side by side in a
        # strip that scrolls sideways, above the turn's options
        self.overview = [PanelView(app, self.rep, p, compact=True) for p in panels]
        self.strip = ident("po-panels", ft.Row([v.control for v in self.overview], scroll=ft.ScrollMode.AUTO,
                                                spacing=14, vertical_alignment=ft.CrossAxisAlignment.START))
        self.board_note = ft.Text(size=11, italic=True)
        # the questions that start arguments, answered from the game as it stands (issue 29): at the foot of the
        # tab, so that nothing above it moves
        self.stay_question = ident("po-q-stay", ft.TextButton(app.t("po.ui.q.stay"), icon=ft.Icons.HELP_OUTLINE,
                                                              height=44, on_click=self.ask_stay))
        # a panel's stick view is made the first time a side stops at it, then kept (hidden when not in use):
        # showing it again is a property change, not a new control (a tap on a control Flutter has just been
        # sent can be lost), and the page does not carry every panel twice from the start (issue 18)
        self.stick_panels: dict[str, PanelView] = {}
        self.stick_help = ft.Text(weight=ft.FontWeight.BOLD, size=12)
        self.chips: list[tuple[ft.Text, ft.Control]] = []
        self.status_part, self.pile_part = ident("po-status", self.status), ident("po-pile", self.pile)
        # Issue 17: at the top of the turn, over whose turn it is, a refused claim or what `check` says of the
        # last turn (a poster on the wrong slot); a slot of fixed height, so nothing moves under the finger
        self.banner = ViolationBanner(page, app)
        self.refusal_shown = False  # the banner says a refused claim (until the next change), not the checks
        self.standing = po.last_turn_violations(self.doc)  # asked once a change, not at every repaint
        self.top = self.banner.slot(self.status_part)
        # the row's whole width, shared by its three words: at its words' own width it cut "Échange" at 360 px
        self.kind_button.expand = True
        self.kind_part = ident("po-kind", ft.Row([self.kind_button]))
        self.hand_button = ident("po-hand", ft.OutlinedButton(t("po.ui.my_hand"), icon=ft.Icons.VISIBILITY_OFF,
                                                              height=48, on_click=lambda _: hand_dialog(self)))
        self.stick_column = ft.Column([ident("po-stick-help", self.stick_help), self.wrong_button], spacing=4)
        self.stick_frame = ft.Container(self.stick_column, padding=6, border_radius=10,
                                        border=ft.Border.all(2, ft.Colors.PRIMARY), visible=False)

    # --- changes --------------------------------------------------------------------------------
    def change(self, make: Callable[[po.PostersDocument], po.Change | po.Refusal], quiet: bool = False) -> bool:
        """The shared change (painted, then saved), and a win said out loud unless `quiet`."""
        with self.lock:
            before = len(self.rep.replay.turns[-1].events) if self.rep.replay.turns else 0
            if not super().change(make):
                return False
            if not quiet:
                self._tell(before)
            self.send()  # a dialog closed in this handler updated itself only: send the screen too
            return True

    def refused(self, reasons: tuple[Phrase, ...]) -> None:
        """A refused claim is said at the top of the turn, in the rule's words (issue 17); the log and result
        tabs have no banner: there it is said in the screen's message bar."""
        if self.tab != "turn":
            return super().refused(reasons)
        self.banner.show(reasons)
        self.refusal_shown = True

    def _tell(self, before: int) -> None:
        """Say a win out loud (a penalty is in the banner, with the rest of what `check` says)."""
        last = self.rep.last
        if last is None:
            return
        news = [e for e in last.events[before:] if e.rule == "PO-WIN"]
        if news:
            snack(self.page, " ".join(self.app.say(e.text) for e in news))

    def loaded(self) -> None:
        self.refusal_shown = False  # an accepted change (or a step along the history): the refusal is gone
        self.rep = po.report(self.doc)
        self.standing = po.last_turn_violations(self.doc)
        self.pending = None
        if self.wrong_poster:  # armed for one slot tap only: a change made since disarms it
            self.toggle_wrong(None)
        if self.rep.table.winner is not None and self.tab == "turn":
            self.tab = "result"

    def switch(self, e: Any) -> None:
        with self.lock:
            self.tab = TABS[int(e.control.selected_index)]
            self.refresh()

    # --- the turn's options -----------------------------------------------------------------------
    def pick_kind(self, e: Any) -> None:
        self.kind = e.control.selected[0]
        self.refresh()

    def move(self, direction: str, roll: int) -> None:
        """The die's `roll`, gone `direction` (or stayed put): the turn's move, in one tap."""
        steps = {"forward": roll, "backward": -roll, "stay": 0}[direction]
        self.change(lambda d: po.new_turn(d, {"roll": roll, "move": steps}))

    def stick(self, slot: str) -> None:
        """A tap on a free slot of the panel stopped at: the poster of the brand reserved there goes on it
        (issue 17: one tap a poster; undo takes it back). Armed by `toggle_wrong`, the tap asks which
        poster went on it instead, for a poster on another brand's slot (PO-WRONG-SLOT)."""
        if self.wrong_poster:
            self.toggle_wrong(None)
            stick_dialog(self, slot, wrong=True)
        else:
            stick_right(self, slot)

    def toggle_wrong(self, _: Any) -> None:
        """Arm (or disarm) the next slot tap for a poster on another brand's slot; only the button changes."""
        self.wrong_poster = not self.wrong_poster
        button = self.wrong_toggle
        button.content = self.app.t("po.ui.stick_wrong_armed" if self.wrong_poster else "po.ui.stick_wrong")
        button.style = ft.ButtonStyle(bgcolor=ft.Colors.SECONDARY_CONTAINER if self.wrong_poster else None)

    def step_count(self, delta: int) -> None:
        self.count = max(1, min(self.count + delta, max(1, self.rep.table.hands[self.rep.table.next_side or 0])))
        self.refresh()

    def exchange(self, _: Any) -> None:
        count, self.count = self.count, 1
        if not self.change(lambda d: po.new_turn(d, {"exchange": count})):
            self.count = count
            self.refresh()
            self.page.update()

    def card_buttons(self, append: bool) -> ft.Control:
        deck = self.rep.state.board.deck
        stock = dict(self.rep.table.stock)
        prefix = "po-forced" if append else "po-card"
        return ft.Column([ident(f"{prefix}-{c.id}", ft.OutlinedButton(
            f"{self.app.say(c.label)} ({stock.get(c.id, 0)})", height=44,
            on_click=lambda _, c=c.id: CardChoice(self, c, append).open())) for c in deck], spacing=4)

    def show_card(self, choice: CardChoice | None) -> None:
        """The card tapped (its choices and one-line confirm) in the turn, or none."""
        with self.lock:
            self.pending = choice
            self.refresh()

    # --- the tabs ------------------------------------------------------------------------------------
    # The turn tab is made once and repainted in place (issue 18): a tap changes only the properties whose
    # value changed, and the language is read once per repaint (each `app.t` would ask the store).
    def words(self) -> Callable[..., str]:
        lang = self.app.lang
        return lambda key, **params: render(phrase(key, **params), lang)

    def _finish_part(self, t: Callable[..., str]) -> ft.Control:
        """PO-FINISH (issue 24): a finished game entered by its finishing order, one tap a side (the winner
        first); offered while no turn is logged. Built once per set of sides."""
        state = self.rep.state
        if getattr(self, "finish_buttons", None) is None or len(self.finish_buttons) != len(state.sides):
            self.finish_buttons = []
            for side in state.sides:
                fill, ink = colours_of(side.info.colour)
                self.finish_buttons.append(ident(f"po-finish-{side.info.letter}", ft.FilledButton(
                    content=ft.Text(side.info.name, size=15, weight=ft.FontWeight.BOLD), height=48,
                    style=ft.ButtonStyle(bgcolor=fill, color=ink),
                    on_click=lambda _, x=side.info.letter: self.change(lambda d: po.place_finish(d, x)))))
            self.finish_order = ft.Text(size=14, weight=ft.FontWeight.BOLD)
            self.finish_box = ft.Container(ft.Column([
                ft.Text(t("po.ui.finish.title"), size=15, weight=ft.FontWeight.BOLD),
                ft.Text(t("po.ui.finish.help"), size=13, italic=True),
                ft.Row(self.finish_buttons, wrap=True, spacing=6, run_spacing=6),
                ident("po-finish-order", self.finish_order)], spacing=6),
                padding=8, border_radius=10, border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT))
        order = [state.names[i] for i in state.finish]
        if state.turns:
            return self.finish_box
        self.finish_order.value = (t("po.ui.finish.order", order=", ".join(f"{n}. {name}" for n, name in
                                                                          enumerate(order, start=1)))
                                   if order else t("po.ui.finish.empty"))
        return self.finish_box

    def _side_chips(self, t: Callable[..., str]) -> None:
        state, table = self.rep.state, self.rep.table
        if len(self.chips) != len(state.sides):
            self.chips = []
            for side in state.sides:
                fill, ink = colours_of(side.info.colour)
                text = ft.Text(color=ink, size=13)
                self.chips.append((text, ident(f"po-side-{side.info.letter}", ft.Container(
                    text, bgcolor=fill, padding=8, border_radius=8))))
            self.sides_row.controls = [chip for _, chip in self.chips]
        for i, (text, chip) in enumerate(self.chips):
            playing = table.next_side == i
            value = t("po.ui.side_chip", side=state.sides[i].info.name, left=table.hands[i],
                      square=table.positions[i])
            if (text.value, chip.content.border is not None) != (value, playing):
                text.value = value
                text.weight = ft.FontWeight.BOLD if playing else None
                chip.content.border = ft.Border.all(3, ft.Colors.PRIMARY) if playing else None

    def _kinds(self, t: Callable[..., str]) -> None:
        kinds = [k for k in KINDS if self.rep.state.rules.cards or k != "chance"]
        if self.kind_turn != len(self.rep.state.turns):
            self.kind, self.kind_turn = "move", len(self.rep.state.turns)
        self.kind = self.kind if self.kind in kinds else "move"
        labels = [t(f"po.ui.kind.{k}") for k in kinds]
        if [s.label.value for s in self.kind_button.segments] != labels:
            self.kind_button.segments = [ft.Segment(value=k, label=ft.Text(label)) for k, label in zip(kinds, labels)]
        if self.kind_button.selected != [self.kind]:
            self.kind_button.selected = [self.kind]
        if self.options.controls != [self.parts[self.kind]]:
            self.options.controls = [self.parts[self.kind]]

    def turn_tab(self) -> list[ft.Control]:
        rep, t = self.rep, self.words()
        table, state = rep.table, rep.state
        if state.finish and not self.turn_shown:  # PO-FINISH: entered by its finishing order, no turn to play
            self.status.value = t("po.ui.over", side=state.names[state.finish[0]])
            finish = self._finish_part(t)
            finish.visible = True
            return [finish]
        # the turn's controls were on show (the order is being entered on this screen): they stay, closed, so
        # that the finishing order does not jump under the finger after the winner's tap (issue 36)
        self.turn_shown = True
        closed = bool(state.finish)
        for part in (self.kind_part, self.options):
            part.disabled = closed
        cards = state.rules.cards
        if closed:
            self.status.value = t("po.ui.over", side=state.names[state.finish[0]])
        elif table.next_side is None:
            self.status.value = t("po.ui.over", side=state.names[table.winner])
        else:
            side = state.sides[table.next_side]
            member = rep.next_member()
            who = side.info.name if len(side.members) == 1 else t("po.ui.member_of", member=member, side=side.info.name)
            self.status.value = t("po.ui.to_play", n=len(state.turns) + 1, who=who)
        self._side_chips(t)
        self.pile.value = (t("po.ui.pile", reserve=table.reserve, stock=table.stock_size, bans=len(table.bans))
                           if cards else t("po.ui.pile_simple", reserve=table.reserve))
        self._kinds(t)
        self.count_text.content.value = str(self.count)
        if self.kind == "chance":
            self.cards.controls = [self.card_buttons(append=False)]
        pending = self.pending
        slot = [pending.control] if pending and not pending.append else []
        if self.card_slot.controls != slot:
            self.card_slot.controls = slot
        self.stick_box.controls = self._stick_part(t)
        forced = self._forced_part()
        if forced or self.forced_box.controls:
            self.forced_box.controls = forced
        # empty, it would still take the body's spacing: 10 px the panel stuck on needs at 360 px (layout)
        self.forced_box.visible = bool(forced)
        for view in self.overview:
            view.show(rep, t)
        self.board_note.value = t("po.ui.board_is", board=state.board.label)
        self.hand_button.content.content = t("po.ui.my_hand")
        # the finishing order stays in the list, hidden once a turn is logged: a move keeps the tab's controls
        finish = self._finish_part(t)
        finish.visible = not state.turns
        return self._order() + [finish]

    def ask_stay(self, _: Any = None) -> None:
        """"May I stick after staying put?", answered by the rules from the game as it stands."""
        show_answer(self.page, self.app, self.app.t("po.ui.q.stay"), stick_after_staying(self.rep.state), "po-q-stay")

    def _order(self) -> list[ft.Control]:
        """The turn tab's controls, top to bottom. Issue 17 (no scrolling before a move): the kind of turn and
        the die's buttons right under the status line, in view at 360 x 780; then what the move calls for (a
        forced draw, the slots to stick on), under the die's buttons so that they do not move under the
        finger; the posters; the sides' counts. A chance card's list is long: it goes under the posters,
        which stay in view (the kind's buttons do not move). The panel stuck on precedes the strip, whose
        slots have the same ids."""
        if self.rep.table.next_side is None:
            return [self.forced_box, self.stick_box, self.strip, self.sides_row, self.pile_part,
                    self.hand_button, self.board_note, self.stay_question]
        chance = self.kind == "chance"
        return [self.kind_part, *([] if chance else [self.options]), self.forced_box, self.stick_box, self.strip,
                *([self.options] if chance else []), self.sides_row, self.pile_part, self.hand_button,
                self.board_note, self.stay_question]

    def _stick_part(self, t: Callable[..., str]) -> list[ft.Control]:
        """After a move onto a brush square: that panel's slots, to stick on; after a « Foncez dans le
        brouillard »: every panel's (PO-FOG)."""
        panels = self.rep.stick_panels()
        self.stick_frame.visible = bool(panels)
        for pid in panels:
            if pid not in self.stick_panels:
                view = PanelView(self.app, self.rep, pid, self.stick, "po-stick-panel")
                self.stick_panels[pid] = view
                self.stick_column.controls = [*self.stick_column.controls, view.control]
        for pid, view in self.stick_panels.items():
            view.control.visible = pid in panels
        if panels:
            name = self.rep.state.names[self.rep.last.side]
            members = list(self.rep.state.sides[self.rep.last.side].members)  # the French verb agrees
            fog = self.rep.fog_left()
            self.stick_help.value = (t("po.ui.fog_help", side=name, count=fog) if fog
                                     else t("po.ui.stick_help", side=name, panel=panels[0], members=members))
            for pid in panels:
                self.stick_panels[pid].show(self.rep, t)
        return [self.stick_frame]

    def _forced_part(self) -> list[ft.Control]:
        last = self.rep.last
        if last is None or not last.forced_draw:
            return []
        pending = self.pending
        return [ft.Container(ft.Column([
            ident("po-forced-help", ft.Text(self.app.t("po.ui.forced", side=self.rep.state.names[last.side],
                                                       members=list(self.rep.state.sides[last.side].members)),
                                            weight=ft.FontWeight.BOLD, color=WARNING_AMBER)),
            self.card_buttons(append=True), *([pending.control] if pending and pending.append else [])], spacing=6),
            padding=10, border_radius=10, border=ft.Border.all(2, WARNING_AMBER))]

    def refresh(self) -> None:
        tab = {"turn": self.turn_tab,
               "log": lambda: log_items(self.app, self.rep),
               "result": lambda: result_items(self.page, self.app, self.rep, self.doc, self.record.title)}[self.tab]
        controls = tab()
        self.top.visible = self.tab == "turn"
        if not self.refusal_shown:  # a penalty of the last turn in words at the top, its rule a tap away
            self.banner.show(self.standing)
        shown = self.body.controls
        self.body_kept = len(shown) == len(controls) and all(a is b for a, b in zip(shown, controls))
        if self.body.controls != controls:  # the same controls: nothing to send for the list itself
            self.body.controls = controls
        self.undo_button.content.disabled = not self.record.can_undo
        self.redo_button.content.disabled = not self.record.can_redo
        self.nav.selected_index = TABS.index(self.tab)

    def repainted(self) -> list[ft.Control] | None:
        """Issue 18: the turn tab repainted in place sends its parts and, of the panels strip, only the titles
        and slots that changed (a move, an undo, a redo); another tab or layout: None, the whole page."""
        if self.tab != "turn" or not self.body_kept:
            return None
        box = getattr(self, "finish_box", None)
        finish = [box] if box is not None and (box.visible or self.rep.state.turns and len(self.rep.state.turns) == 1
                                                ) else []  # shown, or just hidden by the first turn
        turn_part = [] if self.rep.table.next_side is None else [self.kind_part, self.options]  # as `_order`
        return [self.top, self.banner.control, *turn_part, self.forced_box, self.stick_box,
                *(c for view in self.overview for c in view.changed), self.sides_row, self.pile_part,
                self.hand_button, self.board_note, *finish, self.undo_button, self.redo_button]

    def view(self) -> ft.View:
        self.refresh()
        return ft.View(route=f"/game/{self.game_id}",
                       appbar=ft.AppBar(title=bar_title(self.app.say(find_game(self.record.game).name)),
                                        title_spacing=BAR_TITLE_SPACING,
                                        actions=[ident("po-questions", ft.IconButton(
                                            ft.Icons.QUIZ, width=48, height=48, tooltip=self.app.t("po.ui.q.open"),
                                            on_click=lambda _: open_questions(self.page, self.app, self.rep.state))),
                                            self.undo_button, self.redo_button]),
                       navigation_bar=self.nav, controls=[self.banner.column(self.top, self.body)], padding=10)
