"""The QR payload: a game file compressed into text, read back from the text or a picture."""

from __future__ import annotations

import base64
import json
import zlib
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee_app.exchange import payload
from scorers.errors import UnreadableInput

DATA = Path(__file__).parent / "data"
EXAMPLE = json.loads((DATA / "sheet_example_rows.json").read_text(encoding="utf-8"))


def test_a_game_file_round_trips_and_fits_a_qr_code():
    code = payload.encode(EXAMPLE)
    assert code.startswith("TR1:") and payload.decode(code) == EXAMPLE
    assert len(code) < payload.MAX_QR_CHARS / 3 and len(code) < len(json.dumps(EXAMPLE))
    assert payload.encode(EXAMPLE) == code                                    # deterministic


def test_spaces_and_line_breaks_inside_the_text_are_ignored():
    code = payload.encode(EXAMPLE)
    broken = "  " + "\n".join(code[i:i + 40] for i in range(0, len(code), 40)) + " \n"
    assert payload.decode(broken) == EXAMPLE


@pytest.mark.parametrize("text, says", [
    ("hello", "not a Table Referee code"),
    ("TR1:%%%%", "damaged"),
    ("TR1:" + base64.urlsafe_b64encode(zlib.compress(b"[1, 2]")).decode(), "does not hold a game file"),
    ("TR1:" + base64.urlsafe_b64encode(zlib.compress(b'{"game": 1}')[:-6]).decode(), "cut short"),
    ("TR1:" + base64.urlsafe_b64encode(zlib.compress(b"{" * 10)).decode(), "damaged"),
])
def test_anything_else_is_refused_with_a_reason(text, says):
    with pytest.raises(UnreadableInput, match=says):
        payload.decode(text)


def test_a_payload_that_inflates_too_much_is_refused():
    bomb = "TR1:" + base64.urlsafe_b64encode(zlib.compress(b" " * (payload.MAX_FILE_BYTES * 3))).decode()
    with pytest.raises(UnreadableInput, match="more than"):
        payload.decode(bomb)


@given(st.text(max_size=300))
def test_random_text_only_gives_typed_errors(text):
    try:
        assert isinstance(payload.decode(text), dict)
    except UnreadableInput:
        pass


@given(st.dictionaries(st.text(max_size=8), st.recursive(st.none() | st.booleans() | st.integers() | st.text(),
                                                         lambda inner: st.lists(inner, max_size=3), max_leaves=8),
                       max_size=6))
def test_any_json_object_round_trips(data):
    assert payload.decode(payload.encode(data)) == data


def test_pictures_without_our_code_are_refused(tmp_path):
    from PIL import Image

    blank = tmp_path / "blank.png"
    Image.new("L", (120, 120), 255).save(blank)
    with pytest.raises(UnreadableInput, match="no Table Referee QR code"):
        payload.read_picture(blank)
    with pytest.raises(UnreadableInput, match="cannot be read"):
        payload.read_picture(b"\x89PNG not really")
