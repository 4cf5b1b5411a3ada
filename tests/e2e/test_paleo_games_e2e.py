"""Paleo's derived games end to end, in headless Chromium at phone size: the set-up form, a Pitchanque
mène with a piece in an out zone, a Billard Doublé overshoot, a Hockey match to its end with its PDF, and
every other game's pad logging a first event."""

from __future__ import annotations

import re

import pytest

from referee_app.games.paleo_games import document as pg
from referee_app.store import Store
from scorers.paleo_games import GAMES


def seeded(server, game_id: str, events: list[dict], names=("Ana", "Ben"), **options) -> str:
    """A saved match (as the app would have saved it) with these events already logged."""
    players = [{"name": n, "colour": c} for n, c in zip(names, ("blue", "red", "green", "yellow"))]
    doc = pg.new_document(game_id, GAMES[game_id].file_sides(players), options=options)
    for event in events:
        doc = pg.add_event(doc, event).doc
    with Store(server.data_dir / "games.sqlite3") as store:
        return store.games.create(game_id, ", ".join(names), doc.model_dump(mode="json")).id


@pytest.mark.parity  # also against the static build (conftest.py)
def test_pitchanque_mene_with_a_piece_in_the_out_zone(ui):
    ui.open("/new/pitchanque", ready_id="start-game")
    ui.type_name(0, "Chloé")
    ui.type_name(1, "Łukasz")
    ui.screenshot("pg-01-pitchanque-setup")
    ui.start("pq-near-a")
    assert re.search(r"/game/[0-9a-f]+", ui.page.url)
    ui.says("pg-shooter", "Chloé plays first")
    # nearest first: Chloé, Łukasz, then a Chloé piece in an out zone, then the rest
    for control in ("pq-near-a", "pq-near-b", "pq-out-a", "pq-near-b", "pq-near-a", "pq-near-b"):
        ui.tap(control)
    ui.says("pq-left", "Chloé: 0 to place")
    ui.says("pq-builder", "out Chloé")
    ui.screenshot("pg-02-pitchanque-mene")
    ui.tap("pq-log")
    ui.says("pg-score-0", "1")
    ui.says("pg-line-1", "1 piece of Chloé out of play (never scores)")
    assert "PQ-OUT" not in ui.text_of("pg-line-1")  # rule ids are not printed in every line (issue 17)
    ui.tap("pg-line-1")  # they are one tap away, with their text from the rule book
    ui.says("pg-line-rule-PQ-OUT", "PQ-OUT: ")
    ui.tap("pg-line-rules-close")
    ui.says("pq-builder", "Tap the team of each piece")
    ui.screenshot("pg-03-pitchanque-logged")
    # a mène that does not account for every piece is refused with its rule
    ui.tap("pq-near-b")
    ui.tap("pq-log")
    ui.by_id("violation-banner").wait_for()  # at the top of the board, in words (issue 17)
    assert "PQ-ALL" not in ui.text_of("violation-banner")
    ui.screenshot("pg-03a-pitchanque-banner")
    ui.tap("violation-banner")  # the full explanation, the rule id one more tap away
    ui.tap("violation-banner-rule-0")
    ui.says("violation-banner-rule-text-0", "PQ-ALL: A mène ends when every piece has been played")
    ui.screenshot("pg-03c-pitchanque-banner-rule")
    ui.tap("violation-banner-ok")
    ui.says("pg-score-1", "0")
    # the rules, as the table asks them: the game's rule book, one tap from the app bar
    assert ui.by_id("pg-rules").count() == 0  # the book took the place of the game's own list (issue 26.4)
    ui.tap("open-rules")
    ui.says("rules-text-PQ-OUT", "never score")
    ui.screenshot("pg-03b-pitchanque-rules")


def test_billard_double_overshoot_leaves_the_score_and_passes_the_turn(ui, server):
    events = [{"type": "shot", "player": "Ana", "touched": [f"r{n}", f"g{n}"]} for n in range(8, 0, -1)]
    events += [{"type": "shot", "player": "Ana", "touched": ["r5", "g5"]},
               {"type": "shot", "player": "Ana", "touched": ["r4", "g4"]}]  # 45
    record = seeded(server, "paleo-billard-double", events)
    ui.open(f"/game/{record}", ready_id="pg-piece-r8")
    ui.says("pg-score-0", "45")
    ui.says("pg-shooter", "Ana shoots")
    ui.tap("pg-piece-r8")
    ui.says("pg-info", "Half double: red 8")
    ui.tap("pg-piece-g8")  # 45 + 8 is past 50
    ui.tap("pg-line-12")
    ui.by_id("pg-line-rule-BD-OVERSHOOT").wait_for()
    ui.tap("pg-line-rules-close")
    ui.says("pg-score-0", "45")
    ui.says("pg-shooter", "Ben shoots")
    ui.screenshot("pg-04-doublé-overshoot")
    assert "must be provided" not in ui.page.locator("flt-semantics-host").inner_text()
    ui.tap("undo")
    ui.says("pg-info", "Half double: red 8")
    ui.says("pg-shooter", "Ana shoots")


