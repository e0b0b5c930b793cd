"""Game records: JSON data only (decks, names, seed, answers) replayed to rebuild a game.

Loading never runs code: it parses JSON, checks every field and a digest of the content,
and replays the answers through the normal protocol, so a damaged or edited file is
rejected with a message instead of producing a different game.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.cards.registry import UnknownCard, card_by_ref
from engine.decks import Deck

if TYPE_CHECKING:  # pragma: no cover
    from engine.game import Game

FORMAT = "altered-record"
VERSION = 1
MAX_BYTES = 20_000_000


class RecordError(ValueError):
    """A record that cannot be loaded; the message says what and where."""


def _digest(content: dict[str, Any]) -> str:
    canon = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canon.encode()).hexdigest()


def make_record(g: Game) -> dict[str, Any]:
    content = {
        "format": FORMAT,
        "version": VERSION,
        "names": [p.name for p in g.players],
        "seed": g.seed,
        "decks": [{"name": d.name, "hero": d.hero, "cards": list(d.cards)} for d in g.decks],
        "answers": [a if isinstance(a, str) else list(a) for a in g.answers],
    }
    return {**content, "digest": _digest(content)}


def write_atomic(path: Path, text: str) -> None:
    """Write to a temporary file in the same folder, then rename over the target."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def read_record(path: Path) -> dict[str, Any]:
    try:
        size = path.stat().st_size
    except OSError as e:
        raise RecordError(f"{path}: cannot read the file ({e.strerror})") from None
    if size > MAX_BYTES:
        raise RecordError(f"{path}: {size} bytes is too large for a game record")
    try:
        raw = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as e:
        raise RecordError(f"{path}: not UTF-8 text (byte {e.start})") from None
    return parse_record(raw, str(path))


def parse_record(text: str, where: str = "record") -> dict[str, Any]:
    """Parse and validate record text; raise RecordError saying what is wrong and where."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        hint = " (the file looks truncated)" if e.pos >= len(text.rstrip()) - 1 else ""
        raise RecordError(f"{where}: not valid JSON at line {e.lineno}, column {e.colno}: "
                          f"{e.msg}{hint}") from None
    if not isinstance(data, dict):
        raise RecordError(f"{where}: a record is a JSON object, not {type(data).__name__}")
    if data.get("format") != FORMAT:
        raise RecordError(f"{where}: 'format' must be '{FORMAT}' (this is not a game record)")
    if data.get("version") != VERSION:
        raise RecordError(f"{where}: record version {data.get('version')!r} is not supported "
                          f"(this program reads version {VERSION})")
    expected = {"format", "version", "names", "seed", "decks", "answers", "digest"}
    extra = set(data) - expected
    missing = expected - set(data)
    if missing:
        raise RecordError(f"{where}: missing field(s) {', '.join(sorted(missing))}")
    if extra:
        raise RecordError(f"{where}: unexpected field(s) {', '.join(sorted(extra))}")
    names = data["names"]
    if (not isinstance(names, list) or len(names) != 2
            or not all(isinstance(n, str) and 0 < len(n) <= 40 for n in names)):
        raise RecordError(f"{where}: 'names' must be two player names of 1 to 40 characters")
    seed = data["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool) or not (0 <= seed < 2**63):
        raise RecordError(f"{where}: 'seed' must be a whole number between 0 and 2^63")
    decks = data["decks"]
    if not isinstance(decks, list) or len(decks) != 2:
        raise RecordError(f"{where}: 'decks' must hold two decks")
    for i, d in enumerate(decks):
        at = f"{where}: decks[{i}]"
        if not isinstance(d, dict) or set(d) != {"name", "hero", "cards"}:
            raise RecordError(f"{at} must have exactly 'name', 'hero' and 'cards'")
        if not isinstance(d["name"], str):
            raise RecordError(f"{at}.name must be text")
        if d["hero"] is not None and not isinstance(d["hero"], str):
            raise RecordError(f"{at}.hero must be a card reference or null")
        if not isinstance(d["cards"], list) or not all(isinstance(r, str) for r in d["cards"]):
            raise RecordError(f"{at}.cards must be a list of card references")
        for j, ref in enumerate([d["hero"], *d["cards"]]):
            if ref is None:
                continue
            try:
                card_by_ref(ref)
            except UnknownCard:
                raise RecordError(f"{at}: unknown card reference '{ref}' "
                                  f"(entry {j})") from None
    answers = data["answers"]
    if not isinstance(answers, list):
        raise RecordError(f"{where}: 'answers' must be a list")
    for k, a in enumerate(answers, 1):
        ok = isinstance(a, str) or (isinstance(a, list) and all(isinstance(x, str) for x in a))
        if not ok:
            raise RecordError(f"{where}: answer #{k} must be an option id or a list of ids")
    content = {k: data[k] for k in expected - {"digest"}}
    if data["digest"] != _digest(content):
        raise RecordError(f"{where}: the digest does not match the content: the record was "
                          "edited or damaged")
    data["answers"] = [a if isinstance(a, str) else tuple(a) for a in answers]
    return data


def decks_of(rec: dict[str, Any]) -> list[Deck]:
    return [Deck(d["name"], d["hero"], tuple(d["cards"])) for d in rec["decks"]]
