"""The turn engine: replay the log of turns from the deal, judging each claim against the rules.

A claim the rules refuse (a slot already filled, a second move, a card drawn out of turn...) becomes an
error `Event` and is not applied; the game goes on from the table as it really is. A poster stuck on a
slot reserved for another brand is a legal mishap with a penalty (PO-WRONG-SLOT): it is applied and
reported as a warning. Nothing here raises on a bad claim; `play_strict` does, for callers that want it.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorers.errors import IllegalMove
from scorers.i18n import phrase
from scorers.posters.cards import apply_card
from scorers.posters.events import Event, TurnContext
from scorers.posters.model import Chance, Exchange, Move, PostersState, Stick, Turn
from scorers.posters.rules import SIDE_LETTERS, STAY_STICKS
from scorers.posters.table import Table, Work, check_win, go, opening
from scorers.replays import KeptReplays
from scorers.violations import Severity, Violation

ERROR, WARNING = Severity.ERROR, Severity.WARNING


@dataclass(frozen=True)
class TurnRecord:
    """A turn of the log: who played it, what happened, and the table after it."""

    index: int
    side: int
    member: str
    events: tuple[Event, ...]
    table: Table
    applied: bool  # False when the whole turn was refused (out of turn, after the end)
    arrived: str | None = None  # the panel whose brush square this turn's move stopped on
    forced_draw: bool = False  # stopped on a chance square and no card drawn yet
    fog: int = 0  # posters a "Foncez dans le brouillard" drawn this turn still lets the side stick (PO-FOG)

    @property
    def violations(self) -> tuple[Event, ...]:
        return tuple(e for e in self.events if e.code)


@dataclass(frozen=True)
class Replay:
    opening: Table
    turns: tuple[TurnRecord, ...]

    @property
    def table(self) -> Table:
        return self.turns[-1].table if self.turns else self.opening


def expected_member(state: PostersState, table: Table, side: int) -> str:
    """PO-TEAM: the members of a team play alternate turns."""
    members = state.sides[side].members
    return members[table.plays[side] % len(members)]


def play_turn(state: PostersState, table: Table, turn: Turn, index: int) -> TurnRecord:
    """One turn of the log against the table before it (never raises)."""
    side = SIDE_LETTERS.index(turn.side)
    where = f"turns[{index}]"
    ctx = TurnContext(index, side)
    if table.winner is not None:
        ctx.refuse("after-end", "PO-END", where, "po.v.after_end", winner=state.names[table.winner])
        return TurnRecord(index, side, turn.player or "", tuple(ctx.events), table, False)
    if side != table.next_side:
        ctx.refuse("out-of-turn", "PO-ORDER", where, "po.v.out_of_turn", side=state.names[side],
                   expected=state.names[table.next_side])
        return TurnRecord(index, side, turn.player or "", tuple(ctx.events), table, False)
    member = expected_member(state, table, side)
    if turn.player is not None and turn.player != member:
        ctx.refuse("wrong-member", "PO-TEAM", f"{where}.player", "po.v.wrong_member", severity=WARNING,
                   player=turn.player, member=member, side=state.names[side])
    work = Work(table)
    for a, action in enumerate(turn.do):
        at = f"{where}.do[{a}]"
        if work.winner is not None:
            ctx.refuse("after-end", "PO-END", at, "po.v.after_end", winner=state.names[work.winner])
            continue
        if isinstance(action, Move):
            _move(state, work, ctx, action, at)
        elif isinstance(action, Stick):
            _stick(state, work, ctx, action, at)
        elif isinstance(action, Exchange):
            _exchange(state, work, ctx, action, at)
        elif isinstance(action, Chance):
            _chance(state, work, ctx, action, at)
    if ctx.kind is None and not ctx.violations_so_far():
        ctx.refuse("empty-turn", "PO-TURN", where, "po.v.empty_turn")
    if ctx.forced_draw:
        ctx.refuse("chance-not-drawn", "PO-CHANCE-SQUARE", where, "po.v.chance_not_drawn", severity=WARNING)
    _pass_turn(state, work, ctx)
    return TurnRecord(index, side, turn.player or member, tuple(ctx.events), work.freeze(), True,
                      ctx.arrived.id if ctx.arrived else None, ctx.forced_draw, ctx.fog)


def _turn_type(ctx: TurnContext, kind: str, at: str) -> bool:
    """PO-TURN: one option a turn. A forced draw after stopping on a chance square is part of the move."""
    if kind == "chance" and ctx.forced_draw:
        return True
    if ctx.kind is None:
        return True
    if kind == "chance":
        ctx.refuse("card-out-of-turn", "PO-CHANCE", at, "po.v.card_out_of_turn", done=phrase(f"po.kind.{ctx.kind}"))
    elif kind == ctx.kind == "move":
        ctx.refuse("two-moves", "PO-TURN", at, "po.v.two_moves")
    else:
        ctx.refuse("two-options", "PO-TURN", at, "po.v.two_options", done=phrase(f"po.kind.{ctx.kind}"),
                   kind=phrase(f"po.kind.{kind}"))
    return False


def _move(state: PostersState, work: Work, ctx: TurnContext, action: Move, at: str) -> None:
    """PO-MOVE, PO-ONE-WAY, PO-STAY: the die's number of squares, forward or backward, or stay put."""
    if not _turn_type(ctx, "move", at):
        return
    legs = action.legs
    if any(x > 0 for x in legs) and any(x < 0 for x in legs):
        return ctx.refuse("both-ways", "PO-ONE-WAY", at, "po.v.both_ways", legs=" ".join(f"{x:+d}" for x in legs))
    steps = sum(legs)
    if steps not in (0, action.roll, -action.roll):
        return ctx.refuse("roll-mismatch", "PO-MOVE", at, "po.v.roll_mismatch", roll=action.roll, steps=abs(steps))
    ctx.kind = "move"
    if steps == 0:
        ctx.say("po.e.stays", "PO-STAY", roll=action.roll)
        panel = state.board.brush_panel(work.positions[ctx.side])
        if panel is not None and STAY_STICKS in state.house_rules:
            ctx.arrived = panel
            ctx.say("po.e.stays_on_brush", "PO-HOUSE-STAY", panel=panel.id)
        return
    go(state, work, ctx, steps, phrase("po.e.rolled", roll=action.roll))


