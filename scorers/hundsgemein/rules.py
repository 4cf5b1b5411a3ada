"""Hundsgemein's numbers and tables, named after the rule that gives them."""

from __future__ import annotations

from types import MappingProxyType

GAME_ID = "hundsgemein"

#: HG-BOARD: the district is 7 x 7 blocks; the crossed bones are the centre block.
BOARD_SIZE = 7
CENTRE = (3, 3)
#: HG-STREETS: 6 horizontal streets (H1..H6, north to south), 6 vertical (V1..V6, west to east).
STREETS_PER_DIRECTION = BOARD_SIZE - 1
HORIZONTAL, VERTICAL = "H", "V"

#: HG-TYPES: four flea types.
FLEA_TYPES = (1, 2, 3, 4)
#: HG-COLOURS: the type of a tile seen from its colour side, in the file's cells (`a?`: player a, type unknown).
UNKNOWN_FLEA = "?"

#: HG-SUPPLY: tiles per player by player count, a quarter of each flea type.
SUPPLY_BY_PLAYER_COUNT = MappingProxyType({2: 24, 3: 16, 4: 12})
MIN_PLAYERS, MAX_PLAYERS = min(SUPPLY_BY_PLAYER_COUNT), max(SUPPLY_BY_PLAYER_COUNT)

#: HG-DOG-VALUES (RULINGS: the sheet's own examples give Rex 5, Fifi 4, Daisy 3).
DOG_VALUES = MappingProxyType({"zorro": 2, "daisy": 3, "fifi": 4, "rex": 5})
BREEDS = tuple(DOG_VALUES)
#: HG-DOGS: each breed is there three times, one dog on each of the 12 streets.
DOGS_PER_BREED = 3

#: The letter that names each seat in files and moves, and the default colour of each seat.
PLAYER_LETTERS = "abcd"
DEFAULT_COLOURS = ("yellow", "blue", "red", "green")
COLOURS = ("yellow", "blue", "red", "green", "black", "white", "orange", "purple")


def per_type_supply(player_count: int) -> int:
    """HG-SUPPLY: how many tiles of each flea type a player has."""
    return SUPPLY_BY_PLAYER_COUNT[player_count] // len(FLEA_TYPES)
