"""Hundsgemein (Piatnik 636349, Dario Zaccariotto): flea gangs fight over the dogs crossing town.

The rules this package implements, in our words, with the ids that violations and explanations cite.
Source: the French sheet (shared/seeds/000_...) and shared/RULINGS.md.

Material and set-up
- HG-AIM       2 to 4 players, each leading a flea gang against the dogs crossing the district.
- HG-BOARD     The district is 7 x 7 blocks. Rows are read north to south, columns west to east.
- HG-STREETS   Six horizontal streets H1..H6 (H1 between rows 1 and 2) and six vertical V1..V6 (V1
               between columns 1 and 2). A street's blocks are the 7 on each side of it; the four
               streets along the centre have 6 playable blocks on that side.
- HG-TYPES     Fleas come in four types (1-4); a tile's back shows its owner's colour.
- HG-SUPPLY    96 tiles, 24 a colour. 2 players: 24 tiles each; 3 players: 16; 4 players: 12. A quarter of
               each type.
- HG-DOGS      Twelve dogs, four breeds three times each, exactly one dog on each street.
- HG-DOG-VALUES Zorro 2, Daisy 3, Fifi 4, Rex 5 (ruling: the sheet's own examples).

Placing
- HG-CENTRE    No tile goes on the centre block (the crossed bones).
- HG-OCCUPIED  A tile goes on a free block only.
- HG-ADJ       No tile goes next to a tile of the same type, diagonals included, whatever its colour.
- HG-STAYS     An illegal tile that nobody removed before the next player played stays and scores;
               a final board reports it as a warning, and the user may still remove it (a challenge).
- HG-END       The game ends when no tile left in any player's supply can be placed legally.
- HG-COLOURS   At the end every tile is turned to its colour side (RULINGS, turn 3): a board whose tiles
               show their colour only (type unknown, written `?` in the file: `a?`) is a complete final
               state, scored alike by both scorings (they need colours only). For those tiles the checks
               that need a type are skipped: HG-ADJ, HG-SUPPLY by type (the player's tiles in all are
               still counted), HG-END (the game is over); the check and the sheet say which (an `info`).

Scoring
- HG-ORDER     Streets are scored one by one: horizontal first, then vertical.
- HG-MAJORITY  Standard: the player with most tiles along the street (both sides) takes its dog.
- HG-MAJORITY-TIE A tie for most discards the dog.
- HG-EXPERT-RUNS Expert: each player adds their longest unbroken run on one side to their longest
               on the other (an empty block, another colour or the centre breaks a run); the
               highest sum takes the dog.
- HG-EXPERT-TIE A tie on that sum goes to the tied player with most tiles along the street; still
               tied, the dog is discarded.
- HG-WIN       The highest total dog value wins.
- HG-WIN-TIE   Tied: the player with more dog tiles wins; still tied, the win is shared.

Not refereed by the app (the tiles in hand are hidden, and the table knows whose turn it is):
- HG-FACE-UP   Each player shuffles their tiles face down and turns two face up; never more than two face up.
- HG-FIRST     A first player is chosen; play goes clockwise.
- HG-DRAW      At the end of a turn the player turns a new tile of their supply face up.
- HG-DISCARD   A player who cannot or will not place one of their two face-up tiles may throw away one or both
               and replace them from their supply: that ends their turn.
"""

from __future__ import annotations

from typing import Any

from scorers.hundsgemein.checks import (
    EndOfGame,
    Placement,
    block_phrase,
    check,
    check_placement,
    end_of_game,
    parse_move,
    place,
    tile_phrase,
)
from scorers.hundsgemein.model import HundsgemeinFile, HundsgemeinState, Tile, parse, to_file
from scorers.hundsgemein.scoring import board_to_street_counts, score
from scorers.i18n import Phrase, phrase


class HundsgemeinRules:
    """The game as the registry exposes it to the command line and the app."""

    parse = staticmethod(parse)
    check = staticmethod(check)
    score = staticmethod(score)
    to_file = staticmethod(to_file)

    def json_schema(self) -> dict[str, Any]:
        return HundsgemeinFile.model_json_schema()

    def parse_move(self, state: HundsgemeinState, text: str) -> Placement:
        return parse_move(text, len(state.players))

    def check_move(self, state: HundsgemeinState, move: Placement) -> list:
        return check_placement(state, move)

    def describe_move(self, state: HundsgemeinState, move: Placement) -> Phrase:
        """The move in words: the tile and the block."""
        return phrase("hg.tile_at", tile=tile_phrase(state, Tile(move.player, move.flea)),
                      at=phrase("hg.block", row=move.row + 1, column=move.column + 1))

    def end_status(self, state: HundsgemeinState) -> tuple[bool | None, Phrase, str | None]:
        """HG-END: (over?, the sentence, an example placement in move notation or None)."""
        ending = end_of_game(state)
        return ending.over, ending.explain(state), ending.example.notation() if ending.example else None


RULES = HundsgemeinRules()

__all__ = [
    "RULES", "EndOfGame", "block_phrase", "tile_phrase", "HundsgemeinFile", "HundsgemeinState", "Placement", "Tile",
    "board_to_street_counts", "check", "check_placement", "end_of_game", "parse", "parse_move",
    "place", "score", "to_file",
]
