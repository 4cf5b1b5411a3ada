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
import zlib
from pathlib import Path

from scorers.errors import UnreadableInput

PREFIX = "TR1:"
MAX_FILE_BYTES = 1_000_000
#: The largest payload a QR code holds at the error correction we print (level M, version 40, bytes).
MAX_QR_CHARS = 2331


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
        raise UnreadableInput(f"this is not a Table Referee code (it should start with {PREFIX})")
    body = compact[start + len(PREFIX):]
    try:
        packed = base64.b64decode(body + "=" * (-len(body) % 4), altchars=b"-_", validate=True)
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_FILE_BYTES)
    except (binascii.Error, ValueError, zlib.error) as exc:
        raise UnreadableInput(f"the code is damaged ({exc.__class__.__name__}): copy it again") from None
    if inflater.unconsumed_tail:
        raise UnreadableInput("the code holds more than a game file can be")
    if not inflater.eof:
        raise UnreadableInput("the code is cut short: part of it is missing")
    try:
        data = json.loads(raw.decode("utf-8"))
    except ValueError as exc:  # JSONDecodeError and UnicodeError are ValueErrors
        raise UnreadableInput(f"the code is damaged ({exc.__class__.__name__}): copy it again") from None
    if not isinstance(data, dict):
        raise UnreadableInput("the code does not hold a game file")
    return data


def read_picture(picture: bytes | str | Path) -> str:
    """The text of the Table Referee QR code in a picture (PNG, JPEG...: a photo or a rendered page)."""
    try:
        import zxingcpp
        from PIL import Image, UnidentifiedImageError
    except ImportError:  # the browser version has no picture decoder (pwa/build.py: no zxing-cpp there)
        raise UnreadableInput("this version of the app cannot read pictures: paste the text of the QR code "
                              "(TR1:…) or import the game file instead") from None
    try:
        source = io.BytesIO(picture) if isinstance(picture, bytes) else Path(picture)
        with Image.open(source) as image:
            image.load()
            grey = image.convert("L")
    except (OSError, UnidentifiedImageError) as exc:
        raise UnreadableInput(f"the picture cannot be read: {exc}") from None
    texts = [code.text for code in zxingcpp.read_barcodes(grey, formats=zxingcpp.BarcodeFormat.QRCode)]
    ours = [text for text in texts if PREFIX in text]
    if not ours:
        raise UnreadableInput("no Table Referee QR code was found in the picture" if not texts
                              else "the picture's QR code is not a Table Referee code")
    return ours[0]
