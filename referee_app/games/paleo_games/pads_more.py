"""The logging pads of Kayak (gates of one shot), Pitchanque (a mène, nearest piece first) and Hockey
(face-offs, goals, faults, puck out or blocked). See `pgames_pads` for how a pad works."""

from __future__ import annotations

from typing import Any

import flet as ft

from referee_app.components.common import colours_of, ident
from referee_app.games.paleo_games.pads import BIG, Pad, big
from scorers.i18n import phrase
from scorers.paleo_games.hockey import ATTACKER_FAULTS, FAULTS
from scorers.paleo_games.match import SIDE_LETTERS
from scorers.paleo_games.pitchanque import PITCHANQUE


class KayakPad(Pad):
    """One shot of the kayak whose turn it is: gates crossed (in order), a kayak touched, the finish."""

    def build(self) -> list[ft.Control]:
        t = self.app.t
        state = self.screen.report.state
        self.gates: list[int] = []
        self.reverse = ft.Switch(label=t("pg.ui.ky.reverse"), value=False)
        self.finish = ft.Switch(label=t("pg.ui.ky.finish"), value=False)
        self.touched = ft.Dropdown(label=t("pg.ui.ky.touched"), value="none", dense=True, width=280, options=[
            ft.DropdownOption(key="none", text=t("pg.ui.ky.no_touch")),
            *[ft.DropdownOption(key=n, text=n) for n in state.names]])
        self.shot_text = ft.Text(size=15)
        buttons = [big(str(g), lambda _, g=g: self.gate(g), f"pg-gate-{g}", width=BIG)
                   for g in range(1, state.options["gates"] + 1)]
        return [ident("pg-shooter", self.shooter_text), ft.Text(t("pg.ui.ky.help"), size=13, italic=True),
                ft.Row(buttons, wrap=True, spacing=4), ident("pg-ky-reverse", self.reverse),
                ident("pg-ky-touched", self.touched), ident("pg-ky-finish", self.finish),
                ident("pg-ky-shot", self.shot_text),
                ft.Row([big(t("pg.ui.log_shot"), lambda _: self.shoot(), "pg-ky-log"),
                        big(t("pg.ui.clear"), lambda _: self.clear(), "pg-ky-clear", filled=False)]),
                ident("pg-info", self.info)]

    def gate(self, gate: int) -> None:
        self.gates.append(-gate if self.reverse.value else gate)
        self.reverse.value = False
        self.repaint()

    def clear(self) -> None:
        self._cleared()
        self.repaint()

    def _cleared(self) -> None:
        self.gates, self.finish.value, self.touched.value = [], False, "none"
        self.show(self.screen.report)

    def shoot(self) -> None:
        report = self.screen.report
        event: dict[str, Any] = {"type": "shot", "player": report.state.names[report.turn or 0], "gates": self.gates}
        if self.touched.value not in (None, "none"):
            event["touched"] = self.touched.value
        if self.finish.value:
            event["finish"] = True
        self.log(event, then=self._cleared)

    def show(self, report) -> None:
        t = self.app.t
        name = report.state.names[report.turn or 0]
        self.shooter_text.value = t("pg.ui.shooting", player=name)
        gates = ", ".join(str(g) if g > 0 else t("pg.ui.ky.reversed", gate=-g) for g in self.gates) or "—"
        self.shot_text.value = t("pg.ui.ky.shot", gates=gates)
        done = report.replay.tally.score
        total = report.state.options["gates"]
        self.info.value = " · ".join(t("pg.ui.ky.next", player=n, gate=s + 1) if s < total else
                                     t("pg.ui.ky.line", player=n) for n, s in zip(report.state.names, done))

    def parts(self) -> list[ft.Control] | None:
        # not the gates' buttons, which never change
        return [self.shooter_text, self.shot_text, self.reverse, self.touched, self.finish, self.info]


