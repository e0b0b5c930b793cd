"""The bundle recipe is coherent with the code it packages, checked without building.

Building takes about a minute and needs PyInstaller, so the normal test run never
builds; these tests catch the mistakes that would make a build ship a broken
app: a data file the engine reads but the recipe forgets, a Qt module the app
starts importing while the recipe excludes it, a desktop entry a menu would
reject, a version written in two places.
"""

from __future__ import annotations

import ast
import importlib.util
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import zlib
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
INSTALLER = ROOT / "installer"


def _load(name: str) -> ModuleType:
    """Import an installer script by path (installer/ is a folder of scripts, not a package)."""
    if str(INSTALLER) not in sys.path:
        sys.path.insert(0, str(INSTALLER))
    spec = importlib.util.spec_from_file_location(f"_installer_{name}", INSTALLER / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


recipe = _load("recipe")
smoke = _load("smoke_test")
build = _load("build")
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def _sources(*packages: str) -> list[Path]:
    return [p for pkg in packages for p in sorted((ROOT / pkg).rglob("*.py"))]


# --------------------------------------------------------------------------- metadata
def test_version_is_read_from_pyproject_and_written_nowhere_else() -> None:
    version = PYPROJECT["project"]["version"]
    assert recipe.version() == version
    assert version in recipe.archive_name()
    # A literal copy of the version in the recipe would silently go stale at the next bump.
    for path in INSTALLER.rglob("*"):
        if path.is_file() and path.suffix in {".py", ".spec", ".desktop", ".sh"}:
            assert version not in path.read_text(encoding="utf-8"), path


def test_bundle_executable_is_the_console_script() -> None:
    scripts = PYPROJECT["project"]["scripts"]
    assert recipe.APP_NAME in scripts, "bundle name should match the pip-installed command"
    module, func = scripts[recipe.APP_NAME].split(":")
    tree = ast.parse(recipe.ENTRY_SCRIPT.read_text(encoding="utf-8"))
    imports = {(n.module, a.name) for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)
               for a in n.names}
    assert (module, func) in imports, "installer/entry.py must call the same function"


def test_bundle_requirements_come_from_pyproject() -> None:
    deps = recipe.runtime_requirements()
    assert any(d.lower().startswith("pyside6-essentials") for d in deps)
    assert any(d.lower().startswith("pyinstaller") for d in recipe.build_requirements())


def test_build_outputs_are_gitignored() -> None:
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    assert "build/" in ignored and "dist/" in ignored
    assert recipe.BUILD_DIR.is_relative_to(ROOT / "build")
    assert recipe.DIST_DIR == ROOT / "dist"


# --------------------------------------------------------------------------- data files
_RESOURCE_READ = re.compile(
    r"""resources\.files\(\s*["']([\w.]+)["']\s*\)\s*\.joinpath\(\s*["']([^"']+)["']""")
#: a file read beside the module itself (engine/cards/registry.py reads facts.json so,
#: without importing importlib.resources)
_BESIDE_READ = re.compile(r"""Path\(__file__\)\.with_name\(\s*["']([^"']+)["']\s*\)""")


def test_every_resource_the_engine_reads_is_bundled() -> None:
    reads = {(pkg.replace(".", "/"), name)
             for path in _sources("engine", "altered_desktop")
             for pkg, name in _RESOURCE_READ.findall(path.read_text(encoding="utf-8"))}
    reads |= {(path.parent.relative_to(ROOT).as_posix(), name)
              for path in _sources("engine", "altered_desktop")
              for name in _BESIDE_READ.findall(path.read_text(encoding="utf-8"))}
    assert ("engine/cards", "facts.json") in reads, "scan found no resource reads: regex stale?"
    listed = {(dest, Path(src).name) for src, dest in recipe.DATA_FILES}
    assert reads <= listed, f"read at run time but not bundled: {sorted(reads - listed)}"


