"""Lyra cards of the later sets read by engine/cardtext/lyra_dice_text.py: The Stage (C, R1).
The rulings are in docs/mechanisms.md ("Revealing as you roll, Eris, The Stage, Lost in
the Riptide")."""

from __future__ import annotations

from engine.model import Status, Terrain, Zone
from tests.cards.helpers import Scene, covers, scene

STAGE_C = "ALT_BISE_B_LY_63_C"
STAGE_R1 = "ALT_BISE_B_LY_63_R1"
TROOPER = "ALT_CORE_B_OR_05_C"  # Ordis Trooper: 1/1/1, no sub-type of these, no 0
MOWGLI = "ALT_CORE_B_MU_07_C"  # a Druid 3/0/0: a base statistic of 0
BASSIST = "ALT_BISE_B_LY_49_C"  # BLISS Bassist: an Artist, 0/0/2, no text
RALLYING = "ALT_ALIZE_B_OR_44_C"  # Rallying Call: a Song (a Spell), target gains 1 boost
AMELIA = "ALT_CORE_B_AX_11_C"  # a vanilla 2/2/2 with Hand Cost 3
RIPTIDE = ("ALT_CYCLONE_B_LY_77_C", "ALT_CYCLONE_B_LY_77_R2")


def _card(s: Scene, ref: str, zone: Zone) -> object:
    return next(c for c in s.state.all_cards() if c.cdef.ref == ref and c.zone is zone)


def _performance(s: Scene) -> int:
    return s.named("The Stage").counters.get("performance", 0)


def _stage_ready(s: Scene) -> None:
    """Play the Trooper (no count) then Mowgli (one) from hand, then use The Stage."""
    s.play(_card(s, TROOPER, Zone.HAND))
    s.settle()
    assert _performance(s) == 0
    s.opp_pass()
    s.named("The Stage").counters["performance"] = 2  # set-up: two such plays' worth
    s.play(_card(s, MOWGLI, Zone.HAND))
    s.settle()
    assert _performance(s) == 3
    s.quick(s.named("The Stage"))
    s.settle()
    assert _performance(s) == 0 and s.named("The Stage").exhausted


@covers(STAGE_C)
def test_the_stage_counts_zero_stat_characters_then_unfleets_the_next_one() -> None:
    """The Stage: "When you play a Character with a base statistic of 0 — I gain 1
    Performance counter"; "{T}, Spend 3 of my Performance counters: the next Character with a
    base statistic of 0 that you play this turn loses Fleeting". Played from Reserve a card
    gains Fleeting (5.1.2.j): the Trooper keeps it, the Druid (a printed 0, 2.2.10) loses
    it."""
    s = scene(landmarks=[STAGE_C], hand=[TROOPER, MOWGLI], reserve=[TROOPER], mana=12)
    _stage_ready(s)
    trooper = _card(s, TROOPER, Zone.RESERVE)
    s.play(trooper)
    s.settle()
    assert Status.FLEETING in trooper.statuses  # not a base statistic of 0
    s = scene(landmarks=[STAGE_C], hand=[TROOPER, MOWGLI], reserve=[MOWGLI], mana=12)
    _stage_ready(s)
    mowgli = _card(s, MOWGLI, Zone.RESERVE)
    s.play(mowgli)
    s.settle()
    assert mowgli.zone is Zone.EXPEDITION and Status.FLEETING not in mowgli.statuses
    assert s.logged("the Ongoing effect applies to Mowgli")


@covers(STAGE_R1)
def test_the_stage_r1_counts_songs_and_artists_of_either_type() -> None:
    """The Stage (R1): "When you play a Song or Artist — I gain 1 Performance counter": a
    Song is a Spell and an Artist a Character, both count, a Trooper does not; then "the
    next Song or Artist you play this turn loses Fleeting": the Artist played from Reserve
    (which would gain Fleeting, 5.1.2.j) does not keep it."""
    s = scene(landmarks=[STAGE_R1], hand=[RALLYING, BASSIST, TROOPER], reserve=[BASSIST],
              mana=12)
    s.play(_card(s, TROOPER, Zone.HAND))
    s.settle()
    assert _performance(s) == 0
    s.opp_pass()
    s.named("The Stage").counters["performance"] = 1  # set-up: one such play's worth
    s.play(_card(s, RALLYING, Zone.HAND), exp=None)
    s.settle()
    assert _performance(s) == 2  # the Song
    s.play(_card(s, BASSIST, Zone.HAND))
    s.settle()
    assert _performance(s) == 3  # the Artist
    s.quick(s.named("The Stage"))
    s.settle()
    assert _performance(s) == 0
    bassist = _card(s, BASSIST, Zone.RESERVE)
    s.play(bassist)
    s.settle()
    assert bassist.zone is Zone.EXPEDITION and Status.FLEETING not in bassist.statuses
    assert _performance(s) == 1  # and it is counted again


