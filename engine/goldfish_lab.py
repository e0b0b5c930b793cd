"""`altered-goldfish`: how fast does a deck win when nobody stands in its way?

Plays N goldfish games of one deck — an automatic pilot (engine.ai) against the idle
opponent, who passes, skips and declines — spread over local worker processes or the
workers of a Dask cluster (engine.batch), and sums them up: the distribution of the day of victory, the
average Expedition positions and the mana spent on each day, and for each card how often
it was drawn and played and on which day on average.  Every game keeps its seed (and, on
request, its record), so any one of them can be opened and watched again: the pilot is
deterministic, the same deck, seed and pilot give the same game.

    altered-goldfish axiom --games 1000 --pilot greedy --json
    altered-goldfish my-deck.json --games 200 --csv games.csv --workers 2
    altered-goldfish my-deck.json --games 10000 --scheduler tcp://HOST:8786   (Dask)
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import os
import sys
import threading
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, cast

from engine.ai.players import make_player, seat_answer
from engine.batch import Executor, ExecutorUnavailable, InProcess, make_executor, settle_for_batch
from engine.cards.registry import card_by_ref
from engine.decks import (
    MAX_DECK_FILE_BYTES,
    STARTER_NAMES,
    Deck,
    DeckError,
    deck_from_json,
    load_deck_file,
    parse_decklist,
    starter_deck,
)
from engine.game import Game
from engine.lab_impact import card_impacts
from engine.loading import excerpt, read_text_bounded
from engine.log import LogEntry
from engine.messages import Message, template_starts
from engine.policies import idle_answer
from engine.record import MAX_SEED, write_atomic
from engine.view import KeptViews

IDLE_NAME = "Idle opponent"
PILOT = 0
MAX_DAYS = 40
PILOTS = ("greedy", "search", "random")
#: games one run may ask for: a million take hours already, and each seed is kept in
#: memory before the first game (10^8 games took 3.9 GB before any was played)
MAX_GAMES = 1_000_000
#: worker processes one run may start (each holds the card pool: ~100 MB)
MAX_WORKERS = 64


def idle_deck() -> Deck:
    return Deck(IDLE_NAME, None, ())


def goldfish_game(deck: Deck, seed: int) -> Game:
    """The same game the app's goldfish mode makes (meta.mode "goldfish")."""
    return Game.new([deck, idle_deck()], seed=seed, names=("Player", "Goldfish"),
                    meta={"mode": "goldfish"})


def _hand(g: Game) -> list[str]:
    """The references of the cards in the pilot's Hand, as the pilot sees it."""
    return g.hand_refs(PILOT)


def _distances(g: Game) -> list[int]:
    """How far the pilot's Hero and Companion Expeditions have moved (4.2.5.d)."""
    return list(g.distances(PILOT))


#: what the observer does with an entry of its pilot's, by how its words begin: nothing,
#: "pays " (mana spent), "draws " (cards drawn), "plays " (a card played)
_OTHER, _PAYS, _DRAWS, _PLAYS = 0, 1, 2, 3
#: a template whose words before the first placeholder do not tell: its value decides
_UNTOLD = -1
#: template -> its kind, or _UNTOLD, worked out once per template; templates are
#: sentences of the engine's code, a few hundred, but the memo is bounded all the same
_KINDS: dict[str, int] = {}
#: an _UNTOLD template -> the words before its first placeholder and the placeholder's
#: name, when the placeholder is a plain name (no format spec nor conversion) and the
#: words hold no brace; None otherwise
_FIRST: dict[str, tuple[str, str] | None] = {}
_KINDS_LIMIT = 10_000
#: the longest of the three beginnings: an opening of this length tells them all
_TELLING = len("draws ")


def _text_kind(text: str) -> int:
    """The kind of an entry whose words begin with `text` (at least `_TELLING` long, or
    the whole words)."""
    if text.startswith("pays "):
        return _PAYS
    if text.startswith("draws "):
        return _DRAWS
    return _PLAYS if text.startswith("plays ") else _OTHER


