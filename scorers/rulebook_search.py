"""Search the rule books: French or English words, any case, accents optional, ranked best first.

A small BM25F index over every clause of every game's book, built once on the first search
(`scorers.rulebook.search`, pure Python so that it runs in the browser build). What a search library of the field
does, in a few hundred lines:

- each clause is indexed by weighted fields (`Entry`): its title most, then its words, each in its language's
  stems (`scorers.rulebook_words`: accents and elisions folded, common words dropped, French and English light
  stemmers), its rule id, its game's names least (so that "puces" or "Loopit" lean towards their game);
- a question's word stands for its stems in either language, for the longer words it begins when it has at
  least MIN_PREFIX letters (a word typed in part, "overs" for "overshoot": at a discount, in full for the last
  word of a question still being typed), and for its fellows:
  the words a table uses for the same thing, per game (each game's glossary, `scorers.i18n.glossary`), at a
  discount;
- clauses that match more of the question's words rank higher (a coordination factor), so "chien égalité"
  puts a tie over a dog first;
- a clause's prior: the game's standard rules before its variants' and its house rules (`Entry.prior`), and at
  equal scores the books' order;
- a rule id typed as the question ("HG-ADJ") puts that clause first;
- over every book at once, a clause shared word for word by several games (the score races' PG- rules) is one
  hit, naming the other games (`Hit.also`).

The results are the same on the server and in the browser: the index is data, and the ranking a plain function.
"""

from __future__ import annotations

import bisect
import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from scorers.rulebook_words import fold, query_stems, stems

# BM25's usual constants: term-frequency saturation and length normalisation.
K1, B = 1.2, 0.75
#: A question's word matching an indexed word only as its beginning counts this much.
PREFIX_FACTOR = 0.6
#: The shortest question word that may match as the beginning of a longer one.
MIN_PREFIX = 3
#: A word a table uses for the one the clause says counts this much.
SYNONYM_FACTOR = 0.8
#: How much the share of the question's words a clause matches weighs (its power): 2 makes a clause that
#: matches two words of three score 4/9 of what it would with all three.
COORDINATION = 1.0
#: An exact rule id typed as the question ("HG-ADJ") puts that clause first.
EXACT_ID_BONUS = 100.0

#: Synonym groups by scope: None for every game, else a game's id.
Synonyms = dict[str | None, Iterable[Iterable[str]]]


@dataclass(frozen=True)
class Entry:
    """One clause as the index takes it: `fields` are (text, language or None for both, weight); `scope` the game
    whose synonyms apply; `prior` multiplies its score (a variant's rule, a house rule: below 1); `twin` is the
    same for clauses that are one rule said alike in several games."""

    doc: object  # a scorers.rulebook.Clause
    scope: str
    fields: tuple[tuple[str, str | None, float], ...]
    prior: float = 1.0
    twin: object = None
    exact: str = ""  # the folded rule id


@dataclass(frozen=True)
class Hit:
    """One clause found, how well it answers the question, and the other games whose book says it alike."""

    clause: object  # a scorers.rulebook.Clause
    score: float
    also: tuple[str, ...] = ()


@dataclass
class Index:
    entries: list[Entry]
    postings: dict[str, dict[int, float]]  # stem -> {entry's position: weighted count}
    lengths: list[float]
    average: float
    vocabulary: list[str]  # every stem, sorted (the stems a question's word begins are a run of it)
    fellows: dict[str | None, dict[str, frozenset[str]]]  # scope -> stem -> the stems of its fellows
    _weights: dict[str, dict[int, float]] = field(default_factory=dict)

    def weights(self, term: str) -> dict[int, float]:
        """The BM25 weight of `term` in each clause that holds it (computed once a term)."""
        found = self._weights.get(term)
        if found is None:
            postings = self.postings.get(term, {})
            n = len(postings)
            idf = math.log(1 + (len(self.entries) - n + 0.5) / (n + 0.5))
            found = {doc: idf * tf * (K1 + 1) / (tf + K1 * (1 - B + B * self.lengths[doc] / self.average))
                     for doc, tf in postings.items()}
            self._weights[term] = found
        return found


def _fellows(synonyms: Synonyms) -> dict[str | None, dict[str, frozenset[str]]]:
    """Each scope's synonym groups as stems: a word of a group stands for the stems of every word of it."""
    found: dict[str | None, dict[str, frozenset[str]]] = {}
    for scope, groups in synonyms.items():
        table: dict[str, set[str]] = {}
        for group in groups:
            said = {s for word in group for s in (*stems(word, "fr"), *stems(word, "en"))}
            for stem in said:
                table.setdefault(stem, set()).update(said - {stem})
        found[scope] = {stem: frozenset(others) for stem, others in table.items()}
    return found


def build_index(entries: list[Entry], synonyms: Synonyms | None = None) -> Index:
    """The index of `entries` (clauses, in book order), each by its weighted fields, with the synonyms' groups."""
    postings: dict[str, dict[int, float]] = {}
    lengths: list[float] = []
    for n, entry in enumerate(entries):
        count: Counter[str] = Counter()
        for text, lang, weight in entry.fields:
            for term in stems(text, lang):
                count[term] += weight
        for term, tf in count.items():
            postings.setdefault(term, {})[n] = tf
        lengths.append(sum(count.values()))
    return Index(list(entries), postings, lengths, sum(lengths) / max(len(lengths), 1), sorted(postings),
                 _fellows(synonyms or {}))


