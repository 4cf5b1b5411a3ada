"""The Rules screen: a game's rule book clause by clause, grouped as the sheet is, with a search field; and
the rule books' index (every game, and a search over all of them).

Routes: `/rules` (the index, reached from Home's catalogue) and `/rules/<game>?clause=<ID>&from=<route>`:
the game's book, opened at one clause (highlighted, scrolled to) when `clause` names one, and `from` the
screen it was opened from, where the back arrow returns (`back_route`; `app.up_from` reads it). A game
screen reaches it in one tap (the app bar's book, `rules_action`), and every rule cited by a violation or
a score line one tap further than its text (`open_clause`, from the violation banner's dialogs).

No rule here: the clauses, their words, their groups, the rulings and the search are `scorers.rulebook`'s.
Identifiers: `rules-search`, `rules-count`, `rules-group-<group>`, `rules-clause-<ID>` (its title `rules-title-<ID>`,
its text `rules-text-<ID>`, a ruling's mark `rules-ruling-<ID>`, the mark of a rule the app does not referee
`rules-unrefereed-<ID>`), `rules-results` (the results, labelled with the question they answer), `rules-hit-<n>` (a
search result, from 0),
`rules-game-<game>` (the index), `open-rules` (a game's app bar), `home-rules` (Home).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any
from urllib.parse import parse_qs, urlencode

import flet as ft

from referee_app.components.common import ident
from scorers import rulebook
from scorers.errors import RefereeError
from scorers.registry import find_game

#: The most search results shown (the best ones): a phone shows five or six, the rest is a scroll away.
SEARCH_LIMIT = 10
#: The result cards kept on the page, hidden, for a clause found again (the most recently shown).
KEPT = 3 * SEARCH_LIMIT
#: The lines of a clause's words a search result shows (a tap opens the clause whole in its book).
SHORT_LINES = 4
#: Where the back arrow may return to from a rule book (a screen of the app, never an address typed in).
BACK_PREFIXES = ("/game/", "/new/", "/rules")
ROUTE = "/rules"


def rules_route(game: str | None = None, clause: str | None = None, back: str | None = None) -> str:
    """The route of a game's book (the index without a game), at a clause, returning to `back`."""
    query = {k: v for k, v in (("clause", clause), ("from", back)) if v}
    base = f"{ROUTE}/{game}" if game else ROUTE
    return base + (f"?{urlencode(query)}" if query else "")


def parse_route(route: str) -> tuple[str | None, str | None, str | None] | None:
    """(game, clause, back) of a rules route, or None when `route` is not one."""
    path, _, query = route.partition("?")
    parts = [p for p in path.split("/") if p]
    if not parts or parts[0] != "rules" or len(parts) > 2:
        return None
    asked = parse_qs(query)
    clause = (asked.get("clause") or [None])[0]
    back = (asked.get("from") or [None])[0]
    return (parts[1] if len(parts) == 2 else None), clause, back


def back_route(route: str) -> str:
    """Where the back arrow goes from a rules route: the screen it was opened from, else the index from a
    game's book, else Home."""
    parsed = parse_route(route)
    if parsed is None:
        return "/"
    game, _, back = parsed
    if back and back.startswith(BACK_PREFIXES) and back.split("?")[0] != route.split("?")[0]:
        return back
    return ROUTE if game else "/"


def game_of_rule(rule_id: str, hint: str | None = None) -> str | None:
    """The game whose book holds `rule_id`: `hint`'s when its book does, else the first book that does."""
    for game in ((hint,) if hint else ()) + rulebook.games():
        try:
            if rulebook.clause(game, rule_id):
                return find_game(game).id
        except RefereeError:
            continue
    return None


def game_on_screen(app: Any, route: str) -> str | None:
    """The game of the screen at `route`: a saved game's (`/game/<id>`), a set-up's (`/new/<game>`)."""
    parts = [p for p in route.split("?")[0].split("/") if p]
    try:
        if len(parts) == 2 and parts[0] == "game":
            return find_game(app.record(parts[1]).game).id
        if len(parts) == 2 and parts[0] == "new":
            return find_game(parts[1]).id
    except Exception:  # noqa: BLE001 - a deleted game or a row that cannot be read: no book to open
        return None
    return None


def open_clause(page: ft.Page, app: Any, rule_id: str) -> None:
    """From a dialog over a game's screen: close it and open the game's book at `rule_id`."""
    here = getattr(page, "route", "") or "/"
    game = game_of_rule(rule_id, game_on_screen(app, here))
    if game is None:
        return
    page.pop_dialog()
    page.run_task(page.push_route, rules_route(game, rule_id, here))


