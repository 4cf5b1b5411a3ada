"""Issue 36 item 7: the sheet of a game entered by its end alone (Loopit's final totals, Défense d'afficher's
finishing order, a Hundsgemein board entered by its colour side, a Fröscheln game the table said over) prints
what was entered and says it was: no state that never happened (no "0 tiles laid", no empty board "at the
end", no free panels with pawns on their starts), no caption claiming flea types nobody entered, no "the game
ends as soon as a player cannot move" under the winner. Each sheet as the app's PDF button makes it (the
sheet shown, the game's front), read back with pypdf, in English and French."""

from __future__ import annotations

import datetime as dt
import io
import json
from pathlib import Path

import pytest
from pypdf import PdfReader

from referee_app.fronts import front, game_file
from referee_app.games.hundsgemein import document as hg
from referee_app.games.loopit import document as lp
from referee_app.games.posters import document as po
from referee_app.games.track import document as tm
from scorers.registry import find_game

DAY = dt.date(2026, 11, 27)
DATA = Path(__file__).parent / "data"
LANGS = ["en", "fr"]


def pages(game_id: str, doc, sheet, lang: str) -> list[str]:
    """The sheet's pages as text, made as the app's PDF button makes it."""
    game = find_game(game_id)
    state = game.rules().parse(game_file(game, doc.model_dump(mode="json")))
    reader = PdfReader(io.BytesIO(front(game).sheet_pdf(game, sheet, state, lang, DAY)))
    return [" ".join(page.extract_text().split()) for page in reader.pages]


def scored(game_id: str, doc):
    game = find_game(game_id)
    return game.rules().score(game.rules().parse(game_file(game, doc.model_dump(mode="json"))))


@pytest.mark.parametrize("lang", LANGS)
def test_loopit_final_totals_print_no_tiles_and_no_board(lang):
    """LP-FINAL: the totals and who won, the totals said to be the table's; no "0 tiles laid" a player (no tile
    was entered) and no page of an empty board "at the end": a line says none is drawn, and why."""
    game = find_game("loopit")
    doc = front(game).new_document(game, [{"name": "Ivy", "colour": "red"}, {"name": "Jon", "colour": "blue"}], None)
    doc = lp.enter_final(doc, {"Ivy": "142", "Jon": "118"}).doc
    text = pages("loopit", doc, scored("loopit", doc), lang)
    assert len(text) == 1
    words = {"en": ("0 tiles laid", "The board at the end", "No board is drawn: the game was entered as its final "
                                                             "totals"),
             "fr": ("0 tuile", "Le plateau en fin de partie", "Aucun plateau n’est dessiné : la partie a été saisie "
                                                              "par ses totaux finaux")}[lang]
    assert words[0] not in text[0] and words[1] not in text[0] and words[2] in text[0]
    assert "142" in text[0] and "118" in text[0]


@pytest.mark.parametrize("lang", LANGS)
def test_a_finishing_order_prints_no_panels_nor_pawns(lang):
    """PO-FINISH: the winner, the places and the order as entered; no "Panels at the end" with every slot free
    and the pawns on their starts, which never happened: a line says none is drawn, and why."""
    game = find_game("posters")
    doc = front(game).new_document(game, [{"name": n, "colour": c} for n, c in
                                          (("Ivy", "red"), ("Jon", "blue"), ("Kai", "green"))], None)
    for letter in "bca":
        doc = po.place_finish(doc, letter).doc
    text = " ".join(pages("posters", doc, scored("posters", doc), lang))
    gone = {"en": ("Panels at the end", "Pawns:", "turn by turn"),
            "fr": ("Les panneaux en fin de partie", "Colleurs :", "tour par tour")}[lang]
    said = {"en": ("Winner: Jon", "No panel is drawn: the game was entered by its finishing order",
                   "The finishing order, as the table entered it"),
            "fr": ("Vainqueur : Jon", "Aucun panneau n’est dessiné : la partie a été saisie par son ordre d’arrivée",
                   "L’ordre d’arrivée, tel que la table l’a saisi")}[lang]
    assert not [w for w in gone if w in text], text
    assert all(w in text for w in said), text


@pytest.mark.parametrize("lang", LANGS)
def test_a_board_by_its_colours_is_not_captioned_with_flea_types(lang):
    """HG-COLOURS: a board entered by its colour side (the 44-tile fixture): its caption says the tiles show
    their owner's colour and that no type was entered, not "each tile shows its flea type"."""
    data = json.loads((DATA / "hundsgemein" / "final_44_colours.json").read_text("utf-8"))
    game = find_game("hundsgemein")
    doc = front(game).document_from_file(game, data)
    text = " ".join(pages("hundsgemein", doc, hg.report(doc).sheet, lang))
    claim = {"en": "its flea type (1-4). Dogs", "fr": "son type de puce (1-4). Les chiens"}[lang]
    said = {"en": "the board was entered by its colour side, so no flea type is shown",
            "fr": "le plan a été saisi côté couleur, aucun type de puce n’est donc montré"}[lang]
    assert claim not in text and said in text


@pytest.mark.parametrize("lang", LANGS)
def test_a_froscheln_game_the_table_said_over_does_not_say_it_goes_on(lang):
    """FRO-END said by the table (every frog placed, then "Game over" on the track): under "Winner: Noé" the
    sheet said "the game ends as soon as a player cannot move with their roll" (the position's note). It says
    the table ended it, and why the track alone cannot; the Score tab says the same."""
    doc = tm.new_document("froscheln", [{"name": "Noé", "colour": "yellow"}, {"name": "Ben", "colour": "blue"}])
    ends = {"Noé": [24, 27, 30, 33, 36], "Ben": [31, 32, 25, 28, 35]}
    for seat, cells in enumerate(ends.values()):
        for token, cell in enumerate(cells, start=1):
            doc = tm.place(doc, seat, token, cell - 1).doc
    doc = tm.set_finished(doc, True).doc
    sheet = tm.report(doc).sheet
    text = " ".join(pages("froscheln", doc, sheet, lang))
    goes_on = {"en": "the game ends as soon as a player cannot move", "fr": "la partie finit dès qu"}[lang]
    said = {"en": "Ended by the table: a player could not move with their roll (FRO-END)",
            "fr": "Finie par la table : un joueur n’a pas pu jouer son lancer (FRO-END)"}[lang]
    winner = {"en": "Winner: Noé", "fr": "Vainqueur : Noé"}[lang]
    assert winner in text and goes_on not in text and said in text
    assert [n.key for n in sheet.notes] == ["tr.out.ended_by_table@froscheln"]
