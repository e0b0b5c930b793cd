"""`python3 tasks.py app` on a Linux missing the X11 libraries Qt needs (issue #14, defect
11): it names the packages to install instead of Qt's message about xcb-cursor."""

from __future__ import annotations

import tasks

LDD_MISSING = """\
\tlinux-vdso.so.1 (0x00007ffd)
\tlibQt6XcbQpa.so.6 => /venv/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007f)
\tlibxcb-cursor.so.0 => not found
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxcb.so.1 => /lib/x86_64-linux-gnu/libxcb.so.1 (0x00007f)
\tlibxcb-icccm.so.4 => not found
"""


def test_missing_libraries_are_read_from_ldd():
    assert tasks.missing_libraries(LDD_MISSING) == [
        "libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1"]
    assert tasks.missing_libraries("\tlibxcb.so.1 => /lib/libxcb.so.1 (0x1)\n") == []


def test_advice_names_the_exact_packages():
    advice = tasks.install_advice(tasks.missing_libraries(LDD_MISSING))
    assert "sudo apt install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1" in advice
    assert "sudo dnf install xcb-util-cursor xcb-util-keysyms xcb-util-wm" in advice


def test_every_library_of_the_readme_list_has_its_package():
    from pathlib import Path

    readme = (Path(tasks.ROOT) / "README.md").read_text(encoding="utf-8")
    for deb, _rpm in tasks.XCB_PACKAGES.values():
        assert deb in readme, f"README does not list {deb}"


def test_app_stops_with_the_advice_when_libraries_are_missing(monkeypatch, capsys):
    monkeypatch.setattr(tasks, "_ensure_env", lambda: tasks.Path("python"))
    monkeypatch.setattr(tasks, "check_qt_libraries", lambda py: "sudo apt install libxcb-cursor0")
    called = []
    monkeypatch.setattr(tasks.subprocess, "call", lambda *a, **k: called.append(a) or 0)
    assert tasks.main(["app"]) == 1
    assert "libxcb-cursor0" in capsys.readouterr().err
    assert called == []
