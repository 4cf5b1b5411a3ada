"""The app's data: one SQLite file, and its parts (`store/store.py` says which part keeps what)."""

from referee_app.store.store import Store

__all__ = ["Store"]