def test_package_data_declared_in_pyproject_is_bundled() -> None:
    listed = {src for src, _ in recipe.DATA_FILES}
    dirs = [src for src, _ in recipe.DATA_DIRS]
    for package, globs in PYPROJECT["tool"]["setuptools"]["package-data"].items():
        base = ROOT / package.replace(".", "/")
        for pattern in globs:
            for path in base.glob(pattern):
                rel = path.relative_to(ROOT).as_posix()
                assert rel in listed or any(rel.startswith(d + "/") for d in dirs), rel


def test_data_file_sources_exist_and_land_in_their_package() -> None:
    for src, dest in recipe.DATA_FILES:
        assert (ROOT / src).is_file(), src
        assert Path(src).parent.as_posix() == dest, "importlib.resources looks next to the module"


# --------------------------------------------------------------------------- Qt selection
def _qt_modules_imported() -> set[str]:
    found: set[str] = set()
    for path in _sources("engine", "altered_desktop"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            found |= {n.split(".")[1] for n in names
                      if n.startswith("PySide6.Qt") and n.count(".") >= 1}
    return found


def test_app_imports_only_the_qt_modules_the_bundle_keeps() -> None:
    used = _qt_modules_imported()
    assert "QtWidgets" in used, "scan found no Qt imports: is the app package there?"
    assert used <= set(recipe.QT_MODULES_USED), \
        f"add to QT_MODULES_USED (and a hook in installer/hooks): {used - set(recipe.QT_MODULES_USED)}"
    assert not used & set(recipe.QT_MODULES_EXCLUDED)


def test_heavy_qt_modules_are_excluded() -> None:
    excluded = set(recipe.QT_MODULES_EXCLUDED)
    assert {"QtNetwork", "QtQml", "QtQuick", "Qt3DCore", "QtWebEngineCore", "QtMultimedia",
            "QtPdf", "QtSvg", "QtOpenGL"} <= excluded
    assert not excluded & set(recipe.QT_MODULES_USED)


def test_every_used_qt_module_has_a_filtering_hook() -> None:
    # Without an override, PyInstaller's stock hook collects every plugin and its
    # libraries (GTK, Wayland...) before the spec's filter can act.
    for module in recipe.QT_MODULES_USED:
        assert (INSTALLER / "hooks" / f"hook-PySide6.{module}.py").is_file(), module


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6/Qt/plugins/platforms/libqoffscreen.so",
    "PySide6/Qt/plugins/platforms/libqminimal.so",
    "PySide6/plugins/platforms/qwindows.dll",
    "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
    "PySide6/Qt/lib/libQt6Core.so.6",
    "PySide6/Qt/lib/libQt6Widgets.so.6",
    "PySide6/Qt/lib/libQt6DBus.so.6",
    "PySide6/QtGui.abi3.so",
    "engine/cards/facts.json",
    "libpython3.11.so.1.0",
    "PySide6/Qt/translations/qtbase_fr.qm",  # the standard buttons in French
    "PySide6/translations/qtbase_fr.qm",
    "altered_desktop/translations/altered_fr.qm",
])
def test_qt_filter_keeps(dest: str) -> None:
    assert recipe.keep_qt_file(dest)


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/plugins/platforms/libqwayland.so",
    "PySide6/Qt/plugins/platforms/libqeglfs.so",
    "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
    "PySide6/Qt/plugins/imageformats/libqjpeg.so",
    "PySide6/Qt/plugins/sqldrivers/libqsqlite.so",
    "PySide6/Qt/translations/qtbase_de.qm",
    "PySide6/Qt/translations/qtdeclarative_fr.qm",
    "PySide6/translations/qtbase_de.qm",
    "PySide6/Qt/lib/libQt6Network.so.6",
    "PySide6/Qt/lib/libQt6Qml.so.6",
    "libQt6Quick.so.6",
    "PySide6/QtNetwork.abi3.so",
    "PySide6\\Qt6WebEngineCore.dll",
    "PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork",
])
def test_qt_filter_drops(dest: str) -> None:
    assert not recipe.keep_qt_file(dest)


