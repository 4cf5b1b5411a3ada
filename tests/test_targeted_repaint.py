"""Issue 18, item 2: repaint only what changed, for an undo, a redo and a poster move as for a tap.

After a Flet handler, each control passed to `page.update(...)` is compared with what the client was sent
last, every control under it included, and `page.update()` with no control compares the whole page (the
same holds for the update Flet makes itself after a handler that sent nothing). So the cost of a repaint
is the number of controls under what is sent: counted here over a stand-in page that keeps each update's
controls (an empty tuple is the whole page). Renderer-free; nothing is timed.
"""

from __future__ import annotations

import inspect
from typing import Any

import flet as ft
import pytest
from test_app_components import FakePage, controls_in, find, ready_game, texts
from test_app_reliability import msg, said

from referee_app.games.hundsgemein.screen import GameScreen
from referee_app.games.posters import document as po
from referee_app.games.posters.screen import GameScreen as PostersScreen
from referee_app.state import AppState
from referee_app.store import Store
from scorers.hundsgemein.geometry import index
from scorers.registry import find_game

WHOLE: tuple = ()


class CountingPage(FakePage):
    """A page that keeps the controls of each update (`()`: the whole page)."""

    def __init__(self) -> None:
        super().__init__()
        self.sent: list[tuple] = []
        self.root: Any = None  # the view shown: what a whole-page update compares
        self.values: dict[int, Any] = {}  # id(control) -> its value when it was last sent

    def update(self, *controls: Any) -> None:
        self.sent.append(controls)
        for control in controls_in(list(controls) if controls else self.root):
            if isinstance(getattr(control, "value", None), str):
                self.values[id(control)] = control.value

    def compared(self) -> int:
        """How many controls the updates since the last `clear` make Flet compare."""
        return sum(len(list(controls_in(list(c) if c else self.root))) for c in self.sent)

    def whole(self) -> int:
        return len(list(controls_in(self.root)))

    def clear(self) -> None:
        self.sent.clear()


@pytest.fixture
def app(tmp_path):
    return AppState(Store(tmp_path / "games.sqlite3"), device_language="en")


def shown(page: CountingPage, screen: Any) -> Any:
    view = screen.view()
    page.root = [view.appbar, view.controls, view.navigation_bar]
    return view


def sent_ids(page: CountingPage) -> set[int]:
    return {id(c) for update in page.sent for c in update}


def hundsgemein(app: AppState) -> tuple[GameScreen, CountingPage]:
    page = CountingPage()
    screen = GameScreen(page, app, ready_game(app), lambda *r: None)
    shown(page, screen)
    return screen, page


def test_a_hundsgemein_undo_and_redo_send_the_board_s_targeted_repaint_not_the_page(app):
    """An undo on the board takes a tile back: what is sent is what the tile's own tap sends (its block,
    the count, the seat, undo and redo), then the message bar; never the whole page."""
    screen, page = hundsgemein(app)
    screen.tap_block(index(6, 6))
    page.clear()
    screen.undo()
    assert WHOLE not in page.sent, page.sent
    assert {id(screen.board.blocks[index(6, 6)]), id(screen.laid), id(screen.redo_button)} <= sent_ids(page)
    assert said(page).startswith(msg("ui.undone", label="")[:4])
    assert page.compared() < 40, page.compared()
    page.clear()
    screen.redo()  # the bar is still on show: its words change in place, and it alone is sent with the board
    assert WHOLE not in page.sent and id(screen.board.blocks[index(6, 6)]) in sent_ids(page)
    assert page.compared() < 40, page.compared()


def test_an_undo_s_new_message_bar_follows_its_repaint_instead_of_coming_with_it(app):
    """Issue 27: a new message bar is built and slid in by the client, which on a slow phone held the undo's
    repaint back by a third of a second (the tap it reverses says nothing). On Flet's event loop the undo's
    repaint is sent by the handler and the new bar BAR_AFTER_S later, with the undo's words; a second step
    while it waits changes its words, and the bar is shown once."""
    import asyncio

    from referee_app.components.saved_game import BAR_AFTER_S

    screen, page = hundsgemein(app)

    def show_dialog(bar: Any) -> None:  # as Flet's page does: the bar is open once shown
        bar.open = True
        page.dialogs.append(bar)

    page.show_dialog = show_dialog

    async def steps() -> None:
        screen.tap_block(index(6, 6))
        screen.tap_block(index(2, 2))
        page.clear()
        screen.undo()
        assert page.dialogs == [] and id(screen.board.blocks[index(2, 2)]) in sent_ids(page), page.dialogs
        screen.undo()
        assert page.dialogs == [] and id(screen.board.blocks[index(6, 6)]) in sent_ids(page)
        await asyncio.sleep(2 * BAR_AFTER_S)
        assert len(page.dialogs) == 1 and said(page).startswith(msg("ui.undone", label="")[:4]), page.dialogs

    asyncio.run(steps())


