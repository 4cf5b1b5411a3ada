"""Hundsgemein's colour-side board entry and the play-along's fixes (issue 24), below the browser: the document's
changes and the screen's taps and drags, with a stand-in page."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_app_components import FakePage

from referee_app.changes import Refusal
from referee_app.games.hundsgemein import document as hg
from referee_app.games.hundsgemein.board import Layout
from referee_app.games.hundsgemein.screen import GameScreen
from referee_app.state import AppState
from referee_app.store import Store
from scorers.hundsgemein.geometry import index
from scorers.i18n import render
from scorers.registry import find_game

from hg_helpers import DOGS

PLAYERS = [{"name": "Anna", "colour": "yellow"}, {"name": "Ben", "colour": "blue"}, {"name": "Chloé", "colour": "red"}]
FIXTURE = json.loads((Path(__file__).parent / "data" / "hundsgemein" / "final_44_colours.json").read_text("utf-8"))


def fresh(paint: bool = True) -> hg.HgDocument:
    doc = hg.new_document(PLAYERS, "standard")
    doc = hg.HgDocument.model_validate({**dict(doc), "file": {**doc.file, "dogs": DOGS}})
    return hg.set_entry(doc, "colours" if paint else "board").doc


def said(refusal, lang: str = "en") -> str:
    return " ".join(render(r.params.get("text", r), lang) for r in refusal)


# --- the document ------------------------------------------------------------------------------------

def test_a_stroke_paints_every_free_block_it_crossed_in_one_change():
    """HG-COLOURS: a drag's blocks, each painted with the picked colour, type not known ('?'): one change."""
    change = hg.paint(fresh(), [index(0, 0), index(0, 1), index(1, 1)], 1)
    assert change.doc.file["board"][0].startswith("b? b? ..") and change.doc.file["board"][1].startswith(".. b?")
    assert change.left == () and render(change.label, "en") == "3 tiles of Ben painted"


def test_a_stroke_over_another_colour_leaves_it_and_says_where():
    """A block painted twice: a block holding another colour's tile is left as it is, said with its place, in
    both languages; the free blocks of the stroke are painted; a stroke with nothing free is refused."""
    doc = hg.paint(fresh(), [index(0, 1)], 0).doc
    change = hg.paint(doc, [index(0, 0), index(0, 1), index(0, 2)], 1)
    assert change.doc.file["board"][0].startswith("b? a? b?")
    assert "row 1, column 2 is taken by Anna's tile" in said(change.left)
    assert "rangée 1, colonne 2" in said(change.left, "fr")
    refused = hg.paint(change.doc, [index(0, 1)], 2)
    assert isinstance(refused, Refusal) and "taken by Anna's tile" in said(refused.reasons)


def test_the_centre_and_a_seat_that_is_no_player_are_refused():
    """HG-CENTRE: a tap on the crossed bones paints nothing; a colour that is not a player's is refused, in
    the reader's language."""
    assert "centre block" in said(hg.paint(fresh(), [index(3, 3)], 0).reasons)
    refused = hg.paint(fresh(), [index(0, 0)], 3)
    assert isinstance(refused, Refusal) and "Seat 4 is no player's colour" in said(refused.reasons)
    assert "Le siège 4" in said(refused.reasons, "fr")


def test_a_stroke_stops_at_the_players_supply():
    """HG-SUPPLY: 3 players hold 16 tiles each: a stroke beyond the 16th paints 16 and says why it stopped."""
    blocks = [b for b in range(49) if b != index(3, 3)][:20]
    change = hg.paint(fresh(), blocks, 0)
    assert hg.tiles_on_board(change.doc) == 16 and "Anna has no tile left: all 16" in said(change.left)


def test_a_tile_laid_in_the_wrong_colour_is_given_to_its_owner_in_one_change():
    """Play-along: the tile keeps its type, changes owner, and the seat after its new owner lays next."""
    doc = hg.place(fresh(paint=False), index(0, 0), 0, 2).doc
    change = hg.recolour(doc, index(0, 0), 2)
    assert change.doc.file["board"][0].startswith("c2") and change.doc.turn == 0
    assert isinstance(hg.recolour(change.doc, index(0, 0), 2), Refusal)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(0, 2), st.lists(st.integers(0, 48), min_size=1, max_size=10)), max_size=12))
