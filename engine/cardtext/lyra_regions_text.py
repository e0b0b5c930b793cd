"""Productions for Lyra cards of the later sets: Terrain Markers (Nadir & Bubbles, the
Nymph rares), "considered In contact / behind" (Reka Headset) and defecting instead of
going to Reserve (Don Juan). What they mean and the rulings taken are in
docs/mechanisms.md ("Lyra in the later sets")."""

from __future__ import annotations
