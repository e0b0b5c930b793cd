"""Words of sections 7.3 (keyword actions), 7.4 (keywords) and 7.5 (descriptors) that the
rules' examples do not already exercise, one short scenario each."""

from __future__ import annotations

import tests.example_cards as T
from engine.effects.conditions import standing
from engine.model import Phase, Status, Terrain, Zone
from tests.scenarios.helpers import (
    LITHIUM,
    NINETTE,
    choose,
    choose_label,
    drain,
    pass_turn,
    pending,
    play,
    put,
    quick,
    reaction,
    start,
    table,
    to_morning,
    yes,
)
from tests.state_access import state_of

BRASSBUG_HUB = "ALT_CORE_B_AX_24_C"


def _spell_on(ref: str, target_ref: str, counters: dict[str, int] | None = None,
              zone: Zone = Zone.EXPEDITION, statuses: tuple[Status, ...] = ()):
    g = table(first=NINETTE)
    spell = put(g, ref, NINETTE, Zone.HAND)
    c = put(g, target_ref, NINETTE, zone, "hero" if zone is Zone.EXPEDITION else None,
            statuses=statuses)
    c.counters.update(counters or {})
    start(g)
    play(g, spell)
    return g, c


def test_7_3_3_augment_one_more_of_a_counter_it_has() -> None:
    """7.3.3: Augment gives one more of one kind of counter already there (its controller
    picks the kind); an object without counters gains nothing."""
    g = table(first=NINETTE)
    spell = put(g, T.AUGMENTER, NINETTE, Zone.HAND)
    c = put(g, T.VANILLA, NINETTE, Zone.EXPEDITION, "hero")
    c.counters.update({"boost": 1, "kelon": 2})
    start(g)
    play(g, spell)
    choose_label(g, "Kelon", kind="choose_counter")
    assert c.counters == {"boost": 1, "kelon": 3}
    g, c = _spell_on(T.AUGMENTER, T.VANILLA)
    assert c.counters == {}


def test_7_3_6_double_counters() -> None:
    """7.3.6: doubling 2 boosts gives 4; doubling 0 is impossible."""
    g, c = _spell_on(T.DOUBLER, T.VANILLA, {"boost": 2})
    assert c.boosts == 4
    g, c = _spell_on(T.DOUBLER, T.VANILLA)
    assert c.boosts == 0


def test_7_3_8_exchange_boosts() -> None:
    """7.3.8: exchanging 3 and 1 boosts: the first loses 2, the second gains 2; equal
    numbers change nothing."""
    for a_n, b_n in ((3, 1), (2, 2)):
        g = table(first=NINETTE)
        spell = put(g, T.EXCHANGER, NINETTE, Zone.HAND)
        a = put(g, T.VANILLA, NINETTE, Zone.EXPEDITION, "hero")
        b = put(g, T.VANILLA, LITHIUM, Zone.EXPEDITION, "hero")
        a.counters["boost"], b.counters["boost"] = a_n, b_n
        start(g)
        play(g, spell)
        choose(g, a, b)
        assert (a.boosts, b.boosts) == (b_n, a_n)


def test_7_3_10_exhaust_and_7_3_18_ready() -> None:
    """7.3.10 / 7.3.18: exhausting gives the exhausted status (not twice, 7.3.13.b);
    readying takes it away."""
    g, c = _spell_on(T.EXHAUSTER, T.VANILLA)
    assert c.exhausted
    g, c = _spell_on(T.EXHAUSTER, T.VANILLA, statuses=(Status.EXHAUSTED,))
    assert c.exhausted and sum("is exhausted" in e.text for e in g.log) == 0
    g, c = _spell_on(T.READIER, T.SPARE_PERMANENT, zone=Zone.LANDMARK,
                     statuses=(Status.EXHAUSTED,))
    assert not c.exhausted


def test_7_3_16_17_move_forward_and_backward() -> None:
    """7.3.17: "my Expedition moves forward" moves it one region; 7.3.16.b: an Expedition
    at its starting region cannot move backward."""
    g = table(first=NINETTE)
    pusher = put(g, T.PUSHER, NINETTE, Zone.HAND)
    puller = put(g, T.PULLER, LITHIUM, Zone.HAND)
    start(g)
    play(g, pusher, "hero")
    assert state_of(g).players[NINETTE].position["hero"] == 1
    play(g, puller, "hero")  # Ninette's hero Expedition faces it: back to its start
    assert state_of(g).players[NINETTE].position["hero"] == 0
    pass_turn(g)
    assert state_of(g).players[NINETTE].distance("hero") == 0


