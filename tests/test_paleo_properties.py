"""Invariants of the Paleo games, over random files and random matches (hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from scorers.errors import ImpossibleState, RefereeError
from scorers.loading import load_data
from scorers.paleo import ESCARMOUCHE, ROI, RULES
from scorers.paleo.match import check, end_status, running_points, score
from scorers.paleo.questions import Touched, several
from scorers.paleo.reefs import expected_placers
from scorers.paleo.rules import MATCH_POINTS
from scorers.sheet import ScoreSheet

NAMES = ["Anna", "Ben", "Chloé", "Dev"]
TEAMS = [["Anna", "Chloé"], ["Ben", "Dev"]]

record = st.fixed_dictionaries({}, optional={
    "keys": st.integers(0, 3), "on_door": st.booleans(), "captured": st.integers(0, 10),
    "freed": st.integers(0, 3), "exchanged": st.integers(0, 3)})


@st.composite
def paleo_files(draw):
    players = draw(st.integers(2, 4))
    names = NAMES[:players]
    sides = ["Anna & Chloé", "Ben & Dev"] if players == 4 else names
    rounds = []
    for _ in range(draw(st.integers(0, 6))):
        entry = {}
        if draw(st.booleans()):
            entry["winner"] = draw(st.sampled_from(sides))
            entry["how"] = draw(st.sampled_from(["door", "capture"]))
        if draw(st.booleans()) or not entry:
            entry["record"] = {side: draw(record) for side in sides if draw(st.booleans())}
        if draw(st.booleans()):
            entry["reefs"] = draw(st.lists(st.sampled_from(sides), max_size=11))
        rounds.append(entry)
    data = {"game": "paleo", "players": names, "rounds": rounds}
    if players == 4:
        data["teams"] = TEAMS
    return data


@settings(max_examples=150, deadline=None)
@given(paleo_files())
def test_random_matches_never_crash_and_score_or_refuse(data):
    state = RULES.parse(data)
    violations = check(state)
    try:
        sheet = score(state, violations)
    except ImpossibleState as error:
        assert error.violations and all(v.is_error for v in error.violations)
        return
    assert isinstance(sheet, ScoreSheet)
    assert sum(line.points for line in sheet.lines) == sum(sheet.totals.values())
    over, _, _ = end_status(state)
    # PA-MATCH: a scored match has at most its last round reaching 4 points
    points = running_points(state)
    assert all(max(p) < MATCH_POINTS for p in points[:-1])
    assert over == (bool(points) and max(points[-1]) >= MATCH_POINTS)
    assert RULES.parse(RULES.to_file(state)) == state


@settings(max_examples=100, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(NAMES[:3]), st.sampled_from(NAMES[:3]),
                          st.sampled_from(["explorer", "mercenary", "king"]), st.booleans()), max_size=5))
def test_random_roi_games_never_crash(captures):
    state = ROI.parse({"game": "paleo-roi", "players": NAMES[:3], "captures": [
        {"king": k, "by": b, "piece": p, "touched_first": f} for k, b, p, f in captures]})
    violations = ROI.check(state)
    try:
        sheet = ROI.score(state)
    except ImpossibleState:
        assert any(v.is_error for v in violations)
        return
    assert len(sheet.winners) >= 1 and sum(sheet.totals.values()) == len(captures)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.fixed_dictionaries({"event": st.sampled_from(["killer", "kill", "off"]),
                                       "player": st.sampled_from(NAMES[:2]), "by": st.sampled_from(NAMES[:2]),
                                       "was_killer": st.booleans()}), max_size=12))
def test_random_skirmishes_never_crash(events):
    state = ESCARMOUCHE.parse({"game": "paleo-escarmouche", "players": NAMES[:2], "events": events})
    try:
        ESCARMOUCHE.score(state)
    except ImpossibleState:
        assert any(v.is_error for v in ESCARMOUCHE.check(state))


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                           lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                                       max_size=4), max_leaves=12)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["paleo", "paleo-roi", "paleo-escarmouche"]),
       st.dictionaries(st.sampled_from(["players", "teams", "rounds", "captures", "events", "reefs", "date", "x"]),
                       json_values, max_size=4))
def test_random_json_only_gives_typed_errors(game, data):
    try:
        _, state = load_data({"game": game, **data})
    except RefereeError:
        return
    find = {"paleo": RULES, "paleo-roi": ROI, "paleo-escarmouche": ESCARMOUCHE}[game]
    find.check(state)


@given(st.lists(st.builds(Touched, in_base_camp=st.booleans(), just_returned=st.booleans(), direct=st.booleans()),
                max_size=5))
def test_several_at_most_one_piece_captured_in_its_base_camp(touched):
    """PA-MULTI: never more than one piece captured in its base camp; every direct piece outside is."""
    answer = several(touched)
    assert sum(touched[i].in_base_camp for i in answer.captured) <= 1
    assert all(i in answer.captured for i, t in enumerate(touched)
               if t.direct and not t.in_base_camp and not t.just_returned)


@given(st.sampled_from([2, 3, 4]), st.permutations([0, 1, 2]))
def test_every_side_places_its_count_whatever_the_seats(players, order):
    seats = tuple(order) if players == 3 else tuple(o for o in order if o < 2)
    placers = expected_placers(players, seats)
    assert len({placers.count(s) for s in set(placers)}) == 1
