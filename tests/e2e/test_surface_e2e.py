"""Issue 36 ("At the table, nothing wrong on screen"), the layout of shared screens at 360 x 780 in French and
412 x 915 in English: Home's title whole and nothing under its "New game" (item 9), and the known players of a
set-up form folded behind "more" so that the game's options stay on the first screen (item 5). One server, a
store seeded before the page loads; the language is switched on the settings screen."""

from __future__ import annotations

from conftest import seeded_page

from referee_app.state import AppState
from referee_app.store import Store

#: (language, width, height, the settings screen's word that says the language took)
PHONES = (("fr", 360, 780, "Langue"), ("en", 412, 915, "Language"))
#: The start of a measuring script's body: the app's font loaded once in the page, and `ctx`, a canvas context
#: drawing it at the script's `px`, to measure words as the app draws them.
IN_APP_FONT = """
  if (!window.__surfaceFont) {
    const face = new FontFace("SurfaceDejaVu", "url(/fonts/DejaVuSans.ttf)");
    document.fonts.add(await face.load());
    window.__surfaceFont = true;
  }
  const ctx = document.createElement("canvas").getContext("2d");
  ctx.font = `${px}px SurfaceDejaVu`;
"""
#: Home's title measured in the app's font at the size it is drawn (components/common.py: BAR_TITLE_SIZE).
TITLE_FITS = """async ([id, px]) => {""" + IN_APP_FONT + """
  const e = document.querySelector(`flt-semantics[flt-semantics-identifier="${id}"]`);
  const text = e.textContent.trim() || e.getAttribute("aria-label") || "";
  const r = e.getBoundingClientRect();
  // each word whole on its line, and the whole title on the lines it has (one line is ~1.4 x px tall)
  const lines = Math.max(1, Math.round(r.height / (px * 1.4)));
  const longest = Math.max(...text.split(/\\s+/).map(w => ctx.measureText(w).width));
  return {text, width: r.width, height: r.height, needed: ctx.measureText(text).width, lines, longest};
}"""
#: The tappable nodes whose box meets `id`'s (other than itself, what it holds and what holds it).
UNDER = """(id) => {
  const me = document.querySelector(`flt-semantics[flt-semantics-identifier="${id}"]`);
  const b = me.getBoundingClientRect();
  const out = [];
  for (const e of document.querySelectorAll("flt-semantics[flt-tappable], flt-semantics[role=button]")) {
    if (e === me || me.contains(e) || e.contains(me)) continue;
    const r = e.getBoundingClientRect();
    if (!r.width || !r.height || r.bottom <= 0 || r.top >= innerHeight) continue;
    if (r.left < b.right - 1 && b.left < r.right - 1 && r.top < b.bottom - 1 && b.top < r.bottom - 1)
      out.push((e.getAttribute("flt-semantics-identifier") || e.textContent.trim()).slice(0, 40));
  }
  return out;
}"""
#: Each segment of the switch `id` (its words and its box), with the width its words take in the app's font at
#: `px` (Material's segment label, 14 px) beside its `padding` on each side: a word wider than its room is cut.
SEGMENTS_FIT = """async ([id, px, padding]) => {""" + IN_APP_FONT + """
  const me = document.querySelector(`flt-semantics[flt-semantics-identifier="${id}"]`);
  return [...me.querySelectorAll("flt-semantics")]
    .filter(e => !e.querySelector("flt-semantics") && (e.textContent.trim() || e.getAttribute("aria-label")))
    .map(e => {
      const text = e.textContent.trim() || e.getAttribute("aria-label");
      const r = e.getBoundingClientRect();
      return {text, room: r.width - 2 * padding, needed: ctx.measureText(text).width};
    });
}"""
PROFILES = [f"Joueur {n:02d}" for n in range(1, 27)]  # 26 known players: an afternoon's


def seed(store_path) -> dict:
    with Store(store_path) as store:
        app = AppState(store)
        for name in PROFILES:
            app.store.records.save_profile(name)
    return {}


