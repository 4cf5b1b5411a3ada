"""The web server's own parts: the gate of the LAN mode (`guard.py`) and the page that serves the app's client
(`client.py`). Only the computer runs them (`pwa/build.py` leaves this folder out of the browser build)."""
