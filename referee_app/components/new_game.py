"""New game: the one set-up form every game uses (issue 17, "One design").

`SetupForm` owns the look and the common parts: the title, the player rows (a colour swatch that opens the
choice, the name field across the row, remove), the known and recent players one tap away, "Add a player"
(only while the game takes one more), the variant, the house rules (the registry's, in its words), the board
picker for games with printed material (the game keeps a copy of the board), the error line and the Start
button, kept in view below the scrolled form. What is typed is kept as a draft at every keystroke, so leaving
the form (back button included) never loses it; the draft a game was started from is kept for that game, so
that "Play again" opens the form as it was (`AppState.play_again`; `seat_game` for a game without one). With
nothing typed, the players of the last game of the same game are seated (`last_table`, issue 24.4).

As it stands, `SetupForm` is the common form (players with colours, `front.new_document`). A game whose
set-up needs more subclasses it and overrides the hooks of the "hooks" section (its own seats and draft,
extra sections such as teams or gates, and the document it starts); its rows are built with `player_row`,
`swatch` and `name_field`, so every game's set-up looks the same in the shared parts. Whether the players
are acceptable is asked of the rules (`scorers`), never decided here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

import flet as ft
from pydantic import BaseModel

from referee_app import boards
from referee_app.components.boards_picker import BoardPicker
from referee_app.components.common import colours_of, ident, section, snack
from referee_app.components.known_players import KnownPlayers
from referee_app.components.setup_parts import TAP, choice_row, switch_row, tap_button
from referee_app.fronts import front
from referee_app.problems import problem_phrases
from referee_app.state import SEAT_GAME, AppState
from scorers.errors import RefereeError
from scorers.registry import GameInfo, HouseRule, find_game

#: How the identifiers of the seats' name fields start (a player's; a member of a side at Défense d'afficher):
#: Enter in the last of them starts the game; the names after them (a team's) are optional.
SEAT_FIELDS = ("player-name-", "po-member-")
#: A choice of a swatch: its key, its words and the colour it shows.
Choice = tuple[str, str, str]


class SetupForm:
    #: identifier and words of the button that adds a seat (a side at Défense d'afficher)
    ADD_ID, ADD_KEY, ADD_ICON = "add-player", "ui.add_player", ft.Icons.PERSON_ADD
    #: heading of the players' section
    PLAYERS_KEY = "ui.players"

    def __init__(self, page: ft.Page, app: AppState, game: GameInfo, go: Callable[..., Any]) -> None:
        self.page, self.app, self.game, self.go = page, app, game, go
        draft = app.draft(game.id) or {}
        self.variant: str | None = draft.get("variant") or game.default_variant
        self.house: list[str] = list(draft.get("house_rules", [h.id for h in game.house_rules if h.default]))
        self.load(draft)
        #: the board the game is played on (games with printed material): a copy goes into the game
        self.board = (BoardPicker(app, game.id, go, on_choose=self.board_chosen)
                      if boards.has_boards(game.id) else None)
        self.rows = ft.Column(spacing=8)
        self.known = KnownPlayers(app, self.seat_known)
        self.recent = self.known.row
        self.error = ft.Text(color=ft.Colors.ERROR)
        self.add_button = ident(self.ADD_ID, ft.TextButton(
            app.t(self.ADD_KEY), icon=self.ADD_ICON, on_click=lambda _: self.add(), height=TAP))
        if isinstance(draft.get(SEAT_GAME), dict):  # "Play again" on a game whose set-up was not kept
            self.seat_game(draft[SEAT_GAME])
        elif not any(name.strip() for name in self.seated()):  # nothing typed: the last table sits down again
            last = self.last_table()
            if last is not None:
                self.seat_game(last)

    # --- hooks: what a game's set-up overrides ------------------------------------------------------
    def load(self, draft: dict[str, Any]) -> None:
        """Read the game's own state from its draft (the common form: players with colours)."""
        self.front = front(self.game)
        self.colours: tuple[str, ...] = tuple(self.front.COLOURS)
        self.players: list[dict[str, str]] = draft.get("players") or [
            {"name": "", "colour": self.colours[i]} for i in range(self.game.min_players)]

    def draft(self) -> dict[str, Any]:
        """The game's own state as its draft (the variant and the house rules are added to it)."""
        return {"players": self.players}

    def seats(self) -> int:
        return len(self.players)

    def can_add(self) -> bool:
        """Whether the add button has something to add (a form whose seats are sides says it by sides)."""
        return self.seats() < self.game.max_players

    def seated(self) -> Iterable[str]:
        """The names typed so far (the known players not offered again)."""
        return (p["name"] for p in self.players)

    def add(self, name: str = "") -> None:
        if self.seats() >= self.game.max_players:
            return
        used = {p["colour"] for p in self.players}
        colour = next(c for c in self.colours if c not in used)
        self.players.append({"name": name, "colour": colour})
        self._changed()

    def seat_known(self, name: str, colour: str | None = None) -> None:
        """Seat a known player in the first empty place (or a new one), in their colour when this game has it
        and no seated player wears it (an empty seat holding it takes the seat's colour instead)."""
        seat = next((p for p in self.players if not p["name"].strip()), None)
        if seat is None:
            if self.seats() >= self.game.max_players:
                return
            self.add(name)
            seat = self.players[-1]
        seat["name"] = name
        holder = next((p for p in self.players if p["colour"] == colour), None)
        if colour in self.colours and (holder is None or not holder["name"].strip()):
            if holder is not None:
                holder["colour"] = seat["colour"]
            seat["colour"] = colour
        self._changed()

    use_recent = seat_known  # the name the known-players block was first given

    def player_rows(self) -> list[ft.Control]:
        return [self._common_row(i) for i in range(self.seats())]

    def intro(self) -> str | None:
        """A line under the title saying what this set-up decides, if anything."""
        return None

    def extra_sections(self) -> list[ft.Control]:
        """The game's own sections (teams, who starts, gates), after the players."""
        return []

    def board_section(self) -> list[ft.Control]:
        return self.board.controls() if self.board else []

    def check(self) -> str | None:
        """A reason not to ask the rules yet (the form's own words), or None."""
        return None

    def document(self) -> BaseModel:
        """The new game's document (before its board is placed); raises a `RefereeError` from the rules."""
        return self.front.new_document(self.game, self.roster(), self.variant)

    def finish(self, doc: BaseModel) -> BaseModel:
        """The document once on its board (house rules that depend on the board go here)."""
        return doc

    def roster(self) -> list[dict[str, str]]:
        """The players to remember, with the colour each plays in."""
        return [{"name": p["name"].strip(), "colour": p["colour"]} for p in self.players]

    def title(self, doc: BaseModel) -> str:
        return ", ".join(p["name"] for p in self.roster())

    def refused(self) -> str:
        """The snack bar's words when the rules refuse the set-up."""
        return self.app.t("ui.need_players", low=self.game.min_players, high=self.game.max_players)

    def board_chosen(self) -> None:
        """Another board was chosen in the picker."""

    def seat_game(self, file: dict[str, Any]) -> None:
        """Seat the players of a game played before (its game file's `players`, `teams` or `sides`, and
        `first`: "Play again" on a game whose set-up was not kept), each as a known player in their colour."""
        for name, colour in players_of(file):
            self.seat_known(name, colour)
        self._save()

    def last_table(self) -> dict[str, Any] | None:
        """Issue 24.4: the game file of the last game of this game (its players are seated for the next one),
        or None when there is none or it cannot be read."""
        for record in self.app.store.games.latest(limit=1, games=[self.game.id]):
            try:
                return front(self.game).game_file(self.game, record.data)
            except (RefereeError, KeyError, TypeError, ValueError):  # unreadable: nobody seated, the form opens
                return None
        return None

    # --- shared parts: every game's rows are built from these ----------------------------------------
    def swatch(self, identifier: str, mark: str, colour: str, tip: str, choices: Sequence[Choice] = (),
               on_pick: Callable[[str], None] | None = None) -> ft.Control:
        """A seat's colour as a round swatch with its number or letter; with `choices`, tapping it opens them
        (a colour, a team), leaving the whole row's width to the name."""
        fill, ink = colours_of(colour)
        disc = ft.Container(ft.Text(mark, color=ink, weight=ft.FontWeight.BOLD, size=16), bgcolor=fill,
                            width=TAP - 8, height=TAP - 8, border_radius=(TAP - 8) / 2,
                            alignment=ft.Alignment.CENTER, border=ft.Border.all(1, ft.Colors.OUTLINE))
        if not choices or on_pick is None:
            return ft.Container(disc, width=TAP, height=TAP, alignment=ft.Alignment.CENTER, tooltip=tip)

        def item(key: str, words: str, shown: str) -> ft.PopupMenuItem:
            dot = ft.Container(width=20, height=20, border_radius=10, bgcolor=colours_of(shown)[0],
                               border=ft.Border.all(1, ft.Colors.OUTLINE))
            return ft.PopupMenuItem(content=ft.Row([dot, ft.Text(words)], spacing=12), checked=key == colour
                                    or None, on_click=lambda _: on_pick(key), height=TAP)

        menu = ft.PopupMenuButton(
            content=ft.Container(disc, width=TAP, height=TAP, alignment=ft.Alignment.CENTER), tooltip=tip,
            padding=0, items=[item(*c) for c in choices])
        return ident(identifier, menu, button=True)

    def name_field(self, identifier: str, value: str, label: str, on_change: Callable[[Any], None]) -> ft.Control:
        """A name taking what the row leaves (about 170 px at 360 beside a swatch and two buttons)."""
        return ident(identifier, ft.TextField(value=value, label=label, on_change=on_change, expand=True,
                                              dense=False, height=TAP + 8, on_submit=self.name_submitted,
                                              data=identifier), expand=True)

    def name_fields(self) -> list[ft.TextField]:
        """The form's name fields in the order they are drawn (players, then a game's own, such as teams)."""
        found: list[ft.TextField] = []
        stack: list[Any] = [list(self.form.controls) if hasattr(self, "form") else self.rows]
        while stack:
            item = stack.pop()
            if isinstance(item, (list, tuple)):
                stack.extend(reversed(item))
            elif isinstance(item, ft.TextField):
                found.append(item)
            elif item is not None:
                stack.extend(reversed([getattr(item, a, None) for a in ("content", "controls")]))
        return found

    async def name_submitted(self, e: Any) -> None:
        """Enter in a name (issue 24.5): in the last seat's name it starts the game, as Start would, when the
        seats are complete and valid (it is part of typing the names; otherwise nothing is lost: the error
        says why, as Start says it), and so it does in an optional name after the seats (a team's); in a
        seat's name with another seat after it, it goes to the next name."""
        fields = self.name_fields()
        later = fields[fields.index(e.control) + 1:] if e.control in fields else []
        if not any(str(f.data or "").startswith(SEAT_FIELDS) for f in later):
            self.start(e)
            return
        await later[0].focus()

    def player_row(self, swatch: ft.Control, field: ft.Control, *extra: ft.Control) -> ft.Control:
        return ft.Row([swatch, field, *extra], spacing=6, vertical_alignment=ft.CrossAxisAlignment.CENTER)

    def colour_choices(self, colours: Iterable[str]) -> list[Choice]:
        return [(c, self.app.t(f"colour.{c}"), c) for c in colours]

    def _common_row(self, seat: int) -> ft.Control:
        t, player = self.app.t, self.players[seat]

        def typed(e: Any) -> None:
            player["name"] = e.control.value
            self._save()

        def colour(value: str) -> None:
            other = next((p for p in self.players if p["colour"] == value and p is not player), None)
            if other:  # swap, so colours stay different
                other["colour"] = player["colour"]
            player["colour"] = value
            self._changed()

        def up(_: Any) -> None:
            self.players[seat - 1], self.players[seat] = self.players[seat], self.players[seat - 1]
            self._changed()

        def drop(_: Any) -> None:
            del self.players[seat]
            self._changed()

        return self.player_row(
            self.swatch(f"player-colour-{seat}", str(seat + 1), player["colour"],
                        t("ui.setup.colour_of", n=seat + 1), self.colour_choices(self.colours), colour),
            self.name_field(f"player-name-{seat}", player["name"], t("ui.player_n", n=seat + 1), typed),
            tap_button(ft.Icons.ARROW_UPWARD, t("ui.move_up"), up, disabled=seat == 0),
            self.remove_button(seat, drop))

    def remove_button(self, seat: int, on_click: Callable[[Any], Any]) -> ft.Control:
        return ident(f"remove-player-{seat}", tap_button(ft.Icons.CLOSE, self.app.t("ui.remove_player"), on_click,
                                                         disabled=self.seats() <= self.game.min_players))

    # --- state changes (each saved as the draft) -----------------------------------------------------
    def full_draft(self) -> dict[str, Any]:
        """What the form keeps as its draft: the game's own state, the variant and the house rules."""
        return {**self.draft(), "variant": self.variant, "house_rules": self.house}

    def _save(self) -> None:
        self.app.save_draft(self.game.id, self.full_draft())

    def _changed(self) -> None:
        self._save()
        self._fill()

    def _fill(self) -> None:
        self.rows.controls = self.player_rows()
        # offered only while a seat is left: a game for exactly two players never shows it
        self.add_button.visible = self.can_add()
        self.known.refill(self.seated())

    def start(self, _: Any) -> bool:
        """Start the game the form holds and open it; False (the reason said, nothing saved) when it cannot."""
        stop = self.check()
        if stop:
            self.error.value = stop
            snack(self.page, self.refused())
            return False
        try:
            doc = self.document()
            if self.board is not None:
                doc = self.board.place(doc)
            doc = self.finish(doc)
        except RefereeError as error:
            self.error.value = "; ".join(self.app.say(p) for p in problem_phrases(error))
            snack(self.page, self.refused())
            return False
        setup = {"draft": self.full_draft(), **({"board": self.board.chosen} if self.board is not None else {})}
        record = self.app.create_game(self.game, self.title(doc), doc)
        self.app.keep_setup(record.id, setup)  # "Play again" starts from it (state.py)
        self.app.store.records.remember_players(self.roster())
        self.go("/", f"/game/{record.id}")  # back from the new game leads home, not to the spent form
        return True

    # --- the page ------------------------------------------------------------------------------------
    def _variants(self) -> list[ft.Control]:
        if not self.game.variants:
            return []

        def pick(variant: str) -> Callable[[], None]:
            def chosen() -> None:
                self.variant = variant
                self._save()
                self.rebuild()
            return chosen

        return [ft.Divider(), section(self.app.t("ui.variant")),
                *[choice_row(f"variant-{v.id}", self.app.say(v.name), v.id == self.variant, pick(v.id),
                             self.app.say(v.description)) for v in self.game.variants]]

    def _house_rule(self, rule: HouseRule) -> ft.Control:
        def toggle(e: Any) -> None:
            self.house = sorted({*self.house, rule.id} if e.control.value else set(self.house) - {rule.id})
            self._save()

        return ft.Column([switch_row(f"house-{rule.id}", self.app.say(rule.name), rule.id in self.house, toggle),
                          ft.Text(self.app.say(rule.description), size=12, italic=True)], spacing=0)

    def _house_rules(self) -> list[ft.Control]:
        if not self.game.house_rules:
            return []
        return [ft.Divider(), section(self.app.t("ui.house_rules")), *map(self._house_rule, self.game.house_rules)]

    def body(self) -> list[ft.Control]:
        intro = self.intro()
        board = self.board_section()
        return [
            *([ft.Text(intro, size=13)] if intro else []),
            section(self.app.t(self.PLAYERS_KEY)),
            self.rows,
            self.add_button,
            self.known.control,
            *self.extra_sections(),
            *self._variants(),
            *self._house_rules(),
            *([ft.Divider(), *board] if board else []),
        ]

    def rebuild(self) -> None:
        """Draw the form's sections again (a board added, a section that changed shape)."""
        self.form.controls = self.body()

    def view(self) -> ft.View:
        t = self.app.t
        self._fill()
        # A scrolled column, not a lazy list: every part is built, so what is below the fold (the board's
        # label at Défense d'afficher) is there for a screen reader and for tests as well.
        self.form = ft.Column(self.body(), expand=True, spacing=8, scroll=ft.ScrollMode.AUTO)
        # Start stays in view below the scrolled form (issue 17); the error that stops it shows above it.
        self.start_bar = ft.Column([self.error, ident("start-game", ft.FilledButton(
            t("ui.start"), icon=ft.Icons.PLAY_ARROW, on_click=self.start, height=TAP, width=float("inf")))],
            spacing=4, tight=True)
        # The title in two lines: "New game" over the game's name, which a phone's width then holds whole.
        title = ft.Column([ft.Text(t("ui.setup.kicker"), size=12),
                           ft.Text(self.game_name(), size=20, max_lines=1, overflow=ft.TextOverflow.ELLIPSIS)],
                          spacing=0, tight=True)
        self.page_view = ft.View(route=f"/new/{self.game.id}", appbar=ft.AppBar(title=title, toolbar_height=64),
                                 controls=[self.form, self.start_bar], padding=12, spacing=6,
                                 data=self)  # the form itself: "Play again" starts it (`play_again_now`)
        return self.page_view

    def game_name(self) -> str:
        return self.app.say(self.game.name)


