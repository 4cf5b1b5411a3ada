"""Défense d'afficher, rule by rule: one test per clause of the sheet, named after its rule id."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorers.errors import IllegalMove, InvalidState
from scorers.posters import EXAMPLE_BOARD, check, opening, parse, play_strict, replay, score
from scorers.posters.model import Turn

DATA = Path(__file__).parent / "data" / "posters"
SIDES = {2: ["Anna", "Ben"], 3: ["Anna", "Ben", "Chloé"], 4: ["Anna", "Ben", "Chloé", "Dmitri"]}


def game(*turns: dict, sides: int | list = 2, variant: str = "full", first: str = "a"):
    names = SIDES[sides] if isinstance(sides, int) else sides
    return parse({"game": "posters", "variant": variant, "sides": names, "first": first, "turns": list(turns)})


def turn(side: str, *do: dict, **extra) -> dict:
    return {"side": side, "do": list(do), **extra}


def move(roll: int, steps: int | list | None = None) -> dict:
    return {"roll": roll, "move": roll if steps is None else steps}


def stick(slot: str, poster: str | None = None) -> dict:
    return {"stick": slot, "poster": poster or EXAMPLE_BOARD.slot_brand(slot)}


def codes(state) -> list[str]:
    return [v.code for v in check(state)]


def table(state):
    return replay(state).table


# --- sides and material -----------------------------------------------------------------------------

@pytest.mark.parametrize("sides", [1, 5])
def test_PO_SIDES_two_to_four_sides(sides):
    """Two, three or four sides play."""
    with pytest.raises(InvalidState):
        game(sides=["P1", "P2", "P3", "P4", "P5"][:sides])


def test_PO_SIDES_teams_of_two_and_single_players_mix():
    """A side is one player or a team of two; up to 8 people, mixed."""
    state = game(sides=[{"members": ["A", "B"]}, {"members": ["C", "D"]}, "E", {"members": ["F", "G"]}])
    assert [len(s.members) for s in state.sides] == [2, 2, 1, 2]
    assert state.names[0] == "A & B"
    with pytest.raises(InvalidState):
        game(sides=[{"members": ["A", "B", "C"]}, "D"])
    with pytest.raises(InvalidState, match="already plays"):
        game(sides=[{"members": ["A", "B"]}, "A"])


def test_PO_TEAM_members_play_alternate_turns():
    """The two members of a team play every other turn of their side."""
    team = [{"name": "Bleus", "members": ["Anna", "Ben"]}, "Chloé"]
    good = game(turn("a", {"exchange": 1}, player="Anna"), turn("b", {"exchange": 1}),
                turn("a", {"exchange": 1}, player="Ben"), sides=team)
    assert codes(good) == []
    bad = game(turn("a", {"exchange": 1}, player="Anna"), turn("b", {"exchange": 1}),
               turn("a", {"exchange": 1}, player="Anna"), sides=team)
    assert codes(bad) == ["wrong-member"]
    assert [r.member for r in replay(good).turns] == ["Anna", "Chloé", "Ben"]


def test_PO_COPIES_one_slot_per_brand_two_posters_each():
    """Every brand exists twice and has exactly one reserved slot."""
    assert EXAMPLE_BOARD.posters == 2 * len(EXAMPLE_BOARD.brands)
    data = EXAMPLE_BOARD.model_dump(mode="json")
    data["panels"][1]["slots"][0] = data["panels"][0]["slots"][0]
    with pytest.raises(InvalidState, match="PO-COPIES"):
        parse({"game": "posters", "sides": ["A", "B"], "board": data})


@pytest.mark.parametrize("sides, deal", [(2, 18), (3, 12), (4, 9)])
def test_PO_DEAL_posters_per_side_and_the_reserve(sides, deal):
    """18 posters a side with 2 sides, 12 with 3, 9 with 4; the rest is the reserve."""
    start = opening(game(sides=sides))
    assert start.hands == (deal,) * sides
    assert start.reserve == EXAMPLE_BOARD.posters - deal * sides


def test_PO_BOARD_the_default_board_says_it_is_reconstructed():
    """No full layout is published: the default is data, labelled "reconstructed from published
    descriptions; check against your board" (issue 16 overturns the old "made-up example" label)."""
    label = "reconstructed from published descriptions; check against your board"
    assert EXAMPLE_BOARD.example and label in EXAMPLE_BOARD.name
    assert any(label in n.render("en").lower() for n in score(game()).notes)
    assert any("Reconstitué d’après les descriptions publiées" in n.render("fr") for n in score(game()).notes)


