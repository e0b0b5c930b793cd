"""What one player may see: plain data built from the state, hidden zones as counts.

The GUI draws only from this, so a hotseat table never shows a hand it should not.
A view is JSON-friendly dicts and lists, typed here with `TypedDict`s (`GameView` at the
top): a type checker knows every key, and the view stays plain data that can be saved,
compared and sent as it is.  Hidden information is `None` (a hand, the Mana Orbs of the
opponent) with its count beside it.  The pending decision is shown in full only to the
player who decides; the other sees who decides and what kind of decision it is.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any, TypedDict

from engine.decisions import Decision
from engine.gamestate.questions import WORDS
from engine.memo import per_object
from engine.model import (
    EXPEDITIONS,
    STATUS,
    ZONE,
    Card,
    CardDef,
    Phase,
    Player,
    Status,
    Terrain,
    Zone,
)

if TYPE_CHECKING:  # pragma: no cover
    from engine.state import GameState


class CardView(TypedDict):
    """One object as a player sees it: printed facts and its state now."""

    oid: int
    ref: str
    name: str
    type: str  # a CardType value: "character", "spell", "permanent", "hero", "token", ...
    faction: str | None
    rarity: str
    subtypes: list[str]
    hand_cost: int | None
    reserve_cost: int | None
    stats: list[int] | None  # [forest, mountain, water] with boosts; None if not a Character
    base_stats: list[int] | None  # as printed
    statuses: list[str]  # sorted Status values: "asleep", "anchored", "exhausted", ...
    counters: dict[str, int]
    boosts: int
    keywords: dict[str, int | None]  # in play only: printed and granted
    text: str  # rendered from the card's definition
    token: bool
    zone_type: str | None
    ruling: str
    reserve_limit: int | None  # Heroes only
    landmark_limit: int | None  # Heroes only
    owner: int
    controller: int
    zone: str  # a Zone value
    expedition: str | None  # "hero" | "companion" in the Expedition zone


class OrbView(CardView):
    """A Mana Orb, shown to its owner only (3.2.9.d)."""

    exhausted: bool


class StatsView(TypedDict):
    forest: int
    mountain: int
    water: int


class ExpeditionView(TypedDict):
    position: int  # index of its region in the Adventure
    distance: int  # regions moved from its start
    region: list[str]  # the terrains shown where it stands
    cards: list[CardView]
    stats: StatsView
    facing_stats: StatsView  # the opposing Expedition of the same kind
    ascended: bool  # it has Ascended and Rest has not come yet (an Emblem says so)


class ManaView(TypedDict):
    ready: int
    exhausted: int
    cards: list[OrbView] | None  # None for the opponent's Mana zone


class PlayerView(TypedDict):
    index: int
    name: str
    hero: CardView | None
    reserve_limit: int
    landmark_limit: int
    passed: bool
    hand: list[CardView] | None  # None unless it is the viewer's hand
    hand_count: int
    deck_count: int
    discard: list[CardView]
    reserve: list[CardView]
    landmarks: list[CardView]
    mana: ManaView
    expeditions: dict[str, ExpeditionView]  # "hero" and "companion"
    markers: list[str]  # Terrain Markers held, not yet placed on a region (public)


class RegionView(TypedDict):
    index: int
    name: str
    face_down: bool
    terrains: list[str]  # as they are now: after Terrain Markers and passives
    printed: list[str]  # as the region card shows them (empty while face down)
    markers: list[str]  # Terrain Markers on it, oldest first (the last one counts)


class EmblemView(TypedDict):
    oid: int
    controller: int
    kind: str  # "reaction" (waiting to be played, 4.4) or "ongoing" (2.2.14)
    source: str
    source_oid: int | None
    text: str
    # the text with what it calls "it" named, for the Limbo list: "Ordis Recruit (Ann's
    # hero Expedition) gains 1 boost." where text reads "It gains 1 boost." (two such
    # Reactions would read alike); equal to text when there is nothing to name, or when
    # the object is in a zone the viewer may not see
    effect: str
    duration: str | None


class OptionView(TypedDict):
    id: str
    label: str
    objects: list[int]
    detail: str


class PendingView(TypedDict, total=False):
    """The pending decision: in full for the player who decides (`waiting` False), only
    `player`, `kind` and `waiting` True for anyone else."""

    player: int
    kind: str  # a `DecisionKind`'s text: a view is plain data
    waiting: bool
    prompt: str
    min: int
    max: int
    info: list[str]
    source: int | None
    options: list[OptionView]


class GameView(TypedDict):
    """Everything `viewer` (a player, or None for a spectator) may see of the game."""

    viewer: int | None
    day: int
    phase: str  # a Phase value
    first_player: int
    turn_player: int | None
    initiative: int
    tiebreak: bool
    over: bool
    winner: int | None
    win_reason: str
    adventure: list[RegionView]
    players: list[PlayerView]
    limbo: list[CardView]
    emblems: list[EmblemView]
    pending: PendingView | None
    log_size: int


@per_object
def card_text(cdef: CardDef) -> str:
    """A definition's rendered text never changes: render it once."""
    return cdef.text()


