"""The "Example." paragraphs of sections 1 and 2 of the Complete Rules v3.0, one test each.

Each test builds the situation the example describes, plays it through the decision
protocol and checks the outcome the example states.
"""

from __future__ import annotations

import tests.example_cards as T
from engine import Game
from engine.cards.registry import card_by_ref, find_by_name
from engine.model import Card, CardType, Phase, Status, Terrain, Zone
from tests.scenarios.helpers import (
    LITHIUM,
    NINETTE,
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
    to_morning,
    top_of_deck,
    yes,
)
from tests.state_access import state_of

ORDIS_RECRUIT = "ALT_CORE_B_OR_32_C"
FOUNDRY_ARMORER = "ALT_CORE_B_AX_16_C"


def test_1_4_5_each_player_may_resupply_in_initiative_order() -> None:
    """1.4.5.a: with Kitsune's "each player may Resupply", Ninette (on her turn) decides
    first, Lithium sees her choice before deciding, and Ninette's top card is not yet in her
    Reserve when he decides."""
    g = table(first=NINETTE)
    kitsune = put(g, T.KITSUNE, NINETTE, Zone.HAND)
    top = top_of_deck(g, T.VANILLA, NINETTE)
    start(g)
    play(g, kitsune, "hero")
    reaction(g, "Each player may Resupply")
    d = pending(g, "may", NINETTE)
    assert not d.info
    yes(g)
    d = pending(g, "may", LITHIUM)
    assert any("Ninette chose to" in i for i in d.info)
    assert top.zone is Zone.DECK  # her card is not seen before Lithium decides
    no(g)
    assert top.zone is Zone.RESERVE
    assert state_of(g).players[LITHIUM].reserve == []


def test_1_4_5_each_player_sacrifices_in_initiative_order() -> None:
    """1.4.5.a: Lithium plays Anubis on his turn; he chooses his Character first, Ninette
    is shown his choice, and both Characters are sacrificed at the same time."""
    g = table(first=LITHIUM)
    anubis = put(g, T.ANUBIS, LITHIUM, Zone.HAND)
    his = put(g, T.VANILLA, LITHIUM, Zone.EXPEDITION, "hero")
    hers = put(g, T.BIG, NINETTE, Zone.EXPEDITION, "hero")
    put(g, T.VANILLA, NINETTE, Zone.EXPEDITION, "companion")
    start(g)
    play(g, anubis, "companion")
    reaction(g, anubis)
    pending(g, "sacrifice", LITHIUM)
    choose(g, his)
    d = pending(g, "sacrifice", NINETTE)
    assert any("Test Recruit" in i for i in d.info)
    assert his.zone is Zone.EXPEDITION  # nothing sacrificed before both chose
    choose(g, hers)
    assert his.zone is Zone.DISCARD and hers.zone is Zone.DISCARD
    # each player sacrificed their own Character: the log names who did it (1.4.7.b)
    done = [e for e in g.log if e.rule == "7.3.25"]
    assert {(e.actor, state_of(g).items[e.objects[0]] is his) for e in done} == {
        (state_of(g).players[LITHIUM].name, True), (state_of(g).players[NINETTE].name, False)}


def test_2_1_d_reaction_of_old_object_does_not_follow_it() -> None:
    """2.1.d: Kuwat played from Reserve gets its own [J] Reaction and the [R] one Haven
    grants; if the [J] one sacrifices Kuwat first, the [R] one gives no boost to the Kuwat
    in the Discard pile — that is a new object."""
    g = table(first=LITHIUM)
    put(g, T.HAVEN, LITHIUM, Zone.LANDMARK)
    kuwat = put(g, T.KUWAT, LITHIUM, Zone.RESERVE)
    start(g)
    play(g, kuwat, "hero")
    d = pending(g, "reaction", LITHIUM)
    assert len(d.options) == 2  # both Reactions wait in Limbo
    reaction(g, "Sacrifice a")  # Kuwat is his only Character: it is sacrificed
    assert kuwat.zone is Zone.DISCARD
    reaction(g, "boost")
    assert kuwat.boosts == 0
    assert "boost" not in kuwat.counters


