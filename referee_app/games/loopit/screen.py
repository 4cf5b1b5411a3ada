"""A Loopit game: the score pad (main screen) and the turn being entered, on the board or in light mode,
with undo and redo. Every tap becomes a change of `referee_app.games.loopit.document`, saved at once through
`AppState`; checks and points come from `scorers.loopit`."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import flet as ft

from referee_app.components.common import BAR_TITLE_SPACING, ERROR_RED, bar_title, ident, snack
from referee_app.components.saved_game import SavedGameScreen
from referee_app.components.violation_banner import ViolationBanner
from referee_app.games.loopit import document as lp
from referee_app.games.loopit.board import LoopitBoard
from referee_app.games.loopit.board_editor import board_editor
from referee_app.games.loopit.entry import LightPicker, TilePicker
from referee_app.games.loopit.final_totals import FinalTotalsEntry
from referee_app.games.loopit.pad import pad_controls
from referee_app.games.loopit.points import PointsOnly
from referee_app.games.loopit.questions import open_questions
from referee_app.state import AppState
from scorers.i18n import Phrase, phrase
from scorers.loopit import Square, board_to_file
from scorers.loopit.rules import MAX_TILES_PER_TURN, RACK_SIZE
from scorers.loopit.scoring import board_phrase
from scorers.registry import find_game

TABS = ("pad", "turn")
#: Room above the board for the turn's help line (12 px text): three lines, the longest help at 360 px in
#: French. The start tile's help took a line less than the next one's: the board dropped 17 px under the
#: finger once the start tile was laid (issue 26).
HELP_LINES, HELP_HEIGHT = 3, 52
_TILE_INDEX = re.compile(r"tiles\[(\d+)\]")


class LoopitScreen(SavedGameScreen):
    DOCUMENT = lp.LoopitDocument

    def __init__(self, page: ft.Page, app: AppState, game_id: str, go: Callable[[str], Any]) -> None:
        self.open_record(page, app, game_id)
        self.game_id, self.go = game_id, go
        self.tab = "turn" if self.doc.pending else "pad"
        t = app.t
        self.editing: ft.Control | None = None  # the board editor, while it is open
        self.board = LoopitBoard(lp.state_of(self.doc).board, self.tap_steps, self.width())
        self.picker = TilePicker(t, self.picked)
        self.light = LightPicker(t, self.picked, self.add_light)
        self.points = PointsOnly(t, self.declare)
        # issue 24: a finished game entered as each player's total (LP-FINAL), offered on the pad while no turn
        # is entered; built once, so that what was typed stays when it is refused
        self.final = FinalTotalsEntry(t, [p["name"] for p in self.doc.file["players"]], self.enter_final,
                                      lambda: self.page.update())
        self.body = ft.Column(expand=True, scroll=ft.ScrollMode.AUTO, spacing=10)
        self.mode = ident("entry-mode", ft.SegmentedButton(
            selected=[lp.mode(self.doc)],  # a finger tall: the web's compact density would make it 32 px
            style=ft.ButtonStyle(visual_density=ft.VisualDensity.STANDARD,
                                 padding=ft.Padding.symmetric(horizontal=12, vertical=14)),
            on_change=lambda e: self.change(lambda d: lp.set_mode(d, e.control.selected[0])),
            segments=[ft.Segment(value="board", label=ft.Text(t("lp.ui.mode.board"))),
                      ft.Segment(value="light", label=ft.Text(t("lp.ui.mode.light")))]))
        self.turn_title = ft.Text(size=18, weight=ft.FontWeight.BOLD, max_lines=2, overflow=ft.TextOverflow.ELLIPSIS)
        self.help = ft.Text(size=12, max_lines=HELP_LINES, overflow=ft.TextOverflow.ELLIPSIS)
        self.typing_points = False  # the turn tab was opened from the pad's "points only"
        self.pending_rows = [self.pending_row(t, k) for k in range(MAX_TILES_PER_TURN)]
        self.pending = ft.Column([row for row, _ in self.pending_rows], spacing=4)
        self.pending_box = ident("pending", self.pending)
        self.layout_kept = False
        self.turn_points = ft.Text(size=16, weight=ft.FontWeight.BOLD, max_lines=1,
                                   overflow=ft.TextOverflow.ELLIPSIS)
        # Wrapped once: a refresh that keeps the same controls in the same order lets a tap send only the
        # controls that changed (`layout_kept`).
        self.title_box, self.help_box = ident("turn-title", self.turn_title), ident("turn-help", self.help)
        self.help_room = ft.Container(self.help_box, height=HELP_HEIGHT, alignment=ft.Alignment.TOP_LEFT)
        # Issue 17: at the top of the board, over the turn's title, a refused tap or what the checks say of the
        # turn being entered; a slot of fixed height, so that nothing moves under the finger when it shows
        self.banner = ViolationBanner(page, app)
        self.refusal_shown = False  # the banner says a refused tap (until the next change), not the checks
        self.top = self.banner.slot(self.title_box)
        board = lp.state_of(self.doc).board
        self.board_name = ft.Text(app.say(board_phrase(board)), size=11, italic=True)
        self.edit_board = ident("edit-board", ft.TextButton(t("lp.ui.edit_board"), icon=ft.Icons.EDIT, height=48,
                                                            on_click=lambda _: self.open_editor()))
        self.about = ft.Row([ident("board-name", self.board_name), self.edit_board], wrap=True)
        # Issue 17: one row, scrolling sideways, "End the turn" first (a review at 360 x 780 found the four
        # wrapped on three rows, which with the palettes left the board no room)
        self.buttons = ft.Row([
            ident("end-turn", ft.FilledButton(t("lp.ui.end_turn"), icon=ft.Icons.CHECK, height=48,
                                              on_click=lambda _: self.finish_turn(lp.end_turn))),
            self.points.control,  # issue 17: a turn as one typed number, beside the end of a tiled turn
            ident("swap", ft.OutlinedButton(t("lp.ui.swap", rack=RACK_SIZE), icon=ft.Icons.SWAP_HORIZ, height=48,
                                            on_click=lambda _: self.finish_turn(lp.swap))),
            ident("pass", ft.TextButton(t("lp.ui.pass"), height=48, on_click=lambda _: self.finish_turn(lp.pass_turn))),
        ], scroll=ft.ScrollMode.AUTO, spacing=8, vertical_alignment=ft.CrossAxisAlignment.START)
        # Issue 17: "End the turn" always in view: the turn's buttons sit under the scrolling page, not in it.
        # The turn's points too: the figure the table waits for, in view whatever the scroll. And the tile in
        # hand (palette and values, board mode): the board above scrolls, these stay under the thumb.
        # the buttons' strip a little taller than they are: its scroll bar shows under them, not across them
        self.actions = ft.Container(ft.Column([self.picker.control, ident("turn-points", self.turn_points),
                                               ft.Container(self.buttons, height=54)], spacing=4),
                                    padding=ft.Padding(0, 4, 0, 0))
        self.actions_box = ident("turn-actions", self.actions)  # hidden on the wrapper, as every hidden part
        self.history_buttons()
        self.nav = ft.NavigationBar(
            selected_index=TABS.index(self.tab), on_change=self.switch,
            destinations=[ft.NavigationBarDestination(icon=icon, label=t(f"lp.ui.tab.{name}"))
                          for name, icon in zip(TABS, (ft.Icons.TABLE_ROWS, ft.Icons.GRID_ON))])

    def pending_row(self, t: Callable[..., str], k: int) -> tuple[ft.Control, ft.Text]:
        """The k-th tile of the turn: its explanation and a take-back button, built once (issue 18: a tap
        changes their text, and only the text is sent)."""
        text = ft.Text(size=13, expand=True)
        row = ident(f"pending-{k}", ft.Row([text, ident(f"take-back-{k}", ft.IconButton(
            ft.Icons.CLOSE, tooltip=t("lp.ui.take_back"), width=48, height=48,
            on_click=lambda _: self.change(lambda d: lp.take_back(d, k))))]))
        return row, text

    def width(self) -> float:
        """What the board may use: the page's width less the view's padding (a phone's 412 px by default)."""
        return (getattr(self.page, "width", None) or 412) - 20

    def refused(self, reasons: tuple[Phrase, ...]) -> None:
        """A refused tap is said at the top of the board, in the rule's words (issue 17); the pad and the
        board editor have no banner: there it is said in the screen's message bar."""
        if self.tab != "turn" or self.editing is not None:
            return super().refused(reasons)
        self.banner.show(reasons)
        self.refusal_shown = True

    def loaded(self) -> None:
        """A new document (a change, undo, redo) may bring another board: draw that one."""
        self.refusal_shown = False  # an accepted change (or a step along the history): the refusal is gone
        board = lp.state_of(self.doc).board
        if board != self.board.layout:
            self.board = LoopitBoard(board, self.tap_steps, self.width())
            self.board_name.value = self.app.say(board_phrase(board))

    # --- the board editor -----------------------------------------------------------------------------
    def open_editor(self) -> None:
        with self.lock:
            if not lp.board_editable(self.doc):
                return self.refused((phrase("lp.ui.board_fixed"),))
            board = board_to_file(lp.state_of(self.doc).board)
            self.editing = board_editor(self.app, board, self.save_board, self.close_editor, self.width())
            self.refresh()

    def save_board(self, board: dict) -> None:
        with self.lock:
            if self.change(lambda d: lp.set_board(d, board)):
                self.close_editor()

    def close_editor(self) -> None:
        with self.lock:
            self.editing = None
            self.refresh()

    # --- changes --------------------------------------------------------------------------------------
    def switch(self, e: Any) -> None:
        with self.lock:
            self.tab = TABS[int(e.control.selected_index)]
            self.refresh()
            if self.tab == "turn" and self.typing():  # the points field shown: it takes the keyboard (26.11)
                self.page.update()
                self.page.run_task(self.points.focus)

    def typing(self) -> bool:
        """The turn tab shows the points-only field (no tile pending; points chosen, or the game kept so)."""
        return not self.doc.pending and (self.typing_points or lp.points_only(self.doc))

    def enter_turn(self) -> None:
        with self.lock:
            self.typing_points = False
            self.tab = "turn"
            self.refresh()

    def open_points(self) -> None:
        """From the pad, one tap: the turn tab with the keyboard in the points-only field."""
        with self.lock:
            self.typing_points = True
            self.tab = "turn"
            self.refresh()
            self.page.update()
            self.page.run_task(self.points.focus)

    def declare(self, typed: str) -> None:
        """Points only: the typed number written as the turn (or refused in the banner, the number left in
        the field to correct); the next player's turn opens and the field keeps the keyboard focus."""
        with self.lock:
            if self.change(lambda d: lp.declare_points(d, typed)):
                self.points.clear()
                self.refresh()
            self.page.update()
            self.page.run_task(self.points.focus)  # Flutter drops the focus on Enter: the next number follows

    def enter_final(self, typed: dict[str, str]) -> str | None:
        """Final totals (LP-FINAL): the finished game written as the totals typed (one change, one undo). A
        refusal is answered in the reader's words, to be said in place under the fields (the typed totals
        stay); None once entered."""
        with self.lock:
            change = lp.enter_final(self.doc, typed)
            if isinstance(change, lp.Refusal):
                return " ".join(self.app.say(reason) for reason in change.reasons)
            return None if self.apply(change) else ""  # not saved: the message bar said why

    def picked(self) -> None:
        with self.lock:
            self.refresh()
            self.send_targeted()

    def repainted(self) -> list[ft.Control] | None:
        """Issue 18: what a tap on the turn being entered changes, for an undo or a redo too (sent with
        their message, `tell`); anything else (another tab, another board, light mode): None, the page."""
        if self.layout_kept and lp.mode(self.doc) == "board":
            return [*self.board.changed, self.picker.control, self.pending, self.turn_points, self.banner.control,
                    self.turn_title, self.help, self.edit_board, self.undo_button, self.redo_button]
        return None

    # --- the turn -------------------------------------------------------------------------------------
    def tap_square(self, square: Square) -> None:
        """A square tapped, every step at once (what a caller outside a Flet event wants)."""
        for _ in self.tap_steps(square):
            pass

    def tap_steps(self, square: Square) -> Iterator[None]:
        """A square tapped, as the board's click handler runs it: a laid or taken-back tile is painted, then
        the handler yields, so that Flet sends the paint at once (a plain handler's updates wait for its
        end), then the change is saved (issue 18: the database write is most of a tap's time; the order
        and its safety are the shared screen's, `SavedGameScreen.propose` and `settle`)."""
        if self.tab != "turn" or lp.mode(self.doc) != "board":
            return
        with self.lock:
            tile = self.picker.tile()
            if "start" not in self.doc.file:
                centre = lp.state_of(self.doc).board.centre
                if square != centre:
                    return self.say_refused(phrase("lp.ui.start_on_centre", square=centre.name()))
                if tile is None:
                    return self.say_refused(phrase("lp.ui.pick_lines"))
                before = self.doc
                if self.change(lambda d: lp.set_start(d, tile)):
                    said = lp.start_discarded(before, self.doc, tile)
                    if said is not None:
                        snack(self.page, self.app.say(said))
                    self.send_targeted()
                return
            if square in lp.pending_squares(self.doc):
                change = lp.take_back(self.doc, lp.pending_squares(self.doc).index(square))
            else:
                placed = lp.board_tiles(self.doc).get(square)
                if placed is not None:
                    return self.say_refused(phrase("lp.ui.square_holds", square=square.name(),
                                                   tile=lp.describe(placed[0])))
                if tile is None:
                    return self.say_refused(phrase("lp.ui.pick_lines"))
                change = lp.lay(self.doc, square, tile)
            if isinstance(change, lp.Refusal):
                self.apply(change)  # says why, in the banner
                self.page.update(self.banner.control)  # only the banner changed
                return
            if not self.propose(change):  # painted, its save pending; a paint that fails shows the game as it was
                return
            self.send_targeted()
        yield  # Flet sends the paint now
        # saved as every change is; a failure shows the game as the store has it, and says so
        if self.settle():
            # nothing more to show: but Flet's own update after a step that sent nothing would compare the
            # whole page (some 500 controls) again; one control sent, unchanged, keeps it from that (issue 18)
            self.page.update(self.undo_button)

    def say_refused(self, reason: Phrase) -> None:
        """A tap the board cannot take (not the centre, no lines picked, a square taken): in the banner,
        and only the banner is sent."""
        self.refused((reason,))
        self.page.update(self.banner.control)

    def add_light(self) -> None:
        with self.lock:
            links = list(self.light.links)
            if self.change(lambda d: lp.lay_light(d, self.light.value, self.light.multiplier, links)):
                self.light.links = []
                self.refresh()

    def finish_turn(self, how: Callable[[lp.LoopitDocument], lp.Change | lp.Refusal]) -> None:
        """End the turn (`lp.end_turn`, `lp.swap` or `lp.pass_turn`) and show the pad."""
        with self.lock:
            if self.change(how):
                self.tab = "pad"
                self.refresh()

    # --- painting -------------------------------------------------------------------------------------
    def turn_tab(self) -> list[ft.Control]:
        t, doc = self.app.t, self.doc
        board_mode = lp.mode(doc) == "board"
        self.mode.content.selected = [lp.mode(doc)]
        self.turn_title.value = t("lp.ui.turn_title", n=len(doc.file["turns"]) + 1, player=lp.next_player(doc))
        has_start = "start" in doc.file
        typing = self.typing()
        self.help.value = t("lp.ui.help.points" if typing else "lp.ui.help.light" if not board_mode else
                            "lp.ui.help.board" if has_start else "lp.ui.help.start",
                            square=lp.state_of(doc).board.centre.name())
        violations = lp.pending_check(doc) if doc.pending else []
        bad = {int(m.group(1)) for v in violations if (m := _TILE_INDEX.search(v.where))}
        squares = lp.pending_squares(doc)
        marks = {squares[k] for k in bad if k < len(squares) and squares[k] is not None}
        if board_mode:
            tile = self.picker.tile()
            self.picker.show()
            self.picker.control.visible = True
            hints = lp.legal_squares(doc, tile) if tile else set()
            colours = [p["colour"] for p in doc.file["players"]]
            tiles = {sq: (tl, None if seat is None else colours[seat], fresh)
                     for sq, (tl, seat, fresh) in lp.board_tiles(doc).items()}
            self.board.show(tiles, marks, hints, self.page.theme_mode == ft.ThemeMode.DARK)
        else:
            self.picker.control.visible = False  # light mode types values, it lays no drawn tile
            self.light.show()
        scored = lp.pending_score(doc) if doc.pending else None
        for k, (row, text) in enumerate(self.pending_rows):  # the same rows, only their text changes
            tile_score = scored.tiles[k] if scored and k < len(scored.tiles) else None
            row.visible = tile_score is not None
            if tile_score is not None:
                text.value = " ".join(self.app.say(p) for p in tile_score.explain())
                text.color = ERROR_RED if k in bad else None
        self.turn_points.value = t("lp.ui.turn_points", parts=" + ".join(str(x.points) for x in scored.tiles),
                                   points=scored.points) if scored else t("lp.ui.no_tile_yet")
        # issue 17 review: a turn with an illegal tile cannot be written, so its points are not shown as if
        # they counted; the line names the tile (and "End the turn" says it again, in the banner)
        blocked = lp.blocking_tile(doc)
        self.turn_points.color = ERROR_RED if blocked else None
        if blocked is not None:
            self.turn_points.value = (t("lp.ui.turn_points_blocked", square=blocked[0]) if isinstance(blocked[0], str)
                                      else t("lp.ui.turn_points_blocked_n", n=blocked[0]))
        if not self.refusal_shown:  # the turn's broken rules in words at the top, their ids a tap away
            self.banner.show(violations)
        self.edit_board.visible = lp.board_editable(doc)
        entry = [self.board.control, self.about] if board_mode else [self.light.control]
        # Issue 17: the board right under the help line, so that at 360 x 780 six rows (the centre's row
        # among them) show over the tile palette; the mode switch, used once a game, closes the page.
        return [self.help_room, *entry, self.pending_box, self.mode]

    def refresh(self) -> None:
        self.report = lp.report(self.doc)
        if self.tab == "turn" and self.report.over:
            self.tab = "pad"
        shown = list(self.body.controls)
        self.body.controls = ([self.editing] if self.editing is not None else
                              self.turn_tab() if self.tab == "turn" else
                              pad_controls(self.page, self.app, self.doc, self.report, self.change, self.enter_turn,
                                           self.open_points,
                                           self.final.control if lp.final_open(self.doc) else None))
        self.undo_button.content.disabled = not self.record.can_undo
        self.redo_button.content.disabled = not self.record.can_redo
        self.nav.selected_index = TABS.index(self.tab)
        kept = len(shown) == len(self.body.controls) and all(a is b for a, b in zip(shown, self.body.controls))
        self.layout_kept = kept and self.tab == "turn" and self.editing is None
        self.actions_box.visible = self.tab == "turn" and self.editing is None
        self.top.visible = self.actions_box.visible  # the turn's title and banner, over the board
        if self.tab != "turn" and not self.refusal_shown:
            self.banner.clear()  # the pad says nothing of a turn's tiles

    def view(self) -> ft.View:
        self.refresh()
        return ft.View(route=f"/game/{self.game_id}",
                       appbar=ft.AppBar(title=bar_title(self.app.say(find_game(self.record.game).name)),
                                        title_spacing=BAR_TITLE_SPACING,
                                        actions=[ident("lp-questions", ft.IconButton(
                                            ft.Icons.QUIZ, width=48, height=48, tooltip=self.app.t("lp.ui.q.open"),
                                            on_click=lambda _: open_questions(self.page, self.app, self.doc))),
                                            self.undo_button, self.redo_button]),
                       navigation_bar=self.nav, controls=[self.banner.column(self.top, self.body), self.actions_box],
                       padding=10)
