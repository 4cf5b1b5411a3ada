"""Textes français des questions de règles de Loopit (issue 29) : cette tuile peut-elle aller ici, combien
rapporte ce tour, puis-je échanger."""

MESSAGES: dict[str, str] = {
    "lp.q.yes": "Oui.",
    "lp.q.no": "Non.",
    "lp.q.not_a_position": "Cette position ne correspond pas à la question.",
    "lp.q.light_mode": "Cette partie se compte sans le plateau : il n’y a pas de case à demander.",
    "lp.q.turn_breaks": "Une tuile de ce tour enfreint une règle : reprenez-la d’abord.",
    "lp.q.no_sides": "Une tuile a au moins un bout de chemin : cochez où vont ses chemins.",
    "lp.q.three_laid": "Ce tour a déjà {most} tuiles : plus aucune ne peut être posée.",
    "lp.q.may_lay": "Elle peut aller en {square} : elle prolonge un chemin et n’en coupe aucun.",
    "lp.q.points": "[points:1 point|{points} points].",
    "lp.q.nothing_laid": "Aucune tuile n’est encore posée ce tour-ci : passer ou échanger ne rapporte rien.",
    "lp.q.swap_after_laying": (
        "[n:Une tuile est déjà posée|{n} tuiles sont déjà posées] ce tour-ci : l’échange remplace la pose, "
        "jamais après."),
    "lp.q.swap_one_fits": (
        "Une de vos tuiles peut être posée : l’échange est réservé au joueur qui ne peut poser aucune de ses "
        "{rack} tuiles."),
    "lp.q.swap_yes": (
        "Aucune de vos tuiles ne peut être posée : vous pouvez défausser vos {rack} tuiles et en piocher {rack} "
        "nouvelles ; votre tour est alors fini et ne rapporte rien."),
    "lp.q.open_ends": "[n:La case où mène un chemin|Les cases où mènent des chemins] : {ends}.",
    "lp.q.open_end": "{square} (par {side:le})",
    # l'écran
    "lp.ui.q.open": "Questions de règles",
    "lp.ui.q.lay": "Cette tuile peut-elle aller ici ?",
    "lp.ui.q.lay_help": "Touchez une case, puis les bouts de chemin de la tuile et sa valeur.",
    "lp.ui.q.value": "Valeur {value}",
    "lp.ui.q.points": "Combien rapporte ce tour ?",
    "lp.ui.q.swap": "Puis-je échanger ?",
    "lp.ui.q.one_fits": "Une de mes tuiles peut se poser",
}
