"""The Rules screen without a renderer (referee_app/components/rules.py): a game's book grouped as the sheet,
its titles, ids, rulings and the rules the app does not referee, in the reader's language; the search field, which
only ever draws the last question typed; opened at a clause; the way back; and the ways in (a game's app bar, Home,
a violation's or a score line's rule)."""

from __future__ import annotations

import asyncio
from typing import Any
from urllib.parse import parse_qs, urlsplit

import flet as ft
import pytest
from test_app_components import find, ready_game, texts

from referee_app.app import up_from
from referee_app.components import rules as screen
from referee_app.components.home import home_view
from referee_app.components.violation_banner import ViolationBanner, show_line_rules
from referee_app.state import AppState
from referee_app.store import Store
from scorers import rulebook
from scorers.errors import UnknownGame
from scorers.i18n import phrase
from scorers.violations import Severity, Violation


class Page:
    """What the Rules screen and the dialogs use of a page: its route, dialogs, tasks."""

    def __init__(self, route: str = "/") -> None:
        self.route, self.dialogs, self.tasks, self.popped = route, [], [], 0

    def show_dialog(self, dialog: Any) -> None:
        self.dialogs.append(dialog)

    def pop_dialog(self) -> None:
        self.popped += 1

    def update(self, *_: Any) -> None:
        pass

    def run_task(self, task: Any, *args: Any) -> None:
        self.tasks.append((task, args))

    async def push_route(self, route: str) -> None:  # pragma: no cover - only scheduled here
        self.route = route


@pytest.fixture
def app(tmp_path):
    return AppState(Store(tmp_path / "games.sqlite3"), device_language="en")


def identifiers(control: Any) -> list[str]:
    """The identifiers under `control` that are shown, in the order they are drawn (top to bottom)."""
    found: list[str] = []
    stack = [control]
    while stack:
        item = stack.pop()
        if isinstance(item, (list, tuple)):
            stack.extend(reversed(item))
            continue
        if getattr(item, "visible", True) is False:
            continue  # not on the screen (the book, hidden while results show)
        if isinstance(item, ft.Semantics) and item.identifier:
            found.append(item.identifier)
        for attr in ("trailing", "actions", "controls", "content"):  # popped in the reverse order
            value = getattr(item, attr, None)
            if value is not None:
                stack.append(value)
    return found


def said(control: Any) -> str:
    """Every text shown under a control, as one string."""
    return " ".join(texts(control))


def key(text: str) -> Any:
    """The field's change event as Flet gives it: the field, holding the text typed."""
    return type("E", (), {"control": type("C", (), {"value": text})()})()


def type_in(rules: screen.RulesScreen, page: Page, text: str) -> None:
    """Type `text` into the search field and let the screen settle (run the task each key asks for)."""
    rules.field.on_change(key(text))
    while page.tasks:
        task, args = page.tasks.pop(0)
        asyncio.run(task(*args))


def open_screen(app, route: str, gone: list[str] | None = None) -> tuple[screen.RulesScreen, ft.View, Page]:
    page = Page(route)
    rules = screen.RulesScreen(page, app, route, (gone if gone is not None else []).append)
    return rules, rules.view(), page


def test_a_game_book_shows_every_clause_under_its_group_in_order(app):
    """The book lists the sheet's groups in order, every clause of each with its id and its words."""
    _, view, _ = open_screen(app, "/rules/hundsgemein")
    ids = identifiers(view.controls)
    expected = []
    for section in rulebook.book("hundsgemein"):
        expected += [f"rules-group-{section.group}", *(f"rules-clause-{c.id}" for c in section.clauses)]
    assert [i for i in ids if i.startswith(("rules-group-", "rules-clause-"))] == expected
    shown = texts(view.controls)
    assert "Set-up" in shown and "HG-ADJ" in shown
    assert rulebook.clause("hundsgemein", "HG-ADJ").text("en") in shown


