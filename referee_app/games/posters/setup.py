"""New Défense d'afficher game: the common set-up form (`SetupForm`) with 2 to 4 sides instead of players,
each one player or a team of two (mixed allowed) in its colour, who starts (the highest roll), and the board,
which can be checked or edited from here. The variant (full or simplified game) and the house rules are the
form's own.

What is typed is kept as a draft at every keystroke; whether the sides fit is asked of the rules.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable
from typing import Any

import flet as ft
from pydantic import BaseModel

from referee_app import boards
from referee_app.components import new_game
from referee_app.components.boards_picker import BoardPicker
from referee_app.components.common import ident, section, snack
from referee_app.components.setup_parts import TAP, choice_row
from referee_app.games.posters import document as po
from scorers.errors import RefereeError
from scorers.posters.board import Board
from scorers.posters.rules import COLOURS, MAX_SIDES, MIN_SIDES, SIDE_LETTERS


class SetupForm(new_game.SetupForm):
    ADD_ID, ADD_KEY, ADD_ICON = "po-add-side", "po.ui.add_side", ft.Icons.GROUP_ADD
    PLAYERS_KEY = "po.ui.sides"

    def load(self, draft: dict[str, Any]) -> None:
        self.sides: list[dict[str, Any]] = draft.get("sides") or [
            {"members": [""], "colour": COLOURS[i]} for i in range(MIN_SIDES)]
        self.first: int = min(int(draft.get("first", 0)), len(self.sides) - 1)
        self.board_text = ft.Text(size=13)
        self.board_label = ident("po-board-label", self.board_text)
        self.starter = ft.Column(spacing=0)
        self.chip_labels: list[ft.Text] = []

    def draft(self) -> dict[str, Any]:
        return {"sides": self.sides, "first": self.first}

    @property
    def picker(self) -> BoardPicker:
        """The printed board, among the bundled and the table's own (referee_app.boards)."""
        assert self.board is not None  # Défense d'afficher always has printed material
        return self.board

    # --- state changes (each saved as the draft) ---------------------------------------------------
    def seats(self) -> int:
        return len(self.sides)

    def can_add(self) -> bool:
        return len(self.sides) < MAX_SIDES  # PO-SIDES: 4 sides at most (8 players only as 4 teams of two)

    def seated(self) -> Iterable[str]:
        return (m for s in self.sides for m in s["members"])

    def _changed(self) -> None:
        self.first = min(self.first, len(self.sides) - 1)
        super()._changed()

    def add(self, name: str = "") -> None:
        self.add_side()

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

    def seat_game(self, file: dict[str, Any]) -> None:
        """The sides of a game played before as they were (a team stays a team), and the side that started."""
        sides = [{"members": [m for m in s.get("members") or () if isinstance(m, str)][:2],
                  "colour": s.get("colour")} for s in file.get("sides") or () if isinstance(s, dict)]
        if not (MIN_SIDES <= len(sides) <= MAX_SIDES and all(s["members"] and s["colour"] in COLOURS for s in sides)):
            super().seat_game(file)
            return
        self.sides = sides
        first = file.get("first")
        self.first = SIDE_LETTERS.index(first) if isinstance(first, str) and first in SIDE_LETTERS[:len(sides)] else 0
        self._changed()

    # --- building ----------------------------------------------------------------------------------
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

        def colour(value: str) -> None:
            other = next((s for s in self.sides if s["colour"] == value and s is not side), None)
            if other:
                other["colour"] = side["colour"]
            side["colour"] = value
            self._changed()

        def drop(_: Any) -> None:
            del self.sides[i]
            self._changed()

        # The side's head: its colour (the swatch opens the colours), a team of two or not, remove; then one
        # name field per member across the card's width.
        head = ft.Row([
            self.swatch(f"po-colour-{i}", SIDE_LETTERS[i].upper(), side["colour"],
                        t("ui.setup.side_colour", n=i + 1), self.colour_choices(COLOURS), colour),
            ft.Text(t("po.ui.team"), expand=True, text_align=ft.TextAlign.RIGHT),
            ident(f"po-team-{i}", ft.Switch(value=team, on_change=toggle,
                                            padding=ft.Padding.symmetric(horizontal=4, vertical=4))),
            self.remove_button(i, drop),
        ], spacing=6, vertical_alignment=ft.CrossAxisAlignment.CENTER)
        fields = [
            ft.Row([self.name_field(
                f"po-member-{i}-{k}", name,
                t("po.ui.partner" if k else ("po.ui.member" if team else "ui.player_n"), n=i + 1), typed(k))])
            for k, name in enumerate(side["members"])]
        return ft.Container(ft.Column([head, *fields], spacing=8), padding=8, border_radius=10,
                            border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT))

    def player_rows(self) -> list[ft.Control]:
        return [self._side_card(i) for i in range(len(self.sides))]

    def _fill(self) -> None:
        super()._fill()

        def starts(i: int) -> Callable[[], None]:
            def pick() -> None:
                self.first = i
                self._changed()
            return pick

        self.chip_labels = [ft.Text(self._side_name(i)) for i in range(len(self.sides))]
        self.starter.controls = [choice_row(f"po-first-{i}", label, i == self.first, starts(i))
                                 for i, label in enumerate(self.chip_labels)]

    def _side_name(self, i: int) -> str:
        names = [m.strip() for m in self.sides[i]["members"] if m.strip()]
        return " & ".join(names) or self.app.t("po.ui.side_n", n=i + 1)

    def intro(self) -> str | None:
        return self.app.t("po.ui.setup_help")

    def extra_sections(self) -> list[ft.Control]:
        return [ft.Divider(), section(self.app.t("po.ui.who_starts")), self.starter]

    def board_section(self) -> list[ft.Control]:
        return [*self.picker.controls(), self.board_label,
                ident("po-edit-board", ft.OutlinedButton(self.app.t("po.ui.edit_board"), icon=ft.Icons.EDIT,
                                                         height=TAP, on_click=self.edit_board))]

    # --- starting ----------------------------------------------------------------------------------
    def _typed_sides(self) -> list[dict[str, Any]]:
        return [{"members": [m.strip() for m in s["members"]], "colour": s["colour"]} for s in self.sides]

    def check(self) -> str | None:
        if not all(m for s in self._typed_sides() for m in s["members"]):
            return self.app.t("po.ui.need_names")
        return None

    def document(self) -> BaseModel:
        return po.new_document(self._typed_sides(), str(self.variant), SIDE_LETTERS[self.first],
                               dt.date.today().isoformat(), tuple(self.house))

    def roster(self) -> list[dict[str, str]]:
        return [{"name": m, "colour": s["colour"]} for s in self._typed_sides() for m in s["members"]]

    def title(self, doc: BaseModel) -> str:
        return ", ".join(s["name"] for s in doc.file["sides"])  # type: ignore[attr-defined]

    def refused(self) -> str:
        return self.app.t("po.ui.need_sides")

    # --- the board (the editor takes the view's place until saved or cancelled) -------------------------
    def _show_board(self) -> None:
        board = Board.model_validate(self.picker.board.data)
        self.board_text.value = self.app.t("po.ui.board_is", board=board.label)

    def board_chosen(self) -> None:
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
                self.board = BoardPicker(self.app, self.game.id, self.go, on_choose=self.board_chosen)
                self.rebuild()
            self._show_board()
            back()

        def back() -> None:
            self.page_view.controls = [self.form, self.start_bar]
            self.page_view.update()

        self.page_view.controls = [board_editor(self.app, chosen.data, saved, back)]
        self.page_view.update()

    def view(self) -> ft.View:
        self._show_board()
        return super().view()
