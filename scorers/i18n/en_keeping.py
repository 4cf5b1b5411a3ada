"""English messages of keeping the games in the browser build (keys `keep.*`, referee_app/store/safekeeping.py)."""

MESSAGES: dict[str, str] = {
    "keep.not_saved": "Not saved in this browser: {reason}. Your changes stay while this page is open and the "
                      "app tries again; download a backup file to keep them.",
    "keep.reason.full": "its storage is full",
    "keep.reason.refused": "the browser refused it ({error})",
    "keep.unkept": "This browser may clear its storage when space runs short, and your games with it. "
                   "Download a backup file now and then.",
    "keep.backup_due": "{n} [n:game|games] finished since your last backup: download a backup file to keep "
                       "[n:it|them] safe.",
    "keep.retry": "Try again",
    "keep.backup": "Download a backup",
    "keep.later": "Later",
    "keep.close": "Close",
}
