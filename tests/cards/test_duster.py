"""Duster cards read by the parser (engine/cards/parsed.py), one test per family of the same
text, played through real decisions; and the words added for the Duster set
(engine/effects/duster_words.py), each with a test citing the reminder text or the rule it
enforces (docs/mechanisms.md, section Duster)."""

from __future__ import annotations

from engine.cards.registry import card_by_ref
from engine.model import Status, Zone
from tests.cards.helpers import covers, scene

MANASEED = "ALT_DUSTER_B_NE_04_C"
SUPPORTER = ("ALT_DUSTER_B_YZ_91_C", "ALT_DUSTER_B_YZ_91_R1", "ALT_DUSTER_B_YZ_91_R2")


def _seeds(s, who: int = 0) -> list:
    return [c for c in s.p(who).landmarks if c.name == "Manaseed"]


@covers(MANASEED, *SUPPORTER)
def test_manaseed_created_then_sacrificed_readies_a_mana_orb() -> None:
    """Reka Supporter: [H] create a Manaseed token in your Landmarks.  The reminder text: "It's
    a Permanent with "[T], Sacrifice me: Ready a Mana Orb."" — paying the cost sacrifices the
    token (7.3.25), which ceases to exist as it leaves play (2.1.e, extended to Landmark
    tokens), and one exhausted Mana Orb is readied (7.3.18)."""
    for ref in SUPPORTER:
        s = scene(hand=[ref], mana=4)
        s.play(s.named("Reka Supporter"))
        s.settle()
        (seed,) = _seeds(s)
        assert seed.zone is Zone.LANDMARK and seed.controller == 0 and not seed.exhausted
        assert s.logged("creates a Manaseed token in Me's Landmarks")
        before = s.ready_mana()
        assert before < 4  # Reka Supporter was paid for
        s.opp_pass()
        s.quick(seed)
        s.settle()
        assert s.ready_mana() == before + 1, ref
        assert _seeds(s) == [] and seed.zone is Zone.GONE
        assert s.logged("Manaseed token leaves play and ceases to exist")
        assert s.logged("readies a Mana Orb")


def test_manaseed_with_no_exhausted_orb_still_can_be_used_and_does_nothing() -> None:
    """"Ready a Mana Orb" when every orb is ready: nothing to ready (7.3.18.b); the cost is
    still paid in full (6.4) and the Manaseed is gone."""
    s = scene(landmarks=[MANASEED], mana=4)
    seed = _seeds(s)[0]
    s.quick(seed)
    s.settle()
    assert s.ready_mana() == 4 and _seeds(s) == []
    assert s.logged("has no exhausted Mana Orb to ready")


def test_manaseed_text_round_trip() -> None:
    """The Manaseed's ability, rendered from its definition."""
    assert card_by_ref(MANASEED).abilities[0].text() == "[T], Sacrifice me: Ready a Mana Orb."


@covers("ALT_DUSTER_B_MU_91_C", "ALT_DUSTER_B_MU_91_R2")
def test_reka_agronomist_gives_the_opponent_a_manaseed() -> None:
    """Reka Agronomist: [H] create a Manaseed token in target opponent's (R2: another target
    player's) Landmarks — with two players, the other player (6.5.b); the token is theirs to
    use, in their Landmark zone."""
    for ref in ("ALT_DUSTER_B_MU_91_C", "ALT_DUSTER_B_MU_91_R2"):
        s = scene(hand=[ref])
        s.play(s.named("Reka Agronomist"))
        s.settle()
        assert _seeds(s, 0) == []
        (seed,) = _seeds(s, 1)
        assert seed.controller == 1 and seed.zone is Zone.LANDMARK, ref


@covers("ALT_DUSTER_B_MU_91_R1", "ALT_DUSTER_B_MU_89_R1", "ALT_DUSTER_B_MU_89_R2")
def test_join_abilities_create_manaseeds_for_the_opponent_or_each_player() -> None:
    """Reka Agronomist (R1): [J] one in target opponent's Landmarks; Charitable Reka (rares):
    [J] one in each player's Landmarks."""
    s = scene(hand=["ALT_DUSTER_B_MU_91_R1"])
    s.play(s.named("Reka Agronomist"))
    s.settle()
    assert len(_seeds(s, 1)) == 1 and _seeds(s, 0) == []
    for ref in ("ALT_DUSTER_B_MU_89_R1", "ALT_DUSTER_B_MU_89_R2"):
        s = scene(hand=[ref])
        s.play(s.named("Charitable Reka"))
        s.settle()
        assert len(_seeds(s, 0)) == 1 and len(_seeds(s, 1)) == 1, ref


@covers("ALT_DUSTER_B_BR_94_C", "ALT_DUSTER_B_BR_94_R1", "ALT_DUSTER_B_BR_94_R2")
def test_reka_fisherman_from_reserve_creates_two_manaseeds() -> None:
    """Reka Fisherman: [R] create two Manaseed tokens in your Landmarks (the rares also draw
    a card from Reserve).  Only from Reserve: from Hand nothing is created."""
    for ref in ("ALT_DUSTER_B_BR_94_C", "ALT_DUSTER_B_BR_94_R1", "ALT_DUSTER_B_BR_94_R2"):
        s = scene(reserve=[ref])
        hand = len(s.p(0).hand)
        s.play(s.named("Reka Fisherman"))
        s.settle()
        assert len(_seeds(s)) == 2, ref
        assert len(s.p(0).hand) == hand + (0 if ref.endswith("_C") else 1)
    s = scene(hand=["ALT_DUSTER_B_BR_94_C"])
    s.play(s.named("Reka Fisherman"))
    s.settle()
    assert _seeds(s) == []


def test_a_third_manaseed_is_sacrificed_at_clean_up_and_ceases_to_exist() -> None:
    """Manaseeds are Landmarks: beyond the Landmark limit, Clean-up sacrifices the extra ones
    (4.2.5.c) and, being tokens, they cease to exist (2.1.e) rather than reach the Discard."""
    s = scene(landmarks=[MANASEED, MANASEED], reserve=["ALT_DUSTER_B_BR_94_C"])
    s.play(s.named("Reka Fisherman"))
    s.settle()
    assert len(_seeds(s)) == 4
    s.next_day()
    assert len(_seeds(s)) == 2
    assert not [c for c in s.p(0).discard if c.name == "Manaseed"]


# ------------------------------------------------------------------ In contact
CONTACT_REMINDER = "I'm In Contact if another player's Expedition is in my region."
AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla Character


def _apart(s) -> None:
    """Set-up: the opponent's Hero Expedition one region ahead, so neither of mine shares a
    region with one of theirs (mine: 0 and 7; theirs: 1 and 7 would still meet my
    Companion Expedition, so theirs goes to 6)."""
    s.state.players[1].position["hero"] = 1
    s.state.players[1].position["companion"] = 6


@covers("ALT_DUSTER_B_LY_89_C", "ALT_DUSTER_B_LY_89_R1", "ALT_DUSTER_B_LY_89_R2")
def test_reka_barmaid_gains_a_boost_at_dusk_only_in_contact() -> None:
    """Reka Barmaid: At Dusk — if I'm In contact, I gain 1 boost.  Reminder text: "I'm In
    Contact if another player's Expedition is in my region."  At the start both Hero
    Expeditions share the Hero region; once apart, the log says the condition is not met."""
    for ref in ("ALT_DUSTER_B_LY_89_C", "ALT_DUSTER_B_LY_89_R1", "ALT_DUSTER_B_LY_89_R2"):
        s = scene(hero_exp=[ref])
        s.to_night_end()
        assert s.logged("Reka Barmaid gains 1 boost"), ref
    s = scene(hero_exp=["ALT_DUSTER_B_LY_89_C"])
    _apart(s)
    s.to_night_end()
    assert not s.logged("Reka Barmaid gains 1 boost")
    assert s.logged("the condition 'I'm In contact' is not met")


def test_in_contact_counts_any_expedition_of_the_other_player_in_my_region() -> None:
    """In contact is about regions, not facing Expeditions: my Companion Expedition meeting
    their Hero Expedition in one region puts the Characters of both In contact."""
    s = scene(companion_exp=["ALT_DUSTER_B_LY_89_C"])
    s.state.players[1].position["hero"] = 7  # their Hero Expedition reached my Companion's region
    s.state.players[1].position["companion"] = 6
    s.to_night_end()
    assert s.logged("Reka Barmaid gains 1 boost")


