"""Sharing boards: a board's QR code (the sheets' payload style, `TR1:...`) with its text, and its board
file saved and offered as a download; importing one from the code's text, a board file or a photo of the
code (read as the sheets' codes are, `referee_app.exchange`)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import flet as ft

from referee_app import boards
from referee_app.components.common import ident, save_and_offer, section, stamped
from scorers.errors import RefereeError

PICKED_TYPES = ["json", "txt", "png", "jpg", "jpeg", "webp", "gif", "bmp"]


def qr_png(text: str) -> bytes:
    from referee_app.components.home import qr_png as draw

    return draw(text)


def board_file_bytes(game: str, board: boards.KeptBoard) -> bytes:
    return (json.dumps(boards.board_file(game, board.data), ensure_ascii=False, indent=2) + "\n").encode("utf-8")


def share_dialog(page: ft.Page, app: Any, game: str, board: boards.KeptBoard) -> None:
    """The board's QR code and its text (to scan, or to send as text), and its file."""
    t = app.t
    text = boards.payload_text(game, board.data)
    fits = boards.fits_a_qr(text)

    def save_file(_: Any) -> None:
        save_and_offer(page, app, board_file_bytes(game, board), stamped(f"board-{game}-{board.name}", "json"))

    def copy_text(_: Any) -> None:
        async def copy() -> None:
            try:
                await ft.Clipboard().set(text)
            except Exception:  # noqa: BLE001 - a browser that refuses the clipboard: the text is selectable
                return

        page.run_task(copy)

    code: list[ft.Control] = ([ident("bd-qr", ft.Image(src=qr_png(text), width=260, height=260))] if fits
                              else [ft.Text(t("bd.too_big_for_qr"), color=ft.Colors.ERROR)])
    page.show_dialog(ft.AlertDialog(
        title=ft.Text(t("bd.share_title", board=board.name)),
        content=ft.Column([*code, ft.Text(t("bd.share_help"), size=12),
                           # not selectable: "Copy the text" copies it whole (a selection on a phone rarely is)
                           ident("bd-qr-text", ft.Text(text, size=10))],
                          tight=True, scroll=ft.ScrollMode.AUTO, width=300),
        actions=[ident("bd-copy-text", ft.TextButton(t("bd.copy_text"), icon=ft.Icons.COPY, on_click=copy_text)),
                 ident("bd-save-file", ft.TextButton(t("bd.save_file"), icon=ft.Icons.SAVE_ALT, on_click=save_file)),
                 ident("bd-share-close", ft.TextButton(t("bd.close"), on_click=lambda _: page.pop_dialog()))]))


def import_section(page: ft.Page, app: Any, game: str, done: Callable[[], None]) -> list[ft.Control]:
    """Paste a board's QR text (or board file), or pick a file or photo; the board joins the table's."""
    t = app.t
    # not dense (40 px tall); two lines: the label wrapped inside one ("Texte du QR code ou fichier de plateau")
    field = ft.TextField(label=t("bd.paste"), multiline=True, min_lines=2, max_lines=4)
    result = ft.Text()

    def keep(read: Callable[[], tuple[str, dict]]) -> None:
        try:
            of_game, data = read()
            imported = boards.import_board(app.store, of_game, data)
        except RefereeError as error:
            result.value, result.color = t("bd.import_refused", reason="; ".join(p.text(app.lang)
                                                                                  for p in error.problems)), \
                ft.Colors.ERROR
            page.update()
            return
        key = "bd.import_duplicate" if imported.duplicate else "bd.imported"
        result.value, result.color = t(key, board=imported.board.name, game=app.say(_game_name(of_game))), None
        field.value = ""
        if of_game == game:
            done()
        page.update()

    def from_text(_: Any) -> None:
        keep(lambda: boards.board_of_text(field.value or ""))

    def from_file(_: Any) -> None:
        async def pick() -> None:
            files = await ft.FilePicker().pick_files(with_data=True, allowed_extensions=PICKED_TYPES,
                                                     file_type=ft.FilePickerFileType.CUSTOM)
            if files and files[0].bytes is not None:
                raw = files[0].bytes
                keep(lambda: boards.board_of_bytes(raw))

        page.run_task(pick)

    return [section(t("bd.import")), ft.Text(t("bd.import_help"), size=12), ident("bd-import-text", field),
            ft.Row([ident("bd-import-go", ft.FilledButton(t("bd.import_text"), icon=ft.Icons.QR_CODE,
                                                          on_click=from_text, height=48)),
                    ident("bd-import-file", ft.OutlinedButton(t("bd.import_file"), icon=ft.Icons.UPLOAD_FILE,
                                                              on_click=from_file, height=48))], wrap=True),
            ident("bd-import-result", result)]


def _game_name(game: str) -> Any:
    from scorers.registry import find_game

    return find_game(game).name