#: `_printed` by definition, looked up in `card_view` itself (a memo's call per card
#: was a tenth of a view, issue #27): id -> (the definition, its part); bounded like
#: engine.memo's memos, since unique cards are definitions made at run time
_PRINTED: dict[int, tuple[Any, dict[str, Any]]] = {}
_PRINTED_LIMIT = 50_000


def _printed(cd: Any) -> dict[str, Any]:
    """The part of a card's view that comes from its definition alone (built once)."""
    if len(_PRINTED) >= _PRINTED_LIMIT:
        _PRINTED.clear()
    hero = cd.type.value == "hero"
    _PRINTED[id(cd)] = (cd, part := {
        "ref": cd.ref, "name": cd.name, "type": cd.type.value,
        "faction": cd.faction.value if cd.faction else None, "rarity": cd.rarity.value,
        "subtypes": list(cd.subtypes), "hand_cost": cd.hand_cost, "reserve_cost": cd.reserve_cost,
        "base_stats": [cd.stats.forest, cd.stats.mountain, cd.stats.water] if cd.stats else None,
        "text": card_text(cd), "token": cd.is_token, "zone_type": cd.zone_type,
        "ruling": cd.ruling,
        "reserve_limit": cd.reserve_limit if hero else None,
        "landmark_limit": cd.landmark_limit if hero else None,
    })
    return part


#: each member's value, read from a dict: a view reads hundreds of them, and an enum's
#: `.value` is a descriptor call costing some twenty times a dict lookup
_VALUE: dict[Any, str] = {m: m.value for e in (Phase, Status, Terrain, Zone) for m in e}


@cache
def _terrain_names(terrains: frozenset[Terrain]) -> tuple[str, ...]:
    """The sorted names of a set of terrains (a handful of sets occur: cached)."""
    return tuple(sorted(_VALUE[t] for t in terrains))


def card_view(g: GameState, c: Card) -> CardView:
    cd = c.cdef
    hit = _PRINTED.get(id(cd))
    printed = hit[1] if hit is not None and hit[0] is cd else _printed(cd)
    base = printed["base_stats"]
    z = c.zone
    counters = c.counters
    # outside an Expedition, passives change no statistics (2.3.1.g): the printed ones
    # with the boosts, without asking the state (`stats`); a view makes dozens of these
    st = (None if cd.stats is None else g.stats(c) if z is ZONE.EXPEDITION or counters
          else cd.stats)
    view: Any = {
        **printed,
        "subtypes": list(printed["subtypes"]),  # each view owns its lists
        "base_stats": None if base is None else list(base),
        "oid": c.oid,
        "stats": [st.forest, st.mountain, st.water] if st else None,
        "statuses": sorted(_VALUE[s] for s in c.statuses) if c.statuses else [],
        "counters": dict(counters), "boosts": counters.get("boost", 0),
        "keywords": g.keywords(c) if z is ZONE.EXPEDITION or z is ZONE.LANDMARK else {},
        "owner": c.owner, "controller": c.controller, "zone": _VALUE[z],
        "expedition": c.expedition,
    }
    # built as a plain dict from the definition's part, kept per definition (`_printed`),
    # and the object's part above: every key of a CardView, no other (`view` is Any: no
    # typing.cast call, a function call per card)
    return view  # type: ignore[no-any-return]


