"""Abilities of the Lyra starter cards (and the cross-faction rares of its deck)."""

from __future__ import annotations

from engine.effects.abilities import (
    DiscardFromReserve,
    OptionalCostReduction,
    QuickAction,
    Reaction,
    ReplaceRoll,
    SpellEffect,
)
from engine.effects.costs import Cost
from engine.effects.filters import CHAR_OR_PERM, CHARACTER, Filter
from engine.effects.keywords import FLEETING
from engine.effects.selectors import Chosen, It, Me, Target
from engine.effects.steps import (
    DieResult,
    Draw,
    GainBoosts,
    GainStatus,
    Mark,
    Outcome,
    Resupply,
    RollDie,
    Sabotage,
    Send,
    Then,
)
from engine.effects.triggers import OnJoin, OnPlayed, WhenYouRoll
from engine.model import Status, Zone

#: "[D]: target Character with Hand Cost 3 or less gains Anchored" — a support ability.
ANCHOR_SMALL = QuickAction(
    Cost(discard_me=True), (GainStatus(Target(Filter(max_hand_cost=3)), Status.ANCHORED),),
    support=True)


def trickster(high: int) -> Reaction:
    """"[J] Roll a die: on 4+ I gain `high` boosts, on 1-3 I gain 1 boost"."""
    return Reaction(OnJoin(), (RollDie((Outcome(4, 6, (GainBoosts(Me(), high),)),
                                        Outcome(1, 3, (GainBoosts(Me(), 1),)))),))


def paint_prison(reduction: int) -> tuple:
    return (
        FLEETING,
        OptionalCostReduction(DiscardFromReserve(), reduction),
        SpellEffect((Send(Target(CHAR_OR_PERM), Zone.DECK),)),
    )


_asmodeus = Reaction(OnJoin(), (RollDie((Outcome(4, 6, (GainStatus(Me(), Status.ANCHORED),)),
                                         Outcome(1, 3, (GainBoosts(Me(), 3),)))),))
_cloth_dancer = Reaction(OnPlayed(Zone.HAND),
                         (GainStatus(Target(CHARACTER, up_to=True), Status.FLEETING),))
OFF_YOU_GO = SpellEffect((Send(Target(Filter(max_hand_cost=3)), Zone.RESERVE, zone_first=True),))

ABILITIES: dict[str, tuple] = {
    # Nevenka & Blotch
    "ALT_CORE_B_LY_01_C": (
        QuickAction(Cost(exhaust_me=True), (Then((
            Mark(Target(Filter(controller="you"))),
            RollDie((Outcome(6, 6, (GainStatus(It(), Status.ANCHORED),)),
                     Outcome(2, 5, (GainBoosts(It(), 1),)),
                     Outcome(1, 1, (Send(It(), Zone.RESERVE),))), bullets=True),
        )),)),
    ),
    # Hathor
    "ALT_CORE_B_LY_07_C": (
        QuickAction(Cost(discard_me=True), (
            Send(Chosen(Filter(types=(), zones=(Zone.RESERVE,), owner="you", other=True)),
                 Zone.HAND),), support=True),
    ),
    # Lyra Cloth Dancer (and the Muna-deck rare)
    "ALT_CORE_B_LY_14_C": (_cloth_dancer,),
    "ALT_CORE_B_LY_14_R2": (_cloth_dancer,),
    # Ouroboros Croupier
    "ALT_CORE_B_LY_17_C": (
        Reaction(OnPlayed(Zone.HAND), (RollDie((Outcome(4, 6, (Draw(1),)),
                                                Outcome(1, 3, (Resupply(),)))),)),
    ),
    # All In!
    "ALT_CORE_B_LY_25_C": (SpellEffect((RollDie(), GainBoosts(Target(CHARACTER), DieResult()))),),
    # Ouroboros Trickster
    "ALT_CORE_B_LY_06_C": (trickster(2),),
    "ALT_CORE_B_LY_06_R": (trickster(3),),
    # Esmeralda
    "ALT_CORE_B_LY_11_C": (Reaction(OnPlayed(Zone.HAND), (Resupply(),)),),
    "ALT_CORE_B_LY_11_R": (Reaction(OnJoin(), (Resupply(),)),),
    # Paint Prison
    "ALT_CORE_B_LY_26_C": paint_prison(2),
    "ALT_CORE_B_LY_26_R": paint_prison(1),
    # Tanuki
    "ALT_CORE_B_LY_09_C": (Reaction(OnPlayed(Zone.HAND), (Sabotage(),)),),
    "ALT_CORE_B_LY_09_R": (
        Reaction(OnPlayed(Zone.HAND), (Sabotage(),)),
        Reaction(OnPlayed(Zone.RESERVE), (RollDie((Outcome(4, 6, (Sabotage(),)),)),)),
    ),
    # Asmodeus
    "ALT_CORE_B_LY_20_C": (_asmodeus,),
    "ALT_CORE_B_LY_20_R": (_asmodeus,),
    # The Ouroboros, Lyra Bastion
    "ALT_CORE_B_LY_30_R": (ReplaceRoll(),),
    # Kadigiran Mage-Dancer (Lyra-deck rare)
    "ALT_CORE_B_YZ_07_R2": (Reaction(WhenYouRoll(), (GainBoosts(Me(), 1),)),),
    # Off you go! (Lyra-deck rare; the common is in yzmir.py)
    "ALT_CORE_B_YZ_21_R2": (OFF_YOU_GO,),
    # The Hatter
    "ALT_CORE_B_LY_18_C": (ANCHOR_SMALL,),
}
