"""Helpers to build small situations for engine tests, through the engine's own primitives."""

from __future__ import annotations

import random
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from engine import Game
from engine.cards.registry import card_by_ref, register
from engine.decks import Deck
from engine.model import Card, CardDef, CardType, Faction, Stats, Zone
from engine.policies import idle_answer, random_answer
from tests.state_access import state_of

DATA = Path(__file__).parent / "data"
#: records written by the program before `meta` existed (frozen files, never rewritten)
OLD_GOLDFISH = DATA / "v1-goldfish-no-meta.json"
OLD_HOTSEAT = DATA / "v1-hotseat-no-meta.json"


def vanilla(ref: str, stats: tuple[int, int, int] = (1, 1, 1), cost: int = 1,
            reserve_cost: int | None = None, abilities: tuple = (),
            type: CardType = CardType.CHARACTER, zone_type: str | None = None,
            subtypes: tuple[str, ...] = ()) -> str:
    """Register (once) a test-only card and return its reference (prefixed TEST_ENG_ so
    the engine tests never clash with test cards registered elsewhere)."""
    ref = "TEST_ENG_" + ref.removeprefix("TEST_")
    cdef = CardDef(ref=ref, name=ref.removeprefix("TEST_ENG_").replace("_", " ").title(), type=type,
                   faction=Faction.AXIOM, hand_cost=cost,
                   reserve_cost=cost if reserve_cost is None else reserve_cost,
                   stats=Stats(*stats) if type is CardType.CHARACTER else None,
                   zone_type=zone_type, abilities=abilities, subtypes=subtypes)
    try:
        existing = card_by_ref(ref)
    except KeyError:
        register(cdef)
        return ref
    assert existing == cdef, f"test card {ref} registered twice with different facts"
    return ref


def deck(refs: Iterable[str], hero: str | None = None, name: str = "Test deck") -> Deck:
    return Deck(name, hero, tuple(refs))


def filler(n: int = 30) -> list[str]:
    return [vanilla("TEST_FILLER", (1, 1, 1), cost=9)] * n


def answer_until(g: Game, kind: str, player: int | None = None, rng: random.Random | None = None,
                 limit: int = 10_000) -> None:
    """Answer idly (or randomly) until the pending decision is of `kind` (for `player`)."""
    for _ in range(limit):
        d = g.pending
        assert d is not None, f"the game ended before a '{kind}' decision"
        if d.kind == kind and (player is None or d.player == player):
            return
        g.answer(random_answer(d, rng) if rng else idle_answer(d))
    raise AssertionError(f"no '{kind}' decision within {limit} answers")


def put(g: Game, ref: str, player: int, zone: Zone, exp: str | None = None) -> Card:
    """Create a card for `player` straight into a zone (test set-up, not a game action)."""
    card = state_of(g).make_card(card_by_ref(ref), player)
    state_of(g).place(card, zone, exp, player)
    return card


def play_out(g: Game, seed: int = 0) -> None:
    rng = random.Random(seed)
    while g.pending is not None:
        g.answer(random_answer(g.pending, rng))


def next_day(g: Game) -> None:
    """Answer idly (passing) until the next day's first turn."""
    day = g.day
    while g.pending is not None and not (g.day > day and g.pending.kind == "turn"):
        g.answer(idle_answer(g.pending))


def decks_of_test_cards(rng: random.Random, name: str) -> list[Deck]:
    """Two 30-card decks drawn with `rng` from the library of test cards
    (tests/example_cards.py), each with one of its heroes: decks that hold every word of
    the card language. Only that library, so the decks do not depend on which other test
    modules registered cards of their own."""
    from engine.cards.registry import card_by_ref
    from tests.example_cards import LIBRARY

    cards = [card_by_ref(r) for r in LIBRARY]
    refs = [c.ref for c in cards if c.type not in (CardType.HERO, CardType.TOKEN)]
    heroes = [c.ref for c in cards if c.type is CardType.HERO]
    return [Deck(name, rng.choice(heroes), tuple(rng.choice(refs) for _ in range(30)))
            for _ in range(2)]


class FixedDice(random.Random):
    """A generator whose die rolls (randint(1, 6)) are given in advance; other draws come
    from `seed`, or from `state` (a `getstate()`) when given."""

    def __init__(self, rolls: Iterable[int], seed: int = 0, state: Any = None) -> None:
        super().__init__(seed)
        if state is not None:
            self.setstate(state)
        self.rolls = list(rolls)

    def randint(self, a: int, b: int) -> int:
        if (a, b) == (1, 6) and self.rolls:
            return self.rolls.pop(0)
        return super().randint(a, b)


def tamper(rec: dict, **changes: object) -> dict:
    """Change fields of a record but recompute nothing: the digest must catch it."""
    out = dict(rec)
    out.update(changes)
    return out


def resign(rec: dict) -> dict:
    """The record with its digest recomputed, as if the program had written it."""
    from engine.record import _digest

    content = {k: v for k, v in rec.items() if k != "digest"}
    return {**content, "digest": _digest(content)}
