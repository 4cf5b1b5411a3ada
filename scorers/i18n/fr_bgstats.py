"""Messages français de l’import BG Stats (clés `bg.*`)."""

MESSAGES: dict[str, str] = {
    "bg.in.not_utf8": "Ce fichier BG Stats n’est pas du texte UTF-8.",
    "bg.in.not_json": "Ce n’est pas un export de BG Stats : ce n’est pas du JSON valide.",
    "bg.in.shape": "Ce n’est pas un export de BG Stats : il lui faut les listes « games », « players » et « plays ».",
    "bg.summary": "{taken} [taken:partie|parties] à importer, {skipped} [skipped:laissée|laissées] de côté.",
    "bg.taken_line": "Prise : {game}, {date} : {title}",
    "bg.skipped_line": "Laissée de côté : {where} ({game}, {date}) : {reason}",
    "bg.skip.shape": "ce n’est pas une partie",
    "bg.skip.unknown_game": "son jeu n’est pas dans le fichier",
    "bg.skip.no_players": "aucun joueur",
    "bg.skip.unknown_player": "un joueur absent du fichier",
    "bg.skip.twice": "deux fois le même joueur",
    "bg.skip.score": "un score illisible : {reason}",
    "bg.skip.not_text": "un nom ou une note qui n’est pas du texte (« {text} »)",
    "bg.skip.too_many_players": "{count} joueurs : plus qu’aucune table",
    "bg.in.too_large": "Ce fichier BG Stats pèse {size} mégaoctets : plus que les {most} d’un export de bien des "
                       "années.",
    "bg.in.too_many": "Ce fichier BG Stats compte {count} parties : plus que les {most} qu’un import prend "
                      "d’un coup.",
    "bg.fact.new_games": "{count} [count:jeu|jeux] que cette app n’arbitre pas [count:rejoint|rejoignent] vos "
                         "jeux : {games}.",
    "bg.fact.refereed": "{count} [count:partie exportée|parties exportées] par Arbitre de table [count:revient|"
                        "reviennent] arbitrée[count:|s], à rouvrir.",
    "bg.fact.sums": "{count} [count:score écrit en somme|scores écrits en sommes] [count:additionné|additionnés] "
                    "(« 13+6+4 » fait 23).",
    "bg.fact.decimals": "{count} [count:score décimal gardé|scores décimaux gardés] tel[count:|s] quel[count:|s].",
    "bg.fact.anonymous": "{count} [count:partie|parties] avec des joueurs anonymes : chacun à part, aucun n’en "
                         "devient un joueur.",
    "bg.fact.ignored": "{count} [count:partie ignorée|parties ignorées] dans BG Stats : [count:gardée|gardées] "
                       "dans l’historique, hors des statistiques.",
    "bg.fact.cooperative": "{count} [count:partie coopérative|parties coopératives] : la table a gagné ou perdu "
                           "ensemble.",
    "bg.fact.not_over": "{count} [count:partie|parties] pas [count:finie|finies] : des meneurs, pas encore de "
                        "vainqueur.",
    "bg.kept_line": "Non arbitrée, gardée telle quelle : {where} ({game}, {date}) : {reason}",
    "bg.note.players": "{count} joueurs, pour un jeu de {low} à {high}",
    "bg.note.no_score": "il manque un score",
    "bg.note.decimal": "un score n’est pas un nombre entier",
    "bg.skip.date": "« {date} » n’est pas une date et une heure",
    "bg.skip.twice_in_file": "la même partie une deuxième fois dans le fichier",
    "bg.skip.duplicate": "déjà dans l’historique",
    "bg.cli.dry_run": "Rien n’a été modifié. Ajoutez --apply pour importer ces parties.",
    "bg.cli.applied": "{count} [count:partie ajoutée|parties ajoutées] à l’historique.",
    "bg.import": "Importer depuis BG Stats",
    "bg.import_about": "Chaque partie d’un export de BG Stats (son fichier JSON) rejoint l’historique, avec ses "
                       "scores tels que BG Stats les a notés : nos jeux à côté des jeux que cette app "
                       "n’arbitre pas.",
    "bg.confirm_title": "Importer depuis BG Stats ?",
    "bg.confirm_yes": "Importer",
    "bg.imported": "{count} [count:partie importée|parties importées] depuis BG Stats, {skipped} "
                   "[skipped:laissée|laissées] de côté.",
    "bg.nothing": "Rien à importer : {skipped} [skipped:partie laissée|parties laissées] de côté.",
    "bg.refused": "Non importé : {reason}",
    "bg.not_refereed": "Importée depuis BG Stats : les scores tels qu’ils y ont été notés, non arbitrés par cette app.",
    "bg.imported_tag": "BG Stats",
}
