"""Home: the games in progress first ("Continue"), then the recent finished ones, then the catalogue (every
game of the registry with its own icon, those not built yet marked "coming"; Paleo, then the games on its
board as one entry that opens their own list), and what was set aside (rows of the store that cannot be
opened: listed, exportable as stored, a game opens its recovery view)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime, timezone
from typing import Any

import flet as ft

from referee_app.components.common import (
    BAR_TITLE_SPACING,
    bar_title,
    confirm,
    dismiss_messages,
    ident,
    save_and_offer,
    section,
    snack,
)
from referee_app.components.history import icon_button
from referee_app.components.new_game import play_again_now
from referee_app.components.rules import home_entry
from referee_app.fronts import has_front, score_saved
from referee_app.pdf.qr import qr_png
from referee_app.state import AppState
from referee_app.store.backups import NotABackup
from referee_app.store.errors import StoreError
from scorers.errors import RefereeError
from scorers.i18n import phrase, render
from scorers.registry import GAMES, GameInfo, find_game

log = logging.getLogger(__name__)


def _when(moment: datetime, lang: str) -> str:
    local = moment.astimezone()
    today = datetime.now(timezone.utc).astimezone().date()
    return (
        local.strftime("%H:%M") if local.date() == today else local.strftime("%d/%m/%Y" if lang == "fr" else "%Y-%m-%d")
    )


def table_mode_card(app: AppState) -> ft.Control:
    """Table mode (`referee-app --lan`): the pairing code other phones scan to join this table."""
    t = app.t
    text = ft.Column([ft.Text(t("ui.table_mode"), weight=ft.FontWeight.BOLD), ft.Text(t("ui.table_mode_help"), size=12),
                      ft.Text(app.table_url, size=11, selectable=True)], expand=True, spacing=4)
    return ident("table-mode", ft.Container(
        ft.Row([ft.Image(src=qr_png(app.table_url or ""), width=140, height=140), text],
               vertical_alignment=ft.CrossAxisAlignment.START),
        bgcolor=ft.Colors.SECONDARY_CONTAINER, padding=8, border_radius=8))


#: Families shown on Home as one entry each (the registry's `family`): the Paleo board's own games and the games
#: derived from it share pieces and board, and 11 entries would bury the others.
FAMILIES: tuple[str, ...] = tuple(dict.fromkeys(game.family for game in GAMES if game.family))


def family_of(game: GameInfo) -> str | None:
    """The family entry a game is listed under; None for a family's own game (`own_card`: on a card of its own
    right before the family's, issue 24: Paleo itself in one tap, as every other game is)."""
    return None if game.own_card else game.family


def family_games(family: str) -> list[GameInfo]:
    return [g for g in GAMES if family_of(g) == family]


def game_icon(game_id: str, size: int = 40) -> ft.Control:
    """The game's own drawing (assets/icons/<id>.svg, served with the app's assets)."""
    return ft.Image(src=f"icons/{game_id}.svg", width=size, height=size,
                    error_content=ft.Icon(ft.Icons.CASINO_OUTLINED))


def game_card(app: AppState, game: GameInfo, go: Callable[..., Any], about: bool = False) -> ft.Control:
    """One game of the catalogue: tapping it opens its set-up form. With `about`, a line on what it is."""
    t = app.t
    players = (t("ui.players_exact", n=game.min_players) if game.min_players == game.max_players
               else t("ui.players_range", low=game.min_players, high=game.max_players))
    # What the game is on a line of its own, the player count under it: joined, the count wrapped mid-phrase.
    subtitle = (ft.Column([ft.Text(t(f"home.about.{game.id}")), ft.Text(players, size=12)], spacing=0) if about
                else ft.Text(players))
    if has_front(game):
        return ident(f"new-{game.id}", ft.ListTile(
            title=ft.Text(app.say(game.name), weight=ft.FontWeight.BOLD), subtitle=subtitle,
            leading=game_icon(game.id), trailing=ft.Icon(ft.Icons.ADD_CIRCLE_OUTLINE),
            on_click=lambda _: go(f"/new/{game.id}"), min_height=56), button=True)
    return ident(f"coming-{game.id}", ft.ListTile(
        title=ft.Text(app.say(game.name)), subtitle=subtitle, leading=game_icon(game.id),
        trailing=ft.Chip(label=ft.Text(t("ui.coming"))), disabled=True, min_height=56))


