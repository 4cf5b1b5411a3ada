"""Paleo, Le Roi and Escarmouche: the app side of `scorers/paleo/` (front, saved document, screens, PDF)."""
