"""Test-only cards: the cards the Complete Rules' examples talk about, and one card per
borrowed construct, written in the effects language.  Importing this module registers
them (references start with TEST_); they are never in a deck a player can build.

The names follow the rules' examples so a test reads like the example, but the abilities
are only as much of each card as the example needs.
"""

from __future__ import annotations

from engine.cards.registry import card_by_ref, register
from engine.cards.tokens import BOODA, BRASSBUG, MAW, ORDIS_RECRUIT
from engine.effects.abilities import (
    Ability,
    CostChange,
    GrantKeyword,
    NextPlayed,
    QuickAction,
    QuickActionCostingMore,
    Reaction,
    ReplaceRoll,
    SpellEffect,
)
from engine.effects.alterations import (
    DiscardTopEachTime,
    GainBoostsAdditional,
    StatusOrAlready,
    ThisActivationAgain,
)
from engine.effects.boosts import Augment, Double, ExchangeBoosts
from engine.effects.conditions import (
    ChosenIs,
    FirstPlayer,
    IAmInTerrain,
    IWas,
    MyExpeditionIs,
    YouControl,
)
from engine.effects.control import Exchange
from engine.effects.costs import Cost, CostsMoreUnlessFirst, HandToReserveCost
from engine.effects.counts import CountOf
from engine.effects.dice import Outcome, RollDie
from engine.effects.filters import CHAR_OR_PERM, Filter
from engine.effects.keywords import (
    COOLDOWN,
    DEFENDER,
    ETERNAL,
    GIGANTIC,
    SEASONED,
    scout,
    tough,
)
from engine.effects.modes import ForEach, MayAll, MayDo
from engine.effects.modifiers import (
    AlsoWhenDrawing,
    DrawCountModifier,
    InsteadOfLeaving,
    ThatActivation,
)
from engine.effects.movement import PutInPlay, SacrificeThat
from engine.effects.passives import (
    AllRegionsAre,
    CantMoveForward,
    GrantAbility,
    IfIAmIn,
    IgnoreAbilities,
    LoneCharacterGains,
    ObjectsAre,
    OthersLoseAbilities,
    TriggersDontActivate,
)
from engine.effects.players import EachPlayerMay, ForPlayer
from engine.effects.playing import PlayMeForFree
from engine.effects.regions import SwitchExpeditions
from engine.effects.reserve import exchange_reserve_with_hand
from engine.effects.selectors import All, Chosen, It, Me, Target, Us
from engine.effects.statuses import Ready
from engine.effects.steps import (
    EACH,
    ActivateJoin,
    AfterYou,
    CreateOngoing,
    CreateToken,
    Draw,
    GainBoosts,
    GainStatus,
    If,
    IfYouDid,
    LoseStatus,
    Mark,
    May,
    MoveExpedition,
    PayToDo,
    PutFromHand,
    Repeat,
    Resupply,
    Sabotage,
    Sacrifice,
    Send,
    Where,
    Who,
)
from engine.effects.triggers import (
    AtPhase,
    OnJoin,
    OnPlayed,
    WhenAnotherJoinsMyExpedition,
    WhenIBecome,
    WhenIGoTo,
    WhenILeave,
    WhenISacrificed,
    WhenJoinsYourExpeditions,
    WhenMyExpeditionFailsToMoveForward,
    WhenYouPlay,
)
from engine.model import CardDef, CardType, Faction, Phase, Stats, Status, Terrain, Zone

_HAND = OnPlayed(Zone.HAND)
_RESERVE = OnPlayed(Zone.RESERVE)
_SUPPORT_DISCARD = Cost(discard_me=True)
#: "[D]: the next Character you play this turn gains 1 boost" — a support ability.
NEXT_CHARACTER_BOOST = QuickAction(
    _SUPPORT_DISCARD, (CreateOngoing(NextPlayed(("character",), boosts=1), "turn"),),
    support=True)


#: the cards this module defines, in the order written; `LIBRARY` (at the end) is this list
#: as it stands once the module is loaded.  A test module registering a card of its own
#: through `_card` (tests/engine/test_replacing.py) appends here after that, and LIBRARY
#: does not see it: tests draw random decks from LIBRARY, and a deck drawn from a list
#: that grew with whichever test modules were imported first played a different game
#: run alone than in the suite (test_clone's seed 0 cloned 5 times alone, 7 in the suite).
_WRITTEN: list[str] = []


