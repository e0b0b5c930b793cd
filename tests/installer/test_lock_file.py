"""Pinned dependencies (issue #29): `tasks.py` installs from requirements.lock, which
pins every package the project and its tests need to one version with file hashes; the
venv the tests run in holds exactly those versions (a drift such as PySide6 6.12 or
pytest 9 arriving unnoticed fails here)."""

from __future__ import annotations

import re
import tomllib
from importlib import metadata
from pathlib import Path

import tasks

ROOT = Path(tasks.__file__).resolve().parent
PIN = re.compile(r"^([A-Za-z0-9_.-]+)==([^ \\]+) \\$", re.M)


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def pins() -> dict[str, str]:
    return {canonical(n): v for n, v in PIN.findall(tasks.LOCK.read_text(encoding="utf-8"))}


def test_the_lock_pins_every_requirement_with_hashes():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = project["dependencies"] + project["optional-dependencies"]["test"]
    names = {canonical(re.split(r"[<>=!~ \[]", r, maxsplit=1)[0]) for r in wanted}
    assert names <= set(pins()), names - set(pins())
    text = tasks.LOCK.read_text(encoding="utf-8")
    for block in re.split(r"\n(?=[A-Za-z0-9])", text.split("\n", 7)[-1]):
        if "==" in block.split("\n", 1)[0]:
            assert "--hash=sha256:" in block, block.split("\n", 1)[0]


def test_tasks_installs_from_the_lock_checking_hashes():
    py = Path("/venv/bin/python")
    first, project = tasks.install_commands(py, locked=True)
    assert first[-3:] == ["--require-hashes", "-r", str(tasks.LOCK)]
    assert project[-3:] == ["--no-deps", "-e", str(ROOT)]  # the deps came from the lock
    assert tasks.install_commands(py, locked=False)[0][-1].endswith("[test]")


def test_the_stamp_changes_with_the_lock_so_a_new_lock_installs_again():
    assert tasks.LOCK.read_text(encoding="utf-8") in tasks._wanted()
    assert (ROOT / "pyproject.toml").read_text(encoding="utf-8") in tasks._wanted()


def test_the_venv_holds_the_locked_versions():
    drift = {}
    for name, version in pins().items():
        try:
            have = metadata.version(name)
        except metadata.PackageNotFoundError:
            continue  # e.g. a platform-only dependency
        if have != version:
            drift[name] = (have, version)
    assert not drift, f"installed vs locked: {drift}; run python3 tasks.py test to reinstall"
