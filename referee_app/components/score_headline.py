"""The result block of every score screen: who won (or shares the win, or leads while the game is not over),
large; how a tie for first was broken, in one sentence; and the PDF and share buttons right there, with
"Play again" once the game is over.

The score sheet decides (`ScoreSheet.finished`, set by each game's rules): "Winner: A" / "Shared win: A and B"
once the game is over, "Leading (not over yet): A" / "Level (not over yet): A and B" before. Every game's
score screen shows it through `score_headline`, so no screen names a winner of a game still being played.

The tie-break sentence is read from the ranking's own steps (`Ranking.tie_break`: the criteria the first
place was level on, the one that separated them, or a shared place), never decided here. The buttons need
the saved game: the block asks `saved_game.shown_screen(app)` for the screen this session shows, so a game
screen calls `score_headline(app, sheet)` and gets them with no change of its own. A screen that shows a
sheet of no saved game (none open on this session, or another game) gets the headline without buttons.
"""

from __future__ import annotations

from typing import Any

import flet as ft

from referee_app.components.common import dismiss_messages, ident
from referee_app.components.new_game import play_again_now
from referee_app.components.saved_game import shown_screen
from scorers.i18n import Phrase, phrase
from scorers.sheet import ScoreSheet

#: The ranking steps that say the first place was level on a criterion, and the step that separates it.
LEVEL_STEPS, DECIDED_STEP, SHARED_STEP = ("rank.tied", "rank.still_tied"), "rank.decided", "rank.shared"


def headline_text(app: Any, sheet: ScoreSheet) -> str:
    return app.say(sheet.result_phrase())


def tie_break_phrase(sheet: ScoreSheet) -> Phrase | None:
    """The tie for first place in one sentence, from the ranking's steps; None when first was never tied."""
    steps, winners = sheet.ranking.tie_break, list(sheet.winners)
    if not steps:
        return None
    levels = [s.params["criterion"] for s in steps
              if s.key in LEVEL_STEPS and set(winners) <= set(s.params.get("players", ()))]
    decided = [s for s in steps if s.key == DECIDED_STEP
               and any(o.params.get("player") in winners for o in s.params.get("order", ()))]
    if len(winners) == 1 and decided:
        key = "ui.result.tie_won" if sheet.finished else "ui.result.tie_leads"
        return phrase(key, levels=levels, winner=winners[0], criterion=decided[-1].params["criterion"],
                      order=decided[-1].params["order"])
    if not levels:  # a ranking step this block does not know: say nothing rather than something wrong
        return None
    return phrase("ui.result.tie_shared" if sheet.finished else "ui.result.tie_level", levels=levels)


def result_text(app: Any, sheet: ScoreSheet, title: str) -> str:
    """What the share button sends: the game, the result, the tie-break and the totals, one per line."""
    tie = tie_break_phrase(sheet)
    lines = [title, headline_text(app, sheet), *([app.say(tie)] if tie else [])]
    lines += [f"{e.rank}. {app.t(sheet.total_key, player=e.player, points=sheet.totals[e.player])}"
              for e in sheet.ranking.entries]
    return "\n".join(lines)


def result_buttons(app: Any, sheet: ScoreSheet) -> ft.Control | None:
    """The sheet's PDF and Share buttons (`result-pdf`, `result-share`), for the saved game the session shows
    (None without one), and once the game is over "Play again" (`result-again`): a new game as this one was
    set up, started and opened in one tap (issue 24), and "Other players" (`result-again-edit`): that set-up
    form, for a different table. The result block carries them; a screen that shows no block
    while a game is being played (Loopit's pad) shows them alone."""
    t, screen = app.t, shown_screen(app, sheet.game)
    if screen is None:
        return None

    def again(_: Any) -> None:
        # one tap (issue 24): the new game started with this one's set-up and opened; back from it leads home
        dismiss_messages(screen.page)
        play_again_now(screen.page, app, screen.record.id, screen.go)

    def edit(_: Any) -> None:
        # a different table: the set-up form as this game was started; back from the form leads home
        dismiss_messages(screen.page)
        screen.go("/", f"/new/{app.play_again(screen.record.id)}")

    return ft.Row([
        ident("result-pdf", ft.FilledButton(t("ui.export_pdf"), icon=ft.Icons.PICTURE_AS_PDF, height=48,
                                            on_click=lambda _: screen.export_sheet(sheet))),
        ident("result-share", ft.OutlinedButton(t("ui.result.share"), icon=ft.Icons.SHARE, height=48,
                                                on_click=lambda _: screen.share_sheet(
                                                    sheet, result_text(app, sheet, screen.record.title)))),
        *([ident("result-again", ft.OutlinedButton(t("ui.play_again"), icon=ft.Icons.REPLAY, height=48,
                                                   on_click=again)),
           ident("result-again-edit", ft.TextButton(t("ui.play_again_other"), icon=ft.Icons.GROUP, height=48,
                                                    on_click=edit))] if sheet.finished else []),
    ], wrap=True, spacing=8)


def score_headline(app: Any, sheet: ScoreSheet, identifier: str = "score-winner", size: int = 22) -> ft.Control:
    """The result block; the headline itself is a Text under `identifier`, the tie-break `<identifier>-tie`,
    the buttons `result-pdf`, `result-share` and, once the game is over, `result-again`."""
    finished = sheet.finished
    headline = ident(identifier, ft.Text(headline_text(app, sheet), size=size + 6, weight=ft.FontWeight.BOLD))
    icon = ft.Icon(ft.Icons.EMOJI_EVENTS if finished else ft.Icons.HOURGLASS_TOP, size=40,
                   color=ft.Colors.AMBER if finished else ft.Colors.ON_SURFACE_VARIANT)
    parts: list[ft.Control] = [ft.Row([icon, ft.Container(headline, expand=True)], spacing=12)]
    tie = tie_break_phrase(sheet)
    if tie is not None:
        parts.append(ident(f"{identifier}-tie", ft.Text(app.say(tie), size=15)))
    buttons = result_buttons(app, sheet)
    if buttons is not None:
        parts.append(buttons)
    return ident(f"{identifier}-block", ft.Container(
        ft.Column(parts, spacing=10), padding=16, border_radius=16,
        bgcolor=ft.Colors.PRIMARY_CONTAINER if finished else ft.Colors.SURFACE_CONTAINER_HIGHEST))
