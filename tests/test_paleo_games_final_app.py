"""Final scores in the app without a renderer (issue 24.5): while nothing is logged, the games whose result is
points offer a field per player; Enter goes to the next player and, in the last, enters the match as its final
scores (PG-FINAL), one change, one undo; bad input is refused in the reader's language, located, the typed
scores kept. La Course de Kayak offers its winner alone instead (PG-WINNER, issue 24): a tap a kayak."""

from __future__ import annotations

import asyncio
import inspect
from types import SimpleNamespace

import pytest
from test_app_components import find
from test_paleo_games_app import screen_for, two

from referee_app.state import AppState
from referee_app.store import Store
from scorers.paleo_games import GAMES

FINAL_GAMES = [g for g, rules in GAMES.items() if rules.final_scores]
WON = {"paleo-points": "10", "paleo-billard-double": "50", "paleo-billard-compte": "16", "pitchanque": "13",
       "paleo-frontiere": "7", "paleo-hockey": "10", "paleo-cricket": "13"}


@pytest.fixture(params=["en", "fr"])
def app(tmp_path, request):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, request.param)
    store.close()


def shown(screen, identifier: str) -> bool:
    """Whether the log tab shows the control `identifier`."""
    try:
        find(screen.body.controls, identifier)
    except LookupError:
        return False
    return True


def type_scores(screen, *texts: str) -> None:
    """Each score typed in its field and Enter, as on the number pad (Enter in the last enters them); the focus
    that Enter moves is noted (without a renderer there is no focus to move)."""
    focused: list[int] = []
    # Flet awaits a handler only when it is a coroutine function (a lambda returning a coroutine never ran)
    assert all(inspect.iscoroutinefunction(f.on_submit) for f in screen.final.fields)
    for seat, field in enumerate(screen.final.fields):
        async def focus(seat=seat) -> None:
            focused.append(seat)
        field.focus = focus
    for seat, text in enumerate(texts):
        field = screen.final.fields[seat]
        field.value = text
        asyncio.run(field.on_submit(SimpleNamespace(control=field)))
    assert focused == list(range(1, len(texts)))  # Enter went to the next player's field, each time


@pytest.mark.parametrize("game_id", FINAL_GAMES)
def test_final_scores_typed_player_by_player_enter_the_whole_match(app, game_id):
    """PG-FINAL: the final scores typed, Enter to the next player and in the last: the match is won, saved as
    one event in the same game file, explained on the sheet as not refereed; the entry then stays in its place
    (the pad under it does not move) but is closed."""
    screen = screen_for(app, two(game_id))
    assert shown(screen, "pg-final")
    type_scores(screen, WON[game_id], "3")
    assert screen.doc.file["events"][0]["type"] == "final" and screen.doc.finished
    assert screen.report.replay.winner == 0 and screen.report.replay.tally.score == (int(WON[game_id]), 3)
    word = "Saisi par les scores finaux" if app.lang == "fr" else "Entered as final scores"
    assert word in screen.report.sheet.lines[0].explain(app.lang)
    assert shown(screen, "pg-final") and all(f.disabled for f in screen.final.fields)


def test_undo_takes_the_final_scores_back_and_offers_the_entry_again(app):
    """One undo takes back the final scores entered, and the entry is there again."""
    screen = screen_for(app, two("paleo-hockey"))
    type_scores(screen, "4", "10")
    screen.undo()
    assert screen.doc.file["events"] == [] and not any(f.disabled for f in screen.final.fields)


@pytest.mark.parametrize("texts, said", [
    (("10", "x"), {"en": "Ben: “x” is not a score", "fr": "Ben : « x » n’est pas un score"}),
    (("10", "-2"), {"en": "Ben: -2 is not a score", "fr": "Ben : -2 n’est pas un score"}),
    (("11", "2"), {"en": "Ana: 11 is more than", "fr": "Ana : 11, c’est plus"}),
    (("10", "10"), {"en": "Ana and Ben have reached 10", "fr": "Ana et Ben ont atteint 10"}),
])
def test_bad_final_scores_are_refused_in_the_reader_s_language_and_nothing_is_lost(app, texts, said):
    """A non-numeric or negative score, a score over the target, two winners: refused, naming the player in
    the reader's language (with the rule where a rule refuses), nothing logged, the typed scores kept."""
    screen = screen_for(app, two("paleo-points"))
    refusals: list = []
    screen.refused = lambda reasons: refusals.append(" ".join(app.say(r) for r in reasons))
    type_scores(screen, *texts)
    assert screen.doc.file["events"] == []
    assert len(refusals) == 1 and said[app.lang] in refusals[0]
    assert screen.final.typed() == list(texts)


def test_a_race_shows_no_final_scores_entry(app):
    """Kayak does not take final scores (PG-FINAL): no score fields are shown (it offers its winner instead,
    PG-WINNER)."""
    screen = screen_for(app, two("paleo-kayak"))
    assert not shown(screen, "pg-final")


# --- Billard Cricket's final scores (PG-FINAL, BC-END: the player ahead on points won) --------------------------
def test_cricket_offers_final_scores_above_its_pad_as_the_other_billiards_do(app):
    """Billard Cricket takes final scores (PG-FINAL): the same entry as the other games, a field per player,
    above the pad; once a turn is logged it stays in its place, closed, so the pad does not move (as at Billard
    Doublé)."""
    for game_id in ("paleo-cricket", "paleo-billard-double"):
        screen = screen_for(app, two(game_id))
        body = screen.body.controls
        assert shown(screen, "pg-final") and len(screen.final.fields) == 2
        assert body.index(screen.final.control) == body.index(screen.pad.control) - 1
        before = body.index(screen.pad.control)
        assert screen.log({"type": "turn", "player": "Ana", "points": 0})
        body = screen.body.controls
        assert body.index(screen.pad.control) == before and all(f.disabled for f in screen.final.fields), game_id


