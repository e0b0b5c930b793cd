"""A small gauntlet: random legal Core decks from the implemented cards, invariants checked
(the full run, every card at least 5 times, is benchmarks/gauntlet.py)."""

from __future__ import annotations

import random

from engine.decks import validate_constructed
from engine.gauntlet import ALL, Tally, build_deck, pool, run
from engine.model import Faction


def test_gauntlet_decks_are_legal_constructed_decks() -> None:
    """1.1.4: one Hero, 39 others of its faction, at most 3 of a name, at most 15 rares."""
    cards = pool("CORE")
    for faction in Faction:
        deck = build_deck(faction, cards, Tally(), random.Random(3))
        assert deck is not None, faction
        assert validate_constructed(deck) == [], faction


def test_core_gauntlet_plays_every_implemented_card_without_error() -> None:
    tally = run("CORE", times=1, max_games=60, seed=7)
    assert tally.errors == [] and tally.violations == []
    refs = [c.ref for c in pool("CORE")]
    never = [r for r in refs if tally.plays[r] == 0]
    assert len(never) <= len(refs) // 10, f"never played in 60 games: {never}"


def test_later_set_decks_are_legal_and_centred_on_the_set() -> None:
    """A set without Heroes of its own (Alize) or with too few names in a faction for 39
    cards (1.1.4.c, 1.1.4.e) still gives legal decks: the Hero from the whole pool, the
    set's cards first with every copy allowed, other sets' cards of the faction after."""
    focus_cards = pool("ALIZE")
    focus = {c.ref for c in focus_cards}
    assert not any(c.type.value == "hero" for c in focus_cards)
    whole = pool(ALL)
    for faction in Faction:
        deck = build_deck(faction, whole, Tally(), random.Random(5), focus)
        assert deck is not None, faction
        assert validate_constructed(deck) == [], faction
        mine = [r for r in deck.cards if r in focus]
        assert mine and deck.cards[:len(mine)] == tuple(mine), faction  # the set's cards first
    assert build_deck(Faction.AXIOM, focus_cards, Tally(), random.Random(5), focus) is None


def test_a_set_without_heroes_and_the_mixed_pool_play_without_error() -> None:
    for card_set in ("ALIZE", ALL):
        tally = run(card_set, times=1, max_games=4, seed=3)
        assert tally.games == 4 and tally.errors == [] and tally.violations == [], card_set
        assert sum(tally.plays[c.ref] for c in pool(card_set)) > 40, card_set


def test_a_token_no_card_creates_is_not_waited_for() -> None:
    """7.3.4: a token comes into being only when an effect creates it, by reference; a
    token whose creators are not implemented cannot be played, and the gauntlet lists it
    apart instead of playing games until it gives up."""
    from engine.cards.registry import card_by_ref
    from engine.gauntlet import uncreatable

    brassbug = card_by_ref("ALT_CORE_B_AX_31_C")
    axiom = [c for c in pool("CORE") if c.faction is Faction.AXIOM]
    assert uncreatable([brassbug], axiom) == []
    assert uncreatable([brassbug], [c for c in axiom if "ALT_CORE_B_AX_31_C" not in repr(c.abilities)]) \
        == ["ALT_CORE_B_AX_31_C"]


def test_a_game_that_never_stops_logging_is_reported_not_waited_for(monkeypatch) -> None:
    """Effects looping without asking anything meet no day limit; the gauntlet stops such
    a game and reports it with its seed, then goes on."""
    import engine.gauntlet as gauntlet

    monkeypatch.setattr(gauntlet, "MAX_ENTRIES", 30)
    tally = run("BISE", times=1, max_games=2, seed=4)
    assert tally.games == 2 and len(tally.errors) == 2 and len(tally.failed) == 2
    assert all("RunawayGame" in e and "seed 40000" in e for e in tally.errors)
