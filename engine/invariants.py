"""The rules' invariants, checked after every log entry while a game is fuzzed
(`Game.self_check`, used by `altered-sim` and the gauntlet): every card in exactly one
zone, mana paid equals the cost, every event seen by the Reaction machinery, each
Reaction bound to an object that existed before its event, no Expedition with a Defender
moving forward at Dusk, the moves of a Progress simultaneous, the kept watching Reactions
those a fresh look would make.  A broken one raises `InvariantViolation`.

These read the rules' state, so they live in the engine, next to `explain`; whoever
fuzzes a game asks for them through `Game.self_check()` and never holds the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.model import Phase, Zone
from engine.state import quick_actions, quick_actions_seen, quick_holders, quick_holders_seen

if TYPE_CHECKING:  # pragma: no cover
    from engine.state import GameState


class InvariantViolation(AssertionError):
    pass


def check_invariants(g: GameState, expected: list[int]) -> None:
    """Every card of each deck is in exactly one zone; hidden cards stay hidden."""
    for p in g.players:
        items = [c for c in g.all_cards() if c.owner == p.index and not c.cdef.is_token]
        ids = [id(c) for c in items]
        if len(ids) != len(set(ids)):
            raise InvariantViolation(f"a card of {p.name} is in two zones at once")
        if len(items) != expected[p.index]:
            raise InvariantViolation(f"{p.name} should own {expected[p.index]} cards, "
                                     f"found {len(items)}")
        for z in (Zone.DECK, Zone.HAND, Zone.DISCARD, Zone.RESERVE, Zone.LANDMARK, Zone.MANA):
            for c in p.zone_list(z):
                if c.zone is not z:
                    raise InvariantViolation(f"{c.name} is listed in {z.value} but marked {c.zone.value}")


def check_mana(g: GameState, ready: list[int]) -> None:
    """Mana paid equals the cost: a payment entry exhausts exactly that many orbs."""
    e = g.log[-1]
    now = [g.ready_mana(0), g.ready_mana(1)]
    if e.seat is not None and e.starts("pays "):
        pi = e.seat
        n = int(e.text.split()[1])
        if ready[pi] - now[pi] != n:
            raise InvariantViolation(f"{e.actor} paid {n} mana but {ready[pi] - now[pi]} "
                                     "Mana Orbs were exhausted")
    ready[:] = now


def check_events_seen(g: GameState, outside: list[Any]) -> None:
    """Every event happens inside a step, whose Reactions are then activated (1.2.7.b,
    6.3.g): one recorded outside any step (`outside`, the list the state starts with)
    is lost to the Reactions it should trigger.  Set-up is no step and has no Reactions
    to trigger (4.1): its events are dropped as the first day begins."""
    if outside and g.phase is not Phase.SETUP:
        ev = outside[0]
        raise InvariantViolation(f"a '{ev.kind}' event of {ev.card.name if ev.card else '-'} "
                                 "happened outside any step, so no Reaction could see it")


def check_reaction_binding(g: GameState, seen: set[int]) -> None:
    """A Reaction that works before its event belongs to the object that was there then
    (6.3.e): it is never bound to an object that entered its zone during the step of its
    event — such as a card the die's outcome sent to Reserve (6.3.j, 7.3.19.b)."""
    for em in g.emblems:
        if em.kind != "reaction" or em.oid in seen:
            continue
        seen.add(em.oid)
        ab = em.ability
        if em.made_before is None or ab is None or ab.trigger.self_move:
            continue
        ev = em.ctx.event if em.ctx is not None else None
        if (ev is not None and ev.kind == "move" and ev.old_oid is not None
                and ev.old_oid <= em.made_before
                and (g.items.get(em.source_oid) if em.source_oid is not None else None)
                is ev.card):
            continue  # the trigger is that object's own move: it follows it (2.1.f)
        if em.source_oid is not None and em.source_oid > em.made_before:
            raise InvariantViolation(
                f"{em.source_name}'s Reaction is bound to object #{em.source_oid}, which "
                f"entered its zone after the event that made the Reaction")


def check_watchers(g: GameState) -> None:
    """The kept list of watching Reactions is the one a fresh look would make: nothing
    that changes which Reactions work slipped past `watchers_key` (issue #27)."""
    stale = g.stale_watchers()
    if stale is not None:
        raise InvariantViolation(f"the kept watching Reactions ({stale[0]}) differ from "
                                 f"those that work now ({stale[1]})")