def use_language(ui, lang: str, word: str) -> None:
    ui.open("/")
    ui.tap("open-settings")
    ui.tap(f"lang-{lang}")
    ui.wait_text(word)
    ui.open("/")


def test_homes_title_is_whole_and_nothing_lies_under_new_game(browser, tmp_path):
    """Issue 36 item 9: at 360 px in French Home's title was cut to "Arbitre de ta…" and the floating "+" lay
    over the rule books row (its arrow could not be tapped). At 360 FR and 412 EN the title's words are whole on
    the lines it takes, and no tappable control shares a pixel with "New game", on the first screen and with
    the list scrolled to its end; "New game" is a finger's target and opens the games."""
    from referee_app.components.common import BAR_TITLE_SIZE

    with seeded_page(browser, tmp_path / "data", seed, {"width": 360, "height": 780}) as (ui, _):
        for lang, width, height, word in PHONES:
            ui.page.set_viewport_size({"width": width, "height": height})
            use_language(ui, lang, word)
            ui.by_id("new-game").wait_for()
            ui.page.wait_for_timeout(1000)
            ui.screenshot(f"surface-home-{lang}-{width}")
            title = ui.page.evaluate(TITLE_FITS, ["home-title", BAR_TITLE_SIZE])
            assert title["text"] in ("Arbitre de table", "Table Referee"), title
            assert title["longest"] <= title["width"] + 1, title
            assert title["needed"] <= title["width"] * title["lines"] + 1, title
            assert ui.page.evaluate(UNDER, "new-game") == [], lang
            ui.page.mouse.move(width / 2, height / 2)
            ui.page.mouse.wheel(0, 5000)
            ui.page.wait_for_timeout(1200)
            ui.screenshot(f"surface-home-end-{lang}-{width}")
            assert ui.page.evaluate(UNDER, "new-game") == [], lang
            box = ui.by_id("new-game").bounding_box()
            assert box["y"] + box["height"] <= height and min(box["width"], box["height"]) >= 44, box
            ui.tap("new-game")
            ui.by_id("new-loopit").wait_for()


def test_known_players_fold_behind_more_and_the_variant_stays_on_the_first_screen(browser, tmp_path):
    """Issue 36 item 5: 26 known players filled Loopit's set-up form and pushed its variant below the fold. At
    360 FR and 412 EN the form shows six of them and "20 more", and the first variant lies within the first
    screen; "more" shows all 26 and "Fewer" folds them again."""
    with seeded_page(browser, tmp_path / "data", seed, {"width": 360, "height": 780}) as (ui, _):
        for lang, width, height, word in PHONES:
            ui.page.set_viewport_size({"width": width, "height": height})
            use_language(ui, lang, word)
            ui.tap("new-game")
            ui.tap("new-loopit")
            ui.by_id("known-more").wait_for()
            ui.page.wait_for_timeout(1000)
            ui.screenshot(f"surface-known-{lang}-{width}")
            ui.says("known-more", "20 autres" if lang == "fr" else "20 more")
            chips = ui.page.locator('flt-semantics[flt-semantics-identifier^="profile-chip-"]')
            assert chips.count() == 6
            variant = ui.by_id("variant-standard").first.bounding_box()
            assert variant and variant["y"] + variant["height"] <= height, variant
            ui.tap("known-more")
            ui.by_id("known-fewer").wait_for()
            assert chips.count() == 26
            ui.screenshot(f"surface-known-all-{lang}-{width}")
            ui.tap("known-fewer")
            ui.by_id("known-more").wait_for()
            assert chips.count() == 6


