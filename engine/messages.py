"""Log texts, decision prompts and option labels as message ids with arguments, so the app can
render them in the player's language while the engine, its records and its tests keep
reading plain English.

Two forms, both carrying the template (the message id, in the manner of Qt, whose source
texts are their own ids) and the arguments put into it:

- `msg` makes a `Message` for the log: a (template, arguments) pair whose English text is
  only built when someone reads it (`str(m)`, `LogEntry.text`).  Hundreds are made each
  game and most are never read (simulations, the computer's look-ahead), so making one
  costs little more than making a tuple (an eager `str` subclass cost about twenty times
  an f-string: issue #29's speed note).
- `msg_text` makes a `MessageText`: a `str` - the English text - that also keeps its
  template and arguments, for decision prompts, option labels and explanations, which
  everything reads as text.

Everything that reads log text as text (the tests, `explain`, the game digest, the
goldfish lab's counting) sees the same English as before; the app looks for
`template`/`args` and renders the translated template with the same arguments
(altered_desktop.log_text).  Texts still made from plain f-strings are shown as they are,
in English.

`TEMPLATES` lists every template, so the app's translation files can be kept complete; a
test checks that every template the engine uses is listed.
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
    # an effect's line: the card whose effect it is, then what it did (GameState.note)
    "{source}: {text}",
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
KNOWN = frozenset(TEMPLATES)


class Message(tuple):  # type: ignore[type-arg]
    """A log entry's words: (template, arguments); the English text is built on demand."""

    __slots__ = ()

    @property
    def template(self) -> str:
        return self[0]  # type: ignore[no-any-return]

    @property
    def args(self) -> dict[str, Any]:
        return self[1]  # type: ignore[no-any-return]

    def __str__(self) -> str:
        return self[0].format_map(self[1]) if self[1] else self[0]  # type: ignore[no-any-return]

    def __repr__(self) -> str:
        return f"msg({self[0]!r}, **{self[1]!r})"


def msg(template: str, **args: Any) -> Message:
    """A log text from one of TEMPLATES and its arguments (English built when read)."""
    return Message((template, args))


def _rebuild(template: str, args: dict[str, Any]) -> MessageText:
    return MessageText(template, **args)


class MessageText(str):
    """The English text of a prompt, an option or an explanation, with its `template` and
    `args` (see above)."""

    template: str
    args: dict[str, Any]

    def __new__(cls, template: str, **args: Any) -> MessageText:
        text = super().__new__(cls, template.format_map(args) if args else template)
        text.template = template
        text.args = args
        return text

    def __reduce__(self) -> tuple[Any, ...]:  # copies and pickles keep template and args
        return _rebuild, (self.template, self.args)


def msg_text(template: str, **args: Any) -> MessageText:
    """A prompt's, an option's or an explanation's text from one of TEMPLATES."""
    return MessageText(template, **args)
