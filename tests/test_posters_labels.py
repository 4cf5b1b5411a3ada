"""Défense d'afficher's changes as an undo or a redo names them ("Undone: …", "Annulé : …"): in the reader's
language, the brand and the card by their names. They were the action as typed, in English, in a French
snack bar too ("Annulé : turn 1: roll 4 move 4")."""

from __future__ import annotations

import pytest

from referee_app.changes import Change, label_text, stored_label
from referee_app.games.posters import document as po
from referee_app.state import AppState
from referee_app.store import Store
from scorers.i18n import phrase
from scorers.registry import find_game

ENGLISH_AS_TYPED = ("roll ", "move ", "poster ", "exchange ", "chance ", "turn ")


def two_sides() -> po.PostersDocument:
    return po.new_document([{"members": ["Anna"]}, {"members": ["Ben"]}], "full")


def said(change, lang: str) -> str:
    """The label of a change as the store keeps it, then as the snack bar says it in `lang`."""
    assert isinstance(change, Change), change
    return label_text(stored_label(change.label), lang)


def test_each_kind_of_turn_is_named_in_french_with_brand_and_card_names():
    doc = two_sides()
    move = po.new_turn(doc, {"roll": 4, "move": 4})
    assert said(move, "fr") == "tour 1 : dé 4, déplacement +4"
    stick = po.add_to_turn(move.doc, {"stick": "A1", "poster": "lune"})
    assert said(stick, "fr") == "tour 1 : Savon Lune collée sur A1"
    exchange = po.new_turn(stick.doc, {"exchange": 2})
    assert said(exchange, "fr") == "tour 2 : 2 affiches échangées"
    back = po.new_turn(exchange.doc, {"roll": 3, "move": -3})
    assert said(back, "fr") == "tour 3 : dé 3, déplacement -3"
    for change in (move, stick, exchange, back):
        words = said(change, "fr")
        assert not any(typed in words for typed in ENGLISH_AS_TYPED), words


def test_a_chance_card_is_named_by_its_own_words_in_either_language():
    """A card's name is a phrase of its own (the board's deck): it is kept as a phrase inside the label, so
    the label is said in the language of the moment it is read, the card's name included."""
    change = po.new_turn(two_sides(), {"chance": "draw"})  # the example board's deck has a "draw" card
    board = po.state_of(change.doc).board
    name = board.card("draw").label
    assert said(change, "fr") == f"tour 1 : carte tirée, {name.render('fr')}"
    assert said(change, "en") == f"turn 1: card drawn, {name.render('en')}"
    assert name.render("fr") != name.render("en")


def test_the_english_label_reads_as_words():
    move = po.new_turn(two_sides(), {"roll": 4, "move": 0})
    assert said(move, "en") == "turn 1: rolled 4, moved 0"
    stick = po.new_turn(two_sides(), {"exchange": 1})
    assert said(stick, "en") == "turn 1: 1 poster exchanged"


def test_a_phrase_within_a_label_survives_the_store():
    label = phrase("ui.undone", label=phrase("po.label.chance", n=2, card=phrase("po.label.exchange", n=1, count=3)))
    assert label_text(stored_label(label), "fr") == label.render("fr")
    assert label_text(stored_label(label), "en") == label.render("en")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_an_undo_in_the_app_names_the_turn_in_the_reader_s_language(tmp_path, lang):
    app = AppState(Store(tmp_path / "games.sqlite3"), device_language=lang)
    doc = two_sides()
    record = app.create_game(find_game("posters"), "Anna, Ben", doc)
    outcome = app.apply(record.id, po.new_turn(doc, {"roll": 4, "move": 4}), record.revision)
    assert outcome.record is not None
    words = app.t("ui.undone", label=app.change_text(outcome.record))
    expected = {"fr": "Annulé : tour 1 : dé 4, déplacement +4", "en": "Undone: turn 1: rolled 4, moved +4"}
    assert words == expected[lang]


def test_a_side_s_hand_noted_is_named_by_the_side_in_french():
    """A side's private note of its hand names the side by its name, in the reader's language (it was "hand a")."""
    change = po.set_hand(two_sides(), "a", ("lune",))
    assert two_sides().file["sides"][0]["name"] == "Anna"
    assert said(change, "fr") == "main d’Anna notée"  # elided before a vowel
    assert said(change, "en") == "Anna's hand noted"
    assert said(po.set_hand(two_sides(), "b", ()), "fr") == "main de Ben notée"
