"""Every card of a description, chosen by none (7.2): "all", "each", your Reserve."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.filters import Description, Filter
from engine.effects.selectors.base import Gen
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.context import Ctx
    from engine.state import GameState


@attrs.frozen
class All:
    """Every object matching a filter, e.g. "Characters you control" (6.1.e)."""

    filter: Description
    all_word: bool = False  # printed "All Characters you control …": the same meaning

    def pick(self, g: GameState, ctx: Ctx, verb: str) -> Gen:
        return [c for c in g.objects_in(self.filter.zones) if self.filter.matches(g, c, ctx)]
        yield  # pragma: no cover

    def text(self, subject: bool = False) -> str:
        return ("all " if self.all_word else "") + self.filter.noun(plural=True)

    @property
    def plural(self) -> bool:
        return True


@attrs.frozen
class Each(All):
    """"Each Character [you control]": every matching object, as `All`, printed with a
    singular noun and verb ("each Character you control gains 1 boost")."""

    def text(self, subject: bool = False) -> str:
        noun = self.filter.noun()
        if noun.startswith("another "):  # "each other Character"
            noun = "other " + noun[len("another "):]
        return "each " + noun

    @property
    def plural(self) -> bool:
        return False


@attrs.frozen
class YourCardsInReserve(All):
    """"Your cards in Reserve" / "all cards in your Reserve": every card of the Reserve you
    own (nobody controls them, 7.5.4)."""

    filter: Filter = Filter(types=(), zones=(ZONE.RESERVE,), owner="you")
    words: str = "your cards in Reserve"

    def text(self, subject: bool = False) -> str:
        return self.words