def test_PO_BOARD_the_default_board_follows_the_published_facts():
    """At least 19 brands, two posters each (36 dealt at 2-4 sides and a reserve remains), panels of four
    slots (« à cheval sur 2, 3 ou 4 emplacements d'un même panneau ... la totalité de celui-ci »), the
    brand the sheet names (« une affiche LUSTUCRU »), the documented card, and the facts cited in the data."""
    assert len(EXAMPLE_BOARD.brands) >= 19 and EXAMPLE_BOARD.posters == 2 * len(EXAMPLE_BOARD.brands)
    for sides in (2, 3, 4):
        assert opening(game(sides=sides)).reserve > 0 and sum(opening(game(sides=sides)).hands) == 36
    assert {len(p.slots) for p in EXAMPLE_BOARD.panels} == {4}
    assert "Lustucru" in EXAMPLE_BOARD.brands.values()
    assert [c.kind for c in EXAMPLE_BOARD.deck].count("fog") == 1
    assert any("Foncez dans le brouillard" in f for f in EXAMPLE_BOARD.facts)
    assert any("19 brands" in f for f in EXAMPLE_BOARD.facts)


# --- the turn -----------------------------------------------------------------------------------------

def test_PO_ORDER_clockwise_from_the_first_side():
    """The side that rolled highest begins, then play goes clockwise."""
    state = game(turn("b", {"exchange": 1}), turn("c", {"exchange": 1}), turn("a", {"exchange": 1}),
                 sides=3, first="b")
    assert codes(state) == [] and table(state).next_side == 1


def test_PO_ORDER_a_turn_out_of_order_is_refused_and_the_game_goes_on():
    """Playing when it is another side's turn is refused; nothing of it is applied."""
    state = game(turn("b", move(4)), turn("a", move(4), stick("A1")))
    assert codes(state) == ["out-of-turn"]
    assert table(state).hands == (17, 18) and table(state).positions[1] == 10


def test_PO_TURN_nothing_done_is_not_a_turn():
    """A turn is a move, an exchange or a chance card."""
    assert codes(game(turn("a"))) == ["empty-turn"]


def test_PO_TURN_two_moves_in_one_turn_are_refused():
    """One roll of the die a turn: a second move is refused, the first stands."""
    state = game(turn("a", move(4), move(2)))
    assert codes(state) == ["two-moves"] and table(state).positions[0] == 4


def test_PO_TURN_move_then_exchange_is_refused():
    """Exactly one of the three options a turn."""
    state = game(turn("a", move(3), {"exchange": 2}))
    assert "two-options" in codes(state)


def test_PO_MOVE_exactly_the_roll_forward_or_backward():
    """Roll the die, then move exactly that many squares, in either direction."""
    assert table(game(turn("a", move(5, -5)))).positions[0] == 35
    state = game(turn("a", move(5, 4)))
    assert codes(state) == ["roll-mismatch"] and table(state).positions[0] == 0


def test_PO_ONE_WAY_never_both_ways_in_one_move():
    """A pawn may go forward or backward, but not both in the same move."""
    state = game(turn("a", move(5, [3, -2])))
    assert codes(state) == ["both-ways"] and table(state).positions[0] == 0
    assert codes(game(turn("a", move(5, [3, 2])))) == []


def test_PO_STAY_an_unhelpful_roll_may_be_spent_staying():
    """A roll that reaches no useful brush square may be spent staying put."""
    state = game(turn("a", move(6, 0)))
    assert codes(state) == [] and table(state).positions[0] == 0


