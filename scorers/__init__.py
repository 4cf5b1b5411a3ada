"""Table Referee's rules and scoring: pure Python, no user interface.

`registry.find_game` names the games; each built game's module exposes `RULES` with `parse`,
`check`, `score` and `json_schema`. `loading.load_game` reads a game file of any game.
"""
