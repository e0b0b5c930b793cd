"""Named tuples the hot paths build straight from all their fields (`tuple.__new__`,
issue #27) must equal the ones their own constructor makes: a field added, removed or
moved would otherwise shift every later field of those records without an error."""

from __future__ import annotations

import attrs

from engine.decisions import Decision, DecisionKind, Option, asked, new_option
from engine.events import NO_STATUSES, Event, new_event
from engine.model import ZONE
from engine.play import _INTENT_AFTER_REDUCE, Intent, _new_record


def test_event_has_the_eleven_fields_the_hot_paths_fill_in_order() -> None:
    assert Event._fields == ("kind", "card", "player", "src", "dst", "src_exp", "dst_exp",
                             "old_oid", "old_controller", "was", "value")
    assert NO_STATUSES == Event._field_defaults["was"] == frozenset()


def test_an_event_made_whole_equals_the_constructed_one() -> None:
    made = new_event(Event, ("draw", None, 1, ZONE.DECK, ZONE.HAND, None, None, None, None,
                             NO_STATUSES, 2))
    assert type(made) is Event
    assert made == Event("draw", None, 1, ZONE.DECK, ZONE.HAND, value=2)
    assert made.value == 2 and made.dst is ZONE.HAND and made.was == frozenset()


def test_option_and_intent_have_the_fields_the_hot_paths_fill_in_order() -> None:
    assert Option._fields == ("id", "label", "objects", "detail", "expedition", "emblem")
    made = new_option(Option, ("r:5", "a label", (3,), "", None, 5))
    assert type(made) is Option and made == Option("r:5", "a label", (3,), emblem=5)
    assert Intent._fields[:5] == ("card", "source", "expedition", "scout", "reduce")
    whole = _new_record(Intent, (None, ZONE.HAND, "hero", True, False, *_INTENT_AFTER_REDUCE))
    assert type(whole) is Intent and whole == Intent(None, ZONE.HAND, "hero", True)  # type: ignore[arg-type]


def test_a_decision_asked_is_the_one_its_constructor_makes() -> None:
    opts = (Option("a", "A"), Option("b", "B"))
    check = len
    made = asked(1, DecisionKind.TURN, "your turn", opts, 1, 2, ("said",), 7, check)
    built = Decision(1, DecisionKind.TURN, "your turn", opts, 1, 2, ("said",), 7, check=check)
    assert type(made) is Decision and made == built and hash(made) == hash(built)
    assert vars(made) == vars(built)  # every field, the one compared by neither (check) too
    assert list(vars(made)) == [f.name for f in attrs.fields(Decision)]
    assert asked(0, "may", "?", opts, 1, 1, (), None, None).kind is DecisionKind.MAY  # type: ignore[arg-type]

