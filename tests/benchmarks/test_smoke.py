"""Every benchmark runs in CI in its smoke size, so none rots unnoticed (issue #27: a
benchmark nothing runs broke on a renamed attribute and nobody knew).

Each script in benchmarks/ is run as a user runs it, in a fresh process, with
`--smoke`: a tiny size that checks it still works end to end.  Nothing is timed or
compared here (timings belong to the full-size runs, see docs/benchmarks.md); the test
fails when a script crashes, refuses `--smoke`, or prints nothing.  A new benchmark is
picked up by the glob, so it must accept `--smoke` too.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPTS = sorted(p for p in (ROOT / "benchmarks").glob("*.py") if not p.name.startswith("_"))


#: benchmarks that read the reference data (../shared/reference), a generator's input
#: the program never needs at run time
NEEDS_REFERENCE = {"unique_gauntlet"}


def test_the_benchmarks_are_found() -> None:
    assert len(SCRIPTS) >= 10, "the benchmarks folder moved or emptied"


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.stem)
def test_benchmark_runs_in_its_smoke_size(script: Path, tmp_path: Path) -> None:
    if script.stem in NEEDS_REFERENCE:
        from engine.uniques.parts import reference_dir

        if reference_dir() is None:
            pytest.skip(f"{script.name} reads ../shared/reference/unique-parts.json, absent here "
                        "(CI has it)")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "ALTERED_DESKTOP_DATA": str(tmp_path),
           "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, str(script), "--smoke"], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, f"{script.name} --smoke failed:\n{run.stdout}\n{run.stderr}"
    assert run.stdout.strip(), f"{script.name} --smoke printed nothing"
