"""English texts of the rules questions added with the rule books (issue 29): Paleo's "which piece is
nearest", Défense d'afficher's "may I stick after staying put"."""

MESSAGES: dict[str, str] = {
    # Paleo's questions: several pieces touched, which is nearest when the order is unknown
    "pa.q.ask_nearest": (
        "Which is nearest to the Mercenary after the shot: [pieces:piece|pieces] {pieces}? Only that one of "
        "them is captured."),
    "pa.q.not_nearest_in_camp": (
        "Piece {n} is in its base camp and is not the nearest to the Mercenary after the shot: not captured."),
    "pa.q.nearest_not_in_camp": (
        "Piece {n} is not one of the pieces the Mercenary touched in their base camp: the nearest is one of "
        "those."),
    "pa.q.not_a_position": "This position does not fit the question.",
    "pa.ui.q.nearest": "Nearest to the Mercenary after the shot:",
    # Défense d'afficher's questions: may a side stick after staying put
    "po.q.yes": "Yes.",
    "po.q.no": "No.",
    "po.q.not_a_position": "This position does not fit the question.",
    "po.q.over": "The game is over: {winner} has won, and no turn is played after that.",
    "po.q.not_on_brush": (
        "{side} stands on square {square}, which is no panel's brush square: nothing can be stuck there."),
    "po.q.panel_full": "Every slot of panel {panel} is posted or under a ban: nothing more can be stuck there.",
    "po.q.stay_is_no_arrival": (
        "Staying put on the brush square of panel {panel} is no arrival there: {side} may not stick."),
    "po.q.house_rule_off": "The house rule “staying put on a brush square sticks” is off in this game.",
    "po.q.stay_sticks": (
        "This table plays the house rule “staying put on a brush square sticks”: {side} may stick on panel "
        "{panel}."),
    "po.ui.q.stay": "May I stick after staying put?",
}
