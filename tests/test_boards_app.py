"""The Boards screen, the board picker at set-up and the board editor hook, without a renderer (issue 16
item 3): a game keeps a copy of the board it is played on, for every board game."""

from __future__ import annotations

import inspect
from types import SimpleNamespace

import pytest
from test_app_components import FakePage, find, texts

from referee_app import boards
from referee_app.components.boards import BoardsScreen, boards_route
from referee_app.components.boards_editor import FileEditor
from referee_app.components.new_game import NewGameForm
from referee_app.contract import BoardEditor
from referee_app.fronts import front, game_file
from referee_app.games.posters.setup import SetupForm
from referee_app.state import AppState
from referee_app.store import Store
from scorers.registry import find_game


@pytest.fixture
def app(tmp_path):
    return AppState(Store(tmp_path / "games.sqlite3"), device_language="en")


def own_board(app: AppState, game: str) -> boards.KeptBoard:
    """One of the table's boards: a copy of the bundled one under the table's own name."""
    copy = boards.duplicate(app.store, game, "bundled-0")
    return boards.rename(app.store, game, copy.id, "our table")


def start(app: AppState, game: str) -> str:
    """Start a game with the set-up form (its own for Défense d'afficher); the saved game's id."""
    routes: list[str] = []
    info = find_game(game)
    if game == "posters":
        form = SetupForm(FakePage(), app, info, lambda *r: routes.extend(r))
        view = form.view()
        for key, name in (("po-member-0-0", "Anna"), ("po-member-1-0", "Ben")):
            find(form.rows, key).on_change(SimpleNamespace(control=SimpleNamespace(value=name)))
    else:
        form = NewGameForm(FakePage(), app, info, lambda *r: routes.extend(r))
        view = form.view()
        form.players[0]["name"], form.players[1]["name"] = "Anna", "Ben"
    picker = find(view.controls, "setup-board")
    chosen = next(b.id for b in form.board.choices if b.name == "our table")
    assert "our table" in texts(picker)
    find(picker, f"setup-board-{chosen}").on_click(None)
    form.start(None)
    assert routes and routes[-1].startswith("/game/"), texts(view.controls)
    return routes[-1].rsplit("/", 1)[-1]


@pytest.mark.parametrize("game", boards.BOARD_GAMES)
def test_a_game_keeps_a_copy_of_its_board_so_editing_the_board_later_never_changes_it(app, game):
    board = own_board(app, game)
    game_id = start(app, game)
    record = app.record(game_id)
    assert record.data["file"]["board"] == board.data  # inline, in the game file the rules read
    changed = {**board.data, "name": "our table, corrected"}
    if "cells" in changed:
        changed["cells"] = [*changed["cells"][:-4], 0, *changed["cells"][-3:]]
    boards.save(app.store, game, changed, board.id)
    again = app.record(game_id)
    assert again.data["file"]["board"] == board.data
    info = find_game(game)
    assert info.rules().parse(game_file(info, again.data))  # still a game the rules read


@pytest.mark.parametrize("game", boards.BOARD_GAMES)
def test_the_board_chosen_at_set_up_is_remembered_and_a_deleted_one_falls_back_to_the_first(app, game):
    board = own_board(app, game)
    app.save_draft(f"board:{game}", board.id)
    form = NewGameForm(FakePage(), app, find_game(game), lambda *r: None)
    assert form.board.chosen == board.id
    boards.delete(app.store, game, board.id)
    assert NewGameForm(FakePage(), app, find_game(game), lambda *r: None).board.chosen == "bundled-0"


def test_games_without_boards_have_no_picker(app):
    form = NewGameForm(FakePage(), app, find_game("hundsgemein"), lambda *r: None)
    assert form.board is None
    with pytest.raises(LookupError):
        find(form.view().controls, "setup-board")


