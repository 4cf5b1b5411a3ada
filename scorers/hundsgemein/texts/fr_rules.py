"""Texte français du livret de règles de Hundsgemein (clés `hg.rule.`).

Une phrase ou deux par identifiant de règle de `scorers.hundsgemein`, au plus près des mots de la règle
(shared/seeds/000_...) ; shared/RULINGS.md là où une décision tranche ce que la règle laisse ouvert
(« notre décision »).
"""

MESSAGES: dict[str, str] = {
    # branch taps: the rule book of Hundsgemein (issue 17, rule ids stay available behind a tap)
    # matériel et préparation
    "hg.rule.HG-BOARD": (
        "Le plan du quartier compte 7 × 7 pâtés de maison ; les rangées se lisent du nord au sud, les colonnes "
        "d’ouest en est. La case centrale, marquée des os croisés, ne reçoit jamais de tuile : il reste 48 pâtés de "
        "maison où sévissent les puces (notre décision)."),
    "hg.rule.HG-STREETS": (
        "Le quartier est composé de 6 rues horizontales, H1 à H6 du nord au sud (H1 entre les rangées 1 et 2), "
        "et de six rues verticales, V1 à V6 d’ouest en est. Les pâtés de maison d’une rue sont les 7 de chaque "
        "côté ; le long des quatre rues qui bordent la case centrale, ce côté n’en compte que 6 jouables "
        "(notre décision)."),
    "hg.rule.HG-TYPES": (
        "Il existe quatre types de puces (1 à 4) avec une forme et une couleur. Le dos de chaque puce montre la "
        "couleur du joueur auquel la puce appartient."),
    "hg.rule.HG-SUPPLY": (
        "La boîte contient 96 puces, 24 de chaque couleur de joueur. Chaque joueur choisit une couleur et prend les "
        "tuiles de ce dos : 2 joueurs, toutes les 24 tuiles (6 de chaque type) ; 3 joueurs, 16 tuiles (4 de chaque "
        "type) ; 4 joueurs, 12 tuiles (3 de chaque type). Remettez les tuiles inutilisées dans la boîte."),
    "hg.rule.HG-DOGS": (
        "Chacun des quatre chiens (Zorro, Daisy, Fifi et Rex) est représenté trois fois. Les 12 chiens sont "
        "placés de telle sorte qu’il y ait un chien dans chaque rue horizontale et verticale : exactement un "
        "par rue."),
    "hg.rule.HG-DOG-VALUES": (
        "Les chiens valent Zorro 2, Daisy 3, Fifi 4 et Rex 5. La règle annonce des valeurs de 2 à 4, mais ses "
        "propres exemples donnent Rex 5, Fifi 4 et Daisy 3 (notre décision)."),
    # pose des puces
    "hg.rule.HG-CENTRE": (
        "Aucune tuile puce ne peut être placée sur la case marquée des os croisés au centre du plan : il n’est pas "
        "possible de placer une tuile sur la case centrale."),
    "hg.rule.HG-OCCUPIED": (
        "Quand c’est le tour d’un joueur, il choisit l’une de ses deux tuiles puces visibles et la place sur un pâté "
        "de maison libre de son choix sur le plan du quartier."),
    "hg.rule.HG-ADJ": (
        "Une tuile puce ne peut pas être placée à côté (y compris en diagonale) d’une autre tuile puce du même type, "
        "quelle que soit sa couleur : jamais à côté d’une tuile identique."),
    "hg.rule.HG-STAYS": (
        "Une tuile placée en violation de ces règles peut être enlevée par un autre joueur tant que le joueur "
        "suivant n’a pas encore joué, et son propriétaire ne peut pas la remplacer par une autre tuile. Si "
        "personne ne le remarque, la tuile demeure jusqu’à la fin du jeu et compte lors de la marque finale. "
        "Sur un plan final, l’application la signale par un avertissement, et on peut encore la retirer (une "
        "contestation) avant le décompte (notre décision)."),
    "hg.rule.HG-END": (
        "Quand plus aucune tuile ne peut être légalement placée (aucune tuile restant aux joueurs ne trouve "
        "de place, ou toutes sont posées), le jeu est terminé. Toutes les tuiles puces sont alors retournées "
        "côté dos, révélant les couleurs des joueurs."),
    "hg.rule.HG-COLOURS": (
        "À la fin de la partie, toutes les tuiles puces sont retournées côté couleur : un plan final montre des "
        "couleurs, pas des types de puces. Le décompte, standard ou expert, n’a besoin que des couleurs et des "
        "chiens : un plan saisi par ses seules couleurs est un état final complet. Les vérifications qui "
        "demandent le type d’une tuile (voisines de même type, réserve de chaque type, fin de partie) sont "
        "sautées pour elle, et la vérification le dit (notre décision)."),
    # décompte
    "hg.rule.HG-ORDER": (
        "Les 12 rues sont notées séparément, et les 12 tuiles chien distribuées aux joueurs : les rues "
        "horizontales en premier, suivies par les verticales."),
    "hg.rule.HG-MAJORITY": (
        "Jeu de base : chaque joueur compte combien de tuiles de sa couleur se trouvent le long de la rue (de "
        "chaque côté). Celui qui a le plus grand nombre de tuiles dans cette rue récupère sa tuile chien."),
    "hg.rule.HG-MAJORITY-TIE": (
        "Jeu de base : en cas d’égalité, quand deux joueurs ou plus ont autant de tuiles, le plus grand nombre, le "
        "long de la rue, la tuile chien est défaussée : personne ne prend le chien de cette rue."),
    "hg.rule.HG-EXPERT-RUNS": (
        "Jeu expert : chaque joueur compte ses plus longues séries ininterrompues de tuiles puces de chaque "
        "côté de la rue et ajoute ces deux valeurs ; le joueur avec la somme la plus élevée récupère la tuile "
        "chien. Un pâté de maison vide ou une tuile d’une autre couleur interrompt une série, la case centrale "
        "aussi (notre décision)."),
    "hg.rule.HG-EXPERT-TIE": (
        "Jeu expert : en cas d’égalité, le joueur avec le plus grand nombre total de tuiles puces le long de "
        "la rue récupère la tuile chien. Si l’égalité persiste, la tuile chien est défaussée."),
    "hg.rule.HG-WIN": (
        "Chaque joueur additionne la valeur totale de toutes les tuiles chien collectées. Le joueur avec le "
        "total le plus élevé est le gagnant."),
    "hg.rule.HG-WIN-TIE": (
        "En cas d’égalité, le joueur qui a récolté le plus grand nombre de tuiles chien est le gagnant ; si "
        "l’égalité persiste, la victoire est partagée (notre décision)."),
    # règles de la feuille que l’application n’arbitre pas (issue 36 : toute la règle dans le livret)
    "hg.rule.HG-AIM": (
        "Un jeu de pose de tuiles pour 2 à 4 joueurs. Chaque joueur, à la tête d’un gang de puces, tente d’infliger "
        "le plus de dégâts aux chiens qui traversent le quartier."),
    "hg.rule.HG-FACE-UP": (
        "Chaque joueur mélange ses tuiles face cachée, puis il retourne deux de ces tuiles. Un joueur ne peut jamais "
        "avoir plus de deux tuiles puces face visible à tout moment."),
    "hg.rule.HG-FIRST": "Déterminez un premier joueur. Le tour passe ensuite au joueur suivant en sens horaire.",
    "hg.rule.HG-DRAW": (
        "À la fin de son tour, le joueur retourne face visible une nouvelle tuile puce de sa réserve. Puis le tour "
        "passe au joueur suivant en sens horaire."),
    "hg.rule.HG-DISCARD": (
        "Si un joueur ne peut pas ou ne veut pas placer une de ses deux tuiles puces visibles, il peut jeter une ou "
        "les deux tuiles et les remplacer par une ou deux nouvelles tuiles de sa réserve. Ceci met fin à son tour de "
        "jeu et le tour passe au joueur suivant sur la gauche."),
    # titres : quelques mots par article, ce que l’écran des règles et la recherche montrent d’abord
    "hg.rule_title.HG-AIM": "Joueurs et but du jeu",
    "hg.rule_title.HG-BOARD": "Le plan du quartier : 7 × 7 pâtés de maison",
    "hg.rule_title.HG-STREETS": "Six rues horizontales et six verticales",
    "hg.rule_title.HG-TYPES": "Quatre types de puces, la couleur du joueur au dos",
    "hg.rule_title.HG-SUPPLY": "Les tuiles de chaque joueur",
    "hg.rule_title.HG-FACE-UP": "Deux tuiles visibles, jamais plus",
    "hg.rule_title.HG-DOGS": "Un seul chien dans chaque rue",
    "hg.rule_title.HG-DOG-VALUES": "La valeur des chiens",
    "hg.rule_title.HG-FIRST": "Premier joueur, puis sens horaire",
    "hg.rule_title.HG-OCCUPIED": "Placer une tuile visible sur un pâté libre",
    "hg.rule_title.HG-CENTRE": "Jamais sur les os croisés",
    "hg.rule_title.HG-ADJ": "Jamais à côté d’une puce du même type",
    "hg.rule_title.HG-STAYS": "Une tuile mal placée : retirée, ou elle demeure",
    "hg.rule_title.HG-DRAW": "Retourner une nouvelle tuile",
    "hg.rule_title.HG-DISCARD": "Jeter ses tuiles visibles au lieu d’en placer une",
    "hg.rule_title.HG-END": "Quand la partie est finie",
    "hg.rule_title.HG-COLOURS": "Un plan final montre des couleurs",
    "hg.rule_title.HG-ORDER": "Les rues notées une à une",
    "hg.rule_title.HG-MAJORITY": "Le plus de tuiles le long d’une rue prend son chien",
    "hg.rule_title.HG-MAJORITY-TIE": "Égalité pour le chien d’une rue",
    "hg.rule_title.HG-EXPERT-RUNS": "Expert : les plus longues séries des deux côtés",
    "hg.rule_title.HG-EXPERT-TIE": "Expert : égalité de séries",
    "hg.rule_title.HG-WIN": "Le gagnant : le plus haut total de chiens",
    "hg.rule_title.HG-WIN-TIE": "Égalité pour la victoire",
}
