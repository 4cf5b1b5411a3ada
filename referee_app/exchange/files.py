"""Game files (the JSON `referee check|score` reads) seen from outside any one game: their canonical
form and fingerprint, scoring one, and the per-player result lines of a score sheet."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from dataclasses import dataclass
from typing import Any

from referee_app.store.records import PlayerResult
from scorers.errors import UnreadableInput
from scorers.i18n import phrase
from scorers.loading import load_data
from scorers.registry import GameInfo
from scorers.sheet import ScoreSheet


def canonical(game_file: dict) -> str:
    """One text per game file whatever its key order or spacing."""
    return json.dumps(game_file, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def fingerprint(game_file: dict) -> str:
    """What identifies a game file for de-duplication (SHA-256 of its canonical text)."""
    return hashlib.sha256(canonical(game_file).encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class ScoredFile:
    game: GameInfo
    state: Any
    sheet: ScoreSheet
    file: dict  # the file as the rules write it back (`to_file`), the one that is kept


def score_file(data: Any) -> ScoredFile:
    """Parse and score a game file of any built game; raises the rules' typed errors."""
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        raise UnreadableInput(phrase("ex.in.not_game_object"))
    if data.get("kind") == "board":  # a board file (referee_app.boards): shared the same ways as a game
        raise UnreadableInput(phrase("bd.is_a_board"))
    game, state = load_data(data)  # as `referee check` reads it: every alias of the game is accepted
    rules = game.rules()
    sheet = rules.score(state)
    return ScoredFile(game, state, sheet, rules.to_file(state))


def side_people(state: Any) -> list[tuple[tuple[str, int | None], ...]] | None:
    """Who plays on each side of a scored game, in the order of its players, each as (name, seat from 1 when
    the game seats people one by one, as Paleo does); None when every side is one person. Teams are named
    the game's own way: Pitchanque's `members` (names per side), Défense d'afficher's and Paleo's `sides`
    (each with `members`: names, or seats)."""
    names = [p.name for p in state.players]
    members = getattr(state, "members", None)  # the score races (Pitchanque's teams): names per side
    if members:
        sides = [tuple((name, None) for name in m) for m in members]
    else:
        sides = []
        for side in getattr(state, "sides", ()) or ():
            kept = getattr(side, "members", None)
            if kept is None:
                return None
            sides.append(tuple((names[m], m + 1) if isinstance(m, int) else (m, None) for m in kept))
    if not sides or all(len(s) == 1 for s in sides):
        return None
    return sides


def results_of(sheet: ScoreSheet, state: Any = None) -> list[PlayerResult]:
    """Each player's (or team's) score, place and win, in seat order; a team's line names its members
    (given the scored `state`, where the teams are)."""
    place = {entry.player: entry.rank for entry in sheet.ranking.entries}
    sides = side_people(state) if state is not None else None
    if sides is not None and len(sides) != len(sheet.players):
        sides = None  # sides that do not match the sheet's lines: the lines as they are
    results = []
    for seat, player in enumerate(sheet.players):
        people = tuple(name for name, _ in sides[seat]) if sides else ()
        results.append(PlayerResult(seat=seat, player=player.name, colour=player.colour,
                                    score=sheet.totals[player.name], rank=place[player.name],
                                    winner=player.name in sheet.winners,
                                    members=() if people == (player.name,) else people))
    return results


def played_at(game_file: dict, changed: dt.datetime) -> str:
    """When a game was played, as the store keeps times, for a game file scored at `changed` (an aware time:
    the change that finished it, or the import). A set-up writes the day it was made into its file
    (`"date": "YYYY-MM-DD"`, the device's day), which says nothing of the hour: such a game, or an undated
    one, was played at `changed`. Only a file dated another day (a game noted elsewhere, imported later) keeps
    that day, at noon UTC, which is that same day in nearly every time zone."""
    value = game_file.get("date")
    try:
        day = dt.date.fromisoformat(value) if isinstance(value, str) else None
    except ValueError:
        day = None
    if day is None or day == changed.astimezone().date():
        return changed.astimezone(dt.UTC).isoformat(timespec="microseconds")
    return f"{day.isoformat()}T12:00:00.000000+00:00"
