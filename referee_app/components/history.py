"""History (finished games, those the app referees and plays of any other game, filtered by game, player and
dates, a page at a time), one game's result (with what it was before a correction), and the statistics per
player and per game.

The filters are this session's (`AppState.history_filter`: kept in its browser, never in a backup), so the screen
reopens as it was left, and says when a filter hides games. Dates are written as the reader writes them
(31/01/2026 in French). A game whose result is a place (Défense d'afficher) shows places, not points; a play
noted with its winners only shows who won; a cooperative table won or lost together. Controls are built once and
updated in place; every query is one page (`store.records.history`), so thousands of games stay fast.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import colours_of, confirm, ident, save_and_offer, section, snack, stamped
from referee_app.components.play_draft import read_day
from referee_app.exchange.tables import entry_name, game_name, score_text
from referee_app.state import AppState
from referee_app.store.records import HistoryEntry, HistoryFilter, PlayerResult
from referee_app.store.statistics import (
    GameSummary,
    Scores,
    Scoring,
    game_summaries,
    head_to_head,
    player_summaries,
    plays_by_month,
    wins_by_player_and_game,
)
from scorers.i18n import join_list, phrase, render
from scorers.registry import GAMES

ALL = "*"
#: Icon buttons are 40 px by default: at least 48 (the 44 px floor with a margin) under a finger.
TAP_TARGET = ft.BoxConstraints(min_width=48, min_height=48)


#: The longest note and place name a play keeps (a note is a few lines, as BG Stats' comments).
NOTE_LENGTH = 500
PLACE_LENGTH = 80

#: Room above the first drop-down, whose label is drawn half above its border: the list clipped it ("Jeu" cut).
LABEL_ROOM = 8


def listed(body: list[ft.Control]) -> ft.ListView:
    """A screen's scrolling body, its first drop-down's label whole."""
    return ft.ListView(body, expand=True, spacing=8, padding=ft.Padding.only(top=LABEL_ROOM))


def icon_button(icon: ft.IconData, **kwargs: Any) -> ft.IconButton:
    """An icon button with a tap target of at least 48 x 48 px."""
    return ft.IconButton(icon, size_constraints=TAP_TARGET, **kwargs)


#: How each language writes a day (the date filters read them back so, ISO's form too).
DAY_FORMATS = {"fr": "%d/%m/%Y", "en": "%Y-%m-%d"}


def show_day(day: dt.date, lang: str) -> str:
    return day.strftime(DAY_FORMATS.get(lang, "%Y-%m-%d"))


def _day(moment: dt.datetime, lang: str) -> str:
    return show_day(moment.astimezone(), lang)


def when(moment: dt.datetime, lang: str) -> str:
    """A play's day and time as the reader writes them ("31/01/2026 20:15")."""
    local = moment.astimezone()
    return render(phrase("hi.when", day=show_day(local, lang), time=local.strftime("%H:%M")), lang)


def _valid_day(text: str, lang: str = "en") -> str | None:
    day = read_day(text, lang)
    return day.isoformat() if day else None


def line_name(app: AppState, result: PlayerResult) -> str:
    """A result line's name: a team with its members ("Les Bleus (Anna, Ben)"); a team named after its members
    ("Ana & Ben", from BG Stats) is just them."""
    if not result.members or result.player == " & ".join(result.members):
        return result.player
    return app.t("ex.team_of", team=result.player, members=", ".join(result.members))


def results_line(app: AppState, entry: HistoryEntry) -> str:
    """The result in a line: each side's score ("Anna 12, Ben 9"); places where the game's result is a place
    (Défense d'afficher: "1. Jon, 2. Kai, 3. Ivy", never its posters left as if points); names alone where no
    score was recorded."""
    if not entry.scoring.points:
        ranked = sorted(entry.results, key=lambda r: (r.rank, r.seat))
        return ", ".join(app.t("hi.placed", rank=r.rank, player=line_name(app, r)) for r in ranked)
    return ", ".join(line_name(app, r) if r.score is None else
                     app.t("ex.result", player=line_name(app, r), score=score_text(r.score, app.lang))
                     for r in entry.results)


