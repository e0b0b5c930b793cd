"""Passives that change characteristics (2.3): regions' terrains, sub-types, lost or
ignored abilities, statistics."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import RemovesAbilities
from engine.effects.context import Ctx
from engine.effects.filters import Filter, filter_table_reads
from engine.effects.passives.base import (
    GIVES_LOST,
    GIVES_STATS,
    GIVES_SUBTYPES,
    GIVES_TERRAINS,
    IN_PLAY,
    CharPassive,
    _matching,
    condition_table_reads,
    gives_keyword,
)
from engine.gamestate.chars import EMPTY, READS_REGIONS, Delta
from engine.model import ZONE, Stats
from engine.sentences import terrain_name, upper_first

if TYPE_CHECKING:  # pragma: no cover
    from engine.ability_kinds import Keyword
    from engine.effects.conditions.base import Condition
    from engine.model import Card, Terrain
    from engine.state import GameState


@attrs.frozen
class AllRegionsAre(CharPassive):
    """"All regions are [terrain]" (gains the sub-type), or "... and lose their other types"."""

    terrain: Terrain
    only: bool = False

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:
        if self.only:
            return frozenset(("terr=", i, frozenset({self.terrain})) for i in range(len(g.regions)))
        return frozenset(("terr+", i, self.terrain) for i in range(len(g.regions)))

    def table_reads(self) -> int | None:  # how many regions there are
        return READS_REGIONS

    def facts_given(self) -> tuple[frozenset[str] | None, frozenset[str] | None]:
        return GIVES_TERRAINS

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

    def table_reads(self) -> int | None:
        return filter_table_reads(self.filter)

    def facts_given(self) -> tuple[frozenset[str] | None, frozenset[str] | None]:
        return GIVES_SUBTYPES

    def text(self, duration: str | None = None) -> str:
        return f"All {self.filter.noun(plural=True)} are {self.subtype.capitalize()}s."


@attrs.frozen
class OthersLoseAbilities(CharPassive, RemovesAbilities):
    """"All other [objects] lose their abilities" (2.3.2.d)."""

    filter: Filter = Filter(other=True)

    def delta(self, g: GameState, holder: Card | None, ctrl: int) -> Delta:
        return frozenset(("lose", c.oid) for c in _matching(g, self.filter, holder, ctrl))

    def table_reads(self) -> int | None:
        return filter_table_reads(self.filter)

    def facts_given(self) -> tuple[frozenset[str] | None, frozenset[str] | None]:
        return GIVES_LOST

    def text(self, duration: str | None = None) -> str:
        return f"All {self.filter.noun(plural=True)} lose their abilities."


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

    def table_reads(self) -> int | None:  # which Characters are in the holder's Expedition
        return 0

    def facts_given(self) -> tuple[frozenset[str] | None, frozenset[str] | None]:
        return gives_keyword(self.keyword)

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

    def table_reads(self) -> int | None:
        return filter_table_reads(self.filter)

    def facts_given(self) -> tuple[frozenset[str] | None, frozenset[str] | None]:
        return GIVES_LOST

    def text(self, duration: str | None = None) -> str:
        return f"Ignore the abilities of {self.filter.noun(plural=True)}."


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

    def table_reads(self) -> int | None:  # printed statistics as altered
        return condition_table_reads(self.condition)

    def facts_given(self) -> tuple[frozenset[str] | None, frozenset[str] | None]:
        return GIVES_STATS

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

    def table_reads(self) -> int | None:  # the positions, the regions' terrains
        return READS_REGIONS

    def facts_given(self) -> tuple[frozenset[str] | None, frozenset[str] | None]:
        return GIVES_TERRAINS

    def text(self, duration: str | None = None) -> str:
        t = terrain_name(self.terrain)
        head = ("My region and the region of the Expedition facing me are" if self.facing
                else "My region is")
        tail = "and lose their other types" if self.only else "in addition to its other types"
        if self.facing != self.only:  # the printed texts pair them; other mixes read plainly
            tail = "and loses its other types" if self.only else "in addition to their other types"
        return f"{head} {t} {tail}."


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

    def table_reads(self) -> int | None:  # where the holder is
        return 0

    def facts_given(self) -> tuple[frozenset[str] | None, frozenset[str] | None]:
        return GIVES_SUBTYPES

    def text(self, duration: str | None = None) -> str:
        return "I have the sub-types " + ", ".join(s.capitalize() for s in self.subtypes) + "."
