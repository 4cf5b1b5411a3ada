"""Paleo's derived games, one test per rule clause (the rule, in our words, as the docstring)."""

from __future__ import annotations

import pytest

from scorers.errors import IllegalMove, ImpossibleState, InvalidState
from scorers.paleo_games import (
    BILLARD_COMPTE,
    BILLARD_DOUBLE,
    CRICKET,
    FRONTIERE,
    HOCKEY,
    KAYAK,
    PITCHANQUE,
    POINTS,
)


def match(rules, events, players=("Ana", "Ben"), **extra):
    return rules.parse({"game": rules.game_id, "players": list(players), "events": events, **extra})


def shot(player, *touched, **more):
    return {"type": "shot", "player": player, "touched": list(touched), **more}


def refused(rules, state):
    violations = rules.check(state)
    assert len(violations) == 1 and violations[0].is_error
    return violations[0]


def totals(rules, state):
    return rules.score(state).totals


# --- shared ---------------------------------------------------------------------------------------

def test_PG_OVER_nothing_is_accepted_after_the_match_is_won():
    """Once a player has won, nothing more is accepted."""
    events = [{"type": "entry", "player": "Ana", "piece": 3 + i % 5} for i in range(10)]
    state = match(POINTS, events)
    assert POINTS.over(state)
    late = match(POINTS, events + [{"type": "entry", "player": "Ben", "piece": 4}])
    assert refused(POINTS, late).rule_id == "PG-OVER"
    with pytest.raises(ImpossibleState):
        POINTS.score(late)


def test_PG_TURN_a_shot_out_of_turn_is_refused():
    """Where turns are kept, a shot by a player whose turn it is not is refused."""
    state = match(BILLARD_DOUBLE, [shot("Ana"), shot("Ana", "r1")])
    violation = refused(BILLARD_DOUBLE, state)
    assert violation.rule_id == "PG-TURN" and violation.where == "events[1]"
    assert "Ben's turn" in violation.message()


def test_PG_SIDES_an_event_names_a_player_of_the_match():
    """Every event names one of the match's players."""
    from scorers.errors import InvalidState

    with pytest.raises(InvalidState) as caught:
        match(HOCKEY, [{"type": "faceoff", "winner": "Zoé"}])
    assert "events[0].winner" in str(caught.value)


def test_append_refuses_what_cannot_happen_with_the_rule():
    state = match(HOCKEY, [])
    with pytest.raises(IllegalMove) as caught:
        HOCKEY.append(state, HOCKEY.parse({"game": "paleo-hockey", "players": ["Ana", "Ben"], "events": [
            {"type": "goal", "player": "Ana"}]}).events[0])
    assert caught.value.violations[0].rule_id == "HK-FACEOFF"


# --- Match aux points -------------------------------------------------------------------------------

def test_MP_SCORE_an_explorer_entering_scores_one():
    """An Explorer that enters an opposing Sanctuary scores 1 point."""
    state = match(POINTS, [{"type": "entry", "player": "Ana", "piece": 5}])
    assert totals(POINTS, state) == {"Ana": 1, "Ben": 0}


def test_MP_MERCENARY_a_mercenary_entering_scores_nothing():
    """A Mercenary that enters an opposing Sanctuary scores nothing."""
    state = match(POINTS, [{"type": "entry", "player": "Ana", "piece": 8}])
    sheet = POINTS.score(state)
    assert sheet.totals == {"Ana": 0, "Ben": 0} and sheet.lines[0].rules == ("MP-MERCENARY",)


def test_MP_CAPTURE_only_mercenaries_capture():
    """Only Mercenaries capture; Explorers capture nothing."""
    assert refused(POINTS, match(POINTS, [{"type": "capture", "player": "Ana", "piece": 4, "by": 5}])).rule_id \
        == "MP-CAPTURE"
    assert POINTS.check(match(POINTS, [{"type": "capture", "player": "Ana", "piece": 4, "by": 2}])) == []


def test_MP_OFF_a_piece_knocked_off_the_board_is_captured():
    """A piece knocked off the board is captured by the opponent."""
    state = match(POINTS, [{"type": "capture", "player": "Ben", "piece": 6}])
    assert POINTS.score(state).lines[0].rules == ("MP-OFF",)
    assert POINTS.held(state, 0) == [6]


def test_MP_GONE_a_captured_piece_cannot_enter():
    """A captured piece is off the board: it cannot enter until exchanged back."""
    state = match(POINTS, [{"type": "capture", "player": "Ben", "piece": 6, "by": 1},
                           {"type": "entry", "player": "Ana", "piece": 6}])
    assert refused(POINTS, state).rule_id == "MP-GONE"


def test_MP_EXCHANGE_an_entering_piece_brings_back_a_captured_one():
    """An entering piece may be exchanged for a captured piece of its player, which comes back."""
    state = match(POINTS, [{"type": "capture", "player": "Ben", "piece": 6, "by": 1},
                           {"type": "entry", "player": "Ana", "piece": 3, "exchange": 6},
                           {"type": "entry", "player": "Ana", "piece": 6}])
    assert POINTS.check(state) == []
    assert totals(POINTS, state)["Ana"] == 2
    assert POINTS.held(state, 0) == [3]
    wrong = match(POINTS, [{"type": "entry", "player": "Ana", "piece": 3, "exchange": 6}])
    assert refused(POINTS, wrong).rule_id == "MP-EXCHANGE"


