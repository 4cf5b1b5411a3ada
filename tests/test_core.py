"""The shared core: text catalogues, the registry, ranking with shared places, typed errors."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from scorers.errors import InvalidState, RefereeError, UnknownGame, UnreadableInput
from scorers.i18n import CATALOGUES, default_language, phrase, render
from scorers.loading import load_data, load_text
from scorers.registry import GAMES, find_game
from scorers.sheet import Criterion, rank_players


def placeholders(template: str) -> set[str]:
    names = {f for _, f, _, _ in string.Formatter().parse(template) if f}
    return names | set(re.findall(r"\[(\w+):", template))


def test_french_and_english_have_the_same_keys_and_placeholders():
    en, fr = CATALOGUES["en"], CATALOGUES["fr"]
    assert set(en) == set(fr)
    for key in en:
        assert placeholders(en[key]) == placeholders(fr[key]), key


def test_every_registered_game_and_variant_has_its_names_in_both_languages():
    for game in GAMES:
        for lang in ("en", "fr"):
            assert render(game.name, lang)
            for variant in game.variants:
                assert render(variant.name, lang) and render(variant.description, lang)


@pytest.mark.parametrize("lang, count, text", [
    ("en", 1, "1 flea"), ("en", 0, "0 fleas"), ("en", 2, "2 fleas"),
    ("fr", 1, "1 puce"), ("fr", 0, "0 puce"), ("fr", 2, "2 puces"),
])
def test_plural_forms_follow_the_language(lang, count, text):
    assert render(phrase("hg.value.tiles", tiles=count), lang) == text


@pytest.mark.parametrize("env, lang", [
    ({"LANG": "fr_FR.UTF-8"}, "fr"), ({"LC_ALL": "fr_CA"}, "fr"), ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "en_GB.UTF-8"}, "en"), ({}, "en"), ({"LC_ALL": "C"}, "en"),
])
def test_default_language_is_the_locale_else_english(env, lang):
    assert default_language(env) == lang


@pytest.mark.parametrize("name", ["hundsgemein", "Hundsgemein", "puces", "fleas", " HUNDS "])
def test_games_are_found_by_id_or_alias(name):
    assert find_game(name).id == "hundsgemein"


def test_games_not_built_yet_are_listed_but_say_so(unbuilt_game):
    assert not find_game("unbuilt").ready
    with pytest.raises(UnknownGame):
        unbuilt_game.rules()
    assert find_game("Défense d'afficher").id == "posters"


def test_a_file_of_a_game_not_built_yet_is_a_typed_error(unbuilt_game):
    with pytest.raises(UnknownGame):
        load_text(b'{"game": "unbuilt"}')


def test_an_unknown_game_is_a_typed_error():
    with pytest.raises(UnknownGame):
        find_game("chess")


def test_ranking_shares_places_1_1_3():
    points = Criterion(phrase("criterion.hg.value"), {"A": 7, "B": 7, "C": 2})
    dogs = Criterion(phrase("criterion.hg.dogs"), {"A": 2, "B": 2, "C": 1})
    ranking = rank_players(["C", "A", "B"], [points, dogs])
    assert [(e.player, e.rank) for e in ranking.entries] == [("A", 1), ("B", 1), ("C", 3)]
    assert ranking.winners == ("A", "B")
    assert [p.key for p in ranking.tie_break] == ["rank.tied", "rank.still_tied", "rank.shared"]


def test_ranking_tie_break_separates_and_explains_each_step():
    points = Criterion(phrase("criterion.hg.value"), {"A": 7, "B": 7, "C": 7, "D": 9})
    dogs = Criterion(phrase("criterion.hg.dogs"), {"A": 1, "B": 3, "C": 1, "D": 1})
    ranking = rank_players(["A", "B", "C", "D"], [points, dogs])
    assert [(e.player, e.rank) for e in ranking.entries] == [("D", 1), ("B", 2), ("A", 3), ("C", 3)]
    assert ranking.tie_break == ()  # D won outright: the tie below is not a tie-break of the win
    text = " ".join(render(p) for p in ranking.other_ties)
    assert text == ("B, A and C are level on dog points (7). number of dog tiles separates them: B 3, A 1 and C 1. "
                    "A and C are still level on number of dog tiles (1). A and C share the place.")


@pytest.mark.parametrize("raw, error", [
    (b"{not json", UnreadableInput), (b"\xff\xfe", UnreadableInput), (b"[1, 2]", InvalidState),
    (b'{"players": []}', InvalidState), (b'{"game": "chess"}', UnknownGame),
])
def test_unreadable_input_raises_one_family_of_typed_errors(raw, error):
    with pytest.raises(error) as caught:
        load_text(raw)
    assert isinstance(caught.value, RefereeError) and isinstance(caught.value, ValueError)


def test_deeply_nested_json_is_a_typed_error():
    with pytest.raises(RefereeError):
        load_text(b"[" * 100000 + b"]" * 100000)


def test_problems_carry_their_location():
    from hg_helpers import game_data

    data = game_data(players=2)
    data["board"][2] = "q7 .. .. .. .. .. .."
    data["board"][5] = ".. .. c1 .. .. .. ##"
    with pytest.raises(InvalidState) as caught:
        load_data(data)
    where = [str(p) for p in caught.value.problems]
    assert where[0].startswith("board[2][0]: 'q7' is not a cell")
    assert "board[5][2]: 'c1' names player 'c' but there are only 2 players" in where
    assert "board[5][6]: '##' marks the centre block (row 4, column 4) only" in where


def test_a_sheet_of_a_game_not_over_names_the_leaders_not_winners():
    from referee_app.command.report import sheet_report
    from scorers.sheet import PlayerInfo, ScoreSheet

    points = Criterion(phrase("criterion.hg.value"), {"A": 7, "B": 3})
    sheet = ScoreSheet(game="g", game_name=phrase("game.loopit"), variant=None, variant_name=None, settings={},
                       players=(PlayerInfo("A", "red", "a"), PlayerInfo("B", "blue", "b")), lines=(),
                       totals={"A": 7, "B": 3}, extra_totals={}, ranking=rank_players(["A", "B"], [points]),
                       finished=False)
    assert render(sheet.result_phrase()) == "Leading (not over yet): A"
    assert "Leading (not over yet): A" in sheet_report(sheet, "en") and "Winner" not in sheet_report(sheet, "en")
    assert sheet.to_dict()["finished"] is False and sheet.to_dict()["winners"] == ["A"]
    done = ScoreSheet(**{**sheet.__dict__, "finished": True})
    assert render(done.result_phrase(), "fr") == "Vainqueur : A"


def test_a_game_whose_totals_are_not_points_says_what_they_are():
    from referee_app.command.report import sheet_report
    from scorers.loading import load_file

    game, state = load_file(Path(__file__).parent / "data" / "posters" / sorted(
        p.name for p in (Path(__file__).parent / "data" / "posters").glob("*.json"))[0])
    text = sheet_report(game.rules().score(state), "en")
    assert "posters left" in text or "poster left" in text
    assert " points" not in text.split("Totals:")[1].split("Ranking:")[0]
