"""The "Just now" box's lines said short: who did what to what, the card's quoted text
left to the teaching log (review r19 #7: "Lithium: Kakoba, Legion Commander's 'When I
join' ability: If you control three or more other Characters, it gains 3 boosts." was a
whole sentence of rules in a box read at a glance; the line after it says what came of
it, "Kakoba, Legion Commander gains 3 boosts").

An entry whose words quote an ability's text gets a shorter wording that names the card
and the ability and stops there; every other entry is said as the log says it.  The
teaching log and the recaps keep the whole sentence and its rule."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from altered_desktop import log_text, plain_words

#: the engine's templates (engine.messages) that quote an ability's text, and their
#: short wordings, in the words of the context "JustNow"
SHORT: dict[str, str] = {
    "{card}'s “{trigger}” ability: {text}":
        QT_TRANSLATE_NOOP("JustNow", "{card}'s “{trigger}” ability"),
    "uses {card}'s quick action: {text}":
        QT_TRANSLATE_NOOP("JustNow", "uses {card}'s quick action"),
    "{card}: {text} (as an earlier effect said)":
        QT_TRANSLATE_NOOP("JustNow", "{card}'s earlier effect"),
    "{card}: {text} (this happens once the current action is over)":
        QT_TRANSLATE_NOOP("JustNow", "{card}'s ability, once the action is over"),
    "the Ongoing effect applies to {card}: {text}":
        QT_TRANSLATE_NOOP("JustNow", "an Ongoing effect applies to {card}"),
}


def short_words(message: Any) -> str | None:
    """The short wording of a log entry's `message` in the installed language, or None
    when it has none (it is said as the log says it)."""
    template = getattr(message, "template", None)
    short = SHORT.get(template or "")
    if short is None:
        return None
    args = {k: log_text.render(v) for k, v in message.args.items() if k != "text"}
    shown = QCoreApplication.translate("JustNow", short)
    try:
        return plain_words.possessives(shown, args).format_map(args)
    except (KeyError, IndexError, ValueError):  # a translation that lost a placeholder
        return None


def entry_line(actor: str | None, message: Any) -> str:
    """A log entry as the "Just now" box says it: who did it, then what, short
    (`short_words`) where the log quotes an ability's text."""
    return log_text.entry_line(actor, message, short_words(message))
