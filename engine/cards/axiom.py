"""Abilities of the Axiom starter cards (and the cross-faction rares of its deck)."""

from __future__ import annotations

from engine.cards.tokens import BRASSBUG
from engine.effects.abilities import (
    NextPlayed,
    QuickAction,
    Reaction,
    ReplaceResupply,
    SpellEffect,
)
from engine.effects.conditions import IHaveCounters, YouControl
from engine.effects.costs import Cost
from engine.effects.filters import Filter
from engine.effects.keywords import FLEETING
from engine.effects.regions import GainAbility
from engine.effects.selectors import It, Me, Target
from engine.effects.steps import (
    ActivateJoin,
    Choose,
    CreateOngoing,
    CreateToken,
    Draw,
    GainBoosts,
    GainCounters,
    If,
    PayToDo,
    PutFromHand,
    Resupply,
    Sabotage,
    Send,
    Then,
    Where,
)
from engine.effects.triggers import (
    AtPhase,
    OnJoin,
    OnPlayed,
    WhenACardLeavesYourReserve,
    WhenJoinsYourExpeditions,
    WhenYouPlay,
)
from engine.model import Phase, Zone

LANDMARK = Filter(types=("permanent",), zones=(Zone.LANDMARK,))

_brassbug_in_target = CreateToken(BRASSBUG, Where("target"))
_next_permanent_cheaper = QuickAction(
    Cost(discard_me=True), (CreateOngoing(NextPlayed(("permanent",), cost_less=1), "turn"),),
    support=True)

# Treyst & Rossum: the paragraph after the Reaction's first sentence goes on with its effect
_treyst_quick = QuickAction(Cost(exhaust_me=True), (Then((Draw(1), PutFromHand(Zone.RESERVE))),))
_treyst = Reaction(WhenACardLeavesYourReserve(Phase.AFTERNOON), (
    If(IHaveCounters("scrap", 5, less=True), (GainCounters(Me(), "scrap", 1),)),
    If(IHaveCounters("scrap", 5), (GainAbility(Me(), _treyst_quick),)),
))

ABILITIES: dict[str, tuple] = {
    # Treyst & Rossum
    "ALT_CORE_B_AX_02_C": (_treyst,),
    # Sierra & Oddball
    "ALT_CORE_B_AX_01_C": (
        Reaction(WhenYouPlay(Filter(types=("permanent",), min_hand_cost=3)),
                 (PayToDo(Cost(exhaust_me=True), (_brassbug_in_target,)),)),
    ),
    # Kelon Elemental
    "ALT_CORE_B_AX_04_C": (Reaction(OnPlayed(Zone.HAND), (PutFromHand(Zone.RESERVE),)),),
    # Axiom Salvager
    "ALT_CORE_B_AX_08_C": (Reaction(OnPlayed(Zone.RESERVE), (Resupply(),)),),
    # Foundry Armorer
    "ALT_CORE_B_AX_16_C": (Reaction(OnPlayed(Zone.RESERVE), (_brassbug_in_target,)),),
    # Kelon Burst
    "ALT_CORE_B_AX_23_C": (
        FLEETING,
        SpellEffect((Choose((
            (Send(Target(Filter(max_hand_cost=4)), Zone.RESERVE, zone_first=True),),
            (Send(Target(Filter(types=("permanent",), max_hand_cost=4)), Zone.DISCARD),),
        )),)),
    ),
    # Brassbug Hub
    "ALT_CORE_B_AX_24_C": (
        Reaction(OnJoin(), (GainCounters(Me(), "kelon", 3),)),
        Reaction(AtPhase(Phase.NOON),
                 (PayToDo(Cost(mana=1, spend=(("kelon", 1),)), (_brassbug_in_target,)),)),
    ),
    # Axiom Reprocessor
    "ALT_CORE_B_AX_25_C": (Reaction(AtPhase(Phase.NOON), (Resupply(),)),),
    # Foundry Mechanic (common, rare, and the Ordis-deck rare)
    "ALT_CORE_B_AX_07_C": (_next_permanent_cheaper,),
    "ALT_CORE_B_AX_07_R": (_next_permanent_cheaper,),
    "ALT_CORE_B_AX_07_R2": (_next_permanent_cheaper,),
    "ALT_CORE_B_OR_09_R2": (_next_permanent_cheaper,),
    # Three Little Pigs
    "ALT_CORE_B_AX_12_C": (Reaction(OnJoin(), (If(YouControl(LANDMARK, 2), (GainBoosts(Me(), 1),)),)),),
    "ALT_CORE_B_AX_12_R": (Reaction(OnJoin(), (If(YouControl(LANDMARK, 2), (GainBoosts(Me(), 2),)),)),),
    # Axiom Scrambler
    "ALT_CORE_B_AX_15_C": (Reaction(OnPlayed(Zone.HAND), (Sabotage(),)),),
    "ALT_CORE_B_AX_15_R": (Reaction(OnPlayed(Zone.HAND), (Sabotage(),)),),
    # Brassbug Hive
    "ALT_CORE_B_AX_30_C": (
        Reaction(OnJoin(), (_brassbug_in_target,)),
        Reaction(AtPhase(Phase.NOON), (_brassbug_in_target,)),
    ),
    "ALT_CORE_B_AX_30_R": (
        Reaction(OnJoin(), (_brassbug_in_target,)),
        Reaction(AtPhase(Phase.NOON), (_brassbug_in_target,)),
        Reaction(WhenJoinsYourExpeditions(Filter(subtype="robot")), (GainBoosts(It(), 1),)),
    ),
    # Jian, Assembly Overseer (rare)
    "ALT_CORE_B_AX_10_R": (
        QuickAction(Cost(discard_me=True),
                    (ActivateJoin(Target(Filter(types=("permanent",), controller="you"))),),
                    support=True),
    ),
    # Kelonic Generator
    "ALT_CORE_B_AX_27_R": (QuickAction(Cost(mana=1, exhaust_me=True), (Draw(1),)),),
    # The Ouroboros, Lyra Bastion (Axiom rare version)
    "ALT_CORE_B_LY_30_R2": (
        Reaction(OnJoin(), (Resupply(),)),
        ReplaceResupply(),
    ),
}
