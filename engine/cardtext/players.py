"""Sentences about players: "Each player discards their hand [and their Reserve], then
draws three cards". ("… controlled by target player" is a noun phrase: see `nouns`.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardtext.grammar import EFFECT
from engine.cardtext.nouns import NUM, number
from engine.effects.players import DiscardHand, ForPlayer, PlayerResupplies, SameSubject
from engine.effects.steps import EACH, Draw, May, Repeat, Resupply, Who

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from engine.cardtext.grammar import Card


@EFFECT.rule(r"each player discards their hand(?P<res> and their reserve)?, then draws "
             r"(?P<n>" + NUM + r") cards?")
def _discard_hands_then_draw(res: str | None, n: str, card: Card) -> Any:
    return SameSubject((DiscardHand(EACH, reserve=bool(res)), Draw(number(n), EACH)))


@EFFECT.rule(r"(?P<who>target opponent|target player|each player) (?P<ex>exhausted )?resupplies")
def _player_resupplies(who: str, ex: str | None, card: Card) -> Any:
    return PlayerResupplies(who.lower().replace(" ", "_").replace("each_player", "each"),
                            exhausted=bool(ex))


@EFFECT.rule(r"target opponent may (?P<ex>exhausted )?resupply(?P<twice> twice)?")
def _opponent_may_resupply(ex: str | None, twice: str | None, card: Card) -> Any:
    # the opponent decides (they are "you" of the steps); one choice covers "twice" (6.5.h)
    step: Any = Resupply(exhausted=bool(ex))
    return ForPlayer(Who("target_opponent"), (May(Repeat(step, 2) if twice else step),))
