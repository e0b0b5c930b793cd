"""The last printed parts of unique cards the grammar learnt to read (issue #24), each
through real decisions with a unique card defined from its printed text, as a player
would type it (misprints and all)."""

from __future__ import annotations

import itertools

from engine.model import Status, Zone
from engine.position import Tumult
from engine.uniques.store import UniqueSpec, learn
from tests.cards.helpers import covers_words, scene

_serial = itertools.count(9400)


def unique(text: str, *, family: str = "ALT_CORE_B_AX_05", cost: int = 1,
           stats: tuple[int, int, int] = (1, 1, 1)) -> str:
    """A unique of `family` (Axiom's by default) printing `text`; its reference."""
    ref = f"{family}_U_{next(_serial)}"
    learn(UniqueSpec(ref, cost, cost, *stats, text, ""))
    return ref


def in_hand(s, ref):  # type: ignore[no-untyped-def]
    return next(c for c in s.p(0).hand if c.cdef.ref == ref)


@covers_words("BoostsAndStatus")
def test_have_target_gain_boosts_and_a_status() -> None:
    """Part 600, "You may have target non-Fleeting Character gains 2 boosts and Fleeting."
    (printed "gains" after "have": read as "gain"): the target gains 2 boosts (7.3.12)
    then Fleeting (7.3.13); the card's text says "gain"."""
    ref = unique("{J} You may have target non-Fleeting Character gains 2 boosts and "
                 "<FLEETING>.")
    mate = unique("I am <DEFENDER>.")
    s = scene(hand=[ref], hero_exp=[mate])
    friend = s.exp(0)[0]
    s.play(in_hand(s, ref))
    s.settle()
    s.yes()
    assert s.d.kind in ("target", "choose_card")
    me = next(c for c in s.state.all_cards() if c.cdef.ref == ref)
    options = {oid for o in s.d.options for oid in o.objects}
    assert friend.oid in options and me.oid in options
    s.pick(friend)
    s.settle()
    assert friend.counters.get("boost") == 2 and Status.FLEETING in friend.statuses
    assert not me.counters.get("boost")
    assert "have target non-Fleeting Character gain 2 boosts and Fleeting." in me.cdef.text()


def manaseeds(s, who: int) -> list:  # type: ignore[no-untyped-def]
    return [c for c in s.p(who).landmarks if c.name == "Manaseed"]


@covers_words("ThenAfter", "CreateLandmarkToken")
def test_target_opponent_draws_then_a_manaseed_in_their_landmarks() -> None:
    """Part 725, "Target opponent draws a card. Then, create a Manaseed token in their
    Landmarks.": "their" is the opponent the sentence before named; the token joins their
    Landmarks, theirs (the card's words over 3.1.2.c, 1.2: as for "target opponent's
    Landmarks"), and the text keeps "their"."""
    ref = unique("{H} Target opponent draws a card. Then, create a <MANASEED> token in their "
                 "Landmarks.")
    s = scene(hand=[ref])
    hand_before = len(s.p(1).hand)
    s.play(in_hand(s, ref))
    s.settle()
    assert len(s.p(1).hand) == hand_before + 1
    (seed,) = manaseeds(s, 1)
    assert seed.owner == 1 and seed.controller == 1 and not manaseeds(s, 0)
    me = next(c for c in s.state.all_cards() if c.cdef.ref == ref)
    assert "Then, create a Manaseed token in their Landmarks." in me.cdef.text()


@covers_words("IfYouDid", "CreateLandmarkTokenForThem", "ExhaustTarget")
def test_exhaust_a_card_in_any_reserve_then_a_manaseed_in_their_landmarks() -> None:
    """Part 740, "You may exhaust target card in any player's Reserve. If you do, create a
    Manaseed token in their Landmarks.": "their" is the owner of the exhausted card
    (6.5.f: only if it was exhausted)."""
    ref = unique("{J} You may exhaust target card in any player's Reserve. If you do, create "
                 "a <MANASEED> token in their Landmarks.")
    spare, other = unique("I am <DEFENDER>."), unique("I am <DEFENDER>.")
    s = scene(hand=[ref], reserve=[spare], opp_reserve=[other])
    mine, theirs = s.p(0).reserve[0], s.p(1).reserve[0]
    s.play(in_hand(s, ref))
    s.settle()
    s.yes()
    s.pick(theirs)
    s.settle()
    assert theirs.exhausted and not mine.exhausted
    (seed,) = manaseeds(s, 1)
    assert seed.owner == 1 and not manaseeds(s, 0)
    # my own card: the token is mine
    s1 = scene(hand=[ref], reserve=[spare], opp_reserve=[other])
    s1.play(in_hand(s1, ref))
    s1.settle()
    s1.yes()
    s1.pick(s1.p(0).reserve[0])
    s1.settle()
    assert len(manaseeds(s1, 0)) == 1 and not manaseeds(s1, 1)
    # declined: nothing exhausted, no token (6.5.f)
    s2 = scene(hand=[ref], opp_reserve=[other])
    s2.play(in_hand(s2, ref))
    s2.settle()
    s2.no()
    s2.settle()
    assert not manaseeds(s2, 1) and not manaseeds(s2, 0)