@covers("ALT_DUSTER_B_YZ_89_C", "ALT_DUSTER_B_YZ_89_R1", "ALT_DUSTER_B_YZ_89_R2",
        "ALT_DUSTER_B_LY_94_C")
def test_foul_faker_and_bouncer_sabotage_only_in_contact() -> None:
    """Foul Faker ([H]; rares [J]) and Nightclub Bouncer: if I'm In contact, Sabotage
    (discard up to one target card from a Reserve).  Out of contact, no target is asked."""
    for ref, name in (("ALT_DUSTER_B_YZ_89_C", "Foul Faker"), ("ALT_DUSTER_B_YZ_89_R1", "Foul Faker"),
                      ("ALT_DUSTER_B_YZ_89_R2", "Foul Faker"),
                      ("ALT_DUSTER_B_LY_94_C", "Nightclub Bouncer")):
        s = scene(hand=[ref], opp_reserve=[AMELIA])
        s.play(s.named(name))
        s.settle()
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.DISCARD, ref
        s = scene(hand=[ref], opp_reserve=[AMELIA])
        _apart(s)
        s.play(s.named(name))
        s.settle()
        assert s.d.kind == "turn" and s.named("Amelia Earhart").zone is Zone.RESERVE, ref


@covers("ALT_DUSTER_B_OR_88_C", "ALT_DUSTER_B_OR_88_R2")
def test_galatea_is_defender_while_in_contact() -> None:
    """Galatea: if I'm In contact, I'm Defender (looked at whenever it matters, so it follows
    the Expeditions as they move); [J] if I'm In contact, I gain 2 boosts."""
    for ref in ("ALT_DUSTER_B_OR_88_C", "ALT_DUSTER_B_OR_88_R2"):
        s = scene(hand=[ref])
        s.play(s.named("Galatea"))
        s.settle()
        g = s.named("Galatea")
        assert g.counters.get("boost") == 2, ref
        assert s.state.has_keyword(g, "defender")
        s.state.players[1].position["hero"] = 1  # their Hero Expedition moves on
        s.state.players[1].position["companion"] = 6
        s.state.table_changed()  # moved behind the rules' back: the kept answers are stale
        s.state.entry("(test) the Expeditions part", "-")
        assert not s.state.has_keyword(g, "defender"), ref
    s = scene(hand=["ALT_DUSTER_B_OR_88_C"])
    _apart(s)
    s.play(s.named("Galatea"))
    s.settle()
    assert not s.named("Galatea").counters.get("boost")


@covers("ALT_DUSTER_B_MU_92_C")
def test_daughter_of_naos_is_defender_while_anchored() -> None:
    """Daughter of Naos: if I'm Anchored, I'm Defender; [J] I gain Anchored (2.4.3)."""
    s = scene(hand=["ALT_DUSTER_B_MU_92_C"])
    s.play(s.named("Daughter of Naos"))
    s.settle()
    d = s.named("Daughter of Naos")
    assert Status.ANCHORED in d.statuses and s.state.has_keyword(d, "defender")
    s = scene(hero_exp=["ALT_DUSTER_B_MU_92_C"])  # put there, never joined: not Anchored
    assert not s.state.has_keyword(s.named("Daughter of Naos"), "defender")


# ------------------------------------------------------------------ Landmarks, Resupply, moving
@covers("ALT_DUSTER_B_OR_86_C", "ALT_DUSTER_B_OR_86_R1", "ALT_DUSTER_B_OR_86_R2")
def test_louis_sullivan_draws_with_enough_cards_in_your_landmarks() -> None:
    """Louis Sullivan: [H] (R1: [J] with three or more; R2: [R]) if there are two or more
    cards in your Landmarks, draw a card — Manaseed tokens count, they are cards in the zone."""
    for ref, need, where in (("ALT_DUSTER_B_OR_86_C", 2, "hand"), ("ALT_DUSTER_B_OR_86_R1", 3, "hand"),
                             ("ALT_DUSTER_B_OR_86_R2", 2, "reserve")):
        for n in (need - 1, need):
            s = scene(landmarks=[MANASEED] * n, **{where: [ref]})
            hand = len(s.p(0).hand) - (1 if where == "hand" else 0)
            s.play(s.named("Louis Sullivan"))
            s.settle()
            assert len(s.p(0).hand) == hand + (1 if n >= need else 0), (ref, n)


@covers("ALT_DUSTER_B_OR_90_C")
def test_ordis_tourist_gains_a_boost_with_two_landmarks() -> None:
    """Ordis Tourist: [J] if there are two or more cards in your Landmarks, I gain 1 boost."""
    for n in (1, 2):
        s = scene(landmarks=[MANASEED] * n, hand=["ALT_DUSTER_B_OR_90_C"])
        s.play(s.named("Ordis Tourist"))
        s.settle()
        assert s.named("Ordis Tourist").counters.get("boost", 0) == (n >= 2)


@covers("ALT_DUSTER_B_AX_91_C", "ALT_DUSTER_B_AX_91_R1", "ALT_DUSTER_B_AX_91_R2")
def test_vending_bot_exhausted_resupply_from_reserve() -> None:
    """Vending Bot: [R] Exhausted Resupply — "Put the top card of your deck in Reserve, then
    exhaust it" (reminder text; 7.3.11)."""
    for ref in ("ALT_DUSTER_B_AX_91_C", "ALT_DUSTER_B_AX_91_R1", "ALT_DUSTER_B_AX_91_R2"):
        s = scene(reserve=[ref], deck_top=[AMELIA])
        s.play(s.named("Vending Bot"))
        s.settle()
        amelia = s.named("Amelia Earhart")
        assert amelia.zone is Zone.RESERVE and amelia.exhausted, ref


@covers("ALT_DUSTER_B_BR_87_C", "ALT_DUSTER_B_BR_87_R1", "ALT_DUSTER_B_BR_87_R2")
def test_reka_skipper_creates_a_manaseed_when_its_expedition_moves_forward() -> None:
    """Reka Skipper: when my Expedition moves forward — create a Manaseed token in your
    Landmarks.  At Dusk my Hero Expedition (with Reka Skipper's statistics) beats the empty
    one facing it and moves forward (4.2.4); my other Expedition does not move: one token."""
    for ref in ("ALT_DUSTER_B_BR_87_C", "ALT_DUSTER_B_BR_87_R1", "ALT_DUSTER_B_BR_87_R2"):
        s = scene(hero_exp=[ref])
        s.to_night_end()
        assert s.p(0).distance("hero") == 1 and s.p(0).distance("companion") == 0
        assert len(_seeds(s)) == 1, ref
    s = scene(companion_exp=["ALT_DUSTER_B_BR_87_C"], hero_exp=[AMELIA],
              opp_companion_exp=[AMELIA, AMELIA, AMELIA])
    s.to_night_end()
    assert s.p(0).distance("hero") == 1 and s.p(0).distance("companion") == 0
    assert _seeds(s) == []  # only my other Expedition moved


# ------------------------------------------------------------------ Gift
FARMERS = ("ALT_DUSTER_B_MU_86_C", "ALT_DUSTER_B_MU_86_R1", "ALT_DUSTER_B_MU_86_R2")
GIFT_REMINDER = ("A Gift is when on your turn, an opponent draws a card, Resupplies or receives "
                 "a token.")


@covers(*FARMERS)
def test_rabbit_farmer_gains_a_boost_when_you_make_a_gift() -> None:
    """Rabbit Farmer: when you make a Gift — if I have no boosts, I gain 1 boost.  Reminder
    text: "A Gift is when on your turn, an opponent draws a card, Resupplies or receives a
    token."  Giving the opponent a Manaseed (Reka Agronomist) on my turn is a Gift; a second
    Gift finds the Farmer boosted and adds nothing."""
    for ref in FARMERS:
        s = scene(hero_exp=[ref], hand=["ALT_DUSTER_B_MU_91_C", "ALT_DUSTER_B_MU_91_C"])
        farmer = s.named("Rabbit Farmer")
        assert not farmer.counters.get("boost")
        s.play(s.state.players[0].hand[-1])
        s.settle()
        assert farmer.counters.get("boost") == 1, ref
        s.opp_pass()
        s.play(s.state.players[0].hand[-1])
        s.settle()
        assert len(_seeds(s, 1)) == 2 and farmer.counters.get("boost") == 1, ref


