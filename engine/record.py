"""Game records: JSON data only (decks, names, seed, answers) replayed to rebuild a game.

Loading never runs code: it parses JSON, checks every field and a digest of the content,
and replays the answers through the normal protocol, so a damaged or edited file is
rejected with a message instead of producing a different game.

An optional `meta` object says what the game is (`mode`), who plays each seat (`seats`:
a person or an automatic player) and when it was saved (`saved`), so a program can show
or resume a saved game without guessing and without replaying it.
The engine plays the same game whatever `meta` says; it is covered by the digest (an
edited mode is refused like an edited seed) but not by replay equality (`fingerprint`).
Records without `meta` (all those written before it existed) load exactly as before.

Two more optional fields: `engine` says which engine wrote the record (program version
and rules version, engine.version), so a replay that stops matching can say under which
versions; `position` holds the position the game started from (engine.position) instead
of a shuffle of `decks` (which then lists each side's cards, for display).  Records
without them load as before: no stamp, started from the decks.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
import tempfile
import time
from collections.abc import Mapping
from datetime import datetime
from glob import escape as glob_escape
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

import attrs

from engine.cards.registry import UnknownCard, card_by_ref
from engine.decisions import IllegalAnswer
from engine.decks import Deck
from engine.loading import excerpt, parse_json, read_text_bounded
from engine.model import CardType
from engine.position import Position, PositionError, position_from_json
from engine.uniques.define import UniqueError
from engine.uniques.store import learn_all, specs_of
from engine.version import stamp

if TYPE_CHECKING:  # pragma: no cover
    from engine.game import Game

G = TypeVar("G", covariant=True)  # the game a record is replayed into

FORMAT = "altered-record"
VERSION = 1
MAX_BYTES = 20_000_000
#: cards a recorded deck may hold (engine.decks.MAX_CARDS: no deck is read larger) and
#: answers a record may hold (a long game has a few thousand): a record past them is
#: refused before anything is replayed, instead of a half-minute replay first
MAX_RECORD_DECK_CARDS = 500
MAX_ANSWERS = 50_000
#: the values of meta.mode: who plays the game (two people at one computer, or one person
#: testing a deck against an idle opponent the program plays)
MODES = ("hotseat", "goldfish")
#: the fields `meta` may hold; a record with any other is refused, as with top-level fields
META_FIELDS = ("mode", "saved", "seats")
#: meta.seats: who plays each seat, "person" or an automatic player's policy name
#: (engine.ai.players.POLICY_NAMES), comma-separated in seat order - so a game against
#: the computer resumes against the computer, its hand never shown to the person
SEAT_PLAYERS = ("person", "random", "greedy", "search")


class RecordError(ValueError):
    """A record that cannot be loaded; the message says what and where."""


def _digest(content: dict[str, Any]) -> str:
    canon = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canon.encode()).hexdigest()


def _short(value: object) -> str:
    """A bad value quoted in a message, cut so a huge one cannot flood the dialog."""
    return excerpt(value)


def timestamp() -> str:
    """Now, as meta.saved holds it: local time with its UTC offset, so it reads as the
    user's clock time and still compares correctly after a time-zone change."""
    return datetime.now().astimezone().isoformat(timespec="seconds")


_JSON_KINDS = {dict: "an object", list: "a list", str: "text", int: "a number",
               float: "a number", bool: "true/false", type(None): "null"}


def check_meta(meta: object, where: str) -> dict[str, str]:
    """Validate a `meta` object and return a copy; raise RecordError saying what is wrong.

    Shared by loading and by `Game` itself, so a game can never be given a meta that its
    own saved record would then fail to load with."""
    if not isinstance(meta, Mapping):
        kind = _JSON_KINDS.get(type(meta), type(meta).__name__)
        raise RecordError(f"{where}: 'meta' must be an object of named text fields, "
                          f"not {kind}")
    unknown = set(meta) - set(META_FIELDS)
    if unknown:
        raise RecordError(f"{where}: unexpected field(s) in 'meta': "
                          f"{', '.join(sorted(map(str, unknown)))} "
                          f"(known: {', '.join(META_FIELDS)})")
    if "mode" in meta and meta["mode"] not in MODES:
        raise RecordError(f"{where}: meta.mode must be one of "
                          f"{', '.join(map(repr, MODES))}, not {_short(meta['mode'])}")
    if "seats" in meta:
        seats = meta["seats"]
        parts = seats.split(",") if isinstance(seats, str) else []
        if len(parts) != 2 or not set(parts) <= set(SEAT_PLAYERS):
            raise RecordError(f"{where}: meta.seats must name who plays each of the two "
                              f"seats, each one of {', '.join(SEAT_PLAYERS)}, like "
                              f"'person,greedy', not {_short(seats)}")
    if "saved" in meta:
        saved = meta["saved"]
        try:
            ok = isinstance(saved, str) and datetime.fromisoformat(saved).tzinfo is not None
        except ValueError:
            ok = False
        if not ok:
            raise RecordError(f"{where}: meta.saved must be a date and time with its UTC "
                              f"offset, like '2025-01-31T18:05:00+01:00', not {_short(saved)}")
    return dict(meta)


