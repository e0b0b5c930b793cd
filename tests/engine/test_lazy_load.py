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

    table = parsed.ABILITIES._table
    refs = [r for r, i in table.items() if i == table["ALT_ALIZE_B_AX_32_C"]]
    assert len(refs) >= 2  # a common and its rare versions share the text
    first = parsed.ABILITIES[refs[0]]
    assert first and all(parsed.ABILITIES[r] is first for r in refs)
    assert card_by_ref(refs[1]).abilities == first
    assert "Reaction(" in parsed.ABILITIES.source(refs[0])
    assert len(parsed.ABILITIES) == len(list(parsed.ABILITIES)) == len(table)


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
