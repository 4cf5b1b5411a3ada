"""Search the rule books: French or English words, any case, accents optional, ranked best first.

A small BM25 index over every clause of every game's book, built once on the first search
(`scorers.rulebook.search`: a few tens of milliseconds, in memory; pure Python so that it runs in the
browser build too). A clause is indexed by weighted texts: its rule id, its words in both languages, its
game's names (the weights are `scorers.rulebook`'s). Words are folded (case, accents,
apostrophes), common words dropped and endings cut by a light stemmer common to both languages
("égalité", "égalités" -> "egal"); a query word also matches the words it begins ("penal" finds
"penalty") at a discount, so that a word typed in part still finds its clause. Clauses that match more of
the query's words rank higher (a coordination factor), so "chien égalité" puts a tie over a dog first.
"""

from __future__ import annotations

import bisect
import math
import re
import unicodedata
from collections import Counter
from dataclasses import dataclass

# BM25's usual constants: term-frequency saturation and length normalisation.
K1, B = 1.2, 0.75
#: A query word matching an indexed word only as its beginning (or the reverse) counts this much.
PREFIX_FACTOR = 0.6
#: The shortest query word that may match as the beginning of a longer one.
MIN_PREFIX = 3
#: An exact rule id typed as the query ("HG-ADJ") puts that clause first.
EXACT_ID_BONUS = 100.0
#: Endings cut by the stemmer, longest first; a stem keeps at least MIN_STEM letters.
SUFFIXES = ("ements", "ement", "ations", "ation", "ings", "ing", "ites", "ite", "ies", "ers", "er", "es", "ed",
            "s", "e", "x")
MIN_STEM = 3
STOP_WORDS = frozenset("""
a an and are as at be by can do does for from has have his her i if in into is it its may me my of on one or
our so than that the their them then there they this to was what when where which who will with you your
au aux avec ce ces cette d dans de des du elle en est et il ils j je l la le les leur leurs lui ma mais me mes
n ne nous on ou par pas peut puis qu que qui quand s sa se ses si son sur t ta te tes un une vous y
""".split())

#: Words a table uses for the same thing, as stems (`stem`): a query word also finds its fellows', at a
#: discount. French and English both, since a question may use a word the clause's words do not.
SYNONYMS: tuple[tuple[str, ...], ...] = (
    ("pos", "plac", "lay", "laid", "put"),  # poser, placer, place; lay, put
    ("echang", "swap", "exchang"),
    ("egal", "tie", "tied", "autant"),  # égalité, autant de
    ("gardien", "goal", "goali"),
    ("gagn", "win", "won", "vainqueur"),
    ("defaus", "discard"),
    ("col", "stick", "stuck"),  # coller
    ("nul", "void"),
    ("fin", "end", "termin", "over"),
    ("pas", "pass", "skip"),  # passer son tour
    ("seul", "exact", "uniqu", "only", "singl"),  # une seule, exactement un
    ("combien", "many", "jusqu"),  # combien de tuiles, jusqu’à 3 tuiles; how many
    ("hor", "bord", "sort", "off", "edg"),  # hors du plateau, bord, sortir; off the board, edge
)
SYNONYM_FACTOR = 0.8
_FELLOWS = {word: tuple(w for w in group if w != word) for group in SYNONYMS for word in group}

_WORD = re.compile(r"[a-z0-9]+")


