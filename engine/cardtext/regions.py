"""Productions for terrains, regions and Expeditions: Ascended Expeditions, moving forward,
Defect (engine/effects/regions.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardtext.grammar import EFFECT, NotUnderstood
from engine.cardtext.nouns import NUM, number, selector
from engine.cardtext.tokens import _TOKEN, _token
from engine.effects.abilities.next_played import NextPlayedHereActivatesOne
from engine.effects.filters import Filter
from engine.effects.modes.then import Have
from engine.effects.regions import (
    ArmNextJoiner,
    Ascend,
    CreateInTargetExpeditions,
    CreateOngoingHere,
    Defect,
    EachFromTargetExpedition,
    HaveMe,
    LandmarkFromHandForFree,
    OneOfYourExpeditionsMoves,
    OtherExpeditionForward,
    SacrificeOneLandmark,
    SwitchExpeditions,
    TheExpeditionFacingMeMoves,
)
from engine.effects.selectors.pronouns import Me, ThatOne
from engine.effects.selectors.targets import Target
from engine.effects.steps.tokens import Where
from engine.model import Zone

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


@EFFECT.rule(r"the next character played from your hand in my expedition this turn activates "
             r"one of its \{(?P<sym>[jhr])\} abilities(?:, then gains (?P<n>" + NUM + r") boosts?)?")
def _next_played_here_activates(sym: str, n: str | None, card: Card) -> Any:
    passive = NextPlayedHereActivatesOne(("character",), from_hand=True, activates=sym.upper(),
                                         then_boosts=number(n) if n else 0)
    return CreateOngoingHere(passive)




@EFFECT.rule(r"the next character that joins my expedition this turn gains (?P<n>" + NUM
             + r") boosts?")
def _next_joiner(n: str, card: Card) -> Any:
    return ArmNextJoiner(number(n))


@EFFECT.rule(r"(?P<who>.+?) switch(?:es)? expedition(?P<s>s)?")
def _switch(who: str, card: Card, s: str | None = None) -> Any:
    # the unique cards print "switches Expedition": the same action (7.3.28)
    return SwitchExpeditions(selector(who), singular=not s)


_ASCENDERS = {"target expedition ascends": "target", "my expedition ascends": "mine",
              "both of your expeditions ascend": "each",
              "your hero expedition ascends": "hero",
              "your companion expedition ascends": "companion"}


@EFFECT.rule(r"(?P<who>target expedition ascends|my expedition ascends|both of your "
             r"expeditions ascend|your hero expedition ascends|your companion expedition "
             r"ascends)")
def _ascends(who: str, card: Card) -> Any:
    return Ascend(Where(_ASCENDERS[who.lower()]))


@EFFECT.rule(r"have me (?P<words>switch expeditions)")
def _have_me(words: str, card: Card) -> Any:

    return HaveMe(SwitchExpeditions(Me()), words)


@EFFECT.rule(r"have (?P<who>.+?) (?P<words>switch expeditions?)")
def _have_switch(who: str, words: str, card: Card) -> Any:
    return Have(SwitchExpeditions(selector(who)), words)


@EFFECT.rule(r"one of your expeditions moves (?P<way>forward|backwards) one region")
def _one_of_yours_moves(way: str, card: Card) -> Any:
    return OneOfYourExpeditionsMoves(forward=way.lower() == "forward")


@EFFECT.rule(r"(?P<words>its controller moves their other expedition forward one region|move "
             r"your other expedition forward one region|your other expedition moves forward "
             r"one region)")
def _other_forward(words: str, card: Card) -> Any:
    return OtherExpeditionForward(words[:1].lower() + words[1:])


@EFFECT.rule(r"the expedition facing me moves (?P<way>forward|backwards) one region")
def _the_facing_expedition_moves(way: str, card: Card) -> Any:
    return TheExpeditionFacingMeMoves(forward=way.lower() == "forward")


@EFFECT.rule(r"have (?P<subject>target character or expedition permanent) (?P<words>switch "
             r"expeditions?)")
def _have_expedition_object_switch(subject: str, words: str, card: Card) -> Any:
    # an Expedition Permanent (a Gear) is in an Expedition like a Character (7.3.28)

    who = Target(Filter(types=("character", "permanent"), zones=(Zone.EXPEDITION,)))
    return Have(SwitchExpeditions(who), words, "target Character or Expedition Permanent")


@EFFECT.rule(r"target (?P<n>two|three) expeditions and " + _TOKEN + r"in each one")
def _tokens_in_targets(n: str, name: str, subs: str, card: Card) -> Any:
    return CreateInTargetExpeditions(_token(name), number(n))


@EFFECT.rule(r"that character switches expeditions")
def _that_switches(card: Card) -> Any:
    return SwitchExpeditions(ThatOne())


@EFFECT.rule(r"sacrifice one")
def _sacrifice_one_landmark(card: Card) -> Any:
    """"one": a card of your Landmarks, the only "sacrifice one" printed (after "If there
    are three or more cards in your Landmarks")."""
    return SacrificeOneLandmark()


@EFFECT.rule(r"play for free a landmark permanent with a max hand cost of \{?(?P<n>\d+)\}? "
             r"more than the sacrificed card")
def _landmark_for_free(n: str, card: Card) -> Any:
    """From the hand (docs/mechanisms.md, Ordis)."""
    return LandmarkFromHandForFree(more=int(n))


@EFFECT.rule(r"(?P<verb>send to reserve|discard) each character from target expedition, then "
             r"(?P<then>exhaust them|that expedition moves backwards one region)")
def _each_from_target_expedition(verb: str, then: str, card: Card) -> Any:
    to = Zone.RESERVE if verb.lower().startswith("send") else Zone.DISCARD
    return EachFromTargetExpedition(to, "exhaust" if then.lower().startswith("exhaust") else "back")


@EFFECT.rule(r"(?P<who>.+?) defects?")
def _defects(who: str, card: Card) -> Any:
    sel = selector(who)
    if not isinstance(sel, Target):
        raise NotUnderstood(who, "defect")
    return Defect(sel)
