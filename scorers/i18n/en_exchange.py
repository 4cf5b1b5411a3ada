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
