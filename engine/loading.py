"""The one boundary every file the program reads goes through: records, autosaves, ruling
reports, positions, deck files and settings.

A file from disk is untrusted: it may be a folder, a device that never ends (/dev/zero),
a pipe nobody writes to, gigabytes long, nested thousands deep or hold a number of
thousands of digits.  Reading it here is bounded whatever it is: only regular files are
read (opened without blocking, so a pipe cannot hang the program), never more than a
limit counted on the bytes actually read (not on the size the file claims), and the JSON
parser is given a depth and number-length limit.  Every failure is the caller's own error
class (RecordError, DeckError) with the file's name, so the program can show it and go on.

Bad values are quoted in messages through `excerpt`, cut short and marked as cut, so a
5 MB value cannot freeze the box that shows the message.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

#: nesting of JSON objects and lists a file may use; records and decks need five or six
MAX_DEPTH = 40
#: digits a JSON number may have (a seed below 2^63 has 19)
MAX_NUMBER_CHARS = 40
#: characters of a bad value quoted in a message
EXCERPT_CHARS = 40

ErrorClass = Callable[[str], Exception]


def excerpt(value: object, limit: int = EXCERPT_CHARS) -> str:
    """`value` quoted for a message: its repr, cut to `limit` characters and marked
    `…[cut]`, so a huge value reads as cut without being shown (or even built) whole."""
    if isinstance(value, (str, bytes)) and len(value) > 4 * limit:
        value = value[: 2 * limit]  # never repr a megabyte to keep forty characters
        cut = True
    elif isinstance(value, (list, tuple, dict, set)) and len(value) > limit:
        return f"<{type(value).__name__} of {len(value)} items>"
    elif isinstance(value, int) and value.bit_length() > 4 * limit:
        return f"<a number of about {int(value.bit_length() * 0.30103)} digits>"
    else:
        cut = False
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a value whose repr fails is still named
        return f"<{type(value).__name__} value>"
    if len(text) <= limit and not cut:
        return text
    return text[: limit - 1] + "…[cut]"


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_bytes_bounded(path: str | Path, limit: int, error: ErrorClass,
                       what: str = "file") -> bytes:
    """The bytes of the regular file `path`, at most `limit` of them; raises `error`
    naming the file for anything else (missing, unreadable, a folder, a pipe or device,
    too large).  The file is opened without blocking so a pipe cannot hang the caller."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as e:
        raise error(f"{path}: cannot read the {what} ({e.strerror or e})") from None
    try:
        try:
            mode = os.fstat(fd).st_mode
        except OSError as e:
            raise error(f"{path}: cannot read the {what} ({e.strerror or e})") from None
        if not stat.S_ISREG(mode):
            raise error(f"{path}: cannot read the {what}: it is {_kind(mode)}, "
                        "not a file") from None
        chunks: list[bytes] = []
        total = 0
        while True:  # counted on what is read: a file may grow or lie about its size
            try:
                chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            except BlockingIOError:
                raise error(f"{path}: cannot read the {what}: it is not ready "
                            "(not a plain file?)") from None
            except OSError as e:
                raise error(f"{path}: cannot read the {what} ({e.strerror or e})") from None
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise error(f"{path}: the {what} is larger than {limit:,} bytes, too large "
                            "to be one") from None
        return b"".join(chunks)
    finally:
        os.close(fd)


def decode_text(raw: bytes, where: str, error: ErrorClass) -> str:
    """UTF-8 text (a leading byte-order mark, as some Windows editors write, dropped)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise error(f"{where}: not UTF-8 text (byte {e.start})") from None
    return text[1:] if text.startswith("\ufeff") else text


def read_text_bounded(path: str | Path, limit: int, error: ErrorClass,
                      what: str = "file") -> str:
    """`read_bytes_bounded` decoded as UTF-8."""
    return decode_text(read_bytes_bounded(path, limit, error, what), str(path), error)


class _TooLong(ValueError):
    pass


def _number(text: str) -> int | float:
    if len(text) > MAX_NUMBER_CHARS:
        raise _TooLong(f"a number of {len(text)} characters")
    if any(c in text for c in ".eE"):
        value = float(text)
        if value in (float("inf"), float("-inf")):
            raise _TooLong(f"the number {excerpt(text)} is out of range")
        return value
    return int(text)


def _constant(name: str) -> Any:
    raise _TooLong(f"{name} is not a JSON number")


def parse_json(text: str, where: str, error: ErrorClass) -> Any:
    """Parse JSON text with a depth and a number-length limit; raise `error` saying what
    is wrong and where (line and column when the text is not JSON)."""
    try:
        data = json.loads(text, parse_int=_number, parse_float=_number,
                          parse_constant=_constant)
    except json.JSONDecodeError as e:
        hint = " (the file looks truncated)" if e.pos >= len(text.rstrip()) - 1 else ""
        raise error(f"{where}: not valid JSON at line {e.lineno}, column {e.colno}: "
                    f"{e.msg}{hint}") from None
    except _TooLong as e:
        raise error(f"{where}: {e}; this is not a file this program writes") from None
    except RecursionError:
        raise error(f"{where}: the JSON is nested too deeply (at most {MAX_DEPTH} levels)") \
            from None
    except ValueError as e:  # e.g. a lone surrogate the decoder refuses
        raise error(f"{where}: not valid JSON ({excerpt(str(e), 80)})") from None
    depth = json_depth(data, MAX_DEPTH + 1)
    if depth > MAX_DEPTH:
        raise error(f"{where}: the JSON is nested too deeply (at most {MAX_DEPTH} levels)")
    return data


def json_depth(data: Any, stop: int) -> int:
    """How deep lists and objects nest in `data`, counted without recursion and given up
    once `stop` is reached."""
    deepest = 0
    todo: list[tuple[Any, int]] = [(data, 1)]
    while todo:
        item, depth = todo.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, depth)
        if deepest >= stop:
            return deepest
        todo.extend((c, depth + 1) for c in children if isinstance(c, (dict, list)))
    return deepest


def load_json_file(path: str | Path, limit: int, error: ErrorClass, what: str = "file") -> Any:
    """A JSON file read and parsed within all the limits above."""
    return parse_json(read_text_bounded(path, limit, error, what), str(path), error)
