"""The server's console: what a client that sends garbage makes it print.

Flet's receive loop logs every frame it cannot read (not msgpack, not a message, an unknown action, a body of
another shape, a text frame) as a warning with its whole traceback, and closes that connection: eight
malformed frames printed eight tracebacks (issue 35). Nothing of the app failed and nothing was lost, so each
becomes one line, its client-sent text escaped (a line break in it cannot print a line of its own).
"""

from __future__ import annotations

import logging

#: Flet's web server's logger (`flet_web/fastapi/flet_app.py`) and the words of its receive loop's failure.
FLET_LOGGER = "flet_web.fastapi"
RECEIVE_ERROR = "Receive loop error"
MOST_CHARS = 200


def _escaped(text: str) -> str:
    """`text` on one line: controls and line breaks as escapes, cut to `MOST_CHARS`."""
    cut = text if len(text) <= MOST_CHARS else text[:MOST_CHARS] + "..."
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in cut)


def one_line_receive_errors(record: logging.LogRecord) -> bool:
    """A frame Flet could not read: one line naming the error, no traceback (kept: every other record)."""
    if not str(record.msg).startswith(RECEIVE_ERROR) or not record.exc_info:
        return True
    error = record.exc_info[1]
    record.msg = "Table Referee: a message the server could not read was dropped and its connection closed (%s: %s)"
    record.args = (type(error).__name__, _escaped(str(error)))
    record.exc_info, record.exc_text = None, None
    return True


def quiet_console() -> None:
    """Install the console's filters (`referee_app.main.serve_web` calls it once, before serving)."""
    logger = logging.getLogger(FLET_LOGGER)
    if one_line_receive_errors not in logger.filters:
        logger.addFilter(one_line_receive_errors)
