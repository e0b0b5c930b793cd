"""Bise set cards, family by family, through real decisions (issue #12)."""

from __future__ import annotations

from engine.model import Status, Zone
from tests.cards.helpers import Scene, covers, scene

SKATER = "ALT_BISE_B_BR_52_C"
THESEUS = "ALT_BISE_B_BR_58_C"
THESEUS_R1 = "ALT_BISE_B_BR_58_R1"
MOTHBREEDER = "ALT_BISE_B_YZ_59_C"
MERLIN = "ALT_BISE_B_YZ_54_C"
VANILLA = "ALT_CORE_B_AX_11_C"  # Amelia Earhart, no text


def _scout(s: Scene, card_oid: int, exp: str = "hero") -> None:
    """Answer my turn by playing this card from hand for its Scout cost (7.4.5)."""
    s.settle()
    s.answer(f"play:{card_oid}:{exp}:scout")


@covers(SKATER)
def test_scout_1_plays_for_1_then_goes_to_reserve() -> None:
    """7.4.5.c: Scout 1 lets me play Talarian Skater (Hand Cost 3) from hand for 1; its {J}
    still happens, then the gained "{h} Send me to Reserve" sends it to my Reserve."""
    s = scene(hand=[SKATER], hero_exp=[VANILLA], mana=3)
    skater = s.named("Talarian Skater")
    amelia = s.named("Amelia Earhart")
    labels = [o.label for o in s.d.options if o.id == f"play:{skater.oid}:hero:scout"]
    assert labels and labels[0].endswith("costs 1")
    before = s.ready_mana()
    _scout(s, skater.oid)
    s.settle()
    if s.d.kind != "turn":
        s.pick(amelia)  # {J} Target Character gains 1 boost
    s.settle()
    assert s.ready_mana() == before - 1
    assert amelia.counters.get("boost", 0) == 1
    assert s.named("Talarian Skater").zone is Zone.RESERVE


@covers(SKATER)
def test_scout_card_may_still_be_played_for_its_hand_cost() -> None:
    """7.4.5: Scout is an alternative; paying the Hand Cost plays Talarian Skater normally
    and it stays in its Expedition."""
    s = scene(hand=[SKATER], mana=3)
    skater = s.named("Talarian Skater")
    s.play(skater)
    s.settle()
    if s.d.kind != "turn":
        s.pick(skater)
    s.settle()
    assert s.ready_mana() == 0
    assert skater.zone is Zone.EXPEDITION


# ---------------------------------------------------------------- {I} support Reactions
# "up to a max of N" is newer than the Complete Rules v3.0: see docs/mechanisms.md (Bise).
JUNIOR_CHEF = "ALT_BISE_B_BR_49_C"
PASTRY_CHEF = "ALT_BISE_B_BR_54_C"
BUMBLEBEET = "ALT_BISE_B_MU_50_C"
ORDIS_CRIER = "ALT_BISE_B_OR_49_C"


def _cheap() -> str:
    return "ALT_BISE_B_MU_49_C"  # Burrowing Noosh: a Character costing 1, no text


def _boosts(card: object) -> int:
    return card.counters.get("boost", 0)  # type: ignore[attr-defined]


@covers(JUNIOR_CHEF)
def test_junior_chef_in_reserve_gains_boosts_up_to_a_max_of_3() -> None:
    """2.2.11.e/i: "{I} When you play another Character — I gain 1 boost, up to a max of 3"
    works from my Reserve (a card in Reserve may hold counters, 2.5.a); at 3 boosts it
    gains none and the log says why."""
    s = scene(reserve=[JUNIOR_CHEF], hand=[_cheap(), _cheap()], mana=4)
    chef = s.named("Junior Chef")
    chef.counters["boost"] = 2  # set-up: as if it had gained two already
    first, second = [c for c in s.p().hand if c.cdef.ref == _cheap()]
    s.play(first)
    s.settle()
    assert _boosts(chef) == 3
    s.opp_pass()
    s.play(second)
    s.settle()
    assert _boosts(chef) == 3
    assert s.logged("up to a max of 3")


def test_support_reaction_does_nothing_when_exhausted() -> None:
    """2.2.11.j: an exhausted card in Reserve has no support abilities: Pastry Chef's {I}
    Reaction does not trigger when I play another Character."""
    s = scene(reserve=[PASTRY_CHEF], hand=[_cheap()])
    chef = s.named("Pastry Chef")
    s.state.gain_status(chef, Status.EXHAUSTED)  # set-up: exhausted in my Reserve
    s.play(next(c for c in s.p().hand if c.cdef.ref == _cheap()))
    s.settle()
    assert _boosts(chef) == 0


@covers(JUNIOR_CHEF)
def test_support_boosts_are_kept_when_played_from_reserve() -> None:
    """2.5.k: a card going from Reserve to the Expedition keeps its counters: Junior Chef's
    boosts gained in Reserve come along."""
    s = scene(reserve=[JUNIOR_CHEF], hand=[_cheap()], mana=5)
    chef = s.named("Junior Chef")
    s.play(next(c for c in s.p().hand if c.cdef.ref == _cheap()))
    s.settle()
    assert _boosts(chef) == 1
    s.opp_pass()
    s.play(chef)
    s.settle()
    played = s.named("Junior Chef")
    assert played.zone is Zone.EXPEDITION and _boosts(played) == 1


@covers(BUMBLEBEET)
def test_bumblebeet_gains_a_boost_each_noon_in_reserve_up_to_2() -> None:
    """{I} At Noon — I gain 1 boost, up to a max of 2: from the Reserve, day after day,
    never more than 2."""
    s = scene(reserve=[BUMBLEBEET])
    bee = s.named("Bumblebeet")
    assert _boosts(bee) == 1  # the first Noon of the scene
    for _ in range(2):
        s.next_day()
        if bee.zone is not Zone.RESERVE:
            break
    assert bee.zone is Zone.RESERVE
    assert _boosts(bee) == 2


@covers(ORDIS_CRIER)
def test_ordis_crier_counts_another_character_joining() -> None:
    """{I} When another Character joins your Expeditions — I gain 1 boost, up to a max of
    2: a Character I play joins my Expedition, Ordis Crier in Reserve gains 1 boost."""
    s = scene(reserve=[ORDIS_CRIER], hand=[_cheap()])
    crier = s.named("Ordis Crier")
    s.play(next(c for c in s.p().hand if c.cdef.ref == _cheap()))
    s.settle()
    assert _boosts(crier) == 1


# ---------------------------------------------------------------- "in play or in Reserve"
SAP_SNIFFER = "ALT_BISE_B_AX_49_C"
SAP_OVERFLOW = "ALT_BISE_B_AX_59_C"


@covers(SAP_SNIFFER)
def test_sap_sniffer_augments_a_card_in_a_reserve() -> None:
    """7.3.3 and the reminder "If it has counters, it gains 1 more. This can't target Hero
    cards.": Sap Sniffer played from my Reserve may Augment a card in the opponent's
    Reserve (in play or in Reserve), which goes from 2 boosts to 3."""
    s = scene(reserve=[SAP_SNIFFER], opp_reserve=[JUNIOR_CHEF])
    chef = s.named("Junior Chef")
    chef.counters["boost"] = 2  # set-up
    s.play(s.named("Sap Sniffer"))
    s.settle()
    s.yes()
    assert all(c.zone is not Zone.HERO for o in s.d.options
               for c in s.state.all_cards() if c.oid in o.objects)
    s.pick(chef)
    s.settle()
    assert _boosts(chef) == 3


@covers(SAP_OVERFLOW)
def test_sap_overflow_discards_a_character_in_reserve() -> None:
    """"Discard target Character in play or in Reserve": a Character card in the
    opponent's Reserve may be the target; it goes to its owner's Discard pile."""
    s = scene(hand=[SAP_OVERFLOW], opp_reserve=[JUNIOR_CHEF], opp_hero_exp=[VANILLA])
    chef = s.named("Junior Chef")
    s.play(s.named("Sap Overflow"), exp=None)
    s.settle()
    s.pick(chef)
    s.settle()
    assert chef.zone is Zone.DISCARD
    assert s.named("Amelia Earhart").zone is Zone.EXPEDITION


# ---------------------------------------------------------------- "I gain 1 boost per …"
HYDRA = "ALT_BISE_B_BR_59_C"
SPIRIT_WIELDER = "ALT_BISE_B_BR_50_C"


@covers(HYDRA)
def test_lernaean_hydra_counts_every_mana_orb_ready_or_exhausted() -> None:
    """{J} I gain 1 boost per Mana Orb in your Mana Zone: the orbs exhausted to pay for it
    count too (3.2.9.c), taken once as the effect resolves (6.5.i)."""
    s = scene(hand=[HYDRA], mana=8)
    hydra = s.named("Lernaean Hydra")
    s.play(hydra)
    s.settle()
    assert s.ready_mana() < 8
    assert _boosts(hydra) == 8
    assert s.logged("counts 8 (Mana Orb in your Mana Zone)")


@covers(SPIRIT_WIELDER)
def test_spirit_wielder_counts_boosted_characters_i_control() -> None:
    """{J} I gain 1 boost per Boosted Character you control: a Character of mine with a
    boost counts, one without does not, nor does the opponent's Boosted Character."""
    s = scene(hand=[SPIRIT_WIELDER], hero_exp=[VANILLA, _cheap()], opp_hero_exp=[VANILLA])
    mine = s.named("Amelia Earhart", who=0)
    mine.counters["boost"] = 1  # set-up
    s.named("Amelia Earhart", who=1).counters["boost"] = 2  # set-up
    wielder = s.named("Spirit Wielder")
    s.play(wielder)
    s.settle()
    assert _boosts(wielder) == 1


