"""A play of a game the app does not referee, as the table types it in History (`components/play_entry.py` is its
screen): the game (picked among those played before, or typed once and remembered, with how it is won), the
players and their final scores (or only who won), the day, the time and the details. No Flet here: `check` says
every problem of a draft at once, each beside its field, and `new_play` makes the `NewPlay` History keeps.

How a draft reads:
- scores are typed as a table counts them (`exchange.scores.read_score`: "37", "8+5", "-3", "12.5");
- a game with points, scores typed: places from the scores (ties share), the best place wins (highest or
  lowest, as the game says); "winners only", or a game without points: the winners are those tapped, first
  place, the others second;
- in teams, the players of one team are one side, named after its members ("Ana & Ben"), its score theirs added
  up (type it on one member, or each member's share);
- cooperative: the table wins or loses together (everyone first).
"""

from __future__ import annotations

import datetime as dt
import uuid
from dataclasses import dataclass, field, replace

from referee_app.exchange.scores import ScoreRefused, read_score
from referee_app.store.catalogue import BIGGEST_BGG_ID, NAME_LENGTH, PlayGame, game_key
from referee_app.store.records import NewPlay, PlayerResult, player_key
from scorers.errors import Problem, RefereeError
from scorers.i18n import Phrase, phrase, render
from scorers.registry import GAMES, GameInfo

#: The most players a play takes (BG Stats' largest real plays have 12).
MOST_SEATS = 30
NOTE_LENGTH, PLACE_LENGTH = 500, 80
LANGS = ("en", "fr")


class PlayRefused(RefereeError):
    """A draft that cannot be saved yet; each problem located at its field ("game", "seat-2-score"...)."""

    code = "play-refused"


@dataclass
class Seat:
    name: str
    score: str = ""  # as typed
    won: bool = False  # tapped: winners only, a game without points
    team: int = 0  # 0: alone; else the team's number


@dataclass
class PlayDraft:
    game: str = ""  # the game's name as typed
    game_id: str = ""  # the catalogue's id of a game picked among those played before
    bgg: str = ""
    points: bool = True
    highest_wins: bool = True
    cooperative: bool = False
    teams: bool = False
    winners_only: bool = False
    table_won: bool = False
    seats: list[Seat] = field(default_factory=list)
    day: str = ""  # as the reader writes days
    time: str = ""  # HH:MM
    duration: str = ""
    place: str = ""
    note: str = ""
    ignored: bool = False

    def with_game(self, game: PlayGame) -> PlayDraft:
        """The draft for this game, as the catalogue remembers how it is played."""
        return replace(self, game=game.name, game_id=game.id, bgg=str(game.bgg_id or ""), points=game.points,
                       highest_wins=game.highest_wins, cooperative=game.cooperative, teams=game.teams,
                       winners_only=self.winners_only and game.points)

    @property
    def scored(self) -> bool:
        """Whether the places come from typed scores (else from the winners tapped)."""
        return self.points and not self.winners_only and not self.cooperative


def our_game(name: str) -> GameInfo | None:
    """The game of ours a typed name is (in English or French, an id or an alias): it has its referee."""
    key = game_key(name)
    if not key:
        return None
    for game in GAMES:
        names = (game.id, *game.aliases, *(render(game.name, lang) for lang in LANGS))
        if key in {game_key(n) for n in names}:
            return game
    return None


def read_day(text: str, lang: str) -> dt.date | None:
    """A day as the reader writes it ("31/01/2026", "31/1/2026" in French) or ISO's "2026-01-31"; None if not one."""
    text = (text or "").strip()
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        pass
    if lang == "fr":
        try:
            return dt.datetime.strptime(text, "%d/%m/%Y").date()
        except ValueError:
            return None
    return None


def _read_time(text: str) -> dt.time | None:
    text = text.strip().replace("h", ":").replace(".", ":")
    try:
        return dt.datetime.strptime(text, "%H:%M").time()
    except ValueError:
        return None


@dataclass(frozen=True)
class Reading:
    """What a draft says so far: the sides (seat indexes), their scores, places and wins, and the problems."""

    sides: list[list[int]]
    scores: list[int | float | None]
    ranks: list[int]
    winners: list[bool]
    problems: list[Problem]


def read(draft: PlayDraft) -> Reading:
    """The result the draft gives as it is (its problems listed, never raised): for the line under the players."""
    problems: list[Problem] = []
    seats = draft.seats
    keys = [player_key(s.name) for s in seats]
    for i, seat in enumerate(seats):
        if keys.index(keys[i]) != i:
            problems.append(Problem(f"seat-{i}", phrase("pl.same_player", name=seat.name)))
    sides: dict[str, list[int]] = {}
    for i, seat in enumerate(seats):
        sides.setdefault(f"team:{seat.team}" if draft.teams and seat.team else f"seat:{i}", []).append(i)
    groups = list(sides.values())
    scores: list[int | float | None] = []
    unread: set[int] = set()  # seats whose score was refused (said once, not also as missing)
    for group in groups:
        total: int | float | None = None
        for i in group:
            try:
                value = read_score(seats[i].score) if draft.scored else None
            except ScoreRefused as refused:
                problems.append(Problem(f"seat-{i}-score", phrase("pl.bad_score", name=seats[i].name,
                                                                     reason=refused.reason)))
                value = None
                unread.add(i)
            if value is not None:
                total = value if total is None else total + value
        scores.append(total)
    if draft.cooperative:
        winners = [draft.table_won] * len(groups)
        ranks = [1] * len(groups)
    elif draft.scored:
        for group, score in zip(groups, scores, strict=True):
            if score is None and not unread & set(group):
                problems.append(Problem(f"seat-{group[0]}-score", phrase("pl.missing_score",
                                                                         name=seats[group[0]].name)))
        known = [s for s in scores if s is not None]
        better = (lambda a, b: a > b) if draft.highest_wins else (lambda a, b: a < b)
        ranks = [1 + sum(better(o, s) for o in known) if s is not None else len(groups) for s in scores]
        winners = [r == 1 and s is not None for r, s in zip(ranks, scores, strict=True)] if known else \
            [False] * len(groups)
    else:
        winners = [any(seats[i].won for i in group) for group in groups]
        ranks = [1 if won or not any(winners) else 2 for won in winners]
    return Reading(groups, scores, ranks, winners, problems)


