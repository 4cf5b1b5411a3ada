"""PG-FINAL at Billard Cricket (issue 24): a match entered as its final scores alone. Cricket has no target
to reach: the table entering final scores says the match is over, so by BC-END the player strictly ahead on
points has won and has closed all 8 numbers; equal points end no match; points have no bound."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorers.i18n import render
from scorers.paleo_games import CRICKET
from scorers.paleo_games.billiards import NUMBERS

GAME = "paleo-cricket"


def file_of(*events: dict) -> dict:
    return {"game": GAME, "players": ["Ana", "Ben"], "events": list(events)}


def final(**scores) -> dict:
    return {"type": "final", "scores": scores}


def refusal(*events: dict):
    found = CRICKET.check(CRICKET.parse(file_of(*events)))
    assert len(found) == 1, found
    return found[0]


def test_pg_final_cricket_is_a_rule_of_the_game_and_its_sentence_says_how_the_winner_is_read():
    """PG-FINAL is one of Billard Cricket's rules; its sentence, in both languages, says that at Cricket the
    player strictly ahead on points won and is taken to have closed every number (BC-END, not cited in the
    sentence: rule sentences name no other rule)."""
    assert CRICKET.final_scores and "PG-FINAL" in dict(CRICKET.rules())
    sentence = CRICKET.answer("PG-FINAL")
    assert "At Billard Cricket" in render(sentence, "en") and "strictly ahead on points" in render(sentence, "en")
    assert "Au Billard Cricket" in render(sentence, "fr") and "strictement plus de points" in render(sentence, "fr")


@pytest.mark.parametrize("ana, ben, winner", [(13, 0, 0), (40, 41, 1), (1, 0, 0)])
def test_pg_final_cricket_the_player_with_more_points_has_won(ana, ben, winner):
    """PG-FINAL, BC-END: a finished match of Billard Cricket is won by the player with strictly more points;
    the final scores are the match's totals, and the match is over."""
    state = CRICKET.parse(file_of(final(Ana=ana, Ben=ben)))
    assert CRICKET.check(state) == []
    replay = CRICKET.replay(state)
    assert replay.winner == winner and replay.tally.score == (ana, ben)
    sheet = CRICKET.score(state)
    assert sheet.finished and sheet.totals == {"Ana": ana, "Ben": ben}
    assert CRICKET.to_file(state)["events"] == [final(Ana=ana, Ben=ben)]  # the same game file, read back


def test_pg_final_cricket_the_winner_has_closed_every_number_the_loser_s_are_not_known():
    """PG-FINAL, BC-END: the winner of final scores is taken to have closed all 8 numbers (so the game's own
    end rule agrees that they won); the loser's closed numbers are not known and none are written."""
    state = CRICKET.parse(file_of(final(Ana=7, Ben=12)))
    tally = CRICKET.replay(state).tally
    assert tally.closed == (frozenset(), frozenset(NUMBERS))
    assert CRICKET.closed(state) == tally.closed
    assert CRICKET.winner(state, tally) == 1 and tally.turn is None


@pytest.mark.parametrize("score", [0, 5, 36])
def test_pg_final_cricket_equal_points_are_refused_citing_bc_end(score):
    """PG-FINAL, BC-END: a match of Billard Cricket ends with one player ahead on points: equal final scores
    are refused, located at the event, citing BC-END, in both languages."""
    found = refusal(final(Ana=score, Ben=score))
    assert (found.code, found.rule_id, found.where) == ("final-level", "BC-END", "events[0]")
    assert found.message("en") == (f"Ana and Ben both have {score}: a match of Billard Cricket ends with one player "
                                   "ahead on points, so these are not final scores")
    assert found.message("fr") == (f"Ana et Ben ont tous deux {score} : une partie de Billard Cricket finit avec un "
                                   "joueur devant aux points, ce ne sont donc pas des scores finaux")


def test_pg_final_cricket_points_have_no_bound():
    """PG-FINAL: Cricket's points accumulate over any number of turns: a final score has no most (the game says
    so with no bound, not a big number), so 10 000 to 9 999 is a finished match."""
    state = CRICKET.parse(file_of(final(Ana=10_000, Ben=9_999)))
    assert CRICKET.final_most(state) is None
    assert CRICKET.check(state) == [] and CRICKET.replay(state).winner == 0


@pytest.mark.parametrize("bad", [-3, 2.5])
def test_pg_final_cricket_a_negative_or_broken_score_is_refused_in_both_languages(bad):
    """PG-FINAL: each score is a whole number from 0, at Cricket as elsewhere: -3 or 2.5 is refused, naming the
    player, citing PG-FINAL."""
    found = refusal(final(Ana=4, Ben=bad))
    assert (found.code, found.rule_id) == ("final-not-whole", "PG-FINAL")
    assert found.message("en") == f"Ben: {bad} is not a score: a whole number from 0 is expected"
    assert found.message("fr").startswith(f"Ben : {str(bad).replace('.', ',')} n’est pas un score")


def test_pg_final_cricket_final_scores_are_the_whole_match():
    """PG-FINAL, PG-OVER: at Cricket too, final scores after a logged turn are refused at them, and an event
    after them is refused as the match is over; a side left out is refused."""
    before = refusal({"type": "turn", "player": "Ana", "points": 0, "closed": [8]}, final(Ana=9, Ben=2))
    assert (before.code, before.rule_id, before.where) == ("final-not-alone", "PG-FINAL", "events[1]")
    after = refusal(final(Ana=9, Ben=2), {"type": "turn", "player": "Ben", "points": 0})
    assert (after.rule_id, after.where) == ("PG-OVER", "events[1]")
    assert refusal(final(Ana=9)).code == "final-missing"


def test_pg_final_cricket_the_sheet_says_entered_not_refereed_and_every_number_taken_closed():
    """PG-FINAL, BC-END: the sheet's one line (the PDF's too) says the match was entered as final scores, the
    shots not refereed, and that the winner is taken to have closed all 8 numbers, in both languages; it cites
    PG-FINAL and BC-END (the ids printed after the words, as on every line)."""
    sheet = CRICKET.score(CRICKET.parse(file_of(final(Ana=13, Ben=0))))
    (line,) = sheet.lines
    assert line.rules == ("PG-FINAL", "BC-END") and line.winner == "Ana" and line.points == 13
    assert line.explain("en") == ("Entered as final scores: the shots were not refereed. Ana finished ahead, 13 "
                                  "to 0, and won: taken to have closed all 8 numbers. Score: Ana 13 – Ben 0.")
    assert line.explain("fr") == ("Saisi par les scores finaux : les coups n’ont pas été arbitrés. Ana finit devant, "
                                  "13 à 0, et gagne : ses 8 Doublés sont tenus pour fermés. Score : Ana 13 – Ben 0.")


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 10_000))
def test_pg_final_cricket_any_two_different_whole_scores_end_a_match_won_by_the_higher(ana, ben):
    """PG-FINAL, BC-END: any two different whole scores from 0 are a finished match of Cricket, won by the
    higher, who has closed every number; two equal ones are refused."""
    state = CRICKET.parse(file_of(final(Ana=ana, Ben=ben)))
    found = CRICKET.check(state)
    if ana == ben:
        assert [v.code for v in found] == ["final-level"]
        return
    replay = CRICKET.replay(state)
    winner = 0 if ana > ben else 1
    assert found == [] and replay.winner == winner and replay.tally.closed[winner] == frozenset(NUMBERS)
