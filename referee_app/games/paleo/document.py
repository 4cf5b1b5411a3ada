"""The document the app saves for Paleo, Le Roi and Escarmouche: the public game file, and nothing the
rules decide. Every change appends one entry to the file (a round, a king captured, an event) and is
refused, with the rule's own words, when the rules (`scorers.paleo`) find it breaks one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict

from referee_app.changes import Change, Refusal, read_scores
from scorers.errors import RefereeError
from scorers.i18n import Phrase, phrase
from scorers.paleo.match import check_next_reefs, seats
from scorers.paleo.model import Reef
from scorers.paleo.reefs import expected_placers, next_placer, order_phrase, permanent_reefs
from scorers.paleo.rules import PALEO, ROI, TEAM_PLAYERS
from scorers.paleo.survival import escarmouche_story, roi_story
from scorers.registry import find_game
from scorers.sheet import ScoreSheet
from scorers.violations import Violation

#: The list each game appends to.
ENTRIES = {PALEO: "rounds", ROI: "captures", "paleo-escarmouche": "events"}


class PaleoDocument(BaseModel):
    model_config = ConfigDict(frozen=True)
    file: dict[str, Any]
    finished: bool = False
    #: Paleo: the reefs placed so far for the round to come (side names, in order); they go into that round.
    reefs: tuple[str, ...] = ()


def new_document(game: str, players: list[dict[str, str]], teams: bool = False, date: str | None = None
                 ) -> PaleoDocument:
    """A new game; at 4 players with `teams`, seats 1 and 2 against 3 and 4 (Paleo: teams always)."""
    file: dict[str, Any] = {"game": game, "players": players, ENTRIES[game]: []}
    if len(players) == TEAM_PLAYERS and (teams or game == PALEO) and game in (PALEO, ROI):
        names = [p["name"] for p in players]
        file["teams"] = [names[:2], names[2:]]
    if date:
        file["date"] = date
    doc = PaleoDocument(file=file)
    state_of(doc)  # raises a RefereeError when the players do not fit
    return doc


def rules_of(doc: PaleoDocument):
    return find_game(doc.file["game"]).rules()


def state_of(doc: PaleoDocument):
    return rules_of(doc).parse(doc.file)


def _reason(violation: Violation) -> Phrase:
    """A refusal reason said in the rule's words, its id kept apart (the violation banner shows it on a tap)."""
    return phrase("ui.banner.reason", rule=violation.rule_id, text=violation.text)


def _append(doc: PaleoDocument, entry: dict[str, Any], label: Phrase) -> Change | Refusal:
    """The file with one more entry, unless the rules find an error in it (earlier entries were all
    accepted, so an error now is the new entry's)."""
    key = ENTRIES[doc.file["game"]]
    return _checked({**doc.file, key: [*doc.file.get(key, []), entry]}, label)


def _checked(file: dict[str, Any], label: Phrase) -> Change | Refusal:
    """The document with `file`, unless the rules find an error in it (the file before had none, so an error
    now is the change's)."""
    rules = find_game(file["game"]).rules()
    try:
        state = rules.parse(file)
    except RefereeError as error:
        return Refusal(tuple(phrase("ui.problem", text=str(p)) for p in error.problems))
    refused = [_reason(v) for v in rules.check(state) if v.is_error]
    if refused:
        return Refusal(tuple(refused))
    over, _, _ = rules.end_status(state)
    return Change(PaleoDocument(file=file, finished=bool(over)), label)  # the pending reefs went in


def _next_round(doc: PaleoDocument) -> int:
    """The number of the round an entry is for (the reefs placed now go into it)."""
    return len(doc.file.get("rounds", [])) + 1


def _win(winner: str, how: str) -> Phrase | str:
    """How the round was won, in the sheet's short words ("Alice by the door"); a way the rules do not know
    is refused by them, and keeps its name meanwhile."""
    return phrase(f"pa.win.{how}.short", side=winner) if how in ("door", "capture") else f"{winner} ({how})"


def add_round(doc: PaleoDocument, winner: str, how: str) -> Change | Refusal:
    """A round won by `winner` (a side's name) by the door or by capture (PA-DOOR, PA-CAPTURE, PA-MATCH),
    with the reefs placed before it, if any."""
    entry: dict[str, Any] = {"winner": winner, "how": how}
    if doc.reefs:
        entry["reefs"] = list(doc.reefs)
    return _append(doc, entry, phrase("pa.change.round", n=_next_round(doc), win=_win(winner, how)))


def add_recorded_round(doc: PaleoDocument, record: dict[str, dict[str, Any]]) -> Change | Refusal:
    """A round given by its record (side -> keys, on_door, captured, freed/exchanged): the rules derive who
    won and how, or refuse it (PA-ROUND-END, PA-PIECES, PA-EXCHANGE, PA-FREE...)."""
    entry: dict[str, Any] = {"record": record}
    if doc.reefs:
        entry["reefs"] = list(doc.reefs)
    return _append(doc, entry, phrase("pa.change.recorded", n=_next_round(doc)))


def place_reef(doc: PaleoDocument, side: str) -> Change | Refusal:
    """`side` places one reef before the next round; refused out of turn or one too many (PA-REEF-*)."""
    state = state_of(doc)
    names = [s.name for s in state.sides]
    reefs = tuple(Reef(names.index(n)) for n in (*doc.reefs, side))
    refused = [_reason(v) for v in check_next_reefs(state, reefs) if v.is_error]
    if refused:
        return Refusal(tuple(refused))
    return Change(doc.model_copy(update={"reefs": (*doc.reefs, side)}),
                  phrase("pa.change.reef", n=_next_round(doc), side=side))


