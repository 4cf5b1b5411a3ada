"""`PIL.Image` for the browser build: the names reportlab reads at import, nothing that works."""


class Image:  # reportlab tests `isinstance(x, Image.Image)`: no object ever is one here
    pass


class UnidentifiedImageError(OSError):
    pass


def open(*args, **kwargs):  # noqa: A001 - Pillow's name
    raise ImportError("pictures cannot be read in the browser version (no Pillow)", name="PIL")


def __getattr__(name):
    raise ImportError(f"PIL.Image.{name} is not available in the browser version", name="PIL")
