"""Textes français des jeux dérivés de Paleo (scorers/paleo_games) et de leurs écrans."""

MESSAGES: dict[str, str] = {
    "game.paleo-points": "Match aux points",
    "game.paleo-billard-double": "Billard Doublé",
    "game.paleo-cricket": "Billard Cricket",
    "game.paleo-billard-compte": "Billard Compté",
    "game.paleo-kayak": "La Course de Kayak",
    "game.pitchanque": "Pitchanque",
    "game.paleo-frontiere": "Frontière",
    "game.paleo-hockey": "Hockey",
    "pg.house.overshoot-allowed": "dépassement permis",
    "pg.house.overshoot-allowed.about": (
        "Un Doublé qui dépasse 50 compte, et 50 ou plus gagne (au lieu de 50 exactement)."
    ),
    "pg.house.fault-skips-turn": "une faute fait passer le tour suivant",
    "pg.house.fault-skips-turn.about": "Le joueur fautif perd aussi son tour suivant.",
    # --- commun --------------------------------------------------------------------------------
    "pg.col.no": "N°",
    "pg.col.event": "Ce qui s’est passé",
    "pg.col.scorer": "Marque",
    "pg.col.points": "Points",
    "pg.criterion.points": "points",
    "pg.criterion.won": "matchs gagnés",
    "pg.over": "la partie est finie, {winner} l’a gagnée : plus rien ne peut être noté",
    "pg.turn": "c’est {player:à} de jouer, pas {shooter:à}",
    "pg.running": "score : {score}.",
    "pg.score_more": "{before} – {part}",
    "pg.score_part": "{side} {points}",
    "pg.status.won": "{winner} a gagné la partie ({score})",
    "pg.headline": "La partie : {target}.",
    "pg.in_progress": "Pas encore finie : {status}.",
    "pg.house_rule": "Règle maison en vigueur, {name} : {about}",
    "pg.teams": "Équipes : {teams}.",
    "pg.team": "{team} ({members})",
    # --- Match aux points ----------------------------------------------------------------------
    "pg.mp.goal": "le premier à {target} points gagne ; pour l’instant {score}",
    "pg.mp.goal_short": "le premier à {target} points",
    "pg.mp.explorer": "Explorateur {n}",
    "pg.mp.mercenary": "Mercenaire {n}",
    "pg.mp.subject.entry": "{player} : {piece:le} entre dans un Sanctuaire",
    "pg.mp.subject.capture": "{player} capture {piece:le}",
    "pg.mp.scores": "un Explorateur qui entre dans un Sanctuaire opposé marque 1 point ({piece}).",
    "pg.mp.no_score": "un Mercenaire qui entre dans un Sanctuaire opposé ne marque rien ({piece}).",
    "pg.mp.exchanged": "{piece:le} est échangé contre {back:le}, qui revient au camp de base.",
    "pg.mp.gone": "{piece:le} {player:de} est capturé (hors du plateau) et n’a pas été échangé",
    "pg.mp.not_held": "{piece:le} {player:de} n’est pas un pion capturé : il ne peut pas être échangé",
    "pg.mp.explorers_dont": "{piece:le} ne peut pas capturer : seuls les Mercenaires (1, 2, 8) capturent",
    "pg.mp.captured": "{by:le} touche {piece:le} {owner:de} : capturé.",
    "pg.mp.off": "{piece:le} {owner:de} est sorti du plateau : capturé par {player}.",
    # --- billards ------------------------------------------------------------------------------
    "pg.bd.goal": "le premier à {target} points exactement gagne ; pour l’instant {score}",
    "pg.bd.goal_short": "le premier à {target} points exactement",
    "pg.bd.piece.r": "le rouge {n}",
    "pg.bd.piece.g": "le vert {n}",
    "pg.bd.subject": "{player} touche {pieces}",
    "pg.bd.subject.none": "{player} ne touche rien",
    "pg.bd.ignored": "{pieces} ne [count:compte|comptent] pas (seuls les 2 premiers pions d’un coup comptent).",
    "pg.bd.none": "aucun pion touché : au joueur suivant.",
    "pg.bd.once": "le Doublé de {n} est déjà fait dans ce tour : au joueur suivant.",
    "pg.bd.half": "{piece} touché : nouveau coup, pour {other}.",
    "pg.bd.missed": "{piece} au lieu {wanted:de} : Doublé raté, au joueur suivant.",
    "pg.bd.double": "Doublé de {n} : {n} [n:point|points].",
    "pg.bd.overshoot": "Doublé de {n}, mais {before} + {n} dépasse {target} : le score reste et le tour passe.",
    "pg.bd.all_made": "les 8 Doublés sont faits dans ce tour : ils peuvent être recommencés.",
    "pg.bd.again": "{player} rejoue.",
    "pg.bc.goal": "fermer les 8 Doublés et mener pour gagner ; pour l’instant {score}",
    "pg.bc.goal_short": "fermer les 8 Doublés et avoir le plus de points",
    "pg.bc.close": "Doublé de {n} : les {n} sont fermés ({left} encore [left:ouvert|ouverts]).",
    "pg.bc.points": "Doublé de {n}, fermé et encore ouvert pour {other} : {n} [n:point|points].",
    "pg.bc.dead": "Doublé de {n}, fermé par les deux : pas de point.",
    "pg.cp.goal": "le premier à toucher les {target} pions dans l’ordre gagne ; pour l’instant {score}",
    "pg.cp.goal_short": "rouges 1 à 8 puis verts 1 à 8, dans l’ordre",
    "pg.cp.criterion": "pions touchés dans l’ordre",
    "pg.cp.passed": "{pieces} dans l’ordre : {count} [count:pion|pions] de plus.",
    "pg.cp.next": "{player} rejoue, pour {piece}.",
    "pg.cp.all": "tous les pions sont touchés dans l’ordre.",
    "pg.cp.missed": "{piece} n’a pas été touché en premier : au joueur suivant.",
    # --- Kayak ---------------------------------------------------------------------------------
    "pg.ky.goal": "toutes les portes dans l’ordre, puis la ligne ; pour l’instant {score} (l’arrivée compte 1 ; "
                  "{target} gagne)",
    "pg.ky.goal_short": "toutes les portes dans l’ordre, puis la ligne d’arrivée",
    "pg.ky.criterion": "portes franchies (et l’arrivée)",
    "pg.ky.subject": "kayak {player:de}",
    "pg.ky.gates": "[count:porte|portes] {gates} [count:franchie|franchies].",
    "pg.ky.nothing": "aucune porte franchie.",
    "pg.ky.self": "un kayak ne peut pas se toucher lui-même",
    "pg.ky.no_gate": "il n’y a pas de porte {gate} : le parcours en a {gates}",
    "pg.ky.touch": "touche le kayak {other:de}.",
    "pg.ky.reverse": "porte {gate} franchie à l’envers.",
    "pg.ky.wrong": "porte {gate} franchie au lieu de la porte {wanted}.",
    "pg.ky.all_passed": "porte {gate} refranchie après toutes les portes.",
    "pg.ky.fault": "faute : les kayaks reviennent où ils étaient et le joueur passe son tour.",
    "pg.ky.will_skip": "il perd aussi son tour suivant.",
    "pg.ky.skipped": "{player} passe ce tour.",
    "pg.ky.finished": "{player} passe la ligne d’arrivée après toutes les portes.",
    "pg.ky.early": "la ligne est passée avec encore {left} [left:porte|portes] à franchir : cela ne compte pas.",
    # --- Pitchanque ----------------------------------------------------------------------------
    "pg.pq.goal": "la première équipe à {target} points gagne ; pour l’instant {score}",
    "pg.pq.goal_short": "des mènes jusqu’à ce qu’une équipe ait {target} points",
    "pg.pq.col.mene": "Mène",
    "pg.pq.subject": "{first} commence la mène",
    "pg.pq.count": "{team} a {pieces} pions : {placed} en jeu et {out} hors-jeu font {sum}",
    "pg.pq.out": "{n} [n:pion|pions] {team:de} hors-jeu (ne [n:marque|marquent] jamais).",
    "pg.pq.none_in_play": "aucun pion en jeu : pas de point.",
    "pg.pq.tie": "les pions les plus proches des deux équipes sont à égale distance : aucun pion n’est plus près "
                 "que tous les pions adverses, pas de point.",
    "pg.pq.point": "{team} a {n} [n:pion|pions] plus [n:proche|proches] du cochonnet que tous les pions adverses : "
                   "{n} [n:point|points].",
    "pg.pq.jack_out": "{by} a envoyé le cochonnet hors-jeu : {team} marque ses {unplayed} [unplayed:pion|pions] non "
                      "[unplayed:joué|joués] + 1 = {points}.",
    "pg.pq.unplayed_max": "{team} n’a que {pieces} pions",
    # --- Frontière -----------------------------------------------------------------------------
    "pg.fr.goal": "le premier avec ses {target} pions de l’autre côté gagne ; pour l’instant {score}",
    "pg.fr.goal_short": "le premier avec ses 7 pions dans le camp adverse",
    "pg.fr.criterion": "pions dans le camp adverse",
    "pg.fr.subject": "{player} joue",
    "pg.fr.change": "{player} : {before} → {after} de l’autre côté.",
    "pg.fr.same": "rien ne change de part et d’autre de la frontière.",
    "pg.fr.both": "les deux ont tous leurs pions de l’autre côté : {player}, qui a joué, gagne.",
    # --- Hockey --------------------------------------------------------------------------------
    "pg.hk.goal": "le premier à {target} buts gagne ; pour l’instant {score}",
    "pg.hk.goal_short": "le premier à {target} buts",
    "pg.hk.criterion": "buts",
    "pg.hk.subject.faceoff": "engagement",
    "pg.hk.subject.goal": "but pour {player}",
    "pg.hk.subject.fault": "faute {player:de} : {fault}",
    "pg.hk.subject.out": "{player} sort le palet",
    "pg.hk.subject.blocked": "palet bloqué, donné au Goal {player:de}",
    "pg.hk.attacks": "{player} attaque.",
    "pg.hk.faceoff_due": "il faut d’abord un engagement (au début et après chaque but)",
    "pg.hk.no_faceoff": "un engagement n’a lieu qu’au début et après un but",
    "pg.hk.scored": "le palet a franchi la ligne : but pour {player}.",
    "pg.hk.from_free": "marqué sur coup franc.",
    "pg.hk.goalie": "frappé par un Goal, qui ne peut pas marquer : pas de but, le palet est donné au Goal "
                    "{player:de}.",
    "pg.hk.no_free": "{player} n’a pas de coup franc",
    "pg.hk.not_attacker": (
        "{player} défend ({attacker} attaque) : seul l’Attaquant tire sur le palet, « {fault} » ne peut "
        "donc être qu’une faute de l’Attaquant"),
    "pg.hk.free": "coup franc pour {player}.",
    "pg.hk.fault.replacement-touch": "contact en se remplaçant",
    "pg.hk.fault.missed-puck": "palet raté",
    "pg.hk.fault.opponent-first": "pion adverse touché avant le palet",
    "pg.hk.fault.same-piece": "même pion deux fois de suite",
    # --- screens and PDF -------------------------------------------------------------------------
    "pg.pdf.log": "La partie, coup par coup",
    "pg.pdf.not_over": "Pas encore finie : {status}.",
    "pg.ui.all_lines": "Tout le déroulé",
    "pg.ui.clear": "Effacer",
    "pg.ui.first_team": "Équipe qui commence la première mène",
    "pg.ui.fr.across": "{player} : pions de l’autre côté",
    "pg.ui.fr.help": "Après le coup, comptez les pions de chacun dans le camp adverse.",
    "pg.ui.gates": "Portes",
    "pg.ui.held": "premier pion : {piece}, touchez le second",
    "pg.ui.hint.count": "prochain : {sides}",
    "pg.ui.hint.cricket": "fermés : {sides}",
    "pg.ui.hint.double": "Doublé entamé : {pending} ; Doublés faits dans ce tour : {done}",
    "pg.ui.hk.attacker": "Attaquant : {player}",
    "pg.ui.hk.attacker_faults": "Fautes de l’Attaquant seulement : {faults}.",
    "pg.ui.hk.blocked": "Bloqué → Goal {player:de}",
    "pg.ui.hk.faceoff": "Engagement : {player}",
    "pg.ui.hk.faceoff_due": "Engagement : qui attaque ?",
    "pg.ui.hk.fault": "Faute {player:de}",
    "pg.ui.hk.free": "Coup franc pour {player}.",
    "pg.ui.hk.from_free": "Le but vient directement du coup franc",
    "pg.ui.hk.goal": "But {player}",
    "pg.ui.hk.goalie": "Marqué par le Goal pour {player} (pas de but)",
    "pg.ui.hk.kind": "Type de faute",
    "pg.ui.hk.out": "{player} a sorti le palet",
    "pg.ui.house_rules": "Règles maison",
    "pg.ui.ky.finish": "Ligne d’arrivée passée",
    "pg.ui.ky.help": (
        "Touchez les portes franchies par ce coup, dans l’ordre (activez "
        "« à l’envers » avant une porte franchie à l’envers)."
    ),
    "pg.ui.ky.line": "{player} : vers la ligne",
    "pg.ui.ky.next": "{player} : porte {gate}",
    "pg.ui.ky.no_touch": "aucun kayak touché",
    "pg.ui.ky.reverse": "porte suivante à l’envers",
    "pg.ui.ky.reversed": "{gate} à l’envers",
    "pg.ui.ky.shot": "Ce coup : portes {gates}",
    "pg.ui.ky.touched": "Kayak touché",
    "pg.ui.latest": "Derniers coups",
    "pg.ui.log_shot": "Noter le coup",
    "pg.ui.mp.capture": "Capture",
    "pg.ui.mp.captured": "{player} a capturé : {pieces}",
    "pg.ui.mp.entry": "Entrée au Sanctuaire",
    "pg.ui.mp.exchange": "Échanger contre",
    "pg.ui.mp.for": "Pour {player} :",
    "pg.ui.mp.help_capture": "Capturé par (Mercenaire, ou sorti du plateau), puis touchez le pion {other:de} capturé.",
    "pg.ui.mp.help_entry": (
        "Touchez le pion entré dans un Sanctuaire {other:de} "
        "(Explorateurs 3 à 7 en bleu : 1 point)."
    ),
    "pg.ui.mp.no_exchange": "pas d’échange",
    "pg.ui.mp.off": "hors plateau",
    "pg.ui.not_over": "Pas encore finie",
    "pg.ui.nothing": "Rien touché",
    "pg.ui.pq.back": "Retirer le dernier",
    "pg.ui.pq.empty": "Touchez l’équipe de chaque pion, du plus proche du cochonnet au plus loin.",
    "pg.ui.pq.equal": "à égalité",
    "pg.ui.pq.first": "{team} commence",
    "pg.ui.pq.help": (
        "Mène finie : touchez l’équipe de chaque pion en jeu, du "
        "plus proche du cochonnet au plus loin ; comptez les pions hors-jeu."
    ),
    "pg.ui.pq.jack": "Sorti par {team}",  # under "Le cochonnet est parti…": one line in a 180 px button
    "pg.ui.pq.jack_help": "Le cochonnet est parti en zone hors-jeu (les pions touchés plus bas sont ceux déjà joués) :",
    "pg.ui.pq.left": "{team} : {n} à placer",
    "pg.ui.pq.log": "Noter la mène",
    "pg.ui.pq.out": "Hors-jeu : {team}",
    "pg.ui.pq.out_item": "hors-jeu {team}",
    "pg.ui.pq.tie": "À égalité (un de chaque)",
    "pg.ui.refused_rule": "{rule} : {text}.",
    "pg.ui.setup_refused": "Impossible de commencer : {problems}",
    "pg.ui.shooting": "{player} joue",
    "pg.ui.start_order": "Dans l’ordre de départ (le premier joue en premier).",
    "pg.ui.tab.log": "Coups",
    "pg.ui.tab.sheet": "Feuille",
    "pg.ui.team_name": "Nom de l’équipe {team} (facultatif)",
    "pg.ui.teams": "Équipes",
    "pg.ui.teams_help": "L’équipe de chacun, A ou B (à 3 joueurs, deux contre un).",
    "pg.ui.two_pieces": "deux pions dans ce coup",
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
    "pg.pq.second_before_first": (
        "{by} n’a pas pu envoyer le cochonnet hors-jeu : {first} (l’équipe qui joue en premier) avait "
        "encore ses {pieces} pions à jouer."),
    # --- tapsbilliard (issue 17: entry with fewer taps) ---
    "pg.ui.doubles": "Un Doublé d’un seul appui (le rouge, puis le vert) :",
    "pg.rule.PQ-RESULT": (
        "Une mène peut être notée par son seul résultat : l’équipe qui marque et ses points (de 1 au "
        "nombre de pions d’une équipe), ou personne ne marque."),
    "pg.pq.result": "{team} marque {n} [n:point|points] (mène notée par son résultat).",
    "pg.pq.result_none": "personne ne marque (mène notée par son résultat).",
    "pg.pq.result_range": (
        "{team} ne peut pas marquer {n} [n:point|points] en une mène : une équipe a {pieces} pions, "
        "chacun marque au plus 1"),
    "pg.pq.result_no_team": "{n} [n:point|points] sans équipe qui les marque",
    "pg.ui.pq.result_help": "Mène finie : touchez qui marque et combien de points (ou les pions un par un plus bas).",
    "pg.ui.pq.nobody": "Personne ne marque",
    # branch labels: what an undo or a redo names (was the event as typed, as JSON): the event as the sheet
    # says it, with the points it scored
    "pg.change.scored": "{what} ({scorer} {points})",
    "pg.change.events": "{events}",
    # turn points (PG-TOTALS, issue 24): a turn entered as the points the table counted
    "pg.rule.PG-TOTALS": (
        "Un tour peut être saisi par ses seuls points, comptés par la table (non arbitré) : un nombre entier de 0 "
        "au plus qu’un tour puisse marquer dans ce jeu ; quand les tours comptent, le tour passe ensuite."),
    "pg.totals.not_here": "ce jeu ne prend pas de tour saisi par ses points",
    "pg.totals.closed_not_here": "seul le Billard Cricket nomme les numéros fermés pendant un tour",
    "pg.totals.not_whole": "{player} : {points} ne peut pas être les points d’un tour : un nombre entier est attendu",
    "pg.totals.out_of_range": (
        "{player} : {points} [points:point|points] ne peuvent pas être les points d’un tour ici : de 0 à {most}"),
    "pg.totals.cannot_close": (
        "{player} ne peut pas fermer les {n} pendant ce tour (déjà fermés, nommés deux fois, ou pas de 1 à 8)"),
    "pg.totals.entered": (
        "{player} : {points} [points:point saisi|points saisis] par la table (coups non saisis, non arbitrés)."),
    "pg.totals.closed": "numéros fermés pendant ce tour : {numbers}.",
    "pg.totals.subject": "tour {player:de} : {points} [points:point saisi|points saisis]",
    "pg.ui.totals.field": "Points du tour",
    "pg.ui.totals.hint": "12, puis Entrée",
    "pg.ui.totals.help": (
        "Points du tour : touchez-les dans la ligne de qui a marqué (un tour entre les deux n’a rien marqué), "
        "ou tapez-les pour {player} puis Entrée."),
    # final scores (PG-FINAL, issue 24.5): a whole match entered as the score each side finished with
    "pg.rule.PG-FINAL": (
        "Une partie peut être saisie par ses seuls scores finaux, un par camp, tels que la table les a gardés "
        "(non arbitrés) : c’est toute la partie, chacun un nombre entier de 0 au plus qu’une partie de ce jeu "
        "puisse finir ; un seul camp a atteint le but et gagné, tous les autres sont en dessous. Au Billard "
        "Cricket, sans but ni maximum, le joueur qui a strictement plus de points a gagné et ses 8 Doublés sont "
        "tenus pour fermés ; des points égaux ne sont pas des scores finaux."),
    "pg.final.not_here": "ce jeu ne prend pas de partie saisie par ses scores finaux",
    "pg.final.not_alone": (
        "les scores finaux sont toute la partie : ils ne peuvent ni suivre ni précéder un autre événement"),
    "pg.final.unknown": "{player} n’est pas dans cette partie ({players})",
    "pg.final.missing": "{player} n’a pas de score final",
    "pg.final.not_whole": "{player} : {score} n’est pas un score : un nombre entier à partir de 0 est attendu",
    "pg.pq.final.jack_out_first": ("{winner} ne peut dépasser {most} que par un cochonnet sorti par {loser}, qui "
                                   "jouait donc en premier : {loser} avait gagné la mène d’avant et ne peut pas "
                                   "avoir 0"),
    "pg.final.over": "{player} : {score}, c’est plus qu’une partie de ce jeu ne peut finir (au plus {most})",
    "pg.final.no_winner": (
        "personne n’a atteint {target} : la partie n’est pas finie, ce ne sont donc pas des scores finaux"),
    "pg.final.two_winners": "{players} ont atteint {target} : un seul camp gagne",
    "pg.final.entered": "saisi par les scores finaux : les coups n’ont pas été arbitrés.",
    "pg.final.won": "{player} a atteint {target} avec {score} et gagne.",
    "pg.final.subject": "scores finaux saisis",
    "pg.bc.final.level": ("{players} ont tous deux {score} : une partie de Billard Cricket finit avec un joueur "
                           "devant aux points, ce ne sont donc pas des scores finaux"),
    "pg.bc.final.won": ("{player} finit devant, {score} à {other}, et gagne : ses 8 Doublés sont tenus pour "
                         "fermés."),
    "pg.ui.final.help": "Scores finaux : le score de fin de chaque joueur, Entrée pour le suivant (non arbitré).",
    "pg.ui.final.closed": "Les scores finaux sont toute une partie : ils se saisissent avant tout événement.",
    "pg.ui.final.field": "{player}",
    "pg.ui.final.not_number": "{player} : « {text} » n’est pas un score : tapez un nombre entier, comme 12.",
    # le seul gagnant (PG-WINNER, issue 24) : une course saisie par le kayak qui a passé la ligne le premier
    "pg.rule.PG-WINNER": (
        "Une partie dont le résultat est qui finit le premier peut être saisie par son seul gagnant, tel que la "
        "table l’a vu (non arbitré) : c’est toute la partie ; le gagnant est l’un des camps et marque le but, la "
        "progression des autres n’est pas connue et s’écrit 0."),
    "pg.winner.not_here": "ce jeu ne prend pas de partie saisie par son seul gagnant",
    "pg.winner.not_alone": (
        "le seul gagnant est toute la partie : il ne peut ni suivre ni précéder un autre événement"),
    "pg.winner.entered": (
        "saisi par le seul gagnant : les coups et les portes n’ont pas été arbitrés, ceux des autres pas connus."),
    "pg.winner.won": "Le kayak {player:de} a passé la ligne d’arrivée le premier et gagne.",
    "pg.winner.subject": "gagnant saisi",
    "pg.ui.winner.open": "Le gagnant",
    "pg.ui.winner.help": "Le kayak qui a passé la ligne d’arrivée le premier : un toucher (non arbitré).",
    "pg.ui.winner.closed": "Le seul gagnant est toute une course : il se saisit avant tout événement.",
    "pg.ui.totals.not_number": "« {text} » n’est pas un nombre de points : tapez un nombre entier, comme 12.",
    "pg.ui.totals.closing": "Fermés pendant ce tour :",
    "pg.ui.totals.shots": "Ou coup par coup :",
    "pg.pdf.totals_legend": (
        "Lignes « saisis » : tours dont la table a compté les points ; leurs coups n’ont pas été arbitrés."),
}
