"""The referee of a turn: every legal move for a player and a roll, judging a move someone made,
applying it, the new roll a chain earns, a pass, and the end of the game.

Listing and judging never raise; `play` raises `IllegalMove` when the rules forbid the move.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from scorers.errors import IllegalMove, InvalidState
from scorers.i18n import Phrase, phrase, phrase_in
from scorers.track.checks import check, token_phrase
from scorers.track.model import TrackState
from scorers.track.rules import CHAIN_LENGTH, PLAYER_LETTERS, ROLLS, SPLITS, STAR, TOKENS
from scorers.violations import Severity, Violation, has_errors

Roll = int | str
ERROR = Severity.ERROR
_STAR_WORDS = {"*", "star", "☆", "★", "etoile", "étoile", "s"}


def parse_roll(text: str | int) -> Roll:
    """`1`..`5` or the star (`star`, `*`, `☆`); raises `InvalidState` otherwise."""
    word = str(text).strip().lower()
    if word in _STAR_WORDS:
        return STAR
    if word in {str(face) for face in ROLLS}:  # not int(word): '²' is a digit to str.isdigit, not to int()
        return int(word)
    raise InvalidState(phrase("tr.cli.bad_roll", roll=repr(str(text))))


def roll_text(roll: Roll) -> str:
    return "*" if roll == STAR else str(roll)


def roll_phrase(roll: Roll) -> Phrase:
    """The face of the die in words, with its article: "a 3", "a star" / "un 3", "une étoile"."""
    return phrase("tr.roll.star") if roll == STAR else phrase("tr.roll.number", n=roll)


@dataclass(frozen=True)
class Step:
    """One token moved: from its cell (None: it was not placed yet) to the first free cell."""

    token: int
    start: int | None
    end: int


@dataclass(frozen=True)
class Move:
    """A legal move: its steps in order, the chain it makes and whether it earns a new roll."""

    seat: int
    roll: Roll
    steps: tuple[Step, ...]
    chain: tuple[int, ...]
    extra_roll: bool
    ends_game: bool

    @property
    def tokens(self) -> tuple[int, ...]:
        return tuple(step.token for step in self.steps)

    def notation(self) -> str:
        return f"{PLAYER_LETTERS[self.seat]}{roll_text(self.roll)}:{'+'.join(map(str, self.tokens))}"


@dataclass(frozen=True)
class Turn:
    """The referee's answer for a roll: the legal moves, or why there is none (a pass, or the end)."""

    moves: tuple[Move, ...]
    outcome: str  # "play" | "pass" | "over" | "ends" | "invalid"
    reason: Phrase
    split: tuple[bool, Phrase] | None = None


# --- moving ------------------------------------------------------------------------------------

def first_free(state: TrackState, occupied: set[int], start: int | None) -> int | None:
    """TR-ADVANCE and the entry rule: the first free cell ahead of `start`, or from the entry cell for a
    token not placed yet. None when every cell ahead is taken."""
    cell = state.edition.entry_cell(state.board, len(state.players)) if start is None else start + 1
    while cell < len(state.board):
        if cell not in occupied:
            return cell
        cell += 1
    return None


def token_orders(state: TrackState, roll: Roll) -> tuple[list[tuple[int, ...]], tuple[bool, Phrase] | None]:
    """TR-ROLL, TR-STAR and TR-SPLIT: which tokens (in which order) this roll may move."""
    if roll == STAR:
        return [(token,) for token in TOKENS], None
    orders: list[tuple[int, ...]] = [(roll,)]
    split = None
    if roll in SPLITS:
        split = state.edition.split_allowed(state)
        if split[0]:
            orders += [order for a, b in SPLITS[roll] for order in ((a, b), (b, a))]
    return orders, split


def simulate(state: TrackState, seat: int, order: tuple[int, ...]) -> tuple[Step, ...] | None:
    """The steps of moving these tokens in turn, or None when one of them cannot move (TR-SPLIT: both)."""
    occupied = set(state.occupied())
    steps = []
    for token in order:
        start = state.cell_of(seat, token)
        end = first_free(state, occupied, start)
        if end is None:
            return None
        occupied.discard(start)
        occupied.add(end)
        steps.append(Step(token, start, end))
    return tuple(steps)


def moved(state: TrackState, seat: int, steps: tuple[Step, ...]) -> TrackState:
    cells = list(state.tokens[seat])
    for step in steps:
        cells[step.token - 1] = step.end
    tokens = list(state.tokens)
    tokens[seat] = tuple(cells)
    return state.with_tokens(tuple(tokens))


