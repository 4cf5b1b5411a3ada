"""The bundled example boards: made up, so that a game can be tried before typing one's own board.

They are NOT the printed tracks (those could not be found): their names say "example", they carry
`example: true`, and every score sheet that uses one says so. Numeri's last three cells are 20, 25 and
30, as the rule sheet's yellow end cells are; everything else is invented.
"""

from __future__ import annotations

from types import MappingProxyType

NUMERI_EXAMPLE = {
    "name": "numeri-example",
    "example": True,
    "cells": [0, 1, 2, -1, 3, 0, 4, 5, -2, 6, 0, 7, 8, -3, 9, 10, 0, 11, -1, 12,
              13, 0, 14, 15, -4, 16, 0, 17, 18, -5, 19, 0, 21, 22, -2, 23, 24, 20, 25, 30],
    "start": 1,
    "barriers": {"2": 16, "3": 13, "4": 10},
}

FROSCHELN_EXAMPLE = {
    "name": "froscheln-example",
    "example": True,
    "cells": [0, 0, 0, 1, 0, 0, 1, 2, 0, 1, 0, 2, 0, 0, 3, 1, 0, 2, 0, 1,
              3, 0, 2, 0, 4, 1, 0, 3, 0, 2, 4, 0, 3, 0, 4, 5],
    "starts": {"2": 7, "3": 4, "4": 1},
    "princess": 36,
    "shore": 29,
}

#: game id -> board name -> board file
EXAMPLE_BOARDS = MappingProxyType({
    "numeri": MappingProxyType({NUMERI_EXAMPLE["name"]: NUMERI_EXAMPLE}),
    "froscheln": MappingProxyType({FROSCHELN_EXAMPLE["name"]: FROSCHELN_EXAMPLE}),
})
