"""English messages of the table's boards: the Boards screen, board files and QR codes (keys `bd.*`)."""

MESSAGES: dict[str, str] = {
    # --- branch boards -----------------------------------------------------------------------------
    "bd.not_a_board_game": "{game} has no printed board the app keeps",
    "bd.not_an_object": "a board is a JSON object",
    "bd.needs_a_name": "a board needs a name",
    "bd.no_such_board": "there is no board {board}",
    "bd.read_only": "the boards that come with the app cannot be changed: duplicate one to change it",
    "bd.name_taken": "another board is already called {name}",
    "bd.other_game": "this is a board of {game}, not of {wanted}",
    "bd.unknown_key": "a board file holds only kind, game and board",
    "bd.not_a_board_file": "this is not a board file (it should hold \"kind\": \"board\", the game and the board)",
}
