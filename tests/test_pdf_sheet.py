"""The A4 PDF score sheet (referee_app.games.hundsgemein.pdf), read back with pypdf."""

from __future__ import annotations

import datetime as dt
import io
import json
from pathlib import Path

import pytest
from pypdf import PdfReader

from referee_app.command import cli
from referee_app.games.hundsgemein.pdf import sheet_pdf, write_sheet
from referee_app.pdf import base as pdf_base
from scorers.hundsgemein.geometry import STREET_IDS
from scorers.i18n import join_list, phrase, render
from scorers.loading import load_data, load_file

DATA = Path(__file__).parent / "data"
EXAMPLE = DATA / "sheet_example_rows.json"
TODAY = dt.date(2025, 7, 14)
DOGS = {"H1": "rex", "H2": "daisy", "H3": "fifi", "H4": "zorro", "H5": "rex", "H6": "daisy",
        "V1": "fifi", "V2": "zorro", "V3": "rex", "V4": "daisy", "V5": "fifi", "V6": "zorro"}
EMPTY_ROW = ".. .. .. .. .. .. .."
CENTRE_ROW = ".. .. .. ## .. .. .."


def board(*top_rows: str) -> list[str]:
    rows = list(top_rows) + [EMPTY_ROW] * (7 - len(top_rows))
    rows[3] = rows[3] if len(top_rows) > 3 else CENTRE_ROW
    return rows


#: Three players whose names need more than Latin-1, on a board.
UNICODE_GAME = {
    "game": "hundsgemein", "players": ["Łukasz", "Ődön", "Chloé"], "dogs": DOGS,
    "date": "14 juillet 2025",
    "board": board("a1 b2 c3 a4 b1 c2 a3", "b3 c4 a2 b4 c1 a1 b2"),
}
#: Two players, a board with most blocks taken (no two same-type fleas touch), a shared win.
FULL_TWO = {
    "game": "hundsgemein", "players": ["Łukasz", "Ődön"], "dogs": DOGS,
    "board": ["a1 a2 b1 b2 a1 a2 b1", "b3 b4 a3 a4 b3 b4 a3", "a1 b2 b1 a2 a1 b2 b1",
              "b3 a4 a3 ## b3 b4 a3", "a1 a2 b1 b2 a1 a2 b1", "b3 a4 a3 b4 b3 a4 a3",
              ".. b2 .. a2 .. b2 .."],
}
#: Entered as street counts: Anna takes H1 (Rex 5), Ben takes V3 (Rex 5): level on everything.
COUNTS_GAME = {
    "game": "hundsgemein", "players": ["Anna", "Ben", "Chloé"], "dogs": DOGS,
    "streets": {"H1": {"Anna": 5, "Ben": 4}, "H2": {"Chloé": 3, "Anna": 3}, "V3": {"Ben": 6}},
}
EXPERT_COUNTS = {
    "game": "hundsgemein", "variant": "expert", "players": ["Łukasz", "Ődön"], "dogs": DOGS,
    "streets": {"H1": {"Łukasz": {"tiles": 5, "runs": [4, 1]}, "Ődön": {"tiles": 4, "runs": [2, 2]}}},
}


def scored(data):
    game, state = load_data(data) if isinstance(data, dict) else load_file(data)
    return game.rules().score(state), state


def pdf(data, lang: str = "en") -> bytes:
    sheet, state = scored(data)
    return sheet_pdf(sheet, state, lang, today=TODAY)


def text_of(content: bytes) -> str:
    """All pages' text, whitespace collapsed (table cells and wrapped lines become single spaces)."""
    reader = PdfReader(io.BytesIO(content))
    return " ".join(" ".join(page.extract_text().replace("\u00a0", " ").split()) for page in reader.pages)


def fonts_of(content: bytes) -> set[str]:
    return {str(font["/BaseFont"]) for page in PdfReader(io.BytesIO(content)).pages
            for font in page["/Resources"]["/Font"].values()}


def t(key: str, lang: str = "en", **params) -> str:
    return render(phrase(key, **params), lang)


@pytest.fixture(scope="module")
def example_en() -> str:
    return text_of(pdf(EXAMPLE))


def test_example_sheet_shows_players_streets_totals_and_winner(example_en):
    for name in ("Jaune", "Bleu", "Rouge", "Vert"):
        assert name in example_en
    assert "Hundsgemein, standard scoring" in example_en
    assert "Most fleas along a street takes its dog; a tie discards it." in example_en
    assert "Jaune (a, yellow)" in example_en and "Vert (d, green)" in example_en
    for street in STREET_IDS:
        assert street in example_en
    assert "Leading (not over yet): Bleu" in example_en and "Winner" not in example_en
    assert "Bleu 19 5 dogs" in example_en                      # totals row: player, points, dogs
    assert "Jaune 5 1 dog" in example_en
    assert "3. Rouge 0 3. Vert 0" in example_en                 # shared place, rank numbers as given
    assert "(HG-MAJORITY, HG-MAJORITY-TIE)" in example_en       # explanations carry their rule ids
    assert "— discarded" in example_en
    assert "Other places: Rouge and Vert are level on dog points (0)." in example_en
    assert "The game is not over" in example_en                 # the sheet's note
    assert "Printed 2025-07-14 by Table Referee" in example_en
    assert "Page 1" in example_en and "Page 2" in example_en


def test_example_sheet_draws_the_board_with_dogs_on_streets(example_en):
    assert t("out.board") in example_en and t("out.legend") in example_en
    for dog in ("Rex 5", "Daisy 3", "Fifi 4", "Zorro 2"):
        assert dog in example_en
    assert "2025-07-14" in example_en                            # no date in the file: today's


