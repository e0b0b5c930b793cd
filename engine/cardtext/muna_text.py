"""Productions for the Muna cards of the later sets (Alize, Bise, Cyclone, Duster) that the
other grammar modules do not read. Their words are in `engine/effects/muna_words.py`;
what each mechanism means and the rulings taken are in docs/mechanisms.md ("Muna in the
later sets")."""

from __future__ import annotations
