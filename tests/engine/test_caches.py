"""The facts the engine caches between events — which Reactions watch (6.3.e), which
passives work and of what kind (2.3), whether a cost can change (5.1.2.e), the
characteristics passives give (2.3.1.k) — must equal a fresh computation at every
decision of a game: a stale cache would silently skip a Reaction or keep a passive
working after its holder left play."""

from __future__ import annotations

import random

import pytest

from engine import Game, starter_deck
from engine.decks import STARTER_NAMES
from engine.effects.abilities import CostChange
from engine.effects.passives import (
    CantMoveForward,
    GrantAbility,
    TriggersDontActivate,
    evaluate,
)
from engine.model import Status, Zone
from engine.policies import random_answer
from tests.engine.helpers import answer_until, decks_of_test_cards, put
from tests.example_cards import DREDGER_DRONE  # also registers the test-only cards
from tests.state_access import state_of

KINDS = (CostChange, GrantAbility, CantMoveForward, TriggersDontActivate)


def check_caches(g: Game) -> None:
    fresh = state_of(g)._passive_sources()
    assert list(state_of(g).passive_sources()) == fresh
    assert state_of(g).reaction_watchers() == state_of(g)._compute_watchers()
    for kind in {type(pa) for _h, pa, _c in fresh} | set(KINDS):
        assert list(state_of(g).passives_of(kind)) == [t for t in fresh if isinstance(t[1], kind)]
    assert state_of(g).has_cost_changes() == any(isinstance(pa, CostChange) for _h, pa, _c in fresh)
    if state_of(g)._changers or state_of(g)._changing_emblems:
        assert state_of(g).chars() == evaluate(state_of(g))


def play_checked(g: Game, rng: random.Random, limit: int = 3000) -> int:
    checked = 0
    for _ in range(limit):
        if g.pending is None:
            break
        check_caches(g)
        checked += 1
        g.answer(random_answer(g.pending, rng))
    return checked


def test_caches_in_starter_deck_games() -> None:
    """Every seating of the starter decks once, checked at each of its decisions."""
    pairs = [(a, b) for a in STARTER_NAMES for b in STARTER_NAMES if a != b]
    total = 0
    for i, (a, b) in enumerate(pairs):
        g = Game.new([starter_deck(a), starter_deck(b)], seed=100 + i)
        total += play_checked(g, random.Random(i))
        assert g.over
    assert total > 1000


@pytest.mark.parametrize("seed", range(6))
def test_caches_in_games_of_test_cards(seed: int) -> None:
    """Decks of the test-only cards, which hold every kind of passive the language has
    (losing abilities, granting keywords and abilities, cost changes, Ongoing effects)."""
    rng = random.Random(seed)
    g = Game.new(decks_of_test_cards(rng, "mixed"), seed)
    assert play_checked(g, rng) > 20


def test_exhausting_a_reserve_card_stops_its_support_reaction_at_once() -> None:
    """2.2.11.i: a support ability works only while its card is ready in Reserve. The
    cached list of watching Reactions must drop Dredger Drone's "At Noon" the moment the
    card is exhausted, and take it back when it is readied."""
    g = Game.new([starter_deck("ordis"), starter_deck("lyra")], seed=4)
    answer_until(g, "turn")
    drone = put(g, DREDGER_DRONE, 0, Zone.RESERVE)
    assert any(card is drone for card, _ab, _c, _oid in state_of(g).reaction_watchers())
    state_of(g).gain_status(drone, Status.EXHAUSTED, "7.3.10")
    assert not any(card is drone for card, _ab, _c, _oid in state_of(g).reaction_watchers())
    state_of(g).lose_status(drone, Status.EXHAUSTED, "7.3.15")
    assert any(card is drone for card, _ab, _c, _oid in state_of(g).reaction_watchers())
