"""Issue 12, app defects 4 and 5 on Numeri / Fröscheln.

4. After a move the panel said "Ben's turn."; Home and back (or a reload) showed Anna's roll again: whose
   turn it is, the roll chosen and what the last move said are now part of the saved document.
5. The Boards tab showed pydantic's raw "String should have at least 1 character" before anything was typed,
   in English even in French.
"""

from __future__ import annotations

import pytest
from test_app_components import FakePage, find, texts

from referee_app.fronts import front
from referee_app.games.track import document as tm
from referee_app.games.track.screen import GameScreen
from referee_app.state import AppState
from referee_app.store import Store
from scorers.registry import find_game

PLAYERS = [{"name": "Anna", "colour": "yellow"}, {"name": "Ben", "colour": "blue"}]


@pytest.fixture
def app(tmp_path):
    return AppState(Store(tmp_path / "games.sqlite3"), device_language="en")


def new_game(app: AppState, game: str = "numeri") -> str:
    info = find_game(game)
    return app.create_game(info, "Anna, Ben", front(info).new_document(info, PLAYERS, None)).id


def open_screen(app: AppState, game_id: str) -> GameScreen:
    screen = GameScreen(FakePage(), app, game_id, lambda *r: None)
    screen.view()
    return screen


# --- defect 4 -------------------------------------------------------------------------------------

@pytest.mark.parametrize("game", ["numeri", "froscheln"])
def test_whose_turn_it_is_survives_going_home_and_back(app, game):
    game_id = new_game(app, game)
    screen = open_screen(app, game_id)
    screen.referee.choose_roll(4)
    move = screen.referee.answer.moves[0]
    screen.referee.apply(move.tokens, move.extra_roll)
    assert find(screen.body.controls, "referee-message").value == "Ben's turn."
    again = open_screen(app, game_id)                      # Home and back: a new screen on the saved game
    assert again.referee.seat == 1
    assert find(again.body.controls, "referee-message").value == "Ben's turn."
    assert "Ben's roll:" in texts(again.body.controls)
    again.referee.choose_roll(2)                           # a roll chosen, not played yet, is kept too
    third = open_screen(app, game_id)
    assert third.referee.roll == 2 and third.referee.answer is not None and third.referee.answer.moves


def test_an_extra_turn_keeps_the_player_after_a_reload(app):
    game_id = new_game(app)
    screen = open_screen(app, game_id)
    for token, cell in ((1, 0), (2, 1)):
        screen.tap_token(0, token)
        screen.tap_cell(cell)
    screen.referee.choose_roll(3)
    move = next(m for m in screen.referee.answer.moves if m.extra_roll)
    screen.referee.apply(move.tokens)
    again = open_screen(app, game_id)
    assert again.referee.seat == 0 and again.referee.message.value == "Anna rolls again."


def test_undo_of_a_move_gives_back_the_turn_and_the_roll(app):
    game_id = new_game(app)
    screen = open_screen(app, game_id)
    screen.referee.choose_roll(4)
    screen.referee.apply(screen.referee.answer.moves[0].tokens)
    screen.undo()
    assert (screen.referee.seat, screen.referee.roll) == (0, 4) and screen.referee.message.value == ""


def test_a_pass_hands_the_turn_on_and_says_so(app):
    game_id = new_game(app)
    screen = open_screen(app, game_id)
    screen.referee.next_player()
    assert open_screen(app, game_id).referee.message.value == "Ben's turn."


def test_a_document_saved_before_the_turn_was_kept_opens_on_the_first_player():
    doc = tm.new_document("numeri", PLAYERS)
    old = doc.model_dump(mode="json")
    del old["turn"]
    loaded = tm.TrackDocument.model_validate(old)
    assert loaded.turn == tm.TurnState(seat=0, roll=None, said=None)


def test_a_turn_that_cannot_be_is_refused():
    doc = tm.new_document("numeri", PLAYERS).model_dump(mode="json")
    with pytest.raises(ValueError):
        tm.TrackDocument.model_validate({**doc, "turn": {"seat": 2}})
    with pytest.raises(ValueError):
        tm.TrackDocument.model_validate({**doc, "turn": {"roll": 7}})
    assert isinstance(tm.set_roll(tm.new_document("numeri", PLAYERS), 6), tm.Refusal)