def _anubis_sacrifices_jellyfish(statuses: tuple[Status, ...] = ()) -> tuple[Game, Card]:
    """Lithium's Anubis makes each player sacrifice a Character; Ninette's only one is her
    Moonlight Jellyfish (with these statuses)."""
    g = table(first=LITHIUM)
    jelly = put(g, T.JELLYFISH, NINETTE, Zone.EXPEDITION, "hero", statuses=statuses)
    anubis = put(g, T.ANUBIS, LITHIUM, Zone.HAND)
    put(g, T.VANILLA, LITHIUM, Zone.EXPEDITION, "hero")
    start(g)
    play(g, anubis, "companion")
    reaction(g, anubis)
    choose_label(g, "Test Recruit")  # her only Character, the Jellyfish, goes too
    return g, jelly


def test_2_1_f_reaction_finds_the_sacrificed_card_in_discard() -> None:
    """2.1.f: Moonlight Jellyfish's "when I am sacrificed, if I was not Fleeting, put me in
    Reserve" finds the new object in the Discard pile; a Fleeting one stays there."""
    g, jelly = _anubis_sacrifices_jellyfish()
    reaction(g, jelly)
    assert jelly.zone is Zone.RESERVE

    g, jelly = _anubis_sacrifices_jellyfish(statuses=(Status.FLEETING,))
    assert g.pending.kind == "turn"  # no Reaction: it was Fleeting
    assert jelly.zone is Zone.DISCARD


def test_2_1_g_effect_follows_the_card_it_moves_through_zones() -> None:
    """2.1.g: Coppélia going to Reserve from the Hand may be played for free; the same
    effect then finds the Coppélia that reached the Expedition and makes it Asleep."""
    g = table(first=NINETTE, mana=1)
    stash = put(g, T.STASH, NINETTE, Zone.HAND)
    cop = put(g, T.COPPELIA, NINETTE, Zone.HAND)
    start(g)
    play(g, stash)  # Coppélia is the only card in hand: it goes to Reserve
    yes(g)  # play me for free
    choose_label(g, "Hero")
    drain(g)
    assert cop.zone is Zone.EXPEDITION and cop.expedition == "hero"
    assert cop.has(Status.ASLEEP)
    assert state_of(g).ready_mana(NINETTE) == 0  # only the Stash was paid for


def test_2_2_1_h_a_type_means_an_object_in_play() -> None:
    """2.2.1.h: Banishing Gate's "target Character or Permanent" offers only objects in
    play, not cards in a Reserve."""
    g = table(first=NINETTE)
    gate = put(g, T.BANISHING_GATE, NINETTE, Zone.HAND)
    in_play = put(g, T.VANILLA, LITHIUM, Zone.EXPEDITION, "hero")
    landmark = put(g, T.SPARE_PERMANENT, LITHIUM, Zone.LANDMARK)
    in_reserve = put(g, T.VANILLA, LITHIUM, Zone.RESERVE)
    start(g)
    play(g, gate)
    d = pending(g, "target", NINETTE)
    offered = {o for opt in d.options for o in opt.objects}
    assert in_play.oid in offered and landmark.oid in offered
    assert in_reserve.oid not in offered
    choose(g, landmark)
    assert landmark.zone is Zone.DISCARD


def test_2_2_1_i_is_it_a_permanent_checks_the_card_anywhere() -> None:
    """2.2.1.i: Ada Lovelace's "if it's a Permanent, draw a card" checks the card put in
    Reserve: a Permanent card there counts, and its controller draws."""
    g = table(first=NINETTE)
    ada = put(g, T.ADA, NINETTE, Zone.RESERVE)
    perm = put(g, T.SPARE_PERMANENT, NINETTE, Zone.HAND)
    start(g)
    play(g, ada, "hero")
    reaction(g, ada)
    yes(g)  # the Permanent is the only card in hand
    assert perm.zone is Zone.RESERVE
    assert len(state_of(g).players[NINETTE].hand) == 1  # drew a card


def test_2_2_2_j_token_subtypes_come_from_the_effect() -> None:
    """2.2.2.j: Foundry Armorer's [R] creates a Brassbug token whose sub-type is Robot."""
    g = table(first=NINETTE)
    armorer = put(g, FOUNDRY_ARMORER, NINETTE, Zone.RESERVE)
    start(g)
    play(g, armorer, "hero")
    reaction(g, armorer)
    choose_label(g, "Ninette's hero")
    token = next(c for c in state_of(g).expedition_zone if c.cdef.is_token)
    assert token.name == "Brassbug" and "robot" in state_of(g).subtypes(token)


