"""BG Stats files coming in: every play of a BG Stats export (a real one, or ours: `tables.bgstats_plays`) becomes
a game of the history, read as BG Stats means it (issue 34).

- The file: UTF-8 JSON, an object with the lists `games`, `players` and `plays` (the rest, tags, groups,
  locations, challenges..., is read where it says something: `locations` names a play's place), at most
  `MOST_BYTES` and `MOST_PLAYS`. Anything else is refused whole (`UnreadableInput`), in the reader's language.
- A play's game is one of ours when it is matched (`match_game`): by our own id (our export's `metaData`, or
  `sourceGameId`), by its BGG id (`BGG_IDS`), else by its name (any case, accents optional) against every
  game's name in English and French, id and aliases, when the file's game is not another one (a BoardGameGeek
  game whose designers are not ours: Peter Rustemeyer's cooperative Paleo is not Pascal Reymond's). Any other
  game is a game the app does not referee: kept in the catalogue (`store.catalogue`) with its BGG id, name and
  way of scoring, its plays in History beside ours.
- Teams: the play's `usesTeams` decides (BG Stats writes `team: "0"` on every player of plays without teams; the
  play's flag wins over the game's): players of one team value are one side, named after its members ("Ana &
  Ben"; our own export names them in `metaData`), its score the members' (added up if they differ).
- Scores are BG Stats' text, read by `scores.read_score` (sums evaluated, decimals kept); none recorded is no
  score (the winners say who won). Places: as given (BG Stats writes 0 for "unranked"), else from the scores as
  the game reads them, else winners first. A cooperative game's table wins or loses together.
- `ignored` plays are kept and shown as such, left out of the statistics; players BG Stats kept anonymous are
  kept apart (never one player, never "the same player twice", no profile). Players are matched by name
  (`player_key`: any case or spacing), to the spelling a profile already has.
- A play of one of our games is kept as recorded, not refereed, with the reason when our rules could not hold it
  (7 players at Numeri, no scores, a decimal); our own export's plays carry their game file (`metaData`): they
  come back as refereed games the app reopens.
- Set aside, with the reason, in the reader's language: a play that is not one, of a game or player not in the
  file, with a player twice, a score that is no number (`"10**30"`), a date that is none (or beyond the years a
  table plays), a name that is not text, a play already in History (a play BG Stats gave a uuid is that play, in
  any case: plays entered by date only share their game, second and people; a play of this app, our own export
  imported back, is any of the file's plays with its game, second and people) or twice in the file (the same
  uuid in any case).
- `plan_import` only reads: nothing changes until `apply_import` adds every taken play in one transaction
  (`store.records.add_plays`).
"""

from __future__ import annotations

import json
import uuid
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from referee_app.exchange.scores import ScoreRefused, is_sum, read_score
from referee_app.exchange.tables import BG_DATE, META_KEY, NAMESPACE
from referee_app.store.catalogue import PlayGame, game_key
from referee_app.store.records import ANONYMOUS_KEY, NewPlay, PlayerResult, Scoring, player_key, scoring_of
from scorers.errors import Problem, RefereeError, UnreadableInput
from scorers.i18n import Phrase, phrase, render
from scorers.loading import MAX_INPUT_BYTES, decode
from scorers.registry import GAMES, GameInfo, find_game

#: BoardGameGeek's ids of our games, only those checked on boardgamegeek.com (none today: 300531, once listed for
#: Paleo, is Peter Rustemeyer's cooperative Paleo, which real files hold; ours is matched by name and designer).
BGG_IDS: dict[int, str] = {game.bgg_id: game.id for game in GAMES if game.bgg_id is not None}

#: The location our export once gave a play without a place (the app itself): no place when it comes back.
APP_LOCATION = str(uuid.uuid5(NAMESPACE, "location:table-referee"))

