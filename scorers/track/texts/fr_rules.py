"""Texte français du livret de règles des jeux de parcours, Numeri et Fröscheln (clés `tr.rule.`).

Une phrase ou deux par identifiant de règle de `scorers.track` (TR- communes aux deux éditions, NU- de
Numeri, FRO- de Fröscheln), au plus près des mots de la règle (shared/seeds/002_...) ; shared/RULINGS.md là
où une décision tranche ce que la règle laisse ouvert (« notre décision »). Une règle commune dit « jeton
(grenouille) » : son texte est le même dans les deux éditions.
"""

MESSAGES: dict[str, str] = {
    # branch taps: the rule book of Numeri and Fröscheln (issue 17, rule ids stay available behind a tap)
    # communes aux deux éditions
    "tr.rule.TR-BOARD": (
        "Un plateau est la liste des valeurs de ses cases dans l’ordre du parcours, avec ses cases marquées "
        "(départ, barrières, drapeaux). Aucun des deux parcours imprimés n’est publié : une table saisit son "
        "propre plateau une fois et le garde sous un nom (notre décision)."),
    "tr.rule.TR-TOKENS": (
        "De 2 à 4 joueurs. Chaque joueur choisit les 5 jetons (grenouilles) d’une couleur, numérotés de 1 à 5, et "
        "les dépose devant lui ; si la partie est jouée à moins de quatre joueurs, les autres jetons sont déposés "
        "dans la boîte."),
    "tr.rule.TR-TRACK": "Un jeton (une grenouille) déjà placé se trouve sur une case du parcours.",
    "tr.rule.TR-ONE-PER-CELL": (
        "Deux jetons ne sont jamais sur la même case : il ne peut y avoir qu’un seul jeton (une seule grenouille) "
        "par case."),
    "tr.rule.TR-ROLL": (
        "Le joueur dont c’est le tour lance le dé (1, 2, 3, 4, 5 et une étoile) et prend un de ses jetons : le "
        "nombre de points obtenus au dé détermine quel jeton (quelle grenouille) doit être pris, celui qui a le "
        "numéro correspondant au dé. Le joueur qui obtient 2 doit déplacer son jeton n°2."),
    "tr.rule.TR-ADVANCE": (
        "Le jeton est toujours placé sur la prochaine case vide, vu qu’un seul jeton peut figurer sur une case : il "
        "est donc possible de sauter une ou plusieurs cases occupées (par exemple 1 case ou même 15 cases). Un jeton "
        "pas encore placé entre sur la première case libre à partir du départ. Un jeton sans case libre devant lui "
        "ne peut pas avancer."),
    "tr.rule.TR-STAR": (
        "Si le joueur obtient une étoile (la sixième face du dé), il a le droit d’avancer un jeton (une grenouille) "
        "quelconque de ses propres jetons sur la prochaine case libre. Une étoile ne se répartit jamais."),
    "tr.rule.TR-SPLIT": (
        "Quand la répartition est permise, un 3 peut avancer les jetons 1 et 2, un 4 les jetons 1 et 3, un 5 les "
        "jetons 1 et 4 ou 2 et 3, dans l’ordre désiré (un 5 peut par exemple être placé sous forme de 1 + 4 ou de 4 "
        "+ 1). La répartition est uniquement autorisée si le joueur peut réellement déplacer les deux jetons : il "
        "est impossible de ne pas placer de jeton pour un chiffre, et interdit de n’en avancer qu’un seul des deux."),
    "tr.rule.TR-MUST": (
        "Un joueur qui peut déplacer un jeton doit le faire : on ne passe jamais son tour quand un coup est "
        "possible (notre décision)."),
    "tr.rule.TR-PASS": (
        "Il peut arriver qu’un joueur ne puisse placer aucun de ses jetons, tout juste avant la fin de la partie "
        "(par exemple si son 1 figure sur la dernière case et qu’il lance un 1) : dans ce cas, c’est au tour du "
        "joueur suivant."),
    "tr.rule.TR-EXTRA": (
        "Si à la fin d’un coup un joueur a formé une chaîne de trois de ses jetons ou plus, directement les uns "
        "derrière les autres sans case libre entre eux, il obtient un tour supplémentaire et relance "
        "immédiatement le dé. Une chaîne qui existait déjà avant le lancer et qui n’a pas été modifiée ne donne "
        "pas droit à un tour supplémentaire : elle doit être nouvelle ou autrement agencée. Ceci peut arriver "
        "plusieurs fois de suite."),
    "tr.rule.TR-SCORE": (
        "À la fin du jeu, chaque joueur marque des points pour chacun de ses jetons (grenouilles) : la valeur du "
        "jeton est multipliée par le chiffre figurant sur la case du plateau de jeu sur laquelle il se trouve."),
    "tr.rule.TR-WIN": (
        "Chaque joueur essaie de placer astucieusement ses jetons sur des cases à chiffres le plus élevés possible. "
        "Les résultats obtenus pour tous les jetons sont ensuite additionnés : le joueur avec la somme totale la "
        "plus élevée, ayant marqué le plus de points, est déclaré vainqueur. La règle ne prévoit pas de départage : "
        "des totaux égaux partagent la place."),
    # Numeri
    "tr.rule.NU-START": (
        "Numeri : les jetons entrent par la case Départ rouge foncé ; le premier joueur y pose le jeton "
        "indiqué par le dé."),
    "tr.rule.NU-BARRIER": (
        "Numeri : le plateau contient trois barrières, et le nombre de joueurs détermine quelle barrière doit être "
        "utilisée : chacune est active si la partie est jouée à son nombre de joueurs (2, 3 ou 4). Dès que le "
        "premier jeton a passé la barrière active, tous les joueurs ont le droit de répartir sur deux de leurs "
        "jetons leur résultat au dé de 3, 4 ou 5 ; par contre, si un 1, un 2 ou une étoile sont lancés, il est "
        "interdit de répartir le résultat."),
    "tr.rule.NU-END": (
        "Numeri : la partie est finie dès que les trois dernières cases (cases jaunes) sont occupées, et les points "
        "remportés par les différents joueurs sont alors déterminés ; un tour supplémentaire gagné par ce dernier "
        "coup est perdu (notre décision)."),
    "tr.rule.NU-VALUES": (
        "Numeri : des jetons figurant sur des cases négatives rouges donnent des points négatifs ; des jetons sur "
        "des cases sur lesquelles aucun chiffre n’est inscrit sont évalués avec la valeur zéro."),
    "tr.rule.NU-UNPLACED": (
        "Numeri : si à la fin de la partie un joueur a encore des jetons qu’il n’a pas placés, ces jetons sont "
        "multipliés par la valeur -5."),
    # Fröscheln
    "tr.rule.FRO-START": (
        "Fröscheln : la case de départ change selon le nombre de joueurs. Les cases de départ sont les cases "
        "indiquées par un drapeau blanc, et on utilise celle qui correspond au nombre de joueurs (à 3 joueurs, le "
        "jeu se fait à partir de la case drapeau 3)."),
    "tr.rule.FRO-SPLIT": (
        "Fröscheln : un 3, un 4 ou un 5 peut se répartir dès le début de la partie. Règle maison « répartir "
        "seulement après la rive » (édition allemande) : seulement quand une grenouille a atteint la rive."),
    "tr.rule.FRO-END": (
        "Fröscheln : lorsqu’une grenouille atteint la case de la Princesse (valeur 5), la fin du jeu approche. "
        "À partir de cet instant, dès qu’un joueur ne peut plus déplacer de grenouille, le jeu est fini et on "
        "compte les points. Une grenouille sur la Princesse ou au-delà l’a atteinte (notre décision)."),
    "tr.rule.FRO-MULT": (
        "Fröscheln : chaque grenouille rapporte sa valeur multipliée par celle de sa case : case rouge x 1, case "
        "bleue x 2, case 3 x 3, case 4 x 4, case 5 (la Princesse) x 5. Les autres cases, ni rouges, ni bleues, ni "
        "numérotées, ne rapportent rien : une grenouille sur une case sans couleur ni chiffre marque 0."),
    "tr.rule.FRO-UNPLACED": "Fröscheln : une grenouille jamais placée ne rapporte rien (notre décision).",
    # Fröscheln's own wording of the shared rules (`key@froscheln`, as the track catalogue does: frog where
    # Numeri says token), for a screen that picks the edition's words (`edition_key`)
    "tr.rule.TR-TOKENS@froscheln": (
        "Chaque joueur prend les 5 grenouilles d’une couleur, numérotées de 1 à 5, et les pose près de la case de "
        "départ. Le jeu compte 20 grenouilles, 5 par couleur : pour la 1re partie, il faut poser les autocollants "
        "numérotés de 1 à 5 sur le dos des grenouilles."),
    "tr.rule.TR-TRACK@froscheln": "Une grenouille déjà placée se trouve sur une case du parcours.",
    "tr.rule.TR-ONE-PER-CELL@froscheln": (
        "Deux grenouilles ne sont jamais sur la même case : il ne peut y avoir qu’une grenouille par case."),
    "tr.rule.TR-ROLL@froscheln": (
        "À son tour de jeu, le joueur lance le dé et avance une ou deux grenouilles de sa couleur, puis c’est au "
        "joueur suivant. Le dé (1, 2, 3, 4, 5 et une étoile) indique la grenouille que l’on doit déplacer, celle qui "
        "a le numéro correspondant au dé : le joueur qui obtient 2 doit déplacer sa grenouille n°2."),
    "tr.rule.TR-ADVANCE@froscheln": (
        "La grenouille avance jusqu’à la première case libre du plateau, car il ne peut y avoir qu’une "
        "grenouille par case : elle peut ainsi passer par-dessus une ou plusieurs grenouilles. Une grenouille "
        "pas encore placée entre sur la première case libre à partir du départ. Une grenouille sans case libre "
        "devant elle ne peut pas avancer."),
    "tr.rule.TR-STAR@froscheln": (
        "Sur une étoile (la sixième face du dé), le joueur avance la grenouille de son choix jusqu’à la prochaine "
        "case libre. Une étoile ne se répartit jamais."),
    "tr.rule.TR-SPLIT@froscheln": (
        "Quand la répartition est permise, un 3 peut avancer les grenouilles 1 et 2, un 4 les grenouilles 1 "
        "et 3, un 5 les grenouilles 2 et 3 ou 1 et 4, dans l’ordre désiré. Il faut pouvoir avancer les deux "
        "grenouilles : jamais une seule sur les deux."),
    "tr.rule.TR-MUST@froscheln": (
        "Un joueur qui peut déplacer une grenouille doit le faire : on ne passe jamais son tour quand un coup "
        "est possible (notre décision)."),
    "tr.rule.TR-PASS@froscheln": (
        "Si un joueur ne peut déplacer aucune de ses grenouilles, c’est au tour du joueur suivant."),
    "tr.rule.TR-EXTRA@froscheln": (
        "Quand trois grenouilles ou plus de sa couleur se suivent après le déplacement, le joueur a le droit "
        "de rejouer. Il peut jouer plusieurs fois de suite, mais l’ensemble des 3 grenouilles (ou plus) doit "
        "avoir été formé grâce au dernier déplacement."),
    "tr.rule.TR-SCORE@froscheln": "Chaque grenouille rapporte sa valeur multipliée par la valeur de sa case.",
    "tr.rule.TR-WIN@froscheln": (
        "Le but du jeu : avoir le plus fort total de points en plaçant ses grenouilles sur les bonnes cases. On "
        "additionne les points rapportés par ses différentes grenouilles ; le joueur avec le plus fort total a "
        "gagné. La règle ne prévoit pas de départage : des totaux égaux partagent la place."),
    # qui commence (issue 36 : toute la règle dans le livret)
    "tr.rule.TR-FIRST": (
        "Le joueur le plus jeune obtient le dé et commence la partie ; une fois qu’il a joué, la partie continue "
        "dans le sens des aiguilles d’une montre : le jeu se fait dans le sens horaire."),
    # titres : quelques mots par article, ce que l’écran des règles et la recherche montrent d’abord
    "tr.rule_title.TR-BOARD": "Un plateau : les valeurs de ses cases dans l’ordre",
    "tr.rule_title.TR-TOKENS": "Les joueurs et leurs cinq jetons",
    "tr.rule_title.TR-TOKENS@froscheln": "Les joueurs et leurs cinq grenouilles",
    "tr.rule_title.TR-TRACK": "Un jeton placé est sur une case",
    "tr.rule_title.TR-TRACK@froscheln": "Une grenouille placée est sur une case",
    "tr.rule_title.TR-ONE-PER-CELL": "Un seul jeton par case",
    "tr.rule_title.TR-ONE-PER-CELL@froscheln": "Une seule grenouille par case",
    "tr.rule_title.TR-FIRST": "Le plus jeune commence, puis sens horaire",
    "tr.rule_title.TR-ROLL": "Le dé indique le jeton à déplacer",
    "tr.rule_title.TR-ROLL@froscheln": "Le dé indique la grenouille à déplacer",
    "tr.rule_title.TR-ADVANCE": "Jusqu’à la prochaine case vide, en sautant les cases occupées",
    "tr.rule_title.TR-ADVANCE@froscheln": "Jusqu’à la première case libre, par-dessus les grenouilles",
    "tr.rule_title.TR-STAR": "L’étoile : un jeton quelconque",
    "tr.rule_title.TR-STAR@froscheln": "L’étoile : la grenouille de son choix",
    "tr.rule_title.TR-SPLIT": "Répartir un 3, un 4 ou un 5 sur deux jetons",
    "tr.rule_title.TR-SPLIT@froscheln": "Répartir un 3, un 4 ou un 5 sur deux grenouilles",
    "tr.rule_title.TR-MUST": "Un coup possible doit être joué",
    "tr.rule_title.TR-PASS": "Aucun jeton ne peut avancer : au suivant",
    "tr.rule_title.TR-PASS@froscheln": "Aucune grenouille ne peut avancer : au suivant",
    "tr.rule_title.TR-EXTRA": "Une chaîne de trois : on rejoue",
    "tr.rule_title.TR-SCORE": "Un jeton rapporte son numéro fois sa case",
    "tr.rule_title.TR-SCORE@froscheln": "Une grenouille rapporte sa valeur fois sa case",
    "tr.rule_title.TR-WIN": "Le gagnant : le plus fort total",
    "tr.rule_title.NU-START": "L’entrée par la case Départ",
    "tr.rule_title.NU-BARRIER": "Répartir une fois la barrière passée",
    "tr.rule_title.NU-END": "La fin : les trois cases jaunes occupées",
    "tr.rule_title.NU-VALUES": "Cases négatives et cases sans chiffre",
    "tr.rule_title.NU-UNPLACED": "Un jeton jamais placé compte -5",
    "tr.rule_title.FRO-START": "Le drapeau de départ du nombre de joueurs",
    "tr.rule_title.FRO-SPLIT": "Répartir dès le début",
    "tr.rule_title.FRO-END": "La Princesse atteinte, puis la fin",
    "tr.rule_title.FRO-MULT": "Ce que multiplie chaque case, les autres ne rapportent rien",
    "tr.rule_title.FRO-UNPLACED": "Une grenouille jamais placée ne rapporte rien",
}
