"""BG Stats files coming in: the plays of a BG Stats export (the shape `tables.bgstats_plays` writes, with
BG Stats' own field names) become finished games of the history.

- The file: UTF-8 JSON, an object with the lists `games`, `players` and `plays` (the rest of an export:
  tags, groups, locations, challenges, ... is read where it says something: `locations` names a play's
  place). Anything else is refused whole (`UnreadableInput`), in the reader's language.
- A play is of one of our games when its game is matched: by its BGG id (`bggId`, `BGG_IDS`), else by our
  own id (`sourceGameId`, which our export writes), else by its name (any case, accents optional) against
  every game's name in English and French, id and aliases. A play of another game, of an unknown game or
  player, with a player twice, a score that is not a whole number (or missing where the game has points),
  already in the history (same game, same time to the second, same people: our own export imported back,
  or the same file twice) or twice in the file (the same uuid; without one, the same game, time, people and results)
  is skipped, with the reason; the other plays are taken.
- Players are matched by name (`player_key`: any case or spacing), to the spelling a profile already has.
- A team play (`usesTeams`, a `team` per player) gives one result line per team, its members in order,
  the team's score, place and win; places missing (rank 0, as BG Stats writes them when unranked) are
  worked out from the scores as the game reads them, else from the winners.
- `plan_import` only reads: nothing changes until `apply_import` adds every taken play in one transaction
  (`store.records.add_plays`); the plays carry their scores as results and are marked as not refereed.
"""

from __future__ import annotations

import unicodedata
import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from referee_app.exchange.tables import BG_DATE, NAMESPACE
from referee_app.store.records import NewPlay, PlayerResult, player_key
from referee_app.store.statistics import scoring_of
from scorers.errors import Problem, UnreadableInput
from scorers.i18n import Phrase, phrase, render
from scorers.loading import decode
from scorers.registry import GAMES

#: BoardGameGeek's ids of our games, checked on boardgamegeek.com (boardgame/300531/paleo). The other games
#: (and Paleo's derived games, which are not BGG games) are matched by our id or by name.
BGG_IDS: dict[int, str] = {game.bgg_id: game.id for game in GAMES if game.bgg_id is not None}

#: The location our export gives a play without a place (the app itself): no place when it comes back.
APP_LOCATION = str(uuid.uuid5(NAMESPACE, "location:table-referee"))

#: The lists every BG Stats export has at its top level.
REQUIRED_LISTS = ("games", "players", "plays")
LANGS = ("en", "fr")