@covers_words("DieResultIn", "Choose", "RollDie")
def test_on_a_four_or_more_choose_both_otherwise_one() -> None:
    """Parts 430 + 735, "Roll a die. On a 4+: You may choose both, otherwise choose one:
    • Sabotage. • Create a Manaseed token in target player's Landmarks.": on a 4+ one or
    both modes (6.5.g), on a 1-3 only one ("otherwise", the other results: 6.5.e,
    7.3.19.b)."""
    text = ("{J} Roll a die. On a 4+: You may choose both, otherwise choose one: "
            "• <SABOTAGE>. • Create a <MANASEED> token in target player's Landmarks.")
    for roll, can_both in ((5, True), (4, True), (3, False)):
        ref = unique(text)
        s = scene(hand=[ref])
        s.rig_dice(roll)
        s.play(in_hand(s, ref))
        s.settle()
        assert s.d.kind == "mode", s.d
        assert {o.id for o in s.d.options} == {"m:0", "m:1"}  # at least one mode
        s.answer("m:1")  # the Manaseed
        if can_both:
            assert {o.id for o in s.d.options} == {"m:0", "done"}
            s.answer("m:0")  # and the Sabotage too
        else:
            assert s.d.kind != "mode"  # one mode only: no second is asked
        s.until(lambda s: s.d.kind == "turn")
        assert len(manaseeds(s, 0)) + len(manaseeds(s, 1)) == 1, roll


@covers_words("ExchangeWithHand")
def test_exchange_a_card_other_than_me_from_your_reserve() -> None:
    """Parts 685/686, "You may exchange a card (a Character) other than me from your
    Reserve with a card from your hand." (7.3.21): from Reserve, where the watcher went,
    the card exchanged is another one; with no other, nothing is exchanged."""
    text = ("When I go to Reserve from your hand — You may exchange a card other than me "
            "from your Reserve with a card from your hand.")
    for with_spare in (True, False):
        putter = unique("{J} Put a card from your hand in your Reserve.")
        watcher, spare = unique(text), unique("I am <DEFENDER>.")
        s = scene(hand=[putter, watcher], reserve=[spare] if with_spare else [])
        w = in_hand(s, watcher)
        s.play(in_hand(s, putter))
        s.settle()
        s.pick(w)  # the card put in Reserve: the watcher
        s.settle()
        if not with_spare:  # only the watcher there: not "other than me"
            if s.d.kind == "may":
                s.yes()
            s.until(lambda s: s.d.kind == "turn")
            assert w in s.p(0).reserve and len(s.p(0).reserve) == 1
            continue
        s.yes()
        assert s.d.kind == "choose_card"  # the spare, the only other card, was taken
        assert w.oid not in {oid for o in s.d.options for oid in o.objects}
        s.answer(s.d.options[0].id)
        s.settle()
        assert w in s.p(0).reserve
        assert any(c.cdef.ref == spare for c in s.p(0).hand)


@covers_words("IfItMoved", "OtherExpeditionForward", "MoveExpedition")
def test_my_expedition_moves_backwards_if_it_does_the_other_forward() -> None:
    """Part 706, "My Expedition moves backwards one region. If it does, your other
    Expedition moves forward one region.": only when the first move happened - an
    Expedition in its starting region cannot move backwards (7.3.16)."""
    text = ("{J} My Expedition moves backwards one region. If it does, your other "
            "Expedition moves forward one region.")
    for travelled, moves in (((1, 0), True), ((0, 0), False)):
        ref = unique(text)
        s = scene(hand=[ref], travelled=travelled,
                  adventure=(Tumult("forest", True, True), Tumult("water"),
                             Tumult("mountain")))
        start = dict(s.p(0).position)
        s.play(in_hand(s, ref))  # into my hero Expedition
        s.settle()
        if moves:  # back one region toward my Hero region, the other one forward
            assert s.logged("hero Expedition moves backward")
            assert s.logged("companion Expedition moves forward")
            assert s.p(0).position["hero"] == start["hero"] - 1
            assert s.p(0).position["companion"] == start["companion"] - 1
        else:
            assert s.logged("cannot move backward")
            assert dict(s.p(0).position) == start


