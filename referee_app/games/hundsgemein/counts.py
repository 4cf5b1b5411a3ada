"""Street-count entry: per street, each player's tiles along it (and, for expert, the two runs)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import colours_of, ident
from referee_app.games.hundsgemein import document as hg
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


class CountsPanel:
    """Street-count entry. `change(f)` applies `f(current document)`, so every tap counts."""

    def __init__(self, app: AppState, doc: hg.HgDocument, change: Callable[[Callable], bool]) -> None:
        self.app, self.expert = app, doc.file["variant"] == "expert"
        self.players = [p["name"] for p in doc.file["players"]]
        self.steppers: dict[tuple[str, int, str], Stepper] = {}
        self.titles: dict[str, ft.Text] = {}
        self.controls: list[ft.Control] = [
            ft.Text(app.t("ui.counts_help_expert" if self.expert else "ui.counts_help"), size=12)
        ]
        for street in STREET_IDS:
            self.titles[street] = ft.Text(weight=ft.FontWeight.BOLD)
            rows: list[ft.Control] = [self.titles[street]]
            for seat, player in enumerate(doc.file["players"]):

                def step(delta: int, side: int | None = None, s=street, p=player["name"]) -> None:
                    change(lambda d: hg.step_count(d, s, p, delta, side))

                fill, ink = colours_of(player["colour"])
                cells = [
                    ft.Container(
                        ft.Text(player["name"], color=ink, no_wrap=True),
                        bgcolor=fill,  # as wide as the name: 88 px cut "Bartholomäus" to "Bartholom"
                        border_radius=12,
                        padding=ft.Padding.symmetric(horizontal=8, vertical=4),
                    )
                ]
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
            self.controls.append(
                ident(f"street-card-{street}", ft.Card(ft.Container(ft.Column(rows, spacing=4), padding=8)))
            )

    def fits(self, doc: hg.HgDocument) -> bool:
        return (doc.file["variant"] == "expert") == self.expert and [
            p["name"] for p in doc.file["players"]
        ] == self.players

    def show(self, doc: hg.HgDocument) -> list[ft.Control]:
        for street in STREET_IDS:
            self.titles[street].value = f"{street} · {self.app.say(_dog(doc, street, self.app))}"
        for (street, seat, kind), stepper in self.steppers.items():
            tiles, runs = hg.count_of(doc, street, self.players[seat])
            stepper.show({"count": tiles, "run0": runs[0], "run1": runs[1]}[kind])
        return self.controls


def _dog(doc: hg.HgDocument, street: str, app: AppState) -> Phrase | str:
    breed = doc.file["dogs"].get(street)
    return phrase("hg.dog", breed=phrase(f"breed.{breed}"), value=DOG_VALUES[breed]) if breed else app.t("ui.no_dog")
