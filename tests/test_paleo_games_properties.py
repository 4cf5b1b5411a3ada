"""Invariants of Paleo's derived games: random logs never crash, are judged event by event, and the
score sheet adds up."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorers.errors import ImpossibleState, RefereeError
from scorers.loading import load_data
from scorers.paleo_games import (
    BILLARD_COMPTE,
    BILLARD_DOUBLE,
    CRICKET,
    FRONTIERE,
    HOCKEY,
    KAYAK,
    PITCHANQUE,
    POINTS,
)

NAMES = ["Ana", "Ben"]
PIECES = [f"{c}{n}" for c in "rg" for n in range(1, 9)]
player = st.sampled_from(NAMES)
billiard_shot = st.builds(lambda p, t: {"type": "shot", "player": p, "touched": t}, player,
                          st.lists(st.sampled_from(PIECES), max_size=3))
EVENTS = {
    BILLARD_DOUBLE: billiard_shot,
    CRICKET: billiard_shot,
    BILLARD_COMPTE: billiard_shot,
    POINTS: st.one_of(
        st.builds(lambda p, n, x: {"type": "entry", "player": p, "piece": n, **({"exchange": x} if x else {})},
                  player, st.integers(1, 8), st.one_of(st.none(), st.integers(1, 8))),
        st.builds(lambda p, n, b: {"type": "capture", "player": p, "piece": n, **({"by": b} if b else {})},
                  player, st.integers(1, 8), st.one_of(st.none(), st.integers(1, 8)))),
    KAYAK: st.builds(lambda p, g, t, f: {"type": "shot", "player": p, "gates": g, "touched": t, "finish": f},
                     player, st.lists(st.integers(-4, 4).filter(bool), max_size=3),
                     st.one_of(st.none(), player), st.booleans()),
    FRONTIERE: st.builds(lambda p, a: {"type": "shot", "player": p, "across": a}, player,
                         st.dictionaries(player, st.integers(0, 7))),
    HOCKEY: st.one_of(
        st.builds(lambda p: {"type": "faceoff", "winner": p}, player),
        st.builds(lambda p, g, f: {"type": "goal", "player": p, "goalie": g, "free_shot": f}, player,
                  st.booleans(), st.booleans()),
        st.builds(lambda p, k: {"type": "fault", "player": p, "kind": k}, player,
                  st.sampled_from(["replacement-touch", "missed-puck", "opponent-first", "same-piece"])),
        st.builds(lambda p, t: {"type": t, "player": p}, player, st.sampled_from(["out", "blocked"]))),
    PITCHANQUE: st.one_of(
        st.builds(lambda o, a, b: {"type": "mene", "order": o, "out": {"a": a, "b": b}},
                  st.lists(st.sampled_from(["a", "b", "ab"]), max_size=6), st.integers(0, 3), st.integers(0, 3)),
        st.builds(lambda t, u: {"type": "jack-out", "by": t, "unplayed": u}, st.sampled_from("ab"),
                  st.integers(0, 6))),
}


def file_of(rules, events):
    if rules is PITCHANQUE:
        return {"game": "pitchanque", "teams": [{"players": ["Ana"]}, {"players": ["Ben"]}], "events": events}
    return {"game": rules.game_id, "players": NAMES, "events": events}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_logs_are_judged_without_crashing_and_add_up(data):
    rules = data.draw(st.sampled_from(list(EVENTS)))
    events = data.draw(st.lists(EVENTS[rules], max_size=25))
    state = rules.parse(file_of(rules, events))
    violations = rules.check(state)
    assert len(violations) <= 1
    book = dict(rules.rules())
    assert all(v.rule_id in book for v in violations)
    try:
        sheet = rules.score(state)
    except ImpossibleState as error:
        assert violations and error.violations == tuple(violations)
        # everything before the refused event is a match that scores
        index = int(violations[0].where[len("events["):-1])
        rules.score(state.with_events(state.events[:index]))
        return
    assert not violations
    assert all(rule in book for line in sheet.lines for rule in line.rules)
    for lang in ("en", "fr"):  # every explanation renders in both languages
        assert sheet.to_dict(lang)["lines"] == [] or all(line["explanation"] for line in sheet.to_dict(lang)["lines"])
    if sheet.lines:
        assert sheet.lines[-1].details["score"] == sheet.totals
    # the log replays event by event to the same result: each accepted event was judged acceptable
    for i in range(len(state.events)):
        assert rules.judge(state.with_events(state.events[:i]), state.events[i]) == []
    over, text, _ = rules.end_status(state)
    assert isinstance(over, bool) and text.render("fr")


@settings(max_examples=60, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                              max_size=4), max_leaves=12),
       st.sampled_from(sorted(r.game_id for r in EVENTS)))
def test_random_json_only_gives_typed_errors(junk, game):
    data = junk if not isinstance(junk, dict) else {**junk, "game": game}
    try:
        load_data(data)
    except RefereeError:
        pass


@settings(max_examples=40, deadline=None)
@given(st.lists(st.lists(st.sampled_from(PIECES), max_size=2), max_size=40))
def test_doublé_score_never_passes_fifty_without_the_house_rule(touches):
    events, state = [], BILLARD_DOUBLE.parse(file_of(BILLARD_DOUBLE, []))
    for touched in touches:
        turn = BILLARD_DOUBLE.whose_turn(state)
        event = BILLARD_DOUBLE.file_model.model_validate(
            {"game": "paleo-billard-double", "players": NAMES,
             "events": [{"type": "shot", "player": NAMES[turn or 0], "touched": touched}]}).events[0]
        if BILLARD_DOUBLE.judge(state, event):
            break
        state = BILLARD_DOUBLE.append(state, event)
        events.append(event)
    assert all(s <= 50 for s in BILLARD_DOUBLE.replay(state).tally.score)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(["a", "b", "ab"]), max_size=6))
def test_a_mene_scores_at_most_the_pieces_in_play_of_one_team(order):
    """PQ-POINT, PQ-OUT: a mène gives points to one team at most, never more than its pieces in play."""
    placed_a = sum(p.count("a") for p in order)
    placed_b = sum(p.count("b") for p in order)
    if placed_a > 3 or placed_b > 3:
        return
    mene = {"type": "mene", "order": order, "out": {"a": 3 - placed_a, "b": 3 - placed_b}}
    state = PITCHANQUE.parse(file_of(PITCHANQUE, [mene]))
    score = PITCHANQUE.replay(state).tally.score
    assert min(score) == 0 and score[0] <= placed_a and score[1] <= placed_b


@settings(max_examples=40, deadline=None)
@given(st.lists(st.lists(st.sampled_from(PIECES), max_size=3), max_size=30))
def test_compte_progress_never_goes_back_and_never_skips_more_than_two(touches):
    """CP-ORDER, CP-TWO: progress only grows, by at most two a shot."""
    state = BILLARD_COMPTE.parse(file_of(BILLARD_COMPTE, []))
    before = (0, 0)
    for touched in touches:
        turn = BILLARD_COMPTE.whose_turn(state) or 0
        event = BILLARD_COMPTE.file_model.model_validate(
            {"game": BILLARD_COMPTE.game_id, "players": NAMES,
             "events": [{"type": "shot", "player": NAMES[turn], "touched": touched}]}).events[0]
        if BILLARD_COMPTE.judge(state, event):
            break
        state = BILLARD_COMPTE.append(state, event)
        after = BILLARD_COMPTE.replay(state).tally.score
        assert all(0 <= a - b <= 2 for a, b in zip(after, before))
        before = after
