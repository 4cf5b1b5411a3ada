"""QR codes drawn with what the app ships everywhere, the browser build included: reportlab's QR encoder
(the one that draws the sheets' codes) for the modules, and a PNG written here with zlib and struct.
(`qrcode`, which drew them before, is not a dependency of ours, needs the real Pillow, and is not in
the browser build: sharing a board there failed with "No module named 'qrcode'".)

reportlab's `graphics.barcode` package imports every barcode widget and reportlab's graphics when it
loads (0.1 s here, seconds under Pyodide); its QR encoder module imports only `re` and `itertools`, so it
is loaded alone, from its file. In the browser build reportlab is in the PDF archive (pwa/build.py's
`split_lazy`): looking reportlab up unpacks it (referee_app/browser.py's `LazyArchive`).
"""

from __future__ import annotations

import functools
import importlib.util
import struct
import zlib
from pathlib import Path
from types import ModuleType

#: Light modules around the code, in modules: the standard asks for 4, readers manage with 2 (the codes
#: sit on a plain light background) and the picture stays larger on a phone's screen.
QUIET_ZONE = 2
#: Pixels per module in the PNG: the picture is scaled to its place on screen; at 8 a code of the largest
#: version is 1,448 pixels wide, sharp enough after any scaling, and the PNG a few kilobytes.
MODULE_PIXELS = 8
DARK, LIGHT = 0, 255  # grey levels
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
GREY_8_BITS = struct.pack(">BBBBB", 8, 0, 0, 0, 0)  # bit depth, colour type (grey), compression, filter, interlace
#: The half blocks a terminal draws two rows of modules with, keyed by (upper light, lower light). Light
#: modules are drawn (terminals show light text on dark), as `qrcode`'s `print_ascii(invert=True)` did.
HALF_BLOCKS = {(True, True): "\u2588", (True, False): "\u2580", (False, True): "\u2584", (False, False): " "}


@functools.cache
def _encoder() -> ModuleType:
    spec = importlib.util.find_spec("reportlab")  # in the browser build: unpacks the PDF archive
    if spec is None or not spec.submodule_search_locations:
        raise ImportError("reportlab is missing: it draws the QR codes")
    folder = Path(next(iter(spec.submodule_search_locations))) / "graphics" / "barcode"
    # sources here, compiled files only in the browser build (pwa/build.py keeps no source beside a .pyc)
    path = next((file for file in (folder / "qrencoder.py", folder / "qrencoder.pyc") if file.exists()), None)
    if path is None:
        raise ImportError(f"reportlab's QR encoder is not in {folder}")
    encoder_spec = importlib.util.spec_from_file_location("referee_app._qrencoder", path)
    assert encoder_spec is not None and encoder_spec.loader is not None
    module = importlib.util.module_from_spec(encoder_spec)
    encoder_spec.loader.exec_module(module)
    return module


def modules(text: str) -> list[list[bool]]:
    """`text`'s QR code (error correction M, the smallest version that holds it) as rows of modules, True
    for dark, with the quiet zone around them."""
    encoder = _encoder()
    code = encoder.QRCode(None, encoder.QRErrorCorrectLevel.M)
    code.addData(text)
    code.make()
    size = code.getModuleCount()
    blank = [False] * (size + 2 * QUIET_ZONE)
    inner = [[False] * QUIET_ZONE + [bool(code.isDark(row, col)) for col in range(size)] + [False] * QUIET_ZONE
             for row in range(size)]
    return [list(blank) for _ in range(QUIET_ZONE)] + inner + [list(blank) for _ in range(QUIET_ZONE)]


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png_of(rows: list[list[bool]], scale: int = MODULE_PIXELS) -> bytes:
    """`rows` of modules (True for dark) as a greyscale PNG, each module `scale` pixels square."""
    width, height = len(rows[0]) * scale, len(rows) * scale
    lines = []
    for row in rows:
        line = b"\x00" + b"".join(bytes([DARK if dark else LIGHT]) * scale for dark in row)  # filter 0: none
        lines.extend([line] * scale)
    header = struct.pack(">II", width, height) + GREY_8_BITS
    return (PNG_SIGNATURE + _chunk(b"IHDR", header) + _chunk(b"IDAT", zlib.compress(b"".join(lines), 9))
            + _chunk(b"IEND", b""))


def qr_png(text: str) -> bytes:
    """`text` as a QR code, a PNG picture."""
    return png_of(modules(text))


def qr_terminal(text: str) -> str:
    """`text` as a QR code drawn with block characters for a terminal, two rows of modules per line."""
    rows = modules(text)
    if len(rows) % 2:
        rows.append([False] * len(rows[0]))
    return "".join("".join(HALF_BLOCKS[(not upper, not lower)] for upper, lower in zip(rows[i], rows[i + 1])) + "\n"
                   for i in range(0, len(rows), 2))
