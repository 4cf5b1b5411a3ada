"""Every sentence of every rule sheet is in the rule book (issue 36.10): a rule the app does not referee is still
a rule of the game, and the table argues about it ("Can I throw away my two face-up tiles instead of playing?").

Each sheet of ../shared/seeds/ has its list (tests/rule_sheets/<sheet>.py): every sentence of the sheet, in its
order and in its words, either a rule with the clauses of its games' books that hold it, or a sentence that is no
rule, with why (the story, the credits, a heading, a worked example the golden files replay...). The lists are
held against the sheets when the sheets are at hand, and always against the books: every clause named exists,
and says the sentence in the sheet's own words (most of its words are in the clause's French text); and every
clause of a sheet's books is said by the sheet, or is the table's (a ruling, an entry of the app).
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import unicodedata
from pathlib import Path

import pytest
import rule_sheets
from rule_sheets import REASONS, normal, sentences

from scorers import rulebook
from scorers.rulebook_table import RULINGS

ROOT = Path(__file__).resolve().parents[1]
#: Where the sheets are: ../shared/seeds/ beside the checkout (the project's machines have them).
SEEDS = next((p for p in (ROOT.parent / "shared" / "seeds", Path("/work/shared/seeds")) if p.is_dir()), None)
LISTS = [importlib.import_module(f"rule_sheets.{m.name}") for m in pkgutil.iter_modules(rule_sheets.__path__)]
#: Clauses no sentence of a sheet says, and why each is still the game's.
NOT_SAID = {
    **dict.fromkeys(("LP-FINAL", "PA-FINAL", "RO-WINNER", "ES-WINNER", "PG-FINAL", "PG-WINNER", "PG-TOTALS",
                     "PQ-RESULT", "PO-FINISH"), "a way the app takes a finished game, a turn or a mène"),
    **dict.fromkeys(("PG-LOG", "PG-SIDES", "PG-TURN", "PG-OVER", "PO-END", "RO-OVER", "ES-OVER",
                     "MP-GONE", "TR-TRACK"), "how the app keeps a game: its log, its sides, nothing after the win"),
    "PO-CARDS": "the app's default deck, the printed one being unpublished",
    "LP-FREE": "the sheet takes it for granted: a tile goes on an empty square",
    "BC-DEAD": "what BC-POINTS leaves: a number both have closed scores for neither",
    "RO-TEAM": "what RO-DIRECT and RO-PARTNER leave: nobody captures their own side's King",
    "HK-FAULT-ATTACK": "what HK-FAULT says: the shot faults are faults of the shooter, the Attacker",
}
#: The least share of a rule sentence's words that its clauses' French words must hold.
LEAST_SHARED = 0.6
_WORD = re.compile(r"[a-z0-9]+")
#: Words too common in the sheets to say whether a clause holds a sentence.
_COMMON = frozenset("""
a au aux avec ce ces cet cette c d dans de des du elle elles en est et il ils j l la le les leur leurs lui n ne
on ou par pas peut plus pour qu que qui s sa se ses si son sont sur un une y
""".split())


def _words(text: str) -> set[str]:
    """A text's words, folded (case, accents, apostrophes), a plural's s or x cut and cut to their first five
    letters, so that "posée" and "posées", "défaussez" and "défaussée" are one word; common words left out."""
    folded = "".join(c for c in unicodedata.normalize("NFKD", text.lower()) if not unicodedata.combining(c))
    words = (w[:-1] if len(w) > 3 and w[-1] in "sx" else w for w in _WORD.findall(folded.replace("’", "'")))
    return {w[:5] for w in words if w not in _COMMON}


def _books(games: tuple[str, ...]) -> dict[str, list[rulebook.Clause]]:
    """rule id -> its clauses in the books of `games` (a shared rule is a clause of several)."""
    found: dict[str, list[rulebook.Clause]] = {}
    for game in games:
        for clause in rulebook.clauses(game):
            found.setdefault(clause.id, []).append(clause)
    return found


def _rules(sheet) -> list[tuple[str, tuple[str, ...]]]:
    return [(sentence, said) for sentence, said in sheet.SENTENCES if not isinstance(said, str)]


def test_every_sheet_has_its_list_and_every_book_its_sheet():
    """Each sheet of the seeds has its list, once; every game with a rule book is one of a list's games."""
    named = [sheet.SHEET for sheet in LISTS]
    assert len(named) == len(set(named)) == 5
    if SEEDS:
        assert {p.name for p in SEEDS.glob("*.txt")} == set(named)
    assert {g for sheet in LISTS for g in sheet.GAMES} == set(rulebook.games())


