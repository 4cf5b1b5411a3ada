"""The app's routes: which screen a route shows, and the back button. Nothing else.

A route is drawn under the one guard (`components.recovery`): a saved game whose screen cannot be built
(a document this version cannot read, a bug in its screen) opens its recovery view instead of leaving
the user on Home, and any handler's exception is said in words instead of Flet's "Error running app".
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import ident, shown_dialogs, snack
from referee_app.components.history import HistoryScreen, StatsScreen, entry_view, icon_button
from referee_app.components.home import catalogue_view, family_of, family_view, home_view
from referee_app.components.keeping_banner import KeepingBanner
from referee_app.components.new_game import NewGameForm
from referee_app.components.players import PlayersScreen
from referee_app.components.recovery import catch_all, guarded, recovery_view
from referee_app.components.rules import RulesScreen, back_route, rules_action
from referee_app.components.settings import settings_view
from referee_app.fronts import front, has_front
from referee_app.problems import problem_phrases, reason
from referee_app.state import AppState
from referee_app.store.errors import BadRow
from scorers.errors import RefereeError
from scorers.i18n import LANGUAGES
from scorers.registry import find_game

FONT = "DejaVu Sans"
#: A labelled button's padding: 14 px above and below its 20 px line make it 48 px tall (the 44 px a finger
#: needs), a text button's sides Material's 12 px, a filled or outlined one's 24 px.
BUTTON_V, TEXT_BUTTON_H, BUTTON_H = 14, 12, 24


def touch_style(horizontal: int) -> ft.ButtonStyle:
    """A labelled button's style at a finger's size. The standard density: a desktop browser's compact one
    takes 8 px off the padding (a dialog's Cancel and Delete, a message's Undo, "Mark as finished" were
    32 px tall, issue 26)."""
    return ft.ButtonStyle(padding=ft.Padding.symmetric(horizontal=horizontal, vertical=BUTTON_V),
                          visual_density=ft.VisualDensity.STANDARD)


#: Touch sizes for every button, those Flutter builds itself included (a message's close button, its Undo,
#: a dialog's): in a desktop browser Flutter draws them 32 to 40 px tall, under the 44 px a finger needs.
TOUCH = {"icon_button_theme": ft.IconButtonTheme(style=ft.ButtonStyle(padding=12)),
         "text_button_theme": ft.TextButtonTheme(style=touch_style(TEXT_BUTTON_H)),
         "filled_button_theme": ft.FilledButtonTheme(style=touch_style(BUTTON_H)),
         "outlined_button_theme": ft.OutlinedButtonTheme(style=touch_style(BUTTON_H)),
         "button_theme": ft.ButtonTheme(style=touch_style(BUTTON_H))}
THEME_MODES = {"system": ft.ThemeMode.SYSTEM, "light": ft.ThemeMode.LIGHT, "dark": ft.ThemeMode.DARK}


def up_from(route: str) -> str:
    """The screen above `route` in the app's map, where the app bar's back arrow (and Android's back) goes:
    Statistics is History's, a board editor its game's boards, a Paleo-family game's set-up the family's
    list, a saved game's history line History, a rule book the screen it was opened from (else the books'
    index); any other screen is Home's."""
    parts = [p for p in route.split("?")[0].split("/") if p]
    if parts and parts[0] == "rules":
        return back_route(route)
    if parts == ["stats"] or (len(parts) == 2 and parts[0] == "history"):
        return "/history"
    if len(parts) == 3 and parts[0] == "boards":
        return f"/boards/{parts[1]}"
    if len(parts) == 2 and parts[0] == "new":
        try:
            family = family_of(find_game(parts[1]))
        except RefereeError:
            family = None
        return f"/family/{family}" if family else "/"
    return "/"


