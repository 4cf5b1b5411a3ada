"""Textes français des blocs communs écrits sur la branche paleo : le bloc du résultat
(referee_app/components/score_headline.py) et le bandeau des infractions
(referee_app/components/violation_banner.py)."""

MESSAGES: dict[str, str] = {
    # --- paleo branch: the result block ---
    "ui.result.share": "Partager",
    "ui.result.tie_won": "À égalité en {levels}, {winner} l'emporte au départage ({criterion} : {order}).",
    "ui.result.tie_leads": "À égalité en {levels}, {winner} mène au départage ({criterion} : {order}).",
    "ui.result.tie_shared": "Toujours à égalité en {levels} : victoire partagée.",
    "ui.result.tie_level": "À égalité en {levels}.",
}
