"""Issue 17, "entry with fewer taps", on the track screen without a renderer: after a token is placed by
hand the next token to place is chosen for the table (the same player's next, then the next seat's), so
an end position is one tap a token (issue 24: from the first, the first seat's first token being chosen on an
empty track); a token tapped is chosen instead; a Numeri position the rules say is
final, once every token is placed, shows its score without a tap on the Score tab."""

from __future__ import annotations

from test_app_components import find
from test_track_app import PLAYERS, app, screen_of  # noqa: F401 - `app` is the fixture the tests take

from referee_app.games.track import document as tm
from scorers.track import example_boards

THREE = [*PLAYERS, {"name": "Chloé", "colour": "green"}]
#: the end of a Numeri game on the example board (cells from 1): the last three cells held, so it is over
NUMERI_END = {"Anna": [23, 28, 33, 35, 37], "Ben": [31, 27, 30, 32, 36]}


def placed(doc: tm.TrackDocument, spots: dict[str, list[int | None]]) -> tm.TrackDocument:
    """`doc` with the tokens on the given cells (from 1; None: not placed)."""
    return doc.model_copy(update={"file": {**doc.file, "tokens": {**doc.file["tokens"], **spots}}})


def test_the_next_token_to_place_is_the_same_players_next_then_the_next_seats_first():
    doc = tm.new_document("numeri", THREE)
    assert tm.next_to_place(doc, 0, 1) == (0, 2)  # nothing else placed: Anna's next
    doc = placed(doc, {"Anna": [1, 2, None, 4, None]})
    assert tm.next_to_place(doc, 0, 2) == (0, 3)  # placed ones are skipped...
    assert tm.next_to_place(doc, 0, 3) == (0, 5)
    doc = placed(doc, {"Anna": [1, 2, 3, 4, 5]})
    assert tm.next_to_place(doc, 0, 5) == (1, 1)  # ...and after the last of a player, the next seat's first
    doc = placed(doc, {"Ben": [6, 7, 8, 9, 10], "Chloé": [None, 11, 12, 13, 14]})
    assert tm.next_to_place(doc, 1, 5) == (2, 1)
    doc = placed(doc, {"Anna": [1, None, 3, 4, 5], "Chloé": [15, 11, 12, 13, 14]})
    assert tm.next_to_place(doc, 2, 1) == (0, 2)  # past the last seat: round to the first
    doc = placed(doc, {"Anna": [1, 2, 3, 4, 5]})
    assert tm.next_to_place(doc, 0, 2) is None  # all placed: nothing chosen


def test_an_empty_track_places_the_first_seats_first_token_at_the_first_cell_tap(app):  # noqa: F811
    """Issue 24: a finished position is entered one tap a token from its very first token. On a track with no
    token yet, the first seat's first token is the one a cell tap places, and the screen says so; once a token
    is on the track, a change that is not a placement lets go of the choice again (as before)."""
    screen = screen_of(app)
    assert screen.selected == (0, 1) and "Anna's token 1" in screen.cell_info.value
    assert screen.token_semantics[(0, 1)].selected
    screen.tap_cell(22)
    assert screen.doc.file["tokens"]["Anna"][0] == 23 and screen.selected == (0, 2) and screen.pending is None
    screen.undo()  # back to an empty track: its first token is chosen again
    assert screen.doc.file["tokens"]["Anna"][0] is None and screen.selected == (0, 1)
    screen.tap_token(1, 3)  # another token tapped first: that one goes on the next cell tapped
    screen.tap_cell(9)
    assert screen.doc.file["tokens"]["Ben"][2] == 10 and screen.doc.file["tokens"]["Anna"][0] is None
    screen.referee.choose_roll(2)  # a token on the track: a roll lets go of the choice
    assert screen.selected is None


def test_a_finished_or_values_read_game_chooses_no_token(app):  # noqa: F811
    """Only an empty track being entered chooses its first token: not a game the table marked finished, nor one
    entered as the values read under the tokens."""
    doc = tm.new_document("numeri", THREE)
    assert tm.first_to_place(doc) == (0, 1)
    assert tm.first_to_place(doc.model_copy(update={"finished": True})) is None
    assert tm.first_to_place(doc.model_copy(update={"entry": "values"})) is None
    assert tm.first_to_place(placed(doc, {"Chloé": [None, None, 5, None, None]})) is None


