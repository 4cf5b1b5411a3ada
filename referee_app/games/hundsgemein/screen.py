"""A Hundsgemein game: dogs, board (or street counts) and score, with undo and redo.

Every tap becomes a change of `referee_app.games.hundsgemein.document`, saved at once through `AppState`;
checks and scores come from `scorers` through `hg.report`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import ERROR_RED, KEPT_GREY, WARNING_AMBER, ident
from referee_app.components.saved_game import SavedGameScreen
from referee_app.games.hundsgemein import document as hg
from referee_app.games.hundsgemein.board import BoardDrawing, cell_tokens
from referee_app.games.hundsgemein.counts import CountsPanel
from referee_app.games.hundsgemein.score import score_panel
from referee_app.games.hundsgemein.selector import Selector
from referee_app.state import AppState
from scorers.hundsgemein.geometry import STREET_IDS, blocks_named, row_col
from scorers.hundsgemein.rules import BREEDS, DOG_VALUES
from scorers.i18n import phrase

TABS = ("dogs", "board", "score")


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
        self.tab = "dogs" if hg.dogs_missing(self.doc) else ("score" if self.doc.finished else "board")
        self.player, self.flea = app.selection(game_id)
        self.board = BoardDrawing(self.tap_block)
        self.body = ft.Column(expand=True, scroll=ft.ScrollMode.AUTO, spacing=8)
        self.undo_button = ident("undo", ft.IconButton(ft.Icons.UNDO, tooltip=app.t("ui.undo"), on_click=self.undo))
        self.redo_button = ident("redo", ft.IconButton(ft.Icons.REDO, tooltip=app.t("ui.redo"), on_click=self.redo))
        self.nav = ft.NavigationBar(
            selected_index=TABS.index(self.tab),
            on_change=self.switch,
            destinations=[
                ft.NavigationBarDestination(icon=icon, label=app.t(f"ui.tab.{name}"))
                for name, icon in zip(TABS, (ft.Icons.PETS, ft.Icons.GRID_ON, ft.Icons.EMOJI_EVENTS))
            ],
        )

    # --- changes --------------------------------------------------------------------------------
    def switch(self, e: Any) -> None:
        with self.lock:
            self.tab = TABS[int(e.control.selected_index)]
            self.refresh()

    def choose(self, player: int | None = None, flea: int | None = None) -> None:
        with self.lock:
            self.player = self.player if player is None else player
            self.flea = self.flea if flea is None else flea
            self.app.select(self.game_id, self.player, self.flea)
            self.refresh()
            self.repaint_board()

    def repaint_board(self) -> None:
        """Send only what a tap on the board changes: after a handler Flet otherwise compares the whole
        page, which costs more than the change itself."""
        if self.tab == "board" and self.doc.entry == "board" and self.board_parts is not None:
            self.page.update(*self.board.changed, self.laid, self.end_text, self.selector.control,
                             self.problems_box, self.undo_button, self.redo_button)

    def tap_block(self, block: int) -> None:
        if self.tab != "board" or self.doc.entry != "board":
            return  # the board drawn on the dogs tab is a picture, not an entry
        with self.lock:  # the repaint sends the blocks this change painted, before another tap repaints
            if hg.tile_at(self.doc, block) is None:
                if self.change(lambda d: hg.place(d, block, self.player, self.flea)):
                    self.repaint_board()
                return
        self.tile_dialog(block)

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
            actions=[ident("counts-cancel", ft.TextButton(t("ui.cancel"), on_click=cancel)),
                     ident("counts-keep", ft.TextButton(t("ui.counts_keep"), on_click=choose(False))),
                     ident("counts-replace", ft.FilledButton(t("ui.counts_replace"), on_click=choose(True)))]))

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
            self.change(lambda d: hg.remove(d, block))
            self.page.update()  # pop_dialog updated the page already: send the new board too

        def keep(_: Any) -> None:
            self.page.pop_dialog()
            self.change(lambda d: hg.keep(d, *[v.where for v in involved]))  # one change, one undo step
            self.page.update()

        actions = [ident("tile-remove", ft.FilledButton(t("ui.remove_tile"), on_click=remove))]
        if involved:
            actions.insert(0, ident("tile-keep", ft.TextButton(t("ui.keep_tile"), on_click=keep)))
        actions.insert(
            0, ident("tile-cancel", ft.TextButton(t("ui.cancel"), on_click=lambda _: self.page.pop_dialog()))
        )
        self.page.show_dialog(
            ft.AlertDialog(
                title=ft.Text(say(title)),
                actions=actions,
                content=ft.Column([ft.Text(f"{v.rule_id}: {v.message(self.app.lang)}") for v in involved], tight=True),
            )
        )

    # --- tabs -----------------------------------------------------------------------------------
    def dogs_tab(self) -> list[ft.Control]:
        """Tap a street, pick the dog lying on it (HG-DOGS refusals come back from the rules)."""
        t = self.app.t
        dogs = self.doc.file["dogs"]
        missing = hg.dogs_missing(self.doc)
        buttons = []
        for street in STREET_IDS:
            breed = dogs.get(street)
            label = (
                f"{street} · {self.app.say(phrase(f'breed.{breed}'))} {DOG_VALUES[breed]}" if breed else f"{street} · —"
            )
            buttons.append(
                ident(
                    f"pick-street-{street}",
                    ft.OutlinedButton(
                        content=ft.Text(label, size=13, no_wrap=True),
                        on_click=lambda _, s=street: self.dog_dialog(s),
                        width=122,
                        height=48,
                        style=ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=6)),
                    ),
                )
            )
        status = t("ui.dogs_left", left=", ".join(missing)) if missing else t("ui.dogs_done")
        return [
            ft.Text(t("ui.dogs_help")),
            self.board.control,
            ident("dogs-status", ft.Text(status, weight=ft.FontWeight.BOLD)),
            ft.Row(buttons, wrap=True, spacing=6, run_spacing=6),
        ]

    def dog_dialog(self, street: str) -> None:
        t = self.app.t
        placed = list(self.doc.file["dogs"].values())

        def pick(breed: str | None) -> Callable[[Any], None]:
            def choose(_: Any) -> None:
                self.page.pop_dialog()
                self.change(lambda d: hg.set_dog(d, street, breed))
                self.page.update()

            return choose

        options = [
            ident(
                f"breed-{breed}",
                ft.FilledTonalButton(
                    f"{self.app.say(phrase(f'breed.{breed}'))} {DOG_VALUES[breed]}  ({placed.count(breed)}/3)",
                    on_click=pick(breed),
                    height=48,
                ),
            )
            for breed in BREEDS
        ]
        options.append(ident("breed-none", ft.TextButton(t("ui.no_dog"), on_click=pick(None))))
        self.page.show_dialog(
            ft.AlertDialog(
                title=ft.Text(t("ui.pick_dog", street=street)), content=ft.Column(options, tight=True, spacing=8)
            )
        )

    def problems(self) -> list[ft.Control]:
        """The violations, each with its remedies; rebuilt only when they change."""
        signature = (tuple((v.code, v.where, v.message(self.app.lang)) for v in self.report.violations),
                     self.report.refusal, self.doc.kept, self.app.lang)
        if signature != self._problems_signature:
            self._problems_signature = signature
            self._problems = self._build_problems()
        return self._problems

    def _build_problems(self) -> list[ft.Control]:
        t = self.app.t
        items: list[ft.Control] = [
            ident(f"refusal-{k}", ft.Text(self.app.say(r), color=ERROR_RED)) for k, r in enumerate(self.report.refusal)]
        for i, v in enumerate(self.report.violations):
            kept = v.where in self.doc.kept
            colour = KEPT_GREY if kept else (ERROR_RED if v.is_error else WARNING_AMBER)
            buttons = [
                ident(
                    f"remove-{i}-{b}",
                    ft.OutlinedButton(
                        f"{t('ui.remove_tile')} {row_col(b)[0] + 1},{row_col(b)[1] + 1}",
                        on_click=lambda _, b=b: self.change(lambda d: hg.remove(d, b)),
                    ),
                )
                for b in blocks_named(v.where)
            ]
            if buttons and not kept:
                buttons.append(
                    ident(
                        f"keep-{i}",
                        ft.TextButton(
                            t("ui.keep_tile"), on_click=lambda _, w=v.where: self.change(lambda d: hg.keep(d, w))
                        ),
                    )
                )
            items.append(
                ident(
                    f"violation-{i}",
                    ft.Container(
                        ft.Column(
                            [
                                ft.Row(
                                    [
                                        ft.Icon(ft.Icons.GAVEL, color=colour, size=18),
                                        ft.Text(
                                            f"{v.rule_id}{' · ' + t('ui.kept') if kept else ''}",
                                            weight=ft.FontWeight.BOLD,
                                            color=colour,
                                        ),
                                    ]
                                ),
                                ft.Text(v.message(self.app.lang)),
                                ft.Row(buttons, wrap=True),
                            ],
                            spacing=4,
                        ),
                        border=ft.Border.all(1, colour),
                        border_radius=8,
                        padding=10,
                    ),
                )
            )
        if not items:
            items = [ident("no-problem", ft.Text(t("ui.no_problem"), color=ft.Colors.PRIMARY))]
        return [ft.Text(t("ui.problems"), weight=ft.FontWeight.BOLD), *items]

    def board_tab(self) -> list[ft.Control]:
        """The board, the selector and the problems: the same controls each time, updated in place."""
        t = self.app.t
        if self.board_parts is None:
            self.entry = ident("entry-mode", ft.SegmentedButton(
                selected=[self.doc.entry],
                on_change=lambda e: self.switch_entry(e.control.selected[0]),
                segments=[ft.Segment(value="board", label=ft.Text(t("ui.entry.board"))),
                          ft.Segment(value="counts", label=ft.Text(t("ui.entry.counts")))]))
            self.selector = Selector(self.doc.file["players"], lambda s: self.choose(player=s),
                                     lambda f: self.choose(flea=f), lambda n: t("ui.left", n=n))
            self.laid = ft.Text()
            self.end_text = ft.Text(italic=True)
            self.board_parts = [self.board.control, ident("board-count", self.laid), self.selector.control,
                                ft.Text(t("ui.board_help"), size=12), ident("end-status", self.end_text),
                                ident("can-play", ft.OutlinedButton(t("ui.can_play"), icon=ft.Icons.HELP_OUTLINE,
                                                                    on_click=self.ask_can_play))]
        self.entry.content.selected = [self.doc.entry]
        if self.doc.entry == "counts":
            if self.counts is None or not self.counts.fits(self.doc):
                self.counts = CountsPanel(self.app, self.doc, self.change)
            self.problems_box.controls = self.problems()
            return [self.entry, *self.counts.show(self.doc), self.problems_box]
        laid = hg.tiles_on_board(self.doc)
        self.laid.value = t("ui.tiles_on_board", n=laid)
        self.end_text.value = self.app.say(self.report.end) if self.report.end else ""
        self.selector.show(self.player, self.flea, hg.supply_left(self.doc))
        self.problems_box.controls = self.problems()
        return [self.entry, *self.board_parts, self.problems_box]

    def ask_can_play(self, _: Any) -> None:
        t = self.app.t
        self.page.show_dialog(ft.AlertDialog(
            title=ft.Text(t("ui.can_play")), content=ft.Text(self.app.say(self.report.end) if self.report.end else ""),
            actions=[ft.TextButton("OK", on_click=lambda _: self.page.pop_dialog())]))

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
        self.board.show(cell_tokens(self.doc.file["board"]), self.doc.file["dogs"], colours, self.marks(), dark)
        tab = {
            "dogs": self.dogs_tab,
            "board": self.board_tab,
            "score": lambda: score_panel(self.page, self.app, self.doc, self.change),
        }[self.tab]
        self.body.controls = tab()
        self.undo_button.content.disabled = not self.record.can_undo
        self.redo_button.content.disabled = not self.record.can_redo
        self.nav.selected_index = TABS.index(self.tab)

    def view(self) -> ft.View:
        self.refresh()
        return ft.View(
            route=f"/game/{self.game_id}",
            appbar=ft.AppBar(
                title=ft.Text(self.record.title, no_wrap=True), actions=[self.undo_button, self.redo_button]
            ),
            navigation_bar=self.nav,
            controls=[self.body],
            padding=10,
        )
