""""Discard up to N targets, Characters or Permanents" (7.3.5): the parser's target is the
step's target.  Found by mypy (issue #26): the production passed the `Target` as the
first positional field of the step, which is `top_of_deck` (a `Send` field), so the
step kept its default target of two whatever N the text printed."""

from __future__ import annotations

from engine.cardtext import parse_text
from engine.effects.movement import DiscardTargetsOfEither
from engine.effects.selectors import Target


def _step(text: str) -> DiscardTargetsOfEither:
    (effect,) = parse_text(text, "spell")
    (step,) = effect.steps
    assert isinstance(step, DiscardTargetsOfEither)
    return step


def test_the_printed_number_of_targets_is_the_steps() -> None:
    step = _step("Discard up to three targets, Characters or Permanents.")
    assert isinstance(step.who, Target)
    assert (step.who.count, step.who.up_to) == (3, True)
    assert step.top_of_deck is False
    assert step.text() == "Discard up to three targets, Characters or Permanents"


def test_two_targets_as_printed_on_the_cards() -> None:
    step = _step("Discard up to two targets, Characters or Permanents.")
    assert (step.who.count, step.top_of_deck) == (2, False)
