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


def stored_label(label: str | Phrase) -> str:
    """The label as the store keeps it."""
    if isinstance(label, Phrase):
        return PHRASE_MARK + json.dumps({"key": label.key, "params": label.params}, ensure_ascii=False)
    return label


def label_text(stored: str | None, lang: str) -> str:
    """A stored label in words, in `lang` (plain labels as they are)."""
    if not stored:
        return ""
    if stored.startswith(PHRASE_MARK):
        try:
            data = json.loads(stored[len(PHRASE_MARK):])
            return render(phrase(data["key"], **data["params"]), lang)
        except (ValueError, KeyError, TypeError):
            return stored
    return stored
