"""The reference card data, for tests that compare the parser with the printed text."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.uniques.parts import reference_dir

#: ../shared/reference/cards.json, beside the checkout or beside a worktree's parent
REFERENCE = (reference_dir() or Path(__file__).resolve().parents[2].parent / "shared"
             / "reference") / "cards.json"


@pytest.fixture(scope="session")
def printed() -> dict[str, dict]:
    """Every card of the reference data by reference (skips where ../shared is absent)."""
    if not REFERENCE.exists():
        pytest.skip(f"the reference card data is not at {REFERENCE} (../shared is absent)")
    return {c["ref"]: c for c in json.loads(REFERENCE.read_text(encoding="utf-8"))["cards"]}
