"""The Rules screen end to end, in headless Chromium at phone size: opened from a game's app bar, searched,
opened at a clause (scrolled to it), back to the game; and from Home's catalogue, every book."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from referee_app.games.hundsgemein import document as hg
from referee_app.store import Store


def seeded(server) -> str:
    players = [{"name": "Anna", "colour": "yellow"}, {"name": "Ben", "colour": "blue"}]
    with Store(server.data_dir / "games.sqlite3") as store:
        doc = hg.new_document(players, "standard")
        return store.games.create("hundsgemein", "Anna, Ben", doc.model_dump(mode="json")).id


def shown(ui, identifier: str) -> str:
    """A node's text and its accessible names (a tappable card's words are its aria-label)."""
    return ui.by_id(identifier).first.evaluate(
        "e => [e, ...e.querySelectorAll('*')].map(n => (n.getAttribute('aria-label') || '') + ' ' + "
        "(n.childElementCount ? '' : n.textContent)).join(' ')")


def test_a_game_rule_book_searched_and_opened_at_a_clause(ui, server):
    """From a game, one tap opens its book; a French question finds the tie rule, which opens in the book,
    scrolled to and marked; back returns to the game."""
    game_id = seeded(server)
    ui.open(f"/game/{game_id}", ready_id="open-rules")
    ui.tap("open-rules")
    ui.by_id("rules-group-setup").wait_for()
    ui.says("rules-clause-HG-BOARD", "7")
    assert re.search(r"/rules/hundsgemein", ui.page.url)
    ui.screenshot("rules-01-book")
    ui.fill("rules-search", "chien égalité")
    ui.says("rules-count", "found")
    found = [shown(ui, f"rules-hit-{n}") for n in range(3)]
    assert any("HG-MAJORITY-TIE" in text for text in found), found
    ui.screenshot("rules-02-search")
    ui.tap(f"rules-hit-{next(n for n, text in enumerate(found) if 'HG-MAJORITY-TIE' in text)}")
    clause = ui.by_id("rules-clause-HG-MAJORITY-TIE")
    clause.wait_for()
    expect(clause).to_be_in_viewport()  # far down the book: scrolled to
    assert "clause=HG-MAJORITY-TIE" in ui.page.url
    ui.screenshot("rules-03-at-clause")
    ui.tap("app-back")
    ui.by_id("open-rules").wait_for()
    assert ui.page.url.endswith(f"/game/{game_id}")


def test_every_rule_book_from_home(ui):
    """Home's catalogue opens the books' index; a game's book opens from it, and back goes up a level at a
    time: the index, then Home."""
    ui.open("/")
    ui.tap("home-rules")
    ui.tap("rules-game-posters")
    ui.by_id("rules-ruling-PO-SIDES").wait_for()  # a ruling marked as one
    ui.says("rules-group-setup", "Set-up")
    ui.tap("app-back")
    ui.by_id("rules-game-loopit").wait_for()
    ui.fill("rules-search", "split barrier")
    ui.says("rules-hit-0", "NU-BARRIER")
    ui.tap("app-back")
    ui.by_id("open-settings").wait_for()


def test_a_rule_cited_in_an_answer_opens_its_clause_and_back_returns(ui, server):
    """Défense d'afficher's question "May I stick after staying put?" answers from the game on the table; the
    rule it cites opens the game's book at that clause (the dialog closes), and back returns to the game."""
    from referee_app.games.posters import document as po

    with Store(server.data_dir / "games.sqlite3") as store:
        doc = po.new_document([{"members": ["Anna"]}, {"members": ["Ben"]}], "full")
        game_id = store.games.create("posters", "Anna, Ben", doc.model_dump(mode="json")).id
    ui.open(f"/game/{game_id}", ready_id="po-status")
    ui.tap("po-q-stay")
    ui.says("po-q-stay-answer", "Anna stands on square")
    ui.screenshot("rules-04-question")
    ui.tap("po-q-stay-rule-PO-STICK")
    clause = ui.by_id("rules-clause-PO-STICK")
    clause.wait_for()
    expect(clause).to_be_in_viewport()
    expect(ui.page.get_by_role("alertdialog")).to_have_count(0)
    ui.tap("app-back")
    ui.by_id("po-status").wait_for()
    assert ui.page.url.endswith(f"/game/{game_id}")


#: The result sets on screen, sampled at every frame: each its first three clause ids and what the screen says
#: they answer (`rules-results`' label).
SAMPLE = """() => {
  const said = e => [e, ...e.querySelectorAll('*')]
      .map(n => (n.getAttribute('aria-label') || '') + ' ' + (n.childElementCount ? '' : n.textContent)).join(' ');
  const now = () => {
    const hits = [...document.querySelectorAll('flt-semantics[flt-semantics-identifier^="rules-hit-"]')]
        .sort((a, b) => parseInt(a.getAttribute('flt-semantics-identifier').slice(10))
                        - parseInt(b.getAttribute('flt-semantics-identifier').slice(10)))
        .slice(0, 3).map(e => (said(e).match(/[A-Z]{2,3}(?:-[A-Z0-9]+)+/) || ['?'])[0]).join(' ');
    const box = document.querySelector('flt-semantics[flt-semantics-identifier="rules-results"]');
    return hits + ' @' + (box ? box.getAttribute('aria-label') || '' : '');
  };
  const w = window.__rules = {last: 0, sets: []};
  for (const kind of ['keydown', 'input']) document.addEventListener(kind, () => { w.last = performance.now(); }, true);
  const sample = () => {
    const s = now();
    if (!w.sets.length || w.sets[w.sets.length - 1][1] !== s) w.sets.push([performance.now(), s]);
    requestAnimationFrame(sample);
  };
  sample();
}"""


