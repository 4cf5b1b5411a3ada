"""The frozen states of Paleo, Le Roi and Escarmouche, built from their files (`scorers.paleo.files`).

`parse_*` turns a decoded file into a state or raises one `InvalidState` listing every located problem
(unknown names, missing results...); what breaks a rule of the game is left to the checks, which report
violations.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ValidationError

from scorers.errors import InvalidState, ProblemCollector
from scorers.i18n import phrase
from scorers.paleo.files import (
    EscarmoucheFile,
    PaleoFile,
    ReefEntry,
    RoiFile,
    RoundEntry,
    SideRecord,
    TeamEntry,
)
from scorers.paleo.rules import DEFAULT_COLOURS, ESCARMOUCHE, PALEO, ROI, TEAM_PLAYERS
from scorers.players import name_problem
from scorers.sheet import PlayerInfo
from scorers.validation import problems_from

LETTERS = "abcd"


# --- states ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Side:
    """Who scores together: a player, or a team of two at 4 players (PA-SIDES)."""

    name: str
    members: tuple[int, ...]
    colour: str


@dataclass(frozen=True)
class Reef:
    side: int
    half: str | None = None
    zone: str | None = None


@dataclass(frozen=True)
class Round:
    winner: int | None
    how: str | None
    record: dict[int, SideRecord] | None
    seats: tuple[int, ...] | None
    reefs: tuple[Reef, ...] | None


@dataclass(frozen=True)
class Table:
    """What the three games share: the players, the sides, and the file's date."""

    game: str
    players: tuple[PlayerInfo, ...]
    sides: tuple[Side, ...]
    date: str | None

    @property
    def teams(self) -> bool:
        return any(len(s.members) > 1 for s in self.sides)

    def side_of(self, player: int) -> int:
        return next(i for i, s in enumerate(self.sides) if player in s.members)


@dataclass(frozen=True)
class PaleoState(Table):
    rounds: tuple[Round, ...] = ()
    #: PA-FINAL: the match entered as each side's final score, (name, score) as the file gives them, by name
    #: (checked by the rules)
    final: tuple[tuple[str, int | float], ...] | None = None


@dataclass(frozen=True)
class Capture:
    king: int
    by: int
    piece: str
    touched_first: bool


@dataclass(frozen=True)
class RoiState(Table):
    captures: tuple[Capture, ...] = ()
    reefs: tuple[Reef, ...] | None = None
    #: RO-WINNER: the game entered as its winner alone, the name as the file gives it (checked by the rules)
    winner: str | None = None


@dataclass(frozen=True)
class Event:
    event: str
    player: int
    by: int | None
    was_killer: bool


@dataclass(frozen=True)
class EscarmoucheState(Table):
    events: tuple[Event, ...] = ()
    reefs: tuple[Reef, ...] | None = None
    #: ES-WINNER: the game entered as its winner alone, the name as the file gives it (checked by the rules)
    winner: str | None = None


# --- parsing ---------------------------------------------------------------------------------------


class _Names:
    """Resolves the names typed in a file to players and sides, collecting located problems."""

    def __init__(self, players: tuple[PlayerInfo, ...], sides: tuple[Side, ...], problems: ProblemCollector):
        self.players, self.sides, self.problems = players, sides, problems
        self.player_names = [p.name for p in players]

    def player(self, name: str, where: str) -> int | None:
        if name in self.player_names:
            return self.player_names.index(name)
        self.problems.add(where, phrase("file.not_a_player", name=repr(name), players=", ".join(self.player_names)))
        return None

    def side(self, name: str, where: str) -> int | None:
        """A side by its name or, for a team, by a member's name."""
        for i, side in enumerate(self.sides):
            if name == side.name or name in [self.player_names[m] for m in side.members]:
                return i
        known = ", ".join(s.name for s in self.sides)
        self.problems.add(where, f"{name!r} is neither a player nor a team ({known})")
        return None


def _players(entries: list, problems: ProblemCollector) -> tuple[PlayerInfo, ...]:
    players: list[PlayerInfo] = []
    for seat, entry in enumerate(entries):
        name = (entry if isinstance(entry, str) else entry.name).strip()
        colour = None if isinstance(entry, str) else entry.colour
        if not name:
            problems.add(f"players[{seat}]", phrase("val.name_needed"))
        elif why := name_problem(name):
            problems.add(f"players[{seat}]", why)
        if name in [p.name for p in players]:
            problems.add(f"players[{seat}]", phrase("val.name_taken", name=name))
        players.append(PlayerInfo(name, colour or "", LETTERS[seat]))
    return tuple(players)


