"""Texte français du livret de règles de Défense d’afficher (clés `po.rule.`).

Une phrase ou deux par identifiant de règle de `scorers.posters`, au plus près des mots de la règle
(shared/seeds/003_...) ; shared/RULINGS.md là où une décision tranche ce que la règle laisse ouvert
(« notre décision » ; « notre lecture » là où le projet a choisi une lecture de la règle).
"""

MESSAGES: dict[str, str] = {
    # branch taps: the rule book of Défense d'afficher (issue 17, rule ids stay available behind a tap)
    # joueurs et matériel
    "po.rule.PO-SIDES": (
        "Le jeu peut être joué par 2, 3 ou 4 personnes en jeu individuel, ou par 2, 3 ou 4 équipes de 2 "
        "joueurs chacune ; dans une même partie, des joueurs individuels peuvent affronter des équipes (de 2 à "
        "8 personnes). Chaque équipe ne compte que pour un joueur, tant pour la distribution des affiches que "
        "pour l’application de toutes les règles."),
    "po.rule.PO-TEAM": (
        "Les 2 membres d’une équipe se consultent (discrètement...) sur les décisions à prendre et jouent "
        "chacun un tour sur deux."),
    "po.rule.PO-COPIES": (
        "Chaque affiche est en double exemplaire dans le jeu, et il n’y a qu’un seul emplacement réservé pour "
        "chacune d’elles sur la piste."),
    "po.rule.PO-DEAL": (
        "Les cartes reproduisant des affiches en couleurs sont battues et distribuées : 9 affiches par joueur "
        "lorsqu’ils sont 4, 12 lorsqu’ils sont 3, 18 lorsqu’ils sont 2. Le reste des affiches non distribuées "
        "est placé en pile, à l’envers, à côté de la piste et constitue la RÉSERVE."),
    "po.rule.PO-BOARD": (
        "Chaque joueur place son colleur d’affiches sur la case « Départ » située devant lui, sur le parcours "
        "jaune ; les panneaux bordent la piste, chacun avec une case « brosse » à son pied. Le plan du plateau "
        "imprimé n’est pas publié : celui de l’application est reconstitué d’après les descriptions publiées, "
        "à vérifier sur le vôtre."),
    # le tour
    "po.rule.PO-ORDER": (
        "Chacun des joueurs jette le dé et celui qui obtient le chiffre le plus élevé commence ; c’est ensuite "
        "le joueur placé à sa gauche qui continue, et ainsi de suite dans le sens des aiguilles d’une montre."),
    "po.rule.PO-TURN": (
        "Quand arrive son tour, le joueur doit choisir entre trois possibilités : la PROGRESSION (il jette le "
        "dé et se déplace), l’ÉCHANGE D’AFFICHES à la RÉSERVE, ou la CHANCE (il prend une carte de chance)."),
    "po.rule.PO-MOVE": (
        "Le joueur jette le dé et déplace sa figurine sur le parcours jaune du nombre de cases indiqué par le "
        "dé, dans n’importe quelle direction : le joueur ayant fait 5 peut avancer de 5 cases ou reculer de 5 "
        "cases. Plusieurs joueurs peuvent rester simultanément sur une même case."),
    "po.rule.PO-ONE-WAY": (
        "À tout moment de la partie, un joueur peut avancer ou reculer, mais pas, à la fois, avancer et "
        "reculer."),
    "po.rule.PO-STAY": (
        "Quand un joueur fait un chiffre qui ne lui permet pas d’aboutir exactement sur une case brosse qui "
        "l’intéresse, il peut passer son tour en restant là où il est. Rester sur une case brosse n’est pas y "
        "arriver : on n’y pose rien (notre décision)."),
    "po.rule.PO-STICK": (
        "Le joueur arrivant exactement sur la case « brosse » située au pied d’un panneau pose, sur les "
        "emplacements libres, toutes les affiches qu’il a et qui correspondent bien aux emplacements qui leur "
        "sont réservés : une affiche LUSTUCRU ne peut être posée que sur le rectangle « Réservé à LUSTUCRU ». "
        "Les jeux sont cachés : l’application ne peut pas vérifier que toutes ont été posées."),
    "po.rule.PO-SLOT-FILLED": (
        "On n’a pas le droit de poser 2 affiches identiques sur un même emplacement : un emplacement déjà "
        "occupé n’en reçoit pas d’autre, et le double devenu inutile s’échange à la RÉSERVE."),
    "po.rule.PO-BANNED": (
        "Aucune affiche ne peut être posée sur un emplacement couvert par une carte « DÉFENSE D’AFFICHER »."),
    "po.rule.PO-WRONG-SLOT": (
        "Le joueur qui pose une affiche sur un emplacement qui est réservé à une autre affiche doit la "
        "reprendre et, à titre de pénalité, prendre une affiche supplémentaire à la RÉSERVE."),
    "po.rule.PO-EXCHANGE": (
        "À tout moment de la partie, un joueur peut échanger les affiches qu’il veut, nombre pour nombre : "
        "prendre à la RÉSERVE, sur le dessus de la pile, un nombre d’affiches égal à celui qu’on veut échanger, "
        "et glisser sous la pile, toujours face contre table, les affiches à échanger. L’échange d’affiches "
        "compte pour un tour ; on ne peut pas échanger plus d’affiches qu’on n’en a."),
    "po.rule.PO-RESERVE-EMPTY": (
        "Si la RÉSERVE n’a plus assez d’affiches pour un échange ou une pénalité, le joueur prend ce qui reste, "
        "et le journal le note (notre décision)."),
    # chance
    "po.rule.PO-CHANCE": (
        "Un joueur peut tirer volontairement une carte de Chance chaque fois que c’est à lui de jouer (au lieu "
        "de jeter le dé ou d’échanger des affiches) : cela compte alors pour un tour."),
    "po.rule.PO-CHANCE-SQUARE": (
        "Un joueur qui s’arrête sur une case « Prenez une carte de Chance » doit obligatoirement en prendre "
        "une, dans le même tour."),
    "po.rule.PO-STOCK": (
        "Le joueur prend la carte supérieure de la pile STOCK, suit les indications qui y sont marquées et "
        "remet la carte, à l’endroit, sur la case ÉCART ; les cartes « DÉFENSE D’AFFICHER », une fois tirées, "
        "restent sur la piste sans jamais retourner sur la case ÉCART. Lorsque le paquet de cartes de Chance "
        "est épuisé, les cartes de la case ÉCART sont battues et replacées à l’envers sur la case STOCK."),
    "po.rule.PO-BAN": (
        "Le joueur qui tire une carte « DÉFENSE D’AFFICHER » la place sur le panneau de son choix pour "
        "l’INTERDIRE : posée sur un seul emplacement réservé ou à cheval sur 2, 3 ou 4 emplacements d’un même "
        "panneau, elle interdit l’affichage sur une partie ou sur la totalité de celui-ci. Pour la déplacer, il "
        "faut qu’un joueur tire la carte « GRATTOIR D’AFFICHES »."),
    "po.rule.PO-SCRAPER": (
        "La carte « GRATTOIR D’AFFICHES » permet soit de retirer une carte « DÉFENSE D’AFFICHER » du panneau "
        "où elle a été posée afin de libérer celui-ci, et de la replacer immédiatement sur un autre panneau qui "
        "devient, à son tour, interdit ; soit de retirer une affiche déjà posée sur son emplacement réservé et "
        "de la donner à un autre joueur, qui est obligé de l’accepter. De plus, si le joueur qui détient le "
        "GRATTOIR a dans son jeu le double de l’affiche grattée, il peut la poser à la place de celle-ci."),
    "po.rule.PO-FOG": (
        "« Foncez dans le brouillard » : son détenteur pose les affiches de son choix sur leurs emplacements "
        "(notre décision), sur n’importe quel panneau, dans le même tour, sans s’arrêter sur une case brosse ; "
        "chacune va sur l’emplacement libre réservé à sa marque, hors d’une interdiction. Autant qu’il le "
        "souhaite : la carte telle qu’elle est décrite ne fixe pas de nombre (notre lecture)."),
    "po.rule.PO-CARDS": (
        "Les autres cartes du paquet par défaut de l’application sont inventées, le paquet imprimé n’étant pas "
        "publié : avancer ou reculer de 3 cases, rejouer, prendre une affiche à la RÉSERVE, donner une affiche "
        "au joueur de son choix, passer son prochain tour."),
    "po.rule.PO-SIMPLE": (
        "Jeu simplifié : pour simplifier et accélérer le jeu, on ne fait pas intervenir les cartes de chance ; "
        "à son tour, le joueur n’a plus le choix qu’entre 2 possibilités, la PROGRESSION ou l’ÉCHANGE "
        "D’AFFICHES. Quand un joueur s’arrête sur une case « Prenez une carte de Chance », il rejoue alors "
        "immédiatement."),
    # la fin
    "po.rule.PO-WIN": (
        "Le joueur (ou l’équipe) qui parvient, le premier, à se débarrasser de toutes ses affiches gagne la "
        "partie."),
    "po.rule.PO-END": "La partie s’arrête là : aucun tour ne se joue après celui du gagnant.",
    # règles maison
    "po.rule.PO-HOUSE-STAY": (
        "Règle maison « coller en restant sur place » : rester sur une case brosse compte comme y arriver, et "
        "le joueur y pose de nouveau ses affiches."),
    "po.rule.PO-FINISH": (
        "Une partie peut être saisie par son seul ordre d’arrivée (saisi par la table, non arbitré) : le gagnant, "
        "puis, si la table le veut, les autres dans l’ordre ; aucun tour n’est noté avec lui."),
}
