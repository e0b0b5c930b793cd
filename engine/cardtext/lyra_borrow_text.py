"""Productions for Lyra cards of the later sets: playing a card taken from an opponent's deck
or hand (Romantic Encounter, Phoibos). What they mean and the rulings taken are in
docs/mechanisms.md ("Lyra in the later sets")."""

from __future__ import annotations