def book_link(page: ft.Page, app: Any, rule_id: str, identifier: str) -> ft.Control | None:
    """The button that opens the rule's clause in the game's Rules screen (None when no book has it)."""
    if game_of_rule(rule_id, game_on_screen(app, getattr(page, "route", "") or "")) is None:
        return None
    return ident(identifier, ft.IconButton(ft.Icons.MENU_BOOK, width=44, height=44, icon_size=20,
                                           tooltip=app.t("rulebook.in_book"),
                                           on_click=lambda _: open_clause(page, app, rule_id)))


def show_answer(page: ft.Page, app: Any, question: str, answer: Any, prefix: str) -> None:
    """A rules question's answer in a dialog: the question, the verdict, the reasons, and each rule cited with
    the button to its clause. `answer` has `verdict`, `reasons` (phrases) and `rules` (ids), as the games'
    questions return them. Identifiers: `<prefix>-answer`, `<prefix>-rule-<ID>`, `<prefix>-close`."""
    rows: list[ft.Control] = [
        ident(f"{prefix}-answer", ft.Text(" ".join(app.say(p) for p in (answer.verdict, *answer.reasons)), size=15))]
    for rule in answer.rules:
        link = book_link(page, app, rule, f"{prefix}-rule-{rule}")
        rows.append(ft.Row([ft.Text(rule, weight=ft.FontWeight.BOLD, size=13), *([link] if link else [])],
                           spacing=4))
    page.show_dialog(ft.AlertDialog(
        title=ft.Text(question), scrollable=True, content=ft.Column(rows, tight=True, spacing=6, width=380),
        actions=[ident(f"{prefix}-close", ft.TextButton("OK", height=48, on_click=lambda _: page.pop_dialog()))]))


def rules_action(app: Any, view: ft.View, go: Callable[..., Any]) -> None:
    """Put the rule book's button in a game screen's (or set-up's) app bar, first of its actions (an open
    book: Paleo's score races keep their own list of rules, `pg-rules`, under the menu book beside it)."""
    game = game_on_screen(app, view.route or "")
    bar = view.appbar
    if game is None or game not in rulebook.games() or not isinstance(bar, ft.AppBar):
        return
    actions = list(bar.actions or [])
    if any(getattr(a, "identifier", "") == "open-rules" for a in actions):
        return
    button = ft.IconButton(ft.Icons.AUTO_STORIES, width=48, height=48, tooltip=app.t("rulebook.open"),
                           on_click=lambda _: go(rules_route(game, back=view.route)))
    bar.actions = [ident("open-rules", button), *actions]


def home_entry(app: Any, go: Callable[..., Any]) -> ft.Control:
    """Home's way into the rule books (beside the catalogue)."""
    return ident("home-rules", ft.ListTile(
        title=ft.Text(app.t("rulebook.books"), weight=ft.FontWeight.BOLD),
        subtitle=ft.Text(app.t("rulebook.books_about")), leading=ft.Icon(ft.Icons.MENU_BOOK, size=36),
        trailing=ft.Icon(ft.Icons.CHEVRON_RIGHT), on_click=lambda _: go(ROUTE), min_height=56), button=True)


