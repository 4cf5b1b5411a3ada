"""The dialogs of a Défense d'afficher turn: which poster goes on a slot, what a chance card's holder
chose, and a side's private hand (hidden until tapped)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import colours_of, ident
from referee_app.games.posters import document as po
from scorers.posters.rules import MAX_BAN_SLOTS, SIDE_LETTERS


def _close(page: ft.Page) -> Callable[[Any], None]:
    return lambda _: page.pop_dialog()


def stick_dialog(screen, slot: str) -> None:
    """The poster put on `slot`: the brand reserved there, or (a mistake, penalised) another one."""
    page, t = screen.page, screen.app.t
    board = screen.rep.state.board
    right = board.slot_brand(slot)

    def put(brand: str) -> Callable[[Any], None]:
        def go(_: Any) -> None:
            page.pop_dialog()
            screen.change(lambda d: po.add_to_turn(d, {"stick": slot, "poster": brand}))
        return go

    others = ft.Column([ident(f"po-brand-{b}", ft.TextButton(name, on_click=put(b)))
                        for b, name in sorted(board.brands.items(), key=lambda x: x[1]) if b != right],
                       spacing=0, visible=False, scroll=ft.ScrollMode.AUTO, height=260)

    def show_others(_: Any) -> None:
        others.visible = True

    page.show_dialog(ft.AlertDialog(
        title=ft.Text(t("po.ui.stick_title", slot=slot)),
        content=ft.Column([
            ident("po-stick-right", ft.FilledButton(t("po.ui.stick_brand", brand=board.brands[right]),
                                                    on_click=put(right), height=48)),
            ident("po-stick-other", ft.TextButton(t("po.ui.stick_other"), on_click=show_others)),
            others,
        ], tight=True, spacing=6, width=320),
        actions=[ident("po-stick-cancel", ft.TextButton(t("ui.cancel"), on_click=_close(page)))]))


class ChanceDialog:
    """The card drawn and its holder's choices; `append` adds it to the last turn (a chance square)."""

    def __init__(self, screen, card_id: str, append: bool) -> None:
        self.screen, self.card_id, self.append = screen, card_id, append
        self.card = screen.rep.state.board.card(card_id)
        self.choice: dict[str, Any] = {}
        self.mode = "ban" if self.card.kind == "ban" else ("scrape" if self.card.kind == "scraper" else "")
        self.panel: str | None = None
        self.body = ft.Column(tight=True, spacing=6, width=330)

    def needs_choice(self) -> bool:
        return self.card.kind in ("ban", "scraper", "give")

    def submit(self, _: Any = None) -> None:
        action = {"chance": self.card_id, **self.choice}
        if self.needs_choice():
            self.screen.page.pop_dialog()
        make = po.add_to_turn if self.append else po.new_turn
        self.screen.change(lambda d: make(d, action))

    def open(self) -> None:
        if not self.needs_choice():
            return self.submit()
        t = self.screen.app.t
        self.fill()
        self.screen.page.show_dialog(ft.AlertDialog(
            title=ft.Text(self.screen.app.say(self.card.label)), content=self.body,
            actions=[ident("po-card-cancel", ft.TextButton(t("ui.cancel"), on_click=_close(self.screen.page))),
                     ident("po-card-ok", ft.FilledButton(t("po.ui.card_ok"), on_click=self.submit))]))

    def _chips(self, prefix: str, values: list[str], chosen: Callable[[str], bool], pick: Callable[[str], None],
               label: Callable[[str], str] = str) -> ft.Row:
        def tap(value: str) -> Callable[[Any], None]:
            def handler(_: Any) -> None:
                pick(value)
                self.fill()
            return handler

        return ft.Row([ident(f"{prefix}-{v}", ft.Chip(label=ft.Text(label(v)), selected=chosen(v), on_select=tap(v)))
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


def hand_dialog(screen) -> None:
    """A side's own posters, noted on its own phone behind a tap, and where they fit now."""
    page, t, rep = screen.page, screen.app.t, screen.rep
    board = rep.state.board
    sides = [s.info for s in rep.state.sides]
    current = {"side": None}
    body = ft.Column(tight=True, spacing=6, width=330, scroll=ft.ScrollMode.AUTO, height=460)

    def show(letter: str | None) -> None:
        current["side"] = letter
        if letter is None:
            body.controls = [ft.Text(t("po.ui.hand_private")), ft.Row([
                ident(f"po-hand-side-{p.letter}", ft.FilledTonalButton(
                    p.name, on_click=lambda _, x=p.letter: show(x), height=44,
                    style=ft.ButtonStyle(bgcolor=colours_of(p.colour)[0], color=colours_of(p.colour)[1])))
                for p in sides], wrap=True)]
            return
        held = set(screen.doc.hands.get(letter, ()))
        fits = po.fitting(rep, tuple(held))

        def toggle(brand: str) -> Callable[[Any], None]:
            def handler(e: Any) -> None:
                now = (held | {brand}) if e.control.value else (held - {brand})
                screen.change(lambda d: po.set_hand(d, letter, tuple(now)), quiet=True)
                show(letter)
                page.update()  # `change` sent the screen before this dialog's new content
            return handler

        fit_text = "; ".join(f"{p}: {', '.join(s)}" for p, s in fits.items()) or t("po.ui.fits_none")
        body.controls = [
            ident("po-hand-fits", ft.Text(t("po.ui.fits", slots=fit_text), weight=ft.FontWeight.BOLD)),
            *[ident(f"po-hand-{b}", ft.Checkbox(label=f"{name} ({board.slot_of(b)})", value=b in held,
                                                on_change=toggle(b)))
              for b, name in sorted(board.brands.items(), key=lambda x: x[1])]]

    show(None)
    page.show_dialog(ft.AlertDialog(
        title=ft.Text(t("po.ui.my_hand")), content=body,
        actions=[ident("po-hand-close", ft.TextButton(t("po.ui.hide"), on_click=_close(page)))]))
