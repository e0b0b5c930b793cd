"""A unique card as a player writes it down: the decklist block and the card database's
JSON.  Both give a `UniqueSpec` (engine.uniques.store), or problems that say exactly what
is missing or wrong.

The decklist block (docs/uniques.md) follows the unique's line, indented:

    1 ALT_CORE_B_AX_04_U_1234
      Costs: 3/2
      Statistics: 2/3/1
      Text: {J} Draw a card.
      Support: {D} : I gain 1 boost.

`Costs` are the hand and reserve costs, `Statistics` Forest/Mountain/Water; each may also be
written alone (`Hand cost: 3`, `Forest: 2`, ...).  `Text` may run over several lines (each
a paragraph: an ability); so may `Support`.

The official card database serves a card as JSON with `reference`, `name` and `elements`
(`MAIN_COST`, `RECALL_COST`, `FOREST_POWER`, `MOUNTAIN_POWER`, `OCEAN_POWER`,
`MAIN_EFFECT`, `ECHO_EFFECT`); a collection is a list of them, or an object holding the
list (`hydra:member`, `cards`, `items`).
"""

from __future__ import annotations

import re
from typing import Any

import attrs

from engine.uniques.define import UNIQUE_REF, UniqueError
from engine.uniques.store import UniqueSpec

#: the block's labels, read case-insensitively, and the spec fields each one gives
_LABELS: dict[str, tuple[str, ...]] = {
    "costs": ("hand_cost", "reserve_cost"), "cost": ("hand_cost", "reserve_cost"),
    "hand cost": ("hand_cost",), "hand": ("hand_cost",),
    "reserve cost": ("reserve_cost",), "reserve": ("reserve_cost",),
    "recall cost": ("reserve_cost",),
    "statistics": ("forest", "mountain", "water"), "stats": ("forest", "mountain", "water"),
    "power": ("forest", "mountain", "water"),
    "forest": ("forest",), "mountain": ("mountain",), "water": ("water",),
    "ocean": ("water",),
    "text": ("text",), "support": ("support_text",), "support text": ("support_text",),
    "echo": ("support_text",),
}
_LABEL = re.compile(r"^\s*(?P<label>[A-Za-z][A-Za-z ]*?)\s*:\s*(?P<value>.*)$")
_NUMBERS = ("hand_cost", "reserve_cost", "forest", "mountain", "water")
#: what a field is called in a message
_SAY = {"hand_cost": "hand cost", "reserve_cost": "reserve cost", "forest": "Forest",
        "mountain": "Mountain", "water": "Water", "text": "text", "support_text": "support"}
EXAMPLE_BLOCK = ("  Costs: 3/2\n  Statistics: 2/3/1\n  Text: {J} Draw a card.")


@attrs.frozen
class BlockProblem:
    """A problem of a unique's block: its line (1-based, in the decklist) and what to do."""

    line: int | None
    message: str


def read_block(reference: str, lines: list[tuple[int, str]]) -> tuple[UniqueSpec | None,
                                                                      list[BlockProblem]]:
    """The spec of the unique `reference` from its block's (line number, text) lines."""
    values: dict[str, Any] = {}
    problems: list[BlockProblem] = []
    last: str | None = None
    for n, raw in lines:
        line = raw.strip()
        m = _LABEL.match(line)
        label = m["label"].strip().lower() if m else ""
        if m and label in _LABELS:
            fields = _LABELS[label]
            value = m["value"].strip()
            if fields[0] in ("text", "support_text"):
                values[fields[0]] = (values.get(fields[0], "") + "\n" + value).strip()
                last = fields[0]
                continue
            last = None
            got = re.split(r"\s*[/,]\s*|\s+", value) if value else []
            if len(got) != len(fields) or not all(g.isascii() and g.isdigit() for g in got):
                shape = "/".join("N" for _ in fields)
                problems.append(BlockProblem(n, f"{m['label'].strip()}: expected "
                                                f"{shape} (whole numbers), got {value!r}"))
                continue
            for f, g in zip(fields, got, strict=True):
                values[f] = int(g)
        elif last is not None:  # a further paragraph of the text
            values[last] = values[last] + "\n" + line
        else:
            problems.append(BlockProblem(n, f"expected 'Costs: H/R', 'Statistics: F/M/W', "
                                            f"'Text: …' or 'Support: …' under {reference}, "
                                            f"got {line!r}"))
    missing = [f for f in (*_NUMBERS, "text") if f not in values]
    if missing and not problems:
        at = lines[0][0] if lines else None
        problems.append(BlockProblem(at, f"{reference}: the block gives no "
                                         + ", no ".join(_SAY[f] for f in missing)))
    if problems:
        return None, problems
    return UniqueSpec(reference, values["hand_cost"], values["reserve_cost"], values["forest"],
                      values["mountain"], values["water"], values["text"],
                      values.get("support_text", "")), []


