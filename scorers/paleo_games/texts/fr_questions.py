"""Textes français des questions de règles des jeux joués avec les pièces de Paleo (issue 29) : qui joue
ensuite, ce coup est-il une faute."""

MESSAGES: dict[str, str] = {
    "pg.q.not_a_position": "Cette partie ne correspond pas à la question.",
    "pg.q.cannot_happen": "Ce coup ne peut pas venir ensuite.",
    "pg.q.faceoff": "Une mise au jeu : les deux joueurs pichenettent un pion vers le palet.",
    "pg.q.faceoff_why": "Une mise au jeu ouvre la partie et suit chaque but.",
    "pg.q.free_shot": "{player} joue un coup franc, depuis le centre.",
    "pg.q.anyone": "Pas d’ordre de jeu dans ce jeu.",
    "pg.q.no_order": "Les coups ne se jouent pas à tour de rôle ici : le journal dit seulement ce qui s’est passé.",
    "pg.q.next": "{player} joue ensuite.",
    "pg.q.first_in_order": "Rien n’est encore noté : le premier joueur de l’ordre de départ commence.",
    "pg.q.fault": "Oui : une faute.",
    "pg.q.no_fault": "Pas de faute.",
    # l'écran
    "pg.ui.q.open": "Questions de règles",
    "pg.ui.q.next": "Qui joue ensuite ?",
    "pg.ui.q.fault": "Ce coup est-il une faute ?",
    "pg.ui.q.shooter": "Qui tire :",
    "pg.ui.q.gate": "La porte que le kayak a franchie :",
    "pg.ui.q.no_gate": "Aucune",
    "pg.ui.q.gate_n": "Porte {n}",
    "pg.ui.q.wrong_way": "Dans le mauvais sens",
    "pg.ui.q.touched": "Kayak touché :",
    "pg.ui.q.nobody": "Aucun",
    "pg.ui.q.kind": "Ce qui s’est passé :",
}
