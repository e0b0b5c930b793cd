"""Constructs of other card games, written as Altered-style test cards, one test each.

"Additional", "already", "each time" and "that activation" alterations; and rulings
patterns: "you may X. If you do, Y" against "you may X and Y", replacing modifiers that
add and subtract in any order, and counts taken once on resolution.
"""

from __future__ import annotations

import pytest

import tests.example_cards as T
from engine.model import Phase, Status, Zone
from tests.engine.helpers import FixedDice
from tests.scenarios.helpers import (
    LITHIUM,
    NINETTE,
    choose_label,
    pending,
    play,
    put,
    reaction,
    start,
    table,
    top_of_deck,
    yes,
)
from tests.state_access import state_of


@pytest.mark.parametrize(("target", "boosts"), [(T.ROBOT, 2), (T.VANILLA, 1)])
def test_additional_resolves_with_the_step_it_modifies(target: str, boosts: int) -> None:
    """"Target Character gains 1 boost. If it is a Robot, it gains 1 additional boost": the
    additional boost is part of the same atomic action — one gain of two, not two gains."""
    g = table(first=NINETTE)
    spell = put(g, T.OVERCLOCK, NINETTE, Zone.HAND)
    c = put(g, target, NINETTE, Zone.EXPEDITION, "hero")
    start(g)
    play(g, spell)  # the only Character is the target
    assert c.boosts == boosts
    gains = [e.text for e in g.log if "gains" in e.text and "boost" in e.text]
    assert len(gains) == 1


@pytest.mark.parametrize("anchored", [True, False])
def test_already_is_checked_before_the_step_resolves(anchored: bool) -> None:
    """"Target Character gains Anchored. If it already has Anchored, instead it gains 2
    boosts": an Anchored target gets the boosts; one that becomes Anchored by this very
    step does not."""
    g = table(first=NINETTE)
    spell = put(g, T.MOORING, NINETTE, Zone.HAND)
    c = put(g, T.VANILLA, NINETTE, Zone.EXPEDITION, "hero",
            statuses=(Status.ANCHORED,) if anchored else ())
    start(g)
    play(g, spell)
    assert c.has(Status.ANCHORED)
    assert c.boosts == (2 if anchored else 0)


def test_each_time_interrupts_and_resolves_in_full() -> None:
    """"Discard the top 3 cards one at a time. Each time a Character is discarded this way,
    draw a card": the draw happens between two discards, so it takes the card that would
    have been discarded next."""
    g = table(first=NINETTE)
    spell = put(g, T.DIG, NINETTE, Zone.HAND)
    z = top_of_deck(g, T.SPARE_PERMANENT, NINETTE)
    y = top_of_deck(g, T.SPARE_PERMANENT, NINETTE)
    x = top_of_deck(g, T.SPARE_PERMANENT, NINETTE)
    c = top_of_deck(g, T.VANILLA, NINETTE)  # the top card
    start(g)
    play(g, spell)
    assert c.zone is Zone.DISCARD
    assert x.zone is Zone.HAND  # drawn by the interruption before it could be discarded
    assert y.zone is Zone.DISCARD and z.zone is Zone.DISCARD


def test_that_activation_modifies_one_emblem_not_the_ability() -> None:
    """"Each time a Reaction of a Robot you control activates, that activation also draws a
    card": the Emblem of the Robot's [J] does both; the Robot's printed text is unchanged and
    a non-Robot's Reaction is not modified."""
    g = table(first=NINETTE)
    put(g, T.CONDUCTOR, NINETTE, Zone.LANDMARK)
    robot = put(g, T.ROBOT_J, NINETTE, Zone.HAND)
    start(g)
    play(g, robot, "hero")
    assert robot.boosts == 1 and len(state_of(g).players[NINETTE].hand) == 1  # the card drawn
    assert "draw" not in robot.cdef.text().lower()
    g2 = table(first=NINETTE)
    put(g2, T.CONDUCTOR, NINETTE, Zone.LANDMARK)
    other = put(g2, T.ASMODEUS, NINETTE, Zone.HAND)
    start(g2)
    play(g2, other, "hero")
    assert other.boosts == 2 and not state_of(g2).players[NINETTE].hand


def _pact_game(pact: str) -> tuple:
    g = table(first=NINETTE)
    put(g, pact, NINETTE, Zone.LANDMARK)
    skittish = put(g, T.SKITTISH, NINETTE, Zone.HAND)
    start(g)
    play(g, skittish, "hero")
    reaction(g, "Send me to Reserve")  # it leaves before the pact's Reaction resolves
    return g, skittish


