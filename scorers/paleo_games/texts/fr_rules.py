"""Texte français des livrets de règles des jeux dérivés de Paleo (clés `pg.rule.`), tels que les lisent la
fenêtre Règles et la feuille."""

MESSAGES: dict[str, str] = {
    # --- the rules, as the Rules dialog and the sheet answer them ------------------------------------
    "pg.rule.PG-SIDES": (
        "Une partie se joue entre ses joueurs (deux équipes "
        "à la Pitchanque) ; chaque coup noté nomme l’un d’eux."
    ),
    "pg.rule.PG-LOG": (
        "La partie est le relevé de ce qui s’est passé, dans l’ordre ; "
        "chaque coup est jugé d’après la partie telle que les précédents l’ont laissée."
    ),
    "pg.rule.PG-TURN": "Quand les tours comptent, un coup d’un joueur dont ce n’est pas le tour est refusé.",
    "pg.rule.PG-OVER": "Quand un joueur ou une équipe a gagné, plus rien n’est accepté.",
    "pg.rule.MP-PIECES": "Chaque joueur a 8 pions : Explorateurs 3 à 7, Mercenaires 1, 2 et 8.",
    "pg.rule.MP-SCORE": "Un Explorateur qui entre dans un Sanctuaire opposé marque 1 point.",
    "pg.rule.MP-MERCENARY": "Un Mercenaire qui entre dans un Sanctuaire opposé ne marque rien.",
    "pg.rule.MP-CAPTURE": "Seuls les Mercenaires capturent : le pion adverse touché est capturé et sort du plateau.",
    "pg.rule.MP-OFF": "Tout pion expulsé du plateau est capturé par son adversaire.",
    "pg.rule.MP-EXCHANGE": (
        "Un pion qui entre dans un Sanctuaire opposé peut être échangé contre "
        "un pion capturé de son joueur, qui revient au camp de base."
    ),
    "pg.rule.MP-GONE": (
        "Un pion capturé ne peut ni entrer, ni capturer, "
        "ni être capturé avant d’être revenu par un échange."
    ),
    "pg.rule.MP-WIN": "Le premier joueur à 10 points gagne.",
    "pg.rule.BD-SETUP": (
        "Les 16 pions numérotés (rouges et verts 1 à 8) sont au "
        "centre ; chaque joueur joue sa Clé de là où elle s’est arrêtée."
    ),
    "pg.rule.BD-REPLAY": (
        "Toucher un pion fait rejouer, pour le même numéro "
        "de l’autre couleur ; un Doublé fait rejouer aussi."
    ),
    "pg.rule.BD-MISS": "Ne rien toucher, ou rater le Doublé, termine le tour.",
    "pg.rule.BD-ONCE": "On ne fait pas deux fois le même Doublé dans un tour ; après les 8, on peut les recommencer.",
    "pg.rule.BD-MULTI": "Si un coup touche plusieurs pions, seuls les 2 premiers comptent, pour 2 coups.",
    "pg.rule.BD-POINTS": "Un Doublé marque son numéro.",
    "pg.rule.BD-EXACT": "Le premier à marquer exactement 50 points gagne.",
    "pg.rule.BD-OVERSHOOT": "Un Doublé qui dépasse 50 ne marque rien et termine le tour (sauf règle maison).",
    "pg.rule.BC-CLOSE": "Le premier Doublé d’un numéro le ferme pour ce joueur (sans point).",
    "pg.rule.BC-POINTS": "Un Doublé fermé par le joueur et pas par l’adversaire marque son numéro.",
    "pg.rule.BC-DEAD": "Un Doublé fermé par les deux joueurs ne marque rien.",
    "pg.rule.BC-END": "La partie s’arrête quand un joueur a fermé les 8 Doublés et a plus de points.",
    "pg.rule.CP-ORDER": "Chaque joueur touche les pions dans l’ordre : rouges 1 à 8, puis verts 1 à 8.",
    "pg.rule.CP-REPLAY": "Toucher le bon numéro fait rejouer.",
    "pg.rule.CP-TWO": "Deux bons numéros dans l’ordre dans le même coup font avancer de deux.",
    "pg.rule.CP-MISS": "Un coup qui ne touche pas d’abord le bon numéro termine le tour.",
    "pg.rule.CP-WIN": "Le premier à toucher les 16 pions dans l’ordre gagne.",
    "pg.rule.KY-SETUP": (
        "Les récifs forment une ligne de départ/arrivée et des "
        "portes, numérotées par des pions qui montrent le sens."
    ),
    "pg.rule.KY-START": (
        "L’ordre de départ vient d’un tir vers le rebord "
        "opposé ; ensuite chacun joue une pichenette à son tour."
    ),
    "pg.rule.KY-GATES": "Les portes se passent dans l’ordre des numéros, chacune dans son sens.",
    "pg.rule.KY-FAULT-GATE": (
        "Une porte au mauvais numéro, ou passée à l’envers, est une "
        "faute : le kayak revient et le joueur passe son tour."
    ),
    "pg.rule.KY-FAULT-TOUCH": (
        "Toucher un kayak adverse est une faute : "
        "les deux reviennent et le joueur passe son tour."
    ),
    "pg.rule.KY-FINISH": "Le premier qui passe la ligne d’arrivée après toutes les portes gagne.",
    "pg.rule.KY-SKIP": "Règle maison : une faute fait aussi perdre le tour suivant.",
    "pg.rule.PQ-TEAMS": "Deux équipes : un contre un, deux contre un, ou deux contre deux.",
    "pg.rule.PQ-PIECES": (
        "3 pions par joueur (6 pour le joueur seul à 3) : "
        "une équipe a 3 pions à 2 joueurs, 6 à 3 ou 4."
    ),
    "pg.rule.PQ-ALL": "Une mène finit quand tous les pions sont joués.",
    "pg.rule.PQ-POINT": (
        "Chaque pion de l’équipe la plus proche du cochonnet "
        "marque 1 point si aucun pion adverse n’est plus près."
    ),
    "pg.rule.PQ-TIE": (
        "Quand les pions les plus proches des deux "
        "équipes sont à égalité, personne ne marque (notre lecture)."
    ),
    "pg.rule.PQ-OUT": "Les pions dans une zone hors-jeu à la fin de la mène ne marquent jamais.",
    "pg.rule.PQ-JACK-OUT": (
        "L’équipe qui envoie le cochonnet hors-jeu arrête la mène "
        ": l’autre marque ses pions non joués + 1."
    ),
    "pg.rule.PQ-FIRST": "L’équipe qui a gagné la mène joue en premier à la suivante.",
    "pg.rule.PQ-WIN": "La première équipe à 13 points gagne.",
    "pg.rule.FT-SETUP": "Les récifs sont sur la ligne médiane ; chacun aligne 7 pions derrière.",
    "pg.rule.FT-TURN": "À tour de rôle, chacun joue un de ses pions.",
    "pg.rule.FT-ACROSS": (
        "On peut renvoyer les pions adverses ; après chaque coup, "
        "on compte les pions de chacun dans le camp adverse."
    ),
    "pg.rule.FT-WIN": "Le premier dont les 7 pions sont dans le camp adverse gagne.",
    "pg.rule.FT-BOTH": "Si un coup fait passer les 7 pions des deux joueurs, celui qui a joué gagne (notre décision).",
    "pg.rule.HK-SETUP": "Chaque joueur a 5 pions et un Goal ; le palet est un pion Clé.",
    "pg.rule.HK-FACEOFF": (
        "Un engagement ouvre la partie et suit chaque "
        "but, et seulement alors ; il désigne l’Attaquant."
    ),
    "pg.rule.HK-GOAL": "Quand le palet franchit totalement une ligne de but, l’adversaire marque.",
    "pg.rule.HK-GOALIE": "Un Goal ne peut pas marquer : le palet est donné au Goal adverse.",
    "pg.rule.HK-FAULT": "Après une faute, le joueur non fautif tire un coup franc.",
    "pg.rule.HK-FAULT-ATTACK": (
        "Rater le palet, toucher d’abord un adversaire et frapper deux "
        "fois avec le même pion sont des fautes de l’Attaquant seulement."
    ),
    "pg.rule.HK-FREE": (
        "Le coup franc se joue du centre par le joueur "
        "à qui il est donné ; il peut marquer directement."
    ),
    "pg.rule.HK-OUT": "Si le palet sort du plateau, l’autre joueur devient Attaquant.",
    "pg.rule.HK-BLOCK": "Un palet bloqué dans un coin est donné au Goal le plus proche.",
    "pg.rule.HK-WIN": "Le premier à 10 buts gagne.",
    "pg.rule.PQ-ORDER": (
        "Un joueur de la première équipe envoie un pion en premier, puis un joueur de l’autre équipe ; "
        "ensuite l’équipe qui n’a pas le point joue tant qu’elle ne l’a pas repris."),
    "pg.rule.PQ-RESULT": (
        "Une mène peut être notée par son seul résultat : l’équipe qui marque et ses points (de 1 au "
        "nombre de pions d’une équipe), ou personne ne marque."),
    # turn points (PG-TOTALS, issue 24): a turn entered as the points the table counted
    "pg.rule.PG-TOTALS": (
        "Un tour peut être saisi par ses seuls points, comptés par la table (non arbitré) : un nombre entier de 0 "
        "au plus qu’un tour puisse marquer dans ce jeu ; quand les tours comptent, le tour passe ensuite."),
    # final scores (PG-FINAL, issue 24.5): a whole match entered as the score each side finished with
    "pg.rule.PG-FINAL": (
        "Une partie peut être saisie par ses seuls scores finaux, un par camp, tels que la table les a gardés "
        "(non arbitrés) : c’est toute la partie, chacun un nombre entier de 0 au plus qu’une partie de ce jeu "
        "puisse finir ; un seul camp a atteint le but et gagné, tous les autres sont en dessous. Au Billard "
        "Cricket, sans but ni maximum, le joueur qui a strictement plus de points a gagné et ses 8 Doublés sont "
        "tenus pour fermés ; des points égaux ne sont pas des scores finaux."),
    # le seul gagnant (PG-WINNER, issue 24) : une course saisie par le kayak qui a passé la ligne le premier
    "pg.rule.PG-WINNER": (
        "Une partie dont le résultat est qui finit le premier peut être saisie par son seul gagnant, tel que la "
        "table l’a vu (non arbitré) : c’est toute la partie ; le gagnant est l’un des camps et marque le but, la "
        "progression des autres n’est pas connue et s’écrit 0."),
}