def test_rulings_are_marked_and_others_are_not(app):
    """A clause settled by the table's ruling carries the mark; a clause of the sheet does not."""
    _, view, _ = open_screen(app, "/rules/posters")
    ids = identifiers(view.controls)
    assert "rules-ruling-PO-STAY" in ids and "rules-ruling-PO-MOVE" not in ids
    assert texts(find(view.controls, "rules-ruling-PO-STAY")) == ["our ruling"]


def test_the_book_reads_in_the_reader_language(app):
    """In French the groups and the clauses are French, in the game's own wording (Fröscheln's frogs)."""
    app.set_language("fr")
    _, view, _ = open_screen(app, "/rules/froscheln")
    shown = texts(view.controls)
    assert "Mise en place" in shown and rulebook.clause("froscheln", "TR-SPLIT").text("fr") in shown
    assert "grenouille" in rulebook.clause("froscheln", "TR-SPLIT").text("fr")


def test_opened_at_a_clause_it_is_marked_and_scrolled_to(app):
    """`?clause=ID` marks that clause and scrolls the book to it; no other clause is marked."""
    rules, view, page = open_screen(app, "/rules/hundsgemein?clause=HG-MAJORITY-TIE")
    assert find(view.controls, "rules-clause-HG-MAJORITY-TIE").bgcolor is not None
    assert find(view.controls, "rules-clause-HG-ADJ").bgcolor is None
    assert [task for task, _ in page.tasks] == [rules.scroll_to_clause, rules.warm]
    assert find(view.controls, "rules-clause-HG-MAJORITY-TIE").key.value == "HG-MAJORITY-TIE"


def test_a_clause_the_book_does_not_hold_is_said(app):
    """Opened at a clause that is not in the game's book, the screen says so and shows the whole book."""
    rules, view, page = open_screen(app, "/rules/numeri?clause=FRO-END")
    assert "has no clause FRO-END" in find(view.controls, "rules-count").value
    assert [task for task, _ in page.tasks] == [rules.warm]  # no scrolling to a clause that is not there


def test_a_game_that_is_not_one_is_the_typed_error(app):
    """A route typed by hand with a game that is not one is refused (the app says so on Home)."""
    with pytest.raises(UnknownGame):
        open_screen(app, "/rules/chess")


def test_searching_a_game_book_shows_its_ranked_clauses_and_a_tap_opens_one(app):
    """Typing in the field replaces the book by the clauses that answer, best first, of that game only; a
    result opens its clause in the book; clearing the field gives the book back."""
    gone: list[str] = []
    rules, view, page = open_screen(app, "/rules/posters?from=%2Fgame%2Fabc", gone)
    type_in(rules, page, "pénalité affiche")
    first = find(view.controls, "rules-hit-0")
    assert "PO-WRONG-SLOT" in said(first)
    assert all(i.startswith("rules-hit-") or not i.startswith("rules-clause") for i in identifiers(view.controls))
    assert "found" in find(view.controls, "rules-count").value
    first.on_click(None)
    assert urlsplit(gone[-1]).path == "/rules/posters"
    assert parse_qs(urlsplit(gone[-1]).query)["clause"] == ["PO-WRONG-SLOT"]
    assert up_from(gone[-1]) == "/game/abc"  # back from the clause still returns to the game
    rules.search("")
    assert "rules-clause-PO-STAY" in identifiers(view.controls)


def test_a_search_that_finds_nothing_says_so(app):
    """A query no clause answers says so, and shows no result."""
    rules, view, _ = open_screen(app, "/rules/loopit")
    rules.search("zzzz")
    assert "No clause matches" in find(view.controls, "rules-count").value
    assert not [i for i in identifiers(view.controls) if i.startswith("rules-hit-")]


