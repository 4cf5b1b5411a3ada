"""The rule sheet's worked example, as a golden case, on the board and in light mode."""

from __future__ import annotations

import json

from loopit_helpers import DATA, FIXTURE_BOARD, example_data

from scorers.loading import load_data
from scorers.loopit import check, parse, score, to_light


def test_the_sheets_example_turn_scores_9_12_7_for_28():
    """Illustrations A-C: a 2 linked to a 7 (9); a 3 linked to a 5 and a 4 (12); a 2 on a x2 square
    linked to the 3, next to a 5 without a shared line (4 + 3 = 7). The turn: 28."""
    state = parse({**example_data(), "board": FIXTURE_BOARD})  # g8 is a x2 square of the fixture board
    assert check(state) == []
    turn = score(state).lines[1]
    assert turn.winner == "Ben"
    assert turn.details["tiles"] == [9, 12, 7] and turn.points == 28
    why = turn.explain("en")
    assert "2 on e6: 2 × 1 = 2, plus 7 (f6) for the linked tile: 9." in why
    assert "3 on g7: 3 × 1 = 3, plus 4 (g6) + 5 (f7) for the linked tiles: 12." in why
    assert "2 on g8: 2 × 2 = 4, plus 3 (g7) for the linked tile: 7." in why
    assert "The 5 (f8) next to it is not linked: no points for it." in why
    assert "Turn: 9 + 12 + 7 = 28." in why


def test_the_sheets_example_in_french():
    """The same explanation in French, with the rule sheet's words."""
    why = score(parse({**example_data(), "board": FIXTURE_BOARD})).lines[1].explain("fr")
    assert "2 en g8 : 2 × 2 = 4, plus 3 (g7) pour la tuile reliée : 7." in why
    assert "Le 5 (f8) à côté n’est pas relié : pas de points." in why


def test_the_sheets_example_typed_in_light_mode_scores_the_same():
    """Light mode: value, multiplier and linked values per tile give the same 9, 12, 7 = 28."""
    state = parse(example_data("light_example.json"))
    assert score(state).lines[1].details["tiles"] == [9, 12, 7]
    board = score(parse(example_data()))
    light = score(to_light(parse(example_data())))
    assert [line.points for line in light.lines] == [line.points for line in board.lines]


def test_the_golden_score_files_match(tmp_path):
    """The score of each example file, as `referee score --json` prints it, is kept under tests/data/loopit."""
    for path in sorted(DATA.glob("*.json")):
        if ".score." in path.name:
            continue
        _, state = load_data(json.loads(path.read_text(encoding="utf-8")))
        for lang in ("en", "fr"):
            golden = DATA / f"{path.stem}.score.{lang}.json"
            assert json.loads(golden.read_text(encoding="utf-8")) == score(state).to_dict(lang), golden.name