def test_a_placed_token_chooses_the_next_so_a_cell_tap_places_it(app):  # noqa: F811
    screen = screen_of(app)
    screen.tap_cell(22)  # the first token (issue 24: chosen on an empty track)
    assert screen.selected == (0, 2) and "Anna's token 2" in screen.cell_info.value
    for token, cell in enumerate((28, 33, 35, 37), start=2):  # then one tap a token
        screen.tap_cell(cell - 1)
        assert screen.doc.file["tokens"]["Anna"][token - 1] == cell and screen.pending is None
    assert screen.selected == (1, 1)  # after Anna's last token, Ben's first
    # the chosen token is shown on its button (a thick ring) and said to a screen reader
    button = screen.token_buttons[(1, 1)]
    assert button.border.top.width > screen.token_buttons[(1, 2)].border.top.width
    assert screen.token_semantics[(1, 1)].selected and not screen.token_semantics[(1, 2)].selected


def test_a_tapped_token_is_chosen_instead_and_a_taken_cell_is_only_chosen(app):  # noqa: F811
    screen = screen_of(app)
    screen.tap_token(1, 3)  # no cell chosen: the token tapped is the one the next cell tap places
    assert screen.selected == (1, 3) and "Ben's token 3" in screen.cell_info.value
    screen.tap_cell(9)
    assert screen.doc.file["tokens"]["Ben"][2] == 10 and screen.selected == (1, 4)
    screen.tap_cell(9)  # a cell that holds a token is chosen (to lift it), not placed on
    assert screen.pending == 9 and screen.doc.file["tokens"]["Ben"][3] is None
    screen.lift_pending()  # a typing mistake lifted: that token is the next to place
    assert screen.doc.file["tokens"]["Ben"][2] is None and screen.selected == (1, 3)
    screen.tap_cell(11)
    assert screen.doc.file["tokens"]["Ben"][2] == 12
    screen.referee.choose_roll(2)  # any other change lets go of the choice: a later cell tap places nothing
    assert screen.selected is None
    screen.tap_cell(20)
    assert screen.pending == 20 and all(spot in (None, 12) for spots in screen.doc.file["tokens"].values()
                                        for spot in spots)


def test_a_numeri_end_position_entered_shows_its_score(app):  # noqa: F811
    """NU-END: the game ends when the last three cells are all occupied; once the position says so and
    every token is placed, the Score tab comes up by itself (the table's next look)."""
    screen = screen_of(app)
    assert len(example_boards("numeri")["numeri-example"]["cells"]) == 37
    screen.tap_cell(NUMERI_END["Anna"][0] - 1)  # the first token: chosen on an empty track (issue 24)
    cells = [*NUMERI_END["Anna"][1:], *NUMERI_END["Ben"]]
    for cell in cells[:-1]:
        screen.tap_cell(cell - 1)
        assert screen.tab == "track"
    screen.tap_cell(cells[-1] - 1)  # Ben's 5 on cell 36: the last three cells held, every token placed
    assert screen.report.over is True and screen.tab == "score" and screen.nav.selected_index == 1


def test_a_numeri_position_over_with_tokens_left_to_place_stays_on_the_track(app):  # noqa: F811
    """Over by NU-END, but the table is still entering tokens: the track stays (no tab change mid-entry)."""
    screen = screen_of(app)
    screen.tap_cell(34)  # the first token: chosen on an empty track (issue 24)
    screen.tap_cell(35)
    screen.tap_cell(36)  # cells 35-37 held: over, Anna's 4 and 5 and Ben's tokens still to place
    assert screen.report.over is True and screen.tab == "track" and screen.selected == (0, 4)


def test_a_froscheln_position_never_leaves_the_track_by_itself(app):  # noqa: F811
    """FRO-END: the position alone never ends a Fröscheln game (a player who cannot move does)."""
    screen = screen_of(app, "froscheln")
    ends = {"Anna": [24, 27, 30, 33, 36], "Ben": [31, 32, 25, 28, 35]}
    screen.tap_cell(ends["Anna"][0] - 1)  # the first token: chosen on an empty track (issue 24)
    for cell in [*ends["Anna"][1:], *ends["Ben"]]:
        screen.tap_cell(cell - 1)
    assert screen.doc.file["tokens"] == ends and screen.selected is None and screen.tab == "track"


