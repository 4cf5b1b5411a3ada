"""Messages français des joueurs, de l’historique et des échanges (clés `ex.*`)."""

MESSAGES: dict[str, str] = {
    "ex.qr_caption": "Toute la partie : scannez-la dans Table Referee (Échanges › Importer) "
                     "ou « referee import » sur une photo.",
    "ex.qr_too_big": "Cette partie est trop longue pour un code QR : exportez plutôt son fichier depuis "
                     "l’app.",
}

MESSAGES.update({
    "ex.pad.loopit": "Loopit : bloc de score",
    "ex.pad.loopit.how": "Notez les points de chaque joueur à la fin de chaque tour et tenez le total à jour.",
    "ex.pad.paleo": "Paleo : feuille de match",
    "ex.pad.paleo.how": "Cochez le joueur (ou l’équipe) qui gagne chaque manche ; le premier à 4 points "
                        "gagne la partie.",
    "ex.pad.pitchanque": "Pitchanque : mènes",
    "ex.pad.pitchanque.how": "Notez les points de chaque équipe à la fin de chaque mène ; la première à 13 gagne.",
    "ex.pad.cricket": "Billard Cricket : doublés",
    "ex.pad.cricket.how": "Cochez un doublé quand un joueur le ferme ; notez les points qu’il marque tant que "
                          "l’adversaire ne l’a pas fermé.",
    "ex.pad.row.turn": "Tour {n}",
    "ex.pad.row.round": "Manche {n}",
    "ex.pad.row.mene": "Mène {n}",
    "ex.pad.row.double": "Doublé {n}",
    "ex.pad.player": "Joueur {n}",
    "ex.pad.team": "Équipe {n}",
    "ex.pad.col.points": "Points",
    "ex.pad.col.running": "Total",
    "ex.pad.col.point": "Gagnée",
    "ex.pad.col.closed": "Fermé",
    "ex.pad.name": "{who} : ____________",
    "ex.pad.total": "Total",
    "ex.pad.date_line": "Date : ______________   Lieu : ______________",
    "ex.pad.footer": "Bloc vierge imprimé le {date} par Table Referee (exemple de mise en page, pas le bloc "
                     "de l’éditeur)",
})

MESSAGES.update({
    "ex.cli.saved": "Enregistrée dans l’app : {title}",
    "ex.cli.duplicate": "Déjà dans l’app (pas enregistrée deux fois) : {title}",
    "ex.cli.exported": "Écrit : {path}",
    "ex.cli.restored": "Sauvegarde restaurée. Les données remplacées ont été copiées dans : {kept}",
    "ex.cli.add_replace": "Ajoutez --replace pour les remplacer (elles sont d’abord copiées à part).",
    "ex.cli.store_failed": "{what} ({reason}) ; le fichier a été laissé tel quel",
    "ex.cli.left_out": "Laissé de côté, non restauré : {item}",
})