def fold(text: str) -> str:
    """Case-, spacing- and accent-insensitive form of a name."""
    decomposed = unicodedata.normalize("NFKD", " ".join(str(text).split()).casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


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
class ImportPlan:
    """What an import would do: the plays it takes and those it skips, with why."""

    taken: tuple[NewPlay, ...]
    skipped: tuple[Skipped, ...]

    def lines(self, lang: str, names: dict[str, str] | None = None) -> list[str]:
        """The report in the reader's language: a summary, each play taken, each play skipped and why."""
        say = [render(phrase("bg.summary", taken=len(self.taken), skipped=len(self.skipped)), lang)]
        say += [render(phrase("bg.taken_line", game=(names or {}).get(p.game, p.game),
                              date=p.played.astimezone().strftime(BG_DATE), title=p.title), lang) for p in self.taken]
        return say + [s.text(lang) for s in self.skipped]

    def to_dict(self, lang: str) -> dict[str, Any]:
        return {"taken": [{"game": p.game, "played": p.played.isoformat(timespec="seconds"), "title": p.title,
                           "source": p.source} for p in self.taken],
                "skipped": [{"where": s.where, "game": s.game, "date": s.date, "reason": render(s.reason, lang)}
                            for s in self.skipped]}


def read_export(data: bytes | str) -> dict:
    """The BG Stats export in a file's bytes (or text); `UnreadableInput` for anything else."""
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


def _text(value: Any) -> str:
    return " ".join(value.split()) if isinstance(value, str) else ""


def match_game(game: dict, names: dict[str, str]) -> str | None:
    """Our game id of a BG Stats game: by BGG id, then our own id, then its name; None when it is not ours."""
    bgg = game.get("bggId")
    if isinstance(bgg, int) and not isinstance(bgg, bool) and bgg in BGG_IDS:
        return BGG_IDS[bgg]
    for key in ("sourceGameId", "name", "bggName"):
        found = names.get(fold(_text(game.get(key))))
        if found and _text(game.get(key)):
            return found
    return None


def _score(value: Any, points: bool) -> int:
    if value is None or (isinstance(value, str) and not value.strip()):
        if points:
            raise _Skip(phrase("bg.skip.no_score"))
        return 0
    if isinstance(value, bool):
        raise _Skip(phrase("bg.skip.score", score=str(value)))
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    try:
        return int(str(value).strip())
    except ValueError:
        raise _Skip(phrase("bg.skip.score", score=str(value)[:40])) from None


def _ranks(scores: list[int], winners: list[bool], given: list[int], points: bool, highest: bool) -> list[int]:
    """Places as given when every line has one, else from the scores (ties share), else winners first."""
    if all(isinstance(r, int) and not isinstance(r, bool) and r > 0 for r in given):
        return list(given)
    if points:
        return [1 + sum((other > mine) if highest else (other < mine) for other in scores) for mine in scores]
    return [1 if won else 2 for won in winners]


def _played(value: Any) -> datetime:
    try:
        return datetime.strptime(str(value), BG_DATE).astimezone()  # BG Stats' play dates are local time
    except ValueError:
        raise _Skip(phrase("bg.skip.date", date=str(value)[:40])) from None


def _duration(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and 0 < value < 100_000 else None


def history_key(game: str, played: datetime, people: Iterable[str]) -> tuple[str, str, frozenset[str]]:
    """A play as an import recognises it: its game, its time to the second (local, as BG Stats writes it)
    and its people."""
    return game, played.astimezone().strftime(BG_DATE), frozenset(player_key(p) for p in people)


def plan_import(store: Any, export: dict) -> ImportPlan:
    """What importing `export` (from `read_export`) into the store's history would take and skip; reads only."""
    names = _names()
    games, players = _by_id(export["games"]), _by_id(export["players"])
    places = _by_id(export.get("locations") if isinstance(export.get("locations"), list) else [])
    spelled = {player_key(p.name): p.name for p in store.records.profiles()}
    seen: dict[str, list] = {}
    for line in store.records.result_lines():
        seen.setdefault(line.game_id, [line.game, line.played, []])[2].append(line.player)
    known = {history_key(g, p, people) for g, p, people in seen.values()}  # what History already holds
    twice: set[Any] = set()
    taken: list[NewPlay] = []
    skipped: list[Skipped] = []
    for index, play in enumerate(export["plays"]):
        where = f"plays[{index}]"
        if not isinstance(play, dict):
            skipped.append(Skipped(where, "", "", phrase("bg.skip.shape")))
            continue
        game = games.get(_ref(play.get("gameRefId")))
        label, date = _text((game or {}).get("name")), _text(play.get("playDate"))
        try:
            new = _play(play, game, players, places, names, spelled)
            key = history_key(new.game, new.played, (p for r in new.results for p in r.people))
            if key in known:
                raise _Skip(phrase("bg.skip.duplicate"))
            # twice in the file: the same play (BG Stats keys plays on their uuid; a play without one, the
            # same game, time, people and results)
            again = new.source if _text(play.get("uuid")) else \
                (key, tuple((r.player, r.members, r.score, r.rank, r.winner) for r in new.results))
            if again in twice:
                raise _Skip(phrase("bg.skip.twice_in_file"))
            twice.add(again)
            taken.append(new)
        except _Skip as skip:
            skipped.append(Skipped(where, label, date, skip.reason))
    return ImportPlan(tuple(taken), tuple(skipped))


def _play(play: dict, game: dict | None, players: dict, places: dict, names: dict[str, str],
          spelled: dict[str, str]) -> NewPlay:
    if game is None:
        raise _Skip(phrase("bg.skip.unknown_game"))
    ours = match_game(game, names)
    if ours is None:
        raise _Skip(phrase("bg.skip.not_ours"))
    scoring = scoring_of(ours)
    scores = play.get("playerScores")
    if not isinstance(scores, list) or not scores or not all(isinstance(s, dict) for s in scores):
        raise _Skip(phrase("bg.skip.no_players"))
    played = _played(play.get("playDate"))
    people: list[tuple[str, Any, int, bool, Any, int]] = []  # name, team, score, winner, rank, seat
    for order, line in enumerate(scores):
        who = players.get(_ref(line.get("playerRefId")))
        name = _text((who or {}).get("name"))
        if not name:
            raise _Skip(phrase("bg.skip.unknown_player"))
        name = spelled.get(player_key(name), name)
        seat = line.get("seatOrder")
        seat = seat if isinstance(seat, int) and not isinstance(seat, bool) and seat > 0 else order + 1
        team = _text(line.get("team"))
        if player_key(team) == player_key(name):  # a side of one (our export names it after its player)
            team = ""
        people.append((name, team, _score(line.get("score"), scoring.points), line.get("winner") is True,
                       line.get("rank"), seat))
    keys = [player_key(p[0]) for p in people]
    if len(set(keys)) != len(keys):
        raise _Skip(phrase("bg.skip.twice"))
    # sides: a team once (its members in the order of the file), a player alone in seat order
    sides: dict[str, list] = {}
    for person in sorted(people, key=lambda p: p[5]) if not any(p[1] for p in people) else people:
        sides.setdefault(f"team:{person[1]}" if person[1] else f"player:{player_key(person[0])}", []).append(person)
    lines = list(sides.values())
    ranks = _ranks([side[0][2] for side in lines], [any(p[3] for p in side) for side in lines],
                   [min((p[4] for p in side if isinstance(p[4], int)), default=0) for side in lines],
                   scoring.points, scoring.highest_wins)
    results = tuple(PlayerResult(seat=seat, player=side[0][1] or side[0][0], score=side[0][2], rank=ranks[seat],
                                 winner=any(p[3] for p in side),
                                 members=tuple(p[0] for p in side) if side[0][1] else ())
                    for seat, side in enumerate(lines))
    place = places.get(_ref(play.get("locationRefId")))
    if place and place.get("uuid") == APP_LOCATION:
        place = None
    note = play.get("comments")
    source = _text(play.get("uuid")) or f"{game.get('id')}:{_text(play.get('playDate'))}"
    return NewPlay(game=ours, title=", ".join(r.player for r in results), played=played, results=results,
                   source=source, duration_min=_duration(play.get("durationMin")),
                   note=(note.strip() or None) if isinstance(note, str) else None,
                   place=_text((place or {}).get("name")) or None)


def apply_import(store: Any, plan: ImportPlan) -> list[str]:
    """Add the plan's plays to the history, all in one transaction or none (`StoreError`)."""
    return store.records.add_plays(list(plan.taken)) if plan.taken else []
