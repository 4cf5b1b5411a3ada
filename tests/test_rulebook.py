"""The rule books as data (scorers.rulebook): every rule id in a book, every clause worded and titled in both
languages, each game's book the clauses its rules module's docstring names, the rulings marked, and the rules
of the sheets the app does not referee marked as such (the sheets sentence by sentence: test_rule_sheets.py)."""

from __future__ import annotations

import ast
import importlib
import importlib.resources
import re

import pytest

from scorers import rulebook
from scorers.errors import UnknownGame
from scorers.i18n import CATALOGUES, LANGUAGES
from scorers.registry import GAMES, find_game
from scorers.rulebook_table import BOOKS, GROUPS, NOT_REFEREED, RULINGS

#: A rule defined in a docstring: "- HG-ADJ   No tile ..." at a line's start, or "... kings. RO-MERCENARY
#: Mercenaries ..." after a sentence.
DEFINED = re.compile(r"(?:^\s*-\s+|\.\s)([A-Z]{2,3}(?:-[A-Z0-9]+)+)\s+(?=\S)", re.MULTILINE)
#: A rule id anywhere in a text.
ID = re.compile(r"\b[A-Z]{2,3}(?:-[A-Z0-9]+)+\b")


def _catalogue_ids() -> set[str]:
    return {key.partition(".rule.")[2] for key in CATALOGUES["en"] if ".rule." in key and "@" not in key}


def _docstrings(game: str) -> str:
    """The docstrings that state the game's rules: its rules module's, the module of its rules object's
    class, and the shared modules those name (the billiards' for BD- rules)."""
    info = find_game(game)
    module = importlib.import_module(info.rules_module.partition(":")[0])
    texts = [module.__doc__ or "", importlib.import_module(type(info.rules()).__module__).__doc__ or ""]
    own = texts[-1]
    if module.__name__ == "scorers.paleo_games":  # shared rules its own docstring names (billiards, turn points)
        shared = "\n".join(importlib.import_module(f"scorers.paleo_games.{name}").__doc__ or ""
                           for name in ("billiards", "totals", "final"))
        texts += [f"- {rule} (shared)" for rule in DEFINED.findall(shared) if rule in own]
    return "\n".join(texts)


def _book_ids(game: str) -> list[str]:
    return [c.id for c in rulebook.clauses(game)]


def test_every_rule_id_of_the_catalogues_is_in_a_book():
    """Every rule with words in the catalogues (`<prefix>.rule.<ID>`) is a clause of some game's rule book,
    and every clause of a book is such a rule."""
    in_books = {c.id for c in rulebook.clauses()}
    assert _catalogue_ids() - in_books == set()
    assert in_books - _catalogue_ids() == set()


