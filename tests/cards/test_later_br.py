"""Bravos cards of the later sets (Alize, Bise, Cyclone, Duster) that the Card pool II work
added: one test per family of the same text, played through real decisions, and the words
they needed (engine/effects/immediate.py: Rush and playing a card during an effect;
engine/effects/bravos_words.py), each test citing the reminder text or the rule it enforces
(docs/mechanisms.md, "Bravos in the later sets")."""

from __future__ import annotations

from engine.cards.registry import card_by_ref, register
from engine.effects.abilities import Reaction
from engine.effects.passives import Ascended
from engine.effects.selectors import Me
from engine.effects.steps import GainBoosts
from engine.effects.triggers import OnPlayed
from engine.model import CardDef, CardType, Faction, Stats, Status, Zone
from tests.cards.helpers import covers, extra_card, scene

PLAIN = extra_card("TEST_CARD_PLAIN_ONE", (), stats=(1, 1, 1), cost=1)
#: a Character whose [R] ability gives it a boost: shows an [R] ability activated by hand
RESERVIST = extra_card("TEST_CARD_RESERVIST",
                       (Reaction(OnPlayed(Zone.RESERVE), (GainBoosts(Me(), 1),)),),
                       stats=(1, 1, 1), cost=1)


def _cheap_in_hand_dear_in_reserve() -> str:
    """A test Character with Hand Cost 1 and Reserve Cost 4."""
    ref = "TEST_CARD_CHEAP_HAND"
    try:
        card_by_ref(ref)
    except KeyError:
        register(CardDef(ref=ref, name="Cheap Hand", type=CardType.CHARACTER,
                         faction=Faction.AXIOM, hand_cost=1, reserve_cost=4,
                         stats=Stats(1, 1, 1)))
    return ref


def _play_option(s, name: str, exp: str | None = "hero", extra: str = "") -> str:
    """The id of the option playing `name` (into `exp`) in the pending choice."""
    for o in s.d.options:
        parts = o.id.split(":")
        if (o.detail == "play" and name in o.label and (exp is None or exp in parts)
                and (extra in parts if extra else "handcost" not in parts)):
            return o.id
    raise AssertionError([o.label for o in s.d.options])


def _ascended(s) -> set[tuple[int, str]]:
    return {e.passive.expedition for e in s.state.emblems if isinstance(e.passive, Ascended)}


# ------------------------------------------------------------------ Rush
@covers("ALT_CYCLONE_B_BR_67_C")
def test_altrun_teammate_rushes_then_gains_a_boost() -> None:
    """Rush, reminder text: "Rush means playing another card immediately." Altrun Teammate:
    [J] You may Rush to give me 1 boost — the other card is played from the Hand at its
    usual cost (5.2.a) in the middle of the Reaction, then the boost follows; both cards
    are played in one turn, and the turn then goes to the opponent."""
    s = scene(hand=["ALT_CYCLONE_B_BR_67_C", PLAIN], mana=5)
    s.play(s.named("Altrun Teammate"))
    assert s.d.kind == "choose_card" and any(o.id == "skip" for o in s.d.options)
    s.answer(_play_option(s, "Plain One", "companion"))
    mate, plain = s.named("Altrun Teammate"), s.named("Plain One")
    assert plain.zone is Zone.EXPEDITION and plain.expedition == "companion"
    assert mate.boosts == 1
    assert s.ready_mana() == 5 - 2 - 1  # the Rushed card's cost was paid too
    assert s.logged("Rushes Plain One during the effect")
    assert s.d.kind == "turn" and s.d.player == 1


@covers("ALT_CYCLONE_B_BR_67_C")
def test_no_rush_no_boost() -> None:
    """"You may Rush to X": X only if a card was played (6.5.f) — declining plays nothing
    and gives no boost; with no card that can be paid for, nothing is offered at all."""
    s = scene(hand=["ALT_CYCLONE_B_BR_67_C", PLAIN], mana=5)
    s.play(s.named("Altrun Teammate"))
    s.answer("skip")
    assert s.named("Altrun Teammate").boosts == 0 and s.named("Plain One").zone is Zone.HAND
    assert s.logged("chose not to play a card")
    s = scene(hand=["ALT_CYCLONE_B_BR_67_C"], mana=3)  # the fillers cost 9
    s.play(s.named("Altrun Teammate"))
    assert s.named("Altrun Teammate").boosts == 0
    assert s.logged("has no card that can be played now")


@covers("ALT_CYCLONE_B_BR_67_R1", "ALT_CYCLONE_B_BR_67_R2")
def test_altrun_teammate_rare_rushes_to_boost_a_target() -> None:
    """Altrun Teammate (rares): [J] You may Rush to give target Character 1 boost — the
    target is chosen after the card is played, so it can be the card just Rushed (6.5.b)."""
    for ref in ("ALT_CYCLONE_B_BR_67_R1", "ALT_CYCLONE_B_BR_67_R2"):
        s = scene(hand=[ref, PLAIN], mana=5)
        s.play(s.named("Altrun Teammate"))
        s.answer(_play_option(s, "Plain One"))
        plain = s.named("Plain One")
        s.pick(plain)
        assert plain.boosts == 1 and s.named("Altrun Teammate").boosts == 0, ref


@covers("ALT_CYCLONE_B_BR_68_R1")
def test_smoldering_jinn_rushes_from_reserve_for_a_mana_orb() -> None:
    """Smoldering Jinn (R1): [R] You may Rush to put the top card of your deck in your Mana
    zone, exhausted — a new Mana Orb is face down and exhausted (3.2.9.b)."""
    s = scene(reserve=["ALT_CYCLONE_B_BR_68_R1"], hand=[PLAIN], mana=5)
    orbs = len(s.p(0).mana)
    s.play(s.named("Smoldering Jinn"))
    s.answer(_play_option(s, "Plain One"))
    assert len(s.p(0).mana) == orbs + 1
    assert s.ready_mana() == 5 - 3 - 1  # the new orb is exhausted
    assert card_by_ref("ALT_CYCLONE_B_BR_68_R1").abilities[0].text().endswith(
        "Mana zone, exhausted.")


@covers("ALT_CYCLONE_B_BR_70_R1", "ALT_CYCLONE_B_BR_70_R2")
def test_tengu_ascends_its_expedition_if_you_rush() -> None:
    """Tengu: [J] You may Rush. If you do, my Expedition Ascends (6.5.f: only if a card was
    played)."""
    for ref in ("ALT_CYCLONE_B_BR_70_R1", "ALT_CYCLONE_B_BR_70_R2"):
        s = scene(hand=[ref, PLAIN], mana=5)
        s.play(s.named("Tengu"), exp="companion")
        s.answer(_play_option(s, "Plain One"))
        assert _ascended(s) == {(0, "companion")}, ref
        s = scene(hand=[ref, PLAIN], mana=5)
        s.play(s.named("Tengu"), exp="companion")
        s.answer("skip")
        assert _ascended(s) == set(), ref


@covers("ALT_CYCLONE_B_BR_72_C", "ALT_CYCLONE_B_BR_72_R2", "ALT_CYCLONE_B_BR_72_R1")
def test_wingsuit_jumper_rushes_to_draw() -> None:
    """Wingsuit Jumper: [R] (R1: [H]) You may Rush to draw a card. The R1 support ability
    ("The next Character you play this turn gains 1 boost") is used from the Reserve."""
    for ref in ("ALT_CYCLONE_B_BR_72_C", "ALT_CYCLONE_B_BR_72_R2"):
        s = scene(reserve=[ref], hand=[PLAIN], mana=5)
        hand = len(s.p(0).hand)
        s.play(s.named("Wingsuit Jumper"))
        s.answer(_play_option(s, "Plain One"))
        assert len(s.p(0).hand) == hand - 1 + 1, ref  # Plain One left, one card drawn
    s = scene(hand=["ALT_CYCLONE_B_BR_72_R1", PLAIN], mana=5)
    hand = len(s.p(0).hand)
    s.play(s.named("Wingsuit Jumper"))
    s.answer(_play_option(s, "Plain One"))
    assert len(s.p(0).hand) == hand - 2 + 1
    s = scene(reserve=["ALT_CYCLONE_B_BR_72_R1"], hand=[PLAIN], mana=5)
    s.quick(s.named("Wingsuit Jumper"))
    s.play(s.named("Plain One"))
    s.settle()
    assert s.named("Plain One").boosts == 1


@covers("ALT_CYCLONE_B_BR_73_C", "ALT_CYCLONE_B_BR_73_R1", "ALT_CYCLONE_B_BR_73_R2")
def test_bravos_harpooner_rushes_to_sabotage() -> None:
    """Bravos Harpooner: [H] (rares: [J]) You may Rush to Sabotage — "discard up to one
    target card from a Reserve" once the other card is played."""
    for ref in ("ALT_CYCLONE_B_BR_73_C", "ALT_CYCLONE_B_BR_73_R1", "ALT_CYCLONE_B_BR_73_R2"):
        s = scene(hand=[ref, PLAIN], opp_reserve=[PLAIN], mana=6)
        s.play(s.named("Bravos Harpooner"))
        s.answer(_play_option(s, "Plain One"))
        victim = s.named("Plain One", Zone.RESERVE, who=1)
        s.pick(victim)
        assert victim.zone is Zone.DISCARD, ref


@covers("ALT_CYCLONE_B_BR_78_C")
def test_sols_hunt_sends_to_reserve_then_may_rush_to_sabotage() -> None:
    """Sol's Hunt: Fleeting. Send target Character to Reserve. You may Rush to Sabotage — a
    Spell's effect goes on around the card played in its middle (5.1.1.d); Sol's Hunt is
    discarded as it is Fleeting (2.4.6.b)."""
    s = scene(hand=["ALT_CYCLONE_B_BR_78_C", PLAIN], opp_hero_exp=[PLAIN],
              opp_reserve=[RESERVIST], mana=6)
    target = s.named("Plain One", Zone.EXPEDITION, who=1)
    s.play(s.named("Sol's Hunt"), exp=None)  # the only Character: its target (6.1.g)
    assert target.zone is Zone.RESERVE
    s.answer(_play_option(s, "Plain One"))
    s.pick(s.named("Reservist", who=1))
    assert s.named("Reservist").zone is Zone.DISCARD
    assert s.named("Sol's Hunt").zone is Zone.DISCARD
    assert s.named("Plain One", Zone.EXPEDITION, who=0).expedition == "hero"


@covers("ALT_CYCLONE_B_BR_78_R1", "ALT_CYCLONE_B_BR_78_R2")
def test_sols_hunt_rare_rushes_only_as_first_player() -> None:
    """Sol's Hunt (rares): If you are first player, you may Rush to Sabotage (6.5.d)."""
    for ref in ("ALT_CYCLONE_B_BR_78_R1", "ALT_CYCLONE_B_BR_78_R2"):
        s = scene(hand=[ref, PLAIN], opp_hero_exp=[PLAIN], mana=6)
        s.play(s.named("Sol's Hunt"), exp=None)
        assert s.d.kind == "choose_card", ref
        s = scene(hand=[ref, PLAIN], opp_hero_exp=[PLAIN], mana=6, first=False)
        s.opp_pass()
        s.play(s.named("Sol's Hunt"), exp=None)
        assert s.named("Plain One", who=0).zone is Zone.HAND, ref
        assert s.logged("the condition 'you are first player' is not met")