def _template_kind(template: str) -> int:
    """The kind of every entry made from `template`, or _UNTOLD when the value of its
    first placeholder decides (engine.messages.template_starts); for those, what comes
    before that placeholder goes to `_FIRST`."""
    told = [template_starts(template, p) for p in ("pays ", "draws ", "plays ")]
    if None not in told:
        return _PAYS if told[0] else _DRAWS if told[1] else _PLAYS if told[2] else _OTHER
    i = template.find("{")
    j = template.find("}", i)
    name = template[i + 1:j]
    plain = j > i and name.isidentifier() and "}" not in template[:i]
    _FIRST[template] = (template[:i], name) if plain else None
    return _UNTOLD


def _kind(words: str | Message) -> int:
    """Whether a log entry's words begin with "pays ", "draws " or "plays " (the
    pilot's mana paid, cards drawn, cards played) or none of them: from its template
    where the template tells (kept per template), else from the words before its first
    placeholder and the placeholder's value when that is plain words long enough to
    tell ("{card} goes to Reserve": a card's name), the whole words built only
    otherwise.  The observer asks this of every entry of its pilot's."""
    if type(words) is Message:
        t, args = words
        known = _KINDS.get(t)
        if known is None:
            if len(_KINDS) >= _KINDS_LIMIT:
                _KINDS.clear()
                _FIRST.clear()
            known = _KINDS[t] = _template_kind(t)
        if known != _UNTOLD:
            return known
        first = _FIRST.get(t)
        if first is not None and args:  # without arguments the template is the words
            value = args.get(first[1])
            if type(value) is str:  # put in as it is (format_map of a str)
                head = first[0] + value
                if len(head) >= _TELLING:
                    return _text_kind(head)
    return _text_kind(str(words))


def play_goldfish(deck: Deck, seed: int, pilot: str = "greedy", keep_record: bool = False,
                  options: dict[str, Any] | None = None) -> dict[str, Any]:
    """One goldfish game and what happened in it, day by day."""
    g = goldfish_game(deck, seed)
    ai = make_player(pilot, seed, deck, idle_deck(), **(options or {}))
    positions: dict[int, list[int]] = {}
    mana: Counter[int] = Counter()
    drawn: list[tuple[str, int]] = []
    played: list[tuple[str, int]] = []
    last_day = g.day
    kinds = _KINDS

    def observe(e: LogEntry) -> None:
        # called for each of the game's ~180 entries: the entries of other actors and
        # those of its pilot's that are none of the three cost a few look-ups
        nonlocal last_day
        day = e.day
        if day != last_day:
            positions[last_day] = _distances(g)
            last_day = day
        if e.seat != PILOT:  # the lab follows its own pilot's entries
            return
        m = e.message
        kind = kinds.get(m[0]) if type(m) is Message else None
        if kind is None or kind == _UNTOLD:
            kind = _kind(m)
        if kind == _OTHER:
            return
        if kind == _PAYS:
            mana[day] += int(e.text.split()[1])
        elif kind == _DRAWS:
            t = e.text
            n = 1 if t == "draws a card" else int(t.split()[1])
            drawn.extend((ref, day) for ref in _hand(g)[-n:])
        elif e.rule == "5.1.2" and e.objects:
            cd = g.visible_card(PILOT, e.objects[0])  # played: in Limbo, or already in play
            if cd is not None:
                played.append((cd.ref, day))

    g.watch_entries(observe)
    # the opening hand is drawn while the game is made, before the observer: count it
    drawn.extend((ref, 1) for ref in _hand(g))
    decisions = 0
    # building the view is most of a pilot's decision: one that can tell its answer
    # without it (engine.ai.greedy.Greedy.answer_without_view) is not shown one
    blind = getattr(ai, "answer_without_view", None)
    # and the card views of objects that did not change are kept from one of its views
    # to the next (most of a view is its Mana Orbs and discard pile; engine.view.view_for)
    kept: KeptViews = {}
    while g.pending is not None and g.day <= MAX_DAYS:
        d = g.pending
        if d.player != PILOT:
            g.answer(idle_answer(d))
            continue
        decisions += 1
        ans = blind(d) if blind is not None else None
        g.answer(seat_answer(g, ai, kept=kept) if ans is None else ans)
    positions[g.day] = _distances(g)
    out = {"seed": seed, "won": g.winner == PILOT, "day": g.day, "decisions": decisions,
           "positions": {str(k): v for k, v in sorted(positions.items())},
           "mana": {str(k): v for k, v in sorted(mana.items())},
           "drawn": drawn, "played": played}
    if keep_record:
        out["record"] = g.record
    return out