def test_the_index_lists_every_book_and_searches_them_all(app):
    """`/rules` lists every game with a book; its search covers every game and names each result's game;
    a result opens in its game's book and back returns to the index."""
    gone: list[str] = []
    rules, view, _ = open_screen(app, "/rules", gone)
    assert [i for i in identifiers(view.controls) if i.startswith("rules-game-")] == [
        f"rules-game-{g}" for g in rulebook.games()]
    rules.search("chien égalité")
    hits = [said(find(view.controls, f"rules-hit-{n}")) for n in range(3)]
    assert any("HG-MAJORITY-TIE" in h for h in hits) and all("Hundsgemein" in h for h in hits)
    find(view.controls, "rules-hit-0").on_click(None)
    assert up_from(gone[-1]) == "/rules"


def test_back_goes_to_the_screen_the_book_was_opened_from(app):
    """The back arrow from a book opened from a game returns to that game; from a book opened otherwise, to
    the index; from the index, to Home. An address that is not one of the app's screens is not followed."""
    assert up_from(screen.rules_route("loopit", "LP-SWAP", "/game/abc")) == "/game/abc"
    assert up_from(screen.rules_route("loopit")) == "/rules"
    assert up_from("/rules") == "/"
    assert up_from("/rules/loopit?from=https%3A%2F%2Fexample.com") == "/rules"


def test_a_game_screen_has_the_book_one_tap_away(app):
    """A saved game's screen gets the book button first in its app bar; it opens the game's book, and back
    from there returns to the game."""
    game_id = ready_game(app)
    gone: list[str] = []
    view = ft.View(route=f"/game/{game_id}", appbar=ft.AppBar(actions=[ft.IconButton(ft.Icons.UNDO)]))
    screen.rules_action(app, view, gone.append)
    assert view.appbar.actions[0].identifier == "open-rules" and len(view.appbar.actions) == 2
    view.appbar.actions[0].content.on_click(None)
    assert urlsplit(gone[-1]).path == "/rules/hundsgemein" and up_from(gone[-1]) == f"/game/{game_id}"


def test_a_screen_with_its_own_rules_list_gets_the_book_too_and_others_none(app):
    """Paleo's score races keep their own list of rules beside the book (one tap to the book in every game);
    a screen shown again gets no second book; screens that are not a game's get none."""
    own = ft.View(route="/new/paleo-hockey", appbar=ft.AppBar(actions=[ft.Semantics(identifier="pg-rules")]))
    screen.rules_action(app, own, lambda _: None)
    screen.rules_action(app, own, lambda _: None)
    assert [a.identifier for a in own.appbar.actions] == ["open-rules", "pg-rules"]
    for route in ("/settings", "/rules/loopit"):  # a book does not open itself
        other = ft.View(route=route, appbar=ft.AppBar(actions=[]))
        screen.rules_action(app, other, lambda _: None)
        assert other.appbar.actions == []


def test_home_has_a_way_to_the_books(app):
    """Home's catalogue opens the books' index."""
    gone: list[str] = []
    view = home_view(Page(), app, gone.append, lambda: None)
    find(view.controls, "home-rules").on_click(None)
    assert gone == ["/rules"]


def test_a_score_line_rule_opens_its_clause_in_the_book(app):
    """The dialog of a score line's rules has, beside each rule, the button that closes it and opens the
    game's book at that clause, returning to the game."""
    game_id = ready_game(app)
    page = Page(f"/game/{game_id}")
    show_line_rules(page, app, "H1", ("HG-MAJORITY", "HG-MAJORITY-TIE"))
    button = find(page.dialogs[-1].content, "sheet-rule-open-HG-MAJORITY-TIE")
    button.on_click(None)
    task, (route,) = page.tasks[-1]
    assert page.popped == 1 and task == page.push_route
    assert urlsplit(route).path == "/rules/hundsgemein"
    assert parse_qs(urlsplit(route).query) == {"clause": ["HG-MAJORITY-TIE"], "from": [f"/game/{game_id}"]}


