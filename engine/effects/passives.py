"""Passive abilities that change characteristics, forbid actions or alter costs (2.3, 1.4.1).

Characteristic-changing passives are applied the way rule 2.3 describes: start from the
printed characteristics, then apply the passives one at a time, each time picking the one
with the smallest timestamp among those free from dependency (2.3.3).  Dependency is not
declared by hand: it is found by trying — [A] depends on [B] when applying [B] first would
remove [A] or change what [A] does or applies to (2.3.2.c-f).  The result is cached until
the next logged event (2.3.1.k), so a game without such passives pays nothing for them.

Each passive returns a *delta*: a frozen set of small facts ("this object has this
sub-type", "that region is Water") so two deltas can be compared for the dependency test.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import AtGameStart, GrantsAbilities, RemovesAbilities
from engine.decisions import Asks, DecisionKind, Option
from engine.effects.abilities import GrantKeyword, OptionalCostReduction, Passive, duration_words
from engine.effects.ascended import Ascended as Ascended
from engine.effects.context import Ctx
from engine.effects.control import defect
from engine.effects.costs import NothingToPay
from engine.effects.filters import TYPE_NOUNS, Description, Filter, in_terrain_now
from engine.effects.reserve_limits import ReserveLimitPassive
from engine.effects.selectors.pronouns import Me
from engine.effects.steps.gains import GainBoosts
from engine.effects.triggers.arrival import OnJoin, OnPlayed
from engine.gamestate.chars import EMPTY as EMPTY
from engine.gamestate.chars import NO_CHANGES as NO_CHANGES
from engine.gamestate.chars import Chars as Chars
from engine.gamestate.chars import Delta as Delta
from engine.gamestate.questions import NO_LIMITS, TerrainLimits
from engine.gamestate.replacing import Action, Prohibition, Replacement
from engine.model import EXPEDITIONS, PHASE, STATUS, ZONE, CardType, Phase, Stats
from engine.sentences import effect_text, lower_first, upper_first

if TYPE_CHECKING:  # pragma: no cover
    from engine.ability_kinds import Ability, Step
    from engine.effects.abilities import Keyword
    from engine.effects.conditions import Condition
    from engine.effects.triggers.base import Trigger
    from engine.events import Event
    from engine.model import Card, CardDef, Player, Status, Terrain
    from engine.play import Intent
    from engine.state import GameState


class CharPassive(Passive):
    """A passive that changes characteristics of objects in play (2.3.1.g-h)."""

    alters_characteristics = True

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:  # pragma: no cover
        raise NotImplementedError


IN_PLAY = (ZONE.EXPEDITION, ZONE.LANDMARK)


def _matching(g: GameState, flt: Description, holder: Card | None,
              ctrl: int) -> list[Card]:
    """The objects in play a passive's filter is about, "you" being its controller."""
    ctx = Ctx(ctrl, holder)
    return [c for c in g.objects_in(IN_PLAY) if flt.matches(g, c, ctx)]


@attrs.frozen
class AllRegionsAre(CharPassive):
    """"All regions are [terrain]" (gains the sub-type), or "... and lose their other types"."""

    terrain: Terrain
    only: bool = False

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:
        if self.only:
            return frozenset(("terr=", i, frozenset({self.terrain})) for i in range(len(g.regions)))
        return frozenset(("terr+", i, self.terrain) for i in range(len(g.regions)))

    def text(self, duration: str | None = None) -> str:
        name = {"forest": "Forests", "mountain": "Mountains", "water": "Water"}[self.terrain.value]
        if self.only:
            return f"All regions are {name} and lose their other types."
        return f"All regions are {name}."


@attrs.frozen
class ObjectsAre(CharPassive):
    """"All [objects] are [sub-type]": they gain that sub-type (2.2.2.p)."""

    filter: Filter
    subtype: str

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:
        return frozenset(("sub", c.oid, self.subtype)
                         for c in _matching(g, self.filter, holder, ctrl))

    def text(self, duration: str | None = None) -> str:
        return f"All {self.filter.noun(plural=True)} are {self.subtype.capitalize()}s."


@attrs.frozen
class OthersLoseAbilities(CharPassive, RemovesAbilities):
    """"All other [objects] lose their abilities" (2.3.2.d)."""

    filter: Filter = Filter(other=True)

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:
        return frozenset(("lose", c.oid) for c in _matching(g, self.filter, holder, ctrl))

    def text(self, duration: str | None = None) -> str:
        return f"All {self.filter.noun(plural=True)} lose their abilities."


@attrs.frozen
class IfIAmIn(CharPassive):
    """"If I am in [terrain], I have [keyword]" — "in" as 7.5.7.b defines it."""

    terrain: Terrain
    keyword: Keyword

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:
        if holder is None or holder.zone is not ZONE.EXPEDITION:
            return EMPTY
        if not in_terrain_now(g, holder, self.terrain):
            return EMPTY
        return frozenset({("kw", holder.oid, self.keyword.name, self.keyword.value)})

    def text(self, duration: str | None = None) -> str:
        return f"If I am in {self.terrain.value.capitalize()}, I am {self.keyword.text()}."


@attrs.frozen
class IAmUnless(CharPassive):
    """"I am [keyword] unless [condition]": the bearer has the keyword while the condition
    does not hold, looked at each time characteristics are worked out (2.3.1.k)."""

    keyword: Keyword
    unless: Condition  # "you" being my controller

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:
        if holder is None or holder.zone not in IN_PLAY:
            return EMPTY
        if self.unless.holds(g, Ctx(ctrl, holder)):
            return EMPTY
        return frozenset({("kw", holder.oid, self.keyword.name, self.keyword.value)})

    def text(self, duration: str | None = None) -> str:
        return f"I am {self.keyword.text()} unless {self.unless.text()}."


@attrs.frozen
class LoneCharacterGains(CharPassive):
    """"If there is only one Character in my Expedition, it has [keyword]" (7.4.4.h)."""

    keyword: Keyword

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:
        if holder is None or holder.zone is not ZONE.EXPEDITION or holder.expedition is None:
            return EMPTY
        chars = [c for c in g.in_expedition(holder.controller, holder.expedition)
                 if c.cdef.is_character]
        if len(chars) != 1:
            return EMPTY
        return frozenset({("kw", chars[0].oid, self.keyword.name, self.keyword.value)})

    def text(self, duration: str | None = None) -> str:
        return f"If there is only one Character in my Expedition, it is {self.keyword.text()}."


@attrs.frozen
class IgnoreAbilities(CharPassive, RemovesAbilities):
    """"Ignore the abilities of [objects]" (7.3.14): they still exist but do nothing —
    no modification, no quick action, no Reaction.  An ability ignoring itself still works,
    so the bearer is never affected."""

    filter: Filter = Filter(other=True)

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:
        return frozenset(("lose", c.oid) for c in _matching(g, self.filter, holder, ctrl)
                         if c is not holder)

    def text(self, duration: str | None = None) -> str:
        return f"Ignore the abilities of {self.filter.noun(plural=True)}."


