"""Facts computed once per card definition or ability, for the engine's hot paths."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class IdentityMemo:
    """Results keyed by the identity of an object (and an optional second argument).

    Card definitions and abilities are immutable values, so what is derived from them
    never changes.  The object is kept alongside its result, so its id cannot be reused
    by another object while the entry exists.  Kept minimal: it sits on hot paths.

    Bounded: the shipped definitions and their abilities are a few thousand objects, but
    an object made while a game runs (an ability granted on the fly, a definition read
    from a record) would otherwise be kept for as long as the process lives, so a batch
    of ten thousand games would grow without end (issue #27).  Past `limit` entries the
    memo starts afresh: results are pure, so forgetting them costs only their recomputing.
    """

    def __init__(self, compute: Callable[..., Any], limit: int = 50_000) -> None:
        self._compute = compute
        self._limit = limit
        self._results: dict[Any, tuple[Any, Any]] = {}
        self.__doc__ = compute.__doc__

    def __call__(self, obj: Any, arg: Any = None) -> Any:
        key = id(obj) if arg is None else (id(obj), arg)
        hit = self._results.get(key)
        if hit is not None and hit[0] is obj:
            return hit[1]
        value = self._compute(obj) if arg is None else self._compute(obj, arg)
        if len(self._results) >= self._limit:
            self._results.clear()
        self._results[key] = (obj, value)
        return value

    def __len__(self) -> int:
        """How many results are remembered (the memory benchmark reports it)."""
        return len(self._results)


def per_object(compute: Callable[..., Any]) -> IdentityMemo:
    """Decorator form of IdentityMemo."""
    return IdentityMemo(compute)
