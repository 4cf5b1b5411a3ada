"""The QR payload: a game file, as compact JSON, deflated (zlib) and written in URL-safe base64 after
the prefix `TR1:` (Table Referee, payload version 1), e.g. `TR1:eNqrVkpPzEvOTC7KzEu...`.

Decoding accepts the text with any whitespace or line breaks inside (copied from a PDF, typed), refuses
anything else with one `UnreadableInput` that says what is wrong, and never inflates more than
`MAX_FILE_BYTES` (a crafted payload cannot fill the memory).
"""

from __future__ import annotations

import base64
import binascii
import io
import json
import math
import struct
import warnings
import zlib
from pathlib import Path

from scorers.errors import UnreadableInput
from scorers.i18n import phrase
from scorers.loading import decode as decode_json

PREFIX = "TR1:"
MAX_FILE_BYTES = 1_000_000
#: The largest payload a QR code holds at the error correction we print (level M, version 40). The
#: standard says 2,331 bytes; reportlab's encoder, which draws our codes, stops at 2,213 characters
#: (measured: 2,214 raise "code length overflow"), and its limit is the one a sheet meets.
MAX_QR_CHARS = 2213
#: The most pixels a picture to read may have: a 48-megapixel phone photo passes; a small file that
#: unpacks to hundreds of millions of pixels (gigabytes of memory) is refused from its header alone.
MAX_PICTURE_PIXELS = 50_000_000
#: The longest side a picture to read may have. Pillow and zxing refuse more (a 300,000 x 100 PNG raised
#: deep inside them), and a side that long unpacks to gigabytes even under MAX_PICTURE_PIXELS (a 67-byte
#: PNG declaring 1 x 49,999,999 px took 1.66 GB): refused from the header, before any decoding.
MAX_PICTURE_SIDE = 65_535


# What QR reading gets at most: a phone photo (12-48 million pixels) is brought down to this before the
# search, so that an import's memory stays small (a 48 MP JPEG is decoded at half scale, in grey: 46 MB of
# peak memory where the full colour decode took 344 MB). A sheet's code still reads from a photo of the
# whole A4 page at this size (tests/test_exchange_photo.py: the longest example file's code).
MAX_READ_PIXELS = 4_000_000


def encode(game_file: dict) -> str:
    """The payload of a game file (deterministic: the same file gives the same text)."""
    text = json.dumps(game_file, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    packed = zlib.compress(text.encode("utf-8"), 9)
    return PREFIX + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def decode(text: str) -> dict:
    """The game file a payload holds; `UnreadableInput` if the text is not one."""
    compact = "".join(str(text).split())
    start = compact.find(PREFIX)
    if start < 0:
        raise UnreadableInput(phrase("ex.in.not_our_code", prefix=PREFIX))
    body = compact[start + len(PREFIX):]
    try:
        packed = base64.b64decode(body + "=" * (-len(body) % 4), altchars=b"-_", validate=True)
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_FILE_BYTES)
    except (binascii.Error, ValueError, zlib.error) as exc:
        raise UnreadableInput(phrase("ex.in.damaged", why=exc.__class__.__name__)) from None
    if inflater.unconsumed_tail:
        raise UnreadableInput(phrase("ex.in.too_big"))
    if not inflater.eof:
        raise UnreadableInput(phrase("ex.in.cut_short"))
    try:
        data = decode_json(raw.decode("utf-8"))
    except UnicodeError as exc:
        raise UnreadableInput(phrase("ex.in.damaged", why=exc.__class__.__name__)) from None
    except UnreadableInput as exc:
        raise UnreadableInput(phrase("ex.in.damaged", why=exc.problems[0].phrase or str(exc))) from None
    if not isinstance(data, dict):
        raise UnreadableInput(phrase("ex.in.no_game_file"))
    return data


def read_picture(picture: bytes | str | Path) -> str:
    """The text of the Table Referee QR code in a picture (PNG, JPEG...: a photo or a rendered page)."""
    try:
        import zxingcpp
        from PIL import Image, UnidentifiedImageError
    except ImportError:  # the browser version has no picture decoder (pwa/build.py: no zxing-cpp there)
        raise UnreadableInput(phrase("ex.in.no_pictures")) from None
    # Pillow's own decompression-bomb limit too: it warns above it (an error here) and refuses above twice it.
    Image.MAX_IMAGE_PIXELS = MAX_PICTURE_PIXELS
    try:
        source = io.BytesIO(picture) if isinstance(picture, bytes) else Path(picture)
        with warnings.catch_warnings():  # Pillow only warns between once and twice its limit: refuse
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            image = Image.open(source)  # lazy: only the header is read here
        with image:
            width, height = image.size
            if max(width, height) > MAX_PICTURE_SIDE:
                raise UnreadableInput(phrase("in.picture_side", width=width, height=height, most=MAX_PICTURE_SIDE))
            if width * height > MAX_PICTURE_PIXELS:
                raise UnreadableInput(phrase("ex.in.too_many_pixels_sized", width=width, height=height,
                                             most=MAX_PICTURE_PIXELS // 1_000_000))
            if width * height > MAX_READ_PIXELS:  # a JPEG decodes at 1/2, 1/4 or 1/8 scale, at least this size
                scale = math.sqrt(MAX_READ_PIXELS / (width * height))
                image.draft("L", (max(1, int(width * scale)), max(1, int(height * scale))))
            image.load()
            grey = image.convert("L")
        if grey.width * grey.height > MAX_READ_PIXELS:  # each pixel the mean of the block it covers (BOX)
            scale = math.sqrt(MAX_READ_PIXELS / (grey.width * grey.height))
            grey = grey.resize((max(1, int(grey.width * scale)), max(1, int(grey.height * scale))),
                               Image.Resampling.BOX)
    except UnreadableInput:  # our own refusals above (a ValueError too): as they are, in the reader's language
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):  # Pillow's check comes first
        raise UnreadableInput(phrase("ex.in.too_many_pixels", most=MAX_PICTURE_PIXELS // 1_000_000)) from None
    except (OSError, UnidentifiedImageError, ValueError, SyntaxError, struct.error, EOFError, IndexError) as exc:
        # a picture Pillow cannot decode says so in many ways: a broken chunk (SyntaxError), a text, iTXt or
        # colour-profile chunk that inflates past Pillow's bound (ValueError), a BMP body cut short (ValueError):
        # each is a picture that cannot be read, never an internal error
        raise UnreadableInput(phrase("ex.in.picture_unreadable", reason=str(exc)[:200])) from None
    texts = [code.text for code in zxingcpp.read_barcodes(grey, formats=zxingcpp.BarcodeFormat.QRCode)]
    ours = [text for text in texts if PREFIX in text]
    if not ours:
        raise UnreadableInput(phrase("ex.in.no_code" if not texts else "ex.in.not_our_qr"))
    return ours[0]
