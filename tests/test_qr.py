"""Issue 27: the QR codes (a board to share, table mode's pairing code on Home and in the terminal) are drawn
with what the app ships, the browser build included (reportlab's encoder and a PNG written with zlib), and
a QR reader (zxing-cpp) reads back exactly the text they were drawn from."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest
import zxingcpp
from PIL import Image

from referee_app import boards
from referee_app.exchange.payload import MAX_QR_CHARS
from referee_app.main import terminal_qr
from referee_app.pdf.qr import png_of, qr_png

ROOT = Path(__file__).resolve().parents[1]
TEXTS = ["http://192.168.1.20:8550/?t=Zx81-_abcdefghij", "12345678901234567890", "HELLO WORLD 42",
         "Fröscheln: « la reine » ’ 日本語", "x" * MAX_QR_CHARS]


def read(picture: Image.Image) -> list[str]:
    return [code.text for code in zxingcpp.read_barcodes(picture, formats=zxingcpp.BarcodeFormat.QRCode)]


@pytest.mark.parametrize("text", TEXTS, ids=["url", "digits", "alphanumeric", "accents", "largest"])
def test_a_drawn_qr_code_reads_back_its_text(text):
    """Any text a code is drawn for (digits, capitals, any Unicode, up to the largest the app shares) is what a
    reader finds in the PNG."""
    picture = Image.open(io.BytesIO(qr_png(text)))
    assert picture.format == "PNG" and picture.width == picture.height
    assert read(picture) == [text]


def test_every_bundled_boards_code_reads_back_the_board():
    for game in boards.BOARD_GAMES:
        for board in boards.bundled(game):
            text = boards.payload_text(game, board.data)
            if boards.fits_a_qr(text):
                assert read(Image.open(io.BytesIO(qr_png(text)))) == [text]


def test_the_terminal_code_reads_back_the_pairing_address():
    """The pairing code printed in the terminal (light modules drawn as blocks) is the same code."""
    url = "http://192.168.1.20:8550/?t=Zx81-_abcdefghij"
    lines = terminal_qr(url).splitlines()
    assert set("".join(lines)) <= set(" \u2588\u2580\u2584")
    light = {"\u2588": (True, True), "\u2580": (True, False), "\u2584": (False, True), " ": (False, False)}
    rows = [[not light[char][half] for char in line] for line in lines for half in (0, 1)]
    assert read(Image.open(io.BytesIO(png_of(rows)))) == [url]


def test_the_png_writer_gives_the_pixels_it_was_given():
    picture = Image.open(io.BytesIO(png_of([[True, False, False], [False, True, True]], scale=2))).convert("L")
    assert picture.size == (6, 4)
    assert [picture.getpixel((x, 0)) for x in range(6)] == [0, 0, 255, 255, 255, 255]
    assert [picture.getpixel((x, 3)) for x in range(6)] == [255, 255, 0, 0, 0, 0]


def test_drawing_a_code_needs_neither_qrcode_nor_pillow_nor_reportlabs_graphics():
    """The browser build has no `qrcode` and no real Pillow, and importing reportlab's graphics there takes
    seconds: a code is drawn with none of them."""
    code = ("import sys; sys.modules['qrcode'] = sys.modules['PIL'] = None; "
            "from referee_app.components.home import qr_png; from referee_app.main import terminal_qr; "
            "png = qr_png('TR1:abc'); terminal_qr('http://x/'); "
            "print(png[:4] == b'\\x89PNG', "
            "sorted(m for m, v in sys.modules.items() if v and m.startswith(('reportlab.', 'qrcode', 'PIL'))))")
    drawn = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert drawn.stdout.strip() == "True []"
