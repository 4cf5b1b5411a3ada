"""Scores as a table writes them (BG Stats' text, the entry of a play): each case the real files hold reads as
`referee_app/exchange/scores.py` says, decided one by one (issue 34), and anything else is refused with its reason
in the reader's words, never an internal error."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee_app.exchange.scores import LARGEST, ScoreRefused, is_sum, read_score


@pytest.mark.parametrize("text, value", [
    ("37", 37), ("-12", -12), (" 7 ", 7), ("13.5", 13.5), ("5.10", 5.1), ("13,5", 13.5), ("6.", 6),
    ("13+6+4+6+8", 37),       # a tally, term by term
    ("8-3", 5),
    ("-10+7+22", 19),         # a signed first term
    ("0--0-3", -3),           # 0 minus -0 minus 3: a term may carry its own sign after the operator
    ("6.+8", 14),             # a number may end with its point
    ("86+84+", 170),          # a sign left at the end, the next term never written: ignored
    ("0.1+0.2", 0.3),         # decimal arithmetic: no 0.30000000000000004
    (None, None), ("", None), ("   ", None), (12, 12), (2.5, 2.5), (4.0, 4),
])
def test_each_score_text_of_the_real_files_reads_as_decided(text, value):
    assert read_score(text) == value
    assert type(read_score(text)) is type(value)


@pytest.mark.parametrize("text, key", [
    ("10**30", "sc.not_a_number"), ("2*3", "sc.not_a_number"), ("1e5", "sc.not_a_number"), ("abc", "sc.not_a_number"),
    ("--3", "sc.not_a_number"), ("+", "sc.not_a_number"), (True, "sc.not_a_number"), (float("nan"), "sc.not_a_number"),
    ([1], "sc.not_a_number"), ("9" * 4000, "sc.too_long"), ("9" * 30, "sc.too_large"), (10 ** 30, "sc.too_large"),
    (f"{LARGEST}+1", "sc.too_large"),
])
def test_anything_else_is_refused_with_its_reason_in_both_languages(text, key):
    with pytest.raises(ScoreRefused) as refused:
        read_score(text)
    assert refused.value.reason.key == key
    assert refused.value.problems[0].text("fr") and refused.value.problems[0].text("en")


def test_sums_are_told_apart_from_numbers():
    assert is_sum("13+6") and is_sum("8-3") and is_sum("86+84+")
    assert not is_sum("-12") and not is_sum("13.5") and not is_sum(None) and not is_sum(7)


@given(st.text(max_size=60) | st.integers() | st.floats() | st.none() | st.booleans())
def test_no_text_is_an_internal_error(value):
    """Whatever a file holds, a number, none, or a typed refusal."""
    try:
        got = read_score(value)
    except ScoreRefused as refused:
        assert refused.reason.key.startswith("sc.")
        return
    assert got is None or (isinstance(got, (int, float)) and abs(got) <= LARGEST)
