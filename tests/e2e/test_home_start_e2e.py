"""Home with many saved games at 360 x 780 (issue 26, item 7): a new game is one tap from Home's first screen
(the "+ New game" at its foot, which opens the games to choose from), and a game in progress says where it stands (its
ranking and totals, from its own scorer), so that games of one kind are told apart."""

from __future__ import annotations

from conftest import seeded_page
from test_layout_e2e import SIZES, seed


def test_new_game_is_one_tap_from_home_s_first_screen_with_many_games(browser, tmp_path):
    """With 11 saved games, the "+" lies within Home's first screen at 360 x 780; one tap on it shows the
    games, the first of them on screen, and one of those opens its set-up form. The Défense d'afficher game
    in progress (18 points each) says so on its row."""
    with seeded_page(browser, tmp_path / "data", seed, SIZES["360"]) as (ui, games):
        page = ui.page
        ui.by_id("new-game").wait_for()
        page.wait_for_timeout(1000)
        ui.screenshot("home-360-start")
        box = ui.by_id("new-game").bounding_box()
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= SIZES["360"]["height"], box
        assert min(box["width"], box["height"]) >= 44, box
        row = ui.by_id(f"game-{games['posters']}")
        assert "1. Chloé-Anne 18 · 1. Bartholomäus 18" in (row.get_attribute("aria-label") or row.text_content())
        ui.tap("new-game")
        ui.by_id("new-hundsgemein").wait_for()
        ui.screenshot("home-360-games")
        first = ui.by_id("new-hundsgemein").bounding_box()
        assert first and first["y"] + first["height"] <= SIZES["360"]["height"], first
        ui.tap("new-hundsgemein")
        ui.by_id("player-name-0").wait_for()
