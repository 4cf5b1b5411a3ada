"""The two editions of the track game. Each difference is a named hook or a number of its class:
where tokens enter, when splitting is allowed, how the game ends, what a cell and an unplaced token are
worth, and which marked cells a board must have. Nothing else in the engine asks which edition it is.
"""

from __future__ import annotations

from collections.abc import Sized
from typing import Protocol, runtime_checkable

from scorers.i18n import Phrase, phrase
from scorers.track.board import Board, BoardProblem, per_count
from scorers.track.rules import (
    FROSCHELN_MULTIPLIERS,
    FROSCHELN_UNPLACED_VALUE,
    MIN_CELLS,
    NUMERI_END_CELLS,
    NUMERI_UNPLACED_VALUE,
    NUMERI_VALUES,
    PRINCESS_VALUE,
)


@runtime_checkable
class TrackPosition(Protocol):
    """What an edition's hooks read of a game (`scorers.track.model.TrackState` is one): declared here
    so that the editions do not import the model that imports them."""

    players: Sized
    board: Board | None
    house_rules: frozenset[str]

    def all_cells(self) -> list[int | None]: ...
    def occupied(self) -> dict[int, tuple[int, int]]: ...


#: Fröscheln house rule (German edition): splitting only once a frog has reached the shore.
SPLIT_AFTER_SHORE = "split-after-shore"


class Edition:
    """What both editions share; subclasses override the hooks."""

    id = ""
    #: rule ids of this edition's own clauses
    start_rule = end_rule = split_rule = value_rule = unplaced_rule = ""
    unplaced_value = 0
    #: whether a new roll earned by the move that ends the game is lost
    extra_lost_at_end = False
    house_rules: tuple[str, ...] = ()

    # --- the board --------------------------------------------------------------------------
    def value_allowed(self, value: int) -> bool:
        raise NotImplementedError

    def value_hint(self) -> Phrase:
        raise NotImplementedError

    def board_problems(self, board: Board) -> list[BoardProblem]:
        """TR-BOARD: what makes a typed board unusable for this edition (empty list: none)."""
        found = []
        if len(board) < MIN_CELLS:
            found.append(BoardProblem("cells", phrase("tr.b.too_short", cells=len(board), least=MIN_CELLS)))
        for i, value in enumerate(board.cells):
            if not self.value_allowed(value):
                found.append(BoardProblem(f"cells[{i}]", phrase("tr.b.bad_value", cell=i + 1, value=value,
                                                                  allowed=self.value_hint())))
        return found + self.marked_cell_problems(board)

    def marked_cell_problems(self, board: Board) -> list[BoardProblem]:
        return []

    @staticmethod
    def _on_track(board: Board, where: str, cell: int | None, what: Phrase) -> list[BoardProblem]:
        if cell is None:
            return [BoardProblem(where, phrase("tr.b.missing", what=what))]
        if not 0 <= cell < len(board):
            return [BoardProblem(where, phrase("tr.b.off_track", what=what, cell=cell + 1, cells=len(board)))]
        return []

    # --- playing ------------------------------------------------------------------------------
    def entry_cell(self, board: Board, player_count: int) -> int:
        """Where an unplaced token starts looking for the first free cell."""
        raise NotImplementedError

    def split_allowed(self, state: TrackPosition) -> tuple[bool, Phrase]:
        raise NotImplementedError

    def over(self, state: TrackPosition) -> bool:
        """Whether the position alone says the game has ended (before any roll)."""
        raise NotImplementedError

    def stuck_ends_game(self, state: TrackPosition) -> bool:
        """Whether a player who cannot use their roll ends the game (else the turn just passes)."""
        return False

    def cell_kind(self, value: int) -> str:
        """How the drawing colours a cell of this value."""
        raise NotImplementedError

    def cell_text(self, value: int) -> str:
        """A cell's value as the drawings print it and the moves name it ("cell 7 (x2)"): one way everywhere."""
        return str(value)