def test_2_2_2_m_at_noon_reaction_becomes_an_emblem_in_limbo() -> None:
    """2.2.2.m: as Noon begins, Aloe Vera's "At Noon, Resupply" creates an Emblem-Reaction
    in Limbo; playing it Resupplies, then the Emblem ceases to exist."""
    g = table(first=NINETTE)
    aloe = put(g, T.ALOE_VERA, NINETTE, Zone.EXPEDITION, "hero")
    put(g, T.ALOE_VERA, NINETTE, Zone.EXPEDITION, "companion")
    top = top_of_deck(g, T.VANILLA, NINETTE)
    start(g, Phase.NOON)
    emblems = [e for e in state_of(g).emblems if e.kind == "reaction"]
    assert [e.text for e in emblems] == ["Resupply.", "Resupply."]
    reaction(g, aloe)
    assert top.zone is Zone.RESERVE  # (the other, now alone, is played without asking)
    assert not [e for e in state_of(g).emblems if e.kind == "reaction"]  # played Emblems are gone
    assert len(state_of(g).players[NINETTE].reserve) == 2


def test_2_2_2_m_celebration_day_creates_an_ongoing_emblem() -> None:
    """2.2.2.m: Celebration Day creates an Emblem-Ongoing "Expeditions can't move forward"
    lasting this Day: at Dusk a winning Expedition stays put, and the Emblem ends with the
    Day."""
    g = table(first=NINETTE)
    day = put(g, T.CELEBRATION_DAY, NINETTE, Zone.HAND)
    put(g, T.BIG, NINETTE, Zone.EXPEDITION, "hero")
    start(g)
    play(g, day)
    ongoing = [e for e in state_of(g).emblems if e.kind == "ongoing"]
    assert len(ongoing) == 1 and ongoing[0].duration == "day"
    assert "can't move forward" in ongoing[0].text
    pass_turn(g)
    pass_turn(g)
    to_morning(g)
    assert state_of(g).players[NINETTE].position["hero"] == 0
    assert not [e for e in state_of(g).emblems if e.kind == "ongoing"]


def test_2_2_2_p_the_kraken_makes_every_region_only_water() -> None:
    """2.2.2.p: with The Kraken in play, regions are Water and lose Forest and Mountain: at
    Dusk a 4/4/0 Expedition no longer beats a 1/1/1 one in the Hero region (which had all
    three terrains), while the 1/1/1 one still wins in Water."""
    for kraken, ninette_moves in ((False, True), (True, False)):
        g = table(first=NINETTE)
        put(g, T.LANDLUBBER, NINETTE, Zone.EXPEDITION, "hero")  # 4/4/0
        put(g, T.VANILLA, LITHIUM, Zone.EXPEDITION, "hero")  # 1/1/1
        if kraken:
            put(g, T.KRAKEN, LITHIUM, Zone.EXPEDITION, "companion")
        start(g)
        if kraken:
            assert all(state_of(g).terrains_at(i) == frozenset({Terrain.WATER})
                       for i in range(len(state_of(g).regions)))
        pass_turn(g)
        pass_turn(g)
        assert state_of(g).players[NINETTE].position["hero"] == (1 if ninette_moves else 0)
        assert state_of(g).players[LITHIUM].position["hero"] == 1  # Water 1 against 0 either way


def test_2_2_4_c_name_is_the_english_name() -> None:
    """2.2.4.c: the name of an object is its English name — the card is found and logged
    as Tinker Bell."""
    found = find_by_name("Tinker Bell")
    assert T.TINKER_BELL in [c.ref for c in found]  # beside the printed Core versions
    assert {c.name for c in found} == {"Tinker Bell"}
    g = table(first=NINETTE)
    bell = put(g, T.TINKER_BELL, NINETTE, Zone.HAND)
    start(g)
    play(g, bell, "hero")
    assert "Tinker Bell" in g.log[-1].text or any("Tinker Bell" in e.text for e in g.log[-3:])


def test_2_2_4_f_token_name_comes_from_the_effect() -> None:
    """2.2.4.f: Ordis Cadets' [J] creates a token named "Ordis Recruit"."""
    g = table(first=NINETTE)
    cadets = put(g, T.ORDIS_CADETS, NINETTE, Zone.HAND)
    start(g)
    play(g, cadets, "companion")
    reaction(g, cadets)
    token = next(c for c in state_of(g).expedition_zone if c.cdef.is_token)
    assert token.name == "Ordis Recruit" and token.expedition == "companion"


