"""Issue 26, item 1: a sheet a club would keep says who won on its first page. The winner was on page 2 in
5 of 6 sheets (Hundsgemein standard and expert, Loopit, Numeri, Défense d'afficher), Hundsgemein's page 1
was the board alone and Loopit's page 3 only the QR code. Every registered game's sheet, read back with
pypdf in both languages: page 1 starts with the result (the winner or the leaders, every player's total
and place) before the detail, and the last page holds more than the QR code and the footer."""

from __future__ import annotations

import datetime as dt
import io
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from referee_app.fronts import front
from scorers.i18n import join_list, phrase, render
from scorers.loading import load_file
from scorers.paleo_games import GAMES as PALEO_GAMES
from scorers.posters import replay
from scorers.registry import GAMES

DATA = Path(__file__).parent / "data"
TODAY = dt.date(2026, 11, 27)
#: A game file of every registered game (the sheets' worked examples where there is one).
EXAMPLES = {
    "hundsgemein": ["sheet_example_rows.json", "sheet_example_vertical_standard.json",
                    "sheet_example_vertical_expert.json", "issue_example.json"],
    "loopit": ["loopit/sheet_example.json", "loopit/light_example.json"],
    "froscheln": ["track/froscheln_example.json", "track/froscheln_tally.json"],
    "numeri": ["track/numeri_worked_example.json", "track/numeri_game_over.json"],
    "posters": ["posters/four_sides_to_the_finish.json", "posters/two_sides_incidents.json",
                "posters/simplified_teams.json"],
    "paleo": ["paleo/classic_two_players.json", "paleo/four_players_teams.json"],
    "paleo-roi": ["paleo/roi_four_teams.json", "paleo/roi_three_players.json"],
    "paleo-escarmouche": ["paleo/escarmouche_two_players.json"],
    "paleo-points": ["paleo_games/points.json"],
    "paleo-billard-double": ["paleo_games/billard_double.json"],
    "paleo-cricket": ["paleo_games/cricket.json"],
    "paleo-billard-compte": ["paleo_games/billard_compte.json"],
    "paleo-kayak": ["paleo_games/kayak.json"],
    "pitchanque": ["paleo_games/pitchanque.json"],
    "paleo-frontiere": ["paleo_games/frontiere.json"],
    "paleo-hockey": ["paleo_games/hockey.json"],
}
#: Every example in English; the first of each game in French too (longer words, other wraps).
CASES = [(game, name, "en") for game, names in EXAMPLES.items() for name in names] + [
    (game, names[0], "fr") for game, names in EXAMPLES.items()]


def flat(text: str) -> str:
    """Text as pypdf reads it, one space between words (lines wrap anywhere; French spaces are no-break)."""
    return " ".join(text.replace("\u00a0", " ").split())


def verdict(game_id: str, sheet, state, lang: str) -> str:
    """The sheet's sentence of who won or leads, as its game's sheet writes it."""
    names = join_list(list(sheet.winners), lang)
    if game_id == "posters":
        over = replay(state).table.winner is not None
        return render(sheet.winner_phrase() if over else phrase("po.pdf.leading", sides=names), lang)
    if game_id in PALEO_GAMES:
        rules = PALEO_GAMES[game_id]
        if rules.over(state):
            return render(sheet.winner_phrase(), lang)
        return render(phrase("pg.pdf.not_over", status=rules.status(state, rules.replay(state))), lang)
    return render(sheet.result_phrase(), lang)


def test_every_registered_game_has_a_sheet_example_here():
    assert sorted(EXAMPLES) == sorted(g.id for g in GAMES)


@pytest.mark.parametrize(("game_id", "name", "lang"), CASES)
def test_page_one_starts_with_the_result_and_the_last_page_is_not_a_lone_qr_code(game_id, name, lang):
    game, state = load_file(DATA / name)
    assert game.id == game_id
    sheet = game.rules().score(state)
    pages = [page.extract_text() for page in
             PdfReader(io.BytesIO(front(game).sheet_pdf(game, sheet, state, lang, TODAY))).pages]
    first = flat(pages[0])
    said = flat(verdict(game_id, sheet, state, lang))
    assert said in first, f"page 1 does not say {said!r}"
    why = flat(render(phrase("out.col.why"), lang))  # the heading of the detail's table of lines
    assert first.index(said) < first.find(why) if why in first else True, "the detail comes before the result"
    for entry in sheet.ranking.entries:  # every place, name and total (posters: posters left) on page 1
        place = rf"(?m)^{entry.rank}\.\s*{re.escape(flat(entry.player))}\s*{entry.total}\b"
        assert re.search(place, pages[0].replace("\u00a0", " ")), f"page 1 lacks the line of {entry.player}"
    footer = {flat(render(phrase("out.printed", date=TODAY.strftime("%d/%m/%Y" if lang == "fr"
                                                                       else "%Y-%m-%d")), lang)),
              flat(render(phrase("out.page", page=len(pages)), lang))}
    caption = flat(render(phrase("ex.qr_caption"), lang))
    last = [line for line in (flat(x) for x in pages[-1].splitlines()) if line and line not in footer]
    assert flat(" ".join(last)) not in caption and len(last) >= 3, f"the last page holds only {last}"


#: Examples won by a team (two players or more on one side); the teams' examples of Défense d'afficher and
#: Pitchanque are games not over yet.
TEAM_WINS = ["paleo/four_players_teams.json", "paleo/roi_four_teams.json"]


@pytest.mark.parametrize("name", TEAM_WINS)
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_team_win_is_said_in_the_plural_on_the_result_and_the_sheet(name, lang):
    """A team that won is "Vainqueurs : A & B" in French ("Winners: A & B" in English), on the result the
    screens show and on page 1 of the PDF, not "Vainqueur :" (issue 26)."""
    game, state = load_file(DATA / name)
    sheet = game.rules().score(state)
    assert len(sheet.winners) == 1 and sheet.winners[0] in sheet.teams, "the example's winner is a team"
    said = render(phrase("out.winner_team", players=list(sheet.winners)), lang)
    assert said.startswith("Vainqueurs : " if lang == "fr" else "Winners: ")
    first = flat(PdfReader(io.BytesIO(front(game).sheet_pdf(game, sheet, state, lang, TODAY))).pages[0].extract_text())
    assert flat(said) in first
    if sheet.finished:  # the screens' headline (a Paleo game's own screen says it as its PDF does)
        assert render(sheet.result_phrase(), lang) == said
