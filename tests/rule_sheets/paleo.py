"""The rule sheet of Paleo and the ten games played with its pieces (Squale Games), sentence by sentence.

shared/seeds/004_32c265e9d32833f8.txt: each rule sentence, in the sheet's words, with the clauses of the book
that hold it; each other sentence with why it is no rule (tests/rule_sheets/__init__.py,
tests/test_rule_sheets.py).
"""

from rule_sheets import ADVERT, ADVICE, CREDITS, FIGURE, HEADING, INTRO, STORY

SHEET = "004_32c265e9d32833f8.txt"
GAMES = (
    "paleo",
    "paleo-roi",
    "paleo-escarmouche",
    "paleo-points",
    "paleo-billard-double",
    "paleo-cricket",
    "paleo-billard-compte",
    "paleo-kayak",
    "pitchanque",
    "paleo-frontiere",
    "paleo-hockey",
)
#: Where the rules begin: before it, the collectors' notice that opens every sheet of their site.
START = "Serez-vous"

SENTENCES = (
    ("Serez-vous le premier à ouvrir la porte de Paleo?", STORY),
    ("Un jeu d'aventure et de pichenettes de Pascal Reymond", CREDITS),
    ("Illustrations : Ronnie Bella (ronnie.bella@free.fr)", CREDITS),
    ("Pour 2 à 4 joueurs à partir de 8 ans", ("PA-SIDES",)),
    ("Durée d'une partie : 15-45 min", CREDITS),
    ("Edition : Squalle Games", CREDITS),
    ("Il y a 5000 ans, la fabuleuse cité Paleo fut engloutie par les eaux, sombrant alors dans l'oubli.", STORY),
    ("Un parchemin dévoilant l'emplacement de sa porte vient d'être mis à jour.", STORY),
    ("Les richesses qui y sont décrites suscitent bien des convoitises.", STORY),
    ("Votre équipe d'explorateurs et de mercenaires a établi son camp dans l'archipel de Paleo.", STORY),
    ("Vous avez déjà trouvé deux des quatre clés du code d'ouverture de la porte, il ne vous en manque plus que "
     "deux.", STORY),
    ("Mais une autre équipe est postée de l'autre côté de l'archipel, et elle a découvert les deux autres "
     "clés.", STORY),
    ("Une course s'engage pour aller chercher les clés manquantes et être le premier à ouvrir la porte de "
     "Paleo.", STORY),
    ("PALEO est un jeu d'adresse et de stratégie dans lequel les joueurs déplacent leurs pions en faisant des "
     "pichenettes.", ("PA-FLICK",)),
    ("(c'est-à-dire en donnant un petit coup sec avec le doigt, en général l'index)", ("PA-FLICK",)),
    ("Pour améliorer encore la glisse du plateau de jeu, vous pouvez utiliser de la microbille ou de la fécule de "
     "pomme de terre (poudres utilisées sur les Carroms, non fournies).", ADVICE),
    ("MATÉRIEL", HEADING),
    ("- 1 plateau de jeu représentant l'archipel de Paleo.", ("PA-MATERIAL",)),
    ("- 2 raccords", ("PA-MATERIAL",)),
    ("- 4 façades gauches et 4 façades droites de Sanctuaires (vous devez coller les pastilles adhésives noires "
     "dans les emplacements sous les façades)", ("PA-MATERIAL",)),
    ("- 20 pions (vous devez coller les autocollants sur les pions : autocollants rouges sur pions blancs, "
     "autocollants verts sur pions noirs)", ("PA-MATERIAL",)),
    ("5 pions Explorateurs blancs/rouges", ("PA-MATERIAL",)),
    ("3 pions Mercenaires blancs/rouges", ("PA-MATERIAL",)),
    ("5 pions Explorateurs noirs/verts", ("PA-MATERIAL",)),
    ("3 pions Mercenaires noirs/verts", ("PA-MATERIAL",)),
    ("2 pions Clés blancs/rouges", ("PA-MATERIAL",)),
    ("2 pions Clés noirs/verts", ("PA-MATERIAL",)),
    ("- 16 récifs (vous devez coller les pastilles adhésives noires dans les emplacements sous "
     "les récifs)", ("PA-MATERIAL",)),
    ("2 JOUEURS", HEADING),
    ("Les règles sont développées pour 2 joueurs, les différences pour 3 et 4 joueurs sont "
     "expliquées page 9.", ("PA-SIDES",)),
    ("PRINCIPE DU JEU", HEADING),
    ("Le plateau représente l'archipel de Paleo, la porte de la cité est au centre, et dans les 4 coins se "
     "trouvent les Sanctuaires renfermant ses codes d'ouverture.", ("PA-KEYS",)),
    ("Les 2 joueurs ont à leur disposition une équipe de 5 Explorateurs et 3 "
     "Mercenaires, ainsi que 5 récifs.", ("PA-PIECES", "PA-REEF-COUNT")),
    ("Un joueur prend les blancs/rouges, l'autre les noirs/verts.", ("PA-SIDES",)),
    ("Les joueurs ont déjà en leur possession les codes d'ouverture présents dans les 2 Sanctuaires de leur côté "
     "de plateau.", ("PA-KEYS",)),
    ("A tour de rôle, ils vont déplacer un de leurs pions d'une pichenette afin d'aller chercher les codes "
     "manquants dans les Sanctuaires opposés à leur camp et se positionner sur la porte "
     "de Paleo pour l'ouvrir.", ("PA-FLICK", "PA-KEYS")),
    ("MISE EN PLACE", HEADING),
    ("plan de L'Archipel", HEADING),
    ("- ① Après avoir ouvert complètement le plateau, disposez les 2 raccords dans leurs "
     "emplacements.", ("PA-MATERIAL",)),
    ("- ② Disposez les 8 façades des Sanctuaires sur leurs emplacements, les blanches sur les emplacements "
     "rouges, et les noires sur les emplacements verts.", ("PA-MATERIAL",)),
    ("- ③ Positionnez 2 récifs blancs et 2 récifs noirs (récifs permanents) sur les rectangles bleus de l'île au "
     "centre du plateau.", ("PA-REEF-PERMANENT",)),
    ("- ④ Mettez les 4 pions Clés dans les emplacements du rebord du plateau derrière les Sanctuaires qui ont le "
     "même signe.", ("PA-MATERIAL",)),
    ("DÉROULEMENT DE LA PARTIE", HEADING),
    ("Une partie de Paleo se joue en 4 points, ce qui va amener les joueurs à faire au moins 2 "
     "manches.", ("PA-MATCH",)),
    ("Chaque joueur prend 5 Explorateurs, 3 Mercenaires et 5 récifs, l'un prend les blancs/rouges et s'installe "
     "du côté du camp de base rouge, l'autre prend les noirs/verts et "
     "s'installe du côté du camp de base vert.", ("PA-PIECES", "PA-SIDES", "PA-REEF-COUNT")),
    ("DÉROULEMENT D'UNE MANCHE", HEADING),
    ("Positionnement des récifs", HEADING),
    ("Au début de chaque manche, les joueurs posent leurs 5 récifs sur le plateau, ceux-ci vont garder leur "
     "position pendant toute la manche.", ("PA-REEF-COUNT",)),
    ("Ces récifs vont permettre aux joueurs de se créer des protections à certains emplacements stratégiques et "
     "de gêner le déplacement des pions adverses.", ADVICE),
    ("Leur placement est donc primordial pour le déroulement de la manche.", ADVICE),
    ("(Un exemple de positionnement des récifs est donné sur la figure ci-contre)", FIGURE),
    ("Règles de pose des récifs", HEADING),
    ("- Les récifs ne peuvent pas être placés à l'intérieur des traits bleu foncé qui entourent les îles des "
     "camps de base et les Sanctuaires.", ("PA-REEF-ZONE",)),
    ("(A 2 joueurs, on peut mettre des récifs dans les camps avancés.)", ("PA-REEF-ZONE",)),
    ("- Un espace minimum de la taille d'un pion et demi doit être respecté entre 2 récifs ou entre un récif et "
     "un bord du plateau.", ("PA-REEF-ZONE",)),
    ("- Les joueurs doivent poser au moins 2 de leurs récifs dans leur moitié de plateau.", ("PA-REEF-HALF",)),
    ("Ordre de positionnement des récifs:", HEADING),
    ("- Joueur 1 pose 1 récif, Joueur 2 pose 2 récifs,", ("PA-REEF-ORDER",)),
    ("- Joueur 1 pose 2 récifs, Joueur 2 pose 2 récifs,", ("PA-REEF-ORDER",)),
    ("- Joueur 1 pose 2 récifs, Joueur 2 pose 1 récif.", ("PA-REEF-ORDER",)),
    ("Positionnement des pions", HEADING),
    ("Les joueurs positionnent comme ils souhaitent leurs 5 Explorateurs et 3 Mercenaires sur les cercles de leur "
     "camp de base.", ("PA-CIRCLES",)),
    ("Ce placement est important car il va déterminer quels pions vont pouvoir être déplacés en premier et dans "
     "quelle direction.", ADVICE),
    ("Particularités des pions", HEADING),
    ("Les Explorateurs", HEADING),
    ("Les pions numérotés de 3 à 7 sont les Explorateurs.", ("PA-EXPLORER",)),
    ("Ils peuvent récupérer les clés dans les Sanctuaires en rentrant dedans, et ouvrir la porte de Paleo en se "
     "mettant dessus.", ("PA-EXPLORER",)),
    ("Ils ne peuvent pas capturer les pions adverses.", ("PA-EXPLORER",)),
    ("Les Mercenaires", HEADING),
    ("Les pions numérotés 1, 2 et 8 sont les Mercenaires.", ("PA-MERCENARY",)),
    ("Ils ne récupèrent pas les clés dans les Sanctuaires, et ne peuvent pas ouvrir la porte de Paleo, mais ils "
     "capturent les Mercenaires et les Explorateurs adverses en les touchant.", ("PA-MERCENARY",)),
    ("Déplacement des pions", HEADING),
    ("A tour de rôle, les joueurs déplacent un de leurs pions.", ("PA-FLICK", "PA-TURNS")),
    ("Le déplacement d'un pion s'effectue d'une pichenette dans n'importe quelle direction, le pion ne doit pas "
     "être poussé.", ("PA-FLICK",)),
    ("Une fois déplacé, le pion pourra être re-déplacé durant la manche à partir de son nouvel "
     "emplacement.", ("PA-FLICK",)),
    ("Les joueurs peuvent circuler autour du plateau de jeu afin d'être dans la meilleure position pour jouer "
     "leurs pions.", ("PA-FLICK",)),
    ("Capture", HEADING),
    ("Lorsqu'un joueur touche un pion adverse (Explorateur ou Mercenaire) avec un de ses Mercenaires, le pion est "
     "capturé et sorti du plateau de jeu.", ("PA-MERCENARY", "PA-RIM")),
    ("Le joueur qui l'a capturé le met sur le rebord de son côté du plateau.", ("PA-RIM",)),
    ("Lorsque un Mercenaire touche plusieurs pions adverses dans le même coup, il les capture tous, sauf si ces "
     "pions se trouvent dans leur camp de base, alors seul le premier pion touché est capturé (si ce pion ne peut "
     "être déterminé, on prend le plus proche du Mercenaire après le coup).", ("PA-MULTI",)),
    ("Remarques", HEADING),
    ("- Si le Mercenaire touche un pion hors du camp de base et un pion dans le camp de base, il capture les "
     "deux.", ("PA-MULTI",)),
    ("- Un Mercenaire ne capture que les pions qu'il touche directement dans un coup où il est "
     "lui-même joué.", ("PA-DIRECT",)),
    ("Rentrer dans un Sanctuaire", HEADING),
    ("Pour qu'un pion rentre dans un Sanctuaire, il faut qu'il franchisse complètement la porte.", ("PA-SANCTUARY",)),
    ("Si le pion rentre et ressort du Sanctuaire par rebond, le pion est considéré comme étant "
     "entré.", ("PA-SANCTUARY",)),
    ("Le pion n'a pas entièrement franchi la porte du Sanctuaire.", FIGURE),
    ("Le pion a entièrement franchi la porte du Sanctuaire.", FIGURE),
    ("Rentrer dans un Sanctuaire opposé :", HEADING),
    ("Lorsqu'un pion, Explorateur ou Mercenaire, rentre dans un Sanctuaire opposé, il peut être échangé contre un "
     "des pions précédemment capturés par l'adversaire.", ("PA-EXCHANGE",)),
    ("Ce pion ou celui échangé est replacé sur un des cercles de son camp de base.", ("PA-EXCHANGE",)),
    ("Si le pion qui rentre dans un Sanctuaire opposé est un Explorateur, le joueur récupère en plus la clé "
     "présente dans le Sanctuaire, et place le pion qui la symbolise sur le "
     "rebord de son côté du plateau.", ("PA-OPPOSING-SANCTUARY", "PA-RIM")),
    ("Rentrer dans un Sanctuaire de son propre camp :", HEADING),
    ("Lorsqu'un pion, Explorateur ou Mercenaire, rentre dans un Sanctuaire de son propre camp, il est replacé sur "
     "un des cercles de son camp de base.", ("PA-OWN-SANCTUARY",)),
    ("Il n'y a pas d'échange possible, et pas de clé à récupérer.", ("PA-OWN-SANCTUARY",)),
    ("Remarque : Si un pion rentre dans un Sanctuaire opposé ou de son camp parce qu'il a été poussé par un pion "
     "adverse, les effets sont identiques à ceux exposés précédemment, même si le pion adverse est un Mercenaire "
     "(le pion est sauvé, il n'est pas capturé).", ("PA-PUSHED",)),
    ("► Dans le tour où un pion se replace sur un cercle de son camp de base après être rentré dans un "
     "Sanctuaire, il ne peut pas être capturé (il ne se passe rien s'il est touché par un "
     "Mercenaire adverse).", ("PA-SAFE-RETURN",)),
    ("Ouvrir la porte de la cité", HEADING),
    ("Une fois qu'un joueur a récupéré les 2 clés dans les 2 Sanctuaires opposés, il peut aller ouvrir la Porte "
     "de Paleo.", ("PA-DOOR",)),
    ("Pour cela, il doit amener un Explorateur sur la porte ronde au centre du plateau.", ("PA-DOOR",)),
    ("Remarque : Si le joueur avait déjà un Explorateur positionné sur la Porte lorsqu'il récupère la dernière "
     "clé, il ouvre la porte.", ("PA-DOOR",)),
    ("Le pion n'a pas entièrement franchi la porte, la porte n'est pas ouverte", FIGURE),
    ("Le pion a entièrement franchi la porte, la porte est ouverte", FIGURE),
    ("Fin de manche", HEADING),
    ("Il y a 2 manières de remporter une manche :", ("PA-ROUND-END",)),
    ("- La première est de récupérer les 2 clés dans les Sanctuaires opposés avec des Explorateurs, et d'ouvrir "
     "la porte de Paleo avec un Explorateur.", ("PA-DOOR",)),
    ("Cette victoire rapporte 2 points.", ("PA-DOOR",)),
    ("- La seconde est de capturer avec ses Mercenaires tous les pions adverses, Explorateurs et "
     "Mercenaires.", ("PA-CAPTURE",)),
    ("Cette victoire rapporte 1 point.", ("PA-CAPTURE",)),
    ("FIN DE PARTIE", HEADING),
    ("Les joueurs font plusieurs manches jusqu'à ce que l'un des joueurs obtienne 4 points, il gagne ainsi la "
     "partie.", ("PA-MATCH",)),
    ("Entre les manches, les joueurs peuvent choisir de déplacer ou non leurs récifs sur le "
     "plateau.", ("PA-REEF-KEEP",)),
    ("REMARQUES GÉNÉRALES", HEADING),
    ("- Tout pion expulsé du plateau de jeu est capturé par son adversaire.", ("PA-OFF-BOARD",)),
    ("- Si un pion est collé à un rebord ou à un récif, le joueur peut le décoller de l'épaisseur d'un pion avant "
     "de le jouer.", ("PA-UNSTICK",)),
    ("3 JOUEURS", HEADING),
    ("LES PIONS", HEADING),
    ("Chaque joueur prend 4 pions, 2 Explorateurs et 2 Mercenaires qu'ils disposent sur les 4 premiers cercles de "
     "leur camp comme indiqué sur la figure ci-dessous.", ("PA-PIECES", "PA-CIRCLES")),
    ("Joueur 1 : pions blancs/rouges n° 1-2-3-4", ("PA-PIECES",)),
    ("Joueur 2 : pions noirs/verts n° 1-2-3-4", ("PA-PIECES",)),
    ("Joueur 3 : pions blancs/rouges n° 7-8 et pions noirs/verts n° 7-8", ("PA-PIECES",)),
    ("Exemple de positionnement des récifs pour 3 joueurs.", FIGURE),
    ("LES RÉCIFS", HEADING),
    ("En plus des 4 récifs obligatoires sur l'île de Paleo, les joueurs rajoutent un récif blanc et un récif noir "
     "sur les rectangles bleus de 2 des îlots (cf figure précédente).", ("PA-REEF-PERMANENT",)),
    ("En plus des autres zones interdites, les joueurs ne peuvent pas poser de récifs à l'intérieur du trait bleu "
     "qui entoure le camp du joueur 3.", ("PA-REEF-ZONE",)),
    ("Les joueurs possèdent 3 récifs chacun qu'ils posent dans l'ordre suivant :", ("PA-REEF-COUNT", "PA-REEF-ORDER")),
    ("Joueur 3 pose 1 récif, Joueur 1 pose 1 récif, Joueur 2 pose 1 récif,", ("PA-REEF-ORDER",)),
    ("Joueur 2 pose 1 récif, Joueur 3 pose 1 récif, Joueur 1 pose 1 récif,", ("PA-REEF-ORDER",)),
    ("Joueur 1 pose 1 récif, Joueur 2 pose 1 récif, Joueur 3 pose 1 récif.", ("PA-REEF-ORDER",)),
    ("Le joueur 3 commence à jouer, les joueurs jouent à tour de rôle dans le sens horaire.", ("PA-TURNS",)),
    ("RENTREZ DANS UN SANCTUAIRE OPPOSÉ", HEADING),
    ("Lorsqu'un pion, Explorateur ou Mercenaire, rentre dans un Sanctuaire opposé à son camp, il libère un des "
     "pions précédemment capturés par ses adversaires.", ("PA-FREE",)),
    ("(on n'échange pas comme à 2 joueurs)", ("PA-FREE",)),
    ("Le joueur replace le pion qui est rentré dans le Sanctuaire et le pion libéré sur des cercles "
     "de son camp.", ("PA-FREE",)),
    ("Remarques :", HEADING),
    ("- Le joueur 3 peut libérer n'importe lequel de ses pions en rentrant dans un Sanctuaire opposé, qu'il ait "
     "été capturé par l'un ou l'autre de ses adversaires.", ("PA-FREE-3",)),
    ("- Quand le joueur 3 et un autre joueur ont récupéré la même clé, ils mettent le pion qui la symbolise entre "
     "eux deux.", ("PA-RIM",)),
    ("FIN DE MANCHE", HEADING),
    ("Les joueurs doivent récupérer les 2 clés dans les Sanctuaires opposés à leur camp, et ouvrir la porte de "
     "Paleo (2 points), OU être les derniers à avoir des pions (1 point).", ("PA-DOOR", "PA-CAPTURE")),
    ("FIN DE PARTIE", HEADING),
    ("Entre chaque manche, les joueurs changent de position autour du plateau.", ("PA-SEATS",)),
    ("Le premier joueur qui obtient 4 points gagne la partie.", ("PA-MATCH",)),
    ("4 JOUEURS", HEADING),
    ("LES PIONS", HEADING),
    ("Les joueurs se répartissent en 2 équipes de 2.", ("PA-SIDES",)),
    ("Chaque joueur prend 4 pions qu'il dispose sur les 4 premiers cercles de son camp comme indiqué sur la "
     "figure page suivante.", ("PA-PIECES", "PA-CIRCLES")),
    ("Equipe 1 :", HEADING),
    ("Joueur A : pions blancs/rouges 1-2-3-4", ("PA-PIECES",)),
    ("Joueur B : pions blancs/rouges 5-6-7-8", ("PA-PIECES",)),
    ("Equipe 2 :", HEADING),
    ("Joueur A : pions noirs/verts 1-2-3-4", ("PA-PIECES",)),
    ("Joueur B : pions noirs/verts 5-6-7-8", ("PA-PIECES",)),
    ("Les joueurs ne peuvent jouer que leurs pions et pas ceux de leur coéquipier.", ("PA-OWN-PIECES",)),
    ("LES RÉCIFS", HEADING),
    ("En plus des 4 récifs obligatoires sur l'île de Paleo, les joueurs en rajoutent 2 sur les rectangles bleus "
     "de 2 des îlots comme indiqué sur la figure page suivante.", ("PA-REEF-PERMANENT",)),
    ("En plus des autres zones interdites, les joueurs ne peuvent pas poser de récifs à l'intérieur des traits "
     "bleus qui entourent les camps avancés.", ("PA-REEF-ZONE",)),
    ("Les équipes possèdent 5 récifs chacune qu'elles posent dans l'ordre "
     "suivant :", ("PA-REEF-COUNT", "PA-REEF-ORDER")),
    ("Equipe 1 pose 1 récif, Equipe 2 pose 2 récifs,", ("PA-REEF-ORDER",)),
    ("Equipe 1 pose 2 récifs, Equipe 2 pose 2 récifs,", ("PA-REEF-ORDER",)),
    ("Equipe 1 pose 2 récifs, Equipe 2 pose 1 récif.", ("PA-REEF-ORDER",)),
    ("AUTRES JEUX", HEADING),
    ("Les 3 jeux suivant sont des dérivés de PALEO.", ("RO-BASE", "ES-BASE", "MP-BASE")),
    ("La mise en place des récifs, des Sanctuaires et des pions sont les mêmes, ainsi que les règles de base, "
     "seuls changent quelques points de règles et le but "
     "du jeu.", ("RO-BASE", "ES-BASE", "MP-BASE", "ES-OFF", "MP-OFF")),
    ("Exemple de positionnement des récifs pour 4 joueurs.", FIGURE),
    ("Les joueurs jouent à tour de rôle dans le sens horaire, en commençant par un des joueurs situés sur un camp "
     "de base.", ("PA-TURNS",)),
    ("RENTREZ DANS UN SANCTUAIRE OPPOSÉ", HEADING),
    ("Lorsqu'un pion, Explorateur ou Mercenaire, rentre dans un Sanctuaire opposé au camp de base de son équipe "
     "(en face de son joueur A), il libère un des pions précédemment capturés par l'adversaire.", ("PA-FREE",)),
    ("(on n'échange pas comme à 2 joueurs).", ("PA-FREE",)),
    ("Le joueur peut libérer un de ses pions ou un de son coéquipier.", ("PA-FREE-4",)),
    ("Ce pion et celui libéré sont replacés sur des cercles de leur camp de base.", ("PA-FREE",)),
    ("Si le pion libéré appartient au coéquipier du joueur, il est replacé dans le camp de base "
     "du coéquipier.", ("PA-FREE-4",)),
    ("FIN DE MANCHE", HEADING),
    ("Les joueurs doivent récupérer les 2 clés dans les Sanctuaires opposés au camp de base de leur équipe, et "
     "ouvrir la porte de Paleo (2 points), OU capturer tous les pions de leurs 2 "
     "adversaires (1 point).", ("PA-DOOR", "PA-CAPTURE")),
    ("FIN DE PARTIE", HEADING),
    ("La première équipe qui obtient 4 points gagne la partie.", ("PA-MATCH",)),
    ("LE ROI", HEADING),
    ("2, 3, 4 joueurs", ("RO-PIECES",)),
    ("Les pions", HEADING),
    ("A 2 joueurs", HEADING),
    ("Chaque joueur prend 8 pions : 4 Explorateurs, 3 Mercenaires et 1 Roi (un pion Clé) qu'il dispose sur les "
     "cercles de son camp de base.", ("RO-PIECES",)),
    ("A 3 joueurs et 4 joueurs", HEADING),
    ("Chaque joueur prend 2 Explorateurs, 1 Mercenaire et 1 Roi (un pion Clé) qu'il dispose sur les 4 premiers "
     "cercles de son camp.", ("RO-PIECES",)),
    ("A 4 joueurs, les joueurs peuvent jouer en équipe comme dans Paleo.", ("RO-PIECES", "RO-PARTNER")),
    ("- Les Explorateurs capturent les Rois adverses en les touchant, mais ils ne peuvent pas capturer les autres "
     "pions.", ("RO-EXPLORER",)),
    ("- Les Mercenaires peuvent capturer tous les pions adverses en les touchant, sauf les Rois.", ("RO-MERCENARY",)),
    ("- Les Rois ne peuvent capturer que les Rois adverses.", ("RO-KING",)),
    ("But du jeu", HEADING),
    ("Le but du jeu est de capturer les Rois adverses.", ("RO-WIN",)),
    ("Pour capturer un Roi il faut le toucher directement avec un pion Explorateur ou un Roi, sans avoir touché "
     "au préalable dans le même coup un autre pion.", ("RO-DIRECT",)),
    ("Lorsqu'un pion entre dans un Sanctuaire opposé à son camp, le joueur peut l'échanger contre un de ses pions "
     "précédemment capturés à 2 joueurs, ou libérer un pion précédemment capturé à 3 ou 4 joueurs.", ("RO-SANCTUARY",)),
    ("Le (ou les) pion(s) est(sont) remplacé(s) sur un(des) cercle(s) de son(leur) camp de base.", ("RO-SANCTUARY",)),
    ("Le vainqueur est le dernier joueur qui n'a pas perdu son Roi.", ("RO-WIN",)),
    ("A 3 joueurs, quand un joueur perd son Roi, il enlève ses pions du plateau.", ("RO-LEAVE",)),
    ("A 4 joueurs, quand un joueur perd son Roi, il continue de jouer avec son coéquipier.", ("RO-PARTNER",)),
    ("ESCARMOUCHE", HEADING),
    ("2, 3, 4 joueurs", ("ES-PIECES",)),
    ("Chaque joueur prend 4 pions qu'il positionne face adhésif en dessous dans son camp de base.", ("ES-PIECES",)),
    ("Les pions avec l'adhésif en dessous ne peuvent pas tuer les pions adverses.", ("ES-PIECES",)),
    ("Lorsqu'un pion rentre dans un Sanctuaire opposé à son camp de base, il se transforme en Tueur, le joueur le "
     "replace dans son camp et le met face adhésif vers le haut.", ("ES-KILLER",)),
    ("Le Tueur tue les pions adverses quand il les touche.", ("ES-KILL",)),
    ("Le vainqueur est le dernier joueur à qui il reste des pions.", ("ES-WIN",)),
    ("MATCH AUX POINTS", HEADING),
    ("2 joueurs", ("MP-PIECES",)),
    ("Les pions", HEADING),
    ("Chaque joueur prend 8 pions qu'il dispose sur les cercles de son camp de base.", ("MP-PIECES",)),
    ("- Les Explorateurs marquent 1 point quand ils rentrent dans un Sanctuaire opposé.", ("MP-SCORE",)),
    ("Ils ne peuvent pas capturer les pions adverses.", ("MP-SCORE",)),
    ("- Les Mercenaires ne marquent pas de points dans les Sanctuaires opposés, mais ils capturent les pions "
     "adverses en les touchant.", ("MP-MERCENARY", "MP-CAPTURE")),
    ("Quand un pion rentre dans un Sanctuaire opposé, il peut être échangé contre un des pions précédemment "
     "capturés, on le met sur un des cercles de son camp de base.", ("MP-EXCHANGE",)),
    ("But du jeu", HEADING),
    ("Le premier joueur qui obtient 10 points gagne la partie.", ("MP-WIN",)),
    ("Dans les jeux suivants, les règles n'ont plus rien à voir avec Paleo.", INTRO),
    ("BILLARD DOUBLÉ", HEADING),
    ("2 joueurs", ("BD-SETUP",)),
    ("Les pions sont placés au centre du plateau comme indiqué sur la figure ci-dessous, et les joueurs prennent "
     "un pion Clé chacun qu'ils placent en début de partie sur le cercle le plus proche du rebord en face du pion "
     "n°8 rouge.", ("BD-START",)),
    ("Le but du jeu est d'effectuer des « Doublés », c'est-à-dire de toucher à la suite avec son pion Clé 2 pions "
     "ayant le même numéro.", ("BD-REPLAY",)),
    ("Chaque joueur joue son pion Clé de là où il est arrivé le coup précédent.", ("BD-SETUP",)),
    ("Quand un joueur touche un pion, il rejoue pour essayer de toucher le même numéro de l'autre "
     "couleur.", ("BD-REPLAY",)),
    ("Si il réussit, il marque le nombre de points du numéro et rejoue.", ("BD-POINTS",)),
    ("Il ne peut pas faire 2 fois le même Doublé dans le même tour, c'est-à-dire tant que l'autre joueur n'a pas "
     "joué (il peut être pratique de noter sur la feuille de score les numéros touchés dans le tour "
     "de jeu).", ("BD-ONCE",)),
    ("Si le joueur a fait tous les Doublés dans son tour, il peut les recommencer.", ("BD-ONCE",)),
    ("Si un joueur touche un numéro d'un Doublé qu'il a déjà fait dans son tour, ou si il ne touche pas de pion "
     "ou si il rate son Doublé, c'est au joueur suivant de jouer.", ("BD-MISS",)),
    ("Si un joueur touche plusieurs pions dans le même coup, les 2 premiers pions touchés comptent "
     "pour 2 coups.", ("BD-MULTI",)),
    ("Les joueurs ont le droit de percuter le pion adverse (il ne compte pas comme un pion touché).", ("BD-OPPONENT",)),
    ("Le gagnant est le premier qui marque exactement 50 points.", ("BD-EXACT",)),
    ("BILLARD CRICKET", HEADING),
    ("2 joueurs", ("BD-SETUP",)),
    ("Le positionnement des pions et les règles de base sont les mêmes que "
     "dans le Billard Doublé.", ("BD-SETUP", "BD-START", "BD-REPLAY")),
    ("Le but du jeu est de faire tous les Doublés et d'avoir le plus de points.", ("BC-END",)),
    ("Lorsqu'un joueur fait un Doublé, on dit qu'il le ferme, et il rejoue.", ("BC-CLOSE",)),
    ("Lorsqu'un joueur a fermé un Doublé et que son adversaire ne l'a pas fermé, s'il refait ce Doublé il marque "
     "le nombre de points écrit sur le pion.", ("BC-POINTS",)),
    ("Le jeu s'arrête lorsqu'un joueur a fermé tous les Doublés et qu'il a plus de points que son "
     "adversaire.", ("BC-END",)),
    ("BILLARD COMPTÉ", HEADING),
    ("2 joueurs", ("BD-SETUP",)),
    ("Les pions sont disposés en 2 groupes sur le plateau comme indiqué sur la figure ci-dessous, et les joueurs "
     "prennent un pion Clé chacun qu'ils placent en début de partie sur le cercle le plus proche du rebord entre "
     "les 2 pions n°7.", ("CP-SETUP",)),
    ("Le but du jeu est de toucher tous les pions numérotés avec son pion Clé, dans l'ordre des numéros, en "
     "commençant par les rouges de 1 à 8, et ensuite les verts de 1 à 8.", ("CP-ORDER",)),
    ("Les joueurs jouent l'un après l'autre, et quand un joueur touche le bon numéro, il rejoue.", ("CP-REPLAY",)),
    ("Si dans le même coup le pion touche 2 bons numéros dans le bon ordre, il peut passer au numéro "
     "suivant.", ("CP-TWO",)),
    ("Les joueurs jouent leurs pions Clé de là où il est arrivé le coup précédent.", ("CP-SETUP", "BD-SETUP")),
    ("Le premier joueur qui a touché tous les pions dans l'ordre gagne la partie.", ("CP-WIN",)),
    ("LA COURSE DE KAYAK", HEADING),
    ("2, 3, 4 joueurs", ("KY-SETUP",)),
    ("Les joueurs positionnent les récifs sur le plateau de façon à constituer une ligne de Départ/Arrivée et des "
     "portes.", ("KY-SETUP",)),
    ("Ils numérotent les portes grâce aux pions numérotés qu'ils mettent sur la porte, avec le numéro dans le "
     "sens où il faut la franchir.", ("KY-SETUP",)),
    ("Il est conseillé que la largeur d'une porte soit d'au moins 3 pions.", ("KY-SETUP",)),
    ("Chaque joueur choisit un pion qui sera son kayak.", ("KY-START",)),
    ("Pour définir l'ordre de départ, les joueurs jouent leur pion du même point en direction du rebord opposé, "
     "le joueur qui jouera en premier est celui qui arrive le plus près du rebord sans l'avoir touché.", ("KY-START",)),
    ("Les joueurs qui touchent le rebord opposé joueront en dernier, ils refont la manœuvre pour "
     "se départager.", ("KY-START",)),
    ("Dans l'ordre défini précédemment, chaque joueur place son pion sur la ligne de départ et le déplace d'une "
     "pichenette.", ("KY-START",)),
    ("Le but du jeu est de passer toutes les portes dans l'ordre et le sens des numéros.", ("KY-GATES",)),
    ("Le premier qui passe la ligne d'arrivée après avoir franchi toutes les portes gagne la course.", ("KY-FINISH",)),
    ("Lorsqu'un pion touche un pion adverse, il y a faute, les 2 pions sont remis dans leur position précédant la "
     "faute, et le joueur fautif passe son tour.", ("KY-FAULT-TOUCH",)),
    ("Si un joueur passe une porte avec le mauvais numéro ou à l'envers, il y a faute, le pion est remis dans sa "
     "position précédant la faute, et le joueur passe son tour.", ("KY-FAULT-GATE",)),
    ("PITCHANQUE", HEADING),
    ("2, 3, 4 joueurs", ("PQ-TEAMS",)),
    ("A 4 joueurs", HEADING),
    ("Les joueurs jouent en équipe de 2, les coéquipiers se mettent face à face.", ("PQ-TEAMS",)),
    ("Chaque joueur prend 3 pions.", ("PQ-PIECES",)),
    ("Un pion Clé représente le cochonnet, il est placé au centre du plateau.", ("PQ-JACK",)),
    ("Chaque joueur jouera ses pions du cercle le plus proche de lui.", ("PQ-JACK",)),
    ("Le but du jeu est de placer ses pions le plus près du cochonnet.", ("PQ-POINT",)),
    ("Dans une même équipe, les joueurs se concertent pour savoir qui joue.", ("PQ-CONSULT",)),
    ("Un joueur de la première équipe envoie un pion en direction du cochonnet.", ("PQ-ORDER",)),
    ("Un joueur de l'autre équipe envoie ensuite un de ses pions.", ("PQ-ORDER",)),
    ("On dit que le pion qui se trouve le plus près du cochonnet a le « point ».", ("PQ-ORDER",)),
    ("L'équipe qui n'a pas le point joue tant qu'elle ne le reprend pas, c'est à dire tant qu'elle ne positionne "
     "pas un pion plus proche du cochonnet que les pions adverses.", ("PQ-ORDER",)),
    ("Quand une équipe n'a plus de pions, l'autre équipe finit de jouer les siens.", ("PQ-ORDER",)),
    ("Les joueurs peuvent tirer les pions adverses et jouer avec les bandes.", ("PQ-SHOOT",)),
    ("Quand tous les pions sont lancés, c'est la fin de la mène.", ("PQ-ALL",)),
    ("Chaque pion d'une même équipe, si aucun pion de l'équipe adverse n'est plus près du cochonnet, compte pour "
     "1 point.", ("PQ-POINT",)),
    ("Les joueurs commencent une nouvelle mène, l'équipe qui a gagné la mène précédente joue en "
     "premier.", ("PQ-FIRST",)),
    ("La partie se joue en 13 points.", ("PQ-WIN",)),
    ("Zones hors-jeu:", HEADING),
    ("Les 8 zones délimitées par les traits bleus autour des Sanctuaires et des camps sont des zones "
     "hors-jeu.", ("PQ-OUT",)),
    ("Si une équipe envoie le cochonnet dans une de ces zones, la mène s'arrête et l'équipe adverse marque autant "
     "de points qu'il lui reste de pions non joués + 1 point.", ("PQ-JACK-OUT",)),
    ("Les pions qui sont dans ces zones à la fin d'une mène sont hors-jeu, ils ne rapportent pas de points même "
     "si ils sont proches du cochonnet.", ("PQ-OUT",)),
    ("A 2 joueurs", HEADING),
    ("Les joueurs jouent face à face, les règles sont les mêmes qu'à 4 joueurs.", ("PQ-TEAMS",)),
    ("A 3 joueurs", HEADING),
    ("Les joueurs se répartissent en 2 équipes, une équipe de 2 joueurs avec 3 pions chacun, et un joueur seul "
     "qui prend 6 pions.", ("PQ-TEAMS", "PQ-PIECES")),
    ("Les 2 joueurs de la même équipe jouent face à face, et le joueur seul peut jouer ses pions des 2 côtés "
     "libres.", ("PQ-TEAMS",)),
    ("Les règles sont les mêmes qu'à 4 joueurs.", ("PQ-TEAMS",)),
    ("FRONTIÈRE", HEADING),
    ("2 joueurs", ("FT-SETUP",)),
    ("Les récifs sont positionnés sur la ligne médiane du plateau comme indiqué sur la figure "
     "ci-dessous.", ("FT-SETUP",)),
    ("Chaque joueur prend 7 pions et les place en ligne derrière les récifs comme indiqué sur la figure "
     "ci-dessous.", ("FT-SETUP",)),
    ("A tour de rôle, les joueurs jouent un de leurs pions.", ("FT-TURN",)),
    ("Le but du jeu est d'envoyer ses pions dans le camp adverse.", ("FT-WIN",)),
    ("Le premier joueur dont tous les pions sont dans le camp adverse gagne la partie.", ("FT-WIN",)),
    ("Les joueurs peuvent jouer n'importe lequel de leurs pions qu'il soit de leur côté ou de l'autre côté de la "
     "frontière.", ("FT-TURN",)),
    ("Ils peuvent percuter les pions adverses afin de les renvoyer de l'autre côté du terrain.", ("FT-ACROSS",)),
    ("HOCKEY", HEADING),
    ("2 joueurs", ("HK-SETUP",)),
    ("Chaque joueur prend 5 pions qu'il positionne comme il veut dans sa moitié de terrain, et 1 pion Goal qu'il "
     "met dans sa zone de but.", ("HK-SETUP",)),
    ("Engagement (au début de la partie ou après un but)", ("HK-FACEOFF",)),
    ("Le palet (un pion Clé) est mis au centre.", ("HK-FACEOFF",)),
    ("Les 2 joueurs tirent en même temps un pion sur le palet.", ("HK-FACEOFF",)),
    ("Après le tir, le joueur qui a son pion d'engagement le plus proche du palet joue en premier.", ("HK-FACEOFF",)),
    ("Si un des pions ne touche pas le palet, c'est le joueur qui a touché le palet qui joue en "
     "premier.", ("HK-FACEOFF",)),
    ("Si aucun des 2 pions ne touchent le palet, c'est le joueur qui a son pion d'engagement le plus proche du "
     "palet qui joue en premier.", ("HK-FACEOFF",)),
    ("Le joueur qui a la possession du palet est appelé l'Attaquant, l'autre joueur est appelé "
     "le Défenseur.", ("HK-FACEOFF",)),
    ("Tour de jeu", HEADING),
    ("① L'attaquant peut annoncer un remplacement : il remplace n'importe lequel de ses pions "
     "d'une pichenette.", ("HK-REPLACE",)),
    ("Le Défenseur peut alors effectuer un remplacement lui aussi.", ("HK-REPLACE",)),
    ("② L'attaquant percute le palet avec un de ses pions.", ("HK-SHOT",)),
    ("Il doit changer le pion qui percute le palet à chaque coup.", ("HK-SHOT",)),
    ("Il peut tirer le palet avec le pion qu'il vient de remplacer.", ("HK-SHOT",)),
    ("Remarques :", HEADING),
    ("- Si l'Attaquant joue directement le palet sans remplacement, alors le Défenseur ne peut pas faire de "
     "remplacement non plus.", ("HK-REPLACE",)),
    ("- Si l'Attaquant touche le palet lors de son remplacement, cela compte comme un tir, le Défenseur ne peut "
     "alors pas faire de remplacement.", ("HK-REPLACE",)),
    ("- Toutes les bandes sont permises, avec les pions ou le palet.", ("HK-SHOT",)),
    ("Le Goal", HEADING),
    ("Le Goal peut être déplacé librement dans sa zone entre chaque coup, son placement ne compte pas comme un "
     "remplacement.", ("HK-ZONE",)),
    ("Le Goal peut être utilisé pour percuter le palet, mais il ne peut pas marquer de but (si cela arrive, le "
     "palet est donné au Goal adverse).", ("HK-GOALIE",)),
    ("Le Goal est remplacé dans sa zone après avoir percuté la palet.", ("HK-ZONE",)),
    ("Seul le Goal peut être dans sa zone de but, si un pion pénètre dans cette zone, il est déplacé à "
     "l'extérieur de la zone, au plus proche de l'endroit où il était.", ("HK-ZONE",)),
    ("Fautes", HEADING),
    ("- Si un pion touche un pion adverse lors de son remplacement,", ("HK-FAULT",)),
    ("- Si un pion rate le palet lors d'un tir,", ("HK-FAULT",)),
    ("- Si un pion touche un pion adverse avant de toucher le palet lors d'un tir,", ("HK-FAULT",)),
    ("- Si l'Attaquant touche le palet avec le même pion que le coup précédent.", ("HK-FAULT",)),
    ("► Il y a faute.", ("HK-FAULT",)),
    ("Le joueur non fautif tire un coup franc : il met le palet au centre du plateau, positionne un de ses pions "
     "autour du palet et joue le palet avec ce pion.", ("HK-FREE",)),
    ("Il peut tirer directement au but ou faire une passe à un autre de ses pions.", ("HK-FREE",)),
    ("Seul le Goal peut être déplacé dans sa surface avant le coup franc, les autres pions restent "
     "à leur place.", ("HK-FREE",)),
    ("Sorties de terrain", HEADING),
    ("Si un pion sort du plateau, il est remplacé sur le plateau à l'endroit d'où il est sorti.", ("HK-PIECE-OUT",)),
    ("Si le palet sort du plateau, il est remplacé sur le plateau à l'endroit d'où il est sorti et c'est le "
     "joueur qui n'a pas sorti le palet qui devient Attaquant.", ("HK-OUT",)),
    ("Blocage", HEADING),
    ("Si le palet est bloqué dans un des coins du plateau et que les joueurs n'arrivent pas à le débloquer, il "
     "est donné au goal le plus proche.", ("HK-BLOCK",)),
    ("But", HEADING),
    ("Lorsque le palet franchit totalement la ligne de but d'un des joueurs, le joueur adverse "
     "marque un point.", ("HK-GOAL",)),
    ("Les joueurs remplacent leurs pions dans leur moitié de terrain et effectuent un nouvel "
     "engagement.", ("HK-FACEOFF",)),
    ("Fin de match", HEADING),
    ("Le premier joueur qui marque 10 buts gagne le match.", ("HK-WIN",)),
    ("Découvrez les autres jeux Squal Games:", ADVERT),
    ("Dart Wars", ADVERT),
    ("La conquête du Monde à portée de fléchette!", ADVERT),
    ("Partez à la conquête de nouveaux territoires, agrandissez votre armée, et lancez vous à l'assaut des "
     "troupes ennemies.", ADVERT),
    ("ET BIENTÔT", ADVERT),
    ("POLYCUBE", ADVERT),
    ("Un matériel en bois permettant de créer une infinité de casse-têtes.", ADVERT),
    ("Un jeu de stratégie et 10 casse-têtes inclus.", ADVERT),
    ("<http://squalgames.free.fr>", ADVERT),
)
