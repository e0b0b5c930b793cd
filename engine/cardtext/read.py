"""One card's abilities from its reference-data entry (text and support text)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from engine.cardtext.productions import parse_text

if TYPE_CHECKING:  # pragma: no cover
    from typing import Any


def read_card(entry: dict[str, Any]) -> tuple[Any, ...]:
    """Abilities from `text_markup`, then the support abilities of `support_markup`
    (they work only while the card is in Reserve, 2.2.11.i)."""
    kind = entry.get("type", "character")
    out: tuple[Any, ...] = ()
    if entry.get("text_markup"):
        out += parse_text(entry["text_markup"], kind, entry.get("name", ""))
    if entry.get("support_markup"):
        for ab in parse_text(entry["support_markup"], kind, entry.get("name", "")):
            out += (ab if getattr(ab, "support", False) else _as_support(ab),)
    return out


def _as_support(ability: Any) -> Any:
    if attrs.has(type(ability)) and "support" in attrs.fields_dict(type(ability)):
        return attrs.evolve(ability, support=True)
    return ability
