"""Every phrase of the catalogues, rendered in both languages, reads as the language (issue 13 item 10).

Each template is rendered with sample parameters twice: names starting with a vowel and counts of 1, then
names starting with a consonant and counts of 2. The French text must elide where French elides ("d'Anna",
never "de Anna"), hold no English, no leftover key or placeholder, no doubled space, and space its
punctuation the catalogue's way: a plain space before : ; ? ! and inside « ». Names are inserted through
one helper (`{name:de}` and the like, scorers/i18n), plurals through one mechanism (`[n:one|many]`).
"""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest

from scorers.i18n import CATALOGUES, elides, phrase, render

EN, FR = CATALOGUES["en"], CATALOGUES["fr"]
ROOT = Path(__file__).resolve().parents[1]

#: Parameters that always hold a number (or a cell, a square, a die face written in figures).
NUMBERS = {
    "count", "n", "k", "points", "value", "values", "left", "tiles", "cells", "least", "low", "high", "cell",
    "start", "end", "turn", "turns", "total", "played", "target", "players", "expected", "allowed", "capacity",
    "north", "south", "one", "other_count", "line", "supply", "errors", "warnings", "size", "removed",
    "available", "most", "rack", "deal", "reserve", "posters", "sides_count", "steps", "held", "asked",
    "penalty", "keys", "back", "captured", "placed", "out", "sum", "unplayed", "before", "after", "wins",
    "page", "pages", "average", "best", "score", "minimum", "first", "token", "stock", "bans", "square",
    "row", "column", "roll", "multiplier", "base", "links", "gate", "gates", "wanted", "stuck", "penalties",
    "flea", "tokens", "pieces_count", "panel", "old", "date",
    # places on a board, always a phrase starting with a consonant ("rangée 3, colonne 4")
    "at", "first_at", "second_at",
}


#: A parameter that is a number in one key and a name in others.
NUMBER_IN = {("pg.pq.unplayed_max", "pieces"), ("pg.pq.count", "pieces")}


def fields(template: str) -> set[str]:
    names = {f for _, f, _, _ in string.Formatter().parse(template) if f}
    return names | set(re.findall(r"\[(\w+):", template))


def counted(template: str) -> set[str]:
    return set(re.findall(r"\[(\w+):", template))


def sample(key: str, vowel: bool) -> dict:
    """Parameters for the key: names in the sample's initial, counts 1 or 2."""
    params = {}
    for name in fields(EN[key]) | fields(FR[key]):
        if name in counted(EN[key]) | counted(FR[key]) or name in NUMBERS or (key, name) in NUMBER_IN:
            params[name] = 1 if vowel else 2
        else:
            params[name] = "Anna" if vowel else "Bob"
    return params


def rendered():
    for key in sorted(EN):
        for vowel in (True, False):
            params = sample(key, vowel)
            yield key, vowel, render(phrase(key, **params), "en"), render(phrase(key, **params), "fr")


ALL = list(rendered())

#: English words that have no business in French text; chosen from what slipped through before.
ENGLISH = re.compile(r"\b(the|of|and|is|are|with|Winner|Back|star|Player|Letter|rolls|moves|token|tiles?|"
                     r"square|turn|left|Leading|points left)\b")
#: Words that French elides before a vowel sound, and contractions French always makes.
ELIDING = re.compile(r"(?<![\w'’-])(de|que|le|la|ne|jusque|lorsque|puisque|si)\s+([^\s,.;:!?()«»]+)", re.I)
CONTRACTED = re.compile(r"\b(de|à)\s+(le|les)\s", re.I)


def test_every_phrase_renders_in_both_languages():
    assert len(ALL) == 2 * len(EN)
    for key, _, en, fr in ALL:
        for text in (en, fr):
            assert text and text != key and "{" not in text and "}" not in text, key
            assert not re.search(r"\[\w+:", text), key


