"""Conditions of conditional steps (6.5.d) and of triggers (6.3.b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.boosts import exhausted_yours
from engine.effects.counts import ExhaustedCardsInReserve
from engine.effects.filters import (
    CHARACTER,
    TYPE_NOUNS,
    Filter,
    _has_zero_base_stat,
    base_cost,
    in_terrain_now,
)
from engine.effects.filters import in_single_terrain_region as in_single_terrain_region
from engine.effects.passives import terrain_name
from engine.effects.regions import (
    _in_contact,
    ascended_expeditions,
    characters_facing,
    considered,
    expedition_in_contact,
    facing_expeditions,
    is_ascended,
)
from engine.effects.selectors.base import _its
from engine.effects.triggers.base import REVEALED_WITH_ROLL, Trigger
from engine.events import Event
from engine.model import EXPEDITIONS, STATUS, ZONE

if TYPE_CHECKING:  # pragma: no cover

    from engine.effects.context import Ctx
    from engine.effects.filters import Description, Filter
    from engine.model import Card, Status, Terrain
    from engine.state import GameState


class Condition:
    def holds(self, g: GameState, ctx: Ctx) -> bool:  # pragma: no cover - abstract
        raise NotImplementedError

    def text(self) -> str:  # pragma: no cover - abstract
        raise NotImplementedError


@attrs.frozen
class YouControl(Condition):
    """"If you control N or more [objects]" (7.5.4: Reserve cards are not controlled)."""

    filter: Filter
    at_least: int = 1
    # printed "one or more [objects]" rather than "a [object]": wording only
    one_or_more: bool = attrs.field(default=False, eq=False)

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return self.filter.count_controlled(g, ctx) >= self.at_least

    def text(self) -> str:
        words = {1: "a", 2: "two or more", 3: "three or more"}
        if self.one_or_more:
            return f"you control one or more {self.filter.noun(plural=True)}"
        if self.at_least == 1:
            noun = self.filter.noun()
            return f"you control {'an' if noun[:1] in 'AEIOU' else 'a'} {noun}"
        return f"you control {words.get(self.at_least, f'{self.at_least} or more')} {self.filter.noun(plural=True)}"


@attrs.frozen
class FirstPlayer(Condition):
    """"If you are the first player"."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return g.first == ctx.controller

    def text(self) -> str:
        return "you are the first player"


@attrs.frozen
class IAmBoosted(Condition):
    """"While I'm Boosted": the bearer has at least one boost (2.4.4.a), looked at when
    the condition is checked."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return (src is not None and g.alive(src, ctx.source_oid)
                and src.counters.get("boost", 0) > 0)

    def text(self) -> str:
        return "I'm Boosted"


@attrs.frozen
class FewerManaOrbs(Condition):
    """"If you have less than N Mana Orbs": every card in your Mana zone counts, ready or
    exhausted (3.2.9.c)."""

    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return len(g.players[ctx.controller].mana) < self.n

    def text(self) -> str:
        return f"you have less than {self.n} Mana Orbs"


@attrs.frozen
class IHaveAtMostBoosts(Condition):
    """"If I have N boosts or less": the bearer's boosts (2.4.4) when the condition is
    checked (6.5.d); none counts as zero. ("N or more" is `core_words.IHaveBoosts`.)"""

    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return (src is not None and g.alive(src, ctx.source_oid)
                and src.counters.get("boost", 0) <= self.n)

    def text(self) -> str:
        return f"I have {self.n} boost{'' if self.n == 1 else 's'} or less"


def single_terrain_regions_visible(g: GameState) -> int:
    """How many regions of the Adventure are visible (face up: a face-down Tumult region
    shows nothing, remark under 2.2.2.k) and have exactly one terrain, as they are now
    (after passives such as "All regions are Water and lose their other types")."""
    return sum(1 for i, r in enumerate(g.regions)
               if not r.face_down and len(g.terrains_at(i)) == 1)


@attrs.frozen
class SingleTerrainRegionsVisible(Condition):
    """"If three or more single-terrain regions are visible": counted when the condition is
    checked (6.5.d), over the whole Adventure, whoever's Expeditions stand there."""

    at_least: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return single_terrain_regions_visible(g) >= self.at_least

    def text(self) -> str:
        words = {3: "three", 4: "four", 5: "five"}
        return f"{words.get(self.at_least, self.at_least)} or more single-terrain regions are visible"


@attrs.frozen
class IAmInTerrain(Condition):
    """"If I'm in [terrain]" / "Unless I'm in [terrain]": the region of my Expedition has
    that terrain now (a Gigantic object: either of its regions).  Out of play, I am in no
    region, so the condition does not hold."""

    terrain: Terrain
    negated: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        found = src is not None and in_terrain_now(g, src, self.terrain)
        return found != self.negated

    def text(self) -> str:
        return f"I'm {'not ' if self.negated else ''}in {self.terrain.value.capitalize()}"


@attrs.frozen
class DiscardedThisWay(Condition):
    """"If you discarded a [card / Character / …] this way": one of the cards the step before
    chose (`ctx.chosen`, e.g. the card a Sabotage picked, 7.3.24) is now in a Discard pile,
    of that type if one is named. With none chosen, or none discarded, it fails (6.5.d)."""

    types: tuple[str, ...] = ()  # empty: any card

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return any(c.zone is ZONE.DISCARD and (not self.types or c.cdef.counts_as(self.types))
                   for c in ctx.chosen)

    def text(self) -> str:
        kind = TYPE_NOUNS[self.types[0]] if self.types else "card"
        return f"you discarded a {kind} this way"


