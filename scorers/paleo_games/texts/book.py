"""The rule book of this package's games: their clauses in the order of the rule sheet, under the sheet's
groups (set-up, the turn, the end, scoring, variants, house rules), and the clauses a ruling of shared/RULINGS.md
settles. Data only (read by `scorers/rulebook_table.py` without importing the game's rules); the clauses'
texts are beside it (`en_rules.py`, `fr_rules.py`)."""

SETUP, TURN, END, SCORING, VARIANTS, HOUSE = "setup", "turn", "end", "scoring", "variants", "house"
_RACE_SETUP = ("PG-SIDES",)
_RACE_TURN = ("PG-LOG", "PG-TURN")
_BILLIARDS_TURN = ("BD-REPLAY", "BD-MISS", "BD-ONCE", "BD-MULTI")

BOOKS = {
    "paleo-points": (
        (SETUP, (*_RACE_SETUP, "MP-PIECES")),
        (TURN, ("PG-LOG", "MP-CAPTURE", "MP-OFF", "MP-EXCHANGE", "MP-GONE")),
        (SCORING, ("MP-SCORE", "MP-MERCENARY", "PG-TOTALS")),
        (END, ("MP-WIN", "PG-OVER", "PG-FINAL")),
    ),
    "paleo-billard-double": (
        (SETUP, (*_RACE_SETUP, "BD-SETUP")),
        (TURN, (*_RACE_TURN, *_BILLIARDS_TURN)),
        (SCORING, ("BD-POINTS", "PG-TOTALS")),
        (END, ("BD-EXACT", "BD-OVERSHOOT", "PG-OVER", "PG-FINAL")),
    ),
    "paleo-cricket": (
        (SETUP, (*_RACE_SETUP, "BD-SETUP")),
        (TURN, (*_RACE_TURN, *_BILLIARDS_TURN)),
        (SCORING, ("BC-CLOSE", "BC-POINTS", "BC-DEAD", "PG-TOTALS")),
        (END, ("BC-END", "PG-OVER", "PG-FINAL")),
    ),
    "paleo-billard-compte": (
        (SETUP, (*_RACE_SETUP, "BD-SETUP")),
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
        (SETUP, (*_RACE_SETUP, "PQ-TEAMS", "PQ-PIECES")),
        (TURN, ("PG-LOG", "PQ-ORDER", "PQ-ALL", "PQ-FIRST")),
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
        (TURN, ("PG-LOG", "HK-FACEOFF", "HK-GOALIE", "HK-FAULT", "HK-FAULT-ATTACK", "HK-FREE", "HK-OUT",
                "HK-BLOCK")),
        (SCORING, ("HK-GOAL",)),
        (END, ("HK-WIN", "PG-OVER", "PG-FINAL")),
    ),
}

#: The clauses a ruling of shared/RULINGS.md settles (the sheet leaves them open, or says otherwise).
RULINGS = frozenset({
    "BD-OVERSHOOT", "CP-MISS", "FT-BOTH", "KY-FAULT-GATE", "KY-SETUP", "KY-SKIP", "PQ-FIRST", "PQ-ORDER", "PQ-TIE",
})
