"""Legality: the whole-state audit, a single proposed placement, and "can anyone still play?".

None of these raise: they return `Violation`s (or an `EndOfGame` answer).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from scorers.errors import IllegalMove, InvalidState
from scorers.hundsgemein.counts import CENTRE_LINE, check_counts, most_tiles
from scorers.hundsgemein.geometry import (
    CENTRE_INDEX,
    NEIGHBOURS,
    PLAYABLE_BLOCKS,
    STREET_IDS,
    STREETS_BY_ID,
    cell_name,
    index,
    on_board,
    row_col,
)
from scorers.hundsgemein.model import HundsgemeinState, Tile
from scorers.hundsgemein.rules import (
    BREEDS,
    DOGS_PER_BREED,
    FLEA_TYPES,
    PLAYER_LETTERS,
    UNKNOWN_FLEA,
    per_type_supply,
)
from scorers.i18n import Phrase, phrase
from scorers.violations import Severity, Violation, has_errors

ERROR, WARNING, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO
#: HG-COLOURS: what a tile's type decides, not checked where a tile shows its colour side only.
TYPE_RULES = ("HG-ADJ", "HG-SUPPLY", "HG-END")
CELL_NAMES = tuple(cell_name(b) for b in range(49))


def _block_phrase(block: int) -> Phrase:
    row, column = row_col(block)
    return phrase("hg.block", row=row + 1, column=column + 1)


_BLOCK_PHRASES = tuple(_block_phrase(b) for b in range(49))


def block_phrase(block: int) -> Phrase:
    """"row 2, column 5" for a block (phrases are immutable, so they are made once)."""
    return _BLOCK_PHRASES[block]


def tile_phrase(state: HundsgemeinState, tile: Tile) -> Phrase:
    if tile.flea is None:  # HG-COLOURS: its colour side only
        return phrase("hg.tile_colour", player=state.players[tile.player].name)
    return phrase("hg.tile", player=state.players[tile.player].name, flea=tile.flea)


def unknown_types(state: HundsgemeinState) -> int:
    """HG-COLOURS: how many tiles on the board show their colour side only (type not known)."""
    return sum(1 for t in state.board or () if t is not None and t.flea is None)


# --- the dogs -------------------------------------------------------------------------------

def check_dogs(dogs: dict[str, str]) -> list[Violation]:
    """HG-DOGS: one dog on each of the 12 streets, each breed exactly three times."""
    found = []
    missing = [s for s in STREET_IDS if s not in dogs]
    if missing:
        found.append(Violation("dog-missing", "HG-DOGS", ERROR, "dogs",
                               phrase("hg.v.dog_missing", streets=missing)))
    breeds = Counter(dogs.values())
    for breed in BREEDS:
        if breeds[breed] > DOGS_PER_BREED or (not missing and breeds[breed] != DOGS_PER_BREED):
            streets = [s for s in STREET_IDS if dogs.get(s) == breed]
            found.append(Violation("dog-breed-count", "HG-DOGS", ERROR, f"dogs.{breed}",
                                   phrase("hg.v.dog_breed_count", breed=phrase(f"breed.{breed}"),
                                          count=breeds[breed], streets=streets, expected=DOGS_PER_BREED)))
    return found


def check_dog_choice(dogs: dict[str, str], street: str, breed: str) -> list[Violation]:
    """HG-DOGS at set-up: may this breed go on this street, given the dogs already placed?"""
    elsewhere = [s for s in STREET_IDS if s != street and dogs.get(s) == breed]
    if len(elsewhere) < DOGS_PER_BREED:
        return []
    return [Violation("breed-complete", "HG-DOGS", ERROR, f"dogs.{street}",
                      phrase("hg.v.breed_complete", breed=phrase(f"breed.{breed}"), streets=elsewhere,
                             expected=DOGS_PER_BREED))]


# --- the board ------------------------------------------------------------------------------

def placed_counts(state: HundsgemeinState) -> Counter:
    """(player, flea type) -> tiles of it on the board (type None: tiles whose type is not known)."""
    return Counter((t.player, t.flea) for t in state.board or () if t is not None)


def tiles_of(state: HundsgemeinState, player: int) -> int:
    """The player's tiles on the board, whatever their type."""
    return sum(1 for t in state.board or () if t is not None and t.player == player)