THE_FARM = "ALT_BISE_B_MU_62_C"


@covers(THE_FARM)
def test_the_farm_gains_food_per_character_then_spends_it_to_resupply() -> None:
    """At Noon — I gain 1 Food counter per Character you control (2.5.f, counted once,
    6.5.i); {T}, Spend 2 of my Food counters (2.5.h): Resupply (7.3.23)."""
    s = scene(landmarks=[THE_FARM], hero_exp=[VANILLA, _cheap()], opp_hero_exp=[VANILLA])
    farm = s.named("The Farm")
    assert farm.counters.get("food", 0) == 2
    before = len(s.p().reserve)
    s.quick(farm)
    s.settle()
    assert farm.counters.get("food", 0) == 0
    assert len(s.p().reserve) == before + 1


SHORTAGE_SUPERVISOR = "ALT_BISE_B_AX_55_C"


@covers(SHORTAGE_SUPERVISOR)
def test_shortage_supervisor_boosts_only_with_an_empty_hand() -> None:
    """{R} If your hand is empty, I gain 1 boost: checked as the effect resolves (6.5.d)."""
    for empty in (False, True):
        s = scene(reserve=[SHORTAGE_SUPERVISOR])
        if empty:  # set-up: my hand's filler cards go to my Discard pile
            for c in list(s.p().hand):
                list(s.state.move(c, Zone.DISCARD))  # a generator: no decision here
        sup = s.named("Shortage Supervisor")
        s.play(sup)
        s.settle()
        assert _boosts(s.named("Shortage Supervisor")) == (1 if empty else 0)


# ================================================================ the other families
# Every family of Bise with an implemented card gets a test through real decisions; the
# references of a family (the versions sharing one printed text) are named together.
TROOPER = "ALT_CORE_B_OR_05_C"  # Ordis Trooper: 1/1/1, Hand Cost 1, no text
MOWGLI = "ALT_CORE_B_MU_07_C"  # a Druid 3/0/0 with Hand Cost 2: a base statistic of 0
TRAINING = "ALT_CORE_B_YZ_19_C"  # Magical Training: a Spell costing 1, "Draw a card."
HELPING_HAND = "ALT_CORE_B_BR_25_C"  # a Spell costing 1: target gains 1 boost, loses Fleeting
SAP_SNIFFER_R1 = "ALT_BISE_B_AX_49_R1"
SAP_EXTRACTOR = "ALT_BISE_B_AX_60_C"
BUG_OUT_BAG = "ALT_BISE_B_AX_62_C"
BUG_OUT_BAG_R1 = "ALT_BISE_B_AX_62_R1"
BUG_OUT_BAG_R2 = "ALT_BISE_B_AX_62_R2"


def _in_hand(s: Scene, ref: str) -> list:
    return [c for c in s.p().hand if c.cdef.ref == ref]


@covers(SAP_SNIFFER_R1)
def test_sap_sniffer_rare_augments_when_it_joins() -> None:
    """Sap Sniffer (R1): "{J} You may Augment target card in play or in Reserve. (If it has
    counters, it gains 1 more.)": played from hand, a card in a Reserve with 2 boosts gets
    a third."""
    s = scene(hand=[SAP_SNIFFER_R1], opp_reserve=[JUNIOR_CHEF])
    chef = s.named("Junior Chef")
    chef.counters["boost"] = 2  # set-up
    s.play(s.named("Sap Sniffer"))
    s.settle()
    s.yes()
    s.pick(chef)
    s.settle()
    assert _boosts(chef) == 3


@covers(SAP_EXTRACTOR)
def test_sap_extractor_augments_at_noon() -> None:
    """Sap Extractor: "At Noon — You may Augment target card in play or in Reserve. (If it
    has counters, it gains 1 more.)": at the scene's Noon a boosted Character of mine
    gains 1 more boost."""
    s = scene(landmarks=[SAP_EXTRACTOR], hero_exp=[VANILLA], settle=False)
    amelia = s.named("Amelia Earhart")
    amelia.counters["boost"] = 1  # set-up, before Noon's Reactions
    s.settle()
    s.yes()
    s.pick(amelia)
    s.settle()
    assert _boosts(amelia) == 2


@covers(BUG_OUT_BAG)
def test_bug_out_bag_creates_a_brassbug_when_it_joins() -> None:
    """Bug-Out Bag: "{J} Create a Brassbug Robot token in my Expedition.": the Gear is an
    Expedition Permanent (2.2.3); played into my Companion Expedition, the 2/2/2 token
    joins that Expedition."""
    s = scene(hand=[BUG_OUT_BAG])
    s.play(s.named("Bug-Out Bag"), exp="companion")
    s.settle()
    assert len(s.tokens("Brassbug", 0, "companion")) == 1
    assert not s.tokens("Brassbug", 0, "hero")


@covers(BUG_OUT_BAG_R2)
def test_bug_out_bag_r2_joins_with_a_brassbug_and_resupplies_from_reserve() -> None:
    """Bug-Out Bag (R2): {J} it creates a Brassbug when it joins from my Reserve too, and
    "{R} Resupply" puts the top card of my Deck in my Reserve (7.3.23)."""
    s = scene(reserve=[BUG_OUT_BAG_R2], deck_top=[TROOPER])
    s.play(s.named("Bug-Out Bag"), exp="hero")
    s.settle()
    assert len(s.tokens("Brassbug", 0, "hero")) == 1
    assert [c.name for c in s.p().reserve] == ["Ordis Trooper"]


@covers(BUG_OUT_BAG_R1)
def test_bug_out_bag_r1_brassbug_only_from_hand() -> None:
    """Bug-Out Bag (R1): "{H} Create a Brassbug" — from hand a token, no Resupply; "{R}
    Resupply" — from Reserve a Resupply and no token."""
    s = scene(hand=[BUG_OUT_BAG_R1], deck_top=[TROOPER])
    s.play(s.named("Bug-Out Bag"), exp="hero")
    s.settle()
    assert len(s.tokens("Brassbug", 0)) == 1 and not s.p().reserve
    s = scene(reserve=[BUG_OUT_BAG_R1], deck_top=[TROOPER])
    s.play(s.named("Bug-Out Bag"), exp="hero")
    s.settle()
    assert not s.tokens("Brassbug", 0)
    assert [c.name for c in s.p().reserve] == ["Ordis Trooper"]


JUNIOR_CHEF_R1 = "ALT_BISE_B_BR_49_R1"


@covers(JUNIOR_CHEF_R1)
def test_junior_chef_r1_resupplies_from_reserve_with_2_boosts() -> None:
    """Junior Chef (R1): "{R} If I have 2 or more boosts, Resupply" (checked as it resolves,
    6.5.d): with 2 boosts gained in Reserve the top card of my Deck goes to my Reserve;
    with 1 nothing does. Its {I} still gains boosts from my Reserve."""
    for boosts, resupplied in ((1, False), (2, True)):
        s = scene(reserve=[JUNIOR_CHEF_R1], hand=[TROOPER], deck_top=[MOWGLI])
        chef = s.named("Junior Chef")
        chef.counters["boost"] = boosts - 1  # set-up
        s.play(_in_hand(s, TROOPER)[0])
        s.settle()
        assert _boosts(chef) == boosts  # {I} When you play another Character
        s.opp_pass()
        s.play(chef)
        s.settle()
        assert [c.name for c in s.p().reserve] == (["Mowgli"] if resupplied else [])


SPIRIT_WIELDER_R1 = "ALT_BISE_B_BR_50_R1"
SPIRIT_WIELDER_R2 = "ALT_BISE_B_BR_50_R2"


@covers(SPIRIT_WIELDER_R1)
def test_spirit_wielder_r1_from_reserve_counts_and_gains_one_more() -> None:
    """Spirit Wielder (R1): {J} 1 boost per Boosted Character I control, and "{R} I gain 1
    boost". From Reserve both Reactions wait and I order them (6.4): counting first (one
    Boosted Character of mine) gives 1 + 1; gaining the {R} boost first makes the Wielder
    itself Boosted when counted, 1 + 2."""
    for first, total in ((0, 2), (1, 3)):
        s = scene(reserve=[SPIRIT_WIELDER_R1], hero_exp=[VANILLA])
        s.named("Amelia Earhart").counters["boost"] = 1  # set-up
        s.play(s.named("Spirit Wielder"))
        assert s.d.kind == "reaction" and len(s.d.options) == 2
        s.answer(s.d.options[first].id)
        s.settle()
        assert _boosts(s.named("Spirit Wielder")) == total


@covers(SPIRIT_WIELDER_R2)
def test_spirit_wielder_r2_counts_anchored_and_anchors_from_reserve() -> None:
    """Spirit Wielder (R2): {J} I gain 1 boost per Anchored Character you control; "{R} I
    gain Anchored". From hand with one Anchored Character of mine: 1 boost, not Anchored."""
    s = scene(hand=[SPIRIT_WIELDER_R2], hero_exp=[VANILLA])
    s.state.gain_status(s.named("Amelia Earhart"), Status.ANCHORED)  # set-up
    wielder = s.named("Spirit Wielder")
    s.play(wielder)
    s.settle()
    assert _boosts(wielder) == 1
    assert Status.ANCHORED not in wielder.statuses
    s = scene(reserve=[SPIRIT_WIELDER_R2])
    s.play(s.named("Spirit Wielder"))
    s.settle()
    assert Status.ANCHORED in s.named("Spirit Wielder").statuses


