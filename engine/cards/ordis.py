"""Abilities of the Ordis starter cards (and the cross-faction rares of its deck)."""

from __future__ import annotations

from engine.cards.tokens import ORDIS_RECRUIT
from engine.effects.abilities import Reaction, SpellEffect
from engine.effects.conditions import YouControl
from engine.effects.filters import CHARACTER, Filter
from engine.effects.keywords import FLEETING
from engine.effects.selectors import All, It, Me, Target
from engine.effects.steps import (
    Choose,
    CreateToken,
    GainBoosts,
    If,
    Resupply,
    Sabotage,
    Send,
    Where,
)
from engine.effects.triggers import (
    AtPhase,
    OnJoin,
    OnPlayed,
    WhenILeave,
    WhenJoinsYourExpeditions,
)
from engine.model import Phase, Zone


def recruits(where: str, count: int = 1) -> CreateToken:
    return CreateToken(ORDIS_RECRUIT, Where(where), count)


def kakoba(n: int) -> Reaction:
    return Reaction(OnJoin(), (If(YouControl(Filter(other=True), 3), (GainBoosts(Me(), n),)),))


_spy = Reaction(OnPlayed(Zone.HAND), (Sabotage(),))

ABILITIES: dict[str, tuple] = {
    # Sigismar & Wingspan
    "ALT_CORE_B_OR_01_C": (
        Reaction(AtPhase(Phase.NOON), (recruits("hero"),), hero_ignored_first_day=True),
    ),
    # Ordis Gatekeeper
    "ALT_CORE_B_OR_13_C": (Reaction(OnJoin(), (recruits("other"),)),),
    # Charge!
    "ALT_CORE_B_OR_23_C": (FLEETING, SpellEffect((GainBoosts(All(Filter(controller="you")), 1),))),
    # Sticky Note Seals
    "ALT_CORE_B_OR_25_C": (
        FLEETING,
        SpellEffect((Choose((
            (Send(Target(Filter(min_hand_cost=4)), Zone.RESERVE, zone_first=True),),
            (Send(Target(Filter(types=("permanent",), min_hand_cost=4)), Zone.DISCARD),),
        )),)),
    ),
    # The Monolith, Ordis Bastion
    "ALT_CORE_B_OR_28_C": (Reaction(WhenJoinsYourExpeditions(CHARACTER), (GainBoosts(It(), 1),)),),
    # Ordis Carrier
    "ALT_CORE_B_OR_30_C": (Reaction(AtPhase(Phase.NOON), (recruits("companion"),)),),
    # Ordis Spy
    "ALT_CORE_B_OR_14_C": (_spy,),
    "ALT_CORE_B_OR_14_R": (_spy, Reaction(OnPlayed(Zone.RESERVE), (recruits("mine"),))),
    # Jeanne d'Arc
    "ALT_CORE_B_OR_17_C": (Reaction(WhenILeave(), (recruits("each"),)),),
    "ALT_CORE_B_OR_17_R": (Reaction(WhenILeave(), (recruits("each", 2),)),),
    # Kakoba, Legion Commander
    "ALT_CORE_B_OR_15_C": (kakoba(2),),
    "ALT_CORE_B_OR_15_R": (kakoba(3),),
    # Monolith Rune-Scribe (rare)
    "ALT_CORE_B_OR_07_R": (
        Reaction(OnPlayed(Zone.HAND), (If(YouControl(Filter(token=True)), (Resupply(),)),)),
    ),
    # Open the Gates
    "ALT_CORE_B_OR_26_R": (
        SpellEffect((CreateToken(ORDIS_RECRUIT, Where("target"), 4, distribute=True),)),
    ),
    # Ratatoskr (Ordis-deck rare)
    "ALT_CORE_B_BR_04_R2": (Reaction(OnPlayed(Zone.RESERVE), (recruits("mine", 2),)),),
    # Ordis Cadets
    "ALT_CORE_B_OR_06_C": (Reaction(OnJoin(), (recruits("mine"),)),),
    # Foundry Mechanic ALT_CORE_B_AX_07_R2 is written in axiom.py.
}
