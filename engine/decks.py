"""Decks: the community decklist text (`COUNT REFERENCE` per line), a JSON form, and the
construction rules of 1.1.4 (constructed) and 1.1.5 (limited).

A unique card is written as its reference, followed (when this program does not know it
yet) by an indented block with its costs, statistics and text (engine.uniques.blocks,
docs/uniques.md); both forms of a deck written by this program carry each unique's
definition, so a deck file plays anywhere."""

from __future__ import annotations

import difflib
import json
import re
from collections import Counter
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import attrs

from engine.cards.registry import UnknownCard, all_cards, card_by_ref
from engine.loading import excerpt, load_json_file
from engine.model import CardDef, CardType, Rarity
from engine.uniques.blocks import missing_block_message, read_block
from engine.uniques.define import UniqueError, is_unique_ref
from engine.uniques.store import learn, learn_all


class DeckError(ValueError):
    """A decklist that cannot be read; says what and where.  `problems` holds each
    problem with its line when the error comes from reading a decklist."""

    def __init__(self, message: str, problems: tuple[Problem, ...] = ()) -> None:
        super().__init__(message)
        self.problems = tuple(problems)


@attrs.frozen
class Problem:
    rule: str
    message: str
    line: int | None = None  # 1-based line of the decklist text, when known
    ref: str | None = None  # the card at fault, when the problem is one card's (deck builder)

    def __str__(self) -> str:
        where = f"line {self.line}: " if self.line else ""
        rule = "" if self.rule == READING else f" ({self.rule})"
        return f"{where}{self.message}{rule}"


@attrs.frozen
class Deck:
    """A deck as references: the Hero (or None in limited) and the other cards."""

    name: str
    hero: str | None
    cards: tuple[str, ...]
    lines: tuple[tuple[str, int], ...] = ()  # ref -> first line number where it appears

    def line_of(self, ref: str) -> int | None:
        for r, n in self.lines:
            if r == ref:
                return n
        return None

    def to_text(self) -> str:
        """Export as decklist text, Hero first, then cards in first-seen order; a unique
        card known here is followed by its block (costs, statistics, text)."""
        from engine.uniques.blocks import block_of
        from engine.uniques.store import known_spec

        counts = Counter(self.cards)
        out = [f"1 {self.hero}"] if self.hero else []
        seen: list[str] = []
        for r in self.cards:
            if r not in seen:
                seen.append(r)
        for r in seen:
            out.append(f"{counts[r]} {r}")
            spec = known_spec(r) if "_U_" in r else None
            if spec is not None:
                out.append(block_of(spec))
        return "\n".join(out) + "\n"

    def to_json(self) -> dict[str, Any]:
        """The JSON deck form; `uniques` holds the definition of each unique card."""
        from engine.uniques.store import specs_of

        out: dict[str, Any] = {
            "format": "altered-deck", "version": 1, "name": self.name, "hero": self.hero,
            "cards": [{"ref": r, "count": n} for r, n in Counter(self.cards).items()]}
        uniques = specs_of(self.cards)
        if uniques:
            out["uniques"] = [s.to_json() for s in uniques]
        return out


#: limits that keep reading and checking any paste bounded (well under 100 ms): a real
#: decklist has one to sixty lines of a few dozen characters
MAX_TEXT_CHARS = 100_000
MAX_LINES = 1_000
MAX_LINE_CHARS = 200
#: copies one line may ask for, and cards a whole deck may hold (a constructed deck has
#: 40 or so, a limited one 30 or so; these only stop absurd counts)
MAX_COUNT = 99
MAX_CARDS = 500
#: unknown cards looked up for a "did you mean" per decklist (each look-up compares with
#: the whole pool)
MAX_SUGGESTIONS = 12
#: the rule a problem of reading (rather than of deck construction) names
READING = "decklist"

