"""Vendor the game-icons.net pictures the app draws, and only those.

    python tools/vendor_icons.py [--package DIR]

Fetches the npm package `@iconify-json/game-icons` (the whole set as JSON, CC BY 3.0)
with `npm pack` into a temporary folder (or reads an unpacked one given with
--package), chooses every card's illustration (`tools/card_icons.py`: by the card's
name, then subtypes, then type, corrections by hand in `tools/card-icon-overrides.tsv`)
and writes that choice as the table `altered_desktop/assets/card-icons.tsv`, which a
person can read and correct; then writes for each icon the table and
`altered_desktop/card_art.py` name:

* `altered_desktop/assets/game-icons/NAME.svg`, the source picture;
* `altered_desktop/assets/game-icons/NAME.png`, a 256 px grey mask the app tints
  (Qt reads PNG without its SVG module, which the installer leaves out);

and `assets/game-icons-LICENSE.txt` / `assets/game-icons-ATTRIBUTION.md` (who made them,
under which licence, which icons are used).  Needs npm and PySide6's QtSvg (a
developer's machine, not the player's).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))
PACKAGE = "@iconify-json/game-icons"
MASK_PX = 256

LICENCE = """The icons in altered_desktop/assets/game-icons/ are from game-icons.net,
made by Lorc, Delapouite and the other authors listed at https://game-icons.net,
published under the Creative Commons Attribution 3.0 Unported licence (CC BY 3.0):
https://creativecommons.org/licenses/by/3.0/

They were taken from the npm package @iconify-json/game-icons (version {version}) and
are used unchanged except that each is also stored as a white PNG mask, tinted by the
program when it draws it.
"""


def unpack(dest: Path) -> Path:
    out = subprocess.run(["npm", "pack", PACKAGE, "--silent"], cwd=dest, check=True,
                         capture_output=True, text=True).stdout.strip().splitlines()[-1]
    with tarfile.open(dest / out) as tar:
        tar.extractall(dest, filter="data")
    return dest / "package"


def write_table(path: Path, chosen: dict[str, tuple[str, str]], version: str) -> None:
    """The card -> picture table, one card name a line, sorted, with why it was chosen."""
    lines = [
        "# Card illustrations: card name, TAB, game-icons picture, TAB, why it was chosen.",
        f"# Written by tools/vendor_icons.py from @iconify-json/game-icons {version};",
        "# to correct a picture, put 'name<TAB>icon' in tools/card-icon-overrides.tsv",
        "# and run the tool again (this file is regenerated).",
        f"# {len(chosen)} card names, {len({i for i, _ in chosen.values()})} distinct "
        "pictures.",
    ]
    lines += [f"{name}\t{icon}\t{why}" for name, (icon, why) in sorted(chosen.items())]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--package", type=Path, help="an unpacked @iconify-json/game-icons")
    args = ap.parse_args(argv)
    import card_icons
    from PySide6.QtCore import QByteArray, QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    from altered_desktop.card_art import CARD_ICONS, ICON_DIR, all_icon_names
    from engine.cards.registry import shipped_cards as all_cards

    _app = QGuiApplication.instance() or QGuiApplication(["vendor_icons"])
    with tempfile.TemporaryDirectory() as tmp:
        pkg = args.package or unpack(Path(tmp))
        data = json.loads((pkg / "icons.json").read_text())
        version = json.loads((pkg / "package.json").read_text()).get("version", "?")
        icons, aliases = data["icons"], data.get("aliases", {})
        size = data.get("width", 512), data.get("height", 512)
        index = card_icons.IconIndex([*icons, *aliases])
        pool = [(c.name, c.faction.value if c.faction else "", tuple(c.subtypes),
                 c.type.value) for c in all_cards()]
        chosen = card_icons.choose(pool, index, card_icons.read_overrides())
        write_table(CARD_ICONS, chosen, version)
        ICON_DIR.mkdir(parents=True, exist_ok=True)
        names = all_icon_names()
        # icons no longer named go; the others are written over in place
        for old in ICON_DIR.glob("*"):
            if old.stem not in names:
                old.unlink()
        for name in names:
            src = aliases.get(name, {}).get("parent", name)
            body = icons[src]["body"].replace("currentColor", "#ffffff")
            svg = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size[0]} '
                   f'{size[1]}">{body}</svg>\n')
            (ICON_DIR / f"{name}.svg").write_text(svg)
            img = QImage(MASK_PX, MASK_PX, QImage.Format.Format_ARGB32_Premultiplied)
            img.fill(Qt.GlobalColor.transparent)
            p = QPainter(img)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            QSvgRenderer(QByteArray(svg.encode())).render(p, QRectF(0, 0, MASK_PX, MASK_PX))
            p.end()
            # stored as an 8-bit grey picture of the icon's coverage (a third of the
            # size of RGBA): card_art reads the grey as the mask's alpha
            alpha = img.convertToFormat(QImage.Format.Format_Alpha8)
            grey = QImage(alpha.constBits(), MASK_PX, MASK_PX, alpha.bytesPerLine(),
                          QImage.Format.Format_Grayscale8).copy()
            grey.save(str(ICON_DIR / f"{name}.png"))
    assets = ROOT / "assets"
    (assets / "game-icons-LICENSE.txt").write_text(LICENCE.format(version=version))
    (assets / "game-icons-ATTRIBUTION.md").write_text(
        "# Icons\n\nCard illustrations, terrain and ability symbols: icons from "
        "[game-icons.net](https://game-icons.net) by Lorc, Delapouite and contributors, "
        "CC BY 3.0 (see game-icons-LICENSE.txt). The program recolours them and sets "
        "each card's picture into a landscape it paints itself; which icon illustrates "
        "which card is listed in altered_desktop/assets/card-icons.tsv.\n\nUsed: "
        + ", ".join(names) + ".\n")
    print(f"{len(names)} icons written to {ICON_DIR}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
