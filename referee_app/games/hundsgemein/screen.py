"""A Hundsgemein game: dogs, board (or street counts) and score, with undo and redo.

Every tap becomes a change of `referee_app.games.hundsgemein.document`, saved at once through `AppState`;
checks and scores come from `scorers` through `hg.report`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import (
    BAR_TITLE_SPACING,
    ERROR_RED,
    KEPT_GREY,
    WARNING_AMBER,
    bar_title,
    colours_of,
    ident,
)
from referee_app.components.saved_game import SavedGameScreen
from referee_app.components.violation_banner import ViolationBanner
from referee_app.games.hundsgemein import document as hg
from referee_app.games.hundsgemein.board import BREED_COLOURS, FINGER, BoardDrawing, Layout, cell_tokens
from referee_app.games.hundsgemein.counts import CountsPanel
from referee_app.games.hundsgemein.questions import open_questions
from referee_app.games.hundsgemein.score import score_panel
from referee_app.games.hundsgemein.selector import Selector
from referee_app.state import AppState
from scorers.hundsgemein.geometry import STREET_IDS, blocks_named, row_col
from scorers.hundsgemein.rules import BREEDS, DOG_VALUES, PLAYER_LETTERS
from scorers.i18n import Phrase, located, phrase
from scorers.registry import find_game
from scorers.violations import Severity

#: What the board check says of dogs not placed yet: not said in the banner over the board (the dogs tab says it).
STILL_TO_PLACE = frozenset({"dog-missing"})

TABS = ("dogs", "board", "score")
#: The screen's padding at the sides: small, so that the board's blocks stay a finger wide on a 360 px phone.
SIDE_PADDING = 4
#: The dogs tab's "Still to place" line: room for its two lines at 360 px (14 px text), whatever it says.
STATUS_HEIGHT = 44


class GameScreen(SavedGameScreen):
    DOCUMENT = hg.HgDocument

    def __init__(self, page: ft.Page, app: AppState, game_id: str, go: Callable[[str], Any]) -> None:
        self.open_record(page, app, game_id)
        self.game_id, self.go = game_id, go
        self.counts: CountsPanel | None = None
        self.board_parts: list[ft.Control] | None = None
        self.problems_box = ft.Column(spacing=8)
        self._problems_signature: tuple | None = None
        self._problems: list[ft.Control] = []
        self._problems_changed = False  # the last `problems` repainted them
        self._problem_header: ft.Text | None = None
        self._no_problem = ft.Text()
        self._problem_boxes: list[ProblemBox] = []
        self.tab = "dogs" if hg.dogs_missing(self.doc) else ("score" if self.doc.finished else "board")
        self.player, self.flea = app.selection(game_id)
        self.paint_flea: int | None = None  # the colour-side entry's type: not known unless picked (HG-COLOURS)
        self.last_laid: int | None = None  # the block of the tile laid last (play-along): its colour one tap to fix
        if self.doc.turn is not None:
            self.player = self.doc.turn % len(self.doc.file["players"])
        self._seen_turn = self.doc.turn
        self._seen_board = list(self.doc.file["board"])
        missing = hg.dogs_missing(self.doc)
        self.street = missing[0] if missing else STREET_IDS[0]  # whose dog the next breed tap sets
        layout = Layout.fitting((getattr(page, "width", None) or 412) - 2 * SIDE_PADDING)
        self.board = BoardDrawing(layout, on_block=self.tap_block, on_stroke=self.stroked)
        self.dog_board = BoardDrawing(layout, on_street=self.choose_street)
        self.body = ft.Column(expand=True, scroll=ft.ScrollMode.AUTO, spacing=8)
        # at the top of the board (issue 17): a refused tap, or what the checks say of the game as it stands,
        # over the line that says where the game stands; a slot of fixed height, so the board never moves
        self.banner = ViolationBanner(page, app)
        self.refusal_shown = False  # the banner says a refused tap (until the next change), not the checks
        self.dirty: list[ft.Control] = []  # what a targeted repaint sends (refresh fills it)
        self.body_kept = False  # the last refresh kept the body's controls (only then is `dirty` enough)
        self.end_text = ft.Text(italic=True, size=13, max_lines=2, overflow=ft.TextOverflow.ELLIPSIS)
        self.top = self.banner.slot(ident("end-status", self.end_text))
        self.history_buttons()
        self.nav = ft.NavigationBar(
            selected_index=TABS.index(self.tab),
            on_change=self.switch,
            destinations=[
                ft.NavigationBarDestination(icon=icon, label=app.t(f"ui.tab.{name}"))
                for name, icon in zip(TABS, (ft.Icons.PETS, ft.Icons.GRID_ON, ft.Icons.EMOJI_EVENTS))
            ],
        )

    # --- changes --------------------------------------------------------------------------------
    def refused(self, reasons: tuple[Phrase, ...]) -> None:
        """A refused tap is said at the top of the board, in the rule's words (issue 17), sent with the
        handler's targeted repaint."""
        self.banner.show(reasons)
        self.refusal_shown = True
        self.dirty.append(self.banner.control)

    def loaded(self) -> None:
        """Seat order: the document says who lays next (a tile hands the turn on, an undo brings it back,
        with the type of the tile taken back chosen again), so that a tile is one tap."""
        self.refusal_shown = False  # an accepted change (or a step along the history): the refusal is gone
        before, self._seen_board = self._seen_board, list(self.doc.file["board"])
        old, new = cell_tokens(before), cell_tokens(self._seen_board)
        # a tile laid in the play-along hands the turn on, even to the seat that had it (a seat picked by hand
        # that lays twice in a row: the seat after it lays next, issue 24); else a seat chosen by hand stays
        laid = not self.doc.paint and sum(o != n for o, n in zip(old, new)) == 1 and any(
            o != n and n[0] in PLAYER_LETTERS for o, n in zip(old, new))
        if self.doc.turn is not None and (self.doc.turn != self._seen_turn or laid):
            self.player = self.doc.turn % len(self.doc.file["players"])
        self._seen_turn = self.doc.turn
        gone = [o for o, n in zip(old, new) if o != n and o[0] in PLAYER_LETTERS]
        if len(gone) == 1 and not any(o != n and n[0] in PLAYER_LETTERS for o, n in zip(old, new)):
            if gone[0][1].isdigit():  # (a tile by its colour side has no type to choose again)
                self.flea = int(gone[0][1])
        changed = [b for b, (o, n) in enumerate(zip(old, new)) if o != n]
        if changed:  # one tile laid (or given to another seat): the one a tap can fix; else none
            laid = len(changed) == 1 and new[changed[0]][0] in PLAYER_LETTERS
            self.last_laid = changed[0] if laid else None

    def remember(self) -> None:
        """Keep the seat and type chosen by hand for the next time the game opens: saved off the tap's
        path (a save waits for the disk), one after the other in tap order. On Flet's event loop, a task
        that runs once the tap's paint is sent (no thread: the browser build has none, issue 27); outside
        one (a test), at once."""
        chosen = (self.game_id, self.player, self.flea)
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            self.app.select(*chosen)
            return

        async def save() -> None:
            await asyncio.sleep(0)  # the tap's paint is queued: let the send loop write it first
            self.app.select(*chosen)

        self._remembering = loop.create_task(save())  # kept: the event loop holds tasks weakly

    def challenge(self, block: int) -> None:
        """An illegal tile taken off (HG-STAYS): the turn stays with the seat that challenged."""
        self.change(lambda d: hg.remove(d, block))

    def switch(self, e: Any) -> None:
        with self.lock:
            self.tab = TABS[int(e.control.selected_index)]
            self.refusal_shown = False  # a refused tap is said on its own tab; this one says its checks
            self.refresh()

    def choose(self, player: int | None = None, flea: int | None = None) -> None:
        with self.lock:
            self.player = self.player if player is None else player
            self.flea = self.flea if flea is None else flea
            self.remember()
            self.refresh()
            self.send_targeted()

    def choose_flea(self, flea: int | None) -> None:
        """A type tapped: the play-along's next tile, or the colour-side entry's (where None, not known, is
        a choice too, and the default)."""
        if self.doc.paint:
            with self.lock:
                self.paint_flea = flea
                self.refresh()
                self.send_targeted()
        elif flea is not None:
            self.choose(flea=flea)

    def repainted(self) -> list[ft.Control] | None:
        """The board's targeted repaint, for a tap, an undo or a redo alike, while the board tab shows the
        same controls as before (another tab or entry: None, the whole page)."""
        if self.tab == "board" and self.doc.entry == "board" and self.board_parts is not None and self.body_kept:
            return self.dirty or [self.laid]  # never none: no controls would mean the whole page
        return None

    def tap_block(self, block: int) -> None:
        if self.tab != "board" or self.doc.entry != "board":
            return  # the board drawn on the dogs tab is a picture, not an entry
        if self.doc.paint:
            self.paint_tap(block)
            return
        with self.lock:  # the repaint sends the blocks this change painted, before another tap repaints
            if hg.tile_at(self.doc, block) is None:
                self.dirty = []
                self.change(lambda d: hg.place(d, block, self.player, self.flea))
                self.send_targeted()  # the blocks laid, or the banner saying why not
                return
        self.tile_dialog(block)

    # --- the colour-side entry (HG-COLOURS) ------------------------------------------------------------
    def paint_tap(self, block: int) -> None:
        """A tap in the colour-side entry: a free block takes the picked colour, a block of that colour is
        cleared; a block of another colour is refused, said where (the colour stays picked: no seat order)."""
        with self.lock:
            self.dirty = []
            tile = hg.tile_at(self.doc, block)
            if tile is not None and tile[0] == self.player:
                self.change(lambda d: hg.remove(d, block))
            else:
                self.change(lambda d: hg.paint(d, [block], self.player, self.paint_flea))
            self.send_targeted()

    def stroked(self, blocks: list[int], done: bool) -> None:
        """A drag across blocks: while it goes, the free blocks it crossed show the picked colour; at its end
        they are painted in one change (one undo step), and the blocks it could not paint are said."""
        if self.tab != "board" or not self.doc.paint:
            return
        with self.lock:
            if not done:
                cells = self.board.preview(blocks, colours_of(self.doc.file["players"][self.player]["colour"])[0])
                if cells:
                    self.page.update(*cells)
                return
            self.dirty = []
            change = hg.paint(self.doc, blocks, self.player, self.paint_flea)
            if not self.apply(change):
                refusal = self.banner.control
                self.refresh()  # the blocks shown under the finger go back to what they hold
                self.dirty.append(refusal)
            elif change.left:
                self.refused(change.left)
            self.send_targeted()

    def counts_toggled(self) -> None:
        with self.lock:
            self.refresh()
        self.page.update()

    def fix_owner(self, seat: int) -> None:
        """The tile laid last was another seat's: given to it in one tap (the play-along entry)."""
        with self.lock:
            block, self.dirty = self.last_laid, []
            if block is None:
                self.refused((phrase("hg.ui.no_last_tile"),))
            else:
                self.change(lambda d: hg.recolour(d, block, seat))
            self.send_targeted()

    def switch_entry(self, entry: str) -> None:
        """Board or street counts. Going to counts carries the board over (the score stays the same);
        counts typed before that say something else are replaced only if the user says so."""
        if entry != "counts" or not hg.counts_differ(self.doc):
            self.change(lambda d: hg.set_entry(d, entry))
            return
        t = self.app.t

        def choose(carry: bool) -> Callable[[Any], None]:
            def chosen(_: Any) -> None:
                self.page.pop_dialog()
                self.change(lambda d: hg.set_entry(d, "counts", carry))
                self.page.update()

            return chosen

        def cancel(_: Any) -> None:
            self.page.pop_dialog()
            with self.lock:
                self.refresh()  # the switch shows the entry still in use
            self.page.update()

        self.page.show_dialog(ft.AlertDialog(
            modal=True, title=ft.Text(t("ui.counts_differ_title")), content=ft.Text(t("ui.counts_differ")),
            actions=[ident("counts-cancel", ft.TextButton(t("ui.cancel"), height=FINGER, on_click=cancel)),
                     ident("counts-keep", ft.TextButton(t("ui.counts_keep"), height=FINGER, on_click=choose(False))),
                     ident("counts-replace", ft.FilledButton(t("ui.counts_replace"), height=FINGER,
                                                              on_click=choose(True)))]))

    # --- dialogs --------------------------------------------------------------------------------
    def tile_dialog(self, block: int) -> None:
        t, say = self.app.t, self.app.say
        player, flea = hg.tile_at(self.doc, block)
        row, column = row_col(block)
        names = [p["name"] for p in self.doc.file["players"]]
        title = t(
            "ui.tile_title",
            tile=phrase("hg.tile", player=names[player], flea=flea),
            at=phrase("hg.block", row=row + 1, column=column + 1),
        )
        involved = [v for v in self.report.violations if block in blocks_named(v.where)]

        def remove(_: Any) -> None:
            self.page.pop_dialog()
            if involved:
                self.challenge(block)
            else:  # a tile laid by mistake: its owner lays again
                self.change(lambda d: hg.remove(d, block, give_back=True))
            self.page.update()  # pop_dialog updated the page already: send the new board too

        def keep(_: Any) -> None:
            self.page.pop_dialog()
            self.change(lambda d: hg.keep(d, *[v.where for v in involved]))  # one change, one undo step
            self.page.update()

        actions = [ident("tile-remove", ft.FilledButton(t("ui.remove_tile"), height=FINGER, on_click=remove))]
        if involved:
            actions.insert(0, ident("tile-keep", ft.TextButton(t("ui.keep_tile"), height=FINGER, on_click=keep)))
        actions.insert(
            0, ident("tile-cancel", ft.TextButton(t("ui.cancel"), height=FINGER,
                                                 on_click=lambda _: self.page.pop_dialog()))
        )
        self.page.show_dialog(
            ft.AlertDialog(
                title=ft.Text(say(title)),
                actions=actions,
                content=ft.Column([ft.Text(located(v.rule_id, v.message(self.app.lang), self.app.lang))
                                   for v in involved], tight=True),
            )
        )

    # --- tabs -----------------------------------------------------------------------------------
    def dogs_tab(self) -> list[ft.Control]:
        """Tap a street on the board (or take the one chosen for you), then its breed: one tap a dog, the
        next street without a dog is chosen after each. HG-DOGS refusals come back from the rules."""
        t = self.app.t
        missing = hg.dogs_missing(self.doc)
        status = t("ui.dogs_left", left=", ".join(missing)) if missing else t("ui.dogs_done")
        placed = list(self.doc.file["dogs"].values())
        width = (self.dog_board.layout.side - 8) // 2
        name = {breed: self.app.say(phrase(f"breed.{breed}")) for breed in BREEDS}
        breeds = [
            ident(f"breed-{breed}", ft.FilledButton(
                content=ft.Text(f"{name[breed]} {DOG_VALUES[breed]} · {placed.count(breed)}/3", no_wrap=True,
                                color="#FFFFFF"),
                style=ft.ButtonStyle(bgcolor=BREED_COLOURS[breed], padding=ft.Padding.symmetric(horizontal=6)),
                width=width, height=48, on_click=lambda _, b=breed: self.pick_breed(b)))
            for breed in BREEDS
        ]
        breeds.append(ident("breed-none", ft.OutlinedButton(t("ui.no_dog"), width=width, height=48,
                                                            on_click=lambda _: self.pick_breed(None))))
        return [
            # two lines kept for it: the twelve streets take two at 360 px, and when the list shrank to one
            # the board and the breed buttons under it rose 20 px under the finger (issue 26)
            ft.Container(ident("dogs-status", ft.Text(status, max_lines=2, overflow=ft.TextOverflow.ELLIPSIS)),
                         height=STATUS_HEIGHT, alignment=ft.Alignment.TOP_LEFT),
            self.dog_board.control,
            ident("dogs-street", ft.Text(t("ui.pick_dog", street=self.street), weight=ft.FontWeight.BOLD)),
            ft.Row(breeds, wrap=True, spacing=8, run_spacing=8),
            ft.Text(t("ui.dogs_help"), size=12),
        ]

    def choose_street(self, street: str) -> None:
        with self.lock:
            self.street = street
            self.refresh()

    def pick_breed(self, breed: str | None) -> None:
        """Put the dog on the chosen street; then choose the next street still without a dog."""
        with self.lock:
            street = self.street
            if not self.change(lambda d: hg.set_dog(d, street, breed)) or breed is None:
                return
            order = STREET_IDS[STREET_IDS.index(street) + 1:] + STREET_IDS[:STREET_IDS.index(street)]
            self.street = next((s for s in order if s not in self.doc.file["dogs"]), street)
            self.refresh()

    def problems(self) -> list[ft.Control]:
        """The violations, each with its remedies; repainted only when they change, in place (issue 18): a
        violation's box is made the first time that many are shown, then given other words, so that a
        violation that appears or goes away sends changed values, not new controls to lay out."""
        signature = (tuple((v.code, v.where, v.message(self.app.lang)) for v in self.report.violations),
                     self.report.refusal, self.doc.kept, self.app.lang)
        self._problems_changed = signature != self._problems_signature
        if self._problems_changed:
            self._problems_signature = signature
            self._show_problems()
        return self._problems

    def _show_problems(self) -> None:
        t = self.app.t
        if self._problem_header is None:
            self._problem_header = ft.Text(weight=ft.FontWeight.BOLD)
            self._no_problem = ft.Text(color=ft.Colors.PRIMARY)
            self._problems = [self._problem_header, ident("no-problem", self._no_problem)]
        violations = self.report.violations  # what keeps the game from being scored is said in the banner
        while len(self._problem_boxes) < len(violations):  # (issue 17)
            self._problem_boxes.append(ProblemBox(self, len(self._problem_boxes)))
            self._problems = [*self._problems, self._problem_boxes[-1].control]
        self._problem_header.value = t("ui.problems")
        for i, box in enumerate(self._problem_boxes):
            box.show(violations[i] if i < len(violations) else None)
        # hidden, not emptied: its words are the same each time it shows (a tap sends its visibility alone)
        self._problems[1].visible = not violations and not self.report.refusal
        self._no_problem.value = t("ui.no_problem")

    def board_tab(self) -> list[ft.Control]:
        """The board, the selector and the problems: the same controls each time, updated in place."""
        t = self.app.t
        if self.board_parts is None:
            self.entry = ident("entry-mode", ft.SegmentedButton(
                selected=[self.doc.shown_entry],  # a finger tall: the web's compact density would make it 32 px
                style=ft.ButtonStyle(visual_density=ft.VisualDensity.STANDARD,
                                     padding=ft.Padding.symmetric(horizontal=4, vertical=13)),  # 44 px+
                show_selected_icon=False,  # three segments in 360 px: the words, not a tick beside them
                width=self.board.layout.side,  # the board's width, whichever entry shows (counts drew it narrower)
                on_change=lambda e: self.switch_entry(e.control.selected[0]),
                segments=[ft.Segment(value=value, label=ft.Text(t(key), size=13, max_lines=1,  # one line: the
                                                                overflow=ft.TextOverflow.ELLIPSIS))  # types in view
                          for value, key in zip(hg.ENTRIES, ("ui.entry.colours", "ui.entry.board",
                                                             "ui.entry.counts_short"))]))
            self.selector = Selector(self.doc.file["players"], lambda s: self.choose(player=s),
                                     self.choose_flea, lambda n: t("ui.left", n=n), t("ui.flea_unknown"))
            self.laid = ft.Text()
            self.help = ft.Text(size=12)
            self.next_words = ft.Text(size=18, weight=ft.FontWeight.BOLD, no_wrap=True)
            # play-along: the seat that receives the next tile, big, in its colour (the seat moves on after
            # each tile: a table entering a finished board row by row must see it)
            self.next_seat = ident("next-seat", ft.Container(self.next_words, height=28, border_radius=8,  # no target
                                                             padding=ft.Padding.symmetric(horizontal=12),
                                                             alignment=ft.Alignment.CENTER_LEFT))
            self.fix_words = ft.Text(t("ui.fix_owner"), size=13)
            self.fix_chips = []
            for seat, player in enumerate(self.doc.file["players"]):
                fill, ink = colours_of(player["colour"])
                self.fix_chips.append(ident(f"fix-owner-{seat}", ft.Container(  # 44 px tall, as wide as the name
                    ft.Text(player["name"], color=ink, no_wrap=True), bgcolor=fill, border_radius=22,
                    padding=ft.Padding.symmetric(horizontal=14, vertical=12),
                    on_click=lambda _, s=seat: self.fix_owner(s)), button=True))
            self.fix_row = ft.Row([self.fix_words, *self.fix_chips], wrap=True, spacing=6,
                                  vertical_alignment=ft.CrossAxisAlignment.CENTER)
            # the seat and the type right under the board, in view on a 360 x 780 phone; the count after
            self.board_parts = [self.board.control, self.next_seat, self.selector.control, self.fix_row,
                                ident("board-count", self.laid), self.help,
                                ident("can-play", ft.OutlinedButton(t("ui.can_play"), icon=ft.Icons.HELP_OUTLINE,
                                                                    height=FINGER, on_click=self.ask_can_play))]
        if self.entry.content.selected != [self.doc.shown_entry]:  # (an undo or redo across entries)
            self.entry.content.selected = [self.doc.shown_entry]
            self.dirty.append(self.entry)
        if self.doc.entry == "counts":
            if self.counts is None or not self.counts.fits(self.doc):
                self.counts = CountsPanel(self.app, self.doc, self.change)
                self.counts.on_toggle = self.counts_toggled
            self.problems_box.controls = self.problems()
            return [self.entry, *self.counts.show(self.doc), self.problems_box]
        self._show(self.laid, t("ui.tiles_on_board", n=hg.tiles_on_board(self.doc)))
        self.show_seat_parts()
        painting = self.doc.paint
        self.board.painting = painting
        if self.selector.show(self.player, self.paint_flea if painting else self.flea, hg.supply_left(self.doc),
                              unknown=painting):
            # one patch for the seat and type (a chip, another, a type's count): each control sent is a
            # message the client handles on its own, while the selector's few controls are quick to compare
            self.dirty.append(self.selector.control)
        problems = self.problems()
        if problems is not self.problems_box.controls or self._problems_changed:
            self.problems_box.controls = problems
            self.dirty.append(self.problems_box)
        return [self.entry, *self.board_parts, self.problems_box]

    def show_seat_parts(self) -> None:
        """The play-along's seat that lays next (big) and the one-tap fix of the last tile's colour; the
        colour-side entry has neither (its colour stays picked). Sent only when they change."""
        t = self.app.t
        painting = self.doc.paint
        players = self.doc.file["players"]
        self._show(self.help, t("ui.colours_help" if painting else "ui.board_help"))
        fill, ink = colours_of(players[self.player]["colour"])
        look = (not painting, fill, ink, self.player)
        if getattr(self, "_seat_look", None) != look:
            shown = self.next_seat.visible
            self._seat_look = look
            self.next_seat.visible = not painting
            self.next_seat.content.bgcolor = fill
            self.next_words.color = ink
            self.next_words.value = t("ui.next_seat", player=players[self.player]["name"])
            # its colour and its words, what a tile changes; the whole of it when it shows or hides
            self.dirty.append(self.next_seat if shown != self.next_seat.visible else self.next_seat.content)
        # the fix: every seat's chip, always there in the play-along (a tile laid sends nothing more here)
        if self.fix_row.visible != (not painting):
            self.fix_row.visible = not painting
            self.dirty.append(self.fix_row)

    def _show(self, text: ft.Text, value: str) -> None:
        if text.value != value:
            text.value = value
            self.dirty.append(text)

    def ask_can_play(self, _: Any) -> None:
        t = self.app.t
        self.page.show_dialog(ft.AlertDialog(
            title=ft.Text(t("ui.can_play")), content=ft.Text(self.app.say(self.report.end) if self.report.end else ""),
            actions=[ft.TextButton("OK", height=FINGER, on_click=lambda _: self.page.pop_dialog())]))

    # --- painting -------------------------------------------------------------------------------
    def marks(self) -> dict[int, str]:
        """Each block in a violation, marked by its worst one: error, then warning, then kept."""
        rank = {"kept": 0, "warning": 1, "error": 2}
        marks: dict[int, str] = {}
        for v in self.report.violations:
            kind = "kept" if v.where in self.doc.kept else ("error" if v.is_error else "warning")
            for block in blocks_named(v.where):
                if rank[kind] > rank.get(marks.get(block, ""), -1):
                    marks[block] = kind
        return marks

    def refresh(self) -> None:
        self.report = hg.report(self.doc)
        colours = [p["colour"] for p in self.doc.file["players"]]
        dark = self.page.theme_mode == ft.ThemeMode.DARK
        drawing = self.dog_board if self.tab == "dogs" else self.board
        drawing.show(cell_tokens(self.doc.file["board"]), self.doc.file["dogs"], colours, self.marks(), dark)
        self.dog_board.choose_street(self.street if self.tab == "dogs" else None)
        self.dirty = list(drawing.changed)  # what a targeted repaint sends
        self._show(self.end_text, self.app.say(self.report.end) if self.report.end and self.tab == "board" else "")
        self.show_banner()
        tab = {
            "dogs": self.dogs_tab,
            "board": self.board_tab,
            "score": lambda: score_panel(self.page, self.app, self.doc, self.change),
        }[self.tab]
        shown, self.body.controls = self.body.controls, tab()
        self.body_kept = len(shown) == len(self.body.controls) and all(
            a is b for a, b in zip(shown, self.body.controls))  # the same layout: the targeted repaint holds
        for button, disabled in ((self.undo_button, not self.record.can_undo),
                                 (self.redo_button, not self.record.can_redo)):
            if button.content.disabled != disabled:
                button.content.disabled = disabled
                self.dirty.append(button)
        self.nav.selected_index = TABS.index(self.tab)

    def show_banner(self) -> None:
        """What the checks say of the game as it stands (tiles the table kept aside: not said again) on the
        board and score tabs, unless the banner says a refused tap; the banner is sent only when what it says
        changed."""
        if self.refusal_shown:
            return
        before = (self.banner.shown, self.banner.words.value, self.banner.more.value, self.banner.box.bgcolor)
        # the dogs tab says itself which streets still want a dog: there the banner says refusals only
        # nor does a board with dogs still to place say so over the board: the dogs come after the tiles, the
        # dogs tab and the problems list say which streets want one (laid over the top, it hid the entry switch)
        shown = [] if self.tab == "dogs" else [*self.report.refusal,
                                               *(v for v in self.report.violations if v.where not in self.doc.kept
                                                 and v.severity is not Severity.INFO  # a note is no fault
                                                 and v.code not in STILL_TO_PLACE)]
        self.banner.show(shown)
        if (self.banner.shown, self.banner.words.value, self.banner.more.value, self.banner.box.bgcolor) != before:
            self.dirty.append(self.banner.control)

    def view(self) -> ft.View:
        self.refresh()
        return ft.View(
            route=f"/game/{self.game_id}",
            appbar=ft.AppBar(
                title=bar_title(self.app.say(find_game(self.record.game).name)),
                title_spacing=BAR_TITLE_SPACING, actions=[
                    ident("hg-questions", ft.IconButton(ft.Icons.QUIZ, width=48, height=48, tooltip=self.app.t(
                        "hg.ui.q.open"), on_click=lambda _: open_questions(self.page, self.app, self.record, self.doc,
                                                                           self.player or 0))),
                    self.undo_button, self.redo_button]
            ),
            navigation_bar=self.nav,
            controls=[self.banner.over(self.top, self.body)],
            padding=ft.Padding.symmetric(horizontal=SIDE_PADDING, vertical=10),
        )


