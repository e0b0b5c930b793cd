"""mypy over engine/ finds no error (issue #26), as `.ci/run` checks: run with the tests too,
so a change that breaks a type is seen before it lands, not only by CI.  The settings are
pyproject.toml's [tool.mypy] (strict for the public face); the cache in .mypy_cache keeps a
second run to a couple of seconds."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(importlib.util.find_spec("mypy") is None,
                    reason="mypy is not installed (it comes with the test extras)")
def test_mypy_finds_no_error_in_the_engine() -> None:
    run = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True,
                         text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert "Success: no issues found" in run.stdout
