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
        s.state.entry("(test) the Expeditions part", "-")  # a new state for the caches
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