@covers_words("RollToMoveAtDusk")
def test_dusk_die_printed_as_on_a_bullets() -> None:
    """Part 572, "If my Expedition would move forward during Dusk, roll a die: • On a 4+:
    it moves forward one more region instead. • On a 1: it doesn't move instead." - the
    replacing modifier (6.2) of the Progress move (4.2.4): 2 regions on a 5, none on a 1,
    the one it would have moved on a 2."""
    text = ("If my Expedition would move forward during Dusk, roll a die: • On a 4+: it "
            "moves forward one more region instead. • On a 1: it doesn't move instead.")
    for roll, distance in ((5, 2), (1, 0), (2, 1)):
        ref = unique(text, stats=(3, 3, 3))
        s = scene(hero_exp=[ref])
        s.rig_dice(roll)
        s.to_night_end()
        assert s.p().distance("hero") == distance, roll
        assert s.logged("has a die rolled instead")
    me = next(c for c in s.state.all_cards() if c.cdef.ref == ref)
    assert "roll a die:\n • On a 4+: it moves forward one more region instead." in me.cdef.text()


@covers_words("Then", "May", "GainStatus")
def test_two_optional_exhausts_in_one_sentence() -> None:
    """Part 743, "You may exhaust target Permanent, then you may exhaust target card in
    Reserve.": two optional steps, each offered just before it happens (6.5.c) - declining
    the first does not decline the second."""
    ref = unique("{J} You may exhaust target Permanent, then you may exhaust target card in "
                 "Reserve.")
    spare = unique("I am <DEFENDER>.")
    s = scene(hand=[ref], opp_reserve=[spare], opp_landmarks=["ALT_DUSTER_B_NE_04_C"])
    theirs, seed = s.p(1).reserve[0], s.p(1).landmarks[0]
    s.play(in_hand(s, ref))
    s.settle()
    s.no()  # not the Permanent
    s.settle()
    s.yes()  # but the card in Reserve
    s.settle()
    if s.d.kind in ("target", "choose_card"):
        s.pick(theirs)
        s.settle()
    assert theirs.exhausted and not seed.exhausted


@covers_words("Then", "Sacrifice", "GainBoosts")
def test_sacrifice_a_character_in_my_expedition_and_i_gain_a_boost() -> None:
    """Part 420, "Sacrifice a Character in my Expedition and I gain 1 boost.": two steps
    of different subjects one after the other (6.1); the sacrificed Character goes to its
    owner's discard pile (7.3.25)."""
    ref = unique("{J} Sacrifice a Character in my Expedition and I gain 1 boost.")
    mate = unique("I am <DEFENDER>.")
    s = scene(hand=[ref], hero_exp=[mate])
    friend = s.exp(0)[0]
    s.play(in_hand(s, ref))
    s.settle()
    me = next(c for c in s.exp(0) if c.cdef.ref == ref)
    s.pick(friend)  # me or my friend: I keep myself
    s.settle()
    assert friend not in s.exp(0) and friend in s.p(0).discard
    assert me.counters.get("boost") == 1


ARMORY = "ALT_ALIZE_B_OR_45_C"  # Mobile Armory: a Gear, an Expedition Permanent, cost 1


@covers_words("TakeControl")
def test_take_control_then_it_joins_my_expedition() -> None:
    """Parts 720-722, "Take control of target Permanent with Base Cost {1} or less. If it's
    an Expedition Permanent, it joins my Expedition.": I control it (7.5.4) and the
    Expedition Permanent moves to the Expedition I am in; its owner is still the
    opponent (1.1.3.d)."""
    ref = unique("{J} Take control of target Permanent with Base Cost {1} or less. If it's "
                 "an Expedition Permanent, it joins my Expedition.")
    s = scene(hand=[ref], opp_hero_exp=[ARMORY])
    armory = s.named("Mobile Armory")
    s.play(in_hand(s, ref), exp="companion")
    s.settle()
    if s.d.kind in ("target", "choose_card"):
        s.pick(armory)
        s.settle()
    assert armory.controller == 0 and armory.owner == 1
    assert armory in s.exp(0, "companion")
    me = next(c for c in s.state.all_cards() if c.cdef.ref == ref)
    assert ". If it's an Expedition Permanent, it joins my Expedition." in me.cdef.text()