def attach(page: ft.Page, app: AppState) -> None:
    """Wire routes, back navigation, theme and language to the page."""
    page.title = app.t("ui.app_title")
    page.fonts = {FONT: "fonts/DejaVuSans.ttf", f"{FONT} Bold": "fonts/DejaVuSans-Bold.ttf"}

    def style() -> None:
        page.theme_mode = THEME_MODES[app.theme]
        page.theme = ft.Theme(color_scheme_seed=ft.Colors.INDIGO, font_family=FONT, **TOUCH)
        page.dark_theme = ft.Theme(color_scheme_seed=ft.Colors.INDIGO, font_family=FONT, **TOUCH)

    #: Routes the app itself asked for and not yet shown: any other route change comes from the browser or
    #: the phone (back, forward, an address typed).
    asked: list[str] = []

    def go(*routes: str) -> None:
        """Push one route, or several in turn (so that "back" from the last one leads to the one before)."""

        async def push() -> None:
            for route in routes:
                asked.append(route)
                await page.push_route(route)

        page.run_task(push)

    def close_dialog() -> bool:
        """Close the open dialog or sheet, if any (not a snack bar, which goes by itself): True if one was."""
        if not any(d.open and not isinstance(d, ft.SnackBar) for d in shown_dialogs(page)):
            return False
        while (closed := page.pop_dialog()) is not None and isinstance(closed, ft.SnackBar):
            pass  # a snack bar above the dialog goes too: the dialog is what back is for
        return True

    def screen(route: str) -> ft.View | None:
        parts = [p for p in route.split("?")[0].split("/") if p]
        if parts == ["settings"]:
            return settings_view(app, restyle, go)
        if parts and parts[0] == "boards":
            from referee_app.components.boards import boards_route

            return boards_route(page, app, parts[1:], go)
        if parts == ["history"]:
            return HistoryScreen(page, app, go).view()
        if len(parts) == 2 and parts[0] == "history":
            return entry_view(page, app, parts[1], go)
        if len(parts) == 2 and parts[0] == "family":
            return family_view(app, parts[1], go)
        if parts == ["games"]:
            return catalogue_view(app, go)
        if parts == ["stats"]:
            return StatsScreen(page, app).view()
        if parts == ["players"]:
            return PlayersScreen(page, app).view()
        if parts == ["exchange"]:
            from referee_app.components.exchange import ExchangeScreen  # here: it loads reportlab (PDF pads)

            return ExchangeScreen(page, app, go).view()
        if len(parts) == 2 and parts[0] == "new":
            game = find_game(parts[1])
            if not has_front(game):
                return None
            custom = front(game).setup_view
            return custom(page, app, game, go) if custom else NewGameForm(page, app, game, go).view()
        if len(parts) == 2 and parts[0] == "game":
            return game_screen(parts[1])
        if parts and parts[0] == "rules":
            return RulesScreen(page, app, route, go).view()
        if len(parts) == 2 and parts[0] == "recover":
            return recovery_view(page, app, parts[1], "", go, show)
        return None

    def game_screen(game_id: str) -> ft.View:
        """The game's screen, or its recovery view when the screen cannot be built."""
        try:
            record = app.record(game_id)  # a game deleted or an id typed by hand: said on Home (RefereeError)
        except BadRow as error:  # the screen says why in the reader's words; the log keeps the detail
            logging.getLogger(__name__).warning("game %s cannot be read: %s", game_id, error)
            return recovery_view(page, app, game_id, reason(error, app.lang), go, show)
        try:
            return front(find_game(record.game)).game_view(page, app, record.id, go)
        except Exception as error:  # noqa: BLE001 - whatever stops the screen, the game is not left behind
            logging.getLogger(__name__).warning("game %s cannot be drawn", game_id, exc_info=True)
            return recovery_view(page, app, game_id, f"{type(error).__name__}: {str(error).splitlines()[0][:200]}"
                                 if str(error) else type(error).__name__, go, show)

    # the browser build's notices (a save refused, storage the browser may clear, a backup due)
    banner = KeepingBanner(page, app) if app.keeping is not None else None

    restoring: list[str] = []  # the address put back after back closed a dialog (its screen is still there)

    def route_changed(_: Any = None) -> None:
        if page.route in asked:
            # Pushes are answered in order: any earlier one never answered (a route pushed onto itself).
            del asked[:asked.index(page.route) + 1]
        elif restoring and page.route == restoring[0]:
            restoring.clear()
            return
        elif len(page.views) > 1 and page.route != page.views[-1].route and close_dialog():
            # Back (the browser's, Android's) with a dialog open closes the dialog and stays on the screen
            # under it: the address goes back to that screen, whose view is kept as it is.
            restoring[:] = [page.views[-1].route]
            page.run_task(page.push_route, restoring[0])
            page.update()
            return
        show()

    def show(_: Any = None) -> None:
        # Flutter's own words (the back button's tooltip "Back", pickers) follow the app's language.
        page.locale_configuration = ft.LocaleConfiguration(
            supported_locales=[ft.Locale(code) for code in LANGUAGES], current_locale=ft.Locale(app.lang))
        # The root view stays the same object: dialogs and services live on it, and replacing it would
        # strand an open dialog on the client.
        fresh = guarded(page, app, lambda: home_view(page, app, go, show))
        root = page.views[0]
        if fresh is not None:  # a Home that cannot be drawn keeps the last one (and the failure is said)
            root.route, root.appbar, root.controls = fresh.route, fresh.appbar, fresh.controls
            root.floating_action_button = fresh.floating_action_button  # Home's "+" (a new game)
        def build() -> ft.View | None:
            try:
                return screen(page.route)
            except RefereeError as error:  # a game deleted or a route typed by hand
                snack(page, "; ".join(app.say(p) for p in problem_phrases(error)))
                return None

        top = guarded(page, app, build)
        if top is not None:
            rules_action(app, top, go)  # a game's rule book, one tap from its screen and its set-up
        del page.views[1:]
        if top is not None and top.appbar is not None and top.appbar.leading is None:
            # Flutter's own back button is 40 px: ours is the same arrow with a 48 px tap target.
            top.appbar.leading = ident("app-back", icon_button(ft.Icons.ARROW_BACK, tooltip=app.t("home.back"),
                                                               on_click=lambda _: page.run_task(back, None)))
        if top is not None:
            page.views.append(top)
        if banner is not None:
            banner.place(page.views[-1], home=len(page.views) == 1)
        page.update()

    def restyle() -> None:
        style()
        page.title = app.t("ui.app_title")
        show()

    async def back(_: Any) -> None:
        if close_dialog():  # the app bar's or the phone's back with a dialog open: the dialog goes first
            page.update()
            return
        up = up_from(page.views[-1].route) if len(page.views) > 1 else page.views[-1].route
        if len(page.views) > 1:
            page.views.pop()
        await page.push_route(up)

    def device_locale(e: ft.LocaleChangeEvent) -> None:
        if e.locales:
            app.device_language = e.locales[0].language_code
            show()

    page.on_route_change = route_changed
    page.on_view_pop = back
    page.on_locale_change = device_locale
    style()
    catch_all(page, app, show)
    show()
    own_settings(page, app, restyle)


