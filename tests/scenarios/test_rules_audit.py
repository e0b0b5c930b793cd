"""Defects found by an independent rules audit (issue #16), each pinned by its rule.

Each test builds the situation the audit described and plays it through real decisions;
each failed before the fix it names.
"""

from __future__ import annotations

import attrs

import tests.example_cards as T
from engine.effects.abilities import Reaction
from engine.effects.filters import Filter
from engine.effects.passives import TerrainProgressLimit
from engine.effects.selectors import Me
from engine.effects.steps import Draw, GainBoosts, MoveExpedition
from engine.effects.triggers import (
    AtPhase,
    WhenIGoTo,
    WhenILeave,
    WhenMyExpeditionMovesForwardDueTo,
)
from engine.model import Phase, Terrain, Zone
from tests.cards.helpers import extra_card, scene

AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 with Hand Cost 3
PATHFINDER = "ALT_CORE_B_BR_08_C"  # a vanilla 0/3/3
NEVENKA = "ALT_CORE_B_LY_01_C"
MAGE_DANCER = "ALT_CORE_B_YZ_07_R2"  # "when you roll dice, I gain 1 boost"
PAINT_PRISON = "ALT_CORE_B_LY_26_C"
TANUKI = "ALT_CORE_B_LY_09_C"  # [H] Sabotage
WALL = T.WALL  # a 0/0/0 Character with Defender


def _dusk_pusher() -> str:
    """A test card: "At Dusk, my Expedition moves forward one region"."""
    return extra_card("TEST_CARD_DUSK_PUSHER",
                      (Reaction(AtPhase(Phase.DUSK), (MoveExpedition("mine", forward=True),)),),
                      stats=(0, 0, 0))


def _discard_drawer() -> str:
    """A test card: "When I go to the Discard pile from Reserve, draw a card"."""
    return extra_card("TEST_CARD_DISCARD_DRAWER",
                      (Reaction(WhenIGoTo(Zone.DISCARD, Zone.RESERVE), (Draw(1),)),), cost=9)


def _leaving_booster() -> str:
    """A test card: "When I leave the Expedition zone, I gain 1 boost"."""
    return extra_card("TEST_CARD_LEAVING_BOOSTER",
                      (Reaction(WhenILeave(), (GainBoosts(Me(), 1),)),), stats=(1, 1, 1))


# --------------------------------------------------------------------------- defect 1
def test_roll_reaction_is_bound_before_the_outcome_6_3_j_7_3_19_b() -> None:
    """7.3.19.b, 6.1.c, 6.3.j, 2.1.d: Nevenka & Blotch rolls a 1 for the Mage-Dancer.  The
    roll is one step and its outcome the next, so the Mage-Dancer's "when you roll dice"
    Reaction is created after the roll, bound to the Mage-Dancer in play; the outcome
    sends it to Reserve, a new object, which the Reaction must not boost."""
    s = scene(hero=NEVENKA, hero_exp=[MAGE_DANCER])
    s.rig_dice(1)
    s.quick(s.p(0).hero)  # the only Character I control: chosen without asking (6.1.g)
    s.settle()
    dancer = s.named("Kadigiran Mage-Dancer")
    assert dancer.zone is Zone.RESERVE
    assert dancer.boosts == 0
    texts = [e.text for e in s.g.log]
    made = next(i for i, t in enumerate(texts) if "ability triggers:" in t)
    sent = next(i for i, t in enumerate(texts) if "goes to Reserve" in t)
    assert made < sent  # created between the roll and its outcome (6.3.g)


def test_roll_reaction_still_boosts_when_the_bearer_stays_7_3_19_b() -> None:
    """The same Reaction with a 4: the Mage-Dancer stays in play and gains its boost, and
    the target gains the outcome's boost (the fix does not lose the Reaction)."""
    s = scene(hero=NEVENKA, hero_exp=[MAGE_DANCER])
    s.rig_dice(4)
    s.quick(s.p(0).hero)
    s.settle()
    assert s.named("Kadigiran Mage-Dancer").boosts == 2