def test_2_2_6_b_set_letters_of_a_version() -> None:
    """2.2.6.b: the letters before the first dash of a version are the set (BTG is
    "Beyond the Gates")."""
    from engine.model import version_parts

    assert version_parts("BTG-001-C") == ("BTG", 1, "C", None)
    assert version_parts("BTG-120-U-0042") == ("BTG", 120, "U", 42)


def test_2_2_10_e_token_statistics_come_from_the_effect() -> None:
    """2.2.10.e: Kojo & Booda's "At Noon, if you are the first player, create a Booda
    2/2/2 token in your companion Expedition": only the first player gets it, 2/2/2."""
    g = table(first=NINETTE, hero0=T.KOJO, hero1=T.KOJO)
    start(g, Phase.NOON)
    assert sum("ability triggers:" in e.text for e in g.log) == 1  # Lithium is not first
    drain(g)
    tokens = [c for c in state_of(g).expedition_zone if c.cdef.is_token]
    assert len(tokens) == 1 and tokens[0].controller == NINETTE
    assert tokens[0].expedition == "companion" and str(state_of(g).stats(tokens[0])) == "2/2/2"


def test_2_2_11_d_in_play_and_support_abilities() -> None:
    """2.2.11.d: Haven Trainee has two abilities: "[R] I gain two boosts" (works in play)
    and the support one "discard me: the next Character you play this turn gains 1 boost"
    (works from Reserve)."""
    cdef = card_by_ref(T.HAVEN_TRAINEE)
    assert len(cdef.abilities) == 2
    assert [a.support for a in cdef.abilities] == [False, True]
    assert cdef.text().count("\n") == 1
    g = table(first=NINETTE)
    trainee = put(g, T.HAVEN_TRAINEE, NINETTE, Zone.RESERVE)
    other = put(g, T.VANILLA, NINETTE, Zone.HAND)
    start(g)
    quick(g, trainee)
    assert trainee.zone is Zone.DISCARD
    play(g, other, "hero")
    drain(g)
    assert other.boosts == 1
    g = table(first=NINETTE)
    trainee = put(g, T.HAVEN_TRAINEE, NINETTE, Zone.RESERVE)
    start(g)
    play(g, trainee, "hero")
    reaction(g, trainee)
    assert trainee.boosts == 2


def test_2_2_11_f_token_with_abilities() -> None:
    """2.2.11.f: Lindiwe & Maw's quick action creates a Maw token that has the Reaction
    "when you sacrifice a Character, I gain two boosts"; it costs 1 more when its
    controller is not the first player."""
    g = table(first=LITHIUM, hero0=T.LINDIWE, mana=2)
    anubis = put(g, T.ANUBIS, NINETTE, Zone.HAND)
    put(g, T.VANILLA, LITHIUM, Zone.EXPEDITION, "hero")
    victim = put(g, T.VANILLA, NINETTE, Zone.EXPEDITION, "hero")
    start(g)
    pass_turn(g)  # Lithium
    hero = state_of(g).players[NINETTE].hero
    quick(g, hero)  # costs 1: Ninette is not the first player
    assert state_of(g).ready_mana(NINETTE) == 1 and hero.exhausted
    maw = next(c for c in state_of(g).expedition_zone if c.cdef.is_token)
    assert maw.name == "Maw" and maw.expedition == "companion"
    play(g, anubis, "hero")
    reaction(g, anubis)
    choose(g, victim)  # Ninette has initiative on her turn; Lithium's only one goes too
    reaction(g, "boost")
    assert maw.boosts == 2


def test_2_2_14_c_this_turn_emblem_ends_with_the_turn() -> None:
    """2.2.14.c: Twinkle Twinkle's support ability creates an Ongoing Emblem "the next
    card you play costs 1 less" for this turn; it ends when the turn ends, used or not."""
    g = table(first=NINETTE)
    twinkle = put(g, T.TWINKLE, NINETTE, Zone.RESERVE)
    start(g)
    quick(g, twinkle)
    assert [e.duration for e in state_of(g).emblems if e.kind == "ongoing"] == ["turn"]
    pass_turn(g)
    assert not [e for e in state_of(g).emblems if e.kind == "ongoing"]


