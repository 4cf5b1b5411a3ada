"""The rule sheet of Fröscheln (first) and Numeri (from "NUMERI" on), sentence by sentence.

shared/seeds/002_934fd644bae062fd.txt: each rule sentence, in the sheet's words, with the clauses of the book
that hold it; each other sentence with why it is no rule (tests/rule_sheets/__init__.py,
tests/test_rule_sheets.py).
"""

from rule_sheets import CONTENTS, CREDITS, EXAMPLE, HEADING

SHEET = "002_934fd644bae062fd.txt"
GAMES = ("froscheln", "numeri",)
#: Where the rules begin: before it, the collectors' notice that opens every sheet of their site.
START = "Traduction par Fred"

SENTENCES = (
    ("Traduction par Fred Bizet pour Jeux en boîte", CREDITS),
    ("BUT DU JEU", HEADING),
    ("Avoir le plus fort total de points en plaçant ses grenouilles sur les bonnes cases.", ("TR-WIN",)),
    ("MATERIEL", HEADING),
    ("20 grenouilles (5 par couleur)", ("TR-TOKENS",)),
    ("20 autocollants numérotés de 1 à 5", ("TR-TOKENS",)),
    ("1 dé", CONTENTS),
    ("1 plateau", CONTENTS),
    ("MISE EN PLACE", HEADING),
    ("Pour la 1ère partie, il faut poser les autocollants sur le dos des grenouilles.", ("TR-TOKENS",)),
    ("Dans chaque couleur, les grenouilles doivent avoir les numéros 1 à 5.", ("TR-TOKENS",)),
    ("Chaque joueur prend les 5 grenouilles d'une couleur et les pose près de la case de départ.", ("TR-TOKENS",)),
    ("La case de départ change selon le nombre de joueurs.", ("FRO-START",)),
    ("Les cases de départ sont les cases indiquées par un drapeau blanc et on utilise celle qui correspond au "
     "nombre de joueurs (ex : à 3 joueurs, le jeu se fait à partir de la case drapeau 3).", ("FRO-START",)),
    ("Le joueur le plus jeune commence et prend le dé.", ("TR-FIRST",)),
    ("DEROULEMENT", HEADING),
    ("Le jeu se fait dans le sens horaire.", ("TR-FIRST",)),
    ("A son tour de jeu, le joueur lance le dé et avance une ou deux grenouilles de sa couleur puis c'est au "
     "joueur suivant.", ("TR-ROLL",)),
    ("Le dé indique la grenouille que l'on doit déplacer, c'est celle qui a un numéro correspondant "
     "au dé.", ("TR-ROLL",)),
    ("Ex : le joueur lance le dé et obtient 2.", ("TR-ROLL",)),
    ("Le joueur doit déplacer sa grenouille n°2.", ("TR-ROLL",)),
    ("La grenouille avance alors jusqu'à la première case libre du plateau.", ("TR-ADVANCE", "TR-ONE-PER-CELL")),
    ("Il ne peut y avoir qu'une grenouille par case.", ("TR-ADVANCE", "TR-ONE-PER-CELL")),
    ("La grenouille déplacée peut ainsi passer par-dessus une ou plusieurs grenouilles.", ("TR-ADVANCE",)),
    ("Selon le résultat du dé, le joueur peut avancer une ou deux grenouilles :", ("TR-ROLL",)),
    ("- Dé = 1, le joueur avance sa grenouille 1", ("TR-ROLL",)),
    ("- Dé = 2, le joueur avance sa grenouille 2", ("TR-ROLL",)),
    ("- Dé = , le joueur avance la grenouille de son choix", ("TR-STAR",)),
    ("- Dé = 3, le joueur avance sa grenouille 3 ou ses grenouilles 1 et 2 (dans "
     "l'ordre désiré)", ("TR-SPLIT", "FRO-SPLIT")),
    ("- Dé = 4, le joueur avance sa grenouille 4 ou ses grenouilles 1 et 3 (dans "
     "l'ordre désiré)", ("TR-SPLIT", "FRO-SPLIT")),
    ("- Dé = 5, le joueur avance sa grenouille 5 ou ses grenouilles 2 et 3 (dans l'ordre désiré) ou ses "
     "grenouilles 1 et 4 (dans l'ordre désiré)", ("TR-SPLIT", "FRO-SPLIT")),
    ("Quand trois grenouilles ou plus de sa couleur se suivent après le déplacement, le joueur a le droit de "
     "rejouer.", ("TR-EXTRA",)),
    ("Il peut jouer plusieurs fois de suite mais l'ensemble des 3 (ou plus) grenouilles doit avoir été formé "
     "grâce au dernier déplacement.", ("TR-EXTRA",)),
    ("FIN DU JEU", HEADING),
    ("Lorsqu'une grenouille atteint la case de la Princesse (valeur 5), la fin du jeu approche.", ("FRO-END",)),
    ("A partir de cet instant, dès qu'un joueur ne peut plus déplacer de grenouille, le jeu est fini et on compte "
     "les points.", ("FRO-END",)),
    ("Sur les jets 3, 4 ou 5 il faut pouvoir avancer une grenouille ou les deux (mais pas une seule sur les "
     "deux).", ("TR-SPLIT",)),
    ("Chaque grenouille rapporte sa valeur multipliée par la valeur de sa case.", ("TR-SCORE", "FRO-MULT")),
    ("Case rouge : x 1", ("FRO-MULT",)),
    ("Case bleu : x 2", ("FRO-MULT",)),
    ("Case 3 : x 3", ("FRO-MULT",)),
    ("Case 4 : x 4", ("FRO-MULT",)),
    ("Case 5 : x 5", ("FRO-MULT",)),
    ("Les autres cases ne rapportent rien.", ("FRO-MULT",)),
    ("On additionne les points rapportés par ses différentes grenouilles.", ("TR-WIN",)),
    ("Le joueur avec le plus fort total a gagné.", ("TR-WIN",)),
    ("NUMERI", HEADING),
    ("Une passionnante", CREDITS),
    ("bousculade de dés", CREDITS),
    ("de Rudi Hoffmann", CREDITS),
    ("pour 2 à 4 joueurs", ("TR-TOKENS",)),
    ("dès l'âge de 8 ans", CREDITS),
    ("Matériel", HEADING),
    ("- 1 plateau de jeu", CONTENTS),
    ("- 20 jetons (5 jetons de 4 couleurs différentes)", ("TR-TOKENS",)),
    ("- 1 dé (1, 2, 3, 4, 5, ☆)", ("TR-ROLL",)),
    ("But du jeu", HEADING),
    ("Chaque joueur essaie de placer astucieusement ses jetons sur des cases à chiffres le plus "
     "élevés possible.", ("TR-WIN",)),
    ("A la fin du jeu, les valeurs des jetons sont multipliées par les chiffres figurant sur les cases du plateau "
     "de jeu sur lesquelles figurent les jetons.", ("TR-SCORE",)),
    ("Le joueur ayant marqué le plus de points est déclaré vainqueur.", ("TR-WIN",)),
    ("Préparation", HEADING),
    ("Chaque joueur choisit 5 jetons d'une couleur et les dépose devant lui.", ("TR-TOKENS",)),
    ("Si la partie est jouée à moins de quatre joueurs, les autres jetons sont déposés dans la boîte.", ("TR-TOKENS",)),
    ("Déroulement du jeu", HEADING),
    ("Le joueur le plus jeune obtient le dé et commence la partie.", ("TR-FIRST",)),
    ("Il lance les dés et pose le jeton avec le nombre de points obtenus au dé sur la case Départ "
     "rouge foncée.", ("NU-START",)),
    ("Une fois qu'il a joué, la partie continue dans le sens des aiguilles d'une montre.", ("TR-FIRST",)),
    ("Le joueur dont c'est le tour, lance les dés et prend un de ses jetons.", ("TR-ROLL",)),
    ("Le nombre de points obtenus au dé détermine alors quel jeton doit être pris.", ("TR-ROLL",)),
    ("Le jeton est toujours placé sur la prochaine case vide vu qu'un seul "
     "jeton peut figurer sur une case.", ("TR-ADVANCE", "TR-ONE-PER-CELL")),
    ("Il est de la sorte donc possible de sauter plusieurs cases occupées (ceci peut par exemple être 1 case ou "
     "même 15 cases).", ("TR-ADVANCE",)),
    ("Si le joueur obtient une étoile (☆) à son lancer de dés, il a le droit d'avancer un jeton quelconque de ses "
     "propres jetons sur la prochaine case libre.", ("TR-STAR",)),
    ("Exemple : le jaune commence et lance un 2.", EXAMPLE),
    ("Le joueur place donc son 2 sur la case Départ (A).", EXAMPLE),
    ("Le bleu lance un 4 et pose son 4 sur la prochaine case libre (B).", EXAMPLE),
    ("Le vert lance ensuite un 1 et pose son 1 sur la prochaine case libre (C).", EXAMPLE),
    ("Puis le jaune lance de nouveau un 2 et le place (D).", EXAMPLE),
    ("Le bleu lance un 3.", EXAMPLE),
    ("Il doit replacer le jeton sur la case Départ (A) vu qu'elle est maintenant la prochaine case libre pour ce "
     "jeton.", EXAMPLE),
    ("Au-dessus de la barrière", HEADING),
    ("Le plateau contient trois barrières.", ("NU-BARRIER",)),
    ("Le nombre de joueurs détermine quelle barrière doit être utilisée.", ("NU-BARRIER",)),
    ("La barrière est donc active si la partie est jouée à 2 joueurs.", ("NU-BARRIER",)),
    ("Dès que le premier jeton a passé la barrière active, tous les joueurs ont le droit de répartir sur deux de "
     "leurs jetons leur résultat au dé de 3, 4 ou 5 :", ("NU-BARRIER",)),
    ("- si un 5 est lancé, les jetons $1 + 4$ ou $2 + 3$ peuvent être placés", ("TR-SPLIT",)),
    ("- si un 4 est lancé, les jetons $1 + 3$ peuvent être placés", ("TR-SPLIT",)),
    ("- si un 3 est lancé, les jetons $1 + 2$ peuvent être placés", ("TR-SPLIT",)),
    ("- par contre si un 1, 2 ou une ☆ sont lancés, il est interdit de répartir le "
     "résultat.", ("NU-BARRIER", "TR-STAR")),
    ("La répartition est uniquement autorisée si le joueur peut réellement déplacer deux jetons – l'ordre dans "
     "lequel ils sont placés ne jouent toutefois aucun rôle.", ("TR-SPLIT",)),
    ("Il est impossible de ne pas placer de jeton pour un chiffre.", ("TR-SPLIT",)),
    ("Un 5 peut par exemple être placé sous forme de $1 + 4$ ou de $4 + 1$.", ("TR-SPLIT",)),
    ("Tour supplémentaire", HEADING),
    ("Exemple :", EXAMPLE),
    ("c'est au tour du jaune et il lance un 4 (voir situation initiale).", EXAMPLE),
    ("Si le jaune répartit maintenant le nombre de points obtenus au lancer en 3 et 1 et qu'il place d'abord le 3 "
     "(A) et puis le 1, les trois jetons jaunes forment ensuite de nouveau une rangée de trois (B) et le jaune a "
     "donc le droit de rejouer.", EXAMPLE),
    ("Le jaune aurait également pu avancer le 4 d'une case (C), ou bien répartir le nombre de points obtenus au "
     "lancer en plaçant tout d'abord le 1 et puis le 3 (D).", EXAMPLE),
    ("Aucun de ces deux derniers exemples de placement n'aurait toutefois permis de réaliser une rangée de trois "
     "et le joueur suivant aurait alors joué.", EXAMPLE),
    ("Exemple : le vert a placé le 2 sur la case 25 (50 points), le 3 sur la case 9 (27 points) et le 5 sur la "
     "case -1 (-5 points).", EXAMPLE),
    ("Il n'a par contre pas encore placé le 4 ($4 \\times -5 = -20$ points) et le 1 figure sur une case sans "
     "chiffre (0 point).", EXAMPLE),
    ("Le vert remporte donc en tout $50 + 27 - 5 - 20 + 0 = 52$ points.", EXAMPLE),
    ("Trois jetons d'une même couleur directement les uns derrière les autres : tour supplémentaire", ("TR-EXTRA",)),
    ("Si à la fin d'un tour, un joueur a formé une chaîne composée de trois ou plus de ses jetons, il obtient un "
     "tour supplémentaire et peut immédiatement relancer le dé.", ("TR-EXTRA",)),
    ("Les jetons doivent alors toutefois être placés directement les uns derrière les autres, sans case libre "
     "entre les jetons.", ("TR-EXTRA",)),
    ("Une chaîne qui existait déjà avant le lancer de dé et laquelle n'a pas été modifiée, ne donne pas droit à "
     "un tour supplémentaire.", ("TR-EXTRA",)),
    ("La chaîne formée doit donc toujours être nouvelle ou bien autrement agencée.", ("TR-EXTRA",)),
    ("Si un joueur réussit avec son tour supplémentaire à former de nouveau une chaîne, il a de nouveau le droit "
     "de lancer les dés.", ("TR-EXTRA",)),
    ("Ceci peut être le cas plusieurs fois consécutivement.", ("TR-EXTRA",)),
    ("Il peut arriver qu'un joueur ne puisse placer aucun de ses jetons tout juste avant la fin de la partie (par "
     "exemple si son 1 figure sur la dernière case et qu'il lance un 1).", ("TR-PASS",)),
    ("Dans ce cas, le joueur ne peut placer aucun de ses jetons et c'est au tour du prochain joueur.", ("TR-PASS",)),
    ("Fin du jeu", HEADING),
    ("La partie est finie dès que les trois dernières cases (cases jaunes) sont occupées.", ("NU-END",)),
    ("Les points remportés par les différents joueurs sont maintenant déterminés.", ("NU-END",)),
    ("Répartition des points", HEADING),
    ("Chaque joueur marque des points pour chacun de ses jetons.", ("TR-SCORE",)),
    ("Le nombre de points sur le jeton est alors multiplié par le chiffre inscrit sur la case sur laquelle se "
     "trouve le jeton.", ("TR-SCORE",)),
    ("Des jetons figurant sur des cases négatives rouges donnent des points négatifs.", ("NU-VALUES",)),
    ("Si à la fin de la partie, les joueurs ont encore des jetons qu'ils n'ont pas placés, ces jetons sont "
     "multipliés par la valeur -5.", ("NU-UNPLACED",)),
    ("Des jetons sur des cases sur lesquelles aucun chiffre n'est inscrit sont évalués avec la "
     "valeur zéro.", ("NU-VALUES",)),
    ("Les résultats obtenus pour tous les jetons sont ensuite additionnés.", ("TR-WIN",)),
    ("Le joueur avec la somme totale la plus élevée gagne la partie.", ("TR-WIN",)),
)