def test_dropped_qt_features_are_not_used_by_the_app() -> None:
    # The bundle ships Qt's translations only for the app's languages and no image
    # format plugins (PNG is built into QtGui); code that needs more must change the
    # recipe first.
    from altered_desktop import i18n

    text = "\n".join(p.read_text(encoding="utf-8") for p in _sources("altered_desktop"))
    assert set(i18n.LANGUAGES) - {"en"} == set(recipe.APP_LANGUAGES)
    assert all((i18n.FOLDER / f"altered_{lang}.qm").is_file() for lang in recipe.APP_LANGUAGES)
    other_formats = re.findall(r"""["'][^"'\n]*\.(?:jpe?g|gif|svg|webp|tiff?|ico|icns)["']""",
                               text, re.IGNORECASE)
    assert not other_formats, other_formats


def test_spec_wires_the_recipe_into_pyinstaller() -> None:
    tree = ast.parse(recipe.SPEC_FILE.read_text(encoding="utf-8"))
    calls = {n.func.id: n for n in ast.walk(tree)
             if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    assert {"Analysis", "PYZ", "EXE", "COLLECT"} <= calls.keys(), "one-folder build expected"
    analysis = {k.arg: ast.unparse(k.value) for k in calls["Analysis"].keywords}
    assert "recipe.QT_MODULES_EXCLUDED" in analysis["excludes"]
    assert "hooks" in analysis["hookspath"]
    assert analysis["datas"] == "datas"
    exe = {k.arg: ast.unparse(k.value) for k in calls["EXE"].keywords}
    assert exe["exclude_binaries"] == "True", "binaries belong in the folder, not the EXE"
    assert exe["name"] == "recipe.APP_NAME"
    source = ast.unparse(tree)
    for toc in ("binaries", "datas"):
        assert f"a.{toc} = [entry for entry in a.{toc} if recipe.keep_qt_file(entry[0])]" in source
    assert "recipe.DATA_FILES" in source


# --------------------------------------------------------------------------- desktop entry
# Keys of the Desktop Entry Specification (1.5, a superset of 1.4) (section "Recognized desktop entry keys").
_KNOWN_KEYS = {
    "Type", "Version", "Name", "GenericName", "NoDisplay", "Comment", "Icon", "Hidden",
    "OnlyShowIn", "NotShowIn", "DBusActivatable", "TryExec", "Exec", "Path", "Terminal",
    "Actions", "MimeType", "Categories", "Implements", "Keywords", "StartupNotify",
    "StartupWMClass", "URL", "PrefersNonDefaultGPU", "SingleMainWindow",
}
_MAIN_CATEGORIES = {"AudioVideo", "Audio", "Video", "Development", "Education", "Game",
                    "Graphics", "Network", "Office", "Science", "Settings", "System", "Utility"}


def _desktop_entry() -> dict[str, str]:
    lines = [ln for ln in recipe.DESKTOP_FILE.read_text(encoding="utf-8").splitlines()
             if ln.strip() and not ln.startswith("#")]
    assert lines[0] == "[Desktop Entry]", "the first group must be [Desktop Entry]"
    entry: dict[str, str] = {}
    for line in lines[1:]:
        assert not line.startswith("["), "only the [Desktop Entry] group is expected"
        key, sep, value = line.partition("=")
        assert sep and re.fullmatch(r"[A-Za-z0-9-]+(\[[^\]]+\])?", key.strip()), line
        assert key not in entry, f"duplicate key {key}"
        entry[key] = value
    return entry


def test_desktop_entry_follows_the_spec() -> None:
    entry = _desktop_entry()
    assert set(entry) <= _KNOWN_KEYS | {k for k in entry if k.startswith("X-")}
    assert entry["Type"] == "Application"
    # The spec version, not the app's.  1.4 because desktop-file-validate 0.26
    # (Debian 12) rejects "1.5"; no key used here is newer than 1.4.
    assert entry["Version"] == "1.4"
    assert entry["Name"] == recipe.DISPLAY_NAME
    assert entry["Exec"].split()[0] == recipe.APP_NAME == entry["TryExec"]
    assert entry["Icon"] == recipe.ICON_PNG.stem, "install.sh installs the icon under this name"
    # Qt on X11 sets WM_CLASS to ("altered-desktop", "Altered Desktop"): the instance
    # is the executable's name, which is how docks tie the window to this entry.
    assert entry["StartupWMClass"] == recipe.APP_NAME
    for key in ("Terminal", "StartupNotify"):
        assert entry[key] in {"true", "false"}
    for key in ("Categories", "Keywords"):
        assert entry[key].endswith(";"), f"{key} is a list and must end with ';'"
    assert set(entry["Categories"].rstrip(";").split(";")) & _MAIN_CATEGORIES


def test_desktop_file_is_named_after_a_valid_app_id() -> None:
    assert recipe.DESKTOP_FILE.name == f"{recipe.APP_ID}.desktop"
    parts = recipe.APP_ID.split(".")
    assert len(parts) >= 3 and all(re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", p) for p in parts)


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="desktop-file-utils not installed")
def test_desktop_file_validate_accepts_it() -> None:
    result = subprocess.run(["desktop-file-validate", str(recipe.DESKTOP_FILE)],
                            capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


def test_linux_install_script_matches_the_recipe() -> None:
    script = (INSTALLER / "linux" / "install.sh").read_text(encoding="utf-8")
    assert f'app_id="{recipe.APP_ID}"' in script
    assert f"{recipe.ICON_PNG.name}" in script
    assert f"/{recipe.APP_NAME}" in script


# --------------------------------------------------------------------------- icon and smoke
def test_icon_is_a_square_png_with_transparency() -> None:
    head = recipe.ICON_PNG.read_bytes()[:33]
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    width, height, depth, colour_type = struct.unpack(">IIBB", head[16:26])
    assert (width, height) == (recipe.ICON_SIZE, recipe.ICON_SIZE)
    assert depth == 8 and colour_type == 6, "RGBA, so the rounded corners are see-through"


def _png(width: int, height: int, pixel: bytes) -> bytes:
    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(
            ">I", zlib.crc32(kind + body))
    raw = b"".join(b"\x00" + pixel * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def test_smoke_png_check_tells_a_drawing_from_a_blank(tmp_path: Path) -> None:
    blank = tmp_path / "blank.png"
    blank.write_bytes(_png(400, 300, b"\x20\x30\x40"))
    width, height, colours = smoke.read_png(blank)
    assert (width, height, len(colours)) == (400, 300, 1)
    assert len(colours) < smoke.MIN_COLOURS  # the smoke test would reject it
    width, height, colours = smoke.read_png(recipe.ICON_PNG)
    assert (width, height) == (recipe.ICON_SIZE, recipe.ICON_SIZE)
    assert len(colours) >= smoke.MIN_COLOURS


# --------------------------------------------------------------------------- post-build check
def _fake_bundle(root: Path, extra: list[str]) -> Path:
    bundle = root / recipe.APP_NAME
    files = [recipe.APP_NAME, "_internal/PySide6/Qt/lib/libQt6Core.so.6",
             "_internal/PySide6/Qt/plugins/platforms/libqxcb.so"]
    files += [f"_internal/{dest}/{Path(src).name}" for src, dest in recipe.DATA_FILES]
    for rel in files + extra:
        (bundle / rel).parent.mkdir(parents=True, exist_ok=True)
        (bundle / rel).write_bytes(b"x")
    return bundle


def test_post_build_check_passes_a_clean_bundle(tmp_path: Path) -> None:
    if sys.platform == "win32":
        pytest.skip("the fake bundle uses the Linux executable name")
    assert build.check_bundle(_fake_bundle(tmp_path, [])) == []


def test_post_build_check_catches_excluded_qt_and_missing_data(tmp_path: Path) -> None:
    bundle = _fake_bundle(tmp_path, ["_internal/PySide6/Qt/lib/libQt6Network.so.6",
                                     "_internal/PySide6/Qt/plugins/platforms/libqwayland.so"])
    (bundle / "_internal/engine/cards/starters.json").unlink()
    problems = "\n".join(build.check_bundle(bundle))
    assert "libQt6Network.so.6" in problems
    assert "libqwayland.so" in problems
    assert "starters.json" in problems
