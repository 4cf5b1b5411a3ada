"""Défense d'afficher in the app without a renderer: the document's changes (refusals come from the
rules), the private hand, the front module, the screens' handlers, and the PDF read back with pypdf."""

from __future__ import annotations

import datetime as dt
import io
import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import flet as ft
import pytest
from pypdf import PdfReader

from referee_app.changes import Change, Refusal
from referee_app.fronts import front, game_file, score_saved
from referee_app.games.posters import document as po
from referee_app.games.posters.chance import CardChoice
from referee_app.games.posters.dialogs import hand_dialog, stick_dialog
from referee_app.games.posters.pdf import game_pdf
from referee_app.games.posters.screen import GameScreen
from referee_app.games.posters.setup import SetupForm
from referee_app.state import AppState
from referee_app.store import Store
from scorers.i18n import render
from scorers.posters import parse, score
from scorers.posters.rules import COLOURS
from scorers.registry import find_game

DATA = Path(__file__).parent / "data" / "posters"
TODAY = dt.date(2026, 11, 26)
GAME = find_game("posters")


class FakePage:
    theme_mode = ft.ThemeMode.LIGHT

    def __init__(self) -> None:
        self.dialogs: list[Any] = []

    def show_dialog(self, dialog: Any) -> None:
        self.dialogs.append(dialog)

    def pop_dialog(self) -> None:
        pass

    def update(self, *_: Any) -> None:
        pass

    def run_task(self, *_: Any, **__: Any) -> None:
        pass


def find(control: Any, identifier: str) -> Any:
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


def two_sides() -> po.PostersDocument:
    return po.new_document([{"members": ["Anna"]}, {"members": ["Ben", "Chloé"], "name": "Les Colleurs"}], "full")


def apply(doc: po.PostersDocument, change: Change | Refusal) -> po.PostersDocument:
    assert isinstance(change, Change), change
    return change.doc


@pytest.fixture
def app(tmp_path):
    return AppState(Store(tmp_path / "games.sqlite3"), device_language="en")


# --- the document ------------------------------------------------------------------------------------

def test_a_new_document_names_every_person_and_refuses_bad_sides():
    doc = two_sides()
    assert doc.players == ("Anna", "Ben", "Chloé") and doc.file["sides"][1]["name"] == "Les Colleurs"
    with pytest.raises(Exception, match="names must differ"):
        po.new_document([{"members": ["Anna"]}, {"members": ["Anna"]}], "full")


def test_turns_go_to_the_side_and_member_whose_turn_it_is():
    doc = apply(None, po.new_turn(two_sides(), {"exchange": 2}))
    doc = apply(doc, po.new_turn(doc, {"exchange": 1}))
    doc = apply(doc, po.new_turn(doc, {"exchange": 1}))
    assert [(t["side"], t["player"]) for t in doc.file["turns"]] == [("a", "Anna"), ("b", "Ben"), ("a", "Anna")]
    assert po.report(doc).next_member() == "Chloé"


def test_a_refused_claim_is_not_recorded_and_says_its_rule():
    doc = two_sides()
    refusal = po.new_turn(doc, {"roll": 3, "move": [1, -2]})
    # issue 17: each reason is the rule's words with its id kept apart (the violation banner's `rule`)
    assert isinstance(refusal, Refusal) and refusal.reasons[0].params["text"].key == "po.v.both_ways"
    assert refusal.reasons[0].params["rule"].startswith("PO-")
    doc = apply(doc, po.new_turn(doc, {"roll": 4, "move": 4}))
    doc = apply(doc, po.add_to_turn(doc, {"stick": "A1", "poster": "lune"}))
    assert po.add_to_turn(doc, {"stick": "A1", "poster": "lune"}).reasons[0].params["text"].key == "po.v.slot_filled"
    assert (po.add_to_turn(doc, {"stick": "B1", "poster": "caravelle"}).reasons[0].params["text"].key
            == "po.v.stick_no_stop")


