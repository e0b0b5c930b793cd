"""Whether the play a player is in the middle of can still be taken back, and in what words.

A card played or a quick action used goes on asking its player things: which Reserve
card to discard to pay less, a target, a mode.  By the rules, declining a cost puts the
game back where the play was offered (6.4.d, 6.4.e), and once the cost is paid the
effect resolves and asks for its targets (6.5.b): the play is committed.  The app
offers more, as Board Game Arena's clients do: a Cancel that takes the play back with
the game's undo (the game replayed without that answer, exactly as it was), for as long
as nothing hidden or random has come to light since.  After a die was rolled, a card
drawn, revealed or a pile shuffled, taking it back would let a player try again with
knowledge they must not have, so the panel says plainly that the play is committed.

Everything here reads the game's public face only (answers, log, decisions, views).
"""

from __future__ import annotations

from typing import Any

import attrs

from altered_desktop import log_text, symbol_text

#: answers that start a play whose decisions can follow (docs/option-ids.md)
PLAY_PREFIXES = ("play:", "quick:")


@attrs.frozen
class Started:
    """A play as its player chose it, noted when the answer was given (so that no replay
    is needed to know what it was): who, the answer count it made, its option's words,
    the log's length and the decks' counts just before it."""

    player: int
    answers: int
    label: str
    log_start: int
    decks: tuple[int, ...]


@attrs.frozen
class InPlay:
    """The play whose decisions are being asked: its option's words, and whether taking
    it back is offered (`reason` says why not, when it is not)."""

    label: str
    can_take_back: bool
    reason: str = ""


def deck_counts(view: dict[str, Any]) -> tuple[int, ...]:
    """Each player's deck count: a draw, a card put back or milled changes it."""
    return tuple(pv["deck_count"] for pv in view["players"])


def started(game: Any, answer: Any, view: dict[str, Any]) -> Started | None:
    """What `answer`, about to be given to `game`'s pending decision, starts: a play or
    quick action (None for any other answer); `view` is any seat's view now (the decks'
    counts are public)."""
    d = game.pending
    if d is None or not (isinstance(answer, str) and answer.startswith(PLAY_PREFIXES)):
        return None
    try:
        option = d.option(answer)
    except Exception:  # noqa: BLE001 - an illegal answer: the game refuses it anyway
        return None
    return Started(d.player, len(game.answers) + 1,
                   symbol_text.plain(log_text.render(option.label)), len(game.log),
                   deck_counts(view))


def in_play(game: Any, start: Started | None,
            view: dict[str, Any] | None = None) -> InPlay | None:
    """The play the pending decision of `game` belongs to, if its player's last answer
    started it (`start`, noted when it was given) and the same player is asked again,
    not at a turn; None otherwise.  It can be taken back while no event since brings
    news (`engine.LogEntry.brings_news`) and no deck's count changed (`view`: any
    seat's view now, if the caller has one)."""
    d = game.pending
    if start is None or d is None or d.kind == "turn" or d.player != start.player \
            or len(game.answers) != start.answers:
        return None
    news = [e for e in game.log[start.log_start:] if e.brings_news]
    if news or deck_counts(view or game.view(start.player)) != start.decks:
        what = symbol_text.plain(log_text.entry_line(news[0].actor, news[0].message)) \
            if news else ""
        return InPlay(start.label, False, what)
    return InPlay(start.label, True)
