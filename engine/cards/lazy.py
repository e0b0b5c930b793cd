"""Parsed card definitions built on first use.

`engine/cards/parsed.py` holds each family's definition as effects-language source
text.  Loading that module only reads string constants; a family is compiled and built
the first time a card of it is looked up, with only the effects modules its source
names imported then.  A game needs some eighty cards of a pool of 1,700, so the
registry's first lookup no longer pays for compiling, importing and building every
definition (and for the later sets' vocabulary modules a Core game never touches).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cache
from importlib import import_module
from types import CodeType
from typing import Any


def _names(code: CodeType) -> set[str]:
    """Every name a compiled expression reads, nested code included."""
    out = set(code.co_names)
    for const in code.co_consts:
        if isinstance(const, CodeType):
            out |= _names(const)
    return out


@cache
def _load(where: str, name: str) -> Any:
    """The object `name` of `where`: a module, or "module:Name" for a name the source
    uses as an alias (two classes of one name in different modules)."""
    mod, _, real = where.partition(":")
    return getattr(import_module(mod), real or name)


class LazyAbilities(Mapping[str, tuple]):
    """Abilities by reference: `families[table[ref]]` is a family's source, evaluated
    once (the references of a family share the one tuple it makes) with the names of
    `names` (name -> module) that it uses in scope."""

    def __init__(self, names: Mapping[str, str], families: tuple[str, ...],
                 table: Mapping[str, int]) -> None:
        self._names = names
        self._families = families
        self._table = table
        self._built: dict[int, tuple] = {}

    def family(self, i: int) -> tuple:
        """The abilities of family `i`, built on first use."""
        built = self._built.get(i)
        if built is None:
            code = compile(self._families[i], f"<parsed family {i}>", "eval")
            scope: dict[str, Any] = {n: _load(self._names[n], n)
                                     for n in _names(code) if n in self._names}
            built = self._built[i] = eval(code, scope)  # noqa: S307 - our generated source
        return built

    def source(self, ref: str) -> str:
        """The effects-language source of a card's parsed definition."""
        return self._families[self._table[ref]]

    def __getitem__(self, ref: str) -> tuple:
        return self.family(self._table[ref])

    def __contains__(self, ref: object) -> bool:
        return ref in self._table

    def __iter__(self) -> Iterator[str]:
        return iter(self._table)

    def __len__(self) -> int:
        return len(self._table)
