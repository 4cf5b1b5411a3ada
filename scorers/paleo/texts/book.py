"""The rule book of this package's games: their clauses in the order of the rule sheet, under the sheet's
groups (set-up, the turn, the end, scoring, variants, house rules), and the clauses a ruling of shared/RULINGS.md
settles. Data only (read by `scorers/rulebook_table.py` without importing the game's rules); the clauses'
texts are beside it (`en_rules.py`, `fr_rules.py`)."""

SETUP, TURN, END, SCORING, VARIANTS, HOUSE = "setup", "turn", "end", "scoring", "variants", "house"

BOOKS = {
    "paleo": (
        (SETUP, ("PA-SIDES", "PA-PIECES", "PA-SEATS", "PA-REEF-PERMANENT", "PA-REEF-COUNT", "PA-REEF-ORDER",
                 "PA-REEF-ZONE", "PA-REEF-HALF", "PA-REEF-KEEP")),
        (TURN, ("PA-EXPLORER", "PA-MERCENARY", "PA-DIRECT", "PA-MULTI", "PA-OFF-BOARD", "PA-SANCTUARY",
                "PA-OWN-SANCTUARY", "PA-OPPOSING-SANCTUARY", "PA-EXCHANGE", "PA-FREE", "PA-FREE-3", "PA-FREE-4",
                "PA-PUSHED", "PA-SAFE-RETURN")),
        (SCORING, ("PA-KEYS", "PA-DOOR", "PA-CAPTURE", "PA-ROUND-END")),
        (END, ("PA-MATCH", "PA-FINAL")),
    ),
    "paleo-roi": (
        (SETUP, ("RO-PIECES",)),
        (TURN, ("RO-EXPLORER", "RO-MERCENARY", "RO-KING", "RO-DIRECT", "RO-TEAM", "RO-SANCTUARY", "RO-LEAVE",
                "RO-PARTNER")),
        (END, ("RO-WIN", "RO-OVER", "RO-WINNER")),
    ),
    "paleo-escarmouche": (
        (SETUP, ("ES-PIECES",)),
        (TURN, ("ES-KILLER", "ES-KILL", "ES-OFF")),
        (END, ("ES-WIN", "ES-OVER", "ES-WINNER")),
    ),
}

#: The clauses a ruling of shared/RULINGS.md settles (the sheet leaves them open, or says otherwise).
RULINGS = frozenset({
    "PA-EXCHANGE", "PA-MATCH", "PA-MULTI", "PA-REEF-ORDER", "PA-SEATS",
})
