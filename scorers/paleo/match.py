"""A Paleo match: each round's result (declared, or derived from the round record), the checks, the
running score to 4 points, and the score sheet."""

from __future__ import annotations

from dataclasses import dataclass

from scorers.errors import ImpossibleState
from scorers.i18n import Phrase, phrase
from scorers.paleo.files import SideRecord
from scorers.paleo.model import PaleoState, Reef, Round
from scorers.paleo.reefs import check_reefs
from scorers.paleo.rules import FINAL_MOST, KEYS_TO_OPEN, MATCH_POINTS, PALEO, PALEO_PIECES, WIN_POINTS
from scorers.paleo.survival import side_infos, side_named
from scorers.registry import find_game
from scorers.sheet import Criterion, ScoreLine, ScoreSheet, rank_players
from scorers.violations import Severity, Violation, errors

ERROR, WARNING = Severity.ERROR, Severity.WARNING


def seats(state: PaleoState, index: int) -> tuple[int, ...]:
    """The sides in seat order for round `index` (0-based; `len(rounds)` is the round to come): as the
    round says, else PA-SEATS: at 3 players everyone moves one seat on from where they sat the round
    before (seat 1 -> 2 -> 3 -> 1), whether that round told its seats or not; at 2 and 4 the file's order."""
    if index < len(state.rounds) and state.rounds[index].seats is not None:
        return state.rounds[index].seats
    count = len(state.sides)
    if len(state.players) != 3 or index == 0:
        return tuple(range(count))
    before = seats(state, index - 1)
    return tuple(before[(seat - 1) % count] for seat in range(count))


def check_next_reefs(state: PaleoState, reefs: tuple[Reef, ...]) -> list[Violation]:
    """PA-REEF-*: reefs being placed before the next round, checked step by step as they come."""
    return check_reefs(len(state.players), seats(state, len(state.rounds)), [s.name for s in state.sides], reefs,
                       "reefs")


def pieces_left(state: PaleoState, record: SideRecord) -> int:
    """PA-PIECES: pieces a side still has on the board at the end of the round.

    A piece freed (3-4 players) comes back; an exchange (2 players) swaps a piece for a piece, so the
    number still captured does not change."""
    start = PALEO_PIECES[len(state.players)]
    freed = record.freed if len(state.players) > 2 else 0
    return start - record.captured + freed


def derived_wins(state: PaleoState, rnd: Round) -> list[tuple[int, str]]:
    """(side, how) for every win the round record shows (PA-DOOR, PA-CAPTURE)."""
    wins = []
    records = {s: rnd.record.get(s, SideRecord()) for s in range(len(state.sides))}
    left = {s: pieces_left(state, r) for s, r in records.items()}
    for side, record in records.items():
        if record.keys >= KEYS_TO_OPEN and record.on_door and left[side] > 0:
            wins.append((side, "door"))
        if left[side] > 0 and all(left[o] <= 0 for o in records if o != side):
            wins.append((side, "capture"))
    return wins


@dataclass(frozen=True)
class RoundResult:
    """What a round counts for: the winning side and how, or None when it cannot count."""

    side: int | None
    how: str | None


def _name(state: PaleoState, side: int) -> str:
    return state.sides[side].name


def _record_checks(state: PaleoState, rnd: Round, where: str) -> list[Violation]:
    """The record on its own: keys, pieces, freeing vs exchanging (PA-KEYS, PA-PIECES, PA-EXCHANGE, PA-FREE)."""
    found = []
    players = len(state.players)
    for side, record in sorted(rnd.record.items()):
        at, name = f"{where}.record.{_name(state, side)}", _name(state, side)
        if record.keys > KEYS_TO_OPEN:
            found.append(Violation("too-many-keys", "PA-KEYS", ERROR, at,
                                   phrase("pa.v.too_many_keys", side=name, keys=record.keys)))
        if players == 2 and record.freed:
            found.append(Violation("freed-at-two", "PA-EXCHANGE", ERROR, at, phrase("pa.v.freed_at_two", side=name)))
        if players > 2 and record.exchanged:
            found.append(Violation("exchanged-at-more", "PA-FREE", ERROR, at,
                                   phrase("pa.v.exchanged_at_more", side=name, players=players)))
        found += _got_back_checks(players, record, name, at)
        left = pieces_left(state, record)
        if left < 0:
            found.append(Violation("pieces-below-zero", "PA-PIECES", ERROR, at, phrase(
                "pa.v.pieces_below_zero", side=name, captured=record.captured, start=PALEO_PIECES[players])))
        if record.on_door and left <= 0:
            found.append(Violation("door-without-piece", "PA-DOOR", ERROR, at, phrase("pa.v.door_no_piece", side=name)))
    return found