def check_quick_holders(g: GameState) -> None:
    """The index of objects that may have a quick action (`quick_held`) gives each player
    the objects, in the order, that a look at every zone would, and the quick actions
    their profiles say work are those a look at each ability finds (issue #27)."""
    for player in (0, 1):
        kept = quick_holders(g, player)
        seen = quick_holders_seen(g, player)
        if [id(c) for c in kept] != [id(c) for c in seen]:
            raise InvariantViolation(
                f"the objects kept as holding quick actions ({', '.join(c.name for c in kept)}) "
                f"differ from those in play and Reserve ({', '.join(c.name for c in seen)})")
        for c in kept:
            said, found = list(quick_actions(g, c)), quick_actions_seen(g, c)
            if [(i, id(a)) for i, a in said] != [(i, id(a)) for i, a in found]:
                raise InvariantViolation(f"{c.name}'s profile gives quick actions {said} where "
                                         f"a look at its abilities finds {found}")


def check_passives(g: GameState) -> None:
    """The kept list of working passives is the one a fresh look would make: nothing
    that changes which passives work slipped past `abilities_key` (issue #27)."""
    stale = g.stale_passives()
    if stale is not None:
        raise InvariantViolation(f"the kept working passives ({stale[0]}) differ from "
                                 f"those that work now ({stale[1]})")


def check_defender_at_dusk(g: GameState, decided: dict[tuple[int, int, str], bool] | None = None) -> None:
    """An Expedition holding a Character with Defender never moves forward during Dusk,
    whatever moves it (7.4.2.b-c).

    Progress decides which Expeditions move from the state before any of them moves, and
    they then move together (4.2.4.h): a Character that gains Defender only because of
    those moves (Defender while In contact) did not stop its Expedition.  So when
    `decided` is given, the Defender of an Expedition that won Progress is judged as it
    stood when the win was logged (kept in `decided`, keyed by day, player and
    Expedition); any other move at Dusk is judged as things stand when it is logged."""
    e = g.log[-1]
    if e.phase is not Phase.DUSK or e.seat is None:
        return
    v = e.verdict
    won = v is not None and bool(v.ahead)  # Progress found it ahead (4.2.4.b)
    if not won and " Expedition moves forward" not in e.text:
        return
    exp = v.expedition if v is not None and won else \
        e.text.split("'s ", 1)[1].split(" Expedition", 1)[0]
    player = e.seat
    key = (g.day, player, exp)
    if won:
        if decided is not None:
            decided[key] = g.has_defender(player, exp)
        return
    had = decided.pop(key) if decided is not None and key in decided else g.has_defender(player, exp)
    if had:
        raise InvariantViolation(f"{e.text} at Dusk although it holds a Defender")


#: how a refused forward move reads in the log (engine.gamestate.actions.forward_refusal),
#: the end of the Adventure aside: that one no other move can cause
_REFUSED_FORWARD = ("can't move forward", "has a Defender and cannot move forward",
                    "can only move forward due to a terrain")


def check_progress_simultaneous(g: GameState, moving: list[int]) -> None:
    """The moves of a Progress are decided first and happen together (4.2.4.h): once an
    Expedition has moved forward in Progress, no other is refused its move in that same
    Progress — what the first move caused (a Character In contact becoming a Defender)
    is seen after, never before a move already decided.  `moving` holds the day of the
    Progress whose moves have begun, until its Reactions or the Night come."""
    e = g.log[-1]
    if e.phase is not Phase.DUSK or e.rule in ("4.4", "4.2.b"):
        moving.clear()
        return
    if e.rule == "4.2.4.h" and " moves forward" in e.text:
        moving[:] = [g.day]
    elif moving and e.actor is not None and any(w in e.text for w in _REFUSED_FORWARD):
        raise InvariantViolation(f"{e.text} in the middle of Progress, after another "
                                 "Expedition had moved: the moves were not simultaneous")


def check_facts_given(g: GameState) -> None:
    """What the passives that exist may give (`GameState.facts_given`, by which questions
    about a keyword no passive gives skip working them out) is what a fresh look says, and
    covers what they give now (issue #27)."""
    wrong = g.stale_facts_given()
    if wrong is not None:
        raise InvariantViolation(f"what the passives may give is wrong: {wrong}")


class SelfCheck:
    """The invariants of one game, with what they remember from one entry to the next."""

    def __init__(self, g: GameState, expected: list[int]) -> None:
        self.g = g
        self.expected = expected  # the cards each player owns (deck and Hero)
        self.ready = [0, 0]
        self.outside = g.outside_events()  # the list events go to when no step is running
        self.bound: set[int] = set()
        self.decided: dict[tuple[int, int, str], bool] = {}
        self.moving: list[int] = []
        # the caches confirm their answers as they give them (issue #27): the index of
        # watchers by kind of event, the characteristics kept for a passive's facts
        g.self_checking = True

    def __call__(self) -> None:
        g = self.g
        check_invariants(g, self.expected)
        check_mana(g, self.ready)
        check_defender_at_dusk(g, self.decided)
        check_progress_simultaneous(g, self.moving)
        check_reaction_binding(g, self.bound)
        check_events_seen(g, self.outside)
        check_watchers(g)
        check_quick_holders(g)
        check_passives(g)
        check_facts_given(g)
