"""The Défense d'afficher board editor: its draft edits (hypothesis: any board the editor can save is one
the rules accept, and it round-trips through the file unchanged), and the view's handlers without a
renderer."""

from __future__ import annotations

import json

import flet as ft
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee_app.games.posters import board_edit as be
from referee_app.games.posters.editor import BoardEditor
from referee_app.state import AppState
from referee_app.store import Store
from scorers.posters import parse, replay, to_file
from scorers.posters.board import EXAMPLE_BOARD, EXAMPLE_BOARD_DATA, Board

NAMES = st.text(alphabet="abcdeéLÖ ŁçÆ-'0", min_size=0, max_size=12)
SQUARE = st.integers(0, 60)
PANEL = st.sampled_from("ABCDEFGH")

edit = st.one_of(
    st.builds(lambda n: ("set_name", n), NAMES),
    st.builds(lambda n: ("set_track", n), st.integers(0, 70)),
    st.builds(lambda seat, s: ("set_start", seat, s), st.integers(0, 3), SQUARE),
    st.builds(lambda s: ("toggle_chance", s), SQUARE),
    st.builds(lambda p, s: ("set_brush", p, s), PANEL, SQUARE),
    st.builds(lambda s: ("clear_square", s), SQUARE),
    st.just(("add_panel",)),
    st.builds(lambda p: ("remove_panel", p), PANEL),
    st.builds(lambda p: ("add_slot", p), PANEL),
    st.builds(lambda p: ("remove_slot", p), PANEL),
    st.builds(lambda p, i, n: ("set_brand", p, i, n), PANEL, st.integers(0, 7), NAMES),
    st.builds(lambda k: ("add_card", k), st.sampled_from(be.CARD_KINDS)),
    st.builds(lambda i, c, s, m: ("set_card", i, c, s, m), st.integers(0, 9), st.integers(-1, 21),
              st.sampled_from([None, 1, -4, 6]), st.sampled_from([None, 1, 3])),
)


def run(draft: dict, step: tuple) -> dict:
    """An edit as the view makes it: only on what exists (a panel letter, a slot, a card shown)."""
    name, *args = step
    panels = {p["id"]: p for p in draft["panels"]}
    if name in ("set_brush", "remove_panel", "add_slot", "remove_slot", "set_brand") and args[0] not in panels:
        return draft
    if name == "set_brand" and args[1] >= len(panels[args[0]]["slots"]):
        return draft
    if name == "set_start" and args[1] >= draft["track"] or name in ("toggle_chance", "set_brush", "clear_square") \
            and args[-1] >= draft["track"]:
        return draft  # the view draws only the track's squares
    if name == "set_card":
        if args[0] >= len(draft["deck"]):
            return draft
        card = draft["deck"][args[0]]
        fields = {"count": args[1]}
        if card["kind"] == "move" and args[2] is not None:
            fields["steps"] = args[2]
        if card["kind"] == "fog":
            fields["posters"] = args[3]
        return be.set_card(draft, card["id"], **fields)
    return getattr(be, name)(draft, *args)


def filled(draft: dict, seed: int) -> dict:
    """Enough named brands for a deal, so that many random drafts are savable."""
    for _ in range(5):
        draft = be.add_panel(draft)
    for p, panel in enumerate(draft["panels"]):
        for i in range(len(panel["slots"])):
            draft = be.set_brand(draft, panel["id"], i, f"Marque {seed} {p}-{i}")
        draft = be.set_brush(draft, panel["id"], 3 + 6 * p)
    return be.set_name(draft, "Notre plateau")


@settings(max_examples=150, deadline=None)
@given(st.booleans(), st.integers(0, 3), st.lists(edit, max_size=30))
def test_any_board_the_editor_saves_is_accepted_and_round_trips(from_default, seed, steps):
    """Whatever a table taps, a board the editor lets it save is a board the rules accept (a game with it
    parses and deals at 2, 3 and 4 sides), and it goes through the game file and JSON unchanged, and back
    into the editor and out again unchanged."""
    draft = be.from_board(EXAMPLE_BOARD_DATA) if from_default else filled(be.blank(), seed)
    assert be.saved(draft) is not None  # each run starts from a savable board, so the checks below do run
    for step in steps:
        draft = run(draft, step)
        board = be.saved(draft)
        if board is None:
            assert be.problems(draft)
            continue
        for sides in (["A", "B"], ["A", "B", "C"], ["A", "B", "C", "D"]):
            state = parse({"game": "posters", "sides": sides, "board": board})
            assert replay(state).table.reserve > 0
        file = json.loads(json.dumps(to_file(parse({"game": "posters", "sides": ["A", "B"], "board": board}))))
        assert file["board"] == board
        assert Board.model_validate(file["board"]).model_dump(mode="json") == board
        assert be.saved(be.from_board(board)) == board


def test_the_default_board_comes_back_unchanged_through_the_editor():
    """Opened on the default and saved at once, the board is the default (still labelled reconstructed)."""
    assert be.saved(be.from_board(EXAMPLE_BOARD_DATA)) == EXAMPLE_BOARD.model_dump(mode="json")


def test_an_edit_makes_the_board_the_tables_own():
    """Once edited, the board is no longer the reconstructed default: its flag is off."""
    draft = be.set_brand(be.from_board(EXAMPLE_BOARD_DATA), "A", 0, "Savon Lune Extra")
    board = be.saved(draft)
    assert board["example"] is False and board["brands"]["lune"] == "Savon Lune Extra"


