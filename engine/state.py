"""The game state and its atomic actions: moving cards, counters, statuses, dice, mana.

Every atomic action logs itself with the rule behind it and records an `Event`; the
step that performed it then activates the Reactions those events match (6.2.m, 6.3.g).
Actions that a modifier may turn into a choice (Resupply, rolling dice) are generators.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Iterable, Sequence
from typing import Any

import attrs

from engine.cards.registry import card_by_ref
from engine.decisions import Decision, Option
from engine.effects.abilities import (
    Ability,
    CostChange,
    Keyword,
    NextPlayed,
    Passive,
    QuickAction,
    Reaction,
    ReplaceResupply,
    ReplaceRoll,
)
from engine.effects.context import Ctx
from engine.effects.modifiers import activation_extras, modify_draw, modify_move, run_additive
from engine.effects.passives import (
    NO_CHANGES,
    GrantAbility,
    blocked_trigger,
    evaluate,
    forbids_moving_forward,
    granted_abilities,
    terrain_limits,
)
from engine.effects.steps import Step, effect_text
from engine.effects.timestamps import order_timestamps
from engine.effects.triggers import bind
from engine.effects.variable import VariableKeyword
from engine.events import Event
from engine.log import LogEntry
from engine.memo import per_object
from engine.model import (
    CARD_TYPE,
    EXPEDITIONS,
    PHASE,
    STATUS,
    TERRAIN,
    TERRAINS,
    ZERO,
    ZONE,
    Card,
    CardDef,
    CardType,
    Player,
    Region,
    Stats,
    Status,
    Terrain,
    Zone,
)
from engine.profile import changes_characteristics, profile_of, self_moves, split

Gen = Generator[Any, Any, Any]
REACTION_LIMIT = 100  # 1.4.6.c, 6.3.l
QUICK_LIMIT = 100  # 1.4.6.b, 5.3.e


@attrs.define(eq=False)
class Emblem:
    """An Emblem in Limbo: a Reaction waiting to be played (2.2.2.m) or an Ongoing effect."""

    oid: int
    controller: int
    kind: str  # "reaction" | "ongoing"
    source_name: str
    text: str
    ability: Any = None
    ctx: Ctx | None = None
    passive: Passive | None = None
    duration: str | None = None  # turn | afternoon | day (2.2.14)
    source_oid: int | None = None
    # the last object id given out before the step whose event made this Reaction: an
    # object that worked before the event has an id no greater (6.3.e); None when a rule
    # or an effect made it directly (5.2.b, 7.3.1.b)
    made_before: int | None = None
    _changes: bool | None = attrs.field(default=None, repr=False)

    @property
    def changes(self) -> bool:
        """Whether this Ongoing effect changes characteristics (2.3); decided once."""
        got = self._changes
        if got is None:
            got = self._changes = changes_characteristics(self.passive)
        return got


class GameState:
    """All mutable game data plus the atomic actions of the rules."""

    def __init__(self, names: Sequence[str], seed: int) -> None:
        self.rng = random.Random(seed)
        self.players = [Player(i, n) for i, n in enumerate(names)]
        self.day = 1
        self.phase = PHASE.SETUP
        self.first = 0
        self.turn_player: int | None = None
        self.regions: list[Region] = []
        self.tiebreak = False
        self.expedition_zone: list[Card] = []
        self.limbo: list[Card] = []
        self.emblems: list[Emblem] = []
        self.log: list[LogEntry] = []
        self.over = False
        self.winner: int | None = None
        self.win_reason = ""
        self.after_you = False
        self.after_rest: list[tuple[Any, Ctx]] = []  # effects put off until after Rest
        self.scouted: Card | None = None  # the Character being played with Scout (7.4.5.e)
        self._oid = 0
        self._ts = 0
        self._events: list[Event] = []
        self._activations: dict[tuple[int, int], int] = {}
        self.quick_uses: dict[tuple[int, int], int] = {}
        self.played_this_afternoon: list[int] = [0, 0]
        self.observer: Callable[[GameState], None] | None = None
        self._derived: dict[str, tuple[Any, Any]] = {}  # see `cached`
        self._watchers: tuple[Any, list[tuple[Card, Reaction, int, int]]] | None = None
        # options that stay the same for as long as their object does, by object id
        # (engine.play.play_options): a new object gets a new id, so none goes stale
        self.option_cache: dict[Any, Any] = {}
        # objects with abilities in the zones where abilities can work, in the order they
        # arrived: scanning these instead of every zone keeps re-evaluation cheap
        self.able: dict[Card, None] = {}
        self.watching: dict[Card, None] = {}  # those of `able` that may watch events (6.3.e)
        # those of `able` with passives, each with the kinds (classes) of its passives,
        # counted in `_passive_kinds` with those of Ongoing effects in `_emblem_kinds`: a
        # kind nobody holds needs no search (see `passives_of`)
        self.passive_holders: dict[Card, tuple[type, ...]] = {}
        self._passive_kinds: dict[type, int] = {}
        self._emblem_kinds: frozenset[type] = frozenset()
        # every object id ever given, to the item that carried it: the log names objects
        # by id, and a reader may ask where that card is now (see `current_oid`)
        self.items: dict[int, Card] = {}
        self._abilities_version = 0  # see `abilities_key`
        self._changing_emblems = False  # an Ongoing effect changes characteristics (2.3)
        self._changers = 0  # objects in `able` with a characteristic-changing passive
        self.chars_in_progress: Any = None  # passives being applied (2.3.1.l)
        self._chars_cache: Any = None
        self._added: list[tuple[Step, Ctx]] = []  # steps added by modifiers (6.2.e)
        self._made_before: int | None = None  # see `activate`
        # objects with characteristic-changing passives placed during the current step
        self._arrived: list[Card] = []

    # ------------------------------------------------------------------ identities
    def new_oid(self) -> int:
        self._oid += 1
        return self._oid

    def make_card(self, cdef: CardDef, owner: int) -> Card:
        return Card(self.new_oid(), cdef, owner, controller=owner, profile=profile_of(cdef))

    def find(self, oid: int) -> Card | None:
        """The object with id `oid` now, if it still has that id."""
        item = self.items.get(oid)
        if item is not None and item.oid == oid:
            return item
        for c in self.all_cards():
            if c.oid == oid:
                return c
        return None

    def current_oid(self, oid: int) -> int | None:
        """The id the card that once was object `oid` has now, if it is in a visible zone
        (hidden cards are not objects, 2.1.j); None if it is hidden or ceased to exist."""
        item = self.items.get(oid)
        if item is None or item.zone is ZONE.GONE or item.zone.hidden:
            return None
        return item.oid

    # ------------------------------------------------------------------ log
    def entry(self, text: str, rule: str, actor: int | None = None,
              objects: Iterable[int] = ()) -> None:
        # Phase is a StrEnum, so the member itself is the phase's name as text
        self.log.append(_new_record(LogEntry, (
            self.day, self.phase, None if actor is None else self.players[actor].name, text,
            rule, objects if type(objects) is tuple else tuple(objects))))
        if self.observer is not None:
            self.observer(self)

    def note(self, text: str, rule: str, ctx: Ctx | None = None) -> None:
        actor = ctx.controller if ctx is not None else None
        src = ctx.source.name + ": " if ctx is not None and ctx.source is not None else ""
        self.entry(src + text, rule, actor)

    # ------------------------------------------------------------------ decisions
    def ask(self, player: int, kind: str, prompt: str, options: Sequence[Option],
            lo: int = 1, hi: int = 1, *, source: Card | None = None, info: tuple[str, ...] = (),
            check: Callable[[Any], str | None] | None = None, multi: bool = False) -> Gen:
        """Ask one decision; return the answer (a tuple of ids when `multi`)."""
        opts = tuple(options)
        if hi == 0 or (not opts and lo == 0):
            return () if multi else None
        single = lo == 1 and hi == 1
        if single and len(opts) == 1 and kind in AUTO_KINDS:
            ans: Any = opts[0].id  # a choice with one legal option is no choice (6.1.g)
        else:
            d = Decision(player, kind, prompt, opts, lo, hi, info,
                         source.oid if source is not None else None, check=check)
            ans = yield d
        if multi and isinstance(ans, str):
            return (ans,)
        return ans

    def ask_yes_no(self, player: int, prompt: str, source: Card | None = None,
                   info: Sequence[str] = ()) -> Gen:
        ans = yield from self.ask(player, "may", prompt, _YES_NO, source=source,
                                  info=tuple(info))
        return ans == "yes"

    def initiative(self) -> int:
        """The player with initiative: whose turn it is, else the first player (1.4.5.a)."""
        return self.turn_player if self.turn_player is not None else self.first

    def initiative_order(self) -> list[int]:
        i = self.initiative()
        return [i, 1 - i]

    # ------------------------------------------------------------------ queries
    def alive(self, card: Card, oid: int | None = None) -> bool:
        return card.zone is not ZONE.GONE and (oid is None or card.oid == oid)

    def controller_of(self, card: Card) -> int | None:
        """Objects in Expeditions, Landmark zone or Hero zone are controlled (7.5.4)."""
        if card.zone in (ZONE.EXPEDITION, ZONE.LANDMARK, ZONE.HERO):
            return card.controller
        return None

    def objects_in(self, zones: Iterable[Zone]) -> list[Card]:
        out: list[Card] = []
        for z in zones:
            if z is ZONE.EXPEDITION:
                out.extend(self.expedition_zone)
            elif z is ZONE.LIMBO:
                out.extend(self.limbo)
            elif z is ZONE.HERO:
                out.extend(p.hero for p in self.players if p.hero is not None)
            else:
                for p in self.players:
                    out.extend(p.zone_list(z))
        return out

    def in_expedition(self, player: int, exp: str) -> list[Card]:
        """Objects in one Expedition, Gigantic ones counting in both (7.4.4.b)."""
        return [c for c in self.expedition_zone if c.controller == player
                and (c.expedition == exp or (c.cdef.is_character
                                             and self.has_keyword(c, "gigantic")))]

    def expeditions_of(self, card: Card) -> list[str]:
        if card.zone is not ZONE.EXPEDITION:
            last = card.last.get("expedition")  # information from before it left (6.3.j)
            if last is None:
                return []
            return list(EXPEDITIONS) if card.last.get("gigantic") else [last]
        if self.has_keyword(card, "gigantic"):
            return list(EXPEDITIONS)
        return [card.expedition] if card.expedition else []

    def describe(self, c: Card) -> str:
        """The card's name and where it is, for the log ("Booda (Ann's hero Expedition)")."""
        z = c.zone
        if z is ZONE.EXPEDITION:
            return f"{c.cdef.name} ({self.players[c.controller].name}'s {c.expedition} Expedition)"
        if z in _DESCRIBED_ZONES:  # a StrEnum formats as its value
            return f"{c.cdef.name} ({self.players[c.owner].name}'s {z})"
        return c.cdef.name

    # ------------------------------------------------------------------ abilities that work
    def working_abilities(self, card: Card) -> Sequence[Ability]:
        """Abilities that work where the object is (1.2.4.d, 2.2.11.g-j)."""
        cd = card.cdef
        if not cd.abilities and not card.granted:
            return ()  # a vanilla card: the common case, kept cheap
        z = card.zone
        if card.granted:
            every, in_play, support, _passives = split((*cd.abilities, *card.granted))
        else:
            pr = card.profile
            every, in_play, support = pr.every, pr.in_play, pr.support
        if z is ZONE.HERO:
            if self.day == 1:
                return tuple(a for a in every if not getattr(a, "hero_ignored_first_day", False))
            return every
        if z is ZONE.EXPEDITION or z is ZONE.LANDMARK:
            if ((self._changers or self._changing_emblems) and self.chars_in_progress is None
                    and card.oid in self.chars().lost):
                return ()  # it lost its abilities (2.3.2.d)
            return in_play
        if z is ZONE.RESERVE and STATUS.EXHAUSTED not in card.statuses:
            return support
        return ()

    def passive_sources(self) -> Sequence[tuple[Card | None, Passive, int]]:
        """(holder, passive, controller) for every passive that works now, incl. Ongoing.

        Cached between events, except while passives are being applied (2.3.1.l)."""
        if self.chars_in_progress is not None:
            return self._passive_sources()
        return self.cached("passive_sources", self._passive_sources, self.abilities_key())

    def passives_of(self, kind: type) -> Sequence[tuple[Card | None, Passive, int]]:
        """The working passives that are instances of `kind`, in `passive_sources` order.

        Most checks ask about one kind of passive ("is there a CantMoveForward?"); each
        answer is kept until the abilities change, so it is not searched for again."""
        if not self._passive_kinds.get(kind) and kind not in self._emblem_kinds:
            return ()  # nothing in play or in an Ongoing effect has one
        if self.chars_in_progress is not None:
            return [t for t in self._passive_sources() if isinstance(t[1], kind)]
        index = self.cached("passive_index", dict, self.abilities_key())
        got = index.get(kind)
        if got is None:
            got = index[kind] = [t for t in self.passive_sources() if isinstance(t[1], kind)]
        return got

    def _passive_sources(self) -> list[tuple[Card | None, Passive, int]]:
        out: list[tuple[Card | None, Passive, int]] = []
        for c in self.passive_holders:
            ctrl = c.owner if c.zone is ZONE.RESERVE or c.zone is ZONE.HERO else c.controller
            for a in self.working_abilities(c):
                if isinstance(a, Passive):
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

    def all_cards(self) -> list[Card]:
        """Every item of the game now, whatever its zone (tokens that ceased excepted)."""
        out: list[Card] = list(self.expedition_zone) + list(self.limbo)
        for p in self.players:
            if p.hero is not None:
                out.append(p.hero)
            for z in (p.deck, p.hand, p.discard, p.reserve, p.landmarks, p.mana):
                out.extend(z)
        return out

    def state_key(self) -> tuple[int, int, int, int]:
        """Changes whenever the state may have changed: every change is logged or makes a
        new object id (used to cache derived facts between two events)."""
        return (len(self.log), self._oid, len(self.emblems), self.day)

    def abilities_key(self) -> Any:
        """Changes whenever the abilities that work may have changed: an object entered or
        left a zone where abilities work, gained one, an object in Reserve was exhausted or
        readied (2.2.11.i), an Emblem came or went, or the day changed (Heroes' first day).
        Passives that change characteristics can remove abilities (2.3.2.d) after any
        event, so while one exists the key is the whole `state_key`."""
        if self._changers or self._changing_emblems:
            return self.state_key()
        return (self._abilities_version, self.day)

    def abilities_changed(self) -> None:
        """Call after a change `abilities_key` cannot see by itself, such as readying the
        cards of a Reserve directly (their support abilities start working, 2.2.11.i)."""
        self._abilities_version += 1

    def emblems_changed(self) -> None:
        """Call after adding or removing an Ongoing Emblem: it may hold a passive.
        (Emblem-Reactions hold none, so they change no ability.)"""
        self._abilities_version += 1
        self._emblem_kinds = frozenset(_kinds_of(tuple(
            e.passive for e in self.emblems if e.kind == "ongoing" and e.passive is not None)))
        self._changing_emblems = any(e.kind == "ongoing" and e.passive is not None
                                     and e.changes for e in self.emblems)

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
        abilities.  Passives only change objects in play (2.3.1.h)."""
        chars = self.chars() if card.zone in (ZONE.EXPEDITION, ZONE.LANDMARK) else None
        out: dict[str, int | None] = {}
        if chars is None or card.oid not in chars.lost:
            for a in card.cdef.abilities:
                if isinstance(a, Keyword):
                    out[a.name] = (a.amount(self, card) if isinstance(a, VariableKeyword)
                                   else a.value)
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
        chars = self.chars()
        if printed and card.oid not in chars.lost:
            return True
        return name in chars.keywords.get(card.oid, ())

    def granted_by_passives(self, card: Card) -> tuple[Ability, ...]:
        """Abilities a passive gives to this object ("Characters ... have '[R] ...'")."""
        if card.zone not in (ZONE.EXPEDITION, ZONE.LANDMARK) or not self.passives_of(GrantAbility):
            return ()
        return granted_abilities(self, card)

    def chars(self) -> Any:
        """Characteristics changed by passives, re-evaluated after each event (2.3.1.k)."""
        if self.chars_in_progress is not None:
            return self.chars_in_progress
        if not self._changers and not self._changing_emblems:
            return NO_CHANGES  # nothing that could change characteristics exists
        key = self.state_key()
        if self._chars_cache is None or self._chars_cache[0] != key:
            self._chars_cache = (key, None)  # guards against re-entry while evaluating
            self._chars_cache = (key, evaluate(self))
        got = self._chars_cache[1]
        return NO_CHANGES if got is None else got

    def subtypes(self, card: Card) -> frozenset[str]:
        """Printed sub-types plus those passives give to objects in play (2.2.2.p)."""
        base = frozenset(card.cdef.subtypes)
        if card.zone not in (ZONE.EXPEDITION, ZONE.LANDMARK):
            return base
        return base | self.chars().subtypes.get(card.oid, frozenset())

    def terrains_at(self, index: int) -> frozenset[Terrain]:
        """The terrains of a region, after passives such as "All regions are Water"."""
        got = self.chars().terrains.get(index)
        return got if got is not None else self.regions[index].shown_terrains

    def stats(self, card: Card) -> Stats:
        """A Character's statistics with its boosts (2.5.1.b); zero for others (1.1.6.d)."""
        base = card.cdef.stats
        if base is None:
            return ZERO
        b = card.boosts
        return base.plus(b) if b else base

    # ------------------------------------------------------------------ mana
    def ready_mana(self, player: int) -> int:
        return len([c for c in self.players[player].mana if STATUS.EXHAUSTED not in c.statuses])

    def pay_mana(self, player: int, n: int, rule: str = "1.2.5.e", ctx: Ctx | None = None) -> None:
        """Exhaust n ready Mana Orbs (1.2.5.e); the caller checked they exist (1.2.5.c)."""
        if n <= 0:
            return
        paid = 0
        for orb in self.players[player].mana:
            if paid == n:
                break
            if not orb.exhausted:
                orb.statuses.add(STATUS.EXHAUSTED)
                paid += 1
        if paid != n:
            raise AssertionError(f"paid {paid} of {n} mana")  # invariant: checked before paying
        self.entry(f"pays {n} mana by exhausting {n} Mana Orb{'s' if n > 1 else ''}", rule, player)

    # ------------------------------------------------------------------ Tough (7.4.7)
    def tough_cost(self, ctx: Ctx, card: Card) -> int:
        ctrl = self.controller_of(card)
        if ctrl is None or ctrl == ctx.controller or card.oid in ctx.tough_paid:
            return 0
        v = self.keywords(card).get("tough")
        return v or 0

    def pay_tough(self, ctx: Ctx, chosen: Sequence[Card]) -> Gen:
        for c in chosen:
            t = self.tough_cost(ctx, c)
            if t:
                self.pay_mana(ctx.controller, t, "7.4.7", ctx)
                ctx.tough_paid.add(c.oid)
        return
        yield  # pragma: no cover

    def grant(self, card: Card, ability: Ability) -> None:
        """The object gains an ability until it leaves its zone (e.g. Scout, 7.4.5.c)."""
        card.granted += (ability,)
        self._abilities_version += 1
        if card.zone in WORKING_ZONES:
            self.able[card] = None
            self.watching[card] = None
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

    # ------------------------------------------------------------------ moving cards
    def _remove(self, card: Card) -> None:
        z = card.zone
        if self.able.pop(card, 0) is None:
            self._abilities_version += 1
            if card.profile.changing:
                self._changers -= 1
            self.watching.pop(card, None)
            self._release_passives(card)
        if z is ZONE.EXPEDITION:
            self.expedition_zone.remove(card)
        elif z is ZONE.LIMBO:
            self.limbo.remove(card)
        elif z is ZONE.HERO:
            self.players[card.owner].hero = None
        elif z is not ZONE.GONE:
            self.players[card.owner].zone_list(z).remove(card)

    def place(self, card: Card, dst: Zone, exp: str | None = None, controller: int | None = None,
              top: bool = True) -> None:
        """Put an item in a zone as a new object (1.4.4): new oid and timestamp."""
        card.zone = dst
        self._oid += 1
        self._ts += 1
        card.oid = oid = self._oid
        self.items[oid] = card
        card.timestamp = self._ts
        card.expedition = exp if dst is ZONE.EXPEDITION else None
        card.controller = card.owner if controller is None else controller
        if dst in WORKING_ZONES and (card.cdef.abilities or card.granted):
            self.able[card] = None
            self._abilities_version += 1
            if card.profile.watches or card.granted:
                self.watching[card] = None
            if card.profile.passives or card.granted:
                self._hold_passives(card)
            if card.profile.changing:
                self._changers += 1
                self._arrived.append(card)  # its timestamp may need ordering (2.2.15.d)
        if dst is ZONE.EXPEDITION:
            self.expedition_zone.append(card)
        elif dst is ZONE.LIMBO:
            self.limbo.append(card)
        elif dst is ZONE.HERO:
            self.players[card.owner].hero = card
        elif dst is ZONE.DECK and not top:
            self.players[card.owner].deck.insert(0, card)  # bottom (deck top is the end)
        else:
            self.players[card.owner].zone_list(dst).append(card)

    def move(self, card: Card, dst: Zone, *, exp: str | None = None,
             controller: int | None = None, rule: str = "7.3.21", ctx: Ctx | None = None,
             sacrifice: bool = False, quiet: bool = False, top: bool = True,
             fleeting: bool = False) -> Gen:
        """Move an object to another zone; return the new object, or None (token gone)."""
        src = card.zone
        if src is ZONE.GONE:
            return None  # an object that no longer exists cannot move (2.1.i)
        src_exp = card.expedition
        old_oid, old_ctrl = card.oid, card.controller
        was = frozenset(card.statuses)
        actor = ctx.controller if ctx is not None else card.owner
        old_desc = None if quiet else self.describe(card)
        in_play = src is ZONE.EXPEDITION or src is ZONE.LANDMARK
        if in_play and (card.granted or card.profile.passives):
            # the object's own modifiers (6.2.b, 6.2.l), passives such as "instead of ..."
            dst = yield from modify_move(self, card, src, dst, ctx)
        # replacing modifiers of the rules themselves (6.2)
        if (dst is ZONE.RESERVE and src is ZONE.EXPEDITION and STATUS.FLEETING in card.statuses):
            dst = ZONE.DISCARD
            self.entry(f"{card.name} is Fleeting, so it is discarded instead of going to Reserve",
                       "2.4.6.d", actor, (card.oid,))
        keep_boosts = (src is ZONE.EXPEDITION and dst is ZONE.RESERVE
                       and self.has_keyword(card, "seasoned"))
        card.last = {"expedition": src_exp, "controller": old_ctrl, "zone": src,
                     "gigantic": src is ZONE.EXPEDITION and self.has_keyword(card, "gigantic"),
                     "statuses": was}
        self._remove(card)
        if src is ZONE.EXPEDITION and card.cdef.type is CARD_TYPE.TOKEN:
            card.zone = ZONE.GONE  # tokens leaving the Expedition zone cease to exist (2.1.e)
            card.counters.clear()
            card.statuses.clear()
            card.granted = ()
            self.entry(f"{card.name} token leaves play and ceases to exist", "2.1.e", actor,
                       (old_oid,))
            self._events.append(Event("move", card, actor, src, ZONE.GONE, src_exp, None,
                                      old_oid, old_ctrl, was, "sacrifice" if sacrifice else None))
            return None
        card.statuses = set()  # a new object has no status unless told (2.4.1.d)
        card.granted = ()
        counters = card.counters
        hidden = dst is ZONE.DECK or dst is ZONE.HAND  # hidden zones (1.2.3.g)
        if counters and (in_play or dst is ZONE.DISCARD or hidden):
            card.counters = ({"boost": counters["boost"]} if keep_boosts and "boost" in counters
                             else {})
        else:
            card.counters = dict(counters)
        self.place(card, dst, exp, controller, top)
        if fleeting and dst in (ZONE.LIMBO, ZONE.EXPEDITION):
            card.statuses.add(STATUS.FLEETING)
        if dst is ZONE.MANA:
            card.statuses.add(STATUS.EXHAUSTED)  # face down and exhausted (3.2.9.b)
        if not quiet:
            verb = (f"joins the {exp} Expedition" if dst is ZONE.EXPEDITION
                    else _MOVE_VERBS.get(dst) or f"goes to {dst.value}")
            if sacrifice:
                verb = "is sacrificed"
            self.entry(f"{old_desc} {verb}", rule, actor, () if hidden else (card.oid,))
        self._events.append(_new_record(Event, (  # all eleven fields, in order
            "move", card, actor, src, dst, src_exp, card.expedition, old_oid, old_ctrl, was,
            "sacrifice" if sacrifice else None)))
        return card
        yield  # pragma: no cover

    def draw(self, player: int, n: int = 1, rule: str = "7.3.7", ctx: Ctx | None = None) -> Gen:
        p = self.players[player]
        drawn = 0
        n, also = yield from modify_draw(self, player, n)
        for _ in range(n):
            if not p.deck:
                self.refill_deck(player)
            if not p.deck:
                self.entry("has no card left to draw", "3.2.2.d", player)
                break
            card = p.deck.pop()
            card.zone = ZONE.HAND
            card.oid = self.new_oid()
            p.hand.append(card)
            drawn += 1
            # value: the how-manieth card of this drawing step it is ("one or more cards": 1)
            self._events.append(Event("draw", card, player, ZONE.DECK, ZONE.HAND, value=drawn))
        if drawn:
            self.entry(f"draws {'a card' if drawn == 1 else f'{drawn} cards'}", rule, player)
        if also:  # additive modifiers act within this same step (6.2.c)
            yield from run_additive(self, also)
        return drawn

    def refill_deck(self, player: int) -> None:
        """Shuffle the Discard pile under an empty Deck (3.2.2.d, 7.3.22.b)."""
        p = self.players[player]
        if not p.discard:
            return
        pile = list(p.discard)
        p.discard.clear()
        self.rng.shuffle(pile)
        for c in pile:
            c.zone = ZONE.DECK
            c.oid = self.new_oid()
        p.deck[:0] = pile
        self.entry(f"shuffles {len(pile)} cards from the Discard pile into the Deck", "3.2.2.d",
                   player)

    def resupply(self, player: int, ctx: Ctx | None = None) -> Gen:
        """Top card of the Deck to Reserve (7.3.22), unless a modifier replaces it (6.2.b)."""
        p = self.players[player]
        mods = [pa for _h, pa, ctrl in self.passives_of(ReplaceResupply) if ctrl == player]
        if mods:
            self.entry("would Resupply; a modifier replaces it: reveal the top two cards", "6.2",
                       player)
            for _ in range(2):
                if len(p.deck) < 2:
                    self.refill_deck(player)
            top = list(reversed(p.deck[-2:]))
            if not top:
                return None
            opts = [Option(f"r:{c.oid}", c.name, (c.oid,)) for c in top]
            ans = yield from self.ask(player, "choose_card",
                                      "Revealed: choose the card to put in your Reserve; the other is discarded",
                                      opts)
            keep = None
            for c in top:
                if f"r:{c.oid}" == ans:
                    keep = yield from self.move(c, ZONE.RESERVE, rule="6.2", ctx=ctx)
                else:
                    yield from self.move(c, ZONE.DISCARD, rule="6.2", ctx=ctx)
            self._events.append(Event("resupply", keep, player))
            return keep
        if not p.deck:
            self.refill_deck(player)
        if not p.deck:
            self.entry("cannot Resupply: no card in Deck or Discard pile", "7.3.22", player)
            return None
        card = yield from self.move(p.deck[-1], ZONE.RESERVE, rule="7.3.22", ctx=ctx, quiet=True)
        self.entry(f"Resupplies: {card.name} goes from the top of the Deck to Reserve", "7.3.22",
                   player, (card.oid,))
        self._events.append(Event("resupply", card, player))
        return card

    def roll_die(self, player: int, ctx: Ctx | None = None) -> Gen:
        """Roll a six-sided die from the game's seed (7.3.19), after roll modifiers."""
        mods = [pa for _h, pa, ctrl in self.passives_of(ReplaceRoll) if ctrl == player]
        n = 1 + sum(m.extra for m in mods)
        rolls = [self.rng.randint(1, 6) for _ in range(n)]
        if n == 1:
            result = rolls[0]
            self.entry(f"rolls a die: {result}", "7.3.19", player)
        else:
            self.entry(f"would roll one die; a modifier has them roll {n}: "
                       f"{', '.join(map(str, rolls))}", "6.2", player)
            opts = [Option(f"d:{i}", f"Keep {r}") for i, r in enumerate(rolls)]
            keep = n - 1
            ans = yield from self.ask(player, "die", "Choose the die results to keep "
                                      f"({keep}); the rest are ignored", opts, keep, keep,
                                      multi=True)
            kept = [rolls[int(a.split(":")[1])] for a in ans]
            result = kept[0]
            self.entry(f"keeps {result}", "7.3.19", player)
        self._events.append(Event("roll", None, player, value=result))
        return result

    # ------------------------------------------------------------------ counters, statuses
    def gain_counters(self, card: Card, name: str, n: int, rule: str = "7.3.12",
                      ctx: Ctx | None = None) -> None:
        if n <= 0 or card.zone in (ZONE.DISCARD, ZONE.DECK, ZONE.HAND, ZONE.GONE):
            return  # no counters there (2.5.b)
        card.counters[name] = card.counters.get(name, 0) + n
        label = "boost" if name == "boost" else f"{name.capitalize()} counter"
        self.entry(f"{card.name} gains {n} {label}{'s' if n > 1 else ''}", rule,
                   ctx.controller if ctx else card.controller, (card.oid,))
        self._events.append(Event("counters", card, ctx.controller if ctx else None, value=(name, n)))

    def spend_counters(self, card: Card, name: str, n: int, ctx: Ctx | None = None) -> None:
        have = card.counters.get(name, 0)
        card.counters[name] = have - n
        if not card.counters[name]:
            del card.counters[name]
        self.entry(f"{card.name} spends {n} {name.capitalize()} counter{'s' if n > 1 else ''}",
                   "7.3.27", ctx.controller if ctx else card.controller, (card.oid,))

    def gain_status(self, card: Card, status: Status, rule: str = "7.3.13",
                    ctx: Ctx | None = None) -> bool:
        if card.zone in (ZONE.DISCARD, ZONE.DECK, ZONE.HAND, ZONE.GONE):
            return False  # 2.4.1.c
        if status in card.statuses:
            return False  # 2.4.1.f
        if status is STATUS.FLEETING and card.zone is ZONE.LANDMARK:
            return False  # Landmark Permanents cannot be Fleeting (remark under 2.4.6.b)
        card.statuses.add(status)
        if status is STATUS.EXHAUSTED and card.zone is ZONE.RESERVE:
            self._abilities_version += 1  # its support abilities stop working (2.2.11.i)
        actor = ctx.controller if ctx else card.controller
        verb = "is exhausted" if status is STATUS.EXHAUSTED else f"gains {status.value.capitalize()}"
        self.entry(f"{card.name} {verb}", rule, actor, (card.oid,))
        self._events.append(Event("status", card, actor, value=(status, True)))
        return True

    def lose_status(self, card: Card, status: Status, rule: str = "7.3.15",
                    ctx: Ctx | None = None) -> bool:
        if status not in card.statuses:
            return False  # 2.4.1.h
        card.statuses.discard(status)
        if status is STATUS.EXHAUSTED and card.zone is ZONE.RESERVE:
            self._abilities_version += 1  # its support abilities work again (2.2.11.i)
        actor = ctx.controller if ctx else card.controller
        verb = "is readied" if status is STATUS.EXHAUSTED else f"loses {status.value.capitalize()}"
        self.entry(f"{card.name} {verb}", rule, actor, (card.oid,))
        self._events.append(Event("status", card, actor, value=(status, False)))
        return True

    # ------------------------------------------------------------------ tokens, Expeditions
    def create_token(self, ref: str, creator: int, player: int, exp: str, rule: str = "7.3.4",
                     ctx: Ctx | None = None) -> Card:
        cdef = card_by_ref(ref)
        # the owner of a token is who created it (1.1.7.b)
        card = Card(0, cdef, creator, profile=profile_of(cdef))
        self.place(card, ZONE.EXPEDITION, exp, player)
        article = "an" if cdef.name[:1].upper() in "AEIOU" else "a"
        self.entry(f"creates {article} {cdef.name} {cdef.stats} token in "
                   f"{self.players[player].name}'s {exp} Expedition", rule, creator, (card.oid,))
        self._events.append(Event("create", card, creator, None, ZONE.EXPEDITION, None, exp))
        return card

    def move_expedition(self, player: int, exp: str, delta: int, ctx: Ctx | None = None,
                        rule: str | None = None,
                        due_to: tuple[Terrain, ...] | None = None) -> bool:
        """Move an Expedition's marker one region (7.3.16-17); reveal Tumult cards (7.3.17.b).

        `due_to` is given by Progress only: the terrains it moves forward due to (4.2.4.j),
        recorded in the event; any other forward move has None."""
        p = self.players[player]
        name = f"{p.name}'s {exp} Expedition"
        if self.tiebreak:
            self.entry(f"{name} is in the Arena and cannot move", "4.3", player)
            return False
        if delta > 0:
            if forbids_moving_forward(self, player, exp):
                self.entry(f"{name} can't move forward", "1.4.1", player)
                return False
            if self.phase is PHASE.DUSK and self.has_defender(player, exp):
                # whatever the reason for the move, not only Progress (7.4.2.b-c)
                self.entry(f"{name} has a Defender and cannot move forward during Dusk",
                           "7.4.2.c", player)
                return False
            if due_to is None and terrain_limits(self, player, exp).only is not None:
                self.entry(f"{name} can only move forward due to a terrain, so only "
                           "Progress can move it forward", "4.2.4.d", player)
                return False
        step = delta if exp == "hero" else -delta
        new = p.position[exp] + step
        if delta < 0 and p.distance(exp) == 0:
            self.entry(f"{name} is at its starting region and cannot move backward", "7.3.16",
                       player)
            return False
        if delta > 0 and p.distance(exp) == 7:
            self.entry(f"{name} is already at the far end and cannot move forward", "7.3.17",
                       player)
            return False
        region = self.regions[new]
        if region.face_down:
            for r in self.regions:
                if r.tumult == region.tumult:
                    r.face_down = False
            terr = " and ".join(t.value for t in sorted(region.terrains))
            self.entry(f"a Tumult card is revealed: the region ahead is {terr}", "7.3.17.b",
                       player)
        p.position[exp] = new
        if delta > 0:
            p.moved_forward_today.add(exp)
        self.entry(f"{name} moves {'forward' if delta > 0 else 'backward'} to region {new + 1}",
                   rule or ("7.3.17" if delta > 0 else "7.3.16"), player)
        self._events.append(Event("expedition", None, player, value=(exp, delta, due_to or ())))
        return True

    def has_defender(self, player: int, exp: str) -> bool:
        """Whether a Character with Defender is in that Expedition (7.4.2.b)."""
        return any(self.has_keyword(c, "defender") for c in self.in_expedition(player, exp))

    def expedition_stats(self, player: int, exp: str, for_progress: bool = False) -> Stats:
        """Summed statistics of the Characters in an Expedition; Asleep ones are not
        counted at Progress (2.4.3)."""
        f = m = w = 0
        for c in self.expedition_zone:  # `in_expedition` without building the list
            st = c.cdef.stats
            if c.controller != player or st is None:
                continue
            if c.expedition != exp and not self.has_keyword(c, "gigantic"):
                continue  # Gigantic objects count in both of their controller's (7.4.4.b)
            if for_progress and STATUS.ASLEEP in c.statuses:
                continue
            boosts = c.counters.get("boost", 0)  # each boost adds one to each (2.5.1.b)
            f += st.forest + boosts
            m += st.mountain + boosts
            w += st.water + boosts
        return Stats(f, m, w)

    # ------------------------------------------------------------------ Emblems (2.2.14, 6.3)
    def create_ongoing(self, passive: Passive, duration: str, ctx: Ctx) -> Emblem | None:
        """Create an Ongoing Emblem, if its duration can start now (2.2.14.d-e)."""
        if duration == "turn" and self.turn_player is None:
            self.entry("an effect lasting 'this turn' cannot start outside a turn, so it does "
                       "nothing", "2.2.14.d", ctx.controller)
            return None
        if duration == "afternoon" and self.phase not in (PHASE.MORNING, PHASE.NOON,
                                                          PHASE.AFTERNOON):
            self.entry("an effect lasting 'this Afternoon' cannot start after the Afternoon, "
                       "so it does nothing", "2.2.14.e", ctx.controller)
            return None
        em = Emblem(self.new_oid(), ctx.controller, "ongoing",
                    ctx.source.name if ctx.source else "", passive.text(duration=duration),
                    passive=passive, duration=duration)
        self.emblems.append(em)
        self.emblems_changed()
        self.entry(f"creates an Ongoing effect ({duration}): {em.text}", "2.2.14",
                   ctx.controller)
        return em

    def expire(self, duration: str) -> None:
        for em in [e for e in self.emblems if e.kind == "ongoing" and e.duration == duration]:
            self.emblems.remove(em)
            self.emblems_changed()
            self.entry(f"the Ongoing effect ends: {em.text}", "2.2.14", em.controller)

    def reaction_watchers(self) -> list[tuple[Card, Reaction, int, int]]:
        """Reactions that exist and work now, other than self-move ones (6.3.e).

        Cached until the state changes: every change of the state is logged or gives
        out a new object id, so the log length and the last id tell when to recompute."""
        key = self.abilities_key()
        hit = self._watchers
        if hit is None or hit[0] != key:
            hit = self._watchers = (key, self._compute_watchers())
        return hit[1]

    def _compute_watchers(self) -> list[tuple[Card, Reaction, int, int]]:
        # the object's id is kept as it is now, before the event: the Reaction belongs to
        # that object, not to whatever the item becomes if the event moves it (6.3.e, 2.1.d)
        out = []
        for c in self.watching:
            for a in self.working_abilities(c):
                if isinstance(a, Reaction) and not a.trigger.self_move:
                    out.append((c, a, c.controller if c.zone is not ZONE.RESERVE else c.owner,
                                c.oid))
        return out

    def activate(self, events: list[Event], watchers: list[tuple[Card, Reaction, int, int]],
                 snaps: dict[Any, Any] | None = None, before: int | None = None) -> None:
        """The Reaction-activating step after a step (6.3.g); `before` is the last object
        id given out before that step (see `Emblem.made_before`)."""
        self.snapshots = snaps or {}
        self._made_before = self._oid if before is None else before
        for ev in events:
            for card, ab, ctrl, oid in watchers:
                hit = ab.trigger.match(self, ev, card, ctrl)
                if hit is not False and hit is not None:
                    self._emblem(card, ab, ctrl, ev, hit, oid)
            c = ev.card
            if c is not None and ev.kind in _SELF_MOVE_KINDS and c.zone is not ZONE.GONE:
                abil = c.profile.self_moves
                if c.granted:
                    abil += self_moves(c.granted)
                in_play = c.zone is ZONE.EXPEDITION or c.zone is ZONE.LANDMARK
                if in_play:
                    extra = self.granted_by_passives(c)
                    if extra:
                        abil += self_moves(extra)
                if not abil:
                    continue
                if in_play and c.oid in self.chars().lost:
                    continue  # lost or ignored abilities do not activate (2.3.2.d, 7.3.14)
                for ab in abil:
                    hit = ab.trigger.match(self, ev, c, c.controller)
                    if hit:
                        self._emblem(c, ab, c.controller if c.zone is not ZONE.RESERVE
                                     else c.owner, ev, hit)
        if self.snapshots:  # only when a trigger asked for a before-picture (rare)
            for card, ab, ctrl, oid in watchers:
                implicit = getattr(ab.trigger, "implicit_joins", None)
                if implicit is None:
                    continue
                snap = self.snapshots.get((oid, id(ab.trigger)))
                for c in implicit(self, card, snap, events):
                    self._emblem(card, ab, ctrl, Event("join", c, ctrl), c, oid)
        self._made_before = None

    def _emblem(self, card: Card, ab: Reaction, ctrl: int, ev: Event, hit: Any,
                oid: int | None = None) -> None:
        """Create the Emblem-Reaction of `card`'s ability for event `ev`.  `oid` is the
        object the ability belonged to when the event happened (None: the card as it is
        now, as for self-move Reactions, which look at the state after the event, 6.3.c):
        if the event or the rest of its step moved the card, "I" is the object that left
        and the new one is not affected (2.1.d, 6.3.j) — unless that event is the very
        move the trigger speaks of ("when I am sacrificed"): then the ability finds the
        object in its new zone (2.1.f)."""
        if oid is None:
            oid = card.oid
        key = (oid, id(ab))
        if ev.card is card and ev.kind == "move" and ev.old_oid == oid:
            oid = card.oid  # 2.1.f
        n = self._activations.get(key, 0)
        if n >= REACTION_LIMIT:
            self.entry(f"{card.name}'s Reaction has reached its daily limit", "6.3.l", ctrl)
            return
        if blocked_trigger(self, card, ab.trigger):
            self.entry(f"{card.name}'s {ab.trigger.text()} Reaction cannot activate", "7.3.1.e",
                       ctrl, (card.oid,))
            return
        # Reactions triggered by playing a Character with Scout can find it in Reserve
        # (7.4.5.e): their context says so, for `Me` to follow the card there
        kind = "scout" if card is self.scouted else "reaction"
        ctx = Ctx(ctrl, card, event=ev, kind=kind, source_oid=oid)
        bind(ctx, hit)
        if ab.condition is not None and not ab.condition.holds(self, ctx):
            return
        self._activations[key] = n + 1

        extra = activation_extras(self, card, ctrl)
        if extra:  # "that activation also ..." modifies this Emblem, not the ability
            ab = Reaction(ab.trigger, ab.steps + extra, ab.condition, ab.support)
            text = effect_text(ab.steps)  # a one-off Reaction: not worth remembering
        else:
            text = _effect_text(ab)

        em = Emblem(self.new_oid(), ctrl, "reaction", card.name, text,
                    ability=ab, ctx=ctx, source_oid=oid, made_before=self._made_before)
        self.emblems.append(em)
        self.entry(f"{card.name}'s Reaction triggers ({ab.trigger.text()}): it waits in Limbo",
                   "6.3", ctrl, (oid,))

    def add_emblem_reaction(self, source: Card, ctrl: int, steps: tuple[Step, ...],
                            text: str, rule: str) -> None:
        """An Emblem-Reaction made by a rule rather than an ability (5.2.b, 7.4.5.c)."""
        ab = Reaction(_NoTrigger(), steps)
        ctx = Ctx(ctrl, source, it=source, kind="reaction")
        self.emblems.append(Emblem(self.new_oid(), ctrl, "reaction", source.name, text,
                                   ability=ab, ctx=ctx, source_oid=source.oid))
        self.entry(f"{source.name}: {text} (waits in Limbo as a Reaction)", rule, ctrl,
                   (source.oid,))

    def run_step(self, step: Step, ctx: Ctx) -> Gen:
        """Resolve one step, then activate the Reactions its events match (6.2.m)."""
        return self._as_one_step(step.run, self, ctx)

    def run_action(self, fn: Callable[[], Gen]) -> Gen:
        """Run a rules action (a daily effect, a move) as one step with its Reactions."""
        return self._as_one_step(fn)

    def _as_one_step(self, fn: Callable[..., Gen], *args: Any) -> Gen:
        """Run `fn(*args)` collecting its events, then activate the Reactions they match
        (6.3.g) and run the steps modifiers added (6.2.e); return what `fn` returned."""
        watchers = self.reaction_watchers()
        snaps = self._snapshots(watchers) if watchers else None
        before = self._oid
        outer, outer_added, outer_arrived = self._events, self._added, self._arrived
        self._events, self._added, self._arrived = [], [], []
        try:
            result = yield from fn(*args)
        finally:
            events, self._events = self._events, outer
            added, self._added = self._added, outer_added
            arrived, self._arrived = self._arrived, outer_arrived
        if len(arrived) > 1:  # placed together by this step: maybe an order to choose
            yield from order_timestamps(self, arrived)
        self.activate(events, watchers, snaps, before)
        for s, sctx in added:  # steps added by a declined modifier come right after (6.2.e)
            yield from self.run_step(s, sctx)
        return result

    def _snapshots(self, watchers: list[tuple[Card, Reaction, int, int]]) -> dict[Any, Any]:
        """What some triggers need to know from before the step (e.g. "my Expedition" of a
        Gigantic object, 7.4.4.i); empty for almost every game."""
        out: dict[Any, Any] = {}
        for c, ab, _ctrl, _oid in watchers:
            snap = getattr(ab.trigger, "snapshot", None)
            if snap is not None:
                out[(c.oid, id(ab.trigger))] = snap(self, c)
        return out

    def choose_modes(self, player: int, choose: Any, ctx: Ctx) -> Gen:
        opts = [Option(f"m:{i}", choose.mode_text(i)) for i in range(len(choose.modes))]
        ans = yield from self.ask(player, "mode", "Choose a mode", opts, choose.n, choose.n,
                                  source=ctx.source, multi=True)
        return tuple(int(a.split(":")[1]) for a in ans)

    def choose_expedition(self, player: int, what: str, exps: Sequence[str], ctx: Ctx) -> Gen:
        opts = [Option(f"x:{e}", f"{e.capitalize()} Expedition", expedition=(player, e))
                for e in exps]
        ans = yield from self.ask(player, "expedition", f"Choose the Expedition for {what}",
                                  opts, source=ctx.source)
        return ans.split(":")[1]

    # ------------------------------------------------------------------ setup helpers
    def build_adventure(self) -> None:
        """Hero region, three shuffled Tumult cards, Companion region (4.1.b-c)."""
        all3 = frozenset(TERRAINS)
        tumults = [(TERRAIN.FOREST,), (TERRAIN.MOUNTAIN,), (TERRAIN.WATER,)]
        self.rng.shuffle(tumults)
        regions = [Region("Hero region", all3)]
        for i, (single,) in enumerate(tumults):
            other = all3 - {single}
            halves = [frozenset({single}), other]
            if self.rng.random() < 0.5:
                halves.reverse()
            for h in halves:
                regions.append(Region(f"Tumult {i + 1}", h, face_down=True, tumult=i))
        regions.append(Region("Companion region", all3))
        self.regions = regions