@attrs.frozen
class _Item:
    holder: Card | None
    passive: CharPassive | GrantKeyword
    ctrl: int
    ts: int


def item_delta(g: GameState, it: _Item) -> Delta:
    return delta_of(g, it.passive, it.holder, it.ctrl)


def delta_of(g: GameState, p: CharPassive | GrantKeyword, holder: Card | None,
             ctrl: int) -> Delta:
    """The facts a characteristic-changing passive (or a `GrantKeyword`) gives now, "you"
    being `ctrl` and "I" the `holder` (None for an Ongoing Emblem's)."""
    if isinstance(p, GrantKeyword):  # an Ongoing Emblem has no holder: "you" is its controller
        if p.condition is not None and not p.condition.holds(g, Ctx(ctrl, holder)):
            return EMPTY  # checked each time characteristics are worked out (2.3.1.k)
        k = p.keyword
        return frozenset(("kw", c.oid, k.name, k.value)
                         for c in _matching(g, p.filter, holder, ctrl))
    return p.delta(g, holder, ctrl)


def gather_items(g: GameState) -> list[_Item]:
    """Every characteristic-changing passive that exists, printed or granted (not yet
    filtered by loss of abilities: that is part of the evaluation).  Asked at every
    evaluation, so the look at each object is written out here, not called."""
    out: list[_Item] = []
    exhausted, reserve, hero = STATUS.EXHAUSTED, ZONE.RESERVE, ZONE.HERO
    for c in g.able:  # objects with abilities where abilities can work
        if not c.granted and not c.profile.changing:
            continue  # nothing on it can change characteristics
        z = c.zone
        if z is reserve:
            if exhausted in c.statuses:
                continue
            ctrl, support = c.owner, True
        else:
            ctrl, support = (c.owner if z is hero else c.controller), False
        for a in (*c.cdef.abilities, *c.granted):
            if isinstance(a, (CharPassive, GrantKeyword)) and a.support == support:
                out.append(_Item(c, a, ctrl, c.timestamp))
    for e in g.emblems:
        if e.kind == "ongoing" and isinstance(e.passive, (CharPassive, GrantKeyword)):
            out.append(_Item(None, e.passive, e.controller, 10**9 + e.oid))
    return out


def evaluate(g: GameState) -> Chars:
    """Apply the passives one at a time by timestamp and dependency (2.3.1.l, 2.3.3)."""
    items = gather_items(g)
    if not items:
        return NO_CHANGES
    chars = NO_CHANGES
    outer = g.chars_in_progress
    if len(items) == 1:  # the common case: one passive, applied to the printed objects
        try:
            g.chars_in_progress = chars
            return _applied_alone(g, item_delta(g, items[0]))
        finally:
            g.chars_in_progress = outer
    try:
        unapplied = list(items)
        while unapplied:
            g.chars_in_progress = chars
            unapplied = [i for i in unapplied if i.holder is None or i.holder.oid not in chars.lost]
            if not unapplied:
                break
            pick = _next(g, chars, unapplied)
            g.chars_in_progress = chars
            chars = chars.apply(item_delta(g, pick), g)
            unapplied.remove(pick)
    finally:
        g.chars_in_progress = outer
    return chars


class StaleCharacteristics(AssertionError):
    """Kept characteristics differ from those recomputed (a checked run, issue #27)."""


def _applied_alone(g: GameState, delta: Delta) -> Chars:
    """The characteristics one passive's facts give when applied alone.  Evaluated after
    every event, a passive mostly gives the facts it gave last time (a Forest Maker's
    region stays Forest while nothing moves): then the characteristics made from them
    last time are the answer, not built again (issue #27).  Facts that add a terrain to a
    region read its shown terrains, which a flipped Tumult changes: never kept."""
    kept = g._derived.get("chars_alone")
    if kept is not None and kept[0] == delta:
        if g.self_checking and NO_CHANGES.apply(delta, g) != kept[1]:
            raise StaleCharacteristics(f"kept characteristics for {sorted(map(repr, delta))} "
                                       "differ from those the facts give now")
        return kept[1]
    chars = NO_CHANGES.apply(delta, g)
    if all(f[0] != "terr+" for f in delta):
        g._derived["chars_alone"] = (delta, chars)
    return chars


def _next(g: GameState, chars: Chars, unapplied: list[_Item]) -> _Item:
    if len(unapplied) == 1:
        return unapplied[0]
    deltas = {id(i): item_delta(g, i) for i in unapplied}
    direct: dict[int, set[int]] = {id(i): set() for i in unapplied}
    for b in unapplied:
        after = chars.apply(deltas[id(b)], g)
        g.chars_in_progress = after
        for a in unapplied:
            if a is b:
                continue
            removed = a.holder is not None and a.holder.oid in after.lost
            if removed or item_delta(g, a) != deltas[id(a)]:
                direct[id(a)].add(id(b))  # [A] directly depends on [B] (2.3.2.c)
        g.chars_in_progress = chars
    deps = _closure(direct)
    free = [a for a in unapplied
            if all(id(a) in deps[id(b)] for b in unapplied if id(b) in deps[id(a)])]
    pool = free or unapplied  # a dependency loop: fall back on timestamps
    return min(pool, key=lambda i: i.ts)


def _closure(direct: dict[int, set[int]]) -> dict[int, set[int]]:
    """Dependency is the transitive closure of direct dependency (2.3.2.g)."""
    out = {k: set(v) for k, v in direct.items()}
    changed = True
    while changed:
        changed = False
        for k, vs in out.items():
            extra = set().union(*(out[v] for v in vs)) - vs - {k} if vs else set()
            if extra:
                vs |= extra
                changed = True
    return out


@attrs.frozen
class CantMoveForward(Passive, Prohibition):
    """"Expeditions can't move forward" — a "can't" beats every "can" (1.4.1).

    Which Expeditions: all of them; one chosen when the effect was made ("Target
    Expedition can't move forward this Day": `expedition` is (player, "hero"|"companion"));
    or, for a passive of an object in play, "your other Expedition and the Expedition
    facing it" — the controller's Expedition the object is not in, and the opponent's of
    the same name (none when the object is in both, 7.4.4.k)."""

    which: str = "all"  # all | chosen | other_and_facing
    expedition: tuple[int, str] | None = None

    forbids = "move_forward"

    def forbids_action(self, g: GameState, holder: Card | None, ctrl: int,
                       act: Action) -> bool:
        player, exp = act.player, act.exp
        if self.which == "all":
            return True
        if self.which == "chosen":
            return self.expedition == (player, exp)
        if holder is None or holder.zone is not ZONE.EXPEDITION:
            return False
        mine = g.expeditions_of(holder)
        if len(mine) != 1:
            return False
        other = "companion" if mine[0] == "hero" else "hero"
        return exp == other  # mine (player == ctrl) or the one facing it

    def text(self, duration: str | None = None) -> str:
        if self.which == "other_and_facing":
            return "Your other Expedition and the Expedition facing it can't move forward."
        if self.which == "chosen":
            return f"That Expedition can't move forward{duration_words(duration)}."
        return f"Expeditions can't move forward{duration_words(duration)}."


