"""The one small family of errors raised on bad input or on applying something illegal.

Checking never raises: `check(...)` functions return `Violation`s. These errors are for the
boundaries: a file that cannot be read, a state that cannot be built, a move applied although
it is illegal, a score asked of a state that cannot exist. Each carries a machine code and the
locations involved, so that the command line, the app and the PDF say the same thing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from scorers.i18n import Phrase, render


@dataclass(frozen=True)
class Problem:
    """One located reason an input was refused: `board[2]: 'q7' is not a cell`. A message given as a
    Phrase is said in the reader's language by `text(lang)`; `message` stays plain (English) text."""

    where: str
    message: str
    phrase: Phrase | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if isinstance(self.message, Phrase):
            object.__setattr__(self, "phrase", self.message)
            object.__setattr__(self, "message", render(self.message, "en"))

    def said(self, lang: str = "en") -> str:
        """The message alone, in `lang` when it was given as a Phrase."""
        return self.message if self.phrase is None else render(self.phrase, lang)

    def text(self, lang: str = "en") -> str:
        message = self.said(lang)
        return render(Phrase("out.located", {"where": self.where, "message": message}), lang) if self.where else message

    def __str__(self) -> str:
        return self.text()


class RefereeError(ValueError):
    """Base of every error this project raises on purpose."""

    code = "referee-error"

    def __init__(self, problems: list[Problem] | str | Phrase, violations: tuple = ()) -> None:
        if isinstance(problems, (str, Phrase)):
            problems = [problems]
        self.violations = tuple(violations)
        self.problems: list[Problem] = [_as_problem(p, self.violations[i] if len(problems) == len(self.violations)
                                                    else None) for i, p in enumerate(problems)]
        super().__init__("; ".join(str(p) for p in self.problems))


def _as_problem(item: Problem | str | Phrase, violation=None) -> Problem:
    """Rules may name their reasons as plain text ("where: message"); the boundaries want them located
    (`--json` prints `where` and `message` apart), so the text of a violation takes that violation's place."""
    if isinstance(item, Problem):
        return item
    if isinstance(item, Phrase):  # said in the reader's language (`Problem.text`)
        return Problem("", item)
    where = getattr(violation, "where", "") or ""
    text = str(item)
    if where and text.startswith(f"{where}: "):
        return Problem(where, text[len(where) + 2:])
    return Problem("", text)


class UnreadableInput(RefereeError):
    """The input is not JSON, not a file, or not even an object."""

    code = "unreadable-input"


class UnknownGame(RefereeError):
    """The game id (or alias) names no game of the registry."""

    code = "unknown-game"


class NotBuilt(UnknownGame):
    """The game is in the registry, but its rules are not built yet."""

    code = "not-built"


class InvalidState(RefereeError):
    """The input is readable but does not describe a state of the game (wrong shape or values)."""

    code = "invalid-state"


class ImpossibleState(RefereeError):
    """The state is well formed but cannot exist at a real table (more tiles than the supply...).

    Carries the error-level violations that make it impossible.
    """

    code = "impossible-state"


class UnwritableOutput(RefereeError):
    """An output file (PDF, game file, export, backup) cannot be written where it was asked."""

    code = "unwritable-output"


class IllegalMove(RefereeError):
    """A move was applied although the rules forbid it. Carries the violations."""

    code = "illegal-move"


@dataclass
class _Collector:
    """Gathers located problems so a whole input is reported at once, not the first fault only."""

    problems: list[Problem] = field(default_factory=list)

    def add(self, where: str, message: str | Phrase) -> None:
        self.problems.append(Problem(where, message))

    def raise_if_any(self, error: type[RefereeError] = InvalidState) -> None:
        if self.problems:
            raise error(self.problems)


ProblemCollector = _Collector
