"""A chance card drawn, in the turn itself: the holder's choices (where a ban goes, which poster a scraper
takes and to whom, whom a give card gives to) as chips, then one line to confirm: « Play again » Apply /
Cancel (issue 17: no dialog, no second step). A refused claim keeps the line open, with the rule said.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import ident
from referee_app.games.posters import document as po
from scorers.posters.board import CHOICE_KINDS
from scorers.posters.rules import MAX_BAN_SLOTS, SIDE_LETTERS


class CardChoice:
    """The card drawn and its holder's choices; `append` adds it to the last turn (a chance square)."""

    def __init__(self, screen, card_id: str, append: bool) -> None:
        self.screen, self.card_id, self.append = screen, card_id, append
        self.card = screen.rep.state.board.card(card_id)
        self.choice: dict[str, Any] = {}
        self.mode = "ban" if self.card.kind == "ban" else ("scrape" if self.card.kind == "scraper" else "")
        self.panel: str | None = None
        t = screen.app.t
        self.body = ft.Column(tight=True, spacing=6)
        self.title = ft.Text(screen.app.say(self.card.label), weight=ft.FontWeight.BOLD, expand=True)
        self.confirm = ident("po-card-confirm", ft.Row([
            self.title,
            ident("po-card-cancel", ft.TextButton(t("ui.cancel"), height=44, on_click=lambda _: self.close())),
            ident("po-card-ok", ft.FilledButton(t("po.ui.card_ok"), height=44, on_click=self.submit)),
        ], spacing=4))
        self.control = ft.Container(ft.Column([self.body, self.confirm], spacing=6, tight=True),
                                    padding=8, border_radius=10, border=ft.Border.all(2, ft.Colors.PRIMARY))

    def needs_choice(self) -> bool:
        return self.card.kind in CHOICE_KINDS

    def open(self) -> None:
        self.fill()
        self.screen.show_card(self)

    def close(self) -> None:
        self.screen.show_card(None)

    def submit(self, _: Any = None) -> None:
        action = {"chance": self.card_id, **self.choice}
        make = po.add_to_turn if self.append else po.new_turn
        self.screen.pending = None  # cleared first: a change sends the screen once, without this line
        if not self.screen.change(lambda d: make(d, action)):
            self.screen.show_card(self)  # refused: the line stays, the table corrects its choice

    def _chips(self, prefix: str, values: list[str], chosen: Callable[[str], bool], pick: Callable[[str], None],
               label: Callable[[str], str] = str) -> ft.Row:
        def tap(value: str) -> Callable[[Any], None]:
            def handler(_: Any) -> None:
                pick(value)
                self.fill()
            return handler

        # no check mark: it widened the picked chip and moved the next ones 20 px under the finger (issue 26, item
        # 5); the picked one shows by its colour
        return ft.Row([ident(f"{prefix}-{v}", ft.Chip(label=ft.Text(label(v)), selected=chosen(v), height=44,
                                                      show_checkmark=False, on_select=tap(v)))
                       for v in values], wrap=True, spacing=4, run_spacing=4)

    def _slots_picker(self) -> list[ft.Control]:
        """A panel, then 1 to 4 of its slots (a ban's place)."""
        t, board = self.screen.app.t, self.screen.rep.state.board
        chosen = list(self.choice.get("slots", []))

        def panel(p: str) -> None:
            self.panel = p
            self.choice["slots"] = []

        def slot(s: str) -> None:
            now = [x for x in chosen if x != s] if s in chosen else [*chosen, s][:MAX_BAN_SLOTS]
            self.choice["slots"] = now

        items = [ft.Text(t("po.ui.pick_panel")),
                 self._chips("po-ban-panel", [p.id for p in board.panels], lambda p: p == self.panel, panel)]
        if self.panel:
            items += [ft.Text(t("po.ui.pick_slots", most=MAX_BAN_SLOTS)),
                      self._chips("po-ban-slot", list(board.panel(self.panel).slot_ids()), lambda s: s in chosen,
                                  slot)]
        return items

    def fill(self) -> None:
        t, rep = self.screen.app.t, self.screen.rep
        names = rep.state.names
        me = rep.table.next_side if not self.append else rep.last.side
        others = [SIDE_LETTERS[i] for i in range(len(names)) if i != me]
        side_name = lambda letter: names[SIDE_LETTERS.index(letter)]  # noqa: E731
        items: list[ft.Control] = []
        if self.card.kind == "ban":
            items = [ft.Text(t("po.ui.ban_help")), *self._slots_picker()]
        elif self.card.kind == "give":
            items = [ft.Text(t("po.ui.give_to")),
                     self._chips("po-give", others, lambda s: self.choice.get("give") == s,
                                 lambda s: self.choice.update(give=s), side_name)]
        elif self.card.kind == "scraper":
            def mode(m: str) -> None:
                self.mode = m
                self.choice, self.panel = {}, None

            items = [self._chips("po-scraper", ["scrape", "unban", "none"], lambda m: m == self.mode, mode,
                                 lambda m: t(f"po.ui.scraper.{m}"))]
            if self.mode == "unban":
                bans = [b[0] for b in rep.table.bans]
                items += [ft.Text(t("po.ui.which_ban")),
                          self._chips("po-unban", bans, lambda s: self.choice.get("unban") == s,
                                      lambda s: self.choice.update(unban=s),
                                      lambda s: " ".join(next(b for b in rep.table.bans if s in b))),
                          *self._slots_picker()]
            elif self.mode == "scrape":
                posted = sorted(rep.table.posted_by)
                items += [ft.Text(t("po.ui.which_poster")),
                          self._chips("po-scrape", posted, lambda s: self.choice.get("scrape") == s,
                                      lambda s: self.choice.update(scrape=s)),
                          ft.Text(t("po.ui.give_to")),
                          self._chips("po-give", others, lambda s: self.choice.get("give") == s,
                                      lambda s: self.choice.update(give=s), side_name),
                          ident("po-scrape-stick", ft.Checkbox(
                              label=t("po.ui.stick_duplicate"), value=bool(self.choice.get("stick")),
                              on_change=lambda e: self.choice.update(stick=bool(e.control.value))))]
        self.body.controls = items
        self.body.visible = bool(items)
