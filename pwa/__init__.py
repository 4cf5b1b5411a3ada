"""The browser build of Table Referee (static site, Pyodide): `python -m pwa.build OUT/`, `python -m pwa.bench`."""