def _away_from(s: Scene, terrain: Terrain, who: int, exp: str = "hero") -> None:
    """Set-up: put that Expedition on a face-up Tumult region that lacks `terrain`."""
    i = next(i for i, r in enumerate(s.state.regions)
             if r.tumult is not None and terrain not in r.terrains)
    s.state.regions[i].face_down = False
    s.state.players[who].position[exp] = i


@covers(*RIPTIDE)
def test_lost_in_the_riptide_for_less_only_targets_a_character_in_water() -> None:
    """Lost in the Riptide: "You may play me for 1 less. If you do, I can only target a
    Character in Water." The choice is part of declaring the play (5.1.2.c): taken, it costs
    3 and only the Trooper or Mowgli (their Expedition in the Hero region, which has Water)
    may be targeted, not Amelia (in a region without Water, 7.5.7); not taken, it costs 4 and
    Amelia may be returned to the top of her owner's deck."""
    for ref in RIPTIDE:
        for reduce in (True, False):
            s = scene(hand=[ref], opp_hero_exp=[AMELIA], opp_companion_exp=[TROOPER, MOWGLI])
            _away_from(s, Terrain.WATER, who=1)
            mana = s.ready_mana()
            s.play(s.named("Lost in the Riptide"), None, reduce=reduce)
            s.settle()
            assert s.ready_mana() == mana - (3 if reduce else 4), (ref, reduce)
            assert s.d.kind == "target"
            labels = [o.label for o in s.d.options]
            assert any("Trooper" in lbl for lbl in labels), labels
            assert any("Mowgli" in lbl for lbl in labels), labels
            assert any("Amelia" in lbl for lbl in labels) is not reduce, (ref, labels)
            if reduce:
                s.pick(s.named("Ordis Trooper"))
            else:
                s.pick(s.named("Amelia Earhart"))
            s.settle()
            top = "Ordis Trooper" if reduce else "Amelia Earhart"
            assert s.p(1).deck[-1].name == top, (ref, reduce)
            assert s.named("Lost in the Riptide").zone is Zone.DISCARD  # Fleeting


ERIS_C = "ALT_CYCLONE_B_LY_75_C"
ERIS_R = ("ALT_CYCLONE_B_LY_75_R1", "ALT_CYCLONE_B_LY_75_R2")


def _progress_with(ref: str, roll: int) -> Scene:
    """Eris alone in my Hero Expedition, nothing facing her: at Dusk, Progress would move
    that Expedition forward (4.2.4.b) and the die is rigged to `roll`."""
    s = scene(hero_exp=[ref])
    s.rig_dice(roll)
    s.to_night_end()
    return s


@covers(ERIS_C)
def test_eris_rolls_when_progress_would_move_her_expedition() -> None:
    """Eris: "If my Expedition would move forward during Dusk, roll a die. On a 4+: it moves
    forward one more region instead." — a replacing modifier (6.2) of the Progress move: on
    a 5 two regions, on a 2 the one region it would have moved; the empty Companion
    Expedition does not move, so no die for it."""
    s = _progress_with(ERIS_C, 5)
    assert s.p().distance("hero") == 2 and s.p().distance("companion") == 0
    assert s.logged("has a die rolled instead") and s.logged("moves forward one more region")
    s = _progress_with(ERIS_C, 2)
    assert s.p().distance("hero") == 1
    assert s.logged("moves forward as it would have")


@covers(*ERIS_R)
def test_eris_rare_stays_put_on_a_one() -> None:
    """Eris (rares): "On a: • 4+, it moves forward one more region instead. • 1, it doesn't
    move instead." On a 1 the Expedition stays, so it did not move forward during Progress
    (4.2.4.i); on a 6 it moves two regions; the C version moves one region on a 1."""
    for ref in ERIS_R:
        s = _progress_with(ref, 1)
        assert s.p().distance("hero") == 0, ref
        assert s.logged("does not move"), ref
        s = _progress_with(ref, 6)
        assert s.p().distance("hero") == 2, ref
    s = _progress_with(ERIS_C, 1)
    assert s.p().distance("hero") == 1