def test_a_froscheln_end_entered_by_hand_is_said_over_in_one_tap_on_the_track(app):  # noqa: F811
    """FRO-END: once a frog has reached the Princess, the game ends when a player cannot move, which the position
    alone cannot say; the table saw it. Issue 24: with every frog placed, the track itself offers "game over"
    beside the end rule at its top (one tap, not the Score tab then its button); it marks the game finished and
    shows the score, and one undo takes it back. Not offered while a frog is still to place, nor before the
    Princess is reached."""
    screen = screen_of(app, "froscheln")
    ends = {"Anna": [24, 27, 30, 33, 36], "Ben": [31, 32, 25, 28, 35]}  # Anna's 5 on the Princess (36)
    cells = [*ends["Anna"], *ends["Ben"]]
    for cell in cells:
        assert not screen.ends_row.visible
        screen.tap_cell(cell - 1)
    assert screen.ends_row.visible and screen.tab == "track" and not screen.doc.finished
    assert screen.ends_row.content.content == "Game over"
    assert screen.end_text.value == "The Princess has been reached: the game ends when a player cannot move."
    screen.table_ends()
    assert screen.doc.finished and screen.tab == "score" and screen.nav.selected_index == 1
    assert find(screen.body.controls, "score-winner").value.startswith("Winner: ")
    screen.undo()
    assert not screen.doc.finished
    screen.tab = "track"
    screen.refresh()
    assert screen.ends_row.visible


def test_a_froscheln_track_short_of_the_princess_offers_no_end(app):  # noqa: F811
    """FRO-END: before the Princess is reached the game goes on whatever anyone rolls: every frog placed, the
    track does not offer "the game is over" (the Score tab's "Mark as finished" stays the table's way out)."""
    screen = screen_of(app, "froscheln")
    for cell in [24, 27, 30, 33, 34, 31, 32, 25, 28, 35]:
        screen.tap_cell(cell - 1)
    assert all(spot is not None for spots in screen.doc.file["tokens"].values() for spot in spots)
    assert not screen.ends_row.visible


def test_a_numeri_end_position_with_a_token_never_placed_shows_its_score(app):  # noqa: F811
    """Issue 36 item 6: a final position entered seat by seat, Ben's token 4 never placed in the game (the table
    tapped his token 5 instead): once the last seat's last token is on the track and the last three cells are
    held, the Score tab comes up; the track asked "To place: Ben's token 4" for ever."""
    screen = screen_of(app)
    screen.tap_cell(NUMERI_END["Anna"][0] - 1)
    for cell in [*NUMERI_END["Anna"][1:], *NUMERI_END["Ben"][:3]]:
        screen.tap_cell(cell - 1)
    assert screen.selected == (1, 4) and screen.tab == "track"
    screen.tap_token(1, 5)  # Ben's token 4 was never placed: his 5 is the last of the position
    screen.tap_cell(NUMERI_END["Ben"][4] - 1)
    assert screen.report.over is True and screen.doc.file["tokens"]["Ben"][3] is None
    assert screen.tab == "score" and screen.nav.selected_index == 1 and screen.selected is None
    assert find(screen.body.controls, "score-winner").value.startswith("Winner: ")


def test_a_token_moved_on_a_game_already_over_keeps_the_track(app):  # noqa: F811
    """A correction of a finished position (a token moved to another cell) stays on the track, where it was made."""
    screen = screen_of(app)
    screen.tap_cell(NUMERI_END["Anna"][0] - 1)
    for cell in [*NUMERI_END["Anna"][1:], *NUMERI_END["Ben"]]:
        screen.tap_cell(cell - 1)
    screen.tab = "track"
    screen.refresh()
    screen.tap_token(0, 1)
    screen.tap_cell(1)
    assert screen.doc.file["tokens"]["Anna"][0] == 2 and screen.report.over is True and screen.tab == "track"


def test_lift_the_token_off_is_at_the_top_of_the_track(app):  # noqa: F811
    """Issue 36 item 6: "Lift the token off" came at the foot of the token rows, under the tab bar at 412 x 915.
    A tap on a cell that holds a token shows it in the slot at the top of the track, beside where the game
    stands (in view whatever the scroll), not among the token rows; one tap lifts the token."""
    from test_app_components import controls_in

    screen = screen_of(app)
    screen.tap_cell(3)  # the first token on cell 4
    assert not screen.lift_row.visible
    screen.tap_cell(3)  # the cell holding it, chosen
    assert screen.pending == 3 and screen.lift_row.visible
    assert any(c is screen.lift_row for c in controls_in(screen.top))
    assert not any(c is screen.lift_row for c in controls_in(screen.chooser))
    screen.lift_button.on_click(None)
    assert screen.doc.file["tokens"]["Anna"][0] is None and not screen.lift_row.visible
