"""Replacement effects are one kernel path (1.4.4, 6.2.b): the kernel proposes an action,
the passives that are `Replacement`s of its kind answer, the kernel does what comes back.

A word written here, in a test, replaces a Resupply and a die roll: no kernel module
names it, so a new "instead" of a new set is a passive word and nothing else."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any, ClassVar

import attrs
import pytest

import tests.example_cards as T
from engine.effects.abilities import Passive
from engine.gamestate.replacing import Action, Prohibition, Replacement
from engine.model import Zone
from tests.engine.helpers import FixedDice
from tests.scenarios.helpers import LITHIUM, NINETTE, put, start, table
from tests.state_access import state_of


@attrs.frozen
class DrawInsteadOfResupply(Passive, Replacement):
    """"If you would Resupply, draw a card instead" (a test word)."""

    replaces: ClassVar[str] = "resupply"

    @classmethod
    def replace(cls, g: Any, act: Action) -> Generator[Any, Any, Action]:
        if not any(ctrl == act.player for _h, _pa, ctrl in g.passives_of(cls)):
            return act
        g.entry("would Resupply; draws a card instead", "6.2.b", act.player)
        yield from g.draw(act.player, 1)
        return attrs.evolve(act, replaced=True, result=None)

    def text(self, duration: str | None = None) -> str:
        return "If you would Resupply, draw a card instead."


@attrs.frozen
class RollsSix(Passive, Replacement):
    """"Your dice roll 6" (a test word that changes nothing but the number rolled)."""

    replaces: ClassVar[str] = "roll"
    precedence: ClassVar[int] = 5

    @classmethod
    def replace_now(cls, g: Any, act: Action) -> Action:
        return act

    def text(self, duration: str | None = None) -> str:
        return "(test)"


DRAWER = T._card("TEST_DRAW_INSTEAD", "Test Drawer", (DrawInsteadOfResupply(),))


def _resupply(g: Any, player: int) -> Any:
    gen = state_of(g).resupply(player)
    try:
        while True:
            next(gen)
    except StopIteration as done:
        return done.value


def test_a_replacement_word_the_kernel_does_not_name_replaces_the_action() -> None:
    g = table(first=NINETTE)
    put(g, DRAWER, NINETTE, Zone.EXPEDITION, "hero")
    start(g)
    s = state_of(g)
    hand, reserve = len(s.players[NINETTE].hand), len(s.players[NINETTE].reserve)
    assert _resupply(g, NINETTE) is None
    assert len(s.players[NINETTE].hand) == hand + 1  # drew instead
    assert len(s.players[NINETTE].reserve) == reserve  # and did not Resupply
    assert any("draws a card instead" in e.text for e in s.log)


def test_the_replacement_is_only_its_bearers_controllers() -> None:
    g = table(first=NINETTE)
    put(g, DRAWER, NINETTE, Zone.EXPEDITION, "hero")
    start(g)
    s = state_of(g)
    reserve = len(s.players[LITHIUM].reserve)
    card = _resupply(g, LITHIUM)
    assert card is not None and card.zone is Zone.RESERVE  # Lithium Resupplies as usual
    assert len(s.players[LITHIUM].reserve) == reserve + 1


def test_without_a_replacement_in_play_the_action_is_unchanged() -> None:
    g = table(first=NINETTE)
    start(g)
    s = state_of(g)
    assert s.replacements_for(Action("resupply", player=NINETTE)) == []
    act = Action("roll", player=NINETTE, n=1)
    assert s.replaced_now(act) is act


def test_words_of_one_kind_answer_in_precedence_order() -> None:
    """ReplaceRoll (precedence 0) answers before a word of precedence 5."""
    g = table(first=NINETTE)
    put(g, T.LUCKY, NINETTE, Zone.EXPEDITION, "hero")
    put(g, T._card("TEST_SIX", "Test Six", (RollsSix(),)), NINETTE, Zone.EXPEDITION, "hero")
    start(g)
    s = state_of(g)
    s.rng = FixedDice([3, 4])
    kinds = s.replacements_for(Action("roll", player=NINETTE))
    assert [k.__name__ for k in kinds] == ["ReplaceRoll", "RollsSix"]
    assert s.replaced_now(Action("roll", player=NINETTE, n=1)).n == 2  # one more die


@attrs.frozen
class MyCharactersCantGainCounters(Passive, Prohibition):
    """"Characters you control can't gain counters" (a test word: a "can't", 1.4.1)."""

    forbids: ClassVar[str] = "gain_counters"

    def forbids_action(self, g: Any, holder: Any, ctrl: int, act: Action) -> bool:
        return act.card is not None and act.card.controller == ctrl

    def text(self, duration: str | None = None) -> str:
        return "Characters you control can't gain counters."


NO_COUNTERS = T._card("TEST_NO_COUNTERS", "Test Warden", (MyCharactersCantGainCounters(),))


def test_1_4_1_a_cant_word_the_kernel_does_not_name_forbids_the_action() -> None:
    """A new "can't" is a `Prohibition` of an action's kind: the kernel asks it as it gains
    counters (1.4.1: a "can't" beats every "can") and names no word; only its bearer's
    controller's Characters are kept from gaining them."""
    g = table(first=NINETTE)
    warden = put(g, NO_COUNTERS, NINETTE, Zone.EXPEDITION, "hero")
    mine = put(g, T.VANILLA, NINETTE, Zone.EXPEDITION, "hero")
    theirs = put(g, T.VANILLA, LITHIUM, Zone.EXPEDITION, "hero")
    start(g)
    s = state_of(g)
    s.gain_counters(mine, "boost", 2)
    s.gain_counters(theirs, "boost", 2)
    assert mine.boosts == 0 and theirs.boosts == 2
    assert any(e.text == f"{mine.name} can't gain counters ({warden.name})" and e.rule == "1.4.1"
               for e in s.log)
    found = s.prohibited(Action("gain_counters", card=mine))
    assert found is not None and found[0] is warden
    assert s.prohibited(Action("gain_counters", card=theirs)) is None
    assert s.prohibited(Action("move_forward", player=NINETTE, exp="hero")) is None


def test_a_replacement_must_be_a_passive() -> None:
    """`may_replace` passes over an object holding no passive without looking for its own
    replacements: a Replacement that is not a Passive would be missed, so it is refused."""
    with pytest.raises(TypeError, match="a Replacement is a Passive"):
        type("NotPassive", (Replacement,), {})