def test_reaction_about_my_own_move_finds_me_in_the_new_zone_2_1_f() -> None:
    """2.1.f, the exception to 6.3.j: when the triggering event is the bearer's own move
    ("When I leave the Expedition zone"), the Reaction finds the new object in Reserve and
    boosts it — unlike the Mage-Dancer, whose trigger is a roll, not its move."""
    ref = _leaving_booster()
    s = scene(hand=["ALT_CORE_B_YZ_21_R2"], opp_hero_exp=[ref])  # Off you go!
    s.play(s.named("Off you go!"), None)
    s.settle()
    booster = s.named("Leaving Booster")
    assert booster.zone is Zone.RESERVE
    assert booster.boosts == 1


# --------------------------------------------------------------------------- defect 3
def test_cost_paid_while_playing_a_card_is_an_event_1_2_7_b() -> None:
    """1.2.7.b, 6.3.g, 5.1.2.h: discarding a Reserve card to pay Paint Prison's optional
    cost is an event like any other: that card's "When I go to the Discard pile from
    Reserve" Reaction triggers, as it does when Sabotage discards it."""
    ref = _discard_drawer()
    s = scene(hand=[PAINT_PRISON], reserve=[ref], opp_hero_exp=[AMELIA])
    hand = len(s.p(0).hand)
    s.play(s.named("Paint Prison"), None, reduce=True)
    s.settle()
    assert s.named("Discard Drawer").zone is Zone.DISCARD
    assert s.triggered("Discard Drawer")
    assert len(s.p(0).hand) == hand - 1 + 1  # Paint Prison left, the Reaction drew one


def test_sabotage_discard_triggers_the_same_reaction_1_2_7_b() -> None:
    """The comparison the audit made: Sabotage discarding the same card triggers it."""
    ref = _discard_drawer()
    s = scene(opp_hand=[TANUKI], reserve=[ref], first=False)
    hand = len(s.p(0).hand)
    s.answer(s.option(lambda o: o.detail == "play" and "hero" in o.id))
    s.settle()
    s.pick(s.named("Discard Drawer"))
    s.settle()
    assert s.named("Discard Drawer").zone is Zone.DISCARD
    assert len(s.p(0).hand) == hand + 1


# --------------------------------------------------------------------------- defect 4
def test_defender_stops_an_effect_move_at_dusk_7_4_2_c() -> None:
    """7.4.2.b-c: an Expedition holding a Character with Defender cannot move forward
    during Dusk for any reason: "At Dusk, my Expedition moves forward" does not move it."""
    pusher = _dusk_pusher()
    s = scene(hero_exp=[pusher, WALL])
    start = s.p(0).position["hero"]
    s.until(lambda s: s.g.day > 1)  # Dusk and Night ask nothing here
    assert s.p(0).position["hero"] == start
    entry = next(e for e in s.g.log if "Defender and cannot move forward during Dusk" in e.text)
    assert entry.rule == "7.4.2.c"


def test_effect_move_at_dusk_without_defender_7_4_2_c() -> None:
    """The same Reaction without a Defender moves the Expedition (the control case)."""
    pusher = _dusk_pusher()
    s = scene(hero_exp=[pusher])
    start = s.p(0).position["hero"]
    s.until(lambda s: s.g.day > 1)  # Dusk and Night ask nothing here
    assert s.p(0).position["hero"] == start + 1



# --------------------------------------------------------------------------- defect 2
SPINDLE = "ALT_CORE_B_MU_30_R2"  # "Characters you control have Tough 2"
SHENLONG = "ALT_CORE_B_BR_22_R"  # Tough 1
OFF_YOU_GO = "ALT_CORE_B_YZ_21_R2"  # send target Character (Hand Cost 3 or less) to Reserve
BANISHING_GATE = "ALT_CORE_B_YZ_24_C"  # discard target Character or Permanent
BEAUTY_SLEEP = "ALT_CORE_B_MU_28_C"  # target Character gains Asleep