def test_hockey_to_the_tenth_goal_with_its_sheet_and_pdf(ui, server):
    events = [{"type": "faceoff", "winner": "Ana"}, {"type": "goal", "player": "Ana"}] * 9
    record = seeded(server, "paleo-hockey", events)
    ui.open(f"/game/{record}", ready_id="hk-faceoff-1")
    ui.says("pg-score-0", "9")
    ui.tap("hk-faceoff-1")
    ui.says("pg-shooter", "Attacker: Ben")
    ui.tap("hk-fault-1")  # Ben touched a piece while replacing: free shot for Ana
    ui.says("pg-info", "Free shot for Ana")
    ui.screenshot("pg-05-hockey-free-shot")
    ui.tap("hk-goal-0")
    ui.says("pg-score-0", "10")
    ui.says("pg-status", "Ana has won the match")
    ui.page.get_by_role("tab", name="Sheet").click()
    ui.says("score-winner", "Winner: Ana")
    ui.screenshot("pg-06-hockey-sheet")
    with ui.page.expect_download() as download:
        ui.tap("result-pdf")
    assert download.value.suggested_filename.endswith(".pdf")
    exports = list((server.data_dir / "exports").glob("*.pdf"))
    assert len(exports) == 1 and exports[0].read_bytes().startswith(b"%PDF")


def test_every_other_game_logs_its_first_event(ui, server):
    cases = [
        ("paleo-points", {}, ["pg-mp-piece-5"], ("pg-score-0", "1")),
        ("paleo-cricket", {}, ["pg-piece-r3", "pg-piece-g3"], ("pg-info", "Closed: Ana (3)")),
        ("paleo-billard-compte", {}, ["pg-piece-r1"], ("pg-score-0", "1")),
        ("paleo-kayak", {"gates": 3}, ["pg-gate-1", "pg-ky-log"], ("pg-score-0", "1")),
        ("paleo-frontiere", {}, ["pg-fr-plus-0", "pg-fr-log"], ("pg-score-0", "1")),
    ]
    for game_id, options, taps, (where, text) in cases:
        record = seeded(server, game_id, [], **options)
        ui.open(f"/game/{record}", ready_id=taps[0])
        for control in taps:
            ui.tap(control)
        ui.says(where, text)
        ui.by_id("pg-line-1").wait_for()
        ui.screenshot(f"pg-07-{game_id}")
        ui.tap("pg-line-1")  # the line's rule ids (not printed in it) are one tap away (issue 17)
        ui.page.locator('flt-semantics[flt-semantics-identifier^="pg-line-rule-"]').first.wait_for()
        ui.tap("pg-line-rules-close")


def test_in_french_and_dark_a_kayak_fault_is_explained(ui, server):
    record = seeded(server, "paleo-kayak", [], names=("Zoé", "Ödön", "Ana"), gates=3)
    ui.open("/settings", ready_id="theme-dark")
    ui.tap("lang-fr")  # issue 26: the language is this browser's own, chosen in its Settings
    ui.tap("theme-dark")
    ui.open(f"/game/{record}", ready_id="pg-gate-1")
    ui.says("pg-shooter", "Zoé joue")
    ui.tap("pg-ky-reverse")
    ui.tap("pg-gate-1")
    ui.says("pg-ky-shot", "1 à l’envers")
    ui.tap("pg-ky-log")
    ui.says("pg-line-1", "Porte 1 franchie à l’envers")
    ui.tap("pg-line-1")
    ui.by_id("pg-line-rule-KY-FAULT-GATE").wait_for()
    ui.tap("pg-line-rules-close")
    ui.says("pg-shooter", "Ödön joue")
    ui.page.wait_for_timeout(1500)  # let the canvas settle before the picture
    ui.screenshot("pg-08-kayak-fr")


def test_billard_double_rows_stay_under_the_finger_after_the_first_shot(ui, server):
    """Issue 17: no layout jump under the finger. Before the first shot the pad offers who breaks; once a
    shot is logged that choice is over, and the piece rows must not move (they moved up 35 px)."""
    record = seeded(server, "paleo-billard-double", [])
    ui.open(f"/game/{record}", ready_id="pg-piece-r8")
    ui.says("pg-shooter", "Ana shoots")
    before = {piece: ui.by_id(f"pg-piece-{piece}").bounding_box() for piece in ("r1", "g8")}
    ui.tap("pg-piece-r1")
    ui.says("pg-line-1", "Red 1 touched")
    ui.page.wait_for_timeout(300)  # the frame after the semantics update
    for piece, box in before.items():
        after = ui.by_id(f"pg-piece-{piece}").bounding_box()
        assert abs(after["y"] - box["y"]) < 1, f"pg-piece-{piece} moved from y={box['y']} to y={after['y']}"
