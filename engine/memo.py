"""Facts computed once per card definition or ability, for the engine's hot paths."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class IdentityMemo:
    """Results keyed by the identity of an object (and an optional second argument).

    Card definitions and abilities are immutable values, so what is derived from them
    never changes.  The object is kept alongside its result, so its id cannot be reused
    by another object while the entry exists.  Kept minimal: it sits on hot paths.
    """

    def __init__(self, compute: Callable[..., Any]) -> None:
        self._compute = compute
        self._results: dict[Any, tuple[Any, Any]] = {}
        self.__doc__ = compute.__doc__

    def __call__(self, obj: Any, arg: Any = None) -> Any:
        key = id(obj) if arg is None else (id(obj), arg)
        hit = self._results.get(key)
        if hit is not None and hit[0] is obj:
            return hit[1]
        value = self._compute(obj) if arg is None else self._compute(obj, arg)
        self._results[key] = (obj, value)
        return value


def per_object(compute: Callable[..., Any]) -> IdentityMemo:
    """Decorator form of IdentityMemo."""
    return IdentityMemo(compute)
