"""The track games' A4 PDF score sheet, read back with pypdf."""

from __future__ import annotations

import datetime as dt
import io

from pypdf import PdfReader
from track_helpers import DATA, load

from referee_app.command import cli
from referee_app.games.track.pdf import sheet_pdf
from scorers.track import score

TODAY = dt.date(2025, 7, 14)


def text_of(pdf: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)


def test_the_sheet_has_the_track_each_token_the_totals_and_the_winner():
    state = load("froscheln_example.json")
    pdf = sheet_pdf(score(state), state, "en", TODAY)
    text = text_of(pdf)
    assert pdf.startswith(b"%PDF")
    for expected in ("Fröscheln", "Łukasz", "Chloé", "Track", "Frog by frog", "Leading (not over yet): Chloé",
                     "Frog 5 on cell 15, worth x3: 5 × 3 = 15.", "reconstructed from published descriptions",
                     "check it against your board", "x5"):
        assert expected in text, expected


def test_the_sheet_is_byte_identical_for_the_same_game_and_day():
    state = load("numeri_worked_example.json")
    sheet = score(state)
    assert sheet_pdf(sheet, state, "fr", TODAY) == sheet_pdf(sheet, state, "fr", TODAY)


def test_the_french_sheet_of_the_worked_example_says_52():
    state = load("numeri_worked_example.json")
    text = " ".join(text_of(sheet_pdf(score(state), state, "fr", TODAY)).split())
    assert "Piste" in text and "Jeton par jeton" in text and "52" in text
    assert "Le jeton 4 n’a jamais été posé : 4 × -5 = -20." in text


def test_a_tally_without_board_prints_without_a_track():
    state = load("froscheln_tally.json")
    text = text_of(sheet_pdf(score(state), state, "en", TODAY))
    assert "Ödön" in text and "Entered as the value under each frog" in text and "Track" not in text


def test_the_command_writes_the_pdf(tmp_path, capsys):
    out = tmp_path / "sheet.pdf"
    assert cli.main(["score", str(DATA / "numeri_split_example.json"), "--pdf", str(out), "--lang", "en"]) == 0
    assert "Jaune" in text_of(out.read_bytes())


def test_a_numeri_sheet_on_a_bundled_board_says_it_is_reconstructed_and_one_on_a_tables_board_does_not():
    """Issue 16 item 1: the PDF labels the default board "reconstructed from published descriptions; check
    it against your board" (both games, both languages), and only the default board."""
    bundled = load("numeri_worked_example.json")
    own = load("numeri_split_example.json")
    assert bundled.board.example and not own.board.example
    for lang, label in (("en", "reconstructed from published descriptions"), ("fr", "reconstitué")):
        said = " ".join(text_of(sheet_pdf(score(bundled), bundled, lang, TODAY)).split())
        assert label in said, lang
        assert label not in " ".join(text_of(sheet_pdf(score(own), own, lang, TODAY)).split()), lang
