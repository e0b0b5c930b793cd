"""The engine's log entries in the words a newcomer reads in "Just now", the recaps, the
plain text and the teaching log.

The engine words most of its log as a player would say it; a few entries still read
as the engine's own shorthand: "Tanuki: no legal target for 'discard (Sabotage)' — that
part does nothing", "Aloe Vera: cannot pay pay 1", "Ganesha: controls no Permanent you
control", a step's name wrapped in straight quotes (fresh-eyes review after r10).  This
module says them plainly - "Tanuki's Sabotage: there is no card in Reserve to discard,
so it does nothing" - from the engine's structured message (its template and
arguments, engine.messages), never by cutting up the English text: `PLAIN` maps an
engine template to the app's wording with the same placeholders (some arguments given
as the engine does not print them, such as `what`, the kind of card looked for), and
`KEYWORD_STEPS` words a keyword's step by its own name.

As with `log_terms.TEACHING`, the wordings are the app's own, translated through Qt, and
the engine's English (its records, tests and the game digest) is unchanged.

English possessives follow the name: "Ordis Cadets' “When I join” ability", never
"Cadets's" (`possessives`).
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

#: engine template -> its plain wording (the same placeholders, or fewer)
PLAIN: dict[str, str] = {
    "no legal target for '{verb}' — that part does nothing":
        QT_TRANSLATE_NOOP("log", "there is no {what} to {verb}, so that part does nothing"),
    "nothing to choose for '{verb}' — that part does nothing":
        QT_TRANSLATE_NOOP("log", "there is no {what} to {verb}, so that part does nothing"),
    "chooses no card to discard (Sabotage is 'up to one')":
        QT_TRANSLATE_NOOP("log", "discards no card with Sabotage (it may discard none)"),
    "the condition '{text}' is not met":
        QT_TRANSLATE_NOOP("log", "the condition “{text}” is not met"),
    "cannot pay {text}":
        QT_TRANSLATE_NOOP("log", "cannot {text}, so that part does nothing"),
    "controls no {what}":
        QT_TRANSLATE_NOOP("log", "there is no {what}, so that part does nothing"),
    "controls no {what} to sacrifice":
        QT_TRANSLATE_NOOP("log", "there is no {what} to sacrifice, so that part does "
                                 "nothing"),
    "{player} controls no Character to choose":
        QT_TRANSLATE_NOOP("log", "{player} has no Character to choose, so that part does "
                                 "nothing"),
    "{card} has no 'When I join' ability to activate":
        QT_TRANSLATE_NOOP("log", "{card} has no “When I join” ability to activate"),
    # a modifier (6.2) is the rules' word; the player sees an effect change what happens
    "would roll one die; a modifier has them roll {n}: {rolls}":
        QT_TRANSLATE_NOOP("log", "rolls {n} dice instead of one, as an effect says: {rolls}"),
    "would Resupply; a modifier replaces it: reveal the top two cards":
        QT_TRANSLATE_NOOP("log", "reveals the top two cards of the Deck instead of "
                                 "Resupplying, as an effect says"),
}

#: a keyword's step (its verb's engine template) -> how an effect of it that found
#: nothing is said, led by the card and the keyword ("Tanuki's Sabotage: …")
KEYWORD_STEPS: dict[str, str] = {
    "discard ({keyword})":
        QT_TRANSLATE_NOOP("log", "{source}'s {keyword}: there is no {what} to discard, so "
                                 "it does nothing"),
}

#: the engine's templates of an effect that found nothing to act on (their `verb` may
#: be a keyword's step)
_NOTHING = ("no legal target for '{verb}' — that part does nothing",
            "nothing to choose for '{verb}' — that part does nothing")

#: the engine's line of an effect: the card whose effect it is, then what it did
SOURCED = "{source}: {text}"


def reworded(template: str, args: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """The plain wording of an engine message (`template`, `args`): the template to
    translate and the arguments to put in it (the same, or a few more).  A template
    without a plain wording comes back as it is."""
    if template == SOURCED:
        inner = args.get("text")
        verb = getattr(inner, "args", {}).get("verb") if inner is not None else None
        step = getattr(verb, "template", None)
        if getattr(inner, "template", None) in _NOTHING and step in KEYWORD_STEPS \
                and "what" in inner.args:  # type: ignore[union-attr]
            return KEYWORD_STEPS[step], {"source": args["source"],
                                         "keyword": verb.args["keyword"],  # type: ignore[union-attr]
                                         "what": _none_of(inner.args["what"])}  # type: ignore[union-attr]
        return template, args
    plain = PLAIN.get(template)
    if plain is None:
        return template, args
    if "{what}" in plain:
        if "what" not in args:
            return template, args  # a message made before the engine gave the kind
        return plain, {**args, "what": _none_of(args["what"])}
    return plain, args


def _none_of(what: object) -> object:
    """The kind of card looked for, as it follows "there is no": "another card in your
    Reserve" as "other card in your Reserve"."""
    if isinstance(what, str) and what.startswith("another "):
        return "other " + what[len("another "):]
    return what


_POSSESSIVE = re.compile(r"\{(\w+)\}'s\b")


def possessives(template: str, args: dict[str, Any]) -> str:
    """`template` with "{name}'s" written "{name}'" where the name put in ends in "s"
    ("Ordis Cadets'", not "Ordis Cadets's"): English only, since a translation words
    its possessives its own way (its templates have no "'s")."""
    def one(m: re.Match[str]) -> str:
        value = str(args.get(m[1], ""))
        return m[0][:-1] if value.endswith(("s", "S")) else m[0]
    return _POSSESSIVE.sub(one, template)
