"""Positions: a game described as data, so it can start mid-game instead of from a shuffle.

Testers, bug reporters and lessons need "this board, this phase, this player to act",
not "these decks, this seed, these forty answers".  A `Position` says the day and phase,
whose turn it is, every card of each zone with its statuses, boosts and counters, the
Mana Orbs, how far each Expedition has travelled, which Tumult cards are revealed, and
the die's next results.  `Game.from_position` places the cards (set-up, not game
actions: nothing is logged, nothing triggers) and then runs the ordinary day flow from
the start of that phase, so the first pending decision is the one the rules ask there.

A position is checked before anything is built (`check`): a position no game could be
in is refused with a message naming the place and the rule, never half-built.  Its JSON
form (`to_json` / `from_json`, docs/position-builder.md) is validated field by field the
way records are, with limits on size, so a damaged or hostile file gets a clear error.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import attrs

from engine.cards.registry import UnknownCard, card_by_ref
from engine.decks import Deck
from engine.effects.ascended import Ascended
from engine.effects.regions import UNTIL_REST
from engine.gamestate.emblem import Emblem
from engine.loading import parse_json  # depth and number-length limits
from engine.model import (
    CARD_TYPE,
    EXPEDITIONS,
    PHASE,
    RARITY,
    STATUS,
    TERRAINS,
    ZONE,
    CardDef,
    Phase,
    Region,
    Status,
    Terrain,
    Zone,
)

if TYPE_CHECKING:  # pragma: no cover
    from engine.game import Game
    from engine.state import GameState
    from engine.uniques.store import UniqueSpec

FORMAT = "altered-position"
VERSION = 1
#: limits of the builder, not of the rules: far beyond what a game reaches, they keep a
#: hostile file from making the program build (or a dialog show) something absurd
MAX_BYTES = 2_000_000
MAX_ZONE = 100
MAX_MANA = 30
MAX_AMOUNT = 99  # boosts or counters of one name on one card
MAX_DAY = 200
MAX_DICE = 100
MAX_NAME = 40
MAX_HELD_MARKERS = 16  # Terrain Markers one player holds, not yet placed
MAX_ONGOING = 20  # Ongoing effects in Limbo
MAX_ONGOING_TEXT = 300  # the words of one
MAX_UNIQUES = 60  # unique cards a position defines (two decks' worth)
#: the phases a position may start at; Setup is a game's own business (4.1), and a
#: position is a game in progress
START_PHASES = (PHASE.MORNING, PHASE.NOON, PHASE.AFTERNOON, PHASE.DUSK, PHASE.NIGHT)
#: the zones of one side that hold lists of cards, as named in the JSON form
ZONE_FIELDS = ("hand", "deck", "discard", "reserve", "landmarks", "mana")
_ZONE_OF = {"hand": ZONE.HAND, "deck": ZONE.DECK, "discard": ZONE.DISCARD,
            "reserve": ZONE.RESERVE, "landmarks": ZONE.LANDMARK, "mana": ZONE.MANA}
#: where statuses and counters can be (2.4.1.b-c, 2.5.a-b)
_MARKABLE = (ZONE.EXPEDITION, ZONE.HERO, ZONE.LANDMARK, ZONE.MANA, ZONE.RESERVE)
#: the phases an Ongoing effect of each duration can still be under way at (2.2.14):
#: "this turn" only within a turn, "this Afternoon" until the Afternoon ends, "until
#: Rest" until the Night's Rest, "this Day" all day
_ONGOING_PHASES = {"turn": (PHASE.AFTERNOON,),
                   "afternoon": (PHASE.MORNING, PHASE.NOON, PHASE.AFTERNOON),
                   "rest": START_PHASES, "day": START_PHASES}


class PositionError(ValueError):
    """A position that cannot be built; the message says what is wrong and where."""


# ---------------------------------------------------------------------------- the data
def _statuses(value: Iterable[Status | str]) -> frozenset[Status]:
    return frozenset(Status(s) for s in value)


def _counters(value: Mapping[str, int]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(dict(value).items()))


@attrs.frozen
class CardAt:
    """One card of a position: its reference, and what it carries where it is.

    `owner` is only for a card in play that another player owns (a token they created,
    a card whose control changed, 7.5.4); by default the side holding it owns it."""

    ref: str
    statuses: frozenset[Status] = attrs.field(default=frozenset(), converter=_statuses)
    boosts: int = 0
    counters: tuple[tuple[str, int], ...] = attrs.field(default=(), converter=_counters)
    owner: int | None = None

    @property
    def cdef(self) -> CardDef:
        return card_by_ref(self.ref)


def card(ref: str, *statuses: Status | str, boosts: int = 0,
         counters: Mapping[str, int] | None = None, owner: int | None = None) -> CardAt:
    """A card of a position: `card(REF, "exhausted", boosts=2)`."""
    return CardAt(ref, frozenset(statuses), boosts, counters or {}, owner)


def orbs(ref: str, ready: int, exhausted: int = 0) -> tuple[CardAt, ...]:
    """Mana Orbs made from copies of one card: `ready` of them ready, then `exhausted`."""
    return ((CardAt(ref),) * ready) + ((CardAt(ref, frozenset({STATUS.EXHAUSTED})),) * exhausted)


def _cards(value: Iterable[CardAt | str]) -> tuple[CardAt, ...]:
    return tuple(c if isinstance(c, CardAt) else CardAt(c) for c in value)


def _ints(value: Iterable[int]) -> tuple[int, ...]:
    return tuple(value)


def _words(value: Iterable[str]) -> frozenset[str]:
    return frozenset(value)


def _hero(value: CardAt | str | None) -> CardAt | None:
    return CardAt(value) if isinstance(value, str) else value


def _held_markers(value: Iterable[Any]) -> tuple[Terrain, ...]:
    return tuple(Terrain(t) for t in value)


@attrs.frozen
class Side:
    """What one player has.  `deck` lists the Deck from its top card down; `travelled`
    says how many regions each Expedition has moved from its starting region (0 to 7,
    as 4.2.5.d counts them); `passed` is for an Afternoon already under way;
    `moved_forward` names the Expeditions that moved forward today (their Gear goes to
    Reserve at Rest, 4.2.5.b); `markers` are the Terrain Markers the player holds, not yet
    placed on a region (a Hero that begins the game with some); `limbo` are the
    player's cards in Limbo (2.2.2.m: a card being played, Fleeting from Reserve);
    `ascended` names the Expeditions that have Ascended and stay so until Rest (an
    Emblem in Limbo, docs/mechanisms.md); `characters_played` counts the Characters the
    player has played in an Afternoon under way (what "the first Character you play each
    Afternoon" reads)."""

    name: str
    hero: CardAt | None = attrs.field(default=None, converter=_hero)
    hand: tuple[CardAt, ...] = attrs.field(default=(), converter=_cards)
    deck: tuple[CardAt, ...] = attrs.field(default=(), converter=_cards)
    discard: tuple[CardAt, ...] = attrs.field(default=(), converter=_cards)
    reserve: tuple[CardAt, ...] = attrs.field(default=(), converter=_cards)
    landmarks: tuple[CardAt, ...] = attrs.field(default=(), converter=_cards)
    mana: tuple[CardAt, ...] = attrs.field(default=(), converter=_cards)
    hero_expedition: tuple[CardAt, ...] = attrs.field(default=(), converter=_cards)
    companion_expedition: tuple[CardAt, ...] = attrs.field(default=(), converter=_cards)
    travelled: tuple[int, ...] = attrs.field(default=(0, 0), converter=_ints)  # hero, companion
    passed: bool = False
    moved_forward: frozenset[str] = attrs.field(default=frozenset(), converter=_words)
    markers: tuple[Terrain, ...] = attrs.field(default=(), converter=_held_markers)
    limbo: tuple[CardAt, ...] = attrs.field(default=(), converter=_cards)
    ascended: frozenset[str] = attrs.field(default=frozenset(), converter=_words)
    characters_played: int = 0

    def expedition(self, exp: str) -> tuple[CardAt, ...]:
        return self.hero_expedition if exp == "hero" else self.companion_expedition

    def zone_cards(self, field: str) -> tuple[CardAt, ...]:
        cards: tuple[CardAt, ...] = getattr(self, field)  # one of ZONE_FIELDS
        return cards



@attrs.frozen
class Tumult:
    """One Tumult card of the Adventure (4.1.c): the terrain of its one-terrain half,
    whether that half is the one nearer the Hero region, and whether it is revealed."""

    single: Terrain = attrs.field(converter=Terrain)
    single_first: bool = True
    revealed: bool = False

    def halves(self) -> tuple[frozenset[Terrain], frozenset[Terrain]]:
        one = frozenset({self.single})
        other = frozenset(TERRAINS) - one
        return (one, other) if self.single_first else (other, one)


def _tumults(value: Iterable[Tumult] | None) -> tuple[Tumult, ...] | None:
    return None if value is None else tuple(value)


@attrs.frozen
class Ongoing:
    """An Ongoing effect already in Limbo (2.2.14), in the words a card prints it with
    ("The next Character you play this turn costs 1 less.", "Expeditions can't move
    forward this Day."): the card-text grammar reads them into the effect (its duration
    is in the words), which then works as if `controller` had created it; `source` is
    the name of the card it came from, for the log."""

    text: str
    controller: int = 0
    source: str = ""

    def effects(self) -> tuple[tuple[Any, str], ...]:
        """(passive, duration) of each Ongoing effect the words make; raises
        OngoingTextError (a ValueError) saying why when they make none."""
        from engine.ongoing import read_ongoing  # the grammar: only when a position has some

        return read_ongoing(self.text)


def _sides(value: Iterable[Side]) -> tuple[Side, ...]:
    return tuple(value)


def _ongoing(value: Iterable[Ongoing]) -> tuple[Ongoing, ...]:
    return tuple(value)


def _uniques(value: Iterable[UniqueSpec]) -> tuple[UniqueSpec, ...]:
    return tuple(value)


def _markers(value: Iterable[tuple[int, Any]]) -> tuple[tuple[int, Terrain], ...]:
    return tuple((i, Terrain(t)) for i, t in value)


@attrs.frozen
class Position:
    """A game at the start of a phase.  `first` is the first player at that moment
    (a Morning then passes it on, 4.2.1.b).  In the Afternoon, `turn` None starts the
    Afternoon itself; a player index starts that player's turn in an Afternoon already
    under way (then `Side.passed` says who has passed).  `adventure` None lays the
    Tumult cards out from the seed, face down, as a new game does.  `dice` are the
    results the next die rolls give, in order; later rolls come from the seed.
    `markers` are the Terrain Markers on visible regions, as (region index, terrain),
    oldest first: a marked region is its last Marker's terrain only (muna_words).
    `tiebreak`: tiebreakers are under way (4.3): the Adventure is the Arena, where
    nothing travels.  `ongoing` are the Ongoing effects in Limbo (`Ongoing`).
    `uniques` define the unique cards the position names, as printed
    (`engine.uniques.store.UniqueSpec`, read by `engine.card_from_text`): checking the
    position makes them known by reference, as reading a record does."""

    # two (1.1.2.a); any other number is representable, and refused by `problems`
    players: tuple[Side, ...] = attrs.field(converter=_sides)
    day: int = 1
    phase: Phase = attrs.field(default=Phase.AFTERNOON, converter=Phase)
    first: int = 0
    turn: int | None = None
    adventure: tuple[Tumult, ...] | None = attrs.field(default=None, converter=_tumults)
    dice: tuple[int, ...] = attrs.field(default=(), converter=_ints)
    markers: tuple[tuple[int, Terrain], ...] = attrs.field(default=(), converter=_markers)
    tiebreak: bool = False
    ongoing: tuple[Ongoing, ...] = attrs.field(default=(), converter=_ongoing)
    uniques: tuple[UniqueSpec, ...] = attrs.field(default=(), converter=_uniques)

    @property
    def names(self) -> tuple[str, str]:
        return (self.players[0].name, self.players[1].name)

    def decks(self) -> list[Deck]:
        """Each player's cards as a deck: the Hero and every card they own that is not a
        token, wherever it is (for programs that show what a player plays with)."""
        cards: list[list[str]] = [[], []]
        for i, s in enumerate(self.players):
            # Landmark tokens (Manaseed) are in no deck either
            cards[i] += [c.ref for f in (*ZONE_FIELDS, "limbo") for c in s.zone_cards(f)
                         if not c.cdef.is_token]
            for e in EXPEDITIONS:
                for c in s.expedition(e):
                    if not c.cdef.is_token:
                        cards[i if c.owner is None else c.owner].append(c.ref)
        return [Deck(s.name, s.hero.ref if s.hero else None, tuple(cards[i]))
                for i, s in enumerate(self.players)]

    def to_json(self) -> dict[str, Any]:
        return position_to_json(self)

    @classmethod
    def from_json(cls, data: object, where: str = "position") -> Position:
        return position_from_json(data, where)


# ---------------------------------------------------------------------------- checking
def _ref_problem(ref: str) -> str | None:
    try:
        card_by_ref(ref)
    except UnknownCard:
        return f"unknown card reference '{ref}'"
    return None


def _card_problem(c: CardAt, zone: Zone, side: int) -> str | None:
    """Why this card cannot be where the position puts it, or None."""
    bad = _ref_problem(c.ref)
    if bad:
        return bad
    cd = c.cdef
    if cd.type is CARD_TYPE.HERO and zone is not ZONE.HERO:
        return f"{cd.name} is a Hero: it can only be in the Hero zone (3.2.6)"
    if zone is ZONE.HERO and cd.type is not CARD_TYPE.HERO:
        return f"{cd.name} is not a Hero: the Hero zone holds a Hero (3.2.6.b)"
    if cd.token and cd.zone_type == "landmark" and zone is not ZONE.LANDMARK:
        return f"{cd.name} is a Landmark token: it exists only in a Landmark zone (2.1.e)"
    if cd.type is CARD_TYPE.TOKEN and zone is not ZONE.EXPEDITION:
        return f"{cd.name} is a token: tokens exist only in Expeditions (2.1.e)"
    if zone is ZONE.EXPEDITION and not (cd.is_character or cd.zone_type == "expedition"):
        return f"{cd.name} cannot be in an Expedition: only Characters and Expedition " \
               "Permanents can (3.2.4)"
    if zone is ZONE.LANDMARK and not (cd.type is CARD_TYPE.PERMANENT
                                      and cd.zone_type != "expedition"):
        return f"{cd.name} cannot be in the Landmark zone: only Landmark Permanents can (3.2.7)"
    if zone is ZONE.LIMBO and (c.statuses - {STATUS.FLEETING} or c.boosts or c.counters):
        return f"{cd.name} is in Limbo, where a card can be Fleeting (2.4.6.a) but has no " \
               "other status, boosts or counters (2.4.1.c, 2.5.b)"
    if zone not in _MARKABLE and zone is not ZONE.LIMBO and (c.statuses or c.boosts
                                                              or c.counters):
        return f"{cd.name} is in the {zone.value}, where cards have no statuses, boosts or " \
               "counters (2.4.1.c, 2.5.b)"
    if zone is ZONE.MANA and c.statuses - {STATUS.EXHAUSTED}:
        return f"a Mana Orb can only be ready or exhausted, not {_names(c.statuses)}"
    if zone is ZONE.LANDMARK and STATUS.FLEETING in c.statuses:
        return f"{cd.name} is a Landmark Permanent: it cannot be Fleeting (remark under 2.4.6.b)"
    if zone is ZONE.RESERVE and c.statuses - {STATUS.EXHAUSTED}:
        return f"{cd.name} is in Reserve: a card arrives there with no status (2.4.1.d) and " \
               f"can then only be exhausted, not {_names(c.statuses - {STATUS.EXHAUSTED})}"
    if zone is ZONE.HERO and c.statuses - {STATUS.EXHAUSTED}:
        return f"{cd.name} is a Hero: it can only be exhausted"
    if not isinstance(c.boosts, int) or isinstance(c.boosts, bool) \
            or not 0 <= c.boosts <= MAX_AMOUNT:
        return f"{cd.name} has {c.boosts!r} boosts: boosts are a whole number from 0 to " \
               f"{MAX_AMOUNT}"
    if c.boosts and not cd.is_character:
        return f"{cd.name} is not a Character: only Characters are boosted (2.5.1)"
    for name, n in c.counters:
        if name == "boost":
            return f"{cd.name}: give boosts with 'boosts', not as a counter"
        if not name or not name.isalpha() or len(name) > 20:
            return f"{cd.name}: a counter's name is one word of letters, not {name!r}"
        if not isinstance(n, int) or isinstance(n, bool) or not 0 < n <= MAX_AMOUNT:
            return f"{cd.name} has {n!r} {name} counters: a whole number from 1 to {MAX_AMOUNT}"
    if c.owner is not None:
        if zone not in (ZONE.EXPEDITION, ZONE.LANDMARK) or c.owner not in (0, 1):
            return f"{cd.name}: 'owner' is only for a card in play that the other player owns"
        if c.owner == side:
            return f"{cd.name}: 'owner' names the side that holds it; leave it out"
    return None


def _names(statuses: Iterable[Status]) -> str:
    return ", ".join(sorted(s.value for s in statuses)) or "nothing"


def problems(pos: Position) -> list[str]:
    """Everything that keeps `pos` from being a position a game could be in."""
    out: list[str] = []
    if len(pos.players) != 2 or not all(isinstance(s, Side) for s in pos.players):
        return ["a position has two players (1.1.2.a)"]
    out.extend(_unique_problems(pos))  # before the cards that name them are looked up
    if not isinstance(pos.day, int) or isinstance(pos.day, bool) or not 1 <= pos.day <= MAX_DAY:
        out.append(f"day must be a whole number from 1 to {MAX_DAY}, not {pos.day!r}")
    if pos.phase not in START_PHASES:
        out.append(f"a position starts at Morning, Noon, Afternoon, Dusk or Night, not "
                   f"{pos.phase.value}")
    elif pos.phase is PHASE.MORNING and pos.day == 1:
        out.append("day 1 has no Morning (4.1.l): start at Noon or later")
    if pos.first not in (0, 1):
        out.append(f"first must be player 0 or 1, not {pos.first!r}")
    if pos.turn is not None:
        if pos.turn not in (0, 1):
            out.append(f"turn must be player 0, 1 or null, not {pos.turn!r}")
        elif pos.phase is not PHASE.AFTERNOON:
            out.append("only the Afternoon has turns (4.2.3): leave 'turn' out")
        elif pos.players[pos.turn].passed:
            out.append(f"{pos.players[pos.turn].name} has passed, so it cannot be their turn "
                       "(4.2.3.d)")
    for s in pos.players:
        if s.passed and (pos.phase is not PHASE.AFTERNOON or pos.turn is None):
            out.append(f"{s.name} has passed: that is only for an Afternoon under way "
                       "(give 'turn')")
    if not all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6 for d in pos.dice):
        out.append("dice results are whole numbers from 1 to 6")
    if len(pos.dice) > MAX_DICE:
        out.append(f"at most {MAX_DICE} dice results")
    if pos.adventure is not None:
        singles = [t.single for t in pos.adventure]
        if len(pos.adventure) != 3 or sorted(singles) != sorted(TERRAINS):
            out.append("the Adventure has three Tumult cards, one for each terrain (4.1.c)")
    for index, _ in pos.markers:
        if not (isinstance(index, int) and 0 <= index <= 7):
            out.append("a Terrain Marker lies on a region 0 to 7")
        elif 1 <= index <= 6 and (pos.adventure is None
                                  or not pos.adventure[(index - 1) // 2].revealed):
            out.append(f"a Terrain Marker lies on region {index + 1}, which is face down: "
                       "Markers go on visible regions only")
    if not isinstance(pos.tiebreak, bool):
        out.append("tiebreak is true or false")
    elif pos.tiebreak and (pos.adventure is not None or pos.markers):
        out.append("during tiebreakers the Adventure is the Arena (4.3.b): leave out "
                   "'adventure' and 'markers'")
    out.extend(_ongoing_problems(pos))
    for i, s in enumerate(pos.players):
        out.extend(f"{_side_name(s, i)}: {p}" for p in _side_problems(pos, s, i))
    if not out:  # every reference is known: count the Unique cards of the whole table
        uniques: dict[str, int] = {}
        for s in pos.players:
            cards = [*([s.hero] if s.hero else []), *(c for f in ZONE_FIELDS
                                                      for c in s.zone_cards(f)),
                     *s.hero_expedition, *s.companion_expedition, *s.limbo]
            for c in cards:
                if c.cdef.rarity is RARITY.UNIQUE:
                    uniques[c.ref] = uniques.get(c.ref, 0) + 1
        out.extend(f"the Unique card {r} is in {n} places at once (there is one such card)"
                   for r, n in uniques.items() if n > 1)
    return out


def _unique_problems(pos: Position) -> list[str]:
    """Define the position's unique cards from their printed text and make them known
    (`engine.uniques.store.learn`); what keeps one from being defined, each named."""
    if not pos.uniques:
        return []
    from engine.uniques.define import UniqueError
    from engine.uniques.store import UniqueSpec, learn

    if len(pos.uniques) > MAX_UNIQUES:
        return [f"at most {MAX_UNIQUES} unique cards"]
    out = []
    for k, spec in enumerate(pos.uniques):
        if not isinstance(spec, UniqueSpec):
            out.append(f"uniques[{k}]: {spec!r} is not a unique card's printed facts")
            continue
        try:
            learn(spec)
        except UniqueError as e:
            out.append(f"uniques[{k}] ({spec.reference}): {e}")
    return out


def _ongoing_problems(pos: Position) -> list[str]:
    """What keeps the position's Ongoing effects from being in Limbo at its start."""
    from engine.ongoing import DURATIONS, OngoingTextError

    out: list[str] = []
    if len(pos.ongoing) > MAX_ONGOING:
        return [f"at most {MAX_ONGOING} Ongoing effects"]
    for k, o in enumerate(pos.ongoing):
        at = f"ongoing[{k}]"
        if not isinstance(o, Ongoing) or not isinstance(o.text, str):
            out.append(f"{at}: {o!r} is not an Ongoing effect")
            continue
        if not 0 < len(o.text) <= MAX_ONGOING_TEXT:
            out.append(f"{at}: the words are 1 to {MAX_ONGOING_TEXT} characters")
            continue
        if o.controller not in (0, 1):
            out.append(f"{at}: controller must be player 0 or 1, not {o.controller!r}")
        if not isinstance(o.source, str) or len(o.source) > 100:
            out.append(f"{at}: source is the name of a card, at most 100 characters")
        try:
            effects = o.effects()
        except OngoingTextError as e:
            out.append(f"{at}: {e}")
            continue
        for _passive, duration in effects:
            phases = _ONGOING_PHASES.get(duration, ())
            if pos.phase not in phases or (duration == "turn" and pos.turn is None):
                out.append(f"{at}: an effect lasting {DURATIONS.get(duration, duration)} is "
                           f"over by the {'start' if pos.turn is None else 'turn'} of the "
                           f"{pos.phase.value} (2.2.14): "
                           + ("give 'turn' for one under way in a turn" if duration == "turn"
                              else "start the position earlier"))
    return out


def _side_name(s: Side, i: int) -> str:
    return f"player {i} ({s.name})" if isinstance(s.name, str) else f"player {i}"


def _side_problems(pos: Position, s: Side, i: int) -> list[str]:
    out: list[str] = []
    if not isinstance(s.name, str) or not 0 < len(s.name) <= MAX_NAME:
        out.append(f"a name is 1 to {MAX_NAME} characters")
    placed: list[tuple[CardAt, Zone, str]] = []
    if s.hero is not None:
        placed.append((s.hero, ZONE.HERO, "hero"))
    for f in ZONE_FIELDS:
        cards = s.zone_cards(f)
        limit = MAX_MANA if f == "mana" else MAX_ZONE
        if len(cards) > limit:
            out.append(f"{len(cards)} cards in {f}: at most {limit}")
        placed.extend((c, _ZONE_OF[f], f) for c in cards)
    if len(s.limbo) > MAX_ZONE:
        out.append(f"{len(s.limbo)} cards in Limbo: at most {MAX_ZONE}")
    placed.extend((c, ZONE.LIMBO, "limbo") for c in s.limbo)
    for e in EXPEDITIONS:
        cards = s.expedition(e)
        if len(cards) > MAX_ZONE:
            out.append(f"{len(cards)} cards in the {e} Expedition: at most {MAX_ZONE}")
        placed.extend((c, ZONE.EXPEDITION, f"{e} Expedition") for c in cards)
    for c, zone, where in placed:
        if not isinstance(c, CardAt) or not isinstance(c.ref, str):
            out.append(f"{where}: {c!r} is not a card")
            continue
        bad = _card_problem(c, zone, i)
        if bad:
            out.append(f"{where}: {bad}")
    if out:
        return out  # the checks below read the cards' definitions
    if len(s.travelled) != 2 or not all(
            isinstance(t, int) and not isinstance(t, bool) and 0 <= t <= 7 for t in s.travelled):
        out.append("each Expedition has travelled 0 to 7 regions (4.2.5.d)")
        return out
    if not set(s.moved_forward) <= set(EXPEDITIONS):
        out.append(f"moved_forward names Expeditions: {', '.join(EXPEDITIONS)}")
    if not set(s.ascended) <= set(EXPEDITIONS):
        out.append(f"ascended names Expeditions: {', '.join(EXPEDITIONS)}")
    played = s.characters_played
    if not isinstance(played, int) or isinstance(played, bool) or not 0 <= played <= MAX_ZONE:
        out.append(f"characters_played is a whole number from 0 to {MAX_ZONE}")
    elif played and (pos.phase is not PHASE.AFTERNOON or pos.turn is None):
        out.append("characters_played counts the Characters played in an Afternoon under "
                   "way: give 'turn'")
    if pos.tiebreak:
        if any(s.travelled) or s.moved_forward:
            out.append("during tiebreakers the Expeditions are in the Arena, where nothing "
                       "travels (4.3.b): travelled is 0, 0 and moved_forward empty")
        return out
    if len(s.markers) > MAX_HELD_MARKERS:
        out.append(f"a player holds at most {MAX_HELD_MARKERS} Terrain Markers")
    if pos.phase in (PHASE.MORNING, PHASE.NOON) and sum(s.travelled) >= 7:
        out.append("its Expeditions have met, so the last Night ended the game or began "
                   "tiebreakers (4.2.5.d, 4.3): positions do not cover either")
    if pos.adventure is not None and len(pos.adventure) == 3:
        for e, t in zip(EXPEDITIONS, s.travelled, strict=True):
            index = t if e == "hero" else 7 - t
            if 1 <= index <= 6 and not pos.adventure[(index - 1) // 2].revealed:
                out.append(f"the {e} Expedition stands on region {index + 1}, whose Tumult card "
                           "is face down: a card is revealed when an Expedition moves onto "
                           "it (7.3.17.b)")
    elif any(s.travelled):
        out.append("Expeditions that have travelled stand on revealed Tumult cards: give "
                   "'adventure' to say which (7.3.17.b)")
    return out


def check(pos: Position) -> None:
    """Raise PositionError listing what is wrong with `pos`, if anything."""
    found = problems(pos)
    if found:
        raise PositionError("this position cannot be built: " + "; ".join(found[:8])
                            + (f" (and {len(found) - 8} more)" if len(found) > 8 else ""))


# ---------------------------------------------------------------------------- building
class PresetDice(random.Random):
    """The game's generator, whose next die rolls are given in advance (the position's
    `dice`); every other draw, and the rolls after those, come from the seed."""

    def __init__(self, seed: int, rolls: Sequence[int] = ()) -> None:
        super().__init__(seed)
        self.rolls = list(rolls)

    def randint(self, a: int, b: int) -> int:
        if (a, b) == (1, 6) and self.rolls:
            return self.rolls.pop(0)
        return super().randint(a, b)


def place_position(g: GameState, pos: Position, seed: int) -> None:
    """Put everything of `pos` in place in a fresh game state (set-up: nothing logged,
    no event, no Reaction).  The caller starts the flow (`engine.flow.run_from`)."""
    check(pos)
    if pos.dice:
        g.rng = PresetDice(seed, pos.dice)
    g.day = pos.day
    g.phase = pos.phase
    g.first = pos.first
    if pos.tiebreak:  # tiebreakers under way: the Arena, where nothing travels (4.3.b)
        g.tiebreak = True
        g.regions = [Region("Arena", frozenset(TERRAINS))]
    elif pos.adventure is None:
        g.build_adventure()
    else:
        regions = [Region("Hero region", frozenset(TERRAINS))]
        for i, t in enumerate(pos.adventure):
            for half in t.halves():
                regions.append(Region(f"Tumult {i + 1}", half, face_down=not t.revealed,
                                      tumult=i))
        regions.append(Region("Companion region", frozenset(TERRAINS)))
        g.regions = regions
    for index, terrain in pos.markers:
        g.regions[index].markers = (*g.regions[index].markers, terrain)
    for i, s in enumerate(pos.players):
        p = g.players[i]
        p.position = ({"hero": 0, "companion": 0} if pos.tiebreak  # as 4.3 leaves them
                      else {"hero": s.travelled[0], "companion": 7 - s.travelled[1]})
        p.passed = s.passed
        g.played_this_afternoon[i] = s.characters_played
        p.moved_forward_today = set(s.moved_forward)
        p.markers = s.markers
        if s.hero is not None:
            _put(g, s.hero, i, ZONE.HERO)
        for c in reversed(s.deck):  # the engine's Deck top is the end of its list
            _put(g, c, i, ZONE.DECK)
        for f in ("hand", "discard", "reserve", "landmarks", "mana"):
            for c in s.zone_cards(f):
                _put(g, c, i, _ZONE_OF[f])
        for e in EXPEDITIONS:
            for c in s.expedition(e):
                _put(g, c, i, ZONE.EXPEDITION, e)
        for c in s.limbo:
            _put(g, c, i, ZONE.LIMBO)
        for e in EXPEDITIONS:  # an Ascended Expedition is an Emblem until Rest
            if e in s.ascended:
                _emblem(g, i, "", Ascended((i, e)), UNTIL_REST)
    for o in pos.ongoing:
        for passive, duration in o.effects():
            _emblem(g, o.controller, o.source, passive, duration)
    g.abilities_changed()  # statuses set after placing (exhausted Reserve cards, 2.2.11.i)


def _emblem(g: GameState, controller: int, source: str, passive: Any, duration: str) -> None:
    """An Ongoing Emblem already in Limbo (set-up: not logged, as `create_ongoing` would)."""
    g.emblems.append(Emblem(g.new_oid(), controller, "ongoing", source,
                            passive.text(duration=duration), passive=passive,
                            duration=duration))
    g.emblems_changed()


def _put(g: GameState, at: CardAt, side: int, zone: Zone, exp: str | None = None) -> None:
    owner = side if at.owner is None else at.owner
    c = g.make_card(at.cdef, owner)
    g.place(c, zone, exp, controller=side)
    c.statuses = set(at.statuses)
    counters = dict(at.counters)
    if at.boosts:
        counters["boost"] = at.boosts
    c.counters = counters


def position_of(game: Game) -> Position:
    """The board of `game` now, as a position: what a report shows and a test can start
    from.  Building it starts at the beginning of the current phase (or turn), so an
    effect half-resolved is not in it (the record is what reopens a game at the exact
    decision); the cards in Limbo, the Ascended Expeditions and the Ongoing effects are,
    each Ongoing effect in its printed words (an effect whose words the card-text
    grammar does not read back to the same effect is left out: see `ongoing_words`)."""
    return board_of(game._state)  # the position builder is part of the engine


def board_of(g: GameState) -> Position:
    """`position_of` for the state behind a game."""
    from engine.ongoing import ongoing_words

    ascended: list[set[str]] = [set(), set()]
    lasting: list[tuple[Ongoing, str]] = []
    for em in g.emblems:
        if em.kind != "ongoing" or em.passive is None:
            continue  # a waiting Reaction belongs to the moment, not to a position
        if isinstance(em.passive, Ascended):
            who, exp = em.passive.expedition
            ascended[who].add(exp)
            continue
        words = ongoing_words(em.passive, em.duration or "day")
        if words is not None:
            lasting.append((Ongoing(words, em.controller, em.source_name), em.duration or "day"))
    sides = []
    for p in g.players:
        def at(c: Any, holder: int = p.index) -> CardAt:
            counters = {k: v for k, v in c.counters.items() if k != "boost"}
            return CardAt(c.cdef.ref, frozenset(c.statuses), c.boosts, counters,
                          None if c.owner == holder else c.owner)
        exps = {e: tuple(at(c) for c in g.expedition_zone
                         if c.controller == p.index and c.expedition == e) for e in EXPEDITIONS}
        travelled = (0, 0) if g.tiebreak else (p.distance("hero"), p.distance("companion"))
        sides.append(Side(
            p.name, at(p.hero) if p.hero is not None else None,
            tuple(at(c) for c in p.hand), tuple(at(c) for c in reversed(p.deck)),
            tuple(at(c) for c in p.discard), tuple(at(c) for c in p.reserve),
            tuple(at(c) for c in p.landmarks), tuple(at(c) for c in p.mana),
            exps["hero"], exps["companion"], travelled,
            p.passed if g.turn_player is not None else False,
            frozenset(() if g.tiebreak else p.moved_forward_today), p.markers,
            tuple(at(c) for c in g.limbo if c.owner == p.index), frozenset(ascended[p.index]),
            g.played_this_afternoon[p.index] if g.turn_player is not None else 0))
    adventure = None
    if len(g.regions) == 8:
        adventure = tuple(Tumult(next(iter(a.terrains)) if len(a.terrains) == 1
                                 else next(iter(b.terrains)),
                                 len(a.terrains) == 1, not a.face_down)
                          for a, b in zip(g.regions[1:7:2], g.regions[2:7:2], strict=True))
    phase = g.phase if g.phase in START_PHASES else PHASE.NOON
    markers = tuple((i, t) for i, r in enumerate(g.regions) for t in r.markers)
    turn = g.turn_player if phase is PHASE.AFTERNOON else None
    # the start of the phase (or turn) the position begins at: an effect whose duration
    # would be over by then is not in it (2.2.14.d-e)
    ongoing = [o for o, d in lasting
               if phase in _ONGOING_PHASES.get(d, START_PHASES) and (d != "turn" or turn is not None)]
    from engine.uniques.store import specs_of

    refs = (c.cdef.ref for c in g.all_cards())
    return Position(tuple(sides), g.day, phase, g.first, turn, adventure,
                    markers=markers, tiebreak=g.tiebreak, ongoing=tuple(ongoing),
                    uniques=tuple(specs_of(refs)))


# ---------------------------------------------------------------------------- JSON form
def _card_json(c: CardAt) -> str | dict[str, Any]:
    if not (c.statuses or c.boosts or c.counters or c.owner is not None):
        return c.ref  # the short form
    out: dict[str, Any] = {"ref": c.ref}
    if c.statuses:
        out["statuses"] = sorted(s.value for s in c.statuses)
    if c.boosts:
        out["boosts"] = c.boosts
    if c.counters:
        out["counters"] = dict(c.counters)
    if c.owner is not None:
        out["owner"] = c.owner
    return out


def position_to_json(pos: Position) -> dict[str, Any]:
    """The JSON form of a position (docs/position-builder.md); defaults are left out."""
    out: dict[str, Any] = {"format": FORMAT, "version": VERSION, "day": pos.day,
                           "phase": pos.phase.value, "first": pos.first}
    if pos.turn is not None:
        out["turn"] = pos.turn
    if pos.adventure is not None:
        out["adventure"] = [{"single": t.single.value, "single_first": t.single_first,
                             "revealed": t.revealed} for t in pos.adventure]
    if pos.dice:
        out["dice"] = list(pos.dice)
    if pos.markers:
        out["markers"] = [{"region": i, "terrain": t.value} for i, t in pos.markers]
    if pos.tiebreak:
        out["tiebreak"] = True
    if pos.ongoing:
        out["ongoing"] = [{"text": o.text, "controller": o.controller,
                           **({"source": o.source} if o.source else {})} for o in pos.ongoing]
    if pos.uniques:  # the form records and deck files give them (engine.uniques.store)
        out["uniques"] = [spec.to_json() for spec in pos.uniques]
    players = []
    for s in pos.players:
        side: dict[str, Any] = {"name": s.name}
        if s.hero is not None:
            side["hero"] = _card_json(s.hero)
        for f in ZONE_FIELDS:
            if s.zone_cards(f):
                side[f] = [_card_json(c) for c in s.zone_cards(f)]
        exps = {}
        for e, t in zip(EXPEDITIONS, s.travelled, strict=True):
            if t or s.expedition(e):
                exps[e] = {"travelled": t, "cards": [_card_json(c) for c in s.expedition(e)]}
        if exps:
            side["expeditions"] = exps
        if s.passed:
            side["passed"] = True
        if s.moved_forward:
            side["moved_forward"] = sorted(s.moved_forward)
        if s.markers:
            side["markers"] = [t.value for t in s.markers]
        if s.limbo:
            side["limbo"] = [_card_json(c) for c in s.limbo]
        if s.ascended:
            side["ascended"] = sorted(s.ascended)
        if s.characters_played:
            side["characters_played"] = s.characters_played
        players.append(side)
    out["players"] = players
    return out


_KINDS = {dict: "an object", list: "a list", str: "text", int: "a number",
          float: "a number", bool: "true/false", type(None): "null"}


def _kind(value: object) -> str:
    return _KINDS.get(type(value), type(value).__name__)


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


class _Reader:
    """Reads the JSON form, raising PositionError that names the field at fault."""

    def __init__(self, where: str) -> None:
        self.where = where

    def fail(self, at: str, msg: str) -> PositionError:
        return PositionError(f"{self.where}: {at}: {msg}" if at else f"{self.where}: {msg}")

    def obj(self, value: object, at: str, required: set[str],
            optional: set[str]) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(at, f"must be an object, not {_kind(value)}")
        missing = required - set(value)
        if missing:
            raise self.fail(at, f"missing field(s) {', '.join(sorted(missing))}")
        extra = set(value) - required - optional
        if extra:
            raise self.fail(at, f"unexpected field(s) {', '.join(sorted(map(str, extra)))} "
                            f"(known: {', '.join(sorted(required | optional))})")
        return value

    def whole(self, value: object, at: str, lo: int, hi: int) -> int:
        if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
            raise self.fail(at, f"must be a whole number from {lo} to {hi}, not {_short(value)}")
        return value

    def flag(self, value: object, at: str) -> bool:
        if not isinstance(value, bool):
            raise self.fail(at, f"must be true or false, not {_short(value)}")
        return value

    def text(self, value: object, at: str, hi: int) -> str:
        if not isinstance(value, str) or not 0 < len(value) <= hi:
            raise self.fail(at, f"must be text of 1 to {hi} characters, not {_short(value)}")
        return value

    def items(self, value: object, at: str, hi: int) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(at, f"must be a list, not {_kind(value)}")
        if len(value) > hi:
            raise self.fail(at, f"holds {len(value)} entries: at most {hi}")
        return value

    def choice(self, value: object, at: str, choices: Sequence[str]) -> str:
        if value not in choices:
            raise self.fail(at, f"must be one of {', '.join(choices)}, not {_short(value)}")
        return value  # type: ignore[return-value]

    def card(self, value: object, at: str) -> CardAt:
        if isinstance(value, str):
            ref = self.text(value, at, 100)
            if _ref_problem(ref):
                raise self.fail(at, _ref_problem(ref) or "")
            return CardAt(ref)
        d = self.obj(value, at, {"ref"}, {"statuses", "boosts", "counters", "owner"})
        ref = self.text(d["ref"], f"{at}.ref", 100)
        if _ref_problem(ref):
            raise self.fail(at, _ref_problem(ref) or "")
        statuses = [self.choice(s, f"{at}.statuses", [s.value for s in Status])
                    for s in self.items(d.get("statuses", []), f"{at}.statuses", len(Status))]
        if len(set(statuses)) != len(statuses):
            raise self.fail(f"{at}.statuses", "names a status twice (2.4.1.f)")
        boosts = self.whole(d.get("boosts", 0), f"{at}.boosts", 0, MAX_AMOUNT)
        counters = d.get("counters", {})
        if not isinstance(counters, dict) or len(counters) > 10:
            raise self.fail(f"{at}.counters", "must be an object of at most 10 named counts")
        for name, n in counters.items():
            self.whole(n, f"{at}.counters.{_short(name)}", 1, MAX_AMOUNT)
        owner = d.get("owner")
        if owner is not None:
            self.whole(owner, f"{at}.owner", 0, 1)
        return CardAt(ref, frozenset(statuses), boosts, counters, owner)

    def cards(self, value: object, at: str, hi: int) -> tuple[CardAt, ...]:
        return tuple(self.card(v, f"{at}[{k}]") for k, v in enumerate(self.items(value, at, hi)))


def _read_uniques(r: _Reader, data: object) -> tuple[Any, ...]:
    """The unique cards a position's JSON defines, each made known (as a record's are)."""
    from engine.uniques.define import UniqueError
    from engine.uniques.store import UniqueSpec, learn

    specs = []
    for k, d in enumerate(r.items(data, "uniques", MAX_UNIQUES)):
        try:
            spec = UniqueSpec.from_json(d, f"uniques[{k}]")
            learn(spec)
        except UniqueError as e:
            raise r.fail("", str(e)) from None
        specs.append(spec)
    return tuple(specs)


def position_from_json(data: object, where: str = "position") -> Position:
    """Read and check the JSON form of a position; raise PositionError saying where."""
    r = _Reader(where)
    top = r.obj(data, "", {"format", "version", "players"},
                {"day", "phase", "first", "turn", "adventure", "dice", "markers", "tiebreak",
                 "ongoing", "uniques"})
    if top["format"] != FORMAT:
        raise r.fail("format", f"must be '{FORMAT}' (this is not a position)")
    if type(top["version"]) is not int or top["version"] != VERSION:
        raise r.fail("version", f"position version {_short(top['version'])} is not supported "
                     f"(this program reads version {VERSION})")
    day = r.whole(top.get("day", 1), "day", 1, MAX_DAY)
    phase = Phase(r.choice(top.get("phase", "Afternoon"), "phase",
                           [p.value for p in START_PHASES]))
    first = r.whole(top.get("first", 0), "first", 0, 1)
    turn = top.get("turn")
    if turn is not None:
        r.whole(turn, "turn", 0, 1)
    adventure = None
    if "adventure" in top:
        adv = r.items(top["adventure"], "adventure", 3)
        tumults = []
        for k, t in enumerate(adv):
            at = f"adventure[{k}]"
            d = r.obj(t, at, {"single"}, {"single_first", "revealed"})
            tumults.append(Tumult(
                Terrain(r.choice(d["single"], f"{at}.single", [x.value for x in TERRAINS])),
                r.flag(d.get("single_first", True), f"{at}.single_first"),
                r.flag(d.get("revealed", False), f"{at}.revealed")))
        adventure = tuple(tumults)
    dice = tuple(r.whole(x, f"dice[{k}]", 1, 6)
                 for k, x in enumerate(r.items(top.get("dice", []), "dice", MAX_DICE)))
    markers = []
    for k, m in enumerate(r.items(top.get("markers", []), "markers", 16)):
        d = r.obj(m, f"markers[{k}]", {"region", "terrain"}, set())
        markers.append((r.whole(d["region"], f"markers[{k}].region", 0, 7),
                        Terrain(r.choice(d["terrain"], f"markers[{k}].terrain",
                                         [x.value for x in TERRAINS]))))
    uniques = _read_uniques(r, top.get("uniques", []))  # known before any card is read
    tiebreak = r.flag(top.get("tiebreak", False), "tiebreak")
    ongoing = []
    for k, o in enumerate(r.items(top.get("ongoing", []), "ongoing", MAX_ONGOING)):
        d = r.obj(o, f"ongoing[{k}]", {"text"}, {"controller", "source"})
        ongoing.append(Ongoing(r.text(d["text"], f"ongoing[{k}].text", MAX_ONGOING_TEXT),
                               r.whole(d.get("controller", 0), f"ongoing[{k}].controller", 0, 1),
                               r.text(d["source"], f"ongoing[{k}].source", 100)
                               if "source" in d else ""))
    players = r.items(top["players"], "players", 2)
    if len(players) != 2:
        raise r.fail("players", "must hold two players (1.1.2.a)")
    sides = []
    for i, raw in enumerate(players):
        at = f"players[{i}]"
        d = r.obj(raw, at, {"name"}, {"hero", *ZONE_FIELDS, "expeditions", "passed",
                                      "moved_forward", "markers", "limbo", "ascended",
                                      "characters_played"})
        zones = {f: r.cards(d.get(f, []), f"{at}.{f}", MAX_MANA if f == "mana" else MAX_ZONE)
                 for f in ZONE_FIELDS}
        exps = r.obj(d.get("expeditions", {}), f"{at}.expeditions", set(), set(EXPEDITIONS))
        travelled = []
        in_exp = []
        for e in EXPEDITIONS:
            ed = r.obj(exps.get(e, {}), f"{at}.expeditions.{e}", set(), {"travelled", "cards"})
            travelled.append(r.whole(ed.get("travelled", 0), f"{at}.expeditions.{e}.travelled",
                                     0, 7))
            in_exp.append(r.cards(ed.get("cards", []), f"{at}.expeditions.{e}.cards", MAX_ZONE))
        moved = [r.choice(e, f"{at}.moved_forward", EXPEDITIONS)
                 for e in r.items(d.get("moved_forward", []), f"{at}.moved_forward", 2)]
        held = [Terrain(r.choice(t, f"{at}.markers", [x.value for x in TERRAINS]))
                for t in r.items(d.get("markers", []), f"{at}.markers", MAX_HELD_MARKERS)]
        limbo = r.cards(d.get("limbo", []), f"{at}.limbo", MAX_ZONE)
        ascended = [r.choice(e, f"{at}.ascended", EXPEDITIONS)
                    for e in r.items(d.get("ascended", []), f"{at}.ascended", 2)]
        sides.append(Side(
            r.text(d["name"], f"{at}.name", MAX_NAME),
            r.card(d["hero"], f"{at}.hero") if d.get("hero") is not None else None,
            zones["hand"], zones["deck"], zones["discard"], zones["reserve"],
            zones["landmarks"], zones["mana"], in_exp[0], in_exp[1],
            (travelled[0], travelled[1]), r.flag(d.get("passed", False), f"{at}.passed"),
            frozenset(moved), tuple(held), limbo, frozenset(ascended),
            r.whole(d.get("characters_played", 0), f"{at}.characters_played", 0, MAX_ZONE)))
    pos = Position((sides[0], sides[1]), day, phase, first, turn, adventure, dice,
                   tuple(markers), tiebreak, tuple(ongoing), uniques)
    found = problems(pos)
    if found:
        raise r.fail("", "; ".join(found[:8]))
    return pos


def parse_position(text: str, where: str = "position") -> Position:
    """Parse the JSON text of a position (a file a tester wrote or a report holds)."""
    if len(text) > MAX_BYTES:
        raise PositionError(f"{where}: {len(text)} characters is too large for a position")
    return position_from_json(parse_json(text, where, PositionError), where)
