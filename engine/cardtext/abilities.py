"""Whole abilities: keywords, Reactions ({J} {H} {R}, "At Noon —", "When … —"), quick
actions ("{1}, {T} : …"), support abilities ("{D} : …") and passives.

Support markup (`support_markup`) is read with `support=True`: its abilities work only
from the Reserve (2.2.11.i).
"""

from __future__ import annotations

import re
from typing import Any

import attrs

from engine.cardtext import (  # noqa: F401 - they fill their tables
    alize,
    axiom_text,
    bravos_text,
    conditions,
    dice,
    effects_axmu,
    effects_bise,
    effects_cyclone,
    effects_duster,
    effects_yz,
    grants,
    lyra_borrow_text,
    lyra_dice_text,
    lyra_regions_text,
    lyra_text,
    muna_text,
    ordis_text,
    players,
    replacements,
    reserve,
    restrictions,
    statuses,
    triggers,
    yzmir_text,
    zones,
)
from engine.cardtext.effects import steps
from engine.cardtext.grammar import ABILITY, CONDITION, TRIGGER, Card, NotUnderstood
from engine.cardtext.nouns import NUM, number
from engine.effects.abilities import Keyword, QuickAction, Reaction
from engine.effects.costs import Cost
from engine.effects.keywords import (
    COOLDOWN,
    DEFENDER,
    ETERNAL,
    FLEETING,
    GIGANTIC,
    SEASONED,
    scout,
    tough,
)
from engine.effects.passives import BeginsWithCounters
from engine.effects.triggers import AtPhase, OnJoin, OnPlayed
from engine.effects.variable import RegionsBetweenYourExpeditions, VariableKeyword
from engine.model import Phase, Zone

_KEYWORDS = {"fleeting": FLEETING, "gigantic": GIGANTIC, "defender": DEFENDER,
             "eternal": ETERNAL, "seasoned": SEASONED, "cooldown": COOLDOWN}


# ------------------------------------------------------------------ keywords
@ABILITY.rule(r"(?P<kws>(?:(?:fleeting|gigantic|defender|eternal|seasoned|cooldown|tough \d|scout \d)"
              r"\.?\s*)+)")
def _keywords(kws: str, card: Card) -> Any:
    return keywords_of(kws)


def keywords_of(text: str) -> tuple[Keyword, ...]:
    """"Gigantic. Tough 2." -> the keyword abilities it names."""
    out = []
    for w in re.findall(r"(?:tough|scout) \d|\w+", text, re.I):
        w = w.lower()
        if w.startswith("tough"):
            out.append(tough(int(w.split()[1])))
        elif w.startswith("scout"):
            out.append(scout(int(w.split()[1])))  # 7.4.5
        else:
            out.append(_KEYWORDS[w])
    return tuple(out)


@ABILITY.rule(r"tough x, where x is the number of regions between your hero and companion\.?")
def _tough_x(card: Card) -> Any:
    return VariableKeyword("tough", x=RegionsBetweenYourExpeditions())


@ABILITY.rule(r"I begin the game with (?P<n>" + NUM + r") (?P<name>\w+) counters\.?")
def _begins_with(n: str, name: str, card: Card) -> Any:
    if card.type != "hero":
        raise NotUnderstood("begin the game with counters", "not a Hero")
    return BeginsWithCounters(name.lower(), number(n))


# ------------------------------------------------------------------ Reactions
_SYMBOL_TRIGGERS = {"J": OnJoin(), "H": OnPlayed(Zone.HAND), "R": OnPlayed(Zone.RESERVE)}


@ABILITY.rule(r"\{(?P<sym>[JHR])\}\s*(?P<effect>.+)")
def _symbol_reaction(sym: str, effect: str, card: Card) -> Any:
    return Reaction(_SYMBOL_TRIGGERS[sym.upper()], steps(effect, card))


_PHASES = {"noon": Phase.NOON, "dusk": Phase.DUSK, "night": Phase.NIGHT}


# "At Noon — if …, …": the condition is after the dash, a step of the effect (6.5.d);
# "At Noon, if … — …" is a condition of the trigger (6.3.b)
@ABILITY.rule(r"at (?P<phase>noon|dusk|night)(?:,? if (?P<cond>[^—]+?))? — (?P<effect>.+)")
def _at_phase(phase: str, cond: str | None, effect: str, card: Card) -> Any:
    condition = CONDITION.read(cond, card) if cond else None
    return Reaction(AtPhase(_PHASES[phase.lower()]), steps(_cap(effect), card),
                    condition=condition)


