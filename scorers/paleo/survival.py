"""Le Roi (last king standing) and Escarmouche (killers; last with pieces): single games told as a
list of events, each checked against the game's rules, then the survivor and the order of the falls."""

from __future__ import annotations

from dataclasses import dataclass, field

from scorers.errors import ImpossibleState
from scorers.i18n import Phrase, phrase
from scorers.paleo.model import EscarmoucheState, RoiState, Table
from scorers.paleo.reefs import check_reefs
from scorers.paleo.rules import CAPTURES, ESCARMOUCHE, ESCARMOUCHE_PIECES, KING, ROI
from scorers.registry import find_game
from scorers.sheet import Criterion, PlayerInfo, RankEntry, Ranking, ScoreLine, ScoreSheet, rank_players
from scorers.violations import Severity, Violation, errors

ERROR = Severity.ERROR


@dataclass
class Story:
    """What the events did, one event at a time: the lines of the sheet and the violations."""

    lines: list[ScoreLine] = field(default_factory=list)
    violations: list[Violation] = field(default_factory=list)
    fallen: list[int] = field(default_factory=list)  # sides, in the order they fell
    taken: dict[int, int] = field(default_factory=dict)  # side -> kings taken / pieces killed
    kings: list[bool] = field(default_factory=list)  # Le Roi: each player's king still stands
    pieces: list[int] = field(default_factory=list)  # Escarmouche: each player's pieces left
    killers: list[int] = field(default_factory=list)  # Escarmouche: how many of them are killers
    alone: int | None = None  # RO-WINNER / ES-WINNER: the side the game was entered as, alone


#: RO-WINNER / ES-WINNER: the rule of a game entered as its winner alone, by game.
WINNER_RULES = {ROI: "RO-WINNER", ESCARMOUCHE: "ES-WINNER"}


def _standing(table: Table, fallen: list[int]) -> list[int]:
    return [s for s in range(len(table.sides)) if s not in fallen]


def side_named(table: Table, name: str) -> int | None:
    """The side a name stands for: a side's own name, or (a team) one of its members'."""
    for i, side in enumerate(table.sides):
        if name == side.name or name in (table.players[m].name for m in side.members):
            return i
    return None


def _told_by_winner(state: RoiState | EscarmoucheState, story: Story) -> bool:
    """RO-WINNER / ES-WINNER: a game entered as its winner alone is the whole log, and its winner one of the
    game's sides. True when the winner alone tells the story (the game is over, the other sides out; what each
    took is not known: 0); False when the log tells it (no winner entered, or entered beside the log, which is
    then refused and the log told as it is)."""
    if state.winner is None:
        return False
    roi = isinstance(state, RoiState)
    prefix, rule = ("ro", WINNER_RULES[ROI]) if roi else ("es", WINNER_RULES[ESCARMOUCHE])
    logged = len(state.captures if roi else state.events)
    if logged:
        story.violations.append(Violation("winner-not-alone", rule, ERROR, "winner",
                                          phrase(f"{prefix}.v.winner_not_alone", n=logged)))
        return False
    side = side_named(state, state.winner)
    if side is None:
        story.violations.append(Violation("winner-unknown", rule, ERROR, "winner", phrase(
            f"{prefix}.v.winner_unknown", player=state.winner, sides=[s.name for s in state.sides])))
        return True
    name = state.sides[side].name
    story.alone = side
    story.fallen = [s for s in range(len(state.sides)) if s != side]
    for s in story.fallen:
        for m in state.sides[s].members:
            if roi:
                story.kings[m] = False
            else:
                story.pieces[m] = story.killers[m] = 0
    story.lines.append(ScoreLine("1", phrase(f"{prefix}.winner.subject"), name, 0,
                                 (phrase(f"{prefix}.winner.entered"), phrase(f"{prefix}.wins", side=name)),
                                 (rule, "RO-WIN" if roi else "ES-WIN")))
    return True


def side_infos(table: Table) -> tuple[PlayerInfo, ...]:
    """The sheet's "players" are the sides: a team at 4 players scores as one."""
    if not table.teams:
        return table.players
    return tuple(PlayerInfo(s.name, s.colour, str(i + 1)) for i, s in enumerate(table.sides))


# --- Le Roi ------------------------------------------------------------------------------------------


