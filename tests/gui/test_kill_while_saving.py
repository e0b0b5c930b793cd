"""A program killed in the middle of saving loses nothing (issue #10, defect 8): the
autosave on disk is always a whole record (the write goes to a temporary file renamed
over it), and the temporary files a kill leaves behind are removed at the next start."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from altered_desktop import storage
from engine.record import read_record

ROOT = Path(__file__).resolve().parents[2]

SAVER = """
import sys
from pathlib import Path
from engine.decks import starter_deck
from engine.game import Game
g = Game.new([starter_deck("axiom"), starter_deck("ordis")], seed=9)
target = Path(sys.argv[1])
g.save(target)
print("ready", flush=True)  # after a first whole save: a slow start cannot fail the test
while True:
    d = g.pending
    if d is None:
        g = Game.new([starter_deck("axiom"), starter_deck("ordis")], seed=9)
        continue
    g.answer([o.id for o in d.options[:d.min]] if d.multi else d.options[0].id)
    g.save(target)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_kills_in_a_save_loop_never_damage_the_autosave_and_leave_no_temp_file(user_data):
    user_data.mkdir(parents=True, exist_ok=True)
    target = storage.autosave_path()
    kills = 8
    left = 0
    for k in range(kills):
        proc = subprocess.Popen([sys.executable, "-c", SAVER, str(target)], cwd=ROOT,
                                stdout=subprocess.PIPE, env={**os.environ,
                                                             "PYTHONPATH": str(ROOT)})
        assert proc.stdout is not None and proc.stdout.readline().strip() == b"ready"
        time.sleep(0.05 + 0.037 * k)  # a different moment of the loop each time
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        if target.exists():
            read_record(target)  # whole: it loads (a RecordError would fail the test)
        left += len(storage.clean_stale_temp_files())  # what the next start does
        assert list(user_data.glob("*.tmp")) == []
    assert target.exists()
    print(f"{kills} kills, {left} temporary files left and removed")
