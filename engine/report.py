"""Ruling reports: one file a player can send when they think the engine ruled wrongly.

A report holds the game's record (which reopens the game at the exact decision), the
board at that moment as a position (engine.position: what a reader looks at, and what a
tester starts a new test from), the decision that was pending, and the player's note
in their own words.  Like a record it is JSON data only, written atomically, and read
back with every field checked: a damaged report is refused with a message and changes
nothing.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs

from engine.decks import DeckError
from engine.loading import excerpt, parse_json, read_text_bounded
from engine.position import FORMAT as POSITION_FORMAT
from engine.position import (
    Position,
    PositionError,
    check,
    parse_position,
    position_from_json,
    position_of,
)
from engine.record import MAX_BYTES, RecordError, parse_record, write_atomic
from engine.version import stamp

if TYPE_CHECKING:  # pragma: no cover
    from engine.game import Game

FORMAT = "altered-ruling-report"
VERSION = 1
MAX_NOTE = 20_000


@attrs.frozen
class Report:
    """A file opened: the game (at the reported decision for a report), the note, the
    board, and what the file was: "report", "record" or "position"."""

    game: Game
    note: str
    position: Position | None
    kind: str = "report"


def make_report(g: Game, note: str) -> dict[str, Any]:
    """The report of `g` as it stands, with the player's `note`."""
    if not isinstance(note, str) or len(note) > MAX_NOTE:
        raise ValueError(f"the note is text of at most {MAX_NOTE} characters")
    board: dict[str, Any] | None
    try:
        pos = position_of(g)
        check(pos)
        board = pos.to_json()
    except PositionError:
        board = None  # a moment no position describes (tiebreakers, the end of the game)
    d = g.pending
    decision = None if d is None else {
        "player": d.player, "kind": d.kind, "prompt": d.prompt,
        "options": [{"id": o.id, "label": o.label} for o in d.options]}
    return {"format": FORMAT, "version": VERSION, "engine": stamp(), "note": note,
            "decision": decision, "position": board, "record": g.record}


def write_report(path: Path, g: Game, note: str) -> None:
    write_atomic(Path(path), json.dumps(make_report(g, note), indent=1))


def open_saved(path: Path) -> Report:
    """A saved game, a ruling report or a position, whichever the file is (its `format`
    says): a record opens with no note and no board (it replays from its own start); a
    position (a lesson, a test's situation) opens as a new game at that position."""
    from engine.game import Game

    path = Path(path)
    text = _text(path, "saved game")
    kind = _format_of(text)
    if kind == FORMAT:
        return parse_report(text, str(path))
    if kind == POSITION_FORMAT:
        try:
            pos = parse_position(text, str(path))
        except PositionError as e:
            raise RecordError(str(e)) from None
        try:
            return Report(Game.from_position(pos), "", pos, "position")
        except (DeckError, PositionError) as e:
            raise RecordError(_named(path, e)) from None
    rec = parse_record(text, str(path))
    try:
        return Report(Game.from_record(rec), "", None, "record")
    except (DeckError, RecordError) as e:  # a card not playable yet, a replay that fails
        raise RecordError(_named(path, e)) from None


def _named(path: Path, e: Exception) -> str:
    """The message of `e` starting with the file's name (replay errors do not know it)."""
    text = str(e)
    return text if text.startswith(str(path)) else f"{path}: {text}"


def _format_of(text: str) -> object:
    """The `format` a JSON object names, or None (the reader then says what is wrong)."""
    try:
        data = parse_json(text, "file", RecordError)
    except RecordError:
        return None
    return data.get("format") if isinstance(data, dict) else None


def _text(path: Path, what: str) -> str:
    """The file's text, refused with a RecordError if unreadable, not a plain file or too
    large (engine.loading)."""
    return read_text_bounded(path, MAX_BYTES, RecordError, what)


def read_report(path: Path) -> Report:
    path = Path(path)
    return parse_report(_text(path, "ruling report"), str(path))


def parse_report(text: str, where: str = "report") -> Report:
    """Check a report and reopen its game at the decision it was made at."""
    from engine.game import Game  # the game module builds on records and positions

    data = parse_json(text, where, RecordError)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError(f"{where}: 'format' must be '{FORMAT}' (this is not a ruling report)")
    if type(data.get("version")) is not int or data.get("version") != VERSION:
        raise RecordError(f"{where}: report version {excerpt(data.get('version'))} is not supported "
                          f"(this program reads version {VERSION})")
    fields = {"format", "version", "engine", "note", "decision", "position", "record"}
    if set(data) != fields:
        missing, extra = fields - set(data), set(data) - fields
        raise RecordError(f"{where}: " + (f"missing field(s) {', '.join(sorted(missing))}"
                                          if missing else
                                          f"unexpected field(s) {', '.join(sorted(extra))}"))
    note = data["note"]
    if not isinstance(note, str) or len(note) > MAX_NOTE:
        raise RecordError(f"{where}: 'note' must be text of at most {MAX_NOTE} characters")
    position = None
    if data["position"] is not None:
        try:
            position = position_from_json(data["position"], f"{where}: position")
        except PositionError as e:
            raise RecordError(str(e)) from None
    if not isinstance(data["record"], dict):
        raise RecordError(f"{where}: 'record' must be a game record")
    engine = data["engine"]
    if not (isinstance(engine, dict) and set(engine) == {"version", "rules"}
            and all(isinstance(v, str) and 0 < len(v) <= 60 for v in engine.values())):
        raise RecordError(f"{where}: 'engine' must be an object with the texts 'version' "
                          "and 'rules'")
    decision = data["decision"]
    if decision is not None and not (
            isinstance(decision, dict)
            and set(decision) == {"player", "kind", "prompt", "options"}
            and decision["player"] in (0, 1) and isinstance(decision["kind"], str)
            and isinstance(decision["options"], list)
            and all(isinstance(o, dict) and isinstance(o.get("id"), str)
                    for o in decision["options"])):
        raise RecordError(f"{where}: 'decision' must be null or the pending decision "
                          "(player, kind, prompt, options)")
    rec = parse_record(json.dumps(data["record"]), f"{where}: record")
    game = Game.from_record(rec)
    if _decision_of(game) != _decision_key(decision):
        raise RecordError(f"{where}: the record does not reopen at the reported decision "
                          f"(reported under engine {engine['version']}, rules "
                          f"{engine['rules']}; this is engine {stamp()['version']}, rules "
                          f"{stamp()['rules']})")
    return Report(game, note, position)


def _decision_key(decision: dict[str, Any] | None) -> Any:
    if decision is None:
        return None
    return (decision["player"], decision["kind"], tuple(o["id"] for o in decision["options"]))


def _decision_of(g: Game) -> Any:
    d = g.pending
    return None if d is None else (d.player, d.kind, tuple(o.id for o in d.options))