_MOVE_VERBS = {ZONE.RESERVE: "goes to Reserve", ZONE.DISCARD: "is discarded",
               ZONE.HAND: "returns to its owner's hand", ZONE.DECK: "goes on top of the Deck",
               ZONE.LANDMARK: "joins the Landmark zone", ZONE.LIMBO: "moves to Limbo",
               ZONE.MANA: "becomes a Mana Orb"}


def _kinds_of(abilities: tuple[Any, ...]) -> tuple[type, ...]:
    """Every class the passives among `abilities` are instances of (with repeats)."""
    return tuple(k for a in abilities if isinstance(a, Passive) for k in _mro(type(a)))


@per_object
def _mro(cls: type) -> tuple[type, ...]:
    return cls.__mro__


# builds a named tuple (LogEntry, Event) straight from all its fields: its own __new__ is
# a Python function, and these are the engine's most frequent objects
_new_record = tuple.__new__
_YES_NO = (Option("yes", "Yes"), Option("no", "No"))
_DESCRIBED_ZONES = frozenset({ZONE.RESERVE, ZONE.LANDMARK, ZONE.DISCARD, ZONE.HAND})
_SELF_MOVE_KINDS = frozenset({"move", "create", "play"})
WORKING_ZONES = frozenset({ZONE.EXPEDITION, ZONE.HERO, ZONE.LANDMARK, ZONE.RESERVE})


@per_object
def _effect_text(ab: Reaction) -> str:
    return effect_text(ab.steps)


class _NoTrigger:
    """Trigger of Emblem-Reactions created by rules (5.2.b): never matches an event."""

    self_move = False

    def match(self, *_: Any) -> bool:
        return False

    def text(self) -> str:
        return "As it is played"


AUTO_KINDS = frozenset({"target", "choose_card", "sacrifice", "reaction", "target_expedition"})


def quick_actions(g: GameState, card: Card) -> list[tuple[int, QuickAction]]:
    """(index, ability) of the card's quick actions that work where it is; the caller
    skips cards without any (`card.profile.quick`, granted abilities)."""
    abil = (*card.cdef.abilities, *card.granted)
    working = g.working_abilities(card)
    return [(i, a) for i, a in enumerate(abil) if isinstance(a, QuickAction) and a in working]


def next_played_emblems(g: GameState, player: int) -> list[Emblem]:
    if not g.emblems:
        return []
    return [e for e in g.emblems if e.kind == "ongoing" and e.controller == player
            and isinstance(e.passive, NextPlayed)]


__all__ = ["GameState", "Emblem", "CardType"]
