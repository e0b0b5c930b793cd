"""'Explain this': structured reasons, with their numbers and rules, for what a player sees.

A newcomer right-clicks an Expedition's statistics, a card, a Mana Orb or a zone and asks
"why?". The answer must come from the engine, computed by the same code that plays the
game, never guessed by the GUI: a statistic total is summed here card by card the way
Progress sums it (4.2.4), a cost is worked out by the same steps `card_cost` takes
(5.1.2.d-e), and a tests checks that the two agree. Each function takes the game's state
and returns an `Explanation`: a title, a one-line summary, the reasons as lines (each with
the rule behind it and the numbers it reports), so the GUI only lays it out and a test can
read the numbers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from engine import explain_card as ec
from engine.ability_kinds import Keyword
from engine.effects.passives.terrain_limits import terrain_limits
from engine.effects.regions import is_ascended
from engine.flow import winning_terrains  # the very test Progress applies
from engine.messages import (
    Message,
    MessageText,
    as_text,
    expedition_name,
    joined,
    msg,
    msg_text,
)
from engine.model import EXPEDITIONS, STATUS, TERRAINS, ZONE, Card, Stats, Zone
from engine.play import Intent, card_cost, destinations_of, why_card_unplayable
from engine.reasons import Explanation as Explanation
from engine.reasons import Reason as Reason
from engine.reasons import stats_numbers
from engine.rules import explain as rule_text

if TYPE_CHECKING:  # pragma: no cover
    from engine.state import GameState


def _exp_name(g: GameState, player: int, exp: str) -> Message:
    return expedition_name(g.players[player].name, exp)


# ------------------------------------------------------------------ statistics (2.5, 4.2.4)
def expedition_total(g: GameState, player: int, exp: str) -> Explanation:
    """How an Expedition's statistic total is made: each Character's printed statistics and
    its boosts (2.5.1.b); Gigantic Characters counted in both Expeditions (7.4.4.b); Asleep
    ones left out, as Progress leaves them out (2.4.3). The total is the one Dusk compares."""
    reasons: list[Reason] = []
    total = Stats()
    changed = g.chars().stats  # statistics set by passives (usually none)
    for c in g.expedition_zone:
        st = c.cdef.stats
        if c.controller != player or st is None:
            continue
        st = changed.get(c.oid, st)
        giant = g.has_keyword(c, "gigantic")
        if c.expedition != exp and not giant:
            continue
        boosts = c.counters.get("boost", 0)
        if STATUS.ASLEEP in c.statuses:
            reasons.append(Reason(msg_text("{card} is Asleep and adds nothing at Dusk",
                                           card=c.name), "2.4.3", oids=(c.oid,)))
            continue
        adds = st.plus(boosts) if boosts else st
        total = total + adds
        words = msg_text(("{card}: {stats} + {n} boost = {total}" if boosts == 1 else
                          "{card}: {stats} + {n} boosts = {total}") if boosts else
                         "{card}: {stats}", card=c.name, stats=str(st), n=boosts,
                         total=str(adds))
        rule = "2.5.1.b" if boosts else "2.5.1"
        if giant and c.expedition != exp:
            words = msg_text("{words}, counted here too because it is Gigantic", words=words)
            rule = "7.4.4"
        reasons.append(Reason(words, rule, stats_numbers("", adds) + (("boosts", boosts),),
                              (c.oid,)))
    if not reasons:
        reasons.append(Reason(msg_text("No Character is in this Expedition, so every "
                                       "statistic is 0"), "2.5.1"))
    return Explanation(
        msg_text("{expedition}: statistics", expedition=_exp_name(g, player, exp)),
        msg_text("Forest {forest}, Mountain {mountain}, Water {water} — the sum of its "
                 "Characters' statistics", forest=total.forest, mountain=total.mountain,
                 water=total.water),
        tuple(reasons), stats_numbers("", total))


def dusk_outlook(g: GameState, player: int, exp: str) -> Explanation:
    """Whether this Expedition would move forward if Dusk came now, and why: the terrains of
    the region it is in (after passives and terrain limits), both totals in each, the
    winner of each comparison (4.2.4.b, ties do not count 4.2.4.e), and Defender (7.4.2)."""
    mine = g.expedition_stats(player, exp, for_progress=True)
    theirs = g.expedition_stats(1 - player, exp, for_progress=True)
    region = g.players[player].position[exp]
    terrains = g.terrains_at(region)
    reasons: list[Reason] = []
    limits = terrain_limits(g, player, exp)
    counted = limits.counted(terrains)
    for t in sorted(terrains - counted):
        reasons.append(Reason(msg_text("{terrain} is ignored: this Expedition cannot move "
                                       "forward due to it", terrain=t.value.capitalize()),
                              "4.2.4.c"))
    won = winning_terrains(mine, theirs, counted, is_ascended(g, player, exp))
    for t in TERRAINS:
        if t not in counted:
            continue
        a, b = mine[t], theirs[t]
        nums = (("mine", a), ("theirs", b))
        if t in won and a == b:
            template, rule = ("{terrain}: {a} against {b} — a tie, enough for an Ascended "
                              "Expedition", "4.2.4.b")
        elif t in won:
            template, rule = "{terrain}: {a} against {b} — this Expedition is ahead", "4.2.4.b"
        elif a == b:
            template, rule = "{terrain}: {a} against {b} — a tie is not enough", "4.2.4.e"
        else:
            template, rule = "{terrain}: {a} against {b} — not ahead", "4.2.4.b"
        reasons.append(Reason(msg_text(template, terrain=t.value.capitalize(), a=a, b=b), rule,
                              nums))
    defender = g.has_defender(player, exp)
    if won and defender:
        reasons.append(Reason(msg_text("A Character with Defender is here, so it cannot move "
                                       "forward at Dusk"), "7.4.2"))
    moves = bool(won) and not defender
    where = (joined([t.value.capitalize() for t in sorted(terrains)], "/") if terrains else
             msg("no terrain"))
    summary = (msg_text("In its region ({where}) it would move forward at Dusk, winning in "
                        "{won}", where=where,
                        won=joined([t.value.capitalize() for t in won], ", "))
               if moves else
               msg_text("In its region ({where}) it would not move forward at Dusk",
                        where=where))
    numbers = (stats_numbers("mine_", mine) + stats_numbers("theirs_", theirs)
               + (("moves", int(moves)), ("region", region)))
    reasons.extend(last_dusk(g, player, exp))
    return Explanation(msg_text("{expedition} at Dusk", expedition=_exp_name(g, player, exp)),
                       summary, tuple(reasons), numbers)


_DUSK_RULES = frozenset({"4.2.4.b", "4.2.4.i", "4.2.4.c", "4.2.4.d", "7.4.2"})


def last_dusk(g: GameState, player: int, exp: str) -> list[Reason]:
    """What Progress said of this Expedition at the last Dusk, from the log (the numbers
    it compared are in those lines): why it did or did not move then."""
    name = str(_exp_name(g, player, exp))
    found: list[Reason] = []
    day = None
    for e in reversed(g.log):
        if e.rule not in _DUSK_RULES or not e.text.startswith(name):
            if found and e.day != day:
                break
            continue
        if day is None:
            day = e.day
        elif e.day != day:
            break
        found.append(Reason(msg_text("At the Dusk of day {day}: {text}", day=e.day,
                                     text=e.message), e.rule))
    return found[::-1]


# ------------------------------------------------------------------ costs (5.1.2)
def cost_breakdown(g: GameState, player: int, card: Card) -> Explanation:
    """Why a card costs what it costs now: its printed cost in the zone it is played from,
    then every modifier in the order `card_cost` applies them (5.1.2.e), ending on the
    cost the game will ask for (the cheapest way to play it)."""
    source = ZONE.RESERVE if card.zone is ZONE.RESERVE else ZONE.HAND
    intent = Intent(card, source, _first_destination(card))
    steps: list[tuple[str, int, str]] = []
    final = card_cost(g, player, intent, trace=steps)
    printed = card.cdef.reserve_cost if source is ZONE.RESERVE else card.cdef.hand_cost
    where = "Reserve" if source is ZONE.RESERVE else "Hand"
    reasons = [Reason(msg_text("Printed Reserve cost: {n}" if source is ZONE.RESERVE else
                               "Printed Hand cost: {n}", n=printed), "1.2.5",
                      (("printed", printed),), (card.oid,))]
    for words, amount, rule in steps:
        reasons.append(Reason(words, rule, (("change", amount),)))
    why = why_card_unplayable(g, player, card)
    if why:
        reasons.append(Reason(msg_text("It cannot be played now: {why}", why=why)))
    return Explanation(msg_text("{card}: cost", card=card.name),
                       msg_text(f"Playing it from {where} costs {{n}} now", n=final),
                       tuple(reasons), (("printed", printed), ("final", final)))


def _first_destination(card: Card) -> str | None:
    return destinations_of(card.cdef)[0]



# ------------------------------------------------------------------ mana, zones, keywords
def mana(g: GameState, player: int) -> Explanation:
    """The Mana zone: how many orbs are ready to pay with, how many are exhausted and when
    they ready again."""
    orbs = g.players[player].mana
    ready = sum(1 for c in orbs if STATUS.EXHAUSTED not in c.statuses)
    spent = len(orbs) - ready
    return Explanation(
        msg_text("{player}'s Mana", player=g.players[player].name),
        msg_text("{ready} of {total} Mana Orbs are ready", ready=ready, total=len(orbs)),
        (Reason(msg_text("Each mana of a cost is paid by exhausting one ready Mana Orb"),
                "1.2.5.e"),
         Reason(msg_text("{n} exhausted orb ready again in the Morning" if spent == 1 else
                         "{n} exhausted orbs ready again in the Morning", n=spent), "4.2.1.c",
                (("exhausted", spent),)),
         Reason(msg_text("Once a day, in the Morning, a card from your hand may be put in "
                         "Mana, ready"), "4.2.1.e")),
        (("ready", ready), ("total", len(orbs))))


#: what each zone is for, and who may see it (own words; rule numbers from 3.2)
_ZONES: dict[Zone, tuple[str, str]] = {
    ZONE.HAND: ("Cards you can play from. Only you see them; your opponent sees how many.",
                "3.2.5"),
    ZONE.DECK: ("Face-down cards you draw from; nobody sees them. When it runs out the "
                "Discard pile is shuffled in.", "3.2.2"),
    ZONE.DISCARD: ("Cards that have been discarded; both players see them.", "3.2.3"),
    ZONE.RESERVE: ("Cards you can play later for their Reserve cost; Characters from your "
                   "Expeditions come here at Rest. Its size is limited by your Hero.", "3.2.10"),
    ZONE.LANDMARK: ("Landmark Permanents in play; its size is limited by your Hero.", "3.2.7"),
    ZONE.MANA: ("Face-down Mana Orbs that pay for cards.", "3.2.9"),
    ZONE.EXPEDITION: ("Your Characters and Expedition Permanents in your two Expeditions; their "
                      "statistics are compared at Dusk.", "3.2.4"),
    ZONE.HERO: ("Your Hero, whose abilities work all game.", "3.2.6"),
    ZONE.LIMBO: ("Where a card waits while it is being played.", "3.2.8"),
}


def explain_texts() -> tuple[str, ...]:
    """The texts of explanations used as message templates without being written in a
    msg_text call (zones, keywords), for the app's translation files."""
    from engine import explain_card as ec

    return (*(words for words, _rule in _ZONES.values()), "A zone of the game.",
            *(words for words, _rule in ec.KEYWORD_WORDS.values()),
            *(meaning for _pattern, _name, meaning, _rule in ec.LATER_WORDS),
            "Explained by the card's own text.")


