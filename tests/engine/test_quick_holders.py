"""Which objects may have a quick action is kept as objects move (`GameState.quick_held`),
and the quick actions that work where a card is come from its profile (issue #27); both
equal what a look at every zone and at each ability finds, which checked runs confirm.

5.3: a player may play the quick actions of the objects they control whose abilities
work where they are (1.2.4.d); 2.2.11.i: in Reserve only support abilities work.
"""

from __future__ import annotations

import pytest

import tests.example_cards as T
from engine.ability_kinds import QuickAction
from engine.cards.registry import card_by_ref
from engine.gauntlet import ALL, pool
from engine.invariants import InvariantViolation, check_quick_holders
from engine.model import Zone
from engine.profile import make_profile
from engine.state import quick_actions, quick_actions_seen, quick_holders, quick_holders_seen
from tests.scenarios.helpers import LITHIUM, NINETTE, put, start, table
from tests.state_access import state_of


def test_holders_in_the_order_a_turn_lists_them_whatever_order_they_came_in() -> None:
    """The Hero, then the Expedition zone's, then the Reserve: a Reserve card that came
    first is still listed after a Character that came later; the other player's are not
    listed; a card that leaves is dropped."""
    g = table(first=NINETTE, hero0=T.LINDIWE)
    alice = put(g, T.ALICE, NINETTE, Zone.RESERVE)
    twinkle = put(g, T.TWINKLE, NINETTE, Zone.EXPEDITION, "hero")
    theirs = put(g, T.ALICE, LITHIUM, Zone.EXPEDITION, "companion")
    start(g)
    st = state_of(g)
    hero = st.players[NINETTE].hero
    assert hero is not None
    assert quick_holders(st, NINETTE) == [hero, twinkle, alice]
    assert quick_holders(st, NINETTE) == quick_holders_seen(st, NINETTE)
    assert quick_holders(st, LITHIUM) == [theirs] == quick_holders_seen(st, LITHIUM)
    check_quick_holders(st)
    st._remove(alice)
    st.place(alice, Zone.DISCARD)
    assert quick_holders(st, NINETTE) == [hero, twinkle]
    check_quick_holders(st)


def test_a_card_granted_an_ability_is_listed_where_it_stands() -> None:
    """A card with no quick action of its own, granted one after another holder arrived,
    enters the index last but is listed in its Expedition zone's order."""
    g = table(first=NINETTE)
    amarok = put(g, T.AMAROK, NINETTE, Zone.EXPEDITION, "hero")
    twinkle = put(g, T.TWINKLE, NINETTE, Zone.EXPEDITION, "hero")
    st = state_of(g)
    assert quick_holders(st, NINETTE) == [twinkle]
    st.grant(amarok, card_by_ref(T.ALICE).abilities[0])
    assert list(st.quick_held) == [twinkle, amarok]
    assert quick_holders(st, NINETTE) == [amarok, twinkle] == quick_holders_seen(st, NINETTE)
    check_quick_holders(st)


def test_a_quick_action_works_where_its_profile_says() -> None:
    """Alice's quick action is a support one: it works from the Reserve, not in play."""
    g = table(first=NINETTE)
    resting = put(g, T.ALICE, NINETTE, Zone.RESERVE)
    playing = put(g, T.ALICE, NINETTE, Zone.EXPEDITION, "hero")
    st = state_of(g)
    assert [i for i, _a in quick_actions(st, resting)] == [0]
    assert list(quick_actions(st, playing)) == [] == quick_actions_seen(st, playing)
    assert list(quick_actions(st, resting)) == quick_actions_seen(st, resting)


def test_the_checked_run_sees_a_holder_missing_from_the_index() -> None:
    g = table(first=NINETTE)
    alice = put(g, T.ALICE, NINETTE, Zone.RESERVE)
    st = state_of(g)
    check_quick_holders(st)
    del st.quick_held[alice]
    with pytest.raises(InvariantViolation):
        check_quick_holders(st)


def test_every_profile_holds_the_quick_actions_of_each_of_its_lists() -> None:
    """For every card of the pool with a quick action, and the test cards: the quick
    actions the profile keeps for all its abilities, those working in play and the
    support ones are those a look at each ability finds, with their indexes."""
    defs = [c for c in pool(ALL) if c.profile is not None and c.profile.quick]
    defs += [card_by_ref(ref) for ref in (T.ALICE, T.TWINKLE, T.LINDIWE, T.LADY_OF_THE_LAKE)]
    assert len(defs) > 20
    for cd in defs:
        pr = make_profile(cd.abilities)
        for kept, working in ((pr.quick_every, pr.every), (pr.quick_in_play, pr.in_play),
                              (pr.quick_support, pr.support)):
            found = [(i, a) for i, a in enumerate(cd.abilities)
                     if isinstance(a, QuickAction) and a in working]
            assert list(kept) == found, cd.name
