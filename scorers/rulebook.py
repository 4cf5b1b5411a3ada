"""Every game's rule book as clauses: grouped as the sheets are, each with its rule id, its title and its text in
both languages, whether a ruling of the table settles it and whether the app referees it; and a search over all
of them.

The rule book of a game is the docstring of its rules module (each rule with the id that violations and
explanations cite); its clauses' words, one or two sentences per id and language, are the catalogues'
`<prefix>.rule.<ID>` texts, its titles the `<prefix>.rule_title.<ID>` ones (each game's
`scorers/<game>/texts/*_rules.py`; an edition's own wording `@<game>` first, as Fröscheln's frogs). Which ids
each game's book lists, under which group, which come from a ruling and which the app does not referee is data
(each game's `texts/book.py`, assembled by `scorers.rulebook_table`). Pure Python, no I/O: the app (in the
browser build too) and the command use the same functions.

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
from scorers.rulebook_table import BOOKS, ENTRIES, GROUPS, HOUSE, NOT_REFEREED, RULINGS, VARIANTS

#: The catalogue key of a rule's words ends so: `hg.rule.HG-ADJ`; of its title, `hg.rule_title.HG-ADJ`.
RULE_KEY = ".rule."
TITLE_KEY = ".rule_title."
#: A key's edition suffix: `tr.rule.TR-SPLIT@froscheln`.
EDITION = "@"

__all__ = ["GROUPS", "Clause", "Section", "book", "clause", "clauses", "games", "group_name", "rule_key",
           "search", "title_key"]


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


def title_key(rule_id: str, game: str | None = None) -> str | None:
    """The catalogue key of a rule's title, in the game's own wording when it has one; None if none."""
    key = _keys().get(rule_id)
    return edition_key(key.replace(RULE_KEY, TITLE_KEY), game) if key else None


def _said(key: str | None, lang: str) -> str:
    catalogue = CATALOGUES.get(lang, CATALOGUES[FALLBACK])
    return (catalogue.get(key) or CATALOGUES[FALLBACK].get(key, "")) if key else ""


@dataclass(frozen=True)
class Clause:
    """One clause of a game's rule book: a rule of the sheet (or of a ruling), refereed by the app or not."""

    id: str
    game: str
    group: str
    ruling: bool = False
    refereed: bool = True

    @property
    def key(self) -> str:
        return rule_key(self.id, self.game) or ""

    def text(self, lang: str) -> str:
        """The clause's words in `lang` (English when that language has none)."""
        return _said(self.key, lang)

    def title(self, lang: str) -> str:
        """The clause's title in `lang`: a few words that say what it settles."""
        return _said(title_key(self.id, self.game), lang)


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
    return tuple(Section(group, tuple(Clause(rule, info.id, group, rule in RULINGS, rule not in NOT_REFEREED)
                                      for rule in rules))
                 for group, rules in BOOKS[info.id])


def clauses(game: str | None = None) -> tuple[Clause, ...]:
    """Every clause of the game's book (of every game's, when `game` is None), in book order."""
    ids = (find_game(game).id,) if game else games()
    return tuple(c for g in ids for section in book(g) for c in section.clauses)


def clause(game: str, rule_id: str) -> Clause | None:
    """The clause `rule_id` of the game's book, or None when the book has no such clause."""
    return next((c for c in clauses(game) if c.id == rule_id), None)


#: How much each part of a clause weighs in the search: its title most, then its words, its id (the words of
#: "HG-MAJORITY-TIE"), its game's names least (so that "puces" or "Loopit" lean towards their game).
TITLE_WEIGHT, TEXT_WEIGHT, ID_WEIGHT, GAME_WEIGHT = 2.5, 1.0, 1.0, 0.5
#: A rule of a variant, or an off-by-default house rule, comes after the game's standard rules at equal
#: relevance, and below them when nearly as relevant: its score is multiplied by this; so does a clause that says
#: how the app takes a finished game (ENTRIES), which is no rule of the table's play.
PRIOR = {VARIANTS: 0.8, HOUSE: 0.7}
ENTRY_PRIOR = 0.7


def _entry(c: Clause, names: str) -> rulebook_search.Entry:
    fields = (*((c.title(lang), lang, TITLE_WEIGHT) for lang in LANGUAGES),
              *((c.text(lang), lang, TEXT_WEIGHT) for lang in LANGUAGES),
              (c.id.replace("-", " "), "en", ID_WEIGHT), (names, None, GAME_WEIGHT))
    twin = (c.id, *(c.text(lang) for lang in LANGUAGES))
    prior = PRIOR.get(c.group, 1.0) * (ENTRY_PRIOR if c.id in ENTRIES else 1.0)
    return rulebook_search.Entry(c, c.game, fields, prior, twin, c.id.lower())


@cache
def _index() -> rulebook_search.Index:
    """The search index of every game's clauses, built once (with the glossaries' synonyms)."""
    from scorers.i18n.glossary import synonyms

    names = {g: " ".join((*(find_game(g).name.render(lang) for lang in LANGUAGES), *find_game(g).aliases))
             for g in games()}
    return rulebook_search.build_index([_entry(c, names[c.game]) for c in clauses()], synonyms())


def search(query: str, game: str | None = None, limit: int | None = None) -> list[rulebook_search.Hit]:
    """The clauses of the game's book (of every book when `game` is None; an id or an alias) that answer
    `query`, best first, each with its score; clauses that match none of its words are left out. Over every book,
    a clause several games say alike is one hit (`Hit.also`: the other games)."""
    return rulebook_search.ranked(_index(), query, find_game(game).id if game else None, limit)
