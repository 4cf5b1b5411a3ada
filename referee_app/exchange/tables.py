"""The history as tables other tools read.

CSV (`history_csv`): UTF-8, comma-separated, lines ending CRLF (RFC 4180), a header row, then one row
per player per game, oldest game first, players in seat order. Columns (`CSV_COLUMNS`):
  game_id (the app's id of the game), game (registry id), game_name, title, played (ISO date and time,
  UTC), duration_min (empty if unknown), seat (1 = first), player, colour, score, rank (1 = first;
  shared places repeat), winner (1 or 0), team (the team's name, empty for one person): a team gives one
  row per member, each with the team's seat, score, place and win; place and note (the play's, as typed in
  History; empty if none). A text cell that a spreadsheet would run
  as a formula (it starts with = + - @, a tab or a carriage return) starts with an apostrophe instead
  (`'=1+1`).

BG Stats JSON (`bgstats_json`): the whole shape of a BG Stats export (as v5.3 and v6.14 write it), which
BG Stats imports: top level `tags, groups, players, locations, games, plays, challenges, deletedObjects,
userInfo` (`userInfo.meRefId`: the player at the most games, the phone's owner being at every game they
record); `games` (id, uuid, name, sourceGameId, cooperative, highestWins, noPoints, usesTeams); the
locations: the app, and each place typed in History; `plays`: uuid, playDate ("YYYY-MM-DD HH:MM:SS", local
time), gameRefId, locationRefId, durationMin (0 when unknown), ignored, manualWinner, rounds, usesTeams,
scoringSetting, entryDate, modificationDate, expansionPlays, comments (the play's note, "" if none),
playerScores (playerRefId, score as text or null for a game without points, winner, rank, seatOrder,
startPlayer, newPlayer, team, startPosition, role). A team (Pitchanque, Paleo at 4, Défense d'afficher)
gives one line per member with the team's score, place and name. Every
uuid is derived from the app's own ids (a play's uuid is the game's id), so exporting again gives the same
uuids and BG Stats, which keys plays on them, does not duplicate.
"""

from __future__ import annotations

import csv
import io
import json
import uuid
from collections.abc import Callable, Iterable
from datetime import datetime
from typing import Any

from referee_app.exchange.files import score_file, side_people
from referee_app.store.records import HistoryEntry, player_key
from referee_app.store.statistics import scoring_of
from scorers.errors import RefereeError, UnknownGame
from scorers.i18n import phrase, render
from scorers.registry import find_game

CSV_COLUMNS = ("game_id", "game", "game_name", "title", "played", "duration_min", "seat", "player", "colour",
               "score", "rank", "winner", "team", "place", "note")
NAMESPACE = uuid.UUID("6f1d7c52-8a0e-4f52-9a7e-5452656665ee")  # Table Referee's uuid5 namespace
LOCATION_ID = 1  # the one location of an export: the app


def game_name(game_id: str, lang: str) -> str:
    try:
        return render(find_game(game_id).name, lang)
    except UnknownGame:  # a game a newer version saved
        return game_id


# A spreadsheet runs a cell that starts with one of these as a formula ("=HYPERLINK(...)" in a player's
# name): OWASP's advice is to make such a text cell start with an apostrophe, which shows as text.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def cell(value: object) -> object:
    """A CSV cell: numbers as they are, text that a spreadsheet would run as a formula made inert."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def history_csv(entries: Iterable[HistoryEntry], lang: str = "en") -> str:
    out = io.StringIO()
    # RFC 4180's CRLF: Python's writer quotes a field holding a line-end character only, and with "\n"
    # alone a carriage return in a name went out unquoted and split the row in two.
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    for entry in entries:
        for r in entry.results:
            for person in r.people:  # a team: one row per member, with the team's result and name
                writer.writerow([cell(value) for value in (
                    entry.id, entry.game, game_name(entry.game, lang), entry.title,
                    entry.played.isoformat(timespec="seconds"),
                    "" if entry.duration_min is None else entry.duration_min,
                    r.seat + 1, person, r.colour or "", r.score, r.rank, int(r.winner), r.player if r.members else "",
                    entry.place or "", entry.note or "")])
    return out.getvalue()


def _uuid(kind: str, key: str) -> str:
    return str(uuid.uuid5(NAMESPACE, f"{kind}:{key}"))


#: The date form of BG Stats' play dates.
BG_DATE = "%Y-%m-%d %H:%M:%S"

#: A game's saved file by the history entry's id (None when it cannot be read): where the teams are.
GameFiles = Callable[[str], "dict | None"]


def store_files(store: Any) -> GameFiles:
    """The game files of a store's saved games, as the command line reads them."""
    from referee_app.fronts import game_file  # here: it loads every game's front

    def file_of(game_id: str) -> dict | None:
        try:
            record = store.games.get(game_id)
            return game_file(find_game(record.game), record.data)
        except Exception:  # noqa: BLE001 - a game this version cannot read is exported without its teams
            return None

    return file_of


