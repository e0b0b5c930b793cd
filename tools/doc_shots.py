"""Refresh the README's and docs' screenshots of the table from the review's scenes.

    python tools/doc_shots.py [--dry-run]

The pictures in docs/ that show the table, the home screen, Dusk, a game against the
computer, the goldfish lab and the deck builder are the same moments the fresh-eyes
review looks at (tools/review_shots.py: one seeded game played from its first decision
through the window).  Taking them from there keeps the README showing what a player
sees today, instead of pictures that drift behind the table after each change.  The
other pictures in docs/ (a lesson, the Explain dialog, the later sets' dialogs) come
from their own situations and are left alone.  Needs Xvfb and ImageMagick, as
review_shots does.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: docs picture -> the review shot it is (size and scene file name)
PICTURES = {
    "screenshot.png": "1366x768-2-hotseat-full-board-Ninette-to-play.png",
    "home.png": "1366x768-1-home-first-start.png",
    "table-1920.png": "1920x1080-2-hotseat-full-board-Ninette-to-play.png",
    "dusk.png": "1366x768-4a-dusk-animation-markers-moving.png",
    "ai-game.png": "1366x768-5-computer-turn-computer-thinking.png",
    "goldfish-lab.png": "1366x768-7-goldfish-lab-results-charts.png",
    "deck-builder-deck.png": "1366x768-8-deck-builder-lyra-deck-open.png",
}

SCENES = "1-home,2-hotseat-full-board,4a-dusk-animation,5-computer-turn,7-goldfish-lab," \
         "8-deck-builder"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dry-run", action="store_true",
                    help="take the shots and say what would be copied, copy nothing")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        subprocess.run([sys.executable, str(ROOT / "tools" / "review_shots.py"), str(out),
                        "--sizes", "1366x768,1920x1080", "--only", SCENES], check=True)
        missing = [shot for shot in PICTURES.values() if not (out / shot).is_file()]
        if missing:
            # a renamed scene must not leave an old picture in the README unnoticed
            print("review_shots made no " + ", ".join(missing), file=sys.stderr)
            return 1
        for picture, shot in PICTURES.items():
            print(f"docs/{picture} <- {shot}")
            if not args.dry_run:
                shutil.copyfile(out / shot, ROOT / "docs" / picture)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
