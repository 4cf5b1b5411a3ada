"""The rule sheet's worked examples, replayed exactly as the sheet tells them (tests/data/)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorers.hundsgemein import board_to_street_counts, check, score
from scorers.loading import load_file

DATA = Path(__file__).parent / "data"


def sheet_of(name: str, variant: str | None = None):
    _, state = load_file(DATA / name)
    if variant:
        state = state.with_variant(variant)
    assert check(state) == []
    return score(state)


def line(sheet, label):
    return next(l for l in sheet.lines if l.label == label)


def test_sheet_standard_row_1_yellow_takes_rex_5_to_4_3_2():
    """Horizontal row 1: Yellow has 5 tiles along the street against Blue 4, Red 3, Green 2: Rex (5) is Yellow's."""
    h1 = line(sheet_of("sheet_example_rows.json"), "H1")
    assert h1.details == {"Jaune": 5, "Bleu": 4, "Rouge": 3, "Vert": 2}
    assert (h1.winner, h1.points) == ("Jaune", 5)
    assert h1.explain() == "Jaune takes the dog with 5 fleas, against Bleu 4, Rouge 3 and Vert 2."


def test_sheet_standard_row_2_blue_takes_daisy_3():
    """Horizontal row 2: Blue has 5 tiles against Yellow 4, Red 3, Green 2: Daisy (3) is Blue's."""
    h2 = line(sheet_of("sheet_example_rows.json"), "H2")
    assert h2.details == {"Jaune": 4, "Bleu": 5, "Rouge": 3, "Vert": 2}
    assert (h2.winner, h2.points) == ("Bleu", 3)


def test_sheet_standard_vertical_red_and_green_tie_fifi_is_discarded():
    """Vertical street: Red and Green tie with 4 tiles each: the Fifi (4) is discarded."""
    v1 = line(sheet_of("sheet_example_vertical_standard.json"), "V1")
    assert (v1.winner, v1.points) == (None, 0)
    assert v1.explain().startswith("Rouge and Vert tie for most with 4 fleas: the dog is discarded.")


def test_sheet_expert_row_1_yellow_4_plus_1_beats_2_plus_2():
    """Expert, row 1: Yellow 4 in a row south and 1 north = 5 against Blue 2+2, Red 1+1, Green 1+0: Rex is Yellow's."""
    h1 = line(sheet_of("sheet_example_rows.json", "expert"), "H1")
    runs = {name: sorted(d["runs"], reverse=True) for name, d in h1.details.items()}
    assert runs == {"Jaune": [4, 1], "Bleu": [2, 2], "Rouge": [1, 1], "Vert": [1, 0]}
    assert h1.details["Jaune"]["runs"] == [1, 4]  # 1 north of the street, 4 south
    assert (h1.winner, h1.points) == ("Jaune", 5)


def test_sheet_expert_row_2_yellow_4_plus_0_takes_daisy_from_blue():
    """Expert, row 2: Yellow 4 north and none south = 4 against Blue 2+1: Daisy goes to Yellow (Blue in standard)."""
    h2 = line(sheet_of("sheet_example_rows.json", "expert"), "H2")
    assert h2.details["Jaune"]["runs"] == [4, 0]
    assert sum(h2.details["Bleu"]["runs"]) == 3
    assert (h2.winner, h2.points) == ("Jaune", 3)


def test_sheet_expert_vertical_green_3_plus_1_takes_daisy():
    """Expert, vertical: Green 3 east and 1 west = 4 against Red 2+1, Blue 1+1, Yellow 1+1: Daisy (3) is Green's."""
    v4 = line(sheet_of("sheet_example_vertical_expert.json"), "V4")
    assert (v4.winner, v4.points) == ("Vert", 3)
    assert "Vert takes the dog with runs 1+3=4, against Rouge 1+2=3" in v4.explain()


@pytest.mark.parametrize("variant", ["standard", "expert"])
def test_sheet_examples_agree_between_board_and_street_counts(variant):
    """The same example typed as street counts scores the same, line by line."""
    _, state = load_file(DATA / "sheet_example_rows.json")
    state = state.with_variant(variant)
    by_board, by_counts = score(state), score(board_to_street_counts(state))
    assert [(l.label, l.winner, l.points) for l in by_board.lines] == \
        [(l.label, l.winner, l.points) for l in by_counts.lines]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_golden_score_json_is_unchanged(lang):
    """The whole `referee score --json` output of the board example, as reviewed, stays the same."""
    expected = json.loads((DATA / f"sheet_example_rows.score.{lang}.json").read_text(encoding="utf-8"))
    assert sheet_of("sheet_example_rows.json").to_dict(lang) == expected
