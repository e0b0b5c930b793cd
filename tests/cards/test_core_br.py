"""Bravos Core cards read by the parser (engine/cards/parsed.py), one test per family of the
same text, played through real decisions; and the words of the effects language added for
them, each with a test citing its rule."""

from __future__ import annotations

from engine import Game
from engine.cards.registry import card_by_ref
from engine.cardtext import parse_text
from engine.decks import Deck
from engine.effects.filters import CHARACTER
from engine.effects.selectors import It, Target
from engine.effects.steps import GainBoosts, LoseStatus
from engine.model import Phase, Status, Zone
from engine.position import card
from tests.cards.helpers import _filler, covers, extra_card, scene
from tests.state_access import state_of

AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 with Hand Cost 3
PATHFINDER = "ALT_CORE_B_BR_08_C"  # a vanilla Character with Hand Cost 2
CADETS = "ALT_CORE_B_OR_06_C"  # [J] create an Ordis Recruit in my Expedition
SHENLONG_REF = "ALT_CORE_B_BR_22_C"  # a vanilla with Hand Cost 6
PHYSICAL_TRAINING = "ALT_CORE_B_BR_26_C"  # Spell, cost 2: target Character gains 3 boosts


@covers("ALT_CORE_B_BR_25_C", "ALT_CORE_B_BR_25_R2")
def test_helping_hand_one_target_gains_and_loses() -> None:
    """Helping Hand: target Character gains 1 boost and loses Fleeting — one target, chosen
    once (6.5.b), both verbs done to it."""
    s = scene(hand=["ALT_CORE_B_BR_25_C"], reserve=[PATHFINDER], hero_exp=[AMELIA])
    s.play(s.named("Bravos Pathfinder"))  # from Reserve: Fleeting (2.4.6.a)
    s.settle()
    s.opp_pass()
    path = s.named("Bravos Pathfinder")
    assert path.has(Status.FLEETING)
    s.play(s.named("Helping Hand"), None)
    assert s.d.kind == "target"
    s.pick(path)
    s.settle()
    assert s.d.kind == "turn"  # no second choice of target
    assert path.boosts == 1 and not path.has(Status.FLEETING)


@covers("ALT_CORE_B_BR_25_R")
def test_helping_hand_rare_two_boosts() -> None:
    """Helping Hand (rare): Fleeting Spell; the target gains 2 boosts and loses Fleeting."""
    s = scene(hand=["ALT_CORE_B_BR_25_R"], hero_exp=[AMELIA])
    s.play(s.named("Helping Hand"), None)
    s.settle()
    assert s.named("Amelia Earhart").boosts == 2
    assert s.named("Helping Hand").zone is Zone.DISCARD  # Fleeting (2.4.6.e)


def test_one_subject_renders_and_reads_as_printed() -> None:
    """OneSubject: the subject is written once and the verbs agree with it."""
    # imported here: `altered-sim --coverage` imports this module with the installed engine
    from engine.effects.subjects import OneSubject

    step = OneSubject(Target(CHARACTER), (GainBoosts(It(), 1), LoseStatus(It(), Status.FLEETING)))
    assert step.text() == "target Character gains 1 boost and loses Fleeting"
    (spell,) = parse_text("Target Character gains 1 boost and loses <FLEETING_CHAR>.", "spell")
    assert spell.steps == (step,)