def _stick(state: PostersState, work: Work, ctx: TurnContext, action: Stick, at: str) -> None:
    """PO-STICK, PO-FOG, PO-SLOT-FILLED, PO-BANNED, PO-WRONG-SLOT."""
    slot, poster, board = action.stick, action.poster, state.board
    reserved = board.slot_brand(slot)
    names = state.names
    by_fog = ctx.arrived is None or ctx.arrived.id != slot[0]  # not on the panel reached: the card's leave
    if by_fog and ctx.fog <= 0:
        return ctx.refuse("stick-no-stop", "PO-STICK", at, "po.v.stick_no_stop", slot=slot, panel=slot[0])
    if slot in work.posted:
        return ctx.refuse("slot-filled", "PO-SLOT-FILLED", at, "po.v.slot_filled", slot=slot,
                          brand=board.brands[reserved], by=names[work.posted[slot]])
    if slot in work.banned():
        return ctx.refuse("slot-banned", "PO-BANNED", at, "po.v.slot_banned", slot=slot)
    if work.hands[ctx.side] == 0:
        return ctx.refuse("no-poster", "PO-STICK", at, "po.v.no_poster", side=names[ctx.side])
    if by_fog:
        ctx.fog -= 1
    if poster != reserved:
        penalty = 1 if work.reserve else 0
        work.reserve -= penalty
        work.hands[ctx.side] += penalty
        ctx.refuse("wrong-slot", "PO-WRONG-SLOT", at, "po.v.wrong_slot", severity=WARNING, slot=slot,
                   poster=board.brands[poster], brand=board.brands[reserved], penalty=penalty)
        if not penalty:
            ctx.say("po.e.reserve_empty", "PO-RESERVE-EMPTY")
        return
    work.posted[slot] = ctx.side
    work.hands[ctx.side] -= 1
    ctx.say("po.e.stuck", "PO-STICK", poster=board.brands[poster], slot=slot, left=work.hands[ctx.side])
    check_win(state, work, ctx)