def _card(ref: str, name: str, abilities: tuple[Ability, ...] = (), *,
          type: CardType = CardType.CHARACTER, cost: int = 1, reserve_cost: int | None = None,
          stats: tuple[int, int, int] = (1, 1, 1), subtypes: tuple[str, ...] = (),
          zone_type: str | None = None) -> str:
    cdef = CardDef(ref=ref, name=name, type=type, faction=Faction.AXIOM, hand_cost=cost,
                   reserve_cost=cost if reserve_cost is None else reserve_cost,
                   stats=Stats(*stats) if type is CardType.CHARACTER else None,
                   subtypes=subtypes, zone_type=zone_type, abilities=abilities)
    if ref not in _WRITTEN:
        _WRITTEN.append(ref)
    try:
        if card_by_ref(ref) == cdef:
            return ref
    except KeyError:
        pass
    register(cdef)
    return ref


def _spell(ref: str, name: str, *steps: object, cost: int = 1) -> str:
    return _card(ref, name, (SpellEffect(tuple(steps)),), type=CardType.SPELL, cost=cost)  # type: ignore[arg-type]


def _landmark(ref: str, name: str, abilities: tuple[Ability, ...], cost: int = 1) -> str:
    return _card(ref, name, abilities, type=CardType.PERMANENT, zone_type="landmark", cost=cost)


def _hero(ref: str, name: str, abilities: tuple[Ability, ...]) -> str:
    return _card(ref, name, abilities, type=CardType.HERO, cost=0)


# ------------------------------------------------------------------------- plain bodies
VANILLA = _card("TEST_VANILLA", "Test Recruit")
BIG = _card("TEST_BIG", "Test Giant Body", stats=(3, 3, 3), cost=2)
FILLER = _card("TEST_FILLER_CARD", "Test Filler", cost=9)
ROBOT = _card("TEST_ROBOT", "Test Robot", subtypes=("robot",))
SPARE_PERMANENT = _landmark("TEST_PERMANENT", "Test Monument", ())
SKITTISH = _card("TEST_SKITTISH", "Test Skittish", (Reaction(OnJoin(), (Send(Me(), Zone.RESERVE),)),))

# ------------------------------------------------------------------------- rule examples
KITSUNE = _card("TEST_KITSUNE", "Kitsune", (Reaction(_HAND, (EachPlayerMay(Resupply()),)),))
ANUBIS = _card("TEST_ANUBIS", "Anubis", (Reaction(OnJoin(), (Sacrifice(who=EACH),)),))
HAVEN = _landmark("TEST_HAVEN", "Haven, Bravos Bastion", (
    GrantAbility(Filter(controller="you"), Reaction(_RESERVE, (GainBoosts(Me(), 1),))),))
KUWAT = _card("TEST_KUWAT", "Kuwat, the Dissenter", (Reaction(OnJoin(), (Sacrifice(),)),))
JELLYFISH = _card("TEST_JELLYFISH", "Moonlight Jellyfish", (
    Reaction(WhenISacrificed(), (Send(Me(), Zone.RESERVE),), condition=IWas(Status.FLEETING, True)),))
COPPELIA = _card("TEST_COPPELIA", "Coppélia", (
    Reaction(WhenIGoTo(Zone.RESERVE, Zone.HAND), (PlayMeForFree(), GainStatus(Me(), Status.ASLEEP))),),
    cost=4)
STASH = _spell("TEST_STASH", "Test Stash", PutFromHand(Zone.RESERVE))
BANISHING_GATE = _spell("TEST_BANISHING_GATE", "Banishing Gate", Send(Target(CHAR_OR_PERM), Zone.DISCARD))
ADA = _card("TEST_ADA", "Ada Lovelace", (
    Reaction(_RESERVE, (May(PutFromHand(Zone.RESERVE)), If(ChosenIs("permanent"), (Draw(1),)))),))
