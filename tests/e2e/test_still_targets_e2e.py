"""Nothing moves under the finger (issue 26, item 5): a tap that changes a screen leaves the next target where
it was, measured in the browser (the target's box before and after the tap) at 360 x 780 and 412 x 915."""

from __future__ import annotations

import pytest
from test_layout_e2e import LONG_NAMES, SIZES, Screen, settle
from test_targets_e2e import walker  # noqa: F401 - the module's page, a fixture

from referee_app.fronts import front
from referee_app.state import AppState
from referee_app.store import Store
from scorers.i18n import phrase, render
from scorers.registry import find_game


def fresh_game(phone, game_id: str, count: int) -> str:
    """A new game saved in the page's store (a test of its own: the file's games are shared); its id."""
    game = find_game(game_id)
    colours = front(game).COLOURS
    players = [{"name": name, "colour": colours[i]} for i, name in enumerate(LONG_NAMES[:count])]
    with Store(phone.data / "games.sqlite3") as store:
        doc = front(game).new_document(game, players, None)
        return AppState(store).create_game(game, ", ".join(LONG_NAMES[:count]), doc).id


def box(ui, identifier: str) -> tuple[int, int]:
    b = ui.by_id(identifier).first.bounding_box()
    assert b, f"{identifier} is drawn"
    return round(b["x"]), round(b["y"])

@pytest.mark.parametrize("size", list(SIZES))
def test_hundsgemein_dog_buttons_stay_while_streets_are_filled(walker, size):  # noqa: F811
    """Hundsgemein's dogs tab: as the dogs are placed one by one, "Still to place" gets shorter (two lines
    at first at 360 px, then one); the breed buttons under the board stay where they were (they rose 20 px
    when the list went to one line)."""
    phone, ui = walker, walker.ui
    phone.use(size, "fr", "light")
    phone.games[f"hg-{size}"] = fresh_game(phone, "hundsgemein", 4)
    phone.visit(Screen("hundsgemein-dogs", f"/game/{{hg-{size}}}", "dogs-status"))
    settle(ui)
    moved = []
    for n in range(8):
        before = box(ui, "breed-daisy")
        breed = ("fifi", "rex", "zorro")[n % 3]
        ui.tap(f"breed-{breed}")
        ui.says(f"breed-{breed}", f"· {n // 3 + 1}/3")
        settle(ui)
        after = box(ui, "breed-daisy")
        if after != before:
            moved.append(f"dog {n + 1}: {before} -> {after}")
    ui.screenshot(f"still-{size}-hundsgemein-dogs")
    assert not moved, moved


@pytest.mark.parametrize("size", list(SIZES))
def test_loopit_board_stays_after_the_start_tile(walker, size):  # noqa: F811
    """Loopit's turn: laying the start tile changes the help line above the board (the start tile's help is
    a line shorter than the next); the board's squares stay where they were (the board dropped 17 px)."""
    phone, ui = walker, walker.ui
    phone.use(size, "fr", "light")
    phone.games[f"lp-{size}"] = fresh_game(phone, "loopit", 2)
    phone.visit(Screen("loopit", f"/game/{{lp-{size}}}", "enter-turn"))
    ui.tap("enter-turn")
    ui.by_id("shapes").wait_for()
    for control in ("shape-NESW", "value-7"):
        ui.tap(control)
    settle(ui)
    before = box(ui, "sq-g6")
    ui.tap("sq-f6")
    ui.says("turn-help", "Points verts")
    settle(ui)
    after = box(ui, "sq-g6")
    ui.screenshot(f"still-{size}-loopit-turn")
    assert after == before, (before, after)


@pytest.mark.parametrize("size", list(SIZES))
def test_paleo_round_buttons_stay_on_the_winning_round(walker, size):  # noqa: F811
    """Paleo: the round that wins the match (4 points: two doors) leaves the round buttons where they were
    (the reefs' tile above them went, and they rose about 70 px under the finger)."""
    phone, ui = walker, walker.ui
    phone.use(size, "fr", "light")
    phone.games[f"pa-{size}"] = fresh_game(phone, "paleo", 2)
    phone.visit(Screen("paleo", f"/game/{{pa-{size}}}", "pa-door-0"))
    settle(ui)
    moved = []
    for n in range(2):
        before = box(ui, "pa-door-1")
        ui.tap("pa-door-0")
        ui.says("pa-points-0", str(2 * (n + 1)))
        settle(ui)
        after = box(ui, "pa-door-1")
        if after != before:
            moved.append(f"round {n + 1}: {before} -> {after}")
    ui.screenshot(f"still-{size}-paleo-won")
    assert not moved, moved


@pytest.mark.parametrize("size", list(SIZES))
def test_poster_ban_chips_stay_when_one_is_picked(walker, size):  # noqa: F811
    """Défense d'afficher's "Défense d'afficher" chance card: picking a panel, then a slot, leaves the chips
    beside it where they were (a picked chip grew a check mark, and the next chips moved 20 px aside)."""
    phone, ui = walker, walker.ui
    phone.use(size, "fr", "light")
    phone.games[f"po-{size}"] = fresh_game(phone, "posters", 2)
    phone.visit(Screen("posters", f"/game/{{po-{size}}}", "po-status"))
    settle(ui)
    ui.page.get_by_role("button", name=render(phrase("po.ui.kind.chance"), "fr")).first.click()
    ui.tap("po-card-ban")
    ui.by_id("po-ban-panel-B").wait_for()
    settle(ui)
    moved = []
    for picked, neighbour, appears in (("po-ban-panel-A", "po-ban-panel-B", "po-ban-slot-A3"),
                                       ("po-ban-slot-A2", "po-ban-slot-A3", None)):
        before = box(ui, neighbour)
        ui.tap(picked)
        if appears:
            ui.by_id(appears).wait_for()
        settle(ui)
        after = box(ui, neighbour)
        if after != before:
            moved.append(f"{neighbour} after {picked}: {before} -> {after}")
    ui.screenshot(f"still-{size}-posters-ban")
    assert not moved, moved
