"""Défense d'afficher: the app side of `scorers/posters/` (front, saved document, screens, PDF)."""
