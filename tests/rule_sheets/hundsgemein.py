"""Hundsgemein's rule sheet (Piatnik, French translation by F. Haffner), sentence by sentence.

shared/seeds/000_4dffd0f5cc1feabf.txt: each rule sentence, in the sheet's words, with the clauses of the book
that hold it; each other sentence with why it is no rule (tests/rule_sheets/__init__.py,
tests/test_rule_sheets.py).
"""

from rule_sheets import CONTENTS, CREDITS, EXAMPLE, FIGURE, HEADING, INTRO, STORY

SHEET = "000_4dffd0f5cc1feabf.txt"
GAMES = ("hundsgemein",)
#: Where the rules begin: before it, the collectors' notice that opens every sheet of their site.
START = "Un jeu de pose"

SENTENCES = (
    ("Un jeu de pose de tuiles pour 2 à 4 joueurs âgés de 8 ans et plus", ("HG-AIM",)),
    ("Auteur : Dario Zaccariotto / Piatnik Game No.", CREDITS),
    ("Traduction française : François Haffner", CREDITS),
    ("Le jour de l'épreuve du courage est arrivé.", STORY),
    ("Quatre compagnons canins - Zorro, le bulldog fougueux, Daisy, l'élégante Caniche, Fifi, le rusé fox-terrier "
     "et Rex, le limier expérimenté osent entrer dans le quartier mal famé.", STORY),
    ("Normalement, aucun chien qui se respecte ne s'y aventurera jamais, car c'est le territoire de plusieurs "
     "gangs de puces qui font très peur aux intrus.", STORY),
    ("Les chiens réussiront-ils à traverser la région en restant indemnes, ou les effrayantes puces les "
     "forceront-elles à fuir ?", STORY),
    ("But du jeu", HEADING),
    ("Chaque joueur, à la tête d'un gang de puces, tente d'infliger le plus de dégâts aux chiens qui traversent "
     "le quartier.", ("HG-AIM",)),
    ("Contenu", HEADING),
    ("96 puces", ("HG-SUPPLY",)),
    ("12 chiens", ("HG-DOGS",)),
    ("1 plan du quartier", ("HG-BOARD",)),
    ("1 règle du jeu", CONTENTS),
    ("Matériel", HEADING),
    ("Plan du quartier", HEADING),
    ("Le quartier est composé de 6 rues horizontales et de six rues verticales, formant 48 pâtés de maison où "
     "sévissent les puces.", ("HG-STREETS", "HG-BOARD")),
    ("Puces", HEADING),
    ("Il existe quatre types de puces avec une forme et une couleur.", ("HG-TYPES",)),
    ("Le dos de chaque puce montre la couleur du joueur auquel la puce appartient.", ("HG-TYPES",)),
    ("Recto : 4 types de puces", ("HG-TYPES",)),
    ("Verso : 4 couleurs de joueurs", ("HG-TYPES",)),
    ("Chiens", HEADING),
    ("Chacun des quatre chiens est représenté trois fois.", ("HG-DOGS",)),
    ("Chaque chien a une valeur différente, de 2 à 4.", ("HG-DOG-VALUES",)),
    ("Préparation", HEADING),
    ("Chaque joueur choisit une couleur et prend les tuiles de ce dos suivantes :", ("HG-SUPPLY",)),
    ("- 2 joueurs : toutes les 24 tuiles", ("HG-SUPPLY",)),
    ("- 3 joueurs : 16 tuiles (4 de chaque type)", ("HG-SUPPLY",)),
    ("- 4 joueurs : 12 tuiles (3 de chaque type)", ("HG-SUPPLY",)),
    ("Remettez les tuiles inutilisées dans la boîte.", ("HG-SUPPLY",)),
    ("Chaque joueur mélange ses tuiles face cachée.", ("HG-FACE-UP",)),
    ("Puis, il retourne deux de ces tuiles.", ("HG-FACE-UP",)),
    ("Les 12 chiens sont placés de telle sorte qu'il y ait un chien dans chaque rue horizontale et "
     "verticale.", ("HG-DOGS",)),
    ("Déterminez un premier joueur.", ("HG-FIRST",)),
    ("Déroulement du jeu", HEADING),
    ("Quand c'est le tour d'un joueur, il choisit l'une de ses deux tuiles puces visibles et la place sur un "
     "pâtre de maison libre de son choix sur le plan du quartier.", ("HG-OCCUPIED", "HG-FACE-UP")),
    ("Le placement doit respecter les règles suivantes :", INTRO),
    ("- aucune tuile puce ne peut être placée sur la case marquée des os croisés au centre du plan ;", ("HG-CENTRE",)),
    ("- une tuile puce ne peut pas être placée à côté (y compris en diagonale) d'une autre tuile puce du même "
     "type.", ("HG-ADJ",)),
    ("Si un joueur place un jeton en violation de l'une de ces règles, il peut être enlevé par un autre joueur "
     "tant que le joueur suivant n'a pas encore joué.", ("HG-STAYS",)),
    ("Un joueur dont la tuile puce illégalement placée a été retirée ne peut pas la remplacer par une autre tuile "
     "puce.", ("HG-STAYS",)),
    ("Remarque : si aucun autre joueur ne remarque qu'une tuile puce a été placée de manière incorrecte, cette "
     "tuile demeure jusqu'à la fin du jeu et compte lors de la marque finale.", ("HG-STAYS",)),
    ("Il n'est pas possible de placer une tuile sur la case centrale.", ("HG-CENTRE",)),
    ("Une tuile ne peut pas être placée à côté d'une tuile identique.", ("HG-ADJ",)),
    ("Exemple : cette tuile peut être placée sur les 7 cases indiquées.", FIGURE),
    ("À la fin de son tour, le joueur retourne face visible une nouvelle tuile puce de sa réserve.", ("HG-DRAW",)),
    ("Puis le tour passe ensuite au joueur suivant en sens horaire.", ("HG-DRAW", "HG-FIRST")),
    ("Si un joueur ne peut pas ou ne veut pas placer une de ses deux tuiles puces visibles, il peut jeter un ou "
     "les deux tuiles et les remplacer par une ou deux nouvelles tuiles de sa réserve.", ("HG-DISCARD",)),
    ("Ceci met fin à son tour de jeu et le tour passe au joueur suivant sur la gauche.", ("HG-DISCARD",)),
    ("Notez qu'un joueur ne peut jamais avoir plus de deux tuiles puces face visible à tout moment.", ("HG-FACE-UP",)),
    ("Fin de la partie", HEADING),
    ("Quand plus aucune tuile ne peut être légalement placée, le jeu est terminé.", ("HG-END",)),
    ("Toutes les tuiles puces sont maintenant retournées côté dos, révélant les "
     "couleurs des joueurs.", ("HG-END", "HG-COLOURS")),
    ("Points", HEADING),
    ("Les 12 rues sont notées séparément, et les 12 tuiles chien distribuées aux joueurs.", ("HG-ORDER",)),
    ("Les rues horizontales sont marquées en premier, suivies par celles verticales.", ("HG-ORDER",)),
    ("Les joueurs comptent combien de tuiles de leur couleur se trouvent le long de cette rue "
     "(de chaque côté).", ("HG-MAJORITY",)),
    ("Celui qui a le plus grand nombre de tuiles dans cette rue récupère la tuile chien de "
     "cette rue.", ("HG-MAJORITY",)),
    ("En cas d'égalité, la tuile de chien est défaussée.", ("HG-MAJORITY-TIE",)),
    ("Exemples :", EXAMPLE),
    ("Horizontal, Rangée 1 :", EXAMPLE),
    ("Jaune revendique la tuile Rex de 5 points (Jaune a 5 tuiles le long de la rue contre 4 pour Bleu, 3 pour "
     "Rouge et 2 pour Vert).", EXAMPLE),
    ("Horizontal, rang 2 :", EXAMPLE),
    ("Bleu réclame la tuile Daisy de 3 points (Bleu a 5 tuiles le long de la rue contre 4 pour Jaune, 3 pour "
     "Rouge et 2 pour Vert).", EXAMPLE),
    ("Ligne verticale:", EXAMPLE),
    ("Rouge et Vert sont à égalité avec 4 tuiles chacun.", EXAMPLE),
    ("La tuile Fifi de 4 points est défaussée.", EXAMPLE),
    ("Variante pour le jeu expert", HEADING),
    ("Chaque joueur compte les plus longues séries ininterrompues de tuiles puces qu'ils ont de chaque côté de la "
     "rue sont et ajoute ces deux valeurs.", ("HG-EXPERT-RUNS",)),
    ("Le joueur avec la somme la plus élevée récupère la tuile chien.", ("HG-EXPERT-RUNS",)),
    ("En cas d'égalité, le joueur avec le plus grand nombre total de tuiles puce le long de la rue récupère la "
     "tuile chien.", ("HG-EXPERT-TIE",)),
    ("Si l'égalité persiste, la tuile chien est défaussée.", ("HG-EXPERT-TIE",)),
    ("Exemples en mode expert :", EXAMPLE),
    ("Horizontal, Rangée 1 :", EXAMPLE),
    ("Jaune revendique la tuile Rex de 5 points (Jaune a 4 tuiles à la suite au sud de la rue et 1 tuile au nord "
     ": $4+1=5$ contre $2+2=4$ pour Bleu, $1+1=2$ pour Rouge et $1+0=1$ pour Vert.).", EXAMPLE),
    ("Horizontal, rang 2 :", EXAMPLE),
    ("Jaune réclame la tuile Daisy de 3 points (Jaune a 4 tuiles à la suite au nord de la rue et aucune au sud : "
     "$4+0=4$ contre $2+1=3$ pour Bleu, $1+1=2$ pour Rouge et $1+0=1$ pour Vert.).", EXAMPLE),
    ("Ligne verticale:", EXAMPLE),
    ("Vert réclame la tuile Daisy de 3 points (Vert a 3 tuiles à la suite à l'est de la rue et 1 à l'ouest : "
     "$3+1=4$ contre $2+1=3$ pour Rouge, $1+1=2$ pour Bleu et $1+1=2$ pour Jaune.).", EXAMPLE),
    ("Gagnant", HEADING),
    ("Chaque joueur additionne la valeur totale de toutes les tuiles chien collectées.", ("HG-WIN",)),
    ("Le joueur avec le total le plus élevé est le gagnant.", ("HG-WIN",)),
    ("En cas d'égalité, le joueur qui a récolté le plus grand nombre de tuiles est le gagnant.", ("HG-WIN-TIE",)),
)
