"""What every game screen shares: its saved record and document, changes made one at a time, undo and redo.

Flet runs event handlers on a thread pool, so two quick taps may run at once: every change is made under
the screen's lock, each to the document the previous one left. A change is saved by `AppState.apply`
before the screen repaints, so closing the app at any moment loses at most the tap in flight.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, ClassVar

import flet as ft
from pydantic import BaseModel

from referee_app.components.common import snack
from referee_app.models.common import Change, Refusal
from referee_app.state import AppState
from referee_app.store import GameRecord
from scorers.i18n import Phrase


class SavedGameScreen:
    """Base of a game's screen. A subclass sets `DOCUMENT` (its saved model), calls `open_record` first in
    its `__init__`, and implements `refresh` (repaint from `self.doc`)."""

    DOCUMENT: ClassVar[type[BaseModel]]

    def open_record(self, page: ft.Page, app: AppState, record_id: str) -> None:
        self.page, self.app = page, app
        self.lock = threading.RLock()
        self.record: GameRecord = app.record(record_id)
        self.doc = self.DOCUMENT.model_validate(self.record.data)

    def refresh(self) -> None:
        raise NotImplementedError

    # --- hooks ------------------------------------------------------------------------------------
    def loaded(self) -> None:
        """Called after a new document is in place, before the repaint (derive what the screen shows)."""

    def refused(self, reasons: tuple[Phrase, ...]) -> None:
        """Say why a change was refused, in the rule's words."""
        snack(self.page, self.app.t("ui.refused", reason=" ".join(self.app.say(r) for r in reasons)))

    # --- changes ----------------------------------------------------------------------------------
    def change(self, make: Callable[[Any], Change | Refusal]) -> bool:
        """Apply `make(document as it is now)` and save it; False (and the rule said) when refused."""
        with self.lock:
            return self.apply(make(self.doc))

    def apply(self, change: Change | Refusal) -> bool:
        with self.lock:
            outcome = self.app.apply(self.record.id, change)
            if outcome.refusal:
                self.refused(outcome.refusal)
                return False
            self._load(outcome.record)
            return True

    def _load(self, record: GameRecord) -> None:
        self.record = record
        self.doc = self.DOCUMENT.model_validate(record.data)
        self.loaded()
        self.refresh()

    def undo(self, _: Any = None) -> None:
        if not self.record.can_undo:
            return snack(self.page, self.app.t("ui.nothing_to_undo"))
        label = self.app.change_text(self.record)
        with self.lock:
            self._load(self.app.undo(self.record.id))
        snack(self.page, self.app.t("ui.undone", label=label))

    def redo(self, _: Any = None) -> None:
        if not self.record.can_redo:
            return snack(self.page, self.app.t("ui.nothing_to_redo"))
        with self.lock:
            self._load(self.app.redo(self.record.id))
        snack(self.page, self.app.t("ui.redone", label=self.app.change_text(self.record)))
