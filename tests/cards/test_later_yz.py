"""Yzmir cards of the later sets (Alize, Bise, Cyclone, Duster) read by the parser with the
words of engine/cardtext/yzmir_text.py and engine/effects/yzmir_words.py: one test per
family of the same text, played through real decisions, each citing the rule or the
reminder text it enforces (docs/mechanisms.md, "Yzmir in the later sets")."""

from __future__ import annotations

from engine.cards.registry import card_by_ref
from engine.model import Status, Zone
from tests.cards.helpers import covers, scene, tired_supplier

AMELIA = "ALT_CORE_B_AX_11_C"  # vanilla Character, Hand 3 / Reserve 1
SHENLONG = "ALT_CORE_B_BR_22_C"  # vanilla Character, Hand 6 / Reserve 6
NAVIGATOR = "ALT_CORE_B_LY_12_C"  # vanilla Character, Hand 2 / Reserve 3
ATHENA = "ALT_CORE_B_AX_18_C"  # Hand 5 / Reserve 3; from Reserve, Fleeting without Landmarks
GENERATOR = "ALT_CORE_B_AX_27_C"  # a Landmark Permanent, Hand 3 / Reserve 3
CONJURING_SEAL = "ALT_CORE_B_YZ_23_C"  # Spell "Draw two cards.", Hand 3 / Reserve 5
MAGICAL_TRAINING = "ALT_CORE_B_YZ_19_C"  # Spell "Draw a card.", Hand 1 / Reserve 3
BASE_COST_PLAYED = "(It's the Reserve Cost if played from Reserve, or the Hand Cost if not.)"
BASE_COST_IN_PLAY = "(Its Base Cost is the Reserve Cost if Fleeting, or the Hand Cost if not.)"


def _text(ref: str) -> str:
    return card_by_ref(ref).text()


def _pick(s, card) -> None:
    """Choose `card` if asked; a choice with a single option is made by itself."""
    if s.d is not None and s.d.kind not in ("turn", "may"):
        s.pick(card)
    s.settle()


# ------------------------------------------------------------------ "If you don't"
SHIVA = ("ALT_CYCLONE_B_YZ_74_C", "ALT_CYCLONE_B_YZ_74_R1", "ALT_CYCLONE_B_YZ_74_R2")


@covers(*SHIVA)
def test_shiva_discards_a_permanent_or_else_gains_two_boosts() -> None:
    """Shiva: "[H] You may discard target Permanent. If you don't, I gain 2 boosts." The
    boosts are the other branch of the choice (6.5.f): taken when the Permanent is not
    discarded, never both."""
    for ref in SHIVA:
        s = scene(hand=[ref], opp_landmarks=[GENERATOR])
        s.play(s.named("Shiva"))
        s.settle()
        s.yes()
        _pick(s, s.named("Kelonic Generator"))
        assert s.named("Kelonic Generator").zone is Zone.DISCARD
        assert s.named("Shiva").counters.get("boost", 0) == 0, ref
        s = scene(hand=[ref], opp_landmarks=[GENERATOR])
        s.play(s.named("Shiva"))
        s.settle()
        s.no()
        s.settle()
        assert s.named("Kelonic Generator").zone is Zone.LANDMARK
        assert s.named("Shiva").counters.get("boost", 0) == 2, ref
        assert _text(ref) == ("When played from Hand — You may discard target Permanent. "
                              "If you don't, I gain 2 boosts.")


def test_shiva_with_no_permanent_to_discard_gains_the_boosts() -> None:
    """Saying yes with no Permanent in play: nothing is discarded, so "you don't" holds
    (6.5.f: only a discard actually started counts) and Shiva gains 2 boosts."""
    s = scene(hand=[SHIVA[0]])
    s.play(s.named("Shiva"))
    s.settle()
    if s.d.kind == "may":
        s.yes()
    s.settle()
    assert s.named("Shiva").counters.get("boost", 0) == 2
    assert s.logged("no legal target")


KALI_C, KALI_R1, KALI_R2 = ("ALT_CYCLONE_B_YZ_71_C", "ALT_CYCLONE_B_YZ_71_R1",
                            "ALT_CYCLONE_B_YZ_71_R2")


@covers(KALI_C, KALI_R1)
def test_kali_puts_a_spell_in_reserve_or_is_sacrificed() -> None:
    """Kali: "[H] You may put a Spell from your hand in Reserve. If you don't, sacrifice me"
    (R1: "sacrifice a Character").  Only a Spell can be chosen; with none in hand the
    step can't be done and the sacrifice follows (7.3.25)."""
    for ref in (KALI_C, KALI_R1):
        s = scene(hand=[ref, MAGICAL_TRAINING])
        s.play(s.named("Kali"))
        s.settle()
        s.yes()
        _pick(s, s.named("Magical Training"))  # the only Spell: the filler Characters can't
        assert s.named("Magical Training").zone is Zone.RESERVE
        assert s.named("Kali").zone is Zone.EXPEDITION, ref
    s = scene(hand=[KALI_C, MAGICAL_TRAINING])
    s.play(s.named("Kali"))
    s.settle()
    s.no()
    s.settle()
    assert s.named("Kali").zone is Zone.DISCARD
    assert s.named("Magical Training").zone is Zone.HAND
    # R1: no Spell in hand -> sacrifice a Character of my choice, here my Amelia
    s = scene(hand=[KALI_R1], hero_exp=[AMELIA])
    s.play(s.named("Kali"))
    s.settle()
    s.yes()
    s.settle()
    _pick(s, s.named("Amelia Earhart"))
    assert s.named("Amelia Earhart").zone is Zone.DISCARD
    assert s.named("Kali").zone is Zone.EXPEDITION
    assert s.logged("no Spell in hand to put in Reserve")


@covers(KALI_R2)
def test_kali_r2_puts_a_permanent_in_reserve_or_sacrifices_one() -> None:
    """Kali (R2): a Permanent from hand to Reserve; if you don't, sacrifice a Permanent."""
    s = scene(hand=[KALI_R2, GENERATOR])
    s.play(s.named("Kali"))
    s.settle()
    s.yes()
    _pick(s, s.named("Kelonic Generator"))
    assert s.named("Kelonic Generator").zone is Zone.RESERVE
    s = scene(hand=[KALI_R2], landmarks=[GENERATOR])
    s.play(s.named("Kali"))
    s.settle()
    s.no()
    s.settle()
    _pick(s, s.named("Kelonic Generator"))
    assert s.named("Kelonic Generator").zone is Zone.DISCARD
    assert s.named("Kali").zone is Zone.EXPEDITION


# ------------------------------------------------------------------ Base Cost
WELL_C, WELL_R1, WELL_R2 = ("ALT_CYCLONE_B_YZ_82_C", "ALT_CYCLONE_B_YZ_82_R1",
                            "ALT_CYCLONE_B_YZ_82_R2")


@covers(WELL_C, WELL_R1, WELL_R2)
def test_well_of_tears_reacts_to_a_spell_by_its_base_cost() -> None:
    """The Well of Tears: "When you play a Spell (R: a card) with Base Cost 4 or more — You
    may give target Character 1 boost."  The reminder text: the Base Cost is the Reserve
    Cost if played from Reserve, the Hand Cost otherwise — so Conjuring Seal (Hand 3,
    Reserve 5) sets it off from Reserve only."""
    for ref in (WELL_C, WELL_R1, WELL_R2):
        s = scene(landmarks=[ref], hand=[CONJURING_SEAL], hero_exp=[AMELIA])
        s.play(s.named("Conjuring Seal"))
        s.settle()
        assert s.d.kind == "turn" and s.d.player == 1, ref  # Base Cost 3: no Reaction
        assert s.named("Amelia Earhart").counters.get("boost", 0) == 0
        s = scene(landmarks=[ref], reserve=[CONJURING_SEAL], hero_exp=[AMELIA])
        s.play(s.named("Conjuring Seal"))
        s.settle()
        s.yes()
        _pick(s, s.named("Amelia Earhart"))
        assert s.named("Amelia Earhart").counters.get("boost", 0) == 1, ref
    # the rares react to any card: Shenlong, a Character of Base Cost 6 from hand
    s = scene(landmarks=[WELL_R1], hand=[SHENLONG], hero_exp=[AMELIA])
    s.play(s.named("Shenlong"))
    s.settle()
    s.yes()
    _pick(s, s.named("Amelia Earhart"))
    assert s.named("Amelia Earhart").counters.get("boost", 0) == 1
    assert _text(WELL_C) == ("When you play a Spell with Base Cost 4 or more — You may give "
                             "target Character 1 boost.")


ROOKIE_C, ROOKIE_R1, ROOKIE_R2 = ("ALT_DUSTER_B_YZ_88_C", "ALT_DUSTER_B_YZ_88_R1",
                                  "ALT_DUSTER_B_YZ_88_R2")


@covers(ROOKIE_C, ROOKIE_R1)
def test_studious_rookie_gains_a_boost_for_a_costly_spell() -> None:
    """Studious Rookie: "When you play a Spell with Base Cost 4 or more — If I have no
    boosts, I gain 1 boost" (R1: I gain 1 boost).
    Reminder: "(It's the Reserve Cost if played from Reserve, or the Hand Cost if not.)"
    Magical Training (Hand 1, Reserve 3) never counts; Conjuring Seal from Reserve (5) does."""
    for ref, after_two in ((ROOKIE_C, 1), (ROOKIE_R1, 2)):
        s = scene(hero_exp=[ref], reserve=[CONJURING_SEAL], mana=14,
                  hand=[MAGICAL_TRAINING, "ALT_CORE_B_OR_26_C"])
        rookie = s.named("Studious Rookie")
        s.play(s.named("Magical Training"))
        s.settle()
        assert rookie.counters.get("boost", 0) == 0
        s.opp_pass()
        s.play(s.named("Conjuring Seal"))
        s.settle()
        assert rookie.counters.get("boost", 0) == 1, ref
        # a second costly Spell (Open the Gates, Hand 5): the common gains only while it
        # has no boosts (the opponent has passed: my turn again)
        s.play(s.named("Open the Gates"))
        s.settle()
        assert rookie.counters.get("boost", 0) == after_two, ref


@covers(ROOKIE_R2)
def test_studious_rookie_r2_counts_permanents() -> None:
    """Studious Rookie (R2): a Permanent with Base Cost 4 or more (Axiom Reprocessor, 4)
    gives the boost; a Spell does not."""
    s = scene(hero_exp=[ROOKIE_R2], hand=["ALT_CORE_B_AX_25_C"], reserve=[CONJURING_SEAL],
              mana=10)
    rookie = s.named("Studious Rookie")
    s.play(s.named("Conjuring Seal"))
    s.settle()
    assert rookie.counters.get("boost", 0) == 0
    s.opp_pass()
    s.play(s.named("Axiom Reprocessor"))
    s.settle()
    assert rookie.counters.get("boost", 0) == 1


TIME_OUT_C, TIME_OUT_R1, TIME_OUT_R2 = ("ALT_DUSTER_B_YZ_95_C", "ALT_DUSTER_B_YZ_95_R1",
                                        "ALT_DUSTER_B_YZ_95_R2")


def _fleeting_athena(**kw):
    """A scene where my Athena (Hand 5, Reserve 3) was played from Reserve: Fleeting
    (5.2.2.b), so its Base Cost is 3; it is then the opponent's turn, who passes."""
    s = scene(reserve=[ATHENA], **kw)
    s.play(s.named("Athena"))
    s.settle()
    athena = s.named("Athena")
    assert Status.FLEETING in athena.statuses
    s.opp_pass()
    return s, athena


@covers(TIME_OUT_C)
def test_time_out_targets_by_base_cost_in_play() -> None:
    """Time Out!: "Send to Reserve target Character with Base Cost 4 or less, then exhaust
    it."
    Reminder: "(Its Base Cost is the Reserve Cost if Fleeting, or the Hand Cost if not.)"
    A Fleeting Athena (Reserve 3) may be chosen; the Hand-Cost-6 Shenlong may not.
    Athena, being Fleeting, is discarded instead (2.4.6.d)."""
    s, athena = _fleeting_athena(hand=[TIME_OUT_C],
                                 opp_hero_exp=[SHENLONG])
    s.play(s.named("Time Out!"))
    s.settle()
    if s.d.kind == "target":
        labels = [o.label for o in s.d.options]
        assert not any("Shenlong" in x for x in labels), labels
        s.pick(athena)
        s.settle()
    assert athena.zone is Zone.DISCARD
    assert s.named("Shenlong").zone is Zone.EXPEDITION
    # from hand, Athena's Base Cost is her Hand Cost, 5: no legal target then
    s = scene(hand=[TIME_OUT_C, ATHENA])
    s.play(s.named("Athena"))
    s.settle()
    s.opp_pass()
    s.play(s.named("Time Out!"))
    s.settle()
    assert s.named("Athena").zone is Zone.EXPEDITION
    assert s.logged("no legal target")


@covers(TIME_OUT_R1, TIME_OUT_R2)
def test_time_out_rare_stays_unless_two_exhausted_cards() -> None:
    """Time Out! (rares): the Character goes to Reserve and is exhausted; "Then, I gain
    Fleeting unless there are two or more exhausted cards in Reserve" — with only that one
    exhausted card, the Spell is Fleeting and goes to the Discard pile (2.4.6.c)."""
    for ref in (TIME_OUT_R1, TIME_OUT_R2):
        s = scene(hand=[ref], opp_hero_exp=[AMELIA])
        s.play(s.named("Time Out!"))
        s.settle()
        _pick(s, s.named("Amelia Earhart"))
        amelia = s.named("Amelia Earhart")
        assert amelia.zone is Zone.RESERVE and amelia.exhausted
        assert s.named("Time Out!").zone is Zone.DISCARD, ref
    # a second exhausted card already in Reserve: the Spell keeps to Reserve
    s = scene(hand=[tired_supplier(), TIME_OUT_R1], deck_top=[NAVIGATOR],
              opp_hero_exp=[AMELIA])
    s.play(s.named("Tired Supplier"))  # [H] Exhausted Resupply: the Navigator
    s.settle()
    assert s.named("Lyra Navigator").exhausted
    s.opp_pass()
    s.play(s.named("Time Out!"))
    s.settle()
    _pick(s, s.named("Amelia Earhart"))
    assert s.named("Time Out!").zone is Zone.RESERVE
    assert _text(TIME_OUT_R1).endswith(
        "Then, I gain Fleeting unless there are two or more exhausted cards in Reserve.")


REFEREE_C, REFEREE_R1, REFEREE_R2 = ("ALT_DUSTER_B_YZ_93_C", "ALT_DUSTER_B_YZ_93_R1",
                                     "ALT_DUSTER_B_YZ_93_R2")