def test_an_undo_changes_no_more_controls_than_the_tap_it_reverses(app):
    """Issue 27: each main tap of measure_ui, made again after an undo, and then undone by its button: the
    undo's patch changes at most the controls the tap changed and the message's words, and adds no more."""
    for name, (page, tap, _) in main_tap_screens(app).items():
        tap()
        flet_tap(page, "undo")
        page.clear()
        tap()
        made = patch_sum(page.patches)
        page.clear()
        flet_tap(page, "undo")
        undone = patch_sum(page.patches)
        assert undone["controls"] <= made["controls"] + 1 and undone["added"] <= made["added"], (name, made, undone)


def test_a_hundsgemein_undo_that_changes_the_entry_still_sends_the_whole_page(app):
    """Where the undo brings back another layout (the street counts), the screen cannot name what changed:
    the whole page is sent, as before."""
    screen, page = hundsgemein(app)
    screen.switch_entry("counts")
    page.clear()
    screen.undo()
    assert screen.doc.entry == "board" and WHOLE in page.sent


def test_a_loopit_undo_sends_the_turn_s_targeted_repaint_not_the_page(app):
    from test_loopit_app import PLAYERS, pick

    from referee_app.games.loopit import document as lp
    from referee_app.games.loopit.screen import LoopitScreen
    from scorers.loopit import parse_square

    page = CountingPage()
    record = app.create_game(find_game("loopit"), "Anna, Ben", lp.new_document(PLAYERS, "standard", "board"))
    screen = LoopitScreen(page, app, record.id, lambda *r: None)
    shown(page, screen)
    screen.enter_turn()
    pick(screen, "NESW7")
    screen.tap_square(parse_square("f6"))
    pick(screen, "EW2")
    screen.tap_square(parse_square("g6"))
    page.clear()
    screen.undo()
    assert lp.pending_squares(screen.doc) == [] and WHOLE not in page.sent, page.sent
    assert page.compared() < page.whole() // 3, (page.compared(), page.whole())


def test_a_track_undo_sends_the_track_s_targeted_repaint_not_the_page(app):
    from test_reliability_track import new_game

    from referee_app.games.track.screen import GameScreen as TrackScreen

    page = CountingPage()
    screen = TrackScreen(page, app, new_game(app), lambda *r: None)
    shown(page, screen)
    screen.referee.choose_roll(4)
    screen.referee.apply(screen.referee.answer.moves[0].tokens)
    page.clear()
    screen.undo()
    assert (screen.referee.seat, screen.referee.roll) == (0, 4) and WHOLE not in page.sent, page.sent


def posters(app: AppState) -> tuple[PostersScreen, CountingPage]:
    page = CountingPage()
    two = po.new_document([{"members": ["Anna"]}, {"members": ["Ben"]}], "full")
    record = app.create_game(find_game("posters"), "Anna, Ben", two)
    screen = PostersScreen(page, app, record.id, lambda *_: None)
    shown(page, screen)
    return screen, page


def test_a_poster_move_sends_the_turn_s_parts_and_the_panels_it_touched_not_the_page(app):
    """A move changes whose turn it is, the sides' squares, the die and the panels where the pawns stand:
    those are sent, not the whole page nor every panel of the strip; an undo sends the same."""
    screen, page = posters(app)
    page.clear()
    screen.move("forward", 4)
    assert screen.rep.table.positions[0] == 4 and WHOLE not in page.sent, page.sent
    assert id(screen.strip) not in sent_ids(page)
    assert page.compared() < page.whole() // 2, (page.compared(), page.whole())
    page.clear()
    screen.undo()
    assert screen.rep.table.positions[0] == 0 and WHOLE not in page.sent, page.sent
    assert page.compared() < page.whole() // 2, (page.compared(), page.whole())


def test_the_hundsgemein_problems_list_is_updated_in_place(app):
    """A violation that appears, goes away and comes back changes the words of the problems list's
    controls, not the controls themselves: Flet sends their new values, not new controls to lay out."""
    screen, page = hundsgemein(app)

    def ids() -> set[int]:
        return {id(c) for c in controls_in(screen.problems_box)}

    def shown_box() -> Any:
        return next(c for c in controls_in(screen.problems_box) if getattr(c, "identifier", "") == "violation-0")

    screen.tap_block(index(0, 0))
    before = ids()
    screen.tap_block(index(1, 1))  # next to a type-1 flea: a problem appears
    assert screen.report.violations and shown_box().visible is not False
    rule = screen.report.violations[0].rule_id
    assert rule in " ".join(texts(screen.problems_box))
    shown = ids()
    assert before <= shown
    screen.undo()  # and goes away
    assert not screen.report.violations and shown_box().visible is False
    assert before <= ids() and rule not in " ".join(texts(screen.problems_box))  # its words cleared
    screen.redo()  # the same violation again: the same controls
    assert ids() == shown, "the violation's controls were made anew"
    assert id(screen.problems_box) in {id(c) for c in page.sent[-1]}


# --- Paleo and its derived games (branch paleo-repaint) --------------------------------------------------

def tapped(page: CountingPage, handler: Any, *args: Any) -> None:
    """Run a handler as Flet does: a handler that sent nothing is followed by Flet's own update of the
    whole page (`Session.after_event`), which is what a screen without a targeted repaint costs."""
    before = len(page.sent)
    handler(*args)
    if len(page.sent) == before:
        page.sent.append(WHOLE)


