"""Hundsgemein: the app side of `scorers/hundsgemein/` (front, saved document, screens, PDF)."""