def _orb_view(g: GameState, c: Card) -> OrbView:
    """A Mana Orb as its controller sees it: its card's view and whether it is exhausted
    (added to the fresh dict, not copied into another one)."""
    view: Any = card_view(g, c)
    view["exhausted"] = STATUS.EXHAUSTED in c.statuses
    return view  # type: ignore[no-any-return]


#: card views kept between a pilot's decisions (`view_for`'s `kept`): oid -> (the
#: object, its definition, its statuses, controller, zone and Expedition when its view
#: was built, the view)
KeptViews = dict[int, tuple[Any, ...]]


def _keeper(kept: KeptViews, build: Any) -> Any:
    """A function giving `build(g, c)` (a card's or a Mana Orb's view), or the one built
    for the same object before if nothing it shows can have changed.  Outside an
    Expedition and the Landmark zone and without counters, a card view is its
    definition's part and the object's oid, statuses, controller, zone and Expedition
    only (no passive changes its statistics or keywords there, 2.3.1.g); a move makes a
    new oid (1.4.4), and the rest is compared.  Other cards are built afresh.  One
    closure per view: the check costs no call of its own."""
    get = kept.get
    exp, landmark = ZONE.EXPEDITION, ZONE.LANDMARK

    def view(g: GameState, c: Card) -> Any:
        z = c.zone
        if z is exp or z is landmark or c.counters:
            return build(g, c)
        hit = get(c.oid)
        if (hit is not None and hit[0] is c and hit[1] is c.cdef and hit[2] == c.statuses
                and hit[3] == c.controller and hit[4] is z and hit[5] == c.expedition):
            return hit[6]
        v = build(g, c)
        kept[c.oid] = (c, c.cdef, frozenset(c.statuses), c.controller, z, c.expedition, v)
        return v

    return view


def _stats(s: Any) -> StatsView:
    return {"forest": s.forest, "mountain": s.mountain, "water": s.water}


class _Reading:
    """What the parts of one view share: the state, the viewer, how card views are built
    (afresh, or kept between views: `kept`), and each Expedition's statistics, each
    region's terrains and each player's ready Mana Orbs, worked out once, when first
    needed."""

    __slots__ = ("g", "viewer", "pending", "lazy", "_kept", "_cv", "_ov", "_stats",
                 "_terrains", "_ready")

    def __init__(self, g: GameState, viewer: int | None, pending: Decision | None,
                 kept: KeptViews | None, lazy: bool) -> None:
        self.g, self.viewer, self.pending, self.lazy = g, viewer, pending, lazy
        self._kept = kept
        self._cv: Any = card_view if kept is None else None  # the keepers: when first used
        self._ov: Any = _orb_view if kept is None else None
        self._stats: dict[tuple[int, str], Any] = {}
        self._terrains: dict[int, tuple[str, ...]] = {}
        self._ready: dict[int, int] = {}

    def cards(self, cards: Iterable[Card]) -> list[CardView]:
        cv = self._cv
        if cv is None:
            cv = self._cv = _keeper(self._kept, card_view)  # type: ignore[arg-type]
        g = self.g
        return [cv(g, c) for c in cards]

    def orbs(self, cards: Iterable[Card]) -> list[OrbView]:
        ov = self._ov
        if ov is None:
            ov = self._ov = _keeper(self._kept, _orb_view)  # type: ignore[arg-type]
        g = self.g
        return [ov(g, c) for c in cards]

    def stats(self, player: int, e: str) -> StatsView:
        """An Expedition's statistics (a player's are the other's facing ones)."""
        s = self._stats.get((player, e))
        if s is None:
            s = self._stats[player, e] = self.g.expedition_stats(player, e)
        return _stats(s)

    def terrains(self, region: int) -> tuple[str, ...]:
        """A region's terrains after passives, for the region and the Expeditions in it."""
        t = self._terrains.get(region)
        if t is None:
            t = self._terrains[region] = _terrain_names(self.g.terrains_at(region))
        return t

    def ready(self, player: int) -> int:
        n = self._ready.get(player)
        if n is None:
            n = self._ready[player] = self.g.ready_mana(player)
        return n

    def part(self, keys: Mapping[str, Callable[..., Any]], *about: Any) -> Any:
        """One dict of the view: each key's value from its function of (this reading,
        *about); a lazy reading makes each when it is first read."""
        if self.lazy:
            return LazyPart(keys, (self, *about))
        return {k: f(self, *about) for k, f in keys.items()}


