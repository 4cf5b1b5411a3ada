"""One front-end module per game package (see `referee_app.fronts`)."""