@covers(REFEREE_C, REFEREE_R1, REFEREE_R2)
def test_partial_referee_compensates_for_a_costly_character() -> None:
    """Partial Referee: "[H] Discard target Character (R: or Permanent). If its Base Cost was
    3 or more, its controller draws a card."
    Reminder: "(Its Base Cost is the Reserve Cost if Fleeting, or the Hand Cost if not.)"
    Looked at as it last was in play (6.3.j): Amelia (Hand 3) gives the opponent a card; a Navigator
    (Hand 2) does not."""
    for ref in (REFEREE_C, REFEREE_R1, REFEREE_R2):
        s = scene(hand=[ref], opp_hero_exp=[AMELIA])
        opp_hand = len(s.p(1).hand)
        s.play(s.named("Partial Referee"))
        s.settle()
        _pick(s, s.named("Amelia Earhart"))
        assert s.named("Amelia Earhart").zone is Zone.DISCARD
        assert len(s.p(1).hand) == opp_hand + 1, ref
        s = scene(hand=[ref], opp_hero_exp=[NAVIGATOR])
        s.play(s.named("Partial Referee"))
        s.settle()
        _pick(s, s.named("Lyra Navigator"))
        assert s.named("Lyra Navigator").zone is Zone.DISCARD
        assert len(s.p(1).hand) == opp_hand, ref
    # the rares discard a Permanent too (Kelonic Generator, Base Cost 3)
    s = scene(hand=[REFEREE_R1], opp_landmarks=[GENERATOR])
    s.play(s.named("Partial Referee"))
    s.settle()
    _pick(s, s.named("Kelonic Generator"))
    assert s.named("Kelonic Generator").zone is Zone.DISCARD
    assert len(s.p(1).hand) == opp_hand + 1


def test_partial_referee_reads_a_fleeting_characters_reserve_cost() -> None:
    """My own Fleeting Athena (Hand 5, Reserve 3) discarded: Base Cost 3, so I draw — the
    Reserve Cost of a Fleeting object is what counts, as the reminder text says."""
    s, athena = _fleeting_athena(hand=[REFEREE_C], deck_top=[NAVIGATOR])
    hand = len(s.p(0).hand)
    s.play(s.named("Partial Referee"))
    s.settle()
    _pick(s, athena)
    assert athena.zone is Zone.DISCARD
    assert len(s.p(0).hand) == hand  # Referee left the hand, one card drawn
    assert s.named("Lyra Navigator").zone is Zone.HAND


TAG_C, TAG_R1, TAG_R2 = ("ALT_DUSTER_B_YZ_99_C", "ALT_DUSTER_B_YZ_99_R1", "ALT_DUSTER_B_YZ_99_R2")


@covers(TAG_C, TAG_R1, TAG_R2)
def test_tag_makes_the_opponent_sacrifice_their_costliest() -> None:
    """Tag!: "Target opponent sacrifices the Character (R: or Permanent) they control with
    the highest Base Cost" (7.3.25) — Shenlong (6) rather than Amelia (3); for the rares a
    Permanent counts as well."""
    for ref in (TAG_C, TAG_R1, TAG_R2):
        s = scene(hand=[ref], opp_hero_exp=[AMELIA, SHENLONG])
        s.play(s.named("Tag!"))
        s.settle()
        assert s.named("Shenlong").zone is Zone.DISCARD, ref
        assert s.named("Amelia Earhart").zone is Zone.EXPEDITION
    s = scene(hand=[TAG_R1], opp_hero_exp=[AMELIA], opp_landmarks=["ALT_CORE_B_YZ_30_C"])
    s.play(s.named("Tag!"))
    s.settle()
    assert s.named("The Kadigir, Yzmir Bastion").zone is Zone.DISCARD  # Base Cost 8
    assert s.named("Amelia Earhart").zone is Zone.EXPEDITION
    # two of the same Base Cost: the opponent chooses which
    s = scene(hand=[TAG_C], opp_hero_exp=[AMELIA], opp_companion_exp=["ALT_CORE_B_BR_17_C"])
    s.play(s.named("Tag!"))
    s.settle()
    assert s.d.kind == "sacrifice" and s.d.player == 1
    s.pick(s.named("Haven Warrior"))
    s.settle()
    assert s.named("Haven Warrior").zone is Zone.DISCARD
    assert s.named("Amelia Earhart").zone is Zone.EXPEDITION


ACOLYTE_C, ACOLYTE_R1, ACOLYTE_R2 = ("ALT_CYCLONE_B_YZ_68_C", "ALT_CYCLONE_B_YZ_68_R1",
                                     "ALT_CYCLONE_B_YZ_68_R2")


@covers(ACOLYTE_C, ACOLYTE_R1, ACOLYTE_R2)
def test_studious_acolyte_lowers_costly_spells() -> None:
    """Studious Acolyte: "You may play Spells for 1 less if their Base Cost is 4 or more"
    (R1: 2 less, 7 or more; R2: Permanents).  The Base Cost is the cost of the zone the
    card is played from (5.1.2.e): Conjuring Seal costs 4 from Reserve, 3 from hand."""
    s = scene(hero_exp=[ACOLYTE_C], reserve=[CONJURING_SEAL], mana=8)
    s.play(s.named("Conjuring Seal"))
    s.settle()
    assert s.ready_mana() == 8 - 4
    s = scene(hero_exp=[ACOLYTE_C], hand=[CONJURING_SEAL], mana=8)
    s.play(s.named("Conjuring Seal"))
    s.settle()
    assert s.ready_mana() == 8 - 3
    s = scene(hero_exp=[ACOLYTE_R1], hand=["ALT_CORE_B_YZ_27_C"], mana=8)  # Hand 7
    s.play(s.named("Celestial Blast"))
    s.settle()
    if s.d.kind == "target":
        s.pick_none()
        s.settle()
    assert s.ready_mana() == 8 - 5
    s = scene(hero_exp=[ACOLYTE_R2], hand=["ALT_CORE_B_AX_25_C", CONJURING_SEAL], mana=8)
    s.play(s.named("Axiom Reprocessor"))  # a Permanent of Base Cost 4
    s.settle()
    assert s.ready_mana() == 8 - 3
    assert _text(ACOLYTE_C) == "You may play Spells for 1 less if their Base Cost is 4 or more."


# ------------------------------------------------------------------ "I cost N less if …"
MANA_MOTH = "ALT_ALIZE_B_YZ_47_C"  # the Mana Moth 2/2/2 Illusion token
RECRUIT = "ALT_CORE_B_OR_32_C"  # the Ordis Recruit 1/1/1 Soldier token
COLLISION_C, COLLISION_R1, COLLISION_R2 = ("ALT_CYCLONE_B_YZ_75_C", "ALT_CYCLONE_B_YZ_75_R1",
                                           "ALT_CYCLONE_B_YZ_75_R2")


def _mana_spent(s, name: str, before: int) -> int:
    s.play(s.named(name))
    return before - s.ready_mana()


@covers(COLLISION_C, COLLISION_R1, COLLISION_R2)
def test_moth_collision_costs_less_with_an_illusion() -> None:
    """Moth Collision: "If you control an Illusion (R2: a Soldier), I cost 1 (R1: 2) less.
    Discard target Character (R1: with Hand Cost 3 or less)." The condition is looked at
    as the cost is worked out (5.1.2.e)."""
    for ref, helper, less in ((COLLISION_C, MANA_MOTH, 1), (COLLISION_R1, MANA_MOTH, 2),
                              (COLLISION_R2, RECRUIT, 1)):
        s = scene(hand=[ref], opp_hero_exp=[AMELIA], mana=8)
        assert _mana_spent(s, "Moth Collision", 8) == 4, ref
        s.settle()
        _pick(s, s.named("Amelia Earhart"))
        assert s.named("Amelia Earhart").zone is Zone.DISCARD
        s = scene(hand=[ref], hero_exp=[helper], opp_hero_exp=[AMELIA], mana=8)
        assert _mana_spent(s, "Moth Collision", 8) == 4 - less, ref
        # the opponent's Illusion does not count: "you control"
        s = scene(hand=[ref], opp_hero_exp=[helper, AMELIA], mana=8)
        assert _mana_spent(s, "Moth Collision", 8) == 4, ref
    assert _text(COLLISION_C).splitlines()[1] == "If you control an Illusion, I cost 1 less."


FLUTTER_C, FLUTTER_R1, FLUTTER_R2 = ("ALT_ALIZE_B_YZ_43_C", "ALT_ALIZE_B_YZ_43_R1",
                                     "ALT_ALIZE_B_YZ_43_R2")


@covers(FLUTTER_C)
def test_flutter_of_moths_costs_less_with_two_exhausted_cards() -> None:
    """Flutter of Moths: "I cost 1 less if there are two or more exhausted cards in Reserve.
    Create three Mana Moth Illusion tokens, distributed as you choose among any number of
    target Expeditions." One exhausted card: full cost; two: 1 less."""
    s = scene(hand=[tired_supplier(), FLUTTER_C], deck_top=[NAVIGATOR], mana=12)
    s.play(s.named("Tired Supplier"))
    s.settle()
    s.opp_pass()
    assert _mana_spent(s, "Flutter of Moths", s.ready_mana()) == 6
    s.settle()
    for _ in range(3):
        s.answer("e:0:hero")
        s.settle()
    assert len(s.tokens("Mana Moth", 0, "hero")) == 3
    # two exhausted cards (one in each Reserve): 1 less
    s = scene(hand=[tired_supplier(), FLUTTER_C], deck_top=[NAVIGATOR], mana=12,
              opp_hand=[tired_supplier()], opp_deck_top=[AMELIA])
    s.play(s.named("Tired Supplier", who=0))
    s.settle()
    s.answer(s.option(lambda o: o.detail == "play" and "Tired Supplier" in o.label))
    s.settle()
    assert _mana_spent(s, "Flutter of Moths", s.ready_mana()) == 5


@covers(FLUTTER_R1, FLUTTER_R2)
def test_flutter_of_moths_rare_costs_one_less_per_exhausted_card() -> None:
    """Flutter of Moths (rares): "I cost 1 less for each exhausted card in Reserve" — in
    any Reserve, counted as the cost is worked out (5.1.2.e)."""
    for ref in (FLUTTER_R1, FLUTTER_R2):
        s = scene(hand=[ref], mana=12)
        assert _mana_spent(s, "Flutter of Moths", 12) == 7, ref
        s = scene(hand=[tired_supplier(), ref], deck_top=[NAVIGATOR], mana=12,
                  opp_hand=[tired_supplier()], opp_deck_top=[AMELIA])
        s.play(s.named("Tired Supplier", who=0))
        s.settle()
        s.answer(s.option(lambda o: o.detail == "play" and "Tired Supplier" in o.label))
        s.settle()
        before = s.ready_mana()
        assert _mana_spent(s, "Flutter of Moths", before) == 5, ref
        s.settle()
        for e in ("e:0:hero", "e:0:companion", "e:1:hero"):
            s.answer(e)
            s.settle()
        # one in each of my Expeditions, one in the opponent's (theirs to control)
        assert len(s.tokens("Mana Moth", 0)) == 2 and len(s.tokens("Mana Moth", 1)) == 1
    assert _text(FLUTTER_R1).splitlines()[0] == "I cost 1 less for each exhausted card in Reserve."


# ------------------------------------------------------------------ whole Expeditions
BLIZZARD_C, BLIZZARD_R1, BLIZZARD_R2 = ("ALT_ALIZE_B_YZ_42_C", "ALT_ALIZE_B_YZ_42_R1",
                                        "ALT_ALIZE_B_YZ_42_R2")


@covers(BLIZZARD_C, BLIZZARD_R1, BLIZZARD_R2)
def test_blizzard_sends_a_whole_expedition_to_reserve_exhausted() -> None:
    """Blizzard: "Send to Reserve each Character from target Expedition, then exhaust them."
    Every Character of that one Expedition goes and is exhausted in Reserve (7.3.10); a
    token ceases to exist instead (2.1.e); the other Expedition is untouched."""
    for ref in (BLIZZARD_C, BLIZZARD_R1, BLIZZARD_R2):
        s = scene(hand=[ref], opp_hero_exp=[AMELIA, NAVIGATOR, MANA_MOTH],
                  opp_companion_exp=[SHENLONG])
        s.play(s.named("Blizzard"))
        s.settle()
        s.answer("e:1:hero")
        s.settle()
        for name in ("Amelia Earhart", "Lyra Navigator"):
            card = s.named(name)
            assert card.zone is Zone.RESERVE and card.exhausted, (ref, name)
        assert s.tokens("Mana Moth", 1) == []
        assert s.named("Shenlong").zone is Zone.EXPEDITION
        assert s.named("Blizzard").zone is Zone.DISCARD  # Fleeting (2.4.6.c)
    assert _text(BLIZZARD_R1).splitlines()[1] == (
        "I cost 1 less if there are two or more exhausted cards in Reserve.")


def test_blizzard_rare_costs_one_less_with_two_exhausted_cards() -> None:
    """Blizzard (R1): 5 normally; 4 with two exhausted cards in Reserve (5.1.2.e)."""
    s = scene(hand=[BLIZZARD_R1], mana=10)
    assert _mana_spent(s, "Blizzard", 10) == 5
    s = scene(hand=[tired_supplier(), BLIZZARD_R1], deck_top=[NAVIGATOR], mana=12,
              opp_hand=[tired_supplier()], opp_deck_top=[AMELIA])
    s.play(s.named("Tired Supplier", who=0))
    s.settle()
    s.answer(s.option(lambda o: o.detail == "play" and "Tired Supplier" in o.label))
    s.settle()
    assert _mana_spent(s, "Blizzard", s.ready_mana()) == 4


FURY = ("ALT_CYCLONE_B_YZ_80_R1", "ALT_CYCLONE_B_YZ_80_R2")


@covers(*FURY)
def test_sakarabrus_fury_discards_an_expedition_and_pushes_it_back() -> None:
    """Sakarabru's Fury (rares): "Discard each Character from target Expedition, then that
    Expedition moves backwards one region" (7.3.5, 7.3.17) — the same Expedition."""
    for ref in FURY:
        s = scene(hand=["ALT_CORE_B_YZ_25_C", ref], opp_companion_exp=[AMELIA, NAVIGATOR],
                  opp_hero_exp=[SHENLONG], mana=16)
        s.play(s.named("Small Step, Giant Leap"))  # the opponent's Companion moves forward
        s.settle()
        s.answer("e:1:companion")
        s.settle()
        opp = s.p(1)
        start = dict(opp.position)
        assert opp.distance("companion") == 1
        s.opp_pass()
        s.play(s.named("Sakarabru's Fury"))
        s.settle()
        s.answer("e:1:companion")
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.DISCARD
        assert s.named("Lyra Navigator").zone is Zone.DISCARD
        assert s.named("Shenlong").zone is Zone.EXPEDITION, ref
        assert opp.distance("companion") == 0 and opp.position["hero"] == start["hero"], ref