def chain_through(cells: set[int], ends: set[int]) -> tuple[int, ...]:
    """TR-EXTRA: the longest run of consecutive cells of `cells` that holds a cell of `ends`, if 3 or more."""
    best: tuple[int, ...] = ()
    for end in ends:
        low, high = end, end
        while low - 1 in cells:
            low -= 1
        while high + 1 in cells:
            high += 1
        if high - low + 1 >= CHAIN_LENGTH and high - low + 1 > len(best):
            best = tuple(range(low, high + 1))
    return best


def make_move(state: TrackState, seat: int, roll: Roll, steps: tuple[Step, ...]) -> Move:
    after = moved(state, seat, steps)
    own = {c for c in after.tokens[seat] if c is not None}
    chain = chain_through(own, {step.end for step in steps})
    ends = after.edition.over(after)
    extra = bool(chain) and not (ends and after.edition.extra_lost_at_end)
    return Move(seat, roll, steps, chain, extra, ends)


# --- the referee -------------------------------------------------------------------------------

def legal_moves(state: TrackState, seat: int, roll: Roll) -> list[Move]:
    """Every legal move for this player and roll (splits in both orders). Never raises."""
    return list(turn(state, seat, roll).moves)


def turn(state: TrackState, seat: int, roll: Roll) -> Turn:
    if state.board is None:
        return Turn((), "invalid", phrase("tr.end.no_board"))
    if has_errors(check(state)):
        return Turn((), "invalid", phrase("tr.turn.invalid"))
    if state.edition.over(state):
        return Turn((), "over", phrase("tr.turn.already_over"))
    orders, split = token_orders(state, roll)
    moves = []
    for order in orders:
        steps = simulate(state, seat, order)
        if steps is not None:
            moves.append(make_move(state, seat, roll, steps))
    if moves:
        return Turn(tuple(moves), "play", phrase("tr.turn.moves", count=len(moves)), split)
    if state.edition.stuck_ends_game(state):
        return Turn((), "ends", phrase("tr.turn.stuck_ends", player=state.players[seat].name), split)
    return Turn((), "pass", phrase("tr.turn.pass", player=state.players[seat].name, roll=roll_phrase(roll)), split)


def check_move(state: TrackState, seat: int, roll: Roll, tokens: tuple[int, ...]) -> list[Violation]:
    """Why this move (tokens in this order; none = a pass) is not legal now. Empty list: it is."""
    answer = turn(state, seat, roll)
    where = f"move {PLAYER_LETTERS[seat]}{roll_text(roll)}:{'+'.join(map(str, tokens)) or 'pass'}"
    if answer.outcome == "invalid":
        return [Violation("state-invalid", "TR-TRACK", ERROR, where, phrase("tr.turn.invalid"))]
    if answer.outcome == "over":
        rule = state.edition.end_rule
        return [Violation("game-over", rule, ERROR, where, phrase("tr.v.game_over"))]
    if any(move.tokens == tokens for move in answer.moves) or (not tokens and not answer.moves):
        return []  # a legal move, or a pass when there is none (TR-PASS)
    if not tokens:
        return [Violation("must-move", "TR-MUST", ERROR, where,
                          phrase("tr.v.must_move", moves=[describe_tokens(m, state.game) for m in answer.moves]))]
    return [_why_not(state, seat, roll, tokens, answer, where)]


def _why_not(state: TrackState, seat: int, roll: Roll, tokens: tuple[int, ...], answer: Turn,
             where: str) -> Violation:
    name = state.players[seat].name
    if len(tokens) != len(set(tokens)) or any(t not in TOKENS for t in tokens) or len(tokens) > 2:
        return Violation("not-tokens", "TR-TOKENS", ERROR, where, phrase_in(state.game, "tr.v.not_tokens"))
    if roll == STAR and len(tokens) > 1:
        return Violation("star-one", "TR-STAR", ERROR, where, phrase_in(state.game, "tr.v.star_one"))
    pairs = {frozenset(p) for p in SPLITS.get(roll, ())}
    if len(tokens) == 1 and roll != STAR and tokens[0] != roll:
        return Violation("wrong-token", "TR-ROLL", ERROR, where,
                         phrase_in(state.game, "tr.v.wrong_token", roll=roll_text(roll), token=tokens[0], player=name))
    if len(tokens) == 2 and frozenset(tokens) not in pairs:
        return Violation("not-a-split", "TR-SPLIT", ERROR, where,
                         phrase_in(state.game, "tr.v.not_a_split", roll=roll_text(roll), tokens=list(tokens),
                                   pairs=[f"{a}+{b}" for a, b in SPLITS.get(roll, ())] or "—"))
    if len(tokens) == 2 and answer.split is not None and not answer.split[0]:
        return Violation("split-not-yet", state.edition.split_rule, ERROR, where,
                         phrase("tr.v.split_not_yet", why=answer.split[1]))
    steps = simulate(state, seat, tokens[:1])
    if steps is None:
        return Violation("cannot-move", "TR-ADVANCE", ERROR, where,
                         phrase_in(state.game, "tr.v.cannot_move", token=token_phrase(state, seat, tokens[0])))
    return Violation("split-both", "TR-SPLIT", ERROR, where,
                     phrase_in(state.game, "tr.v.split_both", token=token_phrase(state, seat, tokens[1]),
                               first=tokens[0]))