@covers("ALT_DUSTER_B_BR_88_C", "ALT_DUSTER_B_BR_88_R1", "ALT_DUSTER_B_BR_88_R2")
def test_helpful_diver_without_rush_the_opponent_exhausted_resupplies() -> None:
    """Helpful Diver: [J] You may Rush. If you don't, target opponent Exhausted Resupplies
    ("They put the top card of their deck in Reserve, then they exhaust it")."""
    for ref in ("ALT_DUSTER_B_BR_88_C", "ALT_DUSTER_B_BR_88_R1", "ALT_DUSTER_B_BR_88_R2"):
        s = scene(hand=[ref, PLAIN], mana=5)
        s.play(s.named("Helpful Diver"))
        s.answer("skip")
        (card,) = s.p(1).reserve
        assert card.exhausted, ref
        s = scene(hand=[ref, PLAIN], mana=5)
        s.play(s.named("Helpful Diver"))
        s.answer(_play_option(s, "Plain One"))
        assert s.p(1).reserve == [], ref


@covers("ALT_DUSTER_B_BR_90_C")
def test_isabel_letham_rushes_to_resupply() -> None:
    """Isabel Letham: [R] You may Rush to Resupply ("Put the top card of your deck in
    Reserve")."""
    s = scene(reserve=["ALT_DUSTER_B_BR_90_C"], hand=[PLAIN], deck_top=[RESERVIST], mana=5)
    s.play(s.named("Isabel Letham"))
    s.answer(_play_option(s, "Plain One"))
    assert s.named("Reservist").zone is Zone.RESERVE


@covers("ALT_DUSTER_B_BR_90_R1", "ALT_DUSTER_B_BR_90_R2")
def test_isabel_letham_rare_resupplies_then_may_rush_the_card_resupplied() -> None:
    """Isabel Letham (rares): [R] Resupply, then you may Rush — the card just put in Reserve
    can be the one played (5.2.a: from the Hand or the Reserve), at its Reserve Cost, and
    Fleeting as any card played from Reserve (2.4.6.a)."""
    for ref in ("ALT_DUSTER_B_BR_90_R1", "ALT_DUSTER_B_BR_90_R2"):
        s = scene(reserve=[ref], deck_top=[PLAIN], mana=5)
        s.play(s.named("Isabel Letham"))
        plain = s.named("Plain One")
        assert plain.zone is Zone.RESERVE
        s.answer(_play_option(s, "Plain One"))
        assert plain.zone is Zone.EXPEDITION and plain.has(Status.FLEETING), ref


@covers("ALT_DUSTER_B_BR_95_C", "ALT_DUSTER_B_BR_95_R1", "ALT_DUSTER_B_BR_95_R2")
def test_deep_cloud_instructor_rushes_a_character_that_activates_its_reserve_ability() -> None:
    """Deep-Cloud Instructor: [H] (rares: [J]) You may Rush a Character. If played from your
    hand, it activates one of its [R] abilities (7.3.1.b); only Characters are offered. Its
    own [R]: I gain 2 boosts (rares: 1)."""
    for ref, boosts in (("ALT_DUSTER_B_BR_95_C", 2), ("ALT_DUSTER_B_BR_95_R1", 1),
                        ("ALT_DUSTER_B_BR_95_R2", 1)):
        s = scene(hand=[ref, RESERVIST, "ALT_CYCLONE_B_BR_78_C"], mana=8)
        s.play(s.named("Deep-Cloud Instructor"))
        assert not any("Sol's Hunt" in o.label for o in s.d.options)  # a Spell
        s.answer(_play_option(s, "Reservist"))
        s.settle()
        assert s.named("Reservist").boosts == 1, ref
        assert s.triggered("Reservist")
        s = scene(reserve=[ref], mana=6)
        s.play(s.named("Deep-Cloud Instructor"))
        s.settle()
        assert s.named("Deep-Cloud Instructor").boosts == boosts, ref


@covers("ALT_DUSTER_B_BR_95_C")
def test_a_character_rushed_from_reserve_activates_nothing_more() -> None:
    """"If played from your hand": a Character Rushed from the Reserve only has its own
    [R] Reaction, once."""
    s = scene(hand=["ALT_DUSTER_B_BR_95_C"], reserve=[RESERVIST], mana=6)
    s.play(s.named("Deep-Cloud Instructor"))
    s.answer(_play_option(s, "Reservist"))
    s.settle()
    assert s.named("Reservist").boosts == 1


@covers("ALT_DUSTER_B_BR_97_C", "ALT_DUSTER_B_BR_97_R1", "ALT_DUSTER_B_BR_97_R2")
def test_haven_trainer_may_pay_the_hand_cost_of_a_card_from_reserve() -> None:
    """Haven Trainer: [H] (rares: [J]) You may Rush. If you would play a card from Reserve
    this way, you may pay its Hand Cost instead of its Reserve Cost — the card is still
    played from the Reserve, so it is Fleeting (2.4.6.a)."""
    cheap = _cheap_in_hand_dear_in_reserve()
    for ref in ("ALT_DUSTER_B_BR_97_C", "ALT_DUSTER_B_BR_97_R1", "ALT_DUSTER_B_BR_97_R2"):
        s = scene(hand=[ref], reserve=[cheap], mana=8)
        s.play(s.named("Haven Trainer"))
        labels = [o.label for o in s.d.options]
        assert any("costs 4" in t for t in labels) and any("costs 1" in t for t in labels)
        s.answer(_play_option(s, "Cheap Hand", extra="handcost"))
        card = s.named("Cheap Hand")
        assert card.zone is Zone.EXPEDITION and card.has(Status.FLEETING), ref
        assert s.ready_mana() == 8 - 3 - 1, ref


# ------------------------------------------------------------------ playing a card now
@covers("ALT_ALIZE_B_BR_40_C", "ALT_ALIZE_B_BR_40_R1", "ALT_ALIZE_B_BR_40_R2")
def test_eros_may_immediately_play_a_character_for_3_less() -> None:
    """Eros: [J] You may immediately play a Character for 3 less (5.1.2.e: a decrease, and a
    cost is never below 0); R1: It gains 2 boosts; R2: It gains Anchored."""
    for ref in ("ALT_ALIZE_B_BR_40_C", "ALT_ALIZE_B_BR_40_R1", "ALT_ALIZE_B_BR_40_R2"):
        s = scene(hand=[ref, "ALT_DUSTER_B_BR_97_C", PLAIN], mana=8)
        s.play(s.named("Eros"))
        assert any("Haven Trainer" in o.label and "costs 0" in o.label for o in s.d.options)
        s.answer(_play_option(s, "Haven Trainer"))
        trainer = s.named("Haven Trainer")
        assert trainer.zone is Zone.EXPEDITION and s.ready_mana() == 1, ref
        if ref.endswith("R1"):
            assert trainer.boosts == 2
        elif ref.endswith("R2"):
            assert trainer.has(Status.ANCHORED)
        else:
            assert trainer.boosts == 0 and not trainer.has(Status.ANCHORED)


@covers("ALT_ALIZE_B_BR_41_C", "ALT_ALIZE_B_BR_41_R1")
def test_mana_flare_plays_a_character_for_5_less() -> None:
    """Mana Flare: Fleeting. Immediately play a Character for 5 less (no "may": a Character
    is played if one can be); the common version: It gains Fleeting ("If it would be sent
    to Reserve, discard it instead")."""
    for ref in ("ALT_ALIZE_B_BR_41_C", "ALT_ALIZE_B_BR_41_R1"):
        s = scene(hand=[ref, "ALT_ALIZE_B_BR_40_C"], mana=6)
        s.play(s.named("Mana Flare"), exp=None)
        assert not any(o.id == "skip" for o in s.d.options)
        s.answer(_play_option(s, "Eros"))
        eros = s.named("Eros")
        assert eros.zone is Zone.EXPEDITION and s.ready_mana() == 6 - 4 - 2
        assert eros.has(Status.FLEETING) == ref.endswith("_C"), ref


@covers("ALT_ALIZE_B_BR_41_R2")
def test_mana_flare_rare_plays_a_spell_for_5_less() -> None:
    """Mana Flare (R2): Immediately play a Spell for 5 less — only Spells are offered."""
    s = scene(hand=["ALT_ALIZE_B_BR_41_R2", "ALT_CYCLONE_B_BR_78_C", PLAIN],
              opp_hero_exp=[PLAIN], mana=4)
    s.play(s.named("Mana Flare"), exp=None)
    # the one Spell is played, for 0, as nothing else may be (6.1.g); Sol's Hunt sends
    # the one Character to Reserve; nothing is left to pay its own Rush with
    assert s.named("Plain One", who=1).zone is Zone.RESERVE
    assert s.named("Sol's Hunt").zone is Zone.DISCARD and s.ready_mana() == 0
    assert s.logged("plays Sol's Hunt during the effect")
    assert s.named("Plain One", who=0).zone is Zone.HAND


@covers("ALT_CYCLONE_B_BR_76_C", "ALT_CYCLONE_B_BR_76_R1", "ALT_CYCLONE_B_BR_76_R2")
def test_beowulf_leaving_plays_a_card_with_small_base_cost_for_free() -> None:
    """Beowulf: When I leave the Expedition zone — You may play a Character (R2: a
    Permanent) with Base Cost 2 (rares: 3) or less for free — Base Cost is the Reserve Cost
    if from Reserve, the Hand Cost otherwise (reminder text); free: no cost paid (7.3.20)."""
    cheap = _cheap_in_hand_dear_in_reserve()
    s = scene(hand=["ALT_CYCLONE_B_BR_78_C", PLAIN], reserve=[cheap],
              hero_exp=["ALT_CYCLONE_B_BR_76_C"], mana=4)
    s.play(s.named("Sol's Hunt"), exp=None)  # Beowulf: the only target; no mana to Rush
    s.settle()
    labels = [o.label for o in s.d.options]
    assert any("Plain One" in t and "costs 0" in t for t in labels)
    assert not any("Cheap Hand" in t for t in labels)  # Reserve Cost 4 from Reserve
    s.answer(_play_option(s, "Plain One"))
    assert s.named("Plain One").zone is Zone.EXPEDITION and s.ready_mana() == 0
    s = scene(hand=["ALT_CYCLONE_B_BR_78_C"], hero_exp=["ALT_CYCLONE_B_BR_76_R2"],
              reserve=["ALT_CORE_B_AX_26_C"], mana=4)
    s.play(s.named("Sol's Hunt"), exp=None)
    s.settle()
    assert any("Kelon Cylinder" in o.label for o in s.d.options)
    s.answer(_play_option(s, "Kelon Cylinder", exp=None))
    assert s.named("Kelon Cylinder").zone is Zone.LANDMARK
    s = scene(hand=["ALT_CYCLONE_B_BR_78_C", "ALT_DUSTER_B_BR_97_C"],
              hero_exp=["ALT_CYCLONE_B_BR_76_R1"], mana=4)
    s.play(s.named("Sol's Hunt"), exp=None)
    s.settle()
    s.answer(_play_option(s, "Haven Trainer"))  # Hand Cost 3
    assert s.named("Haven Trainer").zone is Zone.EXPEDITION


# ------------------------------------------------------------------ passing
@covers("ALT_CYCLONE_B_BR_71_C", "ALT_CYCLONE_B_BR_71_R1", "ALT_CYCLONE_B_BR_71_R2")
def test_phileas_fogg_may_pass_at_once() -> None:
    """Phileas Fogg: [R] You may immediately pass ("You end your Afternoon and don't take
    any more turns this Day"; 4.2.3.d); rares: If you do, I gain 1 boost. The opponent
    then plays on alone."""
    for ref in ("ALT_CYCLONE_B_BR_71_C", "ALT_CYCLONE_B_BR_71_R1", "ALT_CYCLONE_B_BR_71_R2"):
        s = scene(reserve=[ref], mana=5)
        s.play(s.named("Phileas Fogg"))
        s.yes()
        s.settle()
        assert s.p(0).passed, ref
        assert s.named("Phileas Fogg").boosts == (0 if ref.endswith("_C") else 1)
        assert s.d.kind == "turn" and s.d.player == 1
        assert s.logged("passes first")
        s = scene(reserve=[ref], mana=5)
        s.play(s.named("Phileas Fogg"))
        s.no()
        assert not s.p(0).passed and s.named("Phileas Fogg").boosts == 0, ref