def test_a_wrong_slot_is_recorded_with_its_penalty():
    doc = apply(None, po.new_turn(two_sides(), {"roll": 4, "move": 4}))
    doc = apply(doc, po.add_to_turn(doc, {"stick": "A1", "poster": "fusee"}))
    rep = po.report(doc)
    assert rep.table.hands == (19, 18) and rep.open_panel() == "A"


def test_a_forced_card_joins_the_move_that_stopped_on_the_chance_square():
    doc = apply(None, po.new_turn(two_sides(), {"roll": 2, "move": 2}))
    assert po.report(doc).last.forced_draw
    doc = apply(doc, po.add_to_turn(doc, {"chance": "draw"}))
    rep = po.report(doc)
    assert not rep.last.forced_draw and rep.table.hands[0] == 19 and len(doc.file["turns"]) == 1


def test_the_private_hand_stays_out_of_the_game_file():
    doc = apply(None, po.set_hand(two_sides(), "a", ("lune", "perle")))
    assert doc.hands == {"a": ("lune", "perle")}
    assert "hands" not in json.dumps(po.scoring_file(doc))
    assert po.fitting(po.report(doc), doc.hands["a"]) == {"A": ["A1"], "D": ["D1"]}
    doc = apply(doc, po.new_turn(doc, {"roll": 4, "move": 4}))
    doc = apply(doc, po.add_to_turn(doc, {"stick": "A1", "poster": "lune"}))
    assert doc.hands == {"a": ("perle",)}  # stuck: no longer in the hand


def test_a_finished_game_is_marked_finished():
    data = json.loads((DATA / "four_sides_to_the_finish.json").read_text(encoding="utf-8"))
    doc = po.new_document(data["sides"], "full")
    for turn in data["turns"]:
        doc = apply(doc, po.new_turn(doc, turn["do"][0]))
        for action in turn["do"][1:]:
            doc = apply(doc, po.add_to_turn(doc, action))
    assert doc.finished and po.report(doc).sheet.winners == ("Anna",)
    assert isinstance(po.new_turn(doc, {"exchange": 1}), Refusal)


def test_the_front_gives_the_game_file_of_a_saved_document():
    doc = apply(None, po.new_turn(two_sides(), {"exchange": 1}))
    data = doc.model_dump(mode="json")
    assert game_file(GAME, data)["turns"][0]["do"] == [{"exchange": 1}]
    state, sheet = score_saved(GAME, data)
    assert sheet.totals == {"Anna": 18, "Les Colleurs": 18}
    assert front(GAME).new_document(GAME, [{"name": "A", "colour": "red"}, {"name": "B", "colour": "blue"}],
                                    None).file["variant"] == "full"


# --- the screens --------------------------------------------------------------------------------------

def start(app: AppState, variant: str = "full") -> tuple[GameScreen, FakePage]:
    record = app.create_game(GAME, "Anna, Les Colleurs", two_sides().model_copy(
        update={"file": {**two_sides().file, "variant": variant}}))
    page = FakePage()
    screen = GameScreen(page, app, record.id, lambda *_: None)
    screen.view()
    return screen, page


def test_the_turn_screen_moves_sticks_and_penalises(app):
    screen, page = start(app)
    assert "Turn 1: Anna to play" in screen.status.value
    screen.move("forward", 4)
    assert find(screen.body, "po-stick-help").value.startswith("Anna stopped at panel A")
    stick_dialog(screen, "A1")
    find(page.dialogs[-1], "po-brand-fusee").on_click(None)
    assert screen.rep.table.hands[0] == 19
    # issue 17: the penalty is said at the top of the turn (was a snack bar), amber, its rule a tap away
    assert "penalty poster" in screen.banner.words.value
    assert [item.rule_id for item in screen.banner.items] == ["PO-WRONG-SLOT"]
    stick_dialog(screen, "A1")
    find(page.dialogs[-1], "po-stick-right").on_click(None)
    assert screen.rep.table.posted_by == {"A1": 0}
    screen.undo()
    assert screen.rep.table.posted_by == {}


