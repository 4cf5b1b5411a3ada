"""The violation banner: where the eye is, at the top of the board, the broken rule in words.

Issue 17, "answers in view". A refused tap or a rule the game as it stands breaks is said at the top of the
board, in a slot of fixed height that otherwise shows where the game stands (so nothing moves under the
finger when it appears, and it covers none of the board's buttons); one tap on it opens the full
explanation, every broken rule in its own words; the rule's id is one more tap there, with the rule's text
from the rule book when the catalogues have it (`<prefix>.rule.<ID>`, as Paleo's derived games do), so ids
are available without being printed in every line; beside it, a button opens the game's Rules screen at
that clause (`components/rules.py`), as it does beside each rule of a score line (`show_line_rules`).

How a game screen uses it (no rules here: the banner shows what the rules returned):

    self.banner = ViolationBanner(page, app)              # built once, with the screen
    top = self.banner.slot(status_text)                    # above the board: the status line, or the banner
    self.banner.show(outcome.refusal)                      # a refused change: Refusal.reasons
    self.banner.show(report.violations)                    # or what `check` says of the game as it stands
    self.banner.clear()                                    # after an accepted change

`show` takes `Violation`s or refusal reasons (phrases). A reason that names its rule carries it as the
phrase's `rule` parameter with its words as `text` (`ui.banner.reason`, or the derived games'
`pg.ui.refused_rule`); any other phrase is shown as it is, without an id.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import flet as ft

from referee_app.components.common import ERROR_RED, WARNING_AMBER, ident
from referee_app.components.rules import book_link
from scorers.i18n import CATALOGUES, Phrase, located, phrase, render
from scorers.violations import Violation

#: Catalogue key suffix of a rule's text in the rule book: `pg.rule.PG-TURN`.
RULE_TEXT = ".rule."
#: The status slot's height while it says something: two lines of the status and the room around them.
SLOT_HEIGHT = 64
#: The space between a view's controls (Flet's default), kept between the slot and the board under the banner.
VIEW_SPACING = 10


def _text_of(control: ft.Control | None) -> ft.Text | None:
    """The text a status control shows (inside its Semantics), if it is one."""
    while control is not None and not isinstance(control, ft.Text):
        control = getattr(control, "content", None)
    return control


@ft.control
class _StatusRoom(ft.Container):
    """The status slot's box: `height` tall while its status text says something, hidden while it is empty (a
    status with no text of its own, a title box, is always shown)."""

    def __init__(self, status: ft.Control | None, height: int) -> None:
        super().__init__(content=status, height=height, alignment=ft.Alignment.CENTER_LEFT)

    def before_update(self) -> None:
        super().before_update()
        text = _text_of(self.content)
        self.visible = text is None or bool(text.value or text.spans)


@dataclass(frozen=True)
class Broken:
    """One broken rule as the banner shows it: its words, its id (None when the reason names none), and
    whether it is an error (a warning otherwise)."""

    text: Phrase
    rule_id: str | None = None
    error: bool = True


def broken_of(items: Iterable[Violation | Phrase]) -> list[Broken]:
    """What the rules returned (violations, refusal reasons) as the banner's items, errors first."""
    found = []
    for item in items:
        if isinstance(item, Violation):
            found.append(Broken(item.text, item.rule_id, item.is_error))
        elif isinstance(item.params.get("rule"), str) and isinstance(item.params.get("text"), Phrase):
            found.append(Broken(item.params["text"], item.params["rule"]))
        else:
            found.append(Broken(item))
    return sorted(found, key=lambda b: not b.error)


def rule_reason(rule_id: str, text: Phrase) -> Phrase:
    """A refusal reason that names its rule for the banner (said as its words alone, the id kept apart)."""
    return phrase("ui.banner.reason", rule=rule_id, text=text)


def rule_book_text(rule_id: str, lang: str) -> str | None:
    """The rule's text from the rule book, when a catalogue has one (`<prefix>.rule.<ID>`)."""
    catalogue = CATALOGUES[lang]
    return next((text for key, text in catalogue.items() if key.endswith(RULE_TEXT + rule_id)), None)


def show_line_rules(page: ft.Page, app: Any, label: str, rules: Sequence[str], prefix: str = "sheet") -> None:
    """A score line's rules, one tap on the line away (issue 17: ids are not printed in every line): each id
    with its text from the rule book when the catalogues have it, and a button that opens the clause in the
    game's Rules screen. Identifiers: `<prefix>-rule-<ID>` for each rule, `<prefix>-rule-open-<ID>` for its
    button, `<prefix>-rules-close` for OK."""
    def said(rule: str) -> str:  # "HG-MAJORITY : …" in French
        text = rule_book_text(rule, app.lang)
        return render(phrase("out.located", where=rule, message=text), app.lang) if text else rule

    def item(rule: str) -> ft.Control:
        text = ident(f"{prefix}-rule-{rule}", ft.Text(said(rule), size=13))
        link = book_link(page, app, rule, f"{prefix}-rule-open-{rule}")
        return ft.Row([ft.Container(text, expand=True), link], spacing=4,
                      vertical_alignment=ft.CrossAxisAlignment.START) if link else text

    items = [item(rule) for rule in rules]
    page.show_dialog(ft.AlertDialog(  # as tall as its rules (a scrolling column would take the whole screen)
        title=ft.Text(app.t("ui.banner.line_rules", label=label)), scrollable=True,
        content=ft.Column(items, tight=True, spacing=8, width=380),
        actions=[ident(f"{prefix}-rules-close", ft.TextButton("OK", height=48, on_click=lambda _: page.pop_dialog()))]))


