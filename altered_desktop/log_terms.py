"""The rules' own terms in the teaching log, each explained.

The engine words its log as a player would say it ("Kakoba's “When I join” ability:
it gains 3 boosts"), which is what "Just now", the recaps and the plain text show
(review r10 #6: "plays the Reaction of …" and "it waits in Limbo" meant nothing to a
newcomer).  The teaching log is where the game is taught: there the same entries name
the rules' terms - Reaction, Limbo, Emblem, Fleeting, Ongoing effect - and every term a
line or its rule uses is explained, with its rule number, in the line's tooltip and in
the box under the log when the line is clicked.

`TEACHING` maps an engine template (engine.messages) to its teaching wording, which
takes the same arguments; `GLOSSARY` holds the terms.  Both are the app's own words,
translated through Qt like every other string.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from engine.messages import Message

#: engine template -> the teaching log's wording of it (same placeholders, rule terms)
TEACHING: dict[str, str] = {
    "{card}'s “{trigger}” ability triggers: it happens once the current action is over":
        QT_TRANSLATE_NOOP("log", "{card}'s “{trigger}” ability triggers: a Reaction, it "
                                 "waits in Limbo until it is played"),
    "{card}'s “{trigger}” ability: {text}":
        QT_TRANSLATE_NOOP("log", "{card}'s “{trigger}” ability, a Reaction, is played from "
                                 "Limbo: {text}"),
    "{card}: {text} (as an earlier effect said)":
        QT_TRANSLATE_NOOP("log", "{card}: {text} (a Reaction an earlier effect made, played "
                                 "from Limbo)"),
    "{card}: {text} (this happens once the current action is over)":
        QT_TRANSLATE_NOOP("log", "{card}: {text} (a Reaction, it waits in Limbo until it is "
                                 "played)"),
    "{card} is played Fleeting: it will be discarded rather than go to Reserve":
        QT_TRANSLATE_NOOP("log", "{card} is Fleeting in Limbo: it will be discarded rather "
                                 "than go to Reserve"),
    "{card}'s “{trigger}” ability cannot trigger":
        QT_TRANSLATE_NOOP("log", "{card}'s “{trigger}” Reaction cannot trigger"),
}

#: term (as the English log and rules write it) -> (its rules, what it means)
GLOSSARY: dict[str, tuple[str, str]] = {
    "Reaction": ("1.2.4.c, 6.3", QT_TRANSLATE_NOOP(
        "log-term", "an ability written “trigger — effect” (“When I join — …”): when its "
                    "event happens it triggers, and its effect happens by itself once the "
                    "current action is over")),
    "Limbo": ("3.2.8, 4.4", QT_TRANSLATE_NOOP(
        "log-term", "the shared zone where a card waits while it is being played, and "
                    "where triggered Reactions wait until they are played, the player with "
                    "the initiative first")),
    "Emblem": ("2.2.1.g, 2.2.2.m", QT_TRANSLATE_NOOP(
        "log-term", "a short-lived object in Limbo, not a card: a triggered Reaction "
                    "waiting to be played, or an Ongoing effect")),
    "Ongoing": ("2.2.14", QT_TRANSLATE_NOOP(
        "log-term", "an effect that lasts a while (this turn, this Afternoon, this Day), "
                    "kept by an Emblem in Limbo until it ends")),
    "Fleeting": ("2.4.6", QT_TRANSLATE_NOOP(
        "log-term", "a Fleeting card goes to the Discard pile instead of the Reserve; a "
                    "card played from the Reserve is Fleeting")),
}

#: the terms' names in the player's language (a line is searched in that language)
TERM_NAMES = (
    QT_TRANSLATE_NOOP("log-term", "Reaction"),
    QT_TRANSLATE_NOOP("log-term", "Limbo"),
    QT_TRANSLATE_NOOP("log-term", "Emblem"),
    QT_TRANSLATE_NOOP("log-term", "Ongoing"),
    QT_TRANSLATE_NOOP("log-term", "Fleeting"),
)


def teaching_message(message: Any) -> Any:
    """`message` (a log entry's words) worded for the teaching log: the same arguments
    in the template that names the rules' terms, when there is one."""
    template = getattr(message, "template", None)
    if template not in TEACHING:
        return message
    return Message((TEACHING[template], message.args))


def _term_name(term: str) -> str:
    return QCoreApplication.translate("log-term", term)


def terms_in(*texts: str) -> list[str]:
    """The glossary's terms that `texts` use (in the player's language), in the
    glossary's order, each once."""
    found = []
    for term in GLOSSARY:
        name = re.escape(_term_name(term))
        if any(re.search(rf"\b{name}", t, re.IGNORECASE) for t in texts):
            found.append(term)
    return found


def gloss(term: str) -> str:
    """"Limbo (3.2.8, 4.4): the shared zone where …", in the player's language."""
    rules, meaning = GLOSSARY[term]
    return QCoreApplication.translate("LogDock", "{0} ({1}): {2}").format(
        _term_name(term), rules, QCoreApplication.translate("log-term", meaning))


def glosses(*texts: str) -> list[str]:
    """The explanation of every rules' term `texts` use."""
    return [gloss(t) for t in terms_in(*texts)]