def test_the_chance_card_refuses_a_ban_on_no_slot_then_lays_it(app):
    screen, page = start(app)
    dialog = CardChoice(screen, "ban", append=False)
    dialog.open()
    dialog.submit()
    # issue 17: said at the top of the turn (was a snack bar "Refused: ..."), in the rule's words
    assert screen.banner.shown and screen.refusal_shown and not screen.rep.table.bans
    assert "covers 1 to 4 slots of one panel, and no slot is chosen" in screen.banner.words.value
    assert screen.pending is dialog  # refused: the confirm line stays open to correct the choice
    dialog = CardChoice(screen, "ban", append=False)
    dialog.open()
    find(dialog.body, "po-ban-panel-C").on_select(None)
    find(dialog.body, "po-ban-slot-C2").on_select(None)
    dialog.submit()
    assert screen.rep.table.bans == (("C2",),)


def test_the_simplified_game_offers_no_chance(app):
    screen, _ = start(app, "simplified")
    assert [s.value for s in screen.kind_button.segments] == ["move", "exchange"]


def test_the_hand_is_hidden_until_a_side_is_picked(app):
    screen, page = start(app)
    hand_dialog(screen)
    body = page.dialogs[-1].content
    with pytest.raises(LookupError):
        find(body, "po-hand-lune")
    find(body, "po-hand-side-a").on_click(None)
    find(body, "po-hand-lune").on_change(SimpleNamespace(control=SimpleNamespace(value=True)))
    assert screen.doc.hands == {"a": ("lune",)}
    assert "A: A1" in find(body, "po-hand-fits").value


def test_the_setup_makes_a_team_and_starts_the_game(app):
    routes = []
    page = FakePage()
    form = SetupForm(page, app, GAME, lambda *r: routes.extend(r))
    view = form.view()
    find(view, "po-team-0").on_change(SimpleNamespace(control=SimpleNamespace(value=True)))
    for ident_, name in (("po-member-0-0", "Anna"), ("po-member-0-1", "Ben"), ("po-member-1-0", "Chloé")):
        find(form.rows, ident_).on_change(SimpleNamespace(control=SimpleNamespace(value=name)))
    assert form.chip_labels[0].value == "Anna & Ben"
    form.start(None)
    record = app.record(routes[-1].rsplit("/", 1)[-1])
    assert [s["members"] for s in record.data["file"]["sides"]] == [["Anna", "Ben"], ["Chloé"]]


def test_the_setup_switches_a_house_rule_on(app):
    routes = []
    form = SetupForm(FakePage(), app, GAME, lambda *r: routes.extend(r))
    view = form.view()
    find(view, "house-stay-sticks").on_change(SimpleNamespace(control=SimpleNamespace(value=True)))
    for ident_, name in (("po-member-0-0", "Anna"), ("po-member-1-0", "Ben")):
        find(form.rows, ident_).on_change(SimpleNamespace(control=SimpleNamespace(value=name)))
    form.start(None)
    assert app.record(routes[-1].rsplit("/", 1)[-1]).data["file"]["house_rules"] == ["stay-sticks"]


def test_the_setup_refuses_sides_without_names(app):
    form = SetupForm(FakePage(), app, GAME, lambda *r: None)
    form.view()
    form.start(None)
    assert form.error.value == "Every player needs a name (switch a team off to leave a single player)."


# --- the PDF --------------------------------------------------------------------------------------------

def pdf_text(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)


@pytest.mark.parametrize("lang, words", [
    ("en", ["Panels at the end", "The game, turn by turn", "Winner: Anna", "Łukasz", "Sticks Savon Lune on A1"]),
    ("fr", ["Les panneaux en fin de partie", "Vainqueur", "Łukasz", "Colle Savon Lune sur A1", "Chloé"]),
])
def test_the_pdf_of_a_finished_game(lang, words):
    state = parse(json.loads((DATA / "four_sides_to_the_finish.json").read_text(encoding="utf-8")))
    data = game_pdf(score(state), state, lang, TODAY)
    text = pdf_text(data)
    for word in words:
        assert word in text, word
    assert game_pdf(score(state), state, lang, TODAY) == data  # byte-identical


