"""Blank printable score pads, A4 and US Letter."""

from __future__ import annotations

import datetime as dt
import io

import pytest
from pypdf import PdfReader
from reportlab.lib.pagesizes import A4, LETTER

from referee_app.command import cli
from referee_app.pdf.pads import PADS, pad_pdf

DAY = dt.date(2026, 1, 2)


@pytest.mark.parametrize("paper, size", [("a4", A4), ("letter", LETTER)])
@pytest.mark.parametrize("pad", PADS, ids=lambda p: p.id)
def test_every_pad_prints_on_one_page_of_each_paper(pad, paper, size):
    reader = PdfReader(io.BytesIO(pad_pdf(pad.id, paper, "en", DAY)))
    assert len(reader.pages) == 1
    box = reader.pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (round(size[0]), round(size[1]))
    text = reader.pages[0].extract_text()
    assert f"{pad.groups}" in text and "not the publisher's pad" in text


def test_pad_rows_and_groups_follow_the_data():
    text = PdfReader(io.BytesIO(pad_pdf("pitchanque", "a4", "fr", DAY))).pages[0].extract_text()
    assert "Pitchanque" in text and "Mène 30" in text and "Mène 31" not in text and "Équipe 2" in text
    text = PdfReader(io.BytesIO(pad_pdf("cricket", "letter", "en", DAY))).pages[0].extract_text()
    assert "Double 8" in text and "Double 9" not in text and "Closed" in text and "Total" in text


def test_pads_are_byte_identical_for_the_same_day():
    assert pad_pdf("loopit", "a4", "en", DAY) == pad_pdf("loopit", "a4", "en", DAY)


def test_referee_pad(tmp_path):
    out = tmp_path / "pad.pdf"
    assert cli.main(["pad", "paleo", str(out), "--paper", "letter", "--lang", "fr"]) == 0
    assert "Manche 12" in PdfReader(out).pages[0].extract_text()