def buttons_sent(page: CountingPage) -> list[Any]:
    """The coloured buttons under what was sent: Flet sends each one's style again whenever it is compared."""
    return [c for update in page.sent for c in controls_in(list(update))
            if isinstance(c, ft.Button) and (c.style, c.bgcolor, c.color) != (None, None, None)]


def paleo(app: AppState, game: str = "paleo") -> tuple[Any, CountingPage]:
    from referee_app.games.paleo import document as pm
    from referee_app.games.paleo.screen import PaleoScreen

    page = CountingPage()
    two = [{"name": "Alice", "colour": "red"}, {"name": "Bruno", "colour": "green"}]
    record = app.create_game(find_game(game), "Alice, Bruno", pm.new_document(game, two))
    screen = PaleoScreen(page, app, record.id, lambda *_: None)
    shown(page, screen)
    return screen, page


def test_a_paleo_round_tap_sends_the_log_s_targeted_repaint_not_the_page(app):
    """A round tapped changes the score, where the match stands, the reefs' turn and the rounds' list: those
    are sent, not the whole page nor the round buttons (whose colours Flet would send again)."""
    screen, page = paleo(app)
    door = find(page.root, "pa-door-0")
    page.clear()
    tapped(page, door.on_click, None)
    assert screen.doc.file["rounds"] and WHOLE not in page.sent, page.sent
    assert {id(screen.log.points[0]), id(screen.log.history), id(screen.top)} <= sent_ids(page)
    assert buttons_sent(page) == [] and id(door) not in {id(c) for u in page.sent for c in controls_in(list(u))}
    assert page.compared() < page.whole() // 3, (page.compared(), page.whole())
    assert find(page.root, "pa-status").value.startswith("The match goes on (Alice 2 and Bruno 0)")
    page.clear()
    tapped(page, screen.undo)
    assert not screen.doc.file["rounds"] and WHOLE not in page.sent, page.sent
    assert buttons_sent(page) == [] and page.compared() < page.whole() // 3


def test_a_refused_paleo_round_sends_the_banner_not_the_page(app):
    """A round after the match is won is refused: the banner at the top says so, and it is sent alone with
    the log's parts (the rule's words are in the sent banner)."""
    screen, page = paleo(app)
    for _ in range(2):
        screen.log.win("Alice", "door")
    page.clear()
    tapped(page, find(page.root, "pa-capture-1").on_click, None)
    assert "after the match was over" in screen.banner.words.value
    assert WHOLE not in page.sent and id(screen.top) in sent_ids(page), page.sent


def test_the_paleo_match_won_greys_the_reefs_and_hides_the_record_in_the_repaint(app):
    """The round that wins the match greys the reefs (kept in their place, so that the round buttons under
    them do not move, issue 26) and hides the round record: their wrappers are sent with it (back again by
    the undo), and not on a tap that leaves them as they are."""
    screen, page = paleo(app)
    screen.log.win("Alice", "door")
    page.clear()
    screen.log.win("Alice", "door")
    assert screen.log.reefs.disabled is True and id(screen.log.reefs_box) in sent_ids(page)
    assert id(screen.log.record.control) in sent_ids(page)
    page.clear()
    tapped(page, screen.undo)
    assert screen.log.reefs.disabled is False and id(screen.log.reefs_box) in sent_ids(page)
    page.clear()
    screen.log.win("Bruno", "capture")
    assert id(screen.log.reefs_box) not in sent_ids(page)


@pytest.mark.parametrize(("game", "tap", "reset"), [
    ("paleo-roi", lambda log: log.record(None), "first"),
    ("paleo-escarmouche", lambda log: log.kill(None), "was_killer")])
def test_le_roi_and_escarmouche_taps_send_their_targeted_repaint(app, game, tap, reset):
    """Le Roi's capture and Escarmouche's kill send the log's counts and lines, and the checkbox the tap
    resets, not the whole page (and, the first event logged, the winner alone's entry it closes, issue 24)."""
    screen, page = paleo(app, game)
    if game == "paleo-escarmouche":
        screen.log.event("killer", "Alice")  # Alice's killer, then the kill of Bruno's piece it may make
    page.clear()
    tapped(page, tap, screen.log)
    assert screen.doc.file[{"paleo-roi": "captures", "paleo-escarmouche": "events"}[game]][-1] \
        and not screen.banner.shown
    assert WHOLE not in page.sent, page.sent
    assert getattr(screen.log, reset).content.value is False and id(getattr(screen.log, reset)) in sent_ids(page)
    closing = {id(c) for c in controls_in([screen.log.winner.control])}  # the winner entry, closed by the capture
    assert id(screen.log.history) in sent_ids(page) and [b for b in buttons_sent(page) if id(b) not in closing] == []


def billiard(app: AppState, game: str = "paleo-billard-double") -> tuple[Any, CountingPage]:
    from referee_app.games.paleo_games import document as pg
    from referee_app.games.paleo_games.screen import MatchScreen
    from scorers.paleo_games import GAMES

    page = CountingPage()
    players = [{"name": "Ana", "colour": "blue"}, {"name": "Ben", "colour": "red"}]
    record = app.create_game(find_game(game), "Ana, Ben", pg.new_document(game, GAMES[game].file_sides(players)))
    screen = MatchScreen(page, app, record.id, lambda *_: None)
    shown(page, screen)
    return screen, page