def zone(g: GameState, player: int, which: Zone) -> Explanation:
    english, rule = _ZONES.get(which, ("A zone of the game.", "3.1"))
    words = msg_text(english)
    p = g.players[player]
    if which in (ZONE.EXPEDITION, ZONE.LIMBO):
        count = sum(1 for c in g.objects_in((which,)) if c.controller == player)
    elif which is ZONE.HERO:
        count = int(p.hero is not None)
    else:
        count = len(p.zone_list(which))
    return Explanation(msg_text("{player}'s {zone}", player=p.name,
                                zone=which.value.capitalize()), words,
                       (Reason(words, rule, (("count", count),)),), (("count", count),))


#: keywords in plain words, with their rule (the names the engine gives them)
KEYWORDS: dict[str, str] = {
    "defender": "7.4.2", "eternal": "7.4.3", "gigantic": "7.4.4", "scout": "7.4.5",
    "seasoned": "7.4.6", "tough": "7.4.7", "cooldown": "7.4.1", "fleeting": "2.4.6",
    "anchored": "2.4.2", "asleep": "2.4.3", "exhausted": "2.4.5",
}


def keyword(name: str, value: int | None = None) -> Explanation:
    """What a keyword, a status or a word of the later sets' cards means, in the project's
    own words (engine.explain_card), with the rule that defines it where there is one."""
    key = name.lower()
    if key in ec.KEYWORD_WORDS:
        title, words, rule = ec.keyword_words(key, value)
        return Explanation(title, words, (Reason(words, rule),))  # messages: keyword_words
    for found, words, rule in ec.later_words(key):
        if found.lower() == key or len(ec.later_words(key)) == 1:
            return Explanation(msg_text("{keyword}", keyword=found), msg_text(words),
                               (Reason(msg_text(words), rule),))
    label = name.capitalize() + (f" {value}" if value else "")
    return Explanation(label, msg_text("{label} is explained by the card's own text",
                                       label=label), ())


