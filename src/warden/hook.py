"""The hook entry that ``warden install`` writes into Claude Code settings files::

    python -I -c 'from warden.hook import main; main()'

Kept at this name so every installed settings file keeps working; the hook itself lives
in :mod:`warden.capture.hook`.
"""

from warden.capture.hook import main, run

__all__ = ["main", "run"]