def test_a_billard_double_shot_sends_the_pad_s_targeted_repaint_not_the_page(app):
    """A shot changes the score, whose shot it is, the pad's hint and the latest lines: those are sent, not
    the whole page nor the 16 pieces' buttons (Flet would send each one's style again); an undo the same."""
    screen, page = billiard(app)
    page.clear()
    tapped(page, find(page.root, "pg-piece-r3").on_click, None)
    assert screen.report.sheet.lines and WHOLE not in page.sent, page.sent
    assert {id(screen.scores), id(screen.recent), id(screen.pad.info)} <= sent_ids(page)
    assert buttons_sent(page) == [], len(buttons_sent(page))
    # the first shot closes doubles: their row is compared whole (one patch), the pieces' buttons not at all
    assert page.compared() < page.whole() * 2 // 3, (page.compared(), page.whole())
    page.clear()
    tapped(page, screen.undo)
    assert not screen.report.sheet.lines and WHOLE not in page.sent, page.sent
    assert buttons_sent(page) == [] and page.compared() < page.whole() * 2 // 3


def test_a_refused_billard_shot_sends_the_banner_with_the_pad(app):
    """A shot the rules refuse is said in the banner at the top: the top is sent, not the whole page."""
    screen, page = billiard(app)
    screen.pad.tap("r3")
    page.clear()
    tapped(page, screen.pad.tap, "r3")  # the same piece again in one turn
    if screen.banner.shown:  # refused by the rules
        assert WHOLE not in page.sent and id(screen.top) in sent_ids(page), page.sent
    else:  # accepted: still the targeted repaint
        assert WHOLE not in page.sent and id(screen.recent) in sent_ids(page), page.sent


def test_a_billard_double_tap_sends_the_doubles_it_closed(app):
    """At the games of doubles a double logged closes its button: the doubles' row is sent with the repaint,
    in one patch (not one per double)."""
    screen, page = billiard(app)
    doubles = screen.pad.doubles
    page.clear()
    tapped(page, screen.pad.double, 1)
    assert WHOLE not in page.sent, page.sent
    assert any(b.disabled for b in doubles.values()) and id(screen.pad.doubles_row) in sent_ids(page)
    assert not {id(b) for b in doubles.values()} & sent_ids(page)


def test_a_pad_that_cannot_name_its_changes_still_sends_the_whole_page(app, monkeypatch):
    """A pad that names nothing (every pad names its parts now: a Kayak pad that does not, here) leaves the
    repaint to Flet: after a tap, an undo and a tap that only changes the entry, the whole page is compared,
    and it shows the shot."""
    from referee_app.games.paleo_games import screen as match
    from referee_app.games.paleo_games.pads_more import KayakPad

    class Unnamed(KayakPad):
        def parts(self) -> list[ft.Control] | None:
            return None

    monkeypatch.setitem(match.PADS, "paleo-kayak", Unnamed)
    screen, page = billiard(app, "paleo-kayak")
    assert isinstance(screen.pad, Unnamed) and screen.repainted() is None
    page.clear()
    tapped(page, find(page.root, "pg-gate-1").on_click, None)
    assert page.sent == [WHOLE] and find(page.root, "pg-ky-shot").value == "This shot: gates 1"
    page.clear()
    tapped(page, find(page.root, "pg-ky-log").on_click, None)
    assert screen.report.replay.tally.score == (1, 0) and WHOLE in page.sent, page.sent
    page.clear()
    tapped(page, screen.undo)
    assert screen.report.replay.tally.score == (0, 0) and WHOLE in page.sent, page.sent


# --- the other pads of Paleo's derived games (branch pads-repaint) --------------------------------------

def card(page: CountingPage, i: int) -> str:
    """The score on player `i`'s card, as the page shows it."""
    return texts(find(page.root, f"pg-score-{i}"))[1]


def shown_value(page: CountingPage, identifier: str) -> Any:
    return find(page.root, identifier).value


def targeted(page: CountingPage, *controls: Any, closing: Any = None) -> None:
    """What was sent since the last `clear` is a targeted repaint holding `controls`, with none of the pad's
    coloured buttons (those of `closing`, an entry closed or opened by this change, apart)."""
    assert page.sent and WHOLE not in page.sent, page.sent
    assert {id(c) for c in controls} <= sent_ids(page)
    apart = {id(c) for c in controls_in([closing])} if closing is not None else set()
    pads = [b for b in buttons_sent(page) if id(b) not in apart]
    assert pads == [], len(pads)


