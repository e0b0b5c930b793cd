"""Writing parsed abilities out as Python source: the project's own card definitions.

The parser runs when the card data is generated; the result ships as plain modules of
effects-language constructors (`engine/cards/families/`, indexed by
`engine/cards/parsed.py`), so a definition can be read, reviewed, diffed and type-checked
like a hand-written one, and loading it runs no parser.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

import attrs

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any


class Emitter:
    """Turns effects-language values into source text, remembering what to import."""

    def __init__(self) -> None:
        self.imports: dict[str, set[str]] = {}
        self._home: dict[str, str] = {}  # name -> the module it is imported from

    def _need(self, cls: type) -> str:
        name, mod = cls.__name__, cls.__module__
        home = self._home.setdefault(name, mod)
        if home != mod:  # two classes of one name: the later one imported under an alias
            alias = f"{name}_{mod.rsplit('.', 1)[-1]}"
            self.imports.setdefault(mod, set()).add(f"{name} as {alias}")
            return alias
        self.imports.setdefault(mod, set()).add(name)
        return name

    def source(self, value: Any) -> str:
        if isinstance(value, enum.Enum):
            return f"{self._need(type(value))}.{value.name}"
        if value is None or isinstance(value, (bool, int, str)):
            return repr(value)
        if isinstance(value, tuple):
            inner = ", ".join(self.source(v) for v in value)
            return f"({inner},)" if len(value) == 1 else f"({inner})"
        if attrs.has(type(value)):
            cls = type(value)
            args = []
            for a in attrs.fields(cls):
                v = getattr(value, a.name)
                default = a.default
                if isinstance(default, attrs.Factory):  # type: ignore[arg-type]
                    default = default.factory()
                if default is not attrs.NOTHING and v == default and type(v) is type(default):
                    continue
                args.append(f"{a.name}={self.source(v)}")
            return f"{self._need(cls)}({', '.join(args)})"
        raise TypeError(f"cannot write {type(value).__name__} {value!r} as source")

    def import_lines(self, width: int = 100) -> list[str]:
        """`from m import a, b` lines as ruff's isort writes them, wrapped past `width`
        characters (the line length less the indentation they will get)."""
        out = []
        for mod, all_names in sorted(self.imports.items()):
            names = [n for n in all_names if " as " not in n]
            ordered = sorted(names, key=lambda n: (n.lower(), n))  # as ruff's isort orders
            line = f"from {mod} import {', '.join(ordered)}"
            if len(line) > width:  # the wrapped form ruff's isort writes
                line = f"from {mod} import (\n" + "".join(f"    {n},\n" for n in ordered) + ")"
            if names:
                out.append(line)
            # an aliased name: a statement of its own, after the plain one (ruff's isort)
            out.extend(f"from {mod} import {n}" for n in sorted(n for n in all_names if " as " in n))
        return out
