"""Score-sheet files (issue 17, "One design"): the file name keeps the accents of the game and the
players, and the PDF's creation date is the moment it was made (not reportlab's invariant 2000-01-01);
reproducible bytes only where the caller asks for them (`created`, or the reproducible-builds variable
SOURCE_DATE_EPOCH that reportlab honours)."""

from __future__ import annotations

import datetime as dt
import io
from pathlib import Path

from pypdf import PdfReader

from referee_app.components.common import stamped
from referee_app.games.hundsgemein.pdf import sheet_pdf
from referee_app.pdf.base import Styles, build, fonts, p
from scorers.loading import load_file

EXAMPLE = Path(__file__).resolve().parent / "data" / "sheet_example_rows.json"


def created_of(pdf: bytes) -> dt.datetime:
    return PdfReader(io.BytesIO(pdf)).metadata.creation_date


def test_the_file_name_keeps_accents():
    assert stamped("Fröscheln · Chloé, Zoé", "pdf").startswith("Fröscheln-Chloé-Zoé-")
    assert stamped("posters-Défense d'afficher", "pdf").startswith("posters-Défense-d-afficher-")
    assert stamped("Łukasz & Ődön", "pdf").startswith("Łukasz-Ődön-")
    assert stamped("Chlo\u0065\u0301", "pdf").startswith("Chloé-")  # typed with a combining accent


def test_the_file_name_has_nothing_a_file_system_refuses():
    name = stamped('a/b\\c:d*e?f"g<h>i|j\nk', "pdf")
    assert name.startswith("a-b-c-d-e-f-g-h-i-j-k-") and name.endswith(".pdf")
    assert stamped("///", "pdf").startswith("game-")


def test_the_pdf_creation_date_is_the_real_one(monkeypatch):
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    game, state = load_file(EXAMPLE)
    before = dt.datetime.now(dt.timezone.utc).replace(microsecond=0)
    pdf = sheet_pdf(game.rules().score(state), state, "en")
    after = dt.datetime.now(dt.timezone.utc)
    assert before <= created_of(pdf) <= after


def test_an_explicit_creation_moment_gives_the_same_bytes():
    game, state = load_file(EXAMPLE)
    sheet = game.rules().score(state)
    moment = dt.datetime(2026, 3, 4, 20, 15, 30, tzinfo=dt.timezone(dt.timedelta(hours=1)))

    def made() -> bytes:  # a story is used up by building it
        return build([p("Hello", Styles(*fonts()).body)], sheet, "en", dt.date(2026, 3, 4), created=moment)

    first = made()
    assert first == made()
    assert created_of(first) == moment


def test_source_date_epoch_makes_the_sheets_reproducible(monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1767225600")
    game, state = load_file(EXAMPLE)
    sheet = game.rules().score(state)
    first = sheet_pdf(sheet, state, "fr", dt.date(2026, 1, 1))
    assert first == sheet_pdf(sheet, state, "fr", dt.date(2026, 1, 1))
    assert created_of(first) == dt.datetime(2026, 1, 1, tzinfo=dt.timezone.utc)