@attrs.frozen
class TriggersDontActivate(Passive):
    """"The [J], [H] and [R] abilities of Characters facing me can't activate" (7.3.1.e)."""

    symbols: tuple[str, ...] = ("J", "H", "R")

    def blocks(self, g: GameState, holder: Card | None, card: Card, symbol: str | None) -> bool:
        if holder is None or symbol not in self.symbols or not card.cdef.is_character:
            return False
        if card.zone is not ZONE.EXPEDITION or card.controller == holder.controller:
            return False
        return bool(set(g.expeditions_of(card)) & set(g.expeditions_of(holder)))

    def text(self, duration: str | None = None) -> str:
        syms = ", ".join(f"[{s}]" for s in self.symbols[:-1]) + f" and [{self.symbols[-1]}]"
        return f"The {syms} abilities of Characters facing me can't activate."


@attrs.frozen
class CantBePlayedWithFewerOrbs(Passive):
    """"I can't be played if you have less than N Mana Orbs": a restriction on playing the
    card itself, so it is read wherever the card is played from (a "can't" wins, 1.4.1);
    every card in the Mana zone is a Mana Orb, ready or exhausted (3.2.9.c)."""

    orbs: int
    restricts_play = True

    def forbids(self, g: GameState, player: int) -> bool:
        return len(g.players[player].mana) < self.orbs

    def why(self, g: GameState, player: int) -> str:
        have = len(g.players[player].mana)
        return f"it can't be played with fewer than {self.orbs} Mana Orbs; you have {have} (1.4.1)"

    def text(self, duration: str | None = None) -> str:
        return f"I can't be played if you have less than {self.orbs} Mana Orbs."


@attrs.frozen
class BeginsWithCounters(AtGameStart):
    """"I begin the game with N [name] counters": put on the Hero as it is revealed at the
    start of the game (4.1), before anything else happens."""

    name: str
    n: int

    def begin(self, g: GameState, p: Player) -> None:
        assert p.hero is not None
        g.gain_counters(p.hero, self.name, self.n, "4.1")

    def text(self, duration: str | None = None) -> str:
        words = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
        return (f"I begin the game with {words.get(self.n, str(self.n))} "
                f"{self.name.capitalize()} counters.")


def play_restriction(g: GameState, player: int, card: Card) -> str | None:
    """Why the card's own restrictions forbid playing it now, or None."""
    for a in card.profile.passives:
        if isinstance(a, CantBePlayedWithFewerOrbs) and a.forbids(g, player):
            return a.why(g, player)
    return None


def trigger_symbol(trigger: Trigger) -> str | None:
    """J, H or R for the self-move triggers of 7.1.1, else None."""
    if isinstance(trigger, OnJoin):
        return "J"
    if isinstance(trigger, OnPlayed):
        return "H" if trigger.zone is ZONE.HAND else "R"
    return None


_WHOSE = {"mine": "My Expedition", "facing_me": "The Expedition facing me",
          "yours": "Your Expeditions", "opponents": "Your opponent's Expeditions"}


@attrs.frozen
class TerrainProgressLimit(Passive):
    """"[Expedition] cannot move forward due to [terrain]" (4.2.4.c): that terrain is
    ignored when Progress decides whether it moves; or, with `only`, "can only move
    forward due to [terrain]" (4.2.4.d): the other terrains are ignored, and nothing but
    Progress moves it forward.  `when_in`: only while that Expedition is in a region
    with that terrain ("if the Expedition facing me is in [terrain], ...")."""

    terrain: Terrain
    only: bool = False
    whose: str = "facing_me"  # mine | facing_me | yours | opponents
    when_in: Terrain | None = None
    # "it can't move forward during Dusk, except due to [terrain]": the `only` limit, but
    # during Dusk alone (moves by effects at other times are free)
    dusk_only: bool = False

    def expeditions(self, g: GameState, holder: Card | None, ctrl: int) -> list[tuple[int, str]]:
        """The (player, Expedition) pairs the limit is about now."""
        if self.whose == "yours":
            out = [(ctrl, e) for e in EXPEDITIONS]
        elif self.whose == "opponents":
            out = [(1 - ctrl, e) for e in EXPEDITIONS]
        else:
            mine = g.expeditions_of(holder) if holder is not None else []
            who = ctrl if self.whose == "mine" else 1 - ctrl
            out = [(who, e) for e in mine]
        if self.when_in is not None:
            out = [(p, e) for p, e in out
                   if self.when_in in g.terrains_at(g.players[p].position[e])]
        return out

    def text(self, duration: str | None = None) -> str:
        head = _WHOSE[self.whose]
        if self.dusk_only and self.when_in is not None and self.whose == "facing_me":
            t, w = self.terrain.value.capitalize(), self.when_in.value.capitalize()
            return (f"If an Expedition facing me is in {w}, it can't move forward during Dusk, "
                    f"except due to {t}.")
        if self.when_in is not None:
            cond = head[0].lower() + head[1:]
            verb = "are" if self.whose in ("yours", "opponents") else "is"
            head = f"If {cond} {verb} in {self.when_in.value.capitalize()}, "
            head += "they" if self.whose in ("yours", "opponents") else "it"
        how = "can only" if self.only else "cannot"
        return (f"{head} {how} move forward due to {self.terrain.value.capitalize()}"
                f"{duration_words(duration)}.")


def terrain_limits(g: GameState, player: int, exp: str) -> TerrainLimits:
    """The terrain limits on one Expedition: several "can only ... due to" limits must
    all hold, so only terrains they all name remain (a "can't" beats a "can", 1.4.1)."""
    found = g.passives_of(TerrainProgressLimit)
    if not found:
        return NO_LIMITS
    ignored: set[Terrain] = set()
    only: frozenset[Terrain] | None = None
    for holder, pa, ctrl in found:
        assert isinstance(pa, TerrainProgressLimit)
        if pa.dusk_only and g.phase is not Phase.DUSK:
            continue  # "during Dusk": no limit at other times
        if (player, exp) not in pa.expeditions(g, holder, ctrl):
            continue
        if pa.only:
            t = frozenset({pa.terrain})
            only = t if only is None else only & t
        else:
            ignored.add(pa.terrain)
    if not ignored and only is None:
        return NO_LIMITS
    return TerrainLimits(frozenset(ignored), only)


def blocked_trigger(g: GameState, card: Card, trigger: Trigger) -> bool:
    """True when a passive says this trigger cannot activate (7.3.1.e)."""
    blockers = g.passives_of(TriggersDontActivate)
    if not blockers:
        return False
    sym = trigger_symbol(trigger)
    if sym is None:
        return False
    return any(pa.blocks(g, h, card, sym) for h, pa, _c in blockers)