def test_typing_fast_at_412_never_goes_back_to_an_older_questions_results(ui):
    """Issue 36.12, in the browser at 412x915: "tie" typed and answered, then " dog two players" typed fast (a
    key every 15 ms). From the last key on, the screen never shows an older question's results than the one it
    showed then (each result set drawn after it answers a longer beginning of the whole question: at most the
    letters still on their way to the app, never a backlog of every letter's results in turn, as before), never
    cards other than those it showed then or the whole question's, and it ends on and keeps the whole question's."""
    from scorers.rulebook import search

    partial, whole = "tie", "tie dog two players"
    expected = " ".join(h.clause.id for h in search(whole, "hundsgemein", 3))
    assert expected != " ".join(h.clause.id for h in search(partial, "hundsgemein", 3))
    ui.open("/rules/hundsgemein", ready_id="rules-search")
    ui.focus(ui.by_id("rules-search").locator("input").first)
    ui.page.keyboard.type(partial)
    ui.says("rules-results", f"“{partial}”")
    ui.page.evaluate(SAMPLE)
    ui.page.keyboard.type(whole[len(partial):], delay=15)
    ui.page.wait_for_function("([ids, said]) => { const sets = window.__rules.sets;"
                              " const now = sets[sets.length - 1][1];"
                              " return now.startsWith(ids + ' @') && now.includes(said); }",
                              arg=[expected, f"“{whole}”"], timeout=30000)
    ui.says("rules-results", f"“{whole}”")
    ui.page.wait_for_timeout(1500)
    sets = ui.page.evaluate("() => window.__rules")
    after = [s for t, s in sets["sets"] if t > sets["last"]]
    at_last_key = [s for t, s in sets["sets"] if t <= sets["last"]][-1]

    def question(result_set: str) -> str:
        return result_set.split("“", 1)[1].rsplit("”", 1)[0]

    def cards(result_set: str) -> str:
        return result_set.split(" @")[0]

    assert after and after[-1].startswith(expected + " @") and f"“{whole}”" in after[-1], (at_last_key, after)
    answered = [question(s) for s in [at_last_key, *after]]
    assert all(whole.startswith(q) for q in answered), (at_last_key, after)
    assert answered == sorted(answered, key=len), (at_last_key, after)  # never back to an older question
    assert all(cards(s) in (cards(at_last_key), expected) for s in after), (at_last_key, after)
    ui.screenshot("rules-05-search-typed-412-en")


def test_the_rule_book_in_french_at_360_marks_what_the_app_does_not_referee(ui):
    """At 360x780 in French: each clause's title, its id and its marks ("notre décision", "non arbitré par
    l’application") fit the screen; a French question about throwing away the face-up tiles finds that clause
    first, marked too."""
    ui.page.set_viewport_size({"width": 360, "height": 780})
    ui.tap("open-settings")
    ui.tap("lang-fr")
    ui.wait_text("Langue")
    ui.page.evaluate("(r) => { history.pushState(null, '', r); dispatchEvent(new PopStateEvent('popstate')); }",
                     "/rules/hundsgemein?clause=HG-DISCARD")
    ui.by_id("rules-unrefereed-HG-DISCARD").wait_for()
    ui.says("rules-unrefereed-HG-DISCARD", "non arbitré par l’application")
    ui.says("rules-title-HG-DISCARD", "Jeter ses tuiles visibles")
    expect(ui.by_id("rules-clause-HG-DISCARD")).to_be_in_viewport()
    wide = ui.page.evaluate("""() => [...document.querySelectorAll('flt-semantics[flt-semantics-identifier^="rules-"]')]
        .filter(e => e.getBoundingClientRect().width && e.getBoundingClientRect().right > window.innerWidth + 1)
        .map(e => e.getAttribute('flt-semantics-identifier'))""")
    assert not wide, wide
    field = ui.by_id("rules-search").locator("input").first.bounding_box()
    assert field["width"] > 360 - 2 * 10 - 60, field  # the field spans the screen (less its margins and icon)
    ui.screenshot("rules-06-book-360-fr")
    ui.fill("rules-search", "je peux jeter mes puces visibles ?")
    ui.says("rules-results", "« je peux jeter mes puces visibles ? »")
    assert "HG-DISCARD" in shown(ui, "rules-hit-0") and "non arbitré" in shown(ui, "rules-hit-0")
    ui.screenshot("rules-07-search-360-fr")