def test_only_tough_targets_may_be_declined_7_4_7_d() -> None:
    """7.4.7.d: "Off you go!" whose only legal targets have Tough 2 (The Spindle) asks,
    and the player may choose none: the Character stays and no Tough is paid."""
    s = scene(hand=[OFF_YOU_GO], opp_hero_exp=[AMELIA], opp_landmarks=[SPINDLE])
    s.play(s.named("Off you go!"), None)
    s.settle()
    assert s.d.kind == "target" and s.d.min == 0 and s.d.max == 1
    before = s.ready_mana(0)
    s.pick_none()
    assert s.named("Amelia Earhart").zone is Zone.EXPEDITION
    assert s.ready_mana(0) == before
    assert any(e.rule == "7.4.7.d" for e in s.g.log)


def test_a_lone_tough_target_is_not_answered_for_the_player_7_4_7_d() -> None:
    """7.4.7.d, 6.1.g: Banishing Gate with the opponent's Shenlong as the only possible
    target is a real choice (pay Tough 1 or not), so it is asked, not taken."""
    s = scene(hand=[BANISHING_GATE], opp_hero_exp=[SHENLONG])
    s.play(s.named("Banishing Gate"), None)
    s.settle()
    assert s.d.kind == "target" and s.d.min == 0
    before = s.ready_mana(0)
    s.pick(s.named("Shenlong"))
    assert s.named("Shenlong").zone is Zone.DISCARD
    assert s.ready_mana(0) == before - 1


def test_beauty_sleep_against_two_spindle_characters_7_4_7_d() -> None:
    """7.4.7.d: Beauty Sleep against two Characters protected by The Spindle: the player
    may choose neither."""
    s = scene(hand=[BEAUTY_SLEEP], opp_hero_exp=[AMELIA, PATHFINDER], opp_landmarks=[SPINDLE])
    s.play(s.named("Beauty Sleep"), None)
    s.settle()
    assert s.d.kind == "target" and s.d.min == 0
    s.pick_none()
    assert not s.named("Amelia Earhart").statuses and not s.named("Bravos Pathfinder").statuses


def test_a_target_without_tough_must_still_be_chosen_7_4_7_d() -> None:
    """7.4.7.d frees the player from Tough costs only: with Shenlong and a Character
    without Tough, one target must be chosen; choosing none is refused and changes
    nothing, and either Character may be chosen."""
    from engine.decisions import IllegalAnswer

    s = scene(hand=[BANISHING_GATE], opp_hero_exp=[SHENLONG, AMELIA])
    s.play(s.named("Banishing Gate"), None)
    s.settle()
    assert s.d.kind == "target" and s.d.min == 1
    log = len(s.g.log)
    try:
        s.answer([])
        raise AssertionError("an empty answer was accepted")
    except IllegalAnswer:
        pass
    assert len(s.g.log) == log and s.d.kind == "target"
    s.pick(s.named("Amelia Earhart"))
    assert s.named("Amelia Earhart").zone is Zone.DISCARD
    assert s.named("Shenlong").zone is Zone.EXPEDITION


def test_tough_protects_from_targets_only_7_4_7_c() -> None:
    """7.4.7.c: Tough is about being chosen as a target; "a Character of your choice" is
    no target, so choosing Shenlong that way costs nothing."""
    from engine.effects.abilities import SpellEffect
    from engine.effects.filters import CHARACTER
    from engine.effects.selectors import Chosen
    from engine.effects.steps import Send
    from engine.model import CardType

    ref = extra_card("TEST_CARD_CHOSEN_BOUNCE",
                     (SpellEffect((Send(Chosen(CHARACTER), Zone.RESERVE),)),),
                     cost=1, type=CardType.SPELL)
    s = scene(hand=[ref], opp_hero_exp=[SHENLONG])
    before = s.ready_mana(0)
    s.play(s.named("Chosen Bounce"), None)
    s.settle()  # the one choice is taken without asking: there is no Tough to decide on
    assert s.named("Shenlong").zone is Zone.RESERVE
    assert s.ready_mana(0) == before - 1  # the Spell's own cost, no Tough