def outcome(draft: PlayDraft, lang: str) -> str:
    """The result line under the players: "Winner: Anna", "Shared win: ...", "The table won"..."""
    reading = read(draft)
    if not draft.seats:
        return ""
    if draft.cooperative:
        return render(phrase("pl.table_won_line" if draft.table_won else "pl.table_lost_line"), lang)
    names = [_side_name(draft, group) for group, won in zip(reading.sides, reading.winners, strict=True) if won]
    if not names:
        return render(phrase("pl.pick_winner"), lang)
    key = "pl.winner_line" if len(names) == 1 else "pl.winners_line"
    return render(phrase(key, players=", ".join(names)), lang)


def _side_name(draft: PlayDraft, group: list[int]) -> str:
    return " & ".join(" ".join(draft.seats[i].name.split()) for i in group)


def check(draft: PlayDraft, lang: str, now: dt.datetime | None = None) -> list[Problem]:
    """Every problem of the draft, each located at its field; none: it can be saved."""
    now = now or dt.datetime.now().astimezone()
    problems: list[Problem] = []
    name = " ".join(draft.game.split())
    if not name:
        problems.append(Problem("game", phrase("pl.no_game")))
    elif len(name) > NAME_LENGTH:
        problems.append(Problem("game", phrase("pl.name_long", most=NAME_LENGTH)))
    if draft.bgg.strip() and not (draft.bgg.strip().isdigit() and 0 < int(draft.bgg) < BIGGEST_BGG_ID):
        problems.append(Problem("bgg", phrase("pl.bad_bgg")))
    if not draft.seats:
        problems.append(Problem("seats", phrase("pl.no_players")))
    for i, seat in enumerate(draft.seats):
        if len(" ".join(seat.name.split())) > NAME_LENGTH:
            problems.append(Problem(f"seat-{i}", phrase("pl.name_long", most=NAME_LENGTH)))
    problems += read(draft).problems
    day = read_day(draft.day, lang)
    if day is None:
        example = "31/01/2026" if lang == "fr" else "2026-01-31"
        problems.append(Problem("day", phrase("pl.bad_day", example=example)))
    time = _read_time(draft.time) if draft.time.strip() else dt.time(now.hour, now.minute)
    if time is None:
        problems.append(Problem("time", phrase("pl.bad_time")))
    if day is not None and time is not None and played_at(day, time) > now + dt.timedelta(minutes=1):
        problems.append(Problem("day", phrase("pl.future")))
    if draft.duration.strip() and not (draft.duration.strip().isdigit() and int(draft.duration) < 100_000):
        problems.append(Problem("duration", phrase("pl.bad_duration")))
    return problems


def played_at(day: dt.date, time: dt.time) -> dt.datetime:
    return dt.datetime.combine(day, time).astimezone()  # the device's local time


def new_play(draft: PlayDraft, lang: str, now: dt.datetime | None = None, source: str | None = None) -> NewPlay:
    """The play History keeps; `PlayRefused` with every problem when the draft is not ready."""
    now = now or dt.datetime.now().astimezone()
    problems = check(draft, lang, now)
    if problems:
        raise PlayRefused(problems)
    reading = read(draft)
    day = read_day(draft.day, lang)
    time = _read_time(draft.time) if draft.time.strip() else dt.time(now.hour, now.minute)
    assert day is not None and time is not None  # checked above
    results = []
    for seat, group in enumerate(reading.sides):
        names = tuple(" ".join(draft.seats[i].name.split()) for i in group)
        team = draft.teams and draft.seats[group[0]].team and len(group) > 1
        results.append(PlayerResult(seat=seat, player=" & ".join(names) if team else names[0],
                                    score=reading.scores[seat] if draft.points and not draft.winners_only else None,
                                    rank=reading.ranks[seat], winner=reading.winners[seat],
                                    members=names if team else ()))
    game = PlayGame(id=draft.game_id, name=" ".join(draft.game.split()),
                    bgg_id=int(draft.bgg) if draft.bgg.strip() else None, points=draft.points,
                    highest_wins=draft.highest_wins, cooperative=draft.cooperative, teams=draft.teams)
    return NewPlay(game="", title=", ".join(r.player for r in results), played=played_at(day, time),
                   results=tuple(results), source=source or str(uuid.uuid4()),
                   duration_min=int(draft.duration) if draft.duration.strip() else None,
                   note=draft.note.strip()[:NOTE_LENGTH] or None,
                   place=" ".join(draft.place.split())[:PLACE_LENGTH] or None, other=game,
                   cooperative=draft.cooperative, ignored=draft.ignored, entered=True, created=now)


def problem_at(problems: list[Problem], where: str) -> Phrase | None:
    """The first problem located at a field."""
    return next((p.phrase for p in problems if p.where == where), None)
