"""Loopit's rule sheet (Goliath), sentence by sentence.

shared/seeds/001_831dc1b259f8110e.txt: each rule sentence, in the sheet's words, with the clauses of the book
that hold it; each other sentence with why it is no rule (tests/rule_sheets/__init__.py,
tests/test_rule_sheets.py).
"""

from rule_sheets import CREDITS, EXAMPLE, FIGURE, HEADING

SHEET = "001_831dc1b259f8110e.txt"
GAMES = ("loopit",)
#: Where the rules begin: before it, the collectors' notice that opens every sheet of their site.
START = "F**RÈGLE"

SENTENCES = (
    ("FRÈGLE DU JEU", HEADING),
    ("- JOUEURS : De 2 à 4 joueurs.", ("LP-AIM",)),
    ("A partir de 7 ans", CREDITS),
    ("- BUT DU JEU: Obtenir un maximum de points en poursuivant le chemin.", ("LP-AIM",)),
    ("- CONTENU: 81 tuiles, 1 sac de rangement, 4 réglettes, 1 plateau de jeu, 1 carnet de score et la règle du "
     "jeu.", ("LP-TILES",)),
    ("- LES TUILES : Sur les tuiles sont symbolisées des lignes zigzagantes qui doivent se connecter entre elles "
     "lorsque deux tuiles sont jouées côte à côte.", ("LP-TILES",)),
    ("Ces tuiles comportent une valeur de 1 à 8.", ("LP-TILES",)),
    ("- M SE EN PLACE : Placez le plateau de jeu au milieu de la table.", ("LP-RACK",)),
    ("Chaque joueur se munit d'une réglette.", ("LP-RACK",)),
    ("Rangez les tuiles dans le sac.", ("LP-RACK",)),
    ("Chaque joueur en pioche 5 au hasard et les place sur sa réglette.", ("LP-RACK",)),
    ("Piochez une tuile qui sera la 'tuile de départ' et placez-la au centre du plateau tout en respectant le "
     "sens de lecture de celui-ci (les tuiles sont auto-correctrices).", ("LP-START", "LP-TILES")),
    ("Si la 'tuile de départ' est un 'cul-de-sac' défaussez-vous de celle-ci et "
     "piochez-en une nouvelle.", ("LP-START", "LP-DEAD-END")),
    ("Déterminez quel joueur commence, la partie se déroule ensuite dans le sens des aiguilles "
     "d'une montre.", ("LP-ORDER",)),
    ("- COMMENT JOUER ? : Le joueur dont c'est le tour doit essayer de placer jusqu'à 3 de ses tuiles tout en "
     "respectant les règles ci-dessous.", ("LP-THREE",)),
    ("Les points ainsi marqués sont notés à la fin de chaque tour.", ("LP-POINTS",)),
    ("Finissez votre tour en piochant autant de tuiles que vous en avez posées sur le plateau.", ("LP-RACK",)),
    ("Vous devez en avoir 5 pour le tour suivant.", ("LP-RACK",)),
    ("- RÈGLES DE PLACEMENT DES TUILES : Toute nouvelle tuile jouée doit être connectée à, au moins, une tuile "
     "déjà présente sur le plateau et le chemin formé doit être continu entre les deux tuiles.", ("LP-CONNECT",)),
    ("(Voir schéma 1)", FIGURE),
    ("Il est interdit de couper un chemin.", ("LP-CUT",)),
    ("(Voir schéma 2)", FIGURE),
    ("Les tuiles doivent être jouées dans le sens de lecture du plateau.", ("LP-TILES",)),
    ("A son tour, un joueur peut essayer de placer jusqu'à 3 tuiles.", ("LP-THREE",)),
    ("S'il n'y arrive pas il peut n'en placer que 2 ou 1.", ("LP-THREE",)),
    ("S'il n'arrive à en poser aucune, il peut choisir de se défausser de ses 5 tuiles pour en piocher 5 "
     "nouvelles.", ("LP-SWAP",)),
    ("Son tour est alors fini et il ne marque pas de point.", ("LP-SWAP",)),
    ("Les nouvelles tuiles posées peuvent être jouées à la suite les unes des autres ou à des emplacements "
     "différents du plateau si la règle de connexion est respectée.", ("LP-THREE",)),
    ("Il est interdit de couper un chemin avec le bord du plateau.", ("LP-EDGE",)),
    ("(Voir schéma 3)", FIGURE),
    ("CALCUL DES POINTS :", HEADING),
    ("Les points sont accordés selon 3 paramètres:", ("LP-POINTS",)),
    ("- En fonction de la valeur indiquée sur les tuiles nouvellement posées.", ("LP-POINTS",)),
    ("- En fonction des chemins connectés.", ("LP-POINTS",)),
    ("- En fonction du bonus multiplicateur visible sur certaines cases.", ("LP-POINTS",)),
    ("Exemple: L'exemple ci-dessous montre un joueur qui a posé 3 tuiles dans l'ordre des illustrations.", EXAMPLE),
    ("Illustration A: Le joueur place une tuile de valeur 2 symbolisée par la flèche rouge.", EXAMPLE),
    ("Cette tuile est connectée par le chemin à une tuile de valeur 7.", EXAMPLE),
    ("Ce coup rapporte 9 points : (2 points + 7 points)", EXAMPLE),
    ("Illustration B: Le joueur place ensuite la tuile de valeur 3 symbolisée par la flèche verte et marque 12 "
     "points (3 points pour la tuile posée, 5 points + 4 points pour les chemins connectés).", EXAMPLE),
    ("Illustration C: Le joueur place enfin la tuile de valeur 2 symbolisée par la flèche bleue et marque 7 "
     "points (4 points pour la tuile posée (2 points X le bonus multiplicateur de la case) + 3 points pour le "
     "chemin connecté, pas de points pour la tuile 5 car pas de chemin connecté.", EXAMPLE),
    ("Score total pour ce tour de jeu à noter sur la feuille de score : $9 + 12 + 7 = 28$ points", EXAMPLE),
    ("FIN DE LA PARTIE :", HEADING),
    ("La partie se termine quand toutes les tuiles ont été posées ou quand plus aucun coup n'est "
     "possible.", ("LP-END",)),
    ("LE GAGNANT :", HEADING),
    ("Le joueur ayant le score le plus élevé remporte la partie.", ("LP-WIN",)),
    ("VARIANTE :", HEADING),
    ("On joue un nombre de tours défini par avance.", ("LP-FIXED",)),
    ("Pour 4 joueurs : Le nombre de tours à jouer est de 7.", ("LP-FIXED",)),
    ("Pour 3 joueurs : Piochez 2 tuiles et retirez-les du jeu.", ("LP-FIXED",)),
    ("Le nombre de tours à jouer est de 9.", ("LP-FIXED",)),
    ("Pour 2 joueurs : Piochez 4 tuiles et retirez-les du jeu.", ("LP-FIXED",)),
    ("Le nombre de tours à jouer est de 13.", ("LP-FIXED",)),
)
