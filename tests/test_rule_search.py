"""Searching the rule books (scorers.rulebook_search, scorers.rulebook_words): French and English words, case,
accents and elisions optional, stemmed in both languages, the glossaries' synonyms, titles weighted, the standard
rules before the variants' and the house rules; ten questions of our own and the table's phone questions of issue
36, each expecting its clause in the first three results (or first)."""

from __future__ import annotations

import pytest

from scorers import rulebook
from scorers.errors import UnknownGame
from scorers.rulebook import search
from scorers.rulebook_words import query_stems, stem_en, stem_fr, stems, words

TOP = 3

#: (game or None for every game, query, the clause expected in the first TOP results)
SANITY = [
    (None, "chien égalité", ("hundsgemein", "HG-MAJORITY-TIE")),
    (None, "split barrier", ("numeri", "NU-BARRIER")),
    (None, "pénalité affiche", ("posters", "PO-WRONG-SLOT")),
    ("posters", "may I stick after staying put", ("posters", "PO-STAY")),
    ("paleo", "plusieurs pions touchés camp de base", ("paleo", "PA-MULTI")),
    ("loopit", "swap my five tiles", ("loopit", "LP-SWAP")),
    (None, "dépasser 50 billard", ("paleo-billard-double", "BD-OVERSHOOT")),
    ("hundsgemein", "tuile à côté même type diagonale", ("hundsgemein", "HG-ADJ")),
    ("froscheln", "princesse fin de partie", ("froscheln", "FRO-END")),
    (None, "jack out zone pitchanque", ("pitchanque", "PQ-JACK-OUT")),
]


def _top(query: str, game: str | None = None) -> list[tuple[str, str]]:
    return [(h.clause.game, h.clause.id) for h in search(query, game, TOP)]


@pytest.mark.parametrize(("game", "query", "expected"), SANITY, ids=[q for _, q, _ in SANITY])
def test_a_table_question_finds_its_clause_in_the_first_three(game, query, expected):
    """A question as a player would type it, in French or English, finds the clause that settles it among
    the first three results."""
    assert expected in _top(query, game)


def test_case_and_accents_do_not_matter():
    """"CHIEN EGALITE" is "chien égalité"."""
    assert _top("CHIEN EGALITE") == _top("chien égalité")
    assert _top("Pénalité Affiché") == _top("penalite affiche")


def test_a_rule_id_typed_as_the_query_comes_first():
    """Typing a rule id finds that clause first (any case)."""
    assert _top("hg-majority-tie")[0] == ("hundsgemein", "HG-MAJORITY-TIE")


def test_a_word_typed_in_part_still_finds_its_clause():
    """A beginning of a word ("overs") matches the word ("overshoot")."""
    assert ("paleo-billard-double", "BD-OVERSHOOT") in _top("overs")


def test_a_game_search_stays_in_its_book_and_takes_aliases():
    """Searching one game's book (by id or alias) returns its clauses only; a game that is not one is the
    typed error."""
    hits = search("égalité", "puces")
    assert hits and {h.clause.game for h in hits} == {"hundsgemein"}
    with pytest.raises(UnknownGame):
        search("tie", "chess")


def test_results_are_ranked_and_a_query_of_no_words_finds_nothing():
    """Results come best first; a query made only of common words or signs matches no clause."""
    scores = [h.score for h in search("tie")]
    assert scores == sorted(scores, reverse=True) and scores
    assert search("the le de ?!") == []
    assert search("") == []


def test_a_word_the_table_uses_for_the_clause_words_finds_it():
    """A table's word for what the clause says in other words ("échanger" for Loopit's swap, which its
    words call a discard and a draw; "poser" for "placer") still finds the clause."""
    assert ("loopit", "LP-SWAP") == _top("échanger ses tuiles", "loopit")[0]
    assert ("loopit", "LP-THREE") in _top("combien de tuiles poser par tour", "loopit")


#: Questions the table typed on a phone (issue 36.11), each expecting its clause in the first three results.
PHONE = [
    (None, "je peux rien poser je fais quoi", ("loopit", "LP-SWAP")),
    ("loopit", "je peux rien poser je fais quoi", ("loopit", "LP-SWAP")),
    (None, "grenouille sur case sans couleur combien", ("froscheln", "FRO-MULT")),
    (None, "pion sorti du plateau il va ou", ("paleo", "PA-OFF-BOARD")),
    (None, "deux jetons sur la même case", ("numeri", "TR-ONE-PER-CELL")),
    (None, "le Roi est touché", ("paleo-roi", "RO-DIRECT")),
    (None, "entrer dans le sanctuaire adverse", ("paleo", "PA-OPPOSING-SANCTUARY")),
    (None, "carte interdiction d'afficher", ("posters", "PO-BAN")),
    (None, "Can I rotate a tile", ("loopit", "LP-TILES")),
    (None, "Can I throw away my two face-up tiles instead of playing?", ("hundsgemein", "HG-DISCARD")),
]


@pytest.mark.parametrize(("game", "query", "expected"), PHONE, ids=[q for _, q, _ in PHONE])
def test_a_question_typed_on_a_phone_finds_its_clause_in_the_first_three(game, query, expected):
    """Phone French and English, elided, without accents, with its filler words ("je fais quoi", "il va où"),
    finds the clause that settles it among the first three results."""
    assert expected in _top(query, game)


