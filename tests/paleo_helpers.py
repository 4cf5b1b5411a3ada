"""Builders for Paleo, Le Roi and Escarmouche files in tests."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from scorers.paleo.model import parse_escarmouche, parse_paleo, parse_roi

DATA = Path(__file__).parent / "data" / "paleo"
TWO, THREE = ["Alice", "Bruno"], ["Anna", "Ben", "Chloé"]
FOUR = ["Anna", "Ben", "Chloé", "Dev"]
TEAMS = [{"name": "Reds", "players": ["Anna", "Chloé"]}, {"name": "Greens", "players": ["Ben", "Dev"]}]


def example(name: str) -> dict[str, Any]:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


def match(*rounds: dict, players: list[str] = TWO, **extra: Any):
    data = {"game": "paleo", "players": players, "rounds": list(rounds), **extra}
    if len(players) == 4 and "teams" not in extra:
        data["teams"] = TEAMS
    return parse_paleo(data)


def door(winner: str) -> dict:
    return {"winner": winner, "how": "door"}


def capture(winner: str) -> dict:
    return {"winner": winner, "how": "capture"}


def roi(*captures: tuple, players: list[str] = THREE, **extra: Any):
    return parse_roi({"game": "paleo-roi", "players": players, **extra, "captures": [
        {"king": king, "by": by, "piece": piece, **({"touched_first": True} if first else {})}
        for king, by, piece, *rest in captures for first in [bool(rest and rest[0])]]})


def skirmish(*events: dict, players: list[str] = TWO):
    return parse_escarmouche({"game": "paleo-escarmouche", "players": players, "events": list(events)})


def codes(violations) -> list[str]:
    return [v.code for v in violations]


def rules_cited(violations) -> set[str]:
    return {v.rule_id for v in violations}
