"""The "Example." paragraphs of sections 4 to 7 of the Complete Rules v3.0, one test each."""

from __future__ import annotations

import tests.example_cards as T
from engine.model import Phase, Status, Zone
from tests.engine.helpers import FixedDice
from tests.scenarios.helpers import (
    LITHIUM,
    NINETTE,
    at,
    choose,
    choose_label,
    drain,
    expedition,
    no,
    pass_turn,
    pending,
    play,
    put,
    quick,
    reaction,
    start,
    table,
    top_of_deck,
    yes,
)
from tests.state_access import state_of

BRASSBUG_HUB = "ALT_CORE_B_AX_24_C"


def test_4_2_b_reaction_arriving_after_noon_began_does_not_trigger() -> None:
    """4.2.b: Subhash & Marmo's "At Noon" Reaction puts Dredger Drone in Reserve; the
    Drone's own "At Noon" support Reaction did not exist when Noon began, so it does not
    activate and the Drone gains no boost."""
    g = at({"hero": T.SUBHASH, "hand": [T.DREDGER_DRONE]}, phase=Phase.NOON)
    yes(g)  # pay 1 and put a card from hand in Reserve (the Drone is the only one)
    choose_label(g, "Ninette's hero", kind="target_expedition")
    drone = state_of(g).players[NINETTE].reserve[0]
    assert drone.name == "Dredger Drone"
    assert pending(g).kind == "turn"  # Afternoon: no Reaction of the Drone waited
    assert drone.boosts == 0
    assert any(c.name == "Brassbug" for c in state_of(g).expedition_zone)


def test_5_1_2_e_restriction_on_final_cost_applies_last() -> None:
    """5.1.2.e: with Lithium's Robin Hood ("cards your opponents play can't cost less than
    2"), Ninette's card made to cost 0 by a decrease costs 2: decreases first, then the
    restriction on the final cost."""
    g = at({"reserve": [T.TWINKLE], "hand": [T.VANILLA]},  # the Recruit: Hand Cost 1
           {"hero_expedition": [T.ROBIN_HOOD]})
    (twinkle,), (cheap,) = state_of(g).players[NINETTE].reserve, state_of(g).players[NINETTE].hand
    quick(g, twinkle)  # the next card costs 1 less: 0
    d = pending(g, "turn")
    label = next(o.label for o in d.options if o.id == f"play:{cheap.oid}:hero")
    assert label.endswith("costs 2")
    before = state_of(g).ready_mana(NINETTE)
    play(g, cheap, "hero")
    assert before - state_of(g).ready_mana(NINETTE) == 2


def test_5_2_b_gaining_and_losing_a_status_as_reactions_in_any_order() -> None:
    """5.2.b: after Lady of the Lake's "the next Character you play this turn loses
    Fleeting", playing Bravos Tracer ("[J] I gain Fleeting") makes two Emblem-Reactions;
    playing the gain first, then the loss, leaves it without Fleeting — also from Reserve."""
    for zones in ({"reserve": [T.LADY_OF_THE_LAKE], "hand": [T.BRAVOS_TRACER]},
                  {"reserve": [T.LADY_OF_THE_LAKE, T.BRAVOS_TRACER]}):
        g = at(zones)
        lady = state_of(g).players[NINETTE].reserve[0]
        tracer = next(c for c in state_of(g).all_cards() if c.cdef.ref == T.BRAVOS_TRACER)
        quick(g, lady)
        play(g, tracer, "hero")
        d = pending(g, "reaction", NINETTE)
        assert len(d.options) == 2
        reaction(g, "I gain Fleeting")
        drain(g)  # then "loses Fleeting" (alone now, it is played without asking)
        assert not tracer.has(Status.FLEETING)
        played = [e.text for e in g.log if e.rule == "4.4"]
        assert played[-2].endswith("I gain Fleeting.") and "loses Fleeting (" in played[-1]