def test_a_violation_rule_opens_its_clause_in_the_book(app):
    """The banner's explanation has, beside each broken rule's id, the button to its clause in the book."""
    page = Page("/new/posters")
    banner = ViolationBanner(page, app)
    banner.show([Violation("stay", "PO-STAY", Severity.ERROR, "", phrase("ui.banner.tap"))])
    banner.explain()
    find(page.dialogs[-1].content, "violation-banner-rule-open-0").on_click(None)
    task, (route,) = page.tasks[-1]
    assert page.popped == 1 and task == page.push_route
    assert urlsplit(route).path == "/rules/posters" and parse_qs(urlsplit(route).query)["clause"] == ["PO-STAY"]


def test_a_clause_shows_its_title_and_a_rule_the_app_does_not_referee_is_marked(app):
    """Each clause shows its title above its id and words; a rule of the sheet the app does not referee carries
    its mark (Hundsgemein's face-up tiles), a rule it referees none; in French, the French mark."""
    _, view, _ = open_screen(app, "/rules/hundsgemein")
    ids = identifiers(view.controls)
    assert "rules-unrefereed-HG-DISCARD" in ids and "rules-unrefereed-HG-ADJ" not in ids
    assert texts(find(view.controls, "rules-unrefereed-HG-DISCARD")) == ["not refereed by the app"]
    assert texts(find(view.controls, "rules-title-HG-DISCARD")) == [rulebook.clause("hundsgemein", "HG-DISCARD")
                                                                     .title("en")]
    assert ids.index("rules-title-HG-DISCARD") < ids.index("rules-text-HG-DISCARD")
    app.set_language("fr")
    _, view, _ = open_screen(app, "/rules/hundsgemein")
    assert texts(find(view.controls, "rules-unrefereed-HG-FACE-UP")) == ["non arbitré par l’application"]


class Transport:
    """Keys as the app receives them (flet's socket server and the browser build alike): each key's message read
    makes a task of its own that runs the field's handler (`asyncio.create_task(session.dispatch_event(...))`), on
    the event loop the screen's tasks run on. Read one a turn (typed slower than the app answers), or all in one go
    (`at_once`: keys that came in while the app was busy drawing). Every search the screen draws is logged with the
    number of keys read before it."""

    def __init__(self, rules: screen.RulesScreen) -> None:
        self.rules, self.sent, self.drawn = rules, [], []
        drawing = rules.search

        def search(query: str) -> None:
            self.drawn.append((query, len(self.sent)))
            drawing(query)

        rules.search = search
        rules.page.run_task = lambda task, *args: self.tasks.append(asyncio.ensure_future(task(*args)))
        self.tasks: list[asyncio.Future] = []

    async def type(self, *texts: str, at_once: bool = False) -> None:
        for text in texts:
            self.sent.append(text)
            self.tasks.append(asyncio.create_task(self.handle(text)))
            if not at_once:
                await asyncio.sleep(0)

    async def handle(self, text: str) -> None:
        self.rules.field.on_change(key(text))

    async def settle(self) -> None:
        while not all(task.done() for task in self.tasks):
            await asyncio.sleep(0.001)


def test_typing_fast_never_draws_a_question_typed_in_part_once_the_whole_one_is_typed(app):
    """Issue 36.12: letters typed faster than the screen draws (each sent to the app while it was busy) are
    drawn as one question, the last: the results of the partial question ("pén", "pénal") never reach the screen
    once the whole one is typed, and the screen ends on the whole one's results."""
    rules, view, page = open_screen(app, "/rules")
    transport = Transport(rules)
    typed = ["p", "pé", "pén", "péna", "pénal", "pénali", "pénalit", "pénalité", "pénalité ", "pénalité a",
             "pénalité af", "pénalité affiche"]

    async def run() -> None:
        await transport.type(*typed)
        await transport.settle()

    asyncio.run(run())
    assert transport.drawn, "nothing was drawn"
    assert [query for query, _ in transport.drawn] == ["pénalité affiche"]
    assert "PO-WRONG-SLOT" in " ".join(said(find(view.controls, f"rules-hit-{n}")) for n in range(3))
    assert rules.query == "pénalité affiche" and not rules.settling


