"""Legality: one placement, the whole game replayed turn by turn, and whether the game is over.

None of these raise: they return `Violation`s (or an `EndOfGame` answer).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from scorers.i18n import Phrase, phrase
from scorers.loopit.final import check_final
from scorers.loopit.model import LightTile, LoopitState, Placement, Turn
from scorers.loopit.rules import (
    GAME_LENGTHS,
    MAX_TILES_PER_TURN,
    MULTIPLIERS,
    OPPOSITE,
    SIDES,
    TOTAL_TILES,
    max_declared_points,
)
from scorers.loopit.tiles import BoardLayout, Square, Tile
from scorers.violations import Severity, Violation

ERROR = Severity.ERROR
Laid = dict[Square, Tile]


def side_phrase(side: str) -> Phrase:
    return phrase(f"lp.side.{side}")


def tile_phrase(tile: Tile) -> Phrase:
    return phrase("lp.tile", value=tile.value, sides=[side_phrase(s) for s in tile.sides])


# --- one placement --------------------------------------------------------------------------------

def check_placement(layout: BoardLayout, laid: Laid, square: Square, tile: Tile, where: str) -> list[Violation]:
    """LP-BOARD, LP-FREE, LP-EDGE, LP-CUT and LP-CONNECT for `tile` laid on `square` next to `laid`."""
    at = square.name()
    if not layout.on_board(square):
        return [Violation("off-board", "LP-BOARD", ERROR, where, phrase("lp.v.off_board", square=at))]
    if square in laid:
        return [Violation("square-taken", "LP-FREE", ERROR, where,
                          phrase("lp.v.square_taken", square=at, tile=tile_phrase(laid[square])))]
    found = []
    linked = False
    for side in SIDES:
        beyond = square.step(side)
        if not layout.on_board(beyond):
            if tile.has(side):
                found.append(Violation("line-into-edge", "LP-EDGE", ERROR, where,
                                       phrase("lp.v.line_into_edge", square=at, side=side_phrase(side))))
            continue
        neighbour = laid.get(beyond)
        if neighbour is None:
            continue
        mine, theirs = tile.has(side), neighbour.has(OPPOSITE[side])
        if mine and theirs:
            linked = True
        elif mine or theirs:
            key = "lp.v.cut_mine" if mine else "lp.v.cut_theirs"
            found.append(Violation("path-cut", "LP-CUT", ERROR, where,
                                   phrase(key, square=at, other=beyond.name(), side=side_phrase(side),
                                          value=neighbour.value)))
    if not linked:
        found.append(Violation("not-connected", "LP-CONNECT", ERROR, where, phrase("lp.v.not_connected", square=at)))
    return found


def open_ends(layout: BoardLayout, laid: Laid) -> list[tuple[Square, str]]:
    """Free squares a laid line points into, with the side of the free square it enters by."""
    ends = []
    for square, tile in sorted(laid.items()):
        for side in tile.sides:
            target = square.step(side)
            if layout.on_board(target) and target not in laid:
                ends.append((target, OPPOSITE[side]))
    return ends


def has_open_end(layout: BoardLayout, laid: Laid) -> bool:
    """Whether `open_ends` finds any (checked on every turn: it stops at the first, unsorted)."""
    return any(layout.on_board(target := square.step(side)) and target not in laid
               for square, tile in laid.items() for side in tile.sides)


def fitting_tile(layout: BoardLayout, laid: Laid, square: Square, value: int = 1) -> Tile:
    """The simplest tile that may go on a free square: a line towards each neighbouring line end."""
    sides = "".join(s for s in SIDES if (n := laid.get(square.step(s))) is not None and n.has(OPPOSITE[s]))
    return Tile(sides, value)


# --- the whole game ---------------------------------------------------------------------------------

def tiles_available(state: LoopitState) -> int:
    """LP-END: the tiles that can reach the board (the box, less the tiles removed or discarded)."""
    return TOTAL_TILES - GAME_LENGTHS[state.variant].removed_tiles(len(state.players)) - state.discarded


def tiles_laid(state: LoopitState) -> int:
    """Tiles on the board, the start tile included (light mode assumes it was laid). A turn whose points the
    table declares names no tile: it counts none, and such a game ends when the table says nobody can lay
    a tile (LP-END) or the agreed turns are played (LP-FIXED)."""
    return 1 + sum(len(t.tiles) for t in state.turns)


def _start_board(state: LoopitState) -> Laid:
    if state.mode == "board" and state.start is not None:
        return {state.board.centre: state.start}
    return {}


def _lay(state: LoopitState, laid: Laid, turn: Turn) -> None:
    """Put a turn's tiles on `laid` (a tile off the board or on a taken square stays off it)."""
    for tile in turn.tiles:
        if isinstance(tile, Placement) and state.board.on_board(tile.square):
            laid.setdefault(tile.square, tile.tile)


