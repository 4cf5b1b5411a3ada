"""Searching the rule books (scorers.rulebook_search): French and English words, case and accents optional,
ranked; ten questions of our own, each expecting its clause in the first three results."""

from __future__ import annotations

import pytest

from scorers.errors import UnknownGame
from scorers.rulebook import search

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