def test_cricket_s_final_scores_the_higher_wins_and_one_undo_takes_them_back(app):
    """PG-FINAL, BC-END: Cricket's final scores typed, Enter to the next player and in the last: the player
    ahead on points (here the second) has won, all 8 numbers taken as closed; one undo takes the match back and
    the entry is open again."""
    screen = screen_for(app, two("paleo-cricket"))
    type_scores(screen, "21", "34")
    assert screen.doc.file["events"] == [{"type": "final", "scores": {"Ana": 21, "Ben": 34}}] and screen.doc.finished
    assert screen.report.replay.winner == 1 and len(screen.report.replay.tally.closed[1]) == 8
    screen.undo()
    assert screen.doc.file["events"] == [] and not any(f.disabled for f in screen.final.fields)


def test_cricket_s_equal_final_scores_are_refused_in_place_in_the_reader_s_language(app):
    """PG-FINAL, BC-END: equal final scores at Cricket are refused, in the reader's language, saying that a
    match of Billard Cricket ends with one player ahead; nothing is logged and the typed scores are kept."""
    screen = screen_for(app, two("paleo-cricket"))
    refusals: list = []
    screen.refused = lambda reasons: refusals.append(" ".join(app.say(r) for r in reasons))
    type_scores(screen, "17", "17")
    assert screen.doc.file["events"] == [] and screen.final.typed() == ["17", "17"]
    said = {"en": "a match of Billard Cricket ends with one player ahead on points",
            "fr": "une partie de Billard Cricket finit avec un joueur devant aux points"}[app.lang]
    assert len(refusals) == 1 and said in refusals[0]


# --- the winner alone (PG-WINNER, issue 24): La Course de Kayak -------------------------------------------------
def test_kayak_s_winner_is_one_tap_and_the_race_is_won_explained_as_not_refereed(app):
    """PG-WINNER: while nothing is logged the race offers a button a kayak; one tap on the kayak that crossed
    first enters the whole race (one event in the same game file), won, explained on the sheet as not refereed
    in the reader's language; the entry then stays in its place, closed, and one undo takes it back."""
    screen = screen_for(app, two("paleo-kayak"))
    assert shown(screen, "pg-winner")
    find(screen.body.controls, "pg-winner-1").on_click(None)
    assert screen.doc.file["events"] == [{"type": "winner", "player": "Ben"}] and screen.doc.finished
    assert screen.report.replay.winner == 1
    word = "Saisi par le seul gagnant" if app.lang == "fr" else "Entered as the winner alone"
    assert word in screen.report.sheet.lines[0].explain(app.lang)
    assert shown(screen, "pg-winner") and all(b.disabled for b in screen.final.buttons)
    screen.undo()
    assert screen.doc.file["events"] == [] and not any(b.disabled for b in screen.final.buttons)


def test_kayak_s_winner_after_a_logged_shot_is_refused_and_nothing_is_lost(app):
    """PG-WINNER: the winner alone is the whole race; tapped after a shot was logged (the entry is closed, but
    a stale tap may still arrive) it is refused with its rule, in the reader's language, the shot kept."""
    screen = screen_for(app, two("paleo-kayak"))
    assert screen.log({"type": "shot", "player": "Ana", "gates": [1]})
    refusals: list = []
    screen.refused = lambda reasons: refusals.append(" ".join(app.say(r) for r in reasons))
    assert not screen.log_winner("Ben")
    assert len(screen.doc.file["events"]) == 1
    said = "le seul gagnant est toute la partie" if app.lang == "fr" else "the winner alone is the whole match"
    assert len(refusals) == 1 and said in refusals[0]


@pytest.mark.parametrize("game_id", FINAL_GAMES)
def test_the_final_scores_entry_is_its_help_line_and_its_fields_with_no_title_above_them(app, game_id):
    """Issue 24: the final-scores entry sits above the turn-by-turn pad, which must stay in view; a section title
    above its help line pushed the pad down (about 110 px with the help's two lines at 360 px). The help line
    names the entry itself ("Final scores: ..."), and the entry is that line and the fields' row alone."""
    screen = screen_for(app, two(game_id))
    column = screen.final.control.content
    assert [type(c).__name__ for c in column.controls] == ["Text", "Row"]
    assert screen.final.help.value.startswith("Final scores:" if app.lang == "en" else "Scores finaux :")


@pytest.mark.parametrize("game_id", ["paleo-billard-double", "pitchanque"])
def test_after_an_undo_the_final_scores_fields_show_what_the_game_holds(app, game_id):
    """Issue 36 item 4: after the final scores were entered and undone, their fields still held the scores typed
    before, and a hurried "4" typed into one became "44". The fields show the final scores the game holds:
    empty once they are undone, the scores again once redone; a refusal still leaves what was typed."""
    screen = screen_for(app, two(game_id))
    type_scores(screen, WON[game_id], "3")
    assert [f.value for f in screen.final.fields] == [WON[game_id], "3"]
    screen.undo()
    assert [f.value for f in screen.final.fields] == ["", ""]
    screen.redo()
    assert [f.value for f in screen.final.fields] == [WON[game_id], "3"]
    screen.undo()
    type_scores(screen, "x", "3")  # refused: what was typed stays
    assert [f.value for f in screen.final.fields] == ["x", "3"]
