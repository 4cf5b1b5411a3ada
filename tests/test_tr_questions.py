"""Numeri's and Fröscheln's rules questions (issue 29), answered by the referee that lists the moves, with
the rules they rest on; each checked on positions where the answer differs."""

from __future__ import annotations

from track_helpers import game

from scorers.i18n import sentence
from scorers.track.questions import extra_roll, may_split, roll_moves
from scorers.track.rules import STAR


def said(answer, lang: str = "en") -> str:
    return " ".join(sentence(p, lang) for p in (answer.verdict, *answer.reasons))


def test_which_moves_does_this_roll_allow_the_referees_moves_or_a_pass():
    """TR-ROLL and TR-SPLIT: a 5 past the barrier moves token 5, or 1+4 / 2+3 in either order; a token with
    no free cell ahead passes (TR-PASS)."""
    five = roll_moves(game({"Yellow": [11, 12, 13, 14, 15]}), 0, 5)
    assert five.yes is True and len(five.reasons) == 5 and "NU-BARRIER" in five.rules
    stuck = roll_moves(game({"Yellow": [20]}), 0, 1)
    assert stuck.yes is False and "TR-PASS" in stuck.rules
    assert roll_moves(game({"Yellow": [1]}), 0, STAR).rules[0] == "TR-STAR"


def test_may_i_split_now_before_and_after_the_barrier():
    """NU-BARRIER: a Numeri roll splits only once a token has passed the barrier of this player count."""
    before = may_split(game({"Yellow": [1, 2, 3, 4, 5]}), 0, 4)
    assert before.yes is False and "NU-BARRIER" in before.rules
    after = may_split(game({"Yellow": [11, 12, 13, 14, 15]}), 0, 4)
    assert after.yes is True and len(after.reasons) == 3  # why, then 1+3 and 3+1
    assert may_split(game({"Yellow": [11]}), 0, 2).yes is False  # a 2 has no pair
    assert may_split(game({"Yellow": [11]}), 0, STAR).rules == ("TR-STAR",)


def test_froscheln_splits_from_the_start():
    """FRO-SPLIT: in Fröscheln a roll may be split from the start."""
    answer = may_split(game({"Yellow": []}, edition="froscheln"), 0, 3)
    assert answer.yes is True and "FRO-SPLIT" in answer.rules


def test_does_this_chain_give_another_roll_a_new_chain_yes_an_unchanged_one_no():
    """TR-EXTRA: a move ending with three own tokens on consecutive cells, one of them moved, gives another
    roll; a chain that stood before and is unchanged gives none."""
    new = extra_roll(game({"Yellow": [5, 6, None, None, 3], "Blue": [4]}), 0, 5)
    assert new.yes is True and new.rules == ("TR-EXTRA",) and said(new).startswith("Yes: one move")
    old = extra_roll(game({"Yellow": [5, 6, 7, None, 1]}), 0, 5)
    assert old.yes is False and "No move of this roll makes a new chain" in said(old)


def test_a_position_that_cannot_be_gets_its_violation():
    """Two tokens on one cell (TR-ONE-PER-CELL): every question says so instead of answering."""
    bad = game({"Yellow": [3, 3]})
    for answer in (roll_moves(bad, 0, 1), may_split(bad, 0, 3), extra_roll(bad, 0, 1)):
        assert answer.yes is None and "TR-ONE-PER-CELL" in answer.rules
    assert said(roll_moves(bad, 0, 1), "fr").startswith("Cette position")


def test_the_questions_screen_answers_for_the_turn_on_the_track(tmp_path):
    """One tap from the game's app bar: the player and roll the track shows are asked by default; another
    roll tapped is answered at once; each rule cited has its button to the book."""
    from test_app_components import FakePage, find
    from test_track_app import PLAYERS

    from referee_app.fronts import front
    from referee_app.games.track.screen import GameScreen
    from referee_app.state import AppState
    from referee_app.store import Store
    from scorers.registry import find_game

    app = AppState(Store(tmp_path / "games.sqlite3"), device_language="en")
    info = find_game("numeri")
    record = app.create_game(info, "Anna, Ben", front(info).new_document(info, PLAYERS, None))
    page = FakePage()
    screen = GameScreen(page, app, record.id, lambda *r: None)
    screen.view()
    screen.referee.choose_player(1)
    screen.referee.choose_roll(4)
    find(screen.view().appbar.actions, "tr-questions").on_click(None)
    dialog = page.dialogs[-1].content
    moves = find(dialog, "trq-moves-answer").content.controls
    assert moves[0].value == "1 legal move." and "Ben: token 4 enters on cell 1" in moves[1].value
    split = find(dialog, "trq-split-answer").content.controls
    assert split[0].value == "No." and "NU-BARRIER" in [r.controls[0].value for r in split[3].controls]
    find(dialog, "trq-split-answer-rule-NU-BARRIER")
    find(dialog, "trq-roll-2").on_click(None)
    assert "A 2 does not split" in find(dialog, "trq-split-answer").content.controls[1].value