def test_MP_WIN_first_to_ten():
    """The first player to reach 10 points wins."""
    events = [{"type": "entry", "player": "Ben", "piece": 7}] * 9
    state = match(POINTS, events)
    assert not POINTS.over(state)
    state = match(POINTS, events + [{"type": "entry", "player": "Ben", "piece": 3}])
    assert POINTS.score(state).winners == ("Ben",) and POINTS.over(state)


# --- Billard Doublé -----------------------------------------------------------------------------------

def test_BD_POINTS_a_double_scores_its_number():
    """Touching both pieces of a number in a row scores that number."""
    state = match(BILLARD_DOUBLE, [shot("Ana", "r6"), shot("Ana", "g6")])
    assert totals(BILLARD_DOUBLE, state) == {"Ana": 6, "Ben": 0}


def test_BD_REPLAY_a_touch_and_a_double_earn_another_shot():
    """Touching a piece, and making a double, each earn another shot."""
    state = match(BILLARD_DOUBLE, [shot("Ana", "r6"), shot("Ana", "g6"), shot("Ana", "r2")])
    assert BILLARD_DOUBLE.check(state) == [] and BILLARD_DOUBLE.whose_turn(state) == 0


def test_BD_MISS_nothing_touched_or_a_missed_double_ends_the_turn():
    """Touching nothing, or the wrong piece for the double, ends the turn; the half double is lost."""
    assert BILLARD_DOUBLE.whose_turn(match(BILLARD_DOUBLE, [shot("Ana")])) == 1
    state = match(BILLARD_DOUBLE, [shot("Ana", "r6"), shot("Ana", "g5")])
    assert BILLARD_DOUBLE.whose_turn(state) == 1 and totals(BILLARD_DOUBLE, state)["Ana"] == 0
    same = match(BILLARD_DOUBLE, [shot("Ana", "r6"), shot("Ana", "r6")])
    assert BILLARD_DOUBLE.whose_turn(same) == 1


def test_BD_ONCE_the_same_double_twice_in_a_turn_ends_it():
    """The same double cannot be made twice in one turn: touching its number again ends the turn."""
    state = match(BILLARD_DOUBLE, [shot("Ana", "r6", "g6"), shot("Ana", "g6")])
    assert BILLARD_DOUBLE.whose_turn(state) == 1
    assert BILLARD_DOUBLE.score(state).lines[1].rules == ("BD-ONCE",)
    later = match(BILLARD_DOUBLE, [shot("Ana", "r6", "g6"), shot("Ana"), shot("Ben"), shot("Ana", "g6", "r6")])
    assert totals(BILLARD_DOUBLE, later)["Ana"] == 12


def test_BD_ONCE_after_all_eight_doubles_they_may_be_made_again():
    """Once all 8 doubles are made in one turn, they may be made again."""
    events = [shot("Ana", f"r{n}", f"g{n}") for n in range(1, 9)] + [shot("Ana", "r1", "g1")]
    state = match(BILLARD_DOUBLE, events)
    assert totals(BILLARD_DOUBLE, state)["Ana"] == 37 and BILLARD_DOUBLE.whose_turn(state) == 0


def test_BD_MULTI_only_the_first_two_pieces_of_a_shot_count():
    """Several pieces touched in one shot: the first two count as two shots, the others not."""
    state = match(BILLARD_DOUBLE, [shot("Ana", "r4", "g4", "r3")])
    sheet = BILLARD_DOUBLE.score(state)
    assert sheet.totals["Ana"] == 4 and "BD-MULTI" in sheet.lines[0].rules
    assert BILLARD_DOUBLE.replay(state).tally.pending is None


def _to_45():
    events = [shot("Ana", f"r{n}", f"g{n}") for n in range(8, 0, -1)]  # 36
    return events + [shot("Ana", "r5", "g5"), shot("Ana", "r4", "g4")]  # 45


def test_BD_OVERSHOOT_a_double_past_fifty_leaves_the_score_and_ends_the_turn():
    """Ruling: a double past 50 scores nothing and ends the turn."""
    state = match(BILLARD_DOUBLE, _to_45() + [shot("Ana", "r8", "g8")])
    sheet = BILLARD_DOUBLE.score(state)
    assert sheet.totals["Ana"] == 45 and "BD-OVERSHOOT" in sheet.lines[-1].rules
    assert BILLARD_DOUBLE.whose_turn(state) == 1 and not BILLARD_DOUBLE.over(state)


def test_BD_EXACT_exactly_fifty_wins():
    """The first player to score exactly 50 wins."""
    state = match(BILLARD_DOUBLE, _to_45() + [shot("Ana", "r3", "g3")])
    assert not BILLARD_DOUBLE.over(state)
    state = match(BILLARD_DOUBLE, _to_45() + [shot("Ana", "r3", "g3"), shot("Ana", "r2", "g2")])
    assert BILLARD_DOUBLE.over(state) and BILLARD_DOUBLE.score(state).winners == ("Ana",)


