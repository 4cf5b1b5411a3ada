"""Loopit's rules questions (issue 29), each answered by the scorers from the game as it stands (the turns
written and the tiles of the turn being played), each checked on positions where the answer differs."""

from __future__ import annotations

from loopit_helpers import game, light_data

from scorers.i18n import sentence
from scorers.loopit import parse, parse_square, parse_tile
from scorers.loopit.model import Placement
from scorers.loopit.questions import may_lay, may_swap, turn_points

FIRST_TURN = (("g6", "SW4"), ("f7", "NES5"), ("f8", "NS5"))  # the sheet's example: 33 points


def tiles(*pairs):
    return tuple(Placement(parse_square(at), parse_tile(tile)) for at, tile in pairs)


def said(answer, lang: str = "en") -> str:
    return " ".join(sentence(p, lang) for p in (answer.verdict, *answer.reasons))


def test_may_this_tile_go_here_yes_when_it_continues_a_line_no_when_it_cuts_one():
    """LP-CONNECT and LP-CUT: a tile continues a line of the board; one that meets a line with a blank
    edge cuts it."""
    start = game()
    yes = may_lay(start, (), parse_square("g6"), parse_tile("SW4"))
    assert yes.yes is True and said(yes).startswith("Yes. It may go on g6")
    cut = may_lay(start, (), parse_square("g6"), parse_tile("NS4"))
    assert cut.yes is False and "LP-CUT" in cut.rules and "LP-CONNECT" in cut.rules
    alone = may_lay(start, (), parse_square("h6"), parse_tile("EW2"))
    assert alone.yes is False and alone.rules == ("LP-CONNECT",)
    # the same square once this turn's first tile leads there
    assert may_lay(start, tiles(("g6", "ESW4")), parse_square("h6"), parse_tile("EW2")).yes is True


def test_may_this_tile_go_here_no_after_three_tiles_and_no_on_a_taken_square():
    """LP-THREE: at most three tiles a turn; LP-FREE: a square holds one tile."""
    start = game()
    assert may_lay(start, tiles(*FIRST_TURN), parse_square("e6"), parse_tile("EW2")).rules == ("LP-THREE",)
    taken = may_lay(start, tiles(("g6", "SW4")), parse_square("g6"), parse_tile("NS1"))
    assert taken.yes is False and taken.rules == ("LP-FREE",)


def test_what_does_this_turn_score_the_scorers_explained_points():
    """LP-POINTS: the sheet's first turn scores 33 with the scorer's explanation; its first tile alone less;
    nothing laid yet, nothing."""
    start = game()
    whole = turn_points(start, tiles(*FIRST_TURN))
    assert said(whole).startswith("33 points.") and whole.rules == ("LP-POINTS",)
    one = turn_points(start, tiles(FIRST_TURN[0]))
    assert one.yes is True and not said(one).startswith("33 points.")
    assert said(turn_points(start, ())).startswith("0 points.")


def test_may_i_swap_only_instead_of_laying_and_only_when_nothing_fits():
    """LP-SWAP: a swap is for a player who cannot lay any tile, instead of laying; the open ends are said."""
    start = game()
    yes = may_swap(start, (), one_fits=False)
    assert yes.yes is True and "g6 (from the west)" in said(yes)
    assert may_swap(start, (), one_fits=True).yes is False
    after = may_swap(start, tiles(FIRST_TURN[0]), one_fits=False)
    assert after.yes is False and "already laid" in said(after)


def test_a_turn_that_cannot_be_or_a_board_question_without_a_board_is_not_answered():
    """A tile of this turn that cuts a line makes every answer the violation; a light-mode game has no
    squares to ask about; the answers are said in French too."""
    start = game()
    broken = tiles(("g6", "NS4"))
    for answer in (may_lay(start, broken, parse_square("e6"), parse_tile("EW2")), turn_points(start, broken),
                   may_swap(start, broken, one_fits=False)):
        assert answer.yes is None and "LP-CUT" in answer.rules
    light = parse(light_data([(3, 1, [7])]))
    assert may_lay(light, (), parse_square("g6"), parse_tile("SW4")).rules == ("LP-BOARD",)
    assert said(turn_points(light, ())).startswith("0 points.")
    assert said(may_swap(start, (), one_fits=True), "fr").startswith("Non. Une de vos tuiles")


