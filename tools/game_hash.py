"""One digest of how the engine plays: ~90 random games, every answer, every log line.

A refactoring that must not change behaviour (issue #16: `Game` wrapping its state) is
checked by running this before and after and comparing the two digests.  The games are
the 30 seatings of the starter decks with three seeds each, plus constructed decks
built by the gauntlet from the Core pool (more cards, more effects).  Each game adds its
answers, its log lines, both players' final views and its fingerprint to the digest; the
record is replayed once and must give the same fingerprint.

    .venv/bin/python tools/game_hash.py [--games 90] [-v]
    .venv/bin/python tools/game_hash.py --lab 60

`--lab N` digests what the goldfish lab says instead (engine.goldfish_lab: the greedy
pilot's views and choices, the lab's observer and summary, which the 90 random games do
not use): the summaries of N games of a seeded random legal deck of the whole pool and of
N games of the Axiom starter deck, played in this process, their timing left out.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

# the engine of the checkout this script is in, not whichever one the venv points at
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import Game, starter_deck  # noqa: E402
from engine.decks import STARTER_NAMES, Deck  # noqa: E402
from engine.gauntlet import Tally, build_deck, pool  # noqa: E402
from engine.model import CardType  # noqa: E402
from engine.policies import random_answer  # noqa: E402


def _games(n: int) -> list[tuple[int, list[Deck]]]:
    """(seed, decks) of the `n` games: starter seatings first, then Core gauntlet decks."""
    pairs = [(a, b) for a in STARTER_NAMES for b in STARTER_NAMES if a != b]
    out: list[tuple[int, list[Deck]]] = []
    starters = n * 2 // 3
    for i in range(starters):
        a, b = pairs[i % len(pairs)]
        out.append((i, [starter_deck(a), starter_deck(b)]))
    cards = pool("CORE")
    factions = sorted({c.faction for c in cards if c.faction is not None
                       and c.type is CardType.HERO}, key=lambda f: f.value)
    rng = random.Random(4242)
    tally = Tally()
    for j in range(n - starters):
        a = factions[j % len(factions)]
        b = factions[(j + 1 + j // len(factions)) % len(factions)]
        decks = [build_deck(a, cards, tally, rng), build_deck(b, cards, tally, rng)]
        if decks[0] is None or decks[1] is None:
            continue
        out.append((10_000 + j, decks))  # type: ignore[arg-type]
    return out


def play(seed: int, decks: list[Deck], via: str = "") -> Game:
    """One random game.  `via` plays the same game through copies, which must change
    nothing: "clone" goes on with `Game.clone()` at every turn decision, "undo" keeps
    snapshots and every tenth answer takes three answers back and gives them again."""
    rng = random.Random(seed ^ 0x5EED)
    g = Game.new(decks, seed=seed, names=("North", "South"))
    if via == "undo":
        g.keep_snapshots(4)
    while g.pending is not None and g.day <= 200:
        if via == "clone" and g.pending.kind == "turn":
            g = g.clone()
        g.answer(random_answer(g.pending, rng))
        if via == "undo" and len(g.answers) % 10 == 0:
            again = g.answers[-3:]
            g = g.undo(3)
            for a in again:
                g.answer(a)
    return g


def digest(n: int, verbose: bool = False, via: str = "") -> str:
    h = hashlib.sha256()
    for seed, decks in _games(n):
        g = play(seed, decks, via)
        game_h = hashlib.sha256()
        for a in g.record["answers"]:
            game_h.update(json.dumps(a).encode() + b"\n")
        for e in g.log:  # the English text (an entry may hold a lazily worded Message)
            line = (e.day, e.phase, e.actor, e.text, e.rule, e.objects)
            game_h.update(str(line).encode() + b"\n")
        for who in (0, 1, None):
            game_h.update(json.dumps(g.view(who), sort_keys=True).encode())
        fp = g.fingerprint()
        game_h.update(fp.encode())
        if Game.from_record(g.record).fingerprint() != fp:
            raise SystemExit(f"seed {seed}: the replayed record differs")
        if verbose:
            print(seed, len(g.record["answers"]), len(g.log), game_h.hexdigest()[:16])
        h.update(game_h.digest())
    return h.hexdigest()


def lab_digest(n: int) -> str:
    """The digest of the goldfish lab's summaries of `n` whole-pool and `n` starter games."""
    from engine.gauntlet import ALL
    from engine.goldfish_lab import run_lab
    from engine.model import Faction

    pool_deck = build_deck(Faction("AX"), pool(ALL), Tally(), random.Random(1))
    assert pool_deck is not None
    h = hashlib.sha256()
    for deck in (pool_deck, starter_deck("axiom")):
        summary = run_lab(deck, n, workers=1)
        del summary["seconds"]
        h.update(json.dumps(summary, sort_keys=True).encode())
    return h.hexdigest()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=90)
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("--via", choices=("clone", "undo"), default="",
                    help="play the same games through clones or snapshot undos: the digest "
                         "must be the same")
    ap.add_argument("--lab", type=int, metavar="N",
                    help="digest the goldfish lab's summaries of N whole-pool and N starter "
                         "games instead")
    args = ap.parse_args(argv)
    print(lab_digest(args.lab) if args.lab else digest(args.games, args.verbose, args.via))
    return 0


if __name__ == "__main__":
    sys.exit(main())
