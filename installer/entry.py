"""The script PyInstaller freezes: the `altered-desktop` console script, as a file.

PyInstaller analyses a script rather than an entry-point string, so this file
does exactly what the `altered-desktop = altered_desktop.app:main` console script
from pyproject.toml does, and nothing more; the bundle then behaves like the
pip-installed command (same flags, same exit code).
"""

from __future__ import annotations

import sys

from altered_desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
