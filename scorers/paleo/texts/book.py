"""The rule book of this package's games: their clauses in the order of the rule sheet, under the sheet's
groups (set-up, the turn, the end, scoring, variants, house rules), the clauses a ruling of shared/RULINGS.md
settles, and the rules of the sheet the app does not referee. Data only (read by `scorers/rulebook_table.py`
without importing the game's rules); the clauses' texts and titles are beside it (`en_rules.py`, `fr_rules.py`)."""

SETUP, TURN, END, SCORING, VARIANTS, HOUSE = "setup", "turn", "end", "scoring", "variants", "house"

BOOKS = {
    "paleo": (
        (SETUP, ("PA-SIDES", "PA-MATERIAL", "PA-PIECES", "PA-SEATS", "PA-REEF-PERMANENT", "PA-REEF-COUNT",
                 "PA-REEF-ORDER", "PA-REEF-ZONE", "PA-REEF-HALF", "PA-REEF-KEEP", "PA-CIRCLES")),
        (TURN, ("PA-FLICK", "PA-TURNS", "PA-OWN-PIECES", "PA-EXPLORER", "PA-MERCENARY", "PA-DIRECT", "PA-MULTI",
                "PA-RIM", "PA-OFF-BOARD", "PA-UNSTICK", "PA-SANCTUARY",
                "PA-OWN-SANCTUARY", "PA-OPPOSING-SANCTUARY", "PA-EXCHANGE", "PA-FREE", "PA-FREE-3", "PA-FREE-4",
                "PA-PUSHED", "PA-SAFE-RETURN")),
        (SCORING, ("PA-KEYS", "PA-DOOR", "PA-CAPTURE", "PA-ROUND-END")),
        (END, ("PA-MATCH", "PA-FINAL")),
    ),
    "paleo-roi": (
        (SETUP, ("RO-BASE", "RO-PIECES")),
        (TURN, ("RO-EXPLORER", "RO-MERCENARY", "RO-KING", "RO-DIRECT", "RO-TEAM", "RO-SANCTUARY", "RO-LEAVE",
                "RO-PARTNER")),
        (END, ("RO-WIN", "RO-OVER", "RO-WINNER")),
    ),
    "paleo-escarmouche": (
        (SETUP, ("ES-BASE", "ES-PIECES")),
        (TURN, ("ES-KILLER", "ES-KILL", "ES-OFF")),
        (END, ("ES-WIN", "ES-OVER", "ES-WINNER")),
    ),
}

#: The clauses a ruling of shared/RULINGS.md settles (the sheet leaves them open, or says otherwise).
RULINGS = frozenset({
    "PA-EXCHANGE", "PA-MATCH", "PA-MULTI", "PA-REEF-ORDER", "PA-SEATS",
})

#: The rules of the sheet the app does not referee: the table plays the shots, the app records their results.
NOT_REFEREED = frozenset({
    "ES-BASE", "PA-CIRCLES", "PA-FLICK", "PA-MATERIAL", "PA-OWN-PIECES", "PA-RIM", "PA-TURNS", "PA-UNSTICK",
    "RO-BASE",
})

#: The ways the app takes a finished game, a turn or a mène (its final scores, its winner, its points): clauses of
#: the book, but no rule of the table's play, so the search puts them after the rules at equal relevance.
ENTRIES = frozenset({
    "ES-WINNER", "PA-FINAL", "RO-WINNER",
})