@pytest.mark.skipif(SEEDS is None, reason="the rule sheets (../shared/seeds/) are not at hand")
@pytest.mark.parametrize("sheet", LISTS, ids=lambda s: s.__name__.rpartition(".")[2])
def test_a_list_is_its_sheet_sentence_by_sentence(sheet):
    """The list holds every sentence of its sheet from where the rules begin, in the sheet's order and words:
    none left out, none added."""
    text = (SEEDS / sheet.SHEET).read_text(encoding="utf-8")
    assert sheet.START in text
    expected = [normal(s) for s in sentences(text[text.index(sheet.START):])]
    listed = [normal(sentence) for sentence, _ in sheet.SENTENCES]
    assert listed == expected


@pytest.mark.parametrize("sheet", LISTS, ids=lambda s: s.__name__.rpartition(".")[2])
def test_each_rule_sentence_names_clauses_of_its_games_books(sheet):
    """A rule sentence names one clause or more, each in the book of one of the sheet's games; a sentence that is
    no rule says why, in one of the list's reasons."""
    book = _books(sheet.GAMES)
    for sentence, said in sheet.SENTENCES:
        if isinstance(said, str):
            assert said in REASONS, sentence
        else:
            assert said and not set(said) - set(book), (sentence, said)


@pytest.mark.parametrize("sheet", LISTS, ids=lambda s: s.__name__.rpartition(".")[2])
def test_a_rule_sentence_is_in_its_clauses_in_the_sheets_words(sheet):
    """The clauses a rule sentence names say it in the sheet's words: most of its words (LEAST_SHARED) are in
    their French texts (in the game's own wording: Fröscheln's frogs)."""
    book = _books(sheet.GAMES)
    short = []
    for sentence, said in _rules(sheet):
        words = _words(sentence)
        held = set().union(*(_words(c.text("fr") + " " + c.title("fr")) for rule in said for c in book[rule]))
        if words and len(words & held) / len(words) < LEAST_SHARED:
            short.append(f"{'/'.join(said)}: {sentence!r} lacks {sorted(words - held)}")
    assert not short, "\n".join(short)


@pytest.mark.parametrize("sheet", LISTS, ids=lambda s: s.__name__.rpartition(".")[2])
def test_every_clause_of_a_sheets_books_is_the_sheets_or_the_tables(sheet):
    """The books hold no rule of their own making: every clause of the sheet's games is said by a sentence of
    the sheet, or settles what the sheet leaves open (a ruling), or is one NOT_SAID says why (an entry of the app,
    what a rule of the sheet leaves); and NOT_SAID names no clause a sentence says."""
    said = {rule for _, rules in _rules(sheet) for rule in rules}
    book = set(_books(sheet.GAMES))
    assert not book - said - RULINGS - set(NOT_SAID)
    assert not said & set(NOT_SAID)


def test_the_face_up_tiles_are_in_the_book_and_not_refereed():
    """Hundsgemein's sheet: two tiles face up, never more; one or both thrown away to be replaced, which ends the
    turn; a new one turned face up at the end of a turn: each a clause of the book, marked not refereed."""
    for rule in ("HG-FACE-UP", "HG-DISCARD", "HG-DRAW"):
        clause = rulebook.clause("hundsgemein", rule)
        assert clause and not clause.refereed and clause.text("fr") and clause.text("en")
    assert "jeter" in rulebook.clause("hundsgemein", "HG-DISCARD").text("fr")