def test_a_kayak_gate_a_shot_and_its_undo_send_the_pad_s_targeted_repaint_not_the_page(app):
    """A gate tapped sends the shot's line alone; the shot logged sends the scores, the pad's texts (the shot
    cleared with it) and the latest lines; its undo the same; never the page nor the gates' buttons."""
    screen, page = billiard(app, "paleo-kayak")
    pad = screen.pad
    page.clear()
    tapped(page, find(page.root, "pg-gate-1").on_click, None)
    targeted(page, pad.shot_text)
    assert shown_value(page, "pg-ky-shot") == "This shot: gates 1" and len(page.sent) == 1
    page.clear()
    tapped(page, find(page.root, "pg-ky-log").on_click, None)
    # the first shot closes the winner-alone entry (PG-WINNER): it is sent, its buttons disabled
    targeted(page, screen.scores, pad.shot_text, pad.info, screen.recent, screen.undo_button, screen.final.control,
             closing=screen.final.control)
    # cleared, then sent: in the shot's one update
    assert page.values[id(pad.shot_text)] == "This shot: gates —" and pad.gates == [] and len(page.sent) == 1
    assert shown_value(page, "pg-info") == "Ana: gate 2 · Ben: gate 1" and card(page, 0) == "1"
    assert shown_value(page, "pg-shooter") == "Ben shoots"
    page.clear()
    tapped(page, screen.undo)
    targeted(page, screen.scores, pad.info, screen.recent, screen.redo_button, screen.final.control,
             closing=screen.final.control)
    assert shown_value(page, "pg-info") == "Ana: gate 1 · Ben: gate 1" and card(page, 0) == "0"
    assert shown_value(page, "pg-shooter") == "Ana shoots"


def test_a_pitchanque_mene_and_its_undo_send_the_pad_s_targeted_repaint_not_the_page(app):
    """A piece tapped sends the mène being built alone; a mène logged by its result sends the scores, the
    pad's texts (the pieces tapped for it dropped with it) and the latest lines; its undo the same."""
    screen, page = billiard(app, "pitchanque")
    pad = screen.pad
    page.clear()
    tapped(page, find(page.root, "pq-near-a").on_click, None)
    targeted(page, pad.builder, pad.left)
    assert shown_value(page, "pq-builder") == "Ana"
    page.clear()
    tapped(page, find(page.root, "pq-result-a-2").on_click, None)
    targeted(page, screen.scores, pad.builder, screen.recent, screen.undo_button)
    assert card(page, 0) == "2"
    # dropped, then sent: in the mène's one update
    assert page.values[id(pad.builder)] == "Tap the team of each piece, nearest the jack first." and len(page.sent) == 1
    assert shown_value(page, "pq-left").startswith("Ana: 3 to place")
    page.clear()
    tapped(page, screen.undo)
    targeted(page, screen.scores, screen.recent, screen.redo_button)
    assert card(page, 0) == "0" and not screen.report.sheet.lines


def test_a_hockey_fault_a_goal_and_their_undo_send_the_pad_s_targeted_repaint_not_the_page(app):
    """A fault sends the scores, the pad's texts and the latest lines, none of the pad's buttons; a goal (a
    face-off due after it) also sends the face-offs and the play rows it shows and hides, and only those;
    the undo the same."""
    screen, page = billiard(app, "paleo-hockey")
    pad = screen.pad
    screen.log({"type": "faceoff", "winner": "Ana"})
    page.clear()
    tapped(page, find(page.root, "hk-fault-0").on_click, None)
    targeted(page, pad.shooter_text, pad.info, screen.recent)
    assert shown_value(page, "pg-shooter") == "Attacker: Ben" and pad.info.value.startswith("Free shot for Ben.")
    screen.undo()
    page.clear()
    tapped(page, find(page.root, "hk-goal-0").on_click, None)
    assert page.sent and WHOLE not in page.sent, page.sent
    assert {id(pad.play_rows), *map(id, pad.faceoffs)} <= sent_ids(page)
    assert card(page, 0) == "1" and shown_value(page, "pg-shooter") == "Face-off: who attacks?"
    assert pad.play_rows.visible is False and all(b.visible for b in pad.faceoffs)
    page.clear()
    tapped(page, screen.undo)
    assert page.sent and WHOLE not in page.sent and id(pad.play_rows) in sent_ids(page), page.sent
    assert card(page, 0) == "0" and shown_value(page, "pg-shooter") == "Attacker: Ana"
    assert pad.play_rows.visible is True and not any(b.visible for b in pad.faceoffs)
    page.clear()
    tapped(page, find(page.root, "hk-out-0").on_click, None)  # nothing shown or hidden: no buttons
    targeted(page, pad.shooter_text, screen.recent)
    assert not {id(pad.play_rows), *map(id, pad.faceoffs)} & sent_ids(page)


def test_a_points_entry_and_its_undo_send_the_pad_s_targeted_repaint_not_the_page(app):
    """A piece's entry sends the scores, the pad's texts and the latest lines, not the page nor the pieces'
    buttons; its undo the same. Choosing Capture sends the pad's parts alone."""
    screen, page = billiard(app, "paleo-points")
    pad = screen.pad
    page.clear()
    tapped(page, find(page.root, "pg-mp-piece-3").on_click, None)
    targeted(page, screen.scores, pad.info, screen.recent, screen.undo_button)
    assert card(page, 0) == "1" and screen.report.sheet.lines
    page.clear()
    tapped(page, screen.undo)
    targeted(page, screen.scores, screen.recent, screen.redo_button)
    assert card(page, 0) == "0" and not screen.report.sheet.lines
    pad.action.selected = ["capture"]
    page.clear()
    tapped(page, pad.action.on_change, None)
    targeted(page, pad.help, pad.by_box)
    assert pad.by_box.visible and not pad.exchange_box.visible
    assert pad.help.value.startswith("Captured by (Mercenary, or off the board)")


