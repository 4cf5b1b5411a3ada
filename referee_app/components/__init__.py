"""One small module per screen or widget. Components build controls and call `AppState`; no rules."""