def test_the_pdf_marks_refusals_and_penalties():
    state = parse(json.loads((DATA / "two_sides_incidents.json").read_text(encoding="utf-8")))
    text = pdf_text(game_pdf(score(state), state, "en", TODAY))
    assert "Refused: B1 already carries Café Caravelle" in text.replace("\n", " ")
    assert "Penalty:" in text and "Not over yet; fewest posters left: Ben" in text and "Winner" not in text


def test_the_setup_seats_known_players_with_their_colour(app):
    """A saved profile fills the first empty name and brings its colour to its side when no named side wears
    it; a team's partner place is filled next; starting keeps every player as a profile."""
    app.store.records.save_profile("Chloé", COLOURS[1])
    app.store.records.save_profile("Dev", COLOURS[1])                                  # the same preference
    routes = []
    form = SetupForm(FakePage(), app, GAME, lambda *r: routes.extend(r))
    view = form.view()
    find(view, "po-team-0").on_change(SimpleNamespace(control=SimpleNamespace(value=True)))
    find(form.known.row, "profile-chip-0").on_click(None)                      # Chloé: side A, in her colour
    assert form.sides[0] == {"members": ["Chloé", ""], "colour": COLOURS[1]}
    assert form.sides[1]["colour"] == COLOURS[0]                               # the empty side B swapped
    find(form.known.row, "profile-chip-1").on_click(None)                      # Dev: Chloé's partner
    assert form.sides[0] == {"members": ["Chloé", "Dev"], "colour": COLOURS[1]}
    assert form.known.row.controls == []
    find(form.rows, "po-member-1-0").on_change(SimpleNamespace(control=SimpleNamespace(value="Ben")))
    form.start(None)
    record = app.record(routes[-1].rsplit("/", 1)[-1])
    assert [s["members"] for s in record.data["file"]["sides"]] == [["Chloé", "Dev"], ["Ben"]]
    assert {(p.name, p.colour) for p in app.store.records.profiles()} == {("Chloé", COLOURS[1]), ("Dev", COLOURS[1]),
                                                                  ("Ben", COLOURS[0])}


def test_PO_CHANCE_SQUARE_the_pdf_says_warning_not_penalty_for_a_card_not_drawn():
    """PO-CHANCE-SQUARE: "soit OBLIGATOIREMENT lorsqu'il s'arrête sur une case « Prenez une carte de Chance »"
    (a card must be drawn on a chance square), with no sanction in the sheet: the PDF warns, it does not
    print "Penalty" (RULINGS: a "must" without a sanction is a warning)."""
    state = parse({"game": "posters", "sides": ["Anna", "Ben"], "turns": [
        {"side": "a", "do": [{"roll": 2, "move": 2}]}]})
    text = pdf_text(game_pdf(score(state), state, "en", TODAY)).replace("\n", " ")
    assert "Warning (no penalty): The pawn stopped on a chance square" in text and "Penalty:" not in text


@pytest.mark.parametrize("lang, label", [
    ("en", "Reconstructed from published descriptions; check against your board"),
    ("fr", "Reconstitué d’après les descriptions publiées ; vérifiez-le sur votre plateau"),
])
def test_PO_BOARD_the_pdf_says_the_default_board_is_reconstructed(lang, label):
    """Issue 16: the default board is labelled "reconstructed from published descriptions; check against
    your board" in the PDF too."""
    state = parse(json.loads((DATA / "four_sides_to_the_finish.json").read_text(encoding="utf-8")))
    text = " ".join(pdf_text(game_pdf(score(state), state, lang, TODAY)).split())
    assert label in text