_COUNT_WORDS = {0: "no", 1: "one or more", 2: "two or more", 3: "three or more"}


@attrs.frozen
class YourZoneHolds(Condition):
    """"If your hand is empty", "If your Reserve is empty", "If you have two or more
    cards in Reserve": a count of the cards of a zone you own (7.5.4: nobody controls
    them), exhausted ones included."""

    zone: str  # "hand" | "reserve"
    at_least: int = 0  # 0: the zone is empty

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        n = len(getattr(g.players[ctx.controller], self.zone))
        return n == 0 if self.at_least == 0 else n >= self.at_least

    def text(self) -> str:
        name = "hand" if self.zone == "hand" else "Reserve"
        if self.at_least == 0:
            return f"your {name} is empty"
        return f"you have {_COUNT_WORDS.get(self.at_least, f'{self.at_least} or more')} cards in {name}"


@attrs.frozen
class ItsExpeditionIs(Condition):
    """"If its Expedition is behind": the Expedition of the object the trigger bound
    ("it", 6.3.h), compared with the Expedition facing it (7.5.2); a Gigantic one's
    Expeditions must all be (7.4.4.j).  Not in an Expedition: the condition fails."""

    state: str  # ahead | behind | tied

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        it = ctx.it
        if it is None or not g.alive(it, ctx.it_oid) or it.zone is not ZONE.EXPEDITION:
            return False
        ctrl = g.controller_of(it)
        exps = g.expeditions_of(it)
        return ctrl is not None and bool(exps) and all(
            standing(g, ctrl, e) == self.state for e in exps)

    def text(self) -> str:
        return f"its Expedition is {self.state}"


@attrs.frozen
class ExhaustedInReserves(Condition):
    """"If there are two or more exhausted cards in Reserve": counted over every Reserve
    (no owner is named, 7.5.4)."""

    at_least: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        n = sum(1 for p in g.players for c in p.reserve if STATUS.EXHAUSTED in c.statuses)
        return n >= self.at_least

    def text(self) -> str:
        words = _COUNT_WORDS.get(self.at_least, f"{self.at_least} or more")
        return f"there are {words} exhausted cards in Reserve"


@attrs.frozen
class YouHaveExhausted(Condition):
    """"If you control an exhausted Permanent", "if there's an exhausted card in your
    Reserve", or both joined by "or"; "If there are N or more exhausted cards among
    Permanents you control and cards in your Reserve". Nobody controls Reserve cards
    (7.5.4): "your Reserve" is the one you own."""

    permanents: bool = True
    reserve: bool = True
    at_least: int = 1
    # printed "there's an exhausted card in your Reserve or you control an exhausted
    # Permanent": wording only
    reserve_first: bool = attrs.field(default=False, eq=False)

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        n = len(exhausted_yours(g, ctx.controller, self.permanents, self.reserve))
        return n >= self.at_least

    def text(self) -> str:
        if self.at_least > 1:
            return (f"there are {_NUMBER_WORDS.get(self.at_least, self.at_least)} or more "
                    "exhausted cards among Permanents you control and cards in your Reserve")
        parts = []
        if self.permanents:
            parts.append("you control an exhausted Permanent")
        if self.reserve:
            parts.append("there's an exhausted card in your Reserve")
        if self.reserve_first:
            return " or ".join(reversed(parts))
        return " or if ".join(parts)


_NUMBER_WORDS = {2: "two", 3: "three", 4: "four", 5: "five"}


@attrs.frozen
class ItsHandCostWas(Condition):
    """"If its Hand Cost was N or more": the printed Hand Cost of the object the step before
    dealt with (a sacrificed card, looked at as it was, 6.3.j)."""

    at_least: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return bool(ctx.chosen) and ctx.chosen[0].cdef.hand_cost >= self.at_least

    def text(self) -> str:
        return f"its Hand Cost was {self.at_least} or more"


@attrs.frozen
class YourHandIsEmpty(Condition):
    """"If your hand is empty": no card in your Hand when the condition is checked
    (6.5.d)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return not g.players[ctx.controller].hand

    def text(self) -> str:
        return "your hand is empty"


@attrs.frozen
class YourHeroHasCounters(Condition):
    """"If your Hero has N or more [name] counters": the counters on the Hero of "you"
    when the condition is checked (2.5); no Hero, none."""

    name: str
    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        hero = g.players[ctx.controller].hero
        return hero is not None and hero.counters.get(self.name, 0) >= self.n

    def text(self) -> str:
        return f"your Hero has {self.n} or more {self.name.capitalize()} counters"


@attrs.frozen
class IHaveBoosts(Condition):
    """"If I have N or more boosts": the bearer's boosts when the condition is checked
    (2.5.1, 6.5.d)."""

    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return (src is not None and g.alive(src, ctx.source_oid)
                and src.counters.get("boost", 0) >= self.n)

    def text(self) -> str:
        return f"I have {self.n} or more boosts"


@attrs.frozen
class BaseStatsOfZero(Condition):
    """"If you have N or more base statistics of 0 among Characters you control": each
    printed statistic (Forest, Mountain, Water, 2.2.10) equal to 0 counts once, boosts not
    included; a token's are those its effect gave it."""

    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        zeros = 0
        for c in g.objects_in(CHARACTER.zones):
            if g.controller_of(c) != ctx.controller or not CHARACTER.matches(g, c, ctx):
                continue
            st = c.cdef.stats
            if st is not None:
                zeros += (st.forest == 0) + (st.mountain == 0) + (st.water == 0)
        return zeros >= self.n

    def text(self) -> str:
        words = {2: "two", 3: "three", 4: "four"}
        return (f"you have {words.get(self.n, self.n)} or more base statistics of 0 among "
                "Characters you control")