def test_the_boards_screen_duplicates_renames_and_deletes_after_asking(app):
    page = FakePage()
    screen = BoardsScreen(page, app, "froscheln", lambda *r: None)
    view = screen.view()
    assert "Fröscheln example board" in texts(view.controls)  # the bundled board as the reader sees it
    find(screen.items, "bd-copy-froscheln-example").on_click(None)
    assert [b.name for b in boards.list_boards(app.store, "froscheln")][-1] == "froscheln-example 2"
    find(screen.items, "bd-rename-froscheln-example 2").on_click(None)
    dialog = page.dialogs[-1]
    find(dialog.content, "bd-rename-field").value = "kitchen"
    find(dialog.actions, "bd-rename-yes").on_click(None)
    assert "kitchen" in texts(screen.items)
    find(screen.items, "bd-delete-kitchen").on_click(None)
    assert [b.name for b in boards.list_boards(app.store, "froscheln")][-1] == "kitchen"  # not before yes
    find(page.dialogs[-1].actions, "bd-delete-yes").on_click(None)
    assert [b.name for b in boards.list_boards(app.store, "froscheln")] == ["froscheln-example"]
    with pytest.raises(LookupError):  # the bundled board cannot be renamed or deleted
        find(screen.items, "bd-delete-froscheln-example")


def test_renaming_to_a_taken_name_says_why_and_keeps_the_dialog(app):
    page = FakePage()
    kitchen = boards.rename(app.store, "numeri", boards.duplicate(app.store, "numeri", "bundled-0").id, "kitchen")
    screen = BoardsScreen(page, app, "numeri", lambda *r: None)
    screen.view()
    find(screen.items, "bd-rename-kitchen").on_click(None)
    dialog = page.dialogs[-1]
    find(dialog.content, "bd-rename-field").value = "NUMERI-example"
    find(dialog.actions, "bd-rename-yes").on_click(None)
    assert any("already called" in text for text in texts(dialog.content))
    assert boards.get(app.store, "numeri", kitchen.id).name == "kitchen"


@pytest.mark.parametrize("game", boards.BOARD_GAMES)
def test_every_board_route_opens_and_the_file_editor_saves_or_locates_the_problems(app, game):
    assert boards_route(FakePage(), app, [game], lambda *r: None).route == f"/boards/{game}"
    board = boards.duplicate(app.store, game, "bundled-0")
    # every board game has its own editor now; the file editor stays the fallback of any other, so it is
    # exercised directly on each game's boards
    page = FakePage()
    editor = FileEditor(page, app, game, board.id, lambda *r: None)
    view = boards_route(page, app, [game, board.id], lambda *r: None)
    assert view.route == f"/boards/{game}/{board.id}"
    editor.view()
    editor.name.value = "renamed"
    editor.save()
    assert boards.get(app.store, game, board.id).name == "renamed" and not editor.problems.controls
    editor.text.value = '{"nothing": 1}'
    editor.save()
    assert editor.problems.controls and boards.get(app.store, game, board.id).name == "renamed"
    editor.text.value = "{not json"
    editor.save()
    assert "line 1" in texts(editor.problems)[0]


def test_unknown_board_routes_show_nothing(app):
    assert boards_route(FakePage(), app, ["hundsgemein"], lambda *r: None) is None
    assert boards_route(FakePage(), app, ["numeri", "a", "b"], lambda *r: None) is None


@pytest.mark.parametrize("game", boards.BOARD_GAMES)
def test_a_board_editor_a_front_provides_takes_the_contract_parameters(game):
    """A front's optional `board_editor` takes the parameters of `BoardEditor.__call__`."""
    editor = getattr(front(find_game(game)), "board_editor", None)
    if editor is None:
        pytest.skip(f"{game} has no board editor of its own yet: the board file editor is used")
    wanted = [p for p in inspect.signature(BoardEditor.__call__).parameters if p != "self"]
    assert list(inspect.signature(editor).parameters) == wanted