def test_PO_STICK_only_on_an_exact_stop_on_the_panels_brush():
    """Posters go up only when the pawn stops exactly on that panel's brush square."""
    assert codes(game(turn("a", move(3), stick("A1")))) == ["stick-no-stop"]
    assert codes(game(turn("a", move(4), stick("B1")))) == ["stick-no-stop"]
    state = game(turn("a", move(4), stick("A1"), stick("A2")))
    assert codes(state) == [] and table(state).hands[0] == 16
    assert table(state).posted_by == {"A1": 0, "A2": 0}


def test_PO_STICK_staying_on_a_brush_is_no_arrival():
    """Our reading: staying put on a brush square does not let a side stick again."""
    state = game(turn("a", move(4)), turn("b", {"exchange": 1}), turn("a", move(2, 0), stick("A1")))
    assert codes(state) == ["stick-no-stop"]


def test_PO_HOUSE_STAY_staying_on_a_brush_may_stick_when_the_table_says_so():
    """House rule "stay-sticks": staying put on a brush square counts as an arrival there."""
    turns = [turn("a", move(4)), turn("b", {"exchange": 1}), turn("a", move(2, 0), stick("A1"))]
    data = {"game": "posters", "sides": SIDES[2], "turns": turns, "house_rules": ["stay-sticks"]}
    state = parse(data)
    assert codes(state) == [] and table(state).hands[0] == 17
    sheet = score(state)
    assert sheet.settings == {"stay-sticks": True}
    assert any("House rule: sticking after staying put" in h.render("en") for h in sheet.headline)
    assert codes(parse({**data, "house_rules": []})) == ["stick-no-stop"]


def test_PO_SLOT_FILLED_a_slot_takes_one_poster():
    """Two identical posters never go on the same slot."""
    state = game(turn("a", move(4), stick("A1")), turn("b", move(6, -6), stick("A1")))
    assert codes(state) == ["slot-filled"] and table(state).hands == (17, 18)


def test_PO_BANNED_no_poster_under_a_ban():
    """A slot under a « Défense d'afficher » takes no poster."""
    state = game(turn("a", {"chance": "ban", "slots": ["A1", "A2"]}), turn("b", move(6, -6), stick("A1")))
    assert codes(state) == ["slot-banned"] and "A1" not in table(state).posted_by


def test_PO_WRONG_SLOT_the_poster_goes_back_plus_one_penalty():
    """A poster stuck on a slot reserved for another brand goes back, and its side takes one more."""
    state = game(turn("a", move(4), stick("A1", "fusee")))
    found = check(state)
    assert [(v.code, v.rule_id, v.severity.value) for v in found] == [("wrong-slot", "PO-WRONG-SLOT", "warning")]
    assert table(state).hands[0] == 19 and table(state).reserve == EXAMPLE_BOARD.posters - 37
    assert "A1" not in table(state).posted_by
    assert "Essence Fusée" in found[0].message() and "Savon Lune" in found[0].message()


def test_PO_EXCHANGE_n_for_n_and_it_is_the_turn():
    """Any number of posters for as many from the reserve; hand and reserve sizes do not change."""
    state = game(turn("a", {"exchange": 5}))
    assert codes(state) == [] and table(state).hands[0] == 18 and table(state).reserve == EXAMPLE_BOARD.posters - 36
    assert codes(game(turn("a", {"exchange": 19}))) == ["exchange-too-many"]


def small_board() -> dict:
    """The example cut to 19 brands: 38 posters, so two sides leave a reserve of 2."""
    board = EXAMPLE_BOARD.model_dump(mode="json")
    board["panels"] = board["panels"][:5]
    board["panels"][4]["slots"] = board["panels"][4]["slots"][:3]
    kept = {b for p in board["panels"] for b in p["slots"]}
    board["brands"] = {k: v for k, v in board["brands"].items() if k in kept}
    return board


