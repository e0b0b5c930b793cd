"""The costs the turn decision offers while a passive alters costs (5.1.2.d-e): worked
out once per way of paying a card, not once per Expedition as well (issue #27), and
still each card's own.

5.1.2.c: the player declares where the card goes and how it is paid (Scout, 7.4.5);
5.1.2.e: the restrictions on the final cost apply last.
"""

from __future__ import annotations

import tests.example_cards as T
from tests.scenarios.helpers import NINETTE, at, pending
from tests.state_access import state_of


def _costs(g, card):  # type: ignore[no-untyped-def]
    """The cost each of the card's play options names, by option id."""
    return {o.id: int(o.label.rsplit(" ", 1)[1]) for o in pending(g, "turn").options
            if o.id.startswith(f"play:{card.oid}")}


def test_each_card_and_each_way_of_paying_has_its_own_cost_under_robin_hood() -> None:
    """Lithium's Robin Hood: cards Ninette plays cost at least 2 (5.1.2.e).  The Recruit
    (Hand Cost 1, one way of paying) costs 2 into either Expedition; Coppélia (Hand Cost
    4) costs 4 into either - not the Recruit's cost carried over; Aby (Hand Cost 3, Scout
    1) costs 3 played normally and 2 with Scout (7.4.5.c, then the floor)."""
    g = at({"hand": [T.VANILLA, T.COPPELIA, T.ABY]}, {"hero_expedition": [T.ROBIN_HOOD]})
    recruit, coppelia, aby = state_of(g).players[NINETTE].hand
    assert set(_costs(g, recruit).values()) == {2} and len(_costs(g, recruit)) == 2
    assert set(_costs(g, coppelia).values()) == {4} and len(_costs(g, coppelia)) == 2
    by_way: dict[bool, set[int]] = {}
    for oid, cost in _costs(g, aby).items():
        by_way.setdefault("scout" in oid, set()).add(cost)
    assert by_way == {False: {3}, True: {2}}
