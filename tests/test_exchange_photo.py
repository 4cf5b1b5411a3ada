"""A phone photo of a sheet (12 to 48 million pixels) is read from a bounded number of pixels: a JPEG is
decoded at a reduced scale, in grey, and the QR search gets at most `MAX_READ_PIXELS` (issue 18 item 5)."""

from __future__ import annotations

import datetime as dt
import json
import shutil
import subprocess
from pathlib import Path

import pytest
import zxingcpp
from PIL import Image

from referee_app.exchange import payload
from referee_app.exchange.files import score_file
from referee_app.fronts import front

# The example whose game file makes the longest code: the densest QR code of the examples.
LONGEST = Path(__file__).parent / "data" / "posters" / "four_sides_to_the_finish.json"

pytestmark = pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="needs pdftoppm (poppler-utils)")


@pytest.fixture(scope="module")
def sheet() -> tuple[bytes, str]:
    """The PDF sheet of the longest example, and the code it must give back."""
    scored = score_file(json.loads(LONGEST.read_text(encoding="utf-8")))
    pdf = front(scored.game).sheet_pdf(scored.game, scored.sheet, scored.state, "en", dt.date(2026, 1, 2))
    return pdf, payload.encode(scored.file)


def photo(pdf: bytes, folder: Path, dpi: int) -> Path:
    """The sheet's first page (the code is there, beside the result) as a JPEG, as a phone saves a photo."""
    (folder / "sheet.pdf").write_bytes(pdf)
    subprocess.run(["pdftoppm", "-jpeg", "-r", str(dpi), "-f", "1", "-l", "1", "-singlefile",
                    str(folder / "sheet.pdf"), str(folder / "photo")], check=True)
    return folder / "photo.jpg"


@pytest.mark.parametrize("dpi, megapixels", [(350, 12), (700, 47)])
def test_a_phone_photo_is_read_from_a_bounded_number_of_pixels(sheet, tmp_path, monkeypatch, dpi, megapixels):
    pdf, expected = sheet
    picture = photo(pdf, tmp_path, dpi)
    with Image.open(picture) as image:
        assert round(image.width * image.height / 1_000_000) == megapixels  # the photo is as large as a phone's
    searched, converted = [], []
    real_read, real_convert = zxingcpp.read_barcodes, Image.Image.convert

    def read_barcodes(image, *args, **kwargs):
        searched.append(image.width * image.height)
        return real_read(image, *args, **kwargs)

    def convert(self, *args, **kwargs):
        converted.append((self.mode, self.width * self.height))
        return real_convert(self, *args, **kwargs)

    monkeypatch.setattr(zxingcpp, "read_barcodes", read_barcodes)
    monkeypatch.setattr(Image.Image, "convert", convert)
    assert payload.read_picture(picture) == expected
    assert searched and max(searched) <= payload.MAX_READ_PIXELS
    # The decode itself: JPEG's reduced scales are halves, so the decoded grey picture is under four times
    # the bound (the full colour decode of a 47 MP photo took 344 MB where this takes about 46 MB).
    assert converted and all(mode == "L" and pixels < 4 * payload.MAX_READ_PIXELS for mode, pixels in converted)


def test_a_small_picture_is_read_at_its_own_size(sheet, tmp_path, monkeypatch):
    pdf, expected = sheet
    picture = photo(pdf, tmp_path, 150)
    searched = []
    real_read = zxingcpp.read_barcodes
    monkeypatch.setattr(zxingcpp, "read_barcodes",
                        lambda image, *a, **k: searched.append(image.size) or real_read(image, *a, **k))
    assert payload.read_picture(picture) == expected
    with Image.open(picture) as image:
        assert searched == [image.size]


def test_a_picture_over_the_header_limit_is_still_refused_unread(tmp_path):
    big = tmp_path / "big.png"
    Image.new("1", (8000, 7000)).save(big)  # 56 million pixels, a few kilobytes on disk
    with pytest.raises(payload.UnreadableInput, match="million"):
        payload.read_picture(big)
