"""The Altered desktop client (PySide6) over the rules engine."""

from altered_desktop.qt_workarounds import pin_none

pin_none()