def outcome(app: AppState, entry: HistoryEntry) -> str:
    """Who won, in words: "won by Anna", "won together", "not over: Anna leading", "no winner recorded" (never
    "won by " and no one)."""
    if not entry.over:
        leaders = [r.player for r in entry.results if r.rank == 1]
        return app.t("hi.not_over", players=join_list(leaders, app.lang))
    if entry.cooperative and len({r.winner for r in entry.results}) == 1:
        return app.t("hi.won_together" if entry.results and entry.results[0].winner else "hi.lost_together")
    if not entry.winners:
        return app.t("hi.no_winner")
    return app.t("ex.won_by", players=", ".join(entry.winners))


def game_options(app: AppState) -> list[ft.DropdownOption]:
    """Every game History can hold: ours, then those the app does not referee that it has kept."""
    return ([ft.DropdownOption(key=ALL, text=app.t("ex.filter.all"))]
            + [ft.DropdownOption(key=g.id, text=app.say(g.name)) for g in GAMES]
            + [ft.DropdownOption(key=game_id, text=name)
               for game_id, name in sorted(app.game_names().items(), key=lambda item: item[1].casefold())])


class Filters:
    """The filter controls shared by the history and statistics screens."""

    def __init__(self, app: AppState, changed: Callable[[], None], with_player: bool = True) -> None:
        self.app, self.changed = app, changed
        saved = app.history_filter()
        t, lang = app.t, app.lang
        options = game_options(app)
        known = {o.key for o in options}
        self.game = ft.Dropdown(value=saved.game if saved.game in known else ALL, label=t("ex.filter.game"),
                                expand=True, on_select=self._set, options=options)
        players = app.store.records.history_players()
        self.player = ft.Dropdown(value=saved.player if saved.player in players else ALL, label=t("ex.filter.player"),
                                  expand=True, on_select=self._set,
                                  options=[ft.DropdownOption(key=ALL, text=t("ex.filter.all"))]
                                  + [ft.DropdownOption(key=n, text=n) for n in players])
        # The date's format is the hint, not part of the label: "Du (AAAA-MM-JJ)" wrapped at 360 px; the day is
        # written as the reader writes days (31/01/2026 in French), and read back so.
        def shown(day: str | None) -> str:
            return show_day(dt.date.fromisoformat(day), lang) if day else ""

        self.since = ft.TextField(value=shown(saved.since), label=t("home.filter.since"),
                                  hint_text=t("hi.date_hint"), expand=True, on_change=self._set)
        self.until = ft.TextField(value=shown(saved.until), label=t("home.filter.until"),
                                  hint_text=t("hi.date_hint"), expand=True, on_change=self._set)
        self.with_player = with_player

    def current(self) -> HistoryFilter:
        lang = self.app.lang
        return HistoryFilter(game=None if self.game.value in (None, ALL) else self.game.value,
                             player=None if not self.with_player or self.player.value in (None, ALL)
                             else self.player.value,
                             since=_valid_day(self.since.value or "", lang),
                             until=_valid_day(self.until.value or "", lang))

    def _set(self, _: Any) -> None:
        for box in (self.since, self.until):
            box.error = None if not (box.value or "").strip() or _valid_day(box.value, self.app.lang) \
                else self.app.t("hi.bad_day")
        self.app.set_history_filter(self.current())
        self.changed()

    def clear(self) -> None:
        """Every game again: no game, player or date chosen."""
        self.game.value = self.player.value = ALL
        self.since.value = self.until.value = ""
        self._set(None)

    def controls(self) -> list[ft.Control]:
        first = [ident("filter-game", self.game, expand=True)]
        if self.with_player:
            first.append(ident("filter-player", self.player, expand=True))
        return [ft.Row(first, spacing=8),
                ft.Row([ident("filter-since", self.since, expand=True), ident("filter-until", self.until, expand=True)],
                       spacing=8)]


