"""Texte français des jeux de piste (Numeri, Fröscheln) : clés `tr.*` et leurs règles maison."""

MESSAGES: dict[str, str] = {
    "game.froscheln": "Fröscheln",
    "game.numeri": "Numeri",
    "house.froscheln.split-after-shore": "répartir seulement après la rive",
    "house.froscheln.split-after-shore.about": (
        "Édition allemande : un jet ne se répartit entre deux grenouilles qu’une fois qu’une grenouille a "
        "atteint la rive."),
    "criterion.tr.points": "points",
    "extra.tokens_placed": "{count} [count:jeton posé|jetons posés]",
    "tr.col.token": "Jeton",
    "tr.col.cell": "Case",
    "tr.col.player": "Joueur",
    "tr.col.placed": "Posés",
    "tr.token": "le jeton {token} {player:de}",
    # plateaux
    "tr.b.too_short": "la piste a {cells} [cells:case|cases] ; un plateau en demande au moins {least}",
    "tr.b.bad_value": "la case {cell} vaut {value}, or {allowed}",
    "tr.b.numeri_values": "les cases de Numeri valent de {low} à {high} (0 pour une case sans chiffre)",
    "tr.b.froscheln_values": (
        "les cases de Fröscheln valent 0 (sans valeur), 1 (rouge), 2 (bleue), 3, 4 ou 5 (la Princesse)"),
    "tr.b.missing": "il manque {what}",
    "tr.b.off_track": "{what} est la case {cell}, mais la piste va de la case 1 à la case {cells}",
    "tr.b.what.start": "la case Départ",
    "tr.b.what.barrier": "la barrière à {players} joueurs",
    "tr.b.what.flag": "le drapeau de départ à {players} joueurs",
    "tr.b.what.shore": "la rive",
    "tr.b.barrier_before_start": "la barrière à {players} joueurs doit se trouver après la case Départ",
    "tr.b.start_in_end": "la case Départ ne peut pas être l’une des trois dernières cases",
    "tr.b.no_princess": "aucune case ne vaut 5 : l’une d’elles est la Princesse",
    "tr.b.which_princess": "{count} cases valent 5 : indiquez laquelle est la Princesse",
    "tr.b.princess_not_five": "la Princesse (case {cell}) doit valoir 5",
    # répartition
    "tr.split.barrier_passed": "un jeton a passé la barrière à {players} joueurs (avant la case {cell})",
    "tr.split.barrier_not_passed": (
        "aucun jeton n’a encore passé la barrière à {players} joueurs (avant la case {cell}) : aucun jet ne se "
        "répartit"),
    "tr.split.always": "Fröscheln permet de répartir dès le début",
    "tr.split.shore_reached": "une grenouille a atteint la rive (case {cell})",
    "tr.split.shore_not_reached": (
        "aucune grenouille n’a encore atteint la rive (case {cell}) : aucun jet ne se répartit"),
    # infractions
    "tr.v.off_track": "{token} est sur la case {cell}, mais la piste va de la case 1 à la case {cells}.",
    "tr.v.before_start": (
        "{token} est sur la case {cell}, avant le départ (case {start} à {players} joueurs), où aucun jeton ne "
        "peut se trouver."),
    "tr.v.shared_cell": "La case {cell} porte {tokens} : il ne peut y avoir qu’un jeton par case.",
    "tr.v.no_shore": "La règle maison « répartir seulement après la rive » demande la case de la rive du plateau.",
    "tr.v.bad_value": "{token} est sur une case qui vaut {value}, or {allowed}.",
    "tr.v.game_over": "La partie est finie : plus personne ne joue.",
    "tr.v.must_move": "Un déplacement est possible ({moves}) : qui peut jouer doit jouer.",
    "tr.v.not_tokens": "Un déplacement avance un jeton, ou deux jetons différents de 1 à 5.",
    "tr.v.star_one": "L’étoile avance un seul jeton, jamais deux.",
    "tr.v.wrong_token": "Le dé indique {roll} : {player} doit avancer le jeton {roll}, pas le jeton {token}.",
    "tr.v.not_a_split": "Un {roll} ne peut pas avancer les jetons {tokens} ; il se répartit seulement en {pairs}.",
    "tr.v.split_not_yet": "Pas encore de répartition : {why}.",
    "tr.v.cannot_move": "{token} n’a plus de case libre devant lui : il ne peut pas avancer.",
    "tr.v.split_both": (
        "Après le jeton {first}, {token} n’a plus de case libre devant lui : on ne répartit que si les deux "
        "jetons avancent."),
    # réponses de l'arbitre
    "tr.turn.invalid": "La position enfreint une règle : corrigez-la avant de demander les coups.",
    "tr.turn.already_over": "La partie est finie : les trois dernières cases sont occupées.",
    "tr.turn.moves": "{count} [count:coup possible|coups possibles].",
    "tr.turn.stuck_ends": "{player} ne peut pas jouer et la Princesse a été atteinte : la partie est finie.",
    "tr.turn.pass": "{player} ne peut rien avancer avec {roll} : c’est au joueur suivant.",
    "tr.tokens": "[tokens:jeton|jetons] {tokens}",
    "tr.step.enter": "le jeton {token} entre sur la case {end} ({value})",
    "tr.step": "le jeton {token} de la case {start} à la case {end} ({value})",
    "tr.move": "{player} : {steps}",
    "tr.move.extra": "{player} : {steps} ; une chaîne des cases {low} à {high} : nouveau jet",
    "tr.move.ends": "{player} : {steps} ; la partie est finie",
    "tr.move.lost": (
        "{player} : {steps} ; la partie est finie, la chaîne des cases {low} à {high} ne donne donc pas de nouveau "
        "jet"),
    "tr.proposed": "{player} fait {roll} et avance [tokens:le jeton|les jetons] {tokens}",
    "tr.end.no_board": "Saisie des valeurs sans plateau : impossible de dire si la partie est finie.",
    "tr.end.numeri.over": "Les trois dernières cases sont occupées : la partie est finie.",
    "tr.end.numeri.open": "La partie continue jusqu’à ce que les trois dernières cases soient occupées.",
    "tr.end.froscheln.open": "La Princesse n’a pas été atteinte : la partie continue quoi que l’on fasse au dé.",
    "tr.end.froscheln.close": (
        "La Princesse a été atteinte : la partie s’arrête dès qu’un joueur ne peut plus déplacer de grenouille."),
    # décompte
    "tr.line.unplaced": "pas posé",
    "tr.line.value": "valeur {value}",
    "tr.line.cell": "case {cell} ({value})",
    "tr.why.unplaced": "Le jeton {token} n’a jamais été posé : {token} × {value} = {points}.",
    "tr.why.read": "sur une case de valeur",
    "tr.why.on_cell": "sur la case {cell}, qui vaut",
    "tr.why.numeri.number": "Jeton {token} {where} {value} : {token} × {value} = {points}.",
    "tr.why.numeri.negative": "Jeton {token} {where} {value} (case rouge) : {token} × {value} = {points}.",
    "tr.why.numeri.blank": "Jeton {token} {where} {value} (case sans chiffre) : 0 point.",
    "tr.why.froscheln.plain": "Grenouille {token} {where} x{value} (case sans valeur) : 0 point.",
    "tr.why.froscheln.red": "Grenouille {token} {where} x{value} (rouge) : {token} × {value} = {points}.",
    "tr.why.froscheln.blue": "Grenouille {token} {where} x{value} (bleue) : {token} × {value} = {points}.",
    "tr.why.froscheln.three": "Grenouille {token} {where} x{value} : {token} × {value} = {points}.",
    "tr.why.froscheln.four": "Grenouille {token} {where} x{value} : {token} × {value} = {points}.",
    "tr.why.froscheln.princess": (
        "Grenouille {token} {where} x{value} (la Princesse) : {token} × {value} = {points}."),
    "tr.out.by_values": "Saisie de la valeur sous chaque jeton (sans plateau).",
    "tr.out.example_board": (
        "Plateau : {board}, reconstitué d’après des descriptions publiées ; vérifiez-le sur votre plateau."),
    "tr.out.board": "Plateau : {board}.",
    "tr.out.house_rule": "Règle maison appliquée : {rule}.",
    # ligne de commande
    "tr.cli.header": "{player} fait {roll} :",
    "tr.cli.split": "Répartition : {why}.",
    "tr.cli.none": "Aucun coup possible.",
    # application
    "tr.ui.tab.track": "Piste",
    "tr.ui.tab.score": "Score",
    "tr.ui.tab.boards": "Plateaux",
    "tr.ui.pick_cell": "Touchez une case, puis le jeton qui s’y trouve.",
    "tr.ui.cell_chosen": "Case {cell} ({value}) : touchez le jeton qui s’y trouve.",
    "tr.ui.lift": "Retirer le jeton",
    "tr.ui.example_board": "{board} : reconstitué d’après des descriptions publiées ; vérifiez-le sur votre plateau",
    "tr.ui.own_board": "{board}",
    "tr.ui.example_tag": "{board} · reconstitué",
    "tr.ui.cell_taken": "La case {cell} porte déjà {token} : il ne peut y avoir qu’un jeton par case.",
    "tr.ui.nothing_to_apply": "Aucun déplacement à jouer : c’est au joueur suivant.",
    "tr.ui.name_of_example": "{name} est le nom d’un exemple fourni : donnez un autre nom à votre plateau.",
    "tr.ui.referee": "Arbitre",
    "tr.ui.roll_of": "Jet {player:de} :",
    "tr.ui.pick_roll": "Choisissez le joueur puis le jet : chaque coup possible est listé et montré sur la piste.",
    "tr.ui.pass": "Joueur suivant",
    "tr.ui.roll_again": "{player} rejoue.",
    "tr.ui.next_player": "À {player} de jouer.",
    "tr.ui.entry.board": "Piste",
    "tr.ui.entry.values": "Valeurs lues",
    "tr.ui.tally_help": (
        "Décompte rapide sans la piste : la valeur sous chaque jeton, lue sur la table ; vide = pas posé."),
    "tr.ui.tokens": "Jeton par jeton",
    "tr.ui.not_a_number": "{text} n’est pas un nombre entier",
    "tr.ui.field.name": "Nom du plateau",
    "tr.ui.field.cells": "Ou tapez les valeurs (0 = vide)",
    "tr.ui.field.start": "Case Départ",
    "tr.ui.field.barrier": "Barrière {players} j.",
    "tr.ui.field.flag": "Drapeau {players} j.",
    "tr.ui.field.princess": "Case Princesse",
    "tr.ui.field.shore": "Case rive",
    "tr.ui.board_ok": "Ce plateau est utilisable.",
    "tr.ui.board_refused": "Le plateau a {count} [count:problème|problèmes] : voyez sous l’aperçu.",
    "tr.ui.board_saved": "Plateau {board} enregistré ; cette partie se joue dessus.",
    "tr.ui.board_used": "Cette partie se joue maintenant sur {board}.",
    "tr.ui.edit_copy": "Modifier une copie",
    "tr.ui.boards": "Plateau de cette partie",
    "tr.ui.boards_help": (
        "Touchez un plateau pour jouer dessus. Ceux fournis sont reconstitués d’après des descriptions publiées : "
        "vérifiez-les sur votre plateau et corrigez une copie ci-dessous."),
    "tr.ui.editor": "Votre plateau",
    "tr.ui.editor_help.numeri": (
        "Valeurs : touchez sur le pavé la valeur de chaque case, du Départ aux trois dernières cases ; touchez "
        "une case du dessin pour la corriger. Repères : choisissez le Départ ou une barrière, puis touchez sa case "
        "(pour une barrière, la première case après elle)."),
    "tr.ui.editor_help.froscheln": (
        "Valeurs : touchez sur le pavé le multiplicateur de chaque case (x0 sans valeur, x1 rouge, x2 bleue, x3, "
        "x4, x5 la Princesse) ; touchez une case du dessin pour la corriger. Repères : choisissez un drapeau de "
        "départ, la Princesse ou la rive, puis touchez sa case."),
    "tr.ui.save_board": "Enregistrer ce plateau et jouer dessus",
    "tr.out.track": "Piste",
    "tr.out.lines": "Jeton par jeton",
    "tr.out.legend.numeri": (
        "Cases numérotées à partir de 1 le long du chemin ; la case rouge foncé est le Départ, les jaunes la "
        "fin. Les traits sont les barrières, avec leur nombre de joueurs (en rouge : celle de la partie). Chaque "
        "jeton montre son numéro."),
    "tr.out.legend.froscheln": (
        "Cases numérotées à partir de 1 le long du chemin, avec leur multiplicateur. Les drapeaux marquent le "
        "départ à 2, 3 et 4 joueurs (en rouge : celui de la partie). Chaque grenouille montre son numéro."),
    "tr.change.turn": "À {player} de jouer",
    "tr.change.roll": "{player} a obtenu {roll}",
    "tr.change.no_such_roll": "{roll} n’est pas une face du dé",
    "tr.roll.number": "un {n}",
    "tr.roll.star": "une étoile",
    "tr.cli.bad_roll": "jet {roll} : le dé montre 1 à 5 ou une étoile (écrivez étoile ou *)",
    "tr.cli.bad_move": (
        "--move {move} : écrivez la lettre du joueur, le jet, « : » puis les numéros avancés, dans l’ordre, comme "
        "b4:3+1, a*:2 ou c1:pass"),
    # les mots de Fröscheln : ses pions sont des grenouilles (`clé@froscheln`, voir scorers.i18n.edition_key)
    "extra.tokens_placed@froscheln": "{count} [count:grenouille posée|grenouilles posées]",
    "tr.col.token@froscheln": "Grenouille",
    "tr.col.placed@froscheln": "Posées",
    "tr.token@froscheln": "la grenouille {token} {player:de}",
    "tr.line.unplaced@froscheln": "pas posée",
    "tr.v.before_start@froscheln": (
        "{token} est sur la case {cell}, avant le départ (case {start} à {players} joueurs), où aucune grenouille "
        "ne peut se trouver."),
    "tr.v.shared_cell@froscheln": "La case {cell} porte {tokens} : il ne peut y avoir qu’une grenouille par case.",
    "tr.v.not_tokens@froscheln": "Un déplacement avance une grenouille, ou deux grenouilles différentes de 1 à 5.",
    "tr.v.star_one@froscheln": "L’étoile avance une seule grenouille, jamais deux.",
    "tr.v.wrong_token@froscheln": (
        "Le dé indique {roll} : {player} doit avancer la grenouille {roll}, pas la grenouille {token}."),
    "tr.v.not_a_split@froscheln": (
        "Un {roll} ne peut pas avancer les grenouilles {tokens} ; il se répartit seulement en {pairs}."),
    "tr.v.cannot_move@froscheln": "{token} n’a plus de case libre devant elle : elle ne peut pas avancer.",
    "tr.v.split_both@froscheln": (
        "Après la grenouille {first}, {token} n’a plus de case libre devant elle : on ne répartit que si les deux "
        "grenouilles avancent."),
    "tr.tokens@froscheln": "[tokens:grenouille|grenouilles] {tokens}",
    "tr.step.enter@froscheln": "la grenouille {token} entre sur la case {end} ({value})",
    "tr.step@froscheln": "la grenouille {token} de la case {start} à la case {end} ({value})",
    "tr.proposed@froscheln": "{player} fait {roll} et avance [tokens:la grenouille|les grenouilles] {tokens}",
    "tr.why.unplaced@froscheln": "La grenouille {token} n’a jamais été posée : {token} × {value} = {points}.",
    "tr.out.by_values@froscheln": "Saisie de la valeur sous chaque grenouille (sans plateau).",
    "tr.out.lines@froscheln": "Grenouille par grenouille",
    "tr.ui.pick_cell@froscheln": "Touchez une case, puis la grenouille qui s’y trouve.",
    "tr.ui.cell_chosen@froscheln": "Case {cell} ({value}) : touchez la grenouille qui s’y trouve.",
    "tr.ui.lift@froscheln": "Retirer la grenouille",
    "tr.ui.cell_taken@froscheln": (
        "La case {cell} porte déjà {token} : il ne peut y avoir qu’une grenouille par case."),
    "tr.ui.tally_help@froscheln": (
        "Décompte rapide sans la piste : la valeur sous chaque grenouille, lue sur la table ; vide = pas posée."),
    "tr.ui.tokens@froscheln": "Grenouille par grenouille",
    # branch track (issues 16, 17)
    "tr.out.check_board": (
        "Cette piste est reconstituée d’après des descriptions publiées ; vérifiez-la sur votre plateau."),
    "tr.ui.mode.values": "Valeurs",
    "tr.ui.mode.marks": "Repères",
    "tr.ui.new_board": "Nouveau plateau",
    "tr.ui.delete_cell": "Supprimer la case",
    "tr.ui.other_value": "Autre valeur",
    "tr.ui.set_value": "Mettre",
    "tr.ui.mark_at": "{mark} : case {cell}",
    "tr.ui.mark_next": "Touchez la case de : {mark}.",
    "tr.ui.empty_track": "Aucune case encore : touchez une valeur pour ajouter la première.",
    "tr.ui.cursor_new": "Touchez une valeur : elle va sur la case {cell}, une nouvelle case à la fin.",
    "tr.ui.cursor_at": (
        "Touchez une valeur pour la case {cell} (vaut {value}) ; touchez de nouveau la case pour ajouter à la fin."),
    # branch tapstrack (issue 17)
    "tr.ui.next_token": "À placer : {token}. Touchez sa case.",
    "tr.ui.table_ends": "Partie finie",
    "tr.ui.table_ends.why": "La Princesse a été atteinte : la partie s’arrête quand un joueur ne peut plus jouer.",
    # branch labels: what an undo or a redo names (was the notation, in English: "a1@8", "a2:2")
    "tr.change.place": "{token} sur la case {cell}",
    "tr.change.lift": "{token} retiré de la piste",
    "tr.change.board": "plateau : {name}",
    "tr.change.house_rule.on": "règle maison « {rule} » : activée",
    "tr.change.house_rule.off": "règle maison « {rule} » : désactivée",
    "tr.change.entry.board": "saisie sur la piste",
    "tr.change.entry.values": "saisie des valeurs lues",
    "tr.change.value": "{token} : valeur {value}",
    "tr.change.value_cleared": "{token} : valeur effacée",
    "tr.change.lift@froscheln": "{token} retirée de la piste",
    # branch fro-end : un jet, un coup ou un tour demandé après que la table a marqué la partie finie
    "tr.ui.marked_finished": "La partie est marquée finie : rouvrez-la dans l’onglet Score pour continuer.",
    "tr.ui.value_not_number": "{player}, jeton {token} : « {text} » n’est pas un nombre.",
    "tr.ui.value_not_number@froscheln": "{player}, grenouille {token} : « {text} » n’est pas un nombre.",
}
