"""Paleo's numbers and tables, named after the rule that gives them (see the package docstring)."""

from __future__ import annotations

from types import MappingProxyType

PALEO, ROI, ESCARMOUCHE = "paleo", "paleo-roi", "paleo-escarmouche"
MIN_PLAYERS, MAX_PLAYERS = 2, 4
TEAM_SIZE, TEAM_PLAYERS = 2, 4  # PA-SIDES: at 4 players, two teams of two

#: PA-DOOR / PA-CAPTURE: what a round win is worth; PA-MATCH: the match is won at 4 points.
DOOR_POINTS, CAPTURE_POINTS, MATCH_POINTS = 2, 1, 4
WIN_POINTS = MappingProxyType({"door": DOOR_POINTS, "capture": CAPTURE_POINTS})
ROUND_WINS = tuple(WIN_POINTS)
#: PA-FINAL: the most a side ends a match with: 3 points (one short of the match), then a door.
FINAL_MOST = MATCH_POINTS - 1 + DOOR_POINTS
#: PA-KEYS: each side fetches the two keys of the two opposing sanctuaries.
KEYS_TO_OPEN = 2

#: Piece kinds of the three games (PA-EXPLORER, PA-MERCENARY, RO-KING, ES-KILLER).
EXPLORER, MERCENARY, KING, PLAIN, KILLER = "explorer", "mercenary", "king", "plain", "killer"
PIECE_KINDS = MappingProxyType({
    PALEO: (EXPLORER, MERCENARY),
    ROI: (EXPLORER, MERCENARY, KING),
    ESCARMOUCHE: (PLAIN, KILLER),
})

#: PA-PIECES: pieces each side starts a round with, by player count (a team counts both partners).
PALEO_PIECES = MappingProxyType({2: 8, 3: 4, 4: 8})
#: The pieces themselves, by number: 3-7 are Explorers, 1, 2 and 8 Mercenaries.
PIECE_NUMBERS = MappingProxyType({n: (EXPLORER if 3 <= n <= 7 else MERCENARY) for n in range(1, 9)})
#: PA-PIECES at 3 and 4 players: which numbered pieces each seat plays (colour, numbers).
PIECES_BY_SEAT = MappingProxyType({
    3: (("red", (1, 2, 3, 4)), ("green", (1, 2, 3, 4)), ("red+green", (7, 8))),
    4: (("red", (1, 2, 3, 4)), ("red", (5, 6, 7, 8)), ("green", (1, 2, 3, 4)), ("green", (5, 6, 7, 8))),
})

#: RO-PIECES: Le Roi's pieces per player: (Explorers, Mercenaries, kings).
ROI_PIECES = MappingProxyType({2: (4, 3, 1), 3: (2, 1, 1), 4: (2, 1, 1)})
#: ES-PIECES: Escarmouche's pieces per player.
ESCARMOUCHE_PIECES = 4

#: What each piece may capture, per game (PA-MERCENARY, PA-EXPLORER, RO-*, ES-*), with the rule.
CAPTURES = MappingProxyType({
    PALEO: MappingProxyType({EXPLORER: ((), "PA-EXPLORER"),
                             MERCENARY: ((EXPLORER, MERCENARY), "PA-MERCENARY")}),
    ROI: MappingProxyType({EXPLORER: ((KING,), "RO-EXPLORER"),
                           MERCENARY: ((EXPLORER, MERCENARY), "RO-MERCENARY"),
                           KING: ((KING,), "RO-KING")}),
    ESCARMOUCHE: MappingProxyType({PLAIN: ((), "ES-PIECES"),
                                   KILLER: ((PLAIN, KILLER), "ES-KILL")}),
})
#: PA-EXPLORER: only Explorers take keys and open the door (Paleo only: in Le Roi the keys are kings).
KEY_TAKERS = MappingProxyType({PALEO: (EXPLORER,), ROI: (), ESCARMOUCHE: ()})

#: Default colours of the sides in the app and on the sheet: white/red pieces, black/green pieces...
DEFAULT_COLOURS = ("red", "green", "blue", "orange")
COLOURS = ("red", "green", "blue", "orange", "yellow", "purple", "black", "white")

# --- reefs -------------------------------------------------------------------------------------------
#: PA-REEF-ORDER: (seat, reefs) in turn; seats count from 0 (seat 0 is "Player 1" / "Team 1").
REEF_ORDER = MappingProxyType({
    2: ((0, 1), (1, 2), (0, 2), (1, 2), (0, 2), (1, 1)),
    3: ((2, 1), (0, 1), (1, 1), (1, 1), (2, 1), (0, 1), (0, 1), (1, 1), (2, 1)),
    4: ((0, 1), (1, 2), (0, 2), (1, 2), (0, 2), (1, 1)),  # by team
})
#: PA-REEF-COUNT: reefs each side places (a team at 4 players).
REEFS_PER_SIDE = MappingProxyType({2: 5, 3: 3, 4: 5})
#: PA-REEF-PERMANENT: reefs that never move: 4 on Paleo island, plus 2 on islets at 3 and 4 players.
PERMANENT_REEFS = MappingProxyType({2: (("island", 4),), 3: (("island", 4), ("islets", 2)),
                                    4: (("island", 4), ("islets", 2))})
#: PA-REEF-HALF: reefs a side must place in its own half (not ruled at 3 players: three camps).
REEFS_IN_OWN_HALF = MappingProxyType({2: 2, 4: 2})
#: PA-REEF-ZONE: where reefs may never go, by player count (inside the dark blue lines).
REEF_ZONES = ("open", "base-camp", "sanctuary", "advanced-camp", "third-camp", "too-close")
FORBIDDEN_ZONES = MappingProxyType({
    2: ("base-camp", "sanctuary", "too-close"),
    3: ("base-camp", "sanctuary", "third-camp", "too-close"),
    4: ("base-camp", "sanctuary", "advanced-camp", "too-close"),
})