def test_my_own_draw_or_a_token_of_mine_is_no_gift() -> None:
    """Only an opponent's draw, Resupply or token is a Gift: a Manaseed in my own Landmarks
    (Reka Supporter) makes none."""
    s = scene(hero_exp=[FARMERS[0]], hand=[SUPPORTER[0]])
    s.play(s.named("Reka Supporter"))
    s.settle()
    assert len(_seeds(s)) == 1 and not s.named("Rabbit Farmer").counters.get("boost")


def test_a_gift_is_made_only_on_your_turn() -> None:
    """On the opponent's turn, their Reka Supporter gives them a Manaseed: a token the
    opponent receives, but not on my turn — my Rabbit Farmer gains nothing."""
    s = scene(hero_exp=[FARMERS[0]], opp_hand=[SUPPORTER[0]], first=False)
    s.settle()
    assert s.d.player == 1
    s.answer(s.option(lambda o: o.detail == "play" and "hero" in o.id.split(":")))
    s.settle()
    assert len(_seeds(s, 1)) == 1
    assert not s.named("Rabbit Farmer").counters.get("boost")


@covers("ALT_DUSTER_B_MU_96_E")
def test_ploutos_exhausted_resupply_for_target_player_is_a_gift() -> None:
    """Ploutos: [J] target player Exhausted Resupplies (6.5.b: either player; 7.3.11); when
    you make a Gift — target Character gains Anchored.  Choosing the opponent is a Gift."""
    s = scene(hand=["ALT_DUSTER_B_MU_96_E"], opp_deck_top=[AMELIA], opp_hero_exp=[AMELIA])
    s.play(s.named("Ploutos, Reka Hexarch"))
    s.settle()
    assert s.d.kind == "target_player"
    s.answer("p:1")
    s.settle()
    resupplied = [c for c in s.p(1).reserve if c.name == "Amelia Earhart"]
    assert len(resupplied) == 1 and resupplied[0].exhausted
    target = s.exp(1)[0]
    s.pick(target)
    s.settle()
    assert Status.ANCHORED in target.statuses
    s = scene(hand=["ALT_DUSTER_B_MU_96_E"], deck_top=[AMELIA])
    s.play(s.named("Ploutos, Reka Hexarch"))
    s.settle()
    s.answer("p:0")  # myself: no Gift
    s.settle()
    assert s.d.kind == "turn" and s.named("Amelia Earhart").exhausted


# ------------------------------------------------------------------ its controller's Landmarks
KELONIC_GENERATOR = "ALT_CORE_B_AX_27_R"  # a Landmark Permanent


@covers("ALT_DUSTER_B_LY_95_C", "ALT_DUSTER_B_LY_95_R2")
def test_hostel_nightkeeper_puts_the_manaseed_with_the_sleepers_controller() -> None:
    """Hostel Nightkeeper: [H] you may target a Character; if you do, it gains Asleep, then
    create a Manaseed token in its controller's Landmarks ("it", 6.3.h)."""
    for ref in ("ALT_DUSTER_B_LY_95_C", "ALT_DUSTER_B_LY_95_R2"):
        s = scene(hand=[ref], opp_hero_exp=[AMELIA])
        s.play(s.named("Hostel Nightkeeper"))
        s.settle()
        s.yes()
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert Status.ASLEEP in s.named("Amelia Earhart").statuses
        assert len(_seeds(s, 1)) == 1 and _seeds(s, 0) == [], ref
        s = scene(hand=[ref])
        s.play(s.named("Hostel Nightkeeper"))
        s.settle()
        s.yes()  # the only Character in play is itself: the target is chosen (mine)
        s.settle()
        assert Status.ASLEEP in s.named("Hostel Nightkeeper").statuses
        assert len(_seeds(s, 0)) == 1 and _seeds(s, 1) == [], ref


@covers("ALT_DUSTER_B_MU_93_R1", "ALT_DUSTER_B_MU_93_R2")
def test_hesperide_returns_a_permanent_and_its_controller_gets_a_manaseed() -> None:
    """Hesperide (rares): [H] you may return target Permanent to its owner's hand; if you do,
    create a Manaseed token in its controller's Landmarks — the controller it had in play
    (6.3.j), since it has left."""
    for ref in ("ALT_DUSTER_B_MU_93_R1", "ALT_DUSTER_B_MU_93_R2"):
        s = scene(hand=[ref], opp_landmarks=[KELONIC_GENERATOR])
        s.play(s.named("Hesperide"))
        s.settle()
        s.yes()  # the only Permanent in play: the target is chosen
        s.settle()
        assert s.named("Kelonic Generator").zone is Zone.HAND
        assert len(_seeds(s, 1)) == 1 and _seeds(s, 0) == [], ref


# ------------------------------------------------------------------ exhausting as a cost
@covers("ALT_DUSTER_B_AX_94_C", "ALT_DUSTER_B_AX_94_R1", "ALT_DUSTER_B_AX_94_R2")
def test_leonardo_exhausts_a_permanent_you_control_to_resupply_or_draw() -> None:
    """Leonardo da Vinci: [R] you may exhaust a Permanent you control to Resupply (rares: to
    draw a card) — an internal cost (6.4): a Manaseed will do; with no ready Permanent the
    cost cannot be paid and nothing is asked."""
    for ref, draws in (("ALT_DUSTER_B_AX_94_C", False), ("ALT_DUSTER_B_AX_94_R1", True),
                       ("ALT_DUSTER_B_AX_94_R2", True)):
        s = scene(reserve=[ref], landmarks=[MANASEED], deck_top=[AMELIA])
        hand = len(s.p(0).hand)
        s.play(s.named("Leonardo da Vinci"))
        s.settle()
        s.yes()
        s.settle()
        assert _seeds(s)[0].exhausted, ref
        amelia = s.named("Amelia Earhart")
        assert amelia.zone is (Zone.HAND if draws else Zone.RESERVE), ref
        assert len(s.p(0).hand) == hand + draws
    s = scene(reserve=["ALT_DUSTER_B_AX_94_C"], deck_top=[AMELIA])
    s.play(s.named("Leonardo da Vinci"))
    s.settle()
    assert s.d.kind == "turn" and s.named("Amelia Earhart").zone is Zone.DECK
    assert s.logged("cannot pay exhaust a Permanent you control")


@covers("ALT_DUSTER_B_OR_91_C", "ALT_DUSTER_B_OR_91_R2", "ALT_DUSTER_B_AX_92_C")
def test_exhausting_a_card_in_your_reserve_or_a_permanent_to_sabotage_or_seed() -> None:
    """Adamant Receptionist: [H] you may exhaust a Permanent you control (R2: a card in your
    Reserve) to Sabotage; Reka Bioengineer: [J] you may exhaust a card in your Reserve to
    create a Manaseed token in your Landmarks.  Only a ready card can pay (7.3.10)."""
    s = scene(hand=["ALT_DUSTER_B_OR_91_C"], landmarks=[KELONIC_GENERATOR], opp_reserve=[AMELIA])
    s.play(s.named("Adamant Receptionist"))
    s.settle()
    s.yes()
    s.settle()
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Kelonic Generator").exhausted
    assert s.named("Amelia Earhart").zone is Zone.DISCARD
    s = scene(hand=["ALT_DUSTER_B_OR_91_R2"], reserve=[AMELIA], opp_reserve=[KELONIC_GENERATOR])
    s.play(s.named("Adamant Receptionist"))
    s.settle()
    s.yes()
    s.settle()
    s.pick(s.named("Kelonic Generator"))
    s.settle()
    assert s.named("Amelia Earhart").exhausted
    assert s.named("Kelonic Generator").zone is Zone.DISCARD
    s = scene(hand=["ALT_DUSTER_B_AX_92_C"], reserve=[AMELIA])
    s.play(s.named("Reka Bioengineer"))
    s.settle()
    s.yes()
    s.settle()
    assert s.named("Amelia Earhart").exhausted and len(_seeds(s)) == 1


@covers("ALT_DUSTER_B_MU_97_R1", "ALT_DUSTER_B_MU_97_R2")
def test_son_of_naos_lets_the_opponent_draw_and_that_gift_boosts_it() -> None:
    """Son of Naos (rares): [J] you may target an opponent, they draw a card; when you make a
    Gift — I gain 1 boost.  The draw on my turn is itself a Gift; declining makes none."""
    for ref in ("ALT_DUSTER_B_MU_97_R1", "ALT_DUSTER_B_MU_97_R2"):
        s = scene(hand=[ref], mana=10)
        opp_hand = len(s.p(1).hand)
        s.play(s.named("Son of Naos"))
        s.settle()
        s.yes()
        s.settle()
        assert len(s.p(1).hand) == opp_hand + 1
        assert s.named("Son of Naos").counters.get("boost") == 1, ref
    s = scene(hand=["ALT_DUSTER_B_MU_97_R1"], mana=10)
    s.play(s.named("Son of Naos"))
    s.settle()
    s.no()
    s.settle()
    assert not s.named("Son of Naos").counters.get("boost")


