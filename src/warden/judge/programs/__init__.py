"""The program table: one handler per program name, from one module per family.

Adding a program is one entry in the module of its family (or a new module listed
here). A handler takes a :class:`warden.judge.commands.Cmd` and returns the effects of
that program with those arguments; a program in no table is ``unknown``.
"""

from __future__ import annotations

from warden.judge.programs import (cloud, code, engines, fileops, git, github, managers, net, packages, projects,
                                   services, system, text, tools, windows)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from warden.judge.programs.base import Handler

PROGRAMS: dict[str, Handler] = {}
for _family in (windows, text, fileops, system, tools, engines, services, projects, packages, managers, code, net, cloud,
                github, git):
    PROGRAMS.update(_family.PROGRAMS)
