"""Issue 13 item 8: a game that is not over never says "Winner". One shared behaviour: the score sheet's
`finished` decides, and every score screen shows it through `components.score_headline`.

RULINGS: "Every game: a game that is not over never names a winner; it names who leads."
"""

from __future__ import annotations

import pytest
from test_app_components import FakePage, find, texts
from test_semantics_tree import example_files, players_for, screen_class

from referee_app.fronts import document_from_file, front, has_front
from referee_app.games.hundsgemein import document as hg
from referee_app.games.track import document as tm
from referee_app.state import AppState
from referee_app.store import Store
from scorers.hundsgemein.geometry import index
from scorers.i18n import render
from scorers.registry import GAMES, find_game
from scorers.sheet import Criterion, PlayerInfo, ScoreSheet, rank_players

from hg_helpers import DOGS

#: each screen's score tab and the identifier of its headline
SCORE_TAB = {"hundsgemein": ("score", "score-winner"), "track": ("score", "score-winner"),
             "paleo": ("sheet", "score-winner"), "paleo_games": ("sheet", "score-winner"),
             "posters": ("result", "po-winner"), "loopit": ("pad", "pad-winner")}
WINNER_WORDS = ("Winner", "Shared win")


@pytest.fixture
def app(tmp_path):
    store = Store(tmp_path / "games.sqlite3")
    yield AppState(store, "en")
    store.close()


def sheet_of(totals: dict[str, int], finished: bool) -> ScoreSheet:
    from scorers.i18n import phrase

    ranking = rank_players(list(totals), [Criterion(phrase("criterion.hg.value"), totals)])
    return ScoreSheet("hundsgemein", phrase("game.hundsgemein"), None, None, {},
                      tuple(PlayerInfo(n, "red", "a") for n in totals), (), totals, {}, ranking, finished=finished)


@pytest.mark.parametrize(("totals", "finished", "en", "fr"), [
    ({"A": 5, "B": 3}, True, "Winner: A", "Vainqueur : A"),
    ({"A": 5, "B": 5}, True, "Shared win: A and B", "Victoire partagée : A et B"),
    ({"A": 5, "B": 3}, False, "Leading (not over yet): A", "En tête (partie en cours) : A"),
    ({"A": 5, "B": 5}, False, "Level (not over yet): A and B", "À égalité (partie en cours) : A et B"),
])
def test_the_sheet_says_winner_only_once_finished_and_level_for_a_shared_lead(totals, finished, en, fr):
    sheet = sheet_of(totals, finished)
    assert (render(sheet.result_phrase(), "en"), render(sheet.result_phrase(), "fr")) == (en, fr)


def _hg_screen(app: AppState, cells: dict[int, tuple[int, int]]):
    from referee_app.games.hundsgemein.screen import GameScreen

    doc = hg.new_document([{"name": "Anna", "colour": "yellow"}, {"name": "Ben", "colour": "blue"}], "standard")
    for street, breed in DOGS.items():
        doc = hg.set_dog(doc, street, breed).doc
    for block, (player, flea) in cells.items():
        doc = hg.place(doc, block, player, flea).doc
    record = app.create_game(find_game("hundsgemein"), "t", doc)
    screen = GameScreen(FakePage(), app, record.id, lambda *r: None)
    screen.view()
    screen.tab = "score"
    screen.refresh()
    return screen


def test_hundsgemein_mid_game_leads_and_a_tie_is_level(app):
    """The user's case: the Hundsgemein score tab mid-game said "Winner: ..."."""
    screen = _hg_screen(app, {index(0, 0): (0, 1)})
    assert find(screen.body.controls, "score-winner").value == "Leading (not over yet): Anna"
    # Anna on row 1 column 2, Ben on row 1 column 6: H1 tied and discarded, each takes a dog worth 6 in all
    level = _hg_screen(app, {index(0, 1): (0, 1), index(0, 5): (1, 2)})
    assert level.report.sheet.totals == {"Anna": 6, "Ben": 6}
    assert find(level.body.controls, "score-winner").value == "Level (not over yet): Anna and Ben"
    assert not any(text.startswith(WINNER_WORDS) for text in texts(level.body.controls))


def test_numeri_with_tokens_still_to_place_leads(app):
    """The user's case: the Numeri score tab with tokens still to place said "Winner: ..."."""
    from referee_app.games.track.screen import GameScreen

    info = find_game("numeri")
    record = app.create_game(info, "t", front(info).new_document(info, players_for(info), None))
    screen = GameScreen(FakePage(), app, record.id, lambda *r: None)
    screen.view()
    screen.tap_token(1, 2)
    screen.tap_cell(len(screen.report.state.board) - 2)  # the default board's 25, the middle end cell
    screen.tab = "score"
    screen.refresh()
    assert find(screen.body.controls, "score-winner").value == "Leading (not over yet): Ben"
    assert tm.report(screen.doc).sheet.finished is False


def _states(game) -> list[tuple[str, object]]:
    rules = game.rules()
    states = [("new", front(game).new_document(game, players_for(game), None))]
    for name, data in example_files(game.id):
        doc = document_from_file(game, rules.to_file(rules.parse(data)))
        if "finished" in type(doc).model_fields:  # an import is marked finished; here the rules decide
            doc = type(doc).model_validate({**doc.model_dump(mode="json"), "finished": False})
        states.append((name, doc))
    return states


@pytest.mark.parametrize("game_id", [g.id for g in GAMES if has_front(g)])
def test_every_score_screen_shows_the_shared_headline_and_no_winner_before_the_end(app, game_id):
    game = find_game(game_id)
    tab, identifier = SCORE_TAB[game.package]
    for name, doc in _states(game):
        record = app.store.games.create(game.id, "t", doc.model_dump(mode="json"))
        screen = screen_class(game)(FakePage(), app, record.id, lambda *r: None)
        screen.view()
        screen.tab = tab
        screen.refresh()
        report = getattr(screen, "report", None) or getattr(screen, "rep", None)
        if report is None:  # Paleo's screen keeps no report: ask its document module, as it does
            from referee_app.games.paleo import document as pm
            report = pm.report(screen.doc)
        sheet = report.sheet
        shown = texts(screen.body.controls)
        if sheet is None:
            continue
        if not sheet.finished:
            assert not any(text.startswith(WINNER_WORDS) for text in shown), (name, shown)
        try:
            headline = find(screen.body.controls, identifier).value
        except LookupError:
            assert identifier == "pad-winner" and not getattr(report, "over", False), name  # the pad goes on
            continue
        assert headline == render(sheet.result_phrase(), "en"), name