PENDEKAR = ("ALT_BISE_B_BR_51_C", "ALT_BISE_B_BR_51_R2")
PENDEKAR_R1 = "ALT_BISE_B_BR_51_R1"
LEO_R1 = "ALT_BISE_B_OR_52_R1"


def _sabotages_after_rest(ref: str, boosts: int) -> bool:
    """My `ref` in my Hero Expedition with `boosts`, a card in the opponent's Reserve: pass
    to the Night and answer its Sabotage (4.2.5.b: after Rest). True if it was asked."""
    s = scene(hero_exp=[ref], opp_reserve=[VANILLA])
    me = next(c for c in s.exp() if c.cdef.ref == ref)
    me.counters["boost"] = boosts  # set-up
    s.until(lambda s: (s.d.kind == "target" and s.d.player == 0) or s.g.day > 1)
    if s.g.day > 1:
        return False
    assert me.zone is not Zone.EXPEDITION  # Rest is done: sent to Reserve (or Anchored)
    s.pick(s.named("Amelia Earhart"))
    assert s.named("Amelia Earhart").zone is Zone.DISCARD
    return True


@covers(*PENDEKAR)
def test_bravos_pendekar_sabotages_after_rest_with_2_boosts() -> None:
    """Bravos Pendekar: "At Night — If I have 2 or more boosts, Sabotage after Rest" (7.3.24:
    discard up to one target card in a Reserve): with 2 boosts the opponent's card in
    Reserve is discarded once Rest is done; with 1 nothing is asked."""
    for ref in PENDEKAR:
        assert _sabotages_after_rest(ref, 2), ref
        assert not _sabotages_after_rest(ref, 1), ref


@covers(PENDEKAR_R1)
def test_bravos_pendekar_r1_is_seasoned_and_sabotages() -> None:
    """Bravos Pendekar (R1): the same Night Sabotage, and Seasoned (it keeps its boosts
    going to Reserve during Rest, 4.3.c's exception, Bise glossary)."""
    assert _sabotages_after_rest(PENDEKAR_R1, 2)
    assert not _sabotages_after_rest(PENDEKAR_R1, 1)
    s = scene(hero_exp=[PENDEKAR_R1], opp_reserve=[VANILLA])
    me = s.named("Bravos Pendekar")
    me.counters["boost"] = 2  # set-up
    s.until(lambda s: s.d.kind == "target" and s.d.player == 0)
    assert me.zone is Zone.RESERVE and _boosts(me) == 2


@covers(LEO_R1)
def test_leo_r1_sabotages_after_rest_every_night() -> None:
    """Leo, Relic Expert (R1): "At Night — Sabotage after Rest", no condition."""
    assert _sabotages_after_rest(LEO_R1, 0)


SKATER_RARE = ("ALT_BISE_B_BR_52_R1", "ALT_BISE_B_BR_52_R2")


@covers(*SKATER_RARE)
def test_talarian_skater_rare_boosts_a_character_in_reserve() -> None:
    """Talarian Skater (R1/R2): "{J} Target Character in play or in Reserve gains 1 boost":
    a Character card in my Reserve may be the target."""
    for ref in SKATER_RARE:
        s = scene(hand=[ref], reserve=[VANILLA])
        amelia = s.named("Amelia Earhart")
        s.play(s.named("Talarian Skater"))
        s.settle()
        s.pick(amelia)
        s.settle()
        assert amelia.zone is Zone.RESERVE and _boosts(amelia) == 1, ref


PASTRY_CHEF_R1 = "ALT_BISE_B_BR_54_R1"
PASTRY_CHEF_R2 = "ALT_BISE_B_BR_54_R2"


def _play_from_reserve_draws(ref: str, boosts: int) -> bool:
    s = scene(reserve=[ref], deck_top=[MOWGLI])
    chef = s.named("Pastry Chef")
    chef.counters["boost"] = boosts  # set-up: boosts gained in Reserve
    hand = len(s.p().hand)
    s.play(chef)
    s.settle()
    assert _boosts(s.named("Pastry Chef")) == boosts  # Seasoned plays no part here
    return len(s.p().hand) == hand + 1


@covers(PASTRY_CHEF_R1)
def test_pastry_chef_r1_counts_characters_and_draws_from_reserve() -> None:
    """Pastry Chef (R1): "{I} When you play another Character — I gain 1 boost, up to a max
    of 3" from my Reserve, and "{R} If I have 2 or more boosts, draw a card"."""
    s = scene(reserve=[PASTRY_CHEF_R1], hand=[TROOPER])
    s.play(_in_hand(s, TROOPER)[0])
    s.settle()
    assert _boosts(s.named("Pastry Chef")) == 1
    assert _play_from_reserve_draws(PASTRY_CHEF_R1, 2)
    assert not _play_from_reserve_draws(PASTRY_CHEF_R1, 1)


@covers(PASTRY_CHEF_R2)
def test_pastry_chef_r2_counts_spells_up_to_2() -> None:
    """Pastry Chef (R2): "{I} When you play a Spell — I gain 1 boost, up to a max of 2": a
    Character played does not count, a Spell does, and a third is held at 2."""
    s = scene(reserve=[PASTRY_CHEF_R2], hand=[TROOPER, TRAINING, TRAINING, TRAINING],
              mana=8)
    chef = s.named("Pastry Chef")
    s.play(_in_hand(s, TROOPER)[0])
    s.settle()
    assert _boosts(chef) == 0
    s.opp_pass()  # the opponent passes: the rest of the Afternoon is mine
    for n in (1, 2, 2):
        s.play(_in_hand(s, TRAINING)[0], exp=None)
        s.settle()
        assert _boosts(chef) == n
    assert _play_from_reserve_draws(PASTRY_CHEF_R2, 2)


AOIFE = "ALT_BISE_B_BR_56_C"
AOIFE_RARE = ("ALT_BISE_B_BR_56_R1", "ALT_BISE_B_BR_56_R2")


@covers(AOIFE, *AOIFE_RARE)
def test_aoife_may_unfleet_and_boost_another_character() -> None:
    """Aoife, Fire Avatar: "{J} You may have another target Character lose Fleeting and gain
    1 boost"; Scout 2 (rares: Scout 1) lets me play her from hand for that cost (7.4.5)."""
    for ref, scout in ((AOIFE, 2), *((r, 1) for r in AOIFE_RARE)):
        s = scene(hand=[ref], hero_exp=[VANILLA], opp_hero_exp=[TROOPER], mana=scout)
        amelia = s.named("Amelia Earhart")
        s.state.gain_status(amelia, Status.FLEETING)  # set-up
        aoife = s.named("Aoife, Fire Avatar")
        assert any(o.id.endswith("scout") and o.label.endswith(f"costs {scout}")
                   for o in s.d.options if aoife.oid in o.objects), ref
        _scout(s, aoife.oid)
        s.settle()
        s.yes()
        assert aoife.oid not in {oid for o in s.d.options for oid in o.objects}  # another
        s.pick(amelia)
        s.settle()
        assert Status.FLEETING not in amelia.statuses and _boosts(amelia) == 1, ref


THESEUS_C = ("ALT_BISE_B_BR_58_C", "ALT_BISE_B_BR_58_R2")


@covers(*THESEUS_C)
def test_theseus_returns_a_character_to_hand_and_boosts_from_reserve() -> None:
    """Theseus: "{J} Return target Character to its owner's hand"; "{R} I gain 2 boosts"."""
    for ref in THESEUS_C:
        s = scene(reserve=[ref], opp_hero_exp=[VANILLA])
        s.play(s.named("Theseus"))
        s.settle()
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.HAND
        assert s.named("Amelia Earhart").owner == 1
        assert _boosts(s.named("Theseus")) == 2, ref


@covers(THESEUS_R1)
def test_theseus_r1_sends_a_character_to_reserve_and_gains_3_boosts() -> None:
    """Theseus (R1): "{J} Send target Character to Reserve"; "{R} I gain 3 boosts"."""
    s = scene(reserve=[THESEUS_R1], opp_hero_exp=[VANILLA])
    s.play(s.named("Theseus"))
    s.settle()
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.RESERVE
    assert _boosts(s.named("Theseus")) == 3


BASSIST = "ALT_BISE_B_LY_49_C"


@covers(BASSIST)
def test_bliss_bassist_counts_characters_with_a_zero_statistic() -> None:
    """BLISS Bassist: "{I} When you play another Character with a base statistic of 0 — I
    gain 1 boost, up to a max of 2": Mowgli (3/0/0) counts, Ordis Trooper (1/1/1) not."""
    s = scene(reserve=[BASSIST], hand=[TROOPER, MOWGLI])
    bassist = s.named("BLISS Bassist")
    s.play(_in_hand(s, TROOPER)[0])
    s.settle()
    assert _boosts(bassist) == 0
    s.opp_pass()
    s.play(_in_hand(s, MOWGLI)[0])
    s.settle()
    assert _boosts(bassist) == 1


LAKSHMI_R2 = "ALT_BISE_B_LY_55_R2"
NURSE = "ALT_BISE_B_YZ_51_C"
NURSE_R1 = "ALT_BISE_B_YZ_51_R1"


