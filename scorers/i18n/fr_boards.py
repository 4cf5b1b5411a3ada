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
    "bd.other_game": "c'est un plateau de {game}, pas de {wanted}",
    "bd.unknown_key": "un fichier de plateau ne contient que kind, game et board",
    "bd.not_a_board_file": "ce n'est pas un fichier de plateau (il doit contenir \"kind\": \"board\", le jeu et le "
                           "plateau)",
}
