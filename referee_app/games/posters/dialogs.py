"""The dialogs of a Défense d'afficher turn: which poster goes on a slot (a mistake's way: the right poster
is one tap on its slot, `stick_right`), and a side's private hand (hidden until tapped). A chance card is
chosen in the turn itself (`chance.CardChoice`), with no dialog."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import colours_of, ident
from referee_app.games.posters import document as po
from scorers.i18n import located


def _close(page: ft.Page) -> Callable[[Any], None]:
    return lambda _: page.pop_dialog()


#: Flutter's dialog keeps 40 px of the screen a side by default: 16 leave the phone's width to the brands
INSET_X, CONTENT_PADDING = 16, 24
INSET = ft.Padding.symmetric(horizontal=INSET_X, vertical=24)


def dialog_width(page: ft.Page, most: float = 320) -> float:
    """A dialog's content width on this phone: the page less the dialog's inset and content padding a side
    (`INSET`), at most `most` (a fixed 320 was wider than what a 360 px phone leaves)."""
    return min(most, (getattr(page, "width", None) or 412) - 2 * (INSET_X + CONTENT_PADDING))


def stick_poster(screen, slot: str, brand: str) -> bool:
    """The claim "`brand`'s poster went on `slot`", added to the turn; the rules judge it (PO-STICK)."""
    return screen.change(lambda d: po.add_to_turn(d, {"stick": slot, "poster": brand}))


def stick_right(screen, slot: str) -> bool:
    """The one-tap way (issue 17): the poster of the brand the rules reserve `slot` for goes on it, the same
    claim as the dialog's first button."""
    return stick_poster(screen, slot, screen.rep.state.board.slot_brand(slot))


def stick_dialog(screen, slot: str, wrong: bool = False) -> None:
    """The poster put on `slot`: the brand reserved there, or (a mistake, penalised) another one; `wrong`:
    opened for a mistake, the other brands are listed at once."""
    page, t = screen.page, screen.app.t
    board = screen.rep.state.board
    right = board.slot_brand(slot)

    def put(brand: str) -> Callable[[Any], None]:
        def go(_: Any) -> None:
            page.pop_dialog()
            stick_poster(screen, slot, brand)
        return go

    # 44 px tall: a finger's target (issue 17; the web's compact density made them 32 px)
    others = ft.Column([ident(f"po-brand-{b}", ft.TextButton(name, on_click=put(b), height=44))
                        for b, name in sorted(board.brands.items(), key=lambda x: x[1]) if b != right],
                       spacing=0, visible=wrong, scroll=ft.ScrollMode.AUTO, height=260)

    def show_others(_: Any) -> None:
        others.visible = True

    # The brand on its own line in bold, "its own slot" smaller under it: "Savon Lune (son emplacement)" on one
    # line wrapped at 360 px (issue 17); the button takes the content's whole width
    right_label = ft.Column([ft.Text(board.brands[right], weight=ft.FontWeight.BOLD, size=16, no_wrap=True),
                             ft.Text(t("po.ui.stick_own_slot"), size=12, no_wrap=True)],
                            spacing=0, tight=True, horizontal_alignment=ft.CrossAxisAlignment.CENTER)
    page.show_dialog(ft.AlertDialog(
        title=ft.Text(t("po.ui.stick_title", slot=slot)),
        inset_padding=INSET,
        content=ft.Column([
            ident("po-stick-right", ft.FilledButton(right_label, on_click=put(right), height=56)),
            # opened for a mistake, the others are listed already (a Semantics cannot wrap a hidden control)
            *([] if wrong else [ident("po-stick-other", ft.TextButton(t("po.ui.stick_other"), on_click=show_others,
                                                                      height=44))]),
            others,
        ], tight=True, spacing=6, width=dialog_width(page), horizontal_alignment=ft.CrossAxisAlignment.STRETCH),
        actions=[ident("po-stick-cancel", ft.TextButton(t("ui.cancel"), on_click=_close(page), height=44))]))


def hand_dialog(screen) -> None:
    """A side's own posters, noted on its own phone behind a tap, and where they fit now."""
    page, t, rep = screen.page, screen.app.t, screen.rep
    board = rep.state.board
    sides = [s.info for s in rep.state.sides]
    current = {"side": None}
    body = ft.Column(tight=True, spacing=6, width=dialog_width(page, 330), scroll=ft.ScrollMode.AUTO, height=460)

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

        fit_text = "; ".join(located(p, ", ".join(s), screen.app.lang) for p, s in fits.items()) or t("po.ui.fits_none")
        body.controls = [
            ident("po-hand-fits", ft.Text(t("po.ui.fits", slots=fit_text), weight=ft.FontWeight.BOLD)),
            # 48 px rows (the web's compact default made them 40; issue 17 asks 44 px targets)
            *[ident(f"po-hand-{b}", ft.Checkbox(label=f"{name} ({board.slot_of(b)})", value=b in held,
                                                on_change=toggle(b), height=48))
              for b, name in sorted(board.brands.items(), key=lambda x: x[1])]]

    show(None)
    page.show_dialog(ft.AlertDialog(
        title=ft.Text(t("po.ui.my_hand")), content=body,
        inset_padding=INSET,
        actions=[ident("po-hand-close", ft.TextButton(t("po.ui.hide"), on_click=_close(page), height=44))]))