class Numeri(Edition):
    id = "numeri"
    start_rule, end_rule, split_rule, value_rule, unplaced_rule = (
        "NU-START", "NU-END", "NU-BARRIER", "NU-VALUES", "NU-UNPLACED")
    unplaced_value = NUMERI_UNPLACED_VALUE
    extra_lost_at_end = True

    def value_allowed(self, value: int) -> bool:
        return NUMERI_VALUES[0] <= value <= NUMERI_VALUES[1]

    def value_hint(self) -> Phrase:
        return phrase("tr.b.numeri_values", low=NUMERI_VALUES[0], high=NUMERI_VALUES[1])

    def marked_cell_problems(self, board: Board) -> list[BoardProblem]:
        found = self._on_track(board, "start", board.start, phrase("tr.b.what.start"))
        for count, cell in per_count(board.barriers):
            found += self._on_track(board, f"barriers.{count}", cell, phrase("tr.b.what.barrier", players=count))
            if cell is not None and 0 <= cell < len(board) and cell <= board.start:
                found.append(BoardProblem(f"barriers.{count}", phrase("tr.b.barrier_before_start", players=count)))
        if len(board) >= NUMERI_END_CELLS and board.start >= len(board) - NUMERI_END_CELLS:
            found.append(BoardProblem("start", phrase("tr.b.start_in_end")))
        return found

    def entry_cell(self, board: Board, player_count: int) -> int:
        return board.start  # NU-START: the dark red Départ cell

    def barrier(self, state: TrackPosition) -> int:
        return state.board.barriers[len(state.players)]

    def split_allowed(self, state: TrackPosition) -> tuple[bool, Phrase]:
        """NU-BARRIER: from the moment any token has passed the barrier of this player count."""
        barrier = self.barrier(state)
        passed = any(cell is not None and cell >= barrier for cell in state.all_cells())
        key = "tr.split.barrier_passed" if passed else "tr.split.barrier_not_passed"
        return passed, phrase(key, players=len(state.players), cell=barrier + 1)

    def end_cells(self, board: Board) -> range:
        return range(len(board) - NUMERI_END_CELLS, len(board))

    def over(self, state: TrackPosition) -> bool:
        """NU-END: the last three cells are all occupied."""
        occupied = state.occupied()
        return all(cell in occupied for cell in self.end_cells(state.board))

    def cell_kind(self, value: int) -> str:
        return "negative" if value < 0 else ("blank" if value == 0 else "number")


class Froscheln(Edition):
    id = "froscheln"
    start_rule, end_rule, split_rule, value_rule, unplaced_rule = (
        "FRO-START", "FRO-END", "FRO-SPLIT", "FRO-MULT", "FRO-UNPLACED")
    unplaced_value = FROSCHELN_UNPLACED_VALUE
    house_rules = (SPLIT_AFTER_SHORE,)

    def value_allowed(self, value: int) -> bool:
        return value in FROSCHELN_MULTIPLIERS

    def value_hint(self) -> Phrase:
        return phrase("tr.b.froscheln_values")

    def princess(self, board: Board) -> int | None:
        """The Princess cell: as typed, else the only cell worth 5."""
        if board.princess is not None:
            return board.princess
        fives = [i for i, v in enumerate(board.cells) if v == PRINCESS_VALUE]
        return fives[0] if len(fives) == 1 else None

    def marked_cell_problems(self, board: Board) -> list[BoardProblem]:
        found = []
        for count, cell in per_count(board.starts):
            found += self._on_track(board, f"starts.{count}", cell, phrase("tr.b.what.flag", players=count))
        princess = self.princess(board)
        fives = sum(1 for v in board.cells if v == PRINCESS_VALUE)
        if princess is None:
            key = "tr.b.no_princess" if fives == 0 else "tr.b.which_princess"
            found.append(BoardProblem("princess", phrase(key, count=fives)))
        elif not 0 <= princess < len(board) or board.cells[princess] != PRINCESS_VALUE:
            found.append(BoardProblem("princess", phrase("tr.b.princess_not_five", cell=princess + 1)))
        if board.shore is not None:
            found += self._on_track(board, "shore", board.shore, phrase("tr.b.what.shore"))
        return found

    def entry_cell(self, board: Board, player_count: int) -> int:
        return board.starts[player_count]  # FRO-START: the white flag of this player count

    def split_allowed(self, state: TrackPosition) -> tuple[bool, Phrase]:
        """FRO-SPLIT: from the start; with the house rule, once a frog has reached the shore."""
        if SPLIT_AFTER_SHORE not in state.house_rules:
            return True, phrase("tr.split.always")
        shore = state.board.shore
        reached = shore is not None and any(c is not None and c >= shore for c in state.all_cells())
        return reached, phrase("tr.split.shore_reached" if reached else "tr.split.shore_not_reached",
                               cell=(shore or 0) + 1)

    def princess_reached(self, state: TrackPosition) -> bool:
        """A frog stands on the Princess or past it (one can only pass her once she is taken)."""
        princess = self.princess(state.board)
        return any(c is not None and c >= princess for c in state.all_cells())

    def over(self, state: TrackPosition) -> bool:
        return False  # FRO-END: the position alone never ends it; a player who cannot move does

    def stuck_ends_game(self, state: TrackPosition) -> bool:
        return self.princess_reached(state)

    def cell_kind(self, value: int) -> str:
        return FROSCHELN_MULTIPLIERS.get(value, "plain")

    def cell_text(self, value: int) -> str:
        return f"x{value}"  # FRO-MULT: a cell multiplies the frog's number


NUMERI, FROSCHELN = Numeri(), Froscheln()
EDITIONS: dict[str, Edition] = {e.id: e for e in (NUMERI, FROSCHELN)}