def test_every_registered_game_has_a_book():
    """Every ready game of the registry has a rule book, and no book names a game that is not one."""
    assert {g.id for g in GAMES if g.ready} == set(BOOKS)
    assert rulebook.games() == tuple(g.id for g in GAMES if g.id in BOOKS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_clause_has_its_words_in_both_languages(lang):
    """Each clause reads in English and in French, in its game's own wording (Fröscheln's frogs)."""
    for clause in rulebook.clauses():
        assert clause.key in CATALOGUES[lang], (clause.game, clause.id)
        assert clause.text(lang).strip()
    assert "frog" in rulebook.clause("froscheln", "TR-SPLIT").text("en")
    assert "frog" not in rulebook.clause("numeri", "TR-SPLIT").text("en")


@pytest.mark.parametrize("game", sorted(BOOKS))
def test_a_book_lists_the_rules_its_docstring_defines(game):
    """A game's book holds every rule its rules module's docstring defines under the game's own id
    prefixes, once each, and nothing its docstrings do not define."""
    ids = _book_ids(game)
    assert len(ids) == len(set(ids)), "a clause listed twice"
    defined = set(DEFINED.findall(_docstrings(game)))
    prefixes = {i.split("-")[0] for i in ids}
    shared_not_kept = {"PG-TURN"} if not getattr(find_game(game).rules(), "takes_turns", True) else set()
    assert {i for i in defined if i.split("-")[0] in prefixes} - set(ids) - shared_not_kept == set()
    assert set(ids) - defined == set()


@pytest.mark.parametrize("game", sorted(g for g in BOOKS if hasattr(find_game(g).rules(), "answer")))
def test_a_score_race_book_is_the_rules_its_game_answers_for(game):
    """Paleo's score races know their own rules (`rules()`: PG-TURN only where turns are kept): their book
    holds exactly those, and beside them the rules of the sheet the app does not referee."""
    refereed = {c.id for c in rulebook.clauses(game) if c.refereed}
    assert refereed == {rule for rule, _ in find_game(game).rules().rules()}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_clause_has_a_title_in_both_languages(lang):
    """Each clause has a few words that say what it settles (the Rules screen shows them first, the search
    weighs them most), in the game's own wording (Fröscheln's frogs), shorter than its text."""
    for clause in rulebook.clauses():
        title = clause.title(lang)
        assert title.strip() and title == title.strip(), (clause.game, clause.id)
        assert rulebook.title_key(clause.id, clause.game) in CATALOGUES[lang], (clause.game, clause.id)
        assert len(title) < len(clause.text(lang)) and len(title) <= 70, (clause.game, clause.id, title)
    assert "frog" in rulebook.clause("froscheln", "TR-ONE-PER-CELL").title("en")
    assert "token" in rulebook.clause("numeri", "TR-ONE-PER-CELL").title("en")


def _said_not_refereed(game: str) -> set[str]:
    """The ids the docstrings of the game's rules package say the app does not referee: under a paragraph that
    starts "Not refereed", or on a line that says "(not refereed)" before its words."""
    package = importlib.import_module(find_game(game).rules_module.partition(":")[0])
    folder = importlib.resources.files(package.__name__)
    said: set[str] = set()
    for path in folder.iterdir():
        if path.name.endswith(".py"):
            doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
            for paragraph in doc.split("\n\n"):
                if paragraph.startswith("Not refereed"):
                    said |= set(ID.findall(paragraph))
                said |= {rule for line in paragraph.splitlines() if "(not refereed)" in line
                         for rule in ID.findall(line.split("(not refereed)")[0])}
    return said


@pytest.mark.parametrize("game", sorted(BOOKS))
def test_a_rule_the_app_does_not_referee_is_marked_and_its_docstring_says_so(game):
    """A clause of the sheet the app does not referee is marked (`refereed` False, from its book's
    NOT_REFEREED), and its rules package's docstring says it is not refereed; every clause it says so of is
    marked. A rule of the table is still a rule of the game: its clause has its words and its title."""
    ids = {c.id for c in rulebook.clauses(game)}
    marked = {c.id for c in rulebook.clauses(game) if not c.refereed}
    assert marked == NOT_REFEREED & ids
    assert marked == _said_not_refereed(game) & ids, game
    assert NOT_REFEREED <= {c.id for c in rulebook.clauses()}
    assert not rulebook.clause("hundsgemein", "HG-DISCARD").refereed
    assert rulebook.clause("hundsgemein", "HG-ADJ").refereed


def test_groups_and_rulings_are_known():
    """Every section is one of the sheet's groups, once per book, in the groups' order for the set-up; every
    ruling is a clause of some book."""
    for game, sections in BOOKS.items():
        groups = [g for g, _ in sections]
        assert set(groups) <= set(GROUPS) and len(groups) == len(set(groups)), game
        assert groups[0] == "setup", game
    assert RULINGS <= {c.id for c in rulebook.clauses()}


def test_a_clause_that_says_it_is_our_ruling_is_marked_as_one():
    """A clause whose words say "our ruling" or "our reading" comes from a ruling and is marked so."""
    said = {c.id for c in rulebook.clauses() if re.search(r"\(our (ruling|reading)\)", c.text("en"))}
    assert said and said <= RULINGS
    assert rulebook.clause("posters", "PO-STAY").ruling
    assert not rulebook.clause("hundsgemein", "HG-ADJ").ruling


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_group_has_a_name(lang):
    """The Rules screen titles each group in the reader's language."""
    for group in GROUPS:
        assert f"rulebook.group.{group}" in CATALOGUES[lang]
    assert rulebook.group_name("house", "fr") == "Règles maison"


def test_a_book_is_found_by_alias_and_an_unknown_game_is_refused():
    """Books are found by any name `check` takes (alias, any case, accents optional); anything else is the
    typed error."""
    assert rulebook.book("Défense d'afficher") == rulebook.book("posters")
    assert rulebook.book("PUCES")[0].clauses[1].id == "HG-BOARD"
    with pytest.raises(UnknownGame):
        rulebook.book("chess")
    assert rulebook.clause("numeri", "FRO-END") is None


def test_the_docs_list_every_book_clause_by_clause():
    """docs/rules.md lists each game's clauses by group, in book order, rulings starred and the rules the app
    does not referee marked °: as the books are."""
    from pathlib import Path

    text = (Path(__file__).resolve().parents[1] / "docs" / "rules.md").read_text(encoding="utf-8")
    for game in rulebook.games():
        block = text.split(f'<a id="{game}"></a>', 1)[1].split("<a id=", 1)[0]
        listed = [line for line in block.splitlines() if line.startswith("- ")]
        assert listed == [f"- {rulebook.group_name(s.group, 'en')}: "
                          + ", ".join(f"{c.id}{'*' if c.ruling else ''}{'' if c.refereed else '°'}"
                                      for c in s.clauses)
                          for s in rulebook.book(game)], game
