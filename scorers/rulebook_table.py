"""Which clauses make each game's rule book, in which group, and which come from the table's rulings.

Data only. Each game's rule book lists its rule ids in the order of its rules module's docstring (the rule
book in our words), under the groups of the French sheets: set-up, the turn, the end, scoring and the
winner, variants, house rules. A rule shared by several games (Numeri and Fröscheln's `TR-`, the score
races' `PG-`, the billiards' `BD-`) is listed in each. `RULINGS` are the clauses a decision of
shared/RULINGS.md settles (where the sheet is silent, contradicts itself or is garbled): the Rules screen
marks them. tests/test_rulebook.py checks that every rule id of the catalogues is in some game's book,
that every id listed has its text in both languages, and that each game's ids are those its docstring
names.
"""

from __future__ import annotations

SETUP, TURN, END, SCORING, VARIANTS, HOUSE = "setup", "turn", "end", "scoring", "variants", "house"
#: The groups, in the order a rule sheet gives them.
GROUPS: tuple[str, ...] = (SETUP, TURN, END, SCORING, VARIANTS, HOUSE)

_TRACK_SETUP = ("TR-BOARD", "TR-TOKENS", "TR-TRACK", "TR-ONE-PER-CELL")
_TRACK_TURN = ("TR-ROLL", "TR-ADVANCE", "TR-STAR", "TR-SPLIT")
_TRACK_AFTER = ("TR-MUST", "TR-PASS", "TR-EXTRA")
_RACE_SETUP = ("PG-SIDES",)
_RACE_TURN = ("PG-LOG", "PG-TURN")
_BILLIARDS_TURN = ("BD-REPLAY", "BD-MISS", "BD-ONCE", "BD-MULTI")

#: game id -> ((group, rule ids), ...) in the order of the game's rule book.
BOOKS: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "hundsgemein": (
        (SETUP, ("HG-BOARD", "HG-STREETS", "HG-TYPES", "HG-SUPPLY", "HG-DOGS", "HG-DOG-VALUES")),
        (TURN, ("HG-CENTRE", "HG-OCCUPIED", "HG-ADJ", "HG-STAYS")),
        (END, ("HG-END", "HG-COLOURS")),
        (SCORING, ("HG-ORDER", "HG-MAJORITY", "HG-MAJORITY-TIE", "HG-WIN", "HG-WIN-TIE")),
        (VARIANTS, ("HG-EXPERT-RUNS", "HG-EXPERT-TIE")),
    ),
    "loopit": (
        (SETUP, ("LP-TILES", "LP-DEAD-END", "LP-BOARD", "LP-START", "LP-RACK")),
        (TURN, ("LP-ORDER", "LP-THREE", "LP-FREE", "LP-CONNECT", "LP-CUT", "LP-EDGE", "LP-SWAP")),
        (SCORING, ("LP-POINTS",)),
        (END, ("LP-END", "LP-WIN", "LP-FINAL")),
        (VARIANTS, ("LP-FIXED",)),
    ),
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
    "posters": (
        (SETUP, ("PO-SIDES", "PO-TEAM", "PO-COPIES", "PO-DEAL", "PO-BOARD")),
        (TURN, ("PO-ORDER", "PO-TURN", "PO-MOVE", "PO-ONE-WAY", "PO-STAY", "PO-STICK", "PO-SLOT-FILLED",
                "PO-BANNED", "PO-WRONG-SLOT", "PO-EXCHANGE", "PO-RESERVE-EMPTY", "PO-CHANCE", "PO-CHANCE-SQUARE",
                "PO-STOCK", "PO-BAN", "PO-SCRAPER", "PO-FOG", "PO-CARDS")),
        (END, ("PO-WIN", "PO-END", "PO-FINISH")),
        (VARIANTS, ("PO-SIMPLE",)),
        (HOUSE, ("PO-HOUSE-STAY",)),
    ),
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

#: The clauses a ruling of shared/RULINGS.md settles (the sheets leave them open, or say otherwise).
RULINGS: frozenset[str] = frozenset({
    "HG-BOARD", "HG-STREETS", "HG-DOG-VALUES", "HG-STAYS", "HG-EXPERT-RUNS", "HG-WIN-TIE", "HG-COLOURS",
    "LP-BOARD", "LP-CONNECT", "LP-POINTS", "LP-FIXED", "LP-SWAP",
    "TR-BOARD", "TR-SPLIT", "TR-MUST", "TR-EXTRA", "NU-BARRIER", "NU-END", "FRO-SPLIT", "FRO-END", "FRO-UNPLACED",
    "PO-SIDES", "PO-TEAM", "PO-BOARD", "PO-STAY", "PO-RESERVE-EMPTY", "PO-FOG", "PO-HOUSE-STAY",
    "PA-SEATS", "PA-REEF-ORDER", "PA-MULTI", "PA-EXCHANGE", "PA-MATCH",
    "BD-OVERSHOOT", "CP-MISS", "KY-SETUP", "KY-FAULT-GATE", "KY-SKIP", "PQ-ORDER", "PQ-TIE", "PQ-FIRST", "FT-BOTH",
})