@covers(NURSE, LAKSHMI_R2)
def test_yzmir_nurse_sacrifices_for_2_boosts_and_lakshmi_sees_it() -> None:
    """Yzmir Nurse: "{H} You may sacrifice a Character. If you do, I gain 2 boosts" (6.5.f);
    Lakshmi (R2): "When you sacrifice a Character — I gain 1 boost"."""
    s = scene(hand=[NURSE], hero_exp=[LAKSHMI_R2, TROOPER])
    nurse = s.named("Yzmir Nurse")
    s.play(nurse)
    s.settle()
    s.yes()
    s.pick(s.named("Ordis Trooper"))
    s.settle()
    assert s.named("Ordis Trooper").zone is Zone.DISCARD
    assert _boosts(nurse) == 2
    assert _boosts(s.named("Lakshmi")) == 1


@covers(NURSE)
def test_yzmir_nurse_declined_gains_nothing() -> None:
    """"If you do": declining the sacrifice, the Nurse gains no boost."""
    s = scene(hand=[NURSE], hero_exp=[TROOPER])
    nurse = s.named("Yzmir Nurse")
    s.play(nurse)
    s.settle()
    s.no()
    s.settle()
    assert _boosts(nurse) == 0 and s.named("Ordis Trooper").zone is Zone.EXPEDITION


@covers(NURSE_R1)
def test_yzmir_nurse_r1_gives_the_2_boosts_to_a_target() -> None:
    """Yzmir Nurse (R1): "If you do, target Character gains 2 boosts"."""
    s = scene(hand=[NURSE_R1], hero_exp=[TROOPER, VANILLA])
    s.play(s.named("Yzmir Nurse"))
    s.settle()
    s.yes()
    s.pick(s.named("Ordis Trooper"))
    s.settle()
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert _boosts(s.named("Amelia Earhart")) == 2
    assert _boosts(s.named("Yzmir Nurse")) == 0


ENCORE = "ALT_BISE_B_LY_59_C"


@covers(ENCORE)
def test_encore_anchors_a_fleeting_character() -> None:
    """Encore: "Target Fleeting Character gains Anchored. (During Rest, it doesn't go to
    Reserve and it loses Anchored.)": only a Fleeting Character may be the target; at Rest
    it stays in its Expedition."""
    s = scene(hand=[ENCORE], hero_exp=[VANILLA, TROOPER])
    amelia = s.named("Amelia Earhart")
    s.state.gain_status(amelia, Status.FLEETING)  # set-up
    s.play(s.named("Encore"), exp=None)
    s.settle()
    if s.d.kind != "turn":
        assert s.named("Ordis Trooper").oid not in {i for o in s.d.options for i in o.objects}
        s.pick(amelia)
    s.settle()
    assert Status.ANCHORED in amelia.statuses
    s.to_night_end()
    assert amelia.zone is Zone.EXPEDITION and Status.ANCHORED not in amelia.statuses


STAGE_R2 = "ALT_BISE_B_LY_63_R2"
SUSTENANCE = ("ALT_BISE_B_MU_61_C", "ALT_BISE_B_MU_61_R2")


@covers(STAGE_R2)
def test_the_stage_r2_counts_spells_then_unfleets_the_next_spell() -> None:
    """The Stage (R2): "When you play a Spell — I gain 1 Performance counter"; "{T}, Spend
    3 of my Performance counters: the next Spell you play this turn loses Fleeting": the
    Fleeting Sustenance then goes to my Reserve after resolving, not to the Discard pile
    (2.4.6)."""
    s = scene(landmarks=[STAGE_R2], hand=[TROOPER, TRAINING, SUSTENANCE[0]])
    stage = s.named("The Stage")
    s.play(_in_hand(s, TROOPER)[0])
    s.settle()
    assert stage.counters.get("performance", 0) == 0
    s.opp_pass()
    stage.counters["performance"] = 2  # set-up: two Spells' worth already
    s.play(_in_hand(s, TRAINING)[0], exp=None)
    s.settle()
    assert stage.counters.get("performance", 0) == 3
    s.quick(stage)
    s.settle()
    assert stage.counters.get("performance", 0) == 0 and stage.exhausted
    spell = _in_hand(s, SUSTENANCE[0])[0]
    s.play(spell, exp=None)
    s.settle()
    assert s.named("Sustenance").zone is Zone.RESERVE


@covers(*SUSTENANCE)
def test_sustenance_is_fleeting_and_feeds_both_mana_zones() -> None:
    """Sustenance: "Fleeting. Draw a card. Each player puts the top card of their deck in
    their Mana zone (as an exhausted Mana Orb)."; being Fleeting, it is discarded after it
    resolves (2.4.6)."""
    for ref in SUSTENANCE:
        s = scene(hand=[ref])
        hand, mine, theirs = len(s.p().hand), len(s.p().mana), len(s.p(1).mana)
        s.play(s.named("Sustenance"), exp=None)
        s.settle()
        assert len(s.p().hand) == hand  # minus Sustenance, plus the drawn card
        assert len(s.p().mana) == mine + 1 and len(s.p(1).mana) == theirs + 1, ref
        assert s.p(1).mana[-1].exhausted
        assert s.named("Sustenance").zone is Zone.DISCARD


SUSTENANCE_R1 = "ALT_BISE_B_MU_61_R1"


@covers(SUSTENANCE_R1)
def test_sustenance_r1_each_player_draws_only_my_deck_feeds_mana() -> None:
    """Sustenance (R1): "Each player draws a card. Put the top card of your deck in your
    Mana zone (as an exhausted Mana Orb)."."""
    s = scene(hand=[SUSTENANCE_R1])
    hands = len(s.p().hand), len(s.p(1).hand)
    manas = len(s.p().mana), len(s.p(1).mana)
    s.play(s.named("Sustenance"), exp=None)
    s.settle()
    assert (len(s.p().hand), len(s.p(1).hand)) == (hands[0], hands[1] + 1)
    assert (len(s.p().mana), len(s.p(1).mana)) == (manas[0] + 1, manas[1])


BUMBLEBEET_R1 = "ALT_BISE_B_MU_50_R1"
BUMBLEBEET_R2 = "ALT_BISE_B_MU_50_R2"


@covers(BUMBLEBEET_R1)
def test_bumblebeet_r1_boosts_at_noon_and_anchors_from_reserve() -> None:
    """Bumblebeet (R1): "{I} At Noon — I gain 1 boost, up to a max of 2" from my Reserve;
    "{R} I gain Anchored"."""
    s = scene(reserve=[BUMBLEBEET_R1])
    bee = s.named("Bumblebeet")
    assert _boosts(bee) == 1
    s.play(bee)
    s.settle()
    assert Status.ANCHORED in s.named("Bumblebeet").statuses


@covers(BUMBLEBEET_R2)
def test_bumblebeet_r2_counts_characters_joining() -> None:
    """Bumblebeet (R2): "{I} When another Character joins your Expeditions — I gain 1
    boost, up to a max of 2" (no boost at Noon); "{R} I gain Anchored"."""
    s = scene(reserve=[BUMBLEBEET_R2], hand=[TROOPER])
    bee = s.named("Bumblebeet")
    assert _boosts(bee) == 0
    s.play(_in_hand(s, TROOPER)[0])
    s.settle()
    assert _boosts(bee) == 1
    s.opp_pass()
    s.play(bee)
    s.settle()
    assert Status.ANCHORED in s.named("Bumblebeet").statuses


FAIR_FOX = "ALT_BISE_B_MU_51_C"


@covers(FAIR_FOX)
def test_fair_fox_makes_the_opponent_resupply() -> None:
    """Fair Fox: "{H} Target opponent Resupplies. (They put the top card of their deck in
    Reserve.)"."""
    s = scene(hand=[FAIR_FOX], opp_deck_top=[VANILLA])
    s.play(s.named("Fair Fox"))
    s.settle()
    assert [c.name for c in s.p(1).reserve] == ["Amelia Earhart"]
    assert not s.p().reserve


CORGI = "ALT_BISE_B_MU_52_C"
CORGI_R2 = "ALT_BISE_B_MU_52_R2"
A_CAPPELLA = "ALT_CORE_B_LY_22_C"  # a Spell costing 1: "Target Character gains Fleeting."


@covers(CORGI)
def test_cuddly_corgi_boosts_when_my_character_gains_anchored() -> None:
    """Cuddly Corgi: "When a Character you control gains Anchored — I gain 1 boost": Encore
    anchors my Fleeting Amelia Earhart."""
    s = scene(hand=[ENCORE], hero_exp=[CORGI, VANILLA])
    amelia = s.named("Amelia Earhart")
    s.state.gain_status(amelia, Status.FLEETING)  # set-up
    s.play(s.named("Encore"), exp=None)
    s.settle()
    assert Status.ANCHORED in amelia.statuses
    assert _boosts(s.named("Cuddly Corgi")) == 1


@covers(CORGI_R2)
def test_cuddly_corgi_r2_boosts_when_my_character_gains_fleeting() -> None:
    """Cuddly Corgi (R2): "When a Character you control gains Fleeting — I gain 1 boost";
    the opponent's Character gaining it does not count."""
    s = scene(hand=[A_CAPPELLA, A_CAPPELLA], hero_exp=[CORGI_R2, VANILLA],
              opp_hero_exp=[TROOPER])
    corgi = s.named("Cuddly Corgi")
    s.play(_in_hand(s, A_CAPPELLA)[0], exp=None)
    s.settle()
    s.pick(s.named("Ordis Trooper"))
    s.settle()
    assert _boosts(corgi) == 0
    s.opp_pass()
    s.play(_in_hand(s, A_CAPPELLA)[0], exp=None)
    s.settle()
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert _boosts(corgi) == 1


