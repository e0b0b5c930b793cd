"""Definitions of unique texts already read, kept between sessions: a unique the program has
read once is defined again without loading the card-text grammar.

Reading a text loads the productions of the card-text grammar it needs (and, through
them, most of the effects language): most of a second in a fresh process, where a pool
card costs only the few modules its definition names (engine/cards/lazy.py).  So once a
text is read, its abilities are kept as effects-language source (`engine.cardtext.emit`, the form of the
pool's generated definitions) in a file of a folder the program chooses
(`use_directory`; none by default, so nothing is written unless asked), and the next
process builds them from it.

What is kept is only a cache: an entry is used only when

- the grammar and the effects language are those that wrote it (`fingerprint`: a digest
  of their source files), else the whole file is ignored and rewritten;
- its source is nothing but constructor calls, names of the engine's effects language,
  enum members and constants (checked on the syntax tree before anything is evaluated,
  so a tampered file can build objects but never run code);
- building it gives back exactly what the grammar built, checked when it is written.

Any entry that fails is read again with the grammar; no error of the cache reaches a
player.
"""

from __future__ import annotations

import ast
import enum
import hashlib
import json
import os
from functools import cache
from importlib import import_module
from pathlib import Path
from typing import Any

FORMAT = "altered-unique-definitions"
FILE_NAME = "unique-definitions.json"
#: the cache is small (a few hundred uniques); a larger file is not ours
MAX_BYTES = 20_000_000

_directory: Path | None = None
_entries: dict[str, dict[str, Any]] | None = None  # key -> {"source", "names"}


def use_directory(path: Path | str | None) -> None:
    """Keep the definitions in `path` (created when first written); None keeps none."""
    global _directory, _entries
    new = Path(path) if path is not None else None
    if new != _directory:
        _directory, _entries = new, None


def directory() -> Path | None:
    return _directory


@cache
def fingerprint() -> str:
    """A digest of the grammar's and the effects language's source files (name, size,
    modification time): a definition is kept for the code that wrote it only."""
    root = Path(__file__).resolve().parents[1]
    h = hashlib.sha256()
    for sub in ("cardtext", "effects", "uniques", "gamestate"):
        for f in sorted((root / sub).glob("*.py")):
            st = f.stat()
            h.update(f"{sub}/{f.name}:{st.st_size}:{st.st_mtime_ns};".encode())
    for name in ("model.py", "__init__.py"):
        st = (root / name).stat()
        h.update(f"{name}:{st.st_size}:{st.st_mtime_ns};".encode())
    return h.hexdigest()[:32]


def _key(field: str, text: str) -> str:
    return hashlib.sha256(f"{field}\0{text}".encode()).hexdigest()


def _file() -> Path | None:
    return None if _directory is None else _directory / FILE_NAME


def _load() -> dict[str, dict[str, Any]]:
    global _entries
    if _entries is not None:
        return _entries
    _entries = {}
    path = _file()
    try:
        if path is None or not path.is_file() or path.stat().st_size > MAX_BYTES:
            return _entries
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return _entries  # unreadable: as if empty (it is rewritten on the next store)
    if (isinstance(data, dict) and data.get("format") == FORMAT
            and data.get("grammar") == fingerprint() and isinstance(data.get("entries"), dict)):
        _entries = {k: v for k, v in data["entries"].items() if isinstance(v, dict)}
    return _entries


def lookup(field: str, text: str) -> tuple[Any, ...] | None:
    """The abilities the grammar read from `text` before (None when not kept, or when the
    entry cannot be used)."""
    if _directory is None:
        return None
    entry = _load().get(_key(field, text))
    if entry is None:
        return None
    try:
        return build(entry["source"], entry["names"])
    except Exception:  # noqa: BLE001 - a damaged entry: read the text again instead
        return None


def store(field: str, text: str, abilities: tuple[Any, ...]) -> None:
    """Keep what the grammar read from `text` (only when it builds back identically)."""
    if _directory is None:
        return
    from engine.cardtext.emit import Emitter

    em = Emitter()
    try:
        source = em.source(tuple(abilities))
    except TypeError:
        return  # a value the source form cannot hold: not kept
    names: dict[str, str] = {}
    for mod, ns in em.imports.items():
        for n in ns:  # "Name as Alias": a second class of one name, kept as module:Name
            real, _, alias = n.partition(" as ")
            names[alias or real] = f"{mod}:{real}" if alias else mod
    try:
        if build(source, names) != tuple(abilities):
            return
    except Exception:  # noqa: BLE001 - not kept; the grammar's reading is used as it is
        return
    entries = _load()
    entries[_key(field, text)] = {"source": source, "names": names}
    _write(entries)


def _write(entries: dict[str, dict[str, Any]]) -> None:
    path = _file()
    if path is None:
        return
    data = {"format": FORMAT, "grammar": fingerprint(), "entries": entries}
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        os.replace(tmp, path)
    except OSError:
        pass  # a cache that cannot be written costs time, never a unique


# ------------------------------------------------------------------ building an entry
_ALLOWED = (ast.Expression, ast.Call, ast.keyword, ast.Name, ast.Attribute, ast.Constant,
            ast.Tuple, ast.Load, ast.UnaryOp, ast.USub)


def build(source: str, names: dict[str, str]) -> tuple[Any, ...]:
    """The value of a definition's source: only calls of classes of the engine (from
    `names`, each an `engine.` module or `module:Name`), members of its enums, constants
    and tuples are allowed (ValueError otherwise, before anything runs)."""
    tree = ast.parse(source, mode="eval")
    used: set[str] = set()
    members: list[ast.Attribute] = []
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED):
            raise ValueError(f"not a definition: {type(node).__name__}")
        if isinstance(node, ast.Name):
            used.add(node.id)
        elif isinstance(node, ast.Call) and not isinstance(node.func, ast.Name):
            raise ValueError("not a definition: a call of something other than a class")
        elif isinstance(node, ast.Attribute):
            if not isinstance(node.value, ast.Name):
                raise ValueError("not a definition: an attribute that is not an enum member")
            members.append(node)
        elif isinstance(node, ast.Constant) and not isinstance(
                node.value, (str, int, bool, type(None))):
            raise ValueError("not a definition: a constant of another kind")
    scope: dict[str, Any] = {"__builtins__": {}}
    for n in used:
        where = names.get(n)
        if not isinstance(where, str) or not where.startswith("engine."):
            raise ValueError(f"not a definition: the name {n!r}")
        mod, _, real = where.partition(":")
        obj = getattr(import_module(mod), real or n)
        if not isinstance(obj, type) or not obj.__module__.startswith("engine."):
            raise ValueError(f"not a definition: {n!r} is not a class of the engine")
        scope[n] = obj
    for m in members:
        owner = scope[m.value.id]  # type: ignore[attr-defined]
        if not issubclass(owner, enum.Enum) or m.attr not in owner.__members__:
            raise ValueError(f"not a definition: {m.attr!r} is not a member of an enum")
    value = eval(compile(tree, "<unique definition>", "eval"), scope)  # noqa: S307 - checked above
    if not isinstance(value, tuple):
        raise ValueError("not a definition: not a tuple of abilities")
    return value