def test_no_english_in_french_text():
    allowed = {"ui.lang.en", "ex.export_bgstats"}  # the language's own name, a product's name
    found = [(key, fr) for key, _, _, fr in ALL if key not in allowed and ENGLISH.search(fr)]
    assert not found


def test_french_elides_before_a_vowel_and_contracts_de_le():
    found = []
    for key, _, _, fr in ALL:
        for word, following in ELIDING.findall(fr):
            if word.lower() == "si":
                if following.lower() in ("il", "ils"):
                    found.append((key, fr))
            elif elides(following):
                found.append((key, fr))
        if CONTRACTED.search(fr):
            found.append((key, fr))
    assert not found


def test_no_doubled_or_stray_spaces():
    layout = {"ex.pad.date_line"}  # blanks to write on, spaced on purpose
    found = [(key, text) for key, _, en, fr in ALL for text in (en, fr) if key not in layout and (
             "  " in text or text != text.strip() or re.search(r" [,.)]", text) or "( " in text)]
    assert not found


def test_french_punctuation_spacing_is_the_catalogues():
    """The catalogue's convention: a plain space before : ; ? ! and inside « », none before , and ."""
    found = []
    for key, _, _, fr in ALL:
        if re.search(r"[^\s\d](?<!TR1)[;:?!](?![\w/])", fr) or re.search(r"«(?! )|(?<! )»", fr):
            found.append((key, fr))
    assert not found


def test_english_punctuation_has_no_space_before_colons():
    found = [(key, en) for key, _, en, _ in ALL if re.search(r" [;:?!]", en) or "«" in en]
    assert not found


def test_no_capital_right_after_a_parameter_in_mid_sentence():
    """"Square f6 holds The 7 with lines" came from a parameter rendered as a sentence; in a template, a
    word right after a parameter is never capitalised unless a sentence ended."""
    found = [(key, match.group(1)) for key, template in [*EN.items(), *FR.items()]
             for match in re.finditer(r"\}( [A-ZÉÈÀ][a-zé]+)", template)]
    proper = {" Goal", " Attaquant", " Explorateur", " Explorateurs", " Mercenaire", " Mercenaires", " Roi",
              " Tueur", " Tueurs", " Doublé", " Doublés", " Sanctuaire", " Princesse", " Réserve"}
    assert not [f for f in found if f[1] not in proper]


def _calls(tree):
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            yield node, node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")


def test_no_parameter_is_given_a_capitalised_sentence():
    """A phrase given as a parameter goes in as a Phrase (rendered in place), never as a sentence
    (`say`, `sentence`): that put "The 7" in the middle of a sentence. `ui.refused` takes whole sentences."""
    found = []
    for path in sorted(p for d in ("scorers", "referee_app") for p in (ROOT / d).rglob("*.py")):
        for node, name in _calls(ast.parse(path.read_text(encoding="utf-8"))):
            if name in ("phrase", "t", "Phrase") and node.args and isinstance(node.args[0], ast.Constant) \
                    and node.args[0].value != "ui.refused":
                for keyword in node.keywords:
                    for inner, inner_name in _calls(keyword.value):
                        if inner_name in ("say", "sentence"):
                            found.append(f"{path.relative_to(ROOT)}:{node.lineno} {keyword.arg}")
    assert not found


@pytest.mark.parametrize("name, de, a, que", [
    ("Anna", "d’Anna", "à Anna", "qu’Anna"), ("Bob", "de Bob", "à Bob", "que Bob"),
    ("Émile", "d’Émile", "à Émile", "qu’Émile"), ("Hugo", "d’Hugo", "à Hugo", "qu’Hugo"),
    ("Yves", "d’Yves", "à Yves", "qu’Yves"), ("Yann", "de Yann", "à Yann", "que Yann"),
    ("hors-jeu", "de hors-jeu", "à hors-jeu", "que hors-jeu"), ("8", "de 8", "à 8", "que 8"),
])
def test_one_helper_elides_de_a_and_que(name, de, a, que):
    template = phrase("tr.ui.roll_of", player=name)
    assert render(template, "fr") == f"Jet {de} :"
    from scorers.i18n import LINKS
    assert LINKS["de"](name) == de and LINKS["à"](name) == a and LINKS["que"](name) == que


