"""Texte français du livret de règles de Paleo, du Roi et de l’Escarmouche (clés `pa.rule.`, `ro.rule.`,
`es.rule.`).

Une phrase ou deux par identifiant de règle de `scorers.paleo`, au plus près des mots de la règle
(shared/seeds/004_...) ; shared/RULINGS.md là où une décision tranche ce que la règle laisse ouvert.
"""

MESSAGES: dict[str, str] = {
    # branch taps: the rule book of Paleo (issue 17, rule ids stay available behind a tap)
    # Paleo : camps, pions et mise en place
    "pa.rule.PA-SIDES": (
        "Pour 2 à 4 joueurs, à partir de 8 ans : Paleo se joue à 2 joueurs, à 3 joueurs chacun pour soi, ou à 4 "
        "joueurs en 2 équipes de 2 ; une équipe marque comme un seul joueur. Les règles sont développées pour 2 "
        "joueurs, et les différences pour 3 et 4 joueurs sont expliquées à part. À 2 joueurs, l’un prend les "
        "blancs/rouges et s’installe du côté du camp de base rouge, l’autre prend les noirs/verts et s’installe du "
        "côté du camp de base vert."),
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
        "2 récifs blancs et 2 récifs noirs (récifs permanents) sont posés sur les rectangles bleus de l’île au "
        "centre du plateau et ne bougent jamais ; à 3 et 4 joueurs, en plus de ces 4 récifs obligatoires sur l’île "
        "de Paleo, on rajoute un récif blanc et un récif noir sur les rectangles bleus de 2 des îlots."),
    "pa.rule.PA-REEF-COUNT": (
        "Au début de chaque manche, les joueurs posent leurs récifs sur le plateau, et ceux-ci gardent leur position "
        "pendant toute la manche. Chaque joueur possède 5 récifs à 2 joueurs, 3 récifs à 3 joueurs ; à 4 joueurs, "
        "chaque équipe en possède 5."),
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
        "Le plateau représente l’archipel de Paleo : la porte de la cité est au centre, et dans les 4 coins se "
        "trouvent les Sanctuaires renfermant ses codes d’ouverture, les clés. Chaque camp a déjà en sa possession "
        "les clés des 2 Sanctuaires de son côté du plateau et doit aller chercher les 2 clés des Sanctuaires opposés "
        "à son camp."),
    "pa.rule.PA-DOOR": (
        "Une fois qu’un joueur a récupéré les 2 clés dans les 2 Sanctuaires opposés avec des Explorateurs, il peut "
        "aller ouvrir la porte de Paleo : pour cela, il doit amener un Explorateur sur la porte ronde au centre du "
        "plateau. Cette victoire remporte la manche et rapporte 2 points. Si le joueur avait déjà un Explorateur "
        "positionné sur la porte lorsqu’il récupère la dernière clé, il ouvre la porte."),
    "pa.rule.PA-CAPTURE": (
        "Capturer avec ses Mercenaires tous les pions adverses, Explorateurs et Mercenaires, remporte la manche : "
        "cette victoire rapporte 1 point. À 3 joueurs, c’est le dernier à avoir des pions ; à 4 joueurs, l’équipe "
        "qui capture tous les pions de ses 2 adversaires."),
    "pa.rule.PA-ROUND-END": (
        "Une manche se gagne d’une seule des 2 manières, ouvrir la porte ou tout capturer, par un seul "
        "camp."),
    "pa.rule.PA-MATCH": (
        "Une partie de Paleo se joue en 4 points, ce qui amène les joueurs à faire au moins 2 manches. Les joueurs "
        "font plusieurs manches jusqu’à ce que l’un d’eux (un joueur, ou une équipe à 4 joueurs) obtienne 4 points : "
        "il gagne la partie, et aucune manche n’est jouée ensuite."),
    "pa.rule.PA-FINAL": (
        "Une partie peut être saisie par le score final de chaque camp (un joueur, ou une équipe à 4 joueurs), "
        "donné par la table, non arbitré : c’est toute la partie, sans manche à côté. Chaque score est un "
        "nombre entier de 0 à 5 ; un seul camp a 4 points ou plus (5 seulement depuis 3 par la porte) et a "
        "gagné ; chacun des autres a de 0 à 3 points."),
    # Le Roi
    "ro.rule.RO-PIECES": (
        "De 2 à 4 joueurs ; à 4 joueurs, les joueurs peuvent jouer en équipe comme dans Paleo. À 2 joueurs, chaque "
        "joueur prend 8 pions : 4 Explorateurs, 3 Mercenaires et 1 Roi (un pion Clé), qu’il dispose sur les cercles "
        "de son camp de base. À 3 et 4 joueurs, chacun prend 2 Explorateurs, 1 Mercenaire et 1 Roi, qu’il dispose "
        "sur les 4 premiers cercles de son camp. Il n’y a pas de clé à chercher."),
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
    "ro.rule.RO-WIN": (
        "Le but du jeu est de capturer les Rois adverses : le vainqueur est le dernier joueur (ou la dernière "
        "équipe) qui n’a pas perdu son Roi."),
    "ro.rule.RO-OVER": "Quand il ne reste qu’un Roi, la partie est finie : il ne se passe plus rien.",
    # Escarmouche
    "es.rule.ES-PIECES": (
        "De 2 à 4 joueurs. Chaque joueur prend 4 pions qu’il positionne face adhésif en dessous dans son camp de "
        "base. Les pions avec l’adhésif en dessous ne peuvent pas tuer les pions adverses."),
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
    # règles de la feuille que l’application n’arbitre pas, et la base des jeux dérivés (issue 36)
    "pa.rule.PA-MATERIAL": (
        "Le matériel : 1 plateau de jeu représentant l’archipel de Paleo, 2 raccords, 4 façades gauches et 4 façades "
        "droites de Sanctuaires, 20 pions (par couleur, blancs/rouges et noirs/verts : 5 pions Explorateurs, 3 pions "
        "Mercenaires et 2 pions Clés) et 16 récifs ; vous devez coller les pastilles adhésives noires dans les "
        "emplacements sous les façades et sous les récifs, et les autocollants sur les pions (autocollants rouges "
        "sur pions blancs, autocollants verts sur pions noirs). Mise en place : après avoir ouvert complètement le "
        "plateau, disposez les 2 raccords dans leurs emplacements ; disposez les 8 façades des Sanctuaires sur leurs "
        "emplacements, les blanches sur les emplacements rouges et les noires sur les emplacements verts ; mettez "
        "les 4 pions Clés dans les emplacements du rebord du plateau derrière les Sanctuaires qui ont le même signe."),
    "pa.rule.PA-CIRCLES": (
        "Les joueurs positionnent comme ils le souhaitent leurs pions sur les cercles de leur camp de base : à 2 "
        "joueurs, leurs 5 Explorateurs et 3 Mercenaires ; à 3 et 4 joueurs, leurs 4 pions sur les 4 premiers cercles "
        "de leur camp."),
    "pa.rule.PA-FLICK": (
        "Paleo est un jeu d’adresse : à tour de rôle, les joueurs déplacent un de leurs pions d’une pichenette (un "
        "petit coup sec avec le doigt, en général l’index), dans n’importe quelle direction ; le pion ne doit pas "
        "être poussé. Une fois déplacé, le pion pourra être re-déplacé durant la manche à partir de son nouvel "
        "emplacement. Les joueurs peuvent circuler autour du plateau de jeu afin d’être dans la meilleure position "
        "pour jouer leurs pions."),
    "pa.rule.PA-TURNS": (
        "À 2 joueurs, les joueurs jouent à tour de rôle. À 3 joueurs, le joueur 3 commence à jouer, puis les joueurs "
        "jouent à tour de rôle dans le sens horaire. À 4 joueurs, les joueurs jouent à tour de rôle dans le sens "
        "horaire, en commençant par un des joueurs situés sur un camp de base."),
    "pa.rule.PA-OWN-PIECES": (
        "À 4 joueurs, les joueurs ne peuvent jouer que leurs pions et pas ceux de leur coéquipier."),
    "pa.rule.PA-RIM": (
        "Un pion capturé est sorti du plateau de jeu : le joueur qui l’a capturé le met sur le rebord de son côté du "
        "plateau. Le pion qui symbolise une clé récupérée se place aussi sur le rebord du côté du joueur ; à 3 "
        "joueurs, quand le joueur 3 et un autre joueur ont récupéré la même clé, ils mettent le pion qui la "
        "symbolise entre eux deux."),
    "pa.rule.PA-UNSTICK": (
        "Si un pion est collé à un rebord ou à un récif, le joueur peut le décoller de l’épaisseur d’un pion, puis "
        "le jouer."),
    "ro.rule.RO-BASE": (
        "Les 3 jeux suivants sont des dérivés de Paleo : Le Roi, Escarmouche et Match aux points. La mise en place "
        "des récifs, des Sanctuaires et des pions est la même, ainsi que les règles de base ; seuls changent "
        "quelques points de règles et le but du jeu."),
    "es.rule.ES-BASE": (
        "Les 3 jeux suivants sont des dérivés de Paleo : Le Roi, Escarmouche et Match aux points. La mise en place "
        "des récifs, des Sanctuaires et des pions est la même, ainsi que les règles de base ; seuls changent "
        "quelques points de règles et le but du jeu."),
    # titres : quelques mots par article, ce que l’écran des règles et la recherche montrent d’abord
    "pa.rule_title.PA-SIDES": "2, 3 ou 4 joueurs ; équipes à 4",
    "pa.rule_title.PA-MATERIAL": "Le matériel et le montage du plateau",
    "pa.rule_title.PA-PIECES": "Les pions de chaque camp",
    "pa.rule_title.PA-SEATS": "À 3 joueurs, on change de place entre les manches",
    "pa.rule_title.PA-REEF-PERMANENT": "Les récifs permanents",
    "pa.rule_title.PA-REEF-COUNT": "Les récifs de chaque camp, posés au début de la manche",
    "pa.rule_title.PA-REEF-ORDER": "L’ordre de pose des récifs",
    "pa.rule_title.PA-REEF-ZONE": "Où les récifs ne peuvent pas aller",
    "pa.rule_title.PA-REEF-HALF": "Au moins 2 récifs dans sa moitié",
    "pa.rule_title.PA-REEF-KEEP": "Déplacer les récifs entre les manches",
    "pa.rule_title.PA-CIRCLES": "Placer ses pions sur les cercles du camp de base",
    "pa.rule_title.PA-FLICK": "Déplacer un pion : une pichenette, jamais une poussée",
    "pa.rule_title.PA-TURNS": "Qui joue, dans quel ordre",
    "pa.rule_title.PA-OWN-PIECES": "À 4 joueurs, seulement ses propres pions",
    "pa.rule_title.PA-EXPLORER": "Les Explorateurs : clés et porte, pas de capture",
    "pa.rule_title.PA-MERCENARY": "Les Mercenaires capturent en touchant",
    "pa.rule_title.PA-DIRECT": "Seulement ce que touche le Mercenaire joué",
    "pa.rule_title.PA-MULTI": "Plusieurs pions touchés dans le même coup",
    "pa.rule_title.PA-RIM": "Pions capturés et clés sur le rebord",
    "pa.rule_title.PA-OFF-BOARD": "Un pion sorti du plateau est capturé",
    "pa.rule_title.PA-UNSTICK": "Un pion collé à un rebord ou à un récif",
    "pa.rule_title.PA-SANCTUARY": "Rentrer dans un Sanctuaire : franchir complètement la porte",
    "pa.rule_title.PA-OWN-SANCTUARY": "Rentrer dans un Sanctuaire de son camp",
    "pa.rule_title.PA-OPPOSING-SANCTUARY": "Rentrer dans un Sanctuaire opposé",
    "pa.rule_title.PA-EXCHANGE": "À 2 joueurs : l’échange contre un pion capturé",
    "pa.rule_title.PA-FREE": "À 3 et 4 joueurs : libérer un pion capturé",
    "pa.rule_title.PA-FREE-3": "Le joueur 3 libère n’importe lequel de ses pions",
    "pa.rule_title.PA-FREE-4": "Libérer un pion de son coéquipier",
    "pa.rule_title.PA-PUSHED": "Poussé dans un Sanctuaire par un pion adverse",
    "pa.rule_title.PA-SAFE-RETURN": "Intouchable dans le tour où il revient",
    "pa.rule_title.PA-KEYS": "Le plateau, et les clés à chercher",
    "pa.rule_title.PA-DOOR": "Ouvrir la porte : la manche, 2 points",
    "pa.rule_title.PA-CAPTURE": "Tout capturer : la manche, 1 point",
    "pa.rule_title.PA-ROUND-END": "Une seule manière et un seul gagnant par manche",
    "pa.rule_title.PA-MATCH": "La partie : le premier à 4 points",
    "pa.rule_title.PA-FINAL": "Saisir seulement les scores finaux",
    "ro.rule_title.RO-BASE": "La mise en place et les règles de base de Paleo",
    "ro.rule_title.RO-PIECES": "Joueurs et pions : chacun son Roi",
    "ro.rule_title.RO-EXPLORER": "Les Explorateurs ne capturent que les Rois",
    "ro.rule_title.RO-MERCENARY": "Les Mercenaires capturent tout sauf les Rois",
    "ro.rule_title.RO-KING": "Les Rois ne capturent que les Rois",
    "ro.rule_title.RO-DIRECT": "Un Roi touché directement est capturé",
    "ro.rule_title.RO-TEAM": "Jamais son Roi ni celui de son coéquipier",
    "ro.rule_title.RO-SANCTUARY": "Un Sanctuaire opposé : échanger ou libérer",
    "ro.rule_title.RO-LEAVE": "Roi perdu à 3 joueurs : ses pions quittent le plateau",
    "ro.rule_title.RO-PARTNER": "Roi perdu en équipe : on continue avec son coéquipier",
    "ro.rule_title.RO-WIN": "Le vainqueur : le dernier qui garde son Roi",
    "ro.rule_title.RO-OVER": "Rien après le dernier Roi",
    "ro.rule_title.RO-WINNER": "Saisir seulement le gagnant",
    "es.rule_title.ES-BASE": "La mise en place et les règles de base de Paleo",
    "es.rule_title.ES-PIECES": "Quatre pions chacun, face adhésif en dessous",
    "es.rule_title.ES-KILLER": "Devenir Tueur dans un Sanctuaire opposé",
    "es.rule_title.ES-KILL": "Le Tueur tue ce qu’il touche",
    "es.rule_title.ES-OFF": "Un pion sorti du plateau est perdu",
    "es.rule_title.ES-WIN": "Le vainqueur : le dernier à avoir des pions",
    "es.rule_title.ES-OVER": "Rien après les derniers pions",
    "es.rule_title.ES-WINNER": "Saisir seulement le gagnant",
}