FLORE = ("ALT_BISE_B_MU_54_C", "ALT_BISE_B_MU_54_R1", "ALT_BISE_B_MU_54_R2")


@covers(*FLORE)
def test_flore_boosts_another_character_in_reserve_at_noon() -> None:
    """Flore, Caring Gardener: "{I} At Noon — Another target Character in play or in
    Reserve gains 1 boost": from my Reserve, at the scene's Noon, a Character card in my
    Reserve gains it; Flore herself is not offered."""
    for ref in FLORE:
        s = scene(reserve=[ref, VANILLA], hero_exp=[TROOPER], settle=False)
        s.settle()
        flore = s.named("Flore, Caring Gardener")
        offered = {i for o in s.d.options for i in o.objects}
        assert flore.oid not in offered and s.named("Amelia Earhart").oid in offered, ref
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert _boosts(s.named("Amelia Earhart")) == 1


SWARM = ("ALT_BISE_B_MU_55_C", "ALT_BISE_B_MU_55_R2")
SWARM_R1 = "ALT_BISE_B_MU_55_R1"


@covers(*SWARM)
def test_luminous_swarm_anchors_itself_and_boosts_at_noon() -> None:
    """Luminous Swarm: "{J} I gain Anchored" — so it stays through Rest — and "At Noon —
    Target Character in play or in Reserve gains 1 boost"."""
    for ref in SWARM:
        s = scene(hand=[ref], reserve=[VANILLA])
        swarm = s.named("Luminous Swarm")
        s.play(swarm)
        s.settle()
        assert Status.ANCHORED in swarm.statuses
        s.until(lambda s: s.d.kind == "target" and s.d.player == 0)  # the next Noon
        assert s.g.day == 2 and swarm.zone is Zone.EXPEDITION
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert _boosts(s.named("Amelia Earhart")) == 1, ref


@covers(SWARM_R1)
def test_luminous_swarm_r1_boosts_up_to_two_at_noon() -> None:
    """Luminous Swarm (R1): "At Noon — Up to two target Characters in play or in Reserve
    each gain 1 boost"."""
    s = scene(hero_exp=[SWARM_R1, TROOPER], reserve=[VANILLA], settle=False)
    s.settle()
    assert s.d.multi and s.d.max == 2
    s.pick(s.named("Amelia Earhart"), s.named("Ordis Trooper"))
    s.settle()
    assert _boosts(s.named("Amelia Earhart")) == 1 and _boosts(s.named("Ordis Trooper")) == 1


ARAWN = ("ALT_BISE_B_MU_57_C", "ALT_BISE_B_MU_57_R1")
ARAWN_R2 = "ALT_BISE_B_MU_57_R2"
NOOSH = "ALT_BISE_B_MU_49_C"  # Burrowing Noosh: an Animal
SKALD = "ALT_CORE_B_LY_08_C"  # Lyra Skald: an Artist


@covers(*ARAWN)
def test_arawn_boosts_the_animals_i_control() -> None:
    """Arawn: "{J} Animals you control gain 1 boost": my Animal gains one, my Artist and
    the opponent's Animal do not."""
    for ref in ARAWN:
        s = scene(hand=[ref], hero_exp=[NOOSH, SKALD], opp_hero_exp=[NOOSH])
        s.play(s.named("Arawn"))
        s.settle()
        assert _boosts(s.named("Burrowing Noosh", who=0)) == 1, ref
        assert _boosts(s.named("Burrowing Noosh", who=1)) == 0
        assert _boosts(s.named("Lyra Skald")) == 0


@covers(ARAWN_R2)
def test_arawn_r2_boosts_the_artists_i_control() -> None:
    """Arawn (R2): "{J} Artists you control gain 1 boost"."""
    s = scene(hand=[ARAWN_R2], hero_exp=[NOOSH, SKALD])
    s.play(s.named("Arawn"))
    s.settle()
    assert _boosts(s.named("Lyra Skald")) == 1
    assert _boosts(s.named("Burrowing Noosh")) == 0


MINOTAUR = "ALT_BISE_B_MU_58_C"
MINOTAUR_R1 = "ALT_BISE_B_MU_58_R1"
MINOTAUR_R2 = "ALT_BISE_B_MU_58_R2"
KAPPA = "ALT_CORE_B_BR_13_C"  # a vanilla Character with Hand Cost 4


@covers(MINOTAUR)
def test_the_minotaur_anchors_a_character_costing_3_or_less() -> None:
    """The Minotaur: "{J} Target Character with Hand Cost 3 or less gains Anchored. (During
    Rest, it doesn't go to Reserve and it loses Anchored.)": Kappa (4) is not offered."""
    s = scene(hand=[MINOTAUR], hero_exp=[VANILLA, KAPPA])
    s.play(s.named("The Minotaur"))
    s.settle()
    if s.d.kind == "target":
        assert s.named("Kappa").oid not in {i for o in s.d.options for i in o.objects}
        s.pick(s.named("Amelia Earhart"))
        s.settle()
    assert Status.ANCHORED in s.named("Amelia Earhart").statuses
    assert Status.ANCHORED not in s.named("Kappa").statuses


@covers(MINOTAUR_R1)
def test_the_minotaur_r1_anchors_any_character_and_boosts_at_noon_in_reserve() -> None:
    """The Minotaur (R1): "{J} Target Character gains Anchored" (Kappa, Hand Cost 4, may be
    the target); "{I} At Noon — I gain 1 boost, up to a max of 2" from my Reserve."""
    s = scene(hand=[MINOTAUR_R1], hero_exp=[KAPPA], mana=8)
    s.play(s.named("The Minotaur"))
    s.settle()
    if s.d.kind == "target":
        s.pick(s.named("Kappa"))
        s.settle()
    assert Status.ANCHORED in s.named("Kappa").statuses
    s = scene(reserve=[MINOTAUR_R1])
    assert _boosts(s.named("The Minotaur")) == 1


@covers(MINOTAUR_R2)
def test_the_minotaur_r2_counts_characters_with_a_zero_statistic() -> None:
    """The Minotaur (R2): "{I} When you play a Character with a base statistic of 0 — I
    gain 1 boost, up to a max of 2": Mowgli (3/0/0) counts, Ordis Trooper does not."""
    s = scene(reserve=[MINOTAUR_R2], hand=[TROOPER, MOWGLI])
    mino = s.named("The Minotaur")
    assert _boosts(mino) == 0  # nothing at Noon
    s.play(_in_hand(s, TROOPER)[0])
    s.settle()
    assert _boosts(mino) == 0
    s.opp_pass()
    s.play(_in_hand(s, MOWGLI)[0])
    s.settle()
    assert _boosts(mino) == 1


REQUIEM = "ALT_BISE_B_MU_60_C"
REQUIEM_RARE = ("ALT_BISE_B_MU_60_R1", "ALT_BISE_B_MU_60_R2")
JAMMER = "ALT_CORE_B_AX_28_C"  # Armored Jammer, a Landmark with Hand Cost 2


def _modes(s: Scene) -> list[str]:
    return [o.label for o in s.d.options]


@covers(REQUIEM)
def test_requiem_discards_a_fleeting_character_costing_4_or_less() -> None:
    """Requiem: "Fleeting. Choose one: • Discard target Fleeting Character with Hand Cost 4
    or less • Discard target Permanent with Hand Cost 4 or less." The Fleeting Amelia (3)
    may be the target, the Fleeting Shenlong (6) and the plain Ordis Trooper may not; the
    Fleeting Spell is discarded after it resolves (2.4.6)."""
    s = scene(hand=[REQUIEM], opp_hero_exp=[VANILLA, TROOPER, "ALT_CORE_B_BR_22_C"])
    amelia = s.named("Amelia Earhart")
    for c in (amelia, s.named("Shenlong")):
        s.state.gain_status(c, Status.FLEETING)  # set-up
    s.play(s.named("Requiem"), exp=None)
    s.settle()
    assert s.d.kind == "mode", _modes(s)
    s.answer(s.d.options[0].id)
    s.settle()
    if s.d.kind == "target":
        offered = {i for o in s.d.options for i in o.objects}
        assert offered == {amelia.oid}
        s.pick(amelia)
        s.settle()
    assert amelia.zone is Zone.DISCARD
    assert s.named("Shenlong").zone is Zone.EXPEDITION
    assert s.named("Requiem").zone is Zone.DISCARD


