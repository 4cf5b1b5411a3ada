"""Paleo: exchanging (2 players) and freeing (3-4 players) pieces, against a simple model of the piles of
captured pieces (issue 13, item 1). The sheet is the truth; RULINGS settles that at 2 players the piece
that enters takes the place of the one it is exchanged for in the opponent's captured pile."""

from __future__ import annotations

from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st
from paleo_helpers import FOUR, THREE, TWO, codes, match

from scorers.paleo.files import SideRecord
from scorers.paleo.match import check, pieces_left
from scorers.paleo.rules import PALEO_PIECES

#: The rules about getting pieces back and losing them; other violations (who won) are not tested here.
PILE_RULES = {"PA-EXCHANGE", "PA-FREE", "PA-PIECES"}
SIDES = {2: TWO, 3: THREE, 4: ["Reds", "Greens"]}
PLAYERS = {2: TWO, 3: THREE, 4: FOUR}


def pile_violations(players: int, records: dict[str, dict]) -> list:
    """The pile rules a round with these records breaks (the round's winner is declared, not derived)."""
    winner = SIDES[players][0]
    state = match({"winner": winner, "how": "door", "record": records}, players=PLAYERS[players])
    return [v for v in check(state) if v.rule_id in PILE_RULES]


# --- the model --------------------------------------------------------------------------------------

def play(players: int, events: list[tuple[str, int]]) -> tuple[dict[int, dict], dict[int, int]]:
    """Play capture / sanctuary events on the piles; an event that cannot happen at that moment is skipped.

    Each side: pieces on the board and pieces in the captured pile (wherever they are held). A capture
    moves a piece from the board to the pile. A piece entering an opposing sanctuary needs a captured piece:
    at 2 players it is exchanged (the entering piece goes into the pile, the captured one comes back: both
    counts stay); at 3-4 players it frees one (the pile shrinks, the board grows)."""
    count = len(SIDES[players])
    board = {s: PALEO_PIECES[players] for s in range(count)}
    pile = {s: 0 for s in range(count)}
    records = {s: {"captured": 0, "exchanged": 0, "freed": 0} for s in range(count)}
    for kind, side in events:
        side %= count
        if kind == "capture" and board[side]:
            board[side] -= 1
            pile[side] += 1
            records[side]["captured"] += 1
        elif kind == "sanctuary" and board[side] and pile[side]:
            if players == 2:
                records[side]["exchanged"] += 1
            else:
                pile[side] -= 1
                board[side] += 1
                records[side]["freed"] += 1
    return records, board


@cache
def possible(players: int, captured: int, back: int) -> bool:
    """Whether some order of `captured` captures and `back` sanctuary entries can happen (brute force)."""
    start = PALEO_PIECES[players]

    @cache
    def reach(board: int, pile: int, c: int, b: int) -> bool:
        if c == captured and b == back:
            return True
        if c < captured and board and reach(board - 1, pile + 1, c + 1, b):
            return True
        if b < back and board and pile:
            return reach(board, pile, c, b + 1) if players == 2 else reach(board + 1, pile - 1, c, b + 1)
        return False

    return reach(start, 0, 0, 0)


events = st.lists(st.tuples(st.sampled_from(["capture", "sanctuary"]), st.integers(0, 3)), max_size=30)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from([2, 3, 4]), events)
def test_pa_exchange_free_every_playable_sequence_is_accepted(players, sequence):
    """PA-EXCHANGE / PA-FREE: whatever order of captures and sanctuary entries really happened at the table,
    its round record is accepted, and the pieces left are those the piles say."""
    records, board = play(players, sequence)
    names = SIDES[players]
    typed = {names[s]: {k: v for k, v in r.items() if v} for s, r in records.items()}
    assert pile_violations(players, typed) == []
    state = match(players=PLAYERS[players])
    for side, record in records.items():
        assert pieces_left(state, SideRecord(**record)) == board[side]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from([2, 3, 4]), st.integers(0, 10), st.integers(0, 6))
def test_pa_exchange_free_a_record_is_refused_exactly_when_no_order_can_give_it(players, captured, back):
    """PA-EXCHANGE / PA-FREE / PA-PIECES: a record is refused if and only if no order of events gives it."""
    field = "exchanged" if players == 2 else "freed"
    side = SIDES[players][0]
    refused = pile_violations(players, {side: {"captured": captured, field: back}})
    assert (refused == []) == possible(players, captured, back)


def test_pa_exchange_two_exchanges_after_one_capture():
    """PA-EXCHANGE: "Lorsqu'un pion, Explorateur ou Mercenaire, rentre dans un Sanctuaire opposé, il peut être
    échangé contre un des pions précédemment capturés par l'adversaire." (A piece entering an opposing
    sanctuary may be exchanged for one of the pieces the opponent captured before.) The entering piece takes
    the captured one's place in the opponent's pile (RULINGS), so with one piece captured, a second exchange
    may bring back the piece handed over by the first: two exchanges, one capture, a legal round."""
    state = match({"winner": "Alice", "how": "door", "record": {
        "Alice": {"keys": 2, "on_door": True, "captured": 1, "exchanged": 2}}})
    assert check(state) == []
    assert pieces_left(state, SideRecord(captured=1, exchanged=2)) == 7


def test_pa_exchange_needs_a_captured_piece():
    """PA-EXCHANGE: "il peut être échangé contre un des pions précédemment capturés" (it may be exchanged for
    a piece captured before): with no piece captured there is nothing to exchange for."""
    state = match({"winner": "Alice", "how": "door", "record": {
        "Alice": {"keys": 2, "on_door": True, "exchanged": 1}}})
    violations = check(state)
    assert codes(violations) == ["exchange-without-capture"] and violations[0].rule_id == "PA-EXCHANGE"
    assert "lost none" in violations[0].message()


def test_pa_free_each_freed_piece_was_captured_before():
    """PA-FREE: "il libère un des pions précédemment capturés par ses adversaires (on n'échange pas comme à 2
    joueurs)" (it frees one of the pieces its opponents captured before; no exchange as at 2 players): a
    freed piece leaves the pile, so a side frees at most as many as it lost, and may lose a freed piece
    again."""
    assert pile_violations(3, {"Anna": {"captured": 2, "freed": 2}}) == []
    assert codes(pile_violations(3, {"Anna": {"captured": 1, "freed": 2}})) == ["back-more-than-captured"]
    # 3 captured, 1 freed, 2 more captured: 5 captures at 3 players (4 pieces each) is a real round
    assert pile_violations(3, {"Anna": {"captured": 5, "freed": 1}}) == []
    assert codes(pile_violations(3, {"Anna": {"captured": 5}})) == ["pieces-below-zero"]
