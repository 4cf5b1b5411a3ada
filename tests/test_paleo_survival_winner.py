"""RO-WINNER / ES-WINNER (issue 24): Le Roi and Escarmouche entered as their winner alone, what a table that
watched the pieces on the board writes on paper (the winner's name). One test per clause of the rule (the
docstring says it), the golden files, and the file's round trips (the command, the PDF and its QR code)."""

from __future__ import annotations

import datetime as dt
import io
import json

import pytest
from paleo_helpers import DATA, FOUR, TEAMS, THREE, TWO, codes, example
from pypdf import PdfReader
from test_exchange_roundtrip import needs_pdftoppm, pages_of, qr_text_of

from referee_app.command.cli import main
from referee_app.exchange import payload
from referee_app.exchange.files import score_file
from referee_app.games.paleo.pdf import sheet_pdf
from scorers.errors import ImpossibleState
from scorers.paleo import ESCARMOUCHE, ROI
from scorers.paleo.survival import end_status

RO_SENTENCE = ("A game may be entered as its winner alone, the side the table saw keep the last King (not "
               "refereed): it is the whole log, with no capture beside it, and the winner is one of the game's sides.")


def roi_file(winner: str, players=THREE, **extra) -> dict:
    return {"game": "paleo-roi", "players": list(players), "winner": winner, **extra}


def es_file(winner: str, players=TWO, **extra) -> dict:
    return {"game": "paleo-escarmouche", "players": list(players), "winner": winner, **extra}


# --- Le Roi ---------------------------------------------------------------------------------------------------
def test_ro_winner_a_game_entered_as_its_winner_alone_is_won_and_said_not_refereed():
    """RO-WINNER: "A game may be entered as its winner alone, the side the table saw keep the last King (not
    refereed)." The game is over and won by that side; the others share the second place (the order they fell
    in is not known); what each took is not known (0); the sheet's one line and its note say it was entered as
    the winner alone, not refereed, in both languages."""
    state = ROI.parse(roi_file("Ben"))
    assert ROI.check(state) == []
    sheet = ROI.score(state)
    assert sheet.finished and sheet.winners == ("Ben",) and end_status(state)[0]
    assert [(e.player, e.rank) for e in sheet.ranking.entries] == [("Ben", 1), ("Anna", 2), ("Chloé", 2)]
    assert sheet.totals == {"Anna": 0, "Ben": 0, "Chloé": 0}
    (line,) = sheet.lines
    assert line.winner == "Ben" and line.rules == ("RO-WINNER", "RO-WIN")
    assert line.explain("en") == ("Entered as its winner alone: not refereed (no king's capture was entered). "
                                  "Ben is the last with a king and wins.")
    assert line.explain("fr").startswith("Saisie par son seul gagnant : non arbitrée (aucune capture de Roi")
    assert [n.render("fr") for n in sheet.notes] == [
        "Saisie par son seul gagnant : non arbitrée (aucune capture de Roi n’a été saisie)."]


def test_ro_winner_the_sentence_is_in_the_rule_book_in_both_languages():
    """RO-WINNER / ES-WINNER: the rule books of both games say the clause, in English and in French."""
    from scorers import rulebook
    roi = rulebook.clause("paleo-roi", "RO-WINNER")
    es = rulebook.clause("paleo-escarmouche", "ES-WINNER")
    assert roi is not None and es is not None
    assert roi.text("en") == RO_SENTENCE
    assert roi.text("fr").startswith("Une partie peut être saisie par son seul gagnant, le camp")
    assert es.text("fr").startswith("Une partie peut être saisie par son seul gagnant, le joueur")


def test_ro_winner_a_team_is_named_by_its_name_or_by_a_member():
    """RO-WINNER: "the winner is one of the game's sides": at 4 players in teams the side is the team, named by
    its name or by one of its players; the team wins as one."""
    for name in ("Greens", "Dev"):
        sheet = ROI.score(ROI.parse(roi_file(name, FOUR, teams=TEAMS)))
        assert sheet.winners == ("Greens",) and [e.rank for e in sheet.ranking.entries] == [1, 2]


def test_ro_winner_is_the_whole_log_no_capture_beside_it():
    """RO-WINNER: "it is the whole log, with no capture beside it": a winner entered beside a king captured is
    refused at the winner, with its rule, in both languages; `check` does not raise and the score is not made."""
    state = ROI.parse(roi_file("Ben", captures=[{"king": "Anna", "by": "Ben", "piece": "explorer"}]))
    violations = ROI.check(state)
    assert [(v.code, v.rule_id, v.where) for v in violations] == [("winner-not-alone", "RO-WINNER", "winner")]
    assert violations[0].text.render("en") == (
        "The winner alone is the whole game: it cannot be entered beside 1 king captured.")
    assert violations[0].text.render("fr") == (
        "Le seul gagnant est toute la partie : il ne peut pas être saisi à côté de 1 Roi capturé.")
    with pytest.raises(ImpossibleState):
        ROI.score(state)