#: Where a browser keeps its own settings (Flet's SharedPreferences: localStorage on the web, the same
#: under Pyodide; on a phone or desktop, the platform's preferences).
SETTING_KEY = "table-referee.{}"


def own_settings(page: ft.Page, app: AppState, restyle: Callable[[], None]) -> None:
    """This browser's language and theme (issue 26: they were one setting for the whole server), and its
    language for "as the device" (`navigator.language`): read once the page is up, repainted when they
    differ; a choice in Settings is written back to the same storage."""
    try:
        prefs = ft.SharedPreferences()
    except Exception:  # noqa: BLE001 - no page session (a test's page): the settings stay in memory
        return

    def keep(key: str, value: str) -> None:
        async def write() -> None:
            try:
                await prefs.set(SETTING_KEY.format(key), value)
            except Exception:  # noqa: BLE001 - storage refused (private mode): kept for this session only
                logging.getLogger(__name__).info("setting %s not kept in client storage", key, exc_info=True)
        page.run_task(write)

    app.on_setting = keep

    async def read() -> None:
        before = (app.lang, app.theme)
        try:
            info = await page.get_device_info()
            language = getattr(info, "language", None) or next(
                (loc.language_code for loc in getattr(info, "locales", None) or []), None)
            code = (language or "").split("-")[0].lower()
            if code in LANGUAGES:
                app.device_language = code
            for key in ("language", "theme"):
                value = await prefs.get(SETTING_KEY.format(key))
                if isinstance(value, str):
                    app.client[key] = value
        except Exception:  # noqa: BLE001 - a platform without device info or storage: the defaults stay
            logging.getLogger(__name__).info("client settings not read", exc_info=True)
        if (app.lang, app.theme) != before:
            restyle()

    page.run_task(read)