class HistoryScreen:
    def __init__(self, page: ft.Page, app: AppState, go: Callable[..., Any]) -> None:
        self.page, self.app, self.go, self.number = page, app, go, 0
        self.filters = Filters(app, self.first_page)
        self.rows = ft.Column(spacing=2)
        self.pager = ft.Text()
        self.filtered = ft.Text(size=12, italic=True)
        self.clear = ft.TextButton(app.t("hi.clear_filters"), icon=ft.Icons.FILTER_ALT_OFF,
                                   on_click=lambda _: self.filters.clear())
        # not `wrap`: an expanded child in a wrapping row is a Flutter layout error, and the browser then drew
        # History's whole list as a grey box once a filter was set (the note's words wrap inside their own box)
        self.filter_note = ft.Row([ident("history-filtered", self.filtered, expand=True),
                                   ident("clear-filters", self.clear)], visible=False,
                                  vertical_alignment=ft.CrossAxisAlignment.CENTER)
        self.back = icon_button(ft.Icons.CHEVRON_LEFT, tooltip=app.t("ex.previous"), on_click=lambda _: self.turn(-1))
        self.next = icon_button(ft.Icons.CHEVRON_RIGHT, tooltip=app.t("ex.next"), on_click=lambda _: self.turn(1))

    def first_page(self) -> None:
        self.number = 0
        self.fill()

    def turn(self, step: int) -> None:
        self.number += step
        self.fill()

    def fill(self) -> None:
        t = self.app.t
        flt = self.filters.current()
        shown = self.app.history(flt, self.number)
        self.number = shown.page
        self.rows.controls = [self._tile(e) for e in shown.entries] or [ft.Text(t("ex.no_history"), italic=True)]
        self.pager.value = t("ex.pager", page=shown.page + 1, pages=shown.pages, total=shown.total)
        self.back.disabled, self.next.disabled = shown.page == 0, shown.page >= shown.pages - 1
        # a filter that hides games says so, with the way back to every game (a restored backup once brought
        # back a filter, and History quietly showed 3 games of 12)
        every = self.app.history(HistoryFilter(), 0).total if flt != HistoryFilter() else shown.total
        self.filter_note.visible = flt != HistoryFilter()
        self.filtered.value = t("hi.filtered", shown=shown.total, total=every)

    def _tile(self, entry: HistoryEntry) -> ft.Control:
        t, lang = self.app.t, self.app.lang
        tags = [t("bg.imported_tag")] if not entry.refereed and not entry.entered else []
        if entry.ignored:
            tags.append(t("hi.ignored_tag"))
        subtitle = " · ".join([entry_name(entry, lang), when(entry.played, lang), *([entry.place] if entry.place
                                                                                   else []), *tags,
                               outcome(self.app, entry)])
        tile = ft.ListTile(title=ft.Text(entry.title, weight=ft.FontWeight.BOLD),
                           subtitle=ft.Text(f"{subtitle}\n{results_line(self.app, entry)}"),
                           leading=ft.Icon(ft.Icons.EMOJI_EVENTS_OUTLINED), min_height=64, is_three_line=True,
                           on_click=lambda _: self.go(f"/history/{entry.id}"))
        return ft.Row([ident(f"entry-{entry.id}", tile, button=True, expand=True),
                       ident(f"forget-{entry.id}", icon_button(ft.Icons.DELETE_OUTLINE, tooltip=t("ui.delete"),
                                                                 on_click=lambda _: self.ask_delete(entry)))],
                      spacing=0)

    def ask_delete(self, entry: HistoryEntry) -> None:
        t = self.app.t

        def really() -> None:
            self.app.delete(entry.id)
            self.fill()

            def undo(_: Any) -> None:
                self.app.restore(entry.id)
                self.fill()
                self.page.update()

            snack(self.page, t("ui.deleted"), t("ui.undo"), undo)

        confirm(self.page, t("ui.delete_title"), t("ui.delete_body", title=entry.title), t("ui.delete"),
                t("ui.cancel"), really, test_id="delete")

    def view(self) -> ft.View:
        t = self.app.t
        self.fill()
        body = [*self.filters.controls(), self.filter_note,
                ft.Row([self.back, ident("history-pager", self.pager), self.next],
                       alignment=ft.MainAxisAlignment.CENTER),
                self.rows, ft.Container(height=72)]  # room under the last row for the button
        record = ident("record-play", ft.FloatingActionButton(icon=ft.Icons.ADD, content=t("hi.record_play"),
                                                               tooltip=t("hi.record_play"),
                                                               on_click=lambda _: self.go("/history", "/play")),
                       button=True)
        return ft.View(route="/history", controls=[listed(body)], floating_action_button=record,
                       appbar=ft.AppBar(title=ft.Text(t("ex.history")), actions=[
                           ident("open-stats", icon_button(ft.Icons.QUERY_STATS, tooltip=t("ex.stats"),
                                                             on_click=lambda _: self.go("/history", "/stats")))]))


