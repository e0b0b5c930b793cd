"""Objects that get their timestamps at the same time (2.2.15.d).

Timestamps decide the order in which passives that change characteristics are applied
(2.3.3), so when one step puts several such objects in a zone at once, the order of their
timestamps is a choice: the first player in initiative order orders their own objects,
then the opponent does (2.2.15.d).  Each player keeps the timestamps their objects
received as a set and only chooses which object gets which.

The question is asked only when it can change something: the player has two or more of
these objects arriving together, and some other order gives different characteristics
(tried for up to `MAX_TRIED` objects; beyond that the player is simply asked).
"""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING

from engine.decisions import Asks, DecisionKind, Option
from engine.effects.passives.evaluation import evaluate
from engine.model import ZONE

if TYPE_CHECKING:  # pragma: no cover
    from collections.abc import Sequence

    from engine.model import Card
    from engine.state import GameState


Gen = Asks[None]


MAX_TRIED = 4  # 24 orders at most are evaluated


def order_can_matter(g: GameState, objs: Sequence[Card]) -> bool:
    """Whether giving these objects their timestamps in another order changes the
    characteristics passives give (2.3.3)."""
    if len(objs) > MAX_TRIED:
        return True
    slots = [c.timestamp for c in objs]
    now = evaluate(g)
    try:
        for order in permutations(slots):
            if list(order) == slots:
                continue
            for c, ts in zip(objs, order, strict=True):
                c.timestamp = ts
            if evaluate(g) != now:
                return True
    finally:
        for c, ts in zip(objs, slots, strict=True):
            c.timestamp = ts
        g.table_changed()
    return False


def order_timestamps(g: GameState, arrived: Sequence[Card]) -> Gen:
    """Let each player, in initiative order, order the timestamps of their objects that
    arrived together in one step, when that order can matter (2.2.15.d)."""
    for pi in g.initiative_order():
        mine = [c for c in arrived if c in g.able and c.profile.changing
                and (c.owner if c.zone is ZONE.RESERVE or c.zone is ZONE.HERO
                     else c.controller) == pi]
        if len(mine) < 2 or not order_can_matter(g, mine):
            continue
        slots = sorted(c.timestamp for c in mine)
        left = list(mine)
        order: list[Card] = []
        while len(left) > 1:
            opts = [Option(f"ts:{c.oid}", g.describe(c), (c.oid,)) for c in left]
            ans = yield from g.ask(pi, DecisionKind.TIMESTAMP_ORDER,
                                   "These arrived at the same time: choose the one that gets "
                                   "the earliest timestamp (its passives apply first)", opts)
            pick = next(c for c in left if f"ts:{c.oid}" == ans)
            order.append(pick)
            left.remove(pick)
        order += left
        for c, ts in zip(order, slots, strict=True):
            c.timestamp = ts
        g.table_changed()
        g.entry("orders the timestamps of objects that arrived together: "
                + ", then ".join(c.name for c in order), "2.2.15.d", pi,
                tuple(c.oid for c in order))
