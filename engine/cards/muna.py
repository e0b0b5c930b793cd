"""Abilities of the Muna starter cards (and the cross-faction rares of its deck)."""

from __future__ import annotations

from engine.cards.bravos import NEXT_CHARACTER_BOOST
from engine.cards.lyra import ANCHOR_SMALL
from engine.effects.abilities import NextPlayed, Reaction, SpellEffect
from engine.effects.conditions import YouControl
from engine.effects.filters import CHARACTER, Filter
from engine.effects.selectors import Me, Target
from engine.effects.steps import EACH, Draw, GainBoosts, GainStatus, If, Who
from engine.effects.triggers import AtPhase, OnJoin, OnPlayed
from engine.model import Phase, Status, Zone

#: "[J] I gain Anchored".
JOIN_ANCHORED = Reaction(OnJoin(), (GainStatus(Me(), Status.ANCHORED),))

_yong_su = Reaction(OnJoin(), (If(YouControl(Filter(subtype="plant"), 2), (GainBoosts(Me(), 2),)),))
_meditation = SpellEffect((GainStatus(Target(Filter(max_hand_cost=3)), Status.ANCHORED),))
BEAUTY_SLEEP = SpellEffect((GainStatus(Target(CHARACTER), Status.ASLEEP),))


def nurture(n: int) -> tuple:
    return (SpellEffect((GainBoosts(Target(CHARACTER, count=2, up_to=True), n),)),)


ABILITIES: dict[str, tuple] = {
    # Teija & Nauraa
    "ALT_CORE_B_MU_01_C": (NextPlayed(("character",), boosts=1, first_each_afternoon=True),),
    # Kitsune
    "ALT_CORE_B_MU_05_C": (Reaction(OnPlayed(Zone.HAND), (Draw(1, EACH),)),),
    # Spindle Harvesters, Sneezer Shroom, Coniferal Coneman
    "ALT_CORE_B_MU_06_C": (JOIN_ANCHORED,),
    "ALT_CORE_B_MU_08_C": (JOIN_ANCHORED,),
    "ALT_CORE_B_MU_08_R": (JOIN_ANCHORED, Reaction(AtPhase(Phase.NOON), (GainBoosts(Me(), 1),))),
    "ALT_CORE_B_MU_20_C": (JOIN_ANCHORED,),
    "ALT_CORE_B_MU_20_R": (JOIN_ANCHORED,),
    # Daughter of Yggdrasil
    "ALT_CORE_B_MU_12_C": (Reaction(OnPlayed(Zone.HAND), (Draw(1, Who("target_opponent")),)),),
    # Muna Druid
    "ALT_CORE_B_MU_13_C": (ANCHOR_SMALL,),
    # Beauty Sleep (the Yzmir-deck rare is in yzmir.py)
    "ALT_CORE_B_MU_28_C": (BEAUTY_SLEEP,),
    # Yong-Su, Verdant Weaver
    "ALT_CORE_B_MU_10_C": (_yong_su,),
    "ALT_CORE_B_MU_10_R": (_yong_su,),
    # Nurture
    "ALT_CORE_B_MU_27_C": nurture(1),
    "ALT_CORE_B_MU_27_R": nurture(2),
    # Meditation Training
    "ALT_CORE_B_MU_25_C": (_meditation,),
    "ALT_CORE_B_MU_25_R": (_meditation, NEXT_CHARACTER_BOOST),
    # Parvati
    "ALT_CORE_B_MU_18_R": (Reaction(OnJoin(), (GainStatus(Target(CHARACTER), Status.ANCHORED),)),),
}

RULINGS: dict[str, str] = {
    "ALT_CORE_B_MU_01_C": (
        "Only the first Character played in each Afternoon counts, whether from Hand or "
        "Reserve; tokens created by effects are not played (7.1.1 remark) and do not use it "
        "up. The boost comes as an Emblem-Reaction while it resolves (5.2.b)."),
    "ALT_CORE_B_MU_08_R": (
        "Anchored at Rest keeps Sneezer Shroom in play for the next day (2.4.2), which is "
        "when its Noon boost matters; in Reserve it does nothing (not a support ability)."),
    "ALT_CORE_B_MU_25_R": (
        "The Spell effect works when played; its [D] support ability works only while the "
        "card is ready in Reserve (2.2.11.i)."),
    "ALT_CORE_B_MU_05_C": (
        'Both players draw, the player with initiative first (1.4.5); on your turn that is you.'),
    "ALT_CORE_B_MU_27_C": (
        "The two targets must be different objects (6.5.b); one target, or none, is allowed ('up to')."),
    "ALT_CORE_B_MU_10_C": (
        'Plants in either of your Expeditions count; Yong-Su is a Druid, so never counts itself.'),
    "ALT_CORE_B_MU_28_C": (
        "Any Character in play may be the target, either player's; Asleep stops it adding statistics at Dusk and keeps it in play at Rest (2.4.3)."),
}
