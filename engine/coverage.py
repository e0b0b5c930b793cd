"""Which card references the starter decks need, which tests cover them, and how much of
the card pool is implemented, set by set.

    python -m engine.coverage            # table: reference, name, covering tests; then
                                         # per set: parsed / by hand / both, missing,
                                         # round trip identical, tested
    python -m engine.coverage --missing  # only the uncovered references (exit 1 if any)
    python -m engine.coverage --pool     # the whole pool: what is not implemented, and why
    python -m engine.coverage --uniques  # the parts of unique cards: parts and known
                                         # combinations not understood, and why
                                         # (--sample N: N random combinations only)

The card tests mark themselves with `tests.cards.helpers.covers(ref, ...)`; importing the
test modules fills the registry this module reads.  The engine never needs the tests to
run: this is a developer tool, and `tests/cards/test_coverage.py` enforces the same check.
"""

from __future__ import annotations

import argparse
import importlib
import json
import pkgutil
import sys
from collections import Counter
from pathlib import Path

from engine.cards.registry import ability_sources, all_cards, card_by_ref
from engine.cards.tokens import MAW
from engine.cardtext.roundtrip import plain, printed_form, same_text
from engine.decks import STARTER_NAMES, starter_deck
from engine.effects.steps.tokens import CreateToken
from engine.model import CardDef

#: Tokens of the starter set's factions that the issue asks to cover even when no
#: starter card creates them (Maw).
EXTRA_TOKENS = (MAW,)


def _tokens_made_by(ref: str) -> list[str]:
    """Token references created by a card's abilities (looked up through its steps)."""
    out: list[str] = []

    def walk(obj: object) -> None:
        if isinstance(obj, CreateToken):
            out.append(obj.token)
        if isinstance(obj, (tuple, list)):
            for x in obj:
                walk(x)
        elif hasattr(obj, "__attrs_attrs__"):
            for a in obj.__attrs_attrs__:
                walk(getattr(obj, a.name))

    walk(card_by_ref(ref).abilities)
    return out


def starter_refs() -> list[str]:
    """Every reference of the six starter decks (Heroes included), then their tokens."""
    refs: list[str] = []
    for name in STARTER_NAMES:
        d = starter_deck(name)
        for r in ([d.hero] if d.hero else []) + list(d.cards):
            if r not in refs:
                refs.append(r)
    tokens = [t for r in refs for t in _tokens_made_by(r)] + list(EXTRA_TOKENS)
    for t in tokens:
        if t not in refs:
            refs.append(t)
    return refs


def covered() -> dict[str, list[str]]:
    """Import every card test module and return the registry of covered references."""
    root = Path.cwd()
    if (root / "tests" / "cards").is_dir() and str(root) not in sys.path:
        # an installed console script (altered-sim) does not have the repository on its
        # path the way `python -m` does; the tests are found where the user stands
        sys.path.insert(0, str(root))
    helpers = importlib.import_module("tests.cards.helpers")
    pkg = importlib.import_module("tests.cards")
    for m in pkgutil.iter_modules(pkg.__path__):
        if m.name.startswith("test_"):
            importlib.import_module(f"tests.cards.{m.name}")
    return helpers.COVERED


def _printed() -> dict[str, dict]:
    """The printed card data from ../shared, for the round trip; empty where it is absent
    (the report then says so instead of guessing)."""
    path = Path(__file__).resolve().parents[1].parent / "shared" / "reference" / "cards.json"
    if not path.exists():
        return {}
    return {c["ref"]: c for c in json.loads(path.read_text(encoding="utf-8"))["cards"]}


def family_key(cdef: CardDef, printed: dict[str, dict]) -> tuple[str, str, str]:
    """What makes two references one family: the same name, type and printed text (the
    versions of a card, _C/_R1/_R2, that share a text).  The printed text is folded as the
    round trip folds it, so emphasis marks and reminder text do not split a family; without
    the printed data the text rendered from the definition stands in for it."""
    p = printed.get(cdef.ref)
    if p is not None:
        text = " ".join(printed_form(m) for m in (p.get("text_markup"), p.get("support_markup"))
                        if m)
    else:
        text = cdef.text()
    return cdef.name, str(cdef.type), plain(text)


def untested_families(tested: dict[str, list[str]]) -> list[list[str]]:
    """The families of the pool (every set) with an implemented card and printed text of
    which no reference is covered by a card test, each as its references."""
    printed = _printed()
    fams: dict[tuple[str, str, str, str], list[CardDef]] = {}
    for c in all_cards():
        if c.ref.startswith("ALT_"):
            fams.setdefault((c.ref.split("_")[1], *family_key(c, printed)), []).append(c)
    return [[c.ref for c in cards] for key, cards in fams.items()
            if key[3] and any(c.implemented for c in cards)
            and not any(c.ref in tested for c in cards)]