def play(state: TrackState, seat: int, roll: Roll, tokens: tuple[int, ...]) -> tuple[TrackState, Move | None]:
    """The state after the move (None for a legal pass); raises `IllegalMove` when the rules forbid it."""
    violations = check_move(state, seat, roll, tokens)
    if violations:
        raise IllegalMove("; ".join(v.message() for v in violations), violations)
    if not tokens:
        return state, None
    move = next(m for m in turn(state, seat, roll).moves if m.tokens == tokens)
    return moved(state, seat, move.steps), move


# --- words and notation ------------------------------------------------------------------------

def describe_tokens(move: Move, edition: str | None = None) -> Phrase:
    return phrase_in(edition, "tr.tokens", tokens=[str(t) for t in move.tokens])


def step_phrase(state: TrackState, step: Step) -> Phrase:
    """A step with its cells by number and the value of the cell reached as the drawing prints it, so the
    list and the track name a cell the same way (issue 17): "token 1 enters on cell 2 (-3)"."""
    value = state.edition.cell_text(state.board.cells[step.end])
    if step.start is None:
        return phrase_in(state.game, "tr.step.enter", token=step.token, end=step.end + 1, value=value)
    return phrase_in(state.game, "tr.step", token=step.token, start=step.start + 1, end=step.end + 1, value=value)


def describe(state: TrackState, move: Move) -> Phrase:
    """`Anna: token 3 from cell 4 to cell 8, then token 1 ... ; a new roll (chain on cells 7-9)`."""
    key = "tr.move.extra" if move.extra_roll else ("tr.move.ends" if move.ends_game else "tr.move")
    lost = move.ends_game and bool(move.chain) and not move.extra_roll
    return phrase("tr.move.lost" if lost else key, player=state.players[move.seat].name,
                  steps=[step_phrase(state, s) for s in move.steps],
                  low=(move.chain[0] + 1) if move.chain else 0, high=(move.chain[-1] + 1) if move.chain else 0)


_MOVE = re.compile(r"^\s*([a-d])\s*([1-5*]|star)\s*:\s*(pass|-|[1-5](?:\s*\+\s*[1-5])?)\s*$", re.IGNORECASE)


@dataclass(frozen=True)
class ProposedMove:
    """A move as someone made it: who, the roll, the tokens in order (none: a pass)."""

    seat: int
    roll: Roll
    tokens: tuple[int, ...]


def parse_move(text: str, player_count: int) -> ProposedMove:
    """`b4:3+1`: player b rolled 4 and moved token 3, then token 1; `a*:2` a star on token 2; `c1:pass`."""
    match = _MOVE.match(text)
    if not match:
        raise InvalidState(phrase("tr.cli.bad_move", move=repr(text)))
    letter = match.group(1).lower()
    if letter not in PLAYER_LETTERS[:player_count]:
        raise InvalidState(phrase("cli.bad_letter", move=repr(text), letter=repr(letter),
                                  letters=list(PLAYER_LETTERS[:player_count])))
    tokens = () if match.group(3).lower() in ("pass", "-") else tuple(
        int(t) for t in match.group(3).replace(" ", "").split("+"))
    return ProposedMove(PLAYER_LETTERS.index(letter), parse_roll(match.group(2)), tokens)


def end_status(state: TrackState) -> tuple[bool | None, Phrase]:
    """NU-END / FRO-END from the position alone: over, not over, or None when a roll decides it."""
    if state.board is None:
        return None, phrase("tr.end.no_board")
    if has_errors(check(state)):
        return None, phrase("tr.turn.invalid")
    edition = state.edition
    if edition.over(state):
        return True, phrase(f"tr.end.{edition.id}.over")
    if edition.stuck_ends_game(state):
        return None, phrase(f"tr.end.{edition.id}.close")
    return False, phrase(f"tr.end.{edition.id}.open")
