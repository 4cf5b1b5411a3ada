"""Scoring, turn by turn (LP-POINTS): each tile laid is worth its value times its square's multiplier,
plus the face value of every adjoining tile whose line meets its own; tiles laid earlier in the same
turn count as adjoining tiles (RULINGS). Then the score pad, the totals and the winner (LP-WIN)."""

from __future__ import annotations

from dataclasses import dataclass

from scorers.errors import ImpossibleState
from scorers.i18n import Phrase, phrase
from scorers.loopit.checks import Laid, check, end_of_game, replay
from scorers.loopit.final import RULE as FINAL_RULE
from scorers.loopit.final import final_explanation, final_totals
from scorers.loopit.model import LightTile, LoopitState, Placement, Turn
from scorers.loopit.rules import GAME_ID, GAME_LENGTHS, OPPOSITE, RACK_SIZE, SIDES
from scorers.loopit.tiles import EXAMPLE_BOARD_NAME, BoardLayout
from scorers.registry import find_game
from scorers.sheet import Criterion, ScoreLine, ScoreSheet, rank_players
from scorers.violations import Violation, errors

#: The label of a final total's line (LP-FINAL): a total, not a turn's number.
FINAL_LABEL = "Σ"


@dataclass(frozen=True)
class TileScore:
    """One tile's points: value x multiplier, plus each linked neighbour's value."""

    value: int
    multiplier: int
    links: tuple[tuple[int, str | None], ...]      # (value, square name or None in light mode)
    unlinked: tuple[tuple[int, str], ...] = ()     # neighbours whose edges carry no shared line
    square: str | None = None

    @property
    def base(self) -> int:
        return self.value * self.multiplier

    @property
    def points(self) -> int:
        return self.base + sum(v for v, _ in self.links)

    def explain(self) -> tuple[Phrase, ...]:
        what = (phrase("lp.what.board", value=self.value, square=self.square) if self.square
                else phrase("lp.what.light", value=self.value))
        links = " + ".join(f"{v} ({sq})" if sq else str(v) for v, sq in self.links)
        said = [phrase("lp.x.tile", what=what, value=self.value, multiplier=self.multiplier, base=self.base,
                       links=links, n=len(self.links), points=self.points) if self.links
                else phrase("lp.x.tile_alone", what=what, value=self.value, multiplier=self.multiplier,
                            points=self.points)]
        if self.unlinked:
            said.append(phrase("lp.x.not_linked", values=[f"{v} ({sq})" for v, sq in self.unlinked],
                               n=len(self.unlinked)))
        return tuple(said)


@dataclass(frozen=True)
class TurnScore:
    player: int
    tiles: tuple[TileScore, ...]
    swap: bool
    declared: int | None = None  # points only: the table's number stands for the whole turn

    @property
    def points(self) -> int:
        if self.declared is not None:
            return self.declared
        return sum(t.points for t in self.tiles)


def placement_score(layout: BoardLayout, laid: Laid, placement: Placement) -> TileScore:
    """LP-POINTS for one tile laid on `laid` (which holds the tiles laid before it, this turn's too)."""
    links, unlinked = [], []
    for side in SIDES:
        square = placement.square.step(side)
        neighbour = laid.get(square)
        if neighbour is None:
            continue
        if placement.tile.has(side) and neighbour.has(OPPOSITE[side]):
            links.append((neighbour.value, square.name()))
        else:
            unlinked.append((neighbour.value, square.name()))
    return TileScore(placement.tile.value, layout.multiplier(placement.square), tuple(links), tuple(unlinked),
                     placement.square.name())


def light_score(tile: LightTile) -> TileScore:
    """LP-POINTS as typed in light mode: the same arithmetic from the value, multiplier and links."""
    return TileScore(tile.value, tile.multiplier, tuple((v, None) for v in tile.links))


def turn_score(layout: BoardLayout, laid: Laid, turn: Turn) -> TurnScore:
    """A whole turn, tile after tile; each tile laid joins the board before the next is scored."""
    laid = dict(laid)
    scores = []
    for tile in turn.tiles:
        if isinstance(tile, LightTile):
            scores.append(light_score(tile))
            continue
        scores.append(placement_score(layout, laid, tile))
        laid[tile.square] = tile.tile
    declared = int(turn.declared) if turn.declared is not None else None  # `check` refuses a fraction first
    return TurnScore(turn.player, tuple(scores), turn.swap, declared)


def turn_explanation(state: LoopitState, scored: TurnScore) -> tuple[Phrase, ...]:
    name = state.players[scored.player].name
    if scored.declared is not None:
        return (phrase("lp.x.declared", player=name, points=scored.declared),)
    if not scored.tiles:
        return (phrase("lp.x.swap" if scored.swap else "lp.x.pass", player=name, rack=RACK_SIZE),)
    said = [p for t in scored.tiles for p in t.explain()]
    if len(scored.tiles) > 1:
        said.append(phrase("lp.x.turn_total", parts=" + ".join(str(t.points) for t in scored.tiles),
                           points=scored.points))
    return tuple(said)


def turn_subject(scored: TurnScore) -> Phrase:
    if scored.declared is not None:
        return phrase("lp.subject.declared")
    if not scored.tiles:
        return phrase("lp.subject.swap" if scored.swap else "lp.subject.pass")
    return phrase("lp.subject.tiles", tiles=[
        phrase("lp.what.board", value=t.value, square=t.square) if t.square else str(t.value) for t in scored.tiles])


def turn_scores(state: LoopitState) -> list[TurnScore]:
    return [turn_score(state.board, laid, turn) for _, turn, laid in replay(state)]


