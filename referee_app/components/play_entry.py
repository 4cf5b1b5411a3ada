"""Record a play of a game the app does not referee, as BG Stats does (route `/play`; `/play/<id>` corrects one
typed before): pick the game among those recorded before, or type it once (how it is won, cooperative, teams,
its BoardGameGeek id: remembered for the next time); then the players (those you know one tap away) and their
final scores on the number pad, or only who won; the day, time, minutes, place and note. The draft and its
checks are `components/play_draft.py`; saving goes through `AppState.record_play` (one transaction).

A name that is one of our games offers its referee instead ("Start Loopit"): our games keep theirs.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import ident, section, snack
from referee_app.components.history import listed, show_day
from referee_app.components.known_players import KnownPlayers
from referee_app.components.play_draft import (
    MOST_SEATS,
    PlayDraft,
    PlayRefused,
    Seat,
    check,
    new_play,
    our_game,
    outcome,
    problem_at,
)
from referee_app.components.setup_parts import TAP
from referee_app.state import AppState
from referee_app.store.catalogue import PlayGame, game_key
from referee_app.store.records import HistoryEntry
from scorers.i18n import Phrase

#: The games recorded before offered under the game's name (the most recent first).
MOST_GAMES_SHOWN = 6
#: Teams a play can have.
MOST_TEAMS = 6
HOW = ("highest", "lowest", "none")  # how a game's scores read (`pl.summary.<it>` says it)


def draft_of(entry: HistoryEntry, lang: str) -> PlayDraft:
    """The draft of a play typed before (to correct it)."""
    other = entry.other or PlayGame(name=entry.title)
    seats = []
    for number, r in enumerate(entry.results, start=1):
        for place, person in enumerate(r.people):
            seats.append(Seat(person, "" if r.score is None or place else str(r.score), r.winner,
                              number if r.members else 0))
    local = entry.played.astimezone()
    return PlayDraft(game=other.name, game_id=other.id, bgg=str(other.bgg_id or ""), points=other.points,
                     highest_wins=other.highest_wins, cooperative=entry.cooperative, teams=other.teams,
                     winners_only=other.points and all(r.score is None for r in entry.results),
                     table_won=entry.cooperative and all(r.winner for r in entry.results), seats=seats,
                     day=show_day(local.date(), lang), time=local.strftime("%H:%M"),
                     duration=str(entry.duration_min or ""), place=entry.place or "", note=entry.note or "",
                     ignored=entry.ignored)


class PlayEntry:
    def __init__(self, page: ft.Page, app: AppState, go: Callable[..., Any], game_id: str | None = None) -> None:
        self.page, self.app, self.go, self.editing = page, app, go, game_id
        t, lang = app.t, app.lang
        now = dt.datetime.now().astimezone()
        entry = app.store.records.history_entry(game_id) if game_id else None
        self.entry = entry if entry is not None and entry.entered else None
        self.draft = draft_of(self.entry, lang) if self.entry else PlayDraft(day=show_day(now.date(), lang),
                                                                              time=now.strftime("%H:%M"))
        self.problems: list = []
        self.game = ft.TextField(value=self.draft.game, label=t("pl.game"), hint_text=t("pl.game_hint"),
                                 on_change=self._typed_game,
                                 capitalization=ft.TextCapitalization.SENTENCES)
        self.games = ft.Row(wrap=True, spacing=8, run_spacing=6)
        self.ours = ft.Column(spacing=6, visible=False)
        self.how = ft.SegmentedButton(selected=[self._how()], show_selected_icon=False, on_change=self._set_how,
                                      style=ft.ButtonStyle(visual_density=ft.VisualDensity.STANDARD,
                                                           padding=ft.Padding.symmetric(horizontal=8, vertical=12)),
                                      segments=[ft.Segment(value=v, label=ft.Text(t(f"pl.{k}")))
                                                for v, k in zip(HOW, ("highest", "lowest", "no_points"),
                                                                strict=True)])
        self.cooperative = ft.Switch(label=t("pl.cooperative"), value=self.draft.cooperative,
                                     on_change=lambda e: self._flag("cooperative", e))
        self.teams = ft.Switch(label=t("pl.teams"), value=self.draft.teams, on_change=lambda e: self._flag("teams", e))
        self.bgg = ft.TextField(value=self.draft.bgg, label=t("pl.bgg"), keyboard_type=ft.KeyboardType.NUMBER,
                                on_change=lambda e: self._text("bgg", e))
        self.known = KnownPlayers(app, self._add)
        self.name = ft.TextField(label=t("pl.player_name"), expand=True, on_submit=lambda _: self._add_typed(),
                                 capitalization=ft.TextCapitalization.WORDS)
        self.seats = ft.Column(spacing=4)
        self.winners_only = ft.Switch(label=t("pl.winners_only"), value=self.draft.winners_only,
                                      on_change=lambda e: self._flag("winners_only", e))
        self.table_won = ft.Switch(label=t("pl.table_won"), value=self.draft.table_won,
                                   on_change=lambda e: self._flag("table_won", e))
        self.outcome = ft.Text(weight=ft.FontWeight.BOLD)
        self.day = ft.TextField(value=self.draft.day, label=t("pl.day"), expand=3,
                                keyboard_type=ft.KeyboardType.DATETIME, on_change=lambda e: self._text("day", e))
        self.time = ft.TextField(value=self.draft.time, label=t("pl.time"), hint_text=t("pl.time_hint"), expand=2,
                                 keyboard_type=ft.KeyboardType.DATETIME, on_change=lambda e: self._text("time", e))
        self.duration = ft.TextField(value=self.draft.duration, label=t("pl.duration"), expand=3,
                                     keyboard_type=ft.KeyboardType.NUMBER,
                                     on_change=lambda e: self._text("duration", e))
        self.place = ft.TextField(value=self.draft.place, label=t("ex.place"), max_length=80, expand=4,
                                  on_change=lambda e: self._text("place", e))
        self.note = ft.TextField(value=self.draft.note, label=t("ex.note"), multiline=True, min_lines=1, max_lines=4,
                                 max_length=500, on_change=lambda e: self._text("note", e))
        self.ignored = ft.Switch(label=t("hi.ignored_switch"), value=self.draft.ignored,
                                 on_change=lambda e: self._flag("ignored", e))
        self.error = ft.Text(color=ft.Colors.ERROR)
        self.score_boxes: list[ft.TextField] = []
        # how a game is played: asked for a new game, summed up for one played before (its players come first)
        self.settings = ft.Column([ft.Text(t("pl.how"), size=12), ident("play-how", self.how),
                                   ident("play-cooperative", self.cooperative), ident("play-teams", self.teams),
                                   ident("play-bgg", self.bgg)], spacing=6)
        self.summary = ft.Text(size=12, italic=True, expand=True)
        self.change = ft.TextButton(t("pl.change_how"), icon=ft.Icons.TUNE, on_click=self._open_settings)
        self.summary_row = ft.Row([ident("play-how-summary", self.summary), ident("play-change-how", self.change)],
                                  spacing=4)
        self.opened = self.entry is None
        # visibility goes on the identifier's wrapper: a Semantics must show its content (Flutter draws a red
        # "Semantics.content must be provided and visible" box otherwise)
        self.ours_box = ident("play-ours", self.ours)
        self.winners_only_box = ident("play-winners-only", self.winners_only)
        self.table_won_box = ident("play-table-won", self.table_won)
        self.refresh()

    # --- the draft ---------------------------------------------------------------------------------
    def _how(self) -> str:
        if not self.draft.points:
            return "none"
        return "highest" if self.draft.highest_wins else "lowest"

    def _set_how(self, e: Any) -> None:
        value = (e.control.selected or ["highest"])[0]
        self.draft.points, self.draft.highest_wins = value != "none", value != "lowest"
        self.refresh()

    def _flag(self, name: str, e: Any) -> None:
        setattr(self.draft, name, bool(e.control.value))
        self.refresh()

    def _text(self, name: str, e: Any) -> None:
        setattr(self.draft, name, e.control.value or "")
        if self.problems:
            self.refresh()

    def _typed_game(self, e: Any) -> None:
        self.draft.game, self.draft.game_id = e.control.value or "", ""
        kept = self.app.store.catalogue.named(self.draft.game)
        if kept is not None:  # a game recorded before, typed again: as it was played
            self.draft = self.draft.with_game(kept)
            self._show_game_settings()
        self.opened = kept is None
        self.refresh()

    def pick_game(self, game: PlayGame) -> None:
        self.draft = self.draft.with_game(game)
        self.game.value = game.name
        self._show_game_settings()
        self.opened = False
        self.refresh()

    def _open_settings(self, _: Any = None) -> None:
        self.opened = True
        self.refresh()

    def _show_game_settings(self) -> None:
        self.how.selected = [self._how()]
        self.cooperative.value, self.teams.value, self.bgg.value = (self.draft.cooperative, self.draft.teams,
                                                                    self.draft.bgg)

    def _add(self, name: str, _colour: str | None = None) -> None:
        name = " ".join(name.split())
        if not name or len(self.draft.seats) >= MOST_SEATS:
            return
        self.draft.seats.append(Seat(name))
        self.refresh()

    def _add_typed(self) -> None:
        self._add(self.name.value or "")
        self.name.value = ""

    def remove(self, index: int) -> None:
        del self.draft.seats[index]
        self.refresh()

    def set_score(self, index: int, value: str) -> None:
        self.draft.seats[index].score = value
        self._redo_outcome()

    def toggle_win(self, index: int) -> None:
        seat = self.draft.seats[index]
        seat.won = not seat.won
        self.refresh()

    def set_team(self, index: int, value: str | None) -> None:
        self.draft.seats[index].team = int(value or 0)
        self.refresh()

    # --- drawing ---------------------------------------------------------------------------------
    def _redo_outcome(self) -> None:
        self.outcome.value = outcome(self.draft, self.app.lang)

    def _said(self, where: str) -> str | None:
        found: Phrase | None = problem_at(self.problems, where)
        return self.app.say(found) if found is not None else None

    def refresh(self) -> None:
        t, lang, draft = self.app.t, self.app.lang, self.draft
        typed = game_key(draft.game)
        kept = [g for g in self.app.store.catalogue.games() if not typed or typed in game_key(g.name)]
        self.games.controls = [
            ident(f"play-game-{i}", ft.OutlinedButton(g.name, height=TAP, on_click=lambda _, g=g: self.pick_game(g)),
                  button=True)
            for i, g in enumerate(kept[:MOST_GAMES_SHOWN]) if game_key(g.name) != typed]
        ours = our_game(draft.game)
        self.ours_box.visible = ours is not None
        if ours is not None:
            name, route = self.app.say(ours.name), f"/new/{ours.id}"
            start = ft.FilledButton(t("pl.start", game=name), icon=ft.Icons.PLAY_ARROW, height=TAP,
                                    on_click=lambda _: self.go(route))
            self.ours.controls = [ft.Text(t("pl.ours", game=name), italic=True), ident("play-start-ours", start)]
        self.settings.visible = self.opened or not draft.game_id
        self.summary_row.visible = not self.settings.visible
        self.summary.value = " · ".join([t(f"pl.summary.{self._how()}"),
                                         *([t("pl.cooperative_short")] if draft.cooperative else []),
                                         *([t("pl.teams")] if draft.teams else [])])
        self.winners_only_box.visible = draft.points and not draft.cooperative
        self.table_won_box.visible = draft.cooperative
        self.known.refill([s.name for s in draft.seats])
        self.score_boxes = []
        rows = []
        for i, seat in enumerate(draft.seats):
            parts: list[ft.Control] = [ft.Text(seat.name, expand=True, weight=ft.FontWeight.BOLD)]
            if draft.teams:
                parts.append(ident(f"seat-{i}-team", ft.Dropdown(
                    value=str(seat.team), width=120, dense=True, label=t("pl.team"),
                    on_select=lambda e, i=i: self.set_team(i, e.control.value),
                    options=[ft.DropdownOption(key="0", text="-")]
                    + [ft.DropdownOption(key=str(n), text=t("pl.team_n", n=n)) for n in range(1, MOST_TEAMS + 1)])))
            if draft.scored:
                box = ft.TextField(value=seat.score, label=t("pl.score"), hint_text=t("pl.score_hint"), width=110,
                                   dense=True, keyboard_type=ft.KeyboardType.NUMBER,
                                   error=self._said(f"seat-{i}-score"),
                                   on_change=lambda e, i=i: self.set_score(i, e.control.value or ""))
                self.score_boxes.append(box)
                parts.append(ident(f"seat-{i}-score", box))
            elif not draft.cooperative:
                parts.append(ident(f"seat-{i}-won", ft.IconButton(
                    ft.Icons.EMOJI_EVENTS if seat.won else ft.Icons.EMOJI_EVENTS_OUTLINED,
                    icon_color=ft.Colors.AMBER if seat.won else None, selected=seat.won,
                    tooltip=t("pl.won", name=seat.name), on_click=lambda _, i=i: self.toggle_win(i),
                    size_constraints=ft.BoxConstraints(min_width=TAP, min_height=TAP))))
            parts.append(ident(f"seat-{i}-remove", ft.IconButton(
                ft.Icons.CLOSE, tooltip=t("pl.remove", name=seat.name), on_click=lambda _, i=i: self.remove(i),
                size_constraints=ft.BoxConstraints(min_width=TAP, min_height=TAP))))
            said = self._said(f"seat-{i}")
            rows.append(ident(f"seat-{i}", ft.Column([ft.Row(parts, spacing=4),
                                                       *([ft.Text(said, color=ft.Colors.ERROR, size=12)]
                                                         if said else [])], spacing=0)))
        self.seats.controls = rows
        self._redo_outcome()
        self.game.error = self._said("game")
        self.bgg.error = self._said("bgg")
        self.day.error = self._said("day")
        self.time.error = self._said("time")
        self.duration.error = self._said("duration")
        self.error.value = "; ".join(p.said(lang) for p in self.problems)

    # --- saving ----------------------------------------------------------------------------------
    def save(self, _: Any = None) -> None:
        t = self.app.t
        self.problems = check(self.draft, self.app.lang)
        if self.problems:  # each beside its field, and all of them above the button
            self.refresh()
            return
        try:
            play = new_play(self.draft, self.app.lang, source=self.entry.source if self.entry else None)
        except PlayRefused as refused:  # the same checks: not reached, said all the same
            self.problems = list(refused.problems)
            self.refresh()
            return
        if self.entry is not None:
            self.app.correct_play(self.entry.id, play)
            game_id = self.entry.id
        else:
            game_id = self.app.record_play(play)
        snack(self.page, t("pl.saved", game=play.other.name if play.other else ""))
        self.go("/history", f"/history/{game_id}")  # back from the play: History, not the form again

    def view(self) -> ft.View:
        t = self.app.t
        body: list[ft.Control] = [
            section(t("pl.game")), ident("play-game", self.game),
            ident("play-games", self.games), self.ours_box, self.settings, self.summary_row,
            ft.Divider(), section(t("pl.players")), self.known.control,
            ft.Row([ident("play-name", self.name, expand=True),
                    ident("play-add", ft.OutlinedButton(t("pl.add_player"), icon=ft.Icons.PERSON_ADD, height=TAP,
                                                        on_click=lambda _: self._add_typed()))], spacing=8),
            ident("play-seats", self.seats), self.winners_only_box, self.table_won_box,
            ident("play-outcome", self.outcome),
            ft.Divider(), section(t("pl.details")),
            ft.Row([ident("play-day", self.day, expand=3), ident("play-time", self.time, expand=2)], spacing=8),
            ft.Row([ident("play-duration", self.duration, expand=3), ident("play-place", self.place, expand=4)],
                   spacing=8),
            ident("play-note", self.note), ident("play-ignored", self.ignored),
            ident("play-error", self.error),
            ident("play-save", ft.FilledButton(t("pl.save"), icon=ft.Icons.SAVE, height=TAP, on_click=self.save)),
            ft.Container(height=24),
        ]
        title = t("pl.edit_title") if self.entry else t("pl.title")
        return ft.View(route=f"/play/{self.editing}" if self.entry else "/play",
                       appbar=ft.AppBar(title=ft.Text(title)), controls=[listed(body)])
