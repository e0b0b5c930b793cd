"""Playing cards (5.1-5.2): Limbo, costs and their alterations, where cards end up."""

from __future__ import annotations

from engine import Game
from engine.effects.abilities import CostChange, Reaction, SpellEffect
from engine.effects.cost_changes import PayMoreInStartingRegion
from engine.effects.keywords import FLEETING
from engine.effects.selectors import Me
from engine.effects.steps import Draw, GainBoosts
from engine.effects.triggers import OnPlayed
from engine.model import CardType, Status, Zone
from engine.play import Intent, card_cost, held_cost_changes, play_options
from tests.engine.helpers import answer_until, deck, filler, put, vanilla
from tests.state_access import state_of

HERO_CHAR = vanilla("TEST_PLAYER_CHAR", (2, 2, 2), cost=2, reserve_cost=1, abilities=(
    Reaction(OnPlayed(Zone.RESERVE), (GainBoosts(Me(), 1),)),))
SPELL = vanilla("TEST_SPELL_DRAW", cost=1, type=CardType.SPELL,
                abilities=(SpellEffect((Draw(1),)),))
FLEET_SPELL = vanilla("TEST_SPELL_FLEET", cost=1, type=CardType.SPELL,
                      abilities=(FLEETING, SpellEffect((Draw(1),)),))
LANDMARK = vanilla("TEST_LANDMARK", cost=1, type=CardType.PERMANENT, zone_type="landmark")
TAXER = vanilla("TEST_TAXER", cost=9, type=CardType.PERMANENT, zone_type="landmark",
                abilities=(CostChange(more=1, whose="opponent"),))
DISCOUNT = vanilla("TEST_DISCOUNT", cost=9, type=CardType.PERMANENT, zone_type="landmark",
                   abilities=(CostChange(types=("character",), less=3),))
FLOOR = vanilla("TEST_FLOOR", cost=9, type=CardType.PERMANENT, zone_type="landmark",
                abilities=(CostChange(at_least=2, whose="opponent"),))
SELF_TAX = vanilla("TEST_SELF_TAX", cost=9, type=CardType.PERMANENT, zone_type="landmark",
                   abilities=(PayMoreInStartingRegion(more=5),))


def at_turn(refs: list[str]) -> tuple[Game, int]:
    g = Game.new([deck(refs * 10), deck(refs * 10)], seed=8, names=("Ann", "Bob"))
    answer_until(g, "turn")
    return g, g.pending.player


def play(g: Game, ref: str, source: str = "Hand", exp: str | None = "hero") -> None:
    for o in g.pending.options:
        card = state_of(g).find(o.objects[0]) if o.objects else None
        if (o.detail == "play" and card.cdef.ref == ref and f"from {source}" in o.label
                and (exp is None or o.id.endswith(f":{exp}"))):
            g.answer(o.id)
            return
    raise AssertionError(f"no option to play {ref} from {source}")


def test_5_2_1_character_joins_the_chosen_expedition_paying_its_hand_cost() -> None:
    g, me = at_turn([HERO_CHAR])
    ready = state_of(g).ready_mana(me)
    play(g, HERO_CHAR, exp="companion")
    c = next(c for c in state_of(g).expedition_zone if c.controller == me)
    assert c.expedition == "companion" and state_of(g).ready_mana(me) == ready - 2
    assert Status.FLEETING not in c.statuses and c.boosts == 0
    rules = [e.rule for e in g.log[-6:]]
    assert "5.1.2" in rules and "5.1.2.d" in rules and "5.2.1" in rules


def test_2_4_6_a_played_from_reserve_costs_reserve_cost_and_is_fleeting() -> None:
    g, me = at_turn([HERO_CHAR])
    card = put(g, HERO_CHAR, me, Zone.RESERVE)
    g.answer("pass")  # rebuild the turn decision on a later turn
    answer_until(g, "turn", player=me)
    ready = state_of(g).ready_mana(me)
    play(g, HERO_CHAR, source="Reserve")
    assert state_of(g).ready_mana(me) == ready - 1  # Reserve Cost (5.1.2.d)
    assert card.zone is Zone.EXPEDITION and Status.FLEETING in card.statuses  # 5.2.1.c
    assert card.boosts == 1  # its "played from Reserve" Reaction (7.1.1.c)


