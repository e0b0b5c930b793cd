"""The printed parts unique abilities are made of, and how many the grammar reads.

A unique ability is one trigger, one condition and one effect printed one after another
(`unique-parts.json` of the reference data lists the 749 parts and the 79,007 known
combinations).  This module reads that file (a developer's fact sheet: nothing here is
needed to play) and measures the grammar against it:

- a *combination* is understood when its printed text parses and the text rendered from
  what the grammar built says what the printed text says (`engine.cardtext.roundtrip`);
- a *part* is understood when it does so in a plain setting: a trigger before "Draw a
  card.", a condition between {J} and "Draw a card.", an effect after the trigger it is
  most often printed with (no condition); parts that need their partner (the empty
  trigger of a passive, {I}, {D}) are read in their first combination.

`python -m engine.coverage --uniques` prints the report (engine.coverage).
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import attrs

from engine.uniques.define import MISPRINTS, corrected  # noqa: F401 - read here too

#: the printed text of an empty part (no trigger: a passive; no condition)
EMPTY = "[]]"
#: the plain effect a trigger or a condition is measured with
PLAIN_EFFECT = "Draw a card."


def reference_dir() -> Path | None:
    """Where the reference data is: $ALTERED_REFERENCE, or `shared/reference` beside the
    repository (the main checkout) or beside its parent (a worktree under /work/wt)."""
    env = os.environ.get("ALTERED_REFERENCE")
    root = Path(__file__).resolve().parents[2]
    for d in ([Path(env)] if env else []) + [root.parent / "shared" / "reference",
                                             root.parent.parent / "shared" / "reference"]:
        if (d / "unique-parts.json").is_file():
            return d
    return None


@cache
def load_parts() -> tuple[dict[int, tuple[str, str]], tuple[tuple[int, int, int], ...]]:
    """({part id: (kind, printed text)}, the known combinations); FileNotFoundError when
    the reference data is absent."""
    d = reference_dir()
    if d is None:
        raise FileNotFoundError("unique-parts.json not found (../shared/reference)")
    raw = json.loads((d / "unique-parts.json").read_text(encoding="utf-8"))
    parts = {int(k): (v["kind"], v["text"]) for k, v in raw["parts"].items()}
    combos = tuple((int(t), int(c), int(e)) for t, c, e in raw["combinations"])
    return parts, combos


def printed_ability(trigger: str, condition: str, effect: str) -> str:
    """One ability's printed text from its three parts' texts, as a card prints them: one
    after another, the empty part left out; a bare {D} (discard me from Reserve) takes the
    colon of an activated ability (`{D} : …`, as the card database prints it)."""
    if trigger == "{D}":
        trigger = "{D} :"
    return " ".join(p for p in (trigger, condition, effect) if p != EMPTY)


@attrs.frozen
class Reading:
    """What the grammar made of one printed text: None when understood, else why not
    (`not understood: …` with the clause, or `renders as: …` with the rendered text)."""

    printed: str
    problem: str | None

    @property
    def ok(self) -> bool:
        return self.problem is None


def read(printed: str) -> Reading:
    """Parse `printed` as a unique's text and compare the rendered text with it."""
    from engine.cardtext.roundtrip import same_text
    from engine.uniques.define import read_abilities

    abilities, clauses = read_abilities(corrected(printed))
    if clauses:
        return Reading(printed, f"not understood: {clauses[0].reason}")
    rendered = "\n".join(a.text() for a in abilities)
    if not same_text(rendered, corrected(printed), None):
        return Reading(printed, f"renders as: {rendered!r}")
    return Reading(printed, None)


def part_setting(pid: int, readable: set[int] | frozenset[int] = frozenset()) -> str:
    """The printed text a part is measured in (see the module's docstring); an effect is
    measured with partners from `readable` (parts read in their own setting) when it has
    such a combination, so that a partner's failure is not counted against it."""
    parts, combos = load_parts()
    kind, text = parts[pid]
    if kind == "trigger" and text not in (EMPTY, "{I}"):
        return printed_ability(text, EMPTY, PLAIN_EFFECT)
    if kind == "condition" and text != EMPTY:
        return printed_ability("{J}", text, PLAIN_EFFECT)
    idx = ("trigger", "condition", "effect").index(kind)
    mine = [c for c in combos if c[idx] == pid]
    if not mine:  # a part no known combination prints: after {J}
        return printed_ability("{J}", EMPTY, text) if kind == "effect" else text
    if kind == "effect":
        triggers = Counter(t for t, _c, _e in mine)
        plain = [c for c in mine if parts[c[1]][1] == EMPTY]
        pool = plain or mine
        good = [c for c in pool if c[0] in readable and (c[1] in readable
                                                         or parts[c[1]][1] == EMPTY)]
        t, c, e = max(good or pool, key=lambda x: triggers[x[0]])
    else:
        t, c, e = mine[0]
    return printed_ability(parts[t][1], parts[c][1], parts[e][1])


def combination_text(combo: tuple[int, int, int]) -> str:
    parts, _ = load_parts()
    return printed_ability(*(parts[p][1] for p in combo))


@attrs.frozen
class Coverage:
    """The grammar against the unique parts: each part's and each combination's reading
    (combinations read once per distinct printed text)."""

    parts: dict[int, Reading]
    combinations: dict[tuple[int, int, int], Reading]

    def parts_ok(self) -> int:
        return sum(r.ok for r in self.parts.values())

    def combinations_ok(self) -> int:
        return sum(r.ok for r in self.combinations.values())


