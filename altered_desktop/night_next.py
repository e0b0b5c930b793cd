"""What Night does after Clean-up, said under the Clean-up choice.

Clean-up (4.2.5.c) is the day's last choice; under its two or three cards the prompt
panel stood empty down to its foot (review r9 #6, r10 #9: 1085-1360 × 520-700 at 1366).
A newcomer keeping two cards of a crowded Reserve also wants to know what comes right
after: Check Victory (4.2.5.d) - have the Expeditions met, who travelled how far - then
the next day's Morning (4.2.1): who becomes the first player, everything readied, two
cards drawn, Expand.  Read from the public view only.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication


def travelled(player: dict[str, Any]) -> int:
    """How many regions a player's two Expeditions have travelled in all (4.2.5.d:
    7 is the length of the Adventure between them: they meet)."""
    exps = player.get("expeditions") or {}
    return sum(int(e.get("distance") or 0) for e in exps.values())


def next_lines(view: dict[str, Any]) -> list[str]:
    """The steps after Clean-up, a line each, in the player's language."""
    players = view.get("players") or []
    if len(players) != 2:
        return []
    out: list[str] = []
    if view.get("tiebreak"):
        out.append(QCoreApplication.translate("NightNext", "Check Victory (4.2.5.d): in the Arena, play goes on until a "
                      "player wins more terrains at Dusk (4.3)."))
    else:
        a, b = players
        ta, tb = travelled(a), travelled(b)
        if max(ta, tb) >= 7:  # the game ends (or tiebreakers start): no next Morning
            return [QCoreApplication.translate("NightNext", "Check Victory (4.2.5.d): Expeditions have met — the further "
                       "wins: {0} {1}, {2} {3} regions (a tie: the Arena, 4.3).").format(
                           a["name"], ta, b["name"], tb)]
        else:
            out.append(QCoreApplication.translate("NightNext", "Check Victory (4.2.5.d): no Expeditions have met — {0} "
                          "{1} of 7 regions, {2} {3}.").format(a["name"], ta, b["name"], tb))
    first = view.get("first_player")
    if isinstance(first, int) and 0 <= first < 2:
        nxt = players[1 - first]["name"]
        out.append(QCoreApplication.translate("NightNext", "Day {0}'s Morning (4.2.1): {1} plays first; all is readied; "
                      "each player draws 2 and may Expand.").format(
                          int(view.get("day") or 0) + 1, nxt))
    return out