class LazyPart(Mapping[str, Any]):
    """A dict of a view whose values are made when first read (`lazy_view_for`): the same
    keys, in the same order, and the same values as the dict `view_for` builds, as long
    as it is read before the game moves on."""

    __slots__ = ("_keys", "_about", "_made")

    def __init__(self, keys: Mapping[str, Callable[..., Any]], about: tuple[Any, ...]) -> None:
        self._keys, self._about = keys, about
        self._made: dict[str, Any] = {}

    def __getitem__(self, key: str) -> Any:
        made = self._made
        if key in made:
            return made[key]
        value = made[key] = self._keys[key](*self._about)
        return value

    def __iter__(self) -> Iterator[str]:
        return iter(self._keys)

    def __len__(self) -> int:
        return len(self._keys)

    def __repr__(self) -> str:
        return repr(dict(self))


#: each key of an `ExpeditionView`: its function of (the reading, the player, "hero" or
#: "companion")
_EXPEDITION: dict[str, Callable[[_Reading, Player, str], Any]] = {
    "position": lambda r, p, e: p.position[e],
    "distance": lambda r, p, e: p.distance(e),
    "region": lambda r, p, e: list(r.terrains(p.position[e])) if r.g.regions else [],
    "cards": lambda r, p, e: r.cards(r.g.in_expedition(p.index, e)),
    "stats": lambda r, p, e: r.stats(p.index, e),
    "facing_stats": lambda r, p, e: r.stats(1 - p.index, e),
    "ascended": lambda r, p, e: WORDS.is_ascended(r.g, p.index, e),
}

#: each key of a `ManaView`
_MANA: dict[str, Callable[[_Reading, Player], Any]] = {
    "ready": lambda r, p: r.ready(p.index),
    "exhausted": lambda r, p: len(p.mana) - r.ready(p.index),
    # players may look at their own Mana zone (3.2.9.d), not the opponent's
    "cards": lambda r, p: r.orbs(p.mana) if r.viewer == p.index else None,
}

#: each key of a `PlayerView`
_PLAYER: dict[str, Callable[[_Reading, Player], Any]] = {
    "index": lambda r, p: p.index,
    "name": lambda r, p: p.name,
    "hero": lambda r, p: r.cards((p.hero,))[0] if p.hero else None,
    "reserve_limit": lambda r, p: WORDS.reserve_allowance(r.g, p.index, p.reserve)[0],
    "landmark_limit": lambda r, p: p.landmark_limit,
    "passed": lambda r, p: p.passed,
    "hand": lambda r, p: r.cards(p.hand) if r.viewer == p.index else None,
    "hand_count": lambda r, p: len(p.hand),
    "deck_count": lambda r, p: len(p.deck),
    "discard": lambda r, p: r.cards(p.discard),
    "reserve": lambda r, p: r.cards(p.reserve),
    "landmarks": lambda r, p: r.cards(p.landmarks),
    "mana": lambda r, p: r.part(_MANA, p),
    "expeditions": lambda r, p: {e: r.part(_EXPEDITION, p, e) for e in EXPEDITIONS},
    "markers": lambda r, p: [_VALUE[t] for t in p.markers],
}


