"""Keeping the games in the browser build: the copy to the browser's storage tried again until it is
taken, and what the app says about keeping them (issue 25, item 8).

In the browser build the games live in a file in memory, copied to IndexedDB after each commit
(`referee_app/browser.py`). The browser may refuse a copy (its storage is full: QuotaExceededError) and
may clear its storage when the device runs short of space unless it granted persistent storage. Neither
may pass in silence:
- `Copier`: one copy at a time; a copy refused is tried again after RETRY_AFTER_S, at the next commit,
  and when the user moves to another screen or taps "Try again" (no thread: an event-loop timer, as in
  Pyodide);
- `Safekeeping.notice()`: what the banner says, if anything: a copy refused (on every screen, until a copy
  is taken or the user closes it), storage the browser may clear (Home, until the user answers once), a
  backup suggested after BACKUP_EVERY_FINISHED finished games since the last backup or "Later" (fewer
  when the storage may be cleared). The answers are kept in the store's settings, so they hold across
  visits.

Nothing here draws (components/keeping_banner.py does) or calls the browser (browser.py feeds in what
IndexedDB and `navigator.storage` answered): it runs, and is tested, on plain CPython.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from scorers.i18n import Phrase, phrase

#: Seconds before a copy the browser refused is tried again; the last delay repeats until one is taken.
RETRY_AFTER_S = (5.0, 15.0, 60.0)
#: Games finished since the last backup (or the last "Later") before the app suggests a backup.
BACKUP_EVERY_FINISHED = 5
#: The same when the browser may clear its storage (it did not grant persistent storage).
BACKUP_EVERY_FINISHED_UNKEPT = 2
#: The store's setting that keeps the user's answers: {"finished": <finished games at the last backup or
#: "Later">, "told_unkept": <the user has seen that the storage may be cleared>}.
REMINDER_SETTING = "backup_reminder"

#: The kinds of notice, most urgent first.
NOT_SAVED, UNKEPT, BACKUP_DUE = "not-saved", "unkept", "backup-due"


class Copier:
    """Copies made by `copy()` (an awaitable), one at a time: a request during a copy makes one more copy
    when it ends (it takes every change made meanwhile). A refused copy is tried again after
    `delays` (the last one repeating), at the next `request()` and at `retry()`; a copy taken cancels the
    timer. `listeners` hear of every copy that ended (taken or refused)."""

    def __init__(self, copy: Callable[[], Awaitable[Any]], delays: tuple[float, ...] = RETRY_AFTER_S) -> None:
        self._copy = copy
        self.delays = delays
        self.listeners: list[Callable[[Copier], None]] = []
        self.copies = 0  # copies ended, taken or refused
        self.failures = 0  # refused in a row (0: the last copy was taken)
        self.error: str | None = None  # why the last copy was refused
        self.last_copy_ms: float | None = None
        self._busy = False
        self._again = False
        self._timer: asyncio.TimerHandle | None = None

    @property
    def failing(self) -> bool:
        return self.error is not None

    @property
    def busy(self) -> bool:
        return self._busy

    def request(self) -> None:
        """Copy now, or once more after the copy under way."""
        if self._busy:
            self._again = True
            return
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        self._busy = True
        started = time.perf_counter()
        task = asyncio.ensure_future(self._copy())
        task.add_done_callback(lambda future: self._copied(future, started))

    def retry(self) -> None:
        """Try a refused copy again now (a tap, another screen); nothing when the last copy was taken."""
        if self.failing and not self._busy:
            self.request()

    def _copied(self, future: asyncio.Future, started: float) -> None:
        self._busy = False
        self.copies += 1
        self.last_copy_ms = (time.perf_counter() - started) * 1000
        error = future.exception() if not future.cancelled() else asyncio.CancelledError("the copy was cancelled")
        if error is None:
            self.error, self.failures = None, 0
        else:
            self.error, self.failures = str(error) or type(error).__name__, self.failures + 1
        for listener in list(self.listeners):
            listener(self)
        if self._again:
            self._again = False
            self.request()
        elif self.failing:
            delay = self.delays[min(self.failures, len(self.delays)) - 1]
            self._timer = asyncio.get_running_loop().call_later(delay, self.request)

    def next_retry_s(self) -> float | None:
        """Seconds until the next try of a refused copy (None when none is waiting)."""
        if self._timer is None:
            return None
        return max(0.0, self._timer.when() - asyncio.get_running_loop().time())


@dataclass(frozen=True)
class Notice:
    """What the banner says: its kind (NOT_SAVED, UNKEPT, BACKUP_DUE) and its words."""

    kind: str
    said: Phrase


def refusal_reason(error: str) -> Phrase:
    """Why the browser refused a copy, in the user's words: its storage is full, or what it said."""
    if "QuotaExceeded" in error or "quota" in error.lower():
        return phrase("keep.reason.full")
    return phrase("keep.reason.refused", error=error.removeprefix("IndexedDB: "))


