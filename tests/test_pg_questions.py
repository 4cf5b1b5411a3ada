"""The rules questions of the games played with Paleo's pieces (issue 29): who plays next, from the match log,
and is this shot a fault (Kayak, Hockey), each answered by the game's own replay and checked on positions
where the answer differs."""

from __future__ import annotations

import pytest

from scorers.i18n import render
from scorers.paleo_games.hockey import HOCKEY, Fault
from scorers.paleo_games.kayak import FAULT_SKIPS_TURN, KAYAK, KayakShot
from scorers.paleo_games.questions import is_fault, who_plays_next

NAMES = ["Ana", "Bo", "Cy"]


def kayak(*shots, house_rules=(), players=3):
    return KAYAK.parse({"game": "paleo-kayak", "players": NAMES[:players], "gates": 3,
                        "house_rules": list(house_rules), "events": list(shots)})


def hockey(*events):
    return HOCKEY.parse({"game": "paleo-hockey", "players": NAMES[:2], "events": list(events)})


def said(answer) -> str:
    return " ".join(render(p) for p in (answer.verdict, *answer.reasons))


def test_who_plays_next_in_kayak_follows_the_order_and_skips_a_faulted_turn():
    """PG-TURN: in start order; KY-SKIP: with the house rule a fault also costs the next turn."""
    assert render(who_plays_next(KAYAK, kayak()).verdict) == "Ana plays next."
    touch = {"type": "shot", "player": "Ana", "touched": "Bo"}
    assert render(who_plays_next(KAYAK, kayak(touch)).verdict) == "Bo plays next."
    skipping = kayak(touch, {"type": "shot", "player": "Bo"}, {"type": "shot", "player": "Cy"},
                     house_rules=[FAULT_SKIPS_TURN])
    answer = who_plays_next(KAYAK, skipping)
    assert render(answer.verdict) == "Bo plays next." and "Ana loses this turn" in said(answer)


def test_who_plays_next_in_hockey_a_faceoff_the_attacker_or_a_free_shot():
    """HK-FACEOFF at the start; after a fault the other player takes a free shot (HK-FREE)."""
    assert who_plays_next(HOCKEY, hockey()).rules == ("HK-FACEOFF",)
    after = hockey({"type": "faceoff", "winner": "Ana"}, {"type": "fault", "player": "Ana", "kind": "missed-puck"})
    answer = who_plays_next(HOCKEY, after)
    assert render(answer.verdict) == "Bo takes a free shot, from the centre." and "HK-FREE" in answer.rules


def test_is_this_kayak_shot_a_fault_the_wrong_gate_the_wrong_way_a_touch_or_none():
    """KY-FAULT-GATE and KY-FAULT-TOUCH: gate 2 before gate 1, gate 1 the wrong way and a touched kayak are
    faults; gate 1 the right way is not; a shot out of turn cannot come next (PG-TURN)."""
    start = kayak()
    assert is_fault(KAYAK, start, KayakShot(player="Ana", gates=[1])).yes is False
    wrong = is_fault(KAYAK, start, KayakShot(player="Ana", gates=[2]))
    assert wrong.yes is True and wrong.rules == ("KY-FAULT-GATE",)
    assert is_fault(KAYAK, start, KayakShot(player="Ana", gates=[-1])).yes is True
    assert is_fault(KAYAK, start, KayakShot(player="Ana", touched="Cy")).rules == ("KY-FAULT-TOUCH",)
    out_of_turn = is_fault(KAYAK, start, KayakShot(player="Bo", gates=[1]))
    assert out_of_turn.yes is None and out_of_turn.rules == ("PG-TURN",)


def test_is_this_hockey_shot_a_fault_only_the_attacker_commits_a_shot_fault():
    """HK-FAULT-ATTACK: a missed puck is the Attacker's fault; the defender cannot commit it (the violation
    says why); touching a piece while replacing is anyone's fault."""
    play = hockey({"type": "faceoff", "winner": "Ana"})
    assert is_fault(HOCKEY, play, Fault(type="fault", player="Ana", kind="missed-puck")).yes is True
    defender = is_fault(HOCKEY, play, Fault(type="fault", player="Bo", kind="missed-puck"))
    assert defender.yes is None and defender.rules == ("HK-FAULT-ATTACK",)
    assert is_fault(HOCKEY, play, Fault(type="fault", player="Bo", kind="replacement-touch")).yes is True


def test_a_finished_match_is_not_a_position():
    """PG-OVER: nothing comes after the winning event."""
    done = kayak(*({"type": "shot", "player": "Ana", "gates": [1, 2, 3], "finish": True},), players=2)
    assert who_plays_next(KAYAK, done).rules == ("PG-OVER",)
    assert is_fault(KAYAK, done, KayakShot(player="Bo", gates=[1])).yes is None


def test_the_questions_screen_answers_from_the_match_log(tmp_path):
    """One tap from the match's app bar: who plays next, and a kayak shot tapped (gate 2 before gate 1: a
    fault; gate 1: none), each rule with its button to the book; a game without faults asks only who plays."""
    from test_app_components import FakePage, find
    from test_paleo_games_app import two

    from referee_app.games.paleo_games.screen import MatchScreen
    from referee_app.state import AppState
    from referee_app.store import Store

    app = AppState(Store(tmp_path / "games.sqlite3"), device_language="en")
    record = app.store.games.create("paleo-kayak", "t", two("paleo-kayak", gates=3).model_dump(mode="json"))
    page = FakePage()
    screen = MatchScreen(page, app, record.id, lambda *r: None)
    find(screen.view().appbar.actions, "pg-questions").on_click(None)
    dialog = page.dialogs[-1].content
    assert find(dialog, "pgq-next-answer").content.controls[0].value == "Ana plays next."
    find(dialog, "pgq-gate-2").on_click(None)
    fault = find(dialog, "pgq-fault-answer").content.controls
    assert fault[0].value == "Yes: a fault."
    find(dialog, "pgq-fault-answer-rule-KY-FAULT-GATE")
    find(dialog, "pgq-gate-1").on_click(None)
    assert find(dialog, "pgq-fault-answer").content.controls[0].value == "No fault."

    record = app.store.games.create("paleo-frontiere", "t", two("paleo-frontiere").model_dump(mode="json"))
    screen = MatchScreen(page, app, record.id, lambda *r: None)
    find(screen.view().appbar.actions, "pg-questions").on_click(None)
    dialog = page.dialogs[-1].content
    find(dialog, "pgq-next-answer")
    with pytest.raises(LookupError):  # Frontière has no fault to ask about
        find(dialog, "pgq-fault-answer")
