"""Replays kept between calls: a changed log is played on from where it agrees with a kept one.

The app re-scores the whole log on every tap, and check, score and the end status each ask for the
replay. A game that replays its log keeps its last few replays here, keyed by its set-up (everything
but the log); a log that starts with a kept log's entries reuses what the kept replay made of them.
This is sound for a game whose replay of an entry depends only on the set-up, the entries before it
and the entry itself, which is what replaying a log means.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any, Generic, TypeVar

P = TypeVar("P")


def agreeing(kept: Sequence, log: Sequence) -> int:
    """How many entries the two logs share from the start."""
    same = 0
    for mine, theirs in zip(kept, log):
        if mine is not theirs and mine != theirs:
            break
        same += 1
    return same


class KeptReplays(Generic[P]):
    """The last `size` replays of one game: (set-up, log, what the replay made of it)."""

    def __init__(self, size: int = 8) -> None:
        self.size = size
        self._kept: list[tuple[Any, tuple, P]] = []
        self._lock = threading.Lock()  # the app may score from more than one thread

    def best(self, setup: Any, log: tuple) -> tuple[P, int] | None:
        """The kept replay of this set-up whose log agrees longest with `log`, and for how many entries."""
        with self._lock:
            kept = list(self._kept)
        found = None
        for kept_setup, kept_log, payload in kept:
            if kept_setup != setup:
                continue
            same = agreeing(kept_log, log)
            if found is None or same > found[1]:
                found = (payload, same)
        return found

    def keep(self, setup: Any, log: tuple, payload: P) -> None:
        with self._lock:
            # a kept replay that this log extends answers nothing this one does not
            self._kept[:] = [k for k in self._kept
                             if not (k[0] == setup and agreeing(k[1], log) == len(k[1]))]
            self._kept.insert(0, (setup, log, payload))
            del self._kept[self.size:]

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()