_REF = re.compile(r"ALT_[A-Z0-9]+(?:_[A-Z0-9]+)+", re.IGNORECASE)
#: a reference as a deck file holds it: one word (no line break can hide in it)
_REF_TEXT = re.compile(r"[A-Za-z0-9_]{1,100}")
# a count before the card: "3", "3x", "3 x", "3×", "x3"; or after it: "x3", "(3)"
_COUNT_BEFORE = re.compile(r"^(?:[xX×]\s*(\S+)|(\S+?)\s*[xX×]?)\s+(.+)$")
_COUNT_AFTER = re.compile(r"^(.+?)\s+(?:[xX×]\s*(\S+)|\((\S+)\))$")
_SECTIONS = {"hero", "heroes", "character", "characters", "spell", "spells", "permanent",
             "permanents", "landmark", "landmarks", "expedition permanent",
             "expedition permanents", "landmark permanent", "landmark permanents", "deck",
             "main", "main deck", "cards", "token", "tokens"}


@attrs.frozen
class DecklistReading:
    """What reading a decklist found: the deck (None when any line is wrong), the
    problems that stop it (each naming its line and what to do) and notes on lines read
    in a way worth saying (a name read as a reference, a Kickstarter reference)."""

    deck: Deck | None
    problems: tuple[Problem, ...]
    notes: tuple[Problem, ...] = ()


def _lines_of(text: str) -> list[str]:
    """Lines as an editor shows them: only CR LF, LF and CR end a line (not U+2028, NEL,
    VT or FF, which `str.splitlines` would also split on), and a byte-order mark that
    Windows editors put at the start is not part of line 1."""
    if text.startswith("\ufeff"):
        text = text[1:]
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def _count(word: str | None, n: int) -> tuple[int | None, str | None]:
    """(count, None) or (None, problem) for the count written on line `n`."""
    if word is None:
        return 1, None
    if word.startswith("-") and word[1:].isascii() and word[1:].isdigit():
        return None, f"the count must be at least 1, got {excerpt(word, 20)}; remove the line instead"
    if not word.isascii() or not word.isdigit():
        shown = excerpt(word, 20)
        if any(ch.isdigit() or ch.isnumeric() for ch in word):
            return None, (f"the count {shown} is not written with the digits 0-9; "
                          "write it as a plain number, e.g. 3")
        return None, None  # not a count at all: the caller reads the line otherwise
    digits = word.lstrip("0") or "0"  # "0003" is 3, however it is padded
    if len(digits) > 3 or int(digits) > MAX_COUNT:
        return None, (f"the count {excerpt(word, 20)} is far too large (at most "
                      f"{MAX_COUNT} copies on a line); write how many copies you play")
    value = int(digits)
    if value < 1:
        return None, f"the count must be at least 1, got {value}; remove the line instead"
    return value, None


