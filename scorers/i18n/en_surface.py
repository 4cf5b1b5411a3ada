"""English words of the shared screens' parts added for issue 36 ("At the table, nothing wrong on screen"): the
known players' "more" on a set-up form (referee_app/components/known_players.py)."""

MESSAGES: dict[str, str] = {
    "ui.known.more": "{n} more",
    "ui.known.fewer": "Fewer",
}