def roi_story(state: RoiState) -> Story:
    """RO-*: each king capture checked; at 3 players (and 4 without teams) the player leaves (RO-LEAVE),
    at 4 in teams the partner plays on (RO-PARTNER); the last side with a king wins (RO-WIN)."""
    kings = [True] * len(state.players)
    story = Story(taken={s: 0 for s in range(len(state.sides))}, kings=kings)
    names = [p.name for p in state.players]
    if _told_by_winner(state, story):
        return story
    for k, c in enumerate(state.captures):
        where, side, by_side = f"captures[{k}]", state.side_of(c.king), state.side_of(c.by)
        wrong = []
        if len(_standing(state, story.fallen)) <= 1:
            wrong.append(("game-over", "RO-OVER", phrase("ro.v.over", side=state.sides[_standing(
                state, story.fallen)[0]].name)))
        if not kings[c.king]:
            wrong.append(("king-gone", "RO-WIN", phrase("ro.v.king_gone", player=names[c.king])))
        if side == by_side:
            wrong.append(("own-side", "RO-TEAM", phrase("ro.v.own_side", player=names[c.by], king=names[c.king])))
        if not kings[c.by] and not state.teams:
            wrong.append(("capturer-left", "RO-LEAVE", phrase("ro.v.capturer_left", player=names[c.by])))
        elif not kings[c.by] and c.piece == KING:
            wrong.append(("king-gone", "RO-KING", phrase("ro.v.own_king_gone", player=names[c.by])))
        targets, rule = CAPTURES[ROI][c.piece]
        if KING not in targets:
            wrong.append(("cannot-capture-king", rule, phrase("ro.v.cannot_capture_king",
                                                               pieces=phrase(f"pa.pieces.{c.piece}"))))
        if c.touched_first:
            wrong.append(("not-direct", "RO-DIRECT", phrase("ro.v.not_direct", player=names[c.king])))
        if wrong:
            story.violations += [Violation(code, rule, ERROR, where, text) for code, rule, text in wrong]
            continue
        kings[c.king] = False
        story.taken[by_side] += 1
        why = [phrase("ro.captured", player=names[c.by], piece=phrase(f"pa.piece.{c.piece}"), king=names[c.king])]
        rules = [CAPTURES[ROI][c.piece][1], "RO-DIRECT"]
        if not any(kings[m] for m in state.sides[side].members):
            story.fallen.append(side)
            why.append(phrase("ro.leaves" if not state.teams else "ro.team_out", player=names[c.king],
                              side=state.sides[side].name))
            rules.append("RO-LEAVE" if not state.teams else "RO-PARTNER")
        else:
            partner = next(names[m] for m in state.sides[side].members if kings[m])
            why.append(phrase("ro.partner", player=names[c.king], partner=partner))
            rules.append("RO-PARTNER")
        standing = _standing(state, story.fallen)
        if len(standing) == 1:
            why.append(phrase("ro.wins", side=state.sides[standing[0]].name))
            rules.append("RO-WIN")
        story.lines.append(ScoreLine(str(k + 1), phrase("ro.king_of", player=names[c.king]),
                                     state.sides[by_side].name, 1, tuple(why), tuple(rules)))
    return story


def roi_check(state: RoiState) -> list[Violation]:
    found = list(roi_story(state).violations)
    if state.reefs is not None:
        found += check_reefs(len(state.players), tuple(range(len(state.sides))), [s.name for s in state.sides],
                             state.reefs, "reefs")
    return found


# --- Escarmouche ---------------------------------------------------------------------------------


def escarmouche_story(state: EscarmoucheState) -> Story:
    """ES-*: killers are made in opposing sanctuaries; only killers kill; the last with pieces wins."""
    pieces = [ESCARMOUCHE_PIECES] * len(state.players)
    killers = [0] * len(state.players)
    story = Story(taken={s: 0 for s in range(len(state.sides))}, pieces=pieces, killers=killers)
    names = [p.name for p in state.players]
    if _told_by_winner(state, story):
        return story
    for k, e in enumerate(state.events):
        where, wrong = f"events[{k}]", []
        standing = _standing(state, story.fallen)
        if len(standing) <= 1:
            wrong.append(("game-over", "ES-OVER", phrase("es.v.over", side=state.sides[standing[0]].name)))
        if pieces[e.player] == 0:
            wrong.append(("no-pieces", "ES-WIN", phrase("es.v.no_pieces", player=names[e.player])))
        elif e.event == "killer" and killers[e.player] >= pieces[e.player]:
            wrong.append(("all-killers", "ES-KILLER", phrase("es.v.all_killers", player=names[e.player])))
        elif e.was_killer and killers[e.player] == 0:
            wrong.append(("no-killer-lost", "ES-KILLER", phrase("es.v.no_killer_to_lose", player=names[e.player])))
        if e.event == "kill":
            if e.by == e.player:
                wrong.append(("own-piece", "ES-KILL", phrase("es.v.own_piece", player=names[e.by])))
            elif pieces[e.by] == 0:
                wrong.append(("killer-gone", "ES-WIN", phrase("es.v.no_pieces", player=names[e.by])))
            elif killers[e.by] == 0:
                wrong.append(("no-killer", "ES-KILL", phrase("es.v.no_killer", player=names[e.by])))
        if wrong:
            story.violations += [Violation(code, rule, ERROR, where, text) for code, rule, text in wrong]
            continue
        if e.event == "killer":
            killers[e.player] += 1
            why, rules, points, taker = [phrase("es.became_killer", player=names[e.player])], ["ES-KILLER"], 0, None
        else:
            pieces[e.player] -= 1
            killers[e.player] -= 1 if e.was_killer else 0
            kind = phrase("pa.piece.killer" if e.was_killer else "pa.piece.plain")
            if e.event == "kill":
                story.taken[e.by] += 1
                why = [phrase("es.killed", by=names[e.by], player=names[e.player], piece=kind)]
                rules, points, taker = ["ES-KILL"], 1, names[e.by]
            else:
                why, rules, points, taker = [phrase("es.off", player=names[e.player], piece=kind)], ["ES-OFF"], 0, None
            why.append(phrase("es.left", player=names[e.player], n=pieces[e.player]))
            if pieces[e.player] == 0:
                story.fallen.append(e.player)
                standing = _standing(state, story.fallen)
                if len(standing) == 1:
                    why.append(phrase("es.wins", side=names[standing[0]]))
                    rules.append("ES-WIN")
        story.lines.append(ScoreLine(str(k + 1), phrase(f"es.event.{e.event}", player=names[e.player]), taker,
                                     points, tuple(why), tuple(rules)))
    return story