@attrs.frozen
class IHaveCounters(Condition):
    """"If I have less than N / N or more [name] counters": the bearer's counters when the
    condition is checked (2.5, 6.5.d)."""

    name: str
    n: int
    less: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        have = src.counters.get(self.name, 0) if src is not None else 0
        return have < self.n if self.less else have >= self.n

    def text(self) -> str:
        words = {5: "five", 3: "three", 2: "two"}
        k = words.get(self.n, str(self.n))
        name = self.name.capitalize()
        return (f"I have less than {k} {name} counters" if self.less
                else f"I have {k} or more {name} counters")


@attrs.frozen
class InAscendedExpedition(Condition):
    """"If I'm in an Ascended Expedition" (a Gigantic object: in any of them); "If my
    Expedition is Ascended" is the same test, printed differently."""

    wording: str = attrs.field(default="in", eq=False)  # in | my

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        if src is None or src.zone is not ZONE.EXPEDITION:
            return False
        return any(is_ascended(g, src.controller, e) for e in g.expeditions_of(src))

    def text(self) -> str:
        if self.wording == "my":
            return "my Expedition is Ascended"
        return "I'm in an Ascended Expedition"


@attrs.frozen
class FirstPlayerIs(Condition):
    """"If you are first player" / "If your opponent is first player" (4.1: the first
    player, who may change during the game), looked at when the condition is checked."""

    opponent: bool = False
    not_words: bool = attrs.field(default=False, eq=False)  # printed "you are not first player"

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return (g.first == ctx.controller) != self.opponent

    def text(self) -> str:
        if self.not_words:
            return "you are not first player"
        return "your opponent is first player" if self.opponent else "you are first player"


@attrs.frozen
class FacingExpeditionIn(Condition):
    """"If I'm facing an Expedition in [terrain]": the Expedition facing me is in a region
    that has that terrain (its terrains as they are now, after passives)."""

    terrain: Terrain

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        if src is None:
            return False
        return any(self.terrain in g.terrains_at(g.players[p].position[e])
                   for p, e in facing_expeditions(g, src))

    def text(self) -> str:
        return f"I'm facing an Expedition in {self.terrain.value.capitalize()}"


@attrs.frozen
class FacingCharacters(Condition):
    """"If I'm facing a Character" / "… two or more Characters": Characters in the
    Expedition(s) facing me."""

    at_least: int = 1

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return src is not None and len(characters_facing(g, src)) >= self.at_least

    def text(self) -> str:
        if self.at_least == 1:
            return "I'm facing a Character"
        return f"I'm facing {_WORDS.get(self.at_least, self.at_least)} or more Characters"


_WORDS = {2: "two", 3: "three", 4: "four"}


@attrs.frozen
class IHaveFewBoosts(Condition):
    """"If I have no boosts" / "If I have less than N boosts": the bearer's boosts (2.4.4)
    when the condition is checked (6.5.d)."""

    less_than: int = 1  # "no boosts" is "less than 1"

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return (src is not None and g.alive(src, ctx.source_oid)
                and src.counters.get("boost", 0) < self.less_than)

    def text(self) -> str:
        if self.less_than == 1:
            return "I have no boosts"
        return f"I have less than {self.less_than} boosts"


@attrs.frozen
class IAmInContact(Condition):
    """"If I'm In contact": "I'm In Contact if another player's Expedition is in my region"
    (reminder text).  A Character in play is in its Expedition's region (both regions for a
    Gigantic one, 7.4.4); out of play, it is in no region and not In contact."""

    negated: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        found = (src is not None and src.zone is ZONE.EXPEDITION
                 and any(expedition_in_contact(g, src.controller, e)
                         for e in g.expeditions_of(src)))
        return found != self.negated

    def text(self) -> str:
        return "I'm not In contact" if self.negated else "I'm In contact"


@attrs.frozen
class IAmStatus(Condition):
    """"If I'm Anchored / Asleep": the bearer has the status now (2.4.1)."""

    status: Status
    negated: bool = False  # "If I'm not Fleeting"

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return src is not None and (self.status in src.statuses) != self.negated

    def text(self) -> str:
        return f"I'm {'not ' if self.negated else ''}{self.status.value.capitalize()}"


@attrs.frozen
class LandmarkCount(Condition):
    """"If there are N or more cards in your Landmarks" / "if there's another card in your
    Landmarks": the cards in your Landmark zone now (3.2.8), Manaseeds included; "another"
    leaves out the bearer itself."""

    at_least: int = 1
    other: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        cards = [c for c in g.players[ctx.controller].landmarks
                 if not (self.other and src is not None and c is src)]
        return len(cards) >= self.at_least

    def text(self) -> str:
        if self.other:
            return "there's another card in your Landmarks"
        n = {2: "two", 3: "three", 4: "four"}.get(self.at_least, str(self.at_least))
        return f"there are {n} or more cards in your Landmarks"