def marker(g: GameState, player: int, exp: str) -> Explanation:
    """An Expedition's marker on the Adventure: where it is, how far from the start, and
    what the next Dusk would do."""
    p = g.players[player]
    gone = p.distance(exp)
    outlook = dusk_outlook(g, player, exp)
    hero = exp == "hero"
    return Explanation(
        msg_text("{player}'s hero marker" if hero else "{player}'s companion marker",
                 player=p.name),
        msg_text(("{n} region forward from the Hero region. {outlook}" if gone == 1 else
                  "{n} regions forward from the Hero region. {outlook}") if hero else
                 ("{n} region forward from the Companion region. {outlook}" if gone == 1 else
                  "{n} regions forward from the Companion region. {outlook}"),
                 n=gone, outlook=outlook.summary),
        (Reason(msg_text("The hero Expedition starts in the Hero region and moves forward "
                         "one region at a time toward the other end" if hero else
                         "The companion Expedition starts in the Companion region and moves "
                         "forward one region at a time toward the other end"), "7.3.17",
                (("distance", gone),)),)
        + outlook.reasons, outlook.numbers + (("distance", gone),))





# ------------------------------------------------------------------ a card, a log entry
def card(g: GameState, viewer: int | None, c: Card, pending: Any = None) -> Explanation:
    """A card as it is now (engine.explain_card): its statistics traced from the printed
    ones through each passive and boost, its keywords and statuses and the later sets'
    words its text uses, in plain words; each ability with when it happens and whether it
    works or can be used now; on a Hero its limits and uses; and, for the viewer's own
    card in Hand or Reserve, its cost now and why it is or is not on offer (`pending` is
    the decision the game waits for)."""
    reasons: list[Reason] = []
    numbers: list[tuple[str, int]] = []
    if c.cdef.stats is not None:
        reasons += ec.stats_reasons(g, c)
        numbers += stats_numbers("", g.stats(c))
    reasons.append(ec.kind_reason(c))
    in_play = c.zone in (ZONE.EXPEDITION, ZONE.LANDMARK)
    kws = g.keywords(c) if in_play else {
        a.name: a.value for a in c.cdef.abilities
        if isinstance(a, Keyword) and type(a).__name__ in ("Keyword", "VariableKeyword")}
    for name, value in kws.items():
        title, words, rule = ec.keyword_words(name, value)
        reasons.append(Reason(msg_text("{title}: {words}", title=title, words=words), rule))
    for status in sorted(s.value for s in c.statuses):
        title, words, rule = ec.keyword_words(status, None)
        reasons.append(Reason(msg_text("{title} (status): {words}", title=title, words=words),
                              rule))
    for name, words, rule in ec.later_words(c.cdef.text()):
        if name.lower() not in kws:
            title = (msg_text("Token (a word of its text; this card is not one)")
                     if name == "Token" and not c.cdef.is_token  # the word, not the card
                     else msg_text("{keyword}", keyword=name))
            reasons.append(Reason(msg_text("{title}: {words}", title=title,
                                           words=msg_text(words)), rule))
    reasons += ec.counter_reasons(c)
    reasons += ec.ability_reasons(g, viewer, c, pending)
    holder = g.controller_of(c)  # in play: whose zone it is in; elsewhere, its owner's
    holder = c.owner if holder is None else holder
    summary: str = msg_text("{card}, in {player}'s {zone}", card=c.name,
                            player=g.players[holder].name, zone=c.zone.value.capitalize())
    if c.zone is ZONE.HERO:
        reasons += ec.hero_reasons(g, c)
    if viewer == c.owner and c.zone in (ZONE.HAND, ZONE.RESERVE):
        cost = cost_breakdown(g, viewer, c)
        reasons.extend(r for r in cost.reasons if not r.text.startswith("It cannot be played"))
        numbers += [("cost", cost.number("final"))]
        said = cast(MessageText, cost.summary)  # cost_breakdown words it with msg_text
        summary = msg_text("{summary}; {cost}", summary=summary, cost=msg_text(
            said.template.replace("Playing", "playing"), **said.args))
        reasons += ec.why_not_offered(g, viewer, c, pending)
    return Explanation(c.name, summary, tuple(reasons), tuple(numbers))