def clear_reefs(doc: PaleoDocument) -> Change:
    """Start the placement again (PA-REEF-KEEP: or keep the reefs of the round before)."""
    return Change(doc.model_copy(update={"reefs": ()}), phrase("pa.change.reefs_cleared", n=_next_round(doc)))


@dataclass(frozen=True)
class ReefTurn:
    """Where the placement before the next round stands (PA-REEF-ORDER, PA-REEF-COUNT, PA-REEF-PERMANENT)."""

    next: str | None
    placed: int
    total: int
    order: Phrase
    permanent: Phrase


def reef_turn(doc: PaleoDocument) -> ReefTurn:
    state = state_of(doc)
    names = [s.name for s in state.sides]
    order = seats(state, len(state.rounds))
    players = len(state.players)
    placer = next_placer(players, order, len(doc.reefs))
    return ReefTurn(names[placer] if placer is not None else None, len(doc.reefs),
                    len(expected_placers(players, order)), order_phrase(players, [names[s] for s in order]),
                    permanent_reefs(players))


def add_capture(doc: PaleoDocument, king: str, by: str, piece: str, touched_first: bool = False) -> Change | Refusal:
    """Le Roi: `by`'s piece touched `king`'s king (RO-*)."""
    entry: dict[str, Any] = {"king": king, "by": by, "piece": piece}
    if touched_first:
        entry["touched_first"] = True
    return _append(doc, entry, phrase("ro.change.capture", king=phrase("ro.king_of", player=king), by=by))


def add_event(doc: PaleoDocument, event: str, player: str, by: str | None = None, was_killer: bool = False
              ) -> Change | Refusal:
    """Escarmouche: a killer made, a piece killed by `by`'s killer, or a piece off the board (ES-*)."""
    entry: dict[str, Any] = {"event": event, "player": player}
    if by:
        entry["by"] = by
    if was_killer:
        entry["was_killer"] = True
    return _append(doc, entry, _event_label(event, player, by, was_killer))


def _event_label(event: str, player: str, by: str | None, was_killer: bool) -> Phrase:
    """An Escarmouche event as the undo names it: whose piece, what became of it, and by whose killer."""
    if event == "kill" and by:
        return phrase("es.change.kill_killer" if was_killer else "es.change.kill", player=player, by=by)
    if event in ("killer", "off"):
        return phrase(f"es.change.{event}", player=player)
    # a kill with no killer named, or an event the rules do not know: they refuse it, so it is never said
    return phrase("es.event.kill", player=player) if event == "kill" else phrase("ui.problem", text=event)


def add_winner(doc: PaleoDocument, side: str) -> Change | Refusal:
    """Le Roi, Escarmouche: the game entered as its winner alone, the side the table saw win (RO-WINNER,
    ES-WINNER): one change, one undo; refused by the rules beside a logged capture or event, or for a name that
    is no side."""
    prefix = "ro" if doc.file["game"] == ROI else "es"
    return _checked({**doc.file, "winner": side}, phrase(f"{prefix}.change.winner", side=side))


def add_final_scores(doc: PaleoDocument, typed: dict[str, str]) -> Change | Refusal:
    """Paleo: the match entered as each side's final score, as typed (PA-FINAL): one change, one undo; refused
    in the reader's words, naming the side, when one is not a number, in the rule's when the rules find they
    cannot be this match's final scores (beside a round, over 5, no winner...)."""
    scores = read_scores(typed, "pa.ui.final.not_number")
    if isinstance(scores, Refusal):
        return scores
    return _checked({**doc.file, "final": scores}, phrase("pa.change.final"))


def final_open(doc: PaleoDocument) -> bool:
    """Paleo: whether the final scores may still be entered: no round logged, none entered (PA-FINAL: they are
    the whole log)."""
    return not doc.file.get("rounds") and doc.file.get("final") is None


def winner_open(doc: PaleoDocument) -> bool:
    """Whether the winner alone may still be entered: nothing logged, no winner entered (RO-WINNER, ES-WINNER:
    it is the whole log)."""
    return not doc.file.get(ENTRIES[doc.file["game"]]) and doc.file.get("winner") is None


def set_finished(doc: PaleoDocument, finished: bool) -> Change:
    return Change(doc.model_copy(update={"finished": finished}),
                  phrase("ui.change.finished" if finished else "ui.change.reopened"))


def kings_standing(doc: PaleoDocument) -> list[bool]:
    """Le Roi: whose king still stands, in seat order (as the rules counted)."""
    return roi_story(state_of(doc)).kings


def pieces_and_killers(doc: PaleoDocument) -> tuple[list[int], list[int]]:
    """Escarmouche: each player's pieces left and killers among them (as the rules counted)."""
    story = escarmouche_story(state_of(doc))
    return story.pieces, story.killers


def side_names(doc: PaleoDocument) -> list[str]:
    return [s.name for s in state_of(doc).sides]


@dataclass(frozen=True)
class Report:
    violations: tuple[Violation, ...]
    over: bool
    end: Phrase
    sheet: ScoreSheet | None


def report(doc: PaleoDocument) -> Report:
    """The checks, the end of the game and the sheet, from the rules, for the document as it stands."""
    rules = rules_of(doc)
    state = rules.parse(doc.file)
    violations = rules.check(state)
    over, end, _ = rules.end_status(state)
    try:
        sheet = rules.score(state)
    except RefereeError:
        sheet = None
    return Report(tuple(violations), bool(over), end, sheet)