ALOE_VERA = _card("TEST_ALOE_VERA", "Aloe Vera", (Reaction(AtPhase(Phase.NOON), (Resupply(),)),))
CELEBRATION_DAY = _spell("TEST_CELEBRATION_DAY", "Celebration Day", CreateOngoing(CantMoveForward(), "day"))
KRAKEN = _card("TEST_KRAKEN", "The Kraken", (AllRegionsAre(Terrain.WATER, only=True),))
TINKER_BELL = _card("TEST_TINKER_BELL", "Tinker Bell")
ORDIS_CADETS = _card("TEST_ORDIS_CADETS", "Ordis Cadets", (Reaction(OnJoin(), (CreateToken(ORDIS_RECRUIT),)),))
KOJO = _hero("TEST_KOJO", "Kojo & Booda", (
    Reaction(AtPhase(Phase.NOON), (CreateToken(BOODA, Where("companion")),), condition=FirstPlayer()),))
HAVEN_TRAINEE = _card("TEST_HAVEN_TRAINEE", "Haven Trainee", (
    Reaction(_RESERVE, (GainBoosts(Me(), 2),)), NEXT_CHARACTER_BOOST))
LINDIWE = _hero("TEST_LINDIWE", "Lindiwe & Maw", (
    QuickActionCostingMore(CostsMoreUnlessFirst(Cost(exhaust_me=True)),
                           (CreateToken(MAW, Where("companion")),)),))
TWINKLE = _card("TEST_TWINKLE", "Twinkle Twinkle", (
    QuickAction(_SUPPORT_DISCARD, (CreateOngoing(NextPlayed(("character", "permanent", "spell"),
                                                            cost_less=1), "turn"),), support=True),))
ATLAS = _card("TEST_ATLAS", "Atlas", (GIGANTIC,), stats=(2, 2, 2))
AMAROK = _card("TEST_AMAROK", "Amarok", (Reaction(WhenAnotherJoinsMyExpedition(), (SacrificeThat(It()),)),))
SILENCER = _card("TEST_SILENCER", "Test Silencer", (OthersLoseAbilities(),))
FOREST_MAKER = _card("TEST_FOREST_MAKER", "Test Forest Maker", (AllRegionsAre(Terrain.FOREST),))
ELEMENTAL_GIANTS = _card("TEST_ELEMENTAL_GIANTS", "Test Elemental Lord", (
    GrantKeyword(Filter(subtype="elemental"), GIGANTIC),))
ELEMENTALIZER = _card("TEST_ELEMENTALIZER", "Test Elementalizer", (ObjectsAre(Filter(), "elemental"),))
# "Your boosted Characters have Defender": a passive whose filter reads boosts (issue #27)
BOOSTED_GUARD = _card("TEST_BOOSTED_GUARD", "Test Boosted Guard", (
    GrantKeyword(Filter(controller="you", boosted=True), DEFENDER),))
FOREST_GIANT = _card("TEST_FOREST_GIANT", "Test Forest Giant", (IfIAmIn(Terrain.FOREST, GIGANTIC),))
SUBHASH = _hero("TEST_SUBHASH", "Subhash & Marmo", (
    Reaction(AtPhase(Phase.NOON), (PayToDo(HandToReserveCost(1), (CreateToken(BRASSBUG, Where("target")),)),)),))
DREDGER_DRONE = _card("TEST_DREDGER_DRONE", "Dredger Drone", (
    Reaction(AtPhase(Phase.NOON), (GainBoosts(Me(), 1),), support=True),))
ROBIN_HOOD = _card("TEST_ROBIN_HOOD", "Robin Hood", (CostChange(at_least=2, whose="opponent"),))
LADY_OF_THE_LAKE = _card("TEST_LADY_OF_THE_LAKE", "Lady of the Lake", (
    QuickAction(_SUPPORT_DISCARD, (CreateOngoing(NextPlayed(("character",), loses=Status.FLEETING),
                                                 "turn"),), support=True),))
BRAVOS_TRACER = _card("TEST_BRAVOS_TRACER", "Bravos Tracer", (
    Reaction(OnJoin(), (GainStatus(Me(), Status.FLEETING),)),))
SPY_CRAFT = _spell("TEST_SPY_CRAFT", "Spy Craft", Sabotage(), Resupply())
OPEN_THE_GATES = _spell("TEST_OPEN_THE_GATES", "Open the Gates",
                        CreateToken(ORDIS_RECRUIT, Where("each"), count=2))
