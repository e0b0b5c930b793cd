import multiprocessing
import sys

from altered_desktop.app import main

if __name__ == "__main__":
    # worker processes (the AI seat, the goldfish lab) start by importing this module
    # again: only the real start runs the app; a frozen bundle needs freeze_support first
    multiprocessing.freeze_support()
    sys.exit(main())
