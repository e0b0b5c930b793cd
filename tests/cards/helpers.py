"""Helpers to build card situations and drive them through real decisions.

`scene(...)` starts a real game between two small decks of unplayable filler cards and,
at the last set-up decision, puts the cards a test needs into hands, Reserves,
Expeditions, Landmark zones and Mana (set-up, not game actions).  From then on the test
plays through the decision protocol: `play`, `pick`, `yes`, `opp_pass`, `next_day`...

`covers(*refs)` marks a test with the card references it exercises, so the coverage test
can prove that every reference of the starter decks is tested.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from engine import Game
from engine.cards.registry import card_by_ref, register
from engine.effects.abilities import Reaction
from engine.effects.steps import Resupply
from engine.effects.triggers import OnPlayed
from engine.model import Card, CardDef, CardType, Faction, Phase, Stats, Zone
from engine.policies import idle_answer
from engine.position import Position, Side, orbs
from tests.engine.helpers import FixedDice
from tests.state_access import state_of

#: ref -> names of the tests that cover it (filled in as test modules are imported)
COVERED: dict[str, list[str]] = {}


def covers(*refs: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Record that the decorated test exercises these card references."""
    for r in refs:
        card_by_ref(r)  # a typo in a reference fails at import, not silently

    def mark(fn: Callable[..., Any]) -> Callable[..., Any]:
        for r in refs:
            COVERED.setdefault(r, []).append(f"{fn.__module__}::{fn.__name__}")
        fn.covers = refs  # type: ignore[attr-defined]
        return fn

    return mark


#: effects-language word (class name) -> names of the tests exercising it through real
#: decisions (the unique parts' words the pool's card tests do not already exercise)
WORDS_COVERED: dict[str, list[str]] = {}