MONOLITH = _landmark("TEST_MONOLITH", "The Monolith, Ordis Bastion", (
    Reaction(WhenJoinsYourExpeditions(), (GainBoosts(It(), 1),)),))
MIGHTY_JINN = _card("TEST_MIGHTY_JINN", "Mighty Jinn", (
    InsteadOfLeaving(Zone.MANA, optional=True, otherwise=(Draw(1),)),))
PAINT_PRISON = _spell("TEST_PAINT_PRISON", "Paint Prison", Send(Target(Filter()), Zone.DECK))
MIND_APOTHEOSIS = _spell("TEST_MIND_APOTHEOSIS", "Mind Apotheosis", PutInPlay(
    Chosen(Filter(zones=(Zone.RESERVE,), owner="you")), "hero"))
ASMODEUS = _card("TEST_ASMODEUS", "Asmodeus", (Reaction(OnJoin(), (GainBoosts(Me(), 2),)),))
MANA_REAPING = _spell("TEST_MANA_REAPING", "Mana Reaping", Send(
    Target(Filter(types=("permanent",), zones=(Zone.LANDMARK,))), Zone.DISCARD))
ARMORED_JAMMER = _landmark("TEST_ARMORED_JAMMER", "Armored Jammer", (
    Reaction(WhenILeave(Zone.LANDMARK), (Sabotage(),)),))
RECALL = _spell("TEST_RECALL", "Test Recall", Send(Target(Filter()), Zone.RESERVE))
HOMESICK = _card("TEST_HOMESICK", "Test Homesick Soldier", (
    Reaction(WhenIGoTo(Zone.RESERVE, Zone.EXPEDITION), (CreateToken(ORDIS_RECRUIT),)),))
SEIRINGAR = _card("TEST_SEIRINGAR", "Haven Seiringar", (
    Reaction(WhenILeave(Zone.EXPEDITION), (Draw(1),), condition=IWas(Status.FLEETING)),))
SNOW_MAIDEN = _card("TEST_SNOW_MAIDEN", "The Snow Maiden", (
    Reaction(_HAND, (ForPlayer(Who("target_opponent"), (Repeat(May(Resupply(exhausted=True)), 2),)),)),))
RATATOSKR = _card("TEST_RATATOSKR", "Ratatoskr", (Reaction(_RESERVE, (GainBoosts(Me(), 2),)),))
RATATOSKR_RECRUITS = _card("TEST_RATATOSKR_RECRUITS", "Ratatoskr (recruiter)", (
    Reaction(_RESERVE, (CreateToken(ORDIS_RECRUIT, count=2),)),))
CHARGE = _spell("TEST_CHARGE", "Charge!", GainBoosts(All(Filter(controller="you")), 1))
FRANKENSTEIN = _card("TEST_FRANKENSTEIN", "Dr. Frankenstein", (
    Reaction(_RESERVE, (May(ActivateJoin(Target(Filter(types=("permanent",), controller="you")))),)),))
COUNCIL = _card("TEST_COUNCIL", "The Council", (TriggersDontActivate(),))
HUA_MULAN = _card("TEST_HUA_MULAN", "Hua Mulan", (Reaction(_RESERVE, (LoseStatus(Me(), Status.FLEETING),)),))
ALICE = _card("TEST_ALICE", "Alice", (QuickAction(_SUPPORT_DISCARD, (AfterYou(),), support=True),))
SLEIGHT_OF_HAND = _spell("TEST_SLEIGHT_OF_HAND", "Sleight of Hand", exchange_reserve_with_hand())
CHANGING_GUARD = _spell("TEST_CHANGING_GUARD", "Changing of the Guard", Exchange(
    Target(Filter(controller="you")), Chosen(Filter(owner="you", zones=(Zone.RESERVE,)))))
ENERGY_BARS = _card("TEST_ENERGY_BARS", "Eat Me Energy Bars", (LoneCharacterGains(GIGANTIC),),
                    type=CardType.PERMANENT, zone_type="expedition")
OVERSEER = _card("TEST_OVERSEER", "Ordis Overseer", (
    Reaction(OnJoin(), (If(MyExpeditionIs("behind"), (CreateToken(ORDIS_RECRUIT),)),)),))
