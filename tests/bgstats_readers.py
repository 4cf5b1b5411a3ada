"""Two readers of BG Stats files, written from the code of the public tools that read them (issue 34), doing what
they do to a file, step by step, in plain Python (their libraries, polars and the BoardGameGeek API, left out):

- `parser_tables` follows Deniedpluto/BoardGamePlays' `BGStatsParser.py`: it reads the top-level lists `tags`,
  `groups`, `games`, `players`, `locations`, `plays` (a missing one is polars' error: a `KeyError`); makes a table
  of each list's items; explodes the games' `copies` and `tags` and the plays' `playerScores` into tables of their
  own (the copies' `uuid` renamed `gameUuid`) and unnests their items, which polars can only do when the column
  holds objects (a list that is empty in every item has none: `TypeError`, as polars' `unnest` of a column of no
  struct type); drops `copies`, `tags`, `metaData` from the games and `playerScores`, `metaData`, `expansionPlays`
  from the plays (a column no item has: polars' `ColumnNotFoundError`, here a `KeyError`). It returns the tables.
- `wrapped_counts` follows sqrtxander/bgstats-wrapped's `get_data.py` (`load_games`, `load_players`): every game's
  `id`, `bggId` and `name`; every play's `playDate` read with `'%Y-%m-%d %H:%M:%S'`, its game by `gameRefId`
  (`KeyError` when there is none), its `ignored`; every score line's `playerRefId` (its player by id), `winner` and
  `startPlayer`, added up as numbers. It returns the plays per game and year and each player's plays, wins and
  starts, counted as the tool counts them (`stat_*`: the plays not ignored).
"""

from __future__ import annotations

from collections import defaultdict
from datetime import datetime
from typing import Any

LISTS = ("tags", "groups", "games", "players", "locations", "plays")


def _table(items: list[dict]) -> list[dict]:
    """A polars table of a list of objects: every key any item has is a column (None where an item lacks it)."""
    columns: list[str] = []
    for item in items:
        if not isinstance(item, dict):
            raise TypeError(f"a list item that is not an object: {item!r}")
        columns += [k for k in item if k not in columns]
    return [{c: item.get(c) for c in columns} for item in items]


def _explode_unnest(table: list[dict], key: str, column: str, rename: dict[str, str] | None = None) -> list[dict]:
    """`select([key, column]).explode(column).unnest(column)`: one row per item of each row's list."""
    if table and column not in table[0]:
        raise KeyError(column)
    rows = [{(rename or {}).get(key, key): row[key], column: item}
            for row in table for item in (row[column] or [None])]
    if not any(isinstance(row[column], dict) for row in rows):
        raise TypeError(f"cannot unnest {column!r}: no item holds an object")
    out = []
    for row in rows:
        inner = row.pop(column) or {}
        if any(k in row for k in inner):
            raise ValueError(f"unnest of {column!r}: a column named twice")
        out.append({**row, **inner})
    return out


def _drop(table: list[dict], *columns: str) -> list[dict]:
    for column in columns:
        if table and column not in table[0]:
            raise KeyError(column)
    return [{k: v for k, v in row.items() if k not in columns} for row in table]


def parser_tables(export: dict) -> dict[str, list[dict]]:
    """The tables `BGStatsParser.py` writes (DIM_*, FACT_*), or its error."""
    tables = {name: _table(export[name]) for name in LISTS}
    copies = _explode_unnest(tables["games"], "uuid", "copies", {"uuid": "gameUuid"})
    game_tags = _explode_unnest(tables["games"], "uuid", "tags")
    scores = _explode_unnest(tables["plays"], "uuid", "playerScores")
    tables["games"] = _drop(tables["games"], "copies", "tags", "metaData")
    tables["plays"] = _drop(tables["plays"], "playerScores", "metaData", "expansionPlays")
    return {"DIM_Tags": tables["tags"], "DIM_Groups": tables["groups"], "DIM_Games": tables["games"],
            "DIM_Players": tables["players"], "DIM_Locations": tables["locations"], "FACT_Plays": tables["plays"],
            "DIM_Game_Copies": copies, "DIM_Game_Tags": game_tags, "FACT_Play_Scores": scores}


def wrapped_counts(export: dict) -> dict[str, Any]:
    """What `get_data.py` counts (year None: all time), or its error."""
    games: dict[Any, dict] = {}
    for game in export["games"]:
        games[game["id"]] = {"bgg_id": game["bggId"], "name": game["name"], "plays": defaultdict(int)}
    for play in export["plays"]:
        year = datetime.strptime(play["playDate"], "%Y-%m-%d %H:%M:%S").year
        games[play["gameRefId"]]["plays"][year] += 1
        games[play["gameRefId"]]["plays"][None] += 1
    players: dict[Any, dict] = {}
    for player in export["players"]:
        players[player["id"]] = {"name": player["name"], **{k: defaultdict(int) for k in (
            "plays", "stat_plays", "wins", "stat_wins", "start")}}
    for play in export["plays"]:
        for line in play["playerScores"]:
            year = datetime.strptime(play["playDate"], "%Y-%m-%d %H:%M:%S").year
            who = players[line["playerRefId"]]
            for when in (year, None):
                who["plays"][when] += 1
                who["stat_plays"][when] += not play["ignored"]
                who["wins"][when] += line["winner"]
                who["stat_wins"][when] += line["winner"] and not play["ignored"]
                who["start"][when] += line["startPlayer"]
    return {"games": games, "players": players}