@attrs.frozen
class GrantAbility(GrantsAbilities):
    """"[Objects] have '[ability]'" — e.g. a Landmark giving a Reaction to Characters."""

    filter: Filter
    ability: Ability
    your: bool = False  # printed "Your Characters have: …" (the Characters you control)

    def text(self, duration: str | None = None) -> str:
        if self.your:
            noun = attrs.evolve(self.filter, controller=None).noun(plural=True)
            return f"Your {noun} have: \u201c{self.ability.text()}\u201d"
        return f"{self.filter.noun(plural=True).capitalize()} have \u201c{self.ability.text()}\u201d."


def granted_abilities(g: GameState, card: Card) -> tuple[Ability, ...]:
    """The abilities passives give `card` now (2.3.1.g): `WORDS.granted_abilities`."""
    out: tuple[Ability, ...] = ()
    for h, pa, ctrl in g.passives_of(GrantAbility):
        if pa.filter.matches(g, card, Ctx(ctrl, h)):
            out += (pa.ability,)
    return out


@attrs.frozen
class MayPlayExhaustedFromReserve(Passive):
    """"You may play exhausted cards from your Reserve" (and "… exhausted Characters from
    your Reserve in my Expedition"): a passive changing a rule (2.3), lifting 2.4.5.c for
    the controller's own Reserve; with `in_my_expedition`, only into an Expedition I (a Gear)
    am in. Playing the card is otherwise as usual: costs, Fleeting from Reserve (5.2.b)."""

    types: tuple[str, ...] = ()  # () every card; ("character",) Characters only
    in_my_expedition: bool = False
    support: bool = False

    def text(self, duration: str | None = None) -> str:
        what = "Characters" if self.types == ("character",) else "cards"
        where = " in my Expedition" if self.in_my_expedition else ""
        return f"{'[S] ' if self.support else ''}You may play exhausted {what} from your Reserve{where}."


@attrs.frozen
class ReserveLimitUp(ReserveLimitPassive):
    """"Your Reserve limit is increased by one" and "You may keep one more card in Reserve
    during Night if it's exhausted": a passive changing the rule of Clean-up (4.2.5.c) for
    its controller. With `exhausted_only`, the one more card kept must be exhausted."""

    n: int = 1
    exhausted_only: bool = False

    def limit_delta(self, g: GameState, player: int, ctrl: int) -> int:
        return self.n if ctrl == player else 0

    def text(self, duration: str | None = None) -> str:
        if self.exhausted_only:
            return "You may keep one more card in Reserve during Night if it's exhausted."
        return f"Your Reserve limit is increased by {_WORDS.get(self.n, self.n)}."


_WORDS = {1: "one", 2: "two", 3: "three"}


@attrs.frozen
class SupportCountersBeyond(Passive):
    """"The Support abilities of cards in Reserve can give them 1 more counter than their
    maximum" (`extra` 1) / "... counters beyond their maximum" (`extra` None): an "up to a
    max of M" said by a card's own support ability about itself, while it is in Reserve,
    becomes M+1 / no maximum. No owner is named, so every Reserve (7.5.4); several such
    passives do not add up: the most generous applies."""

    extra: int | None = 1

    def text(self, duration: str | None = None) -> str:
        if self.extra is None:
            return ("The Support abilities of cards in Reserve can give them counters beyond "
                    "their maximum.")
        return (f"The Support abilities of cards in Reserve can give them {self.extra} more "
                "counter than their maximum.")


@attrs.frozen
class NextJoinerGains(Passive):
    """"The next Character that joins my Expedition this turn gains N boosts": an Ongoing
    effect (2.2.14) used up by the first Character of its controller arriving in that
    Expedition (played, created, or moved there), which gets an Emblem-Reaction giving it
    the boosts (5.2.b). "My Expedition" is the one the source was in as the effect was
    made (`expeditions`): an Expedition Permanent does not move."""

    n: int = 2
    expeditions: tuple[str, ...] = ()
    reacts_once = True

    def match(self, g: GameState, ev: Event, ctrl: int) -> Card | None:
        card = ev.card
        if ev.kind not in ("move", "create") or ev.dst is not ZONE.EXPEDITION or card is None:
            return None
        if not card.cdef.is_character or g.controller_of(card) != ctrl:
            return None
        if ev.src is ZONE.EXPEDITION and ev.src_exp in self.expeditions:
            return None  # it was already there
        return card if set(g.expeditions_of(card)) & set(self.expeditions) else None

    def steps(self) -> tuple[Step, ...]:
        return (GainBoosts(Me(), self.n),)

    def words(self) -> str:
        return f"gains {self.n} boost{'s' if self.n != 1 else ''}"

    def text(self, duration: str | None = None) -> str:
        when = " this turn" if duration in (None, "turn") else duration_words(duration)
        return (f"The next Character that joins my Expedition{when} gains {self.n} "
                f"boost{'s' if self.n != 1 else ''}.")


@attrs.frozen
class GainBoostsInsteadOfStatus(Passive, Replacement):
    """"If I would gain Fleeting, I gain 1 boost instead": a replacing modifier of the
    bearer (6.2) — whenever it would gain the status (by an effect, or as it enters the
    Expedition zone from Limbo after being played from Reserve, 2.4.6.c), it gains the
    boosts and not the status. One already Fleeting would not gain it (2.4.1.f)."""

    replaces = "gain_status"

    status: Status = STATUS.FLEETING
    boosts: int = 1

    @classmethod
    def replace_now(cls, g: GameState, act: Action) -> Action:
        """The bearer's own modifiers, summed; only Fleeting in the Expedition zone is
        replaced (a Landmark Permanent cannot be Fleeting at all, 2.4.6.b)."""
        card = act.card
        if (card is None or act.status is not STATUS.FLEETING or card.zone is not ZONE.EXPEDITION
                or not any(isinstance(a, cls) for a in card.cdef.abilities)):
            return act  # a fast answer for every other card
        n = sum(a.boosts for a in g.working_abilities(card)
                if isinstance(a, cls) and a.status is act.status)
        if not n:
            return act
        g.entry(f"{card.name} gains boosts instead of Fleeting", "6.2", act.player, (card.oid,))
        g.gain_counters(card, "boost", n, "6.2", ctx=act.ctx)
        return attrs.evolve(act, replaced=True)

    def text(self, duration: str | None = None) -> str:
        n = f"{self.boosts} boost{'s' if self.boosts != 1 else ''}"
        return f"If I would gain {self.status.value.capitalize()}, I gain {n} instead."


@attrs.frozen
class CanGainStatusAgain(Passive):
    """"I can gain Fleeting even if I was already Fleeting": an exception to 2.4.1.f
    (2.4.1.g) — an effect giving the bearer the status it has is still a gain: nothing
    changes on the object, but the gain is an event its Reactions ("When I gain Fleeting")
    see. Ruling: docs/mechanisms.md, "Gaining Fleeting"."""

    status: Status = STATUS.FLEETING

    def text(self, duration: str | None = None) -> str:
        st = self.status.value.capitalize()
        return f"I can gain {st} even if I was already {st}."


