"""New Numeri or Fröscheln game: the common set-up form (`SetupForm`), whose house rules (Fröscheln's "split
only after the first frog reaches the shore") are switched on once the game is on its board, since whether
the board supports a rule (a shore) is the board's to say."""

from __future__ import annotations

from pydantic import BaseModel

from referee_app.changes import Refusal
from referee_app.components.new_game import SetupForm
from referee_app.games.track import document as tm
from scorers.errors import RefereeError


class TrackSetup(SetupForm):
    def finish(self, doc: BaseModel) -> BaseModel:
        for rule in self.house:
            done = tm.set_house_rule(doc, rule, True)  # type: ignore[arg-type]
            if isinstance(done, Refusal):
                raise RefereeError("; ".join(self.app.say(r) for r in done.reasons))
            doc = done.doc
        return doc
