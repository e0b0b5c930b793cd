"""Several targets at once (7.2.2): up to one of each kind, any number, a total of a statistic."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import attrs

from engine.effects.selectors.targets import Target, TargetOneOf
from engine.model import Card

if TYPE_CHECKING:  # pragma: no cover
    from engine.effects.filters import AnyOf
    from engine.state import GameState


@attrs.frozen
class UpToTargetsOfKinds(TargetOneOf):
    """"Up to two targets, Permanents or cards in Reserve": none to `count` targets, each of
    any of the kinds (6.5.b; each target chosen once per step)."""

    count: int = 2
    up_to: bool = True

    def text(self, subject: bool = False) -> str:
        words = cast("AnyOf", self.filter).nouns  # its filter, by construction
        n = {2: "two", 3: "three"}.get(self.count, str(self.count))
        return f"up to {n} targets, {' or '.join(words)}"

    @property
    def plural(self) -> bool:
        return True


@attrs.frozen
class AnyNumberOfTargets(Target):
    """"Any number of target …": as many targets as the player chooses, none included
    (6.5.b)."""

    count: int = 99
    up_to: bool = True

    def text(self, subject: bool = False) -> str:
        return f"any number of target {self.filter.noun(plural=True)}"

    @property
    def plural(self) -> bool:
        return True


@attrs.frozen
class AmongTargets(Target):
    """"Among any target [objects]", the targets of a distribution ("Distribute 4 boosts
    among any target Characters"): one to `count` targets, as the player chooses, since
    each gets at least one of the `count` things handed out (6.5.b: each target is chosen
    once).  The step is not optional (1.2.6.d: no "may", no "up to"), so at least one is
    chosen when one can be chosen without a Tough cost; with only Tough targets none need
    be (7.4.7.d)."""

    up_to: bool = True  # fewer than `count` is a legal choice

    def fewest(self, free: int) -> int:
        return min(1, free)

    def text(self, subject: bool = False) -> str:
        return f"any target {self.filter.noun(plural=True)}"

    @property
    def plural(self) -> bool:
        return True


_STAT_WORDS = {"forest": "Forest", "mountain": "Mountain", "water": "Water"}


@attrs.frozen
class TargetsWithTotalStat(AnyNumberOfTargets):
    """"Any number of target Characters with total [M] of 4 or less": the chosen targets'
    current Mountain statistics (boosts included, 2.2.10) add up to at most N when they are
    chosen (6.5.b); a choice over the limit is refused."""

    stat: str = "mountain"
    max_total: int = 4

    def limit_check(self, g: GameState, chosen: list[Card]) -> str | None:
        total = sum(getattr(g.stats(c), self.stat) for c in chosen)
        if total > self.max_total:
            return (f"their {_STAT_WORDS[self.stat]} statistics add up to {total}, more "
                    f"than {self.max_total}")
        return None

    def text(self, subject: bool = False) -> str:
        return (f"any number of target {self.filter.noun(plural=True)} with total "
                f"{_STAT_WORDS[self.stat]} of {self.max_total} or less")
