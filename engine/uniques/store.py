"""A unique card as data (`UniqueSpec`), and the uniques this process knows.

A unique is defined by what is printed on it, so that is what is kept and passed on: a
deck file, a collection, a saved game or record carries each unique's `UniqueSpec`, and
whoever reads it defines the card again with `card_from_text` (`learn`).  The definition
is the engine's; the spec is the player's.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import attrs

from engine.model import CardDef
from engine.uniques.define import UniqueError, card_from_text

#: the spec's fields, in the order they are written
FIELDS = ("reference", "hand_cost", "reserve_cost", "forest", "mountain", "water", "text",
          "support_text")
_NUMBERS = FIELDS[1:6]


@attrs.frozen
class UniqueSpec:
    """What is printed on a unique card: its reference, costs, statistics and texts."""

    reference: str
    hand_cost: int
    reserve_cost: int
    forest: int
    mountain: int
    water: int
    text: str
    support_text: str = ""

    def define(self) -> CardDef:
        """The card's definition (UniqueError when its text is not understood)."""
        return card_from_text(self.reference, hand_cost=self.hand_cost,
                              reserve_cost=self.reserve_cost, forest=self.forest,
                              mountain=self.mountain, water=self.water, text=self.text,
                              support_text=self.support_text)

    def to_json(self) -> dict[str, Any]:
        out = {f: getattr(self, f) for f in FIELDS}
        if not self.support_text:
            del out["support_text"]
        return out

    @classmethod
    def from_json(cls, data: Any, where: str = "unique") -> UniqueSpec:
        """A spec from `to_json`'s form, every field checked (UniqueError naming it)."""
        if not isinstance(data, dict):
            raise UniqueError(f"{where}: a unique card is an object with the fields "
                              f"{', '.join(FIELDS)}")
        missing = [f for f in FIELDS[:-1] if f not in data]
        if missing:
            raise UniqueError(f"{where}: missing {', '.join(missing)}")
        extra = sorted(set(data) - set(FIELDS))
        if extra:
            raise UniqueError(f"{where}: unknown field {', '.join(map(str, extra))}")
        for f in _NUMBERS:
            if type(data[f]) is not int:
                raise UniqueError(f"{where}: {f} must be a whole number, not {data[f]!r}")
        for f in ("reference", "text", "support_text"):
            if not isinstance(data.get(f, ""), str):
                raise UniqueError(f"{where}: {f} must be text")
        return cls(**{f: data[f] for f in FIELDS if f in data})

    @classmethod
    def of(cls, cdef_or_ref: CardDef | str) -> UniqueSpec | None:
        """The spec a known unique was defined from (None for any other card)."""
        ref = cdef_or_ref if isinstance(cdef_or_ref, str) else cdef_or_ref.ref
        return _specs.get(ref)


_specs: dict[str, UniqueSpec] = {}


def learn(spec: UniqueSpec) -> CardDef:
    """Define the unique and make it known by reference (`card_by_ref` finds it); a spec of
    a reference already known replaces the older one.  UniqueError leaves nothing known."""
    from engine.cards.registry import register_unique

    cdef = spec.define()
    spec = attrs.evolve(spec, reference=cdef.ref)
    register_unique(cdef)
    _specs[cdef.ref] = spec
    return cdef


def forget(ref: str) -> None:
    """Make a unique unknown again: `card_by_ref` no longer finds it."""
    from engine.cards.registry import forget_unique

    ref = ref.strip().upper()
    _specs.pop(ref, None)
    forget_unique(ref)


def known_spec(ref: str) -> UniqueSpec | None:
    """The spec of a unique this process knows, by reference."""
    return _specs.get(ref.strip().upper())


def specs_of(refs: Iterable[str]) -> list[UniqueSpec]:
    """The specs of the known uniques among `refs`, each once, in first-seen order (what a
    saved game or a deck file embeds)."""
    out: dict[str, UniqueSpec] = {}
    for r in refs:
        s = _specs.get(r)
        if s is not None:
            out.setdefault(r, s)
    return list(out.values())


def learn_all(data: Any, where: str = "uniques") -> list[CardDef]:
    """Learn each spec of a JSON list (a record's or a deck file's `uniques`); UniqueError
    names the first that fails, and none is learnt then."""
    if not isinstance(data, list):
        raise UniqueError(f"{where} must be a list of unique cards")
    specs = [UniqueSpec.from_json(d, f"{where}[{i}]") for i, d in enumerate(data)]
    for i, s in enumerate(specs):  # all are read before any is made known
        try:
            s.define()
        except UniqueError as e:
            raise UniqueError(f"{where}[{i}] ({s.reference}): {e}", e.clauses) from None
    return [learn(s) for s in specs]