def test_6_1_c_each_verb_is_a_step() -> None:
    """6.1.c: Spy Craft "Sabotage, then Resupply" has two steps: the Sabotage choice is
    made and done before the Resupply happens."""
    g = table(first=NINETTE)
    spy = put(g, T.SPY_CRAFT, NINETTE, Zone.HAND)
    victim = put(g, T.VANILLA, LITHIUM, Zone.RESERVE)
    top = top_of_deck(g, T.VANILLA, NINETTE)
    start(g)
    play(g, spy)
    pending(g, "target", NINETTE)
    assert top.zone is Zone.DECK  # Resupply has not happened yet
    choose(g, victim)
    assert victim.zone is Zone.DISCARD and top.zone is Zone.RESERVE


def test_6_1_d_a_cost_is_one_step() -> None:
    """6.1.d: "pay 1 and put a card from your Hand in Reserve" is one step: the card is
    chosen before anything is paid, then both happen together."""
    g = table(first=NINETTE, hero0=T.SUBHASH)
    a = put(g, T.VANILLA, NINETTE, Zone.HAND)
    put(g, T.BIG, NINETTE, Zone.HAND)
    start(g, Phase.NOON)
    yes(g)
    pending(g, "choose_card", NINETTE)
    assert state_of(g).ready_mana(NINETTE) == 6  # nothing paid while deciding (6.1.g)
    choose(g, a)
    assert state_of(g).ready_mana(NINETTE) == 5 and a.zone is Zone.RESERVE


def test_6_1_e_one_step_many_atomic_actions() -> None:
    """6.1.e: Open the Gates creates four tokens in a single step: when the Reactions they
    trigger are offered, all four already exist."""
    g = table(first=NINETTE)
    put(g, T.MONOLITH, NINETTE, Zone.LANDMARK)
    gates = put(g, T.OPEN_THE_GATES, NINETTE, Zone.HAND)
    start(g)
    play(g, gates)
    d = pending(g, "reaction", NINETTE)
    assert len(d.options) == 4
    assert len([c for c in state_of(g).expedition_zone if c.cdef.is_token]) == 4


def test_6_1_h_choices_of_both_players_in_initiative_order() -> None:
    """6.1.h: same situation as 1.4.5 — Kitsune's "each player may Resupply" asks the
    player with initiative first and shows the choice to the other."""
    g = table(first=LITHIUM)
    kitsune = put(g, T.KITSUNE, LITHIUM, Zone.HAND)
    start(g)
    play(g, kitsune, "hero")
    pending(g, "may", LITHIUM)
    no(g)
    d = pending(g, "may", NINETTE)
    assert any("Lithium chose not to" in i for i in d.info)
    yes(g)
    assert len(state_of(g).players[NINETTE].reserve) == 1 and not state_of(g).players[LITHIUM].reserve


def test_6_2_e_mighty_jinn_declined_modifier_adds_a_step() -> None:
    """6.2.e: Paint Prison puts Lithium's Mighty Jinn on top of his Deck; he declines to put
    it in Mana instead, so a step "draw a card" is added right after: he draws the Jinn."""
    g = table(first=NINETTE)
    prison = put(g, T.PAINT_PRISON, NINETTE, Zone.HAND)
    jinn = put(g, T.MIGHTY_JINN, LITHIUM, Zone.EXPEDITION, "hero")
    start(g)
    play(g, prison)  # the Jinn is the only Character: it is the target
    d = pending(g, "may", LITHIUM)
    assert "instead" in d.prompt
    no(g)
    assert jinn in state_of(g).players[LITHIUM].hand
    assert "Mighty Jinn" in [c.name for c in state_of(g).players[LITHIUM].hand]