def side_members(file: dict | None) -> list[tuple[tuple[str, int | None], ...]] | None:
    """Who plays on each side of a game file, in the order of its results, each as (name, seat from 1 when
    the file seats people one by one, as Paleo does); None when every side is one person (or the file
    cannot be read)."""
    if not file:
        return None
    try:
        state = score_file(file).state
    except RefereeError:
        return None
    return side_people(state)


def _bg_date(moment: datetime) -> str:
    return moment.astimezone().strftime(BG_DATE)


def bgstats_plays(entries: Iterable[HistoryEntry], lang: str = "en", files: GameFiles | None = None) -> dict:
    games: dict[str, dict] = {}
    players: dict[str, dict] = {}
    plays = []
    at_games: dict[int, int] = {}
    locations = {"": {"id": LOCATION_ID, "uuid": _uuid("location", "table-referee"),
                      "name": render(phrase("ui.app_title"), lang)}}  # a play without a place: the app

    def location_ref(place: str | None) -> int:
        key = player_key(place or "")  # places in any case are one place
        found = locations.setdefault(key, {"id": len(locations) + 1, "uuid": _uuid("location", key), "name": place})
        return found["id"]

    def player_ref(name: str) -> int:
        key = player_key(name)
        player = players.setdefault(key, {"id": len(players) + 1, "uuid": _uuid("player", key), "name": name,
                                          "isAnonymous": False})
        return player["id"]

    for entry in entries:
        scoring = scoring_of(entry.game)  # a game whose result is a place, not points: no score column, null scores
        game = games.setdefault(entry.game, {
            "id": len(games) + 1, "uuid": _uuid("game", entry.game), "name": game_name(entry.game, lang),
            "sourceGameId": entry.game, "cooperative": False, "highestWins": scoring.highest_wins,
            "noPoints": not scoring.points, "usesTeams": False})
        sides = side_members(files(entry.id)) if files else None  # the file knows Paleo's seats
        if sides is None and any(r.members for r in entry.results):  # else the teams the history recorded
            sides = [tuple((person, None) for person in r.people) for r in entry.results]
        if sides is not None and len(sides) != len(entry.results):
            sides = None  # a file that does not match its result lines: the sides as they were recorded
        scores = []
        counted = 0
        for index, r in enumerate(entry.results):
            people = sides[index] if sides else ((r.player, r.seat + 1),)
            for person, seated in people:
                counted += 1
                seat = seated or counted  # people without a seat of their own: in the order of their sides
                ref = player_ref(person)
                at_games[ref] = at_games.get(ref, 0) + 1
                scores.append({"playerRefId": ref, "score": None if game["noPoints"] else str(r.score),
                               "winner": r.winner, "rank": r.rank, "seatOrder": seat, "startPlayer": seat == 1,
                               "newPlayer": False, "team": r.player if sides else None, "startPosition": "",
                               "role": ""})
        game["usesTeams"] = game["usesTeams"] or sides is not None
        try:
            play_uuid = str(uuid.UUID(hex=entry.id))
        except ValueError:
            play_uuid = _uuid("play", entry.id)
        changed = max([entry.played, *(e.replaced for e in entry.earlier)])
        plays.append({"uuid": play_uuid, "playDate": _bg_date(entry.played), "gameRefId": game["id"],
                      "locationRefId": location_ref(entry.place), "durationMin": entry.duration_min or 0,
                      "ignored": False, "manualWinner": False, "rounds": 0, "usesTeams": sides is not None,
                      "scoringSetting": 0, "entryDate": _bg_date(entry.played), "modificationDate": _bg_date(changed),
                      "expansionPlays": [], "comments": entry.note or "", "playerScores": scores})
    # The phone's owner is at every game they record: the player at the most games is "me" (the first
    # one seen on a tie); no play, no one.
    me = max(at_games, key=lambda ref: (at_games[ref], -ref)) if at_games else None
    return {"tags": [], "groups": [], "players": list(players.values()), "locations": list(locations.values()),
            "games": list(games.values()), "plays": plays, "challenges": [], "deletedObjects": [],
            "userInfo": {"meRefId": me}}


def bgstats_json(entries: Iterable[HistoryEntry], lang: str = "en", files: GameFiles | None = None) -> str:
    return json.dumps(bgstats_plays(entries, lang, files), ensure_ascii=False, indent=1)

