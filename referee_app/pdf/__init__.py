"""The PDF sheets every game prints on (`base.py`), the score-progression chart on paper (`chart.py`) and its
colours (`colours.py`, which the Score tab's chart uses too), the blank pads (`pads.py`) and QR codes (`qr.py`).

No Flet here; reportlab is imported by the modules that draw, never by this package: the browser build
unpacks reportlab at the first PDF."""