def family_card(app: AppState, family: str, go: Callable[..., Any]) -> ft.Control:
    t = app.t
    return ident(f"family-{family}", ft.ListTile(
        title=ft.Text(t(f"home.family.{family}"), weight=ft.FontWeight.BOLD),
        subtitle=ft.Text(t(f"home.family.{family}.about", n=len(family_games(family)))),
        leading=game_icon(f"{family}-family"), trailing=ft.Icon(ft.Icons.CHEVRON_RIGHT),
        on_click=lambda _: go(f"/family/{family}"), min_height=56), button=True)


def family_view(app: AppState, family: str, go: Callable[..., Any]) -> ft.View | None:
    """The games of one family, each with a line on what it is."""
    if family not in FAMILIES:
        return None
    # the title on two lines where one is too short (never cut: "D’autres jeux sur le plateau de Paleo" at 360 px)
    return ft.View(route=f"/family/{family}", appbar=ft.AppBar(title=bar_title(app.t(f"home.family.{family}")),
                                                               title_spacing=BAR_TITLE_SPACING),
                   controls=[ft.ListView([game_card(app, g, go, about=True) for g in family_games(family)],
                                         expand=True, spacing=2)])


def catalogue_view(app: AppState, go: Callable[..., Any]) -> ft.View:
    """The games to start one of (Home's "+" opens it): with many saved games, Home's own catalogue lies
    screens down (issue 26: 1,500 px down at 360 px with 13 games)."""
    return ft.View(route="/games", appbar=ft.AppBar(title=ft.Text(app.t("ui.games"))),
                   controls=[ft.ListView([*catalogue(app, go), home_entry(app, go)], expand=True, spacing=2)])


#: Room under Home's list, kept for the last row's shadow (the "+" is no longer floating over the list).
FAB_ROOM = 8
#: The height of Home's "New game" button at the foot of the screen: a finger's target and some.
NEW_GAME_HEIGHT = 52


def new_game_bar(label: str, on_click: Callable[[Any], Any]) -> ft.Control:
    """Home's "+ New game", the width of the screen under the list (issue 36 item 9: the floating "+" lay over
    the rule books row at 360 px, whose arrow could not be tapped; no row is under it now). One tap from the
    first screen however many games are saved (issue 26), it opens the catalogue."""
    button = ft.FilledButton(label, icon=ft.Icons.ADD, height=NEW_GAME_HEIGHT, on_click=on_click, expand=True)
    return ft.Row([ident("new-game", button, expand=True)])


def _number(value: Any, lang: str) -> str:
    """A total as the language writes it (a decimal comma in French)."""
    return str(value).replace(".", ",") if lang == "fr" else str(value)


def standing(app: AppState, record: Any) -> str | None:
    """Where a game in progress stands, from its own scorer: the ranking with the totals
    ("1. Anna 42 · 2. Ben 37"), so that four games of one kind are told apart; None when it cannot be scored
    as it stands (a game half entered)."""
    try:
        _, sheet = score_saved(find_game(record.game), record.data)
    except (RefereeError, ValueError):
        return None
    entries = sheet.ranking.entries
    if not entries or not any(sheet.totals.get(e.player) for e in entries):
        return None  # nothing scored yet: no leader to name
    return " · ".join(f"{e.rank}. {e.player} {_number(sheet.totals[e.player], app.lang)}" for e in entries)


def catalogue(app: AppState, go: Callable[..., Any]) -> list[ft.Control]:
    """Every game in registry order, a family's games as one entry where its first game stands."""
    cards: list[ft.Control] = []
    shown: set[str] = set()
    for game in GAMES:
        family = family_of(game)
        if family is None:
            cards.append(game_card(app, game, go))
        elif family not in shown:
            shown.add(family)
            cards.append(family_card(app, family, go))
    return cards


def _readable(read: Callable[[], list]) -> list | None:
    """What `read()` gives, or None when the saved games could not be read (`StoreError`)."""
    try:
        return read()
    except StoreError:
        log.exception("Home could not read the saved games")
        return None


def first_home(page: ft.Page, lang: str) -> None:
    """Home's first paint, before the store has been read (the browser build reads it from IndexedDB while
    Flutter starts): the app's title and the "+" of a new game, with a wheel where the list will be, so that
    the first screen is never blank (issue 26, item 7). The "+" already leads to the catalogue: the route is
    shown once the screens are attached. `attach` then draws the whole Home on the same root view."""
    title = render(phrase("ui.app_title"), lang)
    new_game = render(phrase("home.new_game"), lang)
    root = page.views[0]
    root.route = "/"
    root.appbar = ft.AppBar(title=ident("home-title", bar_title(title)))
    root.controls = [ident("home-loading", ft.Container(ft.ProgressRing(), alignment=ft.Alignment.CENTER,
                                                        padding=40, expand=True)),
                     new_game_bar(new_game, lambda _: page.run_task(page.push_route, "/games"))]
    page.update()


