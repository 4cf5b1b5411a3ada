"""The track games' numbers and tables, named after the rule that gives them."""

from __future__ import annotations

from types import MappingProxyType

#: TR-TOKENS: every player has tokens numbered 1 to 5.
TOKENS = (1, 2, 3, 4, 5)
#: TR-ROLL: the die shows 1 to 5 and a star.
STAR = "star"
ROLLS: tuple[int | str, ...] = (1, 2, 3, 4, 5, STAR)
#: TR-SPLIT: the pairs of tokens a roll of 3, 4 or 5 may be shared between (each in either order).
SPLITS = MappingProxyType({3: ((1, 2),), 4: ((1, 3),), 5: ((1, 4), (2, 3))})
#: TR-EXTRA: a chain this long (or longer) of one's own tokens on consecutive cells earns a new roll.
CHAIN_LENGTH = 3
#: Player counts of both editions; start flags and barriers are given for each.
PLAYER_COUNTS = (2, 3, 4)
MIN_PLAYERS, MAX_PLAYERS = PLAYER_COUNTS[0], PLAYER_COUNTS[-1]

#: NU-END: the game ends when this many last cells of the track are all occupied.
NUMERI_END_CELLS = 3
#: NU-UNPLACED: an unplaced token counts as if on a cell worth -5.
NUMERI_UNPLACED_VALUE = -5
#: NU-VALUES: the values a Numeri cell may carry (blank = 0, red cells negative).
NUMERI_VALUES = (-20, 99)

#: FRO-MULT: Fröscheln cells multiply the frog's number: red 1, blue 2, then 3, 4 and the Princess 5.
FROSCHELN_MULTIPLIERS = MappingProxyType({0: "plain", 1: "red", 2: "blue", 3: "three", 4: "four", 5: "princess"})
PRINCESS_VALUE = 5
#: FRO-UNPLACED: an unplaced frog scores nothing.
FROSCHELN_UNPLACED_VALUE = 0

#: TR-BOARD: a typed board has at least this many cells, and at most that many.
MIN_CELLS, MAX_CELLS = 8, 200

#: The letter that names each seat in files and moves, and the default colour of each seat.
PLAYER_LETTERS = "abcd"
DEFAULT_COLOURS = ("yellow", "blue", "green", "red")
COLOURS = ("yellow", "blue", "green", "red", "black", "white", "orange", "purple")