def test_a_loopit_board_of_the_library_opens_in_the_loopit_editor_and_keeps_its_name(app):
    """Issue 16 item 2: a table's Loopit board is edited with the game's own editor (squares tapped), not as a
    file; what it saves is kept under the board's own name, even when the editor would fall back on the
    bundled default's name (names are unique per game)."""
    from referee_app.components.boards_editor import hosted_editor
    from referee_app.games.loopit.board_editor import BoardEditor as LoopitEditor
    from scorers.loopit.tiles import Square

    kept = boards.duplicate(app.store, "loopit", "bundled-0")
    view = boards_route(FakePage(), app, ["loopit", kept.id], lambda *r: None)
    assert view.route == f"/boards/loopit/{kept.id}" and view.appbar.leading.identifier == "bd-editor-back"
    editors: list[LoopitEditor] = []

    def make(*args):
        editors.append(LoopitEditor(*args))
        return editors[-1].control

    hosted_editor(FakePage(), app, "loopit", kept.id, lambda *r: None, make)
    (editor,) = editors
    editor.set_mirror(False)
    editor.pick_brush(5)
    editor.tap(Square(1, 2))
    editor.save()
    saved = boards.get(app.store, "loopit", kept.id)
    assert saved.name == kept.name and saved.data["rows"][1][2] == "5"
    assert saved.data["rows"] != kept.data["rows"]


@pytest.mark.parametrize(("game", "cell", "pad", "value"), [("numeri", 5, "pad-7", 7), ("froscheln", 5, "pad-3", 3)])
def test_a_track_board_of_the_library_opens_in_the_drawn_track_editor_and_keeps_its_name(app, game, cell, pad,
                                                                                          value):
    """Issue 16 item 2: a table's Numeri or Fröscheln board is edited as in the game's Boards tab (a cell of
    the drawn track tapped, then its value on the pad), not as a file; what it saves is kept in the library
    under the board's own name, the other cells as they were."""
    kept = boards.duplicate(app.store, game, "bundled-0")
    view = boards_route(FakePage(), app, [game, kept.id], lambda *r: None)
    assert view.route == f"/boards/{game}/{kept.id}" and view.appbar.leading.identifier == "bd-editor-back"
    assert kept.data["cells"][cell - 1] != value
    find(view.controls, f"preview-{cell}").on_click(None)  # a cell of the drawn track tapped
    find(view.controls, pad).on_click(None)
    find(view.controls, "save-board").on_click(None)
    saved = boards.get(app.store, game, kept.id)
    cells = list(kept.data["cells"])
    cells[cell - 1] = value
    assert saved.name == kept.name and saved.data["cells"] == cells


def test_a_posters_board_of_the_library_opens_in_the_posters_editor(app, monkeypatch):
    """Issue 16 item 2: a table's Défense d'afficher board is edited with the game's own editor (squares,
    panels, brands and deck as fields), not as a file; what it saves is kept in the library."""
    import flet as ft

    monkeypatch.setattr(ft.Control, "update", lambda self: None)  # no page in this test
    kept = boards.duplicate(app.store, "posters", "bundled-0")
    view = boards_route(FakePage(), app, ["posters", kept.id], lambda *r: None)
    assert view.appbar.leading.identifier == "bd-editor-back"
    name = find(view, "po-ed-name")
    name.value = "Chez Mamie"
    name.on_change(SimpleNamespace(control=name))
    find(view, "po-ed-save").on_click(None)
    saved = boards.get(app.store, "posters", kept.id)
    assert saved.name == "Chez Mamie" and saved.data["brands"] == kept.data["brands"]


#: What a French reader sees for each game's bundled board (its name in game files stays the English id).
BUNDLED_FR = {"numeri": "Plateau d’exemple de Numeri", "froscheln": "Plateau d’exemple de Fröscheln",
              "loopit": "Plateau d’exemple de Loopit",
              "posters": "Plateau par défaut (reconstitué d’après des descriptions publiées ; à vérifier sur le vôtre)"}


@pytest.mark.parametrize("game", sorted(BUNDLED_FR))
def test_a_bundled_board_is_named_in_the_reader_s_language(tmp_path, game):
    """Review at 360 px in French: the bundled boards were "numeri-example", "example" and "Default board
    (reconstructed from published descriptions; check against your board)" on French screens."""
    app = AppState(Store(tmp_path / "games.sqlite3"), device_language="fr")
    english = boards.bundled(game)[0].name
    listed = " ".join(texts(BoardsScreen(FakePage(), app, game, lambda *r: None).view().controls))
    info = find_game(game)
    form = SetupForm(FakePage(), app, info, lambda *r: None) if game == "posters" else \
        NewGameForm(FakePage(), app, info, lambda *r: None)
    picked = " ".join(texts(find(form.view().controls, "setup-board")))
    for shown in (listed, picked):
        assert BUNDLED_FR[game] in shown, shown
        assert english not in shown
    assert boards.shown_name(game, "our table", "fr") == "our table"  # the table's own boards: as named