def _got_back_checks(players: int, record: SideRecord, name: str, at: str) -> list[Violation]:
    """PA-EXCHANGE / PA-FREE: what a side may get back, from the piles of captured pieces.

    At 2 players the entering piece takes the place of the one it is exchanged for in the opponent's
    captured pile (RULINGS): an exchange leaves the pile as large as it was, so once one piece has been
    captured any number of exchanges can follow (a later one may bring back the piece handed over by an
    earlier one). The only limit is a captured piece to exchange for. At 3 and 4 players a freed piece
    leaves the pile: a side frees at most as many pieces as it lost."""
    if players == 2:
        if record.exchanged and not record.captured:
            return [Violation("exchange-without-capture", "PA-EXCHANGE", ERROR, at,
                              phrase("pa.v.exchange_none_captured", side=name, n=record.exchanged))]
        return []
    if record.freed > record.captured:
        return [Violation("back-more-than-captured", "PA-FREE", ERROR, at,
                          phrase("pa.v.back_more", side=name, back=record.freed, captured=record.captured))]
    return []


def _declared_against_record(state: PaleoState, rnd: Round, where: str) -> list[Violation]:
    """PA-DOOR / PA-CAPTURE: a declared win must be what the record shows."""
    record = rnd.record.get(rnd.winner, SideRecord())
    name = _name(state, rnd.winner)
    if rnd.how == "door" and record.keys < KEYS_TO_OPEN:
        return [Violation("door-win-without-keys", "PA-DOOR", ERROR, f"{where}.how",
                          phrase("pa.v.door_keys", side=name, keys=record.keys))]
    if rnd.how == "door" and not record.on_door:
        return [Violation("door-win-off-door", "PA-DOOR", ERROR, f"{where}.how", phrase("pa.v.door_not_on", side=name))]
    if rnd.how == "capture":
        standing = {_name(state, s): pieces_left(state, rnd.record.get(s, SideRecord()))
                    for s in range(len(state.sides)) if s != rnd.winner}
        standing = {s: n for s, n in standing.items() if n > 0}
        if standing:
            rule = "pa.v.capture_unproven_3" if len(state.players) == 3 else "pa.v.capture_unproven"
            return [Violation("capture-win-unproven", "PA-CAPTURE", ERROR, f"{where}.how", phrase(
                rule, side=name, left=[phrase("pa.pieces_of", side=s, n=n) for s, n in standing.items()]))]
    return []


def judge_round(state: PaleoState, index: int) -> tuple[RoundResult, list[Violation]]:
    """The round's result and what is wrong with it (PA-ROUND-END and the checks above)."""
    rnd, where = state.rounds[index], f"rounds[{index}]"
    if rnd.record is None:
        return RoundResult(rnd.winner, rnd.how), []
    found = _record_checks(state, rnd, where)
    wins = derived_wins(state, rnd)
    if rnd.winner is not None and rnd.how is not None:
        found += _declared_against_record(state, rnd, where)
        others = sorted({_name(state, s) for s, _ in wins if s != rnd.winner})
        if others and not found:
            found.append(Violation("two-winners", "PA-ROUND-END", ERROR, where,
                                   phrase("pa.v.two_winners", side=_name(state, rnd.winner), others=others)))
        return RoundResult(rnd.winner, rnd.how), found
    candidates = [(s, h) for s, h in wins if rnd.winner is None or s == rnd.winner]
    candidates = [(s, h) for s, h in candidates if rnd.how is None or h == rnd.how]
    if len(candidates) == 1 and len({s for s, _ in wins}) == 1:
        side, how = candidates[0]
        return RoundResult(side, how), found
    if not candidates:
        found.append(Violation("no-winner", "PA-ROUND-END", ERROR, where, phrase("pa.v.no_winner")))
    else:
        found.append(Violation("ambiguous-round", "PA-ROUND-END", ERROR, where, phrase(
            "pa.v.ambiguous", wins=[phrase(f"pa.win.{h}.short", side=_name(state, s)) for s, h in wins])))
    return RoundResult(None, None), found


FINAL_RULE = "PA-FINAL"


