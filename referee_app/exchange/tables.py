"""The history as tables other tools read.

CSV (`history_csv`): UTF-8, comma-separated, lines ending CRLF (RFC 4180), a header row, then one row
per player per game, oldest game first, players in seat order. Columns (`CSV_COLUMNS`):
  game_id (the app's id of the game), game (registry id, or `play:<id>` for a game the app does not referee),
  game_name, title, played (ISO date and time, UTC), duration_min (empty if unknown), seat (1 = first), player,
  colour, score (empty for a game whose result is a place, not points, as Défense d'afficher's, and where no score
  was recorded; a decimal as it was recorded), rank (1 = first; shared places repeat), winner (1 or 0), team (the
  team's name, empty for one person): a team gives one row per member, each with the team's seat, score, place
  and win; place and note (the play's, as typed in History; empty if none); ignored (1: left out of the
  statistics). A text cell that a spreadsheet would run as a formula (it starts with = + - @, a tab or a
  carriage return) starts with an apostrophe instead (`'=1+1`).

BG Stats JSON (`bgstats_json`): what real BG Stats exports hold (issue 34: six public exports, v5.3 to v6.14, read
key by key), so that BG Stats and the tools that read its files (tests/bgstats_readers.py) read ours:
- top level `tags, groups, players, locations, games, plays, challenges, deletedObjects, userInfo`; one tag,
  "Table Referee" (every game exported wears it) and BG Stats' own basic group, "All Games";
- `players`: uuid, id, name, isAnonymous, modificationDate, bggUsername, metaData; those BG Stats kept anonymous
  are its one anonymous player again;
- `locations`: the places typed in History (a play without one has no `locationRefId`, as in real files);
- `games`: every key real files have (bggId 0, bggYear 0 and empty images for a game without them, `copies`
  with one copy of no status, `tags`); `metaData` names our game (`{"tableReferee": {"game": id}}`);
- `plays`: every key real files have; `entryDate` when the play was entered here, `playDate` when it was played
  (local "YYYY-MM-DD HH:MM:SS"); `ignored` as in History; a game not over has no winner; `playerScores` with
  `team` as BG Stats writes it, "0", "1"... on every player of a team play and left out otherwise, `seatOrder` the
  seat in our refereed games (0, unknown, otherwise, as real files mostly write), `startPlayer` false (who began
  is not known to every game here), the score as text (null for a game without points, or none recorded);
- the play's `metaData` keeps what BG Stats has no field for under "tableReferee": the team names, the numbers
  of a game without points (Défense d'afficher's posters left) and, for a game the app referees, its whole game
  file (variant, house rules, rounds, colours...): our export imported back gives the same History and reopens
  each game;
- `userInfo.meRefId` is the phone's owner, chosen in Players (`OWNER_SETTING`); none chosen, the player at the most
  games. Every uuid is derived from the app's own ids (an imported play keeps its own), so exporting again gives the
  same uuids and BG Stats, which keys plays on them, does not duplicate.
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
from referee_app.store.catalogue import is_play_game
from referee_app.store.records import HistoryEntry, Score, player_key
from scorers.errors import RefereeError, UnknownGame
from scorers.i18n import decimal, render
from scorers.registry import find_game

CSV_COLUMNS = ("game_id", "game", "game_name", "title", "played", "duration_min", "seat", "player", "colour",
               "score", "rank", "winner", "team", "place", "note", "ignored")
NAMESPACE = uuid.UUID("6f1d7c52-8a0e-4f52-9a7e-5452656665ee")  # Table Referee's uuid5 namespace
#: Where our export keeps, in a BG Stats `metaData`, what BG Stats has no field for.
META_KEY = "tableReferee"
#: The setting that names the phone's owner (a player's name): BG Stats' `userInfo.meRefId`.
OWNER_SETTING = "bgstats_owner"
ANONYMOUS_NAME = "Anonymous player"


def game_name(game_id: str, lang: str, names: dict[str, str] | None = None) -> str:
    """A game's name in the reader's language; a game the app does not referee, by `names` (its id's)."""
    if is_play_game(game_id):
        return (names or {}).get(game_id, "?")
    try:
        return render(find_game(game_id).name, lang)
    except UnknownGame:  # a game a newer version saved
        return game_id


def entry_name(entry: HistoryEntry, lang: str) -> str:
    """The name of a history entry's game (the catalogue's name of a game the app does not referee)."""
    return entry.other.name if entry.other is not None else game_name(entry.game, lang)


def score_text(score: Score, lang: str = "en") -> str:
    """A score as the reader writes it ("13,5" in French); nothing for none."""
    if score is None:
        return ""
    return str(score) if isinstance(score, int) else decimal(score, lang)


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
        points = entry.scoring.points  # a place is not points: Défense d'afficher's rows have no score
        for r in entry.results:
            for person in r.people:  # a team: one row per member, with the team's result and name
                writer.writerow([cell(value) for value in (
                    entry.id, entry.game, entry_name(entry, lang), entry.title,
                    entry.played.isoformat(timespec="seconds"),
                    "" if entry.duration_min is None else entry.duration_min,
                    r.seat + 1, person, r.colour or "", "" if not points or r.score is None else r.score, r.rank,
                    int(r.winner), r.player if r.members else "", entry.place or "", entry.note or "",
                    int(entry.ignored))])
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


class _Export:
    """The lists of a BG Stats file being written, each item once, ids from 1 in the order first met."""

    def __init__(self, lang: str, stamp: str) -> None:
        self.lang, self.stamp = lang, stamp
        self.players: dict[str, dict] = {}
        self.locations: dict[str, dict] = {}
        self.games: dict[str, dict] = {}
        self.at_games: dict[int, int] = {}

    def player(self, name: str, anonymous: bool) -> int:
        key = "~anonymous" if anonymous else player_key(name)
        found = self.players.get(key)
        if found is None:
            found = self.players[key] = {
                "uuid": _uuid("player", key), "id": len(self.players) + 1,
                "name": ANONYMOUS_NAME if anonymous else name, "isAnonymous": anonymous,
                "modificationDate": self.stamp, "bggUsername": "", "metaData": '{"isNpc":0}'}
        if not anonymous:
            self.at_games[found["id"]] = self.at_games.get(found["id"], 0) + 1
        return found["id"]

    def location(self, place: str) -> int:
        key = player_key(place)  # places in any case are one place
        found = self.locations.setdefault(key, {"uuid": _uuid("location", key), "id": len(self.locations) + 1,
                                                "name": place, "modificationDate": self.stamp})
        return found["id"]

    def game(self, entry: HistoryEntry) -> dict:
        found = self.games.get(entry.game)
        if found is not None:
            return found
        scoring, other = entry.scoring, entry.other
        low, high, designers, bgg = 0, 0, "", 0
        if other is None:
            try:
                info = find_game(entry.game)
                low, high, designers, bgg = info.min_players, info.max_players, ", ".join(info.designers), \
                    info.bgg_id or 0
            except UnknownGame:
                pass
        else:
            bgg = other.bgg_id or 0
        name = entry_name(entry, self.lang)
        game_uuid = _uuid("game", entry.game)
        found = self.games[entry.game] = {
            "uuid": game_uuid, "id": len(self.games) + 1, "name": name, "modificationDate": self.stamp,
            "cooperative": bool(other and other.cooperative), "highestWins": scoring.highest_wins,
            "noPoints": not scoring.points, "usesTeams": False, "urlThumb": "", "urlImage": "", "bggName": name,
            "bggYear": 0, "bggId": bgg, "designers": designers,
            "metaData": json.dumps({META_KEY: {"game": entry.game}} if other is None else {}),
            "tags": [{"tagRefId": 1}], "isBaseGame": 1, "isExpansion": 0, "rating": 0, "minPlayerCount": low,
            "maxPlayerCount": high, "minPlayTime": 0, "maxPlayTime": 0, "minAge": 0, "preferredImage": 0,
            "previouslyPlayedAmount": 0,
            "copies": [{"uuid": _uuid("copy", entry.game), "modificationDate": self.stamp, "metaData": "{}",
                        "bggCollId": 0, "statusOwned": False, "statusWishlist": False, "statusWantToPlay": False,
                        "statusWantInTrade": False, "statusForTrade": False, "statusPrevOwned": False,
                        "statusPreordered": False, "statusWantToBuy": False, "wishlistStatus": 3, "versionName": "",
                        "bggUserName": "", "year": 0, "gameName": name, "urlImage": "", "urlThumb": ""}]}
        return found


def _rounds(file: dict | None) -> int:
    """The rounds a game file records (Paleo's rounds, Loopit's turns...), 0 when it has none."""
    rounds = (file or {}).get("rounds")
    return len(rounds) if isinstance(rounds, list) else 0


def _score_value(score: Score, points: bool) -> str | None:
    if not points or score is None:
        return None
    return str(score) if isinstance(score, int) else repr(float(score))


def bgstats_plays(entries: Iterable[HistoryEntry], lang: str = "en", files: GameFiles | None = None,
                  owner: str | None = None) -> dict:
    """The history as a BG Stats export (see the module's brief); `owner`: the name of the phone's owner. The
    same history gives the same file (the lists' modification dates are the last play's, not the export's time)."""
    out = _Export(lang, "")
    plays = []
    for entry in entries:
        scoring = entry.scoring
        game = out.game(entry)
        file = files(entry.id) if files and entry.refereed else None
        sides = side_members(file) if file else None  # the file knows Paleo's seats
        if sides is None and any(r.members for r in entry.results):  # else the teams the history recorded
            sides = [tuple((person, None) for person in r.people) for r in entry.results]
        if sides is not None and len(sides) != len(entry.results):
            sides = None  # a file that does not match its result lines: the sides as they were recorded
        teams = sides is not None
        scores, counted, names = [], 0, {}
        for index, r in enumerate(entry.results):
            people = sides[index] if sides else ((r.player, r.seat + 1),)
            if teams and r.members and r.player != " & ".join(r.members):
                names[str(index)] = r.player
            for place, (person, seated) in enumerate(people):
                counted += 1
                line = {"score": _score_value(r.score, scoring.points), "winner": r.winner and entry.over,
                        "newPlayer": False, "startPlayer": False,
                        "playerRefId": out.player(person, place in r.anonymous),
                        "rank": r.rank, "seatOrder": (seated or counted) if entry.refereed else 0, "role": ""}
                if teams:
                    line["team"] = str(index)
                scores.append(line)
        game["usesTeams"] = game["usesTeams"] or teams
        ours: dict[str, Any] = {}
        if names:
            ours["teams"] = names
        if not scoring.points and any(r.score is not None for r in entry.results):
            ours["scores"] = [r.score for r in entry.results]  # Défense d'afficher's posters left
        if file:
            ours["file"] = file
        changed = max([entry.played, *(e.replaced for e in entry.earlier)])
        play = {"uuid": entry.uuid, "modificationDate": _bg_date(changed),
                "entryDate": _bg_date(entry.created or entry.played), "playDate": _bg_date(entry.played),
                "usesTeams": teams, "durationMin": entry.duration_min or 0, "ignored": entry.ignored,
                "manualWinner": not entry.refereed and not (scoring.points and all(r.score is not None
                                                                                   for r in entry.results)),
                "rounds": _rounds(file), "bggId": 0, "importPlayId": 0}
        if entry.place:
            play["locationRefId"] = out.location(entry.place)
        play.update({"gameRefId": game["id"], "board": "", "rating": 0, "nemestatsId": 0, "scoringSetting": 0,
                     "metaData": json.dumps({"playUsedGameCopy": 0, **({META_KEY: ours} if ours else {})},
                                            ensure_ascii=False),
                     "playerScores": scores, "expansionPlays": [], "comments": entry.note or ""})
        plays.append(play)
    stamp = max((p["modificationDate"] for p in plays), default="2000-01-01 00:00:00")
    for item in (*out.players.values(), *out.locations.values(), *out.games.values()):
        item["modificationDate"] = stamp
        for copy in item.get("copies", ()):
            copy["modificationDate"] = stamp
    chosen = out.players.get(player_key(owner)) if owner else None
    if chosen is not None:
        me = chosen["id"]
    else:  # nobody chosen: the phone's owner is at every game they record, the player at the most games
        me = max(out.at_games, key=lambda ref: (out.at_games[ref], -ref)) if out.at_games else 0
    return {"tags": [{"uuid": _uuid("tag", "table-referee"), "id": 1, "name": "Table Referee", "type": "Personal",
                      "group": "Default", "isInternal": False, "isDefault": False, "isHidden": False,
                      "modificationDate": stamp}],
            "groups": [{"uuid": _uuid("group", "all-games"), "id": 1, "name": "All Games", "type": "Basis",
                        "isInternal": True, "isDefault": True, "modificationDate": stamp, "metaData": ""}],
            "players": list(out.players.values()), "locations": list(out.locations.values()),
            "games": list(out.games.values()), "plays": plays, "challenges": [], "deletedObjects": [],
            "userInfo": {"meRefId": me, "appVersion": "Table Referee"}}


def bgstats_json(entries: Iterable[HistoryEntry], lang: str = "en", files: GameFiles | None = None,
                 owner: str | None = None) -> str:
    return json.dumps(bgstats_plays(entries, lang, files, owner), ensure_ascii=False, indent=1)
