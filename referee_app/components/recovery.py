"""When something goes wrong: the one guard every handler runs under, and the view of a game that cannot
be opened.

- `guarded(page, app, action, restore)` runs a handler. An exception is logged, the user is told in
  their language (`ui.failed`), and `restore` puts the screen back as it was before (from the store,
  which a failed change never reached). `SavedGameScreen` runs every change, undo and redo under it;
  the router runs route changes under it, and `catch_all` makes it the page's last resort for any
  other handler (Flet would otherwise replace the whole app by "Error running app").
- `recovery_view` is where a saved game goes when its screen cannot be built: go back to its last
  good revision, export it as stored, or delete it (asked first). Nothing is changed until the user
  chooses.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any, TypeVar

import flet as ft

from referee_app.components.common import confirm, ident, save_and_offer, snack, stamped
from referee_app.state import AppState

log = logging.getLogger(__name__)
T = TypeVar("T")


def guarded(page: Any, app: AppState, action: Callable[[], T], restore: Callable[[], Any] | None = None) -> T | None:
    """`action()`, or None when it raised: then the failure is said and `restore()` runs (its own
    failure is left to the page's last resort, which redraws the route from the store)."""
    try:
        return action()
    except Exception:  # noqa: BLE001 - the guard: whatever failed, the user is told and the game kept
        log.exception("a handler failed")
        try:
            if restore is not None:
                restore()
        finally:  # said last: Flet sends nothing more after a handler that called page.update itself
            snack(page, app.t("ui.failed"))
        return None


def catch_all(page: ft.Page, app: AppState, redraw: Callable[[], None]) -> None:
    """Make the guard the page's last resort: an exception that escaped a handler is said in words and
    the route is drawn again from the store, instead of Flet's "Error running app" screen."""
    session = getattr(page, "session", None)
    if session is None:
        return

    def failed(message: str) -> None:
        log.error("unhandled error in a handler: %s", message)
        snack(page, app.t("ui.failed"))
        guarded(page, app, redraw)

    session.error = failed  # Flet calls `session.error` for an exception no handler caught


def recovery_view(page: ft.Page, app: AppState, game_id: str, reason: str, go: Callable[..., Any],
                  redraw: Callable[[], Any]) -> ft.View:
    """A game that cannot be drawn: what happened, and the three ways out. `redraw` draws the current
    route again (the game's route stays the same when the recovery view stands in for its screen)."""
    t = app.t
    good = guarded(page, app, lambda: app.last_good_revision(game_id))
    title = guarded(page, app, lambda: app.title_of(game_id)) or game_id

    def back(_: Any) -> None:
        def run() -> None:
            app.go_back(game_id, good)
            if page.route == f"/game/{game_id}":
                redraw()
            else:
                go(f"/game/{game_id}")
            snack(page, t("ui.recovered", n=good))
        guarded(page, app, run)

    def export(_: Any) -> None:
        guarded(page, app, lambda: save_and_offer(page, app, app.raw_export(game_id), stamped(title, "json")))

    def delete(_: Any) -> None:
        def really() -> None:
            app.delete(game_id)
            go("/")
            snack(page, t("ui.deleted"))
        confirm(page, t("ui.delete_title"), t("ui.recover_delete_body", title=title), t("ui.delete"),
                t("ui.cancel"), lambda: guarded(page, app, really), test_id="recover-delete")

    actions: list[ft.Control] = []
    if good is not None:
        actions.append(ident("recover-back", ft.FilledButton(t("ui.recover_back", n=good), on_click=back)))
    else:
        actions.append(ident("recover-no-good", ft.Text(t("ui.recover_no_good"), italic=True)))
    actions += [ident("recover-export", ft.OutlinedButton(t("ui.recover_export"), on_click=export)),
                ident("recover-delete", ft.TextButton(t("ui.recover_delete"), on_click=delete))]
    return ft.View(
        route=f"/recover/{game_id}",
        appbar=ft.AppBar(title=ft.Text(t("ui.recover_title"))),
        controls=[ft.Column([ident("recover-title", ft.Text(title, weight=ft.FontWeight.BOLD)),
                             ident("recover-reason", ft.Text(t("ui.recover_body", reason=reason))), *actions],
                            spacing=12)],
    )