def measure(combos: Iterable[tuple[int, int, int]] | None = None) -> Coverage:
    """Read every part, and the given combinations (all known ones by default)."""
    parts, known = load_parts()
    by_text: dict[str, Reading] = {}

    def once(text: str) -> Reading:
        r = by_text.get(text)
        if r is None:
            r = by_text[text] = read(text)
        return r

    part_readings = {pid: once(part_setting(pid)) for pid, (kind, _t) in parts.items()
                     if kind != "effect"}
    readable = frozenset(p for p, r in part_readings.items() if r.ok)
    part_readings |= {pid: once(part_setting(pid, readable)) for pid, (kind, _t)
                      in parts.items() if kind == "effect"}
    combo_readings = {c: once(combination_text(c)) for c in (known if combos is None
                                                              else combos)}
    return Coverage(part_readings, combo_readings)


def report(cov: Coverage, limit: int = 40) -> Iterator[str]:
    """The report's lines: parts not understood (id, kind, printed text, why), then the
    reasons combinations are not, most frequent first, and the figures."""
    parts, _ = load_parts()
    for pid, r in sorted(cov.parts.items()):
        if not r.ok:
            kind, text = parts[pid]
            yield f"part {pid:>4} {kind:<9} {text!r}: {r.problem}"
            yield f"          question: {EXCEPTION_PARTS.get(pid, 'NOT DOCUMENTED')}"
    failing = [(c, r) for c, r in cov.combinations.items() if not r.ok]
    explained = Counter(exception_of(c) is not None for c, _r in failing)
    if failing:
        yield ""
        yield (f"combinations not read: {len(failing)}; with a documented exception: "
               f"{explained[True]}, not documented: {explained[False]}")
    reasons = Counter(r.problem for c, r in failing if exception_of(c) is None)
    if reasons:
        yield ""
        yield "combinations not read without a documented exception, by reason:"
        for why, n in reasons.most_common(limit):
            yield f"{n:>7}  {why}"
        if len(reasons) > limit:
            yield f"    ... and {len(reasons) - limit} other reasons"
    kinds = Counter(parts[p][0] for p in cov.parts)
    ok_kinds = Counter(parts[p][0] for p, r in cov.parts.items() if r.ok)
    yield ""
    yield (f"parts: {cov.parts_ok()}/{len(cov.parts)} understood ("
           + ", ".join(f"{k}s {ok_kinds[k]}/{kinds[k]}" for k in ("trigger", "condition",
                                                                   "effect")) + ")")
    yield (f"combinations: {cov.combinations_ok()}/{len(cov.combinations)} parsed and "
           "rendered identically")


def part_families() -> dict[str, list[int]]:
    """Parts grouped by printed text (several ids print the same words): the unit the
    tests cover."""
    parts, _ = load_parts()
    out: dict[str, list[int]] = {}
    for pid, (kind, text) in sorted(parts.items()):
        out.setdefault(f"{kind}: {text}", []).append(pid)
    return out


def as_json(cov: Coverage) -> dict[str, Any]:
    """The figures and the failing part ids, for tools."""
    return {"parts_ok": cov.parts_ok(), "parts": len(cov.parts),
            "combinations_ok": cov.combinations_ok(), "combinations": len(cov.combinations),
            "parts_not_understood": {p: r.problem for p, r in cov.parts.items() if not r.ok}}


# ------------------------------------------------------------------ what is left out
#: Parts the grammar does not read yet, each with the question it raises: a rule question
#: the Complete Rules leave open, or the word the engine lacks.  A unique printing one is
#: refused (never played as a blank); `python -m engine.coverage --uniques` lists them.
EXCEPTION_PARTS: dict[int, str] = {
    357: "'If there are no Characters in the Expedition I'm played in:' is read where it is "
         "printed (its 2 known combinations: the condition of its own cost decrease, looked "
         "at as it is played, 5.1.2.b-e), not before an effect after {J}: once I have "
         "joined I am a Character in that Expedition, so 'no Characters' could never hold; "
         "would it mean 'no other Characters'? the rules do not say",
    705: "'I activate its {r} abilities as if they were mine': in most of its 69 known "
         "combinations nothing before names 'it' ('{J} You may immediately pass. If you do: "
         "…'); and where something does, 7.3.1.d has a Reaction activated by another "
         "object's ability created by its own object, which 'as if they were mine' "
         "contradicts: whose 'I', 'me' and 'you' are they then? not read",
    716: "'You may immediately play it for free or discard it' (a card revealed from an "
         "opponent's hand): 6.5.c makes 'You may [do step]' optional; joined by 'or', may "
         "the player do neither (the card stays in that hand), or must it be one of the "
         "two (as the pool's 'If you don't, discard it' says)? not read",
}

#: pairs of parts that read alone but not together, with the question they raise
EXCEPTION_PAIRS: dict[tuple[int, int], str] = {}


def exception_of(combo: tuple[int, int, int]) -> str | None:
    """Why a known combination is not read (its documented exception), or None."""
    t0, c0, e0 = combo
    for pair in ((c0, e0), (t0, e0)):
        if pair in EXCEPTION_PAIRS:
            return EXCEPTION_PAIRS[pair]
    for pid in combo:
        if pid in EXCEPTION_PARTS:
            return f"part {pid}: {EXCEPTION_PARTS[pid]}"
    return None
