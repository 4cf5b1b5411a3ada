"""STYLE 12: the project's modules do not import each other in a ring; a type two modules need lives below
both. Imports inside functions and under TYPE_CHECKING count: they tie the modules together too
(`tests/import_rings.py` finds the rings; `python -m tests.import_rings` prints them)."""

from __future__ import annotations

import json
from pathlib import Path

from import_rings import rings
from structure import arrows_back_up, room_graph

from scorers.loading import load_data
from scorers.track.editions import TrackPosition

DATA = Path(__file__).parent / "data"


def test_no_two_modules_import_each_other_in_a_ring():
    """scorers/ and referee_app/ alike, directly or around a ring (late and type-only imports included)."""
    assert rings() == []


def test_no_room_of_the_app_imports_a_room_that_imports_it_back():
    """The parts of `referee_app/` (a top-level module or a subpackage each) form no loop: one can be read before
    the other (`python -m tests.structure` prints the floors and the arrows)."""
    assert arrows_back_up(room_graph()) == []


def test_an_arrow_back_up_is_seen():
    """The check can fail: two rooms importing each other give one arrow to remove."""
    assert len(arrows_back_up({"referee_app.a": {"referee_app.b"}, "referee_app.b": {"referee_app.a"}})) == 1


def test_the_track_model_gives_the_editions_what_they_read():
    """The editions read a game through `TrackPosition`; the model's state is one."""
    _, state = load_data(json.loads((DATA / "track" / "numeri_worked_example.json").read_text()))
    assert isinstance(state, TrackPosition)
