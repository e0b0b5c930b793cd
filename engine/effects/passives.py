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

from typing import TYPE_CHECKING, Any

import attrs

from engine.effects.abilities import GrantKeyword, Keyword, Passive, duration_words
from engine.effects.context import Ctx
from engine.effects.filters import Filter, in_terrain_now
from engine.effects.triggers import OnJoin, OnPlayed
from engine.model import EXPEDITIONS, ZONE, Card, Phase, Terrain

if TYPE_CHECKING:  # pragma: no cover
    from engine.state import GameState

Delta = frozenset[tuple[Any, ...]]
EMPTY: Delta = frozenset()


@attrs.frozen
class Chars:
    """The characteristics changed by passives: only the differences from the printed ones."""

    subtypes: dict[int, frozenset[str]] = attrs.field(factory=dict)  # oid -> added sub-types
    keywords: dict[int, dict[str, int | None]] = attrs.field(factory=dict)
    lost: frozenset[int] = frozenset()  # oids of objects that lost their abilities
    terrains: dict[int, frozenset[Terrain]] = attrs.field(factory=dict)  # region -> terrains
    # oid -> statistics that replace the printed ones ("equal to their highest statistic");
    # boosts still add to them (2.5.1.b)
    stats: dict[int, Any] = attrs.field(factory=dict)

    def apply(self, delta: Delta, g: GameState) -> Chars:
        subs = dict(self.subtypes)
        kws = {k: dict(v) for k, v in self.keywords.items()}
        lost = set(self.lost)
        terr = dict(self.terrains)
        stats = self.stats
        for fact in sorted(delta, key=lambda f: (f[0] != "terr=", repr(f))):
            kind = fact[0]
            if kind == "sub":
                subs[fact[1]] = subs.get(fact[1], frozenset()) | {fact[2]}
            elif kind == "kw":
                kws.setdefault(fact[1], {})[fact[2]] = fact[3]
            elif kind == "lose":
                lost.add(fact[1])
            elif kind == "terr=":
                terr[fact[1]] = fact[2]
            elif kind == "terr+":
                base = terr.get(fact[1], g.regions[fact[1]].shown_terrains)
                terr[fact[1]] = base | {fact[2]}
            elif kind == "stat=":
                stats = {**stats, fact[1]: fact[2]}
        return Chars(subs, kws, frozenset(lost), terr, stats)


NO_CHANGES = Chars()


class CharPassive(Passive):
    """A passive that changes characteristics of objects in play (2.3.1.g-h)."""

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:  # pragma: no cover
        raise NotImplementedError


IN_PLAY = (ZONE.EXPEDITION, ZONE.LANDMARK)


def _matching(g: GameState, flt: Filter, holder: Card | None, ctrl: int) -> list[Card]:
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
class OthersLoseAbilities(CharPassive):
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
    unless: Any  # a Condition, "you" being my controller

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
class IgnoreAbilities(CharPassive):
    """"Ignore the abilities of [objects]" (7.3.14): they still exist but do nothing —
    no modification, no quick action, no Reaction.  An ability ignoring itself still works,
    so the bearer is never affected."""

    filter: Filter = Filter(other=True)

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:
        return frozenset(("lose", c.oid) for c in _matching(g, self.filter, holder, ctrl)
                         if c is not holder)

    def text(self, duration: str | None = None) -> str:
        return f"Ignore the abilities of {self.filter.noun(plural=True)}."


# ------------------------------------------------------------------------- evaluation
@attrs.frozen
class _Item:
    holder: Card | None
    passive: Any
    ctrl: int
    ts: int


def _delta(g: GameState, it: _Item) -> Delta:
    p = it.passive
    if isinstance(p, GrantKeyword):  # an Ongoing Emblem has no holder: "you" is its controller
        if p.condition is not None and not p.condition.holds(g, Ctx(it.ctrl, it.holder)):
            return EMPTY  # checked each time characteristics are worked out (2.3.1.k)
        k = p.keyword
        return frozenset(("kw", c.oid, k.name, k.value)
                         for c in _matching(g, p.filter, it.holder, it.ctrl))
    return p.delta(g, it.holder, it.ctrl)


def _gather(g: GameState) -> list[_Item]:
    """Every characteristic-changing passive that exists, printed or granted (not yet
    filtered by loss of abilities: that is part of the evaluation)."""
    out: list[_Item] = []

    def scan(c: Card, ctrl: int, support: bool) -> None:
        if not c.granted and not c.profile.changing:
            return  # nothing on it can change characteristics
        for a in (*c.cdef.abilities, *c.granted):
            if isinstance(a, (CharPassive, GrantKeyword)) and a.support == support:
                out.append(_Item(c, a, ctrl, c.timestamp))

    for c in g.able:  # objects with abilities where abilities can work
        z = c.zone
        if z is ZONE.RESERVE:
            if not c.exhausted:
                scan(c, c.owner, True)
        else:
            scan(c, c.owner if z is ZONE.HERO else c.controller, False)
    for e in g.emblems:
        if e.kind == "ongoing" and isinstance(e.passive, (CharPassive, GrantKeyword)):
            out.append(_Item(None, e.passive, e.controller, 10**9 + e.oid))
    return out


