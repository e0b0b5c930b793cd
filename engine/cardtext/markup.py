"""Cleaning the printed markup before the grammar reads it.

What goes: emphasis marks (`#…#`, which only show what a rare version changed), the
boost symbol `$<BB>`, and reminder text in parentheses (it restates a rule or keyword;
the grammar reads the rule's own words).  What changes: a markup tag becomes its word
(`$<RESUPPLY>` -> `Resupply`), `{N}` becomes the number N.  What stays: the ability
symbols `{J}` `{H}` `{R}` `{D}` `{T}` and the in-text `{j}` `{h}` `{r}`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.cardtext.words import TAG_WORDS

if TYPE_CHECKING:  # pragma: no cover
    from collections.abc import Mapping


#: tags the unique cards print that the markup glossary (and so TAG_WORDS) does not list
UNLISTED_TAG_WORDS = {"RESUPPLY_YOU": "Resupply"}
_REMINDER = re.compile(r"\s*\([^()]*\)")


_TAG = re.compile(r"\$?<([A-Z0-9_]+)>")


_NUMBER = re.compile(r"\{(\d+|X)\}")


_PARAGRAPHS = re.compile(r"\s{2,}")


class UnknownTag(ValueError):
    """A markup tag the project has no word for."""


def clean(markup: str, words: Mapping[str, str] = TAG_WORDS) -> str:
    """The text with tags as words, numbers bare, and no emphasis or reminder text."""
    text = markup.replace("#", "").replace("$<BB>", "").replace("\u00a0", " ")

    def word(m: re.Match[str]) -> str:
        if m[1] not in words and m[1] in UNLISTED_TAG_WORDS:
            return UNLISTED_TAG_WORDS[m[1]]
        if m[1] not in words:
            raise UnknownTag(f"unknown markup tag <{m[1]}>")
        return words[m[1]]

    text = _TAG.sub(word, text)
    while True:  # reminders never nest, but a tag's word may carry one in parentheses
        shorter = _REMINDER.sub("", text)
        if shorter == text:
            break
        text = shorter
    text = _NUMBER.sub(lambda m: m[1], text)
    return text.strip()


def paragraphs(text: str) -> list[str]:
    """The abilities of a cleaned text, one string each.

    Abilities are printed as paragraphs (two spaces apart in the markup); the modes of
    "Choose one:" and the results of a die roll are bullets that belong to the paragraph
    before them; an effect printed apart from its trigger's dash belongs to the trigger."""
    out: list[str] = []
    for part in _PARAGRAPHS.split(text):
        part = part.strip()
        if not part:
            continue
        if out and (part.startswith("•") or out[-1].endswith((":", "—"))):
            out[-1] = f"{out[-1]} {part}"
        else:
            out.append(part)
    return out
