"""`Game.clone()` and snapshot undo (issue #15): a copy plays on exactly as the original
would, and neither sees the other's answers.

tools/game_hash.py --via clone / --via undo checks the same on 90 whole games; these tests
add the decks of every test-only card (passives, Ongoing effects, delayed effects,
granted abilities), a position with preset dice, and the copy's independence.
"""

from __future__ import annotations

import random

import pytest

import tests.example_cards  # noqa: F401  (registers the test-only cards)
from engine import Game, starter_deck
from engine.gamestate.copying import copy_state
from engine.policies import random_answer
from engine.position import Position, Side, card, orbs
from tests.engine.helpers import decks_of_test_cards
from tests.state_access import state_of


def _follow(g: Game, answers_rng: random.Random, steps: int) -> list:
    """Play `steps` random answers on `g`; return them."""
    given = []
    for _ in range(steps):
        if g.pending is None:
            break
        a = random_answer(g.pending, answers_rng)
        g.answer(a)
        given.append(a)
    return given


@pytest.mark.parametrize("seed", range(6))
def test_a_clone_plays_on_as_the_original_with_test_card_decks(seed: int) -> None:
    rng = random.Random(seed)
    g = Game.new(decks_of_test_cards(rng, "mixed"), seed)
    clones = 0
    while g.pending is not None and g.day < 25:
        if g.pending.kind == "turn" and rng.random() < 0.3:
            c = g.clone()
            clones += 1
            assert c.pending == g.pending and c.fingerprint() == g.fingerprint()
            s = rng.randrange(1 << 30)
            mine = _follow(g, random.Random(s), 6)
            theirs = _follow(c, random.Random(s), 6)
            assert mine == theirs
            assert c.fingerprint() == g.fingerprint() and c.answers == g.answers
        else:
            g.answer(random_answer(g.pending, rng))
    assert clones >= 5  # seed 0 clones least: 5 times (the library as written)


def test_answering_a_clone_leaves_the_original_as_it_was() -> None:
    g = Game.new([starter_deck("muna"), starter_deck("yzmir")], seed=4)
    rng = random.Random(4)
    while g.pending is not None and not (g.day == 3 and g.pending.kind == "turn"):
        g.answer(random_answer(g.pending, rng))
    before, view, answers = g.fingerprint(), g.view(0), g.answers
    c = g.clone()
    _follow(c, random.Random(9), 80)
    assert c.fingerprint() != before  # the clone moved on
    assert g.fingerprint() == before and g.view(0) == view and g.answers == answers
    _follow(g, random.Random(10), 5)  # and the original still plays
    assert g.fingerprint() != before


def test_a_copy_shares_no_mutable_object_and_forgets_no_attribute() -> None:
    g = Game.new([starter_deck("axiom"), starter_deck("lyra")], seed=2)
    rng = random.Random(2)
    while not (g.day == 2 and g.pending.kind == "turn"):
        g.answer(random_answer(g.pending, rng))
    st = state_of(g)
    cp = copy_state(st)
    # a state's data are slots (engine.state): every one is set on the copy
    assert not hasattr(st, "__dict__")
    slots = type(st).__slots__
    assert [n for n in slots if hasattr(st, n)] == list(slots)
    assert [n for n in slots if not hasattr(cp, n)] == []
    olds = {id(c) for c in st.all_cards()}
    assert not olds & {id(c) for c in cp.all_cards()}
    assert not {id(c) for c in st.items.values()} & {id(c) for c in cp.items.values()}
    for a, b in zip(st.players, cp.players, strict=True):
        assert a is not b and a.hand is not b.hand and a.position is not b.position
    assert cp.rng is not st.rng and cp.rng.getstate() == st.rng.getstate()
    assert cp.log == st.log and cp.log is not st.log
    assert [c.oid for c in cp.able] == [c.oid for c in st.able]  # the same order


def test_a_clone_keeps_a_positions_preset_dice() -> None:
    """A position's next die rolls are given (engine.position.PresetDice): a clone rolls
    the same ones."""
    side = Side("Ninette", deck=("ALT_CORE_B_AX_04_C",) * 20,
                mana=orbs("ALT_CORE_B_AX_04_C", 6),
                hand=(card("ALT_CORE_B_AX_04_C"),))
    pos = Position((side, Side("Lithium", deck=side.deck, mana=side.mana)), dice=(6, 1, 6))
    g = Game.from_position(pos, seed=1)
    assert g.pending.kind == "turn"
    c = g.clone()
    assert state_of(c).rng.rolls == [6, 1, 6] and state_of(c).rng.rolls is not state_of(g).rng.rolls
    assert [state_of(c).rng.randint(1, 6) for _ in range(4)] == \
        [state_of(g).rng.randint(1, 6) for _ in range(4)]


def test_undo_from_snapshots_equals_the_replay_from_the_seed() -> None:
    g = Game.new([starter_deck("ordis"), starter_deck("bravos")], seed=8)
    g.keep_snapshots(10)
    rng = random.Random(8)
    while g.pending is not None:
        g.answer(random_answer(g.pending, rng))
    assert len(g._snapshots) >= 5  # it kept some
    for n in (1, 2, 7, 25, len(g.answers) - 3, len(g.answers)):
        back = g.undo(n)
        replayed = Game.from_record(g.record, len(g.answers) - n)
        assert back.fingerprint() == replayed.fingerprint()
        assert back.answers == replayed.answers and back.pending == replayed.pending
    assert g.undo(5).undo(5).fingerprint() == g.undo(10).fingerprint()


def test_keep_snapshots_refuses_a_bad_interval() -> None:
    g = Game.new([starter_deck("ordis"), starter_deck("bravos")], seed=8)
    for bad in (0, -3, 2.5, True, "5"):
        with pytest.raises(ValueError, match="snapshot"):
            g.keep_snapshots(bad)  # type: ignore[arg-type]


def test_a_delayed_effects_context_is_copied_field_for_field() -> None:
    """A context kept for later (an "after Rest" effect, a delayed emblem) comes out of a
    copy with every field it went in with, its objects swapped for their copies: the copy
    once took its fields by position and put an X paid as a cost where "the same number"
    spent goes, losing the X and "played with its optional cost" (6.4, 5.1.2.c)."""
    import attrs

    from engine.gamestate.context import Ctx
    from engine.gamestate.copying import _ctx

    g = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=1)
    st = state_of(g)
    source, it = st.players[0].hand[0], st.players[0].hand[1]
    kept = Ctx(1, source, it, None, (2,), 5, True, [it], {7}, "quick", None, None,
               spent=3, x=4, reduced=True)
    twins = {id(source): "copy of source", id(it): "copy of it"}
    copied = _ctx(kept, lambda c: twins[id(c)])
    for field in attrs.fields(Ctx):
        want = getattr(kept, field.name)
        if field.name in ("source", "it"):
            want = twins[id(want)]
        elif field.name == "chosen":
            want = ["copy of it"]
        assert getattr(copied, field.name) == want, field.name
    assert copied.tough_paid is not kept.tough_paid
