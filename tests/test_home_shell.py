"""Home (issue 17, "Home and navigation"): the games in progress first, then the recent ones, the
catalogue after; the Paleo family as one entry opening its games with a line each; every game its own
drawn icon."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import flet as ft
import pytest
from test_app_components import FakePage, texts

from referee_app.components.home import family_games, family_view, home_view
from referee_app.games.hundsgemein import document as hg
from referee_app.state import AppState
from referee_app.store import Store
from scorers.registry import GAMES, find_game

ICONS = Path(__file__).resolve().parents[1] / "assets" / "icons"
SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture
def app(tmp_path):
    return AppState(Store(tmp_path / "games.sqlite3"), device_language="en")


def identifiers(control) -> list[str]:
    """The Semantics identifiers under a control, in the order they are drawn."""
    found, stack = [], [control]
    while stack:
        item = stack.pop()
        if isinstance(item, (list, tuple)):
            stack.extend(reversed(item))
            continue
        if item is None:
            continue
        if isinstance(item, ft.Semantics) and item.identifier:
            found.append(item.identifier)
        for attr in ("trailing", "actions", "controls", "content"):
            stack.append(getattr(item, attr, None))
    return found


def new_game(app: AppState, names: str) -> str:
    players = [{"name": n, "colour": c} for n, c in zip(names.split(", "), ("yellow", "blue"))]
    return app.create_game(find_game("hundsgemein"), names, hg.new_document(players, "standard")).id


def test_games_in_progress_come_first_then_recent_games_then_the_catalogue(app):
    finished = new_game(app, "Anna, Ben")
    record = app.record(finished)
    app.store.games.save(finished, record.data, "over", status="finished")
    playing = new_game(app, "Chloé, Denis")  # the most recent, but a finished game must not come first either
    order = identifiers(home_view(FakePage(), app, lambda *r: None, lambda: None).controls)
    assert order.index("continue") < order.index(f"game-{playing}") < order.index("recent")
    assert order.index("recent") < order.index(f"game-{finished}") < order.index("catalogue")
    assert order.index("catalogue") < order.index("new-hundsgemein")


def test_an_in_progress_game_is_above_a_more_recent_finished_one(app):
    playing = new_game(app, "Anna, Ben")
    finished = new_game(app, "Chloé, Denis")
    app.store.games.save(finished, app.record(finished).data, "over", status="finished")
    order = identifiers(home_view(FakePage(), app, lambda *r: None, lambda: None).controls)
    assert order.index(f"game-{playing}") < order.index(f"game-{finished}")


def test_paleo_has_its_own_card_and_the_games_on_its_board_are_one_entry_that_opens_their_ten(app):
    """Issue 17: the games played on Paleo's board are one entry of the catalogue, listed one tap further, so
    that 11 entries do not bury the other games. Issue 24: Paleo itself is a game, started in one tap as every
    other game is (its final tally was 2 set-up taps above paper): its own card, right before the family's."""
    home = identifiers(home_view(FakePage(), app, lambda *r: None, lambda: None).controls)
    members = family_games("paleo")
    assert [g.id for g in members] == ["paleo-roi", "paleo-escarmouche", "paleo-points",
                                       "paleo-billard-double", "paleo-cricket", "paleo-billard-compte",
                                       "paleo-kayak", "pitchanque", "paleo-frontiere", "paleo-hockey"]
    assert home.count("family-paleo") == 1 and not any(f"new-{g.id}" in home for g in members)
    assert all(f"new-{g.id}" in home for g in GAMES if g not in members)
    assert home.index("new-paleo") + 1 == home.index("family-paleo")
    view = family_view(app, "paleo", lambda *r: None)
    assert [i for i in identifiers(view.controls) if i.startswith("new-")] == [f"new-{g.id}" for g in members]
    shown = texts(view.controls)
    lines = [s for s in shown if len(s) > 30]
    assert len(lines) == 10 and len(set(lines)) == 10  # a line each on what it is, none the same
    assert "Two teams flick pieces at the jack, as in pétanque; 13 points wins" in lines
    assert shown.count("2 players") == 6 and shown.count("2-4 players") == 4
    assert "10 games: Le Roi, Escarmouche, billiards and more" in texts(home_view(
        FakePage(), app, lambda *r: None, lambda: None).controls)
    app.set_language("fr")
    assert "D’autres jeux sur le plateau de Paleo" in texts(family_view(app, "paleo", lambda *r: None).appbar)


def test_an_unknown_family_is_no_screen(app):
    assert family_view(app, "monopoly", lambda *r: None) is None


@pytest.mark.parametrize("name", [g.id for g in GAMES] + ["paleo-family"])
def test_every_game_has_its_own_vector_icon(name):
    """Drawn for this app: plain SVG shapes, no embedded picture (no publisher artwork), one per game."""
    path = ICONS / f"{name}.svg"
    root = ET.parse(path).getroot()
    assert root.tag == f"{SVG}svg" and root.get("viewBox") == "0 0 48 48"
    assert not list(root.iter(f"{SVG}image"))
    assert "base64" not in path.read_text()
    others = [p.read_text().split("\n", 2)[2] for p in ICONS.glob("*.svg") if p != path]
    assert path.read_text().split("\n", 2)[2] not in others  # its own drawing, not a copy of another's


def test_home_shows_the_icons_from_the_assets(app):
    view = home_view(FakePage(), app, lambda *r: None, lambda: None)
    sources = set()
    stack = [view.controls]
    while stack:
        item = stack.pop()
        if isinstance(item, (list, tuple)):
            stack.extend(item)
        elif isinstance(item, ft.Image):
            sources.add(item.src)
        elif item is not None:
            stack += [getattr(item, a, None) for a in ("content", "controls", "leading")]
    assert "icons/hundsgemein.svg" in sources and "icons/paleo-family.svg" in sources
    assert all((ICONS.parent / s).exists() for s in sources if s.startswith("icons/"))
