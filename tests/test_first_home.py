"""Home's first paint (issue 26, item 7): in the browser build the store is read from IndexedDB while Flutter
starts; the page showed nothing until it was. Now the session draws Home's title and its "+" at once, then
attaches the screens when the store is ready."""

from __future__ import annotations

import asyncio
from typing import Any

import flet as ft
import pytest

from referee_app import browser
from referee_app.components.home import first_home


class Page:
    """What the first paint uses of a page: its root view, updates and tasks."""

    def __init__(self) -> None:
        self.views = [ft.View()]
        self.updates = 0
        self.tasks: list[Any] = []

    def update(self, *_: Any) -> None:
        self.updates += 1

    def run_task(self, *args: Any, **__: Any) -> None:
        self.tasks.append(args)

    async def push_route(self, route: str) -> None:
        pass


def new_game(page: Page) -> ft.Control | None:
    """The "+ New game" button at the foot of the root view (issue 36: no longer floating over the list)."""
    return next((c.content for row in page.views[0].controls if isinstance(row, ft.Row) for c in row.controls
                 if isinstance(c, ft.Semantics) and c.identifier == "new-game"), None)


def drawn(page: Page) -> tuple[str, str | None]:
    """The root view's title, and the "+" button's label."""
    root = page.views[0]
    button = new_game(page)
    return root.appbar.title.content.value, button.content if button else None


@pytest.mark.parametrize(("lang", "title", "plus"), [("en", "Table Referee", "New game"),
                                                     ("fr", "Arbitre de table", "Nouvelle partie")])
def test_the_first_paint_shows_the_title_and_the_plus(lang, title, plus):
    """Before the store is read, Home shows the app's title and the "+" of a new game (it leads to the
    catalogue), and a wheel where the list will be."""
    page = Page()
    first_home(page, lang)
    assert drawn(page) == (title, plus)
    assert page.updates == 1
    new_game(page).on_click(None)
    assert page.tasks and page.tasks[0][1] == "/games"


def test_a_session_draws_home_before_the_store_is_ready_then_attaches():
    """The session draws Home's first paint while the store is still being read, not after: the page is never
    blank; once the store is ready, the screens are attached to it."""
    attached: list[Any] = []

    async def session() -> None:
        page = Page()
        ready = asyncio.get_running_loop().create_future()
        task = asyncio.ensure_future(browser.start_session(page, ready, lambda p, state: attached.append(state)))
        await asyncio.sleep(0)
        assert page.updates == 1 and drawn(page)[0] == "Table Referee"  # drawn, the store not read yet
        assert not attached
        ready.set_result("the state")
        await task
        assert attached == ["the state"]

    asyncio.run(session())
