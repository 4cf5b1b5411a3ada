"""HG-STREETS / HG-CENTRE: the street-count feasibility check (scorers.hundsgemein.counts._feasible) gives
the same answers as the exhaustive search it replaced (issue 18: that search took 33-170 ms for one
street of four players in the expert variant). The exhaustive search is kept here as the reference."""

from __future__ import annotations

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from scorers.hundsgemein.counts import _feasible


def reference_feasible(bounds, typed, limit) -> bool:
    """The former search: every players' state of every line, propagated street by street."""
    players = range(len(bounds))

    def all_states(line):
        ranges = [range(bounds[p][line][0], bounds[p][line][1] + 1) for p in players]
        return {state for state in product(*ranges) if sum(state) <= limit[line]}

    def fits(state, line):
        return sum(state) <= limit[line] and all(bounds[p][line][0] <= state[p] <= bounds[p][line][1] for p in players)

    states = all_states(0)
    for n, counts in enumerate(typed):
        if not states:
            return False
        line = n + 1
        if counts is None:
            states = all_states(line)
        else:
            states = {nxt for state in states if fits(nxt := tuple(counts[p] - state[p] for p in players), line)}
    return bool(states)


@st.composite
def searches(draw):
    """Small random inputs: 1-4 players, 2-5 lines, bounds (sometimes empty), typed or untyped streets."""
    players = draw(st.integers(1, 4))
    lines = draw(st.integers(2, 5))
    bounds = []
    for _ in range(players):
        row = []
        for _ in range(lines):
            low = draw(st.integers(0, 4))
            row.append((low, low + draw(st.integers(-1, 4))))
        bounds.append(row)
    typed = [draw(st.none() | st.lists(st.integers(0, 8), min_size=players, max_size=players))
             for _ in range(lines - 1)]
    limit = draw(st.lists(st.integers(0, 9), min_size=lines, max_size=lines))
    return bounds, typed, limit


@settings(max_examples=1500, deadline=None)
@given(searches())
def test_hg_streets_feasibility_agrees_with_the_exhaustive_search(case):
    """HG-STREETS: a player's tiles along a street are the tiles on its two lines; a board gives these
    counts exactly when some tiles per line fit every bound; the fast check and the search agree."""
    bounds, typed, limit = case
    assert _feasible(bounds, typed, limit) == reference_feasible(bounds, typed, limit)


def test_hg_streets_feasibility_agrees_on_both_answers():
    """The comparison above is not one-sided: the search says yes and no on such inputs."""
    bounds = [[(0, 3)] * 3, [(1, 2)] * 3]
    assert _feasible(bounds, [[3, 3], [2, 3]], [7] * 3) == reference_feasible(bounds, [[3, 3], [2, 3]], [7] * 3) is True
    assert _feasible(bounds, [[3, 0], None], [7] * 3) == reference_feasible(bounds, [[3, 0], None], [7] * 3) is False

