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


@covers(PASTRY_CHEF)
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