def test_ro_winner_must_be_one_of_the_game_s_sides():
    """RO-WINNER: "the winner is one of the game's sides": a name that is no side (nor a team's player) is
    refused at the winner, in both languages, naming the sides; the game is not over."""
    state = ROI.parse(roi_file("Zoé"))
    violations = ROI.check(state)
    assert [(v.code, v.rule_id, v.where) for v in violations] == [("winner-unknown", "RO-WINNER", "winner")]
    assert violations[0].text.render("en") == (
        "Zoé is not a side of this game: the winner is one of Anna, Ben and Chloé.")
    assert "Zoé n’est pas un camp de cette partie" in violations[0].text.render("fr")
    assert not end_status(state)[0]


# --- Escarmouche ----------------------------------------------------------------------------------------------
def test_es_winner_a_game_entered_as_its_winner_alone_is_won_and_said_not_refereed():
    """ES-WINNER: "A game may be entered as its winner alone, the player the table saw keep the last pieces
    (not refereed)." The game is over, won by that player, the others out (no pieces, as counted) and sharing
    the second place; the sheet says it was not refereed, in both languages."""
    state = ESCARMOUCHE.parse(es_file("Chloé", THREE))
    assert ESCARMOUCHE.check(state) == []
    sheet = ESCARMOUCHE.score(state)
    assert sheet.finished and sheet.winners == ("Chloé",)
    assert [e.rank for e in sheet.ranking.entries] == [1, 2, 2]
    assert sheet.lines[0].rules == ("ES-WINNER", "ES-WIN")
    assert sheet.lines[0].explain("en").startswith("Entered as its winner alone: not refereed")
    assert sheet.lines[0].explain("fr").endswith("Chloé est le dernier à avoir des pions et gagne.")


def test_es_winner_is_the_whole_log_no_event_beside_it():
    """ES-WINNER: "it is the whole log, with no event beside it": refused at the winner, in both languages."""
    state = ESCARMOUCHE.parse(es_file("Alice", events=[{"event": "killer", "player": "Alice"},
                                                       {"event": "off", "player": "Bruno"}]))
    violations = ESCARMOUCHE.check(state)
    assert [(v.code, v.rule_id, v.where) for v in violations] == [("winner-not-alone", "ES-WINNER", "winner")]
    assert violations[0].text.render("en").endswith("beside 2 events logged.")
    assert violations[0].text.render("fr").endswith("à côté de 2 événements notés.")


def test_es_winner_must_be_one_of_the_game_s_players():
    """ES-WINNER: "the winner is one of the game's players": another name is refused at the winner."""
    violations = ESCARMOUCHE.check(ESCARMOUCHE.parse(es_file("Zoé")))
    assert codes(violations) == ["winner-unknown"] and violations[0].where == "winner"
    assert violations[0].text.render("fr") == (
        "Zoé n’est pas un joueur de cette partie : le gagnant est l’un de ceux-ci : Alice et Bruno.")


# --- files ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["roi_three_players.json", "roi_four_teams.json", "escarmouche_two_players.json"])
def test_old_files_without_a_winner_read_and_write_as_before(name):
    """A file written before the winner entry reads as before and is written back without a `winner`."""
    rules = ROI if name.startswith("roi") else ESCARMOUCHE
    state = rules.parse(example(name))
    assert state.winner is None and "winner" not in rules.to_file(state)


@pytest.mark.parametrize("name, rules, winner", [("roi_winner_teams.json", ROI, "Greens"),
                                                 ("escarmouche_winner.json", ESCARMOUCHE, "Chloé")])
def test_golden_winner_alone_files(name, rules, winner, capsys):
    """The golden files: scored by the command (French, JSON) with the winner, and written back the same."""
    state = rules.parse(example(name))
    assert rules.parse(rules.to_file(state)) == state and rules.to_file(state)["winner"] == example(name)["winner"]
    assert main(["check", str(DATA / name)]) == 0
    capsys.readouterr()
    assert main(["score", str(DATA / name), "--json", "--lang", "fr"]) == 0
    assert json.loads(capsys.readouterr().out)["winners"] == [winner]


def test_the_command_refuses_a_winner_beside_the_log(tmp_path, capsys):
    """RO-WINNER: `referee check` on a winner beside a capture fails, naming the rule."""
    path = tmp_path / "roi.json"
    path.write_text(json.dumps(roi_file("Ben", captures=[{"king": "Anna", "by": "Ben", "piece": "king"}])),
                    encoding="utf-8")
    assert main(["check", str(path)]) != 0
    assert "RO-WINNER" in capsys.readouterr().out


def test_the_pdf_names_the_winner_and_says_not_refereed():
    """The PDF sheet of a game entered as its winner alone names the winner and says it was not refereed."""
    state = ROI.parse(roi_file("Ben"))
    pdf = sheet_pdf(ROI.score(state), state, "en", dt.date(2026, 11, 28))
    text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
    assert "Winner: Ben" in text and "not refereed" in text


@needs_pdftoppm
@pytest.mark.parametrize("name", ["roi_winner_teams.json", "escarmouche_winner.json"])
def test_the_pdf_s_qr_code_brings_the_winner_back(name, tmp_path):
    """The sheet's QR code holds the game file with its winner: read from the rasterised page it gives the same
    state and sheet."""
    scored = score_file(example(name))
    from referee_app.fronts import front
    pdf = front(scored.game).sheet_pdf(scored.game, scored.sheet, scored.state, "fr", dt.date(2026, 1, 2))
    back = score_file(payload.decode(qr_text_of(pages_of(pdf, tmp_path))))
    assert back.state == scored.state and back.file["winner"] == example(name)["winner"]
