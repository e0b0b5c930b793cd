"""Named tuples the hot paths build straight from all their fields (`tuple.__new__`,
issue #27) must equal the ones their own constructor makes: a field added, removed or
moved would otherwise shift every later field of those records without an error."""

from __future__ import annotations

import inspect

import attrs

from engine.decisions import Decision, DecisionKind, Option, asked, new_option
from engine.events import NO_STATUSES, Event, new_event
from engine.gamestate.context import Ctx
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


def test_a_context_takes_its_fields_as_attrs_would() -> None:
    """`Ctx` writes its own `__init__` (no post-init call): the same fields in the same
    order with the same defaults, so `attrs.evolve` and positional calls still fit."""
    params = list(inspect.signature(Ctx.__init__).parameters.values())[1:]
    fields = attrs.fields(Ctx)
    assert [p.name for p in params] == [f.name for f in fields]
    for p, f in zip(params, fields, strict=True):
        if f.name == "tough_paid":
            assert isinstance(f.default, attrs.Factory) and f.default.factory is set
        elif f.default is attrs.NOTHING:
            assert p.default is inspect.Parameter.empty
        else:
            assert p.default == f.default, f.name
    ctx = Ctx(0, source=_Obj(4), it=_Obj(9))  # type: ignore[arg-type]
    assert (ctx.source_oid, ctx.it_oid) == (4, 9) and ctx.tough_paid == set()
    assert Ctx(0).tough_paid is not Ctx(0).tough_paid
    moved = attrs.evolve(ctx, controller=1, source_oid=3)
    assert (moved.controller, moved.source_oid, moved.it_oid) == (1, 3, 9)
    assert moved.tough_paid is ctx.tough_paid


class _Obj:
    def __init__(self, oid: int) -> None:
        self.oid = oid


def test_a_card_takes_its_fields_as_attrs_would() -> None:
    """`Card` writes its own `__init__` (no factories, no post-init call): the same fields
    in the same order with the same defaults, fresh containers for each card, the
    profile found from the definition when not given and the name from the definition."""
    from engine.cards.registry import card_by_ref
    from engine.model import NOTHING_BEFORE, Card, Zone
    from engine.profile import profile_of

    params = list(inspect.signature(Card.__init__).parameters.values())[1:]
    fields = [f for f in attrs.fields(Card) if f.init]
    assert [p.name for p in params] == [f.name for f in fields]
    assert [f.name for f in attrs.fields(Card) if not f.init] == ["name"]
    for p, f in zip(params, fields, strict=True):
        if f.name in ("statuses", "counters"):
            assert isinstance(f.default, attrs.Factory) and p.default is None
        elif f.default is attrs.NOTHING:
            assert p.default is inspect.Parameter.empty
        else:
            assert p.default == f.default, f.name
    cdef = card_by_ref("ALT_CORE_B_AX_04_C")
    a, b = Card(1, cdef, 0), Card(2, cdef, 1)
    assert a.statuses == set() and a.counters == {} and a.statuses is not b.statuses
    assert a.counters is not b.counters and a.last is NOTHING_BEFORE and a.zone is Zone.DECK
    assert (a.controller, a.timestamp, a.granted, a.expedition) == (-1, 0, (), None)
    assert a.profile is profile_of(cdef) and a.name == cdef.name
    moved = attrs.evolve(a, oid=7, zone=Zone.HAND)
    assert (moved.oid, moved.zone, moved.name, moved.cdef) == (7, Zone.HAND, cdef.name, cdef)
    assert moved.statuses is a.statuses and moved.profile is a.profile
