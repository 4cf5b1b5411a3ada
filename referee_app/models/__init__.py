"""The app's documents and state: what is saved, and the only ways it changes."""
