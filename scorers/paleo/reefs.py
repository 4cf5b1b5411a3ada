"""Reef placement (PA-REEF-*): who places how many reefs in which order, and a recorded placement
checked step by step. The same set-up serves Paleo's rounds, Le Roi and Escarmouche."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from scorers.i18n import Phrase, phrase
from scorers.paleo.model import Reef
from scorers.paleo.rules import FORBIDDEN_ZONES, PERMANENT_REEFS, REEF_ORDER, REEFS_IN_OWN_HALF, REEFS_PER_SIDE
from scorers.violations import Severity, Violation

ERROR = Severity.ERROR


@dataclass(frozen=True)
class Step:
    """One step of the placing order: the seat (0 = Player 1 / Team 1) and how many reefs it places."""

    seat: int
    count: int


def placing_order(players: int) -> tuple[Step, ...]:
    """PA-REEF-ORDER for a player count (at 4 players the seats are the two teams)."""
    return tuple(Step(seat, count) for seat, count in REEF_ORDER[players])


def expected_placers(players: int, seats: tuple[int, ...]) -> list[int]:
    """The side expected to place each reef in turn, given the sides in seat order."""
    return [seats[step.seat] for step in placing_order(players) for _ in range(step.count)]


def permanent_reefs(players: int) -> Phrase:
    """PA-REEF-PERMANENT in words."""
    return phrase("pa.reef.permanent", parts=[phrase(f"pa.reef.permanent.{where}", n=n)
                                              for where, n in PERMANENT_REEFS[players]])


def order_phrase(players: int, seat_names: list[str]) -> Phrase:
    """The whole placing order in words: "Alice 1, Bruno 2, ..."."""
    return phrase("pa.reef.order", steps=[phrase("pa.reef.step", side=seat_names[s.seat], n=s.count)
                                          for s in placing_order(players)])


def check_reefs(players: int, seats: tuple[int, ...], side_names: list[str], reefs: tuple[Reef, ...],
                where: str) -> list[Violation]:
    """Each reef against the order, the counts, the zones and the own-half minimum, step by step."""
    found: list[Violation] = []
    expected = expected_placers(players, seats)
    per_side = REEFS_PER_SIDE[players]
    placed: Counter = Counter()
    for k, reef in enumerate(reefs):
        at = f"{where}[{k}]"
        placed[reef.side] += 1
        if k >= len(expected):
            found.append(Violation("reef-too-many", "PA-REEF-COUNT", ERROR, at, phrase(
                "pa.v.reef_too_many", side=side_names[reef.side], n=per_side, total=len(expected))))
            continue
        if reef.side != expected[k]:
            found.append(Violation("reef-out-of-turn", "PA-REEF-ORDER", ERROR, at, phrase(
                "pa.v.reef_out_of_turn", k=k + 1, side=side_names[reef.side], expected=side_names[expected[k]],
                order=order_phrase(players, [side_names[s] for s in seats]))))
        if reef.zone in FORBIDDEN_ZONES[players]:
            found.append(Violation("reef-forbidden-zone", "PA-REEF-ZONE", ERROR, at, phrase(
                "pa.v.reef_zone", k=k + 1, side=side_names[reef.side], zone=phrase(f"pa.zone.{reef.zone}"),
                players=players)))
    if len(reefs) == len(expected) and players in REEFS_IN_OWN_HALF:
        minimum = REEFS_IN_OWN_HALF[players]
        for side in sorted(set(seats)):
            halves = [r.half for r in reefs if r.side == side]
            if halves and None not in halves and halves.count("own") < minimum:
                found.append(Violation("reef-own-half", "PA-REEF-HALF", ERROR, f"{where}.{side_names[side]}",
                                       phrase("pa.v.reef_own_half", side=side_names[side], n=halves.count("own"),
                                              minimum=minimum)))
    return found


def next_placer(players: int, seats: tuple[int, ...], placed: int) -> int | None:
    """The side whose turn it is to place a reef after `placed` reefs, None when all are placed."""
    expected = expected_placers(players, seats)
    return expected[placed] if placed < len(expected) else None