def test_BD_OVERSHOOT_house_rule_lets_the_overshoot_count_and_win():
    """House rule `overshoot-allowed`: the points count, and 50 or more wins."""
    state = match(BILLARD_DOUBLE, _to_45() + [shot("Ana", "r8", "g8")], house_rules=["overshoot-allowed"])
    sheet = BILLARD_DOUBLE.score(state)
    assert sheet.totals["Ana"] == 53 and sheet.winners == ("Ana",) and sheet.settings["overshoot-allowed"]
    assert any("overshoot allowed" in h.render() for h in sheet.headline)


def test_BD_REPLAY_a_double_entered_at_once_is_its_two_shots():
    """Touching a piece earns another shot, to touch the same number in the other colour: a double entered
    at one tap is the red shot then the green one, scored as the long way scores them."""
    shots = [s.model_dump(mode="json") for s in BILLARD_DOUBLE.double_shots("Ana", 6)]
    assert shots == [shot("Ana", "r6"), shot("Ana", "g6")]
    state = match(BILLARD_DOUBLE, shots)
    assert totals(BILLARD_DOUBLE, state) == {"Ana": 6, "Ben": 0} and BILLARD_DOUBLE.whose_turn(state) == 0


@pytest.mark.parametrize("rules", [BILLARD_DOUBLE, CRICKET])
def test_BD_ONCE_the_doubles_open_are_those_not_made_this_turn(rules):
    """« Il ne peut pas faire 2 fois le même Doublé dans le même tour » and a half-made double is finished
    only by its other piece: the doubles open to a fresh pair of shots are the numbers not yet doubled
    this turn, none while a double is half made, all again once all 8 are made, and all at a new turn."""
    def open_after(events):
        return rules.open_doubles(rules.replay(match(rules, events)).tally)

    assert open_after([]) == (1, 2, 3, 4, 5, 6, 7, 8)
    assert open_after([shot("Ana", "r6"), shot("Ana", "g6")]) == (1, 2, 3, 4, 5, 7, 8)
    assert open_after([shot("Ana", "r6"), shot("Ana", "g6"), shot("Ana", "g2")]) == ()
    assert open_after([shot("Ana", "r6", "g6"), shot("Ana")]) == (1, 2, 3, 4, 5, 6, 7, 8)  # Ben's turn
    assert open_after([shot("Ana", f"r{n}", f"g{n}") for n in range(1, 9)]) == (1, 2, 3, 4, 5, 6, 7, 8)


# --- Billard Cricket ----------------------------------------------------------------------------------

def test_BC_CLOSE_a_first_double_closes_the_number():
    """A player's first double of a number closes it, for no points."""
    state = match(CRICKET, [shot("Ana", "r5", "g5")])
    assert totals(CRICKET, state)["Ana"] == 0 and CRICKET.closed(state)[0] == {5}


def test_BC_POINTS_a_closed_double_the_opponent_has_open_scores():
    """A double the player has closed and the opponent has not scores its number."""
    state = match(CRICKET, [shot("Ana", "r5", "g5"), shot("Ana"), shot("Ben"), shot("Ana", "r5", "g5")])
    assert totals(CRICKET, state)["Ana"] == 5


def test_BC_DEAD_a_double_closed_by_both_scores_nothing():
    """A double both players have closed scores nothing."""
    state = match(CRICKET, [shot("Ana", "r5", "g5"), shot("Ana"), shot("Ben", "r5", "g5"), shot("Ben"),
                            shot("Ana", "g5", "r5")])
    assert totals(CRICKET, state)["Ana"] == 0 and CRICKET.score(state).lines[-1].rules[-1] == "BC-DEAD"


def test_BC_END_all_closed_and_leading_wins():
    """The game ends when one player has closed all 8 and has more points."""
    ana_closes = [shot("Ana", f"r{n}", f"g{n}") for n in range(1, 9)]
    state = match(CRICKET, ana_closes)
    assert not CRICKET.over(state)  # all closed, but 0-0: not more points
    scored = match(CRICKET, ana_closes + [shot("Ana"), shot("Ben"), shot("Ana", "r3", "g3")])
    assert CRICKET.over(scored) and CRICKET.score(scored).winners == ("Ana",)


# --- Billard Compté -----------------------------------------------------------------------------------

def test_CP_ORDER_and_REPLAY_the_right_number_advances_and_replays():
    """Touching the next piece in order (red 1 first) advances and earns another shot."""
    state = match(BILLARD_COMPTE, [shot("Ana", "r1")])
    assert totals(BILLARD_COMPTE, state)["Ana"] == 1 and BILLARD_COMPTE.whose_turn(state) == 0
    assert BILLARD_COMPTE.next_piece(state, 0) == "r2"


def test_CP_TWO_two_right_numbers_in_one_shot_advance_two():
    """Two right numbers in order in one shot advance two; no more."""
    state = match(BILLARD_COMPTE, [shot("Ana", "r1", "r2", "r3")])
    assert totals(BILLARD_COMPTE, state)["Ana"] == 2
    assert "CP-TWO" in BILLARD_COMPTE.score(state).lines[0].rules


