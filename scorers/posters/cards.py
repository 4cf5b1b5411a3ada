"""Chance cards (PO-STOCK, PO-BAN, PO-SCRAPER, PO-CARDS, PO-FOG): drawing from the stock, then each kind's effect.

What a card asks its holder to choose (where a ban goes, which poster to scrape, who takes it) comes
with the action in the log. A choice the card does not allow refuses the whole draw: the card stays
on the stock and the table re-enters it, so a wrong claim never leaves a card half played.
"""

from __future__ import annotations

from collections.abc import Callable

from scorers.i18n import phrase
from scorers.posters.board import Board, Card
from scorers.posters.events import TurnContext
from scorers.posters.model import Chance, PostersState
from scorers.posters.rules import MAX_BAN_SLOTS, SIDE_LETTERS
from scorers.posters.table import Work, check_win, go


def ban_problem(board: Board, work: Work, slots: tuple[str, ...] | None, moving: tuple[str, ...] = ()) -> str | None:
    """PO-BAN: one to four different slots of one panel, none under another ban. A message key, or None."""
    if not slots:
        return "po.v.ban_none"
    if len(slots) > MAX_BAN_SLOTS or len(set(slots)) != len(slots):
        return "po.v.ban_size"
    if len({s[0] for s in slots}) != 1:
        return "po.v.ban_panels"
    if set(slots) & (work.banned() - set(moving)):
        return "po.v.ban_overlap"
    return None


def _draw(work: Work, ctx: TurnContext, card: Card, at: str) -> bool:
    """PO-STOCK: the top card of the stock; an empty stock is first made again from the shuffled discard."""
    if sum(work.stock.values()) == 0 and sum(work.discard.values()):
        work.stock, work.discard = work.discard, work.stock
        ctx.say("po.e.reshuffled", "PO-STOCK", count=sum(work.stock.values()))
    if work.stock[card.id] == 0:
        ctx.refuse("card-not-in-stock", "PO-STOCK", at, "po.v.card_not_in_stock", card=card.label,
                   left=sum(work.stock.values()))
        return False
    work.stock[card.id] -= 1
    ctx.say("po.e.drew", "PO-CHANCE", card=card.label)
    return True


def _ban(state: PostersState, work: Work, ctx: TurnContext, action: Chance, at: str) -> bool:
    problem = ban_problem(state.board, work, action.slots)
    if problem:
        ctx.refuse("ban-invalid", "PO-BAN", at, problem, slots=list(action.slots or ()), most=MAX_BAN_SLOTS)
        return False
    return True


def _ban_effect(state: PostersState, work: Work, ctx: TurnContext, action: Chance) -> bool:
    work.bans.append(tuple(action.slots))
    ctx.say("po.e.banned", "PO-BAN", slots=list(action.slots), panel=action.slots[0][0])
    return False  # a ban stays on the board, never on the discard


def _scraper(state: PostersState, work: Work, ctx: TurnContext, action: Chance, at: str) -> bool:
    def refuse(key: str, **params) -> bool:
        ctx.refuse("scraper-invalid", "PO-SCRAPER", at, key, **params)
        return False

    if action.unban and action.scrape:
        return refuse("po.v.scraper_both")
    if action.unban:
        ban = next((b for b in work.bans if action.unban in b), None)
        if ban is None:
            return refuse("po.v.scraper_no_ban", slot=action.unban)
        problem = ban_problem(state.board, work, action.slots, moving=ban)
        if problem:
            return refuse(problem, slots=list(action.slots or ()), most=MAX_BAN_SLOTS)
        if action.slots[0][0] == ban[0][0]:
            return refuse("po.v.scraper_same_panel", panel=ban[0][0])
    elif action.scrape:
        if action.scrape not in work.posted:
            return refuse("po.v.scraper_empty", slot=action.scrape)
        if action.give is None or SIDE_LETTERS.index(action.give) == ctx.side:
            return refuse("po.v.scraper_give")
        if action.stick and (work.hands[ctx.side] == 0 or action.scrape in work.banned()):
            return refuse("po.v.scraper_cannot_stick", slot=action.scrape)
    return True


