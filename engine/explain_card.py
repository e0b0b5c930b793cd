""""Explain this" on a card, complete: statistics traced, keywords and the later sets'
words in plain language, each ability with when it happens and whether it can now, and
why the card cannot be played.

`engine.explain.card` gathers these reasons; they are worked out here, from the same
state the rules use (the statistics from `GameState.stats`, the passives that changed
them from the same evaluation, the quick actions from the pending decision, the refusal
from `engine.play.why_card_unplayable`), so the numbers are the engine's.  The reminder
texts are the project's own words; the rule numbers are those of the Complete Rules v3.0
where the rules define the word, none where only the later sets' cards do.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from engine.messages import msg_text
from engine.model import STATUS, ZONE, Card
from engine.play import why_card_unplayable
from engine.reasons import Reason, stats_numbers

if TYPE_CHECKING:  # pragma: no cover
    from engine.state import GameState

#: keywords and statuses: (what it means, in our words; the rule that defines it)
KEYWORD_WORDS: dict[str, tuple[str, str | None]] = {
    "defender": ("The Expedition this Character is in cannot move forward at Dusk; the "
                 "facing one is not held back.", "7.4.2"),
    "eternal": ("At Rest it stays in its Expedition instead of going to the Reserve.", "7.4.3"),
    "gigantic": ("It is in both of its controller's Expeditions at once and counts its "
                 "statistics in each.", "7.4.4"),
    "scout": ("From your hand you may play it for {n} instead of its cost; then, once it has "
              "joined, it sends itself to your Reserve, to be played again later.", "7.4.5"),
    "seasoned": ("When it goes from an Expedition to the Reserve at Rest, it keeps its "
                 "boosts.", "7.4.6"),
    "tough": ("An opponent who wants to target it with an effect must pay {n} more.", "7.4.7"),
    "cooldown": ("After this Spell is played from the hand it goes to the Reserve exhausted, "
                 "so it cannot be played again from there until it is readied.", "7.4.1"),
    "fleeting": ("If it would go to the Reserve it is discarded instead; a card played from "
                 "the Reserve becomes Fleeting.", "2.4.6"),
    "anchored": ("At Rest it stays in its Expedition, then loses Anchored.", "2.4.2"),
    "asleep": ("At Dusk its statistics are not counted, and at Rest it stays in its "
               "Expedition, then wakes.", "2.4.3"),
    "exhausted": ("It is turned: it cannot pay Mana, be played from the Reserve, use its "
                  "support abilities or pay a [T] cost until it is readied in the Morning.",
                  "2.4.5"),
}

#: words of the later sets' cards (not keywords): (pattern in the text, name, meaning, rule)
LATER_WORDS: tuple[tuple[str, str, str, str | None], ...] = (
    (r"\brush", "Rush", "to play another card from your hand or Reserve at once, in the "
     "middle of this effect, paying its cost; what the Rush is 'to' do happens only if a "
     "card was played", "5.1.1.d"),
    (r"\bascend", "Ascend", "until Rest, the Expedition moves forward at Dusk even where the "
     "facing Expedition only matches it (a tie is enough, 0 still is not)", None),
    (r"\bin contact\b", "In contact", "an Expedition of another player stands in the same "
     "region (facing it or not); a Character is In contact when its Expedition is", None),
    (r"\bgift\b", "Gift", "on your turn, an opponent draws a card, Resupplies or receives a "
     "token, whoever's effect caused it", None),
    (r"\baugment", "Augment", "the card gains one more of a kind of counter it already has "
     "(a boost to a boosted Character); a card without counters gains nothing", "7.3.3"),
    (r"\bsabotage", "Sabotage", "discard up to one target card from a Reserve", "7.3.24"),
    (r"\bresuppl", "Resupply", "put the top card of one's Deck into one's Reserve", "7.3.22"),
    (r"terrain marker", "Terrain Marker", "placed on a region, it makes that region its "
     "terrain only, until the Marker is removed", None),
    (r"\btoken\b", "Token", "an object created in play, not a card of a deck: when it would "
     "leave its zone it ceases to exist instead", "2.1.e"),
    (r"take control", "Control", "the controller uses the object and its zone holds it; "
     "when it leaves play it goes to its owner's zones", "7.5.4"),
    (r"switch expeditions", "Switch Expeditions", "the object moves to its controller's "
     "other Expedition", "7.3.28"),
    (r"\bboost", "Boost", "a counter that adds 1 to each of a Character's statistics; lost "
     "when it leaves the Expedition (unless Seasoned)", "2.5.1.b"),
)


def keyword_words(name: str, value: int | None) -> tuple[str, str, str | None]:
    """(title, meaning, rule) of a keyword or status, its number filled in."""
    words, rule = KEYWORD_WORDS.get(name, ("Explained by the card's own text.", None))
    title = (msg_text("{keyword} {n}", keyword=name.capitalize(), n=value) if value else
             msg_text("{keyword}", keyword=name.capitalize()))
    n = str(value) if value is not None else "X"
    return title, msg_text(words, n=n), rule


def later_words(text: str) -> list[tuple[str, str, str | None]]:
    """The later sets' words a card's text uses, with what each means."""
    low = text.lower()
    return [(name, meaning, rule) for pattern, name, meaning, rule in LATER_WORDS
            if re.search(pattern, low)]


def kind_reason(c: Card) -> Reason:
    """What the object is, from its type line (2.2.1.a): a card of a deck or a token
    (2.1.e), so that a word of its text ("create a ... token") is not read as its kind."""
    d = c.cdef
    kind = "Character" if d.is_token and d.is_character else str(d.type).capitalize()
    subtypes = ", ".join(s.capitalize() for s in d.subtypes)
    line = msg_text("{kind} — {subtypes}", kind=kind, subtypes=subtypes) if subtypes else \
        msg_text("{kind}", kind=kind)
    if d.is_token:
        return Reason(msg_text("A {line} token: made by an effect, not a card of a deck; when "
                               "it would leave its zone it ceases to exist", line=line), "2.1.e")
    return Reason(msg_text("A {line} card (its type line)", line=line), "2.2.1.a")


# ------------------------------------------------------------------ statistics
def stats_reasons(g: GameState, c: Card) -> list[Reason]:
    """Printed statistics, then each passive that changes them (by its card's name), then
    the boosts, ending on the statistics the rules use now."""
    printed = c.cdef.stats
    assert printed is not None
    out = [Reason(msg_text("Printed statistics: {stats} (Forest/Mountain/Water)",
                           stats=str(printed)), "2.5.1",
                  stats_numbers("printed_", printed), (c.oid,))]
    if c.zone is not ZONE.EXPEDITION:
        out.append(Reason(msg_text("Out of an Expedition its statistics count for nothing; "
                                   "passives change objects in play only"), "2.3.1.h"))
        return out
    changed = g.chars().stats.get(c.oid)
    if changed is not None and changed != printed:
        names = passives_changing(g, c)
        out.append(Reason(msg_text("Changed by {by}: {stats}", by=", ".join(names),
                                   stats=str(changed)) if names else
                          msg_text("Changed by a passive ability: {stats}", stats=str(changed)),
                          "2.3.1", stats_numbers("passive_", changed)))
    boosts = c.counters.get("boost", 0)
    now = g.stats(c)
    if boosts:
        out.append(Reason(msg_text("{n} boost: +{n} to each statistic" if boosts == 1 else
                                   "{n} boosts: +{n} to each statistic", n=boosts),
                          "2.5.1.b", (("boosts", boosts),)))
    out.append(Reason(msg_text("Statistics now: {stats} — what counts for its Expedition at "
                               "Dusk", stats=str(now)), "2.5.1", stats_numbers("", now)))
    if STATUS.ASLEEP in c.statuses:
        out.append(Reason(msg_text("Asleep: they are not counted at Dusk"), "2.4.3"))
    return out


def passives_changing(g: GameState, c: Card) -> list[str]:
    """Which passives touch this object's statistics now, named by the card that holds
    them ("an Ongoing effect" for an Emblem's), in the order the rules apply them."""
    from engine.effects import passives

    names = []
    for item in passives.gather_items(g):
        try:
            delta = passives.item_delta(g, item)
        except Exception:  # noqa: BLE001 - an explanation never breaks the game
            continue
        if any(isinstance(entry, tuple) and len(entry) > 1 and entry[0] == "stat="
               and entry[1] == c.oid for entry in delta):
            who = item.holder.name if item.holder is not None else "an Ongoing effect"
            words = f"{who} (“{item.passive.text()}”)"
            if words not in names:
                names.append(words)
    return names


# ------------------------------------------------------------------ abilities
def ability_reasons(g: GameState, viewer: int | None, c: Card,
                    pending: Any = None) -> list[Reason]:
    """Each ability but keywords: its text, when it happens, and whether it works or can
    be used now."""
    from engine.ability_kinds import Keyword, QuickAction, Reaction, SpellEffect
    out = []
    working = set(map(id, g.abilities_of(c)))
    own = [a for a in (*c.cdef.abilities, *c.granted) if not isinstance(a, Keyword)]
    for a in own:
        text = a.text()
        if isinstance(a, SpellEffect):
            out.append(Reason(msg_text("Effect: {text} — it happens when the Spell is played",
                                       text=text), "5.1.2"))
            continue
        state = _state_of(g, viewer, c, a, id(a) in working, pending)
        if isinstance(a, Reaction):
            template = ("Reaction: {text} — it happens by itself after its event, "
                        "“{trigger}” (from the Reserve, while ready). {state}" if a.support else
                        "Reaction: {text} — it happens by itself after its event, "
                        "“{trigger}”. {state}")
        elif isinstance(a, QuickAction):
            template = ("Quick action: {text} — you may use it on your turn, from the Reserve, "
                        "paying its cost. {state}" if a.support else
                        "Quick action: {text} — you may use it on your turn, paying its cost. "
                        "{state}")
        else:
            template = ("Passive: {text} — it applies all the time while the card waits, "
                        "ready, in the Reserve. {state}" if a.support else
                        "Passive: {text} — it applies all the time while the card is in "
                        "play. {state}")
        trigger = a.trigger.text() if isinstance(a, Reaction) else ""
        out.append(Reason(msg_text(template, text=text, trigger=trigger, state=state),
                          _rule_of(a)))
    return out


def _rule_of(a: Any) -> str:
    from engine.ability_kinds import QuickAction, Reaction

    if a.support:
        return "2.2.11.i"
    if isinstance(a, Reaction):
        return "7.1.1"
    if isinstance(a, QuickAction):
        return "5.3"
    return "2.2.11"


def _state_of(g: GameState, viewer: int | None, c: Card, a: Any, works: bool,
              pending: Any) -> str:
    """Whether the ability works where the card is now, and for a quick action whether
    it is on offer now."""
    from engine.ability_kinds import QuickAction, Reaction

    z = c.zone
    if a.support:
        if z is not ZONE.RESERVE:
            return msg_text("Now: it works only from the Reserve.")
        if STATUS.EXHAUSTED in c.statuses:
            return msg_text("Now: it does not work — the card is exhausted in the Reserve "
                            "(2.2.11.j).")
    elif z is ZONE.HERO:
        if not works:
            return msg_text("Now: ignored during the first Day.")
    elif z not in (ZONE.EXPEDITION, ZONE.LANDMARK):
        if isinstance(a, Reaction) and a.trigger.text().startswith("When played"):
            return msg_text("Now: it will happen if the card is played {how}.",
                            how=a.trigger.text()[12:])
        return msg_text("Now: it works once the card is in play.")
    elif not works:
        return msg_text("Now: it does not work — the card has lost its abilities.")
    if isinstance(a, QuickAction):
        return _quick_state(viewer, c, a, pending)
    return msg_text("Now: it works.")


def _quick_state(viewer: int | None, c: Card, a: Any, d: Any) -> str:
    if d is None or viewer is None:
        return msg_text("Now: it can be used on its controller's turn.")
    if c.controller != viewer and c.zone is not ZONE.RESERVE or \
            c.zone is ZONE.RESERVE and c.owner != viewer:
        return msg_text("Now: only its controller may use it.")
    if d.player != viewer or d.kind != "turn":
        return msg_text("Now: not usable — it is not your turn to act.")
    if any(o.detail == "quick" and c.oid in o.objects for o in d.options):
        return msg_text("Now: you can use it.")
    cost = a.cost.text().lower() if hasattr(a.cost, "text") else ""
    if STATUS.EXHAUSTED in c.statuses and ("[t]" in cost or "exhaust" in cost):
        return msg_text("Now: not usable — its cost exhausts it, and it is already exhausted.")
    return msg_text("Now: not usable — its cost cannot be paid or its condition is not met.")


def counter_reasons(c: Card) -> list[Reason]:
    """Counters other than boosts (those are in the statistics), by kind."""
    return [Reason(msg_text("{n} {kind} counter on it; counters stay while it stays in play "
                            "(or in the Reserve) and are lost when it leaves" if n == 1 else
                            "{n} {kind} counters on it; counters stay while it stays in play "
                            "(or in the Reserve) and are lost when it leaves", n=n,
                            kind=kind.capitalize()), "2.5.a", ((kind, n),))
            for kind, n in sorted(c.counters.items()) if n and kind != "boost"]


def hero_reasons(g: GameState, c: Card) -> list[Reason]:
    """A Hero: its limits, and how often its abilities have been used this day."""
    out = [Reason(msg_text("Reserve limit {reserve}, Landmark limit {landmark}: at Night's "
                           "Clean-up you keep that many cards there",
                           reserve=c.cdef.reserve_limit, landmark=c.cdef.landmark_limit),
                  "4.2.5.c")]
    used = [n for (oid, _k), n in g.quick_uses.items() if oid == c.oid and n]
    if used:
        out.append(Reason(msg_text("Its quick actions were used {n} time(s) today",
                                   n=sum(used)), "1.4.6"))
    if g.day == 1 and any(getattr(a, "hero_ignored_first_day", False)
                          for a in c.cdef.abilities):
        out.append(Reason(msg_text("Some of its abilities are ignored during the first Day")))
    return out


def why_not_offered(g: GameState, viewer: int | None, c: Card,
                    d: Any = None) -> list[Reason]:
    """For the viewer's own card in Hand or Reserve at their turn: why no option plays it."""
    if viewer is None or viewer != c.owner or c.zone not in (ZONE.HAND, ZONE.RESERVE):
        return []
    if d is None or d.kind != "turn" or d.player != viewer:
        return [Reason(msg_text("It can be played only on your turn in the Afternoon"), "4.2.3")]
    if any(o.detail == "play" and c.oid in o.objects for o in d.options):
        return [Reason(msg_text("It is among the plays on offer now"))]
    why = why_card_unplayable(g, viewer, c)
    return [Reason(msg_text("It is not offered now: {why}", why=why) if why else
                   msg_text("It is not offered now: no way to play it can be paid for"))]
