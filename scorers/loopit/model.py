"""Loopit's file format (pydantic) and the frozen state it becomes.

The file is the public contract documented in the README; `parse` turns it into a `LoopitState` or
raises `InvalidState` listing every located problem at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictFloat, StrictInt, ValidationError

from scorers.board_kind import BoardKind
from scorers.errors import InvalidState, ProblemCollector
from scorers.i18n import phrase
from scorers.loopit.rules import (
    COLOURS,
    DEFAULT_COLOURS,
    GAME_ID,
    MAX_BOARD_SIZE,
    MAX_LINKS,
    MAX_PLAYERS,
    MAX_VALUE,
    MIN_BOARD_SIZE,
    MIN_PLAYERS,
    MIN_VALUE,
    MULTIPLIERS,
    PLAYER_LETTERS,
    TOTAL_TILES,
    VARIANTS,
)
from scorers.loopit.tiles import (
    EXAMPLE_BOARD,
    PLAIN,
    BoardLayout,
    Square,
    Tile,
    layout_from_rows,
    parse_square,
    parse_tile,
)
from scorers.players import seat_players
from scorers.sheet import PlayerInfo
from scorers.validation import problems_from

Mode = Literal["board", "light"]
Variant = Literal[VARIANTS]  # type: ignore[valid-type]
Colour = Literal[COLOURS]  # type: ignore[valid-type]
Name = Annotated[str, Field(min_length=1, max_length=40)]
Value = Annotated[int, Field(ge=MIN_VALUE, le=MAX_VALUE)]


class PlayerEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: Name
    colour: Colour | None = None


class BoardEntry(BaseModel):
    """A board layout: rows top to bottom, '.' for a plain square, a digit for a multiplier square."""

    model_config = ConfigDict(extra="forbid")
    name: Annotated[str, Field(min_length=1, max_length=60)] = "custom"
    rows: Annotated[list[str], Field(min_length=MIN_BOARD_SIZE, max_length=MAX_BOARD_SIZE)]


class TileEntry(BaseModel):
    """A tile laid. Board mode: its square and the tile, {"at": "f5", "tile": "EW2"}. Light mode: its
    value, its square's multiplier and the linked neighbours' values, {"value": 2, "multiplier": 2,
    "links": [3]}."""

    model_config = ConfigDict(extra="forbid")
    at: str | None = Field(None, description="board mode: column letter and row number from the top, like 'f6'")
    tile: str | None = Field(None, description="board mode: line ends (N, E, S, W) then the value, like 'NS3'")
    value: Value | None = Field(None, description="light mode: the tile's value")
    multiplier: Literal[MULTIPLIERS] | None = Field(  # type: ignore[valid-type]
        None, description="light mode: the square's multiplier (default 1)")
    links: Annotated[list[Value], Field(max_length=MAX_LINKS)] | None = Field(
        None, description="light mode: the values of the neighbours whose line meets the tile's line")


class TurnEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    player: Name | None = Field(None, description="whose turn it is (checked against the seat order)")
    tiles: list[TileEntry] = []
    swap: bool = Field(False, description="no tile laid: the player swapped their 5 tiles")
    # Any number is read, so that `check` can say in words why 2.5 or 900 is not a turn's points.
    points: StrictInt | StrictFloat | None = Field(
        None, description="points only: the turn's points as the table declares them, no tiles (not refereed)")


class LoopitFile(BaseModel):
    """A Loopit game as typed by a person: players, the board and the tiles laid turn by turn."""

    model_config = ConfigDict(extra="forbid", title="Loopit game")
    game: Literal["loopit"]
    variant: Variant = "standard"
    players: Annotated[list[Name | PlayerEntry], Field(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)]
    mode: Mode = Field("board", description="board: tiles on squares; light: values, multipliers, links")
    board: BoardEntry | None = Field(None, description="the board layout; default: the example layout")
    start: str | None = Field(None, description="board mode: the start tile on the centre square, like 'NESW7'")
    discarded: Annotated[int, Field(ge=0, le=TOTAL_TILES)] = Field(
        0, description="tiles put out of the game (dead-end start tiles drawn and discarded)")
    turns: list[TurnEntry] = []
    blocked: bool = Field(False, description="the table found that nobody can lay a tile: the game is over")
    # Any number is read, so that `check` can say in words why 2.5 or -3 is not a total (LP-FINAL).
    final: dict[str, StrictInt | StrictFloat] | None = Field(
        None, description="final totals: each player's total at the end of the game by name, as the table "
                          "entered it (not refereed); the whole game's record: no turn beside it")
    date: str | None = Field(None, description="when the game was played, free text")


@dataclass(frozen=True)
class Placement:
    square: Square
    tile: Tile


@dataclass(frozen=True)
class LightTile:
    value: int
    multiplier: int
    links: tuple[int, ...]


@dataclass(frozen=True)
class Turn:
    player: int
    tiles: tuple[Placement | LightTile, ...]
    swap: bool = False
    named: str | None = field(default=None, compare=False)  # the player the file names, if it names one
    declared: int | float | None = None  # points only: the turn's points as the table declares them


@dataclass(frozen=True)
class LoopitState:
    players: tuple[PlayerInfo, ...]
    variant: str
    mode: str
    board: BoardLayout
    start: Tile | None
    turns: tuple[Turn, ...]
    discarded: int = 0
    blocked: bool = False
    date: str | None = None
    #: LP-FINAL: the game entered as each player's final total, (name, total) in the file's order; None when
    #: the game is entered turn by turn
    final: tuple[tuple[str, int | float], ...] | None = None

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]

    def seat_of_turn(self, index: int) -> int:
        """LP-ORDER: players take turns in seat order."""
        return index % len(self.players)


def _players(entries: list[str | PlayerEntry], problems: ProblemCollector) -> tuple[PlayerInfo, ...]:
    return seat_players(entries, problems, PLAYER_LETTERS, DEFAULT_COLOURS)


def _board(entry: BoardEntry | None, problems: ProblemCollector, where: str = "board.") -> BoardLayout:
    if entry is None:
        return EXAMPLE_BOARD
    size = len(entry.rows)
    if size % 2 == 0:
        problems.add(f"{where}rows", f"a board has an odd number of rows (a centre square), not {size}")
    for r, row in enumerate(entry.rows):
        cells = row.split()
        if len(cells) != size:
            problems.add(f"{where}rows[{r}]", f"a square board of {size} rows has {size} squares a row, "
                                              f"this row has {len(cells)}")
        for c, cell in enumerate(cells):
            if cell != PLAIN and cell not in {str(m) for m in MULTIPLIERS}:  # '²' is a digit to isdigit only
                problems.add(f"{where}rows[{r}][{c}]", phrase("in.loopit.square", cell=repr(cell),
                                                              low=MULTIPLIERS[0], high=MULTIPLIERS[-1]))
    if problems.problems:
        return EXAMPLE_BOARD
    return layout_from_rows(entry.name, entry.rows)


def board_from_file(data: Any) -> BoardLayout:
    """LP-BOARD: a board file on its own ({"name", "rows"}, as in a game file's `board`), or `InvalidState`
    with every located problem. What the board editor saves and the boards library stores."""
    try:
        entry = BoardEntry.model_validate(data)
    except ValidationError as error:
        raise InvalidState(problems_from(error)) from None
    problems = ProblemCollector()
    layout = _board(entry, problems, where="")
    problems.raise_if_any()
    return layout


def board_to_file(board: BoardLayout) -> dict[str, Any]:
    """The board file of a layout (inverse of `board_from_file`)."""
    return {"name": board.name, "rows": board.rows()}


def board_json_schema() -> dict[str, Any]:
    return BoardEntry.model_json_schema()


BOARD_ENTRY = 'a board-mode game lays tiles as {"at": square, "tile": tile}, like {"at": "f5", "tile": "EW2"}'
LIGHT_ENTRY = ('a light-mode game lays tiles as {"value": v, "multiplier": m, "links": [values]}, '
               'like {"value": 2, "multiplier": 2, "links": [3]}')


def _turns(model: LoopitFile, names: list[str], problems: ProblemCollector) -> tuple[Turn, ...]:
    turns = []
    for i, entry in enumerate(model.turns):
        if entry.player is not None and entry.player not in names:
            problems.add(f"turns[{i}].player", phrase("file.not_a_player", name=repr(entry.player),
                                                       players=", ".join(names)))
        tiles: list[Placement | LightTile] = []
        for k, tile in enumerate(entry.tiles):
            where = f"turns[{i}].tiles[{k}]"
            if model.mode == "light":
                if tile.at is not None or tile.tile is not None or tile.value is None:
                    problems.add(where, LIGHT_ENTRY)
                else:
                    tiles.append(LightTile(tile.value, tile.multiplier or 1, tuple(tile.links or ())))
                continue
            if tile.at is None or tile.tile is None or any(
                    given is not None for given in (tile.value, tile.multiplier, tile.links)):  # links: a list
                problems.add(where, BOARD_ENTRY)
                continue
            square, laid = parse_square(tile.at), parse_tile(tile.tile)
            for text, name in ((square, "at"), (laid, "tile")):
                if isinstance(text, str):
                    problems.add(f"{where}.{name}", text)
            if not isinstance(square, str) and not isinstance(laid, str):
                tiles.append(Placement(square, laid))
        declared = entry.points
        if isinstance(declared, float) and declared.is_integer():
            declared = int(declared)  # 28.0 is the whole number 28
        turns.append(Turn(i % len(names), tuple(tiles), entry.swap, entry.player, declared))
    return tuple(turns)


def parse(data: Any) -> LoopitState:
    """Validate a decoded JSON object; raise `InvalidState` with every located problem."""
    try:
        model = LoopitFile.model_validate(data)
    except ValidationError as error:
        raise InvalidState(problems_from(error)) from None
    problems = ProblemCollector()
    players = _players(model.players, problems)
    board = _board(model.board, problems)
    start = None
    if model.start is not None:
        start = parse_tile(model.start)
        if isinstance(start, str):
            problems.add("start", start)
    turns = _turns(model, [p.name for p in players], problems)
    problems.raise_if_any()
    final = None
    if model.final is not None:  # 142.0 is the whole number 142; which totals may stand is `check`'s (LP-FINAL)
        final = tuple((name, int(total) if isinstance(total, float) and total.is_integer() else total)
                      for name, total in model.final.items())
    return LoopitState(players, model.variant, model.mode, board, start, turns, model.discarded,
                       model.blocked, model.date, final)


def _tile_entry(tile: Placement | LightTile) -> dict[str, Any]:
    if isinstance(tile, Placement):
        return {"at": tile.square.name(), "tile": tile.tile.notation()}
    return {"value": tile.value, "multiplier": tile.multiplier, "links": list(tile.links)}


def to_file(state: LoopitState) -> dict[str, Any]:
    """The file form of a state (inverse of `parse`)."""
    data: dict[str, Any] = {
        "game": GAME_ID,
        "variant": state.variant,
        "players": [{"name": p.name, "colour": p.colour} for p in state.players],
        "mode": state.mode,
        "board": board_to_file(state.board),
    }
    if state.start is not None:
        data["start"] = state.start.notation()
    if state.discarded:
        data["discarded"] = state.discarded
    data["turns"] = [
        {"player": t.named if t.named is not None else state.players[t.player].name,
         "tiles": [_tile_entry(x) for x in t.tiles], **({"swap": True} if t.swap else {}),
         **({"points": t.declared} if t.declared is not None else {})}
        for t in state.turns
    ]
    if state.blocked:
        data["blocked"] = True
    if state.final is not None:
        data["final"] = dict(state.final)
    if state.date:
        data["date"] = state.date
    return data


def board_kind(game: str) -> BoardKind:
    """Loopit's printed board, as the table's boards keep it (`referee_app/boards.py`): the example layout first."""
    def defaults() -> dict[str, dict[str, Any]]:
        return {EXAMPLE_BOARD.name: {"name": EXAMPLE_BOARD.name, "rows": EXAMPLE_BOARD.rows()}}

    return BoardKind(game, BoardEntry, defaults, lambda board: {"game": game, "players": ["A", "B"], "board": board})