def test_2_3_1_l_reevaluating_gigantic_does_not_join_again() -> None:
    """2.3.1.l: Atlas (Gigantic) in the Hero Expedition and Amarok ("when another Character
    joins my Expedition, sacrifice it") in the Companion one: re-evaluating passives after
    other events does not make Atlas join Amarok's Expedition again — it is not
    sacrificed, while a Character really joining is."""
    g = table(first=NINETTE)
    atlas = put(g, T.ATLAS, NINETTE, Zone.EXPEDITION, "hero")
    put(g, T.AMAROK, NINETTE, Zone.EXPEDITION, "companion")
    a = put(g, T.VANILLA, NINETTE, Zone.HAND)
    b = put(g, T.VANILLA, NINETTE, Zone.HAND)
    start(g)
    play(g, a, "hero")
    assert g.pending.kind == "turn"  # nothing joined Amarok's Expedition
    assert atlas.zone is Zone.EXPEDITION
    pass_turn(g)
    play(g, b, "companion")
    reaction(g, "Sacrifice it")
    assert b.zone is Zone.DISCARD and atlas.zone is Zone.EXPEDITION


def test_2_3_2_d_losing_abilities_removes_a_dependent_passive() -> None:
    """2.3.2.d: [B] "all other Characters lose their abilities" removes [A] "All regions
    are Forests", whatever their timestamps: [A] depends on [B], so no region gains Forest."""
    for played, placed in ((T.SILENCER, T.FOREST_MAKER), (T.FOREST_MAKER, T.SILENCER)):
        g = table(first=NINETTE)
        put(g, placed, LITHIUM, Zone.EXPEDITION, "hero")
        card = put(g, played, NINETTE, Zone.HAND)
        start(g)
        play(g, card, "hero")
        for i, region in enumerate(state_of(g).regions):
            assert state_of(g).terrains_at(i) == region.shown_terrains
    g = table(first=NINETTE)
    maker = put(g, T.FOREST_MAKER, LITHIUM, Zone.EXPEDITION, "hero")
    start(g)
    assert all(Terrain.FOREST in state_of(g).terrains_at(i) for i in range(len(state_of(g).regions)))
    assert maker.zone is Zone.EXPEDITION


def test_2_3_2_e_all_characters_are_elementals_then_gigantic() -> None:
    """2.3.2.e: [A] "All Elementals have Gigantic" depends on [B] "All Characters are
    Elementals": a Character [C] that is not an Elemental ends up Gigantic, in whichever
    order [A] and [B] arrived."""
    for order in ((T.ELEMENTAL_GIANTS, T.ELEMENTALIZER), (T.ELEMENTALIZER, T.ELEMENTAL_GIANTS)):
        g = table(first=NINETTE)
        c = put(g, T.VANILLA, NINETTE, Zone.EXPEDITION, "hero")
        first = put(g, order[0], NINETTE, Zone.EXPEDITION, "companion")
        second = put(g, order[1], NINETTE, Zone.HAND)
        start(g)
        play(g, second, "companion")
        assert first.timestamp < second.timestamp
        assert "elemental" in state_of(g).subtypes(c)
        assert state_of(g).has_keyword(c, "gigantic")
        assert c in state_of(g).in_expedition(NINETTE, "companion")


def test_2_3_2_f_all_regions_are_forests_then_gigantic() -> None:
    """2.3.2.f: [A] "If I am in Forest, I am Gigantic" depends on [B] "All regions are
    Forests": [A]'s Character is Gigantic in a region without Forest once [B] is in play."""
    g = table(first=NINETTE)
    giant = put(g, T.FOREST_GIANT, NINETTE, Zone.EXPEDITION, "hero")
    maker = put(g, T.FOREST_MAKER, NINETTE, Zone.HAND)
    no_forest = next(i for i, r in enumerate(state_of(g).regions) if Terrain.FOREST not in r.terrains)
    state_of(g).regions[no_forest].face_down = False
    state_of(g).players[NINETTE].position["hero"] = no_forest
    start(g)
    assert not state_of(g).has_keyword(giant, "gigantic")
    play(g, maker, "companion")
    assert state_of(g).has_keyword(giant, "gigantic")
    assert giant in state_of(g).in_expedition(NINETTE, "companion")
    assert expedition(g, NINETTE, "hero") == [giant]


def test_2_2_1_d_token_type_is_character() -> None:
    """2.2.1.d (used by the 7.3.4.b example): a token is a Character."""
    assert card_by_ref(ORDIS_RECRUIT).type is CardType.TOKEN
    assert card_by_ref(ORDIS_RECRUIT).rules_type == "character"