def test_a_chance_card_applies_after_a_one_line_confirm_without_a_dialog(app):
    """Issue 17: tapping a card shows its one-line confirm in the turn (no dialog); Apply plays it, Cancel
    drops it."""
    screen, page = start(app)
    screen.kind = "chance"
    screen.refresh()
    find(screen.body, "po-card-replay").on_click(None)
    assert not page.dialogs and screen.rep.state.turns == ()  # nothing drawn before the confirm
    assert find(screen.body, "po-card-confirm") and screen.pending is not None
    find(screen.body, "po-card-cancel").on_click(None)
    assert screen.pending is None and screen.rep.state.turns == ()
    find(screen.body, "po-card-replay").on_click(None)
    find(screen.body, "po-card-ok").on_click(None)
    assert not page.dialogs and screen.rep.table.next_side == 0 and len(screen.rep.state.turns) == 1
    with pytest.raises(LookupError):
        find(screen.body, "po-card-confirm")


def test_PO_FOG_the_screen_offers_every_panel_to_stick_after_the_card(app):
    """After « Foncez dans le brouillard » the side may stick on any panel: every panel's slots are offered."""
    screen, page = start(app)
    screen.kind = "chance"
    screen.refresh()
    find(screen.body, "po-card-fog").on_click(None)
    find(screen.body, "po-card-ok").on_click(None)
    assert screen.stick_frame.visible and all(v.control.visible for v in screen.stick_panels.values())
    assert sorted(screen.stick_panels) == [p.id for p in screen.rep.state.board.panels]
    assert "Foncez dans le brouillard" in screen.stick_help.value
    stick_dialog(screen, "G4")
    find(page.dialogs[-1], "po-stick-right").on_click(None)
    assert screen.rep.table.posted_by == {"G4": 0}


def test_issue_18_a_poster_move_repaints_only_what_changed(app, monkeypatch):
    """Issue 18: a die tap repaints the die's buttons only; a move keeps every control of the turn tab (the
    side chips, the move options, the panels) and repaints only the slots and texts whose value changed;
    the language is read once per repaint, not once per text."""
    screen, page = start(app)
    screen.move("forward", 4)  # the first stop at panel A makes its stick view; later stops only show it
    screen.undo()
    chips = list(screen.sides_row.controls)
    segments = list(screen.kind_button.segments)
    body = list(screen.body.controls)
    painted: list[str] = []
    real = ft.Text.__setattr__

    def spy(self, name, value):
        if name == "value" and getattr(self, "value", None) != value:
            painted.append(value)
        real(self, name, value)

    reads = {"n": 0}
    lang = type(app).lang

    monkeypatch.setattr(type(app), "lang", property(lambda a: reads.__setitem__("n", reads["n"] + 1) or lang.fget(a)))
    monkeypatch.setattr(ft.Text, "__setattr__", spy)
    screen.move("forward", 4)
    monkeypatch.undo()
    assert screen.rep.open_panel() == "A"
    assert screen.sides_row.controls == chips and screen.kind_button.segments == segments
    assert [c for c in screen.body.controls if c in body] == body  # the same controls, one list
    assert reads["n"] <= 3
    # the status, the two chips, the pile, the stick help, panel A's title and its four stick tiles' states
    assert 3 <= len(painted) <= 12, painted


# --- issue 17: a move in one tap, a poster in one tap --------------------------------------------------
def turn_events(screen: GameScreen) -> list[tuple]:
    """Every event of the log as the rules judge it (rule, code, severity, words): what a path must match."""
    return [(e.rule, e.code, e.severity, render(e.text, "en")) for r in screen.rep.replay.turns for e in r.events]


def tap(screen: GameScreen, identifier: str) -> None:
    find(screen.body, identifier).on_click(None)


