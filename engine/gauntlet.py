"""The gauntlet: random legal constructed decks centred on a set's implemented cards (or
the whole implemented pool, set "ALL"), played by the random policy with invariants
checked, until every card of the set has been played enough.

A card "is played" when the log says so (5.1.2); a Hero, in play all game, counts once
per game it leads, and a token each time it is created.  Decks are built for one
faction at a time (1.1.4.b-g: one Hero, at least 39 other cards of the Hero's faction,
at most 3 of a name, at most 15 rares) and favour the set's cards played least so far,
so the whole set is reached in few games.  A later set alone often has too few
implemented names in a faction for 39 cards, and some sets have no Hero: the Hero then
comes from the whole pool and the deck is topped up with other sets' implemented cards
of the faction, after the set's own cards have had every copy they may.  Each game
pits the two factions with the most of the set's cards still short of the goal.
Everything is seeded: a failure is reported with its seed, which replays it exactly.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable
from collections.abc import Set as AbstractSet
from typing import Protocol

import attrs

from engine.batch import Executor, InProcess
from engine.cards.registry import all_cards
from engine.decks import Deck
from engine.game import Game
from engine.log import LogEntry
from engine.model import CardDef, CardType, Faction, Rarity
from engine.sim import InvariantViolation, play_one

DECK_SIZE = 39  # 1.1.4.c: at least 39 cards besides the Hero
MAX_COPIES = 3  # 1.1.4.e
MAX_RARES = 15  # 1.1.4.f


ALL = "ALL"  # the set code meaning the whole implemented pool, sets mixed


def set_of(ref: str) -> str:
    """The set code of a reference (ALT_CORE_B_AX_04_C -> CORE)."""
    return ref.split("_")[1]


def pool(card_set: str) -> list[CardDef]:
    """The implemented cards of a set (Heroes and tokens included); `ALL`: of every set."""
    return [c for c in all_cards() if (card_set == ALL or set_of(c.ref) == card_set)
            and c.implemented and not c.ref.startswith("TEST")]


def sets() -> list[str]:
    """The set codes of the shipped pool, in the reference data's order."""
    return list(dict.fromkeys(set_of(c.ref) for c in all_cards() if not c.ref.startswith("TEST")))


class Plays(Protocol):
    """What building a deck reads of a tally: how often each card was played (a `Tally`,
    or anything that counts plays the same way)."""

    plays: Counter[str]


@attrs.define
class Tally:
    """How often each card of the pool was played, and what went wrong."""

    plays: Counter[str] = attrs.field(factory=Counter)
    games: int = 0
    errors: list[str] = attrs.field(factory=list)
    violations: list[str] = attrs.field(factory=list)
    #: (seed, decks) of each game that failed: `engine.sim.play_one(decks, seed, True)`
    #: replays it exactly
    failed: list[tuple[int, list[Deck]]] = attrs.field(factory=list)
    #: tokens of the set that no implemented card creates: no game can play them, so the
    #: gauntlet does not wait for them (reported apart)
    uncreatable: list[str] = attrs.field(factory=list)

    def least(self, refs: Iterable[str]) -> int:
        return min((self.plays[r] for r in refs), default=0)


def build_deck(faction: Faction, cards: list[CardDef], tally: Plays, rng: random.Random,
               focus: set[str] | None = None) -> Deck | None:
    """A legal constructed deck for `faction` from `cards`, favouring the least-played.

    With `focus` (references), the focus cards come first: a focus Hero if there is one,
    then as many copies of focus cards as the limits allow, and only then other cards
    to reach 39 (1.1.4.c)."""
    heroes = [c for c in cards if c.type is CardType.HERO and c.faction is faction]
    if focus is not None:
        heroes = [c for c in heroes if c.ref in focus] or heroes
    others = [c for c in cards if c.faction is faction
              and c.type not in (CardType.HERO, CardType.TOKEN) and c.rarity is not Rarity.UNIQUE]
    if not heroes or not others:
        return None
    hero = min(heroes, key=lambda c: (tally.plays[c.ref], rng.random()))
    groups = [others] if focus is None else [[c for c in others if c.ref in focus],
                                             [c for c in others if c.ref not in focus]]
    names: Counter[str] = Counter()
    rares = 0
    picked: list[str] = []
    for group in groups:
        order = sorted(group, key=lambda c: (tally.plays[c.ref], rng.random()))
        added = True
        while len(picked) < DECK_SIZE and added:
            added = False
            for c in order:
                if len(picked) >= DECK_SIZE:
                    break
                if names[c.name] >= MAX_COPIES or (c.rarity is Rarity.RARE and rares >= MAX_RARES):
                    continue
                names[c.name] += 1
                rares += c.rarity is Rarity.RARE
                picked.append(c.ref)
                added = True
    if len(picked) < DECK_SIZE:
        return None  # too few distinct names for a legal deck
    return Deck(f"Gauntlet {faction.label}", hero.ref, tuple(picked))


MAX_ENTRIES = 100_000  # log entries in one game: far beyond any real game (a few thousand)


class RunawayGame(RuntimeError):
    """A game logged more than MAX_ENTRIES entries: effects looping without end."""