@covers(*REQUIEM_RARE)
def test_requiem_rare_discards_an_asleep_character_or_a_permanent_then_cools_down() -> None:
    """Requiem (R1/R2): "Cooldown. (If I go to Reserve after my effect resolves, exhaust
    me.) Choose one: • Discard target Fleeting or Asleep Character with Hand Cost 4 or less
    • Discard target Permanent with Hand Cost 4 or less.": an Asleep Character may be
    discarded; or the second mode discards a Landmark; Requiem goes to Reserve exhausted."""
    for ref in REQUIEM_RARE:
        s = scene(hand=[ref], opp_hero_exp=[VANILLA])
        amelia = s.named("Amelia Earhart")
        s.state.gain_status(amelia, Status.ASLEEP)  # set-up
        s.play(s.named("Requiem"), exp=None)
        s.settle()
        s.answer(s.d.options[0].id)
        s.settle()
        if s.d.kind == "target":
            s.pick(amelia)
            s.settle()
        assert amelia.zone is Zone.DISCARD, ref
        req = s.named("Requiem")
        assert req.zone is Zone.RESERVE and req.exhausted, ref
    s = scene(hand=[REQUIEM_RARE[0]], opp_landmarks=[JAMMER])
    s.play(s.named("Requiem"), exp=None)
    s.settle()
    s.answer(s.d.options[1].id)
    s.settle()
    if s.d.kind == "target":
        s.pick(s.named("Armored Jammer"))
        s.settle()
    assert s.named("Armored Jammer").zone is Zone.DISCARD


TEMPLAR = "ALT_BISE_B_OR_54_C"
TEMPLAR_R1 = "ALT_BISE_B_OR_54_R1"
TEMPLAR_R2 = "ALT_BISE_B_OR_54_R2"
MERLIN_RARE = ("ALT_BISE_B_YZ_54_R1", "ALT_BISE_B_YZ_54_R2")


@covers(MERLIN, TEMPLAR)
def test_merlin_sends_aegis_templar_to_reserve_which_leaves_a_recruit() -> None:
    """Merlin: "{H} You may send target Character to Reserve"; Aegis Templar: "When I leave
    the Expedition zone — Create an Ordis Recruit Soldier token in my Expedition" (the
    Expedition it was in, as it last was there, 2.1.h)."""
    s = scene(hand=[MERLIN], companion_exp=[TEMPLAR], mana=6)
    templar = s.named("Aegis Templar")
    s.play(s.named("Merlin"))
    s.settle()
    s.yes()
    if s.d.kind == "target":
        s.pick(templar)
    s.settle()
    assert s.named("Aegis Templar").zone is Zone.RESERVE
    assert len(s.tokens("Ordis Recruit", 0, "companion")) == 1
    assert not s.tokens("Ordis Recruit", 0, "hero")


@covers(*MERLIN_RARE, TEMPLAR_R1, TEMPLAR_R2)
def test_merlin_rare_discards_aegis_templar_rares_which_leave_tokens() -> None:
    """Merlin (R1/R2): "{H} You may discard target Character or Permanent"; Aegis Templar
    (R1) leaves two Ordis Recruits, (R2) a Brassbug Robot, when it leaves the Expedition
    zone."""
    for merlin, templar, token, n in ((MERLIN_RARE[0], TEMPLAR_R1, "Ordis Recruit", 2),
                                      (MERLIN_RARE[1], TEMPLAR_R2, "Brassbug", 1)):
        s = scene(hand=[merlin], hero_exp=[templar], mana=6)
        s.play(s.named("Merlin"), exp="companion")
        s.settle()
        s.yes()
        if s.d.kind == "target":
            s.pick(s.named("Aegis Templar"))
        s.settle()
        assert s.named("Aegis Templar").zone is Zone.DISCARD, merlin
        assert len(s.tokens(token, 0, "hero")) == n, templar


@covers(*MERLIN_RARE)
def test_merlin_rare_may_discard_a_permanent() -> None:
    """Merlin (R1/R2): "or Permanent": the opponent's Landmark may be the target."""
    for ref in MERLIN_RARE:
        s = scene(hand=[ref], opp_landmarks=[JAMMER], mana=6)
        s.play(s.named("Merlin"))
        s.settle()
        s.yes()
        if s.d.kind == "target":
            s.pick(s.named("Armored Jammer"))
        s.settle()
        assert s.named("Armored Jammer").zone is Zone.DISCARD, ref


LICENSE = "ALT_BISE_B_OR_59_C"
LICENSE_RARE = ("ALT_BISE_B_OR_59_R1", "ALT_BISE_B_OR_59_R2")


@covers(LICENSE)
def test_license_withdrawal_discards_a_boosted_character_or_a_permanent() -> None:
    """License Withdrawal: "Fleeting. Choose one: • Discard target Boosted Character •
    Discard target Permanent.": a Boosted Kappa goes; an unboosted Character is not a
    target; the Spell, Fleeting, goes to the Discard pile (2.4.6)."""
    s = scene(hand=[LICENSE], opp_hero_exp=[KAPPA, TROOPER])
    kappa = s.named("Kappa")
    kappa.counters["boost"] = 1  # set-up
    s.play(s.named("License Withdrawal"), exp=None)
    s.settle()
    s.answer(s.d.options[0].id)
    s.settle()
    if s.d.kind == "target":
        assert s.named("Ordis Trooper").oid not in {i for o in s.d.options for i in o.objects}
        s.pick(kappa)
        s.settle()
    assert kappa.zone is Zone.DISCARD
    assert s.named("License Withdrawal").zone is Zone.DISCARD
    s = scene(hand=[LICENSE], opp_landmarks=[JAMMER])
    s.play(s.named("License Withdrawal"), exp=None)
    s.settle()
    s.answer(s.d.options[1].id)
    s.settle()
    if s.d.kind == "target":
        s.pick(s.named("Armored Jammer"))
        s.settle()
    assert s.named("Armored Jammer").zone is Zone.DISCARD


@covers(*LICENSE_RARE)
def test_license_withdrawal_rare_only_up_to_hand_cost_3() -> None:
    """License Withdrawal (R1/R2): "• Discard target Boosted Character with Hand Cost 3 or
    less": a Boosted Kappa (4) is not a target, a Boosted Amelia Earhart (3) is."""
    for ref in LICENSE_RARE:
        s = scene(hand=[ref], opp_hero_exp=[KAPPA, VANILLA])
        for name in ("Kappa", "Amelia Earhart"):
            s.named(name).counters["boost"] = 1  # set-up
        s.play(s.named("License Withdrawal"), exp=None)
        s.settle()
        s.answer(s.d.options[0].id)
        s.settle()
        if s.d.kind == "target":
            assert s.named("Kappa").oid not in {i for o in s.d.options for i in o.objects}
            s.pick(s.named("Amelia Earhart"))
            s.settle()
        assert s.named("Amelia Earhart").zone is Zone.DISCARD, ref
        assert s.named("Kappa").zone is Zone.EXPEDITION, ref


TOWN_SQUARE = ("ALT_BISE_B_OR_63_R1", "ALT_BISE_B_OR_63_R2")


@covers(*TOWN_SQUARE)
def test_the_town_square_counts_morale_at_dusk_and_boosts_my_characters() -> None:
    """The Town Square (R1/R2): "At Dusk — I gain 1 Morale counter per Character you
    control"; "{T}, Spend 6 of my Morale counters: Characters you control gain 1 boost"."""
    for ref in TOWN_SQUARE:
        s = scene(landmarks=[ref], hero_exp=[VANILLA, TROOPER], opp_hero_exp=[KAPPA])
        square = s.named("The Town Square")
        s.next_day()
        assert square.counters.get("morale", 0) == 2, ref
    s = scene(landmarks=[TOWN_SQUARE[0]], hand=[TROOPER], hero_exp=[VANILLA],
              opp_hero_exp=[KAPPA])
    square = s.named("The Town Square")
    square.counters["morale"] = 6  # set-up: as after a few Dusks
    s.play(_in_hand(s, TROOPER)[0])
    s.opp_pass()
    s.quick(square)
    s.settle()
    assert square.counters.get("morale", 0) == 0 and square.exhausted
    assert _boosts(s.named("Amelia Earhart")) == 1 and _boosts(s.named("Ordis Trooper")) == 1
    assert _boosts(s.named("Kappa")) == 0


STARFISH = "ALT_BISE_B_YZ_49_C"
SYLAS = "ALT_BISE_B_YZ_55_C"


@covers(STARFISH, SYLAS)
def test_scribbling_starfish_and_sylas_count_spells_from_reserve() -> None:
    """Scribbling Starfish and Sylas, Cryptic Warlock: "{I} When you play a Spell — I gain 1
    boost, up to a max of 2", from my Reserve; a Character played does not count."""
    s = scene(reserve=[STARFISH, SYLAS], hand=[TROOPER, TRAINING, TRAINING, TRAINING])
    cards = s.named("Scribbling Starfish"), s.named("Sylas, Cryptic Warlock")
    s.play(_in_hand(s, TROOPER)[0])
    s.settle()
    assert [_boosts(c) for c in cards] == [0, 0]
    s.opp_pass()
    for n in (1, 2, 2):
        s.play(_in_hand(s, TRAINING)[0], exp=None)
        s.settle()
        assert [_boosts(c) for c in cards] == [n, n]


@covers(SYLAS)
def test_sylas_draws_when_played_from_hand() -> None:
    """Sylas, Cryptic Warlock: "{H} Draw a card"; not from Reserve."""
    s = scene(hand=[SYLAS])
    hand = len(s.p().hand)
    s.play(s.named("Sylas, Cryptic Warlock"))
    s.settle()
    assert len(s.p().hand) == hand  # minus Sylas, plus the card drawn
    s = scene(reserve=[SYLAS])
    hand = len(s.p().hand)
    s.play(s.named("Sylas, Cryptic Warlock"))
    s.settle()
    assert len(s.p().hand) == hand


MOTHBREEDER_ALL = ("ALT_BISE_B_YZ_59_C", "ALT_BISE_B_YZ_59_R1", "ALT_BISE_B_YZ_59_R2")


