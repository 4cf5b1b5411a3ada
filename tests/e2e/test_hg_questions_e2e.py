"""Hundsgemein's questions end to end, in headless Chromium at phone size: one tap from the game's app bar,
a block tapped on the questions' board, the answer from the game's log, and a rule's button opening the
book at its clause."""

from __future__ import annotations

from playwright.sync_api import expect

from referee_app.games.hundsgemein import document as hg
from referee_app.store import Store
from scorers.hundsgemein.geometry import STREET_IDS, index

BREEDS = ("rex", "daisy", "fifi", "zorro") * 3


def seeded(server) -> str:
    """Anna's type 1 at row 1, column 1, then Ben's type 1 beside it (HG-ADJ), each tile a saved revision."""
    players = [{"name": "Anna", "colour": "yellow"}, {"name": "Ben", "colour": "blue"}]
    doc = hg.new_document(players, "standard")
    for street, breed in zip(STREET_IDS, BREEDS):
        doc = hg.set_dog(doc, street, breed).doc
    with Store(server.data_dir / "games.sqlite3") as store:
        game_id = store.games.create("hundsgemein", "Anna, Ben", doc.model_dump(mode="json")).id
        for block, player in ((index(0, 0), 0), (index(1, 1), 1)):
            doc = hg.place(doc, block, player, 1).doc
            store.games.save(game_id, doc.model_dump(mode="json"), "tile")
    return game_id


def test_the_questions_say_a_wrong_tile_may_still_be_challenged(ui, server):
    """Ben's tile beside Anna's of its type, nothing laid since: it may still be challenged (HG-STAYS); the
    rule's button opens the book at HG-STAYS, and back returns to the game."""
    game_id = seeded(server)
    ui.open(f"/game/{game_id}", ready_id="hg-questions")
    ui.tap("hg-questions")
    ui.tap("hgq-block-2-2")
    ui.says("hgq-stays-answer", "may still be challenged")
    ui.screenshot("hg-questions-01-stays")
    ui.tap("hgq-stays-answer-rule-HG-STAYS")
    clause = ui.by_id("rules-clause-HG-STAYS")
    clause.wait_for()
    expect(clause).to_be_in_viewport()
    ui.tap("app-back")
    ui.by_id("hg-questions").wait_for()
    assert ui.page.url.endswith(f"/game/{game_id}")