def test_de_and_a_contract_with_le_and_les():
    from scorers.i18n import LINKS
    assert LINKS["de"]("le jeton 3") == "du jeton 3" and LINKS["de"]("les jetons 1 et 3") == "des jetons 1 et 3"
    assert LINKS["à"]("le Goal") == "au Goal" and LINKS["à"]("les Bleus") == "aux Bleus"
    assert LINKS["de"]("l’Explorateur") == "de l’Explorateur" and LINKS["de"]("la Princesse") == "de la Princesse"


def test_a_list_repeats_the_linking_word():
    assert render(phrase("tr.ui.roll_of", player=["Anna", "Bob"]), "fr") == "Jet d’Anna et de Bob :"


# --- what a native reader found (issue 13, "French (and English) that a native reader accepts") ------------

DATA = ROOT / "tests" / "data"


def _referee(capsys, *args) -> tuple[int, str, str]:
    from referee_app.command.cli import main

    code = main(list(args))
    out, err = capsys.readouterr()
    return code, " ".join(out.split()), " ".join(err.split())


def test_a_tie_is_a_tie_on_points_not_au_points():
    text = render(phrase("rank.tied", players=["Anna", "Bob"], criterion=phrase("criterion.tr.points"), value=12), "fr")
    assert text == "Anna et Bob sont à égalité en points (12)."


def test_two_tokens_are_les_jetons_and_one_is_le_jeton():
    two = phrase("tr.proposed", player="Anna", roll=phrase("tr.roll.number", n=4), tokens=["1", "3"])
    one = phrase("tr.proposed", player="Anna", roll=phrase("tr.roll.number", n=4), tokens=["1"])
    assert render(two, "fr") == "Anna fait un 4 et avance les jetons 1 et 3"
    assert render(one, "fr") == "Anna fait un 4 et avance le jeton 1"
    assert render(two, "en") == "Anna rolls a 4 and moves tokens 1 and 3"


def test_the_star_face_is_said_in_the_language(capsys):
    split = str(DATA / "track" / "numeri_split_example.json")
    _, fr, _ = _referee(capsys, "moves", split, "--player", "a", "--roll", "star", "--lang", "fr")
    _, en, _ = _referee(capsys, "moves", split, "--player", "a", "--roll", "star", "--lang", "en")
    assert "Jaune fait une étoile :" in fr and "star" not in fr
    assert "Jaune rolls a star:" in en


def test_a_bad_roll_or_an_unknown_player_is_refused_in_french(capsys):
    split = str(DATA / "track" / "numeri_split_example.json")
    code, _, err = _referee(capsys, "moves", split, "--player", "a", "--roll", "9", "--lang", "fr")
    assert code == 2 and "le dé montre 1 à 5 ou une étoile" in err and "the die" not in err
    code, _, err = _referee(capsys, "moves", split, "--player", "Zoé", "--roll", "2", "--lang", "fr")
    assert code == 2 and "aucun joueur de cette partie" in err and "Jaune, Bleu et Vert" in err
    code, _, err = _referee(capsys, "check", split, "--move", "q9", "--lang", "fr")
    assert code == 2 and "écrivez la lettre du joueur" in err
    code, _, err = _referee(capsys, "moves", split, "--player", "Zoé", "--roll", "2", "--lang", "en")
    assert "not a player of this game" in err


def test_loopit_says_the_game_is_not_over_in_french_that_reads(capsys):
    _, fr, _ = _referee(capsys, "check", str(DATA / "loopit" / "sheet_example.json"), "--lang", "fr")
    assert "La partie n’est pas finie : Anna joue ensuite" in fr
    assert "une tuile au chemin vers l’est peut aller en d6" in fr
    assert "partie est pas finie" not in fr and "chemins est" not in fr


