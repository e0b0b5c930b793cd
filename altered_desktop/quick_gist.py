"""A quick action said short on its button: what it does, in a verb phrase read from the
text the engine renders from the ability's definition (review r19 #7: the Hero's whole
ability stood both on its card and in the side column, a wall of text at 1366).

The engine writes every quick action the same way (`engine.ability_kinds.QuickAction`):
its cost, a colon, its effect's sentences, then any condition ("You can only activate
this if …").  The gist keeps the cost's symbols (exhaust me, discard me from Reserve,
mana) and the effect's leading sentence whole - never a sentence cut in the middle
(review r18 #6) - and leaves to the tooltip and the card's preview what hangs off it:
a die's list of results, a list of modes, a token's quoted ability, a condition, the sentences after
the first of a long effect.  Nothing here knows a card by its name."""

from __future__ import annotations

import re

#: an effect at most this long is said whole, all its sentences (a Spell-like "Reveal
#: the top card of your deck. If it's a Spell, draw it." reads as one act)
WHOLE_UP_TO = 64

#: the cost's symbols the gist keeps: an ability symbol ("[T]", "[S]") or a mana cost
_COST_SYMBOL = re.compile(r"\[[A-Z]\]|\(\d+\)")
#: what follows an effect's first act and is a hover away: a die's results ("… roll a
#: die. On a: • 6+, …"), a quoted ability a token gets ("… token with “When …”"), a
#: condition or a cost change of the action itself
_TAILS = (re.compile(r"\s*\bOn an?\b[^.]*:.*$", re.S),
          re.compile(r"\s*:\s*•.*$", re.S),  # a list of modes to choose from
          re.compile(r"\s+with\s+[“\"].*?[”\"]", re.S),
          re.compile(r"\s*You can only activate this if .*$", re.S),
          re.compile(r"\s*This action costs .*$", re.S))


def split_cost(text: str) -> tuple[str, str]:
    """A quick action's text as (cost, effect): the cost is what comes before the first
    colon outside a quotation ("[T], spend 3 of my Sap counters", "[S] Discard me from
    Reserve"); ("", text) when there is none."""
    depth = 0
    for i, ch in enumerate(text):
        if ch in "“\"" and depth == 0:
            depth = 1
        elif ch in "”\"" and depth:
            depth = 0
        elif ch == ":" and not depth:
            return text[:i].strip(), text[i + 1:].strip()
    return "", text.strip()


def cost_symbols(cost: str) -> str:
    """The cost's symbols only, in order ("[T]", "[S]", "(1), [T]"): the words after
    them ("spend 3 of my Sap counters") are in the tooltip."""
    return ", ".join(_COST_SYMBOL.findall(cost))


def effect_gist(effect: str) -> str:
    """The effect said short and whole: its hanging parts left off (`_TAILS`), then all
    of it when short enough, else its first sentence; its last stop dropped."""
    said = " ".join(effect.split())
    for tail in _TAILS:
        said = tail.sub("", said)
    said = said.strip()
    if len(said) > WHOLE_UP_TO:
        first = re.match(r"(.+?[.!?])(\s|$)", said)
        if first is not None:
            said = first.group(1)
    return said.rstrip(".").strip() or " ".join(effect.split())


def gist(text: str) -> str:
    """A quick action's text (as the engine renders it) said short: its cost's symbols,
    then its effect's gist ("[T]: Target a Character you control, then roll a die")."""
    cost, effect = split_cost(text)
    symbols = cost_symbols(cost)
    said = effect_gist(effect)
    return f"{symbols}: {said}" if symbols else said


def shortened(text: str) -> bool:
    """Whether the gist leaves anything of the text out (the tooltip then says it)."""
    return " ".join(gist(text).split()).rstrip(".") != " ".join(text.split()).rstrip(".")
