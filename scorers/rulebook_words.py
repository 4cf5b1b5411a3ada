"""The words of a rule or of a question, as the rule books' search compares them: folded, cut to their stems, the
common ones left out, in French and in English.

What a search library of the field does to a text before it indexes it (Lucene's analysers, Snowball's light
stemmers), small enough to read and pure Python (it runs in the browser build):

- `fold`: lower case, accents off ("Égalité" -> "egalite"), ligatures open ("cœur" -> "coeur"), one apostrophe;
- elisions off: "l'", "d'", "qu'", "jusqu'", "n'"... ("l'égalité" -> "egalite"); an English "'s" too;
- numbers in words said as figures ("deux", "two" -> "2"), so that "two players" meets "2 players";
- common words dropped (`STOP`: articles, pronouns, "peux", "fais", "quoi", "can", "does"...): a question typed on
  a phone ("je peux rien poser je fais quoi") keeps its words that matter ("rien", "poser");
- each word cut to its stem by a light stemmer of its language (`stem_fr`, `stem_en`): plurals, feminines, verb
  and adverb endings ("posées", "poser", "posé" -> "pos"; "égalités" -> "egal"; "rotated", "rotating" -> "rotat").
  A clause's French text is stemmed as French, its English text as English; a question, whose language is not
  known, as both (`query_stems`).
"""

from __future__ import annotations

import re
import unicodedata

FR, EN = "fr", "en"
#: An elided word before an apostrophe: French (l', d', qu', jusqu'...).
_ELISION = re.compile(r"\b(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|quoiqu)'(?=[a-z])")
_POSSESSIVE = re.compile(r"(?<=[a-z])'s\b")
_WORD = re.compile(r"[a-z0-9]+")
_LIGATURES = str.maketrans({"œ": "oe", "æ": "ae", "ß": "ss", "’": "'", "‘": "'", "`": "'", "´": "'"})

#: Numbers said in words, as figures.
NUMBERS = {
    "deux": "2", "trois": "3", "quatre": "4", "cinq": "5", "six": "6", "sept": "7", "huit": "8", "neuf": "9",
    "dix": "10", "treize": "13", "cinquante": "50",
    "two": "2", "three": "3", "four": "4", "five": "5", "seven": "7", "eight": "8", "nine": "9", "ten": "10",
    "thirteen": "13", "fifty": "50",
}

#: Words that say nothing of a rule, in either language: articles, pronouns, the verbs a question is built with.
STOP = frozenset("""
a an and are as at be been but by can could did do does doing for from had has have he her his how i if in into
is it its me my of on or our she so than that the their them then there these they this those to us was we were
what when where which who whom why will with would you your yours let lets
au aux avec ce ceci cela ces cet cette ca d dans de des du elle elles en es est et eux il ils j je l la le les
leur leurs lui m ma mais me mes moi mon n ne ni nous on ont ou par pas peu peut peuvent peux pour pourquoi puis
puisque qu quand que quel quelle quelles quels qui quoi s sa se ses si son sont sur t ta te tes toi ton tu un une
vais va vas vont vos votre vous y fais fait faire faut comment dois doit
""".split())

#: French endings a light stemmer cuts, longest first (after folding: "é" is "e").
_FR_ENDINGS = ("issements", "issement", "ements", "ement", "ments", "ment", "atrices", "atrice", "ateurs", "ateur",
               "ations", "ation", "euses", "euse", "eurs", "eur", "ites", "ite", "antes", "ante", "ants", "ant",
               "aient", "ees", "ee", "es", "er", "ez", "ire", "ir", "ies", "ie", "is", "it", "ues", "ue", "us", "e",
               "i", "u")
#: Stems French must not cut ("case" is no "cas", as in "en cas d'égalité"), or says apart ("tous", "toutes").
_FR_KEEP = {"case": "case", "cases": "case", "tous": "tout", "toute": "tout", "toutes": "tout"}
_EN_KEEP = {"tied": "tie", "ties": "tie", "dies": "die", "dice": "die", "lies": "lie"}
_VOWELS = frozenset("aeiouy")
MIN_STEM = 3


def fold(text: str) -> str:
    """Lower case, accents and ligatures off, one kind of apostrophe ("L’Égalité" -> "l'egalite")."""
    decomposed = unicodedata.normalize("NFKD", text.lower().translate(_LIGATURES))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def words(text: str) -> list[str]:
    """The words of a text, folded, elisions and possessives off, numbers as figures; common words kept."""
    plain = _POSSESSIVE.sub("", _ELISION.sub("", fold(text)))
    return [NUMBERS.get(w, w) for w in _WORD.findall(plain)]


def _undouble(word: str) -> str:
    return word[:-1] if len(word) > MIN_STEM and word[-1] == word[-2] and word[-1] not in _VOWELS else word


def stem_fr(word: str) -> str:
    """A French word's light stem: plural, feminine, verb and adverb endings cut, a doubled last letter made single
    ("défaussées", "défausser" -> "defaus"; "égalité" -> "egal"; "capturé", "captures" -> "captur")."""
    if word in _FR_KEEP:
        return _FR_KEEP[word]
    if len(word) <= MIN_STEM or word.isdigit():
        return word
    if word.endswith("aux") and len(word) > 4:
        word = word[:-3] + "al"
    elif word[-1] in "sx":
        word = word[:-1]
    for ending in _FR_ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= MIN_STEM:
            word = word[:-len(ending)]
            break
    return _undouble(word)


def stem_en(word: str) -> str:
    """An English word's light stem: plural, -ed, -ing, -ly, an agent's -er and a final e cut, a doubled last letter
    made single ("rotated", "rotating", "rotate" -> "rotat"; "splitting" -> "split"; "winner" -> "win")."""
    if word in _EN_KEEP:
        return _EN_KEEP[word]
    if len(word) <= MIN_STEM or word.isdigit():
        return word
    if word.endswith("sses"):
        word = word[:-2]
    elif word.endswith("ies"):
        word = word[:-3] + "y"
    elif word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    for ending in ("ingly", "edly", "ing", "ed", "ly", "er"):
        stem = word[:-len(ending)]
        if word.endswith(ending) and len(stem) >= (MIN_STEM + 1 if ending == "er" else MIN_STEM) \
                and _VOWELS & set(stem):
            word = _undouble(stem)
            break
    if word.endswith("e") and len(word) > MIN_STEM + 1:
        word = word[:-1]
    if word.endswith("y") and len(word) > MIN_STEM + 1:
        word = word[:-1] + "i"
    return word


STEMMERS = {FR: stem_fr, EN: stem_en}


def stems(text: str, lang: str | None) -> list[str]:
    """The stems of a text in `lang` (both languages' when None: an id, a game's names), common words left out."""
    found = []
    for word in words(text):
        if word in STOP:
            continue
        if lang:
            found.append(STEMMERS[lang](word))
        else:
            found += dict.fromkeys((stem_en(word), stem_fr(word)))
    return found


def query_stems(text: str) -> list[tuple[str, tuple[str, ...]]]:
    """A question's words that matter, in order, once each: (the word, its stems in either language)."""
    found: dict[str, tuple[str, ...]] = {}
    for word in words(text):
        if word not in STOP and word not in found:
            found[word] = tuple(dict.fromkeys((stem_fr(word), stem_en(word))))
    return list(found.items())
