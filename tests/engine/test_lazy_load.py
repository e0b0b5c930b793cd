"""Loading the card pool lazily (issue #12: full-pool registry import <= 250 ms): the
registry builds a parsed family on first use and `import engine` loads no game machinery,
without changing what a lookup returns."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_a_parsed_family_is_built_once_and_shared_by_its_references() -> None:
    from engine.cards import parsed
    from engine.cards.registry import card_by_ref

    abilities = parsed.ABILITIES
    here = abilities.where("ALT_ALIZE_B_AX_32_C")
    refs = [r for r in abilities if abilities.where(r) == here]
    assert len(refs) >= 2  # a common and its rare versions share the text
    first = abilities[refs[0]]
    assert first and all(abilities[r] is first for r in refs)
    assert card_by_ref(refs[1]).abilities == first
    assert "Reaction(" in abilities.source(refs[0])
    assert len(abilities) == len(list(abilities)) > 1600


def test_generated_definitions_are_importable_modules_built_per_set_and_faction() -> None:
    """The parser's output is ordinary Python (issue #26: ruff and mypy see it): a lookup
    imports the module of its card's set and faction and no other of the pool."""
    probe = ("import sys\n"
             "from engine.cards import parsed\n"
             "a = parsed.ABILITIES['ALT_CORE_B_LY_10_C']\n"
             "from engine.cards.families import core_ly\n"
             "mods = sorted(m for m in sys.modules if m.startswith('engine.cards.families.'))\n"
             "print(mods, a == core_ly.__dict__[parsed.ABILITIES.where('ALT_CORE_B_LY_10_C')[1]]())\n")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout.split()
    assert out == ["['engine.cards.families.core_ly']", "True"]


def test_a_core_lookup_loads_no_game_machinery() -> None:
    probe = ("import sys, engine\n"
             "c = engine.card_by_ref('ALT_CORE_B_AX_01_C')\n"
             "assert c.implemented and c.name\n"
             "print(sorted(m for m in ('engine.game', 'engine.flow', 'engine.explain',\n"
             "       'engine.play', 'engine.cardtext.grammar') if m in sys.modules))\n"
             "from engine import Game\n"
             "print('engine.game' in sys.modules, Game.__module__)\n")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout.splitlines()
    assert out == ["[]", "True engine.game"]
