"""What the panels of a Numeri/Fröscheln screen (board editor, referee, score) use of the screen that
holds them: the screen module imports the panels, so they know it only through this protocol."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Protocol

import flet as ft

from referee_app.changes import Change, Refusal
from referee_app.games.track import document as tm
from referee_app.state import AppState


class TrackScreen(Protocol):
    page: ft.Page
    app: AppState
    lock: threading.RLock
    doc: tm.TrackDocument

    @property
    def game(self) -> Any: ...

    @property
    def report(self) -> Any: ...

    def change(self, make: Callable[[Any], Change | Refusal]) -> bool: ...

    def refresh(self) -> None: ...
