"""Issue 36 item 8 in headless Chromium: History and its statistics say what happened. At 412 x 915 in English:
Défense d'afficher's places in order (not "Ivy 3, Jon 1, Kai 2" read as points), each play at its day and time,
Paleo's best of 4 reached by two sides naming neither. Then at 360 x 780 in French: the date filter written as the
reader writes days (JJ/MM/AAAA), the note saying how many of the games are shown with the way back to all of them.
A screenshot of each step (history-readings-*.png under E2E_SHOTS), looked at."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest
from conftest import UI, seeded_page

from referee_app.store import Store
from referee_app.store.records import PlayerResult

SIZES = {"360": {"width": 360, "height": 780}, "412": {"width": 412, "height": 915}}


def local(day: int, hour: int, minute: int) -> str:
    """A time of January 2026 on this machine's clock (the server's), as the store keeps it."""
    return datetime(2026, 1, day, hour, minute).astimezone().isoformat()


def seed(store_path: Path) -> None:
    """A Défense d'afficher (places 1-3), a Numeri at 18:07, two Paleo matches of 4 points by two teams."""
    plays = [("posters", local(5, 20, 15), [("Ivy", 3, 3, False, ()), ("Jon", 1, 1, True, ()),
                                            ("Kai", 2, 2, False, ())]),
             ("numeri", local(6, 18, 7), [("Anna", 30, 1, True, ()), ("Ben", 20, 2, False, ())]),
             ("paleo", local(7, 21, 40), [("Alice & Chloé", 4, 1, True, ("Alice", "Chloé")),
                                          ("Ben & Dev", 1, 2, False, ("Ben", "Dev"))]),
             ("paleo", local(8, 19, 5), [("Ben & Dev", 4, 1, True, ("Ben", "Dev")),
                                         ("Alice & Chloé", 2, 2, False, ("Alice", "Chloé"))])]
    with Store(store_path) as store:
        for game, played, lines in plays:
            record = store.games.create(game, ", ".join(line[0] for line in lines), {}, status="finished")
            store.records.record_result(record.id, [
                PlayerResult(seat=i, player=p, score=s, rank=r, winner=w, members=m)
                for i, (p, s, r, w, m) in enumerate(lines)], played=played)


def scroll_down_to(ui: UI, identifier: str) -> None:
    """Scroll the screen's list until the control is drawn on screen (Flutter builds a long list's rows lazily)."""
    node = ui.by_id(identifier).first
    height = ui.page.viewport_size["height"]
    for _ in range(20):
        box = node.bounding_box() if ui.by_id(identifier).count() else None
        if box and box["y"] + box["height"] <= height - 40:
            return
        ui.page.mouse.move(ui.page.viewport_size["width"] / 2, height / 2)
        ui.page.mouse.wheel(0, 300)
        ui.page.wait_for_timeout(300)
    raise AssertionError(f"{identifier} never came on screen")


@pytest.fixture(scope="module")
def phone(browser, tmp_path_factory):
    with seeded_page(browser, tmp_path_factory.mktemp("readings") / "data", seed, SIZES["412"]) as (ui, _):
        yield ui


def test_history_says_places_times_and_a_shared_best_in_english(phone):
    """412 x 915, English: the places of Défense d'afficher in order, each play's time, Paleo's best 4 twice."""
    ui = phone
    ui.tap("open-history")
    ui.says("history-pager", "4 games")
    ui.wait_text_contains("1. Jon, 2. Kai, 3. Ivy")
    ui.wait_text_contains("2026-01-05 20:15")
    ui.wait_text_contains("2026-01-06 18:07")
    assert ui.page.get_by_text("Ivy 3", exact=False).count() == 0
    ui.screenshot("history-readings-412-en-history")
    ui.tap("open-stats")
    ui.by_id("chart-wins").first.wait_for(state="attached")
    scroll_down_to(ui, "stats-game-paleo")                              # below the charts and the players
    ui.says("stats-game-paleo", "best 4 (2 times)")
    assert ui.page.get_by_text("best 4 (Alice", exact=False).count() == 0
    ui.screenshot("history-readings-412-en-stats")
    ui.tap("app-back")
    ui.by_id("history-pager").wait_for()
    ui.tap("app-back")


def test_the_french_date_filter_reads_french_days_and_says_what_it_hides(phone):
    """360 x 780, French: "JJ/MM/AAAA" hinted in the date fields, a day typed so, the note "2 of 4 shown", the way
    back."""
    ui = phone
    ui.tap("open-settings")
    ui.tap("lang-fr")
    ui.wait_text("Langue")
    ui.tap("app-back")
    ui.page.set_viewport_size(SIZES["360"])
    ui.tap("open-history")
    ui.says("history-pager", "4 parties")
    ui.wait_text_contains("05/01/2026 20:15")
    ui.wait_text_contains("1. Jon, 2. Kai, 3. Ivy")
    ui.screenshot("history-readings-360-fr-history")
    ui.tap("filter-since")                                         # the hint shows once the field has the focus
    ui.screenshot("history-readings-360-fr-date-hint")
    ui.fill("filter-since", "07/01/2026", tries=3)
    ui.says("history-pager", "2 parties")
    ui.says("history-filtered", "2 parties affichées sur 4")
    ui.screenshot("history-readings-360-fr-filtered")
    ui.tap("clear-filters")
    ui.says("history-pager", "4 parties")
    ui.screenshot("history-readings-360-fr-cleared")
