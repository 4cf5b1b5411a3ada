"""English messages of players, history and exchange (keys `ex.*`)."""

MESSAGES: dict[str, str] = {
    "ex.qr_caption": "The whole game: scan it in Table Referee (Exchange › Import) or run “referee import” on a photo.",
    "ex.qr_too_big": "This game is too large for a QR code: export its game file from the app instead.",
}

MESSAGES.update({
    "ex.pad.loopit": "Loopit: score pad",
    "ex.pad.loopit.how": "Write each player's points at the end of every turn and keep the running total.",
    "ex.pad.paleo": "Paleo: match sheet",
    "ex.pad.paleo.how": "Tick the player (or team) who wins each round; the first to 4 points wins the match.",
    "ex.pad.pitchanque": "Pitchanque: mènes",
    "ex.pad.pitchanque.how": "Write each team's points at the end of every mène; the first team to 13 wins.",
    "ex.pad.cricket": "Billard Cricket: doubles",
    "ex.pad.cricket.how": "Tick a double when a player closes it; write the points it scores while the other "
                          "player has not closed it.",
    "ex.pad.row.turn": "Turn {n}",
    "ex.pad.row.round": "Round {n}",
    "ex.pad.row.mene": "Mène {n}",
    "ex.pad.row.double": "Double {n}",
    "ex.pad.player": "Player {n}",
    "ex.pad.team": "Team {n}",
    "ex.pad.col.points": "Points",
    "ex.pad.col.running": "Total",
    "ex.pad.col.point": "Won",
    "ex.pad.col.closed": "Closed",
    "ex.pad.name": "{who}: ____________",
    "ex.pad.total": "Total",
    "ex.pad.date_line": "Date: ______________   Place: ______________",
    "ex.pad.footer": "Blank pad printed {date} by Table Referee (an example layout, not the publisher's pad)",
})

MESSAGES.update({
    "ex.cli.saved": "Saved in the app: {title}",
    "ex.cli.duplicate": "Already in the app (not saved twice): {title}",
    "ex.cli.exported": "Written: {path}",
    "ex.cli.restored": "Backup restored. The data it replaced was copied to: {kept}",
})

MESSAGES.update({
    # history and statistics
    "ex.history": "History",
    "ex.stats": "Statistics",
    "ex.filter.game": "Game",
    "ex.filter.player": "Player",
    "ex.filter.all": "All",
    "ex.filter.since": "From (YYYY-MM-DD)",
    "ex.filter.until": "To (YYYY-MM-DD)",
    "ex.bad_day": "Write a date as 2026-01-31",
    "ex.previous": "Previous page",
    "ex.next": "Next page",
    "ex.pager": "Page {page} of {pages} · {total} [total:game|games]",
    "ex.no_history": "No finished game here yet.",
    "ex.result": "{player} {score}",
    "ex.won_by": "won by {players}",
    "ex.minutes": "{n} min",
    "ex.result_title": "Result",
    "ex.earlier": "Before a correction",
    "ex.earlier_line": "Until {when}: {results}",
    "ex.correct_hint": "Found a wrong entry? Open the game and correct it: it is scored again and the result "
                       "it replaces is kept here.",
    "ex.open_game": "Open the game",
    "ex.export_file": "Game file",
    "ex.player_stats": "{played} [played:game|games] · {wins} [wins:win|wins] ({rate}%) · longest winning streak "
                       "{longest} · last {last}",
    "ex.player_game": "{game}: {played} [played:game|games] · {wins} [wins:win|wins]",
    "ex.game_stats": "{played} [played:game|games] · last {last}",
    "ex.scores": "best {best} · average {average} · worst {worst}",
    "ex.scores_by": "best {best} ({by}) · average {average} · worst {worst}",
    "ex.team_of": "{team} ({members})",
    "ex.team_wins": "of which {n} with a team",
    "ex.details": "The play",
    "ex.note": "Note",
    "ex.place": "Place",
    "ex.save_details": "Save",
    "ex.details_saved": "Note and place saved",
    "ex.chart_wins": "Wins per player and game",
    "ex.chart_months": "Games per month",
    "ex.lowest_wins": "lowest wins",
    "ex.no_points": "a place, no points",
    "ex.head_to_head": "Head to head",
    "ex.h2h_first": "Player",
    "ex.h2h_second": "Against",
    "ex.h2h_line": "{games} [games:game|games] together · {first} ahead {a} · {second} ahead {b} · tied {ties}",
    "ex.by_player": "By player",
    "ex.by_game": "By game",
    # players
    "ex.players": "Players",
    "ex.profiles_about": "The players you know, offered at every game's set-up with their colour. "
                         "Players of new games are added here by themselves.",
    "ex.profile_name": "Name",
    "ex.profile_colour": "Colour",
    "ex.no_colour": "any",
    "ex.add_profile": "Add",
    "ex.save_profile": "Save",
    "ex.edit": "Edit",
    "ex.profile_refused": "Not saved: {reason}",
    "ex.profile_deleted": "{name} deleted.",
    "ex.delete_profile_title": "Delete this player?",
    "ex.delete_profile_body": "{name} leaves the set-up list; their games stay in the history. You can undo it "
                              "right after.",
    "ex.no_games_yet": "No finished game yet",
    "ex.no_profiles": "No player yet: add one above, or start a game.",
    "ex.known_players": "Players you know",
    # exchange
    "ex.exchange": "Exchange",
    "ex.import": "Import a game",
    "ex.import_about": "Paste the text of a score sheet's QR code (TR1:…) or a game file (JSON), or pick a "
                       "file or a photo of the code.",
    "ex.paste": "QR code text or game file",
    "ex.import_text": "Import",
    "ex.import_file": "File or photo",
    "ex.imported": "Imported: {title} ({game}), won by {winners}.",
    "ex.import_duplicate": "Already in your games: {title} ({game}), won by {winners}. Nothing was added.",
    "ex.import_refused": "Not imported: {reason}",
    "ex.export": "Export the history",
    "ex.export_about": "Every finished game: CSV has one row per player per game; BG Stats JSON can be "
                       "imported in BG Stats (importing it again adds nothing twice).",
    "ex.export_csv": "CSV",
    "ex.export_bgstats": "BG Stats",
    "ex.saved_file": "Saved: {path}",
    "ex.backup": "Backup",
    "ex.backup_about": "A backup holds every game, revision, player and setting. Restoring one asks before "
                       "it replaces your games, and keeps a copy of them.",
    "ex.make_backup": "Make a backup",
    "ex.restore": "Restore",
    "ex.restore_title": "Replace all your games?",
    "ex.restore_body": "The backup replaces every game, player and setting of this app. A copy of the "
                       "current data is kept next to it, so this can be undone.",
    "ex.restore_yes": "Replace",
    "ex.restored": "Backup restored.",
    "ex.restored_kept": "Backup restored. Your previous data was kept in {path}.",
    "ex.restore_refused": "Not restored: {reason}",
    "ex.pads": "Blank score pads",
    "ex.pads_about": "Printable pads for the games scored on paper (our own layouts).",
    "ex.paper.a4": "A4",
    "ex.paper.letter": "US Letter",
    # pwa branch: the browser build's downloads (the message names no folder)
    "ex.downloaded": "Saved {name} to your downloads",
    # polish: the browser build offers no picture import and says where a photo is read
    "ex.import_about_browser": "Paste the text of a score sheet's QR code (TR1:…) or a game file (JSON), or pick "
                               "a game file.",
    "ex.import_game_file": "Game file",
    "ex.photos_elsewhere": "A photo of a QR code is read by the installed app or by the “referee import” command, "
                           "not in this browser.",
})
