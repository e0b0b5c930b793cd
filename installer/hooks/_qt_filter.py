"""Shared body of the PySide6 hook overrides in this folder.

PyInstaller's own PySide6 hooks collect every plugin family a Qt module *might*
load (Wayland, EGL, GTK theme, input devices, every image format) and all Qt
translations.  Filtering those out after Analysis is too late: by then PyInstaller
has already followed each plugin's shared-library dependencies and pulled in
GTK, cairo, pango, libQt6Network, the Wayland client... (about 30 MB measured).
So these hooks run the stock collection and drop unwanted files *before* the
dependency scan, using the same rule as the spec (`recipe.keep_qt_file`).
"""

from __future__ import annotations

import os
import sys

from PyInstaller.utils.hooks.qt import add_qt6_dependencies

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import recipe  # noqa: E402

Toc = list[tuple[str, str]]


def filtered(hook_file: str) -> tuple[list[str], Toc, Toc]:
    """Stock (hiddenimports, binaries, datas) for this hook's module, minus unwanted Qt files."""
    hiddenimports, binaries, datas = add_qt6_dependencies(hook_file)

    def keep(entry: tuple[str, str]) -> bool:
        src, dest_dir = entry
        return recipe.keep_qt_file(f"{dest_dir}/{os.path.basename(src)}")

    hiddenimports = [m for m in hiddenimports
                     if m.rsplit(".", 1)[-1] not in recipe.QT_MODULES_EXCLUDED]
    return hiddenimports, [b for b in binaries if keep(b)], [d for d in datas if keep(d)]
