"""Messages français de la conservation des parties dans le navigateur (clés `keep.*`,
referee_app/store/safekeeping.py)."""

MESSAGES: dict[str, str] = {
    "keep.not_saved": "Non enregistré dans ce navigateur : {reason}. Vos changements restent tant que cette "
                      "page est ouverte et l’app réessaie ; téléchargez un fichier de sauvegarde pour les garder.",
    "keep.reason.full": "son espace de stockage est plein",
    "keep.reason.refused": "le navigateur l’a refusé ({error})",
    "keep.unkept": "Ce navigateur peut vider son stockage quand la place manque, et vos parties avec. "
                   "Téléchargez de temps en temps un fichier de sauvegarde.",
    "keep.backup_due": "{n} [n:partie terminée|parties terminées] depuis votre dernière sauvegarde : "
                       "téléchargez un fichier de sauvegarde pour [n:la|les] garder.",
    "keep.retry": "Réessayer",
    "keep.backup": "Télécharger une sauvegarde",
    "keep.later": "Plus tard",
    "keep.close": "Fermer",
}
