"""The games the independent referee covers: its referee, its generator, and which disagreements are
known: the issue-13 items ("1".."7", fixed) and the new findings of this check
("N1", "N2": found by this check and fixed since, see test_against_reference.CASES; "N3": Hundsgemein,
found by this check, open; "F1": a final-scores entry (PG-FINAL) of Pitchanque, found by this check and fixed).
"final:<game id>" entries are a whole match entered as its final scores (paleo_games_final)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from . import (
    gen_hundsgemein,
    gen_loopit,
    gen_paleo,
    gen_paleo_games,
    hundsgemein,
    loopit,
    paleo,
    paleo_games,
    paleo_games_final,
)
from .common import Verdict


@dataclass(frozen=True)
class GameSpec:
    referee: Callable[[dict], Verdict]
    generate: Callable
    known: Callable[[str, Verdict], str | None] = lambda kind, reference: None
    smaller: Callable[[dict], list[dict]] = lambda state: []  # one-step smaller files, beyond the log entries

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
    if kind.startswith("project refuses (PA-REEF-ORDER)") and "rotation-after-told-seats" in reference.tags:
        return "N1"  # new: the default seat rotation ignores the seats a round told
    return None


def _kayak_known(kind: str, reference: Verdict) -> str | None:
    if "PG-TURN" in kind and "everyone-skipped-at-once" in reference.tags:
        return "N2"  # new: fault-skips-turn loses a later skip once every player skipped at once
    return None


def _pitchanque_known(kind: str, reference: Verdict) -> str | None:
    if kind.startswith("project accepts, reference refuses (PQ-FIRST)"):
        return "3"
    return None


def _hockey_known(kind: str, reference: Verdict) -> str | None:
    # item 4: the project crashes on the rule it detects (hk.not_attacker has no text)
    if kind.startswith("project crash") and "hk.not_attacker" in kind:
        return "4"
    return None


def _hundsgemein_known(kind: str, reference: Verdict) -> str | None:
    # N3 (new, open): expert, a street whose only fleas stand on the centre (runs 0 + 0): the sheet's
    # tie-break on most tiles gives the dog; the project discards it as if the street were empty.
    if "expert-no-run-won-by-tiles" in reference.tags and (
            kind in ("totals differ", "street dog winners differ") or kind.startswith(("winners", "leaders"))):
        return "N3"
    return None


GAMES: dict[str, GameSpec] = {
    "hundsgemein": GameSpec(hundsgemein.referee, gen_hundsgemein.generate, _hundsgemein_known,
                            gen_hundsgemein.smaller),
    "loopit": GameSpec(loopit.referee, gen_loopit.generate, _loopit_known),
    "paleo": GameSpec(paleo.referee, gen_paleo.generate_classic, _paleo_known),
    "paleo-roi": GameSpec(paleo.referee_roi, gen_paleo.generate_roi),
    "paleo-escarmouche": GameSpec(paleo.referee_escarmouche, gen_paleo.generate_escarmouche),
    "paleo-points": GameSpec(paleo_games.referee_points, gen_paleo_games.generate_points),
    "paleo-billard-double": GameSpec(paleo_games.referee_double, gen_paleo_games.generate_double),
    "paleo-cricket": GameSpec(paleo_games.referee_cricket, gen_paleo_games.generate_cricket),
    "paleo-billard-compte": GameSpec(paleo_games.referee_compte, gen_paleo_games.generate_compte),
    "paleo-kayak": GameSpec(paleo_games.referee_kayak, gen_paleo_games.generate_kayak, _kayak_known),
    "pitchanque": GameSpec(paleo_games.referee_pitchanque, gen_paleo_games.generate_pitchanque, _pitchanque_known),
    "paleo-frontiere": GameSpec(paleo_games.referee_frontiere, gen_paleo_games.generate_frontiere),
    "paleo-hockey": GameSpec(paleo_games.referee_hockey, gen_paleo_games.generate_hockey, _hockey_known),
}

# A whole match entered as its final scores (PG-FINAL): one entry per game, "final:<game id>".


def _final_known(kind: str, reference: Verdict) -> str | None:
    # F1 (fixed): Pitchanque final scores, the winner on 13 + its pieces with the loser on 0 (that mène needs
    # the loser to have thrown first, so to have scored the mène before).
    if (kind.startswith("project accepts, reference refuses (FINAL-END)")
            and "pq-most-needs-loser-point" in reference.tags):
        return "F1"
    return None


GAMES.update({f"final:{game_id}": GameSpec(paleo_games_final.referee_final, paleo_games_final.generate_final(game_id),
                                           _final_known)
              for game_id in paleo_games_final.FINAL_GAMES})
