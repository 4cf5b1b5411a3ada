"""The rule sheets' own words, per game family, and the words a table uses for them.

`GLOSSARY`: the word a French screen uses, and the variants it must not. Data for a test
(tests/test_i18n_phrases.py): every French message of the family says the sheet's word. `sheet` names the rule
sheet (a text under ../shared/seeds/ holding `marker`) where the word is written. A new entry is a word the review
found said two ways on screen; it goes in the game's own `scorers/<package>/texts/glossary.py` (`GLOSSARY`, the same
shape), gathered here.

`SYNONYMS`: the rule books' search (`scorers.rulebook_search`) finds a clause from a word a table says for the one
the clause says ("jeter" for "défausser", "pièce" for "pion", "rotate" for "turn"): groups of words that stand for
one another, French and English, every game's here (`SHARED`), each game's in its `texts/glossary.py`
(`SYNONYMS`: game id -> groups), gathered by `synonyms()`. A group holds words as a table types them; the search
stems them as it stems the clauses.
"""

from __future__ import annotations

from scorers.i18n import SCORERS, text_modules

#: family -> (key prefixes of its French messages, marker of its sheet, {sheet's word: forbidden variants})
Entry = tuple[tuple[str, ...], str, dict[str, tuple[str, ...]]]
#: Groups of words that stand for one another.
Groups = tuple[tuple[str, ...], ...]

#: Words every game's table uses for the same thing.
SHARED: Groups = (
    ("poser", "placer", "mettre", "put", "place", "lay", "laid"),
    ("échanger", "changer", "swap", "exchange"),
    ("égalité", "égaux", "ex aequo", "autant", "tie", "tied", "equal"),
    ("gagner", "gagnant", "vainqueur", "victoire", "win", "winner", "won"),
    ("défausser", "jeter", "discard", "throw", "thrown"),
    ("fin", "finie", "terminé", "end", "over"),
    ("passer", "pass", "skip"),
    ("exactement", "pile", "exactly", "exact"),
    ("seul", "seule", "unique", "exactement", "only", "single", "exactly"),
    ("tomber", "arriver", "arrêter", "atterrir", "land", "stop", "reach"),
    ("aucun", "rien", "nothing", "none"),
    ("adverse", "adversaire", "opposé", "opponent", "opposing", "enemy", "other"),
    ("entrer", "rentrer", "enter", "into"),
    ("sortir", "sorti", "expulsé", "hors", "off", "out"),
    ("case", "cellule", "cell", "square"),
    ("combien", "nombre", "many", "much", "number"),
    ("premier", "commence", "commencer", "start", "starts", "first"),
    ("prendre", "récupérer", "récupère", "take", "takes", "get", "gets"),
    ("pénalité", "penalty", "sanction"),
    ("dé", "die", "dice", "lancer", "roll"),
)


def gathered(scorers: str = SCORERS) -> dict[str, Entry]:
    """Every game's `texts/glossary.py` entries; a family defined twice names both files."""
    found: dict[str, Entry] = {}
    origin: dict[str, str] = {}
    for where, module in text_modules(lambda name: name == "glossary", scorers, shared=False):
        for family, entry in getattr(module, "GLOSSARY", {}).items():
            if family in origin:
                raise RuntimeError(f"glossary family {family!r} defined twice: in {origin[family]} and in {where}")
            found[family], origin[family] = entry, where
    return found


def synonyms(scorers: str = SCORERS) -> dict[str | None, Groups]:
    """The search's synonym groups: every game's (`None`: SHARED) and each game's own (by game id); a game given
    in two glossaries names both files."""
    found: dict[str | None, Groups] = {None: SHARED}
    origin: dict[str, str] = {}
    for where, module in text_modules(lambda name: name == "glossary", scorers, shared=False):
        for game, groups in getattr(module, "SYNONYMS", {}).items():
            if game in origin:
                raise RuntimeError(f"synonyms of {game!r} defined twice: in {origin[game]} and in {where}")
            found[game], origin[game] = tuple(groups), where
    return found


GLOSSARY: dict[str, Entry] = gathered()