class PitchanquePad(Pad):
    """A mène by its result, one tap: the team that scored and its points (PQ-RESULT), or nobody. Or, for a
    mène to settle: tap the team of each piece in play from the nearest out, count the pieces out, log it.
    Or the jack sent out by a team (the other team's unplayed pieces are what the mène has left)."""

    def build(self) -> list[ft.Control]:
        t = self.app.t
        state = self.screen.report.state
        self.order: list[str] = []
        self.out = {"a": 0, "b": 0}
        self.pieces = PITCHANQUE.pieces(state)
        self.builder = ft.Text(size=16, weight=ft.FontWeight.BOLD)
        self.left = ft.Text(size=13)
        near, out, jack, results = [], [], [], []
        for i, x in enumerate(SIDE_LETTERS[:2]):
            colours = colours_of(state.players[i].colour)
            name = state.names[i]
            results.append(ft.Row([ft.Text(name, size=15, weight=ft.FontWeight.BOLD, expand=True, no_wrap=True,
                                           overflow=ft.TextOverflow.ELLIPSIS),
                                   *[big(f"+{n}", lambda _, x=x, n=n: self.result(x, n), f"pq-result-{x}-{n}",
                                         width=44, colours=colours) for n in range(1, self.pieces + 1)]],
                                  spacing=3))
            near.append(big(name, lambda _, x=x: self.place(x), f"pq-near-{x}", width=180, colours=colours))
            out.append(big(t("pg.ui.pq.out", team=name), lambda _, x=x: self.step_out(x), f"pq-out-{x}",
                           width=180, filled=False))
            jack.append(big(t("pg.ui.pq.jack", team=name), lambda _, x=x: self.jack(x), f"pq-jack-{x}",
                            width=180, filled=False))
        # the one-tap mènes first (by the result, the jack out), then the piece-by-piece builder
        return [ident("pg-shooter", self.shooter_text), ft.Text(t("pg.ui.pq.result_help"), size=13, italic=True),
                *results, big(t("pg.ui.pq.nobody"), lambda _: self.result(None, 0), "pq-result-none", filled=False),
                ft.Text(t("pg.ui.pq.jack_help"), size=13, italic=True), ft.Row(jack, wrap=True),
                ft.Text(t("pg.ui.pq.help"), size=13, italic=True),
                ft.Row(near, wrap=True), big(t("pg.ui.pq.tie"), lambda _: self.place("ab"), "pq-tie", filled=False),
                ft.Row(out, wrap=True), ident("pq-builder", self.builder), ident("pq-left", self.left),
                ft.Row([big(t("pg.ui.pq.log"), lambda _: self.mene(), "pq-log"),
                        big(t("pg.ui.pq.back"), lambda _: self.back(), "pq-back", filled=False)], wrap=True)]

    def placed(self, x: str) -> int:
        return sum(p.count(x) for p in self.order if not p.startswith("out-"))

    def place(self, where: str) -> None:
        self.order.append(where)
        self.repaint()

    def step_out(self, x: str) -> None:
        self.out[x] += 1
        self.order.append(f"out-{x}")
        self.repaint()

    def back(self) -> None:
        if self.order:
            last = self.order.pop()
            if last.startswith("out-"):
                self.out[last[-1]] -= 1
        self.repaint()

    def reset(self) -> None:
        self.order, self.out = [], {"a": 0, "b": 0}

    def _logged(self) -> None:
        """The mène is logged: the pieces tapped for it are dropped (sent with the mène's repaint)."""
        self.reset()
        self.show(self.screen.report)

    def mene(self) -> None:
        order = [p for p in self.order if not p.startswith("out-")]
        self.log({"type": "mene", "order": order, "out": {x: n for x, n in self.out.items() if n}},
                 then=self._logged)

    def result(self, team: str | None, points: int) -> None:
        """Log the mène by its result (PQ-RESULT); the pieces tapped so far for it are dropped."""
        event: dict[str, Any] = {"type": "result"}
        if team is not None:
            event.update(team=team, points=points)
        self.log(event, then=self._logged)

    def jack(self, by: str) -> None:
        other = "b" if by == "a" else "a"
        unplayed = max(0, self.pieces - self.placed(other) - self.out[other])
        self.log({"type": "jack-out", "by": by, "unplayed": unplayed}, then=self._logged)

    def show(self, report) -> None:
        t = self.app.t
        names = report.state.names
        self.shooter_text.value = t("pg.ui.pq.first", team=names[report.turn or 0])
        label = {"a": names[0], "b": names[1], "ab": t("pg.ui.pq.equal")}
        shown = [label[p] if not p.startswith("out-") else t("pg.ui.pq.out_item", team=label[p[-1]])
                 for p in self.order]
        self.builder.value = " › ".join(shown) if shown else t("pg.ui.pq.empty")
        self.left.value = " · ".join(t("pg.ui.pq.left", team=names[i], n=self.pieces - self.placed(x) - self.out[x])
                                     for i, x in enumerate(SIDE_LETTERS[:2]))

    def parts(self) -> list[ft.Control] | None:
        # not the teams' buttons, which never change
        return [self.shooter_text, self.builder, self.left]


