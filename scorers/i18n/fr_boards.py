"""Messages français des plateaux de la table : l'écran Plateaux, les fichiers de plateau et les QR codes
(clés `bd.*`)."""

MESSAGES: dict[str, str] = {
    # --- branche boards ----------------------------------------------------------------------------
    "bd.not_a_board_game": "{game} n'a pas de plateau imprimé que l'application conserve",
    "bd.not_an_object": "un plateau est un objet JSON",
    "bd.needs_a_name": "un plateau doit avoir un nom",
    "bd.no_such_board": "il n'y a pas de plateau {board}",
    "bd.read_only": "les plateaux fournis avec l'application ne se modifient pas : dupliquez-en un pour le changer",
    "bd.name_taken": "un autre plateau s'appelle déjà {name}",
    "bd.other_game": "c'est un plateau {game:de}, pas {wanted:de}",
    "bd.unknown_key": "un fichier de plateau ne contient que kind, game et board",
    "bd.not_a_board_file": ("ce n'est pas un fichier de plateau (il doit contenir la clé kind valant board, le jeu "
                            "et le plateau)"),
    "bd.title": "Plateaux",
    "bd.open": "Ouvrir les plateaux",
    "bd.settings_help": ("Vos plateaux imprimés (Numeri, Fröscheln, Loopit, Défense d'afficher) : saisissez le vôtre "
                         "une fois, partagez-le par QR code."),
    "bd.help": ("Les plateaux fournis avec l'application sont reconstitués d'après des descriptions publiées : "
                "vérifiez-les sur votre plateau. Ils ne se modifient pas : modifier l'un d'eux en modifie une copie."),
    "bd.boards_of": "Plateaux {game:de}",
    "bd.bundled": "Fourni avec l'application (lecture seule)",
    "bd.own": "Votre plateau",
    "bd.bundled_tag": "{board} (fourni avec l'application)",
    "bd.board": "Plateau",
    "bd.manage": "Gérer les plateaux",
    "bd.setup_help": ("La partie garde une copie de ce plateau : modifier le plateau plus tard ne change jamais cette "
                      "partie."),
    "bd.edit": "Modifier",
    "bd.edit_copy": "Modifier une copie",
    "bd.duplicate": "Dupliquer",
    "bd.share": "Partager (QR code, fichier)",
    "bd.rename": "Renommer",
    "bd.name": "Nom",
    "bd.delete_title": "Supprimer ce plateau ?",
    "bd.delete_body": "Supprimer le plateau « {board} » ? Les parties jouées dessus gardent leur propre copie.",
    "bd.deleted": "Plateau « {board} » supprimé.",
    "bd.share_title": "Partager « {board} »",
    "bd.share_help": "Scannez ce code dans Table Referee (Plateaux › Importer), ou envoyez son texte :",
    "bd.too_big_for_qr": "Ce plateau est trop grand pour un seul QR code : partagez plutôt son fichier.",
    "bd.copy_text": "Copier le texte",
    "bd.save_file": "Enregistrer le fichier",
    "bd.close": "Fermer",
    "bd.import": "Importer un plateau",
    "bd.import_help": ("Collez le texte du QR code d'un plateau (TR1:…) ou un fichier de plateau, ou choisissez un "
                       "fichier ou une photo du code."),
    "bd.paste": "Texte du QR code ou fichier de plateau",
    "bd.import_text": "Importer",
    "bd.import_file": "Fichier ou photo",
    "bd.imported": "Plateau « {board} » {game:de} importé.",
    "bd.import_duplicate": "Le plateau « {board} » {game:de} est déjà là : rien n'a été ajouté.",
    "bd.import_refused": "Non importé : {reason}",
    "bd.file": "Le fichier du plateau (JSON)",
    "bd.file_editor_help": ("Ce jeu n'a pas encore d'éditeur de plateau à lui : son plateau se modifie comme un "
                            "fichier de plateau. « referee schema board-{game} » décrit chaque champ."),
    "bd.save": "Enregistrer le plateau",
    "bd.saved": "Plateau « {board} » enregistré.",
    "bd.refused": "Non enregistré : [count:un problème|{count} problèmes] à corriger.",
    "bd.back_to_boards": "Retour aux plateaux",
    "bd.edit_title": "Plateau « {board} »",
    "bd.cli.nothing": "donnez un fichier de plateau, ou le texte du QR code d'un plateau avec --text",
    "bd.cli.ok": "Plateau {board} {game:de} : les règles l'acceptent.",
}
