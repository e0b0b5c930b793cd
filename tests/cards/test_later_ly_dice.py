"""Lyra cards of the later sets read by engine/cardtext/lyra_dice_text.py: The Stage (C, R1).
The rulings are in docs/mechanisms.md ("Revealing as you roll, Eris, The Stage, Lost in
the Riptide")."""

from __future__ import annotations

from engine.model import Status, Zone
from tests.cards.helpers import Scene, covers, scene

STAGE_C = "ALT_BISE_B_LY_63_C"
STAGE_R1 = "ALT_BISE_B_LY_63_R1"
TROOPER = "ALT_CORE_B_OR_05_C"  # Ordis Trooper: 1/1/1, no sub-type of these, no 0
MOWGLI = "ALT_CORE_B_MU_07_C"  # a Druid 3/0/0: a base statistic of 0
BASSIST = "ALT_BISE_B_LY_49_C"  # BLISS Bassist: an Artist, 0/0/2, no text
RALLYING = "ALT_ALIZE_B_OR_44_C"  # Rallying Call: a Song (a Spell), target gains 1 boost


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
