"""Paleo's screens and document without a renderer: set-up, the round log, refusals, questions, sheet, PDF."""

from __future__ import annotations

import datetime as dt
import io

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from paleo_helpers import example
from pypdf import PdfReader
from test_app_components import FakePage, find, texts

from referee_app.app import attach  # noqa: F401 - the app module imports cleanly with ours
from referee_app.fronts import front, game_file, has_front, score_saved
from referee_app.games.paleo import document as pm
from referee_app.games.paleo.pdf import sheet_pdf
from referee_app.games.paleo.screen import PaleoScreen
from referee_app.games.paleo.setup import PaleoSetup
from referee_app.state import AppState
from referee_app.store import Store
from scorers.errors import RefereeError
from scorers.paleo import ESCARMOUCHE, ROI, RULES
from scorers.registry import find_game

TWO = [{"name": "Alice", "colour": "red"}, {"name": "Bruno", "colour": "green"}]


@pytest.fixture
def app(tmp_path):
    return AppState(Store(tmp_path / "games.sqlite3"), device_language="en")


def new_game(app: AppState, game: str = "paleo", players=TWO, teams=False) -> str:
    doc = pm.new_document(game, players, teams)
    return app.create_game(find_game(game), "test", doc).id


def test_every_paleo_game_has_its_screens():
    for game in ("paleo", "paleo-roi", "paleo-escarmouche"):
        assert has_front(find_game(game)) and front(find_game(game)).setup_view


def test_add_round_until_the_match_is_won_then_refused():
    """PA-MATCH in the app: rounds add up, the match ends at 4 points and a further round is refused."""
    doc = pm.new_document("paleo", TWO)
    for side, how in (("Alice", "door"), ("Bruno", "capture"), ("Alice", "door")):
        change = pm.add_round(doc, side, how)
        assert isinstance(change, pm.Change)
        doc = change.doc
    assert doc.finished and pm.report(doc).sheet.winners == ("Alice",)
    refused = pm.add_round(doc, "Bruno", "capture")
    assert isinstance(refused, pm.Refusal) and refused.reasons[0].params["text"].key == "pa.v.match_over"
    assert refused.reasons[0].params["rule"] == "PA-MATCH"  # the reason names its rule (the banner's id)


def test_four_players_play_in_teams():
    players = [{"name": n, "colour": c} for n, c in zip("ABCD", ("red", "red", "green", "green"))]
    doc = pm.new_document("paleo", players)
    assert doc.file["teams"] == [["A", "B"], ["C", "D"]] and pm.side_names(doc) == ["A & B", "C & D"]
    assert "teams" not in pm.new_document("paleo-roi", players, teams=False).file


def test_duplicate_names_are_refused():
    with pytest.raises(RefereeError):
        pm.new_document("paleo", [{"name": "A", "colour": "red"}, {"name": "A", "colour": "green"}])


def test_roi_capture_refused_with_the_rule():
    doc = pm.new_document("paleo-roi", TWO)
    refused = pm.add_capture(doc, "Bruno", "Alice", "mercenary")
    assert isinstance(refused, pm.Refusal) and refused.reasons[0].params["text"].key == "ro.v.cannot_capture_king"
    done = pm.add_capture(doc, "Bruno", "Alice", "explorer").doc
    assert done.finished and pm.kings_standing(done) == [True, False]


def test_escarmouche_counts_follow_the_events():
    doc = pm.new_document("paleo-escarmouche", TWO)
    doc = pm.add_event(doc, "killer", "Alice").doc
    doc = pm.add_event(doc, "kill", "Bruno", "Alice").doc
    assert pm.pieces_and_killers(doc) == ([4, 3], [1, 0])
    assert isinstance(pm.add_event(doc, "kill", "Alice", "Bruno"), pm.Refusal)


def test_setup_form_starts_a_game_with_teams(app):
    page, routes = FakePage(), []
    form = PaleoSetup(page, app, find_game("paleo"), lambda *r: routes.extend(r))
    view = form.view()
    for _ in range(2):
        find(view.controls, "add-player").on_click(None)
    form.names[:] = ["Anna", "Ben", "Chloé", "Dev"]
    form.start(None)
    record = app.games()[0]
    assert record.data["file"]["teams"] == [["Anna", "Ben"], ["Chloé", "Dev"]]
    assert routes == ["/", f"/game/{record.id}"]


def test_round_screen_taps_add_rounds_and_refuse_after_the_end(app):
    game_id = new_game(app)
    page = FakePage()
    screen = PaleoScreen(page, app, game_id, lambda *r: None)
    view = screen.view()
    for button in ("pa-door-0", "pa-capture-1", "pa-door-0"):
        find(view.controls, button).on_click(None)
    assert find(view.controls, "pa-status").value == "Alice has won the match with 4 points (Alice 4 and Bruno 1)."
    find(view.controls, "pa-capture-1").on_click(None)
    # said at the top of the board in the rule's words, the rule id kept for a tap (issue 17)
    assert "Round 4 comes after the match was over" in screen.banner.words.value
    assert [item.rule_id for item in screen.banner.items] == ["PA-MATCH"]
    assert len(app.record(game_id).data["file"]["rounds"]) == 3
    screen.undo()
    assert find(view.controls, "pa-status").value.startswith("The match goes on (Alice 2 and Bruno 1)")


