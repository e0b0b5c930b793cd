"""Abilities of the Bravos starter cards (and the cross-faction rares of its deck)."""

from __future__ import annotations

from engine.cards.tokens import BOODA
from engine.effects.abilities import (
    GrantKeyword,
    NextPlayed,
    QuickAction,
    Reaction,
    SpellEffect,
)
from engine.effects.conditions import FirstPlayer
from engine.effects.costs import Cost
from engine.effects.filters import CHARACTER, Filter
from engine.effects.keywords import FLEETING, GIGANTIC, tough
from engine.effects.selectors import It, Me, Target
from engine.effects.steps import (
    CreateOngoing,
    CreateToken,
    Draw,
    GainBoosts,
    GainStatus,
    If,
    LoseStatus,
    May,
    Resupply,
    Sabotage,
    Send,
    Where,
)
from engine.effects.subjects import OneSubject
from engine.effects.triggers import AtPhase, OnJoin, OnPlayed
from engine.model import Phase, Status, Zone

#: "[D]: the next Character you play this turn gains 1 boost" — a support ability.
NEXT_CHARACTER_BOOST = QuickAction(
    Cost(discard_me=True), (CreateOngoing(NextPlayed(("character",), boosts=1), "turn"),),
    support=True)


def reserve_boosts(n: int) -> Reaction:
    """"[R] I gain N boosts"."""
    return Reaction(OnPlayed(Zone.RESERVE), (GainBoosts(Me(), n),))


_physical_training = SpellEffect((GainBoosts(Target(CHARACTER), 3),))
#: Dorothy Gale's "you may send target Character to Reserve".
DOROTHY_SEND = May(Send(Target(CHARACTER), Zone.RESERVE))

ABILITIES: dict[str, tuple] = {
    # Kojo & Booda
    "ALT_CORE_B_BR_01_C": (
        # the condition is printed after the dash: checked as the effect resolves (6.5.d)
        Reaction(AtPhase(Phase.NOON), (If(FirstPlayer(), (CreateToken(BOODA, Where("companion")),)),)),
    ),
    # Issun-bōshi; Haven Warrior (rare)
    "ALT_CORE_B_BR_05_C": (NEXT_CHARACTER_BOOST,),
    "ALT_CORE_B_BR_17_R": (NEXT_CHARACTER_BOOST,),
    # Haven Trainee; Ratatoskr; Sun Wukong
    "ALT_CORE_B_BR_09_C": (reserve_boosts(2),),
    "ALT_CORE_B_BR_04_C": (reserve_boosts(2),),
    "ALT_CORE_B_BR_04_R": (reserve_boosts(3),),
    "ALT_CORE_B_BR_18_C": (reserve_boosts(2),),
    "ALT_CORE_B_BR_18_R": (
        Reaction(OnPlayed(Zone.RESERVE), (OneSubject(Me(), (GainBoosts(It(), 2),
                                                            LoseStatus(It(), Status.FLEETING))),)),
    ),
    # Haven Bouncer
    "ALT_CORE_B_BR_15_C": (Reaction(OnPlayed(Zone.HAND), (Sabotage(),)), reserve_boosts(1)),
    # Atlas
    "ALT_CORE_B_BR_20_C": (GIGANTIC,),
    # Intimidation
    "ALT_CORE_B_BR_28_C": (
        FLEETING,
        SpellEffect((Send(Target(Filter(types=("character", "permanent"), max_hand_cost=4)),
                          Zone.HAND),)),
    ),
    # Bravos Tracer
    "ALT_CORE_B_BR_07_C": (Reaction(OnJoin(), (GainStatus(Me(), Status.FLEETING),)),),
    "ALT_CORE_B_BR_07_R": (Reaction(OnJoin(), (GainStatus(Me(), Status.FLEETING),)),),
    # Physical Training (and its Muna-deck rare)
    "ALT_CORE_B_BR_26_C": (_physical_training,),
    "ALT_CORE_B_BR_26_R2": (_physical_training,),
    "ALT_CORE_B_BR_26_R": (SpellEffect((GainBoosts(Target(CHARACTER), 3), Draw(1))),),
    # Shenlong
    "ALT_CORE_B_BR_22_R": (tough(1),),
    # The Spindle, Muna Bastion (Bravos-deck rare)
    "ALT_CORE_B_MU_30_R2": (GrantKeyword(Filter(controller="you"), tough(2)),),
    # Haven, Bravos Bastion (R2): its reference text is cut short (no colon after [T], no
    # word after "this"); read as the template of every such line, "… this turn" (rulings.py)
    "ALT_CORE_B_BR_30_R2": (
        Reaction(OnJoin(), (Resupply(),)),
        QuickAction(Cost(exhaust_me=True), (CreateOngoing(
            NextPlayed(("character",), boosts=1, from_reserve=True), "turn"),)),
    ),
    # Dorothy Gale (Bravos-deck rare)
    "ALT_CORE_B_YZ_16_R2": (Reaction(OnPlayed(Zone.HAND), (DOROTHY_SEND,)),),
}
