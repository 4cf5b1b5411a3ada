"""Textes français des blocs communs aux écrans de tous les jeux : le bloc du résultat
(referee_app/components/score_headline.py) et le bandeau des infractions
(referee_app/components/violation_banner.py)."""

MESSAGES: dict[str, str] = {
    # --- paleo branch: the result block ---
    "ui.result.share": "Partager",
    "ui.result.tie_won": "À égalité en {levels}, {winner} l’emporte au départage ({criterion} : {order}).",
    "ui.result.tie_leads": "À égalité en {levels}, {winner} mène au départage ({criterion} : {order}).",
    "ui.result.tie_shared": "Toujours à égalité en {levels} : victoire partagée.",
    "ui.result.tie_level": "À égalité en {levels}.",
    # --- paleo branch: the violation banner ---
    "ui.banner.reason": "{text}",
    "ui.banner.close": "Fermer",
    "ui.banner.tap": "Touchez pour l’explication complète",
    "ui.banner.more": "et {n} de plus : touchez pour l’explication complète",
    "ui.banner.title": "Ce que disent les règles",
    "ui.banner.rule": "Règle {rule}",
    "ui.banner.no_text": (
        "{rule} : le livre de règles de l’appli n’a pas le texte de cette règle ; voyez les règles du jeu."),
    "ui.banner.line_rules": "Les règles de la ligne {label}",
}