def test_sheet_mirrors_the_sheet_lines():
    sheet, state = scored(EXAMPLE)
    text = text_of(sheet_pdf(sheet, state, "en", today=TODAY))
    for line in sheet.lines:
        assert " ".join(f"{line.explain('en')} ({', '.join(line.rules)})".split()) in text
    assert not sheet.finished  # a tile can still be laid (HG-END): leaders, not a winner
    assert sheet.result_phrase().render("en") in text


def test_names_beyond_latin1_print(tmp_path):
    content = pdf(UNICODE_GAME)
    text = text_of(content)
    for name in ("Łukasz", "Ődön", "Chloé"):
        assert name in text
    assert "Łukasz (a, yellow)" in text
    assert "14 juillet 2025" in text                            # the file's own date
    fonts = fonts_of(content)
    assert fonts and all("DejaVuSans" in f for f in fonts), fonts


def test_french(example_en):
    text = text_of(pdf(EXAMPLE, "fr"))
    assert "Feuille de marque" in text
    assert "Hundsgemein, décompte standard" in text
    assert "Plan du quartier" in text
    assert "En tête (partie en cours) : Bleu" in text
    assert "Jaune (a, jaune)" in text
    assert "défaussé" in text and "Pourquoi" in text and "Classement" in text
    assert "Imprimé le 14/07/2025 par Table Referee" in text  # a French sheet writes its days as French does
    assert "Winner" not in text and "Totals" not in text


def test_a4_pages():
    for data in (EXAMPLE, FULL_TWO, COUNTS_GAME):
        reader = PdfReader(io.BytesIO(pdf(data)))
        assert 1 <= len(reader.pages) <= 3
        for page in reader.pages:
            assert float(page.mediabox.width) == pytest.approx(595.3, abs=1)
            assert float(page.mediabox.height) == pytest.approx(841.9, abs=1)


def test_byte_identical_for_the_same_input(tmp_path):
    assert pdf(UNICODE_GAME, "fr") == pdf(UNICODE_GAME, "fr")
    sheet, state = scored(EXAMPLE)
    first, second = tmp_path / "a.pdf", tmp_path / "b.pdf"
    write_sheet(sheet, state, first, "en")
    write_sheet(sheet, state, second, "en")
    assert first.read_bytes() == second.read_bytes()
    assert first.read_bytes().startswith(b"%PDF")


def test_full_two_player_board_shared_win():
    sheet, state = scored(FULL_TWO)
    assert len(sheet.winners) == 2                              # the data is what this test is about
    for lang in ("en", "fr"):
        text = text_of(sheet_pdf(sheet, state, lang, today=TODAY))
        assert t("out.winners", lang, players=join_list(list(sheet.winners), lang)) in text
        assert " ".join(t("out.tie_break", lang, text=sheet.tie_break_text(lang)).split()) in text
        assert "1. Łukasz 13 1. Ődön 13" in text


def test_street_counts_sheet_has_counts_instead_of_the_board():
    text = text_of(pdf(COUNTS_GAME))
    assert t("out.by_counts") in text
    assert t("out.board") not in text and t("out.legend") not in text
    assert "Rex 5" not in text                                  # no dog drawn on a street
    assert "H1 Rex (5) 5 4 –" in text               # the counts table: Anna 5, Ben 4, Chloé none
    assert "V3 Rex (5) – 6 –" in text
    assert "Shared win: Anna and Ben" in text
    assert "Chloé" in text
    fr = text_of(pdf(COUNTS_GAME, "fr"))
    assert t("out.by_counts", "fr") in fr and "Victoire partagée : Anna et Ben" in fr


def test_expert_street_counts_show_runs():
    text = text_of(pdf(EXPERT_COUNTS))
    assert "Hundsgemein, expert scoring" in text
    assert "5 · runs 4+1=5" in text and "4 · runs 2+2=4" in text
    assert "Winner: Łukasz" in text


def test_markup_characters_in_names_are_text():
    data = {**COUNTS_GAME, "players": ["<b>Anna</b>", "Ben & Co", "Chloé"],
            "streets": {"H1": {"<b>Anna</b>": 5, "Ben & Co": 4}}}
    text = text_of(pdf(data))
    assert "Winner: <b>Anna</b>" in text and "Ben & Co" in text


def test_falls_back_to_helvetica_without_the_bundled_fonts(monkeypatch, tmp_path):
    monkeypatch.setattr(pdf_base, "FONT_DIRS", (tmp_path,))
    content = pdf(EXAMPLE)
    assert "Leading (not over yet): Bleu" in text_of(content)
    assert any("Helvetica" in f for f in fonts_of(content))


def test_the_command_writes_the_pdf(tmp_path, capsys):
    out = tmp_path / "sheet.pdf"
    assert cli.main(["score", str(EXAMPLE), "--pdf", str(out), "--lang", "fr"]) == 0
    assert f"PDF: {out}" in capsys.readouterr().out
    text = text_of(out.read_bytes())
    assert "En tête (partie en cours) : Bleu" in text and "Plan du quartier" in text


def test_the_command_with_street_counts(tmp_path, capsys):
    game = tmp_path / "counts.json"
    game.write_text(json.dumps(COUNTS_GAME, ensure_ascii=False), encoding="utf-8")
    out = tmp_path / "counts.pdf"
    assert cli.main(["score", str(game), "--pdf", str(out), "--lang", "en", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["winners"] == ["Anna", "Ben"]
    text = text_of(out.read_bytes())
    assert t("out.by_counts") in text and "Shared win: Anna and Ben" in text
