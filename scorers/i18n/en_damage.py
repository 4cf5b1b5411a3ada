"""English messages of a damaged store and of the command's outputs (keys `dmg.*`, and the store's `st.open.*`
of the files beside it): issue 35, nothing lost when a file is damaged or an output goes wrong."""

MESSAGES: dict[str, str] = {
    "st.open.wal_damaged": ("{file}, the log of the last changes, is damaged: the changes written after the damage "
                            "would be lost"),
    "st.open.journal_damaged": "{file}, the journal of a change left unfinished, is damaged",
    "st.open.journal_hot": "a change was left unfinished ({file}): the app undoes it when it starts",
    "ui.db_left_aside": ("A damaged file of saved games was moved aside earlier, to {path}, and its games were never "
                         "recovered."),
    "ui.db_recovered_home": ("The games of the damaged file were recovered; the file itself is kept as it was, at "
                             "{path}."),
    "dmg.out.cannot_write": "cannot be written: {reason}",
    "dmg.out.not_a_file": "cannot be written: {kind}",
    "dmg.out.no_folder": "cannot be written: there is no folder {folder}",
    "dmg.out.name_too_long": "cannot be written: the name is too long for the file system",
    "dmg.out.nul": "cannot be written: a file name cannot hold a NUL character",
    "dmg.out.is_store": ("cannot be written: it is the app's saved games (or a file SQLite keeps beside them), which "
                         "this would destroy; name another file"),
    "dmg.out.is_input": "cannot be written: it is one of this command's own inputs, which this would destroy; name "
                        "another file",
    "dmg.history_unreadable": "its time or its results cannot be read ({game})",
    "dmg.set_aside": "referee: left out of the file, it cannot be read: game {game}: {reason}",
    "dmg.restored_fresh": "Backup restored (there were no saved games to replace).",
    "dmg.backup_without_columns": "{name} is not a backup of Table Referee: its table {table} has no column {columns}",
    "dmg.left_out_document": "the game {game}, revision {revision}: the app cannot open it",
    "dmg.backup_unreadable": "{name} cannot be read: {reason}",
    "dmg.backup_not_a_file": "{name} is not a file (a device, a pipe or a folder): give a backup file",
    "dmg.backup_empty": "{name} is an empty file, not a backup",
    "dmg.backup_too_large": "{name} is larger than {most} MB (megabytes): no backup of the app is that large",
    "in.text_too_long": "more than {most} characters: no text of a game file is that long",
    "in.date_too_long": "more than {most} characters: a date as it is written (2026-11-27, 14 juillet 2025)",
    "dmg.boards_unreadable": ("no board {board} among those that can be read: [count:one saved board|{count} saved "
                              "boards] cannot be read (the app lists [count:it|them] to export)"),
}