# ------------------------------------------------------------------ exhausting in Reserve as a cost
DECOY = ("ALT_DUSTER_B_YZ_100_C", "ALT_DUSTER_B_YZ_100_R1", "ALT_DUSTER_B_YZ_100_R2")


@covers(*DECOY)
def test_moth_decoy_exhausts_a_reserve_card_to_cost_one_less() -> None:
    """Moth Decoy: "You may exhaust a card from your Reserve to play me for 1 less. Create a
    Mana Moth Illusion token in target Expedition." An optional cost declared with the
    intent (5.1.2.c): the chosen card stays in Reserve, exhausted (7.3.10), and can't be
    played (2.4.5.c)."""
    for ref in DECOY:
        s = scene(hand=[ref], reserve=[AMELIA], mana=8)
        full = card_by_ref(ref).hand_cost
        s.play(s.named("Moth Decoy"), None, reduce=True)
        s.settle()
        amelia = s.named("Amelia Earhart")
        assert amelia.zone is Zone.RESERVE and amelia.exhausted, ref
        assert s.ready_mana() == 8 - (full - 1), ref
        s.answer("e:0:hero")
        s.settle()
        assert len(s.tokens("Mana Moth", 0, "hero")) == 1
        # without the optional cost: the full cost, the Reserve untouched
        s = scene(hand=[ref], reserve=[AMELIA], mana=8)
        s.play(s.named("Moth Decoy"), None)
        s.settle()
        assert not s.named("Amelia Earhart").exhausted
        assert s.ready_mana() == 8 - full
    assert _text(DECOY[0]).splitlines()[0] == (
        "You may exhaust a card from your Reserve to play me for 1 less.")


def test_moth_decoy_offers_no_cheaper_play_with_only_exhausted_reserve_cards() -> None:
    """An exhausted card can't be exhausted again (7.3.10): with only such cards in Reserve
    the optional cost can't be paid, so no cheaper way to play is offered."""
    s = scene(hand=[tired_supplier(), DECOY[0]], deck_top=[NAVIGATOR])
    s.play(s.named("Tired Supplier"))
    s.settle()
    s.opp_pass()
    decoy = s.named("Moth Decoy")
    ids = [o.id for o in s.d.options if o.detail == "play" and decoy.oid in o.objects]
    assert ids and not any("reduce" in i for i in ids)


INFIRMARY_C, INFIRMARY_R1, INFIRMARY_R2 = ("ALT_DUSTER_B_YZ_102_C", "ALT_DUSTER_B_YZ_102_R1",
                                           "ALT_DUSTER_B_YZ_102_R2")


@covers(INFIRMARY_C, INFIRMARY_R1, INFIRMARY_R2)
def test_the_infirmary_exhausts_a_reserve_card_for_after_you() -> None:
    """The Infirmary: "[T], Exhaust a card in your Reserve: After You." — both parts of the
    cost are paid at once (6.4.a); After You ends my turn as if I had played a card (the
    glossary's reminder text), so the opponent plays next and I have not passed."""
    for ref in (INFIRMARY_C, INFIRMARY_R1, INFIRMARY_R2):
        s = scene(landmarks=[ref], reserve=[AMELIA])
        infirmary = s.named("The Infirmary")
        s.quick(infirmary)
        s.settle()
        assert infirmary.exhausted
        assert s.named("Amelia Earhart").exhausted, ref
        assert s.d.kind == "turn" and s.d.player == 1
        assert not s.p(0).passed
    # no card to exhaust in my Reserve: the action is not offered
    s = scene(landmarks=[INFIRMARY_C])
    assert not any(o.detail == "quick" and s.named("The Infirmary").oid in o.objects
                   for o in s.d.options)
    assert _text(INFIRMARY_C) == "[T], Exhaust a card in your Reserve: After you."


def test_the_infirmary_rare_resupplies_when_it_joins() -> None:
    """The Infirmary (rares): "[J] Resupply." — the top card of my deck to Reserve."""
    s = scene(hand=[INFIRMARY_R1], deck_top=[NAVIGATOR])
    s.play(s.named("The Infirmary"), None)
    s.settle()
    assert s.named("Lyra Navigator").zone is Zone.RESERVE


# ------------------------------------------------------------------ exhausted cards in Reserve
BELASENKA = ("ALT_ALIZE_B_YZ_35_R1", "ALT_ALIZE_B_YZ_35_R2")


@covers(*BELASENKA)
def test_belasenka_boosts_once_two_cards_are_exhausted_in_reserve() -> None:
    """Belasenka (rares): "[H] You may exhaust target card in Reserve. Then, if there are two
    or more exhausted card in Reserve, I gain 1 boost." The count is over every Reserve
    (7.5.4), taken after the exhausting (6.5.d)."""
    for ref in BELASENKA:
        s = scene(hand=[ref], reserve=[AMELIA], opp_reserve=[NAVIGATOR])
        s.play(s.named("Belasenka"))
        s.settle()
        s.yes()
        _pick(s, s.named("Amelia Earhart"))
        assert s.named("Amelia Earhart").exhausted
        assert s.named("Belasenka").counters.get("boost", 0) == 0, ref  # only one exhausted
        assert s.logged("is not met")
    s = scene(hand=[tired_supplier(), BELASENKA[0]], deck_top=[SHENLONG], opp_reserve=[NAVIGATOR])
    s.play(s.named("Tired Supplier"))
    s.settle()
    s.opp_pass()
    s.play(s.named("Belasenka"))
    s.settle()
    s.yes()
    _pick(s, s.named("Lyra Navigator"))  # the opponent's card: any Reserve
    assert s.named("Lyra Navigator").exhausted
    assert s.named("Belasenka").counters.get("boost", 0) == 1
    # rendered as printed: the clause after "Then," is not capitalised
    assert _text(BELASENKA[0]).endswith(
        "Then, if there are two or more exhausted card in Reserve, I gain 1 boost.")


TEAM_MASCOT = "ALT_DUSTER_B_YZ_96_C"


@covers(TEAM_MASCOT)
def test_team_mascot_boosts_with_an_exhausted_card_in_reserve() -> None:
    """Team Mascot: "[J] If there's an exhausted card in Reserve, I gain 1 boost" — any
    Reserve (7.5.4)."""
    s = scene(hand=[TEAM_MASCOT], reserve=[AMELIA])
    s.play(s.named("Team Mascot"))
    s.settle()
    assert s.named("Team Mascot").counters.get("boost", 0) == 0
    s = scene(hand=[tired_supplier(), TEAM_MASCOT], deck_top=[NAVIGATOR])
    s.play(s.named("Tired Supplier"))
    s.settle()
    s.opp_pass()
    s.play(s.named("Team Mascot"))
    s.settle()
    assert s.named("Team Mascot").counters.get("boost", 0) == 1


RIME_FROST = ("ALT_ALIZE_B_YZ_39_R1", "ALT_ALIZE_B_YZ_39_R2")


@covers(*RIME_FROST)
def test_rime_frost_discards_an_exhausted_reserve_card_or_exhausts_one() -> None:
    """Rime Frost (rares): "Choose one: • Discard target exhausted card from a Reserve.
    • Exhaust target card in Reserve." Only an exhausted card may be the first mode's
    target (2.4.5); the mode is chosen as the Spell is played (5.1.2.c)."""
    for ref in RIME_FROST:
        s = scene(hand=[tired_supplier(), ref], deck_top=[NAVIGATOR], opp_reserve=[AMELIA])
        s.play(s.named("Tired Supplier"))
        s.settle()
        s.opp_pass()
        s.play(s.named("Rime Frost"), None)
        s.pick_label("Discard target exhausted card from a Reserve")
        s.settle()
        _pick(s, s.named("Lyra Navigator"))  # the only exhausted one: Amelia is ready
        assert s.named("Lyra Navigator").zone is Zone.DISCARD, ref
        assert s.named("Amelia Earhart").zone is Zone.RESERVE
        s = scene(hand=[ref], opp_reserve=[AMELIA])
        s.play(s.named("Rime Frost"), None)
        s.pick_label("Exhaust target card in Reserve")
        s.settle()
        _pick(s, s.named("Amelia Earhart"))
        assert s.named("Amelia Earhart").exhausted, ref


AROROS = ("ALT_ALIZE_B_YZ_36_C", "ALT_ALIZE_B_YZ_36_R1", "ALT_ALIZE_B_YZ_36_R2")


@covers(*AROROS)
def test_aroro_discards_a_card_of_a_type_from_reserve_for_boosts() -> None:
    """Aroro: "[H] You may discard a Spell (R2: a Character) from your Reserve. If you do,
    I gain 1 boost (R: 2 boosts)." Only a card of that type of my own Reserve; with none,
    "If you do" is false (6.5.f)."""
    for ref, kind, boosts in ((AROROS[0], MAGICAL_TRAINING, 1), (AROROS[1], MAGICAL_TRAINING, 2),
                              (AROROS[2], AMELIA, 2)):
        s = scene(hand=[ref], reserve=[kind, GENERATOR])
        s.play(s.named("Aroro, Savior of Asgartha"))
        s.settle()
        s.yes()
        _pick(s, s.named(card_by_ref(kind).name))
        assert s.named(card_by_ref(kind).name).zone is Zone.DISCARD
        assert s.named("Kelonic Generator").zone is Zone.RESERVE
        assert s.named("Aroro, Savior of Asgartha").counters.get("boost", 0) == boosts, ref
        s = scene(hand=[ref], reserve=[GENERATOR])
        s.play(s.named("Aroro, Savior of Asgartha"))
        s.settle()
        if s.d.kind == "may":
            s.yes()
            s.settle()
        assert s.named("Kelonic Generator").zone is Zone.RESERVE
        assert s.named("Aroro, Savior of Asgartha").counters.get("boost", 0) == 0, ref


def test_aroro_rare_support_lowers_the_next_spell() -> None:
    """Aroro (R1): "[S] Discard me from Reserve: The next Spell you play this turn costs 1
    less." (R2: the next Character.)"""
    s = scene(reserve=[AROROS[1]], hand=[CONJURING_SEAL], mana=8)
    s.quick(s.named("Aroro, Savior of Asgartha"))
    s.settle()
    assert s.named("Aroro, Savior of Asgartha").zone is Zone.DISCARD
    s.play(s.named("Conjuring Seal"))
    assert s.ready_mana() == 8 - 2
    s = scene(reserve=[AROROS[2]], hand=[AMELIA], mana=8)
    s.quick(s.named("Aroro, Savior of Asgartha"))
    s.settle()
    s.play(s.named("Amelia Earhart"))
    assert s.ready_mana() == 8 - 2


# ------------------------------------------------------------------ tokens
METAMORPHOSIS = ("ALT_BISE_B_YZ_60_C", "ALT_BISE_B_YZ_60_R1", "ALT_BISE_B_YZ_60_R2")


@covers(*METAMORPHOSIS)
def test_metamorphosis_turns_a_character_into_a_mana_moth() -> None:
    """Metamorphosis: "Discard target Character (R: with Hand Cost 5 or less), then create a
    Mana Moth Illusion token in its Expedition" — the Expedition it was in (6.3.j), the
    opponent's, so the token is theirs (7.3.4)."""
    for ref in METAMORPHOSIS:
        s = scene(hand=[ref], opp_companion_exp=[AMELIA])
        s.play(s.named("Metamorphosis"), None)
        s.settle()
        _pick(s, s.named("Amelia Earhart"))
        assert s.named("Amelia Earhart").zone is Zone.DISCARD
        assert len(s.tokens("Mana Moth", 1, "companion")) == 1, ref
        assert s.tokens("Mana Moth", 0) == []
    s = scene(hand=[METAMORPHOSIS[1]], opp_hero_exp=[SHENLONG])  # Hand Cost 6: no target
    s.play(s.named("Metamorphosis"), None)
    s.settle()
    assert s.named("Shenlong").zone is Zone.EXPEDITION
    assert s.tokens("Mana Moth", 1) == [] and s.logged("no legal target")


SPRING = ("ALT_CYCLONE_B_YZ_78_R1", "ALT_CYCLONE_B_YZ_78_R2")


@covers(*SPRING)
def test_moth_to_a_spring_rare_creates_two_moths_anywhere_and_draws() -> None:
    """Moth to a Spring (rares): "Create two Mana Moth Illusion tokens, distributed among any
    Expeditions. Draw a card." Each token's Expedition is chosen in turn (7.3.4)."""
    for ref in SPRING:
        s = scene(hand=[ref], deck_top=[NAVIGATOR])
        s.play(s.named("Moth to a Spring"), None)
        s.settle()
        s.answer("e:0:companion")
        s.settle()
        s.answer("e:1:hero")
        s.settle()
        assert len(s.tokens("Mana Moth", 0, "companion")) == 1, ref
        assert len(s.tokens("Mana Moth", 1, "hero")) == 1
        assert s.named("Lyra Navigator").zone is Zone.HAND
    assert ("Create two Mana Moth 2/2/2 Illusion tokens, distributed among any Expeditions."
            in _text(SPRING[0]))


# ------------------------------------------------------------------ the next Spell you play
MOCHIZUKI_C, MOCHIZUKI_R1, MOCHIZUKI_R2 = ("ALT_DUSTER_B_YZ_92_C", "ALT_DUSTER_B_YZ_92_R1",
                                           "ALT_DUSTER_B_YZ_92_R2")


@covers(MOCHIZUKI_C, MOCHIZUKI_R1, MOCHIZUKI_R2)
def test_mochizuki_pays_less_for_the_next_spell_down_to_one() -> None:
    """Mochizuki Chiyome: "[S] Pay 1 less for the next Spell you play this turn, down to a
    minimum of 1" — Conjuring Seal costs 2 instead of 3; Magical Training (1) stays at 1:
    the decrease stops at 1 (5.1.2.e)."""
    for ref in (MOCHIZUKI_C, MOCHIZUKI_R1, MOCHIZUKI_R2):
        s = scene(reserve=[ref], hand=[CONJURING_SEAL], mana=8)
        s.quick(s.named("Mochizuki Chiyome"))  # a quick action: still my turn (5.3)
        s.settle()
        s.play(s.named("Conjuring Seal"))
        assert s.ready_mana() == 8 - 2, ref
        s = scene(reserve=[ref], hand=[MAGICAL_TRAINING], mana=8)
        s.quick(s.named("Mochizuki Chiyome"))  # a quick action: still my turn (5.3)
        s.settle()
        s.play(s.named("Magical Training"))
        assert s.ready_mana() == 8 - 1, ref


@covers(MOCHIZUKI_R1, MOCHIZUKI_R2)
def test_mochizuki_rare_joins_in_contact_for_a_cheaper_spell() -> None:
    """Mochizuki (rares): "[J] If I'm In Contact, pay 1 less for the next Spell you play this
    Afternoon, down to a minimum of 1." Both Hero Expeditions start in one region, so I'm
    In Contact (the reminder text)."""
    for ref in (MOCHIZUKI_R1, MOCHIZUKI_R2):
        s = scene(hand=[ref, CONJURING_SEAL], mana=10)
        s.play(s.named("Mochizuki Chiyome"))
        s.settle()
        after = s.ready_mana()
        s.opp_pass()
        s.play(s.named("Conjuring Seal"))
        assert s.ready_mana() == after - 2, ref