# --------------------------------------------------------------------------- 4.2.4.c, d, j
def _forest_walker() -> str:
    """A 3/0/0 Character: it can only win Progress in Forest."""
    return extra_card("TEST_CARD_FOREST_ONLY", (), stats=(3, 0, 0))


def _water_walker() -> str:
    """A 0/0/3 Character: it can only win Progress in Water."""
    return extra_card("TEST_CARD_WATER_ONLY", (), stats=(0, 0, 3))


def _limiter(ref: str, terrain: Terrain, only: bool, when_in: Terrain | None = None) -> str:
    """A 0/0/0 Character: "the Expedition facing me cannot / can only move forward due to
    [terrain]" (optionally only while that Expedition is in [when_in])."""
    limit = TerrainProgressLimit(terrain, only=only, whose="facing_me", when_in=when_in)
    return extra_card(ref, (limit,), stats=(0, 0, 0))


def _dusk(s) -> None:  # noqa: ANN001 - a Scene
    s.until(lambda s: s.g.day > 1)  # nothing is asked at Dusk and Night in these scenes


def test_cannot_move_forward_due_to_a_terrain_4_2_4_c() -> None:
    """4.2.4.c: "cannot move forward due to Forest" — Forest is ignored at Progress, so a
    Forest-only Expedition fails to move forward; the log says why."""
    limiter = _limiter("TEST_CARD_NO_FOREST", Terrain.FOREST, only=False)
    s = scene(hero_exp=[_forest_walker()], opp_hero_exp=[limiter])
    start = s.p(0).position["hero"]
    _dusk(s)
    assert s.p(0).position["hero"] == start
    assert any(e.rule == "4.2.4.c" for e in s.g.log)
    # the control: the same Expedition in Water moves (the limit names Forest only)
    s = scene(hero_exp=[_water_walker()], opp_hero_exp=[limiter])
    _dusk(s)
    assert s.p(0).position["hero"] == start + 1


def test_can_only_move_forward_due_to_a_terrain_4_2_4_d() -> None:
    """4.2.4.d: "can only move forward due to Water" — the other terrains are ignored: a
    Forest-only Expedition stays, a Water one moves."""
    limiter = _limiter("TEST_CARD_ONLY_WATER", Terrain.WATER, only=True)
    s = scene(hero_exp=[_forest_walker()], opp_hero_exp=[limiter])
    start = s.p(0).position["hero"]
    _dusk(s)
    assert s.p(0).position["hero"] == start
    assert any(e.rule == "4.2.4.d" for e in s.g.log)
    s = scene(hero_exp=[_water_walker()], opp_hero_exp=[limiter])
    _dusk(s)
    assert s.p(0).position["hero"] == start + 1


def test_can_only_move_forward_due_to_a_terrain_blocks_other_moves_4_2_4_d() -> None:
    """4.2.4.d, second sentence: such an Expedition cannot move forward for any reason
    other than Progress — a "When I join, my Expedition moves forward" does nothing."""
    limiter = _limiter("TEST_CARD_ONLY_WATER", Terrain.WATER, only=True)
    s = scene(hand=[T.PUSHER], opp_hero_exp=[limiter])
    start = s.p(0).position["hero"]
    s.play(s.named("Test Pusher"), "hero")
    s.settle()
    assert s.p(0).position["hero"] == start
    entry = next(e for e in s.g.log if "only Progress can move it forward" in e.text)
    assert entry.rule == "4.2.4.d"
    s = scene(hand=[T.PUSHER])  # the control: without the limit it moves
    s.play(s.named("Test Pusher"), "hero")
    s.settle()
    assert s.p(0).position["hero"] == start + 1


