"""The app's own words and Flutter's follow the chosen language (issue 13: "Back" stayed English)."""

from __future__ import annotations


def _back_button_names(ui) -> str:
    """Every accessible name on the page: the app bar's back button is named by its tooltip."""
    return ui.page.evaluate(
        """() => [...document.querySelectorAll("flt-semantics-host [aria-label], flt-semantics-host [role=button]")]
             .map(e => (e.getAttribute("aria-label") || "") + " " + e.textContent).join(" | ")""")


def test_the_back_button_speaks_french_once_french_is_chosen(ui):
    ui.tap("open-settings")
    ui.wait_text("Language")
    ui.page.wait_for_function("() => document.querySelector('flt-semantics-host').textContent.includes('Back')"
                              " || [...document.querySelectorAll('[aria-label]')].some(e => e.getAttribute("
                              "'aria-label').includes('Back'))")
    ui.tap("lang-fr")
    ui.wait_text("Langue")
    ui.wait_text_contains("Retour")
    assert "Back" not in _back_button_names(ui)
