"""The Rules screen end to end, in headless Chromium at phone size: opened from a game's app bar, searched,
opened at a clause (scrolled to it), back to the game; and from Home's catalogue, every book."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from referee_app.games.hundsgemein import document as hg
from referee_app.store import Store


def seeded(server) -> str:
    players = [{"name": "Anna", "colour": "yellow"}, {"name": "Ben", "colour": "blue"}]
    with Store(server.data_dir / "games.sqlite3") as store:
        doc = hg.new_document(players, "standard")
        return store.games.create("hundsgemein", "Anna, Ben", doc.model_dump(mode="json")).id


def shown(ui, identifier: str) -> str:
    """A node's text and its accessible names (a tappable card's words are its aria-label)."""
    return ui.by_id(identifier).first.evaluate(
        "e => [e, ...e.querySelectorAll('*')].map(n => (n.getAttribute('aria-label') || '') + ' ' + "
        "(n.childElementCount ? '' : n.textContent)).join(' ')")


def test_a_game_rule_book_searched_and_opened_at_a_clause(ui, server):
    """From a game, one tap opens its book; a French question finds the tie rule, which opens in the book,
    scrolled to and marked; back returns to the game."""
    game_id = seeded(server)
    ui.open(f"/game/{game_id}", ready_id="open-rules")
    ui.tap("open-rules")
    ui.by_id("rules-group-setup").wait_for()
    ui.says("rules-clause-HG-BOARD", "7")
    assert re.search(r"/rules/hundsgemein", ui.page.url)
    ui.screenshot("rules-01-book")
    ui.fill("rules-search", "chien égalité")
    ui.says("rules-count", "found")
    found = [shown(ui, f"rules-hit-{n}") for n in range(3)]
    assert any("HG-MAJORITY-TIE" in text for text in found), found
    ui.screenshot("rules-02-search")
    ui.tap(f"rules-hit-{next(n for n, text in enumerate(found) if 'HG-MAJORITY-TIE' in text)}")
    clause = ui.by_id("rules-clause-HG-MAJORITY-TIE")
    clause.wait_for()
    expect(clause).to_be_in_viewport()  # far down the book: scrolled to
    assert "clause=HG-MAJORITY-TIE" in ui.page.url
    ui.screenshot("rules-03-at-clause")
    ui.tap("app-back")
    ui.by_id("open-rules").wait_for()
    assert ui.page.url.endswith(f"/game/{game_id}")


def test_every_rule_book_from_home(ui):
    """Home's catalogue opens the books' index; a game's book opens from it, and back goes up a level at a
    time: the index, then Home."""
    ui.open("/")
    ui.tap("home-rules")
    ui.tap("rules-game-posters")
    ui.by_id("rules-ruling-PO-SIDES").wait_for()  # a ruling marked as one
    ui.says("rules-group-setup", "Set-up")
    ui.tap("app-back")
    ui.by_id("rules-game-loopit").wait_for()
    ui.fill("rules-search", "split barrier")
    ui.says("rules-hit-0", "NU-BARRIER")
    ui.tap("app-back")
    ui.by_id("open-settings").wait_for()


def test_a_rule_cited_in_an_answer_opens_its_clause_and_back_returns(ui, server):
    """Défense d'afficher's question "May I stick after staying put?" answers from the game on the table; the
    rule it cites opens the game's book at that clause (the dialog closes), and back returns to the game."""
    from referee_app.games.posters import document as po

    with Store(server.data_dir / "games.sqlite3") as store:
        doc = po.new_document([{"members": ["Anna"]}, {"members": ["Ben"]}], "full")
        game_id = store.games.create("posters", "Anna, Ben", doc.model_dump(mode="json")).id
    ui.open(f"/game/{game_id}", ready_id="po-status")
    ui.tap("po-q-stay")
    ui.says("po-q-stay-answer", "Anna stands on square")
    ui.screenshot("rules-04-question")
    ui.tap("po-q-stay-rule-PO-STICK")
    clause = ui.by_id("rules-clause-PO-STICK")
    clause.wait_for()
    expect(clause).to_be_in_viewport()
    expect(ui.page.get_by_role("alertdialog")).to_have_count(0)
    ui.tap("app-back")
    ui.by_id("po-status").wait_for()
    assert ui.page.url.endswith(f"/game/{game_id}")
