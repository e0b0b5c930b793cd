"""Characteristics: which abilities work, what passives change, and the caches behind them.

A mixin of `engine.state.GameState`.  Abilities work only in some zones (1.2.4.d,
2.2.11.g-j) and passives may change keywords, sub-types, terrains or remove abilities
(2.3); these answers are asked thousands of times a game, so they are kept between events
and recomputed only when a key says the state may have changed (`state_key`,
`abilities_key`).  The indexes that make them cheap (`able`, `watching`,
`passive_holders`) are kept up to date here as objects gain abilities or passives.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from typing import TYPE_CHECKING, Any, TypeVar, cast

from engine.ability_kinds import (
    Ability,
    CostChange,
    GrantsAbilities,
    Keyword,
    Passive,
    RemovesAbilities,
)
from engine.gamestate.chars import (
    NO_CHANGES,
    READS_ALL,
    READS_MARKS,
    READS_PHASE,
    READS_REGIONS,
)
from engine.gamestate.conditional import WorksWhile
from engine.gamestate.host import Host
from engine.gamestate.questions import WORDS
from engine.memo import per_object
from engine.model import STATUS, ZERO, ZONE, Card, Stats, Terrain
from engine.profile import changes_characteristics, split

if TYPE_CHECKING:  # pragma: no cover
    from engine.state import GameState

Gen = Generator[Any, Any, Any]
K = TypeVar("K")  # a kind of passive (a class), see `passives_of`


def _kinds_of(abilities: tuple[Any, ...]) -> tuple[type, ...]:
    """Every class the passives among `abilities` are instances of (with repeats)."""
    return tuple(k for a in abilities if isinstance(a, Passive)
                 for p in (a.held() if isinstance(a, WorksWhile) else (a,))
                 for k in _mro(type(p)))


@per_object


def _mro(cls: type) -> tuple[type, ...]:
    return cls.__mro__


WORKING_ZONES = frozenset({ZONE.EXPEDITION, ZONE.HERO, ZONE.LANDMARK, ZONE.RESERVE})

#: `split` of a granted object's abilities, by the identity of its `granted` tuple (made
#: anew by every grant, emptied by every move: a tuple kept is never changed), with the
#: tuple and the definition's abilities it was made from kept beside it, so an id reused
#: after they are freed is never mistaken for theirs.  Asked at every look at a granted
#: object's working abilities, where it built four tuples each time (issue #27).  Bounded:
#: cleared past the limit, answers being pure.
_GRANTED_SPLIT: dict[int, tuple[tuple[Any, ...], tuple[Any, ...], tuple[tuple[Ability, ...], ...]]] = {}
_GRANTED_SPLIT_LIMIT = 4096


def _reading(key: tuple[Any, ...], reads: int) -> tuple[Any, ...]:
    """`Characteristics.table_key`'s whole key with what `reads` does not read left
    out: the statuses' and counters' version, the regions' version, the phase."""
    return (*key[:4], key[4] if reads & READS_MARKS else -1,
            key[5] if reads & READS_REGIONS else -1, key[6] if reads & READS_PHASE else "")