def log_entry(g: GameState, index: int) -> Explanation:
    """A line of the teaching log: what happened, the rule that made it happen, and the
    cards it was about."""
    e = g.log[index]
    return Explanation(msg_text("Day {day}, {phase}", day=e.day, phase=str(e.phase)),
                       as_text(e.message),
                       (Reason(rule_text(e.rule), e.rule, oids=e.objects),))


class ExplainError(ValueError):
    """The subject cannot be explained to this viewer: unknown, gone, or hidden from them."""


def subject(g: GameState, viewer: int | None, what: str,
            pending: Any = None) -> Explanation:
    """Explain a subject named as a short id, for the GUI and for tests:

    ``card:OID``, ``cost:OID``, ``stats:P:EXP`` (an Expedition's total), ``dusk:P:EXP``,
    ``marker:P:EXP``, ``mana:P``, ``zone:P:ZONE``, ``keyword:NAME``, ``log:N``.

    A card hidden from the viewer (another player's Hand, any Deck) is refused: explaining
    it would show what it is (1.2.3.g)."""
    kind, _, rest = what.partition(":")
    parts = rest.split(":") if rest else []
    try:
        if kind in ("card", "cost"):
            c = g.find(int(parts[0]))  # drawn cards have ids `items` does not hold
            if c is None or c.zone is ZONE.GONE:
                raise ExplainError(f"no card {parts[0]} is in the game")
            if c.zone.hidden and (viewer is None or c.zone is ZONE.DECK or viewer != c.owner):
                raise ExplainError("that card is hidden from you")
            if kind == "cost":
                if c.zone not in (ZONE.HAND, ZONE.RESERVE):
                    raise ExplainError(f"{c.name} is not in a Hand or Reserve")
                return cost_breakdown(g, c.owner, c)
            return card(g, viewer, c, pending)
        if kind in ("stats", "dusk", "marker"):
            player, exp = int(parts[0]), parts[1]
            if player not in (0, 1) or exp not in EXPEDITIONS:
                raise ExplainError(f"no Expedition {rest}")
            fn = {"stats": expedition_total, "dusk": dusk_outlook, "marker": marker}[kind]
            return fn(g, player, exp)
        if kind == "mana":
            return mana(g, int(parts[0]))
        if kind == "zone":
            return zone(g, int(parts[0]), Zone(parts[1]))
        if kind == "keyword":
            return keyword(parts[0])
        if kind == "log":
            n = int(parts[0])
            if not 0 <= n < len(g.log):
                raise ExplainError(f"the log has no entry {n}")
            return log_entry(g, n)
    except (IndexError, ValueError) as e:
        if isinstance(e, ExplainError):
            raise
        raise ExplainError(f"cannot read the subject {what[:40]!r}") from None
    raise ExplainError(f"nothing is explained as {kind[:20]!r}")
