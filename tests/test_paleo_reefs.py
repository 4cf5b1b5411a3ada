"""Reef placement (PA-REEF-*): order and counts per player count, permanent reefs, step by step checks."""

from __future__ import annotations

import pytest
from paleo_helpers import FOUR, THREE, capture, codes, example, match

from scorers.i18n import render
from scorers.paleo import RULES
from scorers.paleo.match import check
from scorers.paleo.reefs import expected_placers, next_placer, permanent_reefs, placing_order

TWO_ORDER = ["Alice", "Bruno", "Bruno", "Alice", "Alice", "Bruno", "Bruno", "Alice", "Alice", "Bruno"]


def reefs_round(reefs, **rest):
    return {**capture("Alice"), "reefs": reefs, **rest}


def test_pa_reef_order_two_players():
    """PA-REEF-ORDER: 2 players: P1 1, P2 2, P1 2, P2 2, P1 2, P2 1."""
    assert [(s.seat, s.count) for s in placing_order(2)] == [(0, 1), (1, 2), (0, 2), (1, 2), (0, 2), (1, 1)]


def test_pa_reef_order_three_players():
    """PA-REEF-ORDER: 3 players: P3, P1, P2, P2, P3, P1, P1, P2, P3, one reef each."""
    assert expected_placers(3, (0, 1, 2)) == [2, 0, 1, 1, 2, 0, 0, 1, 2]


def test_pa_reef_order_four_players_by_team():
    """PA-REEF-ORDER: 4 players: the 2-player order, by team."""
    assert placing_order(4) == placing_order(2)


@pytest.mark.parametrize("players, count", [(2, 5), (3, 3), (4, 5)])
def test_pa_reef_count(players, count):
    """PA-REEF-COUNT: 5 reefs a side at 2 players (a team at 4), 3 each at 3."""
    placers = expected_placers(players, tuple(range(3 if players == 3 else 2)))
    assert all(placers.count(side) == count for side in set(placers))


def test_pa_reef_permanent():
    """PA-REEF-PERMANENT: 4 on Paleo island; 2 more on islets at 3 and 4 players."""
    assert render(permanent_reefs(2)) == "Permanent reefs, never moved: 4 on Paleo island."
    assert render(permanent_reefs(3)) == "Permanent reefs, never moved: 4 on Paleo island and 2 on two islets."


def test_a_correct_placement_passes():
    assert check(match(reefs_round(TWO_ORDER))) == []


def test_pa_reef_order_a_reef_out_of_turn_is_found_at_its_step():
    """PA-REEF-ORDER: the placement is checked step by step; the step out of turn is named."""
    wrong = TWO_ORDER[:1] + ["Alice"] + TWO_ORDER[2:]
    violations = check(match(reefs_round(wrong)))
    assert codes(violations)[0] == "reef-out-of-turn" and violations[0].where == "rounds[0].reefs[1]"
    assert violations[0].message().startswith("Reef 2 was placed by Alice, but it was Bruno's turn: the order is "
                                              "Alice 1, Bruno 2, Alice 2, Bruno 2, Alice 2 and Bruno 1.")


def test_pa_reef_count_one_too_many():
    """PA-REEF-COUNT: an eleventh reef at 2 players is one too many."""
    assert codes(check(match(reefs_round(TWO_ORDER + ["Alice"])))) == ["reef-too-many"]


def test_pa_reef_three_players_follow_the_seats_of_the_round():
    """PA-REEF-ORDER with PA-SEATS: at 3 players the order follows who sits where that round."""
    first = ["Chloé", "Anna", "Ben", "Ben", "Chloé", "Anna", "Anna", "Ben", "Chloé"]
    assert check(match(reefs_round(first, winner="Anna"), players=THREE)) == []
    second = {**capture("Ben"), "reefs": first}  # round 2: Chloé sits in seat 1, Anna 2, Ben 3
    assert "reef-out-of-turn" in codes(check(match(capture("Anna"), second, players=THREE)))
    assert next_placer(3, (2, 0, 1), 0) == 1  # Ben, in seat 3, starts


def test_pa_reef_zone_forbidden_zones_per_player_count():
    """PA-REEF-ZONE: never in a base camp or sanctuary; advanced camps allowed at 2, not at 4."""
    at_two = [{"by": "Alice", "zone": "advanced-camp"}] + TWO_ORDER[1:]
    assert check(match(reefs_round(at_two))) == []
    at_two[0] = {"by": "Alice", "zone": "sanctuary"}
    assert codes(check(match(reefs_round(at_two)))) == ["reef-forbidden-zone"]
    at_four = [{"by": "Reds", "zone": "advanced-camp"}] + ["Greens", "Greens", "Reds", "Reds", "Greens", "Greens",
                                                           "Reds", "Reds", "Greens"]
    assert codes(check(match({**capture("Reds"), "reefs": at_four}, players=FOUR))) == ["reef-forbidden-zone"]


def test_pa_reef_half_at_least_two_in_the_own_half():
    """PA-REEF-HALF: at least 2 of a side's reefs in its own half."""
    halves = ["opposing"] * 4 + ["own"]
    reefs, alice = [], iter(halves)
    for name in TWO_ORDER:
        reefs.append({"by": name, "half": next(alice)} if name == "Alice" else name)
    violations = check(match(reefs_round(reefs)))
    assert codes(violations) == ["reef-own-half"] and "Alice placed 1 reef in their own half" in violations[0].message()


def test_pa_reef_keep_a_round_without_placement_keeps_the_reefs():
    """PA-REEF-KEEP: between rounds the reefs may stay: a round may give no placement."""
    state = RULES.parse(example("classic_two_players.json"))
    assert state.rounds[0].reefs is not None and state.rounds[1].reefs is None
    assert check(state) == []
