"""English texts of Loopit's rules questions (issue 29): may this tile go here, what does this turn score,
may I swap."""

MESSAGES: dict[str, str] = {
    "lp.q.yes": "Yes.",
    "lp.q.no": "No.",
    "lp.q.not_a_position": "This position does not fit the question.",
    "lp.q.light_mode": "This game is scored without the board: there are no squares to ask about.",
    "lp.q.turn_breaks": "A tile of this turn breaks a rule: take it back first.",
    "lp.q.no_sides": "A tile has at least one line end: tick where its lines go.",
    "lp.q.three_laid": "This turn already has {most} tiles: no more may be laid.",
    "lp.q.may_lay": "It may go on {square}: it continues a line and cuts none.",
    "lp.q.points": "[points:1 point|{points} points].",
    "lp.q.nothing_laid": "No tile is laid this turn yet: a pass or a swap scores nothing.",
    "lp.q.swap_after_laying": (
        "[n:A tile is|{n} tiles are] already laid this turn: a swap is instead of laying, never after."),
    "lp.q.swap_one_fits": (
        "One of your tiles can be laid: a swap is only for a player who cannot lay any of their {rack} tiles."),
    "lp.q.swap_yes": (
        "None of your tiles can be laid: you may discard your {rack} tiles and draw {rack} new ones; your turn "
        "is then over and scores nothing."),
    "lp.q.open_ends": "[n:The square a line leads into|The squares lines lead into]: {ends}.",
    "lp.q.open_end": "{square} (from the {side})",
    # the screen
    "lp.ui.q.open": "Rules questions",
    "lp.ui.q.lay": "May this tile go here?",
    "lp.ui.q.lay_help": "Tap a square, then the tile's line ends and its value.",
    "lp.ui.q.value": "Value {value}",
    "lp.ui.q.points": "What does this turn score?",
    "lp.ui.q.swap": "May I swap?",
    "lp.ui.q.one_fits": "One of my tiles fits somewhere",
}
