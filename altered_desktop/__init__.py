"""The Altered desktop client (PySide6) over the rules engine."""
