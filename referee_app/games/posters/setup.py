"""New Défense d'afficher game: 2 to 4 sides, each one player or a team of two (mixed allowed), their
colours, who starts (the highest roll), and the full or simplified game.

What is typed is kept as a draft at every keystroke; whether the sides fit is asked of the rules.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app import boards
from referee_app.components.boards_picker import BoardPicker
from referee_app.components.common import colours_of, ident, section, snack
from referee_app.components.known_players import KnownPlayers
from referee_app.games.posters import document as po
from referee_app.problems import problem_phrases
from referee_app.state import AppState
from scorers.errors import RefereeError
from scorers.posters.board import Board
from scorers.posters.rules import COLOURS, MAX_SIDES, MIN_SIDES, SIDE_LETTERS
from scorers.registry import GameInfo


class SetupForm:
    def __init__(self, page: ft.Page, app: AppState, game: GameInfo, go: Callable[..., Any]) -> None:
        self.page, self.app, self.game, self.go = page, app, game, go
        draft = app.draft(game.id) or {}
        self.sides: list[dict[str, Any]] = draft.get("sides") or [
            {"members": [""], "colour": COLOURS[i]} for i in range(MIN_SIDES)]
        self.first: int = min(int(draft.get("first", 0)), len(self.sides) - 1)
        self.variant: str = draft.get("variant") or game.default_variant
        self.house: list[str] = list(draft.get("house_rules") or [])
        self.board_label = ident("po-board-label", ft.Text(size=13))
        self.rows = ft.Column(spacing=10)
        self.starter = ft.Row(wrap=True, spacing=6)
        self.known = KnownPlayers(app, self.seat_known)
        self.error = ft.Text(color=ft.Colors.ERROR)
        self.chip_labels: list[ft.Text] = []
        # the printed board, among the bundled and the table's own (referee_app.boards): the game keeps a copy
        self.picker = BoardPicker(app, game.id, go, on_choose=self._chosen)

    # --- state changes (each saved as the draft) ---------------------------------------------------
    def _save(self) -> None:
        self.app.save_draft(self.game.id, {"sides": self.sides, "first": self.first, "variant": self.variant,
                                           "house_rules": self.house})

    def _changed(self) -> None:
        self.first = min(self.first, len(self.sides) - 1)
        self._save()
        self._fill()

    def add_side(self) -> None:
        if len(self.sides) < MAX_SIDES:
            used = {s["colour"] for s in self.sides}
            self.sides.append({"members": [""], "colour": next(c for c in COLOURS if c not in used)})
            self._changed()

    def seat_known(self, name: str, colour: str | None = None) -> None:
        """A known player fills the first empty name (a team's partner included), or a new side. A player who
        is alone so far on their side brings their colour to it when no side with a name already wears it
        (a side without names that wears it takes this side's colour instead)."""
        place = next(((s, k) for s in self.sides for k, m in enumerate(s["members"]) if not m.strip()), None)
        if place is None:
            if len(self.sides) >= MAX_SIDES:
                return
            self.add_side()
            place = (self.sides[-1], 0)
        side, k = place
        side["members"][k] = name
        holder = next((s for s in self.sides if s["colour"] == colour), None)
        alone = not any(m.strip() for j, m in enumerate(side["members"]) if j != k)
        if colour in COLOURS and alone and (holder is None or not any(m.strip() for m in holder["members"])):
            if holder is not None:
                holder["colour"] = side["colour"]
            side["colour"] = colour
        self._changed()

    def _side_card(self, i: int) -> ft.Control:
        t, side = self.app.t, self.sides[i]
        team = len(side["members"]) == 2

        def typed(k: int) -> Callable[[Any], None]:
            def on_change(e: Any) -> None:
                side["members"][k] = e.control.value
                self._save()
                if i < len(self.chip_labels):  # the "who starts" chip follows the names typed
                    self.chip_labels[i].value = self._side_name(i)
            return on_change

        def toggle(e: Any) -> None:
            side["members"] = side["members"][:1] + ([""] if e.control.value else [])
            self._changed()

        def colour(e: Any) -> None:
            other = next((s for s in self.sides if s["colour"] == e.control.value and s is not side), None)
            if other:
                other["colour"] = side["colour"]
            side["colour"] = e.control.value
            self._changed()

        def drop(_: Any) -> None:
            del self.sides[i]
            self._changed()

        fill, ink = colours_of(side["colour"])
        fields = [
            ident(f"po-member-{i}-{k}", ft.TextField(
                value=name, label=t("po.ui.partner" if k else ("po.ui.member" if team else "ui.player_n"), n=i + 1),
                on_change=typed(k), dense=True))
            for k, name in enumerate(side["members"])]
        head = ft.Row([
            ft.Container(ft.Text(SIDE_LETTERS[i].upper(), color=ink, weight=ft.FontWeight.BOLD), bgcolor=fill,
                         width=36, height=36, border_radius=18, alignment=ft.Alignment.CENTER),
            ft.Container(expand=True),
            ident(f"po-team-{i}", ft.Switch(label=t("po.ui.team"), value=team, on_change=toggle)),
            ident(f"po-colour-{i}", ft.Dropdown(
                value=side["colour"], width=120, dense=True, on_select=colour,
                options=[ft.DropdownOption(key=c, text=t(f"colour.{c}")) for c in COLOURS])),
            ft.IconButton(ft.Icons.CLOSE, tooltip=t("ui.remove_player"), on_click=drop,
                          disabled=len(self.sides) <= MIN_SIDES),
        ], spacing=4)
        return ft.Container(ft.Column([head, *fields], spacing=6), padding=10, border_radius=10,
                            border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT))

    def _fill(self) -> None:
        self.rows.controls = [self._side_card(i) for i in range(len(self.sides))]
        self.known.refill(m for s in self.sides for m in s["members"])

        def starts(i: int) -> Callable[[Any], None]:
            def pick(_: Any) -> None:
                self.first = i
                self._changed()
            return pick

        self.chip_labels = [ft.Text(self._side_name(i)) for i in range(len(self.sides))]
        self.starter.controls = [
            ident(f"po-first-{i}", ft.Chip(label=label, selected=i == self.first, on_select=starts(i)))
            for i, label in enumerate(self.chip_labels)]

    def _side_name(self, i: int) -> str:
        names = [m.strip() for m in self.sides[i]["members"] if m.strip()]
        return " & ".join(names) or self.app.t("po.ui.side_n", n=i + 1)

    def _house_switch(self, rule) -> ft.Control:
        def toggle(e: Any) -> None:
            self.house = sorted({*self.house, rule.id} if e.control.value else set(self.house) - {rule.id})
            self._save()

        return ft.Column([ident(f"house-{rule.id}", ft.Switch(label=self.app.say(rule.name),
                                                              value=rule.id in self.house, on_change=toggle)),
                          ft.Text(self.app.say(rule.description), size=12, italic=True)], spacing=0)

    def start(self, _: Any) -> None:
        sides = [{"members": [m.strip() for m in s["members"]], "colour": s["colour"]} for s in self.sides]
        if not all(m for s in sides for m in s["members"]):
            self.error.value = self.app.t("po.ui.need_names")
            snack(self.page, self.app.t("po.ui.need_sides"))
            return
        try:
            doc = po.new_document(sides, self.variant, SIDE_LETTERS[self.first], dt.date.today().isoformat(),
                                  tuple(self.house))
            doc = self.picker.place(doc)
        except RefereeError as error:
            self.error.value = "; ".join(self.app.say(p) for p in problem_phrases(error))
            snack(self.page, self.app.t("po.ui.need_sides"))
            return
        title = ", ".join(s["name"] for s in doc.file["sides"])
        record = self.app.create_game(self.game, title, doc)
        self.app.store.remember_players([{"name": m, "colour": s["colour"]} for s in sides for m in s["members"]])
        self.go("/", f"/game/{record.id}")

    # --- the board (the editor takes the view's place until saved or cancelled) -------------------------
    def _show_board(self) -> None:
        board = Board.model_validate(self.picker.board.data)
        self.board_label.content.value = self.app.t("po.ui.board_is", board=board.label)

    def _chosen(self) -> None:
        """Another board chosen in the picker: its label under it says what it is."""
        self._show_board()
        try:
            self.board_label.update()
        except RuntimeError:  # Flet: the form is not on a page yet (no view drawn)
            pass

    def edit_board(self, _: Any = None) -> None:
        """Edit the chosen board. What is saved is the table's board, kept in the boards library: a bundled
        board is kept as a new board of the table's (under a free name) and chosen for this game."""
        from referee_app.games.posters.editor import board_editor

        chosen = self.picker.board

        def saved(board: dict[str, Any]) -> None:
            if board != chosen.data:
                try:
                    kept = boards.save(self.app.store, self.game.id,
                                       {**board, "name": boards.free_name(self.app.store, self.game.id,
                                                                          board.get("name") or chosen.name)}
                                       if chosen.bundled else board,
                                       None if chosen.bundled else chosen.id)
                except RefereeError as error:
                    snack(self.page, "; ".join(p.text(self.app.lang) for p in error.problems))
                    return
                self.app.save_draft(f"board:{self.game.id}", kept.id)
                self.picker = BoardPicker(self.app, self.game.id, self.go, on_choose=self._chosen)
                self.form.controls = self._body()
            self._show_board()
            back()

        def back() -> None:
            self.page_view.controls = [self.form, self.start_bar]
            self.page_view.update()

        self.page_view.controls = [board_editor(self.app, chosen.data, saved, back)]
        self.page_view.update()

    def _body(self) -> list[ft.Control]:
        t = self.app.t

        def variant(e: Any) -> None:
            self.variant = e.control.value
            self._save()

        variants = ft.RadioGroup(value=self.variant, on_change=variant, content=ft.Column([
            ft.Column([ident(f"variant-{v.id}", ft.Radio(value=v.id, label=self.app.say(v.name))),
                       ft.Text(self.app.say(v.description), size=12, italic=True)], spacing=0)
            for v in self.game.variants]))
        return [
            ft.Text(t("po.ui.setup_help"), size=13),
            section(t("po.ui.sides")),
            self.rows,
            ident("po-add-side", ft.TextButton(t("po.ui.add_side"), icon=ft.Icons.GROUP_ADD,
                                               on_click=lambda _: self.add_side())),
            self.known.control,
            section(t("po.ui.who_starts")),
            self.starter,
            ft.Divider(),
            section(t("po.ui.variant")),
            variants,
            section(t("po.ui.house_rules")),
            *[self._house_switch(h) for h in self.game.house_rules],
            ft.Divider(), *self.picker.controls(),
            self.board_label,
            ident("po-edit-board", ft.OutlinedButton(t("po.ui.edit_board"), icon=ft.Icons.EDIT, height=44,
                                                     on_click=self.edit_board)),
        ]

    def view(self) -> ft.View:
        t = self.app.t
        self._fill()
        self._show_board()
        self.form = ft.Column(self._body(), expand=True, spacing=8, scroll=ft.ScrollMode.AUTO)
        # Start stays in view below the scrolled form (issue 17): the error that stops it shows above it.
        self.start_bar = ft.Column([self.error, ident("start-game", ft.FilledButton(
            t("ui.start"), icon=ft.Icons.PLAY_ARROW, on_click=self.start, height=48))], spacing=4, tight=True)
        self.page_view = ft.View(route=f"/new/{self.game.id}",
                                 appbar=ft.AppBar(title=ft.Text(t("ui.new_game", game=self.game.name))),
                                 controls=[self.form, self.start_bar], padding=10)
        return self.page_view
