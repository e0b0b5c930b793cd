"""The table of attrs' compiled methods (engine.attrs_cache, issue #27): a second start
reads every method the first one compiled, whatever its hash seed, and the classes it
builds behave as freshly compiled ones; a damaged table is ignored."""

from __future__ import annotations

import json
import marshal
import os
import subprocess
import sys
from pathlib import Path

from engine import attrs_cache

ROOT = Path(__file__).resolve().parents[2]

# a card looked up, and what its definition's generated methods make of it
_PROBE = """
import json, sys
import engine
from engine import attrs_cache
cd = engine.card_by_ref("ALT_CORE_B_AX_04_C")
twin = engine.card_by_ref("ALT_CORE_B_AX_04_C")
print(json.dumps({"installed": attrs_cache._path is not None, "used": len(attrs_cache._used),
                  "compiled": attrs_cache._added, "repr": repr(cd.abilities),
                  "eq": cd.abilities == twin.abilities,
                  "hash": hash(cd.abilities) == hash(twin.abilities)}))
"""


def _start(table: Path, seed: str) -> dict:
    env = {**os.environ, "ALTERED_ATTRS_TABLE": str(table), "PYTHONHASHSEED": seed,
           "PYTHONPATH": str(ROOT)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # the table is written as .pyc files are
    out = subprocess.run([sys.executable, "-c", _PROBE], capture_output=True, text=True,
                         env=env, cwd=ROOT, check=True, timeout=120)
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_a_second_start_reads_every_method_the_first_compiled(tmp_path: Path) -> None:
    table = tmp_path / "methods.marshal"
    first = _start(table, "1")
    # the lookup builds some 37 attrs classes (the vocabulary is split in small modules
    # so that a card builds only its own words), each one compiled script of methods
    assert first["installed"] and first["compiled"] and first["used"] > 30
    assert table.is_file()
    # another hash seed: the salt attrs puts into __hash__ differs, the table still serves
    second = _start(table, "2")
    assert second["used"] == first["used"] and not second["compiled"]
    assert second["repr"] == first["repr"] and second["eq"] and second["hash"]


def test_a_damaged_table_is_ignored_and_replaced(tmp_path: Path) -> None:
    table = tmp_path / "methods.marshal"
    table.write_bytes(b"\x00not a table")
    got = _start(table, "3")
    assert got["compiled"] and got["eq"] and got["hash"]
    assert _start(table, "4")["compiled"] is False  # rewritten whole at the first exit


def test_a_write_keeps_what_another_process_wrote_meanwhile(tmp_path: Path,
                                                           monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # a process that compiled something new writes the table back with what another
    # process (a lab's worker, a parallel test) wrote there since it started
    table = tmp_path / "methods.marshal"
    mine = ("def g(): pass", "<attrs generated methods here.Mine>")
    other = ("def f(): pass", "<attrs generated methods elsewhere.Other>")
    monkeypatch.setattr(attrs_cache, "_path", str(table))
    monkeypatch.setattr(attrs_cache, "_table", {mine: marshal.dumps(compile("1", "m", "exec"))})
    monkeypatch.setattr(attrs_cache, "_added", True)
    monkeypatch.setattr(attrs_cache.sys, "dont_write_bytecode", False)
    table.write_bytes(marshal.dumps({other: marshal.dumps(compile("2", "o", "exec"))}))
    attrs_cache._write()
    assert set(attrs_cache._read(str(table))) == {mine, other}
