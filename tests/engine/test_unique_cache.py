"""The cache of unique texts already read (engine.uniques.cache): a unique read once is
defined again in a fresh process without the grammar, identically; a damaged or foreign
entry is never trusted."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine import card_from_text
from engine.uniques import cache

ROOT = Path(__file__).resolve().parents[2]
TEXT = "When I go to Reserve from your hand — Draw a card.\nAt Noon — I gain 1 boost."
SUPPORT = "{D} : I gain 1 boost."


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    before = cache.directory()
    cache.use_directory(tmp_path)
    yield tmp_path
    cache.use_directory(before)


def define(ref: str = "ALT_CORE_B_AX_04_U_77"):  # type: ignore[no-untyped-def]
    return card_from_text(ref, hand_cost=3, reserve_cost=2, forest=2, mountain=3, water=1,
                          text=TEXT, support_text=SUPPORT)


def test_a_fresh_process_defines_a_kept_unique_without_the_grammar(folder: Path) -> None:
    first = define()
    data = json.loads((folder / cache.FILE_NAME).read_text(encoding="utf-8"))
    assert data["grammar"] == cache.fingerprint() and len(data["entries"]) == 2
    script = f"""
import sys
from engine import card_from_text
from engine.uniques import cache
cache.use_directory({str(folder)!r})
c = card_from_text("ALT_CORE_B_AX_04_U_77", hand_cost=3, reserve_cost=2, forest=2, mountain=3,
                   water=1, text={TEXT!r}, support_text={SUPPORT!r})
print(repr(c.abilities))
print(c.text())
print("engine.cardtext.productions" in sys.modules)
"""
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                         text=True, check=True, timeout=300).stdout.splitlines()
    assert out[0] == repr(first.abilities)
    assert "\n".join(out[1:-1]) == first.text()
    assert out[-1] == "False"  # built from the kept source: the grammar was not loaded


def test_no_folder_keeps_nothing(tmp_path: Path) -> None:
    before = cache.directory()
    cache.use_directory(None)
    try:
        define("ALT_CORE_B_AX_04_U_78")
        assert cache.lookup("text", TEXT) is None and not list(tmp_path.iterdir())
    finally:
        cache.use_directory(before)


def _tamper(folder: Path, source: str, names: dict[str, str]) -> None:
    path = folder / cache.FILE_NAME
    data = json.loads(path.read_text(encoding="utf-8"))
    for entry in data["entries"].values():
        entry["source"], entry["names"] = source, names
    path.write_text(json.dumps(data), encoding="utf-8")
    cache.use_directory(None)
    cache.use_directory(folder)  # read again from the file


@pytest.mark.parametrize(("source", "names"), [
    ("(__import__('os').system('echo owned'),)", {}),
    ("(os.system('echo owned'),)", {"os": "engine.uniques.cache:os"}),
    ("(getattr(Draw, 'mro')(),)", {"getattr": "engine.model", "Draw": "engine.effects.steps"}),
    ("(Zone._member_map_,)", {"Zone": "engine.model"}),
    ("(Draw(n=1.5),)", {"Draw": "engine.effects.steps"}),
    ("(lambda: 0)", {}),
])
def test_an_entry_that_is_not_a_definition_is_never_run(folder: Path, source: str,
                                                        names: dict[str, str]) -> None:
    """A tampered cache file can at worst make the text be read again: anything but calls
    of the engine's classes, enum members and constants is refused before it runs."""
    good = define()
    _tamper(folder, source, names)
    assert cache.lookup("text", TEXT) is None
    assert define().abilities == good.abilities  # read again by the grammar


def test_another_grammar_ignores_the_file(folder: Path) -> None:
    define()
    path = folder / cache.FILE_NAME
    data = json.loads(path.read_text(encoding="utf-8"))
    data["grammar"] = "0" * 32
    path.write_text(json.dumps(data), encoding="utf-8")
    cache.use_directory(None)
    cache.use_directory(folder)
    assert cache.lookup("text", TEXT) is None
