"""Decks: the community decklist text (`COUNT REFERENCE` per line), a JSON form, and the
construction rules of 1.1.4 (constructed) and 1.1.5 (limited)."""

from __future__ import annotations

import json
from collections import Counter
from functools import cache
from importlib import resources
from typing import Any

import attrs

from engine.cards.registry import UnknownCard, card_by_ref
from engine.model import CardType, Rarity


class DeckError(ValueError):
    """A decklist that cannot be read; says what and where."""


@attrs.frozen
class Problem:
    rule: str
    message: str
    line: int | None = None  # 1-based line of the decklist text, when known
    ref: str | None = None  # the card at fault, when the problem is one card's (deck builder)

    def __str__(self) -> str:
        where = f"line {self.line}: " if self.line else ""
        return f"{where}{self.message} ({self.rule})"


@attrs.frozen
class Deck:
    """A deck as references: the Hero (or None in limited) and the other cards."""

    name: str
    hero: str | None
    cards: tuple[str, ...]
    lines: tuple[tuple[str, int], ...] = ()  # ref -> first line number where it appears

    def line_of(self, ref: str) -> int | None:
        for r, n in self.lines:
            if r == ref:
                return n
        return None

    def to_text(self) -> str:
        """Export as decklist text, Hero first, then cards in first-seen order."""
        counts = Counter(self.cards)
        out = [f"1 {self.hero}"] if self.hero else []
        seen: list[str] = []
        for r in self.cards:
            if r not in seen:
                seen.append(r)
        out += [f"{counts[r]} {r}" for r in seen]
        return "\n".join(out) + "\n"

    def to_json(self) -> dict[str, Any]:
        return {"format": "altered-deck", "version": 1, "name": self.name, "hero": self.hero,
                "cards": [{"ref": r, "count": n} for r, n in Counter(self.cards).items()]}


def parse_decklist(text: str, name: str = "Deck") -> Deck:
    """Read `COUNT REFERENCE` lines; blank lines and lines starting with # or // are skipped.

    Raises DeckError naming the line for malformed lines and unknown references.
    """
    hero: str | None = None
    cards: list[str] = []
    lines: list[tuple[str, int]] = []
    errors: list[str] = []
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        parts = line.split()
        if len(parts) != 2 or not parts[0].isdigit():
            errors.append(f"line {n}: expected 'COUNT REFERENCE', got '{line}'")
            continue
        count, ref = int(parts[0]), parts[1]
        if count < 1:
            errors.append(f"line {n}: count must be at least 1, got {count}")
            continue
        try:
            cdef = card_by_ref(ref)
        except UnknownCard:
            errors.append(f"line {n}: unknown card reference '{ref}'")
            continue
        lines.append((ref, n))
        if cdef.type is CardType.HERO:
            if hero is not None:
                errors.append(f"line {n}: a second Hero ({cdef.name}); a deck has one (1.1.4.b)")
                continue
            if count != 1:
                errors.append(f"line {n}: a deck holds exactly one Hero, not {count} (1.1.4.b)")
                continue
            hero = ref
        elif cdef.is_token:  # Character tokens and Landmark tokens alike
            errors.append(f"line {n}: {cdef.name} is a token and cannot be in a deck (1.1.7.b)")
        else:
            cards.extend([ref] * count)
    if errors:
        raise DeckError("; ".join(errors))
    return Deck(name, hero, tuple(cards), tuple(lines))


def deck_from_json(data: Any, name: str = "Deck") -> Deck:
    """Read the project's JSON deck form (see `Deck.to_json`)."""
    if not isinstance(data, dict) or data.get("format") != "altered-deck":
        raise DeckError("not an Altered deck file: 'format' must be 'altered-deck'")
    cards = data.get("cards")
    if not isinstance(cards, list):
        raise DeckError("'cards' must be a list of {ref, count}")
    text = [f"1 {data['hero']}"] if data.get("hero") else []
    for i, e in enumerate(cards, 1):
        if not isinstance(e, dict) or not isinstance(e.get("ref"), str) or not isinstance(
                e.get("count"), int):
            raise DeckError(f"cards[{i}]: each entry needs a text 'ref' and a whole 'count'")
        text.append(f"{e['count']} {e['ref']}")
    return parse_decklist("\n".join(text), str(data.get("name", name)))