def make_record(g: Game, meta: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The record of `g`, with `meta` instead of the game's own when given (saving stamps
    the time into the file before the game adopts it).  An empty meta is left out, so a
    game without one has the very record (and digest) it had before `meta` existed."""
    meta = g.meta if meta is None else meta
    content: dict[str, Any] = {"format": FORMAT, "version": VERSION, "engine": stamp()}
    if meta:
        content["meta"] = dict(meta)
    content.update({
        "names": list(g.names),
        "seed": g.seed,
        "decks": [{"name": d.name, "hero": d.hero, "cards": list(d.cards)} for d in g.decks],
    })
    uniques = specs_of(r for d in g.decks for r in ([d.hero] if d.hero else []) + list(d.cards))
    if uniques:  # each unique's definition, so the record replays where it is not known
        content["uniques"] = [s.to_json() for s in uniques]
    if g.position is not None:
        content["position"] = g.position.to_json()
    content["answers"] = [a if isinstance(a, str) else list(a) for a in g.answers]
    if g.notes:
        content["notes"] = [{"at": n.at, "text": n.text} for n in g.notes]
    return {**content, "digest": _digest(content)}


#: a temporary file of an atomic write older than this is the remains of a write that
#: was killed (no write of this program takes minutes)
STALE_TMP_SECONDS = 600


def clean_stale_temps(path: Path, now: float | None = None) -> list[Path]:
    """Remove the temporary files a killed write of `path` left beside it
    (`<name>.<random>.tmp` older than STALE_TMP_SECONDS); returns those removed.  Run
    after every atomic write, so leftovers go without waiting for the app's next start
    (a write in progress, of this or another process, is younger and left alone)."""
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        candidates = list(path.parent.glob(glob_escape(path.name) + ".*.tmp"))
    except OSError:
        return removed
    for tmp in candidates:
        try:
            st = tmp.lstat()
            if stat.S_ISREG(st.st_mode) and now - st.st_mtime > STALE_TMP_SECONDS:
                tmp.unlink()
                removed.append(tmp)
        except OSError:
            continue
    return removed


def write_atomic(path: Path, text: str) -> None:
    """Write to a temporary file in the same folder, then rename over the target; stale
    temporary files of earlier killed writes of the same file are then removed."""
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
    clean_stale_temps(path)


def read_record(path: Path) -> dict[str, Any]:
    """Read and validate the record file `path` (bounded: see engine.loading)."""
    return parse_record(read_text_bounded(path, MAX_BYTES, RecordError, "game record"),
                        str(path))


class Replays(Protocol[G]):
    """What replays a record into a game: `engine.game.Game` (the class) has this face."""

    def from_record(self, rec: dict[str, Any]) -> G:
        """The game the validated record `rec` holds, replayed."""
        ...


def replay_file(game_class: Replays[G], path: Path) -> G:
    """The game the record file `path` holds, replayed by `game_class.from_record`; any
    failure (damage, a replay that stops matching, a card not playable yet) is a
    RecordError whose message starts with the file's name."""
    from engine.decks import DeckError

    rec = read_record(path)
    try:
        return game_class.from_record(rec)
    except (RecordError, DeckError) as e:
        text = str(e)
        raise RecordError(text if text.startswith(str(path)) else f"{path}: {text}") from None


