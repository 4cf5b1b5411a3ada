"""Le Roi and Escarmouche entered as their winner alone in the app, without a renderer (issue 24, RO-WINNER,
ES-WINNER): while nothing is logged the log offers a button a side; one tap enters the whole game (one change
in the same game file, one undo); once something is logged the entry stays in its place, closed, so that the
log under it does not move; a stale tap is refused with the rule, in the reader's language, nothing lost."""

from __future__ import annotations

import pytest
from test_app_components import find
from test_targeted_repaint import WHOLE, CountingPage, sent_ids, shown, tapped

from referee_app.games.paleo import document as pm
from referee_app.games.paleo.screen import PaleoScreen
from referee_app.state import AppState
from referee_app.store import Store
from scorers.registry import find_game

THREE = [{"name": "Anna", "colour": "red"}, {"name": "Ben", "colour": "green"}, {"name": "Chloé", "colour": "blue"}]
FOUR = [*THREE, {"name": "Dev", "colour": "orange"}]
PREFIX = {"paleo-roi": "ro", "paleo-escarmouche": "es"}


@pytest.fixture(params=["en", "fr"])
def app(tmp_path, request):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, request.param)
    store.close()


def screen_for(app: AppState, game: str, players=THREE, teams: bool = False) -> tuple[PaleoScreen, CountingPage]:
    page = CountingPage()
    record = app.create_game(find_game(game), "test", pm.new_document(game, players, teams))
    screen = PaleoScreen(page, app, record.id, lambda *_: None)
    shown(page, screen)
    return screen, page


@pytest.mark.parametrize("game", ["paleo-roi", "paleo-escarmouche"])
def test_the_winner_is_one_tap_won_said_not_refereed_and_one_undo_takes_it_back(app, game):
    """RO-WINNER / ES-WINNER: one tap on a side's button enters the game as its winner alone (the file's
    `winner`, nothing else logged): the game is won and finished, the sheet says it was not refereed in the
    reader's language; the entry then stays where it was, closed; one undo takes it back and opens it again.
    The tap sends its targeted repaint, never the whole page."""
    screen, page = screen_for(app, game)
    prefix = PREFIX[game]
    entry = find(screen.body.controls, f"{prefix}-winner")
    place = screen.body.controls.index(screen.log.winner.control)
    assert [b.content for b in screen.log.winner.buttons] == ["Anna", "Ben", "Chloé"]
    tapped(page, find(screen.body.controls, f"{prefix}-winner-1").on_click, None)
    assert screen.doc.file["winner"] == "Ben" and screen.doc.finished
    assert not screen.doc.file[pm.ENTRIES[game]]
    report = pm.report(screen.doc)
    assert report.over and report.sheet.winners == ("Ben",)
    said = "Saisie par son seul gagnant : non arbitrée" if app.lang == "fr" else "Entered as its winner alone: not"
    assert said in report.sheet.lines[0].explain(app.lang)
    assert WHOLE not in page.sent and id(screen.log.winner.control) in sent_ids(page)
    assert find(screen.body.controls, f"{prefix}-winner") is entry
    assert screen.body.controls.index(screen.log.winner.control) == place
    assert all(b.disabled for b in screen.log.winner.buttons)
    screen.undo()
    assert "winner" not in screen.doc.file and not screen.doc.finished
    assert not any(b.disabled for b in screen.log.winner.buttons)


def test_le_roi_in_teams_offers_a_button_a_team(app):
    """RO-WINNER: at 4 players in teams the winner is a team: a button a team, named as the sheet names it."""
    screen, _ = screen_for(app, "paleo-roi", FOUR, teams=True)
    assert [b.content for b in screen.log.winner.buttons] == ["Anna & Ben", "Chloé & Dev"]
    find(screen.body.controls, "ro-winner-1").on_click(None)
    assert screen.doc.file["winner"] == "Chloé & Dev" and pm.report(screen.doc).sheet.winners == ("Chloé & Dev",)


def test_once_something_is_logged_the_entry_closes_in_place_and_a_stale_tap_is_refused(app):
    """ES-WINNER: "it is the whole log": after an event the entry is closed (its buttons disabled, a line saying
    why) but kept in its place, so the log's buttons do not move under the finger; a tap that still arrives is
    refused with the rule in the reader's language, and the event is kept."""
    screen, _ = screen_for(app, "paleo-escarmouche")
    before = list(screen.body.controls)
    screen.log.event("killer", "Anna")
    assert screen.body.controls == before
    assert all(b.disabled for b in screen.log.winner.buttons)
    closed = "il se saisit avant tout événement" if app.lang == "fr" else "entered before anything is logged"
    assert closed in screen.log.winner.help.value
    screen.log.winner.buttons[2].on_click(None)
    assert "winner" not in screen.doc.file and len(screen.doc.file["events"]) == 1
    assert [item.rule_id for item in screen.banner.items] == ["ES-WINNER"]
    said = "Le seul gagnant est toute la partie" if app.lang == "fr" else "The winner alone is the whole game"
    assert said in screen.banner.words.value


def test_a_closed_entry_s_buttons_lose_their_players_colours_and_get_them_back_on_undo(app):
    """A closed winner entry does not look tappable: its buttons drop their players' colours (the theme's
    disabled look; a filled red "Anna" still said "tap me" under a won game), and get them back when an undo
    opens the entry again. Kayak's entry is the same control."""
    screen, _ = screen_for(app, "paleo-escarmouche")
    buttons = screen.log.winner.buttons
    colours = [(b.bgcolor, b.color) for b in buttons]
    assert all(fill is not None for fill, _ in colours)
    screen.log.event("killer", "Anna")
    assert all(b.disabled and b.bgcolor is None and b.color is None for b in buttons)
    screen.undo()
    assert [(b.bgcolor, b.color) for b in buttons] == colours and not any(b.disabled for b in buttons)


def test_after_the_winner_a_capture_is_refused_with_the_rule(app):
    """RO-WINNER: nothing is logged beside the winner alone: a capture after it is refused, the winner kept."""
    screen, _ = screen_for(app, "paleo-roi")
    find(screen.body.controls, "ro-winner-0").on_click(None)
    screen.log.record(None)
    assert screen.doc.file["winner"] == "Anna" and screen.doc.file["captures"] == []
    assert "RO-WINNER" in [item.rule_id for item in screen.banner.items]
