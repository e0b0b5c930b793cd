"""Log entries in the player's language: an entry whose text is an engine.messages
`Message` is rendered from its translated template and its arguments (words among the
arguments, such as a phase's name, translated too); any other text is shown as it is.

The templates are listed below with QT_TRANSLATE_NOOP so pyside6-lupdate puts them in
the .ts files (the engine never imports Qt); a test checks the list against
engine.messages.TEMPLATES.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT = "log"
WORDS = "log-word"

TEMPLATES = (
    QT_TRANSLATE_NOOP("log", "{phase} of day {day} begins"),
    QT_TRANSLATE_NOOP("log", "{player} becomes the first player"),
    QT_TRANSLATE_NOOP("log", "readies everything exhausted"),
    QT_TRANSLATE_NOOP("log", "both players have passed: the Afternoon ends"),
    QT_TRANSLATE_NOOP("log", "passes"),
    QT_TRANSLATE_NOOP("log", "passes first"),
    QT_TRANSLATE_NOOP("log", "draws a card"),
    QT_TRANSLATE_NOOP("log", "draws {n} cards"),
    QT_TRANSLATE_NOOP("log", "pays {n} mana by exhausting {n} Mana Orb"),
    QT_TRANSLATE_NOOP("log", "pays {n} mana by exhausting {n} Mana Orbs"),
    QT_TRANSLATE_NOOP("log", "{player} is chosen at random to be the first player"),
    QT_TRANSLATE_NOOP("log", "Choose three cards from your hand to put in your Mana zone as ready Mana Orbs"),
    QT_TRANSLATE_NOOP("log", "puts three cards in the Mana zone as ready Mana Orbs"),
    QT_TRANSLATE_NOOP("log", "the first day begins; its Morning is skipped"),
    QT_TRANSLATE_NOOP("log", "Keep all cards in hand"),
    QT_TRANSLATE_NOOP("log", "Put {card} in Mana"),
    QT_TRANSLATE_NOOP("log", "Expand: you may put a card from your hand in your Mana zone"),
    QT_TRANSLATE_NOOP("log", "does not Expand"),
    QT_TRANSLATE_NOOP("log", "puts a card from hand in Mana as a ready Mana Orb"),
    QT_TRANSLATE_NOOP("log", "Put the top card of your Deck in Mana"),
    QT_TRANSLATE_NOOP("log", "Expand: you may put the top card of your Deck in your Mana zone"),
    QT_TRANSLATE_NOOP("log", "puts the top card of the Deck in Mana as a ready Mana Orb"),
    QT_TRANSLATE_NOOP("log", "Pass for the rest of the Afternoon"),
    QT_TRANSLATE_NOOP("log", "{player}'s hero Expedition moves forward to region {region}"),
    QT_TRANSLATE_NOOP("log", "{player}'s hero Expedition moves backward to region {region}"),
    QT_TRANSLATE_NOOP("log", "{player}'s companion Expedition moves forward to region {region}"),
    QT_TRANSLATE_NOOP("log", "{player}'s companion Expedition moves backward to region {region}"),
    QT_TRANSLATE_NOOP("log", "a Tumult card is revealed: the region ahead is {terrains}"),
    QT_TRANSLATE_NOOP("log", "no Expeditions have met yet (distances {a} and {b})"),
    QT_TRANSLATE_NOOP("log", "{player}, your turn: play a card, use a quick action, or pass"),
    QT_TRANSLATE_NOOP("log", "Play {card} from Hand — costs {cost}"),
    QT_TRANSLATE_NOOP("log", "Play {card} from Hand into your hero Expedition — costs {cost}"),
    QT_TRANSLATE_NOOP("log", "Play {card} from Hand into your companion Expedition — costs {cost}"),
    QT_TRANSLATE_NOOP("log", "Play {card} from Reserve — costs {cost}"),
    QT_TRANSLATE_NOOP("log", "Play {card} from Reserve into your hero Expedition — costs {cost}"),
    QT_TRANSLATE_NOOP("log", "Play {card} from Reserve into your companion Expedition — costs {cost}"),
)

#: words the engine puts into templates: the phases of a day (and the set-up before)
PHASE_WORDS = (
    QT_TRANSLATE_NOOP("log-word", "Setup"),
    QT_TRANSLATE_NOOP("log-word", "Morning"),
    QT_TRANSLATE_NOOP("log-word", "Noon"),
    QT_TRANSLATE_NOOP("log-word", "Afternoon"),
    QT_TRANSLATE_NOOP("log-word", "Dusk"),
    QT_TRANSLATE_NOOP("log-word", "Night"),
)


def render(text: str) -> str:
    """`text` in the installed language (unchanged in English, or when it is not made
    from a template)."""
    template = getattr(text, "template", None)
    if template is None:
        return str(text)
    args: dict[str, Any] = {
        k: QCoreApplication.translate(WORDS, v) if isinstance(v, str) else v
        for k, v in text.args.items()}
    try:
        return QCoreApplication.translate(CONTEXT, template).format(**args)
    except (KeyError, IndexError, ValueError):  # a translation that lost a placeholder
        return str(text)


def sentence(text: str) -> str:
    """`text` with a capital first letter: the engine's entries are clauses ("both
    players have passed: …") that read as sentences once they stand alone in the log."""
    return text[:1].upper() + text[1:]


def entry_line(actor: str | None, text: str) -> str:
    """A log entry as one line in the player's language: who did it, then what happened
    ("Ninette: plays Kitsune"), with the actor named once - an entry that already starts
    with the actor's name ("Ninette's hero Expedition moves forward …") is not prefixed
    with it again - and a capital first letter when no actor leads the line."""
    said = render(text)
    named = actor is not None and said.startswith(actor) and \
        said[len(actor):len(actor) + 1] in ("'", "\u2019", " ", ":", ",", "")
    return f"{actor}: {said}" if actor and not named else sentence(said)


def phase_name(phase: str) -> str:
    """A phase's name in the installed language (Morning, Noon, Afternoon, Dusk, Night)."""
    return QCoreApplication.translate(WORDS, str(phase))


#: the Adventure's regions by their engine names (engine.view: "Hero", "Tumult 3", ...)
REGION_WORDS = (
    QT_TRANSLATE_NOOP("log-word", "Hero"),
    QT_TRANSLATE_NOOP("log-word", "Companion"),
    QT_TRANSLATE_NOOP("log-word", "Arena"),
    QT_TRANSLATE_NOOP("log-word", "Tumult {0}"),
)


def region_name(name: str) -> str:
    """A region's name in the installed language ("Tumult 3" -> "Tumulte 3" in French)."""
    head, _, number = str(name).rpartition(" ")
    if head and number.isdigit():
        return QCoreApplication.translate(WORDS, head + " {0}").format(number)
    return QCoreApplication.translate(WORDS, str(name))
