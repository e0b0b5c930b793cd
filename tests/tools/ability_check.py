"""Which abilities of the tested card families no card test notices.

    python tests/tools/ability_check.py [SET ...]      # e.g. ALIZE BISE; default: every set

(under tests/: it runs the card tests, so it lives with them, not with the shipped tools)

For each family (same set, name, type and printed text, `engine.coverage.family_key`)
named by some test's `covers(...)`, and for each of its abilities, the ability is dropped
from every reference of the family and the tests naming the family are run; an ability
whose loss no test notices is listed. A family test that only plays part of the card
passes the coverage test (tests/cards/test_coverage.py) but shows up here.

Keyword lines that tests/cards/test_later_keywords.py checks for every card
(Scout N, Gigantic, Seasoned; Fleeting and Cooldown on a Spell) are left out. Exit status 1 when something is listed.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import attrs  # noqa: E402

from engine.cards import registry  # noqa: E402
from engine.coverage import _printed, family_key  # noqa: E402


def _families() -> dict[str, tuple[str, ...]]:
    printed = _printed()
    return {c.ref: (c.ref.split("_")[1], *family_key(c, printed))
            for c in registry.all_cards() if c.ref.startswith("ALT_") and c.implemented}


def _tests_by_family(family: dict[str, tuple[str, ...]]) -> dict[tuple[str, ...], list[Callable]]:
    import tests.cards as pkg

    out: dict[tuple[str, ...], list[Callable]] = {}
    for mi in pkgutil.iter_modules(pkg.__path__):
        if not mi.name.startswith("test_"):
            continue
        mod = importlib.import_module(f"tests.cards.{mi.name}")
        for name, fn in vars(mod).items():
            if name.startswith("test_") and hasattr(fn, "covers"):
                for key in {family[r] for r in fn.covers if r in family}:
                    out.setdefault(key, []).append(fn)
    return out


def _noticed(tests: list[Callable]) -> bool:
    for fn in tests:
        try:
            fn()
        except Exception:  # an assertion, or the game refusing what the test asks
            return True
    return False


def _checked_keywords() -> set[tuple[str, str]]:
    """(reference, keyword) pairs the keyword tests play for every later-set card."""
    from engine.model import CardType
    from tests.cards.test_later_keywords import _later_with

    out = {(c.ref, k) for k in ("scout", "gigantic", "seasoned") for c, _ in _later_with(k)}
    return out | {(c.ref, k) for k in ("fleeting", "cooldown") for c, _ in _later_with(k)
                  if c.type is CardType.SPELL}


def unnoticed(sets: set[str] | None = None) -> list[str]:
    from engine.effects.abilities import Keyword

    family = _families()
    checked = _checked_keywords()
    members: dict[tuple[str, ...], list[str]] = {}
    for ref, key in family.items():
        members.setdefault(key, []).append(ref)
    lines = []
    for key, tests in _tests_by_family(family).items():
        if (sets and key[0] not in sets) or not key[3]:
            continue
        saved = {r: registry.card_by_ref(r) for r in members[key]}
        count = len(saved[members[key][0]].abilities)
        for i in range(count):
            ab = saved[members[key][0]].abilities[i]
            if isinstance(ab, Keyword) and all((r, ab.name) in checked for r in saved):
                continue
            try:
                for r, cdef in saved.items():
                    if len(cdef.abilities) == count:
                        registry._built[r] = attrs.evolve(
                            cdef, abilities=cdef.abilities[:i] + cdef.abilities[i + 1:])
                seen = _noticed(tests)
            finally:
                registry._built.update(saved)
            if not seen:
                lines.append(f"{' '.join(members[key])} {key[1]}: {ab.text()}")
    return lines


def main(argv: list[str]) -> int:
    lines = unnoticed(set(argv) or None)
    print("\n".join(lines))
    print(f"{len(lines)} abilities no test notices", file=sys.stderr)
    return 1 if lines else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