def test_PO_RESERVE_EMPTY_takes_what_is_left():
    """Ruling: with too few posters in the reserve, an exchange or a penalty takes what is left."""
    turns = [turn("a", {"chance": "draw"}), turn("b", {"chance": "draw"}),
             turn("a", move(4), stick("A1", "sirius")), turn("b", {"exchange": 3})]
    state = parse({"game": "posters", "sides": ["A", "B"], "board": small_board(), "turns": turns})
    assert opening(state).reserve == 2
    result = replay(state)
    assert result.table.reserve == 0 and result.table.hands == (19, 19)
    keys = [e.text.key for r in result.turns[2:] for e in r.events]
    assert "po.e.reserve_empty" in keys and "po.e.exchange_short" in keys


# --- chance -------------------------------------------------------------------------------------------

def test_PO_CHANCE_a_voluntary_card_is_the_whole_turn():
    """A card may be drawn instead of rolling or exchanging; it counts as the turn."""
    state = game(turn("a", {"chance": "replay"}))
    assert codes(state) == [] and table(state).next_side == 0
    assert codes(game(turn("a", {"exchange": 1}, {"chance": "draw"}))) == ["card-out-of-turn"]
    assert codes(game(turn("a", move(3), {"chance": "draw"}))) == ["card-out-of-turn"]


def test_PO_CHANCE_SQUARE_a_stop_there_forces_a_draw():
    """Stopping on a chance square obliges the side to draw a card, in the same turn."""
    assert codes(game(turn("a", move(2), {"chance": "draw"}))) == []
    assert codes(game(turn("a", move(2)))) == ["chance-not-drawn"]


def test_PO_STOCK_cards_leave_the_stock_and_the_discard_is_reshuffled():
    """The top card is drawn and goes to the discard; an empty stock is made from the discard."""
    state = game(turn("a", {"chance": "replay"}), turn("a", {"chance": "replay"}), turn("a", {"chance": "replay"}))
    assert codes(state) == ["card-not-in-stock"]
    start = opening(state)
    turns, side = [], 0
    for _ in range(start.stock_size - 4):  # every card but the bans, which stay on the board
        card = next(c for c, n in table(game(*turns)).stock if n and c != "ban")
        extra = {"give": "ab"[1 - side]} if card == "give" else {}
        turns.append(turn("ab"[side], {"chance": card, **extra}))
        side = replay(game(*turns)).table.next_side
    empty = table(game(*turns))
    assert dict(empty.stock) == {"ban": 4} and sum(n for _, n in empty.discard) == start.stock_size - 4


def test_PO_STOCK_reshuffles_when_the_stock_is_empty():
    """When the stock is exhausted the discard is shuffled into a new stock."""
    board = EXAMPLE_BOARD.model_dump(mode="json")
    board["deck"] = [{"id": "replay", "kind": "replay", "count": 1}]
    state = parse({"game": "posters", "sides": ["A", "B"], "board": board,
                   "turns": [turn("a", {"chance": "replay"}), turn("a", {"chance": "replay"})]})
    assert codes(state) == []
    assert any(e.text.key == "po.e.reshuffled" for e in replay(state).turns[1].events)


def test_PO_BAN_one_to_four_slots_of_one_panel():
    """A « Défense d'afficher » covers 1 to 4 slots of a single panel, which become forbidden."""
    assert table(game(turn("a", {"chance": "ban", "slots": ["B1", "B2", "B3", "B4"]}))).bans == (
        ("B1", "B2", "B3", "B4"),)
    for slots in (["B1", "C1"], [], ["A1", "A1"]):
        state = game(turn("a", {"chance": "ban", "slots": slots}))
        assert codes(state) == ["ban-invalid"] and table(state).bans == ()
        assert dict(table(state).stock)["ban"] == 4  # a refused draw leaves the card on the stock


