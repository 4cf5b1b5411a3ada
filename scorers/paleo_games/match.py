"""The machinery every score-race game shares: sides, the file, replaying the log, the score sheet.

A match is a list of sides (players, or teams at Pitchanque) and the log of what happened at the table
(shots, mènes, goals...), in order. `MatchGame.replay` plays the log event by event through the game's
own `play` hook, which returns a `Step` (what the event did, with its reasons and rule ids) or a
`Refusal` (the event cannot happen, and the rule that says so). Replaying stops at the first refused
event. A game is a subclass giving its id, its event types, its opening tally and three hooks:
`play`, `winner` and, for games played shot by shot, whose turn it is.
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar, Generic, Self, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from scorers.errors import IllegalMove, ImpossibleState, InvalidState, ProblemCollector
from scorers.i18n import Phrase, phrase
from scorers.players import name_problem
from scorers.registry import GameInfo, find_game
from scorers.replays import KeptReplays
from scorers.sheet import Criterion, PlayerInfo, ScoreLine, ScoreSheet, rank_players
from scorers.validation import problems_from
from scorers.violations import Severity, Violation

#: PG-SIDES: the letter naming each side in files (team a / team b at Pitchanque), and default colours.
SIDE_LETTERS = "abcd"
DEFAULT_COLOURS = ("blue", "red", "green", "yellow")
COLOURS = ("blue", "red", "green", "yellow", "black", "white", "orange", "purple")

Name = Annotated[str, Field(min_length=1, max_length=40)]


class PlayerEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: Name
    colour: str | None = None


class Event(BaseModel):
    """One thing that happened at the table; each game defines its own kinds."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class MatchFile(BaseModel):
    """What every derived game's file has; each game narrows `game` and `events`."""

    model_config = ConfigDict(extra="forbid")
    players: Annotated[list[Name | PlayerEntry], Field(min_length=1, max_length=4)]
    house_rules: list[str] = Field(default_factory=list, description="ids of the house-rule settings in force")
    date: str | None = Field(None, description="when the match was played, free text")


@dataclass(frozen=True)
class MatchState:
    """A match as typed: the sides in order, their members, the settings, the log."""

    game: str
    players: tuple[PlayerInfo, ...]
    house_rules: frozenset[str]
    events: tuple[Event, ...]
    members: tuple[tuple[str, ...], ...] = ()
    options: dict[str, Any] = dataclasses.field(default_factory=dict)
    date: str | None = None

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]

    def side(self, name: str) -> int:
        seat = self._seats.get(name)
        return self.names.index(name) if seat is None else seat  # an unknown name: list.index's ValueError

    @functools.cached_property
    def _seats(self) -> dict[str, int]:
        """name -> seat, asked several times an event (the first seat of a name, as `list.index` finds)."""
        return {p.name: seat for seat, p in reversed(list(enumerate(self.players)))}

    def with_events(self, events: tuple[Event, ...]) -> "MatchState":
        return dataclasses.replace(self, events=events)


@dataclass(frozen=True)
class Tally:
    """The running state of a match: the score per side and whose turn it is (None: anyone may start).
    Games extend it with what they need to remember (doubles made, gates passed...)."""

    score: tuple[int, ...]
    turn: int | None = None

    def add(self, side: int, points: int) -> tuple[int, ...]:
        return tuple(s + points if i == side else s for i, s in enumerate(self.score))

    def evolve(self, **changes: Any) -> Self:
        """`dataclasses.replace`, faster (it runs on every event): a tally's fields are all in its
        `__dict__` and all set by `__init__`, which still refuses a name that is not a field."""
        return type(self)(**{**self.__dict__, **changes})


T = TypeVar("T", bound=Tally)


@dataclass(frozen=True)
class Step:
    """What one event did: the new tally, who scored how much, and why (with the rule ids)."""

    tally: Tally
    subject: Phrase
    scorer: int | None
    points: int
    reasons: tuple[Phrase, ...]
    rules: tuple[str, ...]


@dataclass(frozen=True)
class Refusal:
    """The event cannot happen: the rule and what it says."""

    code: str
    rule: str
    text: Phrase


