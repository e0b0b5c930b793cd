"""Expeditions considered ahead or behind, or in another terrain, than they are (7.5.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.ability_kinds import Passive

if TYPE_CHECKING:  # pragma: no cover
    pass


@attrs.frozen
class MyExpeditionConsidered(Passive):
    """"My Expedition and its Characters are considered In contact" / "My Expedition is
    considered behind" (Reka Headset, a Gear): while the holder is in play, its Expedition
    counts as In contact even with no other player's Expedition in its region (the
    reminder text), and its Characters with it; or counts as behind even when tied or
    ahead. Only that Expedition changes: the one facing it is not thereby ahead."""

    what: str  # in_contact | behind

    def text(self, duration: str | None = None) -> str:
        if self.what == "behind":
            return "My Expedition is considered behind."
        return "My Expedition and its Characters are considered In contact."


@attrs.frozen
class AlsoConsidered(Passive):
    """"I'm also considered a Spell / an Expedition Permanent, even when not in play": a
    characteristic of the card in every zone, seen by other abilities only (their filters,
    counts and "when you play a Spell" triggers read it through `CardDef.counts_as`); the
    rules still treat the card as its printed type (how it is played, where it goes)."""

    type: str  # "spell" | "permanent"
    words: str  # the printed noun: "a Spell", "an Expedition Permanent"

    @property
    def also_types(self) -> tuple[str, ...]:
        return (self.type,)

    def text(self, duration: str | None = None) -> str:
        return f"I'm also considered {self.words}, even when not in play."
