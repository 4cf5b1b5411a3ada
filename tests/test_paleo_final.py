"""PA-FINAL (issue 24): a Paleo match entered as each side's final score, what a table that kept only the
scores writes on paper. One test per clause of the rule (the docstring says it), golden and edge cases, a
property over every score a finished match can end with, and the file's round trips (the command, the PDF and
its QR code)."""

from __future__ import annotations

import datetime as dt
import io
import json
from itertools import product

import pytest
from hypothesis import given
from hypothesis import strategies as st
from paleo_helpers import DATA, FOUR, TEAMS, THREE, TWO, door, example
from pypdf import PdfReader
from test_exchange_roundtrip import needs_pdftoppm, pages_of, qr_text_of

from referee_app.command.cli import main
from referee_app.exchange import payload
from referee_app.exchange.files import score_file
from referee_app.games.paleo.pdf import sheet_pdf
from scorers.errors import ImpossibleState
from scorers.paleo import RULES
from scorers.paleo.match import end_status
from scorers.paleo.rules import DOOR_POINTS, FINAL_MOST, MATCH_POINTS

SENTENCE = ("A match may be entered as each side's final score (a player, or a team at 4 players), entered by the "
            "table, not refereed: it is the whole log, with no round beside it. Each score is a whole number from "
            "0 to 5; exactly one side has 4 or more (5 only from 3 by a door) and has won; every other side has 0 "
            "to 3.")


def final_file(scores: dict, players=TWO, **extra) -> dict:
    data = {"game": "paleo", "players": list(players), "final": scores, **extra}
    if len(players) == 4 and "teams" not in extra:
        data["teams"] = TEAMS
    return data


def refused(scores: dict, players=TWO, **extra) -> list:
    """The errors `check` finds in a match entered as `scores` (it never raises); scoring it is refused."""
    state = RULES.parse(final_file(scores, players, **extra))
    errors = [v for v in RULES.check(state) if v.is_error]
    with pytest.raises(ImpossibleState):
        RULES.score(state)
    return errors


def test_pa_final_the_sentence_is_in_the_rule_book_in_both_languages():
    """PA-FINAL: Paleo's rule book says the clause, in English and in French, at the end of the game."""
    from scorers import rulebook
    clause = rulebook.clause("paleo", "PA-FINAL")
    assert clause is not None and clause.text("en") == SENTENCE
    assert clause.text("fr").startswith("Une partie peut être saisie par le score final de chaque camp")


def test_pa_final_a_match_entered_as_its_final_scores_is_won_and_said_not_refereed():
    """PA-FINAL: "A match may be entered as each side's final score, entered by the table, not refereed." The
    match is over and won by the side at 4; the totals are the scores, the ranking follows them; the sheet's one
    line and its note say it was entered as final scores, not refereed, in both languages, and name the
    winner."""
    state = RULES.parse(final_file({"Alice": 2, "Bruno": 4}))
    assert RULES.check(state) == []
    sheet = RULES.score(state)
    assert sheet.finished and sheet.winners == ("Bruno",) and end_status(state)[0]
    assert sheet.totals == {"Alice": 2, "Bruno": 4}
    assert [(e.player, e.rank) for e in sheet.ranking.entries] == [("Bruno", 1), ("Alice", 2)]
    (line,) = sheet.lines
    assert line.winner == "Bruno" and line.points == MATCH_POINTS and line.rules == ("PA-FINAL", "PA-MATCH")
    assert line.explain("en") == ("Entered as final scores: not refereed (no round was entered). "
                                  "Bruno wins the match (Alice 2 and Bruno 4).")
    assert line.explain("fr").startswith("Saisie par ses scores finaux : non arbitrée (aucune manche")
    assert [n.render("fr") for n in sheet.notes] == [
        "Saisie par ses scores finaux : non arbitrée (aucune manche n’a été saisie)."]
    assert end_status(state)[1].render("en") == "Bruno has won the match with 4 points (Alice 2 and Bruno 4)."


def test_pa_final_three_players_each_alone_rank_by_their_scores():
    """PA-FINAL, PA-SIDES: at 3 players each player is a side with a final score; the others rank by theirs
    (level scores share their place, as in a match told round by round)."""
    sheet = RULES.score(RULES.parse(final_file({"Anna": 1, "Ben": 1, "Chloé": 5}, THREE)))
    assert sheet.winners == ("Chloé",)
    assert [(e.player, e.rank) for e in sheet.ranking.entries] == [("Chloé", 1), ("Anna", 2), ("Ben", 2)]


def test_pa_final_a_team_is_named_by_its_name_or_by_a_member():
    """PA-FINAL: "a team at 4 players": the side is the team, named by its name or by one of its players; the
    team scores as one. Both members named is the team given twice: refused, located (PA-SIDES)."""
    for reds, greens in (("Reds", "Greens"), ("Chloé", "Dev")):
        sheet = RULES.score(RULES.parse(final_file({reds: 4, greens: 1}, FOUR)))
        assert sheet.winners == ("Reds",) and sheet.totals == {"Reds": 4, "Greens": 1}
    (twice,) = refused({"Anna": 4, "Chloé": 4, "Greens": 1}, FOUR)
    assert (twice.code, twice.rule_id, twice.where) == ("final-twice", "PA-SIDES", "final.Chloé")


