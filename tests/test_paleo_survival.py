"""Le Roi and Escarmouche, one test per rule clause (scorers/paleo docstring)."""

from __future__ import annotations

import pytest
from paleo_helpers import FOUR, TEAMS, THREE, TWO, codes, example, roi, rules_cited, skirmish

from scorers.errors import ImpossibleState
from scorers.i18n import render
from scorers.paleo import ESCARMOUCHE, ROI
from scorers.paleo.survival import end_status, escarmouche_check, roi_check, score


def test_ro_explorer_captures_a_king():
    """RO-EXPLORER: an Explorer captures an opposing king by touching it."""
    state = roi(("Bruno", "Alice", "explorer"), players=TWO)
    assert roi_check(state) == [] and score(state).winners == ("Alice",)


def test_ro_mercenary_never_captures_a_king():
    """RO-MERCENARY: Mercenaries capture every piece but kings."""
    violations = roi_check(roi(("Bruno", "Alice", "mercenary"), players=TWO))
    assert codes(violations) == ["cannot-capture-king"] and rules_cited(violations) == {"RO-MERCENARY"}


def test_ro_king_captures_a_king():
    """RO-KING: a king captures an opposing king."""
    state = roi(("Alice", "Bruno", "king"), players=TWO)
    assert score(state).winners == ("Bruno",)


def test_ro_direct_no_other_piece_touched_first():
    """RO-DIRECT: a king touched after another piece in the same shot is not captured."""
    violations = roi_check(roi(("Bruno", "Alice", "explorer", True), players=TWO))
    assert codes(violations) == ["not-direct"]
    assert "captured only by a direct touch" in violations[0].message()


def test_ro_leave_at_three_players_the_player_leaves():
    """RO-LEAVE: at 3 players a player who loses their king takes their pieces off and plays no more."""
    state = roi(("Ben", "Anna", "explorer"), ("Chloé", "Ben", "explorer"))
    violations = roi_check(state)
    assert codes(violations) == ["capturer-left"]


def test_ro_leave_the_game_goes_on_until_one_king_is_left():
    """RO-LEAVE / RO-WIN: at 3 players the game goes on after the first king falls."""
    state = roi(("Ben", "Anna", "explorer"))
    over, text, _ = end_status(state)
    assert not over and render(text) == "The game goes on: Anna and Chloé still have a king."
    sheet = score(state)
    assert [e.player for e in sheet.ranking.entries][-1] == "Ben"


def test_ro_partner_at_four_the_partner_plays_on():
    """RO-PARTNER: at 4 players in teams, losing a king leaves the partner playing; the team is out with both."""
    state = roi(("Ben", "Chloé", "explorer"), ("Anna", "Ben", "explorer"), players=FOUR, teams=TEAMS)
    assert roi_check(state) == []
    assert not end_status(state)[0]
    state = roi(("Ben", "Chloé", "explorer"), ("Dev", "Anna", "king"), players=FOUR, teams=TEAMS)
    sheet = score(state)
    assert sheet.winners == ("Reds",) and "RO-PARTNER" in sheet.lines[0].rules


def test_ro_partner_a_player_without_king_still_plays_with_other_pieces():
    """RO-PARTNER: at 4 in teams, a player whose king fell plays on (an Explorer), but their king is gone."""
    state = roi(("Ben", "Chloé", "explorer"), ("Anna", "Ben", "explorer"), players=FOUR, teams=TEAMS)
    assert roi_check(state) == []
    state = roi(("Ben", "Chloé", "explorer"), ("Anna", "Ben", "king"), players=FOUR, teams=TEAMS)
    assert codes(roi_check(state)) == ["king-gone"]


def test_ro_four_players_without_teams_leave_as_at_three():
    """RO-LEAVE: at 4 players without teams, a player who loses the king leaves."""
    state = roi(("Ben", "Anna", "explorer"), ("Chloé", "Ben", "explorer"), players=FOUR)
    assert codes(roi_check(state)) == ["capturer-left"]


def test_ro_team_no_capture_of_a_partner_king():
    """RO-TEAM: nobody captures their own or their partner's king."""
    state = roi(("Chloé", "Anna", "explorer"), players=FOUR, teams=TEAMS)
    assert codes(roi_check(state)) == ["own-side"]


def test_ro_win_and_over_nothing_after_the_last_king():
    """RO-WIN / RO-OVER: the last side with a king wins; nothing is accepted after."""
    state = roi(("Bruno", "Alice", "explorer"), ("Alice", "Bruno", "king"), players=TWO)
    assert "game-over" in codes(roi_check(state))
    with pytest.raises(ImpossibleState):
        score(state)