#: Every node of `prefix` whose box or words do not fit: past the screen's edges, or a label wider than its
#: box on the lines it takes (measured in the app's font at `px`).
CLIPPED = """async ([prefix, px]) => {""" + IN_APP_FONT + """
  const out = [];
  let seen = 0;
  for (const e of document.querySelectorAll("flt-semantics[flt-semantics-identifier]")) {
    const id = e.getAttribute("flt-semantics-identifier");
    if (!id.startsWith(prefix)) continue;
    const r = e.getBoundingClientRect();
    if (!r.width || r.bottom <= 0 || r.top >= innerHeight) continue;
    seen += 1;
    const text = (e.textContent.trim() || e.getAttribute("aria-label") || "").trim();
    const lines = Math.max(1, Math.floor((r.height - 16) / (px * 1.15)));
    const words = text.split(/\\s+/).filter(Boolean);
    const longest = Math.max(0, ...words.map(w => ctx.measureText(w).width));
    if (r.left < -1 || r.right > innerWidth + 1) out.push(`${id} past the edge (${r.left}..${r.right})`);
    else if (longest > r.width + 1 || ctx.measureText(text).width > (r.width - 8) * lines + 1)
      out.push(`${id} "${text}" in ${Math.round(r.width)}x${Math.round(r.height)}`);
    if (r.height < 43.5) out.push(`${id} ${Math.round(r.height)} px tall`);
  }
  return {seen, out};
}"""


def posters_seed(store_path) -> dict:
    from referee_app.fronts import front
    from scorers.registry import find_game

    with Store(store_path) as store:
        app = AppState(store)
        game = find_game("posters")
        players = [{"name": n, "colour": c} for n, c in zip(("Chloé-Anne", "Bartholomäus"), front(game).COLOURS)]
        record = app.create_game(game, "Chloé-Anne, Bartholomäus", front(game).new_document(game, players, None))
    return {"posters": record.id}


def test_defense_dafficher_question_chips_are_whole_at_phone_sizes(browser, tmp_path):
    """Issue 36 item 9: Défense d'afficher's questions drew their cards and slots as one-line buttons in a
    380 px column the dialog cut at 360 px (and a long card's words ran past its button). At 360 FR and 412 EN
    every card, slot and poster button lies within the screen, is 44 px tall at least and holds its whole
    label, on as many lines as it takes."""
    with seeded_page(browser, tmp_path / "data", posters_seed, {"width": 360, "height": 780}) as (ui, games):
        for lang, width, height, word in PHONES:
            ui.page.set_viewport_size({"width": width, "height": height})
            use_language(ui, lang, word)
            ui.open(f"/game/{games['posters']}", ready_id="po-questions")
            ui.tap("po-questions")
            ui.by_id("poq-title").wait_for()
            ui.page.wait_for_timeout(1000)
            ui.screenshot(f"surface-po-questions-{lang}-{width}")
            found = ui.page.evaluate(CLIPPED, ["poq-card-", 14])
            assert found["seen"] >= 3 and not [f for f in found["out"] if "answer" not in f], found
            ui.page.mouse.move(width / 2, height / 2)
            ui.page.mouse.wheel(0, 900)
            ui.page.wait_for_timeout(1200)
            ui.screenshot(f"surface-po-questions-slots-{lang}-{width}")
            for prefix in ("poq-slot-", "poq-poster-"):
                found = ui.page.evaluate(CLIPPED, [prefix, 14])
                assert not [f for f in found["out"] if "answer" not in f], (prefix, found)
            ui.tap("poq-close")  # the session outlives a page load: a dialog left open would stay over Home
            ui.by_id("poq-title").wait_for(state="detached")


def hundsgemein_seed(store_path) -> dict:
    from referee_app.fronts import front
    from referee_app.games.hundsgemein import document as hg
    from scorers.hundsgemein.rules import BREEDS
    from scorers.registry import find_game

    with Store(store_path) as store:
        app = AppState(store)
        game = find_game("hundsgemein")
        names = ("Chloé-Anne", "Bartholomäus", "Łukasz")
        doc = front(game).new_document(game, [{"name": n, "colour": c} for n, c in zip(names, front(game).COLOURS)],
                                       None)
        for street, breed in zip([f"{d}{n}" for d in "HV" for n in range(1, 7)], BREEDS * 3):
            doc = hg.set_dog(doc, street, breed).doc
        record = app.create_game(game, ", ".join(names), doc)
    return {"hundsgemein": record.id}


