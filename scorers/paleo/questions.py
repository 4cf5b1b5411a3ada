"""The rules questions that start arguments at the table, each answered with the rule it rests on.

Every function returns an `Answer`: a short verdict, the reasons in words and the rule ids. They never
raise on a question the rules do not cover: the answer says so (`pa.q.not_in_game`).
"""

from __future__ import annotations

from dataclasses import dataclass

from scorers.i18n import Phrase, phrase
from scorers.paleo.rules import (
    CAPTURES,
    EXPLORER,
    KEY_TAKERS,
    MERCENARY,
    PALEO,
    PIECE_KINDS,
    ROI,
)

ACTIONS = ("capture", "take_key", "open_door")
#: Question ids in the order the app offers them.
QUESTIONS = ("may", "several", "sanctuary", "returned", "freeing")


@dataclass(frozen=True)
class Answer:
    verdict: Phrase
    reasons: tuple[Phrase, ...]
    rules: tuple[str, ...]
    yes: bool | None = None
    captured: tuple[int, ...] = ()  # `several`: indexes of the touched pieces captured


def _piece(kind: str) -> Phrase:
    return phrase(f"pa.piece.{kind}")


def _pieces(kind: str) -> Phrase:
    return phrase(f"pa.pieces.{kind}")


def _game(game: str) -> Phrase:
    return phrase(f"game.{game}")


def may(game: str, piece: str, action: str, target: str | None = None) -> Answer:
    """May this piece capture (that piece) / take a key / open the door, in this game?"""
    if piece not in PIECE_KINDS[game] or action not in ACTIONS:
        return Answer(phrase("pa.q.no"), (phrase("pa.q.not_in_game", pieces=_pieces(piece), game=_game(game)),), ())
    if action == "capture":
        targets, rule = CAPTURES[game][piece]
        if target is None:
            reason = (phrase("pa.q.captures", pieces=_pieces(piece), targets=[_pieces(t) for t in targets])
                      if targets else phrase("pa.q.captures_nothing", pieces=_pieces(piece)))
            return Answer(phrase("pa.q.yes" if targets else "pa.q.no"), (reason,), (rule,), bool(targets))
        yes = target in targets
        return Answer(phrase("pa.q.yes" if yes else "pa.q.no"),
                      (phrase("pa.q.capture_yes" if yes else "pa.q.capture_no", pieces=_pieces(piece),
                              targets=_pieces(target), game=_game(game)),), (rule,), yes)
    if game != PALEO:
        return Answer(phrase("pa.q.no"), (phrase(f"pa.q.no_keys.{game}"),), ("RO-PIECES" if game == ROI
                                                                            else "ES-PIECES",), False)
    yes = piece in KEY_TAKERS[game]
    rule = "PA-EXPLORER" if piece == EXPLORER else "PA-MERCENARY"
    reasons = [phrase(f"pa.q.{action}_{'yes' if yes else 'no'}", pieces=_pieces(piece))]
    if action == "open_door" and yes:
        reasons.append(phrase("pa.q.door_needs_keys"))
        return Answer(phrase("pa.q.yes"), tuple(reasons), (rule, "PA-DOOR"), True)
    return Answer(phrase("pa.q.yes" if yes else "pa.q.no"), tuple(reasons), (rule,), yes)


@dataclass(frozen=True)
class Touched:
    """A piece a Mercenary touched in one shot, in the order it was touched (or, when that order cannot be
    told, nearest to the Mercenary after the shot first)."""

    kind: str = EXPLORER
    in_base_camp: bool = False
    just_returned: bool = False
    direct: bool = True


