"""Values worked out when they are needed: "Tough X, where X is the number of regions
between your Hero and Companion" (an X defined by the ability itself, 7.4.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import attrs

from engine.ability_kinds import Keyword

if TYPE_CHECKING:  # pragma: no cover

    from engine.model import Card
    from engine.state import GameState


@attrs.frozen
class RegionsBetweenYourExpeditions:
    """The number of regions strictly between your Hero and Companion Expeditions (0 when
    they are adjacent or in the same region)."""

    def value(self, g: GameState, player: int) -> int:
        pos = g.players[player].position
        return max(0, abs(pos["companion"] - pos["hero"]) - 1)

    def text(self) -> str:
        return "the number of regions between your Hero and Companion"


class PlayerCount(Protocol):
    """A number counted for a player (the one who controls the object, or owns it outside
    play), each time it is looked at: the X of a variable keyword ("Tough X, where X is
    …")."""

    def value(self, g: GameState, player: int) -> int:
        """The number now, for `player`."""
        ...

    def text(self) -> str:
        """What is counted, in words."""
        ...


@attrs.frozen
class VariableKeyword(Keyword):
    """A keyword whose value X is counted each time it is looked at, for the player who
    controls the object (or owns it, outside play)."""

    x: PlayerCount = attrs.field(kw_only=True)

    def amount(self, g: GameState, card: Card) -> int:
        ctrl = g.controller_of(card)
        return self.x.value(g, card.owner if ctrl is None else ctrl)

    def text(self) -> str:
        return f"{self.name.capitalize()} X, where X is {self.x.text()}"


@attrs.frozen
class ExhaustedCardsInReserves:
    """The number of exhausted cards in every Reserve (no owner named, 7.5.4)."""

    def value(self, g: GameState, player: int) -> int:
        return sum(1 for p in g.players for c in p.reserve if c.exhausted)

    def text(self) -> str:
        return "the number of exhausted cards in Reserve"


@attrs.frozen
class VariableKeywordSentence(VariableKeyword):
    """"I have Tough X, where X is …." / "I am Tough X, …": a variable keyword printed as a
    sentence (unique cards); `sentence` holds "I have" or "I am"."""

    def text(self) -> str:
        return f"{self.sentence} {super().text()}."