def test_the_editors_own_problems_are_named_in_words():
    """A blank board says what is missing: a name, a panel, brands enough for the deal."""
    keys = [key for _, key, _ in be.problems(be.blank())]
    assert keys == ["po.ed.p.name", "po.ed.p.no_panel", "po.ed.p.few"]
    draft = be.set_brand(filled(be.blank(), 0), "B", 1, "Marque 0 0-0")
    assert ("B2", "po.ed.p.twice") in [(w, k) for w, k, _ in be.problems(draft)]


def test_a_square_is_one_thing():
    """A chance square tapped as a brush square becomes the brush (and no longer a chance square)."""
    draft = be.toggle_chance(filled(be.blank(), 0), 5)
    draft = be.set_brush(draft, "A", 5)
    assert 5 not in draft["chance"] and draft["panels"][0]["brush"] == 5
    assert be.set_brush(draft, "A", 0)["panels"][0]["brush"] == 5  # a start square stays a start


# --- the view ----------------------------------------------------------------------------------------

@pytest.fixture
def app(tmp_path):
    return AppState(Store(tmp_path / "games.sqlite3"), device_language="en")


def find(control, identifier: str):
    stack = [control]
    while stack:
        item = stack.pop()
        if isinstance(item, (list, tuple)):
            stack.extend(item)
        elif item is not None:
            if isinstance(item, ft.Semantics) and item.identifier == identifier:
                return item.content
            stack.extend(getattr(item, a, None) for a in ("content", "controls", "actions"))
    raise LookupError(identifier)


def click(control) -> None:
    control.on_click(None)


def test_the_view_enters_a_small_board_by_taps(app):
    """From scratch: a chance square, five panels (add, tap its brush square, type four brands), a card;
    then save hands the board to `on_save`."""
    saved: list[dict] = []
    editor = BoardEditor(app, None, saved.append)
    assert find(editor.control, "po-ed-save").disabled
    click(find(editor.control, "po-ed-sq-2"))  # the chance tool is the first one
    for p in range(5):
        click(find(editor.control, "po-ed-add-panel"))
        click(find(editor.control, f"po-ed-sq-{4 + 5 * p}"))
        letter = "ABCDE"[p]
        for n in range(1, 5):
            field = find(editor.control, f"po-ed-slot-{letter}{n}")
            field.value = f"Marque {letter}{n}"
            field.on_change(type("E", (), {"control": field})())
    click(find(editor.control, "po-ed-add-card-fog"))
    name = find(editor.control, "po-ed-name")
    name.value = "Chez nous"
    name.on_change(type("E", (), {"control": name})())
    assert not find(editor.control, "po-ed-save").disabled, find(editor.control, "po-ed-problems").value
    click(find(editor.control, "po-ed-save"))
    board = saved[0]
    assert board["chance"] == [2] and [p["brush"] for p in board["panels"]] == [4, 9, 14, 19, 24]
    assert board["deck"][0]["kind"] == "fog" and len(board["brands"]) == 20
    parse({"game": "posters", "sides": ["A", "B"], "board": board})


def test_a_square_tap_repaints_only_that_square(app):
    """A tap changes the squares' marks in place: the tiles are the same controls after it."""
    editor = BoardEditor(app, EXAMPLE_BOARD_DATA, lambda _: None)
    tiles = list(editor.squares.controls)
    click(find(editor.control, "po-ed-sq-3"))
    assert editor.squares.controls == tiles and editor.tiles[3][1].value == "?"


def test_the_editor_labels_the_default_board_as_reconstructed(app):
    editor = BoardEditor(app, EXAMPLE_BOARD_DATA, lambda _: None)
    assert editor.reconstructed.visible and "reconstructed from published descriptions" in editor.reconstructed.value


def test_the_setup_plays_on_the_board_the_editor_saved_and_keeps_a_copy(app, monkeypatch):
    """The set-up opens the editor (on the default board), a saved board becomes the game's, and the
    game keeps its own copy in its file (editing the board later never changes it); it is kept in the
    boards library (a bundled board edited becomes the table's own) and chosen for the game."""
    from types import SimpleNamespace

    from referee_app.games.posters.setup import SetupForm
    from scorers.registry import find_game

    monkeypatch.setattr(ft.View, "update", lambda self: None)  # no page in this test
    routes: list[str] = []
    form = SetupForm(SimpleNamespace(), app, find_game("posters"), lambda *r: routes.extend(r))
    view = form.view()
    assert "reconstructed" in find(view, "po-board-label").value
    find(view, "po-edit-board").on_click(None)
    editor = view.controls[0]
    name = find(editor, "po-ed-name")
    name.value = "Chez Mamie"
    name.on_change(SimpleNamespace(control=name))
    find(editor, "po-ed-save").on_click(None)
    assert view.controls == [form.form, form.start_bar] and "Chez Mamie" in find(view, "po-board-label").value
    from referee_app import boards

    (kept,) = [b for b in boards.list_boards(app.store, "posters") if b.name == "Chez Mamie"]
    assert not kept.bundled and app.draft("board:posters") == kept.id  # the table's board, chosen for this game
    for ident_, person in (("po-member-0-0", "Anna"), ("po-member-1-0", "Ben")):
        find(form.rows, ident_).on_change(SimpleNamespace(control=SimpleNamespace(value=person)))
    form.start(None)
    record = app.record(routes[-1].rsplit("/", 1)[-1])
    assert record.data["file"]["board"]["name"] == "Chez Mamie"
    assert parse(record.data["file"]).board.name == "Chez Mamie"