def test_CP_MISS_the_wrong_piece_first_passes_the_turn():
    """A shot that does not touch the right number first ends the turn."""
    state = match(BILLARD_COMPTE, [shot("Ana", "r2", "r1")])
    assert totals(BILLARD_COMPTE, state)["Ana"] == 0 and BILLARD_COMPTE.whose_turn(state) == 1


def test_CP_WIN_all_sixteen_in_order_wins():
    """Red 1-8 then green 1-8: the first to touch all in order wins."""
    events = [shot("Ana", f"{c}{n}", f"{c}{n + 1}") for c in "rg" for n in (1, 3, 5, 7)]
    state = match(BILLARD_COMPTE, events)
    assert BILLARD_COMPTE.over(state) and BILLARD_COMPTE.score(state).totals["Ana"] == 16


# --- Kayak --------------------------------------------------------------------------------------------

def kayak(events, players=("Ana", "Ben", "Cy"), **extra):
    return match(KAYAK, events, players, gates=3, **extra)


def ks(player, *gates, **more):
    return {"type": "shot", "player": player, "gates": list(gates), **more}


def test_KY_START_players_shoot_in_the_start_order():
    """Each player in the start order flicks once per turn."""
    assert refused(KAYAK, kayak([ks("Ben")])).rule_id == "PG-TURN"
    assert KAYAK.whose_turn(kayak([ks("Ana"), ks("Ben"), ks("Cy")])) == 0


def test_KY_GATES_gates_in_order_and_direction():
    """Gates are passed in number order, each in its direction."""
    state = kayak([ks("Ana", 1, 2)])
    assert totals(KAYAK, state)["Ana"] == 2 and KAYAK.next_gate(state, 0) == 3


def test_KY_FAULT_GATE_a_wrong_or_reversed_gate_resets_and_loses_the_turn():
    """Passing a gate with the wrong number, or the wrong way, is a fault: nothing of the shot counts."""
    wrong = kayak([ks("Ana", 1, 3)])
    reverse = kayak([ks("Ana", -1)])
    for state in (wrong, reverse):
        sheet = KAYAK.score(state)
        assert sheet.totals["Ana"] == 0 and sheet.lines[0].rules == ("KY-FAULT-GATE",)
        assert KAYAK.whose_turn(state) == 1


def test_KY_FAULT_TOUCH_touching_a_kayak_is_a_fault():
    """Touching an opposing kayak is a fault: the shot does not count and the turn is lost."""
    state = kayak([ks("Ana", 1, touched="Ben")])
    assert totals(KAYAK, state)["Ana"] == 0 and KAYAK.score(state).lines[0].rules == ("KY-FAULT-TOUCH",)


def test_KY_FINISH_the_line_after_every_gate_wins_and_not_before():
    """The first over the finish line after every gate wins; crossing earlier does nothing."""
    early = kayak([ks("Ana", 1, finish=True)])
    assert totals(KAYAK, early)["Ana"] == 1 and not KAYAK.over(early)
    state = kayak([ks("Ana", 1, 2, 3), ks("Ben"), ks("Cy"), ks("Ana", finish=True)])
    assert KAYAK.over(state) and KAYAK.score(state).winners == ("Ana",)


def test_KY_SKIP_house_rule_a_fault_costs_the_next_turn():
    """House rule `fault-skips-turn`: the faulty player also loses their next turn."""
    events = [ks("Ana", 2), ks("Ben"), ks("Cy")]
    assert KAYAK.whose_turn(kayak(events)) == 0
    assert KAYAK.whose_turn(kayak(events, house_rules=["fault-skips-turn"])) == 1



def test_KY_SKIP_when_every_player_owes_a_turn_the_owed_turns_are_paid_together():
    """House rule `fault-skips-turn` (RULINGS: "missing the next turn as well stays the house rule"): when
    both players have faulted, each loses a turn, so play goes on in order; a later fault costs its turn
    again. Ana reverses a gate, Ben touches Ana: both owe a turn, paid at once, Ana shoots; Ben's wrong gate
    then costs him his next turn, so after Ana's shot it is Ana's again, not Ben's. Found by the
    independent referee (tests/independent, N2)."""
    events = [ks("Ana", -1), ks("Ben", touched="Ana"), ks("Ana"), ks("Ben", 3), ks("Ana")]
    state = kayak(events, players=("Ana", "Ben"), house_rules=["fault-skips-turn"])
    assert KAYAK.whose_turn(state) == 0
    assert refused(KAYAK, kayak([*events, ks("Ben")], players=("Ana", "Ben"),
                                house_rules=["fault-skips-turn"])).rule_id == "PG-TURN"


# --- Pitchanque ---------------------------------------------------------------------------------------

def pitch(events, teams=(["Ana"], ["Ben"]), **extra):
    return PITCHANQUE.parse({"game": "pitchanque", "teams": [{"players": t} for t in teams], "events": events,
                             **extra})


