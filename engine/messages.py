"""Log texts, decision prompts and option labels as message ids with arguments, so the app can render them in the player's
language while the engine, its records and its tests keep reading plain English.

A `Message` is a `str` - the English text, exactly as before - that also remembers the
template it was made from (the message id, in the manner of Qt, whose source texts are
their own ids) and the arguments put into it.  Everything that reads log text as text
(the tests, `explain`, the game digest, the goldfish lab's counting) sees no change; the
app looks for `template`/`args` and renders the translated template with the same
arguments (altered_desktop.log_text).  Entries still made from plain f-strings are shown
as they are, in English.

`TEMPLATES` lists every template, so the app's translation files can be kept complete.
"""

from __future__ import annotations

from typing import Any

#: every log template the engine uses (the message ids); `msg` refuses any other
TEMPLATES: tuple[str, ...] = (
    "{phase} of day {day} begins",
    "{player} becomes the first player",
    "readies everything exhausted",
    "both players have passed: the Afternoon ends",
    "passes",
    "passes first",
    "draws a card",
    "draws {n} cards",
    "pays {n} mana by exhausting {n} Mana Orb",
    "pays {n} mana by exhausting {n} Mana Orbs",
    # set-up and Expand: entries, decision prompts and option labels (4.1, 4.2.1.e)
    "{player} is chosen at random to be the first player",
    "Choose three cards from your hand to put in your Mana zone as ready Mana Orbs",
    "puts three cards in the Mana zone as ready Mana Orbs",
    "the first day begins; its Morning is skipped",
    "Keep all cards in hand",
    "Put {card} in Mana",
    "Expand: you may put a card from your hand in your Mana zone",
    "does not Expand",
    "puts a card from hand in Mana as a ready Mana Orb",
    "Put the top card of your Deck in Mana",
    "Expand: you may put the top card of your Deck in your Mana zone",
    "puts the top card of the Deck in Mana as a ready Mana Orb",
    "Pass for the rest of the Afternoon",
    # Expeditions moving, Tumult revealed, no meeting yet (4.2.5.d, 7.3.16, 7.3.17)
    "{player}'s hero Expedition moves forward to region {region}",
    "{player}'s hero Expedition moves backward to region {region}",
    "{player}'s companion Expedition moves forward to region {region}",
    "{player}'s companion Expedition moves backward to region {region}",
    "a Tumult card is revealed: the region ahead is {terrains}",
    "no Expeditions have met yet (distances {a} and {b})",
    # the turn: its prompt and the usual plays (5.1)
    "{player}, your turn: play a card, use a quick action, or pass",
    "Play {card} from Hand — costs {cost}",
    "Play {card} from Hand into your hero Expedition — costs {cost}",
    "Play {card} from Hand into your companion Expedition — costs {cost}",
    "Play {card} from Reserve — costs {cost}",
    "Play {card} from Reserve into your hero Expedition — costs {cost}",
    "Play {card} from Reserve into your companion Expedition — costs {cost}",
)
_KNOWN = frozenset(TEMPLATES)


def _rebuild(template: str, args: dict[str, Any]) -> Message:
    return Message(template, **args)


class Message(str):
    """The English text of a log entry, with its `template` and `args` (see above)."""

    template: str
    args: dict[str, Any]

    def __new__(cls, template: str, **args: Any) -> Message:
        if template not in _KNOWN:
            raise KeyError(f"unknown log template {template!r}: add it to TEMPLATES")
        text = super().__new__(cls, template.format(**args) if args else template)
        text.template = template
        text.args = args
        return text

    def __reduce__(self) -> tuple[Any, ...]:  # copies and pickles keep template and args
        return _rebuild, (self.template, self.args)


def msg(template: str, **args: Any) -> Message:
    """A log text from one of TEMPLATES and its arguments."""
    return Message(template, **args)