@covers("ALT_DUSTER_B_OR_87_C", "ALT_DUSTER_B_OR_87_R1", "ALT_DUSTER_B_OR_87_R2")
def test_souvenir_seller_boost_or_manaseed_then_the_opponent_resupplies() -> None:
    """Souvenir Seller: [J] you may give me 1 boost (R1: create a Manaseed token in your
    Landmarks); if you do, target opponent Resupplies (7.3.22)."""
    for ref, seed in (("ALT_DUSTER_B_OR_87_C", False), ("ALT_DUSTER_B_OR_87_R1", True),
                      ("ALT_DUSTER_B_OR_87_R2", False)):
        s = scene(hand=[ref], opp_deck_top=[AMELIA])
        s.play(s.named("Souvenir Seller"))
        s.settle()
        s.yes()
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.RESERVE, ref
        assert len(_seeds(s)) == seed
        assert s.named("Souvenir Seller").counters.get("boost", 0) == (not seed)
        s = scene(hand=[ref], opp_deck_top=[AMELIA])
        s.play(s.named("Souvenir Seller"))
        s.settle()
        s.no()
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.DECK, ref


# ------------------------------------------------------------------ more Manaseed families
@covers("ALT_DUSTER_B_AX_88_R1", "ALT_DUSTER_B_AX_88_R2", "ALT_DUSTER_B_OR_94_C",
        "ALT_DUSTER_B_OR_94_R1", "ALT_DUSTER_B_OR_94_R2")
def test_reserve_and_join_abilities_create_a_manaseed() -> None:
    """Ira, Fair Attendee (rares): [R] create a Manaseed token in your Landmarks (from Hand:
    nothing); Reka Caterer: [J] the same, from Hand or Reserve."""
    for ref, name in (("ALT_DUSTER_B_AX_88_R1", "Ira, Fair Attendee"),
                      ("ALT_DUSTER_B_AX_88_R2", "Ira, Fair Attendee"),
                      ("ALT_DUSTER_B_OR_94_C", "Reka Caterer"),
                      ("ALT_DUSTER_B_OR_94_R1", "Reka Caterer"),
                      ("ALT_DUSTER_B_OR_94_R2", "Reka Caterer")):
        s = scene(reserve=[ref])
        s.play(s.named(name))
        s.settle()
        assert len(_seeds(s)) == 1, ref
        s = scene(hand=[ref])
        s.play(s.named(name))
        s.settle()
        assert len(_seeds(s)) == (1 if name == "Reka Caterer" else 0), ref


@covers("ALT_DUSTER_B_AX_98_C",
        "ALT_DUSTER_B_AX_98_R1", "ALT_DUSTER_B_AX_98_R2")
def test_encounter_spells_create_a_manaseed() -> None:
    """Technological Encounter: draw a card, then create a Manaseed token in your Landmarks."""
    for ref, name, draws in (("ALT_DUSTER_B_AX_98_C", "Technological Encounter", 1),
                             ("ALT_DUSTER_B_AX_98_R1", "Technological Encounter", 1),
                             ("ALT_DUSTER_B_AX_98_R2", "Technological Encounter", 1)):
        s = scene(hand=[ref])
        hand = len(s.p(0).hand) - 1
        s.play(s.named(name), None)
        s.settle()
        assert len(_seeds(s)) == 1 and len(s.p(0).hand) == hand + draws, ref


@covers("ALT_DUSTER_B_OR_92_C", "ALT_DUSTER_B_MU_94_C")
def test_reka_investor_at_dusk_and_gatherer_support_create_manaseeds() -> None:
    """Reka Investor: At Dusk — create a Manaseed token in your Landmarks.  Reka Gatherer:
    [S] discard me from Reserve: create a Manaseed token in each player's Landmarks
    (2.2.11.i: from the Reserve only)."""
    s = scene(hero_exp=["ALT_DUSTER_B_OR_92_C"])
    s.to_night_end()
    assert len(_seeds(s)) == 1
    s = scene(reserve=["ALT_DUSTER_B_MU_94_C"])
    s.quick(s.named("Reka Gatherer"))
    s.settle()
    assert len(_seeds(s, 0)) == 1 and len(_seeds(s, 1)) == 1
    assert s.named("Reka Gatherer").zone is Zone.DISCARD


@covers("ALT_DUSTER_B_OR_89_C", "ALT_DUSTER_B_OR_89_R1", "ALT_DUSTER_B_OR_89_R2")
def test_reka_patron_creates_a_manaseed_when_its_expedition_fails_to_move() -> None:
    """Reka Patron: when my Expedition fails to move forward during Dusk — create a Manaseed
    token in your Landmarks (4.2.4: the facing Expedition is stronger everywhere)."""
    for ref in ("ALT_DUSTER_B_OR_89_C", "ALT_DUSTER_B_OR_89_R1", "ALT_DUSTER_B_OR_89_R2"):
        s = scene(hero_exp=[ref], opp_hero_exp=[AMELIA, AMELIA, AMELIA])
        s.to_night_end()
        assert s.p(0).distance("hero") == 0 and len(_seeds(s)) == 1, ref


# ================================================================ the other families
# Every Duster family with an implemented card gets a test through real decisions.
TROOPER = "ALT_CORE_B_OR_05_C"  # a vanilla 1/1/1 with Hand Cost 1
KAPPA = "ALT_CORE_B_BR_13_C"  # a vanilla 4/4/5 with Hand Cost 4
JAMMER = "ALT_CORE_B_AX_28_C"  # Armored Jammer, a Landmark with Hand Cost 2
AGRONOMIST = "ALT_DUSTER_B_MU_91_C"  # Reka Agronomist: gives the opponent a Manaseed (a Gift)


def _boosts(card) -> int:
    return card.counters.get("boost", 0)


def _offered(s) -> set[int]:
    return {i for o in s.d.options for i in o.objects}


SCIENCE_FAIR = "ALT_DUSTER_B_AX_100_C"


@covers(SCIENCE_FAIR)
def test_science_fair_puts_a_card_from_hand_in_reserve_to_draw() -> None:
    """Science Fair: "[T]: Put a card from your hand in Reserve. If you do, draw a card."."""
    s = scene(landmarks=[SCIENCE_FAIR], hand=[KAPPA])
    fair = s.named("Science Fair")
    hand = len(s.p().hand)
    s.quick(fair)
    s.settle()
    if s.d.kind != "turn":
        s.pick(s.named("Kappa"))
        s.settle()
    assert s.named("Kappa").zone is Zone.RESERVE
    assert len(s.p().hand) == hand and fair.exhausted


MAGNATE = "ALT_DUSTER_B_AX_93_C"


@covers(MAGNATE)
def test_reka_magnate_from_reserve_sabotages_or_seeds() -> None:
    """Reka Magnate: "{R} Choose one: • Sabotage • Create a Manaseed token in your
    Landmarks"."""
    s = scene(reserve=[MAGNATE], opp_reserve=[AMELIA])
    s.play(s.named("Reka Magnate"))
    s.settle()
    s.answer(s.d.options[0].id)
    s.settle()
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.DISCARD and not _seeds(s)
    s = scene(reserve=[MAGNATE])
    s.play(s.named("Reka Magnate"))
    s.settle()
    s.answer(s.d.options[1].id)
    s.settle()
    assert len(_seeds(s)) == 1


SHELL = ("ALT_DUSTER_B_AX_96_C", "ALT_DUSTER_B_AX_96_R1", "ALT_DUSTER_B_AX_96_R2")


@covers(*SHELL)
def test_the_shell_from_reserve_may_trade_a_hand_card_for_a_draw() -> None:
    """The Shell: "{R} You may put a card from your Hand in Reserve to draw a card"."""
    for ref in SHELL:
        s = scene(reserve=[ref], hand=[KAPPA])
        hand = len(s.p().hand)
        s.play(s.named("The Shell"))
        s.settle()
        s.yes()
        if s.d.kind != "turn":
            s.pick(s.named("Kappa"))
            s.settle()
        assert s.named("Kappa").zone is Zone.RESERVE, ref
        assert len(s.p().hand) == hand


