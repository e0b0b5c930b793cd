"""The compiled methods of the engine's attrs classes, kept between runs like .pyc files.

attrs writes each class's `__init__`, `__eq__`, `__hash__`, `__repr__`, ... as Python
source and compiles it when the class statement runs.  A first card lookup defines some
130 classes (the vocabulary its card's family uses) and the compiling was a third of
its CPU time (issue #27: `import engine` + a lookup against `import chess` + a board).
Python keeps the compiled form of a module in `__pycache__`; this does the same for
attrs' generated source: `install()` (run by `engine/__init__.py`, before any class is
defined) has attrs look the source up in a table read from
`engine/__pycache__/attrs-methods.<python>.<attrs' generator>.marshal`, and compile only what is
not there; what was compiled is written back when the process ends.

What a hit returns is exactly what compiling would: the table is keyed by the generated
source and the file name attrs gives it, the file is named after the interpreter's
bytecode tag and the size and time of attrs' generator (its version
would cost an import of importlib.metadata), and an unreadable or foreign file is ignored.  The one
part of the source that changes from run to run - the salt attrs puts into `__hash__`,
`hash()` of a string, which differs with each process's hash seed - is left out of the
key: any integer serves as that salt, and a class uses one throughout a process.

It leans on one private function of attrs (`attr._make._compile_and_eval`); should a
later attrs not have it with that signature, `install` does nothing and every class is
compiled as before.  Nothing is written where Python would not write bytecode either
(`sys.dont_write_bytecode`, a read-only install).
"""

from __future__ import annotations

import atexit
import contextlib
import inspect
import marshal
import os
import re
import sys
from typing import Any

#: the table keeps at most this many compiled scripts (the whole pool defines ~460
#: classes); past it, a write keeps only those this process used
LIMIT = 4000
_SALT = re.compile(r"^( +)-?\d+,$", re.MULTILINE)

#: (script, file name) -> its compiled code, marshalled: unmarshalled only when used, so
#: a start that defines a few classes does not pay for the whole pool's
_table: dict[tuple[str, str], bytes] = {}
_used: set[tuple[str, str]] = set()
_added = False
_path: str | None = None


def _key(script: str, filename: str) -> tuple[str, str]:
    """The script without its hash salt (the first line of a `hash((` tuple), and its
    file name."""
    if "def __hash__" in script:
        script = _SALT.sub(lambda m: m.group(1) + "SALT,", script, count=1) \
            if "hash((" in script else script
    return script, filename


def _cached_compile_and_eval(script: str, globs: dict[str, Any] | None,
                             locs: Any = None, filename: str = "") -> None:
    global _added
    key = _key(script, filename)
    kept = _table.get(key)
    if kept is not None:
        code = marshal.loads(kept)
    else:
        code = compile(script, filename, "exec")
        _table[key] = marshal.dumps(code)
        _added = True
    _used.add(key)
    eval(code, globs, locs)  # noqa: S307 - attrs' own generated source, as attrs does


def _table_path(version: str) -> str:
    """$ALTERED_ATTRS_TABLE (tests; an install whose package folder is read-only may
    point it at a writable place), else beside the engine's .pyc files."""
    # os.path rather than pathlib: this runs at every start, and pathlib is an import
    chosen = os.environ.get("ALTERED_ATTRS_TABLE")
    if chosen:
        return chosen
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "__pycache__",
                        f"attrs-methods.{sys.implementation.cache_tag}.{version}.marshal")


def _read(path: str) -> dict[tuple[str, str], bytes]:
    try:
        with open(path, "rb") as f:
            table = marshal.loads(f.read())
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    if not isinstance(table, dict):
        return {}
    return {k: v for k, v in table.items()
            if isinstance(k, tuple) and len(k) == 2 and isinstance(v, bytes)}


def _write() -> None:
    """Write the table back if this process compiled something new (at exit)."""
    if not _added or _path is None or sys.dont_write_bytecode:
        return
    # what another process wrote meanwhile (a lab's workers, parallel tests) is kept
    table = {**_read(_path), **_table}
    if len(table) > LIMIT:
        table = {k: _table[k] for k in _used}
    tmp = f"{_path}.{os.getpid()}.tmp"
    with contextlib.suppress(OSError):
        os.makedirs(os.path.dirname(_path), exist_ok=True)
        with open(tmp, "wb") as f:
            f.write(marshal.dumps(table))
        os.replace(tmp, _path)
    with contextlib.suppress(OSError):
        os.unlink(tmp)


def install() -> bool:
    """Have attrs compile through the table (once per process); False where this attrs
    does not compile the way this module expects."""
    global _path
    if _path is not None:
        return True
    try:
        from attr import _make
    except ImportError:  # pragma: no cover - attrs is a dependency
        return False
    original = getattr(_make, "_compile_and_eval", None)
    if original is None or list(inspect.signature(original).parameters) != [
            "script", "globs", "locs", "filename"]:
        return False
    # attrs' version by its generator's file (attr.__version__ imports importlib.metadata,
    # which alone costs more than the compiling saved)
    try:
        st = os.stat(_make.__file__)
    except OSError:  # pragma: no cover - a zipped attrs: no table
        return False
    _path = _table_path(f"{st.st_size}-{st.st_mtime_ns}")
    _table.update(_read(_path))
    _make._compile_and_eval = _cached_compile_and_eval
    atexit.register(_write)
    return True