def players_of(file: dict[str, Any]) -> list[tuple[str, str | None]]:
    """Who played a game, from its game file: (name, colour) in seat order, whatever its shape (players by
    name or as {"name", "colour"}, teams of names, sides of members); what is not a name is left out."""
    seats: list[tuple[Any, Any]] = []
    for player in file.get("players") or ():
        seats.append((player.get("name"), player.get("colour")) if isinstance(player, dict) else (player, None))
    for group, names in (("teams", "players"), ("sides", "members")):
        for part in file.get(group) or ():
            if isinstance(part, dict):
                seats += [(name, part.get("colour")) for name in part.get(names) or ()]
    return [(n.strip(), c if isinstance(c, str) else None) for n, c in seats if isinstance(n, str) and n.strip()]


class NewGameForm(SetupForm):
    """The common form as the app opens it for a game without a `setup_view` of its own (a class of its own,
    so that `isinstance` tells it from a game's extension)."""


def setup_view(page: ft.Page, app: AppState, game: GameInfo, go: Callable[..., Any]) -> ft.View:
    """The set-up screen of `game`: its front's own form, or the common one."""
    custom = front(game).setup_view
    return custom(page, app, game, go) if custom else NewGameForm(page, app, game, go).view()


def play_again_now(page: ft.Page, app: AppState, record_id: str, go: Callable[..., Any]) -> str | None:
    """"Play again" in one tap (issue 24): a new game of the same game, with the same players, seats, colours,
    variant, house rules and board as the game `record_id` was started from (`AppState.play_again`), started at
    once through its set-up form (the rules asked as Start asks them) and opened; back from it leads Home. When
    the form cannot start it (a board since deleted, players the rules now refuse), the form opens instead,
    the reason said. Returns the new game's id, or None when the form was opened."""
    game = find_game(app.play_again(record_id))
    started: list[str] = []

    def opened(*routes: str) -> None:
        started.extend(r.removeprefix("/game/") for r in routes if r.startswith("/game/"))
        go(*routes)

    form = setup_view(page, app, game, opened).data
    if isinstance(form, SetupForm) and form.start(None):
        return started[-1] if started else None
    go(f"/new/{game.id}")
    return None