class Safekeeping:
    """The browser build's state of keeping the games, and what the app says about it (`notice`).

    `store` gives the settings and the number of finished games (its history); `copier` the copies to the
    browser's storage; `persistent` is what `navigator.storage.persisted()` answered (None: not asked yet).
    `listeners` hear when the notice may have changed (a copy refused or taken, persistence answered)."""

    def __init__(self, store: Any, copier: Copier | None = None, persistent: bool | None = None) -> None:
        self.store = store
        self.copier = copier
        self.persistent = persistent
        self.listeners: list[Callable[[], None]] = []
        self._closed_failure = False  # the user closed the banner of the refusals under way
        if copier is not None:
            copier.listeners.append(self._copied)

    # --- what the browser says ----------------------------------------------------------------------
    def _copied(self, copier: Copier) -> None:
        if not copier.failing:
            self._closed_failure = False  # a later refusal is a new one: said again
        self._changed()

    def set_persistent(self, persistent: bool) -> None:
        if persistent != self.persistent:
            self.persistent = persistent
            self._changed()

    def _changed(self) -> None:
        for listener in list(self.listeners):
            listener()

    # --- the user's answers ---------------------------------------------------------------------------
    def finished_games(self) -> int:
        return self.store.records.history(page_size=1).total

    def _answers(self) -> tuple[int, bool]:
        """(finished games at the last backup or "Later", told that the storage may be cleared); a setting
        of another shape (an old or foreign backup) counts as no answer."""
        kept = self.store.settings.get(REMINDER_SETTING, {})
        kept = kept if isinstance(kept, dict) else {}
        finished, told = kept.get("finished", 0), kept.get("told_unkept", False)
        return (finished if isinstance(finished, int) and not isinstance(finished, bool) else 0,
                told if isinstance(told, bool) else False)

    def _answer(self, told_unkept: bool) -> None:
        _, told = self._answers()
        self.store.settings.set(REMINDER_SETTING, {"finished": self.finished_games(),
                                                  "told_unkept": told or told_unkept})

    def backed_up(self) -> None:
        """A backup was downloaded: the next reminder counts from here."""
        self._answer(told_unkept=self.persistent is False)
        self._changed()

    def dismiss(self, kind: str) -> None:
        """The user closed a notice: a refusal until a copy is taken and one is refused again, a reminder
        until BACKUP_EVERY_FINISHED(_UNKEPT) more games are finished."""
        if kind == NOT_SAVED:
            self._closed_failure = True
        else:
            self._answer(told_unkept=kind == UNKEPT or self.persistent is False)
        self._changed()

    def retry(self) -> None:
        """A tap or another screen: a refused copy is tried again now."""
        if self.copier is not None:
            self.copier.retry()

    # --- what to say --------------------------------------------------------------------------------
    def notice(self, home: bool) -> Notice | None:
        """The notice to show on this screen (`home`: the Home screen), if any. A refused copy is said on
        every screen; the reminders only on Home, where no game is under way."""
        if self.copier is not None and self.copier.failing and not self._closed_failure:
            return Notice(NOT_SAVED, phrase("keep.not_saved", reason=refusal_reason(self.copier.error or "")))
        if not home:
            return None
        finished, told_unkept = self._answers()
        if self.persistent is False and not told_unkept:
            return Notice(UNKEPT, phrase("keep.unkept"))
        every = BACKUP_EVERY_FINISHED_UNKEPT if self.persistent is False else BACKUP_EVERY_FINISHED
        since = self.finished_games() - finished
        if since >= every:
            return Notice(BACKUP_DUE, phrase("keep.backup_due", n=since))
        return None
