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


def test_altered_sim_coverage_command_from_the_repository_root() -> None:
    """The issue's coverage report: `altered-sim --coverage`, the installed console script
    run from the repository root, lists every reference and exits 0 when all are covered."""
    import subprocess
    import sys
    from pathlib import Path

    script = Path(sys.executable).with_name("altered-sim")
    if not script.exists():
        import pytest

        pytest.skip("altered-sim is not installed next to this interpreter")
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([str(script), "--coverage"], cwd=root, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    n = len(starter_refs())
    assert f"{n} of {n} references covered" in done.stderr  # the summary line
    assert sum(line.startswith("ALT_") for line in done.stdout.splitlines()) == n


def test_coverage_reports_each_set_with_parsed_hand_written_and_missing() -> None:
    """`altered-sim --coverage` ends with one row per set: its references split into
    implemented (parsed / by hand / both / no text) and missing, and the round trip."""
    from engine.coverage import set_summary

    rows = {line.split()[0]: line.split() for line in set_summary()[1:] if line[:1].isupper()}
    assert set(rows) >= {"CORE", "ALIZE", "BISE", "CYCLONE", "DUSTER"}
    refs, implemented, parsed, hand, both, vanilla, missing = map(int, rows["CORE"][1:8])
    assert refs == 508
    assert implemented == parsed + hand + both + vanilla
    assert implemented + missing == refs
    assert both == 0  # a card is defined once: no hand-written shadow of a parsed card
    assert hand >= 3  # what the grammar cannot read is written by hand


def test_every_implemented_family_of_every_set_has_a_test() -> None:
    """Issue #12: "Each family has a test through real decisions." A family is the cards of
    one set sharing name, type and printed text (engine.coverage.family_key); every family
    with an implemented card and printed text needs a test naming one of its references in
    `covers(...)`. (Cards without printed text have nothing to test.)"""
    from engine.coverage import untested_families

    missing = untested_families(covered())
    listed = [f"{' '.join(refs)} {card_by_ref(refs[0]).name}" for refs in missing]
    assert listed == [], f"{len(listed)} untested families: " + "; ".join(listed)


def test_a_family_is_name_type_and_printed_text() -> None:
    """The versions sharing a printed text are one family, emphasis marks and reminder text
    aside; a rare with a different text is a family of its own."""
    from engine.coverage import _printed, family_key

    printed = _printed()

    def key(ref: str) -> tuple[str, str, str]:
        return family_key(card_by_ref(ref), printed)

    # Bravos Pendekar: _C and _R2 print the same text (only the _C shows the Sabotage
    # reminder), the _R1 adds Seasoned
    assert key("ALT_BISE_B_BR_51_C") == key("ALT_BISE_B_BR_51_R2")
    assert key("ALT_BISE_B_BR_51_C") != key("ALT_BISE_B_BR_51_R1")
    # without the printed data, the text rendered from the definition stands in for it
    assert family_key(card_by_ref("ALT_BISE_B_BR_51_C"), {}) == family_key(
        card_by_ref("ALT_BISE_B_BR_51_R2"), {})


def test_every_family_test_fails_when_its_cards_are_blank() -> None:
    """A covers mark is a claim: for each family of the pool named by some test, blank
    every reference of the family (no abilities, as a silent vanilla card would be) and run
    the tests naming it; at least one of them must fail. A family none of whose tests
    notices is covered in name only, and is listed."""
    import inspect

    import attrs

    from engine.cards import registry
    from engine.coverage import _printed, family_key

    printed = _printed()
    family: dict[str, tuple[str, ...]] = {}
    for c in registry.all_cards():
        if c.ref.startswith("ALT_") and c.implemented and c.abilities:
            family[c.ref] = (c.ref.split("_")[1], *family_key(c, printed))
    members: dict[tuple[str, ...], list[str]] = {}
    for ref, key in family.items():
        members.setdefault(key, []).append(ref)
    covered()  # imports every card test module
    import sys

    tests: dict[tuple[str, ...], list] = {}
    for name, mod in list(sys.modules.items()):
        if not name.startswith("tests.cards.test_"):
            continue
        for fn in vars(mod).values():
            if (callable(fn) and getattr(fn, "__name__", "").startswith("test_")
                    and hasattr(fn, "covers") and not inspect.signature(fn).parameters):
                for key in {family[r] for r in fn.covers if r in family}:
                    tests.setdefault(key, []).append(fn)
    nominal = []
    for key, fns in tests.items():
        saved = {r: registry.card_by_ref(r) for r in members[key]}
        try:
            for r, cdef in saved.items():
                registry._built[r] = attrs.evolve(cdef, abilities=())
            noticed = False
            for fn in fns:
                try:
                    fn()
                except Exception:  # an assertion, or the game refusing what the test asks
                    noticed = True
                    break
        finally:
            registry._built.update(saved)
        if not noticed:
            nominal.append(f"{' '.join(members[key])} ({', '.join(f.__name__ for f in fns)})")
    assert len(tests) > 500
    assert nominal == [], "covered in name only: " + "; ".join(nominal)