@covers("ALT_DUSTER_B_BR_96_C", "ALT_DUSTER_B_BR_96_R1", "ALT_DUSTER_B_BR_96_R2")
def test_nephele_pass_or_the_opponent_gets_a_manaseed() -> None:
    """Nephele: [J] You may pass (4.2.3.d). If you don't, create a Manaseed token in target
    opponent's Landmarks; rares: If you do, create one in another target player's
    Landmarks."""
    def seeds(s, who: int) -> int:
        return sum(c.name == "Manaseed" for c in s.p(who).landmarks)

    s = scene(hand=["ALT_DUSTER_B_BR_96_C"], mana=5)
    s.play(s.named("Nephele"))
    s.no()
    assert not s.p(0).passed and seeds(s, 1) == 1 and seeds(s, 0) == 0
    s = scene(hand=["ALT_DUSTER_B_BR_96_C"], mana=5)
    s.play(s.named("Nephele"))
    s.yes()
    assert s.p(0).passed and seeds(s, 1) == 0
    for ref in ("ALT_DUSTER_B_BR_96_R1", "ALT_DUSTER_B_BR_96_R2"):
        s = scene(hand=[ref], mana=5)
        s.play(s.named("Nephele"))
        s.yes()
        assert s.p(0).passed and seeds(s, 1) == 1 and seeds(s, 0) == 0, ref
        s = scene(hand=[ref], mana=5)
        s.play(s.named("Nephele"))
        s.no()
        assert not s.p(0).passed and seeds(s, 1) == 0, ref


@covers("ALT_CYCLONE_B_AX_82_R1")
def test_aerolith_quarry_rare_gives_a_boost_when_you_sacrifice_a_permanent() -> None:
    """Aerolith Quarry (R1, read with the Bravos word "give target Character N boosts"):
    When you sacrifice a Permanent — You may exhaust me to give target Character 1 boost.
    The Manaseed's cost sacrifices it (7.3.25)."""
    s = scene(landmarks=["ALT_CYCLONE_B_AX_82_R1", "ALT_DUSTER_B_NE_04_C"], hero_exp=[PLAIN])
    s.quick(s.named("Manaseed"))
    s.settle()
    s.yes()
    assert s.named("Plain One").boosts == 1
    assert s.named("Aerolith Quarry").exhausted


# ------------------------------------------------------------------ boosts and Fleeting
RAGE = ("ALT_CYCLONE_B_BR_80_C", "ALT_CYCLONE_B_BR_80_R1", "ALT_CYCLONE_B_BR_80_R2")


@covers(*RAGE)
def test_rage_gives_two_boosts_and_fleeting() -> None:
    """Rage: Target non-Fleeting Character (R1: Target Character) gains 2 boosts and
    Fleeting ("If it would go to Reserve, it goes to discard instead") — a Fleeting
    Character is no legal target of the common version (6.5.b)."""
    for ref in RAGE:
        s = scene(hand=[ref], hero_exp=[PLAIN], reserve=[RESERVIST], mana=4)
        s.play(s.named("Reservist"))  # from Reserve: Fleeting (2.4.6.a)
        s.opp_pass()
        plain, reservist = s.named("Plain One"), s.named("Reservist")
        assert reservist.has(Status.FLEETING)
        s.play(s.named("Rage"), exp=None)
        if ref.endswith("R1"):  # both are legal targets: a choice
            assert s.d.kind == "target" and reservist.oid in {o.objects[0] for o in s.d.options}
            s.pick(plain)
        # otherwise Plain One is the only legal target and is taken (6.1.g)
        s.settle()
        assert plain.boosts == 2 and plain.has(Status.FLEETING), ref
        assert reservist.boosts == 1  # its own [R] boost only


@covers("ALT_ALIZE_B_BR_46_C", "ALT_ALIZE_B_BR_46_R1", "ALT_ALIZE_B_BR_46_R2")
def test_icebound_peak_counts_characters_gaining_fleeting() -> None:
    """Icebound Peak: When a Character you control gains Fleeting — I gain a Trial counter.
    When I gain my third Trial counter — Sacrifice me. If you do, create a Dragon Shade
    Illusion token in target Expedition, then each Character you control gains 1 boost."""
    for ref in ("ALT_ALIZE_B_BR_46_C", "ALT_ALIZE_B_BR_46_R1", "ALT_ALIZE_B_BR_46_R2"):
        s = scene(landmarks=[ref], hand=[RAGE[0]] * 3, hero_exp=[PLAIN, PLAIN, PLAIN],
                  opp_hero_exp=[PLAIN], mana=6)
        peak = s.named("Icebound Peak")
        mine = list(s.exp(0))
        for k, target in enumerate(mine, start=1):
            s.settle()
            if s.d.player == 1:
                s.opp_pass()
            s.play(next(c for c in s.p(0).hand if c.name == "Rage"), exp=None)
            s.pick(target)
            s.settle()
            if k < 3:
                assert peak.counters.get("trial") == k, ref
        s.until(lambda s: s.d.kind == "target_expedition")
        s.pick_label("Me's hero Expedition")
        s.settle()
        assert s.named("Icebound Peak").zone is Zone.DISCARD, ref
        (shade,) = s.tokens("Dragon Shade", 0, "hero")
        assert [c.boosts for c in mine] == [3, 3, 3] and shade.boosts == 1, ref
        assert s.named("Plain One", who=1).boosts == 0


@covers("ALT_ALIZE_B_OR_41_C", "ALT_ALIZE_B_OR_41_R2")
def test_ordis_liaison_boosts_each_other_character_you_control() -> None:
    """Ordis Liaison (read with the word "each Character you control"): [J] Each other
    Character you control gains 1 boost — not itself, not the opponent's."""
    for ref in ("ALT_ALIZE_B_OR_41_C", "ALT_ALIZE_B_OR_41_R2"):
        s = scene(hand=[ref], hero_exp=[PLAIN], companion_exp=[RESERVIST],
                  opp_hero_exp=[PLAIN], mana=5)
        s.play(s.named("Ordis Liaison"))
        s.settle()
        assert s.named("Plain One", who=0).boosts == 1 and s.named("Reservist").boosts == 1
        assert s.named("Ordis Liaison").boosts == 0 and s.named("Plain One", who=1).boosts == 0


@covers("ALT_CYCLONE_B_BR_77_C")
def test_halua_raging_leviathan_makes_each_character_fleeting_at_dusk() -> None:
    """Halua, Raging Leviathan: Gigantic. Tough 1. At Dusk — Each Character gains Fleeting:
    every Character in play, its own and the opponent's, itself too."""
    s = scene(hero_exp=["ALT_CYCLONE_B_BR_77_C", PLAIN], opp_companion_exp=[PLAIN])
    cards = (s.named("Halua, Raging Leviathan"), s.named("Plain One", who=0),
             s.named("Plain One", who=1))
    s.to_night_end()
    for c in cards:  # Fleeting: discarded instead of going to Reserve at Rest (2.4.6.d)
        assert c.zone is Zone.DISCARD, c
    assert s.logged("is Fleeting, so it is discarded instead of going to Reserve")


@covers("ALT_BISE_B_BR_55_C", "ALT_BISE_B_BR_55_R1", "ALT_BISE_B_BR_55_R2")
def test_hestia_in_reserve_may_pay_one_to_boost_the_character_played() -> None:
    """Hestia (support, from the Reserve): When you play another Character — You may pay 1
    to give it 1 boost (6.4: paying is part of the effect)."""
    for ref in ("ALT_BISE_B_BR_55_C", "ALT_BISE_B_BR_55_R1", "ALT_BISE_B_BR_55_R2"):
        s = scene(reserve=[ref], hand=[PLAIN], mana=5)
        s.play(s.named("Plain One"))
        s.settle()
        s.yes()
        assert s.named("Plain One").boosts == 1 and s.ready_mana() == 5 - 1 - 1, ref
        s = scene(reserve=[ref], hand=[PLAIN], mana=5)
        s.play(s.named("Plain One"))
        s.settle()
        s.no()
        assert s.named("Plain One").boosts == 0 and s.ready_mana() == 4, ref


# ------------------------------------------------------------------ "activates one of its [R] abilities"
KEDARM = ("ALT_DUSTER_B_BR_89_C", "ALT_DUSTER_B_BR_89_R1", "ALT_DUSTER_B_BR_89_R2")
LOOKOUT = ("ALT_DUSTER_B_BR_93_R1", "ALT_DUSTER_B_BR_93_R2")
MARKET = ("ALT_DUSTER_B_BR_99_C", "ALT_DUSTER_B_BR_99_R1", "ALT_DUSTER_B_BR_99_R2")


@covers(*KEDARM, *LOOKOUT, *MARKET)
def test_support_next_character_from_hand_activates_one_reserve_ability() -> None:
    """Kedarm, Bravos Lookout (rares), Market Encounter (support): Discard me from Reserve:
    The next Character played from your hand this turn activates one of its [R] abilities
    (7.3.1.b) — an Ongoing effect (2.2.14) the Character uses up as it is played, getting
    an Emblem-Reaction (5.2.b)."""
    for ref in (*KEDARM, *LOOKOUT, *MARKET):
        s = scene(reserve=[ref], hand=[RESERVIST], mana=5)
        support = s.p(0).reserve[0]
        s.quick(support)
        s.settle()
        assert support.zone is Zone.DISCARD, ref
        s.play(s.named("Reservist"))
        s.settle()
        assert s.named("Reservist").boosts == 1, ref
        assert s.logged("Reservist: activates one of its [R] abilities")


@covers("ALT_DUSTER_B_BR_89_C")
def test_the_next_character_played_from_reserve_does_not_use_it_up() -> None:
    """"Played from your hand": a Character played from the Reserve has only its own [R]
    Reaction (one boost); the Ongoing effect lasts this turn only (2.2.14), so it is gone
    by the next turn, unused."""
    s = scene(reserve=["ALT_DUSTER_B_BR_89_C", RESERVIST], hand=[RESERVIST], mana=5)
    s.quick(s.named("Kedarm"))
    s.settle()
    s.play(s.named("Reservist", Zone.RESERVE))
    s.settle()
    assert s.named("Reservist", Zone.EXPEDITION).boosts == 1
    assert not s.logged("Reservist: activates one of its [R] abilities")
    s.opp_pass()
    s.play(s.named("Reservist", Zone.HAND))
    s.settle()
    assert sorted(c.boosts for c in s.exp(0) if c.name == "Reservist") == [0, 1]


@covers("ALT_DUSTER_B_BR_89_R1", "ALT_DUSTER_B_BR_89_R2")
def test_kedarm_rare_going_to_reserve_returns_another_character_to_hand() -> None:
    """Kedarm (rares): When I go to Reserve from the Expedition zone — You may return
    another target Character from your Reserve to your hand (not itself)."""
    for ref in ("ALT_DUSTER_B_BR_89_R1", "ALT_DUSTER_B_BR_89_R2"):
        s = scene(hero_exp=[ref], reserve=[RESERVIST], hand=["ALT_CYCLONE_B_BR_78_C"], mana=4)
        s.play(s.named("Sol's Hunt"), exp=None)  # Kedarm: the only Character
        s.settle()
        s.yes()
        assert s.named("Reservist").zone is Zone.HAND, ref
        assert s.named("Kedarm").zone is Zone.RESERVE


