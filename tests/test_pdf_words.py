"""The PDF score sheet in the reader's words (review of the French sheets at 360 px): the Paleo-derived games'
sheets had an empty Date; every shot that scored nothing was marked "— défaussé" (Hundsgemein's word for a
discarded dog, meaningless for a billiard shot or a mène); French sheets gave their dates as 2026-11-26."""

from __future__ import annotations

import datetime as dt
import io
import json
from pathlib import Path

from pypdf import PdfReader

from referee_app.fronts import front
from scorers.loading import load_data

DATA = Path(__file__).parent / "data"
TODAY = dt.date(2026, 11, 26)


def pdf_of(data: dict, lang: str) -> str:
    game, state = load_data(data)
    sheet = game.rules().score(state)
    content = front(game).sheet_pdf(game, sheet, state, lang, TODAY)
    reader = PdfReader(io.BytesIO(content))
    return " ".join(" ".join(page.extract_text().replace("\u00a0", " ").split()) for page in reader.pages)


def test_a_billard_sheet_is_dated_and_marks_no_shot_discarded():
    data = json.loads((DATA / "paleo_games" / "billard_double.json").read_text(encoding="utf-8"))
    data.pop("date", None)
    text = pdf_of(data, "fr")
    assert "défaussé" not in text
    assert "Date 26/11/2026" in text or "Date Billard Doublé 26/11/2026" in text, text[:200]


def test_a_hundsgemein_sheet_keeps_its_discarded_dogs_and_french_dates():
    data = json.loads((DATA / "sheet_example_rows.json").read_text(encoding="utf-8"))
    data["date"] = "2026-11-20"
    text = pdf_of(data, "fr")
    assert "20/11/2026" in text and "2026-11-20" not in text
    assert "Imprimé le 26/11/2026" in text
    english = pdf_of(data, "en")
    assert "2026-11-20" in english  # English keeps the ISO date (as History shows it)