def entry_view(page: ft.Page, app: AppState, game_id: str, go: Callable[..., Any]) -> ft.View:
    """One game of the history: its result, what it was before corrections, open it, export its file."""
    t = app.t
    entry = app.store.records.history_entry(game_id)
    if entry is None:
        return ft.View(route=f"/history/{game_id}", appbar=ft.AppBar(title=ft.Text(t("ex.history"))),
                       controls=[ft.Text(t("ex.no_history"), italic=True)])

    points = entry.scoring.points

    def row(r) -> ft.Control:
        fill, ink = colours_of(r.colour or "")
        # a place is not points: Défense d'afficher's number (posters left) is not shown as a score
        return ft.Row([ft.Container(ft.Text(str(r.rank), color=ink, weight=ft.FontWeight.BOLD), bgcolor=fill,
                                    width=32, height=32, border_radius=16, alignment=ft.Alignment.CENTER),
                       ft.Text(line_name(app, r), expand=True, weight=ft.FontWeight.BOLD if r.winner else None),
                       ft.Text(score_text(r.score, app.lang) if points else "", size=18, weight=ft.FontWeight.BOLD),
                       ft.Icon(ft.Icons.EMOJI_EVENTS, color=ft.Colors.AMBER, visible=r.winner)])

    def export(_: Any) -> None:
        title, data = app.game_file_json(game_id)
        save_and_offer(page, app, data, stamped(title, "json"))

    note = ft.TextField(value=entry.note or "", label=t("ex.note"), multiline=True, min_lines=1, max_lines=4,
                        max_length=NOTE_LENGTH)
    place = ft.TextField(value=entry.place or "", label=t("ex.place"), max_length=PLACE_LENGTH, expand=True)
    ignored = ft.Switch(label=t("hi.ignored_switch"), value=entry.ignored)

    def save_details(_: Any) -> None:
        app.store.records.set_play_details(game_id, note.value, place.value, bool(ignored.value))
        snack(page, t("ex.details_saved"))
        page.update()

    ignored.on_change = save_details
    body: list[ft.Control] = [
        ident("entry-when", ft.Text(f"{entry_name(entry, app.lang)} · {when(entry.played, app.lang)}"
                                    + (f" · {t('ex.minutes', n=entry.duration_min)}" if entry.duration_min else ""))),
        ident("entry-outcome", ft.Text(outcome(app, entry), italic=True)),
        section(t("ex.result_title")), *[row(r) for r in sorted(entry.results, key=lambda r: (r.rank, r.seat))]]
    if entry.earlier:
        body.append(section(t("ex.earlier")))
        body += [ident(f"earlier-{i}", ft.Text(t("ex.earlier_line", when=_day(e.replaced, app.lang),
                                                   results=", ".join(t("ex.result", player=r.player, score=r.score)
                                                                     for r in e.results))))
                 for i, e in enumerate(entry.earlier)]
    body += [section(t("ex.details")), ident("play-note", note),
             ft.Row([ident("play-place", place, expand=True),
                     ident("save-details", ft.OutlinedButton(t("ex.save_details"), icon=ft.Icons.SAVE_OUTLINED,
                                                             on_click=save_details, height=48))], spacing=8),
             ident("play-ignored", ignored),
             ft.Text(t("ex.correct_hint"), size=12, italic=True),
             ft.Row([ident("open-game", ft.FilledButton(t("ex.open_game"), icon=ft.Icons.EDIT,
                                                        on_click=lambda _: go(f"/game/{game_id}"), height=48)),
                     ident("export-game-file", ft.OutlinedButton(t("ex.export_file"), icon=ft.Icons.DOWNLOAD,
                                                                 on_click=export, height=48))], wrap=True)]
    if entry.entered:  # typed here: no game to open, the play itself to correct
        body[-2:] = [ident("not-refereed", ft.Text(t("hi.entered"), size=12, italic=True)),
                     ident("correct-play", ft.FilledButton(t("hi.correct_play"), icon=ft.Icons.EDIT, height=48,
                                                           on_click=lambda _: go(f"/play/{game_id}")))]
    elif not entry.refereed:  # a BG Stats play: its scores as recorded there, no game to open or export
        body[-2:] = [ident("not-refereed", ft.Text(t("bg.not_refereed"), size=12, italic=True))]
    return ft.View(route=f"/history/{game_id}", appbar=ft.AppBar(title=ft.Text(entry.title)),
                   controls=[listed(body)])


