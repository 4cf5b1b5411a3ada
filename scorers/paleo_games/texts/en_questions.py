"""English texts of the rules questions of the games played with Paleo's pieces (issue 29): who plays next,
is this shot a fault."""

MESSAGES: dict[str, str] = {
    "pg.q.not_a_position": "This match does not fit the question.",
    "pg.q.cannot_happen": "This shot cannot come next.",
    "pg.q.faceoff": "A face-off: both players flick a piece at the puck.",
    "pg.q.faceoff_why": "A face-off starts the match and follows every goal.",
    "pg.q.free_shot": "{player} takes a free shot, from the centre.",
    "pg.q.anyone": "No order of play in this game.",
    "pg.q.no_order": "Shots are not taken in turn here: the log only says what happened.",
    "pg.q.next": "{player} plays next.",
    "pg.q.first_in_order": "Nothing is logged yet: the first player in the start order plays first.",
    "pg.q.fault": "Yes: a fault.",
    "pg.q.no_fault": "No fault.",
    # the screen
    "pg.ui.q.open": "Rules questions",
    "pg.ui.q.next": "Who plays next?",
    "pg.ui.q.fault": "Is this shot a fault?",
    "pg.ui.q.shooter": "Who shoots:",
    "pg.ui.q.gate": "The gate the kayak passed:",
    "pg.ui.q.no_gate": "None",
    "pg.ui.q.gate_n": "Gate {n}",
    "pg.ui.q.wrong_way": "The wrong way",
    "pg.ui.q.touched": "Kayak touched:",
    "pg.ui.q.nobody": "None",
    "pg.ui.q.kind": "What happened:",
}