def check_supply(state: HundsgemeinState) -> list[Violation]:
    """HG-SUPPLY: nobody has more tiles of a type on the board than their supply holds, nor more tiles in
    all (the one count left when types are not known, HG-COLOURS)."""
    allowed = per_type_supply(len(state.players))
    found = [
        Violation("supply-exceeded", "HG-SUPPLY", ERROR, f"supply.{state.players[player].name}",
                  phrase("hg.v.supply_exceeded", player=state.players[player].name, flea=flea,
                         count=count, allowed=allowed, players=len(state.players)))
        for (player, flea), count in sorted(c for c in placed_counts(state).items() if c[0][1] is not None)
        if count > allowed
    ]
    supply = allowed * len(FLEA_TYPES)
    for player, info in enumerate(state.players):
        count = tiles_of(state, player)
        if count > supply:
            found.append(Violation("tiles-over-supply", "HG-SUPPLY", ERROR, f"supply.{info.name}",
                                   phrase("hg.v.tiles_over_supply", player=info.name, count=count, supply=supply,
                                          players=len(state.players))))
    return found


def check_types_known(state: HundsgemeinState) -> list[Violation]:
    """HG-COLOURS: tiles seen from their colour side are a final board; the checks that need a tile's type
    (HG-ADJ, HG-SUPPLY by type, HG-END) are skipped for them, and the check says so (information, not a
    fault)."""
    unknown = unknown_types(state)
    if not unknown:
        return []
    return [Violation("types-unknown", "HG-COLOURS", INFO, "board",
                      phrase("hg.v.types_unknown", count=unknown, skipped=list(TYPE_RULES)))]


def check_board_placement(state: HundsgemeinState) -> list[Violation]:
    """HG-CENTRE and HG-ADJ on a final board: illegal tiles that stand are warnings (HG-STAYS)."""
    board = state.board
    found = []
    tiles: dict[Tile, Phrase] = {}

    def tile_text(tile: Tile) -> Phrase:
        if tile not in tiles:
            tiles[tile] = tile_phrase(state, tile)
        return tiles[tile]

    if board[CENTRE_INDEX] is not None:
        found.append(Violation("tile-on-centre", "HG-CENTRE", WARNING, cell_name(CENTRE_INDEX),
                               phrase("hg.v.tile_on_centre", tile=tile_phrase(state, board[CENTRE_INDEX]))))
    for block in PLAYABLE_BLOCKS + (CENTRE_INDEX,):
        tile = board[block]
        if tile is None:
            continue
        if tile.flea is None:
            continue  # HG-COLOURS: a type not known cannot be checked against its neighbours
        for other in NEIGHBOURS[block]:
            if other > block and board[other] is not None and board[other].flea == tile.flea:
                found.append(Violation(
                    "same-type-neighbours", "HG-ADJ", WARNING, f"{CELL_NAMES[block]}+{CELL_NAMES[other]}",
                    phrase("hg.v.same_type_neighbours", flea=tile.flea,
                           first=tile_text(tile), first_at=block_phrase(block),
                           second=tile_text(board[other]), second_at=block_phrase(other))))
    return found


# --- street counts --------------------------------------------------------------------------

def check_street_counts(state: HundsgemeinState) -> list[Violation]:
    """HG-STREETS, HG-EXPERT-RUNS and HG-SUPPLY on typed street counts: each street on its own first,
    then whether all the counts together could come from one board (`counts.check_counts`)."""
    found = []
    names = state.names
    for street_id, counts in state.streets.items():
        street = STREETS_BY_ID[street_id]
        total = sum(c.tiles for c in counts.values())
        blocks = sum(len(side) for side in street.sides)
        if total > blocks:
            found.append(Violation("street-over-capacity", "HG-STREETS", ERROR, f"streets.{street_id}",
                                   phrase("hg.v.street_over_capacity", street=street_id, count=total,
                                          capacity=blocks)))
        elif total > street.playable:
            found.append(Violation("street-needs-centre", "HG-CENTRE", WARNING, f"streets.{street_id}",
                                   phrase("hg.v.street_needs_centre", street=street_id, count=total,
                                          capacity=street.playable)))
        supply = per_type_supply(len(names)) * len(FLEA_TYPES)
        for player, count in counts.items():
            if count.tiles > supply:
                found.append(Violation(
                    "counts-over-supply", "HG-SUPPLY", ERROR, f"streets.{street_id}.{names[player]}",
                    phrase("hg.v.counts_over_supply", street=street_id, player=names[player], count=count.tiles,
                           supply=supply)))
            if count.runs is not None and not _runs_possible(street, count):
                found.append(Violation(
                    "runs-impossible", "HG-EXPERT-RUNS", ERROR, f"streets.{street_id}.{names[player]}",
                    phrase("hg.v.runs_impossible", street=street_id, player=names[player],
                           tiles=count.tiles, north=count.runs[0], south=count.runs[1])))
    if not has_errors(found):
        found += check_counts(names, state.streets)
    return found