MESSAGES.update({
    # historique et statistiques
    "ex.history": "Historique",
    "ex.stats": "Statistiques",
    "ex.filter.game": "Jeu",
    "ex.filter.player": "Joueur",
    "ex.filter.all": "Tous",
    "ex.filter.since": "Du (AAAA-MM-JJ)",
    "ex.filter.until": "Au (AAAA-MM-JJ)",
    "ex.bad_day": "Écrivez une date comme 2026-01-31",
    "ex.previous": "Page précédente",
    "ex.next": "Page suivante",
    "ex.pager": "Page {page} sur {pages} · {total} [total:partie|parties]",
    "ex.no_history": "Aucune partie terminée ici pour l’instant.",
    "ex.result": "{player} {score}",
    "ex.won_by": "gagnée par {players}",
    "ex.minutes": "{n} min",
    "ex.result_title": "Résultat",
    "ex.earlier": "Avant une correction",
    "ex.earlier_line": "Jusqu’au {when} : {results}",
    "ex.correct_hint": "Une erreur de saisie ? Ouvrez la partie et corrigez-la : elle est recomptée et le "
                       "résultat remplacé reste noté ici.",
    "ex.open_game": "Ouvrir la partie",
    "ex.export_file": "Fichier de partie",
    "ex.player_stats": "{played} [played:partie|parties] · {wins} [wins:victoire|victoires] ({rate} %) · plus "
                       "longue série de victoires {longest} · dernière {last}",
    "ex.player_game": "{game} : {played} [played:partie|parties] · {wins} [wins:victoire|victoires]",
    "ex.game_stats": "{played} [played:partie|parties] · dernière {last}",
    "ex.scores": "record {best} · moyenne {average} · pire {worst}",
    "ex.scores_by": "record {best} ({by}) · moyenne {average} · pire {worst}",
    "ex.team_of": "{team} ({members})",
    "ex.team_wins": "dont {n} en équipe",
    "ex.details": "La partie jouée",
    "ex.note": "Note",
    "ex.place": "Lieu",
    "ex.save_details": "Enregistrer",
    "ex.details_saved": "Note et lieu enregistrés",
    "ex.chart_wins": "Victoires par joueur et par jeu",
    "ex.chart_months": "Parties par mois",
    "ex.lowest_wins": "le plus bas gagne",
    "ex.no_points": "un classement, sans points",
    "ex.head_to_head": "Face-à-face",
    "ex.h2h_first": "Joueur",
    "ex.h2h_second": "Contre",
    "ex.h2h_line": "{games} [games:partie|parties] ensemble · {first} devant {a} fois · {second} devant {b} fois "
                   "· à égalité {ties} fois",
    "ex.by_player": "Par joueur",
    "ex.by_game": "Par jeu",
    # joueurs
    "ex.players": "Joueurs",
    "ex.profiles_about": "Les joueurs que vous connaissez, proposés à la mise en place de chaque jeu avec "
                         "leur couleur. Les joueurs des nouvelles parties s’y ajoutent d’eux-mêmes.",
    "ex.profile_name": "Nom",
    "ex.profile_colour": "Couleur",
    "ex.no_colour": "au choix",
    "ex.add_profile": "Ajouter",
    "ex.save_profile": "Enregistrer",
    "ex.edit": "Modifier",
    "ex.profile_refused": "Non enregistré : {reason}",
    "ex.profile_deleted": "{name} supprimé.",
    "ex.delete_profile_title": "Supprimer ce joueur ?",
    "ex.delete_profile_body": "{name} quitte la liste de mise en place ; ses parties restent dans "
                              "l’historique. Vous pourrez annuler juste après.",
    "ex.no_games_yet": "Aucune partie terminée",
    "ex.no_profiles": "Aucun joueur : ajoutez-en un ci-dessus, ou commencez une partie.",
    "ex.known_players": "Joueurs connus",
    # échanges
    "ex.exchange": "Échanges",
    "ex.import": "Importer une partie",
    "ex.import_about": "Collez le texte du code QR d’une feuille de marque (TR1:…) ou un fichier de partie "
                       "(JSON), ou choisissez un fichier ou une photo du code.",
    "ex.paste": "Texte du code QR ou fichier de partie",
    "ex.import_text": "Importer",
    "ex.import_file": "Fichier ou photo",
    "ex.imported": "Importée : {title} ({game}), gagnée par {winners}.",
    "ex.import_duplicate": "Déjà dans vos parties : {title} ({game}), gagnée par {winners}. Rien n’a été ajouté.",
    "ex.import_refused": "Non importée : {reason}",
    "ex.export": "Exporter l’historique",
    "ex.export_about": "Toutes les parties terminées : le CSV a une ligne par joueur et par partie ; le JSON "
                       "BG Stats s’importe dans BG Stats (l’importer de nouveau n’ajoute rien en double).",
    "ex.export_csv": "CSV",
    "ex.export_bgstats": "BG Stats",
    "ex.saved_file": "Enregistré : {path}",
    "ex.backup": "Sauvegarde",
    "ex.backup_about": "Une sauvegarde contient toutes les parties, révisions, joueurs et réglages. La "
                       "restaurer demande avant de remplacer vos parties, et en garde une copie.",
    "ex.make_backup": "Sauvegarder",
    "ex.restore": "Restaurer",
    "ex.restore_title": "Remplacer toutes vos parties ?",
    "ex.restore_body": "La sauvegarde remplace toutes les parties, tous les joueurs et réglages de l’app. Une "
                       "copie des données actuelles est gardée à côté : vous pourrez revenir en arrière.",
    "ex.restore_yes": "Remplacer",
    "ex.restored": "Sauvegarde restaurée.",
    "ex.restored_kept": "Sauvegarde restaurée. Vos données précédentes sont gardées dans {path}.",
    "ex.restored_left_out": ("{done} [count:Un élément a été laissé|{count} éléments ont été laissés] de côté : "
                             "l’accueil les liste."),
    "ex.restore_refused": "Non restaurée : {reason}",
    "ex.pads": "Blocs de score vierges",
    "ex.pads_about": "Des blocs à imprimer pour les jeux qui se comptent sur papier (nos propres mises en page).",
    "ex.paper.a4": "A4",
    "ex.paper.letter": "Lettre US",
    # pwa branch: the browser build's downloads (the message names no folder)
    "ex.downloaded": "Enregistré dans vos téléchargements : {name}",
    # polish: the browser build offers no picture import and says where a photo is read
    "ex.import_about_browser": "Collez le texte du code QR d’une feuille de marque (TR1:…) ou un fichier de partie "
                               "(JSON), ou choisissez un fichier de partie.",
    "ex.import_game_file": "Fichier de partie",
    "ex.photos_elsewhere": "Une photo de code QR se lit avec l’application installée ou la commande "
                           "« referee import », pas dans ce navigateur.",
})
