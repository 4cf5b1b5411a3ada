"""The track games' file format (pydantic) and the state it becomes.

A file names its players, its board (inline, or by the name it is kept under) and where each token
stands: `"tokens": {"Anna": [3, null, 12, null, 7]}` puts Anna's token 1 on cell 3, token 3 on cell 12,
token 5 on cell 7 and leaves 2 and 4 unplaced (cells count from 1). For a quick final tally without a
board, `"values": {"Anna": [0, 25, 9, null, -1]}` gives the value read under each token instead.
`parse` raises `InvalidState` listing every located problem at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from scorers.errors import InvalidState, ProblemCollector
from scorers.i18n import phrase
from scorers.players import seat_players
from scorers.sheet import PlayerInfo
from scorers.track.board import Board, BoardFile, board_from_file, board_to_file, saved_board
from scorers.track.editions import EDITIONS, Edition
from scorers.track.rules import COLOURS, DEFAULT_COLOURS, MAX_PLAYERS, MIN_PLAYERS, PLAYER_LETTERS, TOKENS
from scorers.validation import problems_from

Colour = Literal[COLOURS]  # type: ignore[valid-type]
Name = Annotated[str, Field(min_length=1, max_length=40)]
Spots = Annotated[list[int | None], Field(min_length=len(TOKENS), max_length=len(TOKENS))]


class PlayerEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: Name
    colour: Colour | None = None


class TrackFileBase(BaseModel):
    model_config = ConfigDict(extra="forbid")
    players: Annotated[list[Name | PlayerEntry], Field(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)]
    board: BoardFile | Name | None = Field(
        None, description="the board inline, or the name it is kept under (a bundled example or a saved board)")
    tokens: dict[str, Spots] | None = Field(
        None, description="player -> the cell (from 1) of tokens 1 to 5, null when not placed")
    values: dict[str, Spots] | None = Field(
        None, description="quick tally without a board: player -> the value under tokens 1 to 5, null = unplaced")
    house_rules: list[str] = Field(default_factory=list, description="house-rule settings switched on")
    date: str | None = Field(None, description="when the game was played, free text")

    @model_validator(mode="after")
    def _board_or_values(self) -> TrackFileBase:
        if self.values is not None and (self.board is not None or self.tokens is not None):
            raise ValueError("give either 'board' and 'tokens', or 'values' for a tally without board")
        if self.values is None and self.board is None:
            raise ValueError("give the 'board' (inline or by name), or 'values' for a tally without board")
        return self


class NumeriFile(TrackFileBase):
    model_config = ConfigDict(extra="forbid", title="Numeri game")
    game: Literal["numeri"]


class FroschelnFile(TrackFileBase):
    model_config = ConfigDict(extra="forbid", title="Fröscheln game")
    game: Literal["froscheln"]


FILE_MODELS: dict[str, type[TrackFileBase]] = {"numeri": NumeriFile, "froscheln": FroschelnFile}


@dataclass(frozen=True)
class TrackState:
    """A game at the table: players in seat order, the board, and each token's cell (None: not placed).

    With `values` instead of a board it is a quick tally: the value under each token as read."""

    edition: Edition
    players: tuple[PlayerInfo, ...]
    board: Board | None
    tokens: tuple[tuple[int | None, ...], ...]
    values: tuple[tuple[int | None, ...], ...] | None = None
    house_rules: frozenset[str] = frozenset()
    date: str | None = None

    @property
    def game(self) -> str:
        return self.edition.id

    @property
    def variant(self) -> None:
        return None  # the editions are two games of the registry, not variants of one

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]

    def all_cells(self) -> list[int | None]:
        return [cell for seat in self.tokens for cell in seat]

    def occupied(self) -> dict[int, tuple[int, int]]:
        """cell -> (seat, token) of every placed token (on a broken state, the last one listed wins)."""
        return {cell: (seat, token) for seat, cells in enumerate(self.tokens)
                for token, cell in zip(TOKENS, cells) if cell is not None}

    def cell_of(self, seat: int, token: int) -> int | None:
        return self.tokens[seat][token - 1]

    def with_tokens(self, tokens: tuple[tuple[int | None, ...], ...]) -> TrackState:
        return TrackState(self.edition, self.players, self.board, tokens, self.values, self.house_rules, self.date)


def _players(entries: list[str | PlayerEntry], problems: ProblemCollector) -> tuple[PlayerInfo, ...]:
    return seat_players(entries, problems, PLAYER_LETTERS, DEFAULT_COLOURS)


def _board(edition: Edition, value: BoardFile | str, problems: ProblemCollector) -> Board | None:
    if isinstance(value, str):
        data = saved_board(edition.id, value.strip())
        if data is None:
            problems.add("board", f"no board is kept under the name {value!r}: give it inline, or save it first")
            return None
        try:
            value = BoardFile.model_validate(data)
        except ValidationError as error:
            for problem in problems_from(error):
                problems.add(f"board({value}).{problem.where}", problem.phrase or problem.message)
            return None
    board = board_from_file(value)
    for problem in edition.board_problems(board):
        problems.add(f"board.{problem.where}", problem.text)  # a Phrase: said in the reader's language
    return board


def _per_player(data: dict[str, list[int | None]] | None, names: list[str], field: str, shift: int,
                problems: ProblemCollector) -> tuple[tuple[int | None, ...], ...]:
    """Each seat's five entries (missing players: nothing placed); `shift` turns cell numbers to indexes."""
    data = data or {}
    for name in data:
        if name not in names:
            problems.add(f"{field}.{name}", phrase("file.not_a_player", name=repr(name), players=", ".join(names)))
    return tuple(tuple(None if v is None else v - shift for v in data.get(name, [None] * len(TOKENS)))
                 for name in names)


