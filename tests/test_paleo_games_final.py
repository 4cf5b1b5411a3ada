"""PG-FINAL (issue 24.5): a derived game whose result is points may be entered as its final scores alone, one
per side, checked by that game's end rule (its winning rule id cited), saved in the same file and explained
on the same sheet as not refereed."""

from __future__ import annotations

import pytest

from scorers.i18n import render
from scorers.paleo_games import GAMES

PAIR = ["Ana", "Ben"]
#: each game offering final scores: its winning rule, a right final score for Ana, and the most one can be
FINAL_GAMES = {
    "paleo-points": ("MP-WIN", 10, 10),
    "paleo-billard-double": ("BD-EXACT", 50, 50),
    "paleo-billard-compte": ("CP-WIN", 16, 16),
    "paleo-hockey": ("HK-WIN", 10, 10),
    "paleo-frontiere": ("FT-WIN", 7, 7),
    "pitchanque": ("PQ-WIN", 13, 16),
}


def file_of(game_id: str, *events: dict, house_rules: tuple[str, ...] = ()) -> dict:
    sides = ({"teams": [{"players": ["Ana"]}, {"players": ["Ben"]}]} if game_id == "pitchanque"
             else {"players": PAIR})
    return {"game": game_id, **sides, "events": list(events), **({"house_rules": list(house_rules)}
                                                                   if house_rules else {})}


def final(**scores) -> dict:
    return {"type": "final", "scores": scores}


def refusal(game_id: str, *events: dict, house_rules: tuple[str, ...] = ()):
    game = GAMES[game_id]
    found = game.check(game.parse(file_of(game_id, *events, house_rules=house_rules)))
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize("game_id", FINAL_GAMES)
def test_pg_final_a_match_entered_as_its_final_scores_is_won_and_explained_as_not_refereed(game_id):
    """PG-FINAL: the final scores are the match's totals; the side at the target has won; the sheet's one line
    says it was entered as final scores, the shots not refereed, and cites PG-FINAL and the game's win rule."""
    rule, score, _ = FINAL_GAMES[game_id]
    game = GAMES[game_id]
    state = game.parse(file_of(game_id, final(Ana=score, Ben=3)))
    assert game.check(state) == []
    sheet = game.score(state)
    assert sheet.finished and sheet.totals == {"Ana": score, "Ben": 3} and game.replay(state).winner == 0
    (line,) = sheet.lines
    assert line.rules == ("PG-FINAL", rule)
    said = [render(p, "en") for p in line.explanation]
    assert said[0] == "entered as final scores: the shots were not refereed."
    assert render(line.explanation[0], "fr") == "saisi par les scores finaux : les coups n’ont pas été arbitrés."
    assert game.to_file(state)["events"] == [final(Ana=score, Ben=3)]  # the same game file, read back as written


@pytest.mark.parametrize("game_id", FINAL_GAMES)
def test_pg_final_a_score_over_the_most_a_match_ends_with_is_refused_citing_the_win_rule(game_id):
    """PG-FINAL: a score over the most a match of this game ends with (the target where it is reached exactly
    or a point at a time) is refused, located at the event, citing the game's winning rule."""
    rule, _, most = FINAL_GAMES[game_id]
    found = refusal(game_id, final(Ana=most + 1, Ben=0))
    assert (found.code, found.rule_id, found.where) == ("final-over", rule, "events[0]")
    assert found.message("en") == f"Ana: {most + 1} is more than a match of this game ends with (at most {most})"
    assert found.message("fr").startswith(f"Ana : {most + 1}, c’est plus")


@pytest.mark.parametrize("game_id", FINAL_GAMES)
def test_pg_final_two_winners_or_none_are_refused(game_id):
    """PG-FINAL: exactly one side has reached the target; two, or none (the match is not over), are refused
    citing the game's winning rule."""
    rule, score, _ = FINAL_GAMES[game_id]
    both = refusal(game_id, final(Ana=score, Ben=score))
    assert (both.code, both.rule_id) == ("final-two-winners", rule)
    assert both.message("fr") == f"Ana et Ben ont atteint {score} : un seul camp gagne"
    none = refusal(game_id, final(Ana=score - 1, Ben=0))
    assert (none.code, none.rule_id) == ("final-no-winner", rule)