@covers(*MARKET)
def test_market_encounter_spell_effects() -> None:
    """Market Encounter: Create a Manaseed token in your Landmarks; R1: Put the top card of
    your deck in your Mana zone (as an exhausted Mana Orb, 3.2.9.b)."""
    for ref in MARKET:
        s = scene(hand=[ref], mana=5)
        orbs = len(s.p(0).mana)
        s.play(s.named("Market Encounter"), exp=None)
        s.settle()
        seeds = [c for c in s.p(0).landmarks if c.name == "Manaseed"]
        if ref.endswith("R1"):
            assert seeds == [] and len(s.p(0).mana) == orbs + 1
        else:
            assert len(seeds) == 1 and len(s.p(0).mana) == orbs, ref


@covers(*LOOKOUT)
def test_bravos_lookout_gains_two_boosts_from_reserve() -> None:
    """Bravos Lookout (rares): [R] I gain 2 boosts."""
    for ref in LOOKOUT:
        s = scene(reserve=[ref], mana=5)
        s.play(s.named("Bravos Lookout"))
        s.settle()
        assert s.named("Bravos Lookout").boosts == 2, ref


# ------------------------------------------------------------------ zones and Mana
GEYSER = ("ALT_ALIZE_B_BR_42_C", "ALT_ALIZE_B_BR_42_R1", "ALT_ALIZE_B_BR_42_R2")


@covers(*GEYSER)
def test_geyser_returns_a_character_then_becomes_a_mana_orb() -> None:
    """Geyser: Return target Character or Permanent to its owner's hand, then put me in
    your Mana Orbs (as an exhausted Mana Orb, 3.2.9.b) — the Spell leaves Limbo for the
    Mana zone instead of the Reserve; R1: then you may put me there (else to Reserve)."""
    for ref in GEYSER:
        s = scene(hand=[ref], opp_hero_exp=[PLAIN], mana=4)
        orbs = len(s.p(0).mana)
        s.play(s.named("Geyser"), exp=None)
        if ref.endswith("R1"):
            s.yes()
        s.settle()
        assert s.named("Plain One").zone is Zone.HAND, ref
        geyser = s.named("Geyser")
        assert geyser.zone is Zone.MANA and geyser.exhausted, ref
        assert len(s.p(0).mana) == orbs + 1 and s.ready_mana() == 0
    s = scene(hand=["ALT_ALIZE_B_BR_42_R1"], opp_hero_exp=[PLAIN], mana=4)
    s.play(s.named("Geyser"), exp=None)
    s.no()
    s.settle()
    assert s.named("Geyser").zone is Zone.RESERVE


SWIFT_JINN = ("ALT_BISE_B_BR_57_C", "ALT_BISE_B_BR_57_R1", "ALT_BISE_B_BR_57_R2")


@covers(*SWIFT_JINN)
def test_swift_jinn_puts_a_reserve_card_in_mana() -> None:
    """Swift Jinn: [J] You may put a card from your Reserve in your Mana zone (as an
    exhausted Mana Orb); R1: as a ready Mana Orb."""
    for ref in SWIFT_JINN:
        s = scene(hand=[ref], reserve=[PLAIN], mana=6)
        orbs = len(s.p(0).mana)
        s.play(s.named("Swift Jinn"))
        s.settle()
        s.yes()
        plain = s.named("Plain One")
        assert plain.zone is Zone.MANA and len(s.p(0).mana) == orbs + 1, ref
        assert plain.exhausted == (not ref.endswith("R1")), ref
        assert s.ready_mana() == (1 if ref.endswith("R1") else 0)


@covers("ALT_BISE_B_BR_60_C", "ALT_BISE_B_BR_60_R1", "ALT_BISE_B_BR_60_R2",
        "ALT_DUSTER_B_AX_102_C", "ALT_DUSTER_B_AX_102_R2")
def test_boosting_a_character_in_reserve() -> None:
    """Cuppa Sap: Target Character in Reserve gains 2 boosts (R1: 3) — a card in Reserve
    can have counters (2.5.a); only Characters are targets. The Consortium (read with the
    noun "Character in Reserve"): [T]: Target Character in Reserve gains 2 boosts."""
    for ref, n in (("ALT_BISE_B_BR_60_C", 2), ("ALT_BISE_B_BR_60_R1", 3),
                   ("ALT_BISE_B_BR_60_R2", 2)):
        s = scene(hand=[ref], reserve=[PLAIN, "ALT_BISE_B_BR_60_C"], mana=4)
        s.play(s.named("Cuppa Sap", Zone.HAND), exp=None)
        s.settle()
        assert s.named("Plain One").boosts == n, ref
    for ref in ("ALT_DUSTER_B_AX_102_C", "ALT_DUSTER_B_AX_102_R2"):
        s = scene(landmarks=[ref], reserve=[PLAIN])
        s.quick(s.named("The Consortium"))
        s.settle()
        assert s.named("Plain One").boosts == 2 and s.named("The Consortium").exhausted, ref


SPOTTER = ("ALT_CYCLONE_B_BR_69_C", "ALT_CYCLONE_B_BR_69_R1", "ALT_CYCLONE_B_BR_69_R2")


@covers(*SPOTTER)
def test_leviathan_spotter_reveals_a_dear_card_to_draw() -> None:
    """Leviathan Spotter: [R] You may reveal a Character (R2: a Spell) with Hand Cost 4 or
    more from your hand. If you do, draw a card (6.5.f). The revealed card stays in hand."""
    for ref, dear in (("ALT_CYCLONE_B_BR_69_C", "ALT_ALIZE_B_BR_40_C"),
                      ("ALT_CYCLONE_B_BR_69_R1", "ALT_ALIZE_B_BR_40_C"),
                      ("ALT_CYCLONE_B_BR_69_R2", "ALT_ALIZE_B_BR_41_C")):
        s = scene(reserve=[ref], hand=[dear], mana=5)
        hand = len(s.p(0).hand)
        s.play(s.named("Leviathan Spotter"))
        s.settle()
        s.yes()
        if s.d.kind == "choose_card":
            s.pick(s.p(0).hand[-1])
        assert len(s.p(0).hand) == hand + 1, ref
        assert s.logged("reveals")
    s = scene(reserve=["ALT_CYCLONE_B_BR_69_R2"], hand=[PLAIN], mana=5)  # no Spell in hand
    hand = len(s.p(0).hand)
    s.play(s.named("Leviathan Spotter"))
    s.settle()
    s.yes()
    assert len(s.p(0).hand) == hand and s.logged("in hand to reveal")


@covers("ALT_CYCLONE_B_BR_77_R1", "ALT_CYCLONE_B_BR_77_R2")
def test_halua_raging_leviathan_rare_spares_itself() -> None:
    """Halua, Raging Leviathan (rares): Gigantic, Tough 1. At Dusk — Each other Character
    gains Fleeting: the others are discarded at Rest (2.4.6.d), Halua goes to Reserve. Its
    support: Discard me from Reserve: Draw a card."""
    for ref in ("ALT_CYCLONE_B_BR_77_R1", "ALT_CYCLONE_B_BR_77_R2"):
        s = scene(hero_exp=[ref, PLAIN])
        halua = s.named("Halua, Raging Leviathan")
        assert s.state.has_keyword(halua, "gigantic") and s.state.has_keyword(halua, "tough")
        s.to_night_end()
        assert halua.zone is Zone.RESERVE and s.named("Plain One").zone is Zone.DISCARD, ref
        s.until(lambda s: s.d.kind == "turn" and s.d.player == 0)
        hand = len(s.p(0).hand)
        s.quick(halua)
        s.settle()
        assert len(s.p(0).hand) == hand + 1 and halua.zone is Zone.DISCARD


CATCH = ("ALT_DUSTER_B_BR_100_C", "ALT_DUSTER_B_BR_100_R1", "ALT_DUSTER_B_BR_100_R2")


@covers(*CATCH)
def test_catch_of_the_day_returns_an_opponents_card_and_makes_a_manaseed() -> None:
    """Catch of the Day: Return target Character or Permanent controlled by another player
    to its owner's hand (mine are no targets). Then, create a Manaseed token in that
    player's Landmarks (R1: in your Landmarks)."""
    for ref in CATCH:
        s = scene(hand=[ref], hero_exp=[PLAIN], opp_hero_exp=[RESERVIST], mana=5)
        s.play(s.named("Catch of the Day"), exp=None)  # Reservist: the only legal target
        s.settle()
        assert s.named("Reservist").zone is Zone.HAND and s.named("Plain One").zone is Zone.EXPEDITION
        who = 0 if ref.endswith("R1") else 1
        assert [c.name for c in s.p(who).landmarks] == ["Manaseed"], ref
        assert [c.name for c in s.p(1 - who).landmarks] == [], ref


# ------------------------------------------------------------------ "If …, X, otherwise Y"
@covers("ALT_DUSTER_B_BR_86_R1", "ALT_DUSTER_B_BR_86_R2")
def test_flying_squirrel_gains_more_in_contact() -> None:
    """Flying Squirrel (rares): [R] If I'm In Contact, I gain 2 boosts, otherwise I gain 1
    boost ("I'm In Contact if another player's Expedition is in my region"): at the start
    the Expeditions share their regions; set apart, the Squirrel gains one."""
    for ref in ("ALT_DUSTER_B_BR_86_R1", "ALT_DUSTER_B_BR_86_R2"):
        s = scene(reserve=[ref], mana=5)
        s.play(s.named("Flying Squirrel"), exp="hero")
        s.settle()
        assert s.named("Flying Squirrel").boosts == 2, ref
        s = scene(reserve=[ref], mana=5)
        # set-up: the opponent's Expeditions in regions none of mine is in (as in Duster's)
        s.state.players[1].position["hero"] = 1
        s.state.players[1].position["companion"] = 6
        s.play(s.named("Flying Squirrel"), exp="hero")
        s.settle()
        assert s.named("Flying Squirrel").boosts == 1, ref


CLOUDHOG = ("ALT_DUSTER_B_BR_91_C", "ALT_DUSTER_B_BR_91_R1", "ALT_DUSTER_B_BR_91_R2")


@covers(*CLOUDHOG)
def test_bravos_cloudhog_gains_boosts_for_a_character_sabotaged() -> None:
    """Bravos Cloudhog: [R] Sabotage. If you discarded a Character this way, I gain 1 boost
    (rares: 2 boosts, otherwise I gain 1 boost) — a Spell discarded, or none, is not."""
    for ref in CLOUDHOG:
        rare = not ref.endswith("_C")
        s = scene(reserve=[ref], opp_reserve=[PLAIN, "ALT_BISE_B_BR_60_C"], mana=5)
        s.play(s.named("Bravos Cloudhog"))
        s.settle()
        s.pick(s.named("Plain One"))
        s.settle()
        assert s.named("Bravos Cloudhog").boosts == (2 if rare else 1), ref
        s = scene(reserve=[ref], opp_reserve=[PLAIN, "ALT_BISE_B_BR_60_C"], mana=5)
        s.play(s.named("Bravos Cloudhog"))
        s.settle()
        s.pick(s.named("Cuppa Sap"))
        s.settle()
        assert s.named("Cuppa Sap").zone is Zone.DISCARD
        assert s.named("Bravos Cloudhog").boosts == (1 if rare else 0), ref


