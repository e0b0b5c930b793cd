"""Which objects a word is about: "Character with Hand Cost 3 or less you control"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

import attrs

from engine.ability_kinds import TYPE_NOUNS as TYPE_NOUNS
from engine.effects.ascended import is_ascended
from engine.gamestate.chars import READS_ALL, READS_MARKS, READS_REGIONS
from engine.model import ZONE, Status

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.context import Ctx
    from engine.effects.counts import Count, CountOf
    from engine.model import Card, CardDef, Terrain, Zone
    from engine.state import GameState


#: How card texts name the rules types (2.2.2).


#: "in play or in Reserve" (any player's Reserve): cards there may hold counters (2.5.a).
IN_PLAY_OR_RESERVE = (ZONE.EXPEDITION, ZONE.LANDMARK, ZONE.RESERVE)


#: "in Expedition or in Reserve" (any player's Expeditions and Reserves)
IN_EXPEDITION_OR_RESERVE = (ZONE.EXPEDITION, ZONE.RESERVE)


def _has_zero_base_stat(cd: CardDef) -> bool:
    """One of its printed statistics (Forest, Mountain, Water) is 0; boosts aside."""
    st = cd.stats
    return st is not None and 0 in (st.forest, st.mountain, st.water)


class Description(Protocol):
    """What a selector asks of the description of the objects it may pick ("Character you
    control", "Permanent in play or card in Reserve"): where to look, whether an object
    fits, and the noun.  `Filter` and `AnyOf` have this face."""

    @property
    def zones(self) -> tuple[Zone, ...]:
        """The zones where the objects are looked for."""
        ...

    def matches(self, g: GameState, card: Card, ctx: Ctx) -> bool:
        """Whether `card` fits the description now."""
        ...

    def noun(self, plural: bool = False) -> str:
        """The description's noun, as printed ("Character", "Characters")."""
        ...


@attrs.frozen
class Filter:
    """A description of objects.  `types` uses rules types (tokens are characters)."""

    types: tuple[str, ...] = ("character",)
    max_hand_cost: int | None = None
    min_hand_cost: int | None = None
    subtype: str | None = None
    controller: str | None = None  # "you" | "opponent" | None
    other: bool = False  # "another" / "other": not the source itself
    token: bool | None = None
    owner: str | None = None  # "you" / "opponent": who owns it, for zones nobody controls (7.5.4)
    zones: tuple[Zone, ...] = (ZONE.EXPEDITION, ZONE.LANDMARK)  # "a Character" = in play (2.2.1.h)
    boosted: bool = False  # "Boosted": with at least one boost (2.4.4.a)
    any_status: tuple[Status, ...] = ()  # "Fleeting, Anchored or Asleep": one of them (2.4)
    zero_base_stat: bool = False  # "with a base statistic of 0": a printed 0 (2.2.10)
    # "with Hand Cost X or less, where X is the number of …": a count (CountOf), taken
    # each time the filter is checked
    max_hand_cost_x: Count | None = None
    in_other_expedition: bool = False  # "in your other Expedition": the one I am not in
    in_my_expedition: bool = False  # "in my Expedition": one the source is in (7.5.8)
    # "with Base Cost N or less/more": the Reserve Cost of a Fleeting object (or of a card
    # played from Reserve), the Hand Cost otherwise (the cards' reminder text)
    max_base_cost: int | None = None
    min_base_cost: int | None = None
    not_subtype: str | None = None  # "non-Illusion Character": not of that sub-type
    # printed "token Character" rather than "token": wording only
    token_character: bool = attrs.field(default=False, eq=False)
    max_reserve_cost: int | None = None  # "with Reserve Cost N or less" (2.2.8)
    # "a Robot or Permanent": `subtype` is asked of Characters only, any Permanent matches
    subtype_or_permanent: bool = False
    # printed "in any Reserve" rather than "in Reserve": wording only (7.5.4)
    any_reserve_words: bool = attrs.field(default=False, eq=False)
    without_status: Status | None = None  # "non-Fleeting": without that status (2.4)
    # "with Hand Cost less than or equal to the Hand Cost of a Character you control"
    max_hand_cost_yours: bool = False
    # "controlled by another player": the same as controller="opponent", printed so
    controller_words: str | None = attrs.field(default=None, eq=False)
    in_terrain: Terrain | None = None  # "Character in [terrain]": one of its Expeditions is (7.5.7)
    # "Fleeting or Boosted Character": one of `any_status`, or at least one boost
    status_or_boosted: bool = False
    # "[Character] in the Expedition facing me" / "facing me" (the printed words): in an
    # opponent's Expedition of the same name as one the source is in (Hero faces Hero)
    facing_me: str | None = None
    max_stat: int | None = None  # "with no statistic over N": boosts included (2.5.1.b)
    in_ascended: bool = False  # "in an Ascended Expedition" (until Rest)
    in_single_terrain: bool = False  # "in a single-terrain region" (ordis_words)
    # printed "Character you control with Hand Cost 4 or less": wording only
    control_first: bool = attrs.field(default=False, eq=False)
    # printed "Landmark Permanent" rather than "Landmark": wording only
    permanent_words: bool = attrs.field(default=False, eq=False)
    # `other` printed "other than me" rather than "another": right after the noun
    # ("Character other than me with Base Cost 3 or less") or at the end ("Character you
    # control other than me"); wording only
    other_than_me: str | None = attrs.field(default=None, eq=False)  # "noun" | "end"
    # printed "Characters in play": the zones a bare noun means anyway; wording only
    in_play_words: bool = attrs.field(default=False, eq=False)

    def matches(self, g: GameState, card: Card, ctx: Ctx) -> bool:
        """Whether `card` fits now, read as it is (its sub-types as altered, 2.2.15; its
        statuses, counters, zone and controller).  `fits` asks the same of the printed
        facts alone; the checks they share are written in each rather than called, as
        this one runs for every object looked at (benchmarks/engine_speed.py)."""
        cd = card.cdef
        if card.zone not in self.zones:
            return False
        if self.types and not cd.counts_as(self.types):
            return False
        if self.max_hand_cost is not None and cd.hand_cost > self.max_hand_cost:
            return False
        if self.min_hand_cost is not None and cd.hand_cost < self.min_hand_cost:
            return False
        if (self.subtype is not None and self.subtype not in g.subtypes(card)
                and not (self.subtype_or_permanent and cd.counts_as("permanent"))):
            return False
        if self.not_subtype is not None and self.not_subtype in g.subtypes(card):
            return False
        if self.token is not None and cd.is_token != self.token:
            return False
        if self.boosted and not card.counters.get("boost"):
            return False
        if self.any_status and not any(st in card.statuses for st in self.any_status) and not (
                self.status_or_boosted and card.counters.get("boost")):
            return False
        if self.without_status is not None and self.without_status in card.statuses:
            return False
        if self.max_hand_cost_yours and not _costs_no_more_than_yours(g, card, ctx):
            return False
        if self.zero_base_stat and not _has_zero_base_stat(cd):
            return False
        if not self.base_cost_fits(base_cost(card)):
            return False
        if self.max_reserve_cost is not None and cd.reserve_cost > self.max_reserve_cost:
            return False
        if self.max_hand_cost_x is not None and cd.hand_cost > self.max_hand_cost_x.value(g, ctx):
            return False
        if self.in_other_expedition and not _in_your_other_expedition(g, card, ctx):
            return False
        if self.in_my_expedition and not _in_my_expedition(g, card, ctx):
            return False
        if self.in_terrain is not None and not in_terrain_now(g, card, self.in_terrain):
            return False
        if self.facing_me is not None and not _facing_source(g, card, ctx):
            return False
        if self.in_ascended and not _in_ascended(g, card):
            return False
        if self.in_single_terrain:
            if not in_single_terrain_region(g, card):
                return False
        if self.max_stat is not None:
            st = g.stats(card)
            if max(st.forest, st.mountain, st.water) > self.max_stat:
                return False
        if self.other and ctx.source is not None and card.oid == ctx.source.oid:
            return False
        if self.owner is not None and (self.owner == "you") != (card.owner == ctx.controller):
            return False
        if self.controller is not None:
            ctrl = g.controller_of(card)
            if (self.controller == "you") != (ctrl == ctx.controller):
                return False
        return True

    def base_cost_fits(self, base: int) -> bool:
        """"with Base Cost N or less/more", given the object's Base Cost."""
        if self.max_base_cost is not None and base > self.max_base_cost:
            return False
        return self.min_base_cost is None or base >= self.min_base_cost

    def fits(self, cd: CardDef, played_from: Zone | None = None) -> bool:
        """The printed facts alone (type, Hand Cost, sub-type, token) — what a trigger
        checks on the card an event is about, wherever that card now is.  Its Base Cost
        is the one of a card played from `played_from`: the Reserve Cost from Reserve,
        the Hand Cost otherwise."""
        if not self.base_cost_fits(cd.reserve_cost if played_from is ZONE.RESERVE
                                   else cd.hand_cost):
            return False
        if self.types and not cd.counts_as(self.types):
            return False
        if self.max_hand_cost is not None and cd.hand_cost > self.max_hand_cost:
            return False
        if self.min_hand_cost is not None and cd.hand_cost < self.min_hand_cost:
            return False
        if (self.subtype is not None and self.subtype not in cd.subtypes
                and not (self.subtype_or_permanent and cd.counts_as("permanent"))):
            return False
        if self.not_subtype is not None and self.not_subtype in cd.subtypes:
            return False
        if self.zero_base_stat and not _has_zero_base_stat(cd):
            return False
        return self.token is None or cd.is_token == self.token

    def count_controlled(self, g: GameState, ctx: Ctx) -> int:
        """How many matching objects "you" (the controller of `ctx`) control (7.5.4)."""
        return sum(1 for c in g.objects_in(self.zones)
                   if g.controller_of(c) == ctx.controller and self.matches(g, c, ctx))

    def noun(self, plural: bool = False) -> str:
        words = [TYPE_NOUNS.get(t, t) + ("s" if plural else "") for t in self.types]
        if self.zones == (ZONE.LANDMARK,) and self.types == ("permanent",):
            words = [("Landmark Permanent" if self.permanent_words else "Landmark")
                     + ("s" if plural else "")]
        if self.subtype:
            words = [self.subtype.capitalize() + ("s" if plural else "")]
            if self.subtype_or_permanent:
                words.append("Permanent" + ("s" if plural else ""))
        if self.token:
            words = ["token" + ("s" if plural else "")]
            if self.types == ("permanent",):
                words = ["token Permanent" + ("s" if plural else "")]
            if self.token_character:
                words = ["token Character" + ("s" if plural else "")]
        noun = " or ".join(words)
        if self.not_subtype is not None:
            noun = f"non-{self.not_subtype.capitalize()} {noun}"
        if self.token is False:
            noun = "non-token " + noun
        if self.boosted:
            noun = "Boosted " + noun
        if self.without_status is not None:
            noun = f"non-{self.without_status.value.capitalize()} {noun}"
        if self.any_status:
            names = [st.value.capitalize() for st in self.any_status]
            head = ", ".join(names[:-1]) + " or " + names[-1] if len(names) > 1 else names[0]
            if self.status_or_boosted:
                head += " or Boosted"
            noun = f"{head} {noun}"
        if self.other and self.other_than_me == "noun":
            noun += " other than me"
        elif self.other and self.other_than_me is None:
            noun = "other " + noun if plural else "another " + noun
        if ZONE.RESERVE in self.zones and len(self.zones) == 1:
            # "a Spell from your Reserve": the type when the filter names one
            card = (" or ".join(words) if self.types and not self.token
                    else "card" + ("s" if plural else ""))
            if self.other and self.other_than_me is None:
                card = ("other " if plural else "another ") + card
            elif self.other and self.other_than_me == "noun":
                card += " other than me"
            noun = card + {"you": " in your Reserve", "opponent": " in an opponent's Reserve"}.get(
                self.owner or "", " in any Reserve" if self.any_reserve_words else " in Reserve")
        if ZONE.HAND in self.zones and len(self.zones) == 1:
            noun = (noun or "card" + ("s" if plural else "")) + (
                " from your Hand" if self.owner == "you" else " from a Hand")
        if not noun:
            noun = "card" + ("s" if plural else "")
        extra = []
        if self.zones == IN_PLAY_OR_RESERVE:
            extra.append("in play or in Reserve")
        elif self.in_play_words:
            extra.append("in play")
        if self.zones == IN_EXPEDITION_OR_RESERVE:
            extra.append("in Expedition or in Reserve")
        if self.max_hand_cost is not None:
            extra.append(f"with Hand Cost {self.max_hand_cost} or less")
        if self.min_hand_cost is not None:
            extra.append(f"with Hand Cost {self.min_hand_cost} or more")
        if self.max_reserve_cost is not None:
            extra.append(f"with Reserve Cost {self.max_reserve_cost} or less")
        if self.max_base_cost is not None:
            extra.append(f"with Base Cost {self.max_base_cost} or less")
        if self.min_base_cost is not None:
            extra.append(f"with Base Cost {self.min_base_cost} or more")
        if self.zero_base_stat:
            extra.append("with a base statistic of 0")
        if self.max_hand_cost_yours:
            extra.append("with Hand Cost less than or equal to the Hand Cost of a Character "
                         "you control")
        x = self.max_hand_cost_x
        if x is not None and not hasattr(x, "filter") and hasattr(x, "text"):
            # an X told in its own words ("X+2, where X is my number of Arcane
            # counters": `MyCountersX`), read when nothing can be picked (6.5.b)
            head, _, where = x.text().partition(", where ")
            extra.append(f"with Hand Cost {head} or less" + (f", where {where}" if where else ""))
        elif x is not None:
            extra.append("with Hand Cost X or less, where X is the number of "
                         # a `CountOf` as the grammar reads it; a selector naming
                         # another X prints its own words (`CostXOrLessTarget`)
                         f"{cast('CountOf', x).filter.noun(plural=True)}")
        if self.in_other_expedition:
            extra.append("in your other Expedition")
        if self.in_my_expedition:
            extra.append("in my Expedition")
        if self.in_terrain is not None:
            extra.append(f"in {self.in_terrain.value.capitalize()}")
        if self.facing_me is not None:
            extra.append(self.facing_me)
        if self.max_stat is not None:
            extra.append(f"with no statistic over {self.max_stat}")
        if self.in_ascended:
            extra.append("in an Ascended Expedition")
        if self.in_single_terrain:
            extra.append("in a single-terrain region")
        if self.controller_words is not None:
            extra.append(self.controller_words)
        elif self.controller == "you":
            extra.append("you control")
        elif self.controller == "opponent":
            extra.append("an opponent controls")
        if self.control_first and self.controller is not None:
            extra.insert(0, extra.pop())
        if self.other and self.other_than_me == "end":
            extra.append("other than me")
        return " ".join([noun, *extra])


# What a `Filter`'s fields read of the table beyond the object, its zone, controller,
# Expedition and printed or altered characteristics (`filter_table_reads`); a field not
# named here (a new one) is taken to read all of it until it is named.
_OBJECT_FIELDS = frozenset({
    "types", "max_hand_cost", "min_hand_cost", "subtype", "not_subtype", "controller",
    "other", "token", "owner", "zones", "zero_base_stat", "max_reserve_cost",
    "in_other_expedition", "in_my_expedition", "max_hand_cost_yours", "token_character",
    "subtype_or_permanent",
})
_MARKS_FIELDS = frozenset({  # statuses and counters: a Base Cost reads Fleeting
    "boosted", "any_status", "status_or_boosted", "without_status", "max_base_cost",
    "min_base_cost", "max_stat",
})
_REGIONS_FIELDS = frozenset({"in_terrain", "in_single_terrain", "facing_me"})


def filter_table_reads(flt: Description) -> int | None:
    """What matching `flt` against the objects in play reads of the table (see
    `engine.effects.passives.CharPassive.table_reads`), as a mask of
    `engine.gamestate.chars.READS_*`: statuses and counters when it names a status,
    boosts, a Base Cost or a statistic, the regions when it names a terrain or the
    facing Expedition.  Fields that only word the filter (not compared) read nothing;
    any other field left at something else than its default is taken to read
    everything.  None when it reads more than the table: a description that is not a
    `Filter`, a count taken each time ("Hand Cost X or less, where X is ...") and
    whether an Expedition is Ascended (an Ongoing effect until Rest)."""
    if not isinstance(flt, Filter) or flt.max_hand_cost_x is not None or flt.in_ascended:
        return None
    out = 0
    for f in attrs.fields(Filter):
        if not f.eq or f.name in _OBJECT_FIELDS or getattr(flt, f.name) == f.default:
            continue
        if f.name in _MARKS_FIELDS:
            out |= READS_MARKS
        elif f.name in _REGIONS_FIELDS:
            out |= READS_REGIONS
        else:
            return READS_ALL
    return out


def base_cost(card: Card) -> int:
    """An object's Base Cost: its Reserve Cost if it is Fleeting, its Hand Cost if not (the
    reminder text of the Duster cards; a token's costs are 0, 2.2.7.c)."""
    cd = card.cdef
    return cd.reserve_cost if Status.FLEETING in card.statuses else cd.hand_cost


def _costs_no_more_than_yours(g: GameState, card: Card, ctx: Ctx) -> bool:
    """Some Character "you" control has a Hand Cost at least this card's (7.5.4: in play)."""
    cost = card.cdef.hand_cost
    return any(c.cdef.is_character and c.cdef.hand_cost >= cost
               and g.controller_of(c) == ctx.controller
               for c in g.objects_in((ZONE.EXPEDITION,)))


def in_terrain_now(g: GameState, card: Card, terrain: Terrain) -> bool:
    """An object in an Expedition is in a terrain when the region of one of its
    Expeditions has that terrain now, after Terrain Markers and passives (7.5.7)."""
    if card.zone is not ZONE.EXPEDITION:
        return False
    ctrl = card.controller  # in an Expedition: controlled (7.5.4)
    return any(terrain in g.terrains_at(g.players[ctrl].position[e]) for e in g.expeditions_of(card))


def _in_ascended(g: GameState, card: Card) -> bool:
    return card.zone is ZONE.EXPEDITION and any(
        is_ascended(g, card.controller, e) for e in g.expeditions_of(card))


def _facing_source(g: GameState, card: Card, ctx: Ctx) -> bool:
    """In an Expedition facing the source: another player's Expedition of the same name as
    one the source is in (both, for a Gigantic source)."""
    src = ctx.source
    if src is None or card.zone is not ZONE.EXPEDITION or src.zone is not ZONE.EXPEDITION:
        return False
    if g.controller_of(card) == g.controller_of(src):
        return False
    return bool(set(g.expeditions_of(src)) & set(g.expeditions_of(card)))


def _in_your_other_expedition(g: GameState, card: Card, ctx: Ctx) -> bool:
    """In the Expedition of "you" that the source is not in; a source in both (Gigantic,
    7.4.4.k) or out of the Expedition zone has no other Expedition."""
    src = ctx.source
    if src is None or card.zone is not ZONE.EXPEDITION or g.controller_of(card) != ctx.controller:
        return False
    mine = g.expeditions_of(src)
    if len(mine) != 1:
        return False
    other = "companion" if mine[0] == "hero" else "hero"
    return other in g.expeditions_of(card)


def _in_my_expedition(g: GameState, card: Card, ctx: Ctx) -> bool:
    """In an Expedition of the source's controller that the source is in (both, for a
    Gigantic source, 7.4.4); the source itself is in it too."""
    src = ctx.source
    if src is None or card.zone is not ZONE.EXPEDITION or src.zone is not ZONE.EXPEDITION:
        return False
    if g.controller_of(card) != g.controller_of(src):
        return False
    return bool(set(g.expeditions_of(src)) & set(g.expeditions_of(card)))


CHARACTER = Filter()


PERMANENT = Filter(types=("permanent",))


CHAR_OR_PERM = Filter(types=("character", "permanent"))


def zones_of_any(descriptions: tuple[Description, ...]) -> tuple[Zone, ...]:
    """Where objects matching any of `descriptions` are looked for: each one's zones, in
    order, once."""
    out: list[Zone] = []
    for d in descriptions:
        out += [z for z in d.zones if z not in out]
    return tuple(out)


ANY_TYPE = ("character", "spell", "permanent")


@attrs.frozen
class AnySubtype(Filter):
    """"a Song or Artist": a card with one of `subtypes`, whatever its type. A Song is a
    Spell and an Artist a Character, so the sub-type alone says which cards count."""

    types: tuple[str, ...] = ANY_TYPE
    subtypes: tuple[str, ...] = ()

    def fits(self, cd: CardDef, played_from: Zone | None = None) -> bool:
        return (super().fits(cd, played_from)
                and any(s in cd.subtypes for s in self.subtypes))

    def noun(self, plural: bool = False) -> str:
        return " or ".join(s.capitalize() + ("s" if plural else "") for s in self.subtypes)


@attrs.frozen
class AnyOf:
    """A description made of several ("Animal and Adventurer in your Reserve", "Permanent in
    play or card in Reserve"): an object matching any one of them; `words` is the printed
    noun. It answers what a selector asks of a `Filter`.  `nouns`, when the text prints
    one noun per description ("target Permanent or target card in Reserve": one target of
    either kind, `TargetOneOf`, 6.5.b), are those nouns in order."""

    filters: tuple[Description, ...]
    words: str
    nouns: tuple[str, ...] = ()

    @property
    def zones(self) -> tuple[Zone, ...]:
        return zones_of_any(self.filters)

    def matches(self, g: GameState, card: Card, ctx: Ctx) -> bool:
        return any(f.matches(g, card, ctx) for f in self.filters)

    def noun(self, plural: bool = False) -> str:
        return self.words


def your_permanents(g: GameState, player: int) -> list[Card]:
    """The Permanents a player controls (7.5.4): in their Expeditions and Landmarks."""
    return [c for c in g.objects_in((ZONE.EXPEDITION, ZONE.LANDMARK))
            if c.cdef.counts_as("permanent") and g.controller_of(c) == player]


def in_single_terrain_region(g: GameState, card: Card) -> bool:
    """In play in an Expedition whose region is face up with exactly one terrain as it is
    now — the ruling taken for "single-terrain regions" (docs/mechanisms.md, Cyclone); a
    Gigantic object is in both of its Expeditions' regions (7.4.4)."""
    if card.zone is not ZONE.EXPEDITION:
        return False
    p = g.players[card.controller]  # in an Expedition: controlled (7.5.4)
    for e in g.expeditions_of(card):
        i = p.position[e]
        if not g.regions[i].face_down and len(g.terrains_at(i)) == 1:
            return True
    return False


def exhausted_yours(g: GameState, player: int, permanents: bool = True,
                    reserve: bool = True) -> list[Card]:
    """The exhausted Permanents a player controls and exhausted cards of their Reserve."""
    out: list[Card] = []
    if permanents:
        out += [c for c in your_permanents(g, player) if c.exhausted]
    if reserve:
        out += [c for c in g.players[player].reserve if c.exhausted]
    return out