@dataclass(frozen=True)
class Replay:
    steps: tuple[Step, ...]
    tally: Tally
    winner: int | None
    refused: Violation | None = None
    #: index of the event that won the match (events after it are refused)
    won_at: int | None = None


#: The last replays of every derived game (the set-up names the game).
_KEPT: KeptReplays[tuple[Step, ...]] = KeptReplays()


class MatchGame(Generic[T]):
    """A derived game. Subclasses set the class attributes and the hooks."""

    game_id: ClassVar[str]
    prefix: ClassVar[str]  # message-key and rule-id prefix of the game
    file_model: ClassVar[type[MatchFile]]
    target: ClassVar[int]  # the score that wins (shown as "first to N")
    #: column headings of the line table: the event number, the event, who scored, the points
    columns: ClassVar[tuple[str, str, str, str]] = ("pg.col.no", "pg.col.event", "pg.col.scorer", "pg.col.points")
    rank_name: ClassVar[str] = "pg.criterion.points"
    #: the ids of the game's own rules, in the order of its rule book (its module's docstring)
    rulebook: ClassVar[tuple[str, ...]] = ()
    #: whether shots are taken in turn (PG-TURN)
    takes_turns: ClassVar[bool] = False

    def rules(self) -> tuple[tuple[str, Phrase], ...]:
        """The rules this game follows, each with its id and its sentence: what the table can ask."""
        shared = ("PG-SIDES", "PG-LOG", *(("PG-TURN",) if self.takes_turns else ()), "PG-OVER",
                  *(("PG-TOTALS",) if self.turn_points else ()), *(("PG-FINAL",) if self.final_scores else ()),
                  *(("PG-WINNER",) if self.final_winner else ()))
        return tuple((rule, phrase(f"pg.rule.{rule}")) for rule in (*shared, *self.rulebook))

    def answer(self, rule: str) -> Phrase:
        """The sentence of one rule of this game (a rule id from a violation or an explanation)."""
        known = dict(self.rules())
        if rule not in known:
            raise KeyError(f"{rule} is not a rule of {self.game_id}")
        return known[rule]

    # --- hooks --------------------------------------------------------------------------------
    def start(self, state: MatchState) -> T:
        return Tally(score=(0,) * len(state.players))  # type: ignore[return-value]

    def play(self, state: MatchState, tally: T, event: Event) -> Step | Refusal:
        raise NotImplementedError

    def target_of(self, state: MatchState) -> int:
        """The score that wins this match (the class's `target` unless the match sets its own)."""
        return self.target

    def winner(self, state: MatchState, tally: T) -> int | None:
        """The side that has won, once one has (default: first to the target)."""
        return next((i for i, s in enumerate(tally.score) if s >= self.target_of(state)), None)

    def actor(self, state: MatchState, event: Event) -> int | None:
        """The side that played this event, when turns are kept (None: not a shot of a side)."""
        return None

    def sides(self, model: MatchFile, problems: ProblemCollector) -> tuple[tuple[PlayerInfo, ...], tuple]:
        """The sides and their members from the file (players; Pitchanque overrides: teams)."""
        players = _players(model.players, problems)
        return players, tuple((p.name,) for p in players)

    def options(self, model: MatchFile, players: tuple[PlayerInfo, ...], problems: ProblemCollector) -> dict:
        return {}

    def check_names(self, state: MatchState, problems: ProblemCollector) -> None:
        """Every player named by an event is a side of the match (PG-SIDES)."""
        names = set(state.names)
        for i, event in enumerate(state.events):
            for field, value in event.__dict__.items():  # what iterating the model gives, without its copy
                if field in self.name_fields:
                    values = value.keys() if isinstance(value, dict) else [value]
                    for name in values:
                        if name is not None and name not in names:
                            problems.add(f"events[{i}].{field}",
                                         f"{name!r} is not in this match ({', '.join(state.names)})")

    name_fields: ClassVar[tuple[str, ...]] = ("player",)

    # --- turn points (PG-TOTALS, `scorers.paleo_games.totals`) ----------------------------------------
    #: whether a turn may be entered as its points alone
    turn_points: ClassVar[bool] = False
    #: whether a turn entered as its points names the numbers it closed (Billard Cricket)
    closes_numbers: ClassVar[bool] = False

    def turn_bound(self, state: MatchState, tally: T, side: int, closed: list[int]) -> int:
        """PG-TOTALS: the most a turn entered as its points can score for `side` from this tally."""
        return 0

    def turn_closes(self, state: MatchState, tally: T, side: int, closed: list[int]) -> Refusal | None:
        """PG-TOTALS: whether the numbers a turn names as closed can be (only Billard Cricket names any)."""
        return None

    def after_turn(self, state: MatchState, tally: T, side: int, points: int, closed: list[int]) -> T:
        """The tally after a turn entered as its points: the points added and, where turns are kept,
        the turn passed to the other side."""
        changes: dict[str, Any] = {"score": tally.add(side, points)}
        if self.takes_turns:
            changes["turn"] = 1 - side
        return tally.evolve(**changes)

    # --- final scores (PG-FINAL, `scorers.paleo_games.final`) ------------------------------------------
    #: whether a match may be entered as its final scores alone (games whose result is points)
    final_scores: ClassVar[bool] = False
    #: whether a match may be entered as its winner alone (PG-WINNER: games whose result is who finishes first)
    final_winner: ClassVar[bool] = False
    #: the rule that says who wins (cited when final scores have no winner, two, or pass the most)
    win_rule: ClassVar[str] = "PG-OVER"

    def final_most(self, state: MatchState) -> int | None:
        """PG-FINAL: the most a side's final score can be (default: the target, reached one point at a time
        or exactly); None where points have no bound (they accumulate over any number of turns)."""
        return self.target_of(state)

    def final_won_by(self, state: MatchState, score: tuple[int, ...]) -> int | Refusal:
        """PG-FINAL: the side these final scores (whole, within the most) say has won, or the refusal that says
        why they name no winner (default: the one side at or over the target; none, or two, is refused citing
        the game's winning rule)."""
        target = self.target_of(state)
        reached = [side for side, points in enumerate(score) if points >= target]
        if not reached:
            return Refusal("final-no-winner", self.win_rule, phrase("pg.final.no_winner", target=target))
        if len(reached) > 1:
            return Refusal("final-two-winners", self.win_rule, phrase(
                "pg.final.two_winners", players=[state.names[side] for side in reached], target=target))
        return reached[0]

    def final_won(self, state: MatchState, score: tuple[int, ...], winner: int) -> Phrase:
        """PG-FINAL: the sheet's sentence saying how the final scores' winner won (default: reached the target)."""
        return phrase("pg.final.won", player=state.names[winner], score=score[winner], target=self.target_of(state))

    def final_refused(self, state: MatchState, score: tuple[int, ...], winner: int) -> Refusal | None:
        """PG-FINAL: why scores within the most cannot still end a match of this game (default: they can)."""
        return None

    def after_final(self, state: MatchState, tally: T, score: tuple[int, ...], winner: int) -> T:
        """The tally of a match entered as its final scores: those scores, nobody's turn."""
        return tally.evolve(score=score, turn=None)

    # --- the registry's interface ----------------------------------------------------------------
    @property
    def info(self) -> GameInfo:
        return find_game(self.game_id)

    def json_schema(self) -> dict[str, Any]:
        return self.file_model.model_json_schema()

    def parse(self, data: Any) -> MatchState:
        try:
            model = self.file_model.model_validate(data)
        except ValidationError as error:
            raise InvalidState(problems_from(error)) from None
        problems = ProblemCollector()
        players, members = self.sides(model, problems)
        known = {h.id for h in self.info.house_rules}
        for i, rule in enumerate(model.house_rules):
            if rule not in known:
                problems.add(f"house_rules[{i}]", f"{rule!r} is not a house rule of this game "
                                                  f"({', '.join(sorted(known)) or 'none'})")
        low, high = self.info.min_players, self.info.max_players
        count = sum(len(m) for m in members)
        if not low <= count <= high:
            problems.add("players", f"this game is for {low} to {high} players, not {count}")
        options = self.options(model, players, problems)
        state = MatchState(self.game_id, players, frozenset(model.house_rules), tuple(model.events), members,
                           options, model.date)
        self.check_names(state, problems)
        problems.raise_if_any()
        return state

    def to_file(self, state: MatchState) -> dict[str, Any]:
        data: dict[str, Any] = {"game": self.game_id, **self.sides_file(state)}
        if state.house_rules:
            data["house_rules"] = sorted(state.house_rules)
        data.update(self.options_file(state))
        data["events"] = [{"type": e.type, **e.model_dump(mode="json", exclude_defaults=True)} for e in state.events]
        if state.date:
            data["date"] = state.date
        return data

    def file_sides(self, players: list[dict[str, str]]) -> dict[str, Any]:
        """The file's sides for these people in seat order (`[{"name", "colour"}]`): one side each."""
        return {"players": players}

    def sides_file(self, state: MatchState) -> dict[str, Any]:
        return {"players": [{"name": p.name, "colour": p.colour} for p in state.players]}

    def options_file(self, state: MatchState) -> dict[str, Any]:
        return {}

    def replay(self, state: MatchState) -> Replay:
        """The log event by event until the first it refuses (never raises); played on from a kept
        replay of the same match where the logs agree (scorers.replays: an event's step depends only
        on the set-up, the tally before it and the event)."""
        setup = (state.game, state.players, state.house_rules, state.members, state.options)
        found = _KEPT.best(setup, state.events)
        result = self._replay_from(state, found[0][:found[1]] if found else ())
        _KEPT.keep(setup, state.events, result.steps)
        return result

    def forget_caches(self) -> None:
        """Drop the kept replays, so that the next check or score plays the log from the start."""
        _KEPT.clear()

    def _replay_from(self, state: MatchState, kept: tuple[Step, ...]) -> Replay:
        steps: list[Step] = list(kept)
        tally = steps[-1].tally if steps else self.start(state)
        won = self.winner(state, tally) if steps else None
        for i in range(len(steps), len(state.events)):
            event = state.events[i]
            if won is not None:
                return Replay(tuple(steps), tally, won, _violation(i, Refusal(
                    "match-over", "PG-OVER", phrase("pg.over", winner=state.names[won]))), i - 1)
            actor = self.actor(state, event)
            if tally.turn is not None and actor is not None and actor != tally.turn:
                return Replay(tuple(steps), tally, None, _violation(i, Refusal(
                    "not-their-turn", "PG-TURN", phrase("pg.turn", player=state.names[tally.turn],
                                                        shooter=state.names[actor]))))
            outcome = self.play(state, tally, event)
            if isinstance(outcome, Refusal):
                return Replay(tuple(steps), tally, None, _violation(i, outcome))
            steps.append(outcome)
            tally = outcome.tally
            won = self.winner(state, tally)
        return Replay(tuple(steps), tally, won, None, len(steps) - 1 if won is not None else None)

    def check(self, state: MatchState) -> list[Violation]:
        refused = self.replay(state).refused
        return [refused] if refused else []

    def judge(self, state: MatchState, event: Event) -> list[Violation]:
        """Whether this event may come next: the violations it would raise (none: it may)."""
        return self.check(state.with_events((*state.events, event)))

    def append(self, state: MatchState, event: Event) -> MatchState:
        """The match with this event logged; raises `IllegalMove` when it cannot happen."""
        violations = self.judge(state, event)
        if violations:
            raise IllegalMove([f"{v.where}: {v.message()}" for v in violations], violations)
        return state.with_events((*state.events, event))

    def end_status(self, state: MatchState) -> tuple[bool | None, Phrase, str | None]:
        replay = self.replay(state)
        return replay.winner is not None, self.status(state, replay), None

    def status(self, state: MatchState, replay: Replay) -> Phrase:
        score = _score_phrase(state, replay.tally)
        if replay.winner is not None:
            return phrase("pg.status.won", winner=state.names[replay.winner], score=score)
        return phrase(f"{self.prefix}.goal", target=self.target_of(state), score=score)

    def whose_turn(self, state: MatchState) -> int | None:
        return self.replay(state).tally.turn

    def score(self, state: MatchState, replay: Replay | None = None) -> ScoreSheet:
        """The score sheet; `replay` may pass on what `replay(state)` already gave, to save replaying."""
        replay = replay or self.replay(state)
        if replay.refused:
            raise ImpossibleState([f"{replay.refused.where}: {replay.refused.message()}"], (replay.refused,))
        names = state.names
        lines = []
        for number, step in enumerate(replay.steps, start=1):
            running = _score_phrase(state, step.tally)
            lines.append(ScoreLine(
                label=str(number), subject=step.subject,
                winner=names[step.scorer] if step.scorer is not None and step.points > 0 else None,
                points=step.points, explanation=(*step.reasons, phrase("pg.running", score=running)),
                rules=step.rules, details={"score": dict(zip(names, step.tally.score))}))
        totals = dict(zip(names, replay.tally.score))
        won = {n: int(i == replay.winner) for i, n in enumerate(names)}
        ranking = rank_players(names, [Criterion(phrase(self.rank_name), totals),
                                       Criterion(phrase("pg.criterion.won"), won)])
        info = self.info
        rules_on = [h for h in info.house_rules if h.id in state.house_rules]
        headline = [phrase("pg.headline", target=phrase(f"{self.prefix}.goal_short", target=self.target_of(state)))]
        if replay.winner is None:
            headline.append(phrase("pg.in_progress", status=self.status(state, replay)))
        headline += [phrase("pg.house_rule", name=h.name, about=h.description) for h in rules_on]
        if any(len(m) > 1 for m in state.members):
            headline.append(phrase("pg.teams", teams=[phrase("pg.team", team=p.name, members=list(m))
                                                      for p, m in zip(state.players, state.members)]))
        return ScoreSheet(
            game=self.game_id, game_name=info.name, variant=None, variant_name=None,
            settings={h.id: h.id in state.house_rules for h in info.house_rules},
            players=state.players, lines=tuple(lines), totals=totals, extra_totals={}, ranking=ranking,
            columns=tuple(phrase(c) for c in self.columns),  # type: ignore[arg-type]
            headline=tuple(headline), finished=replay.winner is not None,
            teams=frozenset(p.name for p, m in zip(state.players, state.members) if len(m) > 1))

    def over(self, state: MatchState) -> bool:
        return self.replay(state).winner is not None