@attrs.frozen
class IHaveNoBoosts(Condition):
    """"If I have no boosts": the bearer has no boost now (2.4.4)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return (src is not None and g.alive(src, ctx.source_oid)
                and not src.counters.get("boost", 0))

    def text(self) -> str:
        return "I have no boosts"


@attrs.frozen
class HandCostIsTheDie(Condition):
    """"If its Hand Cost is equal to the die's result": the revealed card's printed Hand
    Cost against the result of the roll it was revealed with."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        ev = ctx.event
        return (ev is not None and ev.kind == REVEALED_WITH_ROLL and ctx.it is not None
                and ctx.it.cdef.hand_cost == ev.value[0])

    def text(self) -> str:
        return "its Hand Cost is equal to the die's result"


def _characters_you_have(g: GameState, ctx: Ctx, reserve: bool) -> list[Card]:
    """Characters you control in play, and (when `reserve`) the Characters of your own
    Reserve (nobody controls those, 7.5.4: they are yours as their owner)."""
    out = [c for c in g.expedition_zone if c.cdef.is_character and c.controller == ctx.controller]
    if reserve:
        out += [c for c in g.players[ctx.controller].reserve if c.cdef.is_character]
    return out


_COUNT_WORDS_LYRA = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
                9: "nine"}


@attrs.frozen
class ZeroStatsAmong(Condition):
    """"If there are N or more base statistics of 0 among Characters you control [and in
    your Reserve]": each printed statistic equal to 0 counts once (2.2.10; boosts do not
    change a base statistic), over your Characters in play and, when said, in your Reserve."""

    n: int
    reserve: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        zeros = 0
        for c in _characters_you_have(g, ctx, self.reserve):
            st = c.cdef.stats
            if st is not None:
                zeros += (st.forest == 0) + (st.mountain == 0) + (st.water == 0)
        return zeros >= self.n

    def text(self) -> str:
        where = " and in your Reserve" if self.reserve else ""
        return (f"there are {_COUNT_WORDS_LYRA.get(self.n, self.n)} or more base statistics of 0 "
                f"among Characters you control{where}")


@attrs.frozen
class BoostsAmong(Condition):
    """"If there are N or more boosts among Characters you control and in your Reserve":
    the boosts on those Characters added up (2.5: counters stay on Reserve cards)."""

    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return sum(c.counters.get("boost", 0)
                   for c in _characters_you_have(g, ctx, True)) >= self.n

    def text(self) -> str:
        return f"there are {self.n} or more boosts among Characters you control and in your Reserve"


@attrs.frozen
class NeitherExpeditionIn(Condition):
    """"If neither of my Expeditions is in [terrain]": my controller's two Expeditions
    (my own and the other, 7.4.4) stand on regions without that terrain."""

    terrain: Terrain
    your: bool = attrs.field(default=False, eq=False)  # printed "your Expeditions" (uniques)

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        p = g.players[ctx.controller]
        return not any(self.terrain in g.terrains_at(p.position[e]) for e in ("hero", "companion"))

    def text(self) -> str:
        whose = "your" if self.your else "my"
        return f"neither of {whose} Expeditions is in {self.terrain.value.capitalize()}"


def _put_this_way(g: GameState, ctx: Ctx) -> Card | None:
    """The Character the step before put in Reserve (a Resupply records what it put)."""
    for c in ctx.chosen:
        if c.zone is ZONE.RESERVE and c.cdef.is_character and g.alive(c):
            return c
    return None


@attrs.frozen
class PutACharacterThisWay(Condition):
    """"If you put a Character in Reserve this way": the card the step before put in your
    Reserve (Resupply) is a Character, and is still there."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return _put_this_way(g, ctx) is not None

    def text(self) -> str:
        return "you put a Character in Reserve this way"


@attrs.frozen
class RevealedIs(Condition):
    """"If it's a Character with a base statistic of 0" / "an Artist or Song" / "a Robot or
    Permanent": the card just revealed is of one of these kinds (a type, or a sub-type of
    any type), its printed facts (2.2)."""

    kinds: tuple[str, ...]  # "character" / "spell" / "permanent", or a sub-type
    zero_base_stat: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        for c in ctx.chosen:
            cd = c.cdef
            if self.zero_base_stat and not _has_zero_base_stat(cd):
                continue
            if any(cd.counts_as(k) or k in cd.subtypes for k in self.kinds):
                return True
        return False

    def text(self) -> str:
        names = [k.capitalize() for k in self.kinds]
        article = "an" if names[0][:1] in "AEIOU" else "a"
        out = f"it's {article} {' or '.join(names)}"
        return out + (" with a base statistic of 0" if self.zero_base_stat else "")


@attrs.frozen
class TheResultIs(Condition):
    """"If the result is N+": the result of the roll that activated this Reaction."""

    at_least: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        ev = ctx.event
        return ev is not None and ev.kind == "roll" and ev.value >= self.at_least

    def text(self) -> str:
        return f"the result is {self.at_least}+"


@attrs.frozen
class YourExpeditionsInContact(Condition):
    """"If one or more of your Expeditions are In contact" / "If each of your Expeditions
    is In contact": "It's In Contact if there is another player's Expedition in its region"
    (reminder text)."""

    each: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        n = len(_in_contact(g, ctx.controller))
        return n == 2 if self.each else n >= 1

    def text(self) -> str:
        if self.each:
            return "each of your Expeditions is In contact"
        return "one or more of your Expeditions are In contact"


@attrs.frozen
class ResultHigherThanHandCost(Condition):
    """"If X is higher than the Hand Cost of the target": the die result against the
    printed Hand Cost of the card the step before targeted."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return (ctx.die is not None and bool(ctx.chosen)
                and ctx.die > ctx.chosen[0].cdef.hand_cost)

    def text(self) -> str:
        return "X is higher than the Hand Cost of the target"


