"""The public table during a game: where each pawn stands, how many posters each side holds, the
reserve, what is posted where, the bans, the chance pile. What a hand holds is hidden and not here.

`Table` is frozen (the state after a turn); `Work` is the scratch copy a turn changes, then freezes.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from scorers.i18n import Phrase, phrase
from scorers.posters.model import PostersState
from scorers.posters.rules import DEAL_BY_SIDES


@dataclass(frozen=True)
class Table:
    positions: tuple[int, ...]
    hands: tuple[int, ...]
    reserve: int
    posted: tuple[tuple[str, int], ...]  # (slot, side that stuck it), sorted by slot
    bans: tuple[tuple[str, ...], ...]  # the slots each "Défense d'afficher" card on the board covers
    stock: tuple[tuple[str, int], ...]  # card id -> cards of it in the face-down pile
    discard: tuple[tuple[str, int], ...]  # card id -> cards of it on the ÉCART square
    next_side: int | None  # whose turn comes; None once someone has won
    plays: tuple[int, ...]  # turns each side has played (a team's member alternates on it)
    skips: tuple[int, ...]  # turns each side is to lose
    winner: int | None = None

    @property
    def posted_by(self) -> dict[str, int]:
        return dict(self.posted)

    def banned(self) -> set[str]:
        return {slot for ban in self.bans for slot in ban}

    @property
    def stock_size(self) -> int:
        return sum(n for _, n in self.stock)


def opening(state: PostersState) -> Table:
    """PO-DEAL: the posters dealt, the rest face down as the reserve; pawns on their start squares."""
    count = len(state.sides)
    deal = DEAL_BY_SIDES[count]
    deck = tuple(sorted((c.id, c.count) for c in state.board.deck)) if state.rules.cards else ()
    return Table(
        positions=tuple(state.board.starts[:count]), hands=(deal,) * count,
        reserve=state.board.posters - deal * count, posted=(), bans=(), stock=deck, discard=(),
        next_side=state.first, plays=(0,) * count, skips=(0,) * count)


def _counter(pairs: tuple[tuple[str, int], ...]) -> Counter:
    """Counter(dict(pairs)), without Counter's generic (and slow, once per turn) update."""
    counter: Counter = Counter()
    dict.update(counter, pairs)
    return counter


class Work:
    """A mutable copy of the table for the duration of one turn.

    Most turns touch neither the posted slots, the bans nor the card piles: those are copied only when
    a turn first asks for them, and `freeze` hands on the table's own (frozen) value when it never did
    (the table's value is what freezing an untouched copy gives: sorted, no empty pile entries)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.positions = list(table.positions)
        self.hands = list(table.hands)
        self.reserve = table.reserve
        self._posted: dict[str, int] | None = None
        self._bans: list[tuple[str, ...]] | None = None
        self._stock: Counter | None = None
        self._discard: Counter | None = None
        self.next_side = table.next_side
        self.plays = list(table.plays)
        self.skips = list(table.skips)
        self.winner = table.winner

    @property
    def posted(self) -> dict[str, int]:
        if self._posted is None:
            self._posted = dict(self.table.posted)
        return self._posted

    @property
    def bans(self) -> list[tuple[str, ...]]:
        if self._bans is None:
            self._bans = [tuple(b) for b in self.table.bans]
        return self._bans

    @bans.setter
    def bans(self, value: list[tuple[str, ...]]) -> None:
        self._bans = value

    @property
    def stock(self) -> Counter:
        if self._stock is None:
            self._stock = _counter(self.table.stock)
        return self._stock

    @stock.setter
    def stock(self, value: Counter) -> None:
        self._stock = value

    @property
    def discard(self) -> Counter:
        if self._discard is None:
            self._discard = _counter(self.table.discard)
        return self._discard

    @discard.setter
    def discard(self, value: Counter) -> None:
        self._discard = value

    def banned(self) -> set[str]:
        return {slot for ban in (self.table.bans if self._bans is None else self._bans) for slot in ban}

    def freeze(self) -> Table:
        table = self.table
        posted = table.posted if self._posted is None else tuple(sorted(self._posted.items()))
        bans = table.bans if self._bans is None else tuple(self._bans)
        stock = table.stock if self._stock is None else tuple(sorted((k, v) for k, v in self._stock.items() if v))
        discard = (table.discard if self._discard is None
                   else tuple(sorted((k, v) for k, v in self._discard.items() if v)))
        return Table(tuple(self.positions), tuple(self.hands), self.reserve, posted, bans, stock, discard,
                     self.next_side, tuple(self.plays), tuple(self.skips), self.winner)


# --- steps shared by the turn engine and the cards -----------------------------------------------

def go(state: PostersState, work: Work, ctx, steps: int, why: Phrase, by_card: bool = False) -> None:
    """Move the pawn `steps` squares round the loop and see what the square says (a card's move that
    stops on a chance square draws nothing more: our reading)."""
    board = state.board
    square = (work.positions[ctx.side] + steps) % board.track
    work.positions[ctx.side] = square
    ctx.say("po.e.moved", "PO-MOVE", why=why, steps=abs(steps), square=square,
            direction=phrase("po.forward" if steps > 0 else "po.backward"))
    panel = board.brush_panel(square)
    ctx.arrived = panel
    if panel is not None:
        ctx.say("po.e.on_brush", "PO-STICK", panel=panel.id)
    elif square in board.chance and not by_card:
        ctx.events.append(state.rules.on_chance_square(ctx))


def check_win(state: PostersState, work: Work, ctx) -> None:
    """PO-WIN: the first side with no poster left wins at once."""
    for side, held in enumerate(work.hands):
        if held == 0 and work.winner is None:
            work.winner = side
            ctx.say("po.e.wins", "PO-WIN", side=state.names[side])
