"""A Numeri or Fröscheln game: the track with its tokens and the referee panel, the score, the boards.

Every tap becomes a change of `referee_app.games.track.document`, saved at once through `AppState` (undo and
redo come from the store); moves, checks and scores come from `scorers.track`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app import boards
from referee_app.components.common import BAR_TITLE_SPACING, bar_title, colours_of, ident
from referee_app.components.saved_game import SavedGameScreen
from referee_app.components.violation_banner import ViolationBanner
from referee_app.games.track import document as tm
from referee_app.games.track.board import HIGHLIGHTS, TrackDrawing
from referee_app.games.track.editor import BoardsPanel
from referee_app.games.track.questions import open_questions
from referee_app.games.track.referee import RefereePanel
from referee_app.games.track.score import ScorePanel
from referee_app.state import AppState
from scorers.i18n import Phrase, edition_key
from scorers.registry import find_game
from scorers.track.checks import token_phrase
from scorers.track.rules import TOKENS

TABS = ("track", "score", "boards")
ICONS = (ft.Icons.ROUTE, ft.Icons.EMOJI_EVENTS, ft.Icons.EDIT_ROAD)


class GameScreen(SavedGameScreen):
    DOCUMENT = tm.TrackDocument

    def __init__(self, page: ft.Page, app: AppState, game_id: str, go: Callable[..., Any]) -> None:
        self.open_record(page, app, game_id)
        self.game_id, self.go = game_id, go
        self.game = self.doc.file["game"]
        self.tab = "score" if self.doc.finished else "track"
        self.pending: int | None = None
        #: (seat, token) a tap on an empty cell places (issue 17: one tap a token): chosen after a token is
        #: placed by hand (the next to place) or by a tap on a token; let go of at any other change
        self.selected: tuple[int, int] | None = tm.first_to_place(self.doc)
        self.drawing: TrackDrawing | None = None
        self.token_buttons: dict[tuple[int, int], ft.Container] = {}
        self.token_semantics: dict[tuple[int, int], ft.Semantics] = {}
        self.body = ft.Column(expand=True, scroll=ft.ScrollMode.AUTO, spacing=8)
        self.cell_info = ft.Text(weight=ft.FontWeight.BOLD)
        self.chooser = ft.Column(spacing=4)
        self.end_text = ft.Text(italic=True, size=12, max_lines=3, overflow=ft.TextOverflow.ELLIPSIS)
        # Issue 17: at the top of the track, over where the game stands, a refused tap or what the checks say
        # of the game as it stands; a slot of fixed height, so that nothing moves under the finger
        self.banner = ViolationBanner(page, app)
        self.refusal_shown = False  # the banner says a refused tap (until the next change), not the checks
        # FRO-END's end is the table's word: "game over" beside the end rule, at the top (issue 24: one tap, not
        # the Score tab then its button), once every frog is placed; the slot keeps its height
        self.ends_row = ident("track-finish", ft.FilledButton(app.t("tr.ui.table_ends"), on_click=self.table_ends),
                              visible=False)
        # a token's cell chosen: "Lift the token off" at the top too, in view whatever the scroll (issue 36: at the
        # foot of the token rows it lay under the tab bar at 412 x 915)
        self.lift_button = ft.OutlinedButton(app.t(edition_key("tr.ui.lift", self.game)), icon=ft.Icons.EJECT,
                                             height=48, on_click=self.lift_pending)
        self.lift_row = ident("lift-token", self.lift_button, visible=False)
        self.top = self.banner.slot(ft.Row([ident("end-status", self.end_text, expand=True), self.ends_row,
                                            self.lift_row],
                                           spacing=8, vertical_alignment=ft.CrossAxisAlignment.CENTER))
        # the track tab's parts, kept from one repaint to the next so that a tap sends only what changed
        self.board_name = ft.Text(size=12)
        self.track_parts = (ident("board-name", self.board_name), ft.Divider())
        #: whether the screen is on the page: from then on a repaint of the track tab is sent in place
        self.live = False
        self.sent_itself = False  # the last refresh sent its targeted repaint itself (`repainted`)
        self.referee = RefereePanel(self)
        self.boards = BoardsPanel(self)
        self.score = ScorePanel(self)
        self.history_buttons()
        self.nav = ft.NavigationBar(
            selected_index=TABS.index(self.tab), on_change=self.switch,
            destinations=[ft.NavigationBarDestination(icon=icon, label=app.t(f"tr.ui.tab.{name}"))
                          for name, icon in zip(TABS, ICONS)])

    # --- changes --------------------------------------------------------------------------------
    def switch(self, e: Any) -> None:
        with self.lock:
            self.tab = TABS[int(e.control.selected_index)]
            self.refresh()
            if self.tab == "score":  # the values read: the keyboard in the first empty one (issue 24)
                self.score.ask_focus()

    def refused(self, reasons: tuple[Phrase, ...]) -> None:
        """A refused tap is said at the top of the track, in the rule's words (issue 17), and only the banner
        is sent; the score and boards tabs have no banner: there it is said in the screen's message bar."""
        if self.tab != "track":
            return super().refused(reasons)
        self.banner.show(reasons)
        self.refusal_shown = True
        if self.live:
            self.page.update(self.banner.control)

    def loaded(self) -> None:
        self.refusal_shown = False  # an accepted change (or a step along the history): the refusal is gone
        # a move, a roll, an undo...: a later cell tap places nothing unasked (but the first token of an empty
        # track, which the screen says)
        self.selected = tm.first_to_place(self.doc)
        self.pending = None  # nor does a cell chosen before them stay chosen (and said) for the rest of the game

    # --- entering the table: a cell then a token, or the chosen token then its cell ----------------
    def tap_cell(self, cell: int) -> None:
        """An empty cell with a token chosen: that token goes there. Otherwise the cell is chosen (tapped
        again: let go of), for the token tapped next or to lift the one on it."""
        with self.lock:
            chosen = self.selected if self.pending is None and tm.token_on(self.doc, cell) is None else None
            if chosen is None:
                self.pending = None if self.pending == cell else cell
                return self.refresh()
        self._place(*chosen, cell)

    def tap_token(self, seat: int, token: int) -> None:
        """With a cell chosen, the token goes there; else it is the token the next cell tap places."""
        with self.lock:
            cell = self.pending
            if cell is None:
                self.selected = (seat, token)
                return self.refresh()
        self._place(seat, token, cell)

    def _place(self, seat: int, token: int, cell: int) -> None:
        """Place the token; the next token to place is chosen (`tm.next_to_place`). When the position is final
        by the rules (NU-END) and the entry has gone past its last token (those it went past were never
        placed, issue 36: "To place: Lou's token 4" was asked for ever), the score is the table's next look;
        not after a correction of a game already over (a token moved)."""
        was_over = self.report.over
        entered = self.report.state.cell_of(seat, token) is None  # a token entered, not one moved
        if self.change(lambda d: tm.place(d, seat, token, cell)):
            with self.lock:
                self.pending, self.selected = None, tm.next_to_place(self.doc, seat, token)
                if (self.report.over is True and tm.nothing_left_after(self.doc, seat, token)
                        and (was_over is not True or entered)):
                    self.selected = None
                    return self._to_score()
                self.refresh()
        else:
            with self.lock:  # refused (a taken cell...): the cell is let go of, the refusal stays said on top
                self.pending = None
                self.refresh()

    def lift_pending(self, _: Any = None) -> None:
        on = tm.token_on(self.doc, self.pending) if self.pending is not None else None
        if on is not None and self.change(lambda d: tm.lift(d, *on)):
            with self.lock:
                self.pending, self.selected = None, on  # a typing mistake: its right cell is the next tap
                self.refresh()

    def table_ends(self, _: Any = None) -> None:
        """The table says the game is over (FRO-END: a player could not move): marked finished, and the score
        is the table's next look."""
        if self.change(lambda d: tm.set_finished(d, True)):
            with self.lock:
                self._to_score()

    def _to_score(self) -> None:
        """The Score tab, once the game is over: the table's next look."""
        self.tab = "score"
        self.refresh()
        # the track's repaint was sent in place, so Flet sends nothing more after this handler
        # (`Session.after_event`): the new tab is sent here, once, at the end of the entry
        self.page.update()

    def _chooser(self) -> list[ft.Control]:
        """The token buttons, built once and repainted in place (a rebuilt button would drop a quick tap)."""
        t = self.app.t
        state = self.report.state
        if not self.token_buttons:
            rows: list[ft.Control] = []
            for seat, player in enumerate(state.players):
                buttons = []
                for token in TOKENS:
                    box = ft.Container(ft.Text(str(token), size=16, weight=ft.FontWeight.BOLD), width=44, height=44,
                                       border_radius=22, alignment=ft.Alignment.CENTER,
                                       on_click=lambda _, s=seat, k=token: self.tap_token(s, k))
                    self.token_buttons[(seat, token)] = box
                    self.token_semantics[(seat, token)] = ident(f"token-{player.letter}-{token}", box,
                                                                button=True, selected=False)
                    buttons.append(self.token_semantics[(seat, token)])
                # the name over its tokens: beside them it had 80 px, too few for a long name at 412 px
                rows.append(ft.Column([ft.Text(player.name, weight=ft.FontWeight.BOLD, size=13),
                                       ft.Row(buttons, spacing=6)], spacing=2))
            self.chooser_rows = [ident("cell-info", self.cell_info), *rows]
        for (seat, token), box in self.token_buttons.items():
            fill, ink = colours_of(state.players[seat].colour)
            placed = state.cell_of(seat, token) is not None
            box.bgcolor = fill if placed else None
            chosen = (seat, token) == self.selected and self.pending is None
            # the chosen token, the one the next cell tap places: a thick ring of the drawing's "chosen"
            # blue, and a size up (a blue player's own ring would be mistaken for it)
            box.border = ft.Border.all(5, HIGHLIGHTS["pending"]) if chosen else ft.Border.all(2, fill)
            box.scale = 1.15 if chosen else 1
            box.content.color = ink if placed else None
            self.token_semantics[(seat, token)].selected = chosen
        if self.pending is None and self.selected is not None:
            self.cell_info.value = t("tr.ui.next_token", token=token_phrase(state, *self.selected))
        elif self.pending is None:
            self.cell_info.value = t(edition_key("tr.ui.pick_cell", self.game))
        else:
            self.cell_info.value = t(edition_key("tr.ui.cell_chosen", self.game), cell=self.pending + 1,
                                     value=state.edition.cell_text(state.board.cells[self.pending]))
        self.lift_row.visible = self.pending is not None and tm.token_on(self.doc, self.pending) is not None
        return self.chooser_rows

    # --- tabs -----------------------------------------------------------------------------------
    def track_tab(self) -> list[ft.Control]:
        state = self.report.state
        if self.drawing is None or not self.drawing.fits(state):
            self.drawing = TrackDrawing(state, self.tap_cell)
        highlights = self.referee.highlights()
        if self.pending is not None:
            highlights[self.pending] = "pending"
        for v in self.report.violations:
            if v.where.startswith("cell ") and v.where[5:].isdigit():
                highlights[int(v.where[5:]) - 1] = "error"
        self.drawing.show(state, highlights)
        self.chooser.controls = self._chooser()
        self.ends_row.visible = self.pending is None and tm.ends_at_the_tables_word(self.doc, self.report)
        self.end_text.value = self.app.say(self.report.end) if not self.ends_row.visible else self.app.t(
            "tr.ui.table_ends.why")
        if not self.refusal_shown:  # the broken rules in words at the top, their ids a tap away
            self.banner.show(self.report.violations)
        board = state.board
        self.board_name.value = self.app.t("tr.ui.example_board" if board.example else "tr.ui.own_board",
                                           board=boards.shown_name(self.game, board.name, self.app.lang))
        self.board_name.italic = board.example
        name, divider = self.track_parts
        # the referee's answer right under the track (issue 17: in view at phone size without scrolling);
        # placing tokens by hand, a correction, comes after
        return [name, self.drawing.control, *self.referee.controls(), divider, self.chooser]

    def refresh(self) -> None:
        self.report = tm.report(self.doc)
        tab = {"track": self.track_tab, "score": self.score.controls, "boards": self.boards.controls}[self.tab]
        self.top.visible = self.tab == "track"
        shown, controls = self.body.controls, tab()
        self.undo_button.content.disabled = not self.record.can_undo
        self.redo_button.content.disabled = not self.record.can_redo
        self.nav.selected_index = TABS.index(self.tab)
        if self.live and self.tab == "track" and len(shown) == len(controls) and all(
                a is b for a, b in zip(shown, controls)):
            # issue 18: the same track tab repainted in place: send the cells that changed and the panels
            # around them, not the whole page (Flet then skips its diff of every control of the view)
            self.page.update(*self.drawing.changed, *self.referee.built, self.banner.control, self.end_text,
                             self.ends_row, self.lift_row, self.chooser, *self.track_parts, self.undo_button,
                             self.redo_button)
            self.sent_itself = True
            return
        self.sent_itself = False
        self.body.controls = controls

    def repainted(self) -> list[ft.Control] | None:
        """[] when the last refresh sent its targeted repaint itself (an undo or a redo on the track tab
        then adds only its message); None otherwise (the whole page)."""
        return [] if self.sent_itself else None

    def view(self) -> ft.View:
        self.refresh()
        self.live = True  # the router puts the view on the page before any tap reaches it
        return ft.View(
            route=f"/game/{self.game_id}",
            appbar=ft.AppBar(title=bar_title(self.app.say(find_game(self.record.game).name)),
                             title_spacing=BAR_TITLE_SPACING,
                             actions=[ident("tr-questions", ft.IconButton(
                                 ft.Icons.QUIZ, width=48, height=48, tooltip=self.app.t("tr.ui.q.open"),
                                 on_click=lambda _: open_questions(self.page, self.app, self.doc))),
                                 self.undo_button, self.redo_button]),
            navigation_bar=self.nav, controls=[self.banner.column(self.top, self.body)], padding=10)
