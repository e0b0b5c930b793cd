"""Characteristics with the passives applied the way rule 2.3 describes: start from the
printed characteristics, then apply the passives one at a time, each time picking the one
with the smallest timestamp among those free from dependency (2.3.3).  Dependency is not
declared by hand: it is found by trying - [A] depends on [B] when applying [B] first would
remove [A] or change what [A] does or applies to (2.3.2.c-f).  The result is cached until
the next logged event (2.3.1.k), so a game without such passives pays nothing for them."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.effects.abilities.keywords import GrantKeyword
from engine.effects.context import Ctx
from engine.effects.filters import filter_table_reads
from engine.effects.passives.base import (
    CharPassive,
    _matching,
    condition_table_reads,
    reads_together,
)
from engine.gamestate.chars import EMPTY, NO_CHANGES, Chars, Delta
from engine.memo import per_object
from engine.model import STATUS, ZONE

if TYPE_CHECKING:  # pragma: no cover
    from engine.model import Card, CardDef
    from engine.state import GameState


@attrs.frozen
class _Item:
    holder: Card | None
    passive: CharPassive | GrantKeyword
    ctrl: int
    ts: int


@per_object
def table_reads(p: CharPassive | GrantKeyword) -> int | None:
    """What a characteristic-changing passive (or a `GrantKeyword`: its filter's and its
    condition's) reads of the table, None when it may read more than the table
    (`CharPassive.table_reads`); asked once per passive."""
    if isinstance(p, GrantKeyword):
        return reads_together(condition_table_reads(p.condition), filter_table_reads(p.filter))
    return p.table_reads()


def item_delta(g: GameState, it: _Item) -> Delta:
    return delta_of(g, it.passive, it.holder, it.ctrl)


def delta_of(g: GameState, p: CharPassive | GrantKeyword, holder: Card | None,
             ctrl: int) -> Delta:
    """The facts a characteristic-changing passive (or a `GrantKeyword`) gives now, "you"
    being `ctrl` and "I" the `holder` (None for an Ongoing Emblem's)."""
    if isinstance(p, GrantKeyword):  # an Ongoing Emblem has no holder: "you" is its controller
        if p.condition is not None and not p.condition.holds(g, Ctx(ctrl, holder)):
            return EMPTY  # checked each time characteristics are worked out (2.3.1.k)
        k = p.keyword
        return frozenset(("kw", c.oid, k.name, k.value)
                         for c in _matching(g, p.filter, holder, ctrl))
    return p.delta(g, holder, ctrl)


@per_object
def _char_passives(cdef: CardDef) -> tuple[tuple[CharPassive | GrantKeyword, bool], ...]:
    """The definition's characteristic-changing passives, each with whether it is a
    support ability: picked out once per definition, not at every evaluation."""
    return tuple((a, a.support) for a in cdef.abilities
                 if isinstance(a, (CharPassive, GrantKeyword)))


def gather_items(g: GameState) -> list[_Item]:
    """Every characteristic-changing passive that exists, printed or granted (not yet
    filtered by loss of abilities: that is part of the evaluation).  Asked at every
    evaluation, so the look at each object is written out here, not called."""
    out: list[_Item] = []
    exhausted, reserve, hero = STATUS.EXHAUSTED, ZONE.RESERVE, ZONE.HERO
    for c in g.able:  # objects with abilities where abilities can work
        granted = c.granted
        if not granted and not c.profile.changing:
            continue  # nothing on it can change characteristics
        z = c.zone
        if z is reserve:
            if exhausted in c.statuses:
                continue
            ctrl, support = c.owner, True
        else:
            ctrl, support = (c.owner if z is hero else c.controller), False
        for a, a_support in _char_passives(c.cdef):
            if a_support == support:
                out.append(_Item(c, a, ctrl, c.timestamp))
        for a in granted:
            if isinstance(a, (CharPassive, GrantKeyword)) and a.support == support:
                out.append(_Item(c, a, ctrl, c.timestamp))
    for e in g.emblems:
        if e.kind == "ongoing" and isinstance(e.passive, (CharPassive, GrantKeyword)):
            out.append(_Item(None, e.passive, e.controller, 10**9 + e.oid))
    return out


@per_object
def passive_gives(p: CharPassive | GrantKeyword) -> tuple[frozenset[str] | None,
                                                       frozenset[str] | None]:
    """The kinds of facts a passive may give and the keywords among them
    (`CharPassive.facts_given`; a `GrantKeyword` gives its keyword); asked once per
    passive."""
    if isinstance(p, GrantKeyword):
        return frozenset({"kw"}), frozenset({p.keyword.name})
    return p.facts_given()


def facts_given(g: GameState) -> tuple[frozenset[str] | None, frozenset[str] | None]:
    """What every characteristic-changing passive that exists may give (see
    `GameState.facts_given`): those of the objects where abilities work, printed or
    granted, working now or not (exhausted in Reserve, support or not: more than
    `gather_items` applies, never less), and those of Ongoing effects."""
    kinds: set[str] = set()
    names: set[str] = set()
    any_kind = any_name = False
    passives: list[CharPassive | GrantKeyword] = []
    for c in g.able:
        granted = c.granted
        if not granted and not c.profile.changing:
            continue
        passives += [a for a, _support in _char_passives(c.cdef)]
        passives += [a for a in granted if isinstance(a, (CharPassive, GrantKeyword))]
    passives += [e.passive for e in g.emblems if e.kind == "ongoing"
                 and isinstance(e.passive, (CharPassive, GrantKeyword))]
    for p in passives:
        k, n = passive_gives(p)
        if k is None:
            any_kind = any_name = True
            break
        kinds |= k
        if "kw" in k:
            if n is None:
                any_name = True
            else:
                names |= n
    return (None if any_kind else frozenset(kinds)), (None if any_name else frozenset(names))


def evaluate(g: GameState) -> Chars:
    """Apply the passives one at a time by timestamp and dependency (2.3.1.l, 2.3.3)."""
    return _evaluate(g, gather_items(g))


def evaluate_with_reads(g: GameState) -> tuple[Chars, int | None]:
    """`evaluate`, and when every passive applied reads only the table, what they read
    of it together (`table_reads`, a mask of `READS_*`; None when one may read anything
    else): `GameState.chars` keeps the answer until that changes (issue #27)."""
    items = gather_items(g)
    reads: int | None = 0
    for it in items:
        reads = reads_together(reads, table_reads(it.passive))
        if reads is None:
            break
    return _evaluate(g, items), reads


def check_kept_chars(g: GameState, kept: Chars) -> None:
    """A checked run: characteristics kept because the table did not change equal those
    the passives give now, or something changed the table without saying so."""
    now = evaluate(g)
    if now != kept:
        raise StaleCharacteristics(
            "characteristics kept while the table stayed the same differ from those the "
            f"passives give now: kept {kept}, now {now} (a change of the table that does "
            "not call GameState.table_changed?)")


def _evaluate(g: GameState, items: list[_Item]) -> Chars:
    if not items:
        return NO_CHANGES
    chars = NO_CHANGES
    outer = g.chars_in_progress
    if len(items) == 1:  # the common case: one passive, applied to the printed objects
        try:
            g.chars_in_progress = chars
            return _applied_alone(g, item_delta(g, items[0]))
        finally:
            g.chars_in_progress = outer
    try:
        unapplied = list(items)
        while unapplied:
            g.chars_in_progress = chars
            unapplied = [i for i in unapplied if i.holder is None or i.holder.oid not in chars.lost]
            if not unapplied:
                break
            pick = _next(g, chars, unapplied)
            g.chars_in_progress = chars
            chars = chars.apply(item_delta(g, pick), g)
            unapplied.remove(pick)
    finally:
        g.chars_in_progress = outer
    return chars


class StaleCharacteristics(AssertionError):
    """Kept characteristics differ from those recomputed (a checked run, issue #27)."""


def _applied_alone(g: GameState, delta: Delta) -> Chars:
    """The characteristics one passive's facts give when applied alone.  Evaluated after
    every event, a passive mostly gives the facts it gave last time (a Forest Maker's
    region stays Forest while nothing moves): then the characteristics made from them
    last time are the answer, not built again (issue #27).  Facts that add a terrain to a
    region read its shown terrains, which a flipped Tumult changes: never kept."""
    kept = g._derived.get("chars_alone")
    if kept is not None and kept[0] == delta:
        if g.self_checking and NO_CHANGES.apply(delta, g) != kept[1]:
            raise StaleCharacteristics(f"kept characteristics for {sorted(map(repr, delta))} "
                                       "differ from those the facts give now")
        return kept[1]
    chars = NO_CHANGES.apply(delta, g)
    if all(f[0] != "terr+" for f in delta):
        g._derived["chars_alone"] = (delta, chars)
    return chars


def _next(g: GameState, chars: Chars, unapplied: list[_Item]) -> _Item:
    if len(unapplied) == 1:
        return unapplied[0]
    deltas = {id(i): item_delta(g, i) for i in unapplied}
    direct: dict[int, set[int]] = {id(i): set() for i in unapplied}
    for b in unapplied:
        after = chars.apply(deltas[id(b)], g)
        g.chars_in_progress = after
        for a in unapplied:
            if a is b:
                continue
            removed = a.holder is not None and a.holder.oid in after.lost
            if removed or item_delta(g, a) != deltas[id(a)]:
                direct[id(a)].add(id(b))  # [A] directly depends on [B] (2.3.2.c)
        g.chars_in_progress = chars
    deps = _closure(direct)
    free = [a for a in unapplied
            if all(id(a) in deps[id(b)] for b in unapplied if id(b) in deps[id(a)])]
    pool = free or unapplied  # a dependency loop: fall back on timestamps
    return min(pool, key=lambda i: i.ts)


def _closure(direct: dict[int, set[int]]) -> dict[int, set[int]]:
    """Dependency is the transitive closure of direct dependency (2.3.2.g)."""
    out = {k: set(v) for k, v in direct.items()}
    changed = True
    while changed:
        changed = False
        for k, vs in out.items():
            extra = set().union(*(out[v] for v in vs)) - vs - {k} if vs else set()
            if extra:
                vs |= extra
                changed = True
    return out
