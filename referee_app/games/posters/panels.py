"""The panels beside the track, drawn as rows of slots: free (the brand it is reserved for), posted (in
the colour of the side that stuck it) or forbidden (under a « Défense d'afficher »).

Tiles are made once and updated in place (`show`): a tap on a tile that is being replaced is lost.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import ERROR_RED, colours_of, ident
from referee_app.games.posters.document import Report
from referee_app.state import AppState

TILE_WIDTH = 84


Words = Callable[..., str]  # t(key, **params) in the language of the repaint under way


class SlotTile:
    def __init__(self, slot: str, brand: str, on_tap: Callable[[str], Any] | None) -> None:
        self.slot, self.on_tap = slot, on_tap
        self.name = ft.Text(slot, weight=ft.FontWeight.BOLD, size=13)
        self.brand = ft.Text(brand, size=11, max_lines=2, overflow=ft.TextOverflow.ELLIPSIS)
        self.state = ft.Text(size=10, italic=True, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS)
        self.box = ft.Container(ft.Column([self.name, self.brand, self.state], spacing=0, tight=True),
                                width=TILE_WIDTH, height=74, padding=6, border_radius=8,
                                on_click=self.tap if on_tap else None)
        self.control = ident(f"po-slot-{slot}", self.box, button=on_tap is not None)
        self.free = False
        self.shown: tuple | None = None  # what the tile shows now: repainted only when it changes

    def tap(self, _: Any) -> None:
        if self.on_tap and self.free:
            self.on_tap(self.slot)

    def show(self, t: Words, rep: Report, posted: int | None, banned: bool) -> bool:
        """Repaint the tile if what it shows changed; True when it did."""
        colour = rep.state.sides[posted].info.colour if posted is not None else None
        key = (posted, banned, colour, t("po.ui.slot_free"))  # the last: the language
        if key == self.shown:
            return False
        self.shown = key
        if posted is not None:
            fill, ink = colours_of(rep.state.sides[posted].info.colour)
            state = t("po.ui.slot_posted", side=rep.state.names[posted])
        elif banned:
            fill, ink, state = "#ECEFF1", ERROR_RED, t("po.ui.slot_banned")
        else:
            fill, ink, state = None, None, t("po.ui.slot_free")
        self.free = posted is None and not banned
        self.state.value = state
        for text in (self.name, self.brand, self.state):
            text.color = ink
        self.box.bgcolor = fill
        self.box.border = ft.Border.all(2 if banned else 1, ERROR_RED if banned else ft.Colors.OUTLINE)
        self.control.label = f"{self.slot} {self.brand.value} {state}"
        return True


class PanelView:
    """One panel: its letter, brush square and who stands there, then its slots."""

    def __init__(self, app: AppState, rep: Report, panel_id: str, on_tap: Callable[[str], Any] | None = None,
                 prefix: str = "po-panel", compact: bool = False) -> None:
        self.app, self.panel = app, rep.state.board.panel(panel_id)
        board = rep.state.board
        self.tiles = [SlotTile(s, board.brands[b], on_tap) for s, b in zip(self.panel.slot_ids(), self.panel.slots)]
        self.title = ft.Text(weight=ft.FontWeight.BOLD, size=13)
        self.control = ident(f"{prefix}-{panel_id}", ft.Column([
            self.title, ft.Row([t.control for t in self.tiles], wrap=True, spacing=6, run_spacing=6,
                               width=2 * TILE_WIDTH + 6 if compact else None)], spacing=4))
        self.changed: list[ft.Control] = []  # what the last `show` changed (issue 18: sent alone)

    def show(self, rep: Report, t: Words | None = None) -> ft.Control:
        """Repaint what changed since the last time: the pawns at its brush square, each slot's state."""
        t = t or self.app.t
        table = rep.table
        here = [rep.state.names[s] for s, square in enumerate(table.positions) if square == self.panel.brush]
        title = t("po.ui.panel", panel=self.panel.id, square=self.panel.brush)
        title += " · " + ", ".join(here) if here else ""
        self.changed = []
        if self.title.value != title:
            self.title.value = title
            self.changed.append(self.title)
        posted, banned = table.posted_by, table.banned()
        for tile in self.tiles:
            if tile.show(t, rep, posted.get(tile.slot), tile.slot in banned):
                self.changed.append(tile.control)
        return self.control
