"""The grammar read through its precompiled tables (engine/cardtext/tables.py): the same
readings as the whole grammar loaded, with only the modules and patterns a text needs."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cardtext import grammar
from engine.cardtext.grammar import words_of
from engine.cardtext.read import parse_text

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import grammar_tables  # noqa: E402

TEXT = "When I go to Reserve from your hand — Draw a card.  At Noon — I gain 1 boost."


def test_the_shipped_tables_are_those_of_the_grammar() -> None:
    """tables.py is what tools/grammar_tables.py writes from today's sources (its digest
    matches them, so reading uses it)."""
    done = subprocess.run([sys.executable, "tools/grammar_tables.py", "--check"], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    from engine.cardtext import tables

    assert tables.DIGEST == grammar.sources_digest()


def test_a_fresh_process_reads_a_text_with_part_of_the_grammar() -> None:
    script = f"""
import sys
from engine.cardtext.read import parse_text
from engine.cardtext import grammar
got = parse_text({TEXT!r})
print(repr(got))
print("engine.cardtext.productions" in sys.modules, grammar._state["stale"])
print(len(grammar._compiled))
grammar.use_shipped_tables(False)
print(repr(parse_text({TEXT!r})))
"""
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                         text=True, check=True, timeout=300).stdout.splitlines()
    lazy, loaded, compiled, whole = out
    assert lazy == whole  # the same reading as the whole grammar's
    assert loaded == "False False"  # read with the shipped tables, not every module
    n_patterns = sum(len(t) for t in __import__("engine.cardtext.tables",
                                                fromlist=["TABLES"]).TABLES.values())
    assert int(compiled) < n_patterns / 10  # a few patterns compiled, not every one


def test_stale_tables_fall_back_to_the_whole_grammar(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tables built from other sources are not used: everything is loaded and read in
    declaration order, with the same result."""
    expected = parse_text(TEXT)
    monkeypatch.setattr(grammar, "sources_digest", lambda: "edited since")
    grammar.use_shipped_tables(True)  # forget the verdict: checked again
    try:
        assert parse_text(TEXT) == expected
        assert grammar._state["stale"] is True
        assert "engine.cardtext.productions" in sys.modules
    finally:
        monkeypatch.undo()
        grammar.use_shipped_tables(True)
    assert parse_text(TEXT) == expected and grammar._state["stale"] is False


@pytest.mark.parametrize("pattern, clause", [
    (r"draw (?P<n>a|\w+) cards?", "Draw two cards"),
    (r"(?:when|after) (?P<t>.+) — i gain (?P<n>\d+) boosts?", "When I join — I gain 2 boosts"),
    (r"you may rush(?: a character)?\.?", "You may Rush a Character."),
    (r"\{J\}\s*(?P<rest>.+)", "{J} Draw a card."),
    (r"roll a die\. on a (?P<k>\d)\+: (?P<rest>.+)", "Roll a die. On a 4+: I gain 1 boost"),
])
def test_required_words_are_in_every_clause_the_pattern_matches(pattern: str,
                                                                 clause: str) -> None:
    words = grammar_tables.required_words(pattern)
    assert re.compile(pattern + r"\Z", re.I).match(clause)
    assert words and all(w in words_of(clause) for w in words)
    # and a clause without one of them is one the pattern cannot match
    longest = words[0]
    cut = words_of(clause).replace(longest, longest[:-1] + "#")
    assert not re.compile(pattern + r"\Z", re.I).match(cut)


def test_optional_and_alternative_words_are_not_required() -> None:
    assert grammar_tables.required_words(r"(?:when|after) i join") == (" i join",)
    assert grammar_tables.required_words(r"draw(?: two)? cards?") == (" card", "draw")
    assert grammar_tables.required_words(r"[ab]c") == ()


def test_case_folds_of_the_regular_expressions_are_folded_too() -> None:
    """Python's re matches 'K' (Kelvin sign) to k, 'ſ' to s, 'İ' and 'ı' to i: the
    prefilter spells a clause so that none of them hides a required word."""
    for odd, plain in (("\u212a", "k"), ("\u017f", "s"), ("\u0130", "i"), ("\u0131", "i")):
        assert re.fullmatch(plain, odd, re.I)
        assert words_of(odd) == plain
    print(json.dumps("ok"))


def test_the_digest_ignores_line_ends_and_sees_an_edit(tmp_path: Path) -> None:
    """A checkout with CRLF line ends (git on Windows) still uses the shipped tables; any
    edit of a production module does not."""
    here = Path(grammar.__file__).parent
    for f in here.glob("*.py"):
        (tmp_path / f.name).write_bytes(f.read_bytes().replace(b"\n", b"\r\n"))
    assert grammar.sources_digest(tmp_path) == grammar.sources_digest()
    edited = tmp_path / "boosts.py"
    edited.write_bytes(edited.read_bytes() + b"# an edit\r\n")
    assert grammar.sources_digest(tmp_path) != grammar.sources_digest()
