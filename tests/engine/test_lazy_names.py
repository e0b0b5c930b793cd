"""The packages that serve their names lazily (engine.lazy_names) keep three things in
step by hand: the name -> module map `_HOME`, the `if TYPE_CHECKING:` imports that let
mypy see the names, and the small modules that define them.  A name moved between
modules, or added to one list only, would break stored definitions and old import paths
at run time while mypy stayed green; these tests read all three and compare them."""

from __future__ import annotations

import ast
import importlib
import pkgutil
from pathlib import Path

import pytest

import engine

ENGINE_DIR = Path(engine.__file__).parent


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
