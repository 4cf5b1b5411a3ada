"""The `referee` command: its subcommands, their text output, and the commands over the app's data.

Only the computer runs it (`pwa/build.py` leaves this folder out of the browser build)."""