#: The lists every BG Stats export has at its top level.
REQUIRED_LISTS = ("games", "players", "plays")
LANGS = ("en", "fr")
#: The largest file read, and the most plays: a real export of 1,550 plays (and 479 games) is 2.7 MB; 20,000
#: plays are a play a day for fifty years.
MOST_BYTES = min(MAX_INPUT_BYTES, 32 * 1024 * 1024)
MOST_PLAYS = 20_000
#: The years a play may be dated (BG Stats writes local "YYYY-MM-DD HH:MM:SS"; a year 9999 is a mistake).
FIRST_YEAR, LAST_YEAR = 1900, 2999
#: The longest name, note and place taken (longer ones are cut, as the History screen cuts what is typed).
NAME_LENGTH, NOTE_LENGTH, PLACE_LENGTH = 120, 2000, 120
ANONYMOUS_NAME = "Anonymous player"


def fold(text: str) -> str:
    """Case-, spacing- and accent-insensitive form of a name."""
    return game_key(text)


def _names() -> dict[str, str]:
    names: dict[str, str] = {}
    for game in GAMES:
        for name in (game.id, *game.aliases, *(render(game.name, lang) for lang in LANGS)):
            names.setdefault(fold(name), game.id)
    return names


@dataclass(frozen=True)
class Skipped:
    """A play not taken: where it is in the file, which game and when (as the file says), and why."""

    where: str  # "plays[3]"
    game: str
    date: str
    reason: Phrase

    def text(self, lang: str) -> str:
        return render(phrase("bg.skipped_line", where=self.where, game=self.game or "?", date=self.date or "?",
                             reason=render(self.reason, lang)), lang)


@dataclass(frozen=True)
class Taken:
    """A play taken, where it is in the file and what is worth saying of it (why our rules could not referee it)."""

    where: str
    play: NewPlay
    name: str  # its game's name, as the file says
    remarks: tuple[Phrase, ...] = ()
    counts: tuple[tuple[str, int], ...] = ()  # what it holds that the report counts: sums, decimals, anonymous


@dataclass(frozen=True)
class ImportPlan:
    """What an import would do: the plays it takes and those it skips, with why, and what it noticed."""

    taken: tuple[NewPlay, ...]
    skipped: tuple[Skipped, ...]
    found: tuple[Taken, ...] = ()  # the taken plays with where they are and their remarks
    facts: dict[str, int] = field(default_factory=dict)  # counts said in the report (sums, decimals...)
    new_games: tuple[str, ...] = ()  # the games the app does not referee that join its catalogue

    def reasons(self) -> Counter:
        """How many plays were set aside for each reason (its message key)."""
        return Counter(s.reason.key for s in self.skipped)

    def lines(self, lang: str, names: dict[str, str] | None = None) -> list[str]:
        """The report in the reader's language: a summary, what was noticed, each play set aside and why, each
        play of ours kept without a referee and why, then each play taken."""
        say = [render(phrase("bg.summary", taken=len(self.taken), skipped=len(self.skipped)), lang)]
        if self.new_games:
            shown = ", ".join(self.new_games[:6]) + (", …" if len(self.new_games) > 6 else "")
            say.append(render(phrase("bg.fact.new_games", count=len(self.new_games), games=shown), lang))
        say += [render(phrase(f"bg.fact.{key}", count=count), lang) for key, count in self.facts.items() if count]
        say += [s.text(lang) for s in self.skipped]
        for taken in self.found:
            if taken.remarks:
                say.append(render(phrase("bg.kept_line", where=taken.where, game=taken.name,
                                         date=taken.play.played.astimezone().strftime(BG_DATE),
                                         reason="; ".join(render(r, lang) for r in taken.remarks)), lang))
        for taken in self.found:
            play = taken.play
            name = play.other.name if play.other else (names or {}).get(play.game) or taken.name or play.game
            say.append(render(phrase("bg.taken_line", game=name, date=play.played.astimezone().strftime(BG_DATE),
                                     title=play.title), lang))
        return say

    def to_dict(self, lang: str) -> dict[str, Any]:
        return {"taken": [{"game": p.game or None, "other": p.other.name if p.other else None,
                           "played": p.played.isoformat(timespec="seconds"), "title": p.title, "source": p.source,
                           "refereed": p.document is not None, "ignored": p.ignored,
                           "remarks": [render(r, lang) for r in t.remarks]}
                          for p, t in zip(self.taken, self.found, strict=True)],
                "skipped": [{"where": s.where, "game": s.game, "date": s.date, "reason": render(s.reason, lang)}
                            for s in self.skipped],
                "facts": {**self.facts, "new_games": len(self.new_games)}}


