"""Parsed card definitions built on first use.

The parser's output (tools/parse_cards.py) is ordinary Python: one module per set and
faction under `engine/cards/families/`, each family of cards sharing a text a function
returning its abilities.  `engine/cards/parsed.py` is the index, reference -> (module,
function).  A game needs some eighty cards of a pool of 1,700, so a lookup imports the
one module of its card's set and faction (and the effects words that module uses) and
calls one function, once; the rest of the pool is neither imported nor built.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterator, Mapping
from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.ability_kinds import Ability

#: where a family is: (module of the families package, function building it)
Where = tuple[str, str]


class LazyAbilities(Mapping[str, "tuple[Ability, ...]"]):
    """Abilities by reference: `table[ref]` names the function building the card's
    family; it is called once, and the references of a family share the tuple it made."""

    def __init__(self, package: str, table: Mapping[str, Where]) -> None:
        self._package = package
        self._table = table
        self._built: dict[Where, tuple[Ability, ...]] = {}

    def builder(self, ref: str) -> Callable[[], tuple[Ability, ...]]:
        """The generated function that builds `ref`'s family."""
        module, function = self._table[ref]
        builder: Callable[[], tuple[Ability, ...]] = getattr(
            import_module(f"{self._package}.{module}"), function)
        return builder

    def family(self, where: Where) -> tuple[Ability, ...]:
        """The abilities of the family at `where`, built on first use."""
        built = self._built.get(where)
        if built is None:
            module, function = where
            built = getattr(import_module(f"{self._package}.{module}"), function)()
            self._built[where] = built
        return built

    def where(self, ref: str) -> Where:
        """The module and function of `ref`'s family (references sharing one are a family)."""
        return self._table[ref]

    def source(self, ref: str) -> str:
        """The generated source of a card's parsed definition."""
        return inspect.getsource(self.builder(ref))

    def __getitem__(self, ref: str) -> tuple[Ability, ...]:
        return self.family(self._table[ref])

    def __contains__(self, ref: object) -> bool:
        return ref in self._table

    def __iter__(self) -> Iterator[str]:
        return iter(self._table)

    def __len__(self) -> int:
        return len(self._table)
