"""The games the independent referee covers: its referee, its generator, and which disagreements are
the known issue-13 items (expected until the fixes on other branches are merged)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from . import gen_loopit, gen_paleo, loopit, paleo
from .common import Verdict


@dataclass(frozen=True)
class GameSpec:
    referee: Callable[[dict], Verdict]
    generate: Callable
    known: Callable[[str, Verdict], str | None] = lambda kind, reference: None

    def known_issue(self, kind: str, reference: Verdict) -> str | None:
        return self.known(kind, reference)


def _loopit_known(kind: str, reference: Verdict) -> str | None:
    if kind == "over: project True, reference False (project's check says over: False)":
        return "5"
    if kind.startswith("project accepts, reference refuses (LP-END)") and "turn-after-end-blocked" in reference.tags:
        return "6"
    if kind == "project refuses (file-refused), reference accepts" and "x6" in reference.tags:
        return "7"
    return None


def _paleo_known(kind: str, reference: Verdict) -> str | None:
    if kind.startswith("project refuses (PA-EXCHANGE)") and "several-exchanges" in reference.tags:
        return "1"
    if kind.startswith("leaders differ") and "tie-before-target" in reference.tags:
        return "2"
    return None


GAMES: dict[str, GameSpec] = {
    "loopit": GameSpec(loopit.referee, gen_loopit.generate, _loopit_known),
    "paleo": GameSpec(paleo.referee, gen_paleo.generate_classic, _paleo_known),
    "paleo-roi": GameSpec(paleo.referee_roi, gen_paleo.generate_roi),
    "paleo-escarmouche": GameSpec(paleo.referee_escarmouche, gen_paleo.generate_escarmouche),
}