def decimal(value: float, lang: str) -> str:
    """A figure to one decimal at most, as the reader writes it: "48,4" in French, "48.4" in English."""
    text = f"{round(value, 1):g}"
    return text.replace(".", ",") if lang == "fr" else text


def scores_text(app: AppState, scores: Scores | None, scoring: Scoring, by: str | None = None,
                count: int = 1) -> str:
    """Best, average and worst of a game's scores, or that its result is a place (Défense d'afficher). The best is
    named by who made it when one side did; made by several (Paleo's 4, every winning side), how many times."""
    if not scoring.points:
        return app.t("ex.no_points")
    if scores is None:  # points, but only the winners were recorded
        return app.t("hi.no_scores")
    params = {"best": score_text(scores.best, app.lang), "average": decimal(scores.average, app.lang),
              "worst": score_text(scores.worst, app.lang)}
    if count > 1:
        text = app.t("hi.best_many", count=count, **params)
    else:
        text = app.t("ex.scores_by", by=by, **params) if by else app.t("ex.scores", **params)
    return text if scoring.highest_wins else f"{text} · {app.t('ex.lowest_wins')}"


def game_line(app: AppState, summary: GameSummary) -> str:
    return (f"{app.t('ex.game_stats', played=summary.plays, last=_day(summary.last_played, app.lang))}"
            f" · {scores_text(app, summary.scores, summary.scoring, summary.best_by, summary.best_count)}")