class RulesScreen:
    """One game's rule book (or, without a game, the index of every book), and the search field.

    The search answers as one types, and only the last question typed is ever drawn (issue 36.12): a key only
    records the field's text (`typed`); one task at a time (`settle`) lets every key already sent reach the
    screen first, then searches and draws the last text, and again while the text changed meanwhile. So a slow
    repaint never queues up the results of every letter typed during it, and the results of a question typed in
    part never come after the whole question's. Each clause's card is made once and kept (`_cards`): a new
    search only moves the cards already drawn and sends the few it had not drawn yet, instead of new ones every
    key (what the repaint's time was spent on: Flet serialising twenty new cards a key); the book stays on the page,
    hidden while results show, so that clearing the field does not send it again."""

    def __init__(self, page: ft.Page, app: Any, route: str, go: Callable[..., Any]) -> None:
        parsed = parse_route(route)
        if parsed is None:
            raise ValueError(f"{route!r} is not a rules route")
        self.page, self.app, self.route, self.go = page, app, route, go
        game, self.clause_id, self.back = parsed
        self.game = find_game(game).id if game else None  # UnknownGame for a game that is not one
        if self.game:
            rulebook.book(self.game)  # UnknownGame for a game without a book
        self.field = ft.TextField(label=app.t("rulebook.search"), prefix_icon=ft.Icons.SEARCH, dense=True,
                                  on_change=self.typed, expand=True)  # the screen's width (in a row)
        self.count = ft.Text(size=12)
        self.count_box = ident("rules-count", self.count, visible=False)  # hidden on the wrapper: a Semantics
        # must show its content
        # The book (or the index), hidden while results show; the results, a lazy list: Flutter lays out the
        # cards on the screen only.
        self.book_box = ft.Column(self.book() if self.game else self.index(), spacing=4, scroll=ft.ScrollMode.AUTO,
                                  expand=True)
        self.results = ft.ListView(spacing=4, expand=True)
        # what the results answer, said to a screen reader (and to a test: which question is drawn)
        self.results_box = ident("rules-results", self.results, label="", visible=False, expand=True)
        self.body = ft.Column([self.book_box, self.results_box], spacing=0, expand=True)
        self.query = ""  # the question the body shows the answers of ("": the book, or the index)
        self.wanted = ""  # the field's text as last typed
        self.settling = False  # a `settle` task is on its way
        self._cards: dict[tuple[str, str], ft.Control] = {}  # (game, clause) -> its card, the last shown last
        self._book_sent = True  # whether the page shows the book (the view is sent with it)
        self.fill()

    # --- typing --------------------------------------------------------------------------------------
    def typed(self, e: Any) -> None:
        """The field's handler: record the text, and have `settle` draw it (a key never searches itself, and
        changes nothing on the page: Flet need not compare the whole screen after it, `mark_update_called`)."""
        self.wanted = e.control.value or ""
        ft.context.mark_update_called()
        if not self.settling:
            self.settling = True
            self.page.run_task(self.settle)

    async def settle(self) -> None:
        """Draw the answers of the last text typed: first let the keys already sent reach `typed` (one turn of
        the event loop each, as the browser build delivers them), then search and draw; again while the text
        changed during the drawing."""
        try:
            while True:
                seen = None
                while seen != self.wanted:  # the keys already sent come in, one a turn
                    seen = self.wanted
                    await asyncio.sleep(0)
                if seen.strip() == self.query:
                    return
                self.search(seen)
                self.push()
        finally:
            self.settling = False

    def push(self) -> None:
        """Send what `search` changed to the page, no more: the count, and the results alone while the book stays
        hidden (Flet compares the whole of what it is asked to update, and the book is most of the screen); the
        body when the book comes or goes. Nothing before the view is shown."""
        changed = [self.count_box]
        if self.book_box.visible != self._book_sent:
            changed.append(self.body)
        elif self.results_box.visible:
            changed.append(self.results_box)
        try:
            for control in changed:
                control.update()
        except RuntimeError:  # not on a page yet (the screen being built, or a test without one)
            return
        self._book_sent = self.book_box.visible

    # --- what the body shows -----------------------------------------------------------------------
    def search(self, query: str) -> None:
        """Show the answers of `query` (the book, or the index, when it is empty), at once."""
        self.query = query.strip()
        self.fill()

    def fill(self) -> None:
        t = self.app.t
        if not self.query:
            missing = self.game and self.clause_id and not rulebook.clause(self.game, self.clause_id)
            self.count_box.visible = bool(missing)
            self.count.value = t("rulebook.unknown_clause", game=find_game(self.game).name,
                                 rule=self.clause_id) if missing else ""
            self.book_box.visible, self.results_box.visible, self.results_box.label = True, False, ""
            self.show_cards([])
            return
        hits = rulebook.search(self.query, self.game, SEARCH_LIMIT)
        self.count_box.visible = True
        self.count.value = t("rulebook.found", n=len(hits)) if hits else t("rulebook.no_match", query=self.query)
        self.book_box.visible, self.results_box.visible = False, True  # the book kept: it comes back with a flag
        self.results_box.label = t("rulebook.results_for", query=self.query)
        self.show_cards([self.hit_card(hit) for hit in hits])

    def show_cards(self, shown: list[ft.Control]) -> None:
        """The results' cards `shown` first, in their order, each under its rank's identifier `rules-hit-<n>`;
        after them, hidden, every card drawn before (kept on the page, as the book is, so that a clause found
        again comes back with a flag and a move instead of being sent again)."""
        order = {id(card): n for n, card in enumerate(shown)}
        kept = [card for card in self._cards.values() if id(card) not in order]
        for n, card in enumerate(shown):
            card.visible, card.identifier = True, f"rules-hit-{n}"
        for card in kept:
            card.visible, card.identifier = False, ""
        self.results.controls = [*shown, *kept]

    def hit_card(self, hit: Any) -> ft.Control:
        """A result's card, made once per clause and kept (the `KEPT` last shown: a longer search session does
        not make every key compare more cards)."""
        clause = hit.clause
        card = self._cards.pop((clause.game, clause.id), None)
        if card is None:
            card = ident("", self.clause_card(clause, named=self.game is None, on_tap=self.opener(clause),
                                              short=True), button=True)
        self._cards[(clause.game, clause.id)] = card
        while len(self._cards) > KEPT:
            del self._cards[next(iter(self._cards))]
        return card

    def book(self) -> list[ft.Control]:
        rows: list[ft.Control] = []
        for section in rulebook.book(self.game):
            rows.append(ident(f"rules-group-{section.group}", ft.Text(
                rulebook.group_name(section.group, self.app.lang), theme_style=ft.TextThemeStyle.TITLE_MEDIUM,
                color=ft.Colors.PRIMARY)))
            rows += [ident(f"rules-clause-{c.id}", self.clause_card(c, key=True)) for c in section.clauses]
        return rows

    def index(self) -> list[ft.Control]:
        return [ident(f"rules-game-{game}", ft.ListTile(
            title=ft.Text(self.app.say(find_game(game).name)), trailing=ft.Icon(ft.Icons.CHEVRON_RIGHT),
            on_click=lambda _, g=game: self.go(rules_route(g, back=ROUTE)), min_height=48), button=True)
            for game in rulebook.games()]

    def opener(self, clause: rulebook.Clause) -> Callable[[Any], None]:
        """A search result opens its clause in its game's book; back from there goes where back from here
        would (the game's screen the book was opened from), or to the index the result was found in."""
        back = ROUTE if self.game is None else self.back
        return lambda _: self.go(rules_route(clause.game, clause.id, back))

    def mark(self, identifier: str, text: str, colour: str) -> ft.Control:
        return ident(identifier, ft.Container(ft.Text(text, size=11), bgcolor=colour,
                                              padding=ft.Padding.symmetric(horizontal=6, vertical=1),
                                              border_radius=8))

    def clause_card(self, clause: rulebook.Clause, key: bool = False, named: bool = False,
                    on_tap: Callable[[Any], None] | None = None, short: bool = False) -> ft.Control:
        """A clause: its title, then its id, its game (among every book's results) and its marks (a ruling of
        the table; a rule of the sheet the app does not referee), then its words (a result's in a few lines: a
        tap opens it whole in its book). A result's card is lighter (its id and game one text, no identifier
        inside it): Flet sends fewer controls a key."""
        said = f"{clause.id} · {self.app.say(find_game(clause.game).name)}" if named else clause.id
        head: list[ft.Control] = [ft.Text(said, size=12, color=ft.Colors.ON_SURFACE_VARIANT)]
        if clause.ruling:
            head.append(self.mark(f"rules-ruling-{clause.id}", self.app.t("rulebook.ruling"),
                                  ft.Colors.TERTIARY_CONTAINER))
        if not clause.refereed:
            head.append(self.mark(f"rules-unrefereed-{clause.id}", self.app.t("rulebook.not_refereed"),
                                  ft.Colors.SURFACE_CONTAINER_HIGHEST))
        chosen = key and clause.id == self.clause_id
        text = ft.Text(clause.text(self.app.lang), size=14,
                       **({"max_lines": SHORT_LINES, "overflow": ft.TextOverflow.ELLIPSIS} if short else {}))
        title = ft.Text(clause.title(self.app.lang), size=15, weight=ft.FontWeight.BOLD)
        return ft.Container(
            ft.Column([title if short else ident(f"rules-title-{clause.id}", title),
                       ft.Row(head, spacing=8, wrap=True, run_spacing=2) if len(head) > 1 else head[0],
                       text if short else ident(f"rules-text-{clause.id}", text)],
                      spacing=2, tight=True),
            key=ft.ScrollKey(clause.id) if key else None, padding=8, border_radius=8,
            bgcolor=ft.Colors.SECONDARY_CONTAINER if chosen else None,
            border=ft.Border.all(2, ft.Colors.PRIMARY) if chosen else None, on_click=on_tap, ink=on_tap is not None)

    # --- the view ----------------------------------------------------------------------------------
    def title(self) -> str:
        if self.game is None:
            return self.app.t("rulebook.books")
        return self.app.t("rulebook.title", game=find_game(self.game).name)

    def view(self) -> ft.View:
        if self.game and self.clause_id and rulebook.clause(self.game, self.clause_id):
            self.page.run_task(self.scroll_to_clause)
        self.page.run_task(self.warm)
        route = self.route.split("?")[0]
        return ft.View(route=self.route, appbar=ft.AppBar(title=ft.Text(self.title(), no_wrap=True)),
                       controls=[ident("rules-search", ft.Row([self.field])), self.count_box,
                                 ident(f"rules-body-{route.strip('/').replace('/', '-')}", self.body, expand=True)],
                       padding=10, spacing=6)

    async def warm(self) -> None:
        """Build the search's index once the screen is drawn, so that the first key does not wait for it."""
        await asyncio.sleep(0)
        rulebook.search("")

    async def scroll_to_clause(self) -> None:
        try:
            await self.book_box.scroll_to(scroll_key=self.clause_id, duration=300)
        except Exception:  # noqa: BLE001 - a screen left before it was drawn: nothing to scroll
            return