def home_view(page: ft.Page, app: AppState, go: Callable[[str], Any], refresh: Callable[[], None]) -> ft.View:
    t = app.t

    def on_delete(record) -> Callable[[Any], None]:
        def ask(_: Any) -> None:
            def really() -> None:
                app.delete(record.id)
                refresh()

                def undo(_: Any) -> None:
                    app.restore(record.id)
                    refresh()

                snack(page, t("ui.deleted"), t("ui.undo"), undo)

            confirm(
                page,
                t("ui.delete_title"),
                t("ui.delete_body", title=record.title),
                t("ui.delete"),
                t("ui.cancel"),
                really,
                test_id="delete",
            )

        return ask

    def saved_row(record) -> ft.Control:
        status = t("ui.finished" if record.status == "finished" else "ui.in_progress")
        opener = ident(
            f"game-{record.id}",
            ft.ListTile(
                title=ft.Text(record.title, weight=ft.FontWeight.BOLD),
                subtitle=ft.Text("\n".join(filter(None, (
                    f"{app.say(find_game(record.game).name)} · {status} · {_when(record.updated, app.lang)}",
                    standing(app, record) if record.status != "finished" else None)))),
                leading=game_icon(record.game),
                on_click=lambda _, r=record: go(f"/game/{r.id}"),
                min_height=56,
            ),
            button=True,
            expand=True,
        )
        # A finished game offers "Play again" in one tap (issue 24): a new game with the same players, seats,
        # colours and options, started and opened at once (`play_again_now`); back from it leads Home, and
        # Home lists it as any game just started. "Other players" opens that set-up form instead, for a
        # different table.
        again = ([ident(f"again-{record.id}", icon_button(
            ft.Icons.REPLAY, tooltip=t("ui.play_again"),
            on_click=lambda _, r=record: (dismiss_messages(page), play_again_now(page, app, r.id, go)))),
            ident(f"again-edit-{record.id}", icon_button(
                ft.Icons.GROUP, tooltip=t("ui.play_again_edit"),
                on_click=lambda _, r=record: (dismiss_messages(page), go(f"/new/{app.play_again(r.id)}"))))]
            if record.status == "finished" else [])
        # The delete button sits beside the tile, not inside it, so that it keeps its own identity.
        return (
            ft.Row(
                [
                    opener,
                    *again,
                    ident(
                        f"delete-{record.id}",
                        icon_button(ft.Icons.DELETE_OUTLINE, tooltip=t("ui.delete"), on_click=on_delete(record)),
                    ),
                ],
                spacing=0,
            )
        )

    def set_aside_row(row) -> ft.Control:
        text = (t("ui.set_aside_game", reason=row.reason if row.said is None else row.said) if row.kind == "game"
                else t("ui.set_aside_setting", name=row.key))

        def export(_: Any) -> None:
            save_and_offer(page, app, (row.raw + "\n").encode("utf-8"), f"set-aside-{row.kind}-{row.key}.json")

        tile = ft.ListTile(title=ft.Text(text), leading=ft.Icon(ft.Icons.REPORT_PROBLEM_OUTLINED), min_height=56,
                           on_click=(lambda _: go(f"/game/{row.key}")) if row.kind == "game" else None)
        return ft.Row([ident(f"aside-{row.kind}-{row.key}", tile, button=row.kind == "game", expand=True),
                       ident(f"aside-export-{row.kind}-{row.key}",
                             icon_button(ft.Icons.SAVE_ALT, tooltip=t("ui.export_raw"), on_click=export))],
                      spacing=0)

    def recover() -> None:
        """The games of the damaged file moved aside, copied back as far as they can be read."""
        try:
            count = app.recover_moved()
        except NotABackup:
            snack(page, t("ui.db_nothing_recovered"))
            return
        refresh()
        snack(page, t("ui.db_recovered", count=count))

    def notice(identifier: str, text: str, colour: str = ft.Colors.ERROR_CONTAINER) -> ft.Control:
        """A note of the store's state above the games (a fault in the error colour)."""
        return ident(identifier, ft.Container(ft.Text(text), bgcolor=colour, padding=12, border_radius=8))

    def recover_button() -> ft.Control:
        return ident("store-recover", ft.FilledButton(t("ui.db_recover"), icon=ft.Icons.RESTORE_PAGE,
                                                      on_click=lambda _: recover()))

    body: list[ft.Control] = [table_mode_card(app)] if app.table_url else []
    report = app.store.report
    aside = report.moved_aside or report.left_aside
    if aside is not None and app.store.backups.salvaged:  # recovered: said once more, no longer as a fault
        body.append(notice("store-recovered", t("ui.db_recovered_home", path=str(aside)),
                           ft.Colors.SECONDARY_CONTAINER))
    elif report.moved_aside or report.reason:
        reason = "; ".join(render(said, app.lang) for said in report.said) or report.reason or "?"
        text = (t("ui.db_moved", reason=reason, path=str(report.moved_aside)) if report.moved_aside
                else t("ui.db_read_only", reason=reason) if report.read_only
                else t("ui.db_rebuilt", reason=reason) if report.rebuilt else t("ui.db_unsaved", reason=reason))
        body.append(notice("store-warning", text))
        if app.can_recover():
            body.append(recover_button())
    elif report.left_aside is not None and app.can_recover():  # moved aside by an earlier start, never recovered
        body += [notice("store-warning", t("ui.db_left_aside", path=str(report.left_aside))), recover_button()]
    elif report.was_empty:
        body.append(notice("store-warning", t("ui.db_was_empty", path=str(report.path))))
    restored = app.store.backups.last_restore  # its `*_said` list the same items as its English `refused`, `ignored`
    left_out = tuple(render(p, app.lang) for p in (*restored.refused_said, *restored.ignored_said))
    if left_out:  # what the last restore did not copy (rows refused, triggers, views...): said, not hidden
        items = "; ".join(left_out[:10]) + (" …" if len(left_out) > 10 else "")
        heading = "ui.recover_left_out" if app.store.backups.salvaged else "ui.restore_left_out"
        body.append(ident("restore-report", ft.Container(ft.Text(t(heading, items=items)),
                                                         bgcolor=ft.Colors.ERROR_CONTAINER, padding=12,
                                                         border_radius=8)))
    # What a table comes back for first: the games in progress, then the last ones played; the catalogue
    # after them (with 16 games above them, resuming took two screens of scrolling).
    records, aside = _readable(app.games), _readable(app.set_aside)
    if records is None or aside is None:  # a damaged page that the checks at opening did not see: said, not fatal
        records, aside = records or [], aside or []
        body.append(ident("store-damaged", ft.Container(ft.Text(t("ui.db_damaged_now")),
                                                        bgcolor=ft.Colors.ERROR_CONTAINER, padding=12,
                                                        border_radius=8)))
    playing = [r for r in records if r.status != "finished"]
    finished = [r for r in records if r.status == "finished"]
    def part(key: str) -> ft.Control:
        return ft.Text(t(key), theme_style=ft.TextThemeStyle.LABEL_LARGE, color=ft.Colors.PRIMARY)

    body.append(section(t("ui.my_games")))
    if playing:
        body += [ident("continue", part("home.continue")), *[saved_row(r) for r in playing]]
    if finished:
        body += [ident("recent", part("home.recent")), *[saved_row(r) for r in finished]]
    if not records:
        body.append(ft.Text(t("home.no_games"), italic=True))
    body += [ft.Divider(), ident("catalogue", section(t("ui.games"))), *catalogue(app, go), home_entry(app, go)]
    if aside:
        body += [ft.Divider(), ident("set-aside", section(t("ui.set_aside_title"))),
                 *[set_aside_row(row) for row in aside]]
    return ft.View(
        route="/",
        appbar=ft.AppBar(
            # with four 48 px actions, the 22 px title was cut to "Table Refe…" at 360 px, the 18 px one to
            # "Arbitre de ta…" (issue 36 item 9): the game screens' title, on a second line if one is too short
            title=ident("home-title", bar_title(t("ui.app_title"))),
            actions=[
                *[
                    ident(
                        f"open-{name}",
                        icon_button(icon, tooltip=t(f"ex.{name}"), on_click=lambda _, n=name: go(f"/{n}")),
                    )
                    for name, icon in (
                        ("history", ft.Icons.HISTORY),
                        ("players", ft.Icons.PEOPLE_OUTLINE),
                        ("exchange", ft.Icons.IMPORT_EXPORT),
                    )
                ],
                ident(
                    "open-settings",
                    icon_button(ft.Icons.SETTINGS, tooltip=t("ui.settings"), on_click=lambda _: go("/settings")),
                )
            ],
        ),
        controls=[ft.ListView(body, expand=True, spacing=2, padding=ft.Padding.only(bottom=FAB_ROOM)),
                  # a new game one tap away from Home's first screen, however many games are saved (issue 26)
                  new_game_bar(t("home.new_game"), lambda _: go("/games"))],
    )
