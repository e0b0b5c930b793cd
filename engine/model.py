"""The game's nouns: factions, zones, statuses, card definitions and the objects in play.

Cards are data (`CardDef`, frozen); the physical item moving through zones is a `Card`
whose `oid` changes every time it changes zones, because rule 1.4.4 / 2.1.d say it is
then a new object.  Nothing here knows any card by name.
"""

from __future__ import annotations

import enum
import types
from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

import attrs

from engine.profile import profile_of

if TYPE_CHECKING:  # pragma: no cover
    from engine.ability_kinds import Ability


class Faction(enum.StrEnum):
    AXIOM = "AX"
    BRAVOS = "BR"
    LYRA = "LY"
    MUNA = "MU"
    ORDIS = "OR"
    YZMIR = "YZ"

    @property
    def label(self) -> str:
        return self.name.capitalize()


class CardType(enum.StrEnum):
    HERO = "hero"
    CHARACTER = "character"
    PERMANENT = "permanent"
    SPELL = "spell"
    TOKEN = "token"  # type Character (2.2.1.d); kept apart for display and deck rules


class Rarity(enum.StrEnum):
    COMMON = "common"
    RARE = "rare"
    UNIQUE = "unique"
    EXALTED = "exalted"  # the Exalted versions of the Duster set
    NONE = "none"  # Heroes and tokens


class Zone(enum.StrEnum):
    DECK = "deck"
    HAND = "hand"
    DISCARD = "discard"
    RESERVE = "reserve"
    LANDMARK = "landmark"
    MANA = "mana"
    HERO = "hero"
    EXPEDITION = "expedition"
    LIMBO = "limbo"
    GONE = "gone"  # a token that ceased to exist (2.1.e)

    @property
    def hidden(self) -> bool:
        """Deck and Hand are hidden (1.2.3.g); the rest are visible (1.2.3.f)."""
        return self is ZONE.DECK or self is ZONE.HAND

    @property
    def in_play(self) -> bool:
        """In play means Expedition zone or Landmark zone (3.1.4.a)."""
        return self is ZONE.EXPEDITION or self is ZONE.LANDMARK


class Status(enum.StrEnum):
    ANCHORED = "anchored"
    ASLEEP = "asleep"
    EXHAUSTED = "exhausted"
    FLEETING = "fleeting"


class Terrain(enum.StrEnum):
    FOREST = "forest"
    MOUNTAIN = "mountain"
    WATER = "water"

    @property
    def symbol(self) -> str:
        return _TERRAIN_SYMBOLS[self]


TERRAINS: tuple[Terrain, ...] = (Terrain.FOREST, Terrain.MOUNTAIN, Terrain.WATER)
_TERRAIN_SYMBOLS = {Terrain.FOREST: "V", Terrain.MOUNTAIN: "M", Terrain.WATER: "O"}


class Phase(enum.StrEnum):
    SETUP = "Setup"
    MORNING = "Morning"
    NOON = "Noon"
    AFTERNOON = "Afternoon"
    DUSK = "Dusk"
    NIGHT = "Night"
    OVER = "Game over"


EXPEDITIONS: tuple[str, str] = ("hero", "companion")


def member_namespace(name: str, members: Mapping[str, Any]) -> Any:
    """An enum's members as plain attributes, so that `ZONE.HAND is Zone.HAND`.

    Why: on Python 3.11 reading `Zone.HAND` goes through the slow attribute hook that
    EnumType's `__getattr__` installs (3.12 removed it), costing about a seventh of the
    engine's time, since the rules read zones and statuses tens of thousands of times a
    game (benchmarks/engine_speed.py).  The namespace is a module object (exactly
    `types.ModuleType`, not a subclass): a module's attribute is the kind Python 3.11
    specialises best (`LOAD_ATTR_MODULE`, one check of its dict's version), where the
    plain object whose `__dict__` held the members before was read through the generic
    look-up at many places, some 260 machine instructions more a read; the engine reads
    30 to 40 members a decision (issue #27)."""
    space = types.ModuleType(name)
    space.__dict__.update(members)
    return space


CARD_TYPE: Any = member_namespace("CARD_TYPE", CardType.__members__)
RARITY: Any = member_namespace("RARITY", Rarity.__members__)
ZONE: Any = member_namespace("ZONE", Zone.__members__)
STATUS: Any = member_namespace("STATUS", Status.__members__)

#: the counter name of boosts (2.5.1); other counters are named by the cards (Kelon, Quest, …)
BOOST = "boost"


def counter_label(name: str) -> str:
    """One counter as the log and the options name it: "boost", "Kelon counter"."""
    return BOOST if name == BOOST else f"{name.capitalize()} counter"
TERRAIN: Any = member_namespace("TERRAIN", Terrain.__members__)
PHASE: Any = member_namespace("PHASE", Phase.__members__)


