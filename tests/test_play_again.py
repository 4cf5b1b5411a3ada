"""Issue 17, "Entry with fewer taps", then issue 24: a finished game's table starts the next one in one tap
("Play again").

Starting a game from the set-up form keeps that set-up for the game's record; "Play again" (the result block's
`result-again`, Home's `again-<record id>` beside a recent game) puts it back as the game type's draft and
starts the new game through that form at once (as Start would), opening it; "Other players" (`result-again-edit`,
Home's `again-edit-<record id>`) opens the set-up form instead, for a different table. Built without a renderer
(see test_app_components); the one tap in a browser is tests/e2e/test_again_e2e.py."""

from __future__ import annotations

from datetime import timedelta
from types import SimpleNamespace

import pytest
from test_app_components import FakePage, find
from test_setup_form import form_of

from referee_app import boards
from referee_app.components.home import home_view
from referee_app.components.new_game import SetupForm
from referee_app.games.paleo.screen import PaleoScreen
from referee_app.state import AppState
from referee_app.store import Store


@pytest.fixture
def app(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, "en")
    store.close()


def started(app: AppState, form: SetupForm, routes: list[str]) -> str:
    """Tap Start on a form; the new game's record id."""
    form.start(None)
    assert routes and routes[-1].startswith("/game/"), form.error.value
    return routes[-1].rsplit("/", 1)[-1]


def again_from_home(app: AppState, record_id: str) -> SetupForm:
    """Tap "Play again" beside the game on Home (finished first: Home offers it beside a recent game only): one
    tap starts the new game and opens it (issue 24), and that game is the very one its set-up form starts
    ("Other players", `again-edit-<id>`, then Start: the same players, seats, colours and options). Returns
    that form, as "Other players" opens it, for the caller to check what it holds."""
    if app.record(record_id).status != "finished":
        finish(app, record_id)
    game = app.record(record_id).game
    routes: list[str] = []
    home = home_view(FakePage(), app, lambda *r: routes.extend(r), lambda: None)
    find(home.controls, f"again-{record_id}").on_click(None)
    assert routes[-2:][0] == "/" and routes[-1].startswith("/game/"), routes  # opened; back leads Home
    one_tap = app.record(routes[-1].removeprefix("/game/"))
    assert one_tap.id != record_id and one_tap.game == game and one_tap.status == "in_progress"
    kept = app.kept_setup(record_id)  # None for a game started before set-ups were kept: seated from its file
    assert app.kept_setup(one_tap.id) is not None and kept in (None, app.kept_setup(one_tap.id))  # plays again too

    routes.clear()
    home = home_view(FakePage(), app, lambda *r: routes.extend(r), lambda: None)
    find(home.controls, f"again-edit-{record_id}").on_click(None)
    assert routes[-1] == f"/new/{game}"
    form = form_of(app, game, [])
    form.view()
    draft = app.draft(game)
    two_taps: list[str] = []
    form.go = lambda *r: two_taps.extend(r)
    assert form.start(None), form.error.value
    assert app.record(two_taps[-1].removeprefix("/game/")).data == one_tap.data
    app.save_draft(game, draft)  # the form as "Other players" left it, for the caller
    form = form_of(app, game, [])
    form.view()
    return form


def finish(app: AppState, record_id: str) -> None:
    """Mark the game finished, as its last change would (Home lists it under "Recent")."""
    record = app.record(record_id)
    app.store.games.save(record_id, record.data, "done", status="finished")


def test_starting_a_game_keeps_its_set_up(app):
    routes: list[str] = []
    form = form_of(app, "hundsgemein", routes)
    view = form.view()
    find(view.controls, "variant-expert").on_click(None)
    form.players[0]["name"], form.players[1]["name"] = "Anna", "Ben"
    record_id = started(app, form, routes)
    kept = app.kept_setup(record_id)
    assert kept is not None
    assert kept["draft"]["variant"] == "expert"
    assert [p["name"] for p in kept["draft"]["players"]] == ["Anna", "Ben"]
    assert app.draft("hundsgemein") is None  # the form's draft is still forgotten once the game starts