@covers("ALT_BISE_B_AX_55_R1", "ALT_BISE_B_AX_55_R2")
def test_shortage_supervisor_rare_one_boost_with_cards_in_hand() -> None:
    """Shortage Supervisor (rares, read with "If …, X, otherwise Y"): [R] If your hand is
    empty, I gain 2 boosts, otherwise I gain 1 boost."""
    for ref in ("ALT_BISE_B_AX_55_R1", "ALT_BISE_B_AX_55_R2"):
        s = scene(reserve=[ref], mana=5)
        s.play(s.named("Shortage Supervisor"))
        s.settle()
        assert s.p(0).hand and s.named("Shortage Supervisor").boosts == 1, ref


DUEL = ("ALT_BISE_B_BR_61_C", "ALT_BISE_B_BR_61_R1", "ALT_BISE_B_BR_61_R2")


@covers(*DUEL)
def test_duel_of_grit_targets_no_dearer_than_a_character_you_control() -> None:
    """Duel of Grit: Fleeting. Send to Reserve (rares: Discard) target Character with Hand
    Cost less than or equal to the Hand Cost of a Character you control — with only a Hand
    Cost 1 Character of mine, Eros (7) is no legal target (6.5.b)."""
    for ref in DUEL:
        s = scene(hand=[ref], hero_exp=[PLAIN], opp_hero_exp=[RESERVIST, "ALT_ALIZE_B_BR_40_C"],
                  mana=4)
        s.play(s.named("Duel of Grit"), exp=None)
        offered = {o.objects[0] for o in s.d.options if o.objects}
        assert s.named("Eros").oid not in offered and s.named("Reservist").oid in offered
        s.pick(s.named("Reservist"))
        s.settle()
        to = Zone.RESERVE if ref.endswith("_C") else Zone.DISCARD
        assert s.named("Reservist").zone is to, ref
        assert s.named("Duel of Grit").zone is Zone.DISCARD  # Fleeting (2.4.6.b)


@covers("ALT_BISE_B_BR_62_C", "ALT_BISE_B_BR_62_R2")
def test_the_stew_makes_characters_in_its_expedition_seasoned() -> None:
    """The Stew: [J] Target Character gains 1 boost. Characters in my Expedition are
    Seasoned ("They keep their boosts when they go to Reserve") — only those of its
    controller in the Expedition it is in (7.5.8)."""
    for ref in ("ALT_BISE_B_BR_62_C", "ALT_BISE_B_BR_62_R2"):
        s = scene(hand=[ref], hero_exp=[PLAIN], companion_exp=[RESERVIST],
                  opp_hero_exp=["ALT_DUSTER_B_BR_93_R1"], mana=4)
        s.play(s.named("The Stew"), exp="hero")
        s.pick(s.named("Plain One"))
        s.settle()
        plain, other = s.named("Plain One"), s.named("Reservist")
        assert plain.boosts == 1
        assert s.state.has_keyword(plain, "seasoned"), ref
        assert not s.state.has_keyword(other, "seasoned")
        assert not s.state.has_keyword(s.named("Bravos Lookout"), "seasoned")
        s.to_night_end()
        assert plain.zone is Zone.RESERVE and plain.boosts == 1, ref


# ------------------------------------------------------------------ terrain
def _region(s, terrain, has: bool) -> int:
    """Set-up: a region between the two start regions that has (or lacks) the terrain,
    turned face up (face-down regions have no terrain, remark under 2.2.2.k)."""
    for i in range(1, len(s.state.regions) - 1):
        if (terrain in s.state.regions[i].terrains) == has:
            s.state.regions[i].face_down = False
            return i
    raise AssertionError("no such region")


@covers("ALT_ALIZE_B_BR_33_R1", "ALT_ALIZE_B_BR_33_R2")
def test_skadi_rare_sabotages_in_mountain_otherwise_may_exhaust() -> None:
    """Skadi (rares): [R] If I'm in Mountain, Sabotage. Otherwise, you may exhaust target
    card in Reserve (7.5.7: in a terrain if my Expedition's region has it)."""
    from engine.model import Terrain

    for ref in ("ALT_ALIZE_B_BR_33_R1", "ALT_ALIZE_B_BR_33_R2"):
        s = scene(reserve=[ref], opp_reserve=[PLAIN], mana=5)
        s.state.players[0].position["hero"] = _region(s, Terrain.MOUNTAIN, True)  # set-up
        s.play(s.named("Skadi"), exp="hero")
        s.settle()
        s.pick(s.named("Plain One"))
        assert s.named("Plain One").zone is Zone.DISCARD, ref
        s = scene(reserve=[ref], opp_reserve=[PLAIN], mana=5)
        s.state.players[0].position["hero"] = _region(s, Terrain.MOUNTAIN, False)
        s.play(s.named("Skadi"), exp="hero")
        s.settle()
        s.yes()
        if s.d.kind == "target":
            s.pick(s.named("Plain One"))
        plain = s.named("Plain One")
        assert plain.zone is Zone.RESERVE and plain.exhausted, ref


@covers("ALT_CYCLONE_B_LY_67_R1", "ALT_CYCLONE_B_LY_67_R2")
def test_sticky_shroom_rare_makes_an_aerolith_at_noon_in_forest() -> None:
    """Sticky Shroom (rares, read with the condition "If I'm in [terrain]"): At Noon — If
    I'm in Forest, create an Aerolith token in target player's Landmarks. The start region
    has every terrain, so at the first Noon it is in Forest; the same condition, false in
    another region, is played through in the Skadi and Reka Zipliner tests."""
    for ref in ("ALT_CYCLONE_B_LY_67_R1", "ALT_CYCLONE_B_LY_67_R2"):
        s = scene(hero_exp=[ref], settle=False)
        assert s.d.kind == "target_player"
        s.answer(next(o.id for o in s.d.options if "Opp" in o.label))
        s.settle()
        assert [c.name for c in s.p(1).landmarks] == ["Aerolith"], ref


@covers("ALT_DUSTER_B_LY_88_R1", "ALT_DUSTER_B_LY_88_R2")
def test_reka_zipliner_rare_makes_a_manaseed_in_water() -> None:
    """Reka Zipliner (rares, read with "If I'm in [terrain]"): [H] If I'm in Water, create a
    Manaseed token in your Landmarks."""
    from engine.model import Terrain

    for ref in ("ALT_DUSTER_B_LY_88_R1", "ALT_DUSTER_B_LY_88_R2"):
        for has in (True, False):
            s = scene(hand=[ref], mana=5)
            s.state.players[0].position["hero"] = _region(s, Terrain.WATER, has)
            s.play(s.named("Reka Zipliner"), exp="hero")
            s.settle()
            seeds = [c for c in s.p(0).landmarks if c.name == "Manaseed"]
            assert len(seeds) == (1 if has else 0), (ref, has)


# ------------------------------------------------------------------ Fleeting Characters
@covers("ALT_ALIZE_B_BR_35_R1", "ALT_ALIZE_B_BR_35_R2")
def test_bravos_trailblazer_rare_counts_fleeting_characters() -> None:
    """Bravos Trailblazer (rares): [J] I gain 1 boost for each Fleeting Character you
    control — counted once as the step starts (6.5.i); played from Reserve it is Fleeting
    itself (2.4.6.a), the others here are not."""
    for ref in ("ALT_ALIZE_B_BR_35_R1", "ALT_ALIZE_B_BR_35_R2"):
        s = scene(reserve=[ref], hero_exp=[PLAIN], opp_hero_exp=[PLAIN], mana=5)
        s.play(s.named("Bravos Trailblazer"))
        s.settle()
        assert s.named("Bravos Trailblazer").boosts == 1, ref
        s = scene(hand=[ref], hero_exp=[PLAIN], mana=5)
        s.play(s.named("Bravos Trailblazer"))
        s.settle()
        assert s.named("Bravos Trailblazer").boosts == 0, ref


@covers("ALT_ALIZE_B_BR_36_R1")
def test_bravos_rescuer_rare_boosts_another_fleeting_character() -> None:
    """Bravos Rescuer (R1): [J] You may target another Fleeting Character. It gains 2
    boosts. Support: Discard me from Reserve: Target Character loses Fleeting."""
    s = scene(hand=["ALT_ALIZE_B_BR_36_R1"], reserve=[RESERVIST], hero_exp=[PLAIN], mana=6)
    s.play(s.named("Reservist"))  # from Reserve: Fleeting, 1 boost of its own
    s.opp_pass()
    s.play(s.named("Bravos Rescuer"))
    s.settle()
    s.yes()
    s.settle()
    assert s.named("Reservist").boosts == 3 and s.named("Plain One").boosts == 0
    s = scene(reserve=["ALT_ALIZE_B_BR_36_R1", RESERVIST], mana=6)
    s.play(s.named("Reservist"))
    s.opp_pass()
    s.quick(s.named("Bravos Rescuer"))
    s.settle()
    assert not s.named("Reservist").has(Status.FLEETING)


# ------------------------------------------------------------------ "If you don't"
@covers("ALT_CYCLONE_B_AX_73_R1", "ALT_CYCLONE_B_AX_73_R2")
def test_marie_curie_rare_is_fleeting_unless_you_sacrifice() -> None:
    """Marie Curie (rares, read with "If you don't"): [H] You may sacrifice a Permanent (R2:
    a Character or Permanent). If you don't, I gain Fleeting."""
    for ref in ("ALT_CYCLONE_B_AX_73_R1", "ALT_CYCLONE_B_AX_73_R2"):
        s = scene(hand=[ref], landmarks=["ALT_CORE_B_AX_26_C"], mana=5)
        s.play(s.named("Marie Curie"))
        s.settle()
        s.yes()
        if s.d.kind == "sacrifice":  # R2: Marie Curie herself is a candidate too
            s.pick(s.named("Kelon Cylinder"))
        s.settle()
        assert s.named("Kelon Cylinder").zone is Zone.DISCARD, ref
        assert not s.named("Marie Curie").has(Status.FLEETING)
        s = scene(hand=[ref], landmarks=["ALT_CORE_B_AX_26_C"], mana=5)
        s.play(s.named("Marie Curie"))
        s.settle()
        s.no()
        assert s.named("Marie Curie").has(Status.FLEETING), ref


@covers("ALT_CYCLONE_B_YZ_74_C", "ALT_CYCLONE_B_YZ_74_R1", "ALT_CYCLONE_B_YZ_74_R2")
def test_shiva_discards_a_permanent_or_gains_two_boosts() -> None:
    """Shiva (read with "If you don't"): [H] You may discard target Permanent. If you
    don't, I gain 2 boosts."""
    for ref in ("ALT_CYCLONE_B_YZ_74_C", "ALT_CYCLONE_B_YZ_74_R1", "ALT_CYCLONE_B_YZ_74_R2"):
        s = scene(hand=[ref], opp_landmarks=["ALT_CORE_B_AX_26_C"], mana=5)
        s.play(s.named("Shiva"))
        s.settle()
        s.yes()
        s.settle()
        assert s.named("Kelon Cylinder").zone is Zone.DISCARD and s.named("Shiva").boosts == 0
        s = scene(hand=[ref], opp_landmarks=["ALT_CORE_B_AX_26_C"], mana=5)
        s.play(s.named("Shiva"))
        s.settle()
        s.no()
        assert s.named("Shiva").boosts == 2, ref