WAYFARER = ("ALT_BISE_B_LY_62_C", "ALT_BISE_B_LY_62_R1")
WAYFARER_R2 = "ALT_BISE_B_LY_62_R2"
SILENT_NIGHT = "ALT_ALIZE_B_LY_41_C"  # Fleeting Spell, 1: target a Character, roll a die
SCROOGE = "ALT_ALIZE_B_OR_37_C"  # a Bureaucrat with Hand Cost 3, no text


def _roll_with_silent_night(ref: str, roll: int) -> Scene:
    """The Wayfarer in my Landmarks, Amelia (Hand Cost 3) on top of my Deck; I play Silent
    Night, which rolls a die (rigged to `roll`)."""
    s = scene(landmarks=[ref], hand=[SILENT_NIGHT], hero_exp=[TROOPER], deck_top=[AMELIA])
    s.rig_dice(roll)
    s.play(s.named("Silent Night"), None)
    s.settle()
    return s


@covers(WAYFARER[0])
def test_the_wayfarer_reveals_with_each_roll_and_draws_on_a_match() -> None:
    """The Wayfarer: "If you would roll one or more dice, also reveal the top card of your
    deck." (an additive modifier, 6.2.c) "When you reveal a card this way — If its Hand Cost
    is equal to the die's result, draw it." A 3 draws Amelia (Hand Cost 3); a 2 leaves her
    on top of the Deck."""
    s = _roll_with_silent_night(WAYFARER[0], 3)
    assert s.logged("also reveals the top card of the Deck")
    assert s.named("Amelia Earhart").zone is Zone.HAND
    s = _roll_with_silent_night(WAYFARER[0], 2)
    assert s.logged("also reveals the top card of the Deck")
    assert s.named("Amelia Earhart").zone is Zone.DECK and s.p().deck[-1].name == "Amelia Earhart"


@covers(WAYFARER[1])
def test_the_wayfarer_rare_may_exhaust_to_play_the_revealed_card_for_free() -> None:
    """The Wayfarer (R1): "… If its Hand Cost is equal to the die's result, you may exhaust me
    ({T}) to play it for free. (Don't activate any {h} abilities.)": Amelia is played from
    the Deck without paying (7.3.20) and The Wayfarer is exhausted; on a 2 nothing is
    offered."""
    s = _roll_with_silent_night(WAYFARER[1], 3)
    mana = s.ready_mana()
    s.yes()
    s.answer(s.option(lambda o: o.id == "x:hero"))
    s.settle()
    amelia = s.named("Amelia Earhart")
    assert amelia.zone is Zone.EXPEDITION and amelia.expedition == "hero"
    assert s.named("The Wayfarer").exhausted and s.ready_mana() == mana
    s = _roll_with_silent_night(WAYFARER[1], 2)
    assert s.d.kind != "may"
    assert s.named("Amelia Earhart").zone is Zone.DECK and not s.named("The Wayfarer").exhausted


@covers(WAYFARER_R2)
def test_the_wayfarer_r2_rolls_and_reveals_when_you_play_a_bureaucrat() -> None:
    """The Wayfarer (R2): "When you play a Bureaucrat — Roll a die and reveal the top card of
    your deck. When you reveal a card this way — If its Hand Cost is equal to the die's
    result, draw it." Playing Scrooge (a Bureaucrat) rolls a 3: Amelia is drawn; on a 4 she
    stays; a Trooper (no Bureaucrat) rolls nothing."""
    for roll, drawn in ((3, True), (4, False)):
        s = scene(landmarks=[WAYFARER_R2], hand=[SCROOGE], deck_top=[AMELIA])
        s.rig_dice(roll)
        s.play(s.named("Ebenezer Scrooge"))
        s.settle()
        assert s.logged("rolls a die: ")
        assert (s.named("Amelia Earhart").zone is Zone.HAND) is drawn, roll
    s = scene(landmarks=[WAYFARER_R2], hand=[TROOPER], deck_top=[AMELIA])
    s.play(s.named("Ordis Trooper"))
    s.settle()
    assert not s.logged("rolls a die")