def validate_constructed(deck: Deck) -> list[Problem]:
    """Constructed play (1.1.4): one Hero, 39+ cards, one faction, 3 per name, 15 rares,
    3 uniques."""
    probs: list[Problem] = []
    if deck.hero is None:
        probs.append(Problem("1.1.4.b", "the deck has no Hero; it needs exactly one"))
    if len(deck.cards) < 39:
        probs.append(Problem("1.1.4.c", f"the deck has {len(deck.cards)} cards besides its "
                             "Hero; it needs at least 39"))
    hero_faction = card_by_ref(deck.hero).faction if deck.hero else None
    names: Counter[str] = Counter()
    first_line: dict[str, int | None] = {}
    first_ref: dict[str, str] = {}
    rares = uniques = 0
    for ref in deck.cards:
        c = card_by_ref(ref)
        names[c.name] += 1
        first_line.setdefault(c.name, deck.line_of(ref))
        first_ref.setdefault(c.name, ref)
        if c.rarity is Rarity.RARE:
            rares += 1
        if c.rarity is Rarity.UNIQUE:
            uniques += 1
    for ref in dict.fromkeys(deck.cards):
        c = card_by_ref(ref)
        if hero_faction is not None and c.faction != hero_faction:
            probs.append(Problem("1.1.4.d", f"{c.name} is {c.faction.label if c.faction else 'neutral'}, "
                                 f"not {hero_faction.label} like the Hero", deck.line_of(ref),
                                 ref))
    for name, n in names.items():
        if n > 3:
            probs.append(Problem("1.1.4.e", f"{n} cards named {name}; at most 3",
                                 first_line[name], first_ref[name]))
    if rares > 15:
        probs.append(Problem("1.1.4.f", f"{rares} rare cards; at most 15"))
    if uniques > 3:
        probs.append(Problem("1.1.4.g", f"{uniques} unique cards; at most 3"))
    return probs + unplayable_cards(deck)


def validate_limited(deck: Deck) -> list[Problem]:
    """Limited play (1.1.5): at most one Hero, 29+ cards, at most three factions."""
    probs: list[Problem] = []
    if len(deck.cards) < 29:
        probs.append(Problem("1.1.5.c", f"the deck has {len(deck.cards)} non-Hero cards; it "
                             "needs at least 29"))
    factions = {card_by_ref(r).faction for r in deck.cards} - {None}
    if deck.hero:
        factions.add(card_by_ref(deck.hero).faction)
    if len(factions) > 3:
        probs.append(Problem("1.1.5.d", f"the deck mixes {len(factions)} factions; at most 3"))
    return probs + unplayable_cards(deck)


#: The `rule` of the problem a card the engine cannot play yet raises: not a game rule,
#: a limit of this program, and the one problem no format lets a player ignore.
NOT_IMPLEMENTED = "not implemented"


def unplayable_cards(deck: Deck) -> list[Problem]:
    """One problem per distinct card of the deck (Hero included) whose printed text the
    engine does not have yet, naming it, its reference and why, so that no card is ever
    played as a blank one."""
    refs = ([deck.hero] if deck.hero else []) + list(dict.fromkeys(deck.cards))
    return [Problem(NOT_IMPLEMENTED, f"{c.name} ({ref}) is not implemented yet: {c.missing}",
                    deck.line_of(ref), ref)
            for ref in refs if not (c := card_by_ref(ref)).implemented]


def require_implemented(deck: Deck) -> None:
    """Raise DeckError listing every card of the deck the engine cannot play yet."""
    probs = unplayable_cards(deck)
    if probs:
        raise DeckError(f"deck '{deck.name}' holds cards that cannot be played yet: "
                        + "; ".join(p.message for p in probs))


@cache
def _starters() -> dict[str, Any]:
    raw = resources.files("engine.cards").joinpath("starters.json").read_text("utf-8")
    return json.loads(raw)["decks"]


STARTER_NAMES = ("axiom", "bravos", "lyra", "muna", "ordis", "yzmir")


def starter_deck(name: str) -> Deck:
    """One of the six built-in starter decks by faction name, e.g. `starter_deck("ordis")`."""
    key = name.strip().lower()
    decks = _starters()
    if key not in decks:
        raise DeckError(f"no starter deck named '{name}'; choose one of {', '.join(decks)}")
    return _parsed_starter(key)


@cache
def _parsed_starter(key: str) -> Deck:
    """Built-in decks never change and a Deck is a frozen value, so one parse serves all."""
    d = _starters()[key]
    return parse_decklist("\n".join(d["decklist"]), d["title"])


def starter_title(name: str) -> str:
    return _starters()[name]["title"]
