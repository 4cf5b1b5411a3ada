"""Every rule id a Paleo-family scorer can cite has its rule-book text in English and in French.

Issue 17, "answers in view": rule ids are no longer printed in every line, they stay available behind a
tap that reads the rule's text from the rule book (`<prefix>.rule.<ID>` in the catalogues, looked up by
the violation banner's `rule_book_text`). A rule id without text shows only the id. The ids are read from
the scorers' source (every rule-id-shaped string the code can put in a violation, an answer or an
explanation, and every id the package docstrings, the rule books, define), never from a hand list, so a new
rule without its text fails here.

Scope: Paleo and its derived games (scorers/paleo, scorers/paleo_games). Hundsgemein, Loopit, the track
games and Défense d'afficher have no rule-book texts in the catalogues yet (their ids are shown alone).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from referee_app.components.violation_banner import rule_book_text
from scorers.i18n import CATALOGUES

ROOT = Path(__file__).resolve().parents[1]
#: The packages whose rule ids must all have their text (the Paleo family).
PACKAGES = ("paleo", "paleo_games")
#: What a rule id looks like: "PA-DOOR", "RO-KING", "KY-FAULT-GATE", "PA-FREE-3".
RULE_ID = re.compile(r"[A-Z]{2}-[A-Z0-9]+(?:-[A-Z0-9]+)*")
#: A rule-book line of a docstring: "- PA-DOOR   Both opposing keys..." (and a second id on the line:
#: "... RO-MERCENARY Mercenaries capture...").
BOOK_LINE = re.compile(rf"^- ({RULE_ID.pattern})\s", re.M)


def cited_ids(package: str) -> dict[str, str]:
    """Every rule id the package's code cites (string constants), with one place that cites it."""
    found: dict[str, str] = {}
    for path in sorted((ROOT / "scorers" / package).glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and RULE_ID.fullmatch(node.value):
                found.setdefault(node.value, f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def book_ids(package: str) -> set[str]:
    """Every rule id the package's rule book (its modules' docstrings) defines."""
    found: set[str] = set()
    for path in sorted((ROOT / "scorers" / package).glob("*.py")):
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
        found |= set(BOOK_LINE.findall(doc))
        # a second rule on a rule-book line: "- RO-EXPLORER ... only kings. RO-MERCENARY Mercenaries ..."
        found |= set(re.findall(rf"\. ({RULE_ID.pattern}) [A-Z]", doc))
    return found


@pytest.mark.parametrize("package", PACKAGES)
def test_the_scorers_cite_rule_ids_and_their_rule_books_define_them(package):
    """The collection itself finds the rules (a broken pattern would make the test below pass empty)."""
    cited, book = cited_ids(package), book_ids(package)
    assert len(cited) >= 30 and len(book) >= 40
    assert not set(cited) - book, "cited but not in the rule book"


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("package", PACKAGES)
def test_every_rule_id_a_scorer_can_cite_has_its_rule_book_text(package, lang):
    """Tapping a rule id reads the rule's text from the rule book, in both languages."""
    ids = set(cited_ids(package)) | book_ids(package)
    missing = sorted(rule_id for rule_id in ids if not rule_book_text(rule_id, lang))
    assert not missing, f"{lang}: rule ids with no rule-book text: {missing}"


@pytest.mark.parametrize("package", PACKAGES)
def test_each_rule_text_is_its_own_sentence_in_each_language(package):
    """A French text is not the English one copied, and each rule has one text (one key per id)."""
    en, fr = CATALOGUES["en"], CATALOGUES["fr"]
    for rule_id in set(cited_ids(package)) | book_ids(package):
        keys = [k for k in en if k.endswith(f".rule.{rule_id}")]
        assert len(keys) == 1, (rule_id, keys)
        assert en[keys[0]] != fr[keys[0]], rule_id
        assert rule_id not in en[keys[0]] and rule_id not in fr[keys[0]], "the text says the rule, not its id"
