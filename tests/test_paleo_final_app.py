"""A Paleo match entered as its final scores in the app, without a renderer (issue 24, PA-FINAL): while nothing
is logged the round log offers a field a side; Enter goes to the next side and, in the last, enters the whole
match (one change in the same game file, one undo); bad input is refused at the top of the board in the
reader's language, what was typed kept; once something is logged the entry stays in its place, closed, so
that the round buttons under it do not move."""

from __future__ import annotations

import asyncio
import inspect
from types import SimpleNamespace

import pytest
from test_app_components import find
from test_targeted_repaint import WHOLE, CountingPage, sent_ids, shown, tapped

from referee_app.games.paleo import document as pm
from referee_app.games.paleo.screen import PaleoScreen
from referee_app.state import AppState
from referee_app.store import Store
from scorers.registry import find_game

TWO = [{"name": "Alice", "colour": "red"}, {"name": "Bruno", "colour": "green"}]
FOUR = [*TWO, {"name": "Chloé", "colour": "blue"}, {"name": "Dev", "colour": "orange"}]


@pytest.fixture(params=["en", "fr"])
def app(tmp_path, request):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, request.param)
    store.close()


def screen_for(app: AppState, players=TWO) -> tuple[PaleoScreen, CountingPage]:
    page = CountingPage()
    record = app.create_game(find_game("paleo"), "test", pm.new_document("paleo", players))
    screen = PaleoScreen(page, app, record.id, lambda *_: None)
    shown(page, screen)
    return screen, page


def type_scores(screen: PaleoScreen, *texts: str) -> None:
    """Each score typed in its field and Enter, as on the number pad (Enter in the last enters them); the focus
    that Enter moves is noted (without a renderer there is no focus to move)."""
    fields = screen.log.final.fields
    focused: list[int] = []
    # Flet awaits a handler only when it is a coroutine function
    assert all(inspect.iscoroutinefunction(f.on_submit) for f in fields)
    for seat, field in enumerate(fields):
        async def focus(seat=seat) -> None:
            focused.append(seat)
        field.focus = focus
    for seat, text in enumerate(texts):
        fields[seat].value = text
        asyncio.run(fields[seat].on_submit(SimpleNamespace(control=fields[seat])))
    assert focused == list(range(1, len(texts)))  # Enter went to the next side's field, each time


def test_final_scores_typed_side_by_side_enter_the_whole_match_and_one_undo_takes_them_back(app):
    """PA-FINAL: the final scores typed, Enter to the next side and in the last: the match is won and finished,
    saved as the file's `final` alone (no round), the sheet says it was entered as final scores, not refereed,
    in the reader's language; the entry then stays where it was, closed, and the round buttons are where they
    were; the targeted repaint sends it, never the whole page. One undo takes the scores back and opens it."""
    screen, page = screen_for(app)
    entry = find(screen.body.controls, "pa-final")
    place = screen.body.controls.index(screen.log.final.control)
    door = find(screen.body.controls, "pa-door-0")
    assert [f.label for f in screen.log.final.fields] == ["Alice", "Bruno"]
    assert find(screen.body.controls, "pa-final-1") is screen.log.final.fields[1]
    sent = len(page.sent)
    type_scores(screen, "3", "4")
    assert screen.doc.file["final"] == {"Alice": 3, "Bruno": 4} and screen.doc.file["rounds"] == []
    assert screen.doc.finished
    report = pm.report(screen.doc)
    assert report.over and report.sheet.winners == ("Bruno",) and report.sheet.totals == {"Alice": 3, "Bruno": 4}
    said = "Saisie par ses scores finaux : non arbitrée" if app.lang == "fr" else "Entered as final scores: not"
    assert said in report.sheet.lines[0].explain(app.lang)
    assert WHOLE not in page.sent[sent:] and id(screen.log.final.control) in sent_ids(page)
    assert [p.value for p in screen.log.points] == ["3", "4"]
    assert find(screen.body.controls, "pa-final") is entry
    assert screen.body.controls.index(screen.log.final.control) == place
    assert find(screen.body.controls, "pa-door-0") is door
    assert all(f.disabled for f in screen.log.final.fields)
    closed = "avant toute manche" if app.lang == "fr" else "entered before any round is logged"
    assert closed in screen.log.final.help.value
    screen.undo()
    assert "final" not in screen.doc.file and not screen.doc.finished
    assert not any(f.disabled for f in screen.log.final.fields)
    assert [p.value for p in screen.log.points] == ["0", "0"]


