"""Texte français du livret de règles de Paleo, du Roi et de l’Escarmouche (clés `pa.rule.`, `ro.rule.`,
`es.rule.`).

Une phrase ou deux par identifiant de règle de `scorers.paleo`, au plus près des mots de la règle
(shared/seeds/004_...) ; shared/RULINGS.md là où une décision tranche ce que la règle laisse ouvert.
"""

MESSAGES: dict[str, str] = {
    # branch taps: the rule book of Paleo (issue 17, rule ids stay available behind a tap)
    # Paleo : camps, pions et mise en place
    "pa.rule.PA-SIDES": (
        "Paleo se joue à 2 joueurs, à 3 joueurs chacun pour soi, ou à 4 joueurs en 2 équipes de 2 ; une "
        "équipe marque comme un seul joueur."),
    "pa.rule.PA-PIECES": (
        "À 2 joueurs, chaque joueur a 5 Explorateurs (3 à 7) et 3 Mercenaires (1, 2 et 8). À 3 joueurs, "
        "chacun prend 4 pions : joueur 1 blancs/rouges 1-2-3-4, joueur 2 noirs/verts 1-2-3-4, joueur 3 les "
        "7-8 des deux couleurs. À 4 joueurs, dans chaque équipe le joueur A a les pions 1-2-3-4 et le joueur "
        "B les pions 5-6-7-8. Un camp ne peut pas perdre plus de pions qu’il n’en a."),
    "pa.rule.PA-SEATS": (
        "À 3 joueurs, entre chaque manche, les joueurs changent de position autour du plateau : chacun "
        "avance d’une place (1 vers 2, 2 vers 3, 3 vers 1)."),
    # récifs
    "pa.rule.PA-REEF-PERMANENT": (
        "2 récifs blancs et 2 récifs noirs (récifs permanents) sont posés sur les rectangles bleus de l’île "
        "au centre du plateau et ne bougent jamais ; à 3 et 4 joueurs, on rajoute un récif blanc et un récif "
        "noir sur les rectangles bleus de 2 des îlots."),
    "pa.rule.PA-REEF-COUNT": (
        "Chaque joueur possède 5 récifs à 2 joueurs, 3 récifs à 3 joueurs ; à 4 joueurs, chaque équipe en "
        "possède 5."),
    "pa.rule.PA-REEF-ORDER": (
        "Les récifs se posent dans cet ordre : joueur 1 pose 1 récif, joueur 2 pose 2 récifs, joueur 1 pose "
        "2 récifs, joueur 2 pose 2 récifs, joueur 1 pose 2 récifs, joueur 2 pose 1 récif (à 4 joueurs de "
        "même, par équipe). À 3 joueurs : joueur 3, 1, 2, 2, 3, 1, 1, 2, 3, un récif à chaque fois."),
    "pa.rule.PA-REEF-ZONE": (
        "Les récifs ne peuvent pas être placés à l’intérieur des traits bleu foncé qui entourent les îles "
        "des camps de base et les Sanctuaires, et un espace minimum de la taille d’un pion et demi doit être "
        "respecté entre 2 récifs ou entre un récif et un bord du plateau. À 2 joueurs, on peut mettre des "
        "récifs dans les camps avancés, pas à 4 joueurs ; à 3 joueurs, pas à l’intérieur du trait bleu qui "
        "entoure le camp du joueur 3."),
    "pa.rule.PA-REEF-HALF": (
        "À 2 et 4 joueurs, les joueurs (les équipes) doivent poser au moins 2 de leurs récifs dans leur "
        "moitié de plateau."),
    "pa.rule.PA-REEF-KEEP": (
        "Entre les manches, les joueurs peuvent choisir de déplacer ou non leurs récifs sur le plateau."),
    # pions
    "pa.rule.PA-EXPLORER": (
        "Les pions numérotés de 3 à 7 sont les Explorateurs. Ils peuvent récupérer les clés dans les "
        "Sanctuaires en rentrant dedans, et ouvrir la porte de Paleo en se mettant dessus. Ils ne peuvent "
        "pas capturer les pions adverses."),
    "pa.rule.PA-MERCENARY": (
        "Les pions numérotés 1, 2 et 8 sont les Mercenaires. Ils ne récupèrent pas les clés et ne peuvent "
        "pas ouvrir la porte de Paleo, mais ils capturent les Mercenaires et les Explorateurs adverses en "
        "les touchant."),
    "pa.rule.PA-DIRECT": (
        "Un Mercenaire ne capture que les pions qu’il touche directement dans un coup où il est lui-même "
        "joué."),
    "pa.rule.PA-MULTI": (
        "Lorsqu’un Mercenaire touche plusieurs pions adverses dans le même coup, il les capture tous, sauf "
        "si ces pions se trouvent dans leur camp de base : alors seul le premier pion touché est capturé (si "
        "ce pion ne peut être déterminé, on prend le plus proche du Mercenaire après le coup). Un pion hors "
        "du camp de base et un pion dans le camp de base : il capture les deux."),
    "pa.rule.PA-OFF-BOARD": "Tout pion expulsé du plateau de jeu est capturé par son adversaire.",
    # Sanctuaires
    "pa.rule.PA-SANCTUARY": (
        "Pour qu’un pion rentre dans un Sanctuaire, il faut qu’il franchisse complètement la porte. Si le "
        "pion rentre et ressort du Sanctuaire par rebond, il est considéré comme étant entré."),
    "pa.rule.PA-OWN-SANCTUARY": (
        "Lorsqu’un pion, Explorateur ou Mercenaire, rentre dans un Sanctuaire de son propre camp, il est "
        "replacé sur un des cercles de son camp de base. Il n’y a pas d’échange possible, et pas de clé à "
        "récupérer."),
    "pa.rule.PA-OPPOSING-SANCTUARY": (
        "Lorsqu’un pion, Explorateur ou Mercenaire, rentre dans un Sanctuaire opposé, il est replacé sur un "
        "des cercles de son camp de base. Si c’est un Explorateur, le joueur récupère en plus la clé "
        "présente dans le Sanctuaire."),
    "pa.rule.PA-EXCHANGE": (
        "À 2 joueurs, un pion qui rentre dans un Sanctuaire opposé peut être échangé contre un des pions "
        "précédemment capturés par l’adversaire ; ce pion ou celui échangé est replacé sur un des cercles "
        "de son camp de base."),
    "pa.rule.PA-FREE": (
        "À 3 et 4 joueurs, un pion qui rentre dans un Sanctuaire opposé libère un des pions précédemment "
        "capturés par les adversaires (on n’échange pas comme à 2 joueurs) ; les deux pions sont replacés "
        "sur des cercles du camp."),
    "pa.rule.PA-FREE-3": (
        "Le joueur 3 peut libérer n’importe lequel de ses pions en rentrant dans un Sanctuaire opposé, qu’il "
        "ait été capturé par l’un ou l’autre de ses adversaires."),
    "pa.rule.PA-FREE-4": (
        "À 4 joueurs, le joueur peut libérer un de ses pions ou un de son coéquipier ; un pion du coéquipier "
        "est replacé dans le camp de base du coéquipier."),
    "pa.rule.PA-PUSHED": (
        "Si un pion rentre dans un Sanctuaire parce qu’il a été poussé par un pion adverse, les effets sont "
        "identiques, même si le pion adverse est un Mercenaire : le pion est sauvé, il n’est pas capturé."),
    "pa.rule.PA-SAFE-RETURN": (
        "Dans le tour où un pion se replace sur un cercle de son camp de base après être rentré dans un "
        "Sanctuaire, il ne peut pas être capturé : il ne se passe rien s’il est touché par un Mercenaire "
        "adverse."),
    # manches et partie
    "pa.rule.PA-KEYS": (
        "Chaque camp a déjà les clés des 2 Sanctuaires de son côté du plateau et doit aller chercher les 2 "
        "clés des Sanctuaires opposés à son camp."),
    "pa.rule.PA-DOOR": (
        "Récupérer les 2 clés dans les Sanctuaires opposés avec des Explorateurs, et ouvrir la porte de "
        "Paleo en amenant un Explorateur sur la porte ronde au centre du plateau, remporte la manche : 2 "
        "points. Si un Explorateur était déjà sur la porte quand la dernière clé est récupérée, il ouvre la "
        "porte."),
    "pa.rule.PA-CAPTURE": (
        "Capturer avec ses Mercenaires tous les pions adverses, Explorateurs et Mercenaires, remporte la "
        "manche : 1 point. À 3 joueurs, c’est le dernier à avoir des pions ; à 4 joueurs, l’équipe qui "
        "capture tous les pions de ses 2 adversaires."),
    "pa.rule.PA-ROUND-END": (
        "Une manche se gagne d’une seule des 2 manières, ouvrir la porte ou tout capturer, par un seul "
        "camp."),
    "pa.rule.PA-MATCH": (
        "Les joueurs font plusieurs manches jusqu’à ce que l’un d’eux obtienne 4 points : il gagne la "
        "partie, et aucune manche n’est jouée ensuite."),
    "pa.rule.PA-FINAL": (
        "Une partie peut être saisie par le score final de chaque camp (un joueur, ou une équipe à 4 joueurs), "
        "donné par la table, non arbitré : c’est toute la partie, sans manche à côté. Chaque score est un "
        "nombre entier de 0 à 5 ; un seul camp a 4 points ou plus (5 seulement depuis 3 par la porte) et a "
        "gagné ; chacun des autres a de 0 à 3 points."),
    # Le Roi
    "ro.rule.RO-PIECES": (
        "À 2 joueurs, chaque joueur prend 8 pions : 4 Explorateurs, 3 Mercenaires et 1 Roi (un pion Clé). À "
        "3 et 4 joueurs, chacun prend 2 Explorateurs, 1 Mercenaire et 1 Roi. Il n’y a pas de clé à "
        "chercher."),
    "ro.rule.RO-EXPLORER": (
        "Les Explorateurs capturent les Rois adverses en les touchant, mais ils ne peuvent pas capturer les "
        "autres pions."),
    "ro.rule.RO-MERCENARY": "Les Mercenaires peuvent capturer tous les pions adverses en les touchant, sauf les Rois.",
    "ro.rule.RO-KING": "Les Rois ne peuvent capturer que les Rois adverses.",
    "ro.rule.RO-DIRECT": (
        "Pour capturer un Roi, il faut le toucher directement avec un pion Explorateur ou un Roi, sans avoir "
        "touché au préalable dans le même coup un autre pion."),
    "ro.rule.RO-TEAM": "Personne ne capture son propre Roi ni, en équipe, celui de son coéquipier.",
    "ro.rule.RO-SANCTUARY": (
        "Lorsqu’un pion entre dans un Sanctuaire opposé à son camp, le joueur peut l’échanger contre un de "
        "ses pions précédemment capturés à 2 joueurs, ou libérer un pion précédemment capturé à 3 ou 4 "
        "joueurs ; les pions sont replacés sur des cercles de leur camp de base."),
    "ro.rule.RO-LEAVE": (
        "À 3 joueurs (et à 4 sans équipes), quand un joueur perd son Roi, il enlève ses pions du plateau."),
    "ro.rule.RO-PARTNER": (
        "À 4 joueurs en équipes, quand un joueur perd son Roi, il continue de jouer avec son coéquipier ; "
        "l’équipe est éliminée quand ses 2 Rois sont perdus."),
    "ro.rule.RO-WIN": "Le vainqueur est le dernier joueur (ou la dernière équipe) qui n’a pas perdu son Roi.",
    "ro.rule.RO-OVER": "Quand il ne reste qu’un Roi, la partie est finie : il ne se passe plus rien.",
    # Escarmouche
    "es.rule.ES-PIECES": (
        "Chaque joueur prend 4 pions qu’il positionne face adhésif en dessous dans son camp de base. Les "
        "pions avec l’adhésif en dessous ne peuvent pas tuer les pions adverses."),
    "es.rule.ES-KILLER": (
        "Lorsqu’un pion rentre dans un Sanctuaire opposé à son camp de base, il se transforme en Tueur : le "
        "joueur le replace dans son camp et le met face adhésif vers le haut."),
    "es.rule.ES-KILL": "Le Tueur tue les pions adverses quand il les touche.",
    "es.rule.ES-OFF": "Comme à Paleo, un pion expulsé du plateau est perdu.",
    "es.rule.ES-WIN": "Le vainqueur est le dernier joueur à qui il reste des pions.",
    "es.rule.ES-OVER": "Quand un seul joueur a encore des pions, la partie est finie : il ne se passe plus rien.",
    # le seul gagnant (issue 24)
    "ro.rule.RO-WINNER": (
        "Une partie peut être saisie par son seul gagnant, le camp que la table a vu garder le dernier Roi (non "
        "arbitré) : c’est toute la partie, sans capture à côté, et le gagnant est l’un des camps de la partie."),
    "es.rule.ES-WINNER": (
        "Une partie peut être saisie par son seul gagnant, le joueur que la table a vu garder les derniers pions "
        "(non arbitré) : c’est toute la partie, sans événement à côté, et le gagnant est l’un des joueurs de la "
        "partie."),
}
