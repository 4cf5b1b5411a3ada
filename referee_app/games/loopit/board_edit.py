"""What the Loopit board editor does to a board file, as pure functions (no Flet): a board file is
`{"name": ..., "rows": [". . 2 . .", ...]}`, the format of a game file's `board` (scorers.loopit.model).

Every function returns a new board file that `scorers.loopit.board_from_file` accepts: the size stays odd
and within the rules' bounds (LP-BOARD: the start square is the centre), a square holds "." or a multiplier
x2..x6, and the centre (the start square) never carries one. Nothing here decides a rule; the editor
saves only what `board_from_file` accepts.
"""

from __future__ import annotations

from typing import Any

from scorers.loopit import EXAMPLE_BOARD, Square, board_to_file
from scorers.loopit.rules import MAX_BOARD_SIZE, MIN_BOARD_SIZE, MULTIPLIERS
from scorers.loopit.tiles import PLAIN

Grid = list[list[int]]
#: The multipliers a square can be painted with: x1 is a plain square.
BRUSHES = MULTIPLIERS
DEFAULT_SIZE = EXAMPLE_BOARD.size


def grid_of(board: dict[str, Any]) -> Grid:
    return [[1 if cell == PLAIN else int(cell) for cell in row.split()] for row in board["rows"]]


def file_of(name: str, grid: Grid) -> dict[str, Any]:
    return {"name": name, "rows": [" ".join(PLAIN if m == 1 else str(m) for m in row) for row in grid]}


def blank(size: int = DEFAULT_SIZE, name: str = "custom") -> dict[str, Any]:
    """A board with no multiplier square: where a table starts to type in its own."""
    size = fit_size(size)
    return file_of(name, [[1] * size for _ in range(size)])


def default_board() -> dict[str, Any]:
    """The reconstructed default board (scorers.loopit.tiles), as a board file to correct."""
    return board_to_file(EXAMPLE_BOARD)


def fit_size(size: int) -> int:
    """The nearest size the rules accept: odd (a centre square), within the bounds."""
    size = max(MIN_BOARD_SIZE, min(MAX_BOARD_SIZE, size))
    return size if size % 2 else size - 1


def resize(board: dict[str, Any], size: int) -> dict[str, Any]:
    """The board grown or shrunk around its centre: squares keep their place relative to the start square;
    squares that fall off are dropped, new ones are plain."""
    old = grid_of(board)
    size = fit_size(size)
    shift = (size - len(old)) // 2
    grid = [[1] * size for _ in range(size)]
    for r, row in enumerate(old):
        for c, multiplier in enumerate(row):
            if 0 <= r + shift < size and 0 <= c + shift < size:
                grid[r + shift][c + shift] = multiplier
    return file_of(board["name"], grid)


def images(size: int, square: Square, mirror: bool) -> list[Square]:
    """The square and, with `mirror`, its images in the board's eight symmetries (the printed boards of
    this kind are symmetric: a quarter typed is the board typed)."""
    if not mirror:
        return [square]
    last = size - 1
    seen: list[Square] = []
    for r, c in ((square.row, square.column), (square.column, square.row)):
        for rr, cc in ((r, c), (last - r, c), (r, last - c), (last - r, last - c)):
            if Square(rr, cc) not in seen:
                seen.append(Square(rr, cc))
    return seen


def paint(board: dict[str, Any], square: Square, multiplier: int, mirror: bool = False) -> dict[str, Any]:
    """Give the square (and its mirror images) this multiplier; a square that already has it becomes plain
    again, so a second tap undoes a slip. The centre is the start square: it never takes a multiplier."""
    grid = grid_of(board)
    size = len(grid)
    centre = Square(size // 2, size // 2)
    targets = [s for s in images(size, square, mirror)
               if s != centre and 0 <= s.row < size and 0 <= s.column < size]
    if not targets or multiplier not in BRUSHES:
        return board
    new = 1 if all(grid[s.row][s.column] == multiplier for s in targets) else multiplier
    for s in targets:
        grid[s.row][s.column] = new
    return file_of(board["name"], grid)


def rename(board: dict[str, Any], name: str) -> dict[str, Any]:
    return {**board, "name": name}


def multiplier_at(board: dict[str, Any], square: Square) -> int:
    return grid_of(board)[square.row][square.column]
