"""Défense d'afficher's rule sheet (Snépic), sentence by sentence.

shared/seeds/003_aba37084a8857d49.txt: each rule sentence, in the sheet's words, with the clauses of the book
that hold it; each other sentence with why it is no rule (tests/rule_sheets/__init__.py,
tests/test_rule_sheets.py).
"""

from rule_sheets import ADVICE, CREDITS, HEADING

SHEET = "003_aba37084a8857d49.txt"
GAMES = ("posters",)
#: Where the rules begin: before it, the collectors' notice that opens every sheet of their site.
START = "DÉFENSE D'AFFICHER"

SENTENCES = (
    ("DÉFENSE D'AFFICHER", HEADING),
    ("Marque et modèle déposé – breveté S.G.D.G.", CREDITS),
    ("Pour 2 à 8 joueurs", ("PO-SIDES",)),
    ("DESCRIPTION DU JEU", HEADING),
    ("Chaque joueur ayant au départ un nombre d'affiches égal, c'est à qui les collera le plus vite, tout en "
     "cherchant à gêner et à retarder au maximum les autres joueurs.", ("PO-WIN",)),
    ("Partant de « Départ », le joueur repère les panneaux sur lesquels Il a des affiches à poser et se dirige "
     "vers la case « brosse » située au pied du premier panneau de son choix.", ("PO-STICK",)),
    ("Arrivé sur cette case, il pose, dans les emplacements « Réserve à... », toutes les affiches qu'il possède "
     "et qui correspondent exactement à ces emplacements.", ("PO-STICK",)),
    ("Au tour suivant, il se dirigera vers une autre case « brosse » et ainsi de suite.", ("PO-STICK",)),
    ("Mais chaque affiche est en double exemplaire dans le jeu, et Il n'y a qu'un seul emplacement réservé pour "
     "chacune d'elle sur la piste.", ("PO-COPIES",)),
    ("Il s'agit donc d'arriver le premier sur une case « brosse », sinon l'emplacement convoité risque d'être "
     "occupé par un autre joueur et il faudra alors échanger à la Réserve l'affiche devenue "
     "inutile.", ("PO-SLOT-FILLED",)),
    ("La « Chance » peut également aider ou desservir le joueur : les cartes de « Chance » n'apportent pas que "
     "des surprises heureuses mais permettent souvent de « contrer » les autres joueurs.", ("PO-CHANCE",)),
    ("Chacun prend une carte de chance lorsqu'il tombe sur une case qui le lui prescrit ou, à tout moment, au "
     "lieu de jeter le dé.", ("PO-CHANCE", "PO-CHANCE-SQUARE")),
    ("Ce jeu est amusant par ses rebondissements inattendus.", ADVICE),
    ("Le coup de dé ne suffit pas : il faut du « coup d'œil » et de l'esprit de manœuvre.", ADVICE),
    ("C'est le plus attentif et le plus habile qui doit gagner.", ADVICE),
    ("RÈGLE DU JEU", HEADING),
    ("NOMBRE DE JOUEURS", HEADING),
    ("Le jeu peut être joué par 2, 3 ou 4 personnes en jeu individuel - ou par 2, 3 ou 4 équipes de 2 joueurs "
     "chacune.", ("PO-SIDES",)),
    ("PRÉPARATION", HEADING),
    ("Chaque joueur (ou chaque équipe) prend une baraque qu'il pose devant lui, en écran, et derrière laquelle il "
     "disposera ses affiches à l'abri des vues.", ("PO-SCREEN",)),
    ("Chaque joueur prend, également, une figurine en plastique représentant un colleur d'affiches qu'il place "
     "sur la case « Départ » située devant lui.", ("PO-BOARD",)),
    ("Les cartes reproduisant des affiches en couleurs sont battues et distribuées jusqu'à "
     "concurrence de :", ("PO-DEAL",)),
    ("9 affiches par joueur, lorsqu'ils sont 4", ("PO-DEAL",)),
    ("12 affiches par joueur, lorsqu'ils sont 3", ("PO-DEAL",)),
    ("18 affiches par joueur, lorsqu'ils sont 2", ("PO-DEAL",)),
    ("Le reste des affiches non distribuées est placé en pile, à l'envers (dos visible), à côté de la piste et "
     "constitue la RESERVE.", ("PO-DEAL",)),
    ("Les cartes de CHANCE sont également battues et placées en pile, à l'envers également, sur la case de la "
     "piste marquée STOCK (voir aussi « jeu simplifié »).", ("PO-STOCK",)),
    ("DÉBUT DE LA PARTIE", HEADING),
    ("Chacun des joueurs jette le dé et celui qui obtient le chiffre le plus élevé commence ; c'est ensuite le "
     "joueur placé à sa gauche qui continue et ainsi de suite, en tournant autour de la table dans le sens des "
     "aiguilles d'une montre.", ("PO-ORDER",)),
    ("LES TROIS OPTIONS", HEADING),
    ("Quand arrive son tour, le joueur doit choisir entre trois possibilités :", ("PO-TURN",)),
    ("ou LA PROGRESSION : il jette le dé et se déplace ou L'ÉCHANGE D'AFFICHES à la RÉSERVE", ("PO-TURN",)),
    ("ou LA CHANCE : il prend une carte de chance.", ("PO-TURN",)),
    ("PROGRESSION", HEADING),
    ("Le joueur, partant de la case « DÉPART » qu'il a devant lui, jette le dé et déplace sa figurine, sur le "
     "parcours jaune, du nombre de cases indiqué par le dé.", ("PO-MOVE",)),
    ("IL PEUT PRENDRE N'IMPORTE QUELLE DIRECTION. A tout moment de la partie, un joueur peut AVANCER OU RECULER "
     "mais pas, à la fois, avancer et reculer.", ("PO-MOVE", "PO-ONE-WAY")),
    ("Exemple : le joueur ayant fait 5 peut avancer de 5 cases OU reculer de 5 cases.", ("PO-MOVE",)),
    ("PLUSIEURS JOUEURS PEUVENT RESTER SIMULTANÉMENT SUR UNE MEME CASE.", ("PO-MOVE",)),
    ("Si le joueur tombe sur une case portant une indication, il doit se conformer à celle-ci.", ("PO-CHANCE-SQUARE",)),
    ("LA POSE D'AFFICHES", HEADING),
    ("Le joueur arrivant exactement sur la case « brosse » située au pied d'un panneau, pose, sur les "
     "emplacements libres, toutes les affiches qu'il a et qui correspondent bien aux emplacements qui leur sont "
     "réservés.", ("PO-STICK",)),
    ("Exemple : une affiche LUSTUCRU ne peut être posée que sur le rectangle « Réservé à LUSTUCRU ».", ("PO-STICK",)),
    ("On n'a pas le droit de poser 2 affiches identiques sur un même emplacement (voir « "
     "ÉCHANGE D'AFFICHES »).", ("PO-SLOT-FILLED",)),
    ("Quand un joueur fait un chiffre qui ne lui permet pas d'aboutir exactement sur une case brosse qui "
     "l'intéresse, il peut passer son tour en restant là où il est.", ("PO-STAY",)),
    ("II.", HEADING),
    ("ÉCHANGE D'AFFICHES", HEADING),
    ("Chaque affiche est en double, mais il n'y a qu'un seul emplacement réservé par affiche sur "
     "la piste.", ("PO-COPIES",)),
    ("Il se peut qu'un joueur ait 2 affiches identiques dans son jeu ou que le double d'une de ses affiches ait "
     "été déjà posé par un autre joueur sur l'unique emplacement réservé.", ("PO-EXCHANGE",)),
    ("A tout moment de la partie, un joueur peut donc échanger les affiches qu'il veut, nombre pour nombre, en "
     "procédant comme suit :", ("PO-EXCHANGE",)),
    ("- prendre à LA RESERVE, sur le dessus de la pile, un nombre d'affiches égal à celui qu'on "
     "veut échanger ;", ("PO-EXCHANGE",)),
    ("- glisser sous la pile, toujours face contre table, les affiches à échanger.", ("PO-EXCHANGE",)),
    ("L'échange d'affiches compte pour un tour.", ("PO-EXCHANGE",)),
    ("III.", HEADING),
    ("CARTES DE CHANCE", HEADING),
    ("Un joueur est amené à prendre une carte de CHANCE :", ("PO-CHANCE-SQUARE",)),
    ("- soit OBLIGATOIREMENT lorsqu'il s'arrête, sur une case « Prenez une carte de Chance » ;", ("PO-CHANCE-SQUARE",)),
    ("- soit VOLONTAIREMENT : Il peut, en effet, tirer une carte de Chance chaque fois que c'est à lui de jouer "
     "(au lieu de jeter le dé ou d'échanger des affiches).", ("PO-CHANCE",)),
    ("Cela compte alors pour un tour.", ("PO-CHANCE",)),
    ("Le joueur prend la carte supérieure de la pile STOCK, suit les indications qui y sont marquées et remet la "
     "carte, à l'endroit (image visible), sur la case ÉCART.", ("PO-STOCK",)),
    ("Toutefois, les cartes « DÉFENSE D'AFFICHER » (voir ci-dessous) une fois tirées, restent sur la piste sans "
     "jamais retourner sur la case ÉCART.", ("PO-STOCK",)),
    ("Lorsque le paquet de cartes de Chance est épuisé, les cartes de la case ÉCART sont battues et replacées à "
     "l'envers (dos visible) sur la case STOCK.", ("PO-STOCK",)),
    ("DÉFENSE D'AFFICHER", HEADING),
    ("Le joueur qui tire une carte « DÉFENSE D'AFFICHER » du STOCK de cartes de Chance, la place sur le panneau "
     "de son choix pour l'INTERDIRE.", ("PO-BAN",)),
    ("Selon qu'il pose le « DÉFENSE D'AFFICHER » sur un seul emplacement réservé ou à cheval sur 2, 3 ou 4 "
     "emplacements d'un même panneau, Il interdit l'affichage sur une partie ou sur la "
     "totalité de celui-ci.", ("PO-BAN", "PO-BANNED")),
    ("Pour déplacer le « DÉFENSE D'AFFICHER » (et débloquent un panneau), il faut qu'un joueur tire la carte de "
     "Chance « GRATTOIR D'AFFICHES ».", ("PO-BAN",)),
    ("GRATTOIR D'AFFICHES", HEADING),
    ("Cette carte de Chance permet :", ("PO-SCRAPER",)),
    ("- soit, de retirer une carte « DÉFENSE D'AFFICHER » du panneau où elle a été posée afin de libérer "
     "celui-ci.", ("PO-SCRAPER",)),
    ("Le « DÉFENSE D'AFFICHER » doit alors être replacé immédiatement sur un autre panneau qui devient, à son "
     "tour, interdit.", ("PO-SCRAPER",)),
    ("- soit, de retirer une affiche déjà posée sur son emplacement réservé et de la donner à un autre joueur qui "
     "est obligé de l'accepter.", ("PO-SCRAPER",)),
    ("De plus, si le joueur qui détient le « GRATTOIR » a dans son jeu le double de l'affiche qu'il vient de « "
     "gratter », il peut la poser à la place de celle-ci.", ("PO-SCRAPER",)),
    ("Le « GRATTOIR » est replacé, ensuite, sur la case ÉCART.", ("PO-STOCK", "PO-SCRAPER")),
    ("AFFICHAGE LIBRE INTERDIT", HEADING),
    ("Le joueur qui pose une affiche sur un emplacement qui est réservé à une autre affiche, doit la reprendre et "
     "à titre de pénalité, prendre une affiche supplémentaire à la RESERVE", ("PO-WRONG-SLOT",)),
    ("LE GAGNANT", HEADING),
    ("LE JOUEUR QUI PARVIENT, LE PREMIER, À SE DÉBARRASSER DE TOUTES SES AFFICHES, GAGNE LA PARTIE.", ("PO-WIN",)),
    ("JEU PAR ÉQUIPES", HEADING),
    ("Le jeu peut être joué par 2, 3 ou 4 équipes de deux joueurs chacune.", ("PO-SIDES",)),
    ("Dans ce cas, chaque équipe ne compte que pour un joueur, tant pour la distribution des affiches que pour "
     "l'application de toutes les règles ci-dessus.", ("PO-SIDES",)),
    ("Les 2 membres d'une équipe se consultent (discrètement...) sur les décisions à prendre et jouent chacun un "
     "tour sur deux.", ("PO-TEAM",)),
    ("JEU MIXTE", HEADING),
    ("Dans une même partie, des joueurs jouant individuellement peuvent affronter des joueurs "
     "jouant par équipes.", ("PO-SIDES",)),
    ("Exemple : Cinq personnes se répartissent : 3 joueurs jouant individuellement et une équipe "
     "de 2 joueurs.", ("PO-SIDES",)),
    ("JEU SIMPLIFIÉ", HEADING),
    ("Pour simplifier et accélérer le jeu, il suffit de ne pas faire intervenir les cartes de chance.", ("PO-SIMPLE",)),
    ("Dans ce cas, quand arrive son tour, le joueur n'a plus le choix qu'entre 2 possibilités (au "
     "lieu de 3) :", ("PO-SIMPLE",)),
    ("ou LA PROGRESSION", ("PO-SIMPLE",)),
    ("ou L'ECHANGE D'AFFICHES", ("PO-SIMPLE",)),
    ("Quand un joueur s'amère sur une case « Prenez une Carte de Chance », il rejoue alors "
     "immédiatement.", ("PO-SIMPLE",)),
    ("snépïc, Editeur - 4, rue Cambon - Paris 1^{er}", CREDITS),
    ("Mise en ligne par François Haffner pour jeuxsoc.free.fr – juillet 2005", CREDITS),
)