def test_PO_BAN_a_ban_with_no_slot_says_that_none_is_chosen():
    """A « Défense d'afficher » must cover at least one slot: one entered with none is refused in words that say
    so, in both languages (it said "covers 1 to 4 different slots; is not that", an empty list left blank)."""
    state = game(turn("a", {"chance": "ban", "slots": []}))
    (violation,) = check(state)
    assert violation.code == "ban-invalid" and violation.rule_id == "PO-BAN"
    assert violation.text.key == "po.v.ban_none"
    said = {lang: violation.message(lang) for lang in ("en", "fr")}
    assert said["en"] == "A “Défense d'afficher” covers 1 to 4 slots of one panel, and no slot is chosen."
    assert said["fr"] == ("Une « Défense d’afficher » couvre 1 à 4 emplacements d’un même panneau, "
                          "et aucun n’est choisi.")
    for slots in (["B1", "B2", "B3", "B4", "C1"], ["A1", "A1"]):  # the wrong count still names what was given
        (violation,) = check(game(turn("a", {"chance": "ban", "slots": slots})))
        assert violation.text.key == "po.v.ban_size" and slots[0] in violation.message("en")


def test_PO_BAN_bans_never_go_to_the_discard():
    """« Défense d'afficher » cards stay on the board, never on the discard."""
    state = game(turn("a", {"chance": "ban", "slots": ["B1"]}))
    assert table(state).discard == () and dict(table(state).stock)["ban"] == 3


def test_PO_SCRAPER_moves_a_ban_to_another_panel():
    """A scraper may lift a ban and lay it at once on another panel."""
    ban = turn("a", {"chance": "ban", "slots": ["B1", "B2"]})
    state = game(ban, turn("b", {"chance": "scraper", "unban": "B2", "slots": ["D3"]}))
    assert codes(state) == [] and table(state).bans == (("D3",),)
    same = game(ban, turn("b", {"chance": "scraper", "unban": "B2", "slots": ["B3"]}))
    assert codes(same) == ["scraper-invalid"]


def test_PO_SCRAPER_scrapes_a_poster_to_another_side_who_may_be_replaced():
    """A scraper may take a posted poster off and give it to another side; its holder may then stick its
    own duplicate there."""
    posted = turn("a", move(4), stick("A1"))
    state = game(posted, turn("b", {"chance": "scraper", "scrape": "A1", "give": "a"}))
    assert codes(state) == [] and table(state).hands == (18, 18) and "A1" not in table(state).posted_by
    state = game(posted, turn("b", {"chance": "scraper", "scrape": "A1", "give": "a", "stick": True}))
    assert table(state).hands == (18, 17) and table(state).posted_by == {"A1": 1}
    assert codes(game(posted, turn("b", {"chance": "scraper", "scrape": "A2", "give": "a"}))) == ["scraper-invalid"]
    assert codes(game(posted, turn("b", {"chance": "scraper", "scrape": "A1", "give": "b"}))) == ["scraper-invalid"]


@pytest.mark.parametrize("card, effect", [
    ("ahead3", lambda t: t.positions[0] == 3), ("back3", lambda t: t.positions[0] == 37),
    ("draw", lambda t: t.hands[0] == 19 and t.reserve == EXAMPLE_BOARD.posters - 37),
    ("replay", lambda t: t.next_side == 0),
    ("rest", lambda t: t.skips[0] == 1),
])
def test_PO_CARDS_the_example_decks_other_cards(card, effect):
    """Move 3 forward or back, take a poster, play again, lose one's next turn."""
    state = game(turn("a", {"chance": card}))
    assert codes(state) == [] and effect(table(state))


def test_PO_CARDS_give_a_poster_to_another_side():
    """« Donnez une affiche »: one of one's posters goes to the side of one's choice."""
    state = game(turn("a", {"chance": "give", "give": "b"}))
    assert table(state).hands == (17, 19)
    assert codes(game(turn("a", {"chance": "give", "give": "a"}))) == ["give-invalid"]


def test_PO_CARDS_a_lost_turn_is_skipped():
    """The side that must pass its next turn is skipped once."""
    state = game(turn("a", {"chance": "rest"}), turn("b", {"exchange": 1}), turn("b", {"exchange": 1}),
                 turn("a", {"exchange": 1}))
    assert codes(state) == []


def test_PO_CARDS_a_card_move_onto_a_brush_lets_the_side_stick():
    """A card's move that stops on a brush square is an arrival like any other."""
    state = game(turn("a", move(1)), turn("b", {"exchange": 1}), turn("a", {"chance": "ahead3"}, stick("A1")))
    assert codes(state) == [] and table(state).hands[0] == 17