@pytest.mark.parametrize("bad", [-3, 2.5])
def test_pg_final_a_negative_or_broken_score_is_refused_in_both_languages(bad):
    """PG-FINAL: each score is a whole number from 0; -3 or 2.5 is refused, naming the player."""
    found = refusal("paleo-points", final(Ana=bad, Ben=10))
    assert (found.code, found.rule_id) == ("final-not-whole", "PG-FINAL")
    assert found.message("en") == f"Ana: {bad} is not a score: a whole number from 0 is expected"
    assert found.message("fr").startswith(f"Ana : {str(bad).replace('.', ',')} n’est pas un score")


def test_pg_final_every_side_has_a_score_and_no_one_else_does():
    """PG-FINAL, PG-SIDES: a side left out, or a name that is not in the match, is refused."""
    assert refusal("paleo-hockey", final(Ana=10)).code == "final-missing"
    stranger = refusal("paleo-hockey", final(Ana=10, Ben=2, Zoé=1))
    assert (stranger.code, stranger.rule_id) == ("final-unknown", "PG-SIDES")


def test_pg_final_is_the_whole_match_nothing_before_or_after_it():
    """PG-FINAL, PG-OVER: final scores after a logged event are refused at them; an event after them is
    refused as the match is over."""
    before = refusal("paleo-frontiere", {"type": "shot", "player": "Ana", "across": {"Ana": 1}},
                     final(Ana=7, Ben=2))
    assert (before.code, before.where) == ("final-not-alone", "events[1]")
    after = refusal("paleo-billard-double", final(Ana=50, Ben=2), {"type": "turn", "player": "Ben", "points": 2})
    assert (after.rule_id, after.where) == ("PG-OVER", "events[1]")


def test_pg_final_overshooting_allowed_lets_the_double_s_winner_pass_50_by_a_double():
    """BD-OVERSHOOT's house rule: 50 or more wins, so a final score up to 49 + 8 is a winner's."""
    game = GAMES["paleo-billard-double"]
    state = game.parse(file_of("paleo-billard-double", final(Ana=57, Ben=40), house_rules=("overshoot-allowed",)))
    assert game.check(state) == []
    assert refusal("paleo-billard-double", final(Ana=58, Ben=0), house_rules=("overshoot-allowed",)).code == (
        "final-over")


def test_pg_final_a_race_does_not_take_final_scores():
    """PG-FINAL: La Course de Kayak, whose result is who finishes first, does not take final scores (it takes
    its winner alone, PG-WINNER); Billard Cricket, whose result is points too, does (its own tests)."""
    game = GAMES["paleo-kayak"]
    assert not game.final_scores
    assert "PG-FINAL" not in dict(game.rules())


def test_pg_final_pitchanque_past_12_and_the_pieces_needs_the_loser_to_have_scored():
    """PG-FINAL with PQ-JACK-OUT and PQ-FIRST: a team passes 12 + its pieces only by a last mène whose jack
    the other team sent out with every piece of the winner unplayed, so the other team played first in it and
    had won the mène before: 16 - 0 cannot end a match at two players, 16 - 1 and 15 - 0 can (the independent
    reference's finding F1)."""
    found = refusal("pitchanque", final(Ana=16, Ben=0))
    assert (found.code, found.rule_id, found.where) == ("final-jack-out-first", "PQ-JACK-OUT", "events[0]")
    assert "Ben had won the mène before and cannot have 0" in found.message("en")
    assert "ne peut pas avoir 0" in found.message("fr")
    game = GAMES["pitchanque"]
    for ana, ben in ((16, 1), (15, 0)):
        assert game.check(game.parse(file_of("pitchanque", final(Ana=ana, Ben=ben)))) == [], (ana, ben)