def replay(state: LoopitState) -> Iterator[tuple[int, Turn, Laid]]:
    """Each turn with the board as it was before it (board mode; empty in light mode)."""
    laid = _start_board(state)
    for index, turn in enumerate(state.turns):
        yield index, turn, dict(laid)
        _lay(state, laid, turn)


def final_board(state: LoopitState) -> Laid:
    """The board after the last turn."""
    laid = _start_board(state)
    for turn in state.turns:
        _lay(state, laid, turn)
    return laid


def check_start(state: LoopitState) -> list[Violation]:
    """LP-START: board mode needs the start tile on the centre, and it may not be a dead end."""
    if state.mode != "board":
        return []
    if state.start is None:
        if any(t.tiles for t in state.turns):
            return [Violation("no-start", "LP-START", ERROR, "start", phrase("lp.v.no_start"))]
        return []
    if state.start.dead_end:
        return [Violation("dead-end-start", "LP-START", ERROR, "start",
                          phrase("lp.v.dead_end_start", tile=tile_phrase(state.start)))]
    return []


def declared_limit(state: LoopitState) -> int:
    """LP-POINTS: the most a turn whose points the table declares may score. On the board, the board's
    highest multiplier bounds it; in light mode the table types each multiplier, up to the highest a board
    may carry (LP-BOARD)."""
    highest = state.board.highest_multiplier if state.mode == "board" else MULTIPLIERS[-1]
    return max_declared_points(highest)


def check_declared(state: LoopitState, index: int, turn: Turn) -> list[Violation]:
    """LP-POINTS for a points-only turn: a whole number from 0 to the most a turn can score, and no tile or
    swap besides (the points stand for the whole turn)."""
    where, points = f"turns[{index}].points", turn.declared
    if points is None:
        return []
    found = []
    if turn.tiles or turn.swap:
        found.append(Violation("declared-with-tiles", "LP-POINTS", ERROR, where,
                               phrase("lp.v.declared_with_tiles", turn=index + 1)))
    if isinstance(points, float):
        found.append(Violation("declared-not-whole", "LP-POINTS", ERROR, where,
                               phrase("lp.v.declared_not_whole", turn=index + 1, points=points)))
    elif not 0 <= points <= declared_limit(state):
        found.append(Violation("declared-out-of-range", "LP-POINTS", ERROR, where,
                               phrase("lp.v.declared_out_of_range", turn=index + 1, points=points,
                                      most=declared_limit(state))))
    return found


def check_turn(state: LoopitState, index: int, turn: Turn, laid: Laid) -> list[Violation]:
    """LP-ORDER, LP-THREE, LP-SWAP, points declared (LP-POINTS), then each tile in the order laid (earlier
    tiles of the turn count)."""
    where = f"turns[{index}]"
    found = []
    expected = state.players[turn.player].name
    if turn.named is not None and turn.named != expected:
        found.append(Violation("out-of-turn", "LP-ORDER", ERROR, where,
                               phrase("lp.v.out_of_turn", turn=index + 1, named=turn.named, expected=expected)))
    if len(turn.tiles) > MAX_TILES_PER_TURN:
        found.append(Violation("too-many-tiles", "LP-THREE", ERROR, where,
                               phrase("lp.v.too_many", turn=index + 1, count=len(turn.tiles),
                                      most=MAX_TILES_PER_TURN)))
    if turn.swap and turn.tiles:
        found.append(Violation("swap-after-laying", "LP-SWAP", ERROR, where,
                               phrase("lp.v.swap_with_tiles", turn=index + 1)))
    found += check_declared(state, index, turn)
    laid = dict(laid)
    for k, tile in enumerate(turn.tiles):
        at = f"{where}.tiles[{k}]"
        if isinstance(tile, LightTile):
            if not tile.links:
                found.append(Violation("not-connected", "LP-CONNECT", ERROR, at,
                                       phrase("lp.v.light_not_connected", turn=index + 1, n=k + 1)))
            continue
        found += check_placement(state.board, laid, tile.square, tile.tile, at)
        if state.board.on_board(tile.square):
            laid.setdefault(tile.square, tile.tile)
    return found