def mene(order, **out):
    return {"type": "mene", "order": list(order), "out": out}


def test_PQ_PIECES_three_each_or_six_for_a_team():
    """3 pieces a player; a team has 3 at 2 players, 6 at 3 or 4 (the single player at 3 has 6)."""
    assert PITCHANQUE.pieces(pitch([])) == 3
    assert PITCHANQUE.pieces(pitch([], (["Ana", "Ben"], ["Cy"]))) == 6
    assert PITCHANQUE.pieces(pitch([], (["Ana", "Ben"], ["Cy", "Dora"]))) == 6


def test_PQ_ALL_every_piece_is_accounted_for():
    """A mène ends when all pieces are played: in play plus out make each team's pieces."""
    assert refused(PITCHANQUE, pitch([mene("aab")])).rule_id == "PQ-ALL"
    assert PITCHANQUE.check(pitch([mene("aabbba", a=0)])) == []


def test_PQ_POINT_pieces_nearer_than_every_opposing_piece_score():
    """Each piece of the nearest team scores 1 if no opposing piece is nearer."""
    state = pitch([mene("aabbab")])
    assert totals(PITCHANQUE, state) == {"Ana": 2, "Ben": 0}


def test_PQ_OUT_pieces_in_an_out_zone_never_score():
    """A piece in an out zone at the end of the mène never scores, however near."""
    state = pitch([mene("ab", a=2, b=2)])
    sheet = PITCHANQUE.score(state)
    assert sheet.totals == {"Ana": 1, "Ben": 0} and "PQ-OUT" in sheet.lines[0].rules


def test_PQ_TIE_equally_near_pieces_score_nothing():
    """When the nearest pieces of both teams are equally near, nobody scores."""
    state = pitch([mene(["ab", "a", "b", "a", "b"])])
    assert totals(PITCHANQUE, state) == {"Ana": 0, "Ben": 0}


def test_PQ_JACK_OUT_the_other_team_scores_unplayed_plus_one():
    """A jack sent into an out zone: the other team scores its unplayed pieces + 1."""
    state = pitch([{"type": "jack-out", "by": "a", "unplayed": 2}])
    assert totals(PITCHANQUE, state) == {"Ana": 0, "Ben": 3}
    assert refused(PITCHANQUE, pitch([{"type": "jack-out", "by": "a", "unplayed": 4}])).rule_id == "PQ-JACK-OUT"


def test_PQ_FIRST_the_winner_of_a_mene_plays_first_next():
    """The team that won a mène plays first in the next."""
    state = pitch([mene("bbaaab")])
    assert PITCHANQUE.whose_turn(state) == 1


def test_PQ_WIN_thirteen_points_win():
    """The first team to 13 points wins."""
    events = [mene("aaabbb")] * 4
    assert not PITCHANQUE.over(pitch(events))
    state = pitch(events + [mene("babbaa")])
    assert not PITCHANQUE.over(state) and totals(PITCHANQUE, state) == {"Ana": 12, "Ben": 1}
    assert PITCHANQUE.over(pitch(events + [mene("abbbaa")]))


# --- Frontière ----------------------------------------------------------------------------------------

def fs(player, **across):
    return {"type": "shot", "player": player, "across": across}


def test_FT_TURN_players_alternate():
    """Players take turns, one flick each."""
    assert refused(FRONTIERE, match(FRONTIERE, [fs("Ana"), fs("Ana")])).rule_id == "PG-TURN"


def test_FT_ACROSS_counts_follow_each_shot_and_may_fall():
    """Pieces may be knocked back: the counts after each shot are the score."""
    state = match(FRONTIERE, [fs("Ana", Ana=3), fs("Ben", Ana=1, Ben=2)])
    assert totals(FRONTIERE, state) == {"Ana": 1, "Ben": 2}


def test_FT_WIN_all_seven_across_wins():
    """The first player with all 7 pieces in the enemy camp wins."""
    state = match(FRONTIERE, [fs("Ana", Ana=6), fs("Ben", Ben=7)])
    assert FRONTIERE.over(state) and FRONTIERE.score(state).winners == ("Ben",)


def test_FT_BOTH_the_shooter_wins_when_both_finish_at_once():
    """If one shot leaves both players with all 7 across, the shooter wins."""
    state = match(FRONTIERE, [fs("Ana", Ana=6, Ben=6), fs("Ben", Ana=7, Ben=7)])
    sheet = FRONTIERE.score(state)
    assert sheet.winners == ("Ben",) and "FT-BOTH" in sheet.lines[-1].rules


# --- Hockey -------------------------------------------------------------------------------------------

FACEOFF_ANA = {"type": "faceoff", "winner": "Ana"}


def test_HK_FACEOFF_first_and_after_each_goal_only():
    """A face-off starts the match and follows every goal, and happens at no other time."""
    assert refused(HOCKEY, match(HOCKEY, [{"type": "out", "player": "Ana"}])).rule_id == "HK-FACEOFF"
    assert refused(HOCKEY, match(HOCKEY, [FACEOFF_ANA, FACEOFF_ANA])).rule_id == "HK-FACEOFF"
    after_goal = match(HOCKEY, [FACEOFF_ANA, {"type": "goal", "player": "Ana"}, {"type": "out", "player": "Ana"}])
    assert refused(HOCKEY, after_goal).rule_id == "HK-FACEOFF"