class Characteristics(Host):
    """What objects are now: working abilities, passives, keywords, statistics (1.2.4, 2.3)."""

    __slots__ = ()  # the data are `GameState`'s slots (engine.state)

    def working_abilities(self, card: Card) -> Sequence[Ability]:
        """Abilities that work where the object is (1.2.4.d, 2.2.11.g-j)."""
        cd = card.cdef
        if not cd.abilities and not card.granted:
            return ()  # a vanilla card: the common case, kept cheap
        z = card.zone
        granted = card.granted
        if granted:  # split once per granted tuple (kept while the object keeps it)
            hit = _GRANTED_SPLIT.get(id(granted))
            if hit is None or hit[0] is not granted or hit[1] is not cd.abilities:
                if len(_GRANTED_SPLIT) >= _GRANTED_SPLIT_LIMIT:
                    _GRANTED_SPLIT.clear()
                hit = _GRANTED_SPLIT[id(granted)] = (
                    granted, cd.abilities, split((*cd.abilities, *granted)))
            every, in_play, support, _passives = hit[2]
        else:
            pr = card.profile
            every, in_play, support = pr.every, pr.in_play, pr.support
        if z is ZONE.HERO:
            if self.day == 1:
                return tuple(a for a in every if not getattr(a, "hero_ignored_first_day", False))
            return every
        if z is ZONE.EXPEDITION or z is ZONE.LANDMARK:
            # only a passive that takes abilities away makes an object lose them: without
            # one held, the passives are not evaluated to learn that none was lost (in
            # whole-pool games this look made most of their evaluations, issue #27)
            if ((self._changers or self._changing_emblems) and self.chars_in_progress is None
                    and self.may_lose_abilities() and card.oid in self.chars().lost):
                return ()  # it lost its abilities (2.3.2.d)
            return in_play
        if z is ZONE.RESERVE and STATUS.EXHAUSTED not in card.statuses:
            return support
        return ()

    def may_lose_abilities(self) -> bool:
        """Whether a passive that takes abilities away (`RemovesAbilities`: 2.3.2.d, 7.3.14)
        is held by an object or an Ongoing effect: only such a passive puts an object in
        `chars().lost`, so without one no object has lost its abilities."""
        return bool(self._passive_kinds.get(RemovesAbilities))

    def passive_sources(self) -> Sequence[tuple[Card | None, Passive, int]]:
        """(holder, passive, controller) for every passive that works now, incl. Ongoing.

        Cached between events, except while passives are being applied (2.3.1.l) or
        listed (a condition of a `WorksWhile` asking about passives, see below)."""
        if self.chars_in_progress is not None or self._listing_passives:
            return self._passive_sources()
        return self.cached("passive_sources", self._passive_sources, self.abilities_key())

    def stale_passives(self) -> tuple[int, int] | None:
        """A self-check (engine.invariants): (kept, fresh) counts when the kept list of
        working passives differs from the one a fresh look makes - something that
        changes which passives work slipped past `abilities_key` (issue #27); else None."""
        hit = self._derived.get("passive_sources")
        if (hit is None or self.chars_in_progress is not None or self._listing_passives
                or hit[0] != self.abilities_key()):
            return None  # nothing kept, or it will be made afresh when next asked
        kept = [(id(h), id(pa), c) for h, pa, c in hit[1]]
        fresh = [(id(h), id(pa), c) for h, pa, c in self._passive_sources()]
        return None if kept == fresh else (len(kept), len(fresh))

    def passives_of(self, kind: type[K]) -> Sequence[tuple[Card | None, K, int]]:
        """The working passives that are instances of `kind`, in `passive_sources` order
        (typed as `kind`: the caller reads what that kind of passive holds).

        Most checks ask about one kind of passive ("is there a CantMoveForward?"); each
        answer is kept until the abilities change, so it is not searched for again."""
        if not self._passive_kinds.get(kind):
            return ()  # nothing in play or in an Ongoing effect has one
        if self.chars_in_progress is not None or self._listing_passives:
            return [(h, pa, c) for h, pa, c in self._passive_sources() if isinstance(pa, kind)]
        index = self.cached("passive_index", dict, self.abilities_key())
        got = index.get(kind)
        if got is None:
            got = index[kind] = [t for t in self.passive_sources() if isinstance(t[1], kind)]
        return got

    def _passive_sources(self) -> list[tuple[Card | None, Passive, int]]:
        # A `WorksWhile`'s condition may itself ask about passives ("If my Expedition is
        # behind" and a passive having it considered behind): asked while the list is being
        # made, it is answered from the passives that stand on no condition, uncached.
        nested = self._listing_passives
        self._listing_passives = True
        try:
            return self._list_passives(nested)
        finally:
            self._listing_passives = nested

    def _list_passives(self, nested: bool) -> list[tuple[Card | None, Passive, int]]:
        out: list[tuple[Card | None, Passive, int]] = []
        for c in self.passive_holders:
            ctrl = c.owner if c.zone is ZONE.RESERVE or c.zone is ZONE.HERO else c.controller
            for a in self.working_abilities(c):
                if isinstance(a, WorksWhile):  # its passive while its condition holds
                    inner = None if nested else a.working(cast("GameState", self), c, ctrl)
                    if inner is not None:
                        out.append((c, inner, ctrl))
                elif isinstance(a, Passive):
                    out.append((c, a, ctrl))
        for e in self.emblems:
            if e.kind == "ongoing" and e.passive is not None:
                out.append((None, e.passive, e.controller))
        return out

    def has_cost_changes(self) -> bool:
        """Whether a passive or an Ongoing effect that alters costs works now (5.1.2.e).

        A card's own cost-changing ability is looked at when that card's cost is worked
        out (`engine.play.card_cost`), so it does not count here."""
        return bool(self.passives_of(CostChange))

    def state_key(self) -> tuple[int, int, int, int]:
        """Changes whenever the state may have changed: every change is logged or makes a
        new object id (used to cache derived facts between two events)."""
        return (len(self.log), self._oid, len(self.emblems), self.day)

    def abilities_key(self) -> Any:
        """Changes whenever the abilities that work may have changed: an object entered or
        left a zone where abilities work, gained one, an object in Reserve was exhausted or
        readied (2.2.11.i), an Emblem came or went, or the day changed (Heroes' first day).
        A passive that removes abilities (2.3.2.d) can do so after any event, and one
        standing on a condition (`WorksWhile`) can start or stop working after any event
        (2.3.1.k): while either is held the key is the whole `state_key`.  Other passives
        that change characteristics add keywords, sub-types, terrains or statistics, never
        an ability that works or stops working, so they leave the key alone (issue #27)."""
        if (self._changers or self._changing_emblems) and (
                self._passive_kinds.get(RemovesAbilities) or self._passive_kinds.get(WorksWhile)):
            return self.state_key()
        return (self._abilities_version, self.day)

    def abilities_changed(self, watchers: bool = True) -> None:
        """Call after a change `abilities_key` cannot see by itself, such as readying the
        cards of a Reserve directly (their support abilities start working, 2.2.11.i).
        `watchers` False: no object of `watching` was touched, so the watching Reactions
        stay as they are (the Morning readying Reserves with no support Reaction)."""
        self._abilities_version += 1
        if watchers:
            self._watch_version += 1

    def emblems_changed(self) -> None:
        """Call after adding or removing an Ongoing Emblem: it may hold a passive.
        (Emblem-Reactions hold none, so they change no ability.)  The watching Reactions
        stay as they are: an Ongoing effect changes which Reactions work only by taking
        abilities away (2.3.2.d), and `watchers_key` reads `chars().lost` itself while one
        that does is held (issue #27: a third of the watchers' remakes gave the same list)."""
        self._abilities_version += 1
        self._changers_version += 1
        counts = self._passive_kinds  # the Ongoing effects' kinds are counted there too
        for k in self._emblem_kinds:
            counts[k] -= 1
        self._emblem_kinds = kinds = _kinds_of(tuple(
            e.passive for e in self.emblems if e.kind == "ongoing" and e.passive is not None))
        for k in kinds:
            counts[k] = counts.get(k, 0) + 1
        self._changing_emblems = any(e.kind == "ongoing" and e.passive is not None
                                     and e.changes for e in self.emblems)

    def table_changed(self) -> None:
        """Call after changing what the passives that declare their reads may read (see
        `chars`): an object entering or leaving a zone, its controller or Expedition,
        timestamps - and anything of the table not told more precisely, which all of them
        are then asked about again.  Statuses and counters say `marks_changed`, regions
        and positions `regions_changed`, so a passive that does not read them is not asked
        again.  Cards drawn and Mana paid are not the table: they leave the kept
        characteristics as they were."""
        self._table_version += 1
        self._marks_version += 1
        self._regions_version += 1

    def marks_changed(self) -> None:
        """Call after changing statuses or counters of objects (boosts among them): the
        passives that read them (`READS_MARKS`) are asked again, the others not."""
        self._marks_version += 1

    def regions_changed(self) -> None:
        """Call after changing the regions (terrains, Terrain Markers, a Tumult card
        turned) or an Expedition's position: the passives that read them
        (`READS_REGIONS`) are asked again, the others not."""
        self._regions_version += 1

    def table_key(self, reads: int = READS_ALL) -> tuple[Any, ...]:
        """What characteristics depend on when every characteristic-changing passive
        declares that it reads only the table and reads of it what `reads` says
        (`CharPassive.table_reads`, a mask of `READS_MARKS`, `READS_REGIONS`,
        `READS_PHASE`; `engine.effects.passives.evaluation.table_reads`): the table's version, the
        timestamps given (every object placed in a zone gets one, so a move needs no
        `table_changed`), the abilities' version (which passives exist, 2.3.1.k) and the
        day; the versions of the statuses and counters, of the regions and the phase
        only when read."""
        return _reading((self._table_version, self._ts, self._abilities_version, self.day,
                         self._marks_version, self._regions_version, self.phase), reads)

    def cached(self, name: str, compute: Callable[[], Any], key: Any = None) -> Any:
        if key is None:
            key = self.state_key()
        hit = self._derived.get(name)
        if hit is not None and hit[0] == key:
            return hit[1]
        value = compute()
        self._derived[name] = (key, value)
        return value

    def keywords(self, card: Card) -> dict[str, int | None]:
        """Printed keywords plus those granted by passives (2.3.1.j); none if it lost its
        abilities.  Passives only change objects in play (2.3.1.h), and are asked only
        while one may give a keyword or take abilities away (`facts_given`)."""
        chars = None
        if card.zone in (ZONE.EXPEDITION, ZONE.LANDMARK) and (
                self.may_give("kw") or self.may_give("lose")):
            chars = self.chars()
        out: dict[str, int | None] = {}
        if chars is None or card.oid not in chars.lost:
            for a in card.cdef.abilities:
                if isinstance(a, Keyword):
                    out[a.name] = a.amount(cast("GameState", self), card)  # a variable one counts it
        for a in card.granted:
            if isinstance(a, Keyword):
                out[a.name] = a.value
        if chars is not None:
            for name, v in chars.keywords.get(card.oid, {}).items():
                if v is None:
                    out.setdefault(name, None)
                else:
                    out[name] = max(out.get(name) or 0, v)
        return out

    def has_keyword(self, card: Card, name: str) -> bool:
        """Same answer as `name in keywords(card)`, without building the dict."""
        printed = name in card.profile.keywords
        if card.granted and any(isinstance(a, Keyword) and a.name == name for a in card.granted):
            return True
        z = card.zone
        if (z is not ZONE.EXPEDITION and z is not ZONE.LANDMARK) or not (
                self._changers or self._changing_emblems or self.chars_in_progress is not None):
            return printed  # no passive could have changed it
        kept = self._facts_given  # `facts_given`, its kept answer read here (no call)
        given = kept[1] if kept[0] == self._changers_version else self.facts_given()
        if printed:
            if given[0] is not None and "lose" not in given[0]:
                return True  # no passive can take it away (2.3.2.d)
        elif given[1] is not None and name not in given[1]:
            return False  # no passive can give it (2.3.1.j)
        chars = self.chars()
        if printed and card.oid not in chars.lost:
            return True
        return name in chars.keywords.get(card.oid, ())

    def facts_given(self) -> tuple[frozenset[str] | None, frozenset[str] | None]:
        """What the characteristic-changing passives that exist (printed, granted or an
        Ongoing effect's, working or not) may give: the kinds of facts ("kw" keywords,
        "sub" sub-types, "lose" abilities lost, "terr" terrains, "stat" statistics) and
        the keywords by name; None for "any" (a passive that does not say,
        `CharPassive.facts_given`).  A question about a keyword no passive can give, or
        statistics while none gives any, is answered without working the passives out
        after the last event (issue #27): at Rest, "is it Eternal?" was asking them again
        for every Character after the one before it left.  Kept until such a passive
        comes or goes (`_changers_version`)."""
        kept = self._facts_given
        if kept[0] != self._changers_version:
            kept = self._facts_given = (
                self._changers_version, WORDS.facts_given(cast("GameState", self)))
        return kept[1]

    def stale_facts_given(self) -> str | None:
        """A self-check (engine.invariants): what is wrong with `facts_given` - kept while
        the passives that exist changed (something slipped past `_changers_version`), or
        saying less than the characteristics the passives give now hold (a passive whose
        `facts_given` says too little); else None."""
        if not (self._changers or self._changing_emblems) or self.chars_in_progress is not None:
            return None
        kept = self.facts_given()
        fresh = WORDS.facts_given(cast("GameState", self))
        if kept != fresh:
            return f"kept {kept}, while the passives that exist now may give {fresh}"
        kinds, names = kept
        ch = self.chars()
        have = {k for k, present in (("kw", ch.keywords), ("sub", ch.subtypes),
                                     ("lose", ch.lost), ("terr", ch.terrains),
                                     ("stat", ch.stats)) if present}
        if kinds is not None and not have <= kinds:
            return f"the passives gave {sorted(have - kinds)}, not among {sorted(kinds)}"
        got = {n for kws in ch.keywords.values() for n in kws}
        if names is not None and not got <= names:
            return f"the passives gave the keywords {sorted(got - names)}, not among {sorted(names)}"
        return None

    def may_give(self, kind: str) -> bool:
        """Whether a characteristic-changing passive may give facts of this kind (see
        `facts_given`); False when none exists."""
        if not (self._changers or self._changing_emblems or self.chars_in_progress is not None):
            return False
        kept = self._facts_given  # `facts_given`, its kept answer read here (no call)
        kinds = (kept[1] if kept[0] == self._changers_version else self.facts_given())[0]
        return kinds is None or kind in kinds

    def abilities_of(self, card: Card) -> Sequence[Ability]:
        """The object's working abilities (`working_abilities`) and those passives give it
        ("Your Characters have: '…'"): an ability an object has gained is its ability like
        a printed one, so "activate its [R] abilities" (7.3.1.b) finds it too."""
        base = self.working_abilities(card)
        if card.zone not in (ZONE.EXPEDITION, ZONE.LANDMARK):
            return base
        extra = self.granted_by_passives(card)
        if not extra or ((self._changers or self._changing_emblems)
                         and self.may_lose_abilities() and card.oid in self.chars().lost):
            return base  # no gained ability, or it lost them all (2.3.2.d)
        return (*base, *extra)

    def granted_by_passives(self, card: Card) -> tuple[Ability, ...]:
        """Abilities a passive gives to this object ("Characters ... have '[R] ...'")."""
        if card.zone not in (ZONE.EXPEDITION, ZONE.LANDMARK) or not self.passives_of(GrantsAbilities):
            return ()
        return WORDS.granted_abilities(cast("GameState", self), card)

    def chars(self) -> Any:
        """Characteristics changed by passives, re-evaluated after each event (2.3.1.k).

        An event that cannot change what the passives read cannot change what they give:
        when every characteristic-changing passive that exists declares that it reads
        only the table, the characteristics are kept until `table_key` changes for what
        they read (`engine.effects.passives.evaluation.table_reads`: a passive reading only which
        Characters are in play is not asked again when one is exhausted or boosted) - a
        card drawn or Mana paid leaves them be (issue #27).  A checked run (`self_checking`) evaluates the passives again
        whenever a kept answer is given and raises `StaleCharacteristics` if they differ:
        a change of the table that forgot `table_changed` shows up there."""
        if self.chars_in_progress is not None:
            return self.chars_in_progress
        if not self._changers and not self._changing_emblems:
            return NO_CHANGES  # nothing that could change characteristics exists
        key = self.state_key()
        kept = self._chars_cache
        if kept is None or kept[0] != key:
            gs: GameState = self  # type: ignore[assignment]  # a mixin of it (no cast call)
            reads = kept[3] if kept is not None else None
            if reads is not None and kept[2] == self.table_key(reads):
                # nothing the passives read changed
                if self.self_checking:
                    self._chars_cache = (key, None, None, None)  # re-entry, as below
                    WORDS.check_kept_chars(gs, kept[1])
                kept = self._chars_cache = (key, kept[1], kept[2], reads)
            else:
                table = self.table_key()  # as it is before the passives are asked
                # guards against re-entry while evaluating
                self._chars_cache = (key, None, None, None)
                got, reads = WORDS.evaluate(gs)
                if reads is not None:  # leave out what is not read
                    table = _reading(table, reads)
                kept = self._chars_cache = (key, got, table, reads)
        got = kept[1]
        return NO_CHANGES if got is None else got

    def subtypes(self, card: Card) -> frozenset[str]:
        """Printed sub-types plus those passives give to objects in play (2.2.2.p)."""
        base = frozenset(card.cdef.subtypes)
        if card.zone not in (ZONE.EXPEDITION, ZONE.LANDMARK) or not self.may_give("sub"):
            return base
        return base | self.chars().subtypes.get(card.oid, frozenset())

    def terrains_at(self, index: int) -> frozenset[Terrain]:
        """The terrains of a region, after passives such as "All regions are Water"."""
        if not self.may_give("terr"):
            return self.regions[index].shown_terrains
        got = self.chars().terrains.get(index)
        return got if got is not None else self.regions[index].shown_terrains

    def stats(self, card: Card) -> Stats:
        """A Character's statistics with its boosts (2.5.1.b); zero for others (1.1.6.d)."""
        base = card.cdef.stats
        if base is None:
            return ZERO
        if card.zone is ZONE.EXPEDITION and self.may_give("stat"):
            # passives change objects in play only (2.3.1.g)
            base = self.chars().stats.get(card.oid, base)
        b = card.boosts
        return base.plus(b) if b else base

    def grant(self, card: Card, ability: Ability) -> None:
        """The object gains an ability until it leaves its zone (e.g. Scout, 7.4.5.c)."""
        before = changes_of(card)
        card.granted += (ability,)
        self._abilities_version += 1
        self._watch_version += 1
        if changes_characteristics(ability):
            self._changers_version += 1
        if card.zone in WORKING_ZONES and card in self.able and not before and changes_of(card):
            self._changers += 1  # a granted characteristic change (sub-types) now counts
        if card.zone in WORKING_ZONES:
            self.able[card] = None
            self.watching[card] = None
            self.quick_held[card] = None
            if isinstance(ability, Passive):
                self._hold_passives(card)

    def _hold_passives(self, card: Card) -> None:
        self._release_passives(card)
        kinds = _kinds_of((*card.profile.passives, *card.granted))
        self.passive_holders[card] = kinds
        counts = self._passive_kinds
        for k in kinds:
            counts[k] = counts.get(k, 0) + 1

    def _release_passives(self, card: Card) -> None:
        """Stop counting the kinds of passives `card` held (see `passives_of`)."""
        kinds = self.passive_holders.pop(card, None)
        if kinds:
            counts = self._passive_kinds
            for k in kinds:
                counts[k] -= 1

    def has_defender(self, player: int, exp: str) -> bool:
        """Whether a Character with Defender is in that Expedition (7.4.2.b) and holds it
        back: a passive may say Defender Characters don't prevent it from moving forward."""
        if not self.defender_in(player, exp):
            return False
        return WORDS.defenders_released_by(cast("GameState", self), player, exp) is None

    def defender_in(self, player: int, exp: str) -> bool:
        """Whether a Character with Defender is in that Expedition, whatever it does.

        Asked at every Dusk and move: while no passive could give Defender (nothing
        changes characteristics), only a card printed with it or granted an ability can
        have it, so the others are passed over without building the Expedition's list."""
        if not (self._changers or self._changing_emblems or self.chars_in_progress is not None):
            for c in self.expedition_zone:
                if (c.controller == player and (c.granted or "defender" in c.profile.keywords)
                        and c in self.in_expedition(player, exp)
                        and self.has_keyword(c, "defender")):
                    return True
            return False
        for c in self.in_expedition(player, exp):
            if self.has_keyword(c, "defender"):
                return True
        return False

    def expedition_stats(self, player: int, exp: str, for_progress: bool = False) -> Stats:
        """Summed statistics of the Characters in an Expedition; Asleep ones are not
        counted at Progress (2.4.3)."""
        f = m = w = 0
        # statistics set by passives (usually none)
        changed = self.chars().stats if self.may_give("stat") else None
        # whether a passive could give Gigantic: if not, only a card printed with it or
        # granted an ability can have it, and the others need not be asked
        given = self._changers or self._changing_emblems or self.chars_in_progress is not None
        for c in self.expedition_zone:  # `in_expedition` without building the list
            st = c.cdef.stats
            if c.controller != player or st is None:
                continue
            if changed:
                st = changed.get(c.oid, st)
            if c.expedition != exp and not (
                    (given or c.granted or "gigantic" in c.profile.keywords)
                    and self.has_keyword(c, "gigantic")):
                continue  # Gigantic objects count in both of their controller's (7.4.4.b)
            if for_progress and STATUS.ASLEEP in c.statuses:
                continue
            boosts = c.counters.get("boost", 0)  # each boost adds one to each (2.5.1.b)
            f += st.forest + boosts
            m += st.mountain + boosts
            w += st.water + boosts
        return Stats(f, m, w)


def changes_of(card: Card) -> bool:
    """Whether the object holds an ability that changes characteristics: printed, or
    granted by an effect (counted in `_changers` while it is where abilities work)."""
    if card.profile.changing:
        return True
    for a in card.granted:  # most often none: no generator made (issue #27)
        if changes_characteristics(a):
            return True
    return False