def _final_read(state: PaleoState) -> tuple[list[int] | None, list[Violation]]:
    """PA-FINAL: the final scores as whole numbers in seat order, or None with what is wrong with them. They are
    the whole log (no round beside them); every side has one score, a whole number from 0 to `FINAL_MOST`
    (3 points, then a door); exactly one side has reached 4 points (PA-MATCH: it has won, and no round followed,
    so every other side is below 4)."""
    if state.final is None:
        return None, []
    names = [s.name for s in state.sides]

    def wrong(code: str, where: str, key: str, rule: str = FINAL_RULE, **values: object) -> Violation:
        return Violation(code, rule, ERROR, where, phrase(key, **values))

    if state.rounds:
        return None, [wrong("final-not-alone", "final", "pa.v.final_not_alone", n=len(state.rounds))]
    found: list[Violation] = []
    scores: dict[int, int | float] = {}
    for name, value in state.final:
        where = f"final.{name}"
        side = side_named(state, name)
        if side is None:
            found.append(wrong("final-unknown", where, "pa.v.final_unknown", "PA-SIDES", name=name, sides=names))
            continue
        if side in scores:
            found.append(wrong("final-twice", where, "pa.v.final_twice", "PA-SIDES", side=names[side]))
            continue
        scores[side] = value
        if isinstance(value, float) and not value.is_integer():
            found.append(wrong("final-not-whole", where, "pa.v.final_not_whole", side=names[side], score=value))
        elif value < 0:
            found.append(wrong("final-negative", where, "pa.v.final_negative", side=names[side], score=int(value)))
        elif value > FINAL_MOST:
            found.append(wrong("final-over", where, "pa.v.final_over", side=names[side], score=int(value),
                               most=FINAL_MOST))
    found += [wrong("final-missing", "final", "pa.v.final_missing", side=names[side])
              for side in range(len(names)) if side not in scores]
    if found:
        return None, found
    totals = [int(scores[side]) for side in range(len(names))]
    won = [names[side] for side, points in enumerate(totals) if points >= MATCH_POINTS]
    if not won:
        return None, [wrong("final-no-winner", "final", "pa.v.final_no_winner", "PA-MATCH", target=MATCH_POINTS)]
    if len(won) > 1:
        return None, [wrong("final-two-winners", "final", "pa.v.final_two_winners", "PA-MATCH", sides=won,
                            target=MATCH_POINTS)]
    return totals, []


def final_totals(state: PaleoState) -> list[int] | None:
    """PA-FINAL: each side's points, in seat order, when the match was entered as its final scores and they
    can be this match's; else None."""
    return _final_read(state)[0]


def check(state: PaleoState) -> list[Violation]:
    """Every round, the reefs and the match (PA-MATCH: nothing after a side reached 4 points), or the final
    scores (PA-FINAL). Never raises."""
    found: list[Violation] = list(_final_read(state)[1])
    points = [0] * len(state.sides)
    names = [s.name for s in state.sides]
    for index, rnd in enumerate(state.rounds):
        where = f"rounds[{index}]"
        if max(points) >= MATCH_POINTS:
            winner = names[points.index(max(points))]
            found.append(Violation("match-over", "PA-MATCH", ERROR, where, phrase(
                "pa.v.match_over", n=index + 1, side=winner, points=max(points), target=MATCH_POINTS)))
        result, problems = judge_round(state, index)
        found += problems
        if result.side is not None:
            points[result.side] += WIN_POINTS[result.how]
        if len(state.players) == 3 and index and rnd.seats is not None and rnd.seats == seats(state, index - 1):
            found.append(Violation("seats-kept", "PA-SEATS", WARNING, f"{where}.seats",
                                   phrase("pa.v.seats_kept", n=index + 1)))
        if rnd.reefs is not None:
            found += check_reefs(len(state.players), seats(state, index), names, rnd.reefs, f"{where}.reefs")
    return found


def running_points(state: PaleoState) -> list[list[int]]:
    """Each side's points after each round (rounds that cannot count add nothing); a match entered as its
    final scores (PA-FINAL) is one step, to them."""
    final = final_totals(state)
    if final is not None:
        return [final]
    points, after = [0] * len(state.sides), []
    for index in range(len(state.rounds)):
        result, _ = judge_round(state, index)
        if result.side is not None:
            points[result.side] += WIN_POINTS[result.how]
        after.append(list(points))
    return after


def match_winner(state: PaleoState) -> int | None:
    """PA-MATCH: the side that reached 4 points first, else None."""
    for points in running_points(state):
        if max(points) >= MATCH_POINTS:
            return points.index(max(points))
    return None