def _exchange(state: PostersState, work: Work, ctx: TurnContext, action: Exchange, at: str) -> None:
    """PO-EXCHANGE: n posters for the n on top of the reserve; it is the whole turn."""
    if not _turn_type(ctx, "exchange", at):
        return
    held = work.hands[ctx.side]
    if action.exchange > held:
        return ctx.refuse("exchange-too-many", "PO-EXCHANGE", at, "po.v.exchange_too_many",
                          count=action.exchange, held=held)
    ctx.kind = "exchange"
    done = min(action.exchange, work.reserve)
    ctx.say("po.e.exchanged", "PO-EXCHANGE", count=done)
    if done < action.exchange:
        ctx.say("po.e.exchange_short", "PO-RESERVE-EMPTY", asked=action.exchange, count=done)


def _chance(state: PostersState, work: Work, ctx: TurnContext, action: Chance, at: str) -> None:
    """PO-CHANCE, PO-CHANCE-SQUARE, PO-STOCK, then the card's own effect (`cards.py`)."""
    if not state.rules.cards:
        return ctx.refuse("no-cards", "PO-SIMPLE", at, "po.v.no_cards")
    if not _turn_type(ctx, "chance", at):
        return
    forced = ctx.forced_draw
    if not apply_card(state, work, ctx, action, at):
        return
    ctx.forced_draw = False
    if not forced:
        ctx.kind = "chance"


def _pass_turn(state: PostersState, work: Work, ctx: TurnContext) -> None:
    """PO-ORDER: clockwise from the first side, skipping a side that loses a turn; an extra turn
    (PO-SIMPLE, a replay card) is played by the same member and does not pass the turn."""
    if work.winner is not None:
        work.next_side = None
        return
    if ctx.replay:
        return
    work.plays[ctx.side] += 1
    side = ctx.side
    while True:
        side = (side + 1) % len(state.sides)
        if work.skips[side] and side != ctx.side:
            work.skips[side] -= 1
            ctx.say("po.e.loses_turn", "PO-CARDS", side=state.names[side])
            continue
        break
    work.next_side = side


#: The last replays (scorers.replays): check, score and the end status share one, and a tap re-plays
#: only the turns after the last one a kept log agrees with.
_KEPT: KeptReplays[tuple[Table, tuple[TurnRecord, ...]]] = KeptReplays()


def _setup(state: PostersState) -> tuple:
    """What a turn's record depends on besides the table before it and the turn itself."""
    return state.sides, state.variant, state.first, state.house_rules, state.board


def forget_replays() -> None:
    """Drop the kept replays (for benchmarks that time a replay from the deal)."""
    _KEPT.clear()


def replay(state: PostersState) -> Replay:
    """Every turn of the log in order, from the deal (never raises); played on from a kept replay of
    the same set-up where the logs agree."""
    setup = _setup(state)
    found = _KEPT.best(setup, state.turns)
    if found is None:
        start, records = opening(state), []
    else:
        (start, kept), same = found
        records = list(kept[:same])
    table = records[-1].table if records else start
    for index in range(len(records), len(state.turns)):
        record = play_turn(state, table, state.turns[index], index)
        records.append(record)
        table = record.table
    result = Replay(start, tuple(records))
    _KEPT.keep(setup, state.turns, (start, result.turns))
    return result


def violations(state: PostersState, result: Replay | None = None) -> list[Violation]:
    result = result or replay(state)
    return [Violation(e.code, e.rule, e.severity, e.where, e.text) for r in result.turns for e in r.events if e.code]


def play_strict(state: PostersState, table: Table, turn: Turn, index: int) -> TurnRecord:
    """Play a turn that must be legal: raises `IllegalMove` with its violations if a claim is refused."""
    record = play_turn(state, table, turn, index)
    refused = [Violation(e.code, e.rule, e.severity, e.where, e.text) for e in record.events
               if e.code and e.severity is ERROR]
    if refused:
        raise IllegalMove([f"{v.where}: {v.message()}" for v in refused], refused)
    return record
