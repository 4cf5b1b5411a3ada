"""Textes français des questions de règles de Numeri et Fröscheln (issue 29) : quels coups ce dé permet-il,
puis-je partager maintenant, cette chaîne donne-t-elle un nouveau lancer."""

MESSAGES: dict[str, str] = {
    "tr.q.yes": "Oui.",
    "tr.q.no": "Non.",
    "tr.q.not_a_position": "Cette position ne correspond pas à la question.",
    "tr.q.no_move": "Aucun coup.",
    "tr.q.star_no_split": "Une étoile fait avancer un seul pion, au choix, jamais deux.",
    "tr.q.no_pairs": (
        "{roll} ne se partage pas : seuls un 3, un 4 ou un 5 peuvent être partagés entre deux pions."),
    "tr.q.split_cannot_move": (
        "Le partage est permis, mais aucune paire de {roll} ne peut faire avancer ses deux pions, l’un après "
        "l’autre."),
    "tr.q.extra_yes": (
        "Oui : [n:un coup|{n} coups] sur les {of} que ce dé permet [n:donne|donnent] un nouveau lancer."),
    "tr.q.extra_none": "Aucun coup de ce dé ne forme une nouvelle chaîne de trois pions ou plus.",
    # l'écran
    "tr.ui.q.open": "Questions de règles",
    "tr.ui.q.who": "Qui lance, et quoi :",
    "tr.ui.q.moves": "Quels coups ce dé permet-il ?",
    "tr.ui.q.split": "Puis-je partager maintenant ?",
    "tr.ui.q.extra": "Cette chaîne donne-t-elle un nouveau lancer ?",
}
