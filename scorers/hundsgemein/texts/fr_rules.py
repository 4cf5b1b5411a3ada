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
        "Chaque joueur choisit une couleur et prend les tuiles de ce dos : 2 joueurs, toutes les 24 tuiles (6 "
        "de chaque type) ; 3 joueurs, 16 tuiles (4 de chaque type) ; 4 joueurs, 12 tuiles (3 de chaque type). "
        "Les tuiles inutilisées retournent dans la boîte."),
    "hg.rule.HG-DOGS": (
        "Chacun des quatre chiens (Zorro, Daisy, Fifi et Rex) est représenté trois fois. Les 12 chiens sont "
        "placés de telle sorte qu’il y ait un chien dans chaque rue horizontale et verticale : exactement un "
        "par rue."),
    "hg.rule.HG-DOG-VALUES": (
        "Les chiens valent Zorro 2, Daisy 3, Fifi 4 et Rex 5. La règle annonce des valeurs de 2 à 4, mais ses "
        "propres exemples donnent Rex 5, Fifi 4 et Daisy 3 (notre décision)."),
    # pose des puces
    "hg.rule.HG-CENTRE": (
        "Aucune tuile puce ne peut être placée sur la case marquée des os croisés au centre du plan."),
    "hg.rule.HG-OCCUPIED": (
        "À son tour, le joueur place une tuile puce sur un pâté de maison libre de son choix."),
    "hg.rule.HG-ADJ": (
        "Une tuile puce ne peut pas être placée à côté (y compris en diagonale) d’une autre tuile puce du même "
        "type, quelle que soit sa couleur."),
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
    "hg.rule.HG-MAJORITY-TIE": "Jeu de base : en cas d’égalité, la tuile chien est défaussée.",
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
}