def test_keys_that_came_in_while_the_app_was_busy_draw_only_the_last_question(app):
    """Issue 36.12, the stale results: keys typed while the app was busy come in together; once the last of them
    is in, the screen draws the whole question's results only, never those of the letters before it one after
    the other (what the app did, each key's results drawn in turn, seconds after the last key)."""
    rules, view, page = open_screen(app, "/rules/hundsgemein")
    transport = Transport(rules)
    typed = ["t", "ti", "tie", "tie ", "tie d", "tie do", "tie dog", "tie dog t", "tie dog two"]

    async def run() -> None:
        await transport.type(*typed, at_once=True)
        await transport.settle()

    asyncio.run(run())
    after_the_last_key = [query for query, read in transport.drawn if read == len(typed)]
    assert after_the_last_key == ["tie dog two"]
    assert rules.query == "tie dog two" and rules.results_box.label == "Rules that answer “tie dog two”"


def test_a_key_typed_while_the_screen_draws_is_drawn_next_and_last(app):
    """A key that comes while a question is being drawn is drawn right after it: the screen always ends on the
    last text typed, and never draws an earlier one after it."""
    rules, view, page = open_screen(app, "/rules/loopit")
    transport = Transport(rules)
    drawing = rules.search

    def slow(query: str) -> None:  # the whole question comes in while the partial one is drawn
        drawing(query)
        if query == "swap my":
            rules.field.on_change(key("swap my five tiles"))

    rules.search = slow

    async def run() -> None:
        await transport.type("swap my")
        await transport.settle()

    asyncio.run(run())
    assert [query for query, _ in transport.drawn] == ["swap my", "swap my five tiles"]
    assert rules.query == "swap my five tiles" and "LP-SWAP" in said(find(view.controls, "rules-hit-0"))


def test_a_new_search_moves_the_cards_already_drawn(app):
    """A clause found again by the next key is the same card (moved, not made and sent again), under the
    identifier of its new rank; a card drawn before and not found now stays on the page, hidden, without an
    identifier; the book stays on the page, hidden, and clearing the field shows it again."""
    rules, view, page = open_screen(app, "/rules/posters")
    book = rules.book_box
    rules.search("pénalité")
    assert book in rules.body.controls and not book.visible and rules.results_box.visible  # the book stays, hidden
    assert rules.results_box.label == "Rules that answer “pénalité”"  # what the results answer, said
    cards = {id(c): c.identifier for c in rules.results.controls}
    rules.search("pénalité affiche")
    again = [c for c in rules.results.controls if id(c) in cards]
    assert again and all(c.identifier.startswith("rules-hit-") for c in again)
    hits = [c for c in rules.results.controls if c.visible]
    assert [c.identifier for c in hits] == [f"rules-hit-{n}" for n in range(len(hits))]
    assert all(not c.identifier for c in rules.results.controls if not c.visible)  # drawn before, hidden
    rules.search("")
    assert book.visible and not rules.results_box.visible and not any(c.visible for c in rules.results.controls)


def test_a_long_search_session_keeps_a_bounded_number_of_cards(app):
    """Searching question after question keeps at most `KEPT` result cards on the page (the last shown), so a
    key never compares more cards the longer one searches; the cards shown are always among them."""
    rules, _, _ = open_screen(app, "/rules")
    for query in ["tie", "dog", "token", "barrier", "split", "poster", "frog", "tile", "piece", "goal", "turn",
                  "score", "start", "end", "winner", "team", "penalty", "board", "colour", "move"]:
        rules.search(query)
        assert len(rules.results.controls) <= screen.KEPT
        assert all(c in rules.results.controls for c in rules.results.controls if c.visible)
    assert len(rules.results.controls) == screen.KEPT
