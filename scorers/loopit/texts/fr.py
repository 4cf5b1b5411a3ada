"""Texte français de Loopit (clés `lp.*`, variantes et totaux de Loopit)."""

MESSAGES: dict[str, str] = {
    "game.loopit": "Loopit",
    "variant.loopit.standard": "partie complète",
    "variant.loopit.standard.about": (
        "On joue jusqu’à ce que toutes les tuiles soient posées ou que plus aucun coup ne soit possible."),
    "variant.loopit.fixed-turns": "tours fixés",
    "variant.loopit.fixed-turns.about": (
        "Un nombre de tours défini d’avance : 7 à 4 joueurs ; 9 à 3 avec 2 tuiles retirées ; 13 à 2 avec 4 "
        "retirées. La partie s’arrête plus tôt si les tuiles sont épuisées."),
    "criterion.lp.points": "points",
    "extra.tiles_laid": "{count} [count:tuile posée|tuiles posées]",
    "lp.side.N": "nord",
    "lp.side.E": "est",
    "lp.side.S": "sud",
    "lp.side.W": "ouest",
    "lp.tile": "{value:le} [sides:au chemin|aux chemins] vers {sides:le}",
    "lp.move": "{tile} en {square}",
    "lp.v.off_board": "La case {square} n’est pas sur le plateau : une tuile se pose sur une case du plateau.",
    "lp.v.square_taken": "La case {square} porte déjà {tile} : une tuile se pose sur une case libre.",
    "lp.v.line_into_edge": (
        "La tuile en {square} a un chemin sur son bord {side}, contre le bord du plateau : il est interdit de"
        " couper un chemin avec le bord du plateau."),
    "lp.v.cut_mine": (
        "La tuile en {square} a un chemin sur son bord {side}, mais le {value} en {other} n’en a pas de ce "
        "côté : il est interdit de couper un chemin."),
    "lp.v.cut_theirs": (
        "Le {value} en {other} a un chemin vers {square}, mais la tuile posée là n’en a pas sur son bord "
        "{side} : il est interdit de couper un chemin."),
    "lp.v.not_connected": (
        "La tuile en {square} n’est reliée à aucune tuile : toute nouvelle tuile doit prolonger le chemin "
        "d’une tuile déjà sur le plateau."),
    "lp.v.light_not_connected": (
        "Tour {turn}, tuile {n} : aucune voisine reliée ; toute nouvelle tuile doit prolonger le chemin d’une"
        " tuile déjà sur le plateau."),
    "lp.v.no_start": "Des tuiles sont posées mais il n’y a pas de tuile de départ au centre.",
    "lp.v.dead_end_start": (
        "La tuile de départ, {tile}, est un cul-de-sac : défaussez-la et piochez-en une autre pour le centre."),
    "lp.v.out_of_turn": (
        "Le tour {turn} revient {expected:à}, pas {named:à} : on joue dans le sens des aiguilles d’une "
        "montre."),
    "lp.v.too_many": "Le tour {turn} pose {count} tuiles : on pose au plus {most} tuiles par tour.",
    "lp.v.swap_with_tiles": (
        "Le tour {turn} pose des tuiles et change la réglette : seul un joueur qui ne pose aucune tuile peut "
        "se défausser."),
    "lp.v.fixed_over": "Le tour {turn} dépasse les {turns} tours par joueur de cette variante.",
    "lp.v.tiles_out": (
        "Le tour {turn} vient après la pose de la dernière des {available} tuiles : la partie était finie."),
    "lp.v.more_than_box": "{count} tuiles sont sur le plateau, mais cette partie n’en compte que {available}.",
    "lp.end.tiles_out": "La partie est finie : les {available} tuiles sont posées.",
    "lp.end.turns_played": "La partie est finie : chaque joueur a joué ses {turns} tours.",
    "lp.end.blocked": "La partie est finie : la table a constaté que personne ne peut plus poser de tuile.",
    "lp.end.no_open_end": (
        "La partie est finie : aucun chemin ne mène à une case libre, aucune tuile ne peut plus être posée."),
    "lp.end.going": "{going}.",
    "lp.end.going_example": "{going} ; {example}.",
    "lp.end.example": "par exemple, une tuile [sides:au chemin|aux chemins] vers {sides:le} peut aller en {square}",
    "lp.end.going_fixed": (
        "La partie n’est pas finie : {player} joue ensuite ({played} tours joués sur {total}), il reste {left} "
        "[left:tuile|tuiles]"),
    "lp.end.going_free": "La partie n’est pas finie : {player} joue ensuite, il reste {left} [left:tuile|tuiles]",
    "lp.note.over": "{reason}",
    # points only: the app sees no tile, so it counts none
    "lp.end.going_points_fixed": "La partie n’est pas finie : {player} joue ensuite ({played} tours joués sur {total})",
    "lp.end.going_points": "La partie n’est pas finie : {player} joue ensuite",
    "lp.ui.help.points": "Points seuls : tapez les points du tour dans le champ, puis Entrée.",
    "lp.what.board": "{value} en {square}",
    "lp.what.light": "tuile {value}",
    "lp.x.tile": (
        "{what} : {value} × {multiplier} = {base}, plus {links} pour [n:la tuile reliée|les tuiles reliées] :"
        " {points}."),
    "lp.x.tile_alone": "{what} : {value} × {multiplier} = {points}, aucune tuile reliée.",
    "lp.x.not_linked": "[n:Le|Les] {values} à côté [n:n’est|ne sont] pas [n:relié|reliés] : pas de points.",
    "lp.x.turn_total": "Tour : {parts} = {points}.",
    "lp.x.swap": "Aucune tuile posée : {player} change ses {rack} tuiles et marque 0.",
    "lp.x.pass": "Aucune tuile posée, pas de défausse : {player} garde ses tuiles et marque 0.",
    "lp.subject.swap": "défausse",
    "lp.subject.pass": "aucune tuile",
    "lp.subject.tiles": "{tiles}",
    "lp.col.turn": "Tour",
    "lp.col.tiles": "Tuiles",
    "lp.col.tiles_laid": "Tuiles",
    "lp.head.light": "Saisie légère : valeurs, multiplicateurs et liens, sans le plateau.",
    "lp.head.example_board": (
        "Plateau : reconstitué d’après les descriptions publiées, {size} × {size} ; vérifiez-le sur le vôtre."),
    "lp.head.board": "Plateau : {name}, {size} × {size}.",
    "lp.head.fixed": "Tours fixés : {turns} chacun à {players} joueurs, {removed} tuiles retirées au début.",
    "lp.pdf.board": "Le plateau à la fin",
    "lp.pdf.pad": "Feuille de score",
    "lp.pdf.turns": "Tour par tour",
    "lp.pdf.round": "Manche",
    "lp.pdf.total": "Total",
    "lp.pdf.legend": (
        "Chaque tuile est dessinée dans la couleur du joueur qui l’a posée (la tuile de départ en sable), "
        "avec ses chemins et sa valeur ; ×2, ×3 : cases multiplicatrices. Colonnes a, b, c… depuis la gauche,"
        " lignes 1, 2, 3… depuis le haut."),
    "lp.ui.side.N": "N",
    "lp.ui.side.E": "E",
    "lp.ui.side.S": "S",
    "lp.ui.side.W": "O",
    "lp.ui.lines": "Chemins de la tuile en main",
    "lp.ui.value": "Valeur",
    "lp.ui.multiplier": "Multiplicateur de sa case",
    "lp.ui.links_help": "Valeurs des voisines reliées par son chemin (touchez chacune)",
    "lp.ui.clear_links": "Effacer",
    "lp.ui.add_tile": "Ajouter cette tuile",
    "lp.ui.links": "Reliées : {links}",
    "lp.ui.next": "Tour {turn} : {player:à} de jouer",
    "lp.ui.next_fixed": "Tour {turn} sur {total} : {player:à} de jouer",
    "lp.ui.continue_turn": "Reprendre le tour {player:de} ({n} [n:tuile posée|tuiles posées])",
    "lp.ui.enter_turn": "Saisir le tour {player:de}",
    "lp.ui.blocked": "Plus aucun coup possible",
    "lp.ui.unblock": "Finalement, un coup est possible",
    "lp.ui.turn_n": "Tour {n}",
    "lp.ui.tab.pad": "Feuille de score",
    "lp.ui.tab.turn": "Tour",
    "lp.ui.mode.board": "Sur le plateau",
    "lp.ui.mode.light": "Saisie légère",
    "lp.ui.end_turn": "Finir le tour",
    "lp.ui.swap": "Changer ses {rack} tuiles, 0 point",
    "lp.ui.pass": "Ne rien poser, garder ses tuiles",
    "lp.ui.start_discarded": "{tile} est un cul-de-sac : il est retiré du jeu. Piochez une autre tuile de départ.",
    "lp.ui.start_on_centre": "La tuile de départ se pose au centre, en {square}.",
    "lp.ui.pick_lines": "Choisissez au moins un chemin pour la tuile en main.",
    "lp.ui.square_holds": "La case {square} porte {tile}.",
    "lp.ui.take_back": "Reprendre",
    "lp.ui.turn_title": "Tour {n} : {player} pose jusqu’à 3 tuiles",
    "lp.ui.help.start": (
        "D’abord la tuile de départ : choisissez ses chemins et sa valeur, puis touchez la case centrale "
        "{square}."),
    "lp.ui.help.board": (
        "Choisissez la tuile en main, puis touchez sa case. Points verts : où elle peut aller. Touchez une "
        "tuile de ce tour pour la reprendre."),
    "lp.ui.help.light": (
        "Saisissez chaque tuile : sa valeur, le multiplicateur de sa case et les valeurs des tuiles qu’elle "
        "relie."),
    "lp.ui.turn_points": "Ce tour : {parts} = {points}",
    "lp.ui.no_tile_yet": "Aucune tuile posée pour l’instant.",
    "lp.ui.finish_turn_first": "Finissez ou reprenez d’abord le tour en cours de saisie.",
    "lp.ui.no_way_back": "Des tuiles ont été saisies sans leur case : la partie reste en saisie légère.",
    "lp.ui.start_fixed": "La tuile de départ ne change plus une fois des tuiles posées.",
    "lp.ui.start_first": "Posez d’abord la tuile de départ au centre.",
    "lp.ui.nothing_laid": "Aucune tuile posée : posez une tuile, ou changez vos 5 tuiles.",
    "lp.v.no_move_left": (
        "Le tour {turn} vient après la fin de la partie : aucun chemin ne menait à une case libre, plus aucune "
        "tuile ne pouvait être posée."),
    "lp.cli.bad_move": "{move} n’est pas un coup : écrivez une case, « = », puis une tuile, comme « f5=EW2 »",
    # --- loopit branch (issues 16-17): the board editor -------------------------------------------------
    "lp.board.title": "Le plateau",
    "lp.board.reconstructed": "Reconstitué d’après les descriptions publiées ; vérifiez-le sur votre plateau.",
    "lp.board.name": "Nom du plateau",
    "lp.board.own_name": "Notre plateau",
    "lp.board.size": "Taille",
    "lp.board.smaller": "Plus petit",
    "lp.board.larger": "Plus grand",
    "lp.board.help": (
        "Choisissez un multiplicateur, puis touchez ses cases ; une deuxième touche remet la case simple "
        "(×1 : case simple)."),
    "lp.board.mirror": "Reporter sur les 8 cases symétriques",
    "lp.board.save": "Enregistrer le plateau",
    "lp.board.cancel": "Annuler",
    "lp.board.centre_is_start": "La case centrale est la case de départ : elle n’a pas de multiplicateur.",
    "lp.ui.edit_board": "Modifier le plateau",
    "lp.ui.board_fixed": "Le plateau est fixé dès qu’un tour est noté.",
    "lp.board.clear": "Repartir d’un plateau vide",
    # branch labels: what an undo or a redo names (was the move as typed, in English: "NS1@g6", "swap 2")
    "lp.change.start": "tuile de départ : {tile}",
    "lp.change.start_discarded": "{tile} : cul-de-sac, retiré du jeu",
    "lp.change.board": "plateau : {name}",
    "lp.change.mode.board": "saisie sur le plateau",
    "lp.change.mode.light": "saisie légère",
    "lp.change.lay": "{tile} posé en {square}",
    "lp.change.lay_light": "tuile {value}×{multiplier}+{links}",
    "lp.change.take_back": "tuile {n} reprise",
    "lp.change.turn": "tour {n} noté",
    "lp.change.swap": "tour {n} : tuiles changées",
    "lp.change.pass": "tour {n} : aucune tuile posée",
    "lp.change.blocked": "plus aucun coup possible",
    "lp.change.unblocked": "finalement, un coup est possible",
    # branch lp-points: a turn written as the points the table declares (issue 17: one typed number a turn)
    "lp.v.declared_out_of_range": (
        "Tour {turn} : {points} points ne peuvent pas être le score d’un tour : un tour marque de 0 à {most} "
        "au plus (3 tuiles, chacune sa valeur fois le plus fort multiplicateur, plus quatre voisines reliées)."),
    "lp.v.declared_not_whole": "Tour {turn} : {points} n’est pas un nombre entier de points.",
    "lp.v.declared_with_tiles": (
        "Le tour {turn} annonce ses points et pose ou change aussi des tuiles : les points valent pour tout "
        "le tour."),
    "lp.x.declared": (
        "{player} : {points} [points:point saisi|points saisis] par la table (tuiles non saisies, non arbitrées)."),
    "lp.subject.declared": "points saisis",
    "lp.change.declared": "tour {n} : {points} [points:point saisi|points saisis]",
    "lp.ui.points_only": "Points seuls",
    "lp.ui.points_only_hint": "28, puis Entrée",
    "lp.ui.points_not_number": "« {text} » n’est pas un nombre de points : tapez un nombre entier, comme 28.",
    "lp.pad.declared_mark": "*",
    "lp.pad.declared_legend": "* points saisis par la table, tuiles non arbitrées",
    # branche lp-phone : finir un tour qui porte une tuile illégale (revue de l'issue 17)
    "lp.ui.take_back_first": "Retirez la tuile en {square} avant de finir le tour : {text}",
    "lp.ui.take_back_first_n": "Retirez la tuile n° {n} avant de finir le tour : {text}",
    "lp.ui.turn_points_blocked": "Pas compté : retirez la tuile en {square}",
    "lp.ui.turn_points_blocked_n": "Pas compté : retirez la tuile n° {n}",
    "lp.ui.blocked_confirm_title": "Finir la partie ?",
    "lp.ui.blocked_confirm": "Une tuile peut encore aller en {square}. Finir la partie quand même ?",
    "lp.ui.blocked_confirm_yes": "Finir la partie",
    # branche lpfinal : une partie finie saisie par le total final de chaque joueur (LP-FINAL, issue 24)
    "lp.v.final_with_turns": (
        "Les totaux finaux sont toute la partie : ils ne peuvent pas s’ajouter à {turns} "
        "[turns:tour saisi|tours saisis]."),
    "lp.v.final_unknown": "{player} a un total final mais ne joue pas dans cette partie ({players}).",
    "lp.v.final_missing": "{player} n’a pas de total final : chaque joueur en a un.",
    "lp.v.final_not_whole": "{player} : {total} n’est pas un nombre entier de points.",
    "lp.v.final_out_of_range": (
        "{player} : {total} points ne peuvent pas être un total final : une partie de cette durée se finit avec "
        "0 à {most} points au plus."),
    "lp.end.final": "La partie est finie : la table a saisi le total final de chaque joueur.",
    "lp.head.final": "Saisie par les totaux finaux : non arbitrée (aucun tour ni aucune tuile saisis).",
    "lp.x.final": "{player} : {points} [points:point|points], le total final saisi par la table (non arbitré).",
    "lp.x.final_won": "{player} a le plus haut total, {points}, et gagne.",
    "lp.x.final_shared": (
        "{players} ont le plus haut total, {points} : la règle ne départage pas, ils partagent la victoire."),
    "lp.subject.final": "total final saisi",
    "lp.change.final": "totaux finaux saisis",
    "lp.ui.final.open": "Totaux finaux",
    "lp.ui.final.help": (
        "Partie finie : le total de chaque joueur, Entrée pour le suivant ; la dernière Entrée les saisit."),
    "lp.ui.final.field": "{player}",
    "lp.ui.final.not_number": (
        "{player} : « {text} » n’est pas un nombre de points : tapez un nombre entier, comme 142."),
    "lp.ui.final.line": "Total final",
    "lp.pad.final_legend": "Totaux saisis par la table en fin de partie : non arbitrés.",
}
