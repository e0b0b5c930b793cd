"""Watching Reactions are asked only about the kinds of event their trigger can match
(issue #27): each trigger names its `kinds`, the kept watchers are indexed by kind, and
an event is shown to the watchers of its kind only.

6.3.g: the Reaction-activating step looks at every event of the step for every
Reaction that works; one that cannot match an event of that kind would answer no, so
leaving it out changes nothing - as long as `kinds` names every kind it can match,
which these tests and every checked run (`Game.self_check`) confirm.
"""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from engine import Game, starter_deck
from engine.ability_kinds import Reaction
from engine.effects.triggers import REVEALED_WITH_ROLL, AtPhase
from engine.events import Event
from engine.gamestate.reactions import ReactionIndexError, sort_watchers
from engine.gauntlet import ALL, Tally, build_deck, pool
from engine.model import PHASE, STATUS, ZONE
from engine.sim import play_one
from tests.state_access import state_of

#: every kind of event the engine records for Reactions, with a value of its shape
_VALUES = {"move": "sacrifice", "create": None, "play": ZONE.HAND, "resupply": None,
           "counters": ("boost", 1), "status": (STATUS.EXHAUSTED, True), "roll": 6,
           "phase": PHASE.NOON, "progress": ("hero", False, frozenset({"hero"})),
           "draw": 1, "pass": True, "expedition": ("hero", 1, ()),
           REVEALED_WITH_ROLL: (6, 0)}


def _pool_triggers() -> list[object]:
    seen: dict[int, object] = {}
    for cd in pool(ALL):
        for a in cd.abilities:
            if isinstance(a, Reaction):
                seen.setdefault(id(a.trigger), a.trigger)
    return list(seen.values())


def test_every_pool_trigger_refuses_the_kinds_it_does_not_name() -> None:
    """A trigger that names its kinds answers no to an event of any other kind, however
    the event is made up: about the Reaction's own card, by either player."""
    g = Game.new([starter_deck("axiom"), starter_deck("lyra")], seed=3)
    st = state_of(g)
    me = st.players[0].hand[0]
    triggers = _pool_triggers()
    named = [t for t in triggers if getattr(t, "kinds", None) is not None]
    assert len(named) > 100  # the pool's triggers name their kinds (None asks every event)
    for t in named:
        for kind, value in _VALUES.items():
            if kind in t.kinds:  # type: ignore[attr-defined]
                continue
            for player in (0, 1):
                ev = Event(kind, me, player, ZONE.HAND, ZONE.EXPEDITION, None, "hero",
                           me.oid, player, frozenset(), value)
                assert t.match(st, ev, me, 0) in (False, None), (type(t).__name__, kind)  # type: ignore[attr-defined]


def _pool_decks(n: int) -> list[list]:  # type: ignore[type-arg]
    cards = pool(ALL)
    factions = sorted({c.faction for c in cards if c.faction is not None}, key=lambda f: f.value)
    rng = random.Random(27)
    return [[build_deck(factions[i % len(factions)], cards, Tally(), rng),
             build_deck(factions[(i + 2) % len(factions)], cards, Tally(), rng)]
            for i in range(n)]


def test_checked_whole_pool_games_find_no_watcher_left_out() -> None:
    """Random games of whole-pool decks with the self-checks on: at every event, every
    watcher left out by the index is asked too, and none would have matched."""
    for i, decks in enumerate(_pool_decks(4)):
        g = play_one(decks, 900 + i, True)["game"]
        assert state_of(g).self_checking  # the checks were on


def test_a_trigger_that_names_too_few_kinds_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Break it once: "At Noon" Reactions declared as watching moves only would never see
    the Noon begin; a checked game says so instead of silently skipping them."""
    monkeypatch.setattr(AtPhase, "kinds", frozenset({"move"}))
    with pytest.raises(ReactionIndexError, match="AtPhase"):
        for seed in range(30):  # the starters hold "At Noon"/"At Dusk" Reactions
            play_one([starter_deck("lyra"), starter_deck("muna")], seed, True)


def _watcher(name: str, kinds: frozenset[str] | None) -> tuple[object, ...]:
    trigger = SimpleNamespace(kinds=kinds, per_step=False)
    return (name, SimpleNamespace(trigger=trigger), 0, 0)


def test_the_lists_by_kind_keep_the_watchers_order() -> None:
    """6.3.g: Reactions activate in the watchers' order; a watcher whose trigger names
    no kind is in every list, where it stands among the others, and is the whole list
    for a kind no trigger names."""
    a, b = _watcher("a", None), _watcher("b", frozenset({"move"}))
    c, d = _watcher("c", None), _watcher("d", frozenset({"move", "status"}))
    _per_step, _takers, index, anys = sort_watchers([a, b, c, d])  # type: ignore[list-item]
    assert index["move"] == [a, b, c, d]
    assert index["status"] == [a, c, d]
    assert anys == [a, c]
    assert index.get("phase", anys) == [a, c]