@pytest.mark.parametrize("direction, roll, steps", [("forward", 4, 4), ("backward", 3, -3), ("stay", 2, 0)])
def test_issue_17_PO_MOVE_one_tap_on_the_grid_is_the_claim_roll_then_direction_made(app, direction, roll, steps):
    """PO-MOVE « il jette le dé et déplace sa figurine [...] IL PEUT PRENDRE N'IMPORTE QUELLE DIRECTION »: the
    die's number and the way are one choice; a tap on the grid records the same claim, and the rules log
    the same events, as the die's number then the direction did ({"roll": n, "move": +n, -n or 0})."""
    screen, _ = start(app)
    tap(screen, f"po-move-{direction}-{roll}")
    long_way = apply(two_sides(), po.new_turn(two_sides(), {"roll": roll, "move": steps}))
    assert screen.doc.file["turns"] == long_way.file["turns"]
    other, _ = start(app)
    other.change(lambda d: po.new_turn(d, {"roll": roll, "move": steps}))
    assert turn_events(screen) == turn_events(other) and turn_events(screen)


def test_issue_17_PO_STICK_a_slot_tap_sticks_its_own_brand_with_the_events_of_the_dialog(app):
    """PO-STICK « une affiche LUSTUCRU ne peut être posée que sur le rectangle “Réservé à LUSTUCRU” »: a tap on
    a free slot of the panel stopped at sticks the brand the rules reserve it for, one tap a poster; the log
    is the one the dialog's "its own slot" button makes, poster by poster, up to the win."""
    short, _ = start(app)
    long, page = start(app)
    for screen in (short, long):
        screen.move("forward", 4)  # Anna stops at panel A
    for slot in ("A1", "A2", "A3"):
        short.stick_panels["A"].tiles[int(slot[1]) - 1].tap(None)  # the tile's own tap handler
        stick_dialog(long, slot)
        find(page.dialogs[-1], "po-stick-right").on_click(None)
        assert short.doc.file == long.doc.file and turn_events(short) == turn_events(long)
    assert short.rep.table.posted_by == {"A1": 0, "A2": 0, "A3": 0} and short.rep.table.hands[0] == 15
    assert not short.page.dialogs  # no dialog on the way
    short.undo()  # a slot tapped by mistake: undo takes the last poster back
    assert short.rep.table.posted_by == {"A1": 0, "A2": 0}


def test_issue_17_PO_WRONG_SLOT_another_poster_armed_then_the_slot_logs_the_penalty_of_the_dialog(app):
    """PO-WRONG-SLOT « Le joueur qui pose une affiche sur un emplacement qui est réservé à une autre affiche,
    doit la reprendre et [...] prendre une affiche supplémentaire à la RESERVE »: "wrong poster" armed, the
    next slot tap asks which poster (the others listed at once) and logs what the dialog's long way logs;
    the tap after it sticks the slot's own brand again."""
    short, page = start(app)
    long, long_page = start(app)
    for screen in (short, long):
        screen.move("forward", 4)
    tap(short, "po-stick-wrong")
    assert short.wrong_poster and "Now tap the slot" in find(short.body, "po-stick-wrong").content
    short.stick_panels["A"].tiles[0].tap(None)
    assert not short.wrong_poster  # one tap only
    dialog = page.dialogs[-1]
    assert find(dialog, "po-brand-fusee").visible is not False
    with pytest.raises(LookupError):  # the other brands are listed at once: no button to show them
        find(dialog, "po-stick-other")
    find(dialog, "po-brand-fusee").on_click(None)
    stick_dialog(long, "A1")
    find(long_page.dialogs[-1], "po-stick-other").on_click(None)
    find(long_page.dialogs[-1], "po-brand-fusee").on_click(None)
    assert short.doc.file == long.doc.file and turn_events(short) == turn_events(long)
    assert [e[0] for e in turn_events(short) if e[1]] == ["PO-WRONG-SLOT"] and short.rep.table.hands[0] == 19
    short.stick_panels["A"].tiles[0].tap(None)  # disarmed: the right poster in one tap
    assert short.rep.table.posted_by == {"A1": 0} and len(page.dialogs) == 1


