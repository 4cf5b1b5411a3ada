"""The bundled default boards: reconstructed from published descriptions, so that a game can be played
before a table types its own board, and so that the editor opens on a board of the right shape.

No full layout of either printed track is published in anything we could read. What is known comes from
reviews and rule-booklet listings (quoted below as the issue tracker recorded them, issue 16, and as
shared/RULINGS.md settles them); everything else here (the exact blank cells, the numbers between the
negative start and the yellow end, the barrier and flag positions, the flower cells) is our guess.
So both boards carry `example: true`, their names say "example", and the app, the PDF and the docs label
them "reconstructed from published descriptions; check against your board".
"""

from __future__ import annotations

from types import MappingProxyType

# Numeri (Schmidt Spiele 2009, Rudi Hoffmann). Published facts:
#   "the first 7 cells after the start are negative, the first three are -3"
#   "cell values run from -3 to 30"
#   "many cells are blank (0)"
#   "the last three cells are 20, 25, 30" (the rule sheet's yellow end cells)
#   "the board has three barriers, one per player count"
#   "about 37 cells"
# Our reading: the Départ is the first of the seven negative cells (the sheet calls it dark red, and red
# cells are the negative ones), so cells 1-7 are -3 -3 -3 -2 -2 -1 -1 and tokens enter on cell 1.
# The values between cell 8 and cell 34 rise with many blanks; the barriers (first cell past each) are
# placed with the 4-player one first, since more players fill the start sooner. Both are guesses.
NUMERI_NEGATIVE_START = [-3, -3, -3, -2, -2, -1, -1]
NUMERI_MIDDLE = [1, 0, 2, 0, 3, 4, 0, 5, 0, 6, 7, 0, 8, 0, 9, 10, 0, 11, 0, 12, 14, 0, 15, 0, 16, 18, 0]
NUMERI_END = [20, 25, 30]
NUMERI_EXAMPLE = {
    "name": "numeri-example",
    "example": True,
    "cells": NUMERI_NEGATIVE_START + NUMERI_MIDDLE + NUMERI_END,
    "start": 1,
    "barriers": {"2": 16, "3": 13, "4": 10},
}

# Fröscheln (Klee 1998). Published facts:
#   "20 frogs numbered 1-5" (5 per colour; the sheet: "20 grenouilles (5 par couleur)")
#   "a die with a star for 6" (the star moves any one frog)
#   "the path runs from a pond to the Princess"
#   "its start depends on the player count" (the sheet: white flags, "la case drapeau 3" at 3 players)
#   "flower cells score the number of blossoms x the frog's value (red 1, blue 2 on the sheet)"
#   "splitting starts once a frog reaches the shore" (two independent descriptions; kept as the
#    documented house rule `split-after-shore`, the French sheet allows splitting from the start)
# Our layout: plain pond cells (0) with a few flower cells of 1 and 2 blossoms, the shore at cell 19,
# then land where flowers of 3 and 4 blossoms grow toward the Princess (x5, the last cell). The flag
# of fewer players lies further along, so that a smaller table plays a shorter race. Both are guesses.
FROSCHELN_POND = [0, 0, 1, 0, 0, 1, 2, 0, 1, 0, 2, 0, 0, 1, 0, 2, 0, 1]
FROSCHELN_LAND = [0, 3, 0, 2, 0, 1, 3, 0, 2, 4, 0, 3, 0, 2, 4, 0, 3, 5]
FROSCHELN_EXAMPLE = {
    "name": "froscheln-example",
    "example": True,
    "cells": FROSCHELN_POND + FROSCHELN_LAND,
    "starts": {"2": 7, "3": 4, "4": 1},
    "princess": len(FROSCHELN_POND) + len(FROSCHELN_LAND),
    "shore": len(FROSCHELN_POND) + 1,
}

#: game id -> board name -> board file
EXAMPLE_BOARDS = MappingProxyType({
    "numeri": MappingProxyType({NUMERI_EXAMPLE["name"]: NUMERI_EXAMPLE}),
    "froscheln": MappingProxyType({FROSCHELN_EXAMPLE["name"]: FROSCHELN_EXAMPLE}),
})