def version_parts(version: str) -> tuple[str, int, str, int | None]:
    """Split a version code LLL-NNN-L(-NNNN) (2.2.6): set letters, number in the set,
    rarity letter (C, R, F or U) and, for unique cards, their own number."""
    parts = version.split("-")
    if len(parts) not in (3, 4) or not parts[0].isalpha() or not parts[1].isdigit():
        raise ValueError(f"'{version}' is not a version code like BTG-001-C")
    unique = int(parts[3]) if len(parts) == 4 else None
    return parts[0], int(parts[1]), parts[2], unique


@attrs.frozen
class Stats:
    forest: int = 0
    mountain: int = 0
    water: int = 0

    def __getitem__(self, t: Terrain) -> int:
        value: int = getattr(self, t)  # a StrEnum member is its own name
        return value

    def __add__(self, other: Stats) -> Stats:
        return Stats(self.forest + other.forest, self.mountain + other.mountain,
                     self.water + other.water)

    def plus(self, n: int) -> Stats:
        return Stats(self.forest + n, self.mountain + n, self.water + n)

    def __str__(self) -> str:
        return f"{self.forest}/{self.mountain}/{self.water}"


ZERO = Stats()


@attrs.frozen
class CardDef:
    """The printed facts of a card plus its abilities in the effects language."""

    ref: str
    name: str
    type: CardType
    faction: Faction | None = None
    rarity: Rarity = Rarity.COMMON
    subtypes: tuple[str, ...] = ()
    hand_cost: int = 0
    reserve_cost: int = 0
    stats: Stats | None = None
    reserve_limit: int = 2
    landmark_limit: int = 2
    zone_type: str | None = None  # "expedition" | "landmark" for Permanents (2.2.3)
    abilities: tuple[Ability, ...] = ()
    ruling: str = ""  # the ruling chosen where the card's text is ambiguous
    token: bool = False  # a Permanent token (Landmark token); Character tokens have type TOKEN
    keywords: tuple[tuple[str, bool | int], ...] = ()  # printed keywords, e.g. ("scout", 2)
    # False when the card has printed text that no definition covers: such a card is never
    # put in play as a blank card, decks holding it are refused; `missing` says why
    implemented: bool = True
    missing: str = ""
    # Facts of the type, worked out once when the definition is made: the rules ask them
    # several times a decision, and on Python 3.11 a property read calls a Python
    # function from C each time (some 600 machine instructions), where a slot is read in
    # a few (issue #27).  Not arguments, not compared: they follow from `type`/`token`.
    is_character: bool = attrs.field(init=False, eq=False, repr=False)
    is_token: bool = attrs.field(init=False, eq=False, repr=False)
    #: the type used by the rules: tokens are Characters (2.2.1.d) (a StrEnum: its value)
    rules_type: str = attrs.field(init=False, eq=False, repr=False)
    #: types the card's own text adds for other abilities only ("I'm also considered a
    #: Spell, even when not in play"): read from abilities that carry `also_types`.  Read
    #: by every filter naming a type (`counts_as`), where a property built a tuple through
    #: a generator at each look (issue #27)
    also_types: tuple[str, ...] = attrs.field(init=False, eq=False, repr=False)
    #: what the hot paths ask of the abilities (engine.profile.Profile): worked out once,
    #: by `engine.profile.profile_of` (the registry asks it as it builds the definition)
    profile: Any = attrs.field(init=False, eq=False, repr=False, default=None)

    def __attrs_post_init__(self) -> None:
        kind = self.type
        object.__setattr__(self, "is_character",
                           kind is CARD_TYPE.CHARACTER or kind is CARD_TYPE.TOKEN)
        object.__setattr__(self, "is_token", kind is CARD_TYPE.TOKEN or self.token)
        object.__setattr__(self, "rules_type", "character" if kind is CARD_TYPE.TOKEN else kind)
        object.__setattr__(self, "also_types", tuple(
            t for a in self.abilities for t in getattr(a, "also_types", ())))

    def counts_as(self, types: tuple[str, ...] | str) -> bool:
        """Whether an ability that names `types` ("a Spell", "Permanents") sees this card as
        one of them: its rules type, or a type its text adds for abilities.  The rules
        themselves (how it is played, where it goes) use `rules_type` alone."""
        if isinstance(types, str):
            types = (types,)
        if self.rules_type in types:
            return True
        for t in self.also_types:  # most often none: no generator made
            if t in types:
                return True
        return False

    def text(self) -> str:
        """Card text rendered from the definition: one paragraph per ability."""
        return "\n".join(t for a in self.abilities if (t := a.text()))


NOTHING_BEFORE: Mapping[str, Any] = MappingProxyType({})


