"""The rule book of this package's games: their clauses in the order of the rule sheet, under the sheet's
groups (set-up, the turn, the end, scoring, variants, house rules), and the clauses a ruling of shared/RULINGS.md
settles. Data only (read by `scorers/rulebook_table.py` without importing the game's rules); the clauses'
texts are beside it (`en_rules.py`, `fr_rules.py`)."""

SETUP, TURN, END, SCORING, VARIANTS, HOUSE = "setup", "turn", "end", "scoring", "variants", "house"
_TRACK_SETUP = ("TR-BOARD", "TR-TOKENS", "TR-TRACK", "TR-ONE-PER-CELL")
_TRACK_TURN = ("TR-ROLL", "TR-ADVANCE", "TR-STAR", "TR-SPLIT")
_TRACK_AFTER = ("TR-MUST", "TR-PASS", "TR-EXTRA")

BOOKS = {
    "froscheln": (
        (SETUP, (*_TRACK_SETUP, "FRO-START")),
        (TURN, (*_TRACK_TURN, "FRO-SPLIT", *_TRACK_AFTER)),
        (END, ("FRO-END",)),
        (SCORING, ("TR-SCORE", "FRO-MULT", "FRO-UNPLACED", "TR-WIN")),
    ),
    "numeri": (
        (SETUP, (*_TRACK_SETUP, "NU-START")),
        (TURN, (*_TRACK_TURN, "NU-BARRIER", *_TRACK_AFTER)),
        (END, ("NU-END",)),
        (SCORING, ("TR-SCORE", "NU-VALUES", "NU-UNPLACED", "TR-WIN")),
    ),
}

#: The clauses a ruling of shared/RULINGS.md settles (the sheet leaves them open, or says otherwise).
RULINGS = frozenset({
    "FRO-END", "FRO-SPLIT", "FRO-UNPLACED", "NU-BARRIER", "NU-END", "TR-BOARD", "TR-EXTRA", "TR-MUST", "TR-SPLIT",
})
