"""The game's result: the log turn by turn (what happened, with the rule), posters left, the winner.

There are no points in Défense d'afficher: the first side with no poster left wins (PO-WIN). The sheet
lists every turn, each side's posters left, posters stuck and penalties taken; the other sides are
placed by fewest posters left. An unfinished game gets standings so far, said in a note.
"""

from __future__ import annotations

from scorers.i18n import Phrase, phrase
from scorers.posters.model import PostersState
from scorers.posters.play import Replay, TurnRecord, replay, violations
from scorers.posters.rules import DEAL_BY_SIDES, GAME_ID, PENALTY_RULES
from scorers.registry import find_game
from scorers.sheet import RankEntry, Ranking, ScoreLine, ScoreSheet
from scorers.violations import Severity

COLUMNS = (phrase("po.col.turn"), phrase("po.col.played_by"), phrase("po.col.side"), phrase("po.col.left"))


def event_text(event) -> Phrase:
    """An event as the log says it: refusals, penalties and warnings are marked as such. Only a rule the
    sheet sanctions gives a penalty (PENALTY_RULES); another warning takes nothing from anybody."""
    if event.severity is Severity.ERROR:
        return phrase("po.refused", text=event.text)
    if event.severity is Severity.WARNING and event.rule in PENALTY_RULES:
        return phrase("po.warned", text=event.text)
    if event.severity is Severity.WARNING:
        return phrase("po.warning_only", text=event.text)
    return event.text


def _line(names: list[str], record: TurnRecord) -> ScoreLine:
    side = names[record.side]
    rules = tuple(dict.fromkeys(e.rule for e in record.events))
    return ScoreLine(
        label=str(record.index + 1), subject=record.member or side, winner=side,
        points=record.table.hands[record.side], explanation=tuple(event_text(e) for e in record.events),
        rules=rules, details={"applied": record.applied, "position": record.table.positions[record.side]})


def ranking(state: PostersState, result: Replay) -> Ranking:
    """PO-WIN: the side that emptied its hand first; then the others by fewest posters left (shared)."""
    table = result.table
    names = state.names
    key = {s: (0 if table.winner == s else 1, table.hands[s]) for s in range(len(names))}
    order = sorted(key, key=lambda s: key[s])
    entries = tuple(RankEntry(names[s], 1 + sum(1 for o in key if key[o] < key[s]), table.hands[s]) for s in order)
    winners = tuple(e.player for e in entries if e.rank == 1)
    first: list[Phrase] = []
    others: list[Phrase] = []
    for rank in sorted({e.rank for e in entries}):
        group = [e.player for e in entries if e.rank == rank]
        if len(group) > 1:
            steps = first if rank == 1 else others
            left = next(e.total for e in entries if e.rank == rank)
            steps.append(phrase("po.rank.level", players=group, left=left))
            steps.append(phrase("rank.shared", players=group))
    return Ranking(entries, winners, tuple(first), tuple(others))


def finish_ranking(state: PostersState) -> tuple[dict[str, int], Ranking]:
    """PO-FINISH: each side's place in the finishing order; the sides not named share the place after it."""
    names = state.names
    last = len(state.finish) + 1
    place = {names[s]: state.finish.index(s) + 1 if s in state.finish else last for s in range(len(names))}
    entries = tuple(RankEntry(n, place[n], place[n]) for n in sorted(names, key=lambda n: place[n]))
    unplaced = [n for n in names if place[n] == last]
    others = (phrase("po.finish.unplaced", players=unplaced),) if len(unplaced) > 1 else ()
    return place, Ranking(entries, (names[state.finish[0]],), (), others)


def finish_score(state: PostersState) -> ScoreSheet:
    """PO-FINISH: the sheet of a game entered by its finishing order alone (no turn to explain)."""
    info = find_game(GAME_ID)
    place, ranking_ = finish_ranking(state)
    lines = tuple(ScoreLine(label=str(i + 1), subject=state.names[s], winner=state.names[s] if i == 0 else None,
                            points=i + 1, rules=("PO-FINISH",),
                            explanation=(phrase("po.finish.line", side=state.names[s], place=i + 1),))
                  for i, s in enumerate(state.finish))
    return ScoreSheet(
        game=GAME_ID, game_name=info.name, variant=state.variant, variant_name=None,
        settings={h: True for h in sorted(state.house_rules)}, players=state.players, lines=lines,
        totals=place, extra_totals={}, ranking=ranking_, notes=(phrase("po.finish.note"),),
        columns=(phrase("po.finish.col.place"), phrase("po.col.side"), phrase("po.finish.col.won"),
                 phrase("po.finish.col.place")),
        headline=(phrase("po.finish.headline"),), finished=True, total_key="po.finish.total_line",
        teams=team_names(state))


def team_names(state: PostersState) -> frozenset[str]:
    """The sides that are teams (a team's win is said in the plural)."""
    return frozenset(s.info.name for s in state.sides if len(s.members) > 1)


def score(state: PostersState, result: Replay | None = None) -> ScoreSheet:
    """The score sheet of the log; never refuses: refused claims are listed, not applied."""
    if state.finish:
        return finish_score(state)
    result = result or replay(state)
    table = result.table
    names = state.names
    info = find_game(GAME_ID)
    variant = next(v for v in info.variants if v.id == state.variant)
    found = violations(state, result)
    penalties = {n: 0 for n in names}
    for record in result.turns:
        penalties[names[record.side]] += sum(1 for e in record.events if e.code and e.rule in PENALTY_RULES)
    stuck = {n: 0 for n in names}
    for _, side in table.posted:
        stuck[names[side]] += 1
    notes: list[Phrase] = []
    if state.board.example:
        notes.append(phrase("po.note.example_board"))  # the board's label says "reconstructed" too: said once
    refused = sum(1 for v in found if v.is_error)
    if refused:
        notes.append(phrase("po.note.refused", count=refused))
    if table.winner is None:
        notes.append(phrase("po.note.not_over"))
    count = len(names)
    headline = (phrase("po.headline.variant", variant=variant.name),
                phrase("po.headline.deal", sides=count, deal=DEAL_BY_SIDES[count],
                       reserve=state.board.posters - count * DEAL_BY_SIDES[count], posters=state.board.posters),
                *[phrase("po.headline.team", side=s.info.name, members=list(s.members))
                  for s in state.sides if len(s.members) > 1],
                *[phrase("po.headline.house", rule=h.name, about=h.description)
                  for h in info.house_rules if h.id in state.house_rules])
    return ScoreSheet(
        game=GAME_ID, game_name=info.name, variant=state.variant, variant_name=None,
        settings={h: True for h in sorted(state.house_rules)},
        players=state.players, lines=tuple(_line(names, r) for r in result.turns),
        totals={n: table.hands[i] for i, n in enumerate(names)},
        extra_totals={"po_stuck": stuck, "po_penalties": penalties}, ranking=ranking(state, result),
        notes=tuple(notes), columns=COLUMNS, headline=headline, finished=table.winner is not None,
        total_key="po.total_line", teams=team_names(state))