def parse_record(text: str, where: str = "record") -> dict[str, Any]:
    """Parse and validate record text; raise RecordError saying what is wrong and where."""
    data = parse_json(text, where, RecordError)
    if not isinstance(data, dict):
        raise RecordError(f"{where}: a record is a JSON object, not "
                          f"{_JSON_KINDS.get(type(data), 'that')}")
    if data.get("format") != FORMAT:
        raise RecordError(f"{where}: 'format' must be '{FORMAT}' (this is not a game record)")
    if type(data.get("version")) is not int or data.get("version") != VERSION:
        raise RecordError(f"{where}: record version {_short(data.get('version'))} is not supported "
                          f"(this program reads version {VERSION})")
    expected = {"format", "version", "names", "seed", "decks", "answers", "digest"}
    extra = set(data) - expected - {"meta", "engine", "position", "uniques", "notes"}
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
    if "uniques" in data:  # defined before the decks that name them are checked
        try:
            learn_all(data["uniques"], f"{where}: uniques")
        except UniqueError as e:
            raise RecordError(str(e)) from None
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
        if len(d["cards"]) > MAX_RECORD_DECK_CARDS:
            raise RecordError(f"{at} holds {len(d['cards']):,} cards; a deck holds at most "
                              f"{MAX_RECORD_DECK_CARDS}")
        _check_deck_refs(d, at)
    answers = data["answers"]
    if not isinstance(answers, list):
        raise RecordError(f"{where}: 'answers' must be a list")
    if len(answers) > MAX_ANSWERS:
        raise RecordError(f"{where}: {len(answers):,} answers; a game record holds at most "
                          f"{MAX_ANSWERS:,}")
    for k, a in enumerate(answers, 1):
        ok = isinstance(a, str) or (isinstance(a, list) and all(isinstance(x, str) for x in a))
        if not ok:
            raise RecordError(f"{where}: answer #{k} must be an option id or a list of ids")
    if "meta" in data:
        check_meta(data["meta"], where)
    if "notes" in data:
        check_notes(data["notes"], len(answers), where)
    if "engine" in data:
        _check_engine(data["engine"], where)
    if "position" in data:
        try:
            pos = position_from_json(data["position"], f"{where}: position")
        except PositionError as e:
            raise RecordError(str(e)) from None
        if list(pos.names) != names:
            raise RecordError(f"{where}: the position's player names are not 'names'")
    content = {k: v for k, v in data.items() if k != "digest"}
    if data["digest"] != _digest(content):
        raise RecordError(f"{where}: the digest does not match the content: the record was "
                          "edited or damaged")
    data["answers"] = [a if isinstance(a, str) else tuple(a) for a in answers]
    return data


#: a teacher's note is a comment, not an essay; a record holds a lesson's worth of them
MAX_NOTE_CHARS = 2000
MAX_NOTES = 1000


@attrs.frozen
class Note:
    """A teacher's comment attached to a moment of the game: `at` is the number of answers
    given at that moment (0: before the first), so the note belongs to the table as it
    stood then.  Notes are kept in the record (`notes`) and covered by its digest; the
    rules never read them, so they do not change how the game replays."""

    at: int
    text: str


def check_notes(notes: object, answers: int, where: str) -> list[Note]:
    """Validate a record's `notes` (a list of {"at": n, "text": "..."}) and return them;
    RecordError says which note is wrong and why."""
    if not isinstance(notes, list):
        raise RecordError(f"{where}: 'notes' must be a list of notes")
    if len(notes) > MAX_NOTES:
        raise RecordError(f"{where}: more than {MAX_NOTES} notes")
    out = []
    for k, n in enumerate(notes):
        at = f"{where}: notes[{k}]"
        if not isinstance(n, dict) or set(n) != {"at", "text"}:
            raise RecordError(f"{at} must have exactly 'at' and 'text'")
        if type(n["at"]) is not int or not 0 <= n["at"] <= answers:
            raise RecordError(f"{at}.at must be a moment of the game, 0 to {answers}, "
                              f"not {_short(n['at'])}")
        text = n["text"]
        if not isinstance(text, str) or not text.strip() or len(text) > MAX_NOTE_CHARS:
            raise RecordError(f"{at}.text must be text of 1 to {MAX_NOTE_CHARS} characters")
        out.append(Note(n["at"], text))
    return out


def notes_of(rec: dict[str, Any]) -> list[Note]:
    """A record's notes (none for records written before notes existed)."""
    return [Note(n["at"], n["text"]) for n in rec.get("notes", [])]