# --- defect 5 -------------------------------------------------------------------------------------

RAW_PYDANTIC = ("should have", "Input should", "String should", "List should", "Field required")


def boards_tab(app: AppState, game_id: str) -> GameScreen:
    screen = open_screen(app, game_id)
    screen.tab = "boards"
    screen.refresh()
    return screen


def editor_problems(screen: GameScreen) -> list[str]:
    return [c.content.value for c in screen.boards.problems.controls]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_boards_tab_says_nothing_before_anything_is_typed(app, lang):
    app.set_language(lang)
    screen = boards_tab(app, new_game(app))
    shown = texts(screen.body.controls)
    assert not any(raw in text for text in shown for raw in RAW_PYDANTIC)
    assert editor_problems(screen) == []


def test_a_board_problem_is_said_in_the_users_language_once_typed(app):
    app.set_language("fr")
    screen = boards_tab(app, new_game(app))
    screen.boards.typed("cells", "0 -3 4 5")          # typed: now the problems show, the name first
    problems = editor_problems(screen)
    assert "Nom du plateau : à remplir" in problems
    assert not any(raw in text for text in problems for raw in RAW_PYDANTIC)
    screen.boards.typed("barrier-2", "999")
    assert any(p.startswith("Barrière 2 j. : 200 au maximum") for p in editor_problems(screen)), editor_problems(screen)


def test_save_before_typing_shows_why_it_is_refused(app):
    screen = boards_tab(app, new_game(app))
    screen.boards.save()
    assert "Board name: please fill this in" in editor_problems(screen)


@pytest.mark.parametrize("form", ["new_game", "paleo_setup", "pgames_setup", "posters_setup"])
def test_set_up_forms_refuse_a_too_long_name_in_the_users_language(app, form):
    """The forms showed pydantic's English ("String should have at most 40 characters")."""
    from referee_app.problems import problem_phrases
    from scorers.errors import RefereeError
    from scorers.i18n import render

    app.set_language("fr")
    long_name = "N" * 41
    try:
        if form == "new_game":
            front(find_game("hundsgemein")).new_document(find_game("hundsgemein"), [
                {"name": long_name, "colour": "red"}, {"name": "Ben", "colour": "blue"}], None)
        elif form == "paleo_setup":
            from referee_app.games.paleo import document as pm
            pm.new_document("paleo", [{"name": long_name, "colour": "red"}, {"name": "Ben", "colour": "green"}])
        elif form == "pgames_setup":
            from referee_app.games.paleo_games import document as pg
            from scorers.paleo_games import GAMES as PG
            pg.new_document("paleo-points", PG["paleo-points"].file_sides(
                [{"name": long_name, "colour": "blue"}, {"name": "Ben", "colour": "red"}]))
        else:
            from referee_app.games.posters import document as po
            po.new_document([{"members": [long_name]}, {"members": ["Ben"]}], "full")
    except RefereeError as error:
        said = [render(p, "fr") for p in problem_phrases(error)]
    else:
        raise AssertionError("a 41-letter name was accepted")
    assert said and all("au plus 40 caractères" in s for s in said), said
    assert not any(raw in s for s in said for raw in RAW_PYDANTIC)


def test_every_translated_error_code_reads_in_both_languages():
    from referee_app.problems import CODES, error_phrase
    from scorers.i18n import render

    ctx = {"min_length": 2, "max_length": 40, "ge": 1, "le": 200, "gt": 0, "lt": 9, "expected": "'a' or 'b'"}
    for code in [*CODES, "something_new"]:
        for lang in ("en", "fr"):
            text = render(error_phrase({"type": code, "loc": ("players", 1, "name"), "ctx": ctx}), lang)
            assert text.startswith("Player 2" if lang == "en" else "Joueur 2") and "{" not in text, text


def test_the_new_game_form_says_a_bad_name_in_french(app):
    from referee_app.components.new_game import NewGameForm

    app.set_language("fr")
    form = NewGameForm(FakePage(), app, find_game("numeri"), lambda *r: None)
    form.view()
    form.players[0]["name"], form.players[1]["name"] = "N" * 41, "Ben"
    form.start(None)
    assert form.error.value == "Joueur 1 : au plus 40 caractères" and not app.games()