MALEROS = "ALT_DUSTER_B_YZ_94_E"


@covers(MALEROS)
def test_maleros_makes_the_next_spell_seven_cheaper() -> None:
    """Maleros, Reka Hexarch: "[H] Pay 7 less for the next Spell you play this Afternoon" —
    Celestial Blast (7) is then free; a cost is never below 0 (5.1.2.e)."""
    s = scene(hand=[MALEROS, "ALT_CORE_B_YZ_27_C"], mana=10)
    s.play(s.named("Maleros, Reka Hexarch"))
    s.settle()
    after = s.ready_mana()
    s.opp_pass()
    s.play(s.named("Celestial Blast"))
    assert s.ready_mana() == after
    assert _text(MALEROS) == ("When played from Hand — Pay 7 less for the next Spell you play "
                              "this Afternoon.")


WHISPERER = "ALT_CYCLONE_P_YZ_84_R1"


@covers(WHISPERER)
def test_leviathan_whisperer_lowers_and_boosts_the_next_leviathan() -> None:
    """Leviathan Whisperer (R1): "[J] The next Leviathan you play this Afternoon costs 2 less
    and gains 1 boost." Koi (a Leviathan, Hand 4) costs 2 and arrives with a boost."""
    s = scene(hand=[WHISPERER, "ALT_CYCLONE_B_LY_74_C"], mana=12)
    s.play(s.named("Leviathan Whisperer"))
    s.settle()
    after = s.ready_mana()
    s.opp_pass()
    s.play(s.named("Koi, Playful Leviathan"))
    s.settle()
    assert s.ready_mana() == after - 2
    assert s.named("Koi, Playful Leviathan").counters.get("boost", 0) == 1


# ------------------------------------------------------------------ several modes
def _modes(s, *labels: str) -> None:
    """Declare the modes of the Spell being played, one pick after another (5.1.2.c)."""
    for label in labels:
        assert s.d.kind == "mode", s.d
        s.pick_label(label)


SIGNET = ("ALT_CYCLONE_B_YZ_76_R1", "ALT_CYCLONE_B_YZ_76_R2")


@covers(*SIGNET)
def test_yzmir_signet_rare_does_two_different_modes() -> None:
    """Yzmir Signet (rares): "Choose two: • Send to Reserve target Character with Hand Cost 2
    or less. • Sabotage. • Draw a card." Two modes chosen as it is played (5.1.2.c); a
    mode once only, so the second choice no longer offers the first."""
    for ref in SIGNET:
        s = scene(hand=[ref], opp_hero_exp=[NAVIGATOR], deck_top=[AMELIA])
        s.play(s.named("Yzmir Signet"), None)
        _modes(s, "Draw a card")
        assert not any("Draw a card" in o.label for o in s.d.options)
        _modes(s, "Send to Reserve")
        s.settle()
        _pick(s, s.named("Lyra Navigator"))
        assert s.named("Lyra Navigator").zone is Zone.RESERVE, ref
        assert s.named("Amelia Earhart").zone is Zone.HAND


FINISHER_C, FINISHER_R1, FINISHER_R2 = ("ALT_DUSTER_B_YZ_98_C", "ALT_DUSTER_B_YZ_98_R1",
                                        "ALT_DUSTER_B_YZ_98_R2")


@covers(FINISHER_C)
def test_finisher_chooses_up_to_three_modes() -> None:
    """Finisher: "Choose up to three: • Discard target Character. • Discard target Permanent.
    • Sabotage." Stopping after one mode is allowed ("up to"); the others are skipped."""
    s = scene(hand=[FINISHER_C], opp_hero_exp=[AMELIA], opp_landmarks=[GENERATOR])
    s.play(s.named("Finisher"), None)
    _modes(s, "Discard target Permanent", "Choose no more modes")
    s.settle()
    _pick(s, s.named("Kelonic Generator"))
    assert s.named("Kelonic Generator").zone is Zone.DISCARD
    assert s.named("Amelia Earhart").zone is Zone.EXPEDITION
    s = scene(hand=[FINISHER_C], opp_hero_exp=[AMELIA], opp_landmarks=[GENERATOR],
              opp_reserve=[NAVIGATOR])
    s.play(s.named("Finisher"), None)
    _modes(s, "Sabotage", "Discard target Character")
    assert not any(o.label == "Sabotage" for o in s.d.options)  # a mode once only
    _modes(s, "Discard target Permanent")
    s.settle()
    while s.d.kind == "target":  # each mode's target, in the printed order of the modes
        (offered,) = s.d.options
        s.answer(offered.id) if not s.d.multi else s.answer([offered.id])
        s.settle()
    for name in ("Amelia Earhart", "Kelonic Generator", "Lyra Navigator"):
        assert s.named(name).zone is Zone.DISCARD, name


@covers(FINISHER_R1, FINISHER_R2)
def test_finisher_rare_may_repeat_a_mode() -> None:
    """Finisher (rares): "… you may choose the same option multiple times": Discard target
    Character twice — two Characters go, one after the other."""
    for ref in (FINISHER_R1, FINISHER_R2):
        s = scene(hand=[ref], opp_hero_exp=[AMELIA, NAVIGATOR])
        s.play(s.named("Finisher"), None)
        _modes(s, "Discard target Character", "Discard target Character", "Choose no more modes")
        s.settle()
        _pick(s, s.named("Amelia Earhart"))
        _pick(s, s.named("Lyra Navigator"))
        assert s.named("Amelia Earhart").zone is Zone.DISCARD, ref
        assert s.named("Lyra Navigator").zone is Zone.DISCARD, ref


NOVA_C, NOVA_R1, NOVA_R2 = ("ALT_ALIZE_B_YZ_37_C", "ALT_ALIZE_B_YZ_37_R1", "ALT_ALIZE_B_YZ_37_R2")


@covers(NOVA_C)
def test_winter_nova_does_three_of_its_four_modes() -> None:
    """Winter Nova: "Choose three: • Exhaust up to two cards in Reserve. • Create two Mana
    Moth Illusion tokens in target Expedition. • Discard target Permanent. • Target player
    sacrifices a Character." The cards in Reserve are chosen, not targeted, from any Reserve;
    target player is either player (6.5.b) and sacrifices one of their choice (7.3.25)."""
    s = scene(hand=[NOVA_C], opp_reserve=[AMELIA, NAVIGATOR], opp_hero_exp=[SHENLONG],
              opp_companion_exp=[AMELIA], mana=10)
    s.play(s.named("Winter Nova"), None)
    _modes(s, "Exhaust up to two cards", "Create two Mana Moth", "Target player sacrifices")
    s.settle()
    ready = [c for c in s.p(1).reserve]
    s.pick(*ready)
    s.settle()
    assert all(c.exhausted for c in s.p(1).reserve)
    s.answer("e:0:hero")
    s.settle()
    assert len(s.tokens("Mana Moth", 0, "hero")) == 2
    s.pick_label("Opp")
    s.settle()
    assert s.d.player == 1 and s.d.kind == "sacrifice"
    s.pick(s.named("Shenlong"))
    s.settle()
    assert s.named("Shenlong").zone is Zone.DISCARD


@covers(NOVA_R1, NOVA_R2)
def test_winter_nova_rare_may_pick_a_mode_three_times() -> None:
    """Winter Nova (rares): "You may pick the same option multiple times": three times two
    Mana Moths."""
    for ref in (NOVA_R1, NOVA_R2):
        s = scene(hand=[ref], mana=10)
        s.play(s.named("Winter Nova"), None)
        _modes(s, *["Create two Mana Moth"] * 3)
        s.settle()
        for _ in range(3):
            s.answer("e:0:companion")
            s.settle()
        assert len(s.tokens("Mana Moth", 0, "companion")) == 6, ref


# ------------------------------------------------------------------ spending my counters
STARFISH = ("ALT_BISE_B_YZ_49_R1", "ALT_BISE_B_YZ_49_R2")


@covers(*STARFISH)
def test_scribbling_starfish_spends_a_boost_gained_in_reserve_to_draw() -> None:
    """Scribbling Starfish (rares): "[R] You may spend 1 of my boosts to draw a card." The
    boost gained in Reserve by its support ability stays on it as it is played (2.5.a); the
    internal cost (6.4) needs one (2.5.h); without one nothing is asked."""
    for ref in STARFISH:
        s = scene(reserve=[ref], deck_top=[NAVIGATOR])
        star = s.named("Scribbling Starfish")
        star.counters["boost"] = 1  # set-up: as if its support had given it one
        s.play(star)
        s.settle()
        s.yes()
        s.settle()
        assert s.named("Lyra Navigator").zone is Zone.HAND, ref
        assert s.named("Scribbling Starfish").counters.get("boost", 0) == 0
        s = scene(reserve=[ref], deck_top=[NAVIGATOR])
        s.play(s.named("Scribbling Starfish"))
        s.settle()
        assert s.d.kind == "turn" and s.named("Lyra Navigator").zone is Zone.DECK
        assert s.logged("cannot pay")


ENGRAVER_C, ENGRAVER_R1, ENGRAVER_R2 = ("ALT_BISE_B_YZ_50_C", "ALT_BISE_B_YZ_50_R1",
                                        "ALT_BISE_B_YZ_50_R2")


@covers(ENGRAVER_C, ENGRAVER_R1, ENGRAVER_R2)
def test_yzmir_engraver_spends_a_boost_to_remove_a_cheap_card() -> None:
    """Yzmir Engraver: "[R] You may spend 1 of my boosts to send to Reserve target Character
    (R: discard target Character or Permanent) with Hand Cost 2 or less."""
    for ref, to in ((ENGRAVER_C, Zone.RESERVE), (ENGRAVER_R1, Zone.DISCARD),
                    (ENGRAVER_R2, Zone.DISCARD)):
        s = scene(reserve=[ref], opp_hero_exp=[NAVIGATOR, AMELIA])
        engraver = s.named("Yzmir Engraver")
        engraver.counters["boost"] = 2  # set-up
        s.play(engraver)
        s.settle()
        s.yes()
        _pick(s, s.named("Lyra Navigator"))  # Amelia (Hand 3) can't be chosen
        assert s.named("Lyra Navigator").zone is to, ref
        assert s.named("Yzmir Engraver").counters.get("boost", 0) == 1


SPIRES_C, SPIRES_R1 = "ALT_BISE_B_YZ_62_C", "ALT_BISE_B_YZ_62_R1"


@covers(SPIRES_C, SPIRES_R1)
def test_nilam_spires_turns_arcane_counters_into_a_mana_moth() -> None:
    """Nilam Spires: "When you play a Spell — I gain 1 Arcane counter. Then, you may exhaust
    me and spend 4 (R1: 3) of my Arcane counters to create a Mana Moth Illusion token in
    target Expedition." The cost needs the counters (2.5.h): the first Spells only count."""
    for ref, need in ((SPIRES_C, 4), (SPIRES_R1, 3)):
        s = scene(landmarks=[ref], hand=[MAGICAL_TRAINING])
        spires = s.named("Nilam Spires")
        spires.counters["arcane"] = need - 1  # set-up: as if Spells had been played before
        s.play(s.named("Magical Training"))
        s.settle()
        s.yes()
        s.settle()
        s.answer("e:0:hero")
        s.settle()
        assert len(s.tokens("Mana Moth", 0, "hero")) == 1, ref
        assert spires.exhausted and spires.counters.get("arcane", 0) == 0
        s = scene(landmarks=[ref], hand=[MAGICAL_TRAINING])
        s.play(s.named("Magical Training"))
        s.settle()
        assert s.named("Nilam Spires").counters.get("arcane", 0) == 1
        assert s.d.kind == "turn" and s.tokens("Mana Moth", 0) == []


# ------------------------------------------------------------------ boosts by a count
PASIPHAE = ("ALT_BISE_B_YZ_52_C", "ALT_BISE_B_YZ_52_R1", "ALT_BISE_B_YZ_52_R2")


@covers(*PASIPHAE)
def test_pasiphae_gains_a_boost_per_opposing_character() -> None:
    """Pasiphaë: "[J] I gain 1 boost per Character target opponent controls" (the common
    also "[J] I gain Fleeting"). The count is taken as the step resolves (6.5.i): two
    Characters and a Mana Moth token, three boosts; my own Characters do not count."""
    for ref in PASIPHAE:
        s = scene(hand=[ref], hero_exp=[AMELIA], opp_hero_exp=[NAVIGATOR, SHENLONG],
                  opp_companion_exp=[MANA_MOTH])
        s.play(s.named("Pasiphaë"))
        s.settle()
        p = s.named("Pasiphaë")
        assert p.counters.get("boost", 0) == 3, ref
        assert (Status.FLEETING in p.statuses) == ref.endswith("_C")


SYLAS = ("ALT_BISE_B_YZ_55_R1", "ALT_BISE_B_YZ_55_R2")


@covers(*SYLAS)
def test_sylas_rare_gains_a_boost_per_card_in_hand() -> None:
    """Sylas (rares): "[H] Draw a card. [J] I gain 1 boost per card in your hand." Both
    Reactions come from one play; I order them (6.3.f): drawing first makes one boost more."""
    for ref in SYLAS:
        for first, extra in (("Draw a card", 1), ("per card in your hand", 0)):
            s = scene(hand=[ref])
            s.play(s.named("Sylas, Cryptic Warlock"))
            in_hand = len(s.p(0).hand)  # the three fillers
            assert s.d.kind == "reaction"
            s.pick_label(first)
            s.settle()
            sylas = s.named("Sylas, Cryptic Warlock")
            assert sylas.counters.get("boost", 0) == in_hand + extra, (ref, first)
            assert len(s.p(0).hand) == in_hand + 1


# ------------------------------------------------------------------ sacrifices
LANTERN = ("ALT_ALIZE_B_YZ_44_C", "ALT_ALIZE_B_YZ_44_R1", "ALT_ALIZE_B_YZ_44_R2")
GIFT_OF_SELF = "ALT_CORE_B_YZ_20_C"  # Spell: Sacrifice a Character. If you do, draw two cards.


