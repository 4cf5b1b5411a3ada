"""The app's Hundsgemein document: every change goes through the rules, and the report is theirs."""

from __future__ import annotations

from referee_app.games.hundsgemein import document as hg
from scorers.hundsgemein.geometry import index

from hg_helpers import DOGS

PLAYERS = [{"name": "Anna", "colour": "yellow"}, {"name": "Ben", "colour": "blue"},
           {"name": "Chloé", "colour": "red"}]


def ready_doc(variant: str = "standard") -> hg.HgDocument:
    doc = hg.new_document(PLAYERS, variant)
    for street, breed in DOGS.items():
        change = hg.set_dog(doc, street, breed)
        assert isinstance(change, hg.Change)
        doc = change.doc
    return doc


def test_a_new_game_has_an_empty_board_and_no_dogs():
    doc = hg.new_document(PLAYERS, "standard")
    assert hg.dogs_missing(doc) == list(DOGS)
    state = hg.state_of(doc)
    assert all(t is None for t in state.board)


def test_a_fourth_dog_of_a_breed_is_refused_with_the_rule():
    doc = hg.new_document(PLAYERS, "standard")
    for street in ("H1", "H2", "H3"):
        doc = hg.set_dog(doc, street, "rex").doc
    refusal = hg.set_dog(doc, "H4", "rex")
    assert isinstance(refusal, hg.Refusal)
    assert refusal.reasons[0].render() == "Rex is already on H1, H2 and H3: each breed is there exactly 3 times."
    assert isinstance(hg.set_dog(doc, "H4", "fifi"), hg.Change)
    assert isinstance(hg.set_dog(doc, "H3", "daisy"), hg.Change)  # replacing one of the three is fine


def test_placing_is_refused_only_when_the_table_cannot_look_like_that():
    doc = ready_doc()
    doc = hg.place(doc, index(0, 0), 0, 1).doc
    assert isinstance(hg.place(doc, index(0, 0), 1, 2), hg.Refusal)  # block taken
    illegal = hg.place(doc, index(1, 1), 1, 1)  # same type next to it: laid, and marked by the report
    assert isinstance(illegal, hg.Change)
    report = hg.report(illegal.doc)
    assert [v.code for v in report.violations] == ["same-type-neighbours"]
    assert report.sheet is not None  # it stands and scores


def test_a_player_cannot_lay_a_tile_they_no_longer_have():
    doc = ready_doc()
    for column in (0, 2, 4, 6):
        doc = hg.place(doc, index(0, column), 0, 1).doc
    refusal = hg.place(doc, index(6, 0), 0, 1)
    assert isinstance(refusal, hg.Refusal) and "no type-1 flea left" in refusal.reasons[0].render()


def test_remove_is_a_challenge_and_keep_lets_it_stand():
    doc = ready_doc()
    doc = hg.place(doc, index(0, 0), 0, 1).doc
    doc = hg.place(doc, index(1, 1), 1, 1).doc
    kept = hg.keep(doc, "r1c1+r2c2").doc
    assert kept.kept == ("r1c1+r2c2",)
    challenged = hg.remove(kept, index(1, 1)).doc
    assert hg.report(challenged).violations == ()
    assert challenged.kept == ()


def test_the_report_scores_both_variants_of_the_same_board():
    doc = ready_doc()
    doc = hg.place(doc, index(0, 0), 0, 1).doc
    standard, expert = hg.report(doc, "standard").sheet, hg.report(doc, "expert").sheet
    assert standard.variant == "standard" and expert.variant == "expert"
    assert standard.totals == expert.totals == {"Anna": 9, "Ben": 0, "Chloé": 0}


def test_missing_dogs_block_the_score_and_say_why():
    doc = hg.new_document(PLAYERS, "standard")
    report = hg.report(doc)
    assert report.sheet is None
    assert any(v.code == "dog-missing" for v in report.violations)


