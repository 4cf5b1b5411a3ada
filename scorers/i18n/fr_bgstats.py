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
    "bg.skip.not_ours": "un jeu que cette app n’arbitre pas",
    "bg.skip.no_players": "aucun joueur",
    "bg.skip.unknown_player": "un joueur absent du fichier",
    "bg.skip.twice": "deux fois le même joueur",
    "bg.skip.no_score": "il manque un score",
    "bg.skip.score": "« {score} » n’est pas un nombre entier de points",
    "bg.skip.date": "« {date} » n’est pas une date et une heure",
    "bg.skip.twice_in_file": "la même partie une deuxième fois dans le fichier",
    "bg.skip.duplicate": "déjà dans l’historique",
    "bg.cli.dry_run": "Rien n’a été modifié. Ajoutez --apply pour importer ces parties.",
    "bg.cli.applied": "{count} [count:partie ajoutée|parties ajoutées] à l’historique.",
    "bg.import": "Importer depuis BG Stats",
    "bg.import_about": "Les parties de ces jeux d’un export de BG Stats (son fichier JSON) rejoignent "
                       "l’historique, avec leurs scores tels que BG Stats les a notés ; les autres jeux sont "
                       "laissés de côté.",
    "bg.confirm_title": "Importer depuis BG Stats ?",
    "bg.confirm_yes": "Importer",
    "bg.imported": "{count} [count:partie importée|parties importées] depuis BG Stats, {skipped} "
                   "[skipped:laissée|laissées] de côté.",
    "bg.nothing": "Rien à importer : {skipped} [skipped:partie laissée|parties laissées] de côté.",
    "bg.refused": "Non importé : {reason}",
    "bg.not_refereed": "Importée depuis BG Stats : les scores tels qu’ils y ont été notés, non arbitrés par cette app.",
    "bg.imported_tag": "BG Stats",
}
