"""Productions for the Bravos cards of the later sets (Alize, Bise, Cyclone, Duster) that the
other grammar modules do not read. Their words are in `engine/effects/bravos_words.py`;
what each mechanism means and the rulings taken are in docs/mechanisms.md ("Bravos in the
later sets")."""

from __future__ import annotations
