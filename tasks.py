"""One entry point for the two things a newcomer does: run the app, run the tests.

Each command creates `.venv` on first use and installs the project into it, so a
fresh machine with only Python 3.11 needs nothing else.  Standard library only.

The dependencies are installed from `requirements.lock`: every package (the app's and
the test tools') pinned to one version with the hashes of its files, so every machine
and CI run the same versions and a changed file on the index is refused.  `python3
tasks.py lock` remakes it from pyproject.toml (keeping the pins it has; `lock
--upgrade` moves every package to its newest version, `lock --upgrade-package NAME` one
package); commit the new lock with the change that needed it.
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
LOCK = ROOT / "requirements.lock"
#: pip-compile (pip-tools) makes the lock, in a venv of its own so the dev `.venv` never
#: holds it; pinned like everything else
PIP_TOOLS = "pip-tools==7.6.2"
LOCK_VENV = ROOT / "build" / "lock-venv"


def _python() -> Path:
    sub = "Scripts/python.exe" if os.name == "nt" else "bin/python"
    return VENV / sub


def install_commands(py: Path, locked: bool) -> list[list[str]]:
    """The pip commands that install the project into the venv of `py`: from the lock
    (every dependency pinned and its hashes checked), then the project itself without
    dependencies; without a lock, the project with its test tools at pyproject.toml's
    minimum versions."""
    pip = [str(py), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    if not locked:
        return [[*pip, "-e", f"{ROOT}[test]"]]
    return [[*pip, "--require-hashes", "-r", str(LOCK)], [*pip, "--no-deps", "-e", str(ROOT)]]


def _wanted() -> str:
    """What the venv must be installed from: pyproject.toml and the lock, as they are
    (a change to either installs again)."""
    wanted = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    if LOCK.exists():
        wanted += "\n# requirements.lock\n" + LOCK.read_text(encoding="utf-8")
    return wanted


def _ensure_env() -> Path:
    """Create the virtual environment and (re)install when pyproject.toml or the lock
    changed."""
    if not _python().exists():
        print("Creating virtual environment in .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    wanted = _wanted()
    if not STAMP.exists() or STAMP.read_text(encoding="utf-8") != wanted:
        print("Installing the project and its test tools"
              + (" from requirements.lock" if LOCK.exists() else "") + " ...", flush=True)
        for cmd in install_commands(_python(), LOCK.exists()):
            subprocess.check_call(cmd)
        STAMP.write_text(wanted, encoding="utf-8")
    return _python()


def lock(args: list[str]) -> int:
    """Remake requirements.lock with pip-compile (see the module's docstring); `args`
    go to pip-compile (e.g. --upgrade, --upgrade-package PySide6-Essentials)."""
    sub = "Scripts/python.exe" if os.name == "nt" else "bin/python"
    py = LOCK_VENV / sub
    if not py.exists():
        print(f"Creating {LOCK_VENV} for pip-tools ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(LOCK_VENV)
        subprocess.check_call([str(py), "-m", "pip", "install", "-q",
                               "--disable-pip-version-check", PIP_TOOLS])
    return subprocess.call(
        [str(py), "-m", "piptools", "compile", "--quiet", "--generate-hashes",
         "--allow-unsafe", "--strip-extras", "--extra", "test", "--no-emit-index-url",
         "--no-emit-find-links", "--output-file", "requirements.lock", *args,
         "pyproject.toml"], cwd=ROOT)


# the shared libraries Qt's X11 platform plugin needs that a fresh Linux may lack, and
# the package that brings each: (Debian/Ubuntu, Fedora)
XCB_PACKAGES: dict[str, tuple[str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
}


def missing_libraries(ldd_output: str) -> list[str]:
    """The libraries `ldd` reports as 'not found', in its order."""
    out = []
    for line in ldd_output.splitlines():
        name, _, rest = line.strip().partition(" => ")
        if rest.strip().startswith("not found") and name not in out:
            out.append(name)
    return out


def install_advice(missing: list[str]) -> str:
    """What to tell a player whose Linux lacks `missing`: the packages, by name, and the
    command for the two usual families of distributions."""
    deb = sorted({XCB_PACKAGES.get(m, (m, m))[0] for m in missing})
    rpm = sorted({XCB_PACKAGES.get(m, (m, m))[1] for m in missing})
    return ("The app needs system libraries this machine lacks: " + ", ".join(missing) + ".\n"
            "On Debian or Ubuntu:  sudo apt install " + " ".join(deb) + "\n"
            "On Fedora:            sudo dnf install " + " ".join(rpm))


def check_qt_libraries(py: Path) -> str | None:
    """On Linux, the advice to print when Qt's X11 plugin cannot load (None when it can,
    or when this cannot be told: no ldd, another platform chosen, not Linux)."""
    if not sys.platform.startswith("linux"):
        return None
    if os.environ.get("QT_QPA_PLATFORM", "xcb") != "xcb" or not os.environ.get("DISPLAY"):
        return None
    try:
        where = subprocess.run(
            [str(py), "-c", "import PySide6, os; print(os.path.dirname(PySide6.__file__))"],
            capture_output=True, text=True, timeout=60).stdout.strip()
        plugin = Path(where) / "Qt" / "plugins" / "platforms" / "libqxcb.so"
        if not plugin.exists():
            return None
        ldd = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return None
    missing = missing_libraries(ldd.stdout)
    return install_advice(missing) if missing else None


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in {"app", "test", "sim", "lock"}:
        print("usage: python3 tasks.py app [APP OPTIONS] | test [PYTEST OPTIONS] | "
              "sim [OPTIONS] | lock [--upgrade | --upgrade-package NAME]")
        return 2
    if argv[0] == "lock":
        return lock(argv[1:])
    py = _ensure_env()
    cmd, rest = argv[0], argv[1:]
    env = dict(os.environ)
    if cmd == "app":
        advice = check_qt_libraries(py)
        if advice:
            print(advice, file=sys.stderr)
            return 1
        return subprocess.call([str(py), "-m", "altered_desktop", *rest], env=env)
    if cmd == "sim":
        return subprocess.call([str(py), "-m", "engine.sim", *rest], env=env)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return subprocess.call([str(py), "-m", "pytest", *rest], cwd=ROOT, env=env)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
