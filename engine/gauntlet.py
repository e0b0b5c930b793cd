"""The gauntlet: random legal constructed decks from a set's implemented cards, played by
the random policy with invariants checked, until every card has been played enough.

A card "is played" when the log says so (5.1.2); a Hero, in play all game, counts once
per game it leads, and a token each time it is created.  Decks are built
for one faction at a time (1.1.4.b-g: one Hero, at least 39 other cards of the Hero's
faction, at most 3 of a name, at most 15 rares) and favour the cards played least so
far, so the whole pool is reached in few games.  Everything is seeded: a failure is
reported with its seed and the record of the game, which replays it exactly.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable

import attrs

from engine.cards.registry import all_cards
from engine.decks import Deck
from engine.game import Game
from engine.model import CardDef, CardType, Faction, Rarity
from engine.sim import InvariantViolation, play_one
from engine.testing import state_of

DECK_SIZE = 39  # 1.1.4.c: at least 39 cards besides the Hero
MAX_COPIES = 3  # 1.1.4.e
MAX_RARES = 15  # 1.1.4.f


def set_of(ref: str) -> str:
    """The set code of a reference (ALT_CORE_B_AX_04_C -> CORE)."""
    return ref.split("_")[1]


def pool(card_set: str) -> list[CardDef]:
    """The implemented cards of a set (Heroes and tokens included)."""
    return [c for c in all_cards() if set_of(c.ref) == card_set
            and getattr(c, "implemented", True) and not c.ref.startswith("TEST")]


@attrs.define
class Tally:
    """How often each card of the pool was played, and what went wrong."""

    plays: Counter[str] = attrs.field(factory=Counter)
    games: int = 0
    errors: list[str] = attrs.field(factory=list)
    violations: list[str] = attrs.field(factory=list)

    def least(self, refs: Iterable[str]) -> int:
        return min((self.plays[r] for r in refs), default=0)


def build_deck(faction: Faction, cards: list[CardDef], tally: Tally, rng: random.Random) -> Deck | None:
    """A legal constructed deck for `faction`, favouring the least-played cards."""
    heroes = [c for c in cards if c.type is CardType.HERO and c.faction is faction]
    others = [c for c in cards if c.faction is faction
              and c.type not in (CardType.HERO, CardType.TOKEN) and c.rarity is not Rarity.UNIQUE]
    if not heroes or not others:
        return None
    hero = min(heroes, key=lambda c: (tally.plays[c.ref], rng.random()))
    order = sorted(others, key=lambda c: (tally.plays[c.ref], rng.random()))
    names: Counter[str] = Counter()
    rares = 0
    picked: list[str] = []
    while len(picked) < DECK_SIZE:
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
        if not added:
            return None  # too few distinct names for a legal deck
    return Deck(f"Gauntlet {faction.label}", hero.ref, tuple(picked))


def play_counter(plays: Counter[str], pool_refs: set[str]) -> Callable[[Game], None]:
    """A watcher that counts plays from each new log entry, while the object it names
    still exists (a card that moves on becomes a new object, 1.4.4)."""

    def watch(game: Game) -> None:
        e = game.log[-1]
        if not e.objects:
            return
        card = state_of(game).find(e.objects[0])
        if card is None or card.cdef.ref not in pool_refs:
            return
        cd = card.cdef
        if e.rule == "5.1.2" and e.text.startswith("plays "):
            plays[cd.ref] += 1
        elif cd.is_token and e.text.startswith("creates"):
            plays[cd.ref] += 1

    return watch


def run(card_set: str, times: int = 5, max_games: int = 400, seed: int = 1,
        progress: Callable[[Tally], None] | None = None) -> Tally:
    """Play gauntlet games until every card of the set's pool is played `times` times
    (or `max_games` are played); faction pairs rotate."""
    cards = pool(card_set)
    refs = {c.ref for c in cards}
    factions = sorted({c.faction for c in cards if c.faction is not None and c.type is CardType.HERO},
                      key=lambda f: f.value)
    tally = Tally()
    rng = random.Random(seed)
    while tally.games < max_games and tally.least(refs) < times:
        a = factions[tally.games % len(factions)]
        b = factions[(tally.games // len(factions) + 1 + tally.games) % len(factions)]
        decks = [build_deck(a, cards, tally, rng), build_deck(b, cards, tally, rng)]
        if decks[0] is None or decks[1] is None:
            break
        game_seed = seed * 100_000 + tally.games
        for d in decks:
            tally.plays[d.hero] += 1  # type: ignore[union-attr, index]
        try:
            play_one(decks, game_seed, True, play_counter(tally.plays, refs))  # type: ignore[arg-type]
        except InvariantViolation as e:
            tally.violations.append(f"seed {game_seed} {a.value} v {b.value}: {e}")
        except Exception as e:  # noqa: BLE001 - the gauntlet reports every failure
            tally.errors.append(f"seed {game_seed} {a.value} v {b.value}: {type(e).__name__}: {e}")
        tally.games += 1
        if progress is not None:
            progress(tally)
    return tally