def test_6_2_e_mighty_jinn_applied_modifier() -> None:
    """6.2.d: when Lithium applies the optional modifier, the Jinn goes to his Mana zone
    instead, and the modifier does not apply again to that move (6.2.k)."""
    g = table(first=NINETTE)
    prison = put(g, T.PAINT_PRISON, NINETTE, Zone.HAND)
    jinn = put(g, T.MIGHTY_JINN, LITHIUM, Zone.EXPEDITION, "hero")
    start(g)
    play(g, prison)
    yes(g)
    assert jinn.zone is Zone.MANA and not state_of(g).players[LITHIUM].hand
    assert pending(g).kind == "turn"


def test_6_3_d_self_move_reaction_of_an_object_put_in_play() -> None:
    """6.3.d: Mind Apotheosis puts Asmodeus in play; its [J] Reaction activates although
    it did not exist before the event."""
    g = table(first=NINETTE)
    spell = put(g, T.MIND_APOTHEOSIS, NINETTE, Zone.HAND)
    asmodeus = put(g, T.ASMODEUS, NINETTE, Zone.RESERVE)
    start(g)
    play(g, spell)
    reaction(g, asmodeus)
    assert asmodeus.zone is Zone.EXPEDITION and asmodeus.boosts == 2


def test_6_3_e_reaction_that_worked_before_the_event() -> None:
    """6.3.e: Bob's Mana Reaping removes Alice's Armored Jammer ("when I leave your Landmark
    zone, Sabotage"): the Reaction activates although the Jammer no longer exists."""
    g = table(first=LITHIUM)
    reaping = put(g, T.MANA_REAPING, LITHIUM, Zone.HAND)
    jammer = put(g, T.ARMORED_JAMMER, NINETTE, Zone.LANDMARK)
    bobs = put(g, T.VANILLA, LITHIUM, Zone.RESERVE)
    start(g)
    play(g, reaping)
    assert jammer.zone is Zone.DISCARD
    choose(g, bobs, kind="target")  # Alice's Sabotage
    assert bobs.zone is Zone.DISCARD


def test_6_3_h_reaction_bound_to_each_token() -> None:
    """6.3.h: The Monolith ("when a Character joins your Expeditions, it gains 1 boost")
    activates four times for Open the Gates' four tokens, each Emblem bound to its own."""
    g = table(first=NINETTE)
    put(g, T.MONOLITH, NINETTE, Zone.LANDMARK)
    gates = put(g, T.OPEN_THE_GATES, NINETTE, Zone.HAND)
    start(g)
    play(g, gates)
    bound = {e.ctx.it.oid for e in state_of(g).emblems if e.kind == "reaction"}
    assert len(bound) == 4
    drain(g)
    assert [c.boosts for c in state_of(g).expedition_zone if c.cdef.is_token] == [1, 1, 1, 1]


def test_6_3_j_information_of_an_object_that_left() -> None:
    """6.3.j: "when I go to Reserve from the Expedition zone, create a token in my
    Expedition" creates it in the Expedition the Character was in."""
    g = table(first=NINETTE)
    recall = put(g, T.RECALL, NINETTE, Zone.HAND)
    soldier = put(g, T.HOMESICK, NINETTE, Zone.EXPEDITION, "companion")
    start(g)
    play(g, recall)
    reaction(g, soldier)
    assert soldier.zone is Zone.RESERVE
    tokens = [c for c in state_of(g).expedition_zone if c.cdef.is_token]
    assert len(tokens) == 1 and tokens[0].expedition == "companion"


def test_6_3_k_past_tense_condition_reads_before_the_event() -> None:
    """6.3.k: Haven Seiringar's "when I leave the Expedition zone, if I was Fleeting, draw a
    card" looks at it before it left: Fleeting draws, not Fleeting does not."""
    for fleeting, drawn in ((True, 1), (False, 0)):
        g = table(first=NINETTE)
        recall = put(g, T.RECALL, NINETTE, Zone.HAND)
        put(g, T.SEIRINGAR, NINETTE, Zone.EXPEDITION, "hero",
            statuses=(Status.FLEETING,) if fleeting else ())
        start(g)
        play(g, recall)
        drain(g)
        assert len(state_of(g).players[NINETTE].hand) == drawn


