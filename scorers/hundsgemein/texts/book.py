"""The rule book of this package's games: their clauses in the order of the rule sheet, under the sheet's
groups (set-up, the turn, the end, scoring, variants, house rules), and the clauses a ruling of shared/RULINGS.md
settles. Data only (read by `scorers/rulebook_table.py` without importing the game's rules); the clauses'
texts are beside it (`en_rules.py`, `fr_rules.py`)."""

SETUP, TURN, END, SCORING, VARIANTS, HOUSE = "setup", "turn", "end", "scoring", "variants", "house"

BOOKS = {
    "hundsgemein": (
        (SETUP, ("HG-BOARD", "HG-STREETS", "HG-TYPES", "HG-SUPPLY", "HG-DOGS", "HG-DOG-VALUES")),
        (TURN, ("HG-CENTRE", "HG-OCCUPIED", "HG-ADJ", "HG-STAYS")),
        (END, ("HG-END", "HG-COLOURS")),
        (SCORING, ("HG-ORDER", "HG-MAJORITY", "HG-MAJORITY-TIE", "HG-WIN", "HG-WIN-TIE")),
        (VARIANTS, ("HG-EXPERT-RUNS", "HG-EXPERT-TIE")),
    ),
}

#: The clauses a ruling of shared/RULINGS.md settles (the sheet leaves them open, or says otherwise).
RULINGS = frozenset({
    "HG-BOARD", "HG-COLOURS", "HG-DOG-VALUES", "HG-EXPERT-RUNS", "HG-STAYS", "HG-STREETS", "HG-WIN-TIE",
})