def _violation(index: int, refusal: Refusal) -> Violation:
    return Violation(refusal.code, refusal.rule, Severity.ERROR, f"events[{index}]", refusal.text)


def _score_phrase(state: MatchState, tally: Tally) -> Phrase:
    """"Ana 12 – Ben 8" (every side, in order)."""
    parts = [phrase("pg.score_part", side=n, points=s) for n, s in zip(state.names, tally.score)]
    text = parts[0]
    for part in parts[1:]:
        text = phrase("pg.score_more", before=text, part=part)
    return text


def _players(entries: list[str | PlayerEntry], problems: ProblemCollector, where: str = "players"
             ) -> tuple[PlayerInfo, ...]:
    """Names in order, each with a colour (the first free default when none is given) and a letter."""
    players: list[PlayerInfo] = []
    for seat, entry in enumerate(entries):
        name = (entry if isinstance(entry, str) else entry.name).strip()
        colour = None if isinstance(entry, str) else entry.colour
        if not name:
            problems.add(f"{where}[{seat}]", phrase("val.name_needed"))
        elif why := name_problem(name):
            problems.add(f"{where}[{seat}]", why)
        if name in [p.name for p in players]:
            problems.add(f"{where}[{seat}]", phrase("val.match_name_taken", name=name))
        if colour is not None and colour not in COLOURS:
            problems.add(f"{where}[{seat}].colour", f"{colour!r} is not a colour ({', '.join(COLOURS)})")
        if colour and colour in [p.colour for p in players]:
            problems.add(f"{where}[{seat}].colour", f"colour {colour!r} is already taken")
        players.append(PlayerInfo(name, colour or "", SIDE_LETTERS[seat % len(SIDE_LETTERS)]))
    free = [c for c in DEFAULT_COLOURS + COLOURS if c not in {p.colour for p in players}]
    return tuple(p if p.colour else PlayerInfo(p.name, free.pop(0), p.letter) for p in players)


players_from = _players
score_phrase = _score_phrase