@covers(*MOTHBREEDER_ALL)
def test_yzmir_mothbreeder_creates_a_mana_moth_in_target_expedition() -> None:
    """Yzmir Mothbreeder: "{H} Create a Mana Moth Illusion token in target Expedition": the
    opponent's Expedition may be chosen; played with Scout 2 (7.4.5) it still counts as
    played from hand, then goes to Reserve."""
    for ref in MOTHBREEDER_ALL:
        s = scene(hand=[ref], mana=2)
        breeder = s.named("Yzmir Mothbreeder")
        _scout(s, breeder.oid)
        s.settle()
        assert s.d.kind == "target_expedition", s.d
        s.pick_label("Opp's companion Expedition")
        s.settle()
        assert len(s.tokens("Mana Moth", 1, "companion")) == 1, ref
        assert s.named("Yzmir Mothbreeder").zone is Zone.RESERVE


@covers(PASTRY_CHEF)
def test_pastry_chef_counts_characters_from_reserve_and_draws_with_2_boosts() -> None:
    """Pastry Chef: "{I} When you play another Character — I gain 1 boost, up to a max of
    3" from my Reserve; "{R} If I have 2 or more boosts, draw a card"."""
    s = scene(reserve=[PASTRY_CHEF], hand=[TROOPER, MOWGLI], mana=9)
    chef = s.named("Pastry Chef")
    s.play(_in_hand(s, TROOPER)[0])
    s.settle()
    assert _boosts(chef) == 1
    s.opp_pass()
    s.play(_in_hand(s, MOWGLI)[0])
    s.settle()
    assert _boosts(chef) == 2
    hand = len(s.p().hand)
    s.play(chef)
    s.settle()
    assert len(s.p().hand) == hand + 1


ACCOUNTANT = "ALT_BISE_B_OR_50_C"
ACCOUNTANT_RARE = ("ALT_BISE_B_OR_50_R1", "ALT_BISE_B_OR_50_R2")


@covers(ACCOUNTANT, *ACCOUNTANT_RARE)
def test_ordis_accountant_spends_a_boost_to_put_a_character_to_sleep() -> None:
    """Ordis Accountant: "{R} You may spend 1 of my boosts (2.5.h) to have target Character
    gain Asleep" (R1/R2: "You may give it 2 boosts"); its boosts come from the Reserve:
    "{I} When another Character joins your Expeditions — I gain 1 boost, up to a max of 2"
    (R2: "{I} At Noon")."""
    for ref in (ACCOUNTANT, *ACCOUNTANT_RARE):
        s = scene(reserve=[ref], hand=[TROOPER], opp_hero_exp=[KAPPA])
        acc = s.named("Ordis Accountant")
        if ref == ACCOUNTANT_RARE[1]:
            assert _boosts(acc) == 1  # the scene's Noon
        else:
            s.play(_in_hand(s, TROOPER)[0])
            s.settle()
            assert _boosts(acc) == 1, ref
            s.opp_pass()
        s.play(acc)
        s.settle()
        s.yes()
        if s.d.kind == "target":
            s.pick(s.named("Kappa"))
            s.settle()
        if ref != ACCOUNTANT:
            s.yes()  # "You may give it 2 boosts"
            s.settle()
        kappa = s.named("Kappa")
        assert Status.ASLEEP in kappa.statuses, ref
        assert _boosts(kappa) == (0 if ref == ACCOUNTANT else 2), ref
        assert _boosts(s.named("Ordis Accountant")) == 0, ref


@covers(ACCOUNTANT)
def test_ordis_accountant_without_a_boost_cannot_pay() -> None:
    """With no boost to spend, the cost cannot be paid (6.4): nothing is asked."""
    s = scene(reserve=[ACCOUNTANT], opp_hero_exp=[KAPPA])
    s.play(s.named("Ordis Accountant"))
    s.settle()
    assert s.d.kind == "turn" and Status.ASLEEP not in s.named("Kappa").statuses


DISPATCHER = "ALT_BISE_B_OR_53_C"
DISPATCHER_RARE = ("ALT_BISE_B_OR_53_R1", "ALT_BISE_B_OR_53_R2")


@covers(DISPATCHER, *DISPATCHER_RARE)
def test_ordis_dispatcher_spends_a_boost_for_recruits_in_my_other_expedition() -> None:
    """Ordis Dispatcher: "{R} You may spend 1 of my boosts to create an Ordis Recruit
    Soldier token (R1/R2: two) in your other Expedition" — the one it is not in; its boost
    comes from "{I} When another Character joins your Expeditions" (R2: "When you play a
    Spell"), up to a max of 2."""
    for ref, n in ((DISPATCHER, 1), (DISPATCHER_RARE[0], 2), (DISPATCHER_RARE[1], 2)):
        trigger = TRAINING if ref == DISPATCHER_RARE[1] else TROOPER
        s = scene(reserve=[ref], hand=[trigger])
        disp = s.named("Ordis Dispatcher")
        s.play(_in_hand(s, trigger)[0], exp=None if trigger == TRAINING else "hero")
        s.settle()
        assert _boosts(disp) == 1, ref
        s.opp_pass()
        s.play(disp, exp="hero")
        s.settle()
        s.yes()
        s.settle()
        assert len(s.tokens("Ordis Recruit", 0, "companion")) == n, ref
        assert not s.tokens("Ordis Recruit", 0, "hero")
        assert _boosts(s.named("Ordis Dispatcher")) == 0


# ---------------------------------------------------------------- the other lines of a card
@covers(SWARM_R1)
def test_luminous_swarm_r1_anchors_itself() -> None:
    """Luminous Swarm (R1): "{J} I gain Anchored"."""
    s = scene(hand=[SWARM_R1])
    s.play(s.named("Luminous Swarm"))
    s.settle()
    assert Status.ANCHORED in s.named("Luminous Swarm").statuses


@covers(MINOTAUR_R2)
def test_the_minotaur_r2_anchors_any_character() -> None:
    """The Minotaur (R2): "{J} Target Character gains Anchored" (Kappa, Hand Cost 4, too)."""
    s = scene(hand=[MINOTAUR_R2], hero_exp=[KAPPA])
    s.play(s.named("The Minotaur"))
    s.settle()
    if s.d.kind == "target":
        s.pick(s.named("Kappa"))
        s.settle()
    assert Status.ANCHORED in s.named("Kappa").statuses


@covers(PASTRY_CHEF_R1, PASTRY_CHEF_R2)
def test_pastry_chef_rare_is_seasoned() -> None:
    """Pastry Chef (R1/R2): Seasoned — going to Reserve during Rest it keeps its boosts
    (Bise glossary), where a card without it loses them."""
    for ref in (PASTRY_CHEF_R1, PASTRY_CHEF_R2):
        s = scene(hero_exp=[ref])
        chef = s.named("Pastry Chef")
        chef.counters["boost"] = 2  # set-up
        s.to_night_end()
        assert chef.zone is Zone.RESERVE and _boosts(chef) == 2, ref


SUPPORT_COUNTERS = (  # (reference, name, what I play, where): "{I} … up to a max of 2"
    ("ALT_BISE_B_YZ_49_R1", "Scribbling Starfish", TRAINING, None),  # When you play a Spell
    ("ALT_BISE_B_YZ_49_R2", "Scribbling Starfish", MOWGLI, "hero"),  # … base statistic of 0
    ("ALT_BISE_B_YZ_55_R1", "Sylas, Cryptic Warlock", TRAINING, None),
    ("ALT_BISE_B_YZ_55_R2", "Sylas, Cryptic Warlock", TROOPER, "hero"),  # … joins
    ("ALT_BISE_B_YZ_50_C", "Yzmir Engraver", TRAINING, None),
    ("ALT_BISE_B_YZ_50_R1", "Yzmir Engraver", TRAINING, None),
    ("ALT_BISE_B_YZ_50_R2", "Yzmir Engraver", MOWGLI, "hero"),
)


@covers(*(ref for ref, _, _, _ in SUPPORT_COUNTERS))
def test_support_reactions_count_up_to_a_max_of_2_from_reserve() -> None:
    """The support Reactions of Scribbling Starfish (R1: Spells; R2: Characters with a base
    statistic of 0), Sylas (R1: Spells; R2: another Character joining) and Yzmir Engraver
    (C/R1: Spells; R2: base statistic of 0): "I gain 1 boost, up to a max of 2", from my
    Reserve; three such plays leave 2 boosts."""
    for ref, name, trigger, where in SUPPORT_COUNTERS:
        s = scene(reserve=[ref], hand=[trigger] * 3, mana=9)
        me = s.named(name)
        for n in (1, 2, 2):
            s.play(_in_hand(s, trigger)[0], exp=where)
            s.settle()
            assert _boosts(me) == n, (ref, n)
            if n == 1:
                s.opp_pass()


@covers("ALT_BISE_B_MU_56_R2")
def test_gran_bwa_r2_gives_a_draw_then_anchors_and_boosts() -> None:
    """Gran Bwa (R2): "{J} You may have target opponent draw a card. If you do, I gain
    Anchored."; "When an opponent draws one or more cards or Resupplies — I gain 1 boost"
    (that draw counts); "{I} When another Character joins your Expeditions — I gain 1
    boost, up to a max of 2"."""
    s = scene(hand=["ALT_BISE_B_MU_56_R2"])
    opp = len(s.p(1).hand)
    s.play(s.named("Gran Bwa"))
    s.settle()
    s.yes()
    s.settle()
    bwa = s.named("Gran Bwa")
    assert len(s.p(1).hand) == opp + 1
    assert Status.ANCHORED in bwa.statuses and _boosts(bwa) == 1
    s = scene(reserve=["ALT_BISE_B_MU_56_R2"], hand=[TROOPER])
    s.play(_in_hand(s, TROOPER)[0])
    s.settle()
    assert _boosts(s.named("Gran Bwa")) == 1