ABY = _card("TEST_ABY", "Aby, Sap Courier", (
    scout(1),
    Reaction(OnJoin(), (May(Augment(Target(Filter(types=(), zones=(Zone.EXPEDITION, Zone.LANDMARK,
                                                                   Zone.RESERVE))))),)),), cost=3)
DAEDALUS = _card("TEST_DAEDALUS", "Daedalus", (
    scout(1),
    Reaction(OnJoin(), (Mark(Target(Filter(other=True, zones=(Zone.EXPEDITION, Zone.RESERVE)))),
                        RollDie((Outcome(4, 6, (GainBoosts(Us(), 1),)),
                                 Outcome(1, 3, (GainBoosts(It(), 1),)))))),), cost=3)
SWITCHER = _spell("TEST_SWITCHER", "Test Switcheroo", SwitchExpeditions(Target(Filter(controller="you"))))

# ------------------------------------------------------------------------- borrowed constructs
OVERCLOCK = _spell("TEST_OVERCLOCK", "Test Overclock", GainBoostsAdditional(
    Target(Filter()), 1, 1, Filter(subtype="robot")))
MOORING = _spell("TEST_MOORING", "Test Mooring", StatusOrAlready(
    Target(Filter()), Status.ANCHORED, (GainBoosts(It(), 2),)))
DIG = _spell("TEST_DIG", "Test Deep Dig", DiscardTopEachTime(3, ("character",), (Draw(1),)))
CONDUCTOR = _landmark("TEST_CONDUCTOR", "Test Conductor", (
    ThatActivation(Filter(subtype="robot"), (Draw(1),)),))
JOIN_WATCHER_IF = _landmark("TEST_RECKLESS_PACT", "Test Reckless Pact", (
    Reaction(WhenJoinsYourExpeditions(), (MayDo(SacrificeThat(It())), IfYouDid((Draw(2),)))),))
JOIN_WATCHER_AND = _landmark("TEST_BOLD_PACT", "Test Bold Pact", (
    Reaction(WhenJoinsYourExpeditions(), (MayAll((SacrificeThat(It()), Draw(2))),)),))
SCHOLAR = _card("TEST_SCHOLAR", "Test Scholar", (DrawCountModifier(2, "you"),))
MUFFLER = _card("TEST_MUFFLER", "Test Muffler", (DrawCountModifier(-2, "opponents"),))
STUDY = _spell("TEST_STUDY", "Test Study", Draw(1))
RALLY = _spell("TEST_RALLY", "Test Rally", ForEach(CreateToken(ORDIS_RECRUIT, Where("hero")),
                                                     CountOf(Filter())))

# ------------------------------------------------------------------------- vocabulary
AUGMENTER = _spell("TEST_AUGMENTER", "Test Augment", Augment(Target(Filter(types=(), zones=(
    Zone.EXPEDITION, Zone.LANDMARK, Zone.RESERVE)))))
DOUBLER = _spell("TEST_DOUBLER", "Test Double", Double(Target(Filter())))
EXCHANGER = _spell("TEST_EXCHANGER", "Test Exchange", ExchangeBoosts(Target(Filter(), count=2)))
READIER = _spell("TEST_READIER", "Test Ready", Ready(Target(Filter(types=("character", "permanent")))))
SLEEPER = _spell("TEST_SLEEPER", "Test Lullaby", GainStatus(Target(Filter()), Status.ASLEEP))
WATCHFUL = _card("TEST_WATCHFUL", "Test Watchful", (
    Reaction(WhenIBecome(Status.ASLEEP), (Draw(1),)),))
ROBOT_J = _card("TEST_ROBOT_J", "Test Eager Robot", (Reaction(OnJoin(), (GainBoosts(Me(), 1),)),),
                subtypes=("robot",))
LANDLUBBER = _card("TEST_LANDLUBBER", "Test Landlubber", stats=(4, 4, 0), cost=2)

# ------------------------------------------------------------------------- more vocabulary
EXHAUSTER = _spell("TEST_EXHAUSTER", "Test Exhaust",
                   GainStatus(Target(Filter(types=("character", "permanent"))), Status.EXHAUSTED))
