"""My collection: the unique cards the player entered, kept in the data folder.

One file, `uniques.json` (`{"format": "altered-uniques", "version": 1, "uniques":
[...]}`), each entry what is printed on the card (engine.uniques.store.UniqueSpec).
Loading it makes each unique known to the engine (`card_by_ref` finds it), so decks refer
to uniques by reference; an entry that cannot be read is reported and left out, never
fatal, and the others load.
"""

from __future__ import annotations

import json
from pathlib import Path

from altered_desktop import storage
from engine.loading import load_json_file
from engine.uniques import cache as unique_cache
from engine.uniques.define import UniqueError
from engine.uniques.store import UniqueSpec, forget, known_spec, learn

FORMAT = "altered-uniques"
#: a collection of a few hundred uniques is a few hundred kilobytes
MAX_BYTES = 5_000_000


class CollectionError(ValueError):
    """The collection file cannot be read at all (its entries are then not loaded)."""


def collection_path() -> Path:
    return storage.data_root() / "uniques.json"


def _read_specs(path: Path) -> tuple[list[UniqueSpec], list[str]]:
    if not (path.exists() or path.is_symlink()):
        return [], []
    data = load_json_file(path, MAX_BYTES, CollectionError, "collection file")
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CollectionError(f"{path}: not a collection of uniques ('format' must be "
                              f"'{FORMAT}')")
    entries = data.get("uniques")
    if not isinstance(entries, list):
        raise CollectionError(f"{path}: 'uniques' must be a list")
    specs: list[UniqueSpec] = []
    broken: list[str] = []
    for i, e in enumerate(entries):
        try:
            specs.append(UniqueSpec.from_json(e, f"uniques[{i}]"))
        except UniqueError as err:
            broken.append(str(err))
    return specs, broken


def load_collection() -> tuple[list[UniqueSpec], list[str]]:
    """Read My collection and make every unique in it known; (the uniques loaded, the
    problems: entries left out with why, or why the file could not be read)."""
    try:
        specs, broken = _read_specs(collection_path())
    except CollectionError as e:
        return [], [str(e)]
    loaded = []
    for s in specs:
        try:
            learn(s)
        except UniqueError as e:
            broken.append(f"{s.reference}: {e}")
        else:
            loaded.append(known_spec(s.reference) or s)
    return loaded, broken


#: the collection file loaded this session, and what loading it found
_loaded: tuple[Path, list[str], list[str]] | None = None


def ensure_loaded() -> list[str]:
    """Load My collection once per session and data folder (the deck builder and the
    app's start call it); the problems of that load, for whoever shows them."""
    global _loaded
    path = collection_path()
    if _loaded is None or _loaded[0] != path:
        # the texts read in earlier sessions are defined without loading the grammar
        unique_cache.use_directory(storage.data_root() / "cache")
        specs, problems = load_collection()
        _loaded = (path, [s.reference for s in specs], problems)
    return _loaded[2]


def collection_refs() -> list[str]:
    """The references of My collection's uniques (loaded if it was not)."""
    ensure_loaded()
    assert _loaded is not None
    return list(_loaded[1])


def _write(specs: list[UniqueSpec]) -> None:
    storage.ensure_data_dir()
    text = json.dumps({"format": FORMAT, "version": 1,
                       "uniques": [s.to_json() for s in specs]}, indent=1, ensure_ascii=False)
    from PySide6.QtCore import QCoreApplication

    storage.write_user_file(collection_path(), text,
                            QCoreApplication.translate("Storage", "My collection"))


def _current() -> list[UniqueSpec]:
    try:
        return _read_specs(collection_path())[0]
    except CollectionError:
        return []


def add_to_collection(spec: UniqueSpec) -> None:
    """Define the unique (UniqueError if its text is not understood: nothing is kept),
    make it known and keep it; a unique of the same reference is replaced.  StorageError
    when the file cannot be written (the unique is known for this session still)."""
    cdef = learn(spec)
    kept = [s for s in _current() if s.reference != cdef.ref]
    _write([*kept, known_spec(cdef.ref) or spec])
    ensure_loaded()
    if _loaded is not None and cdef.ref not in _loaded[1]:
        _loaded[1].append(cdef.ref)


def remove_from_collection(ref: str) -> None:
    """Drop a unique from My collection and from what the engine knows."""
    ref = ref.strip().upper()
    _write([s for s in _current() if s.reference != ref])
    forget(ref)
    if _loaded is not None and ref in _loaded[1]:
        _loaded[1].remove(ref)