@attrs.frozen
class IAmIf(CharPassive):
    """"If [condition], I'm [keyword]": the bearer has the keyword while the condition holds,
    looked at each time characteristics are worked out (2.3.1.k) — "If I'm In contact, I'm
    Defender" follows the Expeditions as they move."""

    keyword: Keyword
    condition: Condition  # "I" being the bearer, "you" its controller

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:
        if holder is None or holder.zone not in IN_PLAY:
            return EMPTY
        if not self.condition.holds(g, Ctx(ctrl, holder)):
            return EMPTY
        return frozenset({("kw", holder.oid, self.keyword.name, self.keyword.value)})

    def text(self, duration: str | None = None) -> str:
        return f"If {self.condition.text()}, I'm {self.keyword.text()}."


@attrs.frozen
class IAmIfSpelledOut(IAmIf):
    """Duster's "If [condition], I'm [keyword]" printed "..., I am [keyword]." (Halua)."""

    def text(self, duration: str | None = None) -> str:
        return f"If {self.condition.text()}, I am {self.keyword.text()}."


@attrs.frozen
class PlayForLessNarrowed(OptionalCostReduction):
    """"You may play me for N less. If you do, I can only target a [filter]." — the choice is
    made when declaring the play (5.1.2.c, like any optional cost); if it was taken, the
    Spell's targets (6.5.b) must also fit `only`."""

    cost: object = attrs.field(factory=NothingToPay)
    reduction: int = 1
    only: Filter = attrs.field(factory=Filter)

    def may_target(self, g: GameState, ctx: Ctx, card: Card) -> bool:
        return not ctx.reduced or self.only.matches(g, card, ctx)

    def text(self, duration: str | None = None) -> str:
        return (f"You may play me for {self.reduction} less. If you do, I can only target a "
                f"{self.only.noun()}.")


@attrs.frozen
class RollToMoveAtDusk(Passive, Replacement):
    """"If my Expedition would move forward during Dusk, roll a die. On a 4+: it moves forward
    one more region instead." (the rares add "• 1, it doesn't move instead."): a replacing
    modifier (6.2) of each forward move of the bearer's Expedition during Dusk, by Progress
    or by an effect. The die is rolled only if the move would happen (the Expedition can
    move forward); the replacement's own moves are not replaced again."""

    stays_on_one: bool = False  # "• 1, it doesn't move instead."
    #: printed "roll a die: • On a 4+: … • On a 1: …" (wording only)
    on_a_bullets: bool = attrs.field(default=False, eq=False)

    replaces = "forward_distance"

    @classmethod
    def replace(cls, g: GameState, act: Action) -> Asks[Action]:
        """How far the move goes (0, 1 or 2 regions), the die rolled now; the action as it
        was when no such modifier applies.  Progress decides every move this way before any
        Expedition moves (4.2.4.h). With several such bearers, the Expedition's controller
        chooses the one applied (6.2.h)."""
        player, exp = act.player, act.exp
        if g.phase is not PHASE.DUSK or g.tiebreak or player is None or exp is None:
            return act
        found = [(h, pa) for h, pa, ctrl in g.passives_of(cls)
                 if h is not None and h.zone is ZONE.EXPEDITION and ctrl == player
                 and exp in g.expeditions_of(h)]
        if not found or g.forward_refusal(player, exp, act.due_to) is not None:
            return act  # no modifier, or the move would not happen (move_expedition says why)
        holder, pa = found[0]
        if len({pa for _h, pa in found}) > 1:
            opts = [Option(f"c:{h.oid}", h.name, (h.oid,)) for h, _pa in found]
            ans = yield from g.ask(player, DecisionKind.CHOOSE_CARD,
                                   "Choose the modifier to apply to the "
                                   "move forward", opts, source=found[0][0])
            holder, pa = next((h, p) for h, p in found if f"c:{h.oid}" == ans)
        name = f"{g.players[player].name}'s {exp} Expedition"
        mine = Ctx(player, holder)  # the die is the bearer's ability's (7.3.19)
        g.entry(f"{name} would move forward during Dusk: {holder.name} has a die rolled "
                "instead", "6.2", player, (holder.oid,))
        roll = yield from g.roll_die(player, mine)
        if roll >= 4:
            g.entry(f"on a {roll}, {name} moves forward one more region", "6.2", player)
            return attrs.evolve(act, n=2, result=holder)
        if roll == 1 and pa.stays_on_one:
            g.entry(f"on a 1, {name} does not move", "6.2", player)
            return attrs.evolve(act, n=0, result=holder)
        g.entry(f"on a {roll}, {name} moves forward as it would have", "6.2", player)
        return attrs.evolve(act, n=1, result=holder)

    def text(self, duration: str | None = None) -> str:
        head = "If my Expedition would move forward during Dusk, roll a die. On a"
        more = "it moves forward one more region instead."
        if self.on_a_bullets:
            return (f"{head[:-len('. On a')]}:\n • On a 4+: {more}"
                    + ("\n • On a 1: it doesn't move instead." if self.stays_on_one else ""))
        if not self.stays_on_one:
            return f"{head} 4+: {more}"
        return f"{head}:\n • 4+, {more}\n • 1, it doesn't move instead."


@attrs.frozen
class AlsoRevealOnRoll(Passive):
    """"If you would roll one or more dice, also reveal the top card of your deck": an
    additive modifier (6.2.c) of each roll of the controller's; the reveal is an event
    that "When you reveal a card this way" sees, with the die's result."""

    def text(self, duration: str | None = None) -> str:
        return "If you would roll one or more dice, also reveal the top card of your deck."


def _a_list(ts: tuple[Terrain, ...], article: str) -> str:
    words = [f"{article} {terrain_name(t)}" for t in ts]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


@attrs.frozen
class BeginsWithMarkers(AtGameStart):
    """"I begin the game with one {V}, one {M} and one {O} Terrain Marker": the Hero's
    controller holds those Markers from the start of the game (4.1), off the Adventure,
    until an effect places them; held Markers change no region."""

    terrains: tuple[Terrain, ...]

    def begin(self, g: GameState, p: Player) -> None:
        p.markers = (*p.markers, *self.terrains)
        names = ", ".join(terrain_name(t) for t in self.terrains)
        g.entry(f"{p.name} begins the game holding Terrain Markers: {names}", "4.1", p.index)

    def text(self, duration: str | None = None) -> str:
        return f"I begin the game with {_a_list(self.terrains, 'one')} Terrain Marker."


@attrs.frozen
class MyExpeditionConsidered(Passive):
    """"My Expedition and its Characters are considered In contact" / "My Expedition is
    considered behind" (Reka Headset, a Gear): while the holder is in play, its Expedition
    counts as In contact even with no other player's Expedition in its region (the
    reminder text), and its Characters with it; or counts as behind even when tied or
    ahead. Only that Expedition changes: the one facing it is not thereby ahead."""

    what: str  # in_contact | behind

    def text(self, duration: str | None = None) -> str:
        if self.what == "behind":
            return "My Expedition is considered behind."
        return "My Expedition and its Characters are considered In contact."