@attrs.frozen
class ItWasIn(Condition):
    """"If it was in [terrain]": the object the step before moved out of play was, as it
    last was in play (6.3.j), in an Expedition whose region has that terrain."""

    terrain: Terrain

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        for c in ctx.chosen:
            last = c.last or {}
            ctrl, exp = last.get("controller"), last.get("expedition")
            if last.get("zone") is not ZONE.EXPEDITION or ctrl is None or exp is None:
                continue
            exps = ("hero", "companion") if last.get("gigantic") else (exp,)
            if any(self.terrain in g.terrains_at(g.players[ctrl].position[e]) for e in exps):
                return True
        return False

    def text(self) -> str:
        return f"it was in {self.terrain.value.capitalize()}"


@attrs.frozen
class YouControlIt(Condition):
    """"If you control it": the object the effect chose before ("it", 6.3.h) is in play
    under your control (7.5.4)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        it = ctx.it if ctx.it is not None else (ctx.chosen[0] if ctx.chosen else None)
        return it is not None and g.alive(it) and g.controller_of(it) == ctx.controller

    def text(self) -> str:
        return "you control it"


@attrs.frozen
class OpponentControls(Condition):
    """"If an opponent controls N or more [objects]": an opponent has at least that many
    in play now (7.5.4: controlled objects are in play)."""

    n: int
    filter: Description  # without a controller

    # printed "three Characters or more" rather than "three or more Characters"
    more_after: bool = attrs.field(default=False, eq=False)

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return any(sum(1 for c in g.objects_in(self.filter.zones)
                       if g.controller_of(c) == p and self.filter.matches(g, c, ctx)) >= self.n
                   for p in range(len(g.players)) if p != ctx.controller)

    def text(self) -> str:
        words = {2: "two", 3: "three", 4: "four"}.get(self.n, str(self.n))
        if self.more_after:
            return f"an opponent controls {words} {self.filter.noun(plural=True)} or more"
        return f"an opponent controls {words} or more {self.filter.noun(plural=True)}"


@attrs.frozen
class FacingOnly(Condition):
    """"If I'm facing only one Character": exactly that many Characters in the
    Expedition(s) facing me."""

    n: int = 1

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return ctx.source is not None and len(characters_facing(g, ctx.source)) == self.n

    def text(self) -> str:
        return "I'm facing only one Character"


def _was_where(g: GameState, card: Card) -> tuple[int | None, list[str]]:
    """The controller and Expedition(s) of an object now, or as it last was in play (6.3.j)."""
    if card.zone is ZONE.EXPEDITION:
        return g.controller_of(card), list(g.expeditions_of(card))
    last = card.last or {}
    if last.get("zone") is not ZONE.EXPEDITION:
        return None, []
    exps = ["hero", "companion"] if last.get("gigantic") else [last.get("expedition")]
    return last.get("controller"), [e for e in exps if e]


@attrs.frozen
class ItWasntIn(Condition):
    """"If it wasn't in [terrain]": the object the step before moved was not, as it last
    was in play, in an Expedition whose region had that terrain (7.5.7; 6.3.j) — read
    when the condition is checked, right after the move."""

    terrain: Terrain

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        it = _its(ctx)
        if it is None:
            return False
        ctrl, exps = _was_where(g, it)
        if ctrl is None:
            return True  # it was in no Expedition, so in no terrain
        return not any(self.terrain in g.terrains_at(g.players[ctrl].position[e]) for e in exps)

    def text(self) -> str:
        return f"it wasn't in {terrain_name(self.terrain)}"


@attrs.frozen
class IHadBoosts(Condition):
    """"if I had N or more boosts": the boosts I held as I last was in play (6.3.j) — they
    are gone once I reach the Reserve (2.5.e), so the move keeps a note of them."""

    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        if src is None:
            return False
        had = (src.last or {}).get("boosts", 0)
        return had >= self.n

    def text(self) -> str:
        return f"I had {self.n} or more boosts"


@attrs.frozen
class ManaOrbsAtLeast(Condition):
    """"If you have N or more Mana Orbs": every card in your Mana zone is a Mana Orb, ready
    or exhausted (3.2.9.c)."""

    n: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return len(g.players[ctx.controller].mana) >= self.n

    def text(self) -> str:
        return f"you have {_WORDS_ORDIS.get(self.n, str(self.n))} or more Mana Orbs"


@attrs.frozen
class MyExpeditionInContact(Condition):
    """"If my Expedition is In contact": another player's Expedition is in its region
    (reminder text of In contact); the bearer must be in play in that Expedition."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        if src is None or src.zone is not ZONE.EXPEDITION:
            return False
        return any(expedition_in_contact(g, src.controller, e)
                   for e in g.expeditions_of(src))

    def text(self) -> str:
        return "my Expedition is In contact"


