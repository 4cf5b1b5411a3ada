"""Défense d'afficher's "what does this card allow?" and "what penalty for this slot?" (issue 29), answered
for the side to play by the referee's own turn code; each checked on positions where the answer differs."""

from __future__ import annotations

from scorers.i18n import render
from scorers.posters import parse
from scorers.posters.slot_questions import card_allows, slot_penalty

STUCK_A1 = [{"side": "a", "do": [{"roll": 4, "move": 4}, {"stick": "A1", "poster": "lune"}]}]


def state(turns=(), variant=None):
    data = {"game": "posters", "sides": ["Anna", "Ben"], "turns": list(turns)}
    if variant:
        data["variant"] = variant
    return parse(data)


def said(answer) -> str:
    return " ".join(render(p) for p in (answer.verdict, *answer.reasons))


def test_PO_WRONG_SLOT_a_poster_on_another_brands_slot_goes_back_with_a_penalty():
    """On its own brand's slot: no penalty; on another brand's: back to the hand, one more from the reserve."""
    own = slot_penalty(state(), "A1", "lune")
    assert own.yes is False and own.rules == ("PO-STICK",) and render(own.verdict) == "No penalty."
    wrong = slot_penalty(state(), "A1", "sirius")
    assert wrong.yes is True and wrong.rules == ("PO-WRONG-SLOT",)
    assert "reserved for Savon Lune: it goes back, plus 1 penalty poster from the reserve" in said(wrong)


def test_a_filled_slot_takes_no_poster_at_all():
    """PO-SLOT-FILLED: once Anna has stuck on A1, Ben cannot stick there (no penalty: it is refused)."""
    answer = slot_penalty(state(STUCK_A1), "A1", "lune")
    assert answer.yes is None and answer.rules == ("PO-SLOT-FILLED",)
    assert slot_penalty(state(STUCK_A1), "Z9", "lune").rules == ("PO-BOARD",)


def test_what_a_move_card_allows_is_what_the_referee_does_with_it():
    """PO-CARDS: the move cards are played by the referee in a trial turn: three squares ahead or back."""
    ahead, back = card_allows(state(), "ahead3"), card_allows(state(), "back3")
    assert ahead.yes is True and back.yes is True and said(ahead) != said(back)
    assert "PO-CHANCE" in ahead.rules and render(ahead.verdict).startswith("“")


def test_what_a_ban_or_scraper_allows_depends_on_the_board():
    """PO-BAN lists the panels with a free slot; PO-SCRAPER has nothing to do at the start, and a poster to
    scrape once one is stuck."""
    ban = card_allows(state(), "ban")
    assert ban.yes is True and ban.rules == ("PO-BAN",) and "A, B" in said(ban)
    assert card_allows(state(), "scraper").yes is False
    later = card_allows(state(STUCK_A1), "scraper")
    assert later.yes is True and "A1" in said(later)


def test_a_card_the_game_does_not_have_is_not_answered():
    """The simplified game has no chance cards (PO-SIMPLE); an unknown card is in no deck."""
    assert card_allows(state(variant="simplified"), "ahead3").rules == ("PO-SIMPLE",)
    assert card_allows(state(), "nothing").yes is None


def test_the_questions_screen_answers_for_the_side_to_play(tmp_path):
    """One tap from the game's app bar: a card tapped is answered for the side to play, and a slot with a
    poster of another brand gets PO-WRONG-SLOT's penalty, its rule with the button to the book."""
    from test_posters_app import find, start

    from referee_app.state import AppState
    from referee_app.store import Store

    app = AppState(Store(tmp_path / "games.sqlite3"), device_language="en")
    screen, page = start(app)
    find(screen.view().appbar.actions, "po-questions").on_click(None)
    dialog = page.dialogs[-1].content
    find(dialog, "poq-card-back3").on_click(None)
    card = find(dialog, "poq-card-answer").content.controls
    assert card[0].value.startswith("“Move back 3 squares” drawn by Anna") and "3 squares back" in card[1].value
    find(dialog, "poq-slot-B2").on_click(None)
    assert find(dialog, "poq-slot-answer").content.controls[0].value == "No penalty."
    find(dialog, "poq-poster-neige").on_click(None)
    slot = find(dialog, "poq-slot-answer").content.controls
    assert slot[0].value == "A penalty." and "reserved for Biscuits Mistral" in slot[1].value
    find(dialog, "poq-slot-answer-rule-PO-WRONG-SLOT")
