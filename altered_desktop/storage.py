"""Where the client keeps its files: the platform user data folder.

Autosaves, user decks and settings live in QStandardPaths.AppDataLocation so they follow
each platform's conventions.  `ALTERED_DESKTOP_DATA` overrides the folder, which tests and
the frozen bundle's smoke test use to keep a user's real files untouched.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

from engine.decks import Deck, DeckError, deck_from_json
from engine.record import write_atomic

ENV_OVERRIDE = "ALTERED_DESKTOP_DATA"
APP_NAME = "Altered Desktop"
ORG_NAME = "AlteredDesktop"


def data_dir() -> Path:
    """The user data folder (created on demand)."""
    override = os.environ.get(ENV_OVERRIDE)
    if override:
        path = Path(override)
    else:
        from PySide6.QtCore import QCoreApplication, QStandardPaths

        if not QCoreApplication.applicationName():
            QCoreApplication.setApplicationName(APP_NAME)
            QCoreApplication.setOrganizationName(ORG_NAME)
        loc = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
        path = Path(loc) if loc else Path.home() / ".altered-desktop"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def decks_dir() -> Path:
    d = data_dir() / "decks"
    d.mkdir(parents=True, exist_ok=True)
    return d


def _slug(name: str) -> str:
    s = re.sub(r"[^A-Za-z0-9_-]+", "-", name.strip()).strip("-").lower()
    return s or "deck"


def save_user_deck(deck: Deck) -> Path:
    """Store a deck in the project's JSON deck form; same name overwrites."""
    path = decks_dir() / f"{_slug(deck.name)}.json"
    write_atomic(path, json.dumps(deck.to_json(), indent=1))
    return path


def load_user_decks() -> list[Deck]:
    """Every readable user deck, sorted by name; damaged files are skipped, not fatal."""
    decks: list[Deck] = []
    for path in sorted(decks_dir().glob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            decks.append(deck_from_json(data, path.stem))
        except (OSError, ValueError, DeckError, KeyError):
            continue
    return sorted(decks, key=lambda d: d.name.lower())


def delete_user_deck(name: str) -> None:
    path = decks_dir() / f"{_slug(name)}.json"
    if path.exists():
        path.unlink()


DEFAULT_SETTINGS: dict[str, Any] = {
    "handoff": True,
    "names": ["Ninette", "Lithium"],
    "decks": ["starter:axiom", "starter:bravos"],
    "goldfish_deck": "starter:lyra",
    "mode": "hotseat",
    "window": "",  # saved geometry and dock layout (base64), empty until first close
}


def load_settings() -> dict[str, Any]:
    """Settings merged over the defaults; a damaged file falls back on the defaults."""
    out = dict(DEFAULT_SETTINGS)
    try:
        data = json.loads((data_dir() / "settings.json").read_text(encoding="utf-8"))
        if isinstance(data, dict):
            out.update({k: v for k, v in data.items() if k in DEFAULT_SETTINGS})
    except (OSError, ValueError):
        pass
    return out


def save_settings(settings: dict[str, Any]) -> None:
    write_atomic(data_dir() / "settings.json", json.dumps(settings, indent=1))
