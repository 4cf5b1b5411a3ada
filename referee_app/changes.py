"""What every game's document module returns: a change to save, or a refusal with the rule's words.

A document is a frozen pydantic model; `finished` (when the model has it) marks the game finished in
the saved-games list.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from pydantic import BaseModel

from scorers.i18n import Phrase, phrase, render

#: A change's label is stored as text; a label given as a phrase is stored as this mark + JSON, so that
#: "Undone: ..." is said in the language of the moment, not of the moment of the change.
PHRASE_MARK = "phrase:"


@dataclass(frozen=True)
class Change:
    """A new document and what changed, in words (a phrase with plain text or number parameters)."""

    doc: BaseModel
    label: str | Phrase


@dataclass(frozen=True)
class Refusal:
    """Why a change was not made, as the rules say it."""

    reasons: tuple[Phrase, ...]


def settled(doc: BaseModel) -> bool:
    """Whether a saved game counts as finished in the saved-games list, History and the statistics: the
    table marked it (`finished`), or the rules say it is over, for a document that can tell (`over()`:
    Hundsgemein's board, Loopit). Said at each save, so an undo takes the end back with the change."""
    over = getattr(doc, "over", None)
    return bool(getattr(doc, "finished", False)) or (callable(over) and bool(over()))


#: A parameter that is itself a phrase (a chance card's name) is stored as {PHRASE_PARAM: key, "params": ...}.
PHRASE_PARAM = "phrase"


def _plain(value: object) -> object:
    """A phrase's parameter as JSON can hold it (phrases within phrases kept as phrases)."""
    if isinstance(value, Phrase):
        return {PHRASE_PARAM: value.key, "params": {k: _plain(v) for k, v in value.params.items()}}
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def _phrased(value: object) -> object:
    if isinstance(value, dict) and isinstance(value.get(PHRASE_PARAM), str):
        return phrase(value[PHRASE_PARAM], **{k: _phrased(v) for k, v in dict(value.get("params") or {}).items()})
    if isinstance(value, dict):
        return {k: _phrased(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_phrased(v) for v in value]
    return value


def stored_label(label: str | Phrase) -> str:
    """The label as the store keeps it."""
    if isinstance(label, Phrase):
        return PHRASE_MARK + json.dumps({"key": label.key, "params": _plain(label.params)}, ensure_ascii=False)
    return label


def label_text(stored: str | None, lang: str) -> str:
    """A stored label in words, in `lang` (plain labels as they are)."""
    if not stored:
        return ""
    if stored.startswith(PHRASE_MARK):
        try:
            data = json.loads(stored[len(PHRASE_MARK):])
            return render(phrase(data["key"], **{k: _phrased(v) for k, v in data["params"].items()}), lang)
        except (ValueError, KeyError, TypeError, AttributeError):
            return stored
    return stored


def read_points(typed: str) -> int | float | None:
    """A number as typed ("12", " 12 ", "2,5" on a French keyboard), or None when it is not one; whether it can
    be a turn's points is the rules' question (PG-TOTALS)."""
    text = typed.strip().replace(",", ".")
    for kind in (int, float):
        try:
            number = kind(text)
        except ValueError:
            continue
        return number if number == number and abs(number) != float("inf") else None  # NaN, infinities
    return None


def read_scores(typed: dict[str, str], not_number: str) -> dict[str, int | float] | Refusal:
    """Each side's score as typed (`read_points`; 12.0 read as 12), or the refusal, in the reader's words
    (`not_number`'s key, with the side and the text), of the first that is not a number. Whether they can be
    the match's final scores is the rules' question (PG-FINAL, Paleo's PA-FINAL)."""
    scores: dict[str, int | float] = {}
    for side, text in typed.items():
        points = read_points(text)
        if points is None:
            return Refusal((phrase(not_number, player=side, text=text.strip()),))
        scores[side] = int(points) if isinstance(points, float) and points.is_integer() else points
    return scores
