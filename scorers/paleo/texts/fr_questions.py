"""Textes français des questions de règles de Paleo (issue 29) : quel pion est le plus proche du Mercenaire
après le coup."""

MESSAGES: dict[str, str] = {
    # Paleo's questions: several pieces touched, which is nearest when the order is unknown
    "pa.q.ask_nearest": (
        "Lequel est le plus proche du Mercenaire après le coup : [pieces:pion|pions] {pieces} ? Seul celui-là"
        " est capturé."),
    "pa.q.not_nearest_in_camp": (
        "Le pion {n} est dans son camp de base et n’est pas le plus proche du Mercenaire après le coup : pas "
        "capturé."),
    "pa.q.nearest_not_in_camp": (
        "Le pion {n} n’est pas un des pions que le Mercenaire a touchés dans leur camp de base : le plus "
        "proche est l’un d’eux."),
    "pa.q.not_a_position": "Cette position ne correspond pas à la question.",
    "pa.ui.q.nearest": "Le plus proche du Mercenaire après le coup :",
}