class _Reader:
    """One decklist being read: entries (count, card, line) checked one by one."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []
        self.notes: list[Problem] = []
        self.hero: str | None = None
        self.hero_faction: Any = None
        self.cards: list[str] = []
        self.lines: dict[str, int] = {}
        self.suggestions = 0
        self.sideboard = False
        self.too_many = False
        self.failed_uniques: set[str] = set()  # uniques whose block said what is wrong

    def fail(self, n: int | None, message: str) -> None:
        self.problems.append(Problem(READING, message, n))

    def line(self, raw: str, n: int) -> None:
        line = raw.strip()
        if not line or line.startswith(("#", "//")) or self.sideboard:
            return
        if len(line) > MAX_LINE_CHARS:
            self.fail(n, f"the line is {len(line):,} characters long ({excerpt(line)}); "
                         "a decklist line is a count and a card")
            return
        line = re.split(r"\s(?:#|//)", line, maxsplit=1)[0].strip()  # a trailing comment
        header = line.rstrip(":").strip()
        header = re.sub(r"\s*\(\d+\)$", "", header).casefold()
        if line.endswith(":") or header in _SECTIONS:
            if header.startswith("sideboard"):
                self.sideboard = True  # cards after it are not in the deck
            return
        if header.startswith("sideboard"):
            self.sideboard = True
            return
        refs = _REF.findall(line) or [w for w in line.split() if _known(w)]
        if refs:
            self.ref_line(line, refs[0], n)
        else:
            self.name_line(line, n)

    def ref_line(self, line: str, ref: str, n: int) -> None:
        rest = line.replace(ref, " ", 1).strip()
        word: str | None = None
        if rest:
            m = re.fullmatch(r"(?:\((\S+)\)|[xX×]\s*(\S+)|(\S+?)\s*[xX×]?)", rest)
            word = next((g for g in m.groups() if g), None) if m else None
            count, why = _count(word, n) if word is not None else (None, None)
            if why:
                self.fail(n, why)
                return
            if count is None:
                self.fail(n, f"expected 'COUNT REFERENCE', e.g. '3 ALT_CORE_B_AX_04_C', "
                             f"got {excerpt(line)}")
                return
        else:
            count = 1
        # a Kickstarter reference stays as written: it is the card the player owns
        self.add(count, self.resolve_ref(ref, n), n, ref.upper())

    def resolve_ref(self, ref: str, n: int) -> CardDef | None:
        upper = ref.upper()
        try:
            cdef = card_by_ref(upper)
        except UnknownCard:
            pass
        else:
            return cdef
        if is_unique_ref(upper):
            if upper not in self.failed_uniques:
                self.fail(n, missing_block_message(upper))
            return None
        for a, b in (("_R", "_R1"), ("_R1", "_R")):  # a rare written as another set writes it
            if upper.endswith(a) and _known(upper[: -len(a)] + b):
                alt = upper[: -len(a)] + b
                self.notes.append(Problem(READING, f"{excerpt(ref)} read as {alt}", n))
                return card_by_ref(alt)
        versions = _versions_of(upper)
        if versions:  # the card exists, not in this rarity: name its own versions
            self.fail(n, f"there is no {excerpt(ref)}: {card_by_ref(versions[0]).name} "
                         f"exists as {', '.join(versions)}")
            return None
        hint = ""
        if self.suggestions < MAX_SUGGESTIONS:
            self.suggestions += 1
            close = difflib.get_close_matches(upper, _all_refs(), n=1, cutoff=0.85)
            hint = f"; did you mean {close[0]}?" if close else ""
        self.fail(n, f"unknown card reference {excerpt(ref)}{hint or '; check its spelling'}")
        return None

    def name_line(self, line: str, n: int) -> None:
        m = _COUNT_BEFORE.match(line)
        count: int | None = 1
        name = line
        if m:
            word = m.group(1) or m.group(2)
            c, why = _count(word, n)
            if why:
                self.fail(n, why)
                return
            if c is not None:
                count, name = c, m.group(3)
        if name == line:
            after = _COUNT_AFTER.match(line)
            if after:
                c, why = _count(after.group(2) or after.group(3), n)
                if why:
                    self.fail(n, why)
                    return
                if c is not None:
                    count, name = c, after.group(1)
        assert count is not None
        self.add(count, self.resolve_name(name.strip(), n), n)

    def resolve_name(self, name: str, n: int) -> CardDef | None:
        refs = _refs_by_name().get(name.casefold())
        if refs:
            cdef = self.pick(refs)
            if len({card_by_ref(r).faction for r in refs}) > 1 and self.hero is None:
                self.notes.append(Problem(READING, f"{cdef.name} read as {cdef.ref}; write "
                                          "the reference to choose another faction's", n))
            return cdef
        hint = ""
        if self.suggestions < MAX_SUGGESTIONS:
            self.suggestions += 1
            close = difflib.get_close_matches(name.casefold(), list(_refs_by_name()), n=1,
                                              cutoff=0.75)
            if close:
                hint = f"; did you mean {card_by_ref(_refs_by_name()[close[0]][0]).name!r}?"
        self.fail(n, f"no card is named {excerpt(name)}"
                     + (hint or "; check the spelling, or write 'COUNT REFERENCE' as in "
                        "'3 ALT_CORE_B_AX_04_C'"))
        return None

    def pick(self, refs: list[str]) -> CardDef:
        """The version a name means: the Hero's faction first, then the common one, then
        one the engine can play."""
        def rank(ref: str) -> tuple[bool, bool, bool]:
            c = card_by_ref(ref)
            return (self.hero_faction is not None and c.faction != self.hero_faction,
                    c.rarity is not Rarity.COMMON, not c.implemented)
        return card_by_ref(min(refs, key=rank))

    def add(self, count: int, cdef: CardDef | None, n: int, written: str = "") -> None:
        if cdef is None:
            return
        ref = written if written and _known(written) and card_by_ref(written) is cdef \
            else cdef.ref
        if cdef.type is CardType.HERO:
            if self.hero is not None:
                self.fail(n, f"a second Hero ({cdef.name}); a deck has one (1.1.4.b): keep "
                             "one Hero line")
            elif count != 1:
                self.fail(n, f"a deck holds exactly one Hero, not {count} (1.1.4.b): write "
                             f"'1 {ref}'")
            else:
                self.hero, self.hero_faction = ref, cdef.faction
                self.lines.setdefault(ref, n)
            return
        if cdef.is_token:  # Character tokens and Landmark tokens alike
            self.fail(n, f"{cdef.name} is a token and cannot be in a deck (1.1.7.b): "
                         "remove the line")
            return
        if len(self.cards) + count > MAX_CARDS:
            if not self.too_many:  # said once, on the line that goes over
                self.too_many = True
                self.fail(n, f"the deck would hold more than {MAX_CARDS} cards; a deck "
                             "holds about 40: check the counts")
            return
        self.lines.setdefault(ref, n)
        self.cards.extend([ref] * count)


def _unique_block(r: _Reader, lines: list[str], n: int) -> int:
    """When line `n` names a unique card and indented lines follow it, read them as its
    block (engine.uniques.blocks) and make the unique known; the number of lines taken."""
    raw = lines[n - 1]
    if raw[:1].isspace() or r.sideboard:
        return 0
    refs = _REF.findall(raw)
    if not refs or not is_unique_ref(refs[0]):
        return 0
    block: list[tuple[int, str]] = []
    while n + len(block) < len(lines):
        nxt = lines[n + len(block)]
        if not (nxt[:1].isspace() and nxt.strip()):
            break
        block.append((n + len(block) + 1, nxt))
    if not block:
        return 0
    ref = refs[0].upper()
    spec, problems = read_block(ref, block)
    for p in problems:
        r.fail(p.line, p.message)
    if spec is not None:
        try:
            learn(spec)
        except UniqueError as e:
            for why in e.problems:
                r.fail(_line_of_field(block, why), f"{ref}: {why}")
    if problems or ref not in _known_uniques():
        r.failed_uniques.add(ref)  # said here; its line does not say it again
    return len(block)


def _known_uniques() -> set[str]:
    from engine.cards.registry import unique_cards

    return {c.ref for c in unique_cards()}


def _line_of_field(block: list[tuple[int, str]], why: str) -> int:
    """The block's line a problem is about: its Support line for the support text, its
    Text line for the text, else the block's first line."""
    label = "support" if why.startswith("support text:") else "text" if why.startswith(
        "text:") else ""
    for n, line in block:
        if label and line.strip().lower().startswith(label):
            return n
    return block[0][0]


