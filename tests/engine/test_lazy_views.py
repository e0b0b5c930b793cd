"""Views made as they are read (engine.view.lazy_view_for, `Game.lazy_view`; issue #27:
building the whole view at each of the lab pilot's decisions was a third of a lab game).

The lazy view must be the eager one, key for key and in the same order, at every
decision of real games, whatever is read first; it must make nothing that is not read;
the AI's readers of it (engine.ai.read) must answer as they did over a whole view."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any, get_type_hints

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine.view as view_module
from engine.ai import read
from engine.ai.players import make_player, seat_answer
from engine.decks import starter_deck
from engine.game import Game
from engine.gauntlet import ALL, Tally, build_deck, pool
from engine.goldfish_lab import goldfish_game
from engine.model import Faction
from engine.policies import idle_answer
from engine.view import (
    ExpeditionView,
    GameView,
    ManaView,
    PlayerView,
    lazy_view_for,
    view_for,
)
from tests.state_access import state_of


def _plain(value: Any) -> Any:
    """A lazily made view as plain dicts and lists (every part made)."""
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _same(lazy: Any, eager: Any) -> None:
    assert json.dumps(_plain(lazy)) == json.dumps(eager)  # key order too


def _pool_deck():
    deck = build_deck(Faction("AX"), pool(ALL), Tally(), random.Random(1))
    assert deck is not None
    return deck


def _touch(view: Mapping[str, Any], rng: random.Random) -> None:
    """Read a few parts of the view, in a random order (as a pilot would)."""
    for key in rng.sample(list(view), 4):
        _ = view[key]
    p = view["players"][rng.randrange(2)]
    for key in rng.sample(list(p), 5):
        _ = p[key]
    e = p["expeditions"][rng.choice(("hero", "companion"))]
    _ = e[rng.choice(list(e))]


def test_a_lazy_view_is_the_eager_one_at_every_decision_of_two_seated_games():
    """Both seats, kept card views or not, read in a random order before the rest is
    made: the same view as `view_for`'s (a Mana Orb exhausted and readied, cards moving,
    Expedition statistics changed by passives, a spectator too)."""
    rng = random.Random(5)
    decks = [starter_deck("axiom"), starter_deck("ordis")]
    compared = 0
    for seed in (1, 2):
        g = Game.new(decks, seed=seed)
        ais = [make_player("greedy", seed), make_player("greedy", seed + 1)]
        kept: list[dict] = [{}, {}]
        while g.pending is not None and g.day <= 12:
            seat = g.pending.player
            for viewer, keep in ((seat, kept[seat]), (1 - seat, None), (None, None)):
                lazy = g.lazy_view(viewer, keep)
                _touch(lazy, rng)
                _same(lazy, g.view(viewer))
                compared += 1
            g.answer(seat_answer(g, ais[seat], kept=kept[seat]))
    assert compared > 300


def test_a_lazy_view_is_the_eager_one_in_whole_pool_goldfish_games():
    deck = _pool_deck()
    rng = random.Random(7)
    for seed in (1, 2, 3):
        g = goldfish_game(deck, seed)
        ai = make_player("greedy", seed)
        kept: dict = {}
        while g.pending is not None and g.day <= 12:
            if g.pending.player != 0:
                g.answer(idle_answer(g.pending))
                continue
            lazy = g.lazy_view(0, kept)
            _touch(lazy, rng)
            _same(lazy, g.view(0))
            g.answer(seat_answer(g, ai, kept=kept))


def test_a_lazy_view_makes_only_what_is_read(monkeypatch):
    """Reading the pending decision builds no card view and works out no Expedition's
    statistics; reading one player's hand builds the hand's card views only."""
    g = Game.new([starter_deck("axiom"), starter_deck("ordis")], seed=3)
    made: list[str] = []
    real_card, real_stats = view_module.card_view, type(state_of(g)).expedition_stats

    def card_view(gs, c):
        made.append(f"card {c.oid}")
        return real_card(gs, c)

    def expedition_stats(self, player, exp):
        made.append(f"stats {player} {exp}")
        return real_stats(self, player, exp)

    monkeypatch.setattr(view_module, "card_view", card_view)
    monkeypatch.setattr(type(state_of(g)), "expedition_stats", expedition_stats)
    seat = g.pending.player
    lazy = g.lazy_view(seat)
    assert lazy["pending"]["options"] and not made
    hand = lazy["players"][seat]["hand"]
    assert len(made) == len(hand) > 0 and all(m.startswith("card ") for m in made)
    made.clear()
    assert lazy["players"][seat]["expeditions"]["hero"]["position"] == 0 and not made
    _ = lazy["players"][seat]["expeditions"]["hero"]["stats"]
    assert made == [f"stats {seat} hero"]
    made.clear()
    _plain(lazy)  # the rest, made once each
    again = len(made)
    _plain(lazy)
    assert len(made) == again  # a part is made once, then read


def test_the_parts_keys_are_the_typed_views_keys_in_order():
    """The functions that make each part (`_GAME`, `_PLAYER`, ...) are the one list of a
    view's keys: the TypedDicts that document them name the same, in the same order."""
    for typed, keys in ((GameView, view_module._GAME), (PlayerView, view_module._PLAYER),
                        (ExpeditionView, view_module._EXPEDITION), (ManaView, view_module._MANA)):
        assert list(get_type_hints(typed)) == list(keys), typed.__name__