@covers("ALT_CORE_B_BR_14_C", "ALT_CORE_B_BR_14_R", "ALT_CORE_B_BR_14_R2")
def test_bravos_vanguard_another_target_loses_fleeting() -> None:
    """Bravos Vanguard: [J] you may have another target Character lose Fleeting (rare: and
    gain 1 boost) — not itself ('another', 7.2)."""
    for ref, boosts in (("ALT_CORE_B_BR_14_C", 0), ("ALT_CORE_B_BR_14_R", 1)):
        s = scene(reserve=[PATHFINDER], hand=[ref], hero_exp=[AMELIA])
        s.play(s.named("Bravos Pathfinder"))
        s.settle()
        s.opp_pass()
        s.play(s.named("Bravos Vanguard"))
        s.settle()
        s.yes()
        assert s.d.kind == "target"
        assert s.named("Bravos Vanguard").oid not in {o for op in s.d.options for o in op.objects}
        path = s.named("Bravos Pathfinder")
        s.pick(path)
        s.settle()
        assert not path.has(Status.FLEETING) and path.boosts == boosts, ref
        assert s.named("Amelia Earhart").boosts == 0


@covers("ALT_CORE_B_BR_06_C", "ALT_CORE_B_BR_06_R", "ALT_CORE_B_BR_06_R2")
def test_tiny_jinn_boosted_goes_to_mana() -> None:
    """Tiny Jinn: [R] I gain 1 boost; if I would leave the Expedition zone while Boosted, I
    go to my owner's Mana zone instead, as an exhausted Mana Orb (6.2.b, 3.2.9.b) — even
    though Fleeting would have discarded me (my own modifier comes first)."""
    s = scene(reserve=["ALT_CORE_B_BR_06_C"])
    orbs = len(s.p(0).mana)
    s.play(s.named("Tiny Jinn"))
    s.settle()
    assert s.named("Tiny Jinn").boosts == 1
    s.until(lambda s: s.named("Tiny Jinn").zone is not Zone.EXPEDITION)
    jinn = s.named("Tiny Jinn")
    assert jinn.zone is Zone.MANA and len(s.p(0).mana) == orbs + 1
    assert s.logged("Tiny Jinn goes in its owner's Mana zone instead")


@covers("ALT_CORE_B_BR_06_C")
def test_tiny_jinn_without_boost_goes_to_reserve() -> None:
    """Tiny Jinn: without a boost the replacement does not apply (2.4.4.a)."""
    s = scene(hand=["ALT_CORE_B_BR_06_C"])
    s.play(s.named("Tiny Jinn"))
    s.settle()
    s.to_night_end()
    assert s.named("Tiny Jinn").zone is Zone.RESERVE


@covers("ALT_CORE_B_BR_19_C", "ALT_CORE_B_BR_19_R2", "ALT_CORE_B_BR_19_R")
def test_mighty_jinn_may_go_to_mana_or_draw() -> None:
    """Mighty Jinn: if I would leave the Expedition zone, you may put me in my owner's Mana
    zone (an optional replacement, 6.2.d); rare: if you don't, draw a card (6.2.e)."""
    s = scene(hero_exp=["ALT_CORE_B_BR_19_C"])
    s.until(lambda s: s.d.kind == "may" and s.d.player == 0)
    s.yes()
    s.to_night_end()
    assert s.named("Mighty Jinn").zone is Zone.MANA
    s = scene(hero_exp=["ALT_CORE_B_BR_19_R"])
    s.until(lambda s: s.d.kind == "may" and s.d.player == 0)
    s.no()
    s.to_night_end()
    assert s.named("Mighty Jinn").zone is Zone.RESERVE
    assert any(e.rule == "6.2.e" for e in s.g.log)
    assert any(e.rule == "7.3.7" and e.phase == "Night" and e.actor == "Me" for e in s.g.log)


@covers("ALT_CORE_B_BR_20_R2")
def test_atlas_rare_makes_tokens_gigantic() -> None:
    """Atlas (rare): Tokens you control are Gigantic (2.3.1.g) — the Recruit is in both my
    Expeditions (7.4.4); the opponent's tokens are not."""
    s = scene(hero_exp=["ALT_CORE_B_BR_20_R2"], hand=[CADETS], opp_hand=[CADETS])
    s.play(s.named("Ordis Cadets", who=0))
    s.settle()
    (rec,) = s.tokens("Ordis Recruit", 0)
    assert s.state.has_keyword(rec, "gigantic")
    assert set(s.state.expeditions_of(rec)) == {"hero", "companion"}
    assert card_by_ref("ALT_CORE_B_BR_20_R2").abilities[1].text() == "Tokens you control are Gigantic."