_RARITY_SUFFIX = re.compile(r"^(.*_\d+)_(C|R|R1|R2|U_\d+)$")


def _versions_of(ref: str) -> list[str]:
    """The known versions (_C, _R, _R1, _R2) of the card `ref` names in another rarity,
    so `ALT_CORE_B_AX_01_R1` (a Hero has only a common) is answered with its own card,
    not with the nearest spelling of another one."""
    m = _RARITY_SUFFIX.match(ref)
    if not m:
        return []
    return [v for v in (f"{m.group(1)}_{r}" for r in ("C", "R", "R1", "R2")) if _known(v)]


def _known(ref: str) -> bool:
    try:
        card_by_ref(ref)
    except UnknownCard:
        return False
    return True


@cache
def _all_refs() -> tuple[str, ...]:
    return tuple(c.ref for c in all_cards())


@cache
def _refs_by_name() -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for c in all_cards():
        out.setdefault(c.name.casefold(), []).append(c.ref)
    return out


EMPTY_DECKLIST = ("the decklist holds no card: write one card per line as COUNT REFERENCE "
                  "(e.g. 3 ALT_CORE_B_AX_04_C), the Hero as 1 REFERENCE")


def read_decklist(text: str, name: str = "Deck") -> DecklistReading:
    """Read a decklist as people paste it, never raising: one card per line as `COUNT
    REFERENCE`, `3x REFERENCE`, `REFERENCE x3`, `COUNT Card name` (near misses get a "did
    you mean"), a reference alone for one copy; rarity versions (`_R1`, `_R2`) and
    Kickstarter references (`ALT_COREKS_…`) as they are; blank lines, `#` and `//`
    comments, section headers (`Characters:`) and everything after `Sideboard` skipped;
    Windows line ends and a byte-order mark accepted.  Every problem names its line and
    says what to do; a unique card (`…_U_nnnn`) is reported as not in the pool.  Bounded:
    a text over MAX_TEXT_CHARS or MAX_LINES is refused whole, at once."""
    if not isinstance(text, str):
        return DecklistReading(None, (Problem(READING, "a decklist is text"),))
    if len(text) > MAX_TEXT_CHARS:
        return DecklistReading(None, (Problem(READING, f"the decklist is {len(text):,} "
                               f"characters long; at most {MAX_TEXT_CHARS:,} are read: paste "
                               "one deck"),))
    lines = _lines_of(text)
    if len(lines) > MAX_LINES:
        return DecklistReading(None, (Problem(READING, f"the decklist has {len(lines):,} "
                               f"lines; at most {MAX_LINES:,} are read: paste one deck"),))
    r = _Reader()
    n = 0
    while n < len(lines):
        n += 1
        taken = _unique_block(r, lines, n)  # learnt before its line, which then finds it
        r.line(lines[n - 1], n)
        n += taken
    if r.problems:
        return DecklistReading(None, tuple(r.problems), tuple(r.notes))
    if r.hero is None and not r.cards:  # a game of two such decks could never end
        return DecklistReading(None, (Problem(READING, EMPTY_DECKLIST),), tuple(r.notes))
    deck = Deck(str(name), r.hero, tuple(r.cards), tuple(r.lines.items()))
    return DecklistReading(deck, (), tuple(r.notes))


