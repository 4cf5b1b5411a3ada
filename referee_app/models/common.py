"""What every game's document module returns: a change to save, or a refusal with the rule's words.

A document is a frozen pydantic model; `finished` (when the model has it) marks the game finished in
the saved-games list.
"""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import BaseModel

from scorers.i18n import Phrase


@dataclass(frozen=True)
class Change:
    doc: BaseModel
    label: str


@dataclass(frozen=True)
class Refusal:
    """Why a change was not made, as the rules say it."""

    reasons: tuple[Phrase, ...]
