"""Hundsgemein's file format (pydantic) and the state it becomes.

The file is the public contract documented in the README; `parse` turns it into a
`HundsgemeinState` or raises `InvalidState` listing every located problem at once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Annotated, Any, Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from scorers.errors import InvalidState, ProblemCollector
from scorers.hundsgemein.geometry import CENTRE_INDEX, STREET_IDS, index
from scorers.hundsgemein.rules import (
    BOARD_SIZE,
    BREEDS,
    COLOURS,
    DEFAULT_COLOURS,
    FLEA_TYPES,
    GAME_ID,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PLAYER_LETTERS,
    UNKNOWN_FLEA,
)
from scorers.hundsgemein.streets import STREET_RULES, StreetCount
from scorers.i18n import Phrase, phrase
from scorers.players import seat_players
from scorers.sheet import PlayerInfo
from scorers.validation import problems_from

StreetId = Literal[STREET_IDS]  # type: ignore[valid-type]
Breed = Literal[BREEDS]  # type: ignore[valid-type]
Colour = Literal[COLOURS]  # type: ignore[valid-type]
Count = Annotated[int, Field(ge=0, le=2 * BOARD_SIZE)]
Run = Annotated[int, Field(ge=0, le=BOARD_SIZE)]

EMPTY, CENTRE_MARK = "..", "##"
_TILE = re.compile(rf"^([{PLAYER_LETTERS}])([{FLEA_TYPES[0]}-{FLEA_TYPES[-1]}{re.escape(UNKNOWN_FLEA)}])$",
                   re.IGNORECASE)


class PlayerEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: Annotated[str, Field(min_length=1, max_length=40)]
    colour: Colour | None = None


class ExpertCount(BaseModel):
    """A player's tiles along one street and, for expert scoring, the longest run on each side."""

    model_config = ConfigDict(extra="forbid")
    tiles: Count
    runs: tuple[Run, Run] | None = Field(
        None, description="longest unbroken run on the north/west side, then the south/east side")


class HundsgemeinFile(BaseModel):
    """A Hundsgemein game as typed by a person: players, dogs, and the board or street counts."""

    model_config = ConfigDict(extra="forbid", title="Hundsgemein game")
    game: Literal["hundsgemein"]
    variant: Literal["standard", "expert"] = "standard"
    players: Annotated[list[Annotated[str, Field(min_length=1, max_length=40)] | PlayerEntry],
                       Field(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)]
    dogs: dict[StreetId, Breed]
    board: Annotated[list[str], Field(min_length=BOARD_SIZE, max_length=BOARD_SIZE)] | None = Field(
        None, description="7 rows north to south of 7 cells: '..', '##' (centre) or letter+type, the type '?' "
                    "when only the tile's colour side is known (HG-COLOURS)")
    streets: dict[StreetId, dict[str, Count | ExpertCount]] | None = Field(
        None, description="street counts instead of a board: street -> player name -> count")
    date: str | None = Field(None, description="when the game was played, free text")

    @model_validator(mode="after")
    def _board_or_streets(self) -> "HundsgemeinFile":
        if (self.board is None) == (self.streets is None):
            raise ValueError("give either 'board' or 'streets', not both and not neither")
        return self


class Tile(NamedTuple):
    """A flea tile: its owner's seat (0-based) and its type (1-4), None when only its colour side is known
    (HG-COLOURS). A tuple, for fast board work."""

    player: int
    flea: int | None


@dataclass(frozen=True)
class HundsgemeinState:
    """A game at the table: players in seat order, the dogs, and the board or the street counts."""

    players: tuple[PlayerInfo, ...]
    variant: str
    dogs: dict[str, str]
    board: tuple[Tile | None, ...] | None
    streets: dict[str, dict[int, StreetCount]] | None
    date: str | None = None

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]

    def with_board(self, board: tuple[Tile | None, ...]) -> "HundsgemeinState":
        return HundsgemeinState(self.players, self.variant, self.dogs, board, None, self.date)

    def with_variant(self, variant: str) -> "HundsgemeinState":
        return HundsgemeinState(self.players, variant, self.dogs, self.board, self.streets, self.date)