BROTHER = "ALT_DUSTER_B_BR_101_C"
BROTHER_RARE = ("ALT_DUSTER_B_BR_101_R1", "ALT_DUSTER_B_BR_101_R2")


@covers(BROTHER)
def test_departed_brother_from_reserve_may_pay_1_to_draw() -> None:
    """Departed Brother: "{R} You may pay 1 to draw a card"."""
    s = scene(reserve=[BROTHER])
    hand = len(s.p().hand)
    s.play(s.named("Departed Brother"))
    s.settle()
    before = s.ready_mana()
    s.yes()
    s.settle()
    assert s.ready_mana() == before - 1 and len(s.p().hand) == hand + 1


@covers(*BROTHER_RARE)
def test_departed_brother_rare_draws_when_i_pass_first() -> None:
    """Departed Brother (R1/R2): "When you pass first — You may pay 1 to draw a card"."""
    for ref in BROTHER_RARE:
        s = scene(hero_exp=[ref])
        hand = len(s.p().hand)
        s.answer("pass")
        s.settle()
        before = s.ready_mana()
        s.yes()
        s.settle()
        assert s.ready_mana() == before - 1 and len(s.p().hand) == hand + 1, ref


FROM_RESERVE_BOOST = (("ALT_DUSTER_B_BR_86_C", "Flying Squirrel"),
                      ("ALT_DUSTER_B_BR_93_C", "Bravos Lookout"))


@covers(*(r for r, _ in FROM_RESERVE_BOOST))
def test_from_reserve_i_gain_1_boost() -> None:
    """Flying Squirrel, Bravos Lookout: "{R} I gain 1 boost"; from hand, none."""
    for ref, name in FROM_RESERVE_BOOST:
        s = scene(reserve=[ref])
        s.play(s.named(name))
        s.settle()
        assert _boosts(s.named(name)) == 1, ref
        s = scene(hand=[ref])
        s.play(s.named(name))
        s.settle()
        assert _boosts(s.named(name)) == 0, ref


PEDDLER = "ALT_DUSTER_B_BR_92_C"
PEDDLER_RARE = ("ALT_DUSTER_B_BR_92_R1", "ALT_DUSTER_B_BR_92_R2")


@covers(PEDDLER)
def test_reka_peddler_loses_fleeting_and_gives_a_manaseed() -> None:
    """Reka Peddler: "{R} I lose Fleeting, then create a Manaseed token in target opponent's
    Landmarks": played from Reserve it is Fleeting (2.4.6.a) and loses it, so at Rest it
    goes to Reserve again rather than the Discard pile."""
    s = scene(reserve=[PEDDLER])
    s.play(s.named("Reka Peddler"))
    s.settle()
    peddler = s.named("Reka Peddler")
    assert Status.FLEETING not in peddler.statuses
    assert len(_seeds(s, 1)) == 1 and not _seeds(s, 0)
    s.to_night_end()
    assert peddler.zone is Zone.RESERVE


@covers(*PEDDLER_RARE)
def test_reka_peddler_rare_loses_fleeting_only_if_it_gives_a_manaseed() -> None:
    """Reka Peddler (R1/R2): "{R} You may create a Manaseed token in target opponent's
    Landmarks. If you do, I lose Fleeting."."""
    for ref in PEDDLER_RARE:
        for give in (True, False):
            s = scene(reserve=[ref])
            s.play(s.named("Reka Peddler"))
            s.settle()
            s.yes() if give else s.no()
            s.settle()
            peddler = s.named("Reka Peddler")
            assert len(_seeds(s, 1)) == int(give), ref
            assert (Status.FLEETING in peddler.statuses) is not give, ref


BOUNCER_RARE = ("ALT_DUSTER_B_LY_94_R1", "ALT_DUSTER_B_LY_94_R2")


@covers(*BOUNCER_RARE)
def test_nightclub_bouncer_rare_sabotages_in_contact_or_exhausts() -> None:
    """Nightclub Bouncer (R1/R2): "{J} If I'm In contact, Sabotage. Otherwise, you may
    exhaust target card in Reserve." (In contact: "I'm In Contact if another player's
    Expedition is in my region.")"""
    for ref in BOUNCER_RARE:
        s = scene(hand=[ref], opp_reserve=[AMELIA])
        s.play(s.named("Nightclub Bouncer"))
        s.settle()
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.DISCARD, ref
        s = scene(hand=[ref], opp_reserve=[AMELIA])
        _apart(s)
        s.play(s.named("Nightclub Bouncer"))
        s.settle()
        s.yes()
        if s.d.kind == "target":
            s.pick(s.named("Amelia Earhart"))
            s.settle()
        amelia = s.named("Amelia Earhart")
        assert amelia.zone is Zone.RESERVE and amelia.exhausted, ref


PICNIC = "ALT_DUSTER_B_MU_100_C"
PICNIC_RARE = ("ALT_DUSTER_B_MU_100_R1", "ALT_DUSTER_B_MU_100_R2")


@covers(PICNIC, *PICNIC_RARE)
def test_picnic_area_feeds_each_player_then_boosts_on_a_gift() -> None:
    """Picnic Area: "{J} Each player Resupplies" (R1/R2: "Each player draws a card");
    "When you make a Gift — You may exhaust me to have target Character gain 1 boost". The
    opponent's Resupply or draw on my turn is itself a Gift (reminder: "A Gift is when on
    your turn, an opponent draws a card, Resupplies or receives a token.")."""
    for ref in (PICNIC, *PICNIC_RARE):
        s = scene(hand=[ref], hero_exp=[AMELIA])
        hands = len(s.p().hand), len(s.p(1).hand)
        s.play(s.named("Picnic Area"), None)
        s.settle()
        if ref == PICNIC:
            assert len(s.p().reserve) == 1 and len(s.p(1).reserve) == 1
        else:
            assert (len(s.p().hand), len(s.p(1).hand)) == (hands[0], hands[1] + 1)
        s.yes()
        if s.d.kind == "target":
            s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert _boosts(s.named("Amelia Earhart")) == 1, ref
        assert s.named("Picnic Area").exhausted


NAOS = "ALT_DUSTER_B_MU_102_C"
NAOS_RARE = ("ALT_DUSTER_B_MU_102_R1", "ALT_DUSTER_B_MU_102_R2")
BEAUTY_SLEEP = "ALT_CORE_B_MU_28_C"  # a Spell costing 1: "Target Character gains Asleep."


@covers(NAOS)
def test_the_naos_draws_and_seeds_at_noon() -> None:
    """The Naos: "At Noon — Draw a card, then create two Manaseed tokens in your
    Landmarks"; Tough 1."""
    s = scene(landmarks=[NAOS])
    assert len(_seeds(s)) == 2
    assert s.logged("The Naos") and s.state.has_keyword(s.named("The Naos"), "tough")


@covers(*NAOS_RARE)
def test_the_naos_rare_stops_an_expedition_for_the_day() -> None:
    """The Naos (R1/R2): "{J} Target Expedition can't move forward this Day": the
    opponent's Hero Expedition, stronger everywhere, stays at Dusk."""
    for ref in NAOS_RARE:
        s = scene(hand=[ref], opp_hero_exp=[KAPPA], mana=8)
        s.play(s.named("The Naos"), None)
        s.settle()
        s.pick_label("Opp's hero Expedition")
        s.settle()
        s.to_night_end()
        assert s.p(1).distance("hero") == 0, ref
        s = scene(landmarks=[ref])
        assert len(_seeds(s)) == 2, ref


TRADESMAN = "ALT_DUSTER_B_MU_87_C"
TRADESMAN_RARE = ("ALT_DUSTER_B_MU_87_R1", "ALT_DUSTER_B_MU_87_R2")


@covers(TRADESMAN, *TRADESMAN_RARE)
def test_reka_tradesman_from_reserve_then_a_manaseed_for_the_opponent() -> None:
    """Reka Tradesman: "{R} Resupply, then create a Manaseed token in target opponent's
    Landmarks" (R1/R2: the top card of my deck to my Mana zone instead of Resupply)."""
    for ref in (TRADESMAN, *TRADESMAN_RARE):
        s = scene(reserve=[ref], deck_top=[TROOPER])
        mana = len(s.p().mana)
        s.play(s.named("Reka Tradesman"))
        s.settle()
        assert len(_seeds(s, 1)) == 1 and not _seeds(s, 0), ref
        if ref == TRADESMAN:
            assert [c.name for c in s.p().reserve] == ["Ordis Trooper"]
        else:
            assert len(s.p().mana) == mana + 1 and not s.p().reserve


