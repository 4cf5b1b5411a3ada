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
})
