"""Moving games in and out of the app, for every game of the registry alike (no game id is named here).

- `payload`: the text a PDF sheet's QR code holds (the game file, compressed) and reading it back from
  that text or from a picture of the code.
- `files`: game files: canonical form, fingerprint (import de-duplication), scoring a file, the result
  lines of a score sheet.
- `tables`: the history as CSV (one row per player per game) and as BG Stats JSON plays.
- `importer`: a game file, QR text or picture becomes a saved game (once: a second import finds it).
- `bgstats`: the plays of our games in a BG Stats export join History (what is taken and skipped, and
  why; one transaction, after the user confirms).
Backups of the whole database are the store's (`referee_app.store.records`).
"""