class ServedPage(FakePage):
    """As Flet's page does: a dialog shown is open; page updates are counted."""

    def __init__(self) -> None:
        super().__init__()
        self.updates = 0
        self.whole = 0  # updates naming no control: the whole page compared

    def show_dialog(self, dialog) -> None:
        dialog.open = True
        super().show_dialog(dialog)

    def update(self, *controls) -> None:
        self.updates += 1
        self.whole += not controls


def test_undo_and_redo_repaint_in_place_and_say_so_in_the_one_bar(app):
    """Issue 18: undo and redo repaint through the screen's refresh, on the same controls, and say what they
    did in the screen's one bar: while it is on show its words change (sent with the screen's targeted
    repaint), no new bar and no whole-page update; once it has closed, a new one."""
    game_id = new_game(app)
    page = ServedPage()
    screen = PaleoScreen(page, app, game_id, lambda *r: None)
    view = screen.view()
    door, status = find(view.controls, "pa-door-0"), find(view.controls, "pa-status")
    door.on_click(None)
    door.on_click(None)
    page.updates = page.whole = 0
    screen.undo()
    screen.undo()
    screen.redo()
    assert status.value.startswith("The match goes on (Alice 2 and Bruno 0)")
    assert find(view.controls, "pa-door-0") is door and find(view.controls, "pa-status") is status
    assert len(page.dialogs) == 1 and page.dialogs[0].content.value.startswith("Redone: ")
    # each step sends its targeted repaint (the first before the bar slides in, the others with the bar's
    # words); none the whole page (before the targeted repaint: one whole-page update, Flet's after the handler)
    assert page.updates == 3 and page.whole == 0
    page.dialogs[0].on_dismiss(None)  # the bar has closed
    screen.redo()
    assert len(page.dialogs) == 2 and page.dialogs[1].content.value.startswith("Redone: ")
    assert status.value.startswith("Alice has won the match with 4 points")


def test_questions_screen_answers_with_the_rule(app):
    game_id = new_game(app)
    screen = PaleoScreen(FakePage(), app, game_id, lambda *r: None)
    view = screen.view()
    screen.tab = "questions"
    screen.refresh()
    find(view.controls, "pq-piece-explorer").on_click(None)
    answer = " ".join(texts(find(view.controls, "pq-may-answer")))
    assert "No." in answer and "PA-EXPLORER" in answer
    find(view.controls, "pq-game-paleo-roi").on_click(None)
    find(view.controls, "pq-target-king").on_click(None)
    assert "RO-EXPLORER" in " ".join(texts(find(view.controls, "pq-may-answer")))
    camp = find(view.controls, "pq-camp-0")
    camp.value = True
    find(view.controls, "pq-camp-1").value = True
    camp.on_change(None)
    assert "Captured: piece 1." in texts(find(view.controls, "pq-several-answer"))


def test_saved_game_file_scores_and_prints(app):
    game_id = new_game(app)
    for side, how in (("Alice", "door"), ("Alice", "door")):
        doc = pm.PaleoDocument.model_validate(app.record(game_id).data)
        app.apply(game_id, pm.add_round(doc, side, how))
    game = find_game("paleo")
    data = app.record(game_id).data
    assert game_file(game, data)["rounds"][1] == {"winner": "Alice", "how": "door"}
    state, sheet = score_saved(game, data)
    pdf = front(game).sheet_pdf(game, sheet, state, "fr", dt.date(2026, 11, 26))
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
    assert "Vainqueur" in text and "Alice" in text and "clés et porte" in text


@pytest.mark.parametrize("name, rules", [("classic_two_players.json", RULES), ("four_players_teams.json", RULES),
                                         ("roi_four_teams.json", ROI), ("escarmouche_two_players.json", ESCARMOUCHE)])
def test_pdf_prints_every_example_and_is_stable(name, rules):
    state = rules.parse(example(name))
    sheet = rules.score(state)
    day = dt.date(2026, 11, 26)
    one, two = sheet_pdf(sheet, state, "en", day), sheet_pdf(sheet, state, "en", day)
    assert one == two
    text = "".join(page.extract_text() for page in PdfReader(io.BytesIO(one)).pages)
    label = "Winners" if sheet.winners[0] in sheet.teams else "Winner"  # a team's win in the plural (26.8)
    assert f"{label}: {sheet.winners[0]}" in text
    if name.startswith("four"):
        assert "Łukasz" in text and "Ődön" in text


