"""The answer to a rules question asked from the position on the table (issue 29): one shape for every game's
questions module (Paleo's own adds the pieces captured)."""

from __future__ import annotations

from dataclasses import dataclass

from scorers.i18n import Phrase


@dataclass(frozen=True)
class Answer:
    """A verdict, the reasons in words and the rule ids they rest on; `yes` None when the question does not
    fit the position (the reasons then say why)."""

    verdict: Phrase
    reasons: tuple[Phrase, ...]
    rules: tuple[str, ...]
    yes: bool | None