def test_a_lazy_view_refuses_a_seat_that_does_not_exist():
    g = Game.new([starter_deck("axiom"), starter_deck("ordis")], seed=3)
    for bad in (2, -1, "x", True):
        with pytest.raises(ValueError, match="the seat is 0, 1 or None"):
            g.lazy_view(bad)  # type: ignore[arg-type]
    assert lazy_view_for(state_of(g), None, g.pending)["pending"]["waiting"]
    assert view_for(state_of(g), None, g.pending)["pending"]["waiting"]


def _every_card(view: Mapping[str, Any]) -> dict[int, Any]:
    """What `cards_by_oid` gave before it looked lazily: every zone, in the view's order."""
    out: dict[int, Any] = {}
    seen: list[int] = []
    for p in view["players"]:
        zones = [p["discard"], p["reserve"], p["landmarks"], p["hand"] or [],
                 p["mana"]["cards"] or []]
        zones += [p["expeditions"][e]["cards"] for e in read.EXPS]
        for z in zones:
            for c in z:
                out[c["oid"]] = c
                seen.append(c["oid"])
        if p["hero"]:
            out[p["hero"]["oid"]] = p["hero"]
            seen.append(p["hero"]["oid"])
    for c in view["limbo"]:
        out[c["oid"]] = c
        seen.append(c["oid"])
    assert len(seen) == len(set(seen))  # one zone per object: the order cannot matter
    return out


def _check_cards_by_oid(g: Game, seat: int) -> None:
    d = g.pending
    everything = _every_card(g.view(seat))
    lazy = read.cards_by_oid(g.lazy_view(seat))
    for o in d.options:
        for oid in o.objects:
            assert lazy.get(oid) == everything.get(oid)
    assert lazy.get(10**9) is None
    assert dict(lazy) == everything


def test_cards_by_oid_finds_what_a_scan_of_every_zone_finds():
    """At every decision of whole-pool goldfish games and of two-seated games (both
    seats: the opponent's Reserve, Expeditions and Discard pile hold cards too): each
    card the options name and an oid the view does not show give the answers a scan of
    every zone gives, and all of it is that scan."""
    deck = _pool_deck()
    for seed in (4, 5):
        g = goldfish_game(deck, seed)
        ai = make_player("greedy", seed)
        while g.pending is not None and g.day <= 12:
            if g.pending.player != 0:
                g.answer(idle_answer(g.pending))
                continue
            _check_cards_by_oid(g, 0)
            g.answer(seat_answer(g, ai))
    g = Game.new([starter_deck("lyra"), starter_deck("bravos")], seed=6)
    ais = [make_player("greedy", 6), make_player("greedy", 7)]
    while g.pending is not None and g.day <= 12:
        seat = g.pending.player
        _check_cards_by_oid(g, seat)
        g.answer(seat_answer(g, ais[seat]))


@given(st.lists(st.integers(0, 9), min_size=6, max_size=6),
       st.lists(st.sampled_from(read.TERRAIN_NAMES), max_size=3))
def test_the_forecasts_one_pass_gives_moves_and_margin(stats, region):
    mine = dict(zip(read.TERRAIN_NAMES, stats[:3], strict=True))
    theirs = dict(zip(read.TERRAIN_NAMES, stats[3:], strict=True))
    assert read._dusk(mine, theirs, region) == (read.moves(mine, theirs, region),
                                                 read.margin(mine, theirs, region))
