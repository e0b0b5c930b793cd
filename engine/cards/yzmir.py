"""Abilities of the Yzmir starter cards (and the cross-faction rares of its deck)."""

from __future__ import annotations

from engine.cards.bravos import DOROTHY_SEND
from engine.cards.lyra import OFF_YOU_GO
from engine.cards.muna import BEAUTY_SLEEP
from engine.effects.abilities import NextPlayed, QuickAction, Reaction, SpellEffect
from engine.effects.conditions import FirstPlayer
from engine.effects.costs import Cost
from engine.effects.filters import CHAR_OR_PERM, CHARACTER
from engine.effects.keywords import DEFENDER, FLEETING
from engine.effects.selectors import Me, Target
from engine.effects.steps import (
    AfterYou,
    CreateOngoing,
    Draw,
    GainBoosts,
    MoveExpedition,
    Resupply,
    Sabotage,
    Send,
    Then,
)
from engine.effects.triggers import OnJoin, OnPlayed
from engine.model import Zone

_after_you_support = QuickAction(Cost(discard_me=True), (AfterYou(),), support=True)
_sakarabru = Reaction(OnPlayed(Zone.HAND), (MoveExpedition("facing_me", forward=False),))
_sabotage = Reaction(OnPlayed(Zone.HAND), (Sabotage(),))

ABILITIES: dict[str, tuple] = {
    # Akesha & Taru
    "ALT_CORE_B_YZ_01_C": (
        QuickAction(Cost(exhaust_me=True), (AfterYou(),), condition=FirstPlayer()),
    ),
    # Off you go!
    "ALT_CORE_B_YZ_21_C": (OFF_YOU_GO,),
    # Studious Disciple
    "ALT_CORE_B_YZ_04_C": (
        QuickAction(Cost(discard_me=True),
                    (CreateOngoing(NextPlayed(("spell",), cost_less=1), "turn"),), support=True),
    ),
    # Kraken's Wrath
    "ALT_CORE_B_YZ_26_C": (
        FLEETING,
        SpellEffect((Send(Target(CHARACTER, count=3, up_to=True, max_total_hand_cost=5),
                          Zone.RESERVE, zone_first=True),)),
    ),
    # Spy Craft
    "ALT_CORE_B_YZ_22_C": (FLEETING, SpellEffect((Then((Sabotage(), Resupply())),))),
    # Banishing Gate
    "ALT_CORE_B_YZ_24_C": (FLEETING, SpellEffect((Send(Target(CHAR_OR_PERM), Zone.DISCARD),))),
    # Kadigiran Alchemist
    "ALT_CORE_B_YZ_12_C": (Reaction(OnPlayed(Zone.HAND), (GainBoosts(Me(), 2),)),),
    "ALT_CORE_B_YZ_12_R": (Reaction(OnPlayed(Zone.HAND), (GainBoosts(Me(), 3),)),),
    # Alice
    "ALT_CORE_B_YZ_13_C": (_after_you_support,),
    "ALT_CORE_B_YZ_13_R": (_after_you_support,),
    # Dorothy Gale (the Bravos-deck rare is in bravos.py)
    "ALT_CORE_B_YZ_16_C": (Reaction(OnPlayed(Zone.HAND), (DOROTHY_SEND,)),),
    "ALT_CORE_B_YZ_16_R": (Reaction(OnJoin(), (DOROTHY_SEND,)),),
    # Sakarabru
    "ALT_CORE_B_YZ_18_C": (_sakarabru,),
    "ALT_CORE_B_YZ_18_R": (
        _sakarabru, QuickAction(Cost(discard_me=True), (Draw(1),), support=True)),
    # Baba Yaga
    "ALT_CORE_B_YZ_11_C": (Reaction(OnPlayed(Zone.HAND), (Draw(1),)),),
    "ALT_CORE_B_YZ_11_R": (Reaction(OnPlayed(Zone.HAND), (Draw(1),)),),
    # Tooth Fairy
    "ALT_CORE_B_YZ_06_R": (_sabotage,),
    # Monolith Archivist (Yzmir-deck rare)
    "ALT_CORE_B_OR_10_R2": (DEFENDER,),
    # Beauty Sleep (Yzmir-deck rare)
    "ALT_CORE_B_MU_28_R2": (BEAUTY_SLEEP,),
}