def test_7_3_25_b_sacrificed_token_is_still_a_sacrifice() -> None:
    """7.3.25.b: a token sacrificed ceases to exist instead of going to the Discard pile,
    and that is still a sacrifice (a "when you sacrifice" Reaction sees it)."""
    g = table(first=LITHIUM, hero0=T.LINDIWE)
    anubis = put(g, T.ANUBIS, LITHIUM, Zone.HAND)
    maw = put(g, "ALT_CORE_B_YZ_31_C", NINETTE, Zone.EXPEDITION, "companion")
    token = put(g, "ALT_CORE_B_OR_32_C", NINETTE, Zone.EXPEDITION, "hero")
    start(g)
    play(g, anubis, "hero")
    reaction(g, anubis)
    choose(g, token)
    drain(g)
    assert token.zone is Zone.GONE and maw.boosts == 2


def test_7_3_28_switching_keeps_the_same_object() -> None:
    """7.3.28: a Character switching Expeditions is the same object: it keeps its boosts."""
    g, c = _spell_on(T.SWITCHER, T.VANILLA, {"boost": 2})
    assert c.expedition == "companion" and c.boosts == 2


def test_7_3_14_ignored_abilities_do_nothing() -> None:
    """7.3.14: with "ignore the abilities of other Characters" in play, Asmodeus' [J] does
    not activate; the ignoring ability itself still works."""
    g = table(first=NINETTE)
    put(g, T.IGNORER, LITHIUM, Zone.EXPEDITION, "hero")
    asmodeus = put(g, T.ASMODEUS, NINETTE, Zone.HAND)
    start(g)
    play(g, asmodeus, "hero")
    assert pending(g).kind == "turn" and asmodeus.boosts == 0


def test_7_4_1_cooldown_spell_returns_exhausted() -> None:
    """7.4.1: a Spell with Cooldown goes to Reserve exhausted after it resolves."""
    g = table(first=NINETTE)
    spell = put(g, T.COOLDOWN_SPELL, NINETTE, Zone.HAND)
    start(g)
    play(g, spell)
    assert spell.zone is Zone.RESERVE and spell.exhausted


def _to_dusk(g) -> None:
    pass_turn(g)
    pass_turn(g)


def test_7_4_2_defender_stops_moving_forward() -> None:
    """7.4.2: an Expedition holding a Defender does not move forward at Dusk, even when it
    wins; 7.5.6: it "fails to move forward" and a Reaction can see that."""
    g = table(first=NINETTE)
    put(g, T.BIG, NINETTE, Zone.EXPEDITION, "hero")
    put(g, T.WALL, NINETTE, Zone.EXPEDITION, "hero")
    sulker = put(g, T.SULKER, NINETTE, Zone.EXPEDITION, "hero")
    start(g)
    _to_dusk(g)
    assert state_of(g).players[NINETTE].position["hero"] == 0
    assert sulker.zone is Zone.RESERVE or sulker.boosts == 1
    assert any(e.text.startswith("Test Sulker\'s “") for e in g.log)


def test_7_4_3_eternal_and_7_4_6_seasoned_at_rest() -> None:
    """7.4.3: an Eternal Character stays in its Expedition at Rest; 7.4.6: a Seasoned one
    goes to Reserve with its boosts, a plain one loses them."""
    g = table(first=NINETTE)
    undying = put(g, T.UNDYING, NINETTE, Zone.EXPEDITION, "hero")
    vet = put(g, T.VETERAN, NINETTE, Zone.EXPEDITION, "companion")
    plain = put(g, T.VANILLA, LITHIUM, Zone.EXPEDITION, "companion")
    vet.counters["boost"] = 2
    plain.counters["boost"] = 2
    start(g)
    _to_dusk(g)
    to_morning(g)
    assert undying.zone is Zone.EXPEDITION
    assert vet.zone is Zone.RESERVE and vet.boosts == 2
    assert plain.zone is Zone.RESERVE and plain.boosts == 0


def test_7_4_7_tough_costs_the_opponent_mana() -> None:
    """7.4.7: targeting Lithium's Tough 1 Character with Ninette's effect costs her 1 more."""
    g = table(first=NINETTE)
    recall = put(g, T.RECALL, NINETTE, Zone.HAND)
    tough = put(g, T.TOUGH_GUY, LITHIUM, Zone.EXPEDITION, "hero")
    put(g, T.VANILLA, NINETTE, Zone.EXPEDITION, "hero")
    start(g)
    play(g, recall)
    d = pending(g, "target", NINETTE)
    assert any("Tough 1" in o.label for o in d.options)
    choose(g, tough)
    assert tough.zone is Zone.RESERVE and state_of(g).ready_mana(NINETTE) == 4


