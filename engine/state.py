"""The game state: all the mutable data of a game, composed from one module per concern.

`GameState` holds the data (players and their zones, the Adventure, Limbo, Emblems, the
log, the random generator) and the few things every part needs (object ids, log entries,
where objects are).  What the rules do with it lives beside it, one concern a module, as
mixins it is made of (the way python-chess keeps `Board` small over its helpers):

    engine.gamestate.asking           asking the players (`ask`, initiative)
    engine.gamestate.characteristics  working abilities, passives, keywords, the caches
    engine.gamestate.moves            moving objects between zones (place, move, draw...)
    engine.gamestate.actions          the other atomic actions (Mana, dice, counters...)
    engine.gamestate.reactions        steps and the Reactions their events trigger
    engine.gamestate.emblem           `Emblem`, what waits in Limbo
    engine.gamestate.replacing        replacement effects: an action proposed, then done

The rules' code (the day flow, effects) calls these as methods of one state, as before;
only the engine sees a state: `engine.game.Game` holds it privately behind the protocol.
Every atomic action logs itself with the rule behind it and records an `Event`; the step
that performed it then activates the Reactions those events match (6.2.m, 6.3.g).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator, Iterable, Sequence
from typing import Any

from engine.ability_kinds import Ability, NextPlayedPassive, QuickAction, Reaction, Step
from engine.events import Event
from engine.gamestate.actions import AtomicActions
from engine.gamestate.asking import Asking
from engine.gamestate.characteristics import Characteristics
from engine.gamestate.context import Ctx
from engine.gamestate.emblem import Emblem
from engine.gamestate.moves import ZoneMoves
from engine.gamestate.reactions import REACTION_LIMIT, Reactions
from engine.gamestate.replacing import Replacing
from engine.log import DuskVerdict, LogEntry
from engine.messages import Message, msg, msg_text
from engine.model import (
    EXPEDITIONS,
    PHASE,
    TERRAIN,
    TERRAINS,
    ZONE,
    Card,
    CardDef,
    CardType,
    Player,
    Region,
    Zone,
)
from engine.profile import Profile, profile_of

Gen = Generator[Any, Any, Any]
QUICK_LIMIT = 100  # 1.4.6.b, 5.3.e


class GameState(Asking, Characteristics, ZoneMoves, AtomicActions, Reactions, Replacing):
    """All mutable game data; the atomic actions of the rules come from the mixins."""

    # Slots, not an instance dict: a state holds some fifty attributes, past the thirty
    # an instance's shared keys can hold, so its dict was made a plain one, and on such
    # an object Python 3.11 cannot specialise a method look-up - every `g.move(...)`,
    # `self.entry(...)`, some forty a decision, took the slow generic path.  With slots
    # every attribute read and method look-up is specialised (issue #27).  A new
    # attribute must be named here (mypy says so where one is assigned).
    __slots__ = (
        "rng", "players", "day", "phase", "first", "turn_player", "regions", "tiebreak",
        "expedition_zone", "limbo", "emblems", "log", "over", "winner", "win_reason",
        "after_you", "after_rest", "scouted", "_oid", "_ts", "_events", "_activations",
        "quick_uses", "played_this_afternoon", "played_this_turn", "observer", "_derived",
        "_watchers", "option_cache", "able", "watching", "quick_held", "passive_holders",
        "_passive_kinds",
        "_emblem_kinds", "items", "_abilities_version", "_watch_version", "_watch_moves",
        "_table_version",
        "_marks_version", "_regions_version", "_changers_version", "_facts_given",
        "_changing_emblems", "_changers", "chars_in_progress", "_listing_passives",
        "_chars_cache", "_added", "step_events", "_arrived", "snapshots",
        "self_checking",
    )

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
        self.played_this_turn: list[int] = [0, 0]  # cards each player played this turn
        self.observer: Callable[[GameState], None] | None = None
        self._derived: dict[str, tuple[Any, Any]] = {}  # see `cached`
        #: (key, watchers, the per-step ones among them, the ones whose trigger takes a
        #: picture before each step, the watchers by kind of event, those of any kind), see
        #: `reaction_watchers`
        self._watchers: tuple[Any, list[tuple[Card, Reaction, int, int]],
                              list[tuple[Card, Reaction, int, int]],
                              list[tuple[Card, Reaction, int, int]],
                              dict[str, list[tuple[Card, Reaction, int, int]]],
                              list[tuple[Card, Reaction, int, int]]] | None = None
        # options that stay the same for as long as their object does, by object id
        # (engine.play.play_options): a new object gets a new id, so none goes stale
        self.option_cache: dict[Any, Any] = {}
        # objects with abilities in the zones where abilities can work, in the order they
        # arrived: scanning these instead of every zone keeps re-evaluation cheap
        self.able: dict[Card, None] = {}
        # those of `able` where one of their watching Reactions works (6.3.e), or granted any
        self.watching: dict[Card, None] = {}
        # those of `able` that may have a quick action where they are: one of their own, or
        # any ability granted (`quick_holders`, checked against a look at every zone)
        self.quick_held: dict[Card, None] = {}
        # those of `able` with passives, each with the kinds (classes) of its passives,
        # counted in `_passive_kinds` with the kinds of the Ongoing effects' passives
        # (`_emblem_kinds`, with repeats): a kind no object and no Ongoing effect holds
        # needs no search, one look in one dict (see `passives_of`)
        self.passive_holders: dict[Card, tuple[type, ...]] = {}
        self._passive_kinds: dict[type, int] = {}
        self._emblem_kinds: tuple[type, ...] = ()
        # every object id ever given, to the item that carried it: the log names objects
        # by id, and a reader may ask where that card is now (see `current_oid`)
        self.items: dict[int, Card] = {}
        self._abilities_version = 0  # see `abilities_key`
        self._watch_version = 0  # the same for the objects of `watching` (`watchers_key`)
        # the objects that entered (True) or left `watching` since the watchers were kept,
        # each with a bump of `_watch_version`: the kept lists are patched from it
        self._watch_moves: list[tuple[Card, bool]] = []
        self._table_version = 0  # the table the passives may read changed (`table_changed`)
        self._marks_version = 0  # statuses or counters changed (`marks_changed`)
        self._regions_version = 0  # regions or positions changed (`regions_changed`)
        # the characteristic-changing passives that exist may have changed (`may_give`)
        self._changers_version = 0
        self._facts_given: Any = (-1, None)  # (`_changers_version`, `facts_given`)
        self._changing_emblems = False  # an Ongoing effect changes characteristics (2.3)
        self._changers = 0  # objects in `able` with a characteristic-changing passive
        self.chars_in_progress: Any = None  # passives being applied (2.3.1.l)
        self._listing_passives = False  # `passive_sources` being worked out
        self._chars_cache: Any = None
        self._added: list[tuple[Step, Ctx]] = []  # steps added by modifiers (6.2.e)
        self.step_events: list[Any] = []  # the events `activate` is matching (see there)
        # objects with characteristic-changing passives placed during the current step
        self._arrived: list[Card] = []
        #: what some triggers needed to know from before the step being activated (see
        #: `Reactions._snapshots`)
        self.snapshots: dict[Any, Any] = {}
        #: a checked run (engine.invariants.SelfCheck): the caches confirm their answers
        #: as they give them - every watcher is asked about every event, and one its
        #: trigger's `kinds` left out must not match; kept characteristics equal
        #: recomputed ones (engine.effects.passives)
        self.self_checking = False

    # ------------------------------------------------------------------ identities
    def new_oid(self) -> int:
        self._oid += 1
        return self._oid

    def make_card(self, cdef: CardDef, owner: int) -> Card:
        return Card(self.new_oid(), cdef, owner, controller=owner, profile=profile_of(cdef))

    def make_cards(self, defs: Iterable[tuple[CardDef, Profile]], owner: int) -> list[Card]:
        """`make_card` for a whole deck, each definition with its profile (made in the
        Deck zone, ids in order): a game makes some eighty at its start (issue #27)."""
        oid = self._oid
        out = [Card(oid := oid + 1, cdef, owner, controller=owner, profile=profile)
               for cdef, profile in defs]
        self._oid = oid
        return out

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
    def entry(self, text: str | Message, rule: str, actor: int | None = None,
              objects: tuple[int, ...] = (), verdict: DuskVerdict | None = None) -> None:
        # Phase is a StrEnum, so the member itself is the phase's name as text
        self.log.append(_new_record(LogEntry, (
            self.day, self.phase, None if actor is None else self.players[actor].name, text,
            rule, objects, verdict, actor)))
        if self.observer is not None:
            self.observer(self)

    def note(self, text: str | Message, rule: str, ctx: Ctx | None = None) -> None:
        """An effect's log line, after the name of the card whose effect it is."""
        actor = ctx.controller if ctx is not None else None
        if ctx is not None and ctx.source is not None:
            text = (msg("{source}: {text}", source=ctx.source.name, text=text)
                    if isinstance(text, Message) else ctx.source.name + ": " + text)
        self.entry(text, rule, actor)

    # ------------------------------------------------------------------ queries
    def record_event(self, ev: Event) -> None:
        """An event of the step being done (1.2.7.b): the Reactions that watch it are
        activated at the end of the step (6.3.g)."""
        self._events.append(ev)

    def events_recorded(self) -> int:
        """How many events the step being done has had so far ("if you do" asks whether
        a step did something, 6.5.f)."""
        return len(self._events)

    def outside_events(self) -> list[Event]:
        """The list events go to when no step is running: one recorded there is lost to
        the Reactions it should trigger (a self-check, engine.invariants)."""
        return self._events

    def add_step(self, step: Step, ctx: Ctx) -> None:
        """A step an additive modifier adds, done within the same step (6.2.e)."""
        self._added.append((step, ctx))

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
        """The card's name and where it is, for options ("Booda (Ann's hero Expedition)",
        "The Snowman (Ann's Mana Orb)"), worded now."""
        template, args = self._description(c)
        return msg_text(template, **args) if args else template

    def described(self, c: Card) -> str | Message:
        """`describe` for the log: a message worded when read."""
        template, args = self._description(c)
        return Message((template, args)) if args else template

    def _description(self, c: Card) -> tuple[str, dict[str, str]]:
        z = c.zone
        if z is ZONE.EXPEDITION:
            return _WHERE.get(c.expedition or "", _WHERE["hero"]), {
                "card": c.cdef.name, "player": self.players[c.controller].name}
        if z is ZONE.MANA:  # say what it was: a card leaving the Mana zone was a Mana Orb
            return "{card} ({player}'s Mana Orb)", {"card": c.cdef.name,
                                                    "player": self.players[c.owner].name}
        if z in _DESCRIBED_ZONES:
            # Landmarks are in their controller's Landmark zone (a control change, 7.5.4)
            who = c.controller if z is ZONE.LANDMARK else c.owner
            return "{card} ({player}'s {zone})", {"card": c.cdef.name, "zone": z.value,
                                                  "player": self.players[who].name}
        return c.cdef.name, {}

    def all_cards(self) -> list[Card]:
        """Every item of the game now, whatever its zone (tokens that ceased excepted)."""
        out: list[Card] = list(self.expedition_zone) + list(self.limbo)
        for p in self.players:
            if p.hero is not None:
                out.append(p.hero)
            for z in (p.deck, p.hand, p.discard, p.reserve, p.landmarks, p.mana):
                out.extend(z)
        return out

    # ------------------------------------------------------------------ setup
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


# builds a named tuple (LogEntry, Event) straight from all its fields: its own __new__ is
# a Python function, and these are the engine's most frequent objects
_new_record = tuple.__new__
_WHERE = {"hero": "{card} ({player}'s hero Expedition)",
          "companion": "{card} ({player}'s companion Expedition)"}
_DESCRIBED_ZONES = frozenset({ZONE.RESERVE, ZONE.LANDMARK, ZONE.DISCARD, ZONE.HAND})


def quick_actions(g: GameState, card: Card) -> Sequence[tuple[int, QuickAction]]:
    """(index, ability) of the card's quick actions that work where it is; the caller
    skips cards without any (`card.profile.quick`, granted abilities).  Without granted
    abilities, the working ones are one of its profile's lists (or none), whose quick
    actions the profile holds: no look at each ability at every turn (issue #27)."""
    working = g.working_abilities(card)
    if not card.granted:
        if not working:
            return ()
        pr = card.profile
        if working is pr.in_play:
            return pr.quick_in_play
        if working is pr.support:
            return pr.quick_support
        if working is pr.every:
            return pr.quick_every
    return quick_actions_seen(g, card, working)


def quick_actions_seen(g: GameState, card: Card, working: Sequence[Ability] | None = None
                       ) -> list[tuple[int, QuickAction]]:
    """`quick_actions` from a look at each of the card's abilities (those it was granted,
    or a Hero's on the first Day); checked runs compare the two (engine.invariants)."""
    if working is None:
        working = g.working_abilities(card)
    out = []  # a loop: no comprehension made at every turn for each holder
    for i, a in enumerate((*card.cdef.abilities, *card.granted) if card.granted
                          else card.cdef.abilities):
        if isinstance(a, QuickAction) and a in working:
            out.append((i, a))
    return out


#: the order of the zones whose quick actions a turn offers (`quick_holders`)
_QUICK_ZONES = {ZONE.HERO: 0, ZONE.EXPEDITION: 1, ZONE.LANDMARK: 2, ZONE.RESERVE: 3}


def quick_holders(g: GameState, player: int) -> list[Card]:
    """The player's objects that may have a quick action that works (5.3), in the order a
    turn lists their options: the Hero, the Expedition zone's, the Landmarks, the Reserve,
    each in its zone's order.  Taken from the index `quick_held`, kept as objects move,
    rather than from every object of every zone at each turn decision (issue #27;
    checked runs compare it with `quick_holders_seen`)."""
    mine = []
    for c in g.quick_held:  # a loop: no comprehension made at every turn
        z = c.zone
        if (c.owner if z is ZONE.RESERVE or z is ZONE.HERO else c.controller) == player:
            mine.append(c)
    if len(mine) > 1 and not _in_zone_order(mine):
        p = g.players[player]
        lists = {ZONE.EXPEDITION: g.expedition_zone, ZONE.LANDMARK: p.landmarks,
                 ZONE.RESERVE: p.reserve}
        mine.sort(key=lambda c: (_QUICK_ZONES[c.zone],
                                 lists[c.zone].index(c) if c.zone in lists else 0))
    return mine


def _in_zone_order(holders: list[Card]) -> bool:
    """Whether objects of `quick_held` are in the order a turn lists them already: their
    zones in order and, within the Expedition zone and a Reserve, their ids increasing
    (those lists only grow at their end, as `place` gives an object its new id), and at
    most one Landmark (one that changed control goes to the end of its new controller's
    Landmarks with its id).  An object granted an ability after others arrived comes
    last in the index, out of order: then the holders are sorted."""
    last, last_oid = -1, 0
    for c in holders:
        rank = _QUICK_ZONES[c.zone]
        if rank < last or (rank == last and (rank == 2 or c.oid < last_oid)):
            return False
        last, last_oid = rank, c.oid
    return True


def quick_holders_seen(g: GameState, player: int) -> list[Card]:
    """`quick_holders` from a look at every zone where quick actions work: a self-check."""
    p = g.players[player]
    every = ([p.hero] if p.hero is not None else []) + [
        c for c in g.expedition_zone if c.controller == player] + p.landmarks + p.reserve
    return [c for c in every if c.granted or c.profile.quick]


def next_played_emblems(g: GameState, player: int) -> list[tuple[Emblem, NextPlayedPassive]]:
    """The player's Ongoing "next card you play" effects (2.2.14), each with its passive."""
    if not g.emblems:
        return []
    return [(e, e.passive) for e in g.emblems if e.kind == "ongoing" and e.controller == player
            and isinstance(e.passive, NextPlayedPassive)]


__all__ = ["GameState", "Emblem", "CardType", "REACTION_LIMIT", "QUICK_LIMIT"]