def _pending(r: _Reading) -> PendingView | None:
    pending = r.pending
    if pending is None:
        return None
    if pending.player != r.viewer:
        return {"player": pending.player, "kind": pending.kind.value, "waiting": True}
    return {
        "player": pending.player, "kind": pending.kind.value, "prompt": pending.prompt,
        "min": pending.min, "max": pending.max, "info": list(pending.info),
        "source": pending.source, "waiting": False,
        "options": [{"id": o.id, "label": o.label, "objects": list(o.objects),
                     "detail": o.detail} for o in pending.options],
    }


def _adventure(r: _Reading) -> list[RegionView]:
    return [{"index": i, "name": reg.name, "face_down": reg.face_down,
             # after passives ("All regions are Water ..."), which may give a face-down
             # region a terrain; its printed ones stay hidden
             "terrains": list(r.terrains(i)),
             "printed": list(_terrain_names(reg.terrains)) if not reg.face_down else [],
             "markers": [_VALUE[t] for t in reg.markers]}
            for i, reg in enumerate(r.g.regions)]


def _emblems(r: _Reading) -> list[EmblemView]:
    g = r.g
    return [{"oid": e.oid, "controller": e.controller, "kind": e.kind,
             "source": e.source_name, "source_oid": e.source_oid,
             "text": e.text, "effect": e.effect(g.describe, r.viewer),
             "duration": e.duration}
            for e in g.emblems]


#: each key of a `GameView`
_GAME: dict[str, Callable[[_Reading], Any]] = {
    "viewer": lambda r: r.viewer,
    "day": lambda r: r.g.day,
    "phase": lambda r: _VALUE[r.g.phase],
    "first_player": lambda r: r.g.first,
    "turn_player": lambda r: r.g.turn_player,
    "initiative": lambda r: r.g.initiative(),
    "tiebreak": lambda r: r.g.tiebreak,
    "over": lambda r: r.g.over,
    "winner": lambda r: r.g.winner,
    "win_reason": lambda r: r.g.win_reason,
    "adventure": _adventure,
    "players": lambda r: [r.part(_PLAYER, p) for p in r.g.players],
    "limbo": lambda r: r.cards(r.g.limbo),
    "emblems": _emblems,
    "pending": _pending,
    "log_size": lambda r: len(r.g.log),
}


def view_for(g: GameState, viewer: int | None, pending: Decision | None,
             kept: KeptViews | None = None) -> GameView:
    """`viewer`'s view.  `kept` (one dict per game, empty at first): the card views of
    objects that did not change are the ones built for an earlier view of this game, the
    same dicts (a reader that only reads, as the AI pilots, gets the same view for less:
    issue #27); None builds every card's view afresh, as the app's views are."""
    view: Any = _Reading(g, viewer, pending, kept, lazy=False).part(_GAME)
    return view  # type: ignore[no-any-return]


def lazy_view_for(g: GameState, viewer: int | None, pending: Decision | None,
                  kept: KeptViews | None = None) -> Mapping[str, Any]:
    """`view_for`'s view made as it is read: each dict of it (the game's, each player's,
    each Expedition's, each Mana zone's) a `LazyPart` that makes a value when its key is
    first read, so a reader that looks at a few things (the AI pilots: the lab's pilot
    reads its hand, the Expeditions' statistics and its options at most decisions) pays
    for those only (issue #27).  Equal to `view_for`'s, key for key, if read before the
    game moves on; read-only, and not JSON as it is (`dict()` each part to save it)."""
    return _Reading(g, viewer, pending, kept, lazy=True).part(_GAME)  # type: ignore[no-any-return]