def test_the_questions_screen_answers_from_the_turn_being_played(tmp_path):
    """One tap from the game's app bar: the turn being played (its first tile laid) scores the scorer's
    points, a swap is refused after laying, and a tapped square and tile are answered; each rule cited has
    its button to the book."""
    from test_app_components import FakePage, find
    from test_loopit_app import PLAYERS, pick

    from referee_app.games.loopit import document as lp
    from referee_app.games.loopit.screen import LoopitScreen
    from referee_app.state import AppState
    from referee_app.store import Store
    from scorers.registry import find_game

    app = AppState(Store(tmp_path / "games.sqlite3"), device_language="en")
    record = app.create_game(find_game("loopit"), "Anna, Ben", lp.new_document(PLAYERS, "standard"))
    page = FakePage()
    screen = LoopitScreen(page, app, record.id, lambda *r: None)
    screen.view()
    screen.enter_turn()
    pick(screen, "NESW7")
    screen.tap_square(parse_square("f6"))
    screen.enter_turn()
    pick(screen, "SW4")
    screen.tap_square(parse_square("g6"))
    find(screen.view().appbar.actions, "lp-questions").on_click(None)
    dialog = page.dialogs[-1].content
    points = find(dialog, "lpq-points-answer").content.controls
    assert points[0].value == sentence(turn_points(lp.state_of(screen.doc), tiles(("g6", "SW4"))).verdict)
    assert find(dialog, "lpq-swap-answer").content.controls[0].value == "No."
    find(dialog, "lpq-square-h6").on_click(None)          # EW by default: continues nothing of g6 (SW)
    lay = find(dialog, "lpq-lay-answer").content.controls
    assert lay[0].value == "No." and "LP-CUT" in [r.controls[0].value for r in lay[3].controls]
    find(dialog, "lpq-lay-answer-rule-LP-CUT")
    find(dialog, "lpq-square-g7").on_click(None)          # south of g6, where its line leads: NS fits
    find(dialog, "lpq-side-E").value = False
    find(dialog, "lpq-side-W").value = False
    find(dialog, "lpq-side-N").value = True
    find(dialog, "lpq-side-S").value = True
    find(dialog, "lpq-value-3").on_click(None)
    assert find(dialog, "lpq-lay-answer").content.controls[0].value == "Yes."


def test_may_i_swap_before_the_start_tile_says_where_it_goes_not_an_empty_list():
    """Issue 36 item 9: asked before the start tile is entered, the swap answer ended "The squares lines lead
    into: ." (no line on the board: an empty list). It says the board is empty and where the start tile goes."""
    empty = game(start=None)
    assert said(may_swap(empty, (), one_fits=False)).endswith(
        "No tile is on the board yet: the start tile goes on the centre square, f6, first.")
    assert said(may_swap(empty, (), one_fits=False), "fr").endswith(
        "Aucune tuile n’est encore sur le plateau : la tuile de départ va d’abord sur la case centrale, f6.")
    assert ": ." not in said(may_swap(empty, (), one_fits=False), "fr")


def test_the_may_this_tile_go_here_board_fits_the_phone_and_scrolls_sideways(tmp_path):
    """Issue 36 item 2: the dialog drew the 11 x 11 board in 30 px squares inside a 380 px column, which Flutter's
    dialog (40 px of screen a side, 24 of padding) cut at columns i-k at 360 px and k at 412, and nothing scrolled
    sideways. At both phone widths the questions are no wider than what the dialog leaves of the screen, every
    square is a finger's target (44 px) and the board scrolls sideways inside the dialog."""
    import flet as ft
    from test_app_components import FakePage, controls_in, find
    from test_loopit_app import PLAYERS

    from referee_app.games.loopit import document as lp
    from referee_app.games.loopit.questions import open_questions
    from referee_app.state import AppState
    from referee_app.store import Store

    app = AppState(Store(tmp_path / "games.sqlite3"), device_language="fr")
    for width in (360, 412):
        page = FakePage()
        page.width = width
        open_questions(page, app, lp.new_document(PLAYERS, "standard"))
        dialog = page.dialogs[-1]
        # Flutter's defaults when unset: 40 px of screen a side, 24 of padding
        inset = dialog.inset_padding.left + dialog.inset_padding.right if dialog.inset_padding else 80
        padding = dialog.content_padding.left + dialog.content_padding.right if dialog.content_padding else 48
        assert dialog.content.width + inset + padding <= width, width
        squares = [find(dialog.content, f"lpq-square-{c}{r}") for c in "abcdefghijk" for r in range(1, 12)]
        assert len(squares) == 121 and all(s.width >= 44 and s.height >= 44 for s in squares)
        board = find(dialog.content, "lpq-board")
        assert isinstance(board, ft.Row) and board.scroll == ft.ScrollMode.AUTO
        assert sum(1 for c in controls_in(board) if c in squares) == 121