def test_a_frontiere_step_a_shot_and_its_undo_send_the_pad_s_targeted_repaint_not_the_page(app):
    """A stepper sends its count alone; the shot logged sends the scores, the pad's counts and the latest
    lines, not the page nor the steppers' buttons; its undo the same."""
    screen, page = billiard(app, "paleo-frontiere")
    pad = screen.pad
    page.clear()
    tapped(page, find(page.root, "pg-fr-plus-0").on_click, None)
    assert page.sent == [(pad.count_texts[0],)] and shown_value(page, "pg-fr-count-0") == "1"
    page.clear()
    tapped(page, find(page.root, "pg-fr-log").on_click, None)
    targeted(page, screen.scores, pad.shooter_text, *pad.count_texts, screen.recent, screen.undo_button)
    assert card(page, 0) == "1" and shown_value(page, "pg-shooter") == "Ben shoots"
    page.clear()
    tapped(page, screen.undo)
    targeted(page, screen.scores, *pad.count_texts, screen.recent, screen.redo_button)
    assert card(page, 0) == "0" and shown_value(page, "pg-fr-count-0") == "0"


# --- what each main tap of tests/e2e/measure_ui.py sends, patched as Flet patches it (branch floor) ---------

class PatchingPage(CountingPage):
    """A page that patches each update as Flet's session does (`Session.patch_control`: the control's own
    change log against what was sent last, every control under it), so that the patch a tap sends can be
    read without a browser: how many controls it changes, of which types, and how many it adds (built
    anew on the client)."""

    def __init__(self) -> None:
        super().__init__()
        self.view: Any = None
        self.patches: list[Patch] = []

    def mount(self, view: Any) -> None:
        """The view as the client got it when it was shown: its change logs emptied."""
        from flet.controls.base_control import BaseControl
        from flet.controls.object_patch import ObjectPatch

        self.view = view
        self.root = [view.appbar, view.controls, view.navigation_bar]
        encoded(ObjectPatch.from_diff(None, view, control_cls=BaseControl)[0])

    def update(self, *controls: Any) -> None:
        super().update(*controls)
        for control in controls or (self.view,):
            self.patches.append(Patch.of(control))

    def clear(self) -> None:
        super().clear()
        self.patches.clear()


def encoded(patch: Any) -> bytes:
    """The patch as the session sends it (MessagePack): encoding is also what takes each list's and nested
    value's snapshot, against which the next patch compares them."""
    import msgpack
    from flet.controls.base_control import BaseControl
    from flet.messaging.protocol import configure_encode_object_for_msgpack

    return msgpack.packb(patch.to_message(), default=configure_encode_object_for_msgpack(BaseControl))


class Patch:
    """One control's patch: the controls whose properties it changes, those it adds and removes, and its
    size in bytes."""

    def __init__(self, changed: list[Any], added: list[Any], removed: list[Any], size: int) -> None:
        self.changed, self.added, self.removed, self.size = changed, added, removed, size

    @classmethod
    def of(cls, control: Any) -> Patch:
        from flet.controls.base_control import BaseControl
        from flet.controls.object_patch import ObjectPatch

        patch, added, removed = ObjectPatch.from_diff(control, control, control_cls=BaseControl)
        changed: dict[int, Any] = {}
        for op in patch.patch:
            if isinstance(op.get("value"), BaseControl):
                continue  # a control put in place: counted as added (with all it holds)
            owner, item = control, control
            for step in op["path"][:-1]:
                item = item[int(step)] if isinstance(item, list) else (
                    item[step] if isinstance(item, dict) else getattr(item, step))
                if isinstance(item, BaseControl):
                    owner = item
            changed[id(owner)] = owner
        return cls(list(changed.values()), added, removed, len(encoded(patch)) if patch.patch else 0)


def rendered(control: Any) -> int:
    """How many controls under `control` (itself included) the client builds: every control held in a
    field (content, controls, appbar...), those hidden (`visible=False`, not built) and theirs left out."""
    import dataclasses

    from flet.controls.base_control import BaseControl

    if not isinstance(control, BaseControl) or getattr(control, "visible", True) is False:
        return 0
    count = 1
    for field in dataclasses.fields(control):
        if field.name.startswith("_") or field.name == "parent":
            continue
        value = getattr(control, field.name, None)
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, BaseControl):
                count += rendered(item)
    return count


def patch_sum(patches: list[Patch]) -> dict[str, Any]:
    """What a tap's patches change on the client: `controls` (changed or added), `changed`, `added`,
    `messages` (the patches that are not empty) and `types` (type name -> count over changed and added)."""
    from collections import Counter

    changed = {id(c): c for p in patches for c in p.changed}
    added = {id(c): c for p in patches for c in p.added}
    types = Counter(type(c).__name__ for c in [*changed.values(), *added.values()])
    return {"controls": len(changed) + len(added), "changed": len(changed), "added": len(added),
            "messages": sum(1 for p in patches if p.size), "bytes": sum(p.size for p in patches),
            "types": dict(types)}