def end_status(state: PaleoState) -> tuple[bool, Phrase, None]:
    winner = match_winner(state)
    after = running_points(state)
    totals = after[-1] if after else [0] * len(state.sides)
    score = [phrase("pa.side_points", side=s.name, points=p) for s, p in zip(state.sides, totals)]
    if winner is not None:
        return True, phrase("pa.end.won", side=state.sides[winner].name, points=totals[winner], score=score), None
    return False, phrase("pa.end.on", score=score, target=MATCH_POINTS), None


def _explain(state: PaleoState, index: int, result: RoundResult, running: list[int]) -> tuple[Phrase, ...]:
    rnd, name = state.rounds[index], state.sides[result.side].name
    how = phrase(f"pa.win.{result.how}" + ("_3" if result.how == "capture" and len(state.players) == 3 else ""),
                 side=name, points=WIN_POINTS[result.how])
    parts = [how]
    if rnd.record is not None:
        parts.append(phrase("pa.from_record"))
    parts.append(phrase("pa.running", score=[phrase("pa.side_points", side=s.name, points=p)
                                            for s, p in zip(state.sides, running)]))
    return tuple(parts)


def _final_line(state: PaleoState, totals: list[int]) -> ScoreLine:
    """PA-FINAL: the match entered as its final scores, one line: the winner and its points, said as entered and
    not refereed."""
    names = [s.name for s in state.sides]
    winner = next(side for side, points in enumerate(totals) if points >= MATCH_POINTS)
    score = [phrase("pa.side_points", side=n, points=p) for n, p in zip(names, totals)]
    return ScoreLine(label="1", subject=phrase("pa.final.subject"), winner=names[winner], points=totals[winner],
                     explanation=(phrase("pa.final.entered"), phrase("pa.final.won", side=names[winner],
                                                                     score=score)),
                     rules=(FINAL_RULE, "PA-MATCH"), details={"running": dict(zip(names, totals)), "how": None})


def score(state: PaleoState, violations: list[Violation] | None = None) -> ScoreSheet:
    """The match sheet: every round with the running score, totals, ranking and the winner."""
    violations = check(state) if violations is None else violations
    blocking = errors(violations)
    if blocking:
        raise ImpossibleState([f"{v.where}: {v.message()}" for v in blocking], blocking)
    names = [s.name for s in state.sides]
    lines, after = [], running_points(state)
    rounds_won = {n: 0 for n in names}
    final = final_totals(state)
    if final is not None:
        lines.append(_final_line(state, final))
    for index in range(len(state.rounds)):
        result, _ = judge_round(state, index)
        winner = names[result.side]
        rounds_won[winner] += 1
        lines.append(ScoreLine(
            label=str(index + 1), subject=phrase(f"pa.how.{result.how}"), winner=winner,
            points=WIN_POINTS[result.how], explanation=_explain(state, index, result, after[index]),
            rules=("PA-DOOR",) if result.how == "door" else ("PA-CAPTURE",),
            details={"running": dict(zip(names, after[index])), "how": result.how},
        ))
    totals = dict(zip(names, after[-1] if after else [0] * len(names)))
    # PA-MATCH names a winner only at 4 points and no tie-break before ("jusqu'à ce que l'un des joueurs
    # obtienne 4 points"): sides level on points share their place, whatever rounds they won (RULINGS).
    ranking = rank_players(names, [Criterion(phrase("criterion.pa.points"), totals)])
    over, status, _ = end_status(state)
    notes = [phrase("pa.final.entered")] if final is not None else [] if over else [status]
    headline = [phrase("pa.headline", target=MATCH_POINTS)] + notes  # a match still going on says so first
    if state.teams:
        headline.append(phrase("pa.headline.teams", teams=[phrase("pa.team", side=s.name, members=[
            state.players[m].name for m in s.members]) for s in state.sides]))
    return ScoreSheet(
        game=PALEO, game_name=find_game(PALEO).name, variant=None, variant_name=None,
        settings={"players": len(state.players), "target": MATCH_POINTS}, players=side_infos(state),
        lines=tuple(lines), totals=totals,
        # final scores do not say how many rounds each side won (PA-FINAL): not counted
        extra_totals={} if final is not None else {"rounds_won": rounds_won}, ranking=ranking,
        notes=tuple(notes), columns=(phrase("pa.col.round"), phrase("pa.col.how"), phrase("pa.col.winner"),
                                     phrase("out.col.points")),
        headline=tuple(headline), finished=bool(over),
        teams=frozenset(s.name for s in state.sides if len(s.members) > 1),
    )
