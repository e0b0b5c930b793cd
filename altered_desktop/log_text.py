"""Log entries in the player's language: an entry whose text is an engine.messages
`Message` is rendered from its translated template and its arguments (words among the
arguments, such as a phase's name, translated too); any other text is shown as it is.

The templates and the rules' explanations are listed with QT_TRANSLATE_NOOP in
altered_desktop/engine_texts.py, written by `tools/translations.py update` from the
engine (which never imports Qt), so pyside6-lupdate puts them in the .ts files.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from altered_desktop import plain_words, symbol_text
from altered_desktop.engine_texts import TEMPLATES
from engine.rules import explain

CONTEXT = "log"
WORDS = "log-word"

#: words the engine puts into templates: the phases of a day (and the set-up before)
PHASE_WORDS = (
    QT_TRANSLATE_NOOP("log-word", "Setup"),
    QT_TRANSLATE_NOOP("log-word", "Morning"),
    QT_TRANSLATE_NOOP("log-word", "Noon"),
    QT_TRANSLATE_NOOP("log-word", "Afternoon"),
    QT_TRANSLATE_NOOP("log-word", "Dusk"),
    QT_TRANSLATE_NOOP("log-word", "Night"),
    QT_TRANSLATE_NOOP("log-word", "Game over"),
)


#: other words the engine puts into templates: zones, terrains, statuses, durations
OTHER_WORDS = (
    QT_TRANSLATE_NOOP("log-word", "reserve"),
    QT_TRANSLATE_NOOP("log-word", "landmark"),
    QT_TRANSLATE_NOOP("log-word", "discard"),
    QT_TRANSLATE_NOOP("log-word", "hand"),
    QT_TRANSLATE_NOOP("log-word", "deck"),
    QT_TRANSLATE_NOOP("log-word", "mana"),
    QT_TRANSLATE_NOOP("log-word", "limbo"),
    QT_TRANSLATE_NOOP("log-word", "expedition"),
    QT_TRANSLATE_NOOP("log-word", "hero"),
    QT_TRANSLATE_NOOP("log-word", "companion"),
    QT_TRANSLATE_NOOP("log-word", "forest"),
    QT_TRANSLATE_NOOP("log-word", "mountain"),
    QT_TRANSLATE_NOOP("log-word", "water"),
    QT_TRANSLATE_NOOP("log-word", "Fleeting"),
    QT_TRANSLATE_NOOP("log-word", "Asleep"),
    QT_TRANSLATE_NOOP("log-word", "Anchored"),
    QT_TRANSLATE_NOOP("log-word", "Exhausted"),
    QT_TRANSLATE_NOOP("log-word", "Eternal"),
    QT_TRANSLATE_NOOP("log-word", "turn"),
    QT_TRANSLATE_NOOP("log-word", "afternoon"),
    QT_TRANSLATE_NOOP("log-word", "day"),
    QT_TRANSLATE_NOOP("log-word", "discarding a Reserve card to pay less"),
    # capitalized: titles and explanations (zones, terrains, keywords, kinds of card)
    QT_TRANSLATE_NOOP("log-word", "Reserve"),
    QT_TRANSLATE_NOOP("log-word", "Landmark"),
    QT_TRANSLATE_NOOP("log-word", "Discard"),
    QT_TRANSLATE_NOOP("log-word", "Hand"),
    QT_TRANSLATE_NOOP("log-word", "Deck"),
    QT_TRANSLATE_NOOP("log-word", "Mana"),
    QT_TRANSLATE_NOOP("log-word", "Limbo"),
    QT_TRANSLATE_NOOP("log-word", "Expedition"),
    QT_TRANSLATE_NOOP("log-word", "Forest"),
    QT_TRANSLATE_NOOP("log-word", "Mountain"),
    QT_TRANSLATE_NOOP("log-word", "Water"),
    QT_TRANSLATE_NOOP("log-word", "Defender"),
    QT_TRANSLATE_NOOP("log-word", "Gigantic"),
    QT_TRANSLATE_NOOP("log-word", "Scout"),
    QT_TRANSLATE_NOOP("log-word", "Seasoned"),
    QT_TRANSLATE_NOOP("log-word", "Tough"),
    QT_TRANSLATE_NOOP("log-word", "Cooldown"),
    QT_TRANSLATE_NOOP("log-word", "Character"),
    QT_TRANSLATE_NOOP("log-word", "Spell"),
    QT_TRANSLATE_NOOP("log-word", "Permanent"),
    QT_TRANSLATE_NOOP("log-word", "Token"),
    QT_TRANSLATE_NOOP("log-word", "Emblem"),
    QT_TRANSLATE_NOOP("log-word", "Reaction"),
    QT_TRANSLATE_NOOP("log-word", "Ongoing"),
    # the later sets' words explained (engine.explain_card.LATER_WORDS)
    QT_TRANSLATE_NOOP("log-word", "Rush"),
    QT_TRANSLATE_NOOP("log-word", "Ascend"),
    QT_TRANSLATE_NOOP("log-word", "In contact"),
    QT_TRANSLATE_NOOP("log-word", "Gift"),
    QT_TRANSLATE_NOOP("log-word", "Augment"),
    QT_TRANSLATE_NOOP("log-word", "Sabotage"),
    QT_TRANSLATE_NOOP("log-word", "Resupply"),
    QT_TRANSLATE_NOOP("log-word", "Terrain Marker"),
    QT_TRANSLATE_NOOP("log-word", "Control"),
    QT_TRANSLATE_NOOP("log-word", "Switch Expeditions"),
    QT_TRANSLATE_NOOP("log-word", "Boost"),
)


#: what a prompt asks for and what the chosen card is to do, as the starter decks' cards
#: word them: the engine puts these into "Choose {what} to {verb}" and "there is no
#: {what} to {verb}", and they stayed in English in a French game (review r19 #6)
TARGET_WORDS = (
    QT_TRANSLATE_NOOP("log-word", "target Character"),
    QT_TRANSLATE_NOOP("log-word", "target Character you control"),
    QT_TRANSLATE_NOOP("log-word", "target Character or Permanent"),
    QT_TRANSLATE_NOOP("log-word", "target Character with Hand Cost 3 or less"),
    QT_TRANSLATE_NOOP("log-word", "target Character with Hand Cost 4 or less"),
    QT_TRANSLATE_NOOP("log-word", "target Character or Permanent with Hand Cost 4 or less"),
    QT_TRANSLATE_NOOP("log-word", "up to one target Character"),
    QT_TRANSLATE_NOOP("log-word", "up to 2 target Characters"),
    QT_TRANSLATE_NOOP("log-word", "up to 3 target Characters with a total Hand Cost 5 or less"),
    QT_TRANSLATE_NOOP("log-word", "up to one target card in Reserve"),
    QT_TRANSLATE_NOOP("log-word", "another card in your Reserve"),
    QT_TRANSLATE_NOOP("log-word", "Character or Permanent"),
    QT_TRANSLATE_NOOP("log-word", "Character with Hand Cost 3 or less"),
    QT_TRANSLATE_NOOP("log-word", "Character with Hand Cost 4 or more"),
    QT_TRANSLATE_NOOP("log-word", "Character you control"),
    QT_TRANSLATE_NOOP("log-word", "Permanent you control"),
    QT_TRANSLATE_NOOP("log-word", "card in Reserve"),
    QT_TRANSLATE_NOOP("log-word", "other card in your Reserve"),
    QT_TRANSLATE_NOOP("log-word", "gain 1 boost"),
    QT_TRANSLATE_NOOP("log-word", "gain 2 boosts"),
    QT_TRANSLATE_NOOP("log-word", "gain 3 boosts"),
    QT_TRANSLATE_NOOP("log-word", "gain X boosts"),
    QT_TRANSLATE_NOOP("log-word", "gain Anchored"),
    QT_TRANSLATE_NOOP("log-word", "gain Asleep"),
    QT_TRANSLATE_NOOP("log-word", "gain Fleeting"),
    QT_TRANSLATE_NOOP("log-word", "put on top of its owner's Deck"),
    QT_TRANSLATE_NOOP("log-word", "return to its owner's hand"),
    QT_TRANSLATE_NOOP("log-word", "send to Reserve"),
    QT_TRANSLATE_NOOP("log-word", "be chosen"),
    QT_TRANSLATE_NOOP("log-word", "activate its [J] abilities"),
)


def render(text: object) -> str:
    """`text` in the installed language: an engine.messages `Message` (a log entry's
    words) or `MessageText` (a prompt, an option, an explanation) from its translated
    template, its arguments translated too (a phase's name, a nested message); any other
    text as it is.  In English the result is the engine's own text, but for the entries
    `plain_words` says more plainly."""
    return _render(text, voiced=False)


def _render(text: object, voiced: bool) -> str:
    """`render`; `voiced`: a card's own words quoted in it (a "text" argument) are said
    of the card (`third_person`), in nested messages too."""
    template = getattr(text, "template", None)
    if template is None:
        return str(text)
    template, given = plain_words.reworded(template, text.args)  # type: ignore[attr-defined]
    args: dict[str, Any] = {k: _argument(v, voiced) for k, v in given.items()}
    if voiced and isinstance(given.get("text"), str):
        args["text"] = third_person(given["text"])
    try:
        shown = QCoreApplication.translate(CONTEXT, template)
        return plain_words.possessives(shown, args).format_map(args)
    except (KeyError, IndexError, ValueError):  # a translation that lost a placeholder
        return str(text)


def render_title(text: object) -> str:
    """`render`, beginning with a capital (a title that starts with a phrase such as
    "l'Expédition du héros de …")."""
    shown = render(text)
    return shown[:1].upper() + shown[1:]


def _argument(value: object, voiced: bool = False) -> object:
    if hasattr(value, "template"):
        return _render(value, voiced)
    if isinstance(value, str):
        return QCoreApplication.translate(WORDS, value)
    return value


def rule_text(rule: str) -> str:
    """A rule's one-line explanation in the installed language (KeyError for a rule the
    engine does not explain)."""
    return QCoreApplication.translate("rule", explain(rule))


#: Progress's comparisons in short (the Dusk banner, the end screen): the numbers
#: compared ("forest 2 vs 7"), without the region's terrains and the rule in brackets,
#: which the log keeps
SHORT_DUSK = {
    "{expedition} is ahead: {where}; {compared}":
        QT_TRANSLATE_NOOP("log", "{expedition} is ahead: {compared}"),
    "{expedition} stays: {why}":
        QT_TRANSLATE_NOOP("log", "{expedition} stays: {compared}"),
}
#: the reasons to stay that are numbers only (said short as the numbers alone)
_ONLY_NUMBERS = ("{where}; {compared} (it needed more than the other side, and more than 0)",
                 "{where}; {compared} (it needed more than the other side, and more than 0, "
                 "in one of them)")


def dusk_line(message: object) -> str:
    """A Progress comparison in a line short enough for a banner, in the player's
    language: the Expedition, whether it is ahead or stays, and the numbers compared
    (in English the very text `game_summary.dusk_sentence` cuts out of the entry)."""
    template = getattr(message, "template", None)
    if template not in SHORT_DUSK:
        return render(message)
    args = dict(message.args)  # type: ignore[attr-defined]
    why = args.pop("why", None)
    if why is not None:
        if getattr(why, "template", None) not in _ONLY_NUMBERS:
            return render(message)  # a Defender, a region without terrains: said whole
        args["compared"] = why.args["compared"]
    rendered = {k: _argument(v) for k, v in args.items()}
    return QCoreApplication.translate(CONTEXT, SHORT_DUSK[template]).format_map(rendered)


def sentence(text: str) -> str:
    """`text` with a capital first letter: the engine's entries are clauses ("both
    players have passed: …") that read as sentences once they stand alone in the log."""
    return text[:1].upper() + text[1:]