def test_6_5_h_impossible_part_is_ignored() -> None:
    """6.5.h: Anubis' "each player sacrifices a Character" when Ninette controls none:
    Lithium still sacrifices one."""
    g = table(first=LITHIUM)
    anubis = put(g, T.ANUBIS, LITHIUM, Zone.HAND)
    his = put(g, T.VANILLA, LITHIUM, Zone.EXPEDITION, "hero")
    start(g)
    play(g, anubis, "companion")
    reaction(g, anubis)
    choose(g, his)
    assert his.zone is Zone.DISCARD and anubis.zone is Zone.EXPEDITION


def test_6_5_i_repeated_optional_step_chosen_each_time() -> None:
    """6.5.i: The Snow Maiden's "target opponent may Exhausted Resupply twice": Ninette
    chooses each time, after the first one has resolved."""
    g = table(first=LITHIUM)
    maiden = put(g, T.SNOW_MAIDEN, LITHIUM, Zone.HAND)
    start(g)
    play(g, maiden, "hero")
    reaction(g, maiden)
    pending(g, "may", NINETTE)
    yes(g)
    pending(g, "may", NINETTE)
    assert len(state_of(g).players[NINETTE].reserve) == 1 and state_of(g).players[NINETTE].reserve[0].exhausted
    no(g)
    assert len(state_of(g).players[NINETTE].reserve) == 1


def test_7_2_1_d_i_is_the_object_that_made_the_emblem() -> None:
    """7.2.1.d: Ratatoskr's "[R] I gain 2 boosts": the Emblem's "I" is Ratatoskr."""
    g = table(first=NINETTE)
    rat = put(g, T.RATATOSKR, NINETTE, Zone.RESERVE)
    start(g)
    play(g, rat, "hero")
    reaction(g, rat)
    assert rat.boosts == 2


def test_7_2_2_a_you_is_the_controller() -> None:
    """7.2.2.a: Charge! "Characters you control gain 1 boost": only its controller's."""
    g = table(first=NINETTE)
    charge = put(g, T.CHARGE, NINETTE, Zone.HAND)
    mine = [put(g, T.VANILLA, NINETTE, Zone.EXPEDITION, e) for e in ("hero", "companion")]
    theirs = put(g, T.VANILLA, LITHIUM, Zone.EXPEDITION, "hero")
    start(g)
    play(g, charge)
    assert [c.boosts for c in mine] == [1, 1] and theirs.boosts == 0


def test_7_3_1_d_activated_reaction_belongs_to_its_object() -> None:
    """7.3.1.d: Dr. Frankenstein activates the [J] abilities of Brassbug Hub: the Hub's
    Reaction is created by the Hub, so the Hub gains three Kelon counters."""
    g = table(first=NINETTE)
    hub = put(g, BRASSBUG_HUB, NINETTE, Zone.LANDMARK)
    doc = put(g, T.FRANKENSTEIN, NINETTE, Zone.RESERVE)
    start(g)
    play(g, doc, "hero")
    reaction(g, doc)
    yes(g)  # the Hub is the only Permanent she controls: it is the target
    drain(g)
    assert any(e.text.startswith("Brassbug Hub's “") for e in g.log)
    assert hub.counters.get("kelon") == 3 and "kelon" not in doc.counters


def test_7_3_1_e_trigger_that_cannot_activate() -> None:
    """7.3.1.e: The Council stops the [J], [H] and [R] triggers of Characters facing it: Hua
    Mulan played from Reserve facing it keeps Fleeting; in the other Expedition she loses it."""
    for exp, fleeting in (("hero", True), ("companion", False)):
        g = table(first=NINETTE)
        put(g, T.COUNCIL, LITHIUM, Zone.EXPEDITION, "hero")
        mulan = put(g, T.HUA_MULAN, NINETTE, Zone.RESERVE)
        start(g)
        play(g, mulan, exp)
        drain(g)
        assert mulan.has(Status.FLEETING) is fleeting