@ABILITY.rule(r"when (?P<trig>[^—]+?)(?:, if (?P<cond>[^—]+?))? — (?P<effect>.+)")
def _when(trig: str, cond: str | None, effect: str, card: Card) -> Any:
    condition = CONDITION.read(cond, card) if cond else None
    return Reaction(TRIGGER.read(trig, card), steps(effect, card), condition=condition)


@ABILITY.rule(r"(?P<rest>.+?)\.? ignore my abilities during the first day\.?")
def _hero_first_day(rest: str, card: Card) -> Any:
    """A Hero whose abilities do nothing on the first Day: each of its Reactions says so."""
    if card.type != "hero":
        raise NotUnderstood("ignore my abilities", "not a Hero")
    got = ABILITY.read(rest, card)
    got = got if isinstance(got, tuple) else (got,)
    if not all(isinstance(a, Reaction) for a in got):
        raise NotUnderstood(rest, "first-Day Hero ability")
    return tuple(attrs.evolve(a, hero_ignored_first_day=True) for a in got)


@attrs.frozen
class _FirstDayIgnored:
    """The paragraph "Ignore my abilities during the first Day." of a Hero: not an ability
    but a mark on the others (see `mark_first_day`). A Hero with one ability prints
    "ability"."""

    singular: bool = False


@ABILITY.rule(r"ignore my abilit(?P<y>y|ies) during the first day\.?")
def _first_day_alone(y: str, card: Card) -> Any:
    if card.type != "hero":
        raise NotUnderstood("ignore my abilities", "not a Hero")
    return _FirstDayIgnored(singular=y.lower() == "y")


def mark_first_day(abilities: tuple[Any, ...]) -> tuple[Any, ...]:
    """A Hero's "Ignore my abilities during the first Day." as a paragraph of its own: each
    of its other abilities carries the mark (they do nothing on Day 1)."""
    marks = [a for a in abilities if isinstance(a, _FirstDayIgnored)]
    if not marks:
        return abilities
    out = []
    for a in abilities:
        if isinstance(a, _FirstDayIgnored):
            continue
        if not (attrs.has(type(a)) and "hero_ignored_first_day" in attrs.fields_dict(type(a))):
            raise NotUnderstood("ignore my abilities during the first Day", "first-Day Hero")
        a = attrs.evolve(a, hero_ignored_first_day=True)
        if marks[0].singular and "first_day_singular" in attrs.fields_dict(type(a)):
            a = attrs.evolve(a, first_day_singular=True)
        out.append(a)
    return tuple(out)


def _cap(t: str) -> str:
    return t[:1].upper() + t[1:]


# ------------------------------------------------------------------ quick actions
_COST_PART = re.compile(r"\{T\}|\{D\}|\d+|spend (?:" + NUM + r") of my \w+ counters?", re.I)


def cost_of(text: str) -> Cost:
    """"{1}, {T}" / "{D}" / "{T}, Spend one of my Kelon counters" -> a Cost."""
    kw: dict = {"spend": ()}
    for part in (p.strip() for p in text.split(",")):
        if not _COST_PART.fullmatch(part):
            raise NotUnderstood(part, "cost")
        low = part.lower()
        if low == "{t}":
            kw["exhaust_me"] = True
        elif low == "{d}":
            kw["discard_me"] = True
        elif low.isdigit():
            kw["mana"] = int(low)
            kw["exhaust_first"] = kw.get("exhaust_me", False)
        else:
            m = re.match(r"spend (\w+) of my (\w+) counters?", low)
            assert m is not None
            kw["spend"] = (*kw["spend"], (m[2], number(m[1])))
    return Cost(**kw)


@ABILITY.rule(r"(?P<cost>(?:\{[TD]\}|\d+|spend [^:]+?)(?:\s*,\s*(?:\{[TD]\}|\d+|spend [^:]+?))*)"
              r"\s*:\s*(?P<effect>.+)")
def _quick_action(cost: str, effect: str, card: Card) -> Any:
    c = cost_of(cost)
    return QuickAction(c, steps(_cap(effect), card), support=c.discard_me)


@ABILITY.rule(r"during morning, draw only one card\. then, put the top card of your deck in your "
              r"mana zone instead of a card from your hand\.?")
def _morning_fen(card: Card) -> Any:
    # modifies the Morning's Draw and Expand (4.2.1.d-e) of the Hero's controller
    from engine.effects.morning import MorningDrawOneExpandFromDeck

    return MorningDrawOneExpandFromDeck()
