"""The track games in the app without a renderer: the document's changes, the user's boards, and the
screens (tap a cell then a token, the referee panel, the score, the board editor)."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

import flet as ft
import pytest
from test_app_components import FakePage, controls_in, find, texts

from referee_app.changes import Change, Refusal
from referee_app.fronts import front, game_file, score_saved
from referee_app.games.track import document as tm
from referee_app.games.track.board_editor import PAD, board_from_fields, cells_of, fields_from_board
from referee_app.games.track.screen import GameScreen
from referee_app.state import AppState
from referee_app.store import Store
from scorers.errors import RefereeError
from scorers.i18n import render
from scorers.registry import find_game
from scorers.track import describe, example_boards
from scorers.track.rules import STAR

PLAYERS = [{"name": "Anna", "colour": "yellow"}, {"name": "Ben", "colour": "blue"}]
#: the cell (index from 0) worth 25 on the default Numeri board: the middle one of the three end cells
TWENTY_FIVE = example_boards("numeri")["numeri-example"]["cells"].index(25)


@pytest.fixture
def app(tmp_path):
    return AppState(Store(tmp_path / "games.sqlite3"), device_language="en")


def screen_of(app, game: str = "numeri", players=PLAYERS) -> GameScreen:
    info = find_game(game)
    record = app.create_game(info, "Anna, Ben", front(info).new_document(info, players, None))
    screen = GameScreen(FakePage(), app, record.id, lambda *r: None)
    screen.view()
    return screen


def test_a_new_game_starts_on_the_bundled_example_board_with_nothing_placed():
    doc = tm.new_document("numeri", PLAYERS)
    assert doc.file["board"]["name"] == "numeri-example" and doc.file["board"]["example"] is True
    assert doc.file["tokens"] == {"Anna": [None] * 5, "Ben": [None] * 5}


def test_the_front_refuses_players_that_do_not_fit():
    info = find_game("froscheln")
    with pytest.raises(RefereeError):
        front(info).new_document(info, [{"name": "Anna", "colour": "yellow"}] * 2, None)


def test_placing_refuses_a_taken_cell_and_a_cell_before_the_start_in_the_rules_words():
    doc = tm.place(tm.new_document("froscheln", PLAYERS), 0, 1, 7).doc  # cell 8; the 2-player flag is cell 7
    taken = tm.place(doc, 1, 2, 7)
    assert isinstance(taken, Refusal) and "already holds Anna's frog 1" in render(taken.reasons[0])
    before = tm.place(doc, 1, 2, 2)
    assert isinstance(before, Refusal) and "before the start" in render(before.reasons[0])
    moved = tm.place(doc, 0, 1, 9)  # the same token somewhere else: it moves there
    assert isinstance(moved, Change) and moved.doc.file["tokens"]["Anna"][0] == 10
    assert tm.lift(moved.doc, 0, 1).doc.file["tokens"]["Anna"][0] is None


def test_a_move_from_the_referee_is_applied_or_refused_with_its_rule():
    doc = tm.new_document("numeri", PLAYERS)
    applied = tm.move(doc, 0, 2, (2,))
    assert isinstance(applied, Change) and applied.doc.file["tokens"]["Anna"][1] == 1
    assert render(applied.label) == "Anna: token 2 enters on cell 1 (-3)"  # was the notation, "a2:2"
    refused = tm.move(doc, 0, 2, (1,))
    assert isinstance(refused, Refusal) and "must move token 2" in render(refused.reasons[0])


def test_own_boards_are_kept_by_name_and_examples_cannot_be_overwritten(app):
    board = {"name": "kitchen", "cells": [0, 1, 2, 0, 3, 1, 4, 2, 0, 5], "starts": {"2": 3, "3": 2, "4": 1}}
    assert tm.keep_board(app.store, "froscheln", board) == []
    assert tm.boards_of(app.store, "froscheln")["kitchen"]["cells"] == board["cells"]
    example = dict(example_boards("froscheln")["froscheln-example"])
    assert tm.keep_board(app.store, "froscheln", example)  # refused: a bundled name
    bad = tm.keep_board(app.store, "froscheln", {**board, "name": "bad", "cells": [9] * 10})
    assert bad and "cells[0]" in [p.where for p in bad]


def test_another_board_is_refused_when_the_tokens_would_not_fit():
    doc = tm.place(tm.new_document("numeri", PLAYERS), 0, 1, 30).doc
    small = {"name": "small", "cells": [0] * 7 + [20, 25, 30], "barriers": {"2": 3, "3": 3, "4": 3}}
    assert isinstance(tm.use_board(doc, small), Refusal)
    assert isinstance(tm.use_board(tm.new_document("numeri", PLAYERS), small), Change)


def test_the_editor_fields_round_trip_a_board_and_say_what_is_not_a_number():
    board = example_boards("numeri")["numeri-example"]
    data, problems = board_from_fields({**fields_from_board("numeri", board), "name": "copy"})
    assert problems == [] and data["cells"] == board["cells"] and data["barriers"] == board["barriers"]
    _, problems = board_from_fields({"name": "x", "cells": "1 2 three", "start": "a"})
    assert [p.where for p in problems] == ["cells[2]", "start"]


def test_tapping_a_token_then_a_cell_places_it_and_the_referee_lists_and_applies_moves(app):
    screen = screen_of(app)
    screen.tap_token(0, 2)
    assert "Anna's token 2" in screen.cell_info.value
    screen.tap_cell(0)
    assert screen.doc.file["tokens"]["Anna"][1] == 1 and screen.pending is None
    screen.referee.choose_player(1)
    screen.referee.choose_roll(4)
    shown = texts(screen.body.controls)
    assert "Ben: token 4 enters on cell 2 (-3)" in shown and "1 legal move." in shown
    assert screen.drawing.painted[1][1] == "target"  # the cell the move reaches is highlighted
    screen.referee.apply((4,), False)
    assert screen.doc.file["tokens"]["Ben"][3] == 2 and screen.referee.seat == 0
    assert screen.referee.message.value == "Anna's turn."
    screen.undo()
    assert screen.doc.file["tokens"]["Ben"][3] is None


def test_a_move_earning_a_new_roll_keeps_the_player(app):
    screen = screen_of(app)
    for token, cell in ((1, 0), (2, 1)):
        screen.tap_token(0, token)
        screen.tap_cell(cell)
    screen.referee.choose_roll(3)
    move = tm.referee(screen.doc, 0, 3).moves[0]
    assert move.extra_roll
    screen.referee.apply(move.tokens, move.extra_roll)
    assert screen.referee.seat == 0 and screen.referee.message.value == "Anna rolls again."


def test_the_score_tab_and_the_saved_game_file(app):
    screen = screen_of(app)
    screen.tap_token(1, 2)
    screen.tap_cell(TWENTY_FIVE)
    screen.tab = "score"
    screen.refresh()
    # issue 13 item 8: tokens still to place, the game is not over: Ben leads, he has not won
    assert find(screen.body.controls, "score-winner").value == "Leading (not over yet): Ben"
    info = find_game("numeri")
    state, sheet = score_saved(info, app.record(screen.game_id).data)
    assert sheet.totals["Ben"] == 2 * 25 - 5 * 13
    assert game_file(info, app.record(screen.game_id).data)["board"]["name"] == "numeri-example"


def test_the_boards_tab_previews_a_typed_board_and_keeps_it(app):
    screen = screen_of(app, "froscheln")
    screen.tab = "boards"
    screen.refresh()
    panel = screen.boards
    for key, value in {"name": "porch", "cells": "0 1 2 3 4 0 1 2 0 5", "flag-2": "3", "flag-3": "2",
                       "flag-4": "1", "princess": "", "shore": ""}.items():
        panel.typed(key, value)
    assert texts(panel.problems.controls) == ["This board can be used."]
    assert panel.preview.content is not None
    panel.save()
    assert screen.doc.file["board"]["name"] == "porch"
    assert "porch" in tm.boards_of(app.store, "froscheln")
    panel.typed("cells", "0 1 9")
    assert any("worth 9" in text for text in texts(panel.problems.controls))


def test_the_quick_tally_scores_the_values_read_and_keeps_the_track(app):
    screen = screen_of(app)
    screen.tap_token(1, 2)
    screen.tap_cell(TWENTY_FIVE)
    screen.tab = "score"
    screen.refresh()
    screen.change(lambda d: tm.set_entry(d, "values"))
    for token, value in zip((1, 2, 3, 5), (0, 25, 9, -1)):  # the rule sheet's example: 4 not placed
        screen.score.typed(0, token, str(value))
    screen.score.typed(0, 4, "-")  # half typed: nothing saved
    assert screen.report.sheet.totals["Anna"] == 52
    # issue 13 item 8: values read under the tokens cannot say the game is over; the table does
    assert find(screen.body.controls, "score-winner").value == "Leading (not over yet): Anna"
    screen.change(lambda d: tm.set_finished(d, True))
    assert find(screen.body.controls, "score-winner").value == "Winner: Anna"
    screen.undo()
    info = find_game("numeri")
    assert "values" in game_file(info, app.record(screen.game_id).data)
    screen.undo()
    assert screen.score.fields[(0, 5)].value == ""
    screen.change(lambda d: tm.set_entry(d, "board"))
    assert screen.report.sheet.totals["Ben"] == -15 and screen.doc.file["tokens"]["Ben"][1] == TWENTY_FIVE + 1


def test_the_house_rule_is_switched_in_the_app_and_needs_a_shore():
    doc = tm.new_document("froscheln", PLAYERS)  # the example board has a shore
    on = tm.set_house_rule(doc, "split-after-shore", True)
    assert isinstance(on, Change) and on.doc.file["house_rules"] == ["split-after-shore"]
    assert tm.set_house_rule(on.doc, "split-after-shore", False).doc.file["house_rules"] == []
    no_shore = {"name": "plain", "cells": [0, 1, 2, 0, 3, 1, 4, 2, 0, 5], "starts": {"2": 3, "3": 2, "4": 1}}
    refused = tm.set_house_rule(tm.use_board(doc, no_shore).doc, "split-after-shore", True)
    assert isinstance(refused, Refusal) and "shore" in render(refused.reasons[0])


def test_the_editor_enters_a_board_by_tapping_the_pad_and_the_drawn_cells(app):
    """Issue 16 item 2: values from a pad (each tap writes the next cell), a tapped cell is corrected in
    place, and the marks are put on the drawn cells by tapping them: nobody counts cells."""
    screen = screen_of(app)
    screen.tab = "boards"
    screen.refresh()
    panel = screen.boards
    panel.new_board()
    assert panel.fields["cells"] == "" and "No cell yet" in panel.status.value
    default = example_boards("numeri")["numeri-example"]
    for value in default["cells"]:
        panel.tap_value(value)
    assert cells_of(panel.fields) == default["cells"]
    assert find(panel.tools.controls, "preview-37") is not None  # the drawing is tappable
    panel.tap_cell(9)  # a slip: cell 10 corrected, then back to adding at the end
    panel.tap_value(99)
    assert cells_of(panel.fields)[9] == 99 and panel.cursor == 10
    panel.tap_cell(9)
    panel.tap_value(default["cells"][9])
    assert panel.cursor == 10
    panel.tap_cell(10)  # the cursor's own cell tapped: adding at the end again
    assert panel.cursor is None and "cell 38, a new cell" in panel.status.value
    panel.set_mode("marks")
    assert panel.fields["start"] == "1" and panel.mark == "barrier-2"  # a new track starts at its Départ
    for cell in (default["barriers"][k] for k in "234"):  # the first cell past the barrier of 2, 3, 4
        panel.tap_cell(cell - 1)
    panel.choose_mark("barrier-4")
    panel.tap_cell(default["barriers"]["4"] - 1)  # the cell it is on, tapped: the barrier is taken off
    assert panel.fields["barrier-4"] == "" and panel.mark == "barrier-4"
    panel.tap_cell(default["barriers"]["4"] - 1)
    panel.typed("name", "ours")
    data, problems = board_from_fields(panel.fields)
    assert problems == [] and data == {**{k: v for k, v in default.items() if k != "example"}, "name": "ours"}
    assert texts(panel.problems.controls) == ["This board can be used."]
    panel.delete_cell()
    assert len(cells_of(panel.fields)) == len(default["cells"]) - 1


def test_the_froscheln_pad_has_the_multipliers_and_marks_go_in_order(app):
    screen = screen_of(app, "froscheln")
    screen.tab = "boards"
    screen.refresh()
    panel = screen.boards
    panel.new_board()
    assert [v for v in PAD["froscheln"]] == [0, 1, 2, 3, 4, 5]
    for value in (0, 1, 2, 0, 3, 1, 4, 2, 0, 5):
        panel.tap_value(value)
    panel.set_mode("marks")
    for cell in (3, 2, 1, 10, 5):  # flags 2, 3, 4, the Princess, the shore
        panel.tap_cell(cell - 1)
    data, problems = board_from_fields({**panel.fields, "name": "porch"})
    assert data["starts"] == {"2": 3, "3": 2, "4": 1} and data["princess"] == 10 and data["shore"] == 5
    assert tm.board_problems("froscheln", data) == [] and problems == []


@pytest.mark.parametrize("game", ["numeri", "froscheln"])
def test_a_cell_is_named_the_same_on_the_move_list_and_on_the_drawing(app, game):
    """Issue 17: "a cell is named the same way on the move list and on the drawing" (it said "enters on
    cell 2" while the highlighted cell showed 1, its printed value; Fröscheln cells showed only x0..x5).
    Every highlighted cell shows its number and its value, and the move names both the same way."""
    screen = screen_of(app, game)
    screen.referee.choose_player(0)
    screen.referee.choose_roll(STAR)
    state = screen.report.state
    for move in screen.referee.answer.moves:
        end = move.steps[-1].end
        worth = state.board.cells[end]
        number, value = str(end + 1), (f"x{worth}" if game == "froscheln" else str(worth))
        assert screen.drawing.painted[end][1] in ("target", "extra")
        assert number in texts(screen.drawing.cells[end]) and value in texts(screen.drawing.cells[end])
        shown = render(describe(state, move))
        assert f"cell {number} ({value})" in shown, shown


class RecordingPage(FakePage):
    """A page that keeps what each update was asked to send (no argument: the whole page)."""

    def __init__(self) -> None:
        super().__init__()
        self.updates: list[tuple] = []

    def update(self, *controls) -> None:
        self.updates.append(controls)


def test_a_track_move_sends_only_the_cells_and_panels_that_changed(app):
    """Issue 18: "repaint only what changed". A move repaints the track tab in place and sends the cells it
    changed and the panels around them, never the whole page (Flet's after-event update of every control)."""
    info = find_game("numeri")
    record = app.create_game(info, "Anna, Ben", front(info).new_document(info, PLAYERS, None))
    page = RecordingPage()
    screen = GameScreen(page, app, record.id, lambda *r: None)
    screen.view()
    for cell, seat, token in ((0, 0, 2), (1, 1, 4)):  # the token, then its cell (issue 17: after a token
        screen.tap_token(seat, token)                 # is placed the next is chosen, and a cell tap places it)
        screen.tap_cell(cell)
    screen.referee.choose_player(0)
    screen.referee.choose_roll(2)
    shown = list(screen.body.controls)
    page.updates.clear()
    screen.referee.apply((2,))
    assert screen.doc.file["tokens"]["Anna"][1] == 3
    assert page.updates and all(page.updates), page.updates  # every update names what it sends
    sent = [c for update in page.updates for c in update]
    assert screen.drawing.cells[0] in sent and screen.drawing.cells[2] in sent  # where token 2 left and landed
    assert screen.drawing.cells[20] not in sent and screen.body not in sent
    assert all(a is b for a, b in zip(screen.body.controls, shown))  # the tab was not rebuilt
    page.updates.clear()
    screen.tab = "score"  # another tab is built anew and left to the whole-page update
    screen.refresh()
    assert page.updates == []


def test_the_bundled_board_is_named_in_the_reader_s_language(tmp_path):
    """Review at 360 px in French: the track screen said "froscheln-example, reconstitué …" (the board's id)."""
    app = AppState(Store(tmp_path / "fr.sqlite3"), device_language="fr")
    screen = screen_of(app, "froscheln")
    said = find(screen.body.controls, "board-name").value
    assert said.startswith("Plateau d’exemple de Fröscheln") and "froscheln-example" not in said


@pytest.mark.parametrize("lang, words", [("en", "Anna, token 3: “x7” is not a number."),
                                         ("fr", "Anna, jeton 3 : « x7 » n’est pas un nombre.")])
def test_a_value_read_that_is_not_a_number_is_said_where_it_is_and_kept(app, lang, words):
    """Issue 24: "x7" typed under a token is not silently ignored: the tally says which player's token in the
    reader's language, saves nothing, and leaves what was typed in its field; a number typed then clears it."""
    app.set_language(lang)
    screen = screen_of(app)
    screen.tab = "score"
    screen.change(lambda d: tm.set_entry(d, "values"))
    before = screen.doc
    screen.score.fields[(0, 3)].value = "x7"
    screen.score.typed(0, 3, "x7")
    assert screen.score.wrong.value == words and screen.doc == before
    assert screen.score.fields[(0, 3)].value == "x7"
    screen.score.typed(0, 3, "7")
    assert screen.score.wrong.value == "" and screen.doc.values["Anna"][2] == 7


def test_the_five_value_fields_share_the_row_under_the_name(app):
    """Issue 24: at 360 px the fifth field was cut: the name sat beside five 58 px fields. The name is above
    its fields, which share the row's width (expand), each a finger tall."""
    screen = screen_of(app)
    fields = [find(screen.score.tally, f"value-a-{token}") for token in range(1, 6)]
    assert all(f.width is None and f.height >= 44 for f in fields)
    wrappers = [c for c in controls_in(screen.score.tally) if getattr(c, "identifier", "").startswith("value-a-")]
    assert len(wrappers) == 5 and all(w.expand for w in wrappers)


def test_the_values_read_open_with_the_keyboard_in_the_first_empty_field(app):
    """Issue 24: switching the Score tab to the values read puts the keyboard in the first empty field (no tap
    into it before the first value), drawn with autofocus and asked again when the Score tab is opened by the
    navigation bar; a field already typed is skipped; a finished game opens on its score without a keyboard."""
    screen = screen_of(app)
    focused = []
    screen.page.run_task = lambda handler, *a, **k: focused.append(handler)
    screen.tab = "score"
    screen.refresh()
    screen.score.choose("values")
    assert screen.doc.entry == "values" and focused[-1] == screen.score.focus_first_empty
    assert screen.score.first_empty() is screen.score.fields[(0, 1)]
    assert [f.autofocus for f in screen.score.fields.values()] == [True] + [False] * 9
    screen.score.fields[(0, 1)].value = "23"
    screen.score.typed(0, 1, "23")
    focused.clear()
    screen.switch(SimpleNamespace(control=SimpleNamespace(selected_index=0)))  # the track: no keyboard asked
    assert focused == []
    screen.switch(SimpleNamespace(control=SimpleNamespace(selected_index=1)))  # the Score tab, by the bar
    assert focused == [screen.score.focus_first_empty]
    assert screen.score.first_empty() is screen.score.fields[(0, 2)] and screen.score.fields[(0, 2)].autofocus
    screen.change(lambda d: tm.set_finished(d, True))
    screen.switch(SimpleNamespace(control=SimpleNamespace(selected_index=0)))
    focused.clear()
    screen.switch(SimpleNamespace(control=SimpleNamespace(selected_index=1)))  # drawn anew, finished
    assert focused == [] and not any(f.autofocus for f in screen.score.fields.values())


def test_enter_in_a_value_read_moves_the_keyboard_to_the_next_field(app):
    """Issue 24: Enter (the number pad's done key) in a value read goes to the player's next token, from the
    fifth to the next player's first, so that ten values are ten typed numbers; in the last field it stays."""
    screen = screen_of(app)
    fields = screen.score.fields
    asked = []
    for field in fields.values():
        async def focus(field=field) -> None:
            asked.append(field)
        object.__setattr__(field, "focus", focus)
    for (seat, token), field in list(fields.items()):
        asked.clear()
        asyncio.run(field.on_submit(None))
        following = {(0, 5): (1, 1), (1, 5): None}.get((seat, token), (seat, token + 1))
        assert asked == ([] if following is None else [fields[following]])


def test_the_delayed_focus_is_not_asked_once_the_values_read_are_left(app):
    """Issue 24: the first empty field asks the keyboard a moment after the values read are shown; if the table
    has gone back to the track entry (or marked the game finished) meanwhile, no keyboard is asked."""
    screen = screen_of(app)
    asked = []
    for field in screen.score.fields.values():
        async def focus(field=field) -> None:
            asked.append(field)
        object.__setattr__(field, "focus", focus)
    screen.tab = "score"
    screen.refresh()
    screen.score.choose("values")
    asyncio.run(screen.score.focus_first_empty())
    assert asked == [screen.score.fields[(0, 1)]]
    asked.clear()
    screen.score.choose("board")
    asyncio.run(screen.score.focus_first_empty())
    assert asked == []


THREE = [{"name": "Kim", "colour": "yellow"}, {"name": "Lou", "colour": "blue"}, {"name": "Max", "colour": "red"}]


def finished_on_the_track(app, game: str = "numeri") -> GameScreen:
    """Kim, Lou and Max's game entered on the track (Lou's token 4 never placed), marked finished, on its
    Score tab."""
    screen = screen_of(app, game, THREE)
    cells = iter(range(8, 40, 2))
    for seat in range(3):
        for token in (1, 2, 3, 4, 5):
            if (seat, token) != (1, 4):
                assert screen.change(lambda d, s=seat, k=token, c=next(cells): tm.place(d, s, k, c))
    screen.change(lambda d: tm.set_finished(d, True))
    screen.tab = "score"
    screen.refresh()
    return screen


@pytest.mark.parametrize("game", ["numeri", "froscheln"])
def test_values_read_on_a_finished_game_carry_the_position_over(app, game):
    """Issue 36 item 1: on a finished game, the Score tab's "Values read" said "Shared win: Kim, Lou and Max",
    each at -75 (five empty fields a player, scored as tokens never placed). The switch carries the position
    over: each field holds the value under its token on the track (Lou's token 4, not placed, stays empty),
    and the result, the winner and every total are the track's."""
    screen = finished_on_the_track(app, game)
    on_track = screen.report.sheet
    screen.score.choose("values")
    assert screen.doc.entry == "values"
    shown = screen.report.sheet
    assert shown is not None and shown.totals == on_track.totals and min(on_track.totals.values()) > -75
    assert [e.player for e in shown.ranking.entries] == [e.player for e in on_track.ranking.entries]
    board = screen.doc.file["board"]["cells"]
    assert screen.score.fields[(0, 1)].value == str(board[screen.doc.file["tokens"]["Kim"][0] - 1])
    assert screen.score.fields[(1, 4)].value == ""
    _, saved = score_saved(find_game(game), app.record(screen.game_id).data)
    assert saved.totals == on_track.totals  # History and the PDF read the same


def test_values_read_nobody_typed_score_nothing(app):
    """Issue 36 item 1: values read that nobody typed give no result: with nothing on the track to carry over,
    the Score tab says nothing is scored until every player has a value (no winner, no totals, no PDF
    button), and still while a player has none; once each has one, the sheet is there."""
    screen = screen_of(app, "numeri", THREE)
    screen.tab = "score"
    screen.refresh()
    screen.score.choose("values")
    assert screen.report.sheet is None and screen.report.missing == ("Kim", "Lou", "Max")
    words = " ".join(texts(screen.body.controls))
    assert "Nothing is scored until every player has a value read: none yet for Kim, Lou, Max." in words
    assert "-75" not in words and "Shared win" not in words
    ids = [c.identifier for c in controls_in(screen.body.controls) if isinstance(c, ft.Semantics)]
    assert "score-winner" not in ids and "result-pdf" not in ids and "finish" not in ids
    screen.score.typed(0, 1, "12")
    screen.score.typed(1, 1, "3")
    assert screen.report.sheet is None and screen.report.missing == ("Max",)
    screen.score.typed(2, 5, "-2")
    assert screen.report.sheet is not None and screen.report.sheet.totals["Max"] == 5 * -2 + 10 * -5
