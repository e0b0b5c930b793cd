"""Comparing a card's rendered text with its printed text (the round trip).

Both sides are brought to one plain form before they are compared:

- printed side: the markup is cleaned as for parsing (tags as words, no emphasis, no
  reminder text in parentheses, `{N}` as N); the ability symbols become the words the
  project renders for them ({J} "When I join —", {H} "When played from Hand —",
  {R} "When played from Reserve —", a support "{D} :" "Discard me from Reserve:",
  {T} "exhaust me"/"[T]"; the symbols inside a sentence ({j} {h} {r}) as the project
  shows them, [J] [H] [R]);
- both sides: lower case; number words one to ten as digits; "a card" and "1 card"
  alike (so "a boost", "a Heroism counter"); punctuation other than the dash of a trigger dropped; white space folded.

What is left after that is a real difference of wording, listed by the coverage report.
"""

from __future__ import annotations

import re

from engine.cardtext.markup import clean, paragraphs

_NUMBERS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
            "seven": "7", "eight": "8", "nine": "9", "ten": "10"}


# the region symbols; {E} is printed by one version of The Kraken where the other has {O}
_TERRAIN_WORDS = {"V": "Forest", "M": "Mountain", "O": "Water", "E": "Water"}


_SYMBOLS = (("{J}", "when I join —"), ("{H}", "when played from hand —"),
            ("{R}", "when played from reserve —"))


def printed_form(markup: str, support: bool = False) -> str:
    """The printed text as the project would render it, before `plain`."""
    parts = []
    # an ability symbol after a sentence begins an ability of its own ("Scout 1. {J} …")
    text = re.sub(r"(?<=\.) (?=\{[JHR]\})", "  ", clean(markup))
    for para in paragraphs(text):
        for sym, words in _SYMBOLS:
            if para.startswith(sym):
                para = f"{words} {para[len(sym):].strip()}"
        para = re.sub(r"^\{D\}\s*:", "[S] discard me from reserve:", para)
        para = re.sub(r"^\{I\}\s*", "[S] ", para)  # a support Reaction or passive (2.2.11.e)
        para = para.replace("{T}", "[T]")
        para = re.sub(r"\{([jhr])\}", lambda m: f"[{m[1].upper()}]", para)
        para = re.sub(r"\{([VMOE])\}", lambda m: _TERRAIN_WORDS[m[1]], para)
        for sym, words in _SYMBOLS:  # a quoted ability begins with its own symbol
            para = re.sub(r"([\"“]\s*)" + re.escape(sym) + r"\s*", r"\g<1>" + words + " ", para)
        parts.append(para)
    return "\n".join(parts)


def plain(text: str) -> str:
    """Case, number words, punctuation and spacing folded away."""
    t = text.lower().replace("’", "'")
    t = re.sub(r"\b(" + "|".join(_NUMBERS) + r")\b", lambda m: _NUMBERS[m[1]], t)
    t = re.sub(r"\ba (card|boost|\w+ counter)\b", r"1 \1", t)
    t = re.sub(r"\ban? (?=\w)", "a ", t)
    t = re.sub(r"[.,;:!\"“”()\[\]•]", " ", t)
    t = t.replace("\n", " ")
    return re.sub(r"\s+", " ", t).strip()


def same_text(rendered: str, text_markup: str | None, support_markup: str | None) -> bool:
    """True when the rendered text says what the printed text says, after `plain`."""
    printed = " ".join(printed_form(m) for m in (text_markup, support_markup) if m)
    return plain(rendered) == plain(printed)
