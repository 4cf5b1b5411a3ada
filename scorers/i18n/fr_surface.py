"""Les mots français des parties d'écran partagées ajoutées pour l'issue 36 : le « plus » des joueurs connus d'un
formulaire de partie (referee_app/components/known_players.py)."""

MESSAGES: dict[str, str] = {
    "ui.known.more": "{n} autres",
    "ui.known.fewer": "Moins",
}