def set_summary(tested: dict[str, list[str]] | None = None) -> list[str]:
    """Per set: references, implemented (parsed only, hand-written only, both, no text),
    not implemented, round-trip identical among implemented cards with text, and (when
    the card tests are given) implemented references covered by a test."""
    hand, parsed = ability_sources()
    printed = _printed()
    rows: dict[str, Counter[str]] = {}
    for c in all_cards():
        if not c.ref.startswith("ALT_"):
            continue  # test-only cards
        row = rows.setdefault(c.ref.split("_")[1], Counter())
        row["refs"] += 1
        if not c.implemented:
            row["missing"] += 1
            continue
        row["implemented"] += 1
        kind = ("both" if c.ref in hand and c.ref in parsed else "hand" if c.ref in hand
                else "parsed" if c.ref in parsed else "vanilla")
        row[kind] += 1
        if tested is not None and (c.ref in tested or kind == "vanilla"):
            row["tested"] += 1
        p = printed.get(c.ref)
        if p and (p.get("text_markup") or p.get("support_markup")) and c.abilities:
            row["with_text"] += 1
            row["same"] += same_text(c.text(), p.get("text_markup"), p.get("support_markup"))
    head = (f"{'set':<8} {'refs':>5} {'implemented':>12} {'parsed':>7} {'by hand':>8} "
            f"{'both':>5} {'no text':>8} {'missing':>8} {'round trip':>14}"
            + (f" {'tested':>7}" if tested is not None else ""))
    lines = [head]
    for name in sorted(rows):
        r = rows[name]
        trip = (f"{r['same']}/{r['with_text']}" if printed else "n/a")
        lines.append(f"{name:<8} {r['refs']:>5} {r['implemented']:>12} {r['parsed']:>7} "
                     f"{r['hand']:>8} {r['both']:>5} {r['vanilla']:>8} {r['missing']:>8} "
                     f"{trip:>14}" + (f" {r['tested']:>7}" if tested is not None else ""))
    if not printed:
        lines.append("(round trip not measured: ../shared/reference/cards.json is absent)")
    return lines


def pool_report() -> list[str]:
    """One line per card of the pool that is not implemented (reference, name, the clause
    that failed or that nothing defines it), then the per-set summary."""
    lines = [f"{c.ref:<22} {c.name:<32} {c.missing}" for c in all_cards()
             if c.ref.startswith("ALT_") and not c.implemented]
    return lines + set_summary()


def uniques_report(sample: int = 0) -> int:
    """Print the unique parts' report (engine.uniques.parts); exit 1 when anything is not
    understood, 2 when the reference data is absent."""
    import random

    from engine.uniques import parts

    try:
        _parts, combos = parts.load_parts()
    except FileNotFoundError as e:
        print(f"{e}: the unique parts cannot be measured here", file=sys.stderr)
        return 2
    chosen = random.Random(24).sample(combos, sample) if 0 < sample < len(combos) else None
    cov = parts.measure(chosen)
    print("\n".join(parts.report(cov)))
    return 0 if cov.parts_ok() == len(cov.parts) and \
        cov.combinations_ok() == len(cov.combinations) else 1


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m engine.coverage", description=__doc__.split("\n")[0])
    ap.add_argument("--missing", action="store_true", help="list only uncovered references")
    ap.add_argument("--pool", action="store_true",
                    help="list the cards of the whole pool that are not implemented, and why")
    ap.add_argument("--uniques", action="store_true",
                    help="the parts unique cards are made of: which the grammar reads")
    ap.add_argument("--sample", type=int, default=0, metavar="N",
                    help="with --uniques: read N random known combinations, not all")
    a = ap.parse_args(argv)
    if a.uniques:
        return uniques_report(a.sample)
    if a.pool:
        print("\n".join(pool_report()))
        return 0
    try:
        cov = covered()
    except ModuleNotFoundError:
        print("the card tests (tests/cards) are not importable from here; run from the "
              "repository root", file=sys.stderr)
        return 2
    refs = starter_refs()
    missing = [r for r in refs if r not in cov]
    for r in refs:
        if a.missing and r in cov:
            continue
        tests = ", ".join(t.split("::")[-1] for t in cov.get(r, [])) or "NOT COVERED"
        print(f"{r:<22} {card_by_ref(r).name:<32} {tests}")
    print(f"{len(refs) - len(missing)} of {len(refs)} references covered", file=sys.stderr)
    if not a.missing:
        print("\n".join(["", "The card pool, by set:", *set_summary(cov)]))
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
