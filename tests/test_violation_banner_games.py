"""Issue 17, "answers in view", in the games that had no banner yet: a refused change and what `check` says
of the game as it stands are said at the top of the board, in the rule's words; the full explanation is one
tap on the banner away and the rule's id one more tap (components/violation_banner.py)."""

from __future__ import annotations

import pytest
from test_app_components import FakePage, find, ready_game

from referee_app.state import AppState
from referee_app.store import Store
from scorers.hundsgemein.geometry import index


@pytest.fixture
def app(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, "en")
    store.close()


def explained(screen, rule: str) -> str:
    """Tap the banner, then the rule's id in the explanation: the rule's text shown (as the table reads it)."""
    assert rule not in screen.banner.words.value  # the id is not printed in the banner's line
    screen.banner.box.on_click(None)
    dialog = screen.page.dialogs[-1]
    k = next(k for k, item in enumerate(screen.banner.items) if item.rule_id == rule)
    find(dialog.content, f"violation-banner-rule-{k}").on_click(None)
    shown = find(dialog.content, f"violation-banner-rule-text-{k}")
    assert shown.visible
    return shown.value


def test_hundsgemein_a_refused_dog_is_said_in_the_banner_with_hg_dogs_one_tap_away(app):
    from referee_app.games.hundsgemein.screen import GameScreen

    screen = GameScreen(FakePage(), app, ready_game(app), lambda *r: None)
    screen.view()
    screen.tab = "dogs"
    screen.choose_street("H2")
    assert not screen.banner.shown
    screen.pick_breed("rex")  # a fourth Rex
    assert screen.banner.shown and not screen.page.dialogs  # in the banner, no snack bar
    assert screen.banner.words.value == "Rex is already on H1, H5 and V3: each breed is there exactly 3 times."
    assert "HG-DOGS" in explained(screen, "HG-DOGS")
    screen.pick_breed("daisy")  # an accepted change clears it
    assert not screen.banner.shown


def test_hundsgemein_the_checks_of_the_board_are_in_the_banner_and_sent_in_the_targeted_repaint(app):
    from referee_app.games.hundsgemein.screen import GameScreen

    screen = GameScreen(FakePage(), app, ready_game(app), lambda *r: None)
    screen.view()
    assert screen.tab == "board" and not screen.banner.shown
    screen.tap_block(index(0, 0))
    screen.tap_block(index(1, 1))  # Ben's type-1 flea touches Anna's: HG-ADJ, laid and marked
    assert screen.banner.shown and "Two type-1 fleas touch" in screen.banner.words.value
    assert [item.rule_id for item in screen.banner.items] == ["HG-ADJ"]
    assert screen.banner.control in screen.dirty  # sent with the blocks, not the whole tab
    assert screen.marks()  # the offending tiles stay marked on the board
    screen.challenge(index(1, 1))
    assert not screen.banner.shown


def test_loopit_a_refused_end_of_turn_is_said_in_the_banner_with_lp_cut_one_tap_away(app):
    from test_loopit_app import new_screen, pick

    from referee_app.games.loopit import document as lp
    from scorers.loopit import parse_square

    screen = new_screen(app)
    screen.enter_turn()
    pick(screen, "NESW7")
    screen.tap_square(parse_square("f6"))  # the start tile
    pick(screen, "EW1")
    screen.tap_square(parse_square("f5"))  # cuts the 7's path: laid, marked, said at the top
    assert screen.banner.shown and [item.rule_id for item in screen.banner.items][0] == "LP-CUT"
    assert screen.board.painted[parse_square("f5")][1]  # the offending tile stays marked on the board
    screen.finish_turn(lp.end_turn)  # refused: the turn cannot be written
    assert screen.refusal_shown and screen.tab == "turn" and not screen.page.dialogs  # no snack bar
    assert "cut" in screen.banner.words.value
    assert "LP-CUT" in explained(screen, "LP-CUT")
    screen.tap_square(parse_square("f5"))  # taken back: an accepted change clears the banner
    assert not screen.banner.shown


def test_track_a_token_refused_before_the_start_is_said_in_the_banner_with_its_rule_one_tap_away(app):
    from test_track_app import PLAYERS, screen_of

    screen = screen_of(app, "froscheln", PLAYERS)
    assert not screen.banner.shown
    # (a token tapped with no cell chosen is no longer refused: issue 17 makes it the token the next cell
    # tap places, tests/test_track_entry.py)
    screen.tap_token(1, 2)
    screen.tap_cell(2)  # before the start: refused with the edition's rule, at the top, not in a message bar
    assert screen.banner.shown and "before the start" in screen.banner.words.value and not screen.page.dialogs
    rule = screen.banner.items[0].rule_id
    assert rule and rule in explained(screen, rule)
    assert screen.doc.file["tokens"]["Ben"][1] is None
    screen.tap_token(0, 1)
    screen.tap_cell(7)  # accepted (cell 8, the flag is cell 7): the banner clears
    assert not screen.banner.shown and screen.doc.file["tokens"]["Anna"][0] == 8


def test_posters_a_refused_ban_is_said_in_the_banner_with_its_rule_one_tap_away(app):
    from test_posters_app import start

    from referee_app.games.posters.chance import CardChoice

    screen, page = start(app)
    card = CardChoice(screen, "ban", append=False)
    card.open()
    card.submit()  # a ban laid on no slot: refused, said in words at the top of the turn
    assert screen.banner.shown
    assert "covers 1 to 4 slots of one panel, and no slot is chosen" in screen.banner.words.value
    assert not page.dialogs  # said at the top, not in a message bar
    rule = screen.banner.items[0].rule_id
    assert rule == "PO-BAN" and rule in explained(screen, rule)
    screen.move("forward", 4)  # accepted: the banner clears
    assert not screen.banner.shown and screen.record.can_undo


def test_hundsgemein_dogs_still_to_place_are_not_shouted_over_the_board(app):
    """The dogs come after the tiles: a board with no dog yet is not a fault to say in the banner laid over the
    top of the board (it hid the entry switch there); the dogs tab says which streets still want one."""
    from referee_app.games.hundsgemein import document as hg
    from referee_app.games.hundsgemein.screen import GameScreen
    from scorers.registry import find_game

    players = [{"name": "Anna", "colour": "yellow"}, {"name": "Ben", "colour": "blue"}]
    record = app.create_game(find_game("hundsgemein"), "Anna, Ben", hg.new_document(players, "standard"))
    screen = GameScreen(FakePage(), app, record.id, lambda *r: None)
    screen.view()
    from types import SimpleNamespace

    from referee_app.games.hundsgemein.screen import TABS
    screen.switch(SimpleNamespace(control=SimpleNamespace(selected_index=TABS.index("board"))))
    screen.tap_block(index(0, 0))
    assert any(v.code == "dog-missing" for v in screen.report.violations), screen.report.violations
    assert screen.tab == "board" and not screen.banner.shown
