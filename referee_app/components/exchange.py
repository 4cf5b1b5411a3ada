"""Exchange: import a game (the text of a sheet's QR code or a game file pasted, or a file / picture
picked), export the history (CSV, BG Stats JSON), import a BG Stats export's plays (after saying what it
takes and skips, and asking), and a full backup, restore a backup (asking before it
replaces anything), and print blank score pads (A4, US Letter).

Every file made is saved under the data folder's `exports/` and offered as a download (as the PDF
sheets are); what was saved, and where, is said in a snack bar.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app.components.common import (
    confirm,
    ident,
    in_browser,
    save_and_offer,
    section,
    shown_path,
    snack,
    stamped,
)
from referee_app.components.keeping_banner import offer_backup
from referee_app.pdf.pads import PADS, PAPERS, pad_pdf
from referee_app.problems import reason
from referee_app.state import AppState
from scorers.errors import RefereeError
from scorers.registry import find_game

FILE_TYPES = ["json", "txt"]
PICKED_TYPES = [*FILE_TYPES, "png", "jpg", "jpeg", "webp", "gif", "bmp"]
#: The lines of a BG Stats import's report shown in its confirm dialog (a phone's screen), after the summary.
BGSTATS_LINES_SHOWN = 12


async def pick_bytes(extensions: list[str] | None) -> bytes | None:
    files = await ft.FilePicker().pick_files(with_data=True, allowed_extensions=extensions,
                                             file_type=ft.FilePickerFileType.CUSTOM if extensions
                                             else ft.FilePickerFileType.ANY)
    return files[0].bytes if files else None


class ExchangeScreen:
    def __init__(self, page: ft.Page, app: AppState, go: Callable[..., Any]) -> None:
        self.page, self.app, self.go = page, app, go
        t = app.t
        self.text = ft.TextField(label=t("ex.paste"), multiline=True, min_lines=2, max_lines=5, dense=True)
        self.result = ft.Text()
        self.open = ft.TextButton(t("ex.open_game"), icon=ft.Icons.OPEN_IN_NEW, visible=False)

    # --- import ----------------------------------------------------------------------------------
    def imported(self, run: Callable[[], Any]) -> None:
        t = self.app.t
        try:
            done = run()
        except RefereeError as error:
            self.result.value = t("ex.import_refused", reason="; ".join(p.text(self.app.lang) for p in error.problems))
            self.result.color, self.open.visible = ft.Colors.ERROR, False
            return
        winners = ", ".join(done.scored.sheet.winners)
        key = "ex.import_duplicate" if done.duplicate else "ex.imported"
        self.result.value = t(key, title=done.record.title, game=self.app.say(done.scored.game.name), winners=winners)
        self.result.color = None
        self.open.visible = True
        self.open.on_click = lambda _: self.go(f"/history/{done.record.id}")
        self.text.value = ""

    def import_text(self, _: Any) -> None:
        self.imported(lambda: self.app.import_text(self.text.value or ""))

    def import_file(self, _: Any) -> None:
        async def pick() -> None:
            # the browser build has no picture decoder (pwa/build.py): a photo there would only be refused
            data = await pick_bytes(FILE_TYPES if in_browser() else PICKED_TYPES)
            if data is not None:
                self.imported(lambda: self.app.import_bytes(data))
                self.page.update()

        self.page.run_task(pick)

    # --- export, backup, restore -------------------------------------------------------------------
    def export(self, kind: str) -> None:
        data = self.app.export_history("csv" if kind == "csv" else "json")
        name = stamped("table-referee-history", "csv" if kind == "csv" else "bgstats.json")
        save_and_offer(self.page, self.app, data, name)

    def backup(self, _: Any) -> None:
        offer_backup(self.page, self.app)

    def restore(self, _: Any) -> None:
        async def pick() -> None:
            data = await pick_bytes(None)
            if data is not None:
                self.restore_data(data)
                self.page.update()

        self.page.run_task(pick)

    def restore_data(self, data: bytes) -> None:
        """Restore a backup's bytes: at once into an empty app, else only after the user says yes."""
        t = self.app.t

        def run(replace: bool) -> None:
            try:
                kept = self.app.restore_backup(data, replace)
            except RefereeError as error:
                snack(self.page, t("ex.restore_refused", reason=reason(error, self.app.lang)))
                return
            done = t("ex.restored_kept", path=shown_path(self.page, kept)) if kept else t("ex.restored")
            left = self.app.store.backups.last_restore
            count = len(left.refused_said) + len(left.ignored_said)  # each listed on Home
            snack(self.page, t("ex.restored_left_out", done=done, count=count) if count else done)

        if self.app.store.backups.is_empty():
            run(False)
        else:
            confirm(self.page, t("ex.restore_title"), t("ex.restore_body"), t("ex.restore_yes"), t("ui.cancel"),
                    lambda: run(True), test_id="restore")

    def import_bgstats(self, _: Any) -> None:
        async def pick() -> None:
            data = await pick_bytes(["json"])
            if data is not None:
                self.bgstats_data(data)
                self.page.update()

        self.page.run_task(pick)

    def bgstats_data(self, data: bytes) -> None:
        """A BG Stats export's bytes: what it would take and skip is shown, and History changes only when the
        user says yes."""
        t = self.app.t
        try:
            plan = self.app.plan_bgstats(data)
        except RefereeError as error:
            snack(self.page, t("bg.refused", reason=reason(error, self.app.lang)))
            return
        if not plan.taken:
            snack(self.page, t("bg.nothing", skipped=len(plan.skipped)))
            return

        def run() -> None:
            try:
                added = self.app.apply_bgstats(plan)
            except RefereeError as error:
                snack(self.page, t("bg.refused", reason=reason(error, self.app.lang)))
                return
            snack(self.page, t("bg.imported", count=len(added), skipped=len(plan.skipped)))

        lines = plan.lines(self.app.lang, {p.game: self.app.say(find_game(p.game).name) for p in plan.taken})
        shown = [lines[0], *[line for line in lines[1:]][:BGSTATS_LINES_SHOWN]]
        if len(lines) > len(shown):
            shown.append("…")
        confirm(self.page, t("bg.confirm_title"), "\n".join(shown), t("bg.confirm_yes"), t("ui.cancel"), run,
                test_id="bgstats")

    def pad(self, pad_id: str, paper: str) -> None:
        save_and_offer(self.page, self.app, pad_pdf(pad_id, paper, self.app.lang), f"pad-{pad_id}-{paper}.pdf")

    # --- the screen ------------------------------------------------------------------------------
    def _import_about(self) -> list[ft.Control]:
        """What can be imported here; the browser build says once, before any try, where a photo is read."""
        t = self.app.t
        if not in_browser():
            return [ft.Text(t("ex.import_about"), size=12)]
        return [ft.Text(t("ex.import_about_browser"), size=12), ft.Text(t("ex.photos_elsewhere"), size=12)]

    def view(self) -> ft.View:
        t = self.app.t

        def button(identifier: str, label: str, icon: Any, on_click: Callable[[Any], None],
                   filled: bool = False) -> ft.Control:
            kind = ft.FilledButton if filled else ft.OutlinedButton
            return ident(identifier, kind(label, icon=icon, on_click=on_click, height=48))

        pads = [ft.Row([ft.Text(t(p.title), expand=True),
                        *[button(f"pad-{p.id}-{paper}", t(f"ex.paper.{paper}"), ft.Icons.PRINT,
                                 lambda _, i=p.id, k=paper: self.pad(i, k)) for paper in PAPERS]])
                for p in PADS]
        body = [
            section(t("ex.import")), *self._import_about(), ident("import-text", self.text),
            ft.Row([button("import-go", t("ex.import_text"), ft.Icons.QR_CODE, self.import_text, filled=True),
                    button("import-file", t("ex.import_game_file" if in_browser() else "ex.import_file"),
                           ft.Icons.UPLOAD_FILE, self.import_file)], wrap=True),
            ident("import-result", self.result), self.open, ft.Divider(),
            section(t("ex.export")), ft.Text(t("ex.export_about"), size=12),
            ft.Row([button("export-csv", t("ex.export_csv"), ft.Icons.TABLE_CHART, lambda _: self.export("csv")),
                    button("export-bgstats", t("ex.export_bgstats"), ft.Icons.DATA_OBJECT,
                           lambda _: self.export("bgstats"))], wrap=True),
            ft.Text(t("bg.import_about"), size=12),
            button("import-bgstats", t("bg.import"), ft.Icons.UPLOAD_FILE, self.import_bgstats),
            ft.Divider(), section(t("ex.backup")), ft.Text(t("ex.backup_about"), size=12),
            ft.Row([button("backup", t("ex.make_backup"), ft.Icons.SAVE, self.backup),
                    button("restore", t("ex.restore"), ft.Icons.RESTORE, self.restore)], wrap=True),
            ft.Divider(), section(t("ex.pads")), ft.Text(t("ex.pads_about"), size=12), *pads,
        ]
        return ft.View(route="/exchange", appbar=ft.AppBar(title=ft.Text(t("ex.exchange"))),
                       controls=[ft.ListView(body, expand=True, spacing=8)])