@attrs.frozen
class CardsOfTypeInReserve(Condition):
    """"If there are N or more [Spells] in your Reserve": counted when checked."""

    type: str  # character | permanent | spell
    at_least: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return sum(1 for c in g.players[ctx.controller].reserve
                   if c.cdef.counts_as(self.type)) >= self.at_least

    def text(self) -> str:
        n = _WORDS_ORDIS.get(self.at_least, str(self.at_least))
        return f"there are {n} or more {self.type.capitalize()}s in your Reserve"


_WORDS_ORDIS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
          9: "nine", 10: "ten"}


@attrs.frozen
class YourExpeditionsAre(Condition):
    """"If each of your Expeditions is behind or tied": both of your Expeditions stand so
    against the opposing ones (7.5.2), looked at when the condition is checked."""

    states: tuple[str, ...]  # of ahead | behind | tied

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return all(standing(g, ctx.controller, e) in self.states for e in EXPEDITIONS)

    def text(self) -> str:
        return f"each of your Expeditions is {' or '.join(self.states)}"


@attrs.frozen
class FewerInReserveThanOpponent(Condition):
    """"If you have less cards in Reserve (in hand) than target opponent": the opponent is
    the target (with two players, the only one); the counts are taken when checked."""

    zone: str = "reserve"  # reserve | hand

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        mine, theirs = g.players[ctx.controller], g.players[1 - ctx.controller]
        return len(getattr(mine, self.zone)) < len(getattr(theirs, self.zone))

    def text(self) -> str:
        where = "Reserve" if self.zone == "reserve" else "hand"
        return f"you have less cards in {where} than target opponent"


@attrs.frozen
class ItIsStatus(Condition):
    """"If it is Asleep": the object called "it" (6.3.h) has that status now (2.4)."""

    status: Status

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        it = ctx.it
        return it is not None and g.alive(it, ctx.it_oid) and self.status in it.statuses

    def text(self) -> str:
        return f"it is {self.status.value.capitalize()}"


@attrs.frozen
class AnyExpeditionAscended(Condition):
    """"If one or more (at least one) of your Expeditions is Ascended": until Rest."""

    wording: str = "one or more"  # one or more | at least one

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return bool(ascended_expeditions(g, ctx.controller))

    def text(self) -> str:
        return f"{self.wording} of your Expeditions is Ascended"


@attrs.frozen
class SpellInReserve(Condition):
    """"If there's a Spell with Reserve Cost N or more in your Reserve": its printed Reserve
    Cost (2.2.8)."""

    min_reserve_cost: int

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return any(c.cdef.counts_as("spell") and c.cdef.reserve_cost >= self.min_reserve_cost
                   for c in g.players[ctx.controller].reserve)

    def text(self) -> str:
        return f"there's a Spell with Reserve Cost {self.min_reserve_cost} or more in your Reserve"


@attrs.frozen
class ItIsInAscended(Condition):
    """"If it's in an Ascended Expedition": "it" (6.3.h) is in play in one (until Rest)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        it = ctx.it
        if it is None or not g.alive(it, ctx.it_oid) or it.zone is not ZONE.EXPEDITION:
            return False
        return any(is_ascended(g, it.controller, e) for e in g.expeditions_of(it))

    def text(self) -> str:
        return "it's in an Ascended Expedition"


@attrs.frozen
class NoCharactersFacingMe(Condition):
    """"If there are no Characters in the Expedition facing me": the opponent's Expedition
    of the same name as mine (7.5.6) holds no Character now."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        me = ctx.source
        if me is None or me.zone is not ZONE.EXPEDITION:
            return False
        opp = 1 - me.controller  # in an Expedition: controlled (7.5.4)
        return not any(c.cdef.is_character for e in g.expeditions_of(me)
                       for c in g.in_expedition(opp, e))

    def text(self) -> str:
        return "there are no Characters in the Expedition facing me"


@attrs.frozen
class ItIsFacingMe(Condition):
    """"If it's facing me": "it" (6.3.h) is in play in an opponent's Expedition of the same
    name as one I am in (7.5.6)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        me, it = ctx.source, ctx.it
        if me is None or it is None or not g.alive(it, ctx.it_oid):
            return False
        if me.zone is not ZONE.EXPEDITION or it.zone is not ZONE.EXPEDITION:
            return False
        if g.controller_of(it) == g.controller_of(me):
            return False
        return bool(set(g.expeditions_of(it)) & set(g.expeditions_of(me)))

    def text(self) -> str:
        return "it's facing me"


@attrs.frozen
class IAmInSingleTerrainRegion(Condition):
    """"If I'm in a single-terrain region"."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        return src is not None and g.alive(src, ctx.source_oid) and in_single_terrain_region(g, src)

    def text(self) -> str:
        return "I'm in a single-terrain region"


