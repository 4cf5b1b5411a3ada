"""Every game the registry calls ready honours the common contract: schema, parse, check, score."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorers.errors import RefereeError
from scorers.loading import load_data
from scorers.registry import GAMES
from scorers.sheet import ScoreSheet
from scorers.violations import Violation

DATA = Path(__file__).parent / "data"
READY = [g for g in GAMES if g.ready]
EXAMPLES = {g.id: sorted(p for p in DATA.rglob("*.json") if ".score." not in p.name
                         and json.loads(p.read_text(encoding="utf-8")).get("game") == g.id) for g in READY}


def test_every_ready_game_has_example_files():
    assert READY and all(EXAMPLES[g.id] for g in READY)


@pytest.mark.parametrize("game", READY, ids=lambda g: g.id)
def test_every_ready_game_checks_and_scores_its_examples(game):
    rules = game.rules()
    assert rules.json_schema()["type"] == "object"
    for path in EXAMPLES[game.id]:
        _, state = load_data(json.loads(path.read_text(encoding="utf-8")))
        violations = rules.check(state)
        assert all(isinstance(v, Violation) for v in violations)
        try:
            sheet = rules.score(state)
        except RefereeError:
            assert any(v.is_error for v in violations)
            continue
        assert isinstance(sheet, ScoreSheet)
        assert set(sheet.totals) == set(sheet.player_names)
        for lang in ("en", "fr"):
            assert json.dumps(sheet.to_dict(lang), ensure_ascii=False)


@pytest.mark.parametrize("game", READY, ids=lambda g: g.id)
def test_every_registered_variant_is_scored_as_itself(game):
    data = json.loads(EXAMPLES[game.id][0].read_text(encoding="utf-8"))
    for variant in game.variants:
        _, state = load_data({**data, "variant": variant.id})
        assert game.rules().score(state).variant == variant.id


def test_the_board_order_lists_exactly_the_games_with_a_board():
    """The Boards screen's order (`BOARD_ORDER`) names every game with a printed board, once, and no other."""
    from scorers.registry import BOARD_ORDER, GAMES

    assert sorted(BOARD_ORDER) == sorted(game.id for game in GAMES if game.board)
