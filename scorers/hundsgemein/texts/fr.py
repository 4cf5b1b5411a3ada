"""Texte français de Hundsgemein (clés `hg.*`, ses chiens, variantes et totaux, et les mots de ses écrans
et de sa feuille que ce jeu seul dit)."""

MESSAGES: dict[str, str] = {
    # the game, its variants and its tie-break criteria
    "game.hundsgemein": "Hundsgemein",
    "variant.hundsgemein.standard": "standard",
    "variant.hundsgemein.standard.about": (
        "Le plus de puces le long d’une rue prend son chien ; une égalité le défausse."),
    "variant.hundsgemein.expert": "expert",
    "variant.hundsgemein.expert.about": (
        "Les plus longues séries de chaque côté de la rue, additionnées, prennent le chien ; "
        "à égalité, le plus de puces le long de la rue, sinon il est défaussé."),
    "criterion.hg.value": "points de chiens",
    "criterion.hg.dogs": "nombre de tuiles chien",
    "breed.zorro": "Zorro",
    "breed.daisy": "Daisy",
    "breed.fifi": "Fifi",
    "breed.rex": "Rex",
    # Hundsgemein changes (undo/redo)
    "hg.change.dog": "{breed} sur {street}",
    "hg.change.no_dog": "chien retiré {street:de}",
    "hg.change.variant": "décompte {variant}",
    "hg.change.entry.board": "saisie sur le plateau",
    "hg.change.entry.counts": "saisie par rues",
    "hg.change.entry.colours": "saisie par les couleurs du plan",
    "hg.change.paint": "[count:une tuile peinte|{count} tuiles peintes] {player:de}",
    "hg.change.recolour": "tuile en rangée {row}, colonne {column} rendue {player:à}",
    "hg.change.place": "puce de type {flea} {player:de} en rangée {row}, colonne {column}",
    "hg.change.remove": "tuile retirée de la rangée {row}, colonne {column}",
    "hg.change.keep": "[count:une tuile illégale laissée|{count} tuiles illégales laissées] en place",
    "hg.change.finished": "partie terminée",
    "hg.change.reopened": "partie rouverte",
    "hg.change.count": "{player} sur {street} : {count}",
    "hg.dog": "{breed} ({value})",
    "hg.block": "rangée {row}, colonne {column}",
    "hg.tile": "la puce de type {flea} ({player})",
    "hg.tile_at": "{tile} à {at:la}",
    "hg.tile_colour": "la tuile {player:de} (côté couleur, type inconnu)",
    "hg.v.dog_missing": "Aucun chien sur {streets} : chaque rue porte exactement un chien.",
    "hg.v.dog_breed_count": (
        "{breed} est sur {count} [count:rue|rues] ({streets}) ; chaque chien est présent exactement "
        "{expected} fois."),
    "hg.v.breed_complete": "{breed} est déjà sur {streets} : chaque chien est présent exactement {expected} fois.",
    "hg.v.supply_exceeded": (
        "{player} a {count} puces de type {flea} sur le plan, mais à {players} joueurs chacun n’en a que "
        "{allowed} de chaque type."),
    "hg.v.tile_on_centre": (
        "{tile} est sur la case centrale (les os croisés), où aucune tuile ne peut aller ; non contestée, "
        "elle reste et compte."),
    "hg.v.same_type_neighbours": (
        "Deux puces de type {flea} se touchent : {first} à {first_at:la} et {second} à {second_at:la}. Une puce "
        "ne peut pas être posée à côté d’une puce du même type ; non contestées, elles restent et comptent."),
    "hg.v.street_over_capacity": (
        "{street} : {count} tuiles saisies, mais seulement {capacity} pâtés de maison le long de la rue."),
    "hg.v.street_needs_centre": (
        "{street} : {count} tuiles saisies pour seulement {capacity} pâtés de maison jouables : l’une est "
        "forcément sur la case centrale, interdite (non contestée, elle reste et compte)."),
    "hg.v.runs_impossible": (
        "{street}, {player} : des séries de {north} et {south} sont impossibles avec {tiles} "
        "[tiles:tuile|tuiles] le long de cette rue."),
    "hg.lines.H": "rangées",
    "hg.lines.V": "colonnes",
    "hg.v.runs_disagree": (
        "{player} : les deux rues qui bordent {line_name:la} donnent des séries différentes ({one} et {other}) ; "
        "une ligne n’a qu’une plus longue série."),
    "hg.v.counts_impossible": (
        "Les comptes {player:de} le long des rues entre les {lines} ({counts}) ne viennent d’aucun plan "
        "possible : chaque tuile borde les deux rues de sa ligne, et une ligne a 7 pâtés."),
    "hg.v.counts_overfull": (
        "Ensemble, les comptes le long des rues entre les {lines} demandent plus de 7 tuiles sur une ligne : "
        "aucun plan ne les donne."),
    "hg.v.counts_need_centre": (
        "Les comptes le long des rues entre les {lines} supposent une tuile sur la case centrale, interdite "
        "(non contestée, elle reste et compte)."),
    "hg.v.counts_over_supply": "{street} : {player} y a {count} tuiles, mais n’en a que {supply} en tout.",
    "hg.v.no_board": "Cette partie a été saisie par rues ; une pose demande le plan.",
    "hg.v.off_board": "Le pâté de maison en {at} n’est pas sur le plan (rangées et colonnes 1 à 7).",
    "hg.v.type_exhausted": "{player} n’a plus de puce de type {flea} : elles sont toutes sur le plan.",
    "hg.v.centre": "Aucune tuile ne peut aller sur la case centrale (les os croisés).",
    "hg.v.block_occupied": "Le pâté de maison en {at} est déjà occupé par {tile}.",
    "hg.v.same_type_neighbour": "{tile} ne peut pas aller à {at:la} : elle toucherait {others}.",
    "hg.v.tiles_over_supply": (
        "{player} a {count} tuiles sur le plan, mais à {players} joueurs chacun n’en a que {supply}."),
    "hg.v.tiles_exhausted": "{player} n’a plus de tuile : les {supply} sont sur le plan.",
    "hg.v.not_a_player": "Le siège {seat} n’est la couleur d’aucun joueur : cette partie a {players} joueurs.",
    "hg.v.types_unknown": (
        "[count:Une tuile ne montre que sa couleur|{count} tuiles ne montrent que leur couleur] (type inconnu) : "
        "plan final, compté d’après les couleurs ; non vérifié faute de types : {skipped}."),
    "hg.end.unknown": "Les comptes par rue ne disent rien du plan : impossible de savoir si la partie est finie.",
    "hg.end.over": "La partie est finie : aucune des {left} tuiles restantes ne peut être posée.",
    "hg.end.over_one": "La partie est finie : la dernière tuile restante ne peut être posée nulle part.",
    "hg.end.all_placed": "La partie est finie : toutes les tuiles sont posées.",
    "hg.end.not_over": "La partie n’est pas finie : {tile} peut encore aller à {at:la}.",
    "hg.end.colours": "La partie est finie : les tuiles sont retournées côté couleur (HG-COLOURS).",
    "hg.tally.tiles": "{player} {tiles}",
    "hg.tally.runs": "{player} {north}+{south}={total}",
    "hg.value.tiles": "{tiles} [tiles:puce|puces]",
    "hg.value.runs": "des séries de {north}+{south}={total}",
    "hg.street.empty": "Aucune puce le long de cette rue : le chien est défaussé.",
    "hg.street.takes": "{player} prend le chien avec {value}.",
    "hg.street.takes_over": "{player} prend le chien avec {value}, contre {others}.",
    "hg.street.behind": "Derrière : {others}.",
    "hg.street.tie_discarded": "{players} sont à égalité avec {value} : le chien est défaussé.",
    "hg.street.runs_tied": "{tied} sont à égalité en séries additionnées ({total}).",
    "hg.street.tiles_decide": (
        "Le plus de puces le long de la rue départage : {order} ; {player} prend le chien."),
    "hg.street.tiles_tied_discarded": (
        "{players} sont aussi à égalité en puces le long de la rue ({tiles} chacun) : le chien est défaussé."),
    "hg.note.illegal_stood": (
        "{count} [count:infraction|infractions] sur le plan [count:est restée|sont restées] sans contestation ; "
        "les tuiles en cause ont compté (HG-STAYS)."),
    # the sheet (command line and PDF) and its extra total
    "out.discarded": "défaussé",
    "out.streets": "Rues",
    "extra.dog_tiles": "{count} [count:chien|chiens]",
    "out.by_counts": "Saisie par comptes de rues (sans plan).",
    "out.board": "Plan du quartier",
    "out.legend": (
        "Chaque tuile montre la couleur de son joueur et son type de puce (1-4). Les chiens sont sur leurs rues."),
    # the screens: tabs, dogs, board, colours, street counts
    "ui.tab.dogs": "Chiens",
    "ui.tab.board": "Plan",
    "ui.tab.counts": "Comptes",
    "ui.tab.score": "Score",
    "ui.dogs_help": "Touchez une rue du plateau, puis son chien ; la rue suivante sans chien est choisie d’office.",
    "ui.dogs_left": "Reste à placer : {left}",
    "ui.dogs_done": "Les 12 chiens sont sur leurs rues.",
    "ui.pick_dog": "Chien de la rue {street}",
    "ui.no_dog": "Pas de chien",
    "ui.board_help": "Touchez un pâté de maison pour poser la puce choisie ; touchez une tuile pour la retirer.",
    "ui.tile_title": "{tile} à {at:la}",
    "ui.remove_tile": "Retirer (contestation)",
    "ui.keep_tile": "Garder (elle reste)",
    "ui.kept": "gardée",
    "ui.problems": "Problèmes de règles",
    "ui.no_problem": "Aucune règle enfreinte.",
    "ui.left": "reste {n}",
    "ui.can_play": "Quelqu’un peut-il encore jouer ?",
    "ui.entry.board": "Plan",
    "ui.entry.counts": "Comptes par rue",
    "ui.entry.colours": "Couleurs",
    "ui.entry.counts_short": "Comptes",
    "ui.colours_help": (
        "Choisissez une couleur une fois, puis touchez un pâté de maison pour le peindre (touchez-le encore "
        "pour l’effacer) ou glissez le doigt le long d’une série ; le type est facultatif."),
    "ui.next_seat": "Prochaine tuile : {player}",
    "ui.fix_owner": "Dernière tuile à :",
    "ui.flea_unknown": "type ?",
    "ui.counts_help": "Pour chaque rue, les tuiles de chaque joueur le long de la rue (des deux côtés).",
    "ui.counts_help_expert": "Pour chaque rue : les tuiles de chaque joueur et la plus longue série de chaque côté.",
    "ui.tiles": "tuiles",
    "ui.run_nw": "série N/O",
    "ui.run_se": "série S/E",
    "ui.other_result": "En décompte {variant} : {result}",
    "ui.tiles_on_board": "{n} [n:tuile|tuiles] sur le plan",
    "ui.counts_differ_title": "Remplacer les comptes saisis ?",
    "ui.counts_differ": (
        "Des comptes par rue ont déjà été saisis et ils ne correspondent pas aux tuiles du plan. Reprendre les "
        "comptes du plan (le score reste celui du plan) ou garder les comptes saisis ?"),
    "ui.counts_replace": "Reprendre ceux du plan",
    "ui.counts_keep": "Garder les comptes saisis",
    # lines, the command line's moves and the typed board's cells
    "hg.line.H": "rangée {n}",
    "hg.line.V": "colonne {n}",
    "hg.cli.bad_move": (
        "--move {move} : écrivez la lettre du joueur, le type de puce, « @ », la rangée puis la colonne, comme "
        "a3@2,5"),
    "hg.cli.bad_flea": "--move {move} : les types de puce vont de 1 à {last}",
    "hg.in.not_a_cell": ("{token} n’est pas une case : écrivez la lettre d’un joueur et un type de 1 à 4 (« a3 »), "
                         "« {unknown} » pour un type inconnu (« a{unknown} »), ## pour le centre ou deux points (..) "
                         "pour un pâté de maison vide"),
    "hg.in.no_such_player": "{token} désigne le joueur {letter}, mais il n’y a que {n} joueurs",
    "hg.in.row_cells": "une ligne a {size} cases séparées par des espaces, celle-ci en a {n}",
    "hg.in.centre_mark": "« ## » ne marque que le pâté de maison du centre (ligne 4, colonne 4)",
    # the screens' own refusals, and the street counts' fields
    "hg.ui.runs_needed": "Le décompte expert demande les deux séries de chaque compte : saisissez-les ({where}).",
    "hg.ui.nothing_to_fix": "Cette tuile est déjà à ce joueur.",
    "hg.ui.no_last_tile": "Aucune tuile ne vient d’être posée : touchez une tuile du plan pour la retirer.",
    "hg.ui.count_not_number": (
        "{street}, {player} : « {text} » n’est pas un compte ; tapez un nombre entier, 0 ou plus."),
    "hg.ui.run_too_long": (
        "{street}, {player} : une série de longueur {text} est impossible, un côté a au plus {most} "
        "[most:pâté|pâtés] de maison."),
    "ui.counts_type_help": "Tapez chaque compte ; Entrée passe au champ suivant.",
    "ui.counts_steppers": "Boutons ±",
    "ui.counts_fields": "Pavé numérique",
    "ui.run_nw_short": "N/O",
    "ui.run_se_short": "S/E",
}