@covers_words("DieResults", "Mark", "RollDie")
def test_roll_then_target_results_as_sentences() -> None:
    """Part 308, "Roll a die, then target a Character. On a 4+, it gains Anchored. On a
    1-3, it gains Asleep.": the die is rolled, the target chosen, then the result's
    sentence is done to it (7.3.19.b)."""
    text = ("{J} Roll a die, then target a Character. On a 4+, it gains <ANCHORED>. On a "
            "1-3, it gains <ASLEEP>.")
    for roll, status in ((5, Status.ANCHORED), (2, Status.ASLEEP)):
        ref, mate = unique(text), unique("I am <DEFENDER>.")
        s = scene(hand=[ref], hero_exp=[mate])
        friend = s.exp(0)[0]
        s.rig_dice(roll)
        s.play(in_hand(s, ref))
        s.settle()
        s.pick(friend)
        s.settle()
        assert status in friend.statuses and len(
            {Status.ANCHORED, Status.ASLEEP} & set(friend.statuses)) == 1, roll


@covers_words("Ready", "UpToTargetsOfKinds")
def test_ready_up_to_two_targets_permanents_or_cards_in_reserve() -> None:
    """Part 791, "Ready up to two targets, Permanents or cards in Reserve.": none to two
    targets, each a Permanent in play or a card in Reserve (6.5.b); each loses Exhausted
    (7.3.18). A Character in play is not a possible target."""
    ref = unique("{H} Ready up to two targets, Permanents or cards in Reserve.")
    spare, mate = unique("I am <DEFENDER>."), unique("I am <DEFENDER>.")
    s = scene(hand=[ref], reserve=[spare], hero_exp=[mate], companion_exp=[ARMORY])
    armory, kept, friend = s.named("Mobile Armory"), s.p(0).reserve[0], s.exp(0)[0]
    for c in (armory, kept, friend):
        s.state.gain_status(c, Status.EXHAUSTED, "7.3.10")
    s.play(in_hand(s, ref))
    s.settle()
    assert s.d.multi and s.d.min == 0 and s.d.max == 2
    offered = {oid for o in s.d.options for oid in o.objects}
    assert {armory.oid, kept.oid} <= offered and friend.oid not in offered
    s.pick(armory, kept)
    s.settle()
    assert not armory.exhausted and not kept.exhausted and friend.exhausted


SCROOGE = "ALT_ALIZE_B_OR_37_C"  # a Bureaucrat Character, no text


@covers_words("ForEach", "CreateToken", "CountOf")
def test_one_token_per_bureaucrat_you_control() -> None:
    """Part 276, "Create one Ordis Recruit Soldier token in my Expedition per Bureaucrat you
    control.": the Bureaucrats I control counted once (6.5.i), one token each (7.3.4);
    an opponent's do not count."""
    ref = unique("{J} Create one <ORDIS_RECRUIT> Soldier token in my Expedition per "
                 "Bureaucrat you control.")
    s = scene(hand=[ref], hero_exp=[SCROOGE], companion_exp=[SCROOGE],
              opp_hero_exp=[SCROOGE])
    s.play(in_hand(s, ref))
    s.settle()
    assert len(s.tokens("Ordis Recruit", 0, "hero")) == 2
    assert not s.tokens("Ordis Recruit", 0, "companion") and not s.tokens("Ordis Recruit", 1)
    me = next(c for c in s.state.all_cards() if c.cdef.ref == ref)
    assert "in my Expedition per Bureaucrat you control." in me.cdef.text()