@covers("ALT_DUSTER_B_OR_91_R1")
def test_adamant_receptionist_rare_boosts_itself_without_sabotage() -> None:
    """Adamant Receptionist (R1, read with "If you don't"): [J] You may exhaust a Permanent
    you control to Sabotage. If you don't, I gain 1 boost."""
    s = scene(hand=["ALT_DUSTER_B_OR_91_R1"], landmarks=["ALT_CORE_B_AX_26_C"],
              opp_reserve=[PLAIN], mana=5)
    s.play(s.named("Adamant Receptionist"))
    s.settle()
    s.no()
    assert s.named("Adamant Receptionist").boosts == 1
    s = scene(hand=["ALT_DUSTER_B_OR_91_R1"], landmarks=["ALT_CORE_B_AX_26_C"],
              opp_reserve=[PLAIN], mana=5)
    s.play(s.named("Adamant Receptionist"))
    s.settle()
    s.yes()
    s.settle()
    if s.d.kind == "target":
        s.pick(s.named("Plain One"))
    assert s.named("Plain One").zone is Zone.DISCARD
    assert s.named("Adamant Receptionist").boosts == 0


# ------------------------------------------------------------------ counters
@covers("ALT_BISE_B_BR_63_C", "ALT_BISE_B_BR_63_R1", "ALT_BISE_B_BR_63_R2")
def test_the_mess_counts_characters_leaving_your_expeditions() -> None:
    """The Mess: When a Character (rares: non-token Character) leaves your Expeditions — I
    gain 1 Food counter; [T], Spend 3 (rares: 4) of my Food counters: Resupply (rares: draw
    a card). At Rest my four Characters go to Reserve (4.2.5.b): four counters; the
    opponent's leaving add none."""
    for ref in ("ALT_BISE_B_BR_63_C", "ALT_BISE_B_BR_63_R1", "ALT_BISE_B_BR_63_R2"):
        s = scene(landmarks=[ref], hero_exp=[PLAIN, PLAIN], companion_exp=[PLAIN, PLAIN],
                  opp_hero_exp=[PLAIN], deck_top=[RESERVIST])
        mess = s.named("The Mess")
        s.to_night_end()
        assert mess.counters.get("food") == 4, ref
        s.until(lambda s: s.d.kind == "turn" and s.d.player == 0)
        hand, reserve = len(s.p(0).hand), len(s.p(0).reserve)
        s.quick(mess)
        s.settle()
        assert mess.exhausted
        if ref.endswith("_C"):
            assert mess.counters.get("food") == 1 and len(s.p(0).reserve) == reserve + 1
        else:
            assert not mess.counters.get("food") and len(s.p(0).hand) == hand + 1


EXCAVATOR = ("ALT_BISE_B_BR_53_C", "ALT_BISE_B_BR_53_R1", "ALT_BISE_B_BR_53_R2")


@covers("ALT_BISE_B_BR_53_C", "ALT_BISE_B_BR_53_R1")
def test_bravos_excavator_passes_its_boosts_to_the_reserve() -> None:
    """Bravos Excavator: When I leave the Expedition zone, for each of my boosts — Another
    target Character in your Reserve gains 1 boost: the boosts it had as it left (2.1.h),
    one repetition each (6.5.i). Rage gives it 2 boosts and Fleeting, so at Rest it is
    discarded (2.4.6.d) and the Character in Reserve gains 2 boosts."""
    for ref in ("ALT_BISE_B_BR_53_C", "ALT_BISE_B_BR_53_R1"):
        s = scene(hand=[RAGE[0]], hero_exp=[ref], reserve=[PLAIN], mana=4)
        s.play(s.named("Rage"), exp=None)  # the Excavator: the only legal target
        s.settle()
        assert s.named("Bravos Excavator").boosts == 2
        s.to_night_end()
        assert s.named("Bravos Excavator").zone is Zone.DISCARD
        assert s.named("Plain One").boosts == 2, ref
        assert s.logged("had 2 boosts as it left")


@covers("ALT_BISE_B_BR_53_R1")
def test_bravos_excavator_rare_support_gains_boosts_up_to_three() -> None:
    """Bravos Excavator (R1) support: When you play another Character — I gain 1 boost, up
    to a max of 3 — while it is in the Reserve."""
    s = scene(reserve=["ALT_BISE_B_BR_53_R1"], hand=[PLAIN], mana=4)
    s.play(s.named("Plain One"))
    s.settle()
    assert s.named("Bravos Excavator").boosts == 1


@covers("ALT_BISE_B_BR_53_R2")
def test_bravos_excavator_rare_augments_for_each_boost() -> None:
    """Bravos Excavator (R2): When I leave the Expedition zone, for each of my boosts — You
    may Augment target card in play or in Reserve ("If it has counters, it gains 1 more")."""
    s = scene(hand=[RAGE[0], "ALT_BISE_B_BR_60_C"], hero_exp=["ALT_BISE_B_BR_53_R2"],
              reserve=[PLAIN], mana=6)
    s.play(s.named("Rage"), exp=None)
    s.opp_pass()
    s.play(s.named("Cuppa Sap", Zone.HAND), exp=None)  # Plain One: the only one in Reserve
    s.settle()
    plain = s.named("Plain One")
    assert plain.boosts == 2
    for _ in range(2):
        s.until(lambda s: s.d.kind == "may")
        s.yes()
        s.pick(plain)
    s.settle()
    assert plain.boosts == 4


@covers("ALT_CYCLONE_B_MU_77_C")
def test_tane_boosts_each_animal_in_your_reserve() -> None:
    """Tāne (read with "each [X] in your Reserve"): [J] I gain Anchored. [J] Each Animal in
    your Reserve gains 1 boost — not the other cards of the Reserve."""
    s = scene(hand=["ALT_CYCLONE_B_MU_77_C"], reserve=["ALT_CORE_B_LY_04_C", PLAIN],
              opp_reserve=["ALT_CORE_B_LY_04_C"], mana=6)
    s.play(s.named("Tāne"))
    s.settle()
    assert s.named("Martengale", who=0).boosts == 1 and s.named("Plain One").boosts == 0
    assert s.named("Martengale", who=1).boosts == 0
    assert s.named("Tāne").has(Status.ANCHORED)


SOFIA = ("ALT_BISE_P_BR_64_C", "ALT_BISE_P_BR_64_R1", "ALT_BISE_P_BR_64_R2")


@covers(*SOFIA)
def test_sofia_lets_support_abilities_pass_their_maximum() -> None:
    """Sofia, First Outpost: [J] Resupply. The Support abilities of cards in Reserve can
    give them 1 more counter than their maximum (rares: counters beyond their maximum) —
    "Up to a max. of X" becomes X+1 (rares: is ignored). Bravos Excavator (R1) in Reserve
    with 3 boosts: its support "I gain 1 boost, up to a max of 3" gives one more."""
    for ref in (None, *SOFIA):
        lm = [ref] if ref else []
        s = scene(landmarks=lm, hand=["ALT_BISE_B_BR_60_R1", PLAIN, PLAIN],
                  reserve=["ALT_BISE_B_BR_53_R1"], mana=8)
        digger = s.named("Bravos Excavator")
        s.play(s.named("Cuppa Sap"), exp=None)  # 3 boosts: its maximum
        s.settle()
        assert digger.boosts == 3
        s.opp_pass()
        for _ in range(2):  # two Characters played: two support activations
            s.play(next(c for c in s.p(0).hand if c.name == "Plain One"))
            s.settle()
        want = {None: 3, "ALT_BISE_P_BR_64_C": 4}.get(ref, 5)
        assert digger.boosts == want, ref


@covers(*SOFIA)
def test_sofia_resupplies_when_it_joins() -> None:
    """Sofia, First Outpost: [J] Resupply — the top card of the Deck goes to the Reserve."""
    for ref in SOFIA:
        s = scene(hand=[ref], deck_top=[PLAIN], mana=4)
        s.play(s.named("Sofia, First Outpost"), exp=None)
        s.settle()
        assert s.named("Plain One").zone is Zone.RESERVE, ref


BARS = ("ALT_ALIZE_B_BR_45_C", "ALT_ALIZE_B_BR_45_R1", "ALT_ALIZE_B_BR_45_R2")


@covers(*BARS)
def test_eat_me_energy_bars_make_a_lone_character_gigantic() -> None:
    """Eat Me Energy Bars: If there is only one Character in my Expedition, it is Gigantic
    ("It is considered present in each of your Expeditions"); with a second one there,
    neither is. Rares: [J] I gain Fleeting (discarded instead of going to Reserve)."""
    for ref in BARS:
        s = scene(hand=[ref, PLAIN], hero_exp=[RESERVIST], mana=6)
        s.play(s.named("Eat Me Energy Bars"), exp="hero")
        s.settle()
        lone = s.named("Reservist")
        assert s.state.has_keyword(lone, "gigantic"), ref
        assert set(s.state.expeditions_of(lone)) == {"hero", "companion"}
        assert s.named("Eat Me Energy Bars").has(Status.FLEETING) == (not ref.endswith("_C"))
        s.opp_pass()
        s.play(s.named("Plain One"), exp="hero")
        s.settle()
        assert not s.state.has_keyword(lone, "gigantic"), ref
        assert not s.state.has_keyword(s.named("Plain One"), "gigantic")


AMAROK = ("ALT_ALIZE_B_BR_39_C", "ALT_ALIZE_B_BR_39_R1", "ALT_ALIZE_B_BR_39_R2")


@covers(*AMAROK)
def test_amarok_costs_less_into_an_empty_expedition() -> None:
    """Amarok: If there are no Characters in the Expedition I'm played in, I cost 2 less —
    a decrease of its own cost (5.1.2.e), worked out for each Expedition it may go to."""
    for ref in AMAROK:
        s = scene(hand=[ref], hero_exp=[PLAIN], mana=8)
        labels = {o.id.split(":")[-1]: o.label for o in s.d.options
                  if o.detail == "play" and "Amarok" in o.label}
        assert labels["hero"].endswith("costs 5") and labels["companion"].endswith("costs 3")
        s.play(s.named("Amarok"), exp="companion")
        assert s.ready_mana() == 5, ref


@covers(*AMAROK)
def test_amarok_sacrifices_another_character_joining_its_expedition() -> None:
    """Amarok: When another Character joins my Expedition — Sacrifice it (R1: Sacrifice it
    and I gain 1 boost). One played into the other Expedition stays."""
    for ref in AMAROK:
        s = scene(hand=[PLAIN, RESERVIST], hero_exp=[ref], mana=8)
        s.play(s.named("Plain One"), exp="hero")
        s.settle()
        assert s.named("Plain One").zone is Zone.DISCARD, ref
        assert s.named("Amarok").boosts == (1 if ref.endswith("R1") else 0)
        s.opp_pass()
        s.play(s.named("Reservist"), exp="companion")
        s.settle()
        assert s.named("Reservist").zone is Zone.EXPEDITION, ref


@covers("ALT_CYCLONE_B_BR_79_R1", "ALT_CYCLONE_B_BR_79_R2")
def test_bravos_signet_rare_two_modes() -> None:
    """Bravos Signet (rares): Fleeting. Choose two (6.5.g: two different modes, chosen as it
    is played, 5.1.2.c): Target Character gains 3 boosts; Return target Character with Hand
    Cost 3 or less to its owner's hand; Put the top card of your deck in your Mana zone."""
    for ref in ("ALT_CYCLONE_B_BR_79_R1", "ALT_CYCLONE_B_BR_79_R2"):
        s = scene(hand=[ref], hero_exp=[PLAIN], opp_hero_exp=[RESERVIST], mana=5)
        orbs = len(s.p(0).mana)
        s.play(s.named("Bravos Signet"), exp=None)
        assert s.d.kind == "mode"
        s.answer("m:0")
        assert s.d.kind == "mode" and "m:0" not in {o.id for o in s.d.options}
        s.answer("m:2")
        s.pick(s.named("Plain One"))
        s.settle()
        assert s.named("Plain One").boosts == 3 and len(s.p(0).mana) == orbs + 1, ref
        assert s.named("Reservist").zone is Zone.EXPEDITION  # the return mode not chosen
        assert s.named("Bravos Signet").zone is Zone.DISCARD


