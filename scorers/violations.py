"""`Violation`: one broken rule, as the command line, the app and the PDF all show it."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from scorers.i18n import FALLBACK, Phrase, sentence


class Severity(str, Enum):
    """`error`: the state or move cannot stand. `warning`: against the rules, but it stands. `info`: not
    against the rules; what the check could not look at, said so (Hundsgemein's HG-COLOURS)."""

    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


@dataclass(frozen=True)
class Violation:
    """A stable machine `code`, the `rule_id` it breaks, its `severity`, `where` it is, and the text."""

    code: str
    rule_id: str
    severity: Severity
    where: str
    text: Phrase

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def message(self, lang: str = FALLBACK) -> str:
        return sentence(self.text, lang)

    def as_dict(self, lang: str = FALLBACK) -> dict[str, str]:
        return {
            "code": self.code,
            "rule": self.rule_id,
            "severity": self.severity.value,
            "where": self.where,
            "message": self.message(lang),
        }


def errors(violations: list[Violation]) -> list[Violation]:
    return [v for v in violations if v.is_error]


def has_errors(violations: list[Violation]) -> bool:
    return any(v.is_error for v in violations)