# a card's own words speak as the card ("When I join", "in my Expedition"); quoted in
# a line that begins with a player's name they read as the player's: the card becomes
# "it" (English only: a translation words its templates itself).  Not inside markup
# ("[I]", "{I}").
_FIRST_PERSON = (
    (re.compile(r"(?<![\[{])\bI am\b"), "it is"),
    (re.compile(r"(?<![\[{])\bI have\b"), "it has"),
    (re.compile(r"(?<![\[{])\bI (?!can\b|may\b|must\b|would\b|will\b)([a-z]+?)(s|sh|ch|x|o)?\b"),
     None),
    (re.compile(r"(?<![\[{])\bI\b(?![\]}])"), "it"),
    (re.compile(r"\bmy\b"), "its"),
    (re.compile(r"\bMy\b"), "Its"),
    (re.compile(r"\bme\b"), "it"),
)


#: verbs that do not take "-s" with "it" the regular way ("I was" -> "it was", "I don't"
#: -> "it doesn't"); the card texts' first-person verbs were counted over the whole pool
_IRREGULAR = {"was": "was", "had": "had", "did": "did", "don": "doesn", "go": "goes"}


def _third_person_verb(m: re.Match[str]) -> str:
    stem, end = m[1], m[2] or ""
    word = stem + end
    if word in _IRREGULAR:
        return "it " + _IRREGULAR[word]
    return f"it {word}{'es' if end else 's'}"