DAUGHTER_R1 = "ALT_DUSTER_B_MU_92_R1"


@covers(DAUGHTER_R1)
def test_daughter_of_naos_r1_anchored_defender_boosted_by_a_gift() -> None:
    """Daughter of Naos (R1): "If I'm Anchored, I'm Defender. {J} I gain Anchored. When you
    make a Gift — If I have less than 2 boosts, I gain 1 boost.": two Gifts, two boosts."""
    s = scene(hand=[DAUGHTER_R1, AGRONOMIST, AGRONOMIST], mana=9)
    s.play(s.named("Daughter of Naos"))
    s.settle()
    d = s.named("Daughter of Naos")
    assert Status.ANCHORED in d.statuses and s.state.has_keyword(d, "defender")
    s.opp_pass()
    for n in (1, 2):
        s.play([c for c in s.p().hand if c.cdef.ref == AGRONOMIST][0])
        s.settle()
        assert _boosts(d) == n


HESPERIDE = "ALT_DUSTER_B_MU_93_C"


@covers(HESPERIDE)
def test_hesperide_may_pay_2_to_return_a_permanent() -> None:
    """Hesperide: "{H} You may pay 2 to return target Permanent to its owner's hand"."""
    s = scene(hand=[HESPERIDE], opp_landmarks=[JAMMER])
    s.play(s.named("Hesperide"))
    s.settle()
    before = s.ready_mana()
    s.yes()
    if s.d.kind == "target":
        s.pick(s.named("Armored Jammer"))
    s.settle()
    assert s.named("Armored Jammer").zone is Zone.HAND
    assert s.ready_mana() == before - 2


GATHERER_RARE = ("ALT_DUSTER_B_MU_94_R1", "ALT_DUSTER_B_MU_94_R2")


@covers(*GATHERER_RARE)
def test_reka_gatherer_rare_seeds_at_noon_and_from_reserve() -> None:
    """Reka Gatherer (R1/R2): "At Noon — Create a Manaseed token in your Landmarks"; "[S]
    Discard me from Reserve: Create a Manaseed token in each player's Landmarks"."""
    for ref in GATHERER_RARE:
        s = scene(hero_exp=[ref])
        assert len(_seeds(s)) == 1, ref
        s = scene(reserve=[ref])
        assert not _seeds(s)
        s.quick(s.named("Reka Gatherer"))
        s.settle()
        assert len(_seeds(s, 0)) == 1 and len(_seeds(s, 1)) == 1, ref


DAPENG = "ALT_DUSTER_B_MU_95_C"
DAPENG_RARE = ("ALT_DUSTER_B_MU_95_R1", "ALT_DUSTER_B_MU_95_R2")


@covers(DAPENG, *DAPENG_RARE)
def test_dapeng_discarded_from_reserve_each_player_draws() -> None:
    """Dapeng: "[S] Discard me from Reserve: Each player draws a card" (R1/R2 also Tough
    1)."""
    for ref in (DAPENG, *DAPENG_RARE):
        s = scene(reserve=[ref])
        hands = len(s.p().hand), len(s.p(1).hand)
        s.quick(s.named("Dapeng"))
        s.settle()
        assert (len(s.p().hand), len(s.p(1).hand)) == (hands[0] + 1, hands[1] + 1), ref
    s = scene(hero_exp=[DAPENG_RARE[0]])
    assert s.state.has_keyword(s.named("Dapeng"), "tough")


SON = "ALT_DUSTER_B_MU_97_C"


@covers(SON)
def test_son_of_naos_is_gigantic_and_the_opponent_draws() -> None:
    """Son of Naos: Gigantic (7.4.4.b: in both of my Expeditions); "{J} Target opponent
    draws a card"."""
    s = scene(hand=[SON])
    opp = len(s.p(1).hand)
    s.play(s.named("Son of Naos"))
    s.settle()
    son = s.named("Son of Naos")
    assert son in s.exp(0, "hero") and son in s.exp(0, "companion")
    assert len(s.p(1).hand) == opp + 1


CONSULATE = "ALT_DUSTER_B_OR_102_C"


@covers(CONSULATE)
def test_the_consulate_draws_then_makes_recruits() -> None:
    """The Consulate: "{J} Draw a card"; "[T]: Create an Ordis Recruit Soldier token in
    target Expedition"."""
    s = scene(hand=[CONSULATE])
    hand = len(s.p().hand)
    s.play(s.named("The Consulate"), None)
    s.settle()
    assert len(s.p().hand) == hand
    s.opp_pass()
    s.quick(s.named("The Consulate"))
    s.settle()
    s.pick_label("Me's companion Expedition")
    s.settle()
    assert len(s.tokens("Ordis Recruit", 0, "companion")) == 1


INVESTOR_RARE = ("ALT_DUSTER_B_OR_92_R1", "ALT_DUSTER_B_OR_92_R2")


@covers(*INVESTOR_RARE)
def test_reka_investor_rare_seeds_at_dusk_and_leaves_a_recruit() -> None:
    """Reka Investor (R1/R2): "At Dusk — Create a Manaseed token in your Landmarks"; "When
    I leave the Expedition zone — Create an Ordis Recruit Soldier token in my Expedition":
    at Rest it goes to Reserve and a Recruit takes its place."""
    for ref in INVESTOR_RARE:
        s = scene(companion_exp=[ref])
        s.to_night_end()
        assert len(_seeds(s)) == 1, ref
        assert s.named("Reka Investor").zone is Zone.RESERVE
        assert len(s.tokens("Ordis Recruit", 0, "companion")) == 1, ref


TALOS = "ALT_DUSTER_B_OR_96_C"


@covers(TALOS)
def test_talos_gigantic_defender_holds_both_expeditions() -> None:
    """Talos: Gigantic and Defender — it is in both of my Expeditions, so neither moves
    forward at Progress (7.4.2), though both beat the empty facing ones."""
    s = scene(hero_exp=[TALOS])
    talos = s.named("Talos")
    assert talos in s.exp(0, "companion")
    s.to_night_end()
    assert s.p(0).distance("hero") == 0 and s.p(0).distance("companion") == 0
    assert s.logged("has a Defender")


ANGRY_CROWD = "ALT_DUSTER_B_OR_99_C"


@covers(ANGRY_CROWD)
def test_angry_crowd_discards_then_seeds() -> None:
    """Angry Crowd: "Fleeting. Discard target Character or Permanent, then create a Manaseed
    token in your Landmarks."."""
    s = scene(hand=[ANGRY_CROWD], opp_landmarks=[JAMMER], opp_hero_exp=[KAPPA])
    s.play(s.named("Angry Crowd"), None)
    s.settle()
    s.pick(s.named("Armored Jammer"))
    s.settle()
    assert s.named("Armored Jammer").zone is Zone.DISCARD
    assert s.named("Kappa").zone is Zone.EXPEDITION
    assert len(_seeds(s)) == 1
    assert s.named("Angry Crowd").zone is Zone.DISCARD


MASCOT = ("ALT_DUSTER_B_YZ_96_R1", "ALT_DUSTER_B_YZ_96_R2")


@covers(*MASCOT)
def test_team_mascot_boosts_two_with_two_exhausted_cards_in_reserve() -> None:
    """Team Mascot (R1/R2): "{J} If there are two or more exhausted cards in Reserve, up to 2
    target Characters each gain 1 boost"."""
    for ref in MASCOT:
        for tired, boosted in ((1, 0), (2, 1)):
            s = scene(hand=[ref], hero_exp=[AMELIA, TROOPER],
                      reserve=[KAPPA] * tired, opp_reserve=[KAPPA])
            for c in s.p().reserve:
                s.state.gain_status(c, Status.EXHAUSTED)  # set-up
            s.play(s.named("Team Mascot"))
            s.settle()
            if s.d.kind == "target" and s.d.multi:
                s.pick(s.named("Amelia Earhart"), s.named("Ordis Trooper"))
                s.settle()
            assert _boosts(s.named("Amelia Earhart")) == boosted, (ref, tired)
            assert _boosts(s.named("Ordis Trooper")) == boosted, (ref, tired)


RECEPTIONIST_R1 = "ALT_DUSTER_B_OR_91_R1"


