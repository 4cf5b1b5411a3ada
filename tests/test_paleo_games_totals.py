"""Turn points (PG-TOTALS, issue 24): a turn of the billiards or of Match aux points entered as the points the
table counted, one test per clause (the rule, in our words, as the docstring)."""

from __future__ import annotations

import json

import pytest

from scorers.errors import InvalidState
from scorers.paleo_games import BILLARD_COMPTE, BILLARD_DOUBLE, CRICKET, KAYAK, POINTS
from scorers.paleo_games.totals import entered

TOTALS_GAMES = (BILLARD_DOUBLE, CRICKET, BILLARD_COMPTE, POINTS)


def match(rules, events, players=("Ana", "Ben"), **extra):
    return rules.parse({"game": rules.game_id, "players": list(players), "events": events, **extra})


def turn(player, points, **more):
    return {"type": "turn", "player": player, "points": points, **more}


def alternate(*points):
    """Turns of Ana and Ben in turn, Ana first."""
    return [turn("Ana" if i % 2 == 0 else "Ben", p) for i, p in enumerate(points)]


def opening(rules):
    """Turns before the tested ones: at Cricket, Ana closes the 3s and Ben the 2s (so that they can score)."""
    return [turn("Ana", 0, closed=[3]), turn("Ben", 0, closed=[2])] if rules is CRICKET else []


def only_violation(rules, state):
    violations = rules.check(state)
    assert len(violations) == 1 and violations[0].is_error, violations
    return violations[0]


@pytest.mark.parametrize("rules", TOTALS_GAMES, ids=lambda r: r.game_id)
def test_PG_TOTALS_a_turn_entered_as_its_points_scores_them_and_says_it_was_not_refereed(rules):
    """A turn may be entered as its points alone, counted by the table; the sheet adds them and says, in both
    languages, that the table entered them and nobody refereed them."""
    state = match(rules, [*opening(rules), *alternate(3, 2)])
    assert rules.check(state) == []
    sheet = rules.score(state)
    assert sheet.totals == {"Ana": 3, "Ben": 2}
    assert all(line.rules == ("PG-TOTALS",) for line in sheet.lines)
    assert "entered by the table" in sheet.lines[-1].explain("en") and "not refereed" in sheet.lines[-1].explain("en")
    assert "par la table" in sheet.lines[-1].explain("fr") and "non arbitrés" in sheet.lines[-1].explain("fr")
    assert "PG-TOTALS" in dict(rules.rules())
    assert all(entered(step) for step in rules.replay(state).steps)


@pytest.mark.parametrize("rules", TOTALS_GAMES, ids=lambda r: r.game_id)
@pytest.mark.parametrize("points", [-1, 2.5])
def test_PG_TOTALS_a_negative_or_broken_number_is_refused_where_it_is(rules, points):
    """A turn's points are a whole number from 0: -1 and 2.5 are refused, at the event that holds them."""
    events = [*opening(rules), turn("Ana", 1), turn("Ben", points)]
    violation = only_violation(rules, match(rules, events))
    assert violation.rule_id == "PG-TOTALS" and violation.where == f"events[{len(events) - 1}]"
    assert str(points) in violation.message("en") and str(points).replace(".", ",") in violation.message("fr")


@pytest.mark.parametrize("rules, most", [(BILLARD_DOUBLE, 36), (BILLARD_COMPTE, 16), (POINTS, 5)],
                         ids=lambda x: getattr(x, "game_id", x))
def test_PG_TOTALS_a_turn_scores_at_most_what_one_turn_can(rules, most):
    """The bound of a fresh turn: 36 at the Doublé (each double once), 16 at the Compté (every piece), 5 at
    Match aux points (every Explorer)."""
    assert match(rules, [turn("Ana", most)]).events and rules.check(match(rules, [turn("Ana", most)])) == []
    violation = only_violation(rules, match(rules, [turn("Ana", most + 1)]))
    assert violation.code == "turn-out-of-range" and f"0 to {most}" in violation.message()


def test_PG_TOTALS_doublé_a_turn_never_takes_a_player_past_50_unless_overshooting_is_allowed():
    """BD-EXACT, BD-OVERSHOOT: a double past 50 scores nothing, so no turn can pass 50; with the house rule
    `overshoot-allowed` it can, and 50 or more wins."""
    events = alternate(30, 0, 15)
    assert only_violation(BILLARD_DOUBLE, match(BILLARD_DOUBLE, [*events, turn("Ben", 0), turn("Ana", 6)])
                          ).code == "turn-out-of-range"
    won = match(BILLARD_DOUBLE, [*events, turn("Ben", 0), turn("Ana", 5)])
    assert BILLARD_DOUBLE.over(won) and BILLARD_DOUBLE.score(won).winners == ("Ana",)
    allowed = match(BILLARD_DOUBLE, [*events, turn("Ben", 0), turn("Ana", 6)], house_rules=["overshoot-allowed"])
    assert BILLARD_DOUBLE.score(allowed).winners == ("Ana",)