REFINERY = ("ALT_BISE_B_AX_63_C", "ALT_BISE_B_AX_63_R2")


@covers(*REFINERY)
def test_the_refinery_counts_cards_leaving_my_reserve_then_boosts_it() -> None:
    """The Refinery: "When a card leaves your Reserve during the Afternoon — I gain 1 Sap
    counter"; "{T}, spend 3 of my Sap counters: Characters in your Reserve gain 1 boost"."""
    for ref in REFINERY:
        s = scene(landmarks=[ref], reserve=[TROOPER, VANILLA], hand=[KAPPA])
        refinery = s.named("The Refinery")
        s.play(s.named("Ordis Trooper"))
        s.settle()
        assert refinery.counters.get("sap", 0) == 1, ref
        refinery.counters["sap"] = 3  # set-up: two more cards' worth
        s.opp_pass()
        s.quick(refinery)
        s.settle()
        assert refinery.counters.get("sap", 0) == 0 and refinery.exhausted
        assert _boosts(s.named("Amelia Earhart")) == 1, ref  # in my Reserve
        assert _boosts(s.named("Ordis Trooper")) == 0  # in my Expedition


@covers("ALT_BISE_B_MU_56_C", "ALT_BISE_B_MU_56_R1")
def test_gran_bwa_boosts_at_noon_in_reserve() -> None:
    """Gran Bwa: "{I} At Noon — I gain 1 boost, up to a max of 2", from my Reserve."""
    for ref in ("ALT_BISE_B_MU_56_C", "ALT_BISE_B_MU_56_R1"):
        s = scene(reserve=[ref])
        assert _boosts(s.named("Gran Bwa")) == 1, ref


@covers("ALT_BISE_B_OR_62_R1")
def test_mesektet_r1_at_noon_recruits_where_behind_or_tied() -> None:
    """Mesektet (R1): "At Noon — Create an Ordis Recruit Soldier token in each of your
    Expeditions that's behind or tied" (7.5.2): both of mine are tied at the start; with
    my Hero Expedition ahead, only the Companion one gets a Recruit."""
    s = scene(landmarks=["ALT_BISE_B_OR_62_R1"])
    assert len(s.tokens("Ordis Recruit", 0, "hero")) == 1
    assert len(s.tokens("Ordis Recruit", 0, "companion")) == 1
    bird = "ALT_CYCLONE_B_MU_69_C"  # Armored Bird, a 4/4/5 Defender: nothing moves at Dusk
    s = scene(landmarks=["ALT_BISE_B_OR_62_R1"], opp_hero_exp=[bird], opp_companion_exp=[bird])
    s.p(0).position["hero"] = 1  # set-up: my Hero Expedition one region ahead
    s.next_day()  # Rest took the Recruits of day 1 (tokens cease to exist, 2.1.e)
    assert s.p(0).distance("hero") == 1 and s.p(1).distance("hero") == 0
    assert not s.tokens("Ordis Recruit", 0, "hero")
    assert len(s.tokens("Ordis Recruit", 0, "companion")) == 1


@covers("ALT_BISE_B_OR_58_R1")
def test_simurgh_r1_draws_with_fewer_cards_in_reserve() -> None:
    """Simurgh (R1): "{J} If you have less cards in Reserve than target opponent, draw a
    card"."""
    for mine, theirs, draws in (([], [VANILLA], 1), ([VANILLA], [VANILLA], 0)):
        s = scene(hand=["ALT_BISE_B_OR_58_R1"], reserve=mine, opp_reserve=theirs, mana=8)
        hand = len(s.p().hand)
        s.play(s.named("Simurgh"))
        s.settle()
        if s.d.kind == "target_player":
            s.answer("p:1")
            s.settle()
        assert len(s.p().hand) == hand - 1 + draws, (mine, theirs)


KEYTARIST_R2 = "ALT_BISE_B_LY_52_R2"


@covers(KEYTARIST_R2)
def test_bliss_keytarist_r2_noon_mode_one_boost_or_exhaust_for_two() -> None:
    """BLISS Keytarist (R2): "{I} At Noon — Choose one: • I gain 1 boost, up to a max of 3
    • {T} : I gain 2 boosts, up to a max of 3" — from my Reserve; the second mode exhausts
    it (so its support abilities are off until readied, 2.2.11.j)."""
    for mode, boosts, exhausted in (("m:0", 1, False), ("m:1", 2, True)):
        s = scene(reserve=[KEYTARIST_R2], settle=False)
        assert s.d.kind == "mode"
        s.answer(mode)
        s.settle()
        keytarist = s.named("BLISS Keytarist")
        assert _boosts(keytarist) == boosts and keytarist.exhausted is exhausted, mode


@covers(KEYTARIST_R2)
def test_bliss_keytarist_r2_at_dusk_draws_a_revealed_robot_or_permanent() -> None:
    """BLISS Keytarist (R2): "At Dusk — If I'm Boosted, reveal the top card of your deck. If
    it's a Robot or Permanent, draw it. Otherwise, discard it.": a Landmark on top is
    drawn, a vanilla Character discarded."""
    for top, where in ((JAMMER, Zone.HAND), (VANILLA, Zone.DISCARD)):
        s = scene(hero_exp=[KEYTARIST_R2], opp_hero_exp=[KAPPA], deck_top=[top])
        s.named("BLISS Keytarist").counters["boost"] = 1  # set-up
        s.to_night_end()
        assert s.logged("reveals the top 1 cards of the Deck")
        card = next(c for c in s.state.all_cards() if c.cdef.ref == top and c.owner == 0)
        assert card.zone is where, top


@covers("ALT_BISE_B_LY_51_R1")
def test_lyra_contortionist_r1_from_reserve_loses_fleeting() -> None:
    """Lyra Contortionist (R1): "{R} I lose Fleeting" — played from Reserve (Fleeting by
    2.4.6.a), at Rest it goes back to my Reserve, not to the Discard pile."""
    s = scene(reserve=["ALT_BISE_B_LY_51_R1"])
    s.play(s.named("Lyra Contortionist"))
    s.settle()
    me = s.named("Lyra Contortionist")
    assert Status.FLEETING not in me.statuses
    s.to_night_end()
    assert me.zone is Zone.RESERVE


ARCANE_SUPPORT = (  # (reference, name, what I play, where): "{I} … 1 Arcane counter, max 3"
    ("ALT_BISE_B_YZ_57_R1", "Sap Infusion", TRAINING, None),  # another Spell
    ("ALT_BISE_B_YZ_57_R2", "Sap Infusion", TROOPER, "hero"),  # a Character
    ("ALT_BISE_B_YZ_58_C", "Evanescence", TRAINING, None),
    ("ALT_BISE_B_YZ_58_R1", "Evanescence", TRAINING, None),
    ("ALT_BISE_B_YZ_61_C", "Feast of Thoughts", TRAINING, None),
    ("ALT_BISE_B_YZ_61_R2", "Feast of Thoughts", TROOPER, "hero"),  # a Character joins
)


@covers(*(ref for ref, _, _, _ in ARCANE_SUPPORT))
def test_spells_in_reserve_gain_arcane_counters_up_to_3() -> None:
    """Sap Infusion, Evanescence, Feast of Thoughts: "{I} When you play another Spell (Sap
    Infusion R2: a Character; Feast of Thoughts R2: when a Character joins your
    Expeditions) — I gain 1 Arcane counter, up to a max of 3", from my Reserve."""
    for ref, name, trigger, where in ARCANE_SUPPORT:
        s = scene(reserve=[ref], hand=[trigger] * 4, mana=9)
        me = s.named(name)
        for n in (1, 2, 3, 3):
            s.play(_in_hand(s, trigger)[0], exp=where)
            s.settle()
            assert me.counters.get("arcane", 0) == n, (ref, n)
            if n == 1:
                s.opp_pass()


@covers("ALT_BISE_B_YZ_63_C")
def test_scholars_vault_resupplies_when_it_joins() -> None:
    """Scholars' Vault: "{J} Resupply"."""
    s = scene(hand=["ALT_BISE_B_YZ_63_C"], deck_top=[TROOPER])
    s.play(s.named("Scholars' Vault"), exp=None)
    s.settle()
    assert [c.name for c in s.p().reserve] == ["Ordis Trooper"]


@covers("ALT_BISE_B_LY_54_R1")
def test_bliss_drummer_r1_counts_characters_with_a_zero_statistic() -> None:
    """BLISS Drummer (R1): "{I} When you play another Character with a base statistic of 0
    — I gain 1 boost, up to a max of 2": Mowgli (3/0/0) counts, Ordis Trooper does not."""
    s = scene(reserve=["ALT_BISE_B_LY_54_R1"], hand=[TROOPER, MOWGLI])
    drummer = s.named("BLISS Drummer")
    s.play(_in_hand(s, TROOPER)[0])
    s.settle()
    assert _boosts(drummer) == 0
    s.opp_pass()
    s.play(_in_hand(s, MOWGLI)[0])
    s.settle()
    assert _boosts(drummer) == 1