def test_HK_GOAL_a_goal_scores_one():
    """When the puck crosses a goal line, the other player scores a goal."""
    state = match(HOCKEY, [FACEOFF_ANA, {"type": "goal", "player": "Ben"}])
    assert totals(HOCKEY, state) == {"Ana": 0, "Ben": 1}


def test_HK_GOALIE_a_goal_struck_by_a_goal_piece_does_not_count():
    """A Goal piece cannot score: the puck goes to the opposing Goal."""
    state = match(HOCKEY, [FACEOFF_ANA, {"type": "goal", "player": "Ana", "goalie": True}])
    assert totals(HOCKEY, state) == {"Ana": 0, "Ben": 0} and HOCKEY.phase(state).turn == 1


def test_HK_FAULT_the_other_player_gets_a_free_shot():
    """After a fault, the player who did not fault takes a free shot, and may score from it."""
    state = match(HOCKEY, [FACEOFF_ANA, {"type": "fault", "player": "Ana", "kind": "missed-puck"},
                           {"type": "goal", "player": "Ben", "free_shot": True}])
    assert HOCKEY.check(state) == [] and totals(HOCKEY, state)["Ben"] == 1


def test_HK_FAULT_ATTACK_the_defender_cannot_commit_a_shot_fault():
    """Only the Attacker shoots: missing the puck is the Attacker's fault, never the Defender's."""
    state = match(HOCKEY, [FACEOFF_ANA, {"type": "fault", "player": "Ben", "kind": "same-piece"}])
    assert refused(HOCKEY, state).rule_id == "HK-FAULT-ATTACK"
    either = match(HOCKEY, [FACEOFF_ANA, {"type": "fault", "player": "Ben", "kind": "replacement-touch"}])
    assert HOCKEY.check(either) == []


def test_HK_FREE_a_free_shot_goal_needs_a_free_shot():
    """A goal from a free shot is scored by the player the free shot was given to."""
    state = match(HOCKEY, [FACEOFF_ANA, {"type": "goal", "player": "Ana", "free_shot": True}])
    assert refused(HOCKEY, state).rule_id == "HK-FREE"


def test_HK_OUT_and_BLOCK_change_the_attacker():
    """A puck sent out makes the other player attack; a blocked puck goes to the nearest Goal."""
    out = match(HOCKEY, [FACEOFF_ANA, {"type": "out", "player": "Ana"}])
    assert HOCKEY.phase(out).turn == 1
    blocked = match(HOCKEY, [FACEOFF_ANA, {"type": "blocked", "player": "Ben"}])
    assert HOCKEY.phase(blocked).turn == 1


def test_HK_WIN_ten_goals_win():
    """The first to 10 goals wins."""
    events = [FACEOFF_ANA, {"type": "goal", "player": "Ben"}] * 10
    state = match(HOCKEY, events)
    assert HOCKEY.over(state) and HOCKEY.score(state).winners == ("Ben",)


# --- the rule books -----------------------------------------------------------------------------------

def _module_files(rules):
    import inspect
    from pathlib import Path

    import scorers.paleo_games as package
    from scorers.paleo_games import billiards, match

    own = Path(inspect.getfile(type(rules)))
    return own, [own, Path(inspect.getfile(billiards)), Path(inspect.getfile(match)), Path(package.__file__)]


@pytest.mark.parametrize("rules", [POINTS, BILLARD_DOUBLE, CRICKET, BILLARD_COMPTE, KAYAK, PITCHANQUE, FRONTIERE,
                                   HOCKEY], ids=lambda r: r.game_id)
def test_every_rule_cited_is_in_the_games_rule_book_with_its_words(rules):
    """Every rule id a game cites is in its rule book (module docstrings) and answered in both languages."""
    import re

    own, files = _module_files(rules)
    book = dict(rules.rules())
    cited = set(re.findall(r'"((?:[A-Z]{2})-[A-Z]+(?:-[A-Z]+)*)"', own.read_text(encoding="utf-8")))
    assert cited <= set(book), cited - set(book)
    docs = "".join(f.read_text(encoding="utf-8").split('"""')[1] for f in files)
    for rule, text in book.items():
        assert rule in docs
        assert rules.answer(rule).render("en") and rules.answer(rule).render("fr")
    with pytest.raises(KeyError):
        rules.answer("XX-NOPE")


# --- set-up clauses -----------------------------------------------------------------------------------

def test_MP_PIECES_explorers_are_3_to_7_and_mercenaries_1_2_8():
    """Each player has 8 pieces: Explorers 3 to 7, Mercenaries 1, 2 and 8."""
    from scorers.paleo_games.points import EXPLORERS, MERCENARIES

    assert EXPLORERS == {3, 4, 5, 6, 7} and MERCENARIES == {1, 2, 8}
    scored = [totals(POINTS, match(POINTS, [{"type": "entry", "player": "Ana", "piece": n}]))["Ana"]
              for n in range(1, 9)]
    assert scored == [0, 0, 1, 1, 1, 1, 1, 0]


