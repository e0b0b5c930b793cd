"""Write the `if TYPE_CHECKING:` imports of the packages that serve their names lazily.

A package served through `engine.lazy_names` (PEP 562: `engine`, and the split
vocabulary `engine.effects.triggers`, `.steps`, `.selectors`, ...) keeps one hand-kept
list, `_HOME` (public name -> the module that defines it).  mypy and IDEs cannot follow a
module `__getattr__`, so each package also imports every name under `if TYPE_CHECKING:`
- a second list that once had to be kept in step with the first by hand.  This tool
writes that block from `_HOME` (read from the source with `ast`, nothing imported), in
the layout ruff's import sorting keeps, so the two can no longer disagree;
tests/engine/test_lazy_names.py fails when a file is not what this tool would write.

    .venv/bin/python tools/lazy_exports.py           # rewrite the blocks that changed
    .venv/bin/python tools/lazy_exports.py --check   # exit 1, naming them, if any would
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "engine"
LINE_LENGTH = 100  # pyproject.toml [tool.ruff] line-length
GENERATED = "# generated from _HOME by tools/lazy_exports.py: edit _HOME, then run it"
HEADER = "if TYPE_CHECKING:  # pragma: no cover"


def lazy_inits(root: Path) -> list[Path]:
    """The `__init__.py` of every package under `root` that calls lazy_names.serve."""
    return [p for p in sorted(root.rglob("__init__.py"))
            if "lazy_names.serve(" in p.read_text(encoding="utf-8")]


def read_home(tree: ast.Module) -> dict[str, str]:
    """The package's `_HOME` literal."""
    for node in tree.body:
        target = (node.targets[0] if isinstance(node, ast.Assign) and len(node.targets) == 1
                  else node.target if isinstance(node, ast.AnnAssign) else None)
        if isinstance(target, ast.Name) and target.id == "_HOME" and node.value is not None:
            home = ast.literal_eval(node.value)
            if not isinstance(home, dict):
                break
            return home
    raise ValueError("no `_HOME = {...}` literal at the top level")


def _natural(text: str) -> tuple[tuple[int, int | str], ...]:
    """Digits compared as numbers, as ruff's sorting does ("Foo2" before "Foo10")."""
    return tuple((0, int(part)) if part.isdigit() else (1, part)
                 for part in re.split(r"(\d+)", text) if part)


def _member_key(name: str) -> tuple[object, ...]:
    """ruff's (isort's) order of imported names: CONSTANTS, then Classes, then the rest,
    each without regard to case."""
    if len(name) > 1 and name.isupper():
        kind = 0
    elif name[:1].isupper():
        kind = 1
    else:
        kind = 2
    return kind, _natural(name.lower()), _natural(name)


def type_checking_block(home: dict[str, str]) -> list[str]:
    """The block's lines: one `from MODULE import NAME as NAME` per name (the `as` marks
    it re-exported, for mypy's no_implicit_reexport), wrapped as ruff wraps it."""
    lines = [GENERATED, HEADER]
    order = sorted(home.items(), key=lambda kv: (_natural(kv[1].lower()), _natural(kv[1]),
                                                  _member_key(kv[0])))
    for name, module in order:
        one = f"    from {module} import {name} as {name}"
        if len(one) <= LINE_LENGTH:
            lines.append(one)
        else:
            lines += [f"    from {module} import (", f"        {name} as {name},", "    )"]
    return lines


def rewritten(source: str) -> str:
    """`source` with its `if TYPE_CHECKING:` block (and the comment line before it, if it
    is this tool's) written from its `_HOME`."""
    tree = ast.parse(source)
    home = read_home(tree)
    lines = source.splitlines()
    blocks = [n for n in tree.body if isinstance(n, ast.If)
              and isinstance(n.test, ast.Name) and n.test.id == "TYPE_CHECKING"]
    if len(blocks) != 1:
        raise ValueError(f"{len(blocks)} top-level `if TYPE_CHECKING:` blocks, not one")
    start, end = blocks[0].lineno - 1, blocks[0].end_lineno or blocks[0].lineno
    if start > 0 and lines[start - 1] == GENERATED:
        start -= 1
    new = lines[:start] + type_checking_block(home) + lines[end:]
    return "\n".join(new) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true",
                    help="change nothing; exit 1 naming the files that are not up to date")
    a = ap.parse_args(argv)
    stale = []
    for init in lazy_inits(ENGINE):
        old = init.read_text(encoding="utf-8")
        new = rewritten(old)
        if new != old:
            stale.append(init.relative_to(ROOT))
            if not a.check:
                init.write_text(new, encoding="utf-8")
    for path in stale:
        print(f"{'not up to date' if a.check else 'rewrote'}: {path}")
    return 1 if a.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