def test_play_again_restores_that_game_s_set_up_after_another_was_set_up(app):
    """The draft of a game type holds the last set-up typed; "Play again" on game X brings back X's."""
    routes: list[str] = []
    form = form_of(app, "hundsgemein", routes)
    view = form.view()
    find(view.controls, "variant-expert").on_click(None)
    form.players[0]["name"], form.players[1]["name"] = "Anna", "Ben"
    form.add()
    form.players[2]["name"] = "Cleo"
    colours = [p["colour"] for p in form.players]
    first = started(app, form, routes)
    finish(app, first)
    other = form_of(app, "hundsgemein", routes)  # another table sets up another game since
    other.view()
    other.players[0]["name"], other.players[1]["name"] = "Dan", "Eve"
    started(app, other, routes)

    again = again_from_home(app, first)
    assert [p["name"] for p in again.players] == ["Anna", "Ben", "Cleo"]
    assert [p["colour"] for p in again.players] == colours
    assert again.variant == "expert"
    again.go = lambda *r: routes.extend(r)
    again.start(None)  # one tap on Start: the same game again
    record = app.record(routes[-1].rsplit("/", 1)[-1])
    assert record.id != first and record.title == "Anna, Ben, Cleo"
    assert record.data["file"]["variant"] == "expert"


def test_play_again_from_the_result_block_starts_the_game_shown_again_in_one_tap(app):
    routes: list[str] = []
    form = form_of(app, "paleo", routes)
    form.view()
    form.names[:] = ["Alice", "Bruno"]
    record_id = started(app, form, routes)
    opened: list[str] = []
    screen = PaleoScreen(FakePage(), app, record_id, lambda *r: opened.extend(r))
    view = screen.view()
    with pytest.raises(LookupError):  # offered once the game is over, not while it is played
        find(screen.body.controls, "result-again")
    for _ in range(2):
        find(view.controls, "pa-door-0").on_click(None)
    screen.tab = "sheet"
    screen.refresh()
    button = find(screen.body.controls, "result-again")
    assert button.height == 48 and button.content == "Play again"
    later = form_of(app, "paleo", [])
    later.view()
    later.names[:] = ["Zoe", "Yann", "Xavier"]
    later._save()  # another set-up typed since (the draft now holds it)
    button.on_click(None)  # one tap (issue 24): the next game started, with the same players, and opened
    assert opened[-2:][0] == "/" and opened[-1].startswith("/game/")
    second = app.record(opened[-1].removeprefix("/game/"))
    assert second.id != record_id and second.status == "in_progress"
    assert [p["name"] for p in second.data["file"]["players"]] == ["Alice", "Bruno"]
    find(screen.body.controls, "result-again-edit").on_click(None)  # "Other players": the form, as it was
    assert opened[-1] == "/new/paleo"
    again = form_of(app, "paleo", [])
    again.view()
    assert again.names == ["Alice", "Bruno"]


def old_game(app: AppState, game_id: str, doc) -> str:
    """A finished game saved without a kept set-up (started before "Play again", or imported)."""
    from scorers.registry import find_game

    record = app.create_game(find_game(game_id), "old", doc)
    finish(app, record.id)
    return record.id


def test_a_game_started_before_this_change_seats_its_players_from_its_file(app):
    """A record without a kept set-up: its players (names and colours) and variant from its game file,
    whatever was typed since."""
    from referee_app.games.hundsgemein import document as hg

    players = [{"name": "Old", "colour": "red"}, {"name": "Timer", "colour": "yellow"},
               {"name": "Three", "colour": "green"}]
    record_id = old_game(app, "hundsgemein", hg.new_document(players, "expert"))
    app.save_draft("hundsgemein", {"players": [{"name": "Typed", "colour": "red"},
                                               {"name": "Since", "colour": "blue"}]})
    again = again_from_home(app, record_id)
    assert again.players == players and again.variant == "expert"
    assert "seat_game" not in app.draft("hundsgemein")  # the form's draft is its own again


