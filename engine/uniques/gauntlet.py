"""The unique gauntlet: random legal decks, each holding three random uniques made of the
known combinations of printed parts, played by the random policy with every invariant of
`engine.sim` checked, until every effect part the grammar reads has been exercised.

A unique is drawn as a real one would be printed: a Character family of the deck's
faction, costs and statistics within one of the family's common (the printed ranges of
its versions, 0 to 9), and one known [trigger, condition, effect] combination whose text
the grammar reads (the others cannot be defined: the coverage report lists them).  The
combinations are picked for the effect parts exercised least so far.  An effect part is
*exercised* when the ability carrying it triggers (6.3), or, for an ability without a
trigger (a passive, a support ability), when its card is played (5.1.2).

Everything comes from the seed: a failure is reported with its seed and decks, and the
uniques' definitions, which replay it (`engine.sim.play_one`).
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable

import attrs

from engine.cards.registry import all_cards
from engine.decks import Deck, validate_constructed
from engine.game import Game
from engine.gauntlet import build_deck, card_watcher
from engine.log import LogEntry
from engine.model import CardDef, CardType, Faction, Rarity
from engine.sim import InvariantViolation, play_one
from engine.uniques import parts as P
from engine.uniques.store import UniqueSpec, learn

UNIQUES_PER_DECK = 3  # 1.1.4.g


@attrs.define
class UniqueTally:
    """What the gauntlet played and what went wrong."""

    exercised: Counter[int] = attrs.field(factory=Counter)  # effect part id -> times
    games: int = 0
    uniques: int = 0
    errors: list[str] = attrs.field(factory=list)
    violations: list[str] = attrs.field(factory=list)
    failed: list[dict] = attrs.field(factory=list)  # seed, decks, uniques: to replay


def readable_combinations(combos: list[tuple[int, int, int]] | None = None,
                          ) -> dict[int, list[tuple[int, int, int]]]:
    """The known combinations (or those given) the grammar reads, by effect part (read
    once per printed text; some seconds for the 79,007)."""
    if combos is None:
        combos = list(P.load_parts()[1])
    seen: dict[str, bool] = {}
    out: dict[int, list[tuple[int, int, int]]] = {}
    for c in combos:
        text = P.combination_text(c)
        ok = seen.get(text)
        if ok is None:
            ok = seen[text] = P.read(text).ok
        if ok:
            out.setdefault(c[2], []).append(c)
    return out


def families(faction: Faction) -> list[CardDef]:
    """The commons of the faction's Character families (a unique's family)."""
    return [c for c in all_cards() if c.ref.startswith("ALT_") and c.ref.endswith("_C")
            and c.type is CardType.CHARACTER and c.faction is faction and c.stats is not None]


def _near(rng: random.Random, n: int, lo: int) -> int:
    return max(lo, min(9, n + rng.choice((-1, 0, 0, 1))))


def draw_unique(rng: random.Random, family: CardDef, combo: tuple[int, int, int],
                serial: int) -> UniqueSpec:
    """A unique of `family` printing the ability `combo`, with costs and statistics near
    the family's common (printed range 0 to 9, costs at least 1)."""
    s = family.stats
    assert s is not None
    ref = f"{family.ref[:-2]}_U_{serial}"
    return UniqueSpec(ref, _near(rng, family.hand_cost, 1), _near(rng, family.reserve_cost, 1),
                      _near(rng, s.forest, 0), _near(rng, s.mountain, 0),
                      _near(rng, s.water, 0), P.combination_text(combo))


def with_uniques(deck: Deck, uniques: list[CardDef]) -> Deck:
    """The deck with the uniques in place of as many of its cards, keeping it legal: a
    card of a unique's name goes first (1.1.4.e), then commons from the end."""
    from engine.cards.registry import card_by_ref

    cards = list(deck.cards)
    for u in uniques:
        same = [i for i, r in enumerate(cards) if card_by_ref(r).name == u.name
                and card_by_ref(r).rarity is not Rarity.UNIQUE]
        named = sum(card_by_ref(r).name == u.name for r in cards)
        drop = same[-1] if named >= 3 else next(
            i for i in range(len(cards) - 1, -1, -1)
            if card_by_ref(cards[i]).rarity is not Rarity.UNIQUE)
        cards.pop(drop)
        cards.append(u.ref)
    return Deck(deck.name + " + uniques", deck.hero, tuple(cards))


