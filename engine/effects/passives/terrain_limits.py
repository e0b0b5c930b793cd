"""Limits on progress through terrains (4.2.4): "your Expeditions cannot move forward into
..."."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Passive
from engine.effects.abilities.keywords import duration_words
from engine.gamestate.questions import NO_LIMITS, TerrainLimits
from engine.model import EXPEDITIONS, Phase

if TYPE_CHECKING:  # pragma: no cover
    from engine.model import Card, Terrain
    from engine.state import GameState


_WHOSE = {"mine": "My Expedition", "facing_me": "The Expedition facing me",
          "yours": "Your Expeditions", "opponents": "Your opponent's Expeditions"}


@attrs.frozen
class TerrainProgressLimit(Passive):
    """"[Expedition] cannot move forward due to [terrain]" (4.2.4.c): that terrain is
    ignored when Progress decides whether it moves; or, with `only`, "can only move
    forward due to [terrain]" (4.2.4.d): the other terrains are ignored, and nothing but
    Progress moves it forward.  `when_in`: only while that Expedition is in a region
    with that terrain ("if the Expedition facing me is in [terrain], ...")."""

    terrain: Terrain
    only: bool = False
    whose: str = "facing_me"  # mine | facing_me | yours | opponents
    when_in: Terrain | None = None
    # "it can't move forward during Dusk, except due to [terrain]": the `only` limit, but
    # during Dusk alone (moves by effects at other times are free)
    dusk_only: bool = False

    def expeditions(self, g: GameState, holder: Card | None, ctrl: int) -> list[tuple[int, str]]:
        """The (player, Expedition) pairs the limit is about now."""
        if self.whose == "yours":
            out = [(ctrl, e) for e in EXPEDITIONS]
        elif self.whose == "opponents":
            out = [(1 - ctrl, e) for e in EXPEDITIONS]
        else:
            mine = g.expeditions_of(holder) if holder is not None else []
            who = ctrl if self.whose == "mine" else 1 - ctrl
            out = [(who, e) for e in mine]
        if self.when_in is not None:
            out = [(p, e) for p, e in out
                   if self.when_in in g.terrains_at(g.players[p].position[e])]
        return out

    def text(self, duration: str | None = None) -> str:
        head = _WHOSE[self.whose]
        if self.dusk_only and self.when_in is not None and self.whose == "facing_me":
            t, w = self.terrain.value.capitalize(), self.when_in.value.capitalize()
            return (f"If an Expedition facing me is in {w}, it can't move forward during Dusk, "
                    f"except due to {t}.")
        if self.when_in is not None:
            cond = head[0].lower() + head[1:]
            verb = "are" if self.whose in ("yours", "opponents") else "is"
            head = f"If {cond} {verb} in {self.when_in.value.capitalize()}, "
            head += "they" if self.whose in ("yours", "opponents") else "it"
        how = "can only" if self.only else "cannot"
        return (f"{head} {how} move forward due to {self.terrain.value.capitalize()}"
                f"{duration_words(duration)}.")


def terrain_limits(g: GameState, player: int, exp: str) -> TerrainLimits:
    """The terrain limits on one Expedition: several "can only ... due to" limits must
    all hold, so only terrains they all name remain (a "can't" beats a "can", 1.4.1)."""
    found = g.passives_of(TerrainProgressLimit)
    if not found:
        return NO_LIMITS
    ignored: set[Terrain] = set()
    only: frozenset[Terrain] | None = None
    for holder, pa, ctrl in found:
        assert isinstance(pa, TerrainProgressLimit)
        if pa.dusk_only and g.phase is not Phase.DUSK:
            continue  # "during Dusk": no limit at other times
        if (player, exp) not in pa.expeditions(g, holder, ctrl):
            continue
        if pa.only:
            t = frozenset({pa.terrain})
            only = t if only is None else only & t
        else:
            ignored.add(pa.terrain)
    if not ignored and only is None:
        return NO_LIMITS
    return TerrainLimits(frozenset(ignored), only)