PUSHER = _card("TEST_PUSHER", "Test Pusher", (Reaction(OnJoin(), (MoveExpedition("mine", forward=True),)),))
PULLER = _card("TEST_PULLER", "Test Puller", (Reaction(OnJoin(), (MoveExpedition("facing_me"),)),))
SULKER = _card("TEST_SULKER", "Test Sulker", (
    Reaction(WhenMyExpeditionFailsToMoveForward(), (GainBoosts(Me(), 1),)),))
FOREST_WALKER = _card("TEST_FOREST_WALKER", "Test Forest Walker", (
    Reaction(OnJoin(), (If(IAmInTerrain(Terrain.FOREST), (GainBoosts(Me(), 1),)),)),))
IGNORER = _card("TEST_IGNORER", "Test Hush", (IgnoreAbilities(),))
VETERAN = _card("TEST_VETERAN", "Test Veteran", (SEASONED,))
WALL = _card("TEST_WALL", "Test Wall", (DEFENDER,), stats=(0, 0, 0))
UNDYING = _card("TEST_UNDYING", "Test Undying", (ETERNAL,))
TOUGH_GUY = _card("TEST_TOUGH", "Test Tough Guy", (tough(1),))
COOLDOWN_SPELL = _card("TEST_COOLDOWN", "Test Cooldown", (COOLDOWN, SpellEffect((Draw(1),))),
                       type=CardType.SPELL)
INKWELL = _card("TEST_INKWELL", "Test Inkwell", (AlsoWhenDrawing((GainBoosts(Me(), 1),)),))
LUCKY = _card("TEST_LUCKY", "Test Lucky Charm", (ReplaceRoll(),))
GAMBLE = _spell("TEST_GAMBLE", "Test Gamble", RollDie((Outcome(4, 6, (Draw(1),)),)))
GIANT_J = _card("TEST_GIANT_J", "Test Eager Giant", (GIGANTIC, Reaction(OnJoin(), (GainBoosts(Me(), 1),))),
                stats=(2, 2, 2))
GIANT_PULLER = _card("TEST_GIANT_PULLER", "Test Pulling Giant", (
    GIGANTIC, Reaction(OnJoin(), (MoveExpedition("facing_me"),))))
GIANT_OTHER = _card("TEST_GIANT_OTHER", "Test Lonely Giant", (
    GIGANTIC, Reaction(OnJoin(), (CreateToken(ORDIS_RECRUIT, Where("other")),))))
PROCESSION = _spell("TEST_PROCESSION", "Test Procession",
                    CreateOngoing(CantMoveForward(), "afternoon"))
REVIVER = _spell("TEST_REVIVER", "Test Reviver", ActivateJoin(Target(Filter())))
BOUNCE = _spell("TEST_BOUNCE", "Test Bounce", Send(Target(Filter()), Zone.HAND))
SPELL_FAN = _card("TEST_SPELL_FAN", "Test Spell Fan", (
    Reaction(WhenYouPlay(Filter(types=("spell",))), (GainBoosts(Me(), 1),)),))
HOMING = _card("TEST_HOMING", "Test Homing Pigeon", (InsteadOfLeaving(Zone.HAND),))
GROW = _card("TEST_GROW", "Test Grow Tall", (QuickAction(_SUPPORT_DISCARD, (
    CreateOngoing(GrantKeyword(Filter(controller="you"), GIGANTIC), "turn"),), support=True),))
DEMOLISH = _spell("TEST_DEMOLISH", "Test Demolish", If(
    YouControl(Filter(types=("permanent",), zones=(Zone.LANDMARK,))),
    (Send(Target(Filter(types=("permanent",), zones=(Zone.LANDMARK,), controller="you")),
          Zone.DISCARD),),
    (Draw(1),)))
_ENCORE = ThisActivationAgain()
ENCORE = _card("TEST_ENCORE", "Test Encore", (
    Reaction(AtPhase(Phase.NOON), (GainBoosts(Me(), 1), RollDie((Outcome(6, 6, (_ENCORE,)),)))),))

#: the test library: every card written above, in order, and none registered later
#: (see `_WRITTEN`)
LIBRARY: tuple[str, ...] = tuple(_WRITTEN)