def test_KY_SETUP_a_gate_outside_the_course_is_refused():
    """The course has the gates the table numbered; there is no gate beyond them."""
    violation = refused(KAYAK, kayak([ks("Ana", 4)]))
    assert violation.rule_id == "KY-SETUP" and "3" in violation.message()


def test_PQ_TEAMS_a_pair_against_a_single_player():
    """At 3 players a pair plays against a single player, who has 6 pieces."""
    state = pitch([mene(["b", "a", "b", "b", "a", "a", "b", "a", "b", "a", "a", "b"])], (["Ana", "Ben"], ["Cy"]))
    assert totals(PITCHANQUE, state) == {"Ana & Ben": 0, "Cy": 1}
    assert PITCHANQUE.score(state).headline[-1].key == "pg.teams"


def test_BD_SETUP_pieces_are_red_and_green_one_to_eight():
    """The 16 numbered pieces are red and green 1 to 8; nothing else can be touched."""
    from scorers.errors import InvalidState

    with pytest.raises(InvalidState):
        match(BILLARD_DOUBLE, [shot("Ana", "b5")])
    with pytest.raises(InvalidState):
        match(BILLARD_DOUBLE, [shot("Ana", "r9")])


def test_PQ_ORDER_the_second_team_cannot_send_the_jack_out_before_the_first_team_plays():
    """PQ-ORDER: "Un joueur de la première équipe envoie un pion en direction du cochonnet. Un joueur de l'autre
    équipe envoie ensuite un de ses pions." (A player of the first team sends a piece towards the jack; a
    player of the other team then sends one.) A jack sent out by the second team while the first team still
    has every piece unplayed cannot happen: it is refused, not scored."""
    wrong = refused(PITCHANQUE, pitch([{"type": "jack-out", "by": "b", "unplayed": 3}]))
    assert wrong.rule_id == "PQ-ORDER" and wrong.code == "second-team-before-first"
    assert "Ana (the team that plays first) still had all 3 pieces unplayed" in wrong.message()
    # the first team may send it out with its very first piece, the other team's 3 still unplayed
    assert totals(PITCHANQUE, pitch([{"type": "jack-out", "by": "a", "unplayed": 3}])) == {"Ana": 0, "Ben": 4}
    # once the first team has thrown, the second team's fault scores the first team's pieces left + 1
    assert totals(PITCHANQUE, pitch([{"type": "jack-out", "by": "b", "unplayed": 2}])) == {"Ana": 3, "Ben": 0}
    # the first team of a later mène is the winner of the one before (PQ-FIRST)
    later = pitch([mene("bbaaab"), {"type": "jack-out", "by": "a", "unplayed": 3}])
    assert refused(PITCHANQUE, later).rule_id == "PQ-ORDER"
    assert PITCHANQUE.check(pitch([{"type": "jack-out", "by": "a", "unplayed": 3}], first="b")) != []
    assert PITCHANQUE.check(pitch([{"type": "jack-out", "by": "a", "unplayed": 5}],
                                  (["Ana", "Ben"], ["Cy"]))) == []


def test_HK_FAULT_ATTACK_the_refusal_is_explained_in_both_languages():
    """HK-FAULT-ATTACK: "L'attaquant percute le palet avec un de ses pions." (The Attacker strikes the puck.)
    A shot fault of the Defender is refused, and the refusal says why, in English and in French."""
    state = match(HOCKEY, [FACEOFF_ANA, {"type": "fault", "player": "Ben", "kind": "missed-puck"}])
    wrong = refused(HOCKEY, state)
    english, french = wrong.message("en"), wrong.message("fr")
    for text in (english, french):  # the wording is the catalogues' to choose; the names and the rule are not
        assert "Ben" in text and "Ana" in text and "hk." not in text
    assert "Attacker" in english and "Attaquant" in french and english != french


# --- clauses nothing tested (issue 13: read each sheet section against the code) ------------------------

def test_PG_LOG_each_event_is_judged_against_the_match_the_events_before_left():
    """PG-LOG: the match is the log, in order; an event is judged against the match as the events before
    it left it: the same capture is legal once and refused the second time (the piece is gone)."""
    once = match(POINTS, [{"type": "capture", "player": "Ana", "piece": 4, "by": 1}])
    capture = once.events[0]
    assert POINTS.check(once) == [] and POINTS.judge(once, capture)[0].rule_id == "MP-GONE"
    assert POINTS.judge(once.with_events(()), capture) == []


def test_KY_FAULT_GATE_a_gate_passed_again_is_a_fault():
    """KY-FAULT-GATE: "Si un joueur passe une porte avec le mauvais numéro ou à l'envers, il y a faute" (a gate
    passed with the wrong number or the wrong way is a fault). A gate passed again has the wrong number
    (RULINGS): the shot counts for nothing and the turn passes."""
    state = kayak([ks("Ana", 1), ks("Ben"), ks("Cy"), ks("Ana", 1)])
    sheet = KAYAK.score(state)
    assert sheet.totals["Ana"] == 1 and sheet.lines[-1].rules == ("KY-FAULT-GATE",)
    assert KAYAK.whose_turn(state) == 1 and KAYAK.next_gate(state, 0) == 2


