"""Build the standalone bundle: one command, standard library only.

    python3 installer/build.py            # build dist/altered-desktop/ + archive
    python3 installer/build.py --smoke    # ... then run the smoke test on it
    python3 installer/build.py --git HEAD --smoke   # release: build a commit, not the tree

Steps, and why each is here:

1. A dedicated build venv in build/installer/venv holding only the app's runtime
   dependencies and PyInstaller (both read from pyproject.toml).  The bundle then
   contains what a player needs, not the test tools of the dev `.venv`, and the
   build never changes the `.venv` other people are running tests in.
   `--venv PATH` uses an existing environment instead (e.g. `--venv .venv`).
2. The source: the working tree by default; with `--git REF`, a clean export of
   that commit in build/installer/src.  In a tree other people edit while the
   build runs, the export is what a release should use: a build once caught a
   module half-way through someone's edit, and the smoke test failed on it.
   The icon is drawn by make_icon.py if it is missing (and as ICO on Windows).
3. PyInstaller with installer/altered-desktop.spec (what ships: installer/recipe.py).
4. The desktop entry, icon, Linux install script and a build-info.json with name
   and version next to the executable, where a player sees them.
5. A check that no excluded Qt library slipped in, then the archive
   (tar.gz on Linux so the executable bit survives, zip elsewhere).
6. Sizes and timings printed, and saved in dist/build-report.json.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import time
import venv
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import recipe  # noqa: E402

VENV_DIR = recipe.BUILD_DIR / "venv"
EXPORT_DIR = recipe.BUILD_DIR / "src"
WORK_DIR = recipe.BUILD_DIR / "work"
BUNDLE_DIR = recipe.DIST_DIR / recipe.APP_NAME
REPORT = recipe.DIST_DIR / "build-report.json"


def _venv_python(env: Path) -> Path:
    return env / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def _run(cmd: list[str | Path], cwd: Path | None = None) -> None:
    """Run a build step, echoing it first so a failure shows which step broke."""
    print("+", " ".join(str(c) for c in cmd), flush=True)
    subprocess.check_call([str(c) for c in cmd], cwd=cwd)


def ensure_build_env(existing: Path | None) -> Path:
    """Return the Python that runs PyInstaller, creating the build venv if needed.

    A stamp file records what was installed, so a second build skips pip entirely
    unless pyproject.toml changed the requirements.
    """
    requirements = recipe.runtime_requirements() + recipe.build_requirements()
    if existing is not None:
        py = _venv_python(existing.resolve())
        if not py.exists():
            raise SystemExit(f"no Python in {existing}")
        stamp = None
    else:
        py = _venv_python(VENV_DIR)
        stamp = VENV_DIR / ".requirements"
        if not py.exists():
            print(f"Creating build venv in {VENV_DIR} ...", flush=True)
            venv.EnvBuilder(with_pip=True, clear=True).create(VENV_DIR)
        if stamp.exists() and stamp.read_text(encoding="utf-8") == "\n".join(requirements):
            return py
    probe = subprocess.run([str(py), "-c", "import PyInstaller, PySide6"], capture_output=True)
    if stamp is not None or probe.returncode != 0:
        _run([py, "-m", "pip", "install", "-q", "--disable-pip-version-check", *requirements])
    if stamp is not None:
        stamp.write_text("\n".join(requirements), encoding="utf-8")
    return py


def _in(src: Path, path: Path) -> Path:
    """`path` (a file of this checkout) as it is found in the source tree `src`."""
    return src / path.relative_to(recipe.ROOT)


def _git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=recipe.ROOT, capture_output=True, text=True,
                          check=True).stdout.strip()


def export_commit(ref: str) -> tuple[Path, str]:
    """Extract commit `ref` into build/installer/src; return (that folder, commit id)."""
    commit = _git("rev-parse", "--verify", f"{ref}^{{commit}}")
    shutil.rmtree(EXPORT_DIR, ignore_errors=True)
    EXPORT_DIR.mkdir(parents=True)
    archive = subprocess.run(["git", "archive", "--format=tar", commit], cwd=recipe.ROOT,
                             capture_output=True, check=True).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(EXPORT_DIR, filter="data")
    return EXPORT_DIR, commit


def describe_source(src: Path, commit: str | None) -> str:
    """Which code went into the bundle, for build-info.json."""
    if commit is not None:
        return f"git {commit}"
    try:
        head = _git("rev-parse", "HEAD")
        dirty = bool(_git("status", "--porcelain", "--untracked-files=no"))
    except (OSError, subprocess.CalledProcessError):
        return f"working tree {src} (not a git checkout)"
    return f"working tree at git {head}" + (" with uncommitted changes" if dirty else "")


def ensure_icon(py: Path, src: Path) -> None:
    """Draw the icon when it is missing; on Windows also the ICO the EXE embeds."""
    args: list[str | Path] = [py, _in(src, recipe.INSTALLER / "make_icon.py")]
    if sys.platform == "win32":
        args += ["--ico", _in(src, recipe.ICON_ICO)]
    if not _in(src, recipe.ICON_PNG).exists() or sys.platform == "win32":
        _run(args)


def run_pyinstaller(py: Path, src: Path) -> None:
    """Freeze the app into dist/altered-desktop/ (one folder: fast start, easy to inspect).

    The spec of the source tree is used, and it finds the code and data next to
    itself, so an exported commit is built entirely from that commit.
    """
    _run([py, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
          "--distpath", recipe.DIST_DIR, "--workpath", WORK_DIR,
          _in(src, recipe.SPEC_FILE)], cwd=src)


def add_metadata(py: Path, src: Path, source: str) -> dict[str, str]:
    """Put the files a player or a desktop looks for at the top of the bundle folder."""
    shutil.copy2(_in(src, recipe.ICON_PNG), BUNDLE_DIR / recipe.ICON_PNG.name)
    shutil.copy2(_in(src, recipe.DESKTOP_FILE), BUNDLE_DIR / recipe.DESKTOP_FILE.name)
    if sys.platform.startswith("linux"):
        shutil.copy2(_in(src, recipe.INSTALLER / "linux" / "install.sh"),
                     BUNDLE_DIR / "install.sh")
    versions = subprocess.run(
        [str(py), "-c", "import sys, PySide6, PyInstaller; "
         "print(sys.version.split()[0], PySide6.__version__, PyInstaller.__version__)"],
        capture_output=True, text=True, check=True).stdout.split()
    info = {
        "name": recipe.APP_NAME,
        "display_name": recipe.DISPLAY_NAME,
        "version": recipe.version(),
        "platform": recipe.platform_tag(),
        "built": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "python": versions[0],
        "pyside6": versions[1],
        "pyinstaller": versions[2],
        "source": source,
    }
    (BUNDLE_DIR / "build-info.json").write_text(json.dumps(info, indent=2) + "\n",
                                                encoding="utf-8")
    return info


def qt_files(bundle: Path) -> list[str]:
    """Qt libraries and plugins in the bundle, as paths relative to it."""
    return sorted(str(p.relative_to(bundle)).replace("\\", "/") for p in bundle.rglob("*")
                  if p.is_file() and "PySide6" in p.parts)


def check_bundle(bundle: Path) -> list[str]:
    """Problems with a built bundle: excluded Qt files present, data files missing."""
    problems = [f"should have been excluded: {rel}" for rel in qt_files(bundle)
                if not recipe.keep_qt_file(rel)]
    for src, dest in recipe.DATA_FILES:
        name = Path(src).name
        if not any(p.name == name and p.parent.as_posix().endswith(dest)
                   for p in bundle.rglob(name)):
            problems.append(f"data file missing: {dest}/{name}")
    exe = bundle / (recipe.APP_NAME + (".exe" if os.name == "nt" else ""))
    if not exe.exists():
        problems.append(f"executable missing: {exe.name}")
    return problems


def make_archive() -> Path:
    """Pack the bundle folder; the archive unpacks to a single `altered-desktop/` folder."""
    target = recipe.DIST_DIR / recipe.archive_name()
    target.unlink(missing_ok=True)
    if target.name.endswith(".tar.gz"):
        with tarfile.open(target, "w:gz", compresslevel=6) as tar:
            tar.add(BUNDLE_DIR, arcname=recipe.APP_NAME)
    else:
        shutil.make_archive(str(target.with_suffix("")), "zip", recipe.DIST_DIR, recipe.APP_NAME)
    return target


def folder_size(path: Path) -> int:
    """Bytes of all files under `path` (apparent size, what a download unpacks to)."""
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def _mib(n: int) -> str:
    return f"{n / 2**20:.1f} MiB"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--venv", type=Path, default=None,
                        help="use this existing Python environment instead of build/installer/venv")
    parser.add_argument("--git", metavar="REF", default=None,
                        help="build commit REF (e.g. HEAD or a tag) from a clean export "
                             "instead of the working tree")
    parser.add_argument("--smoke", action="store_true",
                        help="run installer/smoke_test.py on the bundle afterwards")
    args = parser.parse_args(argv)

    t0 = time.monotonic()
    py = ensure_build_env(args.venv)
    t_env = time.monotonic()
    src, commit = export_commit(args.git) if args.git else (recipe.ROOT, None)
    ensure_icon(py, src)
    shutil.rmtree(BUNDLE_DIR, ignore_errors=True)
    run_pyinstaller(py, src)
    t_freeze = time.monotonic()
    info = add_metadata(py, src, describe_source(src, commit))
    problems = check_bundle(BUNDLE_DIR)
    if problems:
        print("bundle check failed:\n  " + "\n  ".join(problems), file=sys.stderr)
        return 1
    archive = make_archive()
    t_done = time.monotonic()

    report = {
        **info,
        "bundle": str(BUNDLE_DIR.relative_to(recipe.ROOT)),
        "archive": str(archive.relative_to(recipe.ROOT)),
        "bundle_bytes": folder_size(BUNDLE_DIR),
        "archive_bytes": archive.stat().st_size,
        "files": sum(1 for p in BUNDLE_DIR.rglob("*") if p.is_file()),
        "seconds_env": round(t_env - t0, 1),
        "seconds_pyinstaller": round(t_freeze - t_env, 1),
        "seconds_archive": round(t_done - t_freeze, 1),
        "seconds_total": round(t_done - t0, 1),
        "qt_files": qt_files(BUNDLE_DIR),
    }
    REPORT.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    print(f"\nbundle  {report['bundle']}/  {_mib(report['bundle_bytes'])}, {report['files']} files")
    print(f"archive {report['archive']}  {_mib(report['archive_bytes'])}")
    print(f"time    {report['seconds_total']} s (venv {report['seconds_env']} s, "
          f"PyInstaller {report['seconds_pyinstaller']} s, "
          f"archive {report['seconds_archive']} s)")
    if args.smoke:
        return subprocess.call([sys.executable, str(recipe.INSTALLER / "smoke_test.py")])
    return 0


if __name__ == "__main__":
    sys.exit(main())