def _matches(stem: str, idx: Index) -> dict[str, float]:
    """The indexed stems a stem stands for: itself, and at a discount the longer ones it begins (never below
    MIN_PREFIX letters)."""
    found = {stem: 1.0} if stem in idx.postings else {}
    if len(stem) >= MIN_PREFIX:
        at = bisect.bisect_left(idx.vocabulary, stem)
        while at < len(idx.vocabulary) and idx.vocabulary[at].startswith(stem):
            found.setdefault(idx.vocabulary[at], PREFIX_FACTOR)
            at += 1
    return found


def _expanded(sources: Iterable[tuple[str, float]], idx: Index) -> dict[str, float]:
    """The indexed stems that (stem, factor) pairs stand for, each with the best of its factors."""
    found: dict[str, float] = {}
    for source, factor in sources:
        for word, own_factor in _matches(source, idx).items():
            found[word] = max(found.get(word, 0.0), factor * own_factor)
    return found


def _best(terms: dict[str, float], idx: Index, scope: str | None, into: dict[int, float]) -> None:
    """For each clause (of `scope`, when given) holding one of `terms`, the best weight they give it."""
    for term, factor in terms.items():
        for doc, weight in idx.weights(term).items():
            if (scope is None or idx.entries[doc].scope == scope) and factor * weight > into.get(doc, 0.0):
                into[doc] = factor * weight


def _begun(word: str, idx: Index, factor: float) -> dict[str, float]:
    """The indexed stems a word as typed begins ("overs" begins "overshoot"), at `factor`."""
    found: dict[str, float] = {}
    if len(word) >= MIN_PREFIX:
        at = bisect.bisect_left(idx.vocabulary, word)
        while at < len(idx.vocabulary) and idx.vocabulary[at].startswith(word):
            found[idx.vocabulary[at]] = factor
            at += 1
    return found


def _word_weights(word: str, own: tuple[str, ...], idx: Index, only: str | None, typing: bool) -> dict[int, float]:
    """What one question's word (as typed, and its stems `own`) gives each clause: the best of its own matches,
    the words it begins (in full when it is the word still being typed) and its fellows' (every game's; and the
    clause's own game's, at SYNONYM_FACTOR)."""
    shared = idx.fellows.get(None, {})
    sources = [(stem, 1.0) for stem in own] + [(f, SYNONYM_FACTOR) for stem in own for f in shared.get(stem, ())]
    terms = _expanded(sources, idx)
    for term, factor in _begun(word, idx, 1.0 if typing else PREFIX_FACTOR).items():
        terms[term] = max(terms.get(term, 0.0), factor)
    best: dict[int, float] = {}
    _best(terms, idx, only, best)
    for scope, table in idx.fellows.items():
        if scope is None or (only and scope != only):
            continue
        extra = [(f, SYNONYM_FACTOR) for stem in own for f in table.get(stem, ())]
        if extra:
            _best(_expanded(extra, idx), idx, scope, best)
    return best


def ranked(idx: Index, query: str, only: str | None = None, limit: int | None = None) -> list[Hit]:
    """The indexed clauses (of the game `only`, when given) that match `query`, best first; clauses that match
    none of its words are left out. Over every game, a clause twinned with a better one is folded into it."""
    wanted = query_stems(query)
    exact = fold(query.strip())
    typing = bool(query) and query[-1].isalnum()  # the last word may be only begun ("je peux rien pos")
    scores: dict[int, float] = {}
    matched: Counter[int] = Counter()
    for n, (word, own) in enumerate(wanted):
        for doc, weight in _word_weights(word, own, idx, only, typing and n == len(wanted) - 1).items():
            scores[doc] = scores.get(doc, 0.0) + weight
            matched[doc] += 1
    for n, entry in enumerate(idx.entries):
        if entry.exact and entry.exact == exact and (not only or entry.scope == only):
            scores[n] = scores.get(n, 0.0) + EXACT_ID_BONUS
            matched[n] = max(matched[n], len(wanted))
    share = max(len(wanted), 1)
    found = sorted(((score * idx.entries[n].prior * (min(matched[n], share) / share) ** COORDINATION, n)
                    for n, score in scores.items() if score > 0), key=lambda item: (-item[0], item[1]))
    hits: list[Hit] = []
    first_of: dict[object, int] = {}  # a twin -> its hit's place
    for score, n in found:
        entry = idx.entries[n]
        if not only and entry.twin is not None and entry.twin in first_of:
            place = first_of[entry.twin]
            hits[place] = Hit(hits[place].clause, hits[place].score, (*hits[place].also, entry.scope))
            continue
        if entry.twin is not None:
            first_of[entry.twin] = len(hits)
        hits.append(Hit(entry.doc, score))
    return hits[:limit] if limit else hits