def test_an_old_posters_game_keeps_its_teams_and_first_side(app):
    from referee_app.games.posters import document as po

    sides = [{"members": ["Anna", "Alex"], "colour": "green"}, {"members": ["Ben"], "colour": "blue"}]
    record_id = old_game(app, "posters", po.new_document(sides, "simplified", "b", "2026-01-01", ()))
    again = again_from_home(app, record_id)
    assert again.sides == sides and again.first == 1 and again.variant == "simplified"


def test_an_old_pitchanque_game_keeps_its_teams(app):
    from referee_app.games.paleo_games import document as pg

    teams = {"teams": [{"players": ["Ana"], "colour": "blue", "name": "Rocks"},
                       {"players": ["Ben", "Cy"], "colour": "red"}]}
    record_id = old_game(app, "pitchanque", pg.new_document("pitchanque", teams, [], {"first": "b"}))
    again = again_from_home(app, record_id)
    assert (again.names, again.team_of, again.team_names, again.first) == (
        ["Ana", "Ben", "Cy"], [0, 1, 1], ["Rocks", ""], "b")


def test_an_old_paleo_game_seats_its_names(app):
    from referee_app.games.paleo import document as pm

    players = [{"name": n, "colour": c} for n, c in zip("ABCD", ("red", "red", "green", "green"))]
    record_id = old_game(app, "paleo", pm.new_document("paleo", players))
    assert app.record(record_id).data["file"]["teams"]
    again = again_from_home(app, record_id)
    assert again.names == ["A", "B", "C", "D"]


def test_a_game_the_form_cannot_read_opens_the_form_as_it_was_typed(app):
    from referee_app.games.hundsgemein import document as hg

    players = [{"name": "Old", "colour": "red"}, {"name": "Timer", "colour": "yellow"}]
    record_id = old_game(app, "hundsgemein", hg.new_document(players, "standard"))
    app.store.games.save(record_id, {"file": "not a game"}, "broken", status="finished")
    typed = {"players": [{"name": "Typed", "colour": "red"}, {"name": "Since", "colour": "blue"}]}
    app.save_draft("hundsgemein", typed)
    assert app.play_again(record_id) == "hundsgemein"
    assert app.draft("hundsgemein") == typed


# --- one case per family of set-up forms -------------------------------------------------------------------
def test_froscheln_plays_again_with_its_house_rule(app):
    routes: list[str] = []
    form = form_of(app, "froscheln", routes)
    view = form.view()
    find(view.controls, "house-split-after-shore").on_change(SimpleNamespace(control=SimpleNamespace(value=True)))
    form.players[0]["name"], form.players[1]["name"] = "Anna", "Ben"
    record_id = started(app, form, routes)
    app.save_draft("froscheln", None)
    again = again_from_home(app, record_id)
    assert again.house == ["split-after-shore"] and [p["name"] for p in again.players] == ["Anna", "Ben"]


def test_paleo_roi_plays_again_with_its_four_seats_and_no_teams(app):
    routes: list[str] = []
    form = form_of(app, "paleo-roi", routes)
    form.view()
    form.names[:] = ["A", "B", "C", "D"]
    find(form.form.controls, "pa-teams").on_change(SimpleNamespace(control=SimpleNamespace(value=False)))
    record_id = started(app, form, routes)
    again = again_from_home(app, record_id)
    assert again.names == ["A", "B", "C", "D"] and again.teams is False