def test_7_5_2_ahead_behind_tied() -> None:
    """7.5.2: an Expedition further from its start than the one facing it is ahead, closer
    is behind, equal is tied; during tiebreakers all are tied."""
    g = table(first=NINETTE)
    state_of(g).players[NINETTE].position["hero"] = 2
    state_of(g).players[LITHIUM].position["hero"] = 1
    assert standing(state_of(g), NINETTE, "hero") == "ahead"
    assert standing(state_of(g), LITHIUM, "hero") == "behind"
    assert standing(state_of(g), NINETTE, "companion") == "tied"
    state_of(g).tiebreak = True
    assert standing(state_of(g), NINETTE, "hero") == "tied"


def test_7_5_3_becomes() -> None:
    """7.5.3: "when I become Asleep" triggers when it gains Asleep, not when an effect tries
    to give Asleep to one already Asleep (a legal target, 6.1.g remark)."""
    for already, drawn in ((False, 1), (True, 0)):
        g, c = _spell_on(T.SLEEPER, T.WATCHFUL,
                         statuses=(Status.ASLEEP,) if already else ())
        drain(g)
        assert c.has(Status.ASLEEP)
        assert len(state_of(g).players[NINETTE].hand) == drawn


def test_7_5_4_cards_in_reserve_are_not_controlled() -> None:
    """7.5.4: a player controls objects in their Expeditions, Landmark zone and Hero zone —
    not the cards in their Reserve."""
    g = table(first=NINETTE, hero0=T.KOJO)
    a = put(g, T.VANILLA, NINETTE, Zone.EXPEDITION, "hero")
    b = put(g, T.SPARE_PERMANENT, NINETTE, Zone.LANDMARK)
    c = put(g, T.VANILLA, NINETTE, Zone.RESERVE)
    assert state_of(g).controller_of(a) == state_of(g).controller_of(b) == NINETTE
    assert state_of(g).controller_of(state_of(g).players[NINETTE].hero) == NINETTE
    assert state_of(g).controller_of(c) is None


def test_7_5_7_in_a_terrain() -> None:
    """7.5.7: a Character is in a terrain if its Expedition's region has it: in the Hero
    region (all terrains) it is in Forest; in a region without Forest it is not."""
    for forest in (True, False):
        g = table(first=NINETTE)
        walker = put(g, T.FOREST_WALKER, NINETTE, Zone.HAND)
        if not forest:
            i = next(i for i, r in enumerate(state_of(g).regions) if Terrain.FOREST not in r.terrains)
            state_of(g).regions[i].face_down = False
            state_of(g).players[NINETTE].position["hero"] = i
        start(g)
        play(g, walker, "hero")
        drain(g)
        assert walker.boosts == (1 if forest else 0)


def test_7_3_27_spend_counters_as_a_cost() -> None:
    """7.3.27: Brassbug Hub spends one of its Kelon counters (and 1 mana) at Noon to create a
    Brassbug."""
    g = table(first=NINETTE)
    hub = put(g, BRASSBUG_HUB, NINETTE, Zone.LANDMARK)
    hub.counters["kelon"] = 3
    start(g, Phase.NOON)
    yes(g)
    choose_label(g, "Ninette's hero", kind="target_expedition")
    assert hub.counters["kelon"] == 2
    assert any(c.name == "Brassbug" for c in state_of(g).expedition_zone)


def test_1_4_1_cant_beats_an_effect_that_says_can() -> None:
    """1.4.1: under "Expeditions can't move forward this Day", an effect saying "my
    Expedition moves forward" does nothing."""
    g = table(first=LITHIUM)
    day = put(g, T.CELEBRATION_DAY, LITHIUM, Zone.HAND)
    pusher = put(g, T.PUSHER, NINETTE, Zone.HAND)
    start(g)
    play(g, day)
    play(g, pusher, "hero")
    drain(g)
    assert state_of(g).players[NINETTE].position["hero"] == 0
    assert any("can't move forward" in e.text and e.rule == "1.4.1" for e in g.log)


def test_7_3_1_e_cannot_activate_even_when_told_to() -> None:
    """7.3.1.e: a [J] trigger that "cannot activate" is not activated by an effect that
    activates [J] abilities either."""
    g = table(first=NINETTE)
    put(g, T.COUNCIL, LITHIUM, Zone.EXPEDITION, "hero")
    asmodeus = put(g, T.ASMODEUS, NINETTE, Zone.EXPEDITION, "hero")
    reviver = put(g, T.REVIVER, NINETTE, Zone.HAND)
    start(g)
    play(g, reviver)
    choose(g, asmodeus, kind="target")
    drain(g)
    assert asmodeus.boosts == 0
    assert any(e.rule == "7.3.1.e" for e in g.log)


