"""The files of Paleo, Le Roi and Escarmouche, as typed by a person (pydantic): the public contract
documented in the README and printed by `referee schema`."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictFloat, StrictInt

from scorers.paleo.rules import (
    COLOURS,
    EXPLORER,
    KING,
    MAX_PLAYERS,
    MERCENARY,
    MIN_PLAYERS,
    REEF_ZONES,
    ROUND_WINS,
    TEAM_SIZE,
)

Name = Annotated[str, Field(min_length=1, max_length=40)]
Colour = Literal[COLOURS]  # type: ignore[valid-type]
Zone = Literal[REEF_ZONES]  # type: ignore[valid-type]
How = Literal[ROUND_WINS]  # type: ignore[valid-type]


class PlayerEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: Name
    colour: Colour | None = None


class TeamEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: Name | None = Field(None, description="the team's name; default 'A & B'")
    players: Annotated[list[Name], Field(min_length=TEAM_SIZE, max_length=TEAM_SIZE)]


class ReefEntry(BaseModel):
    """One reef placed, in placing order: who placed it and, if known, where (checked when given)."""

    model_config = ConfigDict(extra="forbid")
    by: Name
    half: Literal["own", "opposing"] | None = Field(None, description="in the placer's own half or not")
    zone: Zone | None = Field(None, description="'open', or a zone where reefs may be forbidden")


Reefs = list[Name | ReefEntry]
#: At 4 players: two teams, each {"name", "players"} or just the two names.
Teams = Annotated[list[TeamEntry | Annotated[list[Name], Field(min_length=TEAM_SIZE, max_length=TEAM_SIZE)]],
                  Field(min_length=2, max_length=2)]


class SideRecord(BaseModel):
    """What one side did in a round, counted at its end."""

    model_config = ConfigDict(extra="forbid")
    keys: Annotated[int, Field(ge=0, le=4)] = Field(0, description="keys its Explorers took (0-2)")
    on_door: bool = Field(False, description="one of its Explorers is on the door at the end")
    captured: Annotated[int, Field(ge=0, le=64)] = Field(
        0, description="of its pieces captured in the round (knocked off the board included, PA-OFF-BOARD); "
                       "a piece handed over in an exchange is not counted")
    freed: Annotated[int, Field(ge=0, le=64)] = Field(0, description="of its pieces freed (3-4 players)")
    exchanged: Annotated[int, Field(ge=0, le=64)] = Field(
        0, description="exchanges it made (2 players); each needs a captured piece, and may bring back the "
                       "piece handed over by an earlier one")


class RoundEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    winner: Name | None = Field(None, description="the side that won the round (a team: its name or a member)")
    how: How | None = Field(None, description="'door' (keys and door, 2 points) or 'capture' (1 point)")
    record: dict[str, SideRecord] | None = Field(None, description="side -> what it did; the result is derived")
    seats: list[Name] | None = Field(None, description="sides in seat order this round (Player 1 first)")
    reefs: Reefs | None = Field(None, description="the reefs placed before the round, in order")


Players = Annotated[list[Name | PlayerEntry], Field(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)]


class PaleoFile(BaseModel):
    """A Paleo match: players (teams at 4), then every round played."""

    model_config = ConfigDict(extra="forbid", title="Paleo match")
    game: Literal["paleo"]
    players: Players
    teams: Teams | None = None
    rounds: list[RoundEntry] = []
    # Any number is read, so that `check` can say in words why 2.5 or -3 is not a final score (PA-FINAL).
    final: dict[Name, StrictInt | StrictFloat] | None = Field(
        None, description="the match entered as each side's final score (a team: its name or a member), as the "
                          "table kept them (PA-FINAL): the whole log, no round beside it, not refereed")
    date: str | None = None


class KingCapture(BaseModel):
    """Le Roi: a king touched by an opposing piece."""

    model_config = ConfigDict(extra="forbid")
    king: Name = Field(description="whose king was touched")
    by: Name = Field(description="the player whose piece touched it")
    piece: Literal[EXPLORER, MERCENARY, KING] = Field(description="the touching piece")  # type: ignore[valid-type]
    touched_first: bool = Field(False, description="it touched another piece before the king in that shot")


class RoiFile(BaseModel):
    model_config = ConfigDict(extra="forbid", title="Paleo: Le Roi")
    game: Literal["paleo-roi"]
    players: Players
    teams: Teams | None = None
    captures: list[KingCapture] = []
    winner: Name | None = Field(None, description="the game entered as its winner alone, the side (a team: its "
                                                  "name or a member) the table saw win (RO-WINNER): the whole "
                                                  "log, not refereed")
    reefs: Reefs | None = None
    date: str | None = None


class SkirmishEvent(BaseModel):
    """Escarmouche: a piece becomes a killer, is killed by a killer, or is knocked off the board."""

    model_config = ConfigDict(extra="forbid")
    event: Literal["killer", "kill", "off"]
    player: Name = Field(description="whose piece")
    by: Name | None = Field(None, description="kill: the player whose killer touched it")
    was_killer: bool = Field(False, description="kill/off: the lost piece was a killer")


class EscarmoucheFile(BaseModel):
    model_config = ConfigDict(extra="forbid", title="Paleo: Escarmouche")
    game: Literal["paleo-escarmouche"]
    players: Players
    events: list[SkirmishEvent] = []
    winner: Name | None = Field(None, description="the game entered as its winner alone, the player the table "
                                                  "saw win (ES-WINNER): the whole log, not refereed")
    reefs: Reefs | None = None
    date: str | None = None