@attrs.frozen
class BothExpeditionsFailed(Condition):
    """"If both of your Expeditions failed to move forward": at the Progress whose failure
    activated this Reaction (the event records every Expedition of that player that did
    not move forward then, 4.2.4.i)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        ev = ctx.event
        if ev is None or ev.kind != "progress" or len(ev.value) < 3:
            return False
        return set(ev.value[2]) >= set(EXPEDITIONS)

    def text(self) -> str:
        return "both of your Expeditions failed to move forward"


@attrs.frozen
class NoCharacterFacingIt(Condition):
    """"If there is no Character facing it", "it" being each Ascended Expedition that just
    moved forward (the trigger's event): true if the opponent's Expedition of the same name
    facing at least one of them holds no Character (Gigantic ones count in both, 7.4.4)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        ev = ctx.event
        if ev is None or ev.kind != "ascended_forward":
            return False
        opp = 1 - ctx.controller
        return any(not any(c.cdef.is_character for c in g.in_expedition(opp, exp))
                   for exp in ev.value)

    def text(self) -> str:
        return "there is no Character facing it"


@attrs.frozen
class IWas(Condition):
    """A past-tense trigger condition, "if I was (not) [status]", read from before the event
    (6.3.k)."""

    status: Status
    negate: bool = False

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        ev = ctx.event
        had = ev is not None and self.status in ev.was
        return had != self.negate

    def text(self) -> str:
        return f"I was {'not ' if self.negate else ''}{self.status.value.capitalize()}"


@attrs.frozen
class ChosenIs(Condition):
    """"If it's a [type]": checks the card chosen by the previous step wherever it is
    (2.2.1.i)."""

    type: str

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return any(c.cdef.counts_as(self.type) for c in ctx.chosen)

    def text(self) -> str:
        return f"it's a {self.type.capitalize()}"


def standing(g: GameState, player: int, exp: str) -> str:
    """ahead / behind / tied, by distance from the starting region (7.5.2); a passive may
    have the Expedition considered behind (lyra_regions_words)."""
    if considered(g, player, exp, "behind"):
        return "behind"
    if g.tiebreak:
        return "tied"  # 7.5.2.d
    mine = g.players[player].distance(exp)
    theirs = g.players[1 - player].distance(exp)
    return "ahead" if mine > theirs else "behind" if mine < theirs else "tied"


@attrs.frozen
class MyExpeditionIs(Condition):
    """"If my Expedition is ahead / behind / tied": a Gigantic object's Expeditions must
    all be (7.4.4.j)."""

    state: str  # ahead | behind | tied

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        src = ctx.source
        exps = g.expeditions_of(src) if src is not None else []
        ctrl = src.controller if src is not None else ctx.controller
        return bool(exps) and all(standing(g, ctrl, e) == self.state for e in exps)

    def text(self) -> str:
        return f"my Expedition is {self.state}"


def _last_base_cost(card: Card) -> int:
    """The Base Cost of an object as it last was in play (6.3.j): its Reserve Cost if it
    was Fleeting then, its Hand Cost if not."""
    if card.zone in (ZONE.EXPEDITION, ZONE.LANDMARK):
        return base_cost(card)
    was = (card.last or {}).get("statuses", frozenset())
    return card.cdef.reserve_cost if STATUS.FLEETING in was else card.cdef.hand_cost


@attrs.frozen
class ItsBaseCostWas(Condition):
    """"If its Base Cost was N or more": "it" is the object the step before chose (Partial
    Referee's discarded Character), looked at as it last was in play (6.3.j)."""

    n: int
    more: bool = True

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        it = ctx.chosen[0] if ctx.chosen else ctx.it
        if it is None:
            return False
        v = _last_base_cost(it)
        return v >= self.n if self.more else v <= self.n

    def text(self) -> str:
        return f"its Base Cost was {self.n} or {'more' if self.more else 'less'}"


@attrs.frozen
class ExhaustedCardsAre(Condition):
    """"If there's an exhausted card in Reserve" / "two or more exhausted card(s) in
    Reserve": counted over every Reserve, no owner being named (7.5.4)."""

    at_least: int = 1
    wording: str = attrs.field(default="", eq=False)  # the printed words

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return ExhaustedCardsInReserve().value(g, ctx) >= self.at_least

    def text(self) -> str:
        return self.wording or f"there are {self.at_least} or more exhausted cards in Reserve"


def _chosen_in_reserve(ctx: Ctx) -> Card | None:
    it = ctx.chosen[0] if ctx.chosen else None
    return it if it is not None and it.zone is ZONE.RESERVE else None


@attrs.frozen
class ItWasTheOnlyCardInTheirReserve(Condition):
    """"If it was the only card in their Reserve": the card the step before chose is alone
    in its owner's Reserve (a Reserve is its owner's, 1.4.3)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        it = _chosen_in_reserve(ctx)
        return it is not None and g.players[it.owner].reserve == [it]

    def text(self) -> str:
        return "it was the only card in their Reserve"


@attrs.frozen
class ItsInYourReserve(Condition):
    """"If it's in your Reserve": the card the step before chose is in the Reserve of the
    effect's controller."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        it = _chosen_in_reserve(ctx)
        return it is not None and it.owner == ctx.controller

    def text(self) -> str:
        return "it's in your Reserve"


# ------------------------------------------------------------------ unique cards' conditions
@attrs.frozen
class IAmTheOnlyCharacter(Condition):
    """"If I'm the only Character in my Expedition": no other Character is in an
    Expedition I am in (both, for a Gigantic one: either will do), when checked."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        me = ctx.source
        if me is None or me.zone is not ZONE.EXPEDITION:
            return False
        return any(all(c is me or not c.cdef.is_character
                       for c in g.in_expedition(me.controller, e))
                   for e in g.expeditions_of(me))

    def text(self) -> str:
        return "I'm the only Character in my Expedition"


@attrs.frozen
class CharacterInEachExpedition(Condition):
    """"If you control a Character in each of your Expeditions" (a Gigantic one is in
    both, 7.4.4.b)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return all(any(c.cdef.is_character for c in g.in_expedition(ctx.controller, e))
                   for e in EXPEDITIONS)

    def text(self) -> str:
        return "you control a Character in each of your Expeditions"


@attrs.frozen
class YourExpeditionIs(Condition):
    """"If your Hero (Companion) Expedition is behind": that Expedition against the one
    facing it (7.5.2), when checked."""

    expedition: str  # hero | companion
    state: str  # ahead | behind | tied

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return standing(g, ctx.controller, self.expedition) == self.state

    def text(self) -> str:
        return f"your {self.expedition.capitalize()} Expedition is {self.state}"


@attrs.frozen
class BothExpeditionsAscended(Condition):
    """"If both of your Expeditions are Ascended" (until Rest)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return len(set(ascended_expeditions(g, ctx.controller))) >= len(EXPEDITIONS)

    def text(self) -> str:
        return "both of your Expeditions are Ascended"


@attrs.frozen
class YourReserveHolds(Condition):
    """"If there's a Spell (an Animal) in your Reserve": a card of yours there matching the
    description, when checked (nobody controls Reserve cards, 7.5.4)."""

    filter: Filter  # without zones: the card's printed facts

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return any(self.filter.fits(c.cdef) for c in g.players[ctx.controller].reserve)

    def text(self) -> str:
        noun = self.filter.noun()
        return f"there's {'an' if noun[:1] in 'AEIOU' else 'a'} {noun} in your Reserve"


@attrs.frozen
class IWasBoosted(IHadBoosts):
    """"if I was Boosted": I had at least one boost as I last was in play (6.3.j)."""

    n: int = 1

    def text(self) -> str:
        return "I was Boosted"


@attrs.frozen
class YouDid(Condition):
    """"If you do" as a condition (the step before was done, 6.5.f): what a heading "If you
    do: You may choose both, otherwise choose one" lets choose both by."""

    negated: bool = False  # "If you don't"

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return bool(ctx.did) != self.negated

    def text(self) -> str:
        return "you don't" if self.negated else "you do"


@attrs.frozen
class DieResultIn(Condition):
    """The result of the die the effect rolled before is from `lo` to `hi` (7.3.19.b): what
    "Roll a die. On a 4+: You may choose both, otherwise choose one: …" lets choose both
    by (6.5.e: "otherwise", the other results, choose one)."""

    lo: int
    hi: int = 6

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return ctx.die is not None and self.lo <= ctx.die <= self.hi

    def text(self) -> str:
        if self.hi >= 6:
            return f"on a {self.lo}+"
        return f"on a {self.lo}" if self.lo == self.hi else f"on a {self.lo}-{self.hi}"


@attrs.frozen
class PlayedThisWay(Condition):
    """"[If / Unless] you played a Character this way": the step before played a card
    (a Rush, 6.5.f: `did`), and that card (`it`) is of the type, wherever it is now."""

    type: str

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return bool(ctx.did) and ctx.it is not None and ctx.it.cdef.counts_as(self.type)

    def text(self) -> str:
        return f"you played a {self.type.capitalize()} this way"


@attrs.frozen
class PlayedAnotherCardThisTurn(Condition):
    """"if you played another card this turn": a card "you" played earlier in the turn
    under way (the card being played is not counted yet as its cost is worked out)."""

    def holds(self, g: GameState, ctx: Ctx) -> bool:
        return g.turn_player is not None and g.played_this_turn[ctx.controller] >= 1

    def text(self) -> str:
        return "you played another card this turn"


# a trigger that reads the standing of an Expedition, here beside `standing`: the
# triggers' module is below the conditions
@attrs.frozen
class WhenAnotherJoinsYourBehindExpedition(Trigger):
    """"When another [filter] joins one of your Expeditions that is behind": an object of
    yours arrives in one of your Expeditions - played, created, or switched there from the
    other one (7.3.28.b: it joins its new Expedition) - and that Expedition is behind
    (7.5.2) after the event, the present tense of the trigger (6.3.k).  Not me; binds it
    (6.3.h)."""

    filter: Filter = Filter()
    kinds = frozenset({"move", "create"})

    def match(self, g: GameState, ev: Event, me: Card, ctrl: int) -> Card | bool:
        card = ev.card
        if ev.kind not in ("move", "create") or ev.dst is not ZONE.EXPEDITION or card is None:
            return False
        if card is me or card.oid == me.oid or g.controller_of(card) != ctrl:
            return False
        if not self.filter.fits(card.cdef):
            return False
        joined = set(g.expeditions_of(card))
        if ev.src is ZONE.EXPEDITION and ev.old_controller == ctrl and ev.src_exp:
            joined.discard(ev.src_exp)  # the one it was in already
        return card if any(standing(g, ctrl, e) == "behind" for e in joined) else False

    def text(self) -> str:
        return f"When another {self.filter.noun()} joins one of your Expeditions that is behind"
