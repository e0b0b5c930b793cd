"""Productions for Lyra cards of the later sets: revealing as you roll (The Wayfarer), a die
rolled as Progress would move an Expedition (Eris), The Stage and Lost in the Riptide. What
they mean and the rulings taken are in docs/mechanisms.md ("Lyra in the later sets")."""

from __future__ import annotations