def test_PG_TOTALS_where_turns_are_kept_the_turn_passes_after_turn_points():
    """After a turn entered as its points it is the other player's turn (PG-TURN refuses the same player)."""
    violation = only_violation(BILLARD_DOUBLE, match(BILLARD_DOUBLE, [turn("Ana", 4), turn("Ana", 4)]))
    assert violation.rule_id == "PG-TURN" and violation.where == "events[1]"
    assert BILLARD_DOUBLE.whose_turn(match(BILLARD_DOUBLE, [turn("Ana", 4)])) == 1


def test_PG_TOTALS_turn_points_and_shots_follow_each_other_in_one_match():
    """A half-made double does not survive a turn entered as its points; shots go on after it."""
    events = [{"type": "shot", "player": "Ana", "touched": ["r3"]}, {"type": "shot", "player": "Ana",
                                                                      "touched": ["g3"]},
              turn("Ana", 5), {"player": "Ben", "touched": ["r2"]}, {"player": "Ben", "touched": ["g2"]}]
    state = match(BILLARD_DOUBLE, events)
    assert BILLARD_DOUBLE.score(state).totals == {"Ana": 8, "Ben": 2}


def test_PG_TOTALS_cricket_points_only_on_numbers_closed_before_and_open_for_the_opponent():
    """BC-CLOSE, BC-POINTS: a turn names the numbers it closed; it scores at most the numbers its player had
    closed before it and the opponent has not, each once."""
    closing = [turn("Ana", 0, closed=[6, 7, 8]), turn("Ben", 0, closed=[8])]
    assert CRICKET.check(match(CRICKET, [*closing, turn("Ana", 13)])) == []
    violation = only_violation(CRICKET, match(CRICKET, [*closing, turn("Ana", 14)]))
    assert violation.code == "turn-out-of-range" and "0 to 13" in violation.message()


def test_PG_TOTALS_cricket_a_number_is_closed_once():
    """A number closed already (or named twice in a turn, or not 1 to 8) cannot be closed by the turn."""
    for closed in ([6, 6], [9], [0]):
        assert only_violation(CRICKET, match(CRICKET, [turn("Ana", 0, closed=closed)])).code == "turn-cannot-close"
    again = match(CRICKET, [turn("Ana", 0, closed=[6]), turn("Ben", 0), turn("Ana", 0, closed=[6])])
    assert only_violation(CRICKET, again).where == "events[2]"


def test_PG_TOTALS_cricket_the_game_ends_when_turn_points_close_all_eight_with_more_points():
    """BC-END holds for turns entered as points: all 8 closed and more points wins."""
    events = [turn("Ana", 0, closed=[1, 2, 3, 4]), turn("Ben", 0), turn("Ana", 10, closed=[5, 6, 7, 8])]
    state = match(CRICKET, events)
    assert CRICKET.over(state) and CRICKET.score(state).winners == ("Ana",)


def test_PG_TOTALS_only_cricket_names_closed_numbers():
    """A turn of another game that names closed numbers is refused."""
    assert only_violation(BILLARD_DOUBLE, match(BILLARD_DOUBLE, [turn("Ana", 3, closed=[3])])
                          ).code == "turn-closed-not-here"


def test_PG_TOTALS_match_aux_points_never_past_10_and_10_wins():
    """MP-WIN: 10 points win; a turn that would pass 10 is refused, nothing is accepted after the win."""
    events = [turn("Ana", 5), turn("Ben", 2), turn("Ana", 4)]
    assert only_violation(POINTS, match(POINTS, [*events, turn("Ana", 2)])).code == "turn-out-of-range"
    won = match(POINTS, [*events, turn("Ana", 1)])
    assert POINTS.score(won).winners == ("Ana",)
    assert only_violation(POINTS, match(POINTS, [*events, turn("Ana", 1), turn("Ben", 1)])).rule_id == "PG-OVER"


def test_PG_TOTALS_a_game_without_turn_points_refuses_them_in_its_file():
    """Kayak keeps no turn points: a `turn` event is a located error of its file."""
    with pytest.raises(InvalidState) as caught:
        match(KAYAK, [turn("Ana", 3)])
    assert any(p.where.startswith("events[0]") for p in caught.value.problems)


@pytest.mark.parametrize("rules", TOTALS_GAMES, ids=lambda r: r.game_id)
def test_turn_points_round_trip_through_the_file_and_old_files_still_read(rules):
    """A file with turn points is written and read back the same; a shot without its `type` (files written
    before turn points) is still a shot."""
    state = match(rules, [*opening(rules), *alternate(1, 0, 2)])
    assert rules.parse(json.loads(json.dumps(rules.to_file(state)))) == state
    if rules is not POINTS:
        old = match(rules, [{"player": "Ana", "touched": ["r1"]}])
        assert old.events[0].type == "shot"


def test_a_non_numeric_turn_points_is_a_located_error_of_the_file():
    """"x" for points is refused where it is typed, without a union's inner name in the location."""
    with pytest.raises(InvalidState) as caught:
        match(BILLARD_DOUBLE, [turn("Ana", "x")])
    assert {p.where for p in caught.value.problems} == {"events[0].points"}