@attrs.frozen
class DefectInsteadOfReserve(Passive, Replacement):
    """"If I would go to Reserve from the Expedition zone, I gain Fleeting and defect
    instead" (Don Juan): a replacing modifier (6.2.b) of the object's own move. The move
    does not happen; the Character gains Fleeting, then defects — it joins the Expedition
    facing it under the other player's control (`regions.defect`); its owner is
    unchanged, so a personal zone it goes to later is its owner's (1.4.3)."""

    replaces = "leave_expedition"
    precedence = 1  # after the modifiers that keep it in the Expedition

    @classmethod
    def replace(cls, g: GameState, act: Action) -> Asks[Action]:
        """A Fleeting card meets two replacing modifiers of the same move, its own and
        Fleeting's (2.4.6.d: discarded instead): the controller of the step, or the first
        player in initiative order when a rule moves it, picks the one applied (6.2.h);
        once it is discarded instead, it no longer goes to Reserve."""
        card, ctx = act.card, act.ctx
        if card is None or act.dst is not ZONE.RESERVE or not g.passives_of(cls):
            return act
        mods = [a for a in g.working_abilities(card) if isinstance(a, cls)]
        if not mods:
            return act
        if STATUS.FLEETING in card.statuses:
            chooser = ctx.controller if ctx is not None else g.initiative()
            opts = [Option("mod:0", f"{card.name}: {mods[0].text()}"),
                    Option("mod:1", f"{card.name} is Fleeting: it is discarded instead (2.4.6.d)")]
            ans = yield from g.ask(chooser, DecisionKind.MODIFIER,
                                   "Several modifiers change this move: "
                                   "choose the one to apply first (6.2.h)", opts, source=card)
            if ans == "mod:1":
                return act
        ctrl = g.controller_of(card)
        g.entry(f"{card.name} would go to Reserve; instead it gains Fleeting and defects",
                "6.2.b", ctrl, (card.oid,))
        g.gain_status(card, STATUS.FLEETING, "6.2.b", ctx=ctx)
        defect(g, card, ctx.controller if ctx is not None else ctrl)
        return attrs.evolve(act, replaced=True)

    def text(self, duration: str | None = None) -> str:
        return ("If I would go to Reserve from the Expedition zone, I gain Fleeting and "
                "defect instead.")


@attrs.frozen
class StatsEqualHighest(CharPassive):
    """"My / Characters in my Expedition have their / the … of other Characters you control
    are — Forest, Mountain and Water equal to their highest statistic": each such Character's
    three statistics become the highest of the three (its printed ones, or as another such
    passive left them, 2.3); boosts still add one to each (2.5.1.b).  A condition ("If I'm In
    contact, …") is looked at each time characteristics are worked out (2.3.1.k).

    `who`: "me" | "my_expedition" (Characters in the Expedition I am in, a Gear's) |
    "others_you_control".  `comma`: the printed list has a comma before "and"."""

    who: str = "me"
    condition: Condition | None = None  # "I" the bearer, "you" its controller
    comma: bool = True
    # printed "Characters you control other than me" (unique cards) for "other Characters
    # you control": the same Characters, wording only
    other_than_me: bool = attrs.field(default=False, eq=False)

    def _objects(self, g: GameState, holder: Card, ctrl: int) -> list[Card]:
        if self.who == "me":
            return [holder] if holder.zone is ZONE.EXPEDITION else []
        if self.who == "my_expedition":
            if holder.zone is not ZONE.EXPEDITION:
                return []
            exps = g.expeditions_of(holder)
            return [c for c in g.expedition_zone if c.cdef.is_character
                    and c.controller == holder.controller
                    and any(e in g.expeditions_of(c) for e in exps)]
        return [c for c in g.expedition_zone if c.cdef.is_character and c.controller == ctrl
                and c is not holder]

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:
        if holder is None or holder.zone not in IN_PLAY:
            return EMPTY
        if self.condition is not None and not self.condition.holds(g, Ctx(ctrl, holder)):
            return EMPTY
        now = g.chars().stats
        out = set()
        for c in self._objects(g, holder, ctrl):
            st = now.get(c.oid, c.cdef.stats)
            if st is None:
                continue
            h = max(st.forest, st.mountain, st.water)
            out.add(("stat=", c.oid, Stats(h, h, h)))
        return frozenset(out)

    def text(self, duration: str | None = None) -> str:
        stats = "Forest, Mountain, and Water" if self.comma else "Forest, Mountain and Water"
        if self.who == "me":
            body = f"my {stats} are equal to my highest statistic"
        elif self.who == "my_expedition":
            body = f"Characters in my Expedition have their {stats} equal to their highest statistic"
        else:
            whose = ("Characters you control other than me" if self.other_than_me
                     else "other Characters you control")
            body = f"the {stats} of {whose} are equal to their highest statistic"
        if self.condition is None:
            return upper_first(body) + "."
        return f"If {self.condition.text()}, {body}."


def in_starting_region(g: GameState, player: int, exp: str | None) -> bool:
    """Whether that Expedition is in its starting region (7.5.2: no region travelled)."""
    return exp is not None and g.players[player].distance(exp) == 0


@attrs.frozen
class CantBePlayedInStartingRegion(Passive):
    """"I can't be played in a starting region": not into an Expedition that is in its
    starting region (the Expedition is chosen as the card is played, 5.1.2.c)."""

    def forbids_intent(self, g: GameState, player: int, intent: Intent) -> bool:
        return in_starting_region(g, player, intent.expedition)

    def text(self, duration: str | None = None) -> str:
        return "I can't be played in a starting region."


@attrs.frozen
class MovesTwiceAtDusk(Passive, Replacement):
    """"If my Expedition would move forward during Dusk, it moves twice instead" (a Gear's
    passive, a modifier, 6.2): each forward move of the bearer's Expedition during Dusk —
    by Progress or by an effect — is two moves; the second is not doubled again (it is the
    replacement, not a new "would move")."""

    replaces = "forward_at_dusk"

    @classmethod
    def replace_now(cls, g: GameState, act: Action) -> Action:
        for holder, _pa, ctrl in g.passives_of(cls):
            if holder is not None and ctrl == act.player and act.exp in g.expeditions_of(holder):
                name = f"{g.players[ctrl].name}'s {act.exp} Expedition"
                g.entry(f"{name} moves twice instead ({holder.name})", "6.2", ctrl)
                return attrs.evolve(act, n=2, result=holder)
        return act

    def text(self, duration: str | None = None) -> str:
        return "If my Expedition would move forward during Dusk, it moves twice instead."


def terrain_name(t: Terrain) -> str:
    return t.value.capitalize()