@covers(*LANTERN)
def test_moth_lantern_turns_sacrificed_characters_into_moths() -> None:
    """Moth Lantern: "When you sacrifice a non-Illusion Character — Create a Mana Moth
    Illusion token in my Expedition. [J] Sacrifice a Character in my Expedition." Joining, it
    sacrifices Amelia (the one Character there; Shenlong in my other Expedition can't be
    chosen) and a Mana Moth appears; sacrificing that Moth (an Illusion) makes none."""
    for ref in LANTERN:
        s = scene(hand=[ref, GIFT_OF_SELF], hero_exp=[AMELIA], companion_exp=[SHENLONG],
                  mana=10)
        s.play(s.named("Moth Lantern"), "hero")
        s.settle()
        _pick(s, s.named("Amelia Earhart"))
        assert s.named("Amelia Earhart").zone is Zone.DISCARD, ref
        assert s.named("Shenlong").zone is Zone.EXPEDITION
        (moth,) = s.tokens("Mana Moth", 0, "hero")
        s.opp_pass()
        s.play(s.named("Gift of Self"), None)
        s.settle()
        s.pick(moth)
        s.settle()
        assert s.tokens("Mana Moth", 0) == [], ref
        assert s.named("Shenlong").zone is Zone.EXPEDITION


# ------------------------------------------------------------------ gifts of Mana Moths
HOUDINI_C, HOUDINI_R1, HOUDINI_R2 = ("ALT_DUSTER_B_YZ_86_C", "ALT_DUSTER_B_YZ_86_R1",
                                     "ALT_DUSTER_B_YZ_86_R2")


@covers(HOUDINI_C, HOUDINI_R2)
def test_harry_houdini_gives_the_opponent_a_moth_and_draws() -> None:
    """Harry Houdini: "[H] Create a Mana Moth Illusion token in an opponent's Expedition,
    then draw a card." I choose which of their Expeditions; the token is theirs (7.3.4)."""
    for ref in (HOUDINI_C, HOUDINI_R2):
        s = scene(hand=[ref], deck_top=[NAVIGATOR])
        s.play(s.named("Harry Houdini"))
        s.settle()
        assert [o.id for o in s.d.options] == ["e:1:hero", "e:1:companion"]
        s.answer("e:1:companion")
        s.settle()
        assert len(s.tokens("Mana Moth", 1, "companion")) == 1, ref
        assert s.tokens("Mana Moth", 0) == []
        assert s.named("Lyra Navigator").zone is Zone.HAND


@covers(HOUDINI_R1)
def test_harry_houdini_rare_the_facing_expeditions_controller_draws() -> None:
    """Harry Houdini (R1): "[H] Create a Mana Moth Illusion token in target Expedition.
    Then, the controller of the Expedition facing that Illusion draws a card." A Moth in my
    own Hero Expedition: the opponent's Hero Expedition faces it, so they draw; a Moth in
    theirs: I draw."""
    s = scene(hand=[HOUDINI_R1], opp_deck_top=[NAVIGATOR])
    s.play(s.named("Harry Houdini"))
    s.settle()
    s.answer("e:0:hero")
    s.settle()
    assert len(s.tokens("Mana Moth", 0, "hero")) == 1
    assert s.named("Lyra Navigator").zone is Zone.HAND and s.named("Lyra Navigator").owner == 1
    s = scene(hand=[HOUDINI_R1], deck_top=[NAVIGATOR])
    s.play(s.named("Harry Houdini"))
    s.settle()
    s.answer("e:1:companion")
    s.settle()
    assert len(s.tokens("Mana Moth", 1, "companion")) == 1
    assert s.named("Lyra Navigator").zone is Zone.HAND


HEXTAG_C, HEXTAG_R1, HEXTAG_R2 = ("ALT_DUSTER_B_YZ_87_C", "ALT_DUSTER_B_YZ_87_R1",
                                  "ALT_DUSTER_B_YZ_87_R2")


@covers(HEXTAG_C)
def test_hextag_chaser_exhausts_a_lonely_reserve_card_and_they_resupply() -> None:
    """Hextag Chaser: "[H] You may exhaust target card in any player's Reserve. If it was the
    only card in their Reserve, they Resupply" — the owner of that Reserve (7.3.22)."""
    s = scene(hand=[HEXTAG_C], opp_reserve=[AMELIA], opp_deck_top=[NAVIGATOR])
    s.play(s.named("Hextag Chaser"))
    s.settle()
    s.yes()
    _pick(s, s.named("Amelia Earhart"))
    assert s.named("Amelia Earhart").exhausted
    assert s.named("Lyra Navigator").zone is Zone.RESERVE and s.named("Lyra Navigator").owner == 1
    s = scene(hand=[HEXTAG_C], opp_reserve=[AMELIA, SHENLONG], opp_deck_top=[NAVIGATOR])
    s.play(s.named("Hextag Chaser"))
    s.settle()
    s.yes()
    _pick(s, s.named("Amelia Earhart"))
    assert s.named("Amelia Earhart").exhausted
    assert s.named("Lyra Navigator").zone is Zone.DECK  # two cards there: no Resupply


@covers(HEXTAG_R1, HEXTAG_R2)
def test_hextag_chaser_rare_resupplies_after_exhausting_my_own_card() -> None:
    """Hextag Chaser (rares): "[H] You may exhaust target card in Reserve. If it's in your
    Reserve, Resupply." Exhausting the opponent's card gives nothing more."""
    for ref in (HEXTAG_R1, HEXTAG_R2):
        s = scene(hand=[ref], reserve=[AMELIA], deck_top=[NAVIGATOR])
        s.play(s.named("Hextag Chaser"))
        s.settle()
        s.yes()
        _pick(s, s.named("Amelia Earhart"))
        assert s.named("Amelia Earhart").exhausted
        assert s.named("Lyra Navigator").zone is Zone.RESERVE, ref
        s = scene(hand=[ref], opp_reserve=[AMELIA], deck_top=[NAVIGATOR])
        s.play(s.named("Hextag Chaser"))
        s.settle()
        s.yes()
        _pick(s, s.named("Amelia Earhart"))
        assert s.named("Lyra Navigator").zone is Zone.DECK, ref


# ------------------------------------------------------------------ The Snow Queen
QUEEN_C, QUEEN_R1, QUEEN_R2 = ("ALT_ALIZE_B_YZ_38_C", "ALT_ALIZE_B_YZ_38_R1",
                              "ALT_ALIZE_B_YZ_38_R2")
BANISHING_GATE = "ALT_CORE_B_YZ_24_C"  # Spell: Discard target Character or Permanent


def _exhaust_reserve(s, who: int = 0) -> None:
    for c in s.p(who).reserve:
        s.state.gain_status(c, Status.EXHAUSTED)  # set-up: exhausted in Reserve


@covers(QUEEN_C, QUEEN_R1, QUEEN_R2)
def test_snow_queen_keeps_exhausted_characters_exhausted_at_morning() -> None:
    """The Snow Queen: "Exhausted Characters in Reserve remain exhausted during Morning."
    The Morning's Prepare readies everything exhausted (4.2.1.c) except, while she is in
    play, the Characters of every Reserve; a Spell there is readied as usual."""
    for ref in (QUEEN_C, QUEEN_R1, QUEEN_R2):
        s = scene(hero_exp=[ref], reserve=[AMELIA, MAGICAL_TRAINING], opp_reserve=[NAVIGATOR])
        _exhaust_reserve(s, 0)
        _exhaust_reserve(s, 1)
        s.next_day()
        assert s.named("Amelia Earhart").exhausted, ref
        assert s.named("Lyra Navigator").exhausted
        assert not s.named("Magical Training").exhausted
        assert s.logged("Amelia Earhart remains exhausted in Reserve")
    s = scene(reserve=[AMELIA])  # without her: readied
    _exhaust_reserve(s)
    s.next_day()
    assert not s.named("Amelia Earhart").exhausted


@covers(QUEEN_R1, QUEEN_R2)
def test_snow_queen_rare_is_tough_by_the_exhausted_cards_in_reserve() -> None:
    """The Snow Queen (rares): "Tough X, where X is the number of exhausted cards in
    Reserve" — the opponent's Spell targeting her costs that much more (Tough's reminder:
    "Your opponent's Spells and abilities that target me cost {X} more")."""
    for ref in (QUEEN_R1, QUEEN_R2):
        s = scene(first=False, hero_exp=[ref], reserve=[AMELIA, NAVIGATOR],
                  opp_hand=[BANISHING_GATE], opp_mana=10)
        _exhaust_reserve(s)
        s.answer(s.option(lambda o: o.detail == "play" and "Banishing Gate" in o.label))
        s.settle()
        assert s.d.kind == "target"
        (label,) = [o.label for o in s.d.options if "Snow Queen" in o.label]
        assert "Tough 2" in label, ref


# ------------------------------------------------------------------ Scholars' Vault
VAULT_C, VAULT_R1, VAULT_R2 = ("ALT_BISE_B_YZ_63_C", "ALT_BISE_B_YZ_63_R1", "ALT_BISE_B_YZ_63_R2")
SAKARABRU = "ALT_CORE_B_YZ_18_C"  # Character, Hand 7 / Reserve 4
CELESTIAL_BLAST = "ALT_CORE_B_YZ_27_C"  # Spell, Hand 7


@covers(VAULT_C, VAULT_R1)
def test_scholars_vault_raises_the_reserve_limit_with_a_spell_there() -> None:
    """Scholars' Vault: "If there are one or more Spells in your Reserve, your Reserve limit
    is increased by one." At Clean-up (4.2.5.c) three cards stay with a Spell among them;
    without one, the Hero-less limit of 2 (3.2.10.b) makes me discard one."""
    for ref in (VAULT_C, VAULT_R1):
        s = scene(landmarks=[ref], reserve=[MAGICAL_TRAINING, AMELIA, NAVIGATOR])
        s.next_day()
        assert len(s.p(0).reserve) == 3, ref
        s = scene(landmarks=[ref], reserve=[SHENLONG, AMELIA, NAVIGATOR])
        s.next_day()
        assert len(s.p(0).reserve) == 2, ref


@covers(VAULT_R1, VAULT_R2)
def test_scholars_vault_rare_plays_costly_cards_for_less() -> None:
    """Scholars' Vault (rares): "You may play Spells (R2: Characters) of Hand Cost 7 or more
    for 1 less" — by the printed Hand Cost, from hand or Reserve (5.1.2.e); R2's Reserve
    limit counts only Characters of Hand Cost 7 or more."""
    s = scene(landmarks=[VAULT_R1], hand=[CELESTIAL_BLAST, CONJURING_SEAL], mana=10)
    s.play(s.named("Celestial Blast"), None)
    assert s.ready_mana() == 10 - 6
    s = scene(landmarks=[VAULT_R2], reserve=[SAKARABRU], mana=10)
    s.play(s.named("Sakarabru"))
    assert s.ready_mana() == 10 - 3  # Reserve Cost 4, Hand Cost 7: 1 less
    s = scene(landmarks=[VAULT_R2], reserve=[SAKARABRU, AMELIA, NAVIGATOR])
    s.next_day()
    assert len(s.p(0).reserve) == 3
    s = scene(landmarks=[VAULT_R2], reserve=[SHENLONG, AMELIA, NAVIGATOR])  # Hand 6
    s.next_day()
    assert len(s.p(0).reserve) == 2


# ------------------------------------------------------------------ boosts and counters
SPORTS_C, SPORTS_R1, SPORTS_R2 = ("ALT_DUSTER_B_YZ_97_C", "ALT_DUSTER_B_YZ_97_R1",
                                  "ALT_DUSTER_B_YZ_97_R2")


@covers(SPORTS_C, SPORTS_R1, SPORTS_R2)
def test_sports_encounter_distributes_two_boosts() -> None:
    """Sports Encounter: "Distribute 2 boosts among any target Characters in play" (R:
    "… in play or in Reserve"): two targets get one each, a single target both (7.3.12)."""
    for ref in (SPORTS_C, SPORTS_R1, SPORTS_R2):
        s = scene(hand=[ref], hero_exp=[AMELIA], opp_hero_exp=[NAVIGATOR])
        s.play(s.named("Sports Encounter"), None)
        s.settle()
        s.pick(s.named("Amelia Earhart"), s.named("Lyra Navigator"))
        s.settle()
        assert s.named("Amelia Earhart").counters.get("boost", 0) == 1, ref
        assert s.named("Lyra Navigator").counters.get("boost", 0) == 1
        s = scene(hand=[ref], hero_exp=[AMELIA], opp_hero_exp=[NAVIGATOR])
        s.play(s.named("Sports Encounter"), None)
        s.settle()
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").counters.get("boost", 0) == 2, ref
    s = scene(hand=[SPORTS_R1], reserve=[AMELIA])  # a Character in Reserve may be one
    s.play(s.named("Sports Encounter"), None)
    s.settle()
    _pick(s, s.named("Amelia Earhart"))
    assert s.named("Amelia Earhart").counters.get("boost", 0) == 2
    s = scene(hand=[SPORTS_C], reserve=[AMELIA])  # the common: in play only
    s.play(s.named("Sports Encounter"), None)
    s.settle()
    assert s.named("Amelia Earhart").counters.get("boost", 0) == 0


INFORMANT_C, INFORMANT_R1, INFORMANT_R2 = ("ALT_BISE_B_YZ_53_C", "ALT_BISE_B_YZ_53_R1",
                                           "ALT_BISE_B_YZ_53_R2")


@covers(INFORMANT_C, INFORMANT_R1, INFORMANT_R2)
def test_qorgan_informant_removes_up_to_two_counters() -> None:
    """Qorgan Informant: "[H] Remove up to 2 counters from target card in play or in
    Reserve." Counters of any name, one at a time (2.5.g); the player may stop early."""
    for ref in (INFORMANT_C, INFORMANT_R1, INFORMANT_R2):
        s = scene(hand=[ref], opp_hero_exp=[AMELIA], opp_landmarks=[SPIRES_C])
        amelia = s.named("Amelia Earhart")
        amelia.counters["boost"] = 3  # set-up
        s.play(s.named("Qorgan Informant"))
        s.settle()
        s.pick(amelia)
        s.settle()
        s.pick_label("boost")
        s.pick_label("boost")
        s.settle()
        assert amelia.counters.get("boost", 0) == 1, ref
        s = scene(hand=[ref], opp_landmarks=[SPIRES_C])
        spires = s.named("Nilam Spires")
        spires.counters.update({"arcane": 3, "boost": 1})  # set-up
        s.play(s.named("Qorgan Informant"))
        s.settle()
        _pick(s, spires)
        s.pick_label("Arcane counter")
        s.pick_label("Remove no more")
        s.settle()
        assert spires.counters == {"arcane": 2, "boost": 1}, ref


# ------------------------------------------------------------------ Moyo & Silk, Nilam Spires (R2)
MOYO = "ALT_CYCLONE_B_YZ_65_C"


