"""`referee rules`: a game's rule book, and the ranked search over one book or every book."""

from __future__ import annotations

import json

from referee_app.command.cli import main
from scorers import rulebook


def run(capsys, *args) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_rules_prints_the_game_book_grouped_with_its_ids_and_rulings(capsys):
    """`referee rules GAME` prints every clause of the book, under the sheet's groups, in order, each with
    its id; a ruling is said to be one."""
    code, out, _ = run(capsys, "rules", "hundsgemein", "--lang", "en")
    assert code == 0
    ids = [c.id for c in rulebook.clauses("hundsgemein")]
    positions = [out.index(f"  {i}") for i in ids]
    assert positions == sorted(positions)
    assert out.index("Set-up") < out.index("HG-BOARD") < out.index("The turn") < out.index("HG-ADJ")
    assert "HG-DOG-VALUES (our ruling)" in out and "HG-ADJ (our ruling)" not in out


def test_rules_takes_the_aliases_check_takes_and_the_reader_language(capsys):
    """A game is named as `check` names it (an alias, accents optional); `--lang fr` prints French."""
    code, out, _ = run(capsys, "rules", "defense d'afficher", "--lang", "fr")
    assert code == 0 and "Mise en place" in out and "PO-STAY (notre décision)" in out


def test_rules_json_is_the_book_in_order(capsys):
    """`--json` prints the book as a list of clauses, each with id, game, group, ruling and text."""
    code, out, _ = run(capsys, "rules", "loopit", "--json", "--lang", "en")
    entries = json.loads(out)
    assert code == 0 and [e["id"] for e in entries] == [c.id for c in rulebook.clauses("loopit")]
    assert entries[0].keys() >= {"id", "game", "group", "ruling", "text"}


def test_search_json_is_ranked_best_first(capsys):
    """`--search --json` prints the clauses best first, each with at least id, game and text."""
    code, out, _ = run(capsys, "rules", "--search", "split barrier", "--json")
    hits = json.loads(out)
    assert code == 0 and hits[0]["id"] == "NU-BARRIER" and hits[0]["game"] == "numeri" and hits[0]["text"]
    scores = [h["score"] for h in hits]
    assert scores == sorted(scores, reverse=True)


def test_search_without_a_game_covers_every_book_and_with_one_stays_in_it(capsys):
    """Without GAME the search covers every game's book; with one (an alias), that book only."""
    _, out, _ = run(capsys, "rules", "--search", "tie", "--json")
    assert len({h["game"] for h in json.loads(out)}) > 1
    _, out, _ = run(capsys, "rules", "fleas", "--search", "tie", "--json")
    assert {h["game"] for h in json.loads(out)} == {"hundsgemein"}


def test_search_text_in_french(capsys):
    """The text output ranks, names the game and the group, and reads in the language asked."""
    code, out, _ = run(capsys, "rules", "--search", "pénalité affiche", "--lang", "fr")
    assert code == 0 and out.startswith("1. Défense d’afficher, PO-WRONG-SLOT (Le tour de jeu)")
    assert "pénalité" in out


def test_a_search_that_finds_nothing_says_so_and_exits_0(capsys):
    """No clause matching is an answer, not an error."""
    code, out, _ = run(capsys, "rules", "--search", "zzzz", "--lang", "en")
    assert code == 0 and "No clause matches" in out
    code, out, _ = run(capsys, "rules", "--search", "zzzz", "--json")
    assert code == 0 and json.loads(out) == []


def test_an_unknown_game_or_no_question_exits_2(capsys):
    """A game that is not one, or neither a game nor --search, exits 2 with the problem said."""
    code, _, err = run(capsys, "rules", "chess")
    assert code == 2 and "chess" in err
    code, _, err = run(capsys, "rules")
    assert code == 2 and "--search" in err