def tappable_line(page: ft.Page, app: Any, label: str, rules: Sequence[str], box: ft.Container) -> ft.Container:
    """`box` (a score line) made to open its rules on a tap, with the tap's ink."""
    box.ink = True
    box.on_click = lambda _: show_line_rules(page, app, label, tuple(rules))
    return box


@ft.control
class _Over(ft.Container):
    """The banner's place over the top of the content: shown with `lead`, the status slot (a tab without the
    slot shows no banner, as when the banner was inside it)."""

    def __init__(self, banner: ft.Control, lead: ft.Control) -> None:
        super().__init__(content=banner, top=0, left=0, right=0)
        object.__setattr__(self, "_lead", lead)

    def before_update(self) -> None:
        super().before_update()
        self.visible = self._lead.visible is not False


class ViolationBanner:
    """The banner of one screen, built once and updated in place (`show`, `clear`)."""

    def __init__(self, page: ft.Page, app: Any, identifier: str = "violation-banner") -> None:
        self.page, self.app, self.identifier = page, app, identifier
        self.items: list[Broken] = []
        self.icon = ft.Icon(ft.Icons.REPORT, color="#FFFFFF", size=26)
        self.words = ft.Text(color="#FFFFFF", weight=ft.FontWeight.BOLD, size=14)  # whole, on as many lines
        self.more = ft.Text(color="#FFFFFF", size=11, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS)
        self.box = ft.Container(
            ft.Row([self.icon, ft.Column([self.words, self.more], spacing=0, tight=True, expand=True),
                    ident(f"{identifier}-close", ft.IconButton(ft.Icons.CLOSE, icon_color="#FFFFFF",
                                                               tooltip=app.t("ui.banner.close"),
                                                               on_click=lambda _: self.clear()))],
                   spacing=8, vertical_alignment=ft.CrossAxisAlignment.CENTER),
            bgcolor=ERROR_RED, border_radius=12, padding=ft.Padding.only(left=12, top=4, bottom=4, right=4),
            shadow=ft.BoxShadow(blur_radius=8, color="#66000000"), on_click=lambda _: self.explain(),
            ink=True)
        # hidden on the wrapper: a Semantics must show its content
        self.control = ident(identifier, self.box, visible=False)

    def slot(self, status: ft.Control | None = None, height: int = SLOT_HEIGHT) -> ft.Container:
        """The place at the top of the board for `status` (where the game stands): `height` tall while the
        status says something, so that its changes never move the board, and no room at all while it says
        nothing (issue 26, item 6: an empty band was kept for a banner that was not there). The banner is no
        longer in it: `over` lays it over the top of the screen's content."""
        return ft.Container(_StatusRoom(status, height), padding=0)

    def over(self, *controls: ft.Control, spacing: int = VIEW_SPACING) -> ft.Stack:
        """`controls` (the status slot and the board, as the view's column held them) with the banner laid
        over their top when something is broken: its appearance moves nothing under the finger, and it is as
        tall as its words (issue 26, item 4: it wrapped to two lines, then ended in "…" until tapped)."""
        return ft.Stack([ft.Column(list(controls), spacing=spacing, expand=True), _Over(self.control, controls[0])],
                        expand=True, fit=ft.StackFit.EXPAND)

    def show(self, items: Sequence[Violation | Phrase] | None) -> None:
        self.items = broken_of(items or ())
        if not self.items:
            return self.clear()
        first, say = self.items[0], self.app.say
        self.words.value = say(first.text)
        others = len(self.items) - 1
        self.more.value = self.app.t("ui.banner.more", n=others) if others else self.app.t("ui.banner.tap")
        self.box.bgcolor = ERROR_RED if first.error else WARNING_AMBER
        self.control.visible = True

    def clear(self) -> None:
        self.items = []
        self.control.visible = False

    @property
    def shown(self) -> bool:
        return bool(self.control.visible)

    # --- the full explanation, one tap away ---------------------------------------------------------
    def explain(self) -> None:
        t, say = self.app.t, self.app.say
        rows: list[ft.Control] = []
        for k, item in enumerate(self.items):
            rows.append(ident(f"{self.identifier}-item-{k}", ft.Text(say(item.text), size=15,
                                                                     color=None if item.error else WARNING_AMBER)))
            if item.rule_id:
                rows.append(self._rule(k, item.rule_id))
        self.page.show_dialog(ft.AlertDialog(
            title=ft.Text(t("ui.banner.title")),
            content=ft.Column(rows, tight=True, scroll=ft.ScrollMode.AUTO, spacing=6, width=380),
            actions=[ident(f"{self.identifier}-ok", ft.TextButton("OK", height=48,
                                                                  on_click=lambda _: self.page.pop_dialog()))]))

    def _rule(self, k: int, rule_id: str) -> ft.Control:
        """The rule's id, and under it (on a tap) the rule's text from the rule book."""
        book = rule_book_text(rule_id, self.app.lang)
        text = ident(f"{self.identifier}-rule-text-{k}", ft.Text(
            located(rule_id, book, self.app.lang) if book else self.app.t("ui.banner.no_text", rule=rule_id),
            size=13, italic=True),
            visible=False)

        def reveal(_: Any) -> None:
            text.visible = not text.visible

        button = ident(f"{self.identifier}-rule-{k}", ft.TextButton(
            self.app.t("ui.banner.rule", rule=rule_id), icon=ft.Icons.MENU_BOOK, height=44, on_click=reveal))
        link = book_link(self.page, self.app, rule_id, f"{self.identifier}-rule-open-{k}")
        return ft.Column([ft.Row([button, link], spacing=0) if link else button, text], spacing=0, tight=True)
