"""Work around a reference-counting bug of the installed PySide6 on Python 3.11.

PySide6-Essentials 6.12.0 built for CPython 3.11 drops one reference to `None` on every
call of a Qt method that returns nothing (measured: `QObject.setObjectName` called 100
times lowers `sys.getrefcount(None)` by 100).  On 3.12+ `None` is immortal so nothing
happens, but on 3.11 a few thousand painter calls bring the count to zero and the
interpreter aborts with "Fatal Python error: none_dealloc".  Python 3.12 solved the same
class of problem by making `None` immortal; we do the equivalent on 3.11 by giving `None`
a reference count so large that no program run can exhaust it.
"""

from __future__ import annotations

import sys

_PINNED = 1 << 60


def pin_none() -> None:
    """Make `None` effectively immortal on CPython < 3.12 (a no-op elsewhere)."""
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return
    import ctypes

    refcnt = ctypes.c_ssize_t.from_address(id(None))  # ob_refcnt is PyObject's first field
    if refcnt.value < _PINNED:
        refcnt.value += _PINNED
