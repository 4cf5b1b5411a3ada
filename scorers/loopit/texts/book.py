"""The rule book of this package's games: their clauses in the order of the rule sheet, under the sheet's
groups (set-up, the turn, the end, scoring, variants, house rules), the clauses a ruling of shared/RULINGS.md
settles, and the rules of the sheet the app does not referee. Data only (read by `scorers/rulebook_table.py`
without importing the game's rules); the clauses' texts and titles are beside it (`en_rules.py`, `fr_rules.py`)."""

SETUP, TURN, END, SCORING, VARIANTS, HOUSE = "setup", "turn", "end", "scoring", "variants", "house"

BOOKS = {
    "loopit": (
        (SETUP, ("LP-AIM", "LP-TILES", "LP-DEAD-END", "LP-BOARD", "LP-START", "LP-RACK")),
        (TURN, ("LP-ORDER", "LP-THREE", "LP-FREE", "LP-CONNECT", "LP-CUT", "LP-EDGE", "LP-SWAP")),
        (SCORING, ("LP-POINTS",)),
        (END, ("LP-END", "LP-WIN", "LP-FINAL")),
        (VARIANTS, ("LP-FIXED",)),
    ),
}

#: The clauses a ruling of shared/RULINGS.md settles (the sheet leaves them open, or says otherwise).
RULINGS = frozenset({
    "LP-BOARD", "LP-CONNECT", "LP-FIXED", "LP-POINTS", "LP-SWAP",
})

#: The rules of the sheet the app does not referee: the racks and the bag are hidden at the table.
NOT_REFEREED = frozenset({
    "LP-RACK",
})

#: The ways the app takes a finished game, a turn or a mène (its final scores, its winner, its points): clauses of
#: the book, but no rule of the table's play, so the search puts them after the rules at equal relevance.
ENTRIES = frozenset({
    "LP-FINAL",
})
