"""A deck being built: the Hero and a count per reference, turned into an engine `Deck`
whenever it is validated, saved or exported.

Qt-free, so the rules of adding and removing are tested without a window.  Validation is
the engine's (`engine.decks.validate_constructed` / `validate_limited`); this module only
says which card each problem belongs to, so the builder can show it on that card's line.
"""

from __future__ import annotations

from collections import Counter
from typing import Literal

import attrs

from engine.cards.registry import card_by_ref
from engine.decks import Deck, DeckError, Problem, validate_constructed, validate_limited

Format = Literal["constructed", "limited"]
GROUPS: tuple[tuple[str, str], ...] = (("character", "Characters"), ("spell", "Spells"),
                                       ("permanent", "Permanents"))


@attrs.define
class DeckDraft:
    name: str = "New deck"
    hero: str | None = None
    counts: dict[str, int] = attrs.field(factory=dict)  # reference -> copies, first-added order

    @classmethod
    def from_deck(cls, deck: Deck) -> DeckDraft:
        return cls(deck.name, deck.hero, dict(Counter(deck.cards)))

    def add(self, ref: str, n: int = 1) -> None:
        """Add `n` copies; a Hero replaces the Hero (a deck has one, 1.1.4.b); a token
        cannot be in a deck (1.1.7.b) and raises DeckError."""
        c = card_by_ref(ref)
        if c.type.value == "hero":
            self.hero = ref
            return
        if c.is_token:
            raise DeckError(f"{c.name} is a token and cannot be in a deck (1.1.7.b)")
        self.counts[ref] = self.counts.get(ref, 0) + n

    def remove(self, ref: str, n: int = 1) -> None:
        if ref == self.hero:
            self.hero = None
            return
        left = self.counts.get(ref, 0) - n
        if left > 0:
            self.counts[ref] = left
        else:
            self.counts.pop(ref, None)

    def count(self, ref: str) -> int:
        return 1 if ref == self.hero else self.counts.get(ref, 0)

    @property
    def size(self) -> int:
        """Cards besides the Hero."""
        return sum(self.counts.values())

    def to_deck(self) -> Deck:
        cards = tuple(r for r, n in self.counts.items() for _ in range(n))
        return Deck(self.name, self.hero, cards)

    def same_cards(self, deck: Deck) -> bool:
        return self.hero == deck.hero and Counter(self.counts) == Counter(deck.cards)

    def problems(self, fmt: Format) -> list[Problem]:
        deck = self.to_deck()
        return validate_constructed(deck) if fmt == "constructed" else validate_limited(deck)

    def problems_by_card(self, fmt: Format) -> tuple[dict[str, list[Problem]], list[Problem]]:
        """(problems of each reference, problems of the deck as a whole).  A problem about
        a name (1.1.4.e) goes to every version of that name the deck holds."""
        per: dict[str, list[Problem]] = {}
        whole: list[Problem] = []
        refs = ([self.hero] if self.hero else []) + list(self.counts)
        for p in self.problems(fmt):
            if p.ref is None:
                whole.append(p)
                continue
            name = card_by_ref(p.ref).name
            hit = [r for r in refs if r == p.ref or (p.rule == "1.1.4.e"
                                                    and card_by_ref(r).name == name)]
            for r in hit or [p.ref]:
                per.setdefault(r, []).append(p)
        return per, whole

    def grouped(self) -> list[tuple[str, list[tuple[str, int]]]]:
        """The cards by type (Characters, Spells, Permanents), each group by hand cost then
        name: what the deck list shows."""
        out: list[tuple[str, list[tuple[str, int]]]] = []
        for key, title in GROUPS:
            rows = [(r, n) for r, n in self.counts.items()
                    if (card_by_ref(r).rules_type == key)
                    or (key == "permanent" and card_by_ref(r).rules_type not in
                        ("character", "spell"))]
            rows.sort(key=lambda rn: (card_by_ref(rn[0]).hand_cost, card_by_ref(rn[0]).name,
                                      rn[0]))
            if rows:
                out.append((title, rows))
        return out
