"""Lyra cards of the later sets (Alize, Bise, Cyclone, Duster) read by the grammar of
engine/cardtext/lyra_text.py and the shared modules, one test per family of the same text,
played through real decisions; the words they need (engine/effects/lyra_words.py and the
shared conditions) are described in docs/mechanisms.md, "Lyra in the later sets"."""

from __future__ import annotations

from engine.model import Phase, Status, Terrain, Zone
from tests.cards.helpers import covers, scene
from tests.state_access import restart_flow

AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 with Hand Cost 3
TROOPER = "ALT_CORE_B_OR_05_C"  # a vanilla 1/1/1 with Hand Cost 1

BOON = ("ALT_CYCLONE_B_LY_80_C", "ALT_CYCLONE_B_LY_80_R1", "ALT_CYCLONE_B_LY_80_R2")
MAPMAKER = ("ALT_CYCLONE_B_LY_69_C",)
MAPMAKER_R = ("ALT_CYCLONE_B_LY_69_R1", "ALT_CYCLONE_B_LY_69_R2")
SHROOM_R = ("ALT_CYCLONE_B_LY_67_R1", "ALT_CYCLONE_B_LY_67_R2")


# ------------------------------------------------------------------ single-terrain regions
def _show_single_terrain_regions(s, k: int) -> None:
    """Set-up: turn face up k of the Tumult regions that have one terrain (there are three,
    one per Tumult card); a face-down region shows no terrain (remark under 2.2.2.k)."""
    singles = [r for r in s.state.regions if r.tumult is not None and len(r.terrains) == 1]
    for r in singles[:k]:
        r.face_down = False


def _boosts(card) -> int:
    return card.counters.get("boost", 0)


@covers(*BOON)
def test_mapmakers_boon_four_boosts_with_three_single_terrain_regions_visible() -> None:
    """Mapmaker's Boon: "If three or more single-terrain regions are visible, target
    Character gains 4 boosts. Otherwise, it gains 2 boosts."  The target is chosen once
    (6.5.b) and the condition looked at as the effect resolves (6.5.d)."""
    for ref in BOON:
        for shown, boosts in ((3, 4), (2, 2)):
            s = scene(hand=[ref], hero_exp=[AMELIA], opp_hero_exp=[TROOPER])
            _show_single_terrain_regions(s, shown)
            s.play(s.named("Mapmaker's Boon"), None)
            s.settle()
            s.pick(s.named("Amelia Earhart"))
            s.settle()
            assert _boosts(s.named("Amelia Earhart")) == boosts, (ref, shown)
        assert s.logged("is not met")


@covers(*MAPMAKER)
def test_lyra_mapmaker_boost_on_join_only_with_three_visible() -> None:
    """Lyra Mapmaker: [J] if three or more single-terrain regions are visible, I gain 1
    boost.  At the start every Tumult region is face down: only the Hero and Companion
    regions are visible, and they have three terrains each."""
    for shown, boosts in ((3, 1), (0, 0)):
        s = scene(hand=[MAPMAKER[0]])
        _show_single_terrain_regions(s, shown)
        s.play(s.named("Lyra Mapmaker"), "hero")
        s.settle()
        assert _boosts(s.named("Lyra Mapmaker")) == boosts, shown


@covers(*MAPMAKER_R)
def test_lyra_mapmaker_rare_asleep_needs_five_visible() -> None:
    """Lyra Mapmaker (rares): [H] if five or more single-terrain regions are visible, target
    Character gains Asleep.  Three are not enough; with the Hero and Companion regions made
    single-terrain (set-up) five are visible and the target falls Asleep."""
    for ref in MAPMAKER_R:
        s = scene(hand=[ref], opp_hero_exp=[AMELIA])
        _show_single_terrain_regions(s, 3)
        s.play(s.named("Lyra Mapmaker"), "hero")
        s.settle()
        assert not s.named("Amelia Earhart").statuses and s.logged("five or more")
        assert _boosts(s.named("Lyra Mapmaker")) == 1  # its [J] saw three
        s = scene(hand=[ref], opp_hero_exp=[AMELIA])
        _show_single_terrain_regions(s, 3)
        s.state.regions[0].terrains = frozenset({Terrain.FOREST})
        s.state.regions[-1].terrains = frozenset({Terrain.WATER})
        s.play(s.named("Lyra Mapmaker"), "hero")
        s.settle()
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert Status.ASLEEP in s.named("Amelia Earhart").statuses, ref


# ------------------------------------------------------------------ "I'm in [terrain]"
@covers(*SHROOM_R)
def test_sticky_shroom_rare_aerolith_at_noon_only_in_forest() -> None:
    """Sticky Shroom (rares): At Noon — if I'm in Forest, create an Aerolith token in target
    player's Landmarks.  The Hero region has all three terrains; a Tumult region that is
    only Mountain does not have Forest."""
    for ref in SHROOM_R:
        s = scene(hero_exp=[ref], settle=False)
        s.settle()
        s.pick_label("Opp")  # target player
        s.settle()
        assert [c.name for c in s.p(1).landmarks] == ["Aerolith"], ref
    s = scene(hero_exp=[SHROOM_R[0]])
    s.pick_label("Opp")
    s.settle()
    shroom = s.named("Sticky Shroom")
    shroom.statuses.add(Status.ANCHORED)  # set-up: it stays in play through Rest
    mountain = next(i for i, r in enumerate(s.state.regions)
                    if r.terrains == frozenset({Terrain.MOUNTAIN}))
    s.state.regions[mountain].face_down = False
    s.state.players[0].position["hero"] = mountain  # set-up: its Mountain stat is 0
    s.next_day()  # its Noon Reaction of day 2: no longer in Forest
    assert shroom.zone is Zone.EXPEDITION and s.p(0).position["hero"] == mountain
    assert len(s.p(1).landmarks) == 1 and not s.p(0).landmarks
    assert s.logged("the condition 'I'm in Forest' is not met")


def _to_region_without(s, terrain: Terrain, who: int = 0, exp: str = "hero") -> int:
    """Set-up: put that Expedition on a face-up Tumult region that lacks `terrain`."""
    i = next(i for i, r in enumerate(s.state.regions)
             if r.tumult is not None and terrain not in r.terrains)
    s.state.regions[i].face_down = False
    s.state.players[who].position[exp] = i
    return i


ZIPLINER_R = ("ALT_DUSTER_B_LY_88_R1", "ALT_DUSTER_B_LY_88_R2")


@covers(*ZIPLINER_R)
def test_reka_zipliner_rare_manaseed_only_in_water() -> None:
    """Reka Zipliner (rares): [H] if I'm in Water, create a Manaseed token in your
    Landmarks.  The Hero region has every terrain; a Tumult region without Water does not."""
    for ref in ZIPLINER_R:
        s = scene(hand=[ref])
        s.play(s.named("Reka Zipliner"), "hero")
        s.settle()
        assert [c.name for c in s.p(0).landmarks] == ["Manaseed"], ref
        s = scene(hand=[ref])
        _to_region_without(s, Terrain.WATER)
        s.play(s.named("Reka Zipliner"), "hero")
        s.settle()
        assert not s.p(0).landmarks and s.logged("the condition 'I'm in Water' is not met")


# ------------------------------------------------------------------ Unless, Have, Give
SNOWMAN = ("ALT_ALIZE_B_LY_33_C", "ALT_ALIZE_B_LY_33_R1", "ALT_ALIZE_B_LY_33_R2")


@covers(*SNOWMAN)
def test_the_snowman_gains_fleeting_unless_in_water() -> None:
    """The Snowman: [J] unless I'm in Water, I gain Fleeting.  The Hero region has Water;
    a Tumult region without it makes him Fleeting."""
    for ref in SNOWMAN:
        s = scene(hand=[ref])
        s.play(s.named("The Snowman"), "hero")
        s.settle()
        assert Status.FLEETING not in s.named("The Snowman").statuses, ref
        assert s.logged("nothing happens: I'm in Water")
        s = scene(hand=[ref])
        _to_region_without(s, Terrain.WATER)
        s.play(s.named("The Snowman"), "hero")
        s.settle()
        assert Status.FLEETING in s.named("The Snowman").statuses, ref


@covers(*SNOWMAN[1:])
def test_the_snowman_rare_support_exhausted_resupply() -> None:
    """The Snowman (rares): support "[D]: Exhausted Resupply" — the top card of my deck goes
    to my Reserve exhausted (7.3.11)."""
    for ref in SNOWMAN[1:]:
        s = scene(reserve=[ref], deck_top=[AMELIA])
        s.quick(s.named("The Snowman"))
        s.settle()
        amelia = s.named("Amelia Earhart")
        assert amelia.zone is Zone.RESERVE and Status.EXHAUSTED in amelia.statuses, ref
        assert s.named("The Snowman").zone is Zone.DISCARD


HEIMDALL = ("ALT_ALIZE_B_LY_38_C", "ALT_ALIZE_B_LY_38_R2")
CHESHIRE = ("ALT_DUSTER_B_LY_91_C", "ALT_DUSTER_B_LY_91_R1", "ALT_DUSTER_B_LY_91_R2")


@covers(*HEIMDALL)
def test_heimdall_may_have_target_character_switch_expeditions() -> None:
    """Heimdall: [H] you may have target Character switch Expeditions (7.3.28: it leaves its
    Expedition and joins its controller's other one) — an opponent's Character too."""
    for ref in HEIMDALL:
        s = scene(hand=[ref], opp_hero_exp=[AMELIA])
        s.play(s.named("Heimdall"), "hero")
        s.settle()
        s.yes()
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        amelia = s.named("Amelia Earhart")
        assert amelia.expedition == "companion" and amelia.controller == 1, ref
        assert s.logged("Amelia Earhart switches from the hero to the companion Expedition")


@covers(*CHESHIRE)
def test_cheshire_cat_switches_only_in_contact() -> None:
    """Cheshire Cat: [H] if I'm In contact, you may have target Character switch Expeditions.
    Reminder text: "I'm In Contact if another player's Expedition is in my region."  Both Hero
    Expeditions start in the Hero region; once apart, nothing is offered."""
    for ref in CHESHIRE:
        s = scene(hand=[ref], hero_exp=[AMELIA])
        s.play(s.named("Cheshire Cat"), "hero")
        s.settle()
        s.yes()
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert s.named("Amelia Earhart").expedition == "companion", ref
        s = scene(hand=[ref], hero_exp=[AMELIA])
        s.state.players[1].position["hero"] = 1
        s.state.players[1].position["companion"] = 6
        s.play(s.named("Cheshire Cat"), "hero")
        s.settle()
        assert s.d.kind == "turn" and s.named("Amelia Earhart").expedition == "hero"
        assert s.logged("the condition 'I'm In contact' is not met")


PAINTHOUSE = ("ALT_CYCLONE_B_LY_81_C", "ALT_CYCLONE_B_LY_81_R2")
PAINTHOUSE_R1 = "ALT_CYCLONE_B_LY_81_R1"