def test_strokes_never_paint_a_block_twice_nor_beyond_a_supply(strokes):
    """Any strokes by any colours: every tile on the board is where the first stroke over its free block put
    it, no colour over its 16, the centre free, and the document always a game file that parses."""
    doc = fresh()
    owner: dict[int, int] = {}
    for player, blocks in strokes:
        change = hg.paint(doc, blocks, player)
        if isinstance(change, Refusal):
            continue
        doc = change.doc
        for block in blocks:
            if block != index(3, 3) and block not in owner and sum(p == player for p in owner.values()) < 16:
                owner[block] = player
    assert {b: hg.tile_at(doc, b)[0] for b in range(49) if hg.tile_at(doc, b)} == owner
    assert hg.state_of(doc).board[index(3, 3)] is None


# --- the screen -------------------------------------------------------------------------------------

@pytest.fixture
def app(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, device_language="en")
    store.close()


def screen_on(app: AppState, doc: hg.HgDocument) -> GameScreen:
    record = app.create_game(find_game("hundsgemein"), "Anna, Ben, Chloé", doc)
    screen = GameScreen(FakePage(), app, record.id, lambda *r: None)
    screen.view()
    screen.switch(SimpleNamespace(control=SimpleNamespace(selected_index=1)))
    return screen


def drag(screen: GameScreen, cells: list[tuple[int, int]]) -> None:
    """A finger down on the first block's centre, moved straight through the others, lifted (no thread: the
    handlers are coroutines, run here one after the other)."""
    import asyncio

    layout = screen.board.layout
    points = [(layout.offset(c) + layout.block / 2, layout.offset(r) + layout.block / 2) for r, c in cells]
    at = lambda p: SimpleNamespace(local_position=SimpleNamespace(x=p[0], y=p[1]))  # noqa: E731

    async def go() -> None:
        await screen.board._pan_down(at(points[0]))
        await screen.board._pan_start(at(points[0]))
        for point in points[1:]:
            await screen.board._pan_update(at(point))
        await screen.board._pan_end(None)

    asyncio.run(go())


def test_a_picked_colour_stays_picked_tap_paints_and_a_second_tap_clears(app):
    """The colour-side entry: no seat order (the colour stays after each tile); a tap on a block of the
    picked colour clears it; each is one undo step."""
    screen = screen_on(app, fresh())
    screen.choose(player=2)
    for column in range(3):
        screen.tap_block(index(0, column))
    assert screen.player == 2 and screen.doc.file["board"][0].startswith("c? c? c?")
    screen.tap_block(index(0, 1))
    assert screen.doc.file["board"][0].startswith("c? .. c?")
    screen.undo()
    assert screen.doc.file["board"][0].startswith("c? c? c?")


def test_a_drag_paints_each_block_it_crosses_and_is_one_undo_step(app):
    """A drag along row 2 then down column 7 (a turn in one gesture) paints the 9 blocks it crossed, the
    blocks between the points too; one undo takes the whole drag back."""
    screen = screen_on(app, fresh())
    screen.choose(player=1)
    drag(screen, [(1, 0), (1, 6), (3, 6)])
    assert screen.doc.file["board"][1] == "b? b? b? b? b? b? b?"
    assert [screen.doc.file["board"][r].split()[6] for r in (2, 3)] == ["b?", "b?"]
    screen.undo()
    assert hg.tiles_on_board(screen.doc) == 0


def test_a_drag_over_another_colour_says_so_in_the_banner(app):
    """A drag across a block of another colour paints the rest and says, at the top of the board, which block
    it left and whose tile holds it."""
    screen = screen_on(app, fresh())
    screen.tap_block(index(0, 3))  # Anna's
    screen.choose(player=1)
    drag(screen, [(0, 0), (0, 6)])
    assert screen.doc.file["board"][0] == "b? b? b? a? b? b? b?"
    assert screen.refusal_shown and "Row 1, column 4 is taken by Anna's tile" in screen.banner.words.value


