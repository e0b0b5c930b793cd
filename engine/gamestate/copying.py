"""Copying a state: a new, independent `GameState` equal to one at a turn decision.

Search players (engine/ai) try moves on copies of a game, and undo goes back to a copy
kept earlier instead of replaying from the seed, so a copy must be cheap (issue #15: a
fraction of a millisecond) and exact: the copy then plays the very same game, shuffles
and dice included.  Deep-copying everything would take milliseconds and would also copy
what is immutable and shared by design (card definitions, abilities, log entries, whose
identity some caches key on), so the copy is written out: each physical card is copied
once and every reference to it (zones, indexes, contexts of delayed effects) is pointed at
its copy; caches are left empty, to be recomputed.

Only a state between steps can be copied (`copyable`): inside a step, the rules' flow
holds half-done work in its own frames, which no copy of the state could carry.  That is
the case at every turn decision, where a search player chooses its moves.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import attrs

from engine.events import Event
from engine.gamestate.context import Ctx
from engine.gamestate.emblem import Emblem
from engine.model import Card, Player, Region

if TYPE_CHECKING:  # pragma: no cover
    from engine.state import GameState


def copyable(g: GameState) -> bool:
    """Whether `g` is between steps with nothing pending: no event waiting for its
    Reactions, no Emblem-Reaction waiting in Limbo, no passive being applied."""
    return (not g._events and not g._added and not g._arrived and g.chars_in_progress is None
            and not g.limbo and all(e.kind == "ongoing" for e in g.emblems))


def _card(c: Card) -> Card:
    return Card(c.oid, c.cdef, c.owner, c.controller, c.zone, c.expedition, set(c.statuses),
                dict(c.counters), c.timestamp, c.granted, c.last, c.profile)


def _rng(rng: random.Random) -> random.Random:
    """The same generator at the same point: the copy draws what the original would."""
    cls = type(rng)
    new = cls.__new__(cls)
    new.__dict__.update(rng.__dict__)  # e.g. the preset dice of a position
    if "rolls" in new.__dict__:  # a list of its own: the two draw their preset dice apart
        new.__dict__["rolls"] = list(new.__dict__["rolls"])
    new.setstate(rng.getstate())
    return new


def copy_state(g: GameState) -> GameState:
    """An independent copy of `g` (which must be `copyable`), caches left empty."""
    cls = type(g)
    new = cls.__new__(cls)
    cards: dict[int, Card] = {}  # id() of an original card -> its copy

    def m(c: Card) -> Card:
        got = cards.get(id(c))
        if got is None:
            got = cards[id(c)] = _card(c)
        return got

    def ms(cs: list[Card]) -> list[Card]:
        return [m(c) for c in cs]

    new.players = [Player(p.index, p.name, m(p.hero) if p.hero is not None else None,
                          ms(p.deck), ms(p.hand), ms(p.discard), ms(p.reserve),
                          ms(p.landmarks), ms(p.mana), dict(p.position), p.passed,
                          set(p.moved_forward_today), p.markers) for p in g.players]
    new.expedition_zone = ms(g.expedition_zone)
    new.limbo = ms(g.limbo)
    # every item ever given an id, gone tokens included (the log may name them)
    new.items = {oid: m(c) for oid, c in g.items.items()}
    # the indexes keep their order: passives apply in the order their holders arrived
    new.able = {m(c): None for c in g.able}
    new.watching = {m(c): None for c in g.watching}
    new.quick_held = {m(c): None for c in g.quick_held}
    new.passive_holders = {m(c): kinds for c, kinds in g.passive_holders.items()}
    new.scouted = m(g.scouted) if g.scouted is not None else None
    new.after_rest = [(steps, _ctx(ctx, m)) for steps, ctx in g.after_rest]
    new.emblems = [_emblem(e, m) for e in g.emblems]

    new.rng = _rng(g.rng)
    new.day, new.phase, new.first, new.turn_player = g.day, g.phase, g.first, g.turn_player
    new.regions = [Region(r.name, r.terrains, r.face_down, r.tumult, r.markers) for r in g.regions]
    new.tiebreak, new.over, new.winner, new.win_reason = (g.tiebreak, g.over, g.winner,
                                                          g.win_reason)
    new.after_you = g.after_you
    new.log = list(g.log)  # entries are immutable
    new._oid, new._ts = g._oid, g._ts
    new._events, new._added, new._arrived = [], [], []
    new._activations = dict(g._activations)
    new.quick_uses = dict(g.quick_uses)
    new.played_this_afternoon = list(g.played_this_afternoon)
    new.played_this_turn = list(g.played_this_turn)
    new.observer = None
    new._derived, new._watchers, new.option_cache = {}, None, {}
    new._passive_kinds = dict(g._passive_kinds)
    new._emblem_kinds = g._emblem_kinds
    new._abilities_version = g._abilities_version
    new._watch_version = g._watch_version
    new._watch_moves = []  # (no kept watchers to patch)
    new._table_version = g._table_version
    new._marks_version = g._marks_version
    new._regions_version = g._regions_version
    new._changers_version = g._changers_version
    new._facts_given = g._facts_given  # (a version and an immutable answer)
    new._changing_emblems, new._changers = g._changing_emblems, g._changers
    new.chars_in_progress, new._chars_cache = None, None
    new._listing_passives = False
    new.step_events = []  # the events of a step being activated: none between steps
    new.snapshots = {}
    new.self_checking = False  # a copy is not a checked run unless told (Game.self_check)
    return new


def _emblem(e: Emblem, m: Any) -> Emblem:
    return Emblem(e.oid, e.controller, e.kind, e.source_name, e.text, e.ability,
                  _ctx(e.ctx, m) if e.ctx is not None else None, e.passive, e.duration,
                  e.source_oid, e.made_before, e._changes)


def _ctx(ctx: Ctx, m: Any) -> Ctx:
    """A delayed effect's context, its objects pointed at their copies."""
    ev = ctx.event
    if isinstance(ev, Event) and ev.card is not None:
        ev = ev._replace(card=m(ev.card))
    # every other field by name (`attrs.evolve`): a positional list fell out of step with
    # the fields once and put `x` where `spent` goes, losing `x` and `reduced`
    return attrs.evolve(ctx, source=m(ctx.source) if ctx.source is not None else None,
                        it=m(ctx.it) if ctx.it is not None else None, event=ev,
                        chosen=_like(ctx.chosen, [m(c) for c in ctx.chosen]),
                        tough_paid=set(ctx.tough_paid))


def _like(chosen: Sequence[Card], copies: list[Card]) -> Sequence[Card]:
    """`copies` in a sequence of the kind `chosen` is (a list or a tuple)."""
    return copies if isinstance(chosen, list) else tuple(copies)
