"""A package's names served from the small modules that define them, each module loaded
the first time one of its names is asked for (PEP 562).

The engine's vocabulary is split into small modules so that building one card's
abilities builds only the attrs classes that card uses (issue #27: a class costs
0.2-0.3 ms to make, and a lookup once made some 125 of them).  The packages they form
(`engine.effects.triggers`, `.steps`, `.selectors`) and `engine` itself still offer every
name, for code and stored definitions written against the old single modules, without
importing what nobody asked for.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Any


def serve(namespace: dict[str, Any], home: Mapping[str, str]
          ) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The module `__getattr__` and `__dir__` of a package whose `home` maps each public
    name to the module defining it; `namespace` is the package's `globals()`, where a name
    once loaded is kept, so later look-ups are plain attribute reads."""
    package = namespace["__name__"]

    def __getattr__(name: str) -> Any:  # noqa: N807 - the module hook's own name
        where = home.get(name)
        if where is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(where), name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:  # noqa: N807
        return sorted({*namespace, *home})

    return __getattr__, __dir__