def fold(text: str) -> str:
    """Lower case without accents ("Égalité" -> "egalite")."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def stem(word: str) -> str:
    """A light stem shared by French and English: plural and common endings cut, a doubled last letter
    made single ("splitting" -> "split", "égalités" -> "egal", "affiches" -> "affich")."""
    for suffix in SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= MIN_STEM:
            word = word[:-len(suffix)]
            break
    if len(word) > MIN_STEM and word[-1] == word[-2]:
        word = word[:-1]
    return word


def terms(text: str) -> list[str]:
    """The indexed words of a text, in order (stop words dropped, each stemmed)."""
    return [stem(w) for w in _WORD.findall(fold(text)) if w not in STOP_WORDS]


@dataclass(frozen=True)
class Hit:
    """One clause found, and how well it answers the query."""

    clause: object  # a scorers.rulebook.Clause
    score: float


@dataclass
class Index:
    docs: list  # the clauses, in book order
    postings: dict[str, dict[int, float]]  # term -> {clause's position in docs: weighted count}
    lengths: list[float]
    average: float
    vocabulary: list[str]  # every term, sorted (the words a query word begins are a run of it)

    def idf(self, term: str) -> float:
        n = len(self.postings.get(term, ()))
        return math.log(1 + (len(self.docs) - n + 0.5) / (n + 0.5))

    def weights(self, term: str) -> dict[int, float]:
        """The BM25 weight of `term` in each clause that holds it."""
        idf = self.idf(term)
        return {doc: idf * tf * (K1 + 1) / (tf + K1 * (1 - B + B * self.lengths[doc] / self.average))
                for doc, tf in self.postings.get(term, {}).items()}


def build_index(docs: list, parts: list[list[tuple[str, float]]]) -> Index:
    """The index of `docs` (clauses, in order), each indexed by its weighted texts (`parts[n]`:
    (text, weight) pairs: its id, its words in each language, its game's names)."""
    postings: dict[str, dict[int, float]] = {}
    lengths: list[float] = []
    for n, texts in enumerate(parts):
        count: Counter[str] = Counter()
        for words, weight in texts:
            for term in terms(words):
                count[term] += weight
        for term, tf in count.items():
            postings.setdefault(term, {})[n] = tf
        lengths.append(sum(count.values()))
    return Index(list(docs), postings, lengths, sum(lengths) / max(len(lengths), 1), sorted(postings))


def _matches(term: str, idx: Index) -> list[tuple[str, float]]:
    """The indexed words a query word stands for: itself, and at a discount the words it begins or that
    begin it (never below MIN_PREFIX letters)."""
    found = [(term, 1.0)] if term in idx.postings else []
    if len(term) >= MIN_PREFIX:
        at = bisect.bisect_left(idx.vocabulary, term)
        while at < len(idx.vocabulary) and idx.vocabulary[at].startswith(term):
            if idx.vocabulary[at] != term:
                found.append((idx.vocabulary[at], PREFIX_FACTOR))
            at += 1
        found += [(term[:k], PREFIX_FACTOR) for k in range(MIN_PREFIX, len(term)) if term[:k] in idx.postings]
    return found


def _expansions(term: str, idx: Index) -> dict[str, float]:
    """Every indexed word a query word stands for, with its factor: its own matches, its fellows'."""
    found: dict[str, float] = {}
    for source, factor in ((term, 1.0), *((fellow, SYNONYM_FACTOR) for fellow in _FELLOWS.get(term, ()))):
        for word, own in _matches(source, idx):
            found[word] = max(found.get(word, 0.0), factor * own)
    return found


def ranked(idx: Index, query: str, only: str | None = None, limit: int | None = None) -> list[Hit]:
    """The indexed clauses (of the game `only`, when given) that match `query`, best first; clauses that
    match none of its words are left out."""
    wanted = list(dict.fromkeys(terms(query)))
    exact = fold(query.strip())
    scores: dict[int, float] = {}
    matched: Counter[int] = Counter()
    for term in wanted:
        best: dict[int, float] = {}  # per clause, the best of the words this query word stands for
        for word, factor in _expansions(term, idx).items():
            for doc, weight in idx.weights(word).items():
                best[doc] = max(best.get(doc, 0.0), factor * weight)
        for doc, weight in best.items():
            scores[doc] = scores.get(doc, 0.0) + weight
            matched[doc] += 1
    for n, doc in enumerate(idx.docs):
        if fold(doc.id) == exact:
            scores[n] = scores.get(n, 0.0) + EXACT_ID_BONUS
            matched[n] = max(matched[n], 1)
    hits = [Hit(idx.docs[n], score * matched[n] / max(len(wanted), 1)) for n, score in sorted(scores.items())
            if score > 0 and (not only or idx.docs[n].game == only)]
    hits.sort(key=lambda h: -h.score)  # stable: equal scores keep the books' order
    return hits[:limit] if limit else hits