def test_layout_finds_the_block_under_a_finger_and_none_on_a_street():
    """The drag's geometry: a point on a block names it, a point on a street names none, a straight move
    across a row names its 7 blocks in order."""
    layout = Layout.fitting(352)
    assert layout.block_at(layout.offset(2) + 1, layout.offset(5) + 1) == index(5, 2)
    assert layout.block_at(layout.offset(1) - 1, layout.offset(1) + 5) is None  # on street V1
    assert layout.blocks_crossed((layout.offset(0) + 5, layout.offset(0) + 5),
                                 (layout.offset(6) + 5, layout.offset(0) + 5)) == list(range(7))


def test_the_play_along_shows_the_next_seat_big_and_fixes_the_last_tiles_colour_in_one_tap(app):
    """Play-along: the seat that receives the next tile is named, big, in its colour; a tile laid in the
    wrong colour is one tap on its owner's chip (the seat order follows the owner)."""
    screen = screen_on(app, fresh(paint=False))
    assert screen.next_seat.visible and screen.next_words.value == "Next tile: Anna"
    screen.tap_block(index(0, 0))
    assert screen.next_words.value == "Next tile: Ben"
    screen.fix_owner(2)
    assert screen.doc.file["board"][0].startswith("c1") and screen.next_words.value == "Next tile: Anna"
    screen.switch_entry("colours")
    assert not screen.next_seat.visible and not screen.fix_row.visible


# --- street counts typed (issue 24, item 2) -------------------------------------------------------------

def counts_screen(app: AppState, variant: str = "standard") -> GameScreen:
    doc = fresh(paint=False)
    if variant == "expert":
        doc = hg.set_variant(doc, "expert").doc
    screen = screen_on(app, doc)
    screen.switch_entry("counts")
    return screen


def test_a_count_typed_is_kept_and_enter_goes_to_the_next_field(app):
    """One field per player per street: the digits typed become the count (one undo step), Enter goes to the
    next player's field, then to the next street's first."""
    screen = counts_screen(app)
    fields = screen.counts.fields
    fields[("H1", 0, "count")].field.value = "5"
    assert screen.counts.commit(fields[("H1", 0, "count")], True, "H1", "Anna", "count") is fields[("H1", 1, "count")]
    fields[("H1", 2, "count")].field.value = "12"
    assert screen.counts.commit(fields[("H1", 2, "count")], True, "H1", "Chloé", "count") is fields[("H2", 0, "count")]
    assert screen.doc.streets == {"H1": {"Anna": 5, "Chloé": 12}}
    screen.undo()
    assert screen.doc.streets == {"H1": {"Anna": 5}}


@pytest.mark.parametrize("typed, says", [
    ("-2", "H1, Anna: “-2” is not a count"),
    ("x", "H1, Anna: “x” is not a count"),
    ("٣", "is not a count"),  # a digit, but not one a count is typed with
    ("17", "H1: Anna has 17 tiles along it, but only 16 in all."),
])
def test_bad_counts_are_refused_where_they_were_typed_and_nothing_is_lost(app, typed, says):
    """A negative or non-numeric count, a count over the player's supply (HG-SUPPLY): refused, said with its
    street and player in the banner, the field keeping what was typed; the document unchanged."""
    screen = counts_screen(app)
    field = screen.counts.fields[("H1", 0, "count")]
    field.field.value = typed
    assert screen.counts.commit(field, True, "H1", "Anna", "count") is None
    assert says in screen.banner.words.value and field.field.value == typed and screen.doc.streets == {}


def test_expert_runs_are_typed_and_a_run_longer_than_a_side_is_refused(app):
    """Expert: each player's row holds the tiles and the two runs; a run of 8 is refused (a side has 7)."""
    screen = counts_screen(app, "expert")
    run = screen.counts.fields[("V2", 1, "run0")]
    run.field.value = "3"
    screen.counts.commit(run, False, "V2", "Ben", "run0")
    assert hg.count_of(screen.doc, "V2", "Ben") == (0, (3, 0))
    run.field.value = "8"
    screen.counts.commit(run, False, "V2", "Ben", "run0")
    assert "a side has at most 7 blocks" in screen.banner.words.value
    assert hg.count_of(screen.doc, "V2", "Ben") == (0, (3, 0))