def parse_cell(token: str, player_count: int) -> Tile | None | Phrase:
    """A board cell, or why it is not one (a phrase: the command says it in the asked language)."""
    if token in (EMPTY, CENTRE_MARK):
        return None
    match = _TILE.match(token)
    if not match:
        return phrase("hg.in.not_a_cell", token=repr(token), unknown=UNKNOWN_FLEA)
    player = PLAYER_LETTERS.index(match.group(1).lower())
    if player >= player_count:
        return phrase("hg.in.no_such_player", token=repr(token), letter=repr(match.group(1)), n=player_count)
    flea = match.group(2)
    return Tile(player, None if flea == UNKNOWN_FLEA else int(flea))


def _players(entries: list[str | PlayerEntry], problems: ProblemCollector) -> tuple[PlayerInfo, ...]:
    return seat_players(entries, problems, PLAYER_LETTERS, DEFAULT_COLOURS)


def _board(rows: list[str], player_count: int, problems: ProblemCollector) -> tuple[Tile | None, ...]:
    cells: list[Tile | None] = []
    for r, row in enumerate(rows):
        tokens = row.split()
        if len(tokens) != BOARD_SIZE:
            problems.add(f"board[{r}]", phrase("hg.in.row_cells", size=BOARD_SIZE, n=len(tokens)))
            tokens = (tokens + [EMPTY] * BOARD_SIZE)[:BOARD_SIZE]
        for c, token in enumerate(tokens):
            if token == CENTRE_MARK and index(r, c) != CENTRE_INDEX:
                problems.add(f"board[{r}][{c}]", phrase("hg.in.centre_mark"))
            cell = parse_cell(token, player_count)
            if isinstance(cell, Phrase):
                problems.add(f"board[{r}][{c}]", cell)
                cell = None
            cells.append(cell)
    return tuple(cells)


def _streets(data: dict[str, dict[str, int | ExpertCount]], names: list[str], variant: str,
             problems: ProblemCollector) -> dict[str, dict[int, StreetCount]]:
    streets: dict[str, dict[int, StreetCount]] = {}
    for street, counts in data.items():
        streets[street] = {}
        for name, value in counts.items():
            where = f"streets.{street}.{name}"
            if name not in names:
                problems.add(where, phrase("file.not_a_player", name=repr(name), players=", ".join(names)))
                continue
            count = StreetCount(value) if isinstance(value, int) else StreetCount(value.tiles, value.runs)
            if STREET_RULES[variant].needs_runs and count.runs is None:
                problems.add(where, "expert scoring needs {\"tiles\": n, \"runs\": [north/west, south/east]}")
            streets[street][names.index(name)] = count
    return streets


def parse(data: Any) -> HundsgemeinState:
    """Validate a decoded JSON object; raise `InvalidState` with every located problem."""
    try:
        model = HundsgemeinFile.model_validate(data)
    except ValidationError as error:
        raise InvalidState(problems_from(error)) from None
    problems = ProblemCollector()
    players = _players(model.players, problems)
    names = [p.name for p in players]
    board = _board(model.board, len(players), problems) if model.board is not None else None
    streets = (_streets(model.streets, names, model.variant, problems)
               if model.streets is not None else None)
    problems.raise_if_any()
    return HundsgemeinState(players, model.variant, dict(model.dogs), board, streets, model.date)


def to_file(state: HundsgemeinState) -> dict[str, Any]:
    """The file form of a state (inverse of `parse`)."""
    data: dict[str, Any] = {
        "game": GAME_ID,
        "variant": state.variant,
        "players": [{"name": p.name, "colour": p.colour} for p in state.players],
        "dogs": dict(state.dogs),
    }
    if state.board is not None:
        data["board"] = [
            " ".join(_cell_text(state.board[index(r, c)], index(r, c)) for c in range(BOARD_SIZE))
            for r in range(BOARD_SIZE)
        ]
    if state.streets is not None:
        data["streets"] = {
            street: {
                state.players[p].name: (c.tiles if c.runs is None else {"tiles": c.tiles, "runs": list(c.runs)})
                for p, c in counts.items()
            }
            for street, counts in state.streets.items()
        }
    if state.date:
        data["date"] = state.date
    return data


def _cell_text(tile: Tile | None, block: int) -> str:
    if tile is None:
        return CENTRE_MARK if block == CENTRE_INDEX else EMPTY
    return f"{PLAYER_LETTERS[tile.player]}{UNKNOWN_FLEA if tile.flea is None else tile.flea}"
