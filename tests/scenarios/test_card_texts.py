"""Every defined card renders its text from its definition, and no ability is silent."""

from __future__ import annotations

import re

import tests.example_cards  # noqa: F401 - registers the test-only cards too
from engine import all_cards

_BROKEN = re.compile(r"\bNone\b|\btarget \.|\s\.$|\{|\}|<|>")


def test_every_ability_of_every_card_has_text() -> None:
    """Card text on screen is rendered from the definition (architecture: "what the card
    says is what the engine does"): each ability of each card must render a non-empty
    sentence with no placeholder left in it."""
    problems = []
    cards = all_cards()
    assert len(cards) > 100
    for cdef in cards:
        for ab in cdef.abilities:
            try:
                text = ab.text()
            except Exception as e:  # a word that cannot render itself
                problems.append(f"{cdef.ref} {cdef.name}: {type(ab).__name__} raises {e!r}")
                continue
            if not isinstance(text, str) or not text.strip():
                problems.append(f"{cdef.ref} {cdef.name}: {type(ab).__name__} has no text")
            elif _BROKEN.search(text):
                problems.append(f"{cdef.ref} {cdef.name}: suspicious text {text!r}")
        if cdef.abilities:
            assert cdef.text().strip(), cdef.ref
    assert not problems, "\n".join(problems)