def _chunk(deck: Deck | dict[str, Any], seeds: Sequence[int], pilot: str, keep: bool,
           options: dict[str, Any]) -> list[dict[str, Any]]:
    """One job of the lab: the games of `seeds`.  The deck travels as its JSON form to
    another process or machine (engine.batch), and as itself within this process."""
    d = deck if isinstance(deck, Deck) else deck_from_json(deck)
    return [play_goldfish(d, s, pilot, keep, options) for s in seeds]


def run_lab(deck: Deck, games: int, pilot: str = "greedy", seed: int = 1, workers: int = 0,
            keep_records: bool = False, options: dict[str, Any] | None = None,
            progress: Callable[[int, int], None] | None = None,
            cancel: threading.Event | None = None, chunk: int = 0,
            mp_context: Any = None, executor: Executor | None = None) -> dict[str, Any]:
    """Play `games` goldfish games (seeds seed, seed+1, ...) and sum them up.  Where they
    are played: `executor` (engine.batch: this process, local processes or a Dask
    cluster), else `workers` local processes (0: one per core; 1: in this process).
    The same seeds give the same summary wherever the games ran.  `cancel` (or Ctrl-C)
    stops it early: the games finished so far are summed up, and the summary says it
    was cancelled.  `mp_context`: how local workers start (a GUI passes "spawn":
    nothing of its threads is inherited by a fork)."""
    ex = executor if executor is not None else make_executor(
        workers or min(os.cpu_count() or 1, MAX_WORKERS), None, mp_context)
    seeds = range(seed, seed + games)
    opts = options or {}
    results: list[dict[str, Any]] = []
    t0 = time.perf_counter()
    # one game a job in this process (progress and cancel after each game); elsewhere
    # small chunks: a cancel or Ctrl-C keeps every game finished (a chunk is summed up
    # whole), and a chunk is done within about a second
    size = chunk or (1 if isinstance(ex, InProcess)
                     else max(1, min(5, games // (ex.workers * 4) or 1)))
    parts = [seeds[i:i + size] for i in range(0, len(seeds), size)]
    shipped: Deck | dict[str, Any] = deck if isinstance(ex, InProcess) else deck.to_json()
    jobs = [(_chunk, (shipped, part, pilot, keep_records, opts)) for part in parts]
    interrupted = False
    running = ex.run(jobs, cancel)
    try:
        for _i, got in running:
            results.extend(got)
            if progress:
                progress(len(results), games)
            if cancel is not None and cancel.is_set():
                break
    except KeyboardInterrupt:  # Ctrl-C: the games under way are dropped, the rest kept
        interrupted = True
    finally:
        close = getattr(running, "close", None)
        if close is not None:  # stop the workers now, wherever the run was interrupted
            close()
    cancelled = interrupted or (len(results) < games and cancel is not None
                                and cancel.is_set())
    results.sort(key=lambda r: r["seed"])
    summary = summarise(results)
    summary.update(deck=deck.name, hero=deck.hero, pilot=pilot, seed=seed, asked=games,
                   workers=ex.workers, cancelled=cancelled,
                   seconds=round(time.perf_counter() - t0, 2))
    summary["games_table"] = [{k: r[k] for k in ("seed", "won", "day", "decisions")}
                              | ({"record": r["record"]} if "record" in r else {})
                              for r in results]
    return summary


def summarise(results: list[dict[str, Any]]) -> dict[str, Any]:
    """The lab's numbers from per-game results (see the module's docstring)."""
    n = len(results)
    wins = [r["day"] for r in results if r["won"]]
    last = max((r["day"] for r in results), default=0)
    by_day = Counter(wins)
    positions = []
    mana = []
    # each game's positions by day, in order: a day's position is the last one known by
    # then, found by moving along each game's list once rather than searching it daily
    tracks = [sorted((int(k), v) for k, v in r["positions"].items()) for r in results]
    along = [0] * n
    for day in range(1, last + 1):
        hero = comp = spent = 0.0
        key = str(day)
        for i, r in enumerate(results):
            track, j = tracks[i], along[i]
            while j < len(track) and track[j][0] <= day:
                j += 1
            along[i] = j
            pos = track[j - 1][1] if j else [0, 0]
            hero += pos[0]
            comp += pos[1]
            spent += r["mana"].get(key, 0)
        alive = sum(1 for r in results if r["day"] >= day)
        positions.append({"day": day, "hero": round(hero / n, 3), "companion": round(comp / n, 3)})
        mana.append({"day": day, "mana": round(spent / alive, 3) if alive else 0.0,
                     "games": alive})
    drawn: dict[str, list[int]] = defaultdict(list)
    played: dict[str, list[int]] = defaultdict(list)
    for r in results:
        for ref, day in r["drawn"]:
            drawn[ref].append(day)
        for ref, day in r["played"]:
            played[ref].append(day)
    cards = []
    impacts = card_impacts(results, MAX_DAYS)  # which cards make it win sooner
    for ref in sorted(set(drawn) | set(played)):
        d, p = drawn.get(ref, []), played.get(ref, [])
        cd = card_by_ref(ref)
        cards.append({"ref": ref, "name": cd.name, "rarity": cd.rarity.value,
                      "drawn_per_game": round(len(d) / n, 3),
                      "played_per_game": round(len(p) / n, 3),
                      "mean_day_drawn": round(sum(d) / len(d), 2) if d else None,
                      "mean_day_played": round(sum(p) / len(p), 2) if p else None,
                      **impacts.get(ref, {"impact": None, "impact_t": None,
                                          "early_games": 0})})
    cards.sort(key=lambda c: -cast(float, c["played_per_game"]))
    return {
        "games": n, "wins": len(wins), "win_rate": round(len(wins) / n, 4) if n else 0.0,
        "mean_victory_day": round(sum(wins) / len(wins), 3) if wins else None,
        "victory_days": {str(k): by_day[k] for k in sorted(by_day)},
        "positions_by_day": positions, "mana_by_day": mana, "cards": cards,
    }


# ---------------------------------------------------------------------------- export
def games_csv(summary: dict[str, Any]) -> str:
    """The per-game table as CSV (seed, won, day of the end, decisions)."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["seed", "won", "day", "decisions"])
    for r in summary["games_table"]:
        w.writerow([r["seed"], int(r["won"]), r["day"], r["decisions"]])
    return buf.getvalue()


def cards_csv(summary: dict[str, Any]) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    cols = ["ref", "name", "rarity", "drawn_per_game", "played_per_game", "mean_day_drawn",
            "mean_day_played", "impact", "impact_t", "early_games"]
    w.writerow(cols)
    for c in summary["cards"]:
        w.writerow(["" if c[k] is None else c[k] for k in cols])
    return buf.getvalue()


def summary_json(summary: dict[str, Any]) -> str:
    """The whole summary as JSON, records left out (they are large; --records keeps them)."""
    slim = dict(summary)
    slim["games_table"] = [{k: v for k, v in r.items() if k != "record"}
                           for r in summary["games_table"]]
    return json.dumps(slim)


def load_deck(spec: str) -> Deck:
    """A starter deck by name, or a deck file: the JSON deck form or a decklist, read
    through the bounded loader like every file the program reads (a file of 100,000
    nested lists is a DeckError, not a RecursionError)."""
    if spec.lower() in STARTER_NAMES:
        return starter_deck(spec.lower())
    path = Path(spec)
    if not path.exists():
        raise DeckError(f"'{excerpt(spec, 200)[1:-1]}' is neither a starter deck "
                        f"({', '.join(STARTER_NAMES)}) nor a deck file")
    text = read_text_bounded(path, MAX_DECK_FILE_BYTES, DeckError, "deck file")
    if text.lstrip().startswith(("{", "[")):
        return load_deck_file(path)
    if not text.strip():
        raise DeckError(f"{path}: the deck file is empty; write one card per line as "
                        "COUNT REFERENCE, the Hero first")
    return parse_decklist(text, path.stem)


def _output_problem(path: str, what: str, folder: bool = False) -> str | None:
    """Why the output `path` could not be written (None when it can), told before any
    game is played so a wrong path never loses a run."""
    p = Path(path)
    if folder:
        if p.exists() and not p.is_dir():
            return f"{what} {path}: it is a file, not a folder"
        try:
            p.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            return f"{what} {path}: cannot create the folder ({e.strerror or e})"
        where = p
    else:
        if p.is_dir():
            return f"{what} {path}: it is a folder; give a file name"
        where = p.parent
        if not where.is_dir():
            return f"{what} {path}: the folder {where} does not exist"
    if not os.access(where, os.W_OK):
        return f"{what} {path}: the folder {where} cannot be written"
    return None


def whole_number(text: str) -> int:
    """An argument read as a whole number; a word of thousands of digits is refused by
    its length (Python's own message speaks of sys.set_int_max_str_digits)."""
    digits = text.strip().removeprefix("-").removeprefix("+")
    if not digits.isascii() or not digits.isdigit():
        raise argparse.ArgumentTypeError(f"{excerpt(text)} is not a whole number")
    if len(digits.lstrip("0")) > 100:
        raise argparse.ArgumentTypeError(f"a number of {len(digits):,} digits is far too large")
    return int(text)


def check_arguments(a: argparse.Namespace) -> str | None:
    """Everything wrong with the command line that can be told before playing (None when
    nothing is): counts in their bounds, a seed a record can hold, writable outputs."""
    if not 1 <= a.games <= MAX_GAMES:
        return f"--games must be a whole number from 1 to {MAX_GAMES:,}, not {excerpt(a.games)}"
    if not 0 <= a.workers <= MAX_WORKERS:
        return (f"--workers must be from 0 (one per core) to {MAX_WORKERS}, "
                f"not {excerpt(a.workers)}")
    if not 0 <= a.seed or a.seed + a.games > MAX_SEED:
        return (f"--seed must be a whole number from 0 to 2^63-1 less the number of games "
                f"(each game takes the next seed), not {excerpt(a.seed)}")
    for path, what, folder in ((a.csv, "--csv", False), (a.cards_csv, "--cards-csv", False),
                               (a.records, "--records", True)):
        if path:
            why = _output_problem(path, what, folder)
            if why:
                return why
    return None


def lab_executor(workers: int, scheduler: str | None) -> Executor:
    """Where the command line's games are played: the Dask cluster of `--scheduler`,
    else `--workers` local processes (raises ExecutorUnavailable with the reason)."""
    return make_executor(workers or min(os.cpu_count() or 1, MAX_WORKERS), scheduler)


def close_executor(executor: Executor) -> None:
    """Let go of a cluster connection (local executors hold nothing between runs)."""
    close = getattr(executor, "close", None)
    if close is not None:
        close()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="altered-goldfish", description=__doc__.split("\n")[0])
    ap.add_argument("deck", help=f"a starter deck ({', '.join(STARTER_NAMES)}) or a deck file")
    ap.add_argument("--games", type=whole_number, default=100)
    ap.add_argument("--pilot", default="greedy", choices=PILOTS)
    ap.add_argument("--seed", type=whole_number, default=1)
    ap.add_argument("--workers", type=whole_number, default=0, help="processes (0: one per core)")
    ap.add_argument("--json", action="store_true", help="print the summary as JSON")
    ap.add_argument("--csv", metavar="FILE", help="write the per-game table as CSV")
    ap.add_argument("--cards-csv", metavar="FILE", help="write the per-card table as CSV")
    ap.add_argument("--records", metavar="DIR", help="write each game's record there")
    ap.add_argument("--scheduler", metavar="tcp://HOST:8786",
                    help="play the games on the workers of this Dask distributed scheduler "
                    "(pip install 'altered-desktop[cluster]'); the summary is the same as "
                    "a local run's for the same seeds")
    a = ap.parse_args(argv)
    why = check_arguments(a)
    if why:
        print(f"altered-goldfish: {why}", file=sys.stderr)
        return 2
    try:
        deck = load_deck(a.deck)
        Game.new([deck, idle_deck()], seed=0)  # refuses a deck with unplayable cards
    except (DeckError, ValueError) as e:
        print(f"altered-goldfish: {e}", file=sys.stderr)
        return 2
    try:
        executor = lab_executor(a.workers, a.scheduler)
    except ExecutorUnavailable as e:
        print(f"altered-goldfish: {e}", file=sys.stderr)
        return 2
    settle_for_batch()  # before the workers fork: they inherit it
    where = (f"the Dask cluster at {a.scheduler}" if a.scheduler else
             "one process per core" if a.workers == 0 else f"{a.workers} process(es)")
    print(f"altered-goldfish: playing {a.games:,} games of {deck.name} ({where}); "
          "Ctrl-C stops and sums up the games played", file=sys.stderr, flush=True)
    try:
        s = run_lab(deck, a.games, a.pilot, a.seed, a.workers, keep_records=bool(a.records),
                    executor=executor)
    finally:
        close_executor(executor)
    try:
        if a.csv:
            write_atomic(Path(a.csv), games_csv(s))
        if a.cards_csv:
            write_atomic(Path(a.cards_csv), cards_csv(s))
        if a.records:
            folder = Path(a.records)
            for r in s["games_table"]:
                write_atomic(folder / f"goldfish-seed-{r['seed']}.json",
                             json.dumps(r["record"], indent=1))
    except OSError as e:  # checked before playing; the disk may still fill up
        print(f"altered-goldfish: could not write the results: {e}", file=sys.stderr)
        print(summary_json(s) if a.json else "", end="\n" if a.json else "")
        return 1
    if a.json:
        print(summary_json(s))
    else:
        if s["cancelled"]:
            print(f"Interrupted: {s['games']} of {s['asked']} games were played; "
                  "their summary:")
        print(f"{s['deck']}: {s['games']} goldfish games piloted by {s['pilot']} in "
              f"{s['seconds']} s on {s['workers']} process(es)")
        print(f"  won {s['wins']} ({100 * s['win_rate']:.1f} %), mean day of victory "
              f"{s['mean_victory_day']}")
        print("  victories by day: " + ", ".join(f"day {k}: {v}" for k, v in
                                                 s["victory_days"].items()))
        for p, m in zip(s["positions_by_day"], s["mana_by_day"], strict=True):
            print(f"  day {p['day']:>2}: hero {p['hero']:.2f}  companion {p['companion']:.2f}  "
                  f"mana spent {m['mana']:.2f}")
        print("  most played cards:")
        for c in s["cards"][:8]:
            print(f"    {c['name']:<32} drawn {c['drawn_per_game']:.2f}/game, played "
                  f"{c['played_per_game']:.2f}/game, day {c['mean_day_played']}")
    return 130 if s["cancelled"] else 0


if __name__ == "__main__":
    sys.exit(main())