@covers(MOYO)
def test_moyo_and_silk_make_a_moth_for_a_costly_spell() -> None:
    """Moyo & Silk: "When you play a Spell with Base Cost 4 or more — You may exhaust me to
    create a Mana Moth Illusion token in your Hero Expedition. If the Base Cost was 7 or
    more, also draw a card." Conjuring Seal from Reserve (5): a Moth, no card; Celestial
    Blast (7): a Moth and a card; Conjuring Seal from hand (3): nothing."""
    s = scene(hero=MOYO, reserve=[CONJURING_SEAL], deck_top=[NAVIGATOR])
    s.play(s.named("Conjuring Seal"))
    s.settle()
    s.yes()
    s.settle()
    assert len(s.tokens("Mana Moth", 0, "hero")) == 1
    assert s.named("Moyo & Silk").exhausted
    assert s.named("Lyra Navigator").zone is Zone.HAND  # drawn by Conjuring Seal itself
    s = scene(hero=MOYO, hand=[CELESTIAL_BLAST], deck_top=[NAVIGATOR], mana=10)
    hand = len(s.p(0).hand)
    s.play(s.named("Celestial Blast"), None)
    s.settle()
    if s.d.kind == "target":
        s.pick_none()
        s.settle()
    s.yes()
    s.settle()
    assert len(s.tokens("Mana Moth", 0, "hero")) == 1
    assert len(s.p(0).hand) == hand  # Celestial Blast left, one card drawn
    assert s.named("Lyra Navigator").zone is Zone.HAND
    s = scene(hero=MOYO, hand=[CONJURING_SEAL])
    s.play(s.named("Conjuring Seal"))
    s.settle()
    assert s.d.kind == "turn" and s.tokens("Mana Moth", 0) == []


SPIRES_R2 = "ALT_BISE_B_YZ_62_R2"


@covers(SPIRES_R2)
def test_nilam_spires_r2_counts_permanents_joining_for_a_brassbug() -> None:
    """Nilam Spires (R2): "When another Permanent joins your Expeditions or Landmarks — I
    gain 1 Arcane counter. Then, you may exhaust me and spend 3 of my Arcane counters to
    create a Brassbug Robot token in target Expedition." A Spell does not set it off."""
    s = scene(landmarks=[SPIRES_R2], hand=[GENERATOR, MAGICAL_TRAINING])
    spires = s.named("Nilam Spires")
    spires.counters["arcane"] = 2  # set-up
    s.play(s.named("Magical Training"))
    s.settle()
    assert spires.counters["arcane"] == 2
    s.opp_pass()
    s.play(s.named("Kelonic Generator"), None)
    s.settle()
    s.yes()
    s.settle()
    s.answer("e:0:hero")
    s.settle()
    assert len(s.tokens("Brassbug", 0, "hero")) == 1
    assert spires.exhausted and not spires.counters.get("arcane")


# ------------------------------------------------------------------ other factions' cards
# The words added for the Yzmir cards ("If you don't", Base Cost, own costs, several modes,
# spending boosts, distributing boosts, "Pay N less …, down to a minimum of M") also read
# these cards of other factions; each family is played here once.
BASSIST = "ALT_BISE_B_LY_49_C"  # 0/0/2: two base statistics of 0
NOOSH = "ALT_BISE_B_MU_49_C"  # 2/0/0: two base statistics of 0
BREAK_C, BREAK_R1, BREAK_R2 = ("ALT_ALIZE_B_LY_42_C", "ALT_ALIZE_B_LY_42_R1",
                               "ALT_ALIZE_B_LY_42_R2")


@covers(BREAK_C, BREAK_R1, BREAK_R2)
def test_break_the_ice_costs_less_by_its_condition() -> None:
    """Break the Ice: "I cost 2 less if you have three or more base statistics of 0 among
    Characters you control" (R2: "if you control three or more Characters"); "Send target
    Character to Reserve, then exhaust it"."""
    for ref in (BREAK_C, BREAK_R1):
        s = scene(hand=[ref], hero_exp=[BASSIST], opp_hero_exp=[AMELIA], mana=8)
        assert _mana_spent(s, "Break the Ice", 8) == 4, ref  # two zeros only
        s = scene(hand=[ref], hero_exp=[BASSIST, NOOSH], opp_hero_exp=[AMELIA], mana=8)
        assert _mana_spent(s, "Break the Ice", 8) == 2, ref
        s.settle()
        _pick(s, s.named("Amelia Earhart"))
        amelia = s.named("Amelia Earhart")
        assert amelia.zone is Zone.RESERVE and amelia.exhausted
    s = scene(hand=[BREAK_R2], hero_exp=[AMELIA, NAVIGATOR], mana=8)
    assert _mana_spent(s, "Break the Ice", 8) == 4
    s = scene(hand=[BREAK_R2], hero_exp=[AMELIA, NAVIGATOR, SHENLONG], mana=8)
    assert _mana_spent(s, "Break the Ice", 8) == 2


ACCOUNTANT = "ALT_BISE_B_OR_50_C"
DISPATCHER = ("ALT_BISE_B_OR_53_C", "ALT_BISE_B_OR_53_R1", "ALT_BISE_B_OR_53_R2")


@covers(ACCOUNTANT, *DISPATCHER)
def test_ordis_cards_spend_a_boost_from_reserve() -> None:
    """Ordis Accountant: "[R] You may spend 1 of my boosts to have target Character gain
    Asleep"; Ordis Dispatcher: "[R] You may spend 1 of my boosts to create an Ordis Recruit
    Soldier token (R: two) in your other Expedition" (2.5.h: the boost is needed)."""
    s = scene(reserve=[ACCOUNTANT], opp_hero_exp=[AMELIA])
    s.named("Ordis Accountant").counters["boost"] = 1  # set-up
    s.play(s.named("Ordis Accountant"))
    s.settle()
    s.yes()
    _pick(s, s.named("Amelia Earhart"))
    assert Status.ASLEEP in s.named("Amelia Earhart").statuses
    for ref, n in zip(DISPATCHER, (1, 2, 2), strict=True):
        s = scene(reserve=[ref])
        s.named("Ordis Dispatcher").counters["boost"] = 1  # set-up
        s.play(s.named("Ordis Dispatcher"), "hero")
        s.settle()
        s.yes()
        s.settle()
        assert len(s.tokens("Ordis Recruit", 0, "companion")) == n, ref


CURIE = ("ALT_CYCLONE_B_AX_73_R1", "ALT_CYCLONE_B_AX_73_R2")
QUARRY_R1 = "ALT_CYCLONE_B_AX_82_R1"


@covers(*CURIE, QUARRY_R1)
def test_marie_curie_sacrifices_a_permanent_or_is_fleeting() -> None:
    """Marie Curie (rares): "[H] You may sacrifice a Permanent (R2: Character or Permanent).
    If you don't, I gain Fleeting." Aerolith Quarry (R1): "When you sacrifice a Permanent —
    You may exhaust me to give target Character 1 boost"."""
    for ref in CURIE:
        s = scene(hand=[ref], landmarks=[QUARRY_R1, GENERATOR], hero_exp=[AMELIA])
        s.play(s.named("Marie Curie"))
        s.settle()
        s.yes()
        _pick(s, s.named("Kelonic Generator"))
        assert s.named("Kelonic Generator").zone is Zone.DISCARD
        assert Status.FLEETING not in s.named("Marie Curie").statuses, ref
        s.yes()  # Aerolith Quarry
        _pick(s, s.named("Amelia Earhart"))
        assert s.named("Amelia Earhart").counters.get("boost", 0) == 1
        s = scene(hand=[ref])
        s.play(s.named("Marie Curie"))
        s.settle()
        if s.d.kind == "may":
            s.no()
            s.settle()
        assert Status.FLEETING in s.named("Marie Curie").statuses, ref


BRAVOS_SIGNET = ("ALT_CYCLONE_B_BR_79_R1", "ALT_CYCLONE_B_BR_79_R2")


@covers(*BRAVOS_SIGNET)
def test_bravos_signet_rare_does_two_modes() -> None:
    """Bravos Signet (rares): "Choose two: • Target Character gains 3 boosts. • Return target
    Character with Hand Cost 3 or less to its owner's hand. • Put the top card of your deck
    in your Mana zone." (5.1.2.c)"""
    for ref in BRAVOS_SIGNET:
        s = scene(hand=[ref], hero_exp=[SHENLONG], opp_hero_exp=[AMELIA], mana=8)
        s.play(s.named("Bravos Signet"), None)
        _modes(s, "gains 3 boosts", "Return target Character")
        s.settle()
        _pick(s, s.named("Shenlong"))
        _pick(s, s.named("Amelia Earhart"))
        assert s.named("Shenlong").counters.get("boost", 0) == 3, ref
        assert s.named("Amelia Earhart").zone is Zone.HAND


SOUL_C, SOUL_R1, SOUL_R2 = ("ALT_DUSTER_B_MU_98_C", "ALT_DUSTER_B_MU_98_R1",
                            "ALT_DUSTER_B_MU_98_R2")


@covers(SOUL_C, SOUL_R1, SOUL_R2)
def test_soul_encounter_distributes_four_boosts_as_chosen() -> None:
    """Soul Encounter: "Distribute 4 boosts among any target Characters in play or in
    Reserve": each target gets one, the rest where I choose — here 3 and 1."""
    for ref in (SOUL_C, SOUL_R1, SOUL_R2):
        s = scene(hand=[ref], hero_exp=[AMELIA], reserve=[NAVIGATOR])
        s.play(s.named("Soul Encounter"), None)
        s.settle()
        s.pick(s.named("Amelia Earhart"), s.named("Lyra Navigator"))
        s.settle()
        for _ in range(2):
            s.pick_label("Amelia Earhart")
            s.settle()
        assert s.named("Amelia Earhart").counters.get("boost", 0) == 3, ref
        assert s.named("Lyra Navigator").counters.get("boost", 0) == 1


RECEPTIONIST = "ALT_DUSTER_B_OR_91_R1"


@covers(RECEPTIONIST)
def test_adamant_receptionist_sabotages_or_gains_a_boost() -> None:
    """Adamant Receptionist (R1): "[J] You may exhaust a Permanent you control to Sabotage.
    If you don't, I gain 1 boost." With no Permanent to exhaust, the boost (6.5.f)."""
    s = scene(hand=[RECEPTIONIST], landmarks=[GENERATOR], opp_reserve=[AMELIA])
    s.play(s.named("Adamant Receptionist"))
    s.settle()
    s.yes()
    _pick(s, s.named("Amelia Earhart"))
    assert s.named("Amelia Earhart").zone is Zone.DISCARD
    assert s.named("Kelonic Generator").exhausted
    assert s.named("Adamant Receptionist").counters.get("boost", 0) == 0
    s = scene(hand=[RECEPTIONIST], opp_reserve=[AMELIA])
    s.play(s.named("Adamant Receptionist"))
    s.settle()
    assert s.named("Adamant Receptionist").counters.get("boost", 0) == 1


KIKIMORA_C, KIKIMORA_R1, KIKIMORA_R2 = ("ALT_DUSTER_B_OR_95_C", "ALT_DUSTER_B_OR_95_R1",
                                        "ALT_DUSTER_B_OR_95_R2")


@covers(KIKIMORA_C, KIKIMORA_R1, KIKIMORA_R2)
def test_kikimora_pays_less_for_the_next_permanent() -> None:
    """Kikimora: "[S] Pay 1 less for the next Permanent you play this turn, down to a
    minimum of 1"; the rares also "When you play a Permanent — If I have no boosts, I gain 1
    boost" (played from my Expedition)."""
    for ref in (KIKIMORA_C, KIKIMORA_R1, KIKIMORA_R2):
        s = scene(reserve=[ref], hand=[GENERATOR], mana=8)
        s.quick(s.named("Kikimora"))
        s.settle()
        s.play(s.named("Kelonic Generator"), None)
        assert s.ready_mana() == 8 - 2, ref
    s = scene(hero_exp=[KIKIMORA_R1], hand=[GENERATOR])
    s.play(s.named("Kelonic Generator"), None)
    s.settle()
    assert s.named("Kikimora").counters.get("boost", 0) == 1


ANGRY_CROWD = ("ALT_DUSTER_B_OR_99_R1", "ALT_DUSTER_B_OR_99_R2")


@covers(*ANGRY_CROWD)
def test_angry_crowd_seeds_after_a_cheap_discard() -> None:
    """Angry Crowd (rares): "Discard target Character or Permanent. If its Base Cost was 2
    or less, create a Manaseed token in your Landmarks."
    Reminder: "(Its Base Cost is the Reserve Cost if Fleeting, or the Hand Cost if not.)" """
    for ref in ANGRY_CROWD:
        s = scene(hand=[ref], opp_hero_exp=[NAVIGATOR])  # Hand 2
        s.play(s.named("Angry Crowd"), None)
        s.settle()
        _pick(s, s.named("Lyra Navigator"))
        assert [c.name for c in s.p(0).landmarks] == ["Manaseed"], ref
        s = scene(hand=[ref], opp_hero_exp=[AMELIA])  # Hand 3
        s.play(s.named("Angry Crowd"), None)
        s.settle()
        _pick(s, s.named("Amelia Earhart"))
        assert s.p(0).landmarks == [], ref


# ------------------------------------------------------------------ Defect
DEFECT_C, DEFECT_R1, DEFECT_R2 = ("ALT_CYCLONE_B_YZ_77_C", "ALT_CYCLONE_B_YZ_77_R1",
                                  "ALT_CYCLONE_B_YZ_77_R2")
DEFECT_REMINDER = "It joins the Expedition facing it, changing controllers."


@covers(DEFECT_C, DEFECT_R1, DEFECT_R2)
def test_defect_moves_a_character_to_my_facing_expedition() -> None:
    """Defect: "Target Character (R: with Hand Cost 4 or less) defects." Reminder: "It joins
    the Expedition facing it, changing controllers." The opponent's Companion Amelia joins
    my Companion Expedition, keeps her boosts, and at Rest goes to her owner's Reserve
    (1.4.3)."""
    for ref in (DEFECT_C, DEFECT_R1, DEFECT_R2):
        s = scene(hand=[ref], opp_companion_exp=[AMELIA], opp_hero_exp=[SHENLONG], mana=8)
        amelia = s.named("Amelia Earhart")
        amelia.counters["boost"] = 1  # set-up
        s.play(s.named("Defect"), None)
        s.settle()
        if s.d.kind == "target":
            assert ref == DEFECT_C or not any("Shenlong" in o.label for o in s.d.options)
            s.pick(amelia)
            s.settle()
        assert amelia.controller == 0 and amelia.expedition == "companion", ref
        assert amelia in s.exp(0, "companion") and amelia.counters.get("boost") == 1
        assert s.logged("Amelia Earhart defects to Me's companion Expedition")
        s.next_day()
        assert amelia.zone is Zone.RESERVE and amelia in s.p(1).reserve, ref


BAIT_C, BAIT_R1, BAIT_R2 = ("ALT_CYCLONE_B_YZ_81_C", "ALT_CYCLONE_B_YZ_81_R1",
                            "ALT_CYCLONE_B_YZ_81_R2")


