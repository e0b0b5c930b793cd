import sys

from altered_desktop.app import main

sys.exit(main())
