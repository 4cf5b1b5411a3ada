"""The rule book of this package's games: their clauses in the order of the rule sheet, under the sheet's
groups (set-up, the turn, the end, scoring, variants, house rules), the clauses a ruling of shared/RULINGS.md
settles, and the rules of the sheet the app does not referee. Data only (read by `scorers/rulebook_table.py`
without importing the game's rules); the clauses' texts and titles are beside it (`en_rules.py`, `fr_rules.py`)."""

SETUP, TURN, END, SCORING, VARIANTS, HOUSE = "setup", "turn", "end", "scoring", "variants", "house"

BOOKS = {
    "hundsgemein": (
        (SETUP, ("HG-AIM", "HG-BOARD", "HG-STREETS", "HG-TYPES", "HG-SUPPLY", "HG-FACE-UP", "HG-DOGS",
                 "HG-DOG-VALUES", "HG-FIRST")),
        (TURN, ("HG-OCCUPIED", "HG-CENTRE", "HG-ADJ", "HG-STAYS", "HG-DRAW", "HG-DISCARD")),
        (END, ("HG-END", "HG-COLOURS")),
        (SCORING, ("HG-ORDER", "HG-MAJORITY", "HG-MAJORITY-TIE", "HG-WIN", "HG-WIN-TIE")),
        (VARIANTS, ("HG-EXPERT-RUNS", "HG-EXPERT-TIE")),
    ),
}

#: The clauses a ruling of shared/RULINGS.md settles (the sheet leaves them open, or says otherwise).
RULINGS = frozenset({
    "HG-BOARD", "HG-COLOURS", "HG-DOG-VALUES", "HG-EXPERT-RUNS", "HG-STAYS", "HG-STREETS", "HG-WIN-TIE",
})

#: The rules of the sheet the app does not referee: the tiles in hand are hidden, and whose turn it is the table
#: knows.
NOT_REFEREED = frozenset({
    "HG-DISCARD", "HG-DRAW", "HG-FACE-UP", "HG-FIRST",
})