def test_pa_final_is_the_whole_log_no_round_beside_it():
    """PA-FINAL: "it is the whole log, with no round beside it": final scores beside a round are refused at
    `final`, with the rule, in both languages."""
    (error,) = refused({"Alice": 4, "Bruno": 0}, rounds=[door("Alice")])
    assert (error.code, error.rule_id, error.where) == ("final-not-alone", "PA-FINAL", "final")
    assert error.message("en").endswith("they cannot be entered beside 1 round logged.")
    assert "toute la partie" in error.message("fr")


@pytest.mark.parametrize("scores, code, rule, where, en, fr", [
    ({"Alice": 4}, "final-missing", "PA-FINAL", "final", "Bruno has no final score.",
     "Bruno n’a pas de score final."),
    ({"Alice": 4, "Bruno": 1, "Zoé": 2}, "final-unknown", "PA-SIDES", "final.Zoé",
     "Zoé is not a side of this match: the sides are Alice and Bruno.", "Zoé n’est pas un camp"),
    ({"Alice": 4, "Bruno": 1.5}, "final-not-whole", "PA-FINAL", "final.Bruno", "Bruno: 1.5 is not a score",
     "Bruno : 1,5 n’est pas un score"),
    ({"Alice": 4, "Bruno": -1}, "final-negative", "PA-FINAL", "final.Bruno", "Bruno: -1 is below 0",
     "Bruno : -1 est sous 0"),
    ({"Alice": 6, "Bruno": 1}, "final-over", "PA-FINAL", "final.Alice",
     "Alice: 6 is more than a match ends with: at most 5", "Alice : 6, c’est plus qu’une partie ne peut finir"),
])
def test_pa_final_every_side_has_one_whole_score_from_0_to_5(scores, code, rule, where, en, fr):
    """PA-FINAL: "Each score is a whole number from 0 to 5", one for each side of the match: a side missing, a
    name that is no side, a part point, a negative score or one over 5 is refused, located at the side, in
    words, in both languages."""
    (error,) = refused(scores)
    assert (error.code, error.rule_id, error.where) == (code, rule, where)
    assert error.message("en").startswith(en) and error.message("fr").startswith(fr)


def test_pa_final_a_whole_number_written_as_a_decimal_is_a_score():
    """PA-FINAL: "a whole number": 4.0 is the whole number 4 (a file written by a tool that writes decimals)."""
    sheet = RULES.score(RULES.parse(final_file({"Alice": 4.0, "Bruno": 3.0})))
    assert sheet.totals == {"Alice": 4, "Bruno": 3} and sheet.winners == ("Alice",)


def test_pa_final_exactly_one_side_has_4_or_more():
    """PA-FINAL, PA-MATCH: "exactly one side has 4 or more and has won; every other side has 0 to 3": no side
    at 4 is a match not over (refused: final scores are a finished match's); two sides at 4 or more cannot be
    (the first to 4 wins, no round after). Both refused at `final` with PA-MATCH, naming the sides."""
    (none,) = refused({"Alice": 3, "Bruno": 3})
    assert (none.code, none.rule_id, none.where) == ("final-no-winner", "PA-MATCH", "final")
    assert none.message("en").startswith("No side has 4 points")
    (two,) = refused({"Anna": 4, "Ben": 5, "Chloé": 0}, THREE)
    assert (two.code, two.rule_id, two.where) == ("final-two-winners", "PA-MATCH", "final")
    assert two.message("en").startswith("Anna and Ben each have 4 points or more")
    assert two.message("fr").startswith("Anna et Ben ont chacun 4 points ou plus")


def test_pa_final_the_winner_ends_with_4_or_5():
    """PA-FINAL: the winner has 4, or 5 (from 3 by a door); a winner at 5 beside a side at 3 is a match."""
    sheet = RULES.score(RULES.parse(final_file({"Alice": 3, "Bruno": FINAL_MOST})))
    assert sheet.winners == ("Bruno",) and sheet.totals["Bruno"] == MATCH_POINTS - 1 + DOOR_POINTS == 5


def test_pa_final_every_problem_is_said_at_once():
    """PA-FINAL: `check` says every located problem of the scores, not only the first."""
    codes = sorted(v.code for v in refused({"Alice": 2.5, "Zoé": -1}))
    assert codes == ["final-missing", "final-not-whole", "final-unknown"]


def test_pa_final_a_match_without_final_scores_is_as_before():
    """Old files (no `final`) load and score as before; their file form has no `final`."""
    state = RULES.parse(example("classic_two_players.json"))
    assert state.final is None and "final" not in RULES.to_file(state)
    assert RULES.score(state).lines[0].rules != ("PA-FINAL", "PA-MATCH")