def test_ro_king_gone_a_king_falls_once():
    """RO-WIN: a captured king cannot be captured again."""
    state = roi(("Ben", "Anna", "explorer"), ("Ben", "Chloé", "explorer"))
    assert codes(roi_check(state)) == ["king-gone"]


def test_golden_roi_examples():
    assert score(ROI.parse(example("roi_three_players.json"))).winners == ("Chloé",)
    sheet = score(ROI.parse(example("roi_four_teams.json")))
    assert sheet.winners == ("Anna & Chloé",) and sheet.totals == {"Anna & Chloé": 2, "Ben & Dev": 1}


def kill(player, by, was_killer=False):
    return {"event": "kill", "player": player, "by": by, "was_killer": was_killer}


def killer(player):
    return {"event": "killer", "player": player}


def test_es_pieces_a_piece_sticker_down_kills_nothing():
    """ES-PIECES: a piece with the sticker down kills nothing."""
    violations = escarmouche_check(skirmish(kill("Bruno", "Alice")))
    assert codes(violations) == ["no-killer"] and rules_cited(violations) == {"ES-KILL"}


def test_es_killer_entering_an_opposing_sanctuary_makes_a_killer():
    """ES-KILLER / ES-KILL: a piece that entered an opposing sanctuary is a killer and kills what it touches."""
    state = skirmish(killer("Alice"), kill("Bruno", "Alice"))
    assert escarmouche_check(state) == [] and score(state).totals == {"Alice": 1, "Bruno": 0}


def test_es_killer_at_most_one_per_piece():
    """ES-KILLER: only a piece that is not a killer yet becomes one (4 pieces each)."""
    state = skirmish(*[killer("Alice")] * 5)
    assert codes(escarmouche_check(state)) == ["all-killers"]


def test_es_off_a_piece_off_the_board_is_lost():
    """ES-OFF: a piece knocked off the board is lost."""
    state = skirmish(*[{"event": "off", "player": "Bruno"}] * 4)
    sheet = score(state)
    assert sheet.winners == ("Alice",) and "ES-WIN" in sheet.lines[-1].rules


def test_es_win_last_with_pieces_and_over():
    """ES-WIN / ES-OVER: the last player with pieces wins; nothing after."""
    state = skirmish(*[{"event": "off", "player": "Bruno"}] * 4, killer("Alice"))
    assert codes(escarmouche_check(state)) == ["game-over"]


def test_es_three_players_the_game_goes_on():
    """ES-WIN: at 3 players, one player out leaves the other two playing."""
    state = skirmish(*[{"event": "off", "player": "Ben"}] * 4, players=THREE)
    over, text, _ = end_status(state)
    assert not over and "Anna and Chloé still have pieces" in render(text)


def test_golden_escarmouche_example():
    sheet = score(ESCARMOUCHE.parse(example("escarmouche_two_players.json")))
    assert sheet.winners == ("Alice",) and sheet.totals == {"Alice": 3, "Bruno": 1}


def test_ro_win_no_tie_break_by_kings_taken_while_two_kings_stand():
    """RO-WIN: "Le vainqueur est le dernier joueur qui n'a pas perdu son Roi." (The winner is the last player
    who has not lost their king.) The sheet ranks nobody by kings taken: while two kings stand, both lead."""
    sheet = score(roi(("Ben", "Anna", "explorer")))
    assert not sheet.finished and set(sheet.winners) == {"Anna", "Chloé"}
    assert sheet.totals["Anna"] == 1 and sheet.totals["Chloé"] == 0
    assert [(e.player, e.rank) for e in sheet.ranking.entries][-1] == ("Ben", 3)
    assert {e.rank for e in sheet.ranking.entries if e.player != "Ben"} == {1}


def test_es_win_no_tie_break_by_pieces_killed_while_two_sides_have_pieces():
    """ES-WIN: "Le vainqueur est le dernier joueur à qui il reste des pions." (The winner is the last player
    with pieces left.) While two players have pieces, pieces killed decide nothing: both lead."""
    state = skirmish({"event": "killer", "player": "Anna"}, {"event": "kill", "player": "Ben", "by": "Anna"},
                     players=THREE)
    sheet = score(state)
    assert not sheet.finished and sheet.totals["Anna"] == 1
    assert set(sheet.winners) == {"Anna", "Ben", "Chloé"}
