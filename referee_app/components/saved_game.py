"""What every game screen shares: its saved record and document, changes made one at a time, undo and redo.

Every change is made under the screen's lock, each to the document the previous one left (Flet 1.0 runs
handlers on its event loop, but pub/sub and a test may call in from another thread).

Paint, then save (issue 18: the database write, an fsync, was most of a tap's time). A change or an undo
is painted first and saved right after, once Flet has sent the paint; the same order holds for every game:
- the save is pending for a moment only: in a Flet event it runs as soon as the event loop has sent the
  handler's paint (`_save_soon`, a task that first lets the send loop run); outside one (a test, a
  thread) it runs before `change` returns. The save still checks the revision the change was made on.
- nothing is accepted on top of an unsaved change: every change, undo, redo and every repaint from
  another session first finishes the save in flight (`settle`, under the lock), so changes reach the
  store one after the other, in the order they were made, each on the revision the one before saved.
- a save that fails (the disk, a stale revision, a document that could not be opened again) repaints
  the game as the store has it and tells the user why, in words: the screen never keeps showing a
  change that is not saved without saying so.
- the app killed between paint and save (a few milliseconds): the tap is not in the store. The client
  has lost its server, which Flet shows at once (it greys the page and tries to reconnect); the screen
  it gets when the app runs again is built from the store, so it shows the game without that tap. So a
  tap is either saved or visibly missing: it is never shown as saved when it is not. What is lost is
  at most the tap in flight, as before (a tap sent just before the kill was lost too).
The store's durability is unchanged (WAL, synchronous=FULL: a save that returned survives a power cut).

Every change, undo and redo names the revision the screen shows. When the game was changed elsewhere
(another tab, another phone), the change is refused, the user is told, and the screen shows the game as
it is now: nothing is ever silently written over. Each of them runs under the one guard
(`recovery.guarded`): if it raises, a revision it saved is taken back, the screen shows the game as it
was, and the user is told in words.

Several phones on one game (table mode): when a screen shows a revision it saved or stepped to, it tells
the other sessions over Flet's pub/sub (topic `game:<id>`, the revision as message); a session whose
screen shows that game loads it from the store and repaints within a moment. The store stays the one
truth: the message only says "look again", so a lost or late message costs at most a refused stale
change, never a lost one. A session listens to one game at a time (the screen shown last); a screen
that is no longer shown stops listening at the next message, and Flet drops it all when the session ends.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import weakref
from collections.abc import Callable
from typing import Any, ClassVar

import flet as ft
from pydantic import BaseModel

from referee_app.changes import Change, Refusal, stored_label
from referee_app.components.common import ident, offer_file, stamped
from referee_app.components.recovery import guarded
from referee_app.state import AppState, Outcome
from referee_app.store.games import GameRecord, StaleRevision
from scorers.i18n import Phrase, phrase

log = logging.getLogger(__name__)

#: How long after a repaint a new message bar is sent (`SavedGameScreen.tell`): long enough for the client to
#: start drawing the repaint first on a slow phone, short enough that the words come with it to the eye.
BAR_AFTER_S = 0.3

#: The game screen each session (its `AppState`) opened last: what a shared block on that screen acts on.
_SHOWN: weakref.WeakKeyDictionary[Any, SavedGameScreen] = weakref.WeakKeyDictionary()


def shown_screen(app: Any, game: str | None = None) -> SavedGameScreen | None:
    """The game screen this session opened last (of `game`, when given), or None. Shared blocks built by a
    screen's refresh (the result block) reach the saved game's actions through it, so that the screens
    need not pass them along."""
    screen = _SHOWN.get(app)
    return screen if screen is not None and (game is None or screen.record.game == game) else None


class SavedGameScreen:
    """Base of a game's screen. A subclass sets `DOCUMENT` (its saved model), calls `open_record` first in
    its `__init__`, and implements `refresh` (repaint from `self.doc`). Changes go through `change` or
    `apply` (painted, then saved), or `propose` then `settle` for a generator handler that sends the
    paint itself; `commit` saves at once. Never `AppState.apply` directly: the revision is checked here."""

    DOCUMENT: ClassVar[type[BaseModel]]
    go: Callable[..., Any]  # the app's router, set by each screen's `__init__` (the result block's "Play again")

    def open_record(self, page: ft.Page, app: AppState, record_id: str) -> None:
        self.page, self.app = page, app
        self.lock = threading.RLock()
        self.record: GameRecord = app.record(record_id)
        self.doc = self.DOCUMENT.model_validate(self.record.data)
        self._saved: int | None = None  # the revision the running handler saved (taken back if it fails)
        # the change (Change, or -1/+1 for an undo/redo) painted but not yet saved, the saved record it was
        # made on, and the task that saves it (kept: the event loop holds tasks weakly)
        self._pending: tuple[Change | int, GameRecord] | None = None
        self._saving: asyncio.Task | None = None
        self._stepped = False  # the running handler moved along the history (moved back if it fails)
        self._bar: ft.SnackBar | None = None  # the screen's message on show, said again in place
        self._showing: asyncio.Task | None = None  # the task that shows a new bar after the repaint (kept)
        _SHOWN[app] = self
        self._listen()

    def history_buttons(self) -> None:
        """The undo and redo buttons of every game screen (`undo_button`, `redo_button`; 48 px targets)."""
        self.undo_button = ident("undo", ft.IconButton(ft.Icons.UNDO, width=48, height=48,
                                                       tooltip=self.app.t("ui.undo"), on_click=self.undo))
        self.redo_button = ident("redo", ft.IconButton(ft.Icons.REDO, width=48, height=48,
                                                       tooltip=self.app.t("ui.redo"), on_click=self.redo))

    def refresh(self) -> None:
        raise NotImplementedError

    def repainted(self) -> list[ft.Control] | None:
        """The controls the last `refresh` changed, when the screen can name them (its targeted repaint, the
        same for an undo or a redo as for the tap that made the change); [] when `refresh` sent them itself;
        None when it cannot name them: then the whole page is compared (issue 18: each control sent is
        compared with all it holds, and the page holds every control of the screen)."""
        return None

    def send_targeted(self) -> None:
        """A tap's end: send the controls the last repaint changed, where the screen names them; else nothing
        here, and Flet's own update after the handler compares the whole page, once (sent here as well, the
        page would be compared twice). After a handler that sent nothing, Flet compares the whole page; each
        control sent is compared and patched on the client, then laid out again (issue 18)."""
        with self.lock:
            controls = self.repainted()
            if controls:  # never no control at all: that would be the whole page
                self.page.update(*controls)

    def send(self, *also: ft.Control) -> None:
        """Send the last repaint (and `also`): its controls only where the screen names them."""
        controls = self.repainted()
        if controls is None:
            self.page.update()
        elif controls or also:  # never no control at all: that would be the whole page
            self.page.update(*controls, *also)

    # --- hooks ------------------------------------------------------------------------------------
    def loaded(self) -> None:
        """Called after a new document is in place, before the repaint (derive what the screen shows)."""

    def refused(self, reasons: tuple[Phrase, ...]) -> None:
        """Say why a change was refused, in the rule's words."""
        self.tell(self.app.t("ui.refused", reason=" ".join(self.app.say(r) for r in reasons)))

    # --- the result (the result block's buttons, components/score_headline.py) -----------------------
    def sheet_pdf(self, sheet: Any) -> bytes:
        """The PDF of the score sheet shown, by the game's front (as `referee pdf` prints it)."""
        from referee_app.fronts import front, game_file  # here: the fronts load each game's PDF module
        from scorers.registry import find_game

        game = find_game(self.record.game)
        state = game.rules().parse(game_file(game, self.record.data))
        return front(game).sheet_pdf(game, sheet, state, self.app.lang)

    def sheet_title(self) -> str:
        """The PDF's file name before its time stamp: the game's name, then the game's title (the players),
        letters of every language kept (`Fröscheln-Zoé-Ben-...pdf`)."""
        from scorers.registry import find_game

        return f"{self.app.say(find_game(self.record.game).name)}-{self.record.title}"

    def export_sheet(self, sheet: Any) -> None:
        offer_file(self.page, self.app, self.sheet_pdf(sheet), self.sheet_title(), "pdf")

    def share_sheet(self, sheet: Any, text: str) -> None:
        """The phone's share sheet with the result in words and the PDF; where the platform has none (a
        desktop browser), the PDF is saved and offered as the PDF button does."""
        data, name = self.sheet_pdf(sheet), stamped(self.sheet_title(), "pdf")

        async def share() -> None:
            try:
                await ft.Share().share_files([ft.ShareFile.from_bytes(data, name=name, mime_type="application/pdf")],
                                             text=text, subject=self.record.title)
            except Exception:  # noqa: BLE001 - no share sheet here: the file is still offered
                offer_file(self.page, self.app, data, self.sheet_title(), "pdf")
                self.page.update()

        self.page.run_task(share)

    # --- the guard --------------------------------------------------------------------------------
    def guard(self, action: Callable[[], Any]) -> Any:
        """Run a handler's work; if it raises, the game stays (and is shown) as it was before it. A change
        still being saved is saved first: nothing is made on top of a change that is not in the store
        (if that save fails, the user is told and the work is not done)."""
        with self.lock:
            if not self.settle():
                return None
            shown, self._saved, self._stepped = self.record, None, False
            return guarded(self.page, self.app, action, lambda: self._back_to(shown))

    def _back_to(self, shown: GameRecord) -> None:
        self._pending = None  # painted, then failed: never saved, as if never made
        if self._saved is not None:  # saved, then failed (drawing it): as if never made
            self.app.store.games.discard(shown.id, self._saved)
            self._saved = None
        current = self.app.record(shown.id)
        if self._stepped and current.revision != shown.revision:  # an undo/redo that could not be shown
            current = self.app.go_back(shown.id, shown.revision)
        self._load(current)

    # --- changes ----------------------------------------------------------------------------------
    def change(self, make: Callable[[Any], Change | Refusal]) -> bool:
        """Apply `make(document as it is now)`: paint it, then save it (see the module's docstring); False
        (and the rule said) when refused."""
        return bool(self.guard(lambda: self._apply(make(self.doc))))

    def apply(self, change: Change | Refusal) -> bool:
        return bool(self.guard(lambda: self._apply(change)))

    def propose(self, change: Change | Refusal) -> bool:
        """Paint a change and leave its save pending, for a handler that sends the paint itself (a generator
        handler: paint, yield, `settle`). On Flet's event loop the save is also scheduled, so that it is
        made even if the handler never resumes. False (and the rule said) when refused."""
        return bool(self.guard(lambda: self._paint(change) and self._save_soon(at_once=False)))

    def _apply(self, change: Change | Refusal) -> bool:
        return self._paint(change) and self._save_soon()

    def _paint(self, change: Change | Refusal) -> bool:
        if isinstance(change, Refusal):
            self.refused(change.reasons)
            return False
        saved, data = self.record, change.doc.model_dump(mode="json")
        problem = self.app.document_problem(saved.game, data)  # before it is shown: a game that could not
        if problem is not None:  # be opened again is neither saved nor drawn
            log.error("refused to save game %s: %s", saved.id, problem)
            self.refused((phrase("ui.not_saved", reason=problem),))
            return False
        self._pending = (change, saved)
        # the record as the save will make it; the document is the one the change built (the app's own
        # model: read back from the store only at the store's boundary, `_load`)
        shown = saved.model_copy(update={"data": data, "can_undo": True, "can_redo": False,
                                         "last_change": stored_label(change.label)})
        self._put(shown, change.doc)
        return True

    def _save_soon(self, at_once: bool = True) -> bool:
        """Save the pending change once the paint is sent: in a Flet event, by a task that runs after the
        handler has returned and the send loop has had its turn; elsewhere at once (or, `at_once` False,
        when the caller settles)."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # not on Flet's event loop (a test, a thread): saved before returning
            return self.settle() if at_once else True

        async def save() -> None:
            await asyncio.sleep(0)  # the handler's paint is queued: let the send loop write it first
            with self.lock:
                self.settle()

        self._saving = loop.create_task(save())
        return True

    def settle(self) -> bool:
        """Save the change painted and not yet saved, if any. True when there was none or it is saved;
        False when it failed: then the screen shows the game as the store has it and the user is told."""
        with self.lock:
            if self._pending is None:
                return True
            (change, saved), self._pending = self._pending, None
            shown = self.record
            try:
                if isinstance(change, int):
                    move = self.app.undo if change < 0 else self.app.redo
                    try:
                        record = move(saved.id, saved.revision)
                    except StaleRevision as stale:
                        return self._failed_save(stale=stale.current)
                else:
                    outcome = self.app.apply(saved.id, change, saved.revision, game=saved.game, checked=True)
                    if outcome.stale or outcome.record is None:
                        return self._failed_save(stale=outcome.record if outcome.stale else None,
                                                 reasons=outcome.refusal)
                    record = outcome.record
            except Exception:  # noqa: BLE001 - a failed save: the user is told and the store's game shown
                log.exception("a change could not be saved")
                return self._failed_save()
            self._saved = record.revision
            self.record = record
            if (record.can_undo, record.can_redo) != (shown.can_undo, shown.can_redo):
                self.refresh()  # the store kept no new revision (nothing differed): its buttons as they are
                self.send()
            self._announce()
            return True

    def _failed_save(self, stale: GameRecord | None = None, reasons: tuple[Phrase, ...] = ()) -> bool:
        """The pending change could not be saved: show the game as the store has it, and say why."""
        if stale is not None:
            guarded(self.page, self.app, lambda: self._stale(stale))
        else:
            guarded(self.page, self.app, lambda: self._load(self.app.record(self.record.id), announce=False))
            self.tell(" ".join(self.app.say(r) for r in reasons) if reasons else self.app.t("ui.failed"))
        self.page.update()  # maybe outside any handler (the save task): nothing else would send it
        return False

    def commit(self, change: Change | Refusal) -> Outcome:
        """Save a change made on the revision shown, at once (a change still pending is saved first). Made
        on a stale one, it is refused: the user is told and the screen shows the current revision (the
        outcome says `stale`). The caller shows a saved record (`_load`) and says other refusals its own
        way. Screens go through `change`, which paints first; this is for a caller that must have the
        save done before it goes on."""
        with self.lock:
            if not self.settle():  # said, and the store's game shown
                return Outcome(refusal=(phrase("ui.failed"),), stale=True)
            outcome = self.app.apply(self.record.id, change, self.record.revision)
            if outcome.stale:
                self._stale(outcome.record)
            elif outcome.record is not None:
                self._saved = outcome.record.revision
            return outcome

    def _stale(self, current: GameRecord | None) -> None:
        self._load(current or self.app.record(self.record.id))
        self.tell(self.app.t("ui.stale"))  # last: the reloaded screen is sent with it (or before it)

    def tell(self, text: str, after_repaint: bool = False) -> None:
        """Say `text` after the repaint: the screen's repaint goes first (`send`: the controls it changed,
        the whole page only where the screen cannot name them), then the message. While the screen's last
        message is still on show, its words change in place and are sent with the repaint (no new bar
        slides in; on a screen that names no controls, with Flet's own update of the page after the
        handler); otherwise the new bar is sent alone (`show_dialog` sends only the dialogs), so the
        table sees the game before the bar. On a screen that names its controls something is always
        sent: Flet's own update after a handler that sent nothing would compare the whole page.
        `after_repaint` (an undo's or a redo's words): a new bar follows the repaint instead of coming with
        it (`_show_after_repaint`)."""
        bar = self._bar
        if bar is not None and bar.open:
            bar.content.value = text
            if self.repainted() is not None:  # else Flet's own update after the handler sends the page, once
                self.send(bar.content)
            return
        self.send()
        if bar is not None and self._showing is not None and not self._showing.done():  # not yet shown
            bar.content.value = text
            if not after_repaint:  # (a failure said: at once, as before)
                self._showing.cancel()
                self.page.show_dialog(bar)
            return
        self._bar = bar = ft.SnackBar(ft.Text(text), duration=6000, persist=False, show_close_icon=True)
        bar.on_dismiss = lambda _, shown=bar: self._dismissed(shown)
        if after_repaint:
            self._show_after_repaint(bar)
        else:
            self.page.show_dialog(bar)

    def _show_after_repaint(self, bar: ft.SnackBar) -> None:
        """A new bar is shown BAR_AFTER_S after the repaint is sent, not with it: the client builds a bar and
        slides it in, which on a slow phone held the repaint of an undo back by a third of a second (issue 27:
        the undo's board drawn with the bar, 0.8-1.0 s at x4, against 0.5 s for the tap it reverses). On
        Flet's event loop, by a task; outside one (a test), at once."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            self.page.show_dialog(bar)
            return

        async def show() -> None:
            await asyncio.sleep(BAR_AFTER_S)
            with self.lock:
                if self._bar is bar and not bar.open:  # (a screen left meanwhile still says it: as before)
                    self.page.show_dialog(bar)

        self._showing = loop.create_task(show())

    def _dismissed(self, bar: ft.SnackBar) -> None:
        bar.open = False
        if self._bar is bar:
            self._bar = None

    def _load(self, record: GameRecord, announce: bool = True) -> None:
        """Show a record read from the store: its document is read through the game's model here, at the
        store's boundary (a change's own document is shown as built, `_paint`)."""
        moved = record.revision != self.record.revision
        self._put(record, self.DOCUMENT.model_validate(record.data))
        if announce and moved:  # after the repaint: a change that could not be shown is taken back first
            self._announce()

    def _put(self, record: GameRecord, doc: Any) -> None:
        self.record, self.doc = record, doc
        self.loaded()
        self.refresh()

    # --- the other sessions on this game (table mode) ---------------------------------------------
    def _topic(self) -> str:
        return f"game:{self.record.id}"

    def _pubsub(self) -> Any:
        return getattr(self.page, "pubsub", None)  # None: a stand-in page of a test, with no server

    def _listen(self) -> None:
        pubsub = self._pubsub()
        if pubsub is None:
            return
        if self.app.followed is not None:  # the screen shown before this one, on this session
            pubsub.unsubscribe_topic(self.app.followed[0])
        self.app.followed = (self._topic(), self)
        pubsub.subscribe_topic(self._topic(), self._changed_elsewhere)

    def _announce(self) -> None:
        pubsub = self._pubsub()
        if pubsub is not None:
            pubsub.send_others_on_topic(self._topic(), self.record.revision)

    def _shown(self) -> bool:
        route = str(getattr(self.page, "route", "") or "").split("?")[0].rstrip("/")
        return route == f"/game/{self.record.id}"

    def _changed_elsewhere(self, topic: str, revision: Any) -> None:
        """Another session saved `revision` of this game: show the game as the store has it now."""
        if self.app.followed != (topic, self):  # replaced by a newer screen, which listens for itself
            return
        if not self._shown():  # left for another screen: stop listening
            self._pubsub().unsubscribe_topic(topic)
            self.app.followed = None
            return
        with self.lock:
            self.settle()  # this screen's own change in flight first (refused as stale if the other came first)
            if revision == self.record.revision:
                return
            guarded(self.page, self.app, lambda: self._load(self.app.record(self.record.id), announce=False))
            self.page.update()  # not a handler of this page: nothing else sends the repaint

    def undo(self, _: Any = None) -> None:
        self.guard(lambda: self._step(-1))

    def redo(self, _: Any = None) -> None:
        self.guard(lambda: self._step(+1))

    def _step(self, delta: int) -> None:
        """Paint the revision before (after) the one shown, then save the step, as a change is."""
        if not (self.record.can_undo if delta < 0 else self.record.can_redo):
            return self.tell(self.app.t("ui.nothing_to_undo" if delta < 0 else "ui.nothing_to_redo"))
        undone = self.app.change_text(self.record)
        saved, target = self.record, self.app.stepped(self.record.id, delta)
        self._pending = (delta, saved)
        self._stepped = True
        self._load(target, announce=False)  # the screen's own refresh, as after a tap; the view stays as it is
        if delta < 0:
            self.tell(self.app.t("ui.undone", label=undone), after_repaint=True)
        else:
            self.tell(self.app.t("ui.redone", label=self.app.change_text(self.record)), after_repaint=True)
        self._save_soon()