class StatsScreen:
    """Per player (plays, wins, win rate, streaks, last played, then each game's scores), per game, and
    two players head to head; every figure from `referee_app.store.statistics`."""

    def __init__(self, page: ft.Page, app: AppState) -> None:
        self.page, self.app = page, app
        self.filters = Filters(app, self.fill, with_player=False)
        self.players = ft.Column(spacing=4)
        self.games = ft.Column(spacing=4)
        names = [o.key for o in self.filters.player.options if o.key != ALL]  # the history's players, read once
        t = app.t
        self.first = ft.Dropdown(value=names[0] if names else None, label=t("ex.h2h_first"), expand=True,
                                 on_select=lambda _: self.fill(),
                                 options=[ft.DropdownOption(key=n, text=n) for n in names])
        self.second = ft.Dropdown(value=names[1] if len(names) > 1 else None, label=t("ex.h2h_second"), expand=True,
                                  on_select=lambda _: self.fill(),
                                  options=[ft.DropdownOption(key=n, text=n) for n in names])
        self.versus = ft.Text()
        self.wins_chart = ft.Container()
        self.months_chart = ft.Container()

    def fill(self) -> None:
        # here, not at the top: the charts import Flet's canvas, an eighth of the app's imports before Home
        # (issue 27), which only this screen draws
        from referee_app.components.charts import MOST_MONTHS, MOST_PLAYERS, months_chart, wins_chart

        t, lang, flt = self.app.t, self.app.lang, self.filters.current()
        lines = self.app.store.records.result_lines(flt)
        others = self.app.game_names()
        tiles: list[ft.Control] = []
        summaries = player_summaries(lines)
        for i, s in enumerate(summaries):
            rows = [ft.Text(t("ex.player_stats", played=s.plays, wins=s.wins, rate=round(100 * s.win_rate),
                                longest=s.longest_streak, last=_day(s.last_played, lang)))]
            if s.team_wins:  # of the wins just said (never read as games played)
                rows.append(ft.Text(t("hi.team_wins", n=s.team_wins), size=12))
            rows.append(ft.Text("\n".join(  # one text for all their games: a few hundred controls fewer
                f"{t('ex.player_game', game=game_name(g.game, lang, others), played=g.plays, wins=g.wins)}"
                f" · {scores_text(self.app, g.scores, g.scoring)}" for g in s.games), size=12))
            tiles.append(ident(f"stats-player-{i}", ft.ListTile(
                title=ft.Text(s.player, weight=ft.FontWeight.BOLD), subtitle=ft.Column(rows, spacing=2),
                leading=ft.Icon(ft.Icons.PERSON))))
        self.players.controls = tiles or [ft.Text(t("ex.no_history"), italic=True)]
        self.games.controls = [
            ident(f"stats-game-{s.game}", ft.ListTile(
                title=ft.Text(game_name(s.game, lang, others), weight=ft.FontWeight.BOLD),
                subtitle=ft.Text(game_line(self.app, s)), leading=ft.Icon(ft.Icons.CASINO_OUTLINED)))
            for s in game_summaries(lines)]
        names = {**{g.id: self.app.say(g.name) for g in GAMES}, **others}
        self.wins_chart.content = wins_chart(wins_by_player_and_game(summaries, MOST_PLAYERS), names,
                                             t("hi.other_games"))
        months = plays_by_month(lines, MOST_MONTHS)
        self.months_chart.content = months_chart(months, {m: f"{m[5:]}/{m[:4]}" if lang == "fr" else m
                                                          for m, _ in months})
        if self.first.value and self.second.value and self.first.value != self.second.value:
            duel = head_to_head(lines, self.first.value, self.second.value)
            self.versus.value = t("hi.h2h_line", games=duel.games, first=duel.first, a=duel.first_ahead,
                                  second=duel.second, b=duel.second_ahead, ties=duel.ties) \
                + (" · " + t("hi.h2h_partners", n=duel.partners) if duel.partners else "")
        else:
            self.versus.value = ""

    def view(self) -> ft.View:
        t = self.app.t
        self.fill()
        body = [*self.filters.controls(), section(t("ex.chart_wins")), ident("chart-wins", self.wins_chart),
                section(t("ex.chart_months")), ident("chart-months", self.months_chart), ft.Divider(),
                section(t("ex.by_player")), self.players, ft.Divider(),
                section(t("ex.by_game")), self.games, ft.Divider(), section(t("ex.head_to_head")),
                ft.Row([ident("h2h-first", self.first, expand=True), ident("h2h-second", self.second, expand=True)],
                       spacing=8),
                ident("h2h-line", self.versus)]
        return ft.View(route="/stats", appbar=ft.AppBar(title=ft.Text(t("ex.stats"))),
                       controls=[listed(body)])
