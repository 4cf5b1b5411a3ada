"""Défense d'afficher's numbers, named after the rule that gives them."""

from __future__ import annotations

from types import MappingProxyType

GAME_ID = "posters"

#: PO-SIDES: 2, 3 or 4 sides; a side is one player or a team of two.
MIN_SIDES, MAX_SIDES = 2, 4
MAX_MEMBERS = 2
#: PO-DEAL: posters dealt to each side by the number of sides; the rest is the reserve.
DEAL_BY_SIDES = MappingProxyType({2: 18, 3: 12, 4: 9})
#: PO-COPIES: every brand's poster is in the game twice, with one reserved slot on the board.
COPIES = 2
#: PO-MOVE: an ordinary six-sided die.
DIE_FACES = (1, 2, 3, 4, 5, 6)
#: PO-BAN: a "Défense d'afficher" card covers one to four slots of one panel.
MAX_BAN_SLOTS = 4

#: The letter that names each side in files, and the default colour of each side.
SIDE_LETTERS = "abcd"
COLOURS = ("red", "blue", "green", "yellow", "black", "white", "orange", "purple")
DEFAULT_COLOURS = COLOURS[:MAX_SIDES]

#: The two variants: the full game with chance cards, the simplified game without them.
FULL, SIMPLIFIED = "full", "simplified"
VARIANTS = (FULL, SIMPLIFIED)

#: House rules a table may switch on (RULINGS: off by default, printed on every sheet that used them).
STAY_STICKS = "stay-sticks"  # staying put on a brush square counts as an arrival there
HOUSE_RULES = (STAY_STICKS,)

#: The rules whose breach the sheet sanctions: a poster stuck on another brand's slot comes back with one
#: more from the reserve ("à titre de pénalité", PO-WRONG-SLOT). Any other "must" broken without a sanction
#: (a team member playing twice, no card drawn on a chance square) is a warning, not a penalty (RULINGS).
PENALTY_RULES = frozenset({"PO-WRONG-SLOT"})
