import os

from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Property tests check what is true, not how fast: hypothesis's default 200 ms deadline
# per example turned a correct property into a failure when the shared 2-core machine was
# loaded (test_lazy_views' forecasts, session 27).  Speed is measured by benchmarks/.
settings.register_profile("shared-machine", deadline=None)
settings.load_profile("shared-machine")