@covers("ALT_CYCLONE_B_BR_65_C", "ALT_CYCLONE_B_BR_83_C")
def test_sol_and_halua_quest_counters_call_halua() -> None:
    """Sol & Halua (Hero): When you pass first — I gain 1 Quest counter. Then, if I have 3 or
    more Quest counters, create a Halua token in your Companion Expedition. Halua (token):
    If your Hero has 5 or more Quest counters, I am Gigantic ("considered present in both
    Expeditions"). Tokens leave play at Rest (2.1.e), so each day's Halua is a new one."""
    from engine.policies import idle_answer

    s = scene(hero="ALT_CYCLONE_B_BR_65_C", opp_hand=[PLAIN] * 3, opp_mana=8)
    hero = s.p(0).hero
    for day in range(1, 6):
        for _ in range(200):  # to my turn of this day before anyone has passed
            d = s.d
            nobody = not any(p.passed for p in s.state.players)
            if d.kind == "turn" and d.player == 0 and nobody:
                break
            if d.kind == "turn" and d.player == 1 and nobody:  # the opponent plays instead
                s.answer(next(o.id for o in d.options if o.detail == "play"))
                continue
            s.answer(idle_answer(d))
        s.answer("pass")
        s.settle()
        assert s.logged("passes first") and hero.counters.get("quest") == day
        halua = s.tokens("Halua", 0)
        assert len(halua) == (1 if day >= 3 else 0), day
        if halua:
            assert halua[0].expedition == "companion"
            assert s.state.has_keyword(halua[0], "gigantic") == (day >= 5), day
        s.to_night_end()


@covers("ALT_DUSTER_B_BR_98_E")
def test_wanax_costs_less_per_card_played_this_turn_then_passes() -> None:
    """Wanax, Reka Hexarch: Play me for 1 less per other card you played this turn (a
    decrease, 5.1.2.e). {J} Pass (4.2.3.d). Rushed by Altrun Teammate it costs 4, not 5:
    one card was played before it in the turn; on a turn of its own it costs 5."""
    s = scene(hand=["ALT_CYCLONE_B_BR_67_C", "ALT_DUSTER_B_BR_98_E"], mana=8)
    s.play(s.named("Altrun Teammate"))
    assert any("Wanax" in o.label and o.label.endswith("costs 4") for o in s.d.options)
    s.answer(_play_option(s, "Wanax"))
    s.settle()
    assert s.ready_mana() == 8 - 2 - 4
    assert s.p(0).passed and s.named("Altrun Teammate").boosts == 1
    s = scene(hand=["ALT_DUSTER_B_BR_98_E"], mana=8)
    labels = [o.label for o in s.d.options if "Wanax" in o.label]
    assert labels and all(t.endswith("costs 5") for t in labels)


@covers("ALT_DUSTER_B_BR_102_C", "ALT_DUSTER_B_BR_102_R2")
def test_riders_mask_boosts_the_next_character_joining_its_expedition() -> None:
    """Rider's Mask: [T], 1: The next Character that joins my Expedition this turn gains 2
    boosts — an Ongoing effect (2.2.14) used up by the first Character arriving in the
    Mask's Expedition, which gets the boosts as an Emblem-Reaction (5.2.b); one played into
    the other Expedition does not use it up, and it ends with the turn."""
    for ref in ("ALT_DUSTER_B_BR_102_C", "ALT_DUSTER_B_BR_102_R2"):
        s = scene(hero_exp=[ref], hand=[PLAIN, RESERVIST], mana=5)
        mask = s.named("Rider's Mask")
        s.quick(mask)
        s.settle()
        assert mask.exhausted and s.ready_mana() == 4
        s.play(s.named("Plain One"), exp="hero")
        s.settle()
        assert s.named("Plain One").boosts == 2, ref
        s.opp_pass()
        s.play(s.named("Reservist"), exp="hero")
        s.settle()
        assert s.named("Reservist").boosts == 0, ref  # used up, and that turn is over
        s = scene(hero_exp=[ref], hand=[PLAIN, RESERVIST], mana=5)
        s.quick(s.named("Rider's Mask"))
        s.settle()
        s.play(s.named("Plain One"), exp="companion")  # not the Mask's Expedition
        s.settle()
        assert s.named("Plain One").boosts == 0
        s.opp_pass()
        s.play(s.named("Reservist"), exp="hero")  # a later turn: the effect has ended
        s.settle()
        assert s.named("Reservist").boosts == 0, ref


@covers("ALT_DUSTER_B_BR_102_R1")
def test_riders_mask_r1_gives_x_boosts_to_the_next_joiner() -> None:
    """Rider's Mask (R1): [T], X: The next Character that joins my Expedition this turn
    gains X boosts — X is chosen as the cost is paid (6.4), at most the mana the player
    can pay; Boosted Characters in my Expedition are Tough 1 ("Opponents must pay 1 to
    target them"). X = 0 costs only the exhaustion and gives nothing."""
    s = scene(hero_exp=["ALT_DUSTER_B_BR_102_R1"], hand=[PLAIN, RESERVIST], mana=5)
    mask = s.named("Rider's Mask")
    s.quick(mask)
    assert s.d.kind == "mode" and [o.id for o in s.d.options][-1] == "x:5"
    s.answer("x:3")
    s.settle()
    assert mask.exhausted and s.ready_mana() == 2
    plain = s.named("Plain One")
    assert not s.state.has_keyword(plain, "tough")  # in Hand
    s.play(plain, exp="hero")
    s.settle()
    plain = s.named("Plain One")
    assert plain.boosts == 3 and s.state.has_keyword(plain, "tough")
    s.opp_pass()
    s.play(s.named("Reservist"), exp="hero")
    s.settle()
    reservist = s.named("Reservist")
    assert reservist.boosts == 0 and not s.state.has_keyword(reservist, "tough")  # used up
    s = scene(hero_exp=["ALT_DUSTER_B_BR_102_R1"], hand=[PLAIN], mana=5)
    s.quick(s.named("Rider's Mask"))
    s.answer("x:0")
    s.settle()
    assert s.named("Rider's Mask").exhausted and s.ready_mana() == 5
    s.play(s.named("Plain One"), exp="hero")
    s.settle()
    assert s.named("Plain One").boosts == 0


GERICHT_C = "ALT_ALIZE_B_BR_37_C"
A_CAPPELLA = "ALT_CORE_B_LY_22_C"  # a Spell costing 1: "Target Character gains Fleeting."
ICEBOUND = ("ALT_ALIZE_B_BR_46_C", "ALT_ALIZE_B_BR_46_R1", "ALT_ALIZE_B_BR_46_R2")
CORGI_R2 = "ALT_BISE_B_MU_52_R2"  # "When a Character you control gains Fleeting — I gain 1 boost"


def _cast_a_cappella(s, target) -> None:
    s.play(next(c for c in s.p(0).hand if c.name == "A Cappella Training"), exp=None)
    if s.d.kind == "target":
        s.pick(target)
    s.settle()


@covers(GERICHT_C)
def test_gericht_gains_a_boost_each_time_he_gains_fleeting() -> None:
    """Gericht, Revered Duelist: When I gain Fleeting — I gain 1 boost. I can gain Fleeting
    even if I was already Fleeting. Played from Reserve he gains Fleeting as he enters the
    Expedition zone (2.4.6.c, the lead's ruling: that is gaining Fleeting): one boost; an
    effect giving Fleeting to him, already Fleeting, is still a gain (2.4.1.g): another."""
    s = scene(reserve=[GERICHT_C], hand=[A_CAPPELLA], mana=8)
    s.play(s.named("Gericht, Revered Duelist"))
    s.settle()
    gericht = s.named("Gericht, Revered Duelist")
    assert gericht.has(Status.FLEETING) and gericht.boosts == 1
    assert s.logged("gains Fleeting as it enters play")
    s.opp_pass()
    _cast_a_cappella(s, gericht)
    assert gericht.has(Status.FLEETING) and gericht.boosts == 2
    assert s.logged("Gericht, Revered Duelist gains Fleeting again")
    # from the Hand: not Fleeting, no boost; the first Fleeting given to him counts
    s = scene(hand=[GERICHT_C, A_CAPPELLA], mana=8)
    s.play(s.named("Gericht, Revered Duelist"))
    s.settle()
    gericht = s.named("Gericht, Revered Duelist")
    assert not gericht.has(Status.FLEETING) and gericht.boosts == 0
    s.opp_pass()
    _cast_a_cappella(s, gericht)
    assert gericht.has(Status.FLEETING) and gericht.boosts == 1


@covers(*ICEBOUND, CORGI_R2, "ALT_ALIZE_B_BR_37_R1", "ALT_ALIZE_B_BR_37_R2")
def test_entering_play_fleeting_is_gaining_fleeting() -> None:
    """The lead's ruling on 2.4.6.c: a Character played from Reserve gains Fleeting as it
    enters the Expedition zone, and "When a Character you control gains Fleeting" (Icebound
    Peak, Cuddly Corgi R2) sees it. One already Fleeting given Fleeting does not gain it
    (2.4.1.f): nothing is seen. Gericht (rares) gains a boost instead (6.2): no gain either."""
    for ref in ICEBOUND:
        s = scene(landmarks=[ref], hero_exp=[CORGI_R2],
                  reserve=[RESERVIST, "ALT_ALIZE_B_BR_37_R1"], hand=[A_CAPPELLA], mana=12)
        peak, corgi = s.named("Icebound Peak"), s.named("Cuddly Corgi")
        s.play(s.named("Reservist"))
        s.settle()
        reservist = s.named("Reservist")
        assert reservist.has(Status.FLEETING), ref
        assert peak.counters.get("trial") == 1 and corgi.boosts == 1, ref
        s.opp_pass()
        _cast_a_cappella(s, reservist)  # already Fleeting: no gain (2.4.1.f)
        assert peak.counters.get("trial") == 1 and corgi.boosts == 1, ref
        s.play(s.named("Gericht, Revered Duelist"))
        s.settle()
        gericht = s.named("Gericht, Revered Duelist")
        assert gericht.boosts == 1 and not gericht.has(Status.FLEETING), ref
        assert peak.counters.get("trial") == 1 and corgi.boosts == 1, ref
    # a Corgi R2 played from Reserve: its Reaction did not exist before its own entering
    # (6.3.e), so it does not see its own Fleeting; Gericht's "When I gain" does (6.3.d)
    s = scene(reserve=[CORGI_R2])
    s.play(s.named("Cuddly Corgi"))
    s.settle()
    corgi = s.named("Cuddly Corgi")
    assert corgi.has(Status.FLEETING) and corgi.boosts == 0


@covers(GERICHT_C, *ICEBOUND)
def test_gericht_gaining_fleeting_again_is_seen_by_icebound_peak() -> None:
    """2.4.1.g: a status gained again "can trigger Reactions" — Icebound Peak counts
    Gericht entering play Fleeting from Reserve, then A Cappella Training's Fleeting again."""
    s = scene(landmarks=[ICEBOUND[0]], reserve=[GERICHT_C], hand=[A_CAPPELLA], mana=8)
    peak = s.named("Icebound Peak")
    s.play(s.named("Gericht, Revered Duelist"))
    s.settle()
    assert peak.counters.get("trial") == 1
    s.opp_pass()
    _cast_a_cappella(s, s.named("Gericht, Revered Duelist"))
    assert peak.counters.get("trial") == 2
    assert s.named("Gericht, Revered Duelist").boosts == 2