@covers_words("GainItsSubtypesAndBoosts", "Mark")
def test_i_gain_its_subtype_and_x_boosts() -> None:
    """Part 579, "Seasoned. {H} Target a Character facing me. I gain its subtype and X
    boosts, where X equals its highest statistic.": its sub-types (2.2.2.p) while I stay in
    the Expedition zone, X its highest statistic (2.5.1.b)."""
    ref = unique("<SEASONED>. {H} Target a Character facing me. I gain its subtype and X "
                 "boosts, where X equals its highest statistic.")
    s = scene(hand=[ref], opp_hero_exp=[SCROOGE], opp_companion_exp=[SCROOGE])
    scrooge = next(c for c in s.exp(1) if c.cdef.ref == SCROOGE)
    s.play(in_hand(s, ref), "hero")
    s.settle()  # the only Character facing me is chosen by itself (6.1.g)
    me = next(c for c in s.exp(0) if c.cdef.ref == ref)
    st = s.state.stats(scrooge)
    assert me.counters.get("boost") == max(st.forest, st.mountain, st.water)
    assert "bureaucrat" in s.state.subtypes(me)
    assert "I gain its subtype and X boosts" in me.cdef.text()


@covers_words("BoostPerOthersThenSend")
def test_a_boost_per_character_in_my_expedition_then_send_them_to_reserve() -> None:
    """Part 473, "I gain 1 boost per Character other than me in my Expedition, then send
    them to Reserve.": counted once (6.5.i), then those very Characters go to Reserve
    (7.3.23); my other Expedition and the opponent's are untouched."""
    ref = unique("{J} I gain 1 boost per Character other than me in my Expedition, then send "
                 "them to Reserve.")
    a, b, c = (unique("I am <DEFENDER>.") for _ in range(3))
    s = scene(hand=[ref], hero_exp=[a, b], companion_exp=[c], opp_hero_exp=[SCROOGE])
    friends, far, theirs = list(s.exp(0)), s.exp(0, "companion")[0], s.exp(1)[0]
    s.play(in_hand(s, ref), "hero")
    s.settle()
    me = next(x for x in s.exp(0) if x.cdef.ref == ref)
    assert me.counters.get("boost") == 2
    assert s.exp(0) == [me] and all(f in s.p(0).reserve for f in friends)
    assert far in s.exp(0, "companion") and theirs in s.exp(1)


@covers_words("IfItMoved", "OtherExpeditionForward", "MoveExpedition")
def test_an_expedition_facing_mine_moves_backwards_its_controller_moves_the_other() -> None:
    """Part 710, "An Expedition facing mine moves backwards one region. If it does, its
    controller moves their other Expedition forward one region.": the opponent's
    Expedition facing mine (7.5.3) moves back (7.3.16); only then their other one
    forward (7.3.17)."""
    text = ("{J} An Expedition facing mine moves backwards one region. If it does, its "
            "controller moves their other Expedition forward one region.")
    for travelled, moves in (((1, 0), True), ((0, 0), False)):
        ref = unique(text)
        s = scene(hand=[ref], opp_travelled=travelled,
                  adventure=(Tumult("forest", True, True), Tumult("water"),
                             Tumult("mountain")))
        mine, start = dict(s.p(0).position), dict(s.p(1).position)
        s.play(in_hand(s, ref), "hero")
        s.settle()
        assert dict(s.p(0).position) == mine
        if moves:
            assert s.logged("Opp's hero Expedition moves backward")
            assert s.logged("Opp's companion Expedition moves forward")
            assert dict(s.p(1).position) != start
        else:
            assert dict(s.p(1).position) == start
            assert not s.logged("companion Expedition moves forward")


@covers_words("PlayNow", "WhenIGainFleeting")
def test_rush_paying_the_hand_cost_after_a_trigger_in_words() -> None:
    """Part 734 after "When I gain Fleeting —": "You may Rush. If you would play a card from
    Reserve this way, you may pay its Hand Cost instead of its Reserve Cost." Played from
    Reserve I gain Fleeting (2.4.6.a); a card of my Reserve is then offered at its Reserve
    Cost (4) or its Hand Cost (1), played from the Reserve all the same."""
    from engine.uniques.store import UniqueSpec

    watcher = unique("When I gain <FLEETING> — You may <RUSH>. If you would play a card from "
                     "Reserve this way, you may pay its Hand Cost instead of its Reserve Cost.")
    dear = f"ALT_CORE_B_AX_05_U_{next(_serial)}"
    learn(UniqueSpec(dear, 1, 4, 1, 1, 1, "I am <DEFENDER>.", ""))
    s = scene(reserve=[watcher, dear], mana=8)
    w = next(c for c in s.p(0).reserve if c.cdef.ref == watcher)
    other = next(c for c in s.p(0).reserve if c.cdef.ref == dear)
    s.play(w)  # its Reserve Cost 1: 7 ready
    s.settle()
    costs = {o.id: o.label for o in s.d.options if other.oid in o.objects}
    assert any("costs 4" in t for t in costs.values())
    assert any("costs 1 (paying its Hand Cost)" in t for t in costs.values())
    s.answer(f"play:{other.oid}:hero:handcost")
    s.settle()
    assert other.zone is Zone.EXPEDITION and Status.FLEETING in other.statuses
    assert s.ready_mana() == 8 - 1 - 1