def test_pitchanque_plays_again_with_its_teams_team_names_and_first_team(app):
    routes: list[str] = []
    form = form_of(app, "pitchanque", routes)
    form.view()
    form.add()
    find(form.rows, "pg-team-2").items[1].on_click(None)  # the third player joins team B
    form.team_names[:] = ["Rocks", "Bones"]
    find(form.form.controls, "pg-first-b").on_click(None)
    form.names[:] = ["Ana", "Ben", "Cy"]
    record_id = started(app, form, routes)
    app.save_draft("pitchanque", {"names": ["X", "Y"], "team_of": [0, 1], "first": "a", "team_names": ["", ""]})
    again = again_from_home(app, record_id)
    assert (again.names, again.team_of, again.team_names, again.first) == (
        ["Ana", "Ben", "Cy"], [0, 1, 1], ["Rocks", "Bones"], "b")


def test_kayak_plays_again_with_its_gates_and_house_rule(app):
    routes: list[str] = []
    form = form_of(app, "paleo-kayak", routes)
    view = form.view()
    find(view.controls, "pg-gates-plus").on_click(None)
    find(view.controls, "house-fault-skips-turn").on_change(SimpleNamespace(control=SimpleNamespace(value=True)))
    form.names[:] = ["Ana", "Ben"]
    gates = form.gates
    record_id = started(app, form, routes)
    again = again_from_home(app, record_id)
    assert again.names == ["Ana", "Ben"] and again.gates == gates and again.house == ["fault-skips-turn"]


def test_posters_plays_again_with_its_sides_first_side_and_board(app):
    routes: list[str] = []
    copy = boards.duplicate(app.store, "posters", boards.list_boards(app.store, "posters")[0].id)
    form = form_of(app, "posters", routes)
    view = form.view()
    find(view.controls, f"setup-board-{copy.id}").on_click(None)
    find(view.controls, "variant-simplified").on_click(None)
    find(form.rows, "po-team-0").on_change(SimpleNamespace(control=SimpleNamespace(value=True)))
    form.sides[0]["members"] = ["Anna", "Alex"]
    form.sides[1]["members"] = ["Ben"]
    find(form.form.controls, "po-first-1").on_click(None)
    sides = [dict(s) for s in form.sides]
    record_id = started(app, form, routes)
    app.save_draft("board:posters", boards.list_boards(app.store, "posters")[0].id)  # another board chosen since
    again = again_from_home(app, record_id)
    assert again.sides == sides and again.first == 1 and again.variant == "simplified"
    assert again.board is not None and again.board.chosen == copy.id


def test_loopit_plays_again_on_the_board_it_was_played_on(app):
    routes: list[str] = []
    copy = boards.duplicate(app.store, "loopit", "bundled-0")
    form = form_of(app, "loopit", routes)
    view = form.view()
    find(view.controls, f"setup-board-{copy.id}").on_click(None)
    form.players[0]["name"], form.players[1]["name"] = "Anna", "Ben"
    record_id = started(app, form, routes)
    app.save_draft("board:loopit", "bundled-0")
    again = again_from_home(app, record_id)
    assert again.board is not None and again.board.chosen == copy.id


# --- where it is kept ---------------------------------------------------------------------------------------
def test_a_deleted_game_keeps_its_set_up_until_it_is_purged(app):
    """Deleting is undone from the snack bar, so the set-up stays while the game can come back; it goes with
    the game when the deleted game is purged."""
    routes: list[str] = []
    form = form_of(app, "hundsgemein", routes)
    form.view()
    form.players[0]["name"], form.players[1]["name"] = "Anna", "Ben"
    record_id = started(app, form, routes)
    kept = started(app, form, routes)
    app.select(record_id, 1, 2)
    app.delete(record_id)
    assert app.kept_setup(record_id) is not None
    assert app.store.games.purge_deleted(timedelta(0)) == 1
    assert app.kept_setup(record_id) is None
    assert app.store.settings.get(f"setup:{record_id}") is None
    assert app.store.settings.get(f"selection:{record_id}") is None  # the game's other setting goes too
    assert app.kept_setup(kept) is not None  # another game's stays