#: characters a pasted line may have: a decklist line is at most MAX_LINE_CHARS, and an
#: editor takes seconds to lay out a single line of 100,000
MAX_PASTE_LINE_CHARS = 10 * MAX_LINE_CHARS


def paste_refusal(text: str, already: int = 0) -> str | None:
    """Why a paste into a decklist editor that holds `already` characters is not taken
    (None when it is): the one bound every decklist editor applies before laying the
    text out, because an editor needs seconds to lay out a megabyte or a single
    100,000-character line, and no decklist is that long.  Counted without splitting the
    text into lines, so ten megabytes are refused in milliseconds."""
    size = len(text)
    if size + already > MAX_TEXT_CHARS:
        return (f"the text is {size + already:,} characters long and a decklist is at most "
                f"{MAX_TEXT_CHARS:,}; paste one deck")
    breaks = text.count("\n") + text.count("\r") - text.count("\r\n")
    if breaks + 1 > MAX_LINES:
        return (f"the text has {breaks + 1:,} lines and a decklist at most {MAX_LINES:,} lines; "
                "paste one deck")
    longest = max((len(line) for line in _lines_of(text)), default=0)
    if longest > MAX_PASTE_LINE_CHARS:
        return (f"it holds a line of {longest:,} characters and a decklist line is at most "
                f"{MAX_LINE_CHARS}; paste one deck")
    return None


def parse_decklist(text: str, name: str = "Deck") -> Deck:
    """The deck `text` lists (see `read_decklist` for the forms read).

    Raises DeckError naming the line of every problem (`DeckError.problems` holds them
    as `Problem`s, in line order)."""
    reading = read_decklist(text, name)
    if reading.deck is None:
        raise DeckError("; ".join(map(_plain, reading.problems)), reading.problems)
    return reading.deck


def _plain(p: Problem) -> str:
    return f"line {p.line}: {p.message}" if p.line else p.message


#: a deck file is a few kilobytes; anything far larger is not one
MAX_DECK_FILE_BYTES = 1_000_000