@covers("ALT_CORE_B_BR_23_C", "ALT_CORE_B_BR_23_R", "ALT_CORE_B_BR_23_R2")
def test_tomoe_gozen_needs_mana_orbs() -> None:
    """Tomoe Gozen: I can't be played if you have less than seven (rare: six) Mana Orbs —
    a "can't" wins over being able to pay (1.4.1); exhausted Orbs count (3.2.9.c)."""
    for ref, need in (("ALT_CORE_B_BR_23_C", 7), ("ALT_CORE_B_BR_23_R", 6)):
        s = scene(hand=[ref], mana=need - 1)
        tomoe = s.named("Tomoe Gozen")
        assert not any(tomoe.oid in o.objects for o in s.d.options if o.detail == "play")
        assert "Mana Orbs" in s.g.why_illegal(0, tomoe.oid)
        s = scene(hand=[ref], mana=need)
        s.play(s.named("Tomoe Gozen"))
        s.settle()
        assert s.named("Tomoe Gozen").zone is Zone.EXPEDITION


@covers("ALT_CORE_B_BR_24_C", "ALT_CORE_B_BR_24_R", "ALT_CORE_B_BR_24_R2")
def test_kaibara_tough_x_regions_between() -> None:
    """Kaibara: Gigantic; Tough X, X the regions between its controller's Hero and
    Companion Expeditions, counted when it is targeted (7.4.7): six at the start."""
    s = scene(hand=[PHYSICAL_TRAINING], opp_hero_exp=["ALT_CORE_B_BR_24_C"], hero_exp=[AMELIA])
    kai = s.named("Kaibara, Asgarthan Leviathan")
    assert s.state.keywords(kai)["tough"] == 6
    s.play(s.named("Physical Training"), None)  # 2 paid, 6 left: just enough for Tough 6
    opt = next(o for o in s.d.options if kai.oid in o.objects)
    assert "Tough 6" in opt.label
    s.pick(kai)
    s.settle()
    assert kai.boosts == 3 and s.ready_mana(0) == 0
    s = scene(hand=[PHYSICAL_TRAINING], opp_hero_exp=["ALT_CORE_B_BR_24_C"], hero_exp=[AMELIA],
              mana=7)
    s.play(s.named("Physical Training"), None)  # 5 left: Kaibara cannot be targeted
    kai = s.named("Kaibara, Asgarthan Leviathan")
    assert s.named("Amelia Earhart").boosts == 3  # the only legal target, taken (6.1.g)
    s.state.players[1].position["hero"] = 3  # the count follows the Expeditions
    assert s.state.keywords(kai)["tough"] == 3


@covers("ALT_CORE_B_BR_27_C", "ALT_CORE_B_BR_27_R2", "ALT_CORE_B_BR_27_R")
def test_mana_channeling_top_cards_to_mana() -> None:
    """Mana Channeling: put the top card (rare: two) of your Deck in your Mana zone, face
    down and exhausted (3.2.9.b); no name is logged for them."""
    for ref, n in (("ALT_CORE_B_BR_27_C", 1), ("ALT_CORE_B_BR_27_R", 2)):
        s = scene(hand=[ref], deck_top=[AMELIA, PATHFINDER])
        orbs = len(s.p(0).mana)
        s.play(s.named("Mana Channeling"), None)
        s.settle()
        assert len(s.p(0).mana) == orbs + n
        assert s.named("Bravos Pathfinder").zone is Zone.MANA
        assert (s.named("Amelia Earhart").zone is Zone.MANA) == (n == 2)
        assert all(c.exhausted for c in s.p(0).mana[-n:])
        assert not any("Pathfinder" in e.text for e in s.g.log)


