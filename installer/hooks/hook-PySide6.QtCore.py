"""PySide6.QtCore, collected with only the Qt plugins the recipe keeps (see _qt_filter)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _qt_filter import filtered  # noqa: E402

hiddenimports, binaries, datas = filtered(__file__)
