"""One entry point for the two things a newcomer does: run the app, run the tests.

Each command creates `.venv` on first use and installs the project into it, so a
fresh machine with only Python 3.11 needs nothing else.  Standard library only.
"""

from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".installed-from"


def _python() -> Path:
    sub = "Scripts/python.exe" if os.name == "nt" else "bin/python"
    return VENV / sub


def _ensure_env() -> Path:
    """Create the virtual environment and (re)install when pyproject.toml changed."""
    if not _python().exists():
        print("Creating virtual environment in .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    wanted = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    if not STAMP.exists() or STAMP.read_text(encoding="utf-8") != wanted:
        print("Installing the project and its test tools ...", flush=True)
        subprocess.check_call(
            [str(_python()), "-m", "pip", "install", "-q", "--disable-pip-version-check",
             "-e", f"{ROOT}[test]"]
        )
        STAMP.write_text(wanted, encoding="utf-8")
    return _python()


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"app", "test", "sim"}:
        print("usage: python3 tasks.py app [APP OPTIONS] | test [PYTEST OPTIONS] | sim [OPTIONS]")
        return 2
    py = _ensure_env()
    cmd, rest = argv[0], argv[1:]
    env = dict(os.environ)
    if cmd == "app":
        return subprocess.call([str(py), "-m", "altered_desktop", *rest], env=env)
    if cmd == "sim":
        return subprocess.call([str(py), "-m", "engine.sim", *rest], env=env)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return subprocess.call([str(py), "-m", "pytest", *rest], cwd=ROOT, env=env)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
