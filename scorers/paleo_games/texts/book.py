"""The rule book of this package's games: their clauses in the order of the rule sheet, under the sheet's
groups (set-up, the turn, the end, scoring, variants, house rules), the clauses a ruling of shared/RULINGS.md
settles, and the rules of the sheet the app does not referee. Data only (read by `scorers/rulebook_table.py`
without importing the game's rules); the clauses' texts and titles are beside it (`en_rules.py`, `fr_rules.py`)."""

SETUP, TURN, END, SCORING, VARIANTS, HOUSE = "setup", "turn", "end", "scoring", "variants", "house"
_RACE_SETUP = ("PG-SIDES",)
_RACE_TURN = ("PG-LOG", "PG-TURN")
_BILLIARDS_TURN = ("BD-REPLAY", "BD-MISS", "BD-ONCE", "BD-MULTI", "BD-OPPONENT")

BOOKS = {
    "paleo-points": (
        (SETUP, (*_RACE_SETUP, "MP-BASE", "MP-PIECES")),
        (TURN, ("PG-LOG", "MP-CAPTURE", "MP-OFF", "MP-EXCHANGE", "MP-GONE")),
        (SCORING, ("MP-SCORE", "MP-MERCENARY", "PG-TOTALS")),
        (END, ("MP-WIN", "PG-OVER", "PG-FINAL")),
    ),
    "paleo-billard-double": (
        (SETUP, (*_RACE_SETUP, "BD-SETUP", "BD-START")),
        (TURN, (*_RACE_TURN, *_BILLIARDS_TURN)),
        (SCORING, ("BD-POINTS", "PG-TOTALS")),
        (END, ("BD-EXACT", "BD-OVERSHOOT", "PG-OVER", "PG-FINAL")),
    ),
    "paleo-cricket": (
        (SETUP, (*_RACE_SETUP, "BD-SETUP", "BD-START")),
        (TURN, (*_RACE_TURN, *_BILLIARDS_TURN)),
        (SCORING, ("BC-CLOSE", "BC-POINTS", "BC-DEAD", "PG-TOTALS")),
        (END, ("BC-END", "PG-OVER", "PG-FINAL")),
    ),
    "paleo-billard-compte": (
        (SETUP, (*_RACE_SETUP, "BD-SETUP", "CP-SETUP")),
        (TURN, (*_RACE_TURN, "CP-ORDER", "CP-REPLAY", "CP-TWO", "CP-MISS")),
        (SCORING, ("PG-TOTALS",)),
        (END, ("CP-WIN", "PG-OVER", "PG-FINAL")),
    ),
    "paleo-kayak": (
        (SETUP, (*_RACE_SETUP, "KY-SETUP", "KY-START")),
        (TURN, (*_RACE_TURN, "KY-GATES", "KY-FAULT-GATE", "KY-FAULT-TOUCH")),
        (END, ("KY-FINISH", "PG-OVER", "PG-WINNER")),
        (HOUSE, ("KY-SKIP",)),
    ),
    "pitchanque": (
        (SETUP, (*_RACE_SETUP, "PQ-TEAMS", "PQ-PIECES", "PQ-JACK")),
        (TURN, ("PG-LOG", "PQ-CONSULT", "PQ-ORDER", "PQ-SHOOT", "PQ-ALL", "PQ-FIRST")),
        (SCORING, ("PQ-POINT", "PQ-TIE", "PQ-OUT", "PQ-JACK-OUT", "PQ-RESULT")),
        (END, ("PQ-WIN", "PG-OVER", "PG-FINAL")),
    ),
    "paleo-frontiere": (
        (SETUP, (*_RACE_SETUP, "FT-SETUP")),
        (TURN, (*_RACE_TURN, "FT-TURN", "FT-ACROSS")),
        (END, ("FT-WIN", "FT-BOTH", "PG-OVER", "PG-FINAL")),
    ),
    "paleo-hockey": (
        (SETUP, (*_RACE_SETUP, "HK-SETUP")),
        (TURN, ("PG-LOG", "HK-FACEOFF", "HK-REPLACE", "HK-SHOT", "HK-ZONE", "HK-GOALIE", "HK-FAULT",
                "HK-FAULT-ATTACK", "HK-FREE", "HK-PIECE-OUT", "HK-OUT", "HK-BLOCK")),
        (SCORING, ("HK-GOAL",)),
        (END, ("HK-WIN", "PG-OVER", "PG-FINAL")),
    ),
}

#: The clauses a ruling of shared/RULINGS.md settles (the sheet leaves them open, or says otherwise).
RULINGS = frozenset({
    "BD-OVERSHOOT", "CP-MISS", "FT-BOTH", "KY-FAULT-GATE", "KY-SETUP", "KY-SKIP", "PQ-FIRST", "PQ-ORDER", "PQ-TIE",
})

#: The rules of the sheet the app does not referee: the table plays the shots, the match log records what they did.
NOT_REFEREED = frozenset({
    "BD-OPPONENT", "BD-START", "CP-SETUP", "HK-PIECE-OUT", "HK-REPLACE", "HK-SHOT", "HK-ZONE", "MP-BASE",
    "PQ-CONSULT", "PQ-JACK", "PQ-SHOOT",
})

#: The ways the app takes a finished game, a turn or a mène (its final scores, its winner, its points): clauses of
#: the book, but no rule of the table's play, so the search puts them after the rules at equal relevance.
ENTRIES = frozenset({
    "PG-FINAL", "PG-TOTALS", "PG-WINNER", "PQ-RESULT",
})