def _painthouse_noon(ref: str, shown: int):
    """The Painthouse in my Landmarks and a Character in my Reserve; `shown` single-terrain
    regions turned face up during day 1, so the Noon of day 2 sees them."""
    s = scene(landmarks=[ref], reserve=[AMELIA])
    _show_single_terrain_regions(s, shown)
    s.until(lambda s: s.g.day == 2 and s.d.kind in ("may", "turn"))
    return s


@covers(*PAINTHOUSE, PAINTHOUSE_R1)
def test_painthouse_at_noon_boosts_a_character_in_reserve() -> None:
    """The Painthouse: At Noon — if three or more single-terrain regions are visible, you may
    give 1 boost (R1: 2 boosts) to target Character in Reserve (counters stay on a card in
    Reserve, 2.5)."""
    for ref, n in ((PAINTHOUSE[0], 1), (PAINTHOUSE[1], 1), (PAINTHOUSE_R1, 2)):
        s = _painthouse_noon(ref, 3)
        assert s.d.kind == "may", ref
        s.yes()
        s.settle()
        if s.d.kind != "turn":
            s.pick(s.named("Amelia Earhart"))
            s.settle()
        assert _boosts(s.named("Amelia Earhart")) == n, ref
        s = _painthouse_noon(ref, 2)
        assert s.d.kind == "turn" and _boosts(s.named("Amelia Earhart")) == 0


@covers(*PAINTHOUSE, PAINTHOUSE_R1)
def test_painthouse_join_resupplies_once_or_twice() -> None:
    """The Painthouse: [J] Resupply (R1: Resupply, then Resupply again)."""
    for ref, n in ((PAINTHOUSE[0], 1), (PAINTHOUSE[1], 1), (PAINTHOUSE_R1, 2)):
        s = scene(hand=[ref])
        s.play(s.named("The Painthouse"), None)
        s.settle()
        assert len(s.p(0).reserve) == n, ref


# ------------------------------------------------------------------ counting among your Characters
NUIT = ("ALT_CYCLONE_B_LY_73_C", "ALT_CYCLONE_B_LY_73_R1")
NUIT_R2 = "ALT_CYCLONE_B_LY_73_R2"
PINOCCHIO_C = "ALT_DUSTER_B_LY_86_C"  # 0/0/3: two base statistics of 0
PINOCCHIO_R = ("ALT_DUSTER_B_LY_86_R1", "ALT_DUSTER_B_LY_86_R2")