def _runs_possible(street, count) -> bool:
    """The runs fit their sides (the centre breaks a run), and the tiles fit the runs: none without a
    run (but a tile left on the centre), no more than such runs allow."""
    north, south = count.runs
    if north > street.side_length(0) or south > street.side_length(1):
        return False
    lines = (street.number - 1, street.number)
    centre = 1 if CENTRE_LINE in lines else 0
    if north + south == 0:
        return count.tiles <= centre
    return north + south <= count.tiles <= most_tiles(lines[0], north) + most_tiles(lines[1], south) + centre


def check(state: HundsgemeinState) -> list[Violation]:
    """Every rule a final (or unfinished) state breaks. Never raises."""
    found = check_dogs(state.dogs)
    if state.board is not None:
        found += check_supply(state) + check_board_placement(state) + check_types_known(state)
    if state.streets is not None:
        found += check_street_counts(state)
    return found


# --- one placement --------------------------------------------------------------------------

@dataclass(frozen=True)
class Placement:
    """A player's flea of one type on one block (0-based row and column)."""

    player: int
    flea: int | None  # None: a tile laid by its colour side (HG-COLOURS)
    row: int
    column: int

    @property
    def block(self) -> int:
        return index(self.row, self.column)

    def notation(self) -> str:
        flea = UNKNOWN_FLEA if self.flea is None else self.flea
        return f"{PLAYER_LETTERS[self.player]}{flea}@{self.row + 1},{self.column + 1}"


# ASCII digits, a few of them: int() of 5,000 digits (or of a Unicode digit) would fail outside our errors.
_MOVE = re.compile(r"^\s*([a-z])\s*([0-9]{1,3})\s*@\s*(-?[0-9]{1,4})\s*,\s*(-?[0-9]{1,4})\s*$",
                   re.IGNORECASE | re.ASCII)


def parse_move(text: str, player_count: int) -> Placement:
    """`a3@2,5`: the first player's type-3 flea on row 2, column 5 (1-based)."""
    match = _MOVE.match(text)
    if not match:
        raise InvalidState(phrase("hg.cli.bad_move", move=repr(text)))
    letter, flea, row, column = match.group(1).lower(), int(match.group(2)), int(match.group(3)), int(match.group(4))
    if letter not in PLAYER_LETTERS[:player_count]:
        raise InvalidState(phrase("cli.bad_letter", move=repr(text), letter=repr(letter),
                                  letters=list(PLAYER_LETTERS[:player_count])))
    if flea not in FLEA_TYPES:
        raise InvalidState(phrase("hg.cli.bad_flea", move=repr(text), last=FLEA_TYPES[-1]))
    return Placement(PLAYER_LETTERS.index(letter), flea, row - 1, column - 1)


