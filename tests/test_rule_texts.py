"""Every rule id a scorer can cite has its rule-book text in English and in French, for every game.

Issue 17, "answers in view": rule ids are no longer printed in every line, they stay available behind a
tap that reads the rule's text from the rule book (`<prefix>.rule.<ID>` in the catalogues, looked up by
the violation banner's `rule_book_text`). A rule id without text shows only the id. The ids are read from
the scorers' source (every rule-id-shaped string the code can put in a violation, an answer or an
explanation, and every id the package docstrings, the rule books, define), never from a hand list, so a new
rule without its text fails here.

Scope: every scorer package of a registered game (Hundsgemein, Loopit, the track games Numeri and
Fröscheln, Défense d'afficher, Paleo and its derived games), read from the registry, so a new game's
package is covered without touching this file.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from referee_app.components.violation_banner import rule_book_text
from scorers.i18n import CATALOGUES
from scorers.registry import GAMES

ROOT = Path(__file__).resolve().parents[1]
#: The packages whose rule ids must all have their text: the rules package of every registered game.
PACKAGES = tuple(sorted({game.package for game in GAMES if game.ready}))
#: What a rule id looks like: "PA-DOOR", "RO-KING", "KY-FAULT-GATE", "PA-FREE-3", "FRO-MULT" (Fröscheln's
#: prefix has three letters).
RULE_ID = re.compile(r"[A-Z]{2,3}-[A-Z0-9]+(?:-[A-Z0-9]+)*")
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


#: The fewest rule ids each package cites and defines (a floor, so that a broken collection fails); the
#: Paleo family has many more rules than the others.
AT_LEAST = {"paleo": (30, 40), "paleo_games": (30, 40)}


def test_every_scorer_package_is_covered():
    """Every rules package under scorers/ belongs to a registered game, so none escapes the tests below."""
    packages = {p.name for p in (ROOT / "scorers").iterdir() if (p / "__init__.py").exists() and p.name != "i18n"}
    assert packages == set(PACKAGES)


@pytest.mark.parametrize("package", PACKAGES)
def test_the_scorers_cite_rule_ids_and_their_rule_books_define_them(package):
    """The collection itself finds the rules (a broken pattern would make the test below pass empty)."""
    cited, book = cited_ids(package), book_ids(package)
    least_cited, least_defined = AT_LEAST.get(package, (10, 15))
    assert len(cited) >= least_cited and len(book) >= least_defined
    assert not set(cited) - book, "cited but not in the rule book"


def test_FRO_Froscheln_rules_are_collected_with_their_three_letter_prefix():
    """A two-letter pattern missed Fröscheln's own rules (FRO-START..FRO-UNPLACED) without failing."""
    assert {"FRO-START", "FRO-SPLIT", "FRO-END", "FRO-MULT", "FRO-UNPLACED"} <= book_ids("track")


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


@pytest.mark.parametrize("lang, words", [
    ("en", "A flea tile may not be placed next to another flea tile of the same type"),
    ("fr", "Une tuile puce ne peut pas être placée à côté (y compris en diagonale)"),
])
def test_HG_ADJ_a_refused_tile_on_the_banner_reads_the_rule_text_when_its_id_is_tapped(tmp_path, lang, words):
    """From the scorer to the banner, without a browser: Hundsgemein's own violation (a flea next to one of its
    type), shown on the banner, opened, and its rule id tapped, reads HG-ADJ's rule-book text."""
    from test_app_components import FakePage, find

    from referee_app.components.violation_banner import ViolationBanner
    from referee_app.state import AppState
    from referee_app.store import Store
    from scorers.hundsgemein import check_placement
    from scorers.hundsgemein.checks import Placement

    from hg_helpers import state

    found = check_placement(state({(1, 1): "a2"}), Placement(0, 2, 1, 1))
    assert [v.rule_id for v in found] == ["HG-ADJ"]
    store = Store(tmp_path / "games.sqlite3")
    try:
        page = FakePage()
        banner = ViolationBanner(page, AppState(store, lang))
        banner.show(found)
        assert "HG-ADJ" not in banner.words.value
        banner.box.on_click(None)  # the full explanation
        find(page.dialogs[-1].content, "violation-banner-rule-0").on_click(None)  # the id, tapped
        text = find(page.dialogs[-1].content, "violation-banner-rule-text-0")
        colon = " :" if lang == "fr" else ":"  # French spaces its colon (issue 26)
        assert text.visible and text.value.startswith(f"HG-ADJ{colon} {words}")
    finally:
        store.close()