@covers(RECEPTIONIST_R1)
def test_adamant_receptionist_r1_exhausts_a_permanent_to_sabotage_or_boosts() -> None:
    """Adamant Receptionist (R1): "{J} You may exhaust a Permanent you control to Sabotage.
    If you don't, I gain 1 boost."."""
    s = scene(hand=[RECEPTIONIST_R1], landmarks=[JAMMER], opp_reserve=[AMELIA])
    s.play(s.named("Adamant Receptionist"))
    s.settle()
    s.yes()
    if s.d.kind != "target" or s.named("Armored Jammer").oid in _offered(s):
        s.pick(s.named("Armored Jammer"))
        s.settle()
    assert s.named("Armored Jammer").exhausted
    s.pick(s.named("Amelia Earhart"))
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.DISCARD
    assert _boosts(s.named("Adamant Receptionist")) == 0
    s = scene(hand=[RECEPTIONIST_R1], landmarks=[JAMMER], opp_reserve=[AMELIA])
    s.play(s.named("Adamant Receptionist"))
    s.settle()
    s.no()
    s.settle()
    assert _boosts(s.named("Adamant Receptionist")) == 1
    assert s.named("Amelia Earhart").zone is Zone.RESERVE


KIKIMORA = "ALT_DUSTER_B_OR_95_C"
KIKIMORA_RARE = ("ALT_DUSTER_B_OR_95_R1", "ALT_DUSTER_B_OR_95_R2")


@covers(KIKIMORA, *KIKIMORA_RARE)
def test_kikimora_discarded_makes_the_next_permanent_cheaper_down_to_1() -> None:
    """Kikimora: "[S] Discard me from Reserve: Pay 1 less for the next Permanent you play
    this turn, down to a minimum of 1": Armored Jammer (2) costs 1; the next one, 2."""
    for ref in (KIKIMORA, *KIKIMORA_RARE):
        s = scene(reserve=[ref], hand=[JAMMER, JAMMER])
        s.quick(s.named("Kikimora"))
        s.settle()
        first, second = [c for c in s.p().hand if c.cdef.ref == JAMMER]
        before = s.ready_mana()
        s.play(first, exp=None)
        s.settle()
        assert s.ready_mana() == before - 1, ref
        s.opp_pass()
        before = s.ready_mana()
        s.play(second, exp=None)
        s.settle()
        assert s.ready_mana() == before - 2, ref
        s = scene(reserve=[ref], hand=["ALT_BISE_B_AX_60_C"])  # Sap Extractor, Hand Cost 1
        s.quick(s.named("Kikimora"))
        s.settle()
        before = s.ready_mana()
        s.play(s.named("Sap Extractor"), exp=None)
        s.settle()
        assert s.ready_mana() == before - 1, ref  # not below the minimum of 1


@covers(*KIKIMORA_RARE)
def test_kikimora_rare_boosts_when_i_play_a_permanent() -> None:
    """Kikimora (R1/R2): "When you play a Permanent — If I have no boosts, I gain 1
    boost": a Permanent counts once, a Character not at all."""
    for ref in KIKIMORA_RARE:
        s = scene(hero_exp=[ref], hand=[TROOPER, JAMMER, JAMMER])
        kiki = s.named("Kikimora")
        s.play(s.named("Ordis Trooper"))
        s.settle()
        assert _boosts(kiki) == 0
        s.opp_pass()
        for _ in range(2):
            s.play(next(c for c in s.p().hand if c.cdef.ref == JAMMER), exp=None)
            s.settle()
            assert _boosts(kiki) == 1, ref


CROWD_RARE = ("ALT_DUSTER_B_OR_99_R1", "ALT_DUSTER_B_OR_99_R2")


@covers(*CROWD_RARE)
def test_angry_crowd_rare_seeds_only_for_a_cheap_card() -> None:
    """Angry Crowd (R1/R2): "Discard target Character or Permanent. If its Base Cost was 2
    or less, create a Manaseed token in your Landmarks.": Armored Jammer (2) gives one,
    Kappa (4) none."""
    for ref in CROWD_RARE:
        for target, seeds in (("Armored Jammer", 1), ("Kappa", 0)):
            s = scene(hand=[ref], opp_landmarks=[JAMMER], opp_hero_exp=[KAPPA])
            s.play(s.named("Angry Crowd"), None)
            s.settle()
            s.pick(s.named(target))
            s.settle()
            assert s.named(target).zone is Zone.DISCARD
            assert len(_seeds(s)) == seeds, (ref, target)


# ---------------------------------------------------------------- the other lines of a card
@covers("ALT_DUSTER_B_YZ_91_R1")
def test_reka_supporter_r1_discarded_from_reserve_is_after_you() -> None:
    """Reka Supporter (R1): "[S] Discard me from Reserve: After you" (7.3.2)."""
    s = scene(reserve=["ALT_DUSTER_B_YZ_91_R1"])
    s.quick(s.named("Reka Supporter"))
    assert s.named("Reka Supporter").zone is Zone.DISCARD
    assert s.d.kind == "turn" and s.d.player == 1 and not s.p(0).passed


@covers("ALT_DUSTER_B_LY_89_R1", "ALT_DUSTER_B_LY_89_R2")
def test_reka_barmaid_rare_support_boosts_the_next_character() -> None:
    """Reka Barmaid (R1/R2): "[S] Discard me from Reserve: The next Character you play this
    turn gains 1 boost"."""
    for ref in ("ALT_DUSTER_B_LY_89_R1", "ALT_DUSTER_B_LY_89_R2"):
        s = scene(reserve=[ref], hand=[AMELIA])
        s.quick(s.named("Reka Barmaid"))
        s.settle()
        s.play(s.named("Amelia Earhart"))
        s.settle()
        assert _boosts(s.named("Amelia Earhart")) == 1, ref


@covers("ALT_DUSTER_B_BR_87_R1")
def test_reka_skipper_r1_from_reserve_gains_a_boost() -> None:
    """Reka Skipper (R1): "{R} I gain 1 boost"."""
    s = scene(reserve=["ALT_DUSTER_B_BR_87_R1"])
    s.play(s.named("Reka Skipper"))
    s.settle()
    assert _boosts(s.named("Reka Skipper")) == 1


@covers("ALT_DUSTER_B_OR_94_R1", "ALT_DUSTER_B_OR_94_R2")
def test_reka_caterer_rare_support_creates_a_recruit() -> None:
    """Reka Caterer (R1/R2): "[S] Discard me from Reserve: Create an Ordis Recruit Soldier
    token in target Expedition"."""
    for ref in ("ALT_DUSTER_B_OR_94_R1", "ALT_DUSTER_B_OR_94_R2"):
        s = scene(reserve=[ref])
        s.quick(s.named("Reka Caterer"))
        s.settle()
        s.pick_label("Me's companion Expedition")
        s.settle()
        assert len(s.tokens("Ordis Recruit", 0, "companion")) == 1, ref


@covers("ALT_DUSTER_B_MU_97_R1", "ALT_DUSTER_B_MU_97_R2")
def test_son_of_naos_rare_is_gigantic() -> None:
    """Son of Naos (R1/R2): Gigantic — in both of my Expeditions (7.4.4.b)."""
    for ref in ("ALT_DUSTER_B_MU_97_R1", "ALT_DUSTER_B_MU_97_R2"):
        s = scene(hand=[ref])
        s.play(s.named("Son of Naos"))
        _carry_on(s)
        son = s.named("Son of Naos")
        assert son in s.exp(0, "hero") and son in s.exp(0, "companion"), ref


def _carry_on(s) -> None:
    """Decline what is optional, take the first of the rest, until a turn is asked."""
    while s.d is not None and s.d.kind != "turn":
        ids = [o.id for o in s.d.options]
        s.answer("no" if "no" in ids else (ids[: s.d.min] if s.d.multi else ids[0]))


@covers(*NAOS_RARE)
def test_the_naos_rare_is_tough_1() -> None:
    """The Naos (R1/R2): Tough 1 (7.4.7): the opponent's Landmark-targeting card offers it
    at 1 more, as its label says."""
    for ref in NAOS_RARE:
        s = scene(landmarks=[ref])
        naos = s.named("The Naos")
        assert s.state.has_keyword(naos, "tough"), ref
    s = scene(landmarks=[NAOS_RARE[0]], opp_hand=[HESPERIDE], first=False, opp_mana=8)
    s.answer(s.option(lambda o: o.detail == "play" and "Hesperide" in o.label
                      and "hero" in o.id))
    s.settle()
    s.yes()
    labels = [o.label for o in s.d.options if s.named("The Naos").oid in o.objects]
    assert labels and "Tough 1" in labels[0]