# ------------------------------------------------------------------ other factions' cards read with these words
@covers("ALT_DUSTER_B_AX_92_R1", "ALT_DUSTER_B_AX_92_R2")
def test_reka_bioengineer_rare_manaseed_for_the_reserves_player() -> None:
    """Reka Bioengineer (rares, read with "that player's Landmarks"): [J] You may exhaust
    target card in any player's Reserve. If you do, create a Manaseed token in that
    player's Landmarks — the player whose Reserve it is (7.5.4)."""
    for ref in ("ALT_DUSTER_B_AX_92_R1", "ALT_DUSTER_B_AX_92_R2"):
        s = scene(hand=[ref], opp_reserve=[PLAIN], mana=5)
        s.play(s.named("Reka Bioengineer"))
        s.settle()
        s.yes()
        if s.d is not None and s.d.kind == "target":
            s.pick(s.named("Plain One"))
        s.settle()
        assert s.named("Plain One").exhausted, ref
        assert [c.name for c in s.p(1).landmarks] == ["Manaseed"], ref
        assert s.p(0).landmarks == []


@covers("ALT_CYCLONE_B_OR_76_R1")
def test_nike_rare_is_eternal_in_an_ascended_expedition() -> None:
    """Nike (R1, read with "If ..., I am [keyword]"): If my Expedition is Ascended, I am
    Eternal — Tengu's Rush makes the Expedition Ascend."""
    s = scene(hero_exp=["ALT_CYCLONE_B_OR_76_R1"], hand=["ALT_CYCLONE_B_BR_70_R1", PLAIN],
              mana=5)
    nike = s.named("Nike")
    assert not s.state.has_keyword(nike, "eternal")
    s.play(s.named("Tengu"), exp="hero")
    s.answer(_play_option(s, "Plain One"))
    s.settle()
    assert s.state.has_keyword(nike, "eternal")


@covers("ALT_BISE_B_AX_63_C", "ALT_BISE_B_AX_63_R2")
def test_the_refinery_boosts_characters_in_your_reserve() -> None:
    """The Refinery (read with "in your Reserve"): When a card leaves your Reserve during the
    Afternoon — I gain 1 Sap counter. [T], Spend 3 of my Sap counters: Characters in your
    Reserve gain 1 boost — mine only, not the opponent's."""
    for ref in ("ALT_BISE_B_AX_63_C", "ALT_BISE_B_AX_63_R2"):
        s = scene(landmarks=[ref], reserve=[PLAIN, PLAIN, PLAIN, RESERVIST],
                  opp_reserve=[RESERVIST], mana=8)
        refinery = s.named("The Refinery")
        s.play(next(c for c in s.p(0).reserve if c.name == "Plain One"))
        s.opp_pass()
        for _ in range(2):
            s.play(next(c for c in s.p(0).reserve if c.name == "Plain One"))
            s.settle()
        assert refinery.counters.get("sap") == 3, ref
        s.quick(refinery)
        s.settle()
        assert s.named("Reservist", who=0).boosts == 1 and s.named("Reservist", who=1).boosts == 0


@covers("ALT_BISE_B_BR_62_R1")
def test_the_stew_rare_may_pay_to_boost_or_remove_fleeting() -> None:
    """The Stew (R1): [J] You may pay 1 to have target Character gain 1 boost or lose
    Fleeting (the choice made as it resolves); Characters in my Expedition are Seasoned."""
    s = scene(hand=["ALT_BISE_B_BR_62_R1"], reserve=[RESERVIST], mana=5)
    s.play(s.named("Reservist"), exp="hero")  # from Reserve: Fleeting
    s.opp_pass()
    s.play(s.named("The Stew"), exp="hero")
    s.settle()
    s.yes()
    s.answer("lose")
    s.settle()
    reservist = s.named("Reservist")
    assert not reservist.has(Status.FLEETING) and reservist.boosts == 1
    assert s.ready_mana() == 5 - 1 - 1 - 1
    assert s.state.has_keyword(reservist, "seasoned")
    s = scene(hand=["ALT_BISE_B_BR_62_R1"], hero_exp=[PLAIN], mana=5)
    s.play(s.named("The Stew"), exp="hero")
    s.settle()
    s.yes()
    s.answer("boost")
    s.settle()
    assert s.named("Plain One").boosts == 1


# ------------------------------------------------------------------ "{T} : ..." as a mode
NOON_CHOOSERS = ("ALT_BISE_B_BR_49_R2", "ALT_BISE_B_AX_50_C", "ALT_BISE_B_AX_51_C",
                 "ALT_BISE_B_AX_52_C")


@covers(*NOON_CHOOSERS)
def test_noon_support_choose_one_with_an_exhausting_mode() -> None:
    """Junior Chef (R2), Dredger Drone, Designer Drone, Drillmole (support, read with "{T} :"
    as a mode): At Noon — Choose one: I gain 1 boost, up to a max of 3; or [T] : I gain 2
    boosts, up to a max of 3 — the second mode's price is exhausting the card (6.4), which
    then has no support ability until it is readied (2.4.5)."""
    for ref in NOON_CHOOSERS:
        s = scene(reserve=[ref], settle=False)
        card = s.p(0).reserve[0]
        assert s.d.kind == "mode"
        s.answer("m:1")
        s.settle()
        assert card.boosts == 2 and card.exhausted, ref
        s = scene(reserve=[ref], settle=False)
        card = s.p(0).reserve[0]
        s.answer("m:0")
        s.settle()
        assert card.boosts == 1 and not card.exhausted, ref


@covers("ALT_BISE_B_BR_49_R2")
def test_junior_chef_rare_resupplies_with_two_boosts() -> None:
    """Junior Chef (R2): [R] If I have 2 or more boosts, Resupply — the boosts it had in
    Reserve stay on it as it is played (2.5.a)."""
    s = scene(reserve=["ALT_BISE_B_BR_49_R2"], deck_top=[PLAIN], settle=False)
    s.answer("m:1")  # 2 boosts, exhausted: it cannot be played today
    s.settle()
    s.next_day()
    s.until(lambda s: s.d.kind == "mode")
    s.answer("m:0")  # 3 boosts, still ready
    s.until(lambda s: s.d.kind == "turn" and s.d.player == 0)
    chef = s.named("Junior Chef")
    assert chef.boosts == 3 and not chef.exhausted
    reserve = {c.oid for c in s.p(0).reserve}
    s.play(chef)
    s.settle()
    assert chef.zone is Zone.EXPEDITION and chef.boosts == 3
    assert any(c.oid not in reserve for c in s.p(0).reserve)  # a card was Resupplied


@covers("ALT_BISE_B_AX_50_C", "ALT_BISE_B_AX_52_C")
def test_drones_spend_a_boost_from_reserve() -> None:
    """Dredger Drone: [R] You may spend 1 of my boosts to Resupply; Drillmole: [R] You may
    spend 1 of my boosts to Sabotage — with the boost gained at Noon in Reserve."""
    for ref, name in (("ALT_BISE_B_AX_50_C", "Dredger Drone"), ("ALT_BISE_B_AX_52_C", "Drillmole")):
        s = scene(reserve=[ref], deck_top=[RESERVIST], opp_reserve=[PLAIN], settle=False)
        s.answer("m:0")  # 1 boost, ready
        s.settle()
        s.play(s.named(name))
        s.settle()
        s.yes()
        s.settle()
        if s.d.kind == "target":
            s.pick(s.named("Plain One"))
            s.settle()
        assert s.named(name).boosts == 0, ref
        if name == "Drillmole":
            assert s.named("Plain One").zone is Zone.DISCARD
        else:
            assert s.named("Reservist").zone is Zone.RESERVE


def test_play_now_for_another_player_asks_that_player() -> None:
    """The shared step (engine/effects/immediate.py) for other factions' texts, e.g. "Target
    opponent may immediately play a Spell for free": the opponent is asked, chooses among
    their own Hand and Reserve (5.2.a), and pays nothing (7.3.20)."""
    from engine.effects.immediate import PlayNow
    from engine.effects.steps import Who

    step = PlayNow(types=("character",), free=True, who=Who("target_opponent"))
    assert step.text() == "Target opponent may immediately play a Character for free"
    gift = extra_card("TEST_CARD_GIFT_PLAY",
                      (Reaction(OnPlayed(Zone.HAND), (step,)),), stats=(1, 1, 1), cost=1)
    dear = _cheap_in_hand_dear_in_reserve()
    s = scene(hand=[gift], opp_hand=[dear], opp_mana=3)
    s.play(s.named("Gift Play"))
    assert s.d.player == 1 and s.d.kind == "choose_card"
    mine = {c.oid for c in s.state.all_cards() if c.owner == 0}
    assert not any(oid in mine for o in s.d.options for oid in o.objects)  # theirs only
    s.answer(_play_option(s, "Cheap Hand"))
    s.settle()
    assert s.named("Cheap Hand").zone is Zone.EXPEDITION and s.ready_mana(1) == 3


@covers("ALT_BISE_B_LY_52_R2")
def test_bliss_keytarist_rare_noon_modes_and_dusk_reveal() -> None:
    """BLISS Keytarist (R2, its support read with "{T} :" as a mode): At Noon — Choose one:
    I gain 1 boost, up to a max of 3; or [T] : I gain 2 boosts, up to a max of 3. At Dusk —
    If I'm Boosted, reveal the top card of your deck. If it's a Robot or Permanent, draw
    it. Otherwise, discard it."""
    s = scene(reserve=["ALT_BISE_B_LY_52_R2"], deck_top=["ALT_CORE_B_AX_26_C"], settle=False)
    s.answer("m:0")  # 1 boost, still ready: it can be played
    s.settle()
    keytarist = s.named("BLISS Keytarist")
    assert keytarist.boosts == 1 and not keytarist.exhausted
    s.play(keytarist)
    s.settle()
    assert keytarist.boosts == 1  # the boost stays on it as it is played (2.5.a)
    s.until(lambda s: s.logged("Dusk of day 1 begins") and s.named("Kelon Cylinder").zone
            is not Zone.DECK)
    assert s.named("Kelon Cylinder").zone is Zone.HAND
    assert any("Kelon Cylinder" in e.text and "reveal" in e.text for e in s.g.log)
    s = scene(reserve=["ALT_BISE_B_LY_52_R2"], settle=False)
    s.answer("m:1")
    s.settle()
    assert s.named("BLISS Keytarist").boosts == 2 and s.named("BLISS Keytarist").exhausted


@covers("ALT_ALIZE_B_BR_37_R1", "ALT_ALIZE_B_BR_37_R2")
def test_gericht_rare_gains_a_boost_instead_of_fleeting() -> None:
    """Gericht, Revered Duelist (rares): If I would gain Fleeting, I gain 1 boost instead —
    a replacing modifier (6.2): played from Reserve it would gain Fleeting as it enters the
    Expedition zone (2.4.6.c): it gains a boost and goes to Reserve at Rest, not to the
    Discard; Rage's Fleeting becomes one more boost too."""
    for ref in ("ALT_ALIZE_B_BR_37_R1", "ALT_ALIZE_B_BR_37_R2"):
        s = scene(reserve=[ref], hand=[RAGE[0]], mana=8)
        s.play(s.named("Gericht, Revered Duelist"))
        s.settle()
        gericht = s.named("Gericht, Revered Duelist")
        assert not gericht.has(Status.FLEETING) and gericht.boosts == 1, ref
        s.opp_pass()
        s.play(s.named("Rage"), exp=None)  # Gericht: the only legal target
        s.settle()
        assert not gericht.has(Status.FLEETING) and gericht.boosts == 4, ref
        assert s.logged("gains boosts instead of Fleeting")
        s.to_night_end()
        assert gericht.zone is Zone.RESERVE, ref