def test_a_limit_while_in_a_terrain_4_2_4_d() -> None:
    """4.2.4.d with a condition ("if the Expedition facing me is in Mountain, it can only
    move forward due to Water"): the Hero region has every terrain, so the limit holds and
    a Forest-only Expedition stays; a limit conditioned on a terrain the region lacks
    would not apply — checked on the same limit evaluated directly."""
    limiter = _limiter("TEST_CARD_MOUNTAIN_WATER", Terrain.WATER, only=True,
                       when_in=Terrain.MOUNTAIN)
    s = scene(hero_exp=[_forest_walker()], opp_hero_exp=[limiter])
    start = s.p(0).position["hero"]
    limit = s.named("Mountain Water").cdef.abilities[0]
    holder = s.named("Mountain Water")
    assert limit.expeditions(s.state, holder, 1) == [(0, "hero")]
    s.state.regions[start] = attrs.evolve(s.state.regions[start], terrains=frozenset({Terrain.FOREST}))
    assert limit.expeditions(s.state, holder, 1) == []  # not in Mountain: no limit
    s.state.regions[start] = attrs.evolve(s.state.regions[start],
                                      terrains=frozenset({Terrain.FOREST, Terrain.MOUNTAIN}))
    _dusk(s)
    assert s.p(0).position["hero"] == start


def test_moves_forward_due_to_a_terrain_4_2_4_j() -> None:
    """4.2.4.j: a Reaction "when my Expedition moves forward due to Water" triggers when
    Progress moves it with a greater Water statistic, and not when it wins in Forest
    only; a terrain an effect ignores is not a reason it moved."""
    booster = extra_card("TEST_CARD_WATER_GLAD", (
        Reaction(WhenMyExpeditionMovesForwardDueTo(Terrain.WATER), (GainBoosts(Me(), 1),)),),
        stats=(0, 0, 0))
    s = scene(hero_exp=[_water_walker(), booster])
    _dusk(s)
    assert s.named("Water Glad").zone is Zone.RESERVE  # Rest sent it there after the boost
    assert s.triggered("Water Glad")
    s = scene(hero_exp=[_forest_walker(), booster])
    _dusk(s)
    assert not s.triggered("Water Glad")
    both = extra_card("TEST_CARD_BOTH_WAYS", (), stats=(3, 0, 3))
    no_water = _limiter("TEST_CARD_NO_WATER", Terrain.WATER, only=False)
    s = scene(hero_exp=[both, booster], opp_hero_exp=[no_water])
    start = s.p(0).position["hero"]
    _dusk(s)
    assert s.p(0).position["hero"] == start + 1  # it moved, due to Forest only
    assert not s.triggered("Water Glad")


# --------------------------------------------------------------------------- 3.2.9.e
def _orb_discarder() -> str:
    """A test Spell costing 0: "Discard one of your Mana Orbs"."""
    from engine.effects.abilities import SpellEffect
    from engine.effects.mana import DiscardManaOrbs
    from engine.model import CardType

    return extra_card("TEST_CARD_ORB_DISCARDER", (SpellEffect((DiscardManaOrbs(),)),),
                      cost=0, type=CardType.SPELL)


def _orbs(s, exhausted: int) -> list:  # noqa: ANN001 - a Scene
    """My Mana Orbs, the first `exhausted` of them exhausted (set-up, not a game action)."""
    from engine.model import Status

    orbs = list(s.p(0).mana)
    for c in orbs[:exhausted]:
        c.statuses.add(Status.EXHAUSTED)
    return orbs