def test_7_3_23_return_goes_to_the_owner_s_zone() -> None:
    """7.3.23 with 1.4.3: returning a Character Ninette controls but Lithium owns puts it
    in Lithium's hand — a card always goes to its owner's zone."""
    from engine.cards.registry import card_by_ref

    g = table(first=NINETTE)
    bounce = put(g, T.BOUNCE, NINETTE, Zone.HAND)
    borrowed = state_of(g).make_card(card_by_ref(T.VANILLA), LITHIUM)
    state_of(g).place(borrowed, Zone.EXPEDITION, "hero", NINETTE)
    start(g)
    play(g, bounce)
    assert borrowed in state_of(g).players[LITHIUM].hand


def test_7_5_10_a_card_is_played_when_it_leaves_limbo() -> None:
    """7.5.10: "when you play a Spell" activates as the Spell leaves Limbo after resolving:
    the Spell's own effect (a draw) and its move to Reserve come before the Reaction."""
    g = table(first=NINETTE)
    fan = put(g, T.SPELL_FAN, NINETTE, Zone.EXPEDITION, "hero")
    study = put(g, T.STUDY, NINETTE, Zone.HAND)
    start(g)
    play(g, study)
    drain(g)
    texts = [e.text for e in g.log]
    i_draw = next(i for i, t in enumerate(texts) if t.startswith("draws"))
    i_res = next(i for i, t in enumerate(texts) if "Test Study goes to Reserve" in t)
    i_trig = next(i for i, t in enumerate(texts) if t.startswith("Test Spell Fan\'s “"))
    assert i_draw < i_res < i_trig and fan.boosts == 1


def test_6_2_k_and_7_3_25_b_modified_sacrifice() -> None:
    """6.2.k: "if I would leave the Expedition zone, put me in my owner's hand instead"
    applies once to the move (it still leaves, but is not modified again); 7.3.25.b: the
    modified discard is still a sacrifice, so Maw's "when you sacrifice" sees it."""
    g = table(first=LITHIUM)
    anubis = put(g, T.ANUBIS, LITHIUM, Zone.HAND)
    pigeon = put(g, T.HOMING, NINETTE, Zone.EXPEDITION, "hero")
    maw = put(g, "ALT_CORE_B_YZ_31_C", NINETTE, Zone.EXPEDITION, "companion")
    start(g)
    play(g, anubis, "hero")
    reaction(g, anubis)
    choose(g, pigeon, kind="sacrifice")
    drain(g)
    assert pigeon in state_of(g).players[NINETTE].hand
    assert maw.boosts == 2
    assert sum("instead" in e.text and "Homing" in e.text for e in g.log) == 1


def test_6_5_e_if_otherwise_is_evaluated_once() -> None:
    """6.5.e: "If you control a Landmark, discard one. Otherwise draw a card": the first
    branch makes the condition false, yet the "otherwise" branch is not done."""
    g = table(first=NINETTE)
    spell = put(g, T.DEMOLISH, NINETTE, Zone.HAND)
    mark = put(g, T.SPARE_PERMANENT, NINETTE, Zone.LANDMARK)
    start(g)
    play(g, spell)
    assert mark.zone is Zone.DISCARD and not state_of(g).players[NINETTE].hand


def test_7_4_5_d_cost_alterations_apply_to_scout() -> None:
    """7.4.5.d: a cost decrease also applies to the Scout cost: Scout 1 minus 1 is 0."""
    g = table(first=NINETTE)
    twinkle = put(g, T.TWINKLE, NINETTE, Zone.RESERVE)
    aby = put(g, T.ABY, NINETTE, Zone.HAND)
    start(g)
    quick(g, twinkle)
    d = pending(g, "turn")
    label = next(o.label for o in d.options if o.id == f"play:{aby.oid}:hero:scout")
    assert label.endswith("costs 0")


def test_7_3_9_a_exchange_an_object_in_play_with_a_card_in_reserve() -> None:
    """7.3.9.a: exchanging a Character in my hero Expedition with a Character card in my
    Reserve sends each to the other's place: the Reserve card joins that Expedition and the
    Character goes to Reserve, each as a new object (1.4.4)."""
    g = table(first=NINETTE)
    spell = put(g, T.CHANGING_GUARD, NINETTE, Zone.HAND)
    guard = put(g, T.VANILLA, NINETTE, Zone.EXPEDITION, "hero")
    relief = put(g, T.BIG, NINETTE, Zone.RESERVE)
    before = (guard.oid, relief.oid)
    start(g)
    play(g, spell)
    assert guard.zone is Zone.RESERVE
    assert relief.zone is Zone.EXPEDITION and relief.expedition == "hero"
    assert relief.controller == NINETTE
    assert (guard.oid, relief.oid) != before and guard.oid not in before
    assert [e.rule for e in g.log].count("7.3.9") == 2
