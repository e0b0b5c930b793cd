"""Setup (4.1) and the decision protocol: one pending decision, validated answers."""

from __future__ import annotations

import pytest

from engine import Game, IllegalAnswer, starter_deck
from engine.model import Phase, Status, Terrain
from tests.engine.helpers import answer_until, play_out
from tests.state_access import state_of


def new(seed: int = 3) -> Game:
    return Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=seed,
                    names=("Ninette", "Lithium"))


def test_4_1_adventure_and_heroes() -> None:
    """4.1.b-c: eight regions; three Tumult cards face down, one of each terrain split."""
    g = new()
    assert len(state_of(g).regions) == 8
    assert state_of(g).regions[0].terrains == frozenset(Terrain) == state_of(g).regions[7].terrains
    tumults = state_of(g).regions[1:7]
    assert all(r.face_down for r in tumults)
    by_card: dict[int, list[frozenset]] = {}
    for r in tumults:
        by_card.setdefault(r.tumult, []).append(r.terrains)
    assert len(by_card) == 3
    singles = sorted(next(iter(min(h, key=len))) for h in by_card.values())
    assert singles == sorted(Terrain)  # one V|MO, one M|VO, one O|VM (1.1.7.f)
    for halves in by_card.values():
        assert frozenset().union(*halves) == frozenset(Terrain)
    assert state_of(g).players[0].hero.name == "Sierra & Oddball"
    assert state_of(g).players[1].hero.name == "Kojo & Booda"


def test_4_1_j_k_six_cards_three_to_mana_in_initiative_order() -> None:
    """4.1.j-k, 1.4.5: each draws six; the first player chooses Mana cards first."""
    g = new()
    d = g.pending
    assert d.kind == "mana_setup" and d.player == state_of(g).first and (d.min, d.max) == (3, 3)
    assert len(state_of(g).players[0].hand) == len(state_of(g).players[1].hand) == 6
    g.answer([o.id for o in d.options[:3]])
    assert g.pending.kind == "mana_setup" and g.pending.player == 1 - state_of(g).first
    g.answer([o.id for o in g.pending.options[:3]])
    for p in state_of(g).players:
        assert len(p.hand) == 3 and len(p.mana) == 3
        assert not any(Status.EXHAUSTED in c.statuses for c in p.mana)  # ready (4.1.k)
    assert len(state_of(g).players[0].deck) == 39 - 6


def test_4_1_l_first_morning_skipped() -> None:
    """4.1.l: the first day starts at Noon; the first turn is the first player's."""
    g = new()
    answer_until(g, "turn")
    assert g.day == 1 and state_of(g).phase is Phase.AFTERNOON and g.pending.player == state_of(g).first
    assert not any("Morning" == e.phase for e in g.log)


def test_illegal_answer_raises_and_changes_nothing() -> None:
    """An illegal answer says why and leaves the game exactly as it was."""
    g = new()
    before = g.fingerprint()
    with pytest.raises(IllegalAnswer, match="exactly 3"):
        g.answer([g.pending.options[0].id])
    with pytest.raises(IllegalAnswer, match="not one of the choices"):
        g.answer(["nonsense", "x", "y"])
    with pytest.raises(IllegalAnswer, match="twice"):
        oid = g.pending.options[0].id
        g.answer([oid, oid, g.pending.options[1].id])
    with pytest.raises(IllegalAnswer):
        g.answer(42)  # type: ignore[arg-type]
    assert g.fingerprint() == before and g.answers == []


def test_answer_after_game_over_is_refused() -> None:
    g = new()
    play_out(g, 1)
    assert g.over and g.pending is None and g.winner in (0, 1)
    with pytest.raises(IllegalAnswer, match="over"):
        g.answer("pass")


def test_why_illegal_in_plain_words() -> None:
    """Playing needs enough ready Mana Orbs (1.2.5.c); only on your turn (4.2.3.d)."""
    g = new()
    answer_until(g, "turn")
    me = g.pending.player
    expensive = max(state_of(g).players[me].hand, key=lambda c: c.cdef.hand_cost)
    for orb in state_of(g).players[me].mana:
        orb.statuses.add(Status.EXHAUSTED)
    assert "you have 0 ready Mana Orbs" in g.why_illegal(me, expensive.oid)
    other = state_of(g).players[1 - me].hand[0]
    assert "own cards" in g.why_illegal(me, other.oid)
    assert "not your decision" in g.why_illegal(1 - me, other.oid)


def test_legal_intents_are_the_turn_options() -> None:
    g = new()
    answer_until(g, "turn")
    intents = g.legal_intents()
    assert intents[-1].id == "pass"
    me = g.pending.player
    have = state_of(g).ready_mana(me)
    for o in intents:
        if o.detail == "play":
            card = state_of(g).find(o.objects[0])
            assert card.cdef.hand_cost <= have or card.cdef.reserve_cost <= have


def test_play_options_name_their_expedition() -> None:
    """5.1.2.c: a Character (or Expedition Permanent) is declared into one of its
    controller's two Expeditions; the
    option says which one as data, so a table never has to read the option id."""
    g = new()
    answer_until(g, "turn")
    me = g.pending.player
    plays = [o for o in g.legal_intents() if o.detail == "play"]
    assert plays, "the first turn offers at least one card to play"
    for o in plays:
        card = state_of(g).find(o.objects[0])
        if card.cdef.is_character or card.cdef.zone_type == "expedition":
            assert o.expedition in {(me, "hero"), (me, "companion")}
            assert o.id.split(":")[2] == o.expedition[1]
        else:
            assert o.expedition is None
    chars = {o.objects[0] for o in plays if o.expedition is not None}
    for oid in chars:  # both Expeditions are offered for each Character
        assert {o.expedition for o in plays if o.objects[0] == oid} == {
            (me, "hero"), (me, "companion")}
