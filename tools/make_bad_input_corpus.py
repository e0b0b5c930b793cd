"""Write the regression corpus of bad input (issue #10) under tests/data/bad_input/.

Each file is one case a reliability run found or one its report names: damaged records
(as an autosave or an opened game), damaged deck files and bad decklist texts.  The
files are committed; this script says how they were made and can make them again
(`python tools/make_bad_input_corpus.py`).  Cases that cannot be small files (a FIFO,
/dev/zero, a folder, a 5 MB reference, 100,000 lines) are built by the tests themselves.

Records that must reach a particular check carry a correct digest, so it is that check,
not the digest, that refuses them.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

OUT = ROOT / "tests" / "data" / "bad_input"
HERO, CARD, TOKEN = "ALT_CORE_B_AX_01_C", "ALT_CORE_B_AX_04_C", "ALT_CORE_B_OR_32_C"


def base_record() -> dict[str, Any]:
    from engine.decks import starter_deck
    from engine.game import Game

    g = Game.new([starter_deck("axiom"), starter_deck("bravos")], seed=7,
                 names=("Ninette", "Lithium"))
    for _ in range(6):
        d = g.pending
        g.answer([o.id for o in d.options[:d.min]] if d.multi else d.options[0].id)
    return g.record


def signed(rec: dict[str, Any], **changes: Any) -> str:
    """`rec` with `changes`, re-signed so only the changed field is wrong."""
    from engine.record import _digest

    content = {k: v for k, v in rec.items() if k != "digest"}
    content.update(changes)
    return json.dumps({**content, "digest": _digest(content)}, indent=1)


def records() -> dict[str, str | bytes]:
    rec = base_record()
    good = json.dumps(rec, indent=1)
    decks = rec["decks"]
    hero_in_cards = [dict(decks[0], cards=[HERO, *decks[0]["cards"]]), decks[1]]
    token_in_cards = [dict(decks[0], cards=[TOKEN, *decks[0]["cards"]]), decks[1]]
    ref_newline = [dict(decks[0], cards=[CARD + "\n", *decks[0]["cards"]]), decks[1]]
    not_a_hero = [dict(decks[0], hero=CARD), decks[1]]
    empty = [{"name": "Empty", "hero": None, "cards": []}] * 2
    return {
        "nested-1000-deep.json": "[" * 1000 + "]" * 1000,
        "nested-100000-deep.json": "[" * 100_000,
        "nested-answers.json": good.replace('"answers": [', '"answers": [' + "[" * 999 + "]" * 999 + ",", 1),
        "number-5000-digits.json": good.replace('"seed": 7', '"seed": ' + "9" * 5000, 1),
        "float-1e999.json": good.replace('"seed": 7', '"seed": 1e999', 1),
        "nan-seed.json": good.replace('"seed": 7', '"seed": NaN', 1),
        "hero-among-cards.json": signed(rec, decks=hero_in_cards),
        "token-among-cards.json": signed(rec, decks=token_in_cards),
        "newline-in-ref.json": signed(rec, decks=ref_newline),
        "hero-not-a-hero.json": signed(rec, decks=not_a_hero),
        "both-decks-empty.json": signed(rec, decks=empty, answers=[]),
        "version-true.json": signed(rec, version=True),
        "version-1.0.json": signed(rec, version=1.0),
        "seed-negative.json": signed(rec, seed=-1),
        "seed-2-63.json": signed(rec, seed=2**63),
        "seed-float.json": signed(rec, seed=1.5),
        "seed-true.json": signed(rec, seed=True),
        "seed-text.json": signed(rec, seed="7"),
        "names-empty.json": signed(rec, names=["", "Lithium"]),
        "names-41-chars.json": signed(rec, names=["N" * 41, "Lithium"]),
        "names-integer.json": signed(rec, names=[1, "Lithium"]),
        "illegal-answer.json": signed(rec, answers=[*rec["answers"], "no-such-option"]),
        "answer-after-the-end.json": signed(rec, answers=rec["answers"] + ["x"] * 3),
        "answer-not-text.json": signed(rec, answers=[*rec["answers"], 5]),
        "unknown-ref.json": signed(rec, decks=[dict(decks[0], cards=["ALT_NOPE"]), decks[1]]),
        "digest-wrong.json": good.replace('"seed": 7', '"seed": 8', 1),
        "truncated.json": good[: len(good) // 2],
        "empty.json": "",
        "top-level-list.json": "[]",
        "top-level-null.json": "null",
        "not-utf8.json": b"\xff\xfe{\x00}\x00",
        "binary-garbage.json": bytes(range(256)) * 4,
        "lone-surrogate.json": good.replace('"Ninette"', '"\\ud800"', 1),
        "meta-unknown-field.json": signed(rec, meta={"mode": "hotseat", "x": "y"}),
        "meta-bad-date.json": signed(rec, meta={"saved": "yesterday"}),
        "wrong-format.json": signed(rec, format="something-else"),
    }


def deck(**changes: Any) -> dict[str, Any]:
    d: dict[str, Any] = {"format": "altered-deck", "version": 1, "name": "Broken",
                         "hero": HERO, "cards": [{"ref": CARD, "count": 3}]}
    d.update(changes)
    return d


def deck_files() -> dict[str, str | bytes]:
    cards = deck()["cards"]
    return {
        "nested-1000-deep.json": json.dumps(deck(cards=[])).replace('"cards": []', '"cards": ' + "[" * 1000 + "]" * 1000),
        "count-5000-digits.json": json.dumps(deck()).replace('"count": 3', '"count": ' + "9" * 5000),
        "count-10-9.json": json.dumps(deck(cards=[{"ref": CARD, "count": 10**9}])),
        "count-19-digits.json": json.dumps(deck(cards=[{"ref": CARD, "count": 10**19}])),
        "count-true.json": json.dumps(deck(cards=[{"ref": CARD, "count": True}])),
        "count-float.json": json.dumps(deck(cards=[{"ref": CARD, "count": 1.5}])),
        "count-zero.json": json.dumps(deck(cards=[{"ref": CARD, "count": 0}])),
        "count-negative.json": json.dumps(deck(cards=[{"ref": CARD, "count": -3}])),
        "ref-newline.json": json.dumps(deck(cards=[{"ref": CARD + "\n3 " + CARD, "count": 1}])),
        "ref-unknown.json": json.dumps(deck(cards=[{"ref": "ALT_NOPE_X", "count": 1}])),
        "hero-not-a-hero.json": json.dumps(deck(hero=CARD)),
        "token.json": json.dumps(deck(cards=[*cards, {"ref": TOKEN, "count": 1}])),
        "version-true.json": json.dumps(deck(version=True)),
        "version-1.0.json": json.dumps(deck(version=1.0)),
        "cards-not-list.json": json.dumps(deck(cards={"ref": CARD})),
        "entry-not-object.json": json.dumps(deck(cards=[CARD])),
        "name-not-text.json": json.dumps(deck(name=["x"])),
        "format-missing.json": json.dumps({"name": "x", "cards": []}),
        "truncated.json": json.dumps(deck())[:40],
        "empty.json": "",
        "not-utf8.json": b"\xff\xfe\x00",
        "nan-count.json": json.dumps(deck()).replace('"count": 3', '"count": NaN'),
    }


def decklists() -> dict[str, str | bytes]:
    return {
        "superscript-count.txt": f"1 {HERO}\n² {CARD}\n",
        "circled-count.txt": f"1 {HERO}\n③ {CARD}\n",
        "subscript-count.txt": f"1 {HERO}\n₃ {CARD}\n",
        "arabic-indic-count.txt": f"1 {HERO}\n٣ {CARD}\n",
        "count-19-digits.txt": f"1 {HERO}\n{10**19} {CARD}\n",
        "count-30-digits.txt": f"1 {HERO}\n{'9' * 30} {CARD}\n",
        "count-10-9.txt": f"1 {HERO}\n{10**9} {CARD}\n",
        "count-10-6.txt": f"1 {HERO}\n{10**6} {CARD}\n",
        "count-10-7.txt": f"1 {HERO}\n{10**7} {CARD}\n",
        "count-zero.txt": f"1 {HERO}\n0 {CARD}\n",
        "count-negative.txt": f"1 {HERO}\n-3 {CARD}\n",
        "unknown-ref.txt": f"1 {HERO}\n3 ALT_CORE_B_AX_99_C\n",
        "unknown-name.txt": f"1 {HERO}\n3 Nobody At All\n",
        "unique-ref.txt": f"1 {HERO}\n1 ALT_CORE_B_AX_04_U_1234\n",
        "two-heroes.txt": f"1 {HERO}\n1 ALT_CORE_B_BR_01_C\n",
        "three-heroes-on-a-line.txt": f"3 {HERO}\n",
        "token.txt": f"1 {HERO}\n1 {TOKEN}\n",
        "long-line.txt": f"1 {HERO}\n3 {'ALT_' + 'X' * 5000}\n",
        "line-separators.txt": f"1 {HERO}\u2028# U+2028 is not a line end\n3 {CARD}\n",
        "nel-vt-ff.txt": f"1 {HERO}\n3 {CARD}\x85\x0b\x0c\n",
        "too-many-cards.txt": "".join(f"99 {CARD}\n" for _ in range(10)),
        "words-only.txt": "this is not a decklist at all\nno, really\n",
        "not-utf8.txt": b"\xff\xfe3 \x00",
    }


def main() -> None:
    for kind, files in (("records", records()), ("decks", deck_files()),
                        ("decklists", decklists())):
        folder = OUT / kind
        folder.mkdir(parents=True, exist_ok=True)
        for name, content in files.items():
            data = content if isinstance(content, bytes) else content.encode("utf-8")
            (folder / name).write_bytes(data)
        print(f"{len(files)} files in {folder.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