@attrs.frozen
class MyRegionIs(CharPassive):
    """"My region is [terrain] in addition to its other types" (the region gains that
    terrain) or "My region and the region of the Expedition facing me are [terrain] and
    lose their other types" (they are that terrain only). "My region" is the region of
    the bearer's Expedition (both, for a Gigantic bearer); the facing Expedition is the
    opponent's Expedition of the same name. A characteristic of the regions, worked out
    again after each event (2.3.1.k), so it follows the Expeditions as they move; passives
    apply in timestamp order, so a later one decides between the two."""

    terrain: Terrain
    facing: bool = False
    only: bool = False

    def regions(self, g: GameState, holder: Card) -> set[int]:
        """The regions of the bearer's Expedition(s), and the facing ones (the bearer is in
        an Expedition: see `delta`)."""
        ctrl = holder.controller
        out: set[int] = set()
        for e in g.expeditions_of(holder):
            out.add(g.players[ctrl].position[e])
            if self.facing:
                out |= {g.players[p].position[e] for p in range(len(g.players)) if p != ctrl}
        return out

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:
        if holder is None or holder.zone is not ZONE.EXPEDITION:
            return EMPTY
        if self.only:
            return frozenset(("terr=", i, frozenset({self.terrain}))
                             for i in self.regions(g, holder))
        return frozenset(("terr+", i, self.terrain) for i in self.regions(g, holder))

    def text(self, duration: str | None = None) -> str:
        t = terrain_name(self.terrain)
        head = ("My region and the region of the Expedition facing me are" if self.facing
                else "My region is")
        tail = "and lose their other types" if self.only else "in addition to its other types"
        if self.facing != self.only:  # the printed texts pair them; other mixes read plainly
            tail = "and loses its other types" if self.only else "in addition to their other types"
        return f"{head} {t} {tail}."


@attrs.frozen
class IfThenIAm(IAmIf):
    """"If [condition], I am [keyword]": as `IAmIf`, printed with "I am"."""

    def text(self, duration: str | None = None) -> str:
        return f"If {self.condition.text()}, I am {self.keyword.text()}."


@attrs.frozen
class ThisDayGrant(GrantKeyword):
    """"This Day, [objects] are [keyword]": the Core passive `GrantKeyword` held by an
    Ongoing Emblem that lasts until the end of the Day (2.2.14), printed with the duration
    first."""

    def text(self, duration: str | None = None) -> str:
        return (f"This Day, {self.filter.noun(plural=True)} {self.verb} {self.keyword.text()}.")


@attrs.frozen
class DefendersDontStop(Passive):
    """"[If …,] Defender Characters don't prevent my Expedition from moving forward."

    Defender holds its own Expedition back at Dusk (7.4.2.b-c); this passive cancels that
    for the Expeditions its bearer is in, while its condition holds (looked at each time
    the question is asked, so at Progress it is the standing before anyone moves, 4.2.4.h).
    Whose Defender does not matter: a Defender only ever holds back its own Expedition."""

    condition: Condition | None = None
    # printed "… don't prevent it from moving forward" after "If my Expedition is …"
    it_word: bool = attrs.field(default=False, eq=False)

    def lets_move(self, g: GameState, holder: Card | None, ctrl: int, player: int,
                  exp: str) -> bool:
        if holder is None or holder.zone is not ZONE.EXPEDITION or player != ctrl:
            return False
        if exp not in g.expeditions_of(holder):
            return False
        return self.condition is None or self.condition.holds(g, Ctx(ctrl, holder))

    def text(self, duration: str | None = None) -> str:
        whom = "it" if self.it_word else "my Expedition"
        out = f"Defender Characters don't prevent {whom} from moving forward."
        if self.condition is not None:
            return f"If {self.condition.text()}, {out}"
        return out


@attrs.frozen
class UnlessIAm(IAmUnless):
    """"Unless [condition], I am [keyword]" / "I'm [keyword] unless [condition]": the
    bearer has the keyword while the condition does not hold (`IAmUnless`), worded with
    the condition first or with "I'm"."""

    form: str = attrs.field(default="unless_first", eq=False)  # unless_first | im

    def text(self, duration: str | None = None) -> str:
        if self.form == "im":
            return f"I'm {self.keyword.text()} unless {self.unless.text()}."
        return f"Unless {self.unless.text()}, I am {self.keyword.text()}."


@attrs.frozen
class IfIAmKeyword(IAmIf):
    """"If [condition], I am [keyword]": `IAmIf` printed with "I am"."""

    def text(self, duration: str | None = None) -> str:
        return f"If {self.condition.text()}, I am {self.keyword.text()}."


@attrs.frozen
class CantGainCounters(Passive, Prohibition):
    """"Cards in your opponent's Reserve can't gain counters" / "Cards in play or in Reserve
    with counters can't gain counters" (boosts are counters, 2.4.4): a "can't" beats any
    effect that would give them (1.4.1).  Hero cards are neither in play nor in Reserve, so
    they are never affected (reminder text: "This doesn't affect Hero cards.")."""

    which: str = "opponent_reserve"  # opponent_reserve | with_counters
    #: "with_counters" printed "that already have counters can't gain more" (wording only)
    already: bool = attrs.field(default=False, eq=False)

    forbids = "gain_counters"

    def forbids_action(self, g: GameState, holder: Card | None, ctrl: int,
                       act: Action) -> bool:
        card = act.card
        if card is None or holder is None or holder.zone is not ZONE.EXPEDITION:
            return False
        if self.which == "opponent_reserve":
            return card.zone is ZONE.RESERVE and card.owner != ctrl
        return (card.zone in (ZONE.EXPEDITION, ZONE.LANDMARK, ZONE.RESERVE)
                and any(card.counters.values()))

    def text(self, duration: str | None = None) -> str:
        if self.which == "opponent_reserve":
            return "Cards in your opponent's Reserve can't gain counters."
        if self.already:
            return "Cards in play or in Reserve that already have counters can't gain more."
        return "Cards in play or in Reserve with counters can't gain counters."


@attrs.frozen
class GainInstead(Passive, Replacement):
    """"If I would gain Asleep, I gain Anchored instead": a replacing modifier of the bearer
    (6.2) on the atomic action that gives it that status."""

    replaces = "status_to_gain"

    would: Status
    instead: Status

    @classmethod
    def replace_now(cls, g: GameState, act: Action) -> Action:
        card = act.card
        for holder, pa, _ctrl in g.passives_of(cls):
            if holder is card and card is not None and pa.would is act.status:
                g.entry(f"{card.name} would gain {act.status.value.capitalize()}: it gains "
                        f"{pa.instead.value.capitalize()} instead", "6.2", card.controller,
                        (card.oid,))
                return attrs.evolve(act, status=pa.instead)
        return act

    def text(self, duration: str | None = None) -> str:
        return (f"If I would gain {self.would.value.capitalize()}, I gain "
                f"{self.instead.value.capitalize()} instead.")


@attrs.frozen
class HasSubtypes(CharPassive):
    """The sub-types an object gained from an effect (2.2.2.p): granted to it until it
    leaves the Expedition zone (reminder text: "I lose these subtypes when I leave the
    Expedition zone.")."""

    subtypes: tuple[str, ...]

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:
        if holder is None or holder.zone is not ZONE.EXPEDITION:
            return EMPTY
        return frozenset(("sub", holder.oid, s) for s in self.subtypes)

    def text(self, duration: str | None = None) -> str:
        return "I have the sub-types " + ", ".join(s.capitalize() for s in self.subtypes) + "."