def test_the_kind_of_turn_is_shown_by_its_fill_alone_so_its_word_keeps_one_line(app):
    """Review at 360 px in French: the chosen kind's check mark took the room of its word ("Échang/e" on two
    lines, the layout harness's posters-exchange screenshot); the chosen segment is shown by its fill."""
    screen, _ = start(app)
    assert screen.kind_button.show_selected_icon is False


def test_the_pdf_s_panels_name_each_brand_whole_where_it_fits():
    """Review (French PDF): the panels cut every brand at 14 letters ("Chocolat Siri…", "Biscuits Mist…")
    whatever the slot's room; a brand is cut only where it does not fit its slot."""
    state = parse(json.loads((DATA / "four_sides_to_the_finish.json").read_text(encoding="utf-8")))
    text = pdf_text(game_pdf(score(state), state, "fr", TODAY))
    brands = set(state.board.brands.values())
    long_ones = [b for b in brands if len(b) > 14]
    assert long_ones and all(b in text for b in long_ones), [b for b in long_ones if b not in text]


def test_a_team_that_stopped_at_a_panel_is_said_in_the_plural(tmp_path):
    """French agrees the verb with the side: "Anna s’est arrêtée" is one player, a team of two "se sont
    arrêtés" (issue 26 item 8: the screen said "Les Colleurs s’est arrêté")."""
    french = AppState(Store(tmp_path / "fr.sqlite3"), device_language="fr")
    team_first = po.new_document([{"members": ["Ben", "Chloé"], "name": "Les Colleurs"}, {"members": ["Anna"]}], "full")
    record = french.create_game(GAME, "Les Colleurs, Anna", team_first)
    screen = GameScreen(FakePage(), french, record.id, lambda *_: None)
    screen.view()
    screen.move("forward", 4)
    assert find(screen.body, "po-stick-help").value.startswith("Les Colleurs se sont arrêtés au panneau A")


def test_the_next_sides_turn_opens_on_the_move_not_on_the_last_kind_chosen(app):
    """A turn is most often a move: the kind of turn chosen by one side (Chance) is not left selected for
    the next side (issue 26 item 10)."""
    screen, _ = start(app)
    screen.kind = "chance"
    screen.refresh()
    find(screen.body, "po-card-rest").on_click(None)
    find(screen.body, "po-card-ok").on_click(None)
    assert len(screen.rep.state.turns) == 1 and screen.rep.table.next_side == 1
    assert screen.kind == "move" and screen.kind_button.selected == ["move"]
    find(screen.body, "po-move-forward-2")  # the die's buttons are shown


def _walk(control: Any):
    stack = [control]
    while stack:
        item = stack.pop()
        if isinstance(item, (list, tuple)):
            stack.extend(item)
        elif item is not None:
            yield item
            stack.extend(getattr(item, a, None) for a in ("content", "controls", "actions"))


def test_the_result_shows_one_trophy_and_each_note_once(app):
    """The result block already carries the trophy, the tie-break and the headline; the result tab does not
    add a second trophy, and the board's "reconstructed" note is said once (issue 26 item 10)."""
    from referee_app.games.posters.log import result_items

    data = json.loads((DATA / "four_sides_to_the_finish.json").read_text(encoding="utf-8"))
    doc = po.new_document(data["sides"], "full")
    for turn in data["turns"]:
        doc = apply(doc, po.new_turn(doc, turn["do"][0]))
        for action in turn["do"][1:]:
            doc = apply(doc, po.add_to_turn(doc, action))
    items = result_items(FakePage(), app, po.report(doc), doc, "title")
    controls = list(_walk(items))
    assert sum(isinstance(c, ft.Icon) and c.icon == ft.Icons.EMOJI_EVENTS for c in controls) == 1
    texts = " ".join(str(c.value) for c in controls if isinstance(c, ft.Text))
    assert texts.count("Reconstructed") + texts.count("reconstructed") <= 1, texts