def test_a_loopit_tile_reads_with_its_lines():
    tile = phrase("lp.tile", value=7, sides=[phrase("lp.side.N"), phrase("lp.side.E")])
    assert render(tile, "fr") == "le 7 aux chemins vers le nord et l’est"
    assert render(tile, "en") == "the 7 with lines north and east"
    held = phrase("lp.ui.square_holds", square="f6", tile=tile)
    assert render(held, "en") == "Square f6 holds the 7 with lines north and east."


def test_paper_sizes_are_named_in_each_language():
    assert render(phrase("ex.paper.letter"), "fr") == "Lettre US"
    assert render(phrase("ex.paper.letter"), "en") == "US Letter"


def test_the_example_chance_cards_read_in_the_readers_language():
    from scorers.posters.board import EXAMPLE_BOARD

    english = [render(card.label, "en") for card in EXAMPLE_BOARD.deck]
    french = [render(card.label, "fr") for card in EXAMPLE_BOARD.deck]
    assert "Move ahead 3 squares" in english and "Play again" in english
    assert not [text for text in english if re.search(r"\b(Avancez|Rejouez|Reculez|Prenez|Donnez|Passez)\b", text)]
    assert "Avancez de 3 cases" in french and "Rejouez" in french
    assert render(EXAMPLE_BOARD.label, "fr") == (
        "par défaut (reconstitué d’après les descriptions publiées ; vérifiez-le sur votre plateau)")


def test_a_tables_own_card_title_is_kept_as_typed():
    from scorers.posters.board import Card

    assert Card(id="x", kind="replay", name="Encore !").label == "Encore !"


# --- Fröscheln says frog where Numeri says token ----------------------------------------------------------

#: Texts only Numeri shows (its barriers, its cell colours, its legend, its own rules NU-): they may say token.
NUMERI_ONLY = re.compile(r"^(tr\.split\.barrier_|tr\.why\.numeri\.|tr\.out\.legend\.numeri$|tr\.cli\.|tr\.rule\.NU-)")


def test_every_token_text_fröscheln_can_show_has_its_frog_wording():
    """A text that names the pieces is written twice: `key` (Numeri: jeton/token) and `key@froscheln`
    (grenouille/frog), picked by `edition_key`. A new token text without its frog wording fails here."""
    missing = [key for key in FR if "@" not in key and re.search(r"\bjetons?\b", FR[key], re.I)
               and not NUMERI_ONLY.match(key) and f"{key}@froscheln" not in FR]
    assert not missing
    for key in (k for k in FR if k.endswith("@froscheln")):
        assert key.split("@")[0] in FR, key
        fr, en = (re.sub(r"\{[^}]*\}|\[\w+:", "", text) for text in (FR[key], EN[key]))  # not parameter names
        assert not re.search(r"\bjetons?\b", fr, re.I) and not re.search(r"\btokens?\b", en, re.I), key


@pytest.mark.parametrize("lang, wrong, right", [("fr", r"\bjetons?\b", "grenouille"), ("en", r"\btokens?\b", "frog")])
def test_froscheln_output_says_frog_throughout(capsys, lang, wrong, right):
    game = str(DATA / "track" / "froscheln_example.json")
    texts = []
    for args in (("check", game), ("score", game), ("moves", game, "--player", "a", "--roll", "3"),
                 ("moves", game, "--player", "a", "--roll", "star"), ("check", game, "--move", "a3:1+2"),
                 ("score", str(DATA / "track" / "froscheln_tally.json"))):
        texts.append(_referee(capsys, *args, "--lang", lang)[1])
    text = " ".join(texts)
    assert not re.search(wrong, text, re.I) and right in text.lower()


def test_numeri_output_still_says_token(capsys):
    _, fr, _ = _referee(capsys, "moves", str(DATA / "track" / "numeri_split_example.json"), "--player", "a",
                        "--roll", "4", "--lang", "fr")
    assert "le jeton" in fr and "grenouille" not in fr