def test_home_offers_play_again_beside_recent_games_only(app):
    routes: list[str] = []
    form = form_of(app, "hundsgemein", routes)
    form.view()
    form.players[0]["name"], form.players[1]["name"] = "Anna", "Ben"
    playing = started(app, form, routes)
    done = started(app, form, routes)
    finish(app, done)
    home = home_view(FakePage(), app, lambda *r: None, lambda: None)
    button = find(home.controls, f"again-{done}")
    assert button.tooltip == "Play again" and button.size_constraints.min_width >= 48
    with pytest.raises(LookupError):  # a game in progress is continued, not played again
        find(home.controls, f"again-{playing}")


def test_a_game_played_again_and_left_untouched_is_kept_as_a_game_started_by_start_is(app):
    """A game one tap started and left with nothing entered (back) is what Start makes and leaves: kept, listed
    on Home as in progress with its own Delete (and its undo); nothing is deleted behind the table's back."""
    routes: list[str] = []
    form = form_of(app, "hundsgemein", routes)
    form.view()
    form.players[0]["name"], form.players[1]["name"] = "Anna", "Ben"
    done = started(app, form, routes)
    finish(app, done)
    went: list[str] = []
    find(home_view(FakePage(), app, lambda *r: went.extend(r), lambda: None).controls, f"again-{done}").on_click(None)
    new = went[-1].removeprefix("/game/")
    home = home_view(FakePage(), app, lambda *r: None, lambda: None)
    find(home.controls, f"game-{new}")
    find(home.controls, f"delete-{new}")
    assert app.record(new).status == "in_progress"


def test_play_again_that_the_rules_refuse_opens_the_set_up_form_and_starts_nothing(app):
    """One-tap "Play again" asks the rules as Start does: a kept set-up they refuse now (two players of the
    same name) starts no game; the set-up form opens instead, seated as it was, so the table can fix it."""
    routes: list[str] = []
    form = form_of(app, "hundsgemein", routes)
    form.view()
    form.players[0]["name"], form.players[1]["name"] = "Anna", "Ben"
    done = started(app, form, routes)
    finish(app, done)
    twins = {"players": [{"name": "Anna", "colour": "red"}, {"name": "Anna", "colour": "blue"}],
             "variant": "standard", "house_rules": []}
    app.keep_setup(done, {"draft": twins})
    games = len(app.store.games.latest())
    went: list[str] = []
    home = home_view(FakePage(), app, lambda *r: went.extend(r), lambda: None)
    find(home.controls, f"again-{done}").on_click(None)
    assert went[-1] == "/new/hundsgemein" and not any(r.startswith("/game/") for r in went)
    assert len(app.store.games.latest()) == games
    assert app.draft("hundsgemein")["players"] == twins["players"]


def test_play_again_closes_the_message_that_would_cover_start(app):
    """Review at 360 px: the sheet's "Feuille de marque enregistrée : …" message, still on show, covered
    "Commencer la partie" on the set-up form that Play again opens. Play again closes the messages first."""
    import flet as ft

    routes: list[str] = []
    form = form_of(app, "hundsgemein", routes)
    form.view()
    form.players[0]["name"], form.players[1]["name"] = "Anna", "Ben"
    done = started(app, form, routes)
    finish(app, done)
    page = FakePage()
    message = ft.SnackBar(ft.Text("Feuille de marque enregistrée : Hundsgemein-Anna-Ben.pdf"), open=True)
    page._dialogs = SimpleNamespace(controls=[message])  # where Flet 1.0.5 keeps the dialogs on show
    went: list[str] = []
    home = home_view(page, app, lambda *r: went.extend(r), lambda: None)
    find(home.controls, f"again-{done}").on_click(None)
    assert went and went[-1].startswith("/game/")
    assert message.open is False
