"""Which clauses make each game's rule book, in which group, and which come from the table's rulings.

Each game's book is data beside its texts, `scorers/<game>/texts/book.py`: its rule ids in the order of its rules
module's docstring (the rule book in our words), under the groups of the French sheets (set-up, the turn, the
end, scoring and the winner, variants, house rules), and `RULINGS`, the clauses a decision of shared/RULINGS.md
settles (where the sheet is silent, contradicts itself or is garbled): the Rules screen marks them. A rule shared
by several games (Numeri and Fröscheln's `TR-`, the score races' `PG-`, the billiards' `BD-`) is listed in each.
The books are read as the texts are (`scorers.i18n.text_modules`: found by folder, without importing the games'
rules). tests/test_rulebook.py checks that every rule id of the catalogues is in some game's book, that every id
listed has its text in both languages, and that each game's ids are those its docstring names.
"""

from __future__ import annotations

from scorers.i18n import text_modules
from scorers.registry import GAMES

SETUP, TURN, END, SCORING, VARIANTS, HOUSE = "setup", "turn", "end", "scoring", "variants", "house"
#: The groups, in the order a rule sheet gives them.
GROUPS: tuple[str, ...] = (SETUP, TURN, END, SCORING, VARIANTS, HOUSE)
BOOK_MODULE = "book"  # the module of a game's texts folder that holds its book


def _assemble() -> tuple[dict[str, tuple[tuple[str, tuple[str, ...]], ...]], frozenset[str]]:
    books: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {}
    rulings: set[str] = set()
    for where, module in text_modules(lambda name: name == BOOK_MODULE, shared=False):
        twice = sorted(set(books) & set(module.BOOKS))
        if twice:
            raise RuntimeError(f"{where}: rule books defined twice: {', '.join(twice)}")
        unknown = sorted({group for book in module.BOOKS.values() for group, _ in book} - set(GROUPS))
        if unknown:
            raise RuntimeError(f"{where}: groups no rule sheet has: {', '.join(unknown)}")
        books.update(module.BOOKS)
        rulings |= module.RULINGS
    order = [game.id for game in GAMES]  # the registry's order, as the Rules screen lists them
    return dict(sorted(books.items(), key=lambda item: order.index(item[0]))), frozenset(rulings)


#: game id -> ((group, rule ids), ...) in the order of the game's rule book.
BOOKS, RULINGS = _assemble()
