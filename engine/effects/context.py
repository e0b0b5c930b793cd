"""`Ctx` is the kernel's (engine.gamestate.context): what a resolving effect knows. This name
is kept so code written against the earlier place still imports it."""

from engine.gamestate.context import Ctx

__all__ = ["Ctx"]