def test_a_phrase_nested_mid_sentence_does_not_start_with_a_capital():
    """phrase("outer", x=phrase("inner")): when {x} stands mid-sentence in the outer template, the inner
    template starts in lower case (a sentence's capital is added by `sentence`, at the start only)."""
    def name(node):
        return node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")

    found = []
    sources = (p for d in ("scorers", "referee_app") for p in (ROOT / d).rglob("*.py")
               if "i18n" not in p.parts and "texts" not in p.parts)
    for path in sorted(sources):
        for node, outer_name in _calls(ast.parse(path.read_text(encoding="utf-8"))):
            if outer_name not in ("phrase", "t", "Phrase") or not node.args:
                continue
            if not (isinstance(node.args[0], ast.Constant) and node.args[0].value in EN):
                continue
            outer = node.args[0].value
            for keyword in node.keywords:
                values = [keyword.value, *getattr(keyword.value, "elts", ())]
                for value in values:
                    if not (isinstance(value, ast.Call) and name(value) in ("phrase", "Phrase") and value.args
                            and isinstance(value.args[0], ast.Constant) and value.args[0].value in EN):
                        continue
                    for catalogue in (EN, FR):
                        inner, template = catalogue[value.args[0].value], catalogue[outer]
                        at = template.find("{" + keyword.arg)
                        if inner[:1].isupper() and at > 0 and not re.search(r"[.!?]\s*$", template[:at]):
                            found.append(f"{path.relative_to(ROOT)}:{node.lineno} {outer}.{keyword.arg}")
    assert not found


def test_a_bad_move_notation_is_refused_in_french_for_every_game_with_one(capsys):
    for game, move, words in ((DATA / "sheet_example_rows.json", "zz", "écrivez la lettre du joueur, le type de puce"),
                              (DATA / "sheet_example_rows.json", "a9@2,5", "les types de puce vont de 1 à 4"),
                              (DATA / "sheet_example_rows.json", "q3@2,5", "n’est pas l’un des joueurs"),
                              (DATA / "loopit" / "sheet_example.json", "zz", "n’est pas un coup")):
        code, _, err = _referee(capsys, "check", str(game), "--move", move, "--lang", "fr")
        assert code == 2 and words in err, (move, err)


def test_a_file_naming_an_unknown_player_is_refused_in_french(capsys, tmp_path):
    game = tmp_path / "zoe.json"
    game.write_text('{"game": "loopit", "players": ["Ana", "Ben"], "turns": [{"player": "Zoé", "tiles": []}]}',
                    encoding="utf-8")
    code, _, err = _referee(capsys, "check", str(game), "--lang", "fr")
    assert code == 2 and "turns[0].player : 'Zoé' n’est pas l’un des joueurs (Ana, Ben)" in err
    code, _, err = _referee(capsys, "check", str(game), "--lang", "en")
    assert "turns[0].player: 'Zoé' is not one of the players (Ana, Ben)" in err


# --- issue 26 item 8: French that reads as French -----------------------------------------------------------

def test_french_text_uses_the_typographic_apostrophe_only():
    """French user text writes the apostrophe one way, the typographic ’ ("l’équipe", "d’Anna"): a straight
    ' next to a curly one in the same screen reads as a mistake. Checked on every rendered French phrase,
    parameters and elisions ({player:de}) included."""
    found = [(key, fr) for key, _, _, fr in ALL if "'" in fr]
    assert not found, f"{len(found)} French texts with a straight apostrophe, e.g. {found[:3]}"


#: f-strings that join with ": " text no reader sees in French: exception types and internal logs.
_COLON_JOINS_ALLOWED = {"referee_app/state.py", "referee_app/app.py", "referee_app/store/backups.py",
                        "referee_app/store/opening.py", "referee_app/store/connection.py", "referee_app/command/cli.py",
                        "referee_app/exchange/importer.py"}  # a file's path joined to a place inside it: one location