def parse(data: Any) -> TrackState:
    """Validate a decoded JSON object of either edition; raise `InvalidState` with every located problem."""
    game = data.get("game") if isinstance(data, dict) else None
    model_class = FILE_MODELS.get(game, NumeriFile)
    try:
        model = model_class.model_validate(data)
    except ValidationError as error:
        raise InvalidState(problems_from(error)) from None
    edition = EDITIONS[model.game]
    problems = ProblemCollector()
    players = _players(model.players, problems)
    names = [p.name for p in players]
    for i, rule in enumerate(model.house_rules):
        if rule not in edition.house_rules:
            known = ", ".join(edition.house_rules) or "none"
            problems.add(f"house_rules[{i}]", f"{rule!r} is not a house rule of {edition.id} (known: {known})")
    board = _board(edition, model.board, problems) if model.board is not None else None
    if model.values is not None:
        values = _per_player(model.values, names, "values", 0, problems)
        problems.raise_if_any()
        empty = tuple((None,) * len(TOKENS) for _ in players)
        return TrackState(edition, players, None, empty, values, frozenset(model.house_rules), model.date)
    tokens = _per_player(model.tokens, names, "tokens", 1, problems)
    problems.raise_if_any()
    return TrackState(edition, players, board, tokens, None, frozenset(model.house_rules), model.date)


def to_file(state: TrackState) -> dict[str, Any]:
    """The file form of a state (inverse of `parse`); the board is written inline."""
    data: dict[str, Any] = {"game": state.game,
                            "players": [{"name": p.name, "colour": p.colour} for p in state.players]}
    if state.values is not None:
        data["values"] = {p.name: list(v) for p, v in zip(state.players, state.values)}
    else:
        data["board"] = board_to_file(state.board)
        data["tokens"] = {p.name: [None if c is None else c + 1 for c in cells]
                          for p, cells in zip(state.players, state.tokens)}
    if state.house_rules:
        data["house_rules"] = sorted(state.house_rules)
    if state.date:
        data["date"] = state.date
    return data
