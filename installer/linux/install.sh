#!/bin/sh
# Add the Altered desktop client to this user's application menu.
#
# Run it from the unpacked bundle folder, wherever you keep it:
#     ./install.sh            # menu entry + icon for the current user
#     ./install.sh --remove   # take them out again
# Nothing is copied out of the folder except the menu entry and the icon, and
# nothing needs root.  Moving the folder later means running this again.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
app_id="io.github.altered_desktop.AlteredDesktop"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
entry="$data/applications/$app_id.desktop"
icon="$data/icons/hicolor/256x256/apps/altered-desktop.png"

if [ "${1:-}" = "--remove" ]; then
    rm -f "$entry" "$icon"
    echo "removed $entry and $icon"
    exit 0
fi

mkdir -p "$(dirname "$entry")" "$(dirname "$icon")"
cp "$here/altered-desktop.png" "$icon"
# The shipped entry runs `altered-desktop` from PATH; point it at this folder.
sed -e "s|^Exec=.*|Exec=\"$here/altered-desktop\"|" \
    -e "s|^TryExec=.*|TryExec=$here/altered-desktop|" \
    "$here/$app_id.desktop" > "$entry"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data/applications" || true
echo "installed $entry"