def test_the_steppers_stay_one_tap_away(app):
    """+/- are the second way: a tap shows the − n + cards, another the number pad again."""
    screen = counts_screen(app)
    screen.counts.toggle(None)
    screen.change(lambda d: hg.step_count(d, "H3", "Ben", 1))
    assert screen.counts.steppers[("H3", 1, "count")].value.value == "1"
    assert screen.counts.fields[("H3", 1, "count")].field.value == "1"


def test_a_seat_picked_by_hand_that_lays_twice_in_a_row_still_hands_the_turn_on(app):
    """Play-along, a finished board entered row by row: Chloé's chip picked, her tile laid (Anna next),
    Chloé's chip picked again, her tile laid: Anna is next again. The seat stayed with Chloé before (the
    turn number had not changed), and the next tile went in her colour without a word."""
    screen = screen_on(app, fresh(paint=False))
    screen.choose(player=2)
    screen.tap_block(index(0, 0))
    assert screen.player == 0
    screen.choose(player=2)
    screen.tap_block(index(0, 2))
    assert screen.player == 0 and screen.next_words.value == "Next tile: Anna"


def test_an_imported_colour_side_file_opens_in_the_colour_entry():
    """A game file whose board has '?' types (a QR code from another phone) opens in the colour-side entry,
    finished; a typed board opens tile by tile."""
    from referee_app.games.hundsgemein.front import document_from_file

    assert document_from_file(find_game("hundsgemein"), FIXTURE).shown_entry == "colours"
    typed = {**FIXTURE, "board": [row.replace("?", "1") for row in FIXTURE["board"]]}
    assert document_from_file(find_game("hundsgemein"), typed).shown_entry == "board"


@settings(max_examples=200, deadline=None)
@given(st.sampled_from([352, 404, 480]), st.integers(0, 6), st.integers(0, 6), st.integers(0, 6),
       st.floats(0.05, 0.95), st.floats(0.05, 0.95), st.booleans())
def test_a_straight_drag_along_a_row_or_column_crosses_exactly_the_blocks_between(width, line, a, b, u, v, across):
    """A drag along a row (or a column) from anywhere on block a to anywhere on block b crosses blocks a to b,
    each once, in order, and no block of another row (column): a finger's run paints that run and no more."""
    layout = Layout.fitting(width)
    start = layout.offset(a) + u * layout.block
    end = layout.offset(b) + v * layout.block
    middle = layout.offset(line) + layout.block / 2
    points = ((start, middle), (end, middle)) if across else ((middle, start), (middle, end))
    step = 1 if b >= a else -1
    expected = [index(line, c) if across else index(c, line) for c in range(a, b + step, step)]
    assert layout.blocks_crossed(*points) == expected


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "By colour: 6 tiles typed. The game ends when you mark it finished (Score tab)."),
    ("fr", "Côté couleur : 6 tuiles saisies. La partie finit quand vous la marquez terminée (onglet Score).")])
def test_a_board_by_colour_is_not_said_over_while_it_is_typed(tmp_path, lang, words):
    """Issue 36 item 6: six tiles painted by their colour side, and the board's line said "La partie est finie"
    (HG-COLOURS: tiles turned to their colour side are the board at the end) and the Score tab a winner. While
    it is being typed it says how many tiles are in and that the table ends it; the Score tab leads, not wins;
    once marked finished, it wins."""
    app = AppState(Store(tmp_path / "games.sqlite3"), device_language=lang)
    info = find_game("hundsgemein")
    record = app.create_game(info, "Anna, Ben, Chloé", fresh())
    screen = GameScreen(FakePage(), app, record.id, lambda *r: None)
    screen.view()
    screen.tab = "board"
    for seat, block in zip((0, 1, 2, 0, 1, 2), (index(0, 0), index(0, 2), index(0, 4), index(2, 0), index(2, 2),
                                               index(2, 4))):
        screen.change(lambda d, b=block, s=seat: hg.paint(d, [b], s))
    screen.refresh()
    assert screen.end_text.value == words
    assert "finie" not in screen.end_text.value and "over" not in screen.end_text.value
    assert screen.report.sheet.finished is False
    screen.change(lambda d: hg.set_finished(d, True))
    assert screen.report.sheet.finished is True
