"""What Night's Clean-up answer keeps, in words, for the decision panel (4.2.5.c).

Review r9 #17: the only sign of what a player had chosen to keep were the numbers on
the cards, under a dim "Confirm".  The panel now names the kept cards (and what goes
to the Discard pile), and its button says what it does: "Keep Foundry Mechanic + Ordis
Cadets".  Pure text from the decision's options: no Qt widgets here."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from engine.decisions import Decision


def is_clean_up(d: Decision | None) -> bool:
    return d is not None and d.kind == "cleanup" and d.multi


def kept_names(d: Decision, selected: Sequence[str]) -> tuple[list[str], list[str]]:
    """The names of the options kept (in the order chosen) and of those let go (in the
    decision's order)."""
    label = {o.id: o.label for o in d.options}
    kept = [label[s] for s in selected if s in label]
    chosen = set(selected)
    return kept, [o.label for o in d.options if o.id not in chosen]


def summary(d: Decision, selected: Sequence[str]) -> str:
    """The line over the button: what is kept so far and what goes, or what to do."""
    kept, gone = kept_names(d, selected)
    want = f"{d.min}" if d.min == d.max else f"{d.min}–{d.max}"
    if not kept:
        return QCoreApplication.translate("CleanUp", "Click the cards to keep ({0}).").format(
            want)
    text = QCoreApplication.translate("CleanUp", "Keeping {0} of {1}: {2}.").format(
        len(kept), want, ", ".join(kept))
    if gone and d.min <= len(kept) <= d.max:
        text += " " + QCoreApplication.translate("CleanUp", "To the Discard pile: {0}.").format(
            ", ".join(gone))
    return text


def button_text(d: Decision, selected: Sequence[str], fits: int = 10_000,
                width: Callable[[str], int] | None = None) -> str:
    """The button's words: "Keep A + B" once the choice is whole (a name a line when
    `width(text)` exceeds `fits` pixels, "Keep my choice (2)" if even that does not
    fit), else how many are still to choose."""
    kept, _gone = kept_names(d, selected)
    if len(kept) < d.min:
        return QCoreApplication.translate("CleanUp", "Choose {0} more to keep").format(
            d.min - len(kept))
    if len(kept) > d.max:
        return QCoreApplication.translate("CleanUp", "Keep at most {0}").format(d.max)
    keep = QCoreApplication.translate("CleanUp", "Keep {0}")
    full = keep.format(" + ".join(kept)) if kept else \
        QCoreApplication.translate("CleanUp", "Keep none")
    if width is None or width(full) <= fits:
        return full
    # one name a line ("Keep Foundry Mechanic / + Ordis Cadets"), if each line fits
    stacked = keep.format("\n+ ".join(kept))
    if len(kept) <= 3 and all(width(line) <= fits for line in stacked.split("\n")):
        return stacked
    return QCoreApplication.translate("CleanUp", "Keep my choice ({0})").format(len(kept))


def over_caption(caption: str, limit: int, fits: Callable[[str], bool]) -> str:
    """A zone's caption when it holds more than its limit ("Reserve 3/2"): legal until
    Night (3.2.10.b), so it says what will happen rather than look like an error
    (review r9 #10): "Reserve 3/2 · keep 2 at Night", shorter where that does not
    `fits`, the bare caption as a last resort (its tooltip says it all)."""
    for text in (QCoreApplication.translate("CleanUp", "{0} · keep {1} at Night"),
                 QCoreApplication.translate("CleanUp", "{0} · keep {1}")):
        said = text.format(caption, limit)
        if fits(said):
            return said
    return caption


def over_tooltip(limit: int) -> str:
    """The sentence a zone over its limit adds to its tooltip."""
    return QCoreApplication.translate(
        "CleanUp", "It holds more than its limit of {0}: that is allowed during the day "
        "(3.2.10.b); at Night's Clean-up you choose {0} to keep and the others go to the "
        "Discard pile (4.2.5.c).").format(limit)
