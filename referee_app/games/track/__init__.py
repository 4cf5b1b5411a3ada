"""Numeri and Fröscheln: the app side of `scorers/track/` (front, saved document, screens, PDF)."""