def third_person(text: str) -> str:
    """`text`, a card's own first-person words, said of the card: "Create a token in my
    Expedition" -> "… in its Expedition", "When I join, I gain 1 boost" -> "When it
    joins, it gains 1 boost" (review r7 #15)."""
    for pattern, repl in _FIRST_PERSON:
        text = pattern.sub(repl if repl is not None else _third_person_verb, text)
    # a sentence that began with "I" begins with "It"
    return re.sub(r"(^|[.:!?]\s+)it\b", lambda m: m[1] + "It", text)


def said_of_the_card(text: object) -> str:
    """`render(text)`, its quoted card text ("{text}" beside a "{card}" or "{source}")
    in the third person when the language is English."""
    args = getattr(text, "args", None)
    if not isinstance(args, dict) or not ({"card", "source"} & set(args)) \
            or i18n_installed() != "en":
        return render(text)
    # the card's quoted words, and those of what its effect did ("Aloe Vera: cannot
    # spend 5 of its Performance counters"), speak of the card
    return _render(text, voiced=True)


def i18n_installed() -> str:
    from altered_desktop import i18n  # here: i18n imports the app's settings

    return i18n.installed()


def entry_line(actor: str | None, text: object, shown: str | None = None) -> str:
    """A log entry as one line in the player's language: who did it, then what happened
    ("Ninette: plays Kitsune"), with the actor named once - an entry that already starts
    with the actor's name ("Ninette's hero Expedition moves forward …") is not prefixed
    with it again - and a capital first letter when no actor leads the line.  A card's
    words quoted in it speak of the card, not as the actor ("… token in its
    Expedition", not "… in my Expedition")."""
    said = said_of_the_card(text) if shown is None else shown  # `shown`: in the language
    # a card's text in the entry ("uses …'s quick action: [T]: Target …") has its
    # symbols in words, never the raw "[T]" markup (review r5 #9)
    said = symbol_text.plain(said)
    if actor and not names_actor(actor, text):
        return QCoreApplication.translate("LogDock", "{0}: {1}").format(actor, said)
    return sentence(said)


def names_actor(actor: str | None, text: object) -> bool:
    """Whether the entry's own words already start with its actor's name ("Ninette's
    hero Expedition moves forward"): the line then names them once, without a prefix.
    Whether it does is the engine's (English) wording, whatever the language shown."""
    english = str(text)
    return actor is not None and english.startswith(actor) and \
        english[len(actor):len(actor) + 1] in ("'", "\u2019", " ", ":", ",", "")


def template(text: str) -> str:
    """One of engine.messages.TEMPLATES without arguments ("Hero Expedition") in the
    installed language."""
    return QCoreApplication.translate(CONTEXT, text)


def word(text: str) -> str:
    """A game word the engine or the view puts into a sentence ("forest", "Reaction") in
    the installed language."""
    return QCoreApplication.translate(WORDS, text)


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
    if head and number[:1].isdigit() and number.rstrip("ab").isdigit():  # "Tumult 3", "1a"
        return QCoreApplication.translate(WORDS, head + " {0}").format(number)
    return QCoreApplication.translate(WORDS, str(name))


__all__ = ["TEMPLATES", "render", "render_title", "rule_text", "phase_name", "region_name",
           "template", "word"]
