"""Texte français du livret de règles de Loopit (clés `lp.rule.`).

Une phrase ou deux par identifiant de règle de `scorers.loopit`, au plus près des mots de la règle
(shared/seeds/001_...) ; shared/RULINGS.md là où une décision tranche ce que la règle laisse ouvert
(« notre décision »).
"""

MESSAGES: dict[str, str] = {
    # branch taps: the rule book of Loopit (issue 17, rule ids stay available behind a tap)
    # matériel et mise en place
    "lp.rule.LP-TILES": (
        "81 tuiles : sur les tuiles sont symbolisées des lignes zigzagantes qui doivent se connecter entre "
        "elles lorsque deux tuiles sont jouées côte à côte ; un chemin aboutit au milieu d’un bord. Ces tuiles "
        "comportent une valeur de 1 à 8. Elles sont jouées dans le sens de lecture du plateau, jamais "
        "tournées."),
    "lp.rule.LP-DEAD-END": "Une tuile dont le chemin n’a qu’un seul bout est un « cul-de-sac ».",
    "lp.rule.LP-BOARD": (
        "Le plateau est une grille de cases, avec la case de départ en son centre et des cases à bonus "
        "multiplicateur de x2 à x6 (notre décision). Sa disposition imprimée n’est pas publiée : le plateau de "
        "l’application est reconstitué, à vérifier sur le vôtre."),
    "lp.rule.LP-START": (
        "Piochez une tuile qui sera la « tuile de départ » et placez-la au centre du plateau en respectant le "
        "sens de lecture de celui-ci. Si la « tuile de départ » est un « cul-de-sac », défaussez-vous de "
        "celle-ci et piochez-en une nouvelle."),
    "lp.rule.LP-RACK": (
        "Chaque joueur pioche 5 tuiles au hasard et les place sur sa réglette. Il finit son tour en piochant "
        "autant de tuiles qu’il en a posées sur le plateau : il doit en avoir 5 pour le tour suivant."),
    # pose des tuiles
    "lp.rule.LP-ORDER": (
        "Déterminez quel joueur commence ; la partie se déroule ensuite dans le sens des aiguilles d’une "
        "montre."),
    "lp.rule.LP-THREE": (
        "À son tour, un joueur peut essayer de placer jusqu’à 3 tuiles ; s’il n’y arrive pas, il peut n’en "
        "placer que 2 ou 1. Les nouvelles tuiles peuvent être jouées à la suite les unes des autres ou à des "
        "emplacements différents du plateau si la règle de connexion est respectée."),
    "lp.rule.LP-FREE": "Une tuile se pose sur une case libre du plateau.",
    "lp.rule.LP-CONNECT": (
        "Toute nouvelle tuile jouée doit être connectée à au moins une tuile déjà présente sur le plateau, et "
        "le chemin formé doit être continu entre les deux tuiles. Une tuile posée plus tôt dans le même tour "
        "est déjà présente sur le plateau (notre décision)."),
    "lp.rule.LP-CUT": (
        "Il est interdit de couper un chemin : aucun chemin ne peut buter contre un bord sans chemin d’une "
        "tuile voisine."),
    "lp.rule.LP-EDGE": (
        "Il est interdit de couper un chemin avec le bord du plateau : aucun chemin ne peut sortir du plateau."),
    "lp.rule.LP-SWAP": (
        "Un joueur qui n’arrive à poser aucune tuile peut choisir de se défausser de ses 5 tuiles pour en "
        "piocher 5 nouvelles. Son tour est alors fini et il ne marque pas de point."),
    # calcul des points
    "lp.rule.LP-POINTS": (
        "Chaque tuile posée rapporte sa valeur multipliée par le bonus multiplicateur de sa case, plus la "
        "valeur de chaque tuile voisine dont le chemin est connecté au sien. Une tuile voisine sans chemin "
        "connecté ne rapporte rien, et le multiplicateur ne compte que pour la tuile posée. Le tour marque la "
        "somme (dans l’exemple de la règle, 9 + 12 + 7 = 28 points). Une tuile posée plus tôt dans le même "
        "tour compte comme une tuile voisine (notre décision)."),
    "lp.rule.LP-END": (
        "La partie se termine quand toutes les tuiles ont été posées ou quand plus aucun coup n’est possible."),
    "lp.rule.LP-FIXED": (
        "Variante : on joue un nombre de tours défini par avance. Pour 4 joueurs : 7 tours. Pour 3 joueurs : "
        "piochez 2 tuiles et retirez-les du jeu, puis 9 tours. Pour 2 joueurs : piochez 4 tuiles et "
        "retirez-les du jeu, puis 13 tours. La partie s’arrête quand même plus tôt si les tuiles sont "
        "épuisées ou si plus aucun coup n’est possible (notre décision)."),
    "lp.rule.LP-WIN": (
        "Le joueur ayant le score le plus élevé remporte la partie. La règle ne prévoit pas de départage : des "
        "scores égaux partagent la place."),
    "lp.rule.LP-FINAL": (
        "Une partie finie peut être saisie par le seul total final de chaque joueur, tel que la table l’a gardé "
        "(non arbitré) : c’est toute la partie, aucun tour à côté ; chacun un nombre entier de 0 au plus qu’un "
        "joueur puisse marquer dans une partie de cette durée. Le plus haut total gagne ; des totaux égaux "
        "partagent la victoire."),
}
