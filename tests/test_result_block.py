"""Issue 17, "the end of a game is a moment": every score screen's result block says the winner (or shared
win, or leader while not over) large, the tie-break in one sentence, and carries the PDF and share buttons,
which act on the saved game the screen shows (components/score_headline.py, components/saved_game.py)."""

from __future__ import annotations

import pytest
from test_app_components import FakePage, find
from test_score_headline import _states
from test_semantics_tree import screen_class

from referee_app.components.score_headline import result_text, score_headline, tie_break_phrase
from referee_app.fronts import has_front
from referee_app.games.paleo import document as pm
from referee_app.games.paleo.screen import PaleoScreen
from referee_app.state import AppState
from referee_app.store import Store
from scorers.i18n import phrase, render
from scorers.registry import GAMES, find_game
from scorers.sheet import Criterion, PlayerInfo, ScoreSheet, rank_players


@pytest.fixture
def app(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, "en")
    store.close()


def sheet_of(values: dict[str, tuple[int, int]], finished: bool = True) -> ScoreSheet:
    """A Hundsgemein-like sheet ranked by dog points, then dog tiles (RULINGS: "tie: most dog tiles")."""
    chain = [Criterion(phrase("criterion.hg.value"), {p: v[0] for p, v in values.items()}),
             Criterion(phrase("criterion.hg.dogs"), {p: v[1] for p, v in values.items()})]
    return ScoreSheet("hundsgemein", phrase("game.hundsgemein"), None, None, {},
                      tuple(PlayerInfo(p, "red", "a") for p in values), (), chain[0].values, {},
                      rank_players(list(values), chain), finished=finished)


@pytest.mark.parametrize(("values", "finished", "en", "fr"), [
    ({"Anna": (6, 3), "Ben": (6, 2), "Cleo": (2, 1)}, True,
     "Level on dog points; Anna wins on number of dog tiles (Anna 3 and Ben 2).",
     "À égalité en points de chiens, Anna l’emporte au départage (nombre de tuiles chien : Anna 3 et Ben 2)."),
    ({"Anna": (6, 3), "Ben": (6, 2)}, False,
     "Level on dog points; Anna leads on number of dog tiles (Anna 3 and Ben 2).",
     "À égalité en points de chiens, Anna mène au départage (nombre de tuiles chien : Anna 3 et Ben 2)."),
    ({"Anna": (6, 2), "Ben": (6, 2)}, True,
     "Still level on dog points and number of dog tiles: the win is shared.",
     "Toujours à égalité en points de chiens et nombre de tuiles chien : victoire partagée."),
    ({"Anna": (6, 2), "Ben": (6, 2)}, False, "Level on dog points and number of dog tiles.",
     "À égalité en points de chiens et nombre de tuiles chien."),
])
def test_the_tie_break_is_one_sentence_read_from_the_ranking(values, finished, en, fr):
    said = tie_break_phrase(sheet_of(values, finished))
    assert (render(said, "en"), render(said, "fr")) == (en, fr)


def test_no_tie_for_first_says_no_tie_break(app):
    sheet = sheet_of({"Anna": (6, 1), "Ben": (6, 2), "Cleo": (8, 0)})  # a tie for second only
    assert tie_break_phrase(sheet) is None
    block = score_headline(app, sheet)
    assert find(block, "score-winner").value == "Winner: Cleo"
    with pytest.raises(LookupError):
        find(block, "score-winner-tie")


def test_a_sheet_of_no_game_on_show_has_no_buttons(app):
    block = score_headline(app, sheet_of({"Anna": (6, 3), "Ben": (6, 2)}))
    assert find(block, "score-winner-tie").value.startswith("Level on dog points")
    with pytest.raises(LookupError):
        find(block, "result-pdf")


def test_the_paleo_result_block_prints_and_shares_the_game_shown(app):
    record = app.create_game(find_game("paleo"), "Alice, Bruno", pm.new_document(
        "paleo", [{"name": "Alice", "colour": "red"}, {"name": "Bruno", "colour": "green"}]))
    page = FakePage()
    screen = PaleoScreen(page, app, record.id, lambda *r: None)
    view = screen.view()
    for _ in range(2):
        find(view.controls, "pa-door-0").on_click(None)
    screen.tab = "sheet"
    screen.refresh()
    assert find(screen.body.controls, "score-winner").value == "Winner: Alice"
    sheet = pm.report(screen.doc).sheet
    assert screen.sheet_pdf(sheet).startswith(b"%PDF")
    assert result_text(app, sheet, "Alice, Bruno").splitlines() == [
        "Alice, Bruno", "Winner: Alice", "1. Alice: 4 points", "2. Bruno: 0 points"]
    assert find(screen.body.controls, "result-share") is not None
    with pytest.raises(LookupError):  # the block carries the PDF: the sheet has no second button
        find(screen.body.controls, "export-pdf")


@pytest.mark.parametrize("game_id", [g.id for g in GAMES if has_front(g)])
def test_every_game_s_result_block_has_the_pdf_of_its_sheet(app, game_id):
    """The block finds the saved game through the screen the session shows: no game screen passes it."""
    from test_score_headline import SCORE_TAB

    from referee_app.components.common import NOT_A_NAME

    game = find_game(game_id)
    tab, identifier = SCORE_TAB[game.package]
    checked = 0
    for _name, doc in _states(game):
        record = app.store.games.create(game.id, "t", doc.model_dump(mode="json"))
        screen = screen_class(game)(FakePage(), app, record.id, lambda *r: None)
        screen.view()
        screen.tab = tab
        screen.refresh()
        try:
            find(screen.body.controls, identifier)
        except LookupError:
            continue  # no sheet on this tab in this state (a pad still being played)
        assert find(screen.body.controls, "result-share") is not None
        folder = app.store.report.path.parent / "exports"
        for old in folder.glob("*.pdf"):  # file names are stamped to the second: two prints may share one
            old.unlink()
        find(screen.body.controls, "result-pdf").on_click(None)
        (printed,) = folder.glob("*.pdf")
        assert printed.read_bytes().startswith(b"%PDF"), (game_id, _name)
        # named after the game, then the game's title, letters of every language kept (issue 17)
        assert printed.name.startswith(NOT_A_NAME.sub("-", app.say(game.name)).strip("-") + "-t-"), printed.name
        checked += 1
        if checked == 2:  # a new game and a played one are enough to show the wiring
            break
    assert checked or game.package == "loopit", game_id  # Loopit shows its result only once the game is over


def test_a_loopit_game_still_being_played_prints_its_sheet_from_the_pad(app):
    """Loopit shows its result block only once the game is over; while it is played, the pad still offers
    the sheet's PDF (the buttons of the block, alone), as its own button did before the block."""
    game = find_game("loopit")
    printed_any = False
    for _name, doc in _states(game):
        record = app.store.games.create(game.id, "t", doc.model_dump(mode="json"))
        screen = screen_class(game)(FakePage(), app, record.id, lambda *r: None)
        screen.view()
        screen.tab = "pad"
        screen.refresh()
        try:
            find(screen.body.controls, "turn-line-1")
        except LookupError:
            continue  # no turn written yet: nothing to print
        folder = app.store.report.path.parent / "exports"
        for old in folder.glob("*.pdf"):
            old.unlink()
        find(screen.body.controls, "result-pdf").on_click(None)
        (printed,) = folder.glob("*.pdf")
        assert printed.read_bytes().startswith(b"%PDF")
        printed_any = True
        break
    assert printed_any
