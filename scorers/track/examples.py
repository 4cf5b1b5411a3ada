"""The bundled default boards: reconstructed from published descriptions, so that a game can be played
before a table types its own board, and so that the editor opens on a board of the right shape.

No full layout of either printed track is published in anything we could read. What is known comes from
the public reviews listed in `SOURCES` (each fact below names the one that says it) and from
shared/RULINGS.md; everything else here (the exact blank cells, the numbers between the
negative start and the yellow end, the barrier and flag positions, the flower cells) is our guess.
So both boards carry `example: true`, their names say "example", and the app, the PDF and the docs label
them "reconstructed from published descriptions; check against your board".
"""

from __future__ import annotations

from types import MappingProxyType

#: The public descriptions the bundled boards follow, by title and address (read 27 November 2026).
SOURCES = MappingProxyType({
    "poeppelkiste-numeri": "Pöppelkiste, Rezension 'Numeri' (2010), "
                           "https://poeppelkiste.de/rezensionen/2010/numeri/numeri.php",
    "brettspiele-digital-numeri": "brettspiele.digital, 'Numeri' (Spielbeschreibung), "
                                  "https://brettspiele.digital/spiele/numeri-0",
    "fairspielt-numeri": "fairspielt, 'Numeri: Auf dem Pfad der Zahlen', "
                         "http://ftp.informatik.rwth-aachen.de/fairspielt/Spiele/numeri.php",
    "keirat-froescheln": "Spieletest 'Fröscheln' (Klee 1998), "
                         "http://ftp.informatik.rwth-aachen.de/keirat/txt/F/Froesche.html",
})

# Numeri (Schmidt Spiele 2009, Rudi Hoffmann). Published facts:
#   "the first 7 cells are negative" (brettspiele-digital-numeri), "the first three are -3"
#   (poeppelkiste-numeri)
#   "cell values rise along the track from -3 to 30" (poeppelkiste-numeri: -3 first, 20/25/30 last)
#   "many cells score nothing" (fairspielt-numeri: "die punktelosen Felder")
#   "the last three cells are 20, 25, 30" (poeppelkiste-numeri; the rule sheet's yellow end cells)
#   "barriers depend on the player count" (poeppelkiste-numeri, brettspiele-digital-numeri)
#   "about 37 cells": no public source found; our guess of the length
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

# Fröscheln (Klee 1998). Published facts (keirat-froescheln unless said):
#   "20 frogs numbered 1-5" (5 per colour; the sheet: "20 grenouilles (5 par couleur)")
#   "a die with a star for 6" (the star moves any one frog)
#   "the path runs from a pond to the Princess"
#   "its length depends on the player count" (the sheet: white flags, "la case drapeau 3" at 3 players)
#   "flower cells score the number of blossoms x the frog's value" (red 1, blue 2 on the sheet)
#   "splitting starts once the first frog reaches the shore" (kept as the documented house rule
#    `split-after-shore`; the French sheet allows splitting from the start)
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