def test_exchange_an_exhausted_mana_orb_before_choosing_one_3_2_9_e() -> None:
    """3.2.9.e: before a step that has me choose one of my Mana Orbs, I may exhaust a
    ready orb to ready an exhausted one — so I can discard the card I want while keeping
    as many ready orbs."""
    s = scene(hand=[_orb_discarder()], mana=4)
    orbs = _orbs(s, exhausted=2)
    wanted, other_tired = orbs[3], orbs[0]  # `wanted` is ready
    s.play(s.named("Orb Discarder"), None)
    s.settle()
    ready = s.ready_mana(0)
    assert s.d.kind == "mana_exchange"
    s.pick(wanted)
    assert s.d.kind == "choose_card"
    s.pick(other_tired)
    assert wanted.exhausted and not other_tired.exhausted
    assert s.ready_mana(0) == ready
    s.pick(wanted)  # now the choice of the orb to discard
    assert wanted.zone is Zone.DISCARD
    assert s.ready_mana(0) == ready  # the discarded orb was the exhausted one
    assert any(e.rule == "3.2.9.e" for e in s.g.log)


def test_mana_exchange_declined_3_2_9_e() -> None:
    """3.2.9.e is a "may": declining goes straight to the choice and changes nothing."""
    s = scene(hand=[_orb_discarder()], mana=4)
    orbs = _orbs(s, exhausted=1)
    s.play(s.named("Orb Discarder"), None)
    s.settle()
    ready = s.ready_mana(0)
    s.pick_label("No exchange")
    assert s.ready_mana(0) == ready
    s.pick(orbs[2])
    assert orbs[2].zone is Zone.DISCARD and s.ready_mana(0) == ready - 1


def test_mana_exchange_asked_only_when_it_can_matter_3_2_9_e() -> None:
    """3.2.9.e adds a question only when it can change something: with every orb ready
    (nothing to ready), the choice of the orb comes at once."""
    s = scene(hand=[_orb_discarder()], mana=4)
    _orbs(s, exhausted=0)
    s.play(s.named("Orb Discarder"), None)
    s.settle()
    assert s.d.kind == "choose_card"
    s = scene(hand=[_orb_discarder()], mana=4)
    _orbs(s, exhausted=4)
    s.play(s.named("Orb Discarder"), None)
    s.settle()
    assert s.d.kind == "choose_card"


def test_mana_exchange_log_names_no_face_down_card_3_2_9_a() -> None:
    """3.2.9.a: Mana Orbs are face down; the exchange's log line (read by both players)
    names neither card nor object."""
    s = scene(hand=[_orb_discarder()], mana=4)
    orbs = _orbs(s, exhausted=2)
    s.play(s.named("Orb Discarder"), None)
    s.settle()
    s.pick(orbs[3])
    s.pick(orbs[0])
    entry = next(e for e in s.g.log if e.rule == "3.2.9.e")
    assert "Filler" not in entry.text and entry.objects == ()


# --------------------------------------------------------------------------- 6.2.h
def _two_ways_out(ref: str, first: Zone, second: Zone) -> str:
    """A 1/1/1 Character with two "if I would leave the Expedition zone, put me in
    [zone] instead" modifiers."""
    from engine.effects.modifiers import InsteadOfLeaving

    return extra_card(ref, (InsteadOfLeaving(first), InsteadOfLeaving(second)),
                      stats=(1, 1, 1))


def test_controller_of_the_step_orders_modifiers_6_2_h() -> None:
    """6.2.h, 6.2.i, 6.2.k: two replacing modifiers apply to one move; the controller of
    the step (the player whose Spell moves it) chooses which applies first, and the other
    is then applied to the modified move, so the last one decides where it goes."""
    ref = _two_ways_out("TEST_CARD_TWO_WAYS", Zone.HAND, Zone.MANA)
    for first, ends in (("hand", Zone.MANA), ("Mana", Zone.HAND)):
        s = scene(hand=[OFF_YOU_GO], opp_hero_exp=[ref])
        s.play(s.named("Off you go!"), None)
        s.settle()
        assert s.d.kind == "modifier" and s.d.player == 0  # me, not the card's controller
        assert len(s.d.options) == 2
        s.pick_label(first)
        assert s.named("Two Ways").zone is ends, first