def covers_words(*words: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Record that the decorated test exercises these words of the effects language."""

    def mark(fn: Callable[..., Any]) -> Callable[..., Any]:
        for w in words:
            WORDS_COVERED.setdefault(w, []).append(f"{fn.__module__}::{fn.__name__}")
        return fn

    return mark


FILLER = "TEST_CARD_FILLER"


def _filler() -> str:
    """A 1/1/1 Character costing 9: never playable in these short scenes."""
    cdef = CardDef(ref=FILLER, name="Filler", type=CardType.CHARACTER, faction=Faction.AXIOM,
                   hand_cost=9, reserve_cost=9, stats=Stats(1, 1, 1))
    try:
        card_by_ref(FILLER)
    except KeyError:
        register(cdef)
    return FILLER


def extra_card(ref: str, abilities: tuple, stats: tuple[int, int, int] = (0, 0, 0),
              cost: int = 0, type: CardType = CardType.CHARACTER) -> str:
    """Register (once) a test-only card carrying abilities a scene needs."""
    cdef = CardDef(ref=ref, name=ref.replace("TEST_CARD_", "").replace("_", " ").title(),
                   type=type, faction=Faction.AXIOM, hand_cost=cost, reserve_cost=cost,
                   stats=Stats(*stats) if type is CardType.CHARACTER else None,
                   abilities=abilities)
    try:
        card_by_ref(ref)
    except KeyError:
        register(cdef)
    return ref


class Scene:
    """A game in progress seen from "me" (player 0) against "opp" (player 1)."""

    me = 0
    opp = 1

    def __init__(self, g: Game) -> None:
        self.g = g

    @property
    def state(self) -> Any:
        """The game's state behind the protocol: what a test reads or arranges that the
        public face (answer, view, save, undo) does not offer. Tests go through this, never
        through `g` directly, so the protocol can stay small."""
        return state_of(self.g)

    # ---------------------------------------------------------------- looking
    @property
    def d(self) -> Any:
        return self.g.pending

    def p(self, who: int = 0) -> Any:
        return self.state.players[who]

    def exp(self, who: int = 0, which: str = "hero") -> list[Card]:
        return self.state.in_expedition(who, which)

    def named(self, name: str, zone: Zone | None = None, who: int | None = None) -> Card:
        """The one card with this name (in this zone, of this owner)."""
        hits = [c for c in self.state.all_cards() if c.name == name
                and (zone is None or c.zone is zone) and (who is None or c.owner == who)]
        assert len(hits) == 1, f"expected one {name} in {zone}, found {hits}"
        return hits[0]

    def tokens(self, name: str, who: int = 0, which: str | None = None) -> list[Card]:
        return [c for c in self.state.expedition_zone if c.name == name and c.controller == who
                and (which is None or c.expedition == which)]

    def logged(self, text: str) -> bool:
        return any(text in e.text for e in self.g.log)

    def triggered(self, card: str) -> bool:
        """Whether a Reaction of `card` has triggered (6.3): "Kakoba's “When I join”
        ability triggers: ..." in the log."""
        return any(e.rule == "6.3" and e.text.startswith(f"{card}'s “") for e in self.g.log)

    # ---------------------------------------------------------------- answering
    def answer(self, ans: Any) -> None:
        self.g.answer(ans)

    def option(self, pred: Callable[[Any], bool]) -> str:
        for o in self.d.options:
            if pred(o):
                return o.id
        raise AssertionError(f"no such option in {self.d.kind}: {[o.label for o in self.d.options]}")

    def play(self, card: Card, exp: str | None = "hero", reduce: bool = False) -> None:
        """Answer my turn by playing `card` (into `exp` when it goes to an Expedition)."""
        self.settle()
        assert self.d.kind == "turn", self.d
        cands = [o.id for o in self.d.options if o.detail == "play"
                 and o.id.split(":")[1] == str(card.oid)]
        assert cands, f"{card.name} is not playable now: {self.g.why_illegal(self.d.player, card.oid)}"

        def ok(i: str) -> bool:
            parts = i.split(":")
            has_exp = any(p in ("hero", "companion") for p in parts)
            return (("reduce" in parts) == reduce and "scout" not in parts
                    and (not has_exp or exp in parts))

        self.answer(next(i for i in cands if ok(i)))

    def quick(self, card: Card) -> None:
        """Answer my turn by using `card`'s quick action."""
        self.settle()
        self.answer(self.option(lambda o: o.detail == "quick" and card.oid in o.objects))

    def pick(self, *cards: Card) -> None:
        """Answer a choice of objects (targets, a card to choose, a Reaction to play)."""
        if self.d.multi:
            ids = [self.option(lambda o, c=c: c.oid in o.objects) for c in cards]
            self.answer(ids)
        else:
            (c,) = cards
            self.answer(self.option(lambda o: c.oid in o.objects))

    def pick_none(self) -> None:
        assert self.d.multi and self.d.min == 0, self.d
        self.answer([])

    def pick_label(self, text: str) -> None:
        self.answer(self.option(lambda o: text in o.label or o.id == text))

    def yes(self) -> None:
        assert self.d.kind == "may", self.d
        self.answer("yes")

    def no(self) -> None:
        assert self.d.kind == "may", self.d
        self.answer("no")

    def settle(self) -> None:
        """Play waiting Reactions in the offered order until something else is asked."""
        while self.d is not None and self.d.kind == "reaction":
            self.answer(self.d.options[0].id)

    def opp_pass(self) -> None:
        """Let the opponent pass the rest of the Afternoon."""
        self.settle()
        assert self.d.kind == "turn" and self.d.player == self.opp, self.d
        self.answer("pass")
        self.settle()

    def until(self, pred: Callable[[Scene], bool], limit: int = 500) -> None:
        """Answer idly (pass, skip, decline, first option) until `pred` holds."""
        for _ in range(limit):
            if pred(self):
                return
            assert self.d is not None, "the game ended"
            self.answer(idle_answer(self.d))
        raise AssertionError("the awaited situation never came")

    def to_my_turn(self) -> None:
        self.until(lambda s: s.d.kind == "turn" and s.d.player == s.me)

    def next_day(self) -> None:
        """Pass both players to the next day's first turn (through Dusk, Night, Morning)."""
        day = self.g.day
        self.until(lambda s: s.g.day > day and s.state.phase is Phase.AFTERNOON
                   and s.d is not None and s.d.kind == "turn")

    def to_night_end(self) -> None:
        """Pass both players until the Night of this day is over (Rest done)."""
        day = self.g.day
        self.until(lambda s: s.g.day > day or s.g.over)

    def rig_dice(self, *rolls: int) -> None:
        """The next die rolls give these results."""
        self.state.rng = FixedDice(rolls, state=self.state.rng.getstate())

    def ready_mana(self, who: int = 0) -> int:
        return self.state.ready_mana(who)



def tired_supplier() -> str:
    """A test card whose [H] is an Exhausted Resupply (7.3.11): the simplest real way to
    get an exhausted card into my Reserve."""
    return extra_card("TEST_CARD_TIRED_SUPPLIER",
                      (Reaction(OnPlayed(Zone.HAND), (Resupply(exhausted=True),)),), cost=1)


def scene(*, hero: str | None = None, opp_hero: str | None = None, first: bool = True,
          hand: Iterable[str] = (), opp_hand: Iterable[str] = (),
          reserve: Iterable[str] = (), opp_reserve: Iterable[str] = (),
          hero_exp: Iterable[str] = (), companion_exp: Iterable[str] = (),
          opp_hero_exp: Iterable[str] = (), opp_companion_exp: Iterable[str] = (),
          landmarks: Iterable[str] = (), opp_landmarks: Iterable[str] = (),
          deck_top: Iterable[str] = (), opp_deck_top: Iterable[str] = (),
          mana: int = 8, opp_mana: int = 8, seed: int = 0, settle: bool = True,
          travelled: tuple[int, int] = (0, 0),
          opp_travelled: tuple[int, int] = (0, 0), adventure: Any = None) -> Scene:
    """A game where I am player 0 (the first player unless `first=False`) with these cards.

    Built with the position builder (engine.position) at the Noon of day 1, as a game
    stands once the Mana Orbs are chosen: three filler cards in each hand besides the
    ones asked for, fourteen in each Deck under `deck_top` (listed bottom to top, the
    last on the very top), and `mana` ready Mana Orbs (at least the three of set-up).
    The game stops at the first turn of the first Afternoon (Noon Reactions already
    played), unless `settle` is False.  `travelled`: how many regions each player's Hero
    and Companion Expeditions have moved from their starting regions (the Tumult cards
    they stand on revealed in `adventure`, engine.position.Tumult).
    """
    f = _filler()

    def side(name: str, hero: str | None, hand: Iterable[str], reserve: Iterable[str],
             hero_exp: Iterable[str], companion_exp: Iterable[str],
             landmarks: Iterable[str], deck_top: Iterable[str], mana: int,
             moved: tuple[int, int]) -> Side:
        return Side(name, hero=hero, hand=[f, f, f, *hand],
                    deck=[*reversed(list(deck_top)), *[f] * 14], reserve=reserve,
                    landmarks=landmarks, mana=orbs(f, max(3, mana)),
                    hero_expedition=hero_exp, companion_expedition=companion_exp,
                    travelled=moved)

    pos = Position((side("Me", hero, hand, reserve, hero_exp, companion_exp, landmarks,
                         deck_top, mana, travelled),
                    side("Opp", opp_hero, opp_hand, opp_reserve, opp_hero_exp,
                         opp_companion_exp, opp_landmarks, opp_deck_top, opp_mana,
                         opp_travelled)),
                   day=1, phase=Phase.NOON, first=0 if first else 1, adventure=adventure)
    sc = Scene(Game.from_position(pos, seed=seed))
    if settle:
        sc.settle()
    return sc


def quick_labels(s: Scene) -> list[str]:
    """The labels of the quick actions offered in the pending turn decision."""
    return [o.label for o in s.d.options if o.detail == "quick"]


def exhausted_in_reserve(ref: str, **kw: Any) -> tuple[Scene, Card]:
    """A scene (see `scene`) where the card `ref` has just gone exhausted into my Reserve:
    my Tired Supplier is played and Resupplies it from the top of my Deck (7.3.11)."""
    s = scene(hand=[tired_supplier()], deck_top=[ref], **kw)
    s.play(s.named("Tired Supplier"))
    s.settle()
    card = s.p(0).reserve[0]
    assert card.cdef.ref == ref and card.exhausted, ref
    return s, card