def block_of(spec: UniqueSpec, indent: str = "  ") -> str:
    """The block that writes `spec` down under its decklist line (what `read_block`
    reads)."""
    out = [f"{indent}Costs: {spec.hand_cost}/{spec.reserve_cost}",
           f"{indent}Statistics: {spec.forest}/{spec.mountain}/{spec.water}"]
    for label, text in (("Text", spec.text), ("Support", spec.support_text)):
        paras = [p.strip() for p in text.splitlines() if p.strip()]
        if paras:
            out.append(f"{indent}{label}: {paras[0]}")
            out += [f"{indent}  {p}" for p in paras[1:]]
    return "\n".join(out)


def missing_block_message(reference: str) -> str:
    """What to write when a decklist names a unique this program has never been given."""
    return (f"{reference} is a unique card, and its costs, statistics and text are not "
            "known here: write them in an indented block under the line ("
            "'Costs: H/R', 'Statistics: F/M/W', 'Text: …'; see docs/uniques.md), or add it "
            "to My collection")


# ------------------------------------------------------------------ the card database
_ELEMENTS = {"hand_cost": "MAIN_COST", "reserve_cost": "RECALL_COST",
             "forest": "FOREST_POWER", "mountain": "MOUNTAIN_POWER", "water": "OCEAN_POWER"}
_COLLECTION_KEYS = ("hydra:member", "cards", "items", "member")


def _official_number(value: Any, name: str, where: str) -> int:
    if type(value) is int:
        return value
    if isinstance(value, str):
        digits = value.replace("#", "").strip()
        if digits.isascii() and digits.isdigit():
            return int(digits)
    raise UniqueError(f"{where}: elements.{name} must be a whole number, not {value!r}")


def spec_from_official(card: Any, where: str = "card") -> UniqueSpec:
    """A unique's spec from one card of the official database's JSON; UniqueError says
    what is missing (a card that is not a unique is refused: the pool already has it)."""
    if not isinstance(card, dict):
        raise UniqueError(f"{where}: a card is a JSON object with 'reference' and 'elements'")
    ref = card.get("reference")
    if not isinstance(ref, str) or not ref.strip():
        raise UniqueError(f"{where}: no 'reference'")
    if UNIQUE_REF.match(ref.strip().upper()) is None:
        raise UniqueError(f"{where}: {ref} is not a unique card (its reference has no _U_ "
                          "number); the program's card pool has the others")
    elements = card.get("elements")
    if not isinstance(elements, dict):
        raise UniqueError(f"{where} ({ref}): no 'elements' (costs, powers and effects)")
    missing = [e for e in (*_ELEMENTS.values(), "MAIN_EFFECT") if e not in elements]
    if missing:
        raise UniqueError(f"{where} ({ref}): elements has no {', '.join(missing)}")
    numbers = {f: _official_number(elements[e], e, f"{where} ({ref})")
               for f, e in _ELEMENTS.items()}
    texts = []
    for e in ("MAIN_EFFECT", "ECHO_EFFECT"):
        v = elements.get(e) or ""
        if not isinstance(v, str):
            raise UniqueError(f"{where} ({ref}): elements.{e} must be text")
        texts.append(v)
    return UniqueSpec(ref.strip().upper(), text=texts[0], support_text=texts[1], **numbers)


def specs_from_official(data: Any) -> list[UniqueSpec]:
    """Every unique of the official JSON: one card, a list of cards, or an object holding
    the list.  UniqueError names each card that fails (none is returned then)."""
    cards: Any = data
    if isinstance(data, dict) and "reference" not in data:
        cards = next((data[k] for k in _COLLECTION_KEYS if isinstance(data.get(k), list)),
                     None)
        if cards is None:
            raise UniqueError("not a card nor a collection of cards: expected an object "
                              "with 'reference' and 'elements', or a list of them")
    elif isinstance(data, dict):
        cards = [data]
    if not isinstance(cards, list):
        raise UniqueError("expected a card or a list of cards")
    specs, problems = [], []
    for i, c in enumerate(cards):
        try:
            specs.append(spec_from_official(c, f"card {i + 1}"))
        except UniqueError as e:
            problems.append(str(e))
    if problems:
        raise UniqueError("; ".join(problems), problems=tuple(problems))
    return specs