class ProblemBox:
    """One violation of the problems list, with its remedies: made once, then shown with other words (or
    hidden, its words cleared) as the violations change (issue 18: values sent, not new controls)."""

    def __init__(self, screen: GameScreen, i: int) -> None:
        self.screen, self.i = screen, i
        self.where = ""
        self.blocks: list[int] = []
        self.icon = ft.Icon(ft.Icons.GAVEL, size=18)
        self.title = ft.Text(weight=ft.FontWeight.BOLD)
        self.words = ft.Text()
        self.buttons = ft.Row(wrap=True)
        self.removes: list[ft.Semantics] = []
        self.keep = ident(f"keep-{i}", ft.TextButton(
            "", height=FINGER, on_click=lambda _: screen.change(lambda d: hg.keep(d, self.where))))
        self.box = ft.Container(ft.Column([ft.Row([self.icon, self.title]), self.words, self.buttons], spacing=4),
                                border_radius=8, padding=10)
        self.control = ident(f"violation-{i}", self.box)

    def show(self, v: Any | None) -> None:
        screen, t = self.screen, self.screen.app.t
        self.control.visible = v is not None
        if v is None:  # its buttons stay (hidden with the box): the problem back shows them, not new ones
            self.title.value = self.words.value = ""
            return
        kept = v.where in screen.doc.kept
        colour = KEPT_GREY if kept else (ERROR_RED if v.is_error else WARNING_AMBER)
        if v.severity is Severity.INFO:  # what the check skipped (HG-COLOURS): said, not a fault
            colour = ft.Colors.PRIMARY
        self.where, self.blocks = v.where, list(blocks_named(v.where))
        self.icon.color = self.title.color = colour
        self.title.value = f"{v.rule_id}{' · ' + t('ui.kept') if kept else ''}"
        self.words.value = v.message(screen.app.lang)
        self.box.border = ft.Border.all(1, colour)
        while len(self.removes) < len(self.blocks):
            k = len(self.removes)
            self.removes.append(ident("", ft.OutlinedButton(
                "", height=FINGER, on_click=lambda _, k=k: screen.challenge(self.blocks[k]))))
        for button, b in zip(self.removes, self.blocks):
            button.identifier = f"remove-{self.i}-{b}"
            button.content.content = f"{t('ui.remove_tile')} {row_col(b)[0] + 1},{row_col(b)[1] + 1}"
        self.keep.content.content = t("ui.keep_tile")
        buttons = [*self.removes[:len(self.blocks)], *([self.keep] if self.blocks and not kept else [])]
        shown = self.buttons.controls
        if len(buttons) != len(shown) or any(a is not b for a, b in zip(buttons, shown)):
            self.buttons.controls = buttons