def _has_surrogate(text: str) -> bool:
    return any(0xD800 <= ord(c) <= 0xDFFF for c in text)


def read_export(data: bytes | str) -> dict:
    """The BG Stats export in a file's bytes (or text); `UnreadableInput` for anything else."""
    if len(data) > MOST_BYTES:
        raise UnreadableInput(phrase("bg.in.too_large", size=len(data) // (1024 * 1024),
                                     most=MOST_BYTES // (1024 * 1024)))
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise UnreadableInput(phrase("bg.in.not_utf8")) from None
    try:
        export = decode(data)
    except UnreadableInput as error:  # where JSON's reader stopped: a line and column, said in every language
        raise UnreadableInput([Problem(error.problems[0].where, phrase("bg.in.not_json"))]) from None
    if not isinstance(export, dict) or not all(isinstance(export.get(key), list) for key in REQUIRED_LISTS):
        raise UnreadableInput(phrase("bg.in.shape"))
    if len(export["plays"]) > MOST_PLAYS:
        raise UnreadableInput(phrase("bg.in.too_many", count=len(export["plays"]), most=MOST_PLAYS))
    return export


class _Skip(Exception):
    def __init__(self, reason: Phrase) -> None:
        super().__init__(reason.key)
        self.reason = reason


def _by_id(items: Iterable[Any]) -> dict[Any, dict]:
    """Items of a list by their `id` (the first one of an id twice; items that are not objects ignored)."""
    found: dict[Any, dict] = {}
    for item in items:
        if isinstance(item, dict) and isinstance(item.get("id"), (int, str)) and not isinstance(item["id"], bool):
            found.setdefault(item["id"], item)
    return found


def _ref(value: Any) -> int | str | None:
    """A reference to an item of a list (an id), or None when it cannot be one."""
    return value if isinstance(value, (int, str)) and not isinstance(value, bool) else None


def _text(value: Any, longest: int = NAME_LENGTH) -> str:
    """A text of the file, its spaces collapsed (13 real names end with a blank), cut at `longest`; a text that
    is not text (a lone surrogate, which no file of ours can write) is a reason to set the play aside."""
    if not isinstance(value, str):
        return ""
    if _has_surrogate(value):
        raise _Skip(phrase("bg.skip.not_text", text=value.encode("utf-8", "backslashreplace").decode()[:40]))
    return " ".join(value.split())[:longest]


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _meta(value: Any) -> dict:
    """BG Stats' `metaData`: a JSON object written as text (our own export keeps its details under `META_KEY`)."""
    if isinstance(value, dict):
        return value
    if not isinstance(value, str) or not value.startswith("{") or len(value) > 2_000_000:
        return {}
    try:
        found = json.loads(value)
    except (ValueError, RecursionError):
        return {}
    return found if isinstance(found, dict) else {}


def _ours(item: dict) -> dict:
    found = _meta(item.get("metaData")).get(META_KEY)
    return found if isinstance(found, dict) else {}


def _designers(text: Any) -> set[str]:
    return {fold(part) for part in str(text or "").split(",") if part.strip()}


def match_game(game: dict, names: dict[str, str]) -> str | None:
    """Our game id of a BG Stats game: by our own id (our export's), then BGG id, then its name unless the file's
    game is another BoardGameGeek game (designers not ours); None when it is not ours."""
    for value in (_ours(game).get("game"), game.get("sourceGameId")):
        if isinstance(value, str):
            try:
                return find_game(value).id
            except RefereeError:
                pass
    bgg = _int(game.get("bggId"))
    if bgg and bgg in BGG_IDS:
        return BGG_IDS[bgg]
    for key in ("name", "bggName"):
        value = game.get(key)
        found = names.get(fold(value)) if isinstance(value, str) and value.strip() else None
        if found is None:
            continue
        ours = find_game(found)
        theirs = _designers(game.get("designers"))
        if ours.designers and (bgg or theirs) and not theirs & {fold(d) for d in ours.designers}:
            return None  # a BoardGameGeek game of that name by someone else
        return found
    return None


def _score(value: Any) -> int | float | None:
    try:
        return read_score(value)
    except ScoreRefused as refused:
        raise _Skip(phrase("bg.skip.score", reason=refused.reason)) from None


def _ranks(scores: list, winners: list[bool], given: list[int], scoring: Scoring) -> list[int]:
    """Places as given when every side has one, else from the scores (ties share) when every side has one and the
    game has points, else winners first (everyone first when no one won)."""
    if all(r > 0 for r in given):
        return list(given)
    if scoring.points and scores and all(s is not None for s in scores):
        return [1 + sum(scoring.better(other, mine) for other in scores) for mine in scores]
    return [1 if won or not any(winners) else 2 for won in winners]


def _moment(value: Any) -> datetime | None:
    """A BG Stats time (local "YYYY-MM-DD HH:MM:SS", or ISO's "T") as an aware time; None when it is not one, or
    beyond the years a table plays (a year 9999 in a time zone west of Greenwich is past datetime's last day)."""
    if not isinstance(value, str):
        return None
    try:
        moment = datetime.strptime(value.strip().replace("T", " ")[:19], BG_DATE)
        if not FIRST_YEAR <= moment.year <= LAST_YEAR:
            return None
        return moment.astimezone()  # BG Stats' times are local
    except (ValueError, OverflowError, OSError):
        return None


def _played(value: Any) -> datetime:
    moment = _moment(value)
    if moment is None:
        raise _Skip(phrase("bg.skip.date", date=str(value)[:40]))
    return moment


def _duration(value: Any) -> int | None:
    value = _int(value)
    return value if value is not None and 0 < value < 100_000 else None


def history_key(game: str, played: datetime, people: Iterable[str]) -> tuple[str, str, frozenset[str]]:
    """A play as an import recognises it: its game, its time to the second (local, as BG Stats writes it)
    and its people (their keys; anonymous ones left out)."""
    return game, played.astimezone().strftime(BG_DATE), frozenset(k for k in people if k != ANONYMOUS_KEY)


@dataclass
class _Context:
    """What every play of a file is read against: the file's lists, our games' names, the store's profiles,
    History's plays and the catalogue's games."""

    games: dict
    players: dict
    places: dict
    names: dict[str, str]
    spelled: dict[str, str]
    known: dict  # History's plays by game, second and people: the BG Stats uuids among them (None: ours)
    catalogue: dict[tuple[str, Any], PlayGame]
    other_games: dict[Any, PlayGame | None] = field(default_factory=dict)  # the file's games, read once
    facts: Counter = field(default_factory=Counter)
    counts: Counter = field(default_factory=Counter)  # those of the play being read
    new_games: dict[str, str] = field(default_factory=dict)


def _other_game(context: _Context, game: dict) -> PlayGame:
    """The catalogue game of a BG Stats game that is not ours: the catalogue's own when it has it (same BGG id, else
    same name), else the file's (a name that is one of ours gets its year or BGG id, not to be taken for ours)."""
    found = context.other_games.get(id(game))
    if found is not None:
        return found
    name = _text(game.get("name")) or _text(game.get("bggName"))
    if not name:
        raise _Skip(phrase("bg.skip.unknown_game"))
    bgg = _int(game.get("bggId"))
    bgg = bgg if bgg and 0 < bgg < 10_000_000 else None
    kept = (context.catalogue.get(("bgg", bgg)) if bgg else None) or context.catalogue.get(("name", fold(name)))
    if kept is not None and (kept.bgg_id is None or bgg is None or kept.bgg_id == bgg):
        found = kept
    else:
        if fold(name) in context.names:
            year = _int(game.get("bggYear"))
            name = f"{name} ({year})" if year else f"{name} (BGG {bgg})" if bgg else f"{name} (BG Stats)"
        found = PlayGame(name=name, bgg_id=bgg, points=game.get("noPoints") is not True,
                         highest_wins=game.get("highestWins") is not False, cooperative=game.get("cooperative") is True,
                         teams=game.get("usesTeams") is True)
        context.new_games.setdefault(fold(name), name)
    context.other_games[id(game)] = found
    return found


def plan_import(store: Any, export: dict) -> ImportPlan:
    """What importing `export` (from `read_export`) into the store's history would take and skip; reads only."""
    catalogue: dict[tuple[str, Any], PlayGame] = {}
    for kept in reversed(store.catalogue.games()):  # the oldest wins a name or id shared (as `find_or_add`)
        catalogue[("name", fold(kept.name))] = kept
        if kept.bgg_id:
            catalogue[("bgg", kept.bgg_id)] = kept
    places = export.get("locations")
    context = _Context(games=_by_id(export["games"]), players=_by_id(export["players"]),
                       places=_by_id(places if isinstance(places, list) else []), names=_names(),
                       spelled={player_key(p.name): p.name for p in store.records.profiles()},
                       known=store.records.history_keys(), catalogue=catalogue)
    twice: set[Any] = set()
    taken: list[Taken] = []
    skipped: list[Skipped] = []
    for index, play in enumerate(export["plays"]):
        where = f"plays[{index}]"
        if not isinstance(play, dict):
            skipped.append(Skipped(where, "", "", phrase("bg.skip.shape")))
            continue
        game = context.games.get(_ref(play.get("gameRefId")))
        label = game.get("name") if game and isinstance(game.get("name"), str) else ""
        label = label if not _has_surrogate(label) else label.encode("utf-8", "backslashreplace").decode()
        date = play.get("playDate") if isinstance(play.get("playDate"), str) else ""
        date = date[:40] if not _has_surrogate(date) else "?"
        try:
            found = _play(play, game, context, store)
            new = found.play
            kind = new.game or (f"play:{new.other.id}" if new.other and new.other.id else f"new:{fold(new.other.name)}")
            key = history_key(kind, new.played, (r.key_of(i) for r in new.results for i in range(len(r.people))))
            if _already(context.known.get(key), new) or (
                    new.fingerprint and store.records.find_fingerprint(new.fingerprint)):
                raise _Skip(phrase("bg.skip.duplicate"))
            # twice in the file: the same play (BG Stats keys plays on their uuid, in any case; a play without one,
            # the same game, time, people and results)
            again = new.source.lower() if _text(play.get("uuid")) else \
                (key, tuple((r.player, r.members, r.score, r.rank, r.winner) for r in new.results))
            if again in twice:
                raise _Skip(phrase("bg.skip.twice_in_file"))
            twice.add(again)
            taken.append(Taken(where, new, label, found.remarks, found.counts))
        except _Skip as skip:
            skipped.append(Skipped(where, label, date, skip.reason))
    for item in taken:
        play = item.play
        context.facts.update(dict(item.counts))
        context.facts["ignored"] += play.ignored
        context.facts["cooperative"] += play.cooperative
        context.facts["not_over"] += not play.over
        context.facts["refereed"] += play.document is not None
    named = {fold(t.play.other.name) for t in taken if t.play.other is not None and not t.play.other.id}
    return ImportPlan(tuple(t.play for t in taken), tuple(skipped), tuple(taken),
                      {k: context.facts[k] for k in ("refereed", "sums", "decimals", "anonymous", "ignored",
                                                     "cooperative", "not_over")},
                      tuple(name for key, name in context.new_games.items() if key in named))


def _already(sources: set[str | None] | None, new: NewPlay) -> bool:
    """Whether History holds this play, given the plays of its game, second and people there (`history_keys`).
    BG Stats tells plays apart by their uuid (entries by date only are all stamped 10:00:00): a play imported from
    BG Stats is this one only if it has its uuid; a play of this app (refereed or typed: our own export imported
    back) is any play of the file with its key."""
    if not sources:
        return False
    return None in sources or new.source.lower() in sources


@dataclass
class _Person:
    name: str
    anonymous: bool
    team: str
    score: int | float | None
    winner: bool
    rank: int
    order: tuple


def _people(play: dict, context: _Context, teams: bool) -> list[_Person]:
    scores = play.get("playerScores")
    if not isinstance(scores, list) or not scores or not all(isinstance(s, dict) for s in scores):
        raise _Skip(phrase("bg.skip.no_players"))
    if len(scores) > 100:
        raise _Skip(phrase("bg.skip.too_many_players", count=len(scores)))
    seats = [_int(s.get("seatOrder")) or 0 for s in scores]
    by_seat = all(seats) and len(set(seats)) == len(seats)  # real files write 0: the file's order then
    people = []
    for order, line in enumerate(scores):
        who = context.players.get(_ref(line.get("playerRefId")))
        if who is None:
            raise _Skip(phrase("bg.skip.unknown_player"))
        anonymous = who.get("isAnonymous") is True
        name = _text(line.get("anonymousName")) if anonymous else ""
        name = name or _text(who.get("name")) or (ANONYMOUS_NAME if anonymous else "")
        if not name:
            raise _Skip(phrase("bg.skip.unknown_player"))
        if not anonymous:
            name = context.spelled.get(player_key(name), name)
        raw = line.get("score")
        score = _score(raw)
        context.counts["sums"] += is_sum(raw)
        context.counts["decimals"] += isinstance(score, float)
        rank = _int(line.get("rank"))
        people.append(_Person(name, anonymous, _text(line.get("team")) if teams else "", score,
                              line.get("winner") is True, rank if rank and rank > 0 else 0,
                              (seats[order] if by_seat else 0, order)))
    keys = [player_key(p.name) for p in people if not p.anonymous]
    if len(set(keys)) != len(keys):
        raise _Skip(phrase("bg.skip.twice"))
    context.counts["anonymous"] += any(p.anonymous for p in people)
    return sorted(people, key=lambda p: p.order)


@dataclass(frozen=True)
class _Found:
    play: NewPlay
    remarks: tuple[Phrase, ...] = ()
    counts: tuple[tuple[str, int], ...] = ()


def _sides(people: list[_Person]) -> list[list[_Person]]:
    """Players of one team value together (in the file's order, the team's first player's place), the others
    alone."""
    sides: dict[str, list[_Person]] = {}
    for index, person in enumerate(people):
        sides.setdefault(f"team:{person.team}" if person.team else f"seat:{index}", []).append(person)
    return list(sides.values())


def _team_name(side: list[_Person], ours: dict, team: str) -> str:
    names = ours.get("teams") if isinstance(ours.get("teams"), dict) else {}
    given = names.get(team)
    if isinstance(given, str) and given.strip() and not _has_surrogate(given):
        return " ".join(given.split())[:NAME_LENGTH]
    return " & ".join(p.name for p in side)


def _play(play: dict, game: dict | None, context: _Context, store: Any) -> _Found:
    if game is None:
        raise _Skip(phrase("bg.skip.unknown_game"))
    context.counts.clear()
    ours_id = match_game(game, context.names)
    ours = _ours(play)
    other = None if ours_id else _other_game(context, game)
    scoring = scoring_of(ours_id) if ours_id else Scoring(other.points, other.highest_wins)
    played = _played(play.get("playDate"))
    uses_teams = play.get("usesTeams") if isinstance(play.get("usesTeams"), bool) else game.get("usesTeams") is True
    people = _people(play, context, uses_teams)
    sides = _sides(people)
    # the file's game says (a game the catalogue keeps says how its scores read, not how this table played)
    cooperative = game.get("cooperative") is True and not ours_id  # none of ours is cooperative
    side_scores = []
    for side in sides:
        scores = [p.score for p in side]
        known = [s for s in scores if s is not None]
        side_scores.append(None if not known else known[0] if len(set(known)) == 1 else sum(known))
    kept_scores = ours.get("scores") if isinstance(ours.get("scores"), list) else []
    if not scoring.points and len(kept_scores) == len(sides) and all(
            isinstance(s, (int, float)) and not isinstance(s, bool) for s in kept_scores):
        side_scores = list(kept_scores)  # our export's numbers of a game without points (posters left)
    winners = [any(p.winner for p in side) for side in sides]
    ranks = _ranks(side_scores, winners, [min((p.rank for p in side), default=0) for side in sides], scoring)
    results = tuple(PlayerResult(seat=seat,
                                 player=_team_name(side, ours, side[0].team) if side[0].team else side[0].name,
                                 score=side_scores[seat] if scoring.points or kept_scores else None,
                                 rank=ranks[seat], winner=winners[seat],
                                 members=tuple(p.name for p in side) if side[0].team else (),
                                 anonymous=tuple(i for i, p in enumerate(side) if p.anonymous))
                    for seat, side in enumerate(sides))
    place = context.places.get(_ref(play.get("locationRefId")))
    if place and place.get("uuid") == APP_LOCATION:
        place = None
    note = play.get("comments")
    note = note.strip()[:NOTE_LENGTH] if isinstance(note, str) else ""
    if _has_surrogate(note):
        raise _Skip(phrase("bg.skip.not_text", text=note.encode("utf-8", "backslashreplace").decode()[:40]))
    source = _text(play.get("uuid")) or f"{game.get('id')}:{_text(play.get('playDate'))}"
    created = _moment(play.get("entryDate"))
    new = NewPlay(game=ours_id or "", title=", ".join(r.player for r in results), played=played, results=results,
                  source=source, duration_min=_duration(play.get("durationMin")), note=note or None,
                  place=_text((place or {}).get("name"), PLACE_LENGTH) or None, other=other,
                  cooperative=cooperative, ignored=play.get("ignored") is True,
                  created=created if created and created <= datetime.now().astimezone() else None)
    counts = tuple(context.counts.items())
    if not ours_id:
        return _Found(new, (), counts)
    refereed = _refereed(new, ours, ours_id)
    if refereed is not None:
        return _Found(refereed, (), counts)
    return _Found(new, _remarks(find_game(ours_id), new, scoring), counts)


def _remarks(game: GameInfo, play: NewPlay, scoring: Scoring) -> tuple[Phrase, ...]:
    """Why our rules could not referee a play of one of our games, kept as recorded (none: kept all the same,
    its scores as BG Stats has them, for there is no game file to referee)."""
    said = []
    count = len(play.results)
    if not game.min_players <= count <= game.max_players:
        said.append(phrase("bg.note.players", count=count, low=game.min_players, high=game.max_players))
    if scoring.points and any(r.score is None for r in play.results):
        said.append(phrase("bg.note.no_score"))
    if any(isinstance(r.score, float) for r in play.results):
        said.append(phrase("bg.note.decimal"))
    return tuple(said)


def _refereed(play: NewPlay, ours: dict, game_id: str) -> NewPlay | None:
    """Our own export's play of one of our games carries its game file: the game the app referees and reopens,
    when the file is still that game and its people (else, None: the play as BG Stats has it now)."""
    file = ours.get("file")
    if not isinstance(file, dict):
        return None
    from referee_app.exchange.files import fingerprint, results_of, score_file  # the rules: only for our own file
    from referee_app.fronts import document_from_file

    try:
        scored = score_file(file)
        if scored.game.id != game_id:
            return None
        results = results_of(scored.sheet, scored.state)
        doc = document_from_file(scored.game, scored.file).model_dump(mode="json")
    except Exception:  # noqa: BLE001 - a file this version cannot read: the play as recorded, never a failure
        return None
    people = sorted(player_key(p) for r in results for p in r.people)
    if people != sorted(player_key(p) for r in play.results for p in r.people):
        return None  # changed in BG Stats since our export: as BG Stats has it
    return NewPlay(game=game_id, title=", ".join(p.name for p in scored.sheet.players), played=play.played,
                   results=tuple(results), source=play.source, duration_min=play.duration_min, note=play.note,
                   place=play.place, ignored=play.ignored, over=scored.sheet.finished, created=play.created,
                   document=doc, fingerprint=fingerprint(scored.file))


def apply_import(store: Any, plan: ImportPlan) -> list[str]:
    """Add the plan's plays to the history, all in one transaction or none (`StoreError`)."""
    return store.records.add_plays(list(plan.taken)) if plan.taken else []