def test_pa_final_a_string_is_no_score():
    """PA-FINAL: a score is a number: "4" in the file is refused by the file's schema, located at the side."""
    from scorers.errors import InvalidState
    with pytest.raises(InvalidState) as error:
        RULES.parse(final_file({"Alice": "4", "Bruno": 1}))
    assert {p.where for p in error.value.problems} == {"final.Alice"}


@given(st.integers(2, 4), st.data())
def test_pa_final_exactly_the_finished_scores_are_accepted(players, data):
    """PA-FINAL (property): scores from -1 to 6 for every side are accepted exactly when they are whole from 0
    to 5 with one side at 4+ and every other at 0-3; accepted ones score with that side the only winner and
    the scores as totals; `check` never raises."""
    names = list(FOUR if players == 4 else THREE if players == 3 else TWO)
    sides = ["Reds", "Greens"] if players == 4 else names
    scores = data.draw(st.lists(st.integers(-1, 6), min_size=len(sides), max_size=len(sides)))
    state = RULES.parse(final_file(dict(zip(sides, scores)), names))
    errors = [v for v in RULES.check(state) if v.is_error]
    finished = (all(0 <= s <= FINAL_MOST for s in scores)
                and sum(s >= MATCH_POINTS for s in scores) == 1)
    assert (not errors) == finished
    if finished:
        sheet = RULES.score(state)
        assert sheet.winners == (sides[max(range(len(scores)), key=scores.__getitem__)],)
        assert sheet.totals == dict(zip(sides, scores))


def test_pa_final_every_finished_two_player_score_is_one_a_match_can_end_with():
    """PA-FINAL against PA-DOOR / PA-CAPTURE / PA-MATCH: every pair of scores accepted at 2 players is reached
    by some match played round by round (rounds of 2 or 1 point, the first to 4 winning)."""
    reachable = set()

    def play(points: tuple[int, int]) -> None:
        if max(points) >= MATCH_POINTS:
            reachable.add(points)
            return
        for side, gain in product((0, 1), (DOOR_POINTS, 1)):
            play(tuple(p + gain if k == side else p for k, p in enumerate(points)))
    play((0, 0))
    accepted = {pair for pair in product(range(-1, 7), repeat=2)
                if not [v for v in RULES.check(RULES.parse(final_file(dict(zip(TWO, pair))))) if v.is_error]}
    assert accepted == reachable


def test_golden_final_scores_file(capsys):
    """The golden file (3 players, the winner at 5 from 3 by a door): scored by the command (French, JSON) with
    the winner, and written back the same."""
    name = "final_three_players.json"
    state = RULES.parse(example(name))
    assert RULES.parse(RULES.to_file(state)) == state and RULES.to_file(state)["final"] == example(name)["final"]
    assert main(["check", str(DATA / name)]) == 0
    capsys.readouterr()
    assert main(["score", str(DATA / name), "--json", "--lang", "fr"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["winners"] == ["Chloé"]


def test_the_command_refuses_final_scores_beside_a_round(tmp_path, capsys):
    """PA-FINAL: `referee check` on final scores beside a round fails, naming the rule."""
    path = tmp_path / "paleo.json"
    path.write_text(json.dumps(final_file({"Alice": 4, "Bruno": 0}, rounds=[door("Alice")])), encoding="utf-8")
    assert main(["check", str(path)]) != 0
    assert "PA-FINAL" in capsys.readouterr().out


def test_the_pdf_names_the_winner_and_says_not_refereed():
    """The PDF sheet of a match entered as its final scores names the winner and says it was not refereed."""
    state = RULES.parse(final_file({"Alice": 3, "Bruno": 4}))
    pdf = sheet_pdf(RULES.score(state), state, "en", dt.date(2026, 11, 28))
    text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
    assert "Winner: Bruno" in text and "not refereed" in text


@needs_pdftoppm
def test_the_pdf_s_qr_code_brings_the_final_scores_back(tmp_path):
    """The sheet's QR code holds the match file with its final scores: read from the rasterised page it gives
    the same state and sheet."""
    scored = score_file(example("final_three_players.json"))
    from referee_app.fronts import front
    pdf = front(scored.game).sheet_pdf(scored.game, scored.sheet, scored.state, "fr", dt.date(2026, 1, 2))
    back = score_file(payload.decode(qr_text_of(pages_of(pdf, tmp_path))))
    assert back.state == scored.state and back.file["final"] == example("final_three_players.json")["final"]


def test_the_pdf_track_fills_every_side_s_points_of_final_scores():
    """The PDF's track of a match entered as final scores fills each side's boxes up to its score (the losers'
    too: their points are in the scores, not in a line of their own), numbered with no round."""
    from reportlab.graphics.shapes import Rect

    from referee_app.games.paleo.pdf import match_drawing
    from referee_app.pdf.base import fonts
    sheet = RULES.score(RULES.parse(final_file({"Alice": 3, "Bruno": 4})))
    drawing = match_drawing(sheet, *fonts())
    filled = [shape for shape in drawing.contents if isinstance(shape, Rect) and shape.fillColor != colors_white()]
    assert len(filled) == 3 + 4


def colors_white():
    from reportlab.lib import colors
    return colors.white
