"""Stand-in for Pillow in the browser build only (pwa/build.py puts it in the app archive).

Pillow has no build for the browser's Python. reportlab imports `PIL.Image` when it loads, but draws
our vector sheets without it; picture decoding (QR import from a photo) is not offered in the browser.
Anything that really uses an image gets `ImportError`, which the app turns into its clear message.
"""

BROWSER_STUB = True
