"""The rule book of this package's games: their clauses in the order of the rule sheet, under the sheet's
groups (set-up, the turn, the end, scoring, variants, house rules), and the clauses a ruling of shared/RULINGS.md
settles. Data only (read by `scorers/rulebook_table.py` without importing the game's rules); the clauses'
texts are beside it (`en_rules.py`, `fr_rules.py`)."""

SETUP, TURN, END, SCORING, VARIANTS, HOUSE = "setup", "turn", "end", "scoring", "variants", "house"

BOOKS = {
    "loopit": (
        (SETUP, ("LP-TILES", "LP-DEAD-END", "LP-BOARD", "LP-START", "LP-RACK")),
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
