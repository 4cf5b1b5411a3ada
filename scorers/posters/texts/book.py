"""The rule book of this package's games: their clauses in the order of the rule sheet, under the sheet's
groups (set-up, the turn, the end, scoring, variants, house rules), and the clauses a ruling of shared/RULINGS.md
settles. Data only (read by `scorers/rulebook_table.py` without importing the game's rules); the clauses'
texts are beside it (`en_rules.py`, `fr_rules.py`)."""

SETUP, TURN, END, SCORING, VARIANTS, HOUSE = "setup", "turn", "end", "scoring", "variants", "house"

BOOKS = {
    "posters": (
        (SETUP, ("PO-SIDES", "PO-TEAM", "PO-COPIES", "PO-DEAL", "PO-BOARD")),
        (TURN, ("PO-ORDER", "PO-TURN", "PO-MOVE", "PO-ONE-WAY", "PO-STAY", "PO-STICK", "PO-SLOT-FILLED",
                "PO-BANNED", "PO-WRONG-SLOT", "PO-EXCHANGE", "PO-RESERVE-EMPTY", "PO-CHANCE", "PO-CHANCE-SQUARE",
                "PO-STOCK", "PO-BAN", "PO-SCRAPER", "PO-FOG", "PO-CARDS")),
        (END, ("PO-WIN", "PO-END", "PO-FINISH")),
        (VARIANTS, ("PO-SIMPLE",)),
        (HOUSE, ("PO-HOUSE-STAY",)),
    ),
}

#: The clauses a ruling of shared/RULINGS.md settles (the sheet leaves them open, or says otherwise).
RULINGS = frozenset({
    "PO-BOARD", "PO-FOG", "PO-HOUSE-STAY", "PO-RESERVE-EMPTY", "PO-SIDES", "PO-STAY", "PO-TEAM",
})
