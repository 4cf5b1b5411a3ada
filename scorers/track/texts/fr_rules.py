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
    "tr.rule.TR-TOKENS": "Chaque joueur prend les 5 jetons (grenouilles) d’une couleur, numérotés de 1 à 5.",
    "tr.rule.TR-TRACK": "Un jeton (une grenouille) déjà placé se trouve sur une case du parcours.",
    "tr.rule.TR-ONE-PER-CELL": "Il ne peut y avoir qu’un seul jeton (une seule grenouille) par case.",
    "tr.rule.TR-ROLL": (
        "Le dé indique le jeton (la grenouille) que l’on doit déplacer, celui qui a le numéro correspondant au "
        "dé : le joueur qui obtient 2 doit déplacer son jeton n°2."),
    "tr.rule.TR-ADVANCE": (
        "Le jeton est toujours placé sur la prochaine case vide, vu qu’un seul jeton peut figurer sur une "
        "case : il peut ainsi sauter une ou plusieurs cases occupées. Un jeton pas encore placé entre sur la "
        "première case libre à partir du départ. Un jeton sans case libre devant lui ne peut pas avancer."),
    "tr.rule.TR-STAR": (
        "Si le joueur obtient une étoile, il a le droit d’avancer un jeton (une grenouille) quelconque de ses "
        "propres jetons sur la prochaine case libre. Une étoile ne se répartit jamais."),
    "tr.rule.TR-SPLIT": (
        "Quand la répartition est permise, un 3 peut avancer les jetons 1 et 2, un 4 les jetons 1 et 3, un 5 "
        "les jetons 1 et 4 ou 2 et 3, dans l’ordre désiré. La répartition est uniquement autorisée si le "
        "joueur peut réellement déplacer les deux jetons : il est interdit de n’en avancer qu’un seul des "
        "deux."),
    "tr.rule.TR-MUST": (
        "Un joueur qui peut déplacer un jeton doit le faire : on ne passe jamais son tour quand un coup est "
        "possible (notre décision)."),
    "tr.rule.TR-PASS": (
        "Si un joueur ne peut placer aucun de ses jetons (par exemple si son 1 figure sur la dernière case et "
        "qu’il lance un 1), c’est au tour du joueur suivant."),
    "tr.rule.TR-EXTRA": (
        "Si à la fin d’un coup un joueur a formé une chaîne de trois de ses jetons ou plus, directement les uns "
        "derrière les autres sans case libre entre eux, il obtient un tour supplémentaire et relance "
        "immédiatement le dé. Une chaîne qui existait déjà avant le lancer et qui n’a pas été modifiée ne donne "
        "pas droit à un tour supplémentaire : elle doit être nouvelle ou autrement agencée. Ceci peut arriver "
        "plusieurs fois de suite."),
    "tr.rule.TR-SCORE": (
        "Chaque jeton (grenouille) rapporte son numéro multiplié par le chiffre de la case sur laquelle il se "
        "trouve."),
    "tr.rule.TR-WIN": (
        "Les points de tous les jetons d’un joueur sont additionnés, et la somme la plus élevée gagne la "
        "partie. La règle ne prévoit pas de départage : des totaux égaux partagent la place."),
    # Numeri
    "tr.rule.NU-START": (
        "Numeri : les jetons entrent par la case Départ rouge foncé ; le premier joueur y pose le jeton "
        "indiqué par le dé."),
    "tr.rule.NU-BARRIER": (
        "Numeri : le plateau contient trois barrières, et le nombre de joueurs détermine celle qui est active. "
        "Dès que le premier jeton a passé la barrière active, tous les joueurs ont le droit de répartir sur "
        "deux de leurs jetons leur résultat au dé de 3, 4 ou 5 ; un 1, un 2 ou une étoile ne se répartit "
        "jamais."),
    "tr.rule.NU-END": (
        "Numeri : la partie est finie dès que les trois dernières cases (cases jaunes) sont occupées ; un tour "
        "supplémentaire gagné par ce dernier coup est perdu (notre décision)."),
    "tr.rule.NU-VALUES": (
        "Numeri : des jetons figurant sur des cases négatives rouges donnent des points négatifs ; des jetons "
        "sur des cases sans chiffre valent zéro."),
    "tr.rule.NU-UNPLACED": (
        "Numeri : si à la fin de la partie un joueur a encore des jetons qu’il n’a pas placés, ces jetons sont "
        "multipliés par la valeur -5."),
    # Fröscheln
    "tr.rule.FRO-START": (
        "Fröscheln : la case de départ change selon le nombre de joueurs ; c’est la case indiquée par le "
        "drapeau blanc qui correspond au nombre de joueurs (à 3 joueurs, le drapeau 3)."),
    "tr.rule.FRO-SPLIT": (
        "Fröscheln : un 3, un 4 ou un 5 peut se répartir dès le début de la partie. Règle maison « répartir "
        "seulement après la rive » (édition allemande) : seulement quand une grenouille a atteint la rive."),
    "tr.rule.FRO-END": (
        "Fröscheln : lorsqu’une grenouille atteint la case de la Princesse (valeur 5), la fin du jeu approche. "
        "À partir de cet instant, dès qu’un joueur ne peut plus déplacer de grenouille, le jeu est fini et on "
        "compte les points. Une grenouille sur la Princesse ou au-delà l’a atteinte (notre décision)."),
    "tr.rule.FRO-MULT": (
        "Fröscheln : chaque grenouille rapporte sa valeur multipliée par celle de sa case : case rouge x 1, "
        "case bleue x 2, case 3 x 3, case 4 x 4, case 5 (la Princesse) x 5. Les autres cases ne rapportent "
        "rien."),
    "tr.rule.FRO-UNPLACED": "Fröscheln : une grenouille jamais placée ne rapporte rien (notre décision).",
    # Fröscheln's own wording of the shared rules (`key@froscheln`, as the track catalogue does: frog where
    # Numeri says token), for a screen that picks the edition's words (`edition_key`)
    "tr.rule.TR-TOKENS@froscheln": "Chaque joueur prend les 5 grenouilles d’une couleur, numérotées de 1 à 5.",
    "tr.rule.TR-TRACK@froscheln": "Une grenouille déjà placée se trouve sur une case du parcours.",
    "tr.rule.TR-ONE-PER-CELL@froscheln": "Il ne peut y avoir qu’une grenouille par case.",
    "tr.rule.TR-ROLL@froscheln": (
        "Le dé indique la grenouille que l’on doit déplacer, celle qui a le numéro correspondant au dé : le "
        "joueur qui obtient 2 doit déplacer sa grenouille n°2."),
    "tr.rule.TR-ADVANCE@froscheln": (
        "La grenouille avance jusqu’à la première case libre du plateau, car il ne peut y avoir qu’une "
        "grenouille par case : elle peut ainsi passer par-dessus une ou plusieurs grenouilles. Une grenouille "
        "pas encore placée entre sur la première case libre à partir du départ. Une grenouille sans case libre "
        "devant elle ne peut pas avancer."),
    "tr.rule.TR-STAR@froscheln": (
        "Sur une étoile, le joueur avance la grenouille de son choix jusqu’à la prochaine case libre. Une "
        "étoile ne se répartit jamais."),
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
        "On additionne les points rapportés par ses différentes grenouilles ; le joueur avec le plus fort "
        "total a gagné. La règle ne prévoit pas de départage : des totaux égaux partagent la place."),
}
