"""Entry point at the project's root, for Flet's packagers (the browser build in pwa/, `flet build`).

They pack the folder of the script they are given: from here that is `scorers/` and `referee_app/`
together. In the browser (Pyodide, `sys.platform == "emscripten"`) the app starts with its games
saved in IndexedDB (`referee_app.browser`); anywhere else this is `referee-app`.
"""

import sys

if __name__ == "__main__":
    if sys.platform == "emscripten":
        from referee_app.browser import run

        run()
    else:
        from referee_app.main import main

        sys.exit(main())