def test_screens_join_a_label_and_its_text_through_the_located_phrase():
    """"LP-CUT: Il…" on a French screen: French puts a space before the colon. A rule id, a place or a
    path joined to its message goes through one formatter (`located`, the catalogue's `out.located`), never
    through an f-string's own ": "."""
    found = []
    for path in sorted((ROOT / "referee_app").rglob("*.py")):
        name = str(path.relative_to(ROOT))
        if name in _COLON_JOINS_ALLOWED:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.JoinedStr):
                parts = node.values
                for before, middle, after in zip(parts, parts[1:], parts[2:]):
                    if isinstance(before, ast.FormattedValue) and isinstance(after, ast.FormattedValue) \
                            and isinstance(middle, ast.Constant) and middle.value == ": ":
                        found.append(f"{name}:{node.lineno}")
    assert not found


def test_located_puts_the_languages_colon():
    from scorers.i18n import located

    assert located("LP-CUT", "Il reste un chemin", "fr") == "LP-CUT : Il reste un chemin"
    assert located("LP-CUT", "A line is cut", "en") == "LP-CUT: A line is cut"


SEEDS = ROOT.parent.parent / "shared" / "seeds"


def _sheet_texts() -> list[str]:
    for place in (Path("/work/shared/seeds"), SEEDS):
        if place.is_dir():
            return [p.read_text(encoding="utf-8") for p in sorted(place.glob("*.txt"))]
    return []


def test_french_messages_use_the_sheets_own_words():
    """A game's French text says what its rule sheet says ("pion", "Tueur" in Paleo), never a variant
    ("pièce", "tueuse"): the words per family are data (each game's scorers/<package>/texts/glossary.py,
    gathered by scorers/i18n/glossary.py), and each word is checked against the sheet itself when the sheets
    are at hand."""
    from scorers.i18n.glossary import GLOSSARY

    found = []
    sheets = _sheet_texts()
    for family, (prefixes, marker, words) in GLOSSARY.items():
        texts = [(k, v) for k, v in FR.items() if k.startswith(prefixes)]
        assert texts, family
        for word, forbidden in words.items():
            for key, text in texts:
                found += [(key, bad) for bad in forbidden if re.search(rf"\b{bad}\b", text, re.I)]
            if sheets:
                sheet = next(s for s in sheets if marker in s[:5000])
                assert re.search(rf"\b{word}s?\b", sheet), (family, word)
    assert not found


def test_a_decimal_number_is_written_with_the_languages_decimal_mark():
    """French writes 48,4 where English writes 48.4: one helper (`decimal`) for every screen and sheet, and a
    float given to a phrase is written with it (issue 26 item 8: "48.4" in the French statistics)."""
    from scorers.i18n import decimal

    assert decimal(48.4, "fr") == "48,4" and decimal(48.4, "en") == "48.4"
    assert decimal(12.0, "fr") == "12" and decimal(-2.25, "fr") == "-2,25" and decimal(12345.67, "fr") == "12345,67"
    assert render(phrase("ex.scores", best=60, average=48.4, worst=12), "fr").count("48,4") == 1


def test_an_abbreviation_at_the_end_of_a_sentence_takes_one_full_stop():
    """"Tap the cell of: Barrier 3 pl.." (issue 26 item 12): a parameter ending in an abbreviation's full
    stop, before the sentence's own, makes one full stop; a run of three or more is left alone."""
    mark = phrase("tr.ui.field.barrier", players=3)
    assert render(phrase("tr.ui.mark_next", mark=mark), "en") == "Tap the cell of: Barrier 3 pl."
    assert render(phrase("tr.ui.mark_next", mark=mark), "fr") == "Touchez la case de : Barrière 3 j."
    assert render(phrase("tr.ui.mark_next", mark="wait..."), "en") == "Tap the cell of: wait...."  # left alone
