"""`altered-sim`: play many complete games headless with a random legal policy (or, with
--policy, the greedy or search player of engine.ai in both seats, or one per seat).

Prints games, errors, invariant violations, mean days, games/s and decisions/s; with
--json the last line is one JSON object.  With --check (default on), invariants are
checked after every logged event: every card in exactly one zone (none lost or
duplicated), mana paid equals costs, no hidden card in the opponent's view, every event
seen by the Reaction machinery, each Reaction bound to an object that existed before its
event, no Expedition with a Defender moving forward at Dusk, the moves of a Progress
simultaneous, every offered option accepted.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.ai.players import POLICY_NAMES, make_player, seat_answer
from engine.coverage import main as coverage_main
from engine.decks import STARTER_NAMES, Deck, starter_deck
from engine.game import Game
from engine.model import Phase, Zone
from engine.policies import random_answer
from engine.state import GameState
from engine.testing import state_of


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
    if e.text.startswith("pays ") and e.actor is not None:
        pi = next(p.index for p in g.players if p.name == e.actor)
        n = int(e.text.split()[1])
        if ready[pi] - now[pi] != n:
            raise InvariantViolation(f"{e.actor} paid {n} mana but {ready[pi] - now[pi]} "
                                     "Mana Orbs were exhausted")
    ready[:] = now


def check_view_hides(game: Game) -> None:
    g = state_of(game)
    for viewer in (0, 1):
        v = game.view(viewer)
        opp = v["players"][1 - viewer]
        if opp["hand"] is not None or opp["mana"]["cards"] is not None:
            raise InvariantViolation("the opponent's hand or mana is visible in a view")
        blob = json.dumps(v)
        for c in g.players[1 - viewer].hand:
            if f'"oid": {c.oid},' in blob:
                raise InvariantViolation(f"hidden card #{c.oid} appears in {g.players[viewer].name}'s view")


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
    hit = g._watchers
    if hit is None or g.chars_in_progress is not None or hit[0] != g.watchers_key():
        return  # nothing kept, or it will be made afresh at the next step
    kept = [(id(c), id(a), ctrl, oid) for c, a, ctrl, oid in hit[1]]
    fresh = [(id(c), id(a), ctrl, oid) for c, a, ctrl, oid in g._compute_watchers()]
    if kept != fresh:
        raise InvariantViolation(f"the kept watching Reactions ({len(kept)}) differ from "
                                 f"those that work now ({len(fresh)})")


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
    if e.phase is not Phase.DUSK or e.actor is None:
        return
    won = " beats the facing Expedition" in e.text
    if not won and " Expedition moves forward" not in e.text:
        return
    exp = e.text.split("'s ", 1)[1].split(" Expedition", 1)[0]
    player = next(p.index for p in g.players if p.name == e.actor)
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


def check_offered_accepted(game: Game) -> None:
    """Every option the pending decision offers is one the game accepts (6.5.b): for a
    multi-choice, some answer holding it passes the count and the decision's check.  (Its
    kind is one the protocol declares: a `Decision` of any other cannot be made.)"""
    d = game.pending
    if d is None:
        return
    bad = d.refused_options()
    if bad:
        raise InvariantViolation(f"'{d.kind}' decision ({d.prompt}) offers options it would "
                                 f"refuse: {', '.join(bad[:5])}")


def play_one(decks: list[Deck], seed: int, check: bool,
             watch: Callable[[Game], None] | None = None,
             policies: tuple[str, str] = ("random", "random")) -> dict[str, Any]:
    """One random game; `watch` is called after every log entry (the gauntlet counts
    plays with it while the objects the entry names still exist)."""
    rng = random.Random(seed ^ 0x5EED)
    g = Game.new(decks, seed=seed, names=("North", "South"))
    expected = [len(d.cards) + (1 if d.hero else 0) for d in decks]
    ready = [0, 0]
    st = state_of(g)  # the invariants are about the state behind the protocol
    outside = st._events  # the list events go to when no step is running
    bound: set[int] = set()
    decided: dict[tuple[int, int, str], bool] = {}
    moving: list[int] = []
    if check or watch is not None:
        def observe(_state: Any) -> None:
            if check:
                check_invariants(st, expected)
                check_mana(st, ready)
                check_defender_at_dusk(st, decided)
                check_progress_simultaneous(st, moving)
                check_reaction_binding(st, bound)
                check_events_seen(st, outside)
                check_watchers(st)
            if watch is not None:
                watch(g)
        st.observer = observe
    decisions = 0
    players = [None if pol == "random" else make_player(pol, seed * 2 + i, decks[i], decks[1 - i])
               for i, pol in enumerate(policies)]
    try:
        while g.pending is not None:
            if check:
                check_view_hides(g)
                check_offered_accepted(g)
            ai = players[g.pending.player]
            g.answer(random_answer(g.pending, rng) if ai is None else seat_answer(g, ai, rng))
            decisions += 1
            if g.day > MAX_DAYS:
                raise RuntimeError(f"the game is still going after {MAX_DAYS} days")
    except Exception as e:
        # the record holds the seed and every answer up to the failing one, so the
        # failure replays exactly (Game.load raises it again)
        e.altered_record = g.record  # type: ignore[attr-defined]
        raise
    return {"days": g.day, "decisions": decisions, "winner": g.winner, "game": g}


MAX_DAYS = 200


def save_failure(folder: str, seed: int, err: BaseException) -> str:
    """Write the record of a failing game next to the error, for replaying it."""
    record = getattr(err, "altered_record", None)
    if record is None:
        return ""
    path = Path(folder) / f"failure-seed-{seed}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(record, indent=1), encoding="utf-8")
    (path.with_suffix(".txt")).write_text(f"{type(err).__name__}: {err}\n", encoding="utf-8")
    return str(path)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="altered-sim", description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--decks", default="axiom,bravos",
                    help=f"two starter decks, from: {', '.join(STARTER_NAMES)}")
    ap.add_argument("--policy", default="random", choices=list(POLICY_NAMES),
                    help="who plays both seats")
    ap.add_argument("--seat-policies", metavar="A,B",
                    help="one policy per seat, e.g. greedy,random (overrides --policy)")
    ap.add_argument("--no-check", action="store_true", help="skip invariant checks (for speed)")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--save-failures", metavar="DIR", help="write the record of failing games")
    ap.add_argument("--coverage", action="store_true",
                    help="instead of playing, list every starter-deck card and the tests "
                    "covering it (run from the repository root)")
    return ap.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["--coverage"]:  # which test covers each starter-deck card
        return coverage_main(args[1:])  # its own options follow (--missing)
    a = parse_args(argv)
    if a.coverage:  # given after other options: those are for playing, so none passed on
        return coverage_main([])
    names = [n.strip() for n in a.decks.split(",")]
    if len(names) != 2:
        print("--decks needs two deck names separated by a comma", file=sys.stderr)
        return 2
    decks = [starter_deck(n) for n in names]
    policies = (a.policy, a.policy)
    if a.seat_policies:
        pols = [x.strip() for x in a.seat_policies.split(",")]
        if len(pols) != 2 or any(x not in POLICY_NAMES for x in pols):
            print(f"--seat-policies needs two of {', '.join(POLICY_NAMES)} separated by a "
                  "comma", file=sys.stderr)
            return 2
        policies = (pols[0], pols[1])
    wins = [0, 0]
    errors = violations = 0
    days: list[int] = []
    decisions = 0
    failures: list[str] = []
    t0 = time.perf_counter()
    for i in range(a.games):
        seed = a.seed + i
        try:
            r = play_one(decks, seed, not a.no_check, policies=policies)
            days.append(r["days"])
            if r["winner"] is not None:
                wins[r["winner"]] += 1
            decisions += r["decisions"]
        except InvariantViolation as e:
            violations += 1
            failures.append(f"seed {seed}: invariant: {e}")
            if a.save_failures:
                failures.append(f"  record: {save_failure(a.save_failures, seed, e)}")
        except Exception as e:  # noqa: BLE001 - the simulator reports every failure
            errors += 1
            failures.append(f"seed {seed}: {type(e).__name__}: {e}\n{traceback.format_exc()}")
            if a.save_failures:
                failures.append(f"  record: {save_failure(a.save_failures, seed, e)}")
    dt = time.perf_counter() - t0
    summary = {
        "games": a.games, "errors": errors, "invariant_violations": violations,
        "mean_days": round(sum(days) / len(days), 2) if days else 0.0,
        "games_per_s": round(a.games / dt, 1) if dt else 0.0,
        "decisions_per_s": round(decisions / dt, 1) if dt else 0.0,
        "decks": names, "seed": a.seed, "checked": not a.no_check,
        "policies": list(policies), "wins_by_seat": wins,
    }
    for f in failures[:5]:
        print(f, file=sys.stderr)
    if a.json:
        print(json.dumps(summary))
    else:
        for k, v in summary.items():
            print(f"{k:>22}: {v}")
    return 1 if errors or violations else 0


if __name__ == "__main__":
    sys.exit(main())
