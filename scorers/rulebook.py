"""Every game's rule book as clauses: grouped as the sheets are, each with its rule id, its text in both
languages and whether a ruling of the table settles it; and a search over all of them.

The rule book of a game is the docstring of its rules module (each rule with the id that violations and
explanations cite); its clauses' words, one or two sentences per id and language, are the catalogues'
`<prefix>.rule.<ID>` texts (each game's `scorers/<game>/texts/*_rules.py`; an edition's own wording `@<game>`
first, as Fröscheln's frogs). Which ids each game's book lists, under which group, and which come from a ruling
is data (each game's `texts/book.py`, assembled by `scorers.rulebook_table`). Pure Python, no I/O: the app
(in the browser build too) and the command use the same functions.

    book("hundsgemein")                      # the sections (group, clauses) in the order of the sheet
    clause("hundsgemein", "HG-MAJORITY-TIE").text("fr")
    search("chien égalité")                  # ranked hits over every game (`scorers.rulebook_search`)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from scorers import rulebook_search
from scorers.errors import UnknownGame
from scorers.i18n import CATALOGUES, FALLBACK, LANGUAGES, edition_key, phrase
from scorers.registry import GAMES, find_game
from scorers.rulebook_table import BOOKS, GROUPS, RULINGS

#: The catalogue key of a rule's words ends so: `hg.rule.HG-ADJ`.
RULE_KEY = ".rule."
#: A key's edition suffix: `tr.rule.TR-SPLIT@froscheln`.
EDITION = "@"

__all__ = ["GROUPS", "Clause", "Section", "book", "clause", "clauses", "games", "group_name", "rule_key",
           "search"]


@cache
def _keys() -> dict[str, str]:
    """rule id -> its catalogue key (`HG-ADJ` -> `hg.rule.HG-ADJ`), editions left out."""
    found = {}
    for key in CATALOGUES[FALLBACK]:
        prefix, sep, rule = key.partition(RULE_KEY)
        if sep and prefix and EDITION not in rule:
            found[rule] = key
    return found


def rule_key(rule_id: str, game: str | None = None) -> str | None:
    """The catalogue key of a rule's words, in the game's own wording when it has one; None if none."""
    key = _keys().get(rule_id)
    return edition_key(key, game) if key else None


@dataclass(frozen=True)
class Clause:
    """One clause of a game's rule book."""

    id: str
    game: str
    group: str
    ruling: bool = False

    @property
    def key(self) -> str:
        return rule_key(self.id, self.game) or ""

    def text(self, lang: str) -> str:
        """The clause's words in `lang` (English when that language has none)."""
        catalogue = CATALOGUES.get(lang, CATALOGUES[FALLBACK])
        return catalogue.get(self.key) or CATALOGUES[FALLBACK].get(self.key, "")


@dataclass(frozen=True)
class Section:
    group: str
    clauses: tuple[Clause, ...]


def group_name(group: str, lang: str) -> str:
    """The group's title as the Rules screen shows it."""
    return phrase(f"rulebook.group.{group}").render(lang)


def games() -> tuple[str, ...]:
    """The ids of the games that have a rule book, in the registry's order."""
    return tuple(g.id for g in GAMES if g.id in BOOKS)


@cache
def book(game: str) -> tuple[Section, ...]:
    """The game's rule book (an id or an alias, as `find_game` takes them): its sections in the sheet's
    order. Raises UnknownGame for a game that is not one, or has no rule book."""
    info = find_game(game)
    if info.id not in BOOKS:
        raise UnknownGame(f"{game!r} has no rule book yet")
    return tuple(Section(group, tuple(Clause(rule, info.id, group, rule in RULINGS) for rule in rules))
                 for group, rules in BOOKS[info.id])


def clauses(game: str | None = None) -> tuple[Clause, ...]:
    """Every clause of the game's book (of every game's, when `game` is None), in book order."""
    ids = (find_game(game).id,) if game else games()
    return tuple(c for g in ids for section in book(g) for c in section.clauses)


def clause(game: str, rule_id: str) -> Clause | None:
    """The clause `rule_id` of the game's book, or None when the book has no such clause."""
    return next((c for c in clauses(game) if c.id == rule_id), None)


#: How much each part of a clause weighs in the search: its id most ("split" finds TR-SPLIT first), its
#: game's names least (so that "puces" or "Loopit" lean towards their game).
ID_WEIGHT, TEXT_WEIGHT, GAME_WEIGHT = 3.0, 1.0, 0.5


@cache
def _index() -> rulebook_search.Index:
    """The search index of every game's clauses, built once."""
    docs = clauses()
    names = {g: " ".join((*(find_game(g).name.render(lang) for lang in LANGUAGES), *find_game(g).aliases))
             for g in games()}
    parts = [[(c.id, ID_WEIGHT), (names[c.game], GAME_WEIGHT), *((c.text(lang), TEXT_WEIGHT) for lang in LANGUAGES)]
             for c in docs]
    return rulebook_search.build_index(list(docs), parts)


def search(query: str, game: str | None = None, limit: int | None = None) -> list[rulebook_search.Hit]:
    """The clauses of the game's book (of every book when `game` is None; an id or an alias) that answer
    `query`, best first, each with its score; clauses that match none of its words are left out."""
    return rulebook_search.ranked(_index(), query, find_game(game).id if game else None, limit)
