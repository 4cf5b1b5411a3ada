"""Défense d'afficher invariants, with hypothesis: random logs never crash, posters are never created or
lost, the log replays to the same table, one turn at a time or all at once, and random JSON only ever
gives typed errors."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from scorers.errors import RefereeError
from scorers.loading import load_data
from scorers.posters import EXAMPLE_BOARD, check, opening, parse, play_turn, replay, score, to_file

SLOTS = [s for p in EXAMPLE_BOARD.panels for s in p.slot_ids()]
BRANDS = list(EXAMPLE_BOARD.brands)
CARDS = [c.id for c in EXAMPLE_BOARD.deck]
LETTERS = "abcd"

roll = st.integers(1, 6)
move = st.builds(lambda r, sign, legs: {"roll": r, "move": legs if legs else r * sign},
                 roll, st.sampled_from([1, -1, 0]), st.one_of(st.none(), st.lists(st.integers(-6, 6), min_size=1,
                                                                                     max_size=3)))
stick = st.builds(lambda slot, right, brand: {"stick": slot, "poster": EXAMPLE_BOARD.slot_brand(slot)
                                              if right else brand},
                  st.sampled_from(SLOTS), st.booleans(), st.sampled_from(BRANDS))
exchange = st.builds(lambda n: {"exchange": n}, st.integers(1, 20))
chance = st.builds(
    lambda card, slots, unban, scrape, give, glue: {
        "chance": card, **({"slots": slots} if slots else {}), **({"unban": unban} if unban else {}),
        **({"scrape": scrape} if scrape else {}), **({"give": give} if give else {}),
        **({"stick": True} if glue else {})},
    st.sampled_from(CARDS), st.one_of(st.none(), st.lists(st.sampled_from(SLOTS), max_size=5)),
    st.one_of(st.none(), st.sampled_from(SLOTS)), st.one_of(st.none(), st.sampled_from(SLOTS)),
    st.one_of(st.none(), st.sampled_from(LETTERS[:2])), st.booleans())
action = st.one_of(move, move, stick, stick, exchange, chance)


@st.composite
def logs(draw):
    """A random game: mostly in-order turns with the brush-square sticks a table would claim."""
    sides = draw(st.integers(2, 4))
    variant = draw(st.sampled_from(["full", "simplified"]))
    turns = []
    for _ in range(draw(st.integers(0, 40))):
        side = draw(st.sampled_from(LETTERS[:sides]))
        do = draw(st.lists(action, max_size=4))
        turns.append({"side": side, "do": do})
    names = ["Anna", {"members": ["Ben", "Chloé"]}, "Dmitri", {"members": ["Ève", "Łukasz"]}][:sides]
    house = ["stay-sticks"] if draw(st.booleans()) else []
    return {"game": "posters", "variant": variant, "sides": names, "turns": turns, "house_rules": house}


def in_order(data: dict) -> dict:
    """The same log with each turn given to the side whose turn it is (so that most turns are judged)."""
    state = parse(data)
    table = opening(state)
    turns = []
    for index, turn in enumerate(state.turns):
        side = LETTERS[table.next_side] if table.next_side is not None else turn.side
        fixed = turn.model_copy(update={"side": side})
        turns.append(fixed.model_dump(mode="json", exclude_defaults=True))
        table = play_turn(state, table, fixed, index).table
    return {**data, "turns": turns}


@settings(max_examples=120, deadline=None)
@given(logs())
def test_random_logs_never_crash_and_keep_every_poster(data):
    for version in (data, in_order(data)):
        state = parse(version)
        result = replay(state)
        for record in result.turns:
            t = record.table
            assert sum(t.hands) + t.reserve + len(t.posted) == EXAMPLE_BOARD.posters
            assert min(t.hands) >= 0 and t.reserve >= 0
            assert all(EXAMPLE_BOARD.slot_brand(slot) for slot, _ in t.posted)
            assert sum(len(b) for b in t.bans) == len(t.banned()) and all(1 <= len(b) <= 4 for b in t.bans)
        assert all(v.rule_id.startswith("PO-") for v in check(state))
        sheet = score(state)
        assert sheet.totals == {n: result.table.hands[i] for i, n in enumerate(state.names)}
        for lang in ("en", "fr"):
            assert json.dumps(sheet.to_dict(lang), ensure_ascii=False)
            assert all(v.message(lang) for v in check(state))


@settings(max_examples=80, deadline=None)
@given(logs())
def test_the_log_replays_to_the_same_table(data):
    """All at once, turn by turn, or after a trip through the file: the same table."""
    state = parse(in_order(data))
    whole = replay(state)
    table = opening(state)
    for index, turn in enumerate(state.turns):
        table = play_turn(state, table, turn, index).table
    assert table == whole.table
    again = parse(json.loads(json.dumps(to_file(state), ensure_ascii=False)))
    assert replay(again) == whole


@settings(max_examples=80, deadline=None)
@given(logs())
def test_a_winner_is_final(data):
    """Once a side has no poster left it stays the winner and nothing changes after."""
    result = replay(parse(in_order(data)))
    won = [r for r in result.turns if r.table.winner is not None]
    if won:
        first = won[0]
        assert first.table.hands[first.table.winner] == 0
        assert all(r.table == first.table for r in won[1:])


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 100) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["game", "sides", "turns", "do", "side", "roll", "move", "stick", "poster", "chance",
                         "slots", "board", "variant", "members", "first", "exchange"]), inner, max_size=5),
    max_leaves=20)


@settings(max_examples=200, deadline=None)
@given(json_values)
def test_random_json_only_gives_typed_errors(value):
    if isinstance(value, dict):
        value = {**value, "game": "posters"}
    try:
        load_data(value)
    except RefereeError:
        pass
