"""Every reference of the six starter decks (and their tokens) is covered by a card test."""

from __future__ import annotations

from engine.cards.registry import card_by_ref
from engine.coverage import covered, starter_refs
from engine.rules import explain


def test_every_starter_reference_is_covered() -> None:
    """Coverage: each reference is named by at least one test's `covers(...)` mark."""
    refs = starter_refs()
    assert len(refs) >= 128
    for token in ("ALT_CORE_B_BR_31_C", "ALT_CORE_B_OR_32_C", "ALT_CORE_B_AX_31_C",
                  "ALT_CORE_B_YZ_31_C"):
        assert token in refs
    cov = covered()
    missing = [f"{r} {card_by_ref(r).name}" for r in refs if r not in cov]
    assert missing == [], "uncovered references: " + ", ".join(missing)


def test_every_card_text_renders() -> None:
    """Every starter card's text is rendered from its definition, one sentence per line,
    and every ruling cites only rules the log can explain."""
    import re

    for r in starter_refs():
        cdef = card_by_ref(r)
        text = cdef.text()
        for line in text.splitlines():
            assert line and not line[0].islower(), (r, line)
            assert "  " not in line, (r, line)
        for num in re.findall(r"\((\d+\.\d+(?:\.[a-z0-9]+)*)", cdef.ruling):
            explain(num)