def flet_tap(page: PatchingPage, identifier: str) -> None:
    """Tap the control with this identifier as measure_ui does (the handler of its tappable node: its own,
    one inside it, else the nearest around it), and then, as Flet does after a handler that sent nothing,
    update the whole page."""

    def path_to(item: Any, trail: list[Any]) -> list[Any] | None:
        if isinstance(item, (list, tuple)):
            return next((found for each in item if (found := path_to(each, trail)) is not None), None)
        if item is None:
            return None
        if isinstance(item, ft.Semantics) and item.identifier == identifier:
            return [*trail, item]
        return path_to([getattr(item, a, None) for a in ("content", "controls", "actions", "trailing")],
                       [*trail, item])

    trail = path_to(page.root, [])
    assert trail is not None, identifier
    node = trail[-1]
    handlers = [node.on_tap, *(getattr(c, "on_click", None) for c in controls_in(node.content)),
                *(getattr(c, "on_click", None) for c in reversed(trail[:-1]))]
    handler = next(h for h in handlers if h is not None)
    before = len(page.sent)
    if inspect.isgeneratorfunction(handler):  # Flet's update after each step that sent nothing, and after
        for _ in handler(None):  # the last (`BaseControl._trigger_event`)
            if len(page.sent) == before:
                page.update()
            before = len(page.sent)
    else:
        handler(None)
    if len(page.sent) == before:
        page.update()


def main_tap_screens(app: AppState) -> dict[str, tuple[PatchingPage, Any, Any]]:
    """Each main tap of measure_ui on its screen in measure_ui's state: name -> (page, tap, undo)."""
    from referee_app.fronts import front
    from referee_app.games.hundsgemein import document as hg
    from referee_app.games.loopit import document as lp
    from referee_app.games.loopit.screen import LoopitScreen
    from referee_app.games.paleo import document as pm
    from referee_app.games.paleo.screen import PaleoScreen
    from referee_app.games.paleo_games import document as pg
    from referee_app.games.paleo_games.screen import MatchScreen
    from referee_app.games.track.screen import GameScreen as TrackScreen
    from scorers.paleo_games import GAMES

    def opened(screen_class: Any, record_id: str) -> tuple[PatchingPage, Any]:
        page = PatchingPage()
        screen = screen_class(page, app, record_id, lambda *_: None)
        page.mount(screen.view())
        return page, screen

    found: dict[str, tuple[PatchingPage, Any, Any]] = {}
    # Hundsgemein: two players, their dogs, Anna's type-1 flea at row 1, column 1; her next at row 2, column 2
    from test_app_components import DOGS

    doc = hg.new_document([{"name": "Anna", "colour": "yellow"}, {"name": "Ben", "colour": "blue"}], "standard")
    for street, breed in DOGS.items():
        doc = hg.set_dog(doc, street, breed).doc
    doc = hg.place(doc, index(0, 0), 0, 1).doc
    page, screen = opened(GameScreen, app.create_game(find_game("hundsgemein"), "Anna, Ben", doc).id)
    found["Hundsgemein tile"] = (page, lambda p=page: flet_tap(p, "block-2-2"), screen.undo)
    # Loopit: the start tile laid at f6, a tile tapped at g6
    two = [{"name": "Anna", "colour": "red"}, {"name": "Ben", "colour": "blue"}]
    record = app.create_game(find_game("loopit"), "Anna, Ben", lp.new_document(two, "standard", "board"))
    page, screen = opened(LoopitScreen, record.id)
    for control in ("enter-turn", "shape-NESW", "value-7", "sq-f6"):  # tapped, as measure_ui does
        flet_tap(page, control)
    assert screen.picker.tile() is not None and "start" in screen.doc.file
    found["Loopit square"] = (page, lambda p=page: flet_tap(p, "sq-g6"), screen.undo)
    # track (Numeri): Anna's 2 on cell 1, Ben's 4 on cell 2, Anna rolled 2: her one move
    info = find_game("numeri")
    page, screen = opened(TrackScreen, app.create_game(
        info, "Anna, Ben", front(info).new_document(info, [{"name": "Anna", "colour": "yellow"},
                                                           {"name": "Ben", "colour": "blue"}], None)).id)
    for cell, token in ((1, "a-2"), (2, "b-4")):
        flet_tap(page, f"token-{token}")
        flet_tap(page, f"cell-{cell}")
    flet_tap(page, "roll-2")
    found["track move"] = (page, lambda p=page: flet_tap(p, "move-0"), screen.undo)
    # Paleo: Alice through the door
    record = app.create_game(find_game("paleo"), "Alice, Bruno", pm.new_document(
        "paleo", [{"name": "Alice", "colour": "red"}, {"name": "Bruno", "colour": "green"}]))
    page, screen = opened(PaleoScreen, record.id)
    found["Paleo round"] = (page, lambda p=page: flet_tap(p, "pa-door-0"), screen.undo)
    # Billard Doublé: a single piece
    players = [{"name": "Ana", "colour": "blue"}, {"name": "Ben", "colour": "red"}]
    game = "paleo-billard-double"
    record = app.create_game(find_game(game), "Ana, Ben", pg.new_document(game, GAMES[game].file_sides(players)))
    page, screen = opened(MatchScreen, record.id)
    found["Billard shot"] = (page, lambda p=page: flet_tap(p, "pg-piece-r3"), screen.undo)
    # Défense d'afficher: Anna rolled 4, forward
    two_sides = po.new_document([{"members": ["Anna"]}, {"members": ["Ben"]}], "full")
    page, screen = opened(PostersScreen, app.create_game(find_game("posters"), "Anna, Ben", two_sides).id)
    found["poster move"] = (page, lambda p=page: flet_tap(p, "po-move-forward-4"), screen.undo)
    return found


