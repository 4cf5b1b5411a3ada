"""What a turn says: its events (what happened, or a claim refused, with the rule) and the record of
the turn under way that the engine, the cards and the variants write to. Below the table, the engine
and the variants so that each of them imports it without importing the others.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from scorers.i18n import Phrase, phrase
from scorers.posters.board import Panel
from scorers.violations import Severity

ERROR = Severity.ERROR


@dataclass(frozen=True)
class Event:
    """One thing that happened in a turn, or one claim refused, with the rule it applies."""

    text: Phrase
    rule: str
    code: str | None = None  # a violation's code; None for what simply happened
    severity: Severity | None = None
    where: str = ""


@dataclass
class TurnContext:
    """What one turn has done so far (a turn is exactly one option: PO-TURN)."""

    index: int
    side: int
    kind: str | None = None  # "move", "exchange" or "chance" once one is done
    arrived: Panel | None = None  # the panel whose brush square the pawn just reached
    forced_draw: bool = False  # stopped on a chance square: a card must be drawn (full game)
    replay: bool = False  # the side plays again at once
    fog: int = 0  # posters a "Foncez dans le brouillard" still lets the side stick on any panel (PO-FOG)
    events: list[Event] = field(default_factory=list)

    def say(self, key: str, rule: str, **params) -> None:
        self.events.append(Event(phrase(key, **params), rule))

    def violations_so_far(self) -> bool:
        return any(e.code for e in self.events)

    def refuse(self, code: str, rule: str, where: str, key: str, severity: Severity = ERROR, **params) -> None:
        self.events.append(Event(phrase(key, **params), rule, code, severity, where))
