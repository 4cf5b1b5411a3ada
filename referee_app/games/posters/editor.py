"""The Défense d'afficher board editor: the track drawn as squares to tap (starts, chance squares, each
panel's brush square), the panels with a brand typed on each slot, and the chance deck as cards with
their counts. Phone-first: every target is at least 44 px; a tap changes the squares it touches in place.

`board_editor(app, board, on_save)` is the whole editor as one control, for any screen to host (the
game's set-up today, the boards library later). `board` is a board dict (None: from scratch);
`on_save(dict)` gets the board as a game file holds it. The edits and the checks are
`board_edit` (no Flet) and the board model; nothing here decides what a board may be.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import ERROR_RED, ident, section
from referee_app.games.posters import board_edit as be
from scorers.i18n import phrase
from scorers.posters.board import Card
from scorers.posters.rules import MAX_SIDES

TARGET = 44  # px: the smallest tap target (issue 17)
SQUARE = 44
TOOLS = ("start", "chance", "brush", "clear")


def board_editor(app, board: dict[str, Any] | None, on_save: Callable[[dict[str, Any]], Any],
                 on_cancel: Callable[[], Any] | None = None) -> ft.Control:
    return BoardEditor(app, board, on_save, on_cancel).control


def _stepper(prefix: str, value: ft.Text, on_step: Callable[[int], Any]) -> ft.Row:
    return ft.Row([
        ident(f"{prefix}-less", ft.IconButton(ft.Icons.REMOVE, width=TARGET, height=TARGET,
                                              on_click=lambda _: on_step(-1))),
        value,
        ident(f"{prefix}-more", ft.IconButton(ft.Icons.ADD, width=TARGET, height=TARGET,
                                              on_click=lambda _: on_step(1))),
    ], spacing=0, tight=True)


def _serial(handler: Callable[..., Any]) -> Callable[..., Any]:
    """Flet runs handlers on several threads: two quick taps must not both edit the same draft."""
    @functools.wraps(handler)
    def run(self, *args: Any, **kwargs: Any) -> Any:
        with self.lock:
            return handler(self, *args, **kwargs)
    return run


class BoardEditor:
    def __init__(self, app, board: dict[str, Any] | None, on_save: Callable[[dict[str, Any]], Any],
                 on_cancel: Callable[[], Any] | None = None) -> None:
        self.app, self.on_save, self.on_cancel = app, on_save, on_cancel
        self.lock = threading.RLock()
        self.draft = be.from_board(board) if board else be.blank()
        self.tool, self.seat, self.brush_panel = "chance", 0, None
        t = app.t
        self.reconstructed = ft.Text(t("po.ed.reconstructed"), size=12, italic=True,
                                     visible=bool(self.draft["example"]))
        self.name = ident("po-ed-name", ft.TextField(value=self.draft["name"], label=t("po.ed.name"),
                                                     on_change=lambda e: self._typed(be.set_name, e.control.value)))
        self.track_text = ft.Text(size=18, weight=ft.FontWeight.BOLD, width=48, text_align=ft.TextAlign.CENTER)
        self.tool_row = ft.Row(wrap=True, spacing=6, run_spacing=6)
        self.tool_help = ident("po-ed-tool-help", ft.Text(size=13))
        self.squares = ft.Row(wrap=True, spacing=4, run_spacing=4)
        self.tiles: list[tuple[ft.Container, ft.Text]] = []
        self.panels = ft.Column(spacing=10)
        self.deck = ft.Column(spacing=6)
        self.problems = ident("po-ed-problems", ft.Text(size=13, color=ERROR_RED))
        self.save_button = ident("po-ed-save", ft.FilledButton(t("po.ed.save"), icon=ft.Icons.SAVE, height=48,
                                                               on_click=self.save))
        self.control = ft.Column([
            self.reconstructed,
            ft.Row([ft.Container(self.name, expand=True),
                    ident("po-ed-blank", ft.TextButton(t("po.ed.blank"), icon=ft.Icons.CLEAR_ALL, height=TARGET,
                                                       on_click=lambda _: self.from_scratch()))]),
            section(t("po.ed.track")),
            ft.Row([ft.Text(t("po.ed.squares")), _stepper("po-ed-track", self.track_text, self.step_track)],
                   wrap=True, spacing=8),
            self.tool_row, self.tool_help, self.squares,
            section(t("po.ed.panels")), self.panels,
            ident("po-ed-add-panel", ft.OutlinedButton(t("po.ed.add_panel"), icon=ft.Icons.ADD, height=TARGET,
                                                       on_click=lambda _: self.add_panel())),
            section(t("po.ed.deck")), self.deck,
            ft.Row([ident(f"po-ed-add-card-{k}", ft.OutlinedButton(
                app.say(Card(id="x", kind=k, steps=3 if k == "move" else None).label), icon=ft.Icons.ADD,
                height=TARGET,
                on_click=lambda _, k=k: self.edit(be.add_card(self.draft, k), deck=True)))
                for k in be.CARD_KINDS], wrap=True, spacing=6, run_spacing=6),
            self.problems,
            ft.Row([self.save_button, *([ident("po-ed-cancel", ft.TextButton(
                t("ui.cancel"), height=TARGET, on_click=lambda _: on_cancel()))] if on_cancel else [])], wrap=True),
        ], spacing=8, scroll=ft.ScrollMode.AUTO, expand=True)
        self._build_squares()
        self._build_panels()
        self._build_deck()
        self._show_tools()
        self._check()

    # --- edits ------------------------------------------------------------------------------------------
    @_serial
    def edit(self, draft: dict[str, Any], squares: bool = False, panels: bool = False, deck: bool = False) -> None:
        """Take the new draft; rebuild only the parts whose structure changed, repaint the squares' marks."""
        self.draft = draft
        self.reconstructed.visible = bool(draft["example"])
        if squares:
            self._build_squares()
        else:
            self._paint_squares()
        if panels:
            self._build_panels()
        if deck:
            self._build_deck()
        self._show_tools()
        self._check()

    @_serial
    def _typed(self, change: Callable[..., dict[str, Any]], *args: Any) -> None:
        """A keystroke: the draft and the problems change, nothing else is rebuilt (the field keeps focus)."""
        self.draft = change(self.draft, *args)
        self.reconstructed.visible = False
        self._check()

    @_serial
    def step_track(self, delta: int) -> None:
        self.edit(be.set_track(self.draft, self.draft["track"] + delta), squares=True, panels=True)

    @_serial
    def pick_tool(self, tool: str, seat: int = 0, panel: str | None = None) -> None:
        self.tool, self.seat, self.brush_panel = tool, seat, panel
        self._show_tools()

    @_serial
    def tap_square(self, square: int) -> None:
        draft = self.draft
        if self.tool == "start":
            draft = be.set_start(draft, self.seat, square)
            self.seat = (self.seat + 1) % MAX_SIDES
        elif self.tool == "chance":
            draft = be.toggle_chance(draft, square)
        elif self.tool == "brush" and self.brush_panel:
            draft = be.set_brush(draft, self.brush_panel, square)
            self._next_brushless()
        else:
            draft = be.clear_square(draft, square)
        brushes = [p["brush"] for p in self.draft["panels"]]
        self.edit(draft, panels=brushes != [p["brush"] for p in draft["panels"]])  # shown in the panel's row

    def _next_brushless(self) -> None:
        """After a brush square is set, the next panel still without one is the one tapped for next."""
        waiting = [p["id"] for p in self.draft["panels"] if p["brush"] is None and p["id"] != self.brush_panel]
        if waiting:
            self.brush_panel = waiting[0]
        else:
            self.tool = "chance"

    @_serial
    def add_panel(self) -> None:
        """A new panel; the brush tool then waits for the first panel still without a brush square (so a
        table adds its panels, then taps their brush squares in a row)."""
        draft = be.add_panel(self.draft)
        waiting = [p["id"] for p in draft["panels"] if p["brush"] is None]
        if waiting:
            self.tool, self.brush_panel = "brush", waiting[0]
        self.edit(draft, panels=True)

    @_serial
    def from_scratch(self) -> None:
        self.tool, self.seat, self.brush_panel = "chance", 0, None
        self.name.content.value = ""
        self.edit(be.blank(), squares=True, panels=True, deck=True)

    @_serial
    def save(self, _: Any = None) -> None:
        board = be.saved(self.draft)
        if board is not None:
            self.on_save(board)

    # --- the parts ----------------------------------------------------------------------------------------
    def _check(self) -> None:
        found = be.problems(self.draft)
        self.problems.content.value = "\n".join(
            self.app.say(phrase(key, **params)) for _, key, params in found[:4])
        self.save_button.content.disabled = bool(found)

    def _show_tools(self) -> None:
        t = self.app.t

        def chip(key: str, label: str, selected: bool, pick: Callable[[], Any]) -> ft.Control:
            return ident(key, ft.Chip(label=ft.Text(label), selected=selected, height=TARGET,
                                      on_select=lambda _: pick()))

        chips = [chip(f"po-ed-tool-start-{s + 1}", t("po.ed.tool.start", n=s + 1),
                      self.tool == "start" and self.seat == s, lambda s=s: self.pick_tool("start", s))
                 for s in range(MAX_SIDES)]
        chips.append(chip("po-ed-tool-chance", t("po.ed.tool.chance"), self.tool == "chance",
                          lambda: self.pick_tool("chance")))
        chips += [chip(f"po-ed-tool-brush-{p['id']}", t("po.ed.tool.brush", panel=p["id"]),
                       self.tool == "brush" and self.brush_panel == p["id"],
                       lambda p=p["id"]: self.pick_tool("brush", panel=p)) for p in self.draft["panels"]]
        chips.append(chip("po-ed-tool-clear", t("po.ed.tool.clear"), self.tool == "clear",
                          lambda: self.pick_tool("clear")))
        self.tool_row.controls = chips
        key = {"start": "po.ed.help.start", "chance": "po.ed.help.chance", "brush": "po.ed.help.brush",
               "clear": "po.ed.help.clear"}[self.tool]
        self.tool_help.content.value = t(key, n=self.seat + 1, panel=self.brush_panel or "")

    def _mark(self, square: int) -> tuple[str, str | None]:
        draft = self.draft
        if square in draft["starts"]:
            return f"D{draft['starts'].index(square) + 1}", "#C8E6C9"
        if square in draft["chance"]:
            return "?", "#FFE082"
        panel = next((p["id"] for p in draft["panels"] if p["brush"] == square), None)
        if panel:
            return panel, "#BBDEFB"
        return "", None

    def _build_squares(self) -> None:
        self.track_text.value = str(self.draft["track"])
        self.tiles = []
        controls = []
        for square in range(self.draft["track"]):
            mark = ft.Text(size=13, weight=ft.FontWeight.BOLD)
            box = ft.Container(ft.Column([ft.Text(str(square), size=9), mark], spacing=0, tight=True,
                                         horizontal_alignment=ft.CrossAxisAlignment.CENTER),
                               width=SQUARE, height=SQUARE, border_radius=6, alignment=ft.Alignment.CENTER,
                               border=ft.Border.all(1, ft.Colors.OUTLINE),
                               on_click=lambda _, s=square: self.tap_square(s))
            self.tiles.append((box, mark))
            controls.append(ident(f"po-ed-sq-{square}", box, button=True))
        self.squares.controls = controls
        self._paint_squares()

    def _paint_squares(self) -> None:
        for square, (box, mark) in enumerate(self.tiles):
            text, fill = self._mark(square)
            if mark.value != text or box.bgcolor != fill:  # only what changed goes to the client
                mark.value, box.bgcolor = text, fill

    def _build_panels(self) -> None:
        t = self.app.t
        rows = []
        for panel in self.draft["panels"]:
            pid = panel["id"]
            brush = t("po.ed.brush_at", square=panel["brush"]) if panel["brush"] is not None else t("po.ed.no_brush")
            head = ft.Row([
                ft.Text(t("po.ed.panel", panel=pid), weight=ft.FontWeight.BOLD),
                ident(f"po-ed-brush-{pid}", ft.TextButton(brush, height=TARGET,
                                                          on_click=lambda _, p=pid: self.pick_tool("brush", panel=p))),
                ident(f"po-ed-slot-less-{pid}", ft.IconButton(
                    ft.Icons.REMOVE, width=TARGET, height=TARGET, tooltip=t("po.ed.remove_slot"),
                    on_click=lambda _, p=pid: self.edit(be.remove_slot(self.draft, p), panels=True))),
                ident(f"po-ed-slot-more-{pid}", ft.IconButton(
                    ft.Icons.ADD, width=TARGET, height=TARGET, tooltip=t("po.ed.add_slot"),
                    on_click=lambda _, p=pid: self.edit(be.add_slot(self.draft, p), panels=True))),
                ident(f"po-ed-drop-{pid}", ft.IconButton(
                    ft.Icons.DELETE_OUTLINE, width=TARGET, height=TARGET, tooltip=t("po.ed.remove_panel"),
                    on_click=lambda _, p=pid: self.edit(be.remove_panel(self.draft, p), squares=True, panels=True))),
            ], wrap=True, spacing=2)
            fields = [ident(f"po-ed-slot-{pid}{n}", ft.TextField(
                value=slot["name"], label=t("po.ed.slot", slot=f"{pid}{n}"), width=170,
                on_change=lambda e, p=pid, i=n - 1: self._typed(be.set_brand, p, i, e.control.value)))
                for n, slot in enumerate(panel["slots"], 1)]
            rows.append(ft.Container(ft.Column([head, ft.Row(fields, wrap=True, spacing=6, run_spacing=6)],
                                               spacing=4), padding=8, border_radius=8,
                                     border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT)))
        self.panels.controls = rows

    def _build_deck(self) -> None:
        """Every card's row, made again when a card comes or goes; a count or a size changes in place."""
        self.card_texts: dict[str, tuple[ft.Text, ft.Text, ft.Text | None, ft.Control | None]] = {}
        rows = []
        for card in self.draft["deck"]:
            cid = card["id"]
            count = ft.Text(size=16, weight=ft.FontWeight.BOLD, width=32, text_align=ft.TextAlign.CENTER)
            label = ft.Text(size=13)
            extra: ft.Text | None = None
            sign: ft.Control | None = None
            parts: list[ft.Control] = [_stepper(f"po-ed-card-{cid}", count, lambda d, c=cid: self._count(c, d))]
            if card["kind"] == "move":
                sign = ft.OutlinedButton(height=TARGET, on_click=lambda _, c=cid: self._flip(c))
                extra = ft.Text()
                parts += [ident(f"po-ed-card-{cid}-sign", sign),
                          _stepper(f"po-ed-card-{cid}-steps", extra, lambda d, c=cid: self._steps(c, d))]
            if card["kind"] == "fog":
                extra = ft.Text()
                parts += [ft.Text(self.app.t("po.ed.fog_most"), size=12),
                          _stepper(f"po-ed-card-{cid}-most", extra, lambda d, c=cid: self._most(c, d))]
            self.card_texts[cid] = (label, count, extra, sign)
            rows.append(ident(f"po-ed-card-{cid}", ft.Container(
                ft.Column([label, ft.Row(parts, wrap=True, spacing=4)], spacing=0),
                padding=4, border_radius=8, border=ft.Border.all(1, ft.Colors.OUTLINE_VARIANT))))
        self.deck.controls = rows
        self._paint_deck()

    def _paint_deck(self) -> None:
        t = self.app.t
        for card in self.draft["deck"]:
            label, count, extra, sign = self.card_texts[card["id"]]
            label.value = self.app.say(Card.model_validate({k: v for k, v in card.items() if v is not None}).label)
            count.value = str(card["count"])
            if card["kind"] == "move":
                extra.value = t("po.ed.steps", n=abs(card["steps"]))
                sign.content = t("po.ed.turn_back" if card["steps"] > 0 else "po.ed.turn_ahead")
            if card["kind"] == "fog":
                extra.value = t("po.ed.any") if card["posters"] is None else str(card["posters"])

    def _card(self, card_id: str) -> dict[str, Any]:
        return next(c for c in self.draft["deck"] if c["id"] == card_id)

    @_serial
    def _count(self, card_id: str, delta: int) -> None:
        draft = be.set_card(self.draft, card_id, count=self._card(card_id)["count"] + delta)
        gone = len(draft["deck"]) != len(self.draft["deck"])
        self.edit(draft, deck=gone)
        if not gone:
            self._paint_deck()

    @_serial
    def _flip(self, card_id: str) -> None:
        self.edit(be.set_card(self.draft, card_id, steps=-self._card(card_id)["steps"]))
        self._paint_deck()

    @_serial
    def _steps(self, card_id: str, delta: int) -> None:
        steps = self._card(card_id)["steps"]
        size = max(1, min(12, abs(steps) + delta))
        self.edit(be.set_card(self.draft, card_id, steps=size if steps > 0 else -size))
        self._paint_deck()

    @_serial
    def _most(self, card_id: str, delta: int) -> None:
        """None (as many as the holder chooses) below 1."""
        most = (self._card(card_id)["posters"] or 0) + delta
        self.edit(be.set_card(self.draft, card_id, posters=most if most >= 1 else None))
        self._paint_deck()