def test_PO_FOG_its_holder_sticks_posters_of_their_choice_on_their_slots():
    """« Foncez dans le brouillard »: its holder sticks posters of their choice on their slots, on any
    panel, without stopping on a brush square; each still goes on its own brand's free slot."""
    state = game(turn("a", {"chance": "fog"}, stick("A1"), stick("C3"), stick("G4")))
    assert codes(state) == [] and table(state).hands[0] == 15
    assert table(state).posted_by == {"A1": 0, "C3": 0, "G4": 0}
    assert codes(game(turn("a", {"chance": "fog"}))) == []  # "of their choice": none is a choice too
    assert codes(game(turn("a", {"chance": "fog", "give": "b"}))) == ["card-choice"]


def test_PO_FOG_the_sticks_keep_the_slot_rules():
    """A fog stick on a filled or forbidden slot is refused; one on another brand's slot is penalised."""
    ban = turn("a", {"chance": "ban", "slots": ["B1"]})
    assert codes(game(ban, turn("b", {"chance": "fog"}, stick("B1")))) == ["slot-banned"]
    wrong = game(turn("a", {"chance": "fog"}, stick("A1", EXAMPLE_BOARD.slot_brand("A2"))))
    assert codes(wrong) == ["wrong-slot"] and table(wrong).hands[0] == 19
    filled = game(turn("a", move(4), stick("A1")), turn("b", {"chance": "fog"}, stick("A1")))
    assert codes(filled) == ["slot-filled"]


def test_PO_FOG_reading_as_many_as_the_holder_chooses_or_the_cards_most():
    """Our reading: the card as described names no number, so its holder sticks as many as they choose
    (never more than they hold); a table's own card may print a most (`posters`), and a stick past it is
    refused as a stick without a stop (PO-STICK)."""
    slots = [s for p in EXAMPLE_BOARD.panels for s in p.slot_ids()][:18]
    state = game(turn("a", {"chance": "fog"}, *[stick(s) for s in slots]))
    assert codes(state) == [] and table(state).winner == 0
    board = EXAMPLE_BOARD.model_dump(mode="json")
    board["deck"] = [{"id": "fog", "kind": "fog", "count": 1, "posters": 2}]
    capped = parse({"game": "posters", "sides": ["A", "B"], "board": board,
                    "turns": [turn("a", {"chance": "fog"}, stick("A1"), stick("B1"), stick("C1"))]})
    assert codes(capped) == ["stick-no-stop"] and table(capped).hands[0] == 16


def test_PO_FOG_the_leave_lasts_the_holders_turn_only():
    """The card lets its holder stick in the turn it is played, not later."""
    state = game(turn("a", {"chance": "fog"}), turn("b", {"exchange": 1}), turn("a", move(1), stick("A1")))
    assert codes(state) == ["stick-no-stop"]


def test_PO_FOG_drawn_on_a_chance_square_after_a_move():
    """Forced to draw after stopping on a chance square, a side that draws it may stick at once."""
    state = game(turn("a", move(2), {"chance": "fog"}, stick("D2")))
    assert codes(state) == [] and table(state).posted_by == {"D2": 0}


def test_PO_FOG_only_fog_cards_take_a_most():
    """`posters` belongs to the fog card; another kind with it is a located error in the board."""
    board = EXAMPLE_BOARD.model_dump(mode="json")
    board["deck"] = [{"id": "replay", "kind": "replay", "count": 1, "posters": 2}]
    with pytest.raises(InvalidState, match="fog"):
        parse({"game": "posters", "sides": ["A", "B"], "board": board})


def test_PO_SIMPLE_no_cards_and_a_chance_square_plays_again():
    """Simplified game: no chance cards; a chance square gives an immediate new turn."""
    state = game(turn("a", move(2)), turn("a", move(2), stick("A1")), variant="simplified")
    assert codes(state) == [] and table(state).hands[0] == 17
    assert codes(game(turn("a", {"chance": "draw"}), variant="simplified")) == ["no-cards"]
    assert opening(game(variant="simplified")).stock == ()


# --- the end --------------------------------------------------------------------------------------------

