"""English messages of reading an input file (keys `in.*`): what is refused before any game reads it."""

MESSAGES: dict[str, str] = {
    "in.not_a_file.folder": "a folder, not a file",
    "in.not_a_file.pipe": "a pipe, not a file: give a file",
    "in.not_a_file.device": "a device, not a file: give a file",
    "in.not_a_file.socket": "a socket, not a file: give a file",
    "in.not_a_file.other": "not a regular file: give a file",
    "in.too_large": "more than {most} MB (megabytes): no game, board or photo of a sheet is that large",
    "in.picture_side": (
        "the picture is {width} x {height} pixels: more than {most} pixels on a side, which no photo of a sheet "
        "has: take a smaller picture"),
    "in.name.control": "a name cannot hold a line break or another control character ({char})",
    "in.name.invisible": "a name needs at least one visible character",
    "in.empty_path": "an empty path: name the file to write",
    "in.duplicate_key": "the key \"{name}\" is written twice: keep one",
}
