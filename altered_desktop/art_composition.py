"""How a card's painting is composed: where its horizon lies, where its figure stands
and how big, how the light falls on it, what stands in the distance.

Review rounds 9 and 10: "every card is a generic gold glyph on a gradient sky", "nothing
is distinctive enough to find a card by eye".  A centred figure of one size on every
card made a row of cards read as one card repeated.  So each card's painting is framed
like a picture of its own, all from the card's facts (`seed`, fixed by its name; its
type and subtypes), the same on every run:

* the figure stands at the left, in the middle or at the right of the space the face
  leaves it, large in a close view or smaller in a wide one, its icon mirrored or not;
* its treatment: a lit sculpture in a metal; a deep-toned silhouette rimmed with light
  against a low sun or a full moon right behind it (backlit); or, for spells and spirits, a figure of light
  with a bloom round it;
* the horizon high (a valley seen from above) or low (a big sky);
* a landmark of its faction far off on the side away from the figure (`art_structures`:
  Axiom's foundries, Bravos' volcanoes, Lyra's tents, Muna's great trees, Ordis' walled
  towns, Yzmir's crystal spires).
"""

from __future__ import annotations

from typing import Any

import attrs

from altered_desktop.art_backdrop import rnd

#: the treatments of a figure
STATUE, SILHOUETTE, GLOW = "statue", "silhouette", "glow"
#: subtypes whose figure is of light (spirits, spells of the mind ...)
LUMINOUS = {"spirit", "illusion", "boon", "conjuration", "song", "elemental", "fairy",
            "deity", "disruption"}
#: the share of luminous Characters painted as figures of light
LUMINOUS_GLOW = 0.3


@attrs.frozen
class Composition:
    """Where and how the figure stands in a card's painting."""

    place: float  # the figure's centre across the space it has: 0 left .. 1 right
    scale: float  # its size, as a share of that space's smaller side
    mirror: bool  # the icon turned to face the other way
    treatment: str  # STATUE, SILHOUETTE or GLOW
    horizon: float  # the horizon's height, as a share of the figure's space's height
    landmark: bool  # a faction's landmark stands far off
    landmark_kind: int  # which of the faction's landmarks

    @property
    def backlit(self) -> bool:
        return self.treatment == SILHOUETTE


def compose(card: dict[str, Any], seed: int) -> Composition:
    """The composition of `card`'s painting (everything from its facts)."""
    ctype = str(card.get("type") or "")
    subs = {str(s).lower() for s in card.get("subtypes") or []}
    hero = ctype == "hero"
    # the treatment: spells and luminous beings of light; a third of the others backlit
    pick = rnd(seed, 31)
    if hero:
        treatment = STATUE
    elif ctype == "spell":
        treatment = GLOW if pick < 0.7 else SILHOUETTE
    elif subs & LUMINOUS:
        # a being of light now and then; mostly a body lit by its scene's sun, its
        # shadow on its ground (round 19: glowing figure after glowing figure read as
        # "emblem-style placeholder art")
        treatment = GLOW if pick < LUMINOUS_GLOW else (SILHOUETTE if pick < 0.55 else STATUE)
    elif ctype in ("permanent", "landmark"):
        treatment = SILHOUETTE if pick < 0.35 else STATUE
    else:
        treatment = SILHOUETTE if pick < 0.26 else (GLOW if pick < 0.3 else STATUE)
    # where it stands: a third each at the left, the middle and the right (a Hero in
    # the middle: the card the deck is built on)
    spot = rnd(seed, 32)
    place = 0.5 if hero else (0.18 + 0.1 * rnd(seed, 33) if spot < 0.34 else
                              0.82 - 0.1 * rnd(seed, 33) if spot < 0.68 else
                              0.42 + 0.16 * rnd(seed, 33))
    close = rnd(seed, 34)
    scale = 0.9 if hero else 0.62 + 0.3 * close
    return Composition(
        place=place,
        scale=scale,
        mirror=(not hero) and rnd(seed, 35) < 0.5,
        treatment=treatment,
        horizon=0.45 + 0.25 * rnd(seed, 36),
        landmark=hero or rnd(seed, 37) < 0.8,
        landmark_kind=int(rnd(seed, 38) * 2),
    )