@covers_words("CreateOngoing", "NextPlayed")
def test_pay_less_for_the_next_card_down_to_a_minimum() -> None:
    """Part 728, "{D} : Pay {1} less for the next card you play this turn, down to a minimum
    of {1}.": discarded from Reserve as a quick action (2.2.11.i), the next card of any type
    costs 1 less (5.1.2.e), never below 1; only the next one."""
    for cost, paid in ((3, 2), (1, 1)):
        saver = unique("{D} : Pay {1} less for the next card you play this turn, down to a "
                       "minimum of {1}.")
        first, second = unique("I am <DEFENDER>.", cost=cost), unique("I am <DEFENDER>.",
                                                                        cost=3)
        s = scene(reserve=[saver], hand=[first, second], mana=8)
        s.quick(s.p(0).reserve[0])
        s.settle()
        assert any(c.cdef.ref == saver for c in s.p(0).discard)
        before = s.ready_mana()
        s.play(in_hand(s, first))
        s.settle()
        assert before - s.ready_mana() == paid, cost
        s.opp_pass()
        before = s.ready_mana()
        s.play(in_hand(s, second))
        assert before - s.ready_mana() == 3  # the next card only


@covers_words("MoveTerrainMarker")
def test_move_a_terrain_marker_of_any_of_three_terrains() -> None:
    """Part 603, "You may move a {V}, {M} or {O} Terrain Marker from any region to my
    region.": one Marker of any of those terrains, chosen with its region; my region then
    has that terrain only while it stays (the Marker's reminder text)."""
    from engine.model import Terrain

    ref = unique("{H} You may move a {V}, {M} or {O} Terrain Marker from any region to my "
                 "region.")
    s = scene(hand=[ref])
    s.state.regions[1].face_down = False
    s.state.players[0].position["hero"] = 1  # set-up: my Hero Expedition on region 1
    s.state.regions[0].markers = (Terrain.WATER,)
    s.state.regions[7].markers = (Terrain.FOREST, Terrain.MOUNTAIN)
    s.play(in_hand(s, ref), "hero")
    s.settle()
    s.yes()
    assert s.d.kind == "target_region"
    assert {o.id for o in s.d.options} == {"r:0:water", "r:7:forest", "r:7:mountain"}
    s.answer("r:7:mountain")
    s.settle()
    assert s.state.regions[7].markers == (Terrain.FOREST,)
    assert set(s.state.terrains_at(1)) == {Terrain.MOUNTAIN}
    assert s.state.regions[0].markers == (Terrain.WATER,)


@covers_words("PlayMeForLessFacing")
def test_play_me_for_less_in_an_expedition_facing_two_or_more_characters() -> None:
    """Part 754, "You may play me for {2} less in an Expedition facing two or more
    Characters. {J} Pass.": into my Hero Expedition, facing the opponent's Hero Expedition
    with two Characters, it costs 2 less (5.1.2.e); into my Companion Expedition, facing
    one Character, its full cost."""
    for exp, paid in (("hero", 2), ("companion", 4)):
        ref = unique("You may play me for {2} less in an Expedition facing two or more "
                     "Characters. {J} Pass.", cost=4)
        s = scene(hand=[ref], opp_hero_exp=[SCROOGE, SCROOGE], opp_companion_exp=[SCROOGE],
                  mana=6)
        s.play(in_hand(s, ref), exp)
        assert s.ready_mana() == 6 - paid, exp


