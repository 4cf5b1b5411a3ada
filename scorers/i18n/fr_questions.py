"""Textes français des questions de règles ajoutées avec les livrets (issue 29) : « quel pion est le plus
proche » (Paleo), « puis-je coller après être resté sur place ? » (Défense d’afficher)."""

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
    # Défense d'afficher's questions: may a side stick after staying put
    "po.q.yes": "Oui.",
    "po.q.no": "Non.",
    "po.q.not_a_position": "Cette position ne correspond pas à la question.",
    "po.q.over": "La partie est finie : {winner} a gagné, et aucun tour ne se joue ensuite.",
    "po.q.not_on_brush": (
        "{side} est sur la case {square}, qui n’est la case pinceau d’aucun panneau : rien ne peut s’y "
        "coller."),
    "po.q.panel_full": (
        "Chaque emplacement du panneau {panel} est affiché ou sous une interdiction : plus rien ne peut s’y "
        "coller."),
    "po.q.stay_is_no_arrival": (
        "Rester sur la case pinceau du panneau {panel} n’est pas y arriver : {side} ne peut pas coller."),
    "po.q.house_rule_off": (
        "La règle maison « rester sur une case pinceau permet de coller » n’est pas jouée dans cette partie."),
    "po.q.stay_sticks": (
        "Cette table joue la règle maison « rester sur une case pinceau permet de coller » : {side} peut "
        "coller sur le panneau {panel}."),
    "po.ui.q.stay": "Puis-je coller après être resté sur place ?",
}