class HockeyPad(Pad):
    """Face-off, goal, fault (with its kind), puck out, puck blocked: one tap each, per player."""

    def build(self) -> list[ft.Control]:
        t = self.app.t
        state = self.screen.report.state
        self.kind = ft.Dropdown(label=t("pg.ui.hk.kind"), value=FAULTS[0], dense=True, width=300, options=[
            ft.DropdownOption(key=k, text=self.app.say(self._fault(k))) for k in FAULTS])
        self.faceoffs, rows = [], []
        for i, name in enumerate(state.names):
            colours = colours_of(state.players[i].colour)
            self.faceoffs.append(big(t("pg.ui.hk.faceoff", player=name), lambda _, n=name: self.log(
                {"type": "faceoff", "winner": n}), f"hk-faceoff-{i}", width=190, colours=colours))
            rows.append(ft.Row([
                big(t("pg.ui.hk.goal", player=name), lambda _, i=i: self.goal(i), f"hk-goal-{i}", width=190,
                    colours=colours),
                big(t("pg.ui.hk.fault", player=name), lambda _, n=name: self.log(
                    {"type": "fault", "player": n, "kind": self.kind.value}), f"hk-fault-{i}", width=190,
                    filled=False)], wrap=True))
            rows.append(ft.Row([
                ident(f"hk-goalie-{i}", ft.TextButton(t("pg.ui.hk.goalie", player=name), on_click=lambda _, n=name:
                                                      self.log({"type": "goal", "player": n, "goalie": True}))),
                ident(f"hk-out-{i}", ft.TextButton(t("pg.ui.hk.out", player=name), on_click=lambda _, n=name:
                                                   self.log({"type": "out", "player": n}))),
                ident(f"hk-blocked-{i}", ft.TextButton(t("pg.ui.hk.blocked", player=name), on_click=lambda _, n=name:
                                                       self.log({"type": "blocked", "player": n})))], wrap=True))
        self.play_rows = ft.Column(rows, spacing=6)
        self.toggled: list[ft.Control] = []  # the face-offs and play rows the last `show` showed or hid
        self.from_free = ft.Switch(label=t("pg.ui.hk.from_free"), value=True)
        self.from_free_box = ident("hk-from-free", self.from_free)
        return [ident("pg-shooter", self.shooter_text), ft.Row(self.faceoffs, wrap=True), self.from_free_box,
                self.play_rows,
                ident("hk-kind", self.kind), ident("pg-info", self.info)]

    @staticmethod
    def _fault(kind: str):
        return phrase(f"pg.hk.fault.{kind}")

    def goal(self, side: int) -> None:
        report = self.screen.report
        event = {"type": "goal", "player": report.state.names[side]}
        if report.replay.tally.free == side and self.from_free.value:  # scored with the free shot itself
            event["free_shot"] = True
        self.log(event)

    def show(self, report) -> None:
        t = self.app.t
        tally = report.replay.tally
        due = tally.faceoff and not report.over
        # sent only when shown or hidden: their coloured buttons' style is sent again each time they are compared
        self.toggled = [c for c, visible in [*((b, due) for b in self.faceoffs),
                                             (self.play_rows, not due and not report.over)]
                        if c.visible != visible]
        for control in self.toggled:
            control.visible = not control.visible
        self.shooter_text.value = (t("pg.ui.hk.faceoff_due") if due else
                                   t("pg.ui.hk.attacker", player=report.state.names[tally.turn])
                                   if tally.turn is not None else "")
        free = tally.free
        self.from_free_box.visible = free is not None and not due
        self.from_free.value = True
        self.info.value = t("pg.ui.hk.free", player=report.state.names[free]) if free is not None else ""
        self.info.value += ("  " if self.info.value else "") + t("pg.ui.hk.attacker_faults", faults=[
            self._fault(k) for k in FAULTS if k in ATTACKER_FAULTS])

    def parts(self) -> list[ft.Control] | None:
        return [self.shooter_text, self.from_free_box, self.info, *self.toggled]
