"""Why the computer made a play, in a plain line a newcomer reads in the side column.

Review r20 #12 (Teaching): on the computer's turn the column said only "Waiting for
Lithium…" and "Lithium's plays today"; a teaching client should say why it played what
it played.  Its players give a `reason` with every answer (`engine.ai.players.AIPlayer`:
"in plain words"), worded for people tuning them: "Ordis Cadets in the companion
Expedition changes the next Dusk by +5.8 (4 statistics for 2 mana)".  The app says the
gist of it in its own words, translated: "the most strength for its mana, where the next
Dusk needs it".  Nothing of a card is named here (the play it explains names its card,
which the table shows face up), so no hidden card can be told this way.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

#: what the computer's players add to a reason of a play, which says nothing more of why
#: (a Reaction played during an effect; the search's count of trials)
_TAILS = (", played during the effect",)
#: (a reason of a play of the computer's players, the plain line it becomes)
_PLAIN = (
    (re.compile(r" in the \w+ Expedition changes the next Dusk by \+(?!0\.0 )"),
     QT_TRANSLATE_NOOP("ComputerWhy", "the most strength for its mana, where the next "
                                      "Dusk needs it")),
    (re.compile(r" in the \w+ Expedition changes the next Dusk by "),
     QT_TRANSLATE_NOOP("ComputerWhy", "the most strength for its mana")),
    (re.compile(r" for \d+ mana: its effect is worth the card$"),
     QT_TRANSLATE_NOOP("ComputerWhy", "its effect is worth what it costs")),
    (re.compile(r"^a quick action costs no card$"),
     QT_TRANSLATE_NOOP("ComputerWhy", "quick actions cost no card")),
    (re.compile(r"^(no better idea|a random legal choice)"),
     QT_TRANSLATE_NOOP("ComputerWhy", "no better idea: a legal choice at random")),
)


def plain(reason: str) -> str:
    """The plain line for the `reason` a computer player gave for a play ("" when it is
    not a reason of a play the app knows how to say)."""
    said = reason.split("; tried in ", 1)[0]  # the search's trials: its reason is before
    for tail in _TAILS:
        said = said.removesuffix(tail)
    for shape, words in _PLAIN:
        if shape.search(said):
            return QCoreApplication.translate("ComputerWhy", words)
    return ""