def _scraper_effect(state: PostersState, work: Work, ctx: TurnContext, action: Chance) -> bool:
    names = state.names
    if action.unban:
        ban = next(b for b in work.bans if action.unban in b)
        work.bans[work.bans.index(ban)] = tuple(action.slots)
        ctx.say("po.e.ban_moved", "PO-SCRAPER", old=ban[0][0], slots=list(action.slots))
    elif action.scrape:
        slot, receiver = action.scrape, SIDE_LETTERS.index(action.give)
        brand = state.board.brands[state.board.slot_brand(slot)]
        del work.posted[slot]
        work.hands[receiver] += 1
        ctx.say("po.e.scraped", "PO-SCRAPER", poster=brand, slot=slot, side=names[receiver])
        if action.stick:
            work.posted[slot] = ctx.side
            work.hands[ctx.side] -= 1
            ctx.say("po.e.stuck", "PO-SCRAPER", poster=brand, slot=slot, left=work.hands[ctx.side])
    else:
        ctx.say("po.e.scraper_unused", "PO-SCRAPER")
    return True


def _give(state: PostersState, work: Work, ctx: TurnContext, action: Chance, at: str) -> bool:
    if action.give is None or SIDE_LETTERS.index(action.give) == ctx.side or work.hands[ctx.side] == 0:
        ctx.refuse("give-invalid", "PO-CARDS", at, "po.v.give_invalid")
        return False
    return True


def _give_effect(state: PostersState, work: Work, ctx: TurnContext, action: Chance) -> bool:
    receiver = SIDE_LETTERS.index(action.give)
    work.hands[ctx.side] -= 1
    work.hands[receiver] += 1
    ctx.say("po.e.gave", "PO-CARDS", side=state.names[receiver], left=work.hands[ctx.side])
    return True


def _no_choice(state: PostersState, work: Work, ctx: TurnContext, action: Chance, at: str) -> bool:
    if action.slots or action.unban or action.scrape or action.give or action.stick:
        ctx.refuse("card-choice", "PO-CARDS", at, "po.v.card_choice")
        return False
    return True


def _move_effect(state: PostersState, work: Work, ctx: TurnContext, action: Chance) -> bool:
    card = state.board.card(action.chance)
    go(state, work, ctx, card.steps, phrase("po.e.card_move"), by_card=True)
    return True


def _replay_effect(state: PostersState, work: Work, ctx: TurnContext, action: Chance) -> bool:
    ctx.replay = True
    ctx.say("po.e.plays_again", "PO-CARDS")
    return True


def _lose_turn_effect(state: PostersState, work: Work, ctx: TurnContext, action: Chance) -> bool:
    work.skips[ctx.side] += 1
    ctx.say("po.e.will_lose_turn", "PO-CARDS")
    return True


def _draw_effect(state: PostersState, work: Work, ctx: TurnContext, action: Chance) -> bool:
    if work.reserve:
        work.reserve -= 1
        work.hands[ctx.side] += 1
        ctx.say("po.e.took_poster", "PO-CARDS", left=work.hands[ctx.side])
    else:
        ctx.say("po.e.reserve_empty", "PO-RESERVE-EMPTY")
    return True


def _fog_effect(state: PostersState, work: Work, ctx: TurnContext, action: Chance) -> bool:
    """PO-FOG: the holder may now stick posters of their choice, each on its own brand's slot, on any panel
    (as many as they choose, or the card's `posters` at most; never more than they hold)."""
    card = state.board.card(action.chance)
    held = work.hands[ctx.side]
    ctx.fog = held if card.posters is None else min(card.posters, held)
    ctx.say("po.e.fog", "PO-FOG", count=ctx.fog)
    return True


Check = Callable[[PostersState, Work, TurnContext, Chance, str], bool]
Effect = Callable[[PostersState, Work, TurnContext, Chance], bool]
#: Each kind: what its holder's choice must satisfy, and its effect (True: the card then goes to the discard).
KINDS: dict[str, tuple[Check, Effect]] = {
    "ban": (_ban, _ban_effect),
    "scraper": (_scraper, _scraper_effect),
    "move": (_no_choice, _move_effect),
    "replay": (_no_choice, _replay_effect),
    "lose_turn": (_no_choice, _lose_turn_effect),
    "give": (_give, _give_effect),
    "draw": (_no_choice, _draw_effect),
    "fog": (_no_choice, _fog_effect),
}


def apply_card(state: PostersState, work: Work, ctx: TurnContext, action: Chance, at: str) -> bool:
    """Draw the card and play it; False (and an error event) when the draw is refused."""
    card = state.board.card(action.chance)
    allowed, effect = KINDS[card.kind]
    if not allowed(state, work, ctx, action, at) or not _draw(work, ctx, card, at):
        return False
    if effect(state, work, ctx, action):
        work.discard[card.id] += 1
    check_win(state, work, ctx)
    return True
