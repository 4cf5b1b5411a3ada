"""Issue 26.12: the bundled boards cite the public descriptions they follow by title and address, not by an
issue number of our own tracker."""

from __future__ import annotations

import inspect

from scorers.posters import board as posters_board
from scorers.track import examples


def test_every_fact_of_the_posters_board_names_the_rule_sheet_or_a_public_address():
    """Each fact the default Défense d'afficher board follows comes from the rule sheet or from a public page
    whose address is given."""
    for fact in posters_board.FACTS:
        assert fact.startswith("Rule sheet") or "https://" in fact or "http://" in fact, fact
        assert "issue" not in fact.lower(), fact


def test_the_track_boards_sources_are_titles_with_addresses_and_each_is_cited():
    """The bundled Numeri and Fröscheln boards list their sources by title and address, and every source
    listed is cited by a fact in the module (no source listed for nothing, no issue number as a source)."""
    source = inspect.getsource(examples)
    assert examples.SOURCES
    for key, title in examples.SOURCES.items():
        assert title.split(", ")[0] and ("https://" in title or "http://" in title), title
        assert source.count(key) >= 2, key  # listed, and cited by at least one fact
    assert "issue 16" not in source
