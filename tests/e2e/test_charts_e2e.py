"""Issue 28's charts in the browser at phone sizes (360 x 780 and 412 x 915), light and dark: the statistics
screen's charts (wins per player, games per month) and the score progression chart of a game's Score tab
(Paleo's sheet, Pitchanque's sheet, Loopit's pad). Each chart is on the page, drawn inside the screen's
width; a screenshot of each is saved under E2E_SHOTS (charts-<size>-<theme>-<screen>.png) to look at.

One server and one page for the file: the finished games are saved in the store before the page loads, the
theme is switched on the settings screen, the size by resizing the page."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import UI, seeded_page
from playwright.sync_api import expect

from referee_app.fronts import document_from_file
from referee_app.state import AppState
from referee_app.store import Store
from scorers.registry import find_game

DATA = Path(__file__).resolve().parents[1] / "data"
SIZES = {"360": {"width": 360, "height": 780}, "412": {"width": 412, "height": 915}}
#: The finished games of the store: a Paleo match of three rounds, a Pitchanque of three mènes, a long
#: Billard Doublé, and a Loopit game of two rounds (typed in points).
GAMES = {"paleo": "paleo/classic_two_players.json", "pitchanque": "paleo_games/pitchanque.json",
         "billard": "paleo_games/billard_double_overshoot.json"}
LOOPIT = {"game": "loopit", "mode": "light", "players": [{"name": "Anna", "colour": "yellow"},
                                                         {"name": "Benoît-Alexandre", "colour": "blue"}],
          "turns": [{"tiles": [{"value": 3, "multiplier": 2, "links": [4]}]},
                    {"tiles": [{"value": 5, "multiplier": 1, "links": [3]}]},
                    {"tiles": [{"value": 2, "multiplier": 3, "links": [5, 3]}]}, {"swap": True}]}
#: Each screen: its route (a game by its key) and the chart to find there.
SCREENS = {"stats": ("/stats", "chart-wins"), "paleo": ("/game/{paleo}", "score-chart"),
           "pitchanque": ("/game/{pitchanque}", "score-chart"), "loopit": ("/game/{loopit}", "score-chart")}


def seed(store_path: Path) -> dict[str, str]:
    ids = {}
    with Store(store_path) as store:
        app = AppState(store)
        files = {key: json.loads((DATA / name).read_text(encoding="utf-8")) for key, name in GAMES.items()}
        for key, file in {**files, "loopit": LOOPIT}.items():
            game = find_game(file["game"])
            record = store.games.create(game.id, key, document_from_file(game, file).model_dump(mode="json"),
                                  status="finished")
            app.rescore(record)
            ids[key] = record.id
    return ids


@pytest.fixture(scope="module")
def phone(browser, tmp_path_factory):
    with seeded_page(browser, tmp_path_factory.mktemp("charts") / "data", seed, SIZES["412"]) as (ui, games):
        yield ui, games


def go(ui: UI, route: str) -> None:
    """Show `route` as the address bar would, without loading the page again (tests/e2e/test_layout_e2e.py)."""
    ui.page.evaluate("(r) => { history.pushState(null, '', r); dispatchEvent(new PopStateEvent('popstate')); }",
                     route)


def use(ui: UI, size: str, theme: str) -> None:
    ui.page.set_viewport_size(SIZES[size])
    ui.page.wait_for_timeout(500)
    go(ui, "/settings")
    ui.by_id("lang-en").wait_for()
    ui.tap("lang-en")
    for _ in range(3):  # a tap while the settings screen is drawn anew can be lost: until the theme is checked
        ui.tap(f"theme-{theme}")
        try:
            expect(ui.by_id(f"theme-{theme}").first).to_have_attribute("aria-checked", "true", timeout=5000)
            return
        except AssertionError:
            continue
    raise AssertionError(f"the {theme} theme could not be chosen")


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("size", list(SIZES))
def test_the_charts_are_drawn_inside_the_phone(phone, size, theme):
    """Issue 28: the statistics' charts and the Score tab's progression chart are on the page at 360 and
    412 px, light and dark, each inside the screen's width (nothing drawn past the right edge)."""
    ui, games = phone
    use(ui, size, theme)
    width = SIZES[size]["width"]
    for name, (route, chart) in SCREENS.items():
        go(ui, "/")
        ui.by_id("open-settings").wait_for()
        go(ui, route.format(**games))
        node = ui.by_id(chart).first
        node.wait_for(state="attached")
        box = node.bounding_box()
        assert box is not None, f"{name}: {chart} has no box"
        assert box["x"] >= 0 and box["x"] + box["width"] <= width + 0.5, f"{name}: {box} past {width} px"
        assert box["width"] > 0 and box["height"] > 0
        ui.screenshot(f"charts-{size}-{theme}-{name}")


@pytest.mark.parity  # also against the static build (conftest.py): the core canvas is in the static client
def test_the_progression_chart_is_drawn_by_the_static_build_too(ui, where):
    """Issue 28: the chart is drawn with Flet's core canvas, so the browser build (no extension) shows it as
    the server does: a Paleo match of two rounds, its Sheet tab, the chart inside the 412 px screen."""
    ui.new_game("paleo", ["Alice", "Bruno"], "pa-door-0")
    ui.tap("pa-door-0")
    ui.says("pa-points-0", "2")
    ui.tap("pa-capture-1")
    ui.says("pa-points-1", "1")
    ui.tab("Sheet")
    node = ui.by_id("score-chart").first
    node.wait_for(state="attached")
    box = node.bounding_box()
    assert box is not None and box["width"] > 0 and box["x"] + box["width"] <= ui.page.viewport_size["width"]
    ui.screenshot(f"charts-{where}-paleo-two-rounds")