def check_placement(state: HundsgemeinState, move: Placement) -> list[Violation]:
    """Why this tile may not go there now (empty list: it may). Never raises."""
    if state.board is None:
        return [Violation("no-board", "HG-BOARD", ERROR, "board", phrase("hg.v.no_board"))]
    where = f"r{move.row + 1}c{move.column + 1}"
    at = phrase("hg.block", row=move.row + 1, column=move.column + 1)
    if not on_board(move.row, move.column):
        return [Violation("off-board", "HG-BOARD", ERROR, where, phrase("hg.v.off_board", at=at))]
    board, block = state.board, move.block
    tile = Tile(move.player, move.flea)
    found = []
    if move.player not in range(len(state.players)):
        return [Violation("not-a-player", "HG-SUPPLY", ERROR, where,
                          phrase("hg.v.not_a_player", seat=move.player + 1, players=len(state.players)))]
    allowed = per_type_supply(len(state.players))
    if move.flea is not None and placed_counts(state)[(move.player, move.flea)] >= allowed:
        found.append(Violation("type-exhausted", "HG-SUPPLY", ERROR, where,
                               phrase("hg.v.type_exhausted", player=state.players[move.player].name,
                                      flea=move.flea)))
    elif tiles_of(state, move.player) >= allowed * len(FLEA_TYPES):  # all the player's tiles, types or not
        found.append(Violation("tiles-exhausted", "HG-SUPPLY", ERROR, where,
                               phrase("hg.v.tiles_exhausted", player=state.players[move.player].name,
                                      supply=allowed * len(FLEA_TYPES))))
    if block == CENTRE_INDEX:
        found.append(Violation("centre", "HG-CENTRE", ERROR, where, phrase("hg.v.centre")))
    elif board[block] is not None:
        found.append(Violation("block-occupied", "HG-OCCUPIED", ERROR, where,
                               phrase("hg.v.block_occupied", at=at, tile=tile_phrase(state, board[block]))))
    clashes = [n for n in NEIGHBOURS[block]
               if move.flea is not None and board[n] is not None and board[n].flea == move.flea]
    if clashes:
        found.append(Violation("same-type-neighbour", "HG-ADJ", ERROR, where,
                               phrase("hg.v.same_type_neighbour", tile=tile_phrase(state, tile), at=at,
                                      others=[phrase("hg.tile_at", tile=tile_phrase(state, board[n]),
                                                     at=block_phrase(n)) for n in clashes])))
    return found


def place(state: HundsgemeinState, move: Placement) -> HundsgemeinState:
    """The state after the placement; raises `IllegalMove` when the rules forbid it."""
    violations = check_placement(state, move)
    if violations:
        raise IllegalMove(f"{move.notation()}: " + "; ".join(v.message() for v in violations), violations)
    board = list(state.board)
    board[move.block] = Tile(move.player, move.flea)
    return state.with_board(tuple(board))


# --- end of game ----------------------------------------------------------------------------

def remaining_supply(state: HundsgemeinState) -> dict[tuple[int, int], int]:
    """(player, type) -> tiles still in hand or in the face-down pile."""
    allowed = per_type_supply(len(state.players))
    placed = placed_counts(state)
    return {(p, f): max(0, allowed - placed[(p, f)]) for p in range(len(state.players)) for f in FLEA_TYPES}


def legal_blocks(board, flea: int) -> Iterator[int]:
    """HG-CENTRE, HG-OCCUPIED, HG-ADJ: the blocks where a flea of this type may go now."""
    for block in PLAYABLE_BLOCKS:
        if board[block] is None and all(
                board[n] is None or board[n].flea != flea for n in NEIGHBOURS[block]):
            yield block


@dataclass(frozen=True)
class EndOfGame:
    """HG-END: over when no tile left in any supply can go anywhere. `over` is None if unknowable."""

    over: bool | None
    example: Placement | None
    tiles_left: int
    colours: bool = False  # HG-COLOURS: the tiles are turned to their colour side, the game is over

    def explain(self, state: HundsgemeinState) -> Phrase:
        if self.over is None:
            return phrase("hg.end.unknown")
        if self.colours:
            return phrase("hg.end.colours")
        if self.example is None:
            key = {0: "hg.end.all_placed", 1: "hg.end.over_one"}.get(self.tiles_left, "hg.end.over")
            return phrase(key, left=self.tiles_left)
        return phrase("hg.end.not_over", tile=tile_phrase(state, Tile(self.example.player, self.example.flea)),
                      at=phrase("hg.block", row=self.example.row + 1, column=self.example.column + 1))


def end_of_game(state: HundsgemeinState) -> EndOfGame:
    if state.board is None:
        return EndOfGame(None, None, 0)
    if unknown_types(state):  # HG-COLOURS: turned to their colour side at the end only
        supply = per_type_supply(len(state.players)) * len(FLEA_TYPES)
        left = sum(max(0, supply - tiles_of(state, p)) for p in range(len(state.players)))
        return EndOfGame(True, None, left, colours=True)
    left = remaining_supply(state)
    for (player, flea), count in sorted(left.items()):
        if count:
            block = next(legal_blocks(state.board, flea), None)
            if block is not None:
                row, column = row_col(block)
                return EndOfGame(False, Placement(player, flea, row, column), sum(left.values()))
    return EndOfGame(True, None, sum(left.values()))