def finish_file() -> dict:
    return json.loads((DATA / "four_sides_to_the_finish.json").read_text(encoding="utf-8"))


def test_PO_WIN_the_first_side_with_no_poster_left_wins():
    """The first side to get rid of all its posters wins at once."""
    state = parse(finish_file())
    result = table(state)
    assert result.winner == 0 and result.hands == (0, 6, 6, 10) and result.next_side is None
    sheet = score(state)
    assert sheet.winners == ("Anna",) and [e.rank for e in sheet.ranking.entries] == [1, 2, 2, 4]


def test_PO_END_no_turn_after_the_win():
    """Once a side has won, later turns are refused."""
    data = finish_file()
    data["turns"].append({"side": "b", "do": [{"exchange": 1}]})
    assert codes(parse(data)) == ["after-end"]


def test_strict_play_raises_a_typed_error_on_a_refused_claim():
    """Applying an illegal turn raises `IllegalMove` carrying its violations."""
    state = game()
    with pytest.raises(IllegalMove) as error:
        play_strict(state, opening(state), Turn.model_validate(turn("a", move(3, 2))), 0)
    assert error.value.violations[0].rule_id == "PO-MOVE"


# --- issue 13: a "must" without a sanction is a warning, not a penalty ----------------------------------

def said(state) -> list[str]:
    """Every event of the log as the sheet says it, in English."""
    return [line.explain("en") for line in score(state).lines]


def test_PO_TEAM_a_member_playing_twice_is_a_warning_not_a_penalty():
    """PO-TEAM: "Les 2 membres d'une équipe ... jouent chacun un tour sur deux." (The two members of a team
    each play every other turn.) The sheet gives no sanction: no poster is taken, so the log warns; it does
    not say "Penalty" (RULINGS), and no penalty is counted."""
    team = [{"name": "Bleus", "members": ["Anna", "Ben"]}, "Chloé"]
    state = game(turn("a", {"exchange": 1}, player="Anna"), turn("b", {"exchange": 1}),
                 turn("a", {"exchange": 1}, player="Anna"), sides=team)
    log = " ".join(said(state))
    assert "Warning (no penalty): Anna played, but it was Ben's turn" in log and "Penalty" not in log
    assert score(state).extra_totals["po_penalties"] == {"Bleus": 0, "Chloé": 0}
    assert table(state).hands == (18, 18)
    french = " ".join(line.explain("fr") for line in score(state).lines)
    assert "Avertissement (sans pénalité) : Anna a joué" in french and "Pénalité" not in french


def test_PO_CHANCE_SQUARE_skipping_the_card_is_a_warning_not_a_penalty():
    """PO-CHANCE-SQUARE: "Un joueur est amené à prendre une carte de CHANCE : soit OBLIGATOIREMENT lorsqu'il
    s'arrête sur une case « Prenez une carte de Chance »" (a player must draw a chance card on stopping on a
    chance square). The sheet gives no sanction for skipping it: a warning, not a penalty, in the text and
    the JSON, and nothing taken from the reserve."""
    state = game(turn("a", move(2)))
    sheet = score(state)
    data = sheet.to_dict("en")
    assert data["lines"][0]["explanation"].count("Warning (no penalty): The pawn stopped on a chance square") == 1
    assert "Penalty" not in data["lines"][0]["explanation"] and data["po_penalties"] == {"Anna": 0, "Ben": 0}
    assert table(state).hands == (18, 18) and table(state).reserve == EXAMPLE_BOARD.posters - 36


def test_PO_WRONG_SLOT_the_sanctioned_mistake_is_still_a_penalty():
    """PO-WRONG-SLOT: "doit la reprendre et à titre de pénalité, prendre une affiche supplémentaire à la
    RESERVE" (takes it back and, as a penalty, one more poster from the reserve): this one is a penalty."""
    state = game(turn("a", move(4), stick("A1", "fusee")))
    assert "Penalty: Essence Fusée was stuck on A1" in " ".join(said(state))
    assert score(state).extra_totals["po_penalties"] == {"Anna": 1, "Ben": 0}
