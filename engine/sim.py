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
from engine.batch import settle_for_batch
from engine.coverage import main as coverage_main
from engine.decks import STARTER_NAMES, Deck, starter_deck
from engine.game import Game
from engine.invariants import InvariantViolation as InvariantViolation
from engine.policies import random_answer


def check_view_hides(game: Game) -> None:
    """No seat's view shows the other's hidden cards: the Hand and the Mana as counts, and
    no id of a card in the opponent's Hand (as the opponent's own view lists it)."""
    views = [game.view(0), game.view(1)]
    for viewer in (0, 1):
        v = views[viewer]
        opp = v["players"][1 - viewer]
        if opp["hand"] is not None or opp["mana"]["cards"] is not None:
            raise InvariantViolation("the opponent's hand or mana is visible in a view")
        blob = json.dumps(v)
        for c in views[1 - viewer]["players"][1 - viewer]["hand"] or ():
            if f'"oid": {c["oid"]},' in blob:
                raise InvariantViolation(f"hidden card #{c['oid']} appears in "
                                         f"{game.names[viewer]}'s view")


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
    if check:  # the rules' invariants after every log entry (engine.invariants)
        g.self_check()
    if watch is not None:
        g.watch(watch)
    decisions = 0
    players = [None if pol == "random" else make_player(pol, seed * 2 + i, decks[i], decks[1 - i])
               for i, pol in enumerate(policies)]
    try:
        d = g.pending
        while d is not None:
            if check:
                check_view_hides(g)
                check_offered_accepted(g)
            ai = players[d.player]
            g.answer(random_answer(d, rng) if ai is None else seat_answer(g, ai, rng))
            d = g.pending
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
    settle_for_batch()
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