def deck_from_json(data: Any, name: str = "Deck") -> Deck:
    """Read the project's JSON deck form (see `Deck.to_json`); every entry is checked
    (a text reference without spaces, a whole count from 1 to MAX_COUNT)."""
    if not isinstance(data, dict) or data.get("format") != "altered-deck":
        raise DeckError("not an Altered deck file: 'format' must be 'altered-deck'")
    version = data.get("version", 1)
    if type(version) is not int or version != 1:
        raise DeckError(f"deck file version {excerpt(version)} is not supported (this "
                        "program reads version 1)")
    title = data.get("name", name)
    if not isinstance(title, str) or not 0 < len(title) <= 200:
        raise DeckError("'name' must be text of 1 to 200 characters")
    hero = data.get("hero")
    if hero is not None and not (isinstance(hero, str) and _REF_TEXT.fullmatch(hero)):
        raise DeckError(f"'hero' must be a card reference or null, not {excerpt(hero)}")
    cards = data.get("cards")
    if not isinstance(cards, list):
        raise DeckError("'cards' must be a list of {ref, count}")
    if len(cards) > MAX_LINES:
        raise DeckError(f"'cards' has {len(cards):,} entries; at most {MAX_LINES:,}")
    if "uniques" in data:  # each unique's definition, learnt before the cards are read
        try:
            learn_all(data["uniques"])
        except UniqueError as e:
            raise DeckError(str(e)) from None
    r = _Reader()
    if hero is not None:
        r.add(1, r.resolve_ref(hero, 0), 0, hero)
    if hero is not None and r.hero is None and not r.problems:
        raise DeckError(f"'hero': {card_by_ref(hero).name} ({hero}) is not a Hero")
    for i, entry in enumerate(cards, 1):
        if not isinstance(entry, dict):
            raise DeckError(f"cards[{i}]: each entry is an object with a card reference "
                            f"'ref' and a 'count', not {excerpt(entry)}")
        ref, count = entry.get("ref"), entry.get("count")
        if not (isinstance(ref, str) and _REF_TEXT.fullmatch(ref)):
            raise DeckError(f"cards[{i}].ref must be a card reference (one word), not "
                            f"{excerpt(ref)}")
        if type(count) is not int or not 1 <= count <= MAX_COUNT:
            raise DeckError(f"cards[{i}].count must be a whole number from 1 to {MAX_COUNT}, "
                            f"not {excerpt(count)}")
        r.add(entry["count"], r.resolve_ref(entry["ref"], i), i, entry["ref"])
        if r.problems:
            break
    if r.problems:
        p = r.problems[0]
        raise DeckError(f"cards[{p.line}]: {p.message}" if p.line else p.message,
                        tuple(r.problems))
    return Deck(title, r.hero, tuple(r.cards), tuple(r.lines.items()))


def load_deck_file(path: str | Path) -> Deck:
    """A deck file read through the loading boundary (bounded, regular files only);
    raises DeckError naming the file for any damage."""
    data = load_json_file(path, MAX_DECK_FILE_BYTES, DeckError, "deck file")
    try:
        return deck_from_json(data, Path(path).stem)
    except DeckError as e:
        raise DeckError(f"{path}: {e}", e.problems) from None