def check(state: LoopitState) -> list[Violation]:
    """Every rule the game as entered breaks, in the order of the game (final totals first: LP-FINAL)."""
    found = check_final(state) + check_start(state)
    length = GAME_LENGTHS[state.variant]
    limit = length.turns_per_player(len(state.players))
    available = tiles_available(state)
    count = 1
    for index, turn, laid in replay(state):
        if limit is not None and index >= limit * len(state.players):
            found.append(Violation("turn-after-end", "LP-FIXED", ERROR, f"turns[{index}]",
                                   phrase("lp.v.fixed_over", turn=index + 1, turns=limit)))
        elif count >= available:
            found.append(Violation("turn-after-end", "LP-END", ERROR, f"turns[{index}]",
                                   phrase("lp.v.tiles_out", turn=index + 1, available=available)))
        elif state.mode == "board" and state.start is not None and not has_open_end(state.board, laid):
            # "La partie se termine ... quand plus aucun coup n'est possible": not even a pass or a swap
            # comes after that.
            found.append(Violation("turn-after-end", "LP-END", ERROR, f"turns[{index}]",
                                   phrase("lp.v.no_move_left", turn=index + 1)))
        found += check_turn(state, index, turn, laid)
        count += len(turn.tiles)
    if count > available:
        found.append(Violation("too-many-laid", "LP-END", ERROR, "turns",
                               phrase("lp.v.more_than_box", count=count, available=available)))
    return found


# --- the end ----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class EndOfGame:
    over: bool | None
    reason: Phrase
    example: str | None = None


def end_of_game(state: LoopitState) -> EndOfGame:
    """LP-END / LP-FIXED: over when every tile is laid, the agreed turns are played, or nobody can lay a
    tile (no free square has a line pointing into it, or the table says so)."""
    if state.final is not None:  # LP-FINAL: the table entered the totals of a finished game
        return EndOfGame(True, phrase("lp.end.final"))
    available, laid_count = tiles_available(state), tiles_laid(state)
    if laid_count >= available:
        return EndOfGame(True, phrase("lp.end.tiles_out", available=available))
    limit = GAME_LENGTHS[state.variant].turns_per_player(len(state.players))
    if limit is not None and len(state.turns) >= limit * len(state.players):
        return EndOfGame(True, phrase("lp.end.turns_played", turns=limit))
    if state.blocked:
        return EndOfGame(True, phrase("lp.end.blocked"))
    nxt = state.players[state.seat_of_turn(len(state.turns))].name
    left = available - laid_count
    if state.turns and all(turn.declared is not None for turn in state.turns):  # points only: no tile seen
        going = (phrase("lp.end.going_points", player=nxt) if limit is None else
                 phrase("lp.end.going_points_fixed", player=nxt, played=len(state.turns),
                        total=limit * len(state.players)))
    elif limit is not None:
        going = phrase("lp.end.going_fixed", player=nxt, left=left, played=len(state.turns),
                       total=limit * len(state.players))
    else:
        going = phrase("lp.end.going_free", player=nxt, left=left)
    if state.mode != "board" or state.start is None:
        return EndOfGame(False, phrase("lp.end.going", going=going))
    laid = final_board(state)
    ends = open_ends(state.board, laid)
    if not ends:
        return EndOfGame(True, phrase("lp.end.no_open_end"))
    square = ends[0][0]
    tile = fitting_tile(state.board, laid, square)
    example = phrase("lp.end.example", square=square.name(), sides=[side_phrase(s) for s in tile.sides])
    return EndOfGame(False, phrase("lp.end.going_example", going=going, example=example),
                     f"{square.name()}={tile.notation()}")