@covers(BAIT_C, BAIT_R1, BAIT_R2)
def test_bait_makes_token_characters_defect() -> None:
    """Bait: "Target token Character defects" (R: "Up to three target token Characters
    defect"): only tokens may be chosen; a Mana Moth of the opponent's joins my Expedition
    facing it."""
    s = scene(hand=[BAIT_C], opp_hero_exp=[MANA_MOTH, AMELIA])
    (moth,) = s.tokens("Mana Moth", 1)
    s.play(s.named("Bait"), None)
    s.settle()
    _pick(s, moth)  # the one token: Amelia is no choice
    assert len(s.tokens("Mana Moth", 0, "hero")) == 1
    assert s.named("Amelia Earhart").controller == 1
    for ref in (BAIT_R1, BAIT_R2):
        s = scene(hand=[ref], opp_hero_exp=[MANA_MOTH, MANA_MOTH], opp_companion_exp=[RECRUIT])
        s.play(s.named("Bait"), None)
        s.settle()
        s.pick(*s.tokens("Mana Moth", 1), s.tokens("Ordis Recruit", 1)[0])
        s.settle()
        assert len(s.tokens("Mana Moth", 0, "hero")) == 2, ref
        assert len(s.tokens("Ordis Recruit", 0, "companion")) == 1


# ------------------------------------------------------------------ The Hunger
HUNGER_C, HUNGER_R1, HUNGER_R2 = ("ALT_BISE_B_YZ_56_C", "ALT_BISE_B_YZ_56_R1",
                                  "ALT_BISE_B_YZ_56_R2")


@covers(HUNGER_C, HUNGER_R1, HUNGER_R2)
def test_the_hunger_discards_everything_else_and_feeds() -> None:
    """The Hunger: "[H] Discard all other cards in play or in Reserve. When a card goes to
    the discard pile — I gain 1 boost." Every card of every Expedition, Landmark zone and
    Reserve but me is discarded (7.3.5) — one boost for each that reaches a discard pile; a
    token ceases to exist instead (2.1.e) and gives none."""
    for ref in (HUNGER_C, HUNGER_R1, HUNGER_R2):
        s = scene(hand=[ref], hero_exp=[AMELIA], reserve=[NAVIGATOR], landmarks=[GENERATOR],
                  opp_companion_exp=[SHENLONG, MANA_MOTH], opp_reserve=[MAGICAL_TRAINING],
                  mana=10)
        s.play(s.named("The Hunger"))
        s.settle()
        for name in ("Amelia Earhart", "Lyra Navigator", "Kelonic Generator", "Shenlong",
                     "Magical Training"):
            assert s.named(name).zone is Zone.DISCARD, (ref, name)
        assert s.tokens("Mana Moth", 1) == []
        hunger = s.named("The Hunger")
        assert hunger.zone is Zone.EXPEDITION and hunger.counters.get("boost", 0) == 5, ref


@covers(HUNGER_R1, HUNGER_R2)
def test_the_hunger_rare_is_gigantic_while_fleeting() -> None:
    """The Hunger (rares): "If I'm Fleeting, I am Gigantic" — played from Reserve it is
    Fleeting (2.4.6.a), so present in both my Expeditions (7.4.4)."""
    for ref in (HUNGER_R1, HUNGER_R2):
        s = scene(reserve=[ref], mana=10)
        s.play(s.named("The Hunger"))
        s.settle()
        hunger = s.named("The Hunger")
        assert Status.FLEETING in hunger.statuses
        assert sorted(s.state.expeditions_of(hunger)) == ["companion", "hero"], ref
    s = scene(hand=[HUNGER_R1], mana=10)
    s.play(s.named("The Hunger"))
    s.settle()
    assert s.state.expeditions_of(s.named("The Hunger")) == ["hero"]


# ------------------------------------------------------------------ X, my number of Arcane counters
SAP_C, SAP_R1, SAP_R2 = "ALT_BISE_B_YZ_57_C", "ALT_BISE_B_YZ_57_R1", "ALT_BISE_B_YZ_57_R2"


@covers(SAP_C)
def test_sap_infusion_counts_its_arcane_counters() -> None:
    """Sap Infusion: "Target Character gains X+2 boosts, where X is my number of Arcane
    counters"; "[S] When you play another Spell — I gain 1 Arcane counter, up to a max of
    3". Counters gained in Reserve stay on it as it is played from there (2.5.a)."""
    s = scene(reserve=[SAP_C], hand=[MAGICAL_TRAINING], hero_exp=[AMELIA])
    s.play(s.named("Magical Training"))
    s.settle()
    assert s.named("Sap Infusion").counters.get("arcane") == 1
    s.opp_pass()
    s.play(s.named("Sap Infusion"))
    s.settle()
    _pick(s, s.named("Amelia Earhart"))
    assert s.named("Amelia Earhart").counters.get("boost", 0) == 3
    s = scene(hand=[SAP_C], hero_exp=[AMELIA])  # from hand: no counter, X = 0
    s.play(s.named("Sap Infusion"))
    s.settle()
    _pick(s, s.named("Amelia Earhart"))
    assert s.named("Amelia Earhart").counters.get("boost", 0) == 2