def escarmouche_check(state: EscarmoucheState) -> list[Violation]:
    found = list(escarmouche_story(state).violations)
    if state.reefs is not None:
        found += check_reefs(len(state.players), tuple(range(len(state.sides))), [s.name for s in state.sides],
                             state.reefs, "reefs")
    return found


# --- both ----------------------------------------------------------------------------------------


def end_status(state: RoiState | EscarmoucheState) -> tuple[bool, Phrase, None]:
    story = roi_story(state) if isinstance(state, RoiState) else escarmouche_story(state)
    standing = [state.sides[s].name for s in _standing(state, story.fallen)]
    prefix = "ro" if isinstance(state, RoiState) else "es"
    if len(standing) == 1:
        return True, phrase(f"{prefix}.end.won", side=standing[0]), None
    return False, phrase(f"{prefix}.end.on", sides=standing), None


def survival_ranking(names: list[str], fallen: list[int], taken: dict[str, int], alone: int | None = None
                     ) -> Ranking:
    """RO-WIN / ES-WIN: who lasted longest ranks first (the sides still standing share a place while the
    game goes on); a tie is not broken by what a side took: the sheet names only "le dernier joueur" (the
    last one standing). Each entry's total is what it took. A game entered as its winner alone (`alone`,
    RO-WINNER / ES-WINNER) does not say in what order the others fell: they share the second place."""
    if alone is not None:
        lasted = {n: int(i == alone) for i, n in enumerate(names)}
    else:
        lasted = {n: (fallen.index(i) if i in fallen else len(fallen)) for i, n in enumerate(names)}
    ranking = rank_players(names, [Criterion(phrase("criterion.pa.lasted"), lasted)])
    entries = tuple(RankEntry(e.player, e.rank, taken[e.player]) for e in ranking.entries)
    return Ranking(entries, ranking.winners, ranking.tie_break, ranking.other_ties)


def score(state: RoiState | EscarmoucheState, violations: list[Violation] | None = None) -> ScoreSheet:
    roi = isinstance(state, RoiState)
    violations = (roi_check(state) if roi else escarmouche_check(state)) if violations is None else violations
    blocking = errors(violations)
    if blocking:
        raise ImpossibleState([f"{v.where}: {v.message()}" for v in blocking], blocking)
    story = roi_story(state) if roi else escarmouche_story(state)
    names = [s.name for s in state.sides]
    taken = {names[s]: n for s, n in story.taken.items()}
    ranking = survival_ranking(names, story.fallen, taken, story.alone)
    over, status, _ = end_status(state)
    game = ROI if roi else ESCARMOUCHE
    prefix = "ro" if roi else "es"
    headline = [phrase(f"{prefix}.headline", players=len(state.players))] + ([] if over else [status])
    if roi and state.teams:
        headline.append(phrase("pa.headline.teams", teams=[phrase("pa.team", side=s.name, members=[
            state.players[m].name for m in s.members]) for s in state.sides]))
    return ScoreSheet(
        game=game, game_name=find_game(game).name, variant=None, variant_name=None,
        settings={"players": len(state.players), "teams": state.teams}, players=side_infos(state),
        lines=tuple(story.lines), totals=taken, extra_totals={}, ranking=ranking,
        notes=(phrase(f"{prefix}.winner.entered"),) if story.alone is not None else () if over else (status,),
        columns=(phrase("pa.col.event"), phrase(f"{prefix}.col.what"), phrase(f"{prefix}.col.by"),
                 phrase("out.col.points")),
        headline=tuple(headline), finished=bool(over),
        teams=frozenset(s.name for s in state.sides if len(s.members) > 1),
    )


__all__ = ["end_status", "escarmouche_check", "escarmouche_story", "roi_check", "roi_story", "score",
           "side_infos", "side_named"]