def _sides(game: str, players: tuple[PlayerInfo, ...], teams: list | None,
           problems: ProblemCollector) -> tuple[Side, ...]:
    """PA-SIDES (RO-PARTNER): alone at 2 and 3 players; two teams of two at 4 (optional in Le Roi)."""
    names = [p.name for p in players]
    if teams is None:
        if game == PALEO and len(players) == TEAM_PLAYERS:
            problems.add("teams", "at 4 players Paleo is played in two teams of two: give 'teams'")
        sides = [Side(p.name, (i,), p.colour) for i, p in enumerate(players)]
    else:
        if len(players) != TEAM_PLAYERS:
            problems.add("teams", f"teams are played at 4 players only, not {len(players)}")
            return tuple(Side(p.name, (i,), p.colour) for i, p in enumerate(players))
        sides, seen = [], set()
        for t, team in enumerate(teams):
            team = team if isinstance(team, TeamEntry) else TeamEntry(players=team)
            members = []
            for k, name in enumerate(team.players):
                if name not in names:
                    problems.add(f"teams[{t}].players[{k}]", phrase("file.not_a_player_short", name=repr(name)))
                elif name in seen:
                    problems.add(f"teams[{t}].players[{k}]", phrase("pa.file.in_a_team", name=name))
                else:
                    seen.add(name)
                    members.append(names.index(name))
            colour = next((players[m].colour for m in members if players[m].colour), "")
            sides.append(Side(team.name or " & ".join(team.players), tuple(members), colour))
        if len({s.name for s in sides}) < len(sides):
            problems.add("teams", "the two teams need different names")
    free = [c for c in DEFAULT_COLOURS if c not in {s.colour for s in sides}]
    sides = [s if s.colour else Side(s.name, s.members, free.pop(0)) for s in sides]
    return tuple(sides)


def _coloured(players: tuple[PlayerInfo, ...], sides: tuple[Side, ...]) -> tuple[PlayerInfo, ...]:
    """Players without a colour take their side's (a player left out of every team by a wrong name keeps
    none: the teams' problems are reported instead)."""
    colour = {m: s.colour for s in sides for m in s.members}
    return tuple(p if p.colour else PlayerInfo(p.name, colour.get(i, ""), p.letter) for i, p in enumerate(players))


def _reefs(entries: list | None, names: _Names, where: str) -> tuple[Reef, ...] | None:
    if entries is None:
        return None
    reefs = []
    for k, entry in enumerate(entries):
        entry = ReefEntry(by=entry) if isinstance(entry, str) else entry
        side = names.side(entry.by, f"{where}[{k}]")
        reefs.append(Reef(side if side is not None else 0, entry.half, entry.zone))
    return tuple(reefs)


def _validated(model: type[BaseModel], data: Any) -> BaseModel:
    try:
        return model.model_validate(data)
    except ValidationError as error:
        raise InvalidState(problems_from(error)) from None


def _table(model: BaseModel, problems: ProblemCollector) -> tuple[tuple[PlayerInfo, ...], tuple[Side, ...], _Names]:
    players = _players(model.players, problems)
    sides = _sides(model.game, players, getattr(model, "teams", None), problems)
    players = _coloured(players, sides)
    return players, sides, _Names(players, sides, problems)


def _round(entry: RoundEntry, r: int, names: _Names) -> Round:
    where = f"rounds[{r}]"
    winner = names.side(entry.winner, f"{where}.winner") if entry.winner else None
    record = None
    if entry.record is not None:
        record = {}
        for name, side_record in entry.record.items():
            side = names.side(name, f"{where}.record.{name}")
            if side is not None:
                record[side] = side_record
    if entry.record is None and (entry.winner is None or entry.how is None):
        names.problems.add(where, "say who won and how ('winner' and 'how'), or give the round's 'record'")
    seats = None
    if entry.seats is not None:
        seats = tuple(names.side(n, f"{where}.seats[{k}]") for k, n in enumerate(entry.seats))
        if sorted(s for s in seats if s is not None) != list(range(len(names.sides))):
            names.problems.add(f"{where}.seats", "name every side once, in seat order")
    return Round(winner, entry.how, record, seats, _reefs(entry.reefs, names, f"{where}.reefs"))