@covers(SAP_R1, SAP_R2)
def test_sap_infusion_rare_repeats_x_plus_one_times() -> None:
    """Sap Infusion (rares): "Do the following X+1 times, where X is my number of Arcane
    counters: • Target Character gains 1 boost." — a new target each time (6.5.i)."""
    for ref in (SAP_R1, SAP_R2):
        s = scene(reserve=[ref], hero_exp=[AMELIA, NAVIGATOR])
        s.named("Sap Infusion").counters["arcane"] = 2  # set-up
        s.play(s.named("Sap Infusion"))
        s.settle()
        for name in ("Amelia Earhart", "Lyra Navigator", "Amelia Earhart"):
            s.pick(s.named(name))
            s.settle()
        assert s.named("Amelia Earhart").counters.get("boost", 0) == 2, ref
        assert s.named("Lyra Navigator").counters.get("boost", 0) == 1
    s = scene(hand=[SAP_R2, AMELIA])
    s.play(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Sap Infusion").zone is Zone.HAND  # its support works from Reserve only


EVANESCENCE_C, EVANESCENCE_R1 = "ALT_BISE_B_YZ_58_C", "ALT_BISE_B_YZ_58_R1"


@covers(EVANESCENCE_C, EVANESCENCE_R1)
def test_evanescence_sends_to_reserve_by_its_arcane_counters() -> None:
    """Evanescence: "Send to Reserve target Character with Hand Cost X+2 or less, where X is
    my number of Arcane Counters, then exhaust it" — with 1 counter, Amelia (3) may be
    chosen, Shenlong (6) not; (R1) "Do the following X+1 times: • Send to Reserve target
    Character with Hand Cost 2 or less, then exhaust it"."""
    s = scene(reserve=[EVANESCENCE_C], opp_hero_exp=[AMELIA, SHENLONG])
    s.named("Evanescence").counters["arcane"] = 1  # set-up
    s.play(s.named("Evanescence"))
    s.settle()
    _pick(s, s.named("Amelia Earhart"))
    amelia = s.named("Amelia Earhart")
    assert amelia.zone is Zone.RESERVE and amelia.exhausted
    assert s.named("Shenlong").zone is Zone.EXPEDITION
    s = scene(hand=[EVANESCENCE_C], opp_hero_exp=[AMELIA])  # X = 0: Hand Cost 2 or less
    s.play(s.named("Evanescence"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.EXPEDITION and s.logged("no legal target")
    s = scene(reserve=[EVANESCENCE_R1], opp_hero_exp=[NAVIGATOR, NOOSH])
    s.named("Evanescence").counters["arcane"] = 1  # set-up
    s.play(s.named("Evanescence"))
    s.settle()
    _pick(s, s.named("Lyra Navigator"))
    _pick(s, s.named("Burrowing Noosh"))
    for name in ("Lyra Navigator", "Burrowing Noosh"):
        assert s.named(name).zone is Zone.RESERVE and s.named(name).exhausted


FEAST_C, FEAST_R1, FEAST_R2 = "ALT_BISE_B_YZ_61_C", "ALT_BISE_B_YZ_61_R1", "ALT_BISE_B_YZ_61_R2"


@covers(FEAST_C, FEAST_R2)
def test_feast_of_thoughts_chooses_x_plus_one_modes() -> None:
    """Feast of Thoughts: "Choose X+1, where X is my number of Arcane counters: • Draw a
    card. • Create a Mana Moth Illusion token in target Expedition. • Remove 3 counters from
    target card in play or in Reserve. • Sabotage." X is counted as the modes are declared
    (5.1.2.c): with 1 counter, two different modes; from hand, one."""
    for ref in (FEAST_C, FEAST_R2):
        s = scene(reserve=[ref], deck_top=[NAVIGATOR], opp_hero_exp=[AMELIA])
        s.named("Feast of Thoughts").counters["arcane"] = 1  # set-up
        amelia = s.named("Amelia Earhart")
        amelia.counters.update({"boost": 2, "arcane": 2})  # set-up
        s.play(s.named("Feast of Thoughts"))
        _modes(s, "Draw a card")
        assert not any(o.label == "Draw a card" for o in s.d.options)
        _modes(s, "Remove 3 counters")
        s.settle()  # Amelia, the one card in play or in Reserve, is the target
        for label in ("boost", "boost", "Arcane counter"):
            s.pick_label(label)
        s.settle()
        assert amelia.counters == {"arcane": 1}, ref
        assert s.named("Lyra Navigator").zone is Zone.HAND
        s = scene(hand=[ref], deck_top=[NAVIGATOR])
        s.play(s.named("Feast of Thoughts"))
        _modes(s, "Draw a card")
        s.settle()
        assert s.d.kind == "turn" and s.named("Lyra Navigator").zone is Zone.HAND


@covers(FEAST_R1)
def test_feast_of_thoughts_rare_may_repeat_modes() -> None:
    """Feast of Thoughts (R1): "You may pick the same option multiple times" — with 2
    counters, three Mana Moths; its support gains Arcane counters "up to a max of 6"."""
    s = scene(reserve=[FEAST_R1])
    s.named("Feast of Thoughts").counters["arcane"] = 2  # set-up
    s.play(s.named("Feast of Thoughts"))
    _modes(s, *["Create a Mana Moth"] * 3)
    s.settle()
    for _ in range(3):
        s.answer("e:0:hero")
        s.settle()
    assert len(s.tokens("Mana Moth", 0, "hero")) == 3
    s = scene(reserve=[FEAST_R1], hand=[MAGICAL_TRAINING])
    s.named("Feast of Thoughts").counters["arcane"] = 5  # set-up
    s.play(s.named("Magical Training"))
    s.settle()
    assert s.named("Feast of Thoughts").counters["arcane"] == 6


WAND_C, WAND_R1, WAND_R2 = ("ALT_DUSTER_B_YZ_101_C", "ALT_DUSTER_B_YZ_101_R1",
                            "ALT_DUSTER_B_YZ_101_R2")


@covers(WAND_C, WAND_R1, WAND_R2)
def test_mothcatcher_wand_makes_x_moths_up_to_the_exhausted_count() -> None:
    """Mothcatcher Wand: "[T], X: Create X Mana Moth Illusion tokens in my Expedition. X
    can't be higher than the number of exhausted cards in Reserve" (R: "the total number of
    exhausted cards in Reserve and other exhausted Permanents you control"). X is chosen as
    the cost is paid (6.4) and paid in mana; the choices stop at the limit."""
    for ref in (WAND_C, WAND_R1, WAND_R2):
        s = scene(hero_exp=[ref], reserve=[AMELIA], opp_reserve=[NAVIGATOR],
                  landmarks=[GENERATOR], mana=8)
        _exhaust_reserve(s, 0)
        _exhaust_reserve(s, 1)
        s.state.gain_status(s.named("Kelonic Generator"), Status.EXHAUSTED)  # set-up
        limit = 2 if ref == WAND_C else 3
        s.quick(s.named("Mothcatcher Wand"))
        assert s.d.kind == "mode" and len(s.d.options) == limit + 1, ref
        s.pick_label(f"X = {limit}")
        s.settle()
        assert len(s.tokens("Mana Moth", 0, "hero")) == limit, ref
        assert s.ready_mana() == 8 - limit and s.named("Mothcatcher Wand").exhausted
    s = scene(hero_exp=[WAND_C], mana=8)  # nothing exhausted: X can only be 0
    s.quick(s.named("Mothcatcher Wand"))
    s.settle()
    assert s.tokens("Mana Moth", 0) == [] and s.ready_mana() == 8
    assert s.logged("X is 0")


BRAINWASH = ("ALT_CYCLONE_B_YZ_79_C", "ALT_CYCLONE_B_YZ_79_R1", "ALT_CYCLONE_B_YZ_79_R2")


@covers(*BRAINWASH)
def test_brainwash_plays_an_opponents_reserve_character_for_me() -> None:
    """Brainwash: "Target a Character in any Reserve with Reserve Cost 2 or less. Play it
    for free." Reminder: "(Put it in one of your Expeditions. If it would move to your
    Discard or any other personal zone, it goes to its owner's instead.)" The opponent's
    Amelia (Reserve 1) joins my Expedition, Fleeting as played from a Reserve (2.4.6.a), and
    is discarded to her owner's pile at Rest; the Navigator (Reserve 3) can't be chosen."""
    for ref in BRAINWASH:
        s = scene(hand=[ref], opp_reserve=[AMELIA, NAVIGATOR])
        s.play(s.named("Brainwash"), None)
        s.settle()
        assert s.d.kind == "expedition"  # Amelia, the one legal target, is marked
        s.pick_label("Companion")
        s.settle()
        amelia = s.named("Amelia Earhart")
        assert amelia.zone is Zone.EXPEDITION and amelia.controller == 0, ref
        assert amelia.expedition == "companion" and Status.FLEETING in amelia.statuses
        assert s.named("Lyra Navigator").zone is Zone.RESERVE
        s.next_day()
        assert amelia in s.p(1).discard, ref


SCROOGE = "ALT_ALIZE_B_OR_37_C"
REFINERY = ("ALT_BISE_B_AX_63_C", "ALT_BISE_B_AX_63_R2")
DEMOLITION = ("ALT_CYCLONE_B_AX_67_R1", "ALT_CYCLONE_B_AX_67_R2")
NIKE_R1 = "ALT_CYCLONE_B_OR_76_R1"
BIOENGINEER = ("ALT_DUSTER_B_AX_92_R1", "ALT_DUSTER_B_AX_92_R2")
GARGOYLE = "ALT_CYCLONE_B_OR_71_C"  # [H] Target Expedition Ascends


@covers(SCROOGE)
def test_ebenezer_scrooge_support_puts_a_cheap_character_of_mine_asleep() -> None:
    """Ebenezer Scrooge: "[S] Discard me from Reserve: Target Character you control with Hand
    Cost 4 or less gains Asleep" — Shenlong (6) and the opponent's Amelia can't be chosen."""
    s = scene(reserve=[SCROOGE], hero_exp=[AMELIA, SHENLONG], opp_hero_exp=[NAVIGATOR])
    s.quick(s.named("Ebenezer Scrooge"))
    s.settle()
    assert Status.ASLEEP in s.named("Amelia Earhart").statuses
    assert Status.ASLEEP not in s.named("Shenlong").statuses
    assert Status.ASLEEP not in s.named("Lyra Navigator").statuses


@covers(*REFINERY)
def test_the_refinery_counts_reserve_departures_then_boosts_the_reserve() -> None:
    """The Refinery: "When a card leaves your Reserve during the Afternoon — I gain 1 Sap
    counter. [T], spend 3 of my Sap counters: Characters in your Reserve gain 1 boost.\""""
    for ref in REFINERY:
        s = scene(landmarks=[ref], reserve=[AMELIA, NAVIGATOR])
        refinery = s.named("The Refinery")
        refinery.counters["sap"] = 2  # set-up
        s.play(s.named("Amelia Earhart"))
        s.settle()
        assert refinery.counters["sap"] == 3, ref
        s.opp_pass()
        s.quick(refinery)
        s.settle()
        assert s.named("Lyra Navigator").counters.get("boost", 0) == 1, ref
        assert refinery.exhausted and not refinery.counters.get("sap")


@covers(*DEMOLITION)
def test_demolition_expert_rare_aerolith_or_sacrifice_for_a_boost() -> None:
    """Demolition Expert (rares): "[H] Create an Aerolith token in target player's
    Landmarks. [R] You may sacrifice a Permanent to give 1 boost to target Character.\""""
    for ref in DEMOLITION:
        s = scene(hand=[ref])
        s.play(s.named("Demolition Expert"))
        s.settle()
        s.pick_label("Opp")
        s.settle()
        assert [c.name for c in s.p(1).landmarks] == ["Aerolith"], ref
        s = scene(reserve=[ref], landmarks=[GENERATOR], hero_exp=[AMELIA])
        s.play(s.named("Demolition Expert"))
        s.settle()
        s.yes()  # the Kelonic Generator, my one Permanent, is sacrificed
        _pick(s, s.named("Amelia Earhart"))
        assert s.named("Kelonic Generator").zone is Zone.DISCARD
        assert s.named("Amelia Earhart").counters.get("boost", 0) == 1, ref


@covers(NIKE_R1)
def test_nike_rare_is_eternal_in_an_ascended_expedition() -> None:
    """Nike (R1): "If my Expedition is Ascended, I am Eternal" — Ascended until Rest, so at
    Rest she stays (Eternal's reminder: "During Rest, I don't go to Reserve")."""
    s = scene(hand=[GARGOYLE], hero_exp=[NIKE_R1])
    s.play(s.named("Gargoyle"), "companion")
    s.settle()
    s.answer("e:0:hero")
    s.next_day()
    assert s.named("Nike").zone is Zone.EXPEDITION
    s = scene(hero_exp=[NIKE_R1])
    s.next_day()
    assert s.named("Nike").zone is Zone.RESERVE


@covers(*BIOENGINEER)
def test_reka_bioengineer_exhausts_a_reserve_card_and_seeds_its_player() -> None:
    """Reka Bioengineer (rares): "[J] You may exhaust target card in any player's Reserve. If
    you do, create a Manaseed token in that player's Landmarks.\""""
    for ref in BIOENGINEER:
        s = scene(hand=[ref], opp_reserve=[AMELIA])
        s.play(s.named("Reka Bioengineer"))
        s.settle()
        s.yes()
        _pick(s, s.named("Amelia Earhart"))
        assert s.named("Amelia Earhart").exhausted
        assert [c.name for c in s.p(1).landmarks] == ["Manaseed"], ref
        assert s.p(0).landmarks == []


NOON_CHOICE = ("ALT_BISE_B_AX_50_C", "ALT_BISE_B_AX_51_C", "ALT_BISE_B_AX_52_C",
               "ALT_BISE_B_BR_49_R2")


@covers(*NOON_CHOICE)
def test_noon_support_choice_may_exhaust_for_two_boosts() -> None:
    """Dredger Drone, Designer Drone, Drillmole, Junior Chef (R2): "[S] At Noon — Choose one:
    • I gain 1 boost, up to a max of 3. • [T]: I gain 2 boosts, up to a max of 3." The
    second mode exhausts the card in my Reserve as its cost (7.1.4.a): it then can't be
    played (2.4.5.c)."""
    for ref in NOON_CHOICE:
        name = card_by_ref(ref).name
        s = scene(reserve=[ref])
        assert s.d.kind == "mode", ref
        s.pick_label("I gain 2 boosts")
        s.settle()
        card = s.named(name)
        assert card.counters.get("boost", 0) == 2 and card.exhausted, ref
        s = scene(reserve=[ref])
        s.pick_label("I gain 1 boost")
        s.settle()
        card = s.named(name)
        assert card.counters.get("boost", 0) == 1 and not card.exhausted, ref


EVANESCENCE_R2 = "ALT_BISE_B_YZ_58_R2"


@covers(EVANESCENCE_R2)
def test_evanescence_r2_noon_choice_of_arcane_counters() -> None:
    """Evanescence (R2): "[S] At Noon — Choose one: • I gain 1 Arcane counter, up to a max of
    3. • [T]: I gain 2 Arcane counters, up to a max of 3"; then X+1 Characters with Hand
    Cost 2 or less go to Reserve exhausted."""
    s = scene(reserve=[EVANESCENCE_R2], opp_hero_exp=[NAVIGATOR, NOOSH])
    s.pick_label("I gain 1 Arcane counter")
    s.settle()
    assert s.named("Evanescence").counters.get("arcane") == 1
    s.play(s.named("Evanescence"))
    s.settle()
    _pick(s, s.named("Lyra Navigator"))
    _pick(s, s.named("Burrowing Noosh"))
    assert s.named("Lyra Navigator").exhausted and s.named("Burrowing Noosh").exhausted
    s = scene(reserve=[EVANESCENCE_R2])
    s.pick_label("I gain 2 Arcane counters")
    s.settle()
    ev = s.named("Evanescence")
    assert ev.counters.get("arcane") == 2 and ev.exhausted


NURSE_R2 = "ALT_BISE_B_YZ_51_R2"
BRASSBUG = "ALT_CORE_B_AX_31_C"  # the Brassbug 2/2/2 Robot token


@covers(NURSE_R2)
def test_yzmir_nurse_r2_sacrifices_a_robot_or_a_permanent() -> None:
    """Yzmir Nurse (R2): "[H] You may sacrifice a Robot or Permanent. If you do, I gain 2
    boosts." A Robot Character or any Permanent may be chosen, not another Character."""
    s = scene(hand=[NURSE_R2], landmarks=[GENERATOR], hero_exp=[SHENLONG, BRASSBUG])
    s.play(s.named("Yzmir Nurse"))
    s.settle()
    s.yes()
    labels = [o.label for o in s.d.options]
    assert any("Kelonic Generator" in x for x in labels) and any("Brassbug" in x for x in labels)
    assert not any("Shenlong" in x for x in labels)
    s.pick(s.named("Kelonic Generator"))
    s.settle()
    assert s.named("Kelonic Generator").zone is Zone.DISCARD
    assert s.named("Yzmir Nurse").counters.get("boost", 0) == 2
    s = scene(hand=[NURSE_R2], hero_exp=[SHENLONG])  # nothing to sacrifice: no boosts
    s.play(s.named("Yzmir Nurse"))
    s.settle()
    if s.d.kind == "may":
        s.yes()
        s.settle()
    assert s.named("Yzmir Nurse").counters.get("boost", 0) == 0
    assert s.named("Shenlong").zone is Zone.EXPEDITION


KEYTARIST_R2 = "ALT_BISE_B_LY_52_R2"


@covers(KEYTARIST_R2)
def test_bliss_keytarist_r2_reveals_at_dusk_and_chooses_at_noon() -> None:
    """BLISS Keytarist (R2): "At Dusk — If I'm Boosted, reveal the top card of your deck. If
    it's a Robot or Permanent, draw it. Otherwise, discard it." and "[S] At Noon — Choose
    one: • I gain 1 boost, up to a max of 3. • [T]: I gain 2 boosts, up to a max of 3"."""
    s = scene(hero_exp=[KEYTARIST_R2], deck_top=[GENERATOR])
    s.named("BLISS Keytarist").counters["boost"] = 1  # set-up: Boosted
    s.to_night_end()
    assert s.named("Kelonic Generator").zone is Zone.HAND
    s = scene(hero_exp=[KEYTARIST_R2], deck_top=[AMELIA])
    s.named("BLISS Keytarist").counters["boost"] = 1  # set-up
    s.to_night_end()
    assert s.named("Amelia Earhart").zone is Zone.DISCARD
    s = scene(reserve=[KEYTARIST_R2])
    s.pick_label("I gain 2 boosts")
    s.settle()
    keytarist = s.named("BLISS Keytarist")
    assert keytarist.counters.get("boost", 0) == 2 and keytarist.exhausted


# ------------------------------------------------------------------ "also considered"
ALELO = ("ALT_CYCLONE_B_YZ_73_C", "ALT_CYCLONE_B_YZ_73_R1")
ALELO_R2 = "ALT_CYCLONE_B_YZ_73_R2"
ALELO_NAME = "Alelo, Eerie Leviathan"
SPELL_WATCHER = "ALT_CORE_B_YZ_07_C"  # "When you play a Spell — I gain 1 boost."


def _watcher_boosts(s) -> list[int]:
    return [c.counters.get("boost", 0) for c in s.state.all_cards()
            if c.cdef.ref == SPELL_WATCHER and c.zone is Zone.EXPEDITION]


@covers(*ALELO)
def test_alelo_is_also_a_spell_for_other_abilities() -> None:
    """Alelo: "I'm also considered a Spell, even when not in play. (Play me as a Character,
    but it counts as playing a Spell for other abilities.)"  Played, it is a Character in
    the Expedition zone (the rules: Gigantic, 7.4.3) and a "When you play a Spell" trigger
    fires; in hand, a "Spell from your hand" may be it.  A plain Character fires nothing."""
    for ref in ALELO:
        s = scene(hand=[ref], hero_exp=[SPELL_WATCHER])
        s.play(s.named(ALELO_NAME))
        s.settle()
        alelo = s.named(ALELO_NAME)
        assert alelo.zone is Zone.EXPEDITION, ref
        boosts = _watcher_boosts(s)
        assert boosts == [1], ref
        assert _text(ref).endswith("I'm also considered a Spell, even when not in play.")
    s = scene(hand=[AMELIA], hero_exp=[SPELL_WATCHER])
    s.play(s.named("Amelia Earhart"))
    s.settle()
    assert _watcher_boosts(s) == [0]
    # Kali: "You may put a Spell from your hand in Reserve": Alelo in hand is one
    s = scene(hand=[KALI_C, ALELO[0]])
    s.play(s.named("Kali"))
    s.settle()
    s.yes()
    _pick(s, s.named(ALELO_NAME))
    assert s.named(ALELO_NAME).zone is Zone.RESERVE
    assert s.named("Kali").zone is Zone.EXPEDITION


@covers(ALELO_R2)
def test_alelo_r2_is_also_an_expedition_permanent() -> None:
    """Alelo (R2): "I'm also considered an Expedition Permanent, even when not in play":
    Kali (R2) may put it from hand in Reserve as a Permanent, and Shiva's "discard target
    Permanent" may choose it in play."""
    s = scene(hand=[KALI_R2, ALELO_R2])
    s.play(s.named("Kali"))
    s.settle()
    s.yes()
    _pick(s, s.named(ALELO_NAME))
    assert s.named(ALELO_NAME).zone is Zone.RESERVE
    s = scene(hand=[SHIVA[0]], opp_hero_exp=[ALELO_R2])
    s.play(s.named("Shiva"))
    s.settle()
    s.yes()
    _pick(s, s.named(ALELO_NAME))
    assert s.named(ALELO_NAME).zone is Zone.DISCARD
    assert _text(ALELO_R2).endswith(
        "I'm also considered an Expedition Permanent, even when not in play.")


# ------------------------------------------------------------------ taking control
MILADY = ("ALT_DUSTER_B_YZ_90_C", "ALT_DUSTER_B_YZ_90_R1", "ALT_DUSTER_B_YZ_90_R2")
MANASEED = "ALT_DUSTER_B_NE_04_C"  # a Landmark token Permanent
ARMORY = "ALT_ALIZE_B_OR_45_C"  # Mobile Armory, an Expedition Permanent, Hand Cost 1


@covers(MILADY[0], MILADY[2])
def test_milady_de_winter_takes_a_token_permanent_into_my_landmarks() -> None:
    """Milady de Winter: "[H] Take control of target token Permanent, putting it in my
    Expedition if it's an Expedition Permanent."  A Landmark token joins my Landmarks, the
    same object (no zone change), still owned by the opponent (7.5.4)."""
    for ref in (MILADY[0], MILADY[2]):
        s = scene(hand=[ref], opp_landmarks=[MANASEED, GENERATOR])
        seed = s.named("Manaseed")
        oid = seed.oid
        s.play(s.named("Milady de Winter"))
        s.settle()
        assert seed.oid == oid and seed.zone is Zone.LANDMARK, ref
        assert seed.controller == 0 and seed.owner == 1 and seed in s.p(0).landmarks, ref
        assert s.named("Kelonic Generator").controller == 1  # not a token
        assert _text(ref) == ("When played from Hand — Take control of target token "
                              "Permanent, putting it in my Expedition if it's an Expedition "
                              "Permanent.")


@covers(MILADY[1])
def test_milady_de_winter_rare_moves_an_expedition_permanent_into_her_expedition() -> None:
    """Milady de Winter (R1): "Take control of target Permanent with Base Cost 2 or less,
    putting it in my Expedition if it's an Expedition Permanent. (If it would move to your
    Reserve or any other personal zone, it goes to its owner's instead.)"  The opponent's
    Gear in their Companion Expedition now stands in my Hero Expedition, where Milady is."""
    s = scene(hand=[MILADY[1]], opp_companion_exp=[ARMORY])
    armory = s.named("Mobile Armory")
    oid = armory.oid
    s.play(s.named("Milady de Winter"), "hero")
    s.settle()
    assert armory.oid == oid and armory.zone is Zone.EXPEDITION
    assert (armory.controller, armory.expedition, armory.owner) == (0, "hero", 1)
    assert armory in s.exp(0, "hero")
    # my Hero Expedition moves forward at Dusk (nothing faces Milady): at Rest its Gear
    # goes to Reserve (4.2.5.b) — to its owner's (1.4.3.a)
    s.to_night_end()
    gear = [c for c in s.state.all_cards() if c.cdef.ref == ARMORY]
    assert [(c.zone, c.owner) for c in gear] == [(Zone.RESERVE, 1)]
    assert gear[0] in s.p(1).reserve