def test_FT_SETUP_seven_pieces_a_player():
    """FT-SETUP: "Chaque joueur prend 7 pions" (each player takes 7 pieces): no count of pieces across can
    be more than 7, and 7 across is the whole side."""
    with pytest.raises(InvalidState):
        match(FRONTIERE, [fs("Ana", Ana=8)])
    assert FRONTIERE.over(match(FRONTIERE, [fs("Ana", Ana=7)]))


def test_HK_BLOCK_a_stuck_puck_goes_to_the_nearest_goal_whose_player_attacks():
    """HK-BLOCK: "Si le palet est bloqué dans un des coins du plateau ... il est donné au goal le plus proche."
    (A puck stuck in a corner is given to the nearest Goal.) Its player has the puck: the Attacker."""
    state = match(HOCKEY, [FACEOFF_ANA, {"type": "blocked", "player": "Ben"}])
    assert HOCKEY.check(state) == [] and HOCKEY.phase(state).turn == 1
    assert totals(HOCKEY, state) == {"Ana": 0, "Ben": 0}
    # the Attacker is now Ben: a shot fault of Ana's is refused, Ben's is a fault
    ana = match(HOCKEY, [FACEOFF_ANA, {"type": "blocked", "player": "Ben"},
                         {"type": "fault", "player": "Ana", "kind": "missed-puck"}])
    assert refused(HOCKEY, ana).rule_id == "HK-FAULT-ATTACK"


# --- Pitchanque: a mène entered by its result -----------------------------------------------------------

def pq(events, teams=(["Chloé"], ["Łukasz"])):
    return PITCHANQUE.parse({"game": "pitchanque", "teams": [{"players": list(t)} for t in teams],
                             "events": events})


def test_PQ_RESULT_a_mene_entered_by_its_result_scores_its_points_and_the_winner_plays_first():
    """A mène may be entered by its result alone (« chaque pion d'une même équipe, si aucun pion de l'équipe
    adverse n'est plus près du cochonnet, compte pour 1 point »: the sheet keeps the points): the team that
    scored and its points; the winner plays first in the next mène (PQ-FIRST)."""
    state = pq([{"type": "result", "team": "b", "points": 2}])
    assert PITCHANQUE.check(state) == [] and totals(PITCHANQUE, state) == {"Chloé": 0, "Łukasz": 2}
    replay = PITCHANQUE.replay(state)
    assert replay.tally.turn == 1 and replay.steps[0].rules == ("PQ-RESULT", "PQ-POINT", "PQ-FIRST")
    # the same points as the mène entered piece by piece
    long = pq([{"type": "mene", "order": ["b", "b", "a", "a", "b", "a"]}])
    assert totals(PITCHANQUE, long) == totals(PITCHANQUE, state)


@pytest.mark.parametrize("teams, most", [((["Chloé"], ["Łukasz"]), 3), ((["A", "B"], ["C", "D"]), 6),
                                         ((["A", "B"], ["C"]), 6)])
def test_PQ_RESULT_points_are_between_one_and_the_pieces_of_a_team(teams, most):
    """The points of a mène are between 1 and the pieces a team has (PQ-PIECES: 3 at 2 players, 6 at 3
    or 4); more, or 0 for a team, cannot be a mène's result (past 6, no table has as many: not a file)."""
    assert PITCHANQUE.check(pq([{"type": "result", "team": "a", "points": most}], teams)) == []
    for points in (0, most + 1):
        if points > 6:
            with pytest.raises(InvalidState, match="points"):
                pq([{"type": "result", "team": "a", "points": points}], teams)
            continue
        violation = refused(PITCHANQUE, pq([{"type": "result", "team": "a", "points": points}], teams))
        assert violation.rule_id == "PQ-RESULT"


def test_PQ_RESULT_nobody_scored():
    """A mène where nobody scored (equally near, PQ-TIE, or no piece in play) is entered without a team; a
    result with points and no team is refused."""
    state = pq([{"type": "result", "team": "a", "points": 1}, {"type": "result"}])
    assert PITCHANQUE.check(state) == [] and totals(PITCHANQUE, state) == {"Chloé": 1, "Łukasz": 0}
    assert PITCHANQUE.replay(state).tally.turn == 0
    assert refused(PITCHANQUE, pq([{"type": "result", "points": 2}])).rule_id == "PQ-RESULT"


def test_PQ_WIN_a_game_entered_by_results_is_won_at_thirteen():
    """The first team to 13 points wins, whichever way its mènes were entered; nothing after it counts."""
    events = [{"type": "result", "team": "a", "points": 3}] * 4 + [{"type": "result", "team": "a", "points": 1}]
    state = pq(events)
    assert PITCHANQUE.score(state).winners == ("Chloé",) and PITCHANQUE.over(state)
    assert refused(PITCHANQUE, pq([*events, {"type": "result", "team": "b", "points": 1}])).rule_id == "PG-OVER"