def test_5_2_4_b_a_spell_goes_to_reserve_after_resolving() -> None:
    g, me = at_turn([SPELL])
    hand = len(state_of(g).players[me].hand)
    play(g, SPELL, exp=None)
    assert [c.cdef.ref for c in state_of(g).players[me].reserve] == [SPELL]
    assert len(state_of(g).players[me].hand) == hand  # played one, drew one


def test_2_4_6_e_a_fleeting_spell_is_discarded_after_resolving() -> None:
    g, me = at_turn([FLEET_SPELL])
    play(g, FLEET_SPELL, exp=None)
    assert [c.cdef.ref for c in state_of(g).players[me].discard] == [FLEET_SPELL]
    assert not state_of(g).players[me].reserve
    assert any(e.rule == "2.4.6.e" for e in g.log)


def test_5_2_3_landmarks_join_the_landmark_zone() -> None:
    g, me = at_turn([LANDMARK])
    play(g, LANDMARK, exp=None)
    assert [c.cdef.ref for c in state_of(g).players[me].landmarks] == [LANDMARK]


def test_5_1_2_e_increase_then_decrease_then_restriction() -> None:
    """5.1.2.e: +1 from the opponent's tax, -3 from a discount, then "can't cost less than
    2": a 2-cost Character costs max(2 + 1 - 3, 0) = 0, raised to 2 by the restriction."""
    g, me = at_turn([HERO_CHAR])
    card = next(c for c in state_of(g).players[me].hand)
    intent = Intent(card, Zone.HAND, "hero")
    assert card_cost(state_of(g), me, intent) == 2
    put(g, TAXER, 1 - me, Zone.LANDMARK)
    assert card_cost(state_of(g), me, intent) == 3
    put(g, DISCOUNT, me, Zone.LANDMARK)
    assert card_cost(state_of(g), me, intent) == 0
    put(g, FLOOR, 1 - me, Zone.LANDMARK)
    assert card_cost(state_of(g), me, intent) == 2
    state_of(g).entry("test set-up done", "5.1.2.e")  # a logged change refreshes cached facts


def test_5_1_2_e_a_cards_own_cost_change_changes_no_other_card() -> None:
    """1.2.4.d: "Pay 5 more to play me in a starting region" is a change of its own card's
    cost, made as that card is played; held in play, it changes no other card's cost,
    and the turn offers the other cards at their printed costs."""
    g, me = at_turn([HERO_CHAR])
    put(g, SELF_TAX, me, Zone.LANDMARK)
    st = state_of(g)
    assert st.has_cost_changes()  # a cost change is held, as a passive of a card in play
    assert held_cost_changes(st) == []
    card = st.players[me].hand[0]
    assert card_cost(st, me, Intent(card, Zone.HAND, "hero")) == 2
    labels = [o.label for o, it in play_options(st, me) if it.card is card]
    assert labels and all(label.endswith("costs 2") for label in labels), labels


def test_1_4_3_cards_go_to_their_owners_zones() -> None:
    """1.4.3: a card controlled by the other player still goes to its owner's Reserve."""
    g, me = at_turn(filler(4))
    card = put(g, HERO_CHAR, me, Zone.EXPEDITION, "hero")
    card.controller = 1 - me
    list(state_of(g).move(card, Zone.RESERVE))
    assert card in state_of(g).players[me].reserve and card not in state_of(g).players[1 - me].reserve


def test_2_1_e_tokens_cease_to_exist_when_leaving() -> None:
    token = "ALT_CORE_B_OR_32_C"
    g, me = at_turn(filler(4))
    t = state_of(g).create_token(token, me, me, "hero")
    list(state_of(g).move(t, Zone.RESERVE))
    assert t.zone is Zone.GONE and t not in state_of(g).players[me].reserve
    assert any(e.rule == "2.1.e" for e in g.log)


def test_2_5_1_b_boosts_add_to_each_statistic() -> None:
    g, me = at_turn(filler(4))
    c = put(g, HERO_CHAR, me, Zone.EXPEDITION, "hero")
    state_of(g).gain_counters(c, "boost", 2)
    assert (state_of(g).stats(c).forest, state_of(g).stats(c).mountain, state_of(g).stats(c).water) == (4, 4, 4)
    assert state_of(g).expedition_stats(me, "hero").water == 4