@covers_words("PlayMeForLessIfEach")
def test_play_me_for_less_twice_each_with_its_condition() -> None:
    """Part 707, "Play me for {1} less if you control an exhausted Permanent, and also {1}
    less if there's an exhausted card in your Reserve.": each decrease when its condition
    holds as I am played (5.1.2.e), added up."""
    text = ("Play me for {1} less if you control an exhausted Permanent, and also {1} less "
            "if there's an exhausted card in your Reserve.")
    for perm, reserve, paid in ((True, True, 1), (True, False, 2), (False, True, 2),
                                (False, False, 3)):
        ref, spare = unique(text, cost=3), unique("I am <DEFENDER>.")
        s = scene(hand=[ref], reserve=[spare], companion_exp=[ARMORY], mana=6)
        if perm:
            s.state.gain_status(s.named("Mobile Armory"), Status.EXHAUSTED, "7.3.10")
        if reserve:
            s.state.gain_status(s.p(0).reserve[0], Status.EXHAUSTED, "7.3.10")
        s.play(in_hand(s, ref))
        assert s.ready_mana() == 6 - paid, (perm, reserve)


LOST = "ALT_ALIZE_B_MU_42_C"  # Lost in the Woods: mode 0 sends a Character in Forest to Reserve
AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 Character


@covers_words("KeepInMyExpedition")
def test_when_a_character_would_leave_my_expedition_it_loses_instead() -> None:
    """Parts 335/336, "When a Boosted (an Anchored) Character would leave my Expedition during
    the Afternoon, it loses its boosts (Anchored) instead.": a replacing modifier (6.2.b),
    not a Reaction - the move does not happen; without the boosts (status) it leaves."""
    for text, arrange in (
            ("When a <BOOSTED> Character would leave my Expedition during the Afternoon, it "
             "loses its boosts instead.", lambda c: c.counters.__setitem__("boost", 2)),
            ("When an <ANCHORED> Character would leave my Expedition during the Afternoon, "
             "it loses <ANCHORED> instead.", lambda c: c.statuses.add(Status.ANCHORED))):
        for protected in (True, False):
            keeper = unique(text)
            s = scene(hand=[LOST], hero_exp=[keeper, AMELIA])
            amelia = s.named("Amelia Earhart")
            if protected:
                arrange(amelia)  # set-up
            s.play(s.named("Lost in the Woods"), None)
            s.answer("m:0")
            if s.d is not None and s.d.kind == "target":
                s.pick(amelia)
            s.settle()
            if protected:
                assert amelia.zone is Zone.EXPEDITION, text
                assert not amelia.counters.get("boost") and Status.ANCHORED not in amelia.statuses
                assert s.logged("would leave the Expedition")
            else:
                assert amelia.zone is Zone.RESERVE, text


@covers_words("CantGainCounters")
def test_cards_that_already_have_counters_cant_gain_more() -> None:
    """Part 460, "Cards in play or in Reserve that already have counters can't gain more.":
    boosts are counters (2.4.4) and a "can't" wins (1.4.1); a card without any still
    gains."""
    keeper = unique("Cards in play or in Reserve that already have counters can't gain more.")
    booster = unique("{J} Target Character gains 1 boost. Target Character gains 1 boost.")
    s = scene(hero_exp=[keeper, AMELIA], companion_exp=[AMELIA], hand=[booster])
    boosted, bare = s.exp(0, "hero")[1], s.exp(0, "companion")[0]
    boosted.counters["boost"] = 1  # set-up: one already has a boost
    s.play(in_hand(s, booster), "hero")
    s.settle()
    for target in (boosted, bare):
        if s.d is not None and s.d.kind in ("target", "choose_card"):
            s.pick(target)
            s.settle()
    assert boosted.counters.get("boost") == 1 and bare.counters.get("boost") == 1
    assert s.logged("Amelia Earhart can't gain counters")


@covers_words("ReplaceResupply")
def test_if_you_would_resupply_instead_look_at_the_top_two() -> None:
    """Part 72, "If you would Resupply, instead look at the top two cards of your deck. Put
    one in Reserve, and discard the other.": a replacing modifier (6.2) of my Resupply
    (7.3.22): I choose which of the two goes to my Reserve; the other is discarded."""
    keeper = unique("If you would <RESUPPLY_INF>, instead look at the top two cards of your "
                    "deck. Put one in Reserve, and discard the other.")
    supplier = unique("{J} <RESUPPLY>.")
    s = scene(hero_exp=[keeper], hand=[supplier], deck_top=[AMELIA, SCROOGE])
    s.play(in_hand(s, supplier))
    s.settle()
    assert s.d.kind == "choose_card"
    assert {o.label for o in s.d.options} == {"Amelia Earhart", "Ebenezer Scrooge"}
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.RESERVE
    assert s.named("Ebenezer Scrooge").zone is Zone.DISCARD
    assert s.logged("look at the top two cards")
