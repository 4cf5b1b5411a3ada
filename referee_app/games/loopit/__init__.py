"""Loopit: the app side of `scorers/loopit/` (front, saved document, screens, PDF)."""