@pytest.mark.parametrize("texts, rule, said", [
    (("4", "douze"), None, {"en": "Bruno: “douze” is not a score", "fr": "Bruno : « douze » n’est pas un score"}),
    (("6", "1"), "PA-FINAL", {"en": "Alice: 6 is more than a match ends with",
                              "fr": "Alice : 6, c’est plus qu’une partie ne peut finir"}),
    (("3", "2"), "PA-MATCH", {"en": "No side has 4 points", "fr": "Aucun camp n’a 4 points"}),
    (("4", "4"), "PA-MATCH", {"en": "Alice and Bruno each have 4 points or more",
                              "fr": "Alice et Bruno ont chacun 4 points ou plus"}),
    (("4", "2,5"), "PA-FINAL", {"en": "Bruno: 2.5 is not a score", "fr": "Bruno : 2,5 n’est pas un score"}),
])
def test_bad_final_scores_are_refused_in_the_reader_s_language_and_nothing_is_lost(app, texts, rule, said):
    """PA-FINAL: a score that is not a number, over 5, no side at 4, two sides at 4, a part point: refused at the
    top of the board, naming the side, in the reader's language (with the rule where a rule refuses); nothing
    logged, the typed scores kept, the entry still open."""
    screen, _ = screen_for(app)
    type_scores(screen, *texts)
    assert "final" not in screen.doc.file and not screen.doc.finished
    assert [f.value for f in screen.log.final.fields] == list(texts)
    assert not any(f.disabled for f in screen.log.final.fields)
    assert said[app.lang] in screen.banner.words.value
    assert [item.rule_id for item in screen.banner.items if item.rule_id] == ([rule] if rule else [])


def test_teams_have_a_field_a_team(app):
    """PA-FINAL, PA-SIDES: at 4 players the sides are the two teams: a field a team, named as the sheet names it;
    the team scores as one."""
    screen, _ = screen_for(app, FOUR)
    assert [f.label for f in screen.log.final.fields] == ["Alice & Bruno", "Chloé & Dev"]
    type_scores(screen, "1", "5")
    assert pm.report(screen.doc).sheet.winners == ("Chloé & Dev",)


def test_once_a_round_is_logged_the_entry_closes_in_place_and_a_late_enter_is_refused(app):
    """PA-FINAL: "it is the whole log": after a round the entry is closed (its fields disabled, a line saying
    why) but kept in its place, so the round buttons do not move under the finger; an Enter that still arrives
    is refused with the rule in the reader's language, and the round is kept."""
    screen, page = screen_for(app)
    before = list(screen.body.controls)
    tapped(page, find(screen.body.controls, "pa-door-0").on_click, None)
    assert screen.body.controls == before and len(screen.doc.file["rounds"]) == 1
    assert all(f.disabled for f in screen.log.final.fields)
    assert id(screen.log.final.control) in sent_ids(page)
    for field, text in zip(screen.log.final.fields, ("4", "0")):
        field.value = text
    assert not screen.log.final.enter()
    assert "final" not in screen.doc.file and len(screen.doc.file["rounds"]) == 1
    assert [item.rule_id for item in screen.banner.items] == ["PA-FINAL"]
    said = "Les scores finaux sont toute la partie" if app.lang == "fr" else "Final scores are the whole match"
    assert said in screen.banner.words.value


def test_after_final_scores_a_round_is_refused_with_the_rule(app):
    """PA-FINAL, PA-MATCH: nothing is logged beside the final scores: a round tapped after them is refused,
    the scores kept."""
    screen, _ = screen_for(app)
    type_scores(screen, "4", "1")
    screen.log.win("Bruno", "door")
    assert screen.doc.file["final"] == {"Alice": 4, "Bruno": 1} and screen.doc.file["rounds"] == []
    assert {"PA-FINAL", "PA-MATCH"} & {item.rule_id for item in screen.banner.items}


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "The match is over: it was entered as its final scores. Undo them to log it round by round."),
    ("fr", "La partie est finie : elle a été saisie par ses scores finaux. Annulez-les pour la noter manche par "
           "manche.")])
def test_a_round_after_final_scores_is_refused_because_the_match_is_over(tmp_path, lang, words):
    """Issue 36 item 9: a round (or a reef) after the final scores was refused with "Final scores are the whole
    match: they cannot be entered beside 1 round logged" ("1 manche notée"): a round nobody logged. It is
    refused because the match is over (PA-MATCH), and says how to log it round by round instead."""
    from scorers.i18n import render

    doc = pm.add_final_scores(pm.new_document("paleo", TWO), {"Alice": "4", "Bruno": "1"}).doc
    for refused in (pm.add_round(doc, "Bruno", "door"), pm.place_reef(doc, "Alice"),
                    pm.add_recorded_round(doc, {"Alice": {"keys": 1}, "Bruno": {"keys": 0}})):
        assert isinstance(refused, pm.Refusal)
        (reason,) = refused.reasons
        assert reason.params["rule"] == "PA-MATCH" and render(reason.params["text"], lang) == words