def evaluate(g: GameState) -> Chars:
    """Apply the passives one at a time by timestamp and dependency (2.3.1.l, 2.3.3)."""
    items = _gather(g)
    if not items:
        return NO_CHANGES
    chars = NO_CHANGES
    outer = g.chars_in_progress
    try:
        unapplied = list(items)
        while unapplied:
            g.chars_in_progress = chars
            unapplied = [i for i in unapplied if i.holder is None or i.holder.oid not in chars.lost]
            if not unapplied:
                break
            pick = _next(g, chars, unapplied)
            g.chars_in_progress = chars
            chars = chars.apply(_delta(g, pick), g)
            unapplied.remove(pick)
    finally:
        g.chars_in_progress = outer
    return chars


def _next(g: GameState, chars: Chars, unapplied: list[_Item]) -> _Item:
    if len(unapplied) == 1:
        return unapplied[0]
    deltas = {id(i): _delta(g, i) for i in unapplied}
    direct: dict[int, set[int]] = {id(i): set() for i in unapplied}
    for b in unapplied:
        after = chars.apply(deltas[id(b)], g)
        g.chars_in_progress = after
        for a in unapplied:
            if a is b:
                continue
            removed = a.holder is not None and a.holder.oid in after.lost
            if removed or _delta(g, a) != deltas[id(a)]:
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


# ------------------------------------------------------------------------- "can't" (1.4.1)
@attrs.frozen
class CantMoveForward(Passive):
    """"Expeditions can't move forward" — a "can't" beats every "can" (1.4.1).

    Which Expeditions: all of them; one chosen when the effect was made ("Target
    Expedition can't move forward this Day": `expedition` is (player, "hero"|"companion"));
    or, for a passive of an object in play, "your other Expedition and the Expedition
    facing it" — the controller's Expedition the object is not in, and the opponent's of
    the same name (none when the object is in both, 7.4.4.k)."""

    which: str = "all"  # all | chosen | other_and_facing
    expedition: tuple[int, str] | None = None

    def forbids(self, g: GameState, holder: Card | None, ctrl: int, player: int,
                exp: str) -> bool:
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

    def forbids(self, g: GameState, player: int) -> bool:
        return len(g.players[player].mana) < self.orbs

    def why(self, g: GameState, player: int) -> str:
        have = len(g.players[player].mana)
        return f"it can't be played with fewer than {self.orbs} Mana Orbs; you have {have} (1.4.1)"

    def text(self, duration: str | None = None) -> str:
        return f"I can't be played if you have less than {self.orbs} Mana Orbs."


@attrs.frozen
class BeginsWithCounters(Passive):
    """"I begin the game with N [name] counters": put on the Hero as it is revealed at the
    start of the game (4.1), before anything else happens."""

    name: str
    n: int

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


def trigger_symbol(trigger: Any) -> str | None:
    """J, H or R for the self-move triggers of 7.1.1, else None."""
    if isinstance(trigger, OnJoin):
        return "J"
    if isinstance(trigger, OnPlayed):
        return "H" if trigger.zone is ZONE.HAND else "R"
    return None


def forbids_moving_forward(g: GameState, player: int, exp: str) -> bool:
    """Whether a passive says this Expedition can't move forward now (1.4.1)."""
    return any(pa.forbids(g, h, c, player, exp) for h, pa, c in g.passives_of(CantMoveForward))


# ------------------------------------------------------------------------- Progress by terrain (4.2.4)
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


@attrs.frozen
class TerrainLimits:
    """What terrain limits say about one Expedition now (4.2.4.c-d)."""

    ignored: frozenset[Terrain] = frozenset()  # cannot move forward due to these
    only: frozenset[Terrain] | None = None  # can only move forward due to these (all of them)

    def counted(self, terrains: frozenset[Terrain]) -> frozenset[Terrain]:
        """The terrains of the region that Progress may use for this Expedition."""
        out = terrains - self.ignored
        return out if self.only is None else out & self.only


NO_LIMITS = TerrainLimits()


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


def blocked_trigger(g: GameState, card: Card, trigger: Any) -> bool:
    """True when a passive says this trigger cannot activate (7.3.1.e)."""
    blockers = g.passives_of(TriggersDontActivate)
    if not blockers:
        return False
    sym = trigger_symbol(trigger)
    if sym is None:
        return False
    return any(pa.blocks(g, h, card, sym) for h, pa, _c in blockers)


# ------------------------------------------------------------------------- granted abilities
@attrs.frozen
class GrantAbility(Passive):
    """"[Objects] have '[ability]'" — e.g. a Landmark giving a Reaction to Characters."""

    filter: Filter
    ability: Any
    your: bool = False  # printed "Your Characters have: …" (the Characters you control)

    def text(self, duration: str | None = None) -> str:
        if self.your:
            noun = attrs.evolve(self.filter, controller=None).noun(plural=True)
            return f"Your {noun} have: \u201c{self.ability.text()}\u201d"
        return f"{self.filter.noun(plural=True).capitalize()} have \u201c{self.ability.text()}\u201d."


def granted_abilities(g: GameState, card: Card) -> tuple[Any, ...]:
    out: tuple[Any, ...] = ()
    for h, pa, ctrl in g.passives_of(GrantAbility):
        if pa.filter.matches(g, card, Ctx(ctrl, h)):
            out += (pa.ability,)
    return out
