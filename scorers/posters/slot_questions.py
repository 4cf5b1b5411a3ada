"""Two more questions that start arguments at a Défense d'afficher table (issue 29), answered for the side to
play from the game as its log leaves it, by the referee's own turn code:

- "What does this card allow?" (`card_allows`): a card with no choice to make (move, play again, take a
  poster, lose a turn, "Foncez dans le brouillard") is drawn in a trial turn played by `play_turn`, and its
  events are the answer; a card that asks its holder to choose (ban, scraper, give) is answered with the
  choices the table offers now (panels with a slot left, bans to move, posters to scrape, sides to give to).
- "What penalty for this slot?" (`slot_penalty`): a poster stuck on a slot, as after a stop on that panel's
  brush square, judged by the referee's own stick (`play._stick`): PO-WRONG-SLOT's penalty (the poster back
  and one more from the reserve, or none when the reserve is empty), or why it cannot be stuck at all
  (PO-SLOT-FILLED, PO-BANNED), or no penalty.

A question that does not fit the position (the game over, a card not in this game's deck, a card the stock
cannot give) is answered with the reason (`yes` None).
"""

from __future__ import annotations

from scorers.i18n import phrase
from scorers.posters.events import TurnContext
from scorers.posters.model import Chance, PostersState, Stick, Turn
from scorers.posters.play import _stick, play_turn, replay
from scorers.posters.questions import Answer
from scorers.posters.rules import MAX_BAN_SLOTS, SIDE_LETTERS
from scorers.posters.table import Table, Work

#: The cards whose holder chooses something (where, what, whom): answered with the choices open now.
CHOICE_KINDS = ("ban", "scraper", "give")
DREW = "po.e.drew"  # the draw itself: the question is what the card does after it


def _over(state: PostersState, table: Table) -> Answer | None:
    if table.next_side is not None:
        return None
    winner = state.names[table.winner] if table.winner is not None else ""
    return Answer(phrase("po.q.not_a_position"), (phrase("po.q.over", winner=winner),), ("PO-END",), None)


def card_allows(state: PostersState, card_id: str) -> Answer:
    """What does this chance card let the side to play do now?"""
    table = replay(state).table
    over = _over(state, table)
    if over:
        return over
    card = state.board.card(card_id)
    if not state.rules.cards:
        return Answer(phrase("po.q.not_a_position"), (phrase("po.q.simple_no_cards"),), ("PO-SIMPLE",), None)
    if card is None:
        return Answer(phrase("po.q.not_a_position"), (phrase("po.q.not_in_deck", card=card_id),), ("PO-CARDS",), None)
    side = table.next_side
    name = state.names[side]
    if card.kind in CHOICE_KINDS:
        return _choices(state, table, card, side)
    record = play_turn(state, table, Turn(side=SIDE_LETTERS[side], do=(Chance(chance=card_id),)), len(state.turns))
    refused = [e for e in record.events if e.code]
    if refused:
        return Answer(phrase("po.q.not_a_position"), tuple(e.text for e in refused),
                      tuple(dict.fromkeys(e.rule for e in refused)), None)
    done = [e for e in record.events if e.text.key != DREW]
    return Answer(phrase("po.q.card_does", card=card.label, side=name), tuple(e.text for e in done),
                  tuple(dict.fromkeys(("PO-CHANCE", *(e.rule for e in done)))), True)


def _choices(state: PostersState, table: Table, card, side: int) -> Answer:
    board, name = state.board, state.names[side]
    banned, posted = table.banned(), table.posted_by
    if card.kind == "ban":
        open_panels = [p.id for p in board.panels if any(s not in banned for s in p.slot_ids())]
        reasons = (phrase("po.q.ban_allows", most=MAX_BAN_SLOTS),
                   phrase("po.q.ban_panels", panels=open_panels, n=len(open_panels)) if open_panels
                   else phrase("po.q.ban_nowhere"))
        return Answer(phrase("po.q.card_does", card=card.label, side=name), reasons, ("PO-BAN",), bool(open_panels))
    if card.kind == "scraper":
        bans = [list(ban) for ban in table.bans]
        scrapable = sorted(posted)
        reasons = [phrase("po.q.scraper_bans", bans=[", ".join(b) for b in bans], n=len(bans)) if bans
                   else phrase("po.q.scraper_no_ban"),
                   phrase("po.q.scraper_posted", slots=scrapable, n=len(scrapable)) if scrapable
                   else phrase("po.q.scraper_no_poster")]
        return Answer(phrase("po.q.card_does", card=card.label, side=name), tuple(reasons), ("PO-SCRAPER",),
                      bool(bans or scrapable))
    others = [state.names[s] for s in range(len(state.sides)) if s != side]
    if table.hands[side] == 0:
        return Answer(phrase("po.q.no"), (phrase("po.q.give_nothing", side=name),), ("PO-CARDS",), False)
    return Answer(phrase("po.q.card_does", card=card.label, side=name),
                  (phrase("po.q.give_allows", sides=others),), ("PO-CARDS",), True)


def slot_penalty(state: PostersState, slot: str, poster: str) -> Answer:
    """The side to play, stopped on the slot's panel, sticks `poster` (a brand) there: what happens?"""
    table = replay(state).table
    over = _over(state, table)
    if over:
        return over
    board = state.board
    reserved = board.slot_brand(slot)
    if reserved is None or poster not in board.brands:
        return Answer(phrase("po.q.not_a_position"), (phrase("po.q.no_such_slot", slot=slot),), ("PO-BOARD",), None)
    side = table.next_side
    ctx = TurnContext(len(state.turns), side, kind="move", arrived=board.panel(slot[0]))
    _stick(state, Work(table), ctx, Stick(stick=slot, poster=poster), f"turns[{len(state.turns)}]")
    refused = [e for e in ctx.events if e.code and e.rule != "PO-WRONG-SLOT"]
    if refused:
        return Answer(phrase("po.q.cannot_stick"), tuple(e.text for e in refused),
                      tuple(dict.fromkeys(e.rule for e in refused)), None)
    wrong = [e for e in ctx.events if e.rule in ("PO-WRONG-SLOT", "PO-RESERVE-EMPTY")]
    if wrong:
        return Answer(phrase("po.q.penalty"), tuple(e.text for e in wrong), tuple(dict.fromkeys(e.rule for e in wrong)),
                      True)
    return Answer(phrase("po.q.no_penalty"), (phrase("po.q.own_slot", slot=slot, brand=board.brands[poster]),),
                  ("PO-STICK",), False)