@covers(*NUIT)
def test_nuit_each_player_passes_with_nine_zeros() -> None:
    """Nuit: [H] if there are nine or more base statistics of 0 among Characters you control
    and in your Reserve, each player passes ("they end their Afternoon and don't take any
    more turns this Day").  Nuit (R1) is 0/0/0; Pinocchio 0/0/3."""
    for ref in NUIT:
        zeros_of_nuit = 2 if ref.endswith("_C") else 3
        extra = [PINOCCHIO_C] * ((9 - zeros_of_nuit + 1) // 2)  # two zeros each
        s = scene(hand=[ref], hero_exp=extra[:1], reserve=extra[1:])
        s.play(s.named("Nuit"), "hero")
        s.settle()
        assert s.logged("passes first"), ref
        assert all(p.passed for p in s.state.players)
        assert s.logged("both players have passed: the Afternoon ends")
        s = scene(hand=[ref], hero_exp=extra[:1], reserve=extra[2:])  # two zeros short
        s.play(s.named("Nuit"), "hero")
        s.settle()
        assert s.d.kind == "turn" and s.d.player == s.opp, ref


@covers(NUIT_R2)
def test_nuit_rare_passes_with_seven_boosts() -> None:
    """Nuit (R2): [H] if there are 7 or more boosts among Characters you control and in your
    Reserve, each player passes.  Boosts on a Reserve card count (2.5)."""
    for boosts, passes in ((7, True), (6, False)):
        s = scene(hand=[NUIT_R2], hero_exp=[AMELIA], reserve=[TROOPER])
        s.named("Amelia Earhart").counters["boost"] = boosts - 3  # set-up
        s.named("Ordis Trooper").counters["boost"] = 3  # set-up: boosts on a Reserve card
        s.play(s.named("Nuit"), "hero")
        s.settle()
        assert all(p.passed for p in s.state.players) is passes, boosts


@covers(*PINOCCHIO_R)
def test_pinocchio_rare_draws_from_reserve_with_three_zeros() -> None:
    """Pinocchio (rares): [R] if there are three or more base statistics of 0 among
    Characters you control, draw a card.  Pinocchio has two; a 0/0/0 Nuit makes five."""
    for ref in PINOCCHIO_R:
        for others, draws in (([NUIT[1]], 1), ([], 0)):
            s = scene(reserve=[ref], hero_exp=others)
            hand = len(s.p(0).hand)
            s.play(s.named("Pinocchio"), "hero")
            s.settle()
            assert len(s.p(0).hand) == hand + draws, (ref, others)


KOI_R1 = "ALT_CYCLONE_B_LY_74_R1"


@covers(KOI_R1)
def test_koi_rare_draws_if_neither_expedition_in_mountain() -> None:
    """Koi, Playful Leviathan (R1): Gigantic; [H] if neither of my Expeditions is in
    Mountain, draw a card.  The Hero and Companion regions have every terrain."""
    s = scene(hand=[KOI_R1])
    hand = len(s.p(0).hand)
    s.play(s.named("Koi, Playful Leviathan"), "hero")
    s.settle()
    assert len(s.p(0).hand) == hand - 1
    assert s.logged("the condition 'neither of my Expeditions is in Mountain' is not met")
    s = scene(hand=[KOI_R1])
    no_mountain = [i for i, r in enumerate(s.state.regions)
                   if r.tumult is not None and Terrain.MOUNTAIN not in r.terrains]
    for i in no_mountain:
        s.state.regions[i].face_down = False
    s.state.players[0].position["hero"] = no_mountain[0]
    s.state.players[0].position["companion"] = no_mountain[-1]
    hand = len(s.p(0).hand)
    s.play(s.named("Koi, Playful Leviathan"), "hero")
    s.settle()
    assert len(s.p(0).hand) == hand  # one played, one drawn
    s = scene(hand=[KOI_R1])
    s.state.regions[no_mountain[0]].face_down = False
    s.state.players[0].position["hero"] = no_mountain[0]  # the Companion region still has it
    hand = len(s.p(0).hand)
    s.play(s.named("Koi, Playful Leviathan"), "hero")
    s.settle()
    assert len(s.p(0).hand) == hand - 1


GUIDE = ("ALT_DUSTER_B_LY_87_C", "ALT_DUSTER_B_LY_87_R1", "ALT_DUSTER_B_LY_87_R2")


@covers(*GUIDE)
def test_reka_guide_support_returns_a_character_from_reserve() -> None:
    """Reka Guide: support "[D]: Return another Character from your Reserve to your hand" —
    a Character (not a Spell), chosen among my own Reserve's cards."""
    for ref in GUIDE:
        s = scene(reserve=[ref, AMELIA, "ALT_CYCLONE_B_LY_80_C"])
        s.quick(s.named("Reka Guide"))
        s.settle()
        if s.d.kind != "turn":
            labels = [o.label for o in s.d.options]
            assert not any("Boon" in lbl for lbl in labels), labels
            s.pick(s.named("Amelia Earhart"))
            s.settle()
        assert s.named("Amelia Earhart").zone is Zone.HAND, ref
        assert s.named("Mapmaker's Boon").zone is Zone.RESERVE
        assert s.named("Reka Guide").zone is Zone.DISCARD


# ------------------------------------------------------------------ exchanging Reserve and hand
NYALA_GC = ("ALT_ALIZE_B_LY_34_C", "ALT_ALIZE_B_LY_34_R2")
NYALA_GC_R1 = "ALT_ALIZE_B_LY_34_R1"
SLEIGHT = {"ALT_ALIZE_B_LY_39_C": "character", "ALT_ALIZE_B_LY_39_R1": "card",
           "ALT_ALIZE_B_LY_39_R2": "spell"}
NYALA_NR = ("ALT_DUSTER_B_LY_90_C", "ALT_DUSTER_B_LY_90_R1", "ALT_DUSTER_B_LY_90_R2")
SPELL = "ALT_CYCLONE_B_LY_80_C"  # Mapmaker's Boon, a Spell


def _hand_option(s, name: str) -> None:
    s.answer(s.option(lambda o: o.label == name))


@covers(*NYALA_GC, NYALA_GC_R1)
def test_nyala_gifted_conjurer_exchanges_reserve_and_hand() -> None:
    """Nyala, Gifted Conjurer: [J] exchange target card from your Reserve with a card from
    your hand — the Reserve card goes to the hand and the chosen hand card to the Reserve
    (7.3.21); the R1 first Resupplies exhausted from Hand ([H])."""
    for ref in (*NYALA_GC, NYALA_GC_R1):
        s = scene(hand=[ref, TROOPER], reserve=[AMELIA])
        s.play(s.named("Nyala, Gifted Conjurer"), "hero")
        s.settle()
        if s.d.kind == "target":
            s.pick(s.named("Amelia Earhart"))
        _hand_option(s, "Ordis Trooper")
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.HAND, ref
        assert s.named("Ordis Trooper").zone is Zone.RESERVE, ref
        fillers = [c for c in s.p(0).reserve if c.name == "Filler"]
        if ref == NYALA_GC_R1:  # [H] Exhausted Resupply: the top card of the deck
            assert len(fillers) == 1 and Status.EXHAUSTED in fillers[0].statuses
        else:
            assert not fillers


@covers(*SLEIGHT)
def test_sleight_of_hand_exchanges_only_the_named_kind() -> None:
    """Sleight of Hand: Cooldown; exchange target Character (R1: card; R2: Spell) in your
    Reserve with a card from your hand.  With only the other kind in Reserve nothing can be
    targeted and nothing is exchanged; the spell then goes to Reserve exhausted (Cooldown)."""
    for ref, kind in SLEIGHT.items():
        fits, other = (AMELIA, SPELL) if kind != "spell" else (SPELL, AMELIA)
        s = scene(hand=[ref, TROOPER], reserve=[fits])
        s.play(s.named("Sleight of Hand"), None)
        s.settle()
        if s.d.kind == "target":
            s.pick(s.p(0).reserve[0])
        _hand_option(s, "Ordis Trooper")
        s.settle()
        assert s.named("Ordis Trooper").zone is Zone.RESERVE, ref
        assert [c.cdef.ref for c in s.p(0).hand if c.cdef.ref == fits] == [fits]
        sleight = s.named("Sleight of Hand")
        assert sleight.zone is Zone.RESERVE and Status.EXHAUSTED in sleight.statuses
        if kind == "card":
            continue
        s = scene(hand=[ref, TROOPER], reserve=[other])
        s.play(s.named("Sleight of Hand"), None)
        s.settle()
        assert s.named("Ordis Trooper").zone is Zone.HAND, ref
        assert s.logged("no legal target"), ref


@covers(*NYALA_NR)
def test_nyala_night_reveler_exchanges_when_in_contact() -> None:
    """Nyala, Night Reveler: [H] if I'm In contact, you may exchange a card from your Reserve
    with a card from your hand (a choice, not a target).  The rares' support: "[D]: Exchange
    another card from your Reserve with a card from your hand"."""
    for ref in NYALA_NR:
        s = scene(hand=[ref, TROOPER], reserve=[AMELIA])
        s.play(s.named("Nyala, Night Reveler"), "hero")
        s.settle()
        s.yes()
        if s.d.kind == "target":
            s.pick(s.named("Amelia Earhart"))
        _hand_option(s, "Ordis Trooper")
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.HAND, ref
        s = scene(hand=[ref, TROOPER], reserve=[AMELIA])
        s.state.players[1].position["hero"] = 1  # apart: not In contact
        s.play(s.named("Nyala, Night Reveler"), "hero")
        s.settle()
        assert s.d.kind == "turn" and s.named("Amelia Earhart").zone is Zone.RESERVE
    for ref in NYALA_NR[1:]:
        s = scene(hand=[TROOPER], reserve=[ref, AMELIA])
        s.quick(s.named("Nyala, Night Reveler"))
        s.settle()
        if s.d.kind == "target":
            s.pick(s.named("Amelia Earhart"))
        _hand_option(s, "Ordis Trooper")
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.HAND, ref
        assert s.named("Ordis Trooper").zone is Zone.RESERVE


def test_exchange_with_an_empty_hand_moves_nothing() -> None:
    """Ruling (docs/mechanisms.md): an exchange needs a card on each side; with an empty
    hand the Reserve card stays where it is."""
    s = scene(hand=["ALT_ALIZE_B_LY_34_C"], reserve=[AMELIA])
    s.state.players[0].hand[:] = [c for c in s.p(0).hand if c.name == "Nyala, Gifted Conjurer"]
    s.play(s.named("Nyala, Gifted Conjurer"), "hero")
    s.settle()
    assert s.named("Amelia Earhart").zone is Zone.RESERVE
    assert s.logged("has no card in hand to exchange")


# ------------------------------------------------------------------ equal to the highest statistic
OUTFITS = ("ALT_ALIZE_B_LY_43_C", "ALT_ALIZE_B_LY_43_R1", "ALT_ALIZE_B_LY_43_R2")
BASSIST = ("ALT_BISE_B_LY_49_R1", "ALT_BISE_B_LY_49_R2")
AERIALIST = ("ALT_CYCLONE_B_LY_72_R1", "ALT_CYCLONE_B_LY_72_R2")
URBEX = ("ALT_DUSTER_B_LY_92_C", "ALT_DUSTER_B_LY_92_R1")
URBEX_R2 = "ALT_DUSTER_B_LY_92_R2"


def _stats(s, card) -> tuple[int, int, int]:
    st = s.state.stats(card)
    return (st.forest, st.mountain, st.water)


@covers(*OUTFITS)
def test_winter_outfits_characters_in_my_expedition_take_their_highest() -> None:
    """Winter Outfits (a Gear): Characters in my Expedition have their Forest, Mountain and
    Water equal to their highest statistic — boosts still add to each (2.5.1.b).  Pinocchio
    (0/0/3) becomes 3/3/3; a Character of my other Expedition keeps its printed ones; the
    Expedition's total for Progress (4.2.4) follows."""
    for ref in OUTFITS:
        s = scene(hand=[ref], hero_exp=[PINOCCHIO_C], companion_exp=[NUIT[0]])
        pin, nuit = s.named("Pinocchio"), s.named("Nuit")
        assert _stats(s, pin) == (0, 0, 3)
        s.play(s.named("Winter Outfits"), "hero")
        s.settle()
        assert _stats(s, pin) == (3, 3, 3), ref
        assert _stats(s, nuit) == (0, 0, 4)
        st = s.state.expedition_stats(0, "hero", for_progress=True)
        assert (st.forest, st.mountain, st.water) == (3, 3, 3)
        pin.counters["boost"] = 1  # set-up
        assert _stats(s, pin) == (4, 4, 4)


@covers(*BASSIST)
def test_bliss_bassist_boosted_sets_other_characters_to_their_highest() -> None:
    """BLISS Bassist (rares): if I'm Boosted, the Forest, Mountain and Water of other
    Characters you control are equal to their highest statistic.  Not Boosted: no change;
    the Bassist's own statistics never change."""
    for ref in BASSIST:
        s = scene(hero_exp=[ref, PINOCCHIO_C], opp_hero_exp=[NUIT[0]])
        bassist, pin = s.named("BLISS Bassist"), s.named("Pinocchio")
        assert _stats(s, pin) == (0, 0, 3)
        bassist.counters["boost"] = 1  # set-up, behind the rules' back: say the table moved
        s.state.table_changed()
        s.state.entry("set-up: a boost", "2.5")
        assert _stats(s, pin) == (3, 3, 3), ref
        assert _stats(s, bassist) == (1, 1, 4)
        assert _stats(s, s.named("Nuit")) == (0, 0, 4)  # not mine


@covers(*BASSIST)
def test_bliss_bassist_support_boosts_itself_in_reserve() -> None:
    """BLISS Bassist support ([S], works in Reserve, 2.2.11.i): R1 "When you play another
    Character with a base statistic of 0 — I gain 1 boost, up to a max of 2"; R2 the same
    "When you play a Spell"."""
    s = scene(reserve=[BASSIST[0]], hand=[PINOCCHIO_C])
    s.play(s.named("Pinocchio"), "hero")
    s.settle()
    assert _boosts(s.named("BLISS Bassist")) == 1
    s = scene(reserve=[BASSIST[1]], hand=[SPELL], hero_exp=[AMELIA])
    s.play(s.named("Mapmaker's Boon"), None)
    s.settle()
    if s.d.kind == "target":
        s.pick(s.named("Amelia Earhart"))
        s.settle()
    assert _boosts(s.named("BLISS Bassist")) == 1


@covers(*AERIALIST)
def test_lyra_aerialist_highest_with_three_single_terrain_regions() -> None:
    """Lyra Aerialist (rares, 0/5/3): if three or more single-terrain regions are visible, my
    Forest, Mountain and Water are equal to my highest statistic (5/5/5)."""
    for ref in AERIALIST:
        s = scene(hero_exp=[ref])
        aer = s.named("Lyra Aerialist")
        assert _stats(s, aer) == (0, 5, 3)
        _show_single_terrain_regions(s, 3)
        s.state.entry("set-up: regions turned face up", "4.2.4")
        assert _stats(s, aer) == (5, 5, 5), ref


@covers(*URBEX)
def test_urbex_specialist_highest_while_in_contact() -> None:
    """Urbex Specialist: if I'm In contact, my Forest, Mountain and Water are equal to my
    highest statistic ("I'm In Contact if another player's Expedition is in my region").
    R1 also: [J] if I'm not In contact, I gain 1 boost."""
    for ref in URBEX:
        s = scene(hand=[ref])
        s.play(s.named("Urbex Specialist"), "hero")
        s.settle()
        urb = s.named("Urbex Specialist")
        assert _stats(s, urb) == (3, 3, 3), ref
        assert _boosts(urb) == 0
        s = scene(hand=[ref])
        s.state.players[1].position["hero"] = 1
        s.play(s.named("Urbex Specialist"), "hero")
        s.settle()
        urb = s.named("Urbex Specialist")
        boost = 0 if ref.endswith("_C") else 1
        printed = (0, 3, 2) if ref.endswith("_C") else (0, 3, 0)
        assert _boosts(urb) == boost, ref
        assert _stats(s, urb) == tuple(v + boost for v in printed), ref


@covers(URBEX_R2)
def test_urbex_specialist_rare_highest_in_forest() -> None:
    """Urbex Specialist (R2): if I'm in Forest, my statistics are equal to my highest; [J] if
    I'm not in Forest, I gain 1 boost."""
    s = scene(hand=[URBEX_R2])
    s.play(s.named("Urbex Specialist"), "hero")
    s.settle()
    assert _stats(s, s.named("Urbex Specialist")) == (3, 3, 3)
    s = scene(hand=[URBEX_R2])
    _to_region_without(s, Terrain.FOREST)
    s.play(s.named("Urbex Specialist"), "hero")
    s.settle()
    assert _stats(s, s.named("Urbex Specialist")) == (1, 4, 1)


# ------------------------------------------------------------------ dice, discarding from Reserve
EFREN = ("ALT_BISE_B_LY_56_C", "ALT_BISE_B_LY_56_R1", "ALT_BISE_B_LY_56_R2")


@covers(*EFREN)
def test_efren_sabotages_on_four_plus_and_resupplies_otherwise() -> None:
    """Efrén, Puppet Master: [H] roll a die (7.3.19): on a 4+, Sabotage (discard up to one
    target card from a Reserve, 7.3.24); on a 1-3, Resupply (7.3.23)."""
    for ref in EFREN:
        s = scene(hand=[ref], opp_reserve=[AMELIA])
        s.rig_dice(5)
        s.play(s.named("Efrén, Puppet Master"), "hero")
        s.settle()
        if s.d.kind == "target":
            s.pick(s.named("Amelia Earhart"))
            s.settle()
        assert s.named("Amelia Earhart").zone is Zone.DISCARD, ref
        assert not s.p(0).reserve
        s = scene(hand=[ref], opp_reserve=[AMELIA])
        s.rig_dice(2)
        s.play(s.named("Efrén, Puppet Master"), "hero")
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.RESERVE, ref
        assert [c.name for c in s.p(0).reserve] == ["Filler"]


JOYRIDE = ("ALT_ALIZE_B_LY_40_C", "ALT_ALIZE_B_LY_40_R1", "ALT_ALIZE_B_LY_40_R2")


@covers(*JOYRIDE)
def test_joyride_discards_from_reserve_to_boost() -> None:
    """Joyride: discard another card from your Reserve (a choice, 7.3.5); if you do, target
    Character gains 2 boosts.  With an empty Reserve nothing is discarded and nothing gains
    boosts (6.5.f).  C and R2 have Cooldown: the Spell goes to Reserve exhausted."""
    for ref in JOYRIDE:
        s = scene(hand=[ref], reserve=[TROOPER], hero_exp=[AMELIA], opp_hero_exp=[AMELIA])
        s.play(s.named("Joyride"), None)
        s.settle()
        if s.d.kind != "target":
            s.pick(s.named("Ordis Trooper"))
            s.settle()
        mine = next(c for c in s.exp(0) if c.name == "Amelia Earhart")
        s.pick(mine)
        s.settle()
        assert s.named("Ordis Trooper").zone is Zone.DISCARD, ref
        assert _boosts(mine) == 2, ref
        joy = s.named("Joyride")
        cooldown = not ref.endswith("_R1")
        assert joy.zone is Zone.RESERVE and (Status.EXHAUSTED in joy.statuses) is cooldown, ref
        s = scene(hand=[ref], hero_exp=[AMELIA])
        s.play(s.named("Joyride"), None)
        s.settle()
        assert s.d.kind == "turn" and _boosts(s.named("Amelia Earhart")) == 0, ref


# ------------------------------------------------------------------ playing a card immediately
SANTA = ("ALT_ALIZE_B_LY_37_C", "ALT_ALIZE_B_LY_37_R1", "ALT_ALIZE_B_LY_37_R2")
DAIKOKUTEN_C = "ALT_CYCLONE_B_LY_76_C"
DAIKOKUTEN_R = ("ALT_CYCLONE_B_LY_76_R1", "ALT_CYCLONE_B_LY_76_R2")


def _labels(s) -> list[str]:
    return [o.label for o in s.d.options]


@covers(*SANTA)
def test_santa_claus_each_player_may_play_a_cheap_card_for_free() -> None:
    """Santa Claus: [H] starting with you, each player may immediately play a card with Hand
    Cost 3 or less for free (7.3.20: no cost paid).  Heimdall (Hand Cost 4) is not offered;
    the opponent may decline."""
    for ref in SANTA:
        s = scene(hand=[ref, TROOPER, HEIMDALL[0]], opp_hand=[AMELIA], mana=6)
        s.play(s.named("Santa Claus"), "hero")
        s.settle()
        mana = s.ready_mana()
        assert s.d.player == s.me and not any("Heimdall" in lbl for lbl in _labels(s))
        s.pick_label("Ordis Trooper from Hand into your hero Expedition")
        s.settle()
        assert s.d.player == s.opp and any("Amelia" in lbl for lbl in _labels(s)), ref
        s.pick_label("Amelia Earhart from Hand into your hero Expedition")
        s.settle()
        assert s.named("Ordis Trooper").zone is Zone.EXPEDITION, ref
        amelia = s.named("Amelia Earhart")
        assert amelia.zone is Zone.EXPEDITION and amelia.controller == 1
        assert s.ready_mana() == mana and s.ready_mana(1) == 8
        s = scene(hand=[ref], opp_hand=[AMELIA])
        s.play(s.named("Santa Claus"), "hero")
        s.settle()
        s.pick_label("Play nothing")  # the opponent declines
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.HAND


@covers(DAIKOKUTEN_C)
def test_daikokuten_opponent_may_play_a_spell_for_free() -> None:
    """Daikokuten: [J] target opponent may immediately play a Spell for free — only Spells
    are offered; the opponent's Spell resolves under their control."""
    s = scene(hand=[DAIKOKUTEN_C], opp_hand=[SPELL, AMELIA], hero_exp=[AMELIA])
    s.play(s.named("Daikokuten"), "hero")
    s.settle()
    assert s.d.player == s.opp and not any("Amelia" in lbl for lbl in _labels(s))
    s.pick_label("Mapmaker's Boon")
    s.settle()
    if s.d.kind == "target":
        s.pick(s.named("Daikokuten"))
        s.settle()
    assert _boosts(s.named("Daikokuten")) == 2  # no single-terrain region shown: 2 boosts
    assert s.named("Mapmaker's Boon").zone is Zone.RESERVE and s.ready_mana(1) == 8


@covers(*DAIKOKUTEN_R)
def test_daikokuten_rare_base_cost_four_or_more_from_hand_or_reserve() -> None:
    """Daikokuten (rares): a card with Base Cost 4 or more — "Reserve Cost if from Reserve,
    Hand Cost otherwise" (its reminder text): Heimdall (4/4) from Hand and Nuit (Hand Cost 4,
    Reserve Cost 2) only from Hand, not from Reserve; Amelia (3) not at all."""
    for ref in DAIKOKUTEN_R:
        s = scene(hand=[ref], opp_hand=[HEIMDALL[0], AMELIA], opp_reserve=[NUIT[0], KOI_R1])
        s.play(s.named("Daikokuten"), "hero")
        s.settle()
        labels = _labels(s)
        assert any("Heimdall" in lbl for lbl in labels), labels
        assert any("Koi" in lbl for lbl in labels)  # Reserve Cost 4
        assert not any("Amelia" in lbl or "Nuit" in lbl for lbl in labels), labels
        s.pick_label("Koi, Playful Leviathan from Reserve into your hero Expedition")
        s.settle()
        koi = s.named("Koi, Playful Leviathan")
        assert koi.zone is Zone.EXPEDITION and koi.controller == 1, ref


REUNION_C = "ALT_BISE_B_LY_58_C"
REUNION_R = ("ALT_BISE_B_LY_58_R1", "ALT_BISE_B_LY_58_R2")


@covers(REUNION_C)
def test_merry_reunion_plays_the_resupplied_character_for_two_less() -> None:
    """Merry Reunion: Resupply (7.3.22); if you put a Character in Reserve this way, you may
    immediately play it for 2 less — from Reserve: Heimdall's Reserve Cost 4 - 2 = 2 (and
    Fleeting, as any card played from Reserve, 2.4.6.a).  A Spell resupplied: nothing more."""
    s = scene(hand=[REUNION_C], deck_top=[HEIMDALL[0]])
    s.play(s.named("Merry Reunion"), None)
    s.settle()
    mana = s.ready_mana()
    s.yes()
    s.pick_label("Hero Expedition")
    s.settle()
    heimdall = s.named("Heimdall")
    assert heimdall.zone is Zone.EXPEDITION and s.ready_mana() == mana - 2
    assert Status.FLEETING in heimdall.statuses
    s = scene(hand=[REUNION_C], deck_top=[SPELL])
    s.play(s.named("Merry Reunion"), None)
    s.settle()
    assert s.d.kind == "turn" and s.named("Mapmaker's Boon").zone is Zone.RESERVE
    assert s.logged("the condition 'you put a Character in Reserve this way' is not met")


@covers(*REUNION_R)
def test_merry_reunion_rare_puts_the_character_in_hand() -> None:
    """Merry Reunion (rares): Cooldown; Resupply; if you put a Character in Reserve this way,
    you may then put it in your hand (7.3.21)."""
    for ref in REUNION_R:
        s = scene(hand=[ref], deck_top=[AMELIA])
        s.play(s.named("Merry Reunion"), None)
        s.settle()
        s.yes()
        s.settle()
        assert s.named("Amelia Earhart").zone is Zone.HAND, ref
        assert Status.EXHAUSTED in s.named("Merry Reunion").statuses  # Cooldown


# ------------------------------------------------------------------ the revealed card
OPERA = ("ALT_CYCLONE_B_LY_82_C",)
OPERA_R = ("ALT_CYCLONE_B_LY_82_R1", "ALT_CYCLONE_B_LY_82_R2")
KEYTARIST_C = "ALT_BISE_B_LY_52_C"
KEYTARIST_R1 = "ALT_BISE_B_LY_52_R1"
THESPIAN = "ALT_CORE_B_LY_05_C"  # an Artist, 2/2/2


@covers(*OPERA, *OPERA_R)
def test_opera_house_draws_a_revealed_spell() -> None:
    """The Opera House: [T]: reveal the top card of your deck; if it's a Spell, draw it
    (otherwise it stays on top).  The rares: if it's a Permanent, put it in Reserve."""
    for ref in (*OPERA, *OPERA_R):
        s = scene(landmarks=[ref], deck_top=[SPELL])
        s.quick(s.named("The Opera House"))
        s.settle()
        assert s.named("Mapmaker's Boon").zone is Zone.HAND, ref
        s = scene(landmarks=[ref], deck_top=[AMELIA])
        s.quick(s.named("The Opera House"))
        s.settle()
        assert s.p(0).deck[-1].name == "Amelia Earhart", ref
        s = scene(landmarks=[ref], deck_top=[OUTFITS[0]])
        s.quick(s.named("The Opera House"))
        s.settle()
        outfits = s.named("Winter Outfits")
        assert outfits.zone is (Zone.DECK if ref in OPERA else Zone.RESERVE), ref


def _keytarist_dusk(ref: str, top: str):
    s = scene(hero_exp=[ref], deck_top=[top])
    s.named("BLISS Keytarist").counters["boost"] = 1  # set-up: Boosted
    s.until(lambda s: s.p(0).deck[-1].cdef.ref != top)
    s.settle()
    return s


@covers(KEYTARIST_C, KEYTARIST_R1)
def test_bliss_keytarist_at_dusk_draws_or_discards_the_revealed_card() -> None:
    """BLISS Keytarist: At Dusk — if I'm Boosted, reveal the top card of your deck; if it's
    a Character with a base statistic of 0 (R1: an Artist or Song), draw it; otherwise
    discard it."""
    for ref, fits, other in ((KEYTARIST_C, PINOCCHIO_C, AMELIA),
                             (KEYTARIST_R1, THESPIAN, PINOCCHIO_C)):
        s = _keytarist_dusk(ref, fits)
        assert fits in [c.cdef.ref for c in s.p(0).hand], ref
        s = _keytarist_dusk(ref, other)
        assert other in [c.cdef.ref for c in s.p(0).discard], ref
    s = scene(hero_exp=[KEYTARIST_C], deck_top=[PINOCCHIO_C])  # not Boosted: nothing
    s.to_night_end()
    assert s.logged("the condition 'I'm Boosted' is not met")


@covers(KEYTARIST_C, KEYTARIST_R1)
def test_bliss_keytarist_support_boost_when_a_zero_character_is_played() -> None:
    """BLISS Keytarist support: when you play another Character with a base statistic of 0
    — I gain 1 boost, up to a max of 2 (in Reserve, 2.2.11.i)."""
    for ref in (KEYTARIST_C, KEYTARIST_R1):
        s = scene(reserve=[ref], hand=[PINOCCHIO_C, AMELIA])
        s.play(s.named("Amelia Earhart"), "hero")
        s.settle()
        assert _boosts(s.named("BLISS Keytarist")) == 0
        s.opp_pass()
        s.play(s.named("Pinocchio"), "hero")
        s.settle()
        assert _boosts(s.named("BLISS Keytarist")) == 1, ref


# ------------------------------------------------------------------ cost "I cost 2 less if"
BREAK_ICE = ("ALT_ALIZE_B_LY_42_C", "ALT_ALIZE_B_LY_42_R1")
BREAK_ICE_R2 = "ALT_ALIZE_B_LY_42_R2"


@covers(*BREAK_ICE, BREAK_ICE_R2)
def test_break_the_ice_costs_two_less_and_exhausts_in_reserve() -> None:
    """Break the Ice (Hand Cost 4): I cost 2 less if you have three or more base statistics
    of 0 among Characters you control (R2: if you control three or more Characters); send
    target Character to Reserve, then exhaust it ("Exhausted cards can't be played")."""
    for ref, mine in ((BREAK_ICE[0], [PINOCCHIO_C, NUIT[1]]), (BREAK_ICE[1], [PINOCCHIO_C, NUIT[1]]),
                      (BREAK_ICE_R2, [AMELIA, TROOPER, PINOCCHIO_C])):
        s = scene(hand=[ref], hero_exp=mine, opp_hero_exp=[HEIMDALL[0]], mana=3)
        s.play(s.named("Break the Ice"), None)
        s.settle()
        if s.d.kind == "target":
            s.pick(s.named("Heimdall"))
            s.settle()
        heimdall = s.named("Heimdall")
        assert heimdall.zone is Zone.RESERVE and Status.EXHAUSTED in heimdall.statuses, ref
        assert s.ready_mana() == 1, ref
        s = scene(hand=[ref], hero_exp=mine[:1], opp_hero_exp=[HEIMDALL[0]], mana=3)
        assert s.g.why_illegal(0, s.named("Break the Ice").oid), ref  # costs 4 then


# ------------------------------------------------------------------ other factions' cards read by these words
SKADI = ("ALT_ALIZE_B_BR_33_R1", "ALT_ALIZE_B_BR_33_R2")
CUPPA = ("ALT_BISE_B_BR_60_C", "ALT_BISE_B_BR_60_R1", "ALT_BISE_B_BR_60_R2")
DEMOLITION_R = ("ALT_CYCLONE_B_AX_67_R1", "ALT_CYCLONE_B_AX_67_R2")
CONSORTIUM = ("ALT_DUSTER_B_AX_102_C", "ALT_DUSTER_B_AX_102_R2")


@covers(*SKADI)
def test_skadi_rare_sabotage_in_mountain_otherwise_exhaust() -> None:
    """Skadi (rares): [R] if I'm in Mountain, Sabotage; otherwise you may exhaust target card
    in Reserve ("I'm in [terrain]", the shared condition)."""
    for ref in SKADI:
        s = scene(reserve=[ref], opp_reserve=[AMELIA])
        s.play(s.named("Skadi"), "hero")
        s.settle()
        if s.d.kind == "target":
            s.pick(s.named("Amelia Earhart"))
            s.settle()
        assert s.named("Amelia Earhart").zone is Zone.DISCARD, ref
        s = scene(reserve=[ref], opp_reserve=[AMELIA])
        _to_region_without(s, Terrain.MOUNTAIN)
        s.play(s.named("Skadi"), "hero")
        s.settle()
        s.yes()
        if s.d.kind == "target":
            s.pick(s.named("Amelia Earhart"))
            s.settle()
        amelia = s.named("Amelia Earhart")
        assert amelia.zone is Zone.RESERVE and Status.EXHAUSTED in amelia.statuses, ref


@covers(*CUPPA)
def test_cuppa_sap_boosts_a_character_in_reserve() -> None:
    """Cuppa Sap: target Character in Reserve gains 2 boosts (R1: 3) — any Reserve; counters
    stay on Reserve cards (2.5); the noun "Character in Reserve"."""
    for ref in CUPPA:
        s = scene(hand=[ref], reserve=[AMELIA], hero_exp=[TROOPER])
        s.play(s.named("Cuppa Sap"), None)
        s.settle()
        if s.d.kind == "target":
            assert not any("Trooper" in lbl for lbl in _labels(s))
            s.pick(s.named("Amelia Earhart"))
            s.settle()
        assert _boosts(s.named("Amelia Earhart")) == (3 if ref.endswith("_R1") else 2), ref


@covers(*DEMOLITION_R)
def test_demolition_expert_rare_sacrifices_a_permanent_to_give_a_boost() -> None:
    """Demolition Expert (rares): [R] you may sacrifice a Permanent to give 1 boost to target
    Character ("give N boosts to")."""
    for ref in DEMOLITION_R:
        s = scene(reserve=[ref], landmarks=[OPERA[0]], hero_exp=[AMELIA])
        s.play(s.named("Demolition Expert"), "hero")
        s.settle()
        s.yes()
        s.settle()
        if s.d.kind in ("choose_card", "target") and any("Opera" in lbl for lbl in _labels(s)):
            s.pick(s.named("The Opera House"))
            s.settle()
        if s.d.kind == "target":
            s.pick(s.named("Amelia Earhart"))
            s.settle()
        assert s.named("The Opera House").zone is Zone.DISCARD, ref
        assert _boosts(s.named("Amelia Earhart")) == 1, ref


@covers(*CONSORTIUM)
def test_the_consortium_boosts_a_character_in_reserve() -> None:
    """The Consortium: [J] Resupply; [T]: target Character in Reserve gains 2 boosts."""
    for ref in CONSORTIUM:
        s = scene(hand=[ref], deck_top=[AMELIA])
        s.play(s.named("The Consortium"), None)
        s.settle()
        amelia = s.named("Amelia Earhart")
        assert amelia.zone is Zone.RESERVE, ref
        s.opp_pass()
        s.quick(s.named("The Consortium"))
        s.settle()
        if s.d.kind == "target":
            s.pick(amelia)
            s.settle()
        assert _boosts(amelia) == 2, ref


# ------------------------------------------------------------------ boosts in Reserve, dice rolled
FAN = ("ALT_BISE_B_LY_50_C", "ALT_BISE_B_LY_50_R2")
FAN_R1 = "ALT_BISE_B_LY_50_R1"
LAKSHMI_C = "ALT_BISE_B_LY_55_C"
LAKSHMI_R1 = "ALT_BISE_B_LY_55_R1"


@covers(*FAN, FAN_R1)
def test_bliss_fan_reacts_to_boosts_on_a_character_in_your_reserve() -> None:
    """BLISS Fan: when a Character in your Reserve gains 1 or more boosts — I gain 1 boost
    (R1: target Character gains 1 boost).  Once per gain, however many boosts (7.3.12); a
    Character of the opponent's Reserve does not count."""
    for ref in (*FAN, FAN_R1):
        s = scene(hero_exp=[ref], hand=[CUPPA[0]], reserve=[AMELIA], opp_reserve=[TROOPER])
        s.play(s.named("Cuppa Sap"), None)
        s.settle()
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        if s.d.kind == "target":  # R1's target
            s.pick(s.named("BLISS Fan"))
            s.settle()
        assert _boosts(s.named("BLISS Fan")) == 1, ref
        s = scene(hero_exp=[ref], hand=[CUPPA[0]], reserve=[AMELIA], opp_reserve=[TROOPER])
        s.play(s.named("Cuppa Sap"), None)
        s.settle()
        s.pick(s.named("Ordis Trooper"))
        s.settle()
        assert s.d.kind == "turn" and _boosts(s.named("BLISS Fan")) == 0, ref


@covers(LAKSHMI_C, LAKSHMI_R1)
def test_lakshmi_reacts_to_your_dice_rolls() -> None:
    """Lakshmi: when you roll one or more dice (7.3.19) — I gain 1 boost.  R1: if the result
    is 6+, draw a card; and in Reserve ([S]) "I gain 1 boost, up to a max of 2"."""
    s = scene(hero_exp=[LAKSHMI_C], hand=[EFREN[0]])
    s.rig_dice(2)
    s.play(s.named("Efrén, Puppet Master"), "hero")
    s.settle()
    assert _boosts(s.named("Lakshmi")) == 1
    for die, draws in ((6, 1), (5, 0)):
        s = scene(hero_exp=[LAKSHMI_R1], hand=[EFREN[0]])
        hand = len(s.p(0).hand)
        s.rig_dice(die)
        s.play(s.named("Efrén, Puppet Master"), "hero")
        s.settle()
        if s.d.kind == "target":  # Sabotage on a 6: no target chosen
            s.pick_none()
            s.settle()
        assert len(s.p(0).hand) == hand - 1 + draws, die
    s = scene(reserve=[LAKSHMI_R1], hand=[EFREN[0]])
    s.rig_dice(2)
    s.play(s.named("Efrén, Puppet Master"), "hero")
    s.settle()
    assert _boosts(s.named("Lakshmi")) == 1


# ------------------------------------------------------------------ the Reserve limit
CONTORTIONIST = ("ALT_BISE_B_LY_51_C", "ALT_BISE_B_LY_51_R2")
CONTORTIONIST_R1 = "ALT_BISE_B_LY_51_R1"


@covers(*CONTORTIONIST, CONTORTIONIST_R1)
def test_lyra_contortionist_does_not_count_towards_the_reserve_limit() -> None:
    """Lyra Contortionist: support "I don't count towards your Reserve limit" — at Clean-up
    (4.2.5.c) a Reserve holding the limit plus the Contortionist keeps everything; an
    exhausted Contortionist has no support ability (2.4.5.e) and counts again."""
    for ref in (*CONTORTIONIST, CONTORTIONIST_R1):
        s = scene(reserve=[ref])
        limit = s.p(0).reserve_limit
        s = scene(reserve=[ref] + [TROOPER] * limit)
        s.to_night_end()
        assert len(s.p(0).reserve) == limit + 1, ref
        assert not s.p(0).discard
        s = scene(reserve=[ref] + [TROOPER] * limit)
        s.named("Lyra Contortionist").statuses.add(Status.EXHAUSTED)  # set-up
        s.until(lambda s: s.d.kind == "cleanup" and s.d.player == s.me)
        assert any("Contortionist" in lbl for lbl in _labels(s)), ref


def test_lyra_contortionist_rare_loses_fleeting_from_reserve() -> None:
    """Lyra Contortionist (R1): [R] I lose Fleeting — played from Reserve it is not discarded
    at Rest (2.4.6)."""
    s = scene(reserve=[CONTORTIONIST_R1])
    s.play(s.named("Lyra Contortionist"), "hero")
    s.settle()
    assert Status.FLEETING not in s.named("Lyra Contortionist").statuses


# ------------------------------------------------------------------ back one region, the other forward
WIND_C = "ALT_CYCLONE_B_LY_79_C"
WIND_R = ("ALT_CYCLONE_B_LY_79_R1", "ALT_CYCLONE_B_LY_79_R2")
CABLE = ("ALT_DUSTER_B_LY_102_C", "ALT_DUSTER_B_LY_102_R1", "ALT_DUSTER_B_LY_102_R2")


def _ahead(s, who: int, exp: str = "hero") -> None:
    """Set-up: that Expedition one region away from its start."""
    s.state.players[who].position[exp] = 1 if exp == "hero" else 6


@covers(WIND_C)
def test_western_wind_back_then_the_controllers_other_forward() -> None:
    """The Western Wind: target Expedition moves backwards one region (7.3.16); if it does,
    its controller moves their other Expedition forward (7.3.17).  In its starting region it
    cannot move backwards, and then nothing else moves."""
    s = scene(hand=[WIND_C])
    _ahead(s, 1)
    s.play(s.named("The Western Wind"), None)
    s.settle()
    s.answer("e:1:hero")
    s.settle()
    assert s.p(1).distance("hero") == 0 and s.p(1).distance("companion") == 1
    assert s.p(0).distance("companion") == 0
    s = scene(hand=[WIND_C])
    s.play(s.named("The Western Wind"), None)
    s.settle()
    s.answer("e:1:hero")
    s.settle()
    assert s.p(1).distance("companion") == 0
    assert s.logged("cannot move backward")


@covers(*WIND_R)
def test_western_wind_rare_only_your_own_expedition() -> None:
    """The Western Wind (rares): target Expedition you control moves backwards; if it does,
    move your other Expedition forward one region."""
    for ref in WIND_R:
        s = scene(hand=[ref])
        _ahead(s, 0, "companion")
        s.play(s.named("The Western Wind"), None)
        s.settle()
        assert all(o.id.startswith("e:0:") for o in s.d.options), ref
        s.answer("e:0:companion")
        s.settle()
        assert s.p(0).distance("companion") == 0 and s.p(0).distance("hero") == 1, ref


@covers(*CABLE)
def test_cable_car_station_spends_move_counters_to_shift_expeditions() -> None:
    """Cable-Car Station: [J] Resupply (R1: draw a card), then I gain 2 Move counters; [T],
    spend 1 of my Move counters: one of your Expeditions moves backwards one region; if it
    does, your other Expedition moves forward one region."""
    for ref in CABLE:
        s = scene(hand=[ref])
        reserve, hand = len(s.p(0).reserve), len(s.p(0).hand)
        s.play(s.named("Cable-Car Station"), None)
        s.settle()
        station = s.named("Cable-Car Station")
        assert station.counters.get("move") == 2, ref
        if ref.endswith("_C"):
            assert len(s.p(0).reserve) == reserve + 1
        else:
            assert len(s.p(0).hand) == hand  # one played, one drawn
        _ahead(s, 0, "hero")
        s.opp_pass()
        s.quick(station)
        s.settle()
        s.pick_label("Hero Expedition")
        s.settle()
        assert s.p(0).distance("hero") == 0 and s.p(0).distance("companion") == 1, ref
        assert station.counters.get("move") == 1


# ------------------------------------------------------------------ costs and In contact
DJ = ("ALT_DUSTER_B_LY_97_C",)
DJ_R = ("ALT_DUSTER_B_LY_97_R1", "ALT_DUSTER_B_LY_97_R2")
PINK_C = "ALT_DUSTER_B_LY_99_C"
PINK_R = ("ALT_DUSTER_B_LY_99_R1", "ALT_DUSTER_B_LY_99_R2")


def _cost(s, card, exp: str | None, zone: Zone = Zone.HAND) -> int:
    from engine.play import Intent, card_cost

    return card_cost(s.state, 0, Intent(card, zone, exp))


@covers(*DJ, *DJ_R)
def test_lyra_dj_costs_two_less_in_an_expedition_in_contact() -> None:
    """Lyra DJ (Hand Cost 6): you may play me for 2 less in an Expedition that's In contact
    ("It's In Contact if there is another player's Expedition in its region").  The opponent's
    Companion Expedition moved away: my Companion Expedition is not In contact, my Hero one
    is."""
    for ref in (*DJ, *DJ_R):
        for exp, paid in (("hero", 4), ("companion", 6)):
            s = scene(hand=[ref], mana=6)
            s.state.players[1].position["companion"] = 6
            dj = s.named("Lyra DJ")
            assert _cost(s, dj, exp) == paid, (ref, exp)
            s.play(dj, exp)
            s.settle()
            assert s.ready_mana() == 6 - paid, (ref, exp)


@covers(*DJ_R)
def test_lyra_dj_rare_draws_only_if_each_expedition_in_contact() -> None:
    """Lyra DJ (R1/R2): [J] if each of your Expeditions is In contact, draw a card."""
    for ref in DJ_R:
        for apart, draws in ((False, 1), (True, 0)):
            s = scene(hand=[ref], mana=6)
            if apart:
                s.state.players[1].position["companion"] = 6
            hand = len(s.p(0).hand)
            s.play(s.named("Lyra DJ"), "hero")
            s.settle()
            assert len(s.p(0).hand) == hand - 1 + draws, (ref, apart)


@covers(PINK_C, *PINK_R)
def test_paint_it_pink_costs_less_with_expeditions_in_contact() -> None:
    """Paint it Pink! (Hand Cost 4): play me for 1 less if one or more of your Expeditions
    are In contact (R1/R2: 1 less per Expedition In contact that you control); return target
    Character or Permanent to the top of its owner's deck."""
    for ref, both, one, none in ((PINK_C, 3, 3, 4), (PINK_R[0], 2, 3, 4), (PINK_R[1], 2, 3, 4)):
        for apart, cost in (((), both), (("companion",), one), (("hero", "companion"), none)):
            s = scene(hand=[ref], opp_hero_exp=[AMELIA])
            for e in apart:
                s.state.players[1].position[e] = 1 if e == "hero" else 6
            s.state.entry("set-up: Expeditions moved", "7.3.17")
            before = s.ready_mana()
            s.play(s.named("Paint it Pink!"), None)
            s.settle()
            if s.d.kind == "target":
                s.pick(s.named("Amelia Earhart"))
                s.settle()
            assert before - s.ready_mana() == cost, (ref, apart)
            assert s.p(1).deck[-1].name == "Amelia Earhart"


# ------------------------------------------------------------------ terrain limits on the facing Expedition
WISP = ("ALT_ALIZE_B_LY_35_C", "ALT_ALIZE_B_LY_35_R1")
WISP_R2 = "ALT_ALIZE_B_LY_35_R2"
COPPELIA = "ALT_CORE_B_AX_14_C"  # a vanilla 2/2/0


def _dusk(s) -> None:
    s.until(lambda s: s.state.phase is Phase.NIGHT or s.g.day > 1)


@covers(*WISP)
def test_will_o_the_wisp_facing_expedition_moves_at_dusk_only_due_to_water() -> None:
    """Will-o'-the-Wisp: if an Expedition facing me is in Water, it can't move forward during
    Dusk, except due to Water.  The opponent's Coppélia (2/2/0) wins Forest and Mountain
    against my 0/0/3: without the Wisp (a vanilla 0/0/3 instead) that Expedition moves at
    Progress (4.2.4); facing the Wisp it does not.  Outside Dusk an effect still moves it."""
    s = scene(hero_exp=[PINOCCHIO_C], opp_hero_exp=[COPPELIA])
    _dusk(s)
    assert s.p(1).distance("hero") == 1
    for ref in WISP:
        s = scene(hero_exp=[ref], opp_hero_exp=[COPPELIA])
        _dusk(s)
        assert s.p(1).distance("hero") == 0, ref
        assert s.p(0).distance("hero") == 1  # mine is not limited
        s = scene(hero_exp=[ref], opp_hero_exp=[COPPELIA], hand=[WIND_C])
        s.state.players[1].position["companion"] = 6
        s.play(s.named("The Western Wind"), None)
        s.settle()
        s.answer("e:1:companion")
        s.settle()
        assert s.p(1).distance("hero") == 1, ref  # moved forward in the Afternoon


@covers(WISP_R2)
def test_will_o_the_wisp_rare_facing_expedition_only_due_to_forest() -> None:
    """Will-o'-the-Wisp (R2, 3/0/0): if the Expedition facing me is in Forest, it can only
    move forward due to Forest (4.2.4.d): Coppélia wins Mountain only, so it stays; and no
    effect moves it forward either."""
    s = scene(hero_exp=[WISP_R2], opp_hero_exp=[COPPELIA])
    _dusk(s)
    assert s.p(1).distance("hero") == 0
    s = scene(hero_exp=[WISP_R2], hand=[WIND_C])
    s.state.players[1].position["companion"] = 6
    s.play(s.named("The Western Wind"), None)
    s.settle()
    s.answer("e:1:companion")
    s.settle()
    assert s.p(1).distance("hero") == 0 and s.logged("can only move forward due to")


# ------------------------------------------------------------------ boosts exchanged, a deck position
SAP_DUENDE_C = "ALT_BISE_B_LY_61_C"
SAP_DUENDE_R = ("ALT_BISE_B_LY_61_R1", "ALT_BISE_B_LY_61_R2")
X_MARKS_C = "ALT_BISE_B_LY_60_C"
X_MARKS_R = ("ALT_BISE_B_LY_60_R1", "ALT_BISE_B_LY_60_R2")


@covers(SAP_DUENDE_C, *SAP_DUENDE_R)
def test_sap_duende_exchanges_the_boosts_of_two_characters() -> None:
    """Sap Duende: target two Boosted Characters (R1/R2: two Characters) in play or in
    Reserve and exchange their boosts; draw a card.  Amelia in play with 3 boosts and a
    Trooper in Reserve with 1 end with 1 and 3; the common one cannot target a Character
    without boosts."""
    for ref in (SAP_DUENDE_C, *SAP_DUENDE_R):
        s = scene(hand=[ref], hero_exp=[AMELIA, PINOCCHIO_C], reserve=[TROOPER])
        amelia, trooper = s.named("Amelia Earhart"), s.named("Ordis Trooper")
        amelia.counters["boost"], trooper.counters["boost"] = 3, 1  # set-up
        hand = len(s.p(0).hand)
        s.play(s.named("Sap Duende"), None)
        s.settle()
        labels = _labels(s)
        assert any("Pinocchio" in lbl for lbl in labels) is (ref != SAP_DUENDE_C), ref
        s.pick(amelia, trooper)
        s.settle()
        assert (_boosts(amelia), _boosts(trooper)) == (1, 3), ref
        assert len(s.p(0).hand) == hand  # played one, drew one


@covers(X_MARKS_C, *X_MARKS_R)
def test_x_marks_the_spot_puts_the_target_at_the_rolled_depth() -> None:
    """X Marks the Spot: roll a die; send target Character to the Xth position of its
    owner's deck, where X is the result (3: two cards above it).  R1/R2: if X is higher than
    the Hand Cost of the target, ready one Mana Orb (7.3.18)."""
    for ref in (X_MARKS_C, *X_MARKS_R):
        for die in (5, 2):
            s = scene(hand=[ref], opp_hero_exp=[AMELIA], hero_exp=[TROOPER])
            s.rig_dice(die)
            s.play(s.named("X Marks the Spot"), None)
            s.settle()
            mana = s.ready_mana()
            s.pick(s.named("Amelia Earhart"))
            s.settle()
            deck = s.p(1).deck
            assert deck[len(deck) - die].name == "Amelia Earhart", (ref, die)
            readied = ref != X_MARKS_C and die > 3  # Amelia's Hand Cost is 3
            assert s.ready_mana() == mana + readied, (ref, die)


# ------------------------------------------------------------------ dice after a chosen target, modes
DAEDALUS_C = "ALT_BISE_B_LY_53_C"
DAEDALUS_R = ("ALT_BISE_B_LY_53_R1", "ALT_BISE_B_LY_53_R2")
SIGNET_C = "ALT_CYCLONE_B_LY_78_C"
SIGNET_R = ("ALT_CYCLONE_B_LY_78_R1", "ALT_CYCLONE_B_LY_78_R2")


@covers(DAEDALUS_C, *DAEDALUS_R)
def test_daedalus_target_then_roll_we_both_or_it_gains_a_boost() -> None:
    """Daedalus: [H] (R1/R2: [J]) target a Character in Reserve (R1/R2: another Character in
    play or in Reserve); then roll a die: on a 4+, we both gain 1 boost; on a 1-3, it gains
    1 boost.  The target is chosen before the roll (6.5.b)."""
    for ref in (DAEDALUS_C, *DAEDALUS_R):
        for die, mine in ((5, 1), (2, 0)):
            s = scene(hand=[ref], reserve=[AMELIA], hero_exp=[TROOPER])
            s.rig_dice(die)
            s.play(s.named("Daedalus"), "hero")
            s.settle()
            if s.d.kind == "target":
                assert any("Trooper" in lbl for lbl in _labels(s)) is (ref != DAEDALUS_C)
                s.pick(s.named("Amelia Earhart"))
                s.settle()
            assert _boosts(s.named("Amelia Earhart")) == 1, (ref, die)
            assert _boosts(s.named("Daedalus")) == mine, (ref, die)


@covers(SIGNET_C, *SIGNET_R)
def test_lyra_signet_modes() -> None:
    """Lyra Signet: choose one (R1/R2, Fleeting: choose two) — up to two target Characters
    gain Fleeting; draw a card, then roll a die, on a 4+ Resupply; target Character gains
    1 boost per card in your Reserve.  Modes are chosen as it is played (5.1.2.c)."""
    s = scene(hand=[SIGNET_C], reserve=[TROOPER, TROOPER], hero_exp=[AMELIA])
    s.play(s.named("Lyra Signet"), None)
    s.pick_label("1 boost per card")
    s.settle()
    if s.d.kind == "target":
        s.pick(s.named("Amelia Earhart"))
        s.settle()
    assert _boosts(s.named("Amelia Earhart")) == 2
    s = scene(hand=[SIGNET_C])
    s.rig_dice(4)
    hand, reserve = len(s.p(0).hand), len(s.p(0).reserve)
    s.play(s.named("Lyra Signet"), None)
    s.pick_label("Draw a card")
    s.settle()
    assert len(s.p(0).hand) == hand and len(s.p(0).reserve) == reserve + 2  # Resupply, Signet
    for ref in SIGNET_R:
        s = scene(hand=[ref], reserve=[TROOPER], hero_exp=[AMELIA])
        s.rig_dice(2)
        s.play(s.named("Lyra Signet"), None)
        s.pick_label("Fleeting")
        s.pick_label("1 boost per card")
        s.settle()
        for _ in range(3):
            if s.d.kind != "target":
                break
            s.pick(s.named("Amelia Earhart"))
            s.settle()
        amelia = s.named("Amelia Earhart")
        assert Status.FLEETING in amelia.statuses and _boosts(amelia) == 1, ref
        assert s.named("Lyra Signet").zone is Zone.DISCARD  # Fleeting Spell


DRUMMER = ("ALT_BISE_B_LY_54_C", "ALT_BISE_B_LY_54_R1")


@covers(*DRUMMER)
def test_bliss_drummer_boosted_lowers_reserve_costs_to_a_minimum_of_one() -> None:
    """BLISS Drummer: if I'm Boosted, other Characters (R1: other Artists) cost 1 less to play
    from your Reserve, with a minimum of 1 (5.1.2.e).  Heimdall (Reserve Cost 4) costs 3; the
    Ordis Trooper (Reserve Cost 1) still 1; from the Hand, no change; not Boosted, none."""
    for ref, fits in ((DRUMMER[0], HEIMDALL[0]), (DRUMMER[1], THESPIAN)):
        s = scene(hero_exp=[ref], reserve=[fits, TROOPER], hand=[fits])
        drummer = s.named("BLISS Drummer")
        name = "Heimdall" if fits == HEIMDALL[0] else "Lyra Thespian"
        in_reserve = s.named(name, Zone.RESERVE)
        in_hand = s.named(name, Zone.HAND)
        full = in_reserve.cdef.reserve_cost
        assert _cost(s, in_reserve, "hero", Zone.RESERVE) == full, ref
        drummer.counters["boost"] = 1  # set-up
        s.state.entry("set-up: a boost", "2.5")
        assert _cost(s, in_reserve, "hero", Zone.RESERVE) == max(1, full - 1), ref
        assert _cost(s, in_hand, "hero", Zone.HAND) == in_hand.cdef.hand_cost
        trooper = s.named("Ordis Trooper")
        assert _cost(s, trooper, "hero", Zone.RESERVE) == 1
    s = scene(hero_exp=[DRUMMER[1]], reserve=[HEIMDALL[0]])
    s.named("BLISS Drummer").counters["boost"] = 1
    assert _cost(s, s.named("Heimdall"), "hero", Zone.RESERVE) == 4  # not an Artist


@covers(*DRUMMER)
def test_bliss_drummer_support_boost_when_a_zero_character_is_played() -> None:
    """BLISS Drummer support: when you play another Character with a base statistic of 0
    — I gain 1 boost, up to a max of 2 (from Reserve, 2.2.11.i)."""
    s = scene(reserve=[DRUMMER[0]], hand=[PINOCCHIO_C])
    s.play(s.named("Pinocchio"), "hero")
    s.settle()
    assert _boosts(s.named("BLISS Drummer")) == 1


# ------------------------------------------------------------------ starting regions
DIOCLES_C = "ALT_DUSTER_B_LY_93_C"
DIOCLES_R = ("ALT_DUSTER_B_LY_93_R1", "ALT_DUSTER_B_LY_93_R2")


@covers(DIOCLES_C)
def test_diocles_cant_be_played_in_a_starting_region_and_moves_its_expedition() -> None:
    """Diocles, Chariot Racer: I can't be played in a starting region (an Expedition that has
    travelled no region, 7.5.2); [J] my Expedition moves backwards one region; when I leave
    the Expedition zone — my Expedition moves forward one region."""
    s = scene(hand=[DIOCLES_C])
    diocles = s.named("Diocles, Chariot Racer")
    assert s.g.why_illegal(0, diocles.oid), "both Expeditions start in their starting region"
    s = scene(hand=[DIOCLES_C])
    _ahead(s, 0, "hero")
    s.state.entry("set-up: the Hero Expedition one region ahead", "7.3.17")
    restart_flow(s.g, Phase.AFTERNOON)  # the turn asked again, on the new board
    diocles = s.named("Diocles, Chariot Racer")
    assert s.g.why_illegal(0, diocles.oid) is None
    assert not any(o.id == f"play:{diocles.oid}:companion" for o in s.d.options)  # 1.4.1
    s.play(diocles, "hero")
    s.settle()
    assert diocles.zone is Zone.EXPEDITION and s.p(0).distance("hero") == 0
    s.to_night_end()  # Dusk: one region forward (nothing faces it); Rest: it leaves, one more
    assert s.named("Diocles, Chariot Racer").zone is Zone.RESERVE
    assert s.p(0).distance("hero") == 2


@covers(*DIOCLES_R)
def test_diocles_rare_pays_three_more_in_a_starting_region() -> None:
    """Diocles, Chariot Racer (rares): pay 3 more to play me in a starting region."""
    for ref in DIOCLES_R:
        s = scene(hand=[ref])
        s.state.players[0].position["companion"] = 6  # the Companion Expedition has travelled
        diocles = s.named("Diocles, Chariot Racer")
        base = diocles.cdef.hand_cost
        assert _cost(s, diocles, "hero") == base + 3, ref
        assert _cost(s, diocles, "companion") == base, ref
        before = s.ready_mana()
        s.play(diocles, "hero")
        s.settle()
        assert before - s.ready_mana() == base + 3, ref


# ------------------------------------------------------------------ boosts removed, then by their number
MAZE_C = "ALT_BISE_B_LY_57_C"
MAZE_R1 = "ALT_BISE_B_LY_57_R1"
MAZE_R2 = "ALT_BISE_B_LY_57_R2"


def _maze(ref: str, mine: int, theirs: int, **kw):
    s = scene(hand=[ref], hero_exp=[AMELIA], opp_reserve=[HEIMDALL[0]], **kw)
    s.named("Amelia Earhart").counters["boost"] = mine  # set-up
    s.named("Heimdall").counters["boost"] = theirs
    s.play(s.named("Man in the Maze"), "hero")
    s.settle()
    return s


@covers(MAZE_C, MAZE_R1, MAZE_R2)
def test_man_in_the_maze_removes_all_boosts_then_acts_on_their_number() -> None:
    """Man in the Maze: [H] remove all boosts from Characters in play and in Reserve (both
    players'); then depending on the number removed: 1-4, I gain 2 boosts; 5-8, play a card
    with Hand Cost 3 or less for free; 9+, my Expedition moves forward one region (R2: the
    Expedition facing me moves backwards).  R1's ranges "1+ / 5+ / 9+" overlap: all that
    hold are done."""
    s = _maze(MAZE_C, 2, 1)
    assert _boosts(s.named("Amelia Earhart")) == 0 and _boosts(s.named("Heimdall")) == 0
    assert _boosts(s.named("Man in the Maze")) == 2
    s = scene(hand=[MAZE_C, TROOPER, THESPIAN], hero_exp=[AMELIA], opp_reserve=[HEIMDALL[0]])
    s.named("Amelia Earhart").counters["boost"] = 6
    s.play(s.named("Man in the Maze"), "hero")
    s.settle()
    assert "Play nothing" not in _labels(s)
    s.pick_label("Ordis Trooper from Hand into your hero Expedition")
    s.settle()
    assert s.named("Ordis Trooper").zone is Zone.EXPEDITION
    assert _boosts(s.named("Man in the Maze")) == 0  # 6 is not in 1-4
    s = _maze(MAZE_C, 6, 4)
    assert s.p(0).distance("hero") == 1
    s = scene(hand=[MAZE_R1, TROOPER, THESPIAN], hero_exp=[AMELIA])
    s.named("Amelia Earhart").counters["boost"] = 6
    s.play(s.named("Man in the Maze"), "hero")
    s.settle()
    s.pick_label("Ordis Trooper from Hand into your hero Expedition")
    s.settle()
    assert _boosts(s.named("Man in the Maze")) == 2  # "1+" holds too
    assert s.named("Ordis Trooper").zone is Zone.EXPEDITION
    s = scene(hand=[MAZE_R2], hero_exp=[AMELIA])
    _ahead(s, 1)
    s.named("Amelia Earhart").counters["boost"] = 9
    s.play(s.named("Man in the Maze"), "hero")
    s.settle()
    assert s.p(1).distance("hero") == 0 and s.p(0).distance("hero") == 0


KEYTARIST_R2 = "ALT_BISE_B_LY_52_R2"
DRUMMER_R2 = "ALT_BISE_B_LY_54_R2"


def _noon_mode(ref: str, mode: str):
    """The card in my Reserve; at the Noon of day 1 its support Reaction asks for a mode."""
    s = scene(reserve=[ref])
    s.until(lambda s: s.d.kind == "mode")
    s.pick_label(mode)
    s.settle()
    return s


@covers(KEYTARIST_R2, DRUMMER_R2)
def test_bliss_rares_at_noon_choose_a_boost_or_exhaust_for_two() -> None:
    """BLISS Keytarist and Drummer (R2) support: At Noon — choose one: I gain 1 boost, up to
    a max of 3; or [T]: I gain 2 boosts, up to a max of 3 (exhausting it in Reserve, which
    then has no support ability, 2.4.5.e)."""
    for ref, name in ((KEYTARIST_R2, "BLISS Keytarist"), (DRUMMER_R2, "BLISS Drummer")):
        s = _noon_mode(ref, "I gain 1 boost")
        card = s.named(name)
        assert _boosts(card) == 1 and Status.EXHAUSTED not in card.statuses, ref
        s = _noon_mode(ref, "I gain 2 boosts")
        card = s.named(name)
        assert _boosts(card) == 2 and Status.EXHAUSTED in card.statuses, ref


@covers(KEYTARIST_R2)
def test_bliss_keytarist_rare_draws_a_robot_or_permanent() -> None:
    """BLISS Keytarist (R2): At Dusk — if I'm Boosted, reveal the top card of your deck; if
    it's a Robot or Permanent, draw it; otherwise discard it."""
    for top, drawn in ((COPPELIA, True), (OPERA[0], True), (AMELIA, False)):
        s = _keytarist_dusk(KEYTARIST_R2, top)
        refs = [c.cdef.ref for c in (s.p(0).hand if drawn else s.p(0).discard)]
        assert top in refs, top


@covers(DRUMMER_R2)
def test_bliss_drummer_rare_lowers_robots_from_reserve() -> None:
    """BLISS Drummer (R2): if I'm Boosted, Robots cost 1 less to play from your Reserve, with
    a minimum of 1 — Coppélia, a Robot; Heimdall is not one."""
    s = scene(hero_exp=[DRUMMER_R2], reserve=[COPPELIA, HEIMDALL[0]])
    s.named("BLISS Drummer").counters["boost"] = 1
    s.state.entry("set-up: a boost", "2.5")
    cop = s.named("Coppélia")
    assert _cost(s, cop, "hero", Zone.RESERVE) == max(1, cop.cdef.reserve_cost - 1)
    assert _cost(s, s.named("Heimdall"), "hero", Zone.RESERVE) == 4


# ------------------------------------------------------------------ Icebound Tundra
TUNDRA = ("ALT_ALIZE_B_LY_45_C", "ALT_ALIZE_B_LY_45_R1", "ALT_ALIZE_B_LY_45_R2")


@covers(*TUNDRA)
def test_icebound_tundra_counts_characters_played_where_they_are_weak() -> None:
    """Icebound Tundra: when you play a Character in a region type where its base statistic
    is 0 — I gain a Trial counter; when I gain my third — sacrifice me; if you do, create a
    Dragon Shade in target Expedition, then return a card from your Reserve to your hand.
    Pinocchio (0/0/3) in the Hero region (every terrain) counts; Amelia (2/2/2) does not."""
    for ref in TUNDRA:
        s = scene(landmarks=[ref], hand=[AMELIA, PINOCCHIO_C])
        tundra = s.named("Icebound Tundra")
        s.play(s.named("Amelia Earhart"), "hero")
        s.settle()
        assert not tundra.counters.get("trial"), ref
        s.opp_pass()
        s.play(s.named("Pinocchio"), "hero")
        s.settle()
        assert tundra.counters.get("trial") == 1, ref
        s = scene(landmarks=[ref], hand=[PINOCCHIO_C], reserve=[TROOPER])
        tundra = s.named("Icebound Tundra")
        tundra.counters["trial"] = 2  # set-up: two already
        s.play(s.named("Pinocchio"), "hero")
        s.until(lambda s: s.d.kind == "target_expedition")
        s.pick_label("Me's hero Expedition")
        s.settle()
        assert tundra.zone is Zone.DISCARD, ref
        assert len(s.tokens("Dragon Shade", 0, "hero")) == 1
        assert s.named("Ordis Trooper").zone is Zone.HAND


# ------------------------------------------------------------------ moving twice at Dusk
SLEIGH = ("ALT_ALIZE_B_LY_44_C", "ALT_ALIZE_B_LY_44_R1", "ALT_ALIZE_B_LY_44_R2")


@covers(*SLEIGH)
def test_magic_sleigh_expedition_moves_twice_at_dusk() -> None:
    """The Magic Sleigh (a Gear): if my Expedition would move forward during Dusk, it moves
    twice instead (a modifier, 6.2).  Amelia alone beats the empty Expedition facing her:
    Progress moves my Hero Expedition two regions; the other Expedition is not affected.
    R1/R2: [J] I gain Fleeting."""
    for ref in SLEIGH:
        s = scene(hand=[ref], hero_exp=[AMELIA], companion_exp=[TROOPER])
        s.play(s.named("The Magic Sleigh"), "hero")
        s.settle()
        fleeting = Status.FLEETING in s.named("The Magic Sleigh").statuses
        assert fleeting is (not ref.endswith("_C")), ref
        _dusk(s)
        assert s.p(0).distance("hero") == 2, ref
        assert s.p(0).distance("companion") == 1
        assert s.logged("moves twice instead (The Magic Sleigh)")


ENCORE_R = ("ALT_BISE_B_LY_59_R1", "ALT_BISE_B_LY_59_R2")


@covers(*ENCORE_R)
def test_encore_rare_anchors_a_fleeting_or_boosted_character() -> None:
    """Encore (rares): target Fleeting or Boosted Character gains Anchored ("During Rest, it
    doesn't go to Reserve").  A Boosted one and a Fleeting one may be chosen; a Character
    with neither may not."""
    for ref in ENCORE_R:
        s = scene(hand=[ref], hero_exp=[AMELIA, TROOPER, PINOCCHIO_C])
        s.named("Amelia Earhart").counters["boost"] = 1  # set-up
        s.named("Pinocchio").statuses.add(Status.FLEETING)
        s.play(s.named("Encore"), None)
        s.settle()
        labels = _labels(s)
        assert not any("Trooper" in lbl for lbl in labels), labels
        assert any("Pinocchio" in lbl for lbl in labels)
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert Status.ANCHORED in s.named("Amelia Earhart").statuses, ref


RIPTIDE_R1 = "ALT_CYCLONE_B_LY_77_R1"


@covers(RIPTIDE_R1)
def test_lost_in_the_riptide_rare_readies_two_orbs_if_it_was_in_water() -> None:
    """Lost in the Riptide (R1): return target Character to the top of its owner's deck; if
    it was in Water (where it last was, 6.3.j), ready two Mana Orbs (7.3.18)."""
    for away, readied in ((False, 2), (True, 0)):
        s = scene(hand=[RIPTIDE_R1], opp_hero_exp=[AMELIA], hero_exp=[TROOPER])
        if away:
            _to_region_without(s, Terrain.WATER, who=1)
        s.play(s.named("Lost in the Riptide"), None)
        s.settle()
        mana = s.ready_mana()
        s.pick(s.named("Amelia Earhart"))
        s.settle()
        assert s.p(1).deck[-1].name == "Amelia Earhart"
        assert s.ready_mana() == mana + readied, away


HEIMDALL_R1 = "ALT_ALIZE_B_LY_38_R1"


@covers(HEIMDALL_R1)
def test_heimdall_rare_may_switch_a_gear_too() -> None:
    """Heimdall (R1): [H] you may have target Character or Expedition Permanent switch
    Expeditions (7.3.28) — a Gear in my Hero Expedition goes to my Companion one."""
    s = scene(hand=[OUTFITS[0], HEIMDALL_R1], hero_exp=[PINOCCHIO_C])
    s.play(s.named("Winter Outfits"), "hero")
    s.settle()
    s.opp_pass()
    s.play(s.named("Heimdall"), "companion")
    s.settle()
    s.yes()
    s.pick(s.named("Winter Outfits"))
    s.settle()
    assert s.named("Winter Outfits").expedition == "companion"
    assert _stats(s, s.named("Pinocchio")) == (0, 0, 3)  # no longer in the Gear's Expedition


SNOWBALL = ("ALT_ALIZE_B_LY_32_C", "ALT_ALIZE_B_LY_32_R1", "ALT_ALIZE_B_LY_32_R2")


@covers(*SNOWBALL)
def test_snowball_commando_exhausts_and_may_be_answered_on_a_low_roll() -> None:
    """Snowball Commando: [H] you may exhaust target card in an opponent's Reserve, then roll
    a die; when you roll a 1-3 this way — that opponent targets a card in your Reserve;
    exhaust it ("Exhausted cards can't be played").  The opponent makes that choice."""
    for ref in SNOWBALL:
        for die, answered in ((2, True), (5, False)):
            s = scene(hand=[ref], reserve=[TROOPER, THESPIAN], opp_reserve=[AMELIA])
            s.rig_dice(die)
            s.play(s.named("Snowball Commando"), "hero")
            s.settle()
            s.yes()
            if s.d.kind == "target" and s.d.player == s.me:
                s.pick(s.named("Amelia Earhart"))
                s.settle()
            assert Status.EXHAUSTED in s.named("Amelia Earhart").statuses, (ref, die)
            if answered:
                assert s.d.player == s.opp and s.d.kind == "target", (ref, die)
                s.pick(s.named("Ordis Trooper"))
                s.settle()
            trooper = s.named("Ordis Trooper")
            assert (Status.EXHAUSTED in trooper.statuses) is answered, (ref, die)
        s = scene(hand=[ref], reserve=[TROOPER], opp_reserve=[AMELIA])
        s.play(s.named("Snowball Commando"), "hero")
        s.settle()
        s.no()
        assert not s.logged("rolls a die")


NIGHTKEEPER_R1 = "ALT_DUSTER_B_LY_95_R1"


@covers(NIGHTKEEPER_R1)
def test_hostel_nightkeeper_rare_manaseed_if_you_control_the_sleeper() -> None:
    """Hostel Nightkeeper (R1): [H] you may target a Character, it gains Asleep; if you
    control it, create a Manaseed token in your Landmarks."""
    for who, seeds in ((0, 1), (1, 0)):
        s = scene(hand=[NIGHTKEEPER_R1], hero_exp=[AMELIA], opp_hero_exp=[COPPELIA])
        s.play(s.named("Hostel Nightkeeper"), "hero")
        s.settle()
        if s.d.kind == "may":
            s.yes()
        target = s.named("Amelia Earhart" if who == 0 else "Coppélia")
        s.pick(target)
        s.settle()
        assert Status.ASLEEP in target.statuses, who
        assert len([c for c in s.p(0).landmarks if c.name == "Manaseed"]) == seeds, who


SILENT_NIGHT_R = ("ALT_ALIZE_B_LY_41_R1", "ALT_ALIZE_B_LY_41_R2")


@covers(*SILENT_NIGHT_R)
def test_silent_night_rare_rolls_then_targets() -> None:
    """Silent Night (rares): Fleeting; roll a die, then target a Character; on a 4+ it gains
    Anchored ("During Rest, it doesn't go to Reserve"), on a 1-3 it gains Asleep ("Ignore its
    statistics during Dusk")."""
    for ref in SILENT_NIGHT_R:
        for die, status in ((5, Status.ANCHORED), (2, Status.ASLEEP)):
            s = scene(hand=[ref], hero_exp=[AMELIA], opp_hero_exp=[COPPELIA])
            s.rig_dice(die)
            s.play(s.named("Silent Night"), None)
            s.settle()
            s.pick(s.named("Coppélia"))
            s.settle()
            assert s.named("Coppélia").statuses == {status}, (ref, die)
            assert not s.named("Amelia Earhart").statuses
