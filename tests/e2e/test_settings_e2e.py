"""Each browser its own settings (issue 26 item 9): two phones on one server, one in a French browser and one
in an English one. "As the device" follows each browser's language (navigator.language), and French chosen
on one phone leaves the other as it was; the choice is kept by the browser across a reload."""

from __future__ import annotations

from conftest import phone_page


def test_two_browsers_on_one_server_keep_their_own_language(browser, server):
    french_ctx, french = phone_page(browser, server, "fr-FR")
    english_ctx, english = phone_page(browser, server, "en-US")
    try:
        french.wait_text("Vos parties")  # "as the device": the French browser's language
        english.wait_text("Your games")
        english.tap("open-settings")
        english.tap("lang-fr")
        english.wait_text("Langue")
        french.tap("open-settings")
        french.tap("lang-en")
        french.wait_text("Language")
        english.open("/")
        english.wait_text("Vos parties")  # kept by this browser
        french.open("/")
        french.wait_text("Your games")
    finally:
        french_ctx.close()
        english_ctx.close()
