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
