"""Named tuples the hot paths build straight from all their fields (`tuple.__new__`,
issue #27) must equal the ones their own constructor makes: a field added, removed or
moved would otherwise shift every later field of those records without an error."""

from __future__ import annotations

from engine.events import NO_STATUSES, Event, new_event
from engine.model import ZONE


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
