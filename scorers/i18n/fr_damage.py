"""Messages français d'un fichier de parties endommagé et des sorties de la commande (clés `dmg.*`, et les
`st.open.*` des fichiers voisins du fichier de parties) : ticket 35."""

MESSAGES: dict[str, str] = {
    "st.open.wal_damaged": ("{file}, le journal des derniers changements, est endommagé : les changements écrits "
                            "après le dommage seraient perdus"),
    "st.open.journal_damaged": "{file}, le journal d’un changement resté inachevé, est endommagé",
    "st.open.journal_hot": ("un changement est resté inachevé ({file}) : l’application l’annule à son "
                            "démarrage"),
    "ui.db_left_aside": ("Un fichier de parties endommagé a été mis de côté plus tôt, dans {path}, et ses parties "
                         "n’ont jamais été récupérées."),
    "ui.db_recovered_home": ("Les parties du fichier endommagé ont été récupérées ; le fichier lui-même est gardé "
                             "tel quel, dans {path}."),
    "dmg.out.cannot_write": "ne peut pas être écrit : {reason}",
    "dmg.out.not_a_file": "ne peut pas être écrit : {kind}",
    "dmg.out.no_folder": "ne peut pas être écrit : il n’y a pas de dossier {folder}",
    "dmg.out.name_too_long": "ne peut pas être écrit : le nom est trop long pour le système de fichiers",
    "dmg.out.nul": "ne peut pas être écrit : un nom de fichier ne peut pas contenir de caractère NUL",
    "dmg.out.is_store": ("ne peut pas être écrit : ce sont les parties enregistrées de l’application (ou un fichier "
                         "que SQLite garde à côté), que cela détruirait ; nommez un autre fichier"),
    "dmg.out.is_input": ("ne peut pas être écrit : c’est une des entrées de cette commande, que cela détruirait ; "
                         "nommez un autre fichier"),
    "dmg.history_unreadable": "sa date ou ses résultats ne peuvent pas être lus ({game})",
    "dmg.set_aside": "referee : laissée hors du fichier, elle ne peut pas être lue : partie {game} : {reason}",
    "dmg.restored_fresh": "Sauvegarde restaurée (il n’y avait pas de parties enregistrées à remplacer).",
    "dmg.backup_without_columns": ("{name} n’est pas une sauvegarde de Table Referee : sa table {table} n’a pas de "
                                   "colonne {columns}"),
    "dmg.left_out_document": "la partie {game}, révision {revision} : l’application ne peut pas l’ouvrir",
    "dmg.backup_unreadable": "{name} ne peut pas être lu : {reason}",
    "dmg.backup_not_a_file": ("{name} n’est pas un fichier (un périphérique, un tube ou un dossier) : donnez un "
                              "fichier de sauvegarde"),
    "dmg.backup_empty": "{name} est un fichier vide, pas une sauvegarde",
    "dmg.backup_too_large": ("{name} fait plus de {most} mégaoctets (Mo) : aucune sauvegarde de l’application n’est "
                             "aussi grande"),
    "in.text_too_long": "plus de {most} caractères : aucun texte d’un fichier de partie n’est aussi long",
    "in.date_too_long": "plus de {most} caractères : une date telle qu’on l’écrit (2026-11-27, 14 juillet 2025)",
    "dmg.boards_unreadable": ("aucun plateau {board} parmi ceux qui peuvent être lus : [count:un plateau enregistré "
                              "ne peut pas être lu|{count} plateaux enregistrés ne peuvent pas être lus] "
                              "(l’application [count:le liste pour l’exporter|les liste pour les exporter])"),
}