def test_you_may_x_if_you_do_y_needs_x_to_happen() -> None:
    """"You may sacrifice it. If you did, draw 2 cards": when "it" has already left play
    the sacrifice cannot happen, so nothing is drawn."""
    g, skittish = _pact_game(T.JOIN_WATCHER_IF)
    assert skittish.zone is Zone.RESERVE
    yes(g)
    assert not state_of(g).players[NINETTE].hand


def test_you_may_x_and_y_tries_both() -> None:
    """"You may sacrifice it and draw 2 cards": choosing yes tries both parts — the
    impossible sacrifice is ignored, the draw still happens (6.5.h)."""
    g, skittish = _pact_game(T.JOIN_WATCHER_AND)
    assert skittish.zone is Zone.RESERVE
    yes(g)
    assert len(state_of(g).players[NINETTE].hand) == 2


def test_you_may_x_if_you_do_y_when_x_happens() -> None:
    """The same "if you did" pact with a Character that stays: it is sacrificed and two
    cards are drawn."""
    g = table(first=NINETTE)
    put(g, T.JOIN_WATCHER_IF, NINETTE, Zone.LANDMARK)
    c = put(g, T.VANILLA, NINETTE, Zone.HAND)
    start(g)
    play(g, c, "hero")
    yes(g)
    assert c.zone is Zone.DISCARD and len(state_of(g).players[NINETTE].hand) == 2


@pytest.mark.parametrize("first", ["Test Scholar", "Test Muffler"])
def test_replacing_modifiers_add_and_subtract_in_any_order(first: str) -> None:
    """Ninette's "draw that many plus 2" and Lithium's "your opponents draw that many minus
    2": whichever she applies first, drawing 1 card draws 1 — the total is only limited to
    zero at the end."""
    g = table(first=NINETTE)
    put(g, T.SCHOLAR, NINETTE, Zone.EXPEDITION, "hero")
    put(g, T.MUFFLER, LITHIUM, Zone.EXPEDITION, "hero")
    study = put(g, T.STUDY, NINETTE, Zone.HAND)
    start(g)
    play(g, study)
    pending(g, "modifier", NINETTE)
    choose_label(g, first)
    assert len(state_of(g).players[NINETTE].hand) == 1


def test_subtracting_modifier_alone_stops_at_zero() -> None:
    """With only "minus 2", drawing 1 card draws none (never a negative number)."""
    g = table(first=NINETTE)
    put(g, T.MUFFLER, LITHIUM, Zone.EXPEDITION, "hero")
    study = put(g, T.STUDY, NINETTE, Zone.HAND)
    start(g)
    play(g, study)
    assert not state_of(g).players[NINETTE].hand


def test_count_is_taken_once_on_resolution() -> None:
    """"Create an Ordis Recruit for each Character you control" with two Characters makes
    two tokens: the tokens it creates are not counted again."""
    g = table(first=NINETTE)
    put(g, T.VANILLA, NINETTE, Zone.EXPEDITION, "hero")
    put(g, T.VANILLA, NINETTE, Zone.EXPEDITION, "companion")
    rally = put(g, T.RALLY, NINETTE, Zone.HAND)
    start(g)
    play(g, rally)
    assert len([c for c in state_of(g).expedition_zone if c.cdef.is_token]) == 2


def test_additive_modifier_comes_after_replacing_ones_and_joins_the_step() -> None:
    """6.2.c, 6.2.g: with "draw that many plus 2" (replacing) and "also I gain 1 boost"
    (additive), the replacing one applies first without a choice between the two kinds;
    the boost is part of the drawing step, applied once (6.2.j)."""
    g = table(first=NINETTE)
    put(g, T.SCHOLAR, NINETTE, Zone.EXPEDITION, "hero")
    ink = put(g, T.INKWELL, NINETTE, Zone.EXPEDITION, "companion")
    study = put(g, T.STUDY, NINETTE, Zone.HAND)
    start(g)
    play(g, study)
    assert len(state_of(g).players[NINETTE].hand) == 3 and ink.boosts == 1
    texts = [e.text for e in g.log]
    i_mod = next(i for i, t in enumerate(texts) if "modifies the draw" in t)
    i_add = next(i for i, t in enumerate(texts) if "adds to the draw" in t)
    assert i_mod < i_add


def test_this_activation_is_modified_not_repeated_as_a_new_one() -> None:
    """"At Noon, I gain 1 boost. Roll a die: on a 6, this activation resolves once more":
    a 6 then a 2 give two boosts from one activation — one Emblem, one activation counted."""
    g = table(first=NINETTE)
    state_of(g).rng = FixedDice([6, 2])
    encore = put(g, T.ENCORE, NINETTE, Zone.EXPEDITION, "hero")
    start(g, Phase.NOON)
    assert encore.boosts == 2
    assert sum("ability triggers:" in e.text for e in g.log) == 1
    assert sum(n for (oid, _ab), n in state_of(g)._activations.items() if oid == encore.oid) == 1
