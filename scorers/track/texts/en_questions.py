"""English texts of Numeri's and Fröscheln's rules questions (issue 29): which moves does this roll allow,
may I split now, does this chain give another roll."""

MESSAGES: dict[str, str] = {
    "tr.q.yes": "Yes.",
    "tr.q.no": "No.",
    "tr.q.not_a_position": "This position does not fit the question.",
    "tr.q.no_move": "No move.",
    "tr.q.star_no_split": "A star moves any one token, never two.",
    "tr.q.no_pairs": "{roll} does not split: only a 3, a 4 or a 5 may be shared between two tokens.",
    "tr.q.split_cannot_move": (
        "The split is allowed, but no pair of {roll} can move both its tokens, one after the other."),
    "tr.q.extra_yes": (
        "Yes: [n:one move|{n} moves] of the {of} [of:move|moves] this roll allows [n:gives|give] another roll."),
    "tr.q.extra_none": "No move of this roll makes a new chain of three tokens or more.",
    # the screen
    "tr.ui.q.open": "Rules questions",
    "tr.ui.q.who": "Who rolls, and what:",
    "tr.ui.q.moves": "Which moves does this roll allow?",
    "tr.ui.q.split": "May I split now?",
    "tr.ui.q.extra": "Does this chain give another roll?",
}