@attrs.define(eq=False, init=False)  # its own `__init__`, below
class Card:
    """A physical item.  `oid` is the identity of the object it currently represents."""

    oid: int
    cdef: CardDef
    owner: int
    controller: int = -1  # who controls it while in play (7.5.4); set on entering play
    zone: Zone = Zone.DECK
    expedition: str | None = None
    statuses: set[Status] = attrs.field(factory=set)
    counters: dict[str, int] = attrs.field(factory=dict)
    timestamp: int = 0
    granted: tuple[Any, ...] = ()  # abilities gained while in this zone
    # facts remembered about the object it was before the last move (2.1.h, 6.3.j); a
    # move replaces the whole mapping, so an unmoved card can share an empty one
    last: Mapping[str, Any] = NOTHING_BEFORE
    profile: Any = attrs.field(default=None, repr=False)  # engine.profile.Profile
    #: the definition's name, kept beside it (an item's definition never changes): read
    #: several times a decision, a slot where a property called a function (issue #27)
    name: str = attrs.field(init=False, repr=False)

    def __init__(self, oid: int, cdef: CardDef, owner: int, controller: int = -1,
                 zone: Zone = Zone.DECK, expedition: str | None = None,
                 statuses: set[Status] | None = None, counters: dict[str, int] | None = None,
                 timestamp: int = 0, granted: tuple[Any, ...] = (),
                 last: Mapping[str, Any] = NOTHING_BEFORE, profile: Any = None) -> None:
        """The fields in order, as attrs would take them (`attrs.evolve` gives them all
        by name), the profile found from the definition when not given.  Written out
        rather than attrs' `__init__` calling a factory for each container and then an
        `__attrs_post_init__`: a game makes some eighty items as it starts, a good part of
        a short game's setting up (issue #27)."""
        self.oid = oid
        self.cdef = cdef
        self.owner = owner
        self.controller = controller
        self.zone = zone
        self.expedition = expedition
        self.statuses = set() if statuses is None else statuses
        self.counters = {} if counters is None else counters
        self.timestamp = timestamp
        self.granted = granted
        self.last = last
        self.profile = profile_of(cdef) if profile is None else profile
        self.name = cdef.name

    @property
    def boosts(self) -> int:
        return self.counters.get("boost", 0)

    @property
    def exhausted(self) -> bool:
        return STATUS.EXHAUSTED in self.statuses

    def has(self, status: Status) -> bool:
        return status in self.statuses

    def __repr__(self) -> str:  # short, for logs and test failures
        return f"<{self.cdef.name}#{self.oid} {self.zone.value}>"


@attrs.define
class Region:
    """One of the eight regions of the Adventure (3.2.1.b), or the Arena (4.3)."""

    name: str
    terrains: frozenset[Terrain]
    face_down: bool = False
    tumult: int | None = None  # which Tumult card it is half of
    # Terrain Markers placed on it, oldest first: the region is the last one's terrain and
    # loses its others until that Marker is removed (Cyclone's reminder text)
    markers: tuple[Terrain, ...] = ()

    @property
    def shown_terrains(self) -> frozenset[Terrain]:
        """Face-down regions have no sub-types (remark under 2.2.2.k); a Terrain Marker
        makes a visible region that terrain only."""
        if self.face_down:
            return frozenset()
        return frozenset({self.markers[-1]}) if self.markers else self.terrains


_ZONE_LISTS = {Zone.DECK: "deck", Zone.HAND: "hand", Zone.DISCARD: "discard",
               Zone.RESERVE: "reserve", Zone.LANDMARK: "landmarks", Zone.MANA: "mana"}


@attrs.define
class Player:
    index: int
    name: str
    hero: Card | None = None
    deck: list[Card] = attrs.field(factory=list)
    hand: list[Card] = attrs.field(factory=list)
    discard: list[Card] = attrs.field(factory=list)
    reserve: list[Card] = attrs.field(factory=list)
    landmarks: list[Card] = attrs.field(factory=list)
    mana: list[Card] = attrs.field(factory=list)
    # positions on the Adventure: index 0 is the Hero region, 7 the Companion region
    position: dict[str, int] = attrs.field(factory=lambda: {"hero": 0, "companion": 7})
    passed: bool = False
    moved_forward_today: set[str] = attrs.field(factory=set)
    # Terrain Markers the player holds, not yet placed on a region (a Hero that begins the
    # game with some, lyra_regions_words), in the order received
    markers: tuple[Terrain, ...] = ()

    def zone_list(self, zone: Zone) -> list[Card]:
        cards: list[Card] = getattr(self, _ZONE_LISTS[zone])
        return cards

    def distance(self, exp: str) -> int:
        """How far an Expedition is from its starting region (4.2.5.d)."""
        pos = self.position[exp]
        return pos if exp == "hero" else 7 - pos

    @property
    def reserve_limit(self) -> int:
        """The Hero's reserve limit, 2 without a Hero (3.2.10.b)."""
        return self.hero.cdef.reserve_limit if self.hero else 2

    @property
    def landmark_limit(self) -> int:
        """The Hero's landmark limit, 2 without a Hero (3.2.7.b)."""
        return self.hero.cdef.landmark_limit if self.hero else 2
