"""Issue 12, app defect 3: a control hidden inside its `ft.Semantics` wrapper draws a red box ("Semantics.content
must be provided and visible") in the browser. Hidden parts must be hidden on the wrapper.

Renderer-free: every game screen is built in typical states (new, mid-game, finished: the example files,
whole and cut in half), every tab is drawn, and the whole control tree is walked.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import flet as ft
import pytest
from test_app_components import FakePage

from referee_app.fronts import document_from_file, front, has_front
from referee_app.state import AppState
from referee_app.store import Store
from scorers.registry import GAMES, find_game

DATA = Path(__file__).parent / "data"
#: The lists of moves a game file keeps, cut in half for a mid-game state.
MOVE_LISTS = ("turns", "rounds", "events", "captures")


def hidden_semantics(root: Any) -> list[str]:
    """Every visible `ft.Semantics` whose content is missing or hidden, named by identifier and path."""
    found: list[str] = []
    seen: set[int] = set()
    stack: list[tuple[Any, str]] = [(root, "root")]
    while stack:
        item, path = stack.pop()
        if isinstance(item, (list, tuple)):
            stack.extend((child, f"{path}[{k}]") for k, child in enumerate(item))
            continue
        if not isinstance(item, ft.Control) or id(item) in seen:
            continue
        seen.add(id(item))
        if isinstance(item, ft.Semantics) and item.visible is not False:
            if item.content is None or item.content.visible is False:
                found.append(f"{item.identifier or '?'} at {path}")
        for field in dataclasses.fields(item):
            if field.name.startswith("_") or field.name in ("parent", "page", "data"):
                continue
            value = getattr(item, field.name, None)
            if isinstance(value, (ft.Control, list, tuple)):
                stack.append((value, f"{path}.{field.name}"))
    return found


def screen_class(game) -> type:
    module = game.package
    if module == "hundsgemein":
        from referee_app.games.hundsgemein.screen import GameScreen
        return GameScreen
    if module == "loopit":
        from referee_app.games.loopit.screen import LoopitScreen
        return LoopitScreen
    if module == "track":
        from referee_app.games.track.screen import GameScreen
        return GameScreen
    if module == "posters":
        from referee_app.games.posters.screen import GameScreen
        return GameScreen
    if module == "paleo":
        from referee_app.games.paleo.screen import PaleoScreen
        return PaleoScreen
    from referee_app.games.paleo_games.screen import MatchScreen
    return MatchScreen


def example_files(game_id: str) -> list[tuple[str, dict]]:
    """The game's example files, each whole (often finished) and cut in half (mid-game)."""
    found = []
    for path in sorted(DATA.rglob("*.json")):
        if ".score." in path.name:
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or data.get("game") != game_id:
            continue
        found.append((path.stem, data))
        for key in MOVE_LISTS:
            if isinstance(data.get(key), list) and len(data[key]) > 1:
                found.append((f"{path.stem} (half)", {**data, key: data[key][: len(data[key]) // 2]}))
    return found


def players_for(game) -> list[dict[str, str]]:
    return [{"name": "Ana", "colour": "red"}, {"name": "Ben", "colour": "blue"}][: max(2, game.min_players)]


def every_tab(app: AppState, game, doc) -> dict[str, list[str]]:
    """Each tab of the screen drawn on a saved `doc`, with the hidden Semantics it shows."""
    record = app.store.games.create(game.id, "t", doc.model_dump(mode="json"))
    screen = screen_class(game)(FakePage(), app, record.id, lambda *r: None)
    view = screen.view()
    tabs = __import__(type(screen).__module__, fromlist=["TABS"]).TABS
    found = {}
    for tab in tabs:
        screen.tab = tab
        screen.refresh()
        found[tab] = hidden_semantics([view, screen.page.dialogs])
    return found


GAME_IDS = [g.id for g in GAMES if has_front(g)]


@pytest.fixture
def app(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, "en")
    store.close()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_no_semantics_wrapper_shows_a_hidden_or_missing_control(app, game_id):
    game = find_game(game_id)
    states = [("new", front(game).new_document(game, players_for(game), None))]
    rules = game.rules()  # the file as the importer keeps it: parsed and written back
    states += [(name, document_from_file(game, rules.to_file(rules.parse(data))))
               for name, data in example_files(game_id)]
    problems = {}
    for name, doc in states:
        for tab, hidden in every_tab(app, game, doc).items():
            if hidden:
                problems[f"{name} / {tab}"] = hidden
    assert not problems


def test_a_won_paleo_match_hides_its_reefs_on_the_wrapper(app):
    """The user's case: Paleo classic, the match won; the reefs panel goes, no red box in its place."""
    from referee_app.games.paleo import document as pm

    game = find_game("paleo")
    doc = pm.new_document("paleo", players_for(game))
    for side, how in (("Ana", "door"), ("Ben", "capture"), ("Ana", "door")):
        doc = pm.add_round(doc, side, how).doc
    assert every_tab(app, game, doc) == {"log": [], "questions": [], "sheet": []}


def test_the_walker_finds_a_hidden_control_inside_its_wrapper():
    """The check itself can fail."""
    inner = ft.Text("x", visible=False)
    assert hidden_semantics(ft.Column([ft.Semantics(identifier="k", content=inner)])) == ["k at root.controls[0]"]
    assert hidden_semantics(ft.Column([ft.Semantics(identifier="k", content=inner, visible=False)])) == []
    assert hidden_semantics(ft.Semantics(identifier="none")) == ["none at root"]
