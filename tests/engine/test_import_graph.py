"""The engine's imports (issue #26): no import cycle, in-function imports counted, and no
import that runs back up the layers of docs/architecture.md (model -> kernel ->
vocabulary -> cards -> game -> tools).  lint-imports holds the layers between packages;
this holds the cycles inside a layer too (tools/import_graph.py gives the figures)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _import_graph():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("import_graph", ROOT / "tools" / "import_graph.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_no_import_cycle_and_no_import_back_up_the_layers() -> None:
    graph = _import_graph()
    figures = graph.measure()
    assert figures["modules"] > 100
    assert figures["cycles"] == 0, "run tools/import_graph.py -v to see the cycles"
    assert figures["upward_imports"] == 0, "run tools/import_graph.py -v to see them"


def test_every_engine_module_has_a_layer() -> None:
    import grimp

    graph = _import_graph()
    modules = grimp.build_graph("engine", exclude_type_checking_imports=True).modules
    assert not sorted(m for m in modules if not graph.layer_of(m))