ENCOUNTER = ("ALT_DUSTER_B_AX_98_C", "ALT_DUSTER_B_AX_98_R1", "ALT_DUSTER_B_AX_98_R2")


@covers(*ENCOUNTER)
def test_technological_encounter_cools_down() -> None:
    """Technological Encounter: Cooldown — "If I go to Reserve after my effect resolves,
    exhaust me"."""
    for ref in ENCOUNTER:
        s = scene(hand=[ref])
        s.play(s.named("Technological Encounter"), None)
        s.settle()
        card = s.named("Technological Encounter")
        assert card.zone is Zone.RESERVE and card.exhausted, ref


@covers("ALT_DUSTER_B_YZ_99_R1", "ALT_DUSTER_B_YZ_99_R2")
def test_tag_rare_discarded_from_reserve_is_after_you() -> None:
    """Tag! (R1/R2): "[S] Discard me from Reserve: After you" (7.3.2)."""
    for ref in ("ALT_DUSTER_B_YZ_99_R1", "ALT_DUSTER_B_YZ_99_R2"):
        s = scene(reserve=[ref])
        s.quick(s.named("Tag!"))
        assert s.named("Tag!").zone is Zone.DISCARD
        assert s.d.kind == "turn" and s.d.player == 1 and not s.p(0).passed, ref


@covers("ALT_DUSTER_B_YZ_102_R1", "ALT_DUSTER_B_YZ_102_R2")
def test_the_infirmary_rare_resupplies_when_it_joins() -> None:
    """The Infirmary (R1/R2): "{J} Resupply"."""
    for ref in ("ALT_DUSTER_B_YZ_102_R1", "ALT_DUSTER_B_YZ_102_R2"):
        s = scene(hand=[ref], deck_top=[TROOPER])
        s.play(s.named("The Infirmary"), None)
        s.settle()
        assert [c.name for c in s.p().reserve] == ["Ordis Trooper"], ref


BIOENGINEER_RARE = ("ALT_DUSTER_B_AX_92_R1", "ALT_DUSTER_B_AX_92_R2")


@covers(*BIOENGINEER_RARE)
def test_reka_bioengineer_rare_exhausts_and_seeds_that_players_landmarks() -> None:
    """Reka Bioengineer (R1/R2): "{J} You may exhaust target card in any player's Reserve.
    If you do, create a Manaseed token in that player's Landmarks"."""
    for ref in BIOENGINEER_RARE:
        s = scene(hand=[ref], opp_reserve=[AMELIA])
        s.play(s.named("Reka Bioengineer"))
        s.settle()
        s.yes()
        if s.d.kind == "target":
            s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").exhausted, ref
        assert len(_seeds(s, 1)) == 1 and not _seeds(s, 0), ref
        s = scene(hand=[ref], opp_reserve=[AMELIA])
        s.play(s.named("Reka Bioengineer"))
        s.settle()
        s.no()
        s.settle()
        assert not _seeds(s, 1) and not s.named("Amelia Earhart").exhausted


@covers("ALT_DUSTER_B_AX_102_C", "ALT_DUSTER_B_AX_102_R2")
def test_the_consortium_resupplies_when_it_joins() -> None:
    """The Consortium: "{J} Resupply"."""
    for ref in ("ALT_DUSTER_B_AX_102_C", "ALT_DUSTER_B_AX_102_R2"):
        s = scene(hand=[ref], deck_top=[TROOPER])
        s.play(s.named("The Consortium"), None)
        s.settle()
        assert [c.name for c in s.p().reserve] == ["Ordis Trooper"], ref


@covers("ALT_DUSTER_B_OR_93_R1", "ALT_DUSTER_B_OR_93_R2")
def test_sunisa_rare_joins_with_a_recruit_in_target_expedition() -> None:
    """Sunisa, Ordis Bodyguard (R1/R2): "{J} Create an Ordis Recruit Soldier token in target
    Expedition"."""
    for ref in ("ALT_DUSTER_B_OR_93_R1", "ALT_DUSTER_B_OR_93_R2"):
        s = scene(hand=[ref])
        s.play(s.named("Sunisa, Ordis Bodyguard"))
        s.settle()
        s.pick_label("Me's companion Expedition")
        s.settle()
        assert len(s.tokens("Ordis Recruit", 0, "companion")) == 1, ref


@covers("ALT_DUSTER_B_YZ_97_R1", "ALT_DUSTER_B_YZ_97_R2")
def test_sports_encounter_rare_discarded_from_reserve_is_after_you() -> None:
    """Sports Encounter (R1/R2): "[S] Discard me from Reserve: After you" (7.3.2)."""
    for ref in ("ALT_DUSTER_B_YZ_97_R1", "ALT_DUSTER_B_YZ_97_R2"):
        s = scene(reserve=[ref])
        s.quick(s.named("Sports Encounter"))
        assert s.named("Sports Encounter").zone is Zone.DISCARD
        assert s.d.kind == "turn" and s.d.player == 1 and not s.p(0).passed, ref


@covers("ALT_DUSTER_B_MU_101_R1", "ALT_DUSTER_B_MU_101_R2")
def test_the_embassy_rare_gives_a_resupply_to_anchor_my_next_cheap_character() -> None:
    """The Embassy (R1/R2): "[T], Target opponent Resupplies: The next Character you play
    this turn with Base Cost 3 or less gains Anchored" — the opponent's Resupply is part of
    the cost (6.4)."""
    for ref in ("ALT_DUSTER_B_MU_101_R1", "ALT_DUSTER_B_MU_101_R2"):
        s = scene(landmarks=[ref], hand=[AMELIA], opp_deck_top=[TROOPER])
        s.quick(s.named("The Embassy"))
        s.settle()
        if s.d.kind == "target_player":
            s.answer("p:1")
            s.settle()
        assert [c.name for c in s.p(1).reserve] == ["Ordis Trooper"], ref
        assert s.named("The Embassy").exhausted
        s.play(s.named("Amelia Earhart"))
        s.settle()
        assert Status.ANCHORED in s.named("Amelia Earhart").statuses, ref


@covers("ALT_DUSTER_B_YZ_97_C")
def test_sports_encounter_discarded_from_reserve_is_after_you() -> None:
    """Sports Encounter: "[S] Discard me from Reserve: After you" (7.3.2)."""
    s = scene(reserve=["ALT_DUSTER_B_YZ_97_C"])
    s.quick(s.named("Sports Encounter"))
    assert s.named("Sports Encounter").zone is Zone.DISCARD
    assert s.d.kind == "turn" and s.d.player == 1 and not s.p(0).passed


WAND = ("ALT_DUSTER_B_YZ_101_C", "ALT_DUSTER_B_YZ_101_R1", "ALT_DUSTER_B_YZ_101_R2")


@covers(*WAND)
def test_mothcatcher_wand_exhausts_a_card_in_reserve_when_it_joins() -> None:
    """Mothcatcher Wand: "{J} Exhaust target card in Reserve"."""
    for ref in WAND:
        s = scene(hand=[ref], opp_reserve=[AMELIA])
        s.play(s.named("Mothcatcher Wand"), exp="hero")
        s.settle()
        if s.d.kind == "target":
            s.pick(s.named("Amelia Earhart"))
            s.settle()
        assert s.named("Amelia Earhart").exhausted, ref


@covers("ALT_DUSTER_B_LY_93_R1", "ALT_DUSTER_B_LY_93_R2")
def test_diocles_rare_moves_its_expedition_back_then_forward_when_it_leaves() -> None:
    """Diocles, Chariot Racer (R1/R2): "{J} My Expedition moves backwards one region";
    "When I leave the Expedition zone — My Expedition moves forward one region": my Hero
    Expedition two regions out comes back to one; at Rest, Diocles going to Reserve, it
    moves forward again (the facing Shenlong keeps it from moving at Dusk)."""
    for ref in ("ALT_DUSTER_B_LY_93_R1", "ALT_DUSTER_B_LY_93_R2"):
        s = scene(hand=[ref], opp_hero_exp=["ALT_CORE_B_BR_22_C"], mana=8)
        s.p(0).position["hero"] = 2  # set-up: two regions out
        s.play(s.named("Diocles, Chariot Racer"), "hero")
        s.settle()
        assert s.p(0).distance("hero") == 1, ref
        s.to_night_end()
        assert s.named("Diocles, Chariot Racer").zone is not Zone.EXPEDITION
        assert s.p(0).distance("hero") == 2, ref
