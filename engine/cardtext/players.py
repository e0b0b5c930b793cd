"""Sentences about players: "Each player discards their hand [and their Reserve], then
draws three cards". ("… controlled by target player" is a noun phrase: see `nouns`.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cardtext.grammar import EFFECT
from engine.cardtext.nouns import NUM, number
from engine.effects.players import DiscardHand, ForPlayer, PlayerResupplies, SameSubject
from engine.effects.steps.common import EACH, Who
from engine.effects.steps.control import May, Repeat
from engine.effects.steps.zones import Draw, Resupply

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


@EFFECT.rule(r"have (?P<who>target opponent|target player) (?P<ex>exhausted )?resupply")
def _have_player_resupply(who: str, ex: str | None, card: Card) -> Any:
    return PlayerResupplies(who.lower().replace(" ", "_"), exhausted=bool(ex), have=True)


@EFFECT.rule(r"(?P<who>target opponent|each player) may (?P<ex>exhausted )?resupply"
             r"(?P<twice> twice)?")
def _opponent_may_resupply(who: str, ex: str | None, twice: str | None, card: Card) -> Any:
    # the player decides (they are "you" of the steps); one choice covers "twice" (6.5.h);
    # "each player" decides in initiative order
    step: Any = Resupply(exhausted=bool(ex))
    who_key = "target_opponent" if who.lower() == "target opponent" else "each"
    return ForPlayer(Who(who_key), (May(Repeat(step, 2) if twice else step),))
