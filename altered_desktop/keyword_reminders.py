"""What a card's keywords mean, in a few words a newcomer reads on the card itself.

Printed Altered cards explain some keywords in parentheses ("Fleeting (...)") and leave
others to the rulebook; a player new to the game meets "Sabotage", "Anchored" or
"Resupply" with no explanation (review r8 #7).  This module holds our own short
reminder for each keyword and status, and writes them into a card's text after the
keyword's first use: a full face (a hand card, the zoom, a Hero) shows them where its
text box has room (`card_painter.face_layout` decides), and the zoom's status line and
the table's tooltips use `status_reminder`.

The reminders are the app's own words (translated through Qt like every other string);
the facts behind them are the Complete Rules' and the printed reminders'.
"""

from __future__ import annotations

import functools
import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT = "Keywords"

#: (keyword family, pattern, reminder): the pattern finds the keyword as a card's text
#: writes it ("{0}" in the reminder stands for the number that follows the keyword);
#: longer forms first ("Exhausted Resupply" before "Resupply")
KEYWORDS: tuple[tuple[str, str, str], ...] = (
    ("exhausted resupply", r"Exhausted Resuppl(?:y|ies)",
     QT_TRANSLATE_NOOP("Keywords", "the deck's top card goes to Reserve, exhausted")),
    ("resupply", r"Resuppl(?:y|ies)",
     QT_TRANSLATE_NOOP("Keywords", "the deck's top card goes to Reserve")),
    ("sabotage", r"Sabotage",
     QT_TRANSLATE_NOOP("Keywords", "discard up to one card in a Reserve")),
    ("fleeting", r"Fleeting",
     QT_TRANSLATE_NOOP("Keywords", "goes to Discard instead of Reserve")),
    ("anchored", r"Anchored",
     QT_TRANSLATE_NOOP("Keywords", "stays in play at Rest, then loses Anchored")),
    ("asleep", r"Asleep",
     QT_TRANSLATE_NOOP("Keywords", "its statistics don't count at Dusk; it stays in play "
                                   "at Rest, then wakes")),
    ("tough", r"Tough (?P<n>\d+|X)",
     QT_TRANSLATE_NOOP("Keywords", "opponents pay {0} more to target it")),
    ("scout", r"Scout (?P<n>\d+)",
     QT_TRANSLATE_NOOP("Keywords", "you may play it from Hand for {0}; then it goes to "
                                   "Reserve")),
    ("gigantic", r"Gigantic",
     QT_TRANSLATE_NOOP("Keywords", "counts as present in both your Expeditions")),
    ("defender", r"Defender",
     QT_TRANSLATE_NOOP("Keywords", "its Expedition can't move forward at Dusk")),
    ("eternal", r"Eternal",
     QT_TRANSLATE_NOOP("Keywords", "stays in its Expedition at Rest")),
    ("seasoned", r"Seasoned",
     QT_TRANSLATE_NOOP("Keywords", "keeps its boosts when it goes to Reserve")),
    ("cooldown", r"Cooldown",
     QT_TRANSLATE_NOOP("Keywords", "exhausted when it goes to Reserve after resolving")),
    ("augment", r"Augment",
     QT_TRANSLATE_NOOP("Keywords", "each chosen card with counters gets one more; not a "
                                   "Hero")),
    ("ascend", r"Ascends?|Ascended",
     QT_TRANSLATE_NOOP("Keywords", "until Rest, it moves forward at Dusk even when matched")),
    ("in contact", r"In [Cc]ontact",
     QT_TRANSLATE_NOOP("Keywords", "an opponent's Expedition is in the same region")),
    ("gift", r"Gift",
     QT_TRANSLATE_NOOP("Keywords", "on your turn, an opponent draws, Resupplies or gets a "
                                   "token")),
    ("rush", r"Rush",
     QT_TRANSLATE_NOOP("Keywords", "play another card right away")),
    ("after you", r"After [Yy]ou",
     QT_TRANSLATE_NOOP("Keywords", "your turn ends as if you had played a card; you may "
                                   "still play later this Day")),
)

#: a status's reminder (statuses are what the table's tiles tag a card with)
STATUSES: dict[str, str] = {
    "fleeting": QT_TRANSLATE_NOOP("Keywords", "Fleeting: it goes to Discard instead of "
                                              "Reserve."),
    "anchored": QT_TRANSLATE_NOOP("Keywords", "Anchored: it stays in its Expedition at "
                                              "Rest, then loses Anchored."),
    "asleep": QT_TRANSLATE_NOOP("Keywords", "Asleep: its statistics don't count at Dusk; "
                                            "it stays in play at Rest, then wakes."),
    "exhausted": QT_TRANSLATE_NOOP("Keywords", "Exhausted: it can't be played and its "
                                               "Support abilities are off until it is "
                                               "readied (each Morning)."),
    "boosted": QT_TRANSLATE_NOOP("Keywords", "Boosted: it has at least one boost (+1 to "
                                             "each statistic per boost)."),
}

# one pattern for all, longest forms first; a keyword counts where it names an ability
# or an action, not where it qualifies a noun ("Fleeting Characters you control...")
_ALL = re.compile(
    r"(?<![A-Za-z])(?:" + "|".join(
        f"(?P<k{i}>{pat.replace('(?P<n>', f'(?P<n{i}>')})"
        for i, (_f, pat, _r) in enumerate(KEYWORDS)) + r")(?![A-Za-z])")
_BEFORE_NOUN = re.compile(r" [A-Z][a-z]")


def reminder(family: str, n: str = "") -> str:
    """The translated reminder of keyword `family` (its number `n` written in)."""
    for fam, _pat, text in KEYWORDS:
        if fam == family:
            words = QCoreApplication.translate(CONTEXT, text)
            return words.replace("{0}", n)
    raise KeyError(family)


def status_reminder(status: str) -> str:
    """What a status means, as one sentence that names it ("" for an unknown one)."""
    text = STATUSES.get(status)
    return QCoreApplication.translate(CONTEXT, text) if text else ""


def _spots(text: str) -> list[tuple[str, int, str]]:
    """(family, end of the keyword, its number) for the first use of each keyword in
    `text` that names an ability or action, in reading order."""
    found: dict[str, tuple[str, int, str]] = {}
    for m in _ALL.finditer(text):
        groups = m.groupdict()
        i = next(int(k[1:]) for k, v in groups.items() if v and k.startswith("k"))
        family = KEYWORDS[i][0]
        if family in found or _BEFORE_NOUN.match(text, m.end()):
            continue
        found[family] = (family, m.end(), groups.get(f"n{i}") or "")
    return sorted(found.values(), key=lambda s: s[1])


def keywords_in(text: str) -> tuple[str, ...]:
    """The keyword families `text` would explain, in reading order."""
    return tuple(family for family, _end, _n in _spots(text))


@functools.lru_cache(maxsize=8192)
def with_reminders(text: str, families: tuple[str, ...] | None = None,
                   language: str = "") -> str:
    """`text` with a reminder in parentheses after the first use of each keyword of
    `families` (all it names when None).  `language` is only part of the cache's key
    (the reminders are translated)."""
    out = text
    for family, end, n in reversed(_spots(text)):
        if families is not None and family not in families:
            continue
        out = f"{out[:end]} ({reminder(family, n)}){out[end:]}"
    return out