def main_tap_patches(app: AppState) -> dict[str, dict[str, Any]]:
    """What each main tap of measure_ui sends, in the steady state the measure sees (a tap and its undo
    made once before): name -> patch_sum of the tap, and `page`: the controls the client shows after it."""
    found = {}
    for name, (page, tap, undo) in main_tap_screens(app).items():
        tap()
        undo()
        page.clear()
        tap()
        found[name] = {**patch_sum(page.patches), "page": rendered(page.view)}
    return found


def test_the_patch_counter_sees_what_a_tap_changes_and_nothing_else(app):
    """The counter's own check: right after the view is shown nothing is pending; a text changed and sent
    is one control changed; a control put in a list is one added."""
    screen, _ = hundsgemein(app)
    page = PatchingPage()
    page.mount(screen.view())
    assert patch_sum([Patch.of(page.view)])["controls"] == 0
    screen.laid.value = "changed"
    page.update(screen.laid)
    assert patch_sum(page.patches) == {"controls": 1, "changed": 1, "added": 0, "messages": 1,
                                        "bytes": patch_sum(page.patches)["bytes"], "types": {"Text": 1}}
    page.clear()
    screen.problems_box.controls = [*screen.problems_box.controls, ft.Text("new")]
    page.update(screen.problems_box)
    assert patch_sum(page.patches)["added"] == 1


def test_the_main_taps_patches_are_counted(app):
    """Every main tap measured sends a patch that changes something (the counts printed by measure_ui)."""
    found = main_tap_patches(app)
    assert set(found) == {"Hundsgemein tile", "Loopit square", "track move", "Paleo round", "Billard shot",
                          "poster move"}
    for name, counts in found.items():
        assert counts["controls"] > 0, name


def tap_again(app: AppState, name: str) -> tuple[PatchingPage, dict[str, Any]]:
    """The main tap `name` of measure_ui, made, undone, then made again: the page and the second tap's patch."""
    page, tap, undo = main_tap_screens(app)[name]
    tap()
    undo()
    page.clear()
    tap()
    return page, patch_sum(page.patches)


def test_a_hundsgemein_tile_that_brings_a_problem_back_adds_no_control(app):
    """A tile laid next to its type, taken back, laid again: the problem's box and its remove and keep
    buttons were kept (hidden) when it went away, and are shown again with their words, not built anew;
    "No rule broken." keeps its words while hidden. What the tile changes is sent: its block, the block it
    touches, where the game stands, the banner, the count, the seats, the problem and undo and redo."""
    page, sent = tap_again(app, "Hundsgemein tile")
    assert sent["types"].get("OutlinedButton", 0) == sent["types"].get("TextButton", 0) == 0, sent
    # the tile's label too: shown again; and the seat that lays next, big (issue 24): its colour and its name
    assert sent["added"] == 0 and sent["controls"] <= 19, sent


def test_a_loopit_square_tap_ends_without_a_whole_page_update(app):
    """A square tap is a generator handler (paint, yield, save): after its save Flet would update the whole
    page, as after any handler that sent nothing, and so compare all of the board's controls again for
    nothing; the tap's last step sends its small part itself, so the whole page is never compared."""
    page, sent = tap_again(app, "Loopit square")
    assert sent["controls"] > 0 and WHOLE not in page.sent, page.sent


def test_the_first_shot_closes_the_final_scores_entry_in_the_repaint_it_sends(app):
    """Final scores (PG-FINAL) are offered only while nothing is logged: the first shot's targeted repaint
    sends the entry closed (its fields disabled), and an undo of that shot sends it open again; before, the
    repaint left it out and the fields stayed open on the phone."""
    screen, page = billiard(app)
    entry = screen.final
    assert entry is not None and not any(field.disabled for field in entry.fields)
    page.clear()
    tapped(page, find(page.root, "pg-piece-r3").on_click, None)
    assert WHOLE not in page.sent and all(field.disabled for field in entry.fields)
    assert id(entry.control) in sent_ids(page), "the closed entry is sent with the shot"
    page.clear()
    tapped(page, screen.undo)
    assert not any(field.disabled for field in entry.fields) and id(entry.control) in sent_ids(page)