def _check_deck_refs(d: dict[str, Any], at: str) -> None:
    """Every reference of a recorded deck is known, the Hero a Hero and no card a Hero
    or a token (they cannot be shuffled into a deck, 1.1.4.b and 1.1.7.b)."""
    for j, ref in enumerate([d["hero"], *d["cards"]]):
        if ref is None:
            continue
        try:
            cdef = card_by_ref(ref)
        except UnknownCard:
            raise RecordError(f"{at}: unknown card reference {_short(ref)} "
                              f"(entry {j})") from None
        if j == 0 and cdef.type is not CardType.HERO:
            raise RecordError(f"{at}.hero: {cdef.name} ({ref}) is not a Hero")
        if j > 0 and (cdef.type is CardType.HERO or cdef.is_token):
            kind = "a Hero" if cdef.type is CardType.HERO else "a token"
            raise RecordError(f"{at}.cards: {cdef.name} ({ref}) is {kind} and cannot be "
                              f"among a deck's cards (entry {j})")


def decks_of(rec: dict[str, Any]) -> list[Deck]:
    return [Deck(d["name"], d["hero"], tuple(d["cards"])) for d in rec["decks"]]


def meta_of(rec: dict[str, Any]) -> Any:
    """A record's meta (checked by `Game`); empty for records written before it existed."""
    return rec.get("meta", {})


def _check_engine(value: object, where: str) -> None:
    ok = (isinstance(value, dict) and set(value) == {"version", "rules"}
          and all(isinstance(v, str) and 0 < len(v) <= 60 for v in value.values()))
    if not ok:
        raise RecordError(f"{where}: 'engine' must be an object with the texts 'version' "
                          "and 'rules'")


def position_of_record(rec: dict[str, Any]) -> Position | None:
    """The position a record's game started from; None for a game started from decks."""
    raw = rec.get("position")
    return None if raw is None else position_from_json(raw, "record: position")


def versions_note(rec: dict[str, Any]) -> str:
    """Which engine wrote the record and which one replays it, for a replay that failed."""
    now = stamp()
    here = f"this is engine {now['version']}, rules {now['rules']}"
    made = rec.get("engine")
    if not isinstance(made, dict):
        return f"the record does not say which engine wrote it; {here}"
    return f"recorded by engine {made.get('version')}, rules {made.get('rules')}; {here}"


#: longest player name a record holds
MAX_NAME = 40
#: seeds a record holds: whole numbers 0 <= seed < 2^63
MAX_SEED = 2**63


def check_game_args(decks: Any, seed: object, names: object) -> None:
    """Refuse, before a game is built, what its record could not hold (so a game never
    saves and then fails to load): a seed that is not a whole number in 0..2^63-1 (True,
    1.5 and "7" included), names that are not two texts of 1 to 40 characters, and two
    decks with neither a Hero nor a card (such a game could never end)."""
    if type(seed) is not int or not 0 <= seed < MAX_SEED:
        raise RecordError(f"new game: the seed must be a whole number from 0 to 2^63-1, "
                          f"not {_short(seed)}")
    if isinstance(names, (str, bytes)) or not isinstance(names, (list, tuple)) \
            or len(names) != 2:
        raise RecordError(f"new game: there must be two player names, not {_short(names)}")
    for name in names:
        if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME:
            raise RecordError(f"new game: a player name is text of 1 to {MAX_NAME} "
                              f"characters, not {_short(name)}")
    if all(isinstance(d, Deck) and d.hero is None and not d.cards for d in decks):
        raise RecordError("new game: both decks are empty and have no Hero; such a game "
                          "could never end")


def check_answer_count(n: object, available: int, what: str) -> int:
    """`n` as a count of answers for undo (`what`="undo", 1..available) or for a replay
    prefix (`what`="upto", 0..available, or None for all): anything else is refused
    with a message instead of a TypeError or a silent copy."""
    low = 1 if what == "undo" else 0
    if type(n) is not int:
        raise ValueError(f"{what}: expected a whole number of answers, not {_short(n)}")
    if n < low:
        raise ValueError(f"{what}: expected at least {low} answer(s), not {n}")
    if what == "undo" and n > available:
        raise IllegalAnswer("there is nothing to undo" if available == 0 else
                            f"only {available} answer(s) can be taken back, not {n}")
    return n