def score(state: LoopitState, violations: list[Violation] | None = None) -> ScoreSheet:
    """The score sheet; raises `ImpossibleState` if the game breaks a rule at error level."""
    if violations is None:
        violations = check(state)
    blocking = errors(violations)
    if blocking:
        raise ImpossibleState([f"{v.where}: {v.message()}" for v in blocking], blocking)
    names = state.names
    totals = {name: 0 for name in names}
    laid_counts = {name: 0 for name in names}
    lines = final_lines(state) if state.final is not None else []
    if state.final is not None:
        totals = final_totals(state)
    for index, scored in enumerate(turn_scores(state)):
        name = names[scored.player]
        totals[name] += scored.points
        laid_counts[name] += len(scored.tiles)
        rules = ("LP-POINTS",) if scored.tiles or scored.declared is not None else ("LP-SWAP",)
        lines.append(ScoreLine(
            label=str(index + 1), subject=turn_subject(scored), winner=name, points=scored.points,
            explanation=turn_explanation(state, scored), rules=rules,
            details={"round": index // len(names) + 1, "seat": scored.player,
                     "tiles": [t.points for t in scored.tiles], "swap": scored.swap,
                     # only on a declared turn: the sheets of refereed games stay as they were
                     **({"declared": True} if scored.declared is not None else {})}))
    ranking = rank_players(names, [Criterion(phrase("criterion.lp.points"), totals)])  # LP-WIN
    info = find_game(GAME_ID)
    variant = next(v for v in info.variants if v.id == state.variant)
    ending = end_of_game(state)
    return ScoreSheet(
        game=GAME_ID, game_name=info.name, variant=state.variant, variant_name=variant.name, settings={},
        players=state.players, lines=tuple(lines), totals=totals, extra_totals={"tiles_laid": laid_counts},
        ranking=ranking, notes=(phrase("lp.note.over", reason=ending.reason),),
        columns=(phrase("lp.col.turn"), phrase("lp.col.tiles"), phrase("out.col.player"), phrase("out.col.points")),
        headline=_headline(state),
        # LP-END / LP-WIN: "Le joueur ayant le score le plus élevé remporte la partie" once it has ended
        # ("quand toutes les tuiles ont été posées ou quand plus aucun coup n'est possible"); before that the
        # first place leads, it has not won (RULINGS).
        finished=ending.over is True,
    )


def final_lines(state: LoopitState) -> list[ScoreLine]:
    """LP-FINAL: a line a player, their total as the table entered it (not refereed), the winner's line saying
    why they won (LP-WIN). Not turns: the pad has no row for them (`pad_rows`), only its totals."""
    totals = final_totals(state)
    return [ScoreLine(label=FINAL_LABEL, subject=phrase("lp.subject.final"), winner=name, points=totals[name],
                      explanation=final_explanation(name, totals), rules=(FINAL_RULE, "LP-WIN"),
                      details={"round": 1, "seat": seat, "tiles": [], "swap": False, "final": True})
            for seat, name in enumerate(state.names)]


def entered_final(sheet: ScoreSheet) -> bool:
    """Whether the sheet is a game entered as its final totals (LP-FINAL): the pad and the PDF say so."""
    return any(line.details.get("final") for line in sheet.lines)


def _headline(state: LoopitState) -> tuple[Phrase, ...]:
    said = []
    if state.final is not None:
        said.append(phrase("lp.head.final"))
    said.append(phrase("lp.head.light") if state.mode == "light" else board_phrase(state.board))
    length = GAME_LENGTHS[state.variant]
    turns = length.turns_per_player(len(state.players))
    if turns is not None:
        said.append(phrase("lp.head.fixed", turns=turns, removed=length.removed_tiles(len(state.players)),
                           players=len(state.players)))
    return tuple(said)


def board_phrase(board: BoardLayout) -> Phrase:
    """Which board the game uses; the example layout says it is not the printed board."""
    if board.name == EXAMPLE_BOARD_NAME:
        return phrase("lp.head.example_board", size=board.size)
    return phrase("lp.head.board", name=board.name, size=board.size)


def pad_rows(sheet: ScoreSheet) -> list[list[int | None]]:
    """The score pad: a row per round, a column per player (None: that player has not played it yet)."""
    players = len(sheet.players)
    rows: list[list[int | None]] = []
    for line in sheet.lines:
        if line.details.get("final"):  # final totals (LP-FINAL): no round was entered, the totals row says them
            continue
        round_index, seat = line.details["round"] - 1, line.details["seat"]
        while len(rows) <= round_index:
            rows.append([None] * players)
        rows[round_index][seat] = line.points
    return rows


def declared_cells(sheet: ScoreSheet) -> set[tuple[int, int]]:
    """The pad's cells (round index from 0, seat) whose points the table declared (marked on the pad)."""
    return {(line.details["round"] - 1, line.details["seat"]) for line in sheet.lines if line.details.get("declared")}


def to_light(state: LoopitState) -> LoopitState:
    """The same game in light mode (what a table would type from the board): scores must agree."""
    turns = []
    for scored, (_, turn, _) in zip(turn_scores(state), replay(state)):
        tiles = tuple(LightTile(t.value, t.multiplier, tuple(v for v, _ in t.links)) for t in scored.tiles)
        turns.append(Turn(turn.player, tiles, turn.swap, turn.named, turn.declared))
    return LoopitState(state.players, state.variant, "light", state.board, None, tuple(turns), state.discarded,
                       state.blocked, state.date, state.final)
