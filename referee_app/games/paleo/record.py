"""The optional round record of Paleo: per side the keys taken, an Explorer on the door, pieces captured
and pieces got back (exchanged at 2 players, freed at 3-4). The rules derive who won and how, and refuse a
record that shows no win, two wins or something impossible (PA-ROUND-END, PA-DOOR, PA-CAPTURE...)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.choice import Choice
from referee_app.components.common import ident
from referee_app.state import AppState
from scorers.paleo.rules import KEYS_TO_OPEN


class Counter:
    """A number with − and + buttons, never below 0."""

    def __init__(self, identifier: str, label: str) -> None:
        self.value = 0
        self.text = ft.Text("0", size=18, weight=ft.FontWeight.BOLD, width=28, text_align=ft.TextAlign.CENTER)
        self.control = ft.Row([
            ft.Text(label, expand=True),
            ident(f"{identifier}-minus", ft.IconButton(ft.Icons.REMOVE, on_click=lambda _: self.step(-1))),
            ident(f"{identifier}-value", self.text),
            ident(f"{identifier}-plus", ft.IconButton(ft.Icons.ADD, on_click=lambda _: self.step(1))),
        ], spacing=0)

    def step(self, delta: int) -> None:
        self.set(max(0, self.value + delta))

    def set(self, value: int) -> None:
        self.value = value
        self.text.value = str(value)


class RecordForm:
    def __init__(self, app: AppState, sides: list[str], players: int, save: Callable[[dict], bool],
                 done: Callable[[], None] = lambda: None) -> None:
        self.app, self.sides, self.save, self.done = app, sides, save, done  # done: after a submit (the repaint)
        t = app.t
        self.back_field = "exchanged" if players == 2 else "freed"
        self.keys = [Choice(f"pa-rec-keys-{i}", [(str(k), t("pa.ui.rec.keys", n=k)) for k in range(KEYS_TO_OPEN + 1)],
                            value="0") for i in range(len(sides))]
        self.door = [ident(f"pa-rec-door-{i}", ft.Checkbox(label=t("pa.ui.rec.on_door"), value=False))
                     for i in range(len(sides))]
        self.captured = [Counter(f"pa-rec-captured-{i}", t("pa.ui.rec.captured")) for i in range(len(sides))]
        self.back = [Counter(f"pa-rec-back-{i}", t(f"pa.ui.rec.{self.back_field}")) for i in range(len(sides))]
        cards = [ft.Container(ft.Column([ft.Text(side, weight=ft.FontWeight.BOLD), self.keys[i].control, self.door[i],
                                         self.captured[i].control, self.back[i].control], spacing=2),
                              border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT), border_radius=8, padding=8)
                 for i, side in enumerate(sides)]
        self.control = ident("pa-record", ft.ExpansionTile(
            title=ft.Text(t("pa.ui.rec.title")), subtitle=ft.Text(t("pa.ui.rec.help"), size=12), expanded=False,
            controls=[ft.Column([*cards, ident("pa-rec-save", ft.FilledButton(
                t("pa.ui.rec.save"), icon=ft.Icons.FACT_CHECK, height=48, on_click=self.submit))], spacing=8)]))

    def record(self) -> dict[str, dict[str, Any]]:
        """The record as the game file writes it (fields left at 0 are left out)."""
        out = {}
        for i, side in enumerate(self.sides):
            entry = {"keys": int(self.keys[i].value), "on_door": bool(self.door[i].content.value),
                     "captured": self.captured[i].value, self.back_field: self.back[i].value}
            out[side] = {k: v for k, v in entry.items() if v}
        return out

    def submit(self, _: Any) -> None:
        if self.save(self.record()):
            self.reset()
        self.done()

    def reset(self) -> None:
        for i in range(len(self.sides)):
            self.keys[i].value = "0"
            self.keys[i].paint()
            self.door[i].content.value = False
            self.captured[i].set(0)
            self.back[i].set(0)
