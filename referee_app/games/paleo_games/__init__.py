"""Paleo's derived score races: the app side of `scorers/paleo_games/` (front, saved document, screens, PDF)."""