# --- issue 26 item 12 ------------------------------------------------------------------------------------------

def test_leaving_the_editor_of_a_bundled_board_unsaved_keeps_no_copy(app):
    """Tapping the pencil on a bundled board opens it in the editor; the table's copy is made on save only
    (it made "froscheln-example 2" at once, kept when the editor was left without saving)."""
    routes: list[str] = []
    screen = BoardsScreen(FakePage(), app, "loopit", lambda *r: routes.extend(r))
    screen.view()
    find(screen.items, "bd-edit-example").on_click(None)
    assert routes == ["/boards/loopit/bundled-0"] and app.store.boards.listed("loopit") == []


@pytest.mark.parametrize("game", boards.BOARD_GAMES)
def test_saving_a_bundled_board_keeps_a_copy_named_from_the_shown_name(app, game):
    """Saved, a bundled board becomes the table's own under the name the reader saw ("Fröscheln example
    board 2"... not the file id "froscheln-example 2"), and the editor goes on with that copy."""
    page = FakePage()
    editor = FileEditor(page, app, game, "bundled-0", lambda *r: None)
    editor.view()
    editor.save()
    (copy,) = app.store.boards.listed(game)
    shown = boards.shown_name(game, boards.bundled(game)[0].name, "en")
    assert copy.name == shown.split(" (")[0] and "-example" not in copy.name and "reconstructed" not in copy.name
    editor.save()
    assert len(app.store.boards.listed(game)) == 1  # the second save writes the same copy


def test_the_editors_back_arrow_has_a_name(app):
    """The app bar's back arrow of a board editor says what it does to a screen reader (issue 26 item 12)."""
    view = boards_route(FakePage(), app, ["loopit", "bundled-0"], lambda *r: None)
    leading = view.appbar.leading
    assert leading.identifier == "bd-editor-back" and (leading.label or leading.content.tooltip)


@pytest.mark.parametrize("game", [g for g in boards.BOARD_GAMES if "example" in boards.bundled(g)[0].data])
def test_a_board_saved_from_the_editor_is_no_longer_the_reconstructed_example(app, game):
    """The "reconstructed from published descriptions" note is the bundled board's: a board the table
    saved from the editor is theirs, checked against their own box (issue 26 item 12: the note stayed)."""
    editor = FileEditor(FakePage(), app, game, "bundled-0", lambda *r: None)
    editor.view()
    editor.save()
    (copy,) = app.store.boards.listed(game)
    assert copy.data["example"] is False
    own = boards.duplicate(app.store, game, "bundled-0")
    assert own.data["example"] is True  # a plain copy is still the example, until edited and saved
    FileEditor(FakePage(), app, game, own.id, lambda *r: None).save()
    assert boards.get(app.store, game, own.id).data["example"] is False


def test_moving_a_placed_barrier_keeps_it_chosen(app):
    """In the track editor's marks mode, a mark already on the board (a barrier) moved to another cell stays
    the chosen mark, for a second try; the walk to the next mark is for a mark placed the first time
    (issue 26 item 12: after moving one barrier the selection jumped to another)."""
    from referee_app.games.track.board_editor import LibraryEditor

    editor = LibraryEditor(app, "numeri", boards.bundled("numeri")[0].data, lambda data: None)
    editor.choose_mark("barrier-3")
    assert editor.fields["barrier-3"].strip()
    editor.tap_cell(11)
    assert editor.fields["barrier-3"] == "12" and editor.mark == "barrier-3"
    editor.choose_mark("barrier-2")
    editor.tap_cell(int(editor.fields["barrier-2"]) - 1)  # tapped on its own cell: taken off
    assert editor.fields["barrier-2"] == "" and editor.mark == "barrier-2"
    editor.tap_cell(8)  # placed again, the first time: the walk goes on to the next mark
    assert editor.fields["barrier-2"] == "9" and editor.mark == "barrier-3"
