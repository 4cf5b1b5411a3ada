"""English texts of the blocks every game's screens share: the result block
(referee_app/components/score_headline.py) and the violation banner (referee_app/components/violation_banner.py)."""

MESSAGES: dict[str, str] = {
    # --- paleo branch: the result block ---
    "ui.result.share": "Share",
    "ui.result.tie_won": "Level on {levels}; {winner} wins on {criterion} ({order}).",
    "ui.result.tie_leads": "Level on {levels}; {winner} leads on {criterion} ({order}).",
    "ui.result.tie_shared": "Still level on {levels}: the win is shared.",
    "ui.result.tie_level": "Level on {levels}.",
    # --- paleo branch: the violation banner ---
    "ui.banner.reason": "{text}",
    "ui.banner.close": "Close",
    "ui.banner.tap": "Tap for the full explanation",
    "ui.banner.more": "and {n} more: tap for the full explanation",
    "ui.banner.title": "What the rules say",
    "ui.banner.rule": "Rule {rule}",
    "ui.banner.no_text": "{rule}: the rule book in the app has no text for this rule; see the game's rules.",
    "ui.banner.line_rules": "The rules of line {label}",
}
