"""The packages that serve their names lazily (engine.lazy_names) hold three things that
must agree: the name -> module map `_HOME` (kept by hand), the `if TYPE_CHECKING:`
imports that let mypy and IDEs see the names (written from `_HOME` by
tools/lazy_exports.py), and the small modules that define them.  A name moved between
modules, or a block not rewritten after `_HOME` changed, would break stored definitions
and old import paths at run time while mypy stayed green; these tests compare them."""

from __future__ import annotations

import ast
import importlib
import importlib.util
import pkgutil
from pathlib import Path

import pytest

import engine

ENGINE_DIR = Path(engine.__file__).parent
ROOT = ENGINE_DIR.parent


def _generator():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("lazy_exports",
                                                  ROOT / "tools" / "lazy_exports.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _lazy_packages() -> list[str]:
    """Every engine package whose __init__ calls lazy_names.serve."""
    found = []
    for init in sorted(ENGINE_DIR.rglob("__init__.py")):
        if "lazy_names.serve(" in init.read_text(encoding="utf-8"):
            parts = init.parent.relative_to(ENGINE_DIR.parent).parts
            found.append(".".join(parts))
    return found


LAZY = _lazy_packages()


def _type_checking_imports(package: str) -> dict[str, str]:
    """name -> module of the imports under `if TYPE_CHECKING:` in the package's __init__."""
    source = importlib.util.find_spec(package).origin  # type: ignore[union-attr]
    tree = ast.parse(Path(source).read_text(encoding="utf-8"))
    names: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.If) and getattr(node.test, "id", None) == "TYPE_CHECKING":
            for stmt in node.body:
                if isinstance(stmt, ast.ImportFrom) and stmt.module:
                    for alias in stmt.names:
                        names[alias.asname or alias.name] = stmt.module
    return names


def test_the_lazy_packages_are_found():
    # the engine itself and the split vocabulary (issue #27); if this shrinks, the
    # search above stopped seeing them and the other tests would pass on nothing
    assert "engine" in LAZY
    assert {"engine.effects.triggers", "engine.effects.steps",
            "engine.effects.selectors"} <= set(LAZY)


@pytest.mark.parametrize("package", LAZY)
def test_the_type_checking_block_is_the_one_the_tool_writes(package):
    """Run `tools/lazy_exports.py` after changing a package's `_HOME`."""
    source = Path(importlib.util.find_spec(package).origin)  # type: ignore[union-attr,arg-type]
    text = source.read_text(encoding="utf-8")
    assert _generator().rewritten(text) == text, (
        f"{source.relative_to(ROOT)} is stale: run .venv/bin/python tools/lazy_exports.py")


def test_the_tool_rewrites_a_stale_block_and_check_reports_it(tmp_path, capsys):
    gen = _generator()
    init = ENGINE_DIR / "effects" / "costs" / "__init__.py"
    text = init.read_text(encoding="utf-8")
    # a name added to _HOME and a name added to the block by hand: both are corrected
    stale = text.replace('_HOME = {\n', '_HOME = {\n    "Added": "engine.effects.costs.base",\n', 1)
    stale = stale.replace("if TYPE_CHECKING:  # pragma: no cover\n",
                          "if TYPE_CHECKING:  # pragma: no cover\n"
                          "    from engine.effects.costs.base import Gone as Gone\n", 1)
    assert stale != text
    new = gen.rewritten(stale)
    assert "    from engine.effects.costs.base import Added as Added\n" in new
    assert "Gone" not in new
    assert gen.rewritten(new) == new  # written once, it stays
    # --check exits 1 naming the file, and leaves it alone
    package = tmp_path / "engine" / "pkg"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(stale, encoding="utf-8")
    gen.ROOT, gen.ENGINE = tmp_path, tmp_path / "engine"
    assert gen.main(["--check"]) == 1
    assert "engine/pkg/__init__.py" in capsys.readouterr().out
    assert (package / "__init__.py").read_text(encoding="utf-8") == stale
    assert gen.main([]) == 0
    assert gen.main(["--check"]) == 0


@pytest.mark.parametrize("package", LAZY)
def test_every_served_name_is_the_object_its_module_defines(package):
    pkg = importlib.import_module(package)
    home = pkg._HOME
    assert home, f"{package} serves no names"
    for name, module in home.items():
        defined = getattr(importlib.import_module(module), name, None)
        assert defined is not None, f"{package}.{name}: {module} has no {name}"
        assert getattr(pkg, name) is defined, f"{package}.{name} is not {module}.{name}"


@pytest.mark.parametrize("package", LAZY)
def test_the_type_checking_imports_name_the_same_homes(package):
    pkg = importlib.import_module(package)
    assert _type_checking_imports(package) == dict(pkg._HOME)


@pytest.mark.parametrize("package", [p for p in LAZY if p != "engine"])
def test_every_public_class_of_a_small_module_is_served(package):
    """Old single modules offered every class; code and stored definitions written against
    them (`from engine.effects.triggers import OnJoin`) must still find each one."""
    pkg = importlib.import_module(package)
    missing = []
    for info in pkgutil.iter_modules(pkg.__path__):
        module = importlib.import_module(f"{package}.{info.name}")
        for name, value in vars(module).items():
            if (isinstance(value, type) and not name.startswith("_")
                    and value.__module__ == module.__name__ and name not in pkg._HOME):
                missing.append(f"{module.__name__}.{name}")
    assert not missing, f"classes {package} does not serve: {missing}"


def test_an_unknown_name_is_a_clear_attribute_error():
    import engine.effects.triggers as triggers

    with pytest.raises(AttributeError, match="has no attribute 'NoSuchTrigger'"):
        _ = triggers.NoSuchTrigger


@pytest.mark.parametrize("package", LAZY)
def test_no_served_name_is_also_a_submodule(package):
    """Importing a submodule sets the package attribute of its name to the module: a
    function served under its module's name (`passives.terrain_limits`) was the function
    or the module depending on what had been imported before."""
    pkg = importlib.import_module(package)
    submodules = {info.name for info in pkgutil.iter_modules(pkg.__path__)}
    assert not submodules & set(pkg._HOME)
