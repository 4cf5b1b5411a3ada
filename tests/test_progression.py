"""The score progression (scorers/progression.py): each player's running total after each turn, round or
event, as the Score tab's chart and the PDF sheet draw it. Its last point is the sheet's totals."""

from __future__ import annotations

import glob
import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from loopit_helpers import random_legal_game
from test_paleo_games_properties import EVENTS, file_of
from test_paleo_properties import paleo_files

from scorers.errors import ImpossibleState
from scorers.loading import load_file
from scorers.loopit import parse as loopit_parse
from scorers.loopit import score as loopit_score
from scorers.paleo import ESCARMOUCHE, ROI
from scorers.paleo import RULES as PALEO
from scorers.progression import READERS, progression, worth_a_chart
from scorers.registry import GAMES

DATA = Path(__file__).parent / "data"
PROPERTY = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def assert_ends_at_totals(sheet):
    points = progression(sheet)
    if sheet.game in READERS and sheet.lines:
        assert points, sheet.game
        assert points[-1][1] == sheet.totals
        assert all(set(totals) == set(sheet.totals) for _, totals in points)
    return points


def example_sheets():
    for path in sorted(glob.glob(str(DATA / "*" / "*.json"))):
        if ".score." in path:
            continue
        info, state = load_file(path)
        try:
            yield Path(path).name, info.rules().score(state)
        except ImpossibleState:
            continue


@pytest.mark.parametrize(("name", "sheet"), list(example_sheets()), ids=lambda v: v if isinstance(v, str) else "")
def test_every_example_game_progresses_to_its_totals(name, sheet):
    """For every example game of a game scored as it is played, the chart's last point is the final totals
    of the score sheet; a game scored once at the end has no chart."""
    points = assert_ends_at_totals(sheet)
    if sheet.game not in READERS:
        assert points == []


def test_every_game_played_turn_by_turn_has_a_reader():
    """Every registered game except those scored once at the end (houses, tokens, posters) has a progression."""
    scored_at_the_end = {"hundsgemein", "froscheln", "numeri", "posters"}
    assert set(READERS) == {g.id for g in GAMES} - scored_at_the_end


def test_loopit_progresses_by_round():
    """Loopit: one point per round, each player's total after it (turns of one round share a point)."""
    sheet = loopit_score(loopit_parse(json.loads((DATA / "loopit" / "light_example.json").read_text())))
    assert progression(sheet) == [("1", {"Anna": 33, "Ben": 28, "Chloé": 0})]
    assert not worth_a_chart(progression(sheet))


def test_pitchanque_progresses_by_mene():
    """Pitchanque: one point per mène, each team's running total; two mènes and more draw a chart."""
    info, state = load_file(DATA / "paleo_games" / "pitchanque.json")
    points = progression(info.rules().score(state))
    assert [label for label, _ in points] == ["1", "2", "3"]
    assert points[0][1] == {"Les Bleus": 2, "Cy & Dora": 0}
    assert points[1][1] == {"Les Bleus": 2, "Cy & Dora": 1}
    assert worth_a_chart(points)


def test_frontiere_follows_the_counts_not_a_sum():
    """Frontière: the count of pieces across can go down; the chart follows the counts, not a running sum."""
    info, state = load_file(DATA / "paleo_games" / "frontiere.json")
    points = progression(info.rules().score(state))
    assert [totals["Ben"] for _, totals in points][:3] == [0, 1, 0]


def test_games_scored_at_the_end_have_no_progression():
    """Hundsgemein, Numeri and Défense d'afficher are scored once at the end: no chart."""
    for path in ("hundsgemein/final_44_typed.json", "track/numeri_worked_example.json",
                 "posters/two_sides_incidents.json"):
        info, state = load_file(DATA / path)
        assert progression(info.rules().score(state)) == []


@given(seed=st.integers(0, 2**32), players=st.integers(2, 4), turns=st.integers(0, 20))
@PROPERTY
def test_random_loopit_games_progress_to_their_totals(seed, players, turns):
    """Random legal Loopit games: the last round's totals are the sheet's totals; totals never go down."""
    sheet = loopit_score(loopit_parse(random_legal_game(random.Random(seed), players, turns)))
    points = assert_ends_at_totals(sheet)
    assert len(points) == len({line.details["round"] for line in sheet.lines})
    for (_, before), (_, after) in zip(points, points[1:]):
        assert all(after[name] >= before[name] for name in before)


@given(paleo_files())
@PROPERTY
def test_random_paleo_matches_progress_to_their_totals(data):
    """Random Paleo matches: a point per round, the last one the match's totals."""
    try:
        sheet = PALEO.score(PALEO.parse(data))
    except ImpossibleState:
        return
    assert len(assert_ends_at_totals(sheet)) == len(sheet.lines)


@given(st.data())
@PROPERTY
def test_random_derived_games_progress_to_their_totals(data):
    """Random logs of Paleo's derived games (billiards, Match aux points, Pitchanque, ...): a point per
    event, the last one the sheet's totals."""
    rules = data.draw(st.sampled_from(list(EVENTS)))
    state = rules.parse(file_of(rules, data.draw(st.lists(EVENTS[rules], max_size=25))))
    try:
        sheet = rules.score(state)
    except ImpossibleState:
        return
    assert len(assert_ends_at_totals(sheet)) == len(sheet.lines)


@given(st.lists(st.tuples(st.sampled_from(["Anna", "Ben", "Chloé"]), st.sampled_from(["Anna", "Ben", "Chloé"]),
                          st.sampled_from(["explorer", "mercenary", "king"]), st.booleans()), max_size=5),
       st.lists(st.fixed_dictionaries({"event": st.sampled_from(["killer", "kill", "off"]),
                                       "player": st.sampled_from(["Anna", "Ben"]),
                                       "by": st.sampled_from(["Anna", "Ben"]), "was_killer": st.booleans()}),
                max_size=12))
@PROPERTY
def test_random_roi_and_skirmish_games_progress_to_their_totals(captures, events):
    """Le Roi and Escarmouche credit each line's points to its winner: the sum ends at the totals."""
    roi = ROI.parse({"game": "paleo-roi", "players": ["Anna", "Ben", "Chloé"], "captures": [
        {"king": k, "by": b, "piece": p, "touched_first": f} for k, b, p, f in captures]})
    skirmish = ESCARMOUCHE.parse({"game": "paleo-escarmouche", "players": ["Anna", "Ben"], "events": events})
    for rules, state in ((ROI, roi), (ESCARMOUCHE, skirmish)):
        try:
            sheet = rules.score(state)
        except ImpossibleState:
            continue
        assert_ends_at_totals(sheet)