def card_watcher(on_card: Callable[[LogEntry, CardDef], None]) -> Callable[[Game], None]:
    """A watcher calling `on_card` with each new log entry and the card its first object
    is, when a player may see that card (the log names what its players may see: a card
    in a Hand only its owner).  It also stops a game whose effects loop without asking
    anything (no decision, so no day limit applies), which would otherwise hang the
    gauntlet instead of being reported."""
    entries = [0]

    def watch(game: Game) -> None:
        entries[0] += 1
        if entries[0] > MAX_ENTRIES:
            raise RunawayGame(f"more than {MAX_ENTRIES} log entries: effects loop without end")
        e = game.log[-1]
        if not e.objects:
            return
        cd = game.visible_card(0, e.objects[0]) or game.visible_card(1, e.objects[0])
        if cd is not None:
            on_card(e, cd)

    return watch


def play_counter(plays: Counter[str], pool_refs: AbstractSet[str]) -> Callable[[Game], None]:
    """A watcher that counts plays of the pool's cards, and tokens' creations, from each
    new log entry while the object it names still exists (a card that moves on becomes a
    new object, 1.4.4)."""

    def count(e: LogEntry, cd: CardDef) -> None:
        if cd.ref not in pool_refs:
            return
        if e.rule == "5.1.2" and e.starts("plays "):
            plays[cd.ref] += 1
        elif cd.is_token and e.starts("creates"):
            plays[cd.ref] += 1

    return card_watcher(count)


def uncreatable(tokens: Iterable[CardDef], cards: Iterable[CardDef]) -> list[str]:
    """The references of `tokens` named by no ability of `cards` (a token is created by
    reference, 7.3.4), so no game with those cards can create them."""
    named = " ".join(repr(c.abilities) for c in cards if not c.is_token)
    return [t.ref for t in tokens if t.is_token and repr(t.ref) not in named]


def short_by_faction(tally: Tally, cards: list[CardDef], times: int) -> Counter[Faction]:
    """How many of `cards` each faction still has below `times` plays."""
    return Counter(c.faction for c in cards if c.faction is not None and tally.plays[c.ref] < times)


def gauntlet_game(decks: list[Deck], game_seed: int, refs: frozenset[str],
                  label: str) -> tuple[Counter[str], str | None, str | None]:
    """One gauntlet game, checked: the plays it counted of `refs`, and its error or
    invariant violation (with `label`, the seed and the factions, for the report).
    Values in and out (decks travel pickled, their cards in their order, which the
    game's shuffle starts from), so any executor can run it (engine.batch)."""
    ds = list(decks)
    plays: Counter[str] = Counter()
    try:
        play_one(ds, game_seed, True, play_counter(plays, refs))
    except InvariantViolation as e:
        return plays, None, f"{label}: {e}"
    except Exception as e:  # noqa: BLE001 - the gauntlet reports every failure
        return plays, f"{label}: {type(e).__name__}: {e}", None
    return plays, None, None


def run(card_set: str, times: int = 5, max_games: int = 400, seed: int = 1,
        progress: Callable[[Tally], None] | None = None, stall: int = 0,
        executor: Executor | None = None, batch: int = 1) -> Tally:
    """Play gauntlet games until every card of the set's pool (`ALL`: every implemented
    card) is played `times` times, `max_games` are played, or (with `stall`) that many
    games in a row brought no card closer to the goal.  Each game matches the two
    factions with the most cards short of the goal (ties rotate).

    The games are played `batch` at a time through `executor` (engine.batch; default:
    in this process): the decks of a batch are all chosen from the tally as it stood
    before the batch, so a given `batch` plays the same games whichever executor runs
    them; `batch` 1 chooses each deck after the game before it."""
    focus_cards = pool(card_set)
    cards = focus_cards if card_set == ALL else pool(ALL)
    tally = Tally(uncreatable=uncreatable(focus_cards, cards))
    refs = {c.ref for c in focus_cards} - set(tally.uncreatable)
    frozen = frozenset(refs)
    focus = None if card_set == ALL else refs
    rng = random.Random(seed)
    ex = executor if executor is not None else InProcess()
    factions = [f for f in sorted({c.faction for c in focus_cards if c.faction is not None},
                                  key=lambda f: f.value)
                if build_deck(f, cards, Tally(), random.Random(0), focus) is not None]
    if not factions:
        return tally
    n = len(factions)
    quiet, best = 0, -1
    while tally.games < max_games and tally.least(refs) < times:
        planned = []
        short = short_by_faction(tally, focus_cards, times)
        for g in range(tally.games, min(max_games, tally.games + max(1, batch))):
            ranked = sorted(factions, key=lambda f: (-short[f], (factions.index(f) - g) % n))
            a, b = ranked[0], ranked[1 % n]
            decks = [build_deck(a, cards, tally, rng, focus), build_deck(b, cards, tally, rng, focus)]
            planned.append((seed * 100_000 + g, decks, f"{a.value} v {b.value}"))
        jobs = [(gauntlet_game, (decks, game_seed, frozen, f"seed {game_seed} {label}"))
                for game_seed, decks, label in planned]
        done = dict(ex.run(jobs))
        for i, (game_seed, decks, _label) in enumerate(planned):  # in order: deterministic
            plays, error, violation = done[i]
            for d in decks:
                tally.plays[d.hero] += 1  # type: ignore[union-attr, index]
            tally.plays.update(plays)
            if violation is not None:
                tally.violations.append(violation)
            if error is not None:
                tally.errors.append(error)
            if len(tally.failed) < len(tally.errors) + len(tally.violations):
                tally.failed.append((game_seed, decks))  # type: ignore[arg-type]
            tally.games += 1
            if progress is not None:
                progress(tally)
            got = sum(min(tally.plays[r], times) for r in refs)
            quiet = 0 if got > best else quiet + 1
            best = max(best, got)
            if stall and quiet >= stall:
                return tally
    return tally