def test_7_3_2_b_after_you_is_not_passing() -> None:
    """7.3.2.b: Alice's "After you" hands the turn to Lithium once no Reaction waits;
    Ninette has not passed and gets another turn this Afternoon."""
    g = table(first=NINETTE)
    alice = put(g, T.ALICE, NINETTE, Zone.RESERVE)
    start(g)
    quick(g, alice)
    d = pending(g, "turn", LITHIUM)
    assert not state_of(g).players[NINETTE].passed and d.player == LITHIUM
    pass_turn(g)
    pending(g, "turn", NINETTE)


def test_7_3_4_b_token_template() -> None:
    """7.3.4.b: Open the Gates makes four Ordis Recruit tokens: type Character, sub-type
    Soldier, statistics 1/1/1, no abilities."""
    g = table(first=NINETTE)
    gates = put(g, T.OPEN_THE_GATES, NINETTE, Zone.HAND)
    start(g)
    play(g, gates)
    tokens = [c for c in state_of(g).expedition_zone if c.cdef.is_token]
    assert len(tokens) == 4
    assert sorted(c.expedition for c in tokens) == ["companion"] * 2 + ["hero"] * 2
    for t in tokens:
        assert t.name == "Ordis Recruit" and t.cdef.rules_type == "character"
        assert state_of(g).subtypes(t) == {"soldier"} and str(state_of(g).stats(t)) == "1/1/1"
        assert t.cdef.abilities == ()


def test_7_3_9_b_exchange_needs_both_cards() -> None:
    """7.3.9.b: Sleight of Hand with an empty Hand does nothing; with a card in each zone
    they swap places."""
    g = table(first=LITHIUM)
    sleight = put(g, T.SLEIGHT_OF_HAND, LITHIUM, Zone.HAND)
    res = put(g, T.VANILLA, LITHIUM, Zone.RESERVE)
    start(g)
    play(g, sleight)
    assert res.zone is Zone.RESERVE and not state_of(g).players[LITHIUM].hand

    g = table(first=LITHIUM)
    sleight = put(g, T.SLEIGHT_OF_HAND, LITHIUM, Zone.HAND)
    res = put(g, T.VANILLA, LITHIUM, Zone.RESERVE)
    hand = put(g, T.BIG, LITHIUM, Zone.HAND)
    start(g)
    play(g, sleight)
    assert res.zone is Zone.HAND and hand.zone is Zone.RESERVE


def test_7_4_4_h_gigantic_source_places_each_token() -> None:
    """7.4.4.h: Ratatoskr made Gigantic by Eat Me Energy Bars creates two tokens "in my
    Expedition": Anna picks an Expedition for each token — here one in each."""
    g = table(first=NINETTE)
    put(g, T.ENERGY_BARS, NINETTE, Zone.EXPEDITION, "hero")
    rat = put(g, T.RATATOSKR_RECRUITS, NINETTE, Zone.RESERVE)
    start(g)
    play(g, rat, "hero")
    assert state_of(g).has_keyword(rat, "gigantic")
    reaction(g, rat)
    choose_label(g, "Hero", kind="expedition")
    choose_label(g, "Companion", kind="expedition")
    tokens = [c for c in state_of(g).expedition_zone if c.cdef.is_token]
    assert sorted(t.expedition for t in tokens) == ["companion", "hero"]