@pytest.mark.parametrize("game", [None, "hundsgemein"])
def test_the_standard_rule_comes_before_the_variants(game):
    """"Who gets the dog when two players tie": the standard game's tie comes first, not the expert variant's."""
    assert _top("who gets the dog when two players tie", game)[0] == ("hundsgemein", "HG-MAJORITY-TIE")


@pytest.mark.parametrize("game", [None, "posters"])
def test_the_standard_rule_comes_before_an_off_by_default_house_rule(game):
    """"Faut tomber pile sur la brosse": the sheet's rule (an exact stop on the brush square sticks) comes first,
    before the house rule that lets a player stick after staying put."""
    found = [h.clause.id for h in search("faut tomber pile sur la brosse", game)]
    assert found[0] == "PO-STICK" and found.index("PO-STICK") < found.index("PO-HOUSE-STAY")


def test_at_equal_relevance_a_variant_or_house_rule_comes_after_the_standard_rules():
    """A clause of a variant or a house rule weighs less than a standard one (the index's prior), so an equal
    match ranks it after."""
    priors = {c.id: rulebook._entry(c, "").prior for c in rulebook.clauses("hundsgemein")}
    assert priors["HG-EXPERT-TIE"] < priors["HG-MAJORITY-TIE"] == 1.0
    assert rulebook._entry(rulebook.clause("posters", "PO-HOUSE-STAY"), "").prior < 1.0


def test_words_are_stemmed_in_french_and_in_english():
    """The light stemmers cut plurals, feminines, verb and adverb endings: a question's word meets the clause's
    whatever its form."""
    assert {stem_fr(w) for w in ("posees", "poser", "pose", "posee")} == {"pos"}
    assert stem_fr("egalites") == stem_fr("egalite") == "egal" and stem_fr("defaussee") == stem_fr("defausser")
    assert {stem_en(w) for w in ("rotate", "rotated", "rotating")} == {"rotat"}
    assert stem_en("splitting") == "split" and stem_en("ties") == stem_en("tied") == "tie"
    assert stem_en("winner") == stem_en("wins") == "win"
    assert stem_fr("case") != stem_fr("cas")  # "en cas d'égalité" is no square


def test_accents_elisions_and_numbers_are_folded_and_filler_words_dropped():
    """"L’égalité", "l'egalite" and "égalité" are one word; "jusqu'", "qu'", "d'" go; "deux" is 2; the words a
    question is built with ("je peux", "je fais quoi", "can I") are no words of a rule."""
    assert words("L’Égalité d'un jusqu'à") == ["egalite", "un", "a"]
    assert words("deux joueurs, two players") == ["2", "joueurs", "2", "players"]
    assert [w for w, _ in query_stems("je peux rien poser je fais quoi")] == ["rien", "poser"]
    assert [w for w, _ in query_stems("Can I rotate a tile?")] == ["rotate", "tile"]
    assert stems("Les pions adverses", "fr") == ["pion", "advers"]


def test_a_word_the_glossary_gives_for_the_sheets_finds_its_clause():
    """Each game's glossary names the words a table says for the sheet's: "pièce" for Paleo's "pion", "jeter"
    for Hundsgemein's discarding, "interdiction" for the "Défense d'afficher" card."""
    assert ("paleo", "PA-OFF-BOARD") in _top("pièce expulsée", "paleo")
    assert ("hundsgemein", "HG-DISCARD") == _top("jeter ses puces visibles", "hundsgemein")[0]
    assert ("posters", "PO-BAN") in _top("carte interdiction", "posters")


def test_the_title_weighs_more_than_the_text():
    """A word of a clause's title counts more than the same word in its text: "Rien à poser" is LP-SWAP's title."""
    assert _top("rien à poser", "loopit")[0] == ("loopit", "LP-SWAP")


def test_a_clause_several_games_say_alike_is_one_hit_over_every_book():
    """Paleo's score races share rules word for word (PG-TURN in five books): over every book it is one hit,
    naming the other games; within one game's book it is that game's."""
    hits = [h for h in search("shot out of turn refused") if h.clause.id == "PG-TURN"]
    assert len(hits) == 1 and len(hits[0].also) >= 4
    assert [h.clause.game for h in search("shot out of turn refused", "paleo-kayak") if h.clause.id == "PG-TURN"] \
        == ["paleo-kayak"]


def test_the_last_word_still_being_typed_finds_the_words_it_begins():
    """While a word is being typed ("je peux rien pos"), it stands for every word it begins, in full."""
    assert _top("je peux rien pos", "loopit")[0] == ("loopit", "LP-SWAP")
    assert ("posters", "PO-WRONG-SLOT") in _top("pénalité aff")


def test_every_glossarys_synonyms_are_a_games_with_a_book():
    """The glossaries' synonym groups are keyed by the id of a game with a rule book (None: every game's); each
    group holds at least two words."""
    from scorers.i18n.glossary import synonyms

    found = synonyms()
    assert None in found and set(found) - {None} <= set(rulebook.games())
    assert {"hundsgemein", "loopit", "numeri", "froscheln", "posters", "paleo"} <= set(found)
    assert all(len(group) >= 2 for groups in found.values() for group in groups)