def exercise_counter(tally: UniqueTally, effect_of: dict[str, int],
                     passive: set[str]) -> Callable[[Game], None]:
    """A watcher counting, from each new log entry, the effect parts exercised."""

    def count(e: LogEntry, cd: CardDef) -> None:
        ref = cd.ref
        if ref not in effect_of:
            return
        if (e.rule == "6.3" and "triggers" in e.text) or (
                ref in passive and e.rule == "5.1.2" and e.starts("plays ")):
            tally.exercised[effect_of[ref]] += 1

    return card_watcher(count)


def run(times: int = 3, max_games: int = 2000, seed: int = 1,
        progress: Callable[[UniqueTally], None] | None = None,
        by_effect: dict[int, list[tuple[int, int, int]]] | None = None,
        deadline: float | None = None) -> UniqueTally:
    """Play until every effect part with a readable combination (of `by_effect`, by
    default all known ones) is exercised `times` times, `max_games` are played, or the
    `deadline` (a `time.perf_counter()` value) has passed."""
    rng = random.Random(seed)
    if by_effect is None:
        by_effect = readable_combinations()
    parts, _ = P.load_parts()
    tally = UniqueTally()
    pool = [c for c in all_cards() if c.implemented and c.ref.startswith("ALT_")]
    factions = sorted({c.faction for c in pool if c.faction is not None}, key=lambda f: f.value)
    fams = {f: families(f) for f in factions}
    effect_of: dict[str, int] = {}
    passive: set[str] = set()
    serial = 0
    while tally.games < max_games and min((tally.exercised[e] for e in by_effect),
                                          default=times) < times:
        if deadline is not None and time.perf_counter() > deadline:
            break
        g = tally.games
        a, b = rng.sample(factions, 2)
        decks, specs = [], []
        for f in (a, b):
            base = build_deck(f, pool, _NoTally(), rng)
            assert base is not None
            least = sorted(by_effect, key=lambda e: (tally.exercised[e], rng.random()))
            chosen = []
            for e in least[:UNIQUES_PER_DECK]:
                combo = rng.choice(by_effect[e])
                serial += 1
                spec = draw_unique(rng, rng.choice(fams[f]), combo, serial)
                cdef = learn(spec)
                effect_of[cdef.ref] = combo[2]
                if parts[combo[0]][1] in (P.EMPTY, "{I}", "{D}"):
                    passive.add(cdef.ref)
                chosen.append(cdef)
                specs.append(spec)
            deck = with_uniques(base, chosen)
            problems = validate_constructed(deck)
            if problems:
                raise AssertionError(f"the gauntlet built an illegal deck: {problems}")
            decks.append(deck)
        tally.uniques += len(specs)
        game_seed = seed * 100_000 + g
        try:
            play_one(decks, game_seed, True, exercise_counter(tally, effect_of, passive))
        except InvariantViolation as e:
            tally.violations.append(f"seed {game_seed}: {e}")
        except Exception as e:  # noqa: BLE001 - the gauntlet reports every failure
            tally.errors.append(f"seed {game_seed}: {type(e).__name__}: {e}")
        if len(tally.failed) < len(tally.errors) + len(tally.violations):
            tally.failed.append({"seed": game_seed,
                                 "decks": [[d.hero, *d.cards] for d in decks],
                                 "uniques": [s.to_json() for s in specs]})
        tally.games += 1
        if progress is not None:
            progress(tally)
    return tally


class _NoTally:
    """`build_deck` favours the least-played cards of a tally; here every card is alike."""

    plays: Counter[str] = Counter()