def validate_constructed(deck: Deck) -> list[Problem]:
    """Constructed play (1.1.4): one Hero, 39+ cards, one faction, 3 per name, 15 rares,
    3 uniques."""
    probs: list[Problem] = []
    if deck.hero is None:
        probs.append(Problem("1.1.4.b", "the deck has no Hero; it needs exactly one"))
    if len(deck.cards) < 39:
        probs.append(Problem("1.1.4.c", f"the deck has {len(deck.cards)} cards besides its "
                             "Hero; it needs at least 39"))
    hero_faction = card_by_ref(deck.hero).faction if deck.hero else None
    names: Counter[str] = Counter()
    first_line: dict[str, int | None] = {}
    line_of = dict(deck.lines)  # one look-up per card, not a search of the lines
    first_ref: dict[str, str] = {}
    rares = uniques = 0
    for ref in deck.cards:
        c = card_by_ref(ref)
        names[c.name] += 1
        if c.name not in first_line:
            first_line[c.name] = line_of.get(ref)
            first_ref[c.name] = ref
        if c.rarity is Rarity.RARE:
            rares += 1
        if c.rarity is Rarity.UNIQUE:
            uniques += 1
    for ref in dict.fromkeys(deck.cards):
        c = card_by_ref(ref)
        if hero_faction is not None and c.faction != hero_faction:
            probs.append(Problem("1.1.4.d", f"{c.name} is {c.faction.label if c.faction else 'neutral'}, "
                                 f"not {hero_faction.label} like the Hero", line_of.get(ref),
                                 ref))
    for name, n in names.items():
        if n > 3:
            probs.append(Problem("1.1.4.e", f"{n} cards named {name}; at most 3",
                                 first_line[name], first_ref[name]))
    if rares > 15:
        probs.append(Problem("1.1.4.f", f"{rares} rare cards; at most 15"))
    if uniques > 3:
        probs.append(Problem("1.1.4.g", f"{uniques} unique cards; at most 3"))
    for ref, n in Counter(deck.cards).items():
        if n > 1 and card_by_ref(ref).rarity is Rarity.UNIQUE:
            probs.append(Problem("2.2.6.f", f"{n} copies of the unique {ref}; each unique "
                                 "card is one of a kind", line_of.get(ref), ref))
    return probs + unplayable_cards(deck)


def validate_limited(deck: Deck) -> list[Problem]:
    """Limited play (1.1.5): at most one Hero, 29+ cards, at most three factions."""
    probs: list[Problem] = []
    if len(deck.cards) < 29:
        probs.append(Problem("1.1.5.c", f"the deck has {len(deck.cards)} non-Hero cards; it "
                             "needs at least 29"))
    factions = {card_by_ref(r).faction for r in deck.cards} - {None}
    if deck.hero:
        factions.add(card_by_ref(deck.hero).faction)
    if len(factions) > 3:
        probs.append(Problem("1.1.5.d", f"the deck mixes {len(factions)} factions; at most 3"))
    return probs + unplayable_cards(deck)


#: The `rule` of the problem a card the engine cannot play yet raises: not a game rule,
#: a limit of this program, and the one problem no format lets a player ignore.
NOT_IMPLEMENTED = "not implemented"


def unplayable_cards(deck: Deck) -> list[Problem]:
    """One problem per distinct card of the deck (Hero included) whose printed text the
    engine does not have yet, naming it, its reference and why, so that no card is ever
    played as a blank one."""
    refs = ([deck.hero] if deck.hero else []) + list(dict.fromkeys(deck.cards))
    line_of = dict(deck.lines)
    return [Problem(NOT_IMPLEMENTED, f"{c.name} ({ref}) is not implemented yet: {c.missing}",
                    line_of.get(ref), ref)
            for ref in refs if not (c := card_by_ref(ref)).implemented]


def require_implemented(deck: Deck) -> None:
    """Raise DeckError listing every card of the deck the engine cannot play yet."""
    probs = unplayable_cards(deck)
    if probs:
        raise DeckError(f"deck '{deck.name}' holds cards that cannot be played yet: "
                        + "; ".join(p.message for p in probs))


@cache
def _starters() -> dict[str, Any]:
    raw = resources.files("engine.cards").joinpath("starters.json").read_text("utf-8")
    return json.loads(raw)["decks"]


STARTER_NAMES = ("axiom", "bravos", "lyra", "muna", "ordis", "yzmir")


def starter_deck(name: str) -> Deck:
    """One of the six built-in starter decks by faction name, e.g. `starter_deck("ordis")`."""
    key = name.strip().lower()
    decks = _starters()
    if key not in decks:
        raise DeckError(f"no starter deck named '{name}'; choose one of {', '.join(decks)}")
    return _parsed_starter(key)


@cache
def _parsed_starter(key: str) -> Deck:
    """Built-in decks never change and a Deck is a frozen value, so one parse serves all."""
    d = _starters()[key]
    return parse_decklist("\n".join(d["decklist"]), d["title"])


def starter_title(name: str) -> str:
    return _starters()[name]["title"]