@attrs.frozen
class DiscardInsteadOfMovingForward(Passive, Replacement):
    """"If my Expedition would move forward, you may discard me instead to [effect]": an
    optional replacing modifier (6.2.d) of the move of the Expedition its bearer is in —
    the bearer is discarded, the effect happens, and the Expedition stays where it is."""

    steps: tuple[Step, ...]

    replaces = "move_forward"

    @classmethod
    def replace(cls, g: GameState, act: Action) -> Asks[Action]:
        """The bearers in that Expedition are asked in turn; the first who discards itself
        replaces the move (then it does not move)."""
        player, exp = act.player, act.exp
        for holder, pa, ctrl in list(g.passives_of(cls)):
            if (holder is None or holder.zone is not ZONE.EXPEDITION or ctrl != player
                    or exp not in g.expeditions_of(holder)):
                continue
            name = f"{g.players[player].name}'s {exp} Expedition"
            ok = yield from g.ask_yes_no(
                ctrl, f"{name} would move forward: discard {holder.name} instead to "
                f"{lower_first(effect_text(pa.steps)).removesuffix('.')}?", source=holder)
            if not ok:
                continue
            ctx = Ctx(ctrl, holder)
            g.entry(f"{name} does not move forward: {holder.name} is discarded instead", "6.2",
                    ctrl, (holder.oid,))
            yield from g.move(holder, ZONE.DISCARD, rule="7.3.5", ctx=ctx)
            for s in pa.steps:
                yield from g.run_step(s, ctx)
            return attrs.evolve(act, replaced=True, result=holder)
        return act

    def text(self, duration: str | None = None) -> str:
        return ("If my Expedition would move forward, you may discard me instead to "
                f"{lower_first(effect_text(self.steps)).removesuffix('.')}.")


@attrs.frozen
class ReserveLimitsChange(ReserveLimitPassive):
    """"All Reserve limits are reduced by one": every player's Reserve limit (3.2.10.b) is
    that much lower while the ability works (a Support ability: while its card is ready in
    its owner's Reserve, 2.2.11.i); read at Clean-up (4.2.5.c)."""

    delta: int = -1
    support: bool = False

    def limit_delta(self, g: GameState, player: int, ctrl: int) -> int:
        return self.delta  # every player's

    def text(self, duration: str | None = None) -> str:
        words = {1: "one", 2: "two"}
        way = "reduced" if self.delta < 0 else "increased"
        out = f"All Reserve limits are {way} by {words.get(abs(self.delta), abs(self.delta))}."
        return ("[S] " if self.support else "") + out


@attrs.frozen
class ResupplyInsteadOfAscendingAgain(Passive):
    """"If one of your Ascended Expeditions would attempt to Ascend again, Resupply
    instead": a replacing modifier (6.2) of an Ascend step on an Expedition of its
    controller that is already Ascended — the controller Resupplies (7.3.22) instead."""

    def text(self, duration: str | None = None) -> str:
        return ("If one of your Ascended Expeditions would attempt to Ascend again, Resupply "
                "instead.")


@attrs.frozen
class PlayedSpellsAreFleeting(Passive):
    """"Spells you play with Hand Cost N or less are Fleeting": such a Spell is Fleeting
    as it goes to Limbo (2.4.6.b), so it is discarded after it resolves (2.4.6.e)."""

    max_hand_cost: int

    def fits(self, cd: CardDef) -> bool:
        return cd.type is CardType.SPELL and cd.hand_cost <= self.max_hand_cost

    def text(self, duration: str | None = None) -> str:
        return f"Spells you play with Hand Cost {self.max_hand_cost} or less are Fleeting."


@attrs.frozen
class CharactersStayExhaustedInReserve(Passive):
    """"Exhausted Characters in Reserve remain exhausted during Morning": while it works, the
    Morning's Prepare (4.2.1.c) leaves the exhausted Characters of every Reserve exhausted;
    Spells and Permanents there are readied as usual."""

    def text(self, duration: str | None = None) -> str:
        return "Exhausted Characters in Reserve remain exhausted during Morning."


@attrs.frozen
class ReserveLimitUpIf(ReserveLimitPassive):
    """"If there are one or more Spells [Characters of Hand Cost 7 or more] in your Reserve,
    your Reserve limit is increased by one": the limit Clean-up keeps to (4.2.5.c, 3.2.10.b)
    is the Hero's plus one while such a card is in its controller's Reserve."""

    type: str = "spell"
    min_hand_cost: int | None = None

    def limit_delta(self, g: GameState, player: int, ctrl: int) -> int:
        return int(ctrl == player and any(self.counts(c.cdef) for c in g.players[player].reserve))

    def counts(self, cd: CardDef) -> bool:
        if not cd.counts_as(self.type):
            return False
        return self.min_hand_cost is None or cd.hand_cost >= self.min_hand_cost

    def text(self, duration: str | None = None) -> str:
        what = TYPE_NOUNS[self.type] + "s"
        if self.min_hand_cost is not None:
            what += f" of Hand Cost {self.min_hand_cost} or more"
        return (f"If there are one or more {what} in your Reserve, your Reserve limit is "
                "increased by one.")


@attrs.frozen
class IAmIfPrinted(IAmIf):
    """"If I'm Fleeting, I am Gigantic": `IAmIf` (the keyword while the condition holds,
    2.3.1.k) with "I am" as printed."""

    def text(self, duration: str | None = None) -> str:
        return f"If {self.condition.text()}, I am {self.keyword.text()}."


@attrs.frozen
class AlsoConsidered(Passive):
    """"I'm also considered a Spell / an Expedition Permanent, even when not in play": a
    characteristic of the card in every zone, seen by other abilities only (their filters,
    counts and "when you play a Spell" triggers read it through `CardDef.counts_as`); the
    rules still treat the card as its printed type (how it is played, where it goes)."""

    type: str  # "spell" | "permanent"
    words: str  # the printed noun: "a Spell", "an Expedition Permanent"

    @property
    def also_types(self) -> tuple[str, ...]:
        return (self.type,)

    def text(self, duration: str | None = None) -> str:
        return f"I'm also considered {self.words}, even when not in play."


@attrs.frozen
class IAmIfHeading(IAmIf):
    """"If [condition]: I am Defender." / "… I have Tough 1.": `IAmIf` (the keyword while the
    condition holds, 2.3.1.k) as the unique cards print it; `verb` is "am" or "have"."""

    verb: str = attrs.field(default="am", eq=False)

    def text(self, duration: str | None = None) -> str:
        if self.verb == "and":  # said by the first keyword of the sentence
            return ""
        words = self.keyword.sentence or self.keyword.word()
        return f"If {self.condition.text()}: I {self.verb} {words}."