def test_street_counts_entry_scores_from_counts_and_expert_asks_for_runs():
    doc = hg.set_entry(ready_doc(), "counts").doc
    doc = hg.set_count(doc, "H1", "Anna", 3).doc
    doc = hg.set_count(doc, "H1", "Ben", 2).doc
    sheet = hg.report(doc).sheet
    assert next(line for line in sheet.lines if line.label == "H1").winner == "Anna"
    expert = hg.set_variant(doc, "expert").doc
    assert hg.report(expert).sheet is None and hg.report(expert).refusal  # runs are needed
    expert = hg.set_count(expert, "H1", "Anna", 3, (2, 1)).doc
    expert = hg.set_count(expert, "H1", "Ben", 2, (2, 0)).doc
    assert next(line for line in hg.report(expert).sheet.lines if line.label == "H1").winner == "Anna"
    contradicted = hg.set_count(expert, "H2", "Ben", 1, (0, 1)).doc  # H2 typed: Anna has 0 there...
    assert [v.code for v in hg.report(contradicted).violations] == ["runs-disagree"]  # ...but H1 puts one on row 2
    expert = hg.set_count(contradicted, "H2", "Anna", 1, (1, 0)).doc
    assert next(line for line in hg.report(expert).sheet.lines if line.label == "H1").winner == "Anna"


def test_the_document_round_trips_through_json():
    doc = hg.keep(hg.place(ready_doc(), index(3, 3), 2, 4).doc, "r4c4").doc
    again = hg.HgDocument.model_validate(doc.model_dump(mode="json"))
    assert again == doc


def test_a_saved_document_gives_back_its_game_file_and_score(tmp_path):
    from referee_app.fronts import game_file, score_saved
    from scorers.registry import find_game

    game = find_game("hundsgemein")
    doc = hg.new_document([{"name": "Anna", "colour": "yellow"}, {"name": "Ben", "colour": "blue"}], "expert")
    data = doc.model_dump(mode="json")
    assert game_file(game, data)["variant"] == "expert"
    assert game_file(game, data)["players"][0]["name"] == "Anna"
    for street, breed in zip(("H1", "H2", "H3", "H4", "H5", "H6", "V1", "V2", "V3", "V4", "V5", "V6"),
                             ("rex", "daisy", "fifi", "zorro") * 3):
        doc = hg.set_dog(doc, street, breed).doc
    state, sheet = score_saved(game, doc.model_dump(mode="json"))
    assert sheet.game == "hundsgemein" and set(sheet.totals) == {"Anna", "Ben"}


def test_undo_labels_are_said_in_the_language_of_the_moment(tmp_path):
    from referee_app.state import AppState
    from referee_app.store import Store
    from scorers.registry import find_game

    app = AppState(Store(tmp_path / "games.sqlite3"), device_language="en")
    doc = hg.new_document([{"name": "Anna", "colour": "yellow"}, {"name": "Ben", "colour": "blue"}], "standard")
    record = app.create_game(find_game("hundsgemein"), "Anna, Ben", doc)
    saved = app.apply(record.id, hg.set_dog(doc, "H1", "rex")).record
    assert app.change_text(saved) == "Rex on H1"
    app.set_language("fr")
    assert app.change_text(saved) == "Rex sur H1"
    saved = app.apply(record.id, hg.set_finished(saved_doc(saved), True)).record
    assert app.change_text(saved) == "partie terminée"


def saved_doc(record) -> hg.HgDocument:
    return hg.HgDocument.model_validate(record.data)


def test_language_and_theme_are_each_sessions_own(tmp_path):
    """Two phones on one server (table mode) share the games, not the settings: French chosen on one
    leaves the other in its own language and theme (issue 26 item 9: one setting for the whole server)."""
    from referee_app.state import AppState
    from referee_app.store import Store

    store = Store(tmp_path / "games.sqlite3")
    mine, theirs = AppState(store, device_language="en"), AppState(store, device_language="en")
    kept: list[tuple[str, str]] = []
    mine.on_setting = lambda key, value: kept.append((key, value))
    mine.set_language("fr")
    mine.set_theme("dark")
    assert mine.lang == "fr" and mine.theme == "dark"
    assert theirs.lang == "en" and theirs.language_setting == "system" and theirs.theme == "system"
    assert kept == [("language", "fr"), ("theme", "dark")]  # handed to the browser's own storage
    french_phone = AppState(store, device_language="fr")
    assert french_phone.lang == "fr"  # "as the device": the browser's language
