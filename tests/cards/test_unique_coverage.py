"""The grammar against the printed parts of unique cards (issue #24), and the tests behind
every word they read to.

- Every part the grammar understands reads to words of the effects language; each word is
  exercised through real decisions, by a card test of the pool (`covers`) on a card
  holding it, or by a unique card test (`covers_words`).  The test fails naming each word
  no test exercises: a part family without a test.
- A sample of the 79,007 known combinations parses and renders identically; what does not
  is one of the documented exceptions (`engine.uniques.parts.EXCEPTIONS`), each with the
  rule question or engine gap it raises.  The whole check is `python -m engine.coverage
  --uniques` (slow: not in the default run).

Both read ../shared/reference/unique-parts.json and skip without it.
"""

from __future__ import annotations

import random

import pytest

from engine.cards.registry import card_by_ref
from engine.coverage import covered
from engine.uniques import parts as P
from engine.uniques.define import read_abilities
from tests.cards.helpers import WORDS_COVERED

# a mark, not a module-level skip: `altered-sim --coverage` imports every card test module
# (to read their `covers`), and a skip raised at import would end that command
pytestmark = pytest.mark.skipif(P.reference_dir() is None,
                                reason="../shared/reference/unique-parts.json is absent")

#: values, not words: what an effects-language object is made of besides other words
_NOT_WORDS = frozenset({"NoneType", "bool", "int", "str", "tuple", "list", "frozenset",
                        "Status", "Zone", "Phase", "Terrain", "CardType", "Faction"})


def words_of(obj: object, out: set[str] | None = None) -> set[str]:
    """The class names of every effects-language object inside `obj`."""
    out = set() if out is None else out
    name = type(obj).__name__
    if name not in _NOT_WORDS:
        out.add(name)
    if isinstance(obj, (tuple, list, frozenset)):
        for x in obj:
            words_of(x, out)
    elif hasattr(obj, "__attrs_attrs__"):
        for a in obj.__attrs_attrs__:  # type: ignore[attr-defined]
            words_of(getattr(obj, a.name), out)
    return out


def test_every_word_of_the_unique_parts_is_tested_through_real_decisions() -> None:
    parts, _ = P.load_parts()
    pool_tested = covered()  # imports the card tests, which fill WORDS_COVERED too
    tested: set[str] = set(WORDS_COVERED)
    for ref in pool_tested:
        tested |= words_of(card_by_ref(ref).abilities)
    missing: dict[str, list[int]] = {}
    read = 0
    for pid in parts:
        abilities, clauses = read_abilities(P.part_setting(pid))
        if clauses:
            continue
        read += 1
        for w in words_of(abilities) - tested:
            missing.setdefault(w, []).append(pid)
    assert read >= 600
    listed = [f"{w} (parts {', '.join(map(str, ps[:6]))})" for w, ps in sorted(missing.items())]
    assert listed == [], "words no test exercises: " + "; ".join(listed)


def test_a_sample_of_the_known_combinations_reads_identically() -> None:
    _parts, combos = P.load_parts()
    sample = random.Random(24).sample(list(combos), 1500)
    cov = P.measure(sample)
    unexplained = [f"{P.combination_text(c)!r}: {r.problem}"
                   for c, r in cov.combinations.items()
                   if not r.ok and P.exception_of(c) is None]
    assert unexplained == [], "\n".join(unexplained[:20])
    assert cov.combinations_ok() >= 0.97 * len(sample)