def test_reefs_are_placed_in_turn_before_a_round_and_go_into_it():
    """PA-REEF-ORDER / PA-REEF-COUNT in the app: each reef checked as it is placed, then kept with the round."""
    doc = pm.new_document("paleo", TWO)
    assert pm.reef_turn(doc).next == "Alice" and pm.reef_turn(doc).total == 10
    refused = pm.place_reef(doc, "Alice").doc
    out_of_turn = pm.place_reef(refused, "Alice")
    assert isinstance(out_of_turn, pm.Refusal) and out_of_turn.reasons[0].params["text"].key == "pa.v.reef_out_of_turn"
    for side in ["Bruno", "Bruno", "Alice", "Alice", "Bruno", "Bruno", "Alice", "Alice", "Bruno"]:
        refused = pm.place_reef(refused, side).doc
    assert pm.reef_turn(refused).next is None and pm.reef_turn(refused).placed == 10
    assert isinstance(pm.place_reef(refused, "Alice"), pm.Refusal)
    played = pm.add_round(refused, "Alice", "door").doc
    assert len(played.file["rounds"][0]["reefs"]) == 10 and played.reefs == ()
    assert pm.clear_reefs(pm.place_reef(played, "Alice").doc).doc.reefs == ()


def test_reefs_at_three_players_follow_the_rotated_seats():
    """PA-SEATS with PA-REEF-ORDER: before round 2 at 3 players, the player now in seat 3 starts."""
    players = [{"name": n, "colour": c} for n, c in (("Anna", "red"), ("Ben", "green"), ("Chloé", "blue"))]
    doc = pm.new_document("paleo", players)
    assert pm.reef_turn(doc).next == "Chloé"
    doc = pm.add_round(doc, "Anna", "door").doc
    assert pm.reef_turn(doc).next == "Ben"


def test_round_from_its_record_is_derived_or_refused(app):
    """PA-ROUND-END in the app: a round given by its record gets its result from the rules, or is refused."""
    game_id = new_game(app)
    page = FakePage()
    screen = PaleoScreen(page, app, game_id, lambda *r: None)
    view = screen.view()
    find(view.controls, "pa-rec-save").on_click(None)
    assert "The round record shows no win" in screen.banner.words.value  # at the top, in words (issue 17)
    find(view.controls, "pa-rec-keys-0-2").on_click(None)
    find(view.controls, "pa-rec-door-0").value = True
    for _ in range(3):
        find(view.controls, "pa-rec-captured-1-plus").on_click(None)
    find(view.controls, "pa-rec-save").on_click(None)
    rounds = app.record(game_id).data["file"]["rounds"]
    assert rounds == [{"record": {"Alice": {"keys": 2, "on_door": True}, "Bruno": {"captured": 3}}}]
    assert find(view.controls, "pa-points-0").content.controls[1].value == "2"
    assert find(view.controls, "pa-rec-captured-1-value").value == "0"  # the form is ready for the next round


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["Alice", "Bruno"]), st.sampled_from(["door", "capture"])), max_size=8))
def test_random_taps_keep_a_valid_match_that_stops_at_four(taps):
    """Whatever is tapped, the saved match is valid, and no round is saved once a side has 4 points."""
    doc = pm.new_document("paleo", TWO)
    for side, how in taps:
        change = pm.add_round(doc, side, how)
        if isinstance(change, pm.Refusal):
            assert doc.finished
            continue
        doc = change.doc
    report = pm.report(doc)
    assert not any(v.is_error for v in report.violations)
    totals = report.sheet.totals
    assert doc.finished == (max(totals.values()) >= 4)


def test_setup_form_seats_a_saved_profile_and_remembers_the_players(app):
    """A saved player is one tap away on the Paleo form: they take the first empty name, leave the chips,
    and starting the game keeps every new name as a profile."""
    app.store.records.save_profile("Chloé", "red")
    page, routes = FakePage(), []
    form = PaleoSetup(page, app, find_game("paleo"), lambda *r: routes.extend(r))
    view = form.view()
    find(form.known.row, "profile-chip-0").on_click(None)
    assert form.names == ["Chloé", ""]
    assert find(view.controls, "player-name-0").value == "Chloé"
    assert form.known.row.controls == [] and form.known.control.visible is False   # Chloé is no longer offered
    form.names[1] = "Ben"
    form.start(None)
    assert app.games()[0].data["file"]["players"][0]["name"] == "Chloé"
    assert [p.name for p in app.store.records.profiles()] == ["Ben", "Chloé"]


def test_a_round_repaints_only_what_changed(app):
    """Issue 18: a round adds its line at the top of the rounds and leaves the lines already shown as they
    were (the same controls), so the repaint sends the new line and the changed scores only."""
    game_id = new_game(app)
    screen = PaleoScreen(FakePage(), app, game_id, lambda *r: None)
    view = screen.view()
    find(view.controls, "pa-door-0").on_click(None)
    first = find(view.controls, "pa-round-0")
    body = list(screen.body.controls)
    find(view.controls, "pa-capture-1").on_click(None)
    assert find(view.controls, "pa-round-0") is first and find(view.controls, "pa-round-1") is not None
    assert all(a is b for a, b in zip(screen.body.controls, body)) and len(screen.body.controls) == len(body)
    screen.undo()
    assert find(view.controls, "pa-round-0") is first
    with pytest.raises(LookupError):
        find(view.controls, "pa-round-1")
