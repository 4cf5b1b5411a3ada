"""Street-count entry: per street, each player's tiles along it (and, for expert, the two runs)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import colours_of, ident
from referee_app.games.hundsgemein import document as hg
from referee_app.games.hundsgemein.board import FINGER
from referee_app.state import AppState
from scorers.hundsgemein.geometry import STREET_IDS
from scorers.hundsgemein.rules import DOG_VALUES
from scorers.i18n import Phrase, phrase


class Stepper:
    """− n + for one number. Built once and updated in place: a quick second tap then lands on the
    same control instead of one that a repaint has just replaced."""

    def __init__(self, test_id: str, label: str, step: Callable[[int], Any]) -> None:
        self.minus = ft.IconButton(ft.Icons.REMOVE, width=48, height=48, on_click=lambda _: step(-1))
        self.value = ft.Text("0", size=18, weight=ft.FontWeight.BOLD, width=24, text_align=ft.TextAlign.CENTER)
        self.control = ft.Column(
            [
                ft.Text(label, size=10),
                ft.Row(
                    [
                        ident(f"{test_id}-minus", self.minus),
                        ident(f"{test_id}-value", self.value),
                        ident(f"{test_id}-plus", ft.IconButton(ft.Icons.ADD,
                                                               width=48, height=48, on_click=lambda _: step(1))),
                    ],
                    spacing=0,
                    tight=True,
                ),
            ],
            spacing=0,
            tight=True,
        )

    def show(self, value: int) -> None:
        self.value.value = str(value)
        self.minus.disabled = value == 0


class CountField:
    """One count on the number pad: a field a finger tall, the digits typed, Enter to the next field."""

    def __init__(self, test_id: str, label: str | None,
                 commit: Callable[["CountField", bool], "CountField | None"], colour: str | None = None) -> None:
        self.field = ft.TextField(
            value="0", label=label, keyboard_type=ft.KeyboardType.NUMBER, text_align=ft.TextAlign.CENTER,
            border_color=colour, border_width=2 if colour else None,  # the player's column, in their colour
            height=FINGER, text_size=18, content_padding=ft.Padding(4, 4, 4, 4),
            on_submit=self._submit, on_blur=lambda _: commit(self, False))
        self.commit = commit
        self.control = ident(test_id, self.field, expand=True)  # the row's width shared by its fields
        self.next: CountField | None = None
        self.shown = 0

    async def _submit(self, _: Any) -> None:
        """Enter: the number kept, then the next field (a coroutine: Flet's focus is awaited)."""
        following = self.commit(self, True)
        if following is not None:
            await following.field.focus()

    def show(self, value: int) -> None:
        if self.field.value != str(value) or self.shown != value:
            self.field.value, self.shown = str(value), value
        self.field.error_text = None


class CountsPanel:
    """Street-count entry. `change(f)` applies `f(current document)`, so every tap counts.

    Issue 24: the counts are typed, one field per player per street (a whole street in one row at 360 px
    for standard scoring; a row per player, tiles and the two runs, for expert), Enter going to the next field;
    the − n + steppers stay one tap away (`counts-steppers`)."""

    def __init__(self, app: AppState, doc: hg.HgDocument, change: Callable[[Callable], bool]) -> None:
        self.app, self.expert, self.change = app, doc.file["variant"] == "expert", change
        self.players = [p["name"] for p in doc.file["players"]]
        self.steppers: dict[tuple[str, int, str], Stepper] = {}
        self.fields: dict[tuple[str, int, str], CountField] = {}
        self.titles: dict[str, ft.Text] = {}
        self.row_titles: dict[str, ft.Text] = {}
        self.use_steppers = False
        self.switch = ident("counts-steppers", ft.TextButton("", height=FINGER, on_click=self.toggle))
        self.stepper_cards: list[ft.Control] = []
        for street in STREET_IDS:
            self.titles[street] = ft.Text(weight=ft.FontWeight.BOLD)
            rows: list[ft.Control] = [self.titles[street]]
            for seat, player in enumerate(doc.file["players"]):

                def step(delta: int, side: int | None = None, s=street, p=player["name"]) -> None:
                    change(lambda d: hg.step_count(d, s, p, delta, side))

                cells = [_chip(player)]
                parts = [("count", app.t("ui.tiles"), step)]
                if self.expert:
                    parts += [
                        ("run0", app.t("ui.run_nw"), lambda d, f=step: f(d, 0)),
                        ("run1", app.t("ui.run_se"), lambda d, f=step: f(d, 1)),
                    ]
                for kind, label, on_step in parts:
                    stepper = Stepper(f"{kind}-{street}-{seat}", label, on_step)
                    self.steppers[(street, seat, kind)] = stepper
                    cells.append(stepper.control)
                rows.append(ft.Row(cells, spacing=4, wrap=True))
            self.stepper_cards.append(
                ident(f"street-card-{street}", ft.Card(ft.Container(ft.Column(rows, spacing=4), padding=8)))
            )
        self.typed_rows = self._typed_rows(doc)
        order = list(self.fields.values())
        for field, after in zip(order, order[1:]):
            field.next = after

    def _typed_rows(self, doc: hg.HgDocument) -> list[ft.Control]:
        """Standard: a head row of the players, then a street a row (its name and dog, a field per player).
        Expert: a street a small card, a row per player (the tiles and the two runs)."""
        t = self.app.t
        kinds = ("count", "run0", "run1") if self.expert else ("count",)
        rows: list[ft.Control] = []
        if not self.expert:
            # the players as a legend in column order, whole names (four long ones do not fit above their
            # columns at 360 px): each column's fields are framed in its player's colour
            rows.append(ft.Row([_chip(p) for p in doc.file["players"]], wrap=True, spacing=6, run_spacing=4))
        for street in STREET_IDS:
            self.row_titles[street] = ft.Text(size=12, weight=ft.FontWeight.BOLD, max_lines=2)
            per_player = []
            for seat, player in enumerate(doc.file["players"]):
                cells = []
                for kind in kinds:
                    label = {"count": t("ui.tiles"), "run0": t("ui.run_nw_short"), "run1": t("ui.run_se_short")}[kind] \
                        if self.expert else None
                    field = CountField(f"type-{kind}-{street}-{seat}", label,
                                       lambda f, enter, s=street, p=player["name"], k=kind:
                                           self.commit(f, enter, s, p, k),
                                       colours_of(player["colour"])[0])
                    self.fields[(street, seat, kind)] = field
                    cells.append(field.control)
                per_player.append(cells)
            title = ft.Container(self.row_titles[street], width=STREET_LABEL)
            if self.expert:
                lines = [ft.Row([_chip(player), *cells], spacing=4)
                         for player, cells in zip(doc.file["players"], per_player)]
                rows.append(ident(f"street-row-{street}", ft.Container(ft.Column(
                    [self.row_titles[street], *lines], spacing=4), padding=ft.Padding.symmetric(vertical=4))))
            else:
                rows.append(ident(f"street-row-{street}", ft.Row(
                    [title, *(c for cells in per_player for c in cells)], spacing=4)))
        return rows

    def commit(self, field: CountField, enter: bool, street: str, player: str, kind: str) -> CountField | None:
        """The field's number into the document (refused in words, the field keeping what was typed, marked);
        on Enter, the field to go on to (None: stay, to fix what was refused)."""
        text = (field.field.value or "").strip()
        if text != str(field.shown) and not (text == "" and field.shown == 0):
            side = None if kind == "count" else int(kind[-1])
            if not self.change(lambda d: hg.type_count(d, street, player, text, side)):
                field.field.value = text  # nothing lost: the field still shows it, marked; the banner says why
                field.field.error_text = " "
                return None
        return field.next if enter else None

    #: The screen's repaint after the − n + steppers are shown or hidden (not a change of the game: no undo).
    on_toggle: Callable[[], Any] | None = None

    def toggle(self, _: Any) -> None:
        """The − n + steppers, or the number pad again."""
        self.use_steppers = not self.use_steppers
        if self.on_toggle:
            self.on_toggle()

    def fits(self, doc: hg.HgDocument) -> bool:
        return (doc.file["variant"] == "expert") == self.expert and [
            p["name"] for p in doc.file["players"]
        ] == self.players

    def show(self, doc: hg.HgDocument) -> list[ft.Control]:
        t = self.app.t
        for street in STREET_IDS:
            dog = self.app.say(_dog(doc, street, self.app))
            self.titles[street].value = f"{street} · {dog}"
            self.row_titles[street].value = f"{street} · {dog}" if self.expert else f"{street}\n{dog}"
        for (street, seat, kind), stepper in self.steppers.items():
            tiles, runs = hg.count_of(doc, street, self.players[seat])
            value = {"count": tiles, "run0": runs[0], "run1": runs[1]}[kind]
            stepper.show(value)
            self.fields[(street, seat, kind)].show(value)
        self.switch.content.content = t("ui.counts_fields" if self.use_steppers else "ui.counts_steppers")
        help_key = "ui.counts_help_expert" if self.expert else "ui.counts_help"
        head = ft.Row([ft.Text(f"{t(help_key)} {'' if self.use_steppers else t('ui.counts_type_help')}", size=12,
                               expand=True), self.switch], spacing=4)
        return [head, *(self.stepper_cards if self.use_steppers else self.typed_rows)]


#: The width of a street's name and dog at the head of its row (standard) or a player's chip (expert).
STREET_LABEL = 64


def _chip(player: dict[str, str]) -> ft.Control:
    fill, ink = colours_of(player["colour"])
    return ft.Container(  # as wide as the name: 88 px cut "Bartholomäus" to "Bartholom"
        ft.Text(player["name"], color=ink, no_wrap=True, size=13),
        bgcolor=fill, border_radius=12, padding=ft.Padding.symmetric(horizontal=8, vertical=4))


def _dog(doc: hg.HgDocument, street: str, app: AppState) -> Phrase | str:
    breed = doc.file["dogs"].get(street)
    return phrase("hg.dog", breed=phrase(f"breed.{breed}"), value=DOG_VALUES[breed]) if breed else app.t("ui.no_dog")
