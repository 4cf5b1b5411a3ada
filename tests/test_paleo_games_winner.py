"""PG-WINNER (issue 24): La Course de Kayak, whose result is the kayak that crossed the line first (KY-FINISH),
may be entered as its winner alone: one tap per kayak in the app, checked by the rules, saved in the same game
file and explained on the same sheet as not refereed."""

from __future__ import annotations

import pytest

from scorers.errors import InvalidState
from scorers.i18n import render
from scorers.paleo_games import GAMES

KAYAK = GAMES["paleo-kayak"]


def race(*events: dict, players=("Ana", "Ben", "Cy"), gates: int = 4) -> dict:
    return {"game": "paleo-kayak", "players": list(players), "gates": gates, "events": list(events)}


def winner(player: str) -> dict:
    return {"type": "winner", "player": player}


def test_pg_winner_a_race_entered_as_its_winner_is_won_and_explained_as_not_refereed():
    """PG-WINNER: the kayak entered as the winner has won, at the target (every gate and the line); the others'
    progress is not known (0); the sheet's one line says it was entered as the winner, not refereed, in both
    languages, and cites PG-WINNER and KY-FINISH; the game file reads back as it was written."""
    state = KAYAK.parse(race(winner("Ben"), gates=6))
    assert KAYAK.check(state) == []
    sheet = KAYAK.score(state)
    assert sheet.finished and KAYAK.replay(state).winner == 1
    assert sheet.totals == {"Ana": 0, "Ben": 7, "Cy": 0}
    (line,) = sheet.lines
    assert line.rules == ("PG-WINNER", "KY-FINISH")
    assert [render(p, "en") for p in line.explanation[:2]] == [
        "entered as the winner alone: the shots and gates were not refereed, the others' not known.",
        "Ben's kayak crossed the finish line first and won."]
    assert [render(p, "fr") for p in line.explanation[:2]] == [
        "saisi par le seul gagnant : les coups et les portes n’ont pas été arbitrés, ceux des autres pas connus.",
        "Le kayak de Ben a passé la ligne d’arrivée le premier et gagne."]
    assert KAYAK.to_file(state)["events"] == [winner("Ben")]
    assert "PG-WINNER" in dict(KAYAK.rules())


def test_pg_winner_is_the_whole_race_nothing_before_or_after_it():
    """PG-WINNER, PG-OVER: the winner after a logged shot is refused at it; a shot after the winner is refused
    as the race is over."""
    before = KAYAK.check(KAYAK.parse(race({"player": "Ana", "gates": [1]}, winner("Ben"))))
    assert [(v.code, v.rule_id, v.where) for v in before] == [("winner-not-alone", "PG-WINNER", "events[1]")]
    after = KAYAK.check(KAYAK.parse(race(winner("Ben"), {"player": "Cy", "gates": [1]})))
    assert [(v.code, v.rule_id, v.where) for v in after] == [("match-over", "PG-OVER", "events[1]")]


def test_pg_winner_is_not_bound_to_the_turn_order():
    """KY-START, PG-WINNER: the winner entered is whoever crossed first, not the player whose turn it is."""
    state = KAYAK.parse(race(winner("Cy")))
    assert KAYAK.check(state) == [] and KAYAK.replay(state).winner == 2


def test_pg_winner_a_kayak_not_in_the_race_is_refused():
    """PG-SIDES: a winner who is not one of the race's players is refused when the file is read."""
    with pytest.raises(InvalidState):
        KAYAK.parse(race(winner("Zoe")))


def test_pg_winner_old_kayak_files_without_an_event_type_still_read_as_shots():
    """A race file written before the winner entry (shots without `type`) reads as before."""
    state = KAYAK.parse(race({"player": "Ana", "gates": [1, 2]}))
    assert KAYAK.check(state) == [] and KAYAK.score(state).totals["Ana"] == 2


@pytest.mark.parametrize("game_id", ["paleo-points", "paleo-hockey", "pitchanque"])
def test_pg_winner_games_whose_result_is_points_do_not_take_the_winner_alone(game_id):
    """PG-WINNER is the race's: a game whose result is points keeps its final scores (PG-FINAL) instead."""
    game = GAMES[game_id]
    assert not game.final_winner and "PG-WINNER" not in dict(game.rules())
