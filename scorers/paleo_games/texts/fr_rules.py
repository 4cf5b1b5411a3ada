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
    "pg.rule.MP-PIECES": (
        "2 joueurs. Chaque joueur prend 8 pions qu’il dispose sur les cercles de son camp de base : Explorateurs 3 à "
        "7, Mercenaires 1, 2 et 8."),
    "pg.rule.MP-SCORE": (
        "Les Explorateurs marquent 1 point quand ils rentrent dans un Sanctuaire opposé ; ils ne peuvent pas "
        "capturer les pions adverses."),
    "pg.rule.MP-MERCENARY": "Un Mercenaire qui entre dans un Sanctuaire opposé ne marque rien.",
    "pg.rule.MP-CAPTURE": (
        "Seuls les Mercenaires capturent : ils capturent les pions adverses en les touchant, et le pion capturé sort "
        "du plateau. Les Mercenaires ne marquent pas de points dans les Sanctuaires opposés."),
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
        "2 joueurs. Les 16 pions numérotés (rouges et verts, de 1 à 8) sont placés sur le plateau comme l’indique la "
        "figure du jeu ; chaque joueur a un pion Clé, qu’il joue de là où il est arrivé le coup précédent."),
    "pg.rule.BD-REPLAY": (
        "Le but du jeu est d’effectuer des « Doublés », c’est-à-dire de toucher à la suite avec son pion Clé 2 pions "
        "ayant le même numéro. Quand un joueur touche un pion, il rejoue pour essayer de toucher le même numéro de "
        "l’autre couleur ; un Doublé marque et fait rejouer aussi."),
    "pg.rule.BD-MISS": (
        "Si un joueur touche un numéro d’un Doublé qu’il a déjà fait dans son tour, s’il ne touche pas de pion ou "
        "s’il rate son Doublé, c’est au joueur suivant de jouer."),
    "pg.rule.BD-ONCE": (
        "Un joueur ne peut pas faire 2 fois le même Doublé dans le même tour, c’est-à-dire tant que l’autre joueur "
        "n’a pas joué (il peut être pratique de noter sur la feuille de score les numéros touchés dans le tour). Si "
        "le joueur a fait tous les Doublés dans son tour, il peut les recommencer."),
    "pg.rule.BD-MULTI": "Si un coup touche plusieurs pions, seuls les 2 premiers comptent, pour 2 coups.",
    "pg.rule.BD-POINTS": "Un Doublé réussi marque le nombre de points du numéro, et le joueur rejoue.",
    "pg.rule.BD-EXACT": "Le premier à marquer exactement 50 points gagne.",
    "pg.rule.BD-OVERSHOOT": "Un Doublé qui dépasse 50 ne marque rien et termine le tour (sauf règle maison).",
    "pg.rule.BC-CLOSE": "Lorsqu’un joueur fait un Doublé, on dit qu’il le ferme (sans point), et il rejoue.",
    "pg.rule.BC-POINTS": (
        "Lorsqu’un joueur a fermé un Doublé et que son adversaire ne l’a pas fermé, s’il refait ce Doublé, il marque "
        "le nombre de points écrit sur le pion."),
    "pg.rule.BC-DEAD": "Un Doublé fermé par les deux joueurs ne marque rien.",
    "pg.rule.BC-END": (
        "Le but du jeu est de faire tous les Doublés et d’avoir le plus de points : le jeu s’arrête lorsqu’un joueur "
        "a fermé tous les Doublés et qu’il a plus de points que son adversaire."),
    "pg.rule.CP-ORDER": (
        "Le but du jeu est de toucher tous les pions numérotés avec son pion Clé, dans l’ordre des numéros, en "
        "commençant par les rouges de 1 à 8, et ensuite les verts de 1 à 8."),
    "pg.rule.CP-REPLAY": "Les joueurs jouent l’un après l’autre, et quand un joueur touche le bon numéro, il rejoue.",
    "pg.rule.CP-TWO": (
        "Si dans le même coup le pion touche 2 bons numéros dans le bon ordre, il peut passer au numéro suivant : il "
        "avance de deux."),
    "pg.rule.CP-MISS": "Un coup qui ne touche pas d’abord le bon numéro termine le tour.",
    "pg.rule.CP-WIN": "Le premier à toucher les 16 pions dans l’ordre gagne.",
    "pg.rule.KY-SETUP": (
        "2, 3 ou 4 joueurs. Les joueurs positionnent les récifs sur le plateau de façon à constituer une ligne de "
        "départ/arrivée et des portes, et numérotent les portes grâce aux pions numérotés qu’ils mettent sur la "
        "porte, avec le numéro dans le sens où il faut la franchir. Il est conseillé que la largeur d’une porte soit "
        "d’au moins 3 pions."),
    "pg.rule.KY-START": (
        "Chaque joueur choisit un pion qui sera son kayak. Pour définir l’ordre de départ, les joueurs jouent leur "
        "pion du même point en direction du rebord opposé : le joueur qui jouera en premier est celui qui arrive le "
        "plus près du rebord sans l’avoir touché ; ceux qui touchent le rebord opposé joueront en dernier et refont "
        "la manœuvre pour se départager. Dans cet ordre, chaque joueur place son pion sur la ligne de départ et le "
        "déplace d’une pichenette, une par tour."),
    "pg.rule.KY-GATES": "Le but du jeu est de passer toutes les portes dans l’ordre et le sens des numéros.",
    "pg.rule.KY-FAULT-GATE": (
        "Si un joueur passe une porte avec le mauvais numéro ou à l’envers (dans le mauvais sens), il y a faute : le "
        "pion est remis dans sa position précédant la faute, et le joueur passe son tour."),
    "pg.rule.KY-FAULT-TOUCH": (
        "Lorsqu’un pion touche un pion adverse, il y a faute : les 2 pions sont remis dans leur position précédant "
        "la faute, et le joueur fautif passe son tour."),
    "pg.rule.KY-FINISH": "Le premier qui passe la ligne d’arrivée après toutes les portes gagne.",
    "pg.rule.KY-SKIP": "Règle maison : une faute fait aussi perdre le tour suivant.",
    "pg.rule.PQ-TEAMS": (
        "2, 3 ou 4 joueurs en deux équipes : à 2 joueurs, un contre un, face à face ; à 4 joueurs, deux équipes de "
        "2, les coéquipiers face à face ; à 3 joueurs, une équipe de 2 joueurs face à face contre un joueur seul, "
        "qui peut jouer ses pions des 2 côtés libres. Les règles sont les mêmes à 2, 3 et 4 joueurs."),
    "pg.rule.PQ-PIECES": (
        "Chaque joueur prend 3 pions (le joueur seul à 3 en prend 6) : une équipe a 3 pions à 2 joueurs, 6 à 3 ou 4."),
    "pg.rule.PQ-ALL": "Une mène finit quand tous les pions sont joués.",
    "pg.rule.PQ-POINT": (
        "Le but du jeu est de placer ses pions le plus près du cochonnet. Chaque pion d’une même équipe, si aucun "
        "pion de l’équipe adverse n’est plus près du cochonnet, compte pour 1 point."),
    "pg.rule.PQ-TIE": (
        "Quand les pions les plus proches des deux "
        "équipes sont à égalité, personne ne marque (notre lecture)."
    ),
    "pg.rule.PQ-OUT": (
        "Les 8 zones délimitées par les traits bleus autour des Sanctuaires et des camps sont des zones hors-jeu : "
        "les pions qui sont dans ces zones à la fin d’une mène sont hors-jeu, ils ne rapportent pas de points même "
        "s’ils sont proches du cochonnet."),
    "pg.rule.PQ-JACK-OUT": (
        "L’équipe qui envoie le cochonnet hors-jeu arrête la mène "
        ": l’autre marque ses pions non joués + 1."
    ),
    "pg.rule.PQ-FIRST": (
        "Les joueurs commencent ensuite une nouvelle mène : l’équipe qui a gagné la mène précédente joue en premier."),
    "pg.rule.PQ-WIN": "La partie se joue en 13 points : la première équipe à 13 points gagne.",
    "pg.rule.FT-SETUP": (
        "2 joueurs. Les récifs sont positionnés sur la ligne médiane du plateau comme indiqué sur la figure ; chaque "
        "joueur prend 7 pions et les place en ligne derrière les récifs."),
    "pg.rule.FT-TURN": (
        "À tour de rôle, les joueurs jouent un de leurs pions, n’importe lequel, qu’il soit de leur côté ou de "
        "l’autre côté de la frontière."),
    "pg.rule.FT-ACROSS": (
        "Les joueurs peuvent percuter les pions adverses pour les renvoyer de l’autre côté du terrain ; après chaque "
        "coup, on compte les pions de chacun dans le camp adverse."),
    "pg.rule.FT-WIN": (
        "Le but du jeu est d’envoyer ses pions dans le camp adverse : le premier joueur dont tous les pions sont "
        "dans le camp adverse gagne la partie."),
    "pg.rule.FT-BOTH": "Si un coup fait passer les 7 pions des deux joueurs, celui qui a joué gagne (notre décision).",
    "pg.rule.HK-SETUP": (
        "2 joueurs. Chaque joueur prend 5 pions qu’il positionne comme il veut dans sa moitié de terrain, et 1 pion "
        "Goal qu’il met dans sa zone de but ; le palet est un pion Clé."),
    "pg.rule.HK-FACEOFF": (
        "Un engagement ouvre la partie et suit chaque but, et seulement alors ; il désigne l’Attaquant. Le palet est "
        "mis au centre et les 2 joueurs tirent en même temps un pion sur le palet : le joueur qui a son pion "
        "d’engagement le plus proche du palet joue en premier ; si un seul des pions touche le palet, c’est ce "
        "joueur ; si aucun ne le touche, le plus proche. Le joueur qui a la possession du palet est l’Attaquant, "
        "l’autre le Défenseur. Après un but, les joueurs remplacent leurs pions dans leur moitié de terrain et "
        "effectuent un nouvel engagement."),
    "pg.rule.HK-GOAL": "Quand le palet franchit totalement une ligne de but, l’adversaire marque.",
    "pg.rule.HK-GOALIE": (
        "Le Goal peut être utilisé pour percuter le palet, mais il ne peut pas marquer de but : si cela arrive, le "
        "palet est donné au Goal adverse."),
    "pg.rule.HK-FAULT": (
        "Il y a faute si un pion touche un pion adverse lors de son remplacement, si un pion rate le palet lors d’un "
        "tir, si un pion touche un pion adverse avant de toucher le palet lors d’un tir, ou si l’Attaquant touche le "
        "palet avec le même pion que le coup précédent. Après une faute, le joueur non fautif tire un coup franc."),
    "pg.rule.HK-FAULT-ATTACK": (
        "Rater le palet, toucher d’abord un adversaire et frapper deux "
        "fois avec le même pion sont des fautes de l’Attaquant seulement."
    ),
    "pg.rule.HK-FREE": (
        "Le coup franc : le joueur non fautif met le palet au centre du plateau, positionne un de ses pions autour "
        "du palet et joue le palet avec ce pion ; il peut tirer directement au but ou faire une passe à un autre de "
        "ses pions. Seul le Goal peut être déplacé dans sa surface avant le coup franc, les autres pions restent à "
        "leur place."),
    "pg.rule.HK-OUT": (
        "Si le palet sort du plateau, il est remplacé sur le plateau à l’endroit d’où il est sorti, et c’est le "
        "joueur qui n’a pas sorti le palet qui devient Attaquant."),
    "pg.rule.HK-BLOCK": (
        "Si le palet est bloqué dans un des coins du plateau, et que les joueurs n’arrivent pas à débloquer ce "
        "palet, il est donné au Goal le plus proche."),
    "pg.rule.HK-WIN": "Le premier joueur qui marque 10 buts gagne le match.",
    "pg.rule.PQ-ORDER": (
        "Un joueur de la première équipe envoie un pion en direction du cochonnet, puis un joueur de l’autre équipe "
        "envoie un de ses pions. Le pion le plus près du cochonnet a le « point » : l’équipe qui n’a pas le point "
        "joue tant qu’elle ne le reprend pas, c’est-à-dire tant qu’elle ne positionne pas un pion plus proche du "
        "cochonnet que les pions adverses. Quand une équipe n’a plus de pions, l’autre équipe finit de jouer les "
        "siens."),
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
    # règles de la feuille que l’application n’arbitre pas (issue 36 : toute la règle dans le livret)
    "pg.rule.MP-BASE": (
        "Les 3 jeux suivants sont des dérivés de Paleo : Le Roi, Escarmouche et Match aux points. La mise en place "
        "des récifs, des Sanctuaires et des pions est la même, ainsi que les règles de base ; seuls changent "
        "quelques points de règles et le but du jeu."),
    "pg.rule.BD-START": (
        "Les pions sont placés au centre du plateau comme indiqué sur la figure, et les joueurs prennent un pion Clé "
        "chacun qu’ils placent en début de partie sur le cercle le plus proche du rebord en face du pion n°8 rouge. "
        "Au Billard Cricket, le positionnement des pions et les règles de base sont les mêmes que dans le Billard "
        "Doublé."),
    "pg.rule.BD-OPPONENT": (
        "Les joueurs ont le droit de percuter le pion adverse : il ne compte pas comme un pion touché."),
    "pg.rule.CP-SETUP": (
        "Les pions sont disposés en 2 groupes sur le plateau comme indiqué sur la figure, et les joueurs prennent un "
        "pion Clé chacun qu’ils placent en début de partie sur le cercle le plus proche du rebord entre les 2 pions "
        "n°7 ; chacun joue ensuite son pion Clé de là où il est arrivé le coup précédent."),
    "pg.rule.PQ-JACK": (
        "Un pion Clé représente le cochonnet, il est placé au centre du plateau. Chaque joueur joue ses pions du "
        "cercle le plus proche de lui."),
    "pg.rule.PQ-CONSULT": "Dans une même équipe, les joueurs se concertent pour savoir qui joue.",
    "pg.rule.PQ-SHOOT": "Les joueurs peuvent tirer les pions adverses et jouer avec les bandes.",
    "pg.rule.HK-REPLACE": (
        "À son tour, l’Attaquant peut d’abord annoncer un remplacement : il remplace n’importe lequel de ses pions "
        "d’une pichenette, et le Défenseur peut alors effectuer un remplacement lui aussi. Si l’Attaquant joue "
        "directement le palet sans remplacement, le Défenseur ne peut pas faire de remplacement non plus ; si "
        "l’Attaquant touche le palet lors de son remplacement, cela compte comme un tir, et le Défenseur ne peut pas "
        "faire de remplacement."),
    "pg.rule.HK-SHOT": (
        "L’Attaquant percute ensuite le palet avec un de ses pions ; il doit changer le pion qui percute le palet à "
        "chaque coup, et peut tirer le palet avec le pion qu’il vient de remplacer. Toutes les bandes sont permises, "
        "avec les pions ou le palet."),
    "pg.rule.HK-ZONE": (
        "Le Goal peut être déplacé librement dans sa zone entre chaque coup : son placement ne compte pas comme un "
        "remplacement. Le Goal est remplacé dans sa zone après avoir percuté le palet. Seul le Goal peut être dans "
        "sa zone de but : si un pion pénètre dans cette zone, il est déplacé à l’extérieur de la zone, au plus "
        "proche de l’endroit où il était."),
    "pg.rule.HK-PIECE-OUT": "Si un pion sort du plateau, il est remplacé sur le plateau à l’endroit d’où il est sorti.",
    # titres : quelques mots par article, ce que l’écran des règles et la recherche montrent d’abord
    "pg.rule_title.PG-SIDES": "Les joueurs ou les équipes d’une partie",
    "pg.rule_title.PG-LOG": "La partie est le relevé des coups de la table",
    "pg.rule_title.PG-TURN": "Un coup hors de son tour est refusé",
    "pg.rule_title.PG-OVER": "Rien après la victoire",
    "pg.rule_title.PG-TOTALS": "Saisir seulement les points d’un tour",
    "pg.rule_title.PG-FINAL": "Saisir seulement les scores finaux",
    "pg.rule_title.PG-WINNER": "Saisir seulement le gagnant",
    "pg.rule_title.MP-BASE": "La mise en place et les règles de base de Paleo",
    "pg.rule_title.MP-PIECES": "Huit pions chacun",
    "pg.rule_title.MP-SCORE": "Un Explorateur dans un Sanctuaire opposé : 1 point",
    "pg.rule_title.MP-MERCENARY": "Un Mercenaire dans un Sanctuaire opposé : aucun point",
    "pg.rule_title.MP-CAPTURE": "Seuls les Mercenaires capturent",
    "pg.rule_title.MP-OFF": "Un pion sorti du plateau est capturé",
    "pg.rule_title.MP-EXCHANGE": "L’échange contre un pion capturé",
    "pg.rule_title.MP-GONE": "Un pion capturé est hors du jeu",
    "pg.rule_title.MP-WIN": "Le gagnant : le premier à 10 points",
    "pg.rule_title.BD-SETUP": "Les pions numérotés et la Clé",
    "pg.rule_title.BD-START": "Où se placent les pions et les Clés",
    "pg.rule_title.BD-REPLAY": "Les Doublés : toucher deux fois le même numéro",
    "pg.rule_title.BD-MISS": "Ce qui termine le tour",
    "pg.rule_title.BD-ONCE": "Jamais deux fois le même Doublé dans un tour",
    "pg.rule_title.BD-MULTI": "Plusieurs pions touchés dans le même coup",
    "pg.rule_title.BD-OPPONENT": "Percuter la Clé adverse",
    "pg.rule_title.BD-POINTS": "Un Doublé marque son numéro",
    "pg.rule_title.BD-EXACT": "Le gagnant : exactement 50 points",
    "pg.rule_title.BD-OVERSHOOT": "Dépasser 50",
    "pg.rule_title.BC-CLOSE": "Un premier Doublé ferme son numéro",
    "pg.rule_title.BC-POINTS": "Marquer sur un numéro fermé par soi seul",
    "pg.rule_title.BC-DEAD": "Un numéro fermé par les deux ne marque rien",
    "pg.rule_title.BC-END": "La fin : les 8 fermés et plus de points",
    "pg.rule_title.CP-SETUP": "Où se placent les pions et les Clés",
    "pg.rule_title.CP-ORDER": "Toucher les pions dans l’ordre des numéros",
    "pg.rule_title.CP-REPLAY": "Le bon numéro : on rejoue",
    "pg.rule_title.CP-TWO": "Deux bons numéros dans le même coup",
    "pg.rule_title.CP-MISS": "Un mauvais numéro d’abord termine le tour",
    "pg.rule_title.CP-WIN": "Le gagnant : les 16 touchés dans l’ordre",
    "pg.rule_title.KY-SETUP": "Le parcours : ligne de départ et portes numérotées",
    "pg.rule_title.KY-START": "Son kayak et l’ordre de départ",
    "pg.rule_title.KY-GATES": "Chaque porte dans l’ordre et le sens",
    "pg.rule_title.KY-FAULT-GATE": "Une mauvaise porte, ou à l’envers : faute",
    "pg.rule_title.KY-FAULT-TOUCH": "Toucher un autre kayak : faute",
    "pg.rule_title.KY-FINISH": "Le gagnant : le premier sur la ligne après toutes les portes",
    "pg.rule_title.KY-SKIP": "Règle maison : une faute coûte aussi le tour suivant",
    "pg.rule_title.PQ-TEAMS": "Deux équipes, face à face",
    "pg.rule_title.PQ-PIECES": "Trois pions par joueur",
    "pg.rule_title.PQ-JACK": "Le cochonnet au centre ; jouer de son cercle",
    "pg.rule_title.PQ-CONSULT": "Les coéquipiers se concertent pour savoir qui joue",
    "pg.rule_title.PQ-ORDER": "Qui joue : l’équipe qui n’a pas le point",
    "pg.rule_title.PQ-SHOOT": "Tirer les pions adverses et jouer avec les bandes",
    "pg.rule_title.PQ-ALL": "Une mène finit quand tous les pions sont joués",
    "pg.rule_title.PQ-POINT": "Marquer une mène : chaque pion plus près que les adverses",
    "pg.rule_title.PQ-TIE": "À égalité de distance : personne ne marque",
    "pg.rule_title.PQ-OUT": "Les pions en zone hors-jeu ne marquent jamais",
    "pg.rule_title.PQ-JACK-OUT": "Le cochonnet envoyé en zone hors-jeu",
    "pg.rule_title.PQ-FIRST": "Le gagnant de la mène joue en premier ensuite",
    "pg.rule_title.PQ-RESULT": "Noter seulement le résultat d’une mène",
    "pg.rule_title.PQ-WIN": "Le gagnant : la première équipe à 13 points",
    "pg.rule_title.FT-SETUP": "Récifs sur la ligne médiane, 7 pions derrière",
    "pg.rule_title.FT-TURN": "N’importe quel pion, d’un côté ou de l’autre de la frontière",
    "pg.rule_title.FT-ACROSS": "Renvoyer les pions de l’autre côté",
    "pg.rule_title.FT-WIN": "Le gagnant : ses 7 pions dans le camp adverse",
    "pg.rule_title.FT-BOTH": "Les deux camps passés dans le même coup",
    "pg.rule_title.HK-SETUP": "Cinq pions, un Goal et le palet",
    "pg.rule_title.HK-FACEOFF": "L’engagement : qui attaque",
    "pg.rule_title.HK-REPLACE": "Les remplacements avant le tir",
    "pg.rule_title.HK-SHOT": "Le tir de l’Attaquant : un autre pion à chaque coup",
    "pg.rule_title.HK-ZONE": "Le Goal et sa zone",
    "pg.rule_title.HK-GOALIE": "Un Goal ne peut pas marquer",
    "pg.rule_title.HK-FAULT": "Les fautes, et le coup franc qu’elles donnent",
    "pg.rule_title.HK-FAULT-ATTACK": "Les fautes de l’Attaquant",
    "pg.rule_title.HK-FREE": "Le coup franc",
    "pg.rule_title.HK-PIECE-OUT": "Un pion sorti du plateau est remis d’où il est sorti",
    "pg.rule_title.HK-OUT": "Le palet sorti du plateau",
    "pg.rule_title.HK-BLOCK": "Le palet bloqué dans un coin",
    "pg.rule_title.HK-GOAL": "Un but : le palet franchit totalement la ligne",
    "pg.rule_title.HK-WIN": "Le gagnant : le premier à 10 buts",
}