def test_hundsgemeins_banner_leaves_the_switch_and_the_street_labels_in_view(browser, tmp_path):
    """Issue 36 item 9: two touching type-1 fleas put seven lines of banner over Hundsgemein's board at 360 px
    in French: the entry switch, the street labels along the top and the first row of blocks lay under it. At
    360 FR and 412 EN the banner says the whole of the broken rule in a room of its own, the status line, the
    entry switch and every street label under it, and its explanation is one tap away."""
    with seeded_page(browser, tmp_path / "data", hundsgemein_seed, {"width": 360, "height": 780}) as (ui, games):
        for lang, width, height, word in PHONES:
            ui.page.set_viewport_size({"width": width, "height": height})
            use_language(ui, lang, word)
            ui.open(f"/game/{games['hundsgemein']}", ready_id="block-1-1")
            ui.tap("block-1-1")
            ui.says("board-count", "1")
            ui.tap("block-2-2")
            ui.says("violation-banner", "Deux puces de type 1" if lang == "fr" else "Two type-1 fleas")
            ui.page.wait_for_timeout(1000)
            ui.screenshot(f"surface-hg-banner-{lang}-{width}")
            banner = ui.by_id("violation-banner").first.bounding_box()
            below = [ui.by_id("end-status").first.bounding_box(), ui.by_id("entry-mode").first.bounding_box(),
                     *[ui.by_id(f"road-{s}").first.bounding_box() for s in ("V1", "V6", "H1")]]
            assert all(banner["y"] + banner["height"] <= b["y"] + 0.5 for b in below), (banner, below)
            ui.tap("violation-banner")
            ui.says("violation-banner-item-0", "Une puce ne peut pas" if lang == "fr" else "No flea may go")
            ui.tap("violation-banner-ok")
            ui.tap("undo")  # both tiles taken back: the next phone starts from the same board
            ui.by_id("violation-banner").wait_for(state="detached")
            ui.tap("undo")
            ui.page.wait_for_timeout(800)


def test_defense_dafficher_s_banner_covers_neither_the_status_nor_the_turn_s_controls(browser, tmp_path):
    """Issue 36 item 9: the banner lay over the top of Défense d'afficher's turn, over the status line and the
    Move / Exchange / Chance switch (the next tap on "Chance" landed on the banner). At 360 FR and 412 EN a
    refused chance card (a ban on no slot) is said in a banner of its own room: the status line and the switch
    start under it, no tappable control shares a pixel with it, and "Chance" can be tapped again at once. The
    switch's words are whole (it cut "Échange" to "Échang" at 360 FR)."""
    with seeded_page(browser, tmp_path / "data", posters_seed, {"width": 360, "height": 780}) as (ui, games):
        for lang, width, height, word in PHONES:
            ui.page.set_viewport_size({"width": width, "height": height})
            use_language(ui, lang, word)
            ui.open(f"/game/{games['posters']}", ready_id="po-kind")
            ui.page.get_by_role("button", name="Chance").first.click()
            ui.tap("po-card-ban")
            ui.tap("po-card-ok")  # a ban laid on no slot: refused
            ui.says("violation-banner", "et aucun n’est choisi" if lang == "fr" else "and no slot is chosen")
            ui.page.wait_for_timeout(1000)
            ui.screenshot(f"surface-po-banner-{lang}-{width}")
            # the switch's words whole ("Échang" at 360 FR: the switch took its words' width, not the row's)
            segments = ui.page.evaluate(SEGMENTS_FIT, ["po-kind", 14, 12])
            assert len(segments) == 3 and all(s["needed"] <= s["room"] for s in segments), segments
            banner = ui.by_id("violation-banner").first.bounding_box()
            below = {name: ui.by_id(name).first.bounding_box() for name in ("po-status", "po-kind")}
            assert all(banner["y"] + banner["height"] <= b["y"] + 0.5 for b in below.values()), (banner, below)
            assert ui.page.evaluate(UNDER, "violation-banner") == []
            ui.page.get_by_role("button", name="Chance").first.click()  # in view, not under the banner
            ui.by_id("po-card-ban").wait_for()
            ui.tap("violation-banner-close")
            ui.by_id("violation-banner").wait_for(state="detached")
