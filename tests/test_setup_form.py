"""Issue 17, "One design": one set-up form for every game (`SetupForm`), extended by the games that need more.
Built without a renderer (see test_app_components); the phone-size layout is tests/e2e/test_layout_e2e.py."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import flet as ft
import pytest
from test_app_components import FakePage, controls_in, find, texts

from referee_app.components.new_game import NewGameForm, SetupForm
from referee_app.fronts import front, has_front
from referee_app.games.paleo.setup import PaleoSetup
from referee_app.games.paleo_games.setup import SetupForm as PaleoGameSetup
from referee_app.games.posters.setup import SetupForm as PostersSetup
from referee_app.games.track.setup import TrackSetup
from referee_app.state import AppState
from referee_app.store import Store
from scorers.registry import GAMES, find_game


@pytest.fixture
def app(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, "en")
    store.close()


def form_of(app: AppState, game_id: str, routes: list | None = None) -> SetupForm:
    """The form the app opens for this game (the class its front's `setup_view` builds)."""
    kinds = {"paleo": PaleoSetup, "paleo_games": PaleoGameSetup, "posters": PostersSetup, "track": TrackSetup}
    game = find_game(game_id)
    go = (lambda *r: routes.extend(r)) if routes is not None else (lambda *r: None)
    return kinds.get(game.package, NewGameForm)(FakePage(), app, game, go)


def ids_in(control: Any) -> set[str]:
    return {c.identifier for c in controls_in(control) if isinstance(c, ft.Semantics) and c.identifier}


@pytest.mark.parametrize("game", [g for g in GAMES if has_front(g)], ids=lambda g: g.id)
def test_every_game_s_set_up_is_the_one_form_with_start_kept_in_view(app, game):
    """Every game's set-up is the one form: the title says "New game" over the game's name, the form
    scrolls and Start stays below it, always in view; the name fields and the add button are the form's."""
    view = front(game).setup_view(FakePage(), app, game, lambda *r: None) if front(game).setup_view else (
        NewGameForm(FakePage(), app, game, lambda *r: None).view())
    title = view.appbar.title
    assert texts(title) == ["New game", app.say(game.name)]
    form, bar = view.controls
    assert isinstance(form, ft.Column) and form.expand and form.scroll
    assert "start-game" in ids_in(bar) and "start-game" not in ids_in(form)
    assert ({"add-player", "player-name-0", "player-name-1"} <= ids_in(form)
            or {"po-add-side", "po-member-0-0", "po-member-1-0"} <= ids_in(form))


def test_the_colour_swatch_offers_the_game_s_colours_and_swaps_with_the_player_who_wore_it(app):
    form = form_of(app, "hundsgemein")
    form.view()
    first, second = form.players[0]["colour"], form.players[1]["colour"]
    menu = find(form.rows, "player-colour-1")
    assert isinstance(menu, ft.PopupMenuButton)
    assert [texts(item.content)[0] for item in menu.items] == [app.t(f"colour.{c}") for c in form.colours]
    next(item for item in menu.items if texts(item.content) == [app.t(f"colour.{first}")]).on_click(None)
    assert [p["colour"] for p in form.players] == [second, first]
    assert [p["colour"] for p in app.draft("hundsgemein")["players"]] == [second, first]  # kept as typed


def test_a_variant_is_chosen_by_tapping_its_row_and_kept_in_the_draft(app):
    form = form_of(app, "hundsgemein")
    view = form.view()
    find(view.controls, "variant-expert").on_click(None)
    assert form.variant == "expert" and app.draft("hundsgemein")["variant"] == "expert"
    chosen = [c for c in controls_in(form.form.controls) if isinstance(c, ft.Semantics) and c.selected]
    assert [c.identifier for c in chosen] == ["variant-expert"]  # the rows drawn again show the choice


def test_pitchanque_s_swatch_is_the_player_s_team(app):
    routes: list[str] = []
    form = form_of(app, "pitchanque", routes)
    form.view()
    form.add()
    menu = find(form.rows, "pg-team-2")
    assert [texts(item.content)[0] for item in menu.items] == ["Team A", "Team B"]
    menu.items[1].on_click(None)
    assert form.team_of == [0, 1, 1] and app.draft("pitchanque")["team_of"] == [0, 1, 1]
    find(form.form.controls, "pg-first-b").on_click(None)
    form.names[:] = ["Ana", "Ben", "Cy"]
    form.start(None)
    record = app.record(routes[-1].rsplit("/", 1)[-1])
    assert [t["players"] for t in record.data["file"]["teams"]] == [["Ana"], ["Ben", "Cy"]]
    assert record.data["file"]["first"] == "b"


def test_froscheln_s_house_rule_is_switched_on_at_set_up(app):
    """House rules are the one form's, for every game that has some: Fröscheln's "split only after the first
    frog reaches the shore" (the German edition) is chosen before the game starts."""
    routes: list[str] = []
    form = form_of(app, "froscheln", routes)
    view = form.view()
    find(view.controls, "house-split-after-shore").on_change(SimpleNamespace(control=SimpleNamespace(value=True)))
    form.players[0]["name"], form.players[1]["name"] = "Anna", "Ben"
    form.start(None)
    assert routes, form.error.value
    record = app.record(routes[-1].rsplit("/", 1)[-1])
    assert record.data["file"]["house_rules"] == ["split-after-shore"]


def test_a_board_is_chosen_by_tapping_its_row(app):
    from referee_app import boards

    copy = boards.duplicate(app.store, "loopit", "bundled-0")
    form = form_of(app, "loopit")
    view = form.view()
    find(view.controls, f"setup-board-{copy.id}").on_click(None)
    assert form.board is not None and form.board.chosen == copy.id and app.draft("board:loopit") == copy.id
    selected = [c.identifier for c in controls_in(view.controls) if isinstance(c, ft.Semantics) and c.selected
                and c.identifier.startswith("setup-board-")]
    assert selected == [f"setup-board-{copy.id}"]



@pytest.mark.parametrize("game_id", ["paleo-billard-double", "loopit", "numeri", "posters", "paleo", "pitchanque"])
def test_a_new_game_seats_the_last_tables_players_of_that_game(app, game_id):
    """Issue 24.4: with nothing typed for this game (the form's draft is forgotten when a game starts, and
    there is none after a game came from a file or a backup), the form opens with the players of the last
    game of the same game seated, so that a new game costs the Start tap; the players of another game played
    since are not seated."""
    form = form_of(app, game_id)
    for name in ("Ana", "Ben"):
        form.seat_known(name)
    routes: list = []
    form.go = lambda *r: routes.extend(r)
    form.start(None)
    assert routes, form.error.value
    other = "loopit" if game_id != "loopit" else "numeri"
    other_form = form_of(app, other)
    for name in ("Zoé", "Yann"):
        other_form.seat_known(name)
    other_form.start(None)
    app.save_draft(game_id, None)
    again = form_of(app, game_id)
    assert [n for n in again.seated() if n.strip()] == ["Ana", "Ben"]


def test_a_first_game_seats_nobody_and_a_typed_draft_wins(app):
    """No game of this game yet: the seats stay empty (nothing is guessed from another game); a set-up typed
    and left unstarted is kept as typed rather than replaced by the last table."""
    first = form_of(app, "loopit")
    assert not any(n.strip() for n in first.seated())
    for name in ("Ana", "Ben"):
        first.seat_known(name)
    first.start(None)
    typed = form_of(app, "loopit")
    typed.players[0]["name"] = "Chloé"
    typed._save()
    assert [n for n in form_of(app, "loopit").seated() if n.strip()] == ["Chloé", "Ben"]


def submit(form: SetupForm, field: ft.TextField) -> None:
    """Enter in a name field, as Flet calls it (the handler is a coroutine: it may move the focus)."""
    import asyncio

    asyncio.run(form.name_submitted(SimpleNamespace(control=field)))


@pytest.mark.parametrize("game_id", ["loopit", "paleo", "paleo-points", "paleo-hockey", "pitchanque", "posters"])
def test_enter_in_the_last_name_starts_the_game_when_the_seats_are_complete(app, game_id):
    """Issue 24.5: Enter in the last name field starts the game, as Start would (it is part of typing the
    names: no tap left for Start), when the seats are complete and valid."""
    routes: list[str] = []
    form = form_of(app, game_id, routes)
    form.view()
    for name in ("Ana", "Ben"):
        form.seat_known(name)
    form.rebuild()
    fields = form.name_fields()
    assert len(fields) >= 2
    submit(form, fields[-1])
    assert routes and routes[-1].startswith("/game/"), form.error.value
    assert app.record(routes[-1].rsplit("/", 1)[-1]).game == game_id


def test_enter_with_a_seat_left_empty_starts_nothing_and_says_why(app):
    """Issue 24.5: Enter in the last name with a seat left empty does not start: the error line says why, as
    Start says it, and nothing typed is lost."""
    routes: list[str] = []
    form = form_of(app, "loopit", routes)
    form.view()
    form.players[0]["name"] = "Ana"
    form._save()
    submit(form, form.name_fields()[-1])
    assert not routes and form.error.value
    assert app.draft("loopit")["players"][0]["name"] == "Ana" and form.players[0]["name"] == "Ana"


def test_enter_in_a_name_that_is_not_the_last_starts_nothing(app):
    """Issue 24.5: Enter in a name other than the last goes on to the next name; the game is not started
    while a name may still be typed."""
    routes: list[str] = []
    form = form_of(app, "loopit", routes)
    form.view()
    for name in ("Ana", "Ben"):
        form.seat_known(name)
    fields = form.name_fields()
    focused: list[ft.TextField] = []

    async def focus(field=fields[1]) -> None:
        focused.append(field)

    fields[1].focus = focus
    submit(form, fields[0])
    assert not routes and focused == [fields[1]]


def test_enter_in_the_last_player_starts_even_with_optional_team_names_after_it(app):
    """Issue 24.5: Pitchanque's form has the teams' names after the players' (optional: a team is named by
    its players otherwise); Enter in the last player's name starts the game, and so does Enter in a team's."""
    routes: list[str] = []
    form = form_of(app, "pitchanque", routes)
    form.view()
    form.names[:] = ["Chloé", "Łukasz"]
    form.rebuild()
    fields = form.name_fields()
    players = [f for f in fields if str(f.data).startswith("player-name-")]
    assert len(fields) > len(players) == 2  # the team names follow
    submit(form, players[-1])
    assert routes and routes[-1].startswith("/game/"), form.error.value


@pytest.mark.parametrize("game_id", ["loopit", "paleo", "paleo-billard-double", "posters", "numeri"])
def test_the_first_name_takes_the_keyboard_as_the_form_opens(app, game_id):
    """Issue 36 item 4: a set-up's first name field had no focus when the form opened (typing went nowhere). It
    is drawn with autofocus and asked the focus a moment later (only while the form is on top); no other name
    field is, nor one built later (a player added), which would take it back."""
    form = form_of(app, game_id)
    tasks: list[Any] = []
    form.page.run_task = lambda handler, *a, **k: tasks.append(handler)
    form.view()
    fields = form.name_fields()
    assert fields[0].autofocus and not any(f.autofocus for f in fields[1:])
    assert len(tasks) == 1 and tasks[0].__name__ == "focus_soon"
    form.add()
    assert not any(f.autofocus for f in form.name_fields() if f is not fields[0])  # a new field: never


def test_a_name_already_typed_is_selected_when_its_field_takes_the_focus(app):
    """Issue 36 item 4: the names of the last table are seated ("Tom"); "Ann" typed into the field made "TomAnn".
    The field, on taking the focus, selects the name it holds, so that typing replaces it; an empty one is left
    as it is."""
    from referee_app.components.common import select_all

    first = form_of(app, "loopit")
    first.players[0]["name"] = "Tom"
    first.view()
    field = first.name_fields()[0]
    assert field.on_focus == first.name_focused
    field.update = lambda: None
    first.name_focused(SimpleNamespace(control=field))
    assert (field.selection.base_offset, field.selection.extent_offset) == (0, 3)
    empty = first.name_fields()[1]
    empty.update = lambda: None
    select_all(SimpleNamespace(control=empty))
    assert empty.selection is None


def known_names(form: SetupForm) -> list[str]:
    """The names of the known players' chips shown, in their order (the "more"/"fewer" button left out)."""
    return [t for chip in form.known.row.controls
            if chip not in (form.known.more, form.known.fewer) for t in texts(chip)]


def test_the_known_players_show_the_latest_few_and_the_rest_behind_more(app):
    """Issue 36 item 5: "Players you know" grew with every profile (26 chips after an afternoon) and pushed the
    game's options (Loopit's variant, Kayak's gates) below the fold. The players of the latest games come first
    (newest first), then the other profiles by name; `FEW` are shown, the others behind "N more", which unfolds
    them all beside "Fewer"; a player seated leaves the row and the next one takes the place."""
    from referee_app.components.known_players import FEW

    for name in ["Ada", "Bea", "Cyd", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]:
        app.store.records.save_profile(name)
    app.store.games.create("hundsgemein", "older", {"players": [{"name": "Ivy"}, {"name": "Hal"}]})
    app.store.games.create("loopit", "latest", {"players": [{"name": "Jon"}, {"name": "Noa"}]})
    form = form_of(app, "loopit")
    form.view()
    assert known_names(form) == ["Jon", "Noa", "Ivy", "Hal", "Ada", "Bea"][:FEW]
    assert form.known.more in form.known.row.controls
    assert texts(form.known.more) == ["5 more"]                                 # 11 offered, 6 shown
    form.known.more.content.on_click(None)
    assert known_names(form) == ["Jon", "Noa", "Ivy", "Hal", "Ada", "Bea", "Cyd", "Dee", "Eve", "Fay", "Gus"]
    assert form.known.row.controls[-1] is form.known.fewer
    form.known.fewer.content.on_click(None)
    assert len(known_names(form)) == FEW and form.known.row.controls[-1] is form.known.more
    find(form.known.row, "profile-chip-9").on_click(None)                       # Jon is seated: Cyd comes in
    assert "Jon" in [p["name"] for p in form.players]
    assert known_names(form) == ["Noa", "Ivy", "Hal", "Ada", "Bea", "Cyd"]
    assert texts(form.known.more) == ["4 more"]


def test_a_few_known_players_are_all_shown_without_more(app):
    """Issue 36 item 5: with no more than `FEW` known players, every one is shown and there is no "more"."""
    for name in ["Ada", "Bea", "Cyd"]:
        app.store.records.save_profile(name)
    form = form_of(app, "loopit")
    form.view()
    assert known_names(form) == ["Ada", "Bea", "Cyd"]
    assert form.known.more not in form.known.row.controls and form.known.fewer not in form.known.row.controls
