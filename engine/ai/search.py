"""The search player: determinized Monte-Carlo over the engine.

At each of its turn decisions it rebuilds the game many times from its own view, the
hidden cards drawn anew each time (engine.ai.determinize), tries a candidate option in
that copy, and lets two greedy players finish the day (to the first decision of the next
day, or the end of the game); the copy's position is then valued from its own seat
(engine.ai.read.evaluate).  Candidates get playouts in rounds, the most promising more
often (UCB1), until the budget of playouts or seconds is spent; the option with the best
mean value is played.  Other decisions (targets, Expand, Clean-up...) are left to the
greedy player, as are turns in the Arena, which cannot be rebuilt.

What it assumes: its own deck list (it built the deck) and the opponent's deck list, as
with open deck lists; by default the starter deck whose Hero the opponent leads, else the
cards it has seen of theirs.  It never reads the real game: only its view.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from engine.ai.determinize import oid_map, rebuild, translate
from engine.ai.greedy import Greedy
from engine.ai.read import View, evaluate
from engine.decisions import Decision
from engine.decks import STARTER_NAMES, Deck, starter_deck
from engine.position import PositionError

Answer = str | list[str]


def guess_deck(view: View, seat: int) -> Deck:
    """A deck list for a seat whose list is not given: the starter deck its Hero leads."""
    hero = view["players"][seat]["hero"]
    ref = hero["ref"] if hero else None
    for name in STARTER_NAMES:
        d = starter_deck(name)
        if d.hero == ref:
            return d
    seen = [c["ref"] for p in view["players"] for z in ("discard", "reserve", "landmarks")
            for c in p[z] if c["owner"] == seat and not c["token"]]
    return Deck("Guess", ref, tuple(seen) or tuple(starter_deck("axiom").cards))


class Search:
    """Determinized Monte-Carlo over turn decisions; greedy for the rest."""

    name = "search"

    def __init__(self, seed: int = 0, own_deck: Deck | None = None,
                 their_deck: Deck | None = None, playouts: int = 96,
                 budget: float | None = 1.5, candidates: int = 6) -> None:
        self.rng = random.Random(seed)
        self.greedy = Greedy(seed)
        self.own_deck = own_deck
        self.their_deck = their_deck
        self.playouts = playouts
        self.budget = budget
        self.candidates = candidates
        self.reason = ""
        self.stats: dict[str, Any] = {"decisions": 0, "playouts": 0, "seconds": 0.0,
                                      "max": 0.0}

    def decide(self, view: View, d: Decision) -> Answer:
        if d.kind != "turn" or len(d.options) == 1 or len(view["adventure"]) != 8:
            ans = self.greedy.decide(view, d)
            self.reason = self.greedy.reason
            return ans
        t0 = time.perf_counter()
        try:
            ans = self._search(view, d)
        except PositionError:  # a board the builder cannot rebuild: fall back
            ans = self.greedy.decide(view, d)
            self.reason = self.greedy.reason
        took = time.perf_counter() - t0
        self.stats["decisions"] += 1
        self.stats["seconds"] += took
        self.stats["max"] = max(self.stats["max"], took)
        return ans

    # ------------------------------------------------------------------ the search
    def _search(self, view: View, d: Decision) -> Answer:
        me = view["viewer"]
        own = self.own_deck or guess_deck(view, me)
        theirs = self.their_deck or guess_deck(view, 1 - me)
        scored = sorted(self.greedy.score_turn(view), key=lambda s: -s[0])
        cands = [s[1] for s in scored[: self.candidates]]
        if "pass" not in cands:
            cands.append("pass")
        reasons = {s[1]: s[2] for s in scored}
        totals = dict.fromkeys(cands, 0.0)
        counts = dict.fromkeys(cands, 0)
        deadline = time.perf_counter() + self.budget if self.budget else None
        done = 0
        while done < self.playouts:
            if deadline is not None and time.perf_counter() > deadline and done >= len(cands):
                break
            if done < len(cands):
                pick = cands[done]
            else:
                logn = math.log(done)
                pick = max(cands, key=lambda c: (totals[c] / counts[c] if counts[c] else 1e9)
                           + 25.0 * math.sqrt(logn / max(1, counts[c])))
            value = self._playout(view, own, theirs, pick)
            done += 1
            if value is None:
                cands.remove(pick)  # the option cannot be tried in a rebuilt game
                if not cands:
                    break
                continue
            totals[pick] += value
            counts[pick] += 1
        self.stats["playouts"] += done
        tried = [c for c in cands if counts[c]]
        if not tried:
            ans = self.greedy.decide(view, d)
            self.reason = self.greedy.reason
            return ans
        best = max(tried, key=lambda c: totals[c] / counts[c])
        mean = totals[best] / counts[best]
        base = totals.get("pass", 0.0) / counts["pass"] if counts.get("pass") else None
        edge = f", {mean - base:+.1f} over passing" if base is not None and best != "pass" else ""
        self.reason = (f"{reasons.get(best, 'played out')}; tried in {counts[best]} of "
                       f"{done} imagined games{edge}")
        return best

    def _playout(self, view: View, own: Deck, theirs: Deck, option: str) -> float | None:
        me = view["viewer"]
        g = rebuild(view, own, theirs, self.rng)
        if g.pending is None or g.pending.player != me or g.pending.kind != "turn":
            return None
        sim_id = translate(option, oid_map(view, g.view(me)))
        if sim_id is None or all(o.id != sim_id for o in g.pending.options):
            return None
        g.answer(sim_id)
        players = [Greedy(self.rng.randrange(1 << 30)), Greedy(self.rng.randrange(1 << 30))]
        day = view["day"]
        steps = 0
        while g.pending is not None and g.day <= day and steps < 400:
            p = g.pending
            # read while deciding only: a view made as it is read (issue #27)
            ans = players[p.player].decide(g.lazy_view(p.player), p)
            try:
                g.answer(ans)
            except ValueError:
                g.answer(players[p.player]._fallback(p))
            steps += 1
        return evaluate(g.lazy_view(me))