@covers("ALT_CORE_B_BR_29_C", "ALT_CORE_B_BR_29_R", "ALT_CORE_B_BR_29_R2")
def test_mana_eruption_discards_an_orb_then_a_target() -> None:
    """Mana Eruption: discard one of your Mana Orbs (your choice, ready or exhausted); if
    you do (6.5.f), discard target Character or Permanent."""
    s = scene(hand=["ALT_CORE_B_BR_29_C"], opp_hero_exp=[AMELIA], mana=4)
    s.play(s.named("Mana Eruption"), None)  # 3 of my 4 orbs pay for it
    assert s.d.kind == "mana_exchange"  # first, 3.2.9.e lets me ready another orb
    s.answer("x:none")
    assert s.d.kind == "choose_card" and len(s.d.options) == 4
    orb = s.state.find(s.d.options[-1].objects[0])
    s.answer(s.d.options[-1].id)
    assert orb.zone is Zone.DISCARD
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.DISCARD
    assert len(s.p(0).mana) == 3


@covers("ALT_CORE_B_BR_30_C", "ALT_CORE_B_BR_30_R")
def test_haven_gives_reserve_boost() -> None:
    """Haven, Bravos Bastion: your Characters have '[R] I gain 1 boost' — a granted
    Reaction seen once the Character is in play (6.3.d); from Hand nothing; rare: [J]
    Resupply as it joins the Landmark zone."""
    s = scene(landmarks=["ALT_CORE_B_BR_30_C"], reserve=[PATHFINDER], hand=[AMELIA])
    s.play(s.named("Bravos Pathfinder"))
    s.settle()
    assert s.named("Bravos Pathfinder").boosts == 1
    s.opp_pass()
    s.play(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").boosts == 0
    s = scene(hand=["ALT_CORE_B_BR_30_R"], deck_top=[AMELIA])
    s.play(s.named("Haven, Bravos Bastion"), None)
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.RESERVE


@covers("ALT_CORE_B_BR_02_C")
def test_atsadi_heroism_counters() -> None:
    """Atsadi & Surge: I begin the game with five Heroism counters (put on as the Hero is
    revealed, 4.1); when you play a Character with Hand Cost greater than or equal to my
    number of Heroism counters, draw a card and I gain a Heroism counter."""
    f = _filler()
    g = Game.new([Deck("Me", "ALT_CORE_B_BR_02_C", (f,) * 30), Deck("Opp", None, (f,) * 30)],
                 seed=1)
    assert state_of(g).players[0].hero.counters == {"heroism": 5}
    # the rest from a position where the Hero has its five counters (the scene starts at Noon)
    s = scene(hero=card("ALT_CORE_B_BR_02_C", counters={"heroism": 5}),
              hand=["ALT_CORE_B_BR_20_C", "ALT_CORE_B_BR_21_C", PATHFINDER], mana=12)
    hero = s.p(0).hero
    hand = len(s.p(0).hand)
    s.play(s.named("Bravos Pathfinder"))  # Hand Cost 2: nothing
    s.settle()
    assert len(s.p(0).hand) == hand - 1 and hero.counters["heroism"] == 5
    s.opp_pass()
    s.play(s.named("Atlas"))  # Hand Cost 5 >= 5: a card, a counter
    s.settle()
    assert len(s.p(0).hand) == hand - 1 and hero.counters["heroism"] == 6
    s.play(s.named("Achilles"))  # Hand Cost 5 < 6: nothing
    s.settle()
    assert len(s.p(0).hand) == hand - 2 and hero.counters["heroism"] == 6


def test_when_your_character_gains_boosts() -> None:
    """The trigger of Basira & Kaizaimon, 'When a Character you control gains 1 or more
    boosts' (6.3): once for a gain of three boosts; not for the opponent's Characters."""
    from engine.effects.abilities import Reaction
    from engine.effects.steps import Draw
    from engine.effects.triggers import WhenYourCharacterGainsBoosts

    watcher = extra_card("TEST_CARD_BR_BOOST_WATCHER",
                         (Reaction(WhenYourCharacterGainsBoosts(), (Draw(1),)),), stats=(1, 1, 1))
    s = scene(hand=[PHYSICAL_TRAINING, PHYSICAL_TRAINING], hero_exp=[watcher],
              opp_hero_exp=[AMELIA])
    hand = len(s.p(0).hand)
    s.play(s.p(0).hand[-1], None)
    s.pick(s.named("Br Boost Watcher"))
    s.settle()
    assert len(s.p(0).hand) == hand  # one card played, one drawn
    s.opp_pass()
    s.play(s.named("Physical Training", Zone.HAND), None)
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert len(s.p(0).hand) == hand - 1  # the opponent's Character: nothing


@covers("ALT_CORE_B_BR_05_R", "ALT_CORE_B_BR_05_R2", "ALT_CORE_B_BR_18_R2")
def test_reserve_play_boosts_a_target() -> None:
    """Issun-bōshi (rares), Sun Wukong (R2): [R] target Character gains 1 (2) boosts —
    the target is chosen as the Reaction resolves (6.5.b)."""
    for ref, name, n in (("ALT_CORE_B_BR_05_R", "Issun-bōshi", 1),
                         ("ALT_CORE_B_BR_18_R2", "Sun Wukong", 2)):
        s = scene(reserve=[ref], hero_exp=[AMELIA])
        s.play(s.named(name))
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").boosts == n and s.named(name).boosts == 0, ref


@covers("ALT_CORE_B_BR_09_R", "ALT_CORE_B_BR_13_R", "ALT_CORE_B_BR_20_R")
def test_support_next_character_boosts_rares() -> None:
    """Haven Trainee, Kappa, Atlas (rares): [S] discard me from Reserve — the next Character
    you play this turn gains 1 (Atlas: 2) boosts (2.2.11.i, 2.2.14)."""
    for ref, n in (("ALT_CORE_B_BR_09_R", 1), ("ALT_CORE_B_BR_13_R", 1), ("ALT_CORE_B_BR_20_R", 2)):
        s = scene(reserve=[ref], hand=[AMELIA])
        s.quick(s.p(0).reserve[0])
        assert s.p(0).reserve == []
        s.play(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").boosts == n, ref


@covers("ALT_CORE_B_BR_09_R", "ALT_CORE_B_BR_15_R", "ALT_CORE_B_BR_15_R2", "ALT_CORE_B_BR_12_C",
        "ALT_CORE_B_BR_12_R", "ALT_CORE_B_BR_12_R2")
def test_reserve_reactions_on_myself() -> None:
    """Haven Trainee (rare) and Haven Bouncer (rares): [R] I gain 2 boosts; Hua Mulan: [R] I
    lose the Fleeting I got as I was played from Reserve (2.4.6.a), so I go back to
    Reserve at Rest."""
    for ref, name in (("ALT_CORE_B_BR_09_R", "Haven Trainee"), ("ALT_CORE_B_BR_15_R", "Haven Bouncer")):
        s = scene(reserve=[ref])
        s.play(s.named(name))
        s.settle()
        assert s.named(name).boosts == 2, ref
    s = scene(reserve=["ALT_CORE_B_BR_12_C"])
    s.play(s.named("Hua Mulan"))
    s.settle()
    assert not s.named("Hua Mulan").has(Status.FLEETING)
    s.to_night_end()
    assert s.named("Hua Mulan").zone is Zone.RESERVE


@covers("ALT_CORE_B_BR_09_R2", "ALT_CORE_B_OR_32_C")
def test_haven_trainee_r2_recruits() -> None:
    """Haven Trainee (R2): [R] create an Ordis Recruit in each of your Expeditions."""
    s = scene(reserve=["ALT_CORE_B_BR_09_R2"])
    s.play(s.named("Haven Trainee"))
    s.settle()
    assert len(s.tokens("Ordis Recruit", 0, "hero")) == 1
    assert len(s.tokens("Ordis Recruit", 0, "companion")) == 1


@covers("ALT_CORE_B_BR_11_C", "ALT_CORE_B_BR_11_R", "ALT_CORE_B_BR_11_R2")
def test_chiron_boosts_targets() -> None:
    """Chiron: [J] target Character gains 1 boost; rares: up to two target Characters each
    gain 1 boost (6.5.b: none, one or two may be chosen)."""
    s = scene(hand=["ALT_CORE_B_BR_11_C"], hero_exp=[AMELIA])
    s.play(s.named("Chiron"))
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").boosts == 1 and s.named("Chiron").boosts == 0
    s = scene(hand=["ALT_CORE_B_BR_11_R"], hero_exp=[AMELIA, PATHFINDER])
    s.play(s.named("Chiron"))
    s.pick(s.named("Amelia Earhart"), s.named("Bravos Pathfinder"))
    s.settle()
    assert s.named("Amelia Earhart").boosts == 1 and s.named("Bravos Pathfinder").boosts == 1


@covers("ALT_CORE_B_BR_16_C", "ALT_CORE_B_BR_16_R2", "ALT_CORE_B_BR_10_C", "ALT_CORE_B_BR_10_R2")
def test_seasoned_keeps_boosts_in_reserve() -> None:
    """Bravos Bladedancer: Seasoned, [J] I gain 1 boost — at Rest it goes to Reserve with
    its boost (7.4.6); Red: Seasoned alone."""
    s = scene(hand=["ALT_CORE_B_BR_16_C"])
    s.play(s.named("Bravos Bladedancer"))
    s.settle()
    assert s.named("Bravos Bladedancer").boosts == 1
    s.to_night_end()
    dancer = s.named("Bravos Bladedancer")
    assert dancer.zone is Zone.RESERVE and dancer.boosts == 1
    assert card_by_ref("ALT_CORE_B_BR_10_C").text() == "Seasoned"


@covers("ALT_CORE_B_BR_21_R")
def test_achilles_rare_tough_two() -> None:
    """Achilles (rare): Tough 2 — an opponent's target costs 2 more (7.4.7)."""
    s = scene(hand=[PHYSICAL_TRAINING], opp_hero_exp=["ALT_CORE_B_BR_21_R"], hero_exp=[AMELIA])
    s.play(s.named("Physical Training"), None)
    opt = next(o for o in s.d.options if s.named("Achilles").oid in o.objects)
    assert "Tough 2" in opt.label


@covers("ALT_CORE_B_BR_28_R", "ALT_CORE_B_BR_28_R2")
def test_intimidation_rare_hand_cost_five() -> None:
    """Intimidation (rares): return target Character or Permanent with Hand Cost 5 or less
    to its owner's hand."""
    s = scene(hand=["ALT_CORE_B_BR_28_R"], opp_hero_exp=["ALT_CORE_B_BR_21_C", SHENLONG_REF])
    s.play(s.named("Intimidation"), None)
    assert [s.state.find(o.objects[0]).name for o in s.d.options] == ["Achilles"]  # not Shenlong (6)
    s.pick(s.named("Achilles"))  # Hand Cost 5 (and Tough 1, paid)
    s.settle()
    assert s.named("Achilles").zone is Zone.HAND
    assert s.named("Shenlong").zone is Zone.EXPEDITION


# ------------------------------------------------------------------ words added for the last Bravos cards
@covers("ALT_CORE_B_BR_03_C")
def test_basira_kaizaimon_exhausts_to_boost_a_target() -> None:
    """Basira & Kaizaimon: when a Character you control gains boosts — you may exhaust me
    to have target Character gain 1 boost (6.4: an internal cost, asked on resolution).
    That gain triggers me again, but I am exhausted then: nothing is asked (6.4)."""
    s = scene(hero="ALT_CORE_B_BR_03_C", hand=[PHYSICAL_TRAINING], hero_exp=[AMELIA, PATHFINDER])
    s.play(s.named("Physical Training"), None)
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.d.kind == "may" and s.d.player == 0
    s.yes()
    assert s.d.kind == "target"
    s.pick(s.named("Bravos Pathfinder"))
    s.settle()
    hero = s.named("Basira & Kaizaimon")
    assert hero.has(Status.EXHAUSTED)
    assert s.named("Amelia Earhart").boosts == 3 and s.named("Bravos Pathfinder").boosts == 1
    assert s.d.kind == "turn"  # the second activation could not pay: no question
    assert any("cannot pay" in e.text for e in s.state.log)
    assert card_by_ref("ALT_CORE_B_BR_03_C").abilities[0].text() == (
        "When a Character you control gains 1 or more boosts — You may exhaust me to have "
        "target Character gain 1 boost.")


@covers("ALT_CORE_B_BR_08_R")
def test_pathfinder_rare_pays_two_for_a_boost() -> None:
    """Bravos Pathfinder (rare): [H] you may pay 2 to have me gain 1 boost (6.4)."""
    for pay in (True, False):
        s = scene(hand=["ALT_CORE_B_BR_08_R"], mana=6)
        s.play(s.named("Bravos Pathfinder"))
        s.settle()
        assert s.d.kind == "may"
        s.yes() if pay else s.no()
        s.settle()
        assert s.named("Bravos Pathfinder").boosts == (1 if pay else 0)
        assert s.ready_mana() == 6 - 2 - (2 if pay else 0)


@covers("ALT_CORE_B_BR_10_R")
def test_red_rare_draws_at_dusk_with_three_boosts() -> None:
    """Red (rare): At Dusk — if I have 3 or more boosts, draw a card. The condition is
    after the dash: checked as the effect resolves (6.5.d)."""
    for boost in (True, False):
        s = scene(hand=[PHYSICAL_TRAINING], hero_exp=["ALT_CORE_B_BR_10_R", AMELIA])
        s.play(s.named("Physical Training"), None)
        s.pick(s.named("Red") if boost else s.named("Amelia Earhart"))
        s.settle()
        s.until(lambda s: s.state.phase is Phase.NIGHT)
        drew = any(e.rule == "7.3.7" and e.phase == "Dusk" and e.actor == "Me"
                   for e in s.state.log)
        assert drew is boost
        if not boost:
            assert s.logged("the condition 'I have 3 or more boosts' is not met")


@covers("ALT_CORE_B_BR_16_R")
def test_bladedancer_rare_keeps_itself_from_reserve() -> None:
    """Bravos Bladedancer (rare): [J] I gain 1 boost; [R] if I have 4 boosts or less, I lose
    Fleeting — played from Reserve it would be Fleeting (2.4.6.a), and stays on at Rest."""
    s = scene(reserve=["ALT_CORE_B_BR_16_R"])
    s.play(s.named("Bravos Bladedancer"))
    s.settle()
    dancer = s.named("Bravos Bladedancer")
    assert dancer.boosts == 1 and not dancer.has(Status.FLEETING)
    from engine.effects.conditions import IHaveAtMostBoosts

    assert IHaveAtMostBoosts(4).text() == "I have 4 boosts or less"
    (_seasoned, _join, reserve) = card_by_ref("ALT_CORE_B_BR_16_R").abilities
    assert reserve.text() == "When played from Reserve — If I have 4 boosts or less, I lose Fleeting."


def test_i_have_boosts_counts_my_boosts() -> None:
    """'I have N or more / N or less boosts' counts the bearer's boost counters (2.4.4) when
    it is checked (6.5.d)."""
    from engine.effects.conditions import IHaveAtMostBoosts, IHaveBoosts

    s = scene(hand=[PHYSICAL_TRAINING], hero_exp=[AMELIA])
    s.play(s.named("Physical Training"), None)  # the only target: no question
    s.settle()
    amelia = s.named("Amelia Earhart")
    assert amelia.boosts == 3
    from engine.effects.context import Ctx

    ctx = Ctx(0, amelia)
    assert not IHaveAtMostBoosts(2).holds(s.state, ctx)
    assert IHaveAtMostBoosts(3).holds(s.state, ctx) and IHaveBoosts(3).holds(s.state, ctx)
    assert not IHaveBoosts(4).holds(s.state, ctx)


# ------------------------------------------------------------------ Core versions not yet exercised
@covers("ALT_CORE_B_BR_07_R2")
def test_bravos_tracer_r2_gains_fleeting() -> None:
    """Bravos Tracer (R2): [J] I gain Fleeting — discarded at Rest (2.4.6.d)."""
    s = scene(hand=["ALT_CORE_B_BR_07_R2"])
    s.play(s.named("Bravos Tracer"))
    s.settle()
    tracer = s.named("Bravos Tracer")
    assert tracer.has(Status.FLEETING)
    s.to_night_end()
    assert tracer.zone is Zone.DISCARD


@covers("ALT_CORE_B_BR_17_R2")
def test_haven_warrior_r2_support_next_character_boost() -> None:
    """Haven Warrior (R2): [S] discard me from Reserve — the next Character you play this
    turn gains 1 boost (2.2.14)."""
    s = scene(reserve=["ALT_CORE_B_BR_17_R2"], hand=[AMELIA])
    s.quick(s.named("Haven Warrior"))
    assert s.named("Haven Warrior").zone is Zone.DISCARD
    s.play(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").boosts == 1


@covers("ALT_CORE_B_BR_21_C", "ALT_CORE_B_BR_21_R2")
def test_achilles_tough_one() -> None:
    """Achilles: Tough 1 — an opponent's target costs 1 more (7.4.7)."""
    for ref in ("ALT_CORE_B_BR_21_C", "ALT_CORE_B_BR_21_R2"):
        s = scene(hand=[PHYSICAL_TRAINING], opp_hero_exp=[ref], hero_exp=[AMELIA])
        s.play(s.named("Physical Training"), None)
        opt = next(o for o in s.d.options if s.named("Achilles").oid in o.objects)
        assert "Tough 1" in opt.label, ref


@covers("ALT_CORE_B_BR_30_R2")
def test_haven_r2_next_character_from_reserve_gains_a_boost() -> None:
    """Haven, Bravos Bastion (R2): [J] Resupply; [T]: the next Character you play from your
    Reserve this turn gains 1 boost (an Ongoing effect, 2.2.14) — one played from hand does
    not use it up. Its printed text is cut short in the card data (see its ruling)."""
    warrior = "ALT_CORE_B_BR_17_C"
    s = scene(hand=["ALT_CORE_B_BR_30_R2"], deck_top=[warrior])
    reserve = len(s.p().reserve)
    s.play(s.named("Haven, Bravos Bastion"), None)
    s.settle()
    assert len(s.p().reserve) == reserve + 1  # [J] Resupply (7.3.22)
    s = scene(landmarks=["ALT_CORE_B_BR_30_R2"], reserve=[warrior])
    s.quick(s.named("Haven, Bravos Bastion"))
    s.settle()
    assert s.named("Haven, Bravos Bastion").exhausted
    s.play(s.named("Haven Warrior"))
    s.settle()
    assert s.named("Haven Warrior").boosts == 1
    s = scene(landmarks=["ALT_CORE_B_BR_30_R2"], hand=[warrior])
    s.quick(s.named("Haven, Bravos Bastion"))
    s.play(s.named("Haven Warrior"))
    s.settle()
    assert s.named("Haven Warrior").boosts == 0  # from hand: not the one it speaks of
