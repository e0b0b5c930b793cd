"""Work around a reference-counting bug of the installed PySide6 on Python 3.11.

PySide6-Essentials 6.12.0 built for CPython 3.11 drops one reference to `None` on every
call of a Qt method that returns nothing, and one reference to `True` on every signal
`emit()` (measured: 100 calls of `QObject.setObjectName` lower `sys.getrefcount(None)` by
100; 100 emits lower `sys.getrefcount(True)` by 100).  On 3.12+ these singletons are
immortal so nothing happens, but on 3.11 a few thousand painter calls or signal emissions
bring a count to zero and the interpreter aborts with "Fatal Python error: none_dealloc"
(or "bool_dealloc").  Python 3.12 solved this class of problem by making the singletons
immortal; we do the equivalent on 3.11 by giving them a reference count so large that no
program run can exhaust it.
"""

from __future__ import annotations

import sys

_PINNED = 1 << 60


def pin_none() -> None:
    """Make `None`, `True` and `False` effectively immortal on CPython < 3.12."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return
    import ctypes

    for obj in (None, True, False):
        refcnt = ctypes.c_ssize_t.from_address(id(obj))  # ob_refcnt: PyObject's first field
        if refcnt.value < _PINNED:
            refcnt.value += _PINNED
