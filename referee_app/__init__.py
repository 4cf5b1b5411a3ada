"""Table Referee's front ends: the `referee` command, the PDF sheet, and (later) the Flet app.

Nothing here decides a rule: every check and every point comes from `scorers`.
"""
