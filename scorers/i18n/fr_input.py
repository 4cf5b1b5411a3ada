"""Messages français de la lecture d’un fichier donné (clés `in.*`) : ce qui est refusé avant toute lecture."""

MESSAGES: dict[str, str] = {
    "in.not_a_file.folder": "un dossier, pas un fichier",
    "in.not_a_file.pipe": "un tube, pas un fichier : donnez un fichier",
    "in.not_a_file.device": "un périphérique, pas un fichier : donnez un fichier",
    "in.not_a_file.socket": "une socket, pas un fichier : donnez un fichier",
    "in.not_a_file.other": "pas un fichier ordinaire : donnez un fichier",
    "in.too_large": "plus de {most} mégaoctets : aucune partie, aucun plateau ni aucune photo de feuille n’est si gros",
    "in.picture_side": (
        "l’image fait {width} × {height} pixels : plus de {most} pixels de côté, ce qu’aucune photo de feuille "
        "n’a : prenez une image plus petite"),
    "in.name.control": "un nom ne peut contenir ni saut de ligne ni autre caractère de contrôle ({char})",
    "in.name.invisible": "un nom a besoin d’au moins un caractère visible",
    "in.empty_path": "un chemin vide : nommez le fichier à écrire",
    "in.duplicate_key": "la clé « {name} » est écrite deux fois : n’en gardez qu’une",
}