def test_modifier_order_not_asked_when_it_cannot_matter_6_2_h() -> None:
    """6.2.h adds a question only when the order can change something: two modifiers
    that do the same thing are applied without asking."""
    ref = _two_ways_out("TEST_CARD_SAME_WAY", Zone.HAND, Zone.HAND)
    s = scene(hand=[OFF_YOU_GO], opp_hero_exp=[ref])
    s.play(s.named("Off you go!"), None)
    s.settle()
    assert s.d is None or s.d.kind != "modifier"
    assert s.named("Same Way").zone is Zone.HAND


# --------------------------------------------------------------------------- 2.2.15.d
def _region_painter(ref: str, terrain: Terrain) -> str:
    """A 1/1/1 Character: "All regions are [terrain] and lose their other types"."""
    from engine.effects.passives import AllRegionsAre

    return extra_card(ref, (AllRegionsAre(terrain, only=True),), stats=(1, 1, 1), cost=9)


def _subtype_giver(ref: str, subtype: str) -> str:
    """A 1/1/1 Character: "All Characters are [subtype]s"."""
    from engine.effects.passives import ObjectsAre

    return extra_card(ref, (ObjectsAre(Filter(), subtype),), stats=(1, 1, 1), cost=9)


def _reserve_lifter() -> str:
    """A test Spell: "Put two Characters of your choice from your Reserve in your Hero
    Expedition" — both arrive in one step, so at the same time."""
    from engine.effects.abilities import SpellEffect
    from engine.effects.movement import PutInPlay
    from engine.effects.selectors import Chosen
    from engine.model import CardType

    pick = Chosen(Filter(zones=(Zone.RESERVE,), owner="you"), count=2)
    return extra_card("TEST_CARD_RESERVE_LIFTER", (SpellEffect((PutInPlay(pick),)),),
                      cost=0, type=CardType.SPELL)


def test_first_player_orders_simultaneous_timestamps_2_2_15_d() -> None:
    """2.2.15.d, 2.3.3: two objects whose passives conflict ("all regions are Forest
    only" / "... Water only") arrive together; their owner chooses which gets the earlier
    timestamp, so the other one is applied last and decides the regions."""
    forest = _region_painter("TEST_CARD_FOREST_PAINTER", Terrain.FOREST)
    water = _region_painter("TEST_CARD_WATER_PAINTER", Terrain.WATER)
    for first, result in (("Forest Painter", Terrain.WATER), ("Water Painter", Terrain.FOREST)):
        s = scene(hand=[_reserve_lifter()], reserve=[forest, water])
        s.play(s.named("Reserve Lifter"), None)
        s.settle()
        if s.d.kind == "choose_card":  # both are needed: asked all the same (no target)
            s.pick(s.named("Forest Painter"), s.named("Water Painter"))
        assert s.d.kind == "timestamp_order" and s.d.player == 0
        s.pick(s.named(first))
        s.settle()
        assert s.state.terrains_at(0) == frozenset({result}), first
        painted = s.named(first)
        other = s.named("Water Painter" if first == "Forest Painter" else "Forest Painter")
        assert painted.timestamp < other.timestamp
        assert any(e.rule == "2.2.15.d" for e in s.g.log)


def test_simultaneous_timestamps_not_asked_when_order_cannot_matter_2_2_15_d() -> None:
    """2.2.15.d adds a question only when the order changes something: two passives that
    add different sub-types give the same result in either order."""
    a = _subtype_giver("TEST_CARD_GIVES_ELF", "elf")
    b = _subtype_giver("TEST_CARD_GIVES_DWARF", "dwarf")
    s = scene(hand=[_reserve_lifter()], reserve=[a, b])
    s.play(s.named("Reserve Lifter"), None)
    s.settle()
    if s.d.kind == "choose_card":  # "of your choice": not a target (6.5.b)
        s.pick(s.named("Gives Elf"), s.named("Gives Dwarf"))
    s.settle()
    assert s.d.kind == "turn"
    assert not any(e.rule == "2.2.15.d" for e in s.g.log)
    assert {"elf", "dwarf"} <= s.state.subtypes(s.named("Gives Elf"))