def several(touched: list[Touched], order_known: bool = True, played: bool = True, game: str = PALEO,
            nearest: int | None = None) -> Answer:
    """What a Mercenary captures when it touches several opposing pieces in one shot (PA-MULTI).

    Our reading of the sheet: every piece touched outside its base camp is captured; of the pieces touched
    in their base camp only the first one is (so one outside and one inside: both, as the sheet says). When
    which was touched first cannot be told (`order_known` False), it is the one nearest to the Mercenary
    after the shot: `nearest`, the index of that piece in `touched`. Without it, and with two or more pieces
    that could be it, the answer is the question the table must settle (which is nearest: `yes` None), never
    a guess; a `nearest` that is not one of those pieces is said to be so."""
    if not played:
        return Answer(phrase("pa.q.nothing"), (phrase("pa.q.not_played"),), ("PA-DIRECT",), False)
    targets = CAPTURES[game][MERCENARY][0]
    in_camp = [i for i, p in enumerate(touched)
               if p.direct and p.kind in targets and not p.just_returned and p.in_base_camp]
    ask = False
    if order_known:
        chosen = in_camp[0] if in_camp else None
    elif nearest is not None and nearest not in in_camp:
        return Answer(phrase("pa.q.not_a_position"), (phrase("pa.q.nearest_not_in_camp", n=nearest + 1),),
                      ("PA-MULTI",), None)
    elif nearest is None and len(in_camp) > 1:
        chosen, ask = None, True
    else:
        chosen = nearest if nearest is not None else (in_camp[0] if in_camp else None)
    reasons: list[Phrase] = []
    rules: list[str] = ["PA-MULTI"]
    captured: list[int] = []
    for i, piece in enumerate(touched):
        n = i + 1
        if not piece.direct:
            reasons.append(phrase("pa.q.indirect", n=n))
            rules.append("PA-DIRECT")
        elif piece.kind not in targets:
            reasons.append(phrase("pa.q.not_a_target", n=n, pieces=_pieces(piece.kind)))
            rules.append(CAPTURES[game][MERCENARY][1])
        elif piece.just_returned:
            reasons.append(phrase("pa.q.safe_return", n=n))
            rules.append("PA-SAFE-RETURN")
        elif not piece.in_base_camp:
            captured.append(i)
            reasons.append(phrase("pa.q.outside", n=n))
        elif i == chosen:
            captured.append(i)
            reasons.append(phrase("pa.q.first_in_camp" if order_known else "pa.q.nearest_in_camp", n=n))
        elif not ask:
            reasons.append(phrase("pa.q.later_in_camp" if order_known else "pa.q.not_nearest_in_camp", n=n))
    if ask:
        which = phrase("pa.q.ask_nearest", pieces=[str(i + 1) for i in in_camp])
        return Answer(which, tuple(reasons), tuple(dict.fromkeys(rules)), None, tuple(captured))
    verdict = (phrase("pa.q.captured", pieces=[str(i + 1) for i in captured]) if captured
               else phrase("pa.q.nothing"))
    return Answer(verdict, tuple(reasons), tuple(dict.fromkeys(rules)), bool(captured), tuple(captured))


def sanctuary(players: int, piece: str, whose: str, pushed: str | None = None) -> Answer:
    """What happens when a piece enters a sanctuary: its own side's (`whose="own"`) or an opposing one,
    on its own or pushed by an opposing piece (`pushed` = that piece's kind)."""
    reasons: list[Phrase] = [phrase("pa.q.entered")]
    rules = ["PA-SANCTUARY"]
    if whose == "own":
        reasons.append(phrase("pa.q.own_sanctuary", piece=_piece(piece)))
        rules.append("PA-OWN-SANCTUARY")
    else:
        reasons.append(phrase("pa.q.back_to_camp", piece=_piece(piece)))
        rules.append("PA-OPPOSING-SANCTUARY")
        if piece == EXPLORER:
            reasons.append(phrase("pa.q.takes_key"))
        else:
            reasons.append(phrase("pa.q.no_key", pieces=_pieces(piece)))
        reasons.append(freeing(players).reasons[0])
        rules.append("PA-EXCHANGE" if players == 2 else "PA-FREE")
    if pushed:
        reasons.append(phrase("pa.q.pushed", pusher=_piece(pushed)))
        rules.append("PA-PUSHED")
    reasons.append(phrase("pa.q.safe_this_turn"))
    rules.append("PA-SAFE-RETURN")
    return Answer(phrase("pa.q.saved" if pushed else "pa.q.enters"), tuple(reasons), tuple(rules), True)


def returned() -> Answer:
    """A piece back on its base camp after a sanctuary is touched by a Mercenary that same turn."""
    return Answer(phrase("pa.q.nothing"), (phrase("pa.q.safe_return_long"),), ("PA-SAFE-RETURN",), False)


def freeing(players: int) -> Answer:
    """Entering an opposing sanctuary: exchange at 2 players, free at 3 and 4 (PA-EXCHANGE, PA-FREE)."""
    if players == 2:
        return Answer(phrase("pa.q.exchange"), (phrase("pa.q.exchange_long"),), ("PA-EXCHANGE",), True)
    extra = phrase("pa.q.free_3" if players == 3 else "pa.q.free_4")
    return Answer(phrase("pa.q.free"), (phrase("pa.q.free_long"), extra),
                  ("PA-FREE", "PA-FREE-3" if players == 3 else "PA-FREE-4"), True)


__all__ = ["ACTIONS", "QUESTIONS", "Answer", "Touched", "freeing", "may", "returned", "sanctuary",
           "several"]
