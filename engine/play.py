"""Playing cards, quick actions and Reactions (section 5): intents, costs, resolution."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any, NamedTuple

from engine.ability_kinds import (
    CostChange,
    Keyword,
    NextPlayedPassive,
    OptionalCostReduction,
    QuickAction,
    Reaction,
    SpellEffect,
)
from engine.decisions import DecisionKind, Option
from engine.events import NO_STATUSES, Event, new_event
from engine.gamestate.context import Ctx
from engine.gamestate.questions import WORDS
from engine.gamestate.reactions import RuleTrigger
from engine.memo import per_object
from engine.messages import msg, msg_text, play_template
from engine.model import (
    CARD_TYPE,
    EXPEDITIONS,
    PHASE,
    STATUS,
    ZONE,
    Card,
    CardDef,
    Status,
    Zone,
)
from engine.state import (
    QUICK_LIMIT,
    Emblem,
    GameState,
    next_played_emblems,
    quick_actions,
    quick_holders,
)

Gen = Generator[Any, Any, Any]


class Intent(NamedTuple):
    """A declared way to play a card (5.1.2.c): where from, where to, which costs.

    A named tuple, like `Option`: immutable and cheap to make."""

    card: Card
    source: Zone
    expedition: str | None = None
    scout: bool = False
    reduce: bool = False  # the optional cost of an OptionalCostReduction
    free: bool = False  # played for free: costs are skipped whatever alters them (7.3.20)
    less: int = 0  # "play it for N less", said by the effect that lets it be played
    hand_cost: bool = False  # from Reserve, paying its Hand Cost instead (an effect allows it)
    fleeting: bool = False  # "play it ... and it gains Fleeting": Fleeting from Limbo on (2.4.6)

    @property
    def id(self) -> str:
        out = f"play:{self.card.oid}"
        if self.expedition:
            out += ":" + self.expedition
        if self.scout:
            out += ":scout"
        if self.reduce:
            out += ":reduce"
        if self.hand_cost:
            out += ":handcost"
        return out


def _kw(card: Card, name: str) -> int | None:
    for a in card.cdef.abilities:
        if isinstance(a, Keyword) and a.name == name:
            return a.value if a.value is not None else 0
    return None


#: a cost change that works now and may change other cards' costs: (its holder's
#: timestamp, 0 for an Ongoing effect's; the change; its holder; its controller)
Held = tuple[int, CostChange, "Card | None", int]


def held_cost_changes(g: GameState) -> list[Held]:
    """The passives and Ongoing effects that work now and may change the cost of a card
    played (5.1.2.e): every cost change but a card's own ("I cost 1 less"), which works
    only as that card is played (`CostChange.self_only`).  Looked up once per turn
    decision for all the cards in hand and Reserve, not once per card (issue #27)."""
    out = []
    for holder, pa, ctrl in g.passives_of(CostChange):
        if not pa.self_only:
            out.append((holder.timestamp if holder is not None else 0, pa, holder, ctrl))
    return out


def card_cost(g: GameState, player: int, intent: Intent,
              emblems: list[tuple[Emblem, NextPlayedPassive]] | None = None,
              held: list[Held] | None = None,
              trace: list[tuple[str, int, str]] | None = None) -> int:
    """Final mana cost (5.1.2.d-e): all increases, then all decreases (each with its own
    floor, if any), then the restrictions on the final cost in timestamp order.

    `emblems` and `held` are `next_played_emblems` and `held_cost_changes`, given by a
    caller costing many cards at once.  `trace`, when given, receives each step that
    changed the cost as (words, change, rule), so "explain this" shows the very
    computation the game pays (engine.explain)."""
    cd = intent.card.cdef
    if intent.free:
        return 0
    if intent.scout:
        base = _kw(intent.card, "scout") or 0  # an alternative cost (7.4.5.c)
    else:
        base = (cd.hand_cost if intent.source is ZONE.HAND or intent.hand_cost
                else cd.reserve_cost)
    cost = base
    for _em, np in next_played_emblems(g, player) if emblems is None else emblems:
        if np.free and np.matches(intent.card, intent.source):
            if trace is not None:  # costs skipped, whatever alters them (7.3.20.a)
                trace.append((np.text(), -base, "7.3.20"))
            return 0
    if held is None:
        held = held_cost_changes(g)
    changes = (_cost_changes(g, player, intent, held)
               if held or intent.card.profile.cost_change else [])
    for ch in changes:
        cost += ch.more
        if trace is not None and ch.more:
            trace.append((f"{ch.text()} (+{ch.more})", ch.more, "5.1.2.e"))
    for ch in changes:
        if ch.less:
            floor = ch.less_floor if ch.less_floor is not None else 0
            before = cost
            cost = max(min(cost, floor), cost - ch.less) if cost > floor else cost
            if trace is not None:
                trace.append((f"{ch.text()} ({cost - before:+d})", cost - before, "5.1.2.e"))
    for _em, np in next_played_emblems(g, player) if emblems is None else emblems:
        if np.cost_less and np.matches(intent.card):
            before = cost
            cost -= np.cost_less
            at_least = np.cost_floor
            if at_least is not None:  # "down to a minimum of N": this decrease only (5.1.2.e)
                cost = max(cost, min(before, at_least))
            if trace is not None:
                trace.append((f"{np.text()} ({cost - before:+d})",
                              cost - before, "5.1.2.e"))
    if intent.less:
        cost -= intent.less
        if trace is not None:
            trace.append((f"played for {intent.less} less (-{intent.less})", -intent.less,
                          "5.1.2.e"))
    if intent.reduce:
        for a in cd.abilities:
            if isinstance(a, OptionalCostReduction):
                cost -= a.reduction
                if trace is not None:
                    trace.append((f"its optional cost paid (-{a.reduction})", -a.reduction,
                                  "5.1.2.e"))
    if cost < 0:
        if trace is not None:
            trace.append(("a cost cannot be less than 0", -cost, "5.1.2.e"))
        cost = 0
    for ch in changes:
        if ch.at_least is not None and cost < ch.at_least:
            if trace is not None:
                trace.append((ch.text(), ch.at_least - cost, "5.1.2.e"))
            cost = ch.at_least
    return cost


def _cost_changes(g: GameState, player: int, intent: Intent, held: list[Held]
                  ) -> list[CostChange]:
    src = "hand" if intent.source is ZONE.HAND else "reserve"
    found = []
    for ts, pa, holder, ctrl in held:  # "I cost 1 less" is not among them: see below
        if (pa.applies_to(intent.card, player, ctrl, src) and pa.holds(g, intent.card, player)
                and (not hasattr(pa, "bearer_holds") or pa.bearer_holds(g, holder, ctrl))):
            found.append((ts, pa))
    if intent.card.profile.cost_change:  # the card's own (1.2.4.d), when it has one
        for a in intent.card.cdef.abilities:
            if (isinstance(a, CostChange) and a.applies_to(intent.card, player, player, src)
                    and a.applies_to_intent(g, intent) and a.holds(g, intent.card, player)):
                found.append((-1, a.now(g, intent.card, player)))
    if len(found) < 2:  # mostly one or none: nothing to order, no key function made
        return [found[0][1]] if found else []
    return [pa for _ts, pa in sorted(found, key=lambda t: t[0])]


def destinations_of(cd: CardDef) -> tuple[str | None, ...]:
    """Where a card of this definition can be played to (5.2.1-3): an Expedition for
    Characters and Expedition Permanents, nowhere to choose for the others."""
    if cd.type is CARD_TYPE.CHARACTER or (cd.type is CARD_TYPE.PERMANENT
                                         and cd.zone_type == "expedition"):
        return EXPEDITIONS
    return (None,)


def play_variants(g: GameState, player: int, card: Card, source: Zone,
              dests: tuple[str | None, ...] | None = None) -> list[Intent]:
    """Every way of declaring the play of `card` from `source` (5.1.2.c): each place it
    may go (`dests`, else those `play_destinations` allows), with Scout from hand and
    with an optional cost it can pay."""
    cd = card.cdef
    if dests is None:
        dests = play_destinations(g, player, card, source)[0]
    out = []
    reduce_opts = [False]
    for a in cd.abilities:
        if isinstance(a, OptionalCostReduction) and a.cost.payable(g, player, card):
            reduce_opts.append(True)
    scouts = [False]
    if source is ZONE.HAND and "scout" in card.profile.keywords:
        scouts.append(True)
    for d in dests:
        for s in scouts:
            for r in reduce_opts:
                out.append(_new_record(Intent, (card, source, d, s, r, *_INTENT_AFTER_REDUCE)))
    return out


def _own_restriction(g: GameState, player: int, it: Intent) -> str | None:
    """The words of the card's own ability forbidding this way of playing it ("I can't be
    played in a starting region"), or None."""
    for a in it.card.cdef.abilities:
        test = getattr(a, "forbids_intent", None)
        if test is not None and test(g, player, it):
            return f"its own text forbids it: \u201c{a.text()}\u201d (1.4.1)"
    return None


def play_destinations(g: GameState, player: int, card: Card, source: Zone | None = None
                      ) -> tuple[tuple[str | None, ...], str | None]:
    """Where `player` may play `card` from `source` (its zone by default) now, and, when
    nowhere, why not: the one legality check every way of playing a card goes through —
    from hand, Reserve, Deck or an opponent's zone, paid, for less or for free,
    "immediately", Rush or Scout.  Costs are not part of it (each way pays, or skips
    paying, 7.3.20); the rules' and the passives' "can't" are, and "can't" beats "can"
    (1.4.1): exhausted cards in Reserve cannot be played (2.4.5.c) unless a passive of
    the player's lets them play exhausted cards from *their* Reserve (2.4.5.d), and the
    card's own restrictions hold however it is played."""
    src = card.zone if source is None else source
    dests = destinations_of(card.cdef)
    if src is ZONE.RESERVE and STATUS.EXHAUSTED in card.statuses:
        lifted = (WORDS.exhausted_play_destinations(g, player, card) if card.owner == player
                  else frozenset())
        dests = tuple(d for d in dests if d in lifted)
        if not dests:
            return (), "exhausted cards in Reserve cannot be played (2.4.5.c)"
    if card.profile.restricted:
        why = WORDS.play_restriction(g, player, card)
        if why:
            return (), why
        kept = tuple(d for d in dests if _own_restriction(g, player, Intent(card, src, d)) is None)
        if not kept:
            return (), _own_restriction(g, player, Intent(card, src, dests[0]))
        dests = kept
    return dests, None


def play_refusal(g: GameState, player: int, card: Card, source: Zone | None = None,
                 expedition: str | None = None, *, anywhere: bool = True) -> str | None:
    """Why `player` may not play `card` from `source` now (`play_destinations`), or None;
    with `anywhere` False, into `expedition` in particular."""
    dests, why = play_destinations(g, player, card, source)
    if why is not None:
        return why
    if not anywhere and expedition not in dests:
        if expedition is None:
            return "it must be played into an Expedition (5.2.1)"
        src = card.zone if source is None else source
        return (_own_restriction(g, player, Intent(card, src, expedition))
                or f"it cannot be played into the {expedition} Expedition now (2.4.5.c)")
    return None


def why_card_unplayable(g: GameState, player: int, card: Card) -> str | None:
    """Plain-words reason a card cannot be played now, or None if it can."""
    p = g.players[player]
    if g.over:
        return msg_text("the game is over")
    if g.phase is not PHASE.AFTERNOON or g.turn_player != player:
        return msg_text("cards are played on your own turn in the Afternoon (4.2.3.d)")
    if p.passed:
        return msg_text("you have passed for this Afternoon (1.3.2.d)")
    if card in p.hand:
        source = ZONE.HAND
    elif card in p.reserve:
        source = ZONE.RESERVE
    else:
        return msg_text("only cards in your Hand or Reserve can be played (5.2.a)")
    why = play_refusal(g, player, card, source)
    if why:
        return why
    need = min(card_cost(g, player, i) for i in play_variants(g, player, card, source))
    have = g.ready_mana(player)
    if need > have:
        return msg_text("it costs {need} and you have {have} ready Mana Orb (1.2.5.c)"
                        if have == 1 else
                        "it costs {need} and you have {have} ready Mana Orbs (1.2.5.c)",
                        need=need, have=have)
    return None


def play_destination(g: GameState, player: int, card: Card, ctx: Ctx,
                     source: Zone | None = None) -> Gen:
    """Where a card an effect plays goes (5.1.2.c): asked among the Expeditions the one
    legality check (`play_destinations`) allows it into, so no refused choice is offered;
    None for a card that goes to no Expedition (a Spell, a Landmark Permanent)."""
    dests, _why = play_destinations(g, player, card, source)
    exps = [d for d in dests if d is not None]
    if not exps:
        return None
    return (yield from g.choose_expedition(player, card.name, exps, ctx))


def free_play_forbidden(g: GameState, player: int, card: Card) -> str | None:
    """Why an effect that plays this card for free (7.3.20) from where it is may not:
    for free skips the costs, not the rules' and the card's own "can't" (1.4.1, 2.4.5.c),
    which `play_destinations` holds for every way of playing; None if it may be played."""
    return play_refusal(g, player, card)


def play_options(g: GameState, player: int) -> list[tuple[Option, Intent]]:
    """Every way the player can play a card now (with its final cost in the label), each
    option with what it plays."""
    opts: list[Option] = []
    intents: dict[str, Intent] = {}
    add_play_options(g, player, opts, intents)
    return [(o, intents[o[0]]) for o in opts]


def add_play_options(g: GameState, player: int, opts: list[Option],
                     intents: dict[str, Any]) -> None:
    """`play_options` added to a turn's options, each option's intent under its id.

    A card whose printed cost is its final cost gets the same options for as long as it
    stays the same object, so those are built once per object and reused (the turn
    decision is asked dozens of times a game and is the engine's hottest path), and added
    as a whole: its options at once, their intents at once (issue #27: not pair by pair)."""
    p = g.players[player]
    have = g.ready_mana(player)
    emblems = next_played_emblems(g, player)
    held = held_cost_changes(g)
    cheap = not emblems and not held
    built = g.option_cache
    exhausted = STATUS.EXHAUSTED
    for zone, cards in ((ZONE.HAND, p.hand), (ZONE.RESERVE, p.reserve)):
        hand = zone is ZONE.HAND
        for card in cards:
            if cheap:
                # a plain card offered before as the same object (its printed cost, its
                # options and their intents kept under its id): one look, and for a
                # Reserve card whether it is exhausted now (2.4.5.c)
                got = built.get(card.oid)
                if got is not None and (hand or exhausted not in card.statuses):
                    if got[0] <= have:
                        opts.extend(got[1])
                        intents.update(got[2])
                    continue
            allowed = None
            if card.profile.restricted or (not hand and exhausted in card.statuses):
                allowed, _why = play_destinations(g, player, card, zone)  # 1.4.1, 2.4.5.c
                if not allowed:
                    continue
            if cheap and not card.profile.pays_less and allowed is None:
                # the common case: the printed cost is the final cost
                cd = card.cdef
                base = cd.hand_cost if hand else cd.reserve_cost
                if base <= have:
                    got = built[card.oid] = (base, *_plain_options(player, card, zone, base))
                    opts.extend(got[1])
                    intents.update(got[2])
                continue
            # without a cost change of its own (which may read where it goes) a card
            # costs the same wherever it is played: one cost per way of paying, not one
            # per Expedition as well; with one way of paying (no Scout, no optional cost,
            # no cost change of its own: most cards), one cost, no table of them
            own = card.profile.cost_change
            one_way = not card.profile.pays_less
            only = -1
            costs: dict[tuple[bool, bool], int] = {}
            for it in play_variants(g, player, card, zone, allowed):
                if one_way:
                    if only < 0:
                        only = card_cost(g, player, it, emblems, held)
                    cost = only
                elif own:
                    cost = card_cost(g, player, it, emblems, held)
                else:
                    way = (it.scout, it.reduce)
                    got_cost = costs.get(way)
                    if got_cost is None:
                        got_cost = costs[way] = card_cost(g, player, it, emblems, held)
                    cost = got_cost
                if cost <= have:
                    # worded once per object, way of playing and cost: while a passive
                    # alters costs, every turn would otherwise word every option anew
                    key = (card.oid, it, cost, player)
                    opt = built.get(key)
                    if opt is None:
                        opt = built[key] = _play_option(player, it, cost)
                    opts.append(opt)
                    intents[opt[0]] = it


@per_object
def _text(ability: QuickAction) -> str:
    """An ability's rendered text: abilities are frozen values, so it never changes."""
    return ability.text()


def _plain_options(player: int, card: Card, zone: Zone, cost: int
                   ) -> tuple[tuple[Option, ...], dict[str, Intent]]:
    """The options of a card with no way to pay less, whose printed cost is its cost:
    one per place it can go (5.1.2.c), worded once per definition and zone; and their
    intents by option id."""
    oid = card.oid
    objects = (oid,)
    opts = []  # a loop, the tuples made straight from their fields: made for each new object
    intents = {}
    for suffix, label, exp in _plain_shapes(card.cdef, zone):
        opt_id = f"play:{oid}{suffix}"
        opts.append(_new_record(Option, (opt_id, label, objects, "play",
                                         (player, exp) if exp else None, *_OPTION_REST)))
        intents[opt_id] = _new_record(Intent, (card, zone, exp, *_INTENT_REST))
    return tuple(opts), intents


# builds a named tuple straight from all its fields, without its Python `__new__`
_new_record = tuple.__new__
#: the defaults of the fields `_plain_options` leaves as they are (those after `expedition`)
_OPTION_REST = tuple(Option._field_defaults[f] for f in Option._fields[5:])
_INTENT_REST = tuple(Intent._field_defaults[f] for f in Intent._fields[3:])
#: the defaults of the fields after `reduce`, which `play_variants` leaves as they are
_INTENT_AFTER_REDUCE = tuple(Intent._field_defaults[f] for f in Intent._fields[5:])


@per_object
def _plain_shapes(cd: CardDef, zone: Zone) -> tuple[tuple[str, str, str | None], ...]:
    cost = cd.hand_cost if zone is ZONE.HAND else cd.reserve_cost
    return tuple((f":{exp}" if exp else "", intent_label_for(cd.name, zone, exp, cost), exp)
                 for exp in destinations_of(cd))


def _play_option(player: int, it: Intent, cost: int) -> Option:
    words = None
    if it.reduce:  # the words of this card's optional cost
        optional = next((a.cost for a in it.card.cdef.abilities
                         if isinstance(a, OptionalCostReduction)), None)
        words = getattr(optional, "label", None)
    label = intent_label_for(it.card.name, it.source, it.expedition, cost, it.scout, it.reduce,
                             words)
    return _new_record(Option, (it.id, label, (it.card.oid,), "play",
                                (player, it.expedition) if it.expedition else None, None))


_REDUCE_WORDS = "discarding a Reserve card to pay less"
_PLAYS_FROM = {ZONE.HAND: "plays {card} from Hand", ZONE.RESERVE: "plays {card} from Reserve"}


def intent_label_for(name: str, source: Zone, expedition: str | None, cost: int,
                     scout: bool = False, reduce: bool = False,
                     reduce_words: str | None = None) -> str:
    """"Play X from Hand into your hero Expedition with Scout — costs 2", as a message
    (one of engine.messages.PLAY_TEMPLATES)."""
    src = "Hand" if source is ZONE.HAND else "Reserve"
    where = f" into your {expedition} Expedition" if expedition else ""
    if expedition not in (None, "hero", "companion"):
        extra = (" with Scout" if scout else "") + (f" ({reduce_words or _REDUCE_WORDS})"
                                                    if reduce else "")
        return f"Play {name} from {src}{where}{extra} — costs {cost}"
    template = play_template(src, expedition, scout, reduce)
    return msg_text(template, card=name, cost=cost, reduce=reduce_words or _REDUCE_WORDS)


def add_quick_options(g: GameState, player: int, opts: list[Option],
                      actions: dict[str, Any]) -> None:
    """The option of every quick action the player may play now added to a turn's
    options, and under its id (card, index, ability): each kept with its option, for as
    long as the object keeps its id (issue #27: not a list of them made and taken apart
    at every turn decision)."""
    built = g.option_cache
    for card in quick_holders(g, player):
        for i, qa in quick_actions(g, card):
            ctx = Ctx(player, card, kind="quick")
            if not qa.cost.payable(g, ctx):
                continue
            if qa.condition is not None and not qa.condition.holds(g, ctx):
                continue
            if g.quick_uses.get((card.oid, i), 0) >= QUICK_LIMIT:
                continue
            key = (card.oid, i)
            got = built.get(key)
            if got is None:  # the same object's ability always reads the same
                got = built[key] = (Option(f"quick:{card.oid}:{i}", msg_text(
                    "{card}: {text}", card=card.name, text=_text(qa)),
                                           (card.oid,), "quick"), (card, i, qa))
            opt = got[0]
            opts.append(opt)
            actions[opt[0]] = got[1]


def play_card(g: GameState, player: int, it: Intent) -> Gen:
    """The four parts of playing a card (5.1.2.a).  Returns False if the player backed out
    or the play is not allowed: every way of playing a card ends here, so the one
    legality check (`play_refusal`) is made here whatever offered it."""
    card, cd = it.card, it.card.cdef
    why = play_refusal(g, player, card, it.source, it.expedition, anywhere=False)
    if why is not None:
        g.entry(f"{card.name} can't be played: {why}", "1.4.1", player, (card.oid,))
        return False
    modes = None
    # plain loops rather than next(generator): no generator made and resumed from C at
    # every play of a card (issue #27)
    spell: SpellEffect | None = None
    optional: Any = None
    choose: Any = None
    for a in cd.abilities:
        if spell is None and isinstance(a, SpellEffect):
            spell = a
        if optional is None and isinstance(a, OptionalCostReduction):
            optional = a.cost
    if spell is not None:
        for s in spell.steps:
            if s.chooses_mode:
                choose = s
                break
    if choose is not None:  # modes are chosen in the declaration of intent (5.1.2.c)
        modes = yield from choose.ask_modes(g, player, card, msg_text(
            "{card}: choose a mode", card=card.name),
                                            back=True)
        if modes is None:
            g.entry(msg("takes back the intent to play {card}", card=card.name), "5.1.2", player)
            return False
    discard_for_cost: Card | None = None
    if (it.reduce and optional is not None  # declare how the optional cost is paid (5.1.2.c)
            and getattr(optional, "chooses", True)):  # unless it asks for nothing
        cands = optional.candidates(g, player, card)
        opts = [Option(f"c:{c.oid}", c.name, (c.oid,)) for c in cands]
        prompt = getattr(optional, "prompt",
                         f"Choose a card from your Reserve to {optional.verb}")
        ans = yield from g.ask(player, DecisionKind.CHOOSE_CARD, prompt, opts, source=card)
        discard_for_cost = next(c for c in cands if f"c:{c.oid}" == ans)
    cost = card_cost(g, player, it)
    # Deck: 7.3.20
    g.entry(msg(_PLAYS_FROM.get(it.source, "plays {card} from Deck"), card=card.name), "5.1.2",
            player, (card.oid,))
    # move to Limbo; Fleeting from Reserve (2.4.6.a) or by its own keyword for Spells (2.4.6.b)
    fleeting = it.source is ZONE.RESERVE and cd.zone_type != "landmark"
    if cd.type is CARD_TYPE.SPELL and "fleeting" in card.profile.keywords:
        fleeting = True
    elif cd.type is CARD_TYPE.SPELL and not fleeting and WORDS.played_spell_is_fleeting(g, player, cd):
        fleeting = True  # "Spells you play with Hand Cost 1 or less are Fleeting"
    fleeting = fleeting or it.fleeting
    mover = Ctx(player)  # the player moves the card, no ability does

    def to_limbo() -> Gen:
        new = yield from g.move(card, ZONE.LIMBO, rule="5.1.2", ctx=mover, quiet=True,
                                fleeting=fleeting)
        if fleeting:
            g.entry(msg("{card} is played Fleeting: it will be discarded rather than go to "
                        "Reserve", card=card.name),
                    "2.4.6.a" if it.source is ZONE.RESERVE
                    else "7.3.13" if it.fleeting else "2.4.6.b", player, (new.oid,))
        return new

    def pay() -> Gen:
        # all costs at once (5.1.2.h, 6.4), as one event (1.2.7.b): run as a step like any
        # other, so what paying does (a card discarded from Reserve) activates Reactions
        g.pay_mana(player, cost, "5.1.2.d")
        if discard_for_cost is not None and optional is not None:
            yield from optional.pay_with(g, discard_for_cost, mover)

    limbo = yield from g.run_action(to_limbo)
    yield from g.run_action(pay)
    boosts_next = 0
    loses: list[Status] = []
    then: list[tuple[tuple[Any, ...], str]] = []  # other Emblem-Reactions it gets (5.2.b)
    for em, np in next_played_emblems(g, player):
        here = getattr(np, "in_expedition", None)  # "in my Expedition" (a Gear's)
        if (np.matches(limbo, it.source) and _into_terrain(g, player, it, np)
                and here in (None, it.expedition)):
            g.emblems.remove(em)  # "the next card you play" is used up
            g.emblems_changed()
            if np.boosts:
                boosts_next += np.boosts
            if np.loses is not None:
                loses.append(np.loses)
            if np.loses_from_hand is not None and it.source is ZONE.HAND:
                loses.append(np.loses_from_hand)
            then.extend(np.on_played())
            g.entry(msg("the Ongoing effect applies to {card}: {text}", card=card.name,
                        text=em.text), "2.2.14", player)
    return (yield from _resolve(g, player, it, limbo, modes, boosts_next, cost, tuple(loses),
                                mover=mover, then=tuple(then)))


def _resolve(g: GameState, player: int, it: Intent, limbo: Card, modes: tuple[int, ...] | None,
             boosts_next: int, cost: int, loses: tuple[Status, ...], *, mover: Ctx,
             then: tuple[tuple[tuple[Any, ...], str], ...] = ()) -> Gen:
    cd = limbo.cdef
    fleeting = STATUS.FLEETING in limbo.statuses
    if cd.type is CARD_TYPE.SPELL:
        drop = [st for st in loses if st in limbo.statuses]
        if drop:  # "the next Spell you play loses Fleeting": as it is played (2.2.14)

            def lose() -> Gen:  # a step: Reactions to the status change see it (1.2.7.b)
                for st in drop:
                    g.lose_status(limbo, st, "2.2.14")
                yield from ()

            yield from g.run_action(lose)
        fleeting = STATUS.FLEETING in limbo.statuses
        spell = next((a for a in cd.abilities if isinstance(a, SpellEffect)), None)
        ctx = Ctx(player, limbo, modes=modes, kind="spell", reduced=it.reduce)
        if spell is not None:
            for s in spell.steps:
                yield from g.run_step(s, ctx)

        def finish() -> Generator[Any, Any, Any]:
            if limbo.zone is not ZONE.LIMBO:  # its effect put it elsewhere (a Mana Orb)
                new = limbo
            elif fleeting or STATUS.FLEETING in limbo.statuses:
                new = yield from g.move(limbo, ZONE.DISCARD, rule="2.4.6.e", ctx=mover)
            else:
                new = yield from g.move(limbo, ZONE.RESERVE, rule="5.2.4.b", ctx=mover)
                if new is not None and "cooldown" in limbo.profile.keywords:
                    g.gain_status(new, STATUS.EXHAUSTED, "5.2.4.b")
            _played_event(g, player, new, it.source)
            return new

        yield from g.run_action(finish)
        return True

    def enter() -> Generator[Any, Any, Any]:
        if cd.type is CARD_TYPE.PERMANENT and cd.zone_type == "landmark":
            new = yield from g.move(limbo, ZONE.LANDMARK, controller=player, rule="5.2.3",
                                    ctx=mover)  # its player controls it, owner or not (1.4.3.a)
        else:
            rule = "5.2.1" if cd.type is CARD_TYPE.CHARACTER else "5.2.2"
            new = yield from g.move(limbo, ZONE.EXPEDITION, exp=it.expedition, controller=player,
                                    rule=rule, ctx=mover, fleeting=fleeting)
        if new is not None:
            # passives that say the card being played gains something become
            # Emblem-Reactions during its resolution (5.2.b)
            first_bonus = _first_each_afternoon(g, player, new)
            total = boosts_next + first_bonus
            if total:
                g.add_emblem_reaction(new, player, (WORDS.gains_boosts(total),),
                                      f"gains {total} boost{'s' if total > 1 else ''}", "5.2.b")
            for st in loses:  # e.g. "the next Character you play loses Fleeting" (5.2.b)
                g.add_emblem_reaction(new, player, (WORDS.loses_status(st),),
                                      f"loses {st.value.capitalize()}", "5.2.b")
            for steps, words in then:  # "... gains Anchored", "... activates its [R] abilities"
                g.add_emblem_reaction(new, player, steps, words, "5.2.b")
            if it.scout:  # Scout: the card gains "[H] Send me to Reserve" as it enters (7.4.5.c)
                g.grant(new, WORDS.scout_reaction)
                g.scouted = new  # the Reactions this play triggers follow it (7.4.5.e)
        _played_event(g, player, new, it.source)
        return new

    try:
        yield from g.run_action(enter)  # its Reactions activate at the end of this step
    finally:
        g.scouted = None
    return True


def _into_terrain(g: GameState, player: int, it: Intent, passive: NextPlayedPassive) -> bool:
    """"The next Character you play in [terrain]": the Expedition it is played into (both,
    for a Gigantic one) is in a region with that terrain now (7.5.7)."""
    if passive.in_terrain is None:
        return True
    exps = [it.expedition] if it.expedition else ["hero", "companion"]
    return any(passive.in_terrain in g.terrains_at(g.players[player].position[e]) for e in exps)


def _first_each_afternoon(g: GameState, player: int, card: Card) -> int:
    if not card.cdef.is_character or g.phase is not PHASE.AFTERNOON:
        return 0
    g.played_this_afternoon[player] += 1
    if g.played_this_afternoon[player] != 1:
        return 0
    bonus = 0
    for _h, pa, ctrl in g.passives_of(NextPlayedPassive):
        if pa.first_each_afternoon and ctrl == player:
            bonus += pa.boosts
    return bonus


def _played_event(g: GameState, player: int, card: Card | None, source: Zone) -> None:
    if card is not None:
        g._events.append(new_event(Event, ("play", card, player, None, None, None, None, None,  # 5.1.2.j
                                            None, NO_STATUSES, source)))  # 7.5.10
        g.played_this_turn[player] += 1


def play_quick(g: GameState, player: int, card: Card, index: int, qa: QuickAction) -> Gen:
    """Play a quick action (5.3): pay its cost, then resolve its effect."""
    ctx = Ctx(player, card, kind="quick")
    g.quick_uses[(card.oid, index)] = g.quick_uses.get((card.oid, index), 0) + 1
    g.entry(msg("uses {card}'s quick action: {text}", card=card.name, text=_text(qa)), "5.3",
            player, (card.oid,))

    def pay() -> Generator[Any, Any, Any]:
        yield from qa.cost.pay(g, ctx)

    yield from g.run_action(pay)
    for s in qa.steps:
        yield from g.run_step(s, ctx)


def play_reaction(g: GameState, em: Emblem) -> Gen:
    """Play an Emblem-Reaction (5.4): resolve its effect, then it ceases to exist."""
    g.emblems.remove(em)
    trigger = em.ability.trigger if em.ability is not None else None
    if trigger is None or isinstance(trigger, RuleTrigger):  # made by a rule (5.2.b)
        said = msg("{card}: {text} (as an earlier effect said)", card=em.source_name,
                   text=em.text)
    else:  # the card's own words: "Kakoba's “When I join” ability: ..." (review r10 #6)
        said = msg("{card}'s “{trigger}” ability: {text}", card=em.source_name,
                   trigger=trigger.text(), text=em.text)
    g.entry(said, "4.4", em.controller)
    ab, ctx = em.ability, em.ctx
    assert isinstance(ab, Reaction) and ctx is not None  # an Emblem-Reaction has both
    for s in ab.steps:
        yield from g.run_step(s, ctx)
