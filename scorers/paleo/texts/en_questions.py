"""English texts of Paleo's rules questions (issue 29): which piece is nearest to the Mercenary after a shot."""

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
}