def test_7_4_4_i_moving_inside_a_gigantic_set_is_not_joining() -> None:
    """7.4.4.i: Amarok, Gigantic through Eat Me Energy Bars: a Character switching from the
    Companion to the Hero Expedition is not sacrificed — it was already in Amarok's
    Expeditions.  Without the Bars it would be."""
    for bars, survives in ((True, True), (False, False)):
        g = table(first=NINETTE)
        if bars:
            put(g, T.ENERGY_BARS, NINETTE, Zone.EXPEDITION, "hero")
        amarok = put(g, T.AMAROK, NINETTE, Zone.EXPEDITION, "hero")
        walker = put(g, T.VANILLA, NINETTE, Zone.EXPEDITION, "companion")
        switch = put(g, T.SWITCHER, NINETTE, Zone.HAND)
        start(g)
        assert state_of(g).has_keyword(amarok, "gigantic") is bars
        play(g, switch)
        choose(g, walker, kind="target")
        drain(g)
        assert (walker.zone is Zone.EXPEDITION) is survives
        if survives:
            assert walker.expedition == "hero"


def test_7_4_4_j_gigantic_condition_needs_both_expeditions() -> None:
    """7.4.4.j: Ordis Overseer, Gigantic, "if my Expedition is behind, create a token":
    both Expeditions must be behind, and only one token is created."""
    for lithium_positions, made in (({"hero": 1, "companion": 6}, 1),
                                    ({"hero": 1, "companion": 7}, 0)):
        g = table(first=NINETTE)
        put(g, T.ENERGY_BARS, NINETTE, Zone.EXPEDITION, "hero")
        overseer = put(g, T.OVERSEER, NINETTE, Zone.HAND)
        state_of(g).players[LITHIUM].position.update(lithium_positions)
        start(g)
        play(g, overseer, "hero")
        assert state_of(g).has_keyword(overseer, "gigantic")
        reaction(g, overseer)
        if made:
            choose_label(g, "Companion", kind="expedition")
        assert len([c for c in state_of(g).expedition_zone if c.cdef.is_token]) == made


def test_7_4_5_c_scout_reactions_in_either_order() -> None:
    """7.4.5.c: Aby, Sap Courier played with Scout 1 gets "[H] send me to Reserve" and
    keeps its own "[J] you may Augment": both resolve whichever Max plays first."""
    for first in ("Send me", "augment"):
        g = table(first=NINETTE)
        aby = put(g, T.ABY, NINETTE, Zone.HAND)
        buddy = put(g, T.VANILLA, NINETTE, Zone.EXPEDITION, "companion")
        buddy.counters["boost"] = 1
        start(g)
        play(g, aby, "hero", scout=True)
        assert state_of(g).ready_mana(NINETTE) == 5  # Scout 1 instead of the Hand Cost 3
        reaction(g, first)
        while g.pending.kind != "turn":
            d = g.pending
            if d.kind == "may":
                yes(g)
            elif d.kind == "target":
                choose(g, buddy)
            else:
                g.answer(d.options[0].id)
        assert buddy.boosts == 2
        assert aby.zone is Zone.RESERVE


def test_7_4_5_e_scout_reaction_finds_the_card_in_reserve() -> None:
    """7.4.5.e: Daedalus played with Scout: sent to Reserve first, a 4+ still gives it a
    boost there; rolling first, the boost is lost when it goes to Reserve (not Seasoned)."""
    for send_first, boosts in ((True, 1), (False, 0)):
        g = table(first=NINETTE)
        state_of(g).rng = FixedDice([5])
        daedalus = put(g, T.DAEDALUS, NINETTE, Zone.HAND)
        other = put(g, T.VANILLA, NINETTE, Zone.EXPEDITION, "companion")
        start(g)
        play(g, daedalus, "hero", scout=True)
        reaction(g, "Send me" if send_first else "Roll")
        drain(g)
        assert daedalus.zone is Zone.RESERVE
        assert daedalus.boosts == boosts and other.boosts == 1


def test_expedition_helper_sees_cards() -> None:
    """Guard for the helpers: `expedition()` lists the cards an Expedition holds."""
    g = table(first=NINETTE)
    c = put(g, T.VANILLA, NINETTE, Zone.EXPEDITION, "hero")
    assert expedition(g, NINETTE, "hero") == [c]