def parse_paleo(data: Any) -> PaleoState:
    model = _validated(PaleoFile, data)
    problems = ProblemCollector()
    players, sides, names = _table(model, problems)
    rounds = tuple(_round(entry, r, names) for r, entry in enumerate(model.rounds))
    problems.raise_if_any()
    # by name: the file's order says nothing (a QR payload sorts its keys)
    final = tuple(sorted(model.final.items())) if model.final is not None else None
    return PaleoState(PALEO, players, sides, model.date, rounds, final)


def parse_roi(data: Any) -> RoiState:
    model = _validated(RoiFile, data)
    problems = ProblemCollector()
    players, sides, names = _table(model, problems)
    captures = []
    for k, c in enumerate(model.captures):
        king, by = names.player(c.king, f"captures[{k}].king"), names.player(c.by, f"captures[{k}].by")
        captures.append(Capture(king or 0, by or 0, c.piece, c.touched_first))
    reefs = _reefs(model.reefs, names, "reefs")
    problems.raise_if_any()
    return RoiState(ROI, players, sides, model.date, tuple(captures), reefs, model.winner)


def parse_escarmouche(data: Any) -> EscarmoucheState:
    model = _validated(EscarmoucheFile, data)
    problems = ProblemCollector()
    players, sides, names = _table(model, problems)
    events = []
    for k, e in enumerate(model.events):
        player = names.player(e.player, f"events[{k}].player")
        by = names.player(e.by, f"events[{k}].by") if e.by else None
        if e.event == "kill" and e.by is None:
            problems.add(f"events[{k}].by", "a kill names the player whose killer touched the piece")
        events.append(Event(e.event, player or 0, by, e.was_killer))
    reefs = _reefs(model.reefs, names, "reefs")
    problems.raise_if_any()
    return EscarmoucheState(ESCARMOUCHE, players, sides, model.date, tuple(events), reefs, model.winner)


# --- back to files ---------------------------------------------------------------------------------


def _table_file(state: Table) -> dict[str, Any]:
    data: dict[str, Any] = {"game": state.game,
                            "players": [{"name": p.name, "colour": p.colour} for p in state.players]}
    if state.teams:
        data["teams"] = [{"name": s.name, "players": [state.players[m].name for m in s.members]}
                         for s in state.sides]
    return data


def _reefs_file(state: Table, reefs: tuple[Reef, ...]) -> list:
    out = []
    for reef in reefs:
        name = state.sides[reef.side].name
        extra = {k: v for k, v in (("half", reef.half), ("zone", reef.zone)) if v}
        out.append({"by": name, **extra} if extra else name)
    return out


def to_file(state: PaleoState | RoiState | EscarmoucheState) -> dict[str, Any]:
    """The file form of a state (inverse of the parsers)."""
    data = _table_file(state)
    if isinstance(state, PaleoState):
        data["rounds"] = []
        for rnd in state.rounds:
            entry: dict[str, Any] = {}
            if rnd.winner is not None:
                entry["winner"] = state.sides[rnd.winner].name
            if rnd.how:
                entry["how"] = rnd.how
            if rnd.record is not None:
                entry["record"] = {state.sides[s].name: r.model_dump(exclude_defaults=True)
                                   for s, r in rnd.record.items()}
            if rnd.seats is not None:
                entry["seats"] = [state.sides[s].name for s in rnd.seats]
            if rnd.reefs is not None:
                entry["reefs"] = _reefs_file(state, rnd.reefs)
            data["rounds"].append(entry)
        if state.final is not None:
            data["final"] = dict(state.final)
    elif isinstance(state, RoiState):
        data["captures"] = [{"king": state.players[c.king].name, "by": state.players[c.by].name,
                             "piece": c.piece, **({"touched_first": True} if c.touched_first else {})}
                            for c in state.captures]
    else:
        data["events"] = [{"event": e.event, "player": state.players[e.player].name,
                           **({"by": state.players[e.by].name} if e.by is not None else {}),
                           **({"was_killer": True} if e.was_killer else {})} for e in state.events]
    if not isinstance(state, PaleoState) and state.winner is not None:
        data["winner"] = state.winner
    if not isinstance(state, PaleoState) and state.reefs is not None:
        data["reefs"] = _reefs_file(state, state.reefs)
    if state.date:
        data["date"] = state.date
    return data
