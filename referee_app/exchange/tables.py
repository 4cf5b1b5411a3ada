"""The history as tables other tools read.

CSV (`history_csv`): UTF-8, comma-separated, lines ending CRLF (RFC 4180), a header row, then one row
per player per game, oldest game first, players in seat order. Columns (`CSV_COLUMNS`):
  game_id (the app's id of the game), game (registry id), game_name, title, played (ISO date and time,
  UTC), duration_min (empty if unknown), seat (1 = first), player, colour, score, rank (1 = first;
  shared places repeat), winner (1 or 0). A text cell that a spreadsheet would run as a formula (it
  starts with = + - @, a tab or a carriage return) starts with an apostrophe instead (`'=1+1`).

BG Stats JSON (`bgstats_json`): the shape of a BG Stats export, which BG Stats imports: top-level
`games` (id, uuid, name, sourceGameId), `players` (id, uuid, name, isAnonymous), `locations` (empty) and
`plays`: uuid, playDate ("YYYY-MM-DD HH:MM:SS", local time), durationMin (0 when unknown), gameRefId,
ignored, manualWinner, rounds, playerScores (playerRefId, score as text, winner, rank, seatOrder,
startPlayer, newPlayer). Every uuid is derived from the app's own ids (a play's uuid is the game's id),
so exporting again gives the same uuids and BG Stats, which keys plays on them, does not duplicate.
"""

from __future__ import annotations

import csv
import io
import json
import uuid
from collections.abc import Iterable

from referee_app.records import HistoryEntry, player_key
from scorers.errors import UnknownGame
from scorers.i18n import render
from scorers.registry import find_game

CSV_COLUMNS = ("game_id", "game", "game_name", "title", "played", "duration_min", "seat", "player", "colour",
               "score", "rank", "winner")
NAMESPACE = uuid.UUID("6f1d7c52-8a0e-4f52-9a7e-5452656665ee")  # Table Referee's uuid5 namespace


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
            writer.writerow([cell(value) for value in (
                entry.id, entry.game, game_name(entry.game, lang), entry.title,
                entry.played.isoformat(timespec="seconds"), "" if entry.duration_min is None else entry.duration_min,
                r.seat + 1, r.player, r.colour or "", r.score, r.rank, int(r.winner))])
    return out.getvalue()


def _uuid(kind: str, key: str) -> str:
    return str(uuid.uuid5(NAMESPACE, f"{kind}:{key}"))


def bgstats_plays(entries: Iterable[HistoryEntry], lang: str = "en") -> dict:
    games: dict[str, dict] = {}
    players: dict[str, dict] = {}
    plays = []
    for entry in entries:
        game = games.setdefault(entry.game, {"id": len(games) + 1, "uuid": _uuid("game", entry.game),
                                             "name": game_name(entry.game, lang), "sourceGameId": entry.game})
        scores = []
        for r in entry.results:
            key = player_key(r.player)
            player = players.setdefault(key, {"id": len(players) + 1, "uuid": _uuid("player", key),
                                              "name": r.player, "isAnonymous": False})
            scores.append({"playerRefId": player["id"], "score": str(r.score), "winner": r.winner, "rank": r.rank,
                           "seatOrder": r.seat + 1, "startPlayer": r.seat == 0, "newPlayer": False})
        try:
            play_uuid = str(uuid.UUID(hex=entry.id))
        except ValueError:
            play_uuid = _uuid("play", entry.id)
        plays.append({"uuid": play_uuid, "playDate": entry.played.astimezone().strftime("%Y-%m-%d %H:%M:%S"),
                      "durationMin": entry.duration_min or 0, "gameRefId": game["id"], "ignored": False,
                      "manualWinner": False, "rounds": 0, "playerScores": scores})
    return {"games": list(games.values()), "players": list(players.values()), "locations": [], "plays": plays}


def bgstats_json(entries: Iterable[HistoryEntry], lang: str = "en") -> str:
    return json.dumps(bgstats_plays(entries, lang), ensure_ascii=False, indent=1)
